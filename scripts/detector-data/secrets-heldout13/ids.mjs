// Hashes, ids and build artefacts for the held-out (13) secrets set: random-looking, not secret.

import { B64, UALNUM } from './values.mjs';

const L = (...parts) => parts.flat().join('\n');

/** Hashes, ids and build artefacts that look random but are not secrets. */
export const IDS = [
  [
    'webpack',
    'chunk-hash',
    (r, s) =>
      L(
        '<link rel="modulepreload" href="/assets/index-' + s.url(8) + '.js">',
        `<link rel="stylesheet" href="/assets/index-${s.hex(8)}.css">`,
        `<script type="module" src="/assets/vendor-${s.hex(20)}.js"></script>`,
      ),
  ],
  [
    'html',
    'sri-integrity',
    (r) =>
      `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" integrity="sha384-${r.chars(B64, 64)}" crossorigin="anonymous"></script>`,
  ],
  [
    'html',
    'csp-nonce',
    (r) =>
      L(
        `Content-Security-Policy: script-src 'self' 'nonce-${r.chars(B64, 22)}=='`,
        `<script nonce="${r.chars(B64, 22)}==">window.__INITIAL_STATE__ = {};</script>`,
      ),
  ],
  [
    'html',
    'csrf-token',
    (r, s) =>
      L(
        '<head>',
        `  <meta name="csrf-token" content="${s.url(86)}">`,
        '  <meta name="viewport" content="width=device-width, initial-scale=1">',
        '</head>',
      ),
  ],
  [
    'npm',
    'lockfile-integrity',
    (r) =>
      L(
        `    "node_modules/${r.pick(['nanoid', 'zod', 'clsx', 'dayjs'])}": {`,
        `      "version": "${r.int(5)}.${r.int(12)}.${r.int(9)}",`,
        `      "resolved": "https://registry.npmjs.org/x/-/x-1.0.0.tgz",`,
        `      "integrity": "sha512-${r.chars(B64, 86)}=="`,
        '    },',
      ),
  ],
  [
    'git',
    'commit-sha',
    (r, s) =>
      L(
        `commit ${s.hex(40)}`,
        'Author: Dana Ilić <dana@fernly.app>',
        'Date:   Tue May 14 10:02:11 2024 +0200',
        '',
        '    fix(checkout): keep cart on refresh',
        '',
        `    Reverts ${s.hex(12)}.`,
      ),
  ],
  ['docker', 'image-digest', (r, s) => `image: ghcr.io/fernly/web@sha256:${s.hex(64)}`],
  [
    'release',
    'checksums',
    (r, s) =>
      L(
        `${s.hex(64)}  app-${r.int(4)}.2.0-darwin-arm64.dmg`,
        `${s.hex(64)}  app-${r.int(4)}.2.0-win-x64.exe`,
        `${s.hex(64)}  app-${r.int(4)}.2.0-linux-x86_64.AppImage`,
      ),
  ],
  [
    'md5',
    'etag',
    (r, s) =>
      L(
        'HTTP/2 200',
        'content-type: image/webp',
        `etag: "${s.hex(32)}"`,
        'cache-control: public, max-age=31536000, immutable',
      ),
  ],
  [
    'tracing',
    'trace-id',
    (r, s) =>
      `{"level":"warn","msg":"slow query","trace_id":"${s.hex(32)}","span_id":"${s.hex(16)}","request_id":"${s.uuid()}","ms":1840}`,
  ],
  [
    'uuid',
    'entity-ids',
    (r, s) =>
      JSON.stringify(
        { orderId: s.uuid(), customerId: s.uuid(), items: [{ sku: `SKU-${s.uan(6)}`, qty: 2 }] },
        null,
        2,
      ),
  ],
  [
    'dotnet',
    'project-guid',
    (r, s) =>
      `Project("{${s.uuid().toUpperCase()}}") = "Ledger.Api", "src\\Ledger.Api\\Ledger.Api.csproj", "{${s.uuid().toUpperCase()}}"`,
  ],
  [
    'ios',
    'bundle-and-team',
    (r, s) =>
      L(
        `PRODUCT_BUNDLE_IDENTIFIER = com.tandem.${s.lan(6)};`,
        `DEVELOPMENT_TEAM = ${r.chars(UALNUM, 10)};`,
        `CODE_SIGN_IDENTITY = "Apple Distribution";`,
      ),
  ],
  [
    'css',
    'colours',
    (r, s) =>
      L(
        ':root {',
        `  --brand: #${s.hex(6)};`,
        `  --brand-dark: #${s.hex(6)};`,
        `  --surface: #${s.hex(6)}cc;`,
        '}',
      ),
  ],
  [
    'image',
    'base64-png',
    (r) =>
      `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${r.chars(B64, 120)}AAAAAElFTkSuQmCC"); }`,
  ],
  [
    'fixture',
    'base64-json',
    () =>
      `const fixture = atob('${Buffer.from(JSON.stringify({ user: 'demo', theme: 'dark', locale: 'fr-FR' })).toString('base64')}');`,
  ],
  [
    'pem',
    'public-key',
    (r) =>
      L(
        '-----BEGIN PUBLIC KEY-----',
        r.chars(B64, 64),
        r.chars(B64, 64),
        r.chars(B64, 64),
        `${r.chars(B64, 24)}IDAQAB`,
        '-----END PUBLIC KEY-----',
      ),
  ],
  [
    'pem',
    'certificate',
    (r) =>
      L(
        'ca.crt: |',
        '  -----BEGIN CERTIFICATE-----',
        `  MIID${r.chars(B64, 60)}`,
        `  ${r.chars(B64, 64)}`,
        `  ${r.chars(B64, 40)}==`,
        '  -----END CERTIFICATE-----',
      ),
  ],
  [
    'ssh',
    'known-hosts',
    (r) => `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)}`,
  ],
  [
    'jwks',
    'public-jwk',
    (r, s) =>
      JSON.stringify(
        {
          keys: [
            { kty: 'RSA', use: 'sig', kid: s.hex(16), alg: 'RS256', e: 'AQAB', n: s.url(120) },
          ],
        },
        null,
        2,
      ),
  ],
  [
    'vite',
    'build-manifest',
    (r, s) =>
      JSON.stringify(
        {
          'src/main.ts': {
            file: `assets/main-${s.url(8)}.js`,
            css: [`assets/main-${s.url(8)}.css`],
            isEntry: true,
          },
        },
        null,
        2,
      ),
  ],
  [
    'service-worker',
    'precache-revision',
    (r, s) =>
      `self.__WB_MANIFEST = [{"revision":"${s.hex(32)}","url":"/index.html"},{"revision":null,"url":"/assets/app.${s.hex(8)}.js"}];`,
  ],
  [
    'oauth',
    'state-and-pkce',
    (r, s) =>
      `https://auth.fernly.app/authorize?response_type=code&client_id=web-spa&state=${s.url(32)}&code_challenge=${s.url(43)}&code_challenge_method=S256`,
  ],
  [
    'android',
    'sha-fingerprint',
    (r) =>
      `SHA-256 certificate fingerprint: ${Array.from({ length: 32 }, () => r.chars('0123456789ABCDEF', 2)).join(':')}`,
  ],
  [
    'cache',
    'cache-key',
    (r, s) => `  - restore-cache: { key: 'v2-deps-${s.hex(40)}' }  # hashFiles(package-lock.json)`,
  ],
];
