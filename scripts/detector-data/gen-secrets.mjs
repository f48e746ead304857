// Generates labelled secret-detection cases: credentials of many services (formats in
// test/fixtures/detectors/phrases/secrets-providers.json, values random) written in many
// syntaxes (secret-syntaxes.mjs), connection strings and URLs with passwords, and hard
// negatives that must stay clean (placeholders, references, hashes, UUIDs used as ids, public
// keys, lock-file values, non-secret key names). Two collections:
// - `govern-synth/secrets-compose`: the tuning collection;
// - `govern-synth/secrets-heldout`: other services, other key names, more syntaxes and other
//   negative families; held out (src/analysis/tuning.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom } from './random.mjs';
import { COMPOSE_SYNTAXES, HELDOUT_ONLY_SYNTAXES, wordsOf } from './secret-syntaxes.mjs';

const GENERATOR = 'scripts/detector-data/gen-secrets.mjs';
const ALPHABETS = {
  a62: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  a36: 'abcdefghijklmnopqrstuvwxyz0123456789',
  A36: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  b64u: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  num: '0123456789',
};

function uuid(random) {
  const hex = (n) => random.chars(ALPHABETS.hex, n);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

const PASSWORD_WORDS = [
  'Sunset',
  'harbor',
  'Quartz',
  'maple',
  'Falcon',
  'river',
  'Copper',
  'winter',
  'Orbit',
  'tango',
];

/** A password a person would set: words, digits and a symbol, or a random string. */
function password(random) {
  if (random.chance(0.5)) {
    return `${random.pick(PASSWORD_WORDS)}${random.chars(ALPHABETS.num, 2 + random.int(3))}${random.pick(['!', '#', '$', '%', '&', '*', '@'])}${random.pick(PASSWORD_WORDS).toLowerCase()}`;
  }
  return random.chars(`${ALPHABETS.a62}!#%*@^`, 14 + random.int(8));
}

function base64url(text) {
  return Buffer.from(text).toString('base64url');
}

function jwt(random) {
  const header = base64url(
    JSON.stringify({ alg: random.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }),
  );
  const payload = base64url(
    JSON.stringify({
      sub: uuid(random),
      iat: 1700000000 + random.int(9e7),
      scope: random.pick(['api', 'read write', 'admin']),
    }),
  );
  return `${header}.${payload}.${random.chars(ALPHABETS.b64u, 43)}`;
}

/** Expands `{class:N}`, `{uuid}`, `{jwt}` in a provider's template. */
function valueOf(random, template) {
  if (template === 'password') {
    return password(random);
  }
  return template.replace(/\{(\w+)(?::(\d+))?\}/g, (_, kind, length) => {
    if (kind === 'uuid') {
      return uuid(random);
    }
    if (kind === 'jwt') {
      return jwt(random);
    }
    return random.chars(ALPHABETS[kind], Number(length));
  });
}

const CONNECTION_STRINGS = [
  (user, pass, random) =>
    `DATABASE_URL=postgres://${user}:${pass}@db-${random.int(9)}.internal:5432/app`,
  (user, pass) =>
    `spring.datasource.url=jdbc:mysql://mysql.internal:3306/shop\nspring.datasource.username=${user}\nspring.datasource.password=${pass}`,
  (user, pass) =>
    `MONGO_URI="mongodb+srv://${user}:${pass}@cluster0.ab12c.mongodb.net/prod?retryWrites=true"`,
  (_user, pass) => `REDIS_URL=redis://:${pass}@cache.internal:6379/0`,
  (user, pass) => `amqp_url: amqp://${user}:${pass}@rabbit.internal:5672/%2F`,
  (user, pass) =>
    `"ConnectionStrings": { "Main": "Server=sql.internal;Database=Shop;User Id=${user};Password=${pass};" }`,
];
const HELDOUT_CONNECTION_STRINGS = [
  (user, pass) => `sqlalchemy.url = mysql+pymysql://${user}:${pass}@10.0.3.7/orders`,
  (user, pass) => `git clone https://${user}:${pass}@git.example.com/team/app.git`,
  (user, pass) => `dsn: "clickhouse://${user}:${pass}@ch.internal:9000/events"`,
  (user, pass) =>
    `<connectionString>Host=pg.internal;Username=${user};Password=${pass};Database=crm</connectionString>`,
  (user, pass) => `ftp://${user}:${pass}@files.example.net/uploads/`,
  (user, pass) => `SMTP_URL=smtps://${user}:${pass}@smtp.mailhost.example:465`,
];

// Credentials bound to names without a credential word (`ably: …`, `"mailjet": …`), to
// name/value pairs, or sitting in prose and logs: where recall must come from the value's shape
// and its context rather than from a key vocabulary.
const COMPOSE_CONTEXTS = [
  ['ably', (v) => `ably: ${v}`, '{a62:40}'],
  ['pipedrive', (v) => `{"pipedrive": "${v}", "region": "eu"}`, '{hex:40}'],
  ['mailjet', (v) => `MAILJET_PRIVATE=${v}`, '{hex:32}'],
  ['freshdesk', (v) => `freshdesk_live = '${v}'`, '{a62:20}'],
  ['weatherstack', (v) => `const weatherstack = "${v}";`, '{hex:32}'],
  [
    'prose',
    (v) => `Here is the key for the staging account: ${v} - please rotate it after the demo.`,
    '{a62:32}',
  ],
  ['log', (v) => `[2024-05-01 12:00:03] auth ok, bearer=${v} user=42`, '{b64u:40}'],
  [
    'pair',
    (v) => JSON.stringify({ values: [{ key: 'apiKey', value: v, enabled: true }] }),
    '{a62:36}',
  ],
];
const HELDOUT_CONTEXTS = [
  ['abstract', (v) => `abstract_api = "${v}"`, '{hex:32}'],
  ['aeroworkflow', (v) => `"aeroworkflow": {"id": "8812", "secret": "${v}"}`, '{a62:20}'],
  ['browserstack', (v) => `BROWSERSTACK_ACCESS=${v}`, '{a62:20}'],
  ['clockify', (v) => `clockify = ${v}`, '{a62:48}'],
  ['currencylayer', (v) => `currencylayer.live("${v}")`, '{hex:32}'],
  ['ipstack', (v) => `IPSTACK=${v}`, '{hex:32}'],
  ['prose', (v) => `Use the token ${v} when the CLI asks, it expires on Friday.`, '{a62:40}'],
  ['prose-colon', (v) => `staging credentials -> user: deploy / pass: ${v}`, 'password'],
  ['log', (v) => `DEBUG http: Authorization: Basic ${v}`, 'basic'],
  ['pair', (v) => JSON.stringify({ name: 'SERVICE_SECRET', value: v }), '{a62:44}'],
  [
    'yaml-list',
    (v) => `secrets:
  - name: payments
    value: ${v}`,
    '{b64:40}',
  ],
  ['url-path', (v) => `POST https://api.example-hooks.com/v2/trigger/${v}`, '{a62:32}'],
];

function contextRecords(random, collection, contexts) {
  return contexts.flatMap(([name, render, template]) =>
    [0, 1, 2].map(() => {
      const value =
        template === 'basic'
          ? Buffer.from(`svc-${random.chars(ALPHABETS.a36, 6)}:${password(random)}`).toString(
              'base64',
            )
          : valueOf(random, template);
      return {
        text: render(value),
        secrets: [value],
        provider: name,
        kind: 'positive',
        rule: 'context',
        source: `${collection}:${GENERATOR}#context-${name}`,
        origin: `${collection}:context`,
      };
    }),
  );
}

function positive(random, collection, provider, keyName, value, text, syntax) {
  return {
    text,
    secrets: [value],
    provider,
    kind: 'positive',
    rule: provider,
    source: `${collection}:${GENERATOR}#${syntax}`,
    origin: `${collection}:${provider}`,
  };
}

function providerRecords(random, collection, providers, syntaxes) {
  const records = [];
  const names = Object.keys(syntaxes);
  for (const [index, [provider, keyNames, template]] of providers.entries()) {
    for (let copy = 0; copy < 3; copy++) {
      const keyName = keyNames[copy % keyNames.length];
      const syntax = names[(index * 3 + copy) % names.length];
      const value = valueOf(random, template);
      const text = syntaxes[syntax](wordsOf(keyName), value);
      if (!text.includes(value)) {
        throw new Error(`${syntax} lost the value of ${provider}`);
      }
      records.push(positive(random, collection, provider, keyName, value, text, syntax));
    }
  }
  return records;
}

function connectionRecords(random, collection, shapes) {
  const users = ['app', 'deploy', 'svc_orders', 'admin', 'report_ro'];
  return shapes.flatMap((shape, index) =>
    [0, 1, 2].map(() => {
      const pass = password(random);
      return {
        text: shape(random.pick(users), pass, random),
        secrets: [pass],
        provider: 'connection-string',
        kind: 'positive',
        rule: 'connection-string',
        source: `${collection}:${GENERATOR}#connection-${index}`,
        origin: `${collection}:connection-string`,
      };
    }),
  );
}

/** Negatives of the tuning collection: what must stay clean next to credential-like names. */
function composeNegatives(random) {
  const hex = (n) => random.chars(ALPHABETS.hex, n);
  const b64 = (n) => random.chars(ALPHABETS.b64, n);
  return [
    ['placeholder', () => `STRIPE_SECRET_KEY=your_stripe_secret_key_here\nSTRIPE_WEBHOOK_SECRET=`],
    ['placeholder', () => `api_key: "<YOUR_API_KEY>"\napi_url: https://api.example.com`],
    ['placeholder', () => `const token = process.env.GITHUB_TOKEN ?? '';`],
    ['placeholder', () => `OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`],
    ['placeholder', () => `password = "changeme"  # set a real one in production`],
    ['reference', () => `env:\n  NPM_TOKEN: \${{ secrets.NPM_TOKEN }}`],
    ['reference', () => `db_password = os.environ["DB_PASSWORD"]`],
    ['reference', () => `spring.datasource.password=\${DB_PASSWORD}`],
    ['hash', () => `"integrity": "sha512-${b64(86)}=="`],
    ['hash', () => `${hex(64)}  node-v20.11.0-linux-x64.tar.xz`],
    ['hash', () => `commit ${hex(40)}\nAuthor: Dana <dana@example.com>\n\n    Fix token refresh`],
    ['hash', () => `image: ghcr.io/acme/api@sha256:${hex(64)}`],
    ['uuid-id', () => `{"request_id": "${uuid(random)}", "status": "ok"}`],
    ['uuid-id', () => `AZURE_CLIENT_ID=${uuid(random)}\nAZURE_TENANT_ID=${uuid(random)}`],
    ['public', () => `STRIPE_PUBLISHABLE_KEY=pk_live_${random.chars(ALPHABETS.a62, 24)}`],
    [
      'public',
      () => `-----BEGIN PUBLIC KEY-----\n${b64(64)}\n${b64(64)}\n-----END PUBLIC KEY-----`,
    ],
    ['public', () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)} dana@laptop`],
    [
      'not-secret-name',
      () => `const cacheKey = \`user:\${id}:profile\`;\nconst sortKey = "createdAt";`,
    ],
    ['not-secret-name', () => `{"token_type": "Bearer", "expires_in": 3600, "max_tokens": 4096}`],
    ['not-secret-name', () => `password_min_length: 12\npassword_require_symbol: true`],
    [
      'lockfile',
      () =>
        `"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-${b64(86)}=="\n}`,
    ],
    ['lockfile', () => `github.com/google/uuid v1.6.0 h1:${b64(43)}=`],
    [
      'example',
      () =>
        `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ],
    ['data', () => `background: url("data:image/png;base64,${b64(120)}");`],
  ].flatMap(([family, make]) => [0, 1].map(() => [family, make()]));
}

/** Negatives of the held-out collection: other families, written apart from the ones above. */
function heldoutNegatives(random) {
  const hex = (n) => random.chars(ALPHABETS.hex, n);
  const a62 = (n) => random.chars(ALPHABETS.a62, n);
  return [
    [
      'reference',
      () =>
        `env:\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: api\n        key: token`,
    ],
    [
      'reference',
      () => `password = var.db_password\napi_key  = data.vault_generic_secret.api.data["key"]`,
    ],
    ['reference', () => `password: {{ .Values.postgres.password | quote }}`],
    [
      'reference',
      () =>
        `withCredentials([string(credentialsId: 'deploy-token', variable: 'TOKEN')]) { sh './deploy.sh' }`,
    ],
    [
      'encrypted',
      () => `api_key: ENC[AES256_GCM,data:${a62(40)},iv:${a62(22)},tag:${a62(22)},type:str]`,
    ],
    [
      'encrypted',
      () => `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${hex(64)}\n  ${hex(64)}`,
    ],
    ['masked', () => `Using token ghp_****************************** for api.github.com`],
    [
      'masked',
      () =>
        `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`,
    ],
    ['empty', () => `# .env.example\nSENDGRID_API_KEY=\nSENTRY_DSN=\nJWT_SECRET=`],
    [
      'truncated',
      () => `Set RESEND_API_KEY to the key from the dashboard (it starts with re_...).`,
    ],
    [
      'id',
      () => `{"customer": "cus_${a62(14)}", "payment_intent": "pi_${a62(24)}", "livemode": true}`,
    ],
    ['id', () => `<ProjectGuid>{${uuid(random).toUpperCase()}}</ProjectGuid>`],
    [
      'id',
      () => `{"_id": {"$oid": "${hex(24)}"}, "channel": "C0${random.chars(ALPHABETS.A36, 9)}"}`,
    ],
    ['id', () => `idempotency_key: ${uuid(random)}\ntrace_id: ${hex(32)}`],
    [
      'hash',
      () =>
        `<script src="/app.js" integrity="sha384-${random.chars(ALPHABETS.b64, 64)}" crossorigin="anonymous"></script>`,
    ],
    ['hash', () => `{"main.js": "main.${hex(20)}.js", "vendor.js": "vendor.${hex(20)}.js"}`],
    ['hash', () => `Content-Security-Policy: script-src 'nonce-${a62(22)}' 'strict-dynamic'`],
    ['hash', () => `[[package]]\nname = "serde"\nversion = "1.0.203"\nchecksum = "${hex(64)}"`],
    ['not-secret-name', () => `tokenizer: "cl100k_base"\nkeyboard_layout: "us"\nauthor: "Dana"`],
    [
      'not-secret-name',
      () =>
        `const primaryKey = 'id';\nconst partitionKey = 'tenantId';\nconst keyPrefix = 'sess:';`,
    ],
    ['not-secret-name', () => `"passwordReset": {"tokenTtlMinutes": 30, "tokenLength": 48}`],
    ['code', () => `const secret = await secretsManager.getSecretValue({ SecretId: 'prod/api' });`],
    ['code', () => `token = request.headers.get("Authorization", "").removeprefix("Bearer ")`],
    ['docs', () => `Pass your key in the X-API-Key header, for example \`X-API-Key: <your key>\`.`],
  ].flatMap(([family, make]) => [0, 1].map(() => [family, make()]));
}

