// Config-file templates: dotenv, YAML, JSON, TOML, properties, scripts, mobile builds, IaC.

import { all, camel, dotted, pascal, q, snake } from './context-kit.mjs';

export const FILE_TEMPLATES = [
  {
    rule: 'dotenv',
    render: (c) => {
      const quote = c.r.pick(['', '', '"']);
      return [
        `# ${c.app} (${c.env})`,
        ...all(c).map((f) => `${f.key}=${f.secret ? `${quote}${f.value}${quote}` : f.value}`),
      ].join('\n');
    },
  },
  {
    rule: 'yaml-config',
    render: (c) =>
      [
        `# config/${c.env}.yml`,
        `${c.app.replace(/-/g, '_')}:`,
        ...c.neutral.map(([k, val]) => `  ${snake(k)}: ${/^\d+$/.test(val) ? val : `"${val}"`}`),
        `  ${c.section}:`,
        ...c.fields.map((f) => `    ${snake(f.key)}: ${f.secret ? `"${f.value}"` : f.value}`),
      ].join('\n'),
  },
  {
    rule: 'json-config',
    render: (c) => {
      const obj = {};
      for (const [k, val] of c.neutral) {
        obj[camel(k)] = /^\d+$/.test(val) ? Number(val) : val;
      }
      obj[camel(c.section.toUpperCase())] = Object.fromEntries(
        c.fields.map((f) => [camel(f.key), f.value]),
      );
      return JSON.stringify(obj, null, 2);
    },
  },
  {
    rule: 'toml-config',
    render: (c) =>
      [
        `# ${c.app}.toml`,
        '[server]',
        ...c.neutral.map(([k, val]) => `${snake(k)} = ${/^\d+$/.test(val) ? val : `"${val}"`}`),
        '',
        `[providers.${c.section}]`,
        ...c.fields.map((f) => `${snake(f.key)} = "${f.value}"`),
      ].join('\n'),
  },
  {
    rule: 'java-properties',
    render: (c) =>
      [
        `# src/main/resources/application-${c.env}.properties`,
        `spring.application.name=${c.app}`,
        ...c.neutral.map(([k, val]) => `app.${dotted(k)}=${val}`),
        ...c.fields.map((f) => `${c.section.replace(/_/g, '-')}.${dotted(f.key)}=${f.value}`),
      ].join('\n'),
  },
  {
    rule: 'shell-export',
    render: (c) =>
      [
        '#!/usr/bin/env bash',
        'set -euo pipefail',
        `# refresh ${c.prov.name} data for ${c.app}`,
        ...all(c).map((f) => `export ${f.key}="${f.value}"`),
        `python -m ${c.app.replace(/-/g, '_')}.sync --since "$(date -u -d '1 hour ago' +%FT%TZ)"`,
      ].join('\n'),
  },
  {
    rule: 'python-settings',
    render: (c) =>
      [
        `# ${c.app.replace(/-/g, '_')}/settings.py`,
        'import os',
        '',
        ...c.neutral.map(([k, val]) => `${k} = os.environ.get("${k}", "${val}")`),
        ...c.fields.map((f) => `${f.key} = "${f.value}"`),
      ].join('\n'),
  },
  {
    rule: 'ts-config',
    render: (c) => {
      const s = q(c);
      return [
        `// src/config/${c.section.replace(/_/g, '-')}.ts`,
        `export const ${camel(c.section.toUpperCase())}Config = {`,
        ...c.neutral.map(([k, val]) => `  ${camel(k)}: ${s}${val}${s},`),
        ...c.fields.map((f) => `  ${camel(f.key)}: ${s}${f.value}${s},`),
        '} as const;',
      ].join('\n');
    },
  },
  {
    rule: 'go-const',
    render: (c) =>
      [
        `package ${c.section.replace(/_/g, '').replace(/^\d+/, 'p')}`,
        '',
        'const (',
        ...c.fields.map((f) => `\t${camel(f.key)} = "${f.value}"`),
        `\tdefaultTimeout = 15 * time.Second`,
        ')',
      ].join('\n'),
  },
  {
    rule: 'android-gradle',
    render: (c) =>
      [
        '// app/build.gradle',
        'android {',
        '    defaultConfig {',
        `        applicationId "com.${c.app.replace(/-/g, '')}.mobile"`,
        '        minSdk 26',
        ...c.fields.map((f) => `        buildConfigField "String", "${f.key}", "\\"${f.value}\\""`),
        '    }',
        '}',
      ].join('\n'),
  },
  {
    rule: 'gradle-local-properties',
    render: (c) =>
      [
        '## This file must *NOT* be checked into Version Control Systems,',
        '# as it contains information specific to your local configuration.',
        `sdk.dir=/Users/${c.r.pick(['maria', 'dev', 'kwame', 'lucas'])}/Library/Android/sdk`,
        ...c.fields.map((f) => `${dotted(f.key)}=${f.value}`),
      ].join('\n'),
  },
  {
    rule: 'ios-plist',
    render: (c) =>
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        '<plist version="1.0">',
        '<dict>',
        '  <key>CFBundleDisplayName</key>',
        `  <string>${c.app}</string>`,
        ...c.fields.flatMap((f) => [
          `  <key>${pascal(f.key)}</key>`,
          `  <string>${f.value}</string>`,
        ]),
        '</dict>',
        '</plist>',
      ].join('\n'),
  },
  {
    rule: 'dockerfile',
    render: (c) =>
      [
        `FROM python:3.12-slim`,
        'WORKDIR /srv',
        'COPY requirements.txt .',
        'RUN pip install --no-cache-dir -r requirements.txt',
        ...all(c).map((f) => `ENV ${f.key}=${f.value}`),
        'COPY . .',
        `CMD ["python", "-m", "${c.app.replace(/-/g, '_')}"]`,
      ].join('\n'),
  },
  {
    rule: 'k8s-secret',
    render: (c) =>
      [
        'apiVersion: v1',
        'kind: Secret',
        'metadata:',
        `  name: ${c.app}-${c.prov.name}`,
        `  namespace: ${c.domain === 'generic' ? 'default' : c.domain}`,
        'type: Opaque',
        'stringData:',
        ...c.fields.map((f) => `  ${f.key}: "${f.value}"`),
      ].join('\n'),
  },
  {
    rule: 'terraform',
    render: (c) =>
      [
        `# infra/${c.app}/main.tf`,
        'locals {',
        ...c.fields.map((f) => `  ${snake(f.key)} = "${f.value}"`),
        '}',
        '',
        `resource "aws_ssm_parameter" "${snake(c.fields[c.fields.length - 1].key)}" {`,
        `  name  = "/${c.app}/${snake(c.fields[c.fields.length - 1].key)}"`,
        '  type  = "SecureString"',
        `  value = local.${snake(c.fields[c.fields.length - 1].key)}`,
        '}',
      ].join('\n'),
  },
  {
    rule: 'github-actions',
    render: (c) =>
      [
        `name: ${c.app} nightly`,
        'on:',
        '  schedule:',
        `    - cron: "${c.r.int(60)} ${c.r.int(24)} * * *"`,
        'jobs:',
        '  sync:',
        '    runs-on: ubuntu-latest',
        '    env:',
        ...all(c).map((f) => `      ${f.key}: ${f.secret ? `"${f.value}"` : f.value}`),
        '    steps:',
        '      - uses: actions/checkout@v4',
        `      - run: make ${c.r.pick(['ingest', 'sync', 'refresh'])}`,
      ].join('\n'),
  },
  {
    rule: 'docker-compose',
    render: (c) =>
      [
        'services:',
        `  ${c.app}:`,
        `    image: ghcr.io/${c.r.pick(['routewise', 'skyroute', 'parcelhub', 'wxlab'])}/${c.app}:${c.r.int(4)}.${c.r.int(20)}.${c.r.int(9)}`,
        '    restart: unless-stopped',
        '    environment:',
        ...all(c).map((f) => `      - ${f.key}=${f.value}`),
      ].join('\n'),
  },
];
