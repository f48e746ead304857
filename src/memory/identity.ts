import { IDENTITY_CONTEXT_MAX_CHARS } from './levels.js';
import type { MemoryEntry } from './schema.js';

const HEADER = 'Project conventions (from govern memory, L5):';

/**
 * The L5 identity text the kernel puts in every agent prompt: a header and one bullet per
 * convention, in the order they were added (the first conventions a project states are
 * its most basic). Bounded by `maxChars`: conventions that do not fit are counted in a
 * last line instead of being cut mid-sentence. Empty when there are no conventions.
 */
export function identityContext(
  entries: readonly MemoryEntry[],
  maxChars: number = IDENTITY_CONTEXT_MAX_CHARS,
): string {
  const bullets = [...entries]
    .sort(
      (a, b) =>
        Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((entry) => `- ${entry.text.split(/\r?\n/).join('\n  ')}`);
  if (bullets.length === 0) {
    return '';
  }
  const full = [HEADER, ...bullets].join('\n');
  if (full.length <= maxChars) {
    return full;
  }
  const lines = [HEADER];
  for (const [index, bullet] of bullets.entries()) {
    const rest = bullets.length - index - 1;
    const next = [...lines, bullet, omitted(rest)].filter((line) => line !== '').join('\n');
    if (next.length > maxChars) {
      break;
    }
    lines.push(bullet);
  }
  const shown = lines.length - 1;
  const text = [...lines, omitted(bullets.length - shown)].join('\n');
  return text.length <= maxChars ? text : text.slice(0, maxChars);
}

function omitted(count: number): string {
  return count === 0
    ? ''
    : `- (${count} more convention${count === 1 ? '' : 's'} not shown: the identity context is capped)`;
}
