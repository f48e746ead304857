// Shared alphabets, value shapes and key-name helpers for the heldout29 secrets set.

export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const DIGITS = '0123456789';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ALNUM = UPPER + LOWER + DIGITS;
export const LALNUM = LOWER + DIGITS;
export const UALNUM = UPPER + DIGITS;
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
export const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
export const PWCHARS = ALNUM + '!*-_.^';
export const URLPW = ALNUM + '-_.~';

export const hex = (r, n) => r.chars(HEX, n);
export const hexu = (r, n) => r.chars(HEXU, n);
export const dig = (r, n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1);
export const an = (r, n) => r.chars(ALNUM, n);
export const lan = (r, n) => r.chars(LALNUM, n);
export const uan = (r, n) => r.chars(UALNUM, n);
export const b64 = (r, n) => r.chars(B64, n);
export const b64u = (r, n) => r.chars(B64URL, n);
export const uuid = (r) =>
  `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(r, 3)}-${hex(r, 12)}`;
export const uuidu = (r) => uuid(r).toUpperCase();
export const pwd = (r, n = 18) =>
  r.chars(UPPER, 1) + r.chars(LOWER, 2) + r.chars(PWCHARS, n - 5) + r.chars(DIGITS, 2);
export const urlpw = (r, n = 20) => r.chars(ALNUM, 2) + r.chars(URLPW, n - 2);
export const b64of = (text) => Buffer.from(text).toString('base64');
export const b64urlOf = (text) => Buffer.from(text).toString('base64url');
export const jwt = (r, payload) =>
  `${b64urlOf('{"alg":"HS256","typ":"JWT"}')}.${b64urlOf(JSON.stringify(payload))}.${b64u(r, 43)}`;
export const pem = (r, label, lines = 12, head = '') => {
  const body = [head + b64(r, 64 - head.length)];
  for (let i = 1; i < lines; i++) {
    body.push(b64(r, 64));
  }
  body.push(b64(r, 24 + r.int(30)) + '==');
  return `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----`;
};

/** Words of an env-style name, e.g. SENDGRID_API_KEY -> [sendgrid, api, key]. */
export const words = (env) => env.toLowerCase().split('_').filter(Boolean);
export const snake = (env) => words(env).join('_');
export const kebab = (env) => words(env).join('-');
export const camel = (env) =>
  words(env)
    .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
    .join('');
export const pascal = (env) =>
  words(env)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
/** The part of an env name after its provider prefix (the section). */
export const subKey = (env, section) => {
  const ws = words(env);
  const sec = section.toLowerCase().replace(/[^a-z0-9]/g, '');
  let i = 0;
  let acc = '';
  while (i < ws.length - 1 && sec.startsWith(acc + ws[i])) {
    acc += ws[i];
    i++;
  }
  return ws.slice(i > 0 ? i : 1).join('_') || ws.join('_');
};

/** A random source that writes obviously dummy characters (xxxx, 0000, 1234...). */
export function dummyRandom(r, mode) {
  const chars = (alphabet, length) => {
    if (mode === 'seq') {
      let out = '';
      for (let i = 0; i < length; i++) {
        out += alphabet[i % alphabet.length];
      }
      return out;
    }
    const fill = ['x', 'X', '0', 'a', 'A'].find((c) => alphabet.includes(c)) ?? alphabet[0];
    return fill.repeat(length);
  };
  return { ...r, chars };
}

/** The structured prefix of a credential (SG., xoxb-, sk_live_ ...), or its first 4 chars. */
export function prefixOf(value) {
  const m = /^([A-Za-z]{1,8}[._-](?:[a-z]{2,6}[._-])?(?:v\d[._-]|\d[._-])?)/.exec(value);
  if (m && m[1].length < value.length - 8) {
    return m[1];
  }
  return value.slice(0, Math.min(4, Math.floor(value.length / 4)));
}
