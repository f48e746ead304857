// Everyday developer credentials outside the theme.

import { F, P, hexKey, uuidKey } from './provider-kit.mjs';

export const GENERIC_PROVIDERS = [
  // ---- everyday developer credentials ----
  P('aws', 'generic', [
    F('AWS_ACCESS_KEY_ID', (v) => `AKIA${v.base32(16)}`, { pre: 'AKIA' }),
    F('AWS_SECRET_ACCESS_KEY', (v) => v.b64(40)),
  ]),
  P('github', 'generic', [F('GITHUB_TOKEN', (v) => `ghp_${v.an(36)}`, { pre: 'ghp_' })], {
    host: 'api.github.com',
    path: '/repos/acme-geo/tile-server/releases',
    auth: 'token',
  }),
  P('gitlab', 'generic', [F('GITLAB_TOKEN', (v) => `glpat-${v.b64u(20)}`, { pre: 'glpat-' })], {
    host: 'gitlab.com',
    path: '/api/v4/projects/4821/pipelines',
    h: 'PRIVATE-TOKEN',
  }),
  P(
    'slack',
    'generic',
    [
      F('SLACK_BOT_TOKEN', (v) => `xoxb-${v.digits(12)}-${v.digits(13)}-${v.an(24)}`, {
        pre: 'xoxb-',
      }),
    ],
    {
      host: 'slack.com',
      path: '/api/chat.postMessage',
      auth: 'Bearer',
    },
  ),
  P(
    'stripe',
    'generic',
    [F('STRIPE_SECRET_KEY', (v) => `sk_live_51${v.an(97)}`, { pre: 'sk_live_' })],
    {
      host: 'api.stripe.com',
      path: '/v1/payment_intents?limit=3',
      auth: 'Bearer',
    },
  ),
  P('twilio', 'generic', [
    F('TWILIO_ACCOUNT_SID', (v) => `AC${v.hex(32)}`, { id: true }),
    F('TWILIO_AUTH_TOKEN', hexKey(32)),
  ]),
  P(
    'sendgrid',
    'generic',
    [F('SENDGRID_API_KEY', (v) => `SG.${v.b64u(22)}.${v.b64u(43)}`, { pre: 'SG.' })],
    {
      host: 'api.sendgrid.com',
      path: '/v3/mail/send',
      auth: 'Bearer',
    },
  ),
  P(
    'openai',
    'generic',
    [F('OPENAI_API_KEY', (v) => `sk-proj-${v.b64u(74)}T3BlbkFJ${v.b64u(74)}`, { pre: 'sk-proj-' })],
    {
      host: 'api.openai.com',
      path: '/v1/chat/completions',
      auth: 'Bearer',
    },
  ),
  P(
    'anthropic',
    'generic',
    [F('ANTHROPIC_API_KEY', (v) => `sk-ant-api03-${v.b64u(93)}AA`, { pre: 'sk-ant-api03-' })],
    {
      host: 'api.anthropic.com',
      path: '/v1/messages',
      h: 'x-api-key',
    },
  ),
  P('npm', 'generic', [F('NPM_TOKEN', (v) => `npm_${v.an(36)}`, { pre: 'npm_' })]),
  P('pypi', 'generic', [
    F('PYPI_API_TOKEN', (v) => `pypi-AgEIcHlwaS5vcmcCJD${v.b64u(150)}`, {
      pre: 'pypi-AgEIcHlwaS5vcmc',
    }),
  ]),
  P('datadog', 'generic', [F('DD_API_KEY', hexKey(32)), F('DD_APP_KEY', hexKey(40))]),
  P('sentry', 'generic', [
    F(
      'SENTRY_AUTH_TOKEN',
      (v) =>
        `sntrys_${v.b64url(JSON.stringify({ iat: v.epoch() + 0.5, url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: v.r.pick(['routewise', 'fleetmaps', 'skyroute']) }))}_${v.b64(43)}`,
      { pre: 'sntrys_' },
    ),
  ]),
  P('mailgun', 'generic', [F('MAILGUN_API_KEY', (v) => `${v.hex(32)}-${v.hex(8)}-${v.hex(8)}`)]),
  P('postmark', 'generic', [F('POSTMARK_SERVER_TOKEN', uuidKey)], {
    host: 'api.postmarkapp.com',
    path: '/email',
    h: 'X-Postmark-Server-Token',
  }),
  P(
    'digitalocean',
    'generic',
    [F('DIGITALOCEAN_TOKEN', (v) => `dop_v1_${v.hex(64)}`, { pre: 'dop_v1_' })],
    {
      host: 'api.digitalocean.com',
      path: '/v2/droplets',
      auth: 'Bearer',
    },
  ),
  P('heroku', 'generic', [F('HEROKU_API_KEY', (v) => `HRKU-AA${v.b64u(58)}`, { pre: 'HRKU-' })]),
  P('cloudflare', 'generic', [F('CLOUDFLARE_API_TOKEN', (v) => v.b64u(40))], {
    host: 'api.cloudflare.com',
    path: '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
    auth: 'Bearer',
  }),
  P(
    'shopify',
    'generic',
    [F('SHOPIFY_ADMIN_TOKEN', (v) => `shpat_${v.hex(32)}`, { pre: 'shpat_' })],
    {
      host: 'parcel-outlet.myshopify.com',
      path: '/admin/api/2024-04/fulfillments.json',
      h: 'X-Shopify-Access-Token',
    },
  ),
  P('square', 'generic', [F('SQUARE_ACCESS_TOKEN', (v) => `EAAA${v.b64u(60)}`, { pre: 'EAAA' })]),
  P('vault', 'generic', [F('VAULT_TOKEN', (v) => `hvs.${v.an(24)}`, { pre: 'hvs.' })], {
    host: 'vault.internal:8200',
    path: '/v1/secret/data/geo/tiles',
    h: 'X-Vault-Token',
  }),
  P('terraform-cloud', 'generic', [F('TFE_TOKEN', (v) => `${v.an(14)}.atlasv1.${v.b64u(67)}`)]),
  P('docker-hub', 'generic', [
    F('DOCKERHUB_TOKEN', (v) => `dckr_pat_${v.b64u(27)}`, { pre: 'dckr_pat_' }),
  ]),
  P('pulumi', 'generic', [F('PULUMI_ACCESS_TOKEN', (v) => `pul-${v.hex(40)}`, { pre: 'pul-' })]),
  P('doppler', 'generic', [F('DOPPLER_TOKEN', (v) => `dp.st.prd.${v.an(43)}`, { pre: 'dp.st.' })]),
  P('linear', 'generic', [F('LINEAR_API_KEY', (v) => `lin_api_${v.an(40)}`, { pre: 'lin_api_' })], {
    host: 'api.linear.app',
    path: '/graphql',
    h: 'Authorization',
  }),
  P(
    'notion',
    'generic',
    [F('NOTION_TOKEN', (v) => `ntn_${v.digits(11)}${v.an(35)}`, { pre: 'ntn_' })],
    {
      host: 'api.notion.com',
      path: '/v1/databases/8a1f0c2e4b7d4e0f9c3a5b6d7e8f9a0b/query',
      auth: 'Bearer',
    },
  ),
  P(
    'hubspot',
    'generic',
    [F('HUBSPOT_ACCESS_TOKEN', (v) => `pat-na1-${v.uuid()}`, { pre: 'pat-na1-' })],
    {
      host: 'api.hubapi.com',
      path: '/crm/v3/objects/contacts',
      auth: 'Bearer',
    },
  ),
  P('mailchimp', 'generic', [F('MAILCHIMP_API_KEY', (v) => `${v.hex(32)}-us${v.r.int(20) + 2}`)]),
  P('discord', 'generic', [
    F(
      'DISCORD_BOT_TOKEN',
      (v) => `${v.r.pick(['MT', 'OT', 'Nz'])}${v.b64u(24)}.${v.b64u(6)}.${v.b64u(38)}`,
    ),
  ]),
  P('telegram', 'generic', [F('TELEGRAM_BOT_TOKEN', (v) => `${v.digits(10)}:AA${v.b64u(33)}`)], {
    host: 'api.telegram.org',
  }),
  P(
    'new-relic',
    'generic',
    [F('NEW_RELIC_API_KEY', (v) => `NRAK-${v.uan(27)}`, { pre: 'NRAK-' })],
    {
      host: 'api.newrelic.com',
      path: '/graphql',
      h: 'API-Key',
    },
  ),
  P(
    'grafana',
    'generic',
    [F('GRAFANA_SERVICE_ACCOUNT_TOKEN', (v) => `glsa_${v.an(32)}_${v.hex(8)}`, { pre: 'glsa_' })],
    {
      host: 'grafana.fleet-ops.net',
      path: '/api/dashboards/uid/trucks-overview',
      auth: 'Bearer',
    },
  ),
  P('atlassian', 'generic', [
    F('JIRA_API_TOKEN', (v) => `ATATT3xFfGF0${v.b64u(170)}=${v.HEX(8)}`, { pre: 'ATATT3xFfGF0' }),
  ]),
  P('supabase', 'generic', [
    F(
      'SUPABASE_SERVICE_ROLE_KEY',
      (v) =>
        v.jwt({
          iss: 'supabase',
          ref: v.r.chars('abcdefghijklmnopqrst', 20),
          role: 'service_role',
          iat: v.epoch(),
          exp: v.epoch() + 315360000,
        }),
      { pre: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' },
    ),
  ]),
  P('planetscale', 'generic', [
    F('PLANETSCALE_PASSWORD', (v) => `pscale_pw_${v.b64u(43)}`, { pre: 'pscale_pw_' }),
  ]),
  P('algolia', 'generic', [
    F('ALGOLIA_APP_ID', (v) => v.uan(10), { id: true }),
    F('ALGOLIA_ADMIN_API_KEY', hexKey(32)),
  ]),
  P('google-oauth', 'generic', [
    F('GOOGLE_CLIENT_ID', (v) => `${v.digits(12)}-${v.lan(32)}.apps.googleusercontent.com`, {
      id: true,
    }),
    F('GOOGLE_CLIENT_SECRET', (v) => `GOCSPX-${v.b64u(28)}`, { pre: 'GOCSPX-' }),
  ]),
  P('1password', 'generic', [
    F('OP_SERVICE_ACCOUNT_TOKEN', (v) => `ops_eyJ${v.b64u(240)}`, { pre: 'ops_eyJ' }),
  ]),
  P('age', 'generic', [
    F('SOPS_AGE_KEY', (v) => `AGE-SECRET-KEY-1${v.bech32(58)}`, { pre: 'AGE-SECRET-KEY-1' }),
  ]),
  P('django', 'generic', [
    F('DJANGO_SECRET_KEY', (v) =>
      v.r.chars('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50),
    ),
  ]),
  P('jwt-signing', 'generic', [F('JWT_SECRET', (v) => v.b64(64))]),
];
