// Renderers for the held-out (13) secrets set: each turns credentials into a realistic snippet.
// A credential is { words: ['mollie', 'api', 'key'], value }; `k(words, style)` names it.

const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);

/** Names a credential in one naming style. */
export function k(words, style) {
  switch (style) {
    case 'screaming':
      return words.join('_').toUpperCase();
    case 'camel':
      return words[0] + words.slice(1).map(cap).join('');
    case 'pascal':
      return words.map(cap).join('');
    case 'kebab':
      return words.join('-');
    case 'dotted':
      return words.join('.');
    case 'title':
      return words.map(cap).join(' ');
    default:
      return words.join('_');
  }
}

const lines = (...parts) => parts.flat().join('\n');
const pad = (n) => ' '.repeat(n);

export const KV = {
  env: (r, cs) =>
    lines(
      `# ${r.pick(['local overrides', 'staging', 'copied from 1password', 'do not commit'])}`,
      'NODE_ENV=production',
      `PORT=${r.pick([3000, 8080, 4000])}`,
      cs.map((c) => `${k(c.words, 'screaming')}=${r.chance(0.3) ? `"${c.value}"` : c.value}`),
      'LOG_LEVEL=info',
    ),
  viteEnv: (r, cs) =>
    lines(
      '# .env.production (vite)',
      'VITE_APP_TITLE=Storefront',
      `VITE_API_BASE=https://api.${r.pick(['shopnest', 'kittl', 'parcelo'])}.io`,
      cs.map((c) => `VITE_${k(c.words, 'screaming')}=${c.value}`),
    ),
  nextEnv: (r, cs) =>
    lines(
      '# .env.local',
      'NEXT_PUBLIC_SITE_URL=https://www.fernly.app',
      cs.map((c) => `${r.chance(0.4) ? 'NEXT_PUBLIC_' : ''}${k(c.words, 'screaming')}=${c.value}`),
      'NEXTAUTH_URL=http://localhost:3000',
    ),
  json: (r, cs) =>
    JSON.stringify(
      {
        name: r.pick(['checkout-service', 'mobile-bff', 'edge-proxy']),
        region: r.pick(['eu-central', 'ap-south', 'sa-east']),
        credentials: Object.fromEntries(
          cs.map((c) => [k(c.words, r.pick(['camel', 'snake'])), c.value]),
        ),
        retries: 3,
      },
      null,
      2,
    ),
  yaml: (r, cs) =>
    lines(
      'integrations:',
      `${pad(2)}enabled: true`,
      cs.map(
        (c) =>
          `${pad(2)}${k(c.words, r.pick(['snake', 'kebab']))}: ${r.chance(0.5) ? `"${c.value}"` : c.value}`,
      ),
      `${pad(2)}timeout_ms: 5000`,
    ),
  compose: (r, cs) =>
    lines(
      'services:',
      `${pad(2)}worker:`,
      `${pad(4)}image: ghcr.io/${r.pick(['tidal', 'brindle', 'quokka'])}/worker:1.8.2`,
      `${pad(4)}environment:`,
      cs.map((c) => `${pad(6)}- ${k(c.words, 'screaming')}=${c.value}`),
      `${pad(4)}restart: unless-stopped`,
    ),
  k8s: (r, cs) =>
    lines(
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `${pad(2)}name: ${r.pick(['payments', 'notifier', 'storefront'])}-secrets`,
      `${pad(2)}namespace: prod`,
      'type: Opaque',
      'stringData:',
      cs.map((c) => `${pad(2)}${k(c.words, 'screaming')}: "${c.value}"`),
    ),
  toml: (r, cs) =>
    lines(
      `[${r.pick(['providers', 'services.outbound', 'integrations'])}]`,
      'enabled = true',
      cs.map((c) => `${k(c.words, 'snake')} = "${c.value}"`),
      'timeout = "10s"',
    ),
  wrangler: (r, cs) =>
    lines(
      `name = "${r.pick(['edge-router', 'img-resizer', 'geo-redirect'])}"`,
      'main = "src/index.ts"',
      'compatibility_date = "2024-09-23"',
      '',
      '[vars]',
      'ENVIRONMENT = "production"',
      cs.map((c) => `${k(c.words, 'screaming')} = "${c.value}"`),
    ),
  ini: (r, cs) =>
    lines(
      `[${r.pick(['default', 'production', 'api'])}]`,
      'host = 0.0.0.0',
      cs.map((c) => `${k(c.words, r.pick(['snake', 'dotted']))} = ${c.value}`),
    ),
  properties: (r, cs) =>
    lines(
      '# application-prod.properties',
      'server.port=8443',
      cs.map(
        (c) =>
          `${r.pick(['app', 'integration', 'vendor'])}.${k(c.words, r.pick(['dotted', 'kebab']))}=${c.value}`,
      ),
      'spring.jpa.open-in-view=false',
    ),
  xml: (r, cs) =>
    lines(
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      `${pad(2)}<appSettings>`,
      cs.map((c) => `${pad(4)}<add key="${k(c.words, 'pascal')}" value="${c.value}" />`),
      `${pad(2)}</appSettings>`,
      '</configuration>',
    ),
  androidStrings: (r, cs) =>
    lines(
      '<resources>',
      `${pad(4)}<string name="app_name">${r.pick(['Parcelo', 'Tandem', 'Brewly'])}</string>`,
      cs.map(
        (c) =>
          `${pad(4)}<string name="${k(c.words, 'snake')}" translatable="false">${c.value}</string>`,
      ),
      '</resources>',
    ),
  plist: (r, cs) =>
    lines(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<plist version="1.0">',
      '<dict>',
      `${pad(2)}<key>CFBundleShortVersionString</key>`,
      `${pad(2)}<string>${r.int(5)}.${r.int(20)}.0</string>`,
      cs.map((c) => [
        `${pad(2)}<key>${k(c.words, 'pascal')}</key>`,
        `${pad(2)}<string>${c.value}</string>`,
      ]),
      '</dict>',
      '</plist>',
    ),
  gradle: (r, cs) =>
    lines(
      'android {',
      `${pad(4)}defaultConfig {`,
      `${pad(8)}applicationId "com.${r.pick(['tandem', 'brewly', 'kiteo'])}.app"`,
      cs.map(
        (c) =>
          `${pad(8)}buildConfigField "String", "${k(c.words, 'screaming')}", "\\"${c.value}\\""`,
      ),
      `${pad(4)}}`,
      '}',
    ),
};

