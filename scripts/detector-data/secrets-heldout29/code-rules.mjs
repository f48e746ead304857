// Rules for source files: constants and config objects in several languages.

import { lit, q, sectionOf, sq } from './format.mjs';
import { camel, kebab, pascal, snake, subKey } from './util.mjs';

export function python(r, { fields }) {
  const lines = r.chance(0.5) ? ['import os', ''] : [];
  if (r.chance(0.5)) {
    for (const f of fields) {
      lines.push(`${f.env} = ${lit(f)}`);
    }
  } else {
    lines.push('class Settings:');
    for (const f of fields) {
      lines.push(`    ${snake(f.env)}: str = ${lit(f)}`);
    }
  }
  return lines.join('\n');
}

export function jsObject(r, { p, fields }) {
  const sec = sectionOf(p);
  const head = r.pick(['module.exports = {', 'export default {', 'export const config = {']);
  const lines = [head, `  ${camel(sec.toUpperCase())}: {`];
  for (const f of fields) {
    lines.push(`    ${camel(subKey(f.env, sec).toUpperCase())}: ${lit(f, sq)},`);
  }
  lines.push('  },', r.pick(['};', '};', '} as const;']).replace(' as const', ''));
  return lines.join('\n');
}

export function tsConst(r, { fields }) {
  return fields.map((f) => `export const ${f.env}: string = ${lit(f, sq)};`).join('\n');
}

export function goVar(r, { fields }) {
  const lines = ['package notify', ''];
  if (fields.some((f) => f.raw)) {
    lines.splice(1, 0, '', 'import "os"');
  }
  lines.push('var (');
  for (const f of fields) {
    lines.push(`\t${camel(f.env)} = ${lit(f)}`);
  }
  lines.push(')');
  return lines.join('\n');
}

export function javaConst(r, { fields }) {
  const cls = r.pick(['NotificationConfig', 'MailSettings', 'SmsGateway', 'Credentials']);
  const lines = [`public final class ${cls} {`];
  for (const f of fields) {
    lines.push(`    static final String ${f.env.toUpperCase()} = ${lit(f)};`);
  }
  lines.push('}');
  return lines.join('\n');
}

export function springProps(r, { p, fields }) {
  const sec = kebab(sectionOf(p).toUpperCase());
  const lines = r.chance(0.5) ? ['spring.application.name=notification-service'] : [];
  for (const f of fields) {
    const v = f.raw ? `\${${f.env}}` : f.value;
    lines.push(
      `${r.pick(['app', 'notify', 'integrations'])}.${sec}.${kebab(subKey(f.env, sectionOf(p)).toUpperCase())}=${v}`,
    );
  }
  return lines.join('\n');
}

export function ruby(r, { p, fields }) {
  const sec = snake(sectionOf(p).toUpperCase());
  const lines = ['Rails.application.configure do'];
  for (const f of fields) {
    lines.push(`  config.x.${sec}.${subKey(f.env, sec)} = ${lit(f, sq)}`);
  }
  lines.push('end');
  return lines.join('\n');
}

export function phpArray(r, { p, fields }) {
  const sec = snake(sectionOf(p).toUpperCase());
  const lines = ['<?php', '', 'return [', `    '${sec}' => [`];
  for (const f of fields) {
    lines.push(`        '${subKey(f.env, sec)}' => ${lit(f, sq)},`);
  }
  lines.push('    ],', '];');
  return lines.join('\n');
}

export function csharp(r, { fields }) {
  const lines = ['internal static class Secrets', '{'];
  for (const f of fields) {
    lines.push(
      `    internal ${f.raw ? 'static readonly' : 'const'} string ${pascal(f.env)} = ${lit(f)};`,
    );
  }
  lines.push('}');
  return lines.join('\n');
}

export function gradle(r, { fields }) {
  const lines = ['android {', '    defaultConfig {'];
  for (const f of fields) {
    lines.push(`        buildConfigField("String", "${f.env}", "\\"${f.value}\\"")`);
  }
  lines.push('    }', '}');
  return lines.join('\n');
}

export function swift(r, { fields }) {
  const lines = ['enum Keys {'];
  for (const f of fields) {
    lines.push(`    static let ${camel(f.env)} = ${q(f.value)}`);
  }
  lines.push('}');
  return lines.join('\n');
}

export function rust(r, { fields }) {
  return fields
    .map((f) =>
      f.raw ? `let ${snake(f.env)} = ${f.value};` : `const ${f.env}: &str = ${q(f.value)};`,
    )
    .join('\n');
}
