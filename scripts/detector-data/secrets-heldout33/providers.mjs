// Providers for secrets-heldout33: a credential shape per service, the variable name a team
// would give it, and the header it travels in. `t` marks the mobile/game theme.
// kind: token (sent in a header), secret (signing or client secret), password, url.

import { P, pwUrl } from './kit.mjs';
import { MORE_PROVIDERS } from './providers-more.mjs';

export const PROVIDERS = [
  // Firebase, Supabase and mobile backends.
  P(
    'firebase-cli',
    'FIREBASE_TOKEN',
    'token',
    1,
    (k) => `1//0${k.pick(['g', 'e', 'c'])}${k.b64url(98)}`,
    {
      cli: 'firebase deploy --only functions,firestore:rules --token',
    },
  ),
  P(
    'firebase-fcm-legacy',
    'FCM_SERVER_KEY',
    'token',
    1,
    (k) => `AAAA${k.b64url(7)}:APA91b${k.b64url(134)}`,
    {
      h: 'Authorization: key=',
      url: 'https://fcm.googleapis.com/fcm/send',
    },
  ),
  P('firebase-database-secret', 'FIREBASE_DATABASE_SECRET', 'secret', 1, (k) => k.alnum(40)),
  P('firebase-app-check-debug', 'FIREBASE_APP_CHECK_DEBUG_TOKEN', 'secret', 1, (k) => k.UUID()),
  P(
    'supabase-service-role',
    'SUPABASE_SERVICE_ROLE_KEY',
    'token',
    1,
    (k) => {
      const iat = 1690000000 + k.int(60000000);
      return k.jwt(
        { alg: 'HS256', typ: 'JWT' },
        { iss: 'supabase', ref: k.lower(20), role: 'service_role', iat, exp: iat + 315360000 },
      );
    },
    { h: 'apikey: ', url: 'https://PROJECT.supabase.co/rest/v1/profiles?select=*' },
  ),
  P('supabase-secret-key', 'SUPABASE_SECRET_KEY', 'token', 1, (k) => `sb_secret_${k.b64url(31)}`, {
    h: 'apikey: ',
  }),
  P('supabase-access-token', 'SUPABASE_ACCESS_TOKEN', 'token', 1, (k) => `sbp_${k.hex(40)}`, {
    url: 'https://api.supabase.com/v1/projects',
  }),
  P('supabase-postgres', 'SUPABASE_DB_URL', 'url', 1, (k) =>
    pwUrl(
      k,
      (pw) =>
        `postgresql://postgres.${k.lower(20)}:${pw}@aws-0-${k.pick(['us-east-1', 'eu-central-1', 'ap-southeast-1'])}.pooler.supabase.com:6543/postgres`,
    ),
  ),
  P('appwrite', 'APPWRITE_API_KEY', 'token', 1, (k) => `standard_${k.hex(256)}`, {
    h: 'X-Appwrite-Key: ',
    url: 'https://cloud.appwrite.io/v1/databases',
  }),
  P('parse-server', 'PARSE_MASTER_KEY', 'secret', 1, (k) => k.alnum(40), {
    h: 'X-Parse-Master-Key: ',
  }),
  P('hasura', 'HASURA_GRAPHQL_ADMIN_SECRET', 'secret', 1, (k) => k.alnum(48), {
    h: 'x-hasura-admin-secret: ',
  }),
  P('turso', 'TURSO_AUTH_TOKEN', 'token', 1, (k) =>
    k.jwt(
      { alg: 'EdDSA', typ: 'JWT' },
      { a: 'rw', iat: 1710000000 + k.int(9000000), id: k.uuid() },
      86,
    ),
  ),
  P(
    'upstash',
    'UPSTASH_REDIS_REST_TOKEN',
    'token',
    1,
    (k) => `A${k.pick(['X', 'Y', 'Z'])}${k.alnum(2)}ASQgN${k.b64url(78)}`,
  ),
  P('firebase-vapid', 'WEB_PUSH_VAPID_PRIVATE_KEY', 'secret', 1, (k) => k.b64urlbytes(32)),
  // Push.
  P('apple-iap-shared-secret', 'APP_STORE_SHARED_SECRET', 'secret', 1, (k) => k.hex(32)),
  P('apns-p12', 'APNS_CERT_PASSWORD', 'password', 1, (k) => k.password(18)),
  P('onesignal', 'ONESIGNAL_REST_API_KEY', 'token', 1, (k) => `os_v2_app_${k.b32l(113)}`, {
    h: 'Authorization: Key ',
    url: 'https://api.onesignal.com/notifications',
  }),
  P('expo', 'EXPO_TOKEN', 'token', 1, (k) => k.b64url(40), { url: 'https://api.expo.dev/graphql' }),
  P('pusher-beams', 'BEAMS_SECRET_KEY', 'token', 1, (k) => k.HEX(64)),
  P('pusher', 'PUSHER_APP_SECRET', 'secret', 1, (k) => k.hex(20)),
  P('airship', 'AIRSHIP_MASTER_SECRET', 'secret', 1, (k) => k.b64url(22)),
  P('braze', 'BRAZE_REST_API_KEY', 'token', 1, (k) => k.uuid(), {
    url: 'https://rest.iad-03.braze.com/messages/send',
  }),
  P('jpush', 'JPUSH_MASTER_SECRET', 'secret', 1, (k) => k.hex(24)),
  P('huawei-appgallery', 'AGC_CLIENT_SECRET', 'secret', 1, (k) => k.HEX(64)),
  // Store automation and in-app purchases.
  P(
    'apple-app-specific-password',
    'FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD',
    'password',
    1,
    (k) => [k.lower(4), k.lower(4), k.lower(4), k.lower(4)].join('-'),
  ),
  P('fastlane-match', 'MATCH_PASSWORD', 'password', 1, (k) => k.password(24)),
  P('fastlane-match-git', 'MATCH_GIT_BASIC_AUTHORIZATION', 'secret', 1, (k) =>
    Buffer.from(`ci-bot:ghp_${k.alnum(36)}`).toString('base64'),
  ),
  P('android-keystore', 'ANDROID_KEYSTORE_PASSWORD', 'password', 1, (k) => k.password(20)),
  P('android-signing-key', 'ANDROID_KEY_PASSWORD', 'password', 1, (k) => k.password(16)),
  P('revenuecat', 'REVENUECAT_SECRET_KEY', 'token', 1, (k) => `sk_${k.alnum(32)}`, {
    url: 'https://api.revenuecat.com/v1/subscribers/app_user_42',
  }),
  P('qonversion', 'QONVERSION_SECRET_KEY', 'token', 1, (k) => `sk_${k.alnum(32)}`),
  P('adapty', 'ADAPTY_SECRET_KEY', 'token', 1, (k) => `secret_live_${k.alnum(8)}.${k.alnum(32)}`, {
    h: 'Authorization: Api-Key ',
  }),
  P(
    'amazon-appstore',
    'AMAZON_APPSTORE_CLIENT_SECRET',
    'secret',
    1,
    (k) => `amzn1.oa2-cs.v1.${k.hex(64)}`,
  ),
  P(
    'amazon-rvs',
    'AMAZON_RVS_SHARED_SECRET',
    'secret',
    1,
    (k) => `2:${k.alnum(64)}:${k.b64bytes(16)}`,
  ),
  P('play-integrity', 'PLAY_INTEGRITY_DECRYPTION_KEY', 'secret', 1, (k) => k.b64bytes(32)),
  P('xsolla', 'XSOLLA_API_KEY', 'secret', 1, (k) => k.hex(40)),
  P('xsolla-webhook', 'XSOLLA_WEBHOOK_SECRET', 'secret', 1, (k) => k.alnum(32)),
  P('stripe', 'STRIPE_SECRET_KEY', 'token', 1, (k) => `sk_live_51${k.alnum(97)}`, {
    url: 'https://api.stripe.com/v1/checkout/sessions',
  }),
  P('stripe-restricted', 'STRIPE_RESTRICTED_KEY', 'token', 0, (k) => `rk_live_51${k.alnum(97)}`),
  P('stripe-webhook', 'STRIPE_WEBHOOK_SECRET', 'secret', 1, (k) => `whsec_${k.alnum(32)}`),
  P('paypal', 'PAYPAL_CLIENT_SECRET', 'secret', 0, (k) => `E${k.b64url(79)}`),
  P('braintree', 'BRAINTREE_PRIVATE_KEY', 'secret', 0, (k) => k.hex(32)),
  P('square', 'SQUARE_ACCESS_TOKEN', 'token', 0, (k) => `EAAA${k.b64url(60)}`),
  P('adyen', 'ADYEN_API_KEY', 'token', 0, (k) => `AQE${k.alnum(2)}mfxK${k.b64url(90)}`, {
    h: 'X-API-Key: ',
  }),
  P('tebex', 'TEBEX_SECRET', 'secret', 1, (k) => k.hex(40), { h: 'X-Tebex-Secret: ' }),
  // CI lanes and build tooling.
  P('codemagic', 'CM_API_TOKEN', 'token', 1, (k) => k.b64url(43), {
    h: 'x-auth-token: ',
    url: 'https://api.codemagic.io/builds',
  }),
  P('bitrise', 'BITRISE_ACCESS_TOKEN', 'token', 1, (k) => k.b64url(86), {
    h: 'Authorization: ',
    url: 'https://api.bitrise.io/v0.1/apps',
  }),
  P('appcenter', 'APPCENTER_API_TOKEN', 'token', 1, (k) => k.hex(40), { h: 'X-API-Token: ' }),
  P('browserstack', 'BROWSERSTACK_ACCESS_KEY', 'secret', 1, (k) => k.alnum(20)),
  P('saucelabs', 'SAUCE_ACCESS_KEY', 'secret', 1, (k) => k.uuid()),
  P('emerge-tools', 'EMERGE_API_TOKEN', 'token', 1, (k) => k.alnum(32), { h: 'X-API-Token: ' }),
  P('gradle-plugin-portal', 'GRADLE_PUBLISH_SECRET', 'secret', 1, (k) => k.alnum(32)),
  P('develocity', 'DEVELOCITY_ACCESS_KEY', 'secret', 1, (k) => {
    const secret = k.lnum(52);
    return { value: `develocity.${k.word()}games.dev=${secret}`, secret };
  }),
  P('sonatype', 'OSSRH_TOKEN_PASSWORD', 'password', 1, (k) => k.b64url(44)),
  P('cocoapods-trunk', 'COCOAPODS_TRUNK_TOKEN', 'token', 1, (k) => k.hex(32)),
  P('github', 'GH_TOKEN', 'token', 1, (k) => `ghp_${k.alnum(36)}`, {
    url: 'https://api.github.com/repos',
  }),
  P(
    'github-fine-grained',
    'GITHUB_PAT',
    'token',
    0,
    (k) => `github_pat_11${k.unum(20)}_${k.alnum(59)}`,
  ),
  P('github-app', 'GITHUB_INSTALLATION_TOKEN', 'token', 0, (k) => `ghs_${k.alnum(36)}`),
  P('gitlab', 'GITLAB_TOKEN', 'token', 0, (k) => `glpat-${k.b64url(20)}`, { h: 'PRIVATE-TOKEN: ' }),
  P('circleci', 'CIRCLECI_TOKEN', 'token', 0, (k) => `CCIPAT_${k.alnum(22)}_${k.hex(40)}`, {
    h: 'Circle-Token: ',
  }),
  P('buildkite', 'BUILDKITE_API_TOKEN', 'token', 0, (k) => `bkua_${k.hex(40)}`),
  P('dockerhub', 'DOCKERHUB_TOKEN', 'token', 1, (k) => `dckr_pat_${k.b64url(27)}`),
  P('npm', 'NPM_TOKEN', 'token', 0, (k) => `npm_${k.alnum(36)}`),
  P('pypi', 'PYPI_API_TOKEN', 'token', 0, (k) => `pypi-AgEIcHlwaS5vcmc${k.b64url(140)}`),
  P('itch-io', 'BUTLER_API_KEY', 'token', 1, (k) => k.alnum(40)),
  P('modio', 'MODIO_API_KEY', 'token', 1, (k) => k.hex(32)),
  P('unity-cloud-build', 'UCB_API_KEY', 'token', 1, (k) => k.hex(32), {
    h: 'Authorization: Basic ',
  }),
  P('unity-license', 'UNITY_SERIAL', 'secret', 1, (k) =>
    [
      `E${k.pick(['3', '4', 'B', 'C'])}`,
      k.unum(4),
      k.unum(4),
      k.unum(4),
      k.unum(4),
      k.unum(4),
    ].join('-'),
  ),
  P('unity-services', 'UNITY_SERVICE_ACCOUNT_SECRET', 'secret', 1, (k) => k.b64url(32)),
  P('unity-ads', 'UNITY_MONETIZATION_API_KEY', 'token', 1, (k) => k.hex(64)),
  P('crowdin', 'CROWDIN_PERSONAL_TOKEN', 'token', 1, (k) => k.hex(80)),
  P('lokalise', 'LOKALISE_API_TOKEN', 'token', 1, (k) => k.hex(40), { h: 'X-Api-Token: ' }),
  // Game services, servers and matchmaking.
  P('playfab', 'PLAYFAB_DEV_SECRET_KEY', 'token', 1, (k) => k.unum(52), {
    h: 'X-SecretKey: ',
    url: 'https://A1B2C.playfabapi.com/Server/GetUserData',
  }),
  P('epic-online-services', 'EOS_CLIENT_SECRET', 'secret', 1, (k) => k.b64(43)),
  P('steam', 'STEAM_WEB_API_KEY', 'secret', 1, (k) => k.HEX(32)),
  P('steamworks-publisher', 'STEAM_PUBLISHER_KEY', 'secret', 1, (k) => k.HEX(32)),
  P('steam-gslt', 'STEAM_GSLT', 'token', 1, (k) => k.HEX(32), {
    cli: './srcds_run -game csgo +sv_setsteamaccount',
  }),
  P('nakama', 'NAKAMA_SESSION_ENCRYPTION_KEY', 'secret', 1, (k) => k.alnum(32)),
  P('nakama-console', 'NAKAMA_CONSOLE_PASSWORD', 'password', 1, (k) => k.password(18)),
  P('hathora', 'HATHORA_TOKEN', 'token', 1, (k) => `hathora_org_st_${k.alnum(40)}`),
  P('edgegap', 'EDGEGAP_API_TOKEN', 'token', 1, (k) => k.uuid(), { h: 'Authorization: token ' }),
  P('rcon', 'RCON_PASSWORD', 'password', 1, (k) => k.password(16)),
  P('velocity-forwarding', 'VELOCITY_FORWARDING_SECRET', 'secret', 1, (k) => k.alnum(12)),
  P('hmac-secret', 'MATCHMAKER_TICKET_HMAC_KEY', 'secret', 1, (k) => k.b64bytes(32)),
  P('jwt-secret', 'GAME_SESSION_JWT_SECRET', 'secret', 1, (k) => k.hex(64)),
  P('gameanalytics', 'GAMEANALYTICS_SECRET_KEY', 'secret', 1, (k) => k.hex(40)),
  P('battlenet', 'BLIZZARD_CLIENT_SECRET', 'secret', 1, (k) => k.alnum(32)),
  P('riot', 'RIOT_API_KEY', 'token', 1, (k) => `RGAPI-${k.uuid()}`, {
    h: 'X-Riot-Token: ',
    url: 'https://europe.api.riotgames.com/lol/match/v5/matches/by-puuid',
  }),
  P('meta-quest', 'OCULUS_APP_ACCESS_TOKEN', 'token', 1, (k) => `OC|${k.digits(16)}|${k.hex(32)}`),
  P('facebook', 'FACEBOOK_APP_SECRET', 'secret', 1, (k) => k.hex(32)),
  P('meta-graph', 'FB_PAGE_ACCESS_TOKEN', 'token', 1, (k) => `EAAG${k.alnum(180)}`),
  P('twitch', 'TWITCH_CLIENT_SECRET', 'secret', 1, (k) => k.lnum(30)),
  P(
    'twitch-stream-key',
    'TWITCH_STREAM_KEY',
    'secret',
    1,
    (k) => `live_${k.digits(9)}_${k.alnum(30)}`,
  ),
  P('youtube-stream-key', 'YOUTUBE_STREAM_KEY', 'secret', 1, (k) =>
    [k.lnum(4), k.lnum(4), k.lnum(4), k.lnum(4), k.lnum(4)].join('-'),
  ),
  P(
    'discord',
    'DISCORD_BOT_TOKEN',
    'token',
    1,
    (k) =>
      `${Buffer.from(k.digits(19)).toString('base64').replace(/=+$/, '')}.${k.b64url(6)}.${k.b64url(38)}`,
    { h: 'Authorization: Bot ', url: 'https://discord.com/api/v10/channels/1187/messages' },
  ),
  P(
    'discord-webhook',
    'DISCORD_WEBHOOK_URL',
    'url',
    1,
    (k) => `https://discord.com/api/webhooks/${k.digits(19)}/${k.b64url(68)}`,
  ),
  P('curseforge', 'CURSEFORGE_API_KEY', 'token', 1, (k) => `$2a$10$${k.bcrypt(53)}`, {
    h: 'x-api-key: ',
    ctx: [
      'yaml-config',
      'json-config',
      'ts-object',
      'unity-csharp',
      'python-settings',
      'curl-header',
      'toml-config',
    ],
  }),
  P('agora', 'AGORA_APP_CERTIFICATE', 'secret', 1, (k) => k.hex(32)),
  P('getstream', 'STREAM_API_SECRET', 'secret', 1, (k) => k.lnum(64)),
  P('sendbird', 'SENDBIRD_API_TOKEN', 'token', 1, (k) => k.hex(40), { h: 'Api-Token: ' }),
  P(
    'pubnub',
    'PUBNUB_SECRET_KEY',
    'secret',
    1,
    (k) => `sec-c-${Buffer.from(k.uuid()).toString('base64')}`,
  ),
  P('ably', 'ABLY_API_KEY', 'secret', 1, (k) => `${k.b64url(6)}.${k.b64url(6)}:${k.b64url(43)}`),
  P('livekit', 'LIVEKIT_API_SECRET', 'secret', 1, (k) => k.alnum(43)),
  P('vivox', 'VIVOX_SIGNING_KEY', 'secret', 1, (k) => k.alnum(16)),
  P('wallet-private-key', 'DEPLOYER_PRIVATE_KEY', 'secret', 1, (k) => `0x${k.hex(64)}`),
  P('hcaptcha', 'HCAPTCHA_SECRET', 'secret', 0, (k) => `0x${k.hex(40)}`),
  P('recaptcha', 'RECAPTCHA_SECRET_KEY', 'secret', 0, (k) => `6L${k.b64url(38)}`),
  P('turnstile', 'TURNSTILE_SECRET_KEY', 'secret', 0, (k) => `0x4AAAAAAA${k.b64url(24)}`),
  // Analytics, attribution, ads and crash reporting.
  P('amplitude', 'AMPLITUDE_SECRET_KEY', 'secret', 1, (k) => k.hex(32)),
  P('mixpanel', 'MIXPANEL_SERVICE_ACCOUNT_SECRET', 'secret', 1, (k) => k.alnum(32)),
  P('segment', 'SEGMENT_PUBLIC_API_TOKEN', 'token', 1, (k) => `sgp_${k.alnum(64)}`),
  P(
    'appsflyer',
    'APPSFLYER_API_TOKEN',
    'token',
    1,
    (k) =>
      [
        'eyJhbGciOiJBMjU2S1ciLCJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwidHlwIjoiSldUIiwiemlwIjoiREVGIn0',
        k.b64url(54),
        k.b64url(16),
        k.b64url(310),
        k.b64url(22),
      ].join('.'),
    { url: 'https://hq1.appsflyer.com/api/raw-data/export/app/id1459382011/installs_report/v5' },
  ),
  P('adjust', 'ADJUST_API_TOKEN', 'token', 1, (k) => k.alnum(20), {
    h: 'Authorization: Token token=',
  }),
  P('branch', 'BRANCH_SECRET', 'secret', 1, (k) => `secret_live_${k.alnum(32)}`),
  P('singular', 'SINGULAR_API_KEY', 'token', 1, (k) => k.alnum(32)),
  P('kochava', 'KOCHAVA_API_KEY', 'token', 1, (k) => k.UUID()),
  P('tenjin', 'TENJIN_API_KEY', 'token', 1, (k) => k.unum(32)),
  P('ironsource', 'IRONSOURCE_SECRET_KEY', 'secret', 1, (k) => k.hex(32)),
  P('applovin', 'APPLOVIN_REPORT_KEY', 'token', 1, (k) => k.b64url(64)),
  P('chartboost', 'CHARTBOOST_APP_SIGNATURE', 'secret', 1, (k) => k.hex(40)),
  P('liftoff', 'LIFTOFF_REPORTING_KEY', 'token', 1, (k) => k.hex(32)),
  P(
    'sentry',
    'SENTRY_AUTH_TOKEN',
    'token',
    1,
    (k) =>
      `sntrys_${Buffer.from(
        JSON.stringify({
          iat: 1700000000 + k.int(50000000),
          url: 'https://sentry.io',
          region_url: 'https://us.sentry.io',
          org: `${k.word()}-studio`,
        }),
      ).toString('base64')}_${k.b64(43)}`,
  ),
  P('sentry-user', 'SENTRY_USER_TOKEN', 'token', 1, (k) => `sntryu_${k.hex(64)}`),
  P('bugsnag', 'BUGSNAG_AUTH_TOKEN', 'token', 1, (k) => k.uuid(), { h: 'Authorization: token ' }),
  P('embrace', 'EMBRACE_API_TOKEN', 'token', 1, (k) => k.hex(32)),
  P('backtrace', 'BACKTRACE_SUBMISSION_TOKEN', 'token', 1, (k) => k.hex(64)),
  P('raygun', 'RAYGUN_API_KEY', 'token', 1, (k) => k.alnum(22), { h: 'X-ApiKey: ' }),
  P('rollbar', 'ROLLBAR_ACCESS_TOKEN', 'token', 1, (k) => k.hex(32), {
    h: 'X-Rollbar-Access-Token: ',
  }),
  P('posthog', 'POSTHOG_PERSONAL_API_KEY', 'token', 1, (k) => `phx_${k.alnum(43)}`),
  P('statsig', 'STATSIG_SERVER_SECRET', 'token', 1, (k) => `secret-${k.alnum(43)}`, {
    h: 'statsig-api-key: ',
  }),
  P('launchdarkly', 'LAUNCHDARKLY_SDK_KEY', 'token', 1, (k) => `sdk-${k.uuid()}`),
  P('launchdarkly-api', 'LD_API_TOKEN', 'token', 0, (k) => `api-${k.uuid()}`, {
    h: 'Authorization: ',
  }),
  P('datadog', 'DD_API_KEY', 'token', 0, (k) => k.hex(32), { h: 'DD-API-KEY: ' }),
  P('datadog-app-key', 'DD_APP_KEY', 'secret', 0, (k) => k.hex(40)),
  P('newrelic', 'NEW_RELIC_API_KEY', 'token', 0, (k) => `NRAK-${k.unum(27)}`, { h: 'API-Key: ' }),
  P('newrelic-license', 'NEW_RELIC_LICENSE_KEY', 'secret', 0, (k) => `${k.hex(36)}NRAL`),
  P('helpshift', 'HELPSHIFT_API_KEY', 'token', 1, (k) => k.hex(32)),
  P('zendesk', 'ZENDESK_API_TOKEN', 'token', 1, (k) => k.alnum(40)),
  P('intercom', 'INTERCOM_ACCESS_TOKEN', 'token', 1, (k) =>
    Buffer.from(`tok:${k.uuid().replace(/-/g, '_')}:1:0`)
      .toString('base64')
      .replace(/=+$/, ''),
  ),
  ...MORE_PROVIDERS,
];

export function valueOf(provider, k) {
  const out = provider.v(k);
  return typeof out === 'string' ? { value: out, secret: out } : out;
}
