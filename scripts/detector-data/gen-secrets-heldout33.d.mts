export function secretsHeldout33Lines(): string;
export function writeSecretsHeldout33(dir: string): string[];
