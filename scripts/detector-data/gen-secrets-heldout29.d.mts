export function secretsHeldout29Lines(): string;
export function writeSecretsHeldout29(dir: string): string[];
