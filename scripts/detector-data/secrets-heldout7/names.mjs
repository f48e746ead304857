// Naming styles and filler for the held-out (7) secrets set: key names in many conventions and
// the ordinary lines (hosts, regions, timeouts) that surround a credential in real files.

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

export const STYLES = {
  snake: (words) => words.join('_'),
  screaming: (words) => words.join('_').toUpperCase(),
  camel: (words) => words[0] + words.slice(1).map(cap).join(''),
  pascal: (words) => words.map(cap).join(''),
  kebab: (words) => words.join('-'),
  dotted: (words) => words.join('.'),
  title: (words) => words.map(cap).join(' '),
  flat: (words) => words.join(''),
};

// Key words in other languages, used now and then in place of the English ones.
const FOREIGN = [
  ['clave', 'api'],
  ['cle', 'secrete'],
  ['schluessel'],
  ['chiave', 'segreta'],
  ['token', 'acesso'],
  ['mima'],
  ['passwort'],
  ['sleutel'],
];

/** Splits 'service words|key words' into { service, key } word arrays. */
export function splitWords(spec) {
  const [service, key] = spec.replace(/^=/, '').split('|');
  return { service: service.split(' '), key: key.split(' ') };
}

/** Key words for a new item: now and then in another language. */
export function keyWordsFor(r, key) {
  return r.chance(0.07) ? r.pick(FOREIGN) : key;
}

/** Makes the name helpers (no randomness: an item keeps its name across a record). */
export function makeNames() {
  const keyWords = (item) => item.key;
  return {
    /** The full name (service + key words) of an item in `style`. */
    full: (item, style) => STYLES[style]([...item.service, ...keyWords(item)]),
    /** The key words alone (when a section already names the service). */
    short: (item, style) => STYLES[style](keyWords(item)),
    service: (item, style) => STYLES[style](item.service),
  };
}

/** Filler values for surrounding lines. */
export function makeFiller(r, v) {
  const words = ['orders', 'billing', 'ledger', 'notify', 'search', 'media', 'ingest', 'reports'];
  const envs = ['production', 'prod', 'staging', 'live', 'prod-eu', 'prd'];
  let current = { app: words[0], env: envs[0] };
  return {
    /** Starts a record: one application and one environment for all of its lines. */
    begin: () => {
      current = { app: r.pick(words), env: r.pick(envs) };
    },
    app: () => current.app,
    env: () => current.env,
    host: () =>
      `${r.pick(words)}-${r.pick(['db', 'api', 'svc', 'edge'])}.${r.pick(['internal', 'corp.example.net', 'svc.cluster.local', 'prod.acme.io'])}`,
    region: () =>
      r.pick([
        'eu-central-1',
        'ap-southeast-1',
        'cn-hangzhou',
        'fr-par',
        'nbg1',
        'sa-east-1',
        'ca-tor',
        'ap-guangzhou',
      ]),
    port: () => r.pick([5432, 3306, 6379, 8080, 8443, 9000, 27017, 5672]),
    timeout: () => `${r.pick([5, 10, 15, 30, 60])}s`,
    version: () => `${r.int(4) + 1}.${r.int(20)}.${r.int(10)}`,
    date: () =>
      `2024-${String(r.int(12) + 1).padStart(2, '0')}-${String(r.int(28) + 1).padStart(2, '0')}`,
    time: () =>
      `${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}`,
    user: () => r.pick(['svc_app', 'deploy', 'app_rw', 'backup', 'etl_user', 'api', 'reporter']),
    email: () =>
      `${r.pick(['ops', 'alerts', 'noreply', 'billing'])}@${r.pick(['acme.io', 'example.org', 'kontor.de', 'tienda.mx'])}`,
    reqId: () => v.hex(16),
  };
}
