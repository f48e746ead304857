// Positive templates whose secret is one part of a larger string: passwords in connection
// strings and URLs, HTTP Basic blobs, registry and tool credential files. Each entry is
// [rule, provider slug, (r) => { text, secrets }].
import { APPS, USERS } from './names.mjs';
import { B62, B64U, HEX, LAN, b64bytes, base64Of } from './values.mjs';

const pw = (r, n = 20) => r.chars(B62, n);
const PWCHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!*-_.~';

/** Puts a connection string into one of a few files. */
function wrap(r, url, name = 'DATABASE_URL') {
  switch (r.int(5)) {
    case 0:
      return `${name}=${url}`;
    case 1:
      return `spring:\n  datasource:\n    url: "${url}"\n    hikari:\n      maximum-pool-size: 10`;
    case 2:
      return `{\n  "ConnectionStrings": {\n    "Default": "${url}"\n  }\n}`;
    case 3:
      return `engine = create_engine(\n    "${url}",\n    pool_pre_ping=True,\n)`;
    default:
      return `      - ${name}=${url}`;
  }
}

const conn = (build, name) => (r) => {
  const secret = build.secret(r);
  return { text: wrap(r, build.url(r, secret), name), secrets: [secret] };
};

const CONNECTIONS = [
  [
    'neon',
    {
      secret: (r) => `npg_${pw(r, 12)}`,
      url: (r, s) =>
        `postgresql://${r.pick(['neondb_owner', 'app'])}:${s}@ep-${r.pick(['cool', 'quiet', 'late'])}-${r.pick(['river', 'moon', 'field'])}-a${r.chars(LAN, 7)}.eu-central-1.aws.neon.tech/neondb?sslmode=require`,
    },
  ],
  [
    'supabase-db',
    {
      secret: (r) => pw(r, 16),
      url: (r, s) =>
        `postgresql://postgres.${r.chars('abcdefghijklmnopqrst', 20)}:${s}@aws-0-${r.pick(['eu-central-1', 'us-east-1'])}.pooler.supabase.com:6543/postgres`,
    },
  ],
  [
    'render-postgres',
    {
      secret: (r) => r.chars(LAN, 32),
      url: (r, s) =>
        `postgres://${r.pick(USERS)}:${s}@dpg-${r.chars(LAN, 20)}-a.frankfurt-postgres.render.com/${r.pick(APPS).replace('-', '_')}`,
    },
  ],
  [
    'railway-mysql',
    {
      secret: (r) => pw(r, 32),
      url: (r, s) =>
        `mysql://root:${s}@containers-us-west-${r.int(200)}.railway.app:${5000 + r.int(3000)}/railway`,
    },
  ],
  [
    'planetscale-db',
    {
      secret: (r) => `pscale_pw_${r.chars(B64U, 43)}`,
      url: (r, s) =>
        `mysql://${r.chars(LAN, 20)}:${s}@aws.connect.psdb.cloud/${r.pick(APPS)}?sslaccept=strict`,
    },
  ],
  [
    'mongodb-atlas-db',
    {
      secret: (r) => pw(r, 16),
      url: (r, s) =>
        `mongodb+srv://${r.pick(USERS)}:${s}@cluster0.${r.chars(LAN, 5)}.mongodb.net/${r.pick(APPS)}?retryWrites=true&w=majority`,
    },
  ],
  [
    'redis-cloud',
    {
      secret: (r) => pw(r, 32),
      url: (r, s) =>
        `redis://default:${s}@redis-${10000 + r.int(9000)}.c${r.int(300)}.eu-west-1-2.ec2.redns.redis-cloud.com:${10000 + r.int(9000)}`,
    },
    'REDIS_URL',
  ],
  [
    'upstash-redis',
    {
      secret: (r) => `A${r.chars(B62, 33)}`,
      url: (r, s) =>
        `rediss://default:${s}@eu1-${r.pick(['known', 'brave', 'calm'])}-${r.pick(['cat', 'owl', 'elk'])}-${30000 + r.int(9000)}.upstash.io:6379`,
    },
    'REDIS_URL',
  ],
  [
    'cloudamqp-broker',
    {
      secret: (r) => r.chars(B64U, 32),
      url: (r, s) => {
        const u = r.chars(LAN, 8);
        return `amqps://${u}:${s}@${r.pick(['rattlesnake', 'goose', 'kangaroo'])}.rmq.cloudamqp.com/${u}`;
      },
    },
    'CLOUDAMQP_URL',
  ],
  [
    'cockroach-cloud',
    {
      secret: (r) => pw(r, 22),
      url: (r, s) =>
        `postgresql://${r.pick(USERS)}:${s}@${r.pick(['free-tier', 'prod-cluster'])}.${r.pick(['gcp-us-central1', 'aws-eu-west-1'])}.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
    },
  ],
  [
    'aiven-postgres',
    {
      secret: (r) => `AVNS_${pw(r, 19)}`,
      url: (r, s) =>
        `postgres://avnadmin:${s}@pg-${r.chars(LAN, 8)}-${r.pick(APPS)}.aivencloud.com:${10000 + r.int(20000)}/defaultdb?sslmode=require`,
    },
  ],
  [
    'clickhouse-cloud',
    {
      secret: (r) => r.chars(PWCHARS, 16),
      url: (r, s) =>
        `clickhouse://default:${s}@${r.chars(LAN, 10)}.eu-central-1.aws.clickhouse.cloud:9440/default?secure=true`,
    },
    'CLICKHOUSE_URL',
  ],
  [
    'elastic-cloud-basic',
    {
      secret: (r) => pw(r, 24),
      url: (r, s) => `https://elastic:${s}@${r.pick(APPS)}.es.europe-west3.gcp.cloud.es.io:9243`,
    },
    'ELASTICSEARCH_URL',
  ],
  [
    'cloudinary-url',
    {
      secret: (r) => r.chars(B64U, 27),
      url: (r, s) =>
        `cloudinary://${r.chars('0123456789', 15)}:${s}@${r.pick(['acme-media', 'dx9kq1', 'shopfront'])}`,
    },
    'CLOUDINARY_URL',
  ],
  [
    'mailgun-smtp',
    {
      secret: (r) => `${r.chars(HEX, 32)}-${r.chars(HEX, 8)}-${r.chars(HEX, 8)}`,
      url: (r, s) =>
        `smtps://postmaster%40mg.${r.pick(['acme.io', 'shop.example'])}:${s}@smtp.eu.mailgun.org:465`,
    },
    'MAIL_URL',
  ],
  [
    'self-hosted-postgres',
    {
      secret: (r) => r.chars(PWCHARS, 18),
      url: (r, s) =>
        `postgres://${r.pick(USERS)}:${s}@10.${r.int(250)}.${r.int(250)}.${r.int(250)}:5432/${r.pick(APPS).replace('-', '_')}`,
    },
  ],
];

