// Near misses: key-like text a careful scanner should not report (wrong length or alphabet in
// a validator test, truncated in docs, all-same or sequential test values, visibly fake ones).
import { ALPHABETS as A } from './values.mjs';

const SHAPES = [
  { provider: 'huggingface', prefix: 'hf_', alphabet: A.b62, length: 34, fn: 'is_valid_hf_token' },
  { provider: 'databricks', prefix: 'dapi', alphabet: A.hex, length: 32, fn: 'looks_like_pat' },
  { provider: 'gitlab', prefix: 'glpat-', alphabet: A.b62, length: 20, fn: 'isGitlabToken' },
  {
    provider: 'replicate',
    prefix: 'r8_',
    alphabet: A.b62,
    length: 37,
    fn: 'valid_replicate_token',
  },
  { provider: 'groq', prefix: 'gsk_', alphabet: A.b62, length: 52, fn: 'check_groq_key' },
  { provider: 'shopify', prefix: 'shpat_', alphabet: A.hex, length: 32, fn: 'isAdminToken' },
  { provider: 'scale-ai', prefix: 'live_', alphabet: A.hex, length: 32, fn: 'is_scale_key' },
  { provider: 'buildkite', prefix: 'bkua_', alphabet: A.hex, length: 40, fn: 'isBuildkiteToken' },
];

const oneShort = (r) => {
  const s = r.pick(SHAPES);
  const token = s.prefix + r.chars(s.alphabet, s.length - 1);
  return {
    provider: s.provider,
    text: `def test_rejects_short_token():\n    # one character short of the ${s.length}-character body\n    assert not ${s.fn}("${token}")`,
  };
};

const badAlphabet = (r) => {
  const s = r.pick(SHAPES.filter((x) => x.alphabet === A.hex));
  const body = r.chars(A.hex, s.length - 4) + r.pick(['zzzz', 'QXYW', 'g!h?', 'ZZ-_']);
  return {
    provider: s.provider,
    text: `it('rejects characters outside the hex alphabet', () => {\n  expect(${s.fn}('${s.prefix}${body}')).toBe(false);\n});`,
  };
};

const truncatedDoc = (r) => {
  const s = r.pick(SHAPES);
  const shown = s.prefix + r.chars(s.alphabet, 4);
  return {
    provider: s.provider,
    text: `### Where to find your token\n\nOpen **Settings → Access tokens** and create one. It looks like \`${shown}${r.pick(['...', '…', '…(redacted)'])}\` and is shown only once, so store it in your secret manager.`,
  };
};

const allSame = (r) => {
  const ch = r.pick(['a', 'x', '0', 'A', 'f']);
  const name = r.pick(['WANDB_API_KEY', 'COMET_API_KEY', 'LABEL_STUDIO_API_KEY', 'VAST_API_KEY']);
  return {
    provider: 'test-fixture',
    text: `@pytest.fixture\ndef fake_env(monkeypatch):\n    monkeypatch.setenv("${name}", "${ch.repeat(r.pick([32, 40, 64]))}")\n    yield`,
  };
};

const sequential = (r) => ({
  provider: 'test-fixture',
  text: r.pick([
    `const TEST_KEY = '0123456789abcdef0123456789abcdef'; // fixture, not a credential`,
    `api_key: abcdefghijklmnopqrstuvwxyz012345  # dummy for the sandbox mock`,
    `MOCK_SECRET = "1234567890123456789012345678901234567890"`,
    `token = "${'deadbeef'.repeat(r.pick([4, 5]))}"  # test double`,
  ]),
});

const markedFake = (r) => {
  const s = r.pick(SHAPES);
  const filler = 'FAKEfakeTESTtest0000'.repeat(3);
  return {
    provider: s.provider,
    text: `# Obviously fake value used by the docs snippet tests; not valid anywhere.\nEXAMPLE_TOKEN = "${s.prefix}${filler.slice(0, s.length)}"`,
  };
};

const regexShape = (r) => {
  const s = r.pick(SHAPES);
  const cls = s.alphabet === A.hex ? '[0-9a-f]' : '[A-Za-z0-9]';
  return {
    provider: s.provider,
    text: `TOKEN_RE = re.compile(r"^${s.prefix.replace(/[.]/g, '\\.')}${cls}{${s.length}}$")\n\ndef validate(token: str) -> bool:\n    return bool(TOKEN_RE.match(token))`,
  };
};

const tooShort = (r) => ({
  provider: 'validation-test',
  text: `func TestConfigRejectsShortKey(t *testing.T) {\n\tcfg := Config{APIKey: "${r.chars(A.b62, r.pick([4, 5, 6]))}"}\n\tif err := cfg.Validate(); err == nil {\n\t\tt.Fatal("expected error for short api key")\n\t}\n}`,
});

const docBasic = (r) => ({
  provider: 'http-docs',
  text: r.pick([
    'Example request (the credentials are `user` / `password`):\n\n    Authorization: Basic dXNlcjpwYXNzd29yZA==',
    'curl -u username:password https://api.example.com/v1/items   # replace with your own credentials',
    'For local testing the mock server accepts `Authorization: Basic YWRtaW46YWRtaW4=` (admin:admin).',
  ]),
});

const lastFour = (r) => ({
  provider: 'key-listing',
  text: `NAME          CREATED      LAST USED    KEY\n${r.pick(['ci-upload', 'notebook', 'airflow'])}     2024-0${r.int(9) + 1}-1${r.int(9)}   2024-10-02   ...${r.chars(A.b62, 4)}\n${r.pick(['labeling', 'batch-jobs'])}    2023-11-2${r.int(9)}   never        ...${r.chars(A.b62, 4)}`,
});

export const NEAR_MISSES = {
  'one-char-short': oneShort,
  'outside-alphabet': badAlphabet,
  'truncated-in-docs': truncatedDoc,
  'all-same-chars': allSame,
  'sequential-fixture': sequential,
  'marked-fake': markedFake,
  'regex-shape': regexShape,
  'too-short-value': tooShort,
  'doc-basic-example': docBasic,
  'key-last-four': lastFour,
};
