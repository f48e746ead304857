// Positive records: single credentials in many syntaxes, several credentials in one file,
// connection strings with a password, and HTTP Basic auth blobs.

import { CICD, CLOUDS, MESSAGING, OPS, PAYMENTS, SAAS } from './providers.mjs';
import { AI, CONTENT, CRYPTO, DATA, HEALTH, IDENTITY, INSIGHT, INTERNAL } from './providers2.mjs';
import { CODE_SYNTAXES, FILE_SYNTAXES, host, lines, svc } from './syntax.mjs';
import { WIRE_SYNTAXES } from './requests.mjs';

export const PROVIDERS = [
  ...CLOUDS,
  ...SAAS,
  ...PAYMENTS,
  ...MESSAGING,
  ...OPS,
  ...CICD,
  ...DATA,
  ...CONTENT,
  ...INSIGHT,
  ...AI,
  ...CRYPTO,
  ...IDENTITY,
  ...HEALTH,
  ...INTERNAL,
];
export const SYNTAXES = { ...FILE_SYNTAXES, ...CODE_SYNTAXES, ...WIRE_SYNTAXES };

const entryOf = (r, k, provider) => ({
  words: r.pick(provider.names).split(' '),
  value: provider.gen(k),
});

/** One credential per record, cycling through every syntax. */
export function singles(r, k, count) {
  const names = Object.keys(SYNTAXES);
  const providers = r.shuffle(PROVIDERS).slice(0, count);
  let order = r.shuffle(names);
  return providers.map((provider, i) => {
    if (i > 0 && i % names.length === 0) {
      order = r.shuffle(names);
    }
    const syntax = order[i % names.length];
    const entry = entryOf(r, k, provider);
    return {
      provider: provider.slug,
      rule: `single-${syntax}`,
      template: `single-${syntax}`,
      text: SYNTAXES[syntax](r, [entry], provider.slug),
      secrets: [entry.value],
    };
  });
}

/** Two or three credentials of different services in one file. */
export function multis(r, k, count) {
  const names = [
    'env',
    'yaml',
    'compose',
    'k8s',
    'toml',
    'properties',
    'hocon',
    'json',
    'javascript',
    'python',
    'kotlin',
    'java',
    'shell',
    'actions',
    'gitlab',
    'consul',
    'vaultrendered',
    'terraform',
    'csharp',
    'markdown',
  ];
  return Array.from({ length: count }, (_, i) => {
    const providers = r.sample(PROVIDERS, 2 + r.int(2));
    const entries = providers.map((provider) => ({ ...entryOf(r, k, provider), full: true }));
    const syntax = names[i % names.length];
    return {
      provider: providers[0].slug,
      rule: `multi-${syntax}`,
      template: `multi-${syntax}`,
      text: SYNTAXES[syntax](r, entries, providers[0].slug),
      secrets: entries.map((e) => e.value),
    };
  });
}

const urlPass = (r, k) =>
  r.pick([
    () => k.b62(20),
    () => `${k.b62(10)}-${k.b62(8)}`,
    () => k.b62(32),
    () => `${k.b62(8)}_${k.b62(8)}.${k.b62(4)}`,
  ])();
const user = (r) =>
  r.pick([
    'app_rw',
    'svc_ledger',
    'claims',
    'admin',
    'fhir_sync',
    'kyc_ro',
    'settlement',
    'doadmin',
    'avnadmin',
    'default',
  ]);
const db = (r) => r.pick(['ledger', 'claims', 'payments', 'ehr_stage', 'kyc', 'audit']);

