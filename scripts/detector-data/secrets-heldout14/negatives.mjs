// Hard negatives of the held-out (14) secrets set: text a naive scanner flags, nothing to redact.
// Each builder returns [provider, text]; `v` expands value templates like the positives.

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxx',
  '${API_KEY}',
  'REPLACE_ME',
  '***',
  'your-token-here',
  '<paste-token>',
  'TODO',
  '""',
  'sk_live_****4242',
  '[REDACTED]',
];
const ENV_REFS = [
  'process.env.{E}',
  'os.environ["{E}"]',
  'os.getenv("{E}")',
  '${{ secrets.{E} }}',
  '{{ .Values.{e} }}',
  '%({e})s',
  'ENV.fetch("{E}")',
  'System.getenv("{E}")',
  '$' + '{E}',
  'std::env::var("{E}")?',
];

const placeholderEnv = (r, v, p) => [
  p.slug,
  [
    '# .env.example — copy to .env and fill in',
    `APP_URL=http://localhost:3000`,
    `${p.env}=${r.pick(PLACEHOLDERS)}`,
    `${r.pick(['SESSION_SECRET', 'WEBHOOK_SECRET'])}=${r.pick(PLACEHOLDERS)}`,
  ].join('\n'),
];
const envRef = (r, v, p) => {
  const ref = r.pick(ENV_REFS).replace('{E}', p.env).replace('{e}', p.env.toLowerCase());
  return [
    p.slug,
    [
      `// ${p.slug} client wiring`,
      `const apiKey = ${ref};`,
      `if (!apiKey) throw new Error("missing ${p.env}");`,
    ].join('\n'),
  ];
};
const scrubbedCassette = (r, v, p) => [
  p.slug,
  [
    '# tests/fixtures/vcr/test_create_customer.yaml (recorded with filter_headers)',
    '- request:',
    '    headers:',
    '      Authorization:',
    `      - ${r.pick(['Bearer <REDACTED>', 'FILTERED', 'Bearer **********', 'Basic <AUTH>'])}`,
    `    uri: https://api.${p.slug.replace(/-/g, '')}.io/v1/customers`,
    '  response:',
    '    status: {code: 201}',
  ].join('\n'),
];
const commitIds = (r, v) => [
  'git',
  [
    '## [2.14.0] - 2024-05-02',
    `- Fix race in cache warmup (${v('{hex:7}')})`,
    `- Bump parser to 4.1 (${v('{hex:40}')})`,
    `Full diff: https://github.com/acme/widget/compare/${v('{hex:40}')}...${v('{hex:40}')}`,
  ].join('\n'),
];
const checksums = (r, v) => [
  'release',
  [
    '# SHA256SUMS for v1.9.3',
    `${v('{hex:64}')}  widget-linux-amd64.tar.gz`,
    `${v('{hex:64}')}  widget-darwin-arm64.tar.gz`,
    `${v('{hex:64}')}  widget-windows-amd64.zip`,
  ].join('\n'),
];
const imageDigest = (r, v) => [
  'docker',
  [
    '# pinned by renovate',
    `FROM python:3.12-slim@sha256:${v('{hex:64}')}`,
    'RUN pip install --no-cache-dir -r requirements.txt',
  ].join('\n'),
];
const lockIntegrity = (r, v) => [
  'npm',
  [
    '"node_modules/picocolors": {',
    '  "version": "1.1.1",',
    '  "resolved": "https://registry.npmjs.org/picocolors/-/picocolors-1.1.1.tgz",',
    `  "integrity": "sha512-${v('{b64:86}')}=="`,
    '}',
  ].join('\n'),
];
const pipHashes = (r, v) => [
  'pypi',
  [
    '# requirements.lock',
    'certifi==2024.8.30 \\',
    `    --hash=sha256:${v('{hex:64}')} \\`,
    `    --hash=sha256:${v('{hex:64}')}`,
  ].join('\n'),
];
const goSum = (r, v) => [
  'go',
  [
    `github.com/spf13/cobra v1.8.1 h1:${v('{b64:43}')}=`,
    `github.com/spf13/cobra v1.8.1/go.mod h1:${v('{b64:43}')}=`,
  ].join('\n'),
];
const cargoLock = (r, v) => [
  'cargo',
  [
    '[[package]]',
    'name = "serde"',
    'version = "1.0.210"',
    'source = "registry+https://github.com/rust-lang/crates.io-index"',
    `checksum = "${v('{hex:64}')}"`,
  ].join('\n'),
];
const seededIds = (r, v) => [
  'test-data',
  [
    '# test/fixtures/seed.yml',
    'users:',
    `  - id: ${v('{uuid}')}`,
    '    name: Ada',
    `  - id: ${v('{uuid}')}`,
    '    name: Grace',
    `    org_id: ${v('{uuid}')}`,
  ].join('\n'),
];
const gpgRelease = (r, v) => [
  'gpg',
  [
    '## Verifying releases',
    '',
    'Releases are signed with the maintainers key:',
    '',
    `    pub   ed25519 2023-02-11 [SC]`,
    `          ${v('{HEX:40}')}`,
    '',
    `gpg --recv-keys ${v('{HEX:16}')}`,
  ].join('\n'),
];
const sshPub = (r, v) => [
  'ssh',
  [
    '# deploy/authorized_keys (public keys only)',
    `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${v('{b64:43}')} ci@builder`,
    `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${v('{b64:120}')} ops@bastion`,
  ].join('\n'),
];
const pemPublic = (r, v) => {
  const label = r.pick(['PUBLIC KEY', 'CERTIFICATE']);
  return [
    'x509',
    [
      `-----BEGIN ${label}-----`,
      `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${v('{b64:20}')}`,
      v('{b64:64}'),
      v('{b64:64}'),
      `${v('{b64:40}')}==`,
      `-----END ${label}-----`,
    ].join('\n'),
  ];
};
const imageData = (r, v) => [
  'fixture',
  [
    '// test/__fixtures__/avatar.ts',
    `export const AVATAR_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${v('{b64:90}')}=";`,
  ].join('\n'),
];
const snapshot = (r, v) => [
  'jest',
  [
    '// __snapshots__/render.test.ts.snap',
    `exports[\`Card renders 1\`] = \``,
    `<div class="card-${v('{hex:8}')}" data-hash="${v('{hex:32}')}">`,
    '  Hello',
    '</div>',
    '`;',
  ].join('\n'),
];
const tracing = (r, v) => [
  'observability',
  [
    `level=info msg="request done" request_id=${v('{hex:32}')} trace_id=${v('{hex:32}')} span_id=${v('{hex:16}')} status=200`,
    `ETag: "${v('{hex:40}')}"`,
    `nonce=${v('{b64u:22}')} checksum=${v('{hex:32}')}`,
  ].join('\n'),
];
const cssColours = (r, v) => [
  'css',
  [
    ':root {',
    `  --brand: #${v('{hex:6}')};`,
    `  --accent: #${v('{hex:6}')};`,
    `  --shadow: #${v('{hex:8}')};`,
    '}',
  ].join('\n'),
];
const PUBLIC = [
  ['stripe', 'STRIPE_PUBLISHABLE_KEY', 'pk_live_{b62:99}'],
  ['mapbox', 'NEXT_PUBLIC_MAPBOX_TOKEN', 'pk.eyJ1Ijoi{b64u:30}.{b64u:22}'],
  ['posthog', 'NEXT_PUBLIC_POSTHOG_KEY', 'phc_{b62:43}'],
  ['algolia', 'ALGOLIA_SEARCH_ONLY_KEY', '{hex:32}'],
  ['sentry', 'SENTRY_DSN', 'https://{hex:32}@o{dig:6}.ingest.sentry.io/{dig:7}'],
];
const publicByDesign = (r, v) => {
  const [slug, env, tpl] = r.pick(PUBLIC);
  return [
    slug,
    ['# shipped to the browser bundle on purpose (public by design)', `${env}=${v(tpl)}`].join(
      '\n',
    ),
  ];
};
const vendorExamples = (r) =>
  r.pick([
    [
      'aws',
      'From the AWS docs:\n\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ],
    ['aws', '# docs/s3.md\nexport AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE'],
  ]);
const redacted = (r, v, p) => [
  p.slug,
  [
    '$ widget auth status',
    `Logged in to ${p.slug} as ci-bot`,
    `Token: ${r.pick(['****************', `${v('{b62:4}')}…${v('{b62:4}')}`.replace(/^.{4}/, '****'), '[REDACTED]', '<hidden>'])}`,
    'Scopes: read, write',
  ].join('\n'),
];
const localDefaults = (r) => [
  'local-dev',
  [
    '# docker-compose.yml — local development only, these defaults are documented in CONTRIBUTING.md',
    'services:',
    '  db:',
    '    image: postgres:16',
    '    environment:',
    `      POSTGRES_USER: ${r.pick(['postgres', 'dev'])}`,
    `      POSTGRES_PASSWORD: ${r.pick(['postgres', 'dev', 'password', 'localdev'])}`,
    '    ports: ["5432:5432"]',
  ].join('\n'),
];
const sriHtml = (r, v) => [
  'cdn',
  [
    `<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.2/dist/htmx.min.js" integrity="sha384-${v('{b64:64}')}" crossorigin="anonymous"></script>`,
    `<link rel="stylesheet" href="/assets/main.${v('{hex:8}')}.css">`,
  ].join('\n'),
];

export const NEGATIVES = {
  placeholderEnv,
  envRef,
  scrubbedCassette,
  commitIds,
  checksums,
  imageDigest,
  lockIntegrity,
  pipHashes,
  goSum,
  cargoLock,
  seededIds,
  gpgRelease,
  sshPub,
  pemPublic,
  imageData,
  snapshot,
  tracing,
  cssColours,
  publicByDesign,
  vendorExamples,
  redacted,
  localDefaults,
  sriHtml,
};
