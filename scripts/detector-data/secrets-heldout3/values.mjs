// Value shapes for the third held-out secrets set: a tiny template language so each provider
// row can say what its credential looks like in one string, and key-name styles.
//
// `{code:length}` draws `length` characters from an alphabet; everything else is literal.
//   h hex lower, H hex upper, a base62, l lower alnum, u upper alnum, d digits, L lower letters,
//   b base64 (standard, no padding), B base64url, p printable password characters,
//   U a random UUID (length ignored), s a space-separated app password (length = groups).

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ALPHABETS = {
  h: '0123456789abcdef',
  H: '0123456789ABCDEF',
  a: DIGITS + UPPER + LOWER,
  l: DIGITS + LOWER,
  u: DIGITS + UPPER,
  d: DIGITS,
  L: LOWER,
  b: UPPER + LOWER + DIGITS + '+/',
  B: UPPER + LOWER + DIGITS + '-_',
  p: UPPER + LOWER + DIGITS + '!#%*+-=?^_~',
};

/** A random v4-shaped UUID. */
export function uuid(r) {
  const hex = ALPHABETS.h;
  const variant = r.pick(['8', '9', 'a', 'b']);
  return `${r.chars(hex, 8)}-${r.chars(hex, 4)}-4${r.chars(hex, 3)}-${variant}${r.chars(hex, 3)}-${r.chars(hex, 12)}`;
}

/** A value drawn from `spec` (see the header). */
export function makeValue(r, spec) {
  return spec.replace(/\{([A-Za-z]):(\d+)\}/g, (_, code, length) => {
    const count = Number(length);
    if (code === 'U') {
      return uuid(r);
    }
    if (code === 's') {
      return Array.from({ length: count }, () => r.chars(LOWER, 4)).join(' ');
    }
    if (code === 'p') {
      // A password starts with a letter so no template mistakes it for a flag or a number.
      return r.chars(UPPER + LOWER, 1) + r.chars(ALPHABETS.p, count - 1);
    }
    return r.chars(ALPHABETS[code], count);
  });
}

/** Standard base64 of a string. */
export function base64(text) {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** A JWT-shaped token with a plausible header and claims and a random signature. */
export function jwt(r, claims) {
  const enc = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  const head = enc({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' });
  return `${head}.${enc(claims)}.${r.chars(ALPHABETS.B, r.pick([43, 86, 342]))}`;
}

/** Splits SCREAMING_CASE (or any separated) words into lower-case words. */
export function words(name) {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

export const STYLES = {
  screaming: (w) => w.join('_').toUpperCase(),
  snake: (w) => w.join('_'),
  camel: (w) => w[0] + w.slice(1).map(cap).join(''),
  pascal: (w) => w.map(cap).join(''),
  kebab: (w) => w.join('-'),
  dotted: (w) => w.join('.'),
  title: (w) => w.map(cap).join(' '),
};

/** `name` in the given style. */
export function styled(name, style) {
  return STYLES[style](words(name));
}
