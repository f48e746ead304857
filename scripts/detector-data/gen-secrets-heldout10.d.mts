// Types of gen-secrets-heldout10.mjs for its TypeScript test.
export function secretsHeldout10Lines(): string;
export function writeSecretsHeldout10(dir: string): string[];
