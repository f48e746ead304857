export function secretsHeldout30Lines(): string;
export function writeSecretsHeldout30(dir: string): string[];
