// Hard negatives for secrets-heldout37 (part 3 of 4).

import {
  DIGITS,
  A62,
  LOWER_ALNUM,
  UPPER_ALNUM,
  HEX_UPPER,
  B64,
  B64URL,
  hex,
  a62,
  b64OfBytes,
  b64urlOfBytes,
  b64Json,
  uuid,
  ulid,
  epoch,
  slug,
  region,
  person,
} from './values.mjs';
import { okta00 } from './negative-helpers.mjs';

export const NEGATIVES_3 = [
  {
    name: 'oidc-discovery',
    weight: 4,
    render(r) {
      const iss = r.pick([
        `https://${slug(r)}.okta.com/oauth2/default`,
        `https://login.microsoftonline.com/${uuid(r)}/v2.0`,
        `https://sso.${slug(r)}.io/realms/staff`,
      ]);
      return {
        provider: 'oidc',
        text: JSON.stringify(
          {
            issuer: iss,
            authorization_endpoint: `${iss}/v1/authorize`,
            token_endpoint: `${iss}/v1/token`,
            jwks_uri: `${iss}/v1/keys`,
            response_types_supported: ['code', 'id_token', 'code id_token'],
            code_challenge_methods_supported: ['S256'],
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'private_key_jwt'],
          },
          null,
          2,
        ),
      };
    },
  },
  {
    name: 'oauth-flow-log',
    weight: 5,
    render(r) {
      const ts = `2024-0${1 + r.int(9)}-2${r.int(9)}T1${r.int(9)}:0${r.int(9)}:4${r.int(9)}Z`;
      return {
        provider: r.pick(['okta-oidc', 'auth0', 'keycloak', 'google-oauth']),
        text: [
          `${ts} auth: redirecting to authorize endpoint`,
          `  state=${b64urlOfBytes(r, 32)}`,
          `  nonce=${b64urlOfBytes(r, 16)}`,
          `  code_challenge=${b64urlOfBytes(r, 32)}`,
          '  code_challenge_method=S256',
          `  request_id=${ulid(r)}`,
        ].join('\n'),
      };
    },
  },
  {
    name: 'rfc-test-vectors',
    weight: 5,
    render(r) {
      return {
        provider: 'test-vector',
        text: r.pick([
          [
            '# RFC 6238 Appendix B test vectors',
            'SEED_SHA1 = b"12345678901234567890"',
            'SEED_SHA256 = b"12345678901234567890123456789012"',
            'assert totp(SEED_SHA1, t=59, digits=8) == "94287082"',
          ].join('\n'),
          [
            '// RFC 7636 Appendix B example',
            "const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';",
            "expect(challengeS256(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');",
          ].join('\n'),
          [
            'it("decodes the base32 secret", () => {',
            '  // RFC 4648 test vector, not an account seed',
            "  expect(base32Encode('foobar')).toBe('MZXW6YTBOI======');",
            "  expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(Buffer.from('12345678901234567890'));",
            '});',
          ].join('\n'),
          [
            '# RFC 7519 section 3.1 example JWT (HMAC key published in RFC 7515 A.1)',
            'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
          ].join('\n'),
          [
            '# RFC 4226 Appendix D: secret = "12345678901234567890" (ASCII)',
            '# count  HOTP',
            '#   0    755224',
            '#   1    287082',
          ].join('\n'),
        ]),
      };
    },
  },
  {
    name: 'vendor-documented-example',
    weight: 4,
    render(r) {
      const [provider, text] = r.pick([
        [
          'aws',
          '[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        ],
        [
          'aws',
          'export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nexport AWS_DEFAULT_REGION=us-west-2',
        ],
        [
          'jwt',
          "// sample token from jwt.io, used only to test header parsing\nconst token =\n  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';\nexpect(decodeHeader(token).alg).toBe('HS256');",
        ],
        [
          'aws',
          '$ aws sts get-session-token\n# Example from the AWS CLI reference:\n#   "AccessKeyId": "ASIAIOSFODNN7EXAMPLE",\n#   "SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY"',
        ],
      ]);
      return { provider, text };
    },
  },
  {
    name: 'okta-object-ids',
    weight: 6,
    render(r) {
      return {
        provider: 'okta',
        text:
          '[\n' +
          [
            {
              id: okta00(r, '00u'),
              status: 'ACTIVE',
              profile: { login: `${person(r)}@${slug(r)}.com` },
              _links: {
                self: { href: `https://${slug(r)}.okta.com/api/v1/users/${okta00(r, '00u')}` },
              },
            },
            { id: okta00(r, '00g'), type: 'OKTA_GROUP', profile: { name: 'Engineering' } },
            {
              id: okta00(r, '0oa'),
              name: 'oidc_client',
              label: 'Grafana',
              signOnMode: 'OPENID_CONNECT',
            },
          ]
            .map((o) => '  ' + JSON.stringify(o))
            .join(',\n') +
          '\n]',
      };
    },
  },
  {
    name: 'azure-object-ids',
    weight: 5,
    render(r) {
      return {
        provider: 'azure-ad',
        text: r.pick([
          `$ az ad sp show --id ${uuid(r)} --query "{appId:appId,id:id,tenant:appOwnerOrganizationId}"\n{\n  "appId": "${uuid(r)}",\n  "id": "${uuid(r)}",\n  "tenant": "${uuid(r)}"\n}`,
          `data "azuread_client_config" "current" {}\n\nresource "azuread_application" "sso" {\n  display_name = "grafana-sso"\n  owners       = ["${uuid(r)}"]\n  identifier_uris = ["api://${uuid(r)}"]\n}`,
          `AZURE_TENANT_ID=${uuid(r)}\nAZURE_CLIENT_ID=${uuid(r)}\nAZURE_SUBSCRIPTION_ID=${uuid(r)}\n# auth via workload identity federation: no client secret`,
        ]),
      };
    },
  },
  {
    name: 'vault-accessor-output',
    weight: 5,
    render(r) {
      return {
        provider: 'hashicorp-vault',
        text: r.pick([
          `$ vault list auth/token/accessors\nKeys\n----\n${a62(r, 24)}\n${a62(r, 24)}\n${a62(r, 24)}`,
          `$ vault token lookup -accessor ${a62(r, 24)}\nKey                 Value\n---                 -----\naccessor            ${a62(r, 24)}\ncreation_time       ${epoch(r)}\ndisplay_name        oidc-${person(r)}\nentity_id           ${uuid(r)}\nid                  n/a\npolicies            [default dev-read]`,
          `$ vault lease list ${r.pick(['database/creds/readonly', 'aws/creds/deploy'])}\nKeys\n----\n${a62(r, 24)}\n${a62(r, 24)}`,
          `$ vault read auth/approle/role/ci/role-id\nKey        Value\n---        -----\nrole_id    ${uuid(r)}`,
        ]),
      };
    },
  },
  {
    name: 'vault-manager-ids',
    weight: 6,
    render(r) {
      const kind = r.pick(['op', 'bws', 'doppler', 'akeyless']);
      if (kind === 'op') {
        return {
          provider: '1password',
          text: `$ op item list --vault CI\nID                            TITLE                 VAULT    EDITED\n${r.chars(LOWER_ALNUM, 26)}    okta-api-token        CI       3 days ago\n${r.chars(LOWER_ALNUM, 26)}    auth0-m2m             CI       2 weeks ago\n${r.chars(LOWER_ALNUM, 26)}    ldap-bind             CI       5 months ago`,
        };
      }
      if (kind === 'bws') {
        return {
          provider: 'bitwarden-secrets-manager',
          text: `$ bws project list\n${JSON.stringify([{ id: uuid(r), organizationId: uuid(r), name: 'identity', creationDate: '2024-05-01T09:12:44.1Z' }], null, 2)}`,
        };
      }
      if (kind === 'doppler') {
        return {
          provider: 'doppler',
          text: '$ doppler secrets --only-names --config prd\n┌──────────────────────────┐\n│ NAME                     │\n├──────────────────────────┤\n│ AUTH0_CLIENT_ID          │\n│ AUTH0_CLIENT_SECRET      │\n│ DOPPLER_CONFIG           │\n│ OKTA_API_TOKEN           │\n└──────────────────────────┘',
        };
      }
      return {
        provider: 'akeyless',
        text: `AKEYLESS_ACCESS_ID=p-${r.chars(LOWER_ALNUM, 12)}\nAKEYLESS_ACCESS_TYPE=jwt\nAKEYLESS_GATEWAY_URL=https://akl-gw.${slug(r)}.internal:8000\n# no access key: CI authenticates with its OIDC JWT`,
      };
    },
  },
  {
    name: 'password-hash-fixture',
    weight: 4,
    render(r) {
      const bcrypt = () => `$2b$12$${r.chars(A62 + './', 53)}`;
      return {
        provider: 'hash',
        text: r.pick([
          `# db/seeds/users.yml\n- email: admin@example.test\n  password_digest: "${bcrypt()}"\n- email: viewer@example.test\n  password_digest: "${bcrypt()}"`,
          `# authelia users_database.yml\nusers:\n  ${person(r)}:\n    displayname: "${person(r)}"\n    password: "$argon2id$v=19$m=65536,t=3,p=4$${b64OfBytes(r, 16).replace(/=+$/, '')}$${b64OfBytes(r, 32).replace(/=+$/, '')}"\n    groups: [admins]`,
          `# token store keeps only digests\nINSERT INTO api_tokens (id, user_id, token_sha256) VALUES ('${uuid(r)}', 42, '${hex(r, 64)}');`,
        ]),
      };
    },
  },
  {
    name: 'ca-bundle-base64',
    weight: 5,
    render(r) {
      const data = 'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU' + r.chars(B64, 300) + '=';
      return {
        provider: 'kubernetes',
        text: r.pick([
          `apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: ${data}\n    server: https://${hex(r, 32).toUpperCase()}.gr7.${region(r)}.eks.amazonaws.com\n  name: prod\n# users: exec plugin (aws eks get-token), no static credentials`,
          `webhooks:\n  - name: validate.vault.hashicorp.com\n    clientConfig:\n      service:\n        name: vault-agent-injector-svc\n        namespace: vault\n      caBundle: ${data}`,
        ]),
      };
    },
  },
  {
    name: 'wireguard-peer-public',
    weight: 3,
    render(r) {
      return {
        provider: 'wireguard',
        text: `[Peer]\n# ${person(r)}-laptop\nPublicKey = ${b64OfBytes(r, 32)}\nAllowedIPs = 10.8.0.${2 + r.int(250)}/32\n\n[Peer]\n# vpn-gw\nPublicKey = ${b64OfBytes(r, 32)}\nEndpoint = vpn.${slug(r)}.com:51820`,
      };
    },
  },
  {
    name: 'cert-thumbprint',
    weight: 4,
    render(r) {
      const pairs = [
        () => [
          'azure-ad',
          `{\n  "AzureAd": {\n    "ClientId": "${uuid(r)}",\n    "ClientCertificates": [\n      { "SourceType": "StoreWithThumbprint", "CertificateStorePath": "CurrentUser/My", "CertificateThumbprint": "${r.chars(HEX_UPPER, 40)}" }\n    ]\n  }\n}`,
        ],
        () => [
          'onelogin',
          `config.omniauth :saml,\n  idp_sso_service_url: 'https://${slug(r)}.onelogin.com/trust/saml2/http-post/sso/${r.chars(DIGITS, 7)}',\n  idp_cert_fingerprint: '${Array.from({ length: 20 }, () => r.chars(HEX_UPPER, 2)).join(':')}',\n  name_identifier_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'`,
        ],
      ];
      const [provider, text] = r.pick(pairs)();
      return { provider, text };
    },
  },
  {
    name: 'request-trace-ids',
    weight: 6,
    render(r) {
      const pairs = [
        () => [
          'okta',
          `HTTP/2 401\ncontent-type: application/json\nx-okta-request-id: ${a62(r, 27)}\ntraceparent: 00-${hex(r, 32)}-${hex(r, 16)}-01\n\n{"errorCode":"E0000011","errorSummary":"Invalid token provided","errorId":"oae${a62(r, 19)}"}`,
        ],
        () => [
          'aws',
          `x-amzn-RequestId: ${uuid(r)}\nx-amz-id-2: ${b64OfBytes(r, 48)}\ncf-ray: ${hex(r, 16)}-${r.pick(['FRA', 'IAD', 'LHR'])}`,
        ],
        () => [
          'github-actions',
          `Run ID: ${r.chars(DIGITS, 10)}\nJob: ${uuid(r)}\nRunner image: ubuntu-22.04 (${hex(r, 40)})\nCache key: npm-${hex(r, 64)}`,
        ],
      ];
      const [provider, text] = r.pick(pairs)();
      return { provider, text };
    },
  },
  {
    name: 'webauthn-fixture',
    weight: 4,
    render(r) {
      return {
        provider: 'webauthn',
        text: JSON.stringify(
          {
            id: b64urlOfBytes(r, 32),
            rawId: b64urlOfBytes(r, 32),
            type: 'public-key',
            response: {
              clientDataJSON: b64Json({
                type: 'webauthn.create',
                challenge: b64urlOfBytes(r, 32),
                origin: `https://${slug(r)}.com`,
              }),
              publicKey: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE' + r.chars(B64URL, 86),
              transports: ['internal', 'hybrid'],
            },
          },
          null,
          2,
        ),
      };
    },
  },
  {
    name: 'integration-public-ids',
    weight: 7,
    render(r) {
      const kind = r.pick(['duo', 'twilio', 'cloudflare-access', 'tailscale', 'workos', 'pingone']);
      const t = {
        duo: () =>
          `[duo]\n; skey is injected at deploy time from vault\nikey = DI${r.chars(UPPER_ALNUM, 18)}\nhost = api-${hex(r, 8)}.duosecurity.com\nfailmode = secure`,
        twilio: () =>
          `TWILIO_ACCOUNT_SID=AC${hex(r, 32)}\nTWILIO_VERIFY_SERVICE_SID=VA${hex(r, 32)}\nTWILIO_MESSAGING_SERVICE_SID=MG${hex(r, 32)}`,
        'cloudflare-access': () =>
          `# service token id (the secret half lives in the CI secret store)\nCF_ACCESS_CLIENT_ID=${hex(r, 32)}.access\nCF_ACCESS_AUD=${hex(r, 64)}`,
        tailscale: () =>
          `$ tailscale status --json | jq '.Self | {PublicKey, ID}'\n{\n  "PublicKey": "nodekey:${hex(r, 64)}",\n  "ID": "n${a62(r, 11)}CNTRL"\n}`,
        workos: () =>
          `WORKOS_CLIENT_ID=client_${ulid(r)}\nWORKOS_ORGANIZATION_ID=org_${ulid(r)}\nWORKOS_CONNECTION_ID=conn_${ulid(r)}`,
        pingone: () =>
          `PINGONE_ENVIRONMENT_ID=${uuid(r)}\nPINGONE_REGION=${r.pick(['NA', 'EU', 'AP'])}\nPINGONE_POPULATION_ID=${uuid(r)}`,
      };
      return { provider: kind, text: t[kind]() };
    },
  },
];
