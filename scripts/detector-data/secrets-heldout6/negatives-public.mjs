// Hard negatives of the held-out (6) secrets set, part three: values that are public by
// design (publishable keys, public addresses, fingerprints), published examples and test
// vectors, and secrets that are encrypted at rest.

import { chars, jwt, randomBase64 } from './values.mjs';

const hex = (r, n) => chars(r, 'hex', n);

const publishable = (r) =>
  r.pick([
    () => [
      'stripe',
      `<script>\n  const stripe = Stripe('pk_live_${chars(r, 'b62', 99)}');\n</script>`,
    ],
    () => [
      'clerk',
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${Buffer.from('clerk.acme.example$').toString('base64').replace(/=+$/, '')}`,
    ],
    () => [
      'posthog',
      `posthog.init('phc_${chars(r, 'b62', 43)}', { api_host: 'https://eu.i.posthog.com' })`,
    ],
    () => [
      'algolia',
      `const searchClient = algoliasearch('${chars(r, 'UPPER', 10)}', '${hex(r, 32)}'); // search-only key, safe in the browser`,
    ],
    () => [
      'mapbox',
      `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6Im${chars(r, 'b64u', 22)}In0.${chars(r, 'b64u', 22)}';`,
    ],
    () => [
      'firebase',
      `const firebaseConfig = {\n  apiKey: "AIza${chars(r, 'b64u', 35)}",\n  authDomain: "acme-web.firebaseapp.com",\n  projectId: "acme-web",\n  appId: "1:${r.int(1e12)}:web:${hex(r, 22)}"\n};`,
    ],
    () => [
      'supabase',
      `VITE_SUPABASE_URL=https://${chars(r, 'lower', 20)}.supabase.co\nVITE_SUPABASE_ANON_KEY=${jwt(r, { role: 'anon', iss: 'supabase' })}`,
    ],
    () => ['recaptcha', `<div class="g-recaptcha" data-sitekey="6L${chars(r, 'b64u', 38)}"></div>`],
    () => [
      'launchdarkly',
      `const ldClient = LDClient.initialize('${hex(r, 24)}', context); // client-side ID`,
    ],
  ])();

const vendorExamples = (r) =>
  r.pick([
    () => [
      'aws',
      `# From the AWS CLI docs:\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ],
    () => [
      'aws',
      `$ aws configure\nAWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nDefault region name [None]: us-west-2`,
    ],
    () => [
      'stripe',
      `# the sample key used throughout Stripe's public API reference\ncurl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc:`,
    ],
  ])();

const hashTutorials = () => [
  [
    'none',
    `$ echo -n "hello" | sha256sum\n2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824  -`,
  ],
  [
    'none',
    `>>> import hashlib\n>>> hashlib.md5(b"hello").hexdigest()\n'5d41402abc4b2a76b9719d911017c592'`,
  ],
  [
    'none',
    `$ printf '' | sha1sum\nda39a3ee5e6b4b0d3255bfef95601890afd80709  -\n# the SHA-1 of the empty string`,
  ],
  [
    'none',
    `PBKDF2-HMAC-SHA1 test vector (RFC 6070):\n  P = "password", S = "salt", c = 1, dkLen = 20\n  DK = 0c60c80f961f0e71f3a9b524af6012062fe037a6`,
  ],
  [
    'none',
    `// sha256("") for the unit test\nconst EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';`,
  ],
];

const wallets = (r) =>
  r.pick([
    () => [
      'bitcoin',
      `Donations welcome 🙏\nBTC: bc1q${chars(r, 'b32', 38).replace(/[bio]/g, 'x')}\n(public address, send only)`,
    ],
    () => ['bitcoin', `The genesis block reward went to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa.`],
    () => [
      'ethereum',
      `contracts:\n  usdc: "0x${hex(r, 40)}"\n  router: "0x${hex(r, 40)}"\nchain_id: 1`,
    ],
    () => ['solana', `const TREASURY = new PublicKey("${chars(r, 'b58', 44)}");`],
    () => ['ethereum', `Tx ${'0x' + hex(r, 64)} confirmed in block ${19000000 + r.int(900000)}`],
  ])();

const fingerprints = (r) =>
  r.pick([
    () => [
      'ssh',
      `The authenticity of host 'git.corp.example' can't be established.\nED25519 key fingerprint is SHA256:${randomBase64(r, 32).replace(/=+$/, '')}.`,
    ],
    () => [
      'gpg',
      `pub   ed25519 2024-05-01 [SC]\n      ${hex(r, 40)
        .toUpperCase()
        .replace(/(.{4})/g, '$1 ')
        .trim()}\nuid   [ultimate] Release Signing <release@acme.example>`,
    ],
    () => ['tls', `SHA256 Fingerprint=${hex(r, 64).toUpperCase().match(/../g).join(':')}`],
    () => [
      'android',
      `Certificate fingerprints:\n  SHA1: ${hex(r, 40).toUpperCase().match(/../g).join(':')}\n  SHA256: ${hex(r, 64).toUpperCase().match(/../g).join(':')}`,
    ],
  ])();

const signatures = (r) =>
  r.pick([
    () => [
      'webhook',
      `# example delivery from the webhook docs (payload + its signature)\nX-Hub-Signature-256: sha256=${hex(r, 64)}\n\n{"zen":"Keep it logically awesome."}`,
    ],
    () => [
      'none',
      `signature of release-1.8.0.tar.gz (verify with our public key):\n${randomBase64(r, 64)}`,
    ],
    () => [
      'none',
      `salt: "${hex(r, 16)}"  # public salt for the anonymised export ids, documented in DATA.md`,
    ],
  ])();

const encrypted = (r) =>
  r.pick([
    () => [
      'ansible',
      `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${hex(r, 64)}\n  ${hex(r, 64)}\n  ${hex(r, 40)}`,
    ],
    () => [
      'sops',
      `api_key: ENC[AES256_GCM,data:${randomBase64(r, 30)},iv:${randomBase64(r, 32)},tag:${randomBase64(r, 16)},type:str]`,
    ],
    () => [
      'bitnami',
      `kind: SealedSecret\nspec:\n  encryptedData:\n    API_TOKEN: Ag${randomBase64(r, 300)}`,
    ],
    () => [
      'pulumi',
      `config:\n  app:dbPassword:\n    secure: v1:${randomBase64(r, 12)}:${randomBase64(r, 40)}`,
    ],
    () => ['travisci', `env:\n  global:\n    - secure: "${randomBase64(r, 256)}"`],
  ])();

export const PUBLIC_NEGATIVES = [
  ['publishable-key', publishable, 10],
  ['vendor-example', vendorExamples, 3],
  ['wallet-address', wallets, 5],
  ['fingerprint', fingerprints, 5],
  ['public-signature', signatures, 4],
  ['encrypted-at-rest', encrypted, 6],
];

/** The hash-tutorial negatives, each once. */
export function hashTutorialRecords() {
  return hashTutorials().map(([provider, text]) => ({ text, provider, rule: 'hash-tutorial' }));
}
