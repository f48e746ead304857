// Syntaxes a credential is written in. A renderer takes (r, c) where c has creds
// ([{words, value, secret}]), slug, host and comment (a line in the provider's language), and
// returns the text; `multi` renderers show every cred, the others only the first secret one.

import { STYLES } from './values.mjs';

const S = STYLES;
const q = (value) => JSON.stringify(value);
const first = (c) => c.creds.find((cred) => cred.secret);
const pathOf = (r) =>
  r.pick([
    '/v1/orders',
    '/api/v2/messages',
    '/open/api/query',
    '/v3/pay/transactions',
    '/rest/sync',
    '/v1/geocode',
  ]);

function env(r, c) {
  const lines = [`# ${c.comment}`, `APP_ENV=${r.pick(['production', 'prod', 'staging'])}`];
  for (const cred of c.creds) {
    const quoted = /[\s#$]/.test(cred.value) ? `'${cred.value}'` : q(cred.value);
    lines.push(
      `${S.screaming(cred.words)}=${r.chance(0.3) || /[\s#$]/.test(cred.value) ? quoted : cred.value}`,
    );
  }
  lines.push(
    `${S.screaming([c.slug.split('-')[0], 'endpoint'])}=https://${c.host}`,
    'LOG_LEVEL=info',
  );
  return lines.join('\n');
}

function json(r, c) {
  const style = r.pick([S.camel, S.snake, S.pascal]);
  const inner = Object.fromEntries(c.creds.map((cred) => [style(cred.words.slice(1)), cred.value]));
  const doc = {
    [style(c.slug.split('-'))]: { endpoint: `https://${c.host}`, ...inner, timeoutMs: 5000 },
    logging: { level: 'warn' },
  };
  return JSON.stringify(doc, null, r.pick([2, 4]));
}

function yaml(r, c) {
  const style = r.pick([S.snake, S.camel, S.kebab]);
  const lines = [`# ${c.comment}`, `${style(c.slug.split('-'))}:`, `  base-url: https://${c.host}`];
  for (const cred of c.creds) {
    lines.push(`  ${style(cred.words.slice(1))}: ${r.chance(0.5) ? q(cred.value) : cred.value}`);
  }
  lines.push('  retries: 3', 'server:', '  port: 8080');
  return lines.join('\n');
}

function compose(r, c) {
  const lines = [
    'services:',
    `  ${c.slug.split('-')[0]}-worker:`,
    `    image: registry.example.com/${c.slug}-worker:1.${r.int(20)}.${r.int(9)}`,
    '    environment:',
  ];
  for (const cred of c.creds) {
    lines.push(`      - ${S.screaming(cred.words)}=${cred.value}`);
  }
  lines.push(
    '      - TZ=Asia/Shanghai'.replace(
      'Asia/Shanghai',
      r.pick(['Asia/Tokyo', 'Europe/Moscow', 'America/Sao_Paulo', 'Asia/Jakarta', 'Africa/Lagos']),
    ),
    '    restart: unless-stopped',
  );
  return lines.join('\n');
}

function k8s(r, c) {
  const lines = [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${c.slug}-credentials`,
    `  namespace: ${r.pick(['payments', 'default', 'integrations', 'prod'])}`,
    'type: Opaque',
    'stringData:',
  ];
  for (const cred of c.creds) {
    lines.push(`  ${S.screaming(cred.words)}: ${q(cred.value)}`);
  }
  return lines.join('\n');
}

function toml(r, c) {
  const lines = [
    `# ${c.comment}`,
    `[${S.snake(c.slug.split('-'))}]`,
    `endpoint = "https://${c.host}"`,
  ];
  for (const cred of c.creds) {
    lines.push(`${S.snake(cred.words.slice(1))} = ${q(cred.value)}`);
  }
  lines.push('timeout = 30');
  return lines.join('\n');
}

function ini(r, c) {
  const lines = [`; ${c.comment}`, `[${c.slug}]`, `host = ${c.host}`];
  for (const cred of c.creds) {
    lines.push(`${S.snake(cred.words.slice(1))} = ${cred.value}`);
  }
  lines.push('', '[logging]', 'level = INFO');
  return lines.join('\n');
}

function properties(r, c) {
  const style = r.pick([S.dotted, S.kebab]);
  const lines = [`# ${c.comment}`, `${S.dotted(c.slug.split('-'))}.endpoint=https://${c.host}`];
  for (const cred of c.creds) {
    lines.push(`${S.dotted(c.slug.split('-'))}.${style(cred.words.slice(1))}=${cred.value}`);
  }
  lines.push('spring.jpa.open-in-view=false');
  return lines.join('\n');
}

function xml(r, c) {
  if (r.chance(0.5)) {
    const lines = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      `  <!-- ${c.comment} -->`,
      '  <appSettings>',
    ];
    for (const cred of c.creds) {
      lines.push(`    <add key="${S.pascal(cred.words)}" value="${cred.value}" />`);
    }
    lines.push('  </appSettings>', '</configuration>');
    return lines.join('\n');
  }
  const lines = [`<${S.camel(c.slug.split('-'))}>`, `  <endpoint>https://${c.host}</endpoint>`];
  for (const cred of c.creds) {
    lines.push(
      `  <${S.camel(cred.words.slice(1))}>${cred.value}</${S.camel(cred.words.slice(1))}>`,
    );
  }
  lines.push(`</${S.camel(c.slug.split('-'))}>`);
  return lines.join('\n');
}

function python(r, c) {
  if (r.chance(0.5)) {
    const lines = [`# ${c.comment}`, 'import requests', ''];
    for (const cred of c.creds) {
      lines.push(
        `${S.screaming(cred.words)} = ${r.chance(0.5) ? q(cred.value) : `'${cred.value}'`}`,
      );
    }
    lines.push('', 'def client():', `    return requests.Session(), "https://${c.host}"`);
    return lines.join('\n');
  }
  const args = c.creds.map((cred) => `    ${S.snake(cred.words.slice(1))}="${cred.value}",`);
  return [
    `from ${S.snake(c.slug.split('-'))}_sdk import Client`,
    '',
    `# ${c.comment}`,
    'client = Client(',
    ...args,
    '    timeout=10,',
    ')',
  ].join('\n');
}

function javascript(r, c) {
  const lines = [
    `// ${c.comment}`,
    `const ${S.camel([...c.slug.split('-'), 'config'])} = {`,
    `  baseUrl: 'https://${c.host}',`,
  ];
  for (const cred of c.creds) {
    lines.push(`  ${S.camel(cred.words.slice(1))}: '${cred.value}',`);
  }
  lines.push('};', '', `module.exports = ${S.camel([...c.slug.split('-'), 'config'])};`);
  return lines.join('\n');
}

function typescript(r, c) {
  const lines = [`// ${c.comment}`];
  for (const cred of c.creds) {
    lines.push(`export const ${S.screaming(cred.words)} = '${cred.value}' as const;`);
  }
  lines.push(
    '',
    `export const ${S.screaming([c.slug.split('-')[0], 'host'])}: string = '${c.host}';`,
  );
  return lines.join('\n');
}

export const MULTI = {
  env,
  json,
  yaml,
  compose,
  k8s,
  toml,
  ini,
  properties,
  xml,
  python,
  javascript,
  typescript,
};
export { first, q, pathOf };
