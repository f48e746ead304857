// Source-code renderers of the held-out (7) secrets set: Python, JavaScript, TypeScript, Go,
// Java, Kotlin, C#, Ruby, PHP and Rust. Same contract as syntax-config.mjs.

const lines = (...parts) =>
  parts
    .flat()
    .filter((line) => line !== null)
    .join('\n');

export function python(c, items) {
  if (c.r.chance(0.5)) {
    return lines(
      `# ${c.f.app()}/settings/${c.f.env()}.py`,
      'from .base import *  # noqa',
      '',
      'DEBUG = False',
      `ALLOWED_HOSTS = ["${c.f.app()}.acme.io"]`,
      items.map((it) => `${c.n.full(it, 'screaming')} = "${it.value}"`),
    );
  }
  const svc = c.n.service(items[0], 'pascal');
  return lines(
    `from ${c.n.service(items[0], 'snake')} import ${svc}Client`,
    '',
    `client = ${svc}Client(`,
    items.map((it) => `    ${c.n.short(it, 'snake')}="${it.value}",`),
    `    timeout=${c.r.int(30) + 5},`,
    ')',
  );
}

export function javascript(c, items) {
  const q = c.r.pick(["'", '"', '`']);
  return lines(
    `// config/${c.n.service(items[0], 'kebab')}.js`,
    'module.exports = {',
    `  ${c.n.service(items[0], 'camel')}: {`,
    items.map((it) => `    ${c.n.short(it, 'camel')}: ${q}${it.value}${q},`),
    `    baseUrl: 'https://api.${c.n.service(items[0], 'flat')}.com',`,
    '    retries: 3,',
    '  },',
    '};',
  );
}

export function typescript(c, items) {
  if (c.r.chance(0.5)) {
    return lines(
      `import { ${c.n.service(items[0], 'pascal')} } from '@acme/${c.n.service(items[0], 'kebab')}';`,
      '',
      items.map((it) => `const ${c.n.full(it, 'screaming')} = '${it.value}';`),
      '',
      `export const ${c.n.service(items[0], 'camel')} = new ${c.n.service(items[0], 'pascal')}({`,
      items.map((it) => `  ${c.n.short(it, 'camel')}: ${c.n.full(it, 'screaming')},`),
      '});',
    );
  }
  return lines(
    'export const integrations = {',
    `  ${c.n.service(items[0], 'camel')}: {`,
    items.map((it) => `    ${c.n.short(it, 'camel')}: '${it.value}',`),
    `    region: '${c.f.region()}',`,
    '  },',
    '} as const;',
  );
}

export function golang(c, items) {
  return lines(
    'package config',
    '',
    'const (',
    `\tDefaultRegion = "${c.f.region()}"`,
    items.map((it) => `\t${c.n.full(it, 'pascal')} = "${it.value}"`),
    ')',
    '',
    `func ${c.n.service(items[0], 'pascal')}Endpoint() string { return "https://api.${c.n.service(items[0], 'flat')}.com" }`,
  );
}

export function java(c, items) {
  const cls = `${c.n.service(items[0], 'pascal')}Config`;
  return lines(
    'package com.acme.integrations;',
    '',
    `public final class ${cls} {`,
    items.map(
      (it) => `    public static final String ${c.n.short(it, 'screaming')} = "${it.value}";`,
    ),
    `    public static final int TIMEOUT_MS = ${c.r.int(20) + 5}000;`,
    '',
    `    private ${cls}() {}`,
    '}',
  );
}

export function kotlin(c, items) {
  const svc = c.n.service(items[0], 'pascal');
  return lines(
    `object ${svc}Settings {`,
    items.map((it) => `    const val ${c.n.short(it, 'screaming')} = "${it.value}"`),
    `    val endpoint = "https://api.${c.n.service(items[0], 'flat')}.com"`,
    '}',
    '',
    `val client = ${svc}Client(${c.n.short(
      items.find((it) => it.secret),
      'camel',
    )} = ${svc}Settings.${c.n.short(
      items.find((it) => it.secret),
      'screaming',
    )})`,
  );
}

export function csharp(c, items) {
  const svc = c.n.service(items[0], 'pascal');
  return lines(
    `namespace Acme.${c.f.app().replace(/^./, (ch) => ch.toUpperCase())}.Integrations;`,
    '',
    `public static class ${svc}Options`,
    '{',
    items.map((it) => `    public const string ${c.n.short(it, 'pascal')} = "${it.value}";`),
    `    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(${c.r.int(50) + 10});`,
    '}',
  );
}

export function ruby(c, items) {
  return lines(
    `# config/initializers/${c.n.service(items[0], 'snake')}.rb`,
    `${c.n.service(items[0], 'pascal')}.configure do |config|`,
    items.map((it) => `  config.${c.n.short(it, 'snake')} = '${it.value}'`),
    `  config.logger = Rails.logger`,
    'end',
  );
}

export function php(c, items) {
  if (c.r.chance(0.5)) {
    return lines(
      '<?php',
      '',
      items.map((it) => `define('${c.n.full(it, 'screaming')}', '${it.value}');`),
      `define('${c.n.service(items[0], 'screaming')}_SANDBOX', false);`,
    );
  }
  return lines(
    '<?php',
    '',
    'return [',
    `    '${c.n.service(items[0], 'snake')}' => [`,
    items.map((it) => `        '${c.n.short(it, 'snake')}' => '${it.value}',`),
    `        'timeout' => ${c.r.int(20) + 5},`,
    '    ],',
    '];',
  );
}

export function rust(c, items) {
  return lines(
    '// src/secrets.rs',
    items.map((it) => `pub const ${c.n.full(it, 'screaming')}: &str = "${it.value}";`),
    '',
    "pub fn base_url() -> &'static str {",
    `    "https://api.${c.n.service(items[0], 'flat')}.com"`,
    '}',
  );
}
