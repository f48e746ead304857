// Hard negatives for secrets-heldout33: client-side and publishable keys that vendors document as
// public, in the mobile and web files where they belong.

const ref = (k) => k.lower(20);
const projectNumber = (k) => k.digits(12);

const firebaseWeb = (k) => {
  const project = `${k.word()}-${k.word()}-${k.lnum(5)}`;
  return [
    `// src/firebase.ts`,
    `import { initializeApp } from 'firebase/app';`,
    ``,
    `const firebaseConfig = {`,
    `  apiKey: 'AIza${k.b64url(35)}',`,
    `  authDomain: '${project}.firebaseapp.com',`,
    `  projectId: '${project}',`,
    `  storageBucket: '${project}.appspot.com',`,
    `  messagingSenderId: '${projectNumber(k)}',`,
    `  appId: '1:${projectNumber(k)}:web:${k.hex(22)}',`,
    `  measurementId: 'G-${k.unum(10)}',`,
    `};`,
    `export const app = initializeApp(firebaseConfig);`,
  ].join('\n');
};

const googleServicesJson = (k) => {
  const project = `${k.word()}-${k.word()}-${k.lnum(5)}`;
  const num = projectNumber(k);
  return `// android/app/google-services.json\n${JSON.stringify(
    {
      project_info: { project_number: num, project_id: project },
      client: [
        {
          client_info: {
            mobilesdk_app_id: `1:${num}:android:${k.hex(22)}`,
            android_client_info: { package_name: `com.${k.word()}games.${k.word()}` },
          },
          api_key: [{ current_key: `AIza${k.b64url(35)}` }],
        },
      ],
    },
    null,
    2,
  )}`;
};

const googleServicePlist = (k) => {
  const num = projectNumber(k);
  const client = k.lnum(32);
  return [
    `<!-- ios/Runner/GoogleService-Info.plist -->`,
    `<dict>`,
    `  <key>CLIENT_ID</key>`,
    `  <string>${num}-${client}.apps.googleusercontent.com</string>`,
    `  <key>REVERSED_CLIENT_ID</key>`,
    `  <string>com.googleusercontent.apps.${num}-${client}</string>`,
    `  <key>API_KEY</key>`,
    `  <string>AIza${k.b64url(35)}</string>`,
    `  <key>GCM_SENDER_ID</key>`,
    `  <string>${num}</string>`,
    `  <key>GOOGLE_APP_ID</key>`,
    `  <string>1:${num}:ios:${k.hex(22)}</string>`,
    `</dict>`,
  ].join('\n');
};

const supabaseAnon = (k) => {
  const r = ref(k);
  const iat = 1690000000 + k.int(60000000);
  const anon = k.jwt(
    { alg: 'HS256', typ: 'JWT' },
    { iss: 'supabase', ref: r, role: 'anon', iat, exp: iat + 315360000 },
  );
  return k.pick([
    () =>
      `// lib/main.dart\nawait Supabase.initialize(\n  url: 'https://${r}.supabase.co',\n  anonKey: '${anon}',\n);`,
    () =>
      `# apps/mobile/.env\nEXPO_PUBLIC_SUPABASE_URL=https://${r}.supabase.co\nEXPO_PUBLIC_SUPABASE_ANON_KEY=${anon}`,
    () =>
      `// src/lib/supabase.ts\nexport const supabase = createClient(\n  'https://${r}.supabase.co',\n  'sb_publishable_${k.b64url(31)}',\n);`,
  ])();
};