export const CONN = [
  [
    'neon',
    (r, pw) =>
      `postgres://${user(r)}:${pw}@ep-${r.pick(['cool', 'misty', 'quiet'])}-${r.pick(['river', 'sun', 'field'])}-${r.chars('0123456789abcdef', 8)}.eu-central-1.aws.neon.tech/${db(r)}?sslmode=require`,
  ],
  [
    'cockroach-cloud',
    (r, pw) =>
      `postgresql://${user(r)}:${pw}@free-tier${r.int(20)}.gcp-europe-west1.cockroachlabs.cloud:26257/${db(r)}?sslmode=verify-full`,
  ],
  [
    'aiven-postgres',
    (r, pw) =>
      `postgres://avnadmin:${pw}@pg-${svc(r)}-corp.aivencloud.com:${10000 + r.int(20000)}/defaultdb?sslmode=require`,
  ],
  [
    'internal-postgres',
    (r, pw) =>
      `jdbc:postgresql://${svc(r)}-db.prod.internal:5432/${db(r)}?user=${user(r)}&password=${pw}&ssl=true`,
  ],
  [
    'planetscale',
    (r, pw) =>
      `mysql://${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 12)}:${pw}@aws.connect.psdb.cloud/${db(r)}?ssl={"rejectUnauthorized":true}`,
  ],
  [
    'mariadb-internal',
    (r, pw) => `mysql://${user(r)}:${pw}@mariadb-${r.int(3)}.core-banking.svc:3306/${db(r)}`,
  ],
  [
    'mongodb-atlas',
    (r, pw) =>
      `mongodb+srv://${user(r)}:${pw}@cluster${r.int(5)}.${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/${db(r)}?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    (r, pw) =>
      `rediss://default:${pw}@redis-${10000 + r.int(9999)}.c${r.int(300)}.eu-west-1-2.ec2.redns.redis-cloud.com:${10000 + r.int(9999)}`,
  ],
  [
    'upstash',
    (r, pw) =>
      `rediss://default:${pw}@${r.pick(['eu1', 'apn1', 'usw1'])}-${r.pick(['lucky', 'brave', 'calm'])}-${r.pick(['otter', 'lynx', 'crane'])}-${r.int(40000)}.upstash.io:6379`,
  ],
  [
    'cloudamqp',
    (r, pw) =>
      `amqps://${r.chars('abcdefghijklmnopqrstuvwxyz', 8)}:${pw}@${r.pick(['rattlesnake', 'kangaroo', 'whale'])}.rmq.cloudamqp.com/${r.chars('abcdefghijklmnopqrstuvwxyz', 8)}`,
  ],
  [
    'rabbitmq-internal',
    (r, pw) => `amqp://${user(r)}:${pw}@rabbitmq.messaging.svc.cluster.local:5672/%2F`,
  ],
  [
    'azure-sql',
    (r, pw) =>
      `Server=tcp:${svc(r)}-sql.database.windows.net,1433;Initial Catalog=${db(r)};Persist Security Info=False;User ID=${user(r)};Password=${pw};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;`,
  ],
  [
    'sqlserver-internal',
    (r, pw) =>
      `jdbc:sqlserver://mssql${r.int(4)}.corp.local:1433;databaseName=${db(r)};user=${user(r)};password=${pw};encrypt=true;trustServerCertificate=false`,
  ],
  [
    'oracle-db',
    (r, pw) =>
      `jdbc:oracle:thin:${user(r)}/${pw}@//exa${r.int(9)}-scan.corp.local:1521/${db(r).toUpperCase()}_SVC`,
  ],
  [
    'clickhouse-cloud',
    (r, pw) =>
      `https://default:${pw}@${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 10)}.europe-west4.gcp.clickhouse.cloud:8443`,
  ],
  [
    'smtp-relay',
    (r, pw) =>
      `smtp://${r.pick(['postmaster', 'notify', 'alerts'])}%40mail.corp.example:${pw}@smtp.${r.pick(['eu', 'us'])}.mailrelay.net:587`,
  ],
  [
    'sftp-settlement',
    (r, pw) => `sftp://${user(r)}:${pw}@sftp.clearing-${r.pick(['nl', 'de', 'sg'])}.net:22/inbound`,
  ],
  [
    'timescale-cloud',
    (r, pw) =>
      `postgres://tsdbadmin:${pw}@${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 10)}.${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 10)}.tsdb.cloud.timescale.com:3${r.int(10000)}/tsdb?sslmode=require`,
  ],
];

