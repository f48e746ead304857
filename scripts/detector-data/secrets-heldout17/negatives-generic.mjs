// Hard negatives from ordinary configs and code: placeholders, references, hashes, ids,
// public material and redaction output. Each: [provider, rule, (v, i) => text].

const lines = (...parts) => parts.join('\n');
const ENVS = [
  'MOLLIE_API_KEY',
  'TOMTOM_API_KEY',
  'PLAYFAB_SECRET',
  'BLYNK_AUTH_TOKEN',
  'ETHERSCAN_API_KEY',
  'HCLOUD_TOKEN',
  'MIXPANEL_API_SECRET',
  'AIO_KEY',
];
const env = (i) => ENVS[i % ENVS.length];

export const GENERIC_NEGATIVES = [
  [
    'generic',
    'placeholder-angle',
    (v, i) => lines('# copy to .env and fill in', `${env(i)}=<YOUR_API_KEY>`, 'REGION=eu-1'),
  ],
  [
    'generic',
    'placeholder-changeme',
    (v, i) =>
      lines('mqtt:', '  user: sensor', `  password: changeme`, `  # ${env(i)} goes in the vault`),
  ],
  [
    'generic',
    'placeholder-xxx',
    (v, i) => lines(`${env(i).toLowerCase()} = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"`, 'timeout = 30'),
  ],
  [
    'generic',
    'compose-interpolation',
    (v, i) =>
      lines(
        'services:',
        '  api:',
        '    environment:',
        `      ${env(i)}: \${${env(i)}}`,
        `      DB_PASSWORD: \${DB_PASSWORD:?set it}`,
      ),
  ],
  [
    'generic',
    'gha-secret-ref',
    (v, i) =>
      lines(
        '    env:',
        `      ${env(i)}: \${{ secrets.${env(i)} }}`,
        '    steps:',
        '      - run: make deploy',
      ),
  ],
  [
    'generic',
    'process-env',
    (v, i) =>
      lines(
        'export const config = {',
        `  apiKey: process.env.${env(i)} ?? '',`,
        `  region: process.env.REGION || 'eu',`,
        '};',
      ),
  ],
  [
    'generic',
    'os-environ',
    (v, i) =>
      lines(
        'import os',
        `API_KEY = os.environ["${env(i)}"]`,
        'SECRET = os.getenv("SIGNING_SECRET", "")',
      ),
  ],
  [
    'generic',
    'helm-values-ref',
    (v, i) =>
      lines(
        'stringData:',
        `  api-key: {{ .Values.${['mollie', 'tomtom', 'playfab', 'blynk'][i % 4]}.apiKey | quote }}`,
        '  password: {{ required "db password" .Values.db.password }}',
      ),
  ],
  [
    'generic',
    'python-format',
    (v, i) =>
      lines(
        '[handler_remote]',
        'args = ("https://logs.internal/ingest", "%(ingest_token)s")',
        `# ${env(i)} = %(api_key)s`,
      ),
  ],
  [
    'generic',
    'replace-me',
    (v, i) => lines(`${env(i)}=REPLACE_ME`, 'WEBHOOK_SECRET=REPLACE_WITH_WEBHOOK_SECRET'),
  ],
  [
    'generic',
    'masked-stars',
    (v, i) =>
      lines(
        'Current settings:',
        `  ${env(i)}: ********`,
        '  region: eu-central',
        `  webhook_secret: ***`,
      ),
  ],
  [
    'generic',
    'redacted-output',
    (v, i) =>
      `[${v.digits(4)}] loaded ${env(i)}=sk_live_****${v.digits(4)} (masked) token=[REDACTED] user=ops`,
  ],
  [
    'generic',
    'sha256-checksums',
    (v, i) =>
      lines(
        `${v.hex(64)}  firmware-v${i}.2.0.bin`,
        `${v.hex(64)}  bootloader.bin`,
        `${v.hex(64)}  partitions.bin`,
      ),
  ],
  [
    'generic',
    'md5-sha1-manifest',
    (v) => lines('[assets]', `atlas.png md5=${v.hex(32)}`, `music.ogg sha1=${v.hex(40)}`),
  ],
  [
    'generic',
    'git-commit-ids',
    (v) =>
      lines(
        `commit ${v.hex(40)}`,
        'Author: Mira Okafor <mira@driftwood.games>',
        '',
        '    Fix lobby reconnect loop',
        '',
        `Reverts ${v.hex(12)}.`,
      ),
  ],
  [
    'generic',
    'docker-digest',
    (v) =>
      lines(
        `FROM eclipse-mosquitto:2.0.18@sha256:${v.hex(64)}`,
        'COPY mosquitto.conf /mosquitto/config/',
      ),
  ],
  [
    'generic',
    'uuid-ids',
    (v) => JSON.stringify({ orderId: v.uuid(), customerId: v.uuid(), status: 'shipped' }, null, 2),
  ],
  [
    'generic',
    'lockfile-integrity',
    (v) =>
      lines(
        '"node_modules/mqtt": {',
        '  "version": "5.3.4",',
        `  "resolved": "https://registry.npmjs.org/mqtt/-/mqtt-5.3.4.tgz",`,
        `  "integrity": "sha512-${v.b64(86)}=="`,
        '}',
      ),
  ],
  [
    'generic',
    'pem-public-key',
    (v) =>
      lines(
        '-----BEGIN PUBLIC KEY-----',
        v.b64(64),
        v.b64(64),
        v.b64(64),
        `${v.b64(20)}IDAQAB`,
        '-----END PUBLIC KEY-----',
      ),
  ],
  [
    'generic',
    'certificate',
    (v) =>
      lines(
        'ca.crt: |',
        '  -----BEGIN CERTIFICATE-----',
        `  MIID${v.b64(60)}`,
        `  ${v.b64(64)}`,
        `  ${v.b64(64)}`,
        '  -----END CERTIFICATE-----',
      ),
  ],
  [
    'generic',
    'base64-image',
    (v) =>
      `.icon-ok { background: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h${v.b64(120)}=") no-repeat; }`,
  ],
  [
    'generic',
    'trace-headers',
    (v) =>
      lines(
        'HTTP/1.1 200 OK',
        `ETag: "${v.hex(32)}"`,
        `X-Request-Id: ${v.uuid()}`,
        `traceparent: 00-${v.hex(32)}-${v.hex(16)}-01`,
        'Content-Type: application/json',
      ),
  ],
  [
    'generic',
    'nonce-checksum-fields',
    (v) =>
      JSON.stringify({
        nonce: v.b64url(22),
        checksum: v.hex(40),
        trace_id: v.hex(32),
        request_id: v.b62(26),
      }),
  ],
  [
    'generic',
    'css-colours',
    (v) =>
      lines(
        ':root {',
        `  --accent: #${v.hex(6)};`,
        `  --bg: #${v.hex(6)};`,
        `  --shadow: #${v.hex(8)};`,
        '}',
      ),
  ],
  [
    'stripe',
    'publishable-key',
    (v) => lines('<script>', `  const stripe = Stripe('pk_live_${v.b62(99)}');`, '</script>'),
  ],
  [
    'mapbox',
    'public-token',
    (v) =>
      `mapboxgl.accessToken = 'pk.${Buffer.from(JSON.stringify({ u: 'driftwood', a: v.lower(25) })).toString('base64url')}.${v.b64url(22)}';`,
  ],
  [
    'algolia',
    'search-only-key',
    (v) =>
      lines(
        '// search-only key: safe to ship in the browser bundle',
        `const search = algoliasearch('${v.upper(10)}', '${v.hex(32)}');`,
      ),
  ],
  [
    'aws',
    'documented-example',
    () =>
      lines(
        '# Example from the AWS CLI docs',
        'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
        'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      ),
  ],
  [
    'generic',
    'version-build-numbers',
    (v) =>
      lines(
        `VERSION=4.${v.r.int(20)}.${v.r.int(100)}`,
        `BUILD_NUMBER=${v.digits(6)}`,
        `GIT_SHA=${v.hex(7)}`,
      ),
  ],
];
