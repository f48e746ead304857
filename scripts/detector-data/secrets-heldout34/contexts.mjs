// Generic syntaxes for secrets-heldout34: each renders a provider's entries (non-secret neighbours,
// an optional key id, and the credential) the way a file, command or message would hold them.
// `q` quotes a literal for the syntax, `ref` writes a reference that holds no secret.

import { kebab, purpose } from './contexts-kit.mjs';
import { TEMPLATES_2 } from './contexts-2.mjs';

export const TEMPLATES = [
  {
    name: 'dotenv',
    q: (r, s) => (r.chance(0.25) ? `"${s}"` : s),
    ref: (r, c) =>
      r.pick([
        `op://Data Platform/${c.svc}/${c.main.field}`,
        `ref+vault://secret/data/${c.slug}#/${c.main.field}`,
        `ref+awssecrets://prod/${kebab(c.slug)}#/${c.main.field}`,
        `\${${c.main.key}_${r.pick(['PROD', 'FROM_CI', 'OVERRIDE'])}}`,
      ]),
    render: (r, c) =>
      [
        `# ${c.svc} (${purpose(r, c)})`,
        ...c.entries.map((e) => `${e.key}=${e.v}`),
        ...(r.chance(0.5) ? [`LOG_LEVEL=${r.pick(['info', 'debug', 'warn'])}`] : []),
      ].join('\n'),
  },
  {
    name: 'shell-export',
    q: (r, s) => `'${s}'`,
    ref: (r, c) =>
      r.pick([
        `"$(vault kv get -field=${c.main.field} secret/${kebab(c.slug)})"`,
        `"$(aws secretsmanager get-secret-value --secret-id prod/${kebab(c.slug)} --query SecretString --output text)"`,
        `"$(op read 'op://Data Platform/${c.svc}/${c.main.field}')"`,
        `"$(gcloud secrets versions access latest --secret=${kebab(c.slug)}-${kebab(c.main.field)})"`,
      ]),
    render: (r, c) =>
      [
        '#!/usr/bin/env bash',
        'set -euo pipefail',
        `# ${purpose(r, c)}`,
        ...c.entries.map((e) => `export ${e.key}=${e.v}`),
        c.cli
          ? `${c.cli} ${r.pick(['auth status', 'version', 'whoami'])}`
          : r.pick(['python -m pipelines.run --env prod', 'dbt build --target prod', 'make sync']),
      ].join('\n'),
  },
  {
    name: 'yaml-config',
    q: (r, s) => (r.chance(0.5) ? `"${s}"` : s),
    ref: (r, c) =>
      r.pick([
        `"\${${c.main.key}}"`,
        `!ENV \${${c.main.key}}`,
        `"{{ env_var('${c.main.key}') }}"`,
        `"{{ .Values.${c.slug}.${c.main.field} }}"`,
        `"{{ lookup('env', '${c.main.key}') }}"`,
      ]),
    render: (r, c) =>
      [
        `# ${purpose(r, c)}`,
        `${r.pick(['connections', 'integrations', 'sources', 'sinks'])}:`,
        `  ${c.slug}:`,
        `    enabled: true`,
        ...c.entries.map((e) => `    ${e.field}: ${e.v}`),
        `    timeout_seconds: ${r.pick([30, 60, 120, 300])}`,
      ].join('\n'),
  },
  {
    name: 'json-config',
    q: (r, s) => JSON.stringify(s),
    ref: (r, c) =>
      JSON.stringify(
        r.pick([
          `\${${c.main.key}}`,
          `{env:${c.main.key}}`,
          `$env:${c.main.key}`,
          `secretref:${kebab(c.slug)}/${c.main.camel}`,
        ]),
      ),
    render: (r, c) => {
      const inner = c.entries.map((e) => `    "${e.camel}": ${e.v}`).join(',\n');
      return `{\n  "name": "${kebab(c.slug)}-${r.pick(['prod', 'sync', 'loader', 'main'])}",\n  "${r.pick(['config', 'credentials', 'connection', 'settings'])}": {\n${inner}\n  },\n  "schedule": "${r.pick(['0 3 * * *', '*/15 * * * *', '@hourly'])}"\n}`;
    },
  },
  {
    name: 'toml-config',
    q: (r, s) => `"${s}"`,
    ref: (r, c) =>
      r.pick([`"\${${c.main.key}}"`, `{ env = "${c.main.key}" }`, `"env:${c.main.key}"`]),
    render: (r, c) =>
      [
        `[${c.slug.replace(/_/g, '-')}]`,
        ...c.entries.map((e) => `${e.field} = ${e.v}`),
        `retries = ${1 + r.int(5)}`,
      ].join('\n'),
  },
  {
    name: 'ini-config',
    q: (r, s) => s,
    ref: (r, c) => r.pick([`%(ENV_${c.main.key})s`, `\${${c.main.key}}`, `%(${c.main.field})s`]),
    render: (r, c) =>
      [
        `; ${purpose(r, c)}`,
        `[${c.slug}]`,
        ...c.entries.map((e) => `${e.field} = ${e.v}`),
        `verify_ssl = true`,
      ].join('\n'),
  },
  {
    name: 'k8s-secret',
    q: (r, s) => `"${s}"`,
    ref: null,
    render: (r, c) =>
      [
        'apiVersion: v1',
        'kind: Secret',
        'metadata:',
        `  name: ${kebab(c.slug)}-credentials`,
        `  namespace: ${r.pick(['data', 'etl', 'analytics', 'platform'])}`,
        'type: Opaque',
        'stringData:',
        ...c.entries.map((e) => `  ${e.key}: ${e.v}`),
      ].join('\n'),
  },
  {
    name: 'compose-env',
    q: (r, s) => (r.chance(0.5) ? `"${s}"` : s),
    ref: (r, c) => `\${${c.main.key}:?${c.main.key} must be set}`,
    render: (r, c) =>
      [
        'services:',
        `  ${r.pick(['loader', 'worker', 'sync', 'scheduler'])}:`,
        `    image: ghcr.io/${r.pick(['acme', 'dataops', 'northwind'])}/${kebab(c.slug)}-job:${r.int(9)}.${r.int(20)}.${r.int(9)}`,
        '    environment:',
        ...c.entries.map((e) => `      ${e.key}: ${e.v}`),
        '    restart: unless-stopped',
      ].join('\n'),
  },
  {
    name: 'python-settings',
    q: (r, s) => `"${s}"`,
    ref: (r, c) =>
      r.pick([
        `os.environ["${c.main.key}"]`,
        `os.getenv("${c.main.key}")`,
        `dbutils.secrets.get(scope="${kebab(c.slug)}", key="${kebab(c.main.field)}")`,
        `Variable.get("${c.main.field}")`,
      ]),
    render: (r, c) =>
      [
        'import os',
        '',
        `# ${c.svc} settings for the ${purpose(r, c)}`,
        ...c.entries.map((e) => `${e.key} = ${e.v}`),
        `TIMEOUT = ${r.pick([30, 60, 90])}`,
      ].join('\n'),
  },
  {
    name: 'js-config',
    q: (r, s) => `'${s}'`,
    ref: (r, c) =>
      r.pick([
        `process.env.${c.main.key}`,
        `process.env['${c.main.key}'] ?? ''`,
        `await getSecret('${kebab(c.slug)}/${c.main.camel}')`,
      ]),
    render: (r, c) =>
      [
        `// ${c.svc} client config`,
        `export const ${c.slug.replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase())}Config = {`,
        ...c.entries.map((e) => `  ${e.camel}: ${e.v},`),
        `  retries: ${r.int(5) + 1},`,
        '};',
      ].join('\n'),
  },
  {
    name: 'go-source',
    q: (r, s) => `"${s}"`,
    ref: (r, c) => `os.Getenv("${c.main.key}")`,
    render: (r, c) =>
      [
        `package ${r.pick(['ingest', 'config', 'sync', 'warehouse'])}`,
        '',
        'var (',
        ...c.entries.map((e) => `\t${e.camel} = ${e.v}`),
        ')',
      ].join('\n'),
  },
  {
    name: 'java-properties',
    q: (r, s) => s,
    ref: (r, c) => `\${${c.main.key}}`,
    render: (r, c) =>
      [
        `# ${c.svc}`,
        ...c.entries.map(
          (e) => `${c.slug.replace(/_/g, '.')}.${e.field.replace(/_/g, '-')}=${e.v}`,
        ),
      ].join('\n'),
  },
  {
    name: 'terraform-hcl',
    q: (r, s) => `"${s}"`,
    ref: (r, c) =>
      r.pick([
        `var.${c.slug}_${c.main.field}`,
        `data.aws_secretsmanager_secret_version.${c.slug}.secret_string`,
        `data.vault_generic_secret.${c.slug}.data["${c.main.field}"]`,
      ]),
    render: (r, c) =>
      [
        `module "${c.slug}_${r.pick(['sync', 'integration', 'pipeline'])}" {`,
        `  source = "./modules/${kebab(c.slug)}"`,
        ...c.entries.map((e) => `  ${e.field} = ${e.v}`),
        '}',
      ].join('\n'),
  },
  {
    name: 'dockerfile-env',
    q: (r, s) => s,
    ref: (r, c) => `\${${c.main.key}}`,
    render: (r, c) =>
      [
        `FROM ${r.pick(['python:3.12-slim', 'node:20-bookworm-slim', 'apache/airflow:2.9.2', 'eclipse-temurin:21-jre'])}`,
        'WORKDIR /app',
        ...(c.refMode ? [`ARG ${c.main.key}`] : []),
        ...c.entries.map((e) => `ENV ${e.key}=${e.v}`),
        'COPY . .',
        `CMD [${r.pick(['"python", "-m", "jobs.sync"', '"node", "dist/worker.js"', '"airflow", "scheduler"'])}]`,
      ].join('\n'),
  },
  ...TEMPLATES_2,
];
