// Whether an assignment's name says its value is a credential. The name is split into words
// (`DB_PASSWORD`, `apiKey`, `x-api-key`, `adafruit.api.token`, `APIKEY`) and judged by them:
// a secret word, not followed by a word that makes it metadata (`token_url`, `password_length`,
// `api_key_id`) and not preceded by one that makes it something else (`public_key`,
// `primary_key`, `next_page_token`, `show_password`).

/** How a value is judged: passwords are short and human; other secrets must look random. */
export type KeyKind = 'password' | 'secret' | 'authorization';

const PASSWORD_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'passcode',
  // M-Pesa's Lipa na M-Pesa `passkey`.
  'passkey',
  'pw',
  'pword',
  // Other languages' words that the keyword scan already meets (they contain `pass`): German
  // and Norwegian `passwort`/`passord`, French `mot_de_passe`.
  'passwort',
  'passord',
  'passe',
]);
// Strong words name a credential wherever they stand (`secret_value`, `token_b64`) unless a
// metadata word follows; weak words only when they end the name (`api_key`, not `key_value`,
// `auth_state`, `password_request`).
const STRONG_SECRET_WORDS = new Set(['secret', 'secrets', 'token', 'credential', 'credentials']);
const WEAK_SECRET_WORDS = new Set([
  'key',
  'apikey',
  'auth',
  'oauth',
  'creds',
  'cred',
  'pat',
  // `MAILJET_PRIVATE`, `bearer=...`: only as the last word (`private_network`, `bearer_format` are not).
  'private',
  'bearer',
  // The secret half of an AK/SK pair (`HUAWEICLOUD_SK`, `fs.obs.sk`), only as the last word.
  'sk',
  // sssd's `ldap_default_authtok`: the bind password.
  'authtok',
  // Duo's secret key (`skey=` in authproxy.cfg; its integration key is `ikey`).
  'skey',
  // A pre-shared key: wpa_supplicant's `psk`, `--device-psk`.
  'psk',
  // "Key" in other languages' names (`api_clave`, `AppChiave`, `API_CLE`, `DUO_AVAIN`,
  // `JumpcloudSchluessel`): Spanish, Italian, French, Portuguese, Polish, Indonesian, Finnish,
  // Turkish, Dutch and German.
  'clave',
  'chiave',
  'cle',
  'chave',
  'klucz',
  'kunci',
  'avain',
  'anahtar',
  'sleutel',
  'schluessel',
  'schlussel',
]);

// Compound words written in one case (`APIKEY`, `accesstoken`, `dbpassword`): a qualifier the
// credential vocabulary uses, then a secret word.
// (`storepass`, `keypass`: keytool's and a Java keystore's passwords.)
const COMPOUND =
  /^(?:api|access|secret|private|priv|auth|client|app|master|admin|account|signing|sign|encryption|enc|session|service|license|consumer|bot|user|db|database|mysql|postgres|pg|redis|mongo|root|smtp|mail|ftp|ldap|sa|webhook|refresh|bearer|oauth|personal|deploy|npm|registry|github|gitlab|slack|stripe|aws|gcp|azure|cloud|jwt|hmac|shared|storage|sas|id|write|read|store|keystore|truststore|key|srcstore|deststore)(key|token|secret|password|passwd|pwd|pass|auth|creds?)$/;

