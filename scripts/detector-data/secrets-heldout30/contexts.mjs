// Generic contexts for secrets-heldout30: the syntaxes a key name and a value are written in.
// Each takes (r, { key, value, p }) and returns the text; the value appears in it verbatim.

import { host, lanIp, domain } from './values.mjs';

export const camel = (key) => key.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
export const snake = (key) => key.toLowerCase();
export const kebab = (key) => key.toLowerCase().replace(/_/g, '-');
export const pascal = (key) => {
  const c = camel(key);
  return c[0].toUpperCase() + c.slice(1);
};

const tz = (r) =>
  r.pick(['Europe/Berlin', 'America/Chicago', 'Europe/London', 'Australia/Sydney', 'UTC']);
const svcName = (p) => (p.svc ? p.svc[0] : p.name.replace(/[^a-z0-9]/g, ''));
const image = (p) =>
  p.svc ? p.svc[1] : ['python:3.12-slim', 'node:20-alpine', 'alpine:3.20'][p.name.length % 3];

export const contexts = {
  dotenv(r, { key, value, p }) {
    const quote = r.pick(['', '', '"']);
    const lines = p.theme
      ? [
          `# ${svcName(p)} stack - keep this file out of git`,
          `TZ=${tz(r)}`,
          'PUID=1000',
          'PGID=1000',
        ]
      : ['# .env.production', 'NODE_ENV=production', `PORT=${3000 + r.int(10)}`];
    lines.push(`${key}=${quote}${value}${quote}`);
    if (r.chance(0.5)) {
      lines.push(p.theme ? `CONFIG_DIR=/opt/appdata/${svcName(p)}` : 'LOG_LEVEL=info');
    }
    return lines.join('\n');
  },

  composeEnvList(r, { key, value, p }) {
    return [
      'services:',
      `  ${svcName(p)}:`,
      `    image: ${image(p)}`,
      `    container_name: ${svcName(p)}`,
      '    restart: unless-stopped',
      '    environment:',
      `      - TZ=${tz(r)}`,
      `      - ${key}=${value}`,
      '    volumes:',
      `      - ./${svcName(p)}:/config`,
    ].join('\n');
  },

  composeEnvMap(r, { key, value, p }) {
    const quote = r.pick(['', '"', "'"]);
    return [
      `  ${svcName(p)}:`,
      `    image: ${image(p)}`,
      '    networks: [proxy]',
      '    environment:',
      `      ${key}: ${quote}${value}${quote}`,
      `      LOG_LEVEL: ${r.pick(['info', 'debug', 'warn'])}`,
      '    labels:',
      '      - traefik.enable=true',
    ].join('\n');
  },

  dockerRun(r, { key, value, p }) {
    const quote = r.pick(['', '"']);
    return [
      `docker run -d --name ${svcName(p)} \\`,
      '  --restart unless-stopped \\',
      `  -e TZ=${tz(r)} \\`,
      `  -e ${key}=${quote}${value}${quote} \\`,
      `  -v /mnt/user/appdata/${svcName(p)}:/config \\`,
      `  ${image(p)}`,
    ].join('\n');
  },

  shellExport(r, { key, value }) {
    return [
      r.pick(['#!/usr/bin/env bash', '# ~/.bashrc additions', '#!/bin/sh']),
      'set -eu',
      `export ${key}="${value}"`,
      r.pick(['exec "$@"', 'echo "env loaded"', '/usr/local/bin/run-backup.sh']),
    ].join('\n');
  },

  systemdEnv(r, { key, value, p }) {
    return [
      '[Unit]',
      `Description=${svcName(p)} service`,
      'After=network-online.target',
      '',
      '[Service]',
      'User=homelab',
      `Environment="${key}=${value}"`,
      `ExecStart=/usr/local/bin/${svcName(p)}`,
      'Restart=on-failure',
    ].join('\n');
  },

  k8sSecret(r, { key, value, p }) {
    return [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${svcName(p)}-secrets`,
      `  namespace: ${r.pick(['media', 'home', 'default', 'apps'])}`,
      'type: Opaque',
      'stringData:',
      `  ${key}: "${value}"`,
    ].join('\n');
  },

  ansibleVars(r, { key, value, p }) {
    return [
      '---',
      `# group_vars/${r.pick(['homelab', 'all', 'docker_hosts'])}.yml`,
      `${svcName(p)}_data_dir: /srv/${svcName(p)}`,
      `${svcName(p)}_${snake(key).replace(/^[a-z0-9]+_/, '')}: "${value}"`,
    ].join('\n');
  },

  haSecrets(r, { key, value }) {
    const quote = r.pick(['', '"']);
    return [
      '# secrets.yaml',
      `latitude_home: ${(40 + r.next() * 15).toFixed(4)}`,
      `${snake(key)}: ${quote}${value}${quote}`,
    ].join('\n');
  },

  jsonConfig(r, { key, value, p }) {
    const obj = {
      [svcName(p)]: {
        url: `http://${lanIp(r)}:${8000 + r.int(1000)}`,
        [camel(key)]: value,
        verifySsl: r.chance(0.5),
      },
    };
    return JSON.stringify(obj, null, 2);
  },

  tomlConfig(r, { key, value, p }) {
    return [
      `[${svcName(p)}]`,
      `host = "${host(r)}"`,
      `port = ${1000 + r.int(9000)}`,
      `${snake(key)} = "${value}"`,
    ].join('\n');
  },

  iniConfig(r, { key, value, p }) {
    return [
      `[${svcName(p)}]`,
      `enabled = true`,
      `host = ${lanIp(r)}`,
      `${snake(key)} = ${value}`,
      `timeout = ${10 + r.int(50)}`,
    ].join('\n');
  },

  xmlConfig(r, { key, value }) {
    return [
      '<Config>',
      `  <BindAddress>*</BindAddress>`,
      `  <Port>${7000 + r.int(2000)}</Port>`,
      `  <${pascal(key)}>${value}</${pascal(key)}>`,
      '  <AuthenticationMethod>Forms</AuthenticationMethod>',
      '</Config>',
    ].join('\n');
  },

  hclTfvars(r, { key, value, p }) {
    return [
      `# terraform.tfvars (${svcName(p)})`,
      `region   = "${r.pick(['home', 'eu-central', 'us-east-1'])}"`,
      `${snake(key)} = "${value}"`,
    ].join('\n');
  },

  pythonConst(r, { key, value }) {
    return [
      'import requests',
      '',
      `${key} = "${value}"`,
      `BASE = "http://${lanIp(r)}:${8000 + r.int(900)}"`,
      '',
      'def fetch(path):',
      `    return requests.get(BASE + path, headers={"Authorization": ${key}}).json()`,
    ].join('\n');
  },

  jsObject(r, { key, value, p }) {
    return [
      `// ${svcName(p)}.config.js`,
      'module.exports = {',
      `  host: '${host(r)}',`,
      `  ${camel(key)}: '${value}',`,
      `  pollInterval: ${r.pick([30, 60, 300])},`,
      '};',
    ].join('\n');
  },

  goConst(r, { key, value, p }) {
    return [
      `package ${svcName(p).replace(/[^a-z]/g, '') || 'main'}`,
      '',
      'const (',
      `\tdefaultHost = "${host(r)}"`,
      `\t${camel(key)}  = "${value}"`,
      ')',
    ].join('\n');
  },

  phpArray(r, { key, value }) {
    return [
      '<?php',
      'return [',
      `    '${snake(key)}' => '${value}',`,
      "    'debug' => false,",
      '];',
    ].join('\n');
  },

  curlHeader(r, { value, p }) {
    const h = p.header || 'Authorization: Bearer';
    const sep = h.endsWith('=') ? '' : ' ';
    const url = p.url || `http://${lanIp(r)}:${8000 + r.int(900)}/api/v1/status`;
    return [
      `$ curl -s ${r.pick(['-X GET ', ''])}"${url}" \\`,
      `    -H "${h}${sep}${value}" | jq .`,
    ].join('\n');
  },

  cliFlag(r, { key, value, p }) {
    return [
      p.cli
        ? `$ ${p.cli} --${p.flag || kebab(key)} ${value}`
        : `$ python3 ${snake(svcName(p))}_sync.py --${kebab(key)} ${value}`,
      r.pick(['ok', 'connected', 'Success.', 'done in 1.2s']),
    ].join('\n');
  },

  logLine(r, { key, value, p }) {
    const ts = `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')} ${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:1${r.int(10)}`;
    return [
      `${ts} INFO  [${svcName(p)}] starting with config from /config`,
      `${ts} DEBUG [${svcName(p)}] env ${key}=${value}`,
      `${ts} WARN  [${svcName(p)}] upstream returned 502, retrying in 5s`,
    ].join('\n');
  },

  forumPost(r, { key, value, p }) {
    return [
      r.pick([
        `Can anyone help? ${svcName(p)} keeps restarting after the update. My env:`,
        `Finally got ${svcName(p)} working behind the reverse proxy, posting my setup for others:`,
        `Quick q - is this the right way to pass the key to ${svcName(p)}?`,
      ]),
      '',
      '```',
      `${key}=${value}`,
      `TZ=${tz(r)}`,
      '```',
      '',
      r.pick(['Thanks in advance!', 'Any ideas?', 'Hope this helps someone.']),
    ].join('\n');
  },

  powershellEnv(r, { key, value }) {
    return ['# setup.ps1', `$env:${key} = "${value}"`, `Write-Host "Configured ${key}"`].join('\n');
  },

  yamlAppConfig(r, { key, value, p }) {
    return [
      `# ${svcName(p)}/config.yml`,
      `${svcName(p)}:`,
      `  base_url: https://${svcName(p)}.${domain(r)}`,
      `  ${snake(key)}: ${value}`,
      '  ssl_verify: true',
    ].join('\n');
  },

  urlQuery(r, { value, p }) {
    const param = p.param || 'apikey';
    const url = p.qurl || `http://${lanIp(r)}:${8000 + r.int(900)}/api`;
    return `GET ${url}?${param}=${value}&mode=${r.pick(['queue', 'history', 'status'])} HTTP/1.1\nHost: ${host(r)}`;
  },

  dockerfile(r, { key, value, p }) {
    return [
      p.svc
        ? `FROM ${image(p).replace(/:.*/, '')}:${r.pick(['latest', 'stable'])}`
        : `FROM ${image(p)}`,
      `ENV ${key}=${value}`,
      'COPY config/ /config/',
      'EXPOSE 8080',
    ].join('\n');
  },

  javaProperties(r, { key, value }) {
    return [
      '# application.properties',
      `server.port=${8080 + r.int(10)}`,
      `app.${kebab(key).replace(/-/g, '.')}=${value}`,
    ].join('\n');
  },

  csharpAppsettings(r, { key, value, p }) {
    return JSON.stringify(
      {
        Logging: { LogLevel: { Default: 'Information' } },
        [pascal(svcName(p))]: { [pascal(key)]: value },
      },
      null,
      2,
    );
  },

  rubyConst(r, { key, value }) {
    return [
      `# config/initializers/${snake(key)}.rb`,
      `${key} = ENV.fetch('${key}', '${value}')`,
    ].join('\n');
  },

  rustConst(r, { key, value }) {
    return [`// src/config.rs`, `pub const ${key}: &str = "${value}";`].join('\n');
  },
};

/** Contexts that do not suit a value that is a human password. */
export const tokenOnly = new Set(['curlHeader', 'urlQuery']);

/** Contexts that only make sense for self-hosted services. */
export const homelabOnly = new Set([
  'composeEnvList',
  'composeEnvMap',
  'dockerRun',
  'haSecrets',
  'forumPost',
  'xmlConfig',
  'ansibleVars',
]);
