// Hard negatives, part 2: hashes, digests, integrity values, public keys and certificates,
// encoded non-secret data, ids, colours, public-by-design client ids, vendor example keys.
import { APPS } from './names.mjs';
import { B62, B64U, HEX, LAN, UAN, b64bytes, uuid } from './values.mjs';

const sha256 = (r) => r.chars(HEX, 64);
const sha1 = (r) => r.chars(HEX, 40);

function checksums(r) {
  const v = `${r.int(3)}.${r.int(20)}.${r.int(10)}`;
  return [
    'generic',
    `# SHA256SUMS for release v${v}\n${sha256(r)}  ${r.pick(APPS)}-linux-amd64.tar.gz\n${sha256(r)}  ${r.pick(APPS)}-darwin-arm64.tar.gz\n${sha256(r)}  ${r.pick(APPS)}-windows-amd64.zip`,
  ];
}

function gitLog(r) {
  const lines = [0, 1, 2].map(
    () =>
      `commit ${sha1(r)}\nAuthor: ${r.pick(['Maria Keller', 'Tomás Ruiz', 'Chen Wei'])} <dev@acme.io>\n\n    ${r.pick(['fix: retry on 429', 'chore: bump deps', 'feat: add export button'])}\n`,
  );
  return ['git', lines.join('\n')];
}

function imageDigest(r) {
  return [
    'docker',
    `image: ghcr.io/acme/${r.pick(APPS)}@sha256:${sha256(r)}\nimagePullPolicy: IfNotPresent`,
  ];
}

function npmIntegrity(r) {
  const pkg = r.pick(['lodash', 'ms', 'debug', 'picocolors', 'semver', 'yaml']);
  return [
    'npm',
    `    "node_modules/${pkg}": {\n      "version": "${r.int(5)}.${r.int(20)}.${r.int(9)}",\n      "resolved": "https://registry.npmjs.org/${pkg}/-/${pkg}-1.0.0.tgz",\n      "integrity": "sha512-${b64bytes(64)(r)}",\n      "license": "MIT"\n    },`,
  ];
}

function yarnLock(r) {
  return [
    'yarn',
    `"@babel/code-frame@^7.22.13":\n  version "7.24.${r.int(9)}"\n  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.24.2.tgz#${sha1(r)}"\n  integrity sha512-${b64bytes(64)(r)}`,
  ];
}

function goSum(r) {
  const mod = r.pick([
    'github.com/spf13/cobra v1.8.0',
    'golang.org/x/sys v0.18.0',
    'github.com/google/uuid v1.6.0',
  ]);
  return ['go', `${mod} h1:${b64bytes(32)(r)}\n${mod}/go.mod h1:${b64bytes(32)(r)}`];
}

function terraformLock(r) {
  return [
    'terraform',
    `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.${r.int(60)}.0"\n  hashes = [\n    "h1:${b64bytes(32)(r)}",\n    "zh:${sha256(r)}",\n    "zh:${sha256(r)}",\n  ]\n}`,
  ];
}

function cargoLock(r) {
  return [
    'cargo',
    `[[package]]\nname = "${r.pick(['serde', 'tokio', 'anyhow'])}"\nversion = "1.0.${r.int(200)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha256(r)}"`,
  ];
}

function pipHashes(r) {
  return [
    'pypi',
    `requests==2.31.0 \\\n    --hash=sha256:${sha256(r)} \\\n    --hash=sha256:${sha256(r)}`,
  ];
}

function assetHashes(r) {
  const h = () => r.chars(HEX, 8);
  return [
    'webpack',
    `<link rel="stylesheet" href="/static/css/main.${h()}.css">\n<script defer src="/static/js/runtime.${h()}.js"></script>\n<script defer src="/static/js/main.${h()}.chunk.js"></script>\n<!-- build ${r.chars(LAN, 21)} -->`,
  ];
}

