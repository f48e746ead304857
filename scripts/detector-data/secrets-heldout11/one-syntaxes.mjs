// Renderers that carry one credential: CLI flags, curl, HTTP dumps, URLs, logs, Markdown.
import { lines } from './syntaxes.mjs';

function cli(c, e) {
  const flag = c.r.pick([`--${e.name.kebab}`, `--${c.pre.kebab}-${e.name.kebab}`, '-k']);
  const sep = c.r.chance(0.3) ? '=' : ' ';
  return lines(
    '```',
    `$ ${c.app}-cli import --source ${c.pre.kebab} --region eu-west-1 \\`,
    `    ${flag}${sep}${e.value} \\`,
    '    --dry-run',
    '```',
  );
}

function curl(c, e) {
  const header = c.r.pick([
    `Authorization: Bearer ${e.value}`,
    `X-${c.pre.pascal}-Key: ${e.value}`,
    `X-Api-Key: ${e.value}`,
    `Authorization: Token token=${e.value}`,
  ]);
  return lines(
    `curl -sS -X POST "https://${c.host}/v1/${c.r.pick(['events', 'records', 'jobs', 'messages'])}" \\`,
    `  -H "${header}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '{"source":"${c.app}","dryRun":false}'`,
  );
}

function http(c, e) {
  const header = c.r.pick([
    `Authorization: Bearer ${e.value}`,
    `X-${c.pre.pascal}-Api-Key: ${e.value}`,
    `Api-Key: ${e.value}`,
  ]);
  return lines(
    `GET /api/v3/${c.r.pick(['accounts', 'orders', 'status', 'reports'])}?page=2 HTTP/1.1`,
    `Host: ${c.host}`,
    'Accept: application/json',
    header,
    `User-Agent: ${c.app}/${c.r.int(5)}.${c.r.int(20)}`,
    `X-Request-Id: ${c.v.uuid()}`,
    '',
  );
}

function url(c, e) {
  const param = c.r.pick(['api_key', 'key', 'token', 'access_token', 'apikey', 'auth']);
  return lines(
    `${c.r.pick(['Webhook', 'Feed', 'Export'])} URL for the ${c.pre.title} sync:`,
    `https://${c.host}/v2/export.csv?${param}=${e.value}&format=csv&since=2024-0${1 + c.r.int(9)}-01`,
  );
}

function log(c, e) {
  const ts = `2024-${String(1 + c.r.int(12)).padStart(2, '0')}-1${c.r.int(10)}T0${c.r.int(10)}:${10 + c.r.int(50)}:${10 + c.r.int(50)}.${c.v.digits(3)}Z`;
  return lines(
    `${ts} INFO  [main] c.${c.corp}.${c.pre.camel}.Client - connecting to https://${c.host}`,
    `${ts} DEBUG [main] c.${c.corp}.${c.pre.camel}.Client - using ${e.name.camel}=${e.value}`,
    `${ts} WARN  [main] c.${c.corp}.${c.pre.camel}.Client - retrying after 429 (attempt 2/5)`,
  );
}

function markdown(c, e) {
  return lines(
    `## ${c.pre.title} setup`,
    '',
    `1. Ask the platform team for access to the ${c.stage} project.`,
    `2. Put the ${e.name.words.join(' ')} in your local \`.env\`; the one we use right now is:`,
    '',
    `   \`${e.value}\``,
    '',
    '3. Run `make dev` and check the health page.',
  );
}

function jsonLog(c, e) {
  return JSON.stringify({
    level: 'debug',
    logger: `${c.pre.camel}.http`,
    msg: 'outgoing request',
    url: `https://${c.host}/v1/ping`,
    headers: { authorization: `Bearer ${e.value}`, 'user-agent': `${c.app}` },
  });
}

export const ONE_SYNTAXES = { cli, curl, http, url, log, markdown, jsonLog };
