// Positive templates for application code: constants, config objects and client setup in a
// dozen languages, test fixtures that hard-code a key, and shell scripts.

import { shortStyled, styled } from './names.mjs';

const cls = (p) => p.name.replace(/[^A-Za-z0-9]/g, '') || 'Api';

function python({ r, p, items }) {
  const kind = r.pick(['consts', 'dict', 'client']);
  if (kind === 'consts') {
    return [
      '# settings/production.py',
      'import os',
      '',
      'DEBUG = False',
      ...items.map((it) => `${it.name} = "${it.value}"`),
      '',
    ].join('\n');
  }
  if (kind === 'dict') {
    const body = items.map((it) => `    "${shortStyled(it.name, 'snake')}": "${it.value}",`);
    return [`${styled(p.envVar.split('_')[0], 'screaming')}_CONFIG = {`, ...body, '}', ''].join(
      '\n',
    );
  }
  const args = items.map((it) => `    ${shortStyled(it.name, 'snake')}="${it.value}",`);
  return [
    `from ${styled(p.envVar.split('_')[0], 'snake')}_sdk import Client`,
    '',
    'client = Client(',
    ...args,
    '    timeout=30,',
    ')',
    '',
  ].join('\n');
}

function javascript({ r, p, items }) {
  const body = items.map(
    (it) =>
      `  ${shortStyled(it.name, 'camel')}: ${r.chance(0.5) ? `'${it.value}'` : `"${it.value}"`},`,
  );
  if (r.chance(0.5)) {
    return [
      "'use strict';",
      '',
      'module.exports = {',
      `  provider: '${p.slug}',`,
      ...body,
      '};',
      '',
    ].join('\n');
  }
  return [
    `import { ${cls(p)}Client } from '@acme/${p.slug}-client';`,
    '',
    `export const client = new ${cls(p)}Client({`,
    ...body,
    '});',
    '',
  ].join('\n');
}

function typescript({ r, p, items }) {
  if (r.chance(0.5)) {
    return [
      `// src/lib/${p.slug}.ts`,
      ...items.map(
        (it) => `export const ${it.name}${r.chance(0.5) ? ': string' : ''} = '${it.value}';`,
      ),
      '',
    ].join('\n');
  }
  const fields = items.map((it) => `  ${shortStyled(it.name, 'camel')}: '${it.value}',`);
  return [
    `import type { ${cls(p)}Options } from './types';`,
    '',
    `const options: ${cls(p)}Options = {`,
    ...fields,
    '  retries: 3,',
    '};',
    '',
    'export default options;',
    '',
  ].join('\n');
}

function golang({ r, p, items }) {
  if (r.chance(0.5)) {
    const consts = items.map(
      (it) => `\t${shortStyled(it.name, r.pick(['camel', 'pascal']))} = "${it.value}"`,
    );
    return ['package config', '', 'const (', ...consts, ')', ''].join('\n');
  }
  const fields = items.map((it) => `\t\t${shortStyled(it.name, 'pascal')}: "${it.value}",`);
  return [
    'func newClient() *Client {',
    `\treturn New(&Options{`,
    ...fields,
    `\t\tBaseURL: "https://${p.host}",`,
    '\t})',
    '}',
    '',
  ].join('\n');
}

function java({ r, p, items }) {
  const fields = items.map(
    (it) =>
      `    ${r.chance(0.5) ? 'private' : 'public'} static final String ${it.name} = "${it.value}";`,
  );
  return [
    `package com.acme.${p.slug.replace(/[^a-z]/g, '')};`,
    '',
    `public final class ${cls(p)}Credentials {`,
    ...fields,
    '',
    `    private ${cls(p)}Credentials() {}`,
    '}',
    '',
  ].join('\n');
}

function kotlin({ r, p, items }) {
  if (r.chance(0.5)) {
    const fields = items.map(
      (it) => `        buildConfigField("String", "${it.name}", "\\"${it.value}\\"")`,
    );
    return [
      'android {',
      '    defaultConfig {',
      `        applicationId = "com.acme.${p.slug.replace(/[^a-z]/g, '')}"`,
      ...fields,
      '    }',
      '}',
      '',
    ].join('\n');
  }
  const fields = items.map((it) => `    const val ${it.name} = "${it.value}"`);
  return [`object ${cls(p)}Keys {`, ...fields, '}', ''].join('\n');
}

