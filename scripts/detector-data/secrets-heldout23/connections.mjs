// Connection strings and HTTP Basic credentials for the held-out (23) secrets set.

import { base64Text, password, urlPassword } from './values.mjs';

const USERS = ['app', 'svc_reports', 'etl', 'readonly', 'api_user', 'admin'];

function urlConn(r) {
  const pw = urlPassword(r);
  const user = r.pick(USERS);
  const [provider, url] = r.pick([
    ['postgresql', `postgres://${user}:${pw}@pg-main.internal:5432/orders?sslmode=require`],
    ['mysql', `mysql://${user}:${pw}@mysql.db.svc.cluster.local:3306/shop`],
    [
      'mongodb',
      `mongodb+srv://${user}:${pw}@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority`,
    ],
    ['redis', `rediss://default:${pw}@cache-prod.example.net:6380/0`],
    ['rabbitmq', `amqp://${user}:${pw}@rabbit.mq.internal:5672/%2Fprod`],
    ['clickhouse', `clickhouse://${user}:${pw}@ch.analytics.local:9000/events`],
  ]);
  const key = r.pick([
    'DATABASE_URL',
    'database_url',
    'dsn',
    'BROKER_URL',
    'connectionString',
    'REDIS_URL',
  ]);
  const form = r.int(3);
  const text =
    form === 0 ? `${key}=${url}` : form === 1 ? `${key}: "${url}"` : `conn = connect("${url}")`;
  return { text: `# ${provider}\n${text}`, secrets: [pw], provider };
}

function jdbc(r) {
  const pw = urlPassword(r);
  return {
    text: [
      'spring.datasource.url=jdbc:postgresql://db.internal:5432/app?user=app&password=' +
        pw +
        '&ssl=true',
      'spring.datasource.hikari.maximum-pool-size=10',
    ].join('\n'),
    secrets: [pw],
    provider: 'postgresql',
  };
}

function adoNet(r) {
  const pw = password(r).replace(/;/g, '');
  const text = JSON.stringify(
    {
      ConnectionStrings: {
        Default: `Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=Billing;User ID=billing_app;Password=${pw};Encrypt=True;`,
      },
    },
    null,
    2,
  );
  return { text, secrets: [pw], provider: 'azure-sql' };
}

function basicHttp(r) {
  const user = r.pick(['ops', 'deploy', 'monitor', 'api']);
  const blob = base64Text(`${user}:${password(r)}`);
  const host = r.pick([
    'registry.example.com',
    'nexus.corp.example',
    'es01.logging.local:9200',
    'api.partner.example',
  ]);
  if (r.chance(0.5)) {
    return {
      text: [
        `GET /v2/_catalog HTTP/1.1`,
        `Host: ${host}`,
        `Authorization: Basic ${blob}`,
        'Accept: */*',
        '',
      ].join('\n'),
      secrets: [blob],
      provider: 'http-basic',
    };
  }
  return {
    text: [
      `curl -s https://${host}/_cluster/health \\`,
      `  -H 'Authorization: Basic ${blob}'`,
    ].join('\n'),
    secrets: [blob],
    provider: 'http-basic',
  };
}

function curlUser(r) {
  const pw = urlPassword(r);
  return {
    text: [
      `curl -u admin:${pw} -X POST https://jenkins.build.internal/job/release/build`,
      `# triggered by ${r.pick(['alice', 'bob', 'cron'])}`,
    ].join('\n'),
    secrets: [pw],
    provider: 'jenkins',
  };
}

function mysqlCli(r) {
  const pw = urlPassword(r);
  return {
    text: [
      `mysql -h db01.internal -u root -p${pw} -e "SHOW DATABASES;"`,
      `mysqldump -h db01.internal -u root --password=${pw} shop > shop.sql`,
    ].join('\n'),
    secrets: [pw],
    provider: 'mysql',
  };
}

export const CONNECTION_TEMPLATES = { urlConn, jdbc, adoNet, basicHttp, curlUser, mysqlCli };
