// Syntaxes of the held-out (14) secrets set: each renderer turns credentials into a file
// excerpt of open-source project life (example apps, release scripts, CI, cassettes...).

const cap = (word) => word[0].toUpperCase() + word.slice(1);
export const styles = {
  screaming: (w) => w.join('_').toUpperCase(),
  snake: (w) => w.join('_'),
  camel: (w) => w[0] + w.slice(1).map(cap).join(''),
  kebab: (w) => w.join('-'),
  dotted: (w) => w.join('.'),
  pascal: (w) => w.map(cap).join(''),
};
const nameIn = (r, cred, options) => styles[r.pick(options)](cred.words);
const svc = (cred) => cred.words[0];
const hostOf = (cred) => `api.${cred.slug.replace(/-/g, '')}.io`;

const dotenv = (r, creds) =>
  [
    `# ${r.pick(['examples/todo-app', 'examples/next-starter', 'playground'])}/.env.local`,
    '# copied from the team vault, do not commit (oops)',
    `NODE_ENV=development`,
    `PORT=${r.pick([3000, 4000, 8080])}`,
    ...creds.map((c) => `${c.env}=${r.chance(0.3) ? `"${c.value}"` : c.value}`),
    `LOG_LEVEL=debug`,
  ].join('\n');

const json = (r, creds) => {
  const body = creds.map((c) => `    "${nameIn(r, c, ['camel', 'snake'])}": "${c.value}"`);
  return [
    '{',
    '  "name": "bench-runner",',
    '  "region": "eu-central",',
    '  "integrations": {',
    body.join(',\n'),
    '  },',
    '  "timeoutMs": 15000',
    '}',
  ].join('\n');
};

const yamlApp = (r, creds) =>
  [
    '# config/settings.yml (used by `make dev`)',
    'server:',
    '  host: 0.0.0.0',
    '  port: 8080',
    ...creds.flatMap((c) => [
      `${svc(c)}:`,
      `  ${r.pick(['api_key', 'token', 'secret'])}: ${c.value}`,
    ]),
    'features:',
    '  beta_dashboard: true',
  ].join('\n');

const compose = (r, creds) =>
  [
    '# docker-compose.dev.yml',
    'services:',
    '  worker:',
    '    build: .',
    '    environment:',
    ...creds.map((c) =>
      r.chance(0.5) ? `      - ${c.env}=${c.value}` : `      ${c.env}: "${c.value}"`,
    ),
    '    depends_on:',
    '      - db',
  ].join('\n');

const k8s = (r, creds) =>
  [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${creds[0].slug}-credentials`,
    '  namespace: staging',
    'type: Opaque',
    'stringData:',
    ...creds.map((c) => `  ${nameIn(r, c, ['kebab', 'screaming', 'snake'])}: "${c.value}"`),
  ].join('\n');

const toml = (r, creds) =>
  [
    '# bench/config.toml',
    '[runner]',
    'iterations = 50',
    'warmup = 5',
    '',
    ...creds.flatMap((c) => [`[${svc(c)}]`, `${nameIn(r, c, ['snake'])} = "${c.value}"`]),
  ].join('\n');

const ini = (r, creds) =>
  [
    '; tools/sync.ini',
    '[general]',
    'verbose = true',
    ...creds.flatMap((c) => [
      `[${cap(svc(c))}]`,
      `${r.pick(['key', 'secret', 'token', 'Password'])} = ${c.value}`,
    ]),
  ].join('\n');

const properties = (r, creds) =>
  [
    '# src/main/resources/application-local.properties',
    'spring.profiles.active=local',
    'server.port=8081',
    ...creds.map((c) => `${svc(c)}.${nameIn(r, c, ['kebab', 'camel'])}=${c.value}`),
    'logging.level.root=INFO',
  ].join('\n');

const xml = (r, creds) =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<configuration>',
    '  <appSettings>',
    ...creds.map(
      (c) => `    <add key="${nameIn(r, c, ['pascal', 'dotted'])}" value="${c.value}" />`,
    ),
    '    <add key="Environment" value="Staging" />',
    '  </appSettings>',
    '</configuration>',
  ].join('\n');

const python = (r, creds) =>
  [
    '# examples/quickstart.py',
    'import requests',
    '',
    ...creds.map((c) => `${c.env} = "${c.value}"`),
    '',
    'def main():',
    `    resp = requests.get("https://${hostOf(creds[0])}/v1/status", timeout=10,`,
    `                        headers={"Authorization": f"Bearer {${creds[0].env}}"})`,
    '    print(resp.json())',
  ].join('\n');

const jsObject = (r, creds) =>
  [
    `// ${r.pick(['scripts/seed.ts', 'example/server.js', 'bench/run.mjs'])}`,
    `import { createClient } from './client';`,
    '',
    'const client = createClient({',
    ...creds.map((c) => `  ${nameIn(r, c, ['camel'])}: '${c.value}',`),
    '  retries: 3,',
    '});',
  ].join('\n');

