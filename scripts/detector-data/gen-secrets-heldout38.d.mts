export function secretsHeldout38Lines(): string;
export function writeSecretsHeldout38(dir: string): string[];
