// Code, docs, chat, CLI and HTTP templates.

import {
  hasHeader,
  hasQuery,
  headerLine,
  headerPair,
  kebab,
  pascal,
  single,
  snake,
  ts,
  urlWith,
} from './context-kit.mjs';

export const CODE_TEMPLATES = [
  {
    rule: 'dotnet-appsettings-xml',
    render: (c) =>
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<configuration>',
        '  <appSettings>',
        ...c.neutral.map(([k, val]) => `    <add key="${pascal(k)}" value="${val}" />`),
        ...c.fields.map((f) => `    <add key="${pascal(f.key)}" value="${f.value}" />`),
        '  </appSettings>',
        '</configuration>',
      ].join('\n'),
  },
  {
    rule: 'ansible-vars',
    render: (c) =>
      [
        '---',
        `# group_vars/${c.app.replace(/-/g, '_')}.yml`,
        ...c.neutral.map(([k, val]) => `${snake(k)}: "${val}"`),
        ...c.fields.map((f) => `${snake(f.key)}: "${f.value}"`),
      ].join('\n'),
  },
  {
    rule: 'csharp-const',
    render: (c) =>
      [
        `namespace ${pascal(c.app.replace(/-/g, '_').toUpperCase())}.Integrations;`,
        '',
        `internal static class ${pascal(c.section.toUpperCase())}Credentials`,
        '{',
        ...c.fields.map((f) => `    public const string ${pascal(f.key)} = "${f.value}";`),
        '}',
      ].join('\n'),
  },
  {
    rule: 'ruby-initializer',
    render: (c) =>
      [
        `# config/initializers/${c.section}.rb`,
        `Rails.application.config.x.${c.section} = {`,
        ...c.fields.map((f) => `  ${snake(f.key)}: "${f.value}",`),
        `  timeout: ${5 + c.r.int(25)}`,
        '}',
      ].join('\n'),
  },
  {
    rule: 'php-config',
    render: (c) =>
      [
        '<?php',
        '',
        `// config/services.php`,
        'return [',
        `    '${c.section}' => [`,
        ...c.fields.map((f) => `        '${snake(f.key)}' => '${f.value}',`),
        '    ],',
        '];',
      ].join('\n'),
  },
  {
    rule: 'kotlin-object',
    render: (c) =>
      [
        `package com.${c.app.replace(/-/g, '')}.config`,
        '',
        `object ${pascal(c.section.toUpperCase())}Keys {`,
        ...c.fields.map((f) => `    const val ${f.key} = "${f.value}"`),
        '}',
      ].join('\n'),
  },
  {
    rule: 'rust-const',
    render: (c) =>
      [
        `// src/${c.section}.rs`,
        ...c.fields.map((f) => `pub const ${f.key}: &str = "${f.value}";`),
        `pub const BASE_URL: &str = "https://${c.prov.host || `api.${c.prov.name}.com`}";`,
      ].join('\n'),
  },
  {
    rule: 'markdown-runbook',
    render: (c) =>
      [
        `## ${c.app}: local setup`,
        '',
        `Ask in #${c.domain}-eng if the ${c.prov.name} credentials below stop working.`,
        '',
        '```bash',
        ...c.fields.map((f) => `export ${f.key}=${f.value}`),
        `make run-${c.app}`,
        '```',
      ].join('\n'),
  },
  {
    rule: 'chat-message',
    render: (c) => {
      const who = c.r.pick(['@dana', '@oleg', '@priya', '@sam', '@team']);
      if (c.fields.length === 1) {
        return `${who} here's the ${c.prov.name} key for the ${c.app} ${c.env} box: ${c.fields[0].value}\nping me once it's in the secret store and I'll delete this message`;
      }
      return [
        `${who} creds for ${c.prov.name} (${c.env}):`,
        ...c.fields.map((f) => `${snake(f.key)}: ${f.value}`),
        'please don\u2019t paste these anywhere else',
      ].join('\n');
    },
  },
  {
    rule: 'cli-flag',
    render: (c) =>
      [
        `$ ${c.app} sync \\`,
        ...c.fields.map((f) => `    --${kebab(f.key)} ${f.value} \\`),
        `    --region ${c.r.pick(['eu', 'us', 'ap'])} --dry-run=false`,
      ].join('\n'),
  },
  {
    rule: 'airflow-connection',
    when: single,
    render: (c) =>
      [
        `airflow connections add '${c.section}_default' \\`,
        '    --conn-type http \\',
        `    --conn-host ${c.prov.host ? `https://${c.prov.host}` : `https://api.${c.prov.name}.com`} \\`,
        `    --conn-password '${c.fields[0].value}'`,
      ].join('\n'),
  },
  {
    rule: 'curl-header',
    when: hasHeader,
    render: (c) =>
      [
        `curl -s${c.r.pick(['', 'S', 'f'])} "https://${c.prov.host}${c.prov.path || '/'}" \\`,
        `  -H "${headerLine(c.prov, c.fields[0].value)}" \\`,
        '  -H "Accept: application/json" | jq .',
      ].join('\n'),
  },
  {
    rule: 'url-query',
    when: hasQuery,
    render: (c) => {
      const url = urlWith(c.prov, c.fields[0].value);
      return c.r.pick([
        () => `${ts(c.r)} INFO  [${c.app}] GET ${url} -> 200 (${40 + c.r.int(900)}ms)`,
        () => `const ENDPOINT = '${url}';`,
        () =>
          `10.0.${c.r.int(255)}.${c.r.int(255)} - - [12/Mar/2024:10:${10 + c.r.int(49)}:07 +0000] "GET ${url.replace(/^https:\/\/[^/]+/, '')} HTTP/1.1" 200 ${1000 + c.r.int(90000)}`,
        () => `  source:\n    type: raster\n    tiles:\n      - "${url}"`,
      ])();
    },
  },
  {
    rule: 'http-request',
    when: hasHeader,
    render: (c) =>
      [
        `GET ${c.prov.path || '/'} HTTP/1.1`,
        `Host: ${c.prov.host}`,
        `User-Agent: ${c.app}/${1 + c.r.int(4)}.${c.r.int(10)}`,
        headerLine(c.prov, c.fields[0].value),
        'Accept: application/json',
      ].join('\n'),
  },
  {
    rule: 'python-requests',
    when: (p) => hasHeader(p) || hasQuery(p),
    render: (c) => {
      const p = c.prov;
      const base = `https://${p.host}${(p.path || '/').split('?')[0]}`;
      const call =
        p.q && p.host
          ? `resp = session.get(\n    "${base}",\n    params={"${p.q}": "${c.fields[0].value}"},\n    timeout=30,\n)`
          : `resp = session.get(\n    "${base}",\n    headers={"${headerPair(p, c.fields[0].value)[0]}": "${headerPair(p, c.fields[0].value)[1]}"},\n    timeout=30,\n)`;
      return [
        `# etl/${c.section}_extract.py`,
        'import requests',
        '',
        'session = requests.Session()',
        call,
        'resp.raise_for_status()',
      ].join('\n');
    },
  },
  {
    rule: 'js-fetch',
    when: hasHeader,
    render: (c) => {
      const [h, val] = headerPair(c.prov, c.fields[0].value);
      return [
        `const res = await fetch('https://${c.prov.host}${c.prov.path || '/'}', {`,
        `  headers: { '${h}': '${val}', Accept: 'application/json' },`,
        '});',
        `if (!res.ok) throw new Error(\`${c.prov.name} \${res.status}\`);`,
      ].join('\n');
    },
  },
  {
    rule: 'debug-log',
    when: hasHeader,
    render: (c) => {
      const [h, val] = headerPair(c.prov, c.fields[0].value);
      return `${ts(c.r)} DEBUG ${c.app}.http request method=GET url=https://${c.prov.host}${(c.prov.path || '/').split('?')[0]} headers={"${h}": "${val}", "Accept": "application/json"}`;
    },
  },
];
