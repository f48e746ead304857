// Near misses for secrets-heldout26: key-like text a careful scanner should leave alone.
// Each: [provider, rule, (r) => text].
import { B62, HEX, LOWNUM } from './values.mjs';

const h = (r, n) => r.chars(HEX, n);
const same = (r) => r.pick(['a', 'x', '0', 'X', 'f', '1']);

export const NEAR_MISSES = [
  [
    'netlify',
    'short-by-one',
    (r) =>
      `# docs: tokens look like nfp_ followed by 36 characters\n# e.g. nfp_${r.chars(B62, 35)} (shortened)\n`,
  ],
  [
    'digitalocean',
    'non-hex-char',
    (r) =>
      `DIGITALOCEAN_TOKEN=dop_v1_${h(r, 30)}zz${h(r, 31)}  # test vector: invalid (non-hex) on purpose\n`,
  ],
  [
    'resend',
    'truncated-doc',
    (r) =>
      `Set \`RESEND_API_KEY\` (it starts with \`re_${r.chars(B62, 4)}...\`) in your Vercel project settings.\n`,
  ],
  [
    'supabase-mgmt',
    'truncated-ellipsis',
    (r) =>
      `| Token | Scope |\n|---|---|\n| sbp_${h(r, 6)}… | all projects |\n| sbp_${h(r, 6)}… | read-only |\n`,
  ],
  [
    'groq',
    'all-same-test',
    (r) =>
      `it('rejects a malformed key', () => {\n  expect(isValidKey('gsk_${same(r).repeat(52)}')).toBe(false);\n});\n`,
  ],
  [
    'generic',
    'all-same-fixture',
    (r) =>
      `# tests/fixtures/settings.yaml\napi_key: "${same(r).repeat(32)}"\nwebhook_secret: "${same(r).repeat(40)}"\n`,
  ],
  [
    'anthropic',
    'fake-marked',
    () =>
      `// FAKE key for unit tests — not a real credential\nconst FAKE_KEY = 'sk-ant-api03-FAKE-FAKE-FAKE-not-a-real-key';\n`,
  ],
  [
    'airtable',
    'pat-wrong-shape',
    (r) =>
      `airtable_pat = "pat${r.chars(B62, 14)}"  # only the token id; the secret half is stored in 1Password\n`,
  ],
  [
    'hetzner',
    'sequence-example',
    () =>
      `hcloud context create prod --token 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef # example from README\n`,
  ],
  [
    'generic',
    'dummy-word-token',
    (r) =>
      `API_TOKEN=dummy-token-for-local-dev-${r.int(9)}\nSECRET_KEY=not-a-secret-${r.pick(['local', 'dev', 'test'])}\n`,
  ],
  [
    'upstash-redis',
    'masked-middle',
    (r) => `token preview: A${r.chars(B62, 3)}••••••••••••${r.chars(B62, 4)} (copy from console)\n`,
  ],
  [
    'sentry',
    'prefix-only',
    () =>
      `# Sentry user tokens start with "sntryu_" and org tokens with "sntrys_"; create one under Settings → Auth Tokens.\n`,
  ],
  [
    'telegram',
    'bot-token-too-short',
    (r) => `# format is <bot_id>:<35 chars>, e.g. ${r.int(900000) + 100000}:AA… (truncated)\n`,
  ],
  [
    'openrouter',
    'one-char-short',
    (r) => `Invalid key format: "sk-or-v1-${h(r, 63)}" (expected 64 hex after the prefix)\n`,
  ],
  [
    'generic',
    'revoked-marked-fake',
    (r) =>
      `> **Note:** the key below is a made-up example and was never issued.\n> \`API_KEY=EXAMPLE${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 6)}EXAMPLE\`\n`,
  ],
  [
    'n8n',
    'jwt-header-only',
    () =>
      `// n8n API keys are JWTs; they begin with eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 (the header)\n`,
  ],
  [
    'linear',
    'bad-alphabet',
    (r) =>
      `LINEAR_API_KEY=lin_api_${r.chars(B62, 20)}#${r.chars(B62, 5)}!!  # garbled paste, see incident 412 (never valid)\n`,
  ],
  [
    'generic',
    'xxx-pattern',
    (r) => `token: "${r.pick(['sk_live_', 'ghp_', 'xoxb-', 'AKIA'])}${'X'.repeat(24)}"\n`,
  ],
  [
    'cloudflare',
    'placeholder-like-token',
    (r) =>
      `CLOUDFLARE_API_TOKEN=${r.pick(['your_cloudflare_api_token_here', 'cf-token-goes-here', 'TOKEN_FROM_DASHBOARD'])}\n`,
  ],
  [
    'vercel',
    'env-name-only',
    (r) =>
      `vercel env add ${r.pick(['RESEND_API_KEY', 'NEON_API_KEY', 'UPSTASH_REDIS_REST_TOKEN'])} production\n? What's the value of it? [hidden]\n`,
  ],
  [
    'internal-ledgerline',
    'short-test-secret',
    (r) =>
      `LEDGERLINE_SERVICE_KEY=test${r.chars(LOWNUM, 4)}  # local stub, the service accepts anything in dev\n`,
  ],
];
