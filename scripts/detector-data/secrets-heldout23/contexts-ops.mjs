// Operations syntaxes for the held-out (23) secrets set: shells, CLIs, HTTP, CI, logs and docs.

import { APPS, keyName } from './naming.mjs';

function header(r, c) {
  const style = r.int(5);
  if (style === 0) {
    return `Authorization: Bearer ${c.value}`;
  }
  if (style === 1) {
    return `Authorization: Token ${c.value}`;
  }
  if (style === 2) {
    return `X-${c.slug.split('-')[0].replace(/^./, (m) => m.toUpperCase())}-Key: ${c.value}`;
  }
  if (style === 3) {
    return `X-API-Key: ${c.value}`;
  }
  return `api-key: ${c.value}`;
}

function shell(r, c) {
  const k = keyName(r, c.words, ['screaming']);
  return [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    `export ${k}="${c.value}"`,
    `export ${c.slug.toUpperCase().replace(/-/g, '_')}_ENDPOINT=https://${c.host}`,
    `./bin/${r.pick(APPS)} --sync`,
  ].join('\n');
}

function cli(r, c) {
  const flag = keyName(r, c.words, ['kebab']);
  return [
    `$ ${c.slug}-cli login --${flag} ${c.value} --endpoint https://${c.host}`,
    'Logged in. Credentials saved to ~/.config/' + c.slug + '/config',
  ].join('\n');
}

function curl(r, c) {
  return [
    `curl -sS -X ${r.pick(['GET', 'POST'])} "https://${c.host}/v${r.int(3) + 1}/${r.pick(['accounts', 'items', 'messages', 'status'])}" \\`,
    `  -H "${header(r, c)}" \\`,
    '  -H "Content-Type: application/json"',
  ].join('\n');
}

function http(r, c) {
  return [
    `${r.pick(['GET', 'POST', 'PUT'])} /api/${r.pick(['v1', 'v2', '2024-01'])}/${r.pick(['events', 'users', 'reports'])} HTTP/1.1`,
    `Host: ${c.host}`,
    `User-Agent: ${r.pick(APPS)}/1.${r.int(9)}`,
    header(r, c),
    'Accept: application/json',
    '',
  ].join('\n');
}

function url(r, c) {
  const param = keyName(r, c.words, ['snake', 'camel']).replace(/ /g, '');
  return [
    `Fetching report: https://${c.host}/export?format=csv&${param}=${c.value}&page=${r.int(9) + 1}`,
    `HTTP ${r.pick([200, 200, 304])} in ${r.int(900) + 20}ms`,
  ].join('\n');
}

function terraform(r, c) {
  const name = c.slug.replace(/-/g, '_');
  if (r.chance(0.5)) {
    return [
      `provider "${name}" {`,
      `  endpoint = "https://${c.host}"`,
      `  ${keyName(r, c.words, ['snake'])} = "${c.value}"`,
      '}',
    ].join('\n');
  }
  return [
    `variable "${keyName(r, c.words, ['snake'])}" {`,
    '  type      = string',
    '  sensitive = true',
    `  default   = "${c.value}"`,
    '}',
  ].join('\n');
}

function actions(r, c) {
  return [
    'jobs:',
    '  deploy:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - run: ./scripts/deploy.sh ${r.pick(['prod', 'staging'])}`,
    '        env:',
    `          ${keyName(r, c.words, ['screaming'])}: ${c.value}`,
  ].join('\n');
}

function gitlab(r, c) {
  return [
    'variables:',
    `  ${keyName(r, c.words, ['screaming'])}: "${c.value}"`,
    '  GIT_DEPTH: "10"',
    '',
    'deploy:',
    '  stage: deploy',
    `  script: ./ci/publish.sh`,
  ].join('\n');
}

function log(r, c) {
  const ts = `2024-${String(r.int(12) + 1).padStart(2, '0')}-${String(r.int(28) + 1).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:11.${r.int(900) + 100}Z`;
  const k = keyName(r, c.words, ['snake', 'camel']);
  return [
    `${ts} INFO  ${r.pick(APPS)} starting worker pool size=${r.int(16) + 1}`,
    `${ts} DEBUG ${c.slug} client config: {"endpoint":"https://${c.host}","${k}":"${c.value}"}`,
    `${ts} INFO  connected to ${c.host}`,
  ].join('\n');
}

function markdown(r, c) {
  const k = keyName(r, c.words, ['screaming']);
  return [
    `## Connecting to ${c.slug}`,
    '',
    `Ask in #${r.pick(['platform', 'infra', 'data-eng'])} if this stops working. For now the shared key is:`,
    '',
    '```bash',
    `export ${k}=${c.value}`,
    '```',
  ].join('\n');
}

function dockerfile(r, c) {
  const k = keyName(r, c.words, ['screaming']);
  return [
    `FROM ${r.pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre'])}`,
    'WORKDIR /app',
    r.chance(0.5) ? `ENV ${k}=${c.value}` : `ARG ${k}=${c.value}`,
    'COPY . .',
    `CMD ["./start.sh"]`,
  ].join('\n');
}

export const OPS_CONTEXTS = {
  shell,
  cli,
  curl,
  http,
  url,
  terraform,
  actions,
  gitlab,
  log,
  markdown,
  dockerfile,
};
