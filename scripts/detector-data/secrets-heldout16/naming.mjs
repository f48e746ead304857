// Key names in many styles, and the harmless settings that surround a credential.

const STYLES = {
  scream: (w) => w.join('_').toUpperCase(),
  snake: (w) => w.join('_'),
  camel: (w) => w.map((x, i) => (i ? x[0].toUpperCase() + x.slice(1) : x)).join(''),
  pascal: (w) => w.map((x) => x[0].toUpperCase() + x.slice(1)).join(''),
  kebab: (w) => w.join('-'),
  dot: (w) => w.join('.'),
  title: (w) => w.map((x) => x[0].toUpperCase() + x.slice(1)).join(' '),
};

// Now and then the word for password or key is written in another language.
const FOREIGN = {
  password: ['passwort', 'motdepasse', 'senha', 'contrasena', 'wachtwoord', 'haslo'],
  key: ['schluessel', 'clave', 'chiave', 'cle'],
  secret: ['geheimnis', 'segreto'],
};

/** The words of a provider's key name, maybe with a word in another language. */
export function words(r, text) {
  const list = text.split(' ');
  return list.map((w) => (FOREIGN[w] && r.chance(0.06) ? r.pick(FOREIGN[w]) : w));
}

export function name(list, style) {
  return STYLES[style](list);
}

export function style(r, options) {
  return r.pick(options);
}

const FILLER = [
  ['log level', ['INFO', 'WARN', 'DEBUG']],
  ['timeout seconds', ['30', '45', '120']],
  ['region', ['eu-central-1', 'ap-northeast-2', 'cn-hangzhou', 'fr-par', 'sa-east-1']],
  [
    'base url',
    ['https://api.internal.corp', 'https://gw.example-bank.de/v2', 'https://erp.acme.local:8443'],
  ],
  ['max retries', ['3', '5', '8']],
  ['pool size', ['10', '20', '64']],
  ['enabled', ['true', 'false']],
  ['host', ['db01.corp.local', '10.20.4.17', 'mq-prod-2.dc1.internal', 'sap-ecc.intra']],
  ['port', ['5432', '1521', '3306', '8443', '389', '636']],
  [
    'username',
    [
      'svc_batch',
      'app_reader',
      'integration',
      'nagiosadmin',
      'CN=svc-ldap,OU=Service,DC=corp,DC=local',
    ],
  ],
  ['cache ttl', ['300', '3600']],
  ['environment', ['production', 'staging', 'prod-eu']],
];

/** `count` harmless settings as [words, value] pairs. */
export function filler(r, count) {
  return r.sample(FILLER, count).map(([w, values]) => [w.split(' '), r.pick(values)]);
}
