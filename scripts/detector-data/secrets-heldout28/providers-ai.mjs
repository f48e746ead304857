// Model-provider, inference, vector-database, agent-tooling and tracing credentials: the
// theme of this set. Each entry: name, env var, value builder and how clients send it.

import { ALNUM, B64URL, HEX, LOWER_NUM, mixed, uuid } from './util.mjs';

const p = (name, env, gen, opts = {}) => ({ name, env, gen, ai: true, header: 'bearer', ...opts });

const openaiBody = (r, n) => mixed(r, B64URL, n) + 'T3BlbkFJ' + mixed(r, B64URL, n);

export const AI_PROVIDERS = [
  p('openai', 'OPENAI_API_KEY', (r) => 'sk-proj-' + openaiBody(r, 74), {
    sdk: 'OpenAI',
    host: 'api.openai.com/v1/chat/completions',
    prefix: 'sk-proj-',
    weight: 3,
  }),
  p('openai-svcacct', 'OPENAI_API_KEY', (r) => 'sk-svcacct-' + openaiBody(r, 74), {
    sdk: 'OpenAI',
    host: 'api.openai.com/v1/responses',
    prefix: 'sk-svcacct-',
  }),
  p('openai-legacy', 'OPENAI_API_KEY', (r) => 'sk-' + openaiBody(r, 20), {
    sdk: 'OpenAI',
    host: 'api.openai.com/v1/embeddings',
    prefix: 'sk-',
  }),
  p('openai-admin', 'OPENAI_ADMIN_KEY', (r) => 'sk-admin-' + openaiBody(r, 58), {
    host: 'api.openai.com/v1/organization/usage/completions',
    prefix: 'sk-admin-',
  }),
  p('anthropic', 'ANTHROPIC_API_KEY', (r) => 'sk-ant-api03-' + mixed(r, B64URL, 93) + 'AA', {
    sdk: 'Anthropic',
    host: 'api.anthropic.com/v1/messages',
    header: 'x-api-key',
    prefix: 'sk-ant-api03-',
    weight: 3,
  }),
  p(
    'anthropic-admin',
    'ANTHROPIC_ADMIN_KEY',
    (r) => 'sk-ant-admin01-' + mixed(r, B64URL, 93) + 'AA',
    {
      host: 'api.anthropic.com/v1/organizations/api_keys',
      header: 'x-api-key',
      prefix: 'sk-ant-admin01-',
    },
  ),
  p('cohere', 'CO_API_KEY', (r) => mixed(r, ALNUM, 40), {
    sdk: 'cohere.ClientV2',
    host: 'api.cohere.com/v2/chat',
  }),
  p('mistral', 'MISTRAL_API_KEY', (r) => mixed(r, ALNUM, 32), {
    sdk: 'Mistral',
    host: 'api.mistral.ai/v1/chat/completions',
  }),
  p('groq', 'GROQ_API_KEY', (r) => 'gsk_' + mixed(r, ALNUM, 52), {
    sdk: 'Groq',
    host: 'api.groq.com/openai/v1/chat/completions',
    prefix: 'gsk_',
    weight: 2,
  }),
  p('together', 'TOGETHER_API_KEY', (r) => 'tgp_v1_' + mixed(r, B64URL, 43), {
    sdk: 'Together',
    host: 'api.together.xyz/v1/completions',
    prefix: 'tgp_v1_',
  }),
  p('fireworks', 'FIREWORKS_API_KEY', (r) => 'fw_' + mixed(r, ALNUM, 24), {
    sdk: 'Fireworks',
    host: 'api.fireworks.ai/inference/v1/chat/completions',
    prefix: 'fw_',
  }),
  p('replicate', 'REPLICATE_API_TOKEN', (r) => 'r8_' + mixed(r, ALNUM, 37), {
    host: 'api.replicate.com/v1/predictions',
    prefix: 'r8_',
  }),
  p('huggingface', 'HF_TOKEN', (r) => 'hf_' + mixed(r, ALNUM, 34), {
    sdk: 'InferenceClient',
    host: 'huggingface.co/api/whoami-v2',
    prefix: 'hf_',
    weight: 3,
  }),
  p('perplexity', 'PERPLEXITY_API_KEY', (r) => 'pplx-' + mixed(r, ALNUM, 48), {
    host: 'api.perplexity.ai/chat/completions',
    prefix: 'pplx-',
  }),
  p('deepseek', 'DEEPSEEK_API_KEY', (r) => 'sk-' + mixed(r, HEX, 32), {
    host: 'api.deepseek.com/chat/completions',
    prefix: 'sk-',
  }),
  p('xai', 'XAI_API_KEY', (r) => 'xai-' + mixed(r, ALNUM, 80), {
    host: 'api.x.ai/v1/chat/completions',
    prefix: 'xai-',
  }),
  p('gemini', 'GEMINI_API_KEY', (r) => 'AIza' + mixed(r, B64URL, 35), {
    host: 'generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent',
    header: 'x-goog-api-key',
    prefix: 'AIza',
    weight: 2,
  }),
  p('azure-openai', 'AZURE_OPENAI_API_KEY', (r) => mixed(r, HEX, 32), {
    sdk: 'AzureOpenAI',
    host: 'contoso-eastus2.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21',
    header: 'api-key',
  }),
  p('openrouter', 'OPENROUTER_API_KEY', (r) => 'sk-or-v1-' + mixed(r, HEX, 64), {
    host: 'openrouter.ai/api/v1/chat/completions',
    prefix: 'sk-or-v1-',
    weight: 2,
  }),
  p('voyage', 'VOYAGE_API_KEY', (r) => 'pa-' + mixed(r, B64URL, 43), {
    host: 'api.voyageai.com/v1/embeddings',
    prefix: 'pa-',
  }),
  p('jina', 'JINA_API_KEY', (r) => 'jina_' + mixed(r, HEX, 32) + mixed(r, ALNUM, 28), {
    host: 'api.jina.ai/v1/embeddings',
    prefix: 'jina_',
  }),
  p('deepinfra', 'DEEPINFRA_API_TOKEN', (r) => mixed(r, ALNUM, 32), {
    host: 'api.deepinfra.com/v1/openai/chat/completions',
  }),
  p('cerebras', 'CEREBRAS_API_KEY', (r) => 'csk-' + mixed(r, LOWER_NUM, 48), {
    sdk: 'Cerebras',
    host: 'api.cerebras.ai/v1/chat/completions',
    prefix: 'csk-',
  }),
  p('sambanova', 'SAMBANOVA_API_KEY', (r) => uuid(r), {
    host: 'api.sambanova.ai/v1/chat/completions',
  }),
  p('ai21', 'AI21_API_KEY', (r) => mixed(r, ALNUM, 32), {
    host: 'api.ai21.com/studio/v1/chat/completions',
  }),
  p('stability', 'STABILITY_API_KEY', (r) => 'sk-' + mixed(r, ALNUM, 48), {
    host: 'api.stability.ai/v2beta/stable-image/generate/core',
    prefix: 'sk-',
  }),
  p('elevenlabs', 'ELEVENLABS_API_KEY', (r) => 'sk_' + mixed(r, HEX, 48), {
    host: 'api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM',
    header: 'xi-api-key',
    prefix: 'sk_',
  }),
  p('assemblyai', 'ASSEMBLYAI_API_KEY', (r) => mixed(r, HEX, 32), {
    host: 'api.assemblyai.com/v2/transcript',
    header: 'authorization',
  }),
  p('deepgram', 'DEEPGRAM_API_KEY', (r) => mixed(r, HEX, 40), {
    host: 'api.deepgram.com/v1/listen',
    header: 'token',
  }),
  p(
    'pinecone',
    'PINECONE_API_KEY',
    (r) => 'pcsk_' + mixed(r, ALNUM, 5) + '_' + mixed(r, ALNUM, 63),
    {
      sdk: 'Pinecone',
      host: 'api.pinecone.io/indexes',
      header: 'Api-Key',
      prefix: 'pcsk_',
      weight: 2,
    },
  ),
  p('pinecone-legacy', 'PINECONE_API_KEY', (r) => uuid(r), {
    sdk: 'Pinecone',
    host: 'controller.us-west1-gcp.pinecone.io/databases',
    header: 'Api-Key',
  }),
];
