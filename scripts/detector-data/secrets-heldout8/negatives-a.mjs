// Hard negatives, part A: placeholders, references to a secret kept elsewhere, and hashes or
// identifiers that look random but protect nothing. Each returns { provider, rule, text }.

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  '<your-token-here>',
  'changeme',
  'REPLACE_ME',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  'your-api-key',
  '***',
  'TODO',
  '<insert secret>',
  'YOUR_SECRET_HERE',
  '[[api_key]]',
  '__API_KEY__',
  'sk_live_...',
];
const KEYS = [
  'MAILJET_API_KEY',
  'PLAID_SECRET',
  'HCLOUD_TOKEN',
  'MOLLIE_API_KEY',
  'TYPESENSE_API_KEY',
  'LINEAR_API_KEY',
  'DD_API_KEY',
  'FIGMA_TOKEN',
  'BUNNY_API_KEY',
  'SHIPPO_API_TOKEN',
];
const slugOf = (key) => key.split('_')[0].toLowerCase();

function placeholderEnv(r) {
  const keys = r.sample(KEYS, 3);
  const lines = [
    '# .env.example — copy to .env and fill in',
    ...keys.map((k) => `${k}=${r.pick(PLACEHOLDERS)}`),
    'PORT=8080',
  ];
  return {
    provider: slugOf(keys[0]),
    rule: 'placeholder-env-example',
    text: lines.join('\n') + '\n',
  };
}

function placeholderReadme(r) {
  const key = r.pick(KEYS);
  const ph = r.pick(['<YOUR_API_KEY>', 'YOUR_API_KEY', '<token>', '$YOUR_TOKEN', 'sk-...']);
  const text = [
    '## Authentication',
    '',
    `Every request needs your key in the \`Authorization\` header:`,
    '',
    '```http',
    'GET /v1/projects HTTP/1.1',
    'Host: api.example.com',
    `Authorization: Bearer ${ph}`,
    '```',
    '',
    `Create a key under **Settings → API keys** and export it as \`${key}\`.`,
    '',
  ].join('\n');
  return { provider: slugOf(key), rule: 'placeholder-docs', text };
}

function shellReference(r) {
  const key = r.pick(KEYS);
  const variants = [
    `curl -H "Authorization: Bearer $${key}" https://api.example.com/v1/me`,
    `docker run -e ${key}=\${${key}} -p 8080:8080 acme/app:2.3.1`,
    `export ${key}="\${${key}:?set ${key} first}"`,
    `./deploy.sh --token "$(cat /run/secrets/${key.toLowerCase()})"`,
  ];
  return {
    provider: slugOf(key),
    rule: 'shell-variable-reference',
    text: `#!/bin/sh\nset -e\n${r.pick(variants)}\n`,
  };
}

function composeReference(r) {
  const keys = r.sample(KEYS, 2);
  const lines = [
    'services:',
    '  worker:',
    '    image: acme/worker:1.9.0',
    '    environment:',
    ...keys.map((k) => `      ${k}: \${${k}}`),
    '    env_file: .env',
  ];
  return {
    provider: slugOf(keys[0]),
    rule: 'compose-variable-reference',
    text: lines.join('\n') + '\n',
  };
}

function codeEnvReference(r) {
  const key = r.pick(KEYS);
  const variants = [
    `const apiKey = process.env.${key};\nif (!apiKey) throw new Error('${key} is not set');`,
    `api_key = os.environ["${key}"]\nclient = Client(api_key=api_key)`,
    `token := os.Getenv("${key}")\nif token == "" {\n\tlog.Fatal("missing ${key}")\n}`,
    `String secret = System.getenv("${key}");`,
    `var key = Environment.GetEnvironmentVariable("${key}") ?? throw new InvalidOperationException();`,
    `let key = std::env::var("${key}").expect("${key} must be set");`,
    `$apiKey = env('${key}');`,
    `config.api_key = ENV.fetch("${key}")`,
    `let key = Bundle.main.object(forInfoDictionaryKey: "${key}") as? String`,
  ];
  return { provider: slugOf(key), rule: 'code-env-reference', text: r.pick(variants) + '\n' };
}

function templateReference(r) {
  const key = r.pick(KEYS);
  const low = key.toLowerCase();
  const variants = [
    `stringData:\n  ${key}: {{ .Values.${low.replace(/_/g, '')} | quote }}`,
    `env:\n  ${key}: \${{ secrets.${key} }}`,
    `[${slugOf(key)}]\napi_key = %(${low})s`,
    `provider "${slugOf(key)}" {\n  token = var.${low}\n}`,
    `variables:\n  - name: apiKey\n    value: $(${key})`,
    `api_key: <%= ENV['${key}'] %>`,
    `${low}: "{{ vault_${low} }}"`,
    `${slugOf(key)}.api-key=\${${key}}`,
    `${key}=op://Production/${slugOf(key)}/credential`,
  ];
  return { provider: slugOf(key), rule: 'template-reference', text: r.pick(variants) + '\n' };
}

function secretKeyRef(r) {
  const key = r.pick(KEYS);
  const text = [
    'env:',
    `  - name: ${key}`,
    '    valueFrom:',
    '      secretKeyRef:',
    `        name: ${slugOf(key)}-credentials`,
    '        key: token',
    '',
  ].join('\n');
  return { provider: slugOf(key), rule: 'k8s-secret-key-ref', text };
}

