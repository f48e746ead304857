// Directory, AAA, VPN and network-device positives for the held-out (23) secrets set.

import { ALPHABETS as A, base64Bytes, password } from './values.mjs';

const ip = (r) => `10.${r.int(255)}.${r.int(255)}.${r.int(254) + 1}`;
const pub = (r) => `203.0.113.${r.int(254) + 1}`;

function sssd(r) {
  const pw = password(r);
  return {
    text: [
      '[domain/corp.example.com]',
      'id_provider = ldap',
      'ldap_uri = ldaps://ldap.corp.example.com',
      'ldap_search_base = dc=corp,dc=example,dc=com',
      'ldap_default_bind_dn = cn=sssd-reader,ou=svc,dc=corp,dc=example,dc=com',
      'ldap_default_authtok_type = password',
      `ldap_default_authtok = ${pw}`,
      'cache_credentials = True',
    ].join('\n'),
    secrets: [pw],
    provider: 'ldap',
  };
}

function gitlabLdap(r) {
  const pw = password(r);
  return {
    text: [
      "gitlab_rails['ldap_enabled'] = true",
      "gitlab_rails['ldap_servers'] = {",
      "  'main' => {",
      "    'host' => 'dc02.ad.example.net',",
      "    'port' => 636,",
      "    'bind_dn' => 'CN=svc-gitlab,OU=Service,DC=ad,DC=example,DC=net',",
      `    'password' => '${pw}',`,
      "    'encryption' => 'simple_tls'",
      '  }',
      '}',
    ].join('\n'),
    secrets: [pw],
    provider: 'active-directory',
  };
}

function grafanaLdap(r) {
  const pw = password(r);
  return {
    text: [
      '[[servers]]',
      'host = "ad.example.org"',
      'port = 389',
      'use_ssl = false',
      'bind_dn = "EXAMPLE\\\\svc_grafana"',
      `bind_password = '${pw}'`,
      'search_filter = "(sAMAccountName=%s)"',
      'search_base_dns = ["dc=example,dc=org"]',
    ].join('\n'),
    secrets: [pw],
    provider: 'active-directory',
  };
}

