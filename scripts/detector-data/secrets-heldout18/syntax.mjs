// Renderers: one credential set (entries of {words, value}) in one file syntax, with a few lines
// of realistic surrounding configuration. Each returns the record text.

const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);

export const STYLES = {
  screaming: (w) => w.join('_').toUpperCase(),
  snake: (w) => w.join('_'),
  camel: (w) => w[0] + w.slice(1).map(cap).join(''),
  pascal: (w) => w.map(cap).join(''),
  kebab: (w) => w.join('-'),
  dotted: (w) => w.join('.'),
  title: (w) => w.map(cap).join(' '),
};

/** Name of an entry in a style; sometimes a non-English word for the secret part. */
export function nameOf(r, words, style) {
  let parts = words;
  if (r.chance(0.06)) {
    const foreign = r.pick([
      ['clave', 'api'],
      ['passwort'],
      ['mot', 'de', 'passe'],
      ['senha'],
      ['klucz', 'api'],
      ['chiave', 'segreta'],
      ['geheim', 'schluessel'],
    ]);
    parts = [words[0], ...foreign];
  }
  return STYLES[style](parts);
}

const host = (r, slug) =>
  r.pick([
    `api.${slug.replace(/-/g, '')}.io`,
    `${slug}.svc.cluster.local`,
    `${slug}-gw.prod.internal`,
    `eu.${slug.replace(/-/g, '')}.net`,
  ]);
const region = (r) =>
  r.pick([
    'eu-central-1',
    'ap-southeast-1',
    'cn-hangzhou',
    'fr-par',
    'nbg1',
    'sa-east-1',
    'me-central-1',
    'ap-northeast-2',
  ]);
const svc = (r) =>
  r.pick([
    'payments-api',
    'claims-adapter',
    'ledger-core',
    'fhir-bridge',
    'kyc-worker',
    'settlement-batch',
    'audit-shipper',
    'notify-svc',
    'risk-scorer',
    'idp-proxy',
  ]);

export const tail = (e) => (e.full ? e.words : e.words.slice(1));

const lines = (...xs) => xs.filter((x) => x !== null && x !== undefined).join('\n');

