// Data-platform providers for secrets-heldout34, part 2.
import { Buffer } from 'node:buffer';

const P = (p, key, gen, o = {}) => ({ p, key, gen, theme: true, n: 2, kind: 'token', ...o });

export const dataProviders2 = [
  P('mode-analytics', 'MODE_API_SECRET', (v) => v.hex(40), {
    svc: 'Mode',
    n: 2,
    idKey: 'MODE_API_TOKEN',
    id: (v) => v.hex(12),
    auth: 'basic',
  }),
  P('hex-tech', 'HEX_API_TOKEN', (v) => v.alnum(64), { svc: 'Hex', n: 2, auth: 'bearer' }),
  P('sigma-computing', 'SIGMA_CLIENT_SECRET', (v) => v.hex(64), {
    svc: 'Sigma',
    n: 2,
    idKey: 'SIGMA_CLIENT_ID',
    id: (v) => v.hex(32),
  }),
  P('preset', 'PRESET_API_SECRET', (v) => v.hex(64), {
    svc: 'Preset',
    n: 2,
    idKey: 'PRESET_API_TOKEN',
    id: (v) => v.uuid(),
  }),
  P(
    'grafana-service-account',
    'GRAFANA_SERVICE_ACCOUNT_TOKEN',
    (v) => `glsa_${v.alnum(32)}_${v.hex(8)}`,
    {
      svc: 'Grafana',
      prefix: 'glsa_',
      auth: 'bearer',
    },
  ),
  P(
    'grafana-cloud',
    'GRAFANA_CLOUD_ACCESS_POLICY_TOKEN',
    (v) =>
      `glc_${Buffer.from(JSON.stringify({ o: v.digits(6), n: `stack-${v.digits(6)}-hm-read-${v.word()}`, k: v.alnum(24), m: { r: v.pick(['prod-us-east-0', 'prod-eu-west-2']) } })).toString('base64')}`,
    { svc: 'Grafana Cloud', prefix: 'glc_', n: 2, auth: 'bearer' },
  ),
  P('grafana', 'GF_SECURITY_ADMIN_PASSWORD', (v) => v.password(), {
    kind: 'password',
    svc: 'Grafana',
    n: 2,
  }),
  P('redash', 'REDASH_API_KEY', (v) => v.alnum(40), {
    svc: 'Redash',
    host: (v) => `redash.${v.pick(['acme.io', 'internal.example.net', 'data.corp'])}`,
    natives: ['redash-query-url'],
    auth: 'key',
  }),
  P('redash-cookie-secret', 'REDASH_COOKIE_SECRET', (v) => v.hex(32), { svc: 'Redash', n: 2 }),
  P('retool', 'RETOOL_API_TOKEN', (v) => `retool_${v.alnum(32)}`, {
    svc: 'Retool',
    n: 2,
    prefix: 'retool_',
    auth: 'bearer',
  }),
  P('airtable', 'AIRTABLE_PAT', (v) => `pat${v.alnum(14)}.${v.hex(64)}`, {
    svc: 'Airtable',
    prefix: 'pat',
    auth: 'bearer',
  }),
  P('firebase-db-secret', 'FIREBASE_DATABASE_SECRET', (v) => v.alnum(40), {
    svc: 'Firebase Realtime Database',
    n: 2,
  }),
  P(
    'upstash-redis',
    'UPSTASH_REDIS_REST_TOKEN',
    (v) => `A${v.pick(['X', 'Y', 'Z'])}${v.alnum(2)}ACQg${v.alnum(56)}=`,
    {
      svc: 'Upstash Redis',
      auth: 'bearer',
    },
  ),
  P('upstash-qstash', 'QSTASH_CURRENT_SIGNING_KEY', (v) => `sig_${v.alnum(28)}`, {
    svc: 'Upstash QStash',
    n: 2,
    prefix: 'sig_',
  }),
  P('redis-cloud', 'REDIS_PASSWORD', (v) => v.alnum(32), {
    kind: 'password',
    svc: 'Redis Cloud',
    user: 'default',
    host: (v) => `redis-${v.digits(5)}.c${v.digits(3)}.${v.region()}-1.ec2.redns.redis-cloud.com`,
    port: (v) => 10000 + v.int(9999),
    scheme: 'rediss',
    natives: ['redis-url', 'redis-cli'],
    only: true,
  }),
  P(
    'elastic-cloud',
    'ELASTIC_API_KEY',
    (v) => Buffer.from(`${v.b64url(20)}:${v.b64url(22)}`).toString('base64'),
    {
      svc: 'Elastic Cloud',
      auth: 'apikey',
    },
  ),
  P('elasticsearch', 'ELASTIC_PASSWORD', (v) => v.alnum(24), {
    kind: 'password',
    svc: 'Elasticsearch',
    n: 2,
  }),
  P('algolia-admin', 'ALGOLIA_ADMIN_API_KEY', (v) => v.hex(32), {
    svc: 'Algolia',
    extra: (v) => [['ALGOLIA_APP_ID', v.uppernum(10)]],
  }),
  P('pinecone', 'PINECONE_API_KEY', (v) => `pcsk_${v.alnum(5)}_${v.alnum(64)}`, {
    svc: 'Pinecone',
    prefix: 'pcsk_',
  }),
  P('weaviate', 'WEAVIATE_API_KEY', (v) => v.alnum(40), {
    svc: 'Weaviate Cloud',
    n: 2,
    auth: 'bearer',
  }),
  P('qdrant', 'QDRANT_API_KEY', (v) => v.b64url(40), {
    svc: 'Qdrant Cloud',
    n: 2,
    auth: 'api-key',
  }),
  P(
    'motherduck',
    'motherduck_token',
    (v) =>
      v.jwt({
        email: `${v.word()}@${v.word()}.io`,
        session: `${v.word()}.${v.hex(8)}`,
        iat: v.epoch(),
        iss: 'mdcp',
      }),
    { svc: 'MotherDuck', natives: ['duckdb-attach'], prefix: 'eyJ' },
  ),
  P('confluent-cloud', 'CONFLUENT_CLOUD_API_SECRET', (v) => v.b64chars(64), {
    svc: 'Confluent Cloud',
    n: 3,
    idKey: 'CONFLUENT_CLOUD_API_KEY',
    id: (v) => v.uppernum(16),
    host: (v) => `pkc-${v.lowernum(5)}.${v.region()}.aws.confluent.cloud`,
    natives: ['kafka-client-properties'],
  }),
  P('influxdb', 'INFLUX_TOKEN', (v) => `${v.b64url(86)}==`, {
    svc: 'InfluxDB',
    host: (v) => `${v.region()}-1.aws.cloud2.influxdata.com`,
    auth: 'token',
    cli: 'influx',
  }),
  P('couchbase-capella', 'COUCHBASE_PASSWORD', (v) => v.password(), {
    kind: 'password',
    svc: 'Couchbase Capella',
    n: 2,
  }),
  P('neo4j-aura', 'NEO4J_PASSWORD', (v) => v.b64url(43), {
    kind: 'password',
    svc: 'Neo4j Aura',
    natives: ['neo4j-aura-txt'],
  }),
  P('prefect-cloud', 'PREFECT_API_KEY', (v) => `pnu_${v.alnum(36)}`, {
    svc: 'Prefect Cloud',
    prefix: 'pnu_',
    cli: 'prefect',
  }),
  P('dagster-cloud', 'DAGSTER_CLOUD_AGENT_TOKEN', (v) => `agent:${v.word()}:${v.hex(32)}`, {
    svc: 'Dagster+',
    n: 2,
  }),
  P(
    'astronomer',
    'ASTRO_API_TOKEN',
    (v) =>
      v.jwt(
        { 'https://astronomer.io/jwt/scope': 'deployment', sub: v.lowernum(25), iat: v.epoch() },
        'RS256',
      ),
    { svc: 'Astronomer', n: 2, prefix: 'eyJ', auth: 'bearer' },
  ),
  P(
    'tinybird',
    'TB_TOKEN',
    (v) =>
      `p.${Buffer.from(JSON.stringify({ u: v.uuid(), id: v.uuid(), host: v.pick(['gcp-europe-west3', 'aws-us-east-1']) })).toString('base64url')}.${v.b64url(43)}`,
    { svc: 'Tinybird', prefix: 'p.', auth: 'bearer', cli: 'tb' },
  ),
  P('turso', 'TURSO_AUTH_TOKEN', (v) => v.jwt({ a: 'rw', iat: v.epoch(), id: v.uuid() }, 'EdDSA'), {
    svc: 'Turso',
    prefix: 'eyJ',
  }),
  P('xata', 'XATA_API_KEY', (v) => `xau_${v.alnum(32)}`, {
    svc: 'Xata',
    n: 2,
    prefix: 'xau_',
    auth: 'bearer',
  }),
  P('fauna', 'FAUNA_SECRET', (v) => `fn${v.pick(['A', 'E'])}${v.b64url(37)}`, {
    svc: 'Fauna',
    n: 2,
    prefix: 'fn',
  }),
  P(
    'convex',
    'CONVEX_DEPLOY_KEY',
    (v) => `prod:${v.adj()}-${v.word()}-${v.digits(3)}|eyJ2MiI6I${v.b64url(64)}`,
    {
      svc: 'Convex',
      n: 2,
    },
  ),
  P(
    'prisma-accelerate',
    'DATABASE_URL',
    (v) => v.jwt({ api_key: v.uuid(), tenant_id: v.hex(64), internal_secret: v.uuid() }),
    { svc: 'Prisma Accelerate', natives: ['prisma-accelerate-env'], n: 1, only: true },
  ),
  P('hasura', 'HASURA_GRAPHQL_ADMIN_SECRET', (v) => v.alnum(64), {
    svc: 'Hasura',
    auth: 'x-hasura-admin-secret',
  }),
  P('starburst-galaxy', 'TRINO_PASSWORD', (v) => v.password(), {
    kind: 'password',
    svc: 'Starburst Galaxy',
    n: 2,
    natives: ['trino-python'],
  }),
  P('dremio', 'DREMIO_PAT', (v) => v.b64(54), { svc: 'Dremio Cloud', n: 2, auth: 'bearer' }),
  P('azure-cosmosdb', 'COSMOS_KEY', (v) => v.b64(64), {
    svc: 'Azure Cosmos DB',
    host: (v) => `${v.pick(['orders', 'telemetry', 'catalog'])}-cosmos.documents.azure.com`,
    natives: ['cosmos-connection-string'],
  }),
  P('azure-storage', 'AZURE_STORAGE_KEY', (v) => v.b64(64), {
    svc: 'ADLS Gen2',
    n: 3,
    host: (v) => `${v.pick(['datalake', 'lakehouse', 'rawzone'])}${v.lowernum(6)}`,
    natives: [
      'azure-storage-connection-string',
      'spark-conf-azure',
      'azure-storage-connection-string',
    ],
  }),
  P('azure-sas', 'AZURE_SAS_SIG', (v) => encodeURIComponent(v.b64(32)), {
    svc: 'Azure Blob SAS',
    host: (v) => `${v.pick(['exports', 'backups', 'landing'])}${v.lowernum(6)}`,
    natives: ['sas-url'],
    only: true,
  }),
  P('aws', 'AWS_SECRET_ACCESS_KEY', (v) => v.b64chars(40), {
    svc: 'AWS',
    n: 5,
    idKey: 'AWS_ACCESS_KEY_ID',
    id: (v) => `AKIA${v.uppernum(16)}`,
    both: true,
    natives: [
      'copy-credentials',
      'snowflake-stage',
      'spark-conf-s3',
      'pgbackrest-s3',
      'aws-credentials-file',
    ],
  }),
];
