// Hard negatives of the held-out (7) secrets set: placeholders, references to secrets kept
// elsewhere, encrypted values, and *_KEY / *_TOKEN settings whose values are names, paths,
// durations or booleans. Same contract as negatives-ops.mjs.

const lines = (...parts) => parts.flat().join('\n');

function keyNamedSettings(c) {
  const pool = [
    'API_KEY_HEADER=X-Api-Key',
    `TOKEN_TTL=${c.r.pick(['3600s', '15m', '24h', '900'])}`,
    `SSH_KEY_PATH=/home/${c.f.user()}/.ssh/id_ed25519`,
    'TLS_KEY_FILE=/etc/ssl/private/server.key',
    `SECRET_NAME=${c.f.app()}-${c.f.env()}-credentials`,
    'USE_API_KEY_AUTH=true',
    `KEY_ROTATION_DAYS=${c.r.pick([30, 60, 90])}`,
    'GITHUB_TOKEN_SCOPE=repo,read:org',
    `TOKEN_ENDPOINT=https://auth.acme.io/oauth2/token`,
    'PASSWORD_MIN_LENGTH=12',
    'SECRET_BACKEND=vault',
    `JWT_SECRET_FILE=/run/secrets/jwt_${c.f.app()}`,
    'ACCESS_TOKEN_EXPIRES_IN=7d',
    'API_KEY_PREFIX=ak_',
    `KMS_KEY_ALIAS=alias/${c.f.app()}-${c.f.env()}`,
    'REFRESH_TOKEN_ROTATION=false',
    'SESSION_SECRET_ENV=SESSION_SECRET',
    'AUTH_TOKEN_HEADER_NAME=Authorization',
  ];
  return {
    provider: 'config',
    rule: 'key-named-non-secrets',
    text: lines(`# ${c.f.app()} auth settings`, c.r.sample(pool, 6)),
  };
}

function placeholdersEnv(c) {
  const pool = [
    'STRIPE_SECRET_KEY=<YOUR_STRIPE_SECRET_KEY>',
    'MAILJET_API_KEY=changeme',
    'PLIVO_AUTH_TOKEN=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'DATADOG_API_KEY=${DATADOG_API_KEY}',
    'REPLICATE_API_TOKEN=REPLACE_ME',
    'DB_PASSWORD=***',
    'BINANCE_SECRET_KEY=your-binance-secret-here',
    'TWILIO_AUTH_TOKEN=',
    'SENDBIRD_API_TOKEN="<paste token>"',
    'ALGOLIA_ADMIN_KEY=${ALGOLIA_ADMIN_KEY:?set ALGOLIA_ADMIN_KEY}',
    'HCLOUD_TOKEN=TODO',
    'OKTA_API_TOKEN=<redacted>',
  ];
  return {
    provider: 'config',
    rule: 'placeholder-env',
    text: lines('# copy to .env and fill in', c.r.sample(pool, 5)),
  };
}

function placeholdersCode(c) {
  const variants = [
    () =>
      lines(
        'import os',
        '',
        `client = Client(api_key=os.environ["${c.r.pick(['COHERE_API_KEY', 'ZENDESK_TOKEN'])}"],`,
        '                secret=os.getenv("APP_SECRET", ""))',
      ),
    () =>
      lines(
        `const apiKey = process.env.${c.r.pick(['MOLLIE_API_KEY', 'LINEAR_API_KEY'])} ?? '';`,
        "if (!apiKey) throw new Error('missing api key');",
      ),
    () => lines('[database]', 'password = %(db_password)s', 'user = %(db_user)s'),
    () =>
      lines(
        'apiVersion: v1',
        'kind: Secret',
        'stringData:',
        '  api-key: {{ .Values.mailgun.apiKey | quote }}',
        '  token: {{ required "token" .Values.token }}',
      ),
    () =>
      lines(
        `token := os.Getenv("HCLOUD_TOKEN")`,
        'if token == "" {',
        '\tlog.Fatal("HCLOUD_TOKEN not set")',
        '}',
      ),
    () =>
      lines(
        `$config['api_key'] = getenv('BREVO_API_KEY');`,
        `$config['secret'] = $_ENV['BREVO_SECRET'] ?? null;`,
      ),
    () =>
      lines(
        'spring.datasource.password=${DB_PASSWORD}',
        'app.paystack.secret-key=${PAYSTACK_SECRET_KEY:}',
      ),
    () =>
      lines(
        `ENV.fetch("SHOPIFY_ACCESS_TOKEN")`,
        `Rails.application.credentials.dig(:mollie, :api_key)`,
      ),
  ];
  return { provider: 'config', rule: 'placeholder-code', text: c.r.pick(variants)() };
}

function secretStoreRefs(c) {
  const pool = [
    `DB_PASSWORD=op://${c.f.app()}-prod/postgres/password`,
    `API_TOKEN=vault:secret/data/${c.f.app()}#api_token`,
    `STRIPE_KEY=arn:aws:secretsmanager:eu-west-1:${c.v.digits(12)}:secret:prod/stripe-${c.v.alnum(6)}`,
    `SMTP_PASSWORD=ssm:/${c.f.env()}/${c.f.app()}/smtp_password`,
    `GCP_SA_KEY=projects/${c.v.digits(12)}/secrets/${c.f.app()}-sa/versions/latest`,
    `REDIS_PASSWORD=$(cat /run/secrets/redis_password)`,
    `AZURE_CLIENT_SECRET=@Microsoft.KeyVault(SecretUri=https://${c.f.app()}-kv.vault.azure.net/secrets/client-secret/)`,
    `SENTRY_AUTH_TOKEN=sops://secrets/${c.f.env()}.enc.yaml#sentry.token`,
  ];
  return {
    provider: 'secret-store',
    rule: 'secret-store-reference',
    text: lines('# resolved at deploy time', c.r.sample(pool, 4)),
  };
}

