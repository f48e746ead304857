// Value makers and key-name styles for the held-out (12) secrets set. Every value is random:
// right shape, alphabet and length for its service, never a real credential.

export const ALPHABETS = {
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  b62: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  lc: 'abcdefghijklmnopqrstuvwxyz0123456789',
  UC: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  al: 'abcdefghijklmnopqrstuvwxyz',
  dig: '0123456789',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  b58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  pw: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!*-_^~',
};

const WORDS = ['maple', 'orbit', 'falcon', 'cobalt', 'juniper', 'saffron', 'tundra', 'quartz'];

export function uuid(r, upper = false) {
  const h = (n) => r.chars(ALPHABETS.hex, n);
  const v = `${h(8)}-${h(4)}-4${h(3)}-${r.pick(['8', '9', 'a', 'b'])}${h(3)}-${h(12)}`;
  return upper ? v.toUpperCase() : v;
}

export function b64encode(text) {
  return Buffer.from(text, 'utf8').toString('base64');
}

function b64url(text) {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** A JWT with a real JSON header and payload and a random signature. */
export function jwt(r, claims = {}) {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const iat = 1690000000 + r.int(60000000);
  const body = b64url(JSON.stringify({ ...claims, iat, exp: iat + 315360000 }));
  return `${header}.${body}.${r.chars(ALPHABETS.url, 43)}`;
}

/** A PKCS#8 private key block with random base64 body lines. */
export function pem(r, label = 'PRIVATE KEY', lines = 4) {
  const body = [];
  body.push('MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg' + r.chars(ALPHABETS.b64, 16));
  for (let i = 1; i < lines; i++) {
    body.push(r.chars(ALPHABETS.b64, 64));
  }
  body.push(r.chars(ALPHABETS.b64, 8));
  return `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----`;
}

function human(r) {
  const w = r.pick(WORDS);
  return `${w[0].toUpperCase()}${w.slice(1)}${r.chars(ALPHABETS.dig, 2)}${r.pick(['!', '*', '_', '-', '.'])}${r.chars(ALPHABETS.b62, 6)}`;
}

/** Expands a template such as `sk_{b62:32}`, `{uuid}`, `{jwt:role=service}`, `{pem}`, `{human}`. */
export function makeValue(r, template) {
  return template.replace(/\{([a-zA-Z0-9]+)(?::([^}]*))?\}/g, (_m, kind, arg) => {
    if (kind === 'uuid') {
      return uuid(r);
    }
    if (kind === 'UUID') {
      return uuid(r, true);
    }
    if (kind === 'human') {
      return human(r);
    }
    if (kind === 'pem') {
      return pem(r, arg || 'PRIVATE KEY');
    }
    if (kind === 'jwt') {
      const claims = {};
      for (const part of (arg || '').split(',').filter(Boolean)) {
        const [k, v] = part.split('=');
        claims[k] = v;
      }
      return jwt(r, claims);
    }
    const alphabet = ALPHABETS[kind];
    if (!alphabet) {
      throw new Error(`unknown value kind ${kind}`);
    }
    return r.chars(alphabet, Number(arg));
  });
}

const cap = (w) => w[0].toUpperCase() + w.slice(1);

/** Formats a space-separated key name in one naming style. */
export function styleName(words, style) {
  const parts = words.split(' ');
  switch (style) {
    case 'SCREAM':
      return parts.join('_').toUpperCase();
    case 'snake':
      return parts.join('_');
    case 'kebab':
      return parts.join('-');
    case 'dot':
      return parts.join('.');
    case 'title':
      return parts.map(cap).join(' ');
    case 'pascal':
      return parts.map(cap).join('');
    default:
      return parts[0] + parts.slice(1).map(cap).join('');
  }
}