function powershellCred(r) {
  const pw = password(r).replace(/[$`"]/g, '');
  return {
    text: [
      '$user = "CORP\\svc-backup"',
      `$pass = ConvertTo-SecureString "${pw}" -AsPlainText -Force`,
      '$cred = New-Object System.Management.Automation.PSCredential($user, $pass)',
      'Get-ADUser -Filter * -Server dc01.corp.example -Credential $cred | Measure-Object',
    ].join('\n'),
    secrets: [pw],
    provider: 'active-directory',
  };
}

function radiusClients(r) {
  const s1 = r.chars(A.a, r.int(12) + 16);
  const s2 = password(r);
  return {
    text: [
      `client vpn-gw-${r.int(9) + 1} {`,
      `    ipaddr = ${ip(r)}`,
      `    secret = ${s1}`,
      '    nas_type = other',
      '}',
      '',
      'client wifi-controllers {',
      `    ipaddr = ${ip(r).replace(/\.\d+$/, '.0')}/24`,
      `    secret = "${s2}"`,
      '}',
    ].join('\n'),
    secrets: [s1, s2],
    provider: 'freeradius',
  };
}

function ciscoAaa(r) {
  const tac = r.chars(A.a, r.int(8) + 14);
  const rad = r.chars(A.a, r.int(8) + 12);
  return {
    text: [
      'aaa new-model',
      'tacacs server TACACS-1',
      ` address ipv4 ${ip(r)}`,
      ` key 0 ${tac}`,
      'radius server NPS-1',
      ` address ipv4 ${ip(r)} auth-port 1812 acct-port 1813`,
      ` key ${rad}`,
      'aaa authentication login default group tacacs+ local',
    ].join('\n'),
    secrets: [tac, rad],
    provider: 'cisco-ios',
  };
}

function tacPlus(r) {
  const key = password(r);
  return {
    text: [
      '# tac_plus.conf',
      `key = "${key}"`,
      'accounting file = /var/log/tac_plus.acct',
      'group = netadmins {',
      '    default service = permit',
      '    service = exec { priv-lvl = 15 }',
      '}',
    ].join('\n'),
    secrets: [key],
    provider: 'tacacs-plus',
  };
}

function wireguard(r) {
  const priv = base64Bytes(r, 32);
  const psk = base64Bytes(r, 32);
  const peer = base64Bytes(r, 32);
  const withPsk = r.chance(0.6);
  const lines = [
    '[Interface]',
    `Address = 10.${r.int(200)}.0.${r.int(200) + 1}/24`,
    `ListenPort = ${51820 + r.int(5)}`,
    `PrivateKey = ${priv}`,
    '',
    '[Peer]',
    `PublicKey = ${peer}`,
  ];
  if (withPsk) {
    lines.push(`PresharedKey = ${psk}`);
  }
  lines.push(`Endpoint = ${pub(r)}:51820`, 'AllowedIPs = 0.0.0.0/0', 'PersistentKeepalive = 25');
  return { text: lines.join('\n'), secrets: withPsk ? [priv, psk] : [priv], provider: 'wireguard' };
}

function openvpnTlsAuth(r) {
  const rows = Array.from({ length: 16 }, () => r.chars(A.h, 32)).join('\n');
  return {
    text: [
      'client',
      'dev tun',
      'proto udp',
      `remote vpn.example.com ${r.pick([1194, 443])}`,
      'cipher AES-256-GCM',
      'key-direction 1',
      '<tls-auth>',
      '#',
      '# 2048 bit OpenVPN static key',
      '#',
      '-----BEGIN OpenVPN Static key V1-----',
      rows,
      '-----END OpenVPN Static key V1-----',
      '</tls-auth>',
    ].join('\n'),
    secrets: [rows],
    provider: 'openvpn',
  };
}

function ipsecSecrets(r) {
  const psk = r.chars(A.a, r.int(16) + 20);
  return {
    text: [
      '# /etc/ipsec.secrets',
      '# This file holds shared secrets or RSA private keys for authentication.',
      '',
      `${pub(r)} ${pub(r)} : PSK "${psk}"`,
      ': RSA /etc/ipsec.d/private/gw.key',
    ].join('\n'),
    secrets: [psk],
    provider: 'ipsec',
  };
}

function swanctl(r) {
  const secret = `0s${base64Bytes(r, 30)}`;
  return {
    text: [
      'secrets {',
      '    ike-branch {',
      `        id-1 = ${pub(r)}`,
      `        id-2 = ${pub(r)}`,
      `        secret = ${secret}`,
      '    }',
      '}',
    ].join('\n'),
    secrets: [secret],
    provider: 'strongswan',
  };
}

function mikrotik(r) {
  const priv = base64Bytes(r, 32);
  const psk = r.chars(A.a, 24);
  return {
    text: [
      '/interface wireguard',
      `add listen-port=13231 mtu=1420 name=wg-office private-key="${priv}"`,
      '/ip ipsec peer',
      `add address=${pub(r)}/32 name=branch exchange-mode=ike2`,
      '/ip ipsec identity',
      `add peer=branch secret=${psk}`,
    ].join('\n'),
    secrets: [priv, psk],
    provider: 'mikrotik',
  };
}

function ciscoType7(r) {
  const t7 = `${String(r.int(15)).padStart(2, '0')}${r.chars(A.H, 2 * (r.int(6) + 8))}`;
  const community = r.chars(A.a, 14);
  return {
    text: [
      'hostname edge-rtr-02',
      '!',
      `username netops privilege 15 password 7 ${t7}`,
      `snmp-server community ${community} RO 10`,
      'snmp-server location DC2-Row4',
      '!',
      'line vty 0 4',
      ' transport input ssh',
    ].join('\n'),
    secrets: [t7, community],
    provider: 'cisco-ios',
  };
}

function juniper(r) {
  const enc = `$9$${r.chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./-', r.int(20) + 20)}`;
  return {
    text: [
      'protocols {',
      '    bgp {',
      '        group transit {',
      `            neighbor ${pub(r)} {`,
      `                authentication-key "${enc}"; ## SECRET-DATA`,
      '            }',
      '        }',
      '    }',
      '}',
    ].join('\n'),
    secrets: [enc],
    provider: 'juniper-junos',
  };
}

function snmpv3(r) {
  const auth = r.chars(A.a, 16);
  const priv = r.chars(A.a, 18);
  return {
    text: [
      `snmp-server group MONITOR v3 priv read ALL`,
      `snmp-server user librenms MONITOR v3 auth sha ${auth} priv aes 128 ${priv}`,
      `snmp-server host ${ip(r)} version 3 priv librenms`,
    ].join('\n'),
    secrets: [auth, priv],
    provider: 'snmp',
  };
}

function keepalived(r) {
  const pass = r.chars(A.a, 8);
  return {
    text: [
      'vrrp_instance VI_1 {',
      '    state MASTER',
      '    interface eth0',
      '    virtual_router_id 51',
      '    authentication {',
      '        auth_type PASS',
      `        auth_pass ${pass}`,
      '    }',
      `    virtual_ipaddress { ${ip(r)} }`,
      '}',
    ].join('\n'),
    secrets: [pass],
    provider: 'keepalived',
  };
}

function haproxy(r) {
  const pw = r.chars(A.a, 20);
  return {
    text: [
      'listen stats',
      '    bind :8404',
      '    stats enable',
      '    stats uri /stats',
      `    stats auth admin:${pw}`,
      '    stats refresh 10s',
    ].join('\n'),
    secrets: [pw],
    provider: 'haproxy',
  };
}

function bgpFrr(r) {
  const pw = r.chars(A.a, 18);
  return {
    text: [
      'router bgp 65010',
      ` neighbor ${pub(r)} remote-as 64512`,
      ` neighbor ${pub(r).replace(/\d+$/, '1')} password ${pw}`,
      ' address-family ipv4 unicast',
      '  network 198.51.100.0/24',
      ' exit-address-family',
    ].join('\n'),
    secrets: [pw],
    provider: 'frrouting',
  };
}

export const NETWORK_TEMPLATES = {
  sssd,
  gitlabLdap,
  grafanaLdap,
  powershellCred,
  radiusClients,
  ciscoAaa,
  tacPlus,
  wireguard,
  openvpnTlsAuth,
  ipsecSecrets,
  swanctl,
  mikrotik,
  ciscoType7,
  juniper,
  snmpv3,
  keepalived,
  haproxy,
  bgpFrr,
};
