// Hard negatives: text that looks credential-shaped but holds nothing to redact.
// Each entry is [rule, provider, (r, v) => text].
import { PEOPLE, SERVICES, dateOf, ticketOf, timeOf } from './common.mjs';

const who = (r) => r.pick(PEOPLE);
const svc = (r) => r.pick(SERVICES);

export const PLACEHOLDERS = [
  [
    'placeholder-angle',
    'mailjet',
    () => `MAILJET_API_KEY=<YOUR_API_KEY>\nMAILJET_SECRET_KEY=<YOUR_SECRET_KEY>\n`,
  ],
  ['placeholder-changeme', 'hetzner', () => `hcloud:\n  token: changeme\n  location: nbg1\n`],
  [
    'placeholder-x',
    'brevo',
    () =>
      `BREVO_API_KEY=xkeysib-${'x'.repeat(64)}-${'x'.repeat(16)}\n# replace with the key from Settings > SMTP & API\n`,
  ],
  [
    'placeholder-shell-var',
    'datadog',
    () => `docker run -d -e DD_API_KEY=\${DD_API_KEY} -e DD_SITE=datadoghq.eu datadog/agent:7\n`,
  ],
  [
    'placeholder-process-env',
    'replicate',
    () => `const replicate = new Replicate({\n  auth: process.env.REPLICATE_API_TOKEN,\n});\n`,
  ],
  [
    'placeholder-os-environ',
    'cohere',
    () => `import os\nimport cohere\n\nco = cohere.Client(os.environ["COHERE_API_KEY"])\n`,
  ],
  [
    'placeholder-helm',
    'sentry',
    () => `env:\n  - name: SENTRY_AUTH_TOKEN\n    value: {{ .Values.sentry.authToken | quote }}\n`,
  ],
  [
    'placeholder-python-format',
    'plivo',
    () =>
      `url = "https://api.plivo.com/v1/Account/%(auth_id)s/Message/"\nauth = (settings.PLIVO_AUTH_ID, settings.PLIVO_AUTH_TOKEN)\n`,
  ],
  [
    'placeholder-replace-me',
    'ovh',
    () =>
      `[default]\nendpoint=ovh-eu\napplication_key=REPLACE_ME\napplication_secret=REPLACE_ME\nconsumer_key=REPLACE_ME\n`,
  ],
  [
    'placeholder-stars',
    'kraken',
    () => `Kraken API\n  Key:     ***\n  Private: ***\n  Nonce window: 5s\n`,
  ],
  [
    'placeholder-secretkeyref',
    'linode',
    () =>
      `env:\n  - name: LINODE_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: linode-creds\n        key: token\n`,
  ],
  [
    'placeholder-gha-secret',
    'netlify',
    () =>
      `- name: Deploy\n  run: netlify deploy --prod\n  env:\n    NETLIFY_AUTH_TOKEN: \${{ secrets.NETLIFY_AUTH_TOKEN }}\n    NETLIFY_SITE_ID: \${{ vars.NETLIFY_SITE_ID }}\n`,
  ],
  [
    'placeholder-vault-ref',
    'vault',
    () => `database:\n  password: vault:secret/data/prod/db#password\n  user: app\n`,
  ],
  [
    'placeholder-tf-var',
    'digitalocean',
    () =>
      `variable "do_token" {\n  type      = string\n  sensitive = true\n}\n\nprovider "digitalocean" {\n  token = var.do_token\n}\n`,
  ],
  [
    'placeholder-doc',
    'paystack',
    () =>
      `Set \`PAYSTACK_SECRET_KEY\` to the secret key from your dashboard (it starts with \`sk_live_\` or \`sk_test_\`). Never commit it.\n`,
  ],
  [
    'placeholder-conn',
    'neon',
    () => `DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME?sslmode=require\n`,
  ],
  [
    'placeholder-empty',
    'algolia',
    () => `ALGOLIA_APP_ID=\nALGOLIA_ADMIN_KEY=\n# fill in locally, see 1Password "Algolia prod"\n`,
  ],
  [
    'placeholder-dotted',
    'salesforce',
    () =>
      `salesforce.consumer.key=your-consumer-key-here\nsalesforce.consumer.secret=your-consumer-secret-here\n`,
  ],
  [
    'placeholder-chat',
    'anthropic',
    (r) =>
      `[${timeOf(r)}] ${who(r)}: where do I get the Anthropic key?\n[${timeOf(r)}] ${who(r)}: ask in #platform-access, they'll put it in your .env as ANTHROPIC_API_KEY=sk-ant-...\n`,
  ],
  [
    'placeholder-php-env',
    'mollie',
    () =>
      `$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(getenv('MOLLIE_API_KEY'));\n`,
  ],
  [
    'placeholder-ruby-creds',
    'shippo',
    () => `Shippo::API.token = Rails.application.credentials.dig(:shippo, :api_token)\n`,
  ],
  [
    'placeholder-go-env',
    'telnyx',
    () =>
      `apiKey := os.Getenv("TELNYX_API_KEY")\nif apiKey == "" {\n\tlog.Fatal("TELNYX_API_KEY not set")\n}\n`,
  ],
];

