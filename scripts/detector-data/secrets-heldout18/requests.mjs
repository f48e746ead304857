// Renderers for one credential placed in a command, request, URL, log line or document.

import { STYLES, host, lines, nameOf, region, svc, tail } from './syntax.mjs';

const headerName = (words) =>
  `X-${words
    .slice(-2)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('-')}`;

export const WIRE_SYNTAXES = {
  cli: (r, es, slug) =>
    lines(
      `# rotate nightly, see runbook`,
      `${r.pick(['./ops/sync', `${slug.split('-')[0]}ctl`, 'java -jar migrator.jar', 'python -m exporter'])} \\`,
      `  --endpoint https://${host(r, slug)} \\`,
      ...es.map((e) => `  --${nameOf(r, tail(e), 'kebab')} ${e.value} \\`),
      `  --region ${region(r)}`,
    ),
  curl: (r, es, slug) =>
    lines(
      `curl -sS -X ${r.pick(['POST', 'GET'])} "https://${host(r, slug)}/v1/${r.pick(['payments', 'messages', 'events', 'patients', 'orders'])}" \\`,
      ...es.map((e, i) =>
        i === 0 && r.chance(0.5)
          ? `  -H "Authorization: Bearer ${e.value}" \\`
          : `  -H "${headerName(e.words)}: ${e.value}" \\`,
      ),
      `  -H "Content-Type: application/json" \\`,
      `  -d '{"limit": ${10 * (1 + r.int(9))}}'`,
    ),
  http: (r, es, slug) =>
    lines(
      `${r.pick(['POST', 'GET', 'PUT'])} /api/${r.pick(['v1', 'v2', 'r4'])}/${r.pick(['transfers', 'Patient', 'charges', 'webhooks'])} HTTP/1.1`,
      `Host: ${host(r, slug)}`,
      `Accept: application/json`,
      ...es.map((e, i) =>
        i === 0 && r.chance(0.5)
          ? `Authorization: ${r.pick(['Bearer', 'Token', 'Bearer'])} ${e.value}`
          : `${headerName(e.words)}: ${e.value}`,
      ),
      `X-Request-Id: ${r.chars('0123456789abcdef', 16)}`,
      `Content-Length: ${40 + r.int(400)}`,
    ),
  url: (r, es, slug) =>
    lines(
      `webhook_target: "https://${host(r, slug)}/hooks/${r.pick(['ingest', 'notify', 'callback'])}?${es.map((e) => `${nameOf(r, e.words.slice(-2), r.pick(['snake', 'camel']))}=${e.value}`).join('&')}&format=json"`,
    ),
  log: (r, es, slug) =>
    lines(
      `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T0${r.int(10)}:1${r.int(10)}:0${r.int(10)}.${r.int(1000)}Z INFO  [${svc(r)}] starting ${slug} client`,
      ...es.map(
        (e) =>
          `2024-05-0${1 + r.int(9)}T0${r.int(10)}:12:0${r.int(10)}Z DEBUG [${svc(r)}] ${r.pick(['resolved config', 'outbound call with', 'init'])} ${nameOf(r, tail(e), r.pick(['snake', 'camel']))}=${e.value} host=${host(r, slug)}`,
      ),
      `2024-05-01T09:12:04Z WARN  [${svc(r)}] retrying in ${1 + r.int(9)}s`,
    ),
  markdown: (r, es, slug) =>
    lines(
      `## ${STYLES.title(slug.split('-'))} integration`,
      '',
      `Quick start for the ${svc(r)} team. Set these before running locally:`,
      '',
      ...es.map((e) => `- **${STYLES.title(e.words)}**: \`${e.value}\``),
      '',
      `Then run \`make dev\`. Ping #${slug} on Slack if the sandbox is down.`,
    ),
  kafkaconnect: (r, es, slug) =>
    JSON.stringify(
      {
        name: `${slug}-sink`,
        config: {
          'connector.class': r.pick([
            'io.confluent.connect.jdbc.JdbcSinkConnector',
            'io.debezium.connector.postgresql.PostgresConnector',
            'com.corp.connect.HttpSinkConnector',
          ]),
          'tasks.max': String(1 + r.int(4)),
          topics: `${svc(r)}.events`,
          ...Object.fromEntries(
            es.map((e) => [`${slug.replace(/-/g, '.')}.${nameOf(r, tail(e), 'dotted')}`, e.value]),
          ),
        },
      },
      null,
      2,
    ),
  envoy: (r, es, slug) =>
    lines(
      `route_config:`,
      `  virtual_hosts:`,
      `    - name: ${slug}`,
      `      domains: ["${host(r, slug)}"]`,
      `      request_headers_to_add:`,
      ...es.flatMap((e) => [
        `        - header:`,
        `            key: ${headerName(e.words).toLowerCase()}`,
        `            value: "${e.value}"`,
      ]),
      `      routes:`,
      `        - match: { prefix: "/" }`,
      `          route: { cluster: ${slug}_upstream }`,
    ),
  consul: (r, es, slug) =>
    lines(
      `# seed KV for ${svc(r)}`,
      `consul kv put config/${svc(r)}/${slug}/endpoint https://${host(r, slug)}`,
      ...es.map(
        (e) => `consul kv put config/${svc(r)}/${slug}/${nameOf(r, tail(e), 'snake')} ${e.value}`,
      ),
    ),
  vaultrendered: (r, es, slug) =>
    lines(
      `# rendered by vault-agent from secret/data/${slug} at 2024-0${1 + r.int(9)}-1${r.int(10)}`,
      ...es.map((e) => `${nameOf(r, e.words, 'snake')}=${e.value}`),
      `${slug.replace(/-/g, '_')}_endpoint=https://${host(r, slug)}`,
    ),
};
