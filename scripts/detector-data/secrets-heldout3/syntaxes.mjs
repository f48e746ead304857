// Renderers: each turns a list of settings ({name, value, secret}) into a file or snippet of
// one syntax. Names arrive in SCREAMING_CASE and are restyled the way that syntax names things.

import { styled } from './values.mjs';

const q = (value) => JSON.stringify(value);
const n = (entry, style) => (entry.raw ? entry.name : styled(entry.name, style));
const lines = (...parts) => parts.flat().join('\n');
// A YAML scalar that would not parse plain (an alias, a tag, a comment...) is quoted.
const y = (value, force) => (force || /^[*&!%@`{[|>'"]|: | #/.test(value) ? q(value) : value);

// Occasionally a team names its settings in its own language.
const FOREIGN = {
  de: ['API_SCHLUESSEL', 'GEHEIMER_SCHLUESSEL', 'ZUGANGS_TOKEN'],
  es: ['CLAVE_API', 'CLAVE_SECRETA', 'TOKEN_DE_ACCESO'],
  pt: ['CHAVE_API', 'CHAVE_SECRETA', 'SENHA_SERVICO'],
  fr: ['CLE_API', 'CLE_SECRETE', 'JETON_ACCES'],
  nl: ['API_SLEUTEL', 'GEHEIME_SLEUTEL', 'TOEGANGSTOKEN'],
};

/** Renames a secret entry into another language now and then. */
export function maybeForeign(r, entry) {
  if (!entry.secret || !r.chance(0.06)) {
    return entry;
  }
  return { ...entry, name: r.pick(r.pick(Object.values(FOREIGN))) };
}

export const SYNTAXES = {
  dotenv: (r, es, c) =>
    lines(
      `# ${c.slug} settings (${r.pick(['local', 'staging', 'prod', 'shared dev box'])})`,
      es.map((e) => `${n(e, 'screaming')}=${r.chance(0.3) ? q(e.value) : e.value}`),
    ),
  json: (r, es, c) =>
    JSON.stringify(
      { service: c.slug, [c.section]: Object.fromEntries(es.map((e) => [n(e, 'camel'), e.value])) },
      null,
      2,
    ),
  yaml: (r, es, c) =>
    lines(
      `${c.section}:`,
      `  provider: ${c.slug}`,
      es.map((e) => `  ${n(e, 'snake')}: ${y(e.value, r.chance(0.4))}`),
    ),
  compose: (r, es, c) =>
    lines(
      'services:',
      `  ${c.app}:`,
      `    image: registry.example.internal/${c.app}:${r.int(9)}.${r.int(20)}.${r.int(9)}`,
      '    environment:',
      es.map((e) => `      - ${n(e, 'screaming')}=${e.value}`),
      '    ports:',
      `      - "${8000 + r.int(900)}:8080"`,
    ),
  k8s: (r, es, c) =>
    lines(
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${c.app}-${c.slug}`,
      `  namespace: ${r.pick(['default', 'payments', 'platform', 'ml'])}`,
      'type: Opaque',
      'stringData:',
      es.map((e) => `  ${n(e, r.pick(['screaming', 'kebab']))}: ${q(e.value)}`),
    ),
  helm: (r, es, c) =>
    lines(
      `# values-${r.pick(['prod', 'eu', 'staging'])}.yaml`,
      `${c.app}:`,
      '  replicaCount: 2',
      `  ${c.section}:`,
      es.map((e) => `    ${n(e, 'camel')}: ${q(e.value)}`),
    ),
  toml: (r, es, c) =>
    lines(
      `[${c.section}]`,
      `endpoint = "https://api.${c.host}/v1"`,
      es.map((e) => `${n(e, 'snake')} = ${q(e.value)}`),
    ),
  ini: (r, es, c) =>
    lines(
      `[${c.slug}]`,
      es.map((e) => `${n(e, r.pick(['snake', 'dotted']))} = ${e.value}`),
      'retries = 3',
    ),
  properties: (r, es, c) =>
    lines(
      `# ${c.app}.properties`,
      es.map((e) => `${c.app}.${c.section}.${n(e, 'kebab')}=${e.value}`),
    ),
  xml: (r, es) =>
    lines(
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      '  <appSettings>',
      es.map((e) => `    <add key="${n(e, 'pascal')}" value="${e.value}" />`),
      '  </appSettings>',
      '</configuration>',
    ),
  spring: (r, es, c) =>
    lines(
      `<bean id="${c.section}Client" class="com.example.${c.section}.Client">`,
      es.map((e) => `  <property name="${n(e, 'camel')}" value="${e.value}"/>`),
      '</bean>',
    ),
  python: (r, es, c) =>
    lines(
      'import requests',
      '',
      es.map((e) => `${n(e, 'screaming')} = ${r.chance(0.5) ? q(e.value) : `'${e.value}'`}`),
      '',
      `def client():`,
      `    return requests.Session()  # talks to ${c.host}`,
    ),
  pydict: (r, es, c) =>
    lines(
      `${c.section.toUpperCase()}_SETTINGS = {`,
      es.map((e) => `    '${n(e, 'snake')}': '${e.value}',`),
      '}',
    ),
  javascript: (r, es, c) =>
    lines(
      `const ${c.section}Config = {`,
      `  baseUrl: 'https://api.${c.host}',`,
      es.map((e) => `  ${n(e, 'camel')}: '${e.value}',`),
      '};',
      '',
      `module.exports = ${c.section}Config;`,
    ),
  typescript: (r, es) =>
    lines(
      es.map((e) => `export const ${n(e, 'screaming')}: string = ${q(e.value)};`),
      'export const TIMEOUT_MS = 5_000;',
    ),
  go: (r, es, c) =>
    lines(
      'package config',
      '',
      'const (',
      es.map((e) => `\t${n(e, 'pascal')} = ${q(e.value)}`),
      ')',
      '',
      `// ${c.slug} client defaults`,
    ),
  java: (r, es, c) =>
    lines(
      `public final class ${styled(c.section, 'pascal')}Credentials {`,
      es.map((e) => `    static final String ${n(e, 'screaming')} = ${q(e.value)};`),
      '}',
    ),
  kotlin: (r, es, c) =>
    lines(
      `object ${styled(c.section, 'pascal')}Keys {`,
      es.map((e) => `    const val ${n(e, 'screaming')} = ${q(e.value)}`),
      '}',
    ),
  csharp: (r, es, c) =>
    lines(
      `namespace Acme.${styled(c.section, 'pascal')};`,
      '',
      'internal static class Secrets',
      '{',
      es.map((e) => `    public const string ${n(e, 'pascal')} = ${q(e.value)};`),
      '}',
    ),
  ruby: (r, es, c) =>
    lines(
      `${styled(c.section, 'pascal')}.configure do |config|`,
      es.map((e) => `  config.${n(e, 'snake')} = '${e.value}'`),
      'end',
    ),
  php: (r, es) =>
    lines(
      '<?php',
      'return [',
      es.map((e) => `    '${n(e, 'snake')}' => '${e.value}',`),
      '];',
    ),
  rust: (r, es) => lines(es.map((e) => `pub const ${n(e, 'screaming')}: &str = ${q(e.value)};`)),
  shell: (r, es, c) =>
    lines(
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      es.map((e) => `export ${n(e, 'screaming')}=${r.chance(0.5) ? `'${e.value}'` : e.value}`),
      `./bin/${c.app} --region ${r.pick(['eu-west-1', 'ap-southeast-1', 'sa-east-1'])}`,
    ),
  powershell: (r, es, c) =>
    lines(
      es.map((e) => `$env:${n(e, 'screaming')} = "${e.value}"`),
      `& .\\${c.app}.exe --verbose`,
    ),
  systemd: (r, es, c) =>
    lines(
      '[Service]',
      `ExecStart=/usr/local/bin/${c.app}`,
      es.map((e) => `Environment="${n(e, 'screaming')}=${e.value}"`),
      'Restart=on-failure',
    ),
  dockerfile: (r, es, c) =>
    lines(
      `FROM node:${r.pick(['20', '22'])}-alpine`,
      'WORKDIR /app',
      es.map(
        (e, i) => `${i === 0 && r.chance(0.5) ? 'ARG' : 'ENV'} ${n(e, 'screaming')}=${e.value}`,
      ),
      'COPY . .',
      `CMD ["node", "${c.app}.js"]`,
    ),
  terraform: (r, es, c) =>
    lines(
      `provider "${c.slug.replace(/-/g, '_')}" {`,
      es.map((e) => `  ${n(e, 'snake')} = ${q(e.value)}`),
      '}',
    ),
  tfvars: (r, es) => lines(es.map((e) => `${n(e, 'snake')} = ${q(e.value)}`)),
  github_actions: (r, es, c) =>
    lines(
      `name: deploy-${c.app}`,
      'on: [push]',
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    env:',
      es.map((e) => `      ${n(e, 'screaming')}: ${y(e.value, false)}`),
      '    steps:',
      '      - uses: actions/checkout@v4',
      `      - run: make deploy`,
    ),
  gitlab_ci: (r, es, c) =>
    lines(
      'variables:',
      es.map((e) => `  ${n(e, 'screaming')}: "${e.value}"`),
      '',
      `deploy_${c.app}:`,
      '  stage: deploy',
      '  script:',
      '    - ./scripts/deploy.sh',
    ),
  log: (r, es, c) =>
    lines(
      es.map(
        (e) =>
          `${c.time} ${r.pick(['DEBUG', 'INFO', 'WARN'])} [${c.app}] loaded ${n(e, 'dotted')}=${e.value}`,
      ),
      `${c.time} INFO [${c.app}] connected to ${c.host}`,
    ),
  markdown: (r, es, c) =>
    lines(
      `## Setting up ${c.slug}`,
      '',
      `Ask #${c.app}-ops for access, or use the team key for now:`,
      '',
      '```',
      es.map((e) => `${n(e, 'screaming')}=${e.value}`),
      '```',
      '',
      'Then run `make dev`.',
    ),
  nginx: (r, es, c) =>
    lines(
      'location /upstream/ {',
      `    proxy_pass https://api.${c.host}/;`,
      es.map((e) => `    proxy_set_header X-${n(e, 'pascal')} "${e.value}";`),
      '}',
    ),
};