export const PUBLIC_TEMPLATES = [
  ['firebase-web-config', 'firebase', 6, firebaseWeb],
  ['google-services-json', 'firebase', 5, googleServicesJson],
  ['googleservice-info-plist', 'firebase', 4, googleServicePlist],
  ['supabase-client', 'supabase', 6, supabaseAnon],
  [
    'publishable-key',
    'stripe',
    4,
    (k) =>
      k.pick([
        () =>
          `// ios/Shop/AppDelegate.swift\nStripeAPI.defaultPublishableKey = "pk_live_51${k.alnum(97)}"`,
        () =>
          `// android/.../ShopActivity.kt\nPaymentConfiguration.init(applicationContext, "pk_live_51${k.alnum(97)}")`,
      ])(),
  ],
  [
    'sdk-public-key',
    'revenuecat',
    4,
    (k) =>
      k.pick([
        () =>
          `// Purchases setup (public SDK key)\nPurchases.configure(withAPIKey: "appl_${k.alnum(27)}")`,
        () =>
          `// lib/iap/purchases.dart\nawait Purchases.configure(PurchasesConfiguration(Platform.isIOS ? 'appl_${k.alnum(27)}' : 'goog_${k.alnum(27)}'));`,
      ])(),
  ],
  [
    'android-manifest-meta',
    'branch',
    3,
    (k) =>
      `<!-- app/src/main/AndroidManifest.xml -->\n<meta-data android:name="io.branch.sdk.BranchKey" android:value="key_live_${k.alnum(32)}" />\n<meta-data android:name="io.branch.sdk.TestMode" android:value="false" />`,
  ],
  [
    'android-manifest-meta',
    'admob',
    3,
    (k) =>
      `<!-- AndroidManifest.xml -->\n<meta-data\n    android:name="com.google.android.gms.ads.APPLICATION_ID"\n    android:value="ca-app-pub-${k.digits(16)}~${k.digits(10)}"/>`,
  ],
  [
    'sdk-public-key',
    'posthog',
    3,
    (k) =>
      `// src/analytics.ts\nposthog.init('phc_${k.alnum(43)}', { api_host: 'https://eu.i.posthog.com' });`,
  ],
  [
    'info-plist',
    'mapbox',
    3,
    (k) =>
      `<!-- ios/Runner/Info.plist -->\n<key>MBXAccessToken</key>\n<string>pk.${k.b64json({ u: `${k.word()}studio`, a: k.lnum(25) })}.${k.b64url(22)}</string>`,
  ],
  [
    'sdk-public-key',
    'launchdarkly',
    3,
    (k) =>
      k.pick([
        () => `let config = LDConfig(mobileKey: "mob-${k.uuid()}", autoEnvAttributes: .enabled)`,
        () => `// web client\nconst ldClient = initialize('${k.hex(24)}', context);`,
      ])(),
  ],
  [
    'sdk-public-key',
    'statsig',
    3,
    (k) => `Statsig.initialize('client-${k.alnum(43)}', { userID: player.id });`,
  ],
  [
    'sdk-public-key',
    'amplitude',
    4,
    (k) =>
      k.pick([
        () =>
          `// Amplitude (client API key, public)\namplitude.init('${k.hex(32)}', { defaultTracking: true });`,
        () => `Amplitude.instance().initialize(apiKey: "${k.hex(32)}")`,
      ])(),
  ],
  [
    'sdk-public-key',
    'mixpanel',
    3,
    (k) =>
      `// project token (sent by every client)\nMixpanel.initialize(token: "${k.hex(32)}", trackAutomaticEvents: false)`,
  ],
  [
    'sdk-public-key',
    'datadog',
    3,
    (k) =>
      `datadogRum.init({\n  applicationId: '${k.uuid()}',\n  clientToken: 'pub${k.hex(32)}',\n  site: 'datadoghq.eu',\n  service: 'web-launcher',\n});`,
  ],
  [
    'sentry-dsn',
    'sentry',
    5,
    (k) =>
      k.pick([
        () =>
          `SentrySDK.start { options in\n    options.dsn = "https://${k.hex(32)}@o${k.digits(6)}.ingest.us.sentry.io/${k.digits(16)}"\n    options.tracesSampleRate = 0.2\n}`,
        () =>
          `# Unity: Assets/Resources/Sentry/SentryOptions.asset\n  <Dsn>k__BackingField: https://${k.hex(32)}@o${k.digits(6)}.ingest.sentry.io/${k.digits(7)}`,
        () => `SENTRY_DSN=https://${k.hex(32)}@o${k.digits(6)}.ingest.de.sentry.io/${k.digits(16)}`,
      ])(),
  ],
  [
    'sdk-public-key',
    'algolia',
    3,
    (k) =>
      `// search-only key, restricted to the public_levels index\nconst client = algoliasearch('${k.unum(10)}', '${k.hex(32)}');`,
  ],
  [
    'sdk-public-key',
    'pubnub',
    3,
    (k) =>
      `const pubnub = new PubNub({\n  publishKey: 'pub-c-${k.uuid()}',\n  subscribeKey: 'sub-c-${k.uuid()}',\n  userId: player.id,\n});`,
  ],
  [
    'unity-csharp',
    'agora',
    3,
    (k) =>
      `// Agora App ID (public project identifier; the certificate stays on the token server)\npublic const string AppId = "${k.hex(32)}";`,
  ],
  [
    'unity-asset',
    'photon',
    3,
    (k) =>
      `# Assets/Photon/PhotonUnityNetworking/Resources/PhotonServerSettings.asset\n  AppSettings:\n    AppIdRealtime: ${k.uuid()}\n    AppIdChat: ${k.uuid()}\n    AppVersion: ${1 + k.int(3)}.${k.int(9)}\n    FixedRegion: eu`,
  ],
  [
    'unity-asset',
    'playfab',
    3,
    (k) =>
      `# Assets/PlayFabSdk/Shared/Public/Resources/PlayFabSharedSettings.asset\n  TitleId: ${k.HEX(5)}\n  RequestType: 0\n  RequestTimeout: 2000`,
  ],
  [
    'sdk-public-key',
    'onesignal',
    3,
    (k) =>
      `// app id is public; the REST key lives on the server\nOneSignal.initialize("${k.uuid()}")`,
  ],
  [
    'android-strings-xml',
    'facebook',
    3,
    (k) =>
      `<resources>\n    <string name="facebook_app_id">${k.digits(16)}</string>\n    <string name="fb_login_protocol_scheme">fb${k.digits(16)}</string>\n    <string name="facebook_client_token">${k.hex(32)}</string>\n</resources>`,
  ],
  [
    'push-payload',
    'expo',
    3,
    (k) =>
      `{\n  "to": "ExponentPushToken[${k.b64url(22)}]",\n  "title": "Your energy is full",\n  "data": { "screen": "Arena" }\n}`,
  ],
  [
    'fastfile',
    'app-store-connect',
    4,
    (k) =>
      `# fastlane/Fastfile\napi_key = app_store_connect_api_key(\n  key_id: "${k.unum(10)}",\n  issuer_id: "${k.uuid()}",\n  key_filepath: "./fastlane/AuthKey_${k.unum(10)}.p8",\n  duration: 1200\n)`,
  ],
  [
    'ts-object',
    'firebase-vapid',
    2,
    (k) =>
      `// web/src/push.ts (public VAPID key)\nconst token = await getToken(messaging, {\n  vapidKey: 'B${k.b64url(86)}',\n});`,
  ],
  [
    'kotlin-constant',
    'play-integrity',
    2,
    (k) =>
      `// verification key from Play Console (public EC key)\nconst val PLAY_INTEGRITY_VERIFICATION_KEY =\n    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${k.b64(84)}=="`,
  ],
  [
    'html-snippet',
    'recaptcha',
    3,
    (k) =>
      k.pick([
        () => `<div class="g-recaptcha" data-sitekey="6L${k.b64url(38)}"></div>`,
        () =>
          `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${k.b64url(14)}" data-theme="dark"></div>`,
      ])(),
  ],
  [
    'log-line',
    'wallet-private-key',
    4,
    (k) =>
      k.pick([
        () => `${k.ts()} INFO mint confirmed tx=0x${k.hex(64)} block=${k.digits(8)}`,
        () =>
          `# contracts/deployments/base.json\n{ "GameItems": "0x${k.hex(40)}", "Marketplace": "0x${k.hex(40)}" }`,
      ])(),
  ],
  [
    'seed-fixture',
    'bcrypt',
    3,
    (k) =>
      `# db/seeds/dev_users.yml (bcrypt hashes of throwaway dev passwords)\n- username: qa_tester\n  password_hash: "$2b$12$${k.bcrypt(53)}"\n- username: moderator\n  password_hash: "$2b$12$${k.bcrypt(53)}"`,
  ],
];
