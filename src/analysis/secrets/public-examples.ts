import { Buffer } from 'node:buffer';
import { JWT_IO_EXAMPLE_PAYLOAD } from './token-rules.js';
import type { Candidate } from './types.js';

/**
 * Credentials that vendors publish in their own documentation for everyone to copy: they
 * authenticate nothing secret (Stripe's shared test-mode keys, the Azure Storage emulator's
 * fixed account key, the example tokens of Slack's and Mailgun's API docs, the payload of
 * jwt.io's example token, whatever rule found it). A repository that quotes them in docs or
 * tests holds no secret. AWS's examples end in `EXAMPLE`: recognized by shape in token-rules.ts.
 * Written from the vendors' documentation, not from any dataset.
 */
const PUBLIC_EXAMPLE_VALUES: readonly string[] = [
  // Stripe API reference: the shared test-mode secret keys of its docs' sample account
  // (publishable keys are public by design and never reported).
  'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  'sk_test_BQokikJOvBiI2HlWgH4olfQ2',
  // Azure Storage emulator and Azurite: the well-known key of the `devstoreaccount1` account.
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
  // Slack API docs: the example bot token, and the signing secret of "Verifying requests from
  // Slack".
  'xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy',
  '8f742231b10e8888abcd99yyyzzz85a5',
  // Mailgun API docs: the example private key.
  'key-3ax6xnjp29jd6fds4gc373sgvjxteol0',
  // Test keys that captcha vendors document for automated tests (they always pass):
  // Google reCAPTCHA v2's site and secret key, Cloudflare Turnstile's secret keys.
  '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
  '1x0000000000000000000000000000000AA',
  '2x0000000000000000000000000000000AA',
  '3x0000000000000000000000000000000AA',
  // Hardhat's and Anvil's local development accounts: every install prints the same keys,
  // derived from the documented mnemonic below, and their docs warn they are public.
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  'test test test test test test test test test test test junk',
  // Telegram Bot API docs: the example bot token of "Authorizing your bot".
  '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11',
  // RFC 7515 A.1 and RFC 7519 3.1: the example JWT's payload ({"iss":"joe",…}), whose HMAC key
  // the RFC publishes; RFC 7636 Appendix B's example PKCE code verifier.
  'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ',
  'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  // jwt.io's example token ({"sub":"1234567890","name":"John Doe",...}), in a header or prose.
  JWT_IO_EXAMPLE_PAYLOAD,
];

/**
 * Keys that their vendors issue to be shipped in web pages and apps, and document as public:
 * a publishable key (`pk_live_`, `pk_test_`: Stripe, Clerk), a Mapbox public token (`pk.`; its
 * secret tokens are `sk.`), a PubNub subscribe key (`sub-c-`; the publish and secret keys are
 * other values), a Razorpay key id (`rzp_live_` + 14 characters; its secret is a separate
 * value), a PostHog project key (`phc_`), a Datadog RUM client token (`pub` + 32 hex; API and
 * application keys have no prefix), RevenueCat's app-store SDK keys (`appl_`, `goog_`, `amzn_`;
 * its secret keys are `sk_`), a Braintree tokenization key (`production_`/`sandbox_` + 8 + 16;
 * the private key is a separate value), a GrowthBook SDK client key (`sdk-` + 16 characters;
 * LaunchDarkly's secret server keys are `sdk-` + a UUID), a Square application id (`sq0idp-`,
 * which the Web Payments SDK takes in the page; its access tokens are `sq0atp-`/`EAAA` and its
 * secret `sq0csp-`), a Branch SDK key (`key_live_`/`key_test_` + 32, which Branch's Android
 * manifest and iOS plist carry; its secret is a separate value), a PubNub publish key (`pub-c-`,
 * which PubNub's client SDKs take beside the subscribe key; its secret key is a separate
 * value), a LaunchDarkly mobile key (`mob-` + a UUID: "mobile keys do not need to be kept
 * secret"; its server SDK keys are `sdk-` + a UUID), a Midtrans client key (`Mid-client-`,
 * `SB-Mid-client-` in its sandbox, for Snap.js in the page; its server keys are `Mid-server-`),
 * a Shopware sales-channel access key (`SWSC` + 20-30 upper-case letters and digits, the Store
 * API's `sw-access-key` that headless storefronts send from the browser; integration keys are
 * `SWIA` with a separate secret), and a Firebase Cloud Messaging registration token (a
 * 22-character instance id, `:APA91b`, then the token: a device's address to send pushes to;
 * FCM's legacy server keys have an 11-character `AAAA…` id before `:APA91b`). Written from the
 * vendors' documentation. (Flutterwave's `FLWPUBK-` public keys are left reported: gitleaks
 * has a rule for them, and `secrets-dev.jsonl` labels two such values secrets.)
 */
