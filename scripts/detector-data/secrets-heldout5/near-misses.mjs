// Near misses: text shaped like a credential that a careful scanner should leave alone — a
// provider prefix with one character too few or one outside its alphabet in a validator test,
// truncated or masked keys in docs, all-same or sequential test values, visibly fake keys,
// and the patterns that describe a key. Each is (r) => [provider, text].
import { styled } from './names.mjs';
import { B62, B64U, HEX, LAN } from './values.mjs';

// [provider, prefix, alphabet, real length of the random part]
const SHAPES = [
  ['github', 'ghp_', B62, 36],
  ['npm', 'npm_', B62, 36],
  ['digitalocean', 'dop_v1_', HEX, 64],
  ['gitlab', 'glpat-', B64U, 20],
  ['shopify', 'shpat_', HEX, 32],
  ['linear', 'lin_api_', B62, 40],
  ['groq', 'gsk_', B62, 52],
  ['hugging-face', 'hf_', B62, 34],
  ['pulumi', 'pul-', HEX, 40],
  ['openrouter', 'sk-or-v1-', HEX, 64],
];

function oneShort(r) {
  const [slug, prefix, alpha, n] = r.pick(SHAPES);
  const token = prefix + r.chars(alpha, n - 1);
  return [
    slug,
    `it('rejects a ${slug} token that is one character short', () => {\n  expect(looksLike${styled(slug.split('-'), 'pascal')}Token('${token}')).toBe(false);\n});`,
  ];
}

function badAlphabet(r) {
  const [slug, prefix, alpha, n] = r.pick(SHAPES);
  const body = r.chars(alpha, n).split('');
  const bad = alpha === HEX ? r.pick(['g', 'z', 'Q', 'x']) : r.pick(['!', '#', '%', '~']);
  body[r.int(n)] = bad;
  return [
    slug,
    `  // invalid: '${bad}' is not in the ${slug} alphabet\n  { input: '${prefix}${body.join('')}', valid: false },`,
  ];
}

function truncatedDocs(r) {
  const [slug, prefix, alpha] = r.pick(SHAPES);
  const shown = prefix + r.chars(alpha, 4 + r.int(3));
  const dots = r.pick(['...', '…', '...(truncated)']);
  return [
    slug,
    `### Authentication\n\nCreate a token in the dashboard. It starts with \`${prefix}\` and looks like \`${shown}${dots}\`.\nPass it in the \`Authorization\` header.`,
  ];
}

function masked(r) {
  const [slug, prefix, alpha] = r.pick(SHAPES);
  return [
    slug,
    `| Name | Token | Last used |\n|------|-------|-----------|\n| ci-deploy | ${prefix}${'•'.repeat(8)}${r.chars(alpha, 4)} | 2 days ago |\n| local | ${prefix}${'*'.repeat(6)}${r.chars(alpha, 4)} | never |`,
  ];
}

function allSame(r) {
  const [slug, prefix, , n] = r.pick(SHAPES);
  const ch = r.pick(['a', 'x', '0', 'A', 'f']);
  const token = prefix + ch.repeat(n);
  return [
    slug,
    `// test/fixtures/tokens.ts\nexport const FAKE_${slug.replace(/-/g, '_').toUpperCase()}_TOKEN = '${token}';\nexport const EMPTY = '';`,
  ];
}

function sequential(r) {
  const v = r.pick([
    'abcdef0123456789abcdef0123456789',
    '1234567890abcdef1234567890abcdef',
    'deadbeefdeadbeefdeadbeefdeadbeef',
    '0123456789ABCDEF0123456789ABCDEF',
    'test1234test1234test1234test1234',
    'abcdefghijklmnopqrstuvwxyz012345',
  ]);
  const name = r.pick(['MAILJET_SECRET_KEY', 'apiKey', 'datadog_api_key', 'BUGSNAG_API_KEY']);
  return [
    'generic',
    `# docker-compose.test.yml (CI only, talks to the mock server)\nenvironment:\n  ${name}: ${v}\n  MOCK_SERVER: http://mock:4010`,
  ];
}

function visiblyFake(r) {
  const v = r.pick([
    'fake-api-key-for-unit-tests',
    'sk-test-not-a-real-key-000000',
    'FAKE_SECRET_DO_NOT_USE',
    'dummy-token-1234',
    'not-a-real-password',
    'hf_EXAMPLEEXAMPLEEXAMPLEEXAMPLEEX',
    'invalid-token-for-401-test',
  ]);
  const form = r.int(2);
  if (form === 0) {
    return [
      'generic',
      `@pytest.fixture\ndef client():\n    return ApiClient(api_key="${v}", base_url="http://localhost:9999")`,
    ];
  }
  return [
    'generic',
    `func TestUnauthorized(t *testing.T) {\n\tc := New("${v}")\n\tif _, err := c.Me(); err == nil {\n\t\tt.Fatal("expected 401")\n\t}\n}`,
  ];
}

function patternDoc(r) {
  const [slug, prefix, alpha, n] = r.pick(SHAPES);
  const cls = alpha === HEX ? '[0-9a-f]' : alpha === B64U ? '[A-Za-z0-9_-]' : '[A-Za-z0-9]';
  return [
    slug,
    `- id: ${slug}-token\n  description: ${slug} token\n  regex: '${prefix.replace(/[.+]/g, '\\\\$&')}${cls}{${n}}'\n  keywords: ['${prefix}']`,
  ];
}

function xPlaceholder(r) {
  const [slug, prefix, , n] = r.pick(SHAPES);
  return [
    slug,
    `# .env.sample\n${slug.replace(/-/g, '_').toUpperCase()}_TOKEN=${prefix}${'X'.repeat(n)}\nDEBUG=false`,
  ];
}

function shortHexRef(r) {
  return [
    'generic',
    `Fixed in ${r.chars(HEX, 7)} (see #${r.int(4000)}). The old key ${r.chars(LAN, 4)}… was rotated on 2024-0${1 + r.int(8)}-1${r.int(9)} and revoked.`,
  ];
}

export const NEAR_MISSES = {
  'one-short': oneShort,
  'bad-alphabet': badAlphabet,
  'truncated-docs': truncatedDocs,
  masked,
  'all-same': allSame,
  sequential,
  'visibly-fake': visiblyFake,
  'pattern-doc': patternDoc,
  'x-placeholder': xPlaceholder,
  'short-ref': shortHexRef,
};
