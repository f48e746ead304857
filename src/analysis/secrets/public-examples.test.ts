import { describe, expect, it } from 'vitest';
import { detectSecrets } from './detect.js';

/**
 * The same prefix, alphabet and length with other characters after the prefix: what a real
 * key of that format looks like.
 */
function lookalike(value: string, prefix: number): string {
  const body = value.slice(prefix).replace(/[A-Za-z0-9]/g, (c, i: number) => {
    const alphabet = /[0-9]/.test(c)
      ? '0123456789'
      : c === c.toUpperCase()
        ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
        : 'abcdefghijklmnopqrstuvwxyz';
    return alphabet[(alphabet.indexOf(c) * 7 + i * 3 + 5) % alphabet.length] ?? c;
  });
  return value.slice(0, prefix) + body;
}

describe('documented public example credentials', () => {
  // Name, the documented value, and the length of its fixed prefix.
  const examples: [string, string, number][] = [
    ['STRIPE_SECRET_KEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 8],
    ['STRIPE_API_KEY', 'sk_test_BQokikJOvBiI2HlWgH4olfQ2', 8],
    [
      'AZURE_STORAGE_KEY',
      'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
      0,
    ],
    ['SLACK_BOT_TOKEN', 'xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy', 5],
    ['RECAPTCHA_SECRET_KEY', '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe', 0],
    ['MAILGUN_API_KEY', 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0', 4],
  ];

  it.each(examples)('%s = the documented example is no secret', (name, value) => {
    expect(detectSecrets(`${name}=${value}\n`)).toEqual([]);
    expect(detectSecrets(`const config = { key: "${value}" };\n`)).toEqual([]);
  });

  it.each(examples)('%s = a key of the same shape is still a secret', (name, value, prefix) => {
    const real = lookalike(value, prefix);
    expect(real).not.toBe(value);
    expect(detectSecrets(`${name}=${real}\n`).length, real).toBeGreaterThan(0);
  });
});

describe('keys that are public by design', () => {
  // Values written for this test, in each vendor's documented format.
  it.each([
    [
      "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJjbHgyZjRrN3gwMDFvMmtwN3p5d2Rxa3Q4In0.Qm9vS3Rr';",
    ],
    ["const pubnub = new PubNub({ subscribeKey: 'sub-c-5f1e7d3a-2b4c-4e8f-9a6b-1c3d5e7f9a2b' });"],
    ['const options = { key: "rzp_live_Kq7Zt2Xw9Lm4Pn", amount: 5000 };'],
    [
      "posthog.init('phc_Zq8Rt3Xk2Lm9Wn4Vb7Yc1Jd6Hf5Gs0Ae8Tp3Qx', { api_host: 'https://eu.posthog.com' });",
    ],
    [
      'const firebaseConfig = {\n  apiKey: "AIzaSyB7kq2Xz9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2A",\n  authDomain: "acme-shop.firebaseapp.com",\n};',
    ],
    ['"api_key": [\n  {\n    "current_key": "AIzaSyB7kq2Xz9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2A"\n  }\n]'],
    [
      "datadogRum.init({ clientToken: 'pube2bd81952eaadf2d762f177e80e0ce8c', site: 'datadoghq.eu' });",
    ],
    ['Purchases.configure(withAPIKey: "appl_DK5Iro5n8eBoBhAagGCe7wM3hrj")'],
    ["braintree.client.create({ authorization: 'production_2cpj9o0n_rxtm8jdd6lpragrt' });"],
    ["const gb = new GrowthBook({ clientKey: 'sdk-docG3AaSIzAHIrPi' });"],
    [
      'var _rollbarConfig = {\n  accessToken: "7c4e2a91b8d35f06e1a9c2b74d8f3e05",\n  captureUncaught: true,\n};',
    ],
    [
      "const supabase = createClient('https://gbsliqzd9hll5askp7yn.supabase.co', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imdic2xpcXpkOWhsbDVhc2twN3luIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAwMDAwMDAwMH0.Qm9vS3RrQ2x0ZXN0X3Rva2VuXzEyMzQ1Njc4OTA');",
    ],
    ["const pubnub = new PubNub({ publishKey: 'pub-c-8a2e4f6b-1c3d-4e5f-a7b9-0d2c4e6f8a1b' });"],
    ['let config = LDConfig(mobileKey: "mob-3c5e7a9b-2d4f-4a6c-8e1b-5f7a9c2e4d6b")'],
    ['MIDTRANS_CLIENT_KEY=SB-Mid-client-Xq7Zt2Kw9Lm4Pn8R\n'],
    ['sales-channel-access-key: SWSCQ7ZT2XW9LM4PN8RT3WV6YC\n'],
    [
      "registration_token = 'cYq7Zt2Xw9Lm4Pn8Rt3Wv6:APA91bHq7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2AbQ7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2AbQ7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2Ab-Q7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5'",
    ],
    ['NEXT_PUBLIC_PUSHER_KEY=8e4fc05a3065c5f83d41\n'],
    ["const pusher = new Pusher('8e4fc05a3065c5f83d41', { cluster: 'eu' });"],
    ["mixpanel.init('3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e', { track_pageview: true });"],
    ['MIXPANEL_PROJECT_TOKEN=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e\n'],
    ['Amplitude.instance().initialize(apiKey: "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e")'],
    ['NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e\n'],
    [
      '<div hidden id="snipcart" data-api-key="Q7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2Ab+Q7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0G"></div>',
    ],
  ])('%s is no secret', (text) => {
    expect(detectSecrets(text)).toEqual([]);
  });

  it.each([
    // The secrets of the same vendors, in the same shapes.
    ['PUSHER_APP_SECRET=8e4fc05a3065c5f83d41\n'],
    ['MIXPANEL_API_SECRET=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e\n'],
    ['AMPLITUDE_SECRET_KEY=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e\n'],
    ['ALGOLIA_ADMIN_API_KEY=3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e\n'],
    ['MIDTRANS_SERVER_KEY=Mid-server-Xq7Zt2Kw9Lm4Pn8Rt3Wv6Yc1\n'],
    [
      "FCM_SERVER_KEY='AAAAq7Zt2Xw:APA91bHq7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2AbQ7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2AbQ7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2Ab-Q7Zt2Xw9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2AbQ7Zt2Xw9Lm4Pn'\n",
    ],
  ])('%s is still reported', (text) => {
    expect(detectSecrets(text).length).toBeGreaterThan(0);
  });

  it('still reports the secret tokens of the same vendors, and a Google key outside Firebase', () => {
    const secret =
      'sk.eyJ1IjoiYWNtZSIsImEiOiJjbHgyZjRrN3gwMDFvMmtwN3p5d2Rxa3Q4In0.Qm9vS3RrQ2x0ZXN0X3Rva2VuXzEyMw';
    expect(detectSecrets(`MAPBOX_SECRET_TOKEN=${secret}\n`).length).toBeGreaterThan(0);
    expect(detectSecrets('RAZORPAY_KEY_SECRET=Kq7Zt2Xw9Lm4Pn8Rt3Wv6Yc1\n').length).toBeGreaterThan(
      0,
    );
    expect(
      detectSecrets('GOOGLE_MAPS_API_KEY=AIzaSyB7kq2Xz9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2A\n').length,
    ).toBeGreaterThan(0);
    const maps =
      'const loader = new Loader({ apiKey: "AIzaSyB7kq2Xz9Lm4Pn8Rt3Wv6Yc1Jd5Hf0Gs2A" });';
    expect(detectSecrets(maps).length).toBeGreaterThan(0);
    // Supabase's service_role key and LaunchDarkly's server SDK key are secrets.
    expect(
      detectSecrets(
        "SUPABASE_SERVICE_ROLE_KEY='eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imdic2xpcXpkOWhsbDVhc2twN3luIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTcwMDAwMDAwMCwiZXhwIjoyMDAwMDAwMDAwfQ.Qm9vS3RrQ2x0ZXN0X3Rva2VuXzEyMzQ1Njc4OTA'\n",
      ).length,
    ).toBeGreaterThan(0);
    expect(
      detectSecrets('LAUNCHDARKLY_SDK_KEY=sdk-8f3c2a1e-4b5d-4c6e-9f7a-2b3c4d5e6f70\n').length,
    ).toBeGreaterThan(0);
    // Rollbar's server and read tokens have its client tokens' shape.
    expect(
      detectSecrets(
        "const rollbar = new Rollbar({ accessToken: '7c4e2a91b8d35f06e1a9c2b74d8f3e05' });",
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe('values that name or point at something else', () => {
  it('does not read a digest named by its algorithm as a key', () => {
    const manifest =
      '{\n  "file": "assets/logo.svg",\n  "md5": "96d6f2e7e1f705ab5e59c84a6dc009b2"\n}';
    expect(detectSecrets(manifest)).toEqual([]);
  });

  it('does not read a reference to a secret store as the secret', () => {
    expect(
      detectSecrets(
        'api_key: "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/api-Xy12Zq"\n',
      ),
    ).toEqual([]);
    expect(detectSecrets('DB_PASSWORD=projects/acme/secrets/db-password/versions/3\n')).toEqual([]);
  });
});
