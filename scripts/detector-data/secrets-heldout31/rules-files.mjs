// Heldout31 renderers for configuration files and code: .env, YAML, JSON, TOML, INI, XML,
// HCL, shell, Docker, Kubernetes, CI and source constants.

import { camel, kebab, pascal, snake } from './helpers.mjs';
import { TOPS, APPS, subOf, yamlValue, sq, dq, envq, nested } from './render-kit.mjs';

export const FILE_RULES = [
  {
    name: 'dotenv',
    kind: 'config',
    lang: 'env',
    render(h, c) {
      const { r } = h;
      const lines = [];
      if (r.chance(0.6)) {
        lines.push(
          `# ${r.pick(['---', '==='])} ${c.prov.sec} ${r.pick(['(production)', 'live', '— do not share', 'settings'])}`,
        );
      }
      if (r.chance(0.4)) {
        lines.push(`NODE_ENV=production`, `APP_URL=https://${h.domain()}`);
      }
      for (const e of c.entries) {
        lines.push(`${e.k}=${envq(e)}`);
      }
      if (r.chance(0.4)) {
        lines.push(r.pick(['LOG_LEVEL=info', 'QUEUE_CONCURRENCY=4', 'CURRENCY=EUR', 'TZ=UTC']));
      }
      return lines.join('\n');
    },
  },
  {
    name: 'yaml-nested',
    kind: 'config',
    lang: 'yaml',
    render(h, c) {
      const top = h.r.pick(TOPS);
      const lines = [`${top}:`, `  ${c.prov.sec}:`];
      if (h.r.chance(0.5)) {
        lines.push(`    enabled: true`, `    environment: ${h.r.pick(['live', 'production'])}`);
      }
      for (const e of c.entries) {
        lines.push(`    ${subOf(c.prov, e.k)}: ${yamlValue(e)}`);
      }
      if (h.r.chance(0.5)) {
        lines.push(`    timeout_ms: ${h.r.pick([5000, 8000, 15000])}`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'json-config',
    kind: 'config',
    lang: 'json',
    render(h, c) {
      const top = h.r.pick(TOPS);
      const inner = { ...(h.r.chance(0.5) ? { mode: 'live' } : {}), ...nested(c) };
      return JSON.stringify({ [top]: { [camel(c.prov.sec)]: inner } }, null, 2);
    },
  },
  {
    name: 'toml-section',
    kind: 'config',
    lang: 'toml',
    render(h, c) {
      const lines = [`[${h.r.pick(TOPS)}.${c.prov.sec.replace(/-/g, '_')}]`];
      for (const e of c.entries) {
        lines.push(`${subOf(c.prov, e.k)} = "${e.v}"`);
      }
      if (h.r.chance(0.5)) {
        lines.push(`retries = 3`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'ini-section',
    kind: 'config',
    lang: 'ini',
    render(h, c) {
      const lines = [];
      if (h.r.chance(0.5)) {
        lines.push(`; ${c.prov.sec} connector`);
      }
      lines.push(`[${c.prov.sec}]`);
      for (const e of c.entries) {
        lines.push(`${subOf(c.prov, e.k)} = ${e.v}`);
      }
      if (h.r.chance(0.5)) {
        lines.push(`sandbox = false`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'xml-config',
    kind: 'config',
    lang: 'xml',
    render(h, c) {
      const unsafe = c.entries.some((e) => /[&<>"]/.test(e.v));
      if (!unsafe && h.r.chance(0.5)) {
        const lines = [
          '<?xml version="1.0" encoding="utf-8"?>',
          '<configuration>',
          '  <appSettings>',
        ];
        for (const e of c.entries) {
          lines.push(
            `    <add key="${pascal(c.prov.sec)}:${pascal(subOf(c.prov, e.k))}" value="${e.v}" />`,
          );
        }
        lines.push('  </appSettings>', '</configuration>');
        return lines.join('\n');
      }
      const lines = [
        '<config>',
        '  <default>',
        '    <payment>',
        `      <${c.prov.sec.replace(/-/g, '_')}>`,
      ];
      lines.push('        <active>1</active>');
      for (const e of c.entries) {
        const tag = subOf(c.prov, e.k);
        lines.push(
          unsafe
            ? `        <${tag}><![CDATA[${e.v}]]></${tag}>`
            : `        <${tag}>${e.v}</${tag}>`,
        );
      }
      lines.push(
        `      </${c.prov.sec.replace(/-/g, '_')}>`,
        '    </payment>',
        '  </default>',
        '</config>',
      );
      return lines.join('\n');
    },
  },
  {
    name: 'hcl',
    kind: 'config',
    lang: 'hcl',
    pem: true,
    render(h, c) {
      const name = c.prov.sec.replace(/-/g, '_');
      if (c.entries.some((e) => e.v.includes('\n'))) {
        const e = c.entries.find((x) => x.v.includes('\n'));
        return [
          `resource "aws_secretsmanager_secret_version" "${name}_key" {`,
          `  secret_id     = aws_secretsmanager_secret.${name}_key.id`,
          `  secret_string = <<EOT`,
          e.v,
          `EOT`,
          `}`,
        ].join('\n');
      }
      if (h.r.chance(0.5)) {
        return c.entries.map((e) => `${snake(e.k)} = ${e.raw ? e.v : `"${e.v}"`}`).join('\n');
      }
      const lines = [
        `resource "kubernetes_secret" "${name}" {`,
        `  metadata {`,
        `    name      = "${kebab(c.prov.sec)}-credentials"`,
        `    namespace = "checkout"`,
        `  }`,
        `  data = {`,
      ];
      for (const e of c.entries) {
        lines.push(`    ${subOf(c.prov, e.k)} = ${e.raw ? e.v : `"${e.v}"`}`);
      }
      lines.push('  }', '}');
      return lines.join('\n');
    },
  },
  {
    name: 'shell-export',
    kind: 'config',
    lang: 'sh',
    render(h, c) {
      const lines = h.r.chance(0.5) ? ['#!/usr/bin/env bash', 'set -euo pipefail', ''] : [];
      for (const e of c.entries) {
        lines.push(`export ${e.k}=${e.raw ? e.v : `'${e.v}'`}`);
      }
      lines.push(
        h.r.pick([
          `node scripts/sync-${c.prov.sec}.mjs --since "$(date -u -d '1 hour ago' +%FT%TZ)"`,
          `php bin/magento cron:run --group=${c.prov.sec.replace(/-/g, '_')}`,
          `npm run reconcile -- --provider ${c.prov.sec}`,
          `python -m jobs.${c.prov.sec.replace(/-/g, '_')}_sync`,
        ]),
      );
      return lines.join('\n');
    },
  },
  {
    name: 'dockerfile',
    kind: 'config',
    lang: 'docker',
    render(h, c) {
      const stack = h.r.pick([
        ['FROM node:20-alpine', 'RUN npm ci --omit=dev'],
        ['FROM php:8.2-fpm', 'RUN composer install --no-dev --optimize-autoloader'],
        ['FROM python:3.12-slim', 'RUN pip install --no-cache-dir -r requirements.txt'],
      ]);
      const lines = [stack[0], 'WORKDIR /app', 'COPY . .'];
      const envs = c.entries.map((e) => `${e.k}="${e.v}"`);
      lines.push(`ENV ${envs.join(' \\\n    ')}`);
      lines.push(stack[1]);
      lines.push('EXPOSE 8080', 'CMD ["./entrypoint.sh"]');
      return lines.join('\n');
    },
  },
  {
    name: 'compose-env',
    kind: 'config',
    lang: 'yaml',
    render(h, c) {
      const lines = [
        'services:',
        `  ${h.r.pick(['checkout', 'worker', 'storefront', 'fulfilment'])}:`,
        `    image: northwind/${h.r.pick(APPS)}:${h.r.int(3)}.${h.r.int(20)}.${h.r.int(10)}`,
        '    environment:',
      ];
      const list = h.r.chance(0.5);
      for (const e of c.entries) {
        lines.push(list ? `      - ${e.k}=${e.v}` : `      ${e.k}: ${yamlValue(e)}`);
      }
      lines.push('    ports:', '      - "8080:8080"');
      return lines.join('\n');
    },
  },
  {
    name: 'k8s-secret',
    kind: 'config',
    lang: 'yaml',
    render(h, c) {
      const lines = [
        'apiVersion: v1',
        'kind: Secret',
        'metadata:',
        `  name: ${kebab(c.prov.sec)}-credentials`,
        `  namespace: ${h.r.pick(['checkout', 'shop', 'payments', 'default'])}`,
        'type: Opaque',
        'stringData:',
      ];
      for (const e of c.entries) {
        lines.push(`  ${kebab(subOf(c.prov, e.k))}: ${yamlValue(e)}`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'gha-workflow',
    kind: 'config',
    lang: 'gha',
    render(h, c) {
      const lines = [
        `name: ${h.r.pick(['Sync orders', 'Deploy theme', 'Nightly reconciliation', 'Release'])}`,
        'on:',
        '  schedule:',
        `    - cron: '${h.r.pick(['*/15 * * * *', '0 3 * * *', '30 * * * *'])}'`,
        'jobs:',
        '  run:',
        '    runs-on: ubuntu-latest',
        '    env:',
      ];
      for (const e of c.entries) {
        lines.push(`      ${e.k}: ${yamlValue(e)}`);
      }
      lines.push(
        '    steps:',
        '      - uses: actions/checkout@v4',
        `      - run: npm ci && npm run sync:${c.prov.sec}`,
      );
      return lines.join('\n');
    },
  },
  {
    name: 'js-config',
    kind: 'config',
    lang: 'js',
    render(h, c) {
      const head = h.r.chance(0.5) ? 'module.exports = {' : 'export default {';
      const lines = [head, `  ${camel(c.prov.sec)}: {`];
      for (const e of c.entries) {
        lines.push(`    ${camel(subOf(c.prov, e.k))}: ${sq(e)},`);
      }
      lines.push('  },', '};');
      return lines.join('\n');
    },
  },
  {
    name: 'ts-client',
    kind: 'config',
    lang: 'js',
    render(h, c) {
      const cls = `${pascal(c.prov.sec)}Client`;
      const lines = [
        `import { ${cls} } from '${h.r.pick(['../lib', './clients', '@northwind/integrations'])}/${c.prov.sec}';`,
        '',
        `export const ${camel(c.prov.sec)} = new ${cls}({`,
      ];
      for (const e of c.entries) {
        lines.push(`  ${camel(subOf(c.prov, e.k))}: ${sq(e)},`);
      }
      lines.push(`  timeout: ${h.r.pick([5000, 10000, 30000])},`, '});');
      return lines.join('\n');
    },
  },
  {
    name: 'python-settings',
    kind: 'config',
    lang: 'py',
    render(h, c) {
      if (h.r.chance(0.5)) {
        const lines = ['# settings/production.py', 'DEBUG = False'];
        for (const e of c.entries) {
          lines.push(`${e.k} = ${dq(e)}`);
        }
        return lines.join('\n');
      }
      const mod = c.prov.sec.replace(/-/g, '_');
      const args = c.entries.map((e) => `    ${subOf(c.prov, e.k)}=${dq(e)},`);
      return [`from integrations import ${mod}`, '', `client = ${mod}.Client(`, ...args, ')'].join(
        '\n',
      );
    },
  },
  {
    name: 'ruby-initializer',
    kind: 'config',
    lang: 'rb',
    render(h, c) {
      const lines = [
        `# config/initializers/${c.prov.sec.replace(/-/g, '_')}.rb`,
        `${pascal(c.prov.sec)}.configure do |config|`,
      ];
      for (const e of c.entries) {
        lines.push(`  config.${subOf(c.prov, e.k)} = ${sq(e)}`);
      }
      lines.push(`  config.logger = Rails.logger`, 'end');
      return lines.join('\n');
    },
  },
  {
    name: 'php-config',
    kind: 'config',
    lang: 'php',
    render(h, c) {
      const v = h.r.int(3);
      if (v === 0) {
        return ['<?php', ...c.entries.map((e) => `define( '${e.k}', ${sq(e)} );`)].join('\n');
      }
      if (v === 1) {
        const lines = ['<?php', 'return [', `    '${c.prov.sec.replace(/-/g, '_')}' => [`];
        for (const e of c.entries) {
          lines.push(`        '${subOf(c.prov, e.k)}' => ${sq(e)},`);
        }
        lines.push('    ],', '];');
        return lines.join('\n');
      }
      const lines = [`    '${c.prov.sec}' => [`];
      for (const e of c.entries) {
        lines.push(
          `        '${subOf(c.prov, e.k)}' => ${e.raw ? e.v : `env('${e.k}', '${e.v}')`},`,
        );
      }
      lines.push('    ],');
      return lines.join('\n');
    },
  },
  {
    name: 'go-const',
    kind: 'config',
    lang: 'go',
    render(h, c) {
      const pkg = c.prov.sec.replace(/-/g, '');
      const anyRaw = c.entries.some((e) => e.raw);
      const lines = [`package ${pkg}`, '', anyRaw ? 'var (' : 'const ('];
      for (const e of c.entries) {
        lines.push(`\t${camel(subOf(c.prov, e.k))} = ${dq(e)}`);
      }
      lines.push(')');
      return lines.join('\n');
    },
  },
  {
    name: 'java-properties',
    kind: 'config',
    lang: 'props',
    render(h, c) {
      const lines = [`# application-${h.r.pick(['prod', 'production', 'live'])}.properties`];
      for (const e of c.entries) {
        lines.push(`${c.prov.sec}.${kebab(subOf(c.prov, e.k))}=${e.v}`);
      }
      return lines.join('\n');
    },
  },
];
