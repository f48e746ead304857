// Types of gen-secrets-heldout21.mjs for its TypeScript test.
export function secretsHeldout21Lines(): string;
export function writeSecretsHeldout21(dir: string): string[];
