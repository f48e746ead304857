// File-specific positives for secrets-heldout30 (part): whole config files whose syntax belongs
// to one tool. Each returns { rule, provider, theme, text, secrets }.

import {
  ALNUM,
  alnum,
  b64,
  b64url,
  digits,
  domain,
  hex,
  lanIp,
  lownum,
  opensshPrivateKey,
  rsaPrivateKey,
  strongPassword,
  uuid,
} from './values.mjs';
import { rec, wgKey, urlPw } from './helpers.mjs';

export const specialA = {
  wireguardConf(r) {
    const priv = wgKey(r);
    const psk = r.chance(0.4) ? wgKey(r) : null;
    const lines = [
      '[Interface]',
      `Address = 10.${r.int(20)}.0.${2 + r.int(20)}/24`,
      `ListenPort = ${51820 + r.int(3)}`,
      `PrivateKey = ${priv}`,
      r.pick(['DNS = 10.8.0.1', 'DNS = 1.1.1.1', 'MTU = 1420']),
      '',
      '[Peer]',
      `PublicKey = ${wgKey(r)}`,
    ];
    if (psk) {
      lines.push(`PresharedKey = ${psk}`);
    }
    lines.push(
      `AllowedIPs = ${r.pick(['0.0.0.0/0, ::/0', '10.8.0.0/24, 192.168.1.0/24'])}`,
      `Endpoint = ${domain(r)}:51820`,
      'PersistentKeepalive = 25',
    );
    return rec('wireguard-conf', 'wireguard', 1, lines.join('\n'), psk ? [priv, psk] : [priv]);
  },

  mikrotikWireguard(r) {
    const priv = wgKey(r);
    const text = [
      '# jan/02/2025 10:14:33 by RouterOS 7.16',
      '/interface wireguard',
      `add listen-port=13231 mtu=1420 name=wg-home private-key="${priv}"`,
      '/interface wireguard peers',
      `add allowed-address=10.10.10.2/32 interface=wg-home public-key="${wgKey(r)}"`,
    ].join('\n');
    return rec('routeros-export', 'wireguard', 1, text, [priv]);
  },

  mikrotikUser(r) {
    const pass = urlPw(r);
    const text = [
      '/user',
      `add name=${r.pick(['backup', 'oxidized', 'homeassistant'])} group=${r.pick(['read', 'full'])} password=${pass}`,
      '/ip service',
      'set telnet disabled=yes',
      'set www-ssl certificate=router disabled=no',
    ].join('\n');
    return rec('routeros-export', 'mikrotik', 1, text, [pass]);
  },

  openvpnStaticKey(r) {
    const rows = [];
    for (let i = 0; i < 16; i++) {
      rows.push(hex(r, 32));
    }
    const block = `-----BEGIN OpenVPN Static key V1-----\n${rows.join('\n')}\n-----END OpenVPN Static key V1-----`;
    const text = [
      'client',
      'dev tun',
      'proto udp',
      `remote ${domain(r)} 1194`,
      'cipher AES-256-GCM',
      'key-direction 1',
      '<tls-crypt>',
      block,
      '</tls-crypt>',
    ].join('\n');
    return rec('openvpn-inline-key', 'openvpn', 1, text, [block]);
  },

  openvpnAuthFile(r) {
    const user = `p${digits(r, 7)}`;
    const pass = alnum(r, 10 + r.int(8));
    const text = [
      `$ cat /etc/openvpn/client/${r.pick(['pia', 'surfshark', 'protonvpn'])}.auth`,
      user,
      pass,
      '$ grep auth-user-pass /etc/openvpn/client/vpn.conf',
      'auth-user-pass /etc/openvpn/client/vpn.auth',
    ].join('\n');
    return rec('openvpn-auth-file', 'vpn-provider', 1, text, [pass]);
  },

  cloudflaredCreds(r) {
    const secret = b64(r, 32);
    const text = [
      `$ cat ~/.cloudflared/${uuid(r)}.json`,
      JSON.stringify({ AccountTag: hex(r, 32), TunnelSecret: secret, TunnelID: uuid(r) }),
    ].join('\n');
    return rec('cloudflared-credentials', 'cloudflare-tunnel', 1, text, [secret]);
  },

  nextcloudConfigPhp(r) {
    const dbpass = strongPassword(r, 30);
    const secret = r.chars(ALNUM + '/+', 48);
    const text = [
      '<?php',
      '$CONFIG = array (',
      `  'instanceid' => 'oc${lownum(r, 10)}',`,
      `  'secret' => '${secret}',`,
      "  'trusted_domains' =>",
      '  array (',
      `    0 => '${domain(r)}',`,
      '  ),',
      "  'datadirectory' => '/var/www/html/data',",
      "  'dbtype' => 'mysql',",
      "  'dbhost' => 'db',",
      "  'dbuser' => 'nextcloud',",
      `  'dbpassword' => '${dbpass}',`,
    ].join('\n');
    return rec('nextcloud-config-php', 'nextcloud', 1, text, [secret, dbpass]);
  },

  rcloneB2(r) {
    const key = `K00${r.int(6)}${alnum(r, 27)}`;
    const text = [
      '[b2-backup]',
      'type = b2',
      `account = 00${hex(r, 23)}`,
      `key = ${key}`,
      'hard_delete = true',
    ].join('\n');
    return rec('rclone-conf', 'backblaze-b2', 1, text, [key]);
  },

  rcloneCrypt(r) {
    const pw = b64url(r, 54);
    const pw2 = b64url(r, 54);
    const text = [
      '[secret]',
      'type = crypt',
      'remote = gdrive:encrypted',
      'filename_encryption = standard',
      `password = ${pw}`,
      `password2 = ${pw2}`,
    ].join('\n');
    return rec('rclone-conf', 'rclone', 1, text, [pw, pw2]);
  },

  rcloneSftp(r) {
    const pass = b64url(r, 40);
    const text = [
      '[nas]',
      'type = sftp',
      `host = ${lanIp(r)}`,
      'user = backup',
      `pass = ${pass}`,
      'shell_type = unix',
    ].join('\n');
    return rec('rclone-conf', 'rclone', 1, text, [pass]);
  },

  frigateRtsp(r) {
    const pass = urlPw(r);
    const ip = lanIp(r);
    const text = [
      'cameras:',
      `  ${r.pick(['driveway', 'front_door', 'garage', 'backyard'])}:`,
      '    ffmpeg:',
      '      inputs:',
      `        - path: rtsp://${r.pick(['admin', 'frigate', 'viewer'])}:${pass}@${ip}:554/${r.pick(['cam/realmonitor?channel=1&subtype=0', 'h264Preview_01_main', 'Streaming/Channels/101'])}`,
      '          roles:',
      '            - detect',
      '            - record',
      '    detect:',
      '      width: 1280',
      '      height: 720',
    ].join('\n');
    return rec('camera-rtsp-url', 'ip-camera', 1, text, [pass]);
  },

  go2rtc(r) {
    const pass = urlPw(r);
    const text = [
      'go2rtc:',
      '  streams:',
      `    doorbell: rtsp://admin:${pass}@${lanIp(r)}:554/h265Preview_01_main`,
      '    doorbell_sub: ffmpeg:doorbell#video=h264',
    ].join('\n');
    return rec('camera-rtsp-url', 'ip-camera', 1, text, [pass]);
  },

  sshPrivateKey(r) {
    const key = opensshPrivateKey(r);
    const text = [
      `$ cat ~/.ssh/${r.pick(['id_ed25519', 'homelab_ed25519', 'borg_backup'])}`,
      key,
    ].join('\n');
    return rec('private-key-block', 'ssh', 1, text, [key]);
  },

  ansibleSshKey(r) {
    const key = opensshPrivateKey(r);
    const text = [
      '# host_vars/backup-target.yml',
      'backup_user: borg',
      'backup_ssh_private_key: |',
      key
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n'),
    ].join('\n');
    // the scanner must find the block; report its first line through its last line as written
    const indented = key
      .split('\n')
      .map((l, i) => (i === 0 ? l : `  ${l}`))
      .join('\n');
    return rec('private-key-block', 'ssh', 1, text, [indented]);
  },

  acmeJson(r) {
    const pk = b64(r, 121);
    const text = JSON.stringify(
      {
        cloudflare: {
          Account: {
            Email: `admin@${domain(r)}`,
            Registration: {
              uri: `https://acme-v02.api.letsencrypt.org/acme/acct/${digits(r, 10)}`,
            },
            PrivateKey: pk,
            KeyType: '4096',
          },
          Certificates: null,
        },
      },
      null,
      2,
    );
    return rec('traefik-acme-json', 'acme', 1, text, [pk]);
  },

  tlsKey(r) {
    const key = rsaPrivateKey(r);
    const text = [`# /opt/traefik/certs/${domain(r)}.key`, key].join('\n');
    return rec('private-key-block', 'tls', 1, text, [key]);
  },

  proxmoxTerraform(r) {
    const secret = uuid(r);
    const text = [
      'provider "proxmox" {',
      `  pm_api_url          = "https://${lanIp(r)}:8006/api2/json"`,
      '  pm_api_token_id     = "terraform@pve!provider"',
      `  pm_api_token_secret = "${secret}"`,
      '  pm_tls_insecure     = true',
      '}',
    ].join('\n');
    return rec('hcl-provider-block', 'proxmox', 1, text, [secret]);
  },

  proxmoxHeader(r) {
    const secret = uuid(r);
    const text = [
      `$ curl -k -H "Authorization: PVEAPIToken=root@pam!${r.pick(['monitoring', 'homepage', 'ansible'])}=${secret}" \\`,
      `    https://${lanIp(r)}:8006/api2/json/nodes`,
    ].join('\n');
    return rec('http-auth-header', 'proxmox', 1, text, [secret]);
  },

  k3sJoin(r) {
    const token = `K10${hex(r, 64)}::server:${hex(r, 32)}`;
    const text = [
      `curl -sfL https://get.k3s.io | K3S_URL=https://${lanIp(r)}:6443 \\`,
      `  K3S_TOKEN=${token} sh -`,
    ].join('\n');
    return rec('install-one-liner', 'k3s', 1, text, [token]);
  },
};
