// Positives whose secret is one part of a larger value: passwords in connection strings and
// Airflow connection URIs, ADO.NET and JDBC strings, Basic auth blobs, query-string tokens and
// service-account JSON. Each returns { text, secrets, provider, rule }.

const user = (r) =>
  r.pick(['etl_user', 'dbt', 'analytics_rw', 'airflow', 'svc_loader', 'ml_reader', 'admin']);

const DSN = [
  [
    'neon',
    'postgresql',
    (v, r) =>
      `ep-${r.pick(['cool', 'misty', 'young'])}-${v.lower(8)}.eu-central-1.aws.neon.tech:5432/${r.pick(['main', 'analytics'])}?sslmode=require`,
  ],
  [
    'aiven',
    'postgres',
    (v) => `pg-${v.lower(6)}-proj.aivencloud.com:21543/defaultdb?sslmode=require`,
  ],
  [
    'timescale',
    'postgres',
    (v) => `${v.lower(10)}.${v.lower(10)}.tsdb.cloud.timescale.com:34567/tsdb`,
  ],
  ['crunchy-bridge', 'postgres', (v) => `p.${v.lower(26)}.db.postgresbridge.com:5432/postgres`],
  ['planetscale', 'mysql', (v) => `aws.connect.psdb.cloud/${v.lower(8)}?sslaccept=strict`],
  [
    'singlestore',
    'mysql',
    (v) => `svc-${v.uuid()}-dml.aws-virginia-6.svc.singlestore.com:3306/warehouse`,
  ],
  [
    'mongodb-atlas',
    'mongodb+srv',
    (v) => `cluster0.${v.lower(5)}.mongodb.net/${'features'}?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    'redis',
    (v) =>
      `redis-1${v.digits(4)}.c${v.digits(3)}.eu-west-1-2.ec2.cloud.redislabs.com:1${v.digits(4)}`,
  ],
  ['upstash', 'rediss', (v) => `${r0(v)}.upstash.io:6379`],
  ['cloudamqp', 'amqps', (v) => `${r0(v)}.rmq.cloudamqp.com/${v.lower(8)}`],
  [
    'internal-clickhouse',
    'clickhouse',
    () => 'ch-analytics-01.corp.internal:9440/events?secure=true',
  ],
];
const r0 = (v) => v.lower(4) + '-' + v.lower(6) + '-' + v.digits(5);

export const SPECIAL = {
  dsnEnv(r, v) {
    const [provider, scheme, rest] = r.pick(DSN);
    const password = v.pw(r.int(12) + 14);
    const name = r.pick([
      'DATABASE_URL',
      'WAREHOUSE_DSN',
      'SQLALCHEMY_DATABASE_URI',
      'FEAST_ONLINE_STORE_URL',
      'CELERY_BROKER_URL',
    ]);
    const text = [
      `# ${provider}`,
      `${name}=${scheme}://${user(r)}:${password}@${rest(v, r)}`,
      `POOL_SIZE=${r.int(10) + 2}`,
    ].join('\n');
    return { text, secrets: [password], provider, rule: 'dsn-env' };
  },
  airflowConn(r, v) {
    const [provider, scheme, rest] = r.pick(DSN);
    const password = v.pw(r.int(10) + 16);
    const conn = r.pick(['warehouse', 'feature_db', 'raw_events', 'ml_metadata']);
    const text = [
      '# airflow.env',
      'AIRFLOW__CORE__EXECUTOR=CeleryExecutor',
      `AIRFLOW_CONN_${conn.toUpperCase()}='${scheme}://${user(r)}:${password}@${rest(v, r)}'`,
      'AIRFLOW__CORE__LOAD_EXAMPLES=False',
    ].join('\n');
    return { text, secrets: [password], provider, rule: 'airflow-conn-uri' };
  },
  airflowConnJson(r, v) {
    const token = 'dapi' + v.hex(32);
    const text = [
      `$ airflow connections add databricks_${r.pick(['default', 'prod', 'ml'])} --conn-json '${JSON.stringify(
        {
          conn_type: 'databricks',
          host: `https://adb-${v.digits(16)}.${r.int(20)}.azuredatabricks.net`,
          extra: { token, http_path: `/sql/1.0/warehouses/${v.hex(16)}` },
        },
      )}'`,
      'Successfully added `conn_id`=databricks_prod',
    ].join('\n');
    return { text, secrets: [token], provider: 'databricks', rule: 'airflow-conn-json' };
  },
  jdbc(r, v) {
    const password = v.pw(18);
    const [provider, url] = r.pick([
      [
        'redshift',
        `jdbc:redshift://analytics.${v.lower(12)}.eu-west-1.redshift.amazonaws.com:5439/dev?user=loader&password=${password}`,
      ],
      [
        'snowflake',
        `jdbc:snowflake://${v.lower(7)}-${v.lower(7)}.snowflakecomputing.com/?db=RAW&warehouse=LOAD_WH&user=ETL&password=${password}`,
      ],
      [
        'azure-synapse',
        `jdbc:sqlserver://${v.lower(8)}.sql.azuresynapse.net:1433;database=dw;user=sqladmin;password=${password};encrypt=true`,
      ],
    ]);
    const text = [
      'df = (spark.read.format("jdbc")',
      `      .option("url", "${url}")`,
      `      .option("dbtable", "${r.pick(['public.orders', 'RAW.EVENTS', 'dbo.FactSales'])}")`,
      '      .load())',
    ].join('\n');
    return { text, secrets: [password], provider, rule: 'spark-jdbc-url' };
  },
  adoNet(r, v) {
    const password = v.pw(20);
    const text = JSON.stringify(
      {
        ConnectionStrings: {
          Warehouse: `Server=tcp:${v.lower(10)}.database.windows.net,1433;Initial Catalog=${r.pick(['dw', 'reporting'])};User ID=report_reader;Password=${password};Encrypt=True;TrustServerCertificate=False;`,
        },
        Logging: { LogLevel: { Default: 'Information' } },
      },
      null,
      2,
    );
    return { text, secrets: [password], provider: 'azure-sql', rule: 'ado-net-appsettings' };
  },
  basicAuth(r, v) {
    const [provider, u, h] = r.pick([
      [
        'confluent-schema-registry',
        v.upper(16),
        'psrc-' + v.lower(5) + '.europe-west3.gcp.confluent.cloud',
      ],
      ['elastic-cloud', 'elastic', v.lower(12) + '.es.us-central1.gcp.cloud.es.io'],
      ['sonatype-nexus', 'deployer', 'nexus.corp.internal'],
      ['opensearch', 'ingest', 'search-logs-' + v.lower(20) + '.eu-west-1.es.amazonaws.com'],
    ]);
    const blob = Buffer.from(`${u}:${v.b62(r.int(20) + 24)}`).toString('base64');
    const text = [
      `POST /subjects/orders-value/versions HTTP/1.1`,
      `Host: ${h}`,
      `Authorization: Basic ${blob}`,
      'Content-Type: application/vnd.schemaregistry.v1+json',
    ].join('\n');
    return { text, secrets: [blob], provider, rule: 'http-basic-auth' };
  },
  queryToken(r, v) {
    const [provider, param, value, url] = r.pick([
      ['openweather', 'appid', v.hex(32), 'https://api.openweathermap.org/data/2.5/weather?q=Lyon'],
      [
        'alpha-vantage',
        'apikey',
        v.upper(16),
        'https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM',
      ],
      [
        'etherscan',
        'apikey',
        v.upper(34),
        'https://api.etherscan.io/api?module=account&action=balance',
      ],
      [
        'polygon-io',
        'apiKey',
        v.b62(32),
        'https://api.polygon.io/v2/aggs/ticker/AAPL/range/1/day/2024-01-09/2024-02-09?adjusted=true',
      ],
      ['newsapi', 'apiKey', v.hex(32), 'https://newsapi.org/v2/everything?q=lakehouse'],
      ['tomtom', 'key', v.b62(32), 'https://api.tomtom.com/search/2/geocode/Berlin.json?limit=1'],
    ]);
    const text = [
      `import requests`,
      '',
      `resp = requests.get("${url}&${param}=${value}")`,
      'rows = resp.json()',
    ].join('\n');
    return { text, secrets: [value], provider, rule: 'url-query-token' };
  },
  serviceAccount(r, v) {
    const pem = JSON.stringify(v.pem()).slice(1, -1);
    const project = r.pick(['ml-training', 'data-platform', 'bq-exports']) + '-' + v.digits(6);
    const text = [
      '{',
      '  "type": "service_account",',
      `  "project_id": "${project}",`,
      `  "private_key_id": "${v.hex(40)}",`,
      `  "private_key": "${pem}",`,
      `  "client_email": "${r.pick(['dbt-runner', 'vertex-train', 'airflow'])}@${project}.iam.gserviceaccount.com",`,
      `  "client_id": "${v.digits(21)}",`,
      '  "token_uri": "https://oauth2.googleapis.com/token"',
      '}',
    ].join('\n');
    return { text, secrets: [pem], provider: 'gcp-service-account', rule: 'sa-json' };
  },
};
