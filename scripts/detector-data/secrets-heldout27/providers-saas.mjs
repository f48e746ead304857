// Messaging, payments, AI services, databases and private keys.
import {
  AN,
  B64,
  B64U,
  DIG,
  HEX,
  HOSTS,
  LO,
  LOAN,
  UPAN,
  ecKeyBody,
  opensshBody,
  password,
  pem,
  uuid,
} from './helpers.mjs';
import { P } from './providers-cloud.mjs';

function dbUrl(scheme, port, opts = {}) {
  return (r) => {
    const pw = password(r, 16, 26);
    const user = opts.user ?? r.pick(['app', 'svc_api', 'deploy', 'admin', 'billing_rw']);
    const host = opts.host ? opts.host(r) : r.pick(HOSTS);
    const db = opts.db ?? r.pick(['app', 'orders', 'ledger', 'analytics']);
    return {
      value: `${scheme}://${user}:${pw}@${host}:${port}/${db}${opts.suffix ?? ''}`,
      secret: pw,
    };
  };
}

export const SAAS = [
  P(
    'slack-bot-token',
    'SLACK_BOT_TOKEN',
    (r) => `xoxb-${r.chars(DIG, 12)}-${r.chars(DIG, 13)}-${r.chars(AN, 24)}`,
  ),
  P(
    'slack-user-token',
    'SLACK_USER_TOKEN',
    (r) => `xoxp-${r.chars(DIG, 12)}-${r.chars(DIG, 12)}-${r.chars(DIG, 13)}-${r.chars(HEX, 32)}`,
  ),
  P(
    'slack-app-token',
    'SLACK_APP_TOKEN',
    (r) => `xapp-1-A${r.chars(UPAN, 10)}-${r.chars(DIG, 13)}-${r.chars(HEX, 64)}`,
  ),
  P(
    'slack-webhook',
    'SLACK_WEBHOOK_URL',
    (r) =>
      `https://hooks.slack.com/services/T${r.chars(UPAN, 8)}/B${r.chars(UPAN, 10)}/${r.chars(AN, 24)}`,
  ),
  P(
    'discord-bot-token',
    'DISCORD_TOKEN',
    (r) => `${r.pick(['M', 'N'])}${r.chars(B64U, 25)}.${r.chars(B64U, 6)}.${r.chars(B64U, 38)}`,
  ),
  P(
    'discord-webhook',
    'DISCORD_WEBHOOK_URL',
    (r) => `https://discord.com/api/webhooks/${r.chars(DIG, 19)}/${r.chars(B64U, 68)}`,
  ),
  P(
    'teams-webhook',
    'TEAMS_WEBHOOK_URL',
    (r) =>
      `https://${r.pick(['contoso', 'acmecorp', 'fabrikam'])}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.chars(HEX, 32)}/${uuid(r)}/V2${r.chars(B64U, 43)}`,
  ),
  P(
    'telegram-bot',
    'TELEGRAM_BOT_TOKEN',
    (r) => `${6 + r.int(2)}${r.chars(DIG, 9)}:AA${r.chars(B64U, 33)}`,
  ),
  P(
    'mattermost-webhook',
    'MATTERMOST_WEBHOOK',
    (r) => `https://chat.${r.pick(['acme.io', 'corp.example.net'])}/hooks/${r.chars(LOAN, 26)}`,
  ),
  P('sendgrid', 'SENDGRID_API_KEY', (r) => `SG.${r.chars(B64U, 22)}.${r.chars(B64U, 43)}`),
  P(
    'mailgun',
    'MAILGUN_API_KEY',
    (r) => `${r.chars(HEX, 32)}-${r.chars(HEX, 8)}-${r.chars(HEX, 8)}`,
  ),
  P('mailgun-legacy', 'MAILGUN_KEY', (r) => 'key-' + r.chars(HEX, 32)),
  P('mailchimp', 'MAILCHIMP_API_KEY', (r) => `${r.chars(HEX, 32)}-us${1 + r.int(21)}`),
  P('mandrill', 'MANDRILL_API_KEY', (r) => 'md-' + r.chars(B64U, 22)),
  P('postmark', 'POSTMARK_SERVER_TOKEN', uuid),
  P('sparkpost', 'SPARKPOST_API_KEY', (r) => r.chars(HEX, 40)),
  P('resend', 'RESEND_API_KEY', (r) => `re_${r.chars(AN, 8)}_${r.chars(AN, 24)}`),
  P('brevo', 'BREVO_API_KEY', (r) => `xkeysib-${r.chars(HEX, 64)}-${r.chars(AN, 16)}`),
  P('twilio-auth-token', 'TWILIO_AUTH_TOKEN', (r) => r.chars(HEX, 32), {
    pair: { env: 'TWILIO_ACCOUNT_SID', gen: (r) => 'AC' + r.chars(HEX, 32), secret: false },
  }),
  P('twilio-api-key', 'TWILIO_API_SECRET', (r) => r.chars(AN, 32), {
    pair: { env: 'TWILIO_API_KEY', gen: (r) => 'SK' + r.chars(HEX, 32), secret: false },
  }),
  P('vonage', 'VONAGE_API_SECRET', (r) => r.chars(AN, 16), {
    pair: { env: 'VONAGE_API_KEY', gen: (r) => r.chars(HEX, 8), secret: false },
  }),
  P('messagebird', 'MESSAGEBIRD_ACCESS_KEY', (r) => r.chars(AN, 25)),
  P('stripe-secret', 'STRIPE_SECRET_KEY', (r) => 'sk_live_51' + r.chars(AN, 97)),
  P('stripe-restricted', 'STRIPE_RESTRICTED_KEY', (r) => 'rk_live_51' + r.chars(AN, 97)),
  P('stripe-webhook-secret', 'STRIPE_WEBHOOK_SECRET', (r) => 'whsec_' + r.chars(AN, 32)),
  P('square', 'SQUARE_ACCESS_TOKEN', (r) => 'EAAA' + r.chars(B64U, 60)),
  P('square-oauth-secret', 'SQUARE_APPLICATION_SECRET', (r) => 'sq0csp-' + r.chars(B64U, 43)),
  P(
    'braintree',
    'BRAINTREE_ACCESS_TOKEN',
    (r) => `access_token$production$${r.chars(LOAN, 16)}$${r.chars(HEX, 32)}`,
  ),
  P('paypal', 'PAYPAL_CLIENT_SECRET', (r) => 'E' + r.chars(B64U, 79), {
    pair: { env: 'PAYPAL_CLIENT_ID', gen: (r) => 'A' + r.chars(B64U, 79), secret: false },
  }),
  P(
    'adyen',
    'ADYEN_API_KEY',
    (r) =>
      'AQE' +
      r.chars(AN, 20) +
      '+' +
      r.chars(B64, 140) +
      '=' +
      '-' +
      r.chars(B64, 43) +
      '=-' +
      r.chars(AN, 10),
  ),
  P('plaid', 'PLAID_SECRET', (r) => r.chars(HEX, 30), {
    pair: { env: 'PLAID_CLIENT_ID', gen: (r) => r.chars(HEX, 24), secret: false },
  }),
  P('shopify-admin', 'SHOPIFY_ADMIN_API_ACCESS_TOKEN', (r) => 'shpat_' + r.chars(HEX, 32)),
  P('shopify-shared-secret', 'SHOPIFY_API_SECRET', (r) => 'shpss_' + r.chars(HEX, 32)),
  P('razorpay', 'RAZORPAY_KEY_SECRET', (r) => r.chars(AN, 24), {
    pair: { env: 'RAZORPAY_KEY_ID', gen: (r) => 'rzp_live_' + r.chars(AN, 14), secret: false },
  }),
  P('paystack', 'PAYSTACK_SECRET_KEY', (r) => 'sk_live_' + r.chars(HEX, 40)),
  P('flutterwave', 'FLW_SECRET_KEY', (r) => `FLWSECK-${r.chars(HEX, 32)}-X`),
  P('mollie', 'MOLLIE_API_KEY', (r) => 'live_' + r.chars(AN, 30)),
  P('gocardless', 'GOCARDLESS_ACCESS_TOKEN', (r) => 'live_' + r.chars(B64U, 40)),
  P('shippo', 'SHIPPO_API_TOKEN', (r) => 'shippo_live_' + r.chars(HEX, 40)),
  P('easypost', 'EASYPOST_API_KEY', (r) => 'EZAK' + r.chars(HEX, 54)),
  P('duffel', 'DUFFEL_ACCESS_TOKEN', (r) => 'duffel_live_' + r.chars(B64U, 43)),
  P('coinbase-commerce', 'COINBASE_COMMERCE_API_KEY', uuid),
  P(
    'openai',
    'OPENAI_API_KEY',
    (r) => 'sk-proj-' + r.chars(B64U, 74) + 'T3BlbkFJ' + r.chars(B64U, 74),
  ),
  P(
    'openai-service-account',
    'OPENAI_ADMIN_KEY',
    (r) => 'sk-svcacct-' + r.chars(B64U, 74) + 'T3BlbkFJ' + r.chars(B64U, 74),
  ),
  P('anthropic', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + r.chars(B64U, 93) + 'AA'),
  P('anthropic-admin', 'ANTHROPIC_ADMIN_KEY', (r) => 'sk-ant-admin01-' + r.chars(B64U, 93) + 'AA'),
  P(
    'huggingface',
    'HF_TOKEN',
    (r) => 'hf_' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 34),
  ),
  P('replicate', 'REPLICATE_API_TOKEN', (r) => 'r8_' + r.chars(AN, 37)),
  P('cohere', 'COHERE_API_KEY', (r) => r.chars(AN, 40)),
  P('mistral', 'MISTRAL_API_KEY', (r) => r.chars(AN, 32)),
  P('groq', 'GROQ_API_KEY', (r) => 'gsk_' + r.chars(AN, 52)),
  P('perplexity', 'PERPLEXITY_API_KEY', (r) => 'pplx-' + r.chars(AN, 48)),
  P('openrouter', 'OPENROUTER_API_KEY', (r) => 'sk-or-v1-' + r.chars(HEX, 64)),
  P('xai', 'XAI_API_KEY', (r) => 'xai-' + r.chars(AN, 80)),
  P('deepseek', 'DEEPSEEK_API_KEY', (r) => 'sk-' + r.chars(HEX, 32)),
  P('together-ai', 'TOGETHER_API_KEY', (r) => r.chars(HEX, 64)),
  P('fireworks-ai', 'FIREWORKS_API_KEY', (r) => 'fw_3Z' + r.chars(AN, 22)),
  P('langsmith', 'LANGSMITH_API_KEY', (r) => `lsv2_pt_${r.chars(HEX, 32)}_${r.chars(HEX, 10)}`),
  P('pinecone', 'PINECONE_API_KEY', (r) => `pcsk_${r.chars(AN, 5)}_${r.chars(AN, 63)}`),
  P('weights-and-biases', 'WANDB_API_KEY', (r) => r.chars(HEX, 40)),
  P('elevenlabs', 'ELEVENLABS_API_KEY', (r) => 'sk_' + r.chars(HEX, 48)),
  P('deepgram', 'DEEPGRAM_API_KEY', (r) => r.chars(HEX, 40)),
  P('assemblyai', 'ASSEMBLYAI_API_KEY', (r) => r.chars(HEX, 32)),
  P('google-gemini', 'GEMINI_API_KEY', (r) => 'AIzaSy' + r.chars(B64U, 33)),
  P('postgres', 'DATABASE_URL', dbUrl('postgresql', 5432, { suffix: '?sslmode=require' })),
  P('mysql', 'MYSQL_URL', dbUrl('mysql', 3306)),
  P('mongodb-atlas', 'MONGODB_URI', (r) => {
    const pw = password(r, 16, 24);
    return {
      value: `mongodb+srv://${r.pick(['api', 'etl', 'admin'])}:${pw}@cluster0.${r.chars(LOAN, 5)}.mongodb.net/?retryWrites=true&w=majority`,
      secret: pw,
    };
  }),
  P('mongodb-atlas-api', 'MONGODB_ATLAS_PRIVATE_KEY', uuid, {
    pair: { env: 'MONGODB_ATLAS_PUBLIC_KEY', gen: (r) => r.chars(LO, 8), secret: false },
  }),
  P('redis', 'REDIS_URL', dbUrl('rediss', 6380, { user: 'default', db: '0' })),
  P('rabbitmq', 'AMQP_URL', dbUrl('amqps', 5671, { db: 'prod' })),
  P('mssql', 'SQLSERVER_CONNECTION', (r) => {
    const pw = password(r, 16, 24);
    return {
      value: `Server=tcp:sql-${r.pick(['orders', 'crm'])}-prod.database.windows.net,1433;Initial Catalog=app;User ID=sqladmin;Password=${pw};Encrypt=True;`,
      secret: pw,
    };
  }),
  P('planetscale', 'PLANETSCALE_PASSWORD', (r) => 'pscale_pw_' + r.chars(B64U, 43)),
  P('planetscale-token', 'PLANETSCALE_SERVICE_TOKEN', (r) => 'pscale_tkn_' + r.chars(B64U, 43)),
  P('neon', 'NEON_DATABASE_URL', (r) => {
    const pw = 'npg_' + r.chars(AN, 12);
    return {
      value: `postgresql://neondb_owner:${pw}@ep-${r.pick(['cool', 'still', 'late'])}-${r.pick(['tree', 'wave', 'moon'])}-a${r.chars(LOAN, 7)}.eu-central-1.aws.neon.tech/neondb?sslmode=require`,
      secret: pw,
    };
  }),
  P(
    'upstash-redis',
    'UPSTASH_REDIS_REST_TOKEN',
    (r) => 'A' + r.chars(AN, 4) + 'AAIjcDE' + r.chars(B64U, 50),
  ),
  P('clickhouse', 'CLICKHOUSE_PASSWORD', (r) => password(r, 14, 20)),
  P(
    'cockroachdb',
    'COCKROACH_URL',
    dbUrl('postgresql', 26257, {
      host: (r) =>
        `${r.pick(['free-tier', 'prod'])}-${r.chars(DIG, 4)}.${r.chars(LO, 4)}.cockroachlabs.cloud`,
      db: 'defaultdb',
      suffix: '?sslmode=verify-full',
    }),
  ),
  P('influxdb', 'INFLUXDB_TOKEN', (r) => r.chars(B64U, 86) + '=='),
  P('couchbase', 'COUCHBASE_PASSWORD', (r) => password(r)),
  P(
    'openssh-private-key',
    'DEPLOY_SSH_KEY',
    (r) => pem('OPENSSH PRIVATE KEY', opensshBody(r), 70),
    { multiline: true },
  ),
  P('ec-private-key', 'TLS_KEY', (r) => pem('EC PRIVATE KEY', ecKeyBody(r)), { multiline: true }),
];
