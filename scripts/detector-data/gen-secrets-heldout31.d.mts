export function secretsHeldout31Lines(): string;
export function writeSecretsHeldout31(dir: string): string[];
