// Types of gen-secrets-heldout4.mjs for its TypeScript test.
export function secretsHeldout4Lines(): string;
export function writeSecretsHeldout4(dir: string): string[];
