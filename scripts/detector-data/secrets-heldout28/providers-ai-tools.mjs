// Vector databases, tracing and evaluation platforms, agent tools and search APIs: the rest of
// the theme's credentials, in the same shape as providers-ai.mjs.

import {
  ALNUM,
  B64URL,
  DIGITS,
  HEX,
  LOWER,
  LOWER_NUM,
  UPPER_NUM,
  b64,
  jwt,
  mixed,
  uuid,
} from './util.mjs';

const p = (name, env, gen, opts = {}) => ({ name, env, gen, ai: true, header: 'bearer', ...opts });

export const AI_TOOL_PROVIDERS = [
  p('weaviate', 'WEAVIATE_API_KEY', (r) => mixed(r, ALNUM, 40), {
    host: 'my-cluster-x1y2z3.c0.europe-west3.gcp.weaviate.cloud/v1/objects',
  }),
  p('qdrant', 'QDRANT_API_KEY', (r) => mixed(r, B64URL, 54), {
    host: 'f3a9c1d2-77e0-4b1a-9d3e-5c8b2a6e1f04.eu-central-1-0.aws.cloud.qdrant.io:6333/collections',
    header: 'api-key',
  }),
  p('zilliz', 'ZILLIZ_CLOUD_API_KEY', (r) => mixed(r, HEX, 104), {
    host: 'in03-3b7e9f2a1c4d5e6.serverless.gcp-us-west1.cloud.zilliz.com/v2/vectordb/entities/search',
  }),
  p('chroma', 'CHROMA_API_KEY', (r) => 'ck-' + mixed(r, B64URL, 44), {
    host: 'api.trychroma.com/api/v2/tenants',
    header: 'x-chroma-token',
    prefix: 'ck-',
  }),
  p('turbopuffer', 'TURBOPUFFER_API_KEY', (r) => 'tpuf_' + mixed(r, ALNUM, 32), {
    host: 'gcp-us-central1.turbopuffer.com/v1/namespaces',
    prefix: 'tpuf_',
  }),
  p(
    'astra',
    'ASTRA_DB_APPLICATION_TOKEN',
    (r) => 'AstraCS:' + mixed(r, ALNUM, 24) + ':' + mixed(r, HEX, 64),
    {
      host: '2f4a1c3e-9b7d-4e11-8a2f-0c6d5b3e7a91-us-east-2.apps.astra.datastax.com/api/json/v1',
      header: 'Token',
      prefix: 'AstraCS:',
    },
  ),
  p(
    'langsmith',
    'LANGSMITH_API_KEY',
    (r) => 'lsv2_pt_' + mixed(r, HEX, 32) + '_' + mixed(r, HEX, 10),
    { host: 'api.smith.langchain.com/runs', header: 'x-api-key', prefix: 'lsv2_pt_', weight: 2 },
  ),
  p(
    'langsmith-service',
    'LANGCHAIN_API_KEY',
    (r) => 'lsv2_sk_' + mixed(r, HEX, 32) + '_' + mixed(r, HEX, 10),
    { host: 'api.smith.langchain.com/sessions', header: 'x-api-key', prefix: 'lsv2_sk_' },
  ),
  p('langfuse', 'LANGFUSE_SECRET_KEY', (r) => 'sk-lf-' + uuid(r), {
    host: 'cloud.langfuse.com/api/public/traces',
    prefix: 'sk-lf-',
    weight: 2,
  }),
  p(
    'helicone',
    'HELICONE_API_KEY',
    (r) => 'sk-helicone-' + [7, 7, 7, 7].map((n) => r.chars(LOWER_NUM, n)).join('-'),
    {
      host: 'oai.helicone.ai/v1/chat/completions',
      header: 'Helicone-Auth',
      prefix: 'sk-helicone-',
    },
  ),
  p('portkey', 'PORTKEY_API_KEY', (r) => mixed(r, ALNUM + '+/', 32), {
    host: 'api.portkey.ai/v1/chat/completions',
    header: 'x-portkey-api-key',
  }),
  p('braintrust', 'BRAINTRUST_API_KEY', (r) => 'sk-' + mixed(r, ALNUM, 48), {
    host: 'api.braintrust.dev/v1/project',
    prefix: 'sk-',
  }),
  p('wandb', 'WANDB_API_KEY', (r) => mixed(r, HEX, 40), {
    host: 'api.wandb.ai/graphql',
    weight: 2,
  }),
  p('comet', 'COMET_API_KEY', (r) => mixed(r, ALNUM, 25), {
    host: 'www.comet.com/api/rest/v2/workspaces',
    header: 'Authorization',
  }),
  p(
    'neptune',
    'NEPTUNE_API_TOKEN',
    (r) =>
      b64(
        JSON.stringify({
          api_address: 'https://app.neptune.ai',
          api_url: 'https://app.neptune.ai',
          api_key: uuid(r),
        }),
      ),
    { host: 'app.neptune.ai/api/backend/v1/projects' },
  ),
  p('arize', 'ARIZE_API_KEY', (r) => 'ak-' + uuid(r) + '-' + mixed(r, ALNUM, 20), {
    host: 'otlp.arize.com/v1/traces',
    header: 'api_key',
    prefix: 'ak-',
  }),
  p(
    'phoenix',
    'PHOENIX_API_KEY',
    (r) => jwt(r, { jti: 'QXBpS2V5OjE' + r.chars(DIGITS, 2), iat: 1730000000 + r.int(30000000) }),
    { host: 'app.phoenix.arize.com/v1/traces', header: 'api_key' },
  ),
  p('humanloop', 'HUMANLOOP_API_KEY', (r) => 'hl_sk_' + mixed(r, HEX, 40), {
    host: 'api.humanloop.com/v5/prompts',
    header: 'X-API-KEY',
    prefix: 'hl_sk_',
  }),
  p('promptlayer', 'PROMPTLAYER_API_KEY', (r) => 'pl_' + mixed(r, HEX, 32), {
    host: 'api.promptlayer.com/prompt-templates',
    header: 'X-API-KEY',
    prefix: 'pl_',
  }),
  p(
    'tavily',
    'TAVILY_API_KEY',
    (r) => 'tvly-' + r.pick(['dev-', 'prod-', '']) + mixed(r, ALNUM, 32),
    { host: 'api.tavily.com/search', prefix: 'tvly-', weight: 2 },
  ),
  p('serpapi', 'SERPAPI_API_KEY', (r) => mixed(r, HEX, 64), {
    host: 'serpapi.com/search.json',
    header: 'query',
  }),
  p('exa', 'EXA_API_KEY', (r) => uuid(r), { host: 'api.exa.ai/search', header: 'x-api-key' }),
  p('firecrawl', 'FIRECRAWL_API_KEY', (r) => 'fc-' + mixed(r, HEX, 32), {
    host: 'api.firecrawl.dev/v1/scrape',
    prefix: 'fc-',
  }),
  p('browserbase', 'BROWSERBASE_API_KEY', (r) => 'bb_live_' + mixed(r, B64URL, 27), {
    host: 'api.browserbase.com/v1/sessions',
    header: 'X-BB-API-Key',
    prefix: 'bb_live_',
  }),
  p('e2b', 'E2B_API_KEY', (r) => 'e2b_' + mixed(r, HEX, 40), {
    host: 'api.e2b.dev/sandboxes',
    header: 'X-API-Key',
    prefix: 'e2b_',
  }),
  p('modal', 'MODAL_TOKEN_SECRET', (r) => 'as-' + mixed(r, ALNUM, 22), {
    host: 'api.modal.com',
    prefix: 'as-',
  }),
  p('runpod', 'RUNPOD_API_KEY', (r) => 'rpa_' + mixed(r, UPPER_NUM, 44), {
    host: 'api.runpod.ai/v2/abc123xyz/runsync',
    prefix: 'rpa_',
  }),
  p('baseten', 'BASETEN_API_KEY', (r) => mixed(r, ALNUM, 8) + '.' + mixed(r, ALNUM, 32), {
    host: 'model-4q9d2lw3.api.baseten.co/production/predict',
    header: 'Api-Key',
  }),
  p('llamacloud', 'LLAMA_CLOUD_API_KEY', (r) => 'llx-' + mixed(r, ALNUM, 48), {
    host: 'api.cloud.llamaindex.ai/api/v1/parsing/upload',
    prefix: 'llx-',
  }),
  p('mem0', 'MEM0_API_KEY', (r) => 'm0-' + mixed(r, ALNUM, 40), {
    host: 'api.mem0.ai/v1/memories/',
    header: 'Token',
    prefix: 'm0-',
  }),
  p(
    'zep',
    'ZEP_API_KEY',
    (r) => 'z_' + jwt(r, { proj: uuid(r), iat: 1720000000 + r.int(40000000) }),
    { host: 'api.getzep.com/api/v2/sessions', header: 'Api-Key', prefix: 'z_' },
  ),
  p('nvidia', 'NVIDIA_API_KEY', (r) => 'nvapi-' + mixed(r, B64URL, 64), {
    host: 'integrate.api.nvidia.com/v1/chat/completions',
    prefix: 'nvapi-',
  }),
  p('nomic', 'NOMIC_API_KEY', (r) => 'nk-' + mixed(r, B64URL, 43), {
    host: 'api-atlas.nomic.ai/v1/embedding/text',
    prefix: 'nk-',
  }),
  p('fal', 'FAL_KEY', (r) => uuid(r) + ':' + mixed(r, HEX, 32), {
    host: 'fal.run/fal-ai/flux/dev',
    header: 'Key',
  }),
  p('cartesia', 'CARTESIA_API_KEY', (r) => 'sk_car_' + mixed(r, ALNUM, 22), {
    host: 'api.cartesia.ai/tts/bytes',
    header: 'X-API-Key',
    prefix: 'sk_car_',
  }),
  p('mixedbread', 'MXBAI_API_KEY', (r) => 'mxb_' + mixed(r, ALNUM, 36), {
    host: 'api.mixedbread.com/v1/embeddings',
    prefix: 'mxb_',
  }),
  p('unstructured', 'UNSTRUCTURED_API_KEY', (r) => mixed(r, ALNUM, 30), {
    host: 'api.unstructuredapp.io/general/v0/general',
    header: 'unstructured-api-key',
  }),
  p('writer', 'WRITER_API_KEY', (r) => mixed(r, ALNUM, 32), { host: 'api.writer.com/v1/chat' }),
  p('nvidia-ngc', 'NGC_API_KEY', (r) => 'nvapi-' + mixed(r, B64URL, 64), {
    host: 'api.ngc.nvidia.com/v2/org',
    prefix: 'nvapi-',
  }),
  p(
    'bedrock',
    'AWS_BEARER_TOKEN_BEDROCK',
    (r) =>
      'ABSK' +
      b64(
        'BedrockAPIKey-' +
          r.chars(LOWER_NUM, 4) +
          '-at-' +
          r.chars(DIGITS, 12) +
          ':' +
          mixed(r, B64URL, 40),
      ),
    {
      host: 'bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-5-sonnet-20241022-v2:0/converse',
      prefix: 'ABSK',
    },
  ),
  p('azure-ai-search', 'AZURE_SEARCH_ADMIN_KEY', (r) => mixed(r, ALNUM, 52), {
    host: 'contoso-search.search.windows.net/indexes/docs/docs/search?api-version=2024-07-01',
    header: 'api-key',
  }),
  p('watsonx', 'WATSONX_APIKEY', (r) => mixed(r, B64URL, 44), {
    host: 'iam.cloud.ibm.com/identity/token',
  }),
  p('cloudflare-ai', 'CLOUDFLARE_AI_GATEWAY_TOKEN', (r) => mixed(r, B64URL, 40), {
    host: 'gateway.ai.cloudflare.com/v1/4c9e/my-gateway/openai/chat/completions',
    header: 'cf-aig-authorization',
  }),
  p('anyscale', 'ANYSCALE_API_KEY', (r) => 'esecret_' + mixed(r, LOWER_NUM, 32), {
    host: 'api.endpoints.anyscale.com/v1/chat/completions',
    prefix: 'esecret_',
  }),
  p('databricks', 'DATABRICKS_TOKEN', (r) => 'dapi' + mixed(r, HEX, 32), {
    host: 'adb-1234567890123456.7.azuredatabricks.net/serving-endpoints/databricks-meta-llama-3-3-70b-instruct/invocations',
    prefix: 'dapi',
  }),
  p('clearml', 'CLEARML_API_SECRET_KEY', (r) => mixed(r, ALNUM, 50), {
    host: 'api.clear.ml/auth.login',
  }),
  p('logfire', 'LOGFIRE_TOKEN', (r) => 'pylf_v1_us_' + mixed(r, ALNUM, 44), {
    host: 'logfire-us.pydantic.dev/v1/traces',
    prefix: 'pylf_v1_us_',
  }),
  p('traceloop', 'TRACELOOP_API_KEY', (r) => 'tl_' + mixed(r, HEX, 32), {
    host: 'api.traceloop.com/v1/traces',
    prefix: 'tl_',
  }),
  p('agentops', 'AGENTOPS_API_KEY', (r) => uuid(r), {
    host: 'api.agentops.ai/v2/create_session',
    header: 'X-Agentops-Api-Key',
  }),
  p('lunary', 'LUNARY_PRIVATE_KEY', (r) => uuid(r), { host: 'api.lunary.ai/v1/runs/ingest' }),
  p('apify', 'APIFY_API_TOKEN', (r) => 'apify_api_' + mixed(r, ALNUM, 36), {
    host: 'api.apify.com/v2/acts',
    prefix: 'apify_api_',
  }),
  p('scale', 'SCALE_API_KEY', (r) => 'live_' + mixed(r, HEX, 32), {
    host: 'api.scale.com/v1/tasks',
    header: 'basic',
    prefix: 'live_',
  }),
  p('roboflow', 'ROBOFLOW_API_KEY', (r) => mixed(r, ALNUM, 20), {
    host: 'detect.roboflow.com/hard-hat-sample/2',
    header: 'query',
  }),
  p('clarifai', 'CLARIFAI_PAT', (r) => mixed(r, HEX, 32), {
    host: 'api.clarifai.com/v2/users/openai/apps/chat-completion/models/gpt-4o/outputs',
    header: 'Key',
  }),
  p('predibase', 'PREDIBASE_API_TOKEN', (r) => 'pb_' + mixed(r, B64URL, 22), {
    host: 'serving.app.predibase.com/v1/chat/completions',
    prefix: 'pb_',
  }),
  p('kaggle', 'KAGGLE_KEY', (r) => mixed(r, HEX, 32), {
    host: 'www.kaggle.com/api/v1/datasets/list',
    header: 'basic',
  }),
  p('friendli', 'FRIENDLI_TOKEN', (r) => 'flp_' + mixed(r, ALNUM, 40), {
    host: 'api.friendli.ai/serverless/v1/chat/completions',
    prefix: 'flp_',
  }),
  p(
    'hyperbolic',
    'HYPERBOLIC_API_KEY',
    (r) => jwt(r, { sub: r.chars(LOWER, 8) + '@gmail.com', iat: 1725000000 + r.int(30000000) }),
    { host: 'api.hyperbolic.xyz/v1/chat/completions' },
  ),
  p('novita', 'NOVITA_API_KEY', (r) => 'sk_' + mixed(r, B64URL, 43), {
    host: 'api.novita.ai/v3/openai/chat/completions',
    prefix: 'sk_',
  }),
  p('lepton', 'LEPTON_API_TOKEN', (r) => mixed(r, ALNUM, 32), {
    host: 'llama3-3-70b.lepton.run/api/v1/chat/completions',
  }),
  p('composio', 'COMPOSIO_API_KEY', (r) => 'ak_' + mixed(r, B64URL, 20), {
    host: 'backend.composio.dev/api/v3/tools',
    header: 'x-api-key',
    prefix: 'ak_',
  }),
  p('smithery', 'SMITHERY_API_KEY', (r) => uuid(r), {
    host: 'server.smithery.ai/@smithery/toolbox/mcp',
  }),
  p('brave-search', 'BRAVE_API_KEY', (r) => 'BSA' + mixed(r, B64URL, 28), {
    host: 'api.search.brave.com/res/v1/web/search',
    header: 'X-Subscription-Token',
    prefix: 'BSA',
  }),
  p('opik', 'OPIK_API_KEY', (r) => mixed(r, ALNUM, 25), {
    host: 'www.comet.com/opik/api/v1/private/traces',
    header: 'authorization',
  }),
  p('galileo', 'GALILEO_API_KEY', (r) => mixed(r, B64URL, 43), {
    host: 'api.galileo.ai/v2/projects',
    header: 'Galileo-API-Key',
  }),
  p('vellum', 'VELLUM_API_KEY', (r) => mixed(r, ALNUM, 8) + '.' + mixed(r, ALNUM, 40), {
    host: 'predict.vellum.ai/v1/execute-prompt',
    header: 'X-API-KEY',
  }),
  p('letta', 'LETTA_API_KEY', (r) => 'sk-let-' + mixed(r, B64URL, 64), {
    host: 'api.letta.com/v1/agents',
    prefix: 'sk-let-',
  }),
  p('cohere-trial', 'COHERE_API_KEY', (r) => mixed(r, ALNUM, 40), {
    sdk: 'cohere.Client',
    host: 'api.cohere.ai/v1/rerank',
  }),
  p(
    'upstash-vector',
    'UPSTASH_VECTOR_REST_TOKEN',
    (r) => 'AB' + r.pick(['UF', 'cF', 'gF']) + 'MG' + mixed(r, B64URL, 64) + '=',
    { host: 'sincere-owl-31415-us1-vector.upstash.io/query' },
  ),
  p(
    'supermemory',
    'SUPERMEMORY_API_KEY',
    (r) => 'sm_' + mixed(r, ALNUM, 22) + '_' + mixed(r, ALNUM, 44),
    { host: 'api.supermemory.ai/v3/memories', prefix: 'sm_' },
  ),
];