function negativeRecords(collection, negatives) {
  return negatives.map(([family, text]) => ({
    text,
    secrets: [],
    provider: 'none',
    kind: 'hard-negative',
    rule: family,
    source: `${collection}:${GENERATOR}#${family}`,
    origin: `${collection}:negative:${family}`,
  }));
}

function numbered(prefix, records) {
  return records.map((record, index) => ({
    id: `${prefix}-${String(index).padStart(4, '0')}`,
    ...record,
  }));
}

/** Both collections: `{file name: records}`. */
export function secretFixtures(root) {
  const providers = JSON.parse(
    readFileSync(join(root, 'phrases', 'secrets-providers.json'), 'utf8'),
  );
  const composeRandom = createRandom('govern-secrets-compose-v1');
  const compose = 'govern-synth/secrets-compose';
  const heldoutRandom = createRandom('govern-secrets-heldout-v1');
  const heldout = 'govern-synth/secrets-heldout';
  return {
    'secrets-compose.jsonl': numbered('sc', [
      ...providerRecords(composeRandom, compose, providers.compose, COMPOSE_SYNTAXES),
      ...connectionRecords(composeRandom, compose, CONNECTION_STRINGS),
      ...contextRecords(composeRandom, compose, COMPOSE_CONTEXTS),
      ...negativeRecords(compose, composeNegatives(composeRandom)),
    ]),
    'secrets-heldout.jsonl': numbered('sh', [
      ...providerRecords(heldoutRandom, heldout, providers.heldout, {
        ...COMPOSE_SYNTAXES,
        ...HELDOUT_ONLY_SYNTAXES,
      }),
      ...connectionRecords(heldoutRandom, heldout, HELDOUT_CONNECTION_STRINGS),
      ...contextRecords(heldoutRandom, heldout, HELDOUT_CONTEXTS),
      ...negativeRecords(heldout, heldoutNegatives(heldoutRandom)),
    ]),
  };
}
