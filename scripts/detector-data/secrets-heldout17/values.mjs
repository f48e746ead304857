// Value generators and key-name styles for the secrets-heldout17 set. Every shape here is
// written from what the services' credentials look like; none is taken from another scanner.

const HEX = '0123456789abcdef';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const B62 = UPPER + LOWER + DIGITS;
const B64 = B62 + '+/';
const B64URL = B62 + '-_';
const B32 = UPPER + '234567';
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

// Ordinary words for passphrases and mnemonics (a free list, not any wallet's word list).
export const WORDS = (
  'apple river stone cabin violet thunder pencil orbit marble canyon lantern falcon ' +
  'harbor meadow copper glacier whisper saddle tunnel walnut basket cotton ember forest ' +
  'gravel island jacket kettle ladder magnet needle oyster pepper quartz rocket salmon ' +
  'timber umbrella velvet wagon yellow zebra anchor bridge candle dragon eagle feather ' +
  'garden hammer insect jungle kitten lemon mirror nickel orange planet rabbit silver ' +
  'tomato unicorn valley window butter circle dinner engine fabric guitar helmet ivory'
).split(' ');

/** The value helpers over one seeded generator `r`. */
export function makeValues(r) {
  const c = (alphabet, length) => r.chars(alphabet, length);
  const b64pad = (bytes) => {
    const length = Math.ceil((bytes * 4) / 3);
    const pad = (4 - (length % 4)) % 4;
    return c(B64, length) + '='.repeat(pad);
  };
  const uuid = () =>
    `${c(HEX, 8)}-${c(HEX, 4)}-4${c(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${c(HEX, 3)}-${c(HEX, 12)}`;
  const b64urlOf = (text) => Buffer.from(text).toString('base64url');
  const jwt = (claims) => {
    const head = b64urlOf(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const body = b64urlOf(
      JSON.stringify(claims ?? { sub: c(HEX, 12), iat: 1700000000 + r.int(9e7) }),
    );
    return `${head}.${body}.${c(B64URL, 43)}`;
  };
  return {
    hex: (n) => c(HEX, n),
    HEX: (n) => c(HEX.toUpperCase(), n),
    b62: (n) => c(B62, n),
    b64: (n) => c(B64, n),
    b64url: (n) => c(B64URL, n),
    b64pad,
    b32: (n) => c(B32, n),
    b58: (n) => c(B58, n),
    lower: (n) => c(LOWER + DIGITS, n),
    upper: (n) => c(UPPER + DIGITS, n),
    alpha: (n) => c(LOWER, n),
    digits: (n) => c('123456789', 1) + c(DIGITS, n - 1),
    uuid,
    jwt,
    password: () =>
      c(UPPER, 1) +
      c(LOWER, 3 + r.int(4)) +
      r.pick(['!', '#', '%', '@', '$', '&', '*']) +
      c(B62, 6 + r.int(6)),
    mnemonic: (n) => Array.from({ length: n }, () => r.pick(WORDS)).join(' '),
    r,
  };
}

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Turns an env-style name (`FOO_API_KEY`) into one of several naming styles. */
export function styleName(env, style) {
  const words = env.toLowerCase().split('_');
  switch (style) {
    case 'camel':
      return words[0] + words.slice(1).map(cap).join('');
    case 'pascal':
      return words.map(cap).join('');
    case 'snake':
      return words.join('_');
    case 'kebab':
      return words.join('-');
    case 'dotted':
      return words.join('.');
    case 'title':
      return words.map(cap).join(' ');
    default:
      return env;
  }
}

/** A host name for a provider slug (made up where the service would have its own). */
export function hostOf(slug) {
  return `api.${slug.replace(/[^a-z0-9]/g, '')}.com`;
}
