// Contexts (rules): the file syntaxes a provider's fields are written into. Every rule takes
// ctx = { p, fields: [{ env, value, raw }] } where a raw value is a code expression (a
// variable reference) written without quotes. The same rules render positives, hard
// negatives (placeholders, references, public ids) and near misses (masked, dummy, empty).

import {
  chatMessage,
  curl,
  debugLog,
  httpFits,
  httpRequest,
  markdownDoc,
  sdkCall,
  smtpUrl,
  webhookCall,
} from './http.mjs';
import {
  csharp,
  goVar,
  gradle,
  javaConst,
  jsObject,
  phpArray,
  python,
  ruby,
  rust,
  springProps,
  swift,
  tsConst,
} from './code-rules.mjs';
import { q, sectionOf, sq, topFor, yamlScalar } from './format.mjs';
import { camel, kebab, pascal, snake, subKey, words } from './util.mjs';

const ENV_NOISE = [
  'NODE_ENV=production',
  'LOG_LEVEL=info',
  'PORT=8080',
  'APP_URL=https://app.acme.io',
  'QUEUE_CONCURRENCY=5',
  'MAIL_FROM_NAME="Acme Notifications"',
  'SENTRY_ENVIRONMENT=staging',
  'REDIS_HOST=redis',
  'TZ=UTC',
  'FEATURE_SMS_FALLBACK=true',
  'OUTBOX_POLL_MS=2500',
  'RETRY_MAX_ATTEMPTS=6',
];
const noise = (r, n) => r.sample(ENV_NOISE, n);

function dotenv(r, { p, fields }) {
  const lines = [];
  if (r.chance(0.5)) {
    lines.push(
      `# ${r.pick(['---', '==='])} ${sectionOf(p)} ${r.pick(['(prod)', '(staging)', 'settings', ''])}`.trim(),
    );
  }
  lines.push(...noise(r, r.int(3)));
  const style = r.int(3);
  for (const f of fields) {
    const v = f.value === '' || style === 0 ? f.value : style === 1 ? q(f.value) : sq(f.value);
    lines.push(`${f.env}=${v}`);
  }
  lines.push(...noise(r, r.int(2)));
  return lines.join('\n');
}

function yamlNested(r, { p, fields }) {
  const sec = sectionOf(p);
  const lines = [`${topFor(r, p)}:`, `  ${sec}:`];
  if (r.chance(0.5)) {
    lines.push(`    enabled: true`);
  }
  for (const f of fields) {
    lines.push(`    ${subKey(f.env, sec)}: ${yamlScalar(r, f.value)}`);
  }
  if (r.chance(0.4)) {
    lines.push(`    timeout_ms: ${r.pick([3000, 5000, 10000])}`);
  }
  return lines.join('\n');
}

function jsonConfig(r, { p, fields }) {
  const sec = sectionOf(p);
  const inner = {};
  if (r.chance(0.4)) {
    inner.enabled = true;
  }
  for (const f of fields) {
    inner[camel(subKey(f.env, sec).toUpperCase())] = f.value;
  }
  if (r.chance(0.5)) {
    inner.retries = r.pick([3, 5]);
  }
  const obj = { [topFor(r, p)]: { [sec]: inner } };
  if (r.chance(0.4)) {
    obj.logLevel = 'info';
  }
  return JSON.stringify(obj, null, 2);
}

function toml(r, { p, fields }) {
  const sec = sectionOf(p);
  const lines = [`[${topFor(r, p)}.${sec}]`];
  for (const f of fields) {
    lines.push(`${subKey(f.env, sec)} = ${q(f.value)}`);
  }
  if (r.chance(0.5)) {
    lines.push(`timeout = "${r.pick(['5s', '10s', '30s'])}"`);
  }
  return lines.join('\n');
}

function ini(r, { p, fields }) {
  const sec = sectionOf(p);
  const lines = [];
  if (r.chance(0.4)) {
    lines.push(`; ${sec} integration`);
  }
  lines.push(`[${sec}]`);
  for (const f of fields) {
    lines.push(`${subKey(f.env, sec)} = ${f.value}`);
  }
  if (r.chance(0.5)) {
    lines.push(`enabled = true`);
  }
  return lines.join('\n');
}

const xmlEsc = (v) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
function xmlAppSettings(r, { p, fields }) {
  const sec = pascal(sectionOf(p).toUpperCase());
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <appSettings>'];
  for (const f of fields) {
    lines.push(
      `    <add key="${sec}:${pascal(subKey(f.env, sectionOf(p)).toUpperCase())}" value="${xmlEsc(f.value)}" />`,
    );
  }
  lines.push('  </appSettings>', '</configuration>');
  return lines.join('\n');
}

