// Hard negatives, part 1: placeholders, references to secrets kept elsewhere, and settings whose
// names say key/token/secret but whose values are not credentials. Each is (r) => [provider, text].
import { APPS, REGIONS, styled } from './names.mjs';
import { HEX, base64Of, uuid } from './values.mjs';

const NAMES = [
  ['mailjet', 'MAILJET_SECRET_KEY'],
  ['brevo', 'BREVO_API_KEY'],
  ['datadog', 'DD_API_KEY'],
  ['hetzner-cloud', 'HCLOUD_TOKEN'],
  ['contentful', 'CONTENTFUL_MANAGEMENT_TOKEN'],
  ['paystack', 'PAYSTACK_SECRET_KEY'],
  ['mistral', 'MISTRAL_API_KEY'],
  ['tomtom', 'TOMTOM_API_KEY'],
  ['binance', 'BINANCE_API_SECRET'],
  ['linear', 'LINEAR_API_KEY'],
  ['sentry', 'SENTRY_AUTH_TOKEN'],
  ['supabase', 'SUPABASE_SERVICE_ROLE_KEY'],
  ['twitch', 'TWITCH_CLIENT_SECRET'],
  ['notion', 'NOTION_TOKEN'],
];
const words = (name) => name.toLowerCase().split('_');
const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  'your-api-key-here',
  'REPLACE_ME',
  '***',
  '<insert token here>',
  'TODO',
  'put-your-secret-here',
  '""',
  'dummy',
  '__SET_IN_VAULT__',
  '<secret>',
  'YOUR_SECRET_KEY_GOES_HERE',
  '...',
  'null',
];

function placeholderEnv(r) {
  const [slug, name] = r.pick(NAMES);
  const value = r.pick(PLACEHOLDERS);
  const lines = [
    `# .env.example — copy to .env and fill in`,
    `APP_NAME=${r.pick(APPS)}`,
    `${name}=${value}`,
  ];
  if (r.chance(0.5)) {
    lines.push(`${r.pick(NAMES)[1]}=${r.pick(PLACEHOLDERS)}`);
  }
  return [slug, lines.join('\n')];
}

function placeholderYaml(r) {
  const [slug, name] = r.pick(NAMES);
  return [
    slug,
    `${slug.replace(/-/g, '')}:\n  enabled: true\n  ${styled(words(name).slice(1), 'snake')}: "${r.pick(PLACEHOLDERS)}"  # set per environment`,
  ];
}

function placeholderCode(r) {
  const [slug, name] = r.pick(NAMES);
  const v = r.pick(['<YOUR_API_KEY>', 'YOUR_API_KEY', 'sk-...', 'your_token_here', 'INSERT_KEY']);
  return [
    slug,
    `# Quickstart\n\n\`\`\`python\nimport ${slug.replace(/-/g, '_')}\n\nclient = ${slug.replace(/-/g, '_')}.Client(${styled(words(name).slice(1), 'snake')}="${v}")\nprint(client.status())\n\`\`\``,
  ];
}

const REFS = [
  (n) => `process.env.${n}`,
  (n) => `os.environ["${n}"]`,
  (n) => `os.getenv("${n}")`,
  (n) => `System.getenv("${n}")`,
  (n) => `ENV.fetch("${n}")`,
  (n) => `env('${n}')`,
  (n) => `Environment.GetEnvironmentVariable("${n}")`,
  (n) => `std::env::var("${n}")?`,
  (n) => `os.Getenv("${n}")`,
  (n) => `import.meta.env.${n}`,
  (n) => `Deno.env.get("${n}")`,
  (n) => `config("services.${n.toLowerCase()}")`,
];

function codeReference(r) {
  const [slug, name] = r.pick(NAMES);
  const ref = r.pick(REFS)(name);
  const key = styled(words(name).slice(1), 'camel');
  return [
    slug,
    `const client = new ${styled(slug.split('-'), 'pascal')}Client({\n  ${key}: ${ref},\n  timeout: 10_000,\n});`,
  ];
}

