// Contexts where a credential travels or is pasted: Terraform, CI files, Dockerfiles, logs,
// Markdown, CLI flags, curl, HTTP dumps, URLs, Basic auth, connection strings, .p8 key files.
import { b64encode, styleName as sn } from './values.mjs';

const lines = (...parts) => parts.flat().join('\n');
const svc = (p) => p.slug.replace(/^internal-/, '').replace(/-/g, '');
const host = (p) =>
  p.slug.startsWith('internal-') ? `${svc(p)}.svc.internal` : `api.${svc(p)}.com`;
const first = (creds) => creds.find((c) => c.secret);

function terraform(r, creds, p) {
  return lines(
    `resource "${svc(p)}_integration" "${r.pick(['mobile', 'web', 'game'])}" {`,
    `  name   = "${r.pick(['release-pipeline', 'push-relay', 'asset-sync'])}"`,
    creds.map(
      (c) => `  ${sn(c.words.split(' ').slice(1).join(' ') || c.words, 'snake')} = "${c.value}"`,
    ),
    '  enabled = true',
    '}',
  );
}

function githubActions(r, creds) {
  return lines(
    'name: release',
    'on:',
    '  push:',
    '    tags: ["v*"]',
    'jobs:',
    '  build:',
    '    runs-on: macos-14',
    '    env:',
    creds.map((c) => `      ${sn(c.words, 'SCREAM')}: ${c.value}`),
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: bundle exec fastlane beta',
  );
}

function gitlabCi(r, creds) {
  return lines(
    'stages: [build, deploy]',
    '',
    'variables:',
    '  GIT_DEPTH: "20"',
    creds.map((c) => `  ${sn(c.words, 'SCREAM')}: "${c.value}"`),
    '',
    'build:web:',
    '  stage: build',
    '  script:',
    '    - npm ci',
    '    - npm run build',
  );
}

function dockerfile(r, creds) {
  const kw = r.pick(['ENV', 'ARG']);
  return lines(
    'FROM node:20-alpine AS build',
    'WORKDIR /app',
    'COPY package*.json ./',
    'RUN npm ci',
    creds.map((c) => `${kw} ${sn(c.words, 'SCREAM')}=${c.value}`),
    'COPY . .',
    'RUN npm run build',
  );
}

function logLine(r, creds, p) {
  const c = first(creds);
  const ts = `2024-${String(r.int(12) + 1).padStart(2, '0')}-${String(r.int(28) + 1).padStart(2, '0')}T0${r.int(10)}:${r.int(50) + 10}:${r.int(50) + 10}Z`;
  return lines(
    `${ts} INFO  [${svc(p)}-client] starting sync worker pid=${r.int(90000) + 1000}`,
    `${ts} DEBUG [${svc(p)}-client] config loaded: ${sn(c.words, 'snake')}=${c.value} region=eu-west`,
    `${ts} WARN  [${svc(p)}-client] POST https://${host(p)}/v1/events -> 429, retrying in 2s`,
  );
}

function markdown(r, creds, p) {
  return lines(
    `## Setting up ${svc(p)} locally`,
    '',
    'Ask in #mobile-infra for access, or just use the shared one for now:',
    '',
    '```bash',
    creds.map((c) => `${sn(c.words, 'SCREAM')}=${c.value}`),
    '```',
    '',
    'Then run `npm run dev`.',
  );
}

function cliFlags(r, creds, p) {
  const c = first(creds);
  const flag = r.pick(['--api-key', '--token', '--secret', '-p', '--auth-token']);
  return lines(
    '# one-off upload of the release build',
    `${svc(p)}-cli upload --project fieldnotes ${flag} ${c.value} ./build/outputs/app-release.aab`,
  );
}

function curl(r, creds, p) {
  const c = first(creds);
  const header = r.pick([
    `Authorization: Bearer ${c.value}`,
    `X-Api-Key: ${c.value}`,
    `Authorization: Token ${c.value}`,
    `X-${sn(svc(p), 'pascal')}-Key: ${c.value}`,
  ]);
  return lines(
    `curl -sS -X POST "https://${host(p)}/v2/notifications" \\`,
    `  -H "${header}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '{"segment":"beta-testers","message":"Build ${r.int(900) + 100} is ready"}'`,
  );
}

function httpDump(r, creds, p) {
  const c = first(creds);
  return lines(
    `GET /v1/projects/${r.int(9000) + 1000}/builds?limit=20 HTTP/1.1`,
    `Host: ${host(p)}`,
    'User-Agent: okhttp/4.12.0',
    'Accept: application/json',
    r.chance(0.5) ? `Authorization: Bearer ${c.value}` : `X-Access-Token: ${c.value}`,
    '',
  );
}

function urlQuery(r, creds, p) {
  const c = first(creds);
  const param = r.pick(['api_key', 'token', 'key', 'access_token', 'apikey']);
  return lines(
    '// fetch leaderboard for the in-game overlay',
    `const res = await fetch(\`https://${host(p)}/v1/leaderboards/weekly?${param}=${c.value}&limit=50\`);`,
  );
}

function basicAuth(r, creds, p) {
  const c = first(creds);
  const user = r.pick(['api', 'ci-bot', 'release', 'admin']);
  const blob = b64encode(`${user}:${c.value}`);
  const text = lines(
    `POST /v3/messages HTTP/1.1`,
    `Host: ${host(p)}`,
    `Authorization: Basic ${blob}`,
    'Content-Type: application/x-www-form-urlencoded',
    '',
    'to=%2B15550100&body=Your+code+is+482913',
  );
  return { text, secrets: [blob] };
}

function npmrc(r, creds) {
  const c = first(creds);
  return lines(
    '@example-studio:registry=https://npm.pkg.example-studio.dev/',
    `//registry.npmjs.org/:_authToken=${c.value}`,
    'engine-strict=true',
  );
}

export const WIRE_CONTEXTS = {
  terraform,
  'github-actions': githubActions,
  'gitlab-ci': gitlabCi,
  dockerfile,
  markdown,
};

export const SINGLE_CONTEXTS = {
  'log-line': logLine,
  'cli-flag': cliFlags,
  'curl-header': curl,
  'http-request': httpDump,
  'url-query': urlQuery,
  'basic-auth': basicAuth,
};

export const NPMRC = { npmrc };
