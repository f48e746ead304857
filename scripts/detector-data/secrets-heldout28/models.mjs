// Model ids each chat-model provider really serves, for configs and requests that name one.

export const MODELS = [
  'gpt-4o-mini',
  'claude-3-5-sonnet-latest',
  'llama-3.1-8b-instant',
  'mistral-large-latest',
  'gemini-2.0-flash',
  'command-r-plus',
];

const svc = (p) => p.name.replace(/-.*/, '');

const PROVIDER_MODELS = {
  openai: ['gpt-4o-mini', 'gpt-4.1', 'o4-mini'],
  anthropic: ['claude-3-5-sonnet-latest', 'claude-3-5-haiku-latest', 'claude-sonnet-4-20250514'],
  cohere: ['command-r-plus', 'command-a-03-2025'],
  mistral: ['mistral-large-latest', 'mistral-small-latest'],
  groq: ['llama-3.3-70b-versatile', 'llama-3.1-8b-instant'],
  together: ['meta-llama/Llama-3.3-70B-Instruct-Turbo'],
  fireworks: ['accounts/fireworks/models/llama-v3p1-70b-instruct'],
  huggingface: ['meta-llama/Llama-3.1-8B-Instruct', 'Qwen/Qwen2.5-72B-Instruct'],
  perplexity: ['sonar', 'sonar-pro'],
  deepseek: ['deepseek-chat', 'deepseek-reasoner'],
  xai: ['grok-2-latest', 'grok-3-mini'],
  gemini: ['gemini-2.0-flash', 'gemini-1.5-pro'],
  azure: ['gpt-4o', 'gpt-4o-mini'],
  openrouter: ['anthropic/claude-3.5-sonnet', 'meta-llama/llama-3.1-405b-instruct'],
  deepinfra: ['meta-llama/Meta-Llama-3.1-70B-Instruct'],
  cerebras: ['llama3.1-8b', 'llama-3.3-70b'],
  sambanova: ['Meta-Llama-3.1-405B-Instruct'],
  ai21: ['jamba-1.5-large'],
  nvidia: ['meta/llama-3.1-70b-instruct'],
  anyscale: ['meta-llama/Meta-Llama-3-70B-Instruct'],
  databricks: ['databricks-meta-llama-3-3-70b-instruct'],
  friendli: ['meta-llama-3.1-8b-instruct'],
  hyperbolic: ['meta-llama/Meta-Llama-3.1-70B-Instruct'],
  novita: ['meta-llama/llama-3.1-8b-instruct'],
  lepton: ['llama3-3-70b'],
  predibase: ['llama-3-1-8b-instruct'],
  dashscope: ['qwen-plus', 'qwen-max'],
  moonshot: ['moonshot-v1-8k'],
  zhipu: ['glm-4-plus'],
  bedrock: ['anthropic.claude-3-5-sonnet-20241022-v2:0'],
  watsonx: ['ibm/granite-3-8b-instruct'],
  writer: ['palmyra-x-004'],
};
export const isModelProvider = (p) => Boolean(PROVIDER_MODELS[svc(p)]);
export const modelFor = (p, r) => r.pick(PROVIDER_MODELS[svc(p)] ?? MODELS);
