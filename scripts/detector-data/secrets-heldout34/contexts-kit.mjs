// Shared helpers for the secrets-heldout34 syntaxes.

export const upperSnake = (s) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
export const kebab = (s) => s.replace(/_/g, '-');

export const THEME_PURPOSES = [
  'nightly warehouse load',
  'reverse-ETL sync to the CRM',
  'dbt prod job',
  'CDC replication into the lake',
  'BI extract refresh',
  'backfill of the events table',
  'metrics layer',
  'read replica for the dashboards',
  'Airflow DAG connections',
  'migration runner',
];
export const OTHER_PURPOSES = [
  'release pipeline',
  'staging deploy',
  'local dev',
  'prod worker',
  'CI publish step',
];

export const purpose = (r, c) => r.pick(c.p.theme ? THEME_PURPOSES : OTHER_PURPOSES);

export const authHeader = (c, v) => {
  switch (c.auth) {
    case 'x-api-key':
      return `X-Api-Key: ${v}`;
    case 'apikey':
      return `Authorization: ApiKey ${v}`;
    case 'token':
      return `Authorization: Token ${v}`;
    case 'key':
      return `Authorization: Key ${v}`;
    case 'ssws':
      return `Authorization: SSWS ${v}`;
    case 'aivenv1':
      return `Authorization: aivenv1 ${v}`;
    case 'private-token':
      return `PRIVATE-TOKEN: ${v}`;
    case 'raw':
      return `Authorization: ${v}`;
    case 'api-key':
      return `api-key: ${v}`;
    case 'dd-api-key':
      return `DD-API-KEY: ${v}`;
    case 'x-vault-token':
      return `X-Vault-Token: ${v}`;
    case 'x-hasura-admin-secret':
      return `x-hasura-admin-secret: ${v}`;
    case 'x-postmark-server-token':
      return `X-Postmark-Server-Token: ${v}`;
    default:
      return `Authorization: Bearer ${v}`;
  }
};

export const apiPath = (r) =>
  r.pick([
    '/api/v2/jobs',
    '/api/v1/syncs',
    '/v1/connectors',
    '/api/2.0/clusters/list',
    '/api/v1/query',
    '/v2/status',
  ]);
export const hostOf = (c) => c.host || `api.${c.slug.replace(/_/g, '')}.com`;

export const stamp = (r) =>
  `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}.${String(r.int(1000)).padStart(3, '0')}Z`;
