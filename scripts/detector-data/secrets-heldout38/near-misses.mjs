// Near misses: close to a credential, but masked, truncated, dummy, empty or shown as revoked.

/** Turns a real-shaped value into one a careful reviewer would not report. */
export const MASKS = [
  {
    name: 'masked-middle',
    apply: (value) =>
      `${value.slice(0, 4)}${'*'.repeat(Math.max(8, value.length - 8))}${value.slice(-4)}`,
  },
  {
    name: 'masked-tail',
    apply: (value, pre) => `${pre || value.slice(0, 3)}${'\u2022'.repeat(12)}${value.slice(-4)}`,
  },
  {
    name: 'truncated',
    apply: (value, pre) =>
      `${(pre || '') + value.slice((pre || '').length, (pre || '').length + 4)}...`,
  },
  { name: 'redacted', apply: () => '[REDACTED]' },
  { name: 'redacted', apply: () => '********' },
  { name: 'redacted', apply: () => '<redacted>' },
  {
    name: 'dummy-zeros',
    apply: (value, pre) => `${pre}${'0'.repeat(Math.max(8, value.length - pre.length))}`,
  },
  {
    name: 'dummy-x',
    apply: (value, pre) => `${pre}${'x'.repeat(Math.max(8, value.length - pre.length))}`,
  },
  {
    name: 'dummy-sequence',
    apply: (value, pre) => {
      const seq = '1234567890abcdef'.repeat(12);
      return `${pre}${seq.slice(0, Math.max(8, value.length - pre.length))}`;
    },
  },
  { name: 'empty', apply: () => '' },
];

export const NEAR_SPECIALS = [
  {
    provider: 'easypost',
    rule: 'revoked-notice',
    domain: 'logistics',
    make: (v) =>
      `Incident ${v.uan(3)}-${v.digits(3)} follow-up: the EasyPost production key committed in ${v.hex(7)} (EZAK${v.hex(6)}\u2026) was revoked at ${10 + v.r.int(12)}:${10 + v.r.int(49)} UTC and replaced; the new key lives only in the secret store.`,
  },
  {
    provider: 'openweathermap',
    rule: 'error-log',
    domain: 'weather',
    make: (v) =>
      `${v.r.pick(['ERROR', 'WARN'])} weather-etl: 401 from api.openweathermap.org: {"cod":401,"message":"Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."} (appid=${v.hex(6)}\u2026)`,
  },
  {
    provider: 'google-maps',
    rule: 'cloud-console-list',
    domain: 'maps',
    make: (v) =>
      `NAME                                     DISPLAY_NAME          KEY_STRING_SUFFIX  RESTRICTIONS\nprojects/${v.digits(12)}/locations/global/keys/${v.uuid()}  geocoding-backend     ...${v.b64u(4)}            maps-backend\nprojects/${v.digits(12)}/locations/global/keys/${v.uuid()}  android-driver-app    ...${v.b64u(4)}            android`,
  },
  {
    provider: 'shippo',
    rule: 'dashboard-copy',
    domain: 'logistics',
    make: (v) =>
      `API Tokens\nLive token   shippo_live_${'\u2022'.repeat(20)}${v.hex(4)}   Created ${v.r.pick(['Jan', 'Mar', 'Sep'])} ${1 + v.r.int(27)}, 2024   [Show] [Regenerate]\nTest token   shippo_test_${'\u2022'.repeat(20)}${v.hex(4)}   Created ${v.r.pick(['Feb', 'Apr'])} ${1 + v.r.int(27)}, 2024`,
  },
  {
    provider: 'amadeus',
    rule: 'markdown-runbook',
    domain: 'travel',
    make: () =>
      '### Amadeus credentials\n\nSet `AMADEUS_API_KEY` and `AMADEUS_API_SECRET` in your shell before running `make fares`.\nBoth are in 1Password under **Travel / Amadeus self-service (prod)**.',
  },
  {
    provider: 'samsara',
    rule: 'diff-removed',
    domain: 'telematics',
    make: (v) =>
      `--- a/config/fleet.yml\n+++ b/config/fleet.yml\n@@ -3,3 +3,3 @@\n samsara:\n-  api_token: "samsara_api_${'*'.repeat(30)}"\n+  api_token: "\${SAMSARA_API_TOKEN}"\n   poll_seconds: ${10 + v.r.int(50)}`,
  },
  {
    provider: 'duffel',
    rule: 'test-fixture',
    domain: 'travel',
    make: () =>
      "describe('DuffelClient', () => {\n  const client = new DuffelClient({ token: 'duffel_test_dummy_token_for_unit_tests' });\n  it('sends the bearer token', async () => {\n    expect(headersOf(client).Authorization).toBe('Bearer duffel_test_dummy_token_for_unit_tests');\n  });\n});",
  },
  {
    provider: 'mapbox',
    rule: 'gitleaks-report',
    domain: 'maps',
    make: (v) =>
      `Finding:     MAPBOX_SECRET_TOKEN=sk.eyJ1Ijoi${'*'.repeat(24)}\nSecret:      REDACTED\nRuleID:      mapbox-api-token\nFile:        ios/Config.xcconfig\nCommit:      ${v.hex(40)}\nStatus:      rotated ${v.r.pick(['2024-02-01', '2024-06-19'])}`,
  },
  {
    provider: 'tomtom',
    rule: 'ts-config',
    domain: 'maps',
    make: () =>
      "// src/config/tomtom.ts\nexport const tomtomConfig = {\n  apiKey: process.env.TOMTOM_API_KEY ?? '', // intentionally empty in the repo\n  trafficLayer: true,\n} as const;",
  },
  {
    provider: 'aws',
    rule: 'iam-listing',
    domain: 'weather',
    make: (v) =>
      `$ aws iam list-access-keys --user-name wx-ingest\n{\n    "AccessKeyMetadata": [\n        {\n            "UserName": "wx-ingest",\n            "AccessKeyId": "AKIA${'*'.repeat(12)}${v.base32(4)}",\n            "Status": "Inactive",\n            "CreateDate": "2023-0${1 + v.r.int(9)}-1${v.r.int(9)}T08:00:00Z"\n        }\n    ]\n}`,
  },
  {
    provider: 'twilio',
    rule: 'chat-message',
    domain: 'logistics',
    make: (v) =>
      `@ops the Twilio auth token ending in ...${v.hex(4)} is the one the driver SMS worker uses; it is stored in Vault at kv/logistics/twilio, don't rotate it before Friday's cut-over.`,
  },
  {
    provider: 'here',
    rule: 'truncated-log',
    domain: 'maps',
    make: (v) =>
      `${v.r.pick(['WARN', 'INFO'])} geocoder-svc: HERE quota at 92% for key ${v.b64u(6)}[...] (project ${v.r.pick(['fleet-prod', 'store-locator'])})`,
  },
];
