// Near misses: key-like text a careful scanner should leave alone. Tokens one character short
// or with a character outside their alphabet inside format tests, truncated keys in docs,
// all-same or sequential fakes in test names, and partly masked values in logs.

const SHAPES = [
  ['huggingface', 'hf_', (v, n) => v.letters(n), 34],
  ['digitalocean', 'dop_v1_', (v, n) => v.hex(n), 64],
  ['gitlab', 'glpat-', (v, n) => v.b64url(n), 20],
  ['databricks', 'dapi', (v, n) => v.hex(n), 32],
  ['sonarcloud', 'sqp_', (v, n) => v.hex(n), 40],
  ['linear', 'lin_api_', (v, n) => v.b62(n), 40],
  ['prefect-cloud', 'pnu_', (v, n) => v.b62(n), 36],
  ['groq', 'gsk_', (v, n) => v.b62(n), 52],
  ['replicate', 'r8_', (v, n) => v.b62(n), 37],
  ['buildkite', 'bkua_', (v, n) => v.hex(n), 40],
  ['shopify', 'shpat_', (v, n) => v.hex(n), 32],
  ['paystack', 'sk_live_', (v, n) => v.hex(n), 40],
];

const fnName = (slug) =>
  'is' +
  slug
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('') +
  'Token';

export const NEAR_MISSES = {
  oneShort(r, v) {
    const [provider, prefix, gen, len] = r.pick(SHAPES);
    const text = [
      `describe('${fnName(provider)}', () => {`,
      "  it('rejects a token one character short', () => {",
      `    expect(${fnName(provider)}('${prefix}${gen(v, len - 1)}')).toBe(false);`,
      '  });',
      '});',
    ].join('\n');
    return { text, provider, rule: 'one-char-short-in-format-test' };
  },
  badAlphabet(r, v) {
    const [provider, prefix, gen, len] = r.pick(SHAPES.filter((s) => s[0] !== 'gitlab'));
    const body = gen(v, len);
    const at = r.int(len);
    const bad = body.slice(0, at) + r.pick(['!', '@', '#', '%', '*']) + body.slice(at + 1);
    const text = [
      `def test_${provider.replace(/-/g, '_')}_token_with_invalid_character():`,
      `    with pytest.raises(ValueError, match="invalid character"):`,
      `        parse_token("${prefix}${bad}")`,
    ].join('\n');
    return { text, provider, rule: 'outside-alphabet-in-format-test' };
  },
  truncatedDoc(r, v) {
    const [provider, prefix, gen] = r.pick(SHAPES);
    const text = [
      `### Connecting to ${provider}`,
      '',
      `Create a token in the settings page. It starts with \`${prefix}\` and looks like \`${prefix}${gen(v, 4)}...\`;`,
      'paste the whole value into your secret manager, never into this repo.',
    ].join('\n');
    return { text, provider, rule: 'truncated-in-docs' };
  },
  allSame(r) {
    const [provider, prefix, , len] = r.pick(SHAPES);
    const ch = r.pick(['x', 'a', '0', 'X']);
    const text = [
      `FAKE_${provider.replace(/-/g, '_').toUpperCase()}_TOKEN = "${prefix}${ch.repeat(len)}"`,
      '',
      `def test_client_sends_token_${ch}${ch}${ch}${ch}(requests_mock):`,
      `    client = Client(token=FAKE_${provider.replace(/-/g, '_').toUpperCase()}_TOKEN)`,
      '    client.ping()',
    ].join('\n');
    return { text, provider, rule: 'all-same-fake-in-test' };
  },
  sequential(r) {
    const [provider, name, value] = r.pick([
      ['wandb', 'WANDB_API_KEY', '0123456789abcdef0123456789abcdef01234567'],
      ['datadog', 'DD_API_KEY', 'abcdef0123456789abcdef0123456789'],
      ['mistral', 'MISTRAL_API_KEY', 'abcdefghijklmnopqrstuvwxyzABCDEF'],
      ['opencage', 'OPENCAGE_KEY', '1234567890abcdef1234567890abcdef'],
    ]);
    const text = [
      '# tests/.env.test — fake values, the HTTP layer is mocked',
      `${name}=${value}`,
      'ENV=test',
    ].join('\n');
    return { text, provider, rule: 'sequential-fake-in-test-env' };
  },
  maskedLog(r, v) {
    const [provider, prefix, gen] = r.pick(SHAPES);
    const text = `${r.pick(['INFO', 'DEBUG'])} auth: using ${provider} token ${prefix}${gen(v, 3)}…${gen(v, 4)} (masked) for org ${r.pick(['acme', 'data-guild'])}`;
    return { text, provider, rule: 'partly-masked-in-log' };
  },
  revokedFake(r) {
    const [provider, prefix, , len] = r.pick(SHAPES);
    const text = [
      '<!-- incident write-up: the leaked token was revoked; value below is a FAKE stand-in -->',
      `Leaked value (fake, for illustration): \`${prefix}${'EXAMPLE'.repeat(Math.ceil(len / 7)).slice(0, len)}\``,
    ].join('\n');
    return { text, provider, rule: 'marked-fake-example' };
  },
};