const TEMPLATE_REFS = [
  (n) => `\${${n}}`,
  (n) => `\${{ secrets.${n} }}`,
  (n) => `{{ .Values.${styled(words(n), 'camel')} }}`,
  (n) => `{{ vault_${n.toLowerCase()} }}`,
  (n) => `%(${n.toLowerCase()})s`,
  (n) => `$(cat /run/secrets/${n.toLowerCase()})`,
  (n) => `#{${n}}#`,
  (n) => `$\{env:${n}}`,
  (n) => `{{ env "${n}" }}`,
  (n) =>
    `@Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/${n.toLowerCase().replace(/_/g, '-')}/)`,
  (n) => `op://Engineering/${n.toLowerCase()}/credential`,
];

function templateReference(r) {
  const [slug, name] = r.pick(NAMES);
  const ref = r.pick(TEMPLATE_REFS)(name);
  const form = r.int(3);
  if (form === 0) {
    return [
      slug,
      `env:\n  - name: ${name}\n    value: "${ref}"\n  - name: LOG_LEVEL\n    value: info`,
    ];
  }
  if (form === 1) {
    return [
      slug,
      `jobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      ${name}: ${ref}\n    steps:\n      - run: make publish`,
    ];
  }
  return [slug, `[${slug}]\n${name.toLowerCase()} = ${ref}\nregion = ${r.pick(REGIONS)}`];
}

function secretKeyRef(r) {
  const [slug, name] = r.pick(NAMES);
  return [
    slug,
    `        env:\n          - name: ${name}\n            valueFrom:\n              secretKeyRef:\n                name: ${r.pick(APPS)}-secrets\n                key: ${name.toLowerCase().replace(/_/g, '-')}`,
  ];
}

function terraformVar(r) {
  const [slug, name] = r.pick(NAMES);
  const n = name.toLowerCase();
  return [
    slug,
    `resource "kubernetes_secret" "${slug.replace(/-/g, '_')}" {\n  metadata {\n    name = "${slug}-credentials"\n  }\n  data = {\n    ${n} = var.${n}\n    other = data.aws_ssm_parameter.${n}.value\n  }\n}`,
  ];
}

const NOT_CREDS = [
  () => 'token_type: Bearer',
  () => 'secret_name: db-credentials',
  () => 'api_key_header: X-API-Key',
  () => 'key_path: /etc/ssl/private/server.key',
  (r) => `token_ttl: ${r.pick([300, 3600, 86400])}`,
  () => 'secret_enabled: true',
  () => 'primary_key: id',
  () => 'sort_key: created_at',
  () => 'cache_key_prefix: "sess:"',
  (r) => `max_tokens: ${r.pick([1024, 4096, 8192])}`,
  () => 'key_algorithm: RSA-OAEP-256',
  () => 'password_min_length: 12',
  () => 'token_endpoint: https://login.example-idp.com/oauth2/v2.0/token',
  () => 'secretsProvider: awskms',
  () => 'apiKeySource: HEADER',
  () => 'keyRotationDays: 90',
  () => 'tokenizer: cl100k_base',
  () => 'session_secret_env: SESSION_SECRET',
  () => 'jwt_secret_file: /var/run/secrets/jwt.key',
  () => 'key_vault_name: kv-platform-weu',
  () => 'PASSWORD_HASHER: argon2id',
  () => 'access_token_lifetime_minutes: 15',
  () => 'secret_store: vault',
  () => 'partition_key: tenant_id',
  () => 'signing_key_id: primary',
];

function notCredentials(r) {
  const lines = r.sample(NOT_CREDS, 3 + r.int(4)).map((f) => f(r));
  return ['generic', `# ${r.pick(APPS)} settings\n${lines.join('\n')}`];
}

