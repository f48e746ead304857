// Extra positives for secrets-heldout32: connection strings, key files and multi-value
// credentials, each with its own provider.

// Synthetic multi-value and URL contexts, each with its own provider.
function pemBody(g, header, bytes) {
  return `-----BEGIN ${header}-----\n${g.wrap(header === 'OPENSSH PRIVATE KEY' ? 'b3BlbnNzaC1rZXktdjEAAAAA' + g.b64(bytes - 24) : 'MII' + g.b64(bytes - 3), header === 'OPENSSH PRIVATE KEY' ? 70 : 64)}\n-----END ${header}-----`;
}

export const EXTRA_POSITIVES = [
  {
    p: 'postgres',
    obs: false,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.b64url(20);
      return {
        text: `DATABASE_URL=postgres://app_user:${pw}@${g.pick(['db.prod.internal', 'orders-db.cluster-c8x.us-east-1.rds.amazonaws.com'])}:5432/orders?sslmode=require`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'timescale',
    obs: true,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.alnum(24);
      return {
        text: `# promscale / metrics store\nTSDB_URI="postgres://tsdbadmin:${pw}@${g.lowernum(10)}.${g.lowernum(10)}.tsdb.cloud.timescale.com:3${g.digits(4)}/tsdb?sslmode=require"`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'clickhouse',
    obs: true,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.b64url(22);
      return {
        text: `exporters:\n  clickhouse:\n    endpoint: tcp://clickhouse.observability.svc:9000?dial_timeout=10s&compress=lz4\n    database: otel\n    username: otel_writer\n    password: ${pw}\n    ttl: 72h`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'mysql',
    obs: false,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.alnum(18);
      return {
        text: `spring.datasource.url=jdbc:mysql://mysql.prod.internal:3306/shop\nspring.datasource.username=shop_rw\nspring.datasource.password=${pw}`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'mongodb',
    obs: false,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.alnum(16);
      return {
        text: `const uri = 'mongodb+srv://svc-reporting:${pw}@cluster0.${g.lowernum(5)}.mongodb.net/?retryWrites=true&w=majority';`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'mysqld-exporter',
    obs: true,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.b64url(16);
      return {
        text: `# mysqld_exporter sidecar\n- name: DATA_SOURCE_NAME\n  value: "exporter:${pw}@(127.0.0.1:3306)/"`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'postgres-exporter',
    obs: true,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.alnum(20);
      return {
        text: `DATA_SOURCE_NAME="postgresql://postgres_exporter:${pw}@pg-primary.db.svc:5432/postgres?sslmode=disable"`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'redis-exporter',
    obs: true,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.alnum(32);
      return {
        text: `redis_exporter --redis.addr=rediss://default:${pw}@cache-prod.abc123.use1.cache.amazonaws.com:6379 --web.listen-address=:9121`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'rabbitmq-exporter',
    obs: true,
    rule: 'connection-url',
    make: (g) => {
      const pw = g.b64url(20);
      return {
        text: `# prometheus.yml scrape via management API\n  - job_name: rabbitmq\n    metrics_path: /metrics\n    static_configs:\n      - targets: ['rabbitmq.mq.svc:15692']\n    basic_auth:\n      username: monitoring\n      password: ${pw}`,
        secrets: [pw],
      };
    },
  },
  {
    p: 'blackbox-exporter',
    obs: true,
    rule: 'uptime-probe-auth',
    make: (g) => {
      const tok = g.b64url(40);
      return {
        text: `modules:\n  http_2xx_auth:\n    prober: http\n    timeout: 5s\n    http:\n      valid_status_codes: [200]\n      headers:\n        Authorization: "Bearer ${tok}"\n      fail_if_not_ssl: true`,
        secrets: [tok],
      };
    },
  },
  {
    p: 'aws',
    obs: false,
    rule: 'aws-credentials-file',
    make: (g) => {
      const id = `AKIA${g.uppernum(16)}`;
      const sk = g.b64(40);
      return {
        text: `[${g.pick(['default', 'observability', 'log-archive'])}]\naws_access_key_id = ${id}\naws_secret_access_key = ${sk}\nregion = ${g.pick(['us-east-1', 'eu-central-1'])}`,
        secrets: [id, sk],
      };
    },
  },
  {
    p: 'aws-firehose',
    obs: true,
    rule: 'aws-credentials-file',
    make: (g) => {
      const id = `AKIA${g.uppernum(16)}`;
      const sk = g.b64(40);
      return {
        text: `[OUTPUT]\n    Name            kinesis_firehose\n    Match           *\n    region          us-east-1\n    delivery_stream datadog-logs\n# creds injected for the firehose shipper\n# AWS_ACCESS_KEY_ID=${id}\n# AWS_SECRET_ACCESS_KEY=${sk}`,
        secrets: [id, sk],
      };
    },
  },
  {
    p: 'gcp-service-account',
    obs: true,
    rule: 'service-account-json',
    make: (g) => {
      const pem = pemBody(g, 'PRIVATE KEY', 220).replace(/\n/g, '\\n') + '\\n';
      const keyId = g.hex(40);
      return {
        text: `{\n  "type": "service_account",\n  "project_id": "acme-observability",\n  "private_key_id": "${keyId}",\n  "private_key": "${pem}",\n  "client_email": "cloud-monitoring-writer@acme-observability.iam.gserviceaccount.com",\n  "client_id": "${g.digits(21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}`,
        secrets: [pem],
      };
    },
  },
  {
    p: 'ssh-private-key',
    obs: false,
    rule: 'pem-private-key',
    make: (g) => {
      const pem = pemBody(g, 'OPENSSH PRIVATE KEY', 400);
      return { text: `# deploy key for the runbook bot\n${pem}`, secrets: [pem] };
    },
  },
  {
    p: 'tls-private-key',
    obs: true,
    rule: 'pem-private-key',
    make: (g) => {
      const pem = pemBody(g, 'EC PRIVATE KEY', 160);
      return {
        text: `# otel-collector mTLS client key (collector-client.key)\n${pem}`,
        secrets: [pem],
      };
    },
  },
  {
    p: 'loki-basic-auth',
    obs: true,
    rule: 'basic-auth-header',
    make: (g) => {
      const b = g.b64of(`${g.digits(6)}:glc_${g.b64(60)}`);
      return {
        text: `POST /loki/api/v1/push HTTP/1.1\nHost: logs-prod-006.grafana.net\nAuthorization: Basic ${b}\nContent-Type: application/json`,
        secrets: [b],
      };
    },
  },
  {
    p: 'openobserve-basic',
    obs: true,
    rule: 'basic-auth-header',
    make: (g) => {
      const b = g.b64of(`root@example.com:${g.alnum(16)}`);
      return {
        text: `curl https://api.openobserve.ai/api/acme_org/default/_json \\\n  -H "Authorization: Basic ${b}" \\\n  -d '[{"level":"info","job":"test"}]'`,
        secrets: [b],
      };
    },
  },
  {
    p: 'confluent',
    obs: false,
    rule: 'kafka-jaas',
    make: (g) => {
      const key = g.uppernum(16);
      const sec = g.b64(64);
      return {
        text: `bootstrap.servers=pkc-${g.lowernum(5)}.us-east-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${key}" password="${sec}";`,
        secrets: [sec],
      };
    },
  },
  {
    p: 'kafka-exporter',
    obs: true,
    rule: 'kafka-jaas',
    make: (g) => {
      const pw = g.b64url(24);
      return {
        text: `args:\n  - --kafka.server=kafka-0.kafka.svc:9093\n  - --sasl.enabled\n  - --sasl.username=kafka-exporter\n  - --sasl.password=${pw}\n  - --sasl.mechanism=scram-sha512`,
        secrets: [pw],
      };
    },
  },
];
