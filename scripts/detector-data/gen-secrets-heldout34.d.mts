export function secretsHeldout34Lines(): string;
export function writeSecretsHeldout34(dir: string): string[];
