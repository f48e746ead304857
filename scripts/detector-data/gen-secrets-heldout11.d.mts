export function secretsHeldout11Lines(): string;
export function writeSecretsHeldout11(dir: string): string[];
