// Native file shapes of the data tools for secrets-heldout34: connection strings, tool configs,
// migration and replication settings. render(r, c) gets the credential in c.val (a literal, or a
// reference when c.isRef) and c.lit(quote) quotes it unless it is a reference. A native may
// return { text, secrets } when the secret substring differs from c.val.

const url = (c, val = c.val) =>
  `${c.scheme}://${c.user}:${val}@${c.host}${c.port ? `:${c.port}` : ''}/${c.db ?? ''}${c.query ?? ''}`;

const envRef = (r, c, name) => r.pick([`\${${name}}`, `\${${name}:?missing}`]);

export const NATIVES = {
  'connection-url': {
    ref: (r, c) => envRef(r, c, c.key),
    render: (r, c) =>
      r.pick([
        () => `# ${c.svc}\nDATABASE_URL=${url(c)}`,
        () => `engine = create_engine(\n    "${url(c)}",\n    pool_pre_ping=True,\n)`,
        () => `SQLALCHEMY_DATABASE_URI = "${url(c)}"`,
        () =>
          c.scheme.startsWith('postgres')
            ? `$ psql "${url(c)}" -c '\\dt ${r.pick(['public', 'staging', 'marts'])}.*'`
            : `DB_DSN='${url(c)}'`,
        () =>
          c.scheme.startsWith('postgres')
            ? `const pool = new Pool({ connectionString: '${url(c)}' });`
            : `const client = createClient({ url: '${url(c)}' });`,
        () =>
          `[datasources.${c.db ?? 'main'}]\nurl = "${url(c)}"\nmax_connections = ${5 + r.int(20)}`,
      ])(),
  },
  'mongo-url': {
    ref: () => `<password>`,
    render: (r, c) => {
      const u = `mongodb+srv://${c.user}:${c.val}@${c.host}/${c.db}?retryWrites=true&w=majority&appName=Cluster0`;
      return r.pick([
        `MONGODB_URI=${u}`,
        `client = MongoClient("${u}")`,
        `spring:\n  data:\n    mongodb:\n      uri: ${u}`,
      ]);
    },
  },
  'mongosh-cli': {
    render: (r, c) =>
      `$ mongosh "mongodb+srv://${c.host}/${c.db}" --apiVersion 1 --username ${c.user} --password '${c.val}'`,
  },
  'snowflake-url': {
    ref: () => `{os.environ['SNOWFLAKE_PASSWORD']}`,
    render: (r, c) =>
      `from sqlalchemy import create_engine\n\nengine = create_engine(\n    f"snowflake://${c.user}:${c.val}@${c.host}/ANALYTICS/PUBLIC"\n    "?warehouse=TRANSFORMING&role=LOADER"\n)`,
  },
  'snowsql-config': {
    render: (r, c) =>
      `[connections.${r.pick(['prod', 'loader', 'example'])}]\naccountname = ${c.host}\nusername = ${c.user}\npassword = ${c.val}\ndbname = ANALYTICS\nwarehousename = ${r.pick(['TRANSFORMING', 'LOADING'])}\nrolename = ${r.pick(['SYSADMIN', 'LOADER'])}`,
  },
  'snowflake-connections-toml': {
    render: (r, c) =>
      `# ~/.snowflake/connections.toml\n[default]\naccount = "${c.host}"\nuser = "${c.user}"\npassword = "${c.val}"\nwarehouse = "REPORTING_WH"\ndatabase = "ANALYTICS"\nrole = "REPORTER"`,
  },
  'dbt-profiles': {
    ref: (r, c) =>
      `"{{ env_var('DBT_ENV_SECRET_${c.p.dbt.toUpperCase()}_${c.p.kind === 'password' ? 'PASSWORD' : 'TOKEN'}') }}"`,
    render: (r, c) => {
      const v = c.lit('"');
      const head = `${r.pick(['analytics', 'jaffle_shop', 'warehouse'])}:\n  target: prod\n  outputs:\n    prod:\n      type: ${c.p.dbt}\n`;
      switch (c.p.dbt) {
        case 'snowflake':
          return `${head}      account: ${c.host}\n      user: ${c.user}\n      password: ${v}\n      role: TRANSFORMER\n      database: ANALYTICS\n      warehouse: TRANSFORMING\n      schema: dbt_prod\n      threads: 8`;
        case 'databricks':
          return `${head}      host: ${c.host}\n      http_path: /sql/1.0/warehouses/${r.chars('0123456789abcdef', 16)}\n      token: ${v}\n      catalog: main\n      schema: analytics\n      threads: 4`;
        default:
          return `${head}      host: ${c.host}\n      user: ${c.user}\n      password: ${v}\n      port: ${c.port}\n      dbname: ${c.db}\n      schema: analytics\n      threads: 4`;
      }
    },
  },
  'escaped-pem-env': {
    render: (r, c) =>
      `SNOWFLAKE_ACCOUNT=${r.chars('abcdefghijklmnopqrstuvwxyz', 2)}${r.chars('0123456789', 5)}.eu-west-1\nSNOWFLAKE_USER=SVC_FIVETRAN\nSNOWFLAKE_PRIVATE_KEY="${c.val}"\nSNOWFLAKE_ROLE=LOADER`,
  },
  databrickscfg: {
    render: (r, c) =>
      `# ~/.databrickscfg\n[${r.pick(['DEFAULT', 'prod', 'analytics'])}]\nhost  = https://${c.host}\ntoken = ${c.val}\n\n[dev]\nhost      = https://${c.host.replace(/^adb-\d+/, `adb-${r.chars('0123456789', 16)}`)}\nauth_type = databricks-cli`,
  },
  'databricks-sql-python': {
    ref: () => `os.getenv("DATABRICKS_TOKEN")`,
    render: (r, c) =>
      `from databricks import sql\n\nwith sql.connect(\n    server_hostname="${c.host}",\n    http_path="/sql/1.0/warehouses/${r.chars('0123456789abcdef', 16)}",\n    access_token=${c.lit('"')},\n) as conn:\n    with conn.cursor() as cur:\n        cur.execute("SELECT count(*) FROM main.sales.orders")`,
  },
  'databricks-jdbc': {
    render: (r, c) =>
      `jdbc:databricks://${c.host}:443/default;transportMode=http;ssl=1;AuthMech=3;httpPath=/sql/1.0/warehouses/${r.chars('0123456789abcdef', 16)};UID=token;PWD=${c.val}`,
  },
  'jdbc-url': {
    render: (r, c) => {
      const sub =
        { redshift: 'redshift', sqlserver: 'sqlserver', oracle: 'oracle:thin' }[c.scheme] ??
        c.scheme;
      if (c.scheme === 'sqlserver') {
        return `datasource.url=jdbc:sqlserver://${c.host}:${c.port};database=${c.db};user=${c.user}@${c.host.split('.')[0]};password=${c.val};encrypt=true;trustServerCertificate=false;loginTimeout=30;`;
      }
      if (c.scheme === 'oracle') {
        return `<Resource name="jdbc/etl" auth="Container" type="javax.sql.DataSource"\n          driverClassName="oracle.jdbc.OracleDriver"\n          url="jdbc:oracle:thin:@//${c.host}:${c.port}/${c.db}"\n          username="${c.user}" password="${c.val}" maxTotal="20"/>`;
      }
      return `jdbc.url=jdbc:${sub}://${c.host}:${c.port}/${c.db}?user=${c.user}&password=${c.val}&ssl=true`;
    },
  },
  'psql-env': {
    render: (r, c) =>
      `PGPASSWORD='${c.val}' psql -h ${c.host} -p ${c.port} -U ${c.user} -d ${c.db} \\\n  -c "\\copy (select * from ${r.pick(['orders', 'events', 'invoices'])} where updated_at > now() - interval '1 day') to 'delta.csv' csv header"`,
  },
  pgpass: {
    render: (r, c) => {
      const other = `${r.chars('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', 18)}${r.int(10)}`;
      return {
        text: `# hostname:port:database:username:password\n${c.host}:${c.port}:${c.db}:${c.user}:${c.val}\n${r.pick(['replica-1.db.internal', 'pg-standby.prod.lan'])}:5432:*:replicator:${other}`,
        secrets: [c.val, other],
      };
    },
  },
  'alembic-ini': {
    ref: () => '%(DB_URL)s',
    render: (r, c) =>
      `[alembic]\nscript_location = migrations\nprepend_sys_path = .\nsqlalchemy.url = ${c.isRef ? c.val : `postgresql+psycopg2://${c.user}:${c.val}@${c.host}:${c.port}/${c.db}`}\n\n[loggers]\nkeys = root,sqlalchemy,alembic`,
  },
  'django-settings': {
    ref: () => 'os.environ["DB_PASSWORD"]',
    render: (r, c) =>
      `DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "${c.db}",\n        "USER": "${c.user}",\n        "PASSWORD": ${c.lit('"')},\n        "HOST": "${c.host}",\n        "PORT": "${c.port}",\n    }\n}`,
  },
  'rails-database-yml': {
    ref: () => '<%= ENV["DATABASE_PASSWORD"] %>',
    render: (r, c) =>
      `production:\n  <<: *default\n  adapter: postgresql\n  database: ${c.db}_production\n  host: ${c.host}\n  username: ${c.user}\n  password: ${c.val}\n  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>`,
  },
  'primary-conninfo': {
    render: (r, c) =>
      `# postgresql.auto.conf (written by pg_basebackup -R)\nprimary_conninfo = 'user=replicator password=${c.val} channel_binding=prefer host=${c.host} port=5432 sslmode=prefer application_name=standby1'\nprimary_slot_name = 'standby1_slot'`,
  },
  'debezium-connector': {
    ref: () => '${file:/opt/kafka/secrets/db.properties:password}',
    render: (r, c) => {
      const pg = c.scheme !== 'mysql';
      return `{\n  "name": "${c.db}-cdc",\n  "config": {\n    "connector.class": "io.debezium.connector.${pg ? 'postgresql.PostgresConnector' : 'mysql.MySqlConnector'}",\n    "database.hostname": "${c.host}",\n    "database.port": "${c.port}",\n    "database.user": "${pg ? 'debezium' : 'cdc_reader'}",\n    "database.password": "${c.val}",\n    "${pg ? 'database.dbname' : 'database.server.id'}": "${pg ? c.db : 184000 + r.int(999)}",\n    "topic.prefix": "${c.db}",\n    "snapshot.mode": "initial"\n  }\n}`;
    },
  },
  'airflow-conn': {
    render: (r, c) =>
      r.pick([
        () =>
          `AIRFLOW_CONN_${r.pick(['WAREHOUSE', 'ANALYTICS_DB', 'SOURCE_PG'])}='postgres://${c.user}:${c.val}@${c.host}:${c.port}/${c.db}'`,
        () =>
          `$ airflow connections add '${r.pick(['warehouse', 'orders_db', 'pg_source'])}' \\\n    --conn-type postgres --conn-host ${c.host} --conn-port ${c.port} \\\n    --conn-login ${c.user} --conn-password '${c.val}' --conn-schema ${c.db}`,
        () =>
          `AIRFLOW_CONN_PG_SOURCE='{"conn_type": "postgres", "login": "${c.user}", "password": "${c.val}", "host": "${c.host}", "port": ${c.port}, "schema": "${c.db}"}'`,
      ])(),
  },
  'liquibase-properties': {
    ref: () => '${DB_PASSWORD}',
    render: (r, c) =>
      `changeLogFile=db/changelog/db.changelog-master.yaml\nurl=jdbc:postgresql://${c.host}:${c.port}/${c.db}\nusername=${c.user}\npassword=${c.val}\nliquibase.hub.mode=off`,
  },
  'flyway-conf': {
    ref: () => '${env.FLYWAY_PASSWORD}',
    render: (r, c) =>
      r.chance(0.5)
        ? `flyway.url=jdbc:mysql://${c.host}:${c.port}/${c.db}\nflyway.user=${c.user}\nflyway.password=${c.val}\nflyway.locations=filesystem:sql/migrations\nflyway.baselineOnMigrate=true`
        : `[environments.prod]\nurl = "jdbc:mysql://${c.host}:${c.port}/${c.db}"\nuser = "${c.user}"\npassword = "${c.val}"\n\n[flyway]\nenvironment = "prod"\nlocations = ["filesystem:migrations"]`,
  },
  'my-cnf': {
    render: (r, c) =>
      `# ~/.my.cnf\n[client]\nuser=${c.user}\npassword="${c.val}"\nhost=${c.host}\n\n[mysqldump]\nsingle-transaction\nquick`,
  },
  'mysql-cli': {
    render: (r, c) =>
      r.pick([
        `mysqldump -h ${c.host} -u ${c.user} -p'${c.val}' --single-transaction --routines ${c.db} | gzip > /backups/${c.db}-$(date +%F).sql.gz`,
        `mysql --host=${c.host} --user=${c.user} --password=${c.val} ${c.db} < migrations/0042_add_index.sql`,
      ]),
  },
  'mysql-replication': {
    render: (r, c) =>
      `STOP REPLICA;\nCHANGE REPLICATION SOURCE TO\n  SOURCE_HOST='${c.host}',\n  SOURCE_USER='repl',\n  SOURCE_PASSWORD='${c.val}',\n  SOURCE_AUTO_POSITION=1,\n  SOURCE_SSL=1;\nSTART REPLICA;`,
  },
  'spring-datasource': {
    ref: () => '${SPRING_DATASOURCE_PASSWORD}',
    render: (r, c) =>
      `spring:\n  datasource:\n    url: jdbc:mysql://${c.host}:${c.port}/${c.db}?useSSL=true\n    username: ${c.user}\n    password: ${c.val}\n  jpa:\n    hibernate:\n      ddl-auto: validate`,
  },
  'maxscale-cnf': {
    render: (r, c) =>
      `[server1]\ntype=server\naddress=${c.host}\nport=3306\n\n[MariaDB-Monitor]\ntype=monitor\nmodule=mariadbmon\nservers=server1\nuser=${c.user}\npassword=${c.val}\nmonitor_interval=2000ms`,
  },
  'ado-connection-string': {
    render: (r, c) =>
      `{\n  "ConnectionStrings": {\n    "SalesDw": "Server=tcp:${c.host},1433;Initial Catalog=${c.db};Persist Security Info=False;User ID=${c.user};Password=${c.val};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"\n  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}`,
  },
  'sqlcmd-cli': {
    render: (r, c) =>
      `sqlcmd -S tcp:${c.host},1433 -d ${c.db} -U ${c.user} -P '${c.val}' -i deploy/schema.sql -b`,
  },
  sqlplus: {
    render: (r, c) =>
      `sqlplus -s ${c.user}/${c.val}@//${c.host}:${c.port}/${c.db} @scripts/nightly_refresh.sql`,
  },
  'atlas-cli-config': {
    render: (r, c) =>
      `# ~/.config/atlascli/config.toml\n[default]\n  org_id = "${r.chars('0123456789abcdef', 24)}"\n  output = "json"\n  private_api_key = "${c.val}"\n  project_id = "${r.chars('0123456789abcdef', 24)}"\n  public_api_key = "${c.id}"\n  service = "cloud"`,
  },
  'clickhouse-xml': {
    render: (r, c) =>
      `<!-- ~/.clickhouse-client/config.xml -->\n<config>\n    <host>${c.host}</host>\n    <port>9440</port>\n    <secure>true</secure>\n    <user>${c.user}</user>\n    <password>${c.val}</password>\n</config>`,
  },
  'curl-basic': {
    render: (r, c) =>
      `curl -s -u "${c.id}:${c.val}" \\\n  https://api.fivetran.com/v1/connectors/${r.pick(['decidedly_bewildered', 'reliably_sturdy', 'notably_quiet'])}/sync \\\n  -X POST -H 'Content-Type: application/json' -d '{"force": true}'`,
  },
  'terraform-provider': {
    ref: (r, c) => `var.${c.p.p}_api_secret`,
    render: (r, c) =>
      c.p.p === 'fivetran'
        ? `provider "fivetran" {\n  api_key    = "${c.id}"\n  api_secret = ${c.lit('"')}\n}`
        : `provider "airbyte" {\n  client_id     = "${c.id}"\n  client_secret = ${c.lit('"')}\n  server_url    = "https://api.airbyte.com/v1"\n}`,
  },
  'looker-ini': {
    render: (r, c) =>
      `[Looker]\nbase_url=https://${c.host}:19999\nclient_id=${c.id}\nclient_secret=${c.val}\nverify_ssl=True\ntimeout=120`,
  },
  'tableau-tsc': {
    render: (r, c) =>
      `import tableauserverclient as TSC\n\nauth = TSC.PersonalAccessTokenAuth("${c.id}", "${c.val}", site_id="${r.pick(['analytics', 'finance', 'marketing'])}")\nserver = TSC.Server("https://${c.host}", use_server_version=True)\nwith server.auth.sign_in(auth):\n    server.datasources.refresh(DATASOURCE_ID)`,
  },
  'redash-query-url': {
    render: (r, c) =>
      `=IMPORTDATA("https://${c.host}/api/queries/${10 + r.int(900)}/results.csv?api_key=${c.val}")`,
  },
  'redis-url': {
    render: (r, c) =>
      r.pick([
        `REDIS_URL=rediss://${c.user}:${c.val}@${c.host}:${c.port}`,
        `CELERY_BROKER_URL = "rediss://${c.user}:${c.val}@${c.host}:${c.port}/0"`,
      ]),
  },
  'redis-cli': {
    render: (r, c) =>
      `redis-cli -h ${c.host} -p ${c.port} --tls --user ${c.user} -a '${c.val}' --no-auth-warning INFO keyspace`,
  },
  'duckdb-attach': {
    render: (r, c) =>
      r.pick([
        `$ duckdb "md:${r.pick(['analytics', 'my_db', 'lake'])}?motherduck_token=${c.val}"`,
        `import duckdb\ncon = duckdb.connect("md:?motherduck_token=${c.val}")\ncon.sql("SHOW DATABASES").show()`,
      ]),
  },
  'kafka-client-properties': {
    render: (r, c) =>
      `bootstrap.servers=${c.host}${c.host.includes(':') ? '' : ':9092'}\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${c.id}" password="${c.val}";\nclient.dns.lookup=use_all_dns_ips\nacks=all`,
  },
  'neo4j-aura-txt': {
    render: (r, c) => {
      const inst = r.chars('0123456789abcdef', 8);
      return `# Wait 60 seconds before connecting using these details, or login to https://console.neo4j.io to validate the Aura Instance is available\nNEO4J_URI=neo4j+s://${inst}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD=${c.val}\nAURA_INSTANCEID=${inst}\nAURA_INSTANCENAME=Instance01`;
    },
  },
  'prisma-accelerate-env': {
    render: (r, c) =>
      `DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key=${c.val}"\nDIRECT_DATABASE_URL="\${DIRECT_URL}"`,
  },
  'trino-python': {
    render: (r, c) => {
      const org = r.pick(['acme', 'globex', 'initech']);
      const user = `${r.pick(['etl', 'svc-dbt'])}@${org}.galaxy.starburst.io/accountadmin`;
      return `from trino.dbapi import connect\nfrom trino.auth import BasicAuthentication\n\nconn = connect(\n    host="${org}-${r.pick(['free', 'prod'])}.trino.galaxy.starburst.io",\n    port=443,\n    user="${user}",\n    auth=BasicAuthentication("${user}", "${c.val}"),\n    http_scheme="https",\n)`;
    },
  },
  'cosmos-connection-string': {
    render: (r, c) =>
      `COSMOS_CONNECTION_STRING="AccountEndpoint=https://${c.host}:443/;AccountKey=${c.val};"`,
  },
  'azure-storage-connection-string': {
    render: (r, c) =>
      r.pick([
        `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${c.host};AccountKey=${c.val};EndpointSuffix=core.windows.net"`,
        `{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=${c.host};AccountKey=${c.val};EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "python"\n  }\n}`,
      ]),
  },
  'spark-conf-azure': {
    render: (r, c) =>
      `spark.conf.set(\n    "fs.azure.account.key.${c.host}.dfs.core.windows.net",\n    "${c.val}",\n)\ndf = spark.read.format("delta").load("abfss://bronze@${c.host}.dfs.core.windows.net/events")`,
  },
  'sas-url': {
    render: (r, c) => {
      const se = `202${5 + r.int(2)}-0${1 + r.int(9)}-1${r.int(9)}T00:00:00Z`;
      return `azcopy copy "./export/*.parquet" "https://${c.host}.blob.core.windows.net/${r.pick(['raw', 'exports', 'pg-dumps'])}?sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=${se}&st=2024-01-01T00:00:00Z&spr=https&sig=${c.val}" --recursive`;
    },
  },
  'copy-credentials': {
    render: (r, c) =>
      `COPY analytics.${r.pick(['events', 'orders', 'sessions'])}\nFROM 's3://${r.pick(['acme-data-lake', 'raw-exports', 'landing-zone'])}/${r.pick(['events', 'orders'])}/2024/'\nCREDENTIALS 'aws_access_key_id=${c.id};aws_secret_access_key=${c.val}'\nFORMAT AS PARQUET;`,
  },
  'snowflake-stage': {
    render: (r, c) =>
      `CREATE OR REPLACE STAGE raw.${r.pick(['s3_events', 'landing', 'exports'])}\n  URL = 's3://${r.pick(['acme-landing', 'raw-zone-prod'])}/exports/'\n  CREDENTIALS = (AWS_KEY_ID = '${c.id}' AWS_SECRET_KEY = '${c.val}')\n  FILE_FORMAT = (TYPE = PARQUET);`,
  },
  'spark-conf-s3': {
    render: (r, c) =>
      `# spark-defaults.conf\nspark.hadoop.fs.s3a.access.key    ${c.id}\nspark.hadoop.fs.s3a.secret.key    ${c.val}\nspark.hadoop.fs.s3a.endpoint      s3.${r.pick(['eu-west-1', 'us-east-1'])}.amazonaws.com\nspark.sql.extensions              io.delta.sql.DeltaSparkSessionExtension`,
  },
  'pgbackrest-s3': {
    render: (r, c) =>
      `[global]\nrepo1-type=s3\nrepo1-path=/pgbackrest\nrepo1-s3-bucket=${r.pick(['acme-pg-backups', 'db-backups-prod'])}\nrepo1-s3-endpoint=s3.amazonaws.com\nrepo1-s3-region=us-east-1\nrepo1-s3-key=${c.id}\nrepo1-s3-key-secret=${c.val}\nrepo1-retention-full=4\n\n[main]\npg1-path=/var/lib/postgresql/16/main`,
  },
  'aws-credentials-file': {
    render: (r, c) =>
      `# ~/.aws/credentials\n[${r.pick(['data-lake', 'redshift-loader', 'backup'])}]\naws_access_key_id = ${c.id}\naws_secret_access_key = ${c.val}\nregion = ${r.pick(['eu-west-1', 'us-east-1'])}`,
  },
  'rclone-conf': {
    render: (r, c) => {
      if (c.p.p === 'backblaze-b2') {
        return `[b2-backups]\ntype = b2\naccount = ${c.id}\nkey = ${c.val}\nhard_delete = true`;
      }
      const endpoint =
        c.p.p === 'wasabi'
          ? 's3.eu-central-1.wasabisys.com'
          : `${r.chars('0123456789abcdef', 32)}.r2.cloudflarestorage.com`;
      return `[${c.p.p === 'wasabi' ? 'wasabi' : 'r2'}]\ntype = s3\nprovider = ${c.p.p === 'wasabi' ? 'Wasabi' : 'Cloudflare'}\naccess_key_id = ${c.id}\nsecret_access_key = ${c.val}\nendpoint = ${endpoint}\nacl = private`;
    },
  },
  'backup-script': {
    render: (r, c) =>
      c.p.p === 'restic'
        ? `#!/bin/sh\nexport RESTIC_REPOSITORY=s3:s3.amazonaws.com/${r.pick(['acme-restic', 'pg-dumps-offsite'])}\nexport RESTIC_PASSWORD='${c.val}'\npg_dump -Fc ${r.pick(['orders', 'billing'])} | restic backup --stdin --stdin-filename db.dump --tag nightly\nrestic forget --keep-daily 7 --keep-weekly 4 --prune`
        : `#!/bin/sh\nexport BORG_REPO=ssh://borg@backup.internal:22/./pg\nexport BORG_PASSPHRASE='${c.val}'\nborg create --stats --compression zstd ::'{hostname}-{now}' /var/backups/pg\nborg prune --keep-daily 7 --keep-weekly 4`,
  },
  'pgbackrest-conf': {
    render: (r, c) =>
      `[global]\nrepo1-path=/var/lib/pgbackrest\nrepo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass=${c.val}\nrepo1-retention-full=2\nstart-fast=y\n\n[${r.pick(['main', 'prod', 'demo'])}]\npg1-path=/var/lib/postgresql/16/main`,
  },
  'superset-config': {
    render: (r, c) =>
      `# superset_config.py\nSECRET_KEY = "${c.val}"\nSQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset@metadata-db:5432/superset"\nFEATURE_FLAGS = {"ENABLE_TEMPLATE_PROCESSING": True}`,
  },
  'couchdb-ini': {
    render: (r, c) =>
      `; /opt/couchdb/etc/local.ini\n[admins]\nadmin = ${c.val}\n\n[chttpd]\nbind_address = 0.0.0.0\nport = 5984`,
  },
  'odbc-ini': {
    render: (r, c) =>
      `[VerticaDSN]\nDescription = Vertica reporting\nDriver = /opt/vertica/lib64/libverticaodbc.so\nServername = ${c.host}\nDatabase = ${c.db}\nPort = ${c.port}\nUID = ${c.user}\nPWD = ${c.val}`,
  },
  'teradata-python': {
    render: (r, c) =>
      `import teradatasql\n\nwith teradatasql.connect(host="${c.host}", user="${c.user}", password="${c.val}", logmech="TD2") as con:\n    with con.cursor() as cur:\n        cur.execute("SELECT TOP 10 * FROM DBC.TablesV")`,
  },
  'singer-tap-config': {
    render: (r, c) =>
      c.p.p === 'salesforce'
        ? `{\n  "client_id": "3MVG9${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._', 80)}",\n  "client_secret": "${r.chars('0123456789ABCDEF', 64)}",\n  "refresh_token": "${c.val}",\n  "start_date": "2024-01-01T00:00:00Z",\n  "api_type": "BULK",\n  "select_fields_by_default": true\n}`
        : `{\n  "client_id": "${r.chars('0123456789', 12)}-${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 32)}.apps.googleusercontent.com",\n  "client_secret": "${c.val}",\n  "developer_token": "${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 22)}",\n  "login_customer_id": "${r.chars('0123456789', 10)}",\n  "start_date": "2024-01-01"\n}`,
  },
  'pem-file': {
    render: (r, c) =>
      r.pick([
        () => c.val,
        () =>
          `$ cat ${c.p.p === 'ssh-private-key' ? '~/.ssh/bastion_ed25519' : 'certs/replication-client.key'}\n${c.val}`,
        () => `# keep in sync with the tunnel config\n${c.val}`,
      ])(),
  },
  'service-account-json': { render: null },
  'service-account-dbt-keyfile': { render: null },
};