function csharp({ r, p, items }) {
  if (r.chance(0.5)) {
    const fields = items.map(
      (it) => `    private const string ${shortStyled(it.name, 'pascal')} = "${it.value}";`,
    );
    return [`internal static class ${cls(p)}Settings`, '{', ...fields, '}', ''].join('\n');
  }
  const props = items.map((it) => `    ${shortStyled(it.name, 'pascal')} = "${it.value}",`);
  return [
    `var client = new ${cls(p)}Client(new ${cls(p)}ClientOptions`,
    '{',
    ...props,
    '});',
    '',
  ].join('\n');
}

function ruby({ p, items }) {
  const lines = items.map((it) => `  config.${shortStyled(it.name, 'snake')} = "${it.value}"`);
  return [
    `# config/initializers/${p.slug.replace(/-/g, '_')}.rb`,
    `${cls(p)}.configure do |config|`,
    ...lines,
    'end',
    '',
  ].join('\n');
}

function php({ r, p, items }) {
  if (r.chance(0.5)) {
    const rows = items.map((it) => `        '${shortStyled(it.name, 'snake')}' => '${it.value}',`);
    return ['<?php', '', 'return [', `    '${p.slug}' => [`, ...rows, '    ],', '];', ''].join(
      '\n',
    );
  }
  return ['<?php', ...items.map((it) => `define('${it.name}', '${it.value}');`), ''].join('\n');
}

function rust({ p, items }) {
  const consts = items.map((it) => `const ${it.name}: &str = "${it.value}";`);
  return [
    `// src/${p.slug.replace(/-/g, '_')}.rs`,
    ...consts,
    '',
    "pub fn base_url() -> &'static str {",
    `    "https://${p.host}"`,
    '}',
    '',
  ].join('\n');
}

function swift({ p, items }) {
  const lets = items.map((it) => `    static let ${shortStyled(it.name, 'camel')} = "${it.value}"`);
  return ['import Foundation', '', `enum ${cls(p)}Secrets {`, ...lets, '}', ''].join('\n');
}

function dart({ r, p, items }) {
  const consts = items.map(
    (it) => `  static const ${shortStyled(it.name, 'camel')} = '${it.value}';`,
  );
  return [
    `// lib/config/${p.slug.replace(/-/g, '_')}_config.dart`,
    `class ${cls(p)}Config {`,
    ...consts,
    `  static const baseUrl = 'https://${p.host}';`,
    '}',
    '',
  ]
    .slice(r.chance(0.3) ? 1 : 0)
    .join('\n');
}

function shell({ r, app, items }) {
  const exports = items.map(
    (it) => `export ${it.name}=${r.chance(0.5) ? `"${it.value}"` : it.value}`,
  );
  return [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    '',
    ...exports,
    '',
    `exec ./bin/${app} "$@"`,
    '',
  ].join('\n');
}

function testFixture({ r, p, items }) {
  const sets = items.map((it) => `  process.env.${it.name} = '${it.value}';`);
  const runner = r.pick(['vitest', '@jest/globals']);
  return [
    `import { beforeAll, describe, it, expect } from '${runner}';`,
    `import { sync } from '../src/${p.slug}';`,
    '',
    '// staging credentials so the integration test can talk to the real API',
    'beforeAll(() => {',
    ...sets,
    '});',
    '',
    `describe('${p.slug} sync', () => {`,
    "  it('pulls the first page', async () => {",
    '    expect((await sync()).length).toBeGreaterThan(0);',
    '  });',
    '});',
    '',
  ].join('\n');
}

/** Code templates: name -> function. */
export const CODE_TEMPLATES = {
  python,
  javascript,
  typescript,
  go: golang,
  java,
  kotlin,
  csharp,
  ruby,
  php,
  rust,
  swift,
  dart,
  shell,
  'test-fixture': testFixture,
};
