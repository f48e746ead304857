// The syntaxes a live credential shows up in. Each context: its rule name, whether it belongs to
// the AI-application theme on its own, which providers it fits, and the text it makes.

import { authHeader, curlCommand, fetchCall, hasHttp } from './http.mjs';
import { isModelProvider, modelFor } from './models.mjs';
import { HEX, PROJECTS, USERS, camel, isoTime, kebab, snake, time, uuid } from './util.mjs';

const PY_MODULES = {
  mistral: 'mistralai',
  huggingface: 'huggingface_hub',
  azure: 'openai',
  cerebras: 'cerebras.cloud.sdk',
  fireworks: 'fireworks.client',
};
const svc = (p) => p.name.replace(/-.*/, '');

const any = () => true;
const http = (p) => hasHttp(p);

function dotenv(p, v, r) {
  const lines = [
    `# ${r.pick(['.env', '.env.local', 'local settings - do not commit', 'copied from 1password'])}`,
    `APP_ENV=${r.pick(['development', 'staging', 'local'])}`,
  ];
  if (p.ai) {
    lines.push(
      `LLM_MODEL=${modelFor(p, r)}`,
      `EMBEDDING_MODEL=${r.pick(['text-embedding-3-small', 'voyage-3', 'nomic-embed-text-v1.5'])}`,
    );
  } else {
    lines.push(`LOG_LEVEL=${r.pick(['debug', 'info'])}`);
  }
  lines.push(`${p.env}=${r.chance(0.3) ? `"${v}"` : v}`);
  if (r.chance(0.5)) {
    lines.push(`VECTOR_STORE=${r.pick(['pgvector', 'chroma', 'qdrant'])}`, 'MAX_TOKENS=2048');
  }
  return lines.join('\n');
}

function shellExport(p, v, r) {
  const head = r.pick([
    '# ~/.zshrc',
    '#!/usr/bin/env bash\nset -euo pipefail',
    '# scripts/dev-env.sh',
  ]);
  return `${head}\nexport PATH="$HOME/.local/bin:$PATH"\nexport ${p.env}="${v}"\n${r.pick(['uv run python -m app.server', 'exec "$@"', 'alias ask="llm -m ' + modelFor(p, r) + '"'])}`;
}

function yamlConfig(p, v, r) {
  const top = r.pick(['providers', 'integrations', 'services', 'credentials']);
  return [
    `# config/${r.pick(['settings', 'app', 'agent'])}.yaml`,
    `${top}:`,
    `  ${snake(svc(p))}:`,
    `    ${r.pick(['api_key', 'apiKey', 'token', 'key'])}: ${r.chance(0.5) ? `"${v}"` : v}`,
    p.host ? `    base_url: https://${p.host.split('/')[0]}` : `    enabled: true`,
    `    timeout_s: ${10 + r.int(50)}`,
    `retrieval:`,
    `  top_k: ${3 + r.int(8)}`,
  ].join('\n');
}

function litellm(p, v, r) {
  return [
    'model_list:',
    `  - model_name: ${r.pick(['default', 'fast', 'smart', 'cheap'])}`,
    '    litellm_params:',
    `      model: ${svc(p) === 'azure' ? 'azure' : svc(p)}/${modelFor(p, r)}`,
    `      api_key: ${v}`,
    `      rpm: ${r.pick([60, 500, 3000])}`,
    '  - model_name: fallback',
    '    litellm_params:',
    '      model: openai/gpt-4o-mini',
    '      api_key: os.environ/OPENAI_API_KEY',
    'litellm_settings:',
    '  drop_params: true',
  ].join('\n');
}

function promptfoo(p, v, r) {
  return [
    '# promptfooconfig.yaml',
    `description: ${r.pick(['RAG answer quality', 'refusal regression', 'tool-call accuracy'])}`,
    'prompts:',
    '  - file://prompts/answer.txt',
    'providers:',
    `  - id: ${svc(p)}:chat:${modelFor(p, r)}`,
    '    config:',
    `      apiKey: ${v}`,
    `      temperature: ${r.pick(['0', '0.2', '0.7'])}`,
    'tests: file://tests/cases.csv',
  ].join('\n');
}

function jsonSettings(p, v, r) {
  const obj = {
    name: r.pick(PROJECTS),
    [camel(svc(p))]: {
      [r.pick(['apiKey', 'token', 'secret'])]: v,
      ...(p.host ? { endpoint: `https://${p.host.split('/')[0]}` } : {}),
    },
    retries: 1 + r.int(4),
  };
  return JSON.stringify(obj, null, 2);
}

