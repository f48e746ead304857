import { isPlaceholderValue } from './placeholder.js';
import type { Candidate } from './types.js';

// A JSON Web Key (RFC 7517) is public when it holds only the public members (`n` and `e` of an
// RSA key, `x` and `y` of an EC or OKP key), as a JWKS endpoint serves it; its private members
// make it a private key: `d` (RSA, EC, OKP: the private exponent or scalar) and `k` (a
// symmetric `oct` key), and an RSA key's other private members (`p`, `q`, `dp`, `dq`, `qi`, its
// primes and CRT values), each of which gives the key away. A one-letter name is no credential
// word, so only the key's `"kty"` member says what `"d"` is.

/** Every rule this file reports. */
export const JWK_RULE_IDS = ['jwk-private-key'] as const;

// How far around a `"kty"` the members of the same key are looked for (an RSA-4096 key's
// members fill about 3,500 characters).
const REACH = 4000;
const PRIVATE_MEMBER = /"(d|p|q|dp|dq|qi|k)"\s*:\s*"([A-Za-z0-9_-]{16,4000})"/dg;

/** The private members of the JSON Web Keys in `text`. */
export function findPrivateJwks(text: string, out: Candidate[]): void {
  let at = text.indexOf('"kty"');
  let searchedTo = 0;
  while (at >= 0) {
    const next = text.indexOf('"kty"', at + 5);
    // The window of this key: from the previous key's start (or REACH back) to the next key's.
    const from = Math.max(searchedTo, at - REACH);
    const to = Math.min(text.length, next < 0 ? at + REACH : Math.min(next, at + REACH));
    const window = text.slice(from, to);
    PRIVATE_MEMBER.lastIndex = 0;
    for (let match = PRIVATE_MEMBER.exec(window); match !== null;) {
      const value = match[2] ?? '';
      const span = match.indices?.[2];
      // A symmetric key needs 128 bits; an RSA or EC private value is longer still.
      const long = match[1] === 'k' ? value.length >= 22 : value.length >= 32;
      if (span !== undefined && long && !isPlaceholderValue(value)) {
        out.push({
          start: from + span[0],
          end: from + span[1],
          rule: 'jwk-private-key',
          specific: true,
        });
      }
      match = PRIVATE_MEMBER.exec(window);
    }
    searchedTo = to;
    at = next;
  }
}