function checksums(r, g) {
  const name = r.pick(['terraform', 'helm', 'kubectl', 'node', 'rclone']);
  const kind = r.pick(['sha256', 'sha1', 'md5']);
  const len = { sha256: 64, sha1: 40, md5: 32 }[kind];
  const lines = ['linux_amd64', 'darwin_arm64', 'windows_amd64.zip'].map(
    (os) => `${g.hex(len)}  ${name}_1.${r.int(9)}.${r.int(9)}_${os}`,
  );
  return {
    provider: 'generic',
    rule: `checksum-${kind}`,
    text: `# ${kind.toUpperCase()}SUMS\n${lines.join('\n')}\n`,
  };
}

function gitIds(r, g) {
  const variants = [
    () =>
      [
        `commit ${g.hex(40)}`,
        'Author: Dana Ortiz <dana@acme.example>',
        'Date:   Tue Mar 12 10:04:51 2024 +0100',
        '',
        '    fix(billing): round VAT per line',
      ].join('\n'),
    () =>
      [
        `${g.hex(7)} (HEAD -> main, origin/main) chore: bump deps`,
        `${g.hex(7)} feat(api): add idempotency keys`,
        `${g.hex(7)} docs: fix typo in README`,
      ].join('\n'),
    () => `require github.com/acme/kit v0.0.0-2024031209${r.int(9)}${r.int(9)}11-${g.hex(12)}`,
    () =>
      [
        `github.com/acme/kit v1.4.2 h1:${g.b64(43)}=`,
        `github.com/acme/kit v1.4.2/go.mod h1:${g.b64(43)}=`,
      ].join('\n'),
    () => `deployed revision=${g.hex(40)} image=acme/api env=prod`,
  ];
  return { provider: 'git', rule: 'git-ids', text: r.pick(variants)() + '\n' };
}

function imageDigest(r, g) {
  const img = r.pick(['postgres:16', 'redis:7-alpine', 'nginx:1.27', 'ghcr.io/acme/api:2.1.0']);
  const variants = [
    `FROM ${img}@sha256:${g.hex(64)}`,
    `    image: ${img}@sha256:${g.hex(64)}`,
    `Digest: sha256:${g.hex(64)}\nStatus: Downloaded newer image for ${img}`,
  ];
  return { provider: 'docker', rule: 'image-digest', text: r.pick(variants) + '\n' };
}

function uuidIds(r, g) {
  const doc = {
    tenant_id: g.uuid(),
    order: { id: g.uuid(), customer_id: g.uuid(), items: r.int(5) + 1 },
    correlation_id: g.uuid(),
  };
  const variants = [
    JSON.stringify(doc, null, 2),
    `ProjectGuid = "{${g.UUID()}}"`,
    `INSERT INTO accounts (id, name) VALUES ('${g.uuid()}', 'Acme GmbH');`,
  ];
  return { provider: 'generic', rule: 'uuid-ids', text: r.pick(variants) + '\n' };
}

function lockIntegrity(r, g) {
  const pkg = r.pick(['lodash', 'react-dom', 'zod', 'undici', 'esbuild']);
  const ver = `${r.int(5)}.${r.int(20)}.${r.int(10)}`;
  const sri = `sha512-${g.b64(86)}==`;
  const variants = [
    `    "node_modules/${pkg}": {\n      "version": "${ver}",\n      "resolved": "https://registry.npmjs.org/${pkg}/-/${pkg}-${ver}.tgz",\n      "integrity": "${sri}"\n    }`,
    `${pkg}@^${ver}:\n  version "${ver}"\n  resolved "https://registry.yarnpkg.com/${pkg}/-/${pkg}-${ver}.tgz#${g.hex(40)}"\n  integrity ${sri}`,
    `  /${pkg}@${ver}:\n    resolution: {integrity: ${sri}}\n    dev: false`,
  ];
  return { provider: 'npm', rule: 'lockfile-integrity', text: r.pick(variants) + '\n' };
}

function namedRandomIds(r, g) {
  const variants = [
    `{"request_id": "${g.hex(32)}", "trace_id": "${g.hex(32)}", "span_id": "${g.hex(16)}", "status": 200}`,
    `HTTP/1.1 200 OK\nETag: "${g.hex(40)}"\nX-Request-Id: ${g.b62(24)}\nCache-Control: max-age=60`,
    `level=info msg="upload ok" checksum=${g.hex(64)} object=reports/2024-03.csv`,
    `traceparent: 00-${g.hex(32)}-${g.hex(16)}-01`,
    `{"event": "page_view", "anonymous_id": "${g.b62(22)}", "session_hash": "${g.hex(40)}"}`,
  ];
  return { provider: 'generic', rule: 'named-random-ids', text: r.pick(variants) + '\n' };
}

function cssColours(r, g) {
  const lines = [
    ':root {',
    ...['primary', 'accent', 'surface', 'border'].map((n) => `  --color-${n}: #${g.hex(6)};`),
    `  --shadow: 0 1px 2px #${g.hex(8)};`,
    '}',
  ];
  return { provider: 'css', rule: 'css-colours', text: lines.join('\n') + '\n' };
}

/** Part A of the hard negative generators. */
export const NEGATIVES_A = [
  placeholderEnv,
  placeholderReadme,
  shellReference,
  composeReference,
  codeEnvReference,
  templateReference,
  secretKeyRef,
  checksums,
  gitIds,
  imageDigest,
  uuidIds,
  lockIntegrity,
  namedRandomIds,
  cssColours,
];
