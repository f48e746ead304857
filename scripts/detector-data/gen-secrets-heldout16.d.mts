// Types of gen-secrets-heldout16.mjs for its TypeScript test.
export function secretsHeldout16Lines(): string;
export function writeSecretsHeldout16(dir: string): string[];
