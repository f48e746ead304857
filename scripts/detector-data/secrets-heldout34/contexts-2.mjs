// Generic syntaxes for secrets-heldout34, part 2: code, CI, prose and service files.
import { upperSnake, kebab, purpose, authHeader, apiPath, hostOf, stamp } from './contexts-kit.mjs';

export const TEMPLATES_2 = [
  {
    name: 'cli-flag',
    fits: (p) => p.kind !== 'password',
    q: (r, s) => (r.chance(0.5) ? s : `'${s}'`),
    ref: (r, c) => `"$${c.main.key}"`,
    render: (r, c) => {
      const tool = c.cli || `${kebab(c.slug)}-cli`;
      return `$ ${tool} ${r.pick(['login', 'configure', 'auth login', 'sync run'])} --${kebab(c.main.field)} ${c.main.v}${r.chance(0.5) ? ` --profile ${r.pick(['prod', 'default', 'analytics'])}` : ''}`;
    },
  },
  {
    name: 'curl-header',
    fits: (p) => p.kind !== 'password' && !!p.auth && p.auth !== 'basic',
    q: (r, s) => s,
    ref: (r, c) => `$${c.main.key}`,
    render: (r, c) =>
      `curl -sS ${r.pick(['', '-X POST '])}"https://${hostOf(c)}${apiPath(r)}" \\\n  -H "${authHeader(c, c.main.v)}" \\\n  -H "Content-Type: application/json"`,
  },
  {
    name: 'log-line',
    q: (r, s) => s,
    ref: null,
    render: (r, c) =>
      r.pick([
        `${stamp(r)} DEBUG ${c.slug}.client loaded settings from env: ${c.main.field}=${c.main.v} retries=3`,
        `[${stamp(r)}] INFO  worker-${r.int(8)} using ${c.svc} credential ${c.main.key}=${c.main.v}`,
        `${stamp(r)} level=debug msg="config resolved" source=env key=${c.main.key} value=${c.main.v}`,
      ]),
  },
  {
    name: 'chat-message',
    q: (r, s) => (r.chance(0.5) ? `\`${s}\`` : s),
    ref: null,
    render: (r, c) =>
      r.pick([
        `@${r.pick(['maria', 'dev', 'sam', 'li'])} here's the ${c.svc} ${c.main.field.replace(/_/g, ' ')} for the ${purpose(r, c)}: ${c.main.v}\nplease move it into the vault once you're done`,
        `> can someone share the ${c.main.key}? the job is failing\nsure, use ${c.main.v} for now, I'll rotate it on Monday`,
        `FYI new ${c.svc} ${c.main.field.replace(/_/g, ' ')}: ${c.main.v} (old one expires ${r.pick(['tonight', 'Friday', 'end of sprint'])})`,
      ]),
  },
  {
    name: 'notebook-cell',
    q: (r, s) => `'${s}'`,
    ref: (r, c) =>
      r.pick([
        `dbutils.secrets.get(scope='${kebab(c.slug)}', key='${kebab(c.main.field)}')`,
        `os.environ['${c.main.key}']`,
        `getpass.getpass('${c.main.field}: ')`,
      ]),
    render: (r, c) => {
      const lines = [
        'import os',
        ...c.entries.map((e) => `${e.key} = ${e.v}`),
        r.pick([
          'df = spark.read.table("raw.events")',
          'client = connect()',
          'print("configured")',
        ]),
      ];
      const src = lines
        .map((l, i) => `    ${JSON.stringify(i < lines.length - 1 ? `${l}\n` : l)}`)
        .join(',\n');
      return `  {\n   "cell_type": "code",\n   "execution_count": ${1 + r.int(40)},\n   "metadata": {},\n   "outputs": [],\n   "source": [\n${src}\n   ]\n  }`;
    },
  },
  {
    name: 'runbook-md',
    q: (r, s) => s,
    ref: (r, c) => `$(vault kv get -field=${c.main.field} secret/${kebab(c.slug)})`,
    render: (r, c) =>
      [
        `## ${r.pick(['Restoring', 'Re-running', 'Debugging', 'Rotating'])} the ${c.svc} ${purpose(r, c)}`,
        '',
        `1. Export the credentials (on-call only):`,
        '',
        '```bash',
        ...c.entries.map((e) => `export ${e.key}=${e.v}`),
        '```',
        '',
        `2. Re-run the job and watch the ${r.pick(['Grafana', 'Datadog', 'Airflow'])} dashboard.`,
      ].join('\n'),
  },
  {
    name: 'xml-config',
    q: (r, s) => s,
    ref: (r, c) => `\${${c.main.key}}`,
    render: (r, c) =>
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<configuration>',
        '  <appSettings>',
        ...c.entries.map(
          (e) => `    <add key="${c.svc.replace(/[^A-Za-z]/g, '')}:${e.camel}" value="${e.v}" />`,
        ),
        '  </appSettings>',
        '</configuration>',
      ].join('\n'),
  },
  {
    name: 'github-actions-env',
    q: (r, s) => s,
    ref: (r, c) => `\${{ secrets.${c.main.key} }}`,
    render: (r, c) =>
      [
        `name: ${r.pick(['nightly-sync', 'dbt-prod', 'migrate', 'publish'])}`,
        'on:',
        '  schedule:',
        `    - cron: "${r.int(59)} ${r.int(23)} * * *"`,
        'jobs:',
        '  run:',
        '    runs-on: ubuntu-latest',
        '    env:',
        ...c.entries.map((e) => `      ${e.key}: ${e.v}`),
        '    steps:',
        '      - uses: actions/checkout@v4',
        `      - run: ${r.pick(['make sync', 'dbt build --target prod', 'python -m jobs.run'])}`,
      ].join('\n'),
  },
  {
    name: 'powershell',
    q: (r, s) => `"${s}"`,
    ref: (r, c) => `(Get-Secret -Name '${c.main.key}' -AsPlainText)`,
    render: (r, c) =>
      [
        `# ${c.svc} (${purpose(r, c)})`,
        ...c.entries.map((e) => `$env:${e.key} = ${e.v}`),
        r.pick(['.\\Invoke-Sync.ps1 -Environment prod', 'python .\\extract.py']),
      ].join('\n'),
  },
  {
    name: 'ruby-config',
    q: (r, s) => `"${s}"`,
    ref: (r, c) => `ENV.fetch("${c.main.key}")`,
    render: (r, c) =>
      [
        `${upperSnake(c.slug)}_CONFIG = {`,
        ...c.entries.map((e) => `  ${e.field}: ${e.v},`),
        '}.freeze',
      ].join('\n'),
  },
  {
    name: 'csharp-source',
    q: (r, s) => `"${s}"`,
    ref: (r, c) => `Environment.GetEnvironmentVariable("${c.main.key}")`,
    render: (r, c) =>
      [
        `internal static class ${c.svc.replace(/[^A-Za-z]/g, '')}Settings`,
        '{',
        ...c.entries.map(
          (e) =>
            `    public static readonly string ${e.camel[0].toUpperCase()}${e.camel.slice(1)} = ${e.v};`,
        ),
        '}',
      ].join('\n'),
  },
  {
    name: 'rust-source',
    q: (r, s) => `"${s}"`,
    ref: null,
    render: (r, c) =>
      [`// ${c.svc}`, ...c.entries.map((e) => `const ${e.key}: &str = ${e.v};`)].join('\n'),
  },
  {
    name: 'php-config',
    q: (r, s) => `'${s}'`,
    ref: (r, c) => `env('${c.main.key}')`,
    render: (r, c) =>
      [
        '<?php',
        '',
        'return [',
        `    '${c.slug}' => [`,
        ...c.entries.map((e) => `        '${e.field}' => ${e.v},`),
        '    ],',
        '];',
      ].join('\n'),
  },
  {
    name: 'systemd-unit',
    q: (r, s) => s,
    ref: null,
    render: (r, c) =>
      [
        '[Unit]',
        `Description=${c.svc} ${purpose(r, c)}`,
        '',
        '[Service]',
        'Type=oneshot',
        ...c.entries.map((e) => `Environment="${e.key}=${e.v}"`),
        `ExecStart=/opt/${kebab(c.slug)}/bin/run`,
      ].join('\n'),
  },
];
