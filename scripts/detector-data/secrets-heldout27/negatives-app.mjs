// Hard negatives: publishable keys, vendor-documented examples, test vectors, ids and hashes.
import {
  AN,
  APPS,
  B64,
  B64U,
  DIG,
  ENVS,
  HEX,
  LO,
  LOAN,
  REGIONS,
  UPAN,
  b64text,
  b64url,
  isoDate,
  jwt,
  uuid,
} from './helpers.mjs';

const PUBLISHABLE = [
  ['stripe-publishable', 'STRIPE_PUBLISHABLE_KEY', (r) => 'pk_live_51' + r.chars(AN, 97)],
  ['firebase-web-api-key', 'FIREBASE_API_KEY', (r) => 'AIzaSy' + r.chars(B64U, 33)],
  ['algolia-search-key', 'ALGOLIA_SEARCH_ONLY_KEY', (r) => r.chars(HEX, 32)],
  [
    'mapbox-public-token',
    'MAPBOX_ACCESS_TOKEN',
    (r) => 'pk.eyJ1Ijoi' + r.chars(B64U, 40) + '.' + r.chars(B64U, 22),
  ],
  [
    'sentry-dsn',
    'SENTRY_DSN',
    (r) =>
      `https://${r.chars(HEX, 32)}@o${r.chars(DIG, 6)}.ingest.${r.pick(['us.', 'de.', ''])}sentry.io/${r.chars(DIG, 7)}`,
  ],
  ['posthog-project-key', 'POSTHOG_KEY', (r) => 'phc_' + r.chars(AN, 43)],
  ['recaptcha-site-key', 'RECAPTCHA_SITE_KEY', (r) => '6L' + r.chars(B64U, 38)],
  ['turnstile-site-key', 'TURNSTILE_SITE_KEY', (r) => '0x4AAAAAAA' + r.chars(B64U, 12)],
  ['launchdarkly-client-id', 'LAUNCHDARKLY_CLIENT_SIDE_ID', (r) => r.chars(HEX, 24)],
  ['datadog-rum-client-token', 'DD_CLIENT_TOKEN', (r) => 'pub' + r.chars(HEX, 32)],
  [
    'supabase-anon-key',
    'SUPABASE_ANON_KEY',
    (r) =>
      jwt(r, {
        iss: 'supabase',
        ref: r.chars(LO, 20),
        role: 'anon',
        iat: 1700000000,
        exp: 2015576000,
      }),
  ],
  [
    'supabase-publishable',
    'SUPABASE_PUBLISHABLE_KEY',
    (r) => 'sb_publishable_' + r.chars(B64U, 31),
  ],
  [
    'google-oauth-client-id',
    'GOOGLE_CLIENT_ID',
    (r) => `${r.chars(DIG, 12)}-${r.chars(LOAN, 32)}.apps.googleusercontent.com`,
  ],
  ['pusher-app-key', 'PUSHER_KEY', (r) => r.chars(HEX, 20)],
  ['google-analytics-id', 'GA_MEASUREMENT_ID', (r) => 'G-' + r.chars(UPAN, 10)],
  ['hcaptcha-site-key', 'HCAPTCHA_SITEKEY', uuid],
  ['vapid-public-key', 'VAPID_PUBLIC_KEY', (r) => 'B' + r.chars(B64U, 86)],
  [
    'clerk-publishable',
    'CLERK_PUBLISHABLE_KEY',
    (r) => 'pk_live_' + b64url(`clerk.${r.pick(APPS)}.example.com$`),
  ],
  ['paypal-client-id', 'PAYPAL_CLIENT_ID', (r) => 'A' + r.chars(B64U, 79)],
  ['razorpay-key-id', 'RAZORPAY_KEY_ID', (r) => 'rzp_live_' + r.chars(AN, 14)],
];

function publicPrefix(r) {
  return r.pick(['NEXT_PUBLIC_', 'VITE_', 'REACT_APP_', 'PUBLIC_', 'EXPO_PUBLIC_']);
}

