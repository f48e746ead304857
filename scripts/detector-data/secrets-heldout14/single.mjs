// Single-credential syntaxes of the held-out (14) secrets set: CLI flags, HTTP, URLs, logs, docs.

const hostOf = (cred) => `api.${cred.slug.replace(/-/g, '')}.io`;
const svc = (cred) => cred.words[0];

const cliFlag = (r, c) =>
  [
    '## Running the importer locally',
    '',
    '```sh',
    `./bin/importer --${r.pick(['api-key', 'token', 'auth-token', 'secret'])} ${c.value} --dry-run`,
    '```',
  ].join('\n');

const curl = (r, c) => {
  const header = r.pick([
    `Authorization: Bearer ${c.value}`,
    `X-Api-Key: ${c.value}`,
    `X-${svc(c)[0].toUpperCase()}${svc(c).slice(1)}-Token: ${c.value}`,
    `Authorization: Token ${c.value}`,
  ]);
  return [
    '<!-- .github/ISSUE_TEMPLATE answer pasted by a reporter -->',
    'Steps to reproduce:',
    '',
    `curl -sS -X POST https://${hostOf(c)}/v2/items \\`,
    `  -H "${header}" \\`,
    `  -H "Content-Type: application/json" -d '{"limit": 10}'`,
    '',
    'Expected 200, got 500.',
  ].join('\n');
};

const httpDump = (r, c) =>
  [
    `GET /v1/accounts/me HTTP/1.1`,
    `Host: ${hostOf(c)}`,
    'User-Agent: sdk-python/2.4.1',
    `Authorization: Bearer ${c.value}`,
    'Accept: application/json',
    '',
    'HTTP/1.1 200 OK',
    'Content-Type: application/json',
  ].join('\n');

const cassette = (r, c) =>
  [
    '# tests/cassettes/test_list_invoices.yaml',
    'interactions:',
    '- request:',
    '    body: null',
    '    headers:',
    `      ${r.pick(['Authorization', 'X-API-KEY'])}:`,
    `      - ${r.chance(0.5) ? 'Bearer ' : ''}${c.value}`,
    `    method: GET`,
    `    uri: https://${hostOf(c)}/v1/invoices?limit=2`,
    '  response:',
    '    status: {code: 200, message: OK}',
  ].join('\n');

const basicAuth = (r, c) => {
  const blob = Buffer.from(`${r.pick(['api', 'admin', 'deploy', svc(c)])}:${c.value}`).toString(
    'base64',
  );
  return {
    text: [
      `POST /api/v3/sync HTTP/1.1`,
      `Host: ${hostOf(c)}`,
      `Authorization: Basic ${blob}`,
      'Content-Length: 0',
    ].join('\n'),
    secrets: [blob],
  };
};

const urlQuery = (r, c) =>
  [
    `# CHANGELOG.md (v${r.int(5)}.${r.int(20)}.0)`,
    '- Fixed pagination in the export job.',
    `- Debug: reproduced with https://${hostOf(c)}/v1/export?${r.pick(['api_key', 'token', 'access_token', 'key'])}=${c.value}&page=2`,
  ].join('\n');

const connString = (r, c) => {
  const user = r.pick(['app', 'admin', 'svc_reporting', 'postgres']);
  const host = `${c.slug}-prod.internal`;
  return r.pick([
    `DATABASE_URL=postgres://${user}:${c.value}@${host}:5432/app?sslmode=require`,
    `MYSQL_URL=mysql://${user}:${c.value}@${host}:3306/shop`,
    `MONGO_URI=mongodb+srv://${user}:${c.value}@${host}/analytics?retryWrites=true`,
    `REDIS_URL=rediss://default:${c.value}@${host}:6380/0`,
    `BROKER_URL=amqps://${user}:${c.value}@${host}/vhost`,
    `spring.datasource.url=jdbc:postgresql://${host}:5432/app?user=${user}&password=${c.value}`,
    `"ConnectionStrings": { "Default": "Server=${host};Database=App;User Id=${user};Password=${c.value};Encrypt=True" }`,
  ]);
};

const logLine = (r, c) =>
  [
    `2024-0${1 + r.int(9)}-1${r.int(9)}T0${r.int(9)}:12:44Z INFO  worker started pid=${1000 + r.int(9000)}`,
    `2024-0${1 + r.int(9)}-1${r.int(9)}T0${r.int(9)}:12:45Z DEBUG ${svc(c)} client init ${r.pick(['key', 'token', 'secret'])}=${c.value}`,
    `2024-0${1 + r.int(9)}-1${r.int(9)}T0${r.int(9)}:12:46Z INFO  connected`,
  ].join('\n');

const markdown = (r, c) =>
  [
    '## Local development',
    '',
    `1. Copy \`.env.example\` to \`.env\`.`,
    `2. Until the vault is set up, use the team key for ${svc(c)}:`,
    '',
    `   \`${c.env}=${c.value}\``,
    '',
    '3. Run `npm run dev`.',
  ].join('\n');

export const SINGLE = {
  cliFlag,
  curl,
  httpDump,
  cassette,
  basicAuth,
  urlQuery,
  connString,
  logLine,
  markdown,
};
export const URL_SAFE = new Set([
  'urlQuery',
  'connString',
  'cliFlag',
  'curl',
  'httpDump',
  'logLine',
]);
