// Hard negatives for the held-out (13) secrets set: public-by-design client keys, ids, hashes,
// placeholders and references, mostly from web front-ends and mobile apps. Nothing to redact.

const L = (...parts) => parts.flat().join('\n');

/** Public client-side keys that vendors document as safe to ship in a browser or app. */
export const PUBLIC_KEYS = [
  [
    'stripe',
    'publishable-key',
    (r, s) =>
      L(
        "import { loadStripe } from '@stripe/stripe-js';",
        `const stripePromise = loadStripe('pk_live_51${s.b62(22)}${s.b62(74)}');`,
      ),
  ],
  [
    'sentry',
    'dsn',
    (r, s) =>
      L(
        'Sentry.init({',
        `  dsn: 'https://${s.hex(32)}@o${s.digits(6)}.ingest.sentry.io/${s.digits(7)}',`,
        '  tracesSampleRate: 0.2,',
        '});',
      ),
  ],
  [
    'google-analytics',
    'measurement-id',
    (r, s) =>
      L(
        `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${s.uan(10)}"></script>`,
        "<script>gtag('js', new Date()); gtag('config', 'G-" + s.uan(10) + "');</script>",
      ),
  ],
  [
    'firebase',
    'web-config',
    (r, s) =>
      L(
        'const firebaseConfig = {',
        `  apiKey: "AIza${s.url(35)}",`,
        `  authDomain: "brewly-${s.lan(5)}.firebaseapp.com",`,
        `  projectId: "brewly-${s.lan(5)}",`,
        `  messagingSenderId: "${s.digits(12)}",`,
        `  appId: "1:${s.digits(12)}:web:${s.hex(22)}",`,
        `  measurementId: "G-${s.uan(10)}"`,
        '};',
        'initializeApp(firebaseConfig);',
      ),
  ],
  [
    'recaptcha',
    'site-key',
    (r, s) =>
      L(
        '<form method="post" action="/signup">',
        `  <div class="g-recaptcha" data-sitekey="6L${s.url(38)}"></div>`,
        '  <button type="submit">Join</button>',
        '</form>',
      ),
  ],
  [
    'hcaptcha',
    'site-key',
    (r, s) => `<div class="h-captcha" data-sitekey="${s.uuid()}" data-theme="dark"></div>`,
  ],
  [
    'turnstile',
    'site-key',
    (r, s) =>
      L(
        '<div class="cf-turnstile"',
        `     data-sitekey="0x4AAAAAAA${s.url(14)}"`,
        '     data-callback="onVerified"></div>',
      ),
  ],
  [
    'segment',
    'browser-write-key',
    (r, s) =>
      L(
        '<script>',
        '  !function(){var analytics=window.analytics=window.analytics||[];/* snippet */}();',
        `  analytics.load("${s.b62(32)}");`,
        '  analytics.page();',
        '</script>',
      ),
  ],
  [
    'mixpanel',
    'project-token',
    (r, s) =>
      L(
        "import mixpanel from 'mixpanel-browser';",
        `mixpanel.init('${s.hex(32)}', { track_pageview: true, persistence: 'localStorage' });`,
      ),
  ],
  [
    'posthog',
    'project-key',
    (r, s) =>
      L(
        "posthog.init('phc_" + s.b62(43) + "', {",
        "  api_host: 'https://eu.i.posthog.com',",
        "  person_profiles: 'identified_only',",
        '});',
      ),
  ],
  [
    'launchdarkly',
    'client-side-id',
    (r, s) =>
      L(
        "import { asyncWithLDProvider } from 'launchdarkly-react-client-sdk';",
        'const LDProvider = await asyncWithLDProvider({',
        `  clientSideID: '${s.hex(24)}',`,
        "  context: { kind: 'user', key: 'anon' },",
        '});',
      ),
  ],
  [
    'intercom',
    'app-id',
    (r, s) =>
      L(
        'window.intercomSettings = {',
        "  api_base: 'https://api-iam.intercom.io',",
        `  app_id: '${s.lan(8)}',`,
        '};',
      ),
  ],
  [
    'crisp',
    'website-id',
    (r, s) => `<script>window.$crisp=[];window.CRISP_WEBSITE_ID="${s.uuid()}";</script>`,
  ],
  [
    'algolia',
    'search-only-key',
    (r, s) =>
      L(
        "import algoliasearch from 'algoliasearch/lite';",
        '// search-only key: safe to expose, restricted to the products index',
        `const searchClient = algoliasearch('${s.uan(10)}', '${s.hex(32)}');`,
      ),
  ],
  [
    'mapbox',
    'public-token',
    (r, s) =>
      L(
        `mapboxgl.accessToken = 'pk.eyJ1Ijoi${s.url(30)}.${s.url(22)}';`,
        "const map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/streets-v12' });",
      ),
  ],
  [
    'clerk',
    'publishable-key',
    () =>
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${Buffer.from(`clerk.fernly.app$`).toString('base64').replace(/=+$/, '')}`,
  ],
  [
    'supabase',
    'anon-key',
    (r, s) =>
      L(
        "import { createClient } from '@supabase/supabase-js';",
        `const supabase = createClient('https://${s.lan(20)}.supabase.co', '${s.jwt({ iss: 'supabase', ref: s.lan(20), role: 'anon' })}');`,
      ),
  ],
  [
    'datadog-rum',
    'client-token',
    (r, s) =>
      L(
        'datadogRum.init({',
        `  applicationId: '${s.uuid()}',`,
        `  clientToken: 'pub${s.hex(32)}',`,
        "  site: 'datadoghq.eu',",
        "  service: 'web-shop',",
        '});',
      ),
  ],
  [
    'pusher',
    'app-key',
    (r, s) => `const pusher = new Pusher('${s.hex(20)}', { cluster: 'eu', forceTLS: true });`,
  ],
  [
    'onesignal',
    'app-id',
    (r, s) =>
      L('OneSignal.push(function () {', `  OneSignal.init({ appId: "${s.uuid()}" });`, '});'),
  ],
  [
    'revenuecat',
    'public-sdk-key',
    (r, s) => `Purchases.configure(withAPIKey: "appl_${s.b62(27)}")`,
  ],
  [
    'statsig',
    'client-key',
    (r, s) => `const client = new StatsigClient('client-${s.b62(43)}', { userID: user.id });`,
  ],
  [
    'growthbook',
    'client-key',
    (r, s) =>
      L(
        'const gb = new GrowthBook({',
        "  apiHost: 'https://cdn.growthbook.io',",
        `  clientKey: 'sdk-${s.b62(16)}',`,
        '});',
      ),
  ],
  [
    'auth0',
    'spa-client-id',
    (r, s) =>
      L(
        '<Auth0Provider',
        '  domain="fernly.eu.auth0.com"',
        `  clientId="${s.b62(32)}"`,
        '  authorizationParams={{ redirect_uri: window.location.origin }}',
        '>',
      ),
  ],
  [
    'amplitude',
    'browser-api-key',
    (r, s) => `amplitude.init('${s.hex(32)}', { defaultTracking: true });`,
  ],
  [
    'hotjar',
    'site-id',
    (r, s) =>
      `(function(h,o,t,j,a,r){h._hjSettings={hjid:${s.digits(7)},hjsv:6};})(window,document);`,
  ],
  [
    'braintree',
    'tokenization-key',
    (r, s) => `braintree.client.create({ authorization: 'production_${s.lan(8)}_${s.lan(16)}' });`,
  ],
  [
    'rollbar',
    'client-token',
    (r, s) =>
      L(
        'var _rollbarConfig = {',
        `  accessToken: "${s.hex(32)}", // post_client_item, public`,
        '  captureUncaught: true,',
        '};',
      ),
  ],
  [
    'firebase-ios',
    'ios-bundle-config',
    (r, s) =>
      L(
        '<key>CFBundleIdentifier</key>',
        `<string>com.brewly.${s.lan(6)}</string>`,
        '<key>GCMSenderID</key>',
        `<string>${s.digits(12)}</string>`,
        '<key>GOOGLE_APP_ID</key>',
        `<string>1:${s.digits(12)}:ios:${s.hex(22)}</string>`,
      ),
  ],
];
