// Heldout31 renderers for requests, logs, messages and the rest: curl, raw HTTP, URLs,
// tickets, chat, SQL and PEM files.

import { camel, kebab, pascal, snake } from './helpers.mjs';
import { APPS, subOf, yamlValue, authOf, stamp } from './render-kit.mjs';

export const OTHER_RULES = [
  {
    name: 'csharp-const',
    kind: 'config',
    lang: 'cs',
    render(h, c) {
      const lines = [`internal static class ${pascal(c.prov.sec)}Settings`, '{'];
      for (const e of c.entries) {
        lines.push(
          e.raw
            ? `    public static readonly string ${pascal(subOf(c.prov, e.k))} = ${e.v};`
            : `    public const string ${pascal(subOf(c.prov, e.k))} = "${e.v}";`,
        );
      }
      lines.push('}');
      return lines.join('\n');
    },
  },
  {
    name: 'mobile-const',
    kind: 'config',
    lang: 'mobile',
    render(h, c) {
      const v = h.r.int(3);
      if (v === 0) {
        return c.entries.map((e) => `let ${camel(e.k)} = "${e.v}"`).join('\n');
      }
      if (v === 1) {
        return [
          'object Keys {',
          ...c.entries.map((e) => `    const val ${e.k} = "${e.v}"`),
          '}',
        ].join('\n');
      }
      return [
        'defaultConfig {',
        ...c.entries.map((e) => `    buildConfigField("String", "${e.k}", "\\"${e.v}\\"")`),
        '}',
      ].join('\n');
    },
  },
  {
    name: 'java-yaml-spring',
    kind: 'config',
    lang: 'props',
    render(h, c) {
      const lines = ['spring:', '  profiles: prod', `${c.prov.sec}:`];
      for (const e of c.entries) {
        lines.push(`  ${kebab(subOf(c.prov, e.k))}: ${e.raw ? e.v : yamlValue(e)}`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'gitlab-ci',
    kind: 'config',
    lang: 'yaml',
    render(h, c) {
      const lines = ['variables:'];
      for (const e of c.entries) {
        lines.push(`  ${e.k}: ${yamlValue(e)}`);
      }
      lines.push(
        '',
        'deploy:',
        '  stage: deploy',
        '  script:',
        `    - ./bin/deploy --target ${h.r.pick(APPS)}`,
      );
      return lines.join('\n');
    },
  },
  {
    name: 'paas-cli',
    kind: 'config',
    lang: 'sh',
    render(h, c) {
      const app = h.r.pick(APPS);
      const v = h.r.int(5);
      const pairs = c.entries.map(
        (e) => `${e.k}=${e.raw ? e.v : e.v.includes('$') ? `'${e.v}'` : e.v}`,
      );
      if (v === 0) {
        return `$ heroku config:set ${pairs.join(' ')} --app ${app}\nSetting ${c.entries.map((e) => e.k).join(', ')} and restarting ⬢ ${app}... done`;
      }
      if (v === 1) {
        return `fly secrets set ${pairs.join(' ')} -a ${app}`;
      }
      if (v === 2) {
        return c.entries
          .map((e) => `gh secret set ${e.k} --repo northwind/${app} --body '${e.v}'`)
          .join('\n');
      }
      if (v === 3) {
        const lits = c.entries.map((e) => `--from-literal=${kebab(subOf(c.prov, e.k))}='${e.v}'`);
        return `kubectl -n checkout create secret generic ${kebab(c.prov.sec)}-credentials \\\n  ${lits.join(' \\\n  ')}`;
      }
      return c.entries
        .map((e) => `doppler secrets set ${e.k}='${e.v}' --project ${app} --config prd`)
        .join('\n');
    },
  },
  {
    name: 'markdown-setup',
    kind: 'prose',
    lang: 'env',
    render(h, c) {
      return [
        `## ${pascal(c.prov.sec)} setup`,
        '',
        h.r.pick([
          'Add these to your `.env.local` (ask in #checkout-eng if anything is missing):',
          'For the staging → prod cutover we used the following values:',
          'Credentials for the live store (copied from the dashboard):',
        ]),
        '',
        '```',
        ...c.entries.map((e) => `${e.k}=${e.v}`),
        '```',
      ].join('\n');
    },
  },
  {
    name: 'sql-config',
    kind: 'config',
    lang: 'sql',
    render(h, c) {
      const v = h.r.int(2);
      if (v === 0) {
        const rows = c.entries.map(
          (e) =>
            `  ('default', 0, 'payment/${c.prov.sec.replace(/-/g, '_')}/${subOf(c.prov, e.k)}', '${e.v}')`,
        );
        return `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES\n${rows.join(',\n')};`;
      }
      const rows = c.entries.map((e) => `  ('${c.prov.sec}', '${snake(e.k)}', '${e.v}', NOW())`);
      return `INSERT INTO integration_settings (provider, name, value, updated_at) VALUES\n${rows.join(',\n')};`;
    },
  },
  {
    name: 'curl',
    kind: 'request',
    needsHost: true,
    render(h, c) {
      const a = authOf(c.prov, c.entries);
      const method = h.r.pick(['GET', 'POST']);
      let url = `https://${c.prov.host}${c.prov.path}`;
      const parts = [`curl -sS ${method === 'POST' ? '-X POST ' : ''}`];
      if (a.query) {
        url += `${url.includes('?') ? '&' : '?'}${a.query[0]}=${a.query[1]}`;
      }
      parts[0] += `"${url}"`;
      if (a.header) {
        parts.push(`-H "${a.header[0]}: ${a.header[1]}"`);
      }
      if (a.user !== undefined) {
        parts.push(`-u "${a.user}:${a.pass}"`);
      }
      parts.push('-H "Content-Type: application/json"');
      if (method === 'POST') {
        parts.push(`-d @${h.r.pick(['order.json', 'payload.json', 'shipment.json'])}`);
      }
      return parts.join(' \\\n  ');
    },
  },
  {
    name: 'http-request',
    kind: 'request',
    needsHost: true,
    render(h, c) {
      const a = authOf(c.prov, c.entries);
      let path = c.prov.path;
      if (a.query) {
        path += `${path.includes('?') ? '&' : '?'}${a.query[0]}=${a.query[1]}`;
      }
      const lines = [
        `${h.r.pick(['GET', 'POST'])} ${path} HTTP/1.1`,
        `Host: ${c.prov.host.split('/')[0]}`,
      ];
      let secrets = null;
      if (a.header) {
        lines.push(`${a.header[0]}: ${a.header[1]}`);
      }
      if (a.user !== undefined) {
        const b = Buffer.from(`${a.user}:${a.pass}`).toString('base64');
        lines.push(`Authorization: Basic ${b}`);
        secrets = [b];
      }
      lines.push(
        `User-Agent: ${h.r.pick(['northwind-sync/2.3.1', 'axios/1.7.2', 'Guzzle/7.8', 'python-requests/2.32.3'])}`,
      );
      lines.push('Accept: application/json');
      const text = lines.join('\n');
      return secrets ? { text, secrets } : text;
    },
  },
  {
    name: 'url-credentials',
    kind: 'request',
    needsHost: true,
    eligible: (prov, entries) =>
      (prov.auth.startsWith('query:') || prov.auth.startsWith('basic')) &&
      entries.every((e) => /^[A-Za-z0-9._~$-]*$/.test(e.v)),
    render(h, c) {
      const a = authOf(c.prov, c.entries);
      const base = `https://${c.prov.host}${c.prov.path}`;
      const url = a.query
        ? `${base}${base.includes('?') ? '&' : '?'}${a.query[0]}=${a.query[1]}`
        : `https://${encodeURIComponent(a.user).replace(/%24/g, '$')}:${a.pass}@${c.prov.host}${c.prov.path}`;
      return h.r.pick([
        `${h.r.pick(['WEBHOOK_FORWARD_URL', 'SYNC_ENDPOINT', 'UPSTREAM_URL'])}=${url}`,
        `wget -qO- '${url}'`,
        `[${stamp(h)}] GET ${url} -> 200 (${h.r.int(900) + 40}ms)`,
      ]);
    },
  },
  {
    name: 'debug-log',
    kind: 'prose',
    render(h, c) {
      const ts = stamp(h);
      if (c.prov.host && h.r.chance(0.6)) {
        const a = authOf(c.prov, c.entries);
        const headers = {};
        if (a.header) {
          headers[a.header[0]] = a.header[1];
        }
        if (a.user !== undefined) {
          const b = Buffer.from(`${a.user}:${a.pass}`).toString('base64');
          headers.Authorization = `Basic ${b}`;
          const text = `${ts} DEBUG [${c.prov.sec}-client] -> POST https://${c.prov.host}${c.prov.path} headers=${JSON.stringify(headers)}`;
          return { text, secrets: [b] };
        }
        if (a.query) {
          return `${ts} DEBUG [http] GET https://${c.prov.host}${c.prov.path}?${a.query[0]}=${a.query[1]} status=200`;
        }
        headers['Content-Type'] = 'application/json';
        return [
          `${ts} DEBUG [${c.prov.sec}-client] request`,
          `  method=POST url=https://${c.prov.host}${c.prov.path}`,
          `  headers=${JSON.stringify(headers)}`,
          `${ts.replace(/\.\d+Z/, '.9' + h.r.int(10) + h.r.int(10) + 'Z')} DEBUG [${c.prov.sec}-client] response status=${h.r.pick([200, 201, 401, 422])}`,
        ].join('\n');
      }
      const cfg = {};
      for (const e of c.entries) {
        cfg[camel(subOf(c.prov, e.k))] = e.v;
      }
      if (c.entries.some((e) => /["\\\n]/.test(e.v))) {
        return `${ts} INFO  boot: ${c.prov.sec} configured with ${c.entries.map((e) => `${e.k}=${e.v}`).join(' ')}`;
      }
      return `${ts} INFO  [config] loaded ${c.prov.sec} settings ${JSON.stringify(cfg)}`;
    },
  },
  {
    name: 'support-ticket',
    kind: 'prose',
    pem: true,
    render(h, c) {
      const opener = h.r.pick([
        'Hi team, our checkout started failing after the plugin update this morning.',
        'Hello, webhooks stopped arriving on our store since Friday (order sync is stuck).',
        'Hey! Customers get "payment declined" on every order. We did not change anything.',
        'Good morning, every call from our store to your API returns 401 since the key rotation.',
        'Hi support, we are migrating the store to a new host and the integration no longer connects.',
      ]);
      const body = c.entries.map((e) => `${e.k}=${e.v}`).join('\n');
      return [
        `Subject: ${h.r.pick(['Urgent: checkout down', 'Integration not working', 'API returns 401', 'Help with credentials'])} (ticket #${h.digits(6)})`,
        '',
        opener,
        h.r.pick([
          'Here is what we have in the config:',
          'These are the credentials we are using:',
          'Our settings, in case it helps:',
        ]),
        '',
        body,
        '',
        h.r.pick([
          'Thanks, Priya',
          'Kind regards, Tom (Northwind Outfitters)',
          'Cheers, Ana — ops lead',
          'Thanks in advance!',
        ]),
      ].join('\n');
    },
  },
  {
    name: 'chat-message',
    kind: 'prose',
    render(h, c) {
      const e = c.entries.find((x) => x.secret) ?? c.entries[c.entries.length - 1];
      const who = h.r.pick(['maria.k', 'devon', 'jlee', 'sam.ops', 'rafael']);
      const lines = [
        `[${h.r.pick(['09', '10', '14', '16'])}:${String(h.r.int(60)).padStart(2, '0')}] ${who}: ${h.r.pick(
          [
            `can someone try the ${c.prov.sec} key from prod? here:`,
            `new ${c.prov.sec} creds after the rotation`,
            `using this for the hotfix, will move it to the vault later`,
            `pasting the ${snake(e.k)} so you can reproduce locally`,
          ],
        )}`,
      ];
      for (const x of c.entries.filter((y) => y.secret)) {
        lines.push(`[..] ${who}: ${x.v}`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'dotenv-multiline',
    kind: 'config',
    pem: true,
    pemOnly: true,
    render(h, c) {
      return c.entries.map((e) => `${e.k}="${e.v}"`).join('\n');
    },
  },
  {
    name: 'pem-file',
    kind: 'config',
    pem: true,
    pemOnly: true,
    render(h, c) {
      const e = c.entries.find((x) => x.v.includes('-----BEGIN')) ?? c.entries[0];
      return [
        `$ cat ${h.r.pick(['certs/', 'config/keys/', 'secrets/'])}${kebab(c.prov.sec)}.${h.r.pick(['key', 'pem'])}`,
        e.v,
      ].join('\n');
    },
  },
];