export const NEG_APP = [
  {
    rule: 'publishable-frontend-env',
    provider: 'publishable',
    make(r) {
      const set = r.sample(PUBLISHABLE, 1 + r.int(2));
      const pre = publicPrefix(r);
      const style = r.int(4);
      const lines = set.map(([, env, gen]) => [pre + env, gen(r)]);
      const provider = set[0][0];
      if (style === 0) {
        return {
          provider,
          text: `# .env.production (bundled into the browser build)\n${lines.map(([k, v]) => `${k}=${v}`).join('\n')}`,
        };
      }
      if (style === 1) {
        return {
          provider,
          text: `  web:\n    build:\n      context: ./web\n      args:\n${lines.map(([k, v]) => `        ${k}: "${v}"`).join('\n')}`,
        };
      }
      if (style === 2) {
        return {
          provider,
          text: `      - name: Build storefront\n        run: npm run build\n        env:\n${lines.map(([k, v]) => `          ${k}: ${v}`).join('\n')}`,
        };
      }
      return {
        provider,
        text: `frontend:\n  config:\n${lines.map(([k, v]) => `    ${k}: "${v}"`).join('\n')}`,
      };
    },
  },
  {
    rule: 'firebase-web-config',
    provider: 'firebase-web-api-key',
    make(r) {
      const proj = `${r.pick(APPS)}-${r.chars(LOAN, 5)}`;
      return `const firebaseConfig = {\n  apiKey: "AIzaSy${r.chars(B64U, 33)}",\n  authDomain: "${proj}.firebaseapp.com",\n  projectId: "${proj}",\n  storageBucket: "${proj}.appspot.com",\n  messagingSenderId: "${r.chars(DIG, 12)}",\n  appId: "1:${r.chars(DIG, 12)}:web:${r.chars(HEX, 22)}"\n};`;
    },
  },
  {
    rule: 'stripe-checkout-js',
    provider: 'stripe-publishable',
    make(r) {
      return `<script src="https://js.stripe.com/v3/"></script>\n<script>\n  const stripe = Stripe('pk_live_51${r.chars(AN, 97)}');\n  const elements = stripe.elements({ clientSecret: window.__CLIENT_SECRET__ });\n</script>`;
    },
  },
  {
    rule: 'algolia-frontend',
    provider: 'algolia-search-key',
    make(r) {
      return `import algoliasearch from 'algoliasearch/lite';\n\n// search-only key: safe in the browser, restricted to the products index\nconst client = algoliasearch('${r.chars(UPAN, 10)}', '${r.chars(HEX, 32)}');\nconst index = client.initIndex('products_${r.pick(ENVS)}');`;
    },
  },
  {
    rule: 'vendor-example-credential',
    provider: 'aws-documented-example',
    make(r) {
      return r.pick([
        `# Example from the AWS CLI docs\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = ${r.pick(REGIONS)}`,
        `  localstack:\n    environment:\n      AWS_ACCESS_KEY_ID: AKIAIOSFODNN7EXAMPLE\n      AWS_SECRET_ACCESS_KEY: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n      AWS_DEFAULT_REGION: ${r.pick(REGIONS)}`,
        `export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nterraform plan -var-file=${r.pick(ENVS)}.tfvars`,
      ]);
    },
  },
  {
    rule: 'vendor-example-credential',
    provider: 'azurite-well-known-key',
    make(r) {
      return r.pick([
        `  azurite:\n    image: mcr.microsoft.com/azure-storage/azurite\n  tests:\n    environment:\n      AZURE_STORAGE_CONNECTION_STRING: "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://azurite:10000/devstoreaccount1;"`,
        `# local emulator (documented well-known dev account)\nAZURE_STORAGE_ACCOUNT=devstoreaccount1\nAZURE_STORAGE_KEY=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==`,
      ]);
    },
  },
  {
    rule: 'vendor-example-credential',
    provider: 'jwt-io-example',
    make(r) {
      return `### ${r.pick(['Decode a token', 'Auth header format'])}\nThe API expects a JWT like the one on jwt.io:\n\n    Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`;
    },
  },
  {
    rule: 'test-vector',
    provider: 'crypto-test-vector',
    make(r) {
      return `    // AES-GCM known-answer test ${r.int(90)}\n    {\n      nonce: '${r.chars(HEX, 24)}',\n      aad: '${r.chars(HEX, 40)}',\n      plaintext: '${r.chars(HEX, 64)}',\n      ciphertext: '${r.chars(HEX, 64)}',\n      tag: '${r.chars(HEX, 32)}',\n    },`;
    },
  },
  {
    rule: 'test-vector',
    provider: 'hmac-test-vector',
    make(r) {
      return `def test_signature_header_format():\n    sig = "sha256=${r.chars(HEX, 64)}"\n    ts = "${epoch(r)}"\n    nonce = "${r.chars(B64U, 22)}"\n    assert parse_header(f"t={ts},v1={sig}").version == 1`;
    },
  },
  {
    rule: 'json-config',
    provider: 'uuid-ids',
    make(r) {
      return JSON.stringify(
        {
          tenantId: uuid(r),
          clientId: uuid(r),
          subscriptionId: uuid(r),
          instrumentationKey: uuid(r),
          workspaceId: uuid(r),
          authority: 'https://login.microsoftonline.com/organizations',
        },
        null,
        2,
      );
    },
  },
  {
    rule: 'dotenv',
    provider: 'twilio-account-sid',
    make(r) {
      return `TWILIO_ACCOUNT_SID=AC${r.chars(HEX, 32)}\nTWILIO_MESSAGING_SERVICE_SID=MG${r.chars(HEX, 32)}\nTWILIO_AUTH_TOKEN=\${TWILIO_AUTH_TOKEN}\nTWILIO_FROM=+1${r.chars(DIG, 10)}`;
    },
  },
  {
    rule: 'dotenv',
    provider: 'secret-named-settings',
    make(r) {
      return `PASSWORD_MIN_LENGTH=${12 + r.int(8)}\nTOKEN_TTL=${r.pick(['15m', '1h', '3600'])}\nSECRET_NAME=${r.pick(ENVS)}/${r.pick(APPS)}/db\nAPI_KEY_HEADER=X-Api-Key\nJWT_ALGORITHM=RS256\nSESSION_COOKIE_SECURE=true\nSECRETS_BACKEND=vault`;
    },
  },
  {
    rule: 'http-response-log',
    provider: 'request-ids',
    make(r) {
      return `< HTTP/2 200\n< x-request-id: ${uuid(r)}\n< x-amzn-trace-id: Root=1-${r.chars(HEX, 8)}-${r.chars(HEX, 24)}\n< etag: W/"${r.chars(HEX, 32)}"\n< traceparent: 00-${r.chars(HEX, 32)}-${r.chars(HEX, 16)}-01\n< cf-ray: ${r.chars(HEX, 16)}-FRA`;
    },
  },
  {
    rule: 'checksum-file',
    provider: 'release-checksums',
    make(r) {
      const app = r.pick(APPS);
      return ['linux_amd64', 'linux_arm64', 'darwin_arm64', 'windows_amd64.exe']
        .map(
          (p) =>
            `${r.chars(HEX, 64)}  ${app}_${r.int(3)}.${r.int(20)}.${r.int(9)}_${p}${p.endsWith('exe') ? '' : '.tar.gz'}`,
        )
        .join('\n');
    },
  },
  {
    rule: 'git-log',
    provider: 'commit-sha',
    make(r) {
      return Array.from(
        { length: 4 },
        () =>
          `commit ${r.chars(HEX, 40)}\nAuthor: ${r.pick(['ci-bot', 'Dana Ops', 'Lee Dev'])} <noreply@example.com>\n\n    ${r.pick(['chore(deps): bump terraform-provider-aws', 'fix(helm): raise memory limit', 'ci: pin actions by sha', 'feat: rotate secrets via external-secrets'])}\n`,
      )
        .slice(0, 2)
        .join('\n');
    },
  },
  {
    rule: 'code-constant',
    provider: 'env-lookup',
    make(r) {
      return r.pick([
        `import os\n\nSTRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]\nDATABASE_URL = os.getenv("DATABASE_URL", "postgresql://localhost/dev")`,
        `const token = process.env.GITHUB_TOKEN ?? core.getInput('github-token', { required: true });\nconst octokit = github.getOctokit(token);`,
        `apiKey := os.Getenv("DD_API_KEY")\nif apiKey == "" {\n\tlog.Fatal("DD_API_KEY is required")\n}`,
        `String secret = System.getenv("SLACK_SIGNING_SECRET");\nObjects.requireNonNull(secret, "SLACK_SIGNING_SECRET");`,
      ]);
    },
  },
  {
    rule: 'jwks',
    provider: 'jwks-public-key',
    make(r) {
      return JSON.stringify(
        {
          keys: [
            {
              kty: 'RSA',
              use: 'sig',
              alg: 'RS256',
              kid: r.chars(B64U, 43),
              n: r.chars(B64U, 342),
              e: 'AQAB',
            },
          ],
        },
        null,
        2,
      );
    },
  },
  {
    rule: 'public-key-pem',
    provider: 'public-key',
    make(r) {
      return `# cosign.pub -- verification key for release images\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${r.chars(B64, 28)}\n${r.chars(B64, 58)}==\n-----END PUBLIC KEY-----`;
    },
  },
  {
    rule: 'gpg-fingerprint',
    provider: 'gpg-key-id',
    make(r) {
      return `$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/${r.chars(HEXU(), 16)} ${isoDate(r).slice(0, 10)} [SC]\n      ${r.chars(HEXU(), 40)}\nuid                 [ultimate] Release Bot <release@example.com>\nssb   cv25519/${r.chars(HEXU(), 16)} ${isoDate(r).slice(0, 10)} [E]`;
    },
  },
  {
    rule: 'yaml-app-config',
    provider: 'base64-non-secret',
    make(r) {
      return `logging:\n  banner: ${b64text(`${r.pick(['Acme', 'Globex', 'Initech'])} build server ${r.pick(ENVS)}`)}\n  format: json\nui:\n  favicon: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${r.chars(B64, 60)}"`;
    },
  },
];

function HEXU() {
  return '0123456789ABCDEF';
}

function epoch(r) {
  return 1700000000 + r.int(60000000);
}

export { PUBLISHABLE };
