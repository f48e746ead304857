// Positive templates for configuration syntaxes. Each takes { r, p, app, items } where items
// are { name, value, secret } in SCREAMING_SNAKE naming, and returns the record text.

import { anyStyle, shortStyled, styled } from './names.mjs';

const q = (r, value) => (r.chance(0.5) ? `"${value}"` : value);

function dotenv({ r, p, app, items }) {
  const head = r.pick([
    `# ${app} — ${p.name}`,
    `# copied from 1Password for ${app}`,
    '# local overrides, do not commit',
    `## ${p.name} settings`,
  ]);
  const body = items.map(
    (it) => `${it.name}=${it.secret && r.chance(0.3) ? `'${it.value}'` : q(r, it.value)}`,
  );
  return [head, ...body, ''].join('\n');
}

function frontendEnv({ r, p, items }) {
  const prefix = r.pick(['VITE_', 'NEXT_PUBLIC_', 'REACT_APP_', 'STORYBOOK_', 'EXPO_PUBLIC_']);
  const file = r.pick([
    '.env.local',
    '.env.production',
    '.env.storybook',
    '.env.development.local',
  ]);
  return [
    `# ${file} (${p.name})`,
    ...items.map((it) => `${prefix}${it.name}=${it.value}`),
    '',
  ].join('\n');
}

function jsonConfig({ r, p, app, items }) {
  const style = r.pick(['camel', 'snake', 'pascal']);
  const section = {};
  for (const it of items) {
    section[shortStyled(it.name, style)] = it.value;
  }
  const key = styled(p.envVar.split('_')[0], style === 'pascal' ? 'pascal' : 'snake');
  const doc = {
    name: app,
    version: `1.${r.int(20)}.${r.int(10)}`,
    integrations: { [key]: section },
    telemetry: { enabled: r.chance(0.5) },
  };
  return JSON.stringify(doc, null, r.pick([2, 4])) + '\n';
}

function yamlConfig({ r, p, app, items }) {
  const style = r.pick(['snake', 'kebab', 'camel']);
  const lines = [
    `# config/${r.pick(['production', 'application', 'settings'])}.yml`,
    'app:',
    `  name: ${app}`,
    `${styled(p.envVar.split('_')[0], 'snake')}:`,
  ];
  for (const it of items) {
    lines.push(
      `  ${shortStyled(it.name, style)}: ${it.secret && r.chance(0.5) ? `"${it.value}"` : it.value}`,
    );
  }
  return lines.join('\n') + '\n';
}

function compose({ r, app, items }) {
  const mapStyle = r.chance(0.5);
  const lines = [
    'services:',
    `  ${app}:`,
    `    image: registry.acme.example/${app}:${r.int(9)}.${r.int(30)}.0`,
    '    restart: unless-stopped',
    '    environment:',
  ];
  for (const it of items) {
    lines.push(mapStyle ? `      ${it.name}: "${it.value}"` : `      - ${it.name}=${it.value}`);
  }
  lines.push('    ports:', `      - "${r.pick([8080, 3000, 8000])}:8080"`);
  return lines.join('\n') + '\n';
}

function k8sSecret({ r, app, items }) {
  const lines = [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${app}-credentials`,
    `  namespace: ${r.pick(['prod', 'default', 'payments', 'platform'])}`,
    'type: Opaque',
    'stringData:',
  ];
  for (const it of items) {
    lines.push(
      `  ${r.chance(0.7) ? it.name : styled(it.name, 'kebab')}: ${r.chance(0.6) ? `"${it.value}"` : it.value}`,
    );
  }
  return lines.join('\n') + '\n';
}

function toml({ r, p, items }) {
  const lines = [
    r.pick(['# config.toml', '# Cargo app settings', '# settings.toml']),
    '',
    `[${styled(p.envVar.split('_')[0], 'snake')}]`,
  ];
  for (const it of items) {
    lines.push(`${shortStyled(it.name, 'snake')} = "${it.value}"`);
  }
  lines.push('', '[server]', `port = ${r.pick([8080, 3000])}`);
  return lines.join('\n') + '\n';
}

function ini({ r, p, items }) {
  const lines = [
    `; ${r.pick(['php.ini override', 'service.ini', 'deploy/app.ini'])}`,
    `[${p.name.replace(/[^A-Za-z]/g, '').toLowerCase()}]`,
  ];
  for (const it of items) {
    lines.push(`${shortStyled(it.name, r.pick(['snake', 'camel']))} = ${it.value}`);
  }
  return lines.join('\n') + '\n';
}

function properties({ r, p, items }) {
  const prefix = r.pick(['app', 'integration', 'acme', 'spring.cloud']);
  const lines = [
    `# src/main/resources/application${r.pick(['', '-prod', '-staging'])}.properties`,
    `server.port=${r.pick([8080, 8443])}`,
  ];
  for (const it of items) {
    lines.push(
      `${prefix}.${styled(p.envVar.split('_')[0], 'snake')}.${shortStyled(it.name, r.pick(['kebab', 'camel', 'dotted']))}=${it.value}`,
    );
  }
  return lines.join('\n') + '\n';
}

