// Credentials an AI application repository also holds (code hosts, chat tools wired into MCP
// servers, clouds, payments, observability), plus the usual run of other services.

import { ALNUM, B64URL, DIGITS, HEX, LOWER_NUM, UPPER_NUM, b64, mixed, uuid } from './util.mjs';

const p = (name, env, gen, opts = {}) => ({ name, env, gen, ai: false, header: 'bearer', ...opts });

export const OTHER_PROVIDERS = [
  p('github', 'GITHUB_PERSONAL_ACCESS_TOKEN', (r) => 'ghp_' + mixed(r, ALNUM, 36), {
    host: 'api.github.com/user/repos',
    prefix: 'ghp_',
    mcp: true,
    weight: 2,
  }),
  p(
    'github-fine-grained',
    'GITHUB_TOKEN',
    (r) => 'github_pat_11' + mixed(r, UPPER_NUM, 20) + '_' + mixed(r, ALNUM, 59),
    { host: 'api.github.com/repos/acme/agent/issues', prefix: 'github_pat_', mcp: true },
  ),
  p('github-oauth', 'GH_TOKEN', (r) => 'gho_' + mixed(r, ALNUM, 36), {
    host: 'api.github.com/graphql',
    prefix: 'gho_',
  }),
  p('github-app', 'GITHUB_INSTALLATION_TOKEN', (r) => 'ghs_' + mixed(r, ALNUM, 36), {
    host: 'api.github.com/installation/repositories',
    prefix: 'ghs_',
  }),
  p('gitlab', 'GITLAB_PERSONAL_ACCESS_TOKEN', (r) => 'glpat-' + mixed(r, B64URL, 20), {
    host: 'gitlab.com/api/v4/projects',
    header: 'PRIVATE-TOKEN',
    prefix: 'glpat-',
    mcp: true,
  }),
  p(
    'slack-bot',
    'SLACK_BOT_TOKEN',
    (r) => `xoxb-${r.chars(DIGITS, 12)}-${r.chars(DIGITS, 13)}-${mixed(r, ALNUM, 24)}`,
    { host: 'slack.com/api/chat.postMessage', prefix: 'xoxb-', mcp: true, weight: 2 },
  ),
  p(
    'slack-app',
    'SLACK_APP_TOKEN',
    (r) => `xapp-1-A${r.chars(UPPER_NUM, 10)}-${r.chars(DIGITS, 13)}-${mixed(r, HEX, 64)}`,
    { host: 'slack.com/api/apps.connections.open', prefix: 'xapp-' },
  ),
  p(
    'slack-user',
    'SLACK_USER_TOKEN',
    (r) =>
      `xoxp-${r.chars(DIGITS, 12)}-${r.chars(DIGITS, 12)}-${r.chars(DIGITS, 13)}-${mixed(r, HEX, 32)}`,
    { host: 'slack.com/api/search.messages', prefix: 'xoxp-' },
  ),
  p(
    'discord',
    'DISCORD_BOT_TOKEN',
    (r) =>
      `${b64('1' + r.chars(DIGITS, 18)).replace(/=+$/, '')}.${mixed(r, B64URL, 6)}.${mixed(r, B64URL, 38)}`,
    { host: 'discord.com/api/v10/channels/1203344556677889900/messages', header: 'Bot' },
  ),
  p(
    'telegram',
    'TELEGRAM_BOT_TOKEN',
    (r) => `${r.chars('123456789', 1)}${r.chars(DIGITS, 9)}:AA${mixed(r, B64URL, 33)}`,
    { host: 'api.telegram.org/bot' },
  ),
  p('notion', 'NOTION_API_KEY', (r) => 'ntn_' + r.chars(DIGITS, 11) + mixed(r, ALNUM, 35), {
    host: 'api.notion.com/v1/search',
    prefix: 'ntn_',
    mcp: true,
  }),
  p('notion-legacy', 'NOTION_TOKEN', (r) => 'secret_' + mixed(r, ALNUM, 43), {
    host: 'api.notion.com/v1/databases/query',
    prefix: 'secret_',
  }),
  p('linear', 'LINEAR_API_KEY', (r) => 'lin_api_' + mixed(r, ALNUM, 40), {
    host: 'api.linear.app/graphql',
    header: 'Authorization',
    prefix: 'lin_api_',
    mcp: true,
  }),
  p(
    'atlassian',
    'JIRA_API_TOKEN',
    (r) => 'ATATT3xFfGF0' + mixed(r, B64URL, 170) + '=' + mixed(r, HEX.toUpperCase(), 8),
    {
      host: 'acme.atlassian.net/rest/api/3/search',
      header: 'basic',
      prefix: 'ATATT3xFfGF0',
      mcp: true,
    },
  ),
  p('figma', 'FIGMA_ACCESS_TOKEN', (r) => 'figd_' + mixed(r, B64URL, 40), {
    host: 'api.figma.com/v1/files/abc',
    header: 'X-Figma-Token',
    prefix: 'figd_',
    mcp: true,
  }),
  p('airtable', 'AIRTABLE_API_KEY', (r) => 'pat' + mixed(r, ALNUM, 14) + '.' + mixed(r, HEX, 64), {
    host: 'api.airtable.com/v0/meta/bases',
    prefix: 'pat',
    mcp: true,
  }),
  p('sentry', 'SENTRY_AUTH_TOKEN', (r) => 'sntryu_' + mixed(r, HEX, 64), {
    host: 'sentry.io/api/0/projects/',
    prefix: 'sntryu_',
    mcp: true,
  }),
  p('stripe', 'STRIPE_SECRET_KEY', (r) => 'sk_live_51' + mixed(r, ALNUM, 97), {
    host: 'api.stripe.com/v1/charges',
    prefix: 'sk_live_',
    mcp: true,
  }),
  p('stripe-restricted', 'STRIPE_API_KEY', (r) => 'rk_live_51' + mixed(r, ALNUM, 97), {
    host: 'api.stripe.com/v1/customers',
    prefix: 'rk_live_',
  }),
  p('twilio', 'TWILIO_AUTH_TOKEN', (r) => mixed(r, HEX, 32), {
    host: 'api.twilio.com/2010-04-01/Accounts',
    header: 'basic',
  }),
  p('twilio-api-key', 'TWILIO_API_SECRET', (r) => mixed(r, ALNUM, 32), {
    host: 'api.twilio.com/2010-04-01/Accounts',
    header: 'basic',
  }),
  p(
    'sendgrid',
    'SENDGRID_API_KEY',
    (r) => 'SG.' + mixed(r, B64URL, 22) + '.' + mixed(r, B64URL, 43),
    { host: 'api.sendgrid.com/v3/mail/send', prefix: 'SG.' },
  ),
  p(
    'mailgun',
    'MAILGUN_API_KEY',
    (r) => mixed(r, HEX, 32) + '-' + mixed(r, HEX, 8) + '-' + mixed(r, HEX, 8),
    { host: 'api.mailgun.net/v3/mg.example.com/messages', header: 'basic' },
  ),
  p('postmark', 'POSTMARK_SERVER_TOKEN', (r) => uuid(r), {
    host: 'api.postmarkapp.com/email',
    header: 'X-Postmark-Server-Token',
  }),
  p('resend', 'RESEND_API_KEY', (r) => 're_' + mixed(r, ALNUM, 8) + '_' + mixed(r, ALNUM, 24), {
    host: 'api.resend.com/emails',
    prefix: 're_',
  }),
  p('digitalocean', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + mixed(r, HEX, 64), {
    host: 'api.digitalocean.com/v2/droplets',
    prefix: 'dop_v1_',
  }),
  p('heroku', 'HEROKU_API_KEY', (r) => 'HRKU-AA' + mixed(r, B64URL, 58), {
    host: 'api.heroku.com/apps',
    prefix: 'HRKU-',
  }),
  p('vercel', 'VERCEL_TOKEN', (r) => mixed(r, ALNUM, 24), { host: 'api.vercel.com/v9/projects' }),
  p('netlify', 'NETLIFY_AUTH_TOKEN', (r) => 'nfp_' + mixed(r, ALNUM, 36), {
    host: 'api.netlify.com/api/v1/sites',
    prefix: 'nfp_',
  }),
  p('cloudflare', 'CLOUDFLARE_API_TOKEN', (r) => mixed(r, B64URL, 40), {
    host: 'api.cloudflare.com/client/v4/user/tokens/verify',
  }),
  p('npm', 'NPM_TOKEN', (r) => 'npm_' + mixed(r, ALNUM, 36), {
    host: 'registry.npmjs.org/-/whoami',
    prefix: 'npm_',
  }),
  p('pypi', 'TWINE_PASSWORD', (r) => 'pypi-AgEIcHlwaS5vcmc' + mixed(r, B64URL, 160), {
    host: 'upload.pypi.org/legacy/',
    header: 'basic',
    prefix: 'pypi-',
  }),
  p('dockerhub', 'DOCKERHUB_TOKEN', (r) => 'dckr_pat_' + mixed(r, B64URL, 27), {
    host: 'hub.docker.com/v2/users/login',
    prefix: 'dckr_pat_',
  }),
  p('datadog', 'DD_API_KEY', (r) => mixed(r, HEX, 32), {
    host: 'api.datadoghq.com/api/v1/validate',
    header: 'DD-API-KEY',
  }),
  p('datadog-app', 'DD_APP_KEY', (r) => mixed(r, HEX, 40), {
    host: 'api.datadoghq.com/api/v2/llm-obs/v1/trace/spans',
    header: 'DD-APPLICATION-KEY',
  }),
  p('newrelic', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + mixed(r, UPPER_NUM, 27), {
    host: 'api.newrelic.com/graphql',
    header: 'API-Key',
    prefix: 'NRAK-',
  }),
  p('newrelic-license', 'NEW_RELIC_LICENSE_KEY', (r) => mixed(r, HEX, 36) + 'NRAL', {
    host: 'log-api.newrelic.com/log/v1',
    header: 'X-License-Key',
  }),
  p(
    'grafana',
    'GRAFANA_SERVICE_ACCOUNT_TOKEN',
    (r) => 'glsa_' + mixed(r, ALNUM, 32) + '_' + mixed(r, HEX, 8),
    { host: 'acme.grafana.net/api/dashboards/db', prefix: 'glsa_' },
  ),
  p(
    'grafana-cloud',
    'GRAFANA_CLOUD_TOKEN',
    (r) =>
      'glc_' +
      b64(
        JSON.stringify({
          o: r.chars(DIGITS, 6),
          n: 'stack-' + r.chars(DIGITS, 6) + '-otlp',
          k: mixed(r, ALNUM, 24),
          m: { r: 'prod-us-east-0' },
        }),
      ).replace(/=+$/, ''),
    {
      host: 'otlp-gateway-prod-us-east-0.grafana.net/otlp/v1/traces',
      header: 'basic',
      prefix: 'glc_',
    },
  ),
  p('honeycomb', 'HONEYCOMB_API_KEY', (r) => 'hcaik_01' + mixed(r, LOWER_NUM, 56), {
    host: 'api.honeycomb.io/1/events/llm-calls',
    header: 'X-Honeycomb-Team',
    prefix: 'hcaik_',
  }),
  p('pagerduty', 'PAGERDUTY_API_TOKEN', (r) => 'u+' + mixed(r, B64URL, 18), {
    host: 'api.pagerduty.com/incidents',
    header: 'Token token=',
  }),
  p('vault', 'VAULT_TOKEN', (r) => 'hvs.' + mixed(r, B64URL, 24), {
    host: 'vault.internal:8200/v1/secret/data/llm',
    header: 'X-Vault-Token',
    prefix: 'hvs.',
  }),
  p('vault-batch', 'VAULT_TOKEN', (r) => 'hvb.AAAAAQ' + mixed(r, B64URL, 130), {
    host: 'vault.internal:8200/v1/auth/token/lookup-self',
    header: 'X-Vault-Token',
    prefix: 'hvb.',
  }),
  p(
    'terraform-cloud',
    'TFE_TOKEN',
    (r) => mixed(r, ALNUM, 14) + '.atlasv1.' + mixed(r, ALNUM, 67),
    { host: 'app.terraform.io/api/v2/organizations' },
  ),
  p('doppler', 'DOPPLER_TOKEN', (r) => 'dp.st.prd.' + mixed(r, ALNUM, 43), {
    host: 'api.doppler.com/v3/configs/config/secrets/download',
    prefix: 'dp.st.',
  }),
  p(
    '1password',
    'OP_SERVICE_ACCOUNT_TOKEN',
    (r) =>
      'ops_' +
      b64(
        JSON.stringify({
          signInAddress: 'my.1password.com',
          userAuth: {
            method: 'SRPg-4096',
            alg: 'PBES2g-HS256',
            iterations: 650000,
            salt: mixed(r, B64URL, 22),
          },
          email: r.chars(LOWER_NUM, 13) + '@1passwordserviceaccounts.com',
          srpX: mixed(r, HEX, 64),
          muk: {
            alg: 'A256GCM',
            ext: true,
            k: mixed(r, B64URL, 43),
            key_ops: ['encrypt', 'decrypt'],
            kty: 'oct',
            kid: 'mp',
          },
          secretKey: 'A3-' + r.chars(UPPER_NUM, 6) + '-' + r.chars(UPPER_NUM, 11),
          throttleSecret: { seed: mixed(r, HEX, 64), uuid: r.chars(UPPER_NUM, 26) },
          deviceUuid: r.chars(LOWER_NUM, 26),
        }),
      ).replace(/=+$/, ''),
    { host: 'my.1password.com', prefix: 'ops_' },
  ),
  p(
    'infisical',
    'INFISICAL_TOKEN',
    (r) => 'st.' + uuid(r) + '.' + mixed(r, HEX, 32) + '.' + mixed(r, HEX, 32),
    { host: 'app.infisical.com/api/v3/secrets/raw', prefix: 'st.' },
  ),
  p('shopify', 'SHOPIFY_ACCESS_TOKEN', (r) => 'shpat_' + mixed(r, HEX, 32), {
    host: 'acme-store.myshopify.com/admin/api/2024-10/products.json',
    header: 'X-Shopify-Access-Token',
    prefix: 'shpat_',
  }),
  p('okta', 'OKTA_API_TOKEN', (r) => '00' + mixed(r, B64URL, 40), {
    host: 'acme.okta.com/api/v1/users',
    header: 'SSWS',
  }),
  p('auth0', 'AUTH0_CLIENT_SECRET', (r) => mixed(r, B64URL, 64), {
    host: 'acme.us.auth0.com/oauth/token',
    header: 'body',
  }),
];
