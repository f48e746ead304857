// File-specific positives for secrets-heldout30 (part): whole config files whose syntax belongs
// to one tool. Each returns { rule, provider, theme, text, secrets }.

import {
  ALNUM,
  B64URL,
  alnum,
  b64,
  b64url,
  digits,
  domain,
  epoch,
  hex,
  host,
  humanPassword,
  jwt,
  lanIp,
  strongPassword,
  upnum,
  uuid,
} from './values.mjs';
import { rec, urlPw, hassJwtLike } from './helpers.mjs';

export const specialC = {
  synapseHomeserver(r) {
    const a = r.chars(ALNUM + ',.;:~^', 48);
    const b = r.chars(ALNUM + ',.;:~^', 48);
    const text = [
      `server_name: "${domain(r)}"`,
      'pid_file: /data/homeserver.pid',
      'database:',
      '  name: psycopg2',
      `registration_shared_secret: "${a}"`,
      'report_stats: false',
      `macaroon_secret_key: "${b}"`,
      'signing_key_path: "/data/signing.key"',
    ].join('\n');
    return rec('synapse-homeserver-yaml', 'synapse', 1, text, [a, b]);
  },

  giteaAppIni(r) {
    const sk = alnum(r, 64);
    const it = jwt(r, { nbf: epoch(r) });
    const text = [
      '[security]',
      'INSTALL_LOCK = true',
      `SECRET_KEY = ${sk}`,
      `INTERNAL_TOKEN = ${it}`,
      'PASSWORD_HASH_ALGO = pbkdf2',
    ].join('\n');
    return rec('gitea-app-ini', 'gitea', 1, text, [sk, it]);
  },

  autheliaConfig(r) {
    const j = alnum(r, 64);
    const s = alnum(r, 64);
    const text = [
      'identity_validation:',
      '  reset_password:',
      `    jwt_secret: '${j}'`,
      'session:',
      `  secret: '${s}'`,
      '  cookies:',
      `    - domain: '${domain(r)}'`,
      `      authelia_url: 'https://auth.${domain(r)}'`,
    ].join('\n');
    return rec('authelia-configuration', 'authelia', 1, text, [j, s]);
  },

  caddyfile(r) {
    const token = r.chars(ALNUM + '-_', 40);
    const d = domain(r);
    const text = [
      `*.${d} {`,
      '\ttls {',
      `\t\tdns cloudflare ${token}`,
      '\t}',
      `\t@jellyfin host jellyfin.${d}`,
      '\thandle @jellyfin {',
      '\t\treverse_proxy jellyfin:8096',
      '\t}',
      '}',
    ].join('\n');
    return rec('caddyfile', 'cloudflare', 1, text, [token]);
  },

  nginxInjectedHeader(r) {
    const v = r.int(2);
    let secret;
    let provider;
    let line;
    if (v === 0) {
      secret = Buffer.from(`${r.pick(['admin', 'media', 'kiosk'])}:${urlPw(r)}`).toString('base64');
      provider = 'http-basic-auth';
      line = `        proxy_set_header Authorization "Basic ${secret}";`;
    } else {
      secret = hex(r, 32);
      provider = r.pick(['sonarr', 'radarr', 'prowlarr']);
      line = `        proxy_set_header X-Api-Key ${secret};`;
    }
    const text = [
      'server {',
      '    listen 443 ssl;',
      `    server_name dash.${domain(r)};`,
      '    location /api/ {',
      `        proxy_pass http://${lanIp(r)}:${8000 + r.int(999)};`,
      line,
      '    }',
      '}',
    ].join('\n');
    return rec('nginx-conf', provider, 1, text, [secret]);
  },

  homepageWidget(r) {
    const v = r.int(6);
    const specs = [
      ['sonarr', 'Sonarr', 'key', () => hex(r, 32), 'http://sonarr:8989'],
      ['jellyfin', 'Jellyfin', 'key', () => hex(r, 32), 'http://jellyfin:8096'],
      ['portainer', 'Portainer', 'key', () => `ptr_${b64(r, 32)}`, 'https://portainer:9443'],
      ['pihole', 'Pi-hole', 'key', () => hex(r, 64), 'http://pihole'],
      ['nextcloud', 'Nextcloud', 'password', () => humanPassword(r), 'https://nextcloud'],
      ['plex', 'Plex', 'key', () => r.chars(ALNUM + '-_', 20), 'http://plex:32400'],
    ];
    const [provider, label, field, gen, url] = specs[v];
    const secret = gen();
    const lines = [
      '- Media:',
      `    - ${label}:`,
      `        icon: ${provider}.png`,
      `        href: https://${provider}.${domain(r)}`,
      '        widget:',
      `          type: ${provider}`,
      `          url: ${url}`,
    ];
    if (field === 'password') {
      lines.push('          username: admin');
    }
    lines.push(`          ${field}: ${secret}`);
    return rec('homepage-services-yaml', provider, 1, lines.join('\n'), [secret]);
  },

  crontabBackup(r) {
    const v = r.int(2);
    let secret;
    let line;
    let provider;
    if (v === 0) {
      secret = strongPassword(r, 28);
      provider = 'restic';
      line = `30 2 * * * RESTIC_PASSWORD='${secret}' /usr/bin/restic -r sftp:backup@${host(r)}:/srv/restic backup /home --quiet`;
    } else {
      secret = uuid(r);
      provider = 'duckdns';
      line = `*/5 * * * * curl -s "https://www.duckdns.org/update?domains=${r.pick(['mylab', 'casa-rossi'])}&token=${secret}&ip=" >/dev/null`;
    }
    return rec(
      'crontab',
      provider,
      1,
      ['# m h dom mon dow command', 'MAILTO=""', line].join('\n'),
      [secret],
    );
  },

  borgmatic(r) {
    const pass = humanPassword(r);
    const text = [
      'source_directories:',
      '  - /srv/appdata',
      'repositories:',
      `  - path: ssh://${r.pick(['u123456', 'zh4821'])}@${r.pick(['u123456.your-storagebox.de', 'zh4821.rsync.net'])}:23/./borg`,
      '    label: offsite',
      `encryption_passphrase: "${pass}"`,
      'keep_daily: 7',
      'keep_weekly: 4',
    ].join('\n');
    return rec('borgmatic-config', 'borg', 1, text, [pass]);
  },

  rsyncdSecrets(r) {
    const pass = alnum(r, 16);
    const text = [
      '$ sudo cat /etc/rsyncd.secrets',
      `backup:${pass}`,
      '$ ls -l /etc/rsyncd.secrets',
      '-rw------- 1 root root 24 Mar  3 11:02 /etc/rsyncd.secrets',
    ].join('\n');
    return rec('rsyncd-secrets', 'rsync', 1, text, [pass]);
  },

  snmpV3(r) {
    const a = alnum(r, 14);
    const p = alnum(r, 14);
    const text = [
      '# /etc/snmp/snmpd.conf',
      'agentAddress udp:161',
      `createUser librenms SHA "${a}" AES "${p}"`,
      'rouser librenms priv',
    ].join('\n');
    return rec('snmpd-conf', 'snmp', 1, text, [a, p]);
  },

  nutUsers(r) {
    const pass = alnum(r, 16);
    const text = [
      '# /etc/nut/upsd.users',
      '[upsmon]',
      `    password = ${pass}`,
      '    upsmon primary',
    ].join('\n');
    return rec('nut-upsd-users', 'nut', 1, text, [pass]);
  },

  mosquittoBridge(r) {
    const pass = alnum(r, 20);
    const text = [
      'connection cloud-bridge',
      `address ${domain(r)}:8883`,
      'topic homeassistant/# out 1',
      'remote_username bridge',
      `remote_password ${pass}`,
      'bridge_cafile /mosquitto/config/ca.crt',
    ].join('\n');
    return rec('mosquitto-conf', 'mosquitto', 1, text, [pass]);
  },

  haConfiguration(r) {
    const v = r.int(3);
    let text;
    let secret;
    let provider;
    if (v === 0) {
      secret = `${digits(r, 10)}:AA${r.chars(B64URL, 33)}`;
      provider = 'telegram';
      text = [
        'telegram_bot:',
        '  - platform: polling',
        `    api_key: ${secret}`,
        '    allowed_chat_ids:',
        `      - ${digits(r, 9)}`,
      ].join('\n');
    } else if (v === 1) {
      secret = `sk_live_${alnum(r, 24)}`;
      provider = 'octopus-energy';
      text = [
        'rest:',
        `  - resource: https://api.octopus.energy/v1/accounts/A-${upnum(r, 8)}/`,
        '    authentication: basic',
        `    username: ${secret}`,
        '    password: ""',
        '    sensor:',
        '      - name: octopus_balance',
      ].join('\n');
    } else {
      secret = hassJwtLike(r);
      provider = 'home-assistant';
      text = [
        'rest_command:',
        '  notify_remote_ha:',
        `    url: https://ha.${domain(r)}/api/services/notify/mobile_app`,
        '    method: POST',
        '    headers:',
        `      authorization: "Bearer ${secret}"`,
      ].join('\n');
    }
    return rec('ha-configuration-yaml', provider, 1, text, [secret]);
  },

  k8sSecretData(r) {
    const pw = urlPw(r);
    const enc = Buffer.from(pw).toString('base64');
    const text = [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${r.pick(['nextcloud-db', 'immich-postgres', 'paperless-db'])}`,
      'type: Opaque',
      'data:',
      `  username: ${Buffer.from('app').toString('base64')}`,
      `  password: ${enc}`,
    ].join('\n');
    return rec('k8s-secret-data', 'kubernetes-secret', 1, text, [enc]);
  },

  dockerConfigJson(r) {
    const token = r.chance(0.5) ? `ghp_${alnum(r, 36)}` : `dckr_pat_${b64url(r, 27)}`;
    const auth = Buffer.from(`${r.pick(['kowal', 'mrossi', 'homelabber'])}:${token}`).toString(
      'base64',
    );
    const text = JSON.stringify(
      {
        auths: { [token.startsWith('ghp') ? 'ghcr.io' : 'https://index.docker.io/v1/']: { auth } },
      },
      null,
      '\t',
    );
    return rec('docker-config-json', 'docker-registry', 1, text, [auth]);
  },

  gitRemoteToken(r) {
    const gh = r.chance(0.5);
    const token = gh ? `ghp_${alnum(r, 36)}` : `glpat-${b64url(r, 20)}`;
    const url = gh
      ? `https://${r.pick(['kowal', 'mrossi'])}:${token}@github.com/${r.pick(['kowal', 'mrossi'])}/homelab-ansible.git`
      : `https://oauth2:${token}@gitlab.com/lab/infra.git`;
    const text = [
      '[remote "origin"]',
      `\turl = ${url}`,
      '\tfetch = +refs/heads/*:refs/remotes/origin/*',
    ].join('\n');
    return rec('git-config', gh ? 'github' : 'gitlab', 1, text, [token]);
  },

  opnsenseCurl(r) {
    const key = r.chars(ALNUM + '+/', 80);
    const secret = r.chars(ALNUM + '+/', 80);
    const text = [
      `curl -k -u "${key}:${secret}" \\`,
      `  https://${lanIp(r)}/api/core/firmware/status`,
    ].join('\n');
    return rec('cli-basic-auth', 'opnsense', 1, text, [key, secret]);
  },

  unpoller(r) {
    const pass = humanPassword(r);
    const text = [
      '[unifi.defaults]',
      `  url = "https://${lanIp(r)}"`,
      '  user = "unifipoller"',
      `  pass = "${pass}"`,
      '  save_dpi = false',
    ].join('\n');
    return rec('toml-config-file', 'unifi', 1, text, [pass]);
  },

  transmissionSettings(r) {
    const pass = humanPassword(r);
    const text = [
      '{',
      '    "download-dir": "/downloads/complete",',
      '    "rpc-authentication-required": true,',
      '    "rpc-enabled": true,',
      `    "rpc-password": "${pass}",`,
      '    "rpc-username": "admin",',
      '    "rpc-whitelist-enabled": false',
      '}',
    ].join('\n');
    return rec('transmission-settings-json', 'transmission', 1, text, [pass]);
  },
};
