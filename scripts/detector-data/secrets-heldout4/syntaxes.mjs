// Renderers of the fourth held-out secrets set: each puts one or more credentials
// ({ words, value, host, slug }) into a file or text of one syntax, with ordinary lines around.

import { keyName } from './values.mjs';

const FILLERS = [
  ['log level', () => 'info'],
  ['port', (r) => String(3000 + r.int(6000))],
  [
    'region',
    (r) => r.pick(['eu-west-1', 'eu-central', 'ap-southeast-2', 'fra1', 'nbg1', 'us-east']),
  ],
  ['timeout ms', (r) => String(1000 * (1 + r.int(30)))],
  ['debug', () => 'false'],
  ['retry count', (r) => String(1 + r.int(5))],
  ['service name', (r) => r.pick(['billing-worker', 'ingest', 'notifier', 'web', 'sync-job'])],
  ['cache ttl', (r) => String(60 * (1 + r.int(20)))],
  ['environment', (r) => r.pick(['production', 'staging', 'prod-eu'])],
  ['max connections', (r) => String(5 + r.int(50))],
  ['feature new checkout', () => 'true'],
];

const n = (c, style) => keyName(c.words, style);

/** `count` filler [name words, value] pairs. */
export function fillers(r, count) {
  return r.sample(FILLERS, count).map(([words, make]) => ({ words, value: make(r) }));
}

/** Shuffles filler lines and credential lines together, credentials never first on purpose. */
function mix(r, creds, count) {
  const fill = fillers(r, count);
  return r.shuffle([...fill, ...creds]);
}

const base = (c) => `https://${c.host}`;

