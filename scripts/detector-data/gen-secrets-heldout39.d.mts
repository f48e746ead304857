export function secretsHeldout39Lines(): string;
export function writeSecretsHeldout39(dir: string): string[];
