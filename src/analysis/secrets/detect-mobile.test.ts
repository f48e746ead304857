import { describe } from 'vitest';
import { ALNUM, HEX, check, random } from '../../../test/helpers/secret-recipes.js';

// Mobile backends and game services from the thirty-third blind secrets set (tuning): SOPS
// ciphertext wherever it stands, an iOS app's Firebase plist, a Web Push VAPID public key, a
// Branch SDK key, an Expo push token, an AEAD's associated data, a Firebase installation id and
// a secret store's ARN quoted inside a Gradle string.

const B64 = `${ALNUM}+/`;
const B64URL = `${ALNUM}-_`;
const sops = (): string =>
  `ENC[AES256_GCM,data:${random(B64, 32)}=,iv:${random(B64, 43)}=,tag:${random(B64, 22)}==,type:str]`;

describe('what is no credential in a mobile or game repository', () => {
  check([
    {
      name: 'SOPS ciphertext in a Gradle string, a header and an Android resource',
      text: [
        `        buildConfigField "String", "MATCH_PASSWORD", "\\"${sops()}\\""`,
        `Authorization: Bearer ${sops()}`,
        `    <string name="firebase_app_check_debug_token" translatable="false">${sops()}</string>`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "an iOS app's GoogleService-Info.plist",
      text: [
        '<dict>',
        '  <key>API_KEY</key>',
        `  <string>AIza${random(B64URL, 35)}</string>`,
        '  <key>GCM_SENDER_ID</key>',
        '  <string>523992425597</string>',
        '  <key>GOOGLE_APP_ID</key>',
        `  <string>1:523992425597:ios:${random(HEX, 22)}</string>`,
        '</dict>',
      ].join('\n'),
      expected: [],
    },
    {
      name: 'a VAPID public key, a Branch key and an Expo push token',
      text: [
        `  vapidKey: 'B${random(B64URL, 86)}',`,
        `<meta-data android:name="io.branch.sdk.BranchKey" android:value="key_live_${random(ALNUM, 32)}" />`,
        `  "to": "ExponentPushToken[${random(B64URL, 22)}]",`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "a test vector's associated data, a Firebase installation id and a quoted ARN",
      text: [
        `  aad: '${random(HEX, 32)}',`,
        `2025-06-27T07:27:28Z D/FirebaseInstallations: fid=${random(ALNUM, 22)} authToken refreshed`,
        `        buildConfigField "String", "PERCY_TOKEN", "\\"arn:aws:secretsmanager:us-east-1:956524383942:secret:prod/percy-token-4E9Zi2\\""`,
      ].join('\n'),
      expected: [],
    },
  ]);
  const googleKey = `AIza${random(B64URL, 35)}`;
  const vapidPrivate = random(B64URL, 43);
  const token = random(ALNUM, 40);
  check([
    {
      name: 'a Google key without a Firebase config, a VAPID private key and a plain bearer token',
      text: [
        `GOOGLE_MAPS_SERVER_KEY=${googleKey}`,
        `VAPID_PRIVATE_KEY=${vapidPrivate}`,
        `Authorization: Bearer ${token}`,
      ].join('\n'),
      expected: [
        ['gcp-api-key', googleKey],
        ['generic-assignment', vapidPrivate],
        ['authorization-header', token],
      ],
    },
  ]);
});
