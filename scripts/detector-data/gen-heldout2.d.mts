// Types of gen-heldout2.mjs for its TypeScript test.
export function heldout2Files(): Record<string, string>;
export function writeHeldout2(dir: string): string[];
