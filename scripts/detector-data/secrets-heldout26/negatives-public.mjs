// Hard negatives for secrets-heldout26: public-by-design values, keys, certificates and data.
import { B62, B64URL, HEX, LOWER, LOWNUM, base64Text, base64UrlText, b64 } from './values.mjs';

const h = (r, n) => r.chars(HEX, n);

const pem = (r, label, n) =>
  `-----BEGIN ${label}-----\n${Array.from({ length: n }, () => b64(48)(r).replace(/=+$/, '').slice(0, 64)).join('\n')}\n-----END ${label}-----`;

export const PUBLIC_NEGS = [
  ['tls', 'certificate', (r) => `ssl_certificate_pem = <<EOT\n${pem(r, 'CERTIFICATE', 6)}\nEOT\n`],
  [
    'ssh',
    'ssh-public-key',
    (r) =>
      `authorized_keys:\n  - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B62 + '+/', 43)} deploy@ci\n`,
  ],
  ['jwks', 'public-key-pem', (r) => `const WEBHOOK_PUBLIC_KEY = \`${pem(r, 'PUBLIC KEY', 4)}\`;\n`],
  [
    'images',
    'base64-image',
    (r) =>
      `<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${b64(120)(r)}" />\n`,
  ],
  [
    'fixtures',
    'base64-fixture',
    (r) =>
      `const payload = "${base64Text(JSON.stringify({ event: 'order.created', id: r.int(99999), items: [r.int(9)] }))}"; // base64 of the sample event\n`,
  ],
  [
    'firebase',
    'firebase-web-config',
    (r) =>
      `// Firebase web config — safe to ship in the client bundle\nconst firebaseConfig = {\n  apiKey: "AIza${r.chars(B64URL, 35)}",\n  authDomain: "acme-${r.chars(LOWER, 5)}.firebaseapp.com",\n  projectId: "acme-${r.chars(LOWER, 5)}",\n  appId: "1:${r.chars('0123456789', 12)}:web:${h(r, 22)}",\n};\n`,
  ],
  [
    'supabase',
    'supabase-anon-key',
    (r) =>
      `// browser client: the anon key is public by design (RLS protects the data)\nexport const supabase = createClient(\n  'https://${r.chars(LOWER, 20)}.supabase.co',\n  '${base64UrlText('{"alg":"HS256","typ":"JWT"}')}.${base64UrlText(JSON.stringify({ iss: 'supabase', ref: r.chars(LOWER, 20), role: 'anon', iat: 1700000000 + r.int(9000000), exp: 2000000000 }))}.${r.chars(B64URL, 43)}',\n);\n`,
  ],
  [
    'stripe',
    'publishable-key',
    (r) => `<script>\n  const stripe = Stripe('pk_live_51${r.chars(B62, 97)}');\n</script>\n`,
  ],
  [
    'clerk',
    'clerk-publishable',
    (r) =>
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${base64Text(`clerk.${r.pick(['acme', 'orbit', 'fern'])}.example$`).replace(/=+$/, '')}\n`,
  ],
  [
    'posthog',
    'posthog-project-key',
    (r) => `posthog.init('phc_${r.chars(B62, 43)}', { api_host: 'https://eu.i.posthog.com' })\n`,
  ],
  [
    'mapbox',
    'mapbox-public-token',
    (r) =>
      `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6Im${r.chars(B64URL, 22)}In0.${r.chars(B64URL, 22)}';\n`,
  ],
  [
    'algolia',
    'algolia-search-only',
    (r) =>
      `const searchClient = algoliasearch(\n  '${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}', // app id\n  '${h(r, 32)}' // search-only API key (public)\n);\n`,
  ],
  [
    'cloudflare-turnstile',
    'turnstile-sitekey',
    (r) => `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${r.chars(B64URL, 14)}"></div>\n`,
  ],
  [
    'recaptcha',
    'recaptcha-sitekey',
    (r) => `<div class="g-recaptcha" data-sitekey="6L${r.chars(B64URL, 38)}"></div>\n`,
  ],
  [
    'google-oauth',
    'oauth-client-id',
    (r) =>
      `GOOGLE_CLIENT_ID=${r.chars('0123456789', 12)}-${r.chars(LOWNUM, 32)}.apps.googleusercontent.com\n`,
  ],
  [
    'aws',
    'aws-doc-example',
    () =>
      `# from the AWS CLI docs\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n`,
  ],
  [
    'ifttt',
    'public-webhook-path',
    (r) =>
      `Your Zap's webhook: https://hooks.example-automation.com/public/${r.pick(['orders', 'leads', 'signup'])}/incoming\nDocs: https://help.example.com/webhooks#payload-format (id ${r.int(99999)})\n`,
  ],
];
