// Syntaxes (rules) for secrets-heldout37 (part 1 of 2).

import { slug, env, person } from './values.mjs';
import {
  splitKey,
  camel,
  pascal,
  kebab,
  isMultiline,
  shq,
  groups,
  yamlScalar,
  comment,
  tool,
  image,
} from './context-helpers.mjs';

export const CONTEXTS_1 = {
  dotenv: {
    pem: true,
    render(r, c) {
      const q = r.pick(['', '', '"']);
      const lines = [`# ${comment(r, c)}`];
      for (const [k, v] of c.entries) {
        if (isMultiline(v)) {
          lines.push(`${k}="${v}"`);
        } else {
          lines.push(`${k}=${v === c.value ? q + v + q : v}`);
        }
      }
      if (r.chance(0.5)) {
        lines.unshift(`NODE_ENV=${r.pick(['production', 'development'])}`, '');
      }
      return lines.join('\n');
    },
  },
  'yaml-config': {
    pem: true,
    render(r, c) {
      const out = [];
      if (r.chance(0.5)) {
        out.push('server:', `  port: ${r.pick([8080, 3000, 9000])}`);
      }
      for (const [section, items] of groups(c.entries)) {
        out.push(`${section}:`);
        for (const [k, v] of items) {
          out.push(`  ${k}: ${yamlScalar(v, 4)}`);
        }
      }
      return out.join('\n');
    },
  },
  'json-config': {
    pem: true,
    render(r, c) {
      const obj = {};
      for (const [section, items] of groups(c.entries)) {
        obj[camel(section)] = Object.fromEntries(items.map(([k, v]) => [camel(k), v]));
      }
      if (r.chance(0.4)) {
        obj.logLevel = r.pick(['info', 'debug', 'warn']);
      }
      return JSON.stringify(obj, null, 2);
    },
  },
  'toml-config': {
    pem: true,
    render(r, c) {
      const out = [];
      if (r.chance(0.4)) {
        out.push(`title = "${slug(r)}-${r.pick(['gateway', 'api', 'worker'])}"`, '');
      }
      for (const [section, items] of groups(c.entries)) {
        out.push(`[${section}]`);
        for (const [k, v] of items) {
          out.push(isMultiline(v) ? `${k} = """\n${v}\n"""` : `${k} = "${v}"`);
        }
        out.push('');
      }
      return out.join('\n').trimEnd();
    },
  },
  'ini-config': {
    render(r, c) {
      const out = [];
      for (const [section, items] of groups(c.entries)) {
        out.push(`[${section}]`);
        for (const [k, v] of items) {
          out.push(`${k} = ${v}`);
        }
        out.push('');
      }
      return out.join('\n').trimEnd();
    },
  },
  'xml-config': {
    render(r, c) {
      if (r.chance(0.5)) {
        const adds = c.entries.map(([k, v]) => {
          const { section, sub } = splitKey(k);
          return `    <add key="${pascal(section)}:${pascal(sub)}" value="${v}" />`;
        });
        return [
          '<configuration>',
          '  <appSettings>',
          ...adds,
          '  </appSettings>',
          '</configuration>',
        ].join('\n');
      }
      const props = c.entries.map(([k, v]) => {
        const { sub } = splitKey(k);
        return `  <property name="${camel(sub)}" value="${v}"/>`;
      });
      return [
        `<bean id="${camel(splitKey(c.key).section)}Client" class="com.${slug(r)}.auth.ClientConfig">`,
        ...props,
        '</bean>',
      ].join('\n');
    },
  },
  'hcl-terraform': {
    pem: true,
    render(r, c) {
      const { section } = splitKey(c.key);
      const lines = c.entries.map(([k, v]) => {
        const { sub } = splitKey(k);
        return isMultiline(v) ? `  ${sub} = <<-EOT\n${v}\nEOT` : `  ${sub} = "${v}"`;
      });
      if (r.chance(0.5)) {
        return [
          `module "${section}_sso" {`,
          `  source = "./modules/${section}"`,
          ...lines,
          '}',
        ].join('\n');
      }
      return [`# terraform.tfvars (${env(r)})`, ...lines.map((l) => l.slice(2))].join('\n');
    },
  },
  'shell-export': {
    pem: true,
    render(r, c) {
      const lines = ['#!/usr/bin/env bash', 'set -euo pipefail', ''];
      for (const [k, v] of c.entries) {
        if (isMultiline(v)) {
          lines.push(`export ${k}="$(cat <<'EOF'\n${v}\nEOF\n)"`);
        } else {
          lines.push(`export ${k}=${r.chance(0.5) ? `'${v}'` : `"${v}"`}`);
        }
      }
      lines.push('', tool(r));
      return lines.join('\n');
    },
  },
  'dockerfile-env': {
    render(r, c) {
      const lines = [`FROM ${image(r)}`, 'WORKDIR /app', 'COPY . .'];
      for (const [k, v] of c.entries) {
        lines.push(r.chance(0.3) ? `ENV ${k}="${v}"` : `ENV ${k}=${v}`);
      }
      lines.push(
        `CMD ["${r.pick(['node', 'python', './server'])}", "${r.pick(['server.js', 'main.py', '--port=8080'])}"]`,
      );
      return lines.join('\n');
    },
  },
  'gha-workflow-env': {
    render(r, c) {
      const lines = [
        `name: ${r.pick(['deploy', 'sync-users', 'e2e-login', 'release'])}`,
        'on:',
        '  push:',
        '    branches: [main]',
        'jobs:',
        `  ${r.pick(['deploy', 'sync', 'test'])}:`,
        '    runs-on: ubuntu-latest',
        '    env:',
      ];
      for (const [k, v] of c.entries) {
        lines.push(`      ${k}: ${yamlScalar(v, 8)}`);
      }
      lines.push('    steps:', '      - uses: actions/checkout@v4', `      - run: ${tool(r)}`);
      return lines.join('\n');
    },
  },
  'k8s-secret': {
    pem: true,
    render(r, c) {
      const { section } = splitKey(c.key);
      const lines = [
        'apiVersion: v1',
        'kind: Secret',
        'metadata:',
        `  name: ${section}-credentials`,
        `  namespace: ${r.pick(['auth', 'identity', 'platform', 'default'])}`,
        'type: Opaque',
        'stringData:',
      ];
      for (const [k, v] of c.entries) {
        lines.push(`  ${k}: ${yamlScalar(v, 4)}`);
      }
      return lines.join('\n');
    },
  },
  'python-settings': {
    pem: true,
    render(r, c) {
      const lines = [r.pick(['# settings/production.py', 'import os', '# config.py']), ''];
      for (const [k, v] of c.entries) {
        if (isMultiline(v)) {
          lines.push(`${k} = """${v}"""`);
        } else if (r.chance(0.4)) {
          lines.push(`${k} = os.environ.get("${k}", "${v}")`);
        } else {
          lines.push(`${k} = "${v}"`);
        }
      }
      return lines.join('\n');
    },
  },
  'js-config': {
    pem: true,
    render(r, c) {
      const { section } = splitKey(c.key);
      const props = c.entries.map(([k, v]) => {
        const { sub } = splitKey(k);
        return isMultiline(v) ? `  ${camel(sub)}: \`${v}\`,` : `  ${camel(sub)}: '${v}',`;
      });
      if (r.chance(0.5)) {
        return [`export const ${camel(section)}Config = {`, ...props, '};'].join('\n');
      }
      return [
        `import { createClient } from '${r.pick(['@acme/auth', './lib/idp', '../sdk'])}';`,
        '',
        `const ${camel(section)} = createClient({`,
        ...props,
        '});',
      ].join('\n');
    },
  },
  'go-const': {
    pem: true,
    render(r, c) {
      const lines = [`package ${r.pick(['config', 'auth', 'main'])}`, '', 'const ('];
      for (const [k, v] of c.entries) {
        const name = camel(k.toLowerCase());
        lines.push(isMultiline(v) ? `\t${name} = \`${v}\`` : `\t${name} = "${v}"`);
      }
      lines.push(')');
      return lines.join('\n');
    },
  },
  'java-properties': {
    render(r, c) {
      const lines = [`# application-${env(r)}.properties`];
      for (const [k, v] of c.entries) {
        const { section, sub } = splitKey(k);
        lines.push(`${section}.${kebab(sub)}=${v}`);
      }
      return lines.join('\n');
    },
  },
  'dotnet-appsettings': {
    pem: true,
    render(r, c) {
      const obj = { Logging: { LogLevel: { Default: 'Information' } } };
      for (const [section, items] of groups(c.entries)) {
        obj[pascal(section)] = Object.fromEntries(items.map(([k, v]) => [pascal(k), v]));
      }
      return JSON.stringify(obj, null, 2);
    },
  },
  'ruby-config': {
    pem: true,
    render(r, c) {
      const lines = [`# config/initializers/${splitKey(c.key).section}.rb`];
      for (const [k, v] of c.entries) {
        const { section, sub } = splitKey(k);
        if (isMultiline(v)) {
          lines.push(`${section.toUpperCase()}_${sub.toUpperCase()} = <<~PEM\n${v}\nPEM`);
        } else if (r.chance(0.5)) {
          lines.push(`ENV['${k}'] ||= '${v}'`);
        } else {
          lines.push(`Rails.application.config.x.${section}.${sub} = '${v}'`);
        }
      }
      return lines.join('\n');
    },
  },
  'php-config': {
    render(r, c) {
      const { section } = splitKey(c.key);
      const lines = ['<?php', '', 'return [', `    '${section}' => [`];
      for (const [k, v] of c.entries) {
        lines.push(`        '${splitKey(k).sub}' => '${v}',`);
      }
      lines.push('    ],', '];');
      return lines.join('\n');
    },
  },
  'docker-run': {
    render(r, c) {
      const flags = c.entries.map(([k, v]) => `  -e ${k}=${shq(v)} \\`);
      return [
        `docker run -d --name ${splitKey(c.key).section}-${r.pick(['sync', 'proxy', 'api'])} \\`,
        ...flags,
        `  ${slug(r)}/${r.pick(['gateway', 'scim-bridge', 'auth-api'])}:${r.int(9)}.${r.int(20)}.${r.int(10)}`,
      ].join('\n');
    },
  },
  'helm-set': {
    render(r, c) {
      const sets = c.entries.map(([k, v]) => {
        const { section, sub } = splitKey(k);
        return `  --set ${section}.${camel(sub)}=${shq(v)} \\`;
      });
      return [
        `helm upgrade --install ${splitKey(c.key).section} ./charts/${r.pick(['auth', 'gateway', 'sso'])} \\`,
        `  --namespace ${r.pick(['auth', 'identity'])} \\`,
        ...sets,
        '  --wait',
      ].join('\n');
    },
  },
  'app-log': {
    render(r, c) {
      const ts = `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}Z`;
      const fields = c.entries.map(([k, v]) => `${camel(splitKey(k).sub)}=${v}`).join(' ');
      return [
        `${ts} INFO  boot: loading ${splitKey(c.key).section} settings from environment`,
        `${ts} DEBUG config: ${fields}`,
        `${ts} INFO  server listening on :${r.pick([8080, 3000, 8443])}`,
      ].join('\n');
    },
  },
  'chat-message': {
    render(r, c) {
      const who = person(r);
      const list = c.entries.map(([k, v]) => `${k}=${v}`).join('\n');
      return r.pick([
        `${who}: here are the ${env(r)} creds for the ${c.p.name} integration, pls don't share\n\`\`\`\n${list}\n\`\`\``,
        `@${person(r)} can you try with these?\n${list}\nthanks - ${who}`,
        `[${who}] ${c.p.name} login still failing for me. using:\n${list}`,
      ]);
    },
  },
};
