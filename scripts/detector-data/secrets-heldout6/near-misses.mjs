// Near misses of the held-out (6) secrets set: key-like text a careful scanner should leave
// alone (malformed tokens in validator tests, truncated keys in docs, all-same or sequential
// test values, visibly fake keys). Builders get (r) and return [provider, rule, text].

import { chars } from './values.mjs';

// provider | prefix | alphabet | body length of a real token
const SHAPES = [
  ['digitalocean', 'dop_v1_', 'hex', 64],
  ['groq', 'gsk_', 'b62', 52],
  ['replicate', 'r8_', 'b62', 37],
  ['huggingface', 'hf_', 'alpha', 34],
  ['linear', 'lin_api_', 'b62', 40],
  ['shopify', 'shpat_', 'hex', 32],
  ['npm', 'npm_', 'b62', 36],
  ['sentry', 'sntryu_', 'hex', 64],
  ['paystack', 'sk_live_', 'hex', 40],
  ['supabase', 'sbp_', 'hex', 40],
  ['newrelic', 'NRAK-', 'UPPER', 27],
  ['buildkite', 'bkua_', 'hex', 40],
  ['easypost', 'EZAK', 'hex', 54],
  ['honeybadger', 'hbp_', 'b62', 36],
  ['xendit', 'xnd_production_', 'b62', 50],
];

const BAD_CHARS = ['!', '$', '%', ' ', '#', '?'];

const validatorTest = (r) => {
  const [provider, prefix, alphabet, length] = r.pick(SHAPES);
  const short = `${prefix}${chars(r, alphabet, length - 1)}`;
  const body = chars(r, alphabet, length);
  const cut = 3 + r.int(length - 6);
  const badChar = `${prefix}${body.slice(0, cut)}${r.pick(BAD_CHARS)}${body.slice(cut + 1)}`;
  const [label, value] = r.chance(0.5)
    ? ['is one character short', short]
    : ['has a character outside the alphabet', badChar];
  return [
    provider,
    'malformed-in-validator-test',
    `describe('${provider} token format', () => {\n  it('rejects a token that ${label}', () => {\n    expect(isValid${provider.charAt(0).toUpperCase()}${provider.slice(1)}Token(${JSON.stringify(value)})).toBe(false);\n  });\n});`,
  ];
};

const truncatedDocs = (r) => {
  const [provider, prefix, alphabet] = r.pick(SHAPES);
  const head = `${prefix}${chars(r, alphabet, 3 + r.int(4))}`;
  const ellipsis = r.pick(['...', '…', '****', '.....']);
  return [
    provider,
    'truncated-in-docs',
    r.pick([
      `Your new key is shown once, e.g. \`${head}${ellipsis}\`. Copy it into the vault, not into the repo.`,
      `| Name | Key | Created |\n|---|---|---|\n| ci-deploy | ${head}${ellipsis} | 2025-01-12 |\n| local-dev | ${prefix}${chars(r, alphabet, 4)}${ellipsis} | 2025-02-03 |`,
      `> Tokens start with \`${prefix}\` followed by ${alphabet === 'hex' ? 'hex digits' : 'letters and digits'} (for example \`${head}${ellipsis}\`).`,
    ]),
  ];
};

const allSame = (r) => {
  const [provider, prefix, alphabet, length] = r.pick(SHAPES);
  const ch = r.pick(alphabet === 'hex' ? ['0', 'a', 'f'] : ['x', 'X', 'a', '0']);
  const value = `${prefix}${ch.repeat(length)}`;
  return [
    provider,
    'all-same-test-value',
    r.pick([
      `test('masks ${provider} tokens in logs', () => {\n  const line = 'token=${value}';\n  expect(mask(line)).not.toContain('${ch.repeat(8)}');\n});`,
      `# fixtures/${provider}.env used by the parser tests only\n${provider.toUpperCase()}_TOKEN=${value}`,
      `def test_rejects_placeholder_token():\n    assert not looks_real("${value}")`,
    ]),
  ];
};

const sequential = (r) => {
  const value = r.pick([
    '0123456789abcdef0123456789abcdef',
    'abcdefghijklmnopqrstuvwxyz012345',
    '1234567890abcdef1234567890abcdef',
    'ABCDEF0123456789ABCDEF0123456789',
    'aaaabbbbccccddddeeeeffff00001111',
  ]);
  return [
    'none',
    'sequential-example',
    r.pick([
      `## Configuration\n\n\`\`\`yaml\napi_key: ${value}   # example only, get yours from the console\n\`\`\``,
      `// sample value from the README, replace before use\nconst API_KEY = "${value}";`,
      `Example request:\n\n    GET /v1/rates?access_key=${value}`,
    ]),
  ];
};

const visiblyFake = (r) => {
  const [provider, prefix] = r.pick(SHAPES);
  const fake = r.pick(['FAKE', 'DUMMY', 'EXAMPLE', 'NOTREAL', 'TEST']);
  const value = `${prefix}${fake}${fake}${fake}${fake}${fake}`.slice(0, prefix.length + 32);
  return [
    provider,
    'visibly-fake',
    r.pick([
      `# obviously fake key for the docs screenshot\n${provider.toUpperCase()}_KEY=${value}`,
      `it("accepts well-formed keys", () => {\n  const fakeKey = "${value}"; // not a real key\n  expect(parse(fakeKey).prefix).toBe("${prefix}");\n});`,
      `<!-- demo config, the key below is fake -->\n<add key="ApiKey" value="${value}" />`,
    ]),
  ];
};

export const NEAR_MISSES = [
  [validatorTest, 22],
  [truncatedDocs, 16],
  [allSame, 14],
  [sequential, 8],
  [visiblyFake, 10],
];