function xmlConfig({ r, p, items }) {
  const kind = r.pick(['appSettings', 'android', 'spring']);
  if (kind === 'appSettings') {
    const adds = items.map(
      (it) =>
        `    <add key="${p.name.replace(/[^A-Za-z]/g, '')}:${shortStyled(it.name, 'pascal')}" value="${it.value}" />`,
    );
    return [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      '  <appSettings>',
      ...adds,
      '  </appSettings>',
      '</configuration>',
      '',
    ].join('\n');
  }
  if (kind === 'android') {
    const strings = items.map(
      (it) =>
        `    <string name="${styled(it.name, 'snake')}" translatable="false">${it.value}</string>`,
    );
    return [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<!-- app/src/main/res/values/secrets.xml -->',
      '<resources>',
      ...strings,
      '</resources>',
      '',
    ].join('\n');
  }
  const props = items.map(
    (it) => `    <property name="${shortStyled(it.name, 'camel')}" value="${it.value}"/>`,
  );
  return [
    `<bean id="${styled(p.envVar.split('_')[0], 'snake')}Client" class="com.acme.integration.${p.name.replace(/[^A-Za-z]/g, '')}Client">`,
    ...props,
    '</bean>',
    '',
  ].join('\n');
}

function terraform({ r, p, app, items }) {
  const kind = r.pick(['tfvars', 'provider', 'secret']);
  if (kind === 'tfvars') {
    return [
      `# ${r.pick(['prod', 'staging'])}.auto.tfvars`,
      ...items.map((it) => `${styled(it.name, 'snake')} = "${it.value}"`),
      '',
    ].join('\n');
  }
  if (kind === 'provider') {
    const slug = styled(p.envVar.split('_')[0], 'snake');
    return [
      `provider "${slug}" {`,
      ...items.map((it) => `  ${shortStyled(it.name, 'snake')} = "${it.value}"`),
      '}',
      '',
    ].join('\n');
  }
  const data = items.map((it) => `    ${it.name} = "${it.value}"`);
  return [
    'resource "kubernetes_secret" "app" {',
    '  metadata {',
    `    name = "${app}"`,
    '  }',
    '  data = {',
    ...data,
    '  }',
    '}',
    '',
  ].join('\n');
}

function githubActions({ r, app, items }) {
  const env = items.map(
    (it) => `      ${it.name}: ${it.secret && r.chance(0.5) ? `"${it.value}"` : it.value}`,
  );
  return [
    'name: deploy',
    'on:',
    '  push:',
    '    branches: [main]',
    'jobs:',
    '  deploy:',
    '    runs-on: ubuntu-latest',
    '    env:',
    ...env,
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - run: ./scripts/deploy.sh ${app}`,
    '',
  ].join('\n');
}

function gitlabCi({ r, app, items }) {
  const vars = items.map((it) => `  ${it.name}: "${it.value}"`);
  return [
    'stages: [test, deploy]',
    'variables:',
    ...vars,
    '',
    `deploy_${r.pick(['prod', 'eu', 'staging'])}:`,
    '  stage: deploy',
    '  image: alpine:3.20',
    '  script:',
    `    - ./deploy.sh ${app}`,
    '',
  ].join('\n');
}

function dockerfile({ r, app, items }) {
  const lines = [
    `FROM node:${r.pick([18, 20, 22])}-alpine`,
    'WORKDIR /srv/app',
    'COPY package*.json ./',
    'RUN npm ci --omit=dev',
  ];
  for (const it of items) {
    lines.push(`${it.secret && r.chance(0.4) ? 'ARG' : 'ENV'} ${it.name}=${it.value}`);
  }
  lines.push('COPY . .', `CMD ["node", "dist/${app}.js"]`);
  return lines.join('\n') + '\n';
}

function serverless({ r, app, items }) {
  const env = items.map((it) => `    ${it.name}: ${it.value}`);
  return [
    `service: ${app}`,
    'provider:',
    '  name: aws',
    `  runtime: ${r.pick(['nodejs20.x', 'python3.12'])}`,
    '  environment:',
    ...env,
    'functions:',
    '  handler:',
    '    handler: src/handler.main',
    '',
  ].join('\n');
}

function postmanEnv({ r, items }) {
  const values = items.map((it) => ({
    key: styled(it.name, 'camel'),
    value: it.value,
    type: it.secret ? r.pick(['secret', 'default']) : 'default',
    enabled: true,
  }));
  const doc = {
    id: `${r.int(1e8)}`,
    name: r.pick(['Production', 'Staging EU', 'Partner sandbox']),
    values,
    _postman_variable_scope: 'environment',
  };
  return JSON.stringify(doc, null, '\t') + '\n';
}

function vscodeLaunch({ r, app, items }) {
  const env = Object.fromEntries(items.map((it) => [it.name, it.value]));
  const doc = {
    version: '0.2.0',
    configurations: [
      {
        type: 'node',
        request: 'launch',
        name: `Debug ${app}`,
        program: '${workspaceFolder}/src/index.ts',
        env,
      },
    ],
  };
  return `// .vscode/launch.json\n${JSON.stringify(doc, null, r.pick([2, 4]))}\n`;
}

function ansibleVars({ r, items }) {
  const lines = ['---', `# group_vars/${r.pick(['prod', 'webservers', 'all'])}.yml`];
  for (const it of items) {
    lines.push(`${anyStyle(r, it.name, ['snake'])}: "${it.value}"`);
  }
  return lines.join('\n') + '\n';
}

/** Config templates: name -> function. */
export const CONFIG_TEMPLATES = {
  dotenv,
  'frontend-env': frontendEnv,
  'json-config': jsonConfig,
  'yaml-config': yamlConfig,
  'docker-compose': compose,
  'k8s-secret': k8sSecret,
  toml,
  ini,
  properties,
  'xml-config': xmlConfig,
  terraform,
  'github-actions': githubActions,
  'gitlab-ci': gitlabCi,
  dockerfile,
  'serverless-yml': serverless,
  'postman-env': postmanEnv,
  'vscode-launch': vscodeLaunch,
  'ansible-vars': ansibleVars,
};
