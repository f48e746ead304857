// Hard negatives: text a naive scanner flags but that holds no credential. Each template
// returns { text, provider }; the template name is the record's rule.
import { ALPHABETS as A, uuid } from './values.mjs';

const hex = (r, n) => r.chars(A.hex, n);
const b64 = (r, n) => r.chars(A.b64, n);
const ENV_NAMES = [
  'WANDB_API_KEY',
  'HF_TOKEN',
  'COMET_API_KEY',
  'DATABRICKS_TOKEN',
  'SNOWFLAKE_PASSWORD',
  'REPLICATE_API_TOKEN',
  'PINECONE_API_KEY',
  'MLFLOW_TRACKING_PASSWORD',
  'LABELBOX_API_KEY',
  'OPENWEATHER_APPID',
];
const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  'your-token-here',
  '***',
  '<token>',
  'TODO',
  'None',
  '""',
  'sk-...',
  '<paste key here>',
];

const placeholderEnv = (r) => ({
  provider: 'placeholder',
  text: [
    '# copy to .env and fill in',
    ...r.sample(ENV_NAMES, 3).map((n) => `${n}=${r.pick(PLACEHOLDERS)}`),
    `DATA_DIR=/mnt/data`,
  ].join('\n'),
});

const envExampleEmpty = (r) => ({
  provider: 'placeholder',
  text: ['# .env.example', ...r.sample(ENV_NAMES, 4).map((n) => `${n}=`), 'LOG_LEVEL=info'].join(
    '\n',
  ),
});

const composeInterp = (r) => ({
  provider: 'variable-reference',
  text: [
    'services:',
    '  trainer:',
    '    environment:',
    ...r.sample(ENV_NAMES, 2).map((n) => `      ${n}: \${${n}}`),
    `      CUDA_VISIBLE_DEVICES: "${r.int(4)}"`,
  ].join('\n'),
});

const ghaSecretsRef = (r) => ({
  provider: 'variable-reference',
  text: [
    '    env:',
    ...r.sample(ENV_NAMES, 2).map((n) => `      ${n}: \${{ secrets.${n} }}`),
    '    steps:',
    '      - run: python train.py',
  ].join('\n'),
});

const codeEnvRef = (r) => {
  const n = r.pick(ENV_NAMES);
  return {
    provider: 'variable-reference',
    text: r.pick([
      `api_key = os.environ["${n}"]\nclient = Client(api_key=api_key)`,
      `const apiKey = process.env.${n};\nif (!apiKey) throw new Error('${n} is not set');`,
      `token <- Sys.getenv("${n}")\nstopifnot(nzchar(token))`,
      `token := os.Getenv("${n}")`,
      `${n.toLowerCase()} = os.getenv("${n}", default=None)`,
    ]),
  };
};

const databricksSecretsGet = (r) => ({
  provider: 'databricks',
  text: `password = dbutils.secrets.get(scope="${r.pick(['ml-prod', 'warehouse', 'kv-analytics'])}", key="${r.pick(['snowflake-password', 'hf-token', 'wandb-api-key'])}")\ndf = spark.read.format("snowflake").options(sfPassword=password, sfUser="SVC_ML").load()`,
});

const helmTemplate = (r) => ({
  provider: 'helm',
  text: [
    'stringData:',
    `  api-key: {{ .Values.${r.pick(['wandb', 'tracking', 'labelStudio'])}.apiKey | quote }}`,
    `  token: {{ required "token is required" .Values.hfToken }}`,
  ].join('\n'),
});

const dbtEnvVar = (r) => ({
  provider: 'dbt',
  text: [
    'analytics:',
    '  outputs:',
    '    prod:',
    '      type: snowflake',
    `      account: "{{ env_var('SNOWFLAKE_ACCOUNT') }}"`,
    '      user: "{{ env_var(\'DBT_USER\') }}"',
    `      password: "{{ env_var('${r.pick(['DBT_PASSWORD', 'SNOWFLAKE_PASSWORD'])}') }}"`,
    '      threads: 8',
  ].join('\n'),
});

const airflowCfgInterp = () => ({
  provider: 'airflow',
  text: '[database]\nsql_alchemy_conn = postgresql+psycopg2://%(AIRFLOW_DB_USER)s:%(AIRFLOW_DB_PASSWORD)s@postgres/airflow\n[secrets]\nbackend = airflow.providers.hashicorp.secrets.vault.VaultBackend',
});

const terraformVar = (r) => ({
  provider: 'terraform',
  text: `provider "databricks" {\n  host  = var.databricks_host\n  token = var.${r.pick(['databricks_token', 'dbx_pat'])}\n}\n\nvariable "${r.pick(['databricks_token', 'dbx_pat'])}" {\n  type      = string\n  sensitive = true\n}`,
});

const k8sSecretRef = (r) => ({
  provider: 'kubernetes',
  text: [
    '        env:',
    `          - name: ${r.pick(ENV_NAMES)}`,
    '            valueFrom:',
    '              secretKeyRef:',
    `                name: ${r.pick(['ml-credentials', 'tracking-secrets'])}`,
    `                key: ${r.pick(['api-key', 'token', 'password'])}`,
  ].join('\n'),
});

