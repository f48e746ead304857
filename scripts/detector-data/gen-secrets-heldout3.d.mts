export const SECRETS_HELDOUT3_FILE: string;
export function secretsHeldout3Lines(): string;
export function writeSecretsHeldout3(dir: string): string[];
