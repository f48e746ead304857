// Value shapes and key-name styles for the held-out (9) secrets set. Every value is random
// (seeded): right alphabet and length for its service, never a real credential.

export const ALPHABETS = {
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  b62: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  l36: 'abcdefghijklmnopqrstuvwxyz0123456789',
  u36: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  low: 'abcdefghijklmnopqrstuvwxyz',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  b64u: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  d: '0123456789',
  pw: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_',
  oci: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789();:.+-',
};

/** A random UUID (version 4 shape). */
export function uuid(r) {
  const h = (n) => r.chars(ALPHABETS.hex, n);
  return `${h(8)}-${h(4)}-4${h(3)}-${r.pick(['8', '9', 'a', 'b'])}${h(3)}-${h(12)}`;
}

const b64url = (text) => Buffer.from(text).toString('base64url');

/** A signed-looking JWT whose payload is a plausible claim set for `issuer`. */
export function jwt(r, issuer = 'auth', role = 'service') {
  const header = b64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256', 'EdDSA']), typ: 'JWT' }));
  const claims = {
    iss: issuer,
    sub: String(10000 + r.int(900000)),
    role,
    iat: 1690000000 + r.int(40000000),
  };
  return `${header}.${b64url(JSON.stringify(claims))}.${r.chars(ALPHABETS.b64u, 43)}`;
}

/** Neptune-style token: base64 of a small JSON document holding the real key. */
function neptune(r) {
  const doc = { api_address: 'https://app.neptune.ai', api_url: 'https://app.neptune.ai' };
  return Buffer.from(JSON.stringify({ ...doc, api_key: uuid(r) })).toString('base64');
}

/** A WordPress-style application password: six groups of four. */
function wpApp(r) {
  return Array.from({ length: 6 }, () => r.chars(ALPHABETS.b62, 4)).join(' ');
}

const SPECIAL = {
  uuid,
  UUID: (r) => uuid(r).toUpperCase(),
  jwt: (r) => jwt(r),
  nep: neptune,
  wp: wpApp,
};

/** Expands a spec like `hf_{b62:34}` or `{uuid}` into a random value. */
export function expand(r, spec) {
  return spec.replace(/\{([A-Za-z0-9]+)(?::(\d+))?\}/g, (_, kind, count) => {
    if (SPECIAL[kind]) {
      return SPECIAL[kind](r);
    }
    return r.chars(ALPHABETS[kind], Number(count));
  });
}

const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);

/** Renders name words (`['wandb','api','key']`) in one naming style. */
export function styleName(words, style) {
  switch (style) {
    case 'SCREAMING':
      return words.join('_').toUpperCase();
    case 'snake':
      return words.join('_');
    case 'camel':
      return words[0] + words.slice(1).map(cap).join('');
    case 'Pascal':
      return words.map(cap).join('');
    case 'kebab':
      return words.join('-');
    case 'dotted':
      return words.join('.');
    case 'Title':
      return words.map(cap).join(' ');
    default:
      return words.join('_');
  }
}
