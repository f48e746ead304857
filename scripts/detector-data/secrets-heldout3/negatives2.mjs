// Hard negatives that are public by design, vendor documentation examples, redaction output,
// and the near misses (key-shaped text a careful scanner should leave alone).

import { makeValue } from './values.mjs';

const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');

// [provider, text(r)]: values a vendor documents as safe to ship to browsers and apps.
export const PUBLISHABLE = [
  [
    'stripe',
    (r) => `<script>\n  const stripe = Stripe('pk_live_51${makeValue(r, '{a:97}')}');\n</script>`,
  ],
  [
    'mapbox',
    (r) =>
      `mapboxgl.accessToken = 'pk.eyJ1Ijoi${makeValue(r, '{B:40}')}.${makeValue(r, '{B:22}')}';\nconst map = new mapboxgl.Map({ container: 'map' });`,
  ],
  [
    'posthog',
    (r) =>
      `posthog.init('phc_${makeValue(r, '{a:43}')}', { api_host: 'https://eu.i.posthog.com' })`,
  ],
  [
    'firebase-web',
    (r) =>
      `const firebaseConfig = {\n  apiKey: "AIza${makeValue(r, '{B:35}')}",\n  authDomain: "acme-${makeValue(r, '{l:5}')}.firebaseapp.com",\n  projectId: "acme-shop",\n  appId: "1:${makeValue(r, '{d:12}')}:web:${makeValue(r, '{h:22}')}"\n};`,
  ],
  [
    'google-oauth-client-id',
    (r) =>
      `GOOGLE_CLIENT_ID=${makeValue(r, '{d:12}')}-${makeValue(r, '{l:32}')}.apps.googleusercontent.com`,
  ],
  [
    'recaptcha',
    (r) => `<div class="g-recaptcha" data-sitekey="6L${makeValue(r, '{B:38}')}"></div>`,
  ],
  [
    'pubnub',
    (r) =>
      `const pubnub = new PubNub({\n  subscribeKey: 'sub-c-${makeValue(r, '{U:0}')}',\n  userId: 'web-client',\n});`,
  ],
  [
    'algolia-search-only',
    (r) =>
      `// search-only key: safe in the browser, cannot write\nconst client = algoliasearch('${makeValue(r, '{u:10}')}', '${makeValue(r, '{h:32}')}');`,
  ],
  [
    'sentry-dsn',
    (r) =>
      `Sentry.init({\n  dsn: "https://${makeValue(r, '{h:32}')}@o${makeValue(r, '{d:6}')}.ingest.de.sentry.io/${makeValue(r, '{d:7}')}",\n  tracesSampleRate: 0.2,\n});`,
  ],
  [
    'clerk-publishable',
    (r) =>
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64(`clerk.${r.pick(['acme', 'shopfront', 'tinyapp'])}.com$`)}`,
  ],
  [
    'razorpay-key-id',
    (r) =>
      `const options = {\n  key: "rzp_live_${makeValue(r, '{a:14}')}", // key id, public\n  amount: ${100 * (1 + r.int(900))},\n  currency: "INR",\n};`,
  ],
  [
    'paypal-client-id',
    (r) =>
      `<script src="https://www.paypal.com/sdk/js?client-id=A${makeValue(r, '{B:79}')}&currency=EUR"></script>`,
  ],
];

// Keys vendors print in their own documentation as examples.
export const VENDOR_EXAMPLES = [
  [
    'aws',
    () =>
      '[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  ],
  [
    'aws',
    () =>
      'export AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nexport AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY',
  ],
  [
    'jwt',
    () =>
      'Example from the JWT debugger:\n\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  ],
  [
    'stripe',
    () =>
      "# from Stripe's API reference\ncurl https://api.stripe.com/v1/charges \\\n  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc:",
  ],
];

// Redaction output: what a log or a UI shows after masking.
export const REDACTIONS = [
  (r) => `charge created with key sk_live_****${makeValue(r, '{d:4}')}`,
  () => 'api_key: [REDACTED]\nsecret: [REDACTED]',
  (r) =>
    `${new Date(Date.UTC(2024, 5, 1 + r.int(27))).toISOString()} DEBUG request headers={"Authorization": "Bearer [FILTERED]", "X-Api-Key": "<redacted>"}`,
  () => '"password": "********",\n"token": "••••••••"',
  (r) => `Your token ghp_...${makeValue(r, '{a:4}')} was revoked. Generate a new one in Settings.`,
  (r) => `token=REDACTED user=${r.pick(['mira', 'ops-bot'])} status=401`,
  () => `DATABASE_URL=postgres://app:*****@db.internal:5432/app (password masked)`,
  (r) =>
    `| Key name | Value | Created |\n|---|---|---|\n| prod-deploy | dop_v1_••••${makeValue(r, '{h:4}')} | 2024-02-11 |`,
];

// [slug, prefix, alphabet code, length] of prefixed tokens used for near misses.
export const PREFIXED = [
  ['gitlab', 'glpat-', 'B', 20],
  ['npm', 'npm_', 'a', 36],
  ['huggingface', 'hf_', 'a', 34],
  ['digitalocean', 'dop_v1_', 'h', 64],
  ['shopify', 'shpat_', 'h', 32],
  ['sentry', 'sntryu_', 'h', 64],
  ['doppler', 'dp.st.prd.', 'a', 43],
  ['pulumi', 'pul-', 'h', 40],
  ['buildkite', 'bkua_', 'h', 40],
  ['netlify', 'nfp_', 'a', 36],
  ['linear', 'lin_api_', 'a', 40],
  ['groq', 'gsk_', 'a', 52],
  ['sonarcloud', 'squ_', 'h', 40],
  ['rubygems', 'rubygems_', 'h', 48],
  ['github', 'ghp_', 'a', 36],
  ['paystack', 'sk_live_', 'h', 40],
  ['africastalking', 'atsk_', 'h', 64],
  ['mailgun', 'key-', 'h', 32],
  ['openrouter', 'sk-or-v1-', 'h', 64],
  ['supabase-mgmt', 'sbp_', 'h', 40],
  ['xata', 'xau_', 'a', 36],
];
