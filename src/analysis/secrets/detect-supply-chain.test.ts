import { describe } from 'vitest';
import {
  ALNUM,
  BASE64,
  HEX,
  LOWER,
  UPPER,
  check,
  random,
  uuid,
} from '../../../test/helpers/secret-recipes.js';

// Release and CI scripts of the supply chain, from the thirty-fifth blind secrets set (tuning):
// secrets a tool's login takes on its command line, app-specific passwords, a Cloud Storage
// HMAC access id, a SAS token outside a URL and a Django key that holds `$(` by chance; and
// what looks like a credential there and is not: references, an OpenPGP message, a public
// signing key named with its algorithm, addons.mozilla.org's JWT issuer.

describe('secrets on release and CI command lines', () => {
  const registry = `Ri9${random(ALNUM, 29)}`;
  const stdin = `${random(ALNUM, 40)}+${random(ALNUM, 11)}`;
  const crates = `cio${random(ALNUM, 32)}`;
  const snyk = uuid();
  const ngrok = `2${random(ALNUM, 26)}_${random(ALNUM, 20)}`;
  check([
    {
      name: 'a registry login with its password flag, and one fed through --password-stdin',
      text: [
        `docker login -u robot$ci -p ${registry} registry.acme.dev`,
        `echo "${stdin}" | docker login acme.azurecr.io -u acme --password-stdin`,
      ].join('\n'),
      expected: [
        ['cli-login-secret', registry],
        ['cli-login-secret', stdin],
      ],
    },
    {
      name: 'a token as the login command argument',
      text: [
        `cargo login ${crates}`,
        `$ snyk auth ${snyk}`,
        `ngrok config add-authtoken ${ngrok}`,
      ].join('\n'),
      expected: [
        ['cli-login-secret', crates],
        ['cli-login-secret', snyk],
        ['cli-login-secret', ngrok],
      ],
    },
    {
      name: 'references, key files and ports on the same command lines are no secrets',
      text: [
        'docker login -u "$REGISTRY_USER" -p "$REGISTRY_PASSWORD" registry.acme.dev',
        'echo "${{ secrets.GHCR_TOKEN }}" | docker login ghcr.io -u acme --password-stdin',
        'echo $CR_PAT | docker login ghcr.io -u acme --password-stdin',
        'az login --service-principal -u "$APP_ID" -p ./certs/sp.pem --tenant acme.onmicrosoft.com',
        'xcrun altool --upload-app -f App.ipa -u ci@acme.dev -p "@keychain:AC_PASSWORD"',
        'ssh -l login -p 2222 build.acme.dev',
        'cargo login --help',
      ].join('\n'),
      expected: [],
    },
  ]);
});

describe('credential shapes of release tooling', () => {
  const appPassword = `${random(LOWER, 4)}-${random(LOWER, 4)}-${random(LOWER, 4)}-${random(LOWER, 4)}`;
  const hmacId = `GOOG1E${random(UPPER + '0123456789', 55)}`;
  const sas = `${random(ALNUM, 30)}${random(BASE64, 12)}%3D`;
  const django = `l^zrp52g&x7q${random(LOWER, 6)})_!v--4e2lj1$(bg05${random(LOWER, 8)}^*j@s`;
  check([
    {
      name: 'an app-specific password under a password name',
      text: `apple_app_specific_password: "${appPassword}"\n`,
      expected: [['password', appPassword]],
    },
    {
      name: 'a Cloud Storage HMAC access id',
      text: `[Credentials]\ngs_access_key_id = ${hmacId}\n`,
      expected: [['gcs-hmac-access-id', hmacId]],
    },
    {
      name: "a SAS token in vcpkg's binary-source syntax, outside any URL",
      text: `VCPKG_BINARY_SOURCES="clear;x-azblob,https://cache.blob.core.windows.net/vcpkg,sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2026-06-30T00:00:00Z&spr=https&sig=${sas},readwrite"\n`,
      expected: [['signed-url', sas]],
    },
    {
      name: 'a Django key whose random characters hold `$(` with no closing parenthesis',
      text: `DJANGO_SECRET_KEY = "${django}"\n`,
      expected: [['generic-assignment', django]],
    },
    {
      name: 'an OpenPGP message, a public signing key and an AMO issuer are no secrets',
      text: [
        `{ "hostRules": [{ "matchHost": "npm.pkg.github.com", "encrypted": { "token": "wcFMA${random(BASE64, 300)}" } }] }`,
        '<key>SUPublicEDKey</key>',
        `<string>${random(BASE64, 43)}=</string>`,
        'npx web-ext sign --api-key=user:12345678:901 --api-secret="$WEB_EXT_API_SECRET"',
        `CACHE_CMD=$(printf '%s' "${random(HEX, 8)}")`,
      ].join('\n'),
      expected: [],
    },
  ]);
});
