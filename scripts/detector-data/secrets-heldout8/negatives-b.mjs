// Hard negatives, part B: public keys and certificates, public-by-design client ids, vendors'
// documented example keys, redacted output, password hashes, and browser-side tokens
// (CSRF, CSP nonces, OAuth state, PKCE challenges) plus ids and hashes from web builds.

const pemBody = (g, lines) => Array.from({ length: lines }, () => g.b64(64)).join('\n');

function publicKeys(r, g) {
  const variants = [
    () =>
      [
        '-----BEGIN PUBLIC KEY-----',
        pemBody(g, 6),
        `${g.b64(20)}IDAQAB`,
        '-----END PUBLIC KEY-----',
      ].join('\n'),
    () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g.b64(43)} deploy@ci-runner-${r.int(9)}`,
    () =>
      `gitlab.acme.example ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${g.b64(87)}=`,
    () =>
      [
        '-----BEGIN PGP PUBLIC KEY BLOCK-----',
        '',
        pemBody(g, 5),
        `=${g.b64(4)}`,
        '-----END PGP PUBLIC KEY BLOCK-----',
      ].join('\n'),
    () =>
      `{"keys":[{"kty":"RSA","use":"sig","kid":"${g.b64u(43)}","alg":"RS256","e":"AQAB","n":"${g.b64u(342)}"}]}`,
  ];
  return { provider: 'pki', rule: 'public-key', text: r.pick(variants)() + '\n' };
}

function certificate(r, g) {
  const text = [
    `# ${r.pick(['ca.crt', 'tls.crt', 'chain.pem'])}`,
    '-----BEGIN CERTIFICATE-----',
    `MIID${g.b64(60)}`,
    pemBody(g, 9),
    `${g.b64(40)}==`,
    '-----END CERTIFICATE-----',
    '',
  ].join('\n');
  return { provider: 'pki', rule: 'certificate', text };
}

function dataUri(r, g) {
  const variants = [
    `.logo {\n  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${g.b64(180)}AAAAAElFTkSuQmCC");\n}`,
    `@font-face {\n  font-family: "Inter";\n  src: url(data:font/woff2;base64,d09GMgABAAAAA${g.b64(240)}) format("woff2");\n}`,
    `<img alt="avatar" src="data:image/gif;base64,R0lGODlhAQABAIAAA${g.b64(40)}" />`,
    `export const pixel = 'data:image/webp;base64,UklGR${g.b64(120)}';`,
  ];
  return { provider: 'assets', rule: 'base64-media', text: r.pick(variants) + '\n' };
}

function publicClientIds(r, g) {
  const variants = [
    [
      'stripe',
      `// checkout.tsx — publishable key, safe in the browser\nconst stripe = await loadStripe('pk_live_${g.b62(99)}');`,
    ],
    ['google-oauth', `GOOGLE_CLIENT_ID=${g.digits(12)}-${g.lower(32)}.apps.googleusercontent.com`],
    [
      'mapbox',
      `mapboxgl.accessToken = 'pk.${g.b64url(JSON.stringify({ u: 'acme-maps', a: g.lower(25) }))}.${g.b64u(22)}'; // public token, URL-restricted`,
    ],
    ['posthog', `posthog.init('phc_${g.b62(43)}', { api_host: 'https://eu.i.posthog.com' })`],
    [
      'clerk',
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${g.b64text('clerk.acme-retail.example$').replace(/=+$/, '')}`,
    ],
    [
      'algolia',
      `// search-only key: safe to expose, it can only query the public index\nconst search = algoliasearch('${g.upper(10)}', '${g.hex(32)}'); // search-only API key`,
    ],
    ['github-oauth', `GITHUB_CLIENT_ID=Iv1.${g.hex(16)}`],
    [
      'auth0',
      `<Auth0Provider domain="acme.eu.auth0.com" clientId="${g.b62(32)}" authorizationParams={{ redirect_uri: window.location.origin }}>`,
    ],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'public-client-id', text: text + '\n' };
}