function hclTfvars(r, { p, fields }) {
  if (r.chance(0.5)) {
    return fields.map((f) => `${snake(f.env)} = ${q(f.value)}`).join('\n');
  }
  const sec = sectionOf(p);
  const lines = [
    `module "${sec}_notifier" {`,
    `  source = "./modules/${kebab(sec.toUpperCase())}-notifier"`,
  ];
  for (const f of fields) {
    lines.push(`  ${subKey(f.env, sec)} = ${q(f.value)}`);
  }
  lines.push('}');
  return lines.join('\n');
}

function shellExport(r, { fields }) {
  const lines = r.chance(0.4) ? ['#!/usr/bin/env bash', 'set -euo pipefail'] : [];
  for (const f of fields) {
    lines.push(`export ${f.env}=${r.chance(0.5) ? q(f.value) : sq(f.value)}`);
  }
  if (r.chance(0.6)) {
    lines.push(
      r.pick([
        'node dist/worker.js',
        'exec python -m notifier',
        './bin/send-digest --dry-run=false',
      ]),
    );
  }
  return lines.join('\n');
}

function dockerfile(r, { fields }) {
  const lines = [
    `FROM ${r.pick(['node:20-alpine', 'python:3.12-slim', 'golang:1.22', 'ruby:3.3-slim'])}`,
    'WORKDIR /app',
  ];
  for (const f of fields) {
    lines.push(`ENV ${f.env}=${f.value}`);
  }
  lines.push(
    'COPY . .',
    `CMD ${r.pick(['["node", "worker.js"]', '["python", "-m", "notifier"]', '["./server"]'])}`,
  );
  return lines.join('\n');
}

function compose(r, { p, fields }) {
  const svc = r.pick(['worker', 'notifier', 'mailer', 'api', 'scheduler']);
  const lines = [
    'services:',
    `  ${svc}:`,
    `    image: ghcr.io/acme/${svc}:${r.pick(['latest', '1.8.2', 'main'])}`,
    '    environment:',
  ];
  for (const f of fields) {
    lines.push(`      ${f.env}: ${yamlScalar(r, f.value)}`);
  }
  if (r.chance(0.5)) {
    lines.push('    depends_on:', '      - redis');
  }
  void p;
  return lines.join('\n');
}

function k8sSecret(r, { p, fields }) {
  const lines = [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${kebab(sectionOf(p).toUpperCase())}-credentials`,
    `  namespace: ${r.pick(['notifications', 'default', 'prod', 'messaging'])}`,
    'type: Opaque',
    'stringData:',
  ];
  for (const f of fields) {
    lines.push(`  ${f.env}: ${yamlScalar(r, f.value)}`);
  }
  return lines.join('\n');
}

function ghActions(r, { fields }) {
  const lines = [
    `name: ${r.pick(['notify', 'deploy', 'nightly-digest', 'release'])}`,
    'on:',
    '  push:',
    '    branches: [main]',
    'jobs:',
    '  run:',
    '    runs-on: ubuntu-latest',
    '    env:',
  ];
  for (const f of fields) {
    lines.push(`      ${f.env}: ${yamlScalar(r, f.value)}`);
  }
  lines.push(
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - run: ${r.pick(['npm run notify', 'make send-report', 'python scripts/alert.py'])}`,
  );
  return lines.join('\n');
}

function ansibleVars(r, { fields }) {
  const lines = ['---', `# group_vars/${r.pick(['prod', 'all', 'mailers'])}.yml`];
  for (const f of fields) {
    lines.push(`${snake(f.env)}: ${yamlScalar(r, f.value)}`);
  }
  return lines.join('\n');
}

function powershell(r, { fields }) {
  return fields.map((f) => `$env:${f.env} = ${q(f.value)}`).join('\n');
}

function systemd(r, { p, fields }) {
  const lines = ['[Unit]', `Description=${sectionOf(p)} notification worker`, '', '[Service]'];
  for (const f of fields) {
    lines.push(`Environment="${f.env}=${f.value}"`);
  }
  lines.push('ExecStart=/usr/local/bin/notifier', 'Restart=on-failure');
  return lines.join('\n');
}

function cliSet(r, { fields }) {
  const app = r.pick(['acme-notify', 'mailer-prod', 'sms-gateway', 'acme-api']);
  const kv = fields.map((f) => `${f.env}=${f.value}`).join(' ');
  const k = fields[0];
  return r.pick([
    () => `$ heroku config:set ${kv} -a ${app}`,
    () => `$ fly secrets set ${kv} --app ${app}`,
    () =>
      `kubectl create secret generic ${app}-env ${fields.map((f) => `--from-literal=${f.env}=${f.value}`).join(' ')}`,
    () =>
      `docker run -d --name ${app} ${fields.map((f) => `-e ${f.env}=${f.value}`).join(' ')} ghcr.io/acme/${app}:latest`,
    () => `gh secret set ${k.env} --repo acme/${app} --body "${k.value}"`,
    () =>
      `aws ssm put-parameter --name /${app}/${snake(k.env)} --type SecureString --value '${k.value}' --overwrite`,
  ])();
}

