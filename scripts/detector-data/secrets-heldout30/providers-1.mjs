// Providers for secrets-heldout30 (part 1): name, key names, value shape and where the value
// is sent. theme: 1 for home-lab and self-hosted services, 0 for anything else.

import {
  ALNUM,
  alnum,
  b64,
  b64url,
  digits,
  epoch,
  hex,
  hexu,
  humanPassword,
  jwt,
  lownum,
  strongPassword,
  upnum,
  uuid,
} from './values.mjs';
import { P, pw, xapi, arr, hassJwt, tunnelToken } from './provider-kit.mjs';

export const providersPart1 = [
  // --- media servers and the *arr stack
  P('plex', 1, ['PLEX_TOKEN', 'X_PLEX_TOKEN', 'PLEX_API_TOKEN'], (r) => r.chars(ALNUM + '-_', 20), {
    header: 'X-Plex-Token:',
    param: 'X-Plex-Token',
    qurl: 'http://192.168.1.10:32400/library/sections',
    svc: ['plex', 'lscr.io/linuxserver/plex:latest'],
  }),
  P('plex-claim', 1, ['PLEX_CLAIM'], (r) => `claim-${r.chars(ALNUM + '-_', 20)}`, {
    svc: ['plex', 'plexinc/pms-docker:latest'],
    only: ['dotenv', 'composeEnvList', 'composeEnvMap', 'dockerRun', 'forumPost'],
  }),
  arr('sonarr', 'lscr.io/linuxserver/sonarr:latest', 8989, 'SONARR'),
  arr('radarr', 'lscr.io/linuxserver/radarr:latest', 7878, 'RADARR'),
  arr('lidarr', 'lscr.io/linuxserver/lidarr:latest', 8686, 'LIDARR'),
  arr('readarr', 'lscr.io/linuxserver/readarr:develop', 8787, 'READARR'),
  arr('prowlarr', 'lscr.io/linuxserver/prowlarr:latest', 9696, 'PROWLARR'),
  arr('bazarr', 'lscr.io/linuxserver/bazarr:latest', 6767, 'BAZARR'),
  arr('whisparr', 'ghcr.io/hotio/whisparr:latest', 6969, 'WHISPARR'),
  P('tautulli', 1, ['TAUTULLI_API_KEY', 'TAUTULLI_APIKEY'], (r) => hex(r, 32), {
    param: 'apikey',
    qurl: 'http://192.168.1.10:8181/api/v2',
    svc: ['tautulli', 'ghcr.io/tautulli/tautulli'],
  }),
  P('sabnzbd', 1, ['SABNZBD_API_KEY', 'SAB_APIKEY'], (r) => hex(r, 32), {
    param: 'apikey',
    qurl: 'http://192.168.1.10:8080/sabnzbd/api',
    svc: ['sabnzbd', 'lscr.io/linuxserver/sabnzbd:latest'],
  }),
  P('jellyfin', 1, ['JELLYFIN_API_KEY', 'JELLYFIN_TOKEN'], (r) => hex(r, 32), {
    header: 'X-Emby-Token:',
    param: 'api_key',
    qurl: 'http://192.168.1.10:8096/Items',
    svc: ['jellyfin', 'jellyfin/jellyfin:latest'],
  }),
  P('emby', 1, ['EMBY_API_KEY', 'EMBY_TOKEN'], (r) => hex(r, 32), {
    header: 'X-Emby-Token:',
    param: 'api_key',
    svc: ['emby', 'emby/embyserver:latest'],
  }),
  P('overseerr', 1, ['OVERSEERR_API_KEY'], (r) => b64(r, 50), {
    ...xapi,
    svc: ['overseerr', 'sctx/overseerr:latest'],
  }),
  P('jellyseerr', 1, ['JELLYSEERR_API_KEY', 'SEERR_API_KEY'], (r) => b64(r, 50), {
    ...xapi,
    svc: ['jellyseerr', 'fallenbagel/jellyseerr:latest'],
  }),
  P('nzbget', 1, ['NZBGET_PASS', 'NZBGET_CONTROL_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['nzbget', 'lscr.io/linuxserver/nzbget:latest'],
  }),
  P('qbittorrent', 1, ['QBITTORRENT_PASSWORD', 'QBIT_PASS', 'WEBUI_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['qbittorrent', 'lscr.io/linuxserver/qbittorrent:latest'],
  }),
  P('transmission', 1, ['TRANSMISSION_PASS', 'TRANSMISSION_RPC_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['transmission', 'lscr.io/linuxserver/transmission:latest'],
  }),
  P('deluge', 1, ['DELUGE_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['deluge', 'lscr.io/linuxserver/deluge:latest'],
  }),
  P('usenet', 1, ['USENET_PASSWORD', 'NEWS_SERVER_PASSWORD'], (r) => alnum(r, 12), {
    ...pw,
    svc: ['sabnzbd', 'lscr.io/linuxserver/sabnzbd:latest'],
  }),
  P('gluetun-vpn', 1, ['OPENVPN_PASSWORD', 'VPN_PASSWORD'], (r) => alnum(r, 24), {
    ...pw,
    svc: ['gluetun', 'qmcgaw/gluetun:latest'],
  }),
  P('mullvad', 1, ['MULLVAD_ACCOUNT', 'VPN_ACCOUNT_NUMBER'], (r) => digits(r, 16), {
    ...pw,
    svc: ['gluetun', 'qmcgaw/gluetun:latest'],
  }),
  P('lastfm', 1, ['LASTFM_SECRET', 'ND_LASTFM_SECRET'], (r) => hex(r, 32), {
    svc: ['navidrome', 'deluan/navidrome:latest'],
  }),
  P('audiobookshelf', 1, ['ABS_TOKEN', 'AUDIOBOOKSHELF_TOKEN'], (r) =>
    jwt(r, { userId: uuid(r), username: 'root', iat: epoch(r) }),
  ),
  P('immich', 1, ['IMMICH_API_KEY'], (r) => alnum(r, 43), {
    header: 'x-api-key:',
    svc: ['immich-server', 'ghcr.io/immich-app/immich-server:release'],
  }),
  P('photoprism', 1, ['PHOTOPRISM_ADMIN_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['photoprism', 'photoprism/photoprism:latest'],
  }),
  P('trakt', 1, ['TRAKT_CLIENT_SECRET'], (r) => hex(r, 64)),
  P('tmdb', 1, ['TMDB_API_KEY', 'TMDB_KEY'], (r) => hex(r, 32), {
    param: 'api_key',
    qurl: 'https://api.themoviedb.org/3/movie/550',
  }),
  P('spotify', 1, ['SPOTIFY_CLIENT_SECRET', 'SPOTIPY_CLIENT_SECRET'], (r) => hex(r, 32)),

  // --- cloud suites, office, photos
  P('nextcloud', 1, ['NEXTCLOUD_ADMIN_PASSWORD', 'NC_PASS'], humanPassword, {
    ...pw,
    svc: ['nextcloud', 'nextcloud:29-apache'],
  }),
  P(
    'nextcloud-app-password',
    1,
    ['NEXTCLOUD_APP_PASSWORD', 'NC_APP_TOKEN'],
    (r) => [0, 1, 2, 3, 4].map(() => r.chars(ALNUM, 5)).join('-'),
    { pw: true },
  ),
  P('mariadb', 1, ['MYSQL_ROOT_PASSWORD', 'MARIADB_PASSWORD', 'MYSQL_PASSWORD'], strongPassword, {
    ...pw,
    svc: ['db', 'mariadb:10.11'],
  }),
  P('postgres', 1, ['POSTGRES_PASSWORD', 'DB_PASSWORD'], (r) => alnum(r, 32), {
    ...pw,
    svc: ['database', 'postgres:16-alpine'],
  }),
  P('redis', 1, ['REDIS_PASSWORD', 'REDIS_HOST_PASSWORD'], (r) => alnum(r, 40), {
    ...pw,
    svc: ['redis', 'redis:7-alpine'],
  }),
  P('collabora', 1, ['COLLABORA_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['collabora', 'collabora/code:latest'],
  }),
  P('onlyoffice', 1, ['JWT_SECRET', 'ONLYOFFICE_JWT_SECRET'], (r) => alnum(r, 32), {
    svc: ['onlyoffice', 'onlyoffice/documentserver'],
  }),
  P('seafile', 1, ['SEAFILE_ADMIN_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['seafile', 'seafileltd/seafile-mc:11.0-latest'],
  }),

  // --- home automation
  P('home-assistant', 1, ['HASS_TOKEN', 'HA_TOKEN', 'HOME_ASSISTANT_TOKEN'], hassJwt, {
    url: 'http://homeassistant.local:8123/api/states',
    svc: ['homeassistant', 'ghcr.io/home-assistant/home-assistant:stable'],
  }),
  P('mosquitto', 1, ['MQTT_PASSWORD', 'MQTT_PASS'], (r) => alnum(r, 20), {
    ...pw,
    svc: ['mosquitto', 'eclipse-mosquitto:2'],
  }),
  P('node-red', 1, ['NODE_RED_CREDENTIAL_SECRET', 'CREDENTIAL_SECRET'], (r) => hex(r, 48), {
    svc: ['node-red', 'nodered/node-red:latest'],
  }),
  P('frigate', 1, ['FRIGATE_RTSP_PASSWORD', 'FRIGATE_MQTT_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['frigate', 'ghcr.io/blakeblackshear/frigate:stable'],
  }),
  P('frigate-plus', 1, ['PLUS_API_KEY'], (r) => `${uuid(r)}:${hex(r, 40)}`, {
    svc: ['frigate', 'ghcr.io/blakeblackshear/frigate:stable'],
  }),
  P('openweathermap', 1, ['OWM_API_KEY', 'OPENWEATHERMAP_API_KEY'], (r) => hex(r, 32), {
    param: 'appid',
    qurl: 'https://api.openweathermap.org/data/2.5/weather',
  }),
  P('tuya', 1, ['TUYA_LOCAL_KEY', 'LOCAL_KEY'], (r) => r.chars(ALNUM + '<>{}[]|~^', 16)),
  P('tuya-cloud', 1, ['TUYA_ACCESS_SECRET', 'TUYA_CLIENT_SECRET'], (r) => hex(r, 32)),
  P('philips-hue', 1, ['HUE_USERNAME', 'HUE_APP_KEY'], (r) => r.chars(ALNUM + '-', 40)),
  P('google-sdm', 1, ['SDM_CLIENT_SECRET', 'NEST_CLIENT_SECRET'], (r) => `GOCSPX-${b64url(r, 28)}`),
  P('ecobee', 1, ['ECOBEE_API_KEY'], (r) => alnum(r, 32)),
  P('solaredge', 1, ['SOLAREDGE_API_KEY'], (r) => upnum(r, 32), {
    param: 'api_key',
    qurl: 'https://monitoringapi.solaredge.com/site/1234567/overview',
  }),
  P('octopus-energy', 1, ['OCTOPUS_API_KEY'], (r) => `sk_live_${alnum(r, 24)}`),
  P('netatmo', 1, ['NETATMO_CLIENT_SECRET'], (r) => alnum(r, 30)),
  P('octoprint', 1, ['OCTOPRINT_API_KEY'], (r) => hexu(r, 32), { ...xapi }),
  P('moonraker', 1, ['MOONRAKER_API_KEY'], (r) => hex(r, 32), { ...xapi }),
  P('zwave-js', 1, ['S2_ACCESS_CONTROL_KEY', 'S0_LEGACY_KEY', 'KEY_S2_AUTHENTICATED'], (r) =>
    hexu(r, 32),
  ),

  // --- password managers and identity
  P('vaultwarden', 1, ['ADMIN_TOKEN'], (r) => b64(r, 48), {
    svc: ['vaultwarden', 'vaultwarden/server:latest'],
    only: ['dotenv', 'composeEnvList', 'composeEnvMap', 'dockerRun', 'k8sSecret', 'forumPost'],
  }),
  P('vaultwarden-push', 1, ['PUSH_INSTALLATION_KEY'], (r) => alnum(r, 20), {
    svc: ['vaultwarden', 'vaultwarden/server:latest'],
  }),
  P('authelia', 1, ['AUTHELIA_JWT_SECRET', 'AUTHELIA_SESSION_SECRET'], (r) => alnum(r, 64), {
    svc: ['authelia', 'authelia/authelia:latest'],
  }),
  P('authelia-storage', 1, ['AUTHELIA_STORAGE_ENCRYPTION_KEY'], (r) => r.chars(ALNUM + '-_', 64), {
    svc: ['authelia', 'authelia/authelia:latest'],
  }),
  P('authentik', 1, ['AUTHENTIK_SECRET_KEY', 'AUTHENTIK_TOKEN'], (r) => b64url(r, 60), {
    svc: ['server', 'ghcr.io/goauthentik/server:2024.8'],
  }),
  P('keycloak', 1, ['KEYCLOAK_ADMIN_PASSWORD', 'KC_BOOTSTRAP_ADMIN_PASSWORD'], humanPassword, {
    ...pw,
    svc: ['keycloak', 'quay.io/keycloak/keycloak:25.0'],
  }),
  P('lldap', 1, ['LLDAP_JWT_SECRET', 'LLDAP_LDAP_USER_PASS'], (r) => strongPassword(r, 32), {
    ...pw,
    svc: ['lldap', 'lldap/lldap:stable'],
  }),
  P('oidc-client', 1, ['OIDC_CLIENT_SECRET', 'OAUTH2_CLIENT_SECRET'], (r) => alnum(r, 64)),

  // --- reverse proxies, DNS and dynamic DNS
  P('cloudflare', 1, ['CF_DNS_API_TOKEN', 'CLOUDFLARE_API_TOKEN', 'CF_API_TOKEN'], (r) =>
    r.chars(ALNUM + '-_', 40),
  ),
  P('cloudflare-global-key', 1, ['CF_API_KEY', 'CLOUDFLARE_API_KEY'], (r) => hex(r, 37), {
    header: 'X-Auth-Key:',
  }),
  P('cloudflare-tunnel', 1, ['TUNNEL_TOKEN', 'CLOUDFLARE_TUNNEL_TOKEN'], tunnelToken, {
    svc: ['cloudflared', 'cloudflare/cloudflared:latest'],
    cli: 'cloudflared tunnel run',
    only: ['dotenv', 'composeEnvList', 'composeEnvMap', 'dockerRun', 'k8sSecret', 'forumPost'],
  }),
  P('cloudflare-access', 1, ['CF_ACCESS_CLIENT_SECRET'], (r) => hex(r, 64), {
    header: 'CF-Access-Client-Secret:',
  }),
  P('duckdns', 1, ['DUCKDNS_TOKEN', 'TOKEN'], uuid, {
    svc: ['duckdns', 'lscr.io/linuxserver/duckdns:latest'],
    param: 'token',
    qurl: 'https://www.duckdns.org/update?domains=mylab',
  }),
  P('noip', 1, ['NOIP_PASSWORD'], humanPassword, pw),
  P('dynu', 1, ['DYNU_API_KEY'], (r) => r.chars(ALNUM, 30), { header: 'API-Key:' }),
  P('desec', 1, ['DESEC_TOKEN', 'DEDYN_TOKEN'], (r) => r.chars(ALNUM + '-_', 28), {
    header: 'Authorization: Token',
  }),
  P('porkbun', 1, ['PORKBUN_SECRET_API_KEY'], (r) => `sk1_${hex(r, 64)}`),
  P('namecheap', 1, ['NAMECHEAP_API_KEY'], (r) => hex(r, 32)),
  P('godaddy', 1, ['GODADDY_API_SECRET'], (r) => alnum(r, 22)),
  P('gandi', 1, ['GANDI_PAT', 'GANDIV5_PERSONAL_ACCESS_TOKEN'], (r) => hex(r, 40)),
  P('hetzner-dns', 1, ['HETZNER_DNS_API_TOKEN', 'HETZNER_DNS_TOKEN'], (r) => alnum(r, 32), {
    header: 'Auth-API-Token:',
  }),
  P('dynv6', 1, ['DYNV6_TOKEN'], (r) => r.chars(ALNUM + '_', 30)),
  P('technitium', 1, ['DNS_SERVER_TOKEN', 'TECHNITIUM_TOKEN'], (r) => hex(r, 64), {
    param: 'token',
    qurl: 'http://192.168.1.2:5380/api/zones/list',
  }),
  P('nextdns', 1, ['NEXTDNS_API_KEY'], (r) => hex(r, 40), { header: 'X-Api-Key:' }),
  P(
    'pihole',
    1,
    ['WEBPASSWORD', 'FTLCONF_webserver_api_password', 'PIHOLE_PASSWORD'],
    humanPassword,
    {
      ...pw,
      svc: ['pihole', 'pihole/pihole:latest'],
    },
  ),
  P('nginx-proxy-manager', 1, ['DB_MYSQL_PASSWORD'], strongPassword, {
    ...pw,
    svc: ['npm', 'jc21/nginx-proxy-manager:latest'],
  }),
  P('crowdsec', 1, ['CROWDSEC_BOUNCER_API_KEY', 'BOUNCER_KEY_traefik'], (r) => b64(r, 24), {
    header: 'X-Api-Key:',
  }),
  P('crowdsec-enroll', 1, ['ENROLL_KEY'], (r) => lownum(r, 25), {
    svc: ['crowdsec', 'crowdsecurity/crowdsec:latest'],
  }),

  // --- VPN and tunnels
  P(
    'tailscale',
    1,
    ['TS_AUTHKEY', 'TAILSCALE_AUTHKEY', 'TS_AUTH_KEY'],
    (r) => `tskey-auth-k${alnum(r, 6)}CNTRL-${alnum(r, 33)}`,
    { svc: ['tailscale', 'tailscale/tailscale:latest'], cli: 'tailscale up', flag: 'authkey' },
  ),
  P(
    'tailscale-api',
    1,
    ['TAILSCALE_API_KEY'],
    (r) => `tskey-api-k${alnum(r, 6)}CNTRL-${alnum(r, 33)}`,
    {
      url: 'https://api.tailscale.com/api/v2/tailnet/-/devices',
    },
  ),
  P(
    'tailscale-oauth',
    1,
    ['TS_OAUTH_CLIENT_SECRET', 'TAILSCALE_OAUTH_SECRET'],
    (r) => `tskey-client-k${alnum(r, 6)}CNTRL-${alnum(r, 33)}`,
  ),
  P('headscale', 1, ['HEADSCALE_PREAUTH_KEY', 'HS_AUTHKEY'], (r) => hex(r, 48)),
  P('zerotier', 1, ['ZEROTIER_API_TOKEN', 'ZT_TOKEN'], (r) => alnum(r, 32), {
    header: 'Authorization: token',
    url: 'https://api.zerotier.com/api/v1/network',
  }),
  P('netbird', 1, ['NB_SETUP_KEY', 'NETBIRD_SETUP_KEY'], (r) => uuid(r).toUpperCase(), {
    svc: ['netbird', 'netbirdio/netbird:latest'],
  }),
  P('ngrok', 1, ['NGROK_AUTHTOKEN'], (r) => `2${alnum(r, 26)}_${alnum(r, 21)}`, {
    svc: ['ngrok', 'ngrok/ngrok:latest'],
  }),
  P('frp', 1, ['FRP_TOKEN', 'FRPS_TOKEN'], (r) => alnum(r, 32)),
  P('wg-easy', 1, ['PASSWORD'], humanPassword, {
    ...pw,
    svc: ['wg-easy', 'ghcr.io/wg-easy/wg-easy:13'],
    only: ['dotenv', 'composeEnvList', 'composeEnvMap', 'dockerRun'],
  }),
];
