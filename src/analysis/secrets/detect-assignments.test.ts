import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { detectSecrets } from './detect.js';
import {
  ALNUM,
  BASE64,
  HEX,
  LOWER_ALNUM,
  base64url,
  check,
  found,
  password,
  random,
  uuid,
} from '../../../test/helpers/secret-recipes.js';

describe('keyword assignments', () => {
  const key = random(LOWER_ALNUM, 32);
  const mixed = random(ALNUM, 40);
  const pw = password();
  const awsSecret = random(BASE64, 40);
  const databricks = `dapi${random(HEX, 32)}`;
  const bearer = uuid();
  check([
    { name: '.env', text: `PAYMENT_API_KEY=${key}\n`, expected: [['generic-assignment', key]] },
    {
      name: 'PowerShell $env:',
      text: `$env:PAYMENT_API_KEY = "${key}"\n.\\deploy.ps1`,
      expected: [['generic-assignment', key]],
    },
    {
      name: '.npmrc scoped auth token',
      text: `//npm.example.com/:_authToken=${mixed}\n`,
      expected: [['generic-assignment', mixed]],
    },
    {
      name: 'typed declarations (Kotlin, Rust, Go)',
      text: `val apiKey: String = "${key}"\nconst API_TOKEN: &'static str = "${mixed}";\nvar secretKey string = "${key}"`,
      expected: [
        ['generic-assignment', key],
        ['generic-assignment', mixed],
        ['generic-assignment', key],
      ],
    },
    {
      name: 'a typed declaration of a placeholder or an expression',
      text: `const apiKey: string = "your-api-key";\nconst token: string = readToken();`,
      expected: [],
    },
    {
      name: 'nginx header directive with a UUID bearer token',
      text: `proxy_set_header Authorization "Bearer ${bearer}";`,
      expected: [['authorization-header', bearer]],
    },
    {
      name: 'a random multipart boundary is not a key; the same value under a neutral name is',
      text: `const BOUNDARY = '${mixed}'\nconst ably = '${mixed}'\n`,
      expected: [['high-entropy-assignment', mixed]],
    },
    {
      name: 'a word with a counted or repeated run typed after it is a stand-in (not for passwords)',
      text: [
        "headers: { authorization: 'Bearer token123' }",
        'API_TOKEN=my-secret-0000',
        "const apiKey = 'apikey12345'",
        "password: 'summer123'",
        `authorization: 'Bearer ${key}123'`,
        "authorization: 'Bearer token1287'",
      ].join('\n'),
      expected: [
        ['password', 'summer123'],
        ['authorization-header', `${key}123`],
        ['authorization-header', 'token1287'],
      ],
    },
    {
      name: '.netrc password',
      text: `machine api.example.com\n  login deploy-bot\n  password ${pw}\n`,
      expected: [['password', pw]],
    },
    {
      name: '.env, quoted, with a comment line',
      text: `# billing\nBILLING_SECRET="${mixed}"\n`,
      expected: [['generic-assignment', mixed]],
    },
    {
      name: 'YAML',
      text: `service:\n  client_secret: ${key}\n  timeout: 30\n`,
      expected: [['generic-assignment', key]],
    },
    {
      name: 'JSON',
      text: `{ "apiKey": "${mixed}", "region": "eu-west-1" }`,
      expected: [['generic-assignment', mixed]],
    },
    { name: 'Python', text: `SECRET_KEY = '${mixed}'`, expected: [['generic-assignment', mixed]] },
    {
      name: 'TypeScript object',
      text: `export default { auth: { token: '${key}' } };`,
      expected: [['generic-assignment', key]],
    },
    { name: 'Go', text: `accessToken := "${mixed}"`, expected: [['generic-assignment', mixed]] },
    {
      name: 'PHP array',
      text: `$config['mail_api_key'] = '${key}';`,
      expected: [['generic-assignment', key]],
    },
    {
      name: 'XML settings',
      text: `<add key="ServiceApiKey" value="${mixed}" />`,
      expected: [['generic-assignment', mixed]],
    },
    {
      name: 'a command-line flag',
      text: `$ tool login --api-token ${key}`,
      expected: [['generic-assignment', key]],
    },
    {
      name: 'a log line',
      text: `INFO client loaded session_token=${key} for request 7`,
      expected: [['generic-assignment', key]],
    },
    { name: 'a password', text: `DB_PASSWORD=${pw}`, expected: [['password', pw]] },
    {
      name: 'a password in an XML element',
      text: `<password>${pw}</password>`,
      expected: [['password', pw]],
    },
    {
      name: 'an Authorization header',
      text: `headers: { "Authorization": "Token ${mixed}" }`,
      expected: [['authorization-header', mixed]],
    },
    {
      name: 'an AWS secret access key',
      text: `aws_secret_access_key = ${awsSecret}`,
      expected: [['aws-secret-key', awsSecret]],
    },
    {
      name: 'a provider format behind a name is named by the provider',
      text: `token = ${databricks}`,
      expected: [['databricks-token', databricks]],
    },
  ]);
});

