// Near misses of the held-out (19) set: key-like text a careful scanner should leave alone.
// Truncated keys in docs, all-same or sequential test values, values in tests that assert a
// malformed token is rejected, and values visibly marked as fake.

import { expand as x } from './values.mjs';

const PREFIXED = [
  ['npm', 'npm_', 'a', 36],
  ['gitlab', 'glpat-', 'w', 20],
  ['huggingface', 'hf_', 'a', 34],
  ['doppler', 'dp.st.prd.', 'a', 40],
  ['databricks', 'dapi', 'h', 32],
  ['pulumi', 'pul-', 'h', 40],
  ['rubygems', 'rubygems_', 'h', 48],
  ['sonarqube', 'squ_', 'h', 40],
  ['mailgun', 'key-', 'h', 32],
  ['groq', 'gsk_', 'a', 52],
];

const nearMiss = {
  truncatedDoc: (r) => {
    const [provider, prefix, kind] = r.pick(PREFIXED);
    return {
      text: `Your token looks like \`${prefix}${x(`{${kind}:4}`, r)}...\` — copy the full value from the dashboard; it is shown once.`,
      provider,
    };
  },
  shortByOne: (r) => {
    const [provider, prefix, kind, size] = r.pick(PREFIXED);
    return {
      text: `it('rejects a token one character short', () => {\n  expect(isValidToken('${prefix}${x(`{${kind}:${size - 1}}`, r)}')).toBe(false);\n});`,
      provider,
    };
  },
  badAlphabet: (r) => {
    const [provider, prefix, kind, size] = r.pick(PREFIXED);
    const v = x(`{${kind}:${size - 3}}`, r);
    return {
      text: `def test_rejects_invalid_characters():\n    # '!' and '~' are not in the token alphabet\n    assert not looks_like_token("${prefix}${v.slice(0, 8)}!~${v.slice(8)}!")`,
      provider,
    };
  },
  allSame: (r) => {
    const [provider, prefix, , size] = r.pick(PREFIXED);
    const ch = r.pick(['a', 'x', '0', '1', 'f']);
    return {
      text: `const FAKE_TOKEN = '${prefix}${ch.repeat(size)}'; // test fixture, not a real credential\nmockServer.expectHeader('Authorization', \`Bearer \${FAKE_TOKEN}\`);`,
      provider,
    };
  },
  sequential: (r) => ({
    text: `# tests/fixtures/settings.toml\n[${r.pick(['vendor', 'mailer', 'geo', 'search', 'billing'])}]\n${r.pick(['api_key', 'secret', 'token', 'server_key'])} = "${r.pick(['abcdef0123456789abcdef0123456789', '0123456789abcdef0123456789abcdef', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ123456'])}"  # dummy value for unit tests`,
    provider: 'generic',
  }),
  fakeMarked: (r) => ({
    text: `OPSLANE_API_KEY=FAKE-${x('{u:4}', r)}-DO-NOT-USE-${x('{u:4}', r)}-EXAMPLE\n# the real key lives in 1Password > Infra > Opslane`,
    provider: 'opslane',
  }),
  maskedTail: (r) => ({
    text: `Key ID      Created      Last used   Key\n${x('{a:8}', r)}    2024-02-11   2024-06-01  ${r.pick(['xkeysib-', 'sk_', 'pat', 'key-'])}${'*'.repeat(16)}${x('{h:4}', r)}`,
    provider: 'generic',
  }),
  ellipsisMiddle: (r) => ({
    text: `> [!NOTE]\n> Tokens start with \`${r.pick(['nfp_', 'rnd_', 'sgp_', 'xau_'])}\` and end with four visible characters in the UI, e.g. \`${r.pick(['nfp_', 'rnd_', 'sgp_', 'xau_'])}…${x('{a:4}', r)}\`.`,
    provider: 'generic',
  }),
  schemaExample: (r) => ({
    text: `"apiKey": {\n  "type": "string",\n  "pattern": "^[a-f0-9]{32}$",\n  "example": "${r.pick(['0123456789abcdef'.repeat(2), 'deadbeef'.repeat(4), 'abcdef01'.repeat(4)])}",\n  "description": "${r.pick(['Account API key', 'Server key', 'Private key for the REST API'])} (32 hex characters)"\n}`,
    provider: 'openapi',
  }),
  lengthNote: (r) => ({
    text: `| Provider | Key format | Length |\n|---|---|---|\n| Brevo | \`xkeysib-<64 hex>-<16 chars>\` | 89 |\n| Mailgun | \`key-<32 hex>\` | 36 |\n| Vultr | \`${'X'.repeat(36)}\` | ${36 + r.int(1)} |`,
    provider: 'generic',
  }),
  uuidZero: (r) => ({
    text: `${r.pick(['POSTMARK_SERVER_TOKEN', 'OPSGENIE_API_KEY', 'SNYK_TOKEN', 'LOGGLY_TOKEN', 'CODECOV_TOKEN'])}=00000000-0000-0000-0000-000000000000  # ${r.pick(['test mode', 'blackhole token for CI', 'nil uuid: disables the integration'])}`,
    provider: 'generic',
  }),
  revokedFake: (r) => ({
    text: `# Example only: this key was made up for the ${r.pick(['slides', 'workshop', 'blog post', 'README'])} and is not valid\n# (every character after the prefix is "${'X'}").\nLINEAR_API_KEY=lin_api_${'X'.repeat(40)}`,
    provider: 'linear',
  }),
};

export { nearMiss };
