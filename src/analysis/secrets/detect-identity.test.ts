import { describe } from 'vitest';
import {
  ALNUM,
  BASE64,
  DIGITS,
  HEX,
  UPPER,
  check,
  random,
  uuid,
} from '../../../test/helpers/secret-recipes.js';

// Identity and access configs, from the thirty-seventh blind secrets set (tuning): a JSON Web
// Key's private members, Duo's secret key, Vault's AppRole secret id, a password shaped like an
// address, a random token that holds `tBd` by chance; and what looks like a credential there
// and is not: Key Vault references, digests of tokens, a CI log's cache key, Vault accessors,
// Okta object ids, an image in a ConfigMap and RFC examples.

const B64URL = `${ALNUM}-_`;

describe('identity credentials without a credential word or in an odd shape', () => {
  const d = random(B64URL, 43);
  const p = random(B64URL, 86);
  const skey = random(ALNUM, 40);
  const secretId = uuid();
  const password = `IDlj7@xdP.O-${random(ALNUM, 5)}`;
  const lucky = `nmHJDjM1tBd4XTgZ${random(ALNUM, 24)}`;
  check([
    {
      name: "a JSON Web Key's private members",
      text: `{"keys":[{"kty":"RSA","kid":"signing-1","n":"${random(B64URL, 86)}","e":"AQAB","d":"${d}","p":"${p}"}]}\n`,
      expected: [
        ['jwk-private-key', d],
        ['jwk-private-key', p],
      ],
    },
    {
      name: 'a public JSON Web Key set is no secret',
      text: `{"keys":[{"kty":"EC","crv":"P-256","kid":"k1","x":"${random(B64URL, 43)}","y":"${random(B64URL, 43)}"}]}\n`,
      expected: [],
    },
    {
      name: "Duo's secret key and Vault's AppRole secret id",
      text: `[radius_server_auto]\nikey=DI${random(UPPER + DIGITS, 18)}\nskey=${skey}\n\nexport VAULT_SECRET_ID="${secretId}"\n`,
      expected: [
        ['generic-assignment', skey],
        ['generic-assignment', secretId],
      ],
    },
    {
      name: 'a password with an @ and a dot is not an address unless its domain ends in letters',
      text: `service_account_password=${password}\nnotify_email=ops@stark.local\n`,
      expected: [['password', password]],
    },
    {
      name: 'a random secret that holds `tBd` between digits is no stand-in',
      text: `  AUTH0_CLIENT_SECRET: ${lucky}\n  NOTES: TBD\n  API_TOKEN: TODO\n`,
      expected: [['generic-assignment', lucky]],
    },
  ]);
});

describe('references, digests and ids of identity systems', () => {
  check([
    {
      name: 'a Key Vault reference and a column of token digests',
      text: [
        `{ "name": "AzureAd__ClientSecret", "value": "@Microsoft.KeyVault(SecretUri=https://kv-a.vault.azure.net/secrets/graph/${random(HEX, 32)})" }`,
        `INSERT INTO api_tokens (id, user_id, token_sha256) VALUES ('${uuid()}', 42, '${random(HEX, 64)}');`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "a CI log's cache key and a Vault token's accessor",
      text: [
        `Cache key: npm-${random(HEX, 64)}`,
        `$ vault token lookup -accessor ${random(ALNUM, 24)}`,
      ].join('\n'),
      expected: [],
    },
    {
      name: 'Okta group ids, a PNG in a ConfigMap and a PKCE verifier',
      text: [
        `"groups": [{ "value": "00g${random(ALNUM, 17)}", "display": "Engineering" }]`,
        `binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAA${random(BASE64, 120)}`,
        `const verifier = '${random(B64URL, 43)}';`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "RFC 7519's example JWT",
      text: 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk\n',
      expected: [],
    },
  ]);
});
