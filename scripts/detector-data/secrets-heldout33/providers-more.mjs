// More providers for secrets-heldout33: messaging, AI, media, cloud, data and developer tools.
import { P, pwUrl } from './kit.mjs';

export const MORE_PROVIDERS = [
  // Communication, AI and media used by game backends.
  P(
    'slack-webhook',
    'SLACK_WEBHOOK_URL',
    'url',
    1,
    (k) => `https://hooks.slack.com/services/T${k.unum(8)}/B${k.unum(10)}/${k.alnum(24)}`,
  ),
  P(
    'slack',
    'SLACK_BOT_TOKEN',
    'token',
    1,
    (k) => `xoxb-${k.digits(12)}-${k.digits(13)}-${k.alnum(24)}`,
  ),
  P('telegram', 'TELEGRAM_BOT_TOKEN', 'token', 1, (k) => `${k.digits(10)}:AA${k.b64url(33)}`),
  P('twilio', 'TWILIO_AUTH_TOKEN', 'secret', 1, (k) => k.hex(32)),
  P('vonage', 'VONAGE_API_SECRET', 'secret', 0, (k) => k.alnum(16)),
  P('sendgrid', 'SENDGRID_API_KEY', 'token', 0, (k) => `SG.${k.b64url(22)}.${k.b64url(43)}`),
  P('mailgun', 'MAILGUN_API_KEY', 'token', 0, (k) => `${k.hex(32)}-${k.hex(8)}-${k.hex(8)}`),
  P('postmark', 'POSTMARK_SERVER_TOKEN', 'token', 0, (k) => k.uuid(), {
    h: 'X-Postmark-Server-Token: ',
  }),
  P('resend', 'RESEND_API_KEY', 'token', 0, (k) => `re_${k.alnum(8)}_${k.alnum(24)}`),
  P(
    'openai',
    'OPENAI_API_KEY',
    'token',
    1,
    (k) => `sk-proj-${k.b64url(74)}T3BlbkFJ${k.b64url(74)}`,
  ),
  P('anthropic', 'ANTHROPIC_API_KEY', 'token', 0, (k) => `sk-ant-api03-${k.b64url(93)}AA`, {
    h: 'x-api-key: ',
  }),
  P('elevenlabs', 'ELEVENLABS_API_KEY', 'token', 1, (k) => `sk_${k.hex(48)}`, {
    h: 'xi-api-key: ',
  }),
  P('huggingface', 'HF_TOKEN', 'token', 0, (k) => `hf_${k.letters(34)}`),
  P('replicate', 'REPLICATE_API_TOKEN', 'token', 0, (k) => `r8_${k.alnum(37)}`),
  P('mux', 'MUX_TOKEN_SECRET', 'secret', 0, (k) => k.b64(75)),
  P('cloudinary', 'CLOUDINARY_URL', 'url', 1, (k) => {
    const secret = k.b64url(27);
    return { value: `cloudinary://${k.digits(15)}:${secret}@${k.word()}-games`, secret };
  }),
  P(
    'mapbox',
    'MAPBOX_DOWNLOADS_TOKEN',
    'token',
    1,
    (k) => `sk.${k.b64json({ u: `${k.word()}studio`, a: k.lnum(25) })}.${k.b64url(22)}`,
  ),
  P('algolia', 'ALGOLIA_ADMIN_API_KEY', 'token', 1, (k) => k.hex(32), { h: 'X-Algolia-API-Key: ' }),
  // Cloud, data and hosting.
  P('aws', 'AWS_SECRET_ACCESS_KEY', 'secret', 1, (k) => k.b64(40)),
  P(
    'azure-ad',
    'AZURE_CLIENT_SECRET',
    'secret',
    1,
    (k) =>
      `${k.alnum(3)}${k.digits(1)}Q~${k.r.chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~', 34)}`,
  ),
  P('azure-storage', 'AZURE_STORAGE_CONNECTION_STRING', 'url', 0, (k) => {
    const secret = k.b64bytes(64);
    return {
      value: `DefaultEndpointsProtocol=https;AccountName=${k.word()}saves${k.lnum(4)};AccountKey=${secret};EndpointSuffix=core.windows.net`,
      secret,
    };
  }),
  P('google-api-key', 'PLACES_SERVER_API_KEY', 'secret', 1, (k) => `AIza${k.b64url(35)}`),
  P('google-oauth', 'GOOGLE_CLIENT_SECRET', 'secret', 1, (k) => `GOCSPX-${k.b64url(28)}`),
  P('gcs-hmac', 'GCS_HMAC_SECRET', 'secret', 1, (k) => k.b64(40)),
  P('backblaze', 'B2_APPLICATION_KEY', 'secret', 1, (k) => `K00${k.digits(1)}${k.b64(27)}`),
  P('redis', 'REDIS_URL', 'url', 1, (k) =>
    pwUrl(
      k,
      (pw) =>
        `redis://default:${pw}@redis-${k.digits(5)}.c${k.digits(3)}.eu-west-1-2.ec2.cloud.redislabs.com:${k.digits(5)}`,
    ),
  ),
  P('postgres', 'DATABASE_URL', 'url', 1, (k) =>
    pwUrl(
      k,
      (pw) =>
        `postgres://leaderboard_rw:${pw}@db-${k.lnum(6)}.internal:5432/leaderboards?sslmode=require`,
    ),
  ),
  P('mongodb', 'MONGODB_URI', 'url', 1, (k) =>
    pwUrl(
      k,
      (pw) =>
        `mongodb+srv://game-api:${pw}@cluster0.${k.lnum(5)}.mongodb.net/players?retryWrites=true&w=majority`,
    ),
  ),
  P('rabbitmq', 'AMQP_URL', 'url', 0, (k) =>
    pwUrl(k, (pw) => `amqps://matchmaker:${pw}@${k.word()}-mq.rmq.cloudamqp.com/vhost`),
  ),
  P('neon', 'NEON_DATABASE_URL', 'url', 0, (k) => {
    const secret = `npg_${k.alnum(12)}`;
    return {
      value: `postgresql://neondb_owner:${secret}@ep-${k.word()}-${k.word()}-${k.lnum(8)}-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require`,
      secret,
    };
  }),
  P('planetscale', 'PLANETSCALE_PASSWORD', 'password', 0, (k) => `pscale_pw_${k.b64url(43)}`),
  P(
    'convex',
    'CONVEX_DEPLOY_KEY',
    'token',
    0,
    (k) =>
      `prod:${k.word()}-${k.word()}-${k.digits(3)}|${k.b64json({ v2: k.hex(32) })}${k.b64url(24)}`,
  ),
  P('hetzner', 'HCLOUD_TOKEN', 'token', 1, (k) => k.alnum(64)),
  P('linode', 'LINODE_TOKEN', 'token', 0, (k) => k.hex(64)),
  P('vultr', 'VULTR_API_KEY', 'token', 1, (k) => k.unum(36)),
  P('digitalocean', 'DIGITALOCEAN_TOKEN', 'token', 0, (k) => `dop_v1_${k.hex(64)}`),
  P('flyio', 'FLY_API_TOKEN', 'token', 0, (k) => `fo1_${k.b64url(43)}`),
  P('cloudflare', 'CLOUDFLARE_API_TOKEN', 'token', 0, (k) => k.b64url(40)),
  P('vercel', 'VERCEL_TOKEN', 'token', 0, (k) => k.alnum(24)),
  P('netlify', 'NETLIFY_AUTH_TOKEN', 'token', 0, (k) => `nfp_${k.alnum(36)}`),
  P('heroku', 'HEROKU_API_KEY', 'token', 0, (k) => `HRKU-AA${k.b64url(58)}`),
  P('terraform-cloud', 'TFE_TOKEN', 'token', 0, (k) => `${k.alnum(14)}.atlasv1.${k.alnum(67)}`),
  P('doppler', 'DOPPLER_TOKEN', 'token', 0, (k) => `dp.st.prd.${k.alnum(43)}`),
  P('vault', 'VAULT_TOKEN', 'token', 0, (k) => `hvs.CAESI${k.b64url(86)}`, {
    h: 'X-Vault-Token: ',
  }),
  P(
    '1password',
    'OP_SERVICE_ACCOUNT_TOKEN',
    'token',
    0,
    (k) =>
      `ops_${k.b64json({
        signInAddress: 'my.1password.com',
        userAuth: {
          method: 'SRPg-4096',
          alg: 'PBES2g-HS256',
          iterations: 650000,
          salt: k.b64url(22),
        },
        email: `${k.lnum(13)}@1passwordserviceaccounts.com`,
        srpX: k.hex(64),
        muk: {
          alg: 'A256GCM',
          ext: true,
          k: k.b64url(43),
          key_ops: ['encrypt', 'decrypt'],
          kty: 'oct',
          kid: 'mp',
        },
        secretKey: `A3-${k.unum(6)}-${k.unum(6)}-${k.unum(5)}-${k.unum(5)}-${k.unum(5)}-${k.unum(5)}`,
        throttleSecret: { seed: k.hex(64), deviceUuid: k.lnum(26) },
        deviceUuid: k.lnum(26),
      })}`,
  ),
  P(
    'grafana',
    'GRAFANA_SERVICE_ACCOUNT_TOKEN',
    'token',
    0,
    (k) => `glsa_${k.alnum(32)}_${k.hex(8)}`,
  ),
  P(
    'grafana-cloud',
    'GRAFANA_CLOUD_TOKEN',
    'token',
    0,
    (k) =>
      `glc_${Buffer.from(JSON.stringify({ o: k.digits(6), n: `stack-${k.digits(6)}-otlp`, k: k.alnum(24), m: { r: 'prod-eu-west-2' } })).toString('base64')}`,
  ),
  P('honeycomb', 'HONEYCOMB_API_KEY', 'token', 0, (k) => `hcaik_01${k.lnum(56)}`, {
    h: 'X-Honeycomb-Team: ',
  }),
  P('pagerduty', 'PAGERDUTY_ROUTING_KEY', 'secret', 0, (k) => k.hex(32)),
  P('linear', 'LINEAR_API_KEY', 'token', 0, (k) => `lin_api_${k.alnum(40)}`, {
    h: 'Authorization: ',
  }),
  P('notion', 'NOTION_TOKEN', 'token', 0, (k) => `ntn_${k.digits(11)}${k.alnum(35)}`),
  P('atlassian', 'JIRA_API_TOKEN', 'token', 1, (k) => `ATATT3xFfGF0${k.b64url(170)}=${k.HEX(8)}`),
  P('figma', 'FIGMA_TOKEN', 'token', 0, (k) => `figd_${k.b64url(40)}`, { h: 'X-Figma-Token: ' }),
  P('snyk', 'SNYK_TOKEN', 'token', 0, (k) => k.uuid(), { h: 'Authorization: token ' }),
  P('sonarqube', 'SONAR_TOKEN', 'token', 0, (k) => `sqp_${k.hex(40)}`),
  P('codecov', 'CODECOV_TOKEN', 'token', 0, (k) => k.uuid()),
  P('percy', 'PERCY_TOKEN', 'token', 1, (k) => `app_${k.hex(64)}`),
  P('shopify', 'SHOPIFY_ADMIN_TOKEN', 'token', 0, (k) => `shpat_${k.hex(32)}`, {
    h: 'X-Shopify-Access-Token: ',
  }),
  P('auth0', 'AUTH0_CLIENT_SECRET', 'secret', 0, (k) => k.b64url(64)),
  P('okta', 'OKTA_API_TOKEN', 'token', 0, (k) => `00${k.b64url(40)}`, {
    h: 'Authorization: SSWS ',
  }),
  P('clerk', 'CLERK_SECRET_KEY', 'token', 0, (k) => `sk_live_${k.alnum(40)}`),
];
