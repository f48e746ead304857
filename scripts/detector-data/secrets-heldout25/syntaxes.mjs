// Where a credential sits: one renderer a syntax. Each takes the random generator and a slot
// { v: value, w: credential words, svc: display name, host, slug } and returns the text.
// `plainOnly` renderers need a value with no characters that would be escaped or interpolated.

import { styleName } from './values.mjs';

const n = (s, style) => styleName(s.w, style);
const envName = (s) => n(s, 'screaming');
const cfg = (r, s) => n(s, r.pick(['snake', 'camel', 'kebab']));

export const RENDERERS = {
  env: (r, s) =>
    `# ${s.svc} - ${r.pick(['staging', 'prod', 'uat', 'cert'])}\nAPP_NAME=${r.pick(['claims-intake', 'payroll-sync', 'fhir-bridge', 'ledger-worker'])}\n${envName(s)}=${s.v}\n${n(s, 'screaming').split('_')[0]}_BASE_URL=https://${s.host}\nHTTP_TIMEOUT_SECONDS=${10 + r.int(50)}\n`,
  json: (r, s) =>
    `{\n  "integrations": {\n    "${s.slug}": {\n      "baseUrl": "https://${s.host}",\n      "${n(s, 'camel')}": "${s.v}",\n      "retries": ${r.int(5)},\n      "enabled": true\n    }\n  }\n}`,
  yaml: (r, s) =>
    `${r.pick(['integrations', 'partners', 'connectors'])}:\n  ${s.slug.replace(/-/g, '_')}:\n    endpoint: https://${s.host}/${r.pick(['v1', 'v2', 'api'])}\n    ${cfg(r, s)}: ${r.chance(0.5) ? `"${s.v}"` : s.v}\n    timeout: ${5 + r.int(25)}s\n    batch_size: ${50 * (1 + r.int(8))}\n`,
  compose: (r, s) =>
    `services:\n  ${r.pick(['edi-worker', 'hl7-listener', 'payout-job', 'erp-sync'])}:\n    image: registry.internal/${s.slug}-client:${r.int(4)}.${r.int(20)}\n    environment:\n      - TZ=UTC\n      - ${envName(s)}=${s.v}\n    restart: unless-stopped\n`,
  k8s: (r, s) =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${s.slug}-credentials\n  namespace: ${r.pick(['billing', 'clinical', 'finance', 'hr-integrations'])}\ntype: Opaque\nstringData:\n  ${n(s, r.pick(['kebab', 'screaming', 'dotted']))}: "${s.v}"\n`,
  toml: (r, s) =>
    `[${s.slug.replace(/-/g, '_')}]\nbase_url = "https://${s.host}"\n${n(s, 'snake')} = "${s.v}"\nmax_connections = ${2 + r.int(30)}\n`,
  ini: (r, s) =>
    `; ${s.svc} connector\n[${s.svc.split(' ')[0]}]\nHost=${s.host}\n${n(s, 'pascal')}=${s.v}\nVerifyTls=true\n`,
  properties: (r, s) =>
    `# ${s.svc}\n${s.slug.replace(/-/g, '.')}.url=https://${s.host}\n${s.slug.split('-')[0]}.${n(s, r.pick(['dotted', 'kebab', 'camel']))}=${s.v}\n${s.slug.split('-')[0]}.pool.size=${4 + r.int(12)}\n`,
  xml: (r, s) =>
    `<configuration>\n  <appSettings>\n    <add key="${s.svc.split(' ')[0]}:Endpoint" value="https://${s.host}" />\n    <add key="${s.svc.split(' ')[0]}:${n(s, 'pascal')}" value="${s.v}" />\n  </appSettings>\n</configuration>`,
  python: (r, s) =>
    `import requests\n\n${envName(s)} = "${s.v}"\n\n\ndef fetch_${r.pick(['eligibility', 'remittance', 'employees', 'statements'])}(member_id):\n    resp = requests.get(\n        "https://${s.host}/v1/lookup",\n        params={"id": member_id},\n        headers={"${r.pick(['X-Api-Key', 'Api-Key', 'X-Auth-Token'])}": ${envName(s)}},\n        timeout=30,\n    )\n    resp.raise_for_status()\n    return resp.json()\n`,
  javascript: (r, s) =>
    `const ${s.slug.replace(/-(.)/g, (_, c) => c.toUpperCase())}Client = new ApiClient({\n  baseURL: 'https://${s.host}',\n  ${n(s, 'camel')}: '${s.v}',\n  timeout: ${1000 * (5 + r.int(30))},\n});\n\nmodule.exports = { ${s.slug.replace(/-(.)/g, (_, c) => c.toUpperCase())}Client };\n`,
  typescript: (r, s) =>
    `export const ${envName(s)}: string = '${s.v}';\n\nexport async function ping(): Promise<boolean> {\n  const res = await fetch('https://${s.host}/health', {\n    headers: { Authorization: \`Bearer \${${envName(s)}}\` },\n  });\n  return res.ok;\n}\n`,
  go: (r, s) =>
    `package ${s.slug.split('-')[0].replace(/[^a-z]/g, '') || 'client'}\n\nconst (\n\tbaseURL = "https://${s.host}"\n\t${n(s, 'camel')} = "${s.v}"\n)\n\nfunc NewClient() *Client {\n\treturn &Client{BaseURL: baseURL, Key: ${n(s, 'camel')}, Timeout: ${10 + r.int(20)} * time.Second}\n}\n`,
  java: (r, s) =>
    `public final class ${n(s, 'pascal')}Config {\n    private static final String ENDPOINT = "https://${s.host}";\n    private static final String ${envName(s)} = "${s.v}";\n\n    public static HttpRequest.Builder request(String path) {\n        return HttpRequest.newBuilder(URI.create(ENDPOINT + path))\n            .header("${r.pick(['X-API-Key', 'Authorization', 'X-Client-Secret'])}", ${envName(s)});\n    }\n}\n`,
  kotlin: (r, s) =>
    `object ${s.svc.split(' ')[0].replace(/[^A-Za-z]/g, '')}Settings {\n    const val BASE_URL = "https://${s.host}"\n    const val ${envName(s)} = "${s.v}"\n    val retryPolicy = RetryPolicy(maxAttempts = ${1 + r.int(5)})\n}\n`,
  csharp: (r, s) =>
    `public static class ${n(s, 'pascal')}Defaults\n{\n    public const string Endpoint = "https://${s.host}";\n    public const string ${n(s, 'pascal')} = "${s.v}";\n    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(${10 + r.int(50)});\n}\n`,
  ruby: (r, s) =>
    `${s.svc.split(' ')[0].replace(/[^A-Za-z]/g, '')}.configure do |config|\n  config.endpoint = 'https://${s.host}'\n  config.${n(s, 'snake')} = '${s.v}'\n  config.open_timeout = ${2 + r.int(10)}\nend\n`,
  php: (r, s) =>
    `<?php\n\nreturn [\n    '${s.slug.replace(/-/g, '_')}' => [\n        'base_uri' => 'https://${s.host}',\n        '${n(s, 'snake')}' => '${s.v}',\n        'verify' => true,\n    ],\n];\n`,
  rust: (r, s) =>
    `const BASE_URL: &str = "https://${s.host}";\nconst ${envName(s)}: &str = "${s.v}";\n\npub fn client() -> reqwest::Client {\n    reqwest::Client::builder()\n        .timeout(std::time::Duration::from_secs(${5 + r.int(40)}))\n        .build()\n        .expect("http client")\n}\n`,
  shell: (r, s) =>
    `#!/usr/bin/env bash\nset -euo pipefail\nexport ${envName(s)}='${s.v}'\nexport ${envName(s).split('_')[0]}_HOST=${s.host}\n./bin/${r.pick(['run-837-batch', 'sync-employees', 'pull-statements', 'push-orders'])} --date "$(date +%F)"\n`,
  powershell: (r, s) =>
    `$ErrorActionPreference = 'Stop'\n$${n(s, 'pascal')} = '${s.v}'\n$headers = @{ '${r.pick(['X-Api-Key', 'Authorization', 'Ocp-Apim-Subscription-Key'])}' = $${n(s, 'pascal')} }\nInvoke-RestMethod -Uri 'https://${s.host}/api/${r.pick(['batches', 'jobs', 'files'])}' -Headers $headers -Method Get\n`,
  cli: (r, s) =>
    `$ ${s.slug.split('-')[0]}ctl ${r.pick(['login', 'sync', 'export', 'upload'])} --endpoint https://${s.host} ${r.pick(['--api-key', '--secret', '--token', '-p', '--client-secret'])} ${s.v} --verbose\n${r.pick(['Authenticated.', 'Uploaded 3 files.', 'Sync complete (214 rows).'])}\n`,
  curl: (r, s) =>
    `curl -sS -X ${r.pick(['GET', 'POST'])} "https://${s.host}/${r.pick(['v1/claims', 'v2/accounts', 'api/employees', 'fhir/R4/Patient'])}" \\\n  -H "Accept: application/json" \\\n  -H "${r.pick(['X-Api-Key: ', 'Authorization: Bearer ', 'X-Auth-Token: ', 'Api-Secret: '])}${s.v}"\n`,
  http: (r, s) =>
    `${r.pick(['POST', 'GET'])} /${r.pick(['api/v3/payments', 'fhir/Observation', 'edi/270', 'hr/v1/workers'])} HTTP/1.1\r\nHost: ${s.host}\r\nAuthorization: Bearer ${s.v}\r\nContent-Type: application/json\r\nX-Request-Id: ${r.chars('0123456789abcdef', 16)}\r\n\r\n`,
  header: (r, s) =>
    `> GET /v1/${r.pick(['status', 'members', 'transfers'])} HTTP/2\n> Host: ${s.host}\n> User-Agent: curl/8.5.0\n> X-${s.svc.split(' ')[0].replace(/[^A-Za-z]/g, '')}-Key: ${s.v}\n> Accept: */*\n>\n< HTTP/2 200\n`,
  terraform: (r, s) =>
    `resource "vault_kv_secret_v2" "${s.slug.replace(/-/g, '_')}" {\n  mount = "kv"\n  name  = "integrations/${s.slug}"\n  data_json = jsonencode({\n    ${n(s, 'snake')} = "${s.v}"\n  })\n}\n`,
  gha: (r, s) =>
    `jobs:\n  ${r.pick(['nightly-export', 'deploy', 'contract-tests'])}:\n    runs-on: ubuntu-latest\n    env:\n      ${envName(s)}: ${s.v}\n    steps:\n      - uses: actions/checkout@v4\n      - run: make ${r.pick(['export', 'deploy', 'test-contract'])}\n`,
  gitlab: (r, s) =>
    `variables:\n  ${envName(s)}: "${s.v}"\n\n${r.pick(['sync', 'deploy', 'integration'])}:\n  stage: ${r.pick(['test', 'deploy'])}\n  script:\n    - ./scripts/${r.pick(['sync.sh', 'deploy.sh', 'it.sh'])}\n`,
  log: (r, s) =>
    `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T0${r.int(10)}:${10 + r.int(50)}:${10 + r.int(50)}Z ${r.pick(['DEBUG', 'INFO', 'WARN'])} [${s.slug}-client] request to https://${s.host} ${n(s, 'snake')}=${s.v} status=${r.pick([200, 401, 503])}\n`,
  markdown: (r, s) =>
    `## Connecting to ${s.svc}\n\n1. Ask the integrations team for access.\n2. Put this in your local config:\n\n\`\`\`\n${envName(s)}=${s.v}\n\`\`\`\n\n3. Run \`make smoke-${s.slug}\`.\n`,
  dockerfile: (r, s) =>
    `FROM eclipse-temurin:${r.pick(['17', '21'])}-jre\nWORKDIR /app\n${r.pick(['ENV', 'ARG'])} ${envName(s)}=${s.v}\nCOPY build/libs/${s.slug}-bridge.jar app.jar\nENTRYPOINT ["java", "-jar", "app.jar"]\n`,
};

/** Renderers that put the value raw into a URL query or unquoted shell/PHP/Kotlin context. */
export const PLAIN_ONLY = new Set(['cli', 'kotlin', 'gha', 'log']);
