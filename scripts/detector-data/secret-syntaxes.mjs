// The syntaxes a credential is written in, for gen-secrets.mjs: each renderer takes the words of
// a key name and a value and returns the text with the value in it verbatim. `COMPOSE_SYNTAXES`
// are the ones the tuning collection uses; `HELDOUT_ONLY_SYNTAXES` appear only in the held-out
// collection, so that its figures also measure syntaxes no rule was written against.

/** `['stripe', 'secret', 'key']` from `STRIPE_SECRET_KEY`, `stripeSecretKey`, `xi-api-key`. */
export function wordsOf(name) {
  return name
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

const upper = (words) => words.join('_').toUpperCase();
const snake = (words) => words.join('_');
const camel = (words) =>
  words.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
const kebab = (words) => words.join('-');
const pascal = (words) => words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');

const FILLER_JS = [
  'const region = "eu-west-1";',
  'const timeoutMs = 5000;',
  "import { Client } from './client';",
];

export const COMPOSE_SYNTAXES = {
  env: (w, v) => `# production settings\nNODE_ENV=production\n${upper(w)}=${v}\nPORT=8080`,
  envExport: (w, v) => `export ${upper(w)}="${v}"\nexport LOG_LEVEL=info`,
  json: (w, v) =>
    JSON.stringify({ service: { name: 'billing', [camel(w)]: v, retries: 3 } }, null, 2),
  yaml: (w, v) => `service:\n  name: billing\n  ${snake(w)}: ${v}\n  retries: 3`,
  yamlQuoted: (w, v) => `credentials:\n  ${snake(w)}: "${v}"`,
  toml: (w, v) => `[service]\nname = "billing"\n${snake(w)} = "${v}"`,
  ini: (w, v) => `[default]\nregion = eu-west-1\n${snake(w)} = ${v}`,
  properties: (w, v) => `app.name=billing\napp.${w.join('.')}=${v}`,
  jsConst: (w, v) => `${FILLER_JS[0]}\nconst ${upper(w)} = '${v}';\nexport default { region };`,
  tsObject: (w, v) => `export const config = {\n  region: 'eu-west-1',\n  ${camel(w)}: '${v}',\n};`,
  python: (w, v) => `import os\n\n${upper(w)} = "${v}"\nTIMEOUT = 30`,
  pythonCall: (w, v) => `client = ServiceClient(\n    ${snake(w)}="${v}",\n    timeout=30,\n)`,
  goConst: (w, v) => `package config\n\nconst ${camel(w)} = "${v}"`,
  javaField: (w, v) =>
    `public class Settings {\n    private static final String ${upper(w)} = "${v}";\n}`,
  csharpJson: (w, v) =>
    JSON.stringify(
      { Logging: { LogLevel: { Default: 'Information' } }, Service: { [pascal(w)]: v } },
      null,
      2,
    ),
  ruby: (w, v) => `Service.configure do |config|\n  config.${snake(w)} = '${v}'\nend`,
  phpArray: (w, v) => `<?php\nreturn [\n    '${snake(w)}' => '${v}',\n    'timeout' => 30,\n];`,
  rust: (w, v) =>
    `fn client() -> Client {\n    let ${snake(w)} = "${v}";\n    Client::new(${snake(w)})\n}`,
  curlHeader: (w, v) => `curl -s https://api.example.com/v1/me -H "Authorization: Bearer ${v}"`,
  cliFlag: (w, v) => `./deploy.sh --region eu-west-1 --${kebab(w)} ${v}`,
  cliFlagEquals: (w, v) => `service-cli login --${kebab(w)}=${v} --quiet`,
  httpHeader: (w, v) =>
    `GET /v1/items HTTP/1.1\nHost: api.example.com\nX-${pascal(w.slice(-2))}: ${v}\nAccept: application/json`,
  urlQuery: (w, v) => `fetch("https://api.example.com/v1/items?${snake(w)}=${v}&page=2")`,
  dockerCompose: (w, v) =>
    `services:\n  api:\n    image: billing:1.4\n    environment:\n      - ${upper(w)}=${v}`,
  k8sSecret: (w, v) =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing\nstringData:\n  ${snake(w)}: ${v}`,
  actionsEnv: (w, v) =>
    `jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${upper(w)}: ${v}\n    steps:\n      - run: ./deploy.sh`,
  terraform: (w, v) => `variable "${snake(w)}" {\n  type    = string\n  default = "${v}"\n}`,
  xmlAppSettings: (w, v) =>
    `<appSettings>\n  <add key="${pascal(w)}" value="${v}" />\n</appSettings>`,
  dockerfile: (w, v) => `FROM node:20-alpine\nENV ${upper(w)}=${v}\nCMD ["node", "server.js"]`,
};

export const HELDOUT_ONLY_SYNTAXES = {
  kotlin: (w, v) => `object Keys {\n    const val ${upper(w)} = "${v}"\n}`,
  swift: (w, v) => `enum Secrets {\n    static let ${camel(w)} = "${v}"\n}`,
  scala: (w, v) => `object Config {\n  val ${camel(w)}: String = "${v}"\n}`,
  elixir: (w, v) => `config :my_app, MyApp.Service,\n  ${snake(w)}: "${v}"`,
  powershell: (w, v) => `$env:${upper(w)} = "${v}"\n.\\deploy.ps1`,
  npmrc: (_w, v) => `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${v}`,
  netrc: (_w, v) => `machine api.example.com\n  login deploy-bot\n  password ${v}`,
  mavenSettings: (_w, v) =>
    `<servers>\n  <server>\n    <id>internal</id>\n    <username>ci</username>\n    <password>${v}</password>\n  </server>\n</servers>`,
  gradleProperties: (w, v) => `org.gradle.jvmargs=-Xmx2g\n${camel(w)}=${v}`,
  logLine: (w, v) => `2024-06-02T10:14:07Z INFO request sent ${snake(w)}=${v} status=200`,
  nginx: (_w, v) =>
    `location /api/ {\n    proxy_pass https://backend;\n    proxy_set_header Authorization "Bearer ${v}";\n}`,
  postmanHeader: (w, v) =>
    JSON.stringify(
      { header: [{ key: `X-${pascal(w.slice(-2))}`, value: v, type: 'text' }] },
      null,
      2,
    ),
  jsHeaders: (w, v) =>
    `await fetch(url, {\n  headers: { '${kebab(['x', ...w.slice(-2)])}': '${v}' },\n});`,
  pythonHeaders: (_w, v) => `response = requests.get(url, headers={"Authorization": "Token ${v}"})`,
  hcl: (w, v) => `provider "service" {\n  ${snake(w)} = "${v}"\n}`,
  jupyter: (w, v) =>
    JSON.stringify({ cell_type: 'code', source: [`${snake(w)} = '${v}'\n`, 'client = connect()'] }),
  goSetenv: (w, v) => `os.Setenv("${upper(w)}", "${v}")`,
  bashArray: (w, v) => `declare -A creds=( [${snake(w)}]="${v}" )`,
};
