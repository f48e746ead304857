// Positive templates whose secret is part of a larger value: passwords in connection strings
// (only the password is the secret) and HTTP Basic auth (the base64 blob is the secret).
import { PEOPLE, dateOf } from './common.mjs';

const user = (r) =>
  r.pick(['app', 'svc_reporting', 'admin', 'etl', 'django', 'readwrite', 'api_rw']);
const db = (r) => r.pick(['orders', 'analytics', 'core', 'billing', 'inventory', 'users']);

/** [provider slug, label, (r, pw) => connection string]. */
export const CONNECTIONS = [
  [
    'neon',
    'Neon',
    (r, pw) =>
      `postgresql://${user(r)}:${pw}@ep-${r.chars('abcdefghijklmnopqrstuvwxyz', 6)}-${r.chars('abcdefghijklmnopqrstuvwxyz', 5)}-a1b2c3.eu-central-1.aws.neon.tech/${db(r)}?sslmode=require`,
  ],
  [
    'cockroach-cloud',
    'CockroachDB Cloud',
    (r, pw) =>
      `postgresql://${user(r)}:${pw}@free-tier${r.int(20)}.gcp-europe-west1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  [
    'aiven-pg',
    'Aiven for PostgreSQL',
    (r, pw) =>
      `postgres://avnadmin:${pw}@pg-${db(r)}-acme.a.aivencloud.com:${10000 + r.int(9999)}/defaultdb?sslmode=require`,
  ],
  [
    'timescale',
    'Timescale',
    (r, pw) =>
      `postgres://tsdbadmin:${pw}@${r.chars('abcdefghij0123456789', 10)}.tsdb.cloud.timescale.com:3${r.int(9999)}/tsdb`,
  ],
  [
    'digitalocean-db',
    'DigitalOcean Managed MySQL',
    (r, pw) =>
      `mysql://doadmin:${pw}@db-mysql-fra1-${r.int(99999)}-do-user-${r.int(9999999)}-0.b.db.ondigitalocean.com:25060/${db(r)}?ssl-mode=REQUIRED`,
  ],
  [
    'mongodb-atlas-conn',
    'MongoDB Atlas',
    (r, pw) =>
      `mongodb+srv://${user(r)}:${pw}@cluster0.${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/${db(r)}?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    'Redis Cloud',
    (r, pw) =>
      `rediss://default:${pw}@redis-${10000 + r.int(9999)}.c${r.int(300)}.eu-west-1-2.ec2.redns.redis-cloud.com:${10000 + r.int(9999)}`,
  ],
  [
    'cloudamqp',
    'CloudAMQP',
    (r, pw) => {
      const u = r.chars('abcdefghijklmnopqrstuvwxyz', 8);
      return `amqps://${u}:${pw}@rattlesnake.rmq.cloudamqp.com/${u}`;
    },
  ],
  [
    'clickhouse-cloud',
    'ClickHouse Cloud',
    (r, pw) =>
      `jdbc:clickhouse://${r.chars('abcdefghij0123456789', 10)}.eu-west-1.aws.clickhouse.cloud:8443/default?ssl=true&user=default&password=${pw}`,
  ],
  [
    'mysql-jdbc',
    'internal MySQL',
    (r, pw) =>
      `jdbc:mysql://mysql-primary.${db(r)}.svc:3306/${db(r)}?user=${user(r)}&password=${pw}&useSSL=true`,
  ],
  [
    'azure-sql',
    'Azure SQL Database',
    (r, pw) =>
      `Server=tcp:acme-${db(r)}.database.windows.net,1433;Initial Catalog=${db(r)};User ID=${user(r)};Password=${pw};Encrypt=True;Connection Timeout=30;`,
  ],
  [
    'sqlserver-onprem',
    'SQL Server',
    (r, pw) =>
      `Data Source=SQL${r.int(9)}\\PROD;Initial Catalog=${db(r)};User Id=${user(r)};Password=${pw};TrustServerCertificate=True`,
  ],
  [
    'rabbitmq',
    'RabbitMQ',
    (r, pw) => `amqp://${user(r)}:${pw}@rabbit-${r.int(4)}.mq.internal:5672/%2F`,
  ],
  [
    'elephant-mariadb',
    'MariaDB',
    (r, pw) =>
      `mariadb://${user(r)}:${pw}@10.${r.int(255)}.${r.int(255)}.${r.int(255)}:3306/${db(r)}`,
  ],
];

const WRAP = [
  (name, url) => `DATABASE_URL=${url}\n`,
  (name, url) => `spring:\n  datasource:\n    url: "${url}"\n`,
  (name, url) =>
    `{\n  "ConnectionStrings": {\n    "Default": "${url.replace(/\\/g, '\\\\')}"\n  }\n}\n`,
  (name, url) => `engine = create_engine(\n    "${url}",\n    pool_pre_ping=True,\n)\n`,
  (name, url) =>
    `hey, ${name} is refusing connections from the new subnet. I'm using\n\n${url}\n\nis the IP allowlist updated?\n`,
  (name, url) => `2024-03-11 09:12:44 ERROR could not connect to ${url}: timeout after 30s\n`,
  (name, url) =>
    `resource "kubernetes_secret" "db" {\n  metadata { name = "db-url" }\n  data = {\n    url = "${url}"\n  }\n}\n`,
];

export function connectionRecord(r, v, entry) {
  const [slug, label, build] = entry;
  const pw = v.pw(12 + r.int(16));
  const url = build(r, pw);
  const wrap = r.int(WRAP.length);
  const text = WRAP[wrap](label, url);
  return { slug, text, secrets: [pw], rule: `conn-${wrap}` };
}

export function basicAuthRecord(r, v, slug, label) {
  const blob = Buffer.from(
    `${r.pick(['api', 'deploy', 'svc-sync', 'admin'])}:${v.b62(20 + r.int(12))}`,
  ).toString('base64');
  const who = r.pick(PEOPLE);
  const texts = [
    `POST /hooks/ingest HTTP/1.1\nHost: ingest.${slug}.example\nAuthorization: Basic ${blob}\nContent-Length: 512\n`,
    `curl -H "Authorization: Basic ${blob}" https://${slug}.example/api/v1/status\n`,
    `${who} (${dateOf(r)}): for the ${label} webhook use header \`Authorization: Basic ${blob}\` until we set up OAuth\n`,
    `headers = {\n    "Authorization": "Basic ${blob}",\n    "Accept": "application/json",\n}\n`,
  ];
  const pick = r.int(texts.length);
  return { slug, text: texts[pick], secrets: [blob], rule: `basic-auth-${pick}` };
}
