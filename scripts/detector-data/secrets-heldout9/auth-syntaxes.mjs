// Basic-auth pairs and database or broker passwords: renderers return { text, secrets }.

const USERS = ['svc_ml', 'etl_loader', 'analytics', 'dbt_runner', 'airflow', 'ml-bot', 'reporter'];
const DBS = ['analytics', 'features', 'warehouse', 'labels', 'mlops', 'events'];

const basicHeader = (r, c) => {
  const user = c.user ?? r.pick(USERS);
  const blob = Buffer.from(`${user}:${c.value}`).toString('base64');
  const text = [
    `${r.pick(['POST', 'GET'])} /api/${r.pick(['v2/tickets', 'v1/messages', 'export'])} HTTP/1.1`,
    `Host: ${c.host}`,
    `Authorization: Basic ${blob}`,
    'Content-Type: application/json',
  ].join('\n');
  return { text, secrets: [blob] };
};

const curlUser = (r, c) => {
  const user = c.user ?? r.pick(USERS);
  return {
    text: `curl -u ${user}:${c.value} https://${c.host}/api/${r.pick(['v1/jobs', 'v2/users.json', 'exports'])} | jq .`,
    secrets: [c.value],
  };
};

const requestsAuth = (r, c) => ({
  text: [
    'import requests',
    'from requests.auth import HTTPBasicAuth',
    '',
    `auth = HTTPBasicAuth("${c.user ?? r.pick(USERS)}", "${c.value}")`,
    `rows = requests.get("https://${c.host}/api/records", auth=auth, timeout=30).json()`,
  ].join('\n'),
  secrets: [c.value],
});

const yamlUserPass = (r, c) => ({
  text: [
    `${c.slug.replace(/-/g, '_')}:`,
    `  url: https://${c.host}`,
    `  username: ${c.user ?? r.pick(USERS)}`,
    `  ${r.pick(['password', 'api_token', 'secret'])}: "${c.value}"`,
  ].join('\n'),
  secrets: [c.value],
});

export const BASIC_SYNTAXES = {
  'http-basic': basicHeader,
  'curl-user': curlUser,
  'python-basic-auth': requestsAuth,
  'yaml-userpass': yamlUserPass,
};

const SCHEME = {
  'mongodb-atlas': 'mongodb+srv',
  'redis-cloud': 'rediss',
  cloudamqp: 'amqps',
  planetscale: 'mysql',
  'clickhouse-cloud': 'clickhouse',
  snowflake: 'snowflake',
};

const url = (r, c) => {
  const scheme = SCHEME[c.slug] ?? r.pick(['postgresql', 'postgres', 'postgresql+psycopg2']);
  const user = scheme === 'rediss' ? 'default' : r.pick(USERS);
  const port = { mysql: ':3306', rediss: ':6380', amqps: '', 'mongodb+srv': '' }[scheme] ?? ':5432';
  const host = `${r.pick(['db', 'prod', 'primary', 'cluster0'])}.${c.host.replace(/^api\./, '')}`;
  const tail = scheme.startsWith('mongodb') ? '/?retryWrites=true&w=majority' : `/${r.pick(DBS)}`;
  return `${scheme}://${user}:${c.value}@${host}${port}${tail}`;
};

const dbEnv = (r, c) => ({
  text: `# .env\n${r.pick(['DATABASE_URL', 'WAREHOUSE_DSN', 'SQLALCHEMY_DATABASE_URI', 'BROKER_URL'])}=${url(r, c)}\nDEBUG=false`,
  secrets: [c.value],
});

const airflowEnv = (r, c) => ({
  text: `export AIRFLOW_CONN_${r.pick(['WAREHOUSE', 'FEATURE_DB', 'LABELS_DB'])}='${url(r, c)}'\nairflow dags trigger ${r.pick(['nightly_features', 'retrain_weekly'])}`,
  secrets: [c.value],
});

const sqlalchemy = (r, c) => ({
  text: [
    'from sqlalchemy import create_engine',
    'import pandas as pd',
    '',
    `engine = create_engine("${url(r, c)}", pool_pre_ping=True)`,
    `df = pd.read_sql("select * from ${r.pick(['features.daily', 'labels.v3', 'events'])} limit 1000", engine)`,
  ].join('\n'),
  secrets: [c.value],
});