const tsConst = (r, creds) =>
  [
    '// test/e2e/setup.ts',
    ...creds.map((c) => `export const ${c.env}: string = "${c.value}";`),
    'export const BASE_URL = "http://localhost:5173";',
  ].join('\n');

const goSrc = (r, creds) =>
  [
    'package main',
    '',
    'const (',
    ...creds.map((c) => `\t${nameIn(r, c, ['camel', 'pascal'])} = "${c.value}"`),
    ')',
    '',
    'func main() {',
    '\tlog.Println("starting sync")',
    '}',
  ].join('\n');

const java = (r, creds) =>
  [
    'public final class Credentials {',
    ...creds.map((c) => `    static final String ${c.env} = "${c.value}";`),
    '    private Credentials() {}',
    '}',
  ].join('\n');

const kotlin = (r, creds) =>
  [
    '// app/src/debug/kotlin/DebugConfig.kt',
    'object DebugConfig {',
    ...creds.map((c) => `    const val ${c.env} = "${c.value}"`),
    '    const val USE_MOCKS = false',
    '}',
  ].join('\n');

const csharp = (r, creds) =>
  [
    'namespace Sample.Worker;',
    '',
    'public static class Settings',
    '{',
    ...creds.map((c) => `    public const string ${nameIn(r, c, ['pascal'])} = "${c.value}";`),
    '}',
  ].join('\n');

const ruby = (r, creds) =>
  [
    '# config/initializers/integrations.rb',
    ...creds.map(
      (c) => `${cap(svc(c))}Client.configure { |c| c.${nameIn(r, c, ['snake'])} = '${c.value}' }`,
    ),
    'Rails.logger.info("integrations ready")',
  ].join('\n');

const php = (r, creds) =>
  [
    '<?php',
    '// config/services.php',
    'return [',
    ...creds.map(
      (c) => `    '${svc(c)}' => ['${r.pick(['key', 'secret', 'token'])}' => '${c.value}'],`,
    ),
    '];',
  ].join('\n');

const rust = (r, creds) =>
  [
    '// examples/upload.rs',
    ...creds.map((c) => `const ${c.env}: &str = "${c.value}";`),
    '',
    'fn main() -> anyhow::Result<()> {',
    '    println!("uploading artifacts");',
    '    Ok(())',
    '}',
  ].join('\n');

const shell = (r, creds) =>
  [
    '#!/usr/bin/env bash',
    '# scripts/release.sh',
    'set -euo pipefail',
    ...creds.map((c) => `export ${c.env}=${r.chance(0.5) ? `'${c.value}'` : c.value}`),
    'VERSION="$(git describe --tags)"',
    'echo "releasing ${VERSION}"',
  ].join('\n');

const makefile = (r, creds) =>
  [
    '# Makefile',
    ...creds.map((c) => `${c.env} ?= ${c.value}`),
    '',
    'publish:',
    '\t./scripts/publish.sh --channel stable',
  ].join('\n');

const dockerfile = (r, creds) =>
  [
    'FROM node:22-alpine',
    'WORKDIR /app',
    ...creds.map((c) => `${r.pick(['ENV', 'ARG'])} ${c.env}=${c.value}`),
    'COPY . .',
    'RUN npm ci && npm run build',
    'CMD ["node", "dist/server.js"]',
  ].join('\n');

const devcontainer = (r, creds) =>
  [
    '// .devcontainer/devcontainer.json',
    '{',
    '  "image": "mcr.microsoft.com/devcontainers/typescript-node:22",',
    '  "containerEnv": {',
    creds.map((c) => `    "${c.env}": "${c.value}"`).join(',\n'),
    '  }',
    '}',
  ].join('\n');

const terraform = (r, creds) =>
  [
    '# infra/main.tf',
    `provider "${creds[0].slug.replace(/-/g, '')}" {`,
    ...creds.map((c) => `  ${r.pick(['api_key', 'token', 'secret_key'])} = "${c.value}"`),
    '  region  = "eu-west-2"',
    '}',
  ].join('\n');

const ghActions = (r, creds) =>
  [
    '# .github/workflows/nightly.yml',
    'jobs:',
    '  bench:',
    '    runs-on: ubuntu-latest',
    '    env:',
    ...creds.map((c) => `      ${c.env}: ${c.value}`),
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: npm run bench',
  ].join('\n');

const gitlab = (r, creds) =>
  [
    '# .gitlab-ci.yml',
    'variables:',
    ...creds.map((c) => `  ${c.env}: "${c.value}"`),
    'deploy:',
    '  stage: deploy',
    '  script:',
    '    - ./deploy.sh',
  ].join('\n');

export const MULTI = {
  dotenv,
  json,
  yamlApp,
  compose,
  k8s,
  toml,
  ini,
  properties,
  xml,
  python,
  jsObject,
  tsConst,
  goSrc,
  java,
  kotlin,
  csharp,
  ruby,
  php,
  rust,
  shell,
  makefile,
  dockerfile,
  devcontainer,
  terraform,
  ghActions,
  gitlab,
};
