export function secretsHeldout32Lines(): string;
export function writeSecretsHeldout32(dir: string): string[];
