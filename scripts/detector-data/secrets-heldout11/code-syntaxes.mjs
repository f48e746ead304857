// Renderers for the provider positives in source code and build/CI files.
import { full, fullCamel, lines, q } from './syntaxes.mjs';

function python(c) {
  return lines(
    `"""Settings for the ${c.pre.title} integration."""`,
    'import os',
    '',
    c.fill.map((f) => `${f.name.upper} = ${q(f.value)}`),
    c.all.map((e) => `${full(c, e)} = ${q(e.value)}`),
    '',
    `client = ${c.pre.pascal}Client(${c.all.map((e) => `${e.name.snake}=${full(c, e)}`).join(', ')})`,
  );
}

function pyDict(c) {
  return lines(
    `${c.pre.upper}_CONFIG = {`,
    `    "base_url": "https://${c.host}",`,
    c.all.map((e) => `    "${e.name.snake}": '${e.value}',`),
    `    "timeout": ${5 + c.r.int(55)},`,
    '}',
  );
}

function js(c) {
  return lines(
    `// config/${c.pre.kebab}.js`,
    'module.exports = {',
    `  baseUrl: 'https://${c.host}',`,
    c.all.map((e) => `  ${e.name.camel}: '${e.value}',`),
    `  retries: ${c.r.int(5)},`,
    '};',
  );
}

function ts(c) {
  return lines(
    `import { ${c.pre.pascal}Client } from './clients/${c.pre.kebab}';`,
    '',
    c.all.map((e) => `const ${full(c, e)} = '${e.value}';`),
    '',
    `export const ${c.pre.camel} = new ${c.pre.pascal}Client({`,
    c.all.map((e) => `  ${e.name.camel}: ${full(c, e)},`),
    '});',
  );
}

function go(c) {
  return lines(
    'package config',
    '',
    'const (',
    c.all.map((e) => `\t${fullCamel(c, e)} = "${e.value}"`),
    `\t${c.pre.camel}Endpoint = "https://${c.host}"`,
    ')',
  );
}

function java(c) {
  return lines(
    `package com.${c.corp}.integration;`,
    '',
    `public final class ${c.pre.pascal}Settings {`,
    c.all.map((e) => `    static final String ${e.name.upper} = "${e.value}";`),
    `    static final int TIMEOUT_SECONDS = ${10 + c.r.int(50)};`,
    '}',
  );
}

function kotlin(c) {
  return lines(
    `object ${c.pre.pascal}Config {`,
    `    const val BASE_URL = "https://${c.host}"`,
    c.all.map((e) => `    const val ${e.name.upper} = "${e.value}"`),
    '}',
  );
}

function csharp(c) {
  return lines(
    `namespace ${c.corpPascal}.Integrations;`,
    '',
    `public static class ${c.pre.pascal}Defaults`,
    '{',
    c.all.map((e) => `    public const string ${e.name.pascal} = "${e.value}";`),
    '}',
  );
}

function ruby(c) {
  return lines(
    `${c.pre.pascal}.configure do |config|`,
    `  config.endpoint = "https://${c.host}"`,
    c.all.map((e) => `  config.${e.name.snake} = "${e.value}"`),
    'end',
  );
}

function php(c) {
  return lines(
    '<?php',
    '',
    'return [',
    `    '${c.pre.snake}' => [`,
    c.all.map((e) => `        '${e.name.snake}' => '${e.value}',`),
    `        'sandbox' => false,`,
    '    ],',
    '];',
  );
}

function rust(c) {
  return lines(
    c.all.map((e) => `pub const ${full(c, e)}: &str = "${e.value}";`),
    '',
    `pub fn ${c.pre.snake}_client() -> Client {`,
    `    Client::new("https://${c.host}", ${full(c, c.all.find((e) => e.secret) ?? c.all[0])})`,
    '}',
  );
}

function shell(c) {
  return lines(
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    c.all.map((e) => `export ${full(c, e)}='${e.value}'`),
    `./bin/${c.app} --sync ${c.pre.kebab}`,
  );
}

function terraform(c) {
  return lines(
    `provider "${c.pre.snake}" {`,
    `  endpoint = "https://${c.host}"`,
    c.all.map((e) => `  ${e.name.snake} = "${e.value}"`),
    '}',
  );
}

function gha(c) {
  return lines(
    `name: sync-${c.pre.kebab}`,
    'on:',
    '  schedule:',
    `    - cron: '${c.r.int(60)} ${c.r.int(24)} * * *'`,
    'jobs:',
    '  sync:',
    '    runs-on: ubuntu-latest',
    '    env:',
    c.all.map((e) => `      ${full(c, e)}: ${e.value}`),
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - run: make sync-${c.pre.kebab}`,
  );
}

function gitlab(c) {
  return lines(
    'variables:',
    c.all.map((e) => `  ${full(c, e)}: "${e.value}"`),
    '',
    `deploy_${c.stage}:`,
    '  stage: deploy',
    `  script:`,
    `    - ./deploy.sh ${c.stage}`,
  );
}

function dockerfile(c) {
  return lines(
    `FROM eclipse-temurin:${c.r.pick(['17', '21'])}-jre`,
    'WORKDIR /opt/app',
    `COPY target/${c.app}.jar app.jar`,
    c.all.map((e) => `${c.r.chance(0.5) ? 'ENV' : 'ARG'} ${full(c, e)}=${e.value}`),
    'ENTRYPOINT ["java", "-jar", "app.jar"]',
  );
}

export const CODE_SYNTAXES = {
  python,
  pyDict,
  js,
  ts,
  go,
  java,
  kotlin,
  csharp,
  ruby,
  php,
  rust,
  shell,
  terraform,
  gha,
  gitlab,
  dockerfile,
};
