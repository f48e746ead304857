// Hard negatives: text that looks like it holds credentials but holds none. Each generator
// returns [provider, text]. Values are random where the real thing is random (hashes, ids).

import { filler } from './context.mjs';
import { SYNTAXES } from './syntaxes.mjs';
import { base64, makeValue, uuid } from './values.mjs';

const KEY_NAMES = [
  'API_KEY',
  'SECRET_KEY',
  'ACCESS_TOKEN',
  'CLIENT_SECRET',
  'AUTH_TOKEN',
  'DB_PASSWORD',
  'WEBHOOK_SECRET',
  'SIGNING_KEY',
];
const SETTING_SYNTAXES = [
  'dotenv',
  'yaml',
  'compose',
  'k8s',
  'toml',
  'ini',
  'properties',
  'json',
  'helm',
  'github_actions',
  'gitlab_ci',
  'terraform',
  'markdown',
  'dockerfile',
  'systemd',
  'xml',
];

function settings(r, c, value, syntaxes = SETTING_SYNTAXES) {
  const entries = [{ name: r.pick(KEY_NAMES), value, secret: false }, ...filler(r)];
  return SYNTAXES[r.pick(syntaxes)](r, r.shuffle(entries), c);
}

const PLACEHOLDERS = {
  'placeholder-angle': (r) =>
    r.pick(['<YOUR_API_KEY>', '<your-token-here>', '<INSERT_SECRET>', '<api key>']),
  'placeholder-changeme': (r) =>
    r.pick(['changeme', 'change-me', 'CHANGE_ME_BEFORE_DEPLOY', 'password']),
  'placeholder-x': (r) => 'x'.repeat(8 + r.int(32)),
  'placeholder-replace': (r) =>
    r.pick(['REPLACE_ME', 'TODO', 'your_api_key_here', 'FILL_IN', 'dummy']),
  'placeholder-stars': (r) => '*'.repeat(3 + r.int(10)),
  'env-interpolation': (r) =>
    r.pick([
      '${API_KEY}',
      '${SECRET_KEY:?missing}',
      '$TOKEN',
      '${env:ACCESS_TOKEN}',
      '${{ secrets.DEPLOY_TOKEN }}',
    ]),
  'template-reference': (r) =>
    r.pick([
      '{{ .Values.secrets.apiKey }}',
      '{{ vault "secret/data/app#token" }}',
      '%(api_key)s',
      '@@API_KEY@@',
      '#{ClientSecret}#',
    ]),
  'secret-manager-ref': (r) =>
    r.pick([
      'vault:secret/data/payments#stripe_key',
      'ssm:/prod/api/token',
      'arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf',
      'op://Infra/Deploy Key/credential',
      'sm://projects/acme/secrets/api-key/versions/latest',
    ]),
};

const CODE_REFS = [
  (k) => `const apiKey = process.env.${k};\nif (!apiKey) throw new Error('${k} is not set');`,
  (k) =>
    `import os\n\nAPI_KEY = os.environ["${k}"]\nTIMEOUT = int(os.environ.get("TIMEOUT", "30"))`,
  (k) => `token := os.Getenv("${k}")\nif token == "" {\n\tlog.Fatal("missing ${k}")\n}`,
  (k) => `String secret = System.getenv("${k}");\nObjects.requireNonNull(secret, "${k}");`,
  (k) => `config.api_key = ENV.fetch("${k}")\nconfig.timeout = 10`,
  (k) => `let key = std::env::var("${k}").expect("${k} must be set");`,
  (k) =>
    `var secret = builder.Configuration["Payments:${k}"];\nservices.AddSingleton(new Client(secret));`,
  (k) => `$apiKey = getenv('${k}') ?: throw new RuntimeException('no key');`,
  (k) => `val token: String = requireNotNull(System.getenv("${k}"))`,
  (k) =>
    `client = Client(api_key=settings.${k.toLowerCase()}, secret=secrets.get("${k.toLowerCase()}"))`,
];

const hex = (r, n) => makeValue(r, `{h:${n}}`);

