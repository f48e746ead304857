// Identity and single-sign-on positives for the held-out (23) secrets set. Each template
// returns { text, secrets, provider }.

import { ALPHABETS as A, base64Bytes, expand, password, uuid } from './values.mjs';

function keycloakRealm(r) {
  const secret = r.chars(A.a, 32);
  const smtp = password(r);
  const realm = r.pick(['internal', 'partners', 'staff', 'customers']);
  const text = JSON.stringify(
    {
      realm,
      enabled: true,
      sslRequired: 'external',
      smtpServer: {
        host: 'smtp.example.net',
        port: '587',
        auth: 'true',
        user: 'keycloak',
        password: smtp,
      },
      clients: [
        {
          clientId: `${r.pick(['grafana', 'argocd', 'jenkins', 'wiki'])}`,
          publicClient: false,
          secret,
          redirectUris: ['https://app.example.net/*'],
        },
        { clientId: 'web-spa', publicClient: true, redirectUris: ['https://www.example.net/*'] },
      ],
    },
    null,
    2,
  );
  return { text, secrets: [smtp, secret], provider: 'keycloak' };
}

function oktaYaml(r) {
  const token = expand(r, '00{U:40}');
  return {
    text: [
      'okta:',
      '  client:',
      `    orgUrl: "https://${r.pick(['acme', 'globex', 'initech'])}.okta.com"`,
      `    token: ${token}`,
      '    connectionTimeout: 30',
      '    rateLimit:',
      '      maxRetries: 4',
    ].join('\n'),
    secrets: [token],
    provider: 'okta',
  };
}

function auth0Json(r) {
  const secret = r.chars(A.U, 64);
  const text = JSON.stringify(
    {
      domain: 'acme-prod.eu.auth0.com',
      clientId: r.chars(A.a, 32),
      clientSecret: secret,
      audience: 'https://api.acme.example',
      scope: 'read:users update:users',
    },
    null,
    2,
  );
  return { text, secrets: [secret], provider: 'auth0' };
}

function azureAdSettings(r) {
  const secret = expand(r, `{U:3}${r.pick(['7Q', '8Q'])}~{U:31}`);
  const text = JSON.stringify(
    {
      AzureAd: {
        Instance: 'https://login.microsoftonline.com/',
        Domain: 'contoso.onmicrosoft.com',
        TenantId: uuid(r),
        ClientId: uuid(r),
        ClientSecret: secret,
        CallbackPath: '/signin-oidc',
      },
      Logging: { LogLevel: { Default: 'Information' } },
    },
    null,
    2,
  );
  return { text, secrets: [secret], provider: 'azure-ad' };
}

function springOauth(r) {
  const provider = r.pick(['ping-identity', 'okta', 'keycloak', 'onelogin', 'zitadel']);
  const secret = r.chars(r.pick([A.a, A.U, A.h]), r.pick([40, 48, 64]));
  return {
    text: [
      'spring:',
      '  security:',
      '    oauth2:',
      '      client:',
      '        registration:',
      `          ${provider.split('-')[0]}:`,
      `            client-id: ${r.pick(['portal-web', 'backoffice', 'reports-ui'])}`,
      `            client-secret: ${secret}`,
      '            scope: openid,profile,email',
      '            authorization-grant-type: authorization_code',
    ].join('\n'),
    secrets: [secret],
    provider,
  };
}

function samlSettings(r) {
  const key = `MIIEv${r.pick(['Q', 'g', 'A'])}IBADANBgkqhkiG9w0BAQEFAASC${base64Bytes(r, 900).replace(/=+$/, '')}`;
  const text = JSON.stringify(
    {
      strict: true,
      sp: {
        entityId: 'https://app.example.org/saml/metadata',
        assertionConsumerService: {
          url: 'https://app.example.org/saml/acs',
          binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
        },
        privateKey: key,
      },
      idp: {
        entityId: 'https://idp.example.org/realms/main',
        singleSignOnService: { url: 'https://idp.example.org/sso' },
      },
    },
    null,
    2,
  );
  return { text, secrets: [key], provider: 'saml-sp' };
}

function oauth2Proxy(r) {
  const cookie = base64Bytes(r, 32);
  const secret = r.chars(A.a, 40);
  return {
    text: [
      'provider = "oidc"',
      'oidc_issuer_url = "https://sso.example.com/realms/ops"',
      'client_id = "oauth2-proxy"',
      `client_secret = "${secret}"`,
      `cookie_secret = "${cookie}"`,
      'email_domains = ["example.com"]',
      'upstreams = ["http://127.0.0.1:9090/"]',
    ].join('\n'),
    secrets: [secret, cookie],
    provider: 'oauth2-proxy',
  };
}

function dexConfig(r) {
  const secret = r.chars(A.a, 36);
  const bind = password(r);
  return {
    text: [
      'issuer: https://dex.example.com',
      'connectors:',
      '  - type: ldap',
      '    id: ad',
      '    config:',
      '      host: dc01.corp.example.com:636',
      '      bindDN: CN=svc-dex,OU=Service Accounts,DC=corp,DC=example,DC=com',
      `      bindPW: "${bind}"`,
      'staticClients:',
      '  - id: argo-cd',
      '    name: Argo CD',
      `    secret: ${secret}`,
    ].join('\n'),
    secrets: [bind, secret],
    provider: 'dex',
  };
}

function grafanaIni(r) {
  const secret = r.chars(A.a, r.pick([32, 40]));
  return {
    text: [
      '[auth.generic_oauth]',
      'enabled = true',
      'name = Company SSO',
      'client_id = grafana',
      `client_secret = ${secret}`,
      'scopes = openid email profile',
      'auth_url = https://sso.example.com/oauth2/authorize',
    ].join('\n'),
    secrets: [secret],
    provider: 'grafana-oauth',
  };
}

export const IDENTITY_TEMPLATES = {
  keycloakRealm,
  oktaYaml,
  auth0Json,
  azureAdSettings,
  springOauth,
  samlSettings,
  oauth2Proxy,
  dexConfig,
  grafanaIni,
};
