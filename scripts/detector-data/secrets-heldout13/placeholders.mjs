// Placeholders, references, documented examples and redaction output for the held-out (13)
// secrets set: nothing to redact.

const L = (...parts) => parts.flat().join('\n');

/** Placeholders, references, documented examples and redaction output. */
export const PLACEHOLDERS = [
  [
    'placeholder',
    'angle-brackets',
    (r) =>
      L(
        '# .env.example',
        `${r.pick(['MOLLIE_API_KEY', 'PADDLE_API_KEY', 'BREVO_API_KEY'])}=<YOUR_API_KEY>`,
        'ALGOLIA_ADMIN_KEY=<paste admin key here>',
      ),
  ],
  [
    'placeholder',
    'changeme',
    (r) =>
      L(
        'db:',
        '  user: app',
        `  password: ${r.pick(['changeme', 'CHANGE_ME', 'change-me-please'])}`,
        '  host: localhost',
      ),
  ],
  [
    'placeholder',
    'xxxx',
    (r) =>
      `export ${r.pick(['TELNYX_API_KEY', 'PLIVO_AUTH_TOKEN', 'LINEAR_API_KEY'])}=${'x'.repeat(8 + r.int(30))}`,
  ],
  [
    'reference',
    'shell-var',
    (r) =>
      `curl -H "Authorization: Bearer \${${r.pick(['HETZNER_TOKEN', 'VULTR_API_KEY', 'RENDER_API_KEY'])}}" https://api.example.net/v1/servers`,
  ],
  [
    'reference',
    'process-env',
    (r) =>
      L(
        'const client = new Client({',
        `  apiKey: process.env.${r.pick(['RESEND_API_KEY', 'GROQ_API_KEY', 'XATA_API_KEY'])},`,
        `  secret: import.meta.env.VITE_${r.pick(['PUSHER_KEY', 'ABLY_KEY'])},`,
        '});',
      ),
  ],
  [
    'reference',
    'os-environ',
    (r) =>
      L(
        'import os',
        `api_key = os.environ["${r.pick(['COHERE_API_KEY', 'MISTRAL_API_KEY', 'DEEPGRAM_API_KEY'])}"]`,
        'secret = os.getenv("APP_SECRET", "")',
      ),
  ],
  [
    'reference',
    'helm-template',
    (r) =>
      L(
        'stringData:',
        `  API_KEY: {{ .Values.${r.pick(['mailgun', 'sinch', 'bunny'])}.apiKey | quote }}`,
        '  DB_PASSWORD: {{ required "db password" .Values.db.password }}',
      ),
  ],
  [
    'reference',
    'python-format',
    () => `DSN = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s" % settings`,
  ],
  [
    'reference',
    'gha-secrets',
    (r) =>
      L(
        '      - run: ./deploy.sh',
        '        env:',
        `          ${r.pick(['FLY_API_TOKEN', 'NETLIFY_AUTH_TOKEN', 'EXPO_TOKEN'])}: \${{ secrets.${r.pick(['FLY_API_TOKEN', 'NETLIFY_AUTH_TOKEN', 'EXPO_TOKEN'])} }}`,
      ),
  ],
  [
    'reference',
    'terraform-var',
    () =>
      L(
        'provider "hcloud" {',
        '  token = var.hcloud_token',
        '}',
        'variable "hcloud_token" {',
        '  sensitive = true',
        '}',
      ),
  ],
  [
    'reference',
    'spring-placeholder',
    () => `vendor.api-key=\${VENDOR_API_KEY:}\nspring.datasource.password=\${DB_PASSWORD}`,
  ],
  [
    'placeholder',
    'replace-me',
    () =>
      `<add key="PaddleApiKey" value="REPLACE_ME" />\n<add key="BoxClientSecret" value="TODO" />`,
  ],
  [
    'placeholder',
    'stars',
    () => `Twilio auth token: ********************************   (rotate in console)`,
  ],
  [
    'redaction',
    'masked',
    (r) =>
      `[audit] key created by dana@fernly.app: sk_live_****${r.chars('0123456789', 4)} (scopes: charges:write)`,
  ],
  [
    'redaction',
    'redacted-tag',
    () =>
      `{"level":"info","msg":"outgoing","headers":{"authorization":"[REDACTED]","x-api-key":"[REDACTED]"}}`,
  ],
  [
    'example',
    'vendor-doc-example',
    () =>
      L(
        '# from the AWS CLI docs',
        'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
        'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      ),
  ],
  [
    'placeholder',
    'sdk-doc',
    () =>
      L(
        '```js',
        `const mux = new Mux({ tokenId: 'YOUR_TOKEN_ID', tokenSecret: 'YOUR_TOKEN_SECRET' });`,
        '```',
      ),
  ],
  [
    'placeholder',
    'dummy-test',
    () =>
      L(
        "it('signs the payload', () => {",
        "  const signer = createSigner({ secret: 'test-secret' });",
        "  expect(signer.sign('a')).toHaveLength(64);",
        '});',
      ),
  ],
];
