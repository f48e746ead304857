// Hard negatives of the held-out (7) secrets set from operations text: things a naive scanner
// flags (ids, digests, revisions, fingerprints, password hashes, key names) with nothing secret.
// Each template takes c (r, v, f) and returns { provider, rule, text }.

const lines = (...parts) => parts.flat().join('\n');

function k8sMetadata(c) {
  const app = c.f.app();
  const text = lines(
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    `  name: ${app}-api`,
    `  generation: ${c.r.int(40) + 1}`,
    `  resourceVersion: "${c.v.digits(9)}"`,
    `  uid: ${c.v.uuid()}`,
    'spec:',
    '  template:',
    '    metadata:',
    '      annotations:',
    `        checksum/config: ${c.v.hex(64)}`,
    `        checksum/secret: ${c.v.hex(64)}`,
    '    spec:',
    '      containers:',
    `        - image: registry.acme.io/${app}/api@sha256:${c.v.hex(64)}`,
  );
  return { provider: 'kubernetes', rule: 'k8s-metadata-ids', text };
}

function k8sSecretRef(c) {
  const name = c.r.pick([
    'API_KEY',
    'STRIPE_SECRET_KEY',
    'DB_PASSWORD',
    'MAILGUN_API_KEY',
    'AUTH_TOKEN',
  ]);
  const text = lines(
    '        env:',
    `          - name: ${name}`,
    '            valueFrom:',
    '              secretKeyRef:',
    `                name: ${c.f.app()}-secrets`,
    `                key: ${name.toLowerCase().replace(/_/g, '-')}`,
    '          - name: POD_IP',
    '            valueFrom: { fieldRef: { fieldPath: status.podIP } }',
  );
  return { provider: 'kubernetes', rule: 'k8s-secret-key-ref', text };
}

function sealedSecret(c) {
  const text = lines(
    'apiVersion: bitnami.com/v1alpha1',
    'kind: SealedSecret',
    'metadata:',
    `  name: ${c.f.app()}-db`,
    `  namespace: ${c.f.app()}`,
    'spec:',
    '  encryptedData:',
    `    password: AgB${c.v.b64(340)}`,
    '  template:',
    '    type: Opaque',
  );
  return { provider: 'sealed-secrets', rule: 'sealed-secret-ciphertext', text };
}

function chartLock(c) {
  const text = lines(
    'dependencies:',
    '- name: postgresql',
    '  repository: oci://registry-1.docker.io/bitnamicharts',
    `  version: 15.${c.r.int(6)}.${c.r.int(9)}`,
    '- name: redis',
    '  repository: oci://registry-1.docker.io/bitnamicharts',
    `  version: 19.${c.r.int(6)}.${c.r.int(9)}`,
    `digest: sha256:${c.v.hex(64)}`,
    `generated: "${c.f.date()}T${c.f.time()}.${c.v.digits(6)}+02:00"`,
  );
  return { provider: 'helm', rule: 'helm-chart-lock-digest', text };
}

function tfStateIds(c) {
  const state = {
    version: 4,
    terraform_version: '1.7.4',
    serial: c.r.int(900) + 10,
    lineage: c.v.uuid(),
    resources: [
      {
        mode: 'managed',
        type: 'aws_instance',
        name: c.f.app(),
        instances: [
          {
            attributes: {
              id: `i-0${c.v.hex(16)}`,
              ami: `ami-0${c.v.hex(16)}`,
              subnet_id: `subnet-0${c.v.hex(16)}`,
              vpc_security_group_ids: [`sg-0${c.v.hex(16)}`],
              arn: `arn:aws:ec2:eu-west-1:${c.v.digits(12)}:instance/i-0${c.v.hex(16)}`,
            },
            sensitive_attributes: [],
          },
        ],
      },
    ],
  };
  return {
    provider: 'terraform',
    rule: 'tfstate-resource-ids',
    text: JSON.stringify(state, null, 2),
  };
}

function tfPlanSensitive(c) {
  const text = lines(
    `  # ${c.r.pick(['aiven_pg', 'mongodbatlas_database_user', 'random_password'])}.${c.f.app()} will be updated in-place`,
    '  ~ resource "mongodbatlas_database_user" "app" {',
    `        id                 = "${c.v.b64(48)}"`,
    '      ~ password           = (sensitive value)',
    `        username           = "${c.f.user()}"`,
    '    }',
    '',
    'Plan: 0 to add, 1 to change, 0 to destroy.',
  );
  return { provider: 'terraform', rule: 'tfplan-sensitive-value', text };
}

function etcdStatus(c) {
  const row = () =>
    `| https://10.0.${c.r.int(4)}.${c.r.int(250) + 2}:2379 | ${c.v.hex(16)} |  3.5.${c.r.int(12)} |  ${c.r.int(90) + 10} MB |     ${c.r.pick(['true', 'false'])} |      ${c.r.int(40) + 2} |   ${c.v.digits(8)} |`;
  const text = lines(
    '$ etcdctl endpoint status --cluster -w table',
    '|         ENDPOINT          |        ID        | VERSION | DB SIZE | IS LEADER | RAFT TERM | RAFT INDEX |',
    row(),
    row(),
    row(),
    `$ etcdctl get /registry/configmaps/${c.f.app()}/settings -w json | jq .header.revision`,
    c.v.digits(8),
  );
  return { provider: 'etcd', rule: 'etcd-ids-revisions', text };
}

