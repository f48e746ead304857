/* eslint-disable max-lines -- one data table per file reads better than an arbitrary split */
// File, command and message shapes a credential sits in. Each context renders a spec
// { p, svc, key, value, api, auth, type, entries } into text; entries is [{ key, value }]
// with the main credential first. ok(s) says whether the shape fits the value.

import { camel, digits, email, field, iso, kebab, org, pascal, person, slug } from './util.mjs';

const isTok = (s) => s.type === 'token';
const isTokOrUrl = (s) => s.type === 'token' || s.type === 'url';
const noAmp = (s) => !/[&<>"']/.test(s.value) && s.entries.every((e) => !/[&<>"']/.test(e.value));

export const authHeader = (s, v = s.value) => {
  const a = s.auth ?? 'bearer';
  if (a === 'bearer') {
    return `Authorization: Bearer ${v}`;
  }
  if (a === 'raw') {
    return `Authorization: ${v}`;
  }
  if (a.startsWith('h:')) {
    const name = a.slice(2);
    if (name.endsWith('=')) {
      return `${name}${v}`;
    }
    return name.includes(': ') ? `${name} ${v}` : `${name}: ${v}`;
  }
  return null;
};

const hasHeader = (s) => isTok(s) && Boolean(s.api) && authHeader(s) !== null;
const hasApi = (s) =>
  isTok(s) && Boolean(s.api) && s.auth !== 'none' && !String(s.auth).startsWith('cli:');

const pfx = (s) => s.key.split('_')[0];

const cfg = (r, s) => {
  const p = pfx(s);
  const all = [
    [`${p}_WORKSPACE`, org(r)],
    [`${p}_SYNC_INTERVAL_SECONDS`, String(r.pick([60, 300, 900, 3600]))],
    [`${p}_ENABLED`, 'true'],
    [`${p}_TIMEOUT_MS`, String(r.pick([5000, 10000, 30000]))],
    ['LOG_LEVEL', r.pick(['info', 'debug', 'warn'])],
    ['NODE_ENV', r.pick(['production', 'staging'])],
    ['PORT', r.pick(['3000', '8080', '5678'])],
  ];
  if (s.api) {
    all.unshift([`${p}_BASE_URL`, new URL(s.api).origin]);
  }
  return r.sample(all, 1 + r.int(3));
};

const withEntries = (r, s, extra) => {
  const lines = extra.map(([k, v]) => ({ key: k, value: v }));
  const at = r.int(lines.length + 1);
  lines.splice(at, 0, ...s.entries);
  return lines;
};

const quoteYaml = (r, v) => {
  if (
    /^[A-Za-z0-9][A-Za-z0-9_.\-/+=]*$/.test(v) &&
    !/^(true|false|null|\d+)$/.test(v) &&
    r.chance(0.5)
  ) {
    return v;
  }
  return r.chance(0.5) ? `"${v}"` : `'${v}'`;
};

const shq = (r, v) => (/^[A-Za-z0-9_.\-/+=:@]+$/.test(v) && r.chance(0.4) ? v : `'${v}'`);

const curlAuth = (r, s) => {
  const h = authHeader(s);
  let url = s.api;
  const parts = ['curl', r.pick(['-s', '-sS', '-fsS', '--silent'])];
  if (h) {
    parts.push(`-H "${h}"`);
  } else if (s.auth === 'basic') {
    parts.push(`-u "${r.pick([email(r), 'api', `${person(r)}`])}:${s.value}"`);
  } else if (String(s.auth).startsWith('q:')) {
    url += `${url.includes('?') ? '&' : '?'}${s.auth.slice(2)}=${s.value}`;
  }
  return { parts, url };
};

export const CONTEXTS = [
  {
    name: 'dotenv',
    ok: isTokOrUrl,
    render: (r, s) => {
      const lines = withEntries(r, s, cfg(r, s)).map(({ key, value }) =>
        r.chance(0.3) ? `${key}="${value}"` : `${key}=${value}`,
      );
      if (r.chance(0.6)) {
        lines.unshift(`# ${s.svc} ${r.pick(['integration', 'sync', 'bot', 'connector'])}`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'yaml-config',
    ok: isTokOrUrl,
    render: (r, s) => {
      const root = r.pick(['integrations', 'connectors', 'sync', 'providers']);
      const body = withEntries(
        r,
        s,
        cfg(r, s).filter(([k]) => k.startsWith(pfx(s))),
      ).map(({ key, value }) => `    ${field(key)}: ${quoteYaml(r, value)}`);
      return [`${root}:`, `  ${slug(s.p)}:`, `    enabled: true`, ...body].join('\n');
    },
  },
  {
    name: 'json-settings',
    ok: isTokOrUrl,
    render: (r, s) => {
      const inner = { enabled: true };
      for (const e of withEntries(
        r,
        s,
        cfg(r, s).filter(([k]) => k.startsWith(pfx(s))),
      )) {
        inner[camel(field(e.key))] = e.value;
      }
      const obj = r.chance(0.5)
        ? { integrations: { [slug(s.p)]: inner } }
        : { [slug(s.p)]: inner, logLevel: 'info' };
      return JSON.stringify(obj, null, 2);
    },
  },
  {
    name: 'toml-config',
    ok: isTokOrUrl,
    render: (r, s) => {
      const lines = [`[${r.pick(['integrations', 'sources', 'sinks'])}.${slug(s.p)}]`];
      for (const e of withEntries(
        r,
        s,
        cfg(r, s).filter(([k]) => k.startsWith(pfx(s))),
      )) {
        lines.push(`${field(e.key)} = "${e.value}"`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'ini-config',
    ok: isTokOrUrl,
    render: (r, s) => {
      const lines = [`[${slug(s.p)}]`];
      for (const e of withEntries(
        r,
        s,
        cfg(r, s).filter(([k]) => k.startsWith(pfx(s))),
      )) {
        lines.push(`${field(e.key)} = ${e.value}`);
      }
      return (r.chance(0.5) ? `; ${s.svc} connector settings\n` : '') + lines.join('\n');
    },
  },
  {
    name: 'xml-config',
    ok: (s) => isTokOrUrl(s) && noAmp(s),
    render: (r, s) => {
      if (r.chance(0.5)) {
        const adds = s.entries.map((e) => `    <add key="${pascal(e.key)}" value="${e.value}" />`);
        return [
          '<configuration>',
          '  <appSettings>',
          ...adds,
          '  </appSettings>',
          '</configuration>',
        ].join('\n');
      }
      const props = s.entries.map(
        (e) => `    <property name="${camel(field(e.key))}" value="${e.value}"/>`,
      );
      return [
        `<bean id="${camel(slug(s.p))}Client" class="com.${org(r)}.sync.${pascal(slug(s.p))}Client">`,
        ...props,
        '</bean>',
      ].join('\n');
    },
  },
  {
    name: 'terraform-hcl',
    ok: isTokOrUrl,
    render: (r, s) => {
      const v = r.int(3);
      if (v === 0) {
        return `resource "github_actions_secret" "${s.key.toLowerCase()}" {\n  repository      = "${slug(s.p)}-sync"\n  secret_name     = "${s.key}"\n  plaintext_value = "${s.value}"\n}`;
      }
      if (v === 1) {
        return `variable "${s.key.toLowerCase()}" {\n  type      = string\n  sensitive = true\n  default   = "${s.value}"\n}`;
      }
      const lines = s.entries.map((e) => `  ${field(e.key)} = "${e.value}"`);
      return `provider "${slug(s.p)}" {\n${lines.join('\n')}\n}`;
    },
  },
  {
    name: 'shell-export',
    ok: isTokOrUrl,
    render: (r, s) => {
      const lines = ['#!/usr/bin/env bash', 'set -euo pipefail', ''];
      for (const e of s.entries) {
        lines.push(`export ${e.key}=${shq(r, e.value)}`);
      }
      lines.push(
        '',
        `node scripts/${kebab(slug(s.p))}-${r.pick(['sync', 'import', 'notify'])}.mjs "$@"`,
      );
      return lines.join('\n');
    },
  },
  {
    name: 'curl-auth',
    ok: hasApi,
    render: (r, s) => {
      const { parts, url } = curlAuth(r, s);
      if (r.chance(0.4)) {
        parts.push(`-H 'Accept: application/json'`);
      }
      parts.push(`'${url}'`);
      const tail = r.chance(0.5) ? ' | jq .' : '';
      return (r.chance(0.5) ? '$ ' : '') + parts.join(' ') + tail;
    },
  },
  {
    name: 'http-request',
    ok: hasHeader,
    render: (r, s) => {
      const u = new URL(s.api);
      return [
        `${r.pick(['GET', 'POST'])} ${u.pathname}${u.search} HTTP/1.1`,
        `Host: ${u.host}`,
        authHeader(s),
        `User-Agent: ${slug(s.p)}-sync/${r.int(4)}.${r.int(20)}.${r.int(9)}`,
        'Accept: application/json',
      ].join('\n');
    },
  },
  {
    name: 'dockerfile-env',
    ok: isTokOrUrl,
    render: (r, s) => {
      const env = s.entries.map((e) => `ENV ${e.key}=${e.value}`);
      return [
        `FROM ${r.pick(['node:20-alpine', 'python:3.12-slim', 'gcr.io/distroless/nodejs20-debian12'])}`,
        'WORKDIR /app',
        'COPY . .',
        ...env,
        r.pick(['RUN npm ci --omit=dev', 'RUN pip install --no-cache-dir -r requirements.txt']),
        `CMD ["${r.pick(['node', 'python'])}", "${r.pick(['sync', 'worker', 'bot'])}"]`,
      ].join('\n');
    },
  },
  {
    name: 'compose-env',
    ok: isTokOrUrl,
    render: (r, s) => {
      const list = r.chance(0.5);
      const env = s.entries.map((e) =>
        list ? `      - ${e.key}=${e.value}` : `      ${e.key}: "${e.value}"`,
      );
      return [
        'services:',
        `  ${kebab(slug(s.p))}-${r.pick(['sync', 'bot', 'worker'])}:`,
        `    image: ghcr.io/${org(r)}/${kebab(slug(s.p))}-sync:${r.int(3)}.${r.int(10)}.${r.int(10)}`,
        '    restart: unless-stopped',
        '    environment:',
        ...env,
      ].join('\n');
    },
  },
  {
    name: 'k8s-secret',
    ok: isTokOrUrl,
    render: (r, s) => {
      const data = s.entries.map((e) => `  ${kebab(field(e.key))}: ${quoteYaml(r, e.value)}`);
      return [
        'apiVersion: v1',
        'kind: Secret',
        'metadata:',
        `  name: ${kebab(slug(s.p))}-credentials`,
        `  namespace: ${r.pick(['integrations', 'automation', 'internal-tools'])}`,
        'type: Opaque',
        'stringData:',
        ...data,
      ].join('\n');
    },
  },
  {
    name: 'js-client',
    ok: isTokOrUrl,
    render: (r, s) => {
      if (r.chance(0.5)) {
        const consts = s.entries.map((e) => `const ${e.key} = '${e.value}';`);
        return [
          `// ${s.svc}: ${r.pick(['temporary until the vault wiring lands', 'nightly sync', 'bot config'])}`,
          ...consts,
          '',
          `export default { ${s.entries.map((e) => e.key).join(', ')} };`,
        ].join('\n');
      }
      const fields = s.entries.map((e) => `  ${camel(field(e.key))}: '${e.value}',`);
      return [
        `import { create${pascal(slug(s.p))}Client } from './clients/${slug(s.p)}.js';`,
        '',
        `export const ${camel(slug(s.p))} = create${pascal(slug(s.p))}Client({`,
        ...fields,
        `  retries: ${r.int(5)},`,
        '});',
      ].join('\n');
    },
  },
  {
    name: 'python-script',
    ok: isTokOrUrl,
    render: (r, s) => {
      const consts = s.entries.map((e) => `${e.key} = "${e.value}"`);
      const lines = ['import requests', '', ...consts, ''];
      if (s.type === 'url') {
        lines.push(
          `resp = requests.post(${s.key}, json={"text": "${r.pick(['Daily digest ready', 'New hire onboarding started', 'Sprint closed'])}"}, timeout=10)`,
        );
      } else if (s.api && authHeader(s, `{${s.key}}`)) {
        const h = authHeader(s, `{${s.key}}`);
        const i = h.indexOf(': ');
        lines.push(
          `resp = requests.get("${s.api}", headers={"${h.slice(0, i)}": f"${h.slice(i + 2)}"}, timeout=10)`,
        );
      } else {
        lines.push(
          `client = ${pascal(slug(s.p))}Client(${s.entries.map((e) => `${field(e.key)}=${e.key}`).join(', ')})`,
        );
      }
      lines.push(lines.at(-1).startsWith('resp') ? 'resp.raise_for_status()' : 'client.ping()');
      return lines.join('\n');
    },
  },
  {
    name: 'go-const',
    ok: isTokOrUrl,
    render: (r, s) => {
      const consts = s.entries.map((e) => `\t${camel(e.key)} = "${e.value}"`);
      return [
        `package ${slug(s.p).replace(/^\d+/, 'x')}sync`,
        '',
        'const (',
        ...consts,
        `\tdefaultTimeout = ${r.pick([10, 15, 30])} * time.Second`,
        ')',
      ].join('\n');
    },
  },
  {
    name: 'ruby-config',
    ok: isTokOrUrl,
    render: (r, s) => {
      const sets = s.entries.map((e) => `  config.${field(e.key)} = '${e.value}'`);
      return [
        `${pascal(slug(s.p).replace(/^\d+/, 'x'))}.configure do |config|`,
        ...sets,
        `  config.logger = Rails.logger`,
        'end',
      ].join('\n');
    },
  },
  {
    name: 'java-properties',
    ok: isTokOrUrl,
    render: (r, s) => {
      const base = `${slug(s.p)}.${r.pick(['api', 'client', 'integration'])}`;
      const lines = withEntries(
        r,
        s,
        cfg(r, s).filter(([k]) => k.startsWith(pfx(s))),
      ).map((e) => `${base}.${kebab(field(e.key))}=${e.value}`);
      return [`# ${s.svc}`, ...lines].join('\n');
    },
  },
  {
    name: 'csharp-const',
    ok: isTokOrUrl,
    render: (r, s) => {
      const consts = s.entries.map(
        (e) => `    public const string ${pascal(field(e.key))} = "${e.value}";`,
      );
      return [
        `namespace ${pascal(org(r))}.Integrations;`,
        '',
        `internal static class ${pascal(slug(s.p).replace(/^\d+/, 'x'))}Settings`,
        '{',
        ...consts,
        '}',
      ].join('\n');
    },
  },
  {
    name: 'php-config',
    ok: isTokOrUrl,
    render: (r, s) => {
      const rows = s.entries.map(
        (e) => `        '${field(e.key)}' => env('${e.key}', '${e.value}'),`,
      );
      return ['<?php', '', 'return [', `    '${slug(s.p)}' => [`, ...rows, '    ],', '];'].join(
        '\n',
      );
    },
  },
  {
    name: 'powershell-env',
    ok: isTokOrUrl,
    render: (r, s) => {
      const sets = s.entries.map((e) => `$env:${e.key} = "${e.value}"`);
      return [
        ...sets,
        `& .\\scripts\\Sync-${pascal(slug(s.p).replace(/^\d+/, 'x'))}.ps1 -Verbose`,
      ].join('\n');
    },
  },
  {
    name: 'cli-flag',
    ok: (s) => isTok(s),
    render: (r, s) => {
      const a = String(s.auth ?? '');
      if (a.startsWith('cli:')) {
        const flag = a.slice(4);
        const sep = flag.endsWith('=') ? '' : ' ';
        const tool =
          {
            chromatic: 'npx chromatic',
            formspree: 'npx formspree deploy',
            docker: `docker login -u ${org(r)}ci`,
            sonarcloud: 'sonar-scanner -Dsonar.organization=acme',
            snyk: 'snyk auth',
            codecov: './codecov upload-process',
          }[s.p] ?? `${slug(s.p)}`;
        if (s.p === 'snyk') {
          return `$ snyk auth ${s.value}`;
        }
        return `$ ${tool} ${flag}${sep}${s.value}`;
      }
      const v = r.int(3);
      if (v === 0) {
        return `$ gh secret set ${s.key} --repo ${org(r)}/${kebab(slug(s.p))}-sync --body "${s.value}"`;
      }
      if (v === 1) {
        return `$ docker run --rm -e ${s.key}=${s.value} ghcr.io/${org(r)}/${kebab(slug(s.p))}-sync:latest --dry-run`;
      }
      return `$ npx ${kebab(slug(s.p))}-sync --${kebab(field(s.key))} ${s.value} --${r.pick(['workspace', 'org', 'project'])} ${org(r)}`;
    },
  },
  {
    name: 'log-line',
    ok: isTokOrUrl,
    render: (r, s) => {
      const ts = iso(r);
      if (s.type === 'url') {
        return `${ts} INFO  [notify] POST ${s.value} -> ${r.pick([200, 204])} in ${r.int(400) + 40}ms`;
      }
      if (hasHeader(s) && r.chance(0.5)) {
        const h = authHeader(s);
        const i = h.indexOf(': ');
        return `${ts} DEBUG [${slug(s.p)}-client] request ${new URL(s.api).pathname} headers={"${h.slice(0, i)}":"${h.slice(i + 2)}","Accept":"application/json"}`;
      }
      return `${ts} ${r.pick(['DEBUG', 'INFO'])} config loaded: ${field(s.key)}=${s.value} workspace=${org(r)} interval=${r.pick([60, 300])}s`;
    },
  },
  {
    name: 'chat-message',
    ok: isTokOrUrl,
    render: (r, s) => {
      const who = person(r);
      return r.pick([
        () =>
          `${who}: here's the ${s.svc} ${s.type === 'url' ? 'webhook' : 'token'} for the staging workspace, can you drop it in the env? ${s.value}`,
        () =>
          `[${iso(r).slice(11, 16)}] ${who}: new ${s.svc} creds after the reinstall -> ${s.key}=${s.value}`,
        () =>
          `${who} wrote:\n> sync is failing with 401 again\nreplaced it, new one is \`${s.value}\``,
      ])();
    },
  },
  {
    name: 'markdown-setup',
    ok: isTokOrUrl,
    render: (r, s) => {
      const lines = s.entries.map((e) => `${e.key}=${e.value}`);
      return [
        `## ${s.svc} setup`,
        '',
        `1. ${r.pick(['Install the app in the workspace.', 'Create the integration in the admin console.', 'Ask IT for access.'])}`,
        '2. Put this in `.env.local`:',
        '',
        '```',
        ...lines,
        '```',
      ].join('\n');
    },
  },
  {
    name: 'n8n-credential',
    ok: isTokOrUrl,
    render: (r, s) => {
      const data = {};
      for (const e of s.entries) {
        data[camel(field(e.key))] = e.value;
      }
      return JSON.stringify(
        {
          id: digits(r, 2),
          name: `${s.svc} account`,
          type: `${camel(slug(s.p).replace(/^\d+/, 'x'))}Api`,
          data,
          createdAt: iso(r),
        },
        null,
        2,
      );
    },
  },
  {
    name: 'postman-environment',
    ok: isTokOrUrl,
    render: (r, s) => {
      const values = s.entries.map((e) => ({
        key: camel(e.key),
        value: e.value,
        type: r.pick(['default', 'secret']),
        enabled: true,
      }));
      if (s.api) {
        values.unshift({
          key: 'baseUrl',
          value: new URL(s.api).origin,
          type: 'default',
          enabled: true,
        });
      }
      return JSON.stringify(
        {
          name: `${s.svc} - ${r.pick(['prod', 'staging'])}`,
          values,
          _postman_variable_scope: 'environment',
        },
        null,
        2,
      );
    },
  },
  {
    name: 'gha-workflow',
    ok: isTokOrUrl,
    render: (r, s) => {
      const env = s.entries.map((e) => `      ${e.key}: ${quoteYaml(r, e.value)}`);
      return [
        `name: ${kebab(slug(s.p))}-sync`,
        'on:',
        '  schedule:',
        `    - cron: '${r.int(60)} */${r.pick([1, 2, 6])} * * *'`,
        'jobs:',
        '  sync:',
        '    runs-on: ubuntu-latest',
        '    env:',
        ...env,
        '    steps:',
        '      - uses: actions/checkout@v4',
        `      - run: npm run sync:${slug(s.p)}`,
      ].join('\n');
    },
  },
  {
    name: 'jupyter-cell',
    ok: isTokOrUrl,
    render: (r, s) => {
      const src = [
        ...s.entries.map((e) => `${e.key} = '${e.value}'\n`),
        `df = load_${slug(s.p).replace(/^\d+/, 'x')}_export(${s.key})`,
      ];
      return JSON.stringify(
        {
          cell_type: 'code',
          execution_count: r.int(30) + 1,
          metadata: {},
          outputs: [],
          source: src,
        },
        null,
        1,
      );
    },
  },
  {
    name: 'sql-seed',
    ok: isTokOrUrl,
    render: (r, s) =>
      `INSERT INTO integration_credentials (workspace_id, provider, secret, created_at)\nVALUES (${r.int(900) + 1}, '${slug(s.p)}', '${s.value}', '${iso(r).replace('T', ' ').replace('Z', '')}');`,
  },
  {
    name: 'rust-const',
    ok: isTokOrUrl,
    render: (r, s) => s.entries.map((e) => `pub const ${e.key}: &str = "${e.value}";`).join('\n'),
  },
  {
    name: 'kotlin-object',
    ok: isTokOrUrl,
    render: (r, s) => {
      const vals = s.entries.map((e) => `    const val ${e.key} = "${e.value}"`);
      return [`object ${pascal(slug(s.p).replace(/^\d+/, 'x'))}Config {`, ...vals, '}'].join('\n');
    },
  },
  {
    name: 'systemd-unit',
    ok: isTokOrUrl,
    render: (r, s) => {
      const env = s.entries.map((e) => `Environment="${e.key}=${e.value}"`);
      return [
        '[Unit]',
        `Description=${s.svc} sync worker`,
        'After=network-online.target',
        '',
        '[Service]',
        ...env,
        `ExecStart=/usr/local/bin/${kebab(slug(s.p))}-sync --loop`,
        'Restart=on-failure',
      ].join('\n');
    },
  },
  {
    name: 'gitlab-ci',
    ok: isTokOrUrl,
    render: (r, s) => {
      const vars = s.entries.map((e) => `  ${e.key}: ${quoteYaml(r, e.value)}`);
      return [
        'variables:',
        ...vars,
        '',
        `sync-${kebab(slug(s.p))}:`,
        '  stage: deploy',
        '  script:',
        `    - ./bin/sync ${slug(s.p)}`,
      ].join('\n');
    },
  },
  {
    name: 'webhook-call',
    ok: (s) => s.type === 'url',
    render: (r, s) =>
      r.pick([
        () =>
          `await fetch('${s.value}', {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json' },\n  body: JSON.stringify({ text: summary }),\n});`,
        () =>
          `curl -X POST -H 'Content-Type: application/json' \\\n  -d '{"text":"Release ${r.int(9)}.${r.int(20)} is live"}' \\\n  '${s.value}'`,
        () =>
          `requests.post(\n    "${s.value}",\n    json={"event": "${r.pick(['candidate.hired', 'form.submitted', 'meeting.ended'])}", "id": ${digits(r, 6)}},\n    timeout=5,\n)`,
      ])(),
  },
  {
    name: 'pem-file',
    ok: (s) => s.type === 'pem',
    render: (r, s) =>
      r.chance(0.5)
        ? `$ cat ${kebab(slug(s.p))}-${r.pick(['private', 'signing', 'deploy'])}.pem\n${s.value}`
        : s.value,
  },
  {
    name: 'pem-dotenv',
    ok: (s) => s.type === 'pem',
    render: (r, s) => `${s.key}="${s.value}"`,
  },
];