function vendorExamples(r) {
  const variants = [
    [
      'aws',
      '[default]\n# from the AWS CLI user guide\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ],
    [
      'jwt',
      '// the sample token from jwt.io, used to test the decoder UI\nconst sample = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";',
    ],
    ['aws', 'export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE  # example value from the AWS docs'],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'vendor-documented-example', text: text + '\n' };
}

function redacted(r, g) {
  const variants = [
    `Using key sk_live_****${g.digits(4)} for account acct_${g.b62(16)}`,
    `{"api_key": "[REDACTED]", "user": "ops@acme.example"}`,
    `Authorization: Bearer ***\nX-Request-Id: ${g.uuid()}`,
    `token=••••••••${g.hex(4)} (last rotated 2024-02-01)`,
    `DATABASE_URL=postgres://app:*****@db.internal:5432/app`,
    `PAYSTACK_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxx${g.digits(4)} # masked by CI`,
  ];
  return { provider: 'redaction', rule: 'redacted-output', text: r.pick(variants) + '\n' };
}

function passwordHashes(r, g) {
  const alpha = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const variants = [
    `INSERT INTO users (email, password_hash) VALUES ('ana@acme.example', '$2b$12$${g.r.chars(alpha, 53)}');`,
    `admin:\n  password_hash: "$argon2id$v=19$m=65536,t=3,p=4$${g.b64(22)}$${g.b64(43)}"`,
    `"password": "pbkdf2_sha256$600000$${g.b62(22)}$${g.b64(43)}="`,
    `alice:$6$${g.r.chars(alpha, 16)}$${g.r.chars(alpha, 86)}:19800:0:99999:7:::`,
    `{"username": "seed-user", "hashed_password": "$scrypt$ln=16,r=8,p=1$${g.b64(22)}$${g.b64(43)}"}`,
  ];
  return { provider: 'password-hash', rule: 'password-hash', text: r.pick(variants) + '\n' };
}

function capturedHtml(r, g) {
  const variants = [
    `<head>\n  <meta name="csrf-token" content="${g.b64(86)}==" />\n  <meta name="csrf-param" content="authenticity_token" />\n</head>`,
    `<form action="/session" method="post">\n  <input type="hidden" name="authenticity_token" value="${g.b64u(86)}" autocomplete="off" />\n  <input type="email" name="email" />\n</form>`,
    `<input type="hidden" name="csrfmiddlewaretoken" value="${g.b62(64)}">`,
    `<div id="app" data-analytics-session="${g.hex(32)}" data-page="checkout"></div>`,
  ];
  return { provider: 'html', rule: 'captured-html-token', text: r.pick(variants) + '\n' };
}

function cspNonce(r, g) {
  const n = g.b64(22) + '==';
  const variants = [
    `Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-${n}'; object-src 'none'`,
    `<script nonce="${n}">window.__BOOT__ = { locale: "de-DE" };</script>`,
  ];
  return { provider: 'csp', rule: 'csp-nonce', text: r.pick(variants) + '\n' };
}

function oauthParams(r, g) {
  const url = `https://auth.acme.example/authorize?response_type=code&client_id=web-portal&redirect_uri=https%3A%2F%2Fapp.acme.example%2Fcallback&scope=openid%20profile&state=${g.b64u(32)}&code_challenge=${g.b64u(43)}&code_challenge_method=S256`;
  return { provider: 'oauth', rule: 'oauth-state-pkce', text: `302 Found\nLocation: ${url}\n` };
}

function webhookIds(r, g) {
  const variants = [
    `{"id": "evt_${g.b62(24)}", "type": "invoice.paid", "created": 1712131200, "livemode": true}`,
    `X-GitHub-Delivery: ${g.uuid()}\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=${g.hex(64)}`,
    `{"event_id": "whevt_${g.lower(26)}", "topic": "orders/create", "shop": "acme-store.myshopify.com"}`,
  ];
  return { provider: 'webhooks', rule: 'webhook-event-id', text: r.pick(variants) + '\n' };
}

function idempotencyKeys(r, g) {
  const variants = [
    `Idempotency-Key: ${g.uuid()}`,
    `await api.post('/payments', body, { headers: { 'Idempotency-Key': '${g.hex(32)}' } });`,
    `X-Idempotency-Key: ord-${g.b62(20)}`,
  ];
  return { provider: 'generic', rule: 'idempotency-key', text: r.pick(variants) + '\n' };
}

function randomSeeds(r, g) {
  const variants = [
    `np.random.seed(${g.digits(9)})\ntorch.manual_seed(${g.digits(6)})`,
    `const rng = seedrandom('${g.hex(16)}'); // reproducible shuffles in snapshots`,
    `faker.seed(${g.digits(5)});\nFAKER_SEED=0x${g.hex(16)}`,
  ];
  return { provider: 'generic', rule: 'random-seed', text: r.pick(variants) + '\n' };
}

function assetHashes(r, g) {
  const files = ['main', 'vendor', 'runtime', 'styles'].map(
    (n) => `  "${n}.js": "/static/js/${n}.${g.hex(8)}.js"`,
  );
  const variants = [
    `{\n${files.join(',\n')}\n}`,
    `dist/assets/index-${g.b64u(8)}.js   142.18 kB │ gzip: 45.60 kB\ndist/assets/index-${g.b64u(8)}.css   12.04 kB │ gzip: 3.11 kB`,
    `<link rel="stylesheet" href="/_next/static/css/${g.hex(16)}.css">`,
  ];
  return { provider: 'assets', rule: 'asset-content-hash', text: r.pick(variants) + '\n' };
}

function mockTokens(r) {
  const variants = [
    "const client = new Client({ apiKey: 'test-api-key' });\nexpect(client.headers['x-api-key']).toBe('test-api-key');",
    '@pytest.fixture\ndef fake_token():\n    return "fake-token-for-tests"',
    "mockServer.get('/me').matchHeader('authorization', 'Bearer mock-token').reply(200, {})",
    'let token = "not-a-real-token" // used by the SwiftUI previews',
    "it('rejects a bad key', () => expect(verify('invalid-key')).toBe(false));",
  ];
  return { provider: 'test', rule: 'mock-token-in-test', text: r.pick(variants) + '\n' };
}

function variableRequests(r) {
  const variants = [
    '@baseUrl = https://api.example.com\n@token = {{$dotenv API_TOKEN}}\n\nGET {{baseUrl}}/v1/me\nAuthorization: Bearer {{token}}',
    '{"request": {"method": "GET", "header": [{"key": "X-Api-Key", "value": "{{apiKey}}"}], "url": "{{baseUrl}}/v1/items"}}',
    'components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key',
  ];
  return { provider: 'api-docs', rule: 'request-with-variables', text: r.pick(variants) + '\n' };
}

function sriAttrs(r, g) {
  return {
    provider: 'assets',
    rule: 'subresource-integrity',
    text: `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.${r.int(14)}.0/dist/cdn.min.js" integrity="sha384-${g.b64(64)}" crossorigin="anonymous" defer></script>\n`,
  };
}

function chainPublic(r, g) {
  const variants = [
    `Treasury multisig: 0x${g.hex(40)}\nDeployed at tx 0x${g.hex(64)} (block ${g.digits(8)})`,
    `{"to": "0x${g.hex(40)}", "value": "0x${g.hex(14)}", "blockHash": "0x${g.hex(64)}"}`,
    `Donate: bc1q${g.r.chars('023456789acdefghjklmnpqrstuvwxyz', 38)}`,
  ];
  return { provider: 'blockchain', rule: 'public-chain-data', text: r.pick(variants) + '\n' };
}

function cursorTokens(r, g) {
  const cursor = g.b64text(JSON.stringify({ offset: (r.int(20) + 1) * 50, sort: 'created_at' }));
  return {
    provider: 'generic',
    rule: 'pagination-cursor',
    text: `{"data": [], "has_more": true, "next_cursor": "${cursor}", "etag": "W/\\"${g.hex(16)}\\""}\n`,
  };
}

function encryptedAtRest(r, g) {
  const variants = [
    `db_password: ENC[AES256_GCM,data:${g.b64(24)},iv:${g.b64(43)}=,tag:${g.b64(22)}==,type:str]\nsops:\n  kms: []`,
    `spec:\n  encryptedData:\n    API_TOKEN: AgB${g.b64(300)}`,
    `$ANSIBLE_VAULT;1.1;AES256\n${Array.from({ length: 4 }, () => g.hex(80)).join('\n')}`,
  ];
  return { provider: 'encrypted', rule: 'encrypted-value', text: r.pick(variants) + '\n' };
}

function namesOnlyDocs(r) {
  const variants = [
    'Set `BREVO_API_KEY` and `BREVO_SENDER` as repository secrets before running the workflow.',
    '| Variable | Required | Description |\n|---|---|---|\n| `HCLOUD_TOKEN` | yes | Hetzner Cloud API token (read/write) |\n| `HCLOUD_LOCATION` | no | defaults to `fsn1` |',
    'The ONFIDO_API_TOKEN must be a *live* token; sandbox tokens start with `api_sandbox.`',
  ];
  return { provider: 'docs', rule: 'secret-names-only', text: r.pick(variants) + '\n' };
}

function sourceMap(r, g) {
  const seg = () =>
    g.r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 4 + r.int(3));
  const mappings = Array.from({ length: 30 }, seg).join(',');
  return {
    provider: 'assets',
    rule: 'source-map',
    text: `{"version":3,"file":"app.js","sources":["../src/app.ts"],"names":[],"mappings":"AAAA,${mappings}"}\n`,
  };
}

function tfState(r, g) {
  return {
    provider: 'terraform',
    rule: 'tfstate-metadata',
    text: `{\n  "version": 4,\n  "terraform_version": "1.8.${r.int(5)}",\n  "serial": ${r.int(400)},\n  "lineage": "${g.uuid()}",\n  "outputs": {}\n}\n`,
  };
}

/** Part B of the hard negative generators. */
export const NEGATIVES_B = [
  publicKeys,
  certificate,
  dataUri,
  publicClientIds,
  vendorExamples,
  redacted,
  passwordHashes,
  capturedHtml,
  cspNonce,
  oauthParams,
  webhookIds,
  idempotencyKeys,
  randomSeeds,
  assetHashes,
  mockTokens,
  variableRequests,
  sriAttrs,
  chainPublic,
  cursorTokens,
  encryptedAtRest,
  namesOnlyDocs,
  sourceMap,
  tfState,
];