export const CODE = {
  python: (r, cs) =>
    lines(
      'import requests',
      '',
      cs.map((c) => `${k(c.words, 'screaming')} = "${c.value}"`),
      '',
      'def fetch(path):',
      `    return requests.get(BASE + path, headers={"Authorization": f"Bearer {${k(cs[0].words, 'screaming')}}"})`,
    ),
  js: (r, cs) =>
    lines(
      `const client = new ${k(cs[0].words.slice(0, 1), 'pascal')}Client({`,
      cs.map((c, i) => `  ${k(i ? c.words : c.words.slice(1), 'camel')}: '${c.value}',`),
      `  region: '${r.pick(['eu', 'us', 'ap'])}',`,
      '});',
      'export default client;',
    ),
  ts: (r, cs) =>
    lines(
      '// src/config.ts',
      cs.map((c) => `export const ${k(c.words, 'screaming')}: string = '${c.value}';`),
      'export const API_TIMEOUT = 8_000;',
    ),
  angular: (r, cs) =>
    lines(
      '// src/environments/environment.prod.ts',
      'export const environment = {',
      '  production: true,',
      cs.map((c) => `  ${k(c.words, 'camel')}: '${c.value}',`),
      '};',
    ),
  vue: (r, cs) =>
    lines(
      '<script setup lang="ts">',
      "import { onMounted } from 'vue';",
      cs.map((c) => `const ${k(c.words, 'camel')} = "${c.value}";`),
      `onMounted(() => init(${k(cs[0].words, 'camel')}));`,
      '</script>',
    ),
  svelte: (r, cs) =>
    lines(
      '// src/lib/server/vendors.js (sveltekit)',
      cs.map((c) => `export const ${k(c.words, 'camel')} = \`${c.value}\`;`),
    ),
  go: (r, cs) =>
    lines(
      'package config',
      '',
      'const (',
      cs.map((c) => `\t${k(c.words, 'pascal')} = "${c.value}"`),
      ')',
    ),
  java: (r, cs) =>
    lines(
      'public final class VendorKeys {',
      cs.map((c) => `    static final String ${k(c.words, 'screaming')} = "${c.value}";`),
      '    private VendorKeys() {}',
      '}',
    ),
  kotlin: (r, cs) =>
    lines(
      'object Secrets {',
      cs.map((c) => `    const val ${k(c.words, 'screaming')} = "${c.value}"`),
      '}',
    ),
  csharp: (r, cs) =>
    lines(
      'services.Configure<VendorOptions>(o =>',
      '{',
      cs.map((c) => `    o.${k(c.words, 'pascal')} = "${c.value}";`),
      '});',
    ),
  ruby: (r, cs) =>
    lines(
      `${k(cs[0].words.slice(0, 1), 'pascal')}.configure do |config|`,
      cs.map((c, i) => `  config.${k(i ? c.words : c.words.slice(1), 'snake')} = '${c.value}'`),
      '  config.timeout = 15',
      'end',
    ),
  php: (r, cs) =>
    lines(
      '<?php',
      'return [',
      cs.map((c) => `    '${k(c.words, 'snake')}' => '${c.value}',`),
      "    'debug' => false,",
      '];',
    ),
  rust: (r, cs) =>
    lines(
      cs.map((c) => `pub const ${k(c.words, 'screaming')}: &str = "${c.value}";`),
      '',
      'pub fn client() -> Client {',
      '    Client::new()',
      '}',
    ),
  swift: (r, cs) =>
    lines(
      'enum Keys {',
      cs.map((c) => `    static let ${k(c.words, 'camel')} = "${c.value}"`),
      '}',
    ),
  electron: (r, cs) =>
    lines(
      "const { app, BrowserWindow } = require('electron');",
      cs.map((c) => `process.env.${k(c.words, 'screaming')} = '${c.value}';`),
      'app.whenReady().then(() => new BrowserWindow({ width: 1200, height: 800 }));',
    ),
  extension: (r, cs) =>
    lines(
      '// background.js (MV3 service worker)',
      cs.map((c) => `const ${k(c.words, 'screaming')} = "${c.value}";`),
      'chrome.runtime.onMessage.addListener((msg, _sender, reply) => {',
      `  fetch(msg.url, { headers: { 'X-Api-Key': ${k(cs[0].words, 'screaming')} } }).then((res) => reply(res.status));`,
      '  return true;',
      '});',
    ),
  edge: (r, cs) =>
    lines(
      '// supabase/functions/notify/index.ts',
      cs.map(
        (c) =>
          `const ${k(c.words, 'camel')} = Deno.env.get('${k(c.words, 'screaming')}') ?? '${c.value}';`,
      ),
      'Deno.serve(async (req) => new Response(await req.text()));',
    ),
};

