// Hard negatives for the held-out (23) secrets set: text that looks credential-adjacent but
// holds nothing to redact. Each returns { text, provider }.

import { ALPHABETS as A, base64Bytes, uuid } from './values.mjs';

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  '${API_KEY}',
  'REPLACE_ME',
  '***',
  'your-client-secret-here',
  '{{ .Values.auth.clientSecret }}',
  '%(secret)s',
  '<insert token>',
  'TODO',
  '[REDACTED]',
  '<redacted>',
  '********',
  'CHANGE_ME_BEFORE_DEPLOY',
  '${{ secrets.DEPLOY_TOKEN }}',
  '$(WG_PRIVATE_KEY)',
  '{{ vault_radius_secret }}',
];

function placeholderEnv(r) {
  const key = r.pick([
    'OKTA_API_TOKEN',
    'KEYCLOAK_CLIENT_SECRET',
    'RADIUS_SECRET',
    'RESTIC_PASSWORD',
    'SPLUNK_HEC_TOKEN',
    'WG_PRESHARED_KEY',
    'LDAP_BIND_PASSWORD',
  ]);
  return {
    text: ['# copy to .env and fill in', `${key}=${r.pick(PLACEHOLDERS)}`, 'LOG_LEVEL=info'].join(
      '\n',
    ),
    provider: key.split('_')[0].toLowerCase(),
  };
}

function placeholderYaml(r) {
  return {
    text: [
      'auth:',
      '  oidc:',
      '    issuer: https://sso.example.com/realms/main',
      '    clientId: portal',
      `    clientSecret: "${r.pick(PLACEHOLDERS)}"`,
    ].join('\n'),
    provider: 'keycloak',
  };
}

function placeholderWireguard(r) {
  return {
    text: [
      '[Interface]',
      `PrivateKey = ${r.pick(['<server-private-key>', '{{ wg_private_key }}', 'REPLACE_WITH_OUTPUT_OF_wg_genkey'])}`,
      'Address = 10.8.0.1/24',
      '',
      '[Peer]',
      `PublicKey = ${base64Bytes(r, 32)}`,
      'AllowedIPs = 10.8.0.2/32',
    ].join('\n'),
    provider: 'wireguard',
  };
}

function envRefs(r) {
  const forms = [
    ['javascript', "const token = process.env.HCLOUD_TOKEN ?? '';"],
    ['python', 'client_secret = os.environ["AZURE_CLIENT_SECRET"]'],
    ['java', 'String pw = System.getenv("LDAP_BIND_PASSWORD");'],
    ['ruby', "secret = ENV.fetch('KEYCLOAK_SECRET')"],
    ['rust', 'let key = std::env::var("RESTIC_PASSWORD")?;'],
    ['go', 'psk := os.Getenv("IPSEC_PSK")'],
    ['csharp', 'var secret = builder.Configuration["AzureAd:ClientSecret"];'],
    ['shell', 'restic -r "$REPO" --password-file /run/secrets/restic_pw backup /srv'],
    [
      'k8s',
      '        - name: OKTA_TOKEN\n          valueFrom:\n            secretKeyRef:\n              name: okta\n              key: token',
    ],
  ];
  const [lang, line] = r.pick(forms);
  return { text: `// ${lang}\n${line}`, provider: 'env-reference' };
}

function shaChecksums(r) {
  const lines = Array.from(
    { length: r.int(3) + 2 },
    (_, i) =>
      `${r.chars(A.h, 64)}  ${r.pick(['vault', 'wazuh-agent', 'restic', 'rclone', 'keycloak'])}_${r.int(5)}.${r.int(20)}.${i}_linux_amd64.zip`,
  );
  return { text: ['# SHA256SUMS', ...lines].join('\n'), provider: 'checksums' };
}

function gitLog(r) {
  const lines = Array.from(
    { length: 4 },
    () =>
      `${r.chars(A.h, 40)} ${r.pick(['fix ldap bind timeout', 'rotate radius secret (moved to vault)', 'bump strongswan', 'docs: okta setup'])}`,
  );
  return { text: ['$ git log --format="%H %s" -4', ...lines].join('\n'), provider: 'git' };
}

