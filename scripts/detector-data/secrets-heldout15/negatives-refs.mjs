// Hard negatives: placeholders, variable references, public-by-design client ids, vendors'
// documented example keys and redaction output. Each returns { text, provider, rule }.

import { notebook } from './contexts-code.mjs';

export const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  '${API_KEY}',
  'REPLACE_ME',
  '***',
  'your-token-here',
  '<paste-your-token>',
  'TODO',
  '%(password)s',
  '{{ .Values.apiKey }}',
  'dummy',
  '<insert secret>',
  'YOUR_WANDB_KEY',
  '...',
  'None',
  '__SET_IN_VAULT__',
];

export const REF_NEGATIVES = {
  pyEnv: (r) => ({
    provider: r.pick(['wandb', 'huggingface', 'pinecone', 'cohere']),
    rule: 'python-env-ref',
    text: [
      'import os',
      'import wandb',
      '',
      `wandb.login(key=os.environ["WANDB_API_KEY"])`,
      `hf_token = os.getenv("HF_TOKEN")`,
      `pc = Pinecone(api_key=os.environ.get("PINECONE_API_KEY", ""))`,
    ].join('\n'),
  }),
  airflowRefs: (r) => ({
    provider: 'airflow',
    rule: 'airflow-variable-refs',
    text: [
      'from airflow.hooks.base import BaseHook',
      'from airflow.models import Variable',
      '',
      'conn = BaseHook.get_connection("warehouse")',
      'password = conn.password',
      `api_key = Variable.get("${r.pick(['fivetran_api_key', 'segment_token'])}")`,
      'sql = "COPY ... CREDENTIALS \'{{ conn.warehouse.password }}\'"',
    ].join('\n'),
  }),
  dbtEnvVar: () => ({
    provider: 'dbt',
    rule: 'dbt-env-var',
    text: [
      'analytics:',
      '  outputs:',
      '    prod:',
      '      type: snowflake',
      '      account: "{{ env_var(\'SNOWFLAKE_ACCOUNT\') }}"',
      '      user: dbt_prod',
      '      password: "{{ env_var(\'DBT_SNOWFLAKE_PASSWORD\') }}"',
      '      role: TRANSFORMER',
    ].join('\n'),
  }),
  databricksSecrets: (r) => ({
    provider: 'databricks',
    rule: 'dbutils-secrets',
    text: notebook(
      r,
      [
        `token = dbutils.secrets.get(scope="${r.pick(['ml', 'etl'])}", key="hf-token")\n`,
        'spark.conf.set("fs.azure.account.key.lake.dfs.core.windows.net", dbutils.secrets.get("etl", "lake-key"))',
      ],
      [{ name: 'stdout', output_type: 'stream', text: ['[REDACTED]\n'] }],
    ),
  }),
  ghaSecrets: (r) => ({
    provider: 'github-actions',
    rule: 'gha-secret-refs',
    text: [
      '    env:',
      '      DATABRICKS_TOKEN: ${{ secrets.DATABRICKS_TOKEN }}',
      '      SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}',
      `      WANDB_MODE: ${r.pick(['online', 'offline'])}`,
      '    steps:',
      '      - run: dbt build --target prod',
    ].join('\n'),
  }),
  k8sRef: (r) => ({
    provider: 'kubernetes',
    rule: 'secret-key-ref',
    text: [
      '        env:',
      '          - name: MLFLOW_TRACKING_PASSWORD',
      '            valueFrom:',
      '              secretKeyRef:',
      `                name: ${r.pick(['mlflow-auth', 'tracking'])}`,
      '                key: password',
      '          - name: QDRANT_API_KEY',
      '            value: "{{ .Values.qdrant.apiKey }}"',
    ].join('\n'),
  }),
  composeInterp: () => ({
    provider: 'docker-compose',
    rule: 'compose-interpolation',
    text: [
      '  airflow-webserver:',
      '    environment:',
      '      AIRFLOW__CORE__FERNET_KEY: ${FERNET_KEY:?set it in .env}',
      '      AIRFLOW__DATABASE__SQL_ALCHEMY_CONN: postgresql+psycopg2://airflow:${POSTGRES_PASSWORD}@postgres/airflow',
      '      _AIRFLOW_WWW_USER_PASSWORD: ${_AIRFLOW_WWW_USER_PASSWORD:-airflow}',
    ].join('\n'),
  }),
  jsEnv: (r) => ({
    provider: r.pick(['qdrant', 'weaviate']),
    rule: 'process-env-ref',
    text: [
      'const client = new QdrantClient({',
      '  url: process.env.QDRANT_URL,',
      '  apiKey: process.env.QDRANT_API_KEY!,',
      '});',
      "const weaviateKey = import.meta.env.VITE_WEAVIATE_KEY ?? '';",
    ].join('\n'),
  }),
  terraformVar: (r, v) => ({
    provider: 'terraform',
    rule: 'terraform-var-refs',
    text: [
      'provider "snowflake" {',
      '  account  = var.snowflake_account',
      '  user     = "TERRAFORM"',
      '  password = var.snowflake_password',
      '}',
      `# secret arn: arn:aws:secretsmanager:eu-west-1:${v.digits(12)}:secret:prod/warehouse-${v.b62(6)}`,
    ].join('\n'),
  }),
  javaEnv: () => ({
    provider: 'kafka',
    rule: 'java-getenv',
    text: [
      'Properties props = new Properties();',
      'props.put("bootstrap.servers", System.getenv("KAFKA_BOOTSTRAP"));',
      'props.put("sasl.jaas.config", String.format(JAAS, System.getenv("KAFKA_KEY"), System.getenv("KAFKA_SECRET")));',
      'props.put("schema.registry.url", System.getenv("SR_URL"));',
    ].join('\n'),
  }),
  stripePublishable: (r, v) => ({
    provider: 'stripe',
    rule: 'public-publishable-key',
    text: [
      '<script src="https://js.stripe.com/v3/"></script>',
      '<script>',
      `  const stripe = Stripe('pk_live_${v.b62(99)}');`,
      '</script>',
    ].join('\n'),
  }),
  firebaseWeb: (r, v) => ({
    provider: 'firebase',
    rule: 'public-firebase-web-config',
    text: [
      '// firebase web config (public, shipped to browsers)',
      'const firebaseConfig = {',
      `  apiKey: "AIza${v.b64url(35)}",`,
      `  authDomain: "${r.pick(['labeltool', 'annotator'])}-${v.lower(5)}.firebaseapp.com",`,
      `  projectId: "labeltool-${v.lower(5)}",`,
      `  appId: "1:${v.digits(12)}:web:${v.hex(22)}",`,
      `  measurementId: "G-${v.upper(10)}"`,
      '};',
    ].join('\n'),
  }),
  sentryDsn: (r, v) => ({
    provider: 'sentry',
    rule: 'public-sentry-dsn',
    text: [
      'Sentry.init({',
      `  dsn: "https://${v.hex(32)}@o${v.digits(6)}.ingest.sentry.io/${v.digits(7)}",`,
      '  tracesSampleRate: 0.1,',
      '});',
    ].join('\n'),
  }),
  mapboxPublic: (r, v) => ({
    provider: 'mapbox',
    rule: 'public-mapbox-pk',
    text: [
      `mapboxgl.accessToken = 'pk.${Buffer.from(JSON.stringify({ u: 'geo-team', a: v.lower(25) })).toString('base64url')}.${v.b64url(22)}';`,
      "const map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/light-v11' });",
    ].join('\n'),
  }),
  posthogPublic: (r, v) => ({
    provider: 'posthog',
    rule: 'public-posthog-project-key',
    text: [
      `posthog.init('phc_${v.b62(43)}', {`,
      "  api_host: 'https://eu.i.posthog.com',",
      '  person_profiles: "identified_only",',
      '});',
    ].join('\n'),
  }),
  algoliaSearch: (r, v) => ({
    provider: 'algolia',
    rule: 'public-algolia-search-only',
    text: [
      '// search-only key: safe in the browser, cannot write',
      `const searchClient = algoliasearch('${v.upper(10)}', '${v.hex(32)}');`,
      "search.addWidgets([searchBox({ container: '#q' })]);",
    ].join('\n'),
  }),
  awsExample: () => ({
    provider: 'aws',
    rule: 'vendor-example-keys',
    text: [
      '[default]',
      'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'region = us-west-2',
    ].join('\n'),
  }),
  redacted: (r, v) => ({
    provider: r.pick(['stripe', 'huggingface', 'datadog']),
    rule: 'redaction-output',
    text: [
      `[config] loaded 4 settings`,
      `  STRIPE_SECRET_KEY = sk_live_****${v.digits(4)}`,
      '  HF_TOKEN = [REDACTED]',
      '  DD_API_KEY = ********************************',
      `  DATABASE_URL = postgres://etl:*****@db.internal:5432/dw`,
    ].join('\n'),
  }),
  mlflowMasked: () => ({
    provider: 'mlflow',
    rule: 'redaction-output',
    text: [
      '$ mlflow server --backend-store-uri postgresql://mlflow:<redacted>@db/mlflow',
      "Params: {'lr': 0.001, 'batch_size': 64, 'api_key': '***'}",
    ].join('\n'),
  }),
};
