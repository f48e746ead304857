// Providers for secrets-heldout30 (part 2): name, key names, value shape and where the value
// is sent. theme: 1 for home-lab and self-hosted services, 0 for anything else.

import {
  ALNUM,
  B64URL,
  LOWER,
  UPNUM,
  alnum,
  b64,
  b64url,
  digits,
  hex,
  humanPassword,
  jwt,
  lownum,
  strongPassword,
  upnum,
  uuid,
} from './values.mjs';
import { P, pw, xapi } from './provider-kit.mjs';

export const providersPart2 = [
  // --- routers, NAS, virtualisation
  P('unifi', 1, ['UNIFI_PASSWORD', 'UNPOLLER_UNIFI_CONTROLLER_0_PASS'], humanPassword, pw),
  P('synology', 1, ['SYNO_PASSWORD', 'DSM_PASSWORD'], humanPassword, pw),
  P('truenas', 1, ['TRUENAS_API_KEY'], (r) => `${1 + r.int(9)}-${alnum(r, 64)}`, {
    url: 'https://truenas.local/api/v2.0/pool',
  }),
  P('proxmox-backup', 1, ['PBS_PASSWORD'], (r) => uuid(r), {
    pw: true,
    cli: 'proxmox-backup-client backup',
  }),
  P('opnsense', 1, ['OPNSENSE_API_SECRET'], (r) => r.chars(ALNUM + '+/', 80)),
  P('openwrt', 1, ['OPENWRT_ROOT_PASSWORD', 'LUCI_PASSWORD'], humanPassword, pw),
  P('portainer', 1, ['PORTAINER_API_KEY', 'PORTAINER_TOKEN'], (r) => `ptr_${b64(r, 32)}`, {
    header: 'X-API-Key:',
  }),
  P('portainer-agent', 1, ['AGENT_SECRET'], (r) => alnum(r, 32), {
    svc: ['agent', 'portainer/agent:2.21.0'],
  }),
  P('unraid', 1, ['UNRAID_API_KEY'], (r) => hex(r, 64)),
  P('nut', 1, ['NUT_UPSD_PASSWORD', 'UPSMON_PASSWORD'], (r) => alnum(r, 16), pw),

  // --- backups and storage
  P('restic', 1, ['RESTIC_PASSWORD'], strongPassword, { pw: true, cli: 'restic backup' }),
  P('borg', 1, ['BORG_PASSPHRASE'], humanPassword, pw),
  P('kopia', 1, ['KOPIA_PASSWORD'], strongPassword, pw),
  P('duplicati', 1, ['DUPLICATI__WEBSERVICE_PASSWORD', 'SETTINGS_ENCRYPTION_KEY'], strongPassword, {
    ...pw,
    svc: ['duplicati', 'lscr.io/linuxserver/duplicati:latest'],
  }),
  P(
    'backblaze-b2',
    1,
    ['B2_APPLICATION_KEY', 'B2_ACCOUNT_KEY'],
    (r) => `K00${r.int(6)}${alnum(r, 27)}`,
  ),
  P('wasabi', 1, ['WASABI_SECRET_KEY'], (r) => r.chars(UPNUM, 40)),
  P('minio', 1, ['MINIO_ROOT_PASSWORD', 'MINIO_SECRET_KEY'], (r) => alnum(r, 40), {
    ...pw,
    svc: ['minio', 'quay.io/minio/minio:latest'],
  }),
  P('garage', 1, ['GARAGE_RPC_SECRET', 'GARAGE_ADMIN_TOKEN'], (r) => hex(r, 64)),
  P('syncthing', 1, ['SYNCTHING_API_KEY', 'STGUIAPIKEY'], (r) => r.chars(ALNUM + '-', 32), {
    ...xapi,
  }),
  P('healthchecks', 1, ['HC_API_KEY', 'HEALTHCHECKS_API_KEY'], (r) => r.chars(ALNUM + '_-', 32), {
    ...xapi,
    url: 'https://healthchecks.io/api/v3/checks/',
  }),

  // --- notifications
  P('gotify', 1, ['GOTIFY_TOKEN', 'GOTIFY_APP_TOKEN'], (r) => `A${r.chars(ALNUM + '.-_', 14)}`, {
    header: 'X-Gotify-Key:',
    param: 'token',
    qurl: 'https://gotify.example.home/message',
  }),
  P('ntfy', 1, ['NTFY_TOKEN', 'NTFY_ACCESS_TOKEN'], (r) => `tk_${lownum(r, 29)}`),
  P('pushover', 1, ['PUSHOVER_APP_TOKEN', 'PUSHOVER_TOKEN'], (r) => `a${lownum(r, 29)}`),
  P('pushover-user', 1, ['PUSHOVER_USER_KEY'], (r) => `u${lownum(r, 29)}`),
  P(
    'telegram',
    1,
    ['TELEGRAM_BOT_TOKEN', 'TG_BOT_TOKEN'],
    (r) => `${digits(r, 10)}:AA${r.chars(B64URL, 33)}`,
  ),
  P(
    'gmail-app-password',
    1,
    ['SMTP_PASSWORD', 'EMAIL_HOST_PASSWORD'],
    (r) => r.chars(LOWER, 16),
    pw,
  ),
  P('smtp', 1, ['SMTP_PASS', 'MAIL_PASSWORD'], humanPassword, pw),

  // --- monitoring
  P('grafana', 1, ['GF_SECURITY_ADMIN_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['grafana', 'grafana/grafana-oss:latest'],
  }),
  P(
    'grafana-service-account',
    1,
    ['GRAFANA_TOKEN', 'GRAFANA_SA_TOKEN'],
    (r) => `glsa_${alnum(r, 32)}_${hex(r, 8)}`,
  ),
  P('influxdb', 1, ['INFLUXDB_TOKEN', 'DOCKER_INFLUXDB_INIT_ADMIN_TOKEN'], (r) =>
    b64(r, 64).replace(/\+/g, '-').replace(/\//g, '_'),
  ),
  P('uptime-kuma', 1, ['UPTIME_KUMA_API_KEY'], (r) => `uk${1 + r.int(9)}_${b64url(r, 40)}`),
  P('beszel', 1, ['BESZEL_AGENT_KEY'], (r) => `ssh-ed25519-priv-${b64(r, 32)}`, { skip: true }),

  // --- dev tools self-hosted
  P('gitea', 1, ['GITEA__security__SECRET_KEY', 'GITEA_SECRET_KEY'], (r) => alnum(r, 64), {
    svc: ['gitea', 'gitea/gitea:1.22'],
  }),
  P('gitea-runner', 1, ['GITEA_RUNNER_REGISTRATION_TOKEN'], (r) => alnum(r, 40), {
    svc: ['runner', 'gitea/act_runner:latest'],
  }),
  P('gitea-token', 1, ['GITEA_TOKEN'], (r) => hex(r, 40), { header: 'Authorization: token' }),
  P('drone', 1, ['DRONE_RPC_SECRET'], (r) => hex(r, 32), { svc: ['drone', 'drone/drone:2'] }),
  P('woodpecker', 1, ['WOODPECKER_AGENT_SECRET'], (r) => hex(r, 64), {
    svc: ['woodpecker-server', 'woodpeckerci/woodpecker-server:latest'],
  }),
  P('code-server', 1, ['PASSWORD', 'SUDO_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['code-server', 'lscr.io/linuxserver/code-server:latest'],
    only: ['dotenv', 'composeEnvList', 'composeEnvMap', 'dockerRun'],
  }),
  P('jupyter', 1, ['JUPYTER_TOKEN'], (r) => hex(r, 48), {
    param: 'token',
    qurl: 'http://192.168.1.30:8888/lab',
  }),

  // --- apps
  P('paperless', 1, ['PAPERLESS_SECRET_KEY'], (r) => r.chars(ALNUM + '!@#%^&*(-_=+)', 50), {
    svc: ['webserver', 'ghcr.io/paperless-ngx/paperless-ngx:latest'],
  }),
  P('paperless-token', 1, ['PAPERLESS_API_TOKEN'], (r) => hex(r, 40), {
    header: 'Authorization: Token',
  }),
  P('firefly-iii', 1, ['APP_KEY', 'STATIC_CRON_TOKEN'], (r) => alnum(r, 32), {
    svc: ['app', 'fireflyiii/core:latest'],
  }),
  P('bookstack', 1, ['APP_KEY'], (r) => `base64:${b64(r, 32)}`, {
    svc: ['bookstack', 'lscr.io/linuxserver/bookstack:latest'],
    only: ['dotenv', 'composeEnvList', 'composeEnvMap', 'k8sSecret'],
  }),
  P('searxng', 1, ['SEARXNG_SECRET', 'SEARXNG_SECRET_KEY'], (r) => hex(r, 64), {
    svc: ['searxng', 'searxng/searxng:latest'],
  }),
  P('invidious', 1, ['INVIDIOUS_HMAC_KEY'], (r) => alnum(r, 20)),
  P('miniflux', 1, ['ADMIN_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['miniflux', 'miniflux/miniflux:latest'],
    only: ['composeEnvList', 'composeEnvMap', 'dotenv'],
  }),
  P('outline', 1, ['SECRET_KEY', 'UTILS_SECRET'], (r) => hex(r, 64), {
    svc: ['outline', 'docker.getoutline.com/outlinewiki/outline:latest'],
    only: ['dotenv', 'composeEnvList', 'composeEnvMap', 'k8sSecret'],
  }),
  P('synapse', 1, ['SYNAPSE_REGISTRATION_SHARED_SECRET', 'REGISTRATION_SHARED_SECRET'], (r) =>
    r.chars(ALNUM + ',.;:~^', 48),
  ),
  P('mastodon', 1, ['SECRET_KEY_BASE', 'OTP_SECRET'], (r) => hex(r, 128), {
    svc: ['web', 'ghcr.io/mastodon/mastodon:v4.2'],
    only: ['dotenv', 'composeEnvList', 'k8sSecret'],
  }),
  P('coturn', 1, ['TURN_SECRET', 'STATIC_AUTH_SECRET'], (r) => hex(r, 64)),
  P('jitsi', 1, ['JICOFO_AUTH_PASSWORD', 'JVB_AUTH_PASSWORD'], (r) => hex(r, 32), {
    ...pw,
    svc: ['jicofo', 'jitsi/jicofo:stable'],
  }),
  P('open-webui', 1, ['WEBUI_SECRET_KEY'], (r) => b64(r, 24), {
    svc: ['open-webui', 'ghcr.io/open-webui/open-webui:main'],
  }),
  P('litellm', 1, ['LITELLM_MASTER_KEY'], (r) => `sk-${alnum(r, 22)}`),
  P('mealie', 1, ['MEALIE_API_TOKEN'], (r) =>
    jwt(r, { long_token: true, id: uuid(r), name: 'homepage', sub: 'homepage', exp: 1900000000 }),
  ),
  P('homebox', 1, ['HBOX_OPTIONS_ENCRYPTION_KEY'], (r) => b64(r, 32)),
  P('linkding', 1, ['LD_API_TOKEN', 'LINKDING_TOKEN'], (r) => hex(r, 40), {
    header: 'Authorization: Token',
  }),
  P('karakeep', 1, ['NEXTAUTH_SECRET'], (r) => b64(r, 36), {
    svc: ['web', 'ghcr.io/karakeep-app/karakeep:release'],
  }),
  P('homarr', 1, ['SECRET_ENCRYPTION_KEY'], (r) => hex(r, 64), {
    svc: ['homarr', 'ghcr.io/homarr-labs/homarr:latest'],
  }),
  P('docker-hub', 1, ['DOCKERHUB_TOKEN', 'DOCKER_PASSWORD'], (r) => `dckr_pat_${b64url(r, 27)}`),
  P('github', 1, ['GITHUB_TOKEN', 'GH_TOKEN', 'RENOVATE_TOKEN'], (r) => `ghp_${alnum(r, 36)}`),
  P('gitlab', 0, ['GITLAB_TOKEN', 'CI_JOB_TOKEN_OVERRIDE'], (r) => `glpat-${b64url(r, 20)}`, {
    header: 'PRIVATE-TOKEN:',
  }),
  P('digitalocean', 1, ['DO_TOKEN', 'DIGITALOCEAN_ACCESS_TOKEN'], (r) => `dop_v1_${hex(r, 64)}`),
  P('hetzner-cloud', 1, ['HCLOUD_TOKEN'], (r) => alnum(r, 64)),
  P('linode', 1, ['LINODE_TOKEN', 'LINODE_CLI_TOKEN'], (r) => hex(r, 64)),
  P('vultr', 1, ['VULTR_API_KEY'], (r) => upnum(r, 36)),
  P('ovh', 1, ['OVH_APPLICATION_SECRET'], (r) => lownum(r, 32)),
];
