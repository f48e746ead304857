// Key names for the held-out (23) secrets set, in the naming style each syntax favours, with an
// occasional word from another language.

const FOREIGN = [
  'clave',
  'schluessel',
  'cle secrete',
  'chave',
  'klucz',
  'avain',
  'passwort',
  'jeton',
];

/** The words of a key name, sometimes shortened or with the last word in another language. */
export function keyWords(random, words) {
  const parts = words.split(' ');
  if (random.chance(0.08)) {
    return [parts[0], ...random.pick(FOREIGN).split(' ')];
  }
  if (parts.length > 2 && random.chance(0.3)) {
    return [parts[0], parts[parts.length - 1]];
  }
  return parts;
}

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

export const STYLES = {
  screaming: (parts) => parts.join('_').toUpperCase(),
  snake: (parts) => parts.join('_'),
  camel: (parts) => parts[0] + parts.slice(1).map(cap).join(''),
  pascal: (parts) => parts.map(cap).join(''),
  kebab: (parts) => parts.join('-'),
  dotted: (parts) => parts.join('.'),
  title: (parts) => parts.map(cap).join(' '),
};

/** A key name for `words` in one of `styles` (names of STYLES). */
export function keyName(random, words, styles) {
  return STYLES[random.pick(styles)](keyWords(random, words));
}

export const APPS = [
  'orders-api',
  'billing-worker',
  'auth-gateway',
  'reporting',
  'notifier',
  'ingest',
  'sync-daemon',
  'portal',
];
export const REGIONS = [
  'eu-central-1',
  'fra1',
  'ams3',
  'ap-southeast-2',
  'us-east-2',
  'nbg1',
  'ru-central1',
];
