// Near misses: text shaped like a credential that a careful scanner should still leave alone
// (a length or alphabet that cannot be valid and is shown as invalid, truncated samples in
// docs, all-same or sequential test keys, values visibly marked as fake).

import { makeValue } from './values.mjs';

// [provider, valid spec, spec one character short or with a foreign character]
const SHAPES = [
  ['flutterwave', '=FLWSECK-|h31|=-X', 'FLWSECK key'],
  ['brevo', '=xkeysib-|h63|=-|a16', 'Brevo key'],
  ['databricks', '=dapi|h31', 'Databricks PAT'],
  ['paystack', '=sk_live_|h39', 'Paystack secret'],
  ['sonarqube', '=squ_|h39', 'Sonar token'],
  ['groq', '=gsk_|a51', 'Groq key'],
  ['hugging-face', '=hf_|a33', 'HF token'],
  ['octopus-deploy', '=API-|u25', 'Octopus key'],
  ['replicate', '=r8_|a36', 'Replicate token'],
  ['posthog', '=phx_|a42', 'PostHog key'],
  ['middesk', '=mk_live_|h31', 'Middesk key'],
  ['checkly', '=cu_|h31', 'Checkly key'],
];

const FOREIGN = [
  ['plaid', 'h14|=g|h15', 'Plaid secret (hex)'],
  ['netsuite', 'h40|=z|h23', 'NetSuite token secret (hex)'],
  ['pagerduty', 'h20|=!|h11', 'PagerDuty routing key'],
  ['ovhcloud', 'h16|=q|h15', 'OVH application secret'],
  ['matomo', 'h10|=-|h21', 'Matomo token_auth'],
];

const invalidTest = (provider, label, value) =>
  `describe('${provider} key validation', () => {\n  it('rejects a ${label} with the wrong length or alphabet', () => {\n    expect(isValidKey('${value}')).toBe(false);\n  });\n});\n`;

const invalidPy = (provider, label, value) =>
  `@pytest.mark.parametrize("bad_key", [\n    "${value}",  # ${label}: malformed on purpose\n])\ndef test_${provider.replace(/-/g, '_')}_rejects_malformed(bad_key):\n    with pytest.raises(InvalidCredential):\n        validate_key(bad_key)\n`;

/** Malformed provider keys, shown as malformed in a validation test. */
function malformed(r) {
  const out = [];
  for (const [provider, spec, label] of [...SHAPES, ...FOREIGN]) {
    const value = makeValue(r, spec);
    const text = r.chance(0.5)
      ? invalidTest(provider, label, value)
      : invalidPy(provider, label, value);
    out.push({
      text,
      provider,
      rule: SHAPES.some((s) => s[1] === spec) ? 'one-char-short' : 'foreign-character',
    });
  }
  return out;
}

const TRUNC = [
  [
    'paystack',
    (r) =>
      `Your secret key starts with \`sk_live_${makeValue(r, 'h6')}...\` - copy the full value from Settings > API Keys.`,
  ],
  [
    'brevo',
    (r) =>
      `| Setting | Example |\n|---|---|\n| BREVO_API_KEY | \`xkeysib-${makeValue(r, 'h8')}…\` (full key in 1Password) |\n`,
  ],
  [
    'netsuite',
    (r) =>
      `> Token secret: ${makeValue(r, 'h6')}…${makeValue(r, 'h4')} (shown truncated in the NetSuite UI)\n`,
  ],
  [
    'adyen',
    (r) =>
      `The key looks like AQE${makeValue(r, 'a5')}... and is only shown once when you generate it.\n`,
  ],
  ['databricks', (r) => `# token: dapi${makeValue(r, 'h4')}************ (expires 2024-09-30)\n`],
  [
    'azure-devops',
    (r) =>
      `PAT created: ${makeValue(r, 'z4')}…${makeValue(r, 'z4')} (copy it now, it will not be shown again)\n`,
  ],
  [
    'flutterwave',
    (r) =>
      `Secret keys look like FLWSECK-${makeValue(r, 'h4')}...-X; test keys use the FLWSECK_TEST- prefix.\n`,
  ],
  [
    'hl7-hub-internal',
    (r) =>
      `The shared secret fingerprint is ${makeValue(r, 'h8')}… (first 8 hex of its SHA-256), not the secret.\n`,
  ],
];

const SAME = [
  [
    'stripe',
    () =>
      `it('masks sk_test_xxxxxxxxxxxxxxxxxxxxxxxx in logs', () => {\n  expect(mask('sk_test_xxxxxxxxxxxxxxxxxxxxxxxx')).toBe('sk_test_****xxxx');\n});\n`,
  ],
  [
    'aws',
    () =>
      `def test_rejects_all_zero_access_key():\n    assert not looks_like_key("AKIA0000000000000000")\n`,
  ],
  [
    'plaid',
    () =>
      `[Fact]\npublic void Secret_AllSameCharacters_IsRejected()\n{\n    Assert.False(PlaidSecret.IsValid("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));\n}\n`,
  ],
  [
    'generic',
    () =>
      `func TestSequentialKeyIsNotAccepted(t *testing.T) {\n\tif ok := validKey("0123456789abcdef0123456789abcdef"); ok {\n\t\tt.Fatal("sequential test key accepted")\n\t}\n}\n`,
  ],
  [
    'netsuite',
    () =>
      `@Test\nvoid tokenSecretOfZerosIsRejected() {\n    assertThrows(IllegalArgumentException.class,\n        () -> new TbaCredentials("0000000000000000000000000000000000000000000000000000000000000000"));\n}\n`,
  ],
  [
    'epic-fhir',
    () =>
      `# fixture used by the unit tests only\nEPIC_CLIENT_SECRET=FAKE-FAKE-FAKE-FAKE-FAKE-FAKE-FAKE\n`,
  ],
  [
    'paystack',
    () => `PAYSTACK_SECRET_KEY=sk_test_0000000000000000000000000000000000000000  # dummy for CI\n`,
  ],
  [
    'twilio',
    () =>
      `# test double: not a real token\nTWILIO_AUTH_TOKEN = "ffffffffffffffffffffffffffffffff"\n`,
  ],
  [
    'generic',
    () =>
      `$TestKey = '1111111111111111111111111111111111111111'  # Pester: all-ones key must be refused\nShould -Throw { Set-ApiKey -Key $TestKey }\n`,
  ],
  [
    'klarna',
    () =>
      `val fakeKey = "klarna_test_api_FAKEKEYFAKEKEYFAKEKEYFAKEKEYFAKEKEY" // obviously fake, used in previews\n`,
  ],
];

/** All near-miss records (before id assignment). */
export function nearMissRecords(r, count) {
  const pool = [...malformed(r)];
  for (const [provider, build] of TRUNC) {
    pool.push({ text: build(r), provider, rule: 'truncated-in-docs' });
  }
  for (const [provider, build] of SAME) {
    pool.push({ text: build(r), provider, rule: 'fake-or-all-same-test-key' });
  }
  while (pool.length < count) {
    const [provider, spec, label] = r.pick([...SHAPES, ...FOREIGN]);
    const value = makeValue(r, spec);
    pool.push({ text: invalidTest(provider, label, value), provider, rule: 'malformed-in-test' });
    const [tp, tb] = r.pick(TRUNC);
    if (pool.length < count) {
      pool.push({ text: tb(r), provider: tp, rule: 'truncated-in-docs' });
    }
  }
  return pool.slice(0, count).map((record) => ({ ...record, secrets: [] }));
}
