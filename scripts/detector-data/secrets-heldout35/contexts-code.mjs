// heldout35 generic contexts (code half): render a value into a realistic excerpt.

import {
  bare,
  q,
  multi,
  yv,
  camel,
  snake,
  CLI,
  CMDS,
  authHeader,
  hdrOk,
  lineOk,
  any,
} from './context-kit.mjs';
import { HEX, uuid, isoDate, users } from './shapes.mjs';

export const GENERIC_CODE = [
  {
    rule: 'rust-const',
    fit: lineOk,
    render: (r, p, v) =>
      `// src/release.rs\nconst ${p.env}: &str = ${q(v)};\nconst ENDPOINT: &str = "https://${p.host}";`,
  },
  {
    rule: 'php-config',
    fit: lineOk,
    render: (r, p, v) =>
      `<?php\n\nreturn [\n    'endpoint' => 'https://${p.host}',\n    '${snake(p.env)}' => ${q(v, "'")},\n];`,
  },
  {
    rule: 'curl-header',
    fit: (p) => !p.url && !p.pem,
    render: (r, p, v) =>
      p.auth === 'basic-user'
        ? `curl -sS -u ${p.user}:${bare(v)} https://${p.host}${p.path}`
        : `curl -sS ${r.pick(['-X GET ', '', '--fail '])}-H "${authHeader(p, v)}" \\\n  -H "Accept: application/json" \\\n  https://${p.host}${p.path}`,
  },
  {
    rule: 'http-dump',
    fit: hdrOk,
    render: (r, p, v) =>
      [
        `> GET ${p.path} HTTP/1.1`,
        `> Host: ${p.host}`,
        `> User-Agent: ${r.pick(['curl/8.5.0', 'node-fetch/3.3.2', 'python-requests/2.32.3', 'Go-http-client/2.0'])}`,
        '> Accept: */*',
        `> ${authHeader(p, v)}`,
        '>',
        `< HTTP/1.1 ${r.pick(['200 OK', '401 Unauthorized', '403 Forbidden'])}`,
        `< x-request-id: ${uuid(r)}`,
      ].join('\n'),
  },
  {
    rule: 'fetch-call',
    fit: hdrOk,
    render: (r, p, v) => {
      const [name, ...rest] = authHeader(p, v).split(': ');
      return `const res = await fetch('https://${p.host}${p.path}', {\n  headers: {\n    '${name}': '${rest.join(': ')}',\n    'Content-Type': 'application/json',\n  },\n});`;
    },
  },
  {
    rule: 'python-requests',
    fit: hdrOk,
    render: (r, p, v) => {
      const [name, ...rest] = authHeader(p, v).split(': ');
      return `import requests\n\nresp = requests.get(\n    "https://${p.host}${p.path}",\n    headers={"${name}": "${rest.join(': ')}"},\n    timeout=30,\n)\nresp.raise_for_status()`;
    },
  },
  {
    rule: 'cli-flag',
    fit: (p) => Boolean(CLI[p.name]) && !p.pem,
    render: (r, p, v) => {
      const c = CLI[p.name];
      const s = bare(v);
      const line = c.endsWith('=')
        ? `${c}${s} ${r.pick(CMDS)}`
        : c.endsWith('<<<') || c.endsWith(':')
          ? `${c}${c.endsWith('<<<') ? ' ' : ''}${s}`
          : `${c} ${s}`;
      return `${r.pick(['$ ', '', '+ '])}${line}`;
    },
  },
  {
    rule: 'debug-log',
    fit: lineOk,
    render: (r, p, v) =>
      `${isoDate(r)} DEBUG ${r.pick(['publish', 'release', 'config', 'uploader'])}: resolved config {"endpoint":"https://${p.host}","${camel(p.env)}":"${bare(v)}","dryRun":false}\n${isoDate(r)} INFO  starting upload of ${1 + r.int(9)} artifacts`,
  },
  {
    rule: 'chat-paste',
    fit: lineOk,
    render: (r, p, v) =>
      `${r.pick(users)} ${r.pick(['10:42', '16:05', '09:13', '23:58'])}\n${r.pick([
        `@${r.pick(users)} rotated the ${p.name} token for the release job, new one: ${bare(v)}`,
        `here's the ${p.env} for staging so you can test the publish locally -> ${bare(v)}`,
        `can you add this to the CI secrets? ${p.env}=${bare(v)} (old one is dead)`,
      ])}`,
  },
  {
    rule: 'readme-snippet',
    fit: any,
    render: (r, p, v) =>
      `## ${r.pick(['Publishing', 'Releasing', 'Local setup', 'Deploying'])}\n\nSet the token before running the release script:\n\n\`\`\`bash\nexport ${p.env}=${multi(v) ? `"${v}"` : bare(v)}\n${r.pick(CMDS)}\n\`\`\``,
  },
  {
    rule: 'makefile',
    fit: lineOk,
    render: (r, p, v) =>
      `${p.env} ?= ${bare(v)}\nVERSION := $(shell git describe --tags)\n\npublish:\n\t${p.env}=$(${p.env}) ${r.pick(CMDS)}`,
  },
  {
    rule: 'powershell',
    fit: lineOk,
    render: (r, p, v) =>
      `# build/release.ps1\n$ErrorActionPreference = 'Stop'\n$env:${p.env} = ${q(v)}\n& dotnet pack -c Release -o artifacts`,
  },
  {
    rule: 'jenkinsfile',
    fit: lineOk,
    render: (r, p, v) =>
      `pipeline {\n  agent { label 'linux' }\n  environment {\n    ${p.env} = ${q(v, "'")}\n  }\n  stages {\n    stage('Publish') {\n      steps { sh '${r.pick(CMDS).replace(/"/g, '')}' }\n    }\n  }\n}`,
  },
  {
    rule: 'circleci-config',
    fit: any,
    render: (r, p, v) =>
      [
        'version: 2.1',
        'jobs:',
        '  publish:',
        '    docker:',
        `      - image: cimg/${r.pick(['node:20.11', 'python:3.12', 'go:1.23', 'openjdk:21.0'])}`,
        '    environment:',
        `      ${p.env}: ${yv(v, 6)}`,
        '    steps:',
        '      - checkout',
        `      - run: ${r.pick(CMDS)}`,
      ].join('\n'),
  },
  {
    rule: 'systemd-unit',
    fit: lineOk,
    render: (r, p, v) =>
      `# /etc/systemd/system/${r.pick(['mirror-sync', 'artifact-pruner', 'ci-agent', 'release-watcher'])}.service\n[Service]\nType=simple\nEnvironment="${p.env}=${bare(v)}"\nExecStart=/opt/ci/bin/run --config /etc/ci/agent.toml\nRestart=on-failure`,
  },
  {
    rule: 'ansible-vars',
    fit: any,
    render: (r, p, v) =>
      `# group_vars/${r.pick(['ci_runners', 'build_hosts', 'all'])}.yml\n${snake(p.env)}: ${yv(v, 0)}\nci_user: ${r.pick(users)}`,
  },
  {
    rule: 'envrc',
    fit: lineOk,
    render: (r, p, v) =>
      `# .envrc\nuse ${r.pick(['nix', 'flake', 'asdf'])}\nexport ${p.env}=${bare(v)}\ndotenv_if_exists .env.local`,
  },
  {
    rule: 'git-diff',
    fit: lineOk,
    render: (r, p, v) => {
      const f = r.pick(['.env.ci', 'ci/release.env', 'config/ci.env']);
      return `diff --git a/${f} b/${f}\nindex ${r.chars(HEX, 7)}..${r.chars(HEX, 7)} 100644\n--- a/${f}\n+++ b/${f}\n@@ -1,3 +1,4 @@\n REGISTRY=https://${p.host}\n+${p.env}=${bare(v)}\n DRY_RUN=false`;
    },
  },
  {
    rule: 'vscode-launch',
    fit: lineOk,
    render: (r, p, v) =>
      `{\n  "version": "0.2.0",\n  "configurations": [\n    {\n      "type": "node",\n      "request": "launch",\n      "name": "publish (dry run)",\n      "program": "\${workspaceFolder}/scripts/publish.mjs",\n      "env": { "${p.env}": ${q(v)} }\n    }\n  ]\n}`,
  },
  {
    rule: 'crontab',
    fit: lineOk,
    render: (r, p, v) =>
      `# m h dom mon dow command\n${r.int(60)} ${r.int(24)} * * * ${p.env}=${bare(v)} /opt/ci/bin/${r.pick(['sync-mirror', 'prune-artifacts', 'rotate-cache'])}.sh >> /var/log/ci-cron.log 2>&1`,
  },
];
