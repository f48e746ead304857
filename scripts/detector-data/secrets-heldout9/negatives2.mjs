// More hard negatives (same shape as negatives.mjs).
import { ALPHABETS as A, uuid } from './values.mjs';

const hex = (r, n) => r.chars(A.hex, n);
const b64 = (r, n) => r.chars(A.b64, n);
const b64u = (r, n) => r.chars(A.b64u, n);

const notebookPng = (r) => ({
  provider: 'jupyter',
  text: JSON.stringify(
    {
      data: {
        'image/png': `iVBORw0KGgoAAAANSUhEUgAAA${b64(r, 180)}AAAAAElFTkSuQmCC`,
        'text/plain': ['<Figure size 640x480 with 1 Axes>'],
      },
      metadata: {},
      output_type: 'display_data',
    },
    null,
    1,
  ),
});

const embeddingB64 = (r) => ({
  provider: 'vector-store',
  text: JSON.stringify(
    {
      id: `doc-${r.int(99999)}`,
      model: r.pick(['all-MiniLM-L6-v2', 'e5-base-v2']),
      dim: 384,
      embedding_b64: b64(r, 120) + '=',
      norm: Number((r.next() + 0.5).toFixed(4)),
    },
    null,
    2,
  ),
});

const sshPublicKey = (r) => ({
  provider: 'ssh',
  text: `# authorized_keys for the GPU box\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(r, 43)} ${r.pick(['priya@laptop', 'ci@runner', 'ml-ops'])}`,
});

const pemPublic = (r) => ({
  provider: 'pki',
  text: [
    '# JWT verification key (public)',
    '-----BEGIN PUBLIC KEY-----',
    `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${b64(r, 20)}`,
    ...Array.from({ length: 5 }, () => b64(r, 64)),
    `${b64(r, 6)}IDAQAB`,
    '-----END PUBLIC KEY-----',
  ].join('\n'),
});

const pemCert = (r) => ({
  provider: 'pki',
  text: [
    'ca_cert: |',
    '  -----BEGIN CERTIFICATE-----',
    `  MIIDdzCCAl+gAwIBAgIE${b64(r, 44)}`,
    ...Array.from({ length: 4 }, () => `  ${b64(r, 64)}`),
    '  -----END CERTIFICATE-----',
  ].join('\n'),
});

const tracingIds = (r) => ({
  provider: 'observability',
  text: `{"level":"info","msg":"batch scored","trace_id":"${hex(r, 32)}","span_id":"${hex(r, 16)}","request_id":"${uuid(r)}","rows":${r.int(100000)},"latency_ms":${r.int(900)}}`,
});

const etagNonce = (r) => ({
  provider: 'object-storage',
  text: `HTTP/1.1 200 OK\nETag: "${hex(r, 32)}"\nx-amz-version-id: ${b64u(r, 32)}\nx-amz-request-id: ${r.chars(A.u36, 16)}\nContent-Type: application/x-parquet`,
});

const cssColours = (r) => ({
  provider: 'plotting',
  text: `palette = ["#1f77b4", "#ff7f0e", "#${hex(r, 6)}", "#${hex(r, 6)}"]\nplt.plot(x, y, color="#${hex(r, 6)}", linewidth=2)\nax.set_facecolor("#f5f5f5")`,
});

const publicKeys = (r) =>
  r.pick([
    {
      provider: 'posthog',
      text: `posthog.init('phc_${r.chars(A.b62, 43)}', { api_host: 'https://eu.i.posthog.com' })`,
    },
    {
      provider: 'mapbox',
      text: `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I${b64u(r, 20)}In0.${b64u(r, 22)}'; // public token, URL-restricted`,
    },
    {
      provider: 'sentry',
      text: `Sentry.init({ dsn: "https://${hex(r, 32)}@o${r.int(900000)}.ingest.sentry.io/${r.int(9000000)}", tracesSampleRate: 0.1 });`,
    },
    {
      provider: 'algolia',
      text: `const search = algoliasearch('${r.chars(A.u36, 10)}', '${hex(r, 32)}'); // search-only key, safe in the browser`,
    },
    { provider: 'stripe', text: `const stripe = Stripe('pk_live_${r.chars(A.b62, 99)}');` },
    {
      provider: 'recaptcha',
      text: `<div class="g-recaptcha" data-sitekey="6L${r.chars(A.b64u, 38)}"></div>`,
    },
  ]);

