// Value makers for the held-out (19) secrets set: every credential is random text of the shape
// a service uses (alphabet and length), written from scratch for this set.

const HEX = '0123456789abcdef';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ALPHABETS = {
  h: HEX,
  H: '0123456789ABCDEF',
  a: B62,
  l: 'abcdefghijklmnopqrstuvwxyz0123456789',
  u: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  b: B62 + '+/',
  w: B62 + '-_',
  d: '0123456789',
  z: 'abcdefghijklmnopqrstuvwxyz',
  p: B62 + '!#%^*-_=+.',
};

/** A UUID v4 made of random hex. */
export function uuid(r) {
  const y = r.pick(['8', '9', 'a', 'b']);
  return `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${y}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;
}

/**
 * Expands a value template: `{h:32}` hex, `{H:32}` upper hex, `{a:40}` base62, `{l:20}` lower
 * alphanumerics, `{u:20}` upper alphanumerics, `{b:40}` base64, `{w:40}` base64url, `{d:9}`
 * digits, `{z:8}` letters, `{p:16}` password characters, `{uuid}`.
 */
export function expand(template, r) {
  return template.replace(/\{(uuid|[hHaluwbdzp]:\d+)\}/g, (_, spec) => {
    if (spec === 'uuid') {
      return uuid(r);
    }
    const [kind, size] = spec.split(':');
    return r.chars(ALPHABETS[kind], Number(size));
  });
}

/** Standard base64 of a string. */
export function b64(text) {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** A password a person might pick for a managed database (no URL-reserved characters). */
export function dbPassword(r) {
  return r.pick([
    () => expand('{a:24}', r),
    () => expand('{a:6}-{a:6}-{a:6}', r),
    () => `${r.pick(['Sommer', 'Falcon', 'River', 'Orange', 'Kappa'])}${expand('{d:4}{a:8}', r)}`,
    () => expand('{w:32}', r),
    () => expand('{h:40}', r),
  ])();
}

/** A fake PEM body, base64-encoded as kubeconfig stores it. */
export function pemData(r, label) {
  const lines = [];
  for (let i = 0; i < 8; i++) {
    lines.push(expand('{b:64}', r));
  }
  return b64(`-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`);
}

/** A JWT-shaped token with a random payload (header and body base64url, random signature). */
export function jwt(r, claims) {
  const enc = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.${expand('{w:43}', r)}`;
}

const WORDS = (phrase) => phrase.split(/[\s_-]+/).filter(Boolean);
const cap = (word) => word[0].toUpperCase() + word.slice(1);

/** A key name in one naming style. */
export function keyName(phrase, style) {
  const w = WORDS(phrase.toLowerCase());
  switch (style) {
    case 'screaming':
      return w.join('_').toUpperCase();
    case 'snake':
      return w.join('_');
    case 'camel':
      return w[0] + w.slice(1).map(cap).join('');
    case 'pascal':
      return w.map(cap).join('');
    case 'kebab':
      return w.join('-');
    case 'dotted':
      return w.join('.');
    case 'title':
      return w.map(cap).join(' ');
    default:
      return w.join('_');
  }
}
