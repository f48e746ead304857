// Value shapes for the held-out (13) secrets set: alphabets and small builders, written blind.

export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const B62 = UPPER + LOWER + DIGITS;
export const LALNUM = LOWER + DIGITS;
export const UALNUM = UPPER + DIGITS;
export const B64 = B62 + '+/';
export const B64URL = B62 + '-_';

/** Builders bound to one generator, so provider tables stay one line per service. */
export function shapes(r) {
  const hex = (n) => r.chars(HEX, n);
  const b62 = (n) => r.chars(B62, n);
  const lan = (n) => r.chars(LALNUM, n);
  const uan = (n) => r.chars(UALNUM, n);
  const b64 = (n) => r.chars(B64, n);
  const url = (n) => r.chars(B64URL, n);
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const jwt = (payload) => {
    const head = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    return `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${url(43)}`;
  };
  const digits = (n) => r.chars(DIGITS, n);
  return { hex, b62, lan, uan, b64, url, uuid, jwt, digits };
}