/** Renderers that carry one credential in a request (value first, no setting names). */
export const REQUESTS = {
  curl: (r, v, c) =>
    lines(
      `curl -sS -X ${r.pick(['GET', 'POST'])} https://api.${c.host}/v2/${c.path} \\`,
      `  -H "${r.pick(['Authorization: Bearer ', 'X-Api-Key: ', `X-${styled(c.section, 'pascal')}-Token: `])}${v}" \\`,
      `  -H 'Content-Type: application/json'`,
    ),
  http: (r, v, c) =>
    lines(
      `${r.pick(['GET', 'POST', 'DELETE'])} /v1/${c.path} HTTP/1.1`,
      `Host: api.${c.host}`,
      `User-Agent: ${c.app}/${r.int(5)}.${r.int(12)}`,
      r.pick([`Authorization: Bearer ${v}`, `Authorization: Token ${v}`, `X-API-Key: ${v}`]),
      'Accept: application/json',
    ),
  cli: (r, v, c) =>
    `${c.app} ${r.pick(['sync', 'deploy', 'push', 'login'])} ${r.pick(['--api-key', '--token', '--secret', '-k'])} ${v} --endpoint https://api.${c.host}`,
  query: (r, v, c) =>
    `${r.pick(['GET', 'fetching', 'request:'])} https://api.${c.host}/${c.path}?${r.pick(['api_key', 'token', 'key', 'access_token', 'apikey'])}=${v}&format=json`,
  fetch: (r, v, c) =>
    lines(
      `const res = await fetch('https://api.${c.host}/${c.path}', {`,
      `  headers: { Authorization: \`Bearer ${v}\` },`,
      '});',
    ),
  requests_call: (r, v, c) =>
    lines(
      `resp = requests.get(`,
      `    "https://api.${c.host}/${c.path}",`,
      `    headers={"${r.pick(['X-Api-Key', 'Authorization', 'X-Auth-Token'])}": "${v}"},`,
      '    timeout=10,',
      ')',
    ),
};
