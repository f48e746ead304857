// Source-code contexts of the held-out (20) secrets set (same renderer shape as the config ones).

import { style } from './naming.mjs';

const k = (cred, how) => style(cred.words, how);
const client = (p) => style([p.word, 'client'], 'pascal');

export const CODE_CONTEXTS = {
  railsInitializer(r, creds, p) {
    return [
      `# config/initializers/${style([p.word], 'snake')}.rb`,
      `${style([p.word], 'pascal')}.configure do |config|`,
      ...creds.map((c) => `  config.${style(c.words.slice(1), 'snake')} = '${c.value}'`),
      '  config.open_timeout = 5',
      '  config.logger = Rails.logger',
      'end',
    ].join('\n');
  },
  expressConfig(r, creds, p) {
    return [
      "'use strict';",
      '',
      'module.exports = {',
      '  port: process.env.PORT || 8080,',
      `  ${style([p.word], 'camel')}: {`,
      ...creds.map((c) => `    ${style(c.words.slice(1), 'camel')}: '${c.value}',`),
      '  },',
      '};',
    ].join('\n');
  },
  tsConst(r, creds) {
    return [
      "import { Router } from 'express';",
      '',
      ...creds.map((c) => `export const ${k(c, r.pick(['screaming', 'camel']))} = '${c.value}';`),
      '',
      'export const router = Router();',
    ].join('\n');
  },
  goStruct(r, creds, p) {
    const fields = creds.map((c) => {
      const name = style(c.words.slice(1), 'pascal');
      return `\t${name} string \`json:"${style(c.words.slice(1), 'snake')}" env:"${k(c, 'screaming')}"\``;
    });
    const values = creds.map((c) => `\t\t${style(c.words.slice(1), 'pascal')}: "${c.value}",`);
    const type = style([p.word, 'config'], 'pascal');
    return [
      'package integrations',
      '',
      `type ${type} struct {`,
      '\tBaseURL string `json:"base_url"`',
      ...fields,
      '}',
      '',
      `func default${type}() ${type} {`,
      `\treturn ${type}{`,
      `\t\tBaseURL: "https://api.${style([p.word], 'kebab')}.com",`,
      ...values,
      '\t}',
      '}',
    ].join('\n');
  },
  goConst(r, creds) {
    return [
      'package main',
      '',
      'const (',
      ...creds.map((c) => `\t${k(c, 'camel')} = "${c.value}"`),
      ')',
    ].join('\n');
  },
  csharp(r, creds, p) {
    return [
      'namespace Contoso.Integrations;',
      '',
      `public static class ${style([p.word, 'settings'], 'pascal')}`,
      '{',
      ...creds.map(
        (c) => `    public const string ${style(c.words.slice(1), 'pascal')} = "${c.value}";`,
      ),
      '}',
    ].join('\n');
  },
  java(r, creds, p) {
    return [
      'package com.example.notify;',
      '',
      `public final class ${client(p)}Factory {`,
      ...creds.map((c) => `    private static final String ${k(c, 'screaming')} = "${c.value}";`),
      '',
      `    public static ${client(p)} create() {`,
      `        return new ${client(p)}(${creds.map((c) => k(c, 'screaming')).join(', ')});`,
      '    }',
      '}',
    ].join('\n');
  },
  kotlin(r, creds, p) {
    return [
      `object ${style([p.word, 'config'], 'pascal')} {`,
      ...creds.map((c) => `    const val ${k(c, 'screaming')} = "${c.value}"`),
      '    const val TIMEOUT_MS = 10_000L',
      '}',
    ].join('\n');
  },
  php(r, creds, p) {
    return [
      '<?php',
      ...creds.map((c) => `define('${k(c, 'screaming')}', '${c.value}');`),
      '',
      `$client = new \\${style([p.word], 'pascal')}\\Client(${creds.map((c) => k(c, 'screaming')).join(', ')});`,
    ].join('\n');
  },
  python(r, creds, p) {
    const args = creds.map((c) => `    ${style(c.words.slice(1), 'snake')}="${c.value}",`);
    return [
      `from ${style([p.word], 'snake')} import Client`,
      '',
      'client = Client(',
      ...args,
      '    timeout=30,',
      ')',
    ].join('\n');
  },
  pythonDict(r, creds) {
    return [
      'INTEGRATIONS = {',
      ...creds.map((c) => `    "${k(c, 'snake')}": "${c.value}",`),
      '}',
    ].join('\n');
  },
  rust(r, creds) {
    return [
      'use std::time::Duration;',
      '',
      ...creds.map((c) => `const ${k(c, 'screaming')}: &str = "${c.value}";`),
      'const TIMEOUT: Duration = Duration::from_secs(10);',
    ].join('\n');
  },
  ruby(r, creds, p) {
    return [
      `client = ${style([p.word], 'pascal')}::Client.new(`,
      ...creds.map((c) => `  ${style(c.words.slice(1), 'snake')}: "${c.value}",`),
      ')',
    ].join('\n');
  },
  jsObject(r, creds, p) {
    return [
      `const ${style([p.word], 'camel')} = new ${client(p)}({`,
      ...creds.map((c) => `  ${style(c.words.slice(1), 'camel')}: "${c.value}",`),
      '});',
    ].join('\n');
  },
};
