// Builds the records of test/fixtures/detectors/secrets-heldout2.jsonl: credentials of the
// providers in secret-providers.mjs written in the syntaxes projects use (config files, code
// constants in several languages, URLs, HTTP headers, CLI flags, manifests, CI files), hard
// negatives that look like credentials but are not (placeholders, references, hashes, ids,
// public and documented example keys), and a few near misses.

import { createRandom } from '../random.mjs';
import { PROVIDERS } from './secret-providers.mjs';
import { AN, B64, B64URL, HEX, LOWER_AN, uuid } from './shapes.mjs';

const SOURCE = 'govern-synth/secrets-heldout2:scripts/detector-data/gen-heldout2.mjs';
const ORIGIN = 'govern-synth/secrets-heldout2';

const camel = (name) => name.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
const snake = (name) => name.toLowerCase();
const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());
const API_HOSTS = [
  'api.example-service.com',
  'api.orbitdesk.io',
  'hooks.lumenpay.dev',
  'ingest.tracewell.net',
];

// Syntaxes: (name, value, r) => text. Each keeps `value` verbatim, so the secret is a substring.
const SYNTAXES = {
  env: (n, v, r) =>
    `# ${r.pick(['local overrides', 'production', 'staging settings'])}\nNODE_ENV=production\n${n}=${v}\nLOG_LEVEL=info`,
  envExport: (n, v) => `export ${n}="${v}"\nexport PATH="$HOME/bin:$PATH"`,
  json: (n, v, r) =>
    JSON.stringify(
      {
        service: r.pick(['billing', 'search', 'mailer']),
        credentials: { [camel(n)]: v },
        retries: 3,
      },
      null,
      2,
    ),
  yaml: (n, v, r) =>
    `${r.pick(['integrations', 'providers', 'secrets'])}:\n  ${snake(n)}: "${v}"\n  timeout_ms: 5000`,
  toml: (n, v) => `[credentials]\n${snake(n)} = "${v}"\nregion = "eu-west-1"`,
  python: (n, v) =>
    `import requests\n\n${n} = "${v}"\n\ndef client():\n    return requests.Session()`,
  pythonDict: (n, v) => `SETTINGS = {\n    "${snake(n)}": "${v}",\n    "debug": False,\n}`,
  go: (n, v) => `package config\n\nconst ${camel(n)} = "${v}"`,
  java: (n, v) => `public final class Config {\n    private static final String ${n} = "${v}";\n}`,
  ruby: (n, v) => `module Config\n  ${n} = '${v}'.freeze\nend`,
  php: (n, v) => `<?php\nreturn [\n    '${snake(n)}' => '${v}',\n    'timeout' => 30,\n];`,
  csharp: (n, v) =>
    `public static class Secrets\n{\n    public const string ${pascal(n)} = "${v}";\n}`,
  rust: (n, v) => `pub const ${n}: &str = "${v}";`,
  jsObject: (n, v, r) =>
    `const client = new ${r.pick(['ApiClient', 'Sdk', 'Connector'])}({\n  ${camel(n)}: '${v}',\n  baseUrl: 'https://${r.pick(API_HOSTS)}',\n});`,
  authHeader: (n, v, r) =>
    `curl -sS https://${r.pick(API_HOSTS)}/v1/items \\\n  -H "Authorization: Bearer ${v}"`,
  apiKeyHeader: (n, v, r) =>
    `GET /v2/reports HTTP/1.1\nHost: ${r.pick(API_HOSTS)}\nX-API-Key: ${v}\nAccept: application/json`,
  cliFlag: (n, v, r) =>
    `${r.pick(['./deploy.sh', 'mycli push', 'terraform apply'])} --${r.pick(['token', 'api-key', 'secret'])}=${v} --yes`,
  urlQuery: (n, v, r) => `fetch("https://${r.pick(API_HOSTS)}/v1/search?${snake(n)}=${v}&q=shoes")`,
  compose: (n, v, r) =>
    `services:\n  ${r.pick(['worker', 'api', 'web'])}:\n    image: acme/app:1.4\n    environment:\n      - ${n}=${v}`,
  k8s: (n, v) =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-credentials\ntype: Opaque\nstringData:\n  ${n}: "${v}"`,
  actions: (n, v) =>
    `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${n}: ${v}\n    steps:\n      - run: make deploy`,
  dockerfile: (n, v) => `FROM node:20-slim\nENV ${n}=${v}\nCMD ["node", "server.js"]`,
};
const SYNTAX_NAMES = Object.keys(SYNTAXES);
// Values that hold their own key name (a URL, a connection string) fit fewer syntaxes.
const URL_SYNTAXES = [
  'env',
  'envExport',
  'json',
  'yaml',
  'toml',
  'python',
  'go',
  'jsObject',
  'compose',
  'k8s',
  'dockerfile',
];
// A multi-line key is written as the file it lives in, so the secret stays one exact substring.
const MULTILINE = (n, v) => `$ cat ./secrets/${snake(n)}\n${v}\n$ chmod 600 ./secrets/${snake(n)}`;

/** Hard negatives: look like credentials, are not. Each returns [category, provider, text]. */
const PLACEHOLDER = (r) => {
  const p = r.pick(PROVIDERS);
  return [
    'placeholder',
    p.id,
    SYNTAXES[r.pick(['env', 'yaml', 'json', 'toml'])](
      r.pick(p.names),
      r.pick([
        '<your-token>',
        '<YOUR_API_KEY>',
        'xxxxxxxxxxxxxxxxxxxxxxxx',
        'changeme',
        'your-api-key-here',
        'REPLACE_ME',
        'TODO',
        '********',
        'dummy',
        'test-token',
      ]),
      r,
    ),
  ];
};
const ENV_REFERENCE = (r) => {
  const p = r.pick(PROVIDERS);
  const n = r.pick(p.names);
  return [
    'env-reference',
    p.id,
    r.pick([
      `const token = process.env.${n};`,
      `${snake(n)} = os.environ["${n}"]`,
      `env:\n  ${n}: \${{ secrets.${n} }}`,
      `${n}=\${${n}}`,
      `String key = System.getenv("${n}");`,
      `key := os.Getenv("${n}")`,
      `api_key = ENV.fetch("${n}")`,
      `valueFrom:\n  secretKeyRef:\n    name: app-credentials\n    key: ${n}`,
      `${snake(n)}: "vault:secret/data/prod#${snake(n)}"`,
    ]),
  ];
};
// Placeholders and references are the commonest look-alikes in real files, so they come thrice.
const HARD_NEGATIVES = [
  PLACEHOLDER,
  ENV_REFERENCE,
  PLACEHOLDER,
  ENV_REFERENCE,
  PLACEHOLDER,
  ENV_REFERENCE,
  (r) => [
    'git-sha',
    'none',
    Array.from(
      { length: 3 },
      () =>
        `${r.chars(HEX, 40)} ${r.pick(['fix flaky test', 'bump deps', 'refactor router', 'add retries'])}`,
    ).join('\n'),
  ],
  (r) => [
    'git-sha',
    'none',
    `{"ref":"refs/heads/main","before":"${r.chars(HEX, 40)}","after":"${r.chars(HEX, 40)}"}`,
  ],
  (r) => [
    'content-hash',
    'none',
    `${r.chars(HEX, 64)}  dist/app-${r.int(9)}.${r.int(20)}.0-linux-x64.tar.gz\n${r.chars(HEX, 64)}  dist/app-${r.int(9)}.${r.int(20)}.0-darwin-arm64.tar.gz`,
  ],
  (r) => ['content-hash', 'none', `FROM node:20-slim@sha256:${r.chars(HEX, 64)}`],
  (r) => [
    'content-hash',
    'none',
    `github.com/${r.pick(['pkg/errors', 'spf13/cobra', 'google/uuid'])} v1.${r.int(9)}.${r.int(9)} h1:${r.chars(B64, 43)}=`,
  ],
  (r) => ['uuid', 'none', JSON.stringify({ requestId: uuid(r), userId: uuid(r), status: 'ok' })],
  (r) => [
    'lockfile-integrity',
    'none',
    `"node_modules/${r.pick(['left-pad', 'ms', 'debug', 'chalk'])}": {\n  "version": "${r.int(5)}.${r.int(9)}.${r.int(9)}",\n  "integrity": "sha512-${r.chars(B64, 86)}=="\n}`,
  ],
  (r) => [
    'lockfile-integrity',
    'none',
    `${r.pick(['lodash', 'react', 'semver'])}@^${r.int(9)}.0.0:\n  version "${r.int(9)}.${r.int(9)}.${r.int(9)}"\n  resolved "https://registry.yarnpkg.com/x/-/x.tgz#${r.chars(HEX, 40)}"\n  integrity sha1-${r.chars(B64, 27)}=`,
  ],
  (r) => [
    'base64-fixture',
    'none',
    `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA${r.chars(B64, 120)}=" />`,
  ],
  (r) => [
    'base64-fixture',
    'none',
    `// 1x1 test font, checked in on purpose\nexport const FIXTURE_WOFF2 = "d09GMgABAAAAA${r.chars(B64, 96)}";`,
  ],
  (r) => [
    'public-key',
    'none',
    `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)} ${r.pick(['deploy@ci', 'mina@laptop', 'ops@bastion'])}`,
  ],
  (r) => [
    'public-key',
    'none',
    `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.chars(B64, 20)}\n${r.chars(B64, 64)}\n-----END PUBLIC KEY-----`,
  ],
  (r) => [
    'public-key',
    'none',
    `recipients:\n  - age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
  ],
  (r) => [
    'documented-example',
    'aws',
    `[profile ${r.pick(['docs', 'sample', 'tutorial', 'localstack'])}-${r.int(100)}]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  (r) => [
    'documented-example',
    'azure-storage',
    `# storage emulator for tests (${r.pick(['azurite', 'local dev', 'CI'])} ${r.int(100)})\nAZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;`,
  ],
  (r) => [
    'trace-id',
    'none',
    `traceparent: 00-${r.chars(HEX, 32)}-${r.chars(HEX, 16)}-01\nx-request-id: ${r.chars(LOWER_AN, 26)}`,
  ],
  (r) => [
    'build-id',
    'none',
    `BUILD_NUMBER=${20260000 + r.int(9999)}.${r.int(20)}\nGIT_COMMIT=${r.chars(HEX, 40)}\nRUN_ID=${r.chars('0123456789', 11)}`,
  ],
  (r) => [
    'css-hash',
    'none',
    `<link rel="stylesheet" href="/assets/main.${r.chars(HEX, 8)}.css">\n<div class="Button_primary__${r.chars(B64URL.replace('-', ''), 5)} Card_root__${r.chars(AN, 5)}"></div>`,
  ],
  (r) => [
    'i18n-key',
    'none',
    `{\n  "checkout.summary.totalLabel": "Total",\n  "auth.passwordReset.tokenExpired": "This link has expired",\n  "settings.apiKeys.${r.pick(['createButton', 'revokeConfirm', 'emptyState'])}": "${r.pick(['Create key', 'Revoke this key?', 'No keys yet'])}"\n}`,
  ],
  (r) => [
    'object-id',
    'stripe',
    `event ${r.pick(['charge.succeeded', 'invoice.paid'])} customer=cus_${r.chars(AN, 14)} payment_intent=pi_${r.chars(AN, 24)}`,
  ],
  (r) => [
    'object-id',
    'none',
    `Uploaded to s3://build-artifacts/${r.chars(HEX, 32)}/bundle.zip (etag "${r.chars(HEX, 32)}")`,
  ],
  (r) => [
    'sourcemap',
    'none',
    `//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpb${r.chars(B64, 80)}`,
  ],
];

