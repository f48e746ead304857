// Hard negatives of the fourth held-out secrets set: text from ordinary repository life that
// holds nothing to redact (placeholders, references, hashes, ids, public values, redactions).

import { ALPHABETS, keyName, pemBody, uuid } from './values.mjs';

const hex = (r, length) => r.chars(ALPHABETS.hex, length);
const b64 = (r, length) => r.chars(ALPHABETS.b64, length);
const KEYS = [
  'api key',
  'secret key',
  'auth token',
  'client secret',
  'access token',
  'webhook secret',
  'db password',
];
const SERVICES = [
  'mollie',
  'brevo',
  'hetzner',
  'algolia',
  'datadog',
  'twilio',
  'contentful',
  'pinecone',
  'paddle',
  'sentry',
];
const name = (r, style) => keyName(`${r.pick(SERVICES)} ${r.pick(KEYS)}`, style);
const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  '***',
  'your-api-key-here',
  '<insert token>',
  'TODO',
  '',
  '<secret>',
  'CHANGE_ME_IN_PROD',
  'put-your-key-here',
  '...',
];

const b = (provider, rule, text) => ({ provider, rule, text });

export const NEGATIVES = [
  (r) =>
    b(
      'none',
      'placeholder-env',
      `${name(r, 'screaming')}=${r.pick(PLACEHOLDERS)}\n${name(r, 'screaming')}=${r.pick(PLACEHOLDERS)}\nPORT=8080\n`,
    ),
  (r) =>
    b(
      'none',
      'placeholder-yaml',
      `integrations:\n  ${name(r, 'snake')}: "${r.pick(PLACEHOLDERS)}"\n  region: eu-west-1\n`,
    ),
  (r) =>
    b(
      'none',
      'env-reference',
      `${name(r, 'screaming')}=\${${name(r, 'screaming')}}\nAPI_URL=\${API_BASE}/v2\n`,
    ),
  (r) =>
    b(
      'none',
      'process-env',
      `const client = new Client({\n  ${name(r, 'camel')}: process.env.${name(r, 'screaming')},\n  timeout: 5000,\n});\n`,
    ),
  (r) =>
    b(
      'none',
      'os-environ',
      `${name(r, 'snake')} = os.environ["${name(r, 'screaming')}"]\n${name(r, 'snake')} = os.getenv("${name(r, 'screaming')}", "")\n`,
    ),
  (r) =>
    b(
      'none',
      'helm-template',
      `stringData:\n  ${name(r, 'kebab')}: {{ .Values.${name(r, 'camel')} | quote }}\n  ${name(r, 'kebab')}: {{ required "missing" .Values.secrets.token }}\n`,
    ),
  (r) =>
    b(
      'none',
      'python-format',
      `conn = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s" % settings\nurl = f"https://api.example.com/?key={${name(r, 'snake')}}"\n`,
    ),
  (r) =>
    b(
      'none',
      'k8s-secretkeyref',
      `env:\n  - name: ${name(r, 'screaming')}\n    valueFrom:\n      secretKeyRef:\n        name: ${r.pick(SERVICES)}-credentials\n        key: token\n`,
    ),
  (r) =>
    b(
      'none',
      'gha-secret-ref',
      `    env:\n      ${name(r, 'screaming')}: \${{ secrets.${name(r, 'screaming')} }}\n      NODE_ENV: production\n`,
    ),
  (r) =>
    b(
      'none',
      'vault-reference',
      r.pick([
        `password = "@Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/db-password/)"\n`,
        `api_key: vault:secret/data/${r.pick(SERVICES)}#api_key\n`,
        `token_param = "/prod/${r.pick(SERVICES)}/api-token"  # SSM parameter name\n`,
        `DB_PASSWORD=op://Engineering/Postgres/password\n`,
      ]),
    ),
  (r) =>
    b(
      'none',
      'sha256sums',
      `${hex(r, 64)}  govern-linux-x64.tar.gz\n${hex(r, 64)}  govern-darwin-arm64.tar.gz\n${hex(r, 64)}  govern-windows-x64.zip\n`,
    ),
  (r) =>
    b(
      'none',
      'checksum-field',
      `artifact:\n  url: https://downloads.example.org/tool-${r.int(9)}.${r.int(20)}.0.tgz\n  ${r.pick(['sha1', 'md5', 'sha256'])}: ${hex(r, r.pick([40, 32, 64]))}\n`,
    ),
  (r) =>
    b(
      'none',
      'git-log',
      `commit ${hex(r, 40)}\nAuthor: Lea Novak <lea@example.org>\nDate:   Tue Mar 12 14:02:11 2024 +0100\n\n    fix flaky retry test\n\ncommit ${hex(r, 40)}\nMerge: ${hex(r, 7)} ${hex(r, 7)}\n`,
    ),
  (r) =>
    b(
      'none',
      'git-oneline',
      `${hex(r, 7)} (HEAD -> main) bump deps\n${hex(r, 7)} add retry to sync\n${hex(r, 7)} Revert "cache tokens"\n`,
    ),
  (r) =>
    b(
      'docker',
      'image-digest',
      `image: registry.example.com/api@sha256:${hex(r, 64)}\n# pulled ${hex(r, 12)}\n`,
    ),
  (r) =>
    b(
      'none',
      'uuid-ids',
      `{"tenant_id": "${uuid(r)}", "request_id": "${uuid(r)}", "user_id": "${uuid(r)}", "status": "ok"}\n`,
    ),
  (r) =>
    b(
      'npm',
      'package-lock',
      `    "node_modules/${r.pick(['picocolors', 'semver', 'debug', 'ms'])}": {\n      "version": "${r.int(8)}.${r.int(20)}.${r.int(9)}",\n      "resolved": "https://registry.npmjs.org/pkg/-/pkg-1.0.0.tgz",\n      "integrity": "sha512-${b64(r, 86)}==",\n      "dev": true\n    },\n`,
    ),
  (r) =>
    b(
      'yarn',
      'yarn-lock',
      `"@babel/code-frame@^7.22.13":\n  version "7.23.5"\n  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.23.5.tgz#${hex(r, 40)}"\n  integrity sha512-${b64(r, 86)}==\n`,
    ),
  (r) =>
    b(
      'cargo',
      'cargo-lock',
      `[[package]]\nname = "${r.pick(['serde', 'tokio', 'anyhow', 'regex'])}"\nversion = "1.0.${r.int(200)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${hex(r, 64)}"\n`,
    ),
  (r) =>
    b(
      'go',
      'go-sum',
      `github.com/${r.pick(['spf13/cobra', 'google/uuid', 'stretchr/testify'])} v1.${r.int(9)}.0 h1:${b64(r, 43)}=\ngithub.com/spf13/pflag v1.0.5/go.mod h1:${b64(r, 43)}=\n`,
    ),
  (r) =>
    b(
      'none',
      'sri-html',
      `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.3/dist/cdn.min.js" integrity="sha384-${b64(r, 64)}" crossorigin="anonymous"></script>\n`,
    ),
  (r) =>
    b(
      'none',
      'ssh-public-key',
      `# authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(r, 43)} lea@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${b64(r, 200)} deploy@ci\n`,
    ),
  (r) =>
    b(
      'none',
      'public-key-pem',
      `-----BEGIN PUBLIC KEY-----\n${pemBody(r, 6)}\n-----END PUBLIC KEY-----\n`,
    ),
  (r) =>
    b(
      'none',
      'certificate',
      `ssl_certificate: |\n  -----BEGIN CERTIFICATE-----\n  ${pemBody(r, 10).split('\n').join('\n  ')}\n  -----END CERTIFICATE-----\n`,
    ),
  (r) =>
    b(
      'none',
      'base64-image',
      `.logo {\n  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA${b64(r, 120)}");\n}\n`,
    ),
  (r) =>
    b(
      'none',
      'base64-fixture',
      `const fixture = Buffer.from('${Buffer.from(JSON.stringify({ id: r.int(999), name: 'Ada', tags: ['a', 'b'] })).toString('base64')}', 'base64');\n`,
    ),
  (r) =>
    b(
      'none',
      'named-ids',
      `${r.pick(['etag', 'trace_id', 'nonce', 'checksum', 'request_id', 'span_id', 'hash', 'fingerprint'])}: "${hex(r, r.pick([16, 32, 40]))}"\n${r.pick(['etag', 'trace_id', 'cache_key', 'content_hash'])}: "${hex(r, 32)}"\n`,
    ),
  (r) =>
    b(
      'none',
      'css-colours',
      `:root {\n  --primary: #${hex(r, 6)};\n  --accent: #${hex(r, 6)};\n  --muted: #${hex(r, 3)};\n  --shadow: #${hex(r, 8)};\n}\n`,
    ),
  (r) =>
    b(
      'none',
      'colour-table',
      `export const palette = {\n${['red', 'blue', 'teal', 'amber', 'slate'].map((c) => `  ${c}: ['#${hex(r, 6)}', '#${hex(r, 6)}', '#${hex(r, 6)}'],`).join('\n')}\n};\n`,
    ),
  (r) =>
    b(
      'stripe',
      'publishable-key',
      `<script>\n  const stripe = Stripe('pk_live_${r.chars(ALPHABETS.b62, 99)}');\n</script>\n`,
    ),
  (r) =>
    b(
      'mapbox',
      'public-token',
      `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNs${r.chars(ALPHABETS.b64u, 30)}In0.${r.chars(ALPHABETS.b64u, 22)}';\n`,
    ),
  (r) =>
    b(
      'posthog',
      'project-api-key',
      `posthog.init('phc_${r.chars(ALPHABETS.b62, 43)}', { api_host: 'https://eu.i.posthog.com' })\n`,
    ),
  (r) =>
    b(
      'google-analytics',
      'measurement-id',
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${r.chars(ALPHABETS.UP, 10)}"></script>\n<script>gtag('config', 'G-${r.chars(ALPHABETS.UP, 10)}'); // GTM-${r.chars(ALPHABETS.UP, 7)}</script>\n`,
    ),
  (r) =>
    b(
      'google-oauth',
      'oauth-client-id',
      `GOOGLE_CLIENT_ID=${r.chars(ALPHABETS.num, 12)}-${r.chars(ALPHABETS.low, 32)}.apps.googleusercontent.com\nOAUTH_REDIRECT_URI=https://app.example.com/callback\n`,
    ),
  (r) =>
    b(
      'recaptcha',
      'site-key',
      `<div class="g-recaptcha" data-sitekey="6L${r.chars(ALPHABETS.b64u, 38)}"></div>\n`,
    ),
  (r) =>
    b(
      'launchdarkly',
      'client-side-id',
      `const ldClient = LDClient.initialize('${hex(r, 24)}', { key: user.id }); // client-side ID\n`,
    ),
  (r) =>
    b(
      'github',
      'oauth-app-client-id',
      `githubClientId: "Iv1.${hex(r, 16)}"\ncallbackUrl: "https://ci.example.com/auth/github"\n`,
    ),
  (r) =>
    b(
      'algolia',
      'search-only-key',
      `// search-only API key: public by design, shipped to browsers\nconst search = algoliasearch('${r.chars(ALPHABETS.UP, 10)}', '${hex(r, 32)}');\n`,
    ),
  () =>
    b(
      'aws',
      'documented-example',
      `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n# values from the AWS documentation\n`,
    ),
  () =>
    b(
      'jwt',
      'documented-example',
      `Paste a token into the debugger, e.g.\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n`,
    ),
  (r) =>
    b(
      'none',
      'redaction-output',
      `${r.pick(['Using key', 'token', 'auth'])}: ${r.pick(['sk_live_****' + r.chars(ALPHABETS.num, 4), '[REDACTED]', '********', '<redacted>', '••••••••' + r.chars(ALPHABETS.hex, 4), 'ghp_************************' + r.chars(ALPHABETS.b62, 4)])}\nrequest completed in ${r.int(900)}ms\n`,
    ),
  (r) =>
    b(
      'none',
      'stripe-object-ids',
      `{"id": "cus_${r.chars(ALPHABETS.b62, 14)}", "invoice": "in_${r.chars(ALPHABETS.b62, 24)}", "charge": "ch_${r.chars(ALPHABETS.b62, 24)}"}\n`,
    ),
  (r) =>
    b(
      'none',
      'jest-snapshot',
      `exports[\`Button renders ${r.int(9)} 1\`] = \`\n<button class="btn-${hex(r, 8)} css-${r.chars(ALPHABETS.low, 6)}">\n  Save\n</button>\n\`;\n`,
    ),
  (r) =>
    b(
      'none',
      'minified-js',
      `!function(e,t){"use strict";var n="__reactFiber$${r.chars(ALPHABETS.low, 11)}",r=e.${r.chars(ALPHABETS.alpha, 2)}||{};function a(o){return o&&o.__esModule?o:{default:o}}r[n]=a}(window);\n`,
    ),
  (r) =>
    b(
      'none',
      'webpack-assets',
      `dist/assets/index-${r.chars(ALPHABETS.b64u, 8)}.js   142.31 kB │ gzip: 45.02 kB\ndist/assets/vendor.${hex(r, 20)}.js   88.10 kB\n`,
    ),
  (r) =>
    b(
      'none',
      'feature-flag-keys',
      `flags:\n  enable-new-checkout-v2: true\n  search_ranking_experiment_${hex(r, 6)}: false\n  flag_key: "${r.pick(['beta-dashboard', 'ff-bulk-export', 'kill-switch-payments'])}"\n`,
    ),
  (r) =>
    b(
      'ethereum',
      'public-address',
      `Send test ETH to 0x${hex(r, 40)} (treasury multisig, public).\nContract: 0x${hex(r, 40)}\n`,
    ),
  (r) =>
    b(
      'none',
      'ssh-fingerprint',
      `The authenticity of host 'git.example.org (10.0.0.4)' can't be established.\nED25519 key fingerprint is SHA256:${b64(r, 43)}.\n`,
    ),
  (r) =>
    b(
      'none',
      'test-vector',
      `// RFC test vector, not a key\nconst expectedDigest = '${hex(r, 64)}';\nexpect(sha256('abc')).toBe(expectedDigest);\n`,
    ),
  () =>
    b(
      'none',
      'password-policy',
      `password:\n  min_length: 12\n  require_symbols: true\n  hash: argon2id\n  rotation_days: 90\n`,
    ),
];
