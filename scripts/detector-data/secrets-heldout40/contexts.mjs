// Rules for secrets-heldout40: each renders a list of name/value entries as one realistic file
// excerpt, command, log or message. Entries with `raw` hold a code expression, not a string.

export { APPS, FILLERS } from './pools.mjs';

const titleOf = (name) =>
  name
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
const sectionOf = (name) => name.replace(/-/g, '_');
export const keyOf = (env) => env.toLowerCase().split('_').slice(1).join('_') || env.toLowerCase();
const camelOf = (env) => keyOf(env).replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase());
const dotOf = (env) => keyOf(env).replace(/_/g, '-');
const q = (e, mark = '"') => (e.raw ? e.value : `${mark}${e.value}${mark}`);
const primary = (ctx) => ctx.entries.find((e) => e.main) ?? ctx.entries[0];
const hostOf = (ctx) => ctx.p.host ?? `api.${ctx.p.name.split('-')[0]}.com`;
const idEntry = (ctx) => ctx.entries.find((e) => e.companion);

const yamlScalar = (e) => {
  if (e.raw) {
    return e.value;
  }
  if (e.value === '') {
    return '""';
  }
  return /^[A-Za-z0-9_./+=-]+$/.test(e.value) && !/^\d+$/.test(e.value) ? e.value : `"${e.value}"`;
};

