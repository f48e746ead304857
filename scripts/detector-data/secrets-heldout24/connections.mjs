// Connection strings of hosted databases and brokers; the password is the secret.

import { fill } from './values.mjs';

const URL_SAFE = '{a10}{w6}';

export const CONNECTIONS = [
  [
    'aliyun-rds',
    (p) => `postgresql://app_rw:${p}@pgm-bp1k9q2.pg.rds.aliyuncs.com:5432/orders?sslmode=require`,
  ],
  ['tencentdb', (p) => `mysql://root:${p}@sh-cdb-8k2m1f.sql.tencentcdb.com:3306/shop`],
  [
    'huawei-rds',
    (p) => `jdbc:mysql://192.168.0.47:3306/erp?user=erp_admin&password=${p}&useSSL=true`,
  ],
  [
    'yandex-mdb',
    (p) =>
      `postgres://reporter:${p}@rc1a-4k2mzq.mdb.yandexcloud.net:6432/analytics?sslmode=verify-full`,
  ],
  ['naver-cloud-db', (p) => `mysql://svc_user:${p}@db-2q8kf.vpc-cdb.ntruss.com:3306/service`],
  [
    'supabase-db',
    (p) =>
      `postgresql://postgres.kqzvfrmtbnxw:${p}@aws-0-ap-southeast-1.pooler.supabase.com:6543/postgres`,
  ],
  [
    'neon',
    (p) =>
      `postgresql://neondb_owner:${p}@ep-cool-river-a1b2c3.ap-southeast-1.aws.neon.tech/neondb?sslmode=require`,
  ],
  [
    'mongodb-atlas',
    (p) =>
      `mongodb+srv://catalogo:${p}@cluster0.ab12c.mongodb.net/loja?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    (p) => `redis://default:${p}@redis-14523.c292.ap-southeast-1-1.ec2.redns.redis-cloud.com:14523`,
  ],
  ['cloudamqp', (p) => `amqps://qbxkwzrt:${p}@armadillo.rmq.cloudamqp.com/qbxkwzrt`],
  [
    'azure-sql',
    (p) =>
      `Server=tcp:contoso-erp.database.windows.net,1433;Initial Catalog=erp;User ID=erpadmin;Password=${p};Encrypt=True;`,
  ],
  [
    'sqlserver-onprem',
    (p) =>
      `Data Source=10.20.3.14;Initial Catalog=Muhasebe;User Id=sa;Password=${p};TrustServerCertificate=True`,
  ],
  [
    'clickhouse-cloud',
    (p) =>
      `clickhouse://default:${p}@kq2x9.ap-northeast-1.aws.clickhouse.cloud:9440/default?secure=true`,
  ],
  [
    'oracle-adb',
    (p) =>
      `jdbc:oracle:thin:ADMIN/${p}@adb.sa-saopaulo-1.oraclecloud.com:1522/g1a2b3_vendas_high.adb.oraclecloud.com`,
  ],
  ['ksyun-redis', (p) => `rediss://:${p}@redis-6f3k.ksyun.cn:6379/0`],
  ['timeweb-db', (p) => `postgres://gen_user:${p}@89.23.117.5:5432/default_db`],
  ['elephantsql', (p) => `postgres://ktqzvwmr:${p}@tiny.db.elephantsql.com/ktqzvwmr`],
  [
    'cockroach',
    (p) =>
      `postgresql://ops:${p}@free-tier14.aws-ap-south-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
];

/** A connection-string record: the string in a config line, the password as the secret. */
export function connectionRecord(r, [, build], comment) {
  const password = fill(r, URL_SAFE).replace(/[-_]/g, (ch) => (r.chance(0.5) ? ch : 'x'));
  const dsn = build(password);
  const wrap = r.pick([
    (d) => `DATABASE_URL=${d}`,
    (d) => `spring.datasource.url=${d}`,
    (d) => `"ConnectionStrings": {\n  "Default": "${d}"\n}`,
    (d) => `# ${comment}\ndb:\n  dsn: "${d}"`,
    (d) => `engine = create_engine("${d}")`,
    (d) => `const pool = new Pool({ connectionString: '${d}' });`,
  ]);
  return { text: wrap(dsn), secrets: [password] };
}
