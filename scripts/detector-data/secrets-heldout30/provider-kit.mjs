// Shared pieces for the secrets-heldout30 provider lists.

import { b64, epoch, hex, jwt, uuid } from './values.mjs';

export const P = (name, theme, keys, gen, extra = {}) => ({ name, theme, keys, gen, ...extra });
export const pw = { pw: true };
export const xapi = { header: 'X-Api-Key:' };

export const arr = (name, image, port, keyPrefix) =>
  P(name, 1, [`${keyPrefix}_API_KEY`, `${keyPrefix}_APIKEY`, 'API_KEY'], (r) => hex(r, 32), {
    ...xapi,
    svc: [name, image],
    url: `http://192.168.1.20:${port}/api/v3/system/status`,
    qurl: `http://192.168.1.20:${port}/api/v3/queue`,
  });

export const hassJwt = (r) => {
  const t = epoch(r);
  return jwt(r, { iss: hex(r, 32), iat: t, exp: t + 315360000 });
};

export const tunnelToken = (r) =>
  Buffer.from(JSON.stringify({ a: hex(r, 32), t: uuid(r), s: b64(r, 32) })).toString('base64');
