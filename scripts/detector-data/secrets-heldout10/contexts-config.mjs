// Positive templates (config files and code): each takes a record context `x` and returns
// the text; the record's secrets are the values of x's secret fields found in that text.

const q = (value) => (/\s/.test(value) ? `"${value}"` : value);
const lines = (x, style, fmt) => x.fields.map((f) => fmt(x.nm(f, style), f.value)).join('\n');

export const CONFIG_TEMPLATES = {
  dotenv: (x) =>
    `# ${x.svc} (${x.env})\nNODE_ENV=${x.env}\nLOG_LEVEL=info\n${lines(x, 'SCREAM', (n, v) => `${n}=${q(v)}`)}\nPORT=${3000 + x.r.int(900)}\n`,
  json: (x) => {
    const body = lines(
      x,
      x.r.pick(['camel', 'snake']),
      (n, v) => `    "${n}": ${JSON.stringify(v)},`,
    );
    return `{\n  "service": "${x.svc}",\n  "${x.p.slug.replace(/-/g, '_')}": {\n${body}\n    "timeoutMs": 5000\n  }\n}\n`;
  },
  yaml: (x) =>
    `${x.svc}:\n  environment: ${x.env}\n  ${x.p.slug}:\n${lines(x, x.r.pick(['snake', 'kebab']), (n, v) => `    ${n}: ${x.r.chance(0.5) ? `"${v}"` : q(v)}`)}\n    retries: 3\n`,
  compose: (x) =>
    `services:\n  ${x.svc}:\n    image: registry.internal/${x.svc}:${x.r.int(9)}.${x.r.int(20)}.${x.r.int(9)}\n    restart: unless-stopped\n    environment:\n${lines(x, 'SCREAM', (n, v) => `      - ${n}=${v}`)}\n      - TZ=UTC\n`,
  k8s: (x) =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${x.svc}-${x.p.slug}\n  namespace: ${x.env}\ntype: Opaque\nstringData:\n${lines(x, 'SCREAM', (n, v) => `  ${n}: "${v}"`)}\n`,
  toml: (x) =>
    `[server]\nbind = "0.0.0.0:${8000 + x.r.int(99)}"\n\n[${x.p.slug.replace(/-/g, '_')}]\n${lines(x, 'snake', (n, v) => `${n} = "${v}"`)}\nenabled = true\n`,
  ini: (x) =>
    `; ${x.p.label} integration\n[${x.p.slug}]\n${lines(x, x.r.pick(['snake', 'pascal']), (n, v) => `${n} = ${v}`)}\nverify_ssl = true\n`,
  properties: (x) =>
    `# ${x.svc} ${x.env}\nspring.application.name=${x.svc}\nserver.port=8080\n${lines(x, 'dotted', (n, v) => `${n}=${v}`)}\n`,
  xml: (x) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n${lines(x, 'pascal', (n, v) => `    <add key="${n}" value="${v}" />`)}\n    <add key="Environment" value="${x.env}" />\n  </appSettings>\n</configuration>\n`,
  python: (x) =>
    `import requests\n\n${lines(x, 'SCREAM', (n, v) => `${n} = "${v}"`)}\n\n\ndef client():\n    s = requests.Session()\n    s.headers["User-Agent"] = "${x.svc}/1.0"\n    return s\n`,
  javascript: (x) =>
    `// ${x.p.label} client settings\nexport const ${x.nmRaw(['config'], 'camel')} = {\n  baseUrl: 'https://api.${x.p.slug}.example',\n${lines(x, 'camel', (n, v) => `  ${n}: '${v}',`)}\n  retries: 2,\n};\n`,
  typescript: (x) =>
    `const ${x.nm(x.main, 'SCREAM')}: string = '${x.main.value}';\n\nexport async function ping(): Promise<number> {\n  const res = await fetch('https://api.${x.p.slug}.example/v1/ping', {\n    headers: { authorization: \`Bearer \${${x.nm(x.main, 'SCREAM')}}\` },\n  });\n  return res.status;\n}\n`,
  go: (x) =>
    `package config\n\nconst (\n${lines(x, 'pascal', (n, v) => `\t${n} = "${v}"`)}\n)\n\nfunc Endpoint() string { return "https://api.${x.p.slug}.example" }\n`,
  java: (x) =>
    `public final class ${x.p.label.replace(/[^A-Za-z0-9]/g, '')}Config {\n${lines(x, 'SCREAM', (n, v) => `    static final String ${n} = "${v}";`)}\n    private ${x.p.label.replace(/[^A-Za-z0-9]/g, '')}Config() {}\n}\n`,
  kotlin: (x) =>
    `object ${x.p.label.replace(/[^A-Za-z0-9]/g, '')}Keys {\n${lines(x, 'camel', (n, v) => `    const val ${n} = "${v}"`)}\n}\n`,
  csharp: (x) =>
    `namespace Acme.${x.p.label.replace(/[^A-Za-z0-9]/g, '')};\n\ninternal static class Settings\n{\n${lines(x, 'pascal', (n, v) => `    public const string ${n} = "${v}";`)}\n}\n`,
  ruby: (x) =>
    `# config/initializers/${x.p.slug.replace(/-/g, '_')}.rb\n${x.p.label.replace(/[^A-Za-z0-9]/g, '')}.configure do |c|\n${lines(x, 'snake', (n, v) => `  c.${n} = '${v}'`)}\nend\n`,
  php: (x) =>
    `<?php\n\nreturn [\n    '${x.p.slug}' => [\n${lines(x, 'snake', (n, v) => `        '${n}' => '${v}',`)}\n    ],\n];\n`,
  rust: (x) =>
    `use std::time::Duration;\n\n${lines(x, 'SCREAM', (n, v) => `const ${n}: &str = "${v}";`)}\nconst TIMEOUT: Duration = Duration::from_secs(10);\n`,
  shell: (x) =>
    `#!/usr/bin/env bash\nset -euo pipefail\n${lines(x, 'SCREAM', (n, v) => `export ${n}=${x.r.chance(0.5) ? `'${v}'` : q(v)}`)}\n./bin/${x.svc} --env ${x.env}\n`,
  terraform: (x) =>
    `provider "${x.p.slug.replace(/-/g, '_')}" {\n${lines(x, 'snake', (n, v) => `  ${n} = "${v}"`)}\n  region = "eu-central"\n}\n`,
  dockerfile: (x) =>
    `FROM node:20-alpine\nWORKDIR /app\nCOPY . .\n${lines(x, 'SCREAM', (n, v) => `${x.r.pick(['ENV', 'ARG'])} ${n}=${q(v)}`)}\nRUN npm ci --omit=dev\nCMD ["node", "server.js"]\n`,
  actions: (x) =>
    `name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n${lines(x, 'SCREAM', (n, v) => `      ${n}: ${v}`)}\n    steps:\n      - uses: actions/checkout@v4\n      - run: make deploy\n`,
  gitlab: (x) =>
    `variables:\n${lines(x, 'SCREAM', (n, v) => `  ${n}: "${v}"`)}\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/release.sh\n`,
};
