// Hard negatives, part A: placeholders, variable references, templating and redaction output.
import { CORPS, host } from './enterprise-a.mjs';
import { lines } from './syntaxes.mjs';

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  '***',
  'your-secret-here',
  '<insert token>',
  'TODO',
  '********',
  '<client-secret>',
  'CHANGE_ME_BEFORE_DEPLOY',
  '__SECRET__',
  '[REDACTED]',
];

function placeholderEnv(r) {
  const name = r.pick([
    'PAYMENT_API_KEY',
    'SMTP_PASSWORD',
    'CRM_CLIENT_SECRET',
    'LEDGER_TOKEN',
    'MAPS_KEY',
  ]);
  const text = lines(
    '# copy to .env and fill in',
    'APP_ENV=local',
    `${name}=${r.pick(PLACEHOLDERS)}`,
    'DEBUG=true',
  );
  return { provider: 'placeholder', text };
}

function placeholderYaml(r) {
  const text = lines(
    'datasource:',
    `  url: jdbc:postgresql://localhost:5432/${r.pick(['orders', 'app'])}`,
    '  username: app',
    `  password: "${r.pick(PLACEHOLDERS)}"`,
  );
  return { provider: 'placeholder', text };
}

function varRefs(r) {
  return {
    provider: 'variable-reference',
    text: r.pick([
      () =>
        lines(
          'const client = new Api({',
          '  apiKey: process.env.BILLING_API_KEY,',
          '  secret: process.env.BILLING_SECRET ?? "",',
          '});',
        ),
      () =>
        lines(
          'import os',
          'TOKEN = os.environ["NIGHTJAR_TOKEN"]',
          'PASSWORD = os.getenv("DB_PASSWORD", "")',
        ),
      () =>
        lines(
          'spring.datasource.password=${DB_PASSWORD}',
          'spring.ldap.password=${LDAP_BIND_PASSWORD:}',
          'server.ssl.key-store-password=${KEYSTORE_PASS}',
        ),
      () =>
        lines(
          'env:',
          '  - name: API_TOKEN',
          '    valueFrom:',
          '      secretKeyRef:',
          '        name: ledger-api',
          '        key: token',
        ),
      () =>
        lines(
          'password: {{ .Values.postgresql.auth.password | quote }}',
          'apiKey: {{ required "apiKey" .Values.apiKey }}',
        ),
      () =>
        lines(
          '[database]',
          'password = %(db_password)s',
          'url = postgresql://%(db_user)s:%(db_password)s@db/app',
        ),
      () =>
        lines(
          '- name: Deploy',
          '  env:',
          '    NEXUS_PASSWORD: ${{ secrets.NEXUS_PASSWORD }}',
          '    SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}',
        ),
      () =>
        lines(
          '<server>',
          '  <id>releases</id>',
          '  <username>${env.NEXUS_USER}</username>',
          '  <password>${env.NEXUS_PASSWORD}</password>',
          '</server>',
        ),
      () =>
        lines(
          '"ConnectionStrings": {',
          '  "Default": "@Microsoft.KeyVault(SecretUri=https://kv-claims.vault.azure.net/secrets/SqlConn/)"',
          '}',
        ),
      () =>
        lines(
          'variable "db_password" {',
          '  type      = string',
          '  sensitive = true',
          '}',
          'password = var.db_password',
        ),
      () =>
        lines(
          'api_key = Rails.application.credentials.dig(:mailer, :api_key)',
          'secret = ENV.fetch("WEBHOOK_SECRET")',
        ),
      () =>
        lines("$apiKey = getenv('MAILER_API_KEY');", "$secret = $_ENV['MAILER_SECRET'] ?? null;"),
      () =>
        lines(
          'token := os.Getenv("VAULT_TOKEN")',
          'if token == "" {',
          '\treturn errors.New("VAULT_TOKEN not set")',
          '}',
        ),
      () =>
        lines(
          'environment {',
          "  NEXUS = credentials('nexus-deploy')",
          "  SONAR_TOKEN = credentials('sonar-token')",
          '}',
        ),
      () =>
        lines(
          'password = vault("secret/data/orders/db#password")',
          "api_key = \"{{ lookup('env', 'API_KEY') }}\"",
        ),
    ])(),
  };
}

function redacted(r, v) {
  const text = r.pick([
    () =>
      `2024-05-02 12:00:01 INFO auth ok key=sk_live_****${v.digits(4)} account=acct_${v.lower(6)}`,
    () => lines('Authorization: Bearer [REDACTED]', `X-Request-Id: ${v.uuid()}`),
    () => `Using API key ending in …${v.hex(4)} (created 2023-11-02)`,
    () => lines('spring.datasource.password=******', 'spring.datasource.username=app'),
    () => `{"client_secret":"<redacted>","client_id":"portal","grant_type":"client_credentials"}`,
    () => `password: "${'*'.repeat(12)}"  # masked by config-dump`,
    () => `token=ghp_${'*'.repeat(36)}`,
  ])();
  return { provider: 'redaction', text };
}

function docsPlaceholder(r) {
  const text = lines(
    '## Authentication',
    '',
    'Send your key in the `X-Api-Key` header:',
    '',
    '```bash',
    `curl -H "X-Api-Key: ${r.pick(['$API_KEY', 'YOUR_KEY', '<api-key>', '{{apiKey}}'])}" https://api.${r.pick(CORPS)}.io/v1/me`,
    '```',
  );
  return { provider: 'docs', text };
}

function uriNoPassword(r) {
  const text = r.pick([
    `DATABASE_URL=postgres://app@${host(r, 'pg')}:5432/orders?sslmode=require`,
    `REDIS_URL=redis://${host(r, 'redis')}:6379/0`,
    `spring.datasource.url=jdbc:mysql://${host(r, 'mysql')}:3306/crm?useSSL=true`,
    `MONGO_URI=mongodb://\${MONGO_USER}:\${MONGO_PASS}@${host(r, 'mongo')}:27017/app`,
    'amqp://guest:guest@localhost:5672/',
  ]);
  return { provider: 'connection-string', text };
}

export const NEGATIVES_A = {
  placeholderEnv,
  placeholderYaml,
  varRefs,
  redacted,
  docsPlaceholder,
  uriNoPassword,
};