export const RENDERERS = {
  env(r, creds) {
    const q = r.pick(['', '"', "'"]);
    const lines = mix(r, creds, 2 + r.int(4)).map((c) => `${n(c, 'screaming')}=${q}${c.value}${q}`);
    return `# ${r.pick(['local overrides', 'copied from 1password', 'prod', 'do not commit'])}\n${lines.join('\n')}\n`;
  },
  json(r, creds) {
    const style = r.pick(['camel', 'snake']);
    const inner = {};
    for (const c of mix(r, creds, 2 + r.int(3))) {
      inner[n(c, style)] = c.value;
    }
    const doc = {
      name: r.pick(['api', 'worker', 'dashboard']),
      version: '2.3.1',
      integrations: inner,
    };
    return JSON.stringify(doc, null, r.pick([2, 4])) + '\n';
  },
  yaml(r, creds) {
    const style = r.pick(['snake', 'kebab', 'camel']);
    const lines = mix(r, creds, 2 + r.int(3)).map(
      (c) => `    ${n(c, style)}: ${r.chance(0.5) ? c.value : `"${c.value}"`}`,
    );
    return `app:\n  name: ${r.pick(['orders', 'catalog', 'search'])}\n  clients:\n${lines.join('\n')}\n`;
  },
  compose(r, creds) {
    const list = r.chance(0.5);
    const lines = mix(r, creds, 1 + r.int(3)).map((c) =>
      list ? `      - ${n(c, 'screaming')}=${c.value}` : `      ${n(c, 'screaming')}: "${c.value}"`,
    );
    return `services:\n  worker:\n    image: ghcr.io/acme/worker:1.8.0\n    restart: unless-stopped\n    environment:\n${lines.join('\n')}\n    depends_on:\n      - redis\n`;
  },
  k8sSecret(r, creds) {
    const lines = creds.map(
      (c) => `  ${n(c, r.pick(['screaming', 'kebab', 'snake']))}: "${c.value}"`,
    );
    return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${creds[0].slug}-credentials\n  namespace: ${r.pick(['default', 'payments', 'platform'])}\ntype: Opaque\nstringData:\n${lines.join('\n')}\n`;
  },
  toml(r, creds) {
    const lines = mix(r, creds, 1 + r.int(3)).map((c) => `${n(c, 'snake')} = "${c.value}"`);
    return `[server]\nhost = "0.0.0.0"\n\n[${creds[0].slug.replace(/-/g, '_')}]\n${lines.join('\n')}\n`;
  },
  ini(r, creds) {
    const lines = mix(r, creds, 1 + r.int(3)).map((c) => `${n(c, 'snake')} = ${c.value}`);
    return `; ${creds[0].slug} integration\n[${r.pick(['credentials', 'api', 'default'])}]\n${lines.join('\n')}\n`;
  },
  properties(r, creds) {
    const lines = mix(r, creds, 2 + r.int(3)).map((c) => `app.${n(c, 'dotted')}=${c.value}`);
    return `# application-prod.properties\nspring.application.name=${r.pick(['ledger', 'gateway'])}\n${lines.join('\n')}\n`;
  },
  xml(r, creds) {
    const lines = mix(r, creds, 1 + r.int(3)).map(
      (c) => `    <add key="${n(c, 'pascal')}" value="${c.value}" />`,
    );
    return `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n${lines.join('\n')}\n  </appSettings>\n</configuration>\n`;
  },
  python(r, creds) {
    const lines = creds.map((c) => {
      const q = r.pick(['"', "'"]);
      return `${n(c, 'screaming')} = ${q}${c.value}${q}`;
    });
    return `import os\nimport requests\n\n${lines.join('\n')}\nBASE_URL = "${base(creds[0])}"\n\n\ndef fetch(path):\n    return requests.get(BASE_URL + path, timeout=10)\n`;
  },
  pythonClient(r, creds) {
    const c = creds[0];
    return `from ${c.slug.replace(/-/g, '_')} import Client\n\nclient = Client(\n    ${n(c, 'snake')}="${c.value}",\n    timeout=30,\n)\nprint(client.ping())\n`;
  },
  js(r, creds) {
    const lines = mix(r, creds, 1 + r.int(2)).map((c) => `  ${n(c, 'camel')}: '${c.value}',`);
    return `// config.js\nmodule.exports = {\n${lines.join('\n')}\n};\n`;
  },
  ts(r, creds) {
    const lines = creds.map((c) => `export const ${n(c, 'screaming')} = "${c.value}";`);
    return `import { createClient } from './client';\n\n${lines.join('\n')}\n\nexport const client = createClient({ baseUrl: '${base(creds[0])}' });\n`;
  },
  go(r, creds) {
    const lines = creds.map((c) => `\t${n(c, 'camel')} = "${c.value}"`);
    return `package main\n\nimport "net/http"\n\nconst (\n${lines.join('\n')}\n\tbaseURL = "${base(creds[0])}"\n)\n\nfunc newRequest() (*http.Request, error) {\n\treturn http.NewRequest("GET", baseURL+"/v1/status", nil)\n}\n`;
  },
  java(r, creds) {
    const lines = creds.map(
      (c) => `    private static final String ${n(c, 'screaming')} = "${c.value}";`,
    );
    return `package com.example.integration;\n\npublic final class ${n(creds[0], 'pascal')}Holder {\n${lines.join('\n')}\n    private static final int TIMEOUT = 5000;\n}\n`;
  },
  kotlin(r, creds) {
    const lines = creds.map((c) => `    const val ${n(c, 'screaming')} = "${c.value}"`);
    return `package io.example.app\n\nobject Keys {\n${lines.join('\n')}\n}\n`;
  },
  csharp(r, creds) {
    const lines = creds.map(
      (c) => `        private const string ${n(c, 'pascal')} = "${c.value}";`,
    );
    return `namespace Example.Integrations\n{\n    public class ApiSettings\n    {\n${lines.join('\n')}\n        public int Retries { get; set; } = 3;\n    }\n}\n`;
  },
  ruby(r, creds) {
    const lines = creds.map((c) => `  config.${n(c, 'snake')} = '${c.value}'`);
    return `# config/initializers/${creds[0].slug.replace(/-/g, '_')}.rb\n${n(creds[0], 'pascal').replace(/Key|Token|Secret/g, '')}.configure do |config|\n${lines.join('\n')}\n  config.timeout = 10\nend\n`;
  },
  php(r, creds) {
    const lines = mix(r, creds, 1 + r.int(2)).map((c) => `    '${n(c, 'snake')}' => '${c.value}',`);
    return `<?php\n\nreturn [\n${lines.join('\n')}\n];\n`;
  },
  rust(r, creds) {
    const lines = creds.map((c) => `const ${n(c, 'screaming')}: &str = "${c.value}";`);
    return `use reqwest::Client;\n\n${lines.join('\n')}\n\nfn client() -> Client {\n    Client::new()\n}\n`;
  },
  shell(r, creds) {
    const lines = creds.map((c) => `export ${n(c, 'screaming')}='${c.value}'`);
    return `#!/usr/bin/env bash\nset -euo pipefail\n${lines.join('\n')}\n./bin/sync --region eu\n`;
  },
  cli(r, creds) {
    const c = creds[0];
    const flag = r.pick(['--api-key', '--token', '--secret', '-k', '--auth-token', '--access-key']);
    return `$ ${c.slug.split('-')[0]}ctl ${r.pick(['deploy', 'login', 'push', 'sync'])} ${flag} ${c.value} --yes\n${r.pick(['Authenticated.', 'Done in 2.1s', 'ok'])}\n`;
  },
};