function jdbcSqlServer(r) {
  const s = r.chars(PWCHARS, 16);
  return {
    text: `spring.datasource.url=jdbc:sqlserver://sql-${r.pick(APPS)}.database.windows.net:1433;databaseName=${r.pick(['Orders', 'Crm'])};user=${r.pick(USERS)};password=${s};encrypt=true;trustServerCertificate=false`,
    secrets: [s],
  };
}

function jdbcPostgres(r) {
  const s = pw(r, 14);
  return {
    text: `<property name="url" value="jdbc:postgresql://db.internal:5432/app?user=${r.pick(USERS)}&amp;password=${s}&amp;ssl=true"/>`,
    secrets: [s],
  };
}

function adoNet(r) {
  const s = r.chars(PWCHARS, 20);
  return {
    text: `"ConnectionStrings": {\n  "Sql": "Server=tcp:${r.pick(APPS)}.database.windows.net,1433;Initial Catalog=${r.pick(['Ledger', 'Catalog'])};Persist Security Info=False;User ID=${r.pick(USERS)};Password=${s};MultipleActiveResultSets=False;Encrypt=True;"\n}`,
    secrets: [s],
  };
}

function azureStorage(r) {
  const s = b64bytes(64)(r);
  return {
    text: `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${r.pick(['acmeprodsa', 'mediastore01', 'stlogsweu'])};AccountKey=${s};EndpointSuffix=core.windows.net"`,
    secrets: [s],
  };
}

function serviceBus(r) {
  const s = b64bytes(32)(r);
  return {
    text: `"ServiceBus": "Endpoint=sb://${r.pick(APPS)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s}"`,
    secrets: [s],
  };
}

function gitRemote(r) {
  const gl = r.chance(0.5);
  const s = gl ? `glpat-${r.chars(B64U, 20)}` : `ghs_${r.chars(B62, 36)}`;
  const user = gl ? 'oauth2' : 'x-access-token';
  const host = gl ? 'gitlab.example-corp.com' : 'github.com';
  return {
    text: `[remote "origin"]\n\turl = https://${user}:${s}@${host}/acme/${r.pick(APPS)}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*`,
    secrets: [s],
  };
}

function pypirc(r) {
  const s = `pypi-AgEIcHlwaS5vcmc${r.chars(B64U, 120)}`;
  return {
    text: `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${s}`,
    secrets: [s],
  };
}

function npmrc(r) {
  const s = `npm_${r.chars(B62, 36)}`;
  return {
    text: `@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${s}\nalways-auth=true`,
    secrets: [s],
  };
}

