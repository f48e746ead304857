// Config-file contexts of the held-out (20) secrets set. A renderer takes the generator, the
// credentials ({ words, value, secret }) and the primary provider, and returns the text.

import { style } from './naming.mjs';

const k = (cred, how) => style(cred.words, how);
const q = (r, value) => (r.chance(0.5) ? `"${value}"` : value);

export const CONFIG_CONTEXTS = {
  dotenv(r, creds) {
    const head = r.pick([
      ['APP_ENV=production', 'APP_DEBUG=false', 'LOG_LEVEL=info'],
      ['NODE_ENV=production', 'PORT=3000'],
      [
        '# copied from the ops vault on ' + `2024-0${1 + r.int(9)}-1${r.int(9)}`,
        'TZ=Europe/Berlin',
      ],
    ]);
    const body = creds.map((c) => `${k(c, 'screaming')}=${q(r, c.value)}`);
    return [...head, '', ...body, 'QUEUE_CONNECTION=redis', ''].join('\n');
  },
  laravelEnv(r, creds) {
    const body = creds.map((c) => `${k(c, 'screaming')}=${c.value}`);
    return [
      'APP_NAME="Invoice Desk"',
      'APP_ENV=production',
      'APP_URL=https://invoices.example.com',
      '',
      'MAIL_MAILER=smtp',
      'MAIL_FROM_ADDRESS="billing@example.com"',
      '',
      ...body,
      '',
      'QUEUE_CONNECTION=database',
    ].join('\n');
  },
  laravelServices(r, creds, p) {
    const rows = creds.map((c) => {
      const field = style(c.words.slice(1), 'snake') || 'key';
      return `        '${field}' => env('${k(c, 'screaming')}', '${c.value}'),`;
    });
    return [
      '<?php',
      '',
      'return [',
      "    'postmark' => ['token' => env('POSTMARK_TOKEN')],",
      '',
      `    '${style([p.word], 'snake')}' => [`,
      ...rows,
      "        'timeout' => 15,",
      '    ],',
      '];',
    ].join('\n');
  },
  djangoSettings(r, creds) {
    return [
      'from pathlib import Path',
      '',
      'BASE_DIR = Path(__file__).resolve().parent.parent',
      "ALLOWED_HOSTS = ['crm.example.com']",
      '',
      `# ${r.pick(['integrations', 'TODO move to env before release', 'third-party services'])}`,
      ...creds.map((c) => {
        const mark = r.pick(["'", '"']);
        return `${k(c, 'screaming')} = ${mark}${c.value}${mark}`;
      }),
      '',
      "CELERY_BROKER_URL = 'redis://localhost:6379/0'",
    ].join('\n');
  },
  railsCredentials(r, creds, p) {
    return [
      `# config/credentials/${r.pick(['production', 'staging'])}.yml (decrypted)`,
      'secret_key_base_rotated: true',
      `${style([p.word], 'snake')}:`,
      ...creds.map((c) => `  ${style(c.words.slice(1), 'snake')}: ${c.value}`),
      'smtp:',
      '  address: smtp.example.com',
      '  port: 587',
    ].join('\n');
  },
  springYaml(r, creds, p) {
    return [
      'spring:',
      '  application:',
      `    name: ${r.pick(['order-service', 'dispatch-api', 'billing-worker'])}`,
      'integrations:',
      `  ${style([p.word], 'kebab')}:`,
      `    base-url: https://api.${style([p.word], 'kebab')}.com`,
      ...creds.map((c) => `    ${style(c.words.slice(1), 'kebab')}: ${c.value}`),
      '    timeout: 10s',
    ].join('\n');
  },
  properties(r, creds, p) {
    return [
      `# ${p.word} connector`,
      'server.port=8080',
      ...creds.map((c) => `${k(c, 'dotted')}${r.pick(['=', ' = ', ': '])}${c.value}`),
      'logging.level.root=INFO',
    ].join('\n');
  },
  toml(r, creds, p) {
    return [
      '[server]',
      'bind = "0.0.0.0:8080"',
      '',
      `[${style([p.word], 'snake')}]`,
      ...creds.map((c) => `${style(c.words.slice(1), 'snake')} = "${c.value}"`),
      'retries = 3',
    ].join('\n');
  },
  ini(r, creds, p) {
    return [
      '[general]',
      'environment = production',
      '',
      `[${p.word}]`,
      ...creds.map((c) => `${style(c.words.slice(1), r.pick(['snake', 'camel']))} = ${c.value}`),
    ].join('\n');
  },
  webConfig(r, creds) {
    return [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      '  <appSettings>',
      '    <add key="Environment" value="Production" />',
      ...creds.map((c) => `    <add key="${style(c.words, 'pascal')}" value="${c.value}" />`),
      '  </appSettings>',
      '</configuration>',
    ].join('\n');
  },
  appsettings(r, creds, p) {
    const inner = creds.map((c) => `    "${style(c.words.slice(1), 'pascal')}": "${c.value}"`);
    return [
      '{',
      '  "Logging": { "LogLevel": { "Default": "Information" } },',
      `  "${style([p.word], 'pascal')}": {`,
      `    "BaseUrl": "https://api.${style([p.word], 'kebab')}.com/v2",`,
      inner.join(',\n'),
      '  }',
      '}',
    ].join('\n');
  },
  userSecrets(r, creds) {
    const rows = creds.map((c) => {
      const [first, ...rest] = c.words;
      return `  "${style([first], 'pascal')}:${style(rest, 'pascal')}": "${c.value}"`;
    });
    return ['{', rows.join(',\n'), '}'].join('\n');
  },
  json(r, creds) {
    const how = r.pick(['camel', 'snake']);
    return JSON.stringify(
      {
        service: r.pick(['notifier', 'crm-sync', 'shipping-labels']),
        region: r.pick(['eu-west', 'ap-south', 'us-east']),
        credentials: Object.fromEntries(creds.map((c) => [k(c, how), c.value])),
      },
      null,
      2,
    );
  },
  xmlSpring(r, creds, p) {
    return [
      `<bean id="${style([p.word, 'client'], 'camel')}" class="com.example.integrations.RestClient">`,
      ...creds.map(
        (c) => `  <property name="${style(c.words.slice(1), 'camel')}" value="${c.value}"/>`,
      ),
      '</bean>',
    ].join('\n');
  },
};
