// Value makers for the held-out (7) secrets set: random strings of a given alphabet and length,
// bound to one seeded generator so the whole set is reproducible.

const HEX = '0123456789abcdef';
const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const ALNUM = UPPER + LOWER + DIGITS;
const B64 = ALNUM + '+/';
const B64URL = ALNUM + '-_';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const PASSWORD = ALNUM + '!#%*-_.~';

/** Value helpers over one random source `r` (see random.mjs). */
export function makeValues(r) {
  const hex = (n) => r.chars(HEX, n);
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  return {
    hex,
    HEX: (n) => hex(n).toUpperCase(),
    digits: (n) => r.pick(['1', '2', '3', '4', '5', '6', '7', '8', '9']) + r.chars(DIGITS, n - 1),
    lower: (n) => r.chars(LOWER + DIGITS, n),
    upper: (n) => r.chars(UPPER + DIGITS, n),
    alnum: (n) => r.chars(ALNUM, n),
    letters: (n) => r.chars(LOWER + UPPER, n),
    b64: (n) => r.chars(B64, n),
    b64u: (n) => r.chars(B64URL, n),
    b58: (n) => r.chars(BASE58, n),
    uuid,
    UUID: () => uuid().toUpperCase(),
    password: (n) => r.chars(ALNUM, 2) + r.chars(PASSWORD, n - 2),
    urlPassword: (n) => r.chars(ALNUM, n),
    /** A JWT-shaped token: header.payload.signature in base64url. */
    jwt: (payloadLength = 120) =>
      `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${r.chars(B64URL, payloadLength)}.${r.chars(B64URL, 43)}`,
    base64Of: (text) => Buffer.from(text, 'utf8').toString('base64'),
  };
}
