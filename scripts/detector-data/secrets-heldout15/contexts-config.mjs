// Config-file syntaxes for secrets-heldout15. A context takes (r, items) where each item is
// { name, value, slug } and returns the text; names are styled here, values are written verbatim.

import { nameIn } from './names.mjs';

const N = (r, item, styles) => nameIn(r, item.name, styles);
const host = (item) => `${item.slug.replace(/-/g, '')}.internal.example`;

export const CONFIG_CONTEXTS = {
  dotenv: (r, items) =>
    [
      `# ${r.pick(['local dev', 'feature pipeline', 'training job', 'nightly ETL'])} settings`,
      `APP_ENV=${r.pick(['development', 'staging', 'production'])}`,
      `LOG_LEVEL=${r.pick(['info', 'debug', 'warn'])}`,
      ...items.map((i) => `${N(r, i, ['screaming'])}=${r.chance(0.3) ? `"${i.value}"` : i.value}`),
      `BATCH_SIZE=${r.pick([64, 128, 256, 512])}`,
    ].join('\n'),
  json: (r, items) =>
    JSON.stringify(
      {
        service: r.pick(['feature-sync', 'embedder', 'warehouse-loader', 'label-export']),
        region: r.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'fra1']),
        credentials: Object.fromEntries(items.map((i) => [N(r, i, ['camel', 'snake']), i.value])),
        retries: r.int(5) + 1,
      },
      null,
      2,
    ),
  yaml: (r, items) =>
    [
      `${r.pick(['pipeline', 'ingest', 'training'])}:`,
      `  name: ${r.pick(['daily-orders', 'clickstream-sessions', 'embeddings-refresh'])}`,
      `  schedule: "${r.int(60)} ${r.int(24)} * * *"`,
      '  auth:',
      ...items.map(
        (i) =>
          `    ${N(r, i, ['snake', 'kebab', 'camel'])}: ${r.chance(0.4) ? `'${i.value}'` : i.value}`,
      ),
      `  timeout_s: ${r.pick([300, 900, 3600])}`,
    ].join('\n'),
  compose: (r, items) =>
    [
      'services:',
      `  ${r.pick(['worker', 'jupyter', 'airflow-scheduler', 'mlflow'])}:`,
      `    image: ${r.pick(['python:3.11-slim', 'apache/airflow:2.9.2', 'jupyter/pyspark-notebook:latest'])}`,
      '    environment:',
      ...items.map((i) => `      - ${N(r, i, ['screaming'])}=${i.value}`),
      '    volumes:',
      '      - ./dags:/opt/airflow/dags',
    ].join('\n'),
  k8s: (r, items) =>
    [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${r.pick(['etl-credentials', 'model-serving-keys', 'feast-online-store'])}`,
      `  namespace: ${r.pick(['data', 'ml-platform', 'analytics'])}`,
      'type: Opaque',
      'stringData:',
      ...items.map((i) => `  ${N(r, i, ['screaming', 'snake', 'kebab'])}: "${i.value}"`),
    ].join('\n'),
  toml: (r, items) =>
    [
      `[${r.pick(['tool.loader', 'connections.warehouse', 'tracking', 'vectorstore'])}]`,
      `endpoint = "https://${host(items[0])}"`,
      ...items.map((i) => `${N(r, i, ['snake'])} = "${i.value}"`),
      `verify_ssl = ${r.pick(['true', 'false'])}`,
    ].join('\n'),
  ini: (r, items) =>
    [
      `[${r.pick(['default', 'prod', 'credentials', items[0].slug])}]`,
      `host = ${host(items[0])}`,
      ...items.map((i) => `${N(r, i, ['snake', 'dotted'])} = ${i.value}`),
      `pool_size = ${r.int(20) + 1}`,
    ].join('\n'),
  properties: (r, items) =>
    [
      `# ${r.pick(['Spark job', 'Flink job', 'ingestion service'])} configuration`,
      `app.name=${r.pick(['sessionizer', 'orders-cdc', 'ctr-features'])}`,
      ...items.map(
        (i) => `${items[0].slug.replace(/-/g, '.')}.${N(r, i, ['camel', 'kebab'])}=${i.value}`,
      ),
      `app.parallelism=${r.pick([4, 8, 16])}`,
    ].join('\n'),
  xml: (r, items) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<configuration>',
      ...items.map(
        (i) =>
          `  <property>\n    <name>${items[0].slug}.${N(r, i, ['dotted', 'camel'])}</name>\n    <value>${i.value}</value>\n  </property>`,
      ),
      '</configuration>',
    ].join('\n'),
  terraform: (r, items) =>
    [
      `resource "${r.pick(['kubernetes_secret', 'vault_generic_secret', 'aws_ssm_parameter'])}" "${items[0].slug.replace(/-/g, '_')}" {`,
      `  name = "${items[0].slug}-creds"`,
      '  data = {',
      ...items.map((i) => `    ${N(r, i, ['snake'])} = "${i.value}"`),
      '  }',
      '}',
    ].join('\n'),
  dockerfile: (r, items) =>
    [
      `FROM ${r.pick(['python:3.12-slim', 'eclipse-temurin:17-jre', 'nvidia/cuda:12.2.0-runtime-ubuntu22.04'])}`,
      'WORKDIR /app',
      'COPY requirements.txt .',
      'RUN pip install --no-cache-dir -r requirements.txt',
      ...items.map((i) => `${r.pick(['ENV', 'ARG'])} ${N(r, i, ['screaming'])}=${i.value}`),
      'COPY . .',
      `CMD ["python", "${r.pick(['train.py', 'serve.py', 'etl/main.py'])}"]`,
    ].join('\n'),
  renviron: (r, items) =>
    [
      '# ~/.Renviron',
      `R_LIBS_USER=~/R/library`,
      ...items.map((i) => `${N(r, i, ['screaming'])}=${i.value}`),
    ].join('\n'),
  sparkconf: (r, items) =>
    [
      '# spark-defaults.conf',
      'spark.master                     yarn',
      `spark.executor.memory            ${r.pick(['4g', '8g', '16g'])}`,
      ...items.map(
        (i) =>
          `spark.hadoop.${items[0].slug.replace(/-/g, '')}.${N(r, i, ['camel', 'dotted'])}    ${i.value}`,
      ),
      'spark.sql.shuffle.partitions     200',
    ].join('\n'),
  airflowVars: (r, items) =>
    JSON.stringify(
      Object.fromEntries([
        ['etl_start_date', '2024-01-01'],
        ...items.map((i) => [N(r, i, ['snake']), i.value]),
        ['warehouse_schema', r.pick(['analytics', 'staging', 'raw'])],
      ]),
      null,
      4,
    ),
};