function encryptedValues(c) {
  const variants = [
    () =>
      lines(
        'db_password: !vault |',
        '  $ANSIBLE_VAULT;1.1;AES256',
        ...Array.from({ length: 4 }, () => `  ${c.v.hex(80)}`),
      ),
    () =>
      lines(
        'api_key: ENC[AES256_GCM,data:' +
          c.v.b64(44) +
          ',iv:' +
          c.v.b64(43) +
          '=,tag:' +
          c.v.b64(22) +
          '==,type:str]',
        'sops:',
        `  lastmodified: "${c.f.date()}T${c.f.time()}Z"`,
        `  mac: ENC[AES256_GCM,data:${c.v.b64(88)},type:str]`,
      ),
    () =>
      lines(
        '$ vault write transit/encrypt/orders plaintext=$(base64 <<< "card-batch")',
        'Key            Value',
        '---            -----',
        `ciphertext     vault:v1:${c.v.b64(64)}`,
        'key_version    1',
      ),
  ];
  return { provider: 'encryption', rule: 'encrypted-value', text: c.r.pick(variants)() };
}

function ciSecretRefs(c) {
  const text = c.r.chance(0.5)
    ? lines(
        '    env:',
        '      NETLIFY_AUTH_TOKEN: ${{ secrets.NETLIFY_AUTH_TOKEN }}',
        '      CODECOV_TOKEN: ${{ secrets.CODECOV_TOKEN }}',
        '      GITHUB_TOKEN: ${{ github.token }}',
        '    steps:',
        '      - run: npm run deploy -- --token "$NETLIFY_AUTH_TOKEN"',
      )
    : lines(
        'deploy:',
        '  script:',
        '    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY',
        '    - curl --header "JOB-TOKEN: $CI_JOB_TOKEN" "$CI_API_V4_URL/projects/$CI_PROJECT_ID/packages"',
      );
  return { provider: 'ci', rule: 'ci-secret-reference', text };
}

function composeRefs(c) {
  const text = lines(
    'services:',
    `  ${c.f.app()}:`,
    '    environment:',
    '      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password',
    '      MINIO_ROOT_PASSWORD: ${MINIO_ROOT_PASSWORD:?err}',
    '      API_KEY: ${API_KEY}',
    '    secrets: [pg_password]',
    'secrets:',
    '  pg_password:',
    '    file: ./secrets/pg_password.txt',
  );
  return { provider: 'docker-compose', rule: 'compose-secret-refs', text };
}

function maskedCiLog(c) {
  const text = lines(
    `Run ./deploy.sh ${c.f.env()}`,
    '  env:',
    '    HEROKU_API_KEY: ***',
    '    DOCKER_PASSWORD: ***',
    `Logging in to registry.acme.io as ${c.f.user()}`,
    'WARNING! Using --password via the CLI is insecure. Use --password-stdin.',
    'Login Succeeded',
    `Pushed sha256:${c.v.hex(64)}`,
  );
  return { provider: 'ci', rule: 'masked-ci-log', text };
}

function hostFileRefs(c) {
  const variants = [
    () =>
      lines(
        '[Service]',
        `EnvironmentFile=/etc/${c.f.app()}/secrets.env`,
        `LoadCredential=api-token:/etc/credstore/${c.f.app()}-token`,
        `ExecStart=/usr/bin/${c.f.app()} --token-file %d/api-token`,
      ),
    () =>
      lines(
        `[program:${c.f.app()}]`,
        'command=/srv/app/bin/worker',
        'environment=API_KEY="%(ENV_API_KEY)s",SECRET_TOKEN="%(ENV_SECRET_TOKEN)s"',
      ),
    () =>
      lines(
        'server {',
        '    listen 443 ssl;',
        '    ssl_certificate     /etc/letsencrypt/live/acme.io/fullchain.pem;',
        '    ssl_certificate_key /etc/letsencrypt/live/acme.io/privkey.pem;',
        '    auth_basic "restricted";',
        '    auth_basic_user_file /etc/nginx/.htpasswd;',
        '}',
      ),
    () =>
      lines(
        '#!/bin/bash',
        'export PGPASSWORD="$(cat /etc/backup/pgpass)"',
        `export RESTIC_PASSWORD_FILE=/etc/backup/restic.key`,
        `restic -r s3:s3.eu-central-1.amazonaws.com/${c.f.app()}-backups backup /srv/data`,
      ),
    () =>
      lines(
        `0 3 * * * /usr/local/bin/backup --key-file /etc/backup/${c.f.app()}.key --token-env BACKUP_TOKEN`,
        '*/5 * * * * /usr/local/bin/healthcheck --secret-name monitor-token',
      ),
  ];
  return { provider: 'host-config', rule: 'host-file-references', text: c.r.pick(variants)() };
}

export const REF_NEGATIVES = [
  keyNamedSettings,
  placeholdersEnv,
  placeholdersCode,
  secretStoreRefs,
  encryptedValues,
  ciSecretRefs,
  composeRefs,
  maskedCiLog,
  hostFileRefs,
];
