import { describe, expect, it } from 'vitest';
import { crc32, toBase62 } from './checksum.js';
import {
  ALNUM,
  BASE64,
  DIGITS,
  HEX,
  LOWER,
  UPPER,
  base64url,
  check,
  found,
  password,
  random,
  tokenCase,
  uuid,
} from '../../../test/helpers/secret-recipes.js';

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
      // The PEM's last line break, escaped too, is the string's end: redacted with the key.
      name: 'a private key inside a JSON string with escaped newlines',
      text: `{"private_key": "${pem.replace(/\n/g, '\\n')}\\n"}`,
      expected: [['private-key', `${pem.replace(/\n/g, '\\n')}\\n`]],
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
      // The URL and authority ends are read from tables of character codes: Unicode spaces
      // (no-break, ideographic) still end them, as `\s` did.
      name: 'a URL ends at Unicode white space',
      text: `WEBHOOK https://discord.com/api/webhooks/${hookId}/${hookToken}\u00a0next\nhttps://deploy:${webPassword}\u3000@git.example.com/x`,
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
