// Near misses for the held-out (13) secrets set: provider-looking text that is visibly not a live
// credential (truncated, malformed on purpose in a validator test, all-same or marked fake).

const L = (...parts) => parts.flat().join('\n');

const PREFIXED = [
  ['shopify-admin', 'shpat_', 32, 'hex'],
  ['paystack', 'sk_live_', 40, 'hex'],
  ['linear', 'lin_api_', 40, 'b62'],
  ['groq', 'gsk_', 52, 'b62'],
  ['huggingface', 'hf_', 34, 'b62'],
  ['replicate', 'r8_', 37, 'b62'],
  ['sonarcloud', 'sqp_', 40, 'hex'],
  ['mailgun', 'key-', 32, 'hex'],
  ['netlify', 'nfp_', 36, 'b62'],
  ['perplexity', 'pplx-', 48, 'b62'],
  ['xata', 'xau_', 36, 'b62'],
  ['posthog-personal', 'phx_', 43, 'b62'],
];

const body = (s, kind, n) => (kind === 'hex' ? s.hex(n) : s.b62(n));
const fn = (prefix) =>
  `isValid${prefix.replace(/[^a-z]/gi, '').replace(/^./, (c) => c.toUpperCase())}Token`;

export const NEAR_MISSES = [
  (r, s, [slug, prefix, n, kind]) => ({
    provider: slug,
    rule: 'one-short-in-validator-test',
    text: L(
      `describe('${fn(prefix)}', () => {`,
      `  it('rejects a token one character short', () => {`,
      `    expect(${fn(prefix)}('${prefix}${body(s, kind, n - 1)}')).toBe(false);`,
      '  });',
      '});',
    ),
  }),
  (r, s, [slug, prefix, n, kind]) => ({
    provider: slug,
    rule: 'bad-alphabet-in-validator-test',
    text: L(
      `test('rejects characters outside the alphabet', () => {`,
      `  const malformed = '${prefix}${body(s, kind, n - 3)}${r.pick(['!', '#', '%', '$'])}${body(s, kind, 2)}';`,
      `  expect(() => parseToken(malformed)).toThrow(/invalid character/);`,
      '});',
    ),
  }),
  (r, s, [slug, prefix, n, kind]) => ({
    provider: slug,
    rule: 'truncated-in-docs',
    text: L(
      '### Finding your token',
      '',
      `Open **Settings → API** and copy the token. It starts with \`${prefix}\` and looks like \`${prefix}${body(s, kind, 4)}…\` (${prefix.length + n} characters in total).`,
    ),
  }),
  (r, s, [slug, prefix, n]) => ({
    provider: slug,
    rule: 'all-same-test-value',
    text: L(
      `const FAKE_TOKEN = '${prefix}${r.pick(['0', 'a', 'x', 'F']).repeat(n)}';`,
      '',
      "it('masks tokens in logs', () => {",
      '  expect(mask(FAKE_TOKEN)).not.toContain(FAKE_TOKEN.slice(8));',
      '});',
    ),
  }),
  (r, s, [slug, prefix, , kind]) => ({
    provider: slug,
    rule: 'truncated-in-ui-log',
    text: L(
      `[settings] token saved: ${prefix}${body(s, kind, 4)}...${body(s, kind, 4)} (last used 3 days ago)`,
      '[settings] 2 tokens active',
    ),
  }),
  (r, s, [slug, prefix, n]) => ({
    provider: slug,
    rule: 'sequential-marked-fake',
    text: L(
      '# Example only - this is not a real token (sequential characters)',
      `EXAMPLE_TOKEN=${prefix}${'0123456789abcdef'.repeat(4).slice(0, n)}`,
    ),
  }),
];

export { PREFIXED };