export const FILE_SYNTAXES = {
  env: (r, es, slug) =>
    lines(
      `# ${svc(r)} - ${r.pick(['production', 'staging', 'prod-eu'])}`,
      `NODE_ENV=production`,
      `${slug.toUpperCase().replace(/-/g, '_')}_ENDPOINT=https://${host(r, slug)}`,
      ...es.map(
        (e) => `${nameOf(r, e.words, 'screaming')}=${r.chance(0.2) ? `"${e.value}"` : e.value}`,
      ),
      `LOG_LEVEL=${r.pick(['info', 'warn', 'debug'])}`,
    ),
  json: (r, es, slug) =>
    JSON.stringify(
      {
        service: svc(r),
        [slug.replace(/-(.)/g, (_, c) => c.toUpperCase())]: {
          baseUrl: `https://${host(r, slug)}`,
          timeoutMs: 1000 * (2 + r.int(20)),
          ...Object.fromEntries(es.map((e) => [nameOf(r, tail(e), 'camel'), e.value])),
        },
      },
      null,
      2,
    ),
  yaml: (r, es, slug) =>
    lines(
      `${slug.replace(/-/g, '_')}:`,
      `  enabled: true`,
      `  endpoint: https://${host(r, slug)}`,
      `  region: ${region(r)}`,
      ...es.map(
        (e) => `  ${nameOf(r, tail(e), 'snake')}: ${r.chance(0.4) ? `'${e.value}'` : e.value}`,
      ),
      `  retries: ${1 + r.int(5)}`,
    ),
  compose: (r, es, slug) =>
    lines(
      `services:`,
      `  ${svc(r)}:`,
      `    image: registry.internal/${svc(r)}:${1 + r.int(9)}.${r.int(30)}.${r.int(9)}`,
      `    environment:`,
      `      - SPRING_PROFILES_ACTIVE=prod`,
      ...es.map((e) => `      - ${nameOf(r, e.words, 'screaming')}=${e.value}`),
      `    ports:`,
      `      - "${8000 + r.int(999)}:8080"`,
      `    depends_on: [${slug.split('-')[0]}-proxy]`,
    ),
  k8s: (r, es, slug) =>
    lines(
      `apiVersion: v1`,
      `kind: Secret`,
      `metadata:`,
      `  name: ${slug}-credentials`,
      `  namespace: ${r.pick(['payments', 'clinical', 'core-banking', 'platform'])}`,
      `type: Opaque`,
      `stringData:`,
      ...es.map(
        (e) => `  ${nameOf(r, e.words, r.pick(['screaming', 'kebab', 'snake']))}: "${e.value}"`,
      ),
    ),
  toml: (r, es, slug) =>
    lines(
      `[${slug.replace(/-/g, '_')}]`,
      `base_url = "https://${host(r, slug)}"`,
      ...es.map((e) => `${nameOf(r, tail(e), 'snake')} = "${e.value}"`),
      `timeout = "${5 + r.int(25)}s"`,
      '',
      `[server]`,
      `port = ${8000 + r.int(999)}`,
    ),
  ini: (r, es, slug) =>
    lines(
      `[${r.pick(['credentials', slug, 'integration:' + slug, 'default'])}]`,
      `host = ${host(r, slug)}`,
      ...es.map((e) => `${nameOf(r, e.words, r.pick(['snake', 'dotted']))} = ${e.value}`),
      `verify_ssl = true`,
    ),
  properties: (r, es, slug) => {
    const prefix = r.pick([
      'spring.cloud',
      'micronaut.http.services',
      'quarkus.rest-client',
      'app.integrations',
      'camel.component',
    ]);
    return lines(
      `# ${r.pick(['application-prod.properties', 'bootstrap.properties', 'application.properties'])}`,
      `${prefix}.${slug}.url=https://${host(r, slug)}`,
      ...es.map((e) => `${prefix}.${slug}.${nameOf(r, tail(e), 'kebab')}=${e.value}`),
      `${prefix}.${slug}.read-timeout=${5 + r.int(25)}s`,
      `management.endpoints.web.exposure.include=health,info`,
    );
  },
  hocon: (r, es, slug) =>
    lines(
      `akka.http.server.idle-timeout = ${30 + r.int(90)}s`,
      `${slug.replace(/-/g, '')} {`,
      `  endpoint = "https://${host(r, slug)}"`,
      ...es.map((e) => `  ${nameOf(r, tail(e), 'camel')} = "${e.value}"`),
      `  circuit-breaker.max-failures = ${3 + r.int(5)}`,
      `}`,
    ),
  xml: (r, es, slug) =>
    r.chance(0.5)
      ? lines(
          `<?xml version="1.0" encoding="utf-8"?>`,
          `<configuration>`,
          `  <appSettings>`,
          `    <add key="${slug}:BaseUrl" value="https://${host(r, slug)}" />`,
          ...es.map((e) => `    <add key="${nameOf(r, e.words, 'pascal')}" value="${e.value}" />`),
          `  </appSettings>`,
          `</configuration>`,
        )
      : lines(
          `<beans xmlns="http://www.springframework.org/schema/beans">`,
          `  <bean id="${slug.replace(/-/g, '')}Client" class="com.corp.integration.${slug.replace(/-/g, '')}.Client">`,
          `    <property name="endpoint" value="https://${host(r, slug)}"/>`,
          ...es.map(
            (e) => `    <property name="${nameOf(r, tail(e), 'camel')}" value="${e.value}"/>`,
          ),
          `  </bean>`,
          `</beans>`,
        ),
  terraform: (r, es, slug) =>
    lines(
      `provider "${slug.split('-')[0]}" {`,
      `  region = "${region(r)}"`,
      ...es.map((e) => `  ${nameOf(r, tail(e), 'snake')} = "${e.value}"`),
      `}`,
      '',
      `resource "${slug.split('-')[0]}_project" "main" {`,
      `  name = "${svc(r)}"`,
      `}`,
    ),
  actions: (r, es, slug) =>
    lines(
      `name: deploy`,
      `on:`,
      `  push:`,
      `    branches: [main]`,
      `jobs:`,
      `  release:`,
      `    runs-on: ubuntu-latest`,
      `    env:`,
      ...es.map((e) => `      ${nameOf(r, e.words, 'screaming')}: ${e.value}`),
      `    steps:`,
      `      - uses: actions/checkout@v4`,
      `      - run: ./scripts/release.sh ${slug}`,
    ),
  gitlab: (r, es, slug) =>
    lines(
      `stages: [build, deploy]`,
      `variables:`,
      `  DOCKER_DRIVER: overlay2`,
      ...es.map((e) => `  ${nameOf(r, e.words, 'screaming')}: "${e.value}"`),
      `deploy:`,
      `  stage: deploy`,
      `  script:`,
      `    - ./gradlew publish -Ptarget=${slug}`,
    ),
  dockerfile: (r, es, slug) =>
    lines(
      `FROM eclipse-temurin:21-jre`,
      `WORKDIR /app`,
      `COPY build/libs/${svc(r)}.jar app.jar`,
      ...es.map(
        (e) =>
          `${r.pick(['ENV', 'ARG'])} ${nameOf(r, e.words, 'screaming')}${r.chance(0.5) ? '=' : ' '}${e.value}`,
      ),
      `ENV ${slug.toUpperCase().replace(/-/g, '_')}_HOST=${host(r, slug)}`,
      `ENTRYPOINT ["java", "-jar", "app.jar"]`,
    ),
};

