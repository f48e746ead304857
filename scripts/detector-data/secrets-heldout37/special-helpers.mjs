// Shared helpers for specials.mjs.

import { DIGITS, A62, LOWER_ALNUM, B64URL, a62, uuid, slug } from './values.mjs';

export const azureSecret = (r) =>
  r.chars(A62, 3) + r.chars(DIGITS, 1) + 'Q~' + r.chars(A62 + '~._-', 34);
export const oktaSecret = (r) => r.chars(A62 + '-_', 40);
export const keycloakSecret = (r) => a62(r, 32);
export const googleSecret = (r) => 'GOCSPX-' + r.chars(A62 + '-_', 28);
export const vaultToken = (r) => 'hvs.CAESI' + r.chars(B64URL, 86);

/** An IdP client secret with its client id and issuer, for OIDC-consumer config files. */
export function idpClient(r) {
  const which = r.pick(['okta-oidc', 'azure-ad', 'keycloak', 'google-oauth', 'auth0']);
  const org = slug(r);
  switch (which) {
    case 'okta-oidc':
      return {
        provider: which,
        issuer: `https://${org}.okta.com/oauth2/default`,
        clientId: '0oa' + a62(r, 17),
        secret: oktaSecret(r),
      };
    case 'azure-ad':
      return {
        provider: which,
        issuer: `https://login.microsoftonline.com/${uuid(r)}/v2.0`,
        clientId: uuid(r),
        secret: azureSecret(r),
      };
    case 'keycloak':
      return {
        provider: which,
        issuer: `https://sso.${org}.io/realms/${r.pick(['internal', 'staff'])}`,
        clientId: r.pick(['grafana', 'argocd', 'gitlab', 'vault']),
        secret: keycloakSecret(r),
      };
    case 'google-oauth':
      return {
        provider: which,
        issuer: 'https://accounts.google.com',
        clientId: `${r.chars(DIGITS, 12)}-${r.chars(LOWER_ALNUM, 32)}.apps.googleusercontent.com`,
        secret: googleSecret(r),
      };
    default:
      return {
        provider: which,
        issuer: `https://${org}.eu.auth0.com/`,
        clientId: a62(r, 32),
        secret: r.chars(A62 + '-_', 64),
      };
  }
}
