// Types of gen-secrets-heldout5.mjs for its TypeScript test.
export function secretsHeldout5Lines(): string;
export function writeSecretsHeldout5(dir: string): string[];
