// Tool-specific positive formats for secrets-heldout37 (part 1 of 3).

import {
  DIGITS,
  A62,
  UPPER_ALNUM,
  B64URL,
  BASE32,
  hex,
  a62,
  b64urlOfBytes,
  uuid,
  password,
  checksummed,
  jwt,
  epoch,
  slug,
  person,
} from './values.mjs';
import { keycloakSecret, vaultToken, idpClient } from './special-helpers.mjs';

export const SPECIALS_1 = [
  {
    rule: 'duo-authproxy-cfg',
    count: 3,
    render(r) {
      const skey = a62(r, 40);
      const pw = password(r);
      const radius = a62(r, 20);
      const org = slug(r);
      return {
        provider: 'duo',
        secrets: [skey, pw, radius],
        text: [
          '; authproxy.cfg',
          '[ad_client]',
          `host=10.0.${r.int(255)}.${r.int(255)}`,
          `service_account_username=svc_duoproxy`,
          `service_account_password=${pw}`,
          `search_dn=DC=${org},DC=local`,
          '',
          '[radius_server_auto]',
          `ikey=DI${r.chars(UPPER_ALNUM, 18)}`,
          `skey=${skey}`,
          `api_host=api-${hex(r, 8)}.duosecurity.com`,
          'radius_ip_1=10.0.0.1',
          `radius_secret_1=${radius}`,
          'failmode=safe',
          'client=ad_client',
          'port=1812',
        ].join('\n'),
      };
    },
  },
  {
    rule: 'aws-credentials-file',
    count: 3,
    render(r) {
      const id = 'AKIA' + r.chars(BASE32, 16);
      const secret = r.chars(A62 + '+/', 40);
      const profile = r.pick(['default', 'sso-admin', 'identity-prod', 'ci']);
      return {
        provider: 'aws',
        secrets: [id, secret],
        text: [
          `[${profile}]`,
          `aws_access_key_id = ${id}`,
          `aws_secret_access_key = ${secret}`,
          `region = ${r.pick(['us-east-1', 'eu-west-1'])}`,
          '',
          '[profile readonly]',
          `role_arn = arn:aws:iam::${r.chars(DIGITS, 12)}:role/ReadOnly`,
          `source_profile = ${profile}`,
        ].join('\n'),
      };
    },
  },
  {
    rule: 'netrc',
    count: 2,
    render(r) {
      const token = r.chance(0.5) ? checksummed(r, 'ghp_') : 'HRKU-AA' + r.chars(B64URL, 58);
      const github = token.startsWith('ghp_');
      return {
        provider: github ? 'github' : 'heroku',
        secrets: [token],
        text: github
          ? `machine api.github.com\n  login ${person(r)}-bot\n  password ${token}\nmachine uploads.github.com\n  login ${person(r)}-bot\n  password ${token}`
          : `machine api.heroku.com\n  login ops@${slug(r)}.com\n  password ${token}\nmachine git.heroku.com\n  login ops@${slug(r)}.com\n  password ${token}`,
      };
    },
  },
  {
    rule: 'npmrc',
    count: 2,
    render(r) {
      const token = checksummed(r, 'npm_');
      return {
        provider: 'npm',
        secrets: [token],
        text: [
          `@${slug(r)}:registry=https://registry.npmjs.org/`,
          `//registry.npmjs.org/:_authToken=${token}`,
          'always-auth=true',
          'engine-strict=true',
        ].join('\n'),
      };
    },
  },
  {
    rule: 'docker-config-auth',
    count: 2,
    render(r) {
      const user = `${person(r)}-ci`;
      const token = r.chance(0.5) ? checksummed(r, 'ghp_') : 'dckr_pat_' + r.chars(B64URL, 27);
      const registry = token.startsWith('ghp_') ? 'ghcr.io' : 'https://index.docker.io/v1/';
      const auth = Buffer.from(`${user}:${token}`).toString('base64');
      return {
        provider: token.startsWith('ghp_') ? 'github-container-registry' : 'docker-hub',
        secrets: [auth],
        text: JSON.stringify({ auths: { [registry]: { auth } }, credsStore: '' }, null, 2).replace(
          ',\n  "credsStore": ""',
          '',
        ),
      };
    },
  },
  {
    rule: 'git-remote-url',
    count: 2,
    render(r) {
      const token = checksummed(r, 'ghs_');
      const repo = `${slug(r)}/${r.pick(['terraform-okta', 'idp-config', 'scim-bridge', 'infra'])}`;
      return {
        provider: 'github-app-installation',
        secrets: [token],
        text: `$ git remote -v\norigin\thttps://x-access-token:${token}@github.com/${repo}.git (fetch)\norigin\thttps://x-access-token:${token}@github.com/${repo}.git (push)`,
      };
    },
  },
  {
    rule: 'otpauth-uri',
    count: 3,
    render(r) {
      const seed = r.chars(BASE32, 32);
      const issuer = r.pick(['Okta', 'GitHub', 'AWS', 'Google', 'Keycloak']);
      const account = `${r.pick(['e2e-bot', 'release-bot', 'qa-admin'])}@${slug(r)}.com`;
      const uri = `otpauth://totp/${issuer}:${account}?secret=${seed}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
      return {
        provider: 'totp-seed',
        secrets: [seed],
        text: r.pick([
          `# e2e/.env.ci\nE2E_USERNAME=${account}\nE2E_TOTP_URI=${uri}`,
          `// playwright/auth.setup.ts\nconst TOTP_URI = '${uri}';\nconst code = authenticator.generate(new URL(TOTP_URI).searchParams.get('secret'));`,
          `${person(r)}: enrolled the shared break-glass account in MFA, seed is below\n${uri}`,
        ]),
      };
    },
  },
  {
    rule: 'vault-login-output',
    count: 3,
    render(r) {
      const token = vaultToken(r);
      return {
        provider: 'hashicorp-vault',
        secrets: [token],
        text: [
          `$ vault login -method=${r.pick(['oidc', 'userpass', 'ldap'])} ${r.pick(['role=dev', `username=${person(r)}`])}`,
          'Success! You are now authenticated. The token information displayed below',
          'is already stored in the token helper.',
          '',
          'Key                  Value',
          '---                  -----',
          `token                ${token}`,
          `token_accessor       ${r.chars(A62, 24)}`,
          'token_duration       768h',
          'token_renewable      true',
          `token_policies       ["default" "${r.pick(['dev-read', 'ci-deploy', 'admin'])}"]`,
        ].join('\n'),
      };
    },
  },
  {
    rule: 'kubeconfig-token',
    count: 2,
    render(r) {
      const ns = r.pick(['ci', 'argocd', 'external-secrets']);
      const sa = r.pick(['deployer', 'vault-auth', 'eso-reader']);
      const token = jwt(
        r,
        { alg: 'RS256', kid: b64urlOfBytes(r, 32) },
        {
          aud: ['https://kubernetes.default.svc.cluster.local'],
          exp: epoch(r, 1790000000),
          iat: epoch(r),
          iss: 'https://kubernetes.default.svc.cluster.local',
          'kubernetes.io': { namespace: ns, serviceaccount: { name: sa, uid: uuid(r) } },
          sub: `system:serviceaccount:${ns}:${sa}`,
        },
        342,
      );
      return {
        provider: 'kubernetes-sa',
        secrets: [token],
        text: [
          'apiVersion: v1',
          'kind: Config',
          'users:',
          `- name: ${sa}`,
          '  user:',
          `    token: ${token}`,
          'contexts:',
          `- name: ${sa}@prod`,
          '  context:',
          '    cluster: prod',
          `    user: ${sa}`,
        ].join('\n'),
      };
    },
  },
  {
    rule: 'jwk-private',
    count: 3,
    render(r) {
      const d = r.chars(B64URL, 342);
      const p = r.chars(B64URL, 171);
      return {
        provider: 'oidc-private-jwk',
        secrets: [d, p],
        text: JSON.stringify(
          {
            keys: [
              {
                kty: 'RSA',
                use: 'sig',
                alg: 'RS256',
                kid: `${r.pick(['client-assertion', 'signing'])}-${r.int(2024)}`,
                n: r.chars(B64URL, 342),
                e: 'AQAB',
                d,
                p,
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
    rule: 'keycloak-realm-export',
    count: 2,
    render(r) {
      const secret = keycloakSecret(r);
      return {
        provider: 'keycloak',
        secrets: [secret],
        text: JSON.stringify(
          {
            realm: r.pick(['internal', 'staff']),
            clients: [
              {
                clientId: r.pick(['grafana', 'argocd', 'jenkins']),
                enabled: true,
                clientAuthenticatorType: 'client-secret',
                secret,
                redirectUris: [`https://${r.pick(['grafana', 'argocd', 'ci'])}.${slug(r)}.io/*`],
                protocol: 'openid-connect',
                publicClient: false,
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
    rule: 'spring-oauth2-yaml',
    count: 3,
    render(r) {
      const c = idpClient(r);
      const reg = c.provider.split('-')[0];
      return {
        provider: c.provider,
        secrets: [c.secret],
        text: [
          'spring:',
          '  security:',
          '    oauth2:',
          '      client:',
          '        registration:',
          `          ${reg}:`,
          `            client-id: ${c.clientId}`,
          `            client-secret: ${c.secret}`,
          '            scope: openid,profile,email',
          '        provider:',
          `          ${reg}:`,
          `            issuer-uri: ${c.issuer}`,
        ].join('\n'),
      };
    },
  },
  {
    rule: 'dex-config',
    count: 2,
    render(r) {
      const client = a62(r, 40);
      const bind = password(r);
      const org = slug(r);
      return {
        provider: 'dex',
        secrets: [bind, client],
        text: [
          `issuer: https://dex.${org}.io`,
          'connectors:',
          '- type: ldap',
          '  id: ldap',
          '  config:',
          `    host: ldap.${org}.corp:636`,
          `    bindDN: uid=dex,ou=svc,dc=${org},dc=corp`,
          `    bindPW: '${bind}'`,
          'staticClients:',
          '- id: oauth2-proxy',
          `  redirectURIs: ['https://auth.${org}.io/oauth2/callback']`,
          '  name: oauth2-proxy',
          `  secret: ${client}`,
        ].join('\n'),
      };
    },
  },
];
