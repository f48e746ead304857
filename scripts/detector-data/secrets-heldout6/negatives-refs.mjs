// Hard negatives of the held-out (6) secrets set, part one: placeholders, references to
// secrets kept elsewhere, redacted output and config keys named like secrets whose values
// are not credentials. Each builder gets (r, provider) and returns { text, rule }.

import { styled } from './values.mjs';

const w = (p) => p.words;

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  '***',
  'your-secret-here',
  '<insert token here>',
  'TODO',
  '""',
  'CHANGE_ME_BEFORE_DEPLOY',
  '<redacted>',
  'XXXX-XXXX-XXXX-XXXX',
  'tu_clave_aqui',
  'dein-token-hier',
  '...',
];

const placeholder = (r, p) => {
  const value = r.pick(PLACEHOLDERS);
  const name = styled(w(p), 'SCREAM');
  return r.pick([
    () =>
      `# copy to .env and fill in\n${name}=${value}\n${styled([p.slug, 'region'], 'SCREAM')}=eu`,
    () =>
      `${p.slug}:\n  ${styled(w(p), 'snake')}: "${value}"   # set in the vault, not here\n  timeout: 30`,
    () =>
      `const client = new ${styled([p.slug], 'pascal')}Client({\n  ${styled(w(p), 'camel')}: '${value}', // replace with your own key\n});`,
    () =>
      `| Variable | Example |\n|---|---|\n| \`${name}\` | \`${value}\` |\n| \`LOG_LEVEL\` | \`info\` |`,
  ])();
};

const envReference = (r, p) => {
  const name = styled(w(p), 'SCREAM');
  return r.pick([
    () =>
      `${styled(w(p), 'snake')} = os.environ["${name}"]\nclient = Client(api_key=${styled(w(p), 'snake')})`,
    () =>
      `const ${styled(w(p), 'camel')} = process.env.${name};\nif (!${styled(w(p), 'camel')}) throw new Error('${name} is not set');`,
    () => `String key = System.getenv("${name}");\nObjects.requireNonNull(key, "${name}");`,
    () => `key := os.Getenv("${name}")\nif key == "" {\n\tlog.Fatal("missing ${name}")\n}`,
    () => `let key = std::env::var("${name}").expect("${name} must be set");`,
    () => `${styled(w(p), 'snake')} = ENV.fetch("${name}")`,
    () => `$key = getenv('${name}') ?: throw new RuntimeException('no key');`,
    () => `var key = Environment.GetEnvironmentVariable("${name}");`,
    () => `config :app, ${styled(w(p), 'snake')}: System.fetch_env!("${name}")`,
    () => `local key = os.getenv("${name}")`,
    () => `my $key = $ENV{${name}} or die "missing ${name}";`,
    () => `key <- Sys.getenv("${name}")`,
    () => `$key = $env:${name}`,
    () => `final key = Platform.environment['${name}'];`,
    () => `${name}=\${${name}:?must be set}\nexport ${name}`,
  ])();
};

const templateReference = (r, p) => {
  const snake = styled(w(p), 'snake');
  const name = styled(w(p), 'SCREAM');
  return r.pick([
    () =>
      `env:\n  - name: ${name}\n    valueFrom:\n      secretKeyRef:\n        name: ${p.slug}-credentials\n        key: ${styled(w(p), 'kebab')}`,
    () => `    env:\n      ${name}: \${{ secrets.${name} }}\n    steps:\n      - run: make deploy`,
    () => `stringData:\n  ${snake}: {{ .Values.${p.slug}.${styled(w(p), 'camel')} | quote }}`,
    () => `${snake}: "{{ vault_${snake} }}"`,
    () =>
      `provider "${p.slug}" {\n  ${snake} = var.${snake}\n}\n\nvariable "${snake}" {\n  type      = string\n  sensitive = true\n}`,
    () => `environment:\n  ${name}: \${ssm:/prod/${p.slug}/${styled(w(p), 'kebab')}}`,
    () => `Environment:\n  Variables:\n    ${name}: !Ref ${styled(w(p), 'pascal')}Param`,
    () => `[${p.slug}]\n${snake} = %(${snake})s\nendpoint = https://${p.host}`,
    () => `${styled(w(p), 'dot')}=\${${name}}\nserver.port=8080`,
    () => `@Value("\${${styled(w(p), 'dot')}}")\nprivate String ${styled(w(p), 'camel')};`,
    () => `${snake} = "{{ op://Production/${styled([p.slug], 'title')}/credential }}"`,
    () => `${name}=\${{ env.${name} }}`,
    () => `"${styled(w(p), 'camel')}": "#{${name}}#"`,
    () => `${snake}: <%= ENV['${name}'] %>`,
  ])();
};

