// Hard negatives of the held-out (7) secrets set: hashes, digests, ids, public keys and
// certificates, harmless base64, public-by-design client keys, vendor example keys and
// redaction output. Same contract as negatives-ops.mjs.

const lines = (...parts) => parts.flat().join('\n');

function imageDigests(c) {
  const row = (name) =>
    `registry.acme.io/${name}   ${c.f.version()}   sha256:${c.v.hex(64)}   ${c.v.hex(12)}   ${c.r.int(20) + 1} days ago   ${c.r.int(400) + 20}MB`;
  const text = lines(
    '$ docker images --digests',
    'REPOSITORY   TAG   DIGEST   IMAGE ID   CREATED   SIZE',
    row(c.f.app()),
    row(c.f.app()),
    `$ docker pull redis:7-alpine`,
    `Digest: sha256:${c.v.hex(64)}`,
  );
  return { provider: 'docker', rule: 'image-digests', text };
}

function gitCommits(c) {
  const entry = () =>
    `${c.v.hex(7)} ${c.r.pick(['fix', 'feat', 'chore'])}(${c.f.app()}): ${c.r.pick(['bump deps', 'retry on 429', 'rotate log files', 'drop legacy endpoint'])}`;
  const text = lines(
    '$ git log --oneline -3',
    entry(),
    entry(),
    entry(),
    '$ git rev-parse HEAD',
    c.v.hex(40),
    `Merge: ${c.v.hex(7)} ${c.v.hex(7)}`,
  );
  return { provider: 'git', rule: 'git-commit-ids', text };
}

function checksums(c) {
  const text = c.r.chance(0.5)
    ? lines(
        '# SHA256SUMS',
        `${c.v.hex(64)}  ${c.f.app()}_${c.f.version()}_linux_amd64.tar.gz`,
        `${c.v.hex(64)}  ${c.f.app()}_${c.f.version()}_darwin_arm64.tar.gz`,
        `${c.v.hex(64)}  ${c.f.app()}_${c.f.version()}_windows_amd64.zip`,
      )
    : lines(
        '$ md5sum backups/*.sql.gz',
        `${c.v.hex(32)}  backups/${c.f.app()}-${c.f.date()}.sql.gz`,
        `${c.v.hex(32)}  backups/${c.f.app()}-${c.f.date()}.sql.gz`,
        '$ sha1sum vendor.tar',
        `${c.v.hex(40)}  vendor.tar`,
      );
  return { provider: 'checksums', rule: 'file-checksums', text };
}

function lockIntegrity(c) {
  const variants = [
    () =>
      lines(
        `    "node_modules/${c.r.pick(['debug', 'semver', 'yaml', 'chalk'])}": {`,
        `      "version": "${c.f.version()}",`,
        `      "resolved": "https://registry.npmjs.org/x/-/x-${c.f.version()}.tgz",`,
        `      "integrity": "sha512-${c.v.b64(86)}=="`,
        '    },',
      ),
    () =>
      lines(
        `github.com/${c.r.pick(['spf13/cobra', 'rs/zerolog', 'google/uuid'])} v1.${c.r.int(9)}.${c.r.int(9)} h1:${c.v.b64(43)}=`,
        `github.com/${c.r.pick(['spf13/cobra', 'rs/zerolog', 'google/uuid'])} v1.${c.r.int(9)}.${c.r.int(9)}/go.mod h1:${c.v.b64(43)}=`,
      ),
    () =>
      lines(
        '[[package]]',
        `name = "${c.r.pick(['serde', 'tokio', 'rand'])}"`,
        `version = "${c.f.version()}"`,
        'source = "registry+https://github.com/rust-lang/crates.io-index"',
        `checksum = "${c.v.hex(64)}"`,
      ),
    () =>
      lines(
        `requests==2.31.0 \\`,
        `    --hash=sha256:${c.v.hex(64)} \\`,
        `    --hash=sha256:${c.v.hex(64)}`,
      ),
    () =>
      lines(
        'version https://git-lfs.github.com/spec/v1',
        `oid sha256:${c.v.hex(64)}`,
        `size ${c.v.digits(7)}`,
      ),
  ];
  return { provider: 'lockfiles', rule: 'lock-integrity', text: c.r.pick(variants)() };
}

function uuidIds(c) {
  const doc = {
    tenant_id: c.v.uuid(),
    subscription_id: c.v.uuid(),
    event_id: c.v.uuid(),
    correlation_id: c.v.uuid(),
    created_at: `${c.f.date()}T${c.f.time()}Z`,
    type: `${c.f.app()}.completed`,
  };
  return { provider: 'ids', rule: 'uuid-identifiers', text: JSON.stringify(doc, null, 2) };
}

