export function secretsHeldout15Lines(): string;
export function writeSecretsHeldout15(dir: string): string[];
