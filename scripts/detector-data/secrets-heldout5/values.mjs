// Value shapes for the held-out (5) secrets set: alphabets, lengths and a few structured forms
// (UUIDs, JWTs, base64 of a text). Every value is drawn from the seeded generator, never real.

export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const DIG = '0123456789';
export const LOW = 'abcdefghijklmnopqrstuvwxyz';
export const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LAN = LOW + DIG;
export const UAN = UP + DIG;
export const B62 = UP + LOW + DIG;
export const B64 = B62 + '+/';
export const B64U = B62 + '-_';
export const B32L = 'abcdefghijklmnopqrstuvwxyz234567';

export const hex = (n) => [HEX, n];
export const hexu = (n) => [HEXU, n];
export const dig = (n) => [DIG, n];
export const lan = (n) => [LAN, n];
export const uan = (n) => [UAN, n];
export const b62 = (n) => [B62, n];
export const b64 = (n) => [B64, n];
export const b64u = (n) => [B64U, n];
export const b32l = (n) => [B32L, n];

/** A lower-case v4 UUID. */
export const uuid = (r) =>
  `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;

/** An upper-case UUID (some vendors print them so). */
export const uuidU = (r) => uuid(r).toUpperCase();

/** Standard base64 of a text, as HTTP Basic and a few vendors encode `id:secret`. */
export const base64Of = (text) => Buffer.from(text, 'utf8').toString('base64');
const base64Url = (text) => Buffer.from(text, 'utf8').toString('base64url');

/** A signed-looking JWT with a realistic header and payload, and a random signature. */
export function jwt(r, claims = {}) {
  const header = base64Url(
    JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }),
  );
  const iat = 1690000000 + r.int(60000000);
  const body = base64Url(
    JSON.stringify({ ...claims, iat, exp: iat + r.pick([3600, 86400 * 365, 86400 * 3650]) }),
  );
  return `${header}.${body}.${r.chars(B64U, r.pick([43, 86]))}`;
}

/** Builds a value from a spec: strings are literal, [alphabet, n] pairs random, functions called. */
export function makeValue(r, spec) {
  return spec
    .map((part) => {
      if (typeof part === 'string') {
        return part;
      }
      if (typeof part === 'function') {
        return part(r);
      }
      return r.chars(part[0], part[1]);
    })
    .join('');
}

/** Padded standard base64 of `bytes` random bytes. */
export function b64bytes(bytes) {
  return (r) => {
    const buffer = Buffer.alloc(bytes);
    for (let i = 0; i < bytes; i++) {
      buffer[i] = r.int(256);
    }
    return buffer.toString('base64');
  };
}
