export function secretsHeldout19Lines(): string;
export function writeSecretsHeldout19(dir: string): string[];