const dbtProfile = (r, c) => {
  const type = { snowflake: 'snowflake', redshift: 'redshift' }[c.slug] ?? 'postgres';
  const where =
    type === 'snowflake'
      ? [
          `      account: ${r.chars('abcdefghijklmnopqrstuvwxyz', 2)}${r.int(90000) + 10000}.eu-central-1`,
          `      warehouse: TRANSFORMING`,
          `      role: TRANSFORMER`,
        ]
      : [
          `      host: ${r.pick(['warehouse', 'dwh', 'analytics'])}.${c.host.replace(/^api\./, '')}`,
          `      port: ${type === 'redshift' ? 5439 : 5432}`,
        ];
  const text = [
    `${r.pick(['analytics', 'jaffle_shop', 'marts'])}:`,
    '  target: prod',
    '  outputs:',
    '    prod:',
    `      type: ${type}`,
    ...where,
    `      user: ${r.pick(USERS)}`,
    `      password: ${c.value}`,
    `      ${type === 'snowflake' ? 'database' : 'dbname'}: ${r.pick(DBS)}`,
    `      schema: ${r.pick(['dbt_prod', 'marts', 'staging'])}`,
    `      threads: ${r.pick([4, 8, 16])}`,
  ].join('\n');
  return { text, secrets: [c.value] };
};

const jdbc = (r, c) => {
  const kind =
    c.slug === 'azure-sql' ? 'sqlserver' : c.slug === 'redshift' ? 'redshift' : 'postgresql';
  const host = `${r.pick(['dwh', 'db01', 'reporting'])}.${c.host.replace(/^api\./, '')}`;
  const u =
    kind === 'sqlserver'
      ? `jdbc:sqlserver://${host}:1433;databaseName=${r.pick(DBS)};user=${r.pick(USERS)};password=${c.value};encrypt=true`
      : `jdbc:${kind}://${host}:${kind === 'redshift' ? 5439 : 5432}/${r.pick(DBS)}?user=${r.pick(USERS)}&password=${c.value}&ssl=true`;
  return {
    text: `spring.datasource.url=${u}\nspring.jpa.hibernate.ddl-auto=validate`,
    secrets: [c.value],
  };
};

const adoNet = (r, c) => ({
  text: `{\n  "ConnectionStrings": {\n    "Warehouse": "Server=tcp:${r.pick(['sql-ml', 'dwh-prod'])}.database.windows.net,1433;Initial Catalog=${r.pick(DBS)};User ID=${r.pick(USERS)};Password=${c.value};Encrypt=True;"\n  }\n}`,
  secrets: [c.value],
});

const snowflakePy = (r, c) => ({
  text: [
    'import snowflake.connector',
    '',
    'conn = snowflake.connector.connect(',
    `    user="${r.pick(USERS).toUpperCase()}",`,
    `    password="${c.value}",`,
    `    account="${r.chars('abcdefghijklmnopqrstuvwxyz', 3)}${r.int(90000) + 10000}",`,
    '    warehouse="ML_WH",',
    ')',
  ].join('\n'),
  secrets: [c.value],
});

const rDbi = (r, c) => ({
  text: [
    'library(DBI)',
    'con <- dbConnect(RPostgres::Postgres(),',
    `                 host = "${r.pick(['dwh', 'pg'])}.${c.host.replace(/^api\./, '')}", dbname = "${r.pick(DBS)}",`,
    `                 user = "${r.pick(USERS)}", password = "${c.value}")`,
    'cohort <- dbGetQuery(con, "SELECT * FROM cohorts WHERE year = 2024")',
  ].join('\n'),
  secrets: [c.value],
});

const pgpass = (r, c) => ({
  text: `# ~/.pgpass\n${r.pick(['warehouse', 'replica'])}.${c.host.replace(/^api\./, '')}:5432:${r.pick(DBS)}:${r.pick(USERS)}:${c.value}`,
  secrets: [c.value],
});

const composeDb = (r, c) => ({
  text: [
    'services:',
    '  db:',
    `    image: ${r.pick(['postgres:16', 'timescale/timescaledb:latest-pg16', 'mysql:8.3'])}`,
    '    environment:',
    `      POSTGRES_USER: ${r.pick(USERS)}`,
    `      POSTGRES_PASSWORD: ${c.value}`,
    `      POSTGRES_DB: ${r.pick(DBS)}`,
  ].join('\n'),
  secrets: [c.value],
});

export const DB_SYNTAXES = {
  'db-url-env': dbEnv,
  'airflow-conn-env': airflowEnv,
  sqlalchemy,
  'dbt-profiles': dbtProfile,
  jdbc,
  'ado-net': adoNet,
  'snowflake-python': snowflakePy,
  'r-dbi': rDbi,
  pgpass,
  'compose-db': composeDb,
};
