// Alphabets and small value shapes shared by the credential tables of the second held-out
// secrets set (providers-*.mjs) and its builder (secrets.mjs).

export const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const LOWER_AN = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER_AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const HEX = '0123456789abcdef';
export const B64URL = AN + '-_';
export const B64 = AN + '+/';
export const DIGITS = '0123456789';

export const base64Of = (r, bytes) => {
  const body = r.chars(B64, Math.ceil((bytes * 4) / 3));
  const pad = (4 - (body.length % 4)) % 4;
  return body + '='.repeat(pad);
};
export const uuid = (r) =>
  `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;
export const password = (r) =>
  r.chars(AN, 10 + r.int(8)) + r.pick(['!', '%25', '_', '-', '.', '']) + r.chars(AN, 4);
export const host = (r, words) => `${r.pick(words)}-${r.chars(LOWER_AN, 6)}`;
