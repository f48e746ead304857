// More renderers of the fourth held-out secrets set: HTTP, URLs, infrastructure, CI, logs,
// docs and the less common places where credentials end up.

import { keyName } from './values.mjs';

const n = (c, style) => keyName(c.words, style);
const headerFor = (r, c) =>
  r.pick([
    `Authorization: Bearer ${c.value}`,
    `X-API-Key: ${c.value}`,
    `X-Auth-Token: ${c.value}`,
    `${keyName(c.slug + ' key', 'title').replace(/ /g, '-')}: ${c.value}`,
    `Authorization: Token ${c.value}`,
    `Api-Key: ${c.value}`,
  ]);

export const RENDERERS2 = {
  curl(r, creds) {
    const c = creds[0];
    return `curl -sS -X ${r.pick(['GET', 'POST'])} "https://${c.host}/v${1 + r.int(3)}/${r.pick(['accounts', 'jobs', 'items', 'me'])}" \\\n  -H "${headerFor(r, c)}" \\\n  -H "Content-Type: application/json"\n`;
  },
  httpDump(r, creds) {
    const c = creds[0];
    return `POST /api/${r.pick(['v1', 'v2', '2024-01'])}/events HTTP/1.1\nHost: ${c.host}\nUser-Agent: ${r.pick(['okhttp/4.12.0', 'python-requests/2.31.0', 'Go-http-client/2.0'])}\n${headerFor(r, c)}\nContent-Type: application/json\nContent-Length: ${40 + r.int(400)}\n\n{"event":"sync","batch":${r.int(90)}}\n`;
  },
  urlQuery(r, creds) {
    const c = creds[0];
    const param = r.pick(['api_key', 'key', 'token', 'access_token', 'apikey', 'appid', 'auth']);
    return `Fetching ${r.pick(['forecast', 'geocode', 'page 3', 'export'])}...\nGET https://${c.host}/v1/${r.pick(['search', 'data', 'lookup'])}?q=berlin&${param}=${c.value}&format=json -> 200 (${20 + r.int(400)} ms)\n`;
  },
  terraform(r, creds) {
    const c = creds[0];
    const block = r.chance(0.5)
      ? `provider "${c.slug.split('-')[0]}" {\n  ${n(c, 'snake')} = "${c.value}"\n  region = "eu-central"\n}`
      : `variable "${n(c, 'snake')}" {\n  type      = string\n  sensitive = true\n  default   = "${c.value}"\n}`;
    return `terraform {\n  required_version = ">= 1.5"\n}\n\n${block}\n`;
  },
  githubActions(r, creds) {
    const lines = creds.map((c) => `      ${n(c, 'screaming')}: ${c.value}`);
    return `name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n${lines.join('\n')}\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./scripts/deploy.sh\n`;
  },
  gitlabCi(r, creds) {
    const lines = creds.map((c) => `  ${n(c, 'screaming')}: "${c.value}"`);
    return `stages: [test, release]\n\nvariables:\n  NODE_VERSION: "20"\n${lines.join('\n')}\n\nrelease:\n  stage: release\n  script:\n    - make release\n`;
  },
  logLine(r, creds) {
    const c = creds[0];
    const ts = `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:07.${r.int(900) + 100}Z`;
    const msg = r.pick([
      `DEBUG http.client request headers={'${headerFor(r, c).replace(': ', "': '")}'}`,
      `INFO  ${c.slug} client initialised with ${n(c, 'snake')}=${c.value}`,
      `WARN  retrying ${c.host} (attempt 2/5) ${n(c, 'camel')}="${c.value}"`,
    ]);
    return `${ts} INFO  worker started pid=${1000 + r.int(30000)}\n${ts} ${msg}\n${ts} INFO  connected in ${r.int(900)}ms\n`;
  },
  markdown(r, creds) {
    const c = creds[0];
    return `## Setting up ${keyName(c.slug, 'title')}\n\n1. Ask Maria for access to the shared vault.\n2. Put the key in your shell profile:\n\n\`\`\`bash\nexport ${n(c, 'screaming')}=${c.value}\n\`\`\`\n\n3. Run \`make dev\`.\n`;
  },
  dockerfile(r, creds) {
    const kw = r.pick(['ENV', 'ARG']);
    const lines = creds.map((c) => `${kw} ${n(c, 'screaming')}=${c.value}`);
    return `FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev\n${lines.join('\n')}\nCOPY . .\nCMD ["node", "server.js"]\n`;
  },
  codeComment(r, creds) {
    const c = creds[0];
    return r.pick([
      `function connect() {\n  // old ${keyName(c.words, 'title')}: ${c.value} (rotate later)\n  return client.connect(process.env.${n(c, 'screaming')});\n}\n`,
      `def sync():\n    # TODO(jan): remove before merge -> ${c.value}\n    key = os.environ["${n(c, 'screaming')}"]\n    return push(key)\n`,
      `/*\n * Works with the sandbox account.\n * ${n(c, 'camel')} = ${c.value}\n */\nexport async function handler(event) {\n  return process(event);\n}\n`,
    ]);
  },
  testFixture(r, creds) {
    const c = creds[0];
    return `import { describe, it, expect } from 'vitest';\nimport { signRequest } from '../src/sign';\n\nconst ${n(c, 'camel')} = '${c.value}';\n\ndescribe('signRequest', () => {\n  it('adds the auth header', () => {\n    const req = signRequest({ url: '/v1/me' }, ${n(c, 'camel')});\n    expect(req.headers).toHaveProperty('authorization');\n  });\n});\n`;
  },
  ciLog(r, creds) {
    const c = creds[0];
    return `##[group]Run ./scripts/publish.sh\n./scripts/publish.sh\nshell: /usr/bin/bash -e {0}\n##[endgroup]\n+ echo "using ${n(c, 'screaming')}=${c.value}"\nusing ${n(c, 'screaming')}=${c.value}\n+ ./publish --target https://${c.host}\nPublished 14 artifacts.\n`;
  },
  stackTrace(r, creds) {
    const c = creds[0];
    return `Traceback (most recent call last):\n  File "/srv/app/jobs/sync.py", line ${20 + r.int(200)}, in run\n    resp = client.get(url, headers=headers)\n  File "/srv/app/lib/http.py", line 88, in get\n    raise AuthError(f"rejected {key!r} by {host}")\napp.lib.http.AuthError: rejected '${c.value}' by ${c.host}\n`;
  },
  notebook(r, creds) {
    const c = creds[0];
    const cell = {
      cell_type: 'code',
      execution_count: 1 + r.int(20),
      metadata: {},
      outputs: [],
      source: [
        `import ${c.slug.replace(/-/g, '_')}\n`,
        `${n(c, 'snake')} = "${c.value}"\n`,
        `client = ${c.slug.replace(/-/g, '_')}.Client(${n(c, 'snake')})`,
      ],
    };
    return (
      JSON.stringify(
        {
          cells: [cell],
          metadata: { kernelspec: { name: 'python3' } },
          nbformat: 4,
          nbformat_minor: 5,
        },
        null,
        1,
      ) + '\n'
    );
  },
  sql(r, creds) {
    const c = creds[0];
    return `-- seed integrations for staging copy\nINSERT INTO integrations (id, provider, ${n(c, 'snake')}, created_at)\nVALUES (${1 + r.int(400)}, '${c.slug}', '${c.value}', NOW());\n`;
  },
  crontab(r, creds) {
    const c = creds[0];
    return `# m h dom mon dow command\n*/${5 + r.int(10)} * * * * /usr/local/bin/backup.sh >/dev/null 2>&1\n${r.int(60)} ${r.int(24)} * * * curl -fsS "https://${c.host}/ping?token=${c.value}" >/dev/null\n`;
  },
  powershell(r, creds) {
    const lines = creds.map((c) => `$env:${n(c, 'screaming')} = "${c.value}"`);
    return `# dev.ps1\n${lines.join('\n')}\ndotnet run --project src/Api\n`;
  },
  helmValues(r, creds) {
    const lines = creds.map((c) => `    ${n(c, 'camel')}: ${c.value}`);
    return `replicaCount: 2\nimage:\n  repository: registry.example.com/api\n  tag: "4.2.0"\nsecrets:\n  integrations:\n${lines.join('\n')}\n`;
  },
  ansible(r, creds) {
    const lines = creds.map((c) => `${n(c, 'snake')}: "${c.value}"`);
    return `---\n# group_vars/prod.yml\nntp_server: ntp.example.org\n${lines.join('\n')}\n`;
  },
  nginx(r, creds) {
    const c = creds[0];
    return `location /upstream/ {\n    proxy_pass https://${c.host}/;\n    proxy_set_header X-Api-Key "${c.value}";\n    proxy_set_header Host ${c.host};\n}\n`;
  },
  systemd(r, creds) {
    const lines = creds.map((c) => `Environment="${n(c, 'screaming')}=${c.value}"`);
    return `[Unit]\nDescription=Sync worker\n\n[Service]\nExecStart=/opt/sync/bin/worker\n${lines.join('\n')}\nRestart=always\n`;
  },
  slackPaste(r, creds) {
    const c = creds[0];
    return `**${r.pick(['Jonas', 'Priya', 'Lea', 'Tomás'])}** 10:42\n${r.pick(['hier der neue Schlüssel', 'new key for staging', 'voici la clé'])}: \`${c.value}\`\n**bot** 10:43\n:eyes:\n`;
  },
  handover(r, creds) {
    const label = r.pick([
      ['Zugangsdaten', 'Schlüssel', 'Übergabe'],
      ['Accès', 'clé', 'Passation'],
      ['Credenciales', 'clave', 'Traspaso'],
      ['Access', 'key', 'Handover'],
    ]);
    const lines = creds.map((c) => `- ${keyName(c.words, 'title')} (${label[1]}): ${c.value}`);
    return `### ${label[0]} ${keyName(creds[0].slug, 'title')}\n\n${label[2]} ${2020 + r.int(5)}:\n${lines.join('\n')}\n- Dashboard: https://${creds[0].host}\n`;
  },
};
