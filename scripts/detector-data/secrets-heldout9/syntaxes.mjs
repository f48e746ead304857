// Where an API key or token turns up: one renderer per syntax. Each takes the seeded random
// source and a credential `c` ({ words, value, slug, header, host, extra }) and returns text.
import { styleName } from './values.mjs';

const S = (c, style) => styleName(c.words, style);
const quote = (r, v) => {
  const q = r.pick(['', '"', "'"]);
  return `${q}${v}${q}`;
};
const all = (c) => [c, ...(c.extra ?? [])];
const REGIONS = ['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1', 'us-west-2'];
const PROJECTS = ['churn-model', 'rec-sys', 'fraud-v3', 'forecast', 'search-rank', 'ocr-pipeline'];

const envFile = (r, c) =>
  [
    `# ${r.pick(['local dev', 'staging', 'training box', 'notebook server'])} settings`,
    `PROJECT=${r.pick(PROJECTS)}`,
    `DATA_DIR=/mnt/${r.pick(['datasets', 'data', 'shared'])}/${r.pick(['raw', 'v2', 'parquet'])}`,
    ...all(c).map((x) => `${S(x, 'SCREAMING')}=${/\s/.test(x.value) ? `"${x.value}"` : x.value}`),
    `BATCH_SIZE=${r.pick([32, 64, 128, 256])}`,
  ].join('\n');

const jsonConfig = (r, c) => {
  const creds = Object.fromEntries(all(c).map((x) => [S(x, r.pick(['camel', 'snake'])), x.value]));
  const doc = { project: r.pick(PROJECTS), region: r.pick(REGIONS), credentials: creds };
  return JSON.stringify(doc, null, r.pick([2, 4]));
};

const mlConfigYaml = (r, c) =>
  [
    'experiment:',
    `  name: ${r.pick(PROJECTS)}-${r.pick(['baseline', 'lora', 'xgb', 'bert-ft'])}`,
    `  seed: ${r.int(10000)}`,
    'trainer:',
    `  max_epochs: ${r.pick([3, 10, 20, 50])}`,
    `  lr: ${r.pick(['3e-4', '1e-3', '5e-5'])}`,
    'logging:',
    `  backend: ${c.slug}`,
    ...all(c).map((x) => `  ${S(x, r.pick(['snake', 'kebab']))}: ${quote(r, x.value)}`),
    `  log_every_n_steps: ${r.pick([10, 50, 100])}`,
  ].join('\n');

const compose = (r, c) =>
  [
    'services:',
    `  ${r.pick(['trainer', 'worker', 'jupyter', 'api', 'etl'])}:`,
    `    image: ${r.pick(['python:3.11-slim', 'jupyter/scipy-notebook:latest', 'ghcr.io/acme/etl:1.4'])}`,
    '    environment:',
    `      - TZ=UTC`,
    ...all(c).map((x) => `      - ${S(x, 'SCREAMING')}=${x.value}`),
    '    volumes:',
    '      - ./data:/data',
  ].join('\n');

const k8sSecret = (r, c) =>
  [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${c.slug}-credentials`,
    `  namespace: ${r.pick(['ml', 'data-platform', 'default', 'airflow'])}`,
    'type: Opaque',
    'stringData:',
    ...all(c).map((x) => `  ${S(x, r.pick(['SCREAMING', 'kebab']))}: "${x.value}"`),
  ].join('\n');

const streamlitToml = (r, c) =>
  [
    `# .streamlit/secrets.toml`,
    `[${c.slug.replace(/-/g, '_')}]`,
    ...all(c).map((x) => `${S(x, 'snake')} = "${x.value}"`),
    '',
    '[app]',
    `title = "${r.pick(['Churn dashboard', 'Label QA', 'Forecast explorer'])}"`,
  ].join('\n');

