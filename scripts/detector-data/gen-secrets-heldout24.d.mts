// Types of gen-secrets-heldout24.mjs for its TypeScript test.
export function secretsHeldout24Lines(): string;
export function writeSecretsHeldout24(dir: string): string[];
