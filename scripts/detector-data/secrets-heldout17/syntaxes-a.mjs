// Config-file syntaxes: each takes a context { env, value, slug, r, n(style), host, other }
// and returns text holding the value exactly once.

const lines = (...parts) => parts.join('\n');

export const CONFIG_SYNTAXES = {
  dotenv: (c) =>
    lines(
      `# ${c.slug} - staging`,
      `NODE_ENV=production`,
      `PORT=${3000 + c.r.int(900)}`,
      `${c.env}=${c.value}`,
      `LOG_LEVEL=${c.r.pick(['info', 'debug', 'warn'])}`,
    ),
  json: (c) =>
    JSON.stringify(
      {
        service: c.slug,
        region: c.r.pick(['eu-west', 'ap-south', 'us-east']),
        credentials: { [c.n('camel')]: c.value },
        retries: 3,
      },
      null,
      2,
    ),
  yaml: (c) =>
    lines(
      `${c.slug.replace(/-/g, '_')}:`,
      `  endpoint: https://${c.host}/v2`,
      `  ${c.n('snake')}: "${c.value}"`,
      `  timeout_ms: 8000`,
    ),
  compose: (c) =>
    lines(
      'services:',
      '  worker:',
      `    image: registry.local/${c.slug}-worker:1.${c.r.int(30)}.${c.r.int(9)}`,
      '    environment:',
      `      - ${c.env}=${c.value}`,
      '      - QUEUE=jobs',
      '    restart: unless-stopped',
    ),
  k8s: (c) =>
    lines(
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${c.slug}-credentials`,
      '  namespace: backend',
      'type: Opaque',
      'stringData:',
      `  ${c.n('kebab')}: '${c.value}'`,
    ),
  toml: (c) =>
    lines(
      `[integrations.${c.slug.replace(/-/g, '_')}]`,
      'enabled = true',
      `${c.n('snake')} = "${c.value}"`,
      'batch_size = 50',
    ),
  ini: (c) =>
    lines(`[${c.slug}]`, `host = ${c.host}`, `${c.n('snake')} = ${c.value}`, 'verify_ssl = yes'),
  properties: (c) =>
    lines(
      `# ${c.slug} client`,
      `${c.slug.replace(/-/g, '')}.base-url=https://${c.host}`,
      `${c.slug.replace(/-/g, '')}.${c.n('kebab')}=${c.value}`,
      `${c.slug.replace(/-/g, '')}.pool.size=4`,
    ),
  xml: (c) =>
    lines(
      '<?xml version="1.0" encoding="utf-8"?>',
      '<configuration>',
      '  <appSettings>',
      `    <add key="${c.n('pascal')}" value="${c.value}" />`,
      `    <add key="Environment" value="Production" />`,
      '  </appSettings>',
      '</configuration>',
    ),
  terraform: (c) =>
    lines(
      `resource "${c.slug.replace(/-/g, '_')}_integration" "main" {`,
      `  name    = "prod-${c.r.chars('abcdefghijklmnopqrstuvwxyz', 5)}"`,
      `  ${c.n('snake')} = "${c.value}"`,
      '  tags    = ["managed-by-tf"]',
      '}',
    ),
  gha: (c) =>
    lines(
      'name: deploy',
      'on: [push]',
      'jobs:',
      '  release:',
      '    runs-on: ubuntu-latest',
      '    env:',
      `      ${c.env}: ${c.value}`,
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: ./scripts/release.sh',
    ),
  gitlab: (c) =>
    lines(
      'variables:',
      `  ${c.env}: "${c.value}"`,
      '',
      'deploy:',
      '  stage: deploy',
      '  script:',
      '    - make publish',
    ),
  dockerfile: (c) =>
    lines(
      'FROM node:20-slim',
      'WORKDIR /app',
      `${c.r.pick(['ENV', 'ARG'])} ${c.env}=${c.value}`,
      'COPY . .',
      'RUN npm ci --omit=dev',
      'CMD ["node", "server.js"]',
    ),
  platformio: (c) =>
    lines(
      '[env:esp32dev]',
      'platform = espressif32',
      'board = esp32dev',
      'framework = arduino',
      `build_flags = -DCORE_DEBUG_LEVEL=1 -D${c.env}=\\"${c.value}\\"`,
      'monitor_speed = 115200',
    ),
  sdkconfig: (c) =>
    lines(
      'CONFIG_IDF_TARGET="esp32s3"',
      'CONFIG_ESPTOOLPY_FLASHSIZE_8MB=y',
      `CONFIG_APP_${c.env}="${c.value}"`,
      'CONFIG_LOG_DEFAULT_LEVEL_INFO=y',
    ),
  unreal_ini: (c) =>
    lines(
      `[/Script/${c.n('pascal').slice(0, 12)}Plugin.Settings]`,
      'bEnabled=True',
      `${c.n('pascal')}=${c.value}`,
      'RequestTimeoutSeconds=15',
    ),
  godot_cfg: (c) =>
    lines(
      '[application]',
      'config/name="Driftwood"',
      '',
      '[services]',
      `${c.n('snake')}="${c.value}"`,
    ),
};
