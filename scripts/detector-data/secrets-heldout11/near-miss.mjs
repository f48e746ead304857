// Near misses: key-like text that a careful scanner should leave alone (wrong length or
// alphabet in a validator test, truncated keys in docs, all-same or marked-fake test values).
import { lines } from './syntaxes.mjs';

const SHAPES = [
  ['huggingface', 'hf_', (v, n) => v.b62(n), 34],
  ['sonarqube', 'squ_', (v, n) => v.hex(n), 40],
  ['databricks', 'dapi', (v, n) => v.hex(n), 32],
  ['mailgun', 'key-', (v, n) => v.hex(n), 32],
  ['replicate', 'r8_', (v, n) => v.b62(n), 37],
  ['groq', 'gsk_', (v, n) => v.b62(n), 52],
  ['paystack', 'sk_live_', (v, n) => v.hex(n), 40],
  ['shopify', 'shpat_', (v, n) => v.hex(n), 32],
  ['xata', 'xau_', (v, n) => v.b62(n), 32],
  ['mollie', 'live_', (v, n) => v.b62(n), 30],
  ['jfrog-artifactory', 'AKCp8', (v, n) => v.b62(n), 68],
];

function shortByOne(r, v) {
  const [provider, prefix, make, len] = r.pick(SHAPES);
  const bad = prefix + make(v, len - 1 - r.int(2));
  const text = lines(
    `it('rejects a ${provider} token that is too short', () => {`,
    `  expect(looksLike${provider.replace(/\W/g, '')}Token('${bad}')).toBe(false);`,
    '});',
  );
  return { provider, text };
}

function badAlphabet(r, v) {
  const [provider, prefix, , len] = r.pick(SHAPES.filter((s) => s[2].toString().includes('hex')));
  const hex = v.hex(len - 4);
  const bad = prefix + hex.slice(0, 10) + r.pick(['zzzz', 'ghij', 'XQ-!', 'ññññ']) + hex.slice(10);
  const text = lines(
    `# invalid-${provider}.txt: test input, contains characters outside the hex alphabet`,
    `token=${bad}`,
    'expect=rejected',
  );
  return { provider, text };
}

function truncatedDoc(r, v) {
  const [provider, prefix, make] = r.pick(SHAPES);
  const head = prefix + make(v, 4);
  const text = r.pick([
    () =>
      lines(
        `Tokens look like \`${head}...\` and are shown once at creation.`,
        'Store them in the vault, never in the repository.',
      ),
    () => `| ${provider} | \`${head}…\` | rotated quarterly |`,
    () => `Key: ${head}…${v.hex(4)} (full value in 1Password, vault "Integrations")`,
  ])();
  return { provider, text };
}

function allSame(r) {
  const c = r.pick(['x', 'X', '0', 'a', '1', 'f']);
  const text = r.pick([
    () =>
      lines(
        '@Test',
        'void rejectsPlaceholderKey() {',
        `    assertThrows(InvalidKeyException.class, () -> client.setApiKey("${c.repeat(32)}"));`,
        '}',
      ),
    () =>
      lines(
        'def test_masked_secret_is_not_logged(caplog):',
        `    settings.PARTNER_SECRET = "${c.repeat(40)}"`,
        '    run_job()',
        `    assert "${c.repeat(40)}" not in caplog.text`,
      ),
    () => `AWS_SECRET_ACCESS_KEY=${c.repeat(40)}  # placeholder for local docker-compose`,
    () =>
      lines('services:', '  mock-crm:', '    environment:', `      CRM_TOKEN: "${c.repeat(24)}"`),
  ])();
  return { provider: 'test-fixture', text };
}

function markedFake(r, v) {
  const text = r.pick([
    () => `const FAKE_API_KEY = 'fake-key-for-tests-only-${v.digits(4)}';`,
    () =>
      lines(
        '# unit test fixture',
        'DUMMY_PASSWORD=not-a-real-password',
        'DUMMY_TOKEN=dummy-token-000',
      ),
    () => `client_secret: "example-client-secret"  # docs example, not valid anywhere`,
    () =>
      lines(
        'val testCredentials = Credentials(',
        '    user = "test",',
        '    password = "test-password-do-not-use",',
        ')',
      ),
    () => `"apiKey": "00000000-0000-0000-0000-000000000000"`,
  ])();
  return { provider: 'test-fixture', text };
}

function formatRegex(r) {
  const text = r.pick([
    '  pattern: "^dt0c01\\\\.[A-Z0-9]{24}\\\\.[A-Z0-9]{64}$"',
    'const ASTRA_TOKEN = /^AstraCS:[A-Za-z]{24}:[a-f0-9]{64}$/;',
    'TOKEN_RE = re.compile(r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}")',
    '<constraint name="api-key" regex="[A-Z0-9]{8}-[A-Z0-9]{4}" message="invalid key format"/>',
  ]);
  return { provider: 'format-spec', text };
}

function sequential() {
  return {
    provider: 'test-fixture',
    text: lines(
      '// deterministic key for snapshot tests',
      "const TEST_HMAC_KEY = '0123456789abcdef0123456789abcdef';",
    ),
  };
}

export const NEAR_MISSES = {
  shortByOne,
  badAlphabet,
  truncatedDoc,
  allSame,
  markedFake,
  formatRegex,
  sequential,
};
