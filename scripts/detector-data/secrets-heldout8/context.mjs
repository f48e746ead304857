// Shared pieces of the positive templates: how each provider sends its key over HTTP, the
// user:password split for Basic auth, and ordinary non-secret settings to surround a key with.

const SCHEMES = new Set([
  'Token',
  'Bot',
  'SSWS',
  'ApiKey',
  'Splunk',
  'KakaoAK',
  'ShippoToken',
  'Zoho-oauthtoken',
  'Convex',
  'Uploadcare.Simple',
]);
const NO_HTTP = new Set(['conn', 'sig', 'body', 'none', 'basic', 'path']);

/** The [header name, header value] a provider sends its key in, or null when it does not. */
export function headerFor(p, value) {
  const auth = p.auth;
  if (NO_HTTP.has(auth) || auth.startsWith('?') || /sign|-sig$/i.test(auth)) {
    return null;
  }
  if (auth === 'bearer') {
    return ['Authorization', `Bearer ${value}`];
  }
  if (auth === 'Authorization') {
    return ['Authorization', value];
  }
  if (SCHEMES.has(auth)) {
    return ['Authorization', `${auth} ${value}`];
  }
  return [auth, value];
}

/** A URL carrying the key in its query or path, or null. */
export function urlFor(p, value, r) {
  const path = r.pick([
    '/v1/items',
    '/api/v2/search',
    '/v3/status',
    '/data/2.5/weather',
    '/v1/lookup',
  ]);
  if (p.auth.startsWith('?')) {
    const extra = r.pick(['&limit=20', '&q=berlin', '&format=json', '', '&page=2&lang=de']);
    return `https://${p.host}${path}?${p.auth.slice(1)}=${value}${extra}`;
  }
  if (p.auth !== 'path') {
    return null;
  }
  const bySlug = {
    loggly: `https://${p.host}/inputs/${value}/tag/http/`,
    alchemy: `https://${p.host}/v2/${value}`,
    infura: `https://${p.host}/v3/${value}`,
    quicknode: `https://${p.host}/${value}/`,
    telegram: `https://${p.host}/bot${value}/sendMessage?chat_id=-100${r.int(900000000) + 100000000}`,
    configcat: `https://${p.host}/configuration-files/${value}/config_v6.json`,
  };
  return bySlug[p.slug] ?? `https://${p.host}/${value}`;
}

const BASIC_USERS = {
  mailgun: 'api',
  zendesk: 'support@acme-retail.example/token',
  atlassian: 'release-bot@acme-retail.example',
  wordpress: 'editor',
  pypi: '__token__',
  sonarcloud: null,
  freshdesk: null,
  cronitor: null,
};

/** Basic auth parts: { user, pass, secrets } where secrets are the parts that are secret. */
export function basicParts(p, items) {
  const [main, second] = items;
  if (second?.secret) {
    return { user: main.value, pass: second.value, secrets: [main.value, second.value] };
  }
  if (second) {
    return { user: second.value, pass: main.value, secrets: [main.value] };
  }
  if (p.slug in BASIC_USERS && BASIC_USERS[p.slug] === null) {
    return { user: main.value, pass: p.slug === 'freshdesk' ? 'X' : '', secrets: [main.value] };
  }
  return { user: BASIC_USERS[p.slug] ?? 'apikey', pass: main.value, secrets: [main.value] };
}

export const APPS = [
  'checkout-service',
  'orders-api',
  'acme-web',
  'billing-worker',
  'notify-svc',
  'atlas-dashboard',
  'mobile-bff',
  'report-cron',
  'ingest-lambda',
  'storefront',
  'support-portal',
  'geo-tiles',
];

/** A few ordinary settings (name, value) to put around a credential. */
export function fillers(r, p, count) {
  const prefix = p.envVar.split('_')[0];
  const pool = [
    ['LOG_LEVEL', r.pick(['info', 'debug', 'warn'])],
    [`${prefix}_BASE_URL`, `https://${p.host}`],
    ['PORT', String(r.pick([3000, 8080, 8000, 5000, 9090]))],
    ['APP_ENV', r.pick(['production', 'staging', 'prod-eu'])],
    [`${prefix}_TIMEOUT_MS`, String(r.pick([2000, 5000, 15000]))],
    ['REGION', r.pick(['eu-west-1', 'eu-central-1', 'us-east-2', 'ap-southeast-1'])],
    ['FEATURE_NEW_CHECKOUT', r.pick(['true', 'false'])],
    [`${prefix}_RETRIES`, String(r.pick([3, 5]))],
    ['SERVICE_NAME', r.pick(APPS)],
  ];
  return r.sample(pool, count).map(([name, value]) => ({ name, value, secret: false }));
}
