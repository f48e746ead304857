export function secretsHeldout28Lines(): string;
export function writeSecretsHeldout28(dir: string): string[];