function mavenSettings(r) {
  const s = r.chars(PWCHARS, 22);
  return {
    text: `<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>${r.pick(USERS)}</username>\n    <password>${s}</password>\n  </server>\n</servers>`,
    secrets: [s],
  };
}

function nugetConfig(r) {
  const s = r.chars(LAN, 52);
  return {
    text: `<packageSourceCredentials>\n  <AzureArtifacts>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="${s}" />\n  </AzureArtifacts>\n</packageSourceCredentials>`,
    secrets: [s],
  };
}

function dockerConfig(r) {
  const s = base64Of(`${r.pick(USERS)}:${r.chars(PWCHARS, 18)}`);
  return {
    text: `{\n  "auths": {\n    "registry.${r.pick(['acme.io', 'internal.example'])}": {\n      "auth": "${s}"\n    }\n  }\n}`,
    secrets: [s],
  };
}

function netrc(r) {
  const s = r.chars(HEX, 40);
  return {
    text: `machine api.${r.pick(['example-ci.io', 'packages.acme.dev'])}\n  login ${r.pick(['ci@acme.io', 'deploy'])}\n  password ${s}`,
    secrets: [s],
  };
}

function pgpass(r) {
  const s = r.chars(PWCHARS, 16);
  return {
    text: `# ~/.pgpass\n${r.pick(['db.internal', '10.0.3.12'])}:5432:${r.pick(APPS)}:${r.pick(USERS)}:${s}`,
    secrets: [s],
  };
}

const BASIC_USERS = [
  ['jira', () => 'ops@acme.io', (r) => `ATATT3xFfGF0${r.chars(B64U, 120)}`],
  ['jenkins', () => 'ci-admin', (r) => `11${r.chars(HEX, 32)}`],
  ['nexus', () => 'deployment', (r) => r.chars(PWCHARS, 16)],
  ['mailjet-basic', (r) => r.chars(HEX, 32), (r) => r.chars(HEX, 32)],
  ['zendesk-basic', () => 'agent@acme.io/token', (r) => r.chars(B62, 40)],
  ['razorpay-basic', (r) => `rzp_live_${r.chars(B62, 14)}`, (r) => r.chars(B62, 24)],
  ['grafana-basic', () => 'admin', (r) => r.chars(PWCHARS, 20)],
  ['harbor', () => 'robot$ci', (r) => r.chars(B62, 32)],
];

function basicAuth(r, [slug, user, pass]) {
  const blob = base64Of(`${user(r)}:${pass(r)}`);
  const text = r.chance(0.5)
    ? `curl -H "Authorization: Basic ${blob}" https://${slug.split('-')[0]}.${r.pick(['acme.io', 'example-corp.net'])}/api/${r.pick(['health', 'v2/search', 'status'])}`
    : `GET /api/2/issue/OPS-${r.int(9000)} HTTP/1.1\nHost: ${slug.split('-')[0]}.example-corp.net\nAuthorization: Basic ${blob}\nAccept: application/json`;
  return { text, secrets: [blob] };
}

function curlUser(r) {
  const s = r.chars(PWCHARS, 20);
  return {
    text: `curl -u ${r.pick(['admin', 'deploy', 'svc-backup'])}:${s} -X POST https://artifacts.${r.pick(['acme.io', 'internal.example'])}/api/v1/repos/${r.pick(APPS)}/upload -T build.tar.gz`,
    secrets: [s],
  };
}

export function specialTemplates() {
  const list = CONNECTIONS.map(([slug, build, name]) => [`conn-${slug}`, slug, conn(build, name)]);
  list.push(
    ['jdbc-sqlserver', 'azure-sql', jdbcSqlServer],
    ['jdbc-postgres', 'self-hosted-postgres', jdbcPostgres],
  );
  list.push(['adonet', 'azure-sql', adoNet], ['azure-storage-conn', 'azure-storage', azureStorage]);
  list.push(
    ['servicebus-conn', 'azure-service-bus', serviceBus],
    ['git-remote', 'git-hosting', gitRemote],
  );
  list.push(
    ['pypirc', 'pypi', pypirc],
    ['npmrc', 'npm', npmrc],
    ['maven-settings', 'sonatype-nexus', mavenSettings],
  );
  list.push(
    ['nuget-config', 'azure-artifacts', nugetConfig],
    ['docker-config', 'container-registry', dockerConfig],
  );
  list.push(
    ['netrc', 'internal-ci', netrc],
    ['pgpass', 'self-hosted-postgres', pgpass],
    ['curl-user', 'artifact-store', curlUser],
  );
  for (const row of BASIC_USERS) {
    list.push([`basic-auth`, row[0], (r) => basicAuth(r, row)]);
  }
  return list;
}
