export function secretsHeldout18Lines(): string;
export function writeSecretsHeldout18(dir: string): string[];