const iniFile = (r, c) =>
  [
    `[${r.pick(['default', 'production', c.slug])}]`,
    `endpoint = https://${c.host}`,
    `${S(c, r.pick(['snake', 'dotted']))} = ${c.value}`,
    `timeout = ${r.pick([30, 60, 120])}`,
  ].join('\n');

const properties = (r, c) =>
  [
    `# ${r.pick(['application.properties', 'spark-defaults.conf', 'pipeline.properties'])}`,
    `app.name=${r.pick(PROJECTS)}`,
    ...all(c).map((x) => `${x.slug.replace(/-/g, '.')}.${x.words.slice(-2).join('.')}=${x.value}`),
    `spark.executor.memory=${r.pick(['4g', '8g', '16g'])}`,
  ].join('\n');

const xmlConfig = (r, c) =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<configuration>',
    '  <appSettings>',
    `    <add key="${S(c, 'Pascal')}" value="${c.value}" />`,
    `    <add key="Environment" value="${r.pick(['Production', 'Staging'])}" />`,
    '  </appSettings>',
    '</configuration>',
  ].join('\n');

const pythonClient = (r, c) =>
  [
    'import os',
    `import ${c.slug.replace(/-/g, '_')}`,
    '',
    `${S(c, 'SCREAMING')} = "${c.value}"`,
    '',
    `client = ${c.slug.replace(/-/g, '_')}.Client(api_key=${S(c, 'SCREAMING')}, timeout=${r.pick([10, 30])})`,
    `df = client.export(project="${r.pick(PROJECTS)}")`,
  ].join('\n');

const notebook = (r, c) => {
  const cell = (source, outputs = []) => ({
    cell_type: 'code',
    execution_count: r.int(40) + 1,
    id: r.chars('0123456789abcdef', 8),
    metadata: {},
    outputs,
    source,
  });
  const stream = { name: 'stdout', output_type: 'stream', text: [`connected to ${c.host}\n`] };
  const cells = [
    cell(['import pandas as pd\n', 'import numpy as np']),
    cell(
      [`%env ${S(c, 'SCREAMING')}=${c.value}\n`, `!${c.slug.split('-')[0]} login --relogin`],
      [stream],
    ),
  ];
  return JSON.stringify(
    { cells, metadata: { kernelspec: { name: 'python3' } }, nbformat: 4, nbformat_minor: 5 },
    null,
    1,
  );
};

const rScript = (r, c) =>
  [
    'library(httr)',
    'library(dplyr)',
    `Sys.setenv(${S(c, 'SCREAMING')} = "${c.value}")`,
    `resp <- GET("https://${c.host}/v1/${r.pick(['datasets', 'runs', 'items'])}",`,
    `            add_headers(Authorization = paste("Bearer", Sys.getenv("${S(c, 'SCREAMING')}"))))`,
    'df <- content(resp) %>% bind_rows()',
  ].join('\n');

const jsObject = (r, c) =>
  [
    `const ${r.pick(['config', 'settings', 'opts'])} = {`,
    `  baseUrl: 'https://${c.host}',`,
    ...all(c).map((x) => `  ${S(x, 'camel')}: '${x.value}',`),
    `  retries: ${r.pick([2, 3, 5])},`,
    '};',
  ].join('\n');

const tsConst = (r, c) =>
  [
    `// ${r.pick(['temporary', 'quick hack', 'for the demo'])}`,
    `export const ${S(c, 'SCREAMING')}: string = "${c.value}";`,
    `export const ${c.slug.replace(/-/g, '_').toUpperCase()}_URL = "https://${c.host}";`,
  ].join('\n');

export const KEY_SYNTAXES_A = {
  env: envFile,
  json: jsonConfig,
  'ml-config-yaml': mlConfigYaml,
  'docker-compose': compose,
  'k8s-secret': k8sSecret,
  'streamlit-toml': streamlitToml,
  ini: iniFile,
  properties,
  xml: xmlConfig,
  python: pythonClient,
  notebook,
  'r-script': rScript,
  javascript: jsObject,
  typescript: tsConst,
};
