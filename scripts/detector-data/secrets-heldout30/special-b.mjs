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
  hex,
  host,
  humanPassword,
  lanIp,
  lownum,
  pemBody,
  uuid,
} from './values.mjs';
import { rec, urlPw } from './helpers.mjs';

export const specialB = {
  zigbee2mqtt(r) {
    const key = `[${Array.from({ length: 16 }, () => r.int(256)).join(', ')}]`;
    const mqttPw = alnum(r, 18);
    const text = [
      'homeassistant: true',
      'mqtt:',
      '  base_topic: zigbee2mqtt',
      "  server: 'mqtt://mosquitto:1883'",
      '  user: z2m',
      `  password: ${mqttPw}`,
      'serial:',
      '  port: /dev/ttyUSB0',
      'advanced:',
      `  pan_id: ${r.int(60000) + 1000}`,
      `  network_key: ${key}`,
    ].join('\n');
    return rec('zigbee2mqtt-configuration', 'zigbee2mqtt', 1, text, [mqttPw, key]);
  },

  esphome(r) {
    const api = b64(r, 32);
    const ota = hex(r, 32);
    const text = [
      'esphome:',
      `  name: ${r.pick(['living-room-sensor', 'garage-door', 'desk-plug'])}`,
      'esp32:',
      '  board: esp32dev',
      'api:',
      '  encryption:',
      `    key: "${api}"`,
      'ota:',
      '  - platform: esphome',
      `    password: "${ota}"`,
      'wifi:',
      '  ssid: !secret wifi_ssid',
      '  password: !secret wifi_password',
    ].join('\n');
    return rec('esphome-device-yaml', 'esphome', 1, text, [api, ota]);
  },

  ddclient(r) {
    const v = r.int(3);
    let text;
    let secret;
    let provider;
    if (v === 0) {
      secret = r.chars(ALNUM + '-_', 40);
      provider = 'cloudflare';
      text = [
        'daemon=300',
        'ssl=yes',
        'use=web, web=https://cloudflare.com/cdn-cgi/trace, web-skip=ip=',
        'protocol=cloudflare',
        `zone=${domain(r).split('.').slice(-2).join('.')}`,
        'login=token',
        `password=${secret}`,
        `${domain(r)}`,
      ].join('\n');
    } else if (v === 1) {
      secret = hex(r, 32);
      provider = 'namecheap';
      text = [
        'protocol=namecheap',
        'server=dynamicdns.park-your-domain.com',
        'login=example-home.net',
        `password='${secret}'`,
        '@,vpn,jellyfin',
      ].join('\n');
    } else {
      secret = humanPassword(r);
      provider = 'noip';
      text = [
        'protocol=noip',
        'use=web, web=checkip.dyndns.org',
        'server=dynupdate.no-ip.com',
        `login=${r.pick(['jkowalski', 'homelab42', 'mrossi'])}@gmail.com`,
        `password='${secret}'`,
        `${r.pick(['mylab', 'casa-rossi', 'kowalhome'])}.ddns.net`,
      ].join('\n');
    }
    return rec('ddclient-conf', provider, 1, text, [secret]);
  },

  inadyn(r) {
    const secret = r.chars(ALNUM + '-_', 28);
    const text = [
      '# /etc/inadyn.conf',
      'period = 600',
      'provider desec.io {',
      `    username = ${r.pick(['mylab', 'kowal', 'rossi-home'])}.dedyn.io`,
      `    password = ${secret}`,
      `    hostname = ${r.pick(['mylab', 'kowal', 'rossi-home'])}.dedyn.io`,
      '}',
    ].join('\n');
    return rec('inadyn-conf', 'desec', 1, text, [secret]);
  },

  ddnsUpdaterJson(r) {
    const v = r.int(3);
    let entry;
    let secrets;
    let provider;
    if (v === 0) {
      const a = `pk1_${hex(r, 64)}`;
      const s = `sk1_${hex(r, 64)}`;
      entry = {
        provider: 'porkbun',
        domain: 'example-lab.net',
        api_key: a,
        secret_api_key: s,
        ip_version: 'ipv4',
      };
      secrets = [a, s];
      provider = 'porkbun';
    } else if (v === 1) {
      const t = uuid(r);
      entry = {
        provider: 'duckdns',
        domain: `${r.pick(['mylab', 'casa', 'nebula'])}.duckdns.org`,
        token: t,
        ip_version: 'ipv4',
      };
      secrets = [t];
      provider = 'duckdns';
    } else {
      const t = r.chars(ALNUM + '-_', 40);
      entry = {
        provider: 'cloudflare',
        zone_identifier: hex(r, 32),
        domain: 'vpn.example-lab.net',
        ttl: 600,
        token: t,
        ip_version: 'ipv4',
      };
      secrets = [t];
      provider = 'cloudflare';
    }
    return rec(
      'ddns-updater-json',
      provider,
      1,
      JSON.stringify({ settings: [entry] }, null, 2),
      secrets,
    );
  },

  shoutrrr(r) {
    const v = r.int(4);
    let url;
    let secret;
    let provider;
    if (v === 0) {
      secret = `${digits(r, 10)}:AA${r.chars(B64URL, 33)}`;
      url = `telegram://${secret}@telegram?chats=${digits(r, 9)}`;
      provider = 'telegram';
    } else if (v === 1) {
      secret = b64url(r, 68);
      url = `discord://${secret}@${digits(r, 19)}`;
      provider = 'discord-webhook';
    } else if (v === 2) {
      secret = `a${lownum(r, 29)}`;
      url = `pushover://shoutrrr:${secret}@u${lownum(r, 29)}/`;
      provider = 'pushover';
    } else {
      secret = `A${r.chars(ALNUM + '.-_', 14)}`;
      url = `gotify://gotify.${domain(r)}/${secret}`;
      provider = 'gotify';
    }
    const text = [
      '  watchtower:',
      '    image: containrrr/watchtower',
      '    volumes:',
      '      - /var/run/docker.sock:/var/run/docker.sock',
      '    environment:',
      '      WATCHTOWER_CLEANUP: "true"',
      `      WATCHTOWER_NOTIFICATION_URL: ${url}`,
    ].join('\n');
    return rec('notification-url', provider, 1, text, [secret]);
  },

  discordWebhook(r) {
    const url = `https://discord.com/api/webhooks/${digits(r, 19)}/${b64url(r, 68)}`;
    const text = [
      '#!/bin/bash',
      '# notify when the nightly borg job finishes',
      `WEBHOOK="${url}"`,
      'curl -s -H "Content-Type: application/json" \\',
      '  -d "{\\"content\\": \\"backup finished on $(hostname)\\"}" "$WEBHOOK"',
    ].join('\n');
    return rec('webhook-url', 'discord-webhook', 1, text, [url]);
  },

  slackWebhook(r) {
    const url = `https://hooks.slack.com/services/T${r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}/B${r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}/${alnum(r, 24)}`;
    const text = [
      'alerting:',
      '  slack:',
      `    webhook_url: ${url}`,
      "    channel: '#alerts'",
    ].join('\n');
    return rec('webhook-url', 'slack-webhook', 0, text, [url]);
  },

  connectionString(r) {
    const v = r.int(5);
    const pass = urlPw(r);
    const app = r.pick(['immich', 'paperless', 'authentik', 'gitea', 'nextcloud', 'vaultwarden']);
    const [provider, url] = [
      ['postgres', `postgresql://${app}:${pass}@database:5432/${app}`],
      ['mariadb', `mysql://${app}:${pass}@mariadb:3306/${app}`],
      ['mongodb', `mongodb://root:${pass}@mongo:27017/?authSource=admin`],
      ['redis', `redis://:${pass}@redis:6379/0`],
      ['rabbitmq', `amqp://${app}:${pass}@rabbitmq:5672/`],
    ][v];
    const key = r.pick([
      'DATABASE_URL',
      'DB_URL',
      `${app.toUpperCase()}_DATABASE_URL`,
      'REDIS_URL',
    ]);
    const text = r.chance(0.5)
      ? [`# .env for ${app}`, `${key}=${url}`, 'LOG_LEVEL=info'].join('\n')
      : ['    environment:', `      - ${key}=${url}`, `      - TZ=Europe/Amsterdam`].join('\n');
    return rec('connection-string', provider, 1, text, [pass]);
  },

  basicAuthUrl(r) {
    const v = r.int(3);
    const pass = urlPw(r);
    let text;
    let provider;
    if (v === 0) {
      provider = 'restic-rest-server';
      text = [
        `export RESTIC_REPOSITORY="rest:https://backup:${pass}@${host(r)}:8000/backup/"`,
        'export RESTIC_PASSWORD_FILE=/root/.restic-pass',
        'restic snapshots --compact',
      ].join('\n');
    } else if (v === 1) {
      provider = 'synology';
      text = `wget -q "https://admin:${pass}@${lanIp(r)}:5001/webapi/entry.cgi?api=SYNO.API.Info&version=1&method=query"`;
    } else {
      provider = 'webdav';
      text = [
        '# davfs2 / rclone remote for the Nextcloud share',
        `WEBDAV_URL=https://backup:${pass}@${domain(r)}/remote.php/dav/files/backup/`,
      ].join('\n');
    }
    return rec('url-userinfo', provider, 1, text, [pass]);
  },

  netrc(r) {
    const pass = humanPassword(r);
    const text = [`machine ${host(r)}`, '  login backup', `  password ${pass}`].join('\n');
    return rec('netrc', 'netrc', 1, text, [pass]);
  },

  pgpass(r) {
    const pass = urlPw(r);
    const text = [
      '$ cat ~/.pgpass',
      `${host(r)}:5432:*:${r.pick(['postgres', 'immich', 'backup'])}:${pass}`,
      '$ chmod 600 ~/.pgpass',
    ].join('\n');
    return rec('pgpass', 'postgres', 1, text, [pass]);
  },

  smbCredentials(r) {
    const pass = humanPassword(r);
    const text = r.chance(0.5)
      ? [
          '# /root/.smbcredentials',
          'username=mediauser',
          `password=${pass}`,
          'domain=WORKGROUP',
        ].join('\n')
      : [
          '# /etc/fstab',
          'UUID=3f2a-11 /boot/efi vfat umask=0077 0 1',
          `//${lanIp(r)}/media /mnt/media cifs username=media,password=${pass},uid=1000,gid=1000,vers=3.0 0 0`,
        ].join('\n');
    return rec('smb-credentials', 'smb', 1, text, [pass]);
  },

  wpaSupplicant(r) {
    const raw = r.chance(0.3);
    const psk = raw ? hex(r, 64) : humanPassword(r);
    const text = [
      'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev',
      'country=DE',
      'network={',
      `    ssid="${r.pick(['FRITZ!Box 7590 XQ', 'HomeNet-5G', 'Vodafone-3A21', 'IoT'])}"`,
      raw ? `    psk=${psk}` : `    psk="${psk}"`,
      '    key_mgmt=WPA-PSK',
      '}',
    ].join('\n');
    return rec('wpa-supplicant', 'wifi', 1, text, [psk]);
  },

  openwrtUci(r) {
    const key = humanPassword(r);
    const text = [
      "config wifi-iface 'default_radio0'",
      "\toption device 'radio0'",
      "\toption network 'lan'",
      "\toption mode 'ap'",
      `\toption ssid '${r.pick(['OpenWrt', 'Lab-AP', 'Garden'])}'`,
      "\toption encryption 'sae-mixed'",
      `\toption key '${key}'`,
    ].join('\n');
    return rec('openwrt-uci', 'openwrt', 1, text, [key]);
  },

  hostapd(r) {
    const key = humanPassword(r);
    const text = [
      'interface=wlan0',
      'ssid=PiAP',
      'hw_mode=g',
      'channel=7',
      'wpa=2',
      `wpa_passphrase=${key}`,
      'wpa_key_mgmt=WPA-PSK',
    ].join('\n');
    return rec('hostapd-conf', 'wifi', 1, text, [key]);
  },

  gcpServiceAccount(r) {
    const body = pemBody(r, 600).replace(/\n/g, '\\n');
    const pk = `-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC${body}\\n-----END PRIVATE KEY-----\\n`;
    const project = r.pick(['homelab-backups', 'photo-sync-4121', 'ha-google-assistant']);
    const text = [
      '{',
      '  "type": "service_account",',
      `  "project_id": "${project}",`,
      `  "private_key_id": "${hex(r, 40)}",`,
      `  "private_key": "${pk}",`,
      `  "client_email": "sync@${project}.iam.gserviceaccount.com",`,
      `  "client_id": "${digits(r, 21)}",`,
      '  "token_uri": "https://oauth2.googleapis.com/token"',
      '}',
    ].join('\n');
    return rec('service-account-json', 'gcp', 1, text, [pk]);
  },

  azureStorage(r) {
    const key = b64(r, 64);
    const text = `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${r.pick(['homebackup', 'stphotos01', 'kopiarepo'])};AccountKey=${key};EndpointSuffix=core.windows.net"`;
    return rec('connection-string', 'azure-storage', 0, text, [key]);
  },

  awsCredentials(r) {
    const id = `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
    const secret = r.chars(ALNUM + '/+', 40);
    const text = [
      '# ~/.aws/credentials',
      `[${r.pick(['default', 'backup', 'wasabi', 'glacier'])}]`,
      `aws_access_key_id = ${id}`,
      `aws_secret_access_key = ${secret}`,
      'region = eu-central-1',
    ].join('\n');
    return rec('aws-credentials-file', 'aws', 0, text, [id, secret]);
  },
};
