// Value makers for the fourth held-out secrets set: a tiny template language where `{b62:32}`
// is 32 random base62 characters, `{hex:40}` 40 lower-case hex digits, `{uuid}` a v4 UUID, etc.

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

export const ALPHABETS = {
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  num: DIGITS,
  low: LOWER + DIGITS,
  alpha: LOWER,
  UP: UPPER + DIGITS,
  b62: UPPER + LOWER + DIGITS,
  b64: UPPER + LOWER + DIGITS + '+/',
  b64u: UPPER + LOWER + DIGITS + '-_',
  b32: LOWER + '234567',
  pw: UPPER + LOWER + DIGITS + '-_.~',
  sym: UPPER + LOWER + DIGITS + '!#%*-_.^',
};

/** A version-4 UUID from the generator. */
export function uuid(r) {
  const h = (n) => r.chars(ALPHABETS.hex, n);
  return `${h(8)}-${h(4)}-4${h(3)}-${r.pick(['8', '9', 'a', 'b'])}${h(3)}-${h(12)}`;
}

/** Expands `{kind:length}` placeholders of a value template. */
export function fill(r, spec) {
  return spec.replace(/\{(\w+)(?::(\d+))?\}/g, (_, kind, length) => {
    if (kind === 'uuid') {
      return uuid(r);
    }
    if (kind === 'UUID') {
      return uuid(r).toUpperCase();
    }
    const alphabet = ALPHABETS[kind];
    if (!alphabet) {
      throw new Error(`unknown alphabet ${kind}`);
    }
    return r.chars(alphabet, Number(length));
  });
}

const b64url = (text) => Buffer.from(text).toString('base64url');

/** A JWT with a random HMAC signature: header.payload.signature. */
export function jwt(r, claims, alg = 'HS256') {
  const header = b64url(JSON.stringify({ alg, typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const sigLength = alg === 'HS512' ? 86 : 43;
  return `${header}.${payload}.${r.chars(ALPHABETS.b64u, sigLength)}`;
}

/** base64 of `user:password`, as in a Basic Authorization header. */
export function basic(user, password) {
  return Buffer.from(`${user}:${password}`).toString('base64');
}

/** Lines of random base64 as in the body of a PEM or armored block. */
export function pemBody(r, lines, width = 64) {
  const out = [];
  for (let i = 0; i < lines; i++) {
    out.push(r.chars(ALPHABETS.b64, width));
  }
  out.push(r.chars(ALPHABETS.b64, 4 * (1 + r.int(width / 4 - 1))));
  return out.join('\n');
}

/** A password of the kind people and generators choose. */
export function password(r, urlSafe = true) {
  const style = r.int(4);
  if (style === 0) {
    return r.chars(ALPHABETS.b62, 16 + r.int(12));
  }
  if (style === 1) {
    return r.chars(urlSafe ? ALPHABETS.pw : ALPHABETS.sym, 14 + r.int(14));
  }
  if (style === 2) {
    const words = ['Falcon', 'river', 'Quartz', 'maple', 'Harbor', 'tundra', 'Nimbus', 'cobalt'];
    return `${r.pick(words)}${r.chars(DIGITS, 2 + r.int(3))}${r.pick(['-', '.', '_'])}${r.pick(words)}${r.chars(UPPER + LOWER, 3)}`;
  }
  return r.chars(ALPHABETS.hex, 24 + 8 * r.int(2));
}

/** Splits a key name into words and renders it in a naming style. */
export function keyName(words, style) {
  const parts = words.split(/[\s_.-]+/).filter(Boolean);
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  switch (style) {
    case 'screaming':
      return parts.join('_').toUpperCase();
    case 'snake':
      return parts.join('_').toLowerCase();
    case 'camel':
      return parts[0].toLowerCase() + parts.slice(1).map(cap).join('');
    case 'pascal':
      return parts.map(cap).join('');
    case 'kebab':
      return parts.join('-').toLowerCase();
    case 'dotted':
      return parts.join('.').toLowerCase();
    case 'title':
      return parts.map(cap).join(' ');
    default:
      throw new Error(`unknown style ${style}`);
  }
}
