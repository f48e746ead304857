// Generic contexts for secrets-heldout32: the files, commands and messages a credential sits in.
// Each context renders either a literal value ({ v }) or, for negatives, a reference ({ expr }).

import { CLUSTERS, ENVS, PEOPLE, SERVICES } from './values.mjs';

export const snake = (key) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
export const kebab = (key) => snake(key).replace(/_/g, '-');
const lit = (x, q = '') => x.expr ?? `${q}${x.v}${q}`;

const OBS_ENV_LINES = [
  'OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.observability:4317',
  'OTEL_RESOURCE_ATTRIBUTES=deployment.environment=prod,team=payments',
  'DD_SITE=datadoghq.eu',
  'DD_ENV=production',
  'DD_LOGS_INJECTION=true',
  'LOG_LEVEL=info',
  'LOG_FORMAT=json',
  'PORT=8080',
  'METRICS_PORT=9464',
  'TRACE_SAMPLE_RATE=0.2',
  'SERVICE_VERSION=2.14.3',
  'NODE_ENV=production',
  'ALERT_CHANNEL=#oncall-payments',
];

const svc = (g) => g.pick(SERVICES);
const envName = (g) => g.pick(ENVS);

function withExtras(g, line, pool, count) {
  const lines = g.r.sample(pool, count);
  lines.splice(g.int(lines.length + 1), 0, line);
  return lines.join('\n');
}

