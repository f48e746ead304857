// Positive renderers for config files, source code, shell, HTTP and docs.
import { sh, styled, urlSafe } from './names.mjs';

const each = (c, fn) => c.kv.map(fn).join('\n');

export const CONFIG = {
  dotenv: (r, c) =>
    `# ${c.slug} settings\nNODE_ENV=production\n${each(c, ([k, v]) => `${k}=${r.chance(0.3) ? `"${v}"` : v}`)}\nPORT=8080\n`,
  jsonConfig: (r, c) =>
    JSON.stringify(
      {
        service: c.slug,
        endpoint: `https://${c.host}`,
        credentials: Object.fromEntries(
          c.kv.map(([k, v]) => [styled(r, k, ['camel', 'snake']), v]),
        ),
        timeoutMs: 5000,
      },
      null,
      2,
    ) + '\n',
  yamlConfig: (r, c) =>
    `integrations:\n  ${c.slug}:\n    enabled: true\n    base_url: https://${c.host}\n${each(c, ([k, v]) => `    ${styled(r, k, ['snake', 'kebab'])}: ${r.chance(0.5) ? `"${v}"` : v}`)}\n`,
  toml: (r, c) =>
    `[${c.slug.replace(/-/g, '_')}]\nendpoint = "https://${c.host}"\n${each(c, ([k, v]) => `${styled(r, k, ['snake'])} = "${v}"`)}\nretries = 3\n`,
  ini: (r, c) =>
    `[${c.slug}]\nhost = ${c.host}\n${each(c, ([k, v]) => `${styled(r, k, ['snake', 'title'])} = ${v}`)}\n\n[logging]\nlevel = warn\n`,
  properties: (r, c) =>
    `# application-prod.properties\nserver.port=8443\n${each(c, ([k, v]) => `app.${c.slug.replace(/-/g, '')}.${styled(r, k, ['dotted', 'camel'])}=${v}`)}\n`,
  xmlConfig: (r, c) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n${each(c, ([k, v]) => `    <add key="${styled(r, k, ['pascal', 'screaming'])}" value="${v}" />`)}\n    <add key="Environment" value="Production" />\n  </appSettings>\n</configuration>\n`,
  terraform: (r, c) =>
    `provider "restapi" {\n  uri = "https://${c.host}"\n}\n\n${each(c, ([k, v]) => `variable "${styled(r, k, ['snake'])}" {\n  type      = string\n  sensitive = true\n  default   = "${v}"\n}`)}\n`,
  dockerfile: (r, c) =>
    `FROM node:20-alpine\nWORKDIR /app\nCOPY . .\n${each(c, ([k, v]) => `${r.chance(0.5) ? 'ENV' : 'ARG'} ${k}=${v}`)}\nRUN npm ci --omit=dev\nCMD ["node", "server.js"]\n`,
};

export const CODE = {
  python: (r, c) =>
    `import requests\n\n${each(c, ([k, v]) => `${styled(r, k, ['screaming', 'snake'])} = "${v}"`)}\n\ndef fetch_items():\n    resp = requests.get("https://${c.host}/v1/items", headers={"X-Api-Key": ${styled(r, c.kv[0][0], ['screaming', 'snake'])}}, timeout=10)\n    resp.raise_for_status()\n    return resp.json()\n`,
  pythonDict: (r, c) =>
    `SETTINGS = {\n    "${c.slug}": {\n${each(c, ([k, v]) => `        "${styled(r, k, ['snake'])}": "${v}",`)}\n        "region": "eu",\n    },\n}\n`,
  tsConst: (r, c) =>
    `// src/lib/${c.slug}.ts\n${each(c, ([k, v]) => `export const ${styled(r, k, ['screaming', 'camel'])} = '${v}';`)}\nexport const BASE_URL = 'https://${c.host}';\n`,
  jsObject: (r, c) =>
    `const client = new ApiClient({\n  baseURL: 'https://${c.host}',\n${each(c, ([k, v]) => `  ${styled(r, k, ['camel'])}: "${v}",`)}\n  retry: 2,\n});\n`,
  go: (r, c) =>
    `package ${c.slug.split('-')[0]}\n\nconst (\n${each(c, ([k, v]) => `\t${styled(r, k, ['pascal', 'camel'])} = "${v}"`)}\n\tbaseURL = "https://${c.host}"\n)\n`,
  java: (r, c) =>
    `public final class ${styled(r, c.slug.toUpperCase().replace(/-/g, '_'), ['pascal'])}Config {\n${each(c, ([k, v]) => `    private static final String ${k} = "${v}";`)}\n    private ${styled(r, c.slug.toUpperCase().replace(/-/g, '_'), ['pascal'])}Config() {}\n}\n`,
  kotlin: (r, c) =>
    `object Credentials {\n${each(c, ([k, v]) => `    const val ${styled(r, k, ['screaming', 'camel'])} = "${v}"`)}\n}\n`,
  csharp: (r, c) =>
    `public static class Secrets\n{\n${each(c, ([k, v]) => `    public const string ${styled(r, k, ['pascal'])} = "${v}";`)}\n}\n`,
  ruby: (r, c) =>
    `${c.slug.split('-')[0].replace(/^./, (x) => x.toUpperCase())}.configure do |config|\n${each(c, ([k, v]) => `  config.${styled(r, k, ['snake'])} = '${v}'`)}\n  config.timeout = 15\nend\n`,
  php: (r, c) =>
    `<?php\n\nreturn [\n    '${c.slug}' => [\n${each(c, ([k, v]) => `        '${styled(r, k, ['snake'])}' => '${v}',`)}\n    ],\n];\n`,
  rust: (r, c) =>
    `// src/config.rs\n${each(c, ([k, v]) => `pub const ${k}: &str = "${v}";`)}\npub const ENDPOINT: &str = "https://${c.host}";\n`,
};

