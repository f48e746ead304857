// Hard negatives for secrets-heldout37 (part 1 of 4).

import {
  DIGITS,
  LOWER_ALNUM,
  hex,
  a62,
  b64OfBytes,
  b64urlOfBytes,
  uuid,
  slug,
  region,
} from './values.mjs';
import { IAM_KEYS, lowerKebab, okta00 } from './negative-helpers.mjs';

export const NEGATIVES_1 = [
  {
    name: 'env-placeholder',
    weight: 10,
    render(r) {
      const picks = r.sample(IAM_KEYS, 3);
      const styles = [
        (k) => `<${lowerKebab(k)}>`,
        (k) => `your_${k.toLowerCase()}_here`,
        (k) => `\${${k}}`,
        () => '',
        (k) => `{{ ${k.toLowerCase()} }}`,
        (k) => `%${k}%`,
        () => 'REPLACE_ME',
        (k) => `<insert ${lowerKebab(k).replace(/-/g, ' ')}>`,
      ];
      const style = r.pick(styles.filter((_, i) => i !== 3));
      return {
        provider: picks[0][0],
        text: [
          r.pick([
            '# .env.example',
            '# copy to .env and fill in',
            '# Template - do not commit real values',
          ]),
          ...picks.map(([, k]) => `${k}=${style(k)}`),
        ].join('\n'),
      };
    },
  },
  {
    name: 'gha-secrets-ref',
    weight: 8,
    render(r) {
      const picks = r.sample(IAM_KEYS, 2);
      return {
        provider: picks[0][0],
        text: [
          `      - name: ${r.pick(['Sync SCIM users', 'Run login e2e', 'Deploy auth service'])}`,
          `        run: ${r.pick(['npm run e2e:login', './scripts/sync-directory.sh', 'make deploy'])}`,
          '        env:',
          ...picks.map(([, k]) => `          ${k}: \${{ secrets.${k} }}`),
          `          ${r.pick(['OKTA_ORG_URL', 'AUTH0_DOMAIN', 'VAULT_ADDR'])}: \${{ vars.${r.pick(['IDP_URL', 'TENANT_HOST', 'VAULT_ADDR'])} }}`,
        ].join('\n'),
      };
    },
  },
  {
    name: 'external-secret-ref',
    weight: 6,
    render(r) {
      const [provider, key] = r.pick(IAM_KEYS);
      const store = r.pick([
        'vault-backend',
        'aws-secrets-manager',
        'gcp-sm',
        'onepassword-connect',
        'akeyless',
      ]);
      return {
        provider,
        text: [
          'apiVersion: external-secrets.io/v1beta1',
          'kind: ExternalSecret',
          'metadata:',
          `  name: ${provider}-credentials`,
          'spec:',
          '  refreshInterval: 1h',
          '  secretStoreRef:',
          '    kind: ClusterSecretStore',
          `    name: ${store}`,
          '  data:',
          `    - secretKey: ${lowerKebab(key)}`,
          '      remoteRef:',
          `        key: ${r.pick(['secret/data/', 'prod/', 'identity/'])}${provider}`,
          `        property: ${key.toLowerCase()}`,
        ].join('\n'),
      };
    },
  },
  {
    name: 'op-secret-reference',
    weight: 6,
    render(r) {
      const picks = r.sample(IAM_KEYS, 3);
      const vault = r.pick(['CI', 'Platform', 'Identity', 'Shared']);
      return {
        provider: '1password',
        text: [
          '# .env.tpl  (op run --env-file=.env.tpl -- npm start)',
          ...picks.map(
            ([p, k]) =>
              `${k}=op://${vault}/${p}/${r.pick(['credential', 'password', 'client-secret', 'token'])}`,
          ),
        ].join('\n'),
      };
    },
  },
  {
    name: 'vault-agent-template',
    weight: 5,
    render(r) {
      const [provider, key] = r.pick(IAM_KEYS);
      const path = `secret/data/${r.pick(['prod', 'staging'])}/${provider}`;
      return {
        provider: 'hashicorp-vault',
        text: [
          'template {',
          `  destination = "/etc/${provider}/env"`,
          '  contents    = <<EOT',
          `{{ with secret "${path}" }}`,
          `${key}={{ .Data.data.${key.toLowerCase()} }}`,
          '{{ end }}',
          'EOT',
          '}',
        ].join('\n'),
      };
    },
  },
  {
    name: 'ecs-secrets-arn',
    weight: 5,
    render(r) {
      const acct = r.chars(DIGITS, 12);
      const reg = region(r);
      const picks = r.sample(IAM_KEYS, 2);
      return {
        provider: 'aws-secrets-manager',
        text: JSON.stringify(
          {
            secrets: picks.map(([p, k]) => ({
              name: k,
              valueFrom: `arn:aws:secretsmanager:${reg}:${acct}:secret:prod/${p}-${a62(r, 6)}:${k.toLowerCase()}::`,
            })),
          },
          null,
          2,
        ),
      };
    },
  },
  {
    name: 'keyvault-reference',
    weight: 5,
    render(r) {
      const vault = `kv-${slug(r)}-${r.pick(['prod', 'idp'])}`;
      return {
        provider: 'azure-key-vault',
        text: JSON.stringify(
          [
            { name: 'AzureAd__ClientId', value: uuid(r), slotSetting: false },
            {
              name: 'AzureAd__ClientSecret',
              value: `@Microsoft.KeyVault(SecretUri=https://${vault}.vault.azure.net/secrets/graph-client-secret/${hex(r, 32)})`,
              slotSetting: false,
            },
            { name: 'AzureAd__TenantId', value: uuid(r), slotSetting: false },
          ],
          null,
          2,
        ),
      };
    },
  },
  {
    name: 'gcp-secret-ref',
    weight: 4,
    render(r) {
      const project = `${slug(r)}-identity`;
      return {
        provider: 'gcp-secret-manager',
        text: [
          'env:',
          '  - name: OIDC_CLIENT_SECRET',
          '    valueFrom:',
          '      secretKeyRef:',
          '        name: oidc-client-secret',
          '        key: latest',
          `# source: projects/${project}/secrets/oidc-client-secret/versions/${1 + r.int(9)}`,
          `# service account: scim-sync@${project}.iam.gserviceaccount.com (uniqueId ${r.chars(DIGITS, 21)})`,
        ].join('\n'),
      };
    },
  },
  {
    name: 'sops-encrypted',
    weight: 7,
    render(r) {
      const [provider, key] = r.pick(IAM_KEYS);
      const enc = (n) =>
        `ENC[AES256_GCM,data:${b64OfBytes(r, n)},iv:${b64OfBytes(r, 32)},tag:${b64OfBytes(r, 16)},type:str]`;
      return {
        provider: 'sops',
        text: [
          `${key.toLowerCase()}: ${enc(40)}`,
          `${provider.split('-')[0]}_url: ${enc(24)}`,
          'sops:',
          '    age:',
          `        - recipient: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
          '          enc: |',
          '            -----BEGIN AGE ENCRYPTED FILE-----',
          `            ${b64OfBytes(r, 45)}`,
          `            ${b64OfBytes(r, 45)}`,
          '            -----END AGE ENCRYPTED FILE-----',
          `    lastmodified: "2024-0${1 + r.int(9)}-1${r.int(9)}T10:2${r.int(9)}:00Z"`,
          `    mac: ENC[AES256_GCM,data:${b64OfBytes(r, 64)},iv:${b64OfBytes(r, 32)},tag:${b64OfBytes(r, 16)},type:str]`,
          '    version: 3.8.1',
        ].join('\n'),
      };
    },
  },
  {
    name: 'ansible-vault-blob',
    weight: 3,
    render(r) {
      const lines = [];
      for (let i = 0; i < 5; i++) {
        lines.push('          ' + hex(r, 80));
      }
      return {
        provider: 'ansible-vault',
        text: [
          `ldap_bind_password: !vault |`,
          '          $ANSIBLE_VAULT;1.1;AES256',
          ...lines,
          `ldap_bind_dn: "cn=svc-ldap,ou=svc,dc=${slug(r)},dc=corp"`,
        ].join('\n'),
      };
    },
  },
  {
    name: 'jenkins-encrypted-credential',
    weight: 3,
    render(r) {
      return {
        provider: 'jenkins',
        text: [
          '<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>',
          '  <scope>GLOBAL</scope>',
          `  <id>${r.pick(['okta-api', 'vault-approle', 'ldap-bind'])}</id>`,
          '  <description>managed by JCasC</description>',
          `  <username>svc-${r.pick(['jenkins', 'ci'])}</username>`,
          `  <password>{AQAAABAAAAAw${b64OfBytes(r, 60)}}</password>`,
          '</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>',
        ].join('\n'),
      };
    },
  },
  {
    name: 'spa-oidc-config',
    weight: 10,
    render(r) {
      const org = slug(r);
      const kind = r.pick(['okta', 'auth0', 'azure-ad', 'aws-cognito', 'google-oauth', 'keycloak']);
      const configs = {
        okta: () => [
          "import { OktaAuth } from '@okta/okta-auth-js';",
          '',
          'export const oktaAuth = new OktaAuth({',
          `  issuer: 'https://${org}.okta.com/oauth2/${okta00(r, 'aus')}',`,
          `  clientId: '${okta00(r, '0oa')}',`,
          "  redirectUri: window.location.origin + '/login/callback',",
          "  scopes: ['openid', 'profile', 'email'],",
          '  pkce: true,',
          '});',
        ],
        auth0: () => [
          '<Auth0Provider',
          `  domain="${org}.us.auth0.com"`,
          `  clientId="${a62(r, 32)}"`,
          '  authorizationParams={{',
          '    redirect_uri: window.location.origin,',
          `    audience: 'https://api.${org}.com',`,
          '  }}',
          '>',
        ],
        'azure-ad': () => [
          'const msalConfig = {',
          '  auth: {',
          `    clientId: '${uuid(r)}',`,
          `    authority: 'https://login.microsoftonline.com/${uuid(r)}',`,
          "    redirectUri: '/',",
          '  },',
          "  cache: { cacheLocation: 'sessionStorage' },",
          '};',
        ],
        'aws-cognito': () => [
          'Amplify.configure({',
          '  Auth: {',
          '    Cognito: {',
          `      userPoolId: '${region(r)}_${a62(r, 9)}',`,
          `      userPoolClientId: '${r.chars(LOWER_ALNUM, 26)}',`,
          `      identityPoolId: '${region(r)}:${uuid(r)}',`,
          '    },',
          '  },',
          '});',
        ],
        'google-oauth': () => [
          '<div id="g_id_onload"',
          `     data-client_id="${r.chars(DIGITS, 12)}-${r.chars(LOWER_ALNUM, 32)}.apps.googleusercontent.com"`,
          `     data-login_uri="https://${org}.com/auth/google"`,
          `     data-nonce="${b64urlOfBytes(r, 16)}"`,
          '     data-auto_prompt="false">',
          '</div>',
        ],
        keycloak: () => [
          '{',
          `  "realm": "${r.pick(['internal', 'customers'])}",`,
          `  "auth-server-url": "https://sso.${org}.io/",`,
          '  "ssl-required": "external",',
          `  "resource": "${r.pick(['web-portal', 'admin-ui'])}",`,
          '  "public-client": true,',
          '  "confidential-port": 0',
          '}',
        ],
      };
      return { provider: kind, text: configs[kind]().join('\n') };
    },
  },
];