export const CONTEXTS = [
  {
    rule: 'dotenv-file',
    make: (g, p, x) =>
      `# ${g.pick(['.env', '.env.production', 'deploy/.env.' + envName(g), 'ops/agent.env'])}\n` +
      withExtras(g, `${p.env}=${lit(x, g.chance(0.3) ? '"' : '')}`, OBS_ENV_LINES, 2 + g.int(3)),
    ref: (g, p) =>
      g.pick([`<${p.env.toLowerCase()}>`, `your-${kebab(p.key)}-here`, `\${${p.env}}`]),
  },
  {
    rule: 'helm-values',
    make: (g, p, x) => {
      const sec = p.ns;
      return [
        `# values-${envName(g)}.yaml`,
        `${sec}:`,
        `  enabled: true`,
        `  ${p.key}: ${lit(x, '"')}`,
        `  site: ${g.pick(['datadoghq.com', 'us5.datadoghq.com', 'eu01.example.net', 'ingest.region-1'])}`,
        `  clusterName: ${g.pick(CLUSTERS)}`,
        `resources:`,
        `  requests: { cpu: 200m, memory: 256Mi }`,
      ].join('\n');
    },
    ref: (g, p) =>
      g.pick([`'{{ requiredEnv "${p.env}" }}'`, `\${${p.env}}`, `"<${kebab(p.key)}>"`]),
  },
  {
    rule: 'k8s-secret-manifest',
    make: (g, p, x) =>
      [
        'apiVersion: v1',
        'kind: Secret',
        'metadata:',
        `  name: ${p.ns.toLowerCase()}-credentials`,
        `  namespace: ${g.pick(['observability', 'monitoring', 'logging', 'default', 'apm'])}`,
        'type: Opaque',
        'stringData:',
        `  ${g.chance(0.5) ? p.env : kebab(p.key)}: ${lit(x, g.chance(0.5) ? '"' : '')}`,
      ].join('\n'),
    ref: (g, p) => `{{ .Values.${p.ns}.${p.key} | quote }}`,
  },
  {
    rule: 'compose-environment',
    make: (g, p, x) =>
      [
        'services:',
        `  ${g.pick(['agent', 'otel-collector', 'app', 'worker', 'promtail', 'vector'])}:`,
        `    image: ${g.pick(['gcr.io/datadoghq/agent:7', 'otel/opentelemetry-collector-contrib:0.98.0', 'ghcr.io/acme/app:1.8.2', 'timberio/vector:0.37.1-alpine', 'grafana/alloy:v1.1.0'])}`,
        '    restart: unless-stopped',
        '    environment:',
        `      - ${p.env}=${lit(x)}`,
        `      - ${g.pick(['DD_SITE=datadoghq.com', 'OTEL_SERVICE_NAME=' + svc(g), 'LOG_LEVEL=warn', 'TZ=UTC'])}`,
      ].join('\n'),
    ref: (g, p) => `\${${p.env}:?${p.env} must be set}`,
  },
  {
    rule: 'json-config',
    make: (g, p, x) =>
      JSON.stringify(
        {
          service: svc(g),
          [p.ns]: { [p.key]: x.expr ?? x.v, enabled: true, flushIntervalMs: 5000 },
          logLevel: 'info',
        },
        null,
        2,
      ),
    ref: (g, p) => `\${${p.env}}`,
  },
  {
    rule: 'toml-config',
    make: (g, p, x) =>
      [
        `[${snake(p.ns)}]`,
        `enabled = true`,
        `${snake(p.key)} = ${lit(x, '"')}`,
        `endpoint = "${g.pick(['https://ingest.example.io', 'http://127.0.0.1:4318', 'udp://localhost:8125'])}"`,
        '',
        '[service]',
        `name = "${svc(g)}"`,
      ].join('\n'),
    ref: (g, p) => `"\${${p.env}}"`,
  },
  {
    rule: 'ini-config',
    make: (g, p, x) =>
      [
        `; ${g.pick(['/etc', '/opt/app/conf'])}/${p.ns.toLowerCase()}.ini`,
        `[${p.ns.toLowerCase()}]`,
        `${snake(p.key)} = ${lit(x)}`,
        `hostname = ${g.pick(['web-01', 'ip-10-0-3-17', 'worker-7', 'db-replica-2'])}`,
        `tags = env:${envName(g)},team:sre`,
      ].join('\n'),
    ref: (g, p) => `%(ENV_${p.env})s`,
  },
  {
    rule: 'xml-config',
    make: (g, p, x) =>
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<configuration>',
        `  <${p.ns.toLowerCase()}>`,
        `    <${kebab(p.key)}>${lit(x)}</${kebab(p.key)}>`,
        `    <application-name>${svc(g)}</application-name>`,
        `  </${p.ns.toLowerCase()}>`,
        '</configuration>',
      ].join('\n'),
    ref: (g, p) => `\${env.${p.env}}`,
  },
  {
    rule: 'terraform-tfvars',
    make: (g, p, x) =>
      [
        `# ${envName(g)}.auto.tfvars`,
        `region            = "${g.pick(['us-east-1', 'eu-west-1', 'ap-southeast-2'])}"`,
        `${(p.ns.toLowerCase() + '_' + snake(p.key)).padEnd(17)} = ${lit(x, '"')}`,
        `alert_email       = "sre@example.com"`,
      ].join('\n'),
    ref: (g, p) => `var.${p.ns.toLowerCase()}_${snake(p.key)}`,
  },
  {
    rule: 'shell-export',
    make: (g, p, x) =>
      [
        g.pick(['#!/usr/bin/env bash', '# ~/.zshrc', '# scripts/ship-logs.sh']),
        'set -euo pipefail',
        `export ${p.env}=${lit(x, g.pick(['"', "'", '']))}`,
        `export OTEL_SERVICE_NAME=${svc(g)}`,
        g.pick(['exec "$@"', './bin/agent run', 'npm run start', 'python -m app']),
      ].join('\n'),
    ref: (g, p) => `"$(vault kv get -field=${snake(p.key)} secret/${p.ns.toLowerCase()})"`,
  },
  {
    rule: 'dockerfile-env',
    make: (g, p, x) =>
      [
        `FROM ${g.pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre', 'golang:1.22'])}`,
        'WORKDIR /app',
        'COPY . .',
        `ENV ${p.env}=${lit(x)}`,
        `ENV OTEL_SERVICE_NAME=${svc(g)}`,
        'CMD ["./entrypoint.sh"]',
      ].join('\n'),
    ref: (g, p) => `\${${p.env}}`,
  },
  {
    rule: 'python-settings',
    make: (g, p, x) =>
      [
        '# settings/observability.py',
        'import os',
        '',
        `${p.env} = ${x.expr ?? `os.environ.get("${p.env}", "${x.v}")`}`,
        `SERVICE_NAME = "${svc(g)}"`,
        `SAMPLE_RATE = ${g.pick(['0.1', '0.25', '1.0'])}`,
      ].join('\n'),
    ref: (g, p) => `os.environ["${p.env}"]`,
  },
  {
    rule: 'js-config-object',
    make: (g, p, x) =>
      [
        `// ${g.pick(['src/telemetry.ts', 'config/default.js', 'lib/monitoring.mjs'])}`,
        `export const ${p.ns}Config = {`,
        `  ${p.key}: ${x.expr ?? `'${x.v}'`},`,
        `  service: '${svc(g)}',`,
        `  env: '${envName(g)}',`,
        '};',
      ].join('\n'),
    ref: (g, p) => `process.env.${p.env}`,
  },
  {
    rule: 'go-const',
    make: (g, p, x) =>
      [
        'package telemetry',
        '',
        x.expr ? 'var (' : 'const (',
        `\t${p.ns.charAt(0).toUpperCase() + p.ns.slice(1)}${p.key.charAt(0).toUpperCase() + p.key.slice(1)} = ${x.expr ?? `"${x.v}"`}`,
        `\tserviceName = "${svc(g)}"`,
        ')',
      ].join('\n'),
    ref: (g, p) => `os.Getenv("${p.env}")`,
  },
  {
    rule: 'java-properties',
    make: (g, p, x) =>
      [
        '# src/main/resources/application.properties',
        `spring.application.name=${svc(g)}`,
        `management.metrics.export.${p.ns.toLowerCase()}.${kebab(p.key)}=${lit(x)}`,
        'management.endpoints.web.exposure.include=health,prometheus',
      ].join('\n'),
    ref: (g, p) => `\${${p.env}}`,
  },
  {
    rule: 'ruby-initializer',
    make: (g, p, x) =>
      [
        `# config/initializers/${p.ns.toLowerCase()}.rb`,
        `${p.label.replace(/[^A-Za-z]/g, '')}.configure do |config|`,
        `  config.${snake(p.key)} = ${x.expr ?? `'${x.v}'`}`,
        `  config.environment = Rails.env`,
        'end',
      ].join('\n'),
    ref: (g, p) => `ENV.fetch('${p.env}')`,
  },
  {
    rule: 'csharp-appsettings',
    make: (g, p, x) =>
      JSON.stringify(
        {
          Logging: { LogLevel: { Default: 'Information' } },
          [p.label.replace(/[^A-Za-z]/g, '')]: {
            [p.key.charAt(0).toUpperCase() + p.key.slice(1)]: x.expr ?? x.v,
          },
          AllowedHosts: '*',
        },
        null,
        2,
      ),
    ref: (g, p) => `#{${p.env}}#`,
  },
  {
    rule: 'github-actions-env',
    make: (g, p, x) =>
      [
        `name: ${g.pick(['deploy', 'release', 'synthetics', 'smoke-test'])}`,
        'on: [push]',
        'jobs:',
        '  run:',
        '    runs-on: ubuntu-latest',
        '    env:',
        `      ${p.env}: ${lit(x)}`,
        '    steps:',
        '      - uses: actions/checkout@v4',
        `      - run: ${g.pick(['make deploy', 'npx checkly test', './scripts/notify.sh', 'npm run e2e'])}`,
      ].join('\n'),
    ref: (g, p) => `\${{ secrets.${p.env} }}`,
  },
  {
    rule: 'systemd-unit',
    make: (g, p, x) =>
      [
        '[Unit]',
        `Description=${p.label} ${g.pick(['agent', 'forwarder', 'exporter', 'shipper'])}`,
        'After=network-online.target',
        '',
        '[Service]',
        `Environment="${p.env}=${x.expr ?? x.v}"`,
        `ExecStart=/usr/local/bin/${p.ns.toLowerCase()}-agent run`,
        'Restart=always',
      ].join('\n'),
    ref: (g, p) => `%d/${kebab(p.key)}`,
  },
  {
    rule: 'chat-message',
    make: (g, p, x) =>
      `${g.pick(PEOPLE)}: ${g.pick([
        `here's the ${p.label} key for ${envName(g)}, the old one expired: ${lit(x)}`,
        `can someone check why ingestion stopped? I set ${p.env} to ${lit(x)} on the ${g.pick(CLUSTERS)} nodes`,
        `${p.label} creds for the new dashboard stack -> ${lit(x)} (will move to vault later)`,
        `try with ${lit(x)}, that is the ${snake(p.key).replace(/_/g, ' ')} from the ${envName(g)} account`,
      ])}`,
    ref: (g, p) => `the one in 1Password under "${p.label} ${envName(g)}"`,
  },
  {
    rule: 'debug-log',
    make: (g, p, x) =>
      [
        `2024-${String(1 + g.int(12)).padStart(2, '0')}-${String(1 + g.int(28)).padStart(2, '0')}T0${g.int(10)}:${10 + g.int(50)}:${10 + g.int(50)}.${g.int(900) + 100}Z DEBUG loaded ${p.ns} exporter config`,
        `  ${snake(p.key)}=${lit(x)} endpoint=${g.pick(['https://ingest.example.io', 'grpc://collector:4317'])} batch=512`,
        `  retry_on_failure=true queue_size=${g.pick(['1000', '5000'])}`,
      ].join('\n'),
    ref: (g, p) => `\${${p.env}}`,
  },
  {
    rule: 'http-request',
    fit: (p) => Boolean(p.hdr),
    make: (g, p, x) => {
      const u = new URL(p.api);
      return [
        `${g.pick(['POST', 'GET'])} ${u.pathname}${u.search} HTTP/1.1`,
        `Host: ${u.host}`,
        `${p.hdr[0]}: ${p.hdr[1]}${lit(x)}`,
        'Content-Type: application/json',
        `User-Agent: ${g.pick(['curl/8.5.0', 'python-requests/2.31.0', 'Go-http-client/2.0', 'axios/1.6.8'])}`,
      ].join('\n');
    },
    ref: (g, p) => `{{${p.env}}}`,
  },
  {
    rule: 'curl-command',
    fit: (p) => Boolean(p.hdr),
    make: (g, p, x) =>
      [
        `curl -sS ${g.pick(['-X POST ', ''])}"${p.api}" \\`,
        `  -H "${p.hdr[0]}: ${p.hdr[1]}${lit(x)}" \\`,
        `  -H "Content-Type: application/json"${g.chance(0.5) ? ' \\\n  -d @payload.json' : ''}`,
      ].join('\n'),
    ref: (g, p) => `\${${p.env}}`,
  },
  {
    rule: 'runbook-markdown',
    make: (g, p, x) =>
      [
        `## Runbook: ${p.label} ${g.pick(['ingestion gap', 'agent not reporting', 'alert storm', 'missing traces'])}`,
        '',
        `1. Check the ${g.pick(['agent', 'collector', 'forwarder'])} pods in \`${g.pick(['observability', 'monitoring'])}\`.`,
        `2. Re-export the key and restart:`,
        '',
        '```sh',
        `export ${p.env}=${lit(x)}`,
        `kubectl -n observability rollout restart ${g.pick(['ds/datadog-agent', 'deploy/otel-collector', 'ds/fluent-bit', 'ds/vector'])}`,
        '```',
      ].join('\n'),
    ref: (g, p) => `"$(op read 'op://Infra/${p.label}/${kebab(p.key)}')"`,
  },
  {
    rule: 'ansible-vars',
    make: (g, p, x) =>
      [
        `# group_vars/${g.pick(['monitoring', 'all', 'logging_nodes'])}.yml`,
        `${p.ns.toLowerCase()}_${snake(p.key)}: ${lit(x, '"')}`,
        `${p.ns.toLowerCase()}_agent_version: "${g.pick(['7.52.1', '3.4.0', '1.18.2'])}"`,
        `${p.ns.toLowerCase()}_tags:`,
        `  - "env:${envName(g)}"`,
      ].join('\n'),
    ref: (g, p) => `"{{ vault_${p.ns.toLowerCase()}_${snake(p.key)} }}"`,
  },
  {
    rule: 'powershell-env',
    make: (g, p, x) =>
      [
        `# install-${p.ns.toLowerCase()}.ps1`,
        `$env:${p.env} = ${lit(x, "'")}`,
        `Start-Process msiexec.exe -Wait -ArgumentList '/qn /i agent.msi'`,
      ].join('\n'),
    ref: (g, p) => `(Get-Secret -Name '${p.env}' -AsPlainText)`,
  },
  {
    rule: 'php-config-array',
    make: (g, p, x) =>
      [
        '<?php',
        `// config/${p.ns.toLowerCase()}.php`,
        'return [',
        `    '${snake(p.key)}' => ${x.expr ?? `'${x.v}'`},`,
        `    'environment' => '${envName(g)}',`,
        '];',
      ].join('\n'),
    ref: (g, p) => `env('${p.env}')`,
  },
  {
    rule: 'rust-const',
    make: (g, p, x) =>
      [
        '// src/telemetry.rs',
        `const ${p.env}: &str = ${x.expr ?? `"${x.v}"`};`,
        `const SERVICE: &str = "${svc(g)}";`,
      ].join('\n'),
    ref: (g, p) => `env!("${p.env}")`,
  },
  {
    rule: 'cli-flag',
    make: (g, p, x) =>
      `${g.pick(['$ ', ''])}${p.ns.toLowerCase()}-cli ${g.pick(['configure', 'login', 'agent install', 'push'])} --${kebab(p.key)} ${lit(x, g.chance(0.5) ? "'" : '')} --${g.pick(['region us', 'env ' + envName(g), 'verbose'])}`,
    ref: (g, p) => `"$${p.env}"`,
  },
];
