// Hard negatives for secrets-heldout34, part 2: public and publishable keys, test vectors,
// lake metadata and tool output.
import { Buffer } from 'node:buffer';

const N = (provider, rule, make, times = 1) => ({ provider, rule, make, times });
const sha = (v) => v.hex(64);

export const NEGATIVES_2 = [
  N(
    'postgres',
    'pgcrypto-ciphertext',
    (v) =>
      ` id |  customer_email_enc\n----+-------------------------------------------------------------\n  1 | \\xc30d04070302${v.hex(44)}\n  2 | \\xc30d04070302${v.hex(44)}\n(2 rows)`,
  ),
  N(
    'postgres',
    'vendor-docs-example',
    () =>
      `# Connection URI format, see https://www.postgresql.org/docs/current/libpq-connect.html\n#   postgresql://[userspec@][hostspec][/dbname][?paramspec]\n# e.g. postgresql://user:secret@localhost\n#      postgresql://other@localhost/otherdb?connect_timeout=10&application_name=myapp`,
  ),
  N(
    'airflow',
    'airflow-templated-conn',
    () =>
      `    load = PostgresOperator(\n        task_id="load_orders",\n        postgres_conn_id="warehouse",\n        sql="sql/load_orders.sql",\n        params={"password_field": "{{ conn.warehouse.password }}"},\n    )\n    notify = SlackWebhookOperator(task_id="notify", slack_webhook_conn_id="slack_alerts")`,
  ),
  N(
    'airflow',
    'airflow-secrets-backend',
    () =>
      `[secrets]\nbackend = airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend\nbackend_kwargs = {"connections_prefix": "airflow/connections", "variables_prefix": "airflow/variables"}\n\n[core]\nfernet_key = {{ FERNET_KEY }}`,
  ),
  N(
    'fivetran',
    'connector-ids',
    (v) =>
      `resource "fivetran_connector" "salesforce" {\n  group_id = "${v.adj()}_${v.word()}"\n  service  = "salesforce"\n  destination_schema {\n    name = "salesforce"\n  }\n}\n# connector id: ${v.adj()}ly_${v.word()}ed\n# api_key / api_secret come from TF_VAR_fivetran_api_secret`,
  ),
  N(
    'airbyte',
    'connection-ids',
    (v) =>
      `curl -X POST https://api.airbyte.com/v1/jobs \\\n  -H "Authorization: Bearer $AIRBYTE_ACCESS_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '{"connectionId": "${v.uuid()}", "jobType": "sync"}'\n# workspace ${v.uuid()}`,
    2,
  ),
  N(
    'metabase',
    'public-link',
    (v) =>
      `Shared with the board: https://metabase.${v.pick(['acme.io', 'example.com'])}/public/dashboard/${v.uuid()}\nEmbedded question: https://metabase.${v.pick(['acme.io', 'example.com'])}/public/question/${v.uuid()}`,
  ),
  N(
    'grafana',
    'provisioned-datasource',
    (v) =>
      `apiVersion: 1\ndatasources:\n  - name: Warehouse\n    type: grafana-postgresql-datasource\n    uid: ${v.lowernum(14)}\n    url: pg-replica.internal:5432\n    user: grafana_ro\n    jsonData:\n      database: analytics\n      sslmode: require\n    secureJsonData:\n      password: $WAREHOUSE_RO_PASSWORD`,
    2,
  ),
  N(
    'grafana',
    'dashboard-uids',
    (v) =>
      `{\n  "dashboard": { "uid": "${v.b64url(9)}", "title": "Replication lag", "version": ${v.int(90)} },\n  "folderUid": "${v.b64url(14)}",\n  "panels": [{ "datasource": { "type": "prometheus", "uid": "${v.b64url(9)}" } }]\n}`,
  ),
  N(
    'confluent-cloud',
    'api-key-list',
    (v) =>
      `$ confluent api-key list --resource lkc-${v.lowernum(6)}\n  Current |       Key        |     Description      |   Owner    |  Resource Type\n----------+------------------+----------------------+------------+-----------------\n          | ${v.uppernum(16)} | debezium-orders      | sa-${v.lowernum(6)}  | kafka\n          | ${v.uppernum(16)} | ksql-app             | sa-${v.lowernum(6)}  | kafka`,
  ),
  N(
    'kafka',
    'cluster-ids',
    (v) =>
      `bootstrap.servers=pkc-${v.lowernum(5)}.eu-west-1.aws.confluent.cloud:9092\nschema.registry.url=https://psrc-${v.lowernum(5)}.eu-central-1.aws.confluent.cloud\n# cluster lkc-${v.lowernum(6)} in env-${v.lowernum(6)}, cluster.id ${v.b64url(22)}\nsasl.jaas.config=\${file:/etc/kafka/secrets.properties:jaas}`,
  ),
  N(
    'ssh',
    'authorized-keys',
    (v) =>
      `# bastion for warehouse tunnels\nssh-ed25519 ${v.sshEd25519Public()} dbt-cloud-tunnel\nssh-ed25519 ${v.sshEd25519Public()} fivetran-tunnel@fivetran.com`,
    2,
  ),
  N(
    'ssh',
    'known-hosts',
    (v) =>
      `|1|${v.b64(20)}|${v.b64(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${v.b64(63)}\nbastion.data.internal ssh-ed25519 ${v.sshEd25519Public()}`,
  ),
  N(
    'age',
    'sops-recipients',
    (v) =>
      `creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      age1${v.bech32(58).toLowerCase()},\n      age1${v.bech32(58).toLowerCase()}\n  - path_regex: secrets/dev/.*\n    pgp: ${v.hexUpper(40)}`,
  ),
  N(
    'supabase',
    'anon-key-frontend',
    (v) => {
      const iat = v.epoch();
      const anon = v.jwt({
        iss: 'supabase',
        ref: v.lower(20),
        role: 'anon',
        iat,
        exp: iat + 315360000,
      });
      return `// The anon key is safe to ship in the browser; row-level security does the rest.\nimport { createClient } from '@supabase/supabase-js';\n\nexport const supabase = createClient(\n  'https://${v.lower(20)}.supabase.co',\n  '${anon}',\n);`;
    },
    2,
  ),
  N(
    'supabase',
    'publishable-key',
    (v) =>
      `NEXT_PUBLIC_SUPABASE_URL=https://${v.lower(20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_${v.b64url(31)}\nSUPABASE_SECRET_KEY=\${SUPABASE_SECRET_KEY}`,
  ),
  N(
    'firebase',
    'web-config',
    (v) =>
      `const firebaseConfig = {\n  apiKey: "AIza${v.b64url(35)}",\n  authDomain: "${v.word()}-dash.firebaseapp.com",\n  projectId: "${v.word()}-dash",\n  storageBucket: "${v.word()}-dash.appspot.com",\n  messagingSenderId: "${v.digits(12)}",\n  appId: "1:${v.digits(12)}:web:${v.hex(22)}"\n};`,
    2,
  ),
  N(
    'algolia',
    'search-only-key',
    (v) =>
      `const searchClient = algoliasearch(\n  '${v.uppernum(10)}',\n  '${v.hex(32)}' // search-only API key, safe to expose\n);\nsearch.addWidgets([searchBox({ container: '#searchbox' })]);`,
  ),
  N(
    'stripe',
    'publishable-key',
    (v) =>
      `<script src="https://js.stripe.com/v3/"></script>\n<script>\n  const stripe = Stripe('pk_live_${v.alnum(99)}');\n  const elements = stripe.elements();\n</script>`,
  ),
  N(
    'segment',
    'write-key-snippet',
    (v) =>
      `<script>\n  !function(){var analytics=window.analytics=window.analytics||[];analytics.SNIPPET_VERSION="5.2.0";\n  analytics.load("${v.alnum(32)}");\n  analytics.page();\n  }();\n</script>`,
  ),
  N(
    'posthog',
    'project-key',
    (v) =>
      `posthog.init('phc_${v.alnum(43)}', {\n  api_host: 'https://eu.i.posthog.com',\n  person_profiles: 'identified_only',\n})`,
  ),
  N(
    'mapbox',
    'public-token',
    (v) =>
      `mapboxgl.accessToken = 'pk.${Buffer.from(JSON.stringify({ u: v.word(), a: `cl${v.lowernum(23)}` })).toString('base64url')}.${v.b64url(22)}';\nconst map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/light-v11' });`,
  ),
  N(
    'sentry',
    'dsn',
    (v) =>
      `Sentry.init({\n  dsn: "https://${v.hex(32)}@o${v.digits(6)}.ingest.${v.pick(['us.', 'de.', ''])}sentry.io/${v.digits(16)}",\n  tracesSampleRate: 0.1,\n});`,
  ),
  N(
    'datadog',
    'rum-client-token',
    (v) =>
      `datadogRum.init({\n  applicationId: '${v.uuid()}',\n  clientToken: 'pub${v.hex(32)}',\n  site: 'datadoghq.eu',\n  service: 'metrics-dashboard',\n});`,
  ),
  N(
    'mixpanel',
    'project-token',
    (v) => `mixpanel.init("${v.hex(32)}", { track_pageview: true, persistence: "localStorage" });`,
  ),
  N(
    'jwt',
    'jwt-io-example',
    () =>
      `// Example token from jwt.io, used in the parser unit tests\nconst SAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';\nexpect(decode(SAMPLE).name).toBe('John Doe');`,
  ),
  N(
    'hmac',
    'rfc-test-vector',
    () =>
      `# RFC 4231 test case 2\nkey  = 4a656665\ndata = 7768617420646f2079612077616e7420666f72206e6f7468696e673f\nHMAC-SHA-256 = 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843`,
  ),
  N(
    'pgbackrest',
    'cipher-test-vector',
    (v) =>
      `def test_decrypt_block():\n    # fixed vectors generated with openssl enc -aes-256-gcm for the repo cipher tests\n    nonce = bytes.fromhex("${v.hex(24)}")\n    ciphertext = bytes.fromhex("${v.hex(64)}")\n    tag = bytes.fromhex("${v.hex(32)}")\n    assert decrypt(TEST_KEY, nonce, ciphertext, tag) == b"pg_wal segment"`,
  ),
  N(
    'github',
    'webhook-signature-log',
    (v) =>
      `POST /hooks/dbt-deploy 202\n  X-GitHub-Delivery: ${v.uuid()}\n  X-GitHub-Event: push\n  X-Hub-Signature-256: sha256=${sha(v)}\n  verified=true`,
  ),
  N(
    'stripe',
    'webhook-signature-header',
    (v) =>
      `Stripe-Signature: t=${v.epoch()},v1=${sha(v)},v0=${sha(v)}\nrequest_id=req_${v.alnum(14)} event=evt_${v.alnum(24)} type=invoice.paid`,
  ),
  N(
    'delta-lake',
    'parquet-part-files',
    (v) =>
      `s3://acme-lake/silver/orders/_delta_log/000000000000000${v.digits(5)}.json\ns3://acme-lake/silver/orders/part-00000-${v.uuid()}-c000.snappy.parquet\ns3://acme-lake/silver/orders/part-00001-${v.uuid()}-c000.snappy.parquet`,
  ),
  N(
    'iceberg',
    'snapshot-metadata',
    (v) =>
      `{\n  "format-version": 2,\n  "table-uuid": "${v.uuid()}",\n  "current-snapshot-id": ${v.digits(19)},\n  "snapshots": [{ "snapshot-id": ${v.digits(19)}, "manifest-list": "s3://lake/warehouse/events/metadata/snap-${v.digits(19)}-1-${v.uuid()}.avro" }]\n}`,
  ),
  N(
    'dbt',
    'manifest-checksum',
    (v) =>
      `"model.analytics.fct_orders": {\n  "unique_id": "model.analytics.fct_orders",\n  "checksum": { "name": "sha256", "checksum": "${sha(v)}" },\n  "config": { "materialized": "incremental" }\n}`,
  ),
  N(
    'checksums',
    'sha256sums',
    (v) =>
      `${sha(v)}  duckdb_cli-linux-amd64.zip\n${sha(v)}  duckdb_cli-osx-universal.zip\n${sha(v)}  libduckdb-linux-amd64.zip`,
  ),
  N(
    'looker',
    'client-id-only',
    (v) =>
      `[Looker]\nbase_url=https://${v.pick(['acme', 'northwind'])}.cloud.looker.com\nclient_id=${v.alnum(20)}\n# client_secret is read from LOOKERSDK_CLIENT_SECRET\nverify_ssl=True`,
  ),
  N(
    'tableau',
    'site-luids',
    (v) =>
      `datasource_id = "${v.uuid()}"  # Orders (extract)\nsite_luid = "${v.uuid()}"\nworkbook_luid = "${v.uuid()}"\njob = server.datasources.refresh(datasource_id)`,
  ),
  N(
    'hashicorp-vault',
    'lease-output',
    (v) =>
      `$ vault read database/creds/readonly -format=json | jq '{lease_id, lease_duration, accessor: .auth}'\n{\n  "lease_id": "database/creds/readonly/${v.b64url(24)}",\n  "lease_duration": 3600,\n  "accessor": null\n}\nrequest_id ${v.uuid()}`,
  ),
  N(
    'github-actions',
    'oidc-workflow',
    () =>
      `permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::123456789012:role/gha-redshift-deployer\n      aws-region: eu-west-1\n  - run: dbt build --target prod\n    env:\n      DBT_ENV_SECRET_PASSWORD: \${{ secrets.REDSHIFT_PASSWORD }}`,
  ),
  N(
    'hightouch',
    'sync-ids',
    (v) =>
      `Sync ${v.digits(6)} (warehouse → Salesforce) finished\n  run id: ${v.uuid()}\n  model: ${v.digits(6)}\n  rows added=${v.int(9999)} changed=${v.int(999)} removed=0`,
  ),
  N(
    'azure-storage',
    'sas-policy-no-sig',
    (v) =>
      `# SAS is minted per run by the pipeline with a 1h expiry; nothing is stored here\naz storage container generate-sas --account-name datalake${v.lowernum(6)} --name raw \\\n  --permissions rl --expiry $(date -u -d '+1 hour' +%Y-%m-%dT%H:%MZ) --auth-mode login --as-user -o tsv`,
  ),
  N(
    'encoded-data',
    'data-uri',
    (v) =>
      `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${v.b64(90)}"); }`,
  ),
  N(
    'redash',
    'query-result-url-no-key',
    (v) =>
      `=IMPORTDATA("https://redash.${v.pick(['acme.io', 'example.com'])}/api/queries/${v.int(999)}/results.csv?api_key=" & Settings!B2)`,
  ),
  N(
    'clickhouse',
    'sha256-password-hash',
    (v) =>
      `<clickhouse>\n  <users>\n    <grafana>\n      <password_sha256_hex>${sha(v)}</password_sha256_hex>\n      <networks><ip>10.0.0.0/8</ip></networks>\n      <profile>readonly</profile>\n    </grafana>\n  </users>\n</clickhouse>`,
  ),
  N(
    'mysql',
    'mysql-native-hash',
    (v) =>
      `mysql> SELECT user, host, authentication_string FROM mysql.user WHERE user = 'repl';\n+------+------+-------------------------------------------+\n| repl | %    | *${v.hexUpper(40)} |\n+------+------+-------------------------------------------+`,
  ),
  N(
    'snowflake',
    'secret-object-reference',
    () =>
      `CREATE OR REPLACE EXTERNAL ACCESS INTEGRATION hubspot_access\n  ALLOWED_NETWORK_RULES = (hubspot_rule)\n  ALLOWED_AUTHENTICATION_SECRETS = (analytics.secrets.hubspot_token)\n  ENABLED = TRUE;\n\nSELECT SYSTEM$GET_SECRET_STRING('analytics.secrets.hubspot_token');`,
  ),
  N(
    'databricks',
    'secret-scope-usage',
    () =>
      `jdbc_url = "jdbc:postgresql://orders-db.internal:5432/orders"\ndf = (spark.read.format("jdbc")\n      .option("url", jdbc_url)\n      .option("user", dbutils.secrets.get("orders-db", "user"))\n      .option("password", dbutils.secrets.get("orders-db", "password"))\n      .option("dbtable", "public.orders")\n      .load())`,
  ),
  N(
    'trace-ids',
    'otel-log',
    (v) =>
      `{"ts":"${v.date()}T${v.time()}Z","level":"info","msg":"sync finished","trace_id":"${v.hex(32)}","span_id":"${v.hex(16)}","request_id":"${v.uuid()}","idempotency_key":"${v.b64url(32)}"}`,
  ),
];
