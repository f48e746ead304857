// Shared helpers for negatives.mjs.

import { a62, b64OfBytes } from './values.mjs';

export const IAM_KEYS = [
  ['okta', 'OKTA_CLIENT_SECRET'],
  ['okta', 'OKTA_API_TOKEN'],
  ['auth0', 'AUTH0_CLIENT_SECRET'],
  ['azure-ad', 'AZURE_CLIENT_SECRET'],
  ['google-oauth', 'GOOGLE_CLIENT_SECRET'],
  ['keycloak', 'KEYCLOAK_CLIENT_SECRET'],
  ['hashicorp-vault', 'VAULT_TOKEN'],
  ['duo', 'DUO_SECRET_KEY'],
  ['1password-service-account', 'OP_SERVICE_ACCOUNT_TOKEN'],
  ['bitwarden-secrets-manager', 'BWS_ACCESS_TOKEN'],
  ['doppler', 'DOPPLER_TOKEN'],
  ['clerk', 'CLERK_SECRET_KEY'],
  ['workos', 'WORKOS_API_KEY'],
  ['jumpcloud', 'JUMPCLOUD_API_KEY'],
  ['cyberark-conjur', 'CONJUR_AUTHN_API_KEY'],
  ['ldap-bind', 'LDAP_BIND_PASSWORD'],
  ['nextauth', 'NEXTAUTH_SECRET'],
  ['twilio-verify', 'TWILIO_AUTH_TOKEN'],
  ['sailpoint', 'SAIL_CLIENT_SECRET'],
  ['aws-cognito', 'COGNITO_CLIENT_SECRET'],
  ['infisical', 'INFISICAL_TOKEN'],
  ['tailscale', 'TS_AUTHKEY'],
  ['stytch', 'STYTCH_SECRET'],
  ['okta-scim', 'SCIM_BEARER_TOKEN'],
];

export const lowerKebab = (k) => k.toLowerCase().replace(/_/g, '-');
export const sha512 = (r) => b64OfBytes(r, 64);

export const PACKAGES = [
  ['@okta/okta-auth-js', '7.8.1'],
  ['@okta/okta-react', '6.9.0'],
  ['@auth0/auth0-react', '2.2.4'],
  ['@auth0/nextjs-auth0', '3.5.0'],
  ['@azure/msal-browser', '3.20.0'],
  ['@azure/msal-node', '2.12.0'],
  ['openid-client', '5.6.5'],
  ['jose', '5.6.3'],
  ['passport-saml', '3.2.4'],
  ['@node-saml/node-saml', '4.0.5'],
  ['@clerk/nextjs', '5.2.4'],
  ['@simplewebauthn/server', '10.0.1'],
  ['@1password/sdk', '0.1.1'],
  ['@bitwarden/sdk-napi', '1.0.0'],
  ['node-vault', '0.10.2'],
  ['@aws-sdk/client-secrets-manager', '3.616.0'],
  ['scim-patch', '0.8.3'],
  ['ldapts', '7.1.0'],
];

export const GO_MODULES = [
  ['github.com/coreos/go-oidc/v3', 'v3.11.0'],
  ['golang.org/x/oauth2', 'v0.21.0'],
  ['github.com/crewjam/saml', 'v0.4.14'],
  ['github.com/hashicorp/vault/api', 'v1.14.0'],
  ['github.com/okta/okta-sdk-golang/v2', 'v2.20.0'],
  ['github.com/go-ldap/ldap/v3', 'v3.4.8'],
  ['github.com/golang-jwt/jwt/v5', 'v5.2.1'],
  ['github.com/pquerna/otp', 'v1.4.0'],
];

export const okta00 = (r, p) => p + a62(r, 17);

/** Each entry: name (the rule), weight (how many records), render(r) -> { provider, text }. */
