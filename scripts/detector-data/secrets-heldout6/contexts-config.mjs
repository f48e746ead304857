// Configuration-file syntaxes of the held-out (6) secrets set. A context renders entries
// ({ p: provider, v: value, words: key-name words }) into a file-like text.

import { comment, styled } from './values.mjs';

const n = (e, style) => styled(e.words, style);
const appName = (r) => r.pick(['checkout', 'notifier', 'reports', 'ingest', 'portal', 'crm-sync']);

const dotenv = (r, es) =>
  [
    `# ${comment(r)}`,
    `APP_ENV=production`,
    `PORT=${r.pick([3000, 8080, 5000, 8000])}`,
    ...es.map((e) => `${n(e, 'SCREAM')}=${r.chance(0.3) ? `"${e.v}"` : e.v}`),
    `LOG_LEVEL=${r.pick(['info', 'warn', 'debug'])}`,
  ].join('\n');

const json = (r, es) => {
  const style = r.pick(['camel', 'snake']);
  const inner = es.map((e) => `    "${n(e, style)}": ${JSON.stringify(e.v)}`).join(',\n');
  return `{\n  "service": "${appName(r)}",\n  "timeoutMs": ${1000 * (1 + r.int(30))},\n  "${es[0].p.slug}": {\n${inner}\n  }\n}`;
};

const yaml = (r, es) =>
  [
    `# ${comment(r)}`,
    `${es[0].p.slug}:`,
    `  enabled: true`,
    `  endpoint: https://${es[0].p.host}`,
    ...es.map((e) => `  ${n(e, r.pick(['snake', 'kebab']))}: ${r.chance(0.5) ? `"${e.v}"` : e.v}`),
    `  retries: ${1 + r.int(5)}`,
  ].join('\n');

const compose = (r, es) =>
  [
    `services:`,
    `  ${appName(r)}:`,
    `    image: registry.internal.example/${appName(r)}:${1 + r.int(9)}.${r.int(20)}.${r.int(9)}`,
    `    restart: unless-stopped`,
    `    environment:`,
    ...es.map((e) =>
      r.chance(0.5) ? `      - ${n(e, 'SCREAM')}=${e.v}` : `      ${n(e, 'SCREAM')}: "${e.v}"`,
    ),
    `    ports:`,
    `      - "${8000 + r.int(100)}:8080"`,
  ].join('\n');

const k8s = (r, es) =>
  [
    `apiVersion: v1`,
    `kind: Secret`,
    `metadata:`,
    `  name: ${es[0].p.slug}-credentials`,
    `  namespace: ${r.pick(['payments', 'default', 'platform', 'data'])}`,
    `type: Opaque`,
    `stringData:`,
    ...es.map((e) => `  ${n(e, r.pick(['SCREAM', 'kebab', 'snake']))}: "${e.v}"`),
  ].join('\n');

const toml = (r, es) =>
  [
    `[server]`,
    `host = "0.0.0.0"`,
    `port = ${8000 + r.int(100)}`,
    ``,
    `[integrations.${es[0].p.slug}]`,
    `# ${comment(r)}`,
    ...es.map((e) => `${n(e, 'snake')} = "${e.v}"`),
    `base_url = "https://${es[0].p.host}"`,
  ].join('\n');

const ini = (r, es) =>
  [
    `[general]`,
    `name = ${appName(r)}`,
    ``,
    `[${es[0].p.slug}]`,
    `; ${comment(r)}`,
    ...es.map((e) => `${n(e, r.pick(['snake', 'camel']))} = ${e.v}`),
    `verify_ssl = true`,
  ].join('\n');

const properties = (r, es) =>
  [
    `# ${comment(r)}`,
    `spring.application.name=${appName(r)}`,
    `server.port=${8000 + r.int(100)}`,
    ...es.map((e) => `integration.${n(e, r.pick(['dot', 'kebab']))}=${e.v}`),
    `management.endpoints.web.exposure.include=health,info`,
  ].join('\n');

const xmlConfig = (r, es) =>
  [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<configuration>`,
    `  <appSettings>`,
    `    <add key="Environment" value="Production" />`,
    ...es.map((e) => `    <add key="${n(e, 'pascal')}" value="${e.v}" />`),
    `  </appSettings>`,
    `</configuration>`,
  ].join('\n');

const helm = (r, es) =>
  [
    `# values-prod.yaml`,
    `replicaCount: ${1 + r.int(4)}`,
    `image:`,
    `  tag: "${r.int(5)}.${r.int(30)}.${r.int(10)}"`,
    `secrets:`,
    ...es.map((e) => `  ${n(e, 'camel')}: ${e.v}`),
    `resources:`,
    `  limits: { cpu: 500m, memory: 512Mi }`,
  ].join('\n');

const ansible = (r, es) =>
  [
    `---`,
    `# group_vars/${r.pick(['prod', 'web', 'workers'])}.yml`,
    `app_user: deploy`,
    ...es.map((e) => `${n(e, 'snake')}: "${e.v}"`),
    `app_dir: /opt/${appName(r)}`,
  ].join('\n');

