import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { crc32, toBase62 } from './checksum.js';
import { detectSecrets } from './detect.js';

// Every credential below is generated when the test runs: the repository holds no string that
// a secret scanner (ours, GitHub's push protection) would flag, only the recipes.
let seed = 0x2f6b3c1d;
function random(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    // mulberry32: deterministic, so a failure reproduces.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out += alphabet.charAt((((t ^ (t >>> 14)) >>> 0) % alphabet.length) | 0);
  }
  return out;
}
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const LOWER_ALNUM = LOWER + DIGITS;
const HEX = '0123456789abcdef';
const BASE64 = `${ALNUM}+/`;
const base64url = (text: string): string => Buffer.from(text).toString('base64url');
const uuid = (): string =>
  [random(HEX, 8), random(HEX, 4), random(HEX, 4), random(HEX, 4), random(HEX, 12)].join('-');
/** A password a person would choose: letters, digits and a symbol. */
const password = (): string => `${random(UPPER, 1)}${random(LOWER, 5)}${random(DIGITS, 3)}!`;

/** `[rule, secret text]` for every finding, in order. */
function found(text: string, path?: string): [string, string][] {
  return detectSecrets(text, path === undefined ? {} : { path }).map((finding) => [
    finding.rule,
    text.slice(finding.start, finding.end),
  ]);
}

interface Case {
  readonly name: string;
  readonly text: string;
  /** `[rule, exact secret]` expected, in order; empty for text with no secret. */
  readonly expected: readonly (readonly [string, string])[];
}

function check(cases: readonly Case[]): void {
  it.each(cases)('$name', ({ text, expected }) => {
    expect(found(text)).toEqual(expected);
  });
}

function tokenCase(name: string, rule: string, token: string, context = (t: string) => t): Case {
  return { name, text: context(token), expected: [[rule, token]] };
}