function djangoSettingsRef(r) {
  const read = r.pick([
    'os.environ["DJANGO_SECRET_KEY"]',
    'env("DJANGO_SECRET_KEY")',
    'get_secret("django/secret-key")',
  ]);
  return [
    'django',
    `import os\n\nSECRET_KEY = ${read}\nSECRET_KEY_FALLBACKS = []\nSESSION_COOKIE_SECURE = True\nAUTH_PASSWORD_VALIDATORS = [\n    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},\n]`,
  ];
}

function redacted(r) {
  const forms = [
    () => `sk_live_****${r.chars('0123456789', 4)}`,
    () => '[REDACTED]',
    () => '********',
    () => '<redacted>',
    () => '[FILTERED]',
    () => '[MASKED]',
    () => `${r.pick(['dop_v1_', 'glpat-', 'hf_', 'npm_'])}****************`,
    () => '•••••••••••••',
    () => `****${r.chars(HEX, 4)}`,
  ];
  const v = r.pick(forms)();
  const form = r.int(3);
  if (form === 0) {
    return [
      'generic',
      `Started POST "/api/v1/integrations" for 10.0.${r.int(250)}.${r.int(250)}\n  Parameters: {"provider"=>"${r.pick(NAMES)[0]}", "api_key"=>"${v}", "enabled"=>"1"}`,
    ];
  }
  if (form === 1) {
    return [
      'generic',
      `$ ${r.pick(APPS)} config show\nendpoint   https://api.example.io\napi_key    ${v}\nregion     ${r.pick(REGIONS)}`,
    ];
  }
  return [
    'github-actions',
    `Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    API_SECRET: ${v}\nDeploying ${r.pick(APPS)}...`,
  ];
}

function publicUuids(r) {
  const form = r.int(4);
  if (form === 0) {
    return [
      'azure',
      `azure_tenant_id       = "${uuid(r)}"\nazure_subscription_id = "${uuid(r)}"\nresource_group        = "rg-${r.pick(APPS)}"`,
    ];
  }
  if (form === 1) {
    return [
      'dotnet',
      `Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "${styled(r.pick(APPS).split('-'), 'pascal')}", "src\\App.csproj", "{${uuid(r).toUpperCase()}}"\nEndProject`,
    ];
  }
  if (form === 2) {
    return [
      'kubernetes',
      `metadata:\n  name: ${r.pick(APPS)}-7d9f8\n  uid: ${uuid(r)}\n  resourceVersion: "${10000000 + r.int(9000000)}"\n  creationTimestamp: "2024-03-0${1 + r.int(8)}T10:11:12Z"`,
    ];
  }
  return [
    'generic',
    `INSERT INTO tenants (id, name, plan) VALUES ('${uuid(r)}', 'Acme GmbH', 'pro');\nINSERT INTO tenants (id, name, plan) VALUES ('${uuid(r)}', 'Globex', 'free');`,
  ];
}

function hmacTestVector(r) {
  const body = {
    event: 'invoice.paid',
    id: `evt_${r.int(99999)}`,
    amount: r.int(50000),
    currency: 'EUR',
  };
  const data = base64Of(JSON.stringify(body));
  return [
    'generic',
    `# fixtures/webhook_payload.b64 — sample body used by the signature tests\nPAYLOAD_B64 = "${data}"\nEXPECTED_EVENT = "invoice.paid"`,
  ];
}

export const NEGATIVES_A = {
  'placeholder-env': placeholderEnv,
  'placeholder-yaml': placeholderYaml,
  'placeholder-docs': placeholderCode,
  'env-reference': codeReference,
  'template-reference': templateReference,
  'secret-key-ref': secretKeyRef,
  'terraform-var': terraformVar,
  'not-a-credential': notCredentials,
  'django-env-ref': djangoSettingsRef,
  redacted,
  'uuid-ids': publicUuids,
  'fixture-base64': hmacTestVector,
};
