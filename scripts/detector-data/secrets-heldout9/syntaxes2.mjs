// More syntaxes for API keys and tokens (same renderer shape as syntaxes.mjs).
import { styleName } from './values.mjs';

const S = (c, style) => styleName(c.words, style);
const URL_SAFE = /^[A-Za-z0-9._~-]+$/;
const hdr = (c) => c.header ?? 'Authorization';
const hdrValue = (c) => (hdr(c).toLowerCase() === 'authorization' ? `Bearer ${c.value}` : c.value);

const goCode = (r, c) =>
  [
    'package main',
    '',
    `const ${S(c, 'camel')} = "${c.value}"`,
    '',
    'func newClient() *Client {',
    `\treturn &Client{BaseURL: "https://${c.host}", Token: ${S(c, 'camel')}, Timeout: ${r.pick([10, 30])} * time.Second}`,
    '}',
  ].join('\n');

const javaCode = (r, c) =>
  [
    `public final class ${S(c, 'Pascal').replace(/Key|Token|Secret/g, '')}Config {`,
    `    private static final String ${S(c, 'SCREAMING')} = "${c.value}";`,
    `    static final int MAX_RETRIES = ${r.pick([3, 5])};`,
    '}',
  ].join('\n');

const kotlinCode = (r, c) =>
  [
    `object ${S(c, 'Pascal')}Holder {`,
    `    const val ${S(c, 'SCREAMING')} = "${c.value}"`,
    `    val endpoint = "https://${c.host}/${r.pick(['v1', 'v2', 'api'])}"`,
    '}',
  ].join('\n');

const csharpCode = (r, c) =>
  [
    'var client = new HttpClient();',
    `client.DefaultRequestHeaders.Add("${hdr(c)}", "${hdrValue(c)}");`,
    `var response = await client.GetAsync("https://${c.host}/${r.pick(['v1/jobs', 'api/items', 'v2/models'])}");`,
  ].join('\n');

const rubyCode = (r, c) =>
  [
    `${c.slug.replace(/-/g, '_').replace(/^\w/, (m) => m.toUpperCase())}.configure do |config|`,
    `  config.${S(c, 'snake')} = '${c.value}'`,
    `  config.timeout = ${r.pick([5, 15, 30])}`,
    'end',
  ].join('\n');

const phpCode = (r, c) =>
  [
    '<?php',
    'return [',
    `    '${S(c, 'snake')}' => '${c.value}',`,
    `    'region' => '${r.pick(['eu', 'us', 'ap'])}',`,
    '];',
  ].join('\n');

const rustCode = (r, c) =>
  [
    `const ${S(c, 'SCREAMING')}: &str = "${c.value}";`,
    '',
    'fn client() -> reqwest::Client {',
    `    build_client("https://${c.host}", ${S(c, 'SCREAMING')}, ${r.pick([10, 30])})`,
    '}',
  ].join('\n');

const shellExport = (r, c) =>
  [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    `export ${S(c, 'SCREAMING')}='${c.value}'`,
    `python train.py --config configs/${r.pick(['base', 'large', 'sweep'])}.yaml`,
  ].join('\n');

const cliFlag = (r, c) =>
  `$ ${c.slug.split('-')[0]}-cli ${r.pick(['upload', 'sync', 'deploy', 'push'])} ./${r.pick(['artifacts', 'dist', 'runs/42'])} ${r.pick(['--api-key', '--token', '-k', '--auth-token'])} ${c.value} --verbose`;

const curlCmd = (r, c) =>
  [
    `curl -sS ${r.pick(['-X POST ', ''])}https://${c.host}/v1/${r.pick(['predictions', 'jobs', 'search', 'events'])} \\`,
    `  -H "${hdr(c)}: ${hdrValue(c)}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"limit": ${r.pick([10, 100])}}'`,
  ].join('\n');

const httpDump = (r, c) =>
  [
    `${r.pick(['GET', 'POST'])} /v1/${r.pick(['datasets', 'models', 'runs', 'messages'])} HTTP/1.1`,
    `Host: ${c.host}`,
    `User-Agent: ${r.pick(['python-requests/2.31.0', 'axios/1.6.2', 'curl/8.4.0'])}`,
    `${hdr(c)}: ${hdrValue(c)}`,
    'Accept: application/json',
  ].join('\n');

const urlQuery = (r, c) =>
  `${r.pick(['Fetching', 'GET', 'requests.get ->'])} https://${c.host}/${r.pick(['v1/data', 'api/query', 'export'])}?${r.pick(['api_key', 'token', 'key', 'access_token', 'apikey'])}=${c.value}&format=${r.pick(['json', 'csv'])}`;