function mcpJson(p, v, r) {
  const name = svc(p);
  const cfg = {
    mcpServers: {
      [name]: {
        ...r.pick([
          { command: 'npx', args: ['-y', `@${name}/mcp-server`] },
          { command: 'uvx', args: [`mcp-server-${name}`] },
          {
            command: 'docker',
            args: ['run', '-i', '--rm', '-e', p.env, `ghcr.io/${name}/mcp-server`],
          },
        ]),
        env: { [p.env]: v },
      },
      filesystem: {
        command: 'npx',
        args: ['-y', '@modelcontextprotocol/server-filesystem', `/Users/${r.pick(USERS)}/code`],
      },
    },
  };
  return JSON.stringify(cfg, null, 2);
}

function mcpToml(p, v, r) {
  const name = svc(p);
  return [
    '# ~/.codex/config.toml',
    `model = "${r.pick(['o4-mini', 'gpt-5', 'gpt-4.1'])}"`,
    '',
    `[mcp_servers.${name}]`,
    `command = "${r.pick(['npx', 'uvx'])}"`,
    `args = ["-y", "${name}-mcp"]`,
    `env = { "${p.env}" = "${v}" }`,
  ].join('\n');
}

function vscodeMcp(p, v, r) {
  const name = svc(p);
  const header = authHeader(p, v);
  const server =
    r.chance(0.5) && p.host && header
      ? {
          type: 'http',
          url: `https://${p.host.split('/')[0]}/mcp`,
          headers: Object.fromEntries([header]),
        }
      : { type: 'stdio', command: 'npx', args: ['-y', `${name}-mcp-server`], env: { [p.env]: v } };
  return JSON.stringify({ servers: { [name]: server } }, null, 2);
}

function streamlitToml(p, v, r) {
  return [
    '# .streamlit/secrets.toml',
    `[${snake(svc(p)).replace(/-/g, '_')}]`,
    `${r.pick(['api_key', 'token', 'key'])} = "${v}"`,
    '',
    '[app]',
    `title = "${r.pick(['Doc Q&A', 'Support bot', 'Eval dashboard'])}"`,
  ].join('\n');
}

function pythonSdk(p, v, r) {
  if (p.sdk) {
    const mod = p.sdk.includes('.') ? p.sdk.split('.')[0] : svc(p);
    const pkg = PY_MODULES[mod] ?? mod;
    const imp = p.sdk.includes('.') ? `import ${mod}` : `from ${pkg} import ${p.sdk}`;
    return `${imp}\n\nclient = ${p.sdk}(${p.sdk === 'AzureOpenAI' ? 'azure_endpoint="https://contoso-eastus2.openai.azure.com", api_version="2024-10-21", ' : ''}${p.sdk === 'InferenceClient' ? 'token' : 'api_key'}="${v}")\n${r.pick(['resp = client.chat.completions.create(model=MODEL, messages=messages)', 'print(client.models.list())', 'result = client.chat(messages=history)'])}`;
  }
  return `import requests\n\n${p.env} = "${v}"\n\ndef call(payload):\n    return requests.post("https://${p.host}", headers={"${(authHeader(p, v) ?? ['Authorization'])[0]}": ${authHeader(p, v)?.[1] === v ? p.env : `f"${(authHeader(p, v)?.[1] ?? 'Bearer ' + v).replace(v, '{' + p.env + '}')}"`}}, json=payload, timeout=30)`;
}

function notebook(p, v, r) {
  const source = r.pick([
    [
      'import os\n',
      `os.environ["${p.env}"] = "${v}"\n`,
      `os.environ["TOKENIZERS_PARALLELISM"] = "false"`,
    ],
    [
      `%env ${p.env}=${v}\n`,
      `%pip install -q ${r.pick(['langchain', 'llama-index', 'openai', 'datasets'])}`,
    ],
    ['# quick test\n', `${camel(p.env)} = "${v}"\n`, `print(len(${camel(p.env)}))`],
  ]);
  return JSON.stringify(
    {
      cell_type: 'code',
      execution_count: 1 + r.int(30),
      metadata: { id: r.chars(HEX, 8) },
      outputs: [],
      source,
    },
    null,
    1,
  );
}

function composeEnv(p, v, r) {
  return [
    'services:',
    `  ${r.pick(['api', 'worker', 'agent', 'litellm', 'langfuse-web'])}:`,
    `    image: ${r.pick(['ghcr.io/acme/rag-api:1.4.2', 'ghcr.io/berriai/litellm:main-latest', 'python:3.12-slim'])}`,
    '    environment:',
    `      - ${r.pick(['REDIS_URL=redis://redis:6379/0', 'PORT=8080'])}`,
    `      - ${p.env}=${v}`,
    '    ports:',
    `      - "${r.pick(['8080', '4000', '3000'])}:${r.pick(['8080', '4000', '3000'])}"`,
  ].join('\n');
}

