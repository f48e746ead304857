// Shared bits of the held-out (10) secrets set: setting names in many styles, people, dates.

const FOREIGN = {
  key: ['clave', 'schluessel', 'chave', 'cle', 'chiave'],
  secret: ['secreto', 'geheimnis', 'segredo'],
  token: ['jeton', 'tokenul'],
  password: ['passwort', 'contrasena', 'senha', 'motdepasse'],
};

/** Styles a list of lower-case words as a setting name. */
export function styleName(words, style) {
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  switch (style) {
    case 'SCREAM':
      return words.join('_').toUpperCase();
    case 'snake':
      return words.join('_');
    case 'camel':
      return words[0] + words.slice(1).map(cap).join('');
    case 'pascal':
      return words.map(cap).join('');
    case 'kebab':
      return words.join('-');
    case 'dotted':
      return words.join('.');
    case 'title':
      return words.map(cap).join(' ');
    default:
      return words.join('_');
  }
}

/** Sometimes swaps a word for its name in another language (clave, passwort, jeton...). */
export function localise(r, words) {
  if (!r.chance(0.08)) {
    return words;
  }
  return words.map((w) => (FOREIGN[w] && r.chance(0.7) ? r.pick(FOREIGN[w]) : w));
}

export const PEOPLE = [
  'Priya',
  'Tomasz',
  'Aiko',
  'Mateo',
  'Fatima',
  'Jonas',
  'Olu',
  'Sven',
  'Camille',
  'Dmitri',
  'Lucia',
  'Kwame',
  'Hana',
  'Rafael',
  'Ingrid',
  'Wei',
  'Noor',
  'Bastien',
  'Greta',
  'Yusuf',
];
export const TEAMS = [
  'payments',
  'growth',
  'platform',
  'data',
  'mobile',
  'infra',
  'support',
  'search',
];
export const SERVICES = [
  'checkout-api',
  'notifier',
  'ledger-sync',
  'media-worker',
  'crm-bridge',
  'report-cron',
  'auth-gateway',
  'search-indexer',
  'billing-svc',
  'ops-bot',
  'geo-service',
  'inbox-relay',
];

export function dateOf(r) {
  const m = String(1 + r.int(12)).padStart(2, '0');
  const d = String(1 + r.int(28)).padStart(2, '0');
  return `202${3 + r.int(3)}-${m}-${d}`;
}

export function timeOf(r) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(r.int(24))}:${pad(r.int(60))}:${pad(r.int(60))}`;
}

export function ticketOf(r) {
  return `${r.pick(['OPS', 'SUP', 'INC', 'PLAT', 'SEC', 'HELP'])}-${100 + r.int(9900)}`;
}
