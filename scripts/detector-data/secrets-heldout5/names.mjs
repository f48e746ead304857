// Key names in many styles, and the filler that makes a record look like a real file.

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** `words` (lower case) in a naming style. */
export function styled(words, style) {
  switch (style) {
    case 'scream':
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
    default:
      return words.map(cap).join(' ');
  }
}

/** A display name for a slug: `elastic-email` -> `Elastic Email`. */
export const labelOf = (slug) => slug.split('-').map(cap).join(' ');

/** The provider's own words without the vendor prefix (`MAILJET_SECRET_KEY` -> secret key). */
export function shortWords(words) {
  return words.length > 1 ? words.slice(1) : words;
}

export const APPS = [
  'orders-api',
  'billing-worker',
  'storefront',
  'notify-svc',
  'ledger',
  'inventory-sync',
  'checkout-web',
  'reporting',
  'media-pipeline',
  'auth-gateway',
  'crm-bridge',
  'search-indexer',
  'mobile-bff',
  'etl-nightly',
];
export const REGIONS = [
  'eu-west-1',
  'us-east-2',
  'ap-southeast-1',
  'fra1',
  'nyc3',
  'ams3',
  'cn-hangzhou',
  'ru-central1',
];
export const USERS = [
  'app_rw',
  'svc_orders',
  'admin',
  'deploy',
  'reporting_ro',
  'etl',
  'doadmin',
  'root',
];
export const HOSTS = [
  'db.internal.lan',
  'pg-main.prod.svc.cluster.local',
  '10.20.4.17',
  'mysql-primary.corp.example.net',
  'cluster0.k3xq9.mongodb.net',
];

/** A small pool of plain settings to put around a credential. */
export function fillerPairs(r) {
  const pool = [
    ['PORT', String(r.pick([3000, 8080, 8000, 5000, 9090]))],
    ['NODE_ENV', r.pick(['production', 'staging', 'development'])],
    ['LOG_LEVEL', r.pick(['info', 'debug', 'warn'])],
    ['APP_NAME', r.pick(APPS)],
    ['REGION', r.pick(REGIONS)],
    ['TIMEOUT_MS', String(r.pick([5000, 15000, 30000]))],
    ['FEATURE_NEW_CHECKOUT', r.pick(['true', 'false'])],
    ['CACHE_TTL', String(r.pick([60, 300, 3600]))],
    ['MAX_RETRIES', String(r.pick([3, 5, 8]))],
    ['TZ', r.pick(['UTC', 'Europe/Berlin', 'Asia/Tokyo'])],
  ];
  return r.sample(pool, 2 + r.int(3));
}

/** Whether a value needs quotes in a shell/.env/YAML line. */
export const needsQuotes = (value) => /[^A-Za-z0-9_.\-/+=:]/.test(value);
