// General developer credentials (the non-theme share of the set).

import { T } from './provider-kit.mjs';

/** @param {ReturnType<typeof import('./helpers.mjs').helpers>} h */
export function generalProviders(h) {
  const { r } = h;
  const pemOnly = ['dotenv-multiline', 'pem-file', 'support-ticket', 'hcl'];
  return [
    // --- general developer credentials ---
    T('github', 'GITHUB_TOKEN', () => 'ghp_' + h.alnum(36), {
      host: 'api.github.com',
      path: '/repos/northwind/storefront/actions/runs',
      auth: 'bearer',
    }),
    T('github-fine-grained', 'GH_PAT', () => `github_pat_11${h.ualnum(20)}_${h.alnum(59)}`, {
      sec: 'github',
      host: 'api.github.com',
      path: '/user/repos',
      auth: 'bearer',
    }),
    T('gitlab', 'GITLAB_TOKEN', () => 'glpat-' + h.b64url(20), {
      host: 'gitlab.com',
      path: '/api/v4/projects',
      auth: 'hdr:PRIVATE-TOKEN',
    }),
    T('aws', 'AWS_ACCESS_KEY_ID', () => 'AKIA' + h.c('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), {
      second: ['AWS_SECRET_ACCESS_KEY', () => h.b64(40)],
      comp: [['AWS_DEFAULT_REGION', () => r.pick(['eu-west-1', 'us-east-1', 'ap-southeast-2'])]],
    }),
    T('slack', 'SLACK_BOT_TOKEN', () => `xoxb-${h.digits(12)}-${h.digits(13)}-${h.alnum(24)}`, {
      host: 'slack.com',
      path: '/api/chat.postMessage',
      auth: 'bearer',
    }),
    T(
      'slack-webhook',
      'SLACK_ORDERS_WEBHOOK_URL',
      () => `https://hooks.slack.com/services/T${h.ualnum(8)}/B${h.ualnum(10)}/${h.alnum(24)}`,
      { sec: 'slack' },
    ),
    T('sendgrid', 'SENDGRID_API_KEY', () => `SG.${h.b64url(22)}.${h.b64url(43)}`, {
      host: 'api.sendgrid.com',
      path: '/v3/mail/send',
      auth: 'bearer',
    }),
    T('twilio', 'TWILIO_AUTH_TOKEN', () => h.hex(32), {
      host: 'api.twilio.com',
      path: `/2010-04-01/Accounts/AC${h.hex(32)}/Messages.json`,
      auth: 'basic',
      comp: [['TWILIO_ACCOUNT_SID', () => 'AC' + h.hex(32)]],
    }),
    T('mailgun', 'MAILGUN_API_KEY', () => `${h.hex(32)}-${h.hex(8)}-${h.hex(8)}`, {
      host: 'api.mailgun.net',
      path: '/v3/mg.northwindoutfitters.com/messages',
      auth: 'basic-api',
    }),
    T('postmark', 'POSTMARK_SERVER_TOKEN', () => h.uuid(), {
      host: 'api.postmarkapp.com',
      path: '/email',
      auth: 'hdr:X-Postmark-Server-Token',
    }),
    T('openai', 'OPENAI_API_KEY', () => `sk-proj-${h.b64url(74)}T3BlbkFJ${h.b64url(74)}`, {
      host: 'api.openai.com',
      path: '/v1/chat/completions',
      auth: 'bearer',
    }),
    T('anthropic', 'ANTHROPIC_API_KEY', () => `sk-ant-api03-${h.b64url(93)}AA`, {
      host: 'api.anthropic.com',
      path: '/v1/messages',
      auth: 'hdr:x-api-key',
    }),
    T('npm', 'NPM_TOKEN', () => 'npm_' + h.alnum(36), {}),
    T('pypi', 'PYPI_API_TOKEN', () => 'pypi-AgEIcHlwaS5vcmc' + h.b64url(160), {}),
    T('docker-hub', 'DOCKERHUB_TOKEN', () => 'dckr_pat_' + h.b64url(27), { sec: 'dockerhub' }),
    T('digitalocean', 'DIGITALOCEAN_TOKEN', () => 'dop_v1_' + h.hex(64), {
      host: 'api.digitalocean.com',
      path: '/v2/droplets',
      auth: 'bearer',
    }),
    T('netlify', 'NETLIFY_AUTH_TOKEN', () => 'nfp_' + h.alnum(36), {
      host: 'api.netlify.com',
      path: '/api/v1/sites',
      auth: 'bearer',
    }),
    T('cloudflare', 'CLOUDFLARE_API_TOKEN', () => h.b64url(40), {
      host: 'api.cloudflare.com',
      path: `/client/v4/zones/${h.hex(32)}/purge_cache`,
      auth: 'bearer',
    }),
    T('datadog', 'DD_API_KEY', () => h.hex(32), {
      host: 'api.datadoghq.eu',
      path: '/api/v2/logs',
      auth: 'hdr:DD-API-KEY',
    }),
    T('sentry', 'SENTRY_AUTH_TOKEN', () => 'sntryu_' + h.hex(64), {
      host: 'sentry.io',
      path: '/api/0/projects/northwind/storefront/releases/',
      auth: 'bearer',
    }),
    T('new-relic', 'NEW_RELIC_API_KEY', () => 'NRAK-' + h.ualnum(27), {
      sec: 'newrelic',
      host: 'api.newrelic.com',
      path: '/graphql',
      auth: 'hdr:API-Key',
    }),
    T('vault', 'VAULT_TOKEN', () => 'hvs.' + h.b64url(90), {
      host: 'vault.internal.northwind.io:8200',
      path: '/v1/secret/data/checkout',
      auth: 'hdr:X-Vault-Token',
    }),
    T('terraform-cloud', 'TFE_TOKEN', () => `${h.alnum(14)}.atlasv1.${h.alnum(67)}`, {
      sec: 'tfe',
      host: 'app.terraform.io',
      path: '/api/v2/organizations',
      auth: 'bearer',
    }),
    T('linear', 'LINEAR_API_KEY', () => 'lin_api_' + h.alnum(40), {
      host: 'api.linear.app',
      path: '/graphql',
      auth: 'hdr:Authorization',
    }),
    T('notion', 'NOTION_TOKEN', () => `ntn_${h.digits(11)}${h.alnum(35)}`, {
      host: 'api.notion.com',
      path: '/v1/databases/query',
      auth: 'bearer',
    }),
    T('airtable', 'AIRTABLE_PAT', () => `pat${h.alnum(14)}.${h.hex(64)}`, {
      host: 'api.airtable.com',
      path: '/v0/appNorthwind/Orders',
      auth: 'bearer',
    }),
    T('hubspot', 'HUBSPOT_ACCESS_TOKEN', () => 'pat-na1-' + h.uuid(), {
      host: 'api.hubapi.com',
      path: '/crm/v3/objects/deals',
      auth: 'bearer',
    }),
    T('mailchimp', 'MAILCHIMP_API_KEY', () => `${h.hex(32)}-us${r.pick(['6', '14', '21'])}`, {
      host: 'us21.api.mailchimp.com',
      path: '/3.0/lists',
      auth: 'basic-anystring',
    }),
    T(
      'discord',
      'DISCORD_BOT_TOKEN',
      () =>
        `${Buffer.from(h.digits(18)).toString('base64').replace(/=+$/, '')}.${h.b64url(6)}.${h.b64url(38)}`,
      {
        host: 'discord.com',
        path: '/api/v10/channels/1180000000000000000/messages',
        auth: 'scheme:Bot',
      },
    ),
    T('telegram', 'TELEGRAM_BOT_TOKEN', () => `${h.digits(10)}:AA${h.b64url(33)}`, {}),
    T('azure-storage', 'AZURE_STORAGE_CONNECTION_STRING', () => h.b64bytes(64), {
      sec: 'azure',
      wrap: (s) =>
        `DefaultEndpointsProtocol=https;AccountName=northwindassets;AccountKey=${s};EndpointSuffix=core.windows.net`,
    }),
    T('azure-ad', 'AZURE_CLIENT_SECRET', () => `${h.alnum(3)}8Q~${h.b64url(34)}`, {
      sec: 'azure',
      comp: [
        ['AZURE_TENANT_ID', () => h.uuid()],
        ['AZURE_CLIENT_ID', () => h.uuid()],
      ],
    }),
    T('google-oauth', 'GOOGLE_CLIENT_SECRET', () => 'GOCSPX-' + h.b64url(28), {
      sec: 'google',
      comp: [
        ['GOOGLE_CLIENT_ID', () => `${h.digits(12)}-${h.lalnum(32)}.apps.googleusercontent.com`],
      ],
    }),
    T('jwt-secret', 'JWT_SECRET', () => h.hex(64), { sec: 'auth' }),
    T('rails', 'SECRET_KEY_BASE', () => h.hex(128), { sec: 'rails' }),
    T(
      'django',
      'DJANGO_SECRET_KEY',
      () => h.c('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50),
      {},
    ),
    T('laravel', 'APP_KEY', () => 'base64:' + h.b64bytes(32), { sec: 'app' }),
    T('symfony', 'APP_SECRET', () => h.hex(32), { sec: 'framework' }),
    T(
      'mapbox',
      'MAPBOX_SECRET_TOKEN',
      () =>
        `sk.${Buffer.from(JSON.stringify({ u: 'northwind', a: h.lalnum(25) })).toString('base64url')}.${h.b64url(22)}`,
      {},
    ),
    T(
      'intercom',
      'INTERCOM_ACCESS_TOKEN',
      () => Buffer.from(`tok:${h.uuid()}:1:0`).toString('base64').replace(/=+$/, '') + '=',
      { host: 'api.intercom.io', path: '/conversations', auth: 'bearer' },
    ),
    T('contentful', 'CONTENTFUL_MANAGEMENT_TOKEN', () => 'CFPAT-' + h.b64url(43), {
      host: 'api.contentful.com',
      path: '/spaces/northwind/environments/master/entries',
      auth: 'bearer',
    }),
    T('auth0', 'AUTH0_CLIENT_SECRET', () => h.b64url(64), {
      comp: [
        ['AUTH0_DOMAIN', () => 'northwind.eu.auth0.com'],
        ['AUTH0_CLIENT_ID', () => h.alnum(32)],
      ],
    }),
    T('atlassian', 'JIRA_API_TOKEN', () => `ATATT3xFfGF0${h.b64url(170)}=${h.HEX(8)}`, {
      host: 'northwind.atlassian.net',
      path: '/rest/api/3/issue',
      auth: 'basic',
      comp: [['JIRA_EMAIL', () => 'dev@northwindoutfitters.com']],
    }),
    T('circleci', 'CIRCLECI_TOKEN', () => `CCIPAT_${h.alnum(22)}_${h.hex(40)}`, {
      host: 'circleci.com',
      path: '/api/v2/project/gh/northwind/storefront/pipeline',
      auth: 'hdr:Circle-Token',
    }),
    T('buildkite', 'BUILDKITE_API_TOKEN', () => 'bkua_' + h.hex(40), {
      host: 'api.buildkite.com',
      path: '/v2/organizations/northwind/pipelines',
      auth: 'bearer',
    }),
    T('doppler', 'DOPPLER_TOKEN', () => 'dp.st.prd.' + h.alnum(43), {}),
    T('figma', 'FIGMA_TOKEN', () => `figd_${h.b64url(40)}`, {
      host: 'api.figma.com',
      path: '/v1/files/Xk2ThemeKit',
      auth: 'hdr:X-Figma-Token',
    }),
    T('grafana', 'GRAFANA_SERVICE_ACCOUNT_TOKEN', () => `glsa_${h.alnum(32)}_${h.hex(8)}`, {
      host: 'northwind.grafana.net',
      path: '/api/dashboards/db',
      auth: 'bearer',
    }),
    T('supabase', 'SUPABASE_ACCESS_TOKEN', () => 'sbp_' + h.hex(40), {
      host: 'api.supabase.com',
      path: '/v1/projects',
      auth: 'bearer',
    }),
    T('planetscale', 'PLANETSCALE_PASSWORD', () => 'pscale_pw_' + h.b64url(43), {
      comp: [['PLANETSCALE_USERNAME', () => h.lalnum(12)]],
    }),
    T('render', 'RENDER_API_KEY', () => 'rnd_' + h.alnum(32), {
      host: 'api.render.com',
      path: '/v1/services',
      auth: 'bearer',
    }),
    T('okta', 'OKTA_API_TOKEN', () => '00' + h.b64url(40), {
      host: 'northwind.okta.com',
      path: '/api/v1/users',
      auth: 'scheme:SSWS',
    }),
    T('postgres', 'DATABASE_URL', () => h.alnum(24), {
      sec: 'database',
      wrap: (s) => `postgres://orders_rw:${s}@db-prod.northwind.internal:5432/orders`,
    }),
    T('mongodb', 'MONGODB_URI', () => h.alnum(20), {
      sec: 'mongo',
      wrap: (s) =>
        `mongodb+srv://catalog:${s}@cluster0.x7kq2.mongodb.net/catalog?retryWrites=true&w=majority`,
    }),
    T('redis', 'REDIS_URL', () => h.alnum(32), {
      wrap: (s) => `rediss://default:${s}@cart-cache.q1w2e3.cache.amazonaws.com:6379`,
    }),
    T('rabbitmq', 'AMQP_URL', () => h.alnum(22), {
      sec: 'amqp',
      wrap: (s) => `amqps://fulfilment:${s}@rabbit.northwind.internal:5671/orders`,
    }),
    T('mysql', 'MAGENTO_DB_URL', () => h.alnum(18), {
      sec: 'magento',
      wrap: (s) => `mysql://magento:${s}@10.20.4.15:3306/magento2`,
    }),
    T(
      'private-key',
      'SSH_DEPLOY_KEY',
      () =>
        h.pem(
          'OPENSSH PRIVATE KEY',
          300,
          'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
        ),
      { only: pemOnly, sec: 'deploy' },
    ),
  ];
}
