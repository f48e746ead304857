// Hard negatives of secrets-heldout22, part two: placeholders and references where a key
// would go, redaction output, public keys, encoded media, request ids and vendors' examples.

const n = (provider, rule, text) => ({ provider, rule, text });

const KEYS = [
  'SHOPIFY_ADMIN_TOKEN',
  'STORYBLOK_TOKEN',
  'MUX_TOKEN_SECRET',
  'DEEPL_AUTH_KEY',
  'KLAVIYO_PRIVATE_KEY',
  'ALGOLIA_ADMIN_KEY',
  'WC_CONSUMER_SECRET',
  'CLOUDINARY_API_SECRET',
];
const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  '***',
  'your-secret-here',
  'TODO',
  '<insert token>',
  'dummy',
  '...',
];

export const PLACEHOLDER_NEGATIVES = [
  (r) =>
    n(
      'generic',
      'placeholder-env',
      `# .env.example - copy to .env and fill in\n${r
        .sample(KEYS, 3)
        .map((k) => `${k}=${r.pick(PLACEHOLDERS)}`)
        .join('\n')}\nSITE_URL=http://localhost:3000\n`,
    ),
  (r) =>
    n(
      'generic',
      'env-reference',
      `${r
        .sample(KEYS, 2)
        .map(
          (k) =>
            `const ${k.toLowerCase().replace(/_(\w)/g, (_, x) => x.toUpperCase())} = process.env.${k};`,
        )
        .join('\n')}\nif (!process.env.${r.pick(KEYS)}) throw new Error('missing credentials');\n`,
    ),
  (r) =>
    n(
      'generic',
      'python-environ',
      `import os\n\n${r
        .sample(KEYS, 2)
        .map((k) => `${k} = os.environ["${k}"]`)
        .join('\n')}\nTIMEOUT = int(os.environ.get("TIMEOUT", "10"))\n`,
    ),
  (r) =>
    n(
      'helm',
      'helm-template',
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: {{ include "shop.fullname" . }}\nstringData:\n  ${r.pick(KEYS)}: {{ .Values.${r.pick(['mux', 'shopify', 'deepl'])}.${r.pick(['apiKey', 'tokenSecret', 'token'])} | quote }}\n`,
    ),
  (r) =>
    n(
      'github-actions',
      'secrets-context',
      `      - name: Deploy\n        run: npm run deploy\n        env:\n          ${r.pick(KEYS)}: \${{ secrets.${r.pick(KEYS)} }}\n          NETLIFY_AUTH_TOKEN: \${{ secrets.NETLIFY_AUTH_TOKEN }}\n`,
    ),
  () =>
    n(
      'python',
      'format-placeholder',
      `DSN_TEMPLATE = "postgresql://%(user)s:%(password)s@%(host)s:5432/%(db)s"\nURL = "https://api.example-cms.com/v1/{space}/entries?access_token={token}"\n`,
    ),
  () =>
    n(
      'php',
      'php-getenv',
      `define( 'STORYBLOK_TOKEN', getenv( 'STORYBLOK_TOKEN' ) );\n$wcSecret = $_ENV['WC_CONSUMER_SECRET'] ?? '';\n$apiKey = get_option( 'lh_deepl_api_key' );\n`,
    ),
  () =>
    n(
      'ruby',
      'rails-credentials-ref',
      `Shopify.configure do |config|\n  config.api_key = ENV.fetch("SHOPIFY_API_KEY")\n  config.secret  = Rails.application.credentials.dig(:shopify, :secret)\nend\n`,
    ),
  (r) =>
    n(
      'docker',
      'compose-interpolation',
      `    environment:\n      ${r.pick(KEYS)}: \${${r.pick(KEYS)}:?set it in .env}\n      ${r.pick(KEYS)}: \${${r.pick(KEYS)}}\n`,
    ),
  () =>
    n(
      'docs',
      'docs-placeholder',
      `### Authentication\n\nSend your key in the header:\n\n\`\`\`bash\ncurl https://api.example-transcoder.com/v2/jobs \\\n  -H "Authorization: Bearer $TRANSCODER_API_KEY"\n\`\`\`\n\nReplace \`$TRANSCODER_API_KEY\` with the key from **Settings → API**.\n`,
    ),
  (r, g) =>
    n(
      'redaction',
      'redacted-output',
      `[${new Date(1714000000000 + r.int(9e8)).toISOString()}] outbound request headers={"authorization":"Bearer [REDACTED]","x-api-key":"sk_live_****${g.hex(4)}"}\n`,
    ),
  (r, g) =>
    n(
      'redaction',
      'masked-ui',
      `Your keys\n  Secret key    shpat_••••••••••••••••••••••••••••${g.hex(4)}   [Reveal] [Roll]\n  Webhook secret  ************************ (hidden)\n`,
    ),
  () =>
    n(
      'redaction',
      'scrubbed-config',
      `{\n  "deepl": { "authKey": "<redacted>" },\n  "mux": { "tokenId": "[FILTERED]", "tokenSecret": "[FILTERED]" }\n}\n`,
    ),
  (r, g) =>
    n(
      'ssh',
      'public-key',
      `# authorized deploy key for the theme repo\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g.b64(32).replace(/=+$/, '')} deploy@lindenhaus-ci\n`,
    ),
  (r, g) =>
    n(
      'tls',
      'certificate',
      `-----BEGIN CERTIFICATE-----\n${Array.from({ length: 5 }, () => g.b64(48)).join('\n')}\n-----END CERTIFICATE-----\n`,
    ),
  (r, g) =>
    n(
      'jwt-verify',
      'public-key-pem',
      `// verify webhooks with the vendor's public key\nconst PUBLIC_KEY = \`-----BEGIN PUBLIC KEY-----\n${g.b64(48)}\n${g.b64(48)}\n${g.b64(30)}\n-----END PUBLIC KEY-----\`;\n`,
    ),
  (r, g) =>
    n(
      'images',
      'base64-image',
      `.placeholder-blur { background-image: url("data:image/webp;base64,UklGR${g.b64(90)}"); }\n`,
    ),
  (r, g) =>
    n(
      'fixtures',
      'base64-fixture',
      `const fixture = Buffer.from('${Buffer.from(JSON.stringify({ sku: `LH-${g.digits(4)}`, title: 'Linen apron', qty: r.int(40) })).toString('base64')}', 'base64');\n`,
    ),
  (r, g) =>
    n(
      'tracing',
      'request-ids',
      `HTTP/1.1 200 OK\ncontent-type: application/json\nx-request-id: ${g.uuid()}\ntraceparent: 00-${g.hex(32)}-${g.hex(16)}-01\netag: W/"${g.hex(32)}"\ncf-ray: ${g.hex(16)}-FRA\n`,
    ),
  (r, g) =>
    n(
      'payments',
      'idempotency-key',
      `POST /v1/refunds\nIdempotency-Key: ${g.uuid()}\nX-Correlation-Id: ${g.hex(24)}\n`,
    ),
  (r, g) =>
    n(
      'oauth',
      'state-nonce',
      `https://accounts.example-shop.com/oauth/authorize?client_id=storefront&response_type=code&state=${g.hex(32)}&nonce=${g.url(32)}&redirect_uri=https%3A%2F%2Flindenhaus.example%2Fcallback\n`,
    ),
  (r, g) =>
    n(
      'media-pipeline',
      'job-ids',
      `{"job_id":"${g.lower(24)}","asset_id":"${g.b62(24)}","checksum":"${g.hex(40)}","status":"ready","duration":214.3}\n`,
    ),
  (r, g) =>
    n(
      'guid',
      'guid-ids',
      `[assembly: Guid("${g.uuid().toUpperCase()}")]\n// ProjectTypeGuids {${g.uuid().toUpperCase()}}\n`,
    ),
  () =>
    n(
      'aws',
      'vendor-example',
      `# from the AWS CLI guide\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n`,
    ),
  () =>
    n(
      'jwt-io',
      'vendor-example',
      `Paste a token to decode it, e.g.\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n`,
    ),
  () =>
    n(
      'recaptcha',
      'vendor-test-key',
      `# Google's documented reCAPTCHA v2 test keys (always pass)\nRECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nRECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe\n`,
    ),
  (r, g) =>
    n(
      'git',
      'lfs-pointer',
      `version https://git-lfs.github.com/spec/v1\noid sha256:${g.hex(64)}\nsize ${g.digits(8)}\n`,
    ),
  (r, g) =>
    n(
      'shopify',
      'gid-and-handles',
      `query { product(id: "gid://shopify/Product/${g.digits(13)}") { handle variants(first: 5) { nodes { id sku } } } }\n# cursor: ${Buffer.from(JSON.stringify({ last_id: Number(g.digits(13)), last_value: g.digits(13) })).toString('base64')}\n`,
    ),
];
