// Connection strings of the held-out (6) secrets set: the password is the secret.

import { chars, expand } from './values.mjs';

const pw = (r) =>
  r.pick([() => chars(r, 'b62', 16 + r.int(16)), () => chars(r, 'upw', 14 + r.int(14))])();

// provider | builder of { url, secret }
const URLS = [
  [
    'neon',
    (r, p) =>
      `postgresql://app_owner:${p}@ep-${chars(r, 'lower', 6)}-${chars(r, 'lower', 6)}-${chars(r, 'lower', 8)}.eu-central-1.aws.neon.tech/appdb?sslmode=require`,
  ],
  [
    'supabase-db',
    (r, p) =>
      `postgres://postgres.${chars(r, 'lower', 20)}:${p}@aws-0-eu-west-1.pooler.supabase.com:6543/postgres`,
  ],
  [
    'planetscale-db',
    (r, p) => `mysql://${chars(r, 'lower', 12)}:${p}@aws.connect.psdb.cloud/shop?sslaccept=strict`,
    (r) => expand(r, 'pscale_pw_{b62:43}'),
  ],
  [
    'mongodb-atlas',
    (r, p) =>
      `mongodb+srv://api-user:${p}@cluster0.${chars(r, 'lower', 5)}.mongodb.net/prod?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    (r, p) =>
      `redis://default:${p}@redis-${10000 + r.int(9999)}.c${r.int(300)}.eu-west-1-2.ec2.redns.redis-cloud.com:${10000 + r.int(9999)}`,
  ],
  [
    'upstash-redis',
    (r, p) =>
      `rediss://default:${p}@eu1-${r.pick(['brave', 'quiet', 'lucky'])}-${r.pick(['owl', 'fox', 'yak'])}-${10000 + r.int(9999)}.upstash.io:6379`,
    (r) => expand(r, 'A{b64u:4}AAIjcDE{hex:32}'),
  ],
  [
    'cloudamqp',
    (r, p) =>
      `amqps://${chars(r, 'lower', 8)}:${p}@${r.pick(['goose', 'hawk', 'kangaroo'])}.rmq${1 + r.int(5)}.cloudamqp.com/${chars(r, 'lower', 8)}`,
    (r) => expand(r, '{b64u:32}'),
  ],
  [
    'aiven',
    (r, p) =>
      `mysql://avnadmin:${p}@mysql-${chars(r, 'lower', 8)}-acme.aivencloud.com:${10000 + r.int(20000)}/defaultdb?ssl-mode=REQUIRED`,
    (r) => expand(r, 'AVNS_{b62:21}'),
  ],
  [
    'cockroachdb',
    (r, p) =>
      `postgresql://maxroach:${p}@${r.pick(['steady', 'misty'])}-${r.pick(['gnu', 'lynx'])}-${1000 + r.int(8999)}.8nj.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  [
    'timescale',
    (r, p) =>
      `postgres://tsdbadmin:${p}@${chars(r, 'lower', 10)}.${chars(r, 'lower', 10)}.tsdb.cloud.timescale.com:3${r.int(9999)}/tsdb?sslmode=require`,
  ],
  [
    'clickhouse-cloud',
    (r, p) =>
      `clickhouse://default:${p}@${chars(r, 'lower', 10)}.eu-central-1.aws.clickhouse.cloud:9440/default?secure=true`,
  ],
  [
    'render-postgres',
    (r, p) =>
      `postgres://app:${p}@dpg-${chars(r, 'lower', 20)}-a.frankfurt-postgres.render.com/app_${chars(r, 'lower', 4)}`,
  ],
  ['hivemq', (r, p) => `mqtts://sensor-gw:${p}@${chars(r, 'hex', 32)}.s1.eu.hivemq.cloud:8883`],
  ['nats', (r, p) => `nats://orders:${p}@nats.prod.internal:4222`],
  ['partner-sftp', (r, p) => `sftp://acme_upload:${p}@files.partner-logistics.example:22/inbound`],
  ['rabbitmq-internal', (r, p) => `amqp://billing:${p}@rabbit-0.rabbit.svc.cluster.local:5672/%2F`],
  [
    'mariadb-internal',
    (r, p) =>
      `mariadb://reporting:${p}@10.${r.int(255)}.${r.int(255)}.${r.int(255)}:3306/warehouse`,
  ],
  ['couchdb', (r, p) => `https://admin:${p}@couch.internal.example:6984/orders`],
];

