// Hard negatives for secrets-heldout34: text from the same data tools that looks like it holds a
// credential but does not (digests, ids, public and publishable keys, encrypted or referenced
// values, vendor-documented examples, test vectors). Each make(v) returns the text.
import { Buffer } from 'node:buffer';
import { NEGATIVES_2 } from './negatives-2.mjs';

const N = (provider, rule, make, times = 1) => ({ provider, rule, make, times });
const sha = (v) => v.hex(64);

export const NEGATIVES = [
  N(
    'npm',
    'lockfile-integrity',
    (v) => {
      const pkg = v.pick([
        'pg',
        'mysql2',
        'snowflake-sdk',
        '@databricks/sql',
        'mongodb',
        '@clickhouse/client',
        'knex',
      ]);
      const ver = `${1 + v.int(9)}.${v.int(20)}.${v.int(10)}`;
      return `    "node_modules/${pkg}": {\n      "version": "${ver}",\n      "resolved": "https://registry.npmjs.org/${pkg}/-/${pkg.split('/').pop()}-${ver}.tgz",\n      "integrity": "sha512-${v.b64(64)}",\n      "license": "${v.pick(['MIT', 'Apache-2.0'])}"\n    },`;
    },
    3,
  ),
  N(
    'yarn',
    'lockfile-integrity',
    (v) =>
      `"typeorm@^0.3.20":\n  version "0.3.${v.int(30)}"\n  resolved "https://registry.yarnpkg.com/typeorm/-/typeorm-0.3.${v.int(30)}.tgz#${v.hex(40)}"\n  integrity sha512-${v.b64(64)}`,
  ),
  N(
    'go-modules',
    'go-sum',
    (v) => {
      const mods = [
        'github.com/snowflakedb/gosnowflake v1.10.1',
        'github.com/jackc/pgx/v5 v5.6.0',
        'github.com/ClickHouse/clickhouse-go/v2 v2.26.0',
        'github.com/databricks/databricks-sql-go v1.5.7',
      ];
      return v.r
        .sample(mods, 2)
        .map((m) => `${m} h1:${v.b64(32)}\n${m}/go.mod h1:${v.b64(32)}`)
        .join('\n');
    },
    2,
  ),
  N(
    'pypi',
    'pip-hash',
    (v) =>
      `${v.pick(['psycopg2-binary==2.9.9', 'snowflake-connector-python==3.12.0', 'dbt-core==1.8.4', 'apache-airflow-providers-postgres==5.11.2'])} \\\n    --hash=sha256:${sha(v)} \\\n    --hash=sha256:${sha(v)}`,
    2,
  ),
  N(
    'cargo',
    'lockfile-integrity',
    (v) =>
      `[[package]]\nname = "${v.pick(['tokio-postgres', 'sqlx-core', 'deltalake', 'arrow-flight'])}"\nversion = "0.${v.int(40)}.${v.int(9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha(v)}"`,
  ),
  N(
    'poetry',
    'lockfile-integrity',
    (v) =>
      `[[package]]\nname = "sqlalchemy"\nversion = "2.0.${v.int(35)}"\nfiles = [\n    {file = "SQLAlchemy-2.0.31-cp312-cp312-manylinux_2_17_x86_64.whl", hash = "sha256:${sha(v)}"},\n    {file = "sqlalchemy-2.0.31.tar.gz", hash = "sha256:${sha(v)}"},\n]`,
  ),
  N(
    'docker',
    'image-digest',
    (v) =>
      `services:\n  postgres:\n    image: postgres:16.3@sha256:${sha(v)}\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt`,
    2,
  ),
  N(
    'docker',
    'image-digest',
    (v) =>
      `FROM ${v.pick(['apache/airflow:2.9.3-python3.11', 'metabase/metabase:v0.50.9', 'clickhouse/clickhouse-server:24.6'])}@sha256:${sha(v)}\nUSER root\nCOPY --chown=airflow:root dags/ /opt/airflow/dags/`,
  ),
  N(
    'dbt',
    'dbt-packages-revision',
    (v) =>
      `packages:\n  - package: dbt-labs/dbt_utils\n    version: 1.2.0\n  - git: "https://github.com/${v.pick(['acme', 'dataops'])}/dbt-shared-macros.git"\n    revision: ${v.hex(40)}\n  - package: calogica/dbt_expectations\n    version: [">=0.10.0", "<0.11.0"]`,
  ),
  N(
    'git',
    'git-log',
    (v) =>
      `commit ${v.hex(40)}\nAuthor: ${v.pick(['Dana Okafor', 'Luis Ferreira', 'Mei Tanaka'])} <${v.word()}@example.com>\nDate:   Tue Mar ${1 + v.int(28)} 10:${10 + v.int(49)}:07 2024 +0100\n\n    rotate warehouse password via vault, drop SNOWFLAKE_PASSWORD from .env\n\ncommit ${v.hex(40)}\nMerge: ${v.hex(7)} ${v.hex(7)}`,
    2,
  ),
  N(
    'flyway',
    'migration-checksum',
    (v) =>
      ` installed_rank | version | description          | checksum    | success\n----------------+---------+----------------------+-------------+---------\n              ${1 + v.int(9)} | 1.${v.int(9)}     | add orders index     | ${v.chance(0.5) ? '-' : ''}${1e8 + v.int(9e8)}  | t\n             ${10 + v.int(9)} | 1.${10 + v.int(9)}    | create events table  | ${1e8 + v.int(9e8)}   | t`,
  ),
  N(
    'liquibase',
    'migration-checksum',
    (v) =>
      `ID          AUTHOR   FILENAME                          MD5SUM                              \n${v.digits(13)}-1  ${v.word()}    db/changelog/202403-orders.yaml   9:${v.hex(32)}\n${v.digits(13)}-2  ${v.word()}    db/changelog/202403-orders.yaml   9:${v.hex(32)}`,
  ),
  N(
    'alembic',
    'alembic-revision',
    (v) =>
      `"""add warehouse_credentials table\n\nRevision ID: ${v.hex(12)}\nRevises: ${v.hex(12)}\nCreate Date: 2024-0${1 + v.int(9)}-1${v.int(9)} 09:14:22.${v.digits(6)}\n"""\nrevision = "${v.hex(12)}"\ndown_revision = "${v.hex(12)}"`,
  ),
  N(
    'prisma',
    'migration-checksum',
    (v) =>
      `id                                   | checksum                                                         | migration_name\n${v.uuid()} | ${sha(v)} | 20240312101500_add_api_keys\n${v.uuid()} | ${sha(v)} | 20240401083000_token_hash_column`,
  ),
  N(
    'snowflake',
    'query-id-log',
    (v) =>
      `${v.date()} ${v.time()} INFO snowflake.connector.cursor query execution done, query_id=${v.hex(8)}-0000-${v.hex(4)}-0000-${v.hex(12)} rows=${v.int(99999)}\n${v.date()} ${v.time()} INFO dbt: 1 of 42 OK created sql table model marts.fct_orders [SUCCESS 1 in 12.4s]`,
    2,
  ),
  N(
    'snowflake',
    'keypair-config',
    (v) =>
      `${v.pick(['analytics', 'warehouse'])}:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: ${v.lower(2)}${v.digits(5)}.eu-central-1\n      user: SVC_DBT\n      authenticator: snowflake_jwt\n      private_key_path: /secrets/snowflake/rsa_key.p8\n      private_key_passphrase: "{{ env_var('DBT_ENV_SECRET_PK_PASSPHRASE') }}"\n      role: TRANSFORMER\n      warehouse: TRANSFORMING`,
  ),
  N(
    'snowflake',
    'sso-config',
    (v) =>
      `[connections.sso]\naccountname = ${v.upper(7)}-${v.pick(['ANALYTICS', 'PROD'])}\nusername = ${v.word()}.${v.word()}@example.com\nauthenticator = externalbrowser\nwarehousename = REPORTING_WH\nrolename = ANALYST`,
  ),
  N(
    'snowflake',
    'rsa-public-key',
    (v) =>
      `ALTER USER SVC_LOADER SET RSA_PUBLIC_KEY='${v.rsaPublicBody()}';\nDESC USER SVC_LOADER;\n-- RSA_PUBLIC_KEY_FP = SHA256:${v.b64(32)}`,
  ),
  N(
    'snowflake',
    'public-key-pem',
    (v) => `-----BEGIN PUBLIC KEY-----\n${v.wrap(v.rsaPublicBody(), 64)}\n-----END PUBLIC KEY-----`,
  ),
  N(
    'databricks',
    'token-list-output',
    (v) =>
      `$ databricks tokens list\nID                                                                Comment                     Expiry time\n${sha(v)}  ${v.pick(['airflow prod', 'dbt cloud', 'fivetran'])}                  ${v.date()}\n${sha(v)}  ${v.pick(['ci', 'notebook export', 'looker'])}                          -`,
    2,
  ),
  N(
    'databricks',
    'cluster-ids',
    (v) =>
      `{\n  "cluster_id": "${v.digits(4)}-${v.digits(6)}-${v.lowernum(8)}",\n  "spark_version": "14.3.x-scala2.12",\n  "node_type_id": "i3.xlarge",\n  "workspace_id": "${v.digits(16)}",\n  "http_path": "sql/protocolv1/o/${v.digits(16)}/${v.digits(4)}-${v.digits(6)}-${v.lowernum(8)}",\n  "warehouse_id": "${v.hex(16)}"\n}`,
    2,
  ),
  N(
    'databricks',
    'oauth-profile',
    (v) =>
      `[prod]\nhost      = https://dbc-${v.hex(8)}-${v.hex(4)}.cloud.databricks.com\nauth_type = databricks-cli\ncluster_id = ${v.digits(4)}-${v.digits(6)}-${v.lowernum(8)}\n\n[azure]\nhost      = https://adb-${v.digits(16)}.${1 + v.int(19)}.azuredatabricks.net\nazure_workspace_resource_id = /subscriptions/${v.uuid()}/resourceGroups/rg-data/providers/Microsoft.Databricks/workspaces/dbw-prod`,
  ),
  N(
    'gcp-service-account',
    'external-account-json',
    (v) =>
      `{\n  "type": "external_account",\n  "audience": "//iam.googleapis.com/projects/${v.digits(12)}/locations/global/workloadIdentityPools/github/providers/github-actions",\n  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",\n  "token_url": "https://sts.googleapis.com/v1/token",\n  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/bq-loader@${v.word()}-data.iam.gserviceaccount.com:generateAccessToken",\n  "credential_source": { "file": "/var/run/secrets/tokens/gcp-ksa/token" }\n}`,
    2,
  ),
  N(
    'bigquery',
    'job-ids',
    (v) =>
      `Waiting on bquxjob_${v.hex(8)}_${v.hex(11)} ... (${1 + v.int(9)}s) Current status: DONE\nJob ${v.word()}-analytics-${v.digits(6)}:US.bquxjob_${v.hex(8)}_${v.hex(11)} bytes_processed=${v.int(9e9)}`,
  ),
  N(
    'aws',
    'iam-role-config',
    (v) =>
      `# ~/.aws/config\n[profile data-lake]\nrole_arn = arn:aws:iam::${v.digits(12)}:role/RedshiftLoader\nsource_profile = sso\nregion = eu-west-1\n\n[profile sso]\nsso_start_url = https://${v.lower(8)}.awsapps.com/start\nsso_account_id = ${v.digits(12)}\nsso_role_name = DataEngineer`,
  ),
  N(
    'aws',
    'iam-role-copy',
    (v) =>
      `COPY analytics.events\nFROM 's3://acme-data-lake/events/2024/'\nIAM_ROLE 'arn:aws:iam::${v.digits(12)}:role/RedshiftCopyRole'\nFORMAT AS PARQUET;`,
  ),
  N(
    'aws',
    'vendor-example-keys',
    () =>
      `# From the AWS CLI docs; these example values are not real\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = us-west-2`,
  ),
  N(
    'aws',
    'request-ids-log',
    (v) =>
      `< HTTP/1.1 200 OK\n< x-amz-id-2: ${v.b64(48)}\n< x-amz-request-id: ${v.hexUpper(16)}\n< ETag: "${v.hex(32)}"\n< x-amz-version-id: ${v.b64url(32)}\n< Content-Length: ${v.int(99999)}`,
    2,
  ),
  N(
    'aws',
    'snowflake-storage-integration',
    (v) =>
      `CREATE STORAGE INTEGRATION s3_int\n  TYPE = EXTERNAL_STAGE\n  STORAGE_PROVIDER = 'S3'\n  ENABLED = TRUE\n  STORAGE_AWS_ROLE_ARN = 'arn:aws:iam::${v.digits(12)}:role/snowflake-access'\n  STORAGE_AWS_EXTERNAL_ID = '${v.upper(2)}${v.digits(5)}_SFCRole=2_${v.b64(20).replace(/[+/=]/g, 'a')}'\n  STORAGE_ALLOWED_LOCATIONS = ('s3://acme-landing/exports/');`,
  ),
  N(
    'azure-sql',
    'managed-identity-connection',
    (v) =>
      `"ConnectionStrings": {\n  "SalesDw": "Server=tcp:${v.word()}-sql.database.windows.net,1433;Initial Catalog=SalesDW;Authentication=Active Directory Managed Identity;User Id=${v.uuid()};Encrypt=True;"\n}`,
  ),
  N(
    'mongodb',
    'vendor-example-uri',
    () =>
      `# Connection string format (from the MongoDB manual):\n# mongodb://myDBReader:D1fficultP%40ssw0rd@mongodb0.example.com:27017/?authSource=admin\nMONGODB_URI=mongodb://\${MONGO_USER}:\${MONGO_PASSWORD}@\${MONGO_HOST}:27017/?authSource=admin`,
  ),
  N(
    'mongodb-atlas-api',
    'atlas-ids-output',
    (v) =>
      `$ atlas projects list -o json\n{\n  "results": [\n    { "id": "${v.hex(24)}", "name": "analytics-prod", "orgId": "${v.hex(24)}", "clusterCount": 3 },\n    { "id": "${v.hex(24)}", "name": "sandbox", "orgId": "${v.hex(24)}", "clusterCount": 1 }\n  ],\n  "totalCount": 2\n}`,
  ),
  N(
    'mongodb',
    'objectid-dump',
    (v) =>
      `{ "_id": ObjectId("${v.hex(24)}"), "apiKeyHash": "${sha(v)}", "owner": ObjectId("${v.hex(24)}"), "createdAt": ISODate("${v.date()}T08:00:00Z") }`,
  ),
  N(
    'mysql',
    'gtid-status',
    (v) => {
      const u = v.uuid().toUpperCase();
      return `mysql> SHOW REPLICA STATUS\\G\n             Source_Host: mysql-primary.db.internal\n             Source_User: repl\n         Source_Log_File: binlog.${String(v.int(999)).padStart(6, '0')}\n     Read_Source_Log_Pos: ${v.int(99999999)}\n      Retrieved_Gtid_Set: ${u}:1-${v.int(99999)}\n       Executed_Gtid_Set: ${u}:1-${v.int(99999)}\n           Auto_Position: 1`;
    },
    2,
  ),
  N(
    'postgres',
    'pg-controldata',
    (v) =>
      `pg_control version number:            1300\nDatabase system identifier:           7${v.digits(18)}\nLatest checkpoint location:           ${v.hexUpper(2)}/${v.hexUpper(8)}\nLatest checkpoint's REDO WAL file:    0000000100000${v.hexUpper(3)}000000${v.hexUpper(2)}\nMock authentication nonce:            ${sha(v)}`,
  ),
  N(
    'postgres',
    'scram-verifier',
    (v) =>
      `-- pg_dumpall --roles-only\nCREATE ROLE app_rw;\nALTER ROLE app_rw WITH NOSUPERUSER INHERIT LOGIN PASSWORD 'SCRAM-SHA-256$4096:${v.b64(16)}$${v.b64(32)}:${v.b64(32)}';`,
  ),
  N(
    'postgres',
    'bcrypt-seed',
    (v) =>
      `INSERT INTO users (email, password_hash, role) VALUES\n  ('admin@example.com', '$2b$12$${v.r.chars('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}', 'admin'),\n  ('analyst@example.com', '$2b$12$${v.r.chars('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}', 'viewer');`,
  ),
  N(
    'postgres',
    'pgadmin-servers-json',
    (v) =>
      `{\n  "Servers": {\n    "1": {\n      "Name": "warehouse-prod",\n      "Group": "Data",\n      "Host": "${v.pick(['pg-primary.internal', 'warehouse.prod.lan'])}",\n      "Port": 5432,\n      "MaintenanceDB": "postgres",\n      "Username": "analyst",\n      "PassFile": "/pgadmin4/pgpass",\n      "SSLMode": "verify-full"\n    }\n  }\n}`,
  ),
  N(
    'postgres',
    'datagrip-datasources',
    (v) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<project version="4">\n  <component name="DataSourceManagerImpl" format="xml" multifile-model="true">\n    <data-source source="LOCAL" name="orders@prod" uuid="${v.uuid()}">\n      <driver-ref>postgresql</driver-ref>\n      <jdbc-driver>org.postgresql.Driver</jdbc-driver>\n      <jdbc-url>jdbc:postgresql://orders-db.internal:5432/orders</jdbc-url>\n      <working-dir>$ProjectFileDir$</working-dir>\n    </data-source>\n  </component>\n</project>`,
  ),
  N(
    'postgres',
    'vault-agent-template',
    () =>
      `{{ with secret "database/creds/analytics-readonly" -}}\nexport PGUSER="{{ .Data.username }}"\nexport PGPASSWORD="{{ .Data.password }}"\n{{- end }}\nexport PGHOST=pg-primary.internal`,
  ),
  N(
    'postgres',
    'helm-existing-secret',
    () =>
      `postgresql:\n  enabled: false\nexternalDatabase:\n  host: pg-primary.internal\n  port: 5432\n  user: metabase\n  database: metabase\n  existingSecret: metabase-db-credentials\n  existingSecretPasswordKey: password`,
  ),
  N(
    'postgres',
    'external-secret',
    (v) =>
      `apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: warehouse-db\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  target:\n    name: warehouse-db\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/warehouse/${v.pick(['loader', 'dbt', 'airflow'])}\n        property: password`,
  ),
  N(
    'postgres',
    'terraform-random-password',
    () =>
      `resource "random_password" "warehouse" {\n  length  = 32\n  special = false\n}\n\nresource "aws_db_instance" "warehouse" {\n  identifier     = "warehouse-prod"\n  engine         = "postgres"\n  username       = "dbadmin"\n  password       = random_password.warehouse.result\n  storage_encrypted = true\n}`,
  ),
  N(
    'postgres',
    'k8s-secret-key-ref',
    () =>
      `        env:\n          - name: DB_HOST\n            value: pg-primary.data.svc.cluster.local\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: warehouse-db\n                key: password`,
  ),
  N(
    'postgres',
    'sops-encrypted',
    (v) =>
      `database:\n    host: pg-primary.internal\n    password: ENC[AES256_GCM,data:${v.b64(18)},iv:${v.b64(32)},tag:${v.b64(16)},type:str]\nsops:\n    age:\n        - recipient: age1${v.bech32(58).toLowerCase()}\n    lastmodified: "${v.date()}T10:00:00Z"\n    mac: ENC[AES256_GCM,data:${v.b64(32)},iv:${v.b64(32)},tag:${v.b64(16)},type:str]\n    version: 3.8.1`,
    2,
  ),
  N(
    'postgres',
    'ansible-vault',
    (v) =>
      `warehouse_db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${v.hex(80)}\n  ${v.hex(80)}\n  ${v.hex(80)}\n  ${v.hex(40)}`,
  ),
  N(
    'postgres',
    'sealed-secret',
    (v) =>
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: warehouse-db\n  namespace: data\nspec:\n  encryptedData:\n    password: Ag${v.b64(300)}`,
  ),
  N(
    'postgres',
    'k8s-secret-encoded-nonsecret',
    (v) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: warehouse-endpoints\nbinaryData:\n  DB_HOST: ${Buffer.from(`pg-primary.${v.pick(['data', 'etl'])}.svc.cluster.local`).toString('base64')}\n  DB_PORT: ${Buffer.from('5432').toString('base64')}\n  DB_NAME: ${Buffer.from(v.pick(['analytics', 'warehouse', 'orders'])).toString('base64')}\n  SSL_MODE: ${Buffer.from('verify-full').toString('base64')}`,
  ),
  ...NEGATIVES_2,
];
