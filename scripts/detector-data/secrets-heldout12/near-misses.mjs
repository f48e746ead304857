// Near misses: key-like text a careful scanner should leave alone (truncated in docs, all-same
// or sequential filler in tests, one character short or off-alphabet in validator tests,
// values that say they are fake).
import { ALPHABETS as A } from './values.mjs';

const L = (...parts) => parts.flat().join('\n');
const SHAPES = [
  ['shopify', 'shpat_', 'hex', 32],
  ['digitalocean', 'dop_v1_', 'hex', 64],
  ['hugging-face', 'hf_', 'b62', 34],
  ['groq', 'gsk_', 'b62', 52],
  ['buildkite', 'bkua_', 'hex', 40],
  ['sonarqube', 'squ_', 'hex', 40],
  ['netlify', 'nfp_', 'b62', 36],
  ['replicate', 'r8_', 'b62', 37],
  ['linear', 'lin_api_', 'b62', 40],
  ['npm', 'npm_', 'b62', 36],
];

function truncatedDoc(r) {
  const [slug, prefix, alpha, len] = r.pick(SHAPES);
  const shown = r.chars(A[alpha], 4 + r.int(3));
  return {
    provider: slug,
    text: L(
      `### Rotating the ${slug} token`,
      '',
      `1. Create a new token in the dashboard (it starts with \`${prefix}\`, e.g. \`${prefix}${shown}...\`).`,
      `2. Store it as \`${slug.toUpperCase().replace(/-/g, '_')}_TOKEN\` in the CI secret store (${len} characters after the prefix).`,
      '3. Revoke the old one.',
    ),
  };
}

function sameChars(r) {
  const [slug, prefix, alpha, len] = r.pick(SHAPES);
  const ch = r.pick(alpha === 'hex' ? ['0', 'a', 'f'] : ['x', 'a', '0', 'X']);
  return {
    provider: slug,
    text: L(
      `it('masks ${slug} tokens in crash reports', () => {`,
      `  const fake = '${prefix}${ch.repeat(len)}';`,
      `  expect(scrub(\`token=\${fake}\`)).toBe('token=[masked]');`,
      '});',
    ),
  };
}

function oneShort(r) {
  const [slug, prefix, alpha, len] = r.pick(SHAPES);
  return {
    provider: slug,
    text: L(
      `test('rejects a ${slug} token one character short', () => {`,
      `  expect(isValidToken('${prefix}${r.chars(A[alpha], len - 1)}')).toBe(false);`,
      '});',
    ),
  };
}

function offAlphabet(r) {
  const [slug, prefix, alpha, len] = r.pick(SHAPES.filter((s) => s[2] === 'hex'));
  const body = r.chars(A[alpha], len - 4) + r.pick(['zzzz', 'ghij', 'qrst', 'wxyz']);
  return {
    provider: slug,
    text: L(
      '# validator cases: not hex, must fail',
      `- input: "${prefix}${body}"`,
      '  valid: false',
      '  reason: non-hex characters',
    ),
  };
}

function sequential(r) {
  const pool = [
    'abcdef0123456789abcdef0123456789',
    '0123456789abcdef0123456789abcdef',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
    '1234567890123456789012345678901234567890',
  ];
  const name = r.pick([
    'STEAM_WEB_API_KEY',
    'PLAYFAB_SECRET_KEY',
    'GAMEANALYTICS_SECRET',
    'MIXPANEL_SECRET',
  ]);
  return {
    provider: 'none',
    text: L(
      '# .env.example: copy to .env and fill in',
      `${name}=${r.pick(pool)}`,
      'LOG_LEVEL=debug',
    ),
  };
}

function markedFake(r) {
  const [slug, prefix] = r.pick(SHAPES);
  const word = r.pick(['FAKE', 'DUMMY', 'EXAMPLE', 'NOTREAL']);
  return {
    provider: slug,
    text: L(
      '# test fixture: a deliberately invalid token used by the redaction tests',
      `${slug.toUpperCase().replace(/-/g, '_')}_TOKEN=${prefix}${word}${word}${word}${word}0000`,
    ),
  };
}

function placeholderShaped(r) {
  const forms = [
    'sk-proj-your-key-here',
    'pplx-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'hvs.EXAMPLEEXAMPLEEXAMPLE',
    'AAAA-your-fcm-server-key',
    're_123456789',
    'xkeysib-<your-key>',
    'FLWSECK-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-X',
    'pscale_pw_<password>',
  ];
  return {
    provider: 'none',
    text: L(
      '```ts',
      `const client = createClient({ apiKey: '${r.pick(forms)}' }); // replace with your own`,
      '```',
    ),
  };
}

function formatDoc(r) {
  const lines = [
    'Grafana service account tokens look like `glsa_<32 letters and digits>_<8 hex>`.',
    'PlanetScale passwords have the form `pscale_pw_` followed by 43 URL-safe characters.',
    'Telegram bot tokens are `<bot id>:<35 characters>`, for example `123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11`.',
    'A Steam Web API key is 32 hexadecimal characters (0-9, A-F).',
    'Mailgun keys used to be `key-` plus 32 hex characters; newer ones are `<32 hex>-<8 hex>-<8 hex>`.',
  ];
  return { provider: 'none', text: L('## Token formats', '', r.pick(lines)) };
}

export const NEAR_MISSES = {
  'truncated-in-docs': truncatedDoc,
  'all-same-in-test': sameChars,
  'one-char-short-in-validator-test': oneShort,
  'off-alphabet-in-validator-test': offAlphabet,
  'sequential-example-value': sequential,
  'visibly-marked-fake': markedFake,
  'placeholder-shaped-like-key': placeholderShaped,
  'format-description': formatDoc,
};