const vaultPath = (r) => ({
  provider: 'vault',
  text: `$ vault kv get -field=token secret/data/ml/${r.pick(['wandb', 'huggingface', 'snowflake'])}\n# secret_name: prod/${r.pick(['warehouse', 'feature-store'])}/password  (rotated by the platform team)`,
});

const modelChecksums = (r) => ({
  provider: 'model-hub',
  text: [
    '## Files',
    '',
    '| file | sha256 |',
    '|---|---|',
    ...['model.safetensors', 'tokenizer.json', 'config.json'].map(
      (f) => `| ${f} | ${hex(r, 64)} |`,
    ),
  ].join('\n'),
});

const dvcFile = (r) => ({
  provider: 'dvc',
  text: [
    'outs:',
    `- md5: ${hex(r, 32)}.dir`,
    `  size: ${r.int(900000000)}`,
    `  nfiles: ${r.int(50000)}`,
    `  hash: md5`,
    `  path: data/${r.pick(['images', 'train.parquet', 'labels'])}`,
  ].join('\n'),
});

const notebookGitSha = (r) => ({
  provider: 'jupyter',
  text: JSON.stringify(
    {
      cell_type: 'code',
      execution_count: r.int(30),
      id: hex(r, 8),
      metadata: {},
      outputs: [{ name: 'stdout', output_type: 'stream', text: [`${hex(r, 40)}\n`] }],
      source: ['!git rev-parse HEAD'],
    },
    null,
    1,
  ),
});

const dockerDigest = (r) => ({
  provider: 'docker',
  text: `FROM nvcr.io/nvidia/pytorch:24.01-py3@sha256:${hex(r, 64)}\n# pinned ${r.pick(['for reproducibility', 'by renovate'])}`,
});

const pipHashes = (r) => ({
  provider: 'pip',
  text: [
    'numpy==1.26.4 \\',
    `    --hash=sha256:${hex(r, 64)} \\`,
    `    --hash=sha256:${hex(r, 64)}`,
    'pandas==2.2.1 \\',
    `    --hash=sha256:${hex(r, 64)}`,
  ].join('\n'),
});

const lockIntegrity = (r) => ({
  provider: 'npm',
  text: `    "node_modules/${r.pick(['onnxruntime-web', 'apache-arrow', '@tensorflow/tfjs'])}": {\n      "version": "1.${r.int(20)}.${r.int(9)}",\n      "resolved": "https://registry.npmjs.org/x/-/x.tgz",\n      "integrity": "sha512-${b64(r, 86)}=="\n    }`,
});

const mlflowRunIds = (r) => ({
  provider: 'mlflow',
  text: `Run ID: ${hex(r, 32)}\nExperiment ID: ${r.int(900) + 1}\nArtifact URI: s3://mlflow-artifacts/${r.int(900) + 1}/${hex(r, 32)}/artifacts\n🏃 View run ${r.pick(['bold-fox-42', 'gentle-owl-7'])} at: http://mlflow.internal:5000/#/experiments/3`,
});

const wandbRun = (r) => ({
  provider: 'wandb',
  text: `wandb: Syncing run ${r.pick(['fiery-sun', 'quiet-river', 'lunar-moon'])}-${r.int(300)}\nwandb: ⭐️ View project at https://wandb.ai/acme/${r.pick(['rec-sys', 'ocr'])}\nwandb: 🚀 View run at https://wandb.ai/acme/ocr/runs/${r.chars(A.l36, 8)}\nwandb: Run data is saved locally in ./wandb/run-20240314_101522-${r.chars(A.l36, 8)}`,
});

const wandbArtifactDigest = (r) => ({
  provider: 'wandb',
  text: JSON.stringify(
    {
      version: 'v' + r.int(30),
      digest: b64(r, 22) + '==',
      manifest: { 'model.pt': { digest: b64(r, 22) + '==', size: r.int(99999999) } },
    },
    null,
    2,
  ),
});

export const NEGATIVES_A = {
  'placeholder-env': placeholderEnv,
  'env-example-empty': envExampleEmpty,
  'compose-interpolation': composeInterp,
  'gha-secrets-ref': ghaSecretsRef,
  'code-env-ref': codeEnvRef,
  'databricks-secrets-get': databricksSecretsGet,
  'helm-template': helmTemplate,
  'dbt-env-var': dbtEnvVar,
  'airflow-cfg-interpolation': airflowCfgInterp,
  'terraform-var': terraformVar,
  'k8s-secret-ref': k8sSecretRef,
  'vault-path': vaultPath,
  'model-checksums': modelChecksums,
  'dvc-md5': dvcFile,
  'notebook-git-sha': notebookGitSha,
  'docker-digest': dockerDigest,
  'pip-hashes': pipHashes,
  'lock-integrity': lockIntegrity,
  'mlflow-run-ids': mlflowRunIds,
  'wandb-run-ids': wandbRun,
  'wandb-artifact-digest': wandbArtifactDigest,
};

export { hex, b64, uuid };
