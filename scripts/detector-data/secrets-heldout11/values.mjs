// Value makers for secrets-heldout11: random strings of a given alphabet and length, and a few
// structured shapes (UUIDs, JWT-like tokens, base64 of random bytes, strong passwords).

export const HEX = '0123456789abcdef';
export const UPHEX = '0123456789ABCDEF';
export const DIGITS = '0123456789';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const B62 = DIGITS + UPPER + LOWER;
export const B64URL = B62 + '-_';
const PW = B62 + B62 + '-_.!*~';

function base64url(text) {
  return Buffer.from(text).toString('base64url');
}

/** Binds the value makers to one seeded generator. */
export function makeValues(r) {
  const hex = (n) => r.chars(HEX, n);
  const bytes = (n) => {
    const out = Buffer.alloc(n);
    for (let i = 0; i < n; i++) {
      out[i] = r.int(256);
    }
    return out;
  };
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const pw = (n = 14 + r.int(10)) => {
    let out = r.chars(UPPER, 1) + r.chars(PW, n - 3) + r.chars(DIGITS, 1) + r.chars(LOWER, 1);
    out = r.shuffle([...out]).join('');
    return out;
  };
  const jwt = (claims = {}) => {
    const head = base64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256']), typ: 'JWT' }));
    const body = base64url(
      JSON.stringify({
        sub: claims.sub ?? `svc-${r.chars(LOWER + DIGITS, 8)}`,
        iat: 1690000000 + r.int(60000000),
        ...claims,
      }),
    );
    return `${head}.${body}.${r.chars(B64URL, 43)}`;
  };
  return {
    hex,
    HEX: (n) => r.chars(UPHEX, n),
    digits: (n) => r.chars(DIGITS, n),
    lower: (n) => r.chars(LOWER + DIGITS, n),
    upper: (n) => r.chars(UPPER + DIGITS, n),
    alpha: (n) => r.chars(LOWER, n),
    b62: (n) => r.chars(B62, n),
    b64url: (n) => r.chars(B64URL, n),
    b64: (n) => bytes(n).toString('base64'),
    bytes,
    uuid,
    pw,
    jwt,
    basic: (user, pass) => Buffer.from(`${user}:${pass}`).toString('base64'),
  };
}

/** Name forms of a phrase: SCREAMING, snake, camel, Pascal, kebab, dotted, Title. */
export function nameForms(phrase) {
  const words = phrase
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const cap = (word) => word[0].toUpperCase() + word.slice(1);
  return {
    words,
    upper: words.join('_').toUpperCase(),
    snake: words.join('_'),
    camel: words[0] + words.slice(1).map(cap).join(''),
    pascal: words.map(cap).join(''),
    kebab: words.join('-'),
    dotted: words.join('.'),
    title: words.map(cap).join(' '),
  };
}
