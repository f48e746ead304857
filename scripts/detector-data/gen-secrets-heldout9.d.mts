export function secretsHeldout9Lines(): string;
export function writeSecretsHeldout9(dir: string): string[];
