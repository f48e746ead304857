// Types of gen-secrets-heldout22.mjs for its TypeScript test.
export function secretsHeldout22Lines(): string;
export function writeSecretsHeldout22(dir: string): string[];
