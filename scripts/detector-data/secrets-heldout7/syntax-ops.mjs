// Operations renderers of the held-out (7) secrets set: XML config, Ansible, Terraform (HCL and
// state), Vault CLI output, CI files, Dockerfiles, systemd, supervisor, cron, nginx and Apache.
// Same contract as syntax-config.mjs.

const lines = (...parts) =>
  parts
    .flat()
    .filter((line) => line !== null)
    .join('\n');

export function xmlConfig(c, items) {
  if (c.r.chance(0.5)) {
    return lines(
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      '  <appSettings>',
      `    <add key="Environment" value="${c.f.env()}" />`,
      items.map((it) => `    <add key="${c.n.full(it, 'pascal')}" value="${it.value}" />`),
      '  </appSettings>',
      '</configuration>',
    );
  }
  return lines(
    `<${c.n.service(items[0], 'camel')}Client>`,
    `  <endpoint>https://api.${c.n.service(items[0], 'flat')}.com</endpoint>`,
    items.map((it) => `  <${c.n.short(it, 'camel')}>${it.value}</${c.n.short(it, 'camel')}>`),
    `  <connectTimeout>${c.r.int(20) + 5}000</connectTimeout>`,
    `</${c.n.service(items[0], 'camel')}Client>`,
  );
}

export function ansibleVars(c, items) {
  return lines(
    '---',
    `# group_vars/${c.f.app()}_${c.f.env()}.yml`,
    `${c.f.app()}_listen_port: ${c.f.port()}`,
    `${c.f.app()}_log_dir: /var/log/${c.f.app()}`,
    items.map((it) => `${c.n.full(it, 'snake')}: "${it.value}"`),
  );
}

export function terraformHcl(c, items) {
  const kind = c.r.int(3);
  if (kind === 0) {
    return lines(
      items.map((it) =>
        lines(
          `variable "${c.n.full(it, 'snake')}" {`,
          '  type    = string',
          `  default = "${it.value}"`,
          '}',
          '',
        ),
      ),
    );
  }
  if (kind === 1) {
    return lines(
      `resource "kubernetes_secret" "${c.n.service(items[0], 'snake')}" {`,
      '  metadata {',
      `    name      = "${c.n.service(items[0], 'kebab')}-keys"`,
      `    namespace = "${c.f.app()}"`,
      '  }',
      '  data = {',
      items.map((it) => `    ${c.n.short(it, 'snake')} = "${it.value}"`),
      '  }',
      '}',
    );
  }
  return lines(
    `resource "aws_ecs_task_definition" "${c.f.app()}" {`,
    `  family = "${c.f.app()}-${c.f.env()}"`,
    '  container_definitions = jsonencode([{',
    `    name  = "${c.f.app()}"`,
    '    environment = [',
    items.map((it) => `      { name = "${c.n.full(it, 'screaming')}", value = "${it.value}" },`),
    '    ]',
    '  }])',
    '}',
  );
}

export function terraformState(c, items) {
  const attributes = { id: `${c.f.app()}/${c.n.service(items[0], 'kebab')}` };
  for (const it of items) {
    attributes[c.n.short(it, 'snake')] = it.value;
  }
  const state = {
    version: 4,
    terraform_version: `1.${c.r.int(9)}.${c.r.int(6)}`,
    serial: c.r.int(400) + 3,
    lineage: c.v.uuid(),
    outputs: {},
    resources: [
      {
        mode: 'managed',
        type: `${c.n.service(items[0], 'snake')}_credential`,
        name: c.f.app(),
        provider: `provider["registry.terraform.io/acme/${c.n.service(items[0], 'flat')}"]`,
        instances: [{ schema_version: 0, attributes, sensitive_attributes: [] }],
      },
    ],
  };
  return JSON.stringify(state, null, 2);
}

export function vaultOutput(c, items) {
  const path = `${c.f.app()}/${c.n.service(items[0], 'kebab')}`;
  const width = Math.max(...items.map((it) => c.n.short(it, 'snake').length), 3) + 4;
  const row = (k, val) => `${k.padEnd(width)}${val}`;
  return lines(
    `$ vault kv get -mount=secret ${path}`,
    '====== Secret Path ======',
    `secret/data/${path}`,
    '',
    '======= Metadata =======',
    row('Key', 'Value'),
    row('---', '-----'),
    row('created_time', `${c.f.date()}T${c.f.time()}.${c.v.digits(6)}Z`),
    row('destroyed', 'false'),
    row('version', String(c.r.int(9) + 1)),
    '',
    '====== Data ======',
    row('Key', 'Value'),
    row('---', '-----'),
    items.map((it) => row(c.n.short(it, 'snake'), it.value)),
  );
}

export function githubActions(c, items) {
  return lines(
    `name: deploy-${c.f.app()}`,
    'on:',
    '  push:',
    '    branches: [main]',
    'jobs:',
    '  deploy:',
    '    runs-on: ubuntu-latest',
    '    env:',
    items.map((it) => `      ${c.n.full(it, 'screaming')}: ${it.value}`),
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - run: ./scripts/deploy.sh ${c.f.env()}`,
  );
}

export function gitlabCi(c, items) {
  return lines(
    'stages: [build, release]',
    '',
    'variables:',
    '  DOCKER_DRIVER: overlay2',
    items.map((it) => `  ${c.n.full(it, 'screaming')}: "${it.value}"`),
    '',
    'release:',
    '  stage: release',
    '  script:',
    `    - ./ci/publish.sh --env ${c.f.env()}`,
  );
}

export function dockerfile(c, items) {
  const verb = c.r.pick(['ENV', 'ARG']);
  return lines(
    `FROM node:${c.r.pick(['18', '20', '22'])}-alpine`,
    'WORKDIR /srv/app',
    'COPY package*.json ./',
    'RUN npm ci --omit=dev',
    items.map((it) => `${verb} ${c.n.full(it, 'screaming')}=${it.value}`),
    'COPY . .',
    'CMD ["node", "server.js"]',
  );
}
