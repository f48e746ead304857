// Hard negatives in the same files and under the same names as the positives: references to a
// secret kept elsewhere, templates, placeholders, keys vendors publish as public, and values that
// are encrypted or hashed rather than usable.

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
  camel,
  kebab,
  pemBody,
  snake,
  uuid,
} from './util.mjs';

const N = (rule, theme, make) => ({ rule, theme, make });
const svc = (p) => p.name.replace(/-.*/, '');

const PLACEHOLDERS = (p) => [
  `<your-${kebab(svc(p))}-api-key>`,
  `YOUR_${p.env}`,
  `your-${kebab(svc(p))}-key-here`,
  `<${p.env}>`,
  `REPLACE_WITH_YOUR_KEY`,
  `{{${p.env}}}`,
  `<paste token here>`,
];

export const REF_NEGATIVES = [
  N('dotenv-reference', false, (r, pick) => {
    const p = pick();
    const value = r.pick([
      `\${${p.env}}`,
      `$(op read "op://${r.pick(['Dev', 'Shared', 'ML Platform'])}/${svc(p)}/credential")`,
      `\${${p.env}:?set ${p.env} in your shell}`,
      `$(gcloud secrets versions access latest --secret=${kebab(p.env)})`,
    ]);
    return {
      provider: p.name,
      text: `# .env.template - values come from the secret manager\nAPP_ENV=production\n${p.env}=${value}\nLLM_MODEL=gpt-4o-mini`,
    };
  }),
  N('python-env-lookup', true, (r, pick) => {
    const p = pick();
    const expr = r.pick([
      `os.environ["${p.env}"]`,
      `os.getenv("${p.env}")`,
      `userdata.get("${p.env}")`,
      `dbutils.secrets.get(scope="llm", key="${kebab(p.env)}")`,
      `settings.${snake(p.env)}.get_secret_value()`,
      `getpass.getpass("${svc(p)} API key: ")`,
    ]);
    return {
      provider: p.name,
      text: `import os\n${expr.startsWith('userdata') ? 'from google.colab import userdata\n' : ''}\n${snake(p.env)} = ${expr}\nclient = make_client(api_key=${snake(p.env)}, timeout=60)`,
    };
  }),
  N('ts-env-lookup', true, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: r.pick([
        `const client = new ${svc(p).replace(/^./, (c) => c.toUpperCase())}({\n  apiKey: process.env.${p.env}!,\n  maxRetries: 2,\n});`,
        `export const env = createEnv({\n  server: {\n    ${p.env}: z.string().min(20),\n  },\n  runtimeEnv: { ${p.env}: process.env.${p.env} },\n});`,
        `const apiKey = Deno.env.get('${p.env}') ?? (await getSecret('${kebab(p.env)}'));`,
        `const apiKey = import.meta.env.VITE_PROXY_URL; // the ${svc(p)} key stays on the server`,
      ]),
    };
  }),
  N('mcp-json-input', true, (r, pick) => {
    const p = pick();
    const id = kebab(svc(p)) + '-key';
    const form = r.int(3);
    const env = form === 0 ? `\${input:${id}}` : form === 1 ? `\${env:${p.env}}` : `\${${p.env}}`;
    return {
      provider: p.name,
      text: JSON.stringify(
        {
          ...(form === 0
            ? {
                inputs: [
                  { type: 'promptString', id, description: `${svc(p)} API key`, password: true },
                ],
              }
            : {}),
          [form === 0 ? 'servers' : 'mcpServers']: {
            [svc(p)]: { command: 'npx', args: ['-y', `${svc(p)}-mcp`], env: { [p.env]: env } },
          },
        },
        null,
        2,
      ),
    };
  }),
  N('gha-secret-ref', false, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: `    env:\n      ${p.env}: \${{ secrets.${p.env} }}\n      LANGSMITH_TRACING: "true"\n    steps:\n      - run: uv run pytest -m evals --maxfail=${1 + r.int(5)}`,
    };
  }),
  N('k8s-secret-ref', false, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: `        env:\n          - name: ${p.env}\n            valueFrom:\n              secretKeyRef:\n                name: ${kebab(svc(p))}-credentials\n                key: ${r.pick(['api-key', p.env, 'token'])}`,
    };
  }),
  N('helm-template', false, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: {{ include "rag.fullname" . }}\ndata:\n  ${p.env}: {{ .Values.${camel(svc(p))}.apiKey | b64enc | quote }}`,
    };
  }),
  N('terraform-ref', false, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: r.pick([
        `  environment {\n    variables = {\n      ${p.env} = var.${snake(p.env)}\n    }\n  }`,
        `resource "aws_ssm_parameter" "${snake(svc(p))}" {\n  name  = "/llm/${kebab(p.env)}"\n  type  = "SecureString"\n  value = data.aws_secretsmanager_secret_version.${snake(svc(p))}.secret_string\n}`,
        `  secret_environment_variables = {\n    ${p.env} = "projects/${r.chars(DIGITS, 12)}/secrets/${kebab(p.env)}/versions/latest"\n  }`,
      ]),
    };
  }),
  N('litellm-env-ref', true, (r, pick) => {
    const p = pick(true);
    return {
      provider: p.name,
      text: `model_list:\n  - model_name: ${r.pick(['default', 'fast'])}\n    litellm_params:\n      model: ${svc(p)}/${r.pick(['gpt-4o', 'claude-3-5-haiku', 'llama-3.1-70b'])}\n      api_key: os.environ/${p.env}\ngeneral_settings:\n  master_key: os.environ/LITELLM_MASTER_KEY`,
    };
  }),
  N('readme-placeholder', true, (r, pick) => {
    const p = pick();
    const ph = r.pick(PLACEHOLDERS(p));
    return {
      provider: p.name,
      text: r.pick([
        `## Setup\n\n1. Get a key from the ${svc(p)} dashboard.\n2. Copy \`.env.example\` to \`.env\` and set:\n\n\`\`\`bash\nexport ${p.env}="${ph}"\n\`\`\``,
        `\`\`\`python\nclient = Client(api_key="${ph}")  # never commit a real key\n\`\`\``,
        `    "env": {\n      "${p.env}": "${ph}"\n    }`,
      ]),
    };
  }),
  N('secret-manager-uri', false, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: r.pick([
        `${p.env}=op://${r.pick(['Engineering', 'AI Platform'])}/${svc(p)} API/credential`,
        `${snake(p.env)}: vault:secret/data/${r.pick(['prod', 'staging'])}/llm#${snake(p.env)}`,
        `"${p.env}": "arn:aws:secretsmanager:us-east-1:${r.chars(DIGITS, 12)}:secret:prod/${kebab(svc(p))}-${r.chars(ALNUM, 6)}"`,
        `${p.env}=@Microsoft.KeyVault(SecretUri=https://kv-agents-prod.vault.azure.net/secrets/${kebab(p.env)}/)`,
        `${p.env}: ref+sops://secrets.enc.yaml#/${snake(p.env)}`,
      ]),
    };
  }),
  N('sops-encrypted', false, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: `${snake(p.env)}: ENC[AES256_GCM,data:${r.chars(B64, 60)}=,iv:${r.chars(B64, 43)}=,tag:${r.chars(B64, 22)}==,type:str]\nsops:\n    age:\n        - recipient: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
    };
  }),
  N('sealed-secret', false, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ${kebab(svc(p))}-credentials\nspec:\n  encryptedData:\n    ${p.env}: AgB${r.chars(B64, 180)}`,
    };
  }),
  N('ansible-vault', false, (r) => {
    const lines = [];
    for (let i = 0; i < 4; i++) {
      lines.push('          ' + r.chars(HEX, 80));
    }
    return {
      provider: 'ansible-vault',
      text: `openai_api_key: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n${lines.join('\n')}`,
    };
  }),
  N('password-hash', false, (r) => {
    const hash = r.pick([
      `$2b$12$${r.chars(ALNUM + './', 53)}`,
      `$argon2id$v=19$m=65536,t=3,p=4$${r.chars(B64.replace(/[+/]/g, ''), 22)}$${r.chars(B64.replace(/[+/]/g, ''), 43)}`,
      `pbkdf2_sha256$720000$${r.chars(ALNUM, 22)}$${r.chars(B64, 43)}=`,
    ]);
    return {
      provider: 'password-hash',
      text: `# fixtures/users.yaml - hashed passwords for the demo admin UI\n- email: admin@example.com\n  password_hash: "${hash}"\n  role: admin`,
    };
  }),
  N('api-key-hash-stored', true, (r, pick) => {
    const p = pick();
    return {
      provider: p.name,
      text: `INSERT INTO api_keys (id, owner, key_prefix, key_sha256, created_at)\nVALUES ('${uuid(r)}', 'team-evals', '${(p.prefix || 'sk-').slice(0, 8)}', '${r.chars(HEX, 64)}', now());`,
    };
  }),
  N('langfuse-public-key', true, (r) => ({
    provider: 'langfuse',
    text: `import { LangfuseWeb } from 'langfuse';\n\n// browser-side scoring only needs the public key\nconst langfuse = new LangfuseWeb({\n  publicKey: 'pk-lf-${uuid(r)}',\n  baseUrl: 'https://cloud.langfuse.com',\n});`,
  })),
  N('publishable-key', false, (r) => {
    const which = r.int(7);
    if (which === 0) {
      return {
        provider: 'stripe',
        text: `const stripe = await loadStripe('pk_live_51${r.chars(ALNUM, 97)}');`,
      };
    }
    if (which === 1) {
      return {
        provider: 'clerk',
        text: `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64(`clerk.${r.pick(['acme', 'ragbot', 'chatdocs'])}.ai$`).replace(/=+$/, '')}`,
      };
    }
    if (which === 2) {
      return {
        provider: 'supabase',
        text: `NEXT_PUBLIC_SUPABASE_URL=https://${r.chars('abcdefghijklmnopqrst', 20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_${r.chars(B64URL, 31)}`,
      };
    }
    if (which === 3) {
      return {
        provider: 'posthog',
        text: `posthog.init('phc_${r.chars(ALNUM, 43)}', {\n  api_host: 'https://us.i.posthog.com',\n  person_profiles: 'identified_only',\n})`,
      };
    }
    if (which === 4) {
      return {
        provider: 'mapbox',
        text: `mapboxgl.accessToken = 'pk.${b64urlJson({ u: r.chars(LOWER_NUM, 8), a: 'cl' + r.chars(LOWER_NUM, 23) })}.${r.chars(B64URL, 22)}';`,
      };
    }
    if (which === 5) {
      return {
        provider: 'cloudflare-turnstile',
        text: `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${r.chars(B64URL, 14)}" data-callback="onVerified"></div>`,
      };
    }
    return {
      provider: 'datadog-rum',
      text: `datadogRum.init({\n  applicationId: '${uuid(r)}',\n  clientToken: 'pub${r.chars(HEX, 32)}',\n  site: 'datadoghq.com',\n  service: 'chat-ui',\n});`,
    };
  }),
  N('supabase-anon-key', true, (r) => {
    const ref = r.chars('abcdefghijklmnopqrst', 20);
    const anon = `${b64urlJson({ alg: 'HS256', typ: 'JWT' })}.${b64urlJson({ iss: 'supabase', ref, role: 'anon', iat: 1700000000 + r.int(4e7), exp: 2020000000 + r.int(4e7) })}.${r.chars(B64URL, 43)}`;
    return {
      provider: 'supabase',
      text: `// the anon key is public; row level security guards the documents table\nexport const supabase = createClient(\n  'https://${ref}.supabase.co',\n  '${anon}',\n);`,
    };
  }),
  N('firebase-web-config', false, (r) => {
    const id = r.pick(['chat-ui', 'rag-demo', 'agent-console']) + '-' + r.chars(LOWER_NUM, 5);
    return {
      provider: 'firebase',
      text: `const firebaseConfig = {\n  apiKey: "AIza${r.chars(B64URL, 35)}",\n  authDomain: "${id}.firebaseapp.com",\n  projectId: "${id}",\n  storageBucket: "${id}.appspot.com",\n  messagingSenderId: "${r.chars(DIGITS, 12)}",\n  appId: "1:${r.chars(DIGITS, 12)}:web:${r.chars(HEX, 22)}"\n};`,
    };
  }),
  N('sentry-dsn', true, (r) => ({
    provider: 'sentry',
    text: `sentry_sdk.init(\n    dsn="https://${r.chars(HEX, 32)}@o${r.chars(DIGITS, 6)}.ingest.us.sentry.io/${r.chars(DIGITS, 7)}",\n    traces_sample_rate=0.2,\n    integrations=[OpenAIIntegration(include_prompts=False)],\n)`,
  })),
  N('ssh-public-key', false, (r) => {
    const kind = r.chance(0.5);
    const body = kind
      ? 'AAAAC3NzaC1lZDI1NTE5AAAAI' + r.chars(B64, 43)
      : 'AAAAB3NzaC1yc2EAAAADAQABAAABgQ' + r.chars(B64, 340);
    return {
      provider: 'ssh-public-key',
      text: `# authorized_keys for the GPU box\n${kind ? 'ssh-ed25519' : 'ssh-rsa'} ${body}${kind ? '' : '='} ${r.pick(['maya', 'ci', 'jchen'])}@${r.pick(['laptop', 'runner-3', 'gpu-01'])}`,
    };
  }),
  N('pem-public-key', false, (r) => ({
    provider: 'public-key',
    text: `# JWT verification key for the agent gateway (public)\nJWT_PUBLIC_KEY="-----BEGIN PUBLIC KEY-----\n${pemBody(r, 294, 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA').join('\n')}\n-----END PUBLIC KEY-----"`,
  })),
  N('jwks', true, (r) => ({
    provider: 'jwks',
    text: JSON.stringify(
      {
        keys: [
          {
            kty: 'RSA',
            use: 'sig',
            kid: r.chars(B64URL, 43),
            alg: 'RS256',
            n: r.chars(B64URL, 342),
            e: 'AQAB',
          },
        ],
      },
      null,
      2,
    ),
  })),
  N('age-recipient', false, (r) => ({
    provider: 'age',
    text: `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
  })),
  N('oauth-client-id', false, (r) => {
    const which = r.int(3);
    if (which === 0) {
      return {
        provider: 'google-oauth',
        text: `GOOGLE_CLIENT_ID=${r.chars(DIGITS, 12)}-${r.chars(LOWER_NUM, 32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=\${GOOGLE_CLIENT_SECRET}`,
      };
    }
    if (which === 1) {
      return {
        provider: 'github-app',
        text: `GITHUB_APP_CLIENT_ID=Iv23li${r.chars(ALNUM, 14)}\nGITHUB_APP_ID=${r.chars(DIGITS, 7)}`,
      };
    }
    return {
      provider: 'azure-ad',
      text: `AZURE_TENANT_ID=${uuid(r)}\nAZURE_CLIENT_ID=${uuid(r)}\nAZURE_OPENAI_ENDPOINT=https://contoso-${r.chars(LOWER_NUM, 5)}.openai.azure.com/\n# auth uses DefaultAzureCredential (managed identity)`,
    };
  }),
  N('vllm-doc-token', true, (r) => ({
    provider: 'vllm',
    text: r.pick([
      'vllm serve NousResearch/Meta-Llama-3-8B-Instruct --dtype auto --api-key token-abc123',
      'client = OpenAI(\n    base_url="http://localhost:8000/v1",\n    api_key="token-abc123",\n)',
      'client = OpenAI(base_url="http://localhost:11434/v1", api_key="ollama")  # required, but unused',
      'OPENAI_API_BASE=http://localhost:1234/v1\nOPENAI_API_KEY=lm-studio',
    ]),
  })),
  N('vendor-example-key', false, (r) => {
    const which = r.int(4);
    if (which === 0) {
      return {
        provider: 'aws',
        text: '[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      };
    }
    if (which === 1) {
      return {
        provider: 'jwt',
        text: 'curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c" http://localhost:3000/api/me',
      };
    }
    if (which === 2) {
      return {
        provider: 'aws',
        text: '    # from the AWS docs\n    os.environ["AWS_ACCESS_KEY_ID"] = "AKIAIOSFODNN7EXAMPLE"\n    os.environ["AWS_SECRET_ACCESS_KEY"] = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
      };
    }
    return {
      provider: 'litellm',
      text: '# docs: start the proxy with a master key\nlitellm --config config.yaml\ncurl http://0.0.0.0:4000/v1/models -H "Authorization: Bearer sk-1234"',
    };
  }),
  N('pydantic-secretstr', true, (r, pick) => {
    const p = pick(true);
    return {
      provider: p.name,
      text: `${isoTime2(r)} INFO settings: Settings(model='${r.pick(['gpt-4o-mini', 'claude-3-5-haiku-latest'])}', ${snake(p.env)}=SecretStr('**********'), temperature=0.${r.int(9)})`,
    };
  }),
  N('upper-case-id', false, (r) => ({
    provider: 'aws-account',
    text: `arn:aws:iam::${r.chars(DIGITS, 12)}:role/${r.pick(['BedrockInvoke', 'SageMakerExecution', 'LambdaRAG'])}\nRoleSessionName: ${r.chars(UPPER_NUM, 21)}\nAccessKeyId principal: AROA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 17)}`,
  })),
  N('lower-id-config', true, (r) => ({
    provider: 'pinecone',
    text: `PINECONE_INDEX=${r.pick(['docs', 'support-kb', 'code-chunks'])}\nPINECONE_HOST=https://${r.pick(['docs', 'kb'])}-${r.chars(LOWER_NUM, 7)}.svc.aped-${r.chars(DIGITS, 4)}-${r.chars(LOWER_NUM, 4)}.pinecone.io\nPINECONE_NAMESPACE=${r.chars(LOWER, 6)}-v${r.int(9)}`,
  })),
];

function isoTime2(r) {
  return `2025-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:00Z`;
}
