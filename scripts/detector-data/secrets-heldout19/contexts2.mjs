// Single-credential syntaxes for the generic positives of the held-out (19) set.

import { hostOf } from './contexts.mjs';
import { keyName as k } from './values.mjs';

const code = {
  xml: (r, e) =>
    `<configuration>\n  <appSettings>\n    <add key="${k(e.phrase, 'pascal')}" value="${e.value}" />\n    <add key="Region" value="${r.pick(['eu-west', 'ap-south', 'us-east'])}" />\n  </appSettings>\n</configuration>`,
  js: (r, e) =>
    `const client = new ${k(e.slug.replace(/^internal-/, ''), 'pascal')}Client({\n  baseUrl: 'https://${hostOf(e.slug)}',\n  ${k(e.phrase, 'camel')}: '${e.value}',\n  timeout: 10_000,\n});\n\nexport default client;`,
  ts: (r, e) =>
    `export const ${k(e.phrase, 'screaming')}: string = '${e.value}';\nexport const ${k(e.slug.replace(/^internal-/, ''), 'screaming')}_URL = 'https://${hostOf(e.slug)}';`,
  go: (r, e) =>
    `package config\n\nconst (\n\t${k(e.phrase, 'camel')} = "${e.value}"\n\tdefaultRegion = "${r.pick(['fra1', 'sgp1', 'nyc3'])}"\n)`,
  java: (r, e) =>
    `public final class Credentials {\n    private static final String ${k(e.phrase, 'screaming')} = "${e.value}";\n    private Credentials() {}\n}`,
  kotlin: (r, e) =>
    `object ${k(e.slug.replace(/^internal-/, ''), 'pascal')}Config {\n    const val ${k(e.phrase, 'screaming')} = "${e.value}"\n    val endpoint = "https://${hostOf(e.slug)}"\n}`,
  csharp: (r, e) =>
    `var options = new ClientOptions\n{\n    Endpoint = new Uri("https://${hostOf(e.slug)}"),\n    ${k(e.phrase, 'pascal')} = "${e.value}",\n};`,
  ruby: (r, e) =>
    `${k(e.slug.replace(/^internal-/, ''), 'pascal')}.configure do |config|\n  config.${k(e.phrase, 'snake')} = '${e.value}'\n  config.logger = Rails.logger\nend`,
  php: (r, e) =>
    `<?php\n\nreturn [\n    '${k(e.slug.replace(/^internal-/, ''), 'snake')}' => [\n        '${k(e.phrase, 'snake')}' => '${e.value}',\n        'sandbox' => false,\n    ],\n];`,
  rust: (r, e) =>
    `const ${k(e.phrase, 'screaming')}: &str = "${e.value}";\n\nfn client() -> reqwest::Client {\n    reqwest::Client::new()\n}`,
  terraform: (r, e) =>
    `provider "${e.slug.replace(/^internal-/, '').replace(/-/g, '')}" {\n  ${k(e.phrase, 'snake')} = "${e.value}"\n  region = "${r.pick(['eu-central', 'ap-southeast-1', 'us-west-2'])}"\n}`,
  dockerfile: (r, e) =>
    `FROM node:20-alpine\nWORKDIR /app\nCOPY . .\n${r.pick(['ENV', 'ARG'])} ${k(e.phrase, 'screaming')}=${e.value}\nRUN npm ci --omit=dev\nCMD ["node", "server.js"]`,
};

const wire = {
  cli: (r, e) =>
    `$ ${e.slug.replace(/^internal-/, '')}-cli ${r.pick(['deploy', 'sync', 'login', 'push'])} --${k(e.phrase, 'kebab')} ${e.value} --region ${r.pick(['eu', 'us', 'ap'])}`,
  curl: (r, e) =>
    r.pick([
      () =>
        `curl -sS https://${hostOf(e.slug)}/v2/items \\\n  -H "Authorization: Bearer ${e.value}" \\\n  -H "Accept: application/json"`,
      () =>
        `curl -X POST "https://${hostOf(e.slug)}/send" \\\n  -H 'X-${k(e.slug.replace(/^internal-/, ''), 'pascal')}-Key: ${e.value}' \\\n  -d @payload.json`,
    ])(),
  http: (r, e) =>
    `GET /v1/${r.pick(['accounts', 'events', 'usage'])}?limit=50 HTTP/1.1\nHost: ${hostOf(e.slug)}\nUser-Agent: okhttp/4.12.0\n${r.pick(['Authorization: Bearer ', 'X-Api-Key: ', 'Authorization: Token '])}${e.value}\nAccept: */*`,
  url: (r, e) =>
    `fetch("https://${hostOf(e.slug)}/v1/lookup?${r.pick(['api_key', 'token', 'key', 'access_token', 'apikey'])}=${e.value}&q=berlin")`,
  gha: (r, e) =>
    `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${k(e.phrase, 'screaming')}: ${e.value}\n    steps:\n      - uses: actions/checkout@v4\n      - run: make deploy`,
  gitlab: (r, e) =>
    `variables:\n  ${k(e.phrase, 'screaming')}: "${e.value}"\n  DOCKER_DRIVER: overlay2\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/release.sh`,
  log: (r, e) =>
    `2024-0${1 + r.int(9)}-1${r.int(9)}T0${r.int(9)}:2${r.int(9)}:11.${r.int(999)}Z DEBUG http.client request to ${hostOf(e.slug)} headers={"${r.pick(['x-api-key', 'authorization'])}": "${e.value}"} attempt=1`,
  markdown: (r, e) =>
    `## ${r.pick(['Quick start', 'Setup', 'Local testing', 'Getting started'])}\n\n${r.pick(['Use the team key below', 'Ask in #platform if this stops working', 'Set this before running the examples'])}:\n\n\`\`\`\n${k(e.phrase, 'screaming')}=${e.value}\n\`\`\`\n\nThen run \`make dev\`.`,
  helm: (r, e) =>
    `# values-prod.yaml\nreplicaCount: 3\n${e.slug.replace(/^internal-/, '').replace(/-/g, '')}:\n  enabled: true\n  ${k(e.phrase, 'camel')}: ${e.value}`,
};

export { code, wire };
