// Syntaxes (rules) for secrets-heldout37 (part 2 of 2).

import { env } from './values.mjs';
import { splitKey, camel, yamlScalar, tool, image } from './context-helpers.mjs';

export const CONTEXTS_2 = {
  'compose-env': {
    render(r, c) {
      const { section } = splitKey(c.key);
      const lines = ['services:', `  ${section}:`, `    image: ${image(r)}`, '    environment:'];
      for (const [k, v] of c.entries) {
        lines.push(`      ${k}: ${yamlScalar(v, 8)}`);
      }
      lines.push('    ports:', `      - "${r.pick(['8080:8080', '3000:3000', '9091:9091'])}"`);
      return lines.join('\n');
    },
  },
  'gitlab-ci': {
    render(r, c) {
      const lines = ['variables:'];
      for (const [k, v] of c.entries) {
        lines.push(`  ${k}: "${v}"`);
      }
      lines.push(
        '',
        `${r.pick(['sync', 'deploy', 'e2e'])}:`,
        '  stage: deploy',
        '  script:',
        `    - ${tool(r)}`,
      );
      return lines.join('\n');
    },
  },
  'helm-values': {
    pem: true,
    render(r, c) {
      const { section } = splitKey(c.key);
      const lines = [`# values-${env(r)}.yaml`, `${camel(section)}:`, '  enabled: true'];
      for (const [k, v] of c.entries) {
        lines.push(`  ${camel(splitKey(k).sub)}: ${yamlScalar(v, 4)}`);
      }
      lines.push('  existingSecret: ""');
      return lines.join('\n');
    },
  },
  powershell: {
    render(r, c) {
      const lines = ['# login.ps1'];
      for (const [k, v] of c.entries) {
        lines.push(
          r.chance(0.6)
            ? `$env:${k} = '${v}'`
            : `[Environment]::SetEnvironmentVariable('${k}', '${v}', 'User')`,
        );
      }
      lines.push(`& .\\${r.pick(['Sync-AzureAdUsers.ps1', 'Connect-Idp.ps1', 'Deploy.ps1'])}`);
      return lines.join('\n');
    },
  },
  'rust-const': {
    render(r, c) {
      return c.entries.map(([k, v]) => `pub const ${k}: &str = "${v}";`).join('\n');
    },
  },
  'systemd-unit': {
    render(r, c) {
      const { section } = splitKey(c.key);
      const lines = [
        '[Unit]',
        `Description=${section} ${r.pick(['sync agent', 'auth proxy', 'connector'])}`,
        '',
        '[Service]',
      ];
      for (const [k, v] of c.entries) {
        lines.push(`Environment="${k}=${v}"`);
      }
      lines.push(`ExecStart=/usr/local/bin/${section}-agent`, 'Restart=always');
      return lines.join('\n');
    },
  },
  'ansible-vars': {
    pem: true,
    render(r, c) {
      const lines = ['---', `# group_vars/${r.pick(['all', 'idp', 'bastion', 'prod'])}.yml`];
      for (const [k, v] of c.entries) {
        lines.push(`${k.toLowerCase()}: ${yamlScalar(v, 2)}`);
      }
      return lines.join('\n');
    },
  },
  'readme-snippet': {
    render(r, c) {
      const list = c.entries.map(([k, v]) => `${k}=${v}`).join('\n');
      return [
        `## ${r.pick(['Local setup', 'Running the sync job', 'Connecting to the IdP'])}`,
        '',
        `Copy these into \`.env.local\` (${r.pick(['ask #identity for access', 'these are the shared team values', 'works against the staging tenant'])}):`,
        '',
        '```',
        list,
        '```',
      ].join('\n');
    },
  },
};
