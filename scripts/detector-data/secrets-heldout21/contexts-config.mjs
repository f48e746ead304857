// Config-file syntaxes for set-21 positives. Each make(c) returns the record text; c carries
// the random generator r, the value v, the provider slug and name(styles) for the key name.
import { envFiller } from './names.mjs';

const q = (v) => JSON.stringify(v);

export const CONFIG_CONTEXTS = [
  {
    name: 'dotenv',
    make: (c) =>
      [
        `# ${c.slug} credentials for ${c.project}`,
        ...envFiller(c.r),
        `${c.name(['scream'])}=${c.r.chance(0.3) ? q(c.v) : c.v}`,
        ...envFiller(c.r),
      ].join('\n'),
  },
  {
    name: 'json-config',
    make: (c) =>
      JSON.stringify(
        {
          project: c.project,
          [c.slug]: {
            endpoint: `https://${c.host}/api`,
            [c.name(['camel', 'snake', 'kebab'])]: c.v,
            timeout: 30,
          },
          output: { dir: `/data/${c.project}` },
        },
        null,
        c.r.pick([2, 4]),
      ),
  },
  {
    name: 'yaml-config',
    make: (c) =>
      [
        `# pipeline settings (${c.project})`,
        `${c.slug.replace(/-/g, '_')}:`,
        `  base_url: https://${c.host}/`,
        `  ${c.name(['snake', 'camel', 'kebab'])}: ${c.r.chance(0.5) ? q(c.v) : `'${c.v}'`}`,
        `  retries: 3`,
        `workers: ${2 + c.r.int(14)}`,
      ].join('\n'),
  },
  {
    name: 'docker-compose-env',
    make: (c) =>
      [
        `services:`,
        `  ${c.project}:`,
        `    image: ghcr.io/example-lab/${c.project}:${c.r.pick(['1.4.2', 'latest', '2024.06'])}`,
        `    environment:`,
        `      - DATA_ROOT=/data`,
        `      - ${c.name(['scream'])}=${c.v}`,
        `    volumes:`,
        `      - ./data:/data`,
      ].join('\n'),
  },
  {
    name: 'k8s-secret',
    make: (c) =>
      [
        `apiVersion: v1`,
        `kind: Secret`,
        `metadata:`,
        `  name: ${c.slug}-credentials`,
        `  namespace: ${c.project}`,
        `type: Opaque`,
        `stringData:`,
        `  ${c.name(['scream', 'kebab', 'snake'])}: ${q(c.v)}`,
      ].join('\n'),
  },
  {
    name: 'toml',
    make: (c) =>
      [
        `[tool.${c.project.replace(/-/g, '_')}]`,
        `threads = ${c.r.pick([4, 8, 16])}`,
        ``,
        `[${c.slug}]`,
        `url = "https://${c.host}"`,
        `${c.name(['snake', 'kebab'])} = ${q(c.v)}`,
      ].join('\n'),
  },
  {
    name: 'ini',
    make: (c) =>
      [
        `[general]`,
        `project = ${c.project}`,
        ``,
        `[${c.slug}]`,
        `host = ${c.host}`,
        `user = ${c.user}`,
        `${c.name(['snake', 'dotted', 'foreign'])} = ${c.v}`,
      ].join('\n'),
  },
  {
    name: 'java-properties',
    make: (c) =>
      [
        `# ${c.project} application.properties`,
        `server.port=${8000 + c.r.int(999)}`,
        `${c.slug.replace(/-/g, '.')}.base-url=https://${c.host}`,
        `${c.slug.replace(/-/g, '.')}.${c.name(['kebab', 'dotted', 'camel'])}=${c.v}`,
        `spring.jpa.open-in-view=false`,
      ].join('\n'),
  },
  {
    name: 'xml-config',
    fits: (v) => !/[<&]/.test(v),
    make: (c) =>
      c.r.chance(0.5)
        ? [
            `<configuration>`,
            `  <appSettings>`,
            `    <add key="${c.name(['pascal', 'camel'])}" value="${c.v}" />`,
            `    <add key="Endpoint" value="https://${c.host}" />`,
            `  </appSettings>`,
            `</configuration>`,
          ].join('\n')
        : [
            `<settings>`,
            `  <service id="${c.slug}">`,
            `    <url>https://${c.host}</url>`,
            `    <${c.name(['camel', 'kebab'])}>${c.v}</${c.name(['camel', 'kebab'])}>`,
            `  </service>`,
            `</settings>`,
          ].join('\n'),
  },
  {
    name: 'terraform',
    make: (c) =>
      [
        `provider "${c.slug.split('-')[0]}" {`,
        `  endpoint = "https://${c.host}"`,
        `  ${c.name(['snake'])} = "${c.v}"`,
        `}`,
        ``,
        `resource "null_resource" "${c.project.replace(/-/g, '_')}" {}`,
      ].join('\n'),
  },
  {
    name: 'github-actions',
    make: (c) =>
      [
        `name: nightly-${c.project}`,
        `on:`,
        `  schedule:`,
        `    - cron: '0 3 * * *'`,
        `jobs:`,
        `  sync:`,
        `    runs-on: ubuntu-latest`,
        `    env:`,
        `      ${c.name(['scream'])}: ${c.v}`,
        `    steps:`,
        `      - uses: actions/checkout@v4`,
        `      - run: python -m ${c.project.replace(/-/g, '_')}.sync`,
      ].join('\n'),
  },
  {
    name: 'gitlab-ci',
    make: (c) =>
      [
        `variables:`,
        `  ${c.name(['scream'])}: "${c.v}"`,
        `  GIT_DEPTH: "1"`,
        ``,
        `harvest:`,
        `  stage: build`,
        `  image: python:3.12`,
        `  script:`,
        `    - pip install -r requirements.txt`,
        `    - python harvest.py --since yesterday`,
      ].join('\n'),
  },
  {
    name: 'dockerfile',
    fits: (v) => !/\s/.test(v),
    make: (c) =>
      [
        `FROM rocker/geospatial:4.4`,
        `WORKDIR /opt/${c.project}`,
        `${c.r.pick(['ENV', 'ARG'])} ${c.name(['scream'])}=${c.v}`,
        `COPY . .`,
        `RUN Rscript -e 'renv::restore()'`,
        `CMD ["Rscript", "run.R"]`,
      ].join('\n'),
  },
  {
    name: 'renviron',
    make: (c) =>
      [
        `# ~/.Renviron`,
        `R_LIBS_USER=~/R/library`,
        `${c.name(['scream'])}=${c.v}`,
        `R_MAX_VSIZE=32Gb`,
      ].join('\n'),
  },
  {
    name: 'markdown-doc',
    make: (c) =>
      [
        `## Connecting to ${c.slug}`,
        ``,
        `Ask the data steward for access, then set the key before running the notebook.`,
        `For now the shared one works:`,
        ``,
        '```bash',
        `export ${c.name(['scream'])}="${c.v}"`,
        `python scripts/fetch.py --project ${c.project}`,
        '```',
        ``,
        `Outputs land in \`/data/${c.project}/raw\`.`,
      ].join('\n'),
  },
  {
    name: 'log-line',
    fits: (v) => !/\s/.test(v),
    make: (c) => {
      const ts = `2024-0${1 + c.r.int(9)}-1${c.r.int(9)}T0${c.r.int(9)}:${10 + c.r.int(49)}:${10 + c.r.int(49)}Z`;
      return [
        `${ts} INFO  harvester: starting run for ${c.project}`,
        `${ts} DEBUG client: config loaded {url=https://${c.host}, ${c.name(['snake', 'camel'])}=${c.v}}`,
        `${ts} INFO  harvester: 0 records changed`,
      ].join('\n');
    },
  },
  {
    name: 'cdsapirc-netrc',
    fits: (v) => !/\s/.test(v),
    make: (c) =>
      c.r.chance(0.5)
        ? [`machine ${c.host}`, `  login ${c.user}`, `  password ${c.v}`].join('\n')
        : [`url: https://${c.host}/api`, `key: ${c.v}`, `verify: 1`].join('\n'),
  },
];
