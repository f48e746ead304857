// Hard negatives that are random-looking but not credentials: digests and lock-file integrity,
// commit and model revisions, API object and request ids, trace ids, encoded data, test vectors.

import {
  ALNUM,
  B64,
  B64URL,
  DIGITS,
  HEX,
  LOWER,
  LOWER_NUM,
  UPPER_NUM,
  b64,
  b64urlJson,
  isoTime,
  uuid,
} from './util.mjs';

const N = (rule, theme, make) => ({ rule, theme, make });
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export const ID_NEGATIVES = [
  N('image-digest', false, (r) => ({
    provider: 'container-digest',
    text: `  inference:\n    image: ${r.pick(['vllm/vllm-openai', 'ghcr.io/huggingface/text-embeddings-inference', 'qdrant/qdrant', 'ollama/ollama'])}@sha256:${r.chars(HEX, 64)}\n    deploy:\n      resources:\n        reservations:\n          devices: [{ capabilities: [gpu] }]`,
  })),
  N('git-sha', false, (r) => ({
    provider: 'git',
    text: r.pick([
      `commit ${r.chars(HEX, 40)}\nAuthor: ${r.pick(['Maya R', 'J Chen'])} <dev@example.com>\n\n    eval: pin judge model and fix flaky rubric`,
      `pip install "git+https://github.com/${r.pick(['huggingface/transformers', 'vllm-project/vllm', 'stanfordnlp/dspy'])}@${r.chars(HEX, 40)}"`,
      `      - uses: actions/setup-python@${r.chars(HEX, 40)} # v5.3.0`,
    ]),
  })),
  N('hf-revision', true, (r) => ({
    provider: 'huggingface',
    text: `model = AutoModelForCausalLM.from_pretrained(\n    "${r.pick(['meta-llama/Llama-3.1-8B-Instruct', 'Qwen/Qwen2.5-7B-Instruct', 'mistralai/Mistral-7B-v0.3'])}",\n    revision="${r.chars(HEX, 40)}",\n    torch_dtype="bfloat16",\n)`,
  })),
  N('lfs-pointer', true, (r) => ({
    provider: 'git-lfs',
    text: `version https://git-lfs.github.com/spec/v1\noid sha256:${r.chars(HEX, 64)}\nsize ${r.chars('123456789', 1)}${r.chars(DIGITS, 9)}`,
  })),
  N('package-lock-integrity', false, (r) => ({
    provider: 'npm-lockfile',
    text: `    "node_modules/${r.pick(['@anthropic-ai/sdk', 'openai', '@modelcontextprotocol/sdk', 'langchain', 'zod'])}": {\n      "version": "${r.int(5)}.${r.int(40)}.${r.int(10)}",\n      "resolved": "https://registry.npmjs.org/...",\n      "integrity": "sha512-${r.chars(B64, 86)}=="\n    },`,
  })),
  N('python-lock-hash', true, (r) => ({
    provider: 'python-lockfile',
    text: r.pick([
      `${r.pick(['tiktoken', 'openai', 'anthropic', 'pydantic'])}==${r.int(3)}.${r.int(60)}.${r.int(9)} \\\n    --hash=sha256:${r.chars(HEX, 64)} \\\n    --hash=sha256:${r.chars(HEX, 64)}`,
      `[[package]]\nname = "${r.pick(['langchain-core', 'llama-index-core', 'chromadb'])}"\nversion = "0.${r.int(4)}.${r.int(30)}"\nsdist = { url = "https://files.pythonhosted.org/packages/...", hash = "sha256:${r.chars(HEX, 64)}" }`,
    ]),
  })),
  N('go-sum', false, (r) => ({
    provider: 'go-sum',
    text: `github.com/${r.pick(['sashabaranov/go-openai', 'anthropics/anthropic-sdk-go', 'mark3labs/mcp-go'])} v${r.int(2)}.${r.int(40)}.${r.int(9)} h1:${r.chars(B64, 43)}=`,
  })),
  N('checksum-file', true, (r) => ({
    provider: 'checksum',
    text: `$ sha256sum model-*.safetensors\n${r.chars(HEX, 64)}  model-00001-of-00002.safetensors\n${r.chars(HEX, 64)}  model-00002-of-00002.safetensors`,
  })),
  N('dvc-lock', true, (r) => ({
    provider: 'dvc',
    text: `  train:\n    cmd: python train.py\n    deps:\n    - path: data/train.jsonl\n      md5: ${r.chars(HEX, 32)}\n      size: ${r.chars(DIGITS, 8)}\n    outs:\n    - path: models/lora\n      md5: ${r.chars(HEX, 32)}.dir`,
  })),
  N('openai-response-ids', true, (r) => ({
    provider: 'openai',
    text: JSON.stringify(
      {
        id: `chatcmpl-${r.chars(ALNUM, 29)}`,
        object: 'chat.completion',
        created: 1730000000 + r.int(3e7),
        model: 'gpt-4o-mini-2024-07-18',
        system_fingerprint: `fp_${r.chars(HEX, 10)}`,
        usage: { prompt_tokens: r.int(2000), completion_tokens: r.int(500) },
      },
      null,
      2,
    ),
  })),
  N('openai-object-ids', true, (r) => ({
    provider: 'openai',
    text: r.pick([
      `assistant_id = "asst_${r.chars(ALNUM, 24)}"\nthread = client.beta.threads.retrieve("thread_${r.chars(ALNUM, 24)}")\nvector_store_id = "vs_${r.chars(ALNUM, 24)}"`,
      `OPENAI_ORG_ID=org-${r.chars(ALNUM, 24)}\nOPENAI_PROJECT_ID=proj_${r.chars(ALNUM, 24)}`,
      `batch_${r.chars(HEX, 32)}  completed  input_file_id=file-${r.chars(ALNUM, 22)}  output_file_id=file-${r.chars(ALNUM, 22)}`,
      `{"id": "resp_${r.chars(HEX, 48)}", "object": "response", "status": "completed", "previous_response_id": null}`,
    ]),
  })),
  N('anthropic-object-ids', true, (r) => ({
    provider: 'anthropic',
    text: r.pick([
      `{"id":"msg_01${r.chars(B58, 22)}","type":"message","role":"assistant","model":"claude-3-5-sonnet-20241022","stop_reason":"tool_use","content":[{"type":"tool_use","id":"toolu_01${r.chars(B58, 22)}","name":"search_docs"}]}`,
      `anthropic.RateLimitError: Error code: 429 - request-id: req_011C${r.chars(B58, 20)}`,
      `batch = client.messages.batches.retrieve("msgbatch_01${r.chars(B58, 22)}")`,
      `< request-id: req_011C${r.chars(B58, 20)}\n< anthropic-organization-id: ${uuid(r)}\n< anthropic-ratelimit-tokens-remaining: ${r.int(400000)}`,
    ]),
  })),
  N('trace-ids', true, (r) => ({
    provider: 'tracing',
    text: r.pick([
      `traceparent: 00-${r.chars(HEX, 32)}-${r.chars(HEX, 16)}-01`,
      `View run at: https://smith.langchain.com/o/${uuid(r)}/projects/p/${uuid(r)}/r/${uuid(r)}`,
      `langfuse trace: https://cloud.langfuse.com/project/${r.chars(LOWER_NUM, 25)}/traces/${r.chars(HEX, 32)}`,
      `wandb: Synced ${r.pick(['ace', 'dry', 'lively'])}-${r.pick(['sun', 'frog', 'wave'])}-${r.int(99)}: https://wandb.ai/acme/evals/runs/${r.chars(LOWER_NUM, 8)}`,
    ]),
  })),
  N('request-ids', false, (r) => ({
    provider: 'request-id',
    text: `< HTTP/2 ${r.pick([200, 429, 503])}\n< x-request-id: req_${r.chars(HEX, 32)}\n< cf-ray: ${r.chars(HEX, 16)}-${r.pick(['SJC', 'FRA', 'IAD'])}\n< openai-processing-ms: ${r.int(4000)}\n< etag: W/"${r.chars(HEX, 40)}"`,
  })),
  N('build-ids', false, (r) => ({
    provider: 'build-id',
    text: r.pick([
      `Deployment ready: https://chat-ui-${r.chars(LOWER_NUM, 9)}-acme.vercel.app (dpl_${r.chars(ALNUM, 28)})`,
      `BUILD_ID=${r.chars(B64URL, 21)}\nNEXT_BUILD_SHA=${r.chars(HEX, 40)}`,
      `Step 7/12 : RUN pip install -r requirements.txt\n ---> Using cache\n ---> ${r.chars(HEX, 12)}\nSuccessfully built ${r.chars(HEX, 12)}`,
      `  uid: ${uuid(r)}\n  resourceVersion: "${r.chars(DIGITS, 9)}"`,
    ]),
  })),
  N('base64-embedding', true, (r) => ({
    provider: 'embedding',
    text: `{"object":"embedding","index":0,"embedding":"${r.chars(B64, 240)}=="}`,
  })),
  N('data-uri-image', true, (r) => ({
    provider: 'data-uri',
    text: `messages=[{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${r.chars(B64, 200)}"}}]}]`,
  })),
  N('pagination-cursor', true, (r) => ({
    provider: 'cursor',
    text: `{"data": [...], "has_more": true, "next_cursor": "${b64urlJson({ offset: r.int(5000), run_id: uuid(r), sort: 'start_time' })}", "last_id": "${uuid(r)}"}`,
  })),
  N('crypto-test-vector', false, (r) => ({
    provider: 'test-vector',
    text: r.pick([
      `# RFC 4231 test case 2\nkey  = "4a656665"\ndata = "7768617420646f2079612077616e7420666f72206e6f7468696e673f"\nhmac_sha256 = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"`,
      `// AES-256-GCM vector for the local cache encryption tests\nconst nonce = Buffer.from('${r.chars(HEX, 24)}', 'hex');\nconst expectedTag = '${r.chars(HEX, 32)}';`,
      `def test_nonce_is_unique():\n    assert make_nonce() != "${r.chars(B64URL, 22)}"  # value from a previous run`,
    ]),
  })),
  N('uuid-config', true, (r) => ({
    provider: 'uuid',
    text: r.pick([
      `LANGSMITH_PROJECT=${r.pick(['support-bot', 'evals'])}\nLANGSMITH_TENANT_ID=${uuid(r)}\nLANGSMITH_DATASET_ID=${uuid(r)}`,
      `AZURE_SUBSCRIPTION_ID=${uuid(r)}\nAZURE_RESOURCE_GROUP=rg-openai-prod\nAZURE_OPENAI_DEPLOYMENT=gpt-4o-${r.int(9)}`,
      `WEAVIATE_CLASS=DocumentChunk\nWEAVIATE_TENANT=${uuid(r)}`,
      `"agent_id": "${uuid(r)}", "conversation_id": "${uuid(r)}", "tool_call_id": "call_${r.chars(ALNUM, 24)}"`,
    ]),
  })),
  N('model-registry-id', true, (r) => ({
    provider: 'model-id',
    text: r.pick([
      `fine_tuned_model: ft:gpt-4o-mini-2024-07-18:acme::${r.chars(ALNUM, 8)}`,
      `replicate.run("stability-ai/sdxl:${r.chars(HEX, 64)}", input={"prompt": prompt})`,
      `endpoint = "projects/${r.chars(DIGITS, 12)}/locations/us-central1/endpoints/${r.chars(DIGITS, 19)}"`,
      `"modelId": "arn:aws:bedrock:us-east-1:${r.chars(DIGITS, 12)}:provisioned-model/${r.chars(LOWER_NUM, 12)}"`,
    ]),
  })),
  N('blockchain-ids', false, (r) => ({
    provider: 'blockchain',
    text: r.pick([
      `tx: 0x${r.chars(HEX, 64)}\nfrom: 0x${r.chars(HEX, 40)}`,
      `ipfs://bafybei${r.chars('abcdefghijklmnopqrstuvwxyz234567', 52)}`,
    ]),
  })),
  N('encoded-config', false, (r) => ({
    provider: 'configmap',
    text: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: prompt-templates\nbinaryData:\n  system.txt: ${b64('You are a careful support assistant. Cite the document id for every claim. ' + r.pick(['Answer in English.', 'Keep answers short.', 'Never guess.']))}`,
  })),
  N('csp-nonce', false, (r) => ({
    provider: 'nonce',
    text: `Content-Security-Policy: script-src 'self' 'nonce-${r.chars(B64, 22)}=='; object-src 'none'\nSet-Cookie: __Host-csrf=${r.chars(B64URL, 16)}.v1; Path=/; Secure; SameSite=Strict`,
  })),
  N('notebook-output-ids', true, (r) => ({
    provider: 'jupyter',
    text: JSON.stringify(
      {
        cell_type: 'code',
        execution_count: r.int(40),
        id: r.chars(HEX, 8),
        metadata: { colab: { base_uri: 'https://localhost:8080/' }, outputId: uuid(r) },
        outputs: [
          {
            name: 'stdout',
            output_type: 'stream',
            text: [`run_id=${uuid(r)}\n`, `cache_key=${r.chars(HEX, 64)}\n`],
          },
        ],
      },
      null,
      1,
    ),
  })),
  N('upper-random-ids', false, (r) => ({
    provider: 'order-id',
    text: `Order ${r.chars(UPPER_NUM, 12)} shipped. Tracking: 1Z${r.chars(UPPER_NUM, 16)}\nInvoice: INV-${r.chars(DIGITS, 8)} (ref ${r.chars(UPPER_NUM, 20)})`,
  })),
  N('cache-key-log', true, (r) => ({
    provider: 'semantic-cache',
    text: `${isoTime(r)} DEBUG llm_cache hit key=llm:${r.pick(['gpt-4o-mini', 'claude-haiku'])}:${r.chars(HEX, 64)} ttl=3600 similarity=0.9${r.int(9)}`,
  })),
  N('long-lowercase-slug', false, (r) => ({
    provider: 'slug',
    text: `https://docs.example.com/${r.chars(LOWER, 8)}/${r.chars(LOWER_NUM, 32)}\nhttps://www.notion.so/acme/Eval-plan-${r.chars(HEX, 32)}`,
  })),
];