function header(r, c) {
  const [k, v] = c.kv[0];
  const style = r.int(4);
  if (style === 0) {
    return `Authorization: Bearer ${v}`;
  }
  if (style === 1) {
    return `Authorization: Token ${v}`;
  }
  if (style === 2) {
    return `X-API-Key: ${v}`;
  }
  return `X-${styled(r, k, ['pascal'])}: ${v}`;
}
const extraHeaders = (r, c) => c.kv.slice(1).map(([k, v]) => `X-${styled(r, k, ['pascal'])}: ${v}`);

export const WIRE = {
  shellExport: (r, c) =>
    `#!/usr/bin/env bash\nset -euo pipefail\n${each(c, ([k, v]) => `export ${k}=${sh(v)}`)}\n./bin/sync --since 24h\n`,
  cliFlag: (r, c) =>
    `$ ${c.slug.split('-')[0]}ctl deploy --region eu-west ${c.kv.map(([k, v], i) => (i === 0 ? `--api-key ${sh(v)}` : `--${styled(r, k, ['kebab'])} ${sh(v)}`)).join(' ')} --yes\nDeploying… done in 4.2s\n`,
  curl: (r, c) =>
    `curl -sS -X POST https://${c.host}/v1/jobs \\\n${[header(r, c), ...extraHeaders(r, c)].map((h) => `  -H "${h}" \\`).join('\n')}\n  -H "Content-Type: application/json" \\\n  -d '{"name":"nightly"}'\n`,
  httpDump: (r, c) =>
    `POST /v2/events HTTP/1.1\nHost: ${c.host}\nUser-Agent: python-httpx/0.27.0\n${[header(r, c), ...extraHeaders(r, c)].join('\n')}\nContent-Type: application/json\nContent-Length: 58\n\n{"event":"order.created","id":"evt_${r.int(999999)}"}\n`,
  logLine: (r, c) =>
    `2024-11-${10 + r.int(18)}T0${r.int(9)}:${10 + r.int(49)}:${10 + r.int(49)}.${r.int(900) + 100}Z DEBUG http.client outgoing request method=GET url=https://${c.host}/v1/status ${c.kv.map(([k, v]) => `${styled(r, k, ['snake', 'camel'])}=${v}`).join(' ')} attempt=1\n`,
  markdown: (r, c) =>
    `## Local setup\n\n1. Install deps: \`npm ci\`\n2. Create \`.env.local\` with:\n\n\`\`\`\n${each(c, ([k, v]) => `${k}=${v}`)}\n\`\`\`\n\n3. Run \`npm run dev\` and open http://localhost:3000.\n`,
};

/** URL renderers: only for values that can sit in a URL unescaped. */
export const URLS = {
  urlQuery: (r, c) =>
    `GET https://${c.host}/v1/report?format=csv&${styled(r, c.kv[0][0], ['snake', 'camel'])}=${c.kv[0][1]}&from=2024-10-01\n`,
  urlInCode: (r, c) =>
    `const endpoint = \`https://${c.host}/export?token=${c.kv[0][1]}&limit=\${limit}\`;\nconst data = await (await fetch(endpoint)).json();\n`,
};
export const urlFits = (c) => c.kv.length === 1 && urlSafe(c.kv[0][1]);
