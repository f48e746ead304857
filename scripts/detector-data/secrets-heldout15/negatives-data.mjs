// Hard negatives from data and ML work: checksums, run and experiment ids, artifact URIs,
// notebook cell, execution and widget ids, partition keys, hashed columns, sample data.
// Each returns { text, provider, rule }; none of them holds a credential.

import { notebook } from './contexts-code.mjs';

export const DATA_NEGATIVES = {
  dvcLock: (r, v) => ({
    provider: 'dvc',
    rule: 'dvc-lock-md5',
    text: [
      "schema: '2.0'",
      'stages:',
      '  featurize:',
      '    cmd: python featurize.py',
      '    deps:',
      '    - path: data/raw/events.parquet',
      `      md5: ${v.hex(32)}`,
      `      size: ${v.digits(9)}`,
      '    outs:',
      '    - path: data/features',
      `      md5: ${v.hex(32)}.dir`,
      `      nfiles: ${r.int(90) + 2}`,
    ].join('\n'),
  }),
  sha256sums: (r, v) => ({
    provider: 'dataset-release',
    rule: 'sha256sums',
    text: [
      '$ sha256sum -c SHA256SUMS',
      ...['train.jsonl.gz', 'valid.jsonl.gz', 'test.jsonl.gz'].map((f) => `${v.hex(64)}  ${f}`),
      'train.jsonl.gz: OK',
      'valid.jsonl.gz: OK',
    ].join('\n'),
  }),
  lfsPointer: (r, v) => ({
    provider: 'huggingface',
    rule: 'git-lfs-pointer',
    text: [
      'version https://git-lfs.github.com/spec/v1',
      `oid sha256:${v.hex(64)}`,
      `size ${v.digits(10)}`,
    ].join('\n'),
  }),
  modelCard: (r, v) => ({
    provider: 'huggingface',
    rule: 'model-file-hashes',
    text: [
      '| file | size | sha256 |',
      '|---|---|---|',
      ...[
        'model-00001-of-00002.safetensors',
        'model-00002-of-00002.safetensors',
        'tokenizer.json',
      ].map((f) => `| ${f} | ${r.int(5000)} MB | \`${v.hex(64)}\` |`),
    ].join('\n'),
  }),
  pipHashes: (r, v) => ({
    provider: 'pip',
    rule: 'requirements-hashes',
    text: [
      `torch==2.3.1 \\`,
      `    --hash=sha256:${v.hex(64)} \\`,
      `    --hash=sha256:${v.hex(64)}`,
      `numpy==1.26.4 \\`,
      `    --hash=sha256:${v.hex(64)}`,
    ].join('\n'),
  }),
  mlflowRun: (r, v) => {
    const run = v.hex(32);
    const exp = v.digits(r.int(10) + 9);
    return {
      provider: 'mlflow',
      rule: 'mlflow-run-ids',
      text: [
        `2024/05/0${r.int(9) + 1} 14:0${r.int(9)}:11 INFO mlflow.tracking._tracking_service.client: 🏃 View run ${r.pick(['bright-owl-42', 'calm-fox-7'])} at: https://mlflow.corp.example/#/experiments/${exp}/runs/${run}`,
        `run_id: ${run}`,
        `experiment_id: ${exp}`,
        `artifact_uri: s3://ml-artifacts/mlflow/${exp}/${run}/artifacts`,
        `model_uri = "runs:/${run}/model"`,
      ].join('\n'),
    };
  },
  wandbRun: (r, v) => {
    const id = v.lower(8);
    return {
      provider: 'wandb',
      rule: 'wandb-run-ids',
      text: [
        `wandb: Syncing run ${r.pick(['fluent-sun-12', 'cosmic-river-3'])}`,
        `wandb: ⭐️ View project at https://wandb.ai/acme/ctr-model`,
        `wandb: 🚀 View run at https://wandb.ai/acme/ctr-model/runs/${id}`,
        `wandb: Run data is saved locally in ./wandb/run-2024061${r.int(9)}_10${v.digits(4)}-${id}`,
        `sweep_id: ${v.lower(8)}`,
      ].join('\n'),
    };
  },
  notebookIds: (r, v) => ({
    provider: 'jupyter',
    rule: 'ipynb-widget-ids',
    text: notebook(
      r,
      ['from tqdm.auto import tqdm\n', 'for _ in tqdm(range(100)): pass'],
      [
        {
          data: {
            'application/vnd.jupyter.widget-view+json': {
              model_id: v.hex(32),
              version_major: 2,
              version_minor: 0,
            },
            'text/plain': '  0%|          | 0/100',
          },
          metadata: {},
          output_type: 'display_data',
        },
      ],
    ),
  }),
  notebookExec: (r, v) => ({
    provider: 'databricks',
    rule: 'notebook-execution-ids',
    text: JSON.stringify(
      {
        cell_id: v.uuid(),
        execution: {
          'iopub.execute_input': '2024-06-11T09:12:03.114Z',
          'shell.execute_reply': '2024-06-11T09:12:05.902Z',
        },
        command_id: v.hex(32),
        context_id: v.digits(19),
        run_id: v.digits(15),
      },
      null,
      2,
    ),
  }),
  partitionKeys: (r, v) => ({
    provider: 'delta-lake',
    rule: 'partition-paths',
    text: [
      '$ aws s3 ls s3://acme-lake/events/ --recursive | head -3',
      ...[0, 1, 2].map(
        (i) =>
          `2024-06-1${i} 03:00:12   ${v.digits(8)} events/dt=2024-06-1${i}/bucket=${v.hex(4)}/part-00000-${v.uuid()}-c000.snappy.parquet`,
      ),
    ].join('\n'),
  }),
  deltaLog: (r, v) => ({
    provider: 'delta-lake',
    rule: 'delta-log-json',
    text: JSON.stringify({
      commitInfo: {
        timestamp: 1718000000000 + r.int(9e6),
        operation: 'WRITE',
        txnId: v.uuid(),
        engineInfo: 'Apache-Spark/3.5.1 Delta-Lake/3.2.0',
      },
      add: {
        path: `part-00000-${v.uuid()}.c000.snappy.parquet`,
        size: r.int(9e6),
        stats: `{"numRecords":${r.int(9e5)}}`,
      },
    }),
  }),
  hashedColumn: (r, v) => ({
    provider: 'pandas',
    rule: 'hashed-column-sample',
    text: [
      '>>> df[["user_hash", "country", "ltv"]].head(4)',
      '                          user_hash country     ltv',
      ...[0, 1, 2, 3].map(
        (i) =>
          `${i}  ${v.hex(32)}      ${r.pick(['DE', 'FR', 'BR', 'IN', 'US'])}  ${(r.int(90000) / 100).toFixed(2)}`,
      ),
    ].join('\n'),
  }),
  sampleTokens: (r, v) => ({
    provider: 'synthetic-data',
    rule: 'random-sample-data',
    text: [
      'session_id,device_fingerprint,ts',
      ...[0, 1, 2, 3].map(
        () => `${v.b62(20)},${v.hex(40)},2024-06-1${r.int(9)}T0${r.int(9)}:00:00Z`,
      ),
    ].join('\n'),
  }),
  traceIds: (r, v) => ({
    provider: 'opentelemetry',
    rule: 'trace-request-ids',
    text: `{"level":"info","msg":"batch scored","trace_id":"${v.hex(32)}","span_id":"${v.hex(16)}","request_id":"${v.uuid()}","etag":"\\"${v.hex(32)}\\"","nonce":"${v.b64url(22)}","rows":${r.int(5000)}}`,
  }),
  gitLog: (r, v) => ({
    provider: 'git',
    rule: 'git-commit-ids',
    text: [
      `commit ${v.hex(40)}`,
      'Author: Dana Ruiz <dana@example.org>',
      'Date:   Tue Jun 11 10:02:33 2024 +0200',
      '',
      '    dbt: add incremental model for sessions',
      '',
      `Merge: ${v.hex(7)} ${v.hex(7)}`,
    ].join('\n'),
  }),
  dockerDigest: (r, v) => ({
    provider: 'docker',
    rule: 'image-digests',
    text: [
      `FROM python:3.11-slim@sha256:${v.hex(64)}`,
      `# builder: ghcr.io/acme/spark-base@sha256:${v.hex(64)}`,
      'RUN pip install dbt-snowflake==1.8.3',
    ].join('\n'),
  }),
  lockIntegrity: (r, v) => ({
    provider: 'npm',
    rule: 'lockfile-integrity',
    text: JSON.stringify(
      {
        'node_modules/apache-arrow': {
          version: '16.1.0',
          resolved: 'https://registry.npmjs.org/apache-arrow/-/apache-arrow-16.1.0.tgz',
          integrity: 'sha512-' + v.b64pad(64),
        },
      },
      null,
      2,
    ),
  }),
  uuidIds: (r, v) => ({
    provider: 'feast',
    rule: 'uuid-identifiers',
    text: [
      'project: ctr_features',
      `registry_id: ${v.uuid()}`,
      'feature_views:',
      `  - name: user_7d_stats`,
      `    id: ${v.uuid()}`,
      `    version_hash: ${v.hex(40)}`,
    ].join('\n'),
  }),
  imageOutput: (r, v) => ({
    provider: 'jupyter',
    rule: 'ipynb-image-base64',
    text: notebook(
      r,
      ['plt.plot(history.history["loss"])'],
      [
        {
          data: {
            'image/png': 'iVBORw0KGgoAAAANSUhEUgAAA' + v.b64(180),
            'text/plain': ['<Figure size 640x480 with 1 Axes>'],
          },
          metadata: {},
          output_type: 'display_data',
        },
      ],
    ),
  }),
  fixtureBase64: (r, v) => ({
    provider: 'test-fixtures',
    rule: 'base64-fixture',
    text: [
      '# tests/fixtures/avro_sample.py',
      `SAMPLE_RECORD_B64 = "${Buffer.from('Obj\x01' + v.letters(60)).toString('base64')}"`,
      'def test_decode():',
      '    assert decode(base64.b64decode(SAMPLE_RECORD_B64))',
    ].join('\n'),
  }),
  cssColours: (r, v) => ({
    provider: 'superset',
    rule: 'css-colours',
    text: [
      '.dashboard-header {',
      `  background: #${v.hex(6)};`,
      `  border-color: #${v.hex(6)};`,
      `  color: #${v.hex(3)};`,
      '}',
      `const PALETTE = ['#${v.hex(6)}', '#${v.hex(6)}', '#${v.hex(6)}'];`,
    ].join('\n'),
  }),
  publicKey: (r, v) => ({
    provider: 'ssh',
    rule: 'public-keys',
    text: r.chance(0.5)
      ? `# authorized_keys for the airflow worker\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${v.b64(43)} airflow@worker-${r.int(9)}`
      : [
          '-----BEGIN PUBLIC KEY-----',
          v.b64(64),
          v.b64(64),
          v.b64(64),
          v.b64(24) + 'IDAQAB',
          '-----END PUBLIC KEY-----',
        ].join('\n'),
  }),
  certificate: (r, v) => ({
    provider: 'tls',
    rule: 'certificate',
    text: [
      '# ca.pem for the Kafka brokers (public CA certificate)',
      '-----BEGIN CERTIFICATE-----',
      'MIID' + v.b64(60),
      ...[0, 1, 2, 3].map(() => v.b64(64)),
      v.b64(30) + '=',
      '-----END CERTIFICATE-----',
    ].join('\n'),
  }),
};
