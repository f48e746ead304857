export function secretsHeldout37Lines(): string;
export function writeSecretsHeldout37(dir: string): string[];
