// Source-code syntaxes for the held-out (23) secrets set.

import { STYLES, keyName, keyWords } from './naming.mjs';

const client = (slug) => STYLES.pascal(slug.split('-')) + 'Client';

function python(r, c) {
  if (r.chance(0.5)) {
    const k = keyName(r, c.words, ['screaming']);
    return [
      'import requests',
      '',
      `${k} = "${c.value}"`,
      `BASE = "https://${c.host}"`,
      '',
      'def fetch(path):',
      `    return requests.get(BASE + path, headers={"Authorization": f"Bearer {${k}}"})`,
    ].join('\n');
  }
  return [
    `from ${c.slug.replace(/-/g, '_')} import ${client(c.slug)}`,
    '',
    `client = ${client(c.slug)}(`,
    `    ${keyName(r, c.words, ['snake'])}="${c.value}",`,
    '    timeout=30,',
    ')',
  ].join('\n');
}

function javascript(r, c) {
  const k = keyName(r, c.words, ['camel']);
  return [
    `const ${client(c.slug)} = require('${c.slug}');`,
    '',
    `const client = new ${client(c.slug)}({`,
    `  ${k}: '${c.value}',`,
    `  baseUrl: 'https://${c.host}',`,
    '});',
    'module.exports = client;',
  ].join('\n');
}

function typescript(r, c) {
  const k = keyName(r, c.words, ['screaming']);
  return [
    `// ${c.slug} settings`,
    `export const ${k} = '${c.value}';`,
    `export const ${c.slug.toUpperCase().replace(/-/g, '_')}_URL = 'https://${c.host}' as const;`,
    '',
    `export interface ${client(c.slug)}Options {`,
    '  retries: number;',
    '}',
  ].join('\n');
}

function go(r, c) {
  const k = STYLES.camel(keyWords(r, c.words));
  return [
    'package config',
    '',
    'const (',
    `\t${k} = "${c.value}"`,
    `\t${STYLES.camel(c.slug.split('-'))}Endpoint = "https://${c.host}"`,
    ')',
  ].join('\n');
}

function java(r, c) {
  return [
    `public final class ${client(c.slug)}Config {`,
    `    private static final String ${keyName(r, c.words, ['screaming'])} = "${c.value}";`,
    `    private static final String ENDPOINT = "https://${c.host}";`,
    '',
    `    private ${client(c.slug)}Config() {}`,
    '}',
  ].join('\n');
}

function kotlin(r, c) {
  return [
    `object ${client(c.slug)}Settings {`,
    `    const val ${keyName(r, c.words, ['screaming'])} = "${c.value}"`,
    `    val baseUrl = "https://${c.host}"`,
    '}',
  ].join('\n');
}

function csharp(r, c) {
  if (r.chance(0.5)) {
    return [
      `var client = new ${client(c.slug)}(new ${client(c.slug)}Options`,
      '{',
      `    ${STYLES.pascal(keyWords(r, c.words))} = "${c.value}",`,
      `    BaseAddress = new Uri("https://${c.host}")`,
      '});',
    ].join('\n');
  }
  return [
    `internal static class ${STYLES.pascal(c.slug.split('-'))}Defaults`,
    '{',
    `    public const string ${STYLES.pascal(keyWords(r, c.words))} = "${c.value}";`,
    '}',
  ].join('\n');
}

function ruby(r, c) {
  const k = keyName(r, c.words, ['snake']);
  return [
    `${STYLES.pascal(c.slug.split('-'))}.configure do |config|`,
    `  config.${k} = '${c.value}'`,
    `  config.host = '${c.host}'`,
    'end',
  ].join('\n');
}

function php(r, c) {
  if (r.chance(0.5)) {
    return [
      '<?php',
      `define('${keyName(r, c.words, ['screaming'])}', '${c.value}');`,
      `define('${c.slug.toUpperCase().replace(/-/g, '_')}_URL', 'https://${c.host}');`,
    ].join('\n');
  }
  return [
    '<?php',
    'return [',
    `    '${c.slug}' => [`,
    `        '${keyName(r, c.words, ['snake'])}' => '${c.value}',`,
    "        'timeout' => 10,",
    '    ],',
    '];',
  ].join('\n');
}

function rust(r, c) {
  return [
    `const ${keyName(r, c.words, ['screaming'])}: &str = "${c.value}";`,
    '',
    'fn main() {',
    `    let client = ${client(c.slug)}::new("https://${c.host}");`,
    '}',
  ].join('\n');
}

export const CODE_CONTEXTS = {
  python,
  javascript,
  typescript,
  go,
  java,
  kotlin,
  csharp,
  ruby,
  php,
  rust,
};
