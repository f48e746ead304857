// Application contexts: env files, config formats, code, commands, requests and chat.
import { APPS, ENVS, REGIONS, camel, dotted, kebab, snake } from './helpers.mjs';
import { dq, sq, yamlLine } from './format.mjs';

function codeLine(r, lang, key, value) {
  const c = camel(key);
  switch (lang) {
    case 'py':
      return `${key} = ${sq(value)}`;
    case 'js':
      return `const ${c} = ${sq(value)};`;
    case 'ts':
      return `export const ${key}: string = ${sq(value)};`;
    case 'go':
      return `const ${c} = ${JSON.stringify(value)}`;
    case 'java':
      return `private static final String ${key} = ${JSON.stringify(value)};`;
    case 'cs':
      return `private const string ${c[0].toUpperCase() + c.slice(1)} = ${JSON.stringify(value)};`;
    case 'rb':
      return `${key} = ${sq(value)}.freeze`;
    case 'rs':
      return `const ${key}: &str = ${JSON.stringify(value)};`;
    default:
      return `${key}=${value}`;
  }
}

const REF_CODE = {
  py: (k) => `os.environ["${k}"]`,
  js: (k) => `process.env.${k}`,
  ts: (k) => `process.env.${k} ?? ''`,
  go: (k) => `os.Getenv("${k}")`,
  java: (k) => `System.getenv("${k}")`,
  cs: (k) => `Environment.GetEnvironmentVariable("${k}")`,
  rb: (k) => `ENV.fetch("${k}")`,
  rs: (k) => `std::env::var("${k}")?`,
};

