// Hard negatives of the held-out (6) secrets set, part two: random-looking values that are
// not credentials (hashes, digests, ids, public keys, public addresses, fingerprints,
// encrypted blobs, publishable keys, vendor-documented examples). Builders get (r).

import { chars, randomBase64, uuid } from './values.mjs';

const hex = (r, n) => chars(r, 'hex', n);
const b64lines = (r, bytes) => (randomBase64(r, bytes).match(/.{1,64}/g) ?? []).join('\n');

const gitCommit = (r) =>
  r.pick([
    () =>
      `commit ${hex(r, 40)}\nAuthor: Lena Fischer <lena@acme.example>\nDate:   Tue Mar 4 10:12:55 2025 +0100\n\n    fix: retry on 429 from the billing API`,
    () =>
      `## 2.14.1\n- Fix pagination of invoices (${hex(r, 7)})\n- Bump axios to 1.7.9 (${hex(r, 7)})\n- Revert "cache tokens in memory" (${hex(r, 40)})`,
    () =>
      `- uses: actions/checkout@${hex(r, 40)} # v4.2.2\n- uses: actions/setup-node@${hex(r, 40)} # v4.1.0`,
    () => `Merge: ${hex(r, 12)} ${hex(r, 12)}\nbisect found first bad commit: ${hex(r, 40)}`,
    () => `[submodule "vendor/protos"]\n\tpath = vendor/protos\n# pinned at ${hex(r, 40)}`,
  ])();

const checksum = (r) =>
  r.pick([
    () =>
      `${hex(r, 64)}  govern-linux-amd64.tar.gz\n${hex(r, 64)}  govern-darwin-arm64.tar.gz\n${hex(r, 64)}  govern-windows-amd64.zip`,
    () =>
      `class Fetchy < Formula\n  url "https://github.com/acme/fetchy/archive/v1.3.0.tar.gz"\n  sha256 "${hex(r, 64)}"\n  license "MIT"\nend`,
    () =>
      `http_archive(\n    name = "rules_proto",\n    sha256 = "${hex(r, 64)}",\n    strip_prefix = "rules_proto-6.0.2",\n    urls = ["https://github.com/bazelbuild/rules_proto/releases/download/6.0.2/rules_proto-6.0.2.tar.gz"],\n)`,
    () =>
      `src = fetchFromGitHub {\n  owner = "acme";\n  repo = "fetchy";\n  rev = "v1.3.0";\n  hash = "sha256-${randomBase64(r, 32)}";\n};`,
    () =>
      `requests==2.32.3 \\\n    --hash=sha256:${hex(r, 64)} \\\n    --hash=sha256:${hex(r, 64)}`,
    () =>
      `[[package]]\nname = "serde"\nversion = "1.0.217"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${hex(r, 64)}"`,
    () =>
      `golang.org/x/crypto v0.31.0 h1:${randomBase64(r, 32)}\ngolang.org/x/crypto v0.31.0/go.mod h1:${randomBase64(r, 32)}`,
    () =>
      `Downloaded backup-2025-03-02.sql.gz\nMD5:    ${hex(r, 32)}\nSHA1:   ${hex(r, 40)}\nSHA256: ${hex(r, 64)}`,
  ])();

const dockerDigest = (r) =>
  r.pick([
    () =>
      `FROM python:3.12-slim@sha256:${hex(r, 64)}\nRUN pip install --no-cache-dir -r requirements.txt`,
    () => `    image: ghcr.io/acme/worker@sha256:${hex(r, 64)}\n    imagePullPolicy: IfNotPresent`,
    () =>
      `latest: digest: sha256:${hex(r, 64)} size: 1789\nPushed registry.corp.example/api:1.42.0`,
  ])();

const uuidIds = (r) =>
  r.pick([
    () => `ARM_TENANT_ID=${uuid(r)}\nARM_SUBSCRIPTION_ID=${uuid(r)}\nARM_USE_OIDC=true`,
    () => `{"orderId": "${uuid(r)}", "customerId": "${uuid(r)}", "status": "paid"}`,
    () =>
      `<ProjectGuid>{${uuid(r, true)}}</ProjectGuid>\n<RootNamespace>Acme.Billing</RootNamespace>`,
    () => `correlation_id=${uuid(r)} tenant=${uuid(r)} msg="invoice rendered" ms=${r.int(900)}`,
  ])();

