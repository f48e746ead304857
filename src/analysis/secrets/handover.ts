import { isStronglyRandom } from './context.js';
import { isPlaceholderValue } from './placeholder.js';
import type { Candidate } from './types.js';

// A token handed over in prose before the sentence names it: "use <token> as the api key until
// we wire up vault", "use <uuid> as the token" (a chat paste, an issue, a commit body). The
// sentence says what the value is, so a UUID or a run of hex counts as well as a random token;
// "as the token id" or "as the key name" says it is something else.
const HANDOVER =
  /\buse\s+["'`]?([\w+/=.-]{16,200})["'`]?\s+as\s+(?:the|our|your|an?|my)\s+(?:[\w-]+\s+){0,2}?(?:api[ _-]?key|key|token|secret|password|passphrase|credentials?)(?![ _-]?(?:id|ids|name|names|url|field|header)\b)\b/gi;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]{32,128}$/i;

/** Tokens a sentence hands over as a credential before naming it. */
export function findHandedOverTokens(text: string, out: Candidate[]): void {
  if (!text.includes(' as ')) {
    return;
  }
  HANDOVER.lastIndex = 0;
  for (let match = HANDOVER.exec(text); match !== null; match = HANDOVER.exec(text)) {
    const value = match[1] ?? '';
    const start = match.index + match[0].indexOf(value);
    if (
      (isStronglyRandom(value) || UUID.test(value) || (HEX.test(value) && /\d/.test(value))) &&
      !isPlaceholderValue(value)
    ) {
      out.push({ start, end: start + value.length, rule: 'keyword-context', specific: false });
    }
  }
}
