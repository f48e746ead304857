// Wire and prose syntaxes of the held-out (6) secrets set: command lines, curl, HTTP dumps,
// URLs, log lines and Markdown. They carry one credential each.

import { styled, uuid } from './values.mjs';

const n = (e, style) => styled(e.words, style);
const path = (r) =>
  r.pick(['/v1/messages', '/v2/orders', '/api/v1/events', '/v3/search', '/v1/me']);

/** The header line that carries the value, or null when it travels in the query. */
export function headerLine(e) {
  const [kind, name] = [e.p.auth.slice(0, 1), e.p.auth.slice(2)];
  if (kind === 'b') {
    return `Authorization: Bearer ${e.v}`;
  }
  if (kind === 't') {
    return `Authorization: Token ${e.v}`;
  }
  if (kind === 'h') {
    return name.includes(': ') ? `${name} ${e.v}` : `${name}: ${e.v}`;
  }
  if (kind === 'r') {
    return `X-Api-Key: ${e.v}`;
  }
  return null;
}

const queryName = (e) => (e.p.auth.startsWith('q:') ? e.p.auth.slice(2) : 'api_key');

const curl = (r, [e]) => {
  const header = headerLine(e);
  const url = header
    ? `https://${e.p.host}${path(r)}`
    : `"https://${e.p.host}${path(r)}?${queryName(e)}=${e.v}&limit=${10 * (1 + r.int(9))}"`;
  return [
    `# reproduce the failing sync`,
    `curl -sS ${r.pick(['-X POST', '-X GET', ''])} ${url} \\`,
    ...(header ? [`  -H "${header}" \\`] : []),
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"page": ${1 + r.int(5)}}'`,
  ].join('\n');
};

const httpDump = (r, [e]) => {
  const header = headerLine(e);
  const target = header ? path(r) : `${path(r)}?${queryName(e)}=${e.v}`;
  return [
    `> ${r.pick(['GET', 'POST'])} ${target} HTTP/1.1`,
    `> Host: ${e.p.host}`,
    `> User-Agent: okhttp/4.12.0`,
    ...(header ? [`> ${header}`] : []),
    `> Accept: application/json`,
    `>`,
    `< HTTP/1.1 ${r.pick(['200 OK', '401 Unauthorized', '429 Too Many Requests'])}`,
    `< x-request-id: ${uuid(r)}`,
  ].join('\n');
};

const url = (r, [e]) =>
  [
    `Webhook endpoint configured in the dashboard:`,
    ``,
    `https://${e.p.host}${path(r)}?${queryName(e)}=${e.v}&format=json`,
    ``,
    `(copied from the integration settings page)`,
  ].join('\n');

const cli = (r, [e]) => {
  const tool = r.pick([`${e.p.slug}-cli`, `${e.p.slug}ctl`, './bin/sync', 'npx @acme/uploader']);
  const flag = r.pick([`--${n(e, 'kebab')}`, '--api-key', '--token', '--secret']);
  const sep = r.chance(0.4) ? '=' : ' ';
  return [
    `$ ${tool} login ${flag}${sep}${e.v} --region ${r.pick(['eu', 'us-east', 'ap-south'])}`,
    `Logged in as ${r.pick(['ops', 'deploy-bot', 'marta'])} (${e.p.slug})`,
    `$ ${tool} status`,
    `ok`,
  ].join('\n');
};

const logLine = (r, [e]) => {
  const ts = `2025-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:07.${r.int(1000)}Z`;
  return [
    `${ts} INFO  worker-3 starting ${e.p.slug} client`,
    `${ts} DEBUG worker-3 client config: endpoint=https://${e.p.host} ${n(e, 'snake')}=${e.v} timeout=30s`,
    `${ts} WARN  worker-3 retrying request (attempt 2/5)`,
  ].join('\n');
};

const markdown = (r, [e]) =>
  [
    `## ${styled([e.p.slug], 'title')} integration`,
    ``,
    `To test locally, set the key in your shell:`,
    ``,
    '```bash',
    `export ${n(e, 'SCREAM')}=${e.v}`,
    '```',
    ``,
    `Then run \`make dev\`. Ask #platform if the key stops working.`,
  ].join('\n');

const notebook = (r, [e]) =>
  JSON.stringify(
    {
      cell_type: 'code',
      execution_count: 1 + r.int(40),
      metadata: {},
      source: [`import os\n`, `os.environ["${n(e, 'SCREAM')}"] = "${e.v}"\n`, `client = Client()`],
      outputs: [],
    },
    null,
    1,
  );

export const WIRE_CONTEXTS = [
  ['curl', curl],
  ['http-dump', httpDump],
  ['url-query', url],
  ['cli-flag', cli],
  ['log-line', logLine],
  ['markdown', markdown],
  ['jupyter', notebook],
].map(([name, render]) => ({ name, multi: false, render }));
