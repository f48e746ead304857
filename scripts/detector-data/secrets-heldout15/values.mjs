// Value generators for secrets-heldout15: random strings of the right alphabet and length.
// Every value is freshly drawn from the seeded generator, so none of them is a real credential.

export const HEX = '0123456789abcdef';
export const HEX_UP = '0123456789ABCDEF';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const B62 = UPPER + LOWER + DIGITS;
export const B64 = B62 + '+/';
export const B64URL = B62 + '-_';
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const base64url = (text) => Buffer.from(text).toString('base64url');

/** Helpers bound to one seeded generator `r`. */
export function makeValues(r) {
  const c = (alphabet) => (n) => r.chars(alphabet, n);
  const v = {
    r,
    hex: c(HEX),
    HEX: c(HEX_UP),
    lower: c(LOWER + DIGITS),
    upper: c(UPPER + DIGITS),
    digits: c(DIGITS),
    b62: c(B62),
    b64: c(B64),
    b64url: c(B64URL),
    b58: c(B58),
    letters: c(UPPER + LOWER),
  };
  v.uuid = () =>
    `${v.hex(8)}-${v.hex(4)}-4${v.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${v.hex(3)}-${v.hex(12)}`;
  v.pw = (n) => {
    let out = r.pick(UPPER.split('')) + r.chars(B62 + '-_.~', n - 2) + r.pick(DIGITS.split(''));
    return out;
  };
  v.b64pad = (bytes) =>
    Buffer.from(Array.from({ length: bytes }, () => r.int(256))).toString('base64');
  v.jwt = (payload) => {
    const head = base64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256']), typ: 'JWT' }));
    const body = base64url(JSON.stringify({ ...payload, iat: 1690000000 + r.int(60000000) }));
    return `${head}.${body}.${v.b64url(43)}`;
  };
  v.pem = () => {
    const lines = [];
    for (let i = 0; i < 12; i++) {
      lines.push(v.b64(64));
    }
    lines.push(v.b64(20) + '==');
    return `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`;
  };
  return v;
}
