export function secretsHeldout23Lines(): string;
export function writeSecretsHeldout23(dir: string): string[];
