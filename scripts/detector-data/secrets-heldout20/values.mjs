// Value shapes for the held-out (20) secrets set. A spec is tokens joined by '|': a quoted
// literal ('abc), U (uuid), UU (upper uuid), J (a JWT-shaped token) or an alphabet letter and a
// length (h40 = 40 lowercase hex characters).

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';

export const ALPHABETS = {
  h: '0123456789abcdef',
  H: '0123456789ABCDEF',
  b: DIGITS + UPPER + LOWER,
  l: DIGITS + LOWER,
  u: DIGITS + UPPER,
  d: DIGITS,
  a: LOWER,
  x: DIGITS + UPPER + LOWER + '-_',
  s: DIGITS + UPPER + LOWER + '+/',
};

/** A random version-4 UUID. */
export function uuid(r) {
  const hex = ALPHABETS.h;
  return [
    r.chars(hex, 8),
    r.chars(hex, 4),
    '4' + r.chars(hex, 3),
    r.pick(['8', '9', 'a', 'b']) + r.chars(hex, 3),
    r.chars(hex, 12),
  ].join('-');
}

function b64url(text) {
  return Buffer.from(text).toString('base64url');
}

/** A JWT-shaped token with a random payload and a random signature. */
export function jwt(r) {
  const header = b64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'HS512']), typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({
      sub: r.chars(ALPHABETS.l, 12),
      iss: r.pick(['auth', 'api', 'console', 'id']) + '.' + r.chars(LOWER, 6) + '.io',
      iat: 1690000000 + r.int(60000000),
      scope: r.pick(['read write', 'admin', 'api', 'full_access']),
    }),
  );
  return `${header}.${payload}.${r.chars(ALPHABETS.x, 43)}`;
}

/** The value a spec describes. */
export function gen(r, spec) {
  return spec
    .split('|')
    .map((token) => {
      if (token.startsWith("'")) {
        return token.slice(1);
      }
      if (token === 'U') {
        return uuid(r);
      }
      if (token === 'UU') {
        return uuid(r).toUpperCase();
      }
      if (token === 'J') {
        return jwt(r);
      }
      const alphabet = ALPHABETS[token[0]];
      if (!alphabet) {
        throw new Error(`unknown spec token ${token}`);
      }
      return r.chars(alphabet, Number(token.slice(1)));
    })
    .join('');
}
