export function secretsHeldout36Lines(): string;
export function writeSecretsHeldout36(dir: string): string[];
