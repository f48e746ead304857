// Value shapes for the held-out (23) secrets set: every value is drawn from the seeded generator,
// in the alphabet and length the credential has, and never is a real key.

export const ALPHABETS = {
  h: '0123456789abcdef',
  H: '0123456789ABCDEF',
  a: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  l: 'abcdefghijklmnopqrstuvwxyz0123456789',
  u: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  A: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  d: '0123456789',
  b: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  U: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  p: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!*+-=?@^_',
};

const B64 = ALPHABETS.b;

/** Standard padded base64 of `bytes` random bytes. */
export function base64Bytes(random, bytes) {
  let bits = '';
  for (let i = 0; i < bytes; i++) {
    bits += random.int(256).toString(2).padStart(8, '0');
  }
  while (bits.length % 6 !== 0) {
    bits += '0';
  }
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    out += B64[parseInt(bits.slice(i, i + 6), 2)];
  }
  while (out.length % 4 !== 0) {
    out += '=';
  }
  return out;
}

/** Base64 of a text, for Basic auth blobs and encoded credential pairs. */
export function base64Text(text) {
  return Buffer.from(text, 'utf8').toString('base64');
}

export function uuid(random, upper = false) {
  const h = (n) => random.chars(upper ? ALPHABETS.H : ALPHABETS.h, n);
  return `${h(8)}-${h(4)}-4${h(3)}-${random.pick(['8', '9', 'a', 'b'])}${h(3)}-${h(12)}`;
}

/** A JWT-shaped token: base64url header and payload, random signature. */
export function jwt(random, claims) {
  const enc = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = enc({ alg: random.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' });
  return `${header}.${enc(claims)}.${random.chars(ALPHABETS.U, random.pick([43, 43, 86]))}`;
}

/**
 * Expands a shape such as `xkeysib-{h:64}-{a:16}`: `{X:N}` is N characters of alphabet X,
 * `{B:N}` is padded base64 of N random bytes, `{uuid}` a v4 UUID, `{UUID}` an upper-case one.
 */
export function expand(random, shape) {
  return shape.replace(/\{(uuid|UUID|[a-zA-Z]):?(\d*)\}/g, (_, kind, size) => {
    if (kind === 'uuid' || kind === 'UUID') {
      return uuid(random, kind === 'UUID');
    }
    if (kind === 'B') {
      return base64Bytes(random, Number(size));
    }
    return random.chars(ALPHABETS[kind], Number(size));
  });
}

const WORDS = ['Harbor', 'velvet', 'Quartz', 'orbit', 'Lantern', 'maple', 'Cobalt', 'tundra'];

/** A human-chosen or generated password, sometimes passphrase-like. */
export function password(random) {
  const style = random.int(4);
  if (style === 0) {
    return `${random.pick(WORDS)}${random.pick(['-', '_', '.', '!'])}${random.pick(WORDS)}${random.chars(ALPHABETS.d, random.int(3) + 2)}${random.pick(['!', '#', '%', ''])}`;
  }
  if (style === 1) {
    return random.chars(ALPHABETS.a, random.int(10) + 16);
  }
  return random.chars(ALPHABETS.p, random.int(10) + 14);
}

/** A password safe to put in a URL without escaping (no @ : / ? # %). */
export function urlPassword(random) {
  return random.chars(`${ALPHABETS.a}-_.~`, random.int(12) + 14);
}