/** A GCP service-account key file body; returns the JSON text and the escaped private_key. */
export function serviceAccount(v, style) {
  const project = `${v.word()}-${v.pick(['analytics', 'data', 'warehouse', 'lake'])}-${v.digits(6)}`;
  const email = `${v.pick(['dbt-runner', 'bq-loader', 'looker', 'airbyte'])}@${project}.iam.gserviceaccount.com`;
  const pk = `-----BEGIN PRIVATE KEY-----\\n${v.wrap(v.rsaPkcs8Body(), 64).split('\n').join('\\n')}\\n-----END PRIVATE KEY-----\\n`;
  const keyId = v.hex(40);
  const clientId = v.digits(21);
  if (style === 'json') {
    return {
      text: `{\n  "type": "service_account",\n  "project_id": "${project}",\n  "private_key_id": "${keyId}",\n  "private_key": "${pk}",\n  "client_email": "${email}",\n  "client_id": "${clientId}",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token",\n  "universe_domain": "googleapis.com"\n}`,
      secret: pk,
    };
  }
  return {
    text: `bigquery_prod:\n  target: prod\n  outputs:\n    prod:\n      type: bigquery\n      method: service-account-json\n      project: ${project}\n      dataset: analytics\n      keyfile_json:\n        type: service_account\n        project_id: ${project}\n        private_key_id: ${keyId}\n        private_key: "${pk}"\n        client_email: ${email}\n        client_id: "${clientId}"\n        token_uri: https://oauth2.googleapis.com/token`,
    secret: pk,
  };
}
