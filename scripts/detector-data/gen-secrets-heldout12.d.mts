export function secretsHeldout12Lines(): string;
export function writeSecretsHeldout12(dir: string): string[];
