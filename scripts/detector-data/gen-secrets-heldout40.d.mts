export function secretsHeldout40Lines(): string;
export function writeSecretsHeldout40(dir: string): string[];
