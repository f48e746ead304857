// Value helpers for secrets-heldout32: seeded random strings in the alphabets real credentials use.

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';

export const ALPHABETS = {
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  lower: LOWER,
  upper: UPPER,
  digits: DIGITS,
  alpha: UPPER + LOWER,
  alnum: UPPER + LOWER + DIGITS,
  lowernum: LOWER + DIGITS,
  uppernum: UPPER + DIGITS,
  b64: UPPER + LOWER + DIGITS + '+/',
  b64url: UPPER + LOWER + DIGITS + '-_',
  base32: 'abcdefghijklmnopqrstuvwxyz234567',
  bech32: 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L',
};

/** Builds the value helpers over one seeded generator. */
export function makeGen(r) {
  const c = (alphabet, n) => r.chars(alphabet, n);
  const bytes = (n) => Buffer.from(Array.from({ length: n }, () => r.int(256)));
  const hex = (n) => c(ALPHABETS.hex, n);
  const g = {
    r,
    pick: r.pick,
    int: r.int,
    chance: r.chance,
    hex,
    HEX: (n) => c(ALPHABETS.HEX, n),
    lower: (n) => c(ALPHABETS.lower, n),
    upper: (n) => c(ALPHABETS.upper, n),
    alpha: (n) => c(ALPHABETS.alpha, n),
    alnum: (n) => c(ALPHABETS.alnum, n),
    lowernum: (n) => c(ALPHABETS.lowernum, n),
    uppernum: (n) => c(ALPHABETS.uppernum, n),
    b64: (n) => c(ALPHABETS.b64, n),
    b64url: (n) => c(ALPHABETS.b64url, n),
    base32: (n) => c(ALPHABETS.base32, n),
    bech32: (n) => c(ALPHABETS.bech32, n),
    digits: (n) => String(1 + r.int(9)) + c(DIGITS, n - 1),
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    bytesB64: (n) => bytes(n).toString('base64'),
    bytesB64url: (n) => bytes(n).toString('base64url'),
    b64of: (text) => Buffer.from(text).toString('base64'),
    wrap: (text, width) => text.match(new RegExp(`.{1,${width}}`, 'g')).join('\n'),
  };
  return g;
}

/** Common benign words for hosts, services and environments. */
export const SERVICES = [
  'checkout-api',
  'payments-worker',
  'edge-gateway',
  'orders-svc',
  'search-indexer',
  'billing-cron',
  'auth-service',
  'notifications',
  'ledger-api',
  'inventory-sync',
];
export const ENVS = ['prod', 'production', 'staging', 'stage', 'dev', 'qa', 'prod-eu', 'prod-us'];
export const CLUSTERS = ['eks-prod-use1', 'gke-shared-euw1', 'aks-core-weu', 'k3s-lab', 'prod-1'];
export const PEOPLE = ['maya', 'jonas', 'priya', 'tomasz', 'lena', 'ahmed', 'chen', 'sofia', 'olu'];