const host = (r) =>
  r.pick(['api.vendor-one.io', 'gateway.kiteo.dev', 'hooks.parcelo.app', 'rest.tandem.cloud']);

export const SHELL = {
  shell: (r, cs) =>
    lines(
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      cs.map((c) => `export ${k(c.words, 'screaming')}='${c.value}'`),
      './bin/deploy --env prod',
    ),
  dockerfile: (r, cs) =>
    lines(
      'FROM node:20-alpine',
      'WORKDIR /app',
      cs.map((c) => `${r.pick(['ENV', 'ARG'])} ${k(c.words, 'screaming')}=${c.value}`),
      'COPY . .',
      'CMD ["node", "server.js"]',
    ),
  cli: (r, cs) =>
    lines(
      `$ ${r.pick(['vendorctl', 'syncer', 'npx uploader'])} push ./dist \\`,
      `    --${k(cs[0].words.slice(1), 'kebab')} ${cs[0].value} \\`,
      '    --region eu-west --verbose',
    ),
  curl: (r, cs) =>
    lines(
      `curl -sS -X POST https://${host(r)}/v2/events \\`,
      `  -H "${r.pick(['Authorization: Bearer ', 'X-Api-Key: ', 'X-Auth-Token: ', 'Api-Key: '])}${cs[0].value}" \\`,
      "  -H 'Content-Type: application/json' \\",
      `  -d '{"event":"signup","plan":"pro"}'`,
    ),
  http: (r, cs) =>
    lines(
      `GET /v1/${r.pick(['contacts', 'orders', 'devices'])}?limit=50 HTTP/1.1`,
      `Host: ${host(r)}`,
      'Accept: application/json',
      `${r.pick(['Authorization: Bearer ', 'Authorization: Token ', `X-${k(cs[0].words.slice(0, 1), 'pascal')}-Key: `])}${cs[0].value}`,
      'User-Agent: okhttp/4.12.0',
    ),
  url: (r, cs) =>
    lines(
      `Webhook target configured: https://${host(r)}/ingest?${r.pick(['token', 'api_key', 'key', 'access_token'])}=${encodeURIComponent(cs[0].value)}&source=web`,
    ),
  terraform: (r, cs) =>
    lines(
      `provider "${cs[0].words[0]}" {`,
      cs.map((c, i) => `  ${k(i ? c.words : c.words.slice(1), 'snake')} = "${c.value}"`),
      '}',
    ),
  gha: (r, cs) =>
    lines(
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    env:',
      cs.map((c) => `      ${k(c.words, 'screaming')}: ${c.value}`),
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: npm ci && npm run deploy',
    ),
  gitlab: (r, cs) =>
    lines(
      'variables:',
      cs.map((c) => `  ${k(c.words, 'screaming')}: "${c.value}"`),
      '',
      'release:',
      '  stage: deploy',
      '  script:',
      '    - ./scripts/release.sh',
    ),
  log: (r, cs) =>
    lines(
      `2024-${String(1 + r.int(12)).padStart(2, '0')}-1${r.int(10)}T08:1${r.int(10)}:04.221Z INFO  boot: loading vendor config`,
      `2024-05-1${r.int(10)}T08:14:04.230Z DEBUG http: outgoing request headers={"accept":"*/*","${k(cs[0].words.slice(1), 'kebab')}":"${cs[0].value}"}`,
      '2024-05-14T08:14:04.612Z INFO  http: 200 OK in 381ms',
    ),
  markdown: (r, cs) =>
    lines(
      `## ${r.pick(['Getting started', 'Local setup', 'Quick start'])}`,
      '',
      `1. Ask #platform for access, or just use the team ${k(cs[0].words, 'title')} below.`,
      '2. Put it in your shell:',
      '',
      '```sh',
      cs.map((c) => `export ${k(c.words, 'screaming')}=${c.value}`),
      '```',
    ),
};

export const CONNECTIONS = [
  (r, pw) =>
    `DATABASE_URL=postgres://app_rw:${pw}@db-${r.int(9)}.internal.fernly.app:5432/orders?sslmode=require`,
  (r, pw) => `MYSQL_DSN="mysql://shop:${pw}@mysql.prod.svc.cluster.local:3306/shop"`,
  (r, pw) =>
    `mongo_uri: "mongodb+srv://reporting:${pw}@cluster0.${r.chars('abcdefghijklmnop0123456789', 5)}.mongodb.net/analytics?retryWrites=true"`,
  (r, pw) => `REDIS_URL=rediss://default:${pw}@eu1-brave-owl-${r.int(90000)}.upstash.io:6379`,
  (r, pw) => `spring.rabbitmq.addresses=amqps://queue_user:${pw}@rabbit.kiteo.dev:5671/prod`,
  (r, pw) =>
    `spring.datasource.url=jdbc:postgresql://pg.internal:5432/core?user=svc_core&password=${pw}`,
  (r, pw) =>
    `"ConnectionStrings": { "Main": "Server=tcp:sql-prod.tandem.cloud,1433;Database=Ledger;User ID=ledger_app;Password=${pw};Encrypt=True;" }`,
];