function ciCacheKey(r) {
  return [
    'github-actions',
    `Run actions/cache@v4\nCache restored successfully\nCache restored from key: node-cache-Linux-x64-npm-${sha256(r)}\nReceived ${r.int(200)} of ${r.int(200) + 200} MB`,
  ];
}

function testSeed(r) {
  return [
    'generic',
    `$ pytest -p randomly\nUsing --randomly-seed=${r.int(4000000000)}\n=== ${r.int(900)} passed in ${r.int(60)}.12s ===\nJest: --seed=${r.int(2000000000)} snapshot ${r.chars(HEX, 32)}.snap`,
  ];
}

function etagIds(r) {
  return [
    'generic',
    `HTTP/2 200\ncontent-type: application/json\netag: W/"${r.chars(HEX, 32)}"\nx-request-id: ${uuid(r)}\ntraceparent: 00-${r.chars(HEX, 32)}-${r.chars(HEX, 16)}-01\nx-amz-cf-id: ${r.chars(B64U, 56)}==`,
  ];
}

function logIds(r) {
  return [
    'generic',
    `{"level":"info","msg":"order created","trace_id":"${r.chars(HEX, 32)}","span_id":"${r.chars(HEX, 16)}","request_id":"req_${r.chars(B62, 24)}","order_id":"ord_${r.chars(LAN, 20)}","nonce":"${r.chars(HEX, 24)}"}`,
  ];
}

function cspNonce(r) {
  return [
    'generic',
    `Content-Security-Policy: script-src 'self' 'nonce-${b64bytes(16)(r)}'; style-src 'self' 'sha256-${b64bytes(32)(r)}'`,
  ];
}

function sshPublic(r) {
  return [
    'ssh',
    `# authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B62, 43)} deploy@ci\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.chars(B62, 300)} maria@laptop`,
  ];
}

function pemPublic(r) {
  const body = b64bytes(270)(r)
    .match(/.{1,64}/g)
    .join('\n');
  const kind = r.pick(['PUBLIC KEY', 'CERTIFICATE']);
  return [
    'x509',
    `# ${kind === 'CERTIFICATE' ? 'CA bundle for the internal registry' : 'JWT verification key (public)'}\n-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----`,
  ];
}

function wireguardPublic(r) {
  return [
    'wireguard',
    `[Peer]\n# office gateway\nPublicKey = ${b64bytes(32)(r)}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820`,
  ];
}

function agePublic(r) {
  return [
    'age',
    `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
  ];
}

function dataUri(r) {
  return [
    'generic',
    `.logo {\n  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r.chars(B62 + '+/', 120)}AAAAASUVORK5CYII=");\n}`,
  ];
}

function sourceMap(r) {
  const json = Buffer.from(
    JSON.stringify({ version: 3, sources: ['src/index.ts'], names: [], mappings: ';;AAAA,SAAS' }),
  ).toString('base64');
  return [
    'generic',
    `export{a as default};\n//# sourceMappingURL=data:application/json;base64,${json}\n//# build ${r.chars(HEX, 12)}`,
  ];
}

function cssColours(r) {
  const c = () => `#${r.chars(HEX, 6)}`;
  return [
    'css',
    `:root {\n  --color-primary: ${c()};\n  --color-accent: ${c()};\n  --shadow: 0 1px 2px ${c()}33;\n}`,
  ];
}

function publicIds(r) {
  const forms = [
    ['google-analytics', () => `gtag('config', 'G-${r.chars(UAN, 10)}');`],
    [
      'google-tag-manager',
      () =>
        `<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-${r.chars(UAN, 7)}"></script>`,
    ],
    [
      'algolia',
      () =>
        `const search = algoliasearch('${r.chars(UAN, 10)}', '${r.chars(HEX, 32)}'); // search-only key, safe in the browser`,
    ],
    [
      'mapbox',
      () =>
        `mapboxgl.accessToken = 'pk.eyJ1Ijoi${r.chars(B64U, 40)}.${r.chars(B64U, 22)}'; // public token (pk.)`,
    ],
    [
      'posthog',
      () => `posthog.init('phc_${r.chars(B62, 43)}', { api_host: 'https://eu.i.posthog.com' })`,
    ],
    ['recaptcha', () => `<div class="g-recaptcha" data-sitekey="6L${r.chars(B64U, 38)}"></div>`],
    [
      'facebook',
      () =>
        `<meta property="fb:app_id" content="${r.int(900000000) + 100000000}${r.int(900000) + 100000}" />`,
    ],
  ];
  const [slug, make] = r.pick(forms);
  return [slug, make()];
}

