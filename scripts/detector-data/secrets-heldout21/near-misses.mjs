// Near misses for set 21: key-like text a careful scanner should leave alone. Entries:
// [rule, provider, make(r, g) => text].

export const NEAR_MISSES = [
  [
    'truncated-doc',
    'zenodo',
    (r, g) =>
      `Paste your token into the field (it looks like \`${g.b62(4)}...${g.b62(4)}\`, 60 characters).`,
  ],
  [
    'truncated-ellipsis-hex',
    'ncbi-eutils',
    (r, g) =>
      `> NCBI keys are 36 hex characters, e.g. \`${g.hex(6)}…\`; with a key you get 10 requests/s.`,
  ],
  [
    'all-same-test',
    'generic',
    (r) =>
      `def test_rejects_blank_secret():\n    cfg = Config(api_key="${r.pick(['a', 'x', '0', 'f'])}".repeat(32))\n    assert not cfg.valid()`,
  ],
  [
    'repeated-char-literal',
    'generic',
    (r) => `DUMMY_TOKEN = "${r.pick(['a', 'x', '0', 'z']).repeat(40)}"  # tests only`,
  ],
  [
    'sequential-fake',
    'generic',
    (r) =>
      `FAKE_API_KEY = "${r.pick(['0123456789abcdef0123456789abcdef', 'abcdefghijklmnopqrstuvwxyz123456', '1234567890abcdef1234567890abcdef'])}"  # placeholder for unit tests`,
  ],
  [
    'short-prefixed-validator',
    'hashicorp-vault',
    (r, g) =>
      `it('rejects a token that is too short', () => {\n  expect(isVaultToken('hvs.${g.b64url(6)}')).toBe(false);\n});`,
  ],
  [
    'bad-alphabet-validator',
    'brevo',
    (r, g) =>
      `# invalid on purpose: "g" and "z" are not hex\nassert not BREVO_RE.match("xkeysib-${g.hex(30)}zz${g.hex(30)}g-${g.b62(16)}")`,
  ],
  [
    'prefix-only',
    'generic',
    (r) =>
      `Keys start with \`${r.pick(['sk_live_', 'glpat-', 'xkeysib-', 'AKCp', 'olp_', 'pscale_pw_', 'hvs.', 'l7xx'])}\` followed by the random part; never commit them.`,
  ],
  [
    'marked-fake',
    'generic',
    (r, g) =>
      `# NOT A REAL KEY - example for the workshop slides\nexport DEMO_KEY="fake-${g.lower(6)}-not-a-real-key"`,
  ],
  [
    'regex-pattern',
    'generic',
    () =>
      `TOKEN_PATTERNS = {\n    "moodle": r"[0-9a-f]{32}",\n    "canvas": r"\\d{4}~[A-Za-z0-9]{64}",\n    "alma": r"l7xx[0-9a-f]{32}",\n}`,
  ],
  [
    'template-mask',
    'generic',
    (r) =>
      `API key format: ${r.pick(['XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '00000000-0000-0000-0000-000000000000'])}`,
  ],
  [
    'revoked-marked-test',
    'generic',
    () =>
      `// fixture: obviously fake key used by the redaction test\nconst sample = 'test_key_${'0'.repeat(24)}';`,
  ],
  [
    'cut-jwt-header',
    'generic',
    () =>
      `JWTs start with "eyJhbGciOiJIUzI1NiIs..." (the base64 of {"alg":...) — only the header, no payload`,
  ],
];
