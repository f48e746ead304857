// Shared helpers for providers.mjs.

import {
  DIGITS,
  A62,
  LOWER_ALNUM,
  UPPER_ALNUM,
  B64URL,
  hex,
  b64url,
  b64urlOfBytes,
  b64Json,
  uuid,
  urlPassword,
  jwt,
  epoch,
  slug,
} from './values.mjs';

export const oktaOrg = (r) =>
  `https://${slug(r)}${r.chance(0.5) ? '' : '-' + r.pick(['sso', 'idp'])}.okta.com`;
export const oktaId = (r, prefix) => prefix + r.chars(A62, 17);
export const auth0Domain = (r) => `${slug(r)}${r.chance(0.5) ? '-prod' : ''}.us.auth0.com`;

/** Azure AD / Entra client secrets: 3 chars, a digit, "Q~", then 34 more. */
export const azureSecret = (r) =>
  r.chars(A62, 3) + r.chars(DIGITS, 1) + 'Q~' + r.chars(A62 + '~._-', 34);

export const vaultToken = (r) => 'hvs.CAESI' + r.chars(B64URL, 86);
export const tailscaleId = (r) => 'k' + r.chars(A62, 10) + 'CNTRL';

export const onePasswordServiceToken = (r) => {
  const body = {
    signInAddress: r.pick([
      'my.1password.com',
      'my.1password.eu',
      `${r.pick(['acme', 'globex', 'hooli'])}.1password.com`,
    ]),
    userAuth: {
      method: 'SRPg-4096',
      alg: 'PBES2g-HS256',
      iterations: 650000,
      salt: b64urlOfBytes(r, 16),
    },
    email: `${r.chars(LOWER_ALNUM, 13)}@1passwordserviceaccounts.com`,
    srpX: hex(r, 64),
    muk: {
      alg: 'A256GCM',
      ext: true,
      k: b64urlOfBytes(r, 32),
      key_ops: ['encrypt', 'decrypt'],
      kty: 'oct',
      kid: 'mp',
    },
    secretKey: `A3-${r.chars(UPPER_ALNUM, 6)}-${r.chars(UPPER_ALNUM, 6)}-${r.chars(UPPER_ALNUM, 5)}-${r.chars(UPPER_ALNUM, 5)}-${r.chars(UPPER_ALNUM, 5)}-${r.chars(UPPER_ALNUM, 5)}`,
    throttleSecret: { seed: hex(r, 64), deviceUuid: r.chars(LOWER_ALNUM, 26) },
    deviceUuid: r.chars(LOWER_ALNUM, 26),
  };
  return 'ops_' + b64Json(body);
};

export const rs = (r, iss, extra) =>
  jwt(
    r,
    { alg: 'RS256', typ: 'JWT', kid: b64url(r, 22) },
    { iss, iat: epoch(r), exp: epoch(r, 1760000000), jti: uuid(r), ...extra },
    342,
  );

export const dbUrl = (scheme, host, port, db, user) => (r) => {
  const pass = urlPassword(r);
  return { insert: `${scheme}://${user}:${pass}@${host(r)}:${port}/${db}`, secret: pass };
};

/** @type {Array<Record<string, any>>} */
