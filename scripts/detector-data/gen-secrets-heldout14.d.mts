export function secretsHeldout14Lines(): string;
export function writeSecretsHeldout14(dir: string): string[];
