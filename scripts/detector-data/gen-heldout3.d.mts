/** Writes injection-heldout3.jsonl into `dir` (the seeded, reproducible third held-out set). */
export function writeHeldout3(dir: string): void;
