// Hard negatives for secrets-heldout30 (part): the same files and key names as the positives,
// holding references, hashes, public keys, ids, digests, encrypted blobs or documented examples.

import { ALNUM, b64url, digits, domain, hex, lanIp, lownum, uuid } from './values.mjs';
import { neg, themed } from './helpers.mjs';

export const negativesC = {
  borgInfo(r) {
    const text = [
      '$ borg info ssh://u123456@u123456.your-storagebox.de:23/./borg',
      `Repository ID: ${hex(r, 64)}`,
      'Location: ssh://u123456@u123456.your-storagebox.de:23/./borg',
      'Encrypted: Yes (repokey BLAKE2b)',
      'Cache: /root/.cache/borg/' + hex(r, 64),
    ].join('\n');
    return neg('cli-output', 'borg', 1, text);
  },

  checksumFile(r) {
    const text = [
      '$ sha256sum -c SHA256SUMS',
      `${hex(r, 64)}  proxmox-ve_8.${r.int(4)}-1.iso`,
      `${hex(r, 64)}  TrueNAS-SCALE-24.04.${r.int(3)}.iso`,
      'proxmox-ve_8.2-1.iso: OK',
    ].join('\n');
    return neg('checksum-file', 'checksum', 1, text);
  },

  totpTestVector() {
    const text = [
      'def test_totp_rfc6238_vector():',
      '    # RFC 6238 appendix B: the ASCII seed "12345678901234567890"',
      '    secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"',
      '    assert totp(secret, t=59, digits=8) == "94287082"',
    ].join('\n');
    return neg('test-vector', 'totp', 0, text);
  },

  chachaTestVector() {
    const text = [
      '// RFC 8439 section 2.4.2 test vector',
      'const KEY: [u8; 32] = hex!("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");',
      'const NONCE: [u8; 12] = hex!("000000000000004a00000000");',
    ].join('\n');
    return neg('test-vector', 'chacha20', 0, text);
  },

  jwks(r) {
    const text = JSON.stringify(
      {
        keys: [
          {
            kty: 'RSA',
            use: 'sig',
            kid: hex(r, 16),
            alg: 'RS256',
            n: b64url(r, 256).slice(0, 342),
            e: 'AQAB',
          },
        ],
      },
      null,
      2,
    );
    return neg('jwks-json', 'oidc', 1, text);
  },

  nextcloudConfigEnv(r) {
    const text = [
      '<?php',
      '$CONFIG = array (',
      `  'instanceid' => 'oc${lownum(r, 10)}',`,
      "  'dbtype' => 'pgsql',",
      "  'dbhost' => 'db',",
      "  'dbuser' => getenv('POSTGRES_USER'),",
      "  'dbpassword' => getenv('POSTGRES_PASSWORD'),",
      "  'memcache.locking' => '\\\\OC\\\\Memcache\\\\Redis',",
    ].join('\n');
    return neg('nextcloud-config-php', 'nextcloud', 1, text);
  },

  codeEnvLookup(r) {
    const p = r.pick(themed);
    const key = r.pick(p.keys);
    const text = r.pick([
      `import os\n\n${key.toLowerCase()} = os.environ["${key}"]\nsession.headers["X-Api-Key"] = ${key.toLowerCase()}`,
      `const ${key.toLowerCase().replace(/_(.)/g, (_, c) => c.toUpperCase())} = process.env.${key} ?? '';\nif (!${key.toLowerCase().replace(/_(.)/g, (_, c) => c.toUpperCase())}) throw new Error('${key} is not set');`,
      `token := os.Getenv("${key}")\nif token == "" {\n\tlog.Fatal("${key} missing")\n}`,
    ]);
    return neg('code-env-lookup', p.name, 1, text);
  },

  secretGenCommand(r) {
    const i = r.int(4);
    const text = [
      '# generate the admin token, then paste the hash into .env\necho -n "$(openssl rand -base64 48)" | argon2 "$(openssl rand -base64 32)" -e -id -k 65540 -t 3 -p 4',
      'AUTHENTIK_SECRET_KEY=$(openssl rand -base64 60 | tr -d "\\n")\necho "AUTHENTIK_SECRET_KEY=$AUTHENTIK_SECRET_KEY" >> .env',
      'for s in JWT_SECRET SESSION_SECRET STORAGE_ENCRYPTION_KEY; do\n  tr -cd "[:alnum:]" < /dev/urandom | head -c 64 > "secrets/${s,,}"\ndone',
      'wg genkey | tee /etc/wireguard/server.key | wg pubkey > /etc/wireguard/server.pub',
    ][i];
    return neg('shell-command', ['vaultwarden', 'authentik', 'authelia', 'wireguard'][i], 1, text);
  },

  systemdEnvFile(r) {
    const p = r.pick(themed);
    const text = [
      '[Service]',
      `EnvironmentFile=/etc/default/${p.name}`,
      `LoadCredential=${r.pick(p.keys).toLowerCase()}:/etc/credstore/${p.name}`,
      `ExecStart=/usr/local/bin/${p.name} --config /etc/${p.name}/config.yml`,
    ].join('\n');
    return neg('systemd-unit', p.name, 1, text);
  },

  esphomeSecretRefs(r) {
    const text = [
      'esphome:',
      `  name: ${r.pick(['kitchen-plug', 'garage-door', 'bed-sensor'])}`,
      'api:',
      '  encryption:',
      '    key: !secret api_encryption_key',
      'ota:',
      '  - platform: esphome',
      '    password: !secret ota_password',
      'wifi:',
      '  ssid: !secret wifi_ssid',
      '  password: !secret wifi_password',
    ].join('\n');
    return neg('esphome-device-yaml', 'esphome', 1, text);
  },

  frigateSubst(r) {
    const text = [
      'cameras:',
      '  driveway:',
      '    ffmpeg:',
      '      inputs:',
      `        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@${lanIp(r)}:554/cam/realmonitor?channel=1&subtype=0`,
      '          roles: [detect, record]',
    ].join('\n');
    return neg('camera-rtsp-url', 'ip-camera', 1, text);
  },

  connectionRef(r) {
    const app = r.pick(['immich', 'paperless', 'gitea', 'authentik']);
    const text = r.pick([
      `DATABASE_URL=postgresql://${app}:\${DB_PASSWORD}@database:5432/${app}`,
      `      - DB_URL=postgres://${app}:%2Frun%2Fsecrets%2Fdbpass@db/${app}?passfile=/run/secrets/pgpass`,
      `REDIS_URL=redis://redis:6379/0`,
      `DATABASE_URL=postgresql://${app}@database:5432/${app}?sslmode=disable`,
    ]);
    return neg('connection-string', 'postgres', 1, text);
  },

  caddyEnv(r) {
    const text = [
      `*.${domain(r)} {`,
      '\ttls {',
      '\t\tdns cloudflare {env.CF_API_TOKEN}',
      '\t}',
      '\treverse_proxy homepage:3000',
      '}',
    ].join('\n');
    return neg('caddyfile', 'cloudflare', 1, text);
  },

  proxmoxTfVar(r) {
    const text = [
      'provider "proxmox" {',
      `  pm_api_url          = "https://${lanIp(r)}:8006/api2/json"`,
      '  pm_api_token_id     = var.pm_api_token_id',
      '  pm_api_token_secret = var.pm_api_token_secret',
      '}',
    ].join('\n');
    return neg('hcl-provider-block', 'proxmox', 1, text);
  },

  acmeChallengeLog(r) {
    const text = [
      `time="2024-0${1 + r.int(9)}-1${r.int(10)}T03:12:09Z" level=debug msg="Trying to solve HTTP-01" providerName=letsencrypt.acme`,
      `time="2024-0${1 + r.int(9)}-1${r.int(10)}T03:12:10Z" level=debug msg="serving challenge token ${b64url(r, 43)}" domain=${domain(r)}`,
      `time="2024-0${1 + r.int(9)}-1${r.int(10)}T03:12:14Z" level=info msg="Certificate obtained" domain=${domain(r)}`,
    ].join('\n');
    return neg('log-line', 'acme', 1, text);
  },

  luksDump(r) {
    const text = [
      '$ sudo cryptsetup luksDump /dev/sdb1 | head',
      'LUKS header information',
      'Version:       2',
      `UUID:          ${uuid(r)}`,
      'Keyslots:',
      '  0: luks2',
      `\tSalt:       ${hex(r, 32).replace(/(..)/g, '$1 ').trim()}`,
      `\tDigest:     ${hex(r, 32).replace(/(..)/g, '$1 ').trim()}`,
    ].join('\n');
    return neg('cli-output', 'luks', 1, text);
  },

  turnstileSitekey(r) {
    const text = `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${r.chars(ALNUM + '-_', 14)}" data-theme="dark"></div>`;
    return neg('frontend-public-key', 'cloudflare-turnstile', 0, text);
  },

  googleClientId(r) {
    const text = [
      '# Nest / SDM integration',
      `SDM_CLIENT_ID=${digits(r, 12)}-${lownum(r, 32)}.apps.googleusercontent.com`,
      `SDM_PROJECT_ID=${uuid(r)}`,
      'SDM_CLIENT_SECRET=${SDM_CLIENT_SECRET}',
    ].join('\n');
    return neg('dotenv', 'google-sdm', 1, text);
  },

  configmapBase64(r) {
    const payload = Buffer.from(
      JSON.stringify({ theme: 'dark', language: 'en', layout: { columns: 3 + r.int(3) } }),
    ).toString('base64');
    const text = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: homepage-settings',
      'binaryData:',
      `  settings.json: ${payload}`,
    ].join('\n');
    return neg('k8s-configmap', 'kubernetes', 1, text);
  },

  xmlNoKey(r) {
    const text = [
      '<Config>',
      '  <BindAddress>*</BindAddress>',
      `  <Port>${7000 + r.int(2000)}</Port>`,
      `  <InstanceName>${r.pick(['Sonarr', 'Radarr', 'Prowlarr'])}</InstanceName>`,
      `  <Branch>main</Branch>`,
      `  <SslCertHash></SslCertHash>`,
      '  <AuthenticationMethod>External</AuthenticationMethod>',
      `  <UpdateMechanism>Docker</UpdateMechanism>`,
      '</Config>',
    ].join('\n');
    return neg('xmlConfig', r.pick(['sonarr', 'radarr', 'prowlarr']), 1, text);
  },

  placeholders(r) {
    const p = r.pick(themed);
    const key = r.pick(p.keys);
    const ph = r.pick([
      `<your-${p.name}-token>`,
      '<REPLACE_ME>',
      `{{ .Values.${p.name.replace(/-/g, '')}.apiKey }}`,
      '%%SECRET%%',
      `__${key}__`,
      `op://Homelab/${p.name}/credential`,
      `vault:secret/data/homelab/${p.name}#${key.toLowerCase()}`,
    ]);
    return neg('dotenv', p.name, 1, [`# copy to .env and fill in`, `${key}=${ph}`].join('\n'));
  },
};
