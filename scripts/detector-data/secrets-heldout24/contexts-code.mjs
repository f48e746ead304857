// More syntaxes (compiled languages, shells, CI and infrastructure), same contract as
// contexts.mjs.

import { STYLES } from './values.mjs';

const S = STYLES;
const q = (value) => JSON.stringify(value);

function go(r, c) {
  const lines = ['package config', '', `// ${c.comment}`, 'const ('];
  for (const cred of c.creds) {
    lines.push(`\t${S.pascal(cred.words)} = ${q(cred.value)}`);
  }
  lines.push(`\t${S.pascal([c.slug.split('-')[0], 'host'])} = "${c.host}"`, ')');
  return lines.join('\n');
}

function java(r, c) {
  const lines = [
    `public final class ${S.pascal([...c.slug.split('-'), 'keys'])} {`,
    `    // ${c.comment}`,
  ];
  for (const cred of c.creds) {
    lines.push(`    private static final String ${S.screaming(cred.words)} = ${q(cred.value)};`);
  }
  lines.push(`    private static final String HOST = "https://${c.host}";`, '}');
  return lines.join('\n');
}

function kotlin(r, c) {
  const args = c.creds.map((cred) => `    ${S.camel(cred.words.slice(1))} = ${q(cred.value)},`);
  return [
    `// ${c.comment}`,
    `val ${S.camel([c.slug.split('-')[0], 'client'])} = ${S.pascal(c.slug.split('-'))}Client(`,
    `    baseUrl = "https://${c.host}",`,
    ...args,
    ')',
  ].join('\n');
}

function csharp(r, c) {
  const lines = [
    'namespace Shop.Integrations;',
    '',
    `public static class ${S.pascal([...c.slug.split('-'), 'settings'])}`,
    '{',
    `    // ${c.comment}`,
  ];
  for (const cred of c.creds) {
    lines.push(`    public const string ${S.pascal(cred.words.slice(1))} = ${q(cred.value)};`);
  }
  lines.push('}');
  return lines.join('\n');
}

function ruby(r, c) {
  const lines = [
    `# ${c.comment}`,
    `${S.pascal(c.slug.split('-'))}.configure do |config|`,
    `  config.endpoint = "https://${c.host}"`,
  ];
  for (const cred of c.creds) {
    lines.push(
      `  config.${S.snake(cred.words.slice(1))} = ${r.chance(0.5) ? q(cred.value) : `'${cred.value}'`}`,
    );
  }
  lines.push('end');
  return lines.join('\n');
}

function php(r, c) {
  if (r.chance(0.5)) {
    const lines = ['<?php', `// ${c.comment}`];
    for (const cred of c.creds) {
      lines.push(`define('${S.screaming(cred.words)}', '${cred.value}');`);
    }
    return lines.join('\n');
  }
  const lines = [
    '<?php',
    '',
    'return [',
    `    // ${c.comment}`,
    `    '${S.snake(c.slug.split('-'))}' => [`,
  ];
  for (const cred of c.creds) {
    lines.push(`        '${S.snake(cred.words.slice(1))}' => '${cred.value}',`);
  }
  lines.push(`        'sandbox' => false,`, '    ],', '];');
  return lines.join('\n');
}

function rust(r, c) {
  const lines = [`// ${c.comment}`];
  for (const cred of c.creds) {
    lines.push(`pub const ${S.screaming(cred.words)}: &str = ${q(cred.value)};`);
  }
  lines.push(`pub const BASE_URL: &str = "https://${c.host}";`);
  return lines.join('\n');
}

function shell(r, c) {
  const lines = ['#!/usr/bin/env bash', 'set -euo pipefail', `# ${c.comment}`];
  for (const cred of c.creds) {
    lines.push(
      `export ${S.screaming(cred.words)}=${r.chance(0.5) ? q(cred.value) : `'${cred.value}'`}`,
    );
  }
  lines.push(`./bin/sync --target ${c.slug}`);
  return lines.join('\n');
}

function terraform(r, c) {
  const lines = [
    `# ${c.comment}`,
    `provider "${c.slug.split('-')[0]}" {`,
    `  region   = "${r.pick(['cn-hangzhou', 'ap-tokyo', 'ru-central1', 'sa-east-1', 'ap-southeast-3'])}"`,
  ];
  for (const cred of c.creds) {
    lines.push(`  ${S.snake(cred.words.slice(1))} = ${q(cred.value)}`);
  }
  lines.push('}');
  return lines.join('\n');
}

function githubActions(r, c) {
  const lines = [
    'name: deploy',
    'on:',
    '  push:',
    '    branches: [main]',
    'jobs:',
    '  release:',
    '    runs-on: ubuntu-latest',
    '    env:',
  ];
  for (const cred of c.creds) {
    lines.push(`      ${S.screaming(cred.words)}: ${cred.value}`);
  }
  lines.push('    steps:', '      - uses: actions/checkout@v4', '      - run: make release');
  return lines.join('\n');
}

function gitlabCi(r, c) {
  const lines = ['variables:', '  DOCKER_DRIVER: overlay2'];
  for (const cred of c.creds) {
    lines.push(`  ${S.screaming(cred.words)}: ${q(cred.value)}`);
  }
  lines.push('', 'deploy:', '  stage: deploy', '  script:', `    - ./scripts/notify.sh ${c.slug}`);
  return lines.join('\n');
}

function dockerfile(r, c) {
  const lines = [
    `FROM ${r.pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre', 'golang:1.22'])}`,
    'WORKDIR /app',
    `# ${c.comment}`,
  ];
  for (const cred of c.creds) {
    lines.push(`${r.pick(['ENV', 'ARG'])} ${S.screaming(cred.words)}=${cred.value}`);
  }
  lines.push('COPY . .', 'CMD ["./start.sh"]');
  return lines.join('\n');
}

function markdown(r, c) {
  const lines = [`## ${S.title(c.slug.split('-'))}`, '', c.comment, '', '```bash'];
  for (const cred of c.creds) {
    lines.push(`${S.screaming(cred.words)}=${cred.value}`);
  }
  lines.push('```', '', `Then call \`https://${c.host}\` from the worker.`);
  return lines.join('\n');
}

export const MULTI_CODE = {
  go,
  java,
  kotlin,
  csharp,
  ruby,
  php,
  rust,
  shell,
  terraform,
  githubActions,
  gitlabCi,
  dockerfile,
  markdown,
};
