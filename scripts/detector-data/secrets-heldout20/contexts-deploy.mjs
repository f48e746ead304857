// Deployment, shell, docs and log contexts of the held-out (20) secrets set.

import { style } from './naming.mjs';

const k = (cred, how) => style(cred.words, how);

export const DEPLOY_CONTEXTS = {
  shellExport(r, creds) {
    return [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      ...creds.map((c) => {
        const mark = r.pick(['"', "'", '']);
        return `export ${k(c, 'screaming')}=${mark}${c.value}${mark}`;
      }),
      './bin/worker --queue=default',
    ].join('\n');
  },
  cliFlag(r, creds, p) {
    const tool = style([p.word], 'kebab');
    const flags = creds.map((c) => `--${style(c.words.slice(1), 'kebab')} ${c.value}`);
    return [
      `$ ${tool}-cli ${r.pick(['sync', 'push', 'export'])} \\`,
      `    ${flags.join(' \\\n    ')} \\`,
      '    --region eu-central',
    ].join('\n');
  },
  terraform(r, creds, p) {
    return [
      `provider "${style([p.word], 'snake')}" {`,
      ...creds.map((c) => `  ${style(c.words.slice(1), 'snake')} = "${c.value}"`),
      '}',
      '',
      `resource "${style([p.word], 'snake')}_webhook" "orders" {`,
      '  url = "https://hooks.example.com/orders"',
      '}',
    ].join('\n');
  },
  githubActions(r, creds) {
    return [
      'name: nightly-sync',
      'on:',
      '  schedule:',
      "    - cron: '0 3 * * *'",
      'jobs:',
      '  sync:',
      '    runs-on: ubuntu-latest',
      '    env:',
      ...creds.map((c) => `      ${k(c, 'screaming')}: ${c.value}`),
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: npm run sync',
    ].join('\n');
  },
  gitlabCi(r, creds) {
    return [
      'stages: [deploy]',
      'variables:',
      ...creds.map((c) => `  ${k(c, 'screaming')}: "${c.value}"`),
      'deploy:',
      '  stage: deploy',
      '  script:',
      '    - ./scripts/deploy.sh',
    ].join('\n');
  },
  compose(r, creds) {
    const list = r.chance(0.5);
    return [
      'services:',
      '  app:',
      '    image: registry.example.com/shop/app:2.4.1',
      '    environment:',
      ...creds.map((c) =>
        list ? `      - ${k(c, 'screaming')}=${c.value}` : `      ${k(c, 'screaming')}: ${c.value}`,
      ),
      '    ports:',
      '      - "8080:8080"',
    ].join('\n');
  },
  k8sSecret(r, creds, p) {
    return [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${style([p.word, 'credentials'], 'kebab')}`,
      '  namespace: integrations',
      'type: Opaque',
      'stringData:',
      ...creds.map((c) => `  ${k(c, r.pick(['screaming', 'kebab']))}: "${c.value}"`),
    ].join('\n');
  },
  dockerfile(r, creds) {
    const verb = r.pick(['ENV', 'ARG']);
    return [
      'FROM php:8.3-fpm-alpine',
      'WORKDIR /var/www/html',
      ...creds.map((c) => `${verb} ${k(c, 'screaming')}=${c.value}`),
      'COPY . .',
      'RUN composer install --no-dev',
    ].join('\n');
  },
  markdown(r, creds, p) {
    return [
      `## ${style([p.word], 'title')} integration`,
      '',
      'The staging account is already wired up. To run the sync locally:',
      '',
      '```sh',
      ...creds.map((c) => `${k(c, 'screaming')}=${c.value} \\`),
      'npm run sync:once',
      '```',
      '',
      'Ask #ops if the key stops working.',
    ].join('\n');
  },
  logLine(r, creds, p) {
    const ts = `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T0${r.int(10)}:1${r.int(10)}:4${r.int(10)}Z`;
    const pairs = creds.map((c) => `${style(c.words.slice(1), 'camel')}=${c.value}`).join(' ');
    return [
      `${ts} INFO  boot: loaded integration ${p.word}`,
      `${ts} DEBUG ${style([p.word], 'kebab')}: client init ${pairs} timeout=30s`,
      `${ts} INFO  http: listening on :8080`,
    ].join('\n');
  },
};