export const IDS_AND_HASHES = [
  [
    'git-sha',
    'github',
    (r, v) =>
      `${who(r)}: the regression came in with ${v.hex(40)}, reverting it in #${1000 + r.int(8000)}\n${who(r)}: ok, cherry-pick ${v.hex(7)} onto release/2.${r.int(20)} too\n`,
  ],
  [
    'sha256-checksum',
    'release',
    (r, v) =>
      `## Checksums\n\n| file | sha256 |\n|---|---|\n| ${svc(r)}-linux-amd64.tar.gz | ${v.hex(64)} |\n| ${svc(r)}-darwin-arm64.tar.gz | ${v.hex(64)} |\n`,
  ],
  [
    'md5-etag',
    'http',
    (r, v) =>
      `HTTP/1.1 304 Not Modified\nETag: "${v.hex(32)}"\nCache-Control: max-age=3600\nX-Request-Id: ${v.uuid()}\n`,
  ],
  [
    'docker-digest',
    'docker',
    (r, v) => `image: ghcr.io/acme/${svc(r)}@sha256:${v.hex(64)}\nimagePullPolicy: IfNotPresent\n`,
  ],
  [
    'uuid-resources',
    'uuid',
    (r, v) =>
      `Affected resources (${ticketOf(r)}):\n- volume ${v.uuid()}\n- instance ${v.uuid()}\n- snapshot ${v.uuid()}\nNo data loss reported.\n`,
  ],
  [
    'lockfile-integrity',
    'npm',
    (r, v) =>
      `"node_modules/${r.pick(['picocolors', 'ms', 'debug', 'semver'])}": {\n  "version": "1.${r.int(9)}.${r.int(9)}",\n  "resolved": "https://registry.npmjs.org/x/-/x-1.0.0.tgz",\n  "integrity": "sha512-${v.bytes64(64)}"\n}\n`,
  ],
  [
    'ssh-public-key',
    'ssh',
    (r, v) =>
      `# deploy key for ${svc(r)} (public half, safe to share)\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${v.b64(43)} ${who(r).toLowerCase()}@laptop\n`,
  ],
  [
    'pem-certificate',
    'tls',
    (r, v) =>
      `-----BEGIN CERTIFICATE-----\nMIID${v.b64(60)}\n${v.b64(64)}\n${v.b64(64)}\n${v.b64(40)}==\n-----END CERTIFICATE-----\n`,
  ],
  [
    'pem-public-key',
    'tls',
    (r, v) =>
      `Our webhook signature public key:\n\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${v.b64(28)}\n${v.b64(56)}==\n-----END PUBLIC KEY-----\n`,
  ],
  [
    'screenshot-base64',
    'support',
    (r, v) =>
      `${who(r)} attached screenshot.png:\n![screenshot](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${v.b64(120)}AAAAAElFTkSuQmCC)\nThe error shows up after clicking Save.\n`,
  ],
  [
    'trace-ids',
    'logs',
    (r, v) =>
      `${dateOf(r)}T${timeOf(r)}Z ERROR ${svc(r)} upstream timeout trace_id=${v.hex(32)} span_id=${v.hex(16)} request_id=${v.uuid()}\n`,
  ],
  [
    'correlation-id',
    'support',
    (r, v) =>
      `Hi, when I call the export endpoint I get a 500. Correlation ID: ${v.upper(26)}\nTimestamp ${dateOf(r)} ${timeOf(r)} UTC. Could you look it up?\n`,
  ],
  [
    'message-id',
    'email',
    (r, v) =>
      `Message-ID: <CA+${v.b64(40)}@mail.gmail.com>\nIn-Reply-To: <${v.hex(24)}@acme.test>\nSubject: Re: quarterly numbers\n`,
  ],
  [
    'build-id',
    'ci',
    (r, v) =>
      `Build ${v.lower(20)} finished in 4m12s\nArtifact: ${svc(r)}-${v.hex(12)}.zip\nCache key: deps-${v.hex(40)}\n`,
  ],
  [
    'css-colours',
    'css',
    (r, v) =>
      `:root {\n  --brand: #${v.hex(6)};\n  --brand-dark: #${v.hex(6)};\n  --accent: #${v.hex(6)};\n}\n`,
  ],
  [
    'nonce-csp',
    'http',
    (r, v) =>
      `Content-Security-Policy: script-src 'self' 'nonce-${v.bytes64(16)}'\n<script nonce="${v.bytes64(16)}" src="/app.js"></script>\n`,
  ],
  [
    'sri-hash',
    'html',
    (r, v) =>
      `<script src="https://cdn.example.net/lib.min.js" integrity="sha384-${v.bytes64(48)}" crossorigin="anonymous"></script>\n`,
  ],
  [
    'tf-state-lineage',
    'terraform',
    (r, v) =>
      `{\n  "version": 4,\n  "terraform_version": "1.7.5",\n  "serial": ${r.int(400)},\n  "lineage": "${v.uuid()}",\n  "outputs": {}\n}\n`,
  ],
  [
    'ticket-ids',
    'jira',
    (r, v) =>
      `Linked: ${ticketOf(r)}, ${ticketOf(r)}\nSprint: 2024-${r.int(26)}\nObject id: ${v.hex(24)}\n`,
  ],
  [
    'commit-review',
    'github',
    (r, v) =>
      `${who(r)} approved these changes on ${dateOf(r)}\nLatest commit ${v.hex(40)} passes all checks (run ${r.int(9e8)}).\n`,
  ],
  [
    'sops-encrypted',
    'sops',
    (r, v) =>
      `db_password: ENC[AES256_GCM,data:${v.bytes64(18)},iv:${v.bytes64(32)},tag:${v.bytes64(16)},type:str]\nsops:\n  version: 3.8.1\n`,
  ],
  [
    'ansible-vault',
    'ansible',
    (r, v) => `$ANSIBLE_VAULT;1.1;AES256\n${v.hex(80)}\n${v.hex(80)}\n${v.hex(40)}\n`,
  ],
  [
    'fixture-base64',
    'tests',
    (r, v) =>
      `const FIXTURE_PDF = '${v.bytes64(60)}'; // first bytes of sample.pdf for the parser test\n`,
  ],
  [
    'gpg-fingerprint',
    'gpg',
    (r, v) =>
      `Release signing key fingerprint: ${v.HEX(4)} ${v.HEX(4)} ${v.HEX(4)} ${v.HEX(4)} ${v.HEX(4)}  ${v.HEX(4)} ${v.HEX(4)} ${v.HEX(4)} ${v.HEX(4)} ${v.HEX(4)}\n`,
  ],
  [
    'object-ids',
    'mongodb',
    (r, v) =>
      `db.orders.find({ _id: ObjectId("${v.hex(24)}") })\n// customer ${v.hex(24)} reported duplicate charge\n`,
  ],
  [
    'device-id',
    'mobile',
    (r, v) =>
      `Crash report\nDevice ID: ${v.HEX(8)}-${v.HEX(4)}-${v.HEX(4)}-${v.HEX(4)}-${v.HEX(12)}\nInstall ID: ${v.lower(22)}\nApp version 5.${r.int(30)}.0\n`,
  ],
  [
    'session-cookie-name',
    'web',
    (r, v) => `Set-Cookie: _ga=GA1.2.${v.digits(9)}.${v.digits(10)}; Path=/; Max-Age=63072000\n`,
  ],
  [
    'idempotency-key',
    'payments',
    (r, v) => `POST /v1/refunds\nIdempotency-Key: ${v.uuid()}\nX-Correlation-Id: ${v.hex(32)}\n`,
  ],
];

