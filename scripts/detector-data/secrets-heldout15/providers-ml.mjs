// Providers of secrets-heldout15, part one: ML, AI, data platforms, warehouses and vector stores.
// Each row: [slug, fields]; a field is [name words, value generator, isIdentifier?]. Identifier
// fields (account ids, usernames) are written into the text but are not secrets.

export const ML_PROVIDERS = [
  ['huggingface', [['hf token', (v) => 'hf_' + v.letters(34)]]],
  ['wandb', [['wandb api key', (v) => v.hex(40)]]],
  ['comet-ml', [['comet api key', (v) => v.b62(25)]]],
  ['neptune-ai', [['neptune api token', (v) => neptuneToken(v)]]],
  [
    'clearml',
    [
      ['clearml api access key', (v) => v.upper(20), true],
      ['clearml api secret key', (v) => v.b62(50)],
    ],
  ],
  ['valohai', [['valohai token', (v) => v.b62(40)]]],
  ['paperspace', [['paperspace api key', (v) => v.hex(30)]]],
  ['runpod', [['runpod api key', (v) => v.upper(32)]]],
  [
    'modal',
    [
      ['modal token id', (v) => 'ak-' + v.b62(22), true],
      ['modal token secret', (v) => 'as-' + v.b62(22)],
    ],
  ],
  [
    'lambda-cloud',
    [['lambda api key', (v) => 'secret_' + v.lower(12) + '_' + v.hex(32) + '.' + v.b62(32)]],
  ],
  ['kaggle', [['kaggle key', (v) => v.hex(32)]]],
  ['roboflow', [['roboflow api key', (v) => v.b62(20)]]],
  [
    'labelbox',
    [['labelbox api key', (v) => v.jwt({ organizationId: v.lower(25), apiKeyId: v.lower(25) })]],
  ],
  ['scale-ai', [['scale api key', (v) => 'live_' + v.hex(32)]]],
  ['cohere', [['cohere api key', (v) => v.b62(40)]]],
  ['mistral', [['mistral api key', (v) => v.b62(32)]]],
  ['together-ai', [['together api key', (v) => v.hex(64)]]],
  ['replicate', [['replicate api token', (v) => 'r8_' + v.b62(37)]]],
  ['groq', [['groq api key', (v) => 'gsk_' + v.b62(52)]]],
  ['perplexity', [['pplx api key', (v) => 'pplx-' + v.b62(48)]]],
  ['deepseek', [['deepseek api key', (v) => 'sk-' + v.hex(32)]]],
  ['openrouter', [['openrouter api key', (v) => 'sk-or-v1-' + v.hex(64)]]],
  ['anthropic', [['anthropic api key', (v) => 'sk-ant-api03-' + v.b64url(93) + 'AA']]],
  ['voyage-ai', [['voyage api key', (v) => 'pa-' + v.b64url(43)]]],
  ['jina-ai', [['jina api key', (v) => 'jina_' + v.hex(32) + v.b62(28)]]],
  ['assemblyai', [['assemblyai api key', (v) => v.hex(32)]]],
  ['deepgram', [['deepgram api key', (v) => v.hex(40)]]],
  ['elevenlabs', [['elevenlabs api key', (v) => 'sk_' + v.hex(48)]]],
  ['stability-ai', [['stability api key', (v) => 'sk-' + v.b62(48)]]],
  ['langsmith', [['langchain api key', (v) => 'lsv2_pt_' + v.hex(32) + '_' + v.hex(10)]]],
  [
    'helicone',
    [
      [
        'helicone api key',
        (v) => 'sk-helicone-' + v.lower(7) + '-' + v.lower(7) + '-' + v.lower(7) + '-' + v.lower(7),
      ],
    ],
  ],
  ['anyscale', [['anyscale api key', (v) => 'esecret_' + v.lower(26)]]],
  ['fireworks-ai', [['fireworks api key', (v) => 'fw_' + v.b62(24)]]],
  ['nomic', [['nomic api key', (v) => 'nk-' + v.b64url(43)]]],
  ['pinecone', [['pinecone api key', (v) => v.uuid()]]],
  ['weaviate', [['weaviate api key', (v) => v.b62(40)]]],
  ['qdrant', [['qdrant api key', (v) => v.b64url(38)]]],
  ['zilliz', [['zilliz cloud token', (v) => v.hex(88)]]],
  ['chroma-cloud', [['chroma api key', (v) => 'ck-' + v.b62(44)]]],
  ['databricks', [['databricks token', (v) => 'dapi' + v.hex(32)]]],
  [
    'snowflake',
    [
      ['snowflake user', () => 'ETL_SVC', true],
      ['snowflake password', (v) => v.pw(18)],
    ],
  ],
  [
    'fivetran',
    [
      ['fivetran api key', (v) => v.b62(16)],
      ['fivetran api secret', (v) => v.b62(32)],
    ],
  ],
  ['airbyte-cloud', [['airbyte client secret', (v) => v.b62(48)]]],
  ['dbt-cloud', [['dbt cloud api token', (v) => 'dbtc_' + v.b64url(40)]]],
  ['astronomer', [['astro api token', (v) => v.jwt({ sub: v.lower(25), scope: 'deployment' })]]],
  ['prefect-cloud', [['prefect api key', (v) => 'pnu_' + v.b62(36)]]],
  ['dagster-cloud', [['dagster cloud api token', (v) => 'agent:' + v.lower(10) + ':' + v.hex(32)]]],
  [
    'confluent-cloud',
    [
      ['kafka api key', (v) => v.upper(16), true],
      ['kafka api secret', (v) => v.b62(40) + v.b64(24)],
    ],
  ],
  ['aiven', [['aiven password', (v) => 'AVNS_' + v.b62(19)]]],
  ['upstash', [['upstash redis rest token', (v) => 'A' + v.b64url(63) + '=']]],
  ['redis-cloud', [['redis password', (v) => v.b62(32)]]],
  ['neon', [['neon password', (v) => 'npg_' + v.b62(12)]]],
  ['planetscale', [['planetscale password', (v) => 'pscale_pw_' + v.b64url(43)]]],
  [
    'supabase',
    [
      [
        'supabase service role key',
        (v) => v.jwt({ iss: 'supabase', ref: v.lower(20), role: 'service_role' }),
      ],
    ],
  ],
  ['cockroach-cloud', [['cockroach password', (v) => v.b64url(22)]]],
  ['clickhouse-cloud', [['clickhouse password', (v) => v.b62(13) + '~' + v.b62(2)]]],
  [
    'motherduck',
    [['motherduck token', (v) => v.jwt({ email: 'etl@example.org', session: v.lower(12) })]],
  ],
  ['firebolt', [['firebolt client secret', (v) => v.b64url(43)]]],
  ['dremio', [['dremio pat', (v) => v.b64pad(66)]]],
  ['starburst', [['starburst password', (v) => v.pw(20)]]],
  [
    'astra-db',
    [['astra db application token', (v) => 'AstraCS:' + v.letters(24) + ':' + v.hex(64)]],
  ],
  ['fauna', [['fauna secret', (v) => 'fn' + v.b64url(38)]]],
  ['singlestore', [['singlestore password', (v) => v.pw(16)]]],
  ['couchbase-capella', [['capella password', (v) => v.pw(14)]]],
  ['redpanda-cloud', [['redpanda client secret', (v) => v.b62(64)]]],
  ['tecton', [['tecton api key', (v) => v.hex(32)]]],
  ['hopsworks', [['hopsworks api key', (v) => v.b62(16) + '.' + v.b62(64)]]],
  [
    'monte-carlo',
    [
      ['mcd token id', (v) => v.hex(32), true],
      ['mcd token secret', (v) => v.b64url(54)],
    ],
  ],
  ['hex-tech', [['hex api token', (v) => 'hxtp_' + v.b62(40)]]],
  [
    'mode-analytics',
    [
      ['mode api token', (v) => v.hex(12), true],
      ['mode api secret', (v) => v.hex(40)],
    ],
  ],
  ['sigma-computing', [['sigma client secret', (v) => v.hex(64)]]],
  ['looker', [['looker client secret', (v) => v.b62(24)]]],
  ['tableau', [['tableau pat secret', (v) => v.b64(22) + '==:' + v.b62(32)]]],
  ['metabase', [['metabase api key', (v) => 'mb_' + v.b64(43)]]],
  ['superset', [['superset secret key', (v) => v.b64(42)]]],
  ['openml', [['openml apikey', (v) => v.hex(32)]]],
  ['acme-featurestore', [['feature store token', (v) => 'fstk_' + v.b62(32)]]],
  ['lakehouse-gateway', [['lakehouse gateway secret', (v) => v.hex(48)]]],
  ['dataplat-ingest', [['ingest shared secret', (v) => v.b64pad(32)]]],
];

function neptuneToken(v) {
  const json = JSON.stringify({
    api_address: 'https://app.neptune.ai',
    api_url: 'https://app.neptune.ai',
    api_key: v.uuid(),
  });
  return Buffer.from(json).toString('base64');
}