const redacted = (r, p) => {
  const tail = String(1000 + r.int(9000));
  const prefix = p.pattern.includes('{') ? p.pattern.slice(0, p.pattern.indexOf('{')) : '';
  return r.pick([
    () => `2025-02-11T09:14:03Z INFO using ${p.slug} key ****${tail} (masked)`,
    () => `${styled(w(p), 'SCREAM')}=[REDACTED]`,
    () => `Authorization: Bearer <redacted>\nX-Request-Id: ${r.int(1e9)}`,
    () => `{"${styled(w(p), 'camel')}": "********", "lastRotated": "2025-01-0${1 + r.int(9)}"}`,
    () => `✓ Secret ${styled(w(p), 'SCREAM')} saved (value hidden: ••••••••${tail.slice(2)})`,
    () => `Key: ${prefix || 'sk_live_'}****${tail}  Created: 2024-11-02  Status: active`,
    () => `${p.slug} token: ${'*'.repeat(8 + r.int(24))}`,
    () => `config dump: { endpoint: "https://${p.host}", ${styled(w(p), 'snake')}: "[FILTERED]" }`,
  ])();
};

const keyNamedNotSecret = (r) =>
  r.pick([
    () => `cache:\n  key_prefix: "v2:user:"\n  ttl_seconds: 600\n  token_bucket_size: 50`,
    () =>
      `CREATE TABLE orders (\n  id BIGSERIAL PRIMARY KEY,\n  idempotency_key TEXT NOT NULL,\n  api_key_id INTEGER REFERENCES api_keys(id)\n);`,
    () => `model: gpt-4o-mini\nmax_tokens: 4096\ntokenizer: cl100k_base\nstop_tokens: ["</s>"]`,
    () =>
      `TOKEN_EXPIRY_SECONDS=3600\nSECRET_BACKEND=vault\nKEY_ROTATION_DAYS=90\nPASSWORD_MIN_LENGTH=12`,
    () => `{\n  "token_type": "Bearer",\n  "expires_in": 3599,\n  "scope": "read:orders"\n}`,
    () =>
      `api:\n  auth_header_name: X-Api-Key\n  api_key_location: header\n  secret_name: payments-api-credentials`,
    () =>
      `const SORT_KEY = 'createdAt';\nconst PARTITION_KEY = 'tenantId';\nconst SECRET_MANAGER_REGION = 'eu-west-1';`,
    () => `keyboard:\n  layout: de-nodeadkeys\n  key_repeat_delay_ms: 250`,
    () =>
      `jwt:\n  algorithm: RS256\n  public_key_url: https://auth.acme.example/.well-known/jwks.json\n  token_lifetime: 15m`,
    () =>
      `[encryption]\nkey_provider = "aws-kms"\nkey_alias = "alias/app-data"\nsecret_store = "ssm"`,
    () =>
      `password_policy:\n  require_symbol: true\n  password_history: 5\n  password_reset_url: /account/reset`,
    () => `s3_key: uploads/2025/03/invoice-88412.pdf\nsigned_url_ttl: 300`,
    () =>
      `# i18n\nlogin.password.label=Mot de passe\nlogin.token.expired=Ihr Token ist abgelaufen\nlogin.secret.question=¿Cuál es tu pregunta secreta?`,
    () => `translationKey: "settings.apiKeys.createButton"\nsecretLabel: "Show secret"`,
  ])();

export const REF_NEGATIVES = [
  ['placeholder', placeholder, 26],
  ['env-reference', envReference, 24],
  ['template-reference', templateReference, 22],
  ['redacted-output', redacted, 12],
  ['key-named-not-secret', keyNamedNotSecret, 12],
];