const G = (name, lang, render) => ({ name, lang, render });
export const genericRules = [
  G('dotenv', 'env', dotenv),
  G('yaml-config', 'data', yamlNested),
  G('json-config', 'data', jsonConfig),
  G('toml-config', 'data', toml),
  G('ini-config', 'data', ini),
  G('xml-appsettings', 'data', xmlAppSettings),
  G('terraform-hcl', 'data', hclTfvars),
  G('shell-export', 'env', shellExport),
  G('dockerfile-env', 'env', dockerfile),
  G('compose-environment', 'env', compose),
  G('k8s-secret', 'data', k8sSecret),
  G('gh-actions-env', 'actions', ghActions),
  G('ansible-vars', 'ansible', ansibleVars),
  G('python-settings', 'py', python),
  G('js-config-object', 'js', jsObject),
  G('ts-constant', 'js', tsConst),
  G('go-vars', 'go', goVar),
  G('java-constants', 'java', javaConst),
  G('spring-properties', 'props', springProps),
  G('rails-config', 'rb', ruby),
  G('php-config-array', 'php', phpArray),
  G('csharp-constants', 'cs', csharp),
  G('gradle-buildconfig', 'data', gradle),
  G('swift-keys', 'data', swift),
  G('rust-const', 'rs', rust),
  G('powershell-env', 'env', powershell),
  G('systemd-unit', 'env', systemd),
  G('cli-secret-set', 'env', cliSet),
  G('chat-message', 'chat', chatMessage),
  G('markdown-setup', 'env', markdownDoc),
];

export const httpRules = [
  G('curl-request', 'env', curl),
  G('http-request-dump', 'http', httpRequest),
  G('debug-http-log', 'http', debugLog),
  G('http-client-code', 'http', sdkCall),
];
export const urlRule = G('webhook-call', 'url', webhookCall);
export const smtpRule = G('smtp-url', 'url', smtpUrl);

/** Rules a provider can be written with; http-request-dump needs a header-style auth. */
export function rulesFor(p) {
  const common = new Set([
    'dotenv',
    'yaml-config',
    'json-config',
    'k8s-secret',
    'compose-environment',
    'python-settings',
    'js-config-object',
    'shell-export',
    'gh-actions-env',
    'cli-secret-set',
    'chat-message',
    'php-config-array',
  ]);
  const rules = genericRules.flatMap((g) => (common.has(g.name) ? [g, g] : [g]));
  if (httpFits(p)) {
    rules.push(httpRules[0], httpRules[0], httpRules[0], httpRules[3], httpRules[3]);
    const a = p.auth;
    if (a === 'bearer' || a.startsWith('h:')) {
      rules.push(httpRules[1], httpRules[1], httpRules[2], httpRules[2], httpRules[2]);
    }
  }
  if (p.url) {
    rules.push(urlRule, urlRule, urlRule, urlRule);
  }
  if (p.smtp) {
    rules.push(smtpRule, smtpRule, smtpRule, smtpRule);
  }
  return rules;
}

/** Reference expressions (not secrets) a config would hold instead of the value. */
export function referenceFor(r, lang, env) {
  const secretName = kebab(env);
  const common = [
    `\${${env}}`,
    `{{ .Values.${camel(words(env)[0].toUpperCase())}.${camel(env)} }}`,
    `op://Production/${secretName}/credential`,
    `vault:secret/data/notify#${snake(env)}`,
    `arn:aws:secretsmanager:us-east-1:${r.chars('0123456789', 12)}:secret:prod/${secretName}-${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 6)}`,
    `@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/${secretName}/)`,
    `projects/acme-prod/secrets/${secretName}/versions/latest`,
  ];
  const byLang = {
    env: [`\${${env}:?missing ${env}}`, `$(cat /run/secrets/${snake(env)})`, `\${${env}}`],
    data: common,
    actions: [`\${{ secrets.${env} }}`, `\${{ secrets.${env} }}`, `\${{ vars.${env} }}`],
    ansible: [`{{ vault_${snake(env)} }}`, `{{ lookup('env', '${env}') }}`],
    py: [`os.environ["${env}"]`, `os.getenv("${env}")`, `env.str("${env}")`],
    js: [`process.env.${env}`, `process.env.${env} ?? ''`, `import.meta.env.VITE_${env}`],
    go: [`os.Getenv("${env}")`],
    java: [`System.getenv("${env}")`],
    props: [`\${${env}}`],
    rb: [`ENV.fetch('${env}')`, `Rails.application.credentials.dig(:${snake(env)})`],
    php: [`env('${env}')`, `getenv('${env}')`],
    cs: [`Environment.GetEnvironmentVariable("${env}")`],
    rs: [`std::env::var("${env}")?`],
  };
  const raw = ['py', 'js', 'go', 'java', 'rb', 'php', 'cs', 'rs'].includes(lang);
  const pool = byLang[lang] ?? common;
  return { value: r.pick(pool), raw };
}