function dockerDigest(r) {
  return {
    text: [
      'containers:',
      '  - name: keycloak',
      `    image: quay.io/keycloak/keycloak@sha256:${r.chars(A.h, 64)}`,
      '    args: ["start", "--optimized"]',
    ].join('\n'),
    provider: 'docker',
  };
}

function md5Manifest(r) {
  return {
    text: [
      `md5sum  ${r.chars(A.h, 32)}  borg-backup-2024-${r.int(12) + 1}.tar`,
      `sha1    ${r.chars(A.h, 40)}  borg-backup-2024-${r.int(12) + 1}.tar`,
    ].join('\n'),
    provider: 'checksums',
  };
}

function uuidIds(r) {
  return {
    text: JSON.stringify(
      {
        tenantId: uuid(r),
        subscriptionId: uuid(r),
        objectId: uuid(r),
        displayName: 'reporting-app',
        signInAudience: 'AzureADMyOrg',
      },
      null,
      2,
    ),
    provider: 'azure-ad',
  };
}

function lockIntegrity(r) {
  return {
    text: [
      '"node_modules/openid-client": {',
      `  "version": "5.${r.int(7)}.${r.int(9)}",`,
      `  "resolved": "https://registry.npmjs.org/openid-client/-/openid-client-5.6.5.tgz",`,
      `  "integrity": "sha512-${base64Bytes(r, 64)}"`,
      '}',
    ].join('\n'),
    provider: 'npm',
  };
}

function sshPublic(r) {
  return {
    text: [
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${base64Bytes(r, 32).slice(0, 43)} ops@bastion`,
      `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${base64Bytes(r, 300).replace(/=+$/, '')} deploy@ci`,
    ].join('\n'),
    provider: 'ssh',
  };
}

function certificate(r) {
  const body = base64Bytes(r, 720)
    .match(/.{1,64}/g)
    .join('\n');
  return {
    text: ['-----BEGIN CERTIFICATE-----', `MIIC${body.slice(4)}`, '-----END CERTIFICATE-----'].join(
      '\n',
    ),
    provider: 'x509',
  };
}

function pemPublic(r) {
  const body = base64Bytes(r, 270)
    .match(/.{1,64}/g)
    .join('\n');
  return {
    text: [
      '# token verification key (public)',
      '-----BEGIN PUBLIC KEY-----',
      `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${body.slice(44)}`,
      '-----END PUBLIC KEY-----',
    ].join('\n'),
    provider: 'oidc',
  };
}

function dataUri(r) {
  return {
    text: `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${base64Bytes(r, 150)}"); color: #${r.chars(A.h, 6)}; }`,
    provider: 'css',
  };
}

function traceLog(r) {
  return {
    text: [
      `level=info msg="request done" trace_id=${r.chars(A.h, 32)} span_id=${r.chars(A.h, 16)} request_id=${uuid(r)} status=200`,
      `level=info msg="cache hit" etag="W/\\"${r.chars(A.h, 40)}\\"" duration_ms=${r.int(90)}`,
    ].join('\n'),
    provider: 'logs',
  };
}

function cssColours(r) {
  return {
    text: [
      ':root {',
      `  --brand: #${r.chars(A.h, 6)};`,
      `  --accent: #${r.chars(A.H, 6)};`,
      `  --shadow: #${r.chars(A.h, 8)};`,
      '}',
    ].join('\n'),
    provider: 'css',
  };
}

export const NEGATIVE_BASIC = {
  placeholderEnv,
  placeholderYaml,
  placeholderWireguard,
  envRefs,
  shaChecksums,
  gitLog,
  dockerDigest,
  md5Manifest,
  uuidIds,
  lockIntegrity,
  sshPublic,
  certificate,
  pemPublic,
  dataUri,
  traceLog,
  cssColours,
};
