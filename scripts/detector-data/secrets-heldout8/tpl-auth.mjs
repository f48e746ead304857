// Positive templates for Basic auth (the secret is the base64 blob, or the password when it is
// written in clear) and for database connection strings (the secret is the password).

function basicHeaderDump({ r, p, blob }) {
  return [
    `${r.pick(['GET', 'POST'])} /v1/${r.pick(['accounts', 'messages', 'projects'])} HTTP/1.1`,
    `Host: ${p.host}`,
    `Authorization: Basic ${blob}`,
    'Accept: */*',
    '',
  ].join('\n');
}

function basicCurlHeader({ p, blob }) {
  return [`curl -s https://${p.host}/v1/me \\`, `  -H 'Authorization: Basic ${blob}'`, ''].join(
    '\n',
  );
}

function basicCurlUser({ p, user, pass }) {
  return [
    `# ${p.name}: list resources`,
    `curl -u '${user}:${pass}' https://${p.host}/v3/resources?limit=5`,
    '',
  ].join('\n');
}

function basicPython({ p, user, pass }) {
  return [
    'import requests',
    '',
    `AUTH = ("${user}", "${pass}")`,
    `r = requests.get("https://${p.host}/api/v2/me", auth=AUTH, timeout=15)`,
    'print(r.json())',
    '',
  ].join('\n');
}

function basicAxios({ p, user, pass }) {
  return [
    "import axios from 'axios';",
    '',
    'export const api = axios.create({',
    `  baseURL: 'https://${p.host}',`,
    `  auth: { username: '${user}', password: '${pass}' },`,
    '});',
    '',
  ].join('\n');
}

/** Basic auth templates, split by whether they show the base64 blob or the clear parts. */
export const BASIC_BLOB_TEMPLATES = {
  'basic-http-dump': basicHeaderDump,
  'basic-curl-header': basicCurlHeader,
};
export const BASIC_CLEAR_TEMPLATES = {
  'basic-curl-user': basicCurlUser,
  'basic-python': basicPython,
  'basic-axios': basicAxios,
};

const USERS = ['app_rw', 'svc_orders', 'admin', 'acme_prod', 'reporting', 'api_user'];
const DBS = ['orders', 'app', 'analytics', 'shop', 'ledger'];

/** The connection string of `conn` type for host and password. */
export function connectionString(r, conn, host, pw) {
  const user = r.pick(USERS);
  const db = r.pick(DBS);
  switch (conn) {
    case 'postgres':
      return `${r.pick(['postgres', 'postgresql'])}://${user}:${pw}@${host}:5432/${db}?sslmode=require`;
    case 'mysql':
      return `mysql://${user}:${pw}@${host}/${db}?ssl=${r.pick(['true', '{"rejectUnauthorized":true}'])}`;
    case 'mongodb':
      return `mongodb+srv://${user}:${pw}@${host}/${db}?retryWrites=true&w=majority&appName=${db}`;
    case 'redis':
      return `rediss://default:${pw}@${host}:${r.pick([6379, 6380, 13422])}`;
    case 'amqp':
      return `amqps://${user}:${pw}@${host}/${user}`;
    case 'sqlserver':
      return `Server=tcp:${host},1433;Initial Catalog=${db};Persist Security Info=False;User ID=${user};Password=${pw};MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;`;
    default:
      return `jdbc:postgresql://${host}:5432/tsdb?user=tsdbadmin&password=${pw}&sslmode=require`;
  }
}

function connEnv({ r, cs }) {
  return [
    `# ${r.pick(['.env', 'prisma/.env', 'api/.env.production'])}`,
    `${r.pick(['DATABASE_URL', 'DB_URL', 'MONGO_URI', 'REDIS_URL', 'BROKER_URL', 'PRIMARY_DSN'])}=${r.chance(0.5) ? `"${cs}"` : cs}`,
    'DB_POOL_SIZE=10',
    '',
  ].join('\n');
}

function connAppsettings({ r, cs }) {
  const doc = {
    Logging: { LogLevel: { Default: 'Information' } },
    ConnectionStrings: { [r.pick(['Default', 'MainDb', 'Orders'])]: cs },
    AllowedHosts: '*',
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

function connSpring({ cs }) {
  return [
    '# application-prod.properties',
    `spring.datasource.url=${cs}`,
    'spring.datasource.hikari.maximum-pool-size=12',
    'spring.jpa.hibernate.ddl-auto=validate',
    '',
  ].join('\n');
}

function connPython({ r, cs }) {
  const fn = r.pick(['create_engine', 'MongoClient', 'redis.from_url', 'pika.URLParameters']);
  return ['# worker/db.py', `client = ${fn}(`, `    "${cs}"`, ')', ''].join('\n');
}

function connDatabaseYml({ cs }) {
  return ['production:', '  <<: *default', `  url: ${cs}`, '  pool: 15', ''].join('\n');
}

/** Connection string templates: name -> function of { r, cs }. */
export const CONN_TEMPLATES = {
  'conn-env': connEnv,
  'conn-appsettings': connAppsettings,
  'conn-spring': connSpring,
  'conn-python': connPython,
  'conn-database-yml': connDatabaseYml,
};

/** CLI with a password flag (`-p`, `-a`, `--password`), per connection type. */
export function passwordCli(r, conn, host, pw) {
  switch (conn) {
    case 'mysql':
      return `$ mysql -h ${host} -u ${r.pick(USERS)} -p${pw} ${r.pick(DBS)}\nWelcome to the MySQL monitor.\n`;
    case 'redis':
      return `$ redis-cli -h ${host} -p 6379 --tls -a ${pw} PING\nPONG\n`;
    case 'mongodb':
      return `$ mongosh "mongodb+srv://${host}/admin" --username ${r.pick(USERS)} --password ${pw}\n`;
    case 'sqlserver':
      return `$ sqlcmd -S ${host} -d ${r.pick(DBS)} -U ${r.pick(USERS)} -P ${pw} -Q "SELECT 1"\n`;
    default:
      return `$ PGPASSWORD=${pw} psql -h ${host} -U ${r.pick(USERS)} -d ${r.pick(DBS)} -c '\\dt'\n`;
  }
}
