// Hard negatives for secrets-heldout37 (part 4 of 4).

import { B64, hex, b64OfBytes, b64Json, slug } from './values.mjs';
import { IAM_KEYS, lowerKebab } from './negative-helpers.mjs';

export const NEGATIVES_4 = [
  {
    name: 'env-var-reference-code',
    weight: 10,
    render(r) {
      const [provider, key] = r.pick(IAM_KEYS);
      const t = [
        () =>
          `const ${key.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase())} = process.env.${key};\nif (!${key.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase())}) {\n  throw new Error('${key} is required');\n}`,
        () =>
          `${key.toLowerCase()} = os.environ["${key}"]\nclient = build_client(${key.toLowerCase()}=${key.toLowerCase()})`,
        () =>
          `variable "${key.toLowerCase()}" {\n  description = "${provider} credential, set via TF_VAR_${key.toLowerCase()}"\n  type        = string\n  sensitive   = true\n}`,
        () =>
          `${provider.split('-')[0]}:\n  ${key.toLowerCase().split('_').slice(1).join('-')}: \${${key}}`,
        () => `secret := os.Getenv("${key}")\nif secret == "" {\n\tlog.Fatal("missing ${key}")\n}`,
        () =>
          `      - name: ${key}\n        valueFrom:\n          secretKeyRef:\n            name: ${provider}-credentials\n            key: ${lowerKebab(key)}`,
        () =>
          `resource "random_password" "${key.toLowerCase()}" {\n  length  = 48\n  special = false\n}\n\noutput "${key.toLowerCase()}" {\n  value     = random_password.${key.toLowerCase()}.result\n  sensitive = true\n}`,
      ];
      return { provider, text: r.pick(t)() };
    },
  },
  {
    name: 'sri-script-tag',
    weight: 3,
    render(r) {
      const lib = r.pick([
        'https://cdn.auth0.com/js/auth0-spa-js/2.1/auth0-spa-js.production.js',
        'https://global.oktacdn.com/okta-signin-widget/7.21.0/js/okta-sign-in.min.js',
        'https://alcdn.msauth.net/browser/2.38.3/js/msal-browser.min.js',
      ]);
      return {
        provider: 'sri',
        text: `<script src="${lib}"\n        integrity="sha384-${b64OfBytes(r, 48)}"\n        crossorigin="anonymous"></script>`,
      };
    },
  },
  {
    name: 'git-lfs-pointer',
    weight: 2,
    render(r) {
      return {
        provider: 'git-lfs',
        text: `version https://git-lfs.github.com/spec/v1\noid sha256:${hex(r, 64)}\nsize ${100000 + r.int(900000)}`,
      };
    },
  },
  {
    name: 'encoded-non-secret',
    weight: 5,
    render(r) {
      const header = b64Json({ alg: 'RS256', typ: 'JWT', kid: hex(r, 16) });
      const saml = Buffer.from(
        `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_${hex(r, 32)}" Version="2.0" IssueInstant="2024-06-01T10:00:00Z" AssertionConsumerServiceURL="https://app.${slug(r)}.com/saml/acs"/>`,
      ).toString('base64');
      const pairs = [
        () => [
          'jwt',
          `# decoded: {"alg":"RS256","typ":"JWT","kid":...}\nJWT_HEADER_FIXTURE=${header}`,
        ],
        () => [
          'saml',
          `https://idp.example.com/sso/saml?SAMLRequest=${encodeURIComponent(saml)}&RelayState=${hex(r, 16)}`,
        ],
        () => [
          'kubernetes',
          `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: login-branding\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAA${r.chars(B64, 120)}`,
        ],
      ];
      const [provider, text] = r.pick(pairs)();
      return { provider, text };
    },
  },
];