export const PUBLIC_AND_MASKED = [
  [
    'publishable-stripe',
    'stripe',
    (r, v) => `<script>\n  const stripe = Stripe('pk_live_51${v.b62(97)}');\n</script>\n`,
  ],
  [
    'publishable-mapbox',
    'mapbox',
    (r, v) =>
      `mapboxgl.accessToken = 'pk.${Buffer.from(`{"u":"${v.alpha(6)}","a":"${v.lower(25)}"}`).toString('base64url')}.${v.b64url(22)}';\n`,
  ],
  [
    'publishable-clerk',
    'clerk',
    (r, v) =>
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${Buffer.from(`clerk.${v.alpha(8)}.com$`)
        .toString('base64')
        .replace(/=+$/, '')}\n`,
  ],
  [
    'publishable-posthog',
    'posthog',
    (r, v) => `posthog.init('phc_${v.b62(43)}', { api_host: 'https://eu.i.posthog.com' })\n`,
  ],
  [
    'sentry-dsn',
    'sentry',
    (r, v) =>
      `Sentry.init({\n  dsn: 'https://${v.hex(32)}@o${v.digits(6)}.ingest.sentry.io/${v.digits(7)}',\n  tracesSampleRate: 0.1,\n});\n`,
  ],
  [
    'vendor-example-aws',
    'aws',
    () =>
      `aws configure\nAWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n`,
  ],
  [
    'vendor-example-azurite',
    'azure-storage',
    () =>
      `# Azurite local emulator (well-known dev account)\nAZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;\n`,
  ],
  [
    'redacted-masked',
    'stripe',
    (r, v) =>
      `Key rotated by ${who(r)} on ${dateOf(r)}. Old key: sk_live_****${v.digits(4)} (revoked)\n`,
  ],
  [
    'redacted-tag',
    'logs',
    (r) =>
      `${dateOf(r)}T${timeOf(r)}Z INFO ${svc(r)} config loaded api_key=[REDACTED] secret=[REDACTED] region=eu-west-1\n`,
  ],
  [
    'redacted-dots',
    'support',
    (r, v) =>
      `Your API keys\n\nName        Key                     Created\nproduction  ••••••••••••${v.lower(4)}        ${dateOf(r)}\nstaging     ••••••••••••${v.lower(4)}        ${dateOf(r)}\n`,
  ],
  [
    'revoked-prefix',
    'huggingface',
    (r, v) =>
      `Heads up: the token hf_${v.b62(4)}… that was pasted in #general yesterday has been revoked (${ticketOf(r)}). No action needed.\n`,
  ],
  [
    'revoked-incident',
    'gitlab',
    (r, v) =>
      `Post-mortem ${ticketOf(r)}: a token (glpat-${v.b64url(4)}…, shown truncated) leaked in a CI log. It was revoked at ${timeOf(r)} UTC and replaced.\n`,
  ],
  [
    'backup-codes-doc',
    'docs',
    () =>
      `Example of the recovery codes screen (these are sample codes, not real):\n\n  1234-5678   2345-6789\n  3456-7890   4567-8901\n`,
  ],
  [
    'otp-example',
    'docs',
    () => `Enter the 6-digit code from your authenticator app, for example 123456.\n`,
  ],
  ['redacted-env', 'ci', () => `Run env\n  DEPLOY_TOKEN: ***\n  NPM_TOKEN: ***\n  CI: true\n`],
  [
    'masked-json',
    'payments',
    (r, v) =>
      `{"merchant":"${v.lower(8)}","api_key":"${'*'.repeat(28)}${v.b62(4)}","status":"active"}\n`,
  ],
];
