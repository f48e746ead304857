// Types of gen-secrets-heldout25.mjs for its TypeScript test.
export function secretsHeldout25Lines(): string;
export function writeSecretsHeldout25(dir: string): string[];