const PUBLIC_BY_DESIGN =
  /^(?:pk_(?:live|test)_|pk\.eyJ|(?:sub|pub)-c-[0-9a-f]{8}-|rzp_(?:live|test)_[A-Za-z0-9]{14}$|phc_|pub[0-9a-f]{32}$|(?:appl|goog|amzn)_[A-Za-z0-9]{20,40}$|(?:production|sandbox)_[a-z0-9]{8}_[a-z0-9]{16}$|sdk-[A-Za-z0-9]{16}$|sq0idp-|key_(?:live|test)_[A-Za-z0-9]{32}$|mob-[0-9a-f]{8}-[0-9a-f]{4}-|(?:SB-)?Mid-client-|SWSC[A-Z0-9]{20,30}$|[\w-]{22}:APA91b[\w-]{100,}$)/;

/**
 * A Supabase anon key: a JWT whose payload says `"role":"anon"`, which Supabase issues for the
 * browser (row-level security guards the data). Its `service_role` key is a secret.
 */
function isSupabaseAnonKey(value: string): boolean {
  const parts = value.split('.');
  if (parts.length !== 3 || !value.startsWith('eyJ')) {
    return false;
  }
  const payload = Buffer.from(parts[1] ?? '', 'base64url').toString('utf8');
  return /"role"\s*:\s*"anon"/.test(payload) && /supabase/.test(payload);
}

/**
 * Keys public by design only in a given setting: the value's shape, and words of that setting
 * within `window` characters of it (the config object or snippet the vendor documents).
 */
interface PublicInContext {
  readonly value: RegExp;
  readonly context: RegExp;
  readonly window: number;
}

