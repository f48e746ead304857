// Value generators for secrets-heldout26: each returns (r) => string, where r is the seeded
// random of random.mjs. Shapes are written from what the services' credentials look like.

export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const B62 = UPPER + LOWER + DIGITS;
export const B64 = B62 + '+/';
export const B64URL = B62 + '-_';
export const LOWNUM = LOWER + DIGITS;
export const UPNUM = UPPER + DIGITS;
export const B32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** n characters of alphabet, but at least one digit and one letter when the alphabet has both. */
export const chars = (alphabet, n) => (r) => {
  for (;;) {
    const out = r.chars(alphabet, n);
    const mixed = /[0-9]/.test(alphabet) && /[a-zA-Z]/.test(alphabet);
    if (!mixed || n < 8 || (/[0-9]/.test(out) && /[a-zA-Z]/.test(out))) {
      return out;
    }
  }
};
export const hex = (n) => chars(HEX, n);
export const hexu = (n) => chars(HEXU, n);
export const b62 = (n) => chars(B62, n);
export const b64url = (n) => chars(B64URL, n);
export const lownum = (n) => chars(LOWNUM, n);
export const upnum = (n) => chars(UPNUM, n);
export const digits = (n) => (r) => String(1 + r.int(9)) + r.chars(DIGITS, n - 1);

/** Standard base64 of n bytes' worth of characters, with padding. */
export const b64 = (n) => (r) => {
  const body = chars(B64, n)(r);
  const pad = (4 - (n % 4)) % 4;
  return pad === 3 ? body.slice(0, -1) + '==' : body + '='.repeat(pad);
};

/** Concatenates literal strings and generators. */
export const cat =
  (...parts) =>
  (r) =>
    parts.map((part) => (typeof part === 'string' ? part : part(r))).join('');

export const uuid = (r) => [8, 4, 4, 4, 12].map((n) => r.chars(HEX, n)).join('-');
export const uuid4 = (r) =>
  `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;
export const uuidUpper = (r) => uuid4(r).toUpperCase();

export const base64Text = (text) => Buffer.from(text, 'utf8').toString('base64');
export const base64UrlText = (text) => Buffer.from(text, 'utf8').toString('base64url');

/** A JWT-shaped token with the given header and payload and a random signature. */
export const jwt =
  (header, payloadOf, sigLength = 43) =>
  (r) =>
    `${base64UrlText(JSON.stringify(header))}.${base64UrlText(JSON.stringify(payloadOf(r)))}.${r.chars(B64URL, sigLength)}`;

export const randomPassword = (r) => {
  const n = 14 + r.int(12);
  for (;;) {
    const out = r.chars(B62 + '-_.~!*', n);
    if (/[0-9]/.test(out) && /[A-Z]/.test(out) && /[a-z]/.test(out)) {
      return out;
    }
  }
};