const serverless = (r, es) =>
  [
    `service: ${appName(r)}`,
    `provider:`,
    `  name: aws`,
    `  runtime: ${r.pick(['nodejs20.x', 'python3.12'])}`,
    `  environment:`,
    ...es.map((e) => `    ${n(e, 'SCREAM')}: ${e.v}`),
    `functions:`,
    `  handler:`,
    `    handler: src/handler.main`,
  ].join('\n');

const cloudformation = (r, es) =>
  [
    `Resources:`,
    `  ${appName(r).replace('-', '')}Function:`,
    `    Type: AWS::Lambda::Function`,
    `    Properties:`,
    `      Runtime: python3.12`,
    `      Handler: app.handler`,
    `      Environment:`,
    `        Variables:`,
    ...es.map((e) => `          ${n(e, 'SCREAM')}: "${e.v}"`),
  ].join('\n');

const pulumi = (r, es) =>
  [
    `config:`,
    `  aws:region: ${r.pick(['eu-west-1', 'eu-central-1', 'ap-southeast-2'])}`,
    ...es.map((e) => `  ${appName(r)}:${n(e, 'camel')}: ${e.v}`),
  ].join('\n');

const hocon = (r, es) =>
  [
    `# application.conf`,
    `akka.loglevel = "INFO"`,
    `${es[0].p.slug} {`,
    `  url = "https://${es[0].p.host}"`,
    ...es.map((e) => `  ${n(e, 'camel')} = "${e.v}"`),
    `}`,
  ].join('\n');

const nix = (r, es) =>
  [
    `{ config, pkgs, ... }:`,
    `{`,
    `  services.${appName(r).replace('-', '')} = {`,
    `    enable = true;`,
    `    environment = {`,
    ...es.map((e) => `      ${n(e, 'SCREAM')} = "${e.v}";`),
    `    };`,
    `  };`,
    `}`,
  ].join('\n');

const systemd = (r, es) =>
  [
    `[Unit]`,
    `Description=${appName(r)} worker`,
    `[Service]`,
    `ExecStart=/usr/local/bin/${appName(r)} --serve`,
    ...es.map((e) => `Environment="${n(e, 'SCREAM')}=${e.v}"`),
    `Restart=always`,
  ].join('\n');

const gradleProps = (r, es) =>
  [
    `org.gradle.jvmargs=-Xmx2g`,
    `android.useAndroidX=true`,
    ...es.map((e) => `${n(e, 'camel')}=${e.v}`),
  ].join('\n');

const terraform = (r, es) =>
  [
    `provider "${es[0].p.slug}" {`,
    ...es.map((e) => `  ${n(e, 'snake')} = "${e.v}"`),
    `}`,
    ``,
    `resource "${es[0].p.slug}_project" "main" {`,
    `  name = "${appName(r)}"`,
    `}`,
  ].join('\n');

const ghActions = (r, es) =>
  [
    `name: deploy`,
    `on: { push: { branches: [main] } }`,
    `jobs:`,
    `  release:`,
    `    runs-on: ubuntu-latest`,
    `    env:`,
    ...es.map((e) => `      ${n(e, 'SCREAM')}: ${e.v}`),
    `    steps:`,
    `      - uses: actions/checkout@v4`,
    `      - run: make release`,
  ].join('\n');

const gitlabCi = (r, es) =>
  [
    `stages: [test, deploy]`,
    `variables:`,
    ...es.map((e) => `  ${n(e, 'SCREAM')}: "${e.v}"`),
    `deploy:`,
    `  stage: deploy`,
    `  script:`,
    `    - ./scripts/deploy.sh`,
  ].join('\n');

const dockerfile = (r, es) =>
  [
    `FROM ${r.pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre'])}`,
    `WORKDIR /app`,
    ...es.map((e) => `${r.pick(['ENV', 'ARG'])} ${n(e, 'SCREAM')}=${e.v}`),
    `COPY . .`,
    `CMD ["./start.sh"]`,
  ].join('\n');

export const CONFIG_CONTEXTS = [
  ['dotenv', dotenv],
  ['json', json],
  ['yaml', yaml],
  ['docker-compose', compose],
  ['k8s-secret', k8s],
  ['toml', toml],
  ['ini', ini],
  ['java-properties', properties],
  ['xml-appsettings', xmlConfig],
  ['helm-values', helm],
  ['ansible-vars', ansible],
  ['serverless', serverless],
  ['cloudformation', cloudformation],
  ['pulumi-config', pulumi],
  ['hocon', hocon],
  ['nix', nix],
  ['systemd', systemd],
  ['gradle-properties', gradleProps],
  ['terraform', terraform],
  ['github-actions', ghActions],
  ['gitlab-ci', gitlabCi],
  ['dockerfile', dockerfile],
].map(([name, render]) => ({ name, multi: true, render }));
