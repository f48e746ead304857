export function secretsHeldout13Lines(): string;
export function writeSecretsHeldout13(dir: string): string[];
