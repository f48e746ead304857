// Hard negatives for secrets-heldout30 (part): the same files and key names as the positives,
// holding references, hashes, public keys, ids, digests, encrypted blobs or documented examples.

import {
  ALNUM,
  b64,
  b64url,
  digits,
  domain,
  epoch,
  hex,
  host,
  lanIp,
  lownum,
  pemBody,
  upnum,
  uuid,
} from './values.mjs';
import { neg, ssh25519Pub, alnumU } from './helpers.mjs';

export const negativesB = {
  cloudflaredConfig(r) {
    const id = uuid(r);
    const text = [
      `tunnel: ${id}`,
      `credentials-file: /etc/cloudflared/${id}.json`,
      'ingress:',
      `  - hostname: jellyfin.${domain(r)}`,
      '    service: http://localhost:8096',
      '  - service: http_status:404',
    ].join('\n');
    return neg('cloudflared-config-yml', 'cloudflare-tunnel', 1, text);
  },

  cloudflareIds(r) {
    const text = [
      '# Cloudflare ids (not secret; the token is in the vault)',
      `CF_ZONE_ID=${hex(r, 32)}`,
      `CF_ACCOUNT_ID=${hex(r, 32)}`,
      'CF_DNS_API_TOKEN_FILE=/run/secrets/cf_token',
    ].join('\n');
    return neg('dotenv', 'cloudflare', 1, text);
  },

  tailscaleStatus(r) {
    const text = JSON.stringify(
      {
        Self: {
          ID: `n${alnumU(r, 6)}CNTRL`,
          PublicKey: `nodekey:${hex(r, 64)}`,
          HostName: r.pick(['nas', 'pve01', 'pi-hole']),
          DNSName: `${r.pick(['nas', 'pve01'])}.tail${hex(r, 5)}.ts.net.`,
          TailscaleIPs: [`100.${64 + r.int(60)}.${r.int(255)}.${r.int(255)}`],
        },
        MagicDNSSuffix: `tail${hex(r, 5)}.ts.net`,
      },
      null,
      2,
    );
    return neg('cli-output', 'tailscale', 1, text);
  },

  composeDigest(r) {
    const text = [
      'services:',
      '  immich-server:',
      `    image: ghcr.io/immich-app/immich-server:v1.1${r.int(30)}.0@sha256:${hex(r, 64)}`,
      '  database:',
      `    image: docker.io/tensorchord/pgvecto-rs:pg14-v0.2.0@sha256:${hex(r, 64)}`,
    ].join('\n');
    return neg('compose-image-digest', 'docker', 1, text);
  },

  dockerPs(r) {
    const row = (name, img) =>
      `${hex(r, 12)}   ${img}   "/init"   ${1 + r.int(9)} days ago   Up ${1 + r.int(9)} days   ${name}`;
    const text = [
      'CONTAINER ID   IMAGE   COMMAND   CREATED   STATUS   NAMES',
      row('sonarr', 'lscr.io/linuxserver/sonarr:latest'),
      row('radarr', 'lscr.io/linuxserver/radarr:latest'),
      row('prowlarr', 'lscr.io/linuxserver/prowlarr:latest'),
      `$ docker inspect --format '{{.Id}}' sonarr`,
      hex(r, 64),
    ].join('\n');
    return neg('cli-output', 'docker', 1, text);
  },

  gitLog(r) {
    const lines = [];
    for (let i = 0; i < 4; i++) {
      lines.push(
        `${hex(r, 7)} ${r.pick(['bump immich to', 'traefik: add', 'fix', 'rotate', 'compose: pin'])} ${r.pick(['v1.112', 'authelia middleware', 'healthcheck', 'sonarr api key var', 'digests'])}`,
      );
    }
    lines.push('$ git rev-parse HEAD', hex(r, 40));
    return neg('git-log', 'git', 1, ['$ git log --oneline -4', ...lines].join('\n'));
  },

  lockIntegrity(r) {
    const name = r.pick([
      'dotenv',
      'jsonwebtoken',
      'bcryptjs',
      'node-red-contrib-home-assistant-websocket',
    ]);
    const text = [
      `    "node_modules/${name}": {`,
      `      "version": "${1 + r.int(9)}.${r.int(20)}.${r.int(10)}",`,
      `      "resolved": "https://registry.npmjs.org/${name}/-/${name}-1.0.0.tgz",`,
      `      "integrity": "sha512-${b64(r, 64)}",`,
      '      "license": "MIT"',
      '    },',
    ].join('\n');
    return neg('lockfile-integrity', 'npm', 0, text);
  },

  authorizedKeys(r) {
    const text = [
      '# ~/.ssh/authorized_keys on the NAS',
      `ssh-ed25519 ${ssh25519Pub(r)} ${r.pick(['kowal@laptop', 'borg@pve01', 'ansible@control'])}`,
      `ssh-ed25519 ${ssh25519Pub(r)} ${r.pick(['phone-termux', 'backup@hetzner'])}`,
    ].join('\n');
    return neg('authorized-keys', 'ssh', 1, text);
  },

  knownHosts(r) {
    const text = [
      `The authenticity of host '${host(r)} (${lanIp(r)})' can't be established.`,
      `ED25519 key fingerprint is SHA256:${b64(r, 32).replace(/=+$/, '')}.`,
      'Are you sure you want to continue connecting (yes/no/[fingerprint])? yes',
      `Warning: Permanently added '${host(r)}' (ED25519) to the list of known hosts.`,
    ].join('\n');
    return neg('ssh-known-hosts', 'ssh', 1, text);
  },

  certificate(r) {
    const text = [
      `# /opt/traefik/certs/${domain(r)}.crt`,
      '-----BEGIN CERTIFICATE-----',
      `MIIFazCCA1OgAwIBAgIU${pemBody(r, 420)}`,
      '-----END CERTIFICATE-----',
    ].join('\n');
    return neg('certificate-block', 'tls', 1, text);
  },

  dnsZone(r) {
    const d = domain(r);
    const text = [
      `$ORIGIN ${d}.`,
      `@        3600 IN TXT "v=spf1 include:_spf.mx.cloudflare.net ~all"`,
      `mail._domainkey 3600 IN TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${b64(r, 180).replace(/=+$/, '')}"`,
      `@        3600 IN DS ${10000 + r.int(50000)} 13 2 ${hex(r, 64).toUpperCase()}`,
    ].join('\n');
    return neg('dns-zone', 'dns', 1, text);
  },

  zerotierJoin(r) {
    const text = [
      `$ sudo zerotier-cli join ${hex(r, 16)}`,
      '200 join OK',
      '$ sudo zerotier-cli info',
      `200 info ${hex(r, 10)} 1.14.0 ONLINE`,
    ].join('\n');
    return neg('cli-output', 'zerotier', 1, text);
  },

  plexPreferences(r) {
    const text = [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<Preferences MachineIdentifier="${uuid(r)}" ProcessedMachineIdentifier="${hex(r, 40)}" AnonymousMachineIdentifier="${uuid(r)}" FriendlyName="${r.pick(['NAS', 'plexbox'])}" ManualPortMappingMode="1" ManualPortMappingPort="32400" TranscoderTempDirectory="/transcode"/>`,
    ].join('\n');
    return neg('plex-preferences-xml', 'plex', 1, text);
  },

  jellyfinAuthHeader(r) {
    const dev = Buffer.from(
      `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0|${epoch(r)}${r.int(999)}`,
    ).toString('base64');
    const text = [
      'POST /Users/AuthenticateByName HTTP/1.1',
      `Host: jellyfin.${domain(r)}`,
      `X-Emby-Authorization: MediaBrowser Client="Jellyfin Web", Device="Firefox", DeviceId="${dev}", Version="10.9.${r.int(11)}"`,
      'Content-Type: application/json',
    ].join('\n');
    return neg('http-auth-header', 'jellyfin', 1, text);
  },

  awsDocExample() {
    const text = [
      '# ~/.aws/credentials (example from the AWS CLI guide)',
      '[default]',
      'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ].join('\n');
    return neg('aws-credentials-file', 'aws', 0, text);
  },

  stripeDocTestKey() {
    const text = [
      '# Stripe quickstart (the docs sample test key)',
      "stripe.api_key = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'",
    ].join('\n');
    return neg('sdk-constructor', 'stripe', 0, text);
  },

  frontendPublicKeys(r) {
    const v = r.int(6);
    const cases = [
      ['stripe', `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51${r.chars(ALNUM, 97)}`],
      [
        'firebase',
        `const firebaseConfig = {\n  apiKey: "AIza${b64url(r, 35)}",\n  authDomain: "ha-companion-${lownum(r, 5)}.firebaseapp.com",\n  projectId: "ha-companion-${lownum(r, 5)}",\n  appId: "1:${digits(r, 12)}:web:${hex(r, 22)}"\n};`,
      ],
      [
        'mapbox',
        `mapboxgl.accessToken = 'pk.${Buffer.from(JSON.stringify({ u: 'kowal', a: lownum(r, 25) })).toString('base64url')}.${b64url(r, 22)}';`,
      ],
      [
        'algolia',
        `const searchClient = algoliasearch('${upnum(r, 10)}', '${hex(r, 32)}'); // search-only key`,
      ],
      [
        'posthog',
        `posthog.init('phc_${r.chars(ALNUM, 43)}', { api_host: 'https://eu.i.posthog.com' })`,
      ],
      ['recaptcha', `<div class="g-recaptcha" data-sitekey="6L${b64url(r, 38)}"></div>`],
    ];
    const [provider, text] = cases[v];
    return neg('frontend-public-key', provider, 0, text);
  },

  supabaseAnon(r) {
    const t = epoch(r);
    const key = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'supabase', ref: r.chars('abcdefghijklmnopqrstuvwxyz', 20), role: 'anon', iat: t, exp: t + 315360000 })).toString('base64url')}.${b64url(r, 43)}`;
    return neg(
      'dotenv',
      'supabase',
      0,
      `NEXT_PUBLIC_SUPABASE_URL=https://${r.chars('abcdefghijklmnopqrstuvwxyz', 20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=${key}`,
    );
  },

  sentryDsn(r) {
    const text = `SENTRY_DSN=https://${hex(r, 32)}@o${digits(r, 6)}.ingest.${r.pick(['us.', 'de.', ''])}sentry.io/${digits(r, 7)}`;
    return neg('dotenv', 'sentry', 0, text);
  },

  vapidPublicOnly(r) {
    const text = [
      '# push notifications (public half; private key is in the secret store)',
      `VAPID_PUBLIC_KEY=B${b64url(r, 86)}`,
      'VAPID_SUBJECT=mailto:admin@example.org',
    ].join('\n');
    return neg('dotenv-pair', 'vapid', 1, text);
  },

  sopsYaml(r) {
    const text = [
      'creation_rules:',
      '  - path_regex: k8s/.*\\.sops\\.ya?ml$',
      '    encrypted_regex: ^(data|stringData)$',
      `    age: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
    ].join('\n');
    return neg('sops-config', 'age', 1, text);
  },

  gpgList(r) {
    const text = [
      '$ gpg --list-secret-keys --keyid-format=long',
      `sec   ed25519/${hex(r, 16).toUpperCase()} 2023-0${1 + r.int(9)}-12 [SC]`,
      `      ${hex(r, 40).toUpperCase()}`,
      `uid                 [ultimate] ${r.pick(['Jan Kowalski', 'Marco Rossi'])} <backup@${domain(r)}>`,
    ].join('\n');
    return neg('cli-output', 'gpg', 1, text);
  },

  resticSnapshots(r) {
    const row = () =>
      `${hex(r, 8)}  2024-0${1 + r.int(9)}-1${r.int(10)} 02:30:0${r.int(10)}  ${r.pick(['nas', 'pve01'])}  /srv/appdata`;
    const text = [
      '$ restic snapshots',
      `repository ${hex(r, 8)} opened (version 2, compression level auto)`,
      'ID        Time                 Host  Paths',
      row(),
      row(),
      row(),
    ].join('\n');
    return neg('cli-output', 'restic', 1, text);
  },
};
