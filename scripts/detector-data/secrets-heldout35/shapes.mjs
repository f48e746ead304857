// Alphabets and value shapes shared by the heldout35 provider, negative and near-miss modules.

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const A62 = UPPER + LOWER + DIGITS;
export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const LOWER_ALNUM = LOWER + DIGITS;
export const UPPER_ALNUM = UPPER + DIGITS;
export const B64 = A62 + '+/';
export const B64U = A62 + '-_';
export const B32 = UPPER + '234567';
export const PW = A62 + '!#%^*-_+=.';

export const uuid = (r) =>
  `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;

export const b64 = (text) => Buffer.from(text).toString('base64');
export const b64url = (text) => Buffer.from(text).toString('base64url');

/** A base64 string of n raw bytes (so the padding is right). */
export const b64bytes = (r, bytes) => {
  const raw = [];
  for (let i = 0; i < bytes; i++) {
    raw.push(r.int(256));
  }
  return Buffer.from(raw).toString('base64');
};

export const hexbytes = (r, bytes) => r.chars(HEX, bytes * 2);

export function jwt(r, payload, sigLen = 43, header = { alg: 'HS256', typ: 'JWT' }) {
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${r.chars(B64U, sigLen)}`;
}

/** A PEM block whose body starts with the DER lead a real key of that kind has. */
export function pem(r, label, lead, chars) {
  const body = lead + r.chars(B64, chars - lead.length);
  const lines = body.match(/.{1,64}/g).join('\n');
  return `-----BEGIN ${label}-----\n${lines}\n-----END ${label}-----`;
}

export const rsaKey = (r) =>
  pem(r, 'RSA PRIVATE KEY', 'MIIEpAIBAAKCAQEA', 1588 + 4 * r.int(4)) + '';
export const pkcs8Key = (r) =>
  pem(r, 'PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1624);
export const ecP8Key = (r) =>
  pem(r, 'PRIVATE KEY', 'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg', 200);
export const opensshKey = (r) =>
  pem(
    r,
    'OPENSSH PRIVATE KEY',
    'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB',
    400,
  );

export const password = (r, n = 20) => {
  let out = r.chars(A62, n);
  const at = 1 + r.int(n - 2);
  return (
    out.slice(0, at) + r.pick(['!', '#', '%', '^', '*', '-', '_', '+', '.']) + out.slice(at + 1)
  );
};

/** A passphrase of words and digits, the kind people pick for signing keys. */
export const passphrase = (r) => {
  const words = [
    'copper',
    'lantern',
    'orbit',
    'harbor',
    'velvet',
    'quartz',
    'maple',
    'signal',
    'falcon',
    'ember',
    'tundra',
    'cobalt',
    'meadow',
    'pixel',
    'saffron',
    'glacier',
    'walnut',
  ];
  return `${r.pick(words)}-${r.pick(words)}-${r.pick(words)}-${r.int(9000) + 1000}`;
};

export const sha256hex = (r) => r.chars(HEX, 64);
export const sha1hex = (r) => r.chars(HEX, 40);
export const sha512sri = (r) => `sha512-${b64bytes(r, 64)}`;

export const pad = (n, width) => String(n).padStart(width, '0');
export const digits = (r, n) => r.pick('123456789'.split('')) + r.chars(DIGITS, n - 1);
export const isoDate = (r) =>
  `202${4 + r.int(2)}-${pad(1 + r.int(12), 2)}-${pad(1 + r.int(28), 2)}T${pad(r.int(24), 2)}:${pad(r.int(60), 2)}:${pad(r.int(60), 2)}Z`;

export const orgs = [
  'acme',
  'northwind',
  'globex',
  'initech',
  'umbrella-labs',
  'hooli',
  'vandelay',
  'stark-ind',
  'wayne-ent',
  'cyberdyne',
  'tyrell',
  'soylent',
  'gringotts',
  'blue-sun',
  'oscorp',
];
export const repos = [
  'api',
  'web',
  'cli',
  'sdk-js',
  'infra',
  'release-tools',
  'mobile',
  'worker',
  'docs',
  'billing',
  'gateway',
  'toolkit',
  'core',
  'plugins',
  'desktop',
];
export const users = [
  'ci-bot',
  'release-bot',
  'deploy',
  'jenkins',
  'build',
  'publisher',
  'svc-ci',
  'mkowalski',
  'dana.li',
  'jrivera',
  'sam',
  'priya.n',
  'tomasz',
];
