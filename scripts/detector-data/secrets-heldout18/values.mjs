// Value shapes for the blind held-out (18) secrets set: every credential is drawn from the
// seeded generator, so none of them is a real key.

const HEX = '0123456789abcdef';
const UHEX = '0123456789ABCDEF';
const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B64 = B62 + '+/';
const B64U = B62 + '-_';

/** Helpers bound to one seeded generator `r`. */
export function valueKit(r) {
  const hex = (n) => r.chars(HEX, n);
  const b64p = (bytes) => {
    const raw = Buffer.from(Array.from({ length: bytes }, () => r.int(256)));
    return raw.toString('base64');
  };
  const b64u = (n) => r.chars(B64U, n);
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const jwt = (claims) => {
    const head = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const body = Buffer.from(
      JSON.stringify(claims ?? { sub: hex(12), iat: 1700000000 + r.int(9e7) }),
    ).toString('base64url');
    return `${head}.${body}.${b64u(43)}`;
  };
  return {
    hex,
    HEX: (n) => r.chars(UHEX, n),
    digits: (n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1),
    lower: (n) => r.chars(LOWER, n),
    upper: (n) => r.chars(UPPER, n),
    alpha: (n) => r.chars('abcdefghijklmnopqrstuvwxyz', n),
    b62: (n) => r.chars(B62, n),
    b64: (n) => r.chars(B64, n),
    b64p,
    b64u,
    uuid,
    jwt,
    password: () =>
      r.pick([
        () => r.chars(B62, 14) + r.pick(['!', '#', '%', '@', '^', '*']) + r.chars(B62, 4),
        () =>
          `${r.pick(['Winter', 'Harbor', 'Quartz', 'Falcon', 'Meridian', 'Copper'])}${r.chars(DIGITS, 4)}${r.pick(['!', '$', '?', '&'])}${r.chars(B62, 6)}`,
        () => r.chars(B62, 24),
        () => r.chars(B64U, 32),
      ])(),
  };
}
