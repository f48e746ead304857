// Types of gen-secrets-heldout6.mjs for its TypeScript test.
export function secretsHeldout6Lines(): string;
export function writeSecretsHeldout6(dir: string): string[];
