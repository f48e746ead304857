// Near misses: key-looking text a careful scanner should leave alone (illustrative, short,
// out-of-alphabet, truncated, all-same or visibly fake). Each: [provider, rule, (v, i) => text].

const lines = (...parts) => parts.join('\n');

export const NEAR_MISSES = [
  [
    'adafruit-io',
    'short-by-one',
    (v) =>
      lines(
        '// the key format is aio_ plus 28 characters; this one is cut',
        `assert(!isValidAioKey("aio_${v.b62(27)}"));`,
      ),
  ],
  [
    'groq',
    'short-by-one',
    (v) => `    ("gsk_${v.b62(51)}", False),  # one char short of a valid key`,
  ],
  [
    'openrouter',
    'bad-alphabet',
    (v) =>
      lines(
        'it("rejects non-hex bodies", () => {',
        `  expect(parse("sk-or-v1-${v.hex(40)}zz${v.hex(22)}")).toBeNull();`,
        '});',
      ),
  ],
  [
    'ethereum',
    'private-key-bad-char',
    (v) =>
      lines('# malformed on purpose for the validator test', `BAD_KEY=0x${v.hex(30)}g${v.hex(33)}`),
  ],
  [
    'steamworks',
    'truncated-doc',
    (v) =>
      lines(
        'Your Web API key is shown on the Steam partner page, e.g.',
        `\`${v.HEX(6)}...\` (32 hex characters). Never commit it.`,
      ),
  ],
  [
    'paystack',
    'truncated-doc',
    (v) => `> Secret keys look like \`sk_live_${v.hex(4)}…\` and must stay on the server.`,
  ],
  [
    'generic',
    'all-same-test',
    (v, i) =>
      lines(
        `def test_rejects_repeated_key_${i}():`,
        `    assert not looks_like_key("${'A'.repeat(32 + (i % 8))}")`,
      ),
  ],
  [
    'generic',
    'all-zero-key',
    (v, i) =>
      lines(
        `// zero key used to check the "empty" branch`,
        `const ZERO_KEY = "${'0'.repeat(i % 2 ? 64 : 32)}";`,
      ),
  ],
  [
    'generic',
    'sequential',
    () =>
      lines(
        'test("hex validator accepts 32 chars", () => {',
        '  expect(isHex32("0123456789abcdef0123456789abcdef")).toBe(true);',
        '});',
      ),
  ],
  [
    'generic',
    'marked-fake',
    (v) =>
      lines(
        '# fixture: obviously fake, used by parser tests',
        `FAKE_TOKEN=fake-token-for-tests-${v.lower(4)}`,
        'DUMMY_SECRET=dummy-secret-not-real',
      ),
  ],
  [
    'the-things-stack',
    'truncated-ttn',
    (v) =>
      `TTS API keys start with NNSXS. followed by two dot-separated parts, e.g. NNSXS.${v.b32(6)}...`,
  ],
  [
    'ethereum',
    'private-key-one',
    () =>
      lines(
        '// secp256k1 private key 1 (textbook example, owns nothing)',
        "const ONE = '0x0000000000000000000000000000000000000000000000000000000000000001';",
      ),
  ],
  [
    'lorawan',
    'appkey-zeros',
    () =>
      lines(
        '# default from the datasheet; the device refuses to join with it',
        'AT+APPKEY=00000000000000000000000000000000',
      ),
  ],
  [
    'brevo',
    'short-by-one',
    (v) => lines('bad_keys:', `  - "xkeysib-${v.hex(63)}-${v.b62(16)}"  # 63 hex, invalid`),
  ],
];