/** Near misses: the shape is almost a provider's, but the value is masked, cut or not random. */
const NEAR_MISSES = [
  (r) => [
    'truncated',
    'github',
    `Token ghp_${r.chars(AN, 4)}… was revoked on 2026-11-03 (shown truncated in the audit log).`,
  ],
  (r) => [
    'masked',
    'openai',
    `OPENAI_API_KEY=sk-proj-****************************${r.chars(AN, 4)}`,
  ],
  () => ['low-entropy', 'github', 'GITHUB_TOKEN=ghp_000000000000000000000000000000000000'],
  () => ['low-entropy', 'generic-api', 'API_KEY=abcdefghijklmnopqrstuvwxyz0123456789'],
  (r) => [
    'wrong-length',
    'aws-access-key',
    `aws_access_key_id: AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 6)}`,
  ],
  (r) => [
    'masked',
    'stripe',
    `Using key sk_live_…${r.chars(AN, 4)} for account acct_${r.chars(AN, 16)}`,
  ],
  () => [
    'format-doc',
    'slack',
    'Bot tokens start with xoxb- followed by the workspace id, the bot id and a 24-character secret.',
  ],
  (r) => [
    'truncated',
    'gitlab',
    `glpat-${r.chars(AN, 5)} (prefix only; full token lives in the vault)`,
  ],
  // Key-like names whose values are settings, not credentials.
  () => [
    'key-name-only',
    'generic-api',
    'auth:\n  api_key_header: X-API-Key\n  token_ttl_seconds: 3600\n  secret_key_length: 64',
  ],
  () => [
    'key-name-only',
    'generic-api',
    'PASSWORD_MIN_LENGTH=12\nTOKEN_ISSUER=https://auth.orbitdesk.io/\nSECRET_BACKEND=vault',
  ],
  (r) => [
    'key-name-only',
    'generic-api',
    `const tokenStorageKey = "orbitdesk.session.v${r.int(9)}";\nconst apiKeyParam = "api_key";`,
  ],
];

