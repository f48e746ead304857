// Near misses for secrets-heldout34: close to a credential but not one to report: masked by a
// tool, truncated, obviously dummy local-dev values, revoked and shown as such, names without
// values. Each make(v) returns the text.

const M = (provider, rule, make, times = 1) => ({ provider, rule, make, times });

export const NEAR_MISSES = [
  M(
    'postgres',
    'ci-masked-log',
    (v) =>
      `Run psql "postgresql://loader:***@${v.pick(['pg-primary.internal', 'warehouse.prod.lan'])}:5432/analytics" -f sql/refresh.sql\nREFRESH MATERIALIZED VIEW\nREFRESH MATERIALIZED VIEW\nexit code 0`,
    2,
  ),
  M(
    'snowflake',
    'airflow-masked-log',
    (v) =>
      `[${v.date()}, ${v.time()} UTC] {base.py:84} INFO - Retrieving connection 'snowflake_default'\n[${v.date()}, ${v.time()} UTC] {connection.py:412} INFO - Snowflake Connector for Python Version: 3.12.0\n[${v.date()}, ${v.time()} UTC] {sql.py:470} INFO - Running statement: COPY INTO raw.events ... CREDENTIALS=(AWS_KEY_ID='***' AWS_SECRET_KEY='***')`,
    2,
  ),
  M(
    'dbt-cloud',
    'ui-token-list',
    (v) =>
      `Service tokens\n  Name              Token                 Created       Last used\n  airflow-trigger   dbtc_${v.b64url(4)}…${v.b64url(4)}      ${v.date()}    2 hours ago\n  ci-slim           dbtc_${v.b64url(4)}…${v.b64url(4)}      ${v.date()}    never`,
  ),
  M(
    'databricks',
    'masked-cli-output',
    (v) =>
      `$ databricks auth describe --profile prod\nHost: https://dbc-${v.hex(8)}-${v.hex(4)}.cloud.databricks.com\nUser: ${v.word()}@example.com\nAuthenticated with: pat\n-----\nCurrent configuration:\n  ✓ host: https://dbc-${v.hex(8)}-${v.hex(4)}.cloud.databricks.com (from ~/.databrickscfg config file)\n  ✓ token: ******** (from ~/.databrickscfg config file)\n  ✓ profile: prod`,
  ),
  M(
    'stripe',
    'dashboard-masked-key',
    (v) =>
      `Secret key   sk_live_••••••••••••••••••••${v.alnum(4)}   Reveal live key\nRestricted   rk_live_••••••••••••••••••••${v.alnum(4)}   (read-only: charges, customers)`,
  ),
  M(
    'aws',
    'revoked-key-note',
    (v) =>
      `Incident ${v.digits(4)}: the access key AKIA${v.uppernum(6)}… pushed in the notebook export was deactivated and deleted at ${v.time()} UTC; CloudTrail shows no use after ${v.time()}. The replacement lives only in Secrets Manager.`,
    2,
  ),
  M(
    'github',
    'revoked-token-note',
    (v) =>
      `> ghp_${v.alnum(6)}… (revoked ${v.date()}, was in the dbt repo's profiles.yml)\nGitHub auto-revoked it via secret scanning; new one is in Actions secrets as DBT_GIT_TOKEN.`,
  ),
  M(
    'postgres',
    'local-dev-compose',
    (v) =>
      `services:\n  db:\n    image: postgres:${v.pick(['15', '16', '16-alpine', '17'])}\n    environment:\n      POSTGRES_USER: postgres\n      POSTGRES_PASSWORD: postgres\n      POSTGRES_DB: ${v.pick(['app_dev', 'warehouse_dev', 'orders_test', 'metabase'])}\n    ports:\n      - "5432:5432"`,
    2,
  ),
  M(
    'mysql',
    'local-dev-compose',
    () =>
      `  mysql:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: root\n      MYSQL_DATABASE: shop_test\n      MYSQL_USER: test\n      MYSQL_PASSWORD: test`,
  ),
  M(
    'mongodb',
    'local-dev-uri',
    () =>
      `# docker run -d -p 27017:27017 -e MONGO_INITDB_ROOT_USERNAME=root -e MONGO_INITDB_ROOT_PASSWORD=example mongo:7\nMONGO_URL=mongodb://root:example@localhost:27017/?authSource=admin`,
  ),
  M(
    'redis',
    'local-dev-url',
    () =>
      `# tests/conftest.py\nREDIS_URL = "redis://:password@localhost:6379/15"  # throwaway container from docker-compose.test.yml`,
  ),
  M(
    'clickhouse',
    'local-dev-xml',
    () =>
      `<clickhouse>\n  <users>\n    <default>\n      <password></password>\n      <networks><ip>::1</ip><ip>127.0.0.1</ip></networks>\n    </default>\n  </users>\n</clickhouse>`,
  ),
  M(
    'terraform',
    'plan-sensitive',
    (v) =>
      `  # aws_db_instance.warehouse will be updated in-place\n  ~ resource "aws_db_instance" "warehouse" {\n        id                 = "db-${v.uppernum(26)}"\n      ~ password           = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }`,
  ),
  M(
    'kubernetes',
    'describe-secret',
    (v) =>
      `$ kubectl -n data describe secret warehouse-db\nName:         warehouse-db\nNamespace:    data\nType:  Opaque\n\nData\n====\npassword:  ${20 + v.int(20)} bytes\nusername:  ${6 + v.int(6)} bytes`,
  ),
  M(
    'snowflake',
    'env-example-empty',
    () =>
      `# Copy to .env and fill in from 1Password (vault "Data Platform")\nSNOWFLAKE_ACCOUNT=\nSNOWFLAKE_USER=\nSNOWFLAKE_PASSWORD=\nSNOWFLAKE_ROLE=TRANSFORMER\nSNOWFLAKE_WAREHOUSE=TRANSFORMING`,
  ),
  M(
    'fivetran',
    'env-example-empty',
    () =>
      `FIVETRAN_API_KEY=\nFIVETRAN_API_SECRET=\n# group id is not secret\nFIVETRAN_GROUP_ID=decidedly_bewildered`,
  ),
  M(
    'mysql',
    'password-prompt',
    (v) =>
      `$ mysql -h mysql-primary.db.internal -u repl -p\nEnter password:\nWelcome to the MySQL monitor.  Commands end with ; or \\g.\nServer version: 8.4.${v.int(5)} MySQL Community Server - GPL`,
  ),
  M(
    'postgres',
    'pgbouncer-userlist-masked',
    () =>
      `; userlist.txt (values shown redacted in the runbook)\n"app_rw" "<redacted>"\n"analytics_ro" "<redacted>"`,
  ),
  M(
    'openai',
    'truncated-in-error',
    (v) =>
      `openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-${v.b64url(4)}**********************${v.b64url(4)}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}`,
  ),
  M(
    'redshift',
    'dummy-test-fixture',
    () =>
      `def test_builds_dsn():\n    cfg = {"host": "example.redshift.amazonaws.com", "user": "test", "password": "not-a-real-password"}\n    assert build_dsn(cfg) == "redshift://test:not-a-real-password@example.redshift.amazonaws.com:5439/dev"`,
  ),
  M(
    'aws',
    'dummy-test-fixture',
    () =>
      `@pytest.fixture\ndef aws_credentials(monkeypatch):\n    """Mocked AWS Credentials for moto."""\n    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")\n    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")\n    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")`,
  ),
  M(
    'hashicorp-vault',
    'dev-root-token',
    () =>
      `# local only: vault server -dev -dev-root-token-id=root\nexport VAULT_ADDR=http://127.0.0.1:8200\nexport VAULT_TOKEN=root\nvault secrets enable database`,
  ),
  M(
    'slack-webhook',
    'redacted-webhook',
    (v) =>
      `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T${v.uppernum(8)}/B${v.uppernum(10)}/XXXXXXXXXXXXXXXXXXXXXXXX`,
  ),
  M(
    'metabase',
    'admin-settings-masked',
    () =>
      `Admin → Settings → Embedding\n  Embedding secret key: ••••••••••••••••••••••••••••••••  [Regenerate key]\n  Authorized origins: https://portal.example.com`,
  ),
  M(
    'confluent-cloud',
    'redacted-properties',
    (v) =>
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${v.uppernum(16)}" password="[REDACTED]";\n# ^ copied from the incident ticket; the real secret is in Vault at kafka/prod/debezium`,
  ),
];
