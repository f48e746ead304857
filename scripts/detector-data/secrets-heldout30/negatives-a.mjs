// Hard negatives for secrets-heldout30 (part): the same files and key names as the positives,
// holding references, hashes, public keys, ids, digests, encrypted blobs or documented examples.

import { ALNUM, b64, digits, domain, hex } from './values.mjs';
import { neg, themed, bcrypt, argon2, base32 } from './helpers.mjs';

export const negativesA = {
  composeVariableRef(r) {
    const p = r.pick(themed.filter((x) => x.svc));
    const key = r.pick(p.keys);
    const form = r.pick([
      `\${${key}}`,
      `\${${key}:?set ${key} in .env}`,
      `\${${key}:-}`,
      `$${key}`,
    ]);
    const text = [
      'services:',
      `  ${p.svc[0]}:`,
      `    image: ${p.svc[1]}`,
      '    env_file: .env',
      '    environment:',
      `      - ${key}=${form}`,
      '      - TZ=${TZ}',
    ].join('\n');
    return neg('composeEnvList', p.name, 1, text);
  },

  dockerSecretsFile(r) {
    const p = r.pick(themed.filter((x) => x.svc));
    const key = r.pick(p.keys);
    const name = key.toLowerCase();
    const text = [
      'services:',
      `  ${p.svc[0]}:`,
      `    image: ${p.svc[1]}`,
      '    environment:',
      `      ${key}_FILE: /run/secrets/${name}`,
      '    secrets:',
      `      - ${name}`,
      'secrets:',
      `  ${name}:`,
      `    file: ./secrets/${name}.txt`,
    ].join('\n');
    return neg('docker-secrets-file', p.name, 1, text);
  },

  haSecretRef(r) {
    const v = r.int(3);
    const text = [
      [
        'mqtt:',
        '  broker: 192.168.1.5',
        '  username: homeassistant',
        '  password: !secret mqtt_password',
      ],
      [
        'sensor:',
        '  - platform: openweathermap',
        '    api_key: !secret owm_api_key',
        '  - platform: solaredge',
        '    api_key: !secret solaredge_api_key',
        '    site_id: !secret solaredge_site_id',
      ],
      [
        'telegram_bot:',
        '  - platform: polling',
        '    api_key: !secret telegram_bot_token',
        '    allowed_chat_ids:',
        `      - ${digits(r, 9)}`,
      ],
    ][v].join('\n');
    return neg('ha-configuration-yaml', ['mosquitto', 'openweathermap', 'telegram'][v], 1, text);
  },

  ansibleTemplateRef(r) {
    const p = r.pick(themed);
    const key = r.pick(p.keys).toLowerCase();
    const text = [
      '---',
      `# roles/${p.name}/defaults/main.yml`,
      `${p.name.replace(/-/g, '_')}_port: ${8000 + r.int(999)}`,
      r.pick([
        `${key}: "{{ vault_${key} }}"`,
        `${key}: "{{ lookup('community.general.onepassword', '${p.name}', field='credential') }}"`,
        `${key}: "{{ lookup('env', '${key.toUpperCase()}') }}"`,
        `${key}: "{{ lookup('ansible.builtin.password', '/dev/null length=32 chars=ascii_letters,digits') }}"`,
      ]),
    ].join('\n');
    return neg('ansibleVars', p.name, 1, text);
  },

  ansibleVaultBlob(r) {
    const rows = [];
    for (let i = 0; i < 5 + r.int(4); i++) {
      rows.push(hex(r, 80));
    }
    const text = [
      'nextcloud_admin_password: !vault |',
      '          $ANSIBLE_VAULT;1.1;AES256',
      ...rows.map((row) => `          ${row}`),
    ].join('\n');
    return neg('ansible-vault-blob', 'ansible', 1, text);
  },

  sopsEncrypted(r) {
    const enc = (n) =>
      `ENC[AES256_GCM,data:${b64(r, n)},iv:${b64(r, 32)},tag:${b64(r, 16)},type:str]`;
    const text = [
      'stringData:',
      `    CF_DNS_API_TOKEN: ${enc(30)}`,
      `    TS_AUTHKEY: ${enc(45)}`,
      'sops:',
      '    age:',
      `        - recipient: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
      '          enc: |',
      '            -----BEGIN AGE ENCRYPTED FILE-----',
      `            ${b64(r, 48)}`,
      '            -----END AGE ENCRYPTED FILE-----',
      `    lastmodified: "2024-0${1 + r.int(9)}-1${r.int(10)}T08:21:44Z"`,
      `    mac: ENC[AES256_GCM,data:${b64(r, 48)},iv:${b64(r, 32)},tag:${b64(r, 16)},type:str]`,
    ].join('\n');
    return neg('sops-encrypted', 'sops', 1, text);
  },

  wireguardPublicOnly(r) {
    const peers = 2 + r.int(2);
    const lines = [
      '[Interface]',
      'Address = 10.8.0.1/24',
      'ListenPort = 51820',
      'PostUp = wg set %i private-key /etc/wireguard/server.key',
      'PostUp = iptables -A FORWARD -i %i -j ACCEPT',
    ];
    for (let i = 0; i < peers; i++) {
      lines.push(
        '',
        `[Peer] # ${r.pick(['phone', 'laptop', 'tablet', 'parents-house'])}`,
        `PublicKey = ${b64(r, 32)}`,
        `AllowedIPs = 10.8.0.${2 + i}/32`,
      );
    }
    return neg('wireguard-conf', 'wireguard', 1, lines.join('\n'));
  },

  wgShow(r) {
    const text = [
      '$ sudo wg show',
      'interface: wg0',
      `  public key: ${b64(r, 32)}`,
      '  private key: (hidden)',
      '  listening port: 51820',
      '',
      `peer: ${b64(r, 32)}`,
      '  preshared key: (hidden)',
      `  endpoint: 84.${r.int(255)}.${r.int(255)}.${r.int(255)}:${40000 + r.int(20000)}`,
      '  allowed ips: 10.8.0.2/32',
      `  latest handshake: ${r.int(59)} seconds ago`,
    ].join('\n');
    return neg('cli-output', 'wireguard', 1, text);
  },

  wgPlaceholder(r) {
    const text = [
      '[Interface]',
      `Address = 10.8.0.${2 + r.int(200)}/24`,
      `PrivateKey = ${r.pick(['<client-private-key>', 'PASTE_CLIENT_PRIVATE_KEY_HERE', '{{ wg_private_key }}', '${WG_PRIVATE_KEY}'])}`,
      '',
      '[Peer]',
      `PublicKey = ${b64(r, 32)}`,
      `Endpoint = ${domain(r)}:51820`,
      'AllowedIPs = 0.0.0.0/0',
    ].join('\n');
    return neg('wireguard-conf', 'wireguard', 1, text);
  },

  wgManExample() {
    const text = [
      '# example from the wg(8) manual page',
      '[Interface]',
      'PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=',
      'ListenPort = 51820',
      '',
      '[Peer]',
      'PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=',
      'Endpoint = 192.95.5.67:1234',
      'AllowedIPs = 10.192.122.3/32, 10.192.124.1/24',
    ].join('\n');
    return neg('wireguard-conf', 'wireguard', 1, text);
  },

  traefikBasicAuth(r) {
    const user = r.pick(['admin', 'kowal', 'dash']);
    const hash = bcrypt(r, 5).replace(/\$/g, '$$$$');
    const text = [
      '    labels:',
      '      - traefik.enable=true',
      `      - traefik.http.routers.dashboard.rule=Host(\`traefik.${domain(r)}\`)`,
      `      - traefik.http.middlewares.auth.basicauth.users=${user}:${hash}`,
      '      - traefik.http.routers.dashboard.middlewares=auth',
    ].join('\n');
    return neg('traefik-basicauth-label', 'traefik', 1, text);
  },

  htpasswdFile(r) {
    const text = [
      '$ cat /etc/nginx/.htpasswd',
      `admin:${bcrypt(r, 10)}`,
      `family:${bcrypt(r, 10)}`,
    ].join('\n');
    return neg('htpasswd-file', 'nginx', 1, text);
  },

  vaultwardenArgon(r) {
    const text = [
      '# .env',
      `DOMAIN=https://vault.${domain(r)}`,
      'SIGNUPS_ALLOWED=false',
      `ADMIN_TOKEN='${argon2(r)}'`,
    ].join('\n');
    return neg('dotenv', 'vaultwarden', 1, text);
  },

  piholeSetupVars(r) {
    const text = [
      '# /etc/pihole/setupVars.conf',
      'PIHOLE_INTERFACE=eth0',
      'QUERY_LOGGING=true',
      'INSTALL_WEB_SERVER=true',
      `WEBPASSWORD=${hex(r, 64)}`,
      'BLOCKING_ENABLED=true',
      `PIHOLE_DNS_1=${r.pick(['127.0.0.1#5335', '1.1.1.1', '9.9.9.9'])}`,
    ].join('\n');
    return neg('pihole-setupvars', 'pihole', 1, text);
  },

  adguardYaml(r) {
    const text = [
      'http:',
      '  address: 0.0.0.0:80',
      'users:',
      '  - name: admin',
      `    password: ${bcrypt(r, 10, '2a')}`,
      'auth_attempts: 5',
      'block_auth_min: 15',
    ].join('\n');
    return neg('adguardhome-yaml', 'adguardhome', 1, text);
  },

  autheliaUsers(r) {
    const text = [
      'users:',
      `  ${r.pick(['kowal', 'mrossi', 'anna'])}:`,
      '    disabled: false',
      `    displayname: "${r.pick(['Jan Kowalski', 'Marco Rossi', 'Anna Lind'])}"`,
      `    password: "${argon2(r)}"`,
      `    email: me@${domain(r)}`,
      '    groups:',
      '      - admins',
    ].join('\n');
    return neg('authelia-users-database', 'authelia', 1, text);
  },

  transmissionHashed(r) {
    const text = [
      '{',
      '    "rpc-authentication-required": true,',
      '    "rpc-enabled": true,',
      `    "rpc-password": "{${hex(r, 40)}${r.chars(ALNUM, 8)}",`,
      '    "rpc-username": "admin",',
      '    "rpc-whitelist-enabled": false',
      '}',
    ].join('\n');
    return neg('transmission-settings-json', 'transmission', 1, text);
  },

  qbittorrentConf(r) {
    const text = [
      '[Preferences]',
      'WebUI\\Port=8080',
      'WebUI\\Username=admin',
      `WebUI\\Password_PBKDF2="@ByteArray(${b64(r, 16)}:${b64(r, 64)})"`,
      'WebUI\\LocalHostAuth=false',
    ].join('\n');
    return neg('qbittorrent-conf', 'qbittorrent', 1, text);
  },

  mosquittoPasswd(r) {
    const text = [
      '$ cat /mosquitto/config/passwd',
      `homeassistant:$7$101$${b64(r, 12)}$${b64(r, 64)}`,
      `z2m:$7$101$${b64(r, 12)}$${b64(r, 64)}`,
    ].join('\n');
    return neg('mosquitto-passwd', 'mosquitto', 1, text);
  },

  nodeRedAdminAuth(r) {
    const text = [
      'module.exports = {',
      '  credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,',
      '  adminAuth: {',
      "    type: 'credentials',",
      '    users: [',
      `      { username: 'admin', password: '${bcrypt(r, 8, '2b')}', permissions: '*' },`,
      '    ],',
      '  },',
      '};',
    ].join('\n');
    return neg('node-red-settings', 'node-red', 1, text);
  },

  wgEasyHash(r) {
    const hash = bcrypt(r, 12, '2a').replace(/\$/g, '$$$$');
    const text = [
      '  wg-easy:',
      '    image: ghcr.io/wg-easy/wg-easy:13',
      '    environment:',
      `      - WG_HOST=${domain(r)}`,
      `      - PASSWORD_HASH=${hash}`,
      '    ports:',
      '      - "51820:51820/udp"',
    ].join('\n');
    return neg('composeEnvList', 'wg-easy', 1, text);
  },

  syncthingDevice(r) {
    const id = Array.from({ length: 8 }, () => base32(r, 7)).join('-');
    const text = [
      `<device id="${id}" name="${r.pick(['nas', 'laptop', 'pixel-8'])}" compression="metadata" introducer="false">`,
      '    <address>dynamic</address>',
      '    <paused>false</paused>',
      '    <autoAcceptFolders>false</autoAcceptFolders>',
      '</device>',
    ].join('\n');
    return neg('syncthing-config-xml', 'syncthing', 1, text);
  },

  syncthingGuiHash(r) {
    const text = [
      '<gui enabled="true" tls="false" debugging="false">',
      '    <address>0.0.0.0:8384</address>',
      '    <user>admin</user>',
      `    <password>${bcrypt(r, 10, '2a')}</password>`,
      '    <theme>default</theme>',
      '</gui>',
    ].join('\n');
    return neg('syncthing-config-xml', 'syncthing', 1, text);
  },
};
