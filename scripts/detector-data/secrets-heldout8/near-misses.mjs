// Near misses: key-like text a careful scanner should leave alone. Tokens one character short
// or with a character outside their alphabet (shown in validator tests), keys cut short in
// docs, all-same or sequential dummies, visibly fake keys, prefixes and regexes alone, and
// secret-named settings whose values are not secrets.

const SHAPES = [
  ['gitlab', 'glpat-', (g, n) => g.b64u(n), 20],
  ['digitalocean', 'dop_v1_', (g, n) => g.hex(n), 64],
  ['shopify', 'shpat_', (g, n) => g.hex(n), 32],
  ['npm', 'npm_', (g, n) => g.b62(n), 36],
  ['huggingface', 'hf_', (g, n) => g.b62(n), 34],
  ['groq', 'gsk_', (g, n) => g.b62(n), 52],
  ['buildkite', 'bkua_', (g, n) => g.hex(n), 40],
  ['sonarcloud', 'squ_', (g, n) => g.hex(n), 40],
  ['replicate', 'r8_', (g, n) => g.b62(n), 37],
  ['github', 'ghp_', (g, n) => g.b62(n), 36],
];

function oneShort(r, g) {
  const [provider, prefix, gen, len] = r.pick(SHAPES);
  const token = prefix + gen(g, len - 1);
  const text = [
    `it('rejects a ${provider} token one character short', () => {`,
    `  expect(looksLike${provider.charAt(0).toUpperCase() + provider.slice(1).replace(/[^a-z]/g, '')}Token('${token}')).toBe(false);`,
    '});',
    '',
  ].join('\n');
  return { provider, rule: 'one-char-short-in-validator-test', text };
}

function badAlphabet(r, g) {
  const [provider, prefix, gen, len] = r.pick(SHAPES);
  const body = gen(g, len - 3);
  const bad = r.pick(['!', '#', ' ', 'é', '%']);
  const token = `${prefix}${body.slice(0, 8)}${bad}${body.slice(8)}zz`;
  const text = [
    `# tests/test_token_format.py`,
    `INVALID = [`,
    `    "${token}",  # '${bad.trim() || 'space'}' is not in the alphabet`,
    ']',
    '',
  ].join('\n');
  return { provider, rule: 'bad-alphabet-in-validator-test', text };
}

function truncatedDocs(r, g) {
  const variants = [
    [
      'paystack',
      `Your secret key looks like \`sk_live_${g.hex(6)}...\` — find it under Settings → API Keys.`,
    ],
    [
      'perplexity',
      `> **Note:** keys start with \`pplx-\`, e.g. \`pplx-${g.b62(5)}…\`. Never paste the full key in an issue.`,
    ],
    ['mailersend', `The token (\`mlsn.${g.hex(4)}…${g.hex(4)}\`) is shown only once.`],
    ['telnyx', `| Key | Created |\n|---|---|\n| KEY${g.HEX(6)}… | 2024-01-09 |`],
    [
      'xendit',
      `Use \`xnd_production_${g.b62(4)}...\` for live payments and \`xnd_development_...\` for tests.`,
    ],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'truncated-in-docs', text: text + '\n' };
}

function allSame(r) {
  const c = r.pick(['A', 'x', '0', 'a', 'X']);
  const variants = [
    [
      'anthropic',
      `const client = new Anthropic({ apiKey: 'sk-ant-api03-${c.repeat(93)}' }); // test double`,
    ],
    [
      'datadog',
      `DD_API_KEY=${c === 'x' || c === 'X' ? c.repeat(32) : '0'.repeat(32)}  # CI dummy, the agent is mocked`,
    ],
    ['github', `fixtures:\n  token: ghp_${c.repeat(36)}`],
    ['mailgun', `mailgun_test_key = "key-${'0'.repeat(32)}"`],
    ['stripe', `STRIPE_SECRET_KEY=sk_test_${c.repeat(24)}`],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'all-same-dummy', text: text + '\n' };
}

function sequential(r) {
  const variants = [
    ['opencage', 'OPENCAGE_API_KEY=0123456789abcdef0123456789abcdef  # docs sample'],
    [
      'linode',
      'linode_token: "1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef"  # placeholder',
    ],
    [
      'together',
      '// replace with your key\nconst TOGETHER_API_KEY = "abcdefabcdefabcdefabcdefabcdefab";',
    ],
    ['ipinfo', 'curl "https://ipinfo.io/8.8.8.8?token=abc123abc123ab"  # example token'],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'sequential-dummy', text: text + '\n' };
}

function visiblyFake(r, g) {
  const variants = [
    ['clerk', `CLERK_SECRET_KEY=sk_live_FAKE_${'DONOTUSE'.repeat(4)}`],
    ['huggingface', 'HF_TOKEN=hf_THIS_IS_NOT_A_REAL_TOKEN_0000000000'],
    ['resend', `resend: { apiKey: 're_EXAMPLE_${g.upper(4)}_not_a_real_key' },`],
    ['hetzner', 'hcloud_token = "fake-token-fake-token-fake-token-fake-token-fake-token-fake-tok"'],
    ['mollie', `// docs snippet\n$mollie->setApiKey("live_EXAMPLEEXAMPLEEXAMPLEEXAMPLE");`],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'visibly-fake', text: text + '\n' };
}

function prefixOnly(r) {
  const variants = [
    ['brevo', 'const BREVO_KEY_RE = /^xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}$/;'],
    ['stripe', "if (key.startsWith('sk_live_')) warn('live key in a test run');"],
    [
      'airtable',
      'AIRTABLE_TOKEN_PREFIX = "pat"  # personal access tokens; legacy keys started with "key"',
    ],
    ['doppler', 'case strings.HasPrefix(tok, "dp.st."):\n\treturn ServiceToken'],
    ['pulumi', 'tokenPattern := regexp.MustCompile(`^pul-[0-9a-f]{40}$`)'],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'prefix-or-pattern-only', text: text + '\n' };
}

function namedNonSecret(r) {
  const variants = [
    ['generic', 'API_KEY_HEADER=X-Api-Key\nAPI_KEY_QUERY_PARAM=api_key'],
    [
      'generic',
      'auth:\n  token_ttl_seconds: 3600\n  refresh_token_rotation: true\n  password_min_length: 12',
    ],
    ['generic', 'SECRET_KEY_ROTATION_DAYS=90\nJWT_SIGNING_ALGORITHM=RS256'],
    [
      'generic',
      'oauth.token-url=https://login.acme.example/oauth2/token\noauth.client-secret-file=/run/secrets/oauth_client_secret',
    ],
    ['generic', '"passwordPolicy": { "minLength": 14, "requireSymbols": true, "maxAgeDays": 180 }'],
    ['generic', 'PASSWORD_RESET_TOKEN_LENGTH=32\nSESSION_SECRET_KEY_NAME=sid_key_2024'],
  ];
  const [provider, text] = r.pick(variants);
  return { provider, rule: 'secret-named-setting', text: text + '\n' };
}

/** The near miss generators. */
export const NEAR_MISSES = [
  oneShort,
  badAlphabet,
  truncatedDocs,
  allSame,
  sequential,
  visiblyFake,
  prefixOnly,
  namedNonSecret,
];
