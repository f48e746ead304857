// Hard negatives: public-by-design client keys, placeholders and references, hashes, ids,
// public keys and certificates, colours, documented example keys and redaction output.
import { ALPHABETS as A, uuid } from './values.mjs';

const L = (...parts) => parts.flat().join('\n');

function firebaseWeb(r) {
  const project = `${r.pick(['fieldnotes', 'kestrel', 'skyforge'])}-${r.chars(A.lc, 5)}`;
  return L(
    '// Firebase web config: these values identify the project and are public by design',
    'const firebaseConfig = {',
    `  apiKey: "AIzaSy${r.chars(A.url, 33)}",`,
    `  authDomain: "${project}.firebaseapp.com",`,
    `  projectId: "${project}",`,
    `  storageBucket: "${project}.appspot.com",`,
    `  messagingSenderId: "${r.chars(A.dig, 12)}",`,
    `  appId: "1:${r.chars(A.dig, 12)}:web:${r.chars(A.hex, 22)}"`,
    '};',
  );
}

function googleServices(r) {
  return JSON.stringify(
    {
      client: [
        {
          client_info: {
            mobilesdk_app_id: `1:${r.chars(A.dig, 12)}:android:${r.chars(A.hex, 16)}`,
          },
          oauth_client: [
            { client_type: 1, android_info: { certificate_hash: r.chars(A.hex, 40) } },
          ],
          api_key: [{ current_key: `AIzaSy${r.chars(A.url, 33)}` }],
        },
      ],
      configuration_version: '1',
    },
    null,
    2,
  );
}

function publishableKeys(r) {
  const pick = r.int(7);
  const lines = [
    `const stripe = Stripe('pk_live_${r.chars(A.b62, 99)}');`,
    `const search = algoliasearch('${r.chars(A.UC, 10)}', '${r.chars(A.hex, 32)}'); // search-only key, safe in the browser`,
    `Sentry.init({ dsn: "https://${r.chars(A.hex, 32)}@o${r.chars(A.dig, 6)}.ingest.sentry.io/${r.chars(A.dig, 7)}", tracesSampleRate: 0.2 });`,
    `posthog.init('phc_${r.chars(A.b62, 43)}', { api_host: 'https://eu.i.posthog.com' });`,
    `Purchases.configure({ apiKey: Platform.OS === 'ios' ? 'appl_${r.chars(A.b62, 27)}' : 'goog_${r.chars(A.b62, 27)}' });`,
    `<ClerkProvider publishableKey="pk_live_${r.chars(A.b64, 40).replace(/[+/]/g, 'Q')}">`,
    `mapboxgl.accessToken = 'pk.eyJ1Ijoi${r.chars(A.url, 16)}In0.${r.chars(A.url, 22)}'; // public token, URL-restricted`,
  ];
  return L('// client-side SDK setup (publishable keys only)', lines[pick]);
}

function publicIds(r) {
  return L(
    'export const publicConfig = {',
    `  walletConnectProjectId: '${r.chars(A.hex, 32)}',`,
    `  launchDarklyClientSideId: '${r.chars(A.hex, 24)}',`,
    `  branchKey: 'key_live_${r.chars(A.b62, 32)}',`,
    `  amplitudeApiKey: '${r.chars(A.hex, 32)}', // browser SDK key, not the secret key`,
    '};',
  );
}

const PLACEHOLDERS = [
  (n) => `${n}=<YOUR_API_KEY>`,
  (n) => `${n}=changeme`,
  (n) => `${n}=xxxxxxxxxxxxxxxxxxxxxxxx`,
  (n) => `${n}=\${${n}}`,
  (n) => `const key = process.env.${n};`,
  (n) => `api_key = os.environ["${n}"]`,
  (n) => `  ${n.toLowerCase()}: {{ .Values.${n.toLowerCase()} | quote }}`,
  (n) => `conn = "password=%(${n.toLowerCase()})s"`,
  (n) => `${n}: REPLACE_ME`,
  (n) => `${n}=***`,
  (n) => `${n} = $(${n})`,
  (n) => `storePassword System.getenv("${n}")`,
  (n) => `${n}: \${{ secrets.${n} }}`,
  (n) => `keyPassword = project.findProperty("${n}") as String?`,
  (n) => `<string name="${n.toLowerCase()}">@string/${n.toLowerCase()}_placeholder</string>`,
  (n) => `export ${n}="$(security find-generic-password -s ${n} -w)"`,
  (n) => `${n}=your-secret-here`,
  (n) => `const ${n} = import.meta.env.VITE_${n};`,
];
const NAMES = [
  'ONESIGNAL_API_KEY',
  'MATCH_PASSWORD',
  'KEYSTORE_PASSWORD',
  'STEAM_WEB_API_KEY',
  'PLAYFAB_SECRET',
  'EXPO_TOKEN',
];

function placeholder(r) {
  const picks = r.sample(PLACEHOLDERS, 3);
  return L('# values come from the CI secret store', ...picks.map((f) => f(r.pick(NAMES))));
}

function checksums(r) {
  return L(
    `# SHA256SUMS for release ${r.int(5)}.${r.int(20)}.0`,
    `${r.chars(A.hex, 64)}  app-release.aab`,
    `${r.chars(A.hex, 64)}  app-release.apk`,
    `${r.chars(A.hex, 64)}  mapping.txt`,
  );
}