// Words after the secret word that make the name describe the credential instead of holding it.
const METADATA_AFTER = new Set([
  'id',
  'ids',
  'identifier',
  'name',
  'names',
  'length',
  'len',
  'size',
  'type',
  'types',
  'kind',
  'url',
  'urls',
  'uri',
  'endpoint',
  'path',
  'paths',
  'file',
  'filename',
  'dir',
  'count',
  'index',
  'idx',
  'prefix',
  'suffix',
  'header',
  'field',
  'fields',
  'env',
  'var',
  'variable',
  'ref',
  'regex',
  'pattern',
  'policy',
  'mode',
  'enabled',
  'required',
  'min',
  'max',
  'ttl',
  'timeout',
  'expiry',
  'expires',
  'expiration',
  'expire',
  'expired',
  'format',
  'version',
  'hint',
  'label',
  'placeholder',
  'description',
  'title',
  'message',
  'error',
  'status',
  'hash',
  'hashed',
  'digest',
  // A digest of the credential (`token_sha256`), or Vault's token accessor (a reference that
  // can look a token up or revoke it, and cannot act as it).
  'sha',
  'md',
  'checksum',
  'fingerprint',
  'accessor',
  'provider',
  'manager',
  'service',
  'handler',
  'class',
  'callback',
  'event',
  'column',
  'table',
  'list',
  'map',
  'param',
  'params',
  'option',
  'options',
  'attribute',
  'algorithm',
  'alg',
  'source',
  'location',
  'schema',
  'strategy',
  'scope',
  'scopes',
  'audience',
  'issuer',
  'usage',
  'used',
  'limit',
  'rotation',
  'validator',
  'validation',
  'strength',
  'rules',
  'generator',
  'input',
  'form',
  'reset',
  'storage',
  'store',
  'lifetime',
  'age',
  'pair',
  'code',
  'press',
  'down',
  'up',
  'board',
  'word',
  'words',
  'stroke',
  'frame',
  'frames',
]);

// Words before the secret word that make it something other than a credential.
const OTHER_BEFORE = new Set([
  'public',
  'pub',
  'publishable',
  'primary',
  'foreign',
  'sort',
  'partition',
  'cache',
  'hash',
  'row',
  'range',
  'unique',
  'composite',
  'idempotency',
  'dedup',
  'lookup',
  'next',
  'page',
  'continuation',
  'cursor',
  'pagination',
  'sync',
  'cancellation',
  'csrf',
  'xsrf',
  // Wrapped by another key (a LoRaWAN server's `encrypted_key` under its KEK label, Jenkins'
  // `encrypted_password`): of no use without the key that opens it.
  'encrypted',
  'max',
  'min',
  'num',
  'total',
  'is',
  'has',
  'use',
  'enable',
  'show',
  'hide',
  'toggle',
  'get',
  'set',
  'fetch',
  'load',
  'validate',
  'verify',
  'check',
  'forgot',
  'generate',
  'create',
  'parse',
  'encode',
  'decode',
  'hot',
  'map',
  'group',
  'object',
  'react',
  'input',
  'jwks',
]);

