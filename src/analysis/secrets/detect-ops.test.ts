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

// Operations text from the seventh blind secrets set (tuning): directive lines that separate a
// name from its value with spaces, webhooks of self-hosted chat, a URL in a declared constant;
// and what looks like a credential there and is not: an ssh key's fingerprint, a SealedSecret's
// ciphertext, a WireGuard peer's public key, a log's `[FILTERED]`.

describe('credentials in operations text', () => {
  const token = random(HEX, 40);
  const header = uuid();
  const passwd = `7rqVq${random(ALNUM, 12)}-!u`;
  const vaultSecret = random(HEX, 32);
  const mattermost = `${random(LOWER, 12)}3${random(LOWER, 13)}`;
  const query = `rnd_${random(ALNUM, 32)}`;
  const german = `Xk9${random(ALNUM, 9)}!`;
  check([
    {
      name: 'Apache SetEnv, nginx proxy_set_header, fluent-bit and a Vault table',
      text: [
        `    SetEnv GITEA_TOKEN ${token}`,
        '    SetEnv APP_ENV production',
        `    proxy_set_header X-Api-Key "${header}";`,
        '    proxy_set_header Host $host;',
        `    HTTP_Passwd ${passwd}`,
        'Key              Value',
        `client_secret    ${vaultSecret}`,
      ].join('\n'),
      expected: [
        ['generic-assignment', token],
        ['generic-assignment', header],
        ['password', passwd],
        ['generic-assignment', vaultSecret],
      ],
    },
    {
      name: 'prose with a credential noun is no directive line',
      text: 'The token expired yesterday.\nUse the password reset link.\nToken rotation\n',
      expected: [],
    },
    {
      name: 'a self-hosted chat webhook',
      text: `webhook_url = "https://chat.acme.io/hooks/${mattermost}"\nsee https://docs.mattermost.com/hooks/incoming-webhooks-overview\n`,
      expected: [['webhook-url', `https://chat.acme.io/hooks/${mattermost}`]],
    },
    {
      name: 'a query-string key inside a declared URL constant',
      text: `const ENDPOINT = 'https://api.render.com/v1/billing?key=${query}&format=json';\n`,
      expected: [['generic-assignment', query]],
    },
    {
      name: 'a German password name',
      text: `export DB_PASSWORT='${german}'\n`,
      expected: [['password', german]],
    },
    {
      name: 'fingerprints, sealed ciphertext, public keys and masks are no secrets',
      text: [
        `ED25519 key fingerprint is SHA256:${random(BASE64, 43)}.`,
        'kind: SealedSecret',
        'spec:',
        '  encryptedData:',
        `    password: AgB${random(BASE64, 400)}`,
        `peer: ${random(BASE64, 43)}=`,
        'Parameters: {"user"=>{"password"=>"[FILTERED]", "api_token"=>"[FILTERED]"}}',
      ].join('\n'),
      expected: [],
    },
  ]);

  const sk = random(ALNUM, 40);
  const duck = random(HEX, 64);
  const octopus = `API-${random(UPPER, 13)}7${random(UPPER, 13)}`;
  check([
    {
      name: "an AK/SK pair's secret half, DuckDB's CREATE SECRET and a 27-character Octopus key",
      text: [
        `HUAWEICLOUD_SK: ${sk}`,
        "CREATE SECRET s3_raw (TYPE S3, KEY_ID 'AKID0042', ",
        `    SECRET '${duck}',`,
        "    REGION 'eu-west-1');",
        `OCTOPUS_API_KEY=${octopus}`,
      ].join('\n'),
      expected: [
        ['generic-assignment', sk],
        ['generic-assignment', duck],
        ['octopus-key', octopus],
      ],
    },
    {
      name: 'an embedding or an image in base64 is data',
      text: `{"embedding_b64": "${random(BASE64, 120)}=", "thumbnail": "${random(BASE64, 80)}"}\n`,
      expected: [],
    },
  ]);

  const storepass = `kaT8${random(ALNUM, 8)}`;
  const keypass = `vq9I${random(ALNUM, 8)}`;
  const dotted = `axV83Z5DN.${random(UPPER, 2)}8e`;
  const netKey = `cu_${random(HEX, 32)}`;
  const authtok = `sll9${random(ALNUM, 18)}`;
  const lower = 'rjwntrqewdsxkdyqgadksozxruimafme';
  check([
    {
      name: 'enterprise configs: keytool flags, a .properties password, .NET Section:Key, sssd',
      text: [
        `keytool -importkeystore -storepass ${storepass} -keypass ${keypass} \\`,
        `spring.datasource.password=${dotted}`,
        `    <add key="Checkly:ApiKey" value="${netKey}" />`,
        `ldap_default_authtok = ${authtok}`,
        `    "shipping_token": '${lower}',`,
      ].join('\n'),
      expected: [
        ['password', storepass],
        ['password', keypass],
        ['password', dotted],
        ['generic-assignment', netKey],
        ['generic-assignment', authtok],
        ['generic-assignment', lower],
      ],
    },
    {
      name: 'a member chain, a long lower-case word run and a JWKS key id are no secrets',
      text: [
        'spring.datasource.password=config.db2.password',
        "    shipping_token: 'thequickbrownfoxjumpsoverthelazydog'",
        `      "kid": "${random(ALNUM, 43)}",`,
        `<meta name="google-site-verification" content="${random(ALNUM, 43)}" />`,
      ].join('\n'),
      expected: [],
    },
  ]);
});