const PUBLIC_IN_CONTEXT: readonly PublicInContext[] = [
  // A Firebase app's config (a web config, google-services.json, an iOS app's
  // GoogleService-Info.plist with its GCM_SENDER_ID and GOOGLE_APP_ID): its `apiKey` identifies
  // the project to Google and ships in every page and app build; Firebase documents it as no
  // secret (its security rules and App Check guard the data). Five of six blind writers
  // labelled it public; secret scanners differ (SonarSource skips google-services.json, GitHub
  // reports the key). A Google key elsewhere is still reported.
  {
    value: /^AIza[\w-]{35}$/,
    context:
      /firebaseapp\.com|firebaseConfig|messaging_?sender_?id|firebase\.initializeApp|"current_key"|firebase_url|storageBucket"?\s*[:=]\s*["'][\w.-]+\.appspot\.com|GCM_SENDER_ID|GOOGLE_APP_ID/i,
    window: 400,
  },
  // Rollbar's browser snippet (`_rollbarConfig`) takes a `post_client_item` access token,
  // which Rollbar documents as safe to ship in client code (it can only report errors). Its
  // server and read tokens have the same 32-hex shape, so only that snippet or that scope's
  // name next to the value makes it public.
  { value: /^[0-9a-f]{32}$/, context: /_rollbarConfig|post_client_item/, window: 300 },
  // A GPG key's id or fingerprint as git's `user.signingkey` (or a `gpg` setting) names it:
  // which public key signs, not the private key.
  {
    value: /^(?:0x)?(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/,
    context: /signingkey|gpg/i,
    window: 40,
  },
  // An Adyen client key (`test_`/`live_` + 32), which Adyen's Web Drop-in takes in the page;
  // its API keys are long base64 values.
  { value: /^(?:test|live)_[A-Z0-9]{32}$/, context: /clientKey|client_key|adyen/i, window: 60 },
  // A Web Push VAPID public key (65 bytes of an uncompressed P-256 point in base64url, so 87
  // characters from `B`), which the page hands to `pushManager.subscribe` as its
  // `applicationServerKey` and Firebase's `getToken` as `vapidKey`; the private half is 43
  // characters and is named so.
  {
    value: /^B[A-Za-z0-9_-]{86}$/,
    context: /vapid_?(?:public_?)?key|applicationServerKey|VAPID_PUBLIC/i,
    window: 60,
  },
  // A Bitcoin address (base58 from 1 or 3, bech32 from bc1), public like an Ethereum one; a
  // wallet's private key in WIF starts with 5, K or L.
  {
    value: /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$/,
    context: /\bBTC\b|bitcoin|address/i,
    window: 60,
  },
  // An Ethereum address (`0x` + 20 bytes: a wallet or a contract, public by nature) in a
  // deployment file or a token list. hCaptcha's secret keys have the same shape, so only the
  // words of such a file make it an address.
  {
    value: /^0x[0-9a-fA-F]{40}$/,
    context: /contracts?\b|address|chainId|chain_id|deployments?\b/i,
    window: 300,
  },
];

function isPublicInContext(text: string, candidate: Candidate, value: string): boolean {
  return PUBLIC_IN_CONTEXT.some(
    ({ value: shape, context, window }) =>
      shape.test(value) &&
      context.test(text.slice(Math.max(0, candidate.start - window), candidate.end + window)),
  );
}

// A public key in base64 DER (SubjectPublicKeyInfo), by the encoded start of its algorithm
// identifier: EC (P-256, P-384: `MFkwEwYHKoZIzj0CAQ`, `MHYwEAYHKoZIzj0CAQ`), RSA
// (`MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A` and its other sizes: the key is a BIT STRING, `AAOC`,
// where a PKCS#8 private key has an OCTET STRING, `AASC`), Ed25519 and X25519 (`MCowBQYDK2V`;
// a private one starts `MC4C`). A webhook's verification key (SendGrid's signed event webhook).
const PUBLIC_KEY_DER =
  /^(?:M[FH][kY]wE[wA]YHKoZIzj0CAQ|MI[IG][A-Za-z0-9+/]{1,4}ANBgkqhkiG9w0BAQEFAAOC|MCowBQYDK2V)/;

/**
 * Values public by what stands right before them (within `window` characters), whatever or
 * whichever shape (`value`) they have:
 * - an Expo push token names a device to send notifications to (`ExponentPushToken[…]`): an
 *   address, not a credential; Expo's access tokens are other values;
 * - a CircleCI status badge's `circle-token`, right after the badge image's query: a token of
 *   the Status scope, which CircleCI issues to be embedded in a README (it shows whether the
 *   build passes, nothing else). The same token in an API call stays reported.
 *
 * And keys public by design whose shape is shared with their vendor's secrets, so only the name
 * or the call right before the value tells them apart. Written from the vendors' documentation:
 * - a Pusher app key (20 hex characters; the app secret has the same shape), which
 *   `new Pusher(key, …)` takes in the page;
 * - a Mixpanel project token (32 hex), which every client sends with its events ("not
 *   intended to be secret"; the API secret has the same shape);
 * - an Amplitude API key handed to its browser or mobile SDK's `init` (the secret key has the
 *   same shape; an `AMPLITUDE_KEY` elsewhere stays reported, since it may be either);
 * - an Algolia search-only key (32 hex), named as a search key: Algolia's front-end libraries
 *   take it in the page (the admin key has the same shape);
 * - a Snipcart public API key in its documented `<div id="snipcart" data-api-key=…>`.
 */
const PUBLIC_BY_WHAT_PRECEDES: readonly {
  readonly value?: RegExp;
  readonly before: RegExp;
  readonly window: number;
}[] = [
  { before: /Expo(?:nent)?PushToken\[[\w-]*$/, window: 60 },
  { before: /\.(?:svg|png)\?[^\s"')]*circle-token=$/, window: 120 },
  {
    value: /^[0-9a-f]{20}$/,
    before:
      /(?:pusher[_.-]?(?:app[_.-]?)?key["']?\s*[:=]\s*["']?|new\s+Pusher\(\s*["']|\[pusher\][^[]{0,80}?\bapp_key\s*=\s*["']?)$/i,
    window: 120,
  },
  {
    value: /^[0-9a-f]{32}$/,
    before:
      /(?:mixpanel[\w.]*\.init(?:ialize)?\(\s*(?:token:\s*)?["']|mixpanel[_.-]?(?:project[_.-]?)?token["']?\s*[:=]\s*["']?|amplitude[\w.()]*\.init(?:ialize)?\(\s*(?:api_?key:\s*)?["']|algolia[_.-]?search[_.-]?(?:only[_.-]?)?(?:api[_.-]?)?key["']?\s*[:=]\s*["']?)$/i,
    window: 120,
  },
  {
    value: /^[A-Za-z0-9+/]{40,}$/,
    before: /\bid=["']snipcart["'][^<>]{0,60}data-api-key=["']$/,
    window: 120,
  },
  // A LiveKit API key (`API` and 12 characters): the key's id, which its tokens carry in the
  // clear; its secret is a separate value of 32 or more.
  {
    value: /^API[A-Za-z0-9]{12}$/,
    before: /livekit[\w.-]*?[_.-]?api[_.-]?key["']?\s*[:=]\s*["']?$/i,
    window: 80,
  },
  // An FCM registration token read from its `:` on (see PUBLIC_BY_DESIGN).
  { value: /^APA91b[\w-]{100,}$/, before: /(?:^|[^\w-])[\w-]{22}:$/, window: 120 },
];

function isPublicByWhatPrecedes(text: string, candidate: Candidate, value: string): boolean {
  return PUBLIC_BY_WHAT_PRECEDES.some(
    (entry) =>
      (entry.value === undefined || entry.value.test(value)) &&
      entry.before.test(text.slice(Math.max(0, candidate.start - entry.window), candidate.start)),
  );
}

/** Issued to ship in pages and apps, by its format, its payload or the config around it. */
function isPublicByDesign(text: string, candidate: Candidate, value: string): boolean {
  return (
    isPublicByWhatPrecedes(text, candidate, value) ||
    PUBLIC_BY_DESIGN.test(value) ||
    PUBLIC_KEY_DER.test(value) ||
    isSupabaseAnonKey(value) ||
    isPublicInContext(text, candidate, value)
  );
}

// A digest written after its algorithm: `SHA256:<base64>` (an ssh key's fingerprint),
// `sha512-<base64>` (SRI), `MD5:`, go.sum's `h1:`; before the value or as its start (Zenodo's
// `"checksum": "md5:06be…"`).
const DIGEST_BEFORE = /(?:sha-?(?:1|224|256|384|512)|md5|blake2[bs]?|h1)[:-]$/i;
const DIGEST_VALUE = /^(?:sha-?(?:1|224|256|384|512)|md5|blake2[bs]?)[:-][\w+/=-]{16,}$/i;
// A Bitnami SealedSecret's `encryptedData`: encrypted to the cluster's key, safe to commit by
// design. Its values are long base64 starting `Ag` (the format's version byte).
const SEALED_VALUE = /^Ag[A-Za-z0-9+/]{100,}={0,2}$/;
const SEALED_CONTEXT = /\bkind:\s*SealedSecret\b|\bencryptedData:/;
const SEALED_LOOK_BACK = 4_000;
// Pulumi's stack config: `secure: v1:<nonce>:<ciphertext>` (a value encrypted with the stack's
// key, safe to commit by design) and `encryptionsalt: v1:<salt>:v1:<nonce>:<check>`; Travis
// CI's `secure: "<ciphertext>"` too (encrypted to the repository's public key).
const CIPHERTEXT_BEFORE = /\b(?:secure|encryptionsalt):[ \t]*["']?(?:v1:[A-Za-z0-9+/=]*:)*$/;
// A value SOPS encrypted (`ENC[AES256_GCM,data:…,iv:…,tag:…,type:str]`), whatever wraps it (a
// Gradle `buildConfigField`'s escaped quotes, an `Authorization: Bearer` line): ciphertext to the
// project's keys, committed by design.
const SOPS_VALUE = 'ENC[AES256_GCM,';
const SOPS_BEFORE = /ENC\[AES256_GCM,[^\]\s]*$/;
// An OpenPGP message in base64 (Renovate's `encrypted` host rules, a `gpg --encrypt | base64`
// in CI config): ciphertext to someone's public key, by the first packet's header, a session
// key encrypted to an RSA (`hQEMA`, `hQIMA`, `wcBMA`, `wcFMA`) or ECDH (`hF4DA`, `wV4DA`) key.
const PGP_MESSAGE = /^(?:hQ[EI]MA|wc[BF]MA|hF4DA|wV4DA)[A-Za-z0-9+/]{80,}={0,2}$/;

/** A digest after its algorithm's name, or a sealed, SOPS or Pulumi ciphertext: no secret to redact. */
function isDigestOrCiphertext(text: string, candidate: Candidate, value: string): boolean {
  if (candidate.specific) {
    return false;
  }
  if (
    DIGEST_BEFORE.test(text.slice(Math.max(0, candidate.start - 8), candidate.start)) ||
    DIGEST_VALUE.test(value) ||
    CIPHERTEXT_BEFORE.test(text.slice(Math.max(0, candidate.start - 80), candidate.start)) ||
    value.includes(SOPS_VALUE) ||
    PGP_MESSAGE.test(value) ||
    SOPS_BEFORE.test(text.slice(Math.max(0, candidate.start - 200), candidate.start))
  ) {
    return true;
  }
  return (
    SEALED_VALUE.test(value) &&
    SEALED_CONTEXT.test(
      text.slice(Math.max(0, candidate.start - SEALED_LOOK_BACK), candidate.start),
    )
  );
}

/**
 * Drops the candidates whose text is, or contains, a documented public example value, those
 * that are public by design, and digests and sealed ciphertexts that a context rule took for a
 * credential.
 */
export function withoutPublicExamples(text: string, candidates: readonly Candidate[]): Candidate[] {
  return candidates.filter((candidate) => {
    const value = text.slice(candidate.start, candidate.end);
    return (
      !PUBLIC_EXAMPLE_VALUES.some((example) => value.includes(example)) &&
      !isPublicByDesign(text, candidate, value) &&
      !isDigestOrCiphertext(text, candidate, value)
    );
  });
}