export const APP = [
  {
    rule: 'dotenv',
    multiline: true,
    render(r, entries) {
      const head = r.pick([
        '',
        `# .env.${r.pick(ENVS)}\n`,
        '# copied from the vault on deploy day\n',
      ]);
      return (
        head +
        entries
          .map((e) =>
            e.value.includes('\n')
              ? `${e.key}="${e.value.replace(/\n/g, '\\n')}"`
              : `${e.key}=${/[\s#"]/.test(e.value) ? sq(e.value) : e.value}`,
          )
          .join('\n')
      );
    },
    ref: (r, key) =>
      r.pick([
        `\${${key}_${r.pick(ENVS).toUpperCase()}}`,
        `op://${r.pick(ENVS)}/${kebab(key)}/credential`,
      ]),
  },
  {
    rule: 'json-config',
    multiline: true,
    json: true,
    render(r, entries) {
      const obj = { name: r.pick(APPS), environment: r.pick(ENVS) };
      const sect = {};
      for (const e of entries) {
        sect[camel(e.key)] = e.value;
      }
      obj[r.pick(['credentials', 'integrations', 'settings', 'secrets'])] = sect;
      return (
        (r.chance(0.4) ? `// config/${r.pick(ENVS)}.json\n` : '') + JSON.stringify(obj, null, 2)
      );
    },
    ref: (_r, key) => `\${${key}}`,
  },
  {
    rule: 'toml-config',
    render(r, entries) {
      return `[${r.pick(['server', 'integrations', 'deploy', 'providers'])}]\nregion = "${r.pick(REGIONS)}"\n${entries.map((e) => `${snake(e.key)} = ${JSON.stringify(e.value)}`).join('\n')}`;
    },
    ref: (_r, key) => `\${${key}}`,
  },
  {
    rule: 'ini-config',
    render(r, entries) {
      return `[${r.pick(['default', 'production', 'credentials', 'app:main'])}]\n${entries.map((e) => `${snake(e.key)} = ${e.value}`).join('\n')}`;
    },
    ref: (_r, key) => `%(ENV_${key})s`,
  },
  {
    rule: 'xml-config',
    single: true,
    render(r, entries) {
      if (r.chance(0.5)) {
        const e = entries.filter((x) => !x.filler).at(-1);
        return `<settings>\n  <servers>\n    <server>\n      <id>${r.pick(['releases', 'ossrh', 'github', 'nexus-internal'])}</id>\n      <username>ci-publisher</username>\n      <password>${e.value.replace(/&/g, '&amp;')}</password>\n    </server>\n  </servers>\n</settings>`;
      }
      const adds = entries.map(
        (e) =>
          `    <add key="${e.key}" value="${e.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`,
      );
      return `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n${adds.join('\n')}\n  </appSettings>\n</configuration>`;
    },
    ref: (_r, key) => `\${env.${key}}`,
  },
  {
    rule: 'code-constant',
    render(r, entries) {
      const lang = r.pick(Object.keys(REF_CODE));
      const lines = entries.filter((e) => !e.filler).map((e) => codeLine(r, lang, e.key, e.value));
      const head = {
        py: 'import os\n\n',
        go: 'package config\n\n',
        java: '',
        js: '',
        ts: '',
        cs: '',
        rb: '',
        rs: '',
      }[lang];
      return head + lines.join('\n');
    },
    ref: null,
    codeRef: REF_CODE,
    codeLine,
  },
  {
    rule: 'curl-command',
    tokenOnly: true,
    render(r, entries) {
      const e = entries.filter((x) => !x.filler).at(-1);
      const h = r.pick([
        'Authorization: Bearer ',
        'Authorization: Token ',
        'X-Api-Key: ',
        `X-${kebab(e.key).split('-')[0]}-Token: `,
      ]);
      return `curl -sS ${r.pick(['-X GET', '-X POST', ''])} "https://api.${r.pick(['example.com', 'vendor.io', 'acme.dev'])}/v2/${r.pick(['deployments', 'projects', 'me'])}" \\\n  -H "${h}${e.value}" \\\n  -H "Accept: application/json"`;
    },
    ref: (_r, key) => `$${key}`,
  },
  {
    rule: 'http-request',
    tokenOnly: true,
    render(r, entries) {
      const e = entries.filter((x) => !x.filler).at(-1);
      const h = r.pick(['Authorization: Bearer ', 'X-API-Key: ', 'Authorization: token ']);
      return `${r.pick(['GET', 'POST', 'DELETE'])} /api/v1/${r.pick(['builds', 'clusters', 'secrets/rotate', 'users/me'])} HTTP/1.1\nHost: ${r.pick(['api.internal.acme.io', 'ci.example.com'])}\nUser-Agent: ${r.pick(['curl/8.5.0', 'python-requests/2.32.3', 'Go-http-client/2.0'])}\n${h}${e.value}\nAccept: */*`;
    },
    ref: (_r, key) => `{{${camel(key)}}}`,
  },
  {
    rule: 'chat-message',
    single: true,
    render(r, entries) {
      const e = entries.filter((x) => !x.filler).at(-1);
      return r.pick([
        `hey, prod deploy is failing on auth. can you try with this one for now?\n${e.key}=${e.value}\nI'll rotate it after the release`,
        `@oncall the ${kebab(e.key)} for ${r.pick(APPS)} is \`${e.value}\` -- pasting here since vault is down`,
        `> ${r.pick(['Alex', 'Priya', 'Sam', 'Jordan'])}: which ${snake(e.key)} should the pipeline use?\nuse ${e.value} (the ${r.pick(ENVS)} one)`,
      ]);
    },
    ref: (_r, key) => `the one in 1Password under "${kebab(key)}"`,
  },
  {
    rule: 'shell-export',
    render(r, entries) {
      const head = r.pick([
        '# ~/.zshrc\n',
        '# .envrc\n',
        '#!/usr/bin/env bash\nset -euo pipefail\n',
        '',
      ]);
      return (
        head +
        entries
          .map((e) => `export ${e.key}=${r.chance(0.5) ? dq(e.value) : sq(e.value)}`)
          .join('\n')
      );
    },
    ref: (r, key) =>
      r.pick([
        `$(vault kv get -field=value secret/${kebab(key)})`,
        `$(aws ssm get-parameter --with-decryption --name /${r.pick(ENVS)}/${kebab(key)} --query Parameter.Value --output text)`,
        `$(op read op://ci/${kebab(key)}/credential)`,
      ]),
  },
  {
    rule: 'yaml-app-config',
    multiline: true,
    render(r, entries) {
      const svc = r.pick(['spring', 'app', 'server', 'integrations']);
      return `# config/application-${r.pick(ENVS)}.yml\n${svc}:\n  ${r.pick(['datasource', 'vendors', 'clients'])}:\n${entries.map((e) => yamlLine(r, 4, dotted(e.key).replace(/\./g, '-'), e.value)).join('\n')}`;
    },
    ref: (_r, key) => `\${${key}}`,
  },
];
