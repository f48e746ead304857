// Value generators for secrets-heldout8: random strings of a given alphabet and length, so every
// credential in the set has the right shape without ever being a real key.

export const HEX = '0123456789abcdef';
export const UHEX = '0123456789ABCDEF';
export const DIGITS = '0123456789';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const B62 = DIGITS + UPPER + LOWER;
export const LOWER_ALNUM = LOWER + DIGITS;
export const UPPER_ALNUM = UPPER + DIGITS;
export const B64 = UPPER + LOWER + DIGITS + '+/';
export const B64U = UPPER + LOWER + DIGITS + '-_';

/** Helpers bound to one seeded generator. */
export function makeGen(r) {
  const hex = (n) => r.chars(HEX, n);
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const b64text = (text) => Buffer.from(text, 'utf8').toString('base64');
  const b64url = (text) => Buffer.from(text, 'utf8').toString('base64url');
  const jwt = (claims) => {
    const header = b64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }));
    const now = 1700000000 + r.int(60000000);
    const body = b64url(JSON.stringify({ ...claims, iat: now, exp: now + 31536000 * 5 }));
    return `${header}.${body}.${r.chars(B64U, r.pick([43, 86, 43]))}`;
  };
  return {
    r,
    hex,
    HEX: (n) => r.chars(UHEX, n),
    digits: (n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1),
    b62: (n) => r.chars(B62, n),
    lower: (n) => r.chars(LOWER_ALNUM, n),
    upper: (n) => r.chars(UPPER_ALNUM, n),
    alpha: (n) => r.chars(LOWER, n),
    b64: (n) => r.chars(B64, n),
    b64u: (n) => r.chars(B64U, n),
    uuid,
    UUID: () => uuid().toUpperCase(),
    b64text,
    b64url,
    jwt,
    padded: (n) => {
      const body = r.chars(B64, n);
      return body + '='.repeat((4 - (n % 4)) % 4);
    },
  };
}

/** True when a value can sit in a URL query or path without encoding. */
export function urlSafe(value) {
  return /^[A-Za-z0-9._~-]+$/.test(value);
}
