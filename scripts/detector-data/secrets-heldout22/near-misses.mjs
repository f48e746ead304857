// Near misses of secrets-heldout22: key-like text a careful scanner should leave alone
// (one character short, a character outside the alphabet, truncated in docs, all-same or
// sequential test values, validation patterns). None of them is a usable credential.

const n = (provider, rule, text) => ({ provider, rule, text });
const SEQ = '0123456789abcdef';

function bad(value) {
  // one character outside the alphabet, in the middle
  const at = 4 + (value.length % 7);
  return value.slice(0, at) + 'g' + value.slice(at + 1);
}

export const NEAR_MISSES = [
  (r, g) =>
    n(
      'shopify',
      'one-short',
      `# the token below fails validation (31 hex chars), see ticket #${g.digits(4)}\nSHOPIFY_ADMIN_TOKEN_BROKEN=shpat_${g.hex(31)}\n`,
    ),
  (r, g) =>
    n(
      'woocommerce',
      'outside-alphabet',
      `// wrong: consumer keys are hex only; this one was mistyped in the wiki\nconst badKey = 'ck_${bad(g.hex(40)).replace('g', 'Z')}';\n`,
    ),
  (r) =>
    n(
      'docs',
      'truncated-doc',
      `Your key looks like \`${r.pick(['shpat_1a2b', 'xkeysib-3f9a', 'ck_7e21', 'sk_live_51H', 'hf_Qx', 'pscale_pw_4'])}...\` - copy the whole value from the dashboard.\n`,
    ),
  (r, g) =>
    n(
      'docs',
      'ellipsis-key',
      `| Service | Key (prefix) |\n|---|---|\n| Mux | ${g.hex(6)}… |\n| Brevo | xkeysib-${g.hex(4)}… |\n| DeepL | ${g.hex(8)}-…:fx |\n`,
    ),
  (r) =>
    n(
      'tests',
      'all-same',
      `it('rejects a revoked key', async () => {\n  const key = '${r.pick(['sk_live_', 'shpat_', 'xkeysib-', 'ck_', 'hf_'])}${r.pick(['a', 'x', '0', 'f']).repeat(32)}';\n  await expect(client.verify(key)).rejects.toThrow('revoked');\n});\n`,
    ),
  (r) =>
    n(
      'tests',
      'sequential',
      `FAKE_${r.pick(['MUX_SECRET', 'DEEPL_KEY', 'ALGOLIA_ADMIN_KEY', 'TYPESENSE_KEY'])} = "${SEQ.repeat(2)}"  # obviously fake, used by unit tests\n`,
    ),
  (r) => {
    const unit = r.pick(['deadbeef', 'abcd1234', 'cafebabe']);
    return n(
      'tests',
      'repeated-pattern',
      `# spec/fixtures/credentials.yml (test doubles)\ntest_credentials:\n  api_key: "${unit.repeat(4)}"\n  secret: "${'1234'.repeat(8)}"\n`,
    );
  },
  () =>
    n(
      'validation',
      'regex-pattern',
      `const PATTERNS = {\n  shopify: /^shpat_[a-f0-9]{32}$/,\n  brevo: /^xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}$/,\n  deepl: /^[0-9a-f-]{36}:fx$/,\n};\n`,
    ),
  () =>
    n(
      'config',
      'key-metadata',
      `api_key_length = 32\ntoken_type = "bearer"\npassword_min_length = 12\nsecret_rotation_days = 90\napi_key_header = "X-Api-Key"\n`,
    ),
  (r) =>
    n(
      'mailchimp',
      'too-short',
      `MAILCHIMP_API_KEY=abc123-us${1 + r.int(20)}  # the made-up value from the README screenshot\n`,
    ),
  (r) =>
    n(
      'stripe',
      'prefix-only',
      `if (key.startsWith('sk_live_') || key.startsWith('rk_live_')) {\n  warn('live key in ${r.pick(['staging', 'preview'])}');\n}\n`,
    ),
  (r) =>
    n(
      'cloudinary',
      'url-template',
      `CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@${r.pick(['lindenhaus', 'fieldrec'])}\n`,
    ),
  () =>
    n(
      'docs',
      'example-marked',
      `Example (not a real key): \`EXAMPLE-${'0000-'.repeat(3)}0000\`\nExample token: \`tok_example_${'x'.repeat(16)}\`\n`,
    ),
  (r, g) =>
    n(
      'ids',
      'numeric-id',
      `order_number=${g.digits(12)} account_number_last4=${g.digits(4)} invoice=${r.pick(['INV', 'RE'])}-${g.digits(8)}\n`,
    ),
];