function gitLog(r) {
  return L(
    `commit ${r.chars(A.hex, 40)}`,
    'Author: Mira Sato <mira@tidepool.app>',
    'Date:   Tue Apr 9 14:22:05 2024 +0200',
    '',
    '    bump versionCode for the 2.4.1 hotfix',
    '',
    `Merge: ${r.chars(A.hex, 7)} ${r.chars(A.hex, 7)}`,
  );
}

function dockerDigest(r) {
  return L(
    `FROM ghcr.io/cirruslabs/flutter:3.19.5@sha256:${r.chars(A.hex, 64)}`,
    'WORKDIR /src',
    'COPY pubspec.* ./',
    'RUN flutter pub get',
  );
}

function md5Assets(r) {
  return JSON.stringify(
    {
      bundles: [
        { name: 'level-01', md5: r.chars(A.hex, 32), size: r.int(9e6) },
        { name: 'level-02', md5: r.chars(A.hex, 32), size: r.int(9e6) },
      ],
      catalogHash: r.chars(A.hex, 32),
    },
    null,
    2,
  );
}

function requestIds(r) {
  return L(
    'HTTP/2 200',
    'content-type: application/json',
    `etag: W/"${r.chars(A.hex, 32)}"`,
    `x-request-id: ${uuid(r)}`,
    `traceparent: 00-${r.chars(A.hex, 32)}-${r.chars(A.hex, 16)}-01`,
    `cf-ray: ${r.chars(A.hex, 16)}-FRA`,
  );
}

function cspNonce(r) {
  const nonce = r.chars(A.b64, 22) + '==';
  return L(
    `Content-Security-Policy: script-src 'self' 'nonce-${nonce}'; object-src 'none'`,
    `<script nonce="${nonce}">window.__BOOT__ = { build: "${r.chars(A.hex, 7)}" };</script>`,
  );
}

function logIds(r) {
  return `${new Date(1.7e12 + r.int(3e10)).toISOString()} info push.sent device_id=${uuid(r)} message_id=${r.chars(A.hex, 24)} trace_id=${r.chars(A.hex, 32)} latency_ms=${r.int(400)}`;
}

function publicKey(r) {
  const kind = r.int(3);
  if (kind === 0) {
    return L(
      '-----BEGIN PUBLIC KEY-----',
      `MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${r.chars(A.b64, 28)}`,
      r.chars(A.b64, 56),
      '-----END PUBLIC KEY-----',
    );
  }
  if (kind === 1) {
    return `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(A.b64, 43)} ci@build-mac-${r.int(9)}`;
  }
  const fp = Array.from({ length: 20 }, () => r.chars(A.HEX, 2)).join(':');
  return L(
    'Alias name: upload',
    'Certificate fingerprints:',
    `\t SHA1: ${fp}`,
    `\t SHA256: ${Array.from({ length: 32 }, () => r.chars(A.HEX, 2)).join(':')}`,
  );
}

function certificate(r) {
  return L(
    '-----BEGIN CERTIFICATE-----',
    `MIIDdzCCAl+gAwIBAgIE${r.chars(A.b64, 44)}`,
    r.chars(A.b64, 64),
    r.chars(A.b64, 64),
    `${r.chars(A.b64, 20)}==`,
    '-----END CERTIFICATE-----',
  );
}

function colours(r) {
  const c = () => r.chars(A.hex, 6);
  return L(
    ':root {',
    `  --brand-primary: #${c()};`,
    `  --brand-accent: #${c()};`,
    `  --surface-elevated: #${c()}${r.chars(A.hex, 2)};`,
    '}',
    `<color name="colorPrimaryDark">#FF${r.chars(A.HEX, 6)}</color>`,
  );
}

function redacted(r) {
  return L(
    'Loaded credentials:',
    `  stripe: sk_live_****${r.chars(A.dig, 4)}`,
    '  onesignal: [REDACTED]',
    `  steam: ${r.chars(A.HEX, 4)}************************`,
    '  keystore password: ********',
    '  match: <redacted>',
  );
}

function documentedExample() {
  return L(
    '# Example from the AWS CLI documentation (not a real key)',
    '[default]',
    'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
    'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  );
}

export const GENERAL_NEGATIVES = {
  'firebase-web-config-public': ['firebase', firebaseWeb],
  'google-services-json-public': ['firebase', googleServices],
  'publishable-client-key': ['client-sdk', publishableKeys],
  'public-client-ids': ['client-sdk', publicIds],
  'placeholder-or-reference': ['none', placeholder],
  'release-checksums': ['none', checksums],
  'git-commit-ids': ['git', gitLog],
  'docker-image-digest': ['docker', dockerDigest],
  'asset-md5-hashes': ['unity', md5Assets],
  'response-ids-etag-trace': ['http', requestIds],
  'csp-nonce': ['html', cspNonce],
  'log-device-and-trace-ids': ['none', logIds],
  'public-key-or-fingerprint': ['none', publicKey],
  'certificate-pem': ['none', certificate],
  'css-and-android-colours': ['css', colours],
  'redaction-output': ['none', redacted],
  'documented-example-key': ['aws', documentedExample],
};
