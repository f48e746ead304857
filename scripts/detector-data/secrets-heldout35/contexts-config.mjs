// heldout35 generic contexts (config half): render a value into a realistic excerpt.

import {
  bare,
  q,
  multi,
  indent,
  yv,
  camel,
  pascal,
  snake,
  lastWord,
  CMDS,
  lineOk,
  any,
} from './context-kit.mjs';
import { orgs, repos } from './shapes.mjs';

export const GENERIC_CONFIG = [
  {
    rule: 'dotenv',
    fit: any,
    render: (r, p, v) => {
      const c = multi(v) ? '"' : r.pick(['', '', '"', "'"]);
      const head = r.pick(['# .env.ci', '# .env.production', '# .env', '# ci/release.env', '']);
      const lines = [
        head,
        r.pick(['NODE_ENV=production', 'APP_ENV=prod', 'CI=true', 'LOG_LEVEL=info']),
        `${p.env}=${typeof v === 'object' ? v.raw : c + v + c}`,
        r.pick([
          'RELEASE_CHANNEL=stable',
          'TZ=UTC',
          `REGISTRY_URL=https://${p.host}`,
          'DRY_RUN=false',
        ]),
      ];
      return lines.filter(Boolean).join('\n');
    },
  },
  {
    rule: 'shell-export',
    fit: any,
    render: (r, p, v) => {
      const head = r.pick([
        '#!/usr/bin/env bash\nset -euo pipefail',
        '# ~/.zshrc',
        '# ~/.bashrc  (work laptop)',
        '#!/bin/sh -e',
      ]);
      const c = multi(v) ? '"' : r.pick(['"', "'", '']);
      return `${head}\nexport ${p.env}=${typeof v === 'object' ? v.raw : c + v + c}\n${r.pick(CMDS)}`;
    },
  },
  {
    rule: 'gha-workflow-env',
    fit: any,
    render: (r, p, v) => {
      const ver = r.pick(['v4', 'v4.2.2', 'v5']);
      return [
        `name: ${r.pick(['release', 'publish', 'deploy', 'nightly'])}`,
        'on:',
        '  push:',
        "    tags: ['v*']",
        'jobs:',
        '  publish:',
        '    runs-on: ubuntu-latest',
        '    env:',
        `      ${p.env}: ${yv(v, 6, r.pick(['', "'", '"']))}`,
        '    steps:',
        `      - uses: actions/checkout@${ver}`,
        `      - run: ${r.pick(CMDS)}`,
      ].join('\n');
    },
  },
  {
    rule: 'gitlab-ci-variables',
    fit: any,
    render: (r, p, v) =>
      [
        'variables:',
        `  ${p.env}: ${yv(v, 2)}`,
        '  GIT_DEPTH: "0"',
        '',
        `${r.pick(['publish', 'release', 'deploy:prod'])}:`,
        '  stage: release',
        `  image: ${r.pick(['node:20-alpine', 'python:3.12-slim', 'rust:1.82', 'eclipse-temurin:21'])}`,
        '  script:',
        `    - ${r.pick(CMDS)}`,
        '  rules:',
        '    - if: $CI_COMMIT_TAG',
      ].join('\n'),
  },
  {
    rule: 'dockerfile',
    fit: lineOk,
    render: (r, p, v) => {
      const kw = r.pick(['ENV', 'ARG']);
      return [
        `FROM ${r.pick(['node:20-bookworm-slim', 'python:3.12-slim', 'golang:1.23', 'ruby:3.3'])} AS build`,
        'WORKDIR /src',
        `${kw} ${p.env}=${typeof v === 'object' ? v.raw : r.pick(['', '"']) === '"' ? `"${v}"` : v}`,
        'COPY . .',
        `RUN ${r.pick(['npm ci && npm run build', 'pip install -r requirements.txt', 'go build ./...', 'bundle install'])}`,
      ].join('\n');
    },
  },
  {
    rule: 'compose-environment',
    fit: lineOk,
    render: (r, p, v) => {
      const list = r.chance(0.5);
      return [
        'services:',
        `  ${r.pick(['worker', 'publisher', 'runner', 'api'])}:`,
        `    image: ghcr.io/${r.pick(orgs)}/${r.pick(repos)}:${1 + r.int(3)}.${r.int(20)}.${r.int(10)}`,
        '    environment:',
        list ? `      - ${p.env}=${bare(v)}` : `      ${p.env}: ${q(v)}`,
        list ? '      - LOG_LEVEL=info' : '      LOG_LEVEL: info',
        '    restart: unless-stopped',
      ].join('\n');
    },
  },
  {
    rule: 'k8s-secret',
    fit: any,
    render: (r, p, v) =>
      [
        'apiVersion: v1',
        'kind: Secret',
        'metadata:',
        `  name: ${p.name}-credentials`,
        `  namespace: ${r.pick(['ci', 'release', 'build', 'platform'])}`,
        'type: Opaque',
        'stringData:',
        `  ${snake(p.env).replace(/_/g, '-')}: ${yv(v, 2)}`,
      ].join('\n'),
  },
  {
    rule: 'helm-values',
    fit: any,
    render: (r, p, v) =>
      [
        `# values-${r.pick(['prod', 'staging', 'ci'])}.yaml`,
        `${camel(p.name.replace(/-/g, '_').toUpperCase())}:`,
        '  enabled: true',
        `  ${lastWord(p.env)}: ${yv(v, 2)}`,
        `  replicas: ${1 + r.int(3)}`,
      ].join('\n'),
  },
  {
    rule: 'tfvars',
    fit: any,
    render: (r, p, v) =>
      [
        `# ${r.pick(['prod', 'ci', 'release'])}.auto.tfvars`,
        `region = "${r.pick(['us-east-1', 'eu-west-1', 'europe-west4'])}"`,
        multi(v) ? `${snake(p.env)} = <<-EOT\n${indent(v, 2)}\nEOT` : `${snake(p.env)} = ${q(v)}`,
        `environment = "${r.pick(['prod', 'ci'])}"`,
      ].join('\n'),
  },
  {
    rule: 'json-config',
    fit: lineOk,
    render: (r, p, v) =>
      [
        '{',
        `  "name": "${r.pick(repos)}-release",`,
        `  "registry": "https://${p.host}",`,
        `  "${camel(p.env)}": ${q(v)},`,
        `  "dryRun": ${r.pick(['false', 'true'])}`,
        '}',
      ].join('\n'),
  },
  {
    rule: 'toml-config',
    fit: lineOk,
    render: (r, p, v) =>
      [
        `[${r.pick(['publish', 'release', 'deploy', 'ci'])}]`,
        `endpoint = "https://${p.host}"`,
        `${snake(p.env)} = ${q(v)}`,
        `retries = ${r.int(5)}`,
      ].join('\n'),
  },
  {
    rule: 'ini-config',
    fit: lineOk,
    render: (r, p, v) =>
      [
        `[${p.name}]`,
        `url = https://${p.host}`,
        `${r.pick([snake(p.env), lastWord(p.env).toLowerCase(), 'token'])} = ${bare(v)}`,
        `timeout = ${10 * (1 + r.int(6))}`,
      ].join('\n'),
  },
  {
    rule: 'js-object',
    fit: lineOk,
    render: (r, p, v) =>
      r.chance(0.5)
        ? `const ${p.env} = ${q(v, "'")};\n\nexport async function publish(pkg) {\n  return client.upload(pkg, { token: ${p.env} });\n}`
        : `module.exports = {\n  endpoint: 'https://${p.host}',\n  ${camel(p.env)}: ${q(v, "'")},\n  retries: 3,\n};`,
  },
  {
    rule: 'ts-module',
    fit: lineOk,
    render: (r, p, v) =>
      `// src/config/${p.name}.ts\nexport const ${camel(p.env)}: string = ${q(v, "'")};\nexport const ${camel(p.env)}Host = 'https://${p.host}';`,
  },
  {
    rule: 'python-settings',
    fit: lineOk,
    render: (r, p, v) =>
      r.chance(0.5)
        ? `# settings/${r.pick(['prod', 'ci', 'base'])}.py\n${p.env} = ${q(v)}\n${snake(p.name).replace(/-/g, '_').toUpperCase()}_URL = "https://${p.host}"`
        : `import os\n\nos.environ.setdefault(${q(p.env)}, ${q(v)})\n`,
  },
  {
    rule: 'go-const',
    fit: lineOk,
    render: (r, p, v) =>
      `package release\n\nconst (\n\t${camel(p.env)}Endpoint = "https://${p.host}"\n\t${camel(p.env)} = ${q(v)}\n)`,
  },
  {
    rule: 'java-const',
    fit: lineOk,
    render: (r, p, v) =>
      `public final class ReleaseConfig {\n    private static final String ${p.env} = ${q(v)};\n    private static final String ENDPOINT = "https://${p.host}";\n}`,
  },
  {
    rule: 'kotlin-gradle',
    fit: lineOk,
    render: (r, p, v) =>
      `// build.gradle.kts\nval ${camel(p.env)} = ${q(v)}\n\npublishing {\n    repositories {\n        maven { url = uri("https://${p.host}/releases") }\n    }\n}`,
  },
  {
    rule: 'csharp-const',
    fit: lineOk,
    render: (r, p, v) =>
      `namespace Acme.Release;\n\ninternal static class Secrets\n{\n    public const string ${pascal(p.env)} = ${q(v)};\n}`,
  },
  {
    rule: 'ruby-config',
    fit: lineOk,
    render: (r, p, v) =>
      r.chance(0.5)
        ? `# config/initializers/${p.name.replace(/-/g, '_')}.rb\n${p.env} = ${q(v)}.freeze`
        : `Rails.application.configure do\n  config.x.${snake(p.env)} = ${q(v)}\nend`,
  },
];
