// Types of gen-secrets-heldout20.mjs for its TypeScript test.
export function secretsHeldout20Lines(): string;
export function writeSecretsHeldout20(dir: string): string[];
