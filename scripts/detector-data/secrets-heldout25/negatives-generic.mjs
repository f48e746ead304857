// Generic hard negatives: placeholders, variable references, digests, ids, public material,
// documented example keys and redaction output.

import { ALPHABETS, makeValue, uuid } from './values.mjs';

const b64 = ALPHABETS.b;
const pem = (r, label, lines) => {
  const body = [];
  for (let i = 0; i < lines; i++) {
    body.push(r.chars(b64, 64));
  }
  body.push(r.chars(b64, 20 + r.int(40)) + '==');
  return `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----`;
};

export const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  '${API_KEY}',
  'REPLACE_ME',
  '***',
  '{{ .Values.partner.apiKey }}',
  '%(client_secret)s',
  'your-client-secret-here',
  '[REDACTED]',
  '********',
  '<client-secret>',
  'TODO-set-from-vault',
  '${{ secrets.PARTNER_API_KEY }}',
  '{{ vault "kv/integrations/partner" "secret" }}',
  'insert-token-here',
  '${env:CLIENT_SECRET}',
  '#{Octopus.Action.ClientSecret}',
  '@Microsoft.KeyVault(SecretUri=https://kv-claims.vault.azure.net/secrets/PartnerKey/)',
  'ENC[AES256_GCM,data:...,type:str]',
  '$(CLIENT_SECRET)',
  'null',
  'none',
  'dummy',
];

export const CODE_REFS = [
  [
    'python',
    () =>
      `import os\n\nclient_secret = os.environ["EPIC_CLIENT_SECRET"]\napi_key = os.getenv("AVAILITY_API_KEY", "")\nclient = FhirClient(base_url=os.environ["FHIR_BASE"], secret=client_secret)\n`,
  ],
  [
    'javascript',
    () =>
      `const stripeSecret = process.env.STRIPE_SECRET_KEY;\nconst plaid = new PlaidApi(new Configuration({\n  basePath: PlaidEnvironments.sandbox,\n  baseOptions: { headers: { 'PLAID-SECRET': process.env.PLAID_SECRET } },\n}));\n`,
  ],
  [
    'java',
    () =>
      `String clientSecret = System.getenv("ADP_CLIENT_SECRET");\nString keystorePassword = System.getProperty("javax.net.ssl.keyStorePassword");\nOAuthClient client = new OAuthClient(clientId, clientSecret);\n`,
  ],
  [
    'csharp',
    () =>
      `var secret = Environment.GetEnvironmentVariable("D365_CLIENT_SECRET");\nvar apiKey = configuration["Availity:ApiKey"];\nvar kv = await secretClient.GetSecretAsync("netsuite-token-secret");\n`,
  ],
  [
    'go',
    () =>
      `secret := os.Getenv("GUSTO_CLIENT_SECRET")\nif secret == "" {\n\tlog.Fatal("GUSTO_CLIENT_SECRET is not set")\n}\ncfg := oauth2.Config{ClientID: os.Getenv("GUSTO_CLIENT_ID"), ClientSecret: secret}\n`,
  ],
  [
    'powershell',
    () =>
      `$clientSecret = $env:WORKDAY_CLIENT_SECRET\n$cred = Get-Secret -Name 'SftpPartnerPassword' -Vault ClaimsVault\nNew-SFTPSession -ComputerName sftp.waystar.com -Credential $cred\n`,
  ],
  [
    'ruby',
    () =>
      `Paystack.configure do |c|\n  c.secret_key = ENV.fetch('PAYSTACK_SECRET_KEY')\n  c.public_key = Rails.application.credentials.dig(:paystack, :public_key)\nend\n`,
  ],
  [
    'helm',
    () =>
      `env:\n  - name: REDOX_API_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: redox-credentials\n        key: api-secret\n  - name: REDOX_SOURCE_ID\n    value: {{ .Values.redox.sourceId | quote }}\n`,
  ],
  [
    'terraform',
    () =>
      `resource "azurerm_key_vault_secret" "sftp" {\n  name         = "partner-sftp-password"\n  value        = var.partner_sftp_password\n  key_vault_id = azurerm_key_vault.claims.id\n}\n`,
  ],
  [
    'gha',
    () =>
      `    env:\n      NETSUITE_TOKEN_SECRET: \${{ secrets.NETSUITE_TOKEN_SECRET }}\n      NETSUITE_ACCOUNT: \${{ vars.NETSUITE_ACCOUNT }}\n    steps:\n      - run: ./scripts/sync-vendors.sh\n`,
  ],
  [
    'php',
    () =>
      `<?php\n$config = [\n    'mollie_key' => getenv('MOLLIE_API_KEY'),\n    'secret' => $_ENV['APP_SECRET'] ?? null,\n];\n`,
  ],
  [
    'kotlin',
    () =>
      `val apiKey = BuildConfig.PARTNER_API_KEY\nval secret = requireNotNull(System.getenv("HEALTHIE_API_KEY")) { "HEALTHIE_API_KEY missing" }\n`,
  ],
  [
    'rust',
    () =>
      `let token = std::env::var("HCLOUD_TOKEN").expect("HCLOUD_TOKEN must be set");\nlet client = Client::new(&token);\n`,
  ],
  [
    'spring',
    () =>
      `spring.datasource.password=\${DB_PASSWORD}\nintegration.tink.client-secret=\${TINK_CLIENT_SECRET:}\nintegration.tink.base-url=https://api.tink.com\n`,
  ],
  [
    'python-ini',
    () => `[partner]\nhost = sftp.officeally.com\nuser = %(OA_USER)s\npassword = %(OA_PASSWORD)s\n`,
  ],
];

