// More services an application repository holds credentials for (identity, payments, SaaS
// APIs, hosting, framework secrets), in the same shape as providers-other.mjs.

import {
  ALNUM,
  B64,
  B64URL,
  BASE32,
  DIGITS,
  HEX,
  LOWER_NUM,
  b64,
  jwt,
  mixed,
  uuid,
} from './util.mjs';

const p = (name, env, gen, opts = {}) => ({ name, env, gen, ai: false, header: 'bearer', ...opts });

export const MORE_PROVIDERS = [
  p('clerk', 'CLERK_SECRET_KEY', (r) => 'sk_live_' + mixed(r, ALNUM, 40), {
    host: 'api.clerk.com/v1/users',
    prefix: 'sk_live_',
  }),
  p('google-oauth', 'GOOGLE_CLIENT_SECRET', (r) => 'GOCSPX-' + mixed(r, B64URL, 28), {
    host: 'oauth2.googleapis.com/token',
    header: 'body',
    prefix: 'GOCSPX-',
  }),
  p('google-api', 'GOOGLE_API_KEY', (r) => 'AIza' + mixed(r, B64URL, 35), {
    host: 'www.googleapis.com/customsearch/v1',
    header: 'query',
    prefix: 'AIza',
  }),
  p(
    'mapbox',
    'MAPBOX_SECRET_TOKEN',
    (r) =>
      'sk.' +
      b64(JSON.stringify({ u: r.chars(LOWER_NUM, 8), a: 'cm' + r.chars(LOWER_NUM, 23) })).replace(
        /=+$/,
        '',
      ) +
      '.' +
      mixed(r, B64URL, 22),
    { host: 'api.mapbox.com/tokens/v2', header: 'query', prefix: 'sk.eyJ' },
  ),
  p('posthog', 'POSTHOG_PERSONAL_API_KEY', (r) => 'phx_' + mixed(r, ALNUM, 43), {
    host: 'us.posthog.com/api/projects/',
    prefix: 'phx_',
  }),
  p('segment', 'SEGMENT_ACCESS_TOKEN', (r) => 'sgp_' + mixed(r, ALNUM, 64), {
    host: 'api.segmentapis.com/sources',
    prefix: 'sgp_',
  }),
  p(
    'age',
    'SOPS_AGE_KEY',
    (r) => 'AGE-SECRET-KEY-1' + r.chars('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58),
    { host: '', prefix: 'AGE-SECRET-KEY-1' },
  ),
  p('ngrok', 'NGROK_AUTHTOKEN', (r) => '2' + mixed(r, ALNUM, 26) + '_' + mixed(r, ALNUM, 21), {
    host: 'api.ngrok.com/tunnels',
  }),
  p('prefect', 'PREFECT_API_KEY', (r) => 'pnu_' + mixed(r, ALNUM, 36), {
    host: 'api.prefect.cloud/api/accounts',
    prefix: 'pnu_',
  }),
  p('pusher', 'PUSHER_SECRET', (r) => mixed(r, HEX, 20), {
    host: 'api-eu.pusher.com/apps/1234567/events',
    header: 'body',
  }),
  p('algolia', 'ALGOLIA_ADMIN_API_KEY', (r) => mixed(r, HEX, 32), {
    host: 'ABCD1234EF-dsn.algolia.net/1/indexes/docs',
    header: 'X-Algolia-API-Key',
  }),
  p('elastic', 'ELASTIC_API_KEY', (r) => b64(mixed(r, B64URL, 20) + ':' + mixed(r, B64URL, 22)), {
    host: 'my-deploy.es.us-central1.gcp.cloud.es.io/docs/_search',
    header: 'ApiKey',
  }),
  p('mongodb-atlas-api', 'MONGODB_ATLAS_PRIVATE_KEY', (r) => uuid(r), {
    host: 'cloud.mongodb.com/api/atlas/v2/groups',
    header: 'digest',
  }),
  p(
    'supabase',
    'SUPABASE_SERVICE_ROLE_KEY',
    (r) =>
      jwt(r, {
        iss: 'supabase',
        ref: r.chars('abcdefghijklmnopqrst', 20),
        role: 'service_role',
        iat: 1700000000 + r.int(40000000),
        exp: 2020000000 + r.int(40000000),
      }),
    { host: 'xyzcompany.supabase.co/rest/v1/documents', header: 'apikey', prefix: 'eyJ' },
  ),
  p('supabase-secret', 'SUPABASE_SECRET_KEY', (r) => 'sb_secret_' + mixed(r, B64URL, 31), {
    host: 'xyzcompany.supabase.co/rest/v1/embeddings',
    header: 'apikey',
    prefix: 'sb_secret_',
  }),
  p(
    'upstash-redis',
    'UPSTASH_REDIS_REST_TOKEN',
    (r) => 'A' + r.pick(['X', 'Y', 'Z']) + mixed(r, B64URL, 10) + 'AAIncDE' + mixed(r, B64URL, 40),
    { host: 'helping-duck-12345.upstash.io/get/session' },
  ),
  p('cloudinary', 'CLOUDINARY_API_SECRET', (r) => mixed(r, B64URL, 27), {
    host: 'api.cloudinary.com/v1_1/demo/image/upload',
    header: 'basic',
  }),
  p('mailchimp', 'MAILCHIMP_API_KEY', (r) => mixed(r, HEX, 32) + '-us' + (1 + r.int(21)), {
    host: 'us14.api.mailchimp.com/3.0/lists',
    header: 'basic',
  }),
  p('square', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + mixed(r, B64URL, 60), {
    host: 'connect.squareup.com/v2/payments',
    prefix: 'EAAA',
  }),
  p('paypal', 'PAYPAL_CLIENT_SECRET', (r) => 'E' + mixed(r, B64URL, 79), {
    host: 'api-m.paypal.com/v1/oauth2/token',
    header: 'basic',
  }),
  p('hubspot', 'HUBSPOT_ACCESS_TOKEN', (r) => 'pat-na1-' + uuid(r), {
    host: 'api.hubapi.com/crm/v3/objects/contacts',
    prefix: 'pat-na1-',
  }),
  p('intercom', 'INTERCOM_ACCESS_TOKEN', (r) => 'dG9rOj' + mixed(r, B64, 54) + '=', {
    host: 'api.intercom.io/conversations',
  }),
  p('zendesk', 'ZENDESK_API_TOKEN', (r) => mixed(r, ALNUM, 40), {
    host: 'acme.zendesk.com/api/v2/tickets.json',
    header: 'basic',
  }),
  p(
    'asana',
    'ASANA_ACCESS_TOKEN',
    (r) => '2/' + r.chars(DIGITS, 16) + '/' + r.chars(DIGITS, 16) + ':' + mixed(r, HEX, 32),
    { host: 'app.asana.com/api/1.0/tasks', prefix: '2/' },
  ),
  p('dropbox', 'DROPBOX_ACCESS_TOKEN', (r) => 'sl.u.' + mixed(r, B64URL, 140), {
    host: 'api.dropboxapi.com/2/files/list_folder',
    prefix: 'sl.',
  }),
  p('box', 'BOX_DEVELOPER_TOKEN', (r) => mixed(r, ALNUM, 32), {
    host: 'api.box.com/2.0/folders/0',
  }),
  p('contentful', 'CONTENTFUL_MANAGEMENT_TOKEN', (r) => 'CFPAT-' + mixed(r, B64URL, 43), {
    host: 'api.contentful.com/spaces',
    prefix: 'CFPAT-',
  }),
  p('sanity', 'SANITY_API_TOKEN', (r) => 'sk' + mixed(r, ALNUM, 180), {
    host: 'abc123.api.sanity.io/v2024-01-01/data/query/production',
  }),
  p('snyk', 'SNYK_TOKEN', (r) => uuid(r), { host: 'api.snyk.io/rest/orgs', header: 'token' }),
  p('sonarcloud', 'SONAR_TOKEN', (r) => 'sqp_' + mixed(r, HEX, 40), {
    host: 'sonarcloud.io/api/qualitygates/project_status',
    prefix: 'sqp_',
  }),
  p('circleci', 'CIRCLE_TOKEN', (r) => 'CCIPAT_' + mixed(r, ALNUM, 22) + '_' + mixed(r, HEX, 40), {
    host: 'circleci.com/api/v2/me',
    header: 'Circle-Token',
    prefix: 'CCIPAT_',
  }),
  p('buildkite', 'BUILDKITE_API_TOKEN', (r) => 'bkua_' + mixed(r, HEX, 40), {
    host: 'api.buildkite.com/v2/organizations',
    prefix: 'bkua_',
  }),
  p('fly', 'FLY_API_TOKEN', (r) => 'FlyV1 fm2_' + mixed(r, B64URL, 120), {
    host: 'api.machines.dev/v1/apps',
    prefix: 'FlyV1 fm2_',
    header: 'raw',
  }),
  p('railway', 'RAILWAY_TOKEN', (r) => uuid(r), { host: 'backboard.railway.app/graphql/v2' }),
  p('render', 'RENDER_API_KEY', (r) => 'rnd_' + mixed(r, ALNUM, 32), {
    host: 'api.render.com/v1/services',
    prefix: 'rnd_',
  }),
  p('linode', 'LINODE_TOKEN', (r) => mixed(r, HEX, 64), {
    host: 'api.linode.com/v4/linode/instances',
  }),
  p('hetzner', 'HCLOUD_TOKEN', (r) => mixed(r, ALNUM, 64), {
    host: 'api.hetzner.cloud/v1/servers',
  }),
  p('scaleway', 'SCW_SECRET_KEY', (r) => uuid(r), {
    host: 'api.scaleway.com/instance/v1/zones/fr-par-1/servers',
    header: 'X-Auth-Token',
  }),
  p('alibaba', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', (r) => mixed(r, ALNUM, 30), {
    host: 'dashscope.aliyuncs.com/compatible-mode/v1/chat/completions',
    header: 'body',
  }),
  p('dashscope', 'DASHSCOPE_API_KEY', (r) => 'sk-' + mixed(r, HEX, 32), {
    host: 'dashscope.aliyuncs.com/api/v1/services/aigc/text-generation/generation',
    prefix: 'sk-',
    ai: true,
  }),
  p('moonshot', 'MOONSHOT_API_KEY', (r) => 'sk-' + mixed(r, ALNUM, 48), {
    host: 'api.moonshot.cn/v1/chat/completions',
    prefix: 'sk-',
    ai: true,
  }),
  p('zhipu', 'ZHIPUAI_API_KEY', (r) => mixed(r, HEX, 32) + '.' + mixed(r, ALNUM, 16), {
    host: 'open.bigmodel.cn/api/paas/v4/chat/completions',
    ai: true,
  }),
  p('jwt-secret', 'JWT_SECRET', (r) => mixed(r, B64, 64), { host: '', header: 'none' }),
  p(
    'django',
    'DJANGO_SECRET_KEY',
    (r) => 'django-insecure-' + r.chars(LOWER_NUM + '!@#$%^&*(-_=+)', 50).replace(/[$]/g, '#'),
    { host: '', header: 'none', prefix: 'django-insecure-' },
  ),
  p('rails', 'SECRET_KEY_BASE', (r) => mixed(r, HEX, 128), { host: '', header: 'none' }),
  p('nextauth', 'NEXTAUTH_SECRET', (r) => mixed(r, B64, 43) + '=', { host: '', header: 'none' }),
  p('fernet', 'FERNET_KEY', (r) => mixed(r, B64URL, 43) + '=', { host: '', header: 'none' }),
  p('totp', 'MFA_TOTP_SEED', (r) => r.chars(BASE32, 32), { host: '', header: 'none' }),
  p('gcp-hmac', 'GCS_HMAC_SECRET', (r) => mixed(r, B64, 40), {
    host: 'storage.googleapis.com',
    header: 'none',
  }),
  p(
    'azure-devops',
    'AZURE_DEVOPS_EXT_PAT',
    (r) => mixed(r, ALNUM, 52) + 'AZDO' + mixed(r, ALNUM, 24),
    { host: 'dev.azure.com/acme/_apis/projects', header: 'basic' },
  ),
  p(
    'bitbucket',
    'BITBUCKET_APP_PASSWORD',
    (r) => 'ATBB' + mixed(r, ALNUM, 24) + mixed(r, HEX.toUpperCase(), 8),
    { host: 'api.bitbucket.org/2.0/repositories', header: 'basic', prefix: 'ATBB' },
  ),
  p('launchdarkly', 'LAUNCHDARKLY_SDK_KEY', (r) => 'sdk-' + uuid(r), {
    host: 'sdk.launchdarkly.com/sdk/latest-all',
    header: 'Authorization',
    prefix: 'sdk-',
  }),
  p('mux', 'MUX_TOKEN_SECRET', (r) => mixed(r, B64, 75), {
    host: 'api.mux.com/video/v1/assets',
    header: 'basic',
  }),
  p('plaid', 'PLAID_SECRET', (r) => mixed(r, HEX, 30), {
    host: 'production.plaid.com/link/token/create',
    header: 'body',
  }),
  p(
    'lemonsqueezy',
    'LEMONSQUEEZY_API_KEY',
    (r) =>
      jwt(r, {
        aud: '94d59cef-dbb8-4ea5-b178-d2540fcd6919',
        jti: mixed(r, HEX, 80),
        sub: r.chars(DIGITS, 6),
        scopes: [],
      }),
    { host: 'api.lemonsqueezy.com/v1/stores', prefix: 'eyJ' },
  ),
  p(
    'turso',
    'TURSO_AUTH_TOKEN',
    (r) =>
      'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.' +
      Buffer.from(
        JSON.stringify({ a: 'rw', iat: 1720000000 + r.int(30000000), id: uuid(r) }),
      ).toString('base64url') +
      '.' +
      mixed(r, B64URL, 86),
    { host: 'libsql://rag-cache-acme.turso.io', prefix: 'eyJ' },
  ),
  p('planetscale', 'PLANETSCALE_SERVICE_TOKEN', (r) => 'pscale_tkn_' + mixed(r, B64URL, 43), {
    host: 'api.planetscale.com/v1/organizations',
    prefix: 'pscale_tkn_',
  }),
];