const vendorExamples = (r) =>
  r.pick([
    {
      provider: 'aws',
      text: '# from the AWS docs\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    },
    {
      provider: 'aws',
      text: 'export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\naws s3 ls s3://example-bucket',
    },
    {
      provider: 'jwt',
      text: '# sample token from jwt.io\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    },
  ]);

const redacted = (r) => ({
  provider: 'redaction',
  text: r.pick([
    `api_key: sk_live_****${r.chars(A.d, 4)}`,
    `Using HF token hf_****${r.chars(A.b62, 4)} (from cache)`,
    `WANDB_API_KEY=[REDACTED]`,
    `password=********* host=warehouse.internal user=svc_ml`,
    `Authorization: Bearer <redacted>`,
    `token: "${'•'.repeat(12)}${r.chars(A.b62, 4)}"  # shown masked in the UI`,
    `DATABRICKS_TOKEN=dapi••••••••••••••••${hex(r, 4)}`,
  ]),
});

const keyNamedColumns = (r) => ({
  provider: 'ml-config',
  text: [
    'dataset:',
    `  primary_key: ${r.pick(['customer_id', 'order_id', 'session_id'])}`,
    `  partition_key: ${r.pick(['event_date', 'region'])}`,
    `  sort_key: ${r.pick(['ts', 'created_at'])}`,
    'tokenizer:',
    `  name: ${r.pick(['bert-base-uncased', 'xlm-roberta-large', 'gpt2'])}`,
    `  pad_token: "<pad>"`,
    `  max_tokens: ${r.pick([512, 2048, 4096])}`,
    `  token_column: ${r.pick(['input_ids', 'tokens'])}`,
    'secrets:',
    `  api_key_env: ${r.pick(['WANDB_API_KEY', 'HF_TOKEN'])}`,
    `  key_path: /var/run/secrets/${r.pick(['gcp/sa.json', 'wandb/key'])}`,
    `  secret_scope: ${r.pick(['ml-prod', 'analytics'])}`,
  ].join('\n'),
});

const featureKeys = (r) => ({
  provider: 'feature-store',
  text: `FeatureView(\n    name="${r.pick(['user_stats', 'txn_7d'])}",\n    entities=["user_id"],\n    join_keys=["user_id", "merchant_id"],\n    secret_key_column="${r.pick(['hashed_email', 'device_fingerprint'])}",\n    ttl=timedelta(days=7),\n)`,
});

const seeds = (r) => ({
  provider: 'ml-config',
  text: `SEED = ${r.int(2 ** 31)}\ntorch.manual_seed(SEED)\nrng = np.random.default_rng(${r.int(99999999)})\nrandom_state = ${r.int(9999)}`,
});

const hfDatasetInfo = (r) => ({
  provider: 'huggingface',
  text: JSON.stringify(
    {
      download_checksums: {
        [`https://huggingface.co/datasets/acme/${r.pick(['reviews', 'invoices'])}/resolve/main/train.parquet`]:
          { num_bytes: r.int(999999999), checksum: hex(r, 64) },
      },
      dataset_size: r.int(999999999),
    },
    null,
    2,
  ),
});

const hfRevision = (r) => ({
  provider: 'huggingface',
  text: `model = AutoModel.from_pretrained(\n    "${r.pick(['bert-base-uncased', 'acme/ner-de', 'mistralai/Mistral-7B-v0.1'])}",\n    revision="${hex(r, 40)}",  # pin the commit\n)`,
});

const clusterIds = (r) => ({
  provider: 'databricks',
  text: `cluster_id: ${r.chars(A.d, 4)}-${r.chars(A.d, 6)}-${r.chars(A.l36, 8)}\njob_run_id: ${r.int(999999999999)}\nspark_app_id: application_${r.chars(A.d, 13)}_${r.chars(A.d, 4)}\nworkspace_id: ${r.chars(A.d, 16)}`,
});

const chainIds = (r) => ({
  provider: 'ethereum',
  text: `contract: 0x${hex(r, 40)}\ntx: 0x${hex(r, 64)}\nblock: ${r.int(20000000)}\nfrom: 0x${hex(r, 40)}`,
});

const hashedIdsCsv = (r) => ({
  provider: 'jupyter',
  text: [
    'user_hash,segment,ltv',
    ...Array.from(
      { length: 4 },
      () => `${hex(r, 16)},${r.pick(['a', 'b', 'c'])},${(r.next() * 900).toFixed(2)}`,
    ),
  ].join('\n'),
});

const uuidIds = (r) => ({
  provider: 'labelling',
  text: JSON.stringify(
    {
      project_id: uuid(r),
      task_id: uuid(r),
      annotation_id: uuid(r),
      labels: [r.pick(['cat', 'invoice', 'pedestrian'])],
      created_by: 'annotator-07',
    },
    null,
    2,
  ),
});

const condaLock = (r) => ({
  provider: 'conda',
  text: `  - name: pytorch\n    version: 2.2.1\n    build: py3.11_cuda12.1_cudnn8.9.2_0\n    url: https://conda.anaconda.org/pytorch/linux-64/pytorch-2.2.1.tar.bz2\n    hash:\n      md5: ${hex(r, 32)}\n      sha256: ${hex(r, 64)}`,
});

const gitLog = (r) => ({
  provider: 'git',
  text: Array.from(
    { length: 3 },
    () =>
      `${hex(r, 40)} ${r.pick(['fix leakage in split', 'bump torch', 'add eval notebook', 'retrain on v3 labels'])}`,
  ).join('\n'),
});

const idempotencyUuid = (r) => ({
  provider: 'object-storage',
  text: `s3://datasets-prod/${r.pick(['images', 'audio'])}/${uuid(r)}.${r.pick(['jpg', 'wav'])}\ns3://datasets-prod/manifests/${hex(r, 12)}/manifest.jsonl`,
});

export const NEGATIVES_B = {
  'notebook-png-output': notebookPng,
  'embedding-base64': embeddingB64,
  'ssh-public-key': sshPublicKey,
  'pem-public-key': pemPublic,
  'pem-certificate': pemCert,
  'trace-request-ids': tracingIds,
  'etag-version-id': etagNonce,
  'css-colours': cssColours,
  'public-by-design': publicKeys,
  'vendor-doc-example': vendorExamples,
  'redaction-output': redacted,
  'key-named-columns': keyNamedColumns,
  'feature-join-keys': featureKeys,
  'random-seeds': seeds,
  'hf-dataset-checksums': hfDatasetInfo,
  'hf-revision-sha': hfRevision,
  'databricks-cluster-ids': clusterIds,
  'chain-addresses': chainIds,
  'hashed-ids-csv': hashedIdsCsv,
  'uuid-ids': uuidIds,
  'conda-lock-hashes': condaLock,
  'git-log': gitLog,
  'object-paths': idempotencyUuid,
};
