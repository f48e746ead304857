// General config and code contexts: .env, JSON, YAML, TOML, INI, properties, XML, code in a
// dozen languages, shell, Terraform, CI files, logs, Markdown, Dockerfiles.
import { styleName as sn } from './values.mjs';

const lines = (...parts) => parts.flat().join('\n');
const svc = (p) => p.slug.replace(/^internal-/, '').replace(/-/g, '');

function dotenv(r, creds) {
  return lines(
    'NODE_ENV=production',
    `PORT=${r.pick([3000, 8080, 5173, 4000])}`,
    creds.map((c) => `${sn(c.words, 'SCREAM')}=${r.chance(0.3) ? `"${c.value}"` : c.value}`),
    'LOG_LEVEL=info',
  );
}

function json(r, creds, p) {
  const block = Object.fromEntries(
    creds.map((c) => [sn(c.words, r.pick(['camel', 'snake'])), c.value]),
  );
  return JSON.stringify({ service: svc(p), retries: 3, credentials: block }, null, 2);
}

function compose(r, creds, p) {
  return lines(
    'services:',
    '  worker:',
    `    image: ghcr.io/example-studio/${svc(p)}-worker:1.${r.int(30)}.0`,
    '    restart: unless-stopped',
    '    environment:',
    creds.map((c) => `      - ${sn(c.words, 'SCREAM')}=${c.value}`),
    '      - TZ=UTC',
  );
}

function k8s(r, creds, p) {
  return lines(
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${svc(p)}-credentials`,
    `  namespace: ${r.pick(['mobile-backend', 'games', 'web'])}`,
    'type: Opaque',
    'stringData:',
    creds.map((c) => `  ${sn(c.words, r.pick(['SCREAM', 'kebab']))}: "${c.value}"`),
  );
}

function yamlConfig(r, creds, p) {
  return lines(
    `${svc(p)}:`,
    '  enabled: true',
    '  timeout: 30s',
    creds.map((c) => `  ${sn(c.words, r.pick(['snake', 'kebab', 'camel']))}: ${c.value}`),
  );
}

function toml(r, creds, p) {
  return lines(
    '[server]',
    'bind = "0.0.0.0:8080"',
    '',
    `[integrations.${svc(p)}]`,
    creds.map((c) => `${sn(c.words, 'snake')} = "${c.value}"`),
  );
}

function ini(r, creds, p) {
  return lines(
    '[general]',
    'debug = false',
    '',
    `[${svc(p)}]`,
    creds.map((c) => `${sn(c.words, 'snake')} = ${c.value}`),
  );
}

function properties(r, creds, p) {
  return lines(
    'spring.application.name=notifier',
    'server.port=8081',
    creds.map(
      (c) =>
        `app.${svc(p)}.${sn(c.words.split(' ').slice(1).join(' ') || c.words, 'kebab')}=${c.value}`,
    ),
  );
}

function xmlConfig(r, creds) {
  return lines(
    '<configuration>',
    '  <appSettings>',
    '    <add key="Environment" value="Production" />',
    creds.map((c) => `    <add key="${sn(c.words, 'pascal')}" value="${c.value}" />`),
    '  </appSettings>',
    '</configuration>',
  );
}

function python(r, creds, p) {
  return lines(
    'import requests',
    '',
    creds.map((c) => `${sn(c.words, 'SCREAM')} = "${c.value}"`),
    '',
    `def fetch_${svc(p)}(path):`,
    `    return requests.get(f"https://api.${svc(p)}.com{path}", timeout=10)`,
  );
}

function go(r, creds, p) {
  return lines(
    'package config',
    '',
    'const (',
    creds.map((c) => `\t${sn(c.words, 'camel')} = "${c.value}"`),
    ')',
    '',
    `func ${sn(svc(p), 'pascal')}Endpoint() string { return "https://api.${svc(p)}.com" }`,
  );
}

function java(r, creds) {
  return lines(
    'package com.example.push;',
    '',
    'public final class ServiceKeys {',
    '    private ServiceKeys() {}',
    creds.map((c) => `    public static final String ${sn(c.words, 'SCREAM')} = "${c.value}";`),
    '}',
  );
}

function kotlin(r, creds) {
  return lines(
    'package com.example.sync',
    '',
    'object RemoteConfig {',
    creds.map((c) => `    const val ${sn(c.words, 'SCREAM')} = "${c.value}"`),
    '    const val TIMEOUT_MS = 15_000L',
    '}',
  );
}

function csharp(r, creds, p) {
  return lines(
    'var builder = WebApplication.CreateBuilder(args);',
    `builder.Services.Configure<${sn(svc(p), 'pascal')}Options>(o =>`,
    '{',
    creds.map((c) => `    o.${sn(c.words, 'pascal')} = "${c.value}";`),
    '});',
  );
}

function ruby(r, creds, p) {
  return lines(
    `${sn(svc(p), 'pascal')}.configure do |config|`,
    creds.map((c) => `  config.${sn(c.words, 'snake')} = '${c.value}'`),
    '  config.open_timeout = 5',
    'end',
  );
}

function php(r, creds, p) {
  return lines(
    '<?php',
    '',
    'return [',
    `    '${svc(p)}' => [`,
    creds.map((c) => `        '${sn(c.words, 'snake')}' => '${c.value}',`),
    "        'timeout' => 10,",
    '    ],',
    '];',
  );
}

function rust(r, creds) {
  return lines(
    '// src/secrets.rs',
    creds.map((c) => `pub const ${sn(c.words, 'SCREAM')}: &str = "${c.value}";`),
    '',
    'pub fn user_agent() -> &\'static str { "fieldnotes-sync/0.4" }',
  );
}

function shell(r, creds) {
  return lines(
    '#!/usr/bin/env bash',
    '# deploy.sh',
    creds.map((c) => `export ${sn(c.words, 'SCREAM')}='${c.value}'`),
    './scripts/release.sh --channel production',
  );
}

export const GENERAL_CONTEXTS = {
  dotenv,
  'json-config': json,
  'docker-compose-env': compose,
  'k8s-secret-stringdata': k8s,
  'yaml-config': yamlConfig,
  toml,
  ini,
  'java-properties': properties,
  'xml-appsettings': xmlConfig,
  python,
  go,
  java,
  kotlin,
  csharp,
  ruby,
  php,
  rust,
  'shell-export': shell,
};
