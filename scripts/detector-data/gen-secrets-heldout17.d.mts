// Types of gen-secrets-heldout17.mjs for its TypeScript test.
export function secretsHeldout17Lines(): string;
export function writeSecretsHeldout17(dir: string): string[];
