import { CATEGORY_BIT, TRIGGER_BITS } from './moves-categories.js';
import { PAIR_REACH_CHARS } from './moves-near.js';
import type { MoveScan } from './moves-scan.js';

// Which hits of a scan open a move, so that the rules read only the text around them.
const B = CATEGORY_BIT;

// Words too frequent to open a move alone ("run", "delete", "tell", "important") open one
// beside their partner: a tool verb beside what guards the work, a verb of telling beside the
// user, an authority word beside a name of the reader, a claim of permission beside what it
// would open (a shell, the world outside the workspace).
const PAIRED_TRIGGERS: readonly (readonly [number, number])[] = [
  [B.toolverb, B.sensitive],
  [B.mention, B.user],
  [B.authority, B.address],
  [B.permit, B.sensitive],
];

/** Whether the hit at `index` can open a move: on its own, or beside its partner. */
export function opensMove(scan: MoveScan, index: number): boolean {
  const mask = scan.masks[index] ?? 0;
  if ((mask & TRIGGER_BITS) !== 0) {
    return true;
  }
  const start = scan.starts[index] ?? 0;
  for (const [own, partner] of PAIRED_TRIGGERS) {
    if ((mask & own) === 0) {
      continue;
    }
    for (let other = index - 1; other >= 0; other -= 1) {
      if (start - (scan.starts[other] ?? 0) > PAIR_REACH_CHARS) {
        break;
      }
      if (((scan.masks[other] ?? 0) & partner) !== 0) {
        return true;
      }
    }
    for (let other = index + 1; other < scan.count; other += 1) {
      if ((scan.starts[other] ?? 0) - start > PAIR_REACH_CHARS) {
        break;
      }
      if (((scan.masks[other] ?? 0) & partner) !== 0) {
        return true;
      }
    }
  }
  return false;
}

export const PAIRED_BITS = PAIRED_TRIGGERS.reduce((bits, [own]) => bits | own, 0);

/** Whether any hit of the scan can open a move. */
export function hasTrigger(scan: MoveScan): boolean {
  if (scan.triggers > 0) {
    return true;
  }
  for (let index = 0; index < scan.count; index += 1) {
    if (((scan.masks[index] ?? 0) & PAIRED_BITS) !== 0 && opensMove(scan, index)) {
      return true;
    }
  }
  return false;
}
