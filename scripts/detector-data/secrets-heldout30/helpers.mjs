// Small shared helpers for the secrets-heldout30 builders.

import { providers } from './providers.mjs';
import { ALNUM, alnum, b64, bytes, epoch, hex, jwt } from './values.mjs';

export const rec = (rule, provider, theme, text, secrets) => ({
  rule,
  provider,
  theme,
  text,
  secrets,
});
export const neg = (rule, provider, theme, text) => ({ rule, provider, theme, text });
export const wgKey = (r) => b64(r, 32);
export const urlPw = (r) => alnum(r, 12 + r.int(14));
export const themed = providers.filter((p) => p.theme);

export function hassJwtLike(r) {
  const t = epoch(r);
  return jwt(r, { iss: hex(r, 32), iat: t, exp: t + 315360000 });
}

export const bcrypt = (r, cost = 10, v = '2y') =>
  `$${v}$${String(cost).padStart(2, '0')}$${r.chars('./' + ALNUM, 53)}`;
export const argon2 = (r) =>
  `$argon2id$v=19$m=65540,t=3,p=4$${b64(r, 32).replace(/=+$/, '')}$${b64(r, 32).replace(/=+$/, '')}`;
export const base32 = (r, n) => r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', n);
export const ssh25519Pub = (r) =>
  `AAAAC3NzaC1lZDI1NTE5AAAAI${Buffer.concat([Buffer.from([0]), bytes(r, 32)])
    .toString('base64')
    .slice(1, 44)}`;

export function alnumU(r, n) {
  return r.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', n);
}
