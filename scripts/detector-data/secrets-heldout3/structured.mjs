// Credentials inside a larger string: connection strings and URLs (the password is the
// secret), Basic auth (the base64 blob is the secret), and SASL/JAAS lines.

import { base64, makeValue } from './values.mjs';

const USERS = ['app', 'svc_orders', 'reporting', 'admin', 'etl_runner', 'deploy', 'grafana'];

function wrap(r, label, line) {
  const form = r.int(5);
  if (form === 0) {
    return `${label}=${line}`;
  }
  if (form === 1) {
    return `database:\n  ${label.toLowerCase()}: "${line}"\n  pool_size: ${2 + r.int(20)}`;
  }
  if (form === 2) {
    return `const ${label.toLowerCase().replace(/[^a-z0-9]+(\w)/g, (_, ch) => ch.toUpperCase())} = "${line}";`;
  }
  if (form === 3) {
    return `${new Date(Date.UTC(2024, r.int(12), 1 + r.int(27), r.int(24), r.int(60))).toISOString()} ERROR pool: cannot connect using ${line}: timeout`;
  }
  return `{\n  "ConnectionStrings": {\n    "Default": "${line}"\n  }\n}`;
}

// [slug, password spec, label, line(user, password, r)]
const URLS = [
  [
    'neon',
    'npg_{a:12}',
    'DATABASE_URL',
    (u, p, r) =>
      `postgresql://${u}:${p}@ep-${r.pick(['cool', 'quiet', 'red'])}-${r.pick(['moon', 'lake', 'field'])}-${makeValue(r, '{l:8}')}.eu-central-1.aws.neon.tech/neondb?sslmode=require`,
  ],
  [
    'aiven-postgres',
    'AVNS_{B:19}',
    'PG_URI',
    (u, p, r) =>
      `postgres://avnadmin:${p}@pg-${makeValue(r, '{l:6}')}-acme.aivencloud.com:${10000 + r.int(9000)}/defaultdb?sslmode=require`,
  ],
  [
    'cockroach-cloud',
    '{a:22}',
    'COCKROACH_URL',
    (u, p, r) =>
      `postgresql://${u}:${p}@${r.pick(['free-tier', 'blue-gopher'])}-${r.int(9000)}.${r.pick(['gcp-us-central1', 'aws-eu-west-1'])}.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  [
    'planetscale-mysql',
    'pscale_pw_{B:43}',
    'MYSQL_URL',
    (u, p) => `mysql://${u}:${p}@aws.connect.psdb.cloud/shop?sslaccept=strict`,
  ],
  [
    'mongodb-atlas-uri',
    '{a:16}',
    'MONGODB_URI',
    (u, p, r) =>
      `mongodb+srv://${u}:${p}@cluster0.${makeValue(r, '{l:5}')}.mongodb.net/?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    '{a:32}',
    'REDIS_URL',
    (u, p, r) =>
      `redis://default:${p}@redis-${10000 + r.int(9000)}.c${r.int(300)}.us-east-1-2.ec2.redns.redis-cloud.com:${10000 + r.int(9000)}`,
  ],
  [
    'upstash-redis',
    'A{B:3}AAIjcD{B:50}',
    'REDIS_URL',
    (u, p, r) =>
      `rediss://default:${p}@${r.pick(['eager', 'brave', 'famous'])}-${r.pick(['owl', 'cat', 'mole'])}-${r.int(60000)}.upstash.io:6379`,
  ],
  [
    'cloudamqp',
    '{B:32}',
    'AMQP_URL',
    (u, p, r) =>
      `amqps://${makeValue(r, '{L:8}')}:${p}@${r.pick(['goose', 'kangaroo', 'whale'])}.rmq${r.int(5)}.cloudamqp.com/${makeValue(r, '{L:8}')}`,
  ],
  [
    'timescale-cloud',
    '{a:16}',
    'TSDB_URL',
    (u, p, r) =>
      `postgres://tsdbadmin:${p}@${makeValue(r, '{l:10}')}.${makeValue(r, '{l:10}')}.tsdb.cloud.timescale.com:${30000 + r.int(9999)}/tsdb?sslmode=require`,
  ],
  [
    'clickhouse-cloud',
    '{a:18}',
    'CLICKHOUSE_DSN',
    (u, p, r) =>
      `clickhouse://default:${p}@${makeValue(r, '{l:10}')}.europe-west4.gcp.clickhouse.cloud:9440/default?secure=true`,
  ],
  [
    'internal-postgres',
    '{a:20}',
    'DB_DSN',
    (u, p, r) =>
      `postgres://${u}:${p}@db-${r.int(9)}.prod.corp.internal:5432/${r.pick(['orders', 'billing', 'users'])}`,
  ],
  [
    'internal-mysql',
    '{a:16}',
    'MYSQL_DSN',
    (u, p, r) => `${u}:${p}@tcp(mysql-${r.int(4)}.dc2.internal:3306)/inventory?parseTime=true`,
  ],
  [
    'jdbc-postgres',
    '{a:14}',
    'JDBC_URL',
    (u, p, r) =>
      `jdbc:postgresql://pg.${r.pick(['staging', 'prod'])}.acme.lan:5432/ledger?user=${u}&password=${p}&ssl=true`,
  ],
  [
    'jdbc-oracle',
    '{a:12}',
    'spring.datasource.url',
    (u, p, r) => `jdbc:oracle:thin:${u}/${p}@ora${r.int(9)}.corp.example:1521/ORCLPDB1`,
  ],
  [
    'sqlserver-azure',
    '{p:24}',
    'SQL_CONNECTION',
    (u, p, r) =>
      `Server=tcp:${makeValue(r, '{L:8}')}.database.windows.net,1433;Initial Catalog=crm;User ID=${u};Password=${p};Encrypt=True;Connection Timeout=30;`,
  ],
  [
    'sqlserver-onprem',
    '{p:15}',
    'ConnectionString',
    (u, p, r) =>
      `Data Source=sql${r.int(9)}.corp.local,1433;Database=Payroll;User Id=${u};Password=${p};TrustServerCertificate=True`,
  ],
  [
    'azure-storage-conn',
    '{b:86}==',
    'STORAGE_CONNECTION_STRING',
    (u, p, r) =>
      `DefaultEndpointsProtocol=https;AccountName=${makeValue(r, '{l:12}')};AccountKey=${p};EndpointSuffix=core.windows.net`,
  ],
  [
    'azure-service-bus',
    '{b:43}=',
    'SERVICEBUS_CONNECTION',
    (u, p, r) =>
      `Endpoint=sb://${makeValue(r, '{L:9}')}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${p}`,
  ],
  [
    'smtp-relay',
    '{a:16}',
    'SMTP_URL',
    (u, p, r) =>
      `smtp://${u}%40acme.io:${p}@${r.pick(['smtp.zoho.eu', 'smtp-relay.brevo.com', 'mail.smtp2go.com'])}:587`,
  ],
  [
    'ftp-server',
    '{a:12}',
    'FTP_URL',
    (u, p, r) => `ftp://${u}:${p}@files${r.int(9)}.partner-exchange.net/inbound/`,
  ],
  [
    'git-https',
    'glpat-{B:20}',
    'REPO_URL',
    (u, p, r) =>
      `https://oauth2:${p}@gitlab.${r.pick(['acme.dev', 'corp.example'])}/platform/infra.git`,
  ],
  [
    'influxdb',
    '{B:86}==',
    'INFLUX_URL',
    (u, p, r) =>
      `https://${r.pick(['eu-central-1-1', 'us-east-1-1'])}.aws.cloud2.influxdata.com?org=acme&token=${p}`,
  ],
];