const ID_NAMES = [
  'id',
  'request_id',
  'trace_id',
  'span_id',
  'etag',
  'nonce',
  'checksum',
  'hash',
  'idempotency_key',
  'correlation_id',
  'message_id',
  'batch_hash',
];

export const GENERIC_NEGATIVES = [
  [
    'sha256',
    'download-checksum',
    (r) =>
      `curl -fsSLO https://downloads.example.org/mirth-connect-4.${r.int(6)}.0.tar.gz\necho "${makeValue(r, 'h64')}  mirth-connect-4.${r.int(6)}.0.tar.gz" | sha256sum -c -\n`,
  ],
  [
    'md5',
    'file-md5',
    (r) =>
      `remit_${r.int(999)}.835  size=18234  md5=${makeValue(r, 'h32')}\nremit_${r.int(999)}.835  size=20411  md5=${makeValue(r, 'h32')}\n`,
  ],
  [
    'git',
    'git-commit',
    (r) =>
      `commit ${makeValue(r, 'h40')}\nMerge: ${makeValue(r, 'h7')} ${makeValue(r, 'h7')}\nAuthor: Priya Raman <priya@example.org>\n\n    Fix 277CA parsing for multiple STC segments\n`,
  ],
  [
    'docker',
    'image-digest',
    (r) =>
      `FROM mcr.microsoft.com/dotnet/aspnet:8.0@sha256:${makeValue(r, 'h64')}\nCOPY publish/ /app\nENTRYPOINT ["dotnet", "/app/ClaimsGateway.dll"]\n`,
  ],
  [
    'npm',
    'lockfile-integrity',
    (r) =>
      `    "node_modules/fhir-kit-client": {\n      "version": "1.9.${r.int(9)}",\n      "resolved": "https://registry.npmjs.org/fhir-kit-client/-/fhir-kit-client-1.9.2.tgz",\n      "integrity": "sha512-${r.chars(b64, 86)}=="\n    }`,
  ],
  [
    'pip',
    'pip-hashes',
    (r) =>
      `hl7apy==1.3.${r.int(5)} \\\n    --hash=sha256:${makeValue(r, 'h64')} \\\n    --hash=sha256:${makeValue(r, 'h64')}\n`,
  ],
  [
    'go-modules',
    'go-sum',
    (r) =>
      `github.com/jackc/pgx/v5 v5.5.${r.int(9)} h1:${r.chars(b64, 43)}=\ngithub.com/jackc/pgx/v5 v5.5.${r.int(9)}/go.mod h1:${r.chars(b64, 43)}=\n`,
  ],
  [
    'uuid',
    'uuid-ids',
    (r) =>
      `INSERT INTO claim_batches (id, payer_id, submitted_at) VALUES\n  ('${uuid(r)}', '${makeValue(r, 'd5')}', now()),\n  ('${uuid(r)}', '${makeValue(r, 'd5')}', now());\n`,
  ],
  [
    'ids',
    'named-random-ids',
    (r) => {
      const k = r.pick(ID_NAMES);
      return `{"${k}": "${makeValue(r, r.pick(['h32', 'a24', 'h40', 'B22']))}", "status": "accepted", "received_at": "2024-06-01T12:00:00Z"}`;
    },
  ],
  [
    'ids',
    'log-trace-ids',
    (r) =>
      `level=info msg="eligibility response" trace_id=${makeValue(r, 'h32')} span_id=${makeValue(r, 'h16')} request_id=${uuid(r)} payer=${makeValue(r, 'd5')} latency_ms=${r.int(900)}\n`,
  ],
  [
    'etag',
    'http-etag',
    (r) =>
      `HTTP/1.1 200 OK\nContent-Type: application/fhir+json\nETag: W/"${makeValue(r, 'h32')}"\nX-Request-Id: ${makeValue(r, 'a22')}\nLast-Modified: Tue, 04 Jun 2024 08:12:00 GMT\n`,
  ],
  [
    'css',
    'css-colours',
    (r) =>
      `.claim-status--denied { color: #${makeValue(r, 'h6')}; background: #${makeValue(r, 'h6')}; }\n.claim-status--paid { color: #${makeValue(r, 'h6')}; border-color: #${makeValue(r, 'h3')}; }\n`,
  ],
  [
    'pem',
    'public-certificate',
    (r) =>
      `# Partner's public signing certificate (for verifying their 835 files)\n${pem(r, 'CERTIFICATE', 8 + r.int(8))}\n`,
  ],
  ['pem', 'public-key', (r) => `jwks_fallback_public_key = """\n${pem(r, 'PUBLIC KEY', 6)}\n"""\n`],
  [
    'ssh',
    'ssh-public-key',
    (r) =>
      `# authorized_keys for the edi_drop account\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(b64, 43)} edi-partner@clearinghouse\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${r.chars(b64, 300)} ops@example\n`,
  ],
  [
    'base64-data',
    'image-data-uri',
    (r) =>
      `<img alt="Payer logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA${r.chars(b64, 180)}=" />\n`,
  ],
  [
    'base64-data',
    'fixture-base64',
    (r) =>
      `// Base64 of a sample 270 eligibility request used by the parser tests\nconst SAMPLE_270 = '${Buffer.from(`ISA*00*          *00*          *ZZ*SENDER${r.int(99)}*ZZ*RECEIVER*240101*1200*^*00501*${makeValue(r, 'd9')}*0*T*:~ST*270*0001~`).toString('base64')}';\n`,
  ],
  [
    'known-hash',
    'empty-sha256',
    () =>
      `# sha256 of an empty file: skip the upload when the drop file is empty\nEMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"\n`,
  ],
];

