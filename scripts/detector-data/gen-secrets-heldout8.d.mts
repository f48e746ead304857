export function secretsHeldout8Lines(): string;
export function writeSecretsHeldout8(dir: string): string[];