const BASIC = [
  ['jenkins', 'https://ci.acme.internal/job/build/api/json'],
  ['sonatype-nexus', 'https://nexus.corp.example/service/rest/v1/components'],
  ['elasticsearch', 'https://es.prod.internal:9200/_cluster/health'],
  ['grafana', 'https://grafana.acme.io/api/dashboards/db'],
  ['internal-reports-api', 'https://reports.corp.internal/v3/export'],
  ['couchdb', 'http://couch.lan:5984/_all_dbs'],
];

/** A connection-string or URL positive: [provider, text, secrets]. */
export function urlPositive(r, index) {
  const [slug, spec, label, line] = URLS[index % URLS.length];
  const password = makeValue(r, spec);
  return [slug, wrap(r, label, line(r.pick(USERS), password, r)), [password]];
}

export const URL_COUNT = URLS.length;
export const BASIC_COUNT = BASIC.length;

/** A Basic-auth positive: the secret is the base64 of user:password. */
export function basicPositive(r, index) {
  const [slug, url] = BASIC[index % BASIC.length];
  const blob = base64(`${r.pick(USERS)}:${makeValue(r, '{p:18}')}`);
  const form = r.int(3);
  const text =
    form === 0
      ? `curl -H "Authorization: Basic ${blob}" ${url}`
      : form === 1
        ? `GET ${new URL(url).pathname} HTTP/1.1\nHost: ${new URL(url).host}\nAuthorization: Basic ${blob}\nAccept: */*`
        : `# ${slug} scraper\nheaders:\n  Authorization: "Basic ${blob}"\nurl: ${url}\ninterval: 60s`;
  return [slug, text, [blob]];
}

/** A Kafka JAAS line with a Confluent-like key and secret. */
export function jaasPositive(r) {
  const key = makeValue(r, '{u:16}');
  const secret = makeValue(r, '{b:64}');
  const text = [
    'bootstrap.servers=pkc-' + makeValue(r, '{l:5}') + '.eu-west-1.aws.confluent.cloud:9092',
    'security.protocol=SASL_SSL',
    'sasl.mechanism=PLAIN',
    `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${key}" password="${secret}";`,
  ].join('\n');
  return ['confluent-kafka', text, [key, secret]];
}