function firebaseWeb(r) {
  const project = `${r.pick(APPS)}-${r.int(90000) + 10000}`;
  return [
    'firebase',
    `// Firebase web config: identifies the project, it is public by design\nconst firebaseConfig = {\n  apiKey: "AIza${r.chars(B64U, 35)}",\n  authDomain: "${project}.firebaseapp.com",\n  projectId: "${project}",\n  appId: "1:${r.int(900000000000) + 100000000000}:web:${r.chars(HEX, 22)}",\n};`,
  ];
}

function vendorExamples(r) {
  const forms = [
    [
      'aws',
      `# From the AWS docs (example credentials)\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ],
    [
      'jwt',
      `Example token from jwt.io:\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`,
    ],
    [
      'aws',
      `>>> session = boto3.Session(aws_access_key_id="AKIAIOSFODNN7EXAMPLE")  # docs example`,
    ],
  ];
  const [slug, text] = r.pick(forms);
  return [slug, text];
}

function emptyHash(r) {
  return [
    'generic',
    `// well-known digests of the empty input\nconst EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';\nconst EMPTY_MD5 = 'd41d8cd98f00b204e9800998ecf8427e';\nconst cacheKey = \`v${r.int(9)}-\${EMPTY_SHA256}\`;`,
  ];
}

function md5Meta(r) {
  return [
    'generic',
    `{\n  "file": "dataset-${r.int(2024)}.parquet",\n  "size": ${r.int(90000000)},\n  "md5": "${r.chars(HEX, 32)}",\n  "sha1": "${sha1(r)}",\n  "etag": "\\"${r.chars(HEX, 32)}-${r.int(20)}\\""\n}`,
  ];
}

function nextBuildId(r) {
  return [
    'vercel',
    `▲ Next.js 14.1.${r.int(5)}\n   Build id: ${r.chars(B64U, 21)}\n   Deployment: dpl_${r.chars(B62, 28)}\n   Commit: ${sha1(r).slice(0, 7)}`,
  ];
}

function lockfileGems(r) {
  return [
    'rubygems',
    `CHECKSUMS\n  rack (3.0.${r.int(12)}) sha256=${sha256(r)}\n  rails (7.1.${r.int(4)}) sha256=${sha256(r)}`,
  ];
}

export const NEGATIVES_B = {
  checksums,
  'git-log': gitLog,
  'image-digest': imageDigest,
  'npm-integrity': npmIntegrity,
  'yarn-lock': yarnLock,
  'go-sum': goSum,
  'terraform-lock': terraformLock,
  'cargo-lock': cargoLock,
  'pip-hashes': pipHashes,
  'asset-hashes': assetHashes,
  'ci-cache-key': ciCacheKey,
  'test-seed': testSeed,
  'http-ids': etagIds,
  'log-ids': logIds,
  'csp-nonce': cspNonce,
  'ssh-public-key': sshPublic,
  'pem-public': pemPublic,
  'wireguard-public': wireguardPublic,
  'age-recipient': agePublic,
  'data-uri': dataUri,
  'source-map': sourceMap,
  'css-colours': cssColours,
  'public-id': publicIds,
  'firebase-web-config': firebaseWeb,
  'vendor-example': vendorExamples,
  'empty-digest': emptyHash,
  'file-metadata': md5Meta,
  'build-id': nextBuildId,
  'gem-checksums': lockfileGems,
};
