// Value generators of the held-out (16) secrets set: random strings of a given alphabet and
// length, read from a tiny spec language so the provider tables stay one line per service.
// `hex:32`, `HEX:40`, `b62:40`, `b64:44` (with padding), `url:43` (base64url), `up:20`
// (upper alnum), `low:31`, `dig:12`, `b32:52` (a-z2-7), `uuid`, `UUID`, `pw` (a password),
// `lit:text`; parts are joined with `+`.

export const HEX = '0123456789abcdef';
export const UPPER_HEX = '0123456789ABCDEF';
export const DIGITS = '0123456789';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const B62 = DIGITS + UPPER + LOWER;
export const B64 = B62 + '+/';
export const B64URL = B62 + '-_';
export const B32 = LOWER + '234567';

const WORDS = [
  'Falcon',
  'granite',
  'Harbor',
  'orchid',
  'Tundra',
  'velvet',
  'Comet',
  'maple',
  'Quartz',
  'ember',
  'Nordic',
  'saffron',
  'Pixel',
  'walnut',
  'Zephyr',
  'cobalt',
];
const SYMBOLS = '!#%*+-_.@$^?=';

export function uuid(r, upper = false) {
  const u = `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;
  return upper ? u.toUpperCase() : u;
}

/** A base64 string of `bytes` random bytes, padded. */
export function base64Bytes(r, bytes) {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) {
    buffer[i] = r.int(256);
  }
  return buffer.toString('base64');
}

/** A human-made password: words, digits and a symbol, or a generated 14-24 char string. */
export function password(r, { safe = false } = {}) {
  const symbols = safe ? '-_.~' : SYMBOLS;
  if (r.chance(0.45)) {
    return `${r.pick(WORDS)}${r.chars(DIGITS, 2 + r.int(3))}${r.chars(symbols, 1)}${r.pick(WORDS)}${r.chars(DIGITS, r.int(3))}`;
  }
  const alphabet = B62 + symbols;
  let out = r.chars(alphabet, 14 + r.int(11));
  out = out.slice(0, 3) + r.chars(DIGITS, 1) + out.slice(3);
  return out.slice(0, 6) + r.chars(symbols, 1) + out.slice(6);
}

const ALPHABETS = {
  hex: HEX,
  HEX: UPPER_HEX,
  b62: B62,
  url: B64URL,
  up: DIGITS + UPPER,
  low: DIGITS + LOWER,
  dig: DIGITS,
  b32: B32,
  alpha: UPPER + LOWER,
};

function part(r, token) {
  if (token.startsWith('lit:')) {
    return token.slice(4);
  }
  const [kind, size] = token.split(':');
  const n = Number(size);
  if (kind === 'uuid') {
    return uuid(r);
  }
  if (kind === 'UUID') {
    return uuid(r, true);
  }
  if (kind === 'pw') {
    return password(r);
  }
  if (kind === 'spw') {
    return password(r, { safe: true });
  }
  if (kind === 'b64') {
    return base64Bytes(r, n);
  }
  const alphabet = ALPHABETS[kind];
  if (!alphabet) {
    throw new Error(`unknown value spec ${token}`);
  }
  return r.chars(alphabet, n);
}

/** Makes a value from a spec string (see the header) or a function of the generator. */
export function makeValue(r, spec) {
  if (typeof spec === 'function') {
    return spec(r);
  }
  return spec
    .split('+')
    .map((token) => part(r, token))
    .join('');
}

function b64url(text) {
  return Buffer.from(text).toString('base64url');
}

/** A signed-looking JWT whose header and payload are real base64url JSON. */
export function jwt(r, payload) {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify({ ...payload, iat: 1700000000 + r.int(60000000) }));
  return `${head}.${body}.${r.chars(B64URL, 43)}`;
}

export { b64url };