/** Every record of the set, in a fixed order; the seed makes the file reproducible. */
export function secretsHeldout2Records() {
  const r = createRandom('govern/secrets-heldout2/v1');
  const records = [];
  const push = (text, secrets, provider, kind, rule, syntax) => {
    records.push({
      id: `sh2-${String(records.length).padStart(4, '0')}`,
      text,
      secrets,
      provider,
      kind,
      rule,
      source: `${SOURCE}#${syntax}`,
      origin: `${ORIGIN}:${provider}`,
    });
  };

  for (const provider of PROVIDERS) {
    const count = 2 + (r.chance(0.4) ? 1 : 0);
    for (const syntax of r.sample(provider.wrap ? URL_SYNTAXES : SYNTAX_NAMES, count)) {
      const secret = provider.make(r);
      const value = provider.wrap ? provider.wrap(secret, r) : secret;
      const name = r.pick(provider.names);
      const text = secret.includes('\n')
        ? MULTILINE(name, value)
        : SYNTAXES[syntax](name, value, r);
      push(
        text,
        [secret],
        provider.id,
        'positive',
        provider.rule ?? provider.id,
        secret.includes('\n') ? 'multiline' : syntax,
      );
    }
  }
  // Two credentials in one file: an access key id with its secret.
  for (let i = 0; i < 4; i++) {
    const id = `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
    const secret = r.chars(AN + '/', 40);
    push(
      `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\nregion = eu-central-1`,
      [id, secret],
      'aws',
      'positive',
      'aws',
      'ini',
    );
  }
  const positives = records.length;
  // About 35% hard negatives: cycle through the categories so each appears several times.
  const hardNegatives = Math.round((positives * 0.35) / 0.6);
  const seen = new Set();
  for (let i = 0, made = 0; made < hardNegatives && i < hardNegatives * 10; i++) {
    const [category, provider, text] = HARD_NEGATIVES[i % HARD_NEGATIVES.length](r);
    if (!seen.has(text)) {
      seen.add(text);
      push(text, [], provider, 'hard-negative', category, category);
      made++;
    }
  }
  for (const make of NEAR_MISSES) {
    const [category, provider, text] = make(r);
    push(text, [], provider, 'near-miss', category, category);
  }
  return records;
}
