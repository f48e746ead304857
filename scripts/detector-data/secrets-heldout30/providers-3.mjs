// Providers for secrets-heldout30 (part 3): name, key names, value shape and where the value
// is sent. theme: 1 for home-lab and self-hosted services, 0 for anything else.

import {
  ALNUM,
  DIGITS,
  LOWER,
  alnum,
  b64,
  b64url,
  digits,
  epoch,
  hex,
  hexu,
  jwt,
  lownum,
  upnum,
  uuid,
} from './values.mjs';
import { P } from './provider-kit.mjs';

export const providersPart3 = [
  // --- not themed: SaaS and clouds
  P('aws', 0, ['AWS_SECRET_ACCESS_KEY'], (r) => r.chars(ALNUM + '/+', 40)),
  P('openai', 1, ['OPENAI_API_KEY'], (r) => `sk-proj-${b64url(r, 74)}T3BlbkFJ${b64url(r, 74)}`),
  P('anthropic', 0, ['ANTHROPIC_API_KEY'], (r) => `sk-ant-api03-${b64url(r, 93)}AA`, {
    header: 'x-api-key:',
  }),
  P(
    'huggingface',
    0,
    ['HF_TOKEN', 'HUGGING_FACE_HUB_TOKEN'],
    (r) => `hf_${r.chars(ALNUM.slice(0, 52), 34)}`,
  ),
  P('groq', 0, ['GROQ_API_KEY'], (r) => `gsk_${alnum(r, 52)}`),
  P('mistral', 0, ['MISTRAL_API_KEY'], (r) => alnum(r, 32)),
  P('openrouter', 0, ['OPENROUTER_API_KEY'], (r) => `sk-or-v1-${hex(r, 64)}`),
  P('replicate', 0, ['REPLICATE_API_TOKEN'], (r) => `r8_${alnum(r, 37)}`),
  P('cohere', 0, ['COHERE_API_KEY', 'CO_API_KEY'], (r) => alnum(r, 40)),
  P('deepseek', 0, ['DEEPSEEK_API_KEY'], (r) => `sk-${hex(r, 32)}`),
  P('perplexity', 0, ['PERPLEXITY_API_KEY'], (r) => `pplx-${alnum(r, 48)}`),
  P('elevenlabs', 0, ['ELEVENLABS_API_KEY', 'XI_API_KEY'], (r) => `sk_${hex(r, 48)}`, {
    header: 'xi-api-key:',
  }),
  P('deepgram', 0, ['DEEPGRAM_API_KEY'], (r) => hex(r, 40), { header: 'Authorization: Token' }),
  P('assemblyai', 0, ['ASSEMBLYAI_API_KEY'], (r) => hex(r, 32), { header: 'authorization:' }),
  P('stripe', 0, ['STRIPE_SECRET_KEY', 'STRIPE_API_KEY'], (r) => `sk_live_51${alnum(r, 97)}`),
  P('stripe-restricted', 0, ['STRIPE_RESTRICTED_KEY'], (r) => `rk_live_51${alnum(r, 97)}`),
  P('twilio', 0, ['TWILIO_AUTH_TOKEN'], (r) => hex(r, 32)),
  P('sendgrid', 0, ['SENDGRID_API_KEY'], (r) => `SG.${b64url(r, 22)}.${b64url(r, 43)}`),
  P('mailgun', 0, ['MAILGUN_API_KEY'], (r) => `${hex(r, 32)}-${hex(r, 8)}-${hex(r, 8)}`),
  P('postmark', 0, ['POSTMARK_SERVER_TOKEN', 'POSTMARK_API_TOKEN'], uuid, {
    header: 'X-Postmark-Server-Token:',
  }),
  P(
    'brevo',
    0,
    ['BREVO_API_KEY', 'SENDINBLUE_API_KEY'],
    (r) => `xkeysib-${hex(r, 64)}-${alnum(r, 16)}`,
    {
      header: 'api-key:',
    },
  ),
  P('resend', 0, ['RESEND_API_KEY'], (r) => `re_${alnum(r, 8)}_${alnum(r, 24)}`),
  P('mailchimp', 0, ['MAILCHIMP_API_KEY'], (r) => `${hex(r, 32)}-us${1 + r.int(21)}`),
  P(
    'slack',
    0,
    ['SLACK_BOT_TOKEN'],
    (r) => `xoxb-${digits(r, 12)}-${digits(r, 13)}-${alnum(r, 24)}`,
  ),
  P('npm', 0, ['NPM_TOKEN', 'NODE_AUTH_TOKEN'], (r) => `npm_${alnum(r, 36)}`),
  P('pypi', 0, ['PYPI_TOKEN', 'TWINE_PASSWORD'], (r) => `pypi-AgEIcHlwaS5vcmc${b64url(r, 150)}`),
  P('shopify', 0, ['SHOPIFY_ACCESS_TOKEN'], (r) => `shpat_${hex(r, 32)}`, {
    header: 'X-Shopify-Access-Token:',
  }),
  P('datadog', 0, ['DD_API_KEY', 'DATADOG_API_KEY'], (r) => hex(r, 32), { header: 'DD-API-KEY:' }),
  P('newrelic', 0, ['NEW_RELIC_API_KEY'], (r) => `NRAK-${upnum(r, 27)}`, { header: 'Api-Key:' }),
  P('sentry', 0, ['SENTRY_AUTH_TOKEN'], (r) => `sntryu_${hex(r, 64)}`),
  P('linear', 0, ['LINEAR_API_KEY'], (r) => `lin_api_${alnum(r, 40)}`, {
    header: 'Authorization:',
  }),
  P('notion', 0, ['NOTION_TOKEN', 'NOTION_API_KEY'], (r) => `ntn_${digits(r, 11)}${alnum(r, 35)}`),
  P('airtable', 0, ['AIRTABLE_TOKEN'], (r) => `pat${alnum(r, 14)}.${hex(r, 64)}`),
  P('figma', 0, ['FIGMA_TOKEN'], (r) => `figd_${b64url(r, 40)}`, { header: 'X-Figma-Token:' }),
  P('vercel', 0, ['VERCEL_TOKEN'], (r) => alnum(r, 24)),
  P('netlify', 0, ['NETLIFY_AUTH_TOKEN'], (r) => `nfp_${alnum(r, 36)}`),
  P('flyio', 0, ['FLY_API_TOKEN'], (r) => `fo1_${b64url(r, 43)}`),
  P('render', 0, ['RENDER_API_KEY'], (r) => `rnd_${alnum(r, 32)}`),
  P('supabase', 0, ['SUPABASE_ACCESS_TOKEN'], (r) => `sbp_${hex(r, 40)}`),
  P('supabase-service-role', 0, ['SUPABASE_SERVICE_ROLE_KEY'], (r) => {
    const t = epoch(r);
    return jwt(r, {
      iss: 'supabase',
      ref: r.chars(LOWER, 20),
      role: 'service_role',
      iat: t,
      exp: t + 315360000,
    });
  }),
  P(
    'planetscale',
    0,
    ['PLANETSCALE_PASSWORD', 'DATABASE_PASSWORD'],
    (r) => `pscale_pw_${b64url(r, 43)}`,
  ),
  P('doppler', 0, ['DOPPLER_TOKEN'], (r) => `dp.st.prd.${alnum(r, 40)}`),
  P('pulumi', 0, ['PULUMI_ACCESS_TOKEN'], (r) => `pul-${hex(r, 40)}`),
  P(
    'terraform-cloud',
    0,
    ['TFE_TOKEN', 'TF_TOKEN_app_terraform_io'],
    (r) => `${alnum(r, 14)}.atlasv1.${alnum(r, 67)}`,
  ),
  P('hashicorp-vault', 1, ['VAULT_TOKEN'], (r) => `hvs.${alnum(r, 24)}`, {
    header: 'X-Vault-Token:',
  }),
  P('1password', 1, ['OP_SERVICE_ACCOUNT_TOKEN'], (r) => `ops_eyJ${b64url(r, 320)}`),
  P('bitwarden-sm', 1, ['BWS_ACCESS_TOKEN'], (r) => `0.${uuid(r)}.${alnum(r, 30)}:${b64(r, 16)}`),
  P(
    'atlassian',
    0,
    ['JIRA_API_TOKEN', 'ATLASSIAN_API_TOKEN'],
    (r) => `ATATT3xFfGF0${b64url(r, 183)}=${hexu(r, 8)}`,
  ),
  P('okta', 0, ['OKTA_API_TOKEN'], (r) => `00${b64url(r, 40)}`, { header: 'Authorization: SSWS' }),
  P('auth0', 0, ['AUTH0_CLIENT_SECRET'], (r) => b64url(r, 64)),
  P('twitch', 0, ['TWITCH_CLIENT_SECRET'], (r) => lownum(r, 30)),
  P(
    'discord-bot',
    1,
    ['DISCORD_BOT_TOKEN', 'DISCORD_TOKEN'],
    (r) =>
      `${Buffer.from(`1${r.chars(DIGITS, 18)}`).toString('base64url')}.${b64url(r, 6)}.${b64url(r, 38)}`,
  ),
  P(
    'mapbox',
    0,
    ['MAPBOX_SECRET_TOKEN'],
    (r) =>
      `sk.${Buffer.from(JSON.stringify({ u: r.pick(['jdoe', 'mapsteam', 'atlaslab']), a: lownum(r, 25) })).toString('base64url')}.${b64url(r, 22)}`,
  ),
  P('algolia', 0, ['ALGOLIA_ADMIN_KEY', 'ALGOLIA_WRITE_API_KEY'], (r) => hex(r, 32), {
    header: 'X-Algolia-API-Key:',
  }),
  P('square', 0, ['SQUARE_ACCESS_TOKEN'], (r) => `EAAA${b64url(r, 60)}`),
  P('paypal', 0, ['PAYPAL_CLIENT_SECRET'], (r) => `E${b64url(r, 79)}`),
  P(
    'braintree',
    0,
    ['BRAINTREE_ACCESS_TOKEN'],
    (r) => `access_token$production$${lownum(r, 16)}$${hex(r, 32)}`,
  ),
  P('plaid', 0, ['PLAID_SECRET'], (r) => hex(r, 30)),
  P('infura', 0, ['INFURA_API_SECRET'], (r) => hex(r, 32)),
  P('etherscan', 0, ['ETHERSCAN_API_KEY'], (r) => upnum(r, 34)),
  P('contentful', 0, ['CONTENTFUL_MANAGEMENT_TOKEN'], (r) => `CFPAT-${b64url(r, 43)}`),
  P('posthog-personal', 0, ['POSTHOG_PERSONAL_API_KEY'], (r) => `phx_${alnum(r, 47)}`),
  P('launchdarkly', 0, ['LAUNCHDARKLY_SDK_KEY', 'LD_SDK_KEY'], (r) => `sdk-${uuid(r)}`),
  P('snyk', 0, ['SNYK_TOKEN'], uuid, { header: 'Authorization: token' }),
  P('sonarqube', 1, ['SONAR_TOKEN'], (r) => `squ_${hex(r, 40)}`),
  P(
    'circleci',
    0,
    ['CIRCLECI_TOKEN', 'CIRCLE_TOKEN'],
    (r) => `CCIPAT_${alnum(r, 22)}_${hex(r, 40)}`,
    {
      header: 'Circle-Token:',
    },
  ),
  P('buildkite', 0, ['BUILDKITE_API_TOKEN'], (r) => `bkua_${hex(r, 40)}`),
  P('heroku', 0, ['HEROKU_API_KEY'], (r) => `HRKU-AA${b64url(r, 58)}`),
  P('databricks', 0, ['DATABRICKS_TOKEN'], (r) => `dapi${hex(r, 32)}`),
  P(
    'elastic',
    1,
    ['ELASTIC_API_KEY', 'ES_API_KEY'],
    (r) => Buffer.from(`${b64url(r, 20)}:${b64url(r, 22)}`).toString('base64'),
    { header: 'Authorization: ApiKey' },
  ),
  P(
    'age',
    1,
    ['SOPS_AGE_KEY'],
    (r) => `AGE-SECRET-KEY-1${r.chars('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}`,
  ),
  P('django', 0, ['DJANGO_SECRET_KEY', 'SECRET_KEY'], (r) =>
    r.chars('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50),
  ),
  P('rails', 0, ['SECRET_KEY_BASE', 'RAILS_SECRET_KEY_BASE'], (r) => hex(r, 128)),
  P(
    'google-api',
    1,
    ['YOUTUBE_API_KEY', 'GOOGLE_API_KEY', 'GEMINI_API_KEY'],
    (r) => `AIza${b64url(r, 35)}`,
    {
      param: 'key',
      qurl: 'https://www.googleapis.com/youtube/v3/search',
    },
  ),
  P('newrelic-license', 0, ['NEW_RELIC_LICENSE_KEY'], (r) => `${hex(r, 36)}NRAL`),
  P('pagerduty', 0, ['PAGERDUTY_API_TOKEN'], (r) => `u+${b64url(r, 18)}`, {
    header: 'Authorization: Token token=',
  }),
  P('azure-openai', 0, ['AZURE_OPENAI_API_KEY'], (r) => hex(r, 32), { header: 'api-key:' }),
  P('jwt-secret', 1, ['JWT_SECRET', 'JWT_SIGNING_KEY'], (r) => b64(r, 48)),
];