function requestIdLog(c) {
  const line = () =>
    `${c.f.date()}T${c.f.time()}Z level=info msg="request done" method=POST path=/v1/${c.f.app()} status=${c.r.pick([200, 201, 204, 401])} request_id=${c.v.hex(32)} trace_id=${c.v.hex(32)} span_id=${c.v.hex(16)} dur=${c.r.int(900)}ms`;
  return { provider: 'logs', rule: 'request-trace-ids', text: lines(line(), line(), line()) };
}

function traceparent(c) {
  const text = lines(
    `GET /api/${c.f.app()}/items HTTP/1.1`,
    'Host: gateway.acme.io',
    `traceparent: 00-${c.v.hex(32)}-${c.v.hex(16)}-01`,
    `X-Amzn-Trace-Id: Root=1-${c.v.hex(8)}-${c.v.hex(24)}`,
    `X-Correlation-ID: ${c.v.uuid()}`,
    `If-None-Match: "${c.v.hex(40)}"`,
  );
  return { provider: 'http', rule: 'trace-headers', text };
}

function sshFingerprint(c) {
  const text = lines(
    `The authenticity of host 'bastion.${c.r.pick(['acme.io', 'kontor.de'])} (203.0.113.${c.r.int(250)})' can't be established.`,
    `ED25519 key fingerprint is SHA256:${c.v.b64(43)}.`,
    'This key is not known by any other names.',
    'Are you sure you want to continue connecting (yes/no/[fingerprint])? yes',
    `$ ssh-keygen -lf /etc/ssh/ssh_host_rsa_key.pub`,
    `3072 SHA256:${c.v.b64(43)} root@${c.f.app()}-bastion (RSA)`,
    `$ ssh-keygen -E md5 -lf ~/.ssh/id_ed25519.pub`,
    `256 MD5:${Array.from({ length: 16 }, () => c.v.hex(2)).join(':')} deploy@ci (ED25519)`,
  );
  return { provider: 'openssh', rule: 'ssh-fingerprints', text };
}

function knownHosts(c) {
  const hashed = () =>
    `|1|${c.v.b64(27)}=|${c.v.b64(27)}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${c.v.b64(43)}`;
  const text = lines(
    `git.acme.io,10.20.0.${c.r.int(250)} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${c.v.b64(43)}`,
    hashed(),
    `[bastion.acme.io]:2222 ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${c.v.b64(88)}=`,
    hashed(),
  );
  return { provider: 'openssh', rule: 'known-hosts', text };
}

function htpasswd(c) {
  const apr = () =>
    `${c.f.user()}:$apr1$${c.v.b64u(8).replace(/[-_]/g, 'x')}$${c.v.b64(22).replace(/\+/g, '.')}`;
  const bcrypt = () =>
    `${c.f.user()}:$2y$${c.r.pick(['05', '10', '12'])}$${c.v.b64(53).replace(/\+/g, '.')}`;
  const text = lines(
    `# /etc/nginx/.htpasswd — generated with htpasswd -B`,
    bcrypt(),
    apr(),
    bcrypt(),
  );
  return { provider: 'apache-htpasswd', rule: 'htpasswd-hashes', text };
}

function shadowHashes(c) {
  const text = lines(
    `root:*:${c.r.int(9000) + 19000}:0:99999:7:::`,
    `${c.f.user()}:$6$${c.v.b64(16).replace(/\+/g, '.')}$${c.v.b64(86).replace(/\+/g, '.')}:${c.r.int(9000) + 19000}:0:99999:7:::`,
    `nobody:!:${c.r.int(9000) + 19000}::::::`,
  );
  return { provider: 'linux-shadow', rule: 'crypt-password-hashes', text };
}

function pgpKeyIds(c) {
  const fp = c.v.HEX(40);
  const text = lines(
    '$ gpg --list-keys --keyid-format long',
    `pub   rsa4096/${fp.slice(24)} ${c.f.date()} [SC]`,
    `      ${fp}`,
    `uid                 [ultimate] Release Signing <release@acme.io>`,
    `sub   rsa4096/${c.v.HEX(16)} ${c.f.date()} [E]`,
    '',
    `deb [signed-by=/usr/share/keyrings/acme.gpg] https://apt.acme.io stable main  # key ${fp.slice(24)}`,
  );
  return { provider: 'gnupg', rule: 'pgp-key-ids', text };
}

export const OPS_NEGATIVES = [
  k8sMetadata,
  k8sSecretRef,
  sealedSecret,
  chartLock,
  tfStateIds,
  tfPlanSensitive,
  etcdStatus,
  requestIdLog,
  traceparent,
  sshFingerprint,
  knownHosts,
  htpasswd,
  shadowHashes,
  pgpKeyIds,
];