describe('provider tokens', () => {
  const ghp = `ghp_${random(ALNUM, 36)}`;
  const fineGrained = `github_pat_${random(ALNUM, 22)}_${random(ALNUM, 59)}`;
  const slackBot = `xoxb-${random(DIGITS, 12)}-${random(DIGITS, 13)}-${random(ALNUM, 24)}`;
  const awsKeyId = `AKIA${random('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
  const stripe = `sk_live_${random(ALNUM, 24)}`;
  const openai = `sk-proj-${random(ALNUM, 74)}T3BlbkFJ${random(ALNUM, 74)}`;
  const anthropic = `sk-ant-api03-${random(`${ALNUM}_-`, 93)}AA`;
  check([
    tokenCase(
      'a GitHub token in code',
      'github-token',
      ghp,
      (t) => `const client = new Octokit({ auth: '${t}' });`,
    ),
    tokenCase(
      'a GitHub token in prose, with no name around it',
      'github-token',
      ghp,
      (t) => `Clone it with ${t} as the password.`,
    ),
    tokenCase('a GitHub fine-grained token', 'github-token', fineGrained),
    tokenCase(
      'a GitLab token in a log line',
      'gitlab-token',
      `glpat-${random(ALNUM, 20)}`,
      (t) => `fetching with ${t} failed`,
    ),
    tokenCase('a Slack bot token', 'slack-token', slackBot, (t) => `SLACK=${t}`),
    tokenCase(
      'an AWS access key id',
      'aws-access-key',
      awsKeyId,
      (t) => `aws_access_key_id = ${t}`,
    ),
    tokenCase('a Stripe secret key', 'stripe-key', stripe, (t) => `Stripe::api_key = "${t}"`),
    tokenCase('an OpenAI project key', 'openai-key', openai),
    tokenCase('an Anthropic key', 'anthropic-key', anthropic, (t) => `ANTHROPIC_API_KEY=${t}`),
    tokenCase(
      'an npm token in .npmrc',
      'npm-token',
      `npm_${random(ALNUM, 36)}`,
      (t) => `//registry.npmjs.org/:_authToken=${t}`,
    ),
    tokenCase(
      'a Google API key',
      'gcp-api-key',
      `AIza${random(`${ALNUM}_-`, 35)}`,
      (t) => `<meta name="key" content="${t}">`,
    ),
    tokenCase('a SendGrid key', 'sendgrid-key', `SG.${random(ALNUM, 22)}.${random(ALNUM, 43)}`),
    tokenCase(
      'a Hugging Face token',
      'huggingface-token',
      `hf_${random(UPPER + LOWER, 34)}`,
      (t) => `login(token="${t}")`,
    ),
    tokenCase('a Vault token', 'vault-token', `hvs.${random(`${ALNUM}_-`, 92)}`),
    tokenCase('a PyPI token', 'pypi-token', `pypi-AgEIcHlwaS5vcmc${random(`${ALNUM}_-`, 70)}`),
    tokenCase('a DigitalOcean token', 'digitalocean-token', `dop_v1_${random(HEX, 64)}`),
    tokenCase('a Twilio API key', 'twilio-key', `SK${random(HEX, 32)}`),
    tokenCase(
      'an Azure AD client secret',
      'azure-client-secret',
      `${random(ALNUM, 3)}8Q~${random(ALNUM, 34)}`,
      (t) => `"secret": "${t}"`,
    ),
    tokenCase(
      'a Telegram bot token',
      'telegram-token',
      `${random(DIGITS, 9)}:AA${random(`${ALNUM}_-`, 33)}`,
      (t) => `bot = Bot("${t}")`,
    ),
    {
      name: 'documented example keys and filler are not tokens',
      text: [
        'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
        `GITHUB_TOKEN=ghp_${'x'.repeat(36)}`,
        `STRIPE=sk_test_${'x'.repeat(24)}`,
        'publishable: pk_live_' + random(ALNUM, 24),
      ].join('\n'),
      expected: [],
    },
    {
      name: 'a prefix glued into a longer word or blob is not a token',
      text: `my${ghp} +${awsKeyId}+ image/${ghp}.png`,
      expected: [],
    },
    {
      name: 'a token of the right length but no randomness is a fixture',
      text: `glpat-${'ab'.repeat(10)} and AKIA${'AB'.repeat(8)}`,
      expected: [],
    },
  ]);

  it('trusts a GitHub token whose CRC-32 checksum holds, even when it looks like a fixture', () => {
    const body = 'a'.repeat(30);
    const valid = `ghp_${body}${toBase62(crc32(body), 6)}`;
    const invalid = `ghp_${body}000000`;
    expect(found(`token ${valid}`)).toEqual([['github-token', valid]]);
    expect(found(`token ${invalid}`)).toEqual([]);
  });
});

