// Config-file renderers of the held-out (7) secrets set. Each takes (c, items) where c holds the
// random helpers (r, v, n names, f filler, slug) and items the fields of one provider (or more),
// and returns the text; the labelled secrets are the secret items' values found in it, unless a
// renderer returns { text, secrets } itself (when it encodes the value).

const lines = (...parts) =>
  parts
    .flat()
    .filter((line) => line !== null)
    .join('\n');

export function envFile(c, items) {
  const q = c.r.pick(['', '', '"', "'"]);
  return lines(
    `# ${c.f.app()} service — ${c.f.env()}`,
    `APP_ENV=${c.f.env()}`,
    `PORT=${c.f.port()}`,
    items.map((it) => `${c.n.full(it, 'screaming')}=${q}${it.value}${q}`),
    `REQUEST_TIMEOUT=${c.f.timeout()}`,
  );
}

export function jsonConfig(c, items) {
  const style = c.r.pick(['camel', 'snake', 'camel', 'pascal']);
  const inner = Object.fromEntries(items.map((it) => [c.n.short(it, style), it.value]));
  const doc = {
    name: `${c.f.app()}-service`,
    environment: c.f.env(),
    [c.n.service(items[0], style)]: { ...inner, timeoutMs: 8000 },
    logging: { level: 'info' },
  };
  return JSON.stringify(doc, null, c.r.pick([2, 4]));
}

export function yamlConfig(c, items) {
  const style = c.r.pick(['snake', 'kebab', 'camel']);
  return lines(
    `${c.f.app()}:`,
    `  region: ${c.f.region()}`,
    `  ${c.n.service(items[0], 'kebab')}:`,
    `    enabled: true`,
    items.map((it) => {
      const q = c.r.pick(['', '"', "'"]);
      return `    ${c.n.short(it, style)}: ${q}${it.value}${q}`;
    }),
    `    timeout: ${c.f.timeout()}`,
  );
}

export function composeEnv(c, items) {
  const list = c.r.chance(0.5);
  return lines(
    'services:',
    `  ${c.f.app()}-worker:`,
    `    image: registry.acme.io/${c.f.app()}/worker:${c.f.version()}`,
    '    restart: unless-stopped',
    '    environment:',
    items.map((it) =>
      list
        ? `      - ${c.n.full(it, 'screaming')}=${it.value}`
        : `      ${c.n.full(it, 'screaming')}: "${it.value}"`,
    ),
    list ? '      - TZ=Europe/Berlin' : '      TZ: Europe/Berlin',
    '    depends_on: [redis]',
  );
}

export function k8sStringData(c, items) {
  return lines(
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${c.n.service(items[0], 'kebab')}-credentials`,
    `  namespace: ${c.f.app()}`,
    '  labels:',
    `    app.kubernetes.io/part-of: ${c.f.app()}`,
    'type: Opaque',
    'stringData:',
    items.map(
      (it) => `  ${c.n.short(it, c.r.pick(['kebab', 'snake', 'screaming']))}: "${it.value}"`,
    ),
  );
}

export function k8sData(c, items) {
  const encoded = items.map((it) => ({ ...it, enc: c.v.base64Of(it.value) }));
  const text = lines(
    'apiVersion: v1',
    'data:',
    encoded.map((it) => `  ${c.n.short(it, c.r.pick(['kebab', 'snake']))}: ${it.enc}`),
    'kind: Secret',
    'metadata:',
    `  creationTimestamp: "${c.f.date()}T${c.f.time()}Z"`,
    `  name: ${c.n.service(items[0], 'kebab')}-${c.f.env()}`,
    `  namespace: ${c.f.app()}`,
    `  resourceVersion: "${c.v.digits(8)}"`,
    `  uid: ${c.v.uuid()}`,
    'type: Opaque',
  );
  return { text, secrets: encoded.filter((it) => it.secret).map((it) => it.enc) };
}

export function helmValues(c, items) {
  return lines(
    `# values-${c.f.env()}.yaml`,
    `replicaCount: ${c.r.int(4) + 2}`,
    'image:',
    `  repository: ghcr.io/acme/${c.f.app()}`,
    `  tag: "${c.f.version()}"`,
    'secrets:',
    items.map((it) => `  ${c.n.full(it, 'camel')}: "${it.value}"`),
    'resources:',
    '  limits: { cpu: 500m, memory: 512Mi }',
  );
}

export function tomlConfig(c, items) {
  return lines(
    `[${c.n.service(items[0], 'snake')}]`,
    `endpoint = "https://api.${c.n.service(items[0], 'flat')}.com"`,
    items.map((it) => `${c.n.short(it, 'snake')} = "${it.value}"`),
    `timeout = "${c.f.timeout()}"`,
    '',
    '[retry]',
    `max_attempts = ${c.r.int(5) + 2}`,
  );
}

export function iniConfig(c, items) {
  return lines(
    '[general]',
    `environment = ${c.f.env()}`,
    '',
    `[${c.n.service(items[0], c.r.pick(['snake', 'title']))}]`,
    items.map(
      (it) =>
        `${c.n.short(it, c.r.pick(['snake', 'pascal']))} ${c.r.pick(['=', ' = ', ':'])} ${it.value}`,
    ),
    `verify_ssl = true`,
  );
}

export function propertiesFile(c, items) {
  const style = c.r.pick(['dotted', 'kebab', 'camel']);
  const prefix = `${c.f.app()}.integrations.${c.n.service(items[0], 'flat')}`;
  return lines(
    `# ${c.f.app()} — application-${c.f.env()}.properties`,
    `server.port=${c.f.port()}`,
    `${prefix}.base-url=https://api.${c.n.service(items[0], 'flat')}.com/v2`,
    items.map((it) => `${prefix}.${c.n.short(it, style)}=${it.value}`),
    `spring.jpa.open-in-view=false`,
  );
}
