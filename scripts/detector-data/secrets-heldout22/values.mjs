// Value shapes for the secrets-heldout22 generator: every credential is drawn here from the
// seeded generator, in the alphabet and length a service uses, and never a real key.

const HEX = '0123456789abcdef';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DIGITS = '0123456789';

function base64url(text) {
  return Buffer.from(text).toString('base64url');
}

/** The value makers over one seeded generator `r`. */
export function makeValues(r) {
  const bytes = (count) => Buffer.from(Array.from({ length: count }, () => r.int(256)));
  const hex = (n) => r.chars(HEX, n);
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const jwt = (claims) => {
    const head = base64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256']), typ: 'JWT' }));
    const body = base64url(JSON.stringify({ ...claims, iat: 1690000000 + r.int(60000000) }));
    return `${head}.${body}.${bytes(r.pick([32, 32, 64])).toString('base64url')}`;
  };
  return {
    hex,
    HEX: (n) => hex(n).toUpperCase(),
    lower: (n) => r.chars(LOWER, n),
    upper: (n) => r.chars(UPPER, n),
    b62: (n) => r.chars(B62, n),
    url: (n) => r.chars(`${B62}-_`, n),
    digits: (n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1),
    b64: (n) => bytes(n).toString('base64'),
    b64url: (n) => bytes(n).toString('base64url'),
    uuid,
    jwt,
    wpApp: () =>
      Array.from({ length: 6 }, () => r.chars(LOWER.replace(/[0o1l]/g, ''), 4)).join(' '),
    pass: (n) => r.chars(`${B62}-._~!*`, n),
  };
}