export const RULES = {
  dotenv: (ctx) => {
    const head = ctx.r.pick([
      `# ${ctx.app}/.env.production`,
      '# .env',
      `# ${ctx.p.name} credentials`,
      '',
    ]);
    const lines = ctx.entries.map((e) =>
      ctx.r.chance(0.3) && !e.raw ? `${e.env}="${e.value}"` : `${e.env}=${e.value}`,
    );
    return [head, ...lines].filter(Boolean).join('\n');
  },
  'shell-export': (ctx) => {
    const lines = ctx.entries.map((e) => `export ${e.env}=${e.raw ? e.value : `'${e.value}'`}`);
    return [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      ...lines,
      `exec node dist/${ctx.app}.js "$@"`,
    ].join('\n');
  },
  'yaml-config': (ctx) => {
    const lines = ctx.entries.map((e) => `  ${keyOf(e.env)}: ${yamlScalar(e)}`);
    return [
      `# config/${ctx.r.pick(['production', 'live', 'prod-eu'])}.yaml`,
      `service: ${ctx.app}`,
      `${sectionOf(ctx.p.name)}:`,
      ...lines,
    ].join('\n');
  },
  'json-config': (ctx) => {
    const obj = {};
    for (const e of ctx.entries) {
      obj[camelOf(e.env)] = e.value;
    }
    return JSON.stringify(
      { service: ctx.app, [camelOf('X_' + sectionOf(ctx.p.name).toUpperCase())]: obj },
      null,
      2,
    );
  },
  toml: (ctx) => {
    const lines = ctx.entries.map((e) => `${keyOf(e.env)} = ${q(e)}`);
    return [`# ${ctx.app}/config.toml`, `[${sectionOf(ctx.p.name)}]`, ...lines].join('\n');
  },
  ini: (ctx) => {
    const lines = ctx.entries.map((e) => `${keyOf(e.env)} = ${e.value}`);
    return [
      `; ${ctx.app}.ini`,
      '[general]',
      'environment = live',
      '',
      `[${sectionOf(ctx.p.name)}]`,
      ...lines,
    ].join('\n');
  },
  'xml-appsettings': (ctx) => {
    const lines = ctx.entries.map(
      (e) =>
        `    <add key="${titleOf(ctx.p.name)}:${titleOf(keyOf(e.env).replace(/_/g, '-'))}" value="${e.value}" />`,
    );
    return [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      '  <appSettings>',
      ...lines,
      '  </appSettings>',
      '</configuration>',
    ].join('\n');
  },
  'hcl-terraform': (ctx) => {
    const lines = ctx.entries.map((e) => `    ${e.env} = ${q(e)}`);
    return [
      `resource "kubernetes_secret" "${sectionOf(ctx.p.name)}" {`,
      '  metadata {',
      `    name      = "${ctx.p.name}-credentials"`,
      `    namespace = "${ctx.app}"`,
      '  }',
      '  data = {',
      ...lines,
      '  }',
      '}',
    ].join('\n');
  },
  dockerfile: (ctx) => {
    const lines = ctx.entries.map((e) => `ENV ${e.env}=${e.value}`);
    return [
      'FROM node:20-alpine',
      'WORKDIR /srv/app',
      'COPY . .',
      ...lines,
      'RUN npm ci --omit=dev',
      `CMD ["node", "dist/${ctx.app}.js"]`,
    ].join('\n');
  },
  compose: (ctx) => {
    const lines = ctx.entries.map((e) => `      ${e.env}: ${yamlScalar(e)}`);
    return [
      'services:',
      `  ${ctx.app}:`,
      `    image: ghcr.io/acmepay/${ctx.app}:1.${ctx.r.int(30)}.${ctx.r.int(10)}`,
      '    environment:',
      ...lines,
    ].join('\n');
  },
  'k8s-secret': (ctx) => {
    const lines = ctx.entries.map((e) => `  ${e.env}: ${yamlScalar(e)}`);
    return [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${ctx.p.name}-credentials`,
      `  namespace: ${ctx.app}`,
      'type: Opaque',
      'stringData:',
      ...lines,
    ].join('\n');
  },
  'gha-workflow': (ctx) => {
    const lines = ctx.entries.map((e) => `      ${e.env}: ${yamlScalar(e)}`);
    return [
      'jobs:',
      '  reconcile:',
      '    runs-on: ubuntu-latest',
      '    env:',
      ...lines,
      '    steps:',
      '      - uses: actions/checkout@v4',
      `      - run: npm run ${ctx.r.pick(['reconcile', 'payouts:dry-run', 'sync:ledger'])}`,
    ].join('\n');
  },
  'python-const': (ctx) => {
    const lines = ctx.entries.map((e) => `${e.env} = ${q(e)}`);
    return [
      `# ${ctx.app.replace(/-/g, '_')}/settings.py`,
      'import os',
      '',
      ...lines,
      `TIMEOUT_SECONDS = int(os.getenv("TIMEOUT_SECONDS", "30"))`,
    ].join('\n');
  },
  'python-client': (ctx) => {
    const args = ctx.entries.map((e) => `    ${keyOf(e.env)}=${q(e)},`);
    return [
      `from ${sectionOf(ctx.p.name)}_client import ${titleOf(ctx.p.name)}Client`,
      '',
      `client = ${titleOf(ctx.p.name)}Client(`,
      ...args,
      '    timeout=20,',
      ')',
    ].join('\n');
  },
  'js-object': (ctx) => {
    const props = ctx.entries.map((e) => `  ${camelOf(e.env)}: ${q(e, "'")},`);
    return [
      `// src/integrations/${ctx.p.name}.ts`,
      `export const ${camelOf('X_' + sectionOf(ctx.p.name).toUpperCase())}Config = {`,
      ...props,
      `  environment: 'live',`,
      '};',
    ].join('\n');
  },
  'go-const': (ctx) => {
    const lines = ctx.entries.map((e) => `\t${camelOf(e.env)} = ${q(e, e.raw ? '' : '"')}`);
    return [
      'package ' + sectionOf(ctx.p.name).replace(/_/g, ''),
      '',
      'const (',
      ...lines,
      ')',
    ].join('\n');
  },
  'java-properties': (ctx) => {
    const lines = ctx.entries.map(
      (e) => `${sectionOf(ctx.p.name).replace(/_/g, '.')}.${dotOf(e.env)}=${e.value}`,
    );
    return [
      '# src/main/resources/application-prod.properties',
      'spring.application.name=' + ctx.app,
      ...lines,
    ].join('\n');
  },
  'ruby-initializer': (ctx) => {
    const lines = ctx.entries.map((e) => `  config.${keyOf(e.env)} = ${q(e, "'")}`);
    return [
      `# config/initializers/${sectionOf(ctx.p.name)}.rb`,
      `${titleOf(ctx.p.name)}.configure do |config|`,
      ...lines,
      'end',
    ].join('\n');
  },
  'csharp-code': (ctx) => {
    const lines = ctx.entries.map(
      (e) => `    private const string ${titleOf(keyOf(e.env).replace(/_/g, '-'))} = ${q(e)};`,
    );
    return [
      `namespace Acme.${titleOf(ctx.app)};`,
      '',
      `public static class ${titleOf(ctx.p.name)}Settings`,
      '{',
      ...lines,
      '}',
    ].join('\n');
  },
  'php-config': (ctx) => {
    const lines = ctx.entries.map(
      (e) => `        '${keyOf(e.env)}' => ${e.raw ? e.value : `'${e.value}'`},`,
    );
    return [
      '<?php',
      '',
      'return [',
      `    '${sectionOf(ctx.p.name)}' => [`,
      ...lines,
      '    ],',
      '];',
    ].join('\n');
  },
  'rust-const': (ctx) => {
    const lines = ctx.entries.map((e) => `const ${e.env}: &str = ${q(e)};`);
    return [`// src/${sectionOf(ctx.p.name)}.rs`, ...lines].join('\n');
  },
  'kotlin-code': (ctx) => {
    const lines = ctx.entries.map((e) => `    const val ${e.env} = ${q(e)}`);
    return ['object PaymentsConfig {', ...lines, '}'].join('\n');
  },
  systemd: (ctx) => {
    const lines = ctx.entries.map((e) => `Environment="${e.env}=${e.value}"`);
    return [
      '[Service]',
      `ExecStart=/opt/${ctx.app}/bin/${ctx.app}`,
      'User=payments',
      ...lines,
      'Restart=on-failure',
    ].join('\n');
  },
  powershell: (ctx) => {
    const lines = ctx.entries.map((e) => `$env:${e.env} = ${e.raw ? e.value : `"${e.value}"`}`);
    return [...lines, `dotnet run --project .\\src\\${titleOf(ctx.app)}`].join('\n');
  },
  'helm-values': (ctx) => {
    const lines = ctx.entries.map((e) => `    ${camelOf(e.env)}: ${yamlScalar(e)}`);
    return [
      `# charts/${ctx.app}/values-prod.yaml`,
      'replicaCount: 2',
      'secrets:',
      `  ${camelOf('X_' + sectionOf(ctx.p.name).toUpperCase())}:`,
      ...lines,
    ].join('\n');
  },
  'sql-insert': (ctx) => {
    const e = primary(ctx);
    return [
      `-- seed integration credentials for ${ctx.app}`,
      'INSERT INTO integration_credentials (provider, environment, name, value)',
      `VALUES ('${ctx.p.name}', 'live', '${keyOf(e.env)}', '${e.value}');`,
    ].join('\n');
  },
  'curl-header': (ctx) => {
    const e = primary(ctx);
    const id = idEntry(ctx);
    const host = hostOf(ctx);
    if (id && !id.raw && ctx.r.chance(0.5)) {
      return `curl -sS -u "${id.value}:${e.value}" https://${host}/v1/${ctx.r.pick(['balances', 'payouts', 'accounts', 'transactions'])}`;
    }
    const header = ctx.p.header ?? 'Authorization: Bearer';
    const h = header.includes(':')
      ? `${header} ${e.value}`
      : header === 'Authorization'
        ? `Authorization: ${e.value}`
        : `${header}: ${e.value}`;
    return `curl -sS https://${host}/v1/${ctx.r.pick(['balances', 'payouts?limit=50', 'accounts', 'invoices', 'transfers'])} \\\n  -H "${h}" \\\n  -H "Content-Type: application/json"`;
  },
  'cli-flag': (ctx) => {
    const flags = ctx.entries.map(
      (e) => `  --${dotOf(e.env)} ${e.raw ? e.value : `'${e.value}'`} \\`,
    );
    return [
      `$ ./bin/${ctx.app} reconcile \\`,
      ...flags,
      `  --from ${ctx.r.pick(['2024-03-01', '2024-06-30', '2025-01-01'])} --dry-run`,
    ].join('\n');
  },
  'http-request': (ctx) => {
    const e = primary(ctx);
    const header = ctx.p.header ?? 'Authorization: Bearer';
    const h = header.includes(':')
      ? `${header} ${e.value}`
      : header === 'Authorization'
        ? `Authorization: ${e.value}`
        : `${header}: ${e.value}`;
    return [
      `POST /v1/${ctx.r.pick(['payouts', 'transfers', 'charges', 'invoices'])} HTTP/1.1`,
      `Host: ${hostOf(ctx)}`,
      h,
      'Content-Type: application/json',
      `Idempotency-Key: ${ctx.r.chars('0123456789abcdef', 32)}`,
      '',
      '{"amount": 125000, "currency": "EUR"}',
    ].join('\n');
  },
  'log-line': (ctx) => {
    const e = primary(ctx);
    const ts = `2024-${String(1 + ctx.r.int(12)).padStart(2, '0')}-${String(1 + ctx.r.int(28)).padStart(2, '0')}T0${ctx.r.int(10)}:${String(ctx.r.int(60)).padStart(2, '0')}:11.${ctx.r.int(1000)}Z`;
    return [
      `${ts} INFO  ${ctx.app} starting (pid ${1000 + ctx.r.int(50000)})`,
      `${ts} DEBUG ${ctx.app} loaded config ${ctx.p.name}.${keyOf(e.env)}=${e.value}`,
      `${ts} INFO  ${ctx.app} connected to ${hostOf(ctx)}`,
    ].join('\n');
  },
  'chat-message': (ctx) => {
    const e = primary(ctx);
    const intro = ctx.r.pick([
      `hey, prod ${ctx.p.name} creds for the ${ctx.app} migration:`,
      `@oncall can you try the payout retry with this ${keyOf(e.env).replace(/_/g, ' ')}?`,
      `here's what finance gave me for ${ctx.p.name}, pasting so you can test the reconciliation job:`,
    ]);
    return [
      intro,
      ...ctx.entries.filter((x) => !x.filler).map((x) => `${x.env}=${x.value}`),
      'lmk if it works',
    ].join('\n');
  },
  'markdown-doc': (ctx) => {
    const lines = ctx.entries.map((e) => `${e.env}=${e.value}`);
    return [
      `## Running ${ctx.app} locally`,
      '',
      `Copy these into \`.env\` before starting the ${ctx.p.name} sync:`,
      '',
      '```sh',
      ...lines,
      '```',
    ].join('\n');
  },
  // multi-line values (PEM keys, files)
  'pem-file': (ctx) => {
    const e = primary(ctx);
    return `$ cat secrets/${ctx.p.name}/${keyOf(e.env)}.pem\n${e.value}`;
  },
  'yaml-block': (ctx) => {
    const e = primary(ctx);
    const body = e.value.split('\n').map((line) => `    ${line}`);
    return [`${sectionOf(ctx.p.name)}:`, `  ${keyOf(e.env)}: |`, ...body].join('\n');
  },
  'k8s-secret-block': (ctx) => {
    const e = primary(ctx);
    const body = e.value.split('\n').map((line) => `    ${line}`);
    return [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${ctx.p.name}-signing`,
      'stringData:',
      `  ${keyOf(e.env)}.pem: |`,
      ...body,
    ].join('\n');
  },
  'hcl-heredoc': (ctx) => {
    const e = primary(ctx);
    return [
      `variable "${keyOf(e.env)}" {`,
      '  type      = string',
      '  sensitive = true',
      '  default   = <<EOT',
      e.value,
      'EOT',
      '}',
    ].join('\n');
  },
};

export const LINE_RULES = Object.keys(RULES).filter(
  (name) => !['pem-file', 'yaml-block', 'k8s-secret-block', 'hcl-heredoc'].includes(name),
);
