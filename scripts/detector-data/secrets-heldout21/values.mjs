// Value makers for the blind held-out secrets set 21: random strings of a service's shape.

const HEX = '0123456789abcdef';
const UHEX = '0123456789ABCDEF';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const B62 = UPPER + LOWER + DIGITS;
const B64 = B62 + '+/';
const B64URL = B62 + '-_';
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const PASS = B62 + '-_.~!';

/** Helpers bound to one seeded generator `r`. */
export function valueMaker(r) {
  const g = {
    hex: (n) => r.chars(HEX, n),
    HEX: (n) => r.chars(UHEX, n),
    b62: (n) => r.chars(B62, n),
    b58: (n) => r.chars(B58, n),
    b64: (n) => r.chars(B64, n),
    b64url: (n) => r.chars(B64URL, n),
    lower: (n) => r.chars(LOWER + DIGITS, n),
    upper: (n) => r.chars(UPPER + DIGITS, n),
    alpha: (n) => r.chars(LOWER, n),
    letters: (n) => r.chars(UPPER + LOWER, n),
    digits: (n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1),
    uuid: () =>
      `${g.hex(8)}-${g.hex(4)}-4${g.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${g.hex(3)}-${g.hex(12)}`,
    /** Base64 of `bytes` random bytes, with its padding. */
    b64pad: (bytes) => {
      const len = Math.ceil((bytes * 4) / 3);
      const pad = (3 - (bytes % 3)) % 3;
      return r.chars(B64, len) + '='.repeat(pad);
    },
    jwt: () => {
      const header = r.pick([
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
        'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9',
        'eyJhbGciOiJFUzI1NiIsImtpZCI6IjEifQ',
      ]);
      return `${header}.eyJ${r.chars(B64URL, 60 + r.int(80))}.${r.chars(B64URL, 43)}`;
    },
    password: (n = 14 + r.int(10)) => r.chars(B62, 2) + r.chars(PASS, n - 3) + r.chars(DIGITS, 1),
  };
  return g;
}
