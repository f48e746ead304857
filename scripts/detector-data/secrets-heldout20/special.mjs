// Positives whose secret sits inside a URL or a connection string: the password, or the token
// part of a webhook URL. Each returns { provider, rule, text, secrets }.

import { gen } from './values.mjs';

const user = (r) => r.pick(['app_user', 'svc_billing', 'crm', 'orders_rw', 'reporting']);

export const SPECIAL = [
  (r) => {
    const pw = gen(r, 'b24');
    const host = `db-${gen(r, 'l6')}.${r.pick(['eu-central-1', 'us-west-2'])}.crunchybridge.com`;
    return {
      provider: 'crunchy-bridge',
      rule: 'postgres-url',
      secrets: [pw],
      text: `DATABASE_URL=postgres://${user(r)}:${pw}@${host}:5432/app?sslmode=require`,
    };
  },
  (r) => {
    const pw = gen(r, "'npg_|b12");
    return {
      provider: 'neon',
      rule: 'postgres-url',
      secrets: [pw],
      text: `# settings.py\nDATABASES = {"default": dj_database_url.parse("postgresql://neondb_owner:${pw}@ep-${gen(r, 'a6')}-${gen(r, 'a6')}-a${r.int(9)}.eu-central-1.aws.neon.tech/neondb?sslmode=require")}`,
    };
  },
  (r) => {
    const pw = gen(r, "'pscale_pw_|x43");
    return {
      provider: 'planetscale',
      rule: 'mysql-url',
      secrets: [pw],
      text: `DB_CONNECTION=mysql\nDATABASE_URL="mysql://${gen(r, 'l12')}:${pw}@aws.connect.psdb.cloud/storefront?ssl={\\"rejectUnauthorized\\":true}"`,
    };
  },
  (r) => {
    const pw = gen(r, 'b16');
    return {
      provider: 'digitalocean-mysql',
      rule: 'jdbc',
      secrets: [pw],
      text: `spring.datasource.url=jdbc:mysql://db-mysql-fra1-${gen(r, 'd5')}-do-user-${gen(r, 'd7')}-0.b.db.ondigitalocean.com:25060/defaultdb?sslMode=REQUIRED\nspring.datasource.username=doadmin\nspring.datasource.password=${pw}`,
    };
  },
  (r) => {
    const pw = gen(r, 'b20');
    return {
      provider: 'mongodb-atlas',
      rule: 'mongodb-srv',
      secrets: [pw],
      text: `const uri = "mongodb+srv://${user(r)}:${pw}@cluster0.${gen(r, 'l5')}.mongodb.net/crm?retryWrites=true&w=majority";\nconst client = new MongoClient(uri);`,
    };
  },
  (r) => {
    const pw = gen(r, 'b32');
    return {
      provider: 'redis-cloud',
      rule: 'redis-url',
      secrets: [pw],
      text: `REDIS_URL=rediss://default:${pw}@redis-${gen(r, 'd5')}.c${r.int(300)}.eu-west-1-2.ec2.redns.redis-cloud.com:${10000 + r.int(9999)}`,
    };
  },
  (r) => {
    const pw = gen(r, 'x32');
    const vhost = gen(r, 'a8');
    return {
      provider: 'cloudamqp',
      rule: 'amqp-url',
      secrets: [pw],
      text: `CELERY_BROKER_URL = "amqps://${vhost}:${pw}@kangaroo.rmq.cloudamqp.com/${vhost}"`,
    };
  },
  (r) => {
    const pw = gen(r, 'b14') + r.pick(['!', '#', '$', '%']) + gen(r, 'd3');
    return {
      provider: 'azure-sql',
      rule: 'ado-net',
      secrets: [pw],
      text: `{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:sql-invoicing-prod.database.windows.net,1433;Initial Catalog=invoicing;User ID=app_invoicing;Password=${pw};Encrypt=True;Connection Timeout=30;"\n  }\n}`,
    };
  },
  (r) => {
    const pw = gen(r, "'AVNS_|x19");
    return {
      provider: 'aiven',
      rule: 'postgres-url',
      secrets: [pw],
      text: `export PG_URI='postgres://avnadmin:${pw}@pg-${gen(r, 'l8')}-shipping.a.aivencloud.com:${20000 + r.int(9999)}/defaultdb?sslmode=require'`,
    };
  },
  (r) => {
    const pw = gen(r, 'b16');
    return {
      provider: 'zoho-mail',
      rule: 'smtp-url',
      secrets: [pw],
      text: `MAILER_DSN=smtp://notifications%40example.com:${pw}@smtp.zoho.eu:587`,
    };
  },
  (r) => {
    const sig = gen(r, 'b32');
    const url = `https://contoso.webhook.office.com/webhookb2/${gen(r, 'U')}@${gen(r, 'U')}/IncomingWebhook/${sig}/${gen(r, 'U')}/V2${gen(r, 'x40')}`;
    return {
      provider: 'ms-teams-webhook',
      rule: 'teams-webhook-url',
      secrets: [url],
      text: `TEAMS_ALERT_WEBHOOK=${url}`,
    };
  },
  (r) => {
    const token = gen(r, 'x68');
    return {
      provider: 'discord-webhook',
      rule: 'discord-webhook-url',
      secrets: [token],
      text: `DISCORD_ORDERS_HOOK: https://discord.com/api/webhooks/${gen(r, 'd19')}/${token}`,
    };
  },
  (r) => {
    const code = gen(r, 'l16');
    return {
      provider: 'bitrix24',
      rule: 'bitrix-webhook-url',
      secrets: [code],
      text: `$queryUrl = 'https://acme.bitrix24.de/rest/${1 + r.int(40)}/${code}/crm.lead.add.json';`,
    };
  },
  (r) => {
    const secret = gen(r, 'x27');
    return {
      provider: 'cloudinary',
      rule: 'cloudinary-url',
      secrets: [secret],
      text: `CLOUDINARY_URL=cloudinary://${gen(r, 'd15')}:${secret}@shop-media`,
    };
  },
  (r) => {
    const pw = gen(r, 'b18');
    return {
      provider: 'sftpgo',
      rule: 'sftp-url',
      secrets: [pw],
      text: `# nightly export of labels to the carrier\nrclone copy ./labels "sftp://edi_upload:${pw}@edi.carrier-portal.example.net:22/inbound/"`,
    };
  },
  (r) => {
    const pw = gen(r, 'b22');
    return {
      provider: 'elephantsql',
      rule: 'postgres-url',
      secrets: [pw],
      text: `production:\n  adapter: postgresql\n  url: postgres://${gen(r, 'a8')}:${pw}@balarama.db.elephantsql.com/${gen(r, 'a8')}`,
    };
  },
];
