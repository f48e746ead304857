// Tool-specific positive formats for secrets-heldout37 (part 2 of 3).

import {
  LOWER_ALNUM,
  UPPER_ALNUM,
  B64,
  hex,
  a62,
  uuid,
  password,
  jwt,
  epoch,
  slug,
} from './values.mjs';
import { azureSecret, idpClient } from './special-helpers.mjs';

export const SPECIALS_2 = [
  {
    rule: 'sssd-conf',
    count: 2,
    render(r) {
      const pw = password(r);
      const org = slug(r);
      return {
        provider: 'sssd-ldap',
        secrets: [pw],
        text: [
          '[domain/default]',
          'id_provider = ldap',
          `ldap_uri = ldaps://ldap.${org}.corp`,
          `ldap_search_base = dc=${org},dc=corp`,
          `ldap_default_bind_dn = cn=sssd,ou=services,dc=${org},dc=corp`,
          'ldap_default_authtok_type = password',
          `ldap_default_authtok = ${pw}`,
          'cache_credentials = True',
        ].join('\n'),
      };
    },
  },
  {
    rule: 'grafana-ini-oauth',
    count: 2,
    render(r) {
      const c = idpClient(r);
      return {
        provider: c.provider,
        secrets: [c.secret],
        text: [
          '[auth.generic_oauth]',
          'enabled = true',
          `name = ${c.provider.split('-')[0]}`,
          'allow_sign_up = true',
          `client_id = ${c.clientId}`,
          `client_secret = ${c.secret}`,
          'scopes = openid email profile groups',
          `auth_url = ${c.issuer.replace(/\/$/, '')}/v1/authorize`,
          'use_pkce = true',
        ].join('\n'),
      };
    },
  },
  {
    rule: 'argocd-oidc',
    count: 2,
    render(r) {
      const c = idpClient(r);
      return {
        provider: c.provider,
        secrets: [c.secret],
        text: [
          'apiVersion: v1',
          'kind: ConfigMap',
          'metadata:',
          '  name: argocd-cm',
          'data:',
          `  url: https://argocd.${slug(r)}.io`,
          '  oidc.config: |',
          `    name: ${c.provider.split('-')[0]}`,
          `    issuer: ${c.issuer}`,
          `    clientID: ${c.clientId}`,
          `    clientSecret: ${c.secret}`,
          '    requestedScopes: ["openid", "profile", "email", "groups"]',
        ].join('\n'),
      };
    },
  },
  {
    rule: 'vault-cli-write',
    count: 2,
    render(r) {
      const c = idpClient(r);
      return {
        provider: c.provider,
        secrets: [c.secret],
        text: [
          'vault auth enable oidc',
          'vault write auth/oidc/config \\',
          `  oidc_discovery_url="${c.issuer}" \\`,
          `  oidc_client_id="${c.clientId}" \\`,
          `  oidc_client_secret="${c.secret}" \\`,
          '  default_role="reader"',
        ].join('\n'),
      };
    },
  },
  {
    rule: 'cloud-secret-cli-output',
    count: 3,
    render(r) {
      const pw = password(r);
      const kind = r.pick(['aws', 'azure', 'gcp']);
      if (kind === 'aws') {
        return {
          provider: 'aws-secrets-manager',
          secrets: [pw],
          text: [
            `$ aws secretsmanager get-secret-value --secret-id prod/ldap/bind --query SecretString --output text`,
            JSON.stringify({
              username: 'svc-ldap-bind',
              password: pw,
              host: `ldap.${slug(r)}.corp`,
            }),
          ].join('\n'),
        };
      }
      if (kind === 'azure') {
        const v = azureSecret(r);
        return {
          provider: 'azure-key-vault',
          secrets: [v],
          text: [
            `$ az keyvault secret show --vault-name kv-${slug(r)}-idp --name graph-client-secret -o json`,
            '{',
            `  "id": "https://kv-idp.vault.azure.net/secrets/graph-client-secret/${hex(r, 32)}",`,
            `  "name": "graph-client-secret",`,
            `  "value": "${v}"`,
            '}',
          ].join('\n'),
        };
      }
      return {
        provider: 'gcp-secret-manager',
        secrets: [pw],
        text: `$ gcloud secrets versions access latest --secret=scim-bridge-admin --project=${slug(r)}-identity\n${pw}`,
      };
    },
  },
  {
    rule: 'tfstate-attribute',
    count: 2,
    render(r) {
      const v = azureSecret(r);
      return {
        provider: 'azure-ad',
        secrets: [v],
        text: JSON.stringify(
          {
            mode: 'managed',
            type: 'azuread_application_password',
            name: 'sso',
            instances: [
              {
                attributes: {
                  application_id: `/applications/${uuid(r)}`,
                  display_name: 'terraform-managed',
                  end_date: '2026-01-01T00:00:00Z',
                  key_id: uuid(r),
                  value: v,
                },
                sensitive_attributes: [],
              },
            ],
          },
          null,
          2,
        ),
      };
    },
  },
  {
    rule: 'k8s-secret-data-b64',
    count: 3,
    render(r) {
      const c = idpClient(r);
      const enc = Buffer.from(c.secret).toString('base64');
      return {
        provider: c.provider,
        secrets: [enc],
        text: [
          'apiVersion: v1',
          'kind: Secret',
          'metadata:',
          `  name: ${c.provider.split('-')[0]}-oidc`,
          'type: Opaque',
          'data:',
          `  client-id: ${Buffer.from(c.clientId).toString('base64')}`,
          `  client-secret: ${enc}`,
        ].join('\n'),
      };
    },
  },
  {
    rule: 'basic-auth-header',
    count: 2,
    render(r) {
      const c = idpClient(r);
      const enc = Buffer.from(`${c.clientId}:${c.secret}`).toString('base64');
      return {
        provider: c.provider,
        secrets: [enc],
        text: [
          `POST ${new URL(c.issuer).pathname.replace(/\/$/, '')}/token HTTP/1.1`,
          `Host: ${new URL(c.issuer).host}`,
          `Authorization: Basic ${enc}`,
          'Content-Type: application/x-www-form-urlencoded',
          '',
          'grant_type=client_credentials&scope=api%3A%2F%2Fdirectory%2F.default',
        ].join('\n'),
      };
    },
  },
  {
    rule: 'cli-flag',
    count: 4,
    render(r) {
      const pick = r.pick(['bws', 'op-connect', 'doppler', 'conjur', 'akeyless']);
      if (pick === 'bws') {
        const t = `0.${uuid(r)}.${a62(r, 30)}:${Buffer.from(hex(r, 16), 'hex').toString('base64')}`;
        return {
          provider: 'bitwarden-secrets-manager',
          secrets: [t],
          text: `bws secret list ${uuid(r)} --access-token ${t} --output env > .env.runtime`,
        };
      }
      if (pick === 'doppler') {
        const t = `dp.st.prd.${a62(r, 40)}`;
        return {
          provider: 'doppler',
          secrets: [t],
          text: `doppler run --token ${t} --project backend --config prd -- node server.js`,
        };
      }
      if (pick === 'conjur') {
        const k = r.chars(LOWER_ALNUM, 54);
        return {
          provider: 'cyberark-conjur',
          secrets: [k],
          text: `conjur login -i host/ci/jenkins -p ${k}\nconjur variable get -i prod/db/password`,
        };
      }
      if (pick === 'akeyless') {
        const k = Buffer.from(hex(r, 64), 'hex').toString('base64');
        return {
          provider: 'akeyless',
          secrets: [k],
          text: `akeyless auth --access-id p-${r.chars(LOWER_ALNUM, 12)} --access-type access_key --access-key ${k}`,
        };
      }
      const t = jwt(
        r,
        { alg: 'ES256', kid: r.chars(LOWER_ALNUM, 26), typ: 'JWT' },
        {
          aud: ['com.1password.connect'],
          iss: 'com.1password.b5',
          sub: r.chars(UPPER_ALNUM, 26),
          iat: epoch(r),
        },
        86,
      );
      return {
        provider: '1password-connect',
        secrets: [t],
        text: `curl -s -H "Authorization: Bearer ${t}" http://localhost:8080/v1/vaults`,
      };
    },
  },
  {
    rule: 'python3-saml-settings',
    count: 2,
    render(r) {
      const key = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + r.chars(B64, 1566) + '=';
      const org = slug(r);
      return {
        provider: 'saml-sp-key',
        secrets: [key],
        text: JSON.stringify(
          {
            strict: true,
            sp: {
              entityId: `https://app.${org}.com/saml/metadata/`,
              assertionConsumerService: { url: `https://app.${org}.com/saml/acs/` },
              x509cert: 'MIIC' + r.chars(B64, 60),
              privateKey: key,
            },
            idp: { entityId: `http://www.okta.com/exk${a62(r, 17)}` },
          },
          null,
          2,
        ),
      };
    },
  },
];
