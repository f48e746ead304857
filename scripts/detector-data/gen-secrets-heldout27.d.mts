export function secretsHeldout27Lines(): string;
export function writeSecretsHeldout27(dir: string): string[];
