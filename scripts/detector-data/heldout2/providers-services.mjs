// Credential shapes of AI, payment, messaging, observability and SaaS services; see
// secret-providers.mjs for what an entry holds.

import {
  AN,
  B64,
  B64URL,
  DIGITS,
  HEX,
  LOWER_AN,
  UPPER_AN,
  base64Of,
  host,
  uuid,
} from './shapes.mjs';

export const SERVICE_PROVIDERS = [
  // AI and ML
  {
    id: 'openai',
    names: ['OPENAI_API_KEY'],
    make: (r) => `sk-proj-${r.chars(B64URL, 58)}T3BlbkFJ${r.chars(B64URL, 58)}`,
  },
  {
    id: 'anthropic',
    names: ['ANTHROPIC_API_KEY'],
    make: (r) => `sk-ant-api03-${r.chars(B64URL, 93)}AA`,
  },
  {
    id: 'huggingface',
    names: ['HF_TOKEN', 'HUGGINGFACE_TOKEN'],
    make: (r) => `hf_${r.chars(AN, 34)}`,
  },
  { id: 'groq', names: ['GROQ_API_KEY'], make: (r) => `gsk_${r.chars(AN, 52)}` },
  { id: 'replicate', names: ['REPLICATE_API_TOKEN'], make: (r) => `r8_${r.chars(AN, 37)}` },
  { id: 'perplexity', names: ['PPLX_API_KEY'], make: (r) => `pplx-${r.chars(AN, 48)}` },
  { id: 'mistral', names: ['MISTRAL_API_KEY'], make: (r) => r.chars(AN, 32) },
  { id: 'cohere', names: ['COHERE_API_KEY', 'CO_API_KEY'], make: (r) => r.chars(AN, 40) },
  { id: 'xai', names: ['XAI_API_KEY'], make: (r) => `xai-${r.chars(AN, 80)}` },
  { id: 'fireworks', names: ['FIREWORKS_API_KEY'], make: (r) => `fw_${r.chars(AN, 24)}` },
  { id: 'elevenlabs', names: ['ELEVENLABS_API_KEY'], make: (r) => `sk_${r.chars(HEX, 48)}` },
  { id: 'deepgram', names: ['DEEPGRAM_API_KEY'], make: (r) => r.chars(HEX, 40) },
  { id: 'assemblyai', names: ['ASSEMBLYAI_API_KEY'], make: (r) => r.chars(HEX, 32) },
  {
    id: 'langsmith',
    names: ['LANGSMITH_API_KEY'],
    make: (r) => `lsv2_pt_${r.chars(HEX, 32)}_${r.chars(HEX, 10)}`,
  },
  // Payment
  { id: 'stripe', names: ['STRIPE_SECRET_KEY'], make: (r) => `sk_live_51${r.chars(AN, 97)}` },
  {
    id: 'stripe-webhook',
    names: ['STRIPE_WEBHOOK_SECRET'],
    make: (r) => `whsec_${r.chars(AN, 32)}`,
  },
  { id: 'square', names: ['SQUARE_ACCESS_TOKEN'], make: (r) => `EAAA${r.chars(B64URL, 60)}` },
  {
    id: 'braintree',
    names: ['BRAINTREE_ACCESS_TOKEN'],
    make: (r) => `access_token$production$${r.chars(LOWER_AN, 16)}$${r.chars(HEX, 32)}`,
  },
  { id: 'razorpay', names: ['RAZORPAY_KEY_SECRET'], make: (r) => r.chars(AN, 24) },
  { id: 'paystack', names: ['PAYSTACK_SECRET_KEY'], make: (r) => `sk_live_${r.chars(HEX, 40)}` },
  { id: 'flutterwave', names: ['FLW_SECRET_KEY'], make: (r) => `FLWSECK-${r.chars(HEX, 32)}-X` },
  { id: 'mollie', names: ['MOLLIE_API_KEY'], make: (r) => `live_${r.chars(AN, 30)}` },
  { id: 'adyen', names: ['ADYEN_API_KEY'], make: (r) => `AQE${r.chars(AN, 20)}${base64Of(r, 60)}` },
  { id: 'plaid', names: ['PLAID_SECRET'], make: (r) => r.chars(HEX, 30) },
  { id: 'coinbase', names: ['COINBASE_API_SECRET'], make: (r) => base64Of(r, 64) },
  {
    id: 'lemon-squeezy',
    names: ['LEMONSQUEEZY_API_KEY'],
    make: (r) =>
      `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.${r.chars(B64URL, 120)}.${r.chars(B64URL, 86)}`,
  },
  // Messaging and email
  {
    id: 'slack',
    names: ['SLACK_BOT_TOKEN'],
    make: (r) => `xoxb-${r.chars(DIGITS, 12)}-${r.chars(DIGITS, 13)}-${r.chars(AN, 24)}`,
  },
  {
    id: 'slack-webhook',
    names: ['SLACK_WEBHOOK_URL'],
    make: (r) =>
      `https://hooks.slack.com/services/T${r.chars(UPPER_AN, 10)}/B${r.chars(UPPER_AN, 10)}/${r.chars(AN, 24)}`,
  },
  {
    id: 'discord',
    names: ['DISCORD_BOT_TOKEN'],
    make: (r) => `M${r.chars(AN, 25)}.${r.chars(B64URL, 6)}.${r.chars(B64URL, 38)}`,
  },
  {
    id: 'telegram',
    names: ['TELEGRAM_BOT_TOKEN'],
    make: (r) => `${r.chars(DIGITS, 10)}:AA${r.chars(B64URL, 33)}`,
  },
  {
    id: 'twilio',
    names: ['TWILIO_API_SECRET', 'TWILIO_AUTH_TOKEN'],
    make: (r) => r.chars(HEX, 32),
  },
  {
    id: 'sendgrid',
    names: ['SENDGRID_API_KEY'],
    make: (r) => `SG.${r.chars(B64URL, 22)}.${r.chars(B64URL, 43)}`,
  },
  { id: 'mailgun', names: ['MAILGUN_API_KEY'], make: (r) => `key-${r.chars(HEX, 32)}` },
  {
    id: 'mailchimp',
    names: ['MAILCHIMP_API_KEY'],
    make: (r) => `${r.chars(HEX, 32)}-us${1 + r.int(20)}`,
  },
  { id: 'postmark', names: ['POSTMARK_SERVER_TOKEN'], make: (r) => uuid(r) },
  {
    id: 'resend',
    names: ['RESEND_API_KEY'],
    make: (r) => `re_${r.chars(AN, 8)}_${r.chars(AN, 24)}`,
  },
  { id: 'vonage', names: ['VONAGE_API_SECRET'], make: (r) => r.chars(AN, 16) },
  { id: 'pusher', names: ['PUSHER_APP_SECRET'], make: (r) => r.chars(HEX, 20) },
  {
    id: 'onesignal',
    names: ['ONESIGNAL_REST_API_KEY'],
    make: (r) => `os_v2_app_${r.chars('abcdefghijklmnopqrstuvwxyz234567', 113)}`,
  },
  {
    id: 'matrix',
    names: ['MATRIX_ACCESS_TOKEN'],
    make: (r) => `syt_${r.chars(B64URL, 12)}_${r.chars(AN, 20)}_${r.chars(AN, 6)}`,
  },
  // Observability and ops
  { id: 'datadog', names: ['DD_API_KEY'], make: (r) => r.chars(HEX, 32) },
  { id: 'datadog-app', names: ['DD_APP_KEY'], make: (r) => r.chars(HEX, 40) },
  { id: 'newrelic', names: ['NEW_RELIC_API_KEY'], make: (r) => `NRAK-${r.chars(UPPER_AN, 27)}` },
  { id: 'sentry', names: ['SENTRY_AUTH_TOKEN'], make: (r) => `sntryu_${r.chars(HEX, 64)}` },
  {
    id: 'grafana',
    names: ['GRAFANA_SERVICE_ACCOUNT_TOKEN'],
    make: (r) => `glsa_${r.chars(AN, 32)}_${r.chars(HEX, 8)}`,
  },
  { id: 'honeycomb', names: ['HONEYCOMB_API_KEY'], make: (r) => `hcaik_${r.chars(LOWER_AN, 58)}` },
  { id: 'pagerduty', names: ['PAGERDUTY_TOKEN'], make: (r) => `u+${r.chars(B64URL, 18)}` },
  { id: 'opsgenie', names: ['OPSGENIE_API_KEY'], make: (r) => uuid(r) },
  { id: 'bugsnag', names: ['BUGSNAG_API_KEY'], make: (r) => r.chars(HEX, 32) },
  { id: 'rollbar', names: ['ROLLBAR_ACCESS_TOKEN'], make: (r) => r.chars(HEX, 32) },
  { id: 'logtail', names: ['LOGTAIL_SOURCE_TOKEN'], make: (r) => r.chars(AN, 24) },
  { id: 'lightstep', names: ['LIGHTSTEP_ACCESS_TOKEN'], make: (r) => r.chars(B64, 84) },
  { id: 'splunk', names: ['SPLUNK_HEC_TOKEN'], make: (r) => uuid(r).toUpperCase() },
  { id: 'checkly', names: ['CHECKLY_API_KEY'], make: (r) => `cu_${r.chars(HEX, 32)}` },
  // SaaS, identity, productivity
  { id: 'okta', names: ['OKTA_API_TOKEN'], make: (r) => `00${r.chars(B64URL, 40)}` },
  { id: 'auth0', names: ['AUTH0_CLIENT_SECRET'], make: (r) => r.chars(B64URL, 64) },
  { id: 'clerk', names: ['CLERK_SECRET_KEY'], make: (r) => `sk_live_${r.chars(AN, 40)}` },
  {
    id: 'atlassian',
    names: ['JIRA_API_TOKEN', 'CONFLUENCE_TOKEN'],
    make: (r) => `ATATT3x${r.chars(B64URL, 180)}=${r.chars(UPPER_AN, 8)}`,
  },
  { id: 'linear', names: ['LINEAR_API_KEY'], make: (r) => `lin_api_${r.chars(AN, 40)}` },
  { id: 'notion', names: ['NOTION_TOKEN'], make: (r) => `ntn_${r.chars(AN, 46)}` },
  {
    id: 'asana',
    names: ['ASANA_PAT'],
    make: (r) => `2/${r.chars(DIGITS, 16)}/${r.chars(DIGITS, 16)}:${r.chars(HEX, 32)}`,
  },
  {
    id: 'clickup',
    names: ['CLICKUP_API_TOKEN'],
    make: (r) => `pk_${r.chars(DIGITS, 8)}_${r.chars(UPPER_AN, 32)}`,
  },
  {
    id: 'airtable',
    names: ['AIRTABLE_TOKEN'],
    make: (r) => `pat${r.chars(AN, 14)}.${r.chars(HEX, 64)}`,
  },
  { id: 'figma', names: ['FIGMA_TOKEN'], make: (r) => `figd_${r.chars(B64URL, 40)}` },
  { id: 'hubspot', names: ['HUBSPOT_ACCESS_TOKEN'], make: (r) => `pat-eu1-${uuid(r)}` },
  { id: 'intercom', names: ['INTERCOM_ACCESS_TOKEN'], make: (r) => `dG9rOj${r.chars(B64, 54)}=` },
  { id: 'zendesk', names: ['ZENDESK_API_TOKEN'], make: (r) => r.chars(AN, 40) },
  { id: 'shopify', names: ['SHOPIFY_ADMIN_TOKEN'], make: (r) => `shpat_${r.chars(HEX, 32)}` },
  {
    id: 'contentful',
    names: ['CONTENTFUL_MANAGEMENT_TOKEN'],
    make: (r) => `CFPAT-${r.chars(B64URL, 43)}`,
  },
  { id: 'sanity', names: ['SANITY_API_TOKEN'], make: (r) => `sk${r.chars(AN, 180)}` },
  { id: 'algolia', names: ['ALGOLIA_ADMIN_KEY'], make: (r) => r.chars(HEX, 32) },
  {
    id: 'mapbox',
    names: ['MAPBOX_SECRET_TOKEN'],
    make: (r) => `sk.eyJ1Ijoi${r.chars(B64URL, 30)}.${r.chars(B64URL, 22)}`,
  },
  { id: 'dropbox', names: ['DROPBOX_ACCESS_TOKEN'], make: (r) => `sl.${r.chars(B64URL, 135)}` },
  { id: 'box', names: ['BOX_CLIENT_SECRET'], make: (r) => r.chars(AN, 32) },
  { id: 'segment', names: ['SEGMENT_WRITE_KEY'], make: (r) => r.chars(AN, 32) },
  { id: 'mixpanel', names: ['MIXPANEL_API_SECRET'], make: (r) => r.chars(HEX, 32) },
  { id: 'posthog', names: ['POSTHOG_PERSONAL_API_KEY'], make: (r) => `phx_${r.chars(AN, 43)}` },
  { id: 'launchdarkly', names: ['LAUNCHDARKLY_SDK_KEY'], make: (r) => `sdk-${uuid(r)}` },
  { id: 'doppler', names: ['DOPPLER_TOKEN'], make: (r) => `dp.st.prd.${r.chars(AN, 43)}` },
  { id: 'hashicorp-vault', names: ['VAULT_TOKEN'], make: (r) => `hvs.${r.chars(B64URL, 90)}` },
  {
    id: '1password',
    names: ['OP_SERVICE_ACCOUNT_TOKEN'],
    make: (r) => `ops_eyJ${r.chars(B64URL, 200)}`,
  },
  {
    id: 'infisical',
    names: ['INFISICAL_TOKEN'],
    make: (r) => `st.${uuid(r)}.${r.chars(HEX, 32)}.${r.chars(HEX, 32)}`,
  },
  {
    id: 'ngrok',
    names: ['NGROK_AUTHTOKEN'],
    make: (r) => `2${r.chars(AN, 26)}_${r.chars(AN, 21)}`,
  },
  {
    id: 'tailscale',
    names: ['TS_AUTHKEY'],
    make: (r) => `tskey-auth-k${r.chars(AN, 16)}CNTRL-${r.chars(AN, 33)}`,
  },
  {
    id: 'cloudinary',
    names: ['CLOUDINARY_URL'],
    make: (r) => r.chars(B64URL, 27),
    wrap: (s, r) => `cloudinary://${r.chars(DIGITS, 15)}:${s}@${host(r, ['media', 'shop'])}`,
  },
  {
    id: 'firebase',
    names: ['FIREBASE_SERVICE_ACCOUNT'],
    make: (r) =>
      `-----BEGIN PRIVATE KEY-----\\nMIIEv${r.chars(B64, 120)}\\n-----END PRIVATE KEY-----\\n`,
  },
  {
    id: 'private-key',
    names: ['DEPLOY_KEY'],
    make: (r) =>
      `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA${r.chars(B64, 46)}\n${r.chars(B64, 70)}\n${r.chars(B64, 40)}=\n-----END OPENSSH PRIVATE KEY-----`,
  },
  { id: 'jwt-signing', names: ['JWT_SECRET', 'SESSION_SECRET'], make: (r) => r.chars(B64URL, 48) },
  {
    id: 'generic-api',
    names: ['API_KEY', 'apiKey', 'client_secret'],
    make: (r) => r.chars(r.pick([AN, HEX, B64URL]), 32 + r.int(16)),
  },
];
