// Value generators and key-name styles of the held-out (6) secrets set. Every shape here was
// written from what the services' credentials look like, not copied from any scanner's data.

const ALPHABETS = {
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  b62: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  lower: 'abcdefghijklmnopqrstuvwxyz0123456789',
  UPPER: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  b64u: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  b58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  dig: '0123456789',
  pw: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*+-_.~',
  upw: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.~',
  b32: 'abcdefghijklmnopqrstuvwxyz234567',
};

/** A random UUID (version 4 layout) in lower or upper case. */
export function uuid(r, upper = false) {
  const h = (n) => r.chars(ALPHABETS.hex, n);
  const variant = r.pick(['8', '9', 'a', 'b']);
  const text = `${h(8)}-${h(4)}-4${h(3)}-${variant}${h(3)}-${h(12)}`;
  return upper ? text.toUpperCase() : text;
}

const SUBJECTS = ['svc-billing', 'deploy-bot', 'etl-runner', 'ops@internal', 'api-gateway'];

/** A signed-looking JWT with a plausible payload (header.payload.signature, base64url). */
export function jwt(r, claims = {}) {
  const enc = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = 1690000000 + r.int(60000000);
  const payload = { sub: r.pick(SUBJECTS), iat, ...claims };
  if (r.chance(0.5)) {
    payload.exp = iat + 31536000 * (1 + r.int(5));
  }
  const alg = r.pick(['HS256', 'RS256', 'ES256']);
  const sigLength = alg === 'RS256' ? 342 : alg === 'ES256' ? 86 : 43;
  return `${enc({ alg, typ: 'JWT' })}.${enc(payload)}.${r.chars(ALPHABETS.b64u, sigLength)}`;
}

/** A PEM private key block with a random body of the right size. */
export function pemPrivateKey(r, label = 'PRIVATE KEY', bytes = 1216) {
  const body = Buffer.from(Array.from({ length: bytes }, () => r.int(256))).toString('base64');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----`;
}

/** Base64 of `bytes` random bytes (standard alphabet, padded). */
export function randomBase64(r, bytes) {
  return Buffer.from(Array.from({ length: bytes }, () => r.int(256))).toString('base64');
}

/**
 * Expands a pattern such as `dop_v1_{hex:64}` or `{uuid}`: `{alphabet:length}` draws random
 * characters, `{uuid}`/`{UUID}` a UUID, `{jwt}` a JWT.
 */
export function expand(r, pattern) {
  return pattern.replace(/\{(\w+)(?::(\d+))?\}/g, (_, kind, length) => {
    if (kind === 'uuid' || kind === 'UUID') {
      return uuid(r, kind === 'UUID');
    }
    if (kind === 'jwt') {
      return jwt(r);
    }
    const alphabet = ALPHABETS[kind];
    if (!alphabet) {
      throw new Error(`unknown alphabet ${kind}`);
    }
    return r.chars(alphabet, Number(length));
  });
}

/** Random characters of a named alphabet. */
export function chars(r, kind, length) {
  return r.chars(ALPHABETS[kind], length);
}

const FOREIGN = {
  key: ['clave', 'schluessel', 'chave', 'cle', 'chiave', 'klucz'],
  secret: ['secreto', 'geheimnis', 'segredo', 'segreto'],
  password: ['passwort', 'contrasena', 'senha', 'motdepasse', 'haslo', 'wachtwoord'],
  token: ['jeton', 'tokenul'],
};

/** The words of a key name, now and then with a word in another language. */
export function localWords(r, words) {
  if (!r.chance(0.1)) {
    return words;
  }
  return words.map((word) => (FOREIGN[word] ? r.pick(FOREIGN[word]) : word));
}

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Renders key-name words in a naming style. */
export function styled(words, style) {
  switch (style) {
    case 'SCREAM':
      return words.join('_').toUpperCase();
    case 'snake':
      return words.join('_');
    case 'camel':
      return words[0] + words.slice(1).map(cap).join('');
    case 'pascal':
      return words.map(cap).join('');
    case 'kebab':
      return words.join('-');
    case 'dot':
      return words.join('.');
    case 'title':
      return words.map(cap).join(' ');
    default:
      throw new Error(`unknown style ${style}`);
  }
}

const COMMENTS = [
  'production credentials, rotate every 90 days',
  'added by ops during the migration',
  'TODO: move this to the secret manager',
  'used by the nightly sync job',
  'Clé de production, ne pas partager',
  'Produktionsschlüssel, bitte nicht weitergeben',
  'clave del entorno de staging',
  'chave da API de pagamentos (produção)',
  '本番環境のキー',
  '生产环境密钥，勿外传',
  'ключ для продакшена',
  'klucz produkcyjny, nie udostępniać',
  'chiave per il server di integrazione',
  'sleutel voor de acceptatieomgeving',
  'temporary key for the demo on Friday',
  'rotated after the incident in March',
];

/** A short comment line's text, sometimes in another language. */
export function comment(r) {
  return r.pick(COMMENTS);
}
