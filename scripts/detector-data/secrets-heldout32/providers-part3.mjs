// Part of the secrets-heldout32 provider list (see providers.mjs).

import { P } from './provider-kit.mjs';

export const PROVIDERS_PART3 = [
  P('bitbucket', 'BITBUCKET_APP_PASSWORD', 'appPassword', (g) => `ATBB${g.alnum(28)}${g.HEX(8)}`, {
    label: 'Bitbucket',
    pre: 'ATBB',
  }),
  P('npm', 'NPM_TOKEN', 'authToken', (g) => `npm_${g.alnum(36)}`, { label: 'npm', pre: 'npm_' }),
  P('pypi', 'PYPI_TOKEN', 'token', (g) => `pypi-AgEIcHlwaS5vcmc${g.b64url(140)}`, {
    label: 'PyPI',
    pre: 'pypi-',
  }),
  P('dockerhub', 'DOCKERHUB_TOKEN', 'token', (g) => `dckr_pat_${g.b64url(27)}`, {
    label: 'Docker Hub',
    ns: 'docker',
    pre: 'dckr_pat_',
  }),
  P('heroku', 'HEROKU_API_KEY', 'apiKey', (g) => `HRKU-AA${g.b64url(58)}`, {
    label: 'Heroku',
    pre: 'HRKU-',
  }),
  P('digitalocean', 'DIGITALOCEAN_TOKEN', 'token', (g) => `dop_v1_${g.hex(64)}`, {
    label: 'DigitalOcean',
    pre: 'dop_v1_',
  }),
  P('linode', 'LINODE_TOKEN', 'token', (g) => g.hex(64), { label: 'Linode' }),
  P('vercel', 'VERCEL_TOKEN', 'token', (g) => g.alnum(24), { label: 'Vercel' }),
  P('netlify', 'NETLIFY_AUTH_TOKEN', 'authToken', (g) => `nfp_${g.alnum(36)}${g.hex(4)}`, {
    label: 'Netlify',
    pre: 'nfp_',
  }),
  P('cloudflare', 'CLOUDFLARE_API_TOKEN', 'apiToken', (g) => g.b64url(40), {
    label: 'Cloudflare',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://api.cloudflare.com/client/v4/user/tokens/verify',
  }),
  P('fastly', 'FASTLY_API_TOKEN', 'apiToken', (g) => g.b64url(32), {
    label: 'Fastly',
    hdr: ['Fastly-Key', ''],
    api: 'https://api.fastly.com/service',
  }),
  P('sendgrid', 'SENDGRID_API_KEY', 'apiKey', (g) => `SG.${g.b64url(22)}.${g.b64url(43)}`, {
    label: 'SendGrid',
    pre: 'SG.',
  }),
  P('mailgun', 'MAILGUN_API_KEY', 'apiKey', (g) => `${g.hex(32)}-${g.hex(8)}-${g.hex(8)}`, {
    label: 'Mailgun',
  }),
  P('mailchimp', 'MAILCHIMP_API_KEY', 'apiKey', (g) => `${g.hex(32)}-us${1 + g.int(21)}`, {
    label: 'Mailchimp',
  }),
  P('postmark', 'POSTMARK_SERVER_TOKEN', 'serverToken', (g) => g.uuid(), {
    label: 'Postmark',
    hdr: ['X-Postmark-Server-Token', ''],
    api: 'https://api.postmarkapp.com/email',
  }),
  P('twilio', 'TWILIO_AUTH_TOKEN', 'authToken', (g) => g.hex(32), { label: 'Twilio' }),
  P('shopify', 'SHOPIFY_ACCESS_TOKEN', 'accessToken', (g) => `shpat_${g.hex(32)}`, {
    label: 'Shopify',
    pre: 'shpat_',
    hdr: ['X-Shopify-Access-Token', ''],
    api: 'https://acme-store.myshopify.com/admin/api/2024-04/shop.json',
  }),
  P('square', 'SQUARE_ACCESS_TOKEN', 'accessToken', (g) => `EAAA${g.b64url(60)}`, {
    label: 'Square',
    pre: 'EAAA',
  }),
  P(
    'braintree',
    'BRAINTREE_ACCESS_TOKEN',
    'accessToken',
    (g) => `access_token$production$${g.lowernum(16)}$${g.hex(32)}`,
    {
      label: 'Braintree',
      pre: 'access_token$',
    },
  ),
  P('stripe', 'STRIPE_SECRET_KEY', 'secretKey', (g) => `sk_live_51${g.alnum(97)}`, {
    label: 'Stripe',
    pre: 'sk_live_',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://api.stripe.com/v1/charges',
  }),
  P('stripe-webhook', 'STRIPE_WEBHOOK_SECRET', 'webhookSecret', (g) => `whsec_${g.alnum(32)}`, {
    label: 'Stripe',
    ns: 'stripe',
    pre: 'whsec_',
  }),
  P(
    'slack-bot',
    'SLACK_BOT_TOKEN',
    'botToken',
    (g) => `xoxb-${g.digits(12)}-${g.digits(13)}-${g.alnum(24)}`,
    {
      label: 'Slack',
      ns: 'slack',
      pre: 'xoxb-',
      hdr: ['Authorization', 'Bearer '],
      api: 'https://slack.com/api/chat.postMessage',
    },
  ),
  P(
    'slack-app',
    'SLACK_APP_TOKEN',
    'appToken',
    (g) => `xapp-1-A${g.uppernum(10)}-${g.digits(13)}-${g.hex(64)}`,
    {
      label: 'Slack',
      ns: 'slack',
      pre: 'xapp-',
    },
  ),
  P(
    'discord-bot',
    'DISCORD_BOT_TOKEN',
    'botToken',
    (g) => `${g.b64of(g.digits(18)).replace(/=+$/, '')}.${g.b64url(6)}.${g.b64url(38)}`,
    {
      label: 'Discord',
      ns: 'discord',
    },
  ),
  P('openai', 'OPENAI_API_KEY', 'apiKey', (g) => `sk-proj-${g.b64url(74)}T3BlbkFJ${g.b64url(74)}`, {
    label: 'OpenAI',
    pre: 'sk-proj-',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://api.openai.com/v1/models',
  }),
  P('anthropic', 'ANTHROPIC_API_KEY', 'apiKey', (g) => `sk-ant-api03-${g.b64url(93)}AA`, {
    label: 'Anthropic',
    pre: 'sk-ant-',
    hdr: ['x-api-key', ''],
    api: 'https://api.anthropic.com/v1/messages',
  }),
  P('huggingface', 'HF_TOKEN', 'token', (g) => `hf_${g.alpha(34)}`, {
    label: 'Hugging Face',
    ns: 'hf',
    pre: 'hf_',
  }),
  P('replicate', 'REPLICATE_API_TOKEN', 'apiToken', (g) => `r8_${g.alnum(37)}`, {
    label: 'Replicate',
    pre: 'r8_',
  }),
  P('groq', 'GROQ_API_KEY', 'apiKey', (g) => `gsk_${g.alnum(52)}`, { label: 'Groq', pre: 'gsk_' }),
  P('mistral', 'MISTRAL_API_KEY', 'apiKey', (g) => g.alnum(32), { label: 'Mistral' }),
  P('cohere', 'COHERE_API_KEY', 'apiKey', (g) => g.alnum(40), { label: 'Cohere' }),
  P('pinecone', 'PINECONE_API_KEY', 'apiKey', (g) => `pcsk_${g.alnum(6)}_${g.alnum(63)}`, {
    label: 'Pinecone',
    pre: 'pcsk_',
  }),
  P('hubspot', 'HUBSPOT_ACCESS_TOKEN', 'accessToken', (g) => `pat-na1-${g.uuid()}`, {
    label: 'HubSpot',
    pre: 'pat-',
  }),
  P('notion', 'NOTION_TOKEN', 'token', (g) => `ntn_${g.digits(11)}${g.alnum(35)}`, {
    label: 'Notion',
    pre: 'ntn_',
  }),
  P('airtable', 'AIRTABLE_PAT', 'pat', (g) => `pat${g.alnum(14)}.${g.hex(64)}`, {
    label: 'Airtable',
  }),
  P('linear', 'LINEAR_API_KEY', 'apiKey', (g) => `lin_api_${g.alnum(40)}`, {
    label: 'Linear',
    pre: 'lin_api_',
  }),
  P('asana', 'ASANA_PAT', 'pat', (g) => `2/${g.digits(16)}/${g.digits(16)}:${g.hex(32)}`, {
    label: 'Asana',
  }),
  P('figma', 'FIGMA_TOKEN', 'token', (g) => `figd_${g.b64url(40)}`, {
    label: 'Figma',
    pre: 'figd_',
  }),
  P('doppler', 'DOPPLER_TOKEN', 'token', (g) => `dp.st.prd.${g.alnum(43)}`, {
    label: 'Doppler',
    pre: 'dp.st.',
  }),
  P('vault', 'VAULT_TOKEN', 'token', (g) => `hvs.${g.b64url(24)}`, { label: 'Vault', pre: 'hvs.' }),
  P('terraform-cloud', 'TFE_TOKEN', 'token', (g) => `${g.alnum(14)}.atlasv1.${g.alnum(67)}`, {
    label: 'HCP Terraform',
    ns: 'tfe',
  }),
  P('pulumi', 'PULUMI_ACCESS_TOKEN', 'accessToken', (g) => `pul-${g.hex(40)}`, {
    label: 'Pulumi',
    pre: 'pul-',
  }),
  P('circleci', 'CIRCLECI_TOKEN', 'token', (g) => `CCIPAT_${g.alnum(22)}_${g.hex(40)}`, {
    label: 'CircleCI',
    pre: 'CCIPAT_',
  }),
  P('buildkite', 'BUILDKITE_API_TOKEN', 'apiToken', (g) => `bkua_${g.hex(40)}`, {
    label: 'Buildkite',
    pre: 'bkua_',
  }),
  P('snyk', 'SNYK_TOKEN', 'token', (g) => g.uuid(), { label: 'Snyk' }),
  P('sonarqube', 'SONAR_TOKEN', 'token', (g) => `squ_${g.hex(40)}`, {
    label: 'SonarQube',
    ns: 'sonar',
    pre: 'squ_',
  }),
  P('codecov', 'CODECOV_TOKEN', 'token', (g) => g.uuid(), { label: 'Codecov' }),
  P('okta', 'OKTA_API_TOKEN', 'apiToken', (g) => `00${g.b64url(40)}`, {
    label: 'Okta',
    hdr: ['Authorization', 'SSWS '],
    api: 'https://acme.okta.com/api/v1/users?limit=25',
  }),
  P('auth0', 'AUTH0_CLIENT_SECRET', 'clientSecret', (g) => g.b64url(64), { label: 'Auth0' }),
  P('databricks', 'DATABRICKS_TOKEN', 'token', (g) => `dapi${g.hex(32)}`, {
    label: 'Databricks',
    pre: 'dapi',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://adb-4417829301775592.12.azuredatabricks.net/api/2.0/clusters/list',
  }),
  P('supabase', 'SUPABASE_ACCESS_TOKEN', 'accessToken', (g) => `sbp_${g.hex(40)}`, {
    label: 'Supabase',
    pre: 'sbp_',
  }),
  P('planetscale', 'PLANETSCALE_PASSWORD', 'password', (g) => `pscale_pw_${g.b64url(43)}`, {
    label: 'PlanetScale',
    pre: 'pscale_pw_',
  }),
  P('confluent', 'CONFLUENT_API_SECRET', 'apiSecret', (g) => g.b64(64), {
    label: 'Confluent Cloud',
  }),
  P(
    'mapbox',
    'MAPBOX_SECRET_TOKEN',
    'secretToken',
    (g) => `sk.eyJ1Ijoi${g.b64url(40)}.${g.b64url(22)}`,
    {
      label: 'Mapbox',
      pre: 'sk.',
    },
  ),
  P('age', 'SOPS_AGE_KEY', 'ageKey', (g) => `AGE-SECRET-KEY-1${g.bech32(58)}`, {
    label: 'age',
    pre: 'AGE-SECRET-KEY-',
  }),
  P(
    'django',
    'DJANGO_SECRET_KEY',
    'secretKey',
    (g) => g.r.chars('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50),
    {
      label: 'Django',
    },
  ),
  P('rails', 'SECRET_KEY_BASE', 'secretKeyBase', (g) => g.hex(128), { label: 'Rails' }),
  P('laravel', 'APP_KEY', 'appKey', (g) => `base64:${g.bytesB64(32)}`, {
    label: 'Laravel',
    pre: 'base64:',
  }),
  P('nextauth', 'NEXTAUTH_SECRET', 'secret', (g) => g.bytesB64(32), { label: 'NextAuth' }),
  P('jwt-secret', 'JWT_SIGNING_SECRET', 'jwtSecret', (g) => g.b64url(48), {
    label: 'JWT',
    ns: 'jwt',
  }),
  P('postman', 'POSTMAN_API_KEY', 'apiKey', (g) => `PMAK-${g.hex(24)}-${g.hex(34)}`, {
    label: 'Postman',
    pre: 'PMAK-',
    hdr: ['X-Api-Key', ''],
    api: 'https://api.getpostman.com/collections',
  }),
  P('ngrok', 'NGROK_AUTHTOKEN', 'authtoken', (g) => `2${g.alnum(26)}_${g.alnum(21)}`, {
    label: 'ngrok',
  }),
  P('tailscale', 'TS_AUTHKEY', 'authKey', (g) => `tskey-auth-k${g.alnum(16)}-${g.alnum(33)}`, {
    label: 'Tailscale',
    pre: 'tskey-',
  }),
  P('ably', 'ABLY_API_KEY', 'apiKey', (g) => `${g.b64url(6)}.${g.b64url(6)}:${g.b64url(43)}`, {
    label: 'Ably',
  }),
  P('pusher', 'PUSHER_APP_SECRET', 'appSecret', (g) => g.hex(20), { label: 'Pusher' }),
  P('dropbox', 'DROPBOX_ACCESS_TOKEN', 'accessToken', (g) => `sl.${g.b64url(136)}`, {
    label: 'Dropbox',
    pre: 'sl.',
  }),
  P('duo', 'DUO_SECRET_KEY', 'secretKey', (g) => g.alnum(40), { label: 'Duo' }),
  P(
    'onepassword',
    'OP_SERVICE_ACCOUNT_TOKEN',
    'serviceAccountToken',
    (g) => `ops_eyJzaWduSW5BZGRyZXNzIjoi${g.b64url(180)}`,
    {
      label: '1Password',
      ns: 'op',
      pre: 'ops_',
    },
  ),
  P('infisical', 'INFISICAL_TOKEN', 'token', (g) => `st.${g.uuid()}.${g.hex(32)}.${g.hex(32)}`, {
    label: 'Infisical',
    pre: 'st.',
  }),
  P('akamai', 'AKAMAI_CLIENT_SECRET', 'clientSecret', (g) => `${g.bytesB64(32)}`, {
    label: 'Akamai',
  }),
  P('plaid', 'PLAID_SECRET', 'secret', (g) => g.hex(30), { label: 'Plaid' }),
  P('alchemy', 'ALCHEMY_API_KEY', 'apiKey', (g) => g.b64url(32), { label: 'Alchemy' }),
  P('etherscan', 'ETHERSCAN_API_KEY', 'apiKey', (g) => g.uppernum(34), { label: 'Etherscan' }),
  P(
    'contentful',
    'CONTENTFUL_MANAGEMENT_TOKEN',
    'managementToken',
    (g) => `CFPAT-${g.b64url(43)}`,
    {
      label: 'Contentful',
      pre: 'CFPAT-',
    },
  ),
  P('algolia-admin', 'ALGOLIA_ADMIN_KEY', 'adminKey', (g) => g.hex(32), {
    label: 'Algolia',
    ns: 'algolia',
  }),
  P('launchdarkly', 'LAUNCHDARKLY_SDK_KEY', 'sdkKey', (g) => `sdk-${g.uuid()}`, {
    label: 'LaunchDarkly',
    pre: 'sdk-',
  }),
  P('flagsmith', 'FLAGSMITH_SERVER_KEY', 'serverKey', (g) => `ser.${g.alnum(22)}`, {
    label: 'Flagsmith',
    pre: 'ser.',
  }),
  P('statsig', 'STATSIG_SERVER_SECRET', 'serverSecret', (g) => `secret-${g.alnum(43)}`, {
    label: 'Statsig',
    pre: 'secret-',
  }),
  P('posthog-personal', 'POSTHOG_PERSONAL_API_KEY', 'personalApiKey', (g) => `phx_${g.alnum(43)}`, {
    label: 'PostHog',
    ns: 'posthog',
    pre: 'phx_',
  }),
  P('mixpanel', 'MIXPANEL_SERVICE_ACCOUNT_SECRET', 'serviceAccountSecret', (g) => g.alnum(32), {
    label: 'Mixpanel',
  }),
  P('amplitude', 'AMPLITUDE_SECRET_KEY', 'secretKey', (g) => g.hex(32), { label: 'Amplitude' }),
  P('azure-devops', 'AZURE_DEVOPS_PAT', 'pat', (g) => g.base32(52), {
    label: 'Azure DevOps',
    ns: 'ado',
  }),
  P('jfrog', 'JFROG_ACCESS_TOKEN', 'accessToken', (g) => `cmVmdGtuOjAxOjE3${g.b64url(48)}`, {
    label: 'JFrog',
    pre: 'cmVmdGtu',
  }),
  P('atlassian', 'JIRA_API_TOKEN', 'apiToken', (g) => `ATATT3xFfGF0${g.b64url(170)}=${g.HEX(8)}`, {
    label: 'Atlassian',
    ns: 'jira',
    pre: 'ATATT',
  }),
  P('zendesk', 'ZENDESK_API_TOKEN', 'apiToken', (g) => g.alnum(40), { label: 'Zendesk' }),
  P('intercom', 'INTERCOM_ACCESS_TOKEN', 'accessToken', (g) => `dG9rOj${g.b64(54)}=`, {
    label: 'Intercom',
  }),
  P('twitch', 'TWITCH_CLIENT_SECRET', 'clientSecret', (g) => g.lowernum(30), { label: 'Twitch' }),
  P('spotify', 'SPOTIFY_CLIENT_SECRET', 'clientSecret', (g) => g.hex(32), { label: 'Spotify' }),
  P('zoom', 'ZOOM_CLIENT_SECRET', 'clientSecret', (g) => g.alnum(32), { label: 'Zoom' }),
  P('mux', 'MUX_TOKEN_SECRET', 'tokenSecret', (g) => g.b64(75), { label: 'Mux' }),
  P('cloudinary', 'CLOUDINARY_API_SECRET', 'apiSecret', (g) => g.b64url(27), {
    label: 'Cloudinary',
  }),
  P('paypal', 'PAYPAL_CLIENT_SECRET', 'clientSecret', (g) => `E${g.b64url(79)}`, {
    label: 'PayPal',
  }),
  P('salesforce', 'SF_CONSUMER_SECRET', 'consumerSecret', (g) => g.HEX(64), {
    label: 'Salesforce',
    ns: 'sf',
  }),
  P('snowflake', 'SNOWFLAKE_PASSWORD', 'password', (g) => g.alnum(20), { label: 'Snowflake' }),
  P('redis', 'REDIS_PASSWORD', 'password', (g) => g.alnum(32), { label: 'Redis' }),
  P('rabbitmq', 'RABBITMQ_DEFAULT_PASS', 'password', (g) => g.b64url(24), { label: 'RabbitMQ' }),
  P('upstash', 'UPSTASH_REDIS_REST_TOKEN', 'restToken', (g) => `A${g.b64url(70)}=`, {
    label: 'Upstash',
  }),
  P('neon', 'NEON_API_KEY', 'apiKey', (g) => `napi_${g.lowernum(64)}`, {
    label: 'Neon',
    pre: 'napi_',
  }),
  P('fly', 'FLY_API_TOKEN', 'apiToken', (g) => `FlyV1 fm2_lJPECAAAAAAAA${g.b64(120)}`, {
    label: 'Fly.io',
    pre: 'FlyV1 ',
  }),
  P('render', 'RENDER_API_KEY', 'apiKey', (g) => `rnd_${g.alnum(32)}`, {
    label: 'Render',
    pre: 'rnd_',
  }),
  P('railway', 'RAILWAY_TOKEN', 'token', (g) => g.uuid(), { label: 'Railway' }),
];
