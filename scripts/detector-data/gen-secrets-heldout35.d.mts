export function secretsHeldout35Lines(): string;
export function writeSecretsHeldout35(dir: string): string[];