function cloudResourceIds(c) {
  const text = lines(
    `$ aws ec2 describe-instances --filters Name=tag:app,Values=${c.f.app()} --query 'Reservations[].Instances[].[InstanceId,ImageId,SubnetId]'`,
    `[["i-0${c.v.hex(16)}", "ami-0${c.v.hex(16)}", "subnet-0${c.v.hex(16)}"]]`,
    `$ az account show --query "{id:id, tenant:tenantId}"`,
    `{ "id": "${c.v.uuid()}", "tenant": "${c.v.uuid()}" }`,
    `$ gcloud projects describe ${c.f.app()}-${c.f.env()} --format="value(projectNumber)"`,
    c.v.digits(12),
  );
  return { provider: 'cloud-ids', rule: 'cloud-resource-ids', text };
}

function publicKeys(c) {
  const variants = [
    () =>
      lines(
        '-----BEGIN PUBLIC KEY-----',
        ...Array.from({ length: 6 }, () => c.v.b64(64)),
        `${c.v.b64(8)}IDAQAB`,
        '-----END PUBLIC KEY-----',
      ),
    () =>
      lines(
        '-----BEGIN CERTIFICATE-----',
        `MIID${c.v.b64(60)}`,
        ...Array.from({ length: 8 }, () => c.v.b64(64)),
        `${c.v.b64(20)}==`,
        '-----END CERTIFICATE-----',
      ),
    () =>
      lines(
        `# ~/.ssh/authorized_keys`,
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${c.v.b64(43)} ${c.f.user()}@laptop`,
        `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${c.v.b64(300)}= ci@build`,
      ),
    () =>
      lines(
        '$ sudo wg show',
        'interface: wg0',
        `  public key: ${c.v.b64(43)}=`,
        '  private key: (hidden)',
        '  listening port: 51820',
        '',
        `peer: ${c.v.b64(43)}=`,
        `  endpoint: 198.51.100.${c.r.int(250)}:51820`,
        '  allowed ips: 10.8.0.2/32',
      ),
    () => lines('# recipients for sops', `age1${c.v.lower(58)}`, `age1${c.v.lower(58)}`),
  ];
  return { provider: 'public-keys', rule: 'public-key-material', text: c.r.pick(variants)() };
}

function harmlessBase64(c) {
  const variants = [
    () =>
      `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${c.v.b64(180)}AAAAAElFTkSuQmCC"); }`,
    () =>
      lines(
        'apiVersion: v1',
        'kind: ConfigMap',
        `metadata: { name: ${c.f.app()}-fonts }`,
        'binaryData:',
        `  icon.woff2: d09GMgABAAAAA${c.v.b64(200)}`,
      ),
    () =>
      lines(
        `// fixture: base64 of a sample webhook body`,
        `const SAMPLE_EVENT = '${Buffer.from(JSON.stringify({ type: 'order.created', id: c.r.int(99999), total: c.r.int(9000) })).toString('base64')}';`,
      ),
  ];
  return { provider: 'base64-data', rule: 'harmless-base64', text: c.r.pick(variants)() };
}

function responseHeaders(c) {
  const text = lines(
    'HTTP/2 200',
    'content-type: application/json',
    `etag: W/"${c.v.hex(32)}"`,
    `x-request-id: ${c.v.b64u(24)}`,
    `x-amz-cf-id: ${c.v.b64u(54)}==`,
    `content-security-policy: script-src 'self' 'nonce-${c.v.b64(22)}=='`,
    `x-content-sha256: ${c.v.hex(64)}`,
  );
  return { provider: 'http', rule: 'response-ids', text };
}

function cssColours(c) {
  const col = () => `#${c.v.hex(c.r.pick([3, 6, 6, 8]))}`;
  const text = lines(
    ':root {',
    `  --brand-primary: ${col()};`,
    `  --brand-accent: ${col()};`,
    `  --surface: ${col()};`,
    `  --token-bg: ${col()};`,
    '}',
    `.btn-key { color: ${col()}; border-color: ${col()}; }`,
  );
  return { provider: 'css', rule: 'css-colours', text };
}

function buildHashes(c) {
  const text = c.r.chance(0.5)
    ? `<script src="https://cdn.acme.io/widget.${c.v.hex(10)}.js" integrity="sha384-${c.v.b64(64)}" crossorigin="anonymous"></script>`
    : JSON.stringify(
        {
          'main.js': `/static/js/main.${c.v.hex(8)}.js`,
          'vendor.js': `/static/js/vendor.${c.v.hex(20)}.js`,
          'main.css': `/static/css/main.${c.v.hex(8)}.css`,
        },
        null,
        2,
      );
  return { provider: 'build', rule: 'content-hashes', text };
}

export const DATA_NEGATIVES = [
  imageDigests,
  gitCommits,
  checksums,
  lockIntegrity,
  uuidIds,
  cloudResourceIds,
  publicKeys,
  harmlessBase64,
  responseHeaders,
  cssColours,
  buildHashes,
];
