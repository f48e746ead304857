// Surroundings shared by every record: an app name, a host, a config section, a timestamp,
// and harmless settings that sit next to credentials in real files.

const APPS = [
  'checkout',
  'ingest',
  'notifier',
  'backoffice',
  'mobile-bff',
  'reports',
  'crawler',
  'payouts',
  'search',
  'media-worker',
  'scheduler',
  'gateway',
];
const FILLER = [
  ['LOG_LEVEL', ['info', 'debug', 'warn']],
  ['REGION', ['eu-central-1', 'ap-northeast-2', 'us-west-2', 'fra1', 'sgp1']],
  ['TIMEOUT_MS', ['3000', '15000', '750']],
  ['MAX_RETRIES', ['3', '5']],
  ['ENVIRONMENT', ['production', 'staging', 'dev']],
  ['FEATURE_NEW_UI', ['true', 'false']],
  ['CACHE_TTL', ['300', '3600']],
  ['DEFAULT_LOCALE', ['de-DE', 'pt-BR', 'ja-JP', 'en-GB']],
];

/** The surroundings of a record about `slug`. */
export function makeContext(r, slug) {
  const base = slug.replace(/^internal-/, '').split('-')[0];
  const time = new Date(Date.UTC(2024, r.int(12), 1 + r.int(27), r.int(24), r.int(60), r.int(60)));
  return {
    slug,
    app: r.pick(APPS),
    host: slug.startsWith('internal-')
      ? `${base}.corp.internal`
      : `${base}.${r.pick(['com', 'io', 'net'])}`,
    section: base.replace(/[^a-z]/g, '') || 'service',
    path: r.pick(['messages', 'events', 'accounts/me', 'jobs', 'search', 'orders', 'uploads']),
    time: time.toISOString(),
  };
}

/** One to three harmless settings. */
export function filler(r) {
  return r
    .sample(FILLER, 1 + r.int(3))
    .map(([name, values]) => ({ name, value: r.pick(values), secret: false }));
}
