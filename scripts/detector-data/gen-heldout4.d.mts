/** Write `dir/injection-heldout4.jsonl` (the fourth held-out injection set). */
export function writeHeldout4(dir: string): void;
