// Value generators and key-name styles for the held-out (24) secrets set. Templates are strings
// with {spec} holes: {h32} lower hex, {H32} upper hex, {a32} base62, {A32} upper alnum,
// {l32} lower alnum, {d12} digits, {b86} base64 body, {w43} base64url, {s16} password-ish,
// {uuid}, {UUID}, {jwt}.

const ALPHABETS = {
  h: '0123456789abcdef',
  H: '0123456789ABCDEF',
  a: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  A: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  l: 'abcdefghijklmnopqrstuvwxyz0123456789',
  d: '0123456789',
  b: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  w: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  s: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789#%*!@^',
};

/** A version-4-looking UUID in lower case. */
export function uuid(r) {
  const hex = ALPHABETS.h;
  return [
    r.chars(hex, 8),
    r.chars(hex, 4),
    '4' + r.chars(hex, 3),
    r.pick(['8', '9', 'a', 'b']) + r.chars(hex, 3),
    r.chars(hex, 12),
  ].join('-');
}

/** A JWT-shaped token whose header and payload are real base64url JSON. */
export function jwt(r, claims = {}) {
  const enc = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = {
    iss: r.pick(['auth', 'console', 'iam', 'api']),
    sub: String(r.int(900000) + 100000),
    iat: 1700000000 + r.int(40000000),
    ...claims,
  };
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(body)}.${r.chars(ALPHABETS.w, 43)}`;
}

/** Fills the {spec} holes of a template with random characters. */
export function fill(r, template) {
  return template.replace(/\{([a-zA-Z]+)(\d*)\}/g, (_, kind, size) => {
    if (kind === 'uuid') {
      return uuid(r);
    }
    if (kind === 'UUID') {
      return uuid(r).toUpperCase();
    }
    if (kind === 'jwt') {
      return jwt(r);
    }
    const size0 = Number(size);
    if (kind === 's') {
      return r.chars(ALPHABETS.a, 1) + r.chars(ALPHABETS.s, size0 - 1);
    }
    return r.chars(ALPHABETS[kind], size0);
  });
}

export const lower = ALPHABETS.l;
export const hexLower = ALPHABETS.h;
export const base62 = ALPHABETS.a;
export const base64 = ALPHABETS.b;

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Key-name styles: words in, one identifier out. */
export const STYLES = {
  screaming: (words) => words.join('_').toUpperCase(),
  snake: (words) => words.join('_'),
  camel: (words) => words[0] + words.slice(1).map(cap).join(''),
  pascal: (words) => words.map(cap).join(''),
  kebab: (words) => words.join('-'),
  dotted: (words) => words.join('.'),
  title: (words) => words.map(cap).join(' '),
};

/** Local words that sometimes replace "secret"/"key" in a name. */
const LOCAL_WORDS = {
  pt: { secret: 'secreta', key: 'chave', token: 'token' },
  es: { secret: 'secreta', key: 'clave', token: 'token' },
  tr: { secret: 'gizli', key: 'anahtar', token: 'jeton' },
  id: { secret: 'rahasia', key: 'kunci', token: 'token' },
  ru: { secret: 'sekret', key: 'klyuch', token: 'token' },
  vi: { secret: 'bimat', key: 'khoa', token: 'token' },
  zh: { secret: 'miyao', key: 'key', token: 'token' },
  ja: { secret: 'himitsu', key: 'kagi', token: 'token' },
};

/** The words of a name, now and then in the provider's language. */
export function nameWords(r, name, region) {
  const words = name.split(' ');
  const local = LOCAL_WORDS[region];
  if (!local || !r.chance(0.18)) {
    return words;
  }
  return words.map((word) => local[word] ?? word);
}