export const PUBLIC_AND_EXAMPLES = [
  [
    'stripe',
    'publishable-key',
    (r) =>
      `<script>\n  const stripe = Stripe('pk_live_${makeValue(r, 'a99')}');\n  const elements = stripe.elements();\n</script>`,
  ],
  [
    'mapbox',
    'public-token',
    (r) =>
      `mapboxgl.accessToken = 'pk.eyJ1Ijoi${makeValue(r, 'a20')}IiwiYSI6Im${makeValue(r, 'a20')}In0.${makeValue(r, 'B22')}';\n`,
  ],
  [
    'adyen',
    'client-key',
    (r) =>
      `const checkout = await AdyenCheckout({\n  environment: 'test',\n  clientKey: 'test_${makeValue(r, 'u32')}',\n  locale: 'nl-NL',\n});\n`,
  ],
  [
    'firebase',
    'firebase-web-config',
    (r) =>
      `const firebaseConfig = {\n  apiKey: "AIza${makeValue(r, 'B35')}",\n  authDomain: "patient-portal-${r.int(999)}.firebaseapp.com",\n  projectId: "patient-portal-${r.int(999)}",\n};\n`,
  ],
  [
    'algolia',
    'search-only-key',
    (r) =>
      `const searchClient = algoliasearch('${makeValue(r, 'u10')}', '${makeValue(r, 'h32')}'); // search-only API key, safe in the browser\n`,
  ],
  [
    'square',
    'application-id',
    (r) =>
      `const payments = Square.payments('sq0idp-${makeValue(r, 'B22')}', 'L${makeValue(r, 'u12')}');\n`,
  ],
  [
    'paypal',
    'sdk-client-id',
    (r) =>
      `<script src="https://www.paypal.com/sdk/js?client-id=A${makeValue(r, 'B79')}&currency=EUR"></script>\n`,
  ],
  [
    'aws',
    'documented-example-keys',
    () =>
      `# From the AWS docs: these are the documented example credentials, not real ones\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n`,
  ],
  [
    'jwt',
    'jwt-io-example',
    () =>
      `Paste a token into the decoder, e.g. the jwt.io sample:\n\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n`,
  ],
  [
    'redaction',
    'masked-key',
    (r) =>
      `[audit] rotated key for tenant ${makeValue(r, 'd6')}: old=sk_live_****${makeValue(r, 'd4')} new=sk_live_****${makeValue(r, 'd4')} by=ops@example.org\n`,
  ],
  [
    'redaction',
    'redacted-config',
    (r) =>
      `effective config:\n  sftp.host: sftp.waystar.com\n  sftp.user: edi_batch\n  sftp.password: [REDACTED]\n  api.client_secret: ****${makeValue(r, 'h4')}\n`,
  ],
  [
    'redaction',
    'masked-log',
    (r) => `2024-06-02 11:00:03 INFO Using Availity client ${uuid(r)} secret=********** (len=24)\n`,
  ],
];