const lockIntegrity = (r) =>
  r.pick([
    () =>
      `    "node_modules/lodash": {\n      "version": "4.17.21",\n      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n      "integrity": "sha512-${randomBase64(r, 64)}"\n    },`,
    () =>
      `left-pad@^1.3.0:\n  version "1.3.0"\n  resolved "https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz#${hex(r, 40)}"\n  integrity sha512-${randomBase64(r, 64)}`,
    () =>
      `<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js"\n        integrity="sha384-${randomBase64(r, 48)}"\n        crossorigin="anonymous"></script>`,
  ])();

const publicKeys = (r) =>
  r.pick([
    () =>
      `# ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${randomBase64(r, 32).slice(0, 43)} marta@laptop\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${randomBase64(r, 32).slice(0, 43)} ci@runner`,
    () => `-----BEGIN PUBLIC KEY-----\n${b64lines(r, 294)}\n-----END PUBLIC KEY-----`,
    () => `-----BEGIN CERTIFICATE-----\n${b64lines(r, 870)}\n-----END CERTIFICATE-----`,
    () =>
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${b64lines(r, 400)}\n=${randomBase64(r, 3)}\n-----END PGP PUBLIC KEY BLOCK-----`,
    () =>
      `{"keys":[{"kty":"RSA","use":"sig","kid":"${hex(r, 16)}","alg":"RS256","e":"AQAB","n":"${chars(r, 'b64u', 342)}"}]}`,
    () =>
      `[Peer]\n# office gateway\nPublicKey = ${randomBase64(r, 32)}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.example:51820`,
    () => `# recipients for sops\nage: age1${chars(r, 'b32', 58).replace(/[bio]/g, 'q')}`,
    () =>
      `untrusted comment: minisign public key ${hex(r, 16).toUpperCase()}\nRW${randomBase64(r, 40).slice(0, 54)}`,
  ])();

const base64Data = (r) =>
  r.pick([
    () =>
      `.logo {\n  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${randomBase64(r, 180)}");\n}`,
    () =>
      `// fixture: a tiny gif used by the upload tests\nexport const PIXEL = 'R0lGODlhAQABAIAAAP${randomBase64(r, 24)}';`,
    () =>
      `"attachments": [{"filename": "invoice.pdf", "content": "JVBERi0xLjcKJeLjz9MK${randomBase64(r, 150)}"}]`,
    () => `font: url(data:font/woff2;base64,d09GMgABAAAAA${randomBase64(r, 120)}) format("woff2");`,
  ])();

const randomIds = (r) =>
  r.pick([
    () =>
      `{"trace_id":"${hex(r, 32)}","span_id":"${hex(r, 16)}","level":"info","msg":"GET /healthz 200"}`,
    () =>
      `HTTP/1.1 304 Not Modified\nETag: "${hex(r, 32)}"\nX-Request-Id: ${chars(r, 'b62', 26)}\nCache-Control: max-age=60`,
    () => `Content-Security-Policy: script-src 'nonce-${randomBase64(r, 16)}' 'strict-dynamic'`,
    () => `db.orders.find({ _id: ObjectId("${hex(r, 24)}") })`,
    () => `event_id=${chars(r, 'UPPER', 26)} type=payment.succeeded delivered=true`,
    () => `traceparent: 00-${hex(r, 32)}-${hex(r, 16)}-01`,
    () => `<input type="hidden" name="form_build_id" value="form-${chars(r, 'b64u', 43)}" />`,
    () => `upload complete: blob_id=${hex(r, 40)} size=${r.int(1e7)} bytes`,
    () => `const buildHash = "${hex(r, 20)}"; // injected by webpack, used for cache busting`,
    () =>
      `session_nonce_length: 32\nsample_nonce: "${hex(r, 32)}"  # shown in the docs, regenerated per request`,
  ])();

const colours = (r) => {
  const c = () => `#${hex(r, 6)}`;
  return r.pick([
    () =>
      `:root {\n  --brand: ${c()};\n  --brand-dark: ${c()};\n  --accent: ${c()};\n  --muted: ${c()}80;\n}`,
    () => `theme:\n  primaryKey: "${c()}"\n  secondaryKey: "${c()}"\n  tokenColor: "${c()}"`,
    () => `export const palette = { keyColor: '${c()}', secretSauce: '${c()}', shadow: '${c()}' };`,
  ])();
};

export const DATA_NEGATIVES_A = [
  ['git-commit', gitCommit, 10, 'git'],
  ['checksum', checksum, 14, 'none'],
  ['docker-digest', dockerDigest, 5, 'docker'],
  ['uuid-id', uuidIds, 6, 'none'],
  ['lockfile-integrity', lockIntegrity, 6, 'npm'],
  ['public-key', publicKeys, 12, 'none'],
  ['base64-data', base64Data, 5, 'none'],
  ['random-id', randomIds, 12, 'none'],
  ['css-colour', colours, 4, 'none'],
];
