// Code, shell, HTTP, CI, log, doc and notebook syntaxes for secrets-heldout15 (same shape as
// contexts-config.mjs).

import { nameIn } from './names.mjs';

const N = (r, item, styles) => nameIn(r, item.name, styles);
const host = (item) => `api.${item.slug.replace(/-/g, '')}.example.com`;
const header = (item) =>
  'X-' +
  item.slug
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('-') +
  '-Key';

export const CODE_CONTEXTS = {
  python: (r, items) =>
    [
      'import os',
      'import pandas as pd',
      '',
      ...items.map((i) => `${N(r, i, ['screaming', 'snake'])} = "${i.value}"`),
      `TABLE = "${r.pick(['raw.events', 'mart.daily_revenue', 'features.user_7d'])}"`,
      '',
      'def load(day):',
      '    return pd.read_parquet(f"s3://lake/{TABLE}/dt={day}")',
    ].join('\n'),
  jsts: (r, items) =>
    [
      `export const ${r.pick(['config', 'settings', 'clients'])} = {`,
      `  baseUrl: 'https://${host(items[0])}',`,
      ...items.map((i) => `  ${N(r, i, ['camel'])}: '${i.value}',`),
      `  timeoutMs: ${r.pick([5000, 10000, 30000])},`,
      '};',
    ].join('\n'),
  go: (r, items) =>
    [
      'package ingest',
      '',
      'const (',
      ...items.map((i) => `\t${N(r, i, ['pascal', 'camel'])} = "${i.value}"`),
      `\tdefaultPartitions = ${r.pick([8, 16, 32])}`,
      ')',
    ].join('\n'),
  java: (r, items) =>
    [
      `public final class ${r.pick(['WarehouseClient', 'FeatureSync', 'EventLoader'])} {`,
      ...items.map(
        (i) => `    private static final String ${N(r, i, ['screaming'])} = "${i.value}";`,
      ),
      `    private static final int BATCH = ${r.pick([500, 1000, 5000])};`,
      '}',
    ].join('\n'),
  kotlin: (r, items) =>
    [
      `object ${r.pick(['Secrets', 'ApiConfig', 'LakeConfig'])} {`,
      ...items.map((i) => `    const val ${N(r, i, ['screaming'])} = "${i.value}"`),
      `    val endpoint = "https://${host(items[0])}"`,
      '}',
    ].join('\n'),
  csharp: (r, items) =>
    [
      'public static class PipelineSettings',
      '{',
      ...items.map((i) => `    public const string ${N(r, i, ['pascal'])} = "${i.value}";`),
      `    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(${r.pick([30, 60, 120])});`,
      '}',
    ].join('\n'),
  ruby: (r, items) =>
    [
      `${r.pick(['Exporter', 'Reporting', 'Sync'])}.configure do |config|`,
      ...items.map((i) => `  config.${N(r, i, ['snake'])} = '${i.value}'`),
      `  config.batch_size = ${r.pick([100, 250, 1000])}`,
      'end',
    ].join('\n'),
  php: (r, items) =>
    [
      '<?php',
      'return [',
      ...items.map((i) => `    '${N(r, i, ['snake'])}' => '${i.value}',`),
      `    'timeout' => ${r.pick([10, 20, 30])},`,
      '];',
    ].join('\n'),
  rust: (r, items) =>
    [
      ...items.map((i) => `const ${N(r, i, ['screaming'])}: &str = "${i.value}";`),
      '',
      'fn client() -> reqwest::Client {',
      '    reqwest::Client::new()',
      '}',
    ].join('\n'),
  scala: (r, items) =>
    [
      'val spark = SparkSession.builder.appName("' +
        r.pick(['dedupe', 'sessionize', 'backfill']) +
        '").getOrCreate()',
      ...items.map((i) => `val ${N(r, i, ['camel'])} = "${i.value}"`),
      'val df = spark.read.parquet("s3a://lake/raw/events/")',
    ].join('\n'),
  shell: (r, items) =>
    [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      ...items.map(
        (i) => `export ${N(r, i, ['screaming'])}=${r.chance(0.5) ? `'${i.value}'` : i.value}`,
      ),
      `python -m ${r.pick(['etl.run', 'train', 'jobs.backfill'])} --date "$(date +%F)"`,
    ].join('\n'),
  cli: (r, items) =>
    [
      `$ ${r.pick(['./ingest', 'python sync.py', 'datactl push', 'loader'])} \\`,
      ...items.map((i) => `    --${N(r, i, ['kebab'])} ${i.value} \\`),
      `    --since ${r.pick(['2024-03-01', '2024-11-15'])}`,
    ].join('\n'),
  curl: (r, items) =>
    [
      `curl -s -X ${r.pick(['GET', 'POST'])} "https://${host(items[0])}/v1/${r.pick(['datasets', 'runs', 'embeddings', 'jobs'])}" \\`,
      ...items.map((i, n) =>
        n === 0 && r.chance(0.5)
          ? `  -H "Authorization: Bearer ${i.value}" \\`
          : `  -H "${header(i)}: ${i.value}" \\`,
      ),
      '  -H "Content-Type: application/json"',
    ].join('\n'),
  http: (r, items) =>
    [
      `${r.pick(['GET', 'POST'])} /v2/${r.pick(['query', 'ingest', 'models'])} HTTP/1.1`,
      `Host: ${host(items[0])}`,
      'Accept: application/json',
      ...items.map((i, n) =>
        n === 0 && r.chance(0.6)
          ? `Authorization: ${r.pick(['Bearer', 'Token'])} ${i.value}`
          : `${header(i)}: ${i.value}`,
      ),
      `User-Agent: ${r.pick(['python-requests/2.31.0', 'okhttp/4.12.0', 'airflow-http/2.9'])}`,
    ].join('\n'),
  gha: (r, items) =>
    [
      `name: ${r.pick(['nightly-train', 'dbt-run', 'publish-model'])}`,
      'on:',
      '  schedule:',
      "    - cron: '0 3 * * *'",
      'jobs:',
      '  run:',
      '    runs-on: ubuntu-latest',
      '    env:',
      ...items.map((i) => `      ${N(r, i, ['screaming'])}: ${i.value}`),
      '    steps:',
      '      - uses: actions/checkout@v4',
      `      - run: ${r.pick(['make train', 'dbt build', 'python publish.py'])}`,
    ].join('\n'),
  gitlab: (r, items) =>
    [
      'variables:',
      ...items.map((i) => `  ${N(r, i, ['screaming'])}: "${i.value}"`),
      '',
      `${r.pick(['train', 'load', 'deploy'])}:`,
      '  stage: build',
      '  script:',
      `    - ${r.pick(['python train.py', 'dbt run --target prod', './deploy.sh'])}`,
    ].join('\n'),
  log: (r, items) =>
    [
      `2024-${String(r.int(12) + 1).padStart(2, '0')}-${String(r.int(28) + 1).padStart(2, '0')} 0${r.int(9)}:1${r.int(9)}:4${r.int(9)},${r.int(900) + 100} INFO ${r.pick(['etl.client', 'airflow.task', 'trainer'])} - starting`,
      ...items.map(
        (i) =>
          `DEBUG ${r.pick(['client', 'config', 'auth'])} initialised with ${N(r, i, ['snake', 'camel'])}=${i.value}`,
      ),
      `INFO rows_loaded=${r.int(900000)} elapsed=${r.int(900)}s`,
    ].join('\n'),
  markdown: (r, items) =>
    [
      `## ${r.pick(['Running the pipeline locally', 'Setup', 'Troubleshooting the loader'])}`,
      '',
      `${r.pick(['Ask Priya for access, or just use mine for now', 'This is the key the team uses', 'Set these before running'])}:`,
      '',
      '```',
      ...items.map((i) => `${N(r, i, ['screaming'])}=${i.value}`),
      '```',
      '',
      'Then run `make dev`.',
    ].join('\n'),
  ipynb: (r, items) =>
    notebook(r, [
      'import os\n',
      ...items.map((i) => `os.environ["${N(r, i, ['screaming'])}"] = "${i.value}"\n`),
      `client = connect()`,
    ]),
  envmagic: (r, items) =>
    notebook(r, [
      ...items.map((i) => `%env ${N(r, i, ['screaming'])}=${i.value}\n`),
      `%load_ext autoreload`,
    ]),
};

/** A one-cell Jupyter notebook as .ipynb JSON. */
export function notebook(r, source, outputs = []) {
  return JSON.stringify(
    {
      cells: [
        {
          cell_type: 'code',
          execution_count: r.int(40) + 1,
          id: r.chars('0123456789abcdef', 8),
          metadata: {},
          outputs,
          source,
        },
      ],
      metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' } },
      nbformat: 4,
      nbformat_minor: 5,
    },
    null,
    1,
  );
}
