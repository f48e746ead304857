// Shared helpers for secrets-heldout33: alphabets, value shapes and key-name casings.

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = UPPER + LOWER + DIGITS;

export const ALPHABETS = {
  digits: DIGITS,
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  lower: LOWER,
  upper: UPPER,
  letters: UPPER + LOWER,
  lnum: LOWER + DIGITS,
  unum: UPPER + DIGITS,
  alnum: ALNUM,
  b64: ALNUM + '+/',
  b64url: ALNUM + '-_',
  b32: UPPER + '234567',
  b32l: LOWER + '234567',
  bcrypt: './' + ALNUM,
  pw: ALNUM + ALNUM + '-_.~*^!%',
};

/** Binds value-shape helpers to one seeded generator. */
export function makeKit(r) {
  const c = (alphabet, n) => r.chars(alphabet, n);
  const bytes = (n) => Buffer.from(Array.from({ length: n }, () => r.int(256)));
  const k = {
    r,
    pick: r.pick,
    int: r.int,
    chance: r.chance,
    sample: r.sample,
    shuffle: r.shuffle,
    digits: (n) => String(1 + r.int(9)) + c(DIGITS, n - 1),
    hex: (n) => c(ALPHABETS.hex, n),
    HEX: (n) => c(ALPHABETS.HEX, n),
    lower: (n) => c(LOWER, n),
    upper: (n) => c(UPPER, n),
    letters: (n) => c(ALPHABETS.letters, n),
    lnum: (n) => c(ALPHABETS.lnum, n),
    unum: (n) => c(ALPHABETS.unum, n),
    alnum: (n) => c(ALNUM, n),
    b64: (n) => c(ALPHABETS.b64, n),
    b64url: (n) => c(ALPHABETS.b64url, n),
    b32: (n) => c(ALPHABETS.b32, n),
    b32l: (n) => c(ALPHABETS.b32l, n),
    bcrypt: (n) => c(ALPHABETS.bcrypt, n),
    bytes,
    b64bytes: (n) => bytes(n).toString('base64'),
    b64urlbytes: (n) => bytes(n).toString('base64url'),
    uuid: () =>
      `${c(ALPHABETS.hex, 8)}-${c(ALPHABETS.hex, 4)}-4${c(ALPHABETS.hex, 3)}-${r.pick([
        '8',
        '9',
        'a',
        'b',
      ])}${c(ALPHABETS.hex, 3)}-${c(ALPHABETS.hex, 12)}`,
    UUID: () => k.uuid().toUpperCase(),
    /** A password with at least one upper, lower, digit, and usually a symbol. */
    password: (n) => {
      let out = c(UPPER, 1) + c(LOWER, 1) + c(DIGITS, 1) + c(ALPHABETS.pw, n - 3);
      out = r.shuffle([...out]).join('');
      return /^[A-Za-z]/.test(out) ? out : r.pick([...UPPER]) + out.slice(1);
    },
    b64json: (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url'),
    jwt: (header, payload, sigLen = 43) =>
      `${k.b64json(header)}.${k.b64json(payload)}.${c(ALPHABETS.b64url, sigLen)}`,
    /** PEM body lines of 64 columns starting with a fixed DER prefix. */
    pemLines: (prefix, total) => {
      const body = prefix + c(ALPHABETS.b64, total - prefix.length);
      const lines = [];
      for (let i = 0; i < body.length; i += 64) {
        lines.push(body.slice(i, i + 64));
      }
      return lines;
    },
    ts: () => {
      const d = new Date(Date.UTC(2024, r.int(20), 1 + r.int(27), r.int(24), r.int(60), r.int(60)));
      return d.toISOString().replace(/\.\d+Z$/, 'Z');
    },
    word: () =>
      r.pick([
        'nova',
        'ember',
        'pixel',
        'arcade',
        'quest',
        'orbit',
        'lumen',
        'drift',
        'rogue',
        'tide',
        'forge',
        'comet',
        'maple',
        'brick',
        'spark',
      ]),
  };
  return k;
}

export function snake(env) {
  return env.toLowerCase();
}
export function kebab(env) {
  return env.toLowerCase().replace(/_/g, '-');
}
export function camel(env) {
  return env.toLowerCase().replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase());
}
export function pascal(env) {
  const s = camel(env);
  return s[0].toUpperCase() + s.slice(1);
}
/** Splits FOO_BAR_BAZ into a section (foo) and a leaf (bar_baz). */
export function split(env) {
  const parts = env.toLowerCase().split('_');
  if (parts.length < 2) {
    return { section: 'app', leaf: parts[0] };
  }
  return { section: parts[0], leaf: parts.slice(1).join('_') };
}
export function xmlEscape(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const P = (p, env, kind, t, v, extra = {}) => ({ p, env, kind, t, v, ...extra });

export const pwUrl = (k, build) => {
  const secret = k.password(14 + k.int(10)).replace(/[*^!%~]/g, () => k.pick(['-', '_', '.']));
  return { value: build(secret), secret };
};
