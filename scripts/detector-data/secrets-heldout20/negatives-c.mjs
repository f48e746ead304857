// Hard negatives of the held-out (20) secrets set, part C: values vendors publish in their docs
// (examples and sandbox test data). Near misses: key-like text a careful scanner should let
// pass (one character short, a character outside the alphabet, truncated, all the same
// character, or visibly marked fake).

import { gen } from './values.mjs';

export const DOCUMENTED = [
  () => ({
    provider: 'aws',
    rule: 'documented-example',
    text: '# from the AWS CLI user guide\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  }),
  (r) => ({
    provider: 'stripe',
    rule: 'test-card',
    text: `// Stripe test cards\nconst CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDS: '4000 0027 6000 3184' };\nconst CVC = '${gen(r, 'd3')}';`,
  }),
  () => ({
    provider: 'twilio',
    rule: 'magic-number',
    text: '# Twilio test credentials accept magic numbers\nFROM_NUMBER=+15005550006\nINVALID_NUMBER=+15005550001',
  }),
  () => ({
    provider: 'braintree',
    rule: 'sandbox-nonce',
    text: "result = gateway.transaction.sale({\n    'amount': '10.00',\n    'payment_method_nonce': 'fake-valid-nonce',\n    'options': {'submit_for_settlement': True},\n})",
  }),
  () => ({
    provider: 'jwt-io',
    rule: 'documented-example',
    text: 'The debugger at jwt.io opens with this sample token:\n\n    eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  }),
  () => ({
    provider: 'adyen',
    rule: 'test-card',
    text: '| Brand | Number | Expiry | CVC |\n|---|---|---|---|\n| Mastercard | 5555 3412 4444 1115 | 03/30 | 737 |\n| Visa | 4111 1111 4555 1142 | 03/30 | 737 |',
  }),
  () => ({
    provider: 'recaptcha',
    rule: 'documented-test-key',
    text: "# reCAPTCHA v2 test keys from Google's FAQ (always pass)\nRECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nRECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
  }),
  () => ({
    provider: 'hcaptcha',
    rule: 'documented-test-key',
    text: 'HCAPTCHA_SITEKEY=10000000-ffff-ffff-ffff-000000000001\nHCAPTCHA_SECRET=0x0000000000000000000000000000000000000000',
  }),
  () => ({
    provider: 'cloudflare-turnstile',
    rule: 'documented-test-key',
    text: "// Turnstile dummy keys for tests\nconst TEST_SITEKEY = '1x00000000000000000000AA';\nconst TEST_SECRET = '1x0000000000000000000000000000000AA';",
  }),
];

const SHAPES = [
  ['shippo', 'shippo_live_', 'h', 40],
  ['brevo', 'xkeysib-', 'h', 64],
  ['cal-com', 'cal_live_', 'h', 32],
  ['groq', 'gsk_', 'b', 52],
  ['linear', 'lin_api_', 'b', 40],
  ['new-relic', 'NRAK-', 'u', 27],
  ['buildkite', 'bkua_', 'h', 40],
  ['paystack', 'sk_live_', 'h', 40],
  ['aftership', 'asat_', 'h', 32],
  ['africastalking', 'atsk_', 'h', 64],
  ['contentful', 'CFPAT-', 'x', 43],
  ['posthog', 'phx_', 'b', 43],
  ['mollie', 'live_', 'b', 30],
  ['shopify', 'shpat_', 'h', 32],
  ['openrouter', 'sk-or-v1-', 'h', 64],
];

function shape(r) {
  const [provider, prefix, alphabet, length] = r.pick(SHAPES);
  return { provider, prefix, alphabet, length };
}

const holder = (r, provider, value) =>
  r.pick([
    `${provider.toUpperCase().replace(/-/g, '_')}_KEY=${value}`,
    `"${provider.replace(/-/g, '')}Key": "${value}",`,
    `${provider.replace(/-/g, '_')}_token: ${value}`,
  ]);

export const NEAR = [
  (r) => {
    const s = shape(r);
    const v = s.prefix + gen(r, `${s.alphabet}${s.length - 1}`);
    return {
      provider: s.provider,
      rule: 'one-short',
      text: `# docs/format.md: a key is the prefix plus ${s.length} characters; this one is too short and the API rejects it\n${holder(r, s.provider, v)}`,
    };
  },
  (r) => {
    const s = shape(r);
    const body = gen(r, `${s.alphabet}${s.length - 6}`);
    const v = `${s.prefix}${body.slice(0, 10)}${r.pick(['!', '*', '~', ' '])}${body.slice(10)}zzzzz`;
    return {
      provider: s.provider,
      rule: 'outside-alphabet',
      text: `it('rejects a malformed key', () => {\n  expect(isValidKey('${v}')).toBe(false);\n});`,
    };
  },
  (r) => {
    const s = shape(r);
    const v = `${s.prefix}${gen(r, `${s.alphabet}4`)}...`;
    return {
      provider: s.provider,
      rule: 'truncated-doc',
      text: `Keys look like \`${v}\` (${s.length} characters after the prefix). Create one under Settings → Developers.`,
    };
  },
  (r) => {
    const s = shape(r);
    const ch = r.pick(['0', 'x', 'a', '1']);
    const v = s.prefix + ch.repeat(s.length);
    return {
      provider: s.provider,
      rule: 'all-same',
      text: `describe('${s.provider} client', () => {\n  const client = new Client({ apiKey: '${v}' });\n  it('sends the key header', async () => {\n    await client.ping();\n  });\n});`,
    };
  },
  (r) => {
    const s = shape(r);
    const v = `${s.prefix}FAKE${'0123456789'.repeat(6).slice(0, s.length - 4)}`;
    return {
      provider: s.provider,
      rule: 'marked-fake',
      text: `# test fixture — not a real key\n${holder(r, s.provider, v)}`,
    };
  },
  (r) => {
    const s = shape(r);
    const v = `${s.prefix}${gen(r, `${s.alphabet}6`)}…${gen(r, `${s.alphabet}4`)}`;
    return {
      provider: s.provider,
      rule: 'masked-dashboard',
      text: `Name        Key                      Created\nproduction  ${v}      ${2023 + r.int(2)}-0${1 + r.int(9)}-12\n(the dashboard shows only the first and last characters)`,
    };
  },
  (r) => {
    const s = shape(r);
    const v = s.prefix + 'abcdef0123456789'.repeat(5).slice(0, s.length);
    return {
      provider: s.provider,
      rule: 'sequential-example',
      text: `Example request body:\n\n    { "key": "${v}", "mode": "example" }\n\n(an illustrative, non-working value)`,
    };
  },
];
