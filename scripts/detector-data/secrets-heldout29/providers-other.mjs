// Providers outside the theme (cloud, code hosting, payments, data, AI): about a third.

import { an, b64, b64u, b64urlOf, BECH32, dig, hex, hexu, lan, uan, urlpw, uuid } from './util.mjs';

const P = (name, env, gen, opts = {}) => ({ name, env, gen, theme: false, ...opts });

export const otherProviders = [
  P('aws', 'AWS_SECRET_ACCESS_KEY', (r) => b64(r, 40), {
    second: ['AWS_ACCESS_KEY_ID', (r) => `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`],
    with: [['AWS_REGION', (r) => r.pick(['us-east-1', 'eu-west-1', 'ap-southeast-2'])]],
  }),
  P('google-api-key', 'GOOGLE_MAPS_SERVER_KEY', (r) => `AIza${b64u(r, 35)}`, {
    section: 'google',
    auth: 'q:key',
    host: 'maps.googleapis.com',
    path: '/maps/api/geocode/json',
  }),
  P('github-pat', 'GITHUB_TOKEN', (r) => `ghp_${an(r, 36)}`, {
    auth: 'bearer',
    host: 'api.github.com',
    path: '/repos/acme/app/issues',
  }),
  P('github-fine-grained', 'GH_PAT', (r) => `github_pat_11${uan(r, 20)}_${an(r, 59)}`, {
    section: 'github',
    auth: 'bearer',
    host: 'api.github.com',
    path: '/user',
  }),
  P('gitlab', 'GITLAB_TOKEN', (r) => `glpat-${b64u(r, 20)}`, {
    auth: 'h:PRIVATE-TOKEN',
    host: 'gitlab.com',
    path: '/api/v4/projects',
  }),
  P('stripe', 'STRIPE_SECRET_KEY', (r) => `sk_live_51${an(r, 22)}${an(r, 75)}`, {
    auth: 'bearer',
    host: 'api.stripe.com',
    path: '/v1/charges',
  }),
  P('stripe-webhook', 'STRIPE_WEBHOOK_SECRET', (r) => `whsec_${an(r, 32)}`, { section: 'stripe' }),
  P('npm', 'NPM_TOKEN', (r) => `npm_${an(r, 36)}`),
  P('pypi', 'PYPI_API_TOKEN', (r) => `pypi-AgEIcHlwaS5vcmc${b64u(r, 150)}`, { section: 'pypi' }),
  P('openai', 'OPENAI_API_KEY', (r) => `sk-proj-${b64u(r, 74)}T3BlbkFJ${b64u(r, 74)}`, {
    auth: 'bearer',
    host: 'api.openai.com',
    path: '/v1/chat/completions',
  }),
  P('anthropic', 'ANTHROPIC_API_KEY', (r) => `sk-ant-api03-${b64u(r, 93)}AA`, {
    auth: 'h:x-api-key',
    host: 'api.anthropic.com',
    path: '/v1/messages',
  }),
  P(
    'huggingface',
    'HF_TOKEN',
    (r) => `hf_${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34)}`,
    {
      section: 'huggingface',
      auth: 'bearer',
      host: 'huggingface.co',
      path: '/api/whoami-v2',
    },
  ),
  P('shopify', 'SHOPIFY_ADMIN_ACCESS_TOKEN', (r) => `shpat_${hex(r, 32)}`, {
    auth: 'h:X-Shopify-Access-Token',
    host: 'acme-store.myshopify.com',
    path: '/admin/api/2024-04/orders.json',
  }),
  P('databricks', 'DATABRICKS_TOKEN', (r) => `dapi${hex(r, 32)}`, {
    with: [
      ['DATABRICKS_HOST', (r) => `https://adb-${dig(r, 16)}.${dig(r, 1)}.azuredatabricks.net`],
    ],
    auth: 'bearer',
    host: 'adb-1.azuredatabricks.net',
    path: '/api/2.0/clusters/list',
  }),
  P('datadog', 'DD_API_KEY', (r) => hex(r, 32), {
    section: 'datadog',
    auth: 'h:DD-API-KEY',
    host: 'api.datadoghq.com',
    path: '/api/v1/validate',
  }),
  P('new-relic', 'NEW_RELIC_API_KEY', (r) => `NRAK-${uan(r, 27)}`, {
    auth: 'h:Api-Key',
    host: 'api.newrelic.com',
    path: '/graphql',
  }),
  P(
    'sentry',
    'SENTRY_AUTH_TOKEN',
    (r) =>
      `sntrys_${b64urlOf(JSON.stringify({ iat: 1700000000 + r.int(9e7), url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: 'acme' })).replace(/=+$/, '')}_${b64u(r, 43)}`,
    { auth: 'bearer', host: 'sentry.io', path: '/api/0/projects/' },
  ),
  P('doppler', 'DOPPLER_TOKEN', (r) => `dp.st.prd.${an(r, 43)}`),
  P('hashicorp-vault', 'VAULT_TOKEN', (r) => `hvs.${b64u(r, 90)}`, {
    section: 'vault',
    auth: 'h:X-Vault-Token',
    host: 'vault.acme.io:8200',
    path: '/v1/secret/data/app',
  }),
  P('terraform-cloud', 'TFE_TOKEN', (r) => `${an(r, 14)}.atlasv1.${an(r, 67)}`, { section: 'tfe' }),
  P('linear', 'LINEAR_API_KEY', (r) => `lin_api_${an(r, 40)}`, {
    auth: 'h:Authorization',
    host: 'api.linear.app',
    path: '/graphql',
  }),
  P('notion', 'NOTION_TOKEN', (r) => `ntn_${dig(r, 11)}${an(r, 35)}`, {
    auth: 'bearer',
    host: 'api.notion.com',
    path: '/v1/pages',
  }),
  P('airtable', 'AIRTABLE_TOKEN', (r) => `pat${an(r, 14)}.${hex(r, 64)}`, {
    auth: 'bearer',
    host: 'api.airtable.com',
    path: '/v0/meta/bases',
  }),
  P('figma', 'FIGMA_TOKEN', (r) => `figd_${b64u(r, 40)}`, {
    auth: 'h:X-Figma-Token',
    host: 'api.figma.com',
    path: '/v1/me',
  }),
  P('postman', 'POSTMAN_API_KEY', (r) => `PMAK-${hex(r, 24)}-${hex(r, 34)}`, {
    auth: 'h:X-Api-Key',
    host: 'api.getpostman.com',
    path: '/collections',
  }),
  P('grafana', 'GRAFANA_SERVICE_ACCOUNT_TOKEN', (r) => `glsa_${an(r, 32)}_${hex(r, 8)}`, {
    auth: 'bearer',
    host: 'acme.grafana.net',
    path: '/api/dashboards/db',
  }),
  P('cloudflare', 'CLOUDFLARE_API_TOKEN', (r) => b64u(r, 40), {
    auth: 'bearer',
    host: 'api.cloudflare.com',
    path: '/client/v4/user/tokens/verify',
  }),
  P('digitalocean', 'DIGITALOCEAN_TOKEN', (r) => `dop_v1_${hex(r, 64)}`, {
    auth: 'bearer',
    host: 'api.digitalocean.com',
    path: '/v2/droplets',
  }),
  P('netlify', 'NETLIFY_AUTH_TOKEN', (r) => `nfp_${an(r, 36)}`),
  P('planetscale', 'PLANETSCALE_PASSWORD', (r) => `pscale_pw_${b64u(r, 43)}`, {
    section: 'planetscale',
  }),
  P(
    'mongodb',
    'MONGODB_URI',
    (r) =>
      `mongodb+srv://${r.pick(['app', 'notifier', 'worker'])}:${urlpw(r, 24)}@cluster0.${lan(r, 5)}.mongodb.net/notifications?retryWrites=true&w=majority`,
    { section: 'mongodb', url: true },
  ),
  P(
    'postgres',
    'DATABASE_URL',
    (r) =>
      `postgres://${r.pick(['mailer', 'app', 'postgres'])}:${urlpw(r, 24)}@${r.pick(['db.internal', 'pg-prod.acme.io', '10.0.3.14'])}:5432/${r.pick(['outbox', 'app', 'notify'])}`,
    { section: 'database', url: true },
  ),
  P('redis', 'REDIS_URL', (r) => `rediss://default:${urlpw(r, 32)}@${lan(r, 8)}.upstash.io:6379`, {
    url: true,
  }),
  P('azure-storage', 'AZURE_STORAGE_CONNECTION_STRING', (r) => `${b64(r, 86)}==`, {
    section: 'azure_storage',
    wrap: (v, r) =>
      `DefaultEndpointsProtocol=https;AccountName=${lan(r, 10)};AccountKey=${v};EndpointSuffix=core.windows.net`,
  }),
  P('azure-ad', 'AZURE_CLIENT_SECRET', (r) => `${an(r, 3)}8Q~${b64u(r, 34)}`, {
    with: [
      ['AZURE_TENANT_ID', uuid],
      ['AZURE_CLIENT_ID', uuid],
    ],
  }),
  P('azure-bot-service', 'MicrosoftAppPassword', (r) => `${an(r, 3)}8Q~${b64u(r, 34)}`, {
    section: 'bot',
    with: [['MicrosoftAppId', uuid]],
  }),
  P('azure-notification-hubs', 'NOTIFICATION_HUB_CONNECTION_STRING', (r) => `${b64(r, 43)}=`, {
    section: 'notification_hub',
    wrap: (v, r) =>
      `Endpoint=sb://${lan(r, 8)}-ns.servicebus.windows.net/;SharedAccessKeyName=DefaultFullSharedAccessSignature;SharedAccessKey=${v}`,
  }),
  P('square', 'SQUARE_ACCESS_TOKEN', (r) => `EAAA${b64u(r, 60)}`, {
    auth: 'bearer',
    host: 'connect.squareup.com',
    path: '/v2/payments',
  }),
  P('paypal', 'PAYPAL_CLIENT_SECRET', (r) => `E${b64u(r, 79)}`, {
    with: [['PAYPAL_CLIENT_ID', (r) => `A${b64u(r, 79)}`]],
  }),
  P('okta', 'OKTA_API_TOKEN', (r) => `00${b64u(r, 40)}`, {
    auth: 'h:Authorization:SSWS',
    host: 'acme.okta.com',
    path: '/api/v1/users',
  }),
  P('auth0', 'AUTH0_CLIENT_SECRET', (r) => b64u(r, 64), {
    with: [
      ['AUTH0_DOMAIN', (r) => `${lan(r, 6)}.us.auth0.com`],
      ['AUTH0_CLIENT_ID', (r) => an(r, 32)],
    ],
  }),
  P('jwt-secret', 'JWT_SECRET', (r) => an(r, 48), { section: 'jwt' }),
  P('age', 'SOPS_AGE_KEY', (r) => `AGE-SECRET-KEY-1${r.chars(BECH32, 58)}`, { section: 'sops' }),
  P('docker-hub', 'DOCKERHUB_TOKEN', (r) => `dckr_pat_${b64u(r, 27)}`),
  P('atlassian', 'JIRA_API_TOKEN', (r) => `ATATT3xFfGF0${b64u(r, 170)}=${hexu(r, 8)}`, {
    section: 'jira',
    with: [['JIRA_EMAIL', () => 'ops@acme.io']],
  }),
  P('asana', 'ASANA_PAT', (r) => `2/${dig(r, 16)}/${dig(r, 16)}:${hex(r, 32)}`, {
    auth: 'bearer',
    host: 'app.asana.com',
    path: '/api/1.0/tasks',
  }),
  P(
    'mapbox-secret',
    'MAPBOX_SECRET_TOKEN',
    (r) =>
      `sk.${b64urlOf(JSON.stringify({ u: 'acme-maps', a: lan(r, 25) })).replace(/=+$/, '')}.${b64u(r, 22)}`,
    { section: 'mapbox' },
  ),
  P('pulumi', 'PULUMI_ACCESS_TOKEN', (r) => `pul-${hex(r, 40)}`),
  P('sonarcloud', 'SONAR_TOKEN', (r) => `squ_${hex(r, 40)}`, { section: 'sonar' }),
  P('snyk', 'SNYK_TOKEN', uuid, {
    auth: 'h:Authorization:token',
    host: 'api.snyk.io',
    path: '/rest/self',
  }),
  P('mixpanel', 'MIXPANEL_API_SECRET', (r) => hex(r, 32)),
  P('algolia', 'ALGOLIA_ADMIN_API_KEY', (r) => hex(r, 32), {
    with: [['ALGOLIA_APP_ID', (r) => uan(r, 10)]],
    auth: 'h:X-Algolia-API-Key',
    host: 'acme-dsn.algolia.net',
    path: '/1/indexes',
  }),
  P('heroku', 'HEROKU_API_KEY', (r) => `HRKU-AA${b64u(r, 58)}`, {
    auth: 'bearer',
    host: 'api.heroku.com',
    path: '/apps',
  }),
  P('fly', 'FLY_API_TOKEN', (r) => `FlyV1 fm2_${b64(r, 180)}`, { section: 'fly' }),
  P('replicate', 'REPLICATE_API_TOKEN', (r) => `r8_${an(r, 37)}`, {
    auth: 'bearer',
    host: 'api.replicate.com',
    path: '/v1/predictions',
  }),
  P('groq', 'GROQ_API_KEY', (r) => `gsk_${an(r, 52)}`, {
    auth: 'bearer',
    host: 'api.groq.com',
    path: '/openai/v1/chat/completions',
  }),
  P(
    'supabase',
    'SUPABASE_SERVICE_ROLE_KEY',
    (r) =>
      `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${b64urlOf(JSON.stringify({ iss: 'supabase', ref: lan(r, 20), role: 'service_role', iat: 1700000000 + r.int(9e7), exp: 2000000000 + r.int(9e7) })).replace(/=+$/, '')}.${b64u(r, 43)}`,
  ),
  P('launchdarkly', 'LAUNCHDARKLY_SDK_KEY', (r) => `sdk-${uuid(r)}`, { section: 'launchdarkly' }),
  P('circleci', 'CIRCLE_TOKEN', (r) => `CCIPAT_${an(r, 22)}_${hex(r, 40)}`, {
    section: 'circleci',
  }),
];
