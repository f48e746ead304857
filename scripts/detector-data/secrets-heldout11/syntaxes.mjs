// Renderers for the provider positives: each writes a list of entries ({ name, value }, name
// being the nameForms of the key words) in one file syntax, with the provider's name forms
// (c.pre) and some neutral neighbours. 'one' renderers take only the first secret entry.

const q = (value) => JSON.stringify(value);
const lines = (...parts) =>
  parts
    .flat()
    .filter((part) => part !== null)
    .join('\n');
const full = (c, e) => `${c.pre.words.join('_')}_${e.name.snake}`.toUpperCase();
const fullCamel = (c, e) => c.pre.camel + e.name.pascal;

function env(c) {
  const body = c.all.map((e) => `${full(c, e)}=${c.r.chance(0.3) ? q(e.value) : e.value}`);
  return lines(
    `# ${c.pre.title} (${c.stage})`,
    c.fill.map((f) => `${f.name.upper}=${f.value}`),
    body,
  );
}

function json(c) {
  const section = Object.fromEntries(c.all.map((e) => [e.name.camel, e.value]));
  const neutral = Object.fromEntries(c.fill.map((f) => [f.name.camel, f.value]));
  return JSON.stringify(
    { service: c.app, ...neutral, integrations: { [c.pre.camel]: section } },
    null,
    2,
  );
}

function yaml(c) {
  return lines(
    `${c.app}:`,
    c.fill.map((f) => `  ${f.name.kebab}: ${f.value}`),
    `  ${c.pre.kebab}:`,
    `    endpoint: https://${c.host}/v2`,
    c.all.map((e) => `    ${e.name.kebab}: ${c.r.chance(0.5) ? q(e.value) : `'${e.value}'`}`),
  );
}

function compose(c) {
  return lines(
    'services:',
    `  ${c.app}:`,
    `    image: registry.${c.corp}.internal/${c.app}:${c.r.int(9)}.${c.r.int(30)}.${c.r.int(9)}`,
    '    environment:',
    c.fill.map((f) => `      - ${f.name.upper}=${f.value}`),
    c.all.map((e) => `      - ${full(c, e)}=${e.value}`),
    '    ports:',
    `      - "${8000 + c.r.int(999)}:8080"`,
  );
}

function k8s(c) {
  return lines(
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${c.app}-${c.pre.kebab}`,
    `  namespace: ${c.stage}`,
    'type: Opaque',
    'stringData:',
    c.all.map((e) => `  ${full(c, e)}: ${q(e.value)}`),
  );
}

function helm(c) {
  return lines(
    `# values-${c.stage}.yaml`,
    `replicaCount: ${1 + c.r.int(4)}`,
    'env:',
    c.fill.map((f) => `  ${f.name.upper}: ${q(String(f.value))}`),
    c.all.map((e) => `  ${full(c, e)}: ${q(e.value)}`),
  );
}

function toml(c) {
  return lines(
    `[${c.app.replace(/-/g, '_')}]`,
    c.fill.map((f) => `${f.name.snake} = ${q(f.value)}`),
    '',
    `[integrations.${c.pre.snake}]`,
    c.all.map((e) => `${e.name.snake} = ${q(e.value)}`),
  );
}

function ini(c) {
  return lines(
    '[general]',
    c.fill.map((f) => `${f.name.snake} = ${f.value}`),
    '',
    `[${c.pre.snake}]`,
    c.all.map((e) => `${e.name.snake} = ${e.value}`),
  );
}

function properties(c) {
  return lines(
    `# application-${c.stage}.properties`,
    c.fill.map((f) => `${c.corp}.${f.name.kebab}=${f.value}`),
    c.all.map((e) => `${c.corp}.${c.pre.kebab}.${e.name.kebab}=${e.value}`),
  );
}

function gradle(c) {
  return lines(
    'org.gradle.jvmargs=-Xmx2g',
    'org.gradle.parallel=true',
    c.all.map((e) => `${fullCamel(c, e)}=${e.value}`),
  );
}

function webConfig(c) {
  return lines(
    '<?xml version="1.0" encoding="utf-8"?>',
    '<configuration>',
    '  <appSettings>',
    c.fill.map((f) => `    <add key="${f.name.pascal}" value="${f.value}" />`),
    c.all.map((e) => `    <add key="${c.pre.pascal}:${e.name.pascal}" value="${e.value}" />`),
    '  </appSettings>',
    '</configuration>',
  );
}

function appsettings(c) {
  const section = Object.fromEntries(c.all.map((e) => [e.name.pascal, e.value]));
  const logging = { LogLevel: { Default: 'Information', 'Microsoft.AspNetCore': 'Warning' } };
  return JSON.stringify({ Logging: logging, AllowedHosts: '*', [c.pre.pascal]: section }, null, 2);
}

function xmlBean(c) {
  return lines(
    `<bean id="${c.pre.camel}Client" class="com.${c.corp}.integration.${c.pre.pascal}Client">`,
    `  <property name="endpoint" value="https://${c.host}" />`,
    c.all.map((e) => `  <property name="${e.name.camel}" value="${e.value}" />`),
    '</bean>',
  );
}

export const FILE_SYNTAXES = {
  env,
  json,
  yaml,
  compose,
  k8s,
  helm,
  toml,
  ini,
  properties,
  gradle,
  webConfig,
  appsettings,
  xmlBean,
};
export { q, lines, full, fullCamel };