const connWrap = (r, uri, slug) =>
  r.pick([
    () => lines(`# ${svc(r)}`, `DATABASE_URL=${uri}`, `POOL_SIZE=${5 + r.int(20)}`),
    () =>
      lines(
        `spring:`,
        `  datasource:`,
        `    url: "${uri}"`,
        `    hikari:`,
        `      maximum-pool-size: ${5 + r.int(20)}`,
      ),
    () =>
      lines(
        `{`,
        `  "ConnectionStrings": {`,
        `    "${slug.includes('sql') ? 'Default' : 'Broker'}": "${uri}"`,
        `  }`,
        `}`,
      ),
    () => lines(`db {`, `  url = "${uri}"`, `  numThreads = ${4 + r.int(8)}`, `}`),
    () => lines(`const pool = createPool({`, `  uri: '${uri}',`, `  max: ${5 + r.int(20)},`, `});`),
    () =>
      lines(
        `2024-03-1${r.int(10)} 08:0${r.int(10)}:11 ERROR [${svc(r)}] connection refused: ${uri}`,
        `  at io.netty.channel.AbstractChannel.connect`,
      ),
    () =>
      lines(
        `      - name: ${slug.toUpperCase().replace(/-/g, '_')}_URL`,
        `        value: "${uri}"`,
      ),
  ])();

export function connections(r, k, count) {
  return Array.from({ length: count }, (_, i) => {
    const [slug, make] = CONN[i % CONN.length];
    const pw = urlPass(r, k);
    return {
      provider: slug,
      rule: 'connection-string',
      template: 'connection-string',
      text: connWrap(r, make(r, pw), slug),
      secrets: [pw],
    };
  });
}

const BASIC = [
  'klarna',
  'worldpay',
  'mailjet',
  'jira-cloud',
  'bitbucket-app-password',
  'amadeus-ws',
  'sabre-ws',
  'fhir-server',
  'nexus-repository',
  'elastic-cloud',
  'adyen-ws',
  'opentext-edi',
  'temenos-t24',
  'mambu',
  'finastra-fusion',
];

export function basics(r, k, count) {
  return Array.from({ length: count }, (_, i) => {
    const slug = BASIC[i % BASIC.length];
    const blob = Buffer.from(
      `${r.pick(['ws_', 'svc-', 'api@', 'int.'])}${k.lower(8)}:${k.password()}`,
    ).toString('base64');
    const text = r.pick([
      () =>
        lines(
          `GET /ws/${slug}/v3/accounts HTTP/1.1`,
          `Host: ${host(r, slug)}`,
          `Authorization: Basic ${blob}`,
          `Accept: application/xml`,
        ),
      () =>
        lines(
          `curl https://${host(r, slug)}/rest/api/3/search \\`,
          `  -H 'Authorization: Basic ${blob}' \\`,
          `  -H 'Accept: application/json'`,
        ),
      () =>
        lines(
          `location /upstream/${slug}/ {`,
          `    proxy_pass https://${host(r, slug)}/;`,
          `    proxy_set_header Authorization "Basic ${blob}";`,
          `}`,
        ),
      () =>
        lines(
          `HttpRequest request = HttpRequest.newBuilder(URI.create("https://${host(r, slug)}/api"))`,
          `    .header("Authorization", "Basic ${blob}")`,
          `    .build();`,
        ),
      () =>
        lines(`outbound:`, `  ${slug}:`, `    headers:`, `      Authorization: "Basic ${blob}"`),
    ])();
    return { provider: slug, rule: 'basic-auth', template: 'basic-auth', text, secrets: [blob] };
  });
}
