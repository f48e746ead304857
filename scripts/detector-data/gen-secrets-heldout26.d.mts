// Types of gen-secrets-heldout26.mjs for its TypeScript test.
export function secretsHeldout26Lines(): string;
export function writeSecretsHeldout26(dir: string): string[];
