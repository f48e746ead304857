// Value generators of the held-out (25) secrets set: a tiny spec language so the provider
// tables stay one line per service. A spec is parts joined by '|': '=text' is literal text,
// a letter and a length draws random characters from one alphabet, 'g' is a UUID.

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';

export const ALPHABETS = {
  h: DIGITS + 'abcdef',
  H: DIGITS + 'ABCDEF',
  a: UPPER + LOWER + DIGITS,
  l: LOWER + DIGITS,
  u: UPPER + DIGITS,
  b: UPPER + LOWER + DIGITS + '+/',
  B: UPPER + LOWER + DIGITS + '-_',
  d: DIGITS,
  z: LOWER + '234567',
  Z: UPPER + '234567',
};

/** A random version-4 looking UUID. */
export function uuid(r) {
  const hex = ALPHABETS.h;
  return [
    r.chars(hex, 8),
    r.chars(hex, 4),
    '4' + r.chars(hex, 3),
    r.pick(['8', '9', 'a', 'b']) + r.chars(hex, 3),
    r.chars(hex, 12),
  ].join('-');
}

/** Draws one value of `spec`. */
export function makeValue(r, spec) {
  return spec
    .split('|')
    .map((part) => {
      if (part.startsWith('=')) {
        return part.slice(1);
      }
      if (part === 'g') {
        return uuid(r);
      }
      if (part === 'G') {
        return uuid(r).toUpperCase();
      }
      const match = /^([hHalubBdzZ])(\d+)$/.exec(part);
      if (!match) {
        throw new Error(`bad value spec ${spec}`);
      }
      return r.chars(ALPHABETS[match[1]], Number(match[2]));
    })
    .join('');
}

/** A password a person or a vault would set: safe inside quotes, URLs and ADO.NET strings. */
export function password(r, urlSafe = false) {
  const symbols = urlSafe ? '-_.~' : '#%*-_.^+!';
  const style = r.int(3);
  if (style === 0) {
    const words = ['Harbor', 'Claims', 'Maple', 'Ledger', 'Falcon', 'Pacs', 'Orbit', 'Quartz'];
    return r.pick(words) + r.chars(DIGITS, 4) + r.pick([...symbols]) + r.pick(words).toLowerCase();
  }
  const length = 14 + r.int(12);
  let out = r.chars(UPPER, 1) + r.chars(LOWER, 2) + r.chars(DIGITS, 1);
  out += r.chars(UPPER + LOWER + DIGITS + symbols, length - 4);
  return style === 1 ? out : r.chars(LOWER, 3) + r.pick([...symbols]) + out;
}

/** Names of a credential in many naming styles, from space-separated lower-case words. */
export function styleName(words, style) {
  const parts = words.split(' ');
  const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  switch (style) {
    case 'screaming':
      return parts.join('_').toUpperCase();
    case 'snake':
      return parts.join('_');
    case 'camel':
      return parts[0] + parts.slice(1).map(cap).join('');
    case 'pascal':
      return parts.map(cap).join('');
    case 'kebab':
      return parts.join('-');
    case 'dotted':
      return parts.join('.');
    case 'title':
      return parts.map(cap).join(' ');
    default:
      throw new Error(`unknown style ${style}`);
  }
}

/** Base64 of a UTF-8 string (for Basic auth headers and k8s data). */
export function base64(text) {
  return Buffer.from(text, 'utf8').toString('base64');
}