describe('key blocks, JWTs, URLs and commands', () => {
  const body = Array.from({ length: 6 }, () => random(BASE64, 64)).join('\n');
  const pem = `-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`;
  const jwt = [
    base64url('{"alg":"HS256","typ":"JWT"}'),
    base64url(`{"sub":"${uuid()}","scope":"admin"}`),
    random(`${ALNUM}_-`, 43),
  ].join('.');
  const dbPassword = password();
  const webPassword = password();
  const hookId = random(DIGITS, 18);
  const hookToken = random(`${ALNUM}_-`, 68);
  const teamsHook = `https://contoso.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${random(HEX, 32)}/${uuid()}`;
  const slackPath = `T${random(UPPER + DIGITS, 8)}/B${random(UPPER + DIGITS, 10)}/${random(ALNUM, 24)}`;
  check([
    { name: 'a PEM private key block', text: `key:\n${pem}\n`, expected: [['private-key', pem]] },
    {
      name: 'a private key inside a JSON string with escaped newlines',
      text: `{"private_key": "${pem.replace(/\n/g, '\\n')}\\n"}`,
      expected: [['private-key', pem.replace(/\n/g, '\\n')]],
    },
    {
      name: 'a key block with a placeholder body, a public key and a certificate are not secrets',
      text: [
        '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----',
        `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`,
        `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`,
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${random(BASE64, 43)} dev@laptop`,
      ].join('\n'),
      expected: [],
    },
    { name: 'a JWT in a header', text: `Authorization: Bearer ${jwt}`, expected: [['jwt', jwt]] },
    {
      name: 'a database URL with a password',
      text: `DATABASE_URL=postgres://app:${dbPassword}@db.internal:5432/app`,
      expected: [['connection-string', `app:${dbPassword}`]],
    },
    {
      name: 'an HTTPS URL with credentials',
      text: `git clone https://deploy:${webPassword}@git.example.com/team/repo.git`,
      expected: [['url-credentials', `deploy:${webPassword}`]],
    },
    {
      name: 'a URL password with an unencoded #',
      text: `git clone https://deploy:${webPassword}#x9@git.example.com/team/repo.git`,
      expected: [['url-credentials', `deploy:${webPassword}#x9`]],
    },
    {
      name: 'a fragment after the host is no password',
      text: 'see https://docs.example.com:8080#setup and mail ops@example.com',
      expected: [],
    },
    {
      name: 'URLs whose credentials are placeholders or variables',
      text: [
        'postgres://user:password@localhost:5432/app',
        'mongodb://${DB_USER}:${DB_PASS}@mongo:27017',
        'https://<user>:<token>@example.com',
        'redis://redis:redis@cache:6379',
      ].join('\n'),
      expected: [],
    },
    {
      // Found on fast-uri's release tarballs (issue 19's bench): URI test vectors, not secrets.
      name: 'test vectors and examples: stand-in passwords, documentation and loopback hosts',
      text: [
        "parse('uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body')",
        "equal(uri, 'http://User:Pass@example.com:123/one')",
        'ftp://anonymous:guest@ftp.example.net/pub',
        'http://abc:def@localhost:8080/ and https://foo:bar@127.0.0.1/',
        'http://user:pass%20word@example.org',
        'curl -u user:pass https://api.example.com/v1',
        "equal(reparsed.query, 'key=value%23still-query')",
      ].join('\n'),
      expected: [],
    },
    {
      name: 'a real-looking password still counts on a documentation host or with a stand-in user',
      text: `http://user:${webPassword}@example.com/\nhttps://guest:${dbPassword}@[::1]:8443/`,
      expected: [
        ['url-credentials', `user:${webPassword}`],
        ['url-credentials', `guest:${dbPassword}`],
      ],
    },
    {
      name: 'a Slack webhook, with and without its scheme',
      text: `https://hooks.slack.com/services/${slackPath}\nhooks.slack.com/services/${slackPath}`,
      expected: [
        ['slack-webhook', `https://hooks.slack.com/services/${slackPath}`],
        ['slack-webhook', `hooks.slack.com/services/${slackPath}`],
      ],
    },
    {
      name: 'a Discord webhook',
      text: `WEBHOOK = "https://discord.com/api/webhooks/${hookId}/${hookToken}"`,
      expected: [['webhook-url', `https://discord.com/api/webhooks/${hookId}/${hookToken}`]],
    },
    {
      name: 'a Microsoft Teams webhook',
      text: `url: ${teamsHook}\n`,
      expected: [['webhook-url', teamsHook]],
    },
    {
      name: 'a webhook template is not a secret',
      text: 'https://hooks.slack.com/services/TXXXXX/BXXXXX/XXXXXXXXXXXXXXXX',
      expected: [],
    },
    {
      name: 'curl -u user:password over continued lines',
      text: `curl -X POST \\\n  -u ci-bot:${dbPassword} \\\n  https://api.example.com/deploy`,
      expected: [['basic-auth', `ci-bot:${dbPassword}`]],
    },
    {
      name: 'curl -u with variables or placeholders',
      text: 'curl -u "$USER:$PASSWORD" https://a.example\ncurl -u <user:password> https://b.example',
      expected: [],
    },
  ]);
});

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
