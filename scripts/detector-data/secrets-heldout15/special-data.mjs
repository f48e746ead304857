// More one-part-of-a-value positives from data and ML tooling: .netrc, kaggle.json, dbt
// profiles, Kafka JAAS, Hadoop core-site, notebooks that log in, SQL stages and MLflow.

import { notebook } from './contexts-code.mjs';

export const SPECIAL_DATA = {
  netrc(r, v) {
    const key = v.hex(40);
    const text = [
      'machine api.wandb.ai',
      `  login ${r.pick(['user', 'mlops-bot', 'jdoe'])}`,
      `  password ${key}`,
      'machine github.com',
      '  login jdoe',
    ].join('\n');
    return { text, secrets: [key], provider: 'wandb', rule: 'netrc' };
  },
  kaggleJson(r, v) {
    const key = v.hex(32);
    const text = `$ cat ~/.kaggle/kaggle.json\n{"username":"${r.pick(['mlee', 'data-guild', 'rkumar42'])}","key":"${key}"}\n$ kaggle datasets download -d ${r.pick(['zillow/zecon', 'uciml/iris'])}`;
    return { text, secrets: [key], provider: 'kaggle', rule: 'kaggle-json' };
  },
  dbtProfile(r, v) {
    const kind = r.pick(['snowflake', 'databricks', 'postgres', 'redshift']);
    const secret = kind === 'databricks' ? 'dapi' + v.hex(32) : v.pw(r.int(8) + 14);
    const field = kind === 'databricks' ? 'token' : 'password';
    const text = [
      `${r.pick(['analytics', 'jaffle_shop', 'marts'])}:`,
      '  target: prod',
      '  outputs:',
      '    prod:',
      `      type: ${kind}`,
      kind === 'snowflake'
        ? `      account: ${v.lower(7)}-${v.lower(7)}`
        : `      host: ${v.lower(10)}.example-warehouse.net`,
      '      user: dbt_prod',
      `      ${field}: ${secret}`,
      '      schema: analytics',
      '      threads: 8',
    ].join('\n');
    return {
      text,
      secrets: [secret],
      provider: kind === 'postgres' ? 'postgres' : kind,
      rule: 'dbt-profiles',
    };
  },
  kafkaJaas(r, v) {
    const secret = v.b62(40) + v.b64(24);
    const text = [
      `bootstrap.servers=pkc-${v.lower(5)}.eu-west-1.aws.confluent.cloud:9092`,
      'security.protocol=SASL_SSL',
      'sasl.mechanism=PLAIN',
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${v.upper(16)}" password="${secret}";`,
      'client.dns.lookup=use_all_dns_ips',
      'acks=all',
    ].join('\n');
    return { text, secrets: [secret], provider: 'confluent-cloud', rule: 'kafka-jaas' };
  },
  flinkScram(r, v) {
    const secret = v.pw(22);
    const text = [
      'CREATE TABLE clicks (user_id STRING, url STRING, ts TIMESTAMP(3)) WITH (',
      "  'connector' = 'kafka',",
      "  'topic' = 'clicks',",
      `  'properties.bootstrap.servers' = '${v.lower(8)}.any.eu-central-1.mpx.prd.cloud.redpanda.com:9092',`,
      "  'properties.sasl.mechanism' = 'SCRAM-SHA-256',",
      `  'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.scram.ScramLoginModule required username="flink" password="${secret}";',`,
      "  'format' = 'json'",
      ');',
    ].join('\n');
    return { text, secrets: [secret], provider: 'redpanda-cloud', rule: 'flink-sql-kafka' };
  },
  coreSite(r, v) {
    const key = v.b64pad(64);
    const account = r.pick(['lakeprod', 'mldatasets', 'rawzone']) + v.lower(4);
    const text = [
      '<configuration>',
      '  <property>',
      `    <name>fs.azure.account.key.${account}.dfs.core.windows.net</name>`,
      `    <value>${key}</value>`,
      '  </property>',
      '  <property>',
      '    <name>fs.defaultFS</name>',
      `    <value>abfss://data@${account}.dfs.core.windows.net/</value>`,
      '  </property>',
      '</configuration>',
    ].join('\n');
    return { text, secrets: [key], provider: 'azure-storage', rule: 'hadoop-core-site' };
  },
  s3aConf(r, v) {
    const id = 'AKIA' + v.upper(16);
    const secret = v.b62(36) + v.b64(4);
    const text = [
      'spark = (SparkSession.builder',
      `    .config("spark.hadoop.fs.s3a.access.key", "${id}")`,
      `    .config("spark.hadoop.fs.s3a.secret.key", "${secret}")`,
      '    .config("spark.hadoop.fs.s3a.path.style.access", "true")',
      '    .getOrCreate())',
    ].join('\n');
    return { text, secrets: [id, secret], provider: 'aws', rule: 'spark-s3a' };
  },
  wandbLogin(r, v) {
    const key = v.hex(40);
    const out = {
      name: 'stderr',
      output_type: 'stream',
      text: ['wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc\n'],
    };
    const text = notebook(
      r,
      [
        'import wandb\n',
        `wandb.login(key="${key}")\n`,
        `run = wandb.init(project="${r.pick(['ctr-model', 'asr-finetune', 'llm-evals'])}")`,
      ],
      [out],
    );
    return { text, secrets: [key], provider: 'wandb', rule: 'ipynb-wandb-login' };
  },
  hfLogin(r, v) {
    const token = 'hf_' + v.letters(34);
    const text = notebook(r, [
      'from huggingface_hub import login\n',
      `login(token="${token}")\n`,
      `model_id = "${r.pick(['mistralai/Mistral-7B-v0.1', 'bert-base-uncased'])}"`,
    ]);
    return { text, secrets: [token], provider: 'huggingface', rule: 'ipynb-hf-login' };
  },
  snowflakeStage(r, v) {
    const sas =
      'sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-06-30T00:00:00Z&st=2024-06-01T00:00:00Z&spr=https&sig=' +
      encodeURIComponent(v.b64pad(32));
    const sig = sas.split('sig=')[1];
    const text = [
      `CREATE OR REPLACE STAGE raw.${r.pick(['events_stage', 'landing'])}`,
      `  URL = 'azure://${v.lower(10)}.blob.core.windows.net/landing/'`,
      `  CREDENTIALS = (AZURE_SAS_TOKEN = '?${sas}')`,
      '  FILE_FORMAT = (TYPE = PARQUET);',
    ].join('\n');
    return { text, secrets: [sig], provider: 'azure-storage', rule: 'sql-stage-sas' };
  },
  redshiftCopy(r, v) {
    const id = 'AKIA' + v.upper(16);
    const secret = v.b62(36) + v.b64(4);
    const text = [
      `COPY analytics.${r.pick(['page_views', 'orders'])}`,
      `FROM 's3://${r.pick(['acme-lake', 'raw-drop'])}/2024/'`,
      `CREDENTIALS 'aws_access_key_id=${id};aws_secret_access_key=${secret}'`,
      'FORMAT AS PARQUET;',
    ].join('\n');
    return { text, secrets: [id, secret], provider: 'aws', rule: 'sql-redshift-copy' };
  },
  mlflowEnv(r, v) {
    const pw = v.pw(20);
    const text = [
      `export MLFLOW_TRACKING_URI=https://mlflow.${r.pick(['ml', 'platform'])}.corp.example`,
      `export MLFLOW_TRACKING_USERNAME=${r.pick(['trainer', 'ci-bot'])}`,
      `export MLFLOW_TRACKING_PASSWORD=${pw}`,
      `mlflow run . -e train -P epochs=${r.int(50) + 5}`,
    ].join('\n');
    return { text, secrets: [pw], provider: 'mlflow-server', rule: 'mlflow-basic-env' };
  },
  supersetDatasource(r, v) {
    const pw = v.pw(16);
    const text = [
      'databases:',
      `- database_name: ${r.pick(['Trino Lake', 'Warehouse (prod)'])}`,
      `  sqlalchemy_uri: trino://superset:${pw}@trino.${r.pick(['corp', 'data'])}.internal:443/hive`,
      '  expose_in_sqllab: true',
      '  tables: []',
    ].join('\n');
    return { text, secrets: [pw], provider: 'trino', rule: 'bi-datasource-yaml' };
  },
};
