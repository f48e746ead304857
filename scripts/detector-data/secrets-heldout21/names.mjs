// Key-name styles and filler lines shared by the set-21 templates.

/** The words of a SCREAMING_CASE key. */
const words = (key) => key.toLowerCase().split('_').filter(Boolean);

const cap = (word) => word[0].toUpperCase() + word.slice(1);

/** `key` written in one naming style. */
export function styled(key, style) {
  const w = words(key);
  switch (style) {
    case 'snake':
      return w.join('_');
    case 'camel':
      return w[0] + w.slice(1).map(cap).join('');
    case 'pascal':
      return w.map(cap).join('');
    case 'kebab':
      return w.join('-');
    case 'dotted':
      return w.join('.');
    case 'title':
      return w.map(cap).join(' ');
    default:
      return key;
  }
}

export const FOREIGN_NAMES = [
  'clave_api',
  'cle_api',
  'chave_de_acesso',
  'zugangsschluessel',
  'passwort_dienst',
  'mot_de_passe_api',
  'chiave_segreta',
  'sleutel_api',
  'klucz_api',
  'токен_доступа',
];

export const USERS = [
  'mkowalski',
  'a.ndiaye',
  'jchen',
  'svc-ingest',
  'pipeline',
  'lab-bot',
  'rgarcia',
  'eo_analyst',
  'hpc-svc',
  'libsys',
];
export const HOSTS = [
  'data.lab.example.edu',
  'geo.observatory.example.org',
  'lims.biobank.example.ac.uk',
  'portal.opendata.example.gov',
  'hpc-login02.example.edu',
  'repo.library.example.org',
  'vle.university.example.ac.nz',
  'gis.cityplanning.example.gov',
];
export const PROJECTS = [
  'cohort-rnaseq',
  'glacier-dem',
  'census-linkage',
  'soil-moisture',
  'phylo-2024',
  'air-quality',
  'catalogue-sync',
  'lms-grades',
];

/** A few harmless config lines in SCREAMING_CASE (for .env-like files). */
export function envFiller(r) {
  const lines = [
    `DATA_DIR=/scratch/${r.pick(USERS)}/${r.pick(PROJECTS)}`,
    `N_THREADS=${r.pick([4, 8, 16, 32, 64])}`,
    `LOG_LEVEL=${r.pick(['info', 'debug', 'warning'])}`,
    `CRS=EPSG:${r.pick([4326, 3857, 25832, 2193, 27700])}`,
    `RANDOM_SEED=${r.int(100000)}`,
    `OUTPUT_FORMAT=${r.pick(['parquet', 'netcdf', 'geotiff', 'csv'])}`,
    `API_BASE=https://${r.pick(HOSTS)}/api/v${1 + r.int(3)}`,
    `TZ=${r.pick(['Europe/Berlin', 'UTC', 'America/Chicago', 'Pacific/Auckland', 'Asia/Tokyo'])}`,
    `MAX_RETRIES=${1 + r.int(5)}`,
    `CACHE_TTL=${r.pick([60, 300, 3600])}`,
  ];
  return r.sample(lines, 1 + r.int(4));
}