const wrapUrl = [
  (r, url) => `DATABASE_URL=${url}\nREDIS_POOL=10\nNODE_ENV=production`,
  (r, url) => `spring:\n  datasource:\n    url: ${url}\n    hikari:\n      maximum-pool-size: 10`,
  (r, url) =>
    `from sqlalchemy import create_engine\n\nengine = create_engine(\n    "${url}",\n    pool_pre_ping=True,\n)`,
  (r, url) => `config :app, App.Repo,\n  url: "${url}",\n  pool_size: 10,\n  ssl: true`,
  (r, url) =>
    `{\n  "ConnectionStrings": {\n    "Default": "${url}"\n  },\n  "Logging": { "LogLevel": { "Default": "Warning" } }\n}`,
  (r, url) => `services:\n  api:\n    environment:\n      - BROKER_URL=${url}\n      - WORKERS=4`,
  (r, url) =>
    `2025-03-0${1 + r.int(9)} 10:1${r.int(10)}:44 ERROR db: could not connect to ${url}: timeout after 5s`,
  (r, url) =>
    `// fallback when the env var is missing\nconst url = process.env.DB_URL ?? "${url}";\nawait client.connect(url);`,
];

/** URL-style connection strings, the password as the secret. */
export function connectionUrlRecords(r) {
  return URLS.flatMap(([provider, build, secretOf]) => {
    const count = r.chance(0.35) ? 2 : 1;
    return Array.from({ length: count }, () => {
      const secret = secretOf ? secretOf(r) : pw(r);
      const text = r.pick(wrapUrl)(r, build(r, secret));
      return { text, secrets: [secret], provider, rule: 'connection-url' };
    });
  });
}

/** Key=value connection strings (ADO.NET, JDBC parameters, libpq keywords). */
export function connectionKeyValueRecords(r) {
  const adoPw = pw(r);
  const jdbcPw = pw(r);
  const libpqPw = pw(r);
  const oraclePw = pw(r);
  return [
    {
      text: `<connectionStrings>\n  <add name="Main"\n       connectionString="Server=tcp:acme-prod.database.windows.net,1433;Initial Catalog=orders;User ID=app_rw;Password=${adoPw};Encrypt=True;TrustServerCertificate=False;"\n       providerName="System.Data.SqlClient" />\n</connectionStrings>`,
      secrets: [adoPw],
      provider: 'azure-sql',
      rule: 'ado-net',
    },
    {
      text: `db.url=jdbc:postgresql://pg.internal:5432/ledger?user=ledger_app&password=${jdbcPw}&ssl=true\ndb.pool.max=20`,
      secrets: [jdbcPw],
      provider: 'postgres-internal',
      rule: 'jdbc-params',
    },
    {
      text: `# ~/.pgpass is not used on CI, so the DSN carries it\nPG_DSN="host=db.analytics.internal port=5432 dbname=events user=loader password=${libpqPw} sslmode=require"`,
      secrets: [libpqPw],
      provider: 'postgres-analytics',
      rule: 'libpq-dsn',
    },
    {
      text: `val ds = OracleDataSource()\nds.url = "jdbc:oracle:thin:@//erp-db.corp.internal:1521/ERPPRD"\nds.user = "ERP_READ"\nds.setPassword("${oraclePw}")`,
      secrets: [oraclePw],
      provider: 'oracle-erp',
      rule: 'oracle-datasource',
    },
  ];
}