describe('not secrets', () => {
  check([
    {
      name: "APIs' typed object ids under names without a credential word",
      text: `{"customer": "cus_${random(ALNUM, 14)}", "payment_intent": "pi_${random(ALNUM, 24)}", "event": "evt_${random(ALNUM, 24)}"}`,
      expected: [],
    },
    {
      name: 'a fixture in a provider namespace with typed-in runs',
      text: `DATABRICKS_TOKEN=dapi1234567890${random(HEX, 18)}g5`,
      expected: [],
    },
    {
      name: 'placeholders and templates',
      text: [
        'API_KEY=your-api-key-here',
        'OPENAI_API_KEY=sk-...',
        'token: ${{ secrets.GITHUB_TOKEN }}',
        'password: ${DB_PASSWORD}',
        'SECRET=<secret>',
        'JWT_SECRET=change-me-in-production',
        'client_secret: "{{ vault_client_secret }}"',
      ].join('\n'),
      expected: [],
    },
    {
      name: 'references to the environment and other code',
      text: [
        'const client = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });',
        'password = getpass.getpass("Password: ")',
        'const token = await getToken(scope);',
        'const key = config.credentials?.apiKey ?? "";',
        'if (token.length < MIN_TOKEN_LENGTH) throw new Error("token too short");',
        'type ArrowToken = ArrowToken$1;',
        'const secret = isProduction ? prodSecret : devSecret;',
      ].join('\n'),
      expected: [],
    },
    {
      name: 'hashes, checksums, UUIDs and lock-file integrity values',
      text: [
        `"integrity": "sha512-${random(BASE64, 86)}=="`,
        `${random(HEX, 64)}  dist/app-1.2.3-linux-amd64.tar.gz`,
        `ARG TOOL_SHA256=${random(HEX, 64)}`,
        `* fix: handle empty config ([${random(HEX, 7)}](https://github.com/acme/app/commit/${random(HEX, 40)}))`,
        `github.com/acme/lib v1.2.3 h1:${random(BASE64, 43)}=`,
        `  requestId: "${uuid()}",`,
        `script-src 'sha256-${random(BASE64, 43)}='`,
      ].join('\n'),
      expected: [],
    },
    {
      name: 'names that only look like credentials',
      text: [
        `const keyboardLayout = "${random(LOWER_ALNUM, 24)}";`,
        `primary_key: ${random(LOWER_ALNUM, 24)}`,
        `public_key = "${random(HEX, 66)}"`,
        `token_url: https://auth.example.com/oauth/token`,
        `password_min_length: 12`,
        `cache_key = "user-profile-settings-v2"`,
      ].join('\n'),
      expected: [],
    },
    {
      name: 'words, identifiers and base64 of prose',
      text: [
        'token: "questionV2Reply"',
        'secret_name: payments-service-db-credentials',
        `ANY_KEY = ${Buffer.from('dummy text data data data').toString('base64')}`,
        'apiKey: "{env:LOCAL_KEY}"',
      ].join('\n'),
      expected: [],
    },
    {
      // date.js 0.3.2 (bench:real's forty-fifth set) encodes time spans this way.
      name: 'a list of short name:value fields',
      text: "var fakes = { t: { M: '12', d: '25' }, dt: {}, token: 't:12M25d00m,dt:' }",
      expected: [],
    },
    { name: 'empty text', text: '', expected: [] },
  ]);

  it('skips keyword assignments in lock files, whose values are hashes by construction', () => {
    const text = `{ "resolved": "https://registry.example/x.tgz", "auth_token": "${random(ALNUM, 40)}" }`;
    expect(found(text)).toHaveLength(1);
    expect(found(text, 'packages/app/package-lock.json')).toEqual([]);
  });
});

describe('finding shape', () => {
  it('reports exact offsets, 1-based lines, sorted and without overlaps', () => {
    const ghp = `ghp_${random(ALNUM, 36)}`;
    const jwt = [
      base64url('{"alg":"RS256"}'),
      base64url('{"sub":"42","admin":true}'),
      random(ALNUM, 40),
    ].join('.');
    const text = `line one\nAUTH_TOKEN="${ghp}"\n\n"Authorization": "Bearer ${jwt}"\n`;
    const findings = detectSecrets(text);
    expect(findings.map((f) => [f.rule, f.line, text.slice(f.start, f.end)])).toEqual([
      ['github-token', 2, ghp],
      ['jwt', 4, jwt],
    ]);
    expect(findings[0]!.end).toBeLessThanOrEqual(findings[1]!.start);
  });
});

describe('a user and a password passed together to an HTTP client', () => {
  const pw = password();
  const mixed = random(ALNUM, 18);
  check([
    {
      name: 'Python requests auth tuple',
      text: `requests.get(url, auth=("admin", "${mixed}"))\n`,
      expected: [['auth-pair', mixed]],
    },
    {
      name: 'HTTPBasicAuth, SetBasicAuth, .auth, NetworkCredential, Credentials.basic',
      text: [
        `r = requests.post(u, auth=HTTPBasicAuth('svc-export', '${pw}'))`,
        `req.SetBasicAuth("deploy", "${pw}")`,
        `await request(app).get('/admin').auth('root', '${pw}')`,
        `var c = new NetworkCredential("svc", "${pw}");`,
        `val cred = Credentials.basic("api", "${pw}")`,
      ].join('\n'),
      expected: [
        ['auth-pair', pw],
        ['auth-pair', pw],
        ['auth-pair', pw],
        ['auth-pair', pw],
        ['auth-pair', pw],
      ],
    },
    {
      name: 'variables, placeholders and words are no credential',
      text: [
        'requests.get(url, auth=(user, password))',
        'requests.get(url, auth=("admin", "password"))',
        'requests.get(url, auth=("admin", "changeme"))',
        'auth = ("admin", os.environ["PW"])',
        'session.auth(("ab", "cd"))',
      ].join('\n'),
      expected: [],
    },
  ]);
});