const HASHES = {
  'sha256-checksum': (r) =>
    `${hex(r, 64)}  ${r.pick(['govern-linux-x64.tar.gz', 'node-v22.3.0-linux-arm64.tar.xz', 'terraform_1.8.5_linux_amd64.zip'])}\n${hex(r, 64)}  ${r.pick(['govern-darwin-arm64.tar.gz', 'SHA256SUMS.sig', 'checksums.txt'])}`,
  'git-commit': (r) =>
    `commit ${hex(r, 40)}\nMerge: ${hex(r, 7)} ${hex(r, 7)}\nAuthor: Dana Ito <dana@example.org>\n\n    fix: retry webhook delivery on 502`,
  'git-log-short': (r) =>
    Array.from(
      { length: 4 },
      () =>
        `${hex(r, r.pick([7, 8, 10]))} ${r.pick(['chore: bump deps', 'feat: add export', 'fix(api): null check', 'docs: typo'])}`,
    ).join('\n'),
  'docker-digest': (r) =>
    `image: ghcr.io/acme/${r.pick(['api', 'worker'])}@sha256:${hex(r, 64)}\nimagePullPolicy: IfNotPresent`,
  'md5-manifest': (r) =>
    `{\n  "file": "assets/logo.svg",\n  "md5": "${hex(r, 32)}",\n  "size": ${1000 + r.int(90000)}\n}`,
  'sha1-file': (r) => `sha1sum dist/app.js\n${hex(r, 40)}  dist/app.js`,
  'container-ids': (r) =>
    `CONTAINER ID   IMAGE          STATUS\n${hex(r, 12)}   redis:7        Up 3 hours\n${hex(r, 12)}   postgres:16    Up 3 hours`,
  'bundle-hash': (r) =>
    `<script src="/static/js/main.${hex(r, 8)}.js"></script>\n<link href="/static/css/app.${hex(r, 20)}.css" rel="stylesheet">`,
  'lock-integrity': (r) =>
    `"node_modules/${r.pick(['lodash', 'chalk', 'zod'])}": {\n  "version": "${r.int(5)}.${r.int(20)}.${r.int(9)}",\n  "resolved": "https://registry.npmjs.org/pkg/-/pkg-1.0.0.tgz",\n  "integrity": "sha512-${makeValue(r, '{b:86}')}=="\n}`,
  'yarn-integrity': (r) =>
    `"chalk@^5.3.0":\n  version "5.3.0"\n  resolved "https://registry.yarnpkg.com/chalk/-/chalk-5.3.0.tgz#${hex(r, 40)}"\n  integrity sha512-${makeValue(r, '{b:86}')}==`,
  'go-sum': (r) =>
    `github.com/acme/${r.pick(['kit', 'log'])} v1.${r.int(9)}.0 h1:${makeValue(r, '{b:43}')}=\ngithub.com/acme/kit v1.2.0/go.mod h1:${makeValue(r, '{b:43}')}=`,
  'terraform-lock': (r) =>
    `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.${r.int(60)}.0"\n  hashes = [\n    "h1:${makeValue(r, '{b:43}')}=",\n    "zh:${hex(r, 64)}",\n  ]\n}`,
};

const IDS = {
  'uuid-ids': (r) => `{"request_id": "${uuid(r)}", "tenant_id": "${uuid(r)}", "status": "queued"}`,
  'guid-csproj': (r) =>
    `<ProjectGuid>{${uuid(r).toUpperCase()}}</ProjectGuid>\n<RootNamespace>Acme.Billing</RootNamespace>`,
  'trace-ids': (r) =>
    `${new Date(Date.UTC(2024, 3, 2)).toISOString()} INFO trace_id=${hex(r, 32)} span_id=${hex(r, 16)} http.status=200 route=/v1/orders`,
  'named-ids': (r) =>
    `${r.pick(['nonce', 'etag', 'checksum', 'content_hash', 'correlation_id', 'build_id'])}: "${makeValue(r, r.pick(['{h:32}', '{a:24}', '{B:22}']))}"`,
  'etag-header': (r) =>
    `HTTP/1.1 200 OK\nContent-Type: application/json\nETag: "${hex(r, 32)}"\nX-Request-Id: ${uuid(r)}`,
  'k8s-names': (r) =>
    `NAME                          READY   STATUS\napi-${hex(r, 10)}-${makeValue(r, '{l:5}')}   1/1     Running\nworker-${hex(r, 9)}-${makeValue(r, '{l:5}')}   1/1     Running`,
  'css-colours': (r) =>
    `:root {\n  --brand: #${hex(r, 6)};\n  --accent: #${hex(r, 6)};\n  --muted: #${hex(r, 3)};\n}`,
  'base64-image': (r) =>
    `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${makeValue(r, '{b:120}')}==" />`,
  'base64-fixture': (r) =>
    `// fixture: an encoded order event\nconst EVENT = '${base64(JSON.stringify({ id: r.int(100000), type: 'order.created', total: r.int(500), currency: 'EUR' }))}';`,
};

const PUBLIC = {
  'ssh-public-key': (r) =>
    `# ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${makeValue(r, '{b:43}')} ${r.pick(['deploy@ci', 'mika@laptop'])}`,
  'pem-public-key': (r) =>
    `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${makeValue(r, '{b:20}')}\n${makeValue(r, '{b:64}')}\n${makeValue(r, '{b:64}')}\nIDAQAB\n-----END PUBLIC KEY-----`,
  certificate: (r) =>
    `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE${makeValue(r, '{b:44}')}\n${makeValue(r, '{b:64}')}\n${makeValue(r, '{b:64}')}=\n-----END CERTIFICATE-----`,
  'wireguard-peer-public': (r) =>
    `[Peer]\nPublicKey = ${makeValue(r, '{b:43}')}=\nAllowedIPs = 10.8.0.${2 + r.int(200)}/32\nEndpoint = vpn.example.net:51820`,
  'age-recipient': (r) =>
    `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
};
export { PLACEHOLDERS, CODE_REFS, HASHES, IDS, PUBLIC, settings, KEY_NAMES };