const WORD_BOUNDARIES = /[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

/** Lower-case words of a name, with trailing digits dropped (`token1` -> `token`). */
export function splitKeyWords(name: string): string[] {
  return name
    .split(WORD_BOUNDARIES)
    .map((word) => word.toLowerCase().replace(/\d+$/, ''))
    .filter((word) => word.length > 0);
}

interface SecretWord {
  readonly kind: KeyKind;
  /** A weak word names a credential only as the last word of the name. */
  readonly weak: boolean;
}

function secretWordOf(word: string): SecretWord | null {
  if (PASSWORD_WORDS.has(word)) {
    // `PasswordMgr`, `password_request`, `PasswordField`: a password followed by a word is a
    // thing about passwords, not one.
    return { kind: 'password', weak: true };
  }
  if (word === 'authorization' || word === 'authentication') {
    return { kind: 'authorization', weak: true };
  }
  if (STRONG_SECRET_WORDS.has(word)) {
    return { kind: 'secret', weak: false };
  }
  if (WEAK_SECRET_WORDS.has(word)) {
    return { kind: 'secret', weak: true };
  }
  const compound = COMPOUND.exec(word);
  if (compound !== null) {
    return { kind: PASSWORD_WORDS.has(compound[1] ?? '') ? 'password' : 'secret', weak: false };
  }
  return null;
}

// Keys their vendors issue to be shipped in pages, by the word before `key`: a captcha's site
// key (reCAPTCHA, hCaptcha, Turnstile), an Application Insights instrumentation key and a chat
// or help-desk widget's key (Zendesk's Web Widget), which their vendors document as public. A
// site's password or token is still a credential, and so are the captcha's secret key and the
// insights' API keys (other names).
const PUBLIC_KEY_BEFORE = new Set(['site', 'instrumentation', 'widget']);
// A public key named with its algorithm between (`SUPublicEDKey`, Sparkle's update-signing key
// in an app's Info.plist; `public_rsa_key`): the algorithm does not make it private.
const KEY_ALGORITHMS = new Set([
  'ed',
  'ed25519',
  'eddsa',
  'rsa',
  'dsa',
  'ecdsa',
  'ec',
  'pgp',
  'gpg',
]);

/**
 * `Sec-WebSocket-Key`: the handshake's nonce (RFC 6455), random by design and sent in the clear.
 * Only with its `Sec-` prefix: an app's own `WEBSOCKET_KEY` may be a service's credential.
 */
function isWebSocketHandshake(words: readonly string[], at: number): boolean {
  const joined = words.slice(Math.max(0, at - 3), at).join('');
  return joined === 'secwebsocket';
}

/** The word before the credential word at `at` says the name holds something else. */
function isNegatedAt(words: readonly string[], at: number): boolean {
  const before = words[at - 1];
  if (before === undefined) {
    return false;
  }
  return (
    OTHER_BEFORE.has(before) ||
    // A client token is issued to ship in the client: Facebook's `facebook_client_token` (its
    // Android SDK's string resource), Datadog's RUM client token.
    (words[at] === 'token' && before === 'client') ||
    (words[at] === 'key' &&
      (PUBLIC_KEY_BEFORE.has(before) ||
        (KEY_ALGORITHMS.has(before) && (words[at - 2] === 'public' || words[at - 2] === 'pub')) ||
        // Algolia's search-only API key is made for the page (its admin key is not).
        (before === 'only' && words[at - 2] === 'search') ||
        (before === 'api' && words[at - 2] === 'only' && words[at - 3] === 'search') ||
        isWebSocketHandshake(words, at)))
  );
}

/**
 * The name's last credential word is said to be something else by the word before it: a public
 * or site key, a cache, idempotency or pagination key, a CSRF token. Such a name holds no
 * credential, and no random value under it is one either.
 */
export function saysNotACredential(name: string): boolean {
  const words = splitKeyWords(name);
  for (let i = words.length - 1; i >= 0; i--) {
    if (secretWordOf(words[i] ?? '') !== null) {
      return isNegatedAt(words, i);
    }
  }
  return false;
}

// Names repeat throughout a file (`token:`, `apiKey =`); their verdicts are kept, up to a bound
// so that a pathological text cannot grow the cache without limit.
const MAX_CACHED_NAMES = 10_000;
const verdicts = new Map<string, KeyKind | null>();

/**
 * Vault's AppRole login is a role id and a secret id (`VAULT_SECRET_ID`, `approle_secret_id`):
 * there the id is the secret. Elsewhere a `secret_id` names which secret (an AWS ARN's id).
 */
function isAppRoleSecretId(words: readonly string[]): boolean {
  const at = words.length - 2;
  return (
    at >= 1 &&
    words[at] === 'secret' &&
    words[at + 1] === 'id' &&
    (words[at - 1] === 'vault' || words[at - 1] === 'approle')
  );
}

function classifyWords(name: string): KeyKind | null {
  const words = splitKeyWords(name);
  if (isAppRoleSecretId(words)) {
    return 'secret';
  }
  for (let i = words.length - 1; i >= 0; i--) {
    const found = secretWordOf(words[i] ?? '');
    if (found === null) {
      continue;
    }
    const after = words.slice(i + 1);
    if (after.some((word) => METADATA_AFTER.has(word))) {
      return null;
    }
    if (found.weak && after.length > 0) {
      // A weak word inside the name names no credential, but an earlier strong one may
      // (`SECRET_KEY_BASE`, Rails' secret).
      continue;
    }
    return isNegatedAt(words, i) ? null : found.kind;
  }
  return null;
}

/** The kind of credential a name holds, or null when it holds none. */
export function classifyKeyName(name: string): KeyKind | null {
  const cached = verdicts.get(name);
  if (cached !== undefined) {
    return cached;
  }
  const kind = classifyWords(name);
  if (verdicts.size >= MAX_CACHED_NAMES) {
    verdicts.clear();
  }
  verdicts.set(name, kind);
  return kind;
}