function dockerRun(p, v, r) {
  return `docker run -d --name ${r.pick(PROJECTS)} \\\n  -p 8000:8000 \\\n  -e ${p.env}=${v} \\\n  -e LOG_LEVEL=info \\\n  ghcr.io/acme/${r.pick(PROJECTS)}:${r.int(3)}.${r.int(20)}.${r.int(9)}`;
}

function dockerfile(p, v, r) {
  return `FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nENV ${p.env}=${v}\nENV PYTHONUNBUFFERED=1\nCOPY . .\nCMD ["uvicorn", "app.main:app", "--host", "0.0.0.0", "--port", "${r.pick(['8000', '8080'])}"]`;
}

function k8sSecret(p, v, r) {
  return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${kebab(svc(p))}-credentials\n  namespace: ${r.pick(['ml', 'agents', 'default', 'inference'])}\ntype: Opaque\nstringData:\n  ${p.env}: "${v}"`;
}

function terraform(p, v, r) {
  return r.chance(0.5)
    ? `variable "${snake(p.env)}" {\n  type      = string\n  sensitive = true\n  default   = "${v}"\n}`
    : `resource "${r.pick(['aws_lambda_function', 'google_cloud_run_v2_service', 'azurerm_linux_web_app'])}" "${snake(svc(p)).replace(/-/g, '_')}_proxy" {\n  # ...\n  environment {\n    variables = {\n      ${p.env} = "${v}"\n      MODEL    = "${modelFor(p, r)}"\n    }\n  }\n}`;
}

function ghaWorkflow(p, v, r) {
  return `name: ${r.pick(['evals', 'nightly-eval', 'ci', 'deploy'])}\non: [push]\njobs:\n  run:\n    runs-on: ubuntu-latest\n    env:\n      ${p.env}: ${v}\n    steps:\n      - uses: actions/checkout@v4\n      - run: ${r.pick(['npx promptfoo eval -c promptfooconfig.yaml', 'uv run pytest tests/evals', 'npm test'])}`;
}

function goSource(p, v, r) {
  return `package ${r.pick(['llm', 'config', 'client'])}\n\nconst (\n\tdefaultModel = "${modelFor(p, r)}"\n\t${camel(svc(p)).replace(/-/g, '')}APIKey = "${v}"\n)`;
}

function springProps(p, v, r) {
  return `# application.properties\nspring.application.name=${r.pick(PROJECTS)}\nspring.ai.${snake(svc(p)).replace(/-/g, '')}.api-key=${v}\nspring.ai.${snake(svc(p)).replace(/-/g, '')}.chat.options.temperature=0.${r.int(9)}`;
}

function xmlConfig(p, v, r) {
  return r.chance(0.5)
    ? `<configuration>\n  <appSettings>\n    <add key="${p.env}" value="${v}" />\n    <add key="Model" value="${modelFor(p, r)}" />\n  </appSettings>\n</configuration>`
    : `<settings>\n  <servers>\n    <server>\n      <id>${kebab(svc(p))}</id>\n      <username>${r.pick(USERS)}</username>\n      <password>${v}</password>\n    </server>\n  </servers>\n</settings>`;
}

function iniConfig(p, v, r) {
  return `; ${r.pick(['config.ini', 'settings.cfg', 'tox.ini'])}\n[${snake(svc(p))}]\nendpoint = https://${p.host ? p.host.split('/')[0] : 'localhost'}\n${r.pick(['api_key', 'token', 'secret'])} = ${v}\nretries = ${r.int(5)}`;
}

function cliFlag(p, v, r) {
  const cmd = r.pick([
    `python -m evals.run --provider ${svc(p)} --api-key ${v} --dataset data/qa.jsonl`,
    `$ ${svc(p)}-cli login --token ${v}`,
    `uv run agent.py --model ${modelFor(p, r)} --${kebab(svc(p))}-key=${v} --max-steps 20`,
    `llm keys set ${svc(p)} --value ${v}`,
  ]);
  return cmd;
}

function chatPaste(p, v, r) {
  return r.pick([
    `@${r.pick(USERS)} the ${svc(p)} key for the staging agent is ${v} - can you add it to the eval runner?`,
    `> ${r.pick(USERS)} (${time(r)}): quick one, CI is failing on auth. use this for now:\n> ${v}\n> I'll rotate it after the demo`,
    `**Steps to reproduce**\n1. set \`${p.env}=${v}\`\n2. run \`python examples/agent.py\`\n3. the tool call hangs after the first retry`,
  ]);
}

function agentYaml(p, v, r) {
  const llm = isModelProvider(p) ? p : { name: r.pick(['openai', 'anthropic', 'groq']) };
  return `# agents/${r.pick(['researcher', 'triage', 'coder'])}.yaml\nname: ${r.pick(['researcher', 'triage-agent', 'code-reviewer'])}\nllm:\n  provider: ${svc(llm)}\n  model: ${modelFor(llm, r)}\ntools:\n  - name: ${svc(p)}\n    credentials:\n      ${snake(p.env)}: ${v}\nmax_iterations: ${5 + r.int(20)}`;
}

function settingsRepr(p, v, r) {
  return `${isoTime(r)} INFO app.config loaded settings: Settings(env='${r.pick(['dev', 'staging'])}', model='${modelFor(p, r)}', ${snake(p.env)}='${v}', request_timeout=${30 + r.int(90)}, trace=True)`;
}

function curl(p, v, r) {
  return curlCommand(p, v, r);
}

function tsFetch(p, v, r) {
  return fetchCall(p, v, r);
}

function httpLog(p, v, r) {
  const [name, value] = authHeader(p, v);
  return `${isoTime(r)} DEBUG httpx send request: POST https://${p.host}\n  Host: ${p.host.split('/')[0]}\n  ${name}: ${value}\n  Content-Type: application/json\n  X-Request-ID: ${uuid(r)}\n${isoTime(r)} DEBUG response status=${r.pick([200, 200, 429, 500])}`;
}

function rustSource(p, v, r) {
  return `// src/${r.pick(['config', 'llm', 'client'])}.rs\npub const ${p.env}: &str = "${v}";\n\npub fn client() -> reqwest::Client {\n    reqwest::Client::new()\n}`;
}

function csharpJson(p, v, r) {
  return JSON.stringify(
    {
      Logging: { LogLevel: { Default: 'Information' } },
      [svc(p).replace(/^./, (c) => c.toUpperCase())]: { ApiKey: v, Deployment: modelFor(p, r) },
    },
    null,
    2,
  );
}

const ctx = (rule, theme, fits, make, weight = 1) => ({ rule, theme, fits, make, weight });
const httpHeaderOk = (p) => http(p) && authHeader(p, 'x') !== null;

export const CONTEXTS = [
  ctx('dotenv', false, any, dotenv, 3),
  ctx('shell-export', false, any, shellExport),
  ctx('yaml-config', false, any, yamlConfig, 2),
  ctx('litellm-config', true, isModelProvider, litellm, 3),
  ctx('promptfoo-config', true, isModelProvider, promptfoo, 2),
  ctx('json-settings', false, any, jsonSettings),
  ctx('mcp-json', true, any, mcpJson, 2),
  ctx('codex-mcp-toml', true, any, mcpToml),
  ctx('vscode-mcp-json', true, any, vscodeMcp),
  ctx('streamlit-secrets', true, any, streamlitToml),
  ctx('python-client', false, (p) => Boolean(p.sdk) || httpHeaderOk(p), pythonSdk, 3),
  ctx('notebook-cell', true, any, notebook, 2),
  ctx('compose-env', false, any, composeEnv, 2),
  ctx('docker-run', false, any, dockerRun),
  ctx('dockerfile-env', false, any, dockerfile),
  ctx('k8s-secret', false, any, k8sSecret, 2),
  ctx('terraform-hcl', false, any, terraform),
  ctx('gha-workflow', false, any, ghaWorkflow),
  ctx('go-const', false, any, goSource),
  ctx('spring-properties', true, isModelProvider, springProps),
  ctx('xml-config', false, (p) => !p.name.includes('django'), xmlConfig),
  ctx('ini-config', false, any, iniConfig),
  ctx('cli-flag', false, any, cliFlag),
  ctx('chat-paste', false, any, chatPaste),
  ctx('agent-yaml', true, any, agentYaml),
  ctx('settings-log', true, any, settingsRepr),
  ctx('curl-request', false, http, curl, 2),
  ctx('ts-fetch', false, http, tsFetch, 2),
  ctx('http-debug-log', false, httpHeaderOk, httpLog, 2),
  ctx('rust-const', false, any, rustSource),
  ctx('appsettings-json', false, any, csharpJson),
];
