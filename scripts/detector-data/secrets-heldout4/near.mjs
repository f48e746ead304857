// Near misses of the fourth held-out secrets set: key-like text a careful scanner should not
// report (wrong length or alphabet in a validation test, truncated in docs, all-same test keys,
// values visibly marked as fake, format descriptions).

import { ALPHABETS } from './values.mjs';

const SHAPES = [
  ['npm', 'npm_', 'b62', 36],
  ['huggingface', 'hf_', 'b62', 34],
  ['gitlab', 'glpat-', 'b64u', 20],
  ['digitalocean', 'dop_v1_', 'hex', 64],
  ['shopify', 'shpat_', 'hex', 32],
  ['groq', 'gsk_', 'b62', 52],
  ['linear', 'lin_api_', 'b62', 40],
  ['docker-hub', 'dckr_pat_', 'b64u', 27],
  ['sonarcloud', 'sqp_', 'hex', 40],
  ['buildkite', 'bkua_', 'hex', 40],
  ['resend', 're_', 'b62', 33],
  ['paystack', 'sk_live_', 'hex', 40],
];

const b = (provider, rule, text) => ({ provider, rule, text });

function invalidToken(r, [provider, prefix, alphabet, length]) {
  const kind = r.int(3);
  if (kind === 0) {
    return {
      provider,
      why: 'one character short',
      token: prefix + r.chars(ALPHABETS[alphabet], length - 1),
    };
  }
  if (kind === 1) {
    const body = r.chars(ALPHABETS[alphabet], length - 1);
    const at = 1 + r.int(length - 3);
    return {
      provider,
      why: 'contains a character outside the alphabet',
      token: prefix + body.slice(0, at) + r.pick(['!', '#', ' ', '@']) + body.slice(at),
    };
  }
  return {
    provider,
    why: 'wrong prefix casing',
    token: prefix.toUpperCase() + r.chars(ALPHABETS[alphabet], length),
  };
}

export const NEAR_MISSES = [
  (r) => {
    const t = invalidToken(r, r.pick(SHAPES));
    return b(
      t.provider,
      'invalid-token-test',
      `it('rejects a token that is ${t.why}', () => {\n  expect(isValidToken(${JSON.stringify(t.token)})).toBe(false);\n});\n`,
    );
  },
  (r) => {
    const [provider, prefix, alphabet] = r.pick(SHAPES);
    return b(
      provider,
      'truncated-in-docs',
      `Your token looks like \`${prefix}${r.chars(ALPHABETS[alphabet], 4)}...\`; copy the whole value from the dashboard.\n`,
    );
  },
  (r) => {
    const [provider, prefix, alphabet, length] = r.pick(SHAPES);
    const c = ALPHABETS[alphabet][r.int(10)];
    return b(
      provider,
      'all-same-test-key',
      `const FAKE_TOKEN = '${prefix}${c.repeat(length)}'; // test_rejects_revoked_token\n`,
    );
  },
  (r) => {
    const [provider, prefix] = r.pick(SHAPES);
    return b(
      provider,
      'format-regex',
      `const PATTERN = /^${prefix.replace(/[.]/g, '\\.')}[A-Za-z0-9_-]{${10 + r.int(40)}}$/;\n`,
    );
  },
  (r) =>
    b(
      'none',
      'sequential-example',
      `# example only\nAPI_KEY=${r.pick(['0123456789abcdef0123456789abcdef', 'abcdef0123456789abcdef0123456789', '1234567890abcdefghijklmnopqrstuv', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345'])}\n`,
    ),
  (r) =>
    b(
      'none',
      'marked-fake',
      `fixtures:\n  api_key: "FAKE-${r.pick(['KEY', 'TOKEN'])}-FOR-TESTS-${r.chars(ALPHABETS.num, 4)}"\n  secret: "not-a-real-secret"\n`,
    ),
  (r) =>
    b(
      'none',
      'masked-suffix',
      `Key ending in …${r.chars(ALPHABETS.hex, 4)} was rotated on 2024-05-02 (owner: platform team).\n`,
    ),
  () =>
    b(
      'anthropic',
      'docs-format',
      `Keys have the form \`sk-ant-api03-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\` and are shown once.\n`,
    ),
  (r) =>
    b(
      'none',
      'all-zero',
      `TOKEN=${r
        .pick(['0', 'x', 'a', 'f'])
        .repeat(32 + 8 * r.int(3))}\n# CI replaces this at build time\n`,
    ),
  (r) => {
    const [provider, prefix] = r.pick(SHAPES);
    return b(
      provider,
      'prefix-only',
      `Tokens issued after March start with \`${prefix}\`; older ones still work.\n`,
    );
  },
  (r) =>
    b(
      'none',
      'short-hex',
      `API_KEY=${r.chars(ALPHABETS.hex, 6 + r.int(4))}  # not enough characters; the loader rejects it in tests\n`,
    ),
];