const terraform = (r, c) =>
  [
    `provider "${c.slug.replace(/-/g, '')}" {`,
    `  ${S(c, 'snake')} = "${c.value}"`,
    `  region = "${r.pick(['eu-west-1', 'fra1', 'us-east'])}"`,
    '}',
  ].join('\n');

const ghActions = (r, c) =>
  [
    'jobs:',
    '  train:',
    '    runs-on: ubuntu-latest',
    '    env:',
    `      ${S(c, 'SCREAMING')}: ${c.value}`,
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - run: python -m ${r.pick(['pipeline.train', 'src.evaluate', 'jobs.nightly'])}`,
  ].join('\n');

const gitlabCi = (r, c) =>
  [
    'variables:',
    `  ${S(c, 'SCREAMING')}: "${c.value}"`,
    `  PIP_CACHE_DIR: "$CI_PROJECT_DIR/.cache/pip"`,
    `${r.pick(['evaluate', 'train', 'publish'])}:`,
    '  script:',
    '    - make run',
  ].join('\n');

const logLine = (r, c) =>
  `${r.pick(['2024-03-11T08:14:02Z', '2024-07-30 22:01:17,554', '2023-12-02T10:55:40.120Z'])} ${r.pick(['DEBUG', 'INFO', 'WARN'])} ${r.pick(['http.client', 'sync.worker', 'airflow.task'])} - request headers={'${hdr(c)}': '${hdrValue(c)}', 'Accept': 'application/json'}`;

const markdown = (r, c) =>
  [
    `## ${r.pick(['Getting started', 'Setup', 'Running the pipeline locally'])}`,
    '',
    `Ask ${r.pick(['Priya', 'Tomasz', 'Aiko'])} for access, or just use the team key for now:`,
    '',
    '```bash',
    `export ${S(c, 'SCREAMING')}=${c.value}`,
    '```',
    '',
    `Then run \`make ${r.pick(['train', 'sync', 'label'])}\`.`,
  ].join('\n');

const dockerfile = (r, c) =>
  [
    `FROM ${r.pick(['python:3.11-slim', 'nvidia/cuda:12.2.0-runtime-ubuntu22.04', 'rocker/r-ver:4.3'])}`,
    'WORKDIR /app',
    `${r.pick(['ENV', 'ARG'])} ${S(c, 'SCREAMING')}=${c.value}`,
    'COPY . .',
    'CMD ["python", "serve.py"]',
  ].join('\n');

const netrc = (r, c) =>
  `machine ${c.host}\n  login ${r.pick(['user', 'api', 'ml-bot'])}\n  password ${c.value}`;

const airflowConn = (r, c) =>
  `airflow connections add '${c.slug.replace(/-/g, '_')}_default' --conn-type http --conn-host https://${c.host} --conn-extra '{"${S(c, 'snake')}": "${c.value}"}'`;

const duckdbSecret = (r, c) =>
  [
    'INSTALL httpfs; LOAD httpfs;',
    `CREATE SECRET ${c.slug.replace(/-/g, '_')} (`,
    '    TYPE S3,',
    `    KEY_ID '${r.pick(['ml-readonly', 'datasets-ro', 'etl'])}',`,
    `    SECRET '${c.value}',`,
    `    REGION '${r.pick(['eu-central-1', 'us-east-1'])}'`,
    ');',
  ].join('\n');

const sparkConf = (r, c) =>
  `spark.conf.set("fs.${c.slug.replace(/-/g, '')}.${c.words.slice(-2).join('.')}", "${c.value}")\ndf = spark.read.parquet("s3a://${r.pick(['datalake', 'raw-events', 'features'])}/${r.pick(['2024', 'daily', 'v3'])}/")`;

export const KEY_SYNTAXES_B = {
  go: goCode,
  java: javaCode,
  kotlin: kotlinCode,
  csharp: csharpCode,
  ruby: rubyCode,
  php: phpCode,
  rust: rustCode,
  shell: shellExport,
  'cli-flag': cliFlag,
  curl: curlCmd,
  'http-dump': httpDump,
  'url-query': urlQuery,
  terraform,
  'github-actions': ghActions,
  'gitlab-ci': gitlabCi,
  log: logLine,
  markdown,
  dockerfile,
  netrc,
  'airflow-cli': airflowConn,
  'duckdb-secret': duckdbSecret,
  'spark-conf': sparkConf,
};

/** Syntaxes that cannot carry a value with these characters. */
export function fits(syntax, value) {
  if (syntax === 'url-query' || syntax === 'cli-flag' || syntax === 'env' || syntax === 'netrc') {
    return URL_SAFE.test(value);
  }
  if (syntax === 'docker-compose' || syntax === 'dockerfile' || syntax === 'github-actions') {
    return /^[A-Za-z0-9._~+/=:-]+$/.test(value);
  }
  return true;
}
