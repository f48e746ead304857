// Provider table, analytics, maps and AI APIs (rows as in providers-a.mjs).

import { row } from './providers-a.mjs';

function analyticsRows() {
  return [
    row('mixpanel', 'Mixpanel', 'MIXPANEL_API_SECRET', (g) => g.hex(32), 'mixpanel.com', 'basic'),
    row(
      'amplitude',
      'Amplitude',
      'AMPLITUDE_SECRET_KEY',
      (g) => g.hex(32),
      'amplitude.com',
      'basic',
    ),
    row(
      'posthog',
      'PostHog',
      'POSTHOG_PERSONAL_API_KEY',
      (g) => `phx_${g.b62(47)}`,
      'eu.posthog.com',
    ),
    row('plausible', 'Plausible', 'PLAUSIBLE_API_KEY', (g) => g.b64u(64), 'plausible.io'),
    row(
      'fullstory',
      'FullStory',
      'FULLSTORY_API_KEY',
      (g) => `na1.${g.b64(64)}`,
      'api.fullstory.com',
      'Authorization',
    ),
    row(
      'matomo',
      'Matomo',
      'MATOMO_TOKEN_AUTH',
      (g) => g.hex(32),
      'analytics.acme.example',
      '?token_auth',
    ),
    row('keen', 'Keen', 'KEEN_MASTER_KEY', (g) => g.HEX(64), 'api.keen.io', 'Authorization'),
    row('heap', 'Heap', 'HEAP_API_KEY', (g) => g.uuid(), 'heapanalytics.com', 'basic'),
  ];
}

function mapsRows() {
  return [
    row(
      'mapbox',
      'Mapbox',
      'MAPBOX_SECRET_TOKEN',
      (g) => `sk.${g.b64url(JSON.stringify({ u: 'acme-maps', a: g.lower(25) }))}.${g.b64u(22)}`,
      'api.mapbox.com',
      '?access_token',
    ),
    row('here', 'HERE', 'HERE_API_KEY', (g) => g.b64u(43), 'geocode.search.hereapi.com', '?apiKey'),
    row('tomtom', 'TomTom', 'TOMTOM_API_KEY', (g) => g.b62(32), 'api.tomtom.com', '?key'),
    row(
      'opencage',
      'OpenCage',
      'OPENCAGE_API_KEY',
      (g) => g.hex(32),
      'api.opencagedata.com',
      '?key',
    ),
    row('geoapify', 'Geoapify', 'GEOAPIFY_KEY', (g) => g.hex(32), 'api.geoapify.com', '?apiKey'),
    row('maptiler', 'MapTiler', 'MAPTILER_KEY', (g) => g.b62(20), 'api.maptiler.com', '?key'),
    row(
      'positionstack',
      'positionstack',
      'POSITIONSTACK_ACCESS_KEY',
      (g) => g.hex(32),
      'api.positionstack.com',
      '?access_key',
    ),
    row(
      'what3words',
      'what3words',
      'W3W_API_KEY',
      (g) => g.upper(8),
      'api.what3words.com',
      'X-Api-Key',
    ),
    row(
      'openweather',
      'OpenWeather',
      'OWM_API_KEY',
      (g) => g.hex(32),
      'api.openweathermap.org',
      '?appid',
    ),
    row('ipinfo', 'IPinfo', 'IPINFO_TOKEN', (g) => g.hex(14), 'ipinfo.io', '?token'),
  ];
}

function aiRows() {
  return [
    row(
      'anthropic',
      'Anthropic',
      'ANTHROPIC_API_KEY',
      (g) => `sk-ant-api03-${g.b64u(93)}AA`,
      'api.anthropic.com',
      'x-api-key',
    ),
    row('cohere', 'Cohere', 'COHERE_API_KEY', (g) => g.b62(40), 'api.cohere.com'),
    row('mistral', 'Mistral AI', 'MISTRAL_API_KEY', (g) => g.b62(32), 'api.mistral.ai'),
    row('groq', 'Groq', 'GROQ_API_KEY', (g) => `gsk_${g.b62(52)}`, 'api.groq.com'),
    row('together', 'Together AI', 'TOGETHER_API_KEY', (g) => g.hex(64), 'api.together.xyz'),
    row(
      'replicate',
      'Replicate',
      'REPLICATE_API_TOKEN',
      (g) => `r8_${g.b62(37)}`,
      'api.replicate.com',
    ),
    row('huggingface', 'Hugging Face', 'HF_TOKEN', (g) => `hf_${g.b62(34)}`, 'huggingface.co'),
    row(
      'perplexity',
      'Perplexity',
      'PERPLEXITY_API_KEY',
      (g) => `pplx-${g.b62(48)}`,
      'api.perplexity.ai',
    ),
    row('deepseek', 'DeepSeek', 'DEEPSEEK_API_KEY', (g) => `sk-${g.hex(32)}`, 'api.deepseek.com'),
    row(
      'fireworks',
      'Fireworks AI',
      'FIREWORKS_API_KEY',
      (g) => `fw_${g.b62(24)}`,
      'api.fireworks.ai',
    ),
    row(
      'elevenlabs',
      'ElevenLabs',
      'ELEVENLABS_API_KEY',
      (g) => `sk_${g.hex(48)}`,
      'api.elevenlabs.io',
      'xi-api-key',
    ),
    row(
      'assemblyai',
      'AssemblyAI',
      'ASSEMBLYAI_API_KEY',
      (g) => g.hex(32),
      'api.assemblyai.com',
      'Authorization',
    ),
    row('deepgram', 'Deepgram', 'DEEPGRAM_API_KEY', (g) => g.hex(40), 'api.deepgram.com', 'Token'),
    row(
      'stability',
      'Stability AI',
      'STABILITY_API_KEY',
      (g) => `sk-${g.b62(48)}`,
      'api.stability.ai',
    ),
    row('voyage', 'Voyage AI', 'VOYAGE_API_KEY', (g) => `pa-${g.b64u(43)}`, 'api.voyageai.com'),
    row(
      'openrouter',
      'OpenRouter',
      'OPENROUTER_API_KEY',
      (g) => `sk-or-v1-${g.hex(64)}`,
      'openrouter.ai',
    ),
    row('xai', 'xAI', 'XAI_API_KEY', (g) => `xai-${g.b62(80)}`, 'api.x.ai'),
    row('cerebras', 'Cerebras', 'CEREBRAS_API_KEY', (g) => `csk-${g.lower(48)}`, 'api.cerebras.ai'),
    row('jina', 'Jina AI', 'JINA_API_KEY', (g) => `jina_${g.hex(32)}${g.b62(28)}`, 'api.jina.ai'),
    row(
      'langsmith',
      'LangSmith',
      'LANGSMITH_API_KEY',
      (g) => `lsv2_pt_${g.hex(32)}_${g.hex(10)}`,
      'api.smith.langchain.com',
      'x-api-key',
    ),
    row('wandb', 'Weights & Biases', 'WANDB_API_KEY', (g) => g.hex(40), 'api.wandb.ai', 'basic'),
    row(
      'gradient',
      'DigitalOcean GenAI',
      'GENAI_AGENT_KEY',
      (g) => g.b64u(32),
      'agent-abc123.ondigitalocean.app',
    ),
    row(
      'aleph-alpha',
      'Aleph Alpha',
      'AA_TOKEN',
      (g) => g.jwt({ user_id: g.digits(4), token_id: g.digits(5) }),
      'api.aleph-alpha.com',
    ),
  ];
}

/** This part of the provider table. */
export function providersB2() {
  return [...analyticsRows(), ...mapsRows(), ...aiRows()];
}
