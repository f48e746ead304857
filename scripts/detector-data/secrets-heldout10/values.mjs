// Value generators for the held-out (10) secrets set: random strings of a credential's shape.
// Every value is drawn from the seeded generator, so none of them is a real key.

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const B62 = UPPER + LOWER + DIGITS;

function bytes(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(r.int(256));
  }
  return Buffer.from(out);
}

/** Generators bound to one seeded random source `r`. */
export function makeValues(r) {
  const hex = (n) => r.chars('0123456789abcdef', n);
  const b64url = (n) => r.chars(B62 + '-_', n);
  const v = {
    r,
    hex,
    HEX: (n) => r.chars('0123456789ABCDEF', n),
    b62: (n) => r.chars(B62, n),
    lower: (n) => r.chars(LOWER + DIGITS, n),
    upper: (n) => r.chars(UPPER + DIGITS, n),
    alpha: (n) => r.chars(LOWER, n),
    digits: (n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1),
    b32: (n) => r.chars('abcdefghijklmnopqrstuvwxyz234567', n),
    b64url,
    b64: (n) => r.chars(B62 + '+/', n),
    /** Standard base64 of `n` random bytes (with padding). */
    bytes64: (n) => bytes(r, n).toString('base64'),
    bytes64url: (n) => bytes(r, n).toString('base64url'),
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    /** A password that is safe inside URLs and connection strings. */
    pw: (n) => {
      let out = r.chars(B62, n);
      const at = 2 + r.int(n - 4);
      return out.slice(0, at) + r.pick(['-', '_', '.', '~', '9']) + out.slice(at + 1);
    },
    /** A signed-looking JWT whose payload is `claims`. */
    jwt: (claims) => {
      const head = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${head}.${body}.${bytes(r, 32).toString('base64url')}`;
    },
  };
  return v;
}