export const CODE_SYNTAXES = {
  python: (r, es, slug) =>
    r.chance(0.5)
      ? lines(
          `import requests`,
          '',
          ...es.map((e) => `${nameOf(r, e.words, 'screaming')} = "${e.value}"`),
          `BASE_URL = "https://${host(r, slug)}/v2"`,
          '',
          `def client():`,
          `    s = requests.Session()`,
          `    s.headers["User-Agent"] = "${svc(r)}/1.4"`,
          `    return s`,
        )
      : lines(
          `SETTINGS = {`,
          `    "${slug}": {`,
          `        "url": "https://${host(r, slug)}",`,
          ...es.map((e) => `        "${nameOf(r, tail(e), 'snake')}": "${e.value}",`),
          `    },`,
          `}`,
        ),
  javascript: (r, es, slug) =>
    r.chance(0.5)
      ? lines(
          `export const ${slug.replace(/-(.)/g, (_, c) => c.toUpperCase())}Config = {`,
          `  baseURL: 'https://${host(r, slug)}',`,
          ...es.map((e) => `  ${nameOf(r, tail(e), 'camel')}: '${e.value}',`),
          `  timeout: ${1000 * (1 + r.int(30))},`,
          `};`,
        )
      : lines(
          `// TODO move to vault before release`,
          ...es.map((e) => `const ${nameOf(r, e.words, 'screaming')}: string = "${e.value}";`),
          `const client = new HttpClient({ baseUrl: "https://${host(r, slug)}" });`,
        ),
  go: (r, es, slug) =>
    lines(
      `package ${slug.split('-')[0].replace(/[^a-z]/g, 'x')}`,
      '',
      `const (`,
      `\tdefaultEndpoint = "https://${host(r, slug)}"`,
      ...es.map((e) => `\t${nameOf(r, e.words, 'camel')} = "${e.value}"`),
      `)`,
      '',
      `func NewClient() *Client { return &Client{endpoint: defaultEndpoint} }`,
    ),
  java: (r, es, slug) =>
    lines(
      `package com.corp.${slug.replace(/-/g, '')};`,
      '',
      `public final class ${STYLES.pascal(slug.split('-'))}Settings {`,
      `    static final String ENDPOINT = "https://${host(r, slug)}";`,
      ...es.map(
        (e) => `    static final String ${nameOf(r, e.words, 'screaming')} = "${e.value}";`,
      ),
      `    private ${STYLES.pascal(slug.split('-'))}Settings() {}`,
      `}`,
    ),
  kotlin: (r, es, slug) =>
    lines(
      `object ${STYLES.pascal(slug.split('-'))}Config {`,
      `    const val BASE_URL = "https://${host(r, slug)}"`,
      ...es.map((e) => `    const val ${nameOf(r, e.words, 'screaming')} = "${e.value}"`),
      `    val timeout = ${5 + r.int(20)}.seconds`,
      `}`,
    ),
  scala: (r, es, slug) =>
    lines(
      `final case class ${STYLES.pascal(slug.split('-'))}Settings(`,
      `  endpoint: Uri = uri"https://${host(r, slug)}",`,
      ...es.map((e) => `  ${nameOf(r, tail(e), 'camel')}: String = "${e.value}",`),
      `  retries: Int = ${r.int(5)}`,
      `)`,
    ),
  csharp: (r, es, slug) =>
    r.chance(0.5)
      ? JSON.stringify(
          {
            Logging: { LogLevel: { Default: 'Information' } },
            [STYLES.pascal(slug.split('-'))]: {
              BaseUrl: `https://${host(r, slug)}`,
              ...Object.fromEntries(es.map((e) => [nameOf(r, tail(e), 'pascal'), e.value])),
            },
          },
          null,
          2,
        )
      : lines(
          `services.AddHttpClient<${STYLES.pascal(slug.split('-'))}Client>(c =>`,
          `{`,
          `    c.BaseAddress = new Uri("https://${host(r, slug)}");`,
          ...es.map(
            (e) =>
              `    c.DefaultRequestHeaders.Add("X-${STYLES.pascal(e.words.slice(-2))}", "${e.value}");`,
          ),
          `});`,
        ),
  ruby: (r, es, slug) =>
    lines(
      `${STYLES.pascal(slug.split('-'))}.configure do |config|`,
      `  config.endpoint = "https://${host(r, slug)}"`,
      ...es.map((e) => `  config.${nameOf(r, tail(e), 'snake')} = '${e.value}'`),
      `  config.logger = Rails.logger`,
      `end`,
    ),
  php: (r, es, slug) =>
    lines(
      `<?php`,
      `return [`,
      `    '${slug}' => [`,
      `        'endpoint' => 'https://${host(r, slug)}',`,
      ...es.map((e) => `        '${nameOf(r, tail(e), 'snake')}' => '${e.value}',`),
      `    ],`,
      `];`,
    ),
  rust: (r, es, slug) =>
    lines(
      `// ${slug} client defaults`,
      ...es.map((e) => `pub const ${nameOf(r, e.words, 'screaming')}: &str = "${e.value}";`),
      `pub const ENDPOINT: &str = "https://${host(r, slug)}";`,
      '',
      `pub fn client() -> reqwest::Client { reqwest::Client::new() }`,
    ),
  shell: (r, es, slug) =>
    lines(
      `#!/usr/bin/env bash`,
      `set -euo pipefail`,
      ...es.map(
        (e) =>
          `export ${nameOf(r, e.words, 'screaming')}=${r.chance(0.5) ? `'${e.value}'` : e.value}`,
      ),
      `./bin/${svc(r)} --target ${slug} --region ${region(r)}`,
    ),
};

export { host, region, svc, lines };
