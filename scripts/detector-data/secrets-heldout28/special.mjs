// Credentials whose shape sets their own syntax: connection strings, key files, credential
// files that CLIs write, webhook URLs. Each builder returns the text and the exact secrets.

import {
  ALNUM,
  B64,
  B64URL,
  DIGITS,
  HEX,
  LOWER,
  LOWER_NUM,
  UPPER_NUM,
  USERS,
  b64,
  mixed,
  pemBody,
  uuid,
} from './util.mjs';

const pw = (r, n = 20) => mixed(r, ALNUM, n);

const S = (provider, rule, theme, make) => ({ provider, rule, theme, make });

const PEM_LEADS = {
  'PRIVATE KEY': 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ',
  'RSA PRIVATE KEY': 'MIIEpAIBAAKCAQEA',
  'EC PRIVATE KEY': 'MHcCAQEEI',
  'OPENSSH PRIVATE KEY': 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
};

function pem(r, label, bytes) {
  const body = pemBody(r, bytes, PEM_LEADS[label]);
  return [`-----BEGIN ${label}-----`, ...body, `-----END ${label}-----`].join('\n');
}

export const SPECIALS = [
  S('postgres', 'connection-url', true, (r) => {
    const pass = pw(r, 24);
    const db = r.pick(['vectors', 'rag', 'langfuse', 'embeddings']);
    return {
      text: `DATABASE_URL=postgresql://${r.pick(['app', 'postgres', 'rag_rw'])}:${pass}@db.${r.chars(LOWER, 20)}.supabase.co:5432/${db}\nPGVECTOR_DIM=1536`,
      secrets: [pass],
    };
  }),
  S('neon', 'connection-url', true, (r) => {
    const pass = 'npg_' + pw(r, 12);
    return {
      text: `# neon branch: dev-${r.chars(LOWER_NUM, 6)}\nPOSTGRES_URL="postgres://neondb_owner:${pass}@ep-${r.pick(['cool', 'quiet', 'bold'])}-${r.pick(['river', 'sun', 'leaf'])}-a${r.chars(LOWER_NUM, 7)}-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require"`,
      secrets: [pass],
    };
  }),
  S('mongodb', 'connection-url', true, (r) => {
    const pass = pw(r, 16);
    return {
      text: `from pymongo import MongoClient\n\nclient = MongoClient("mongodb+srv://${r.pick(USERS).replace('.', '')}:${pass}@cluster0.${r.chars(LOWER_NUM, 5)}.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0")\ncollection = client["rag"]["chunks"]  # Atlas Vector Search index: vector_index`,
      secrets: [pass],
    };
  }),
  S('redis', 'connection-url', false, (r) => {
    const pass = pw(r, 32);
    return {
      text: `CELERY_BROKER_URL=rediss://default:${pass}@redis-${r.chars(DIGITS, 5)}.c${r.int(300)}.us-east-1-2.ec2.redns.redis-cloud.com:${r.chars(DIGITS, 5)}/0\nSEMANTIC_CACHE_TTL=3600`,
      secrets: [pass],
    };
  }),
  S('rabbitmq', 'connection-url', false, (r) => {
    const pass = pw(r, 22);
    return {
      text: `amqp:\n  url: amqps://${r.chars(LOWER, 8)}:${pass}@${r.pick(['puffin', 'kangaroo', 'moose'])}.rmq2.cloudamqp.com/${r.chars(LOWER, 8)}\n  prefetch: 10`,
      secrets: [pass],
    };
  }),
  S('mysql', 'connection-url', false, (r) => {
    const pass = 'pscale_pw_' + mixed(r, B64URL, 43);
    return {
      text: `DATABASE_URL='mysql://${r.chars(LOWER_NUM, 12)}:${pass}@aws.connect.psdb.cloud/chat-history?sslaccept=strict'`,
      secrets: [pass],
    };
  }),
  S('clickhouse', 'connection-url', true, (r) => {
    const pass = mixed(r, ALNUM + '~._', 18);
    return {
      text: `# langfuse v3 self-host\nCLICKHOUSE_URL=https://${r.chars(LOWER_NUM, 10)}.us-central1.gcp.clickhouse.cloud:8443\nCLICKHOUSE_USER=default\nCLICKHOUSE_PASSWORD=${pass}\nCLICKHOUSE_MIGRATION_URL=clickhouse://default:${pass}@${r.chars(LOWER_NUM, 10)}.us-central1.gcp.clickhouse.cloud:9440`,
      secrets: [pass],
    };
  }),
  S('snowflake', 'python-connector', false, (r) => {
    const pass = pw(r, 18);
    return {
      text: `conn = snowflake.connector.connect(\n    user="SVC_CORTEX",\n    password="${pass}",\n    account="${r.chars(UPPER_NUM, 7)}-${r.chars(UPPER_NUM, 7)}",\n    warehouse="CORTEX_WH",\n)`,
      secrets: [pass],
    };
  }),
  S('aws', 'aws-credentials-file', false, (r) => {
    const id = 'AKIA' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16);
    const secret = mixed(r, B64, 40);
    return {
      text: `# ~/.aws/credentials\n[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\nregion = us-east-1\n\n[bedrock]\nsource_profile = default`,
      secrets: [id, secret],
    };
  }),
  S('aws', 'boto3-client', true, (r) => {
    const id = 'AKIA' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16);
    const secret = mixed(r, B64, 40);
    return {
      text: `bedrock = boto3.client(\n    "bedrock-runtime",\n    region_name="us-west-2",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${secret}",\n)`,
      secrets: [id, secret],
    };
  }),
  S('aws-session', 'env-export', false, (r) => {
    const id = 'ASIA' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16);
    const secret = mixed(r, B64, 40);
    return {
      text: `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${secret}\nexport AWS_DEFAULT_REGION=us-west-2\naws bedrock list-foundation-models --by-provider anthropic`,
      secrets: [id, secret],
    };
  }),
  S('gcp-service-account', 'service-account-json', true, (r) => {
    const key = pem(r, 'PRIVATE KEY', 1190).replace(/\n/g, '\\n') + '\\n';
    const project = r.pick(['vertex-rag', 'genai-prod', 'llm-evals']) + '-' + r.chars(DIGITS, 6);
    const text = `{\n  "type": "service_account",\n  "project_id": "${project}",\n  "private_key_id": "${r.chars(HEX, 40)}",\n  "private_key": "${key}",\n  "client_email": "vertex-ai@${project}.iam.gserviceaccount.com",\n  "client_id": "${r.chars(DIGITS, 21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}`;
    return { text, secrets: [key] };
  }),
  S('azure-storage', 'connection-string', true, (r) => {
    const key = mixed(r, B64, 86) + '==';
    return {
      text: `"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=${r.chars(LOWER_NUM, 14)};AccountKey=${key};EndpointSuffix=core.windows.net",`,
      secrets: [key],
    };
  }),
  S('azure-servicebus', 'connection-string', false, (r) => {
    const key = mixed(r, B64, 43) + '=';
    return {
      text: `ServiceBusConnection=Endpoint=sb://acme-agents.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${key}`,
      secrets: [key],
    };
  }),
  S('slack-webhook', 'webhook-url', true, (r) => {
    const url = `https://hooks.slack.com/services/T${r.chars(UPPER_NUM, 8)}/B${r.chars(UPPER_NUM, 10)}/${mixed(r, ALNUM, 24)}`;
    return {
      text: `# notify #eval-results when a regression is found\nalerts:\n  on_regression:\n    slack_webhook: ${url}\n  threshold: 0.05`,
      secrets: [url],
    };
  }),
  S('discord-webhook', 'webhook-url', false, (r) => {
    const url = `https://discord.com/api/webhooks/1${r.chars(DIGITS, 18)}/${mixed(r, B64URL, 68)}`;
    return {
      text: `DISCORD_WEBHOOK_URL = "${url}"\nrequests.post(DISCORD_WEBHOOK_URL, json={"content": summary})`,
      secrets: [url],
    };
  }),
  S('teams-webhook', 'webhook-url', false, (r) => {
    const url = `https://acme.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.chars(HEX, 32)}/${uuid(r)}/V2${mixed(r, B64URL, 43)}`;
    return { text: `notifications:\n  teams: "${url}"`, secrets: [url] };
  }),
  S('ssh-private-key', 'pem-block', false, (r) => {
    const block = pem(r, 'OPENSSH PRIVATE KEY', 300);
    return { text: `$ cat ~/.ssh/id_ed25519\n${block}`, secrets: [block] };
  }),
  S('rsa-private-key', 'pem-block', true, (r) => {
    const block = pem(r, 'RSA PRIVATE KEY', 1190);
    return {
      text: `# github app private key for the PR-review agent\nGITHUB_APP_ID=${r.chars(DIGITS, 6)}\nGITHUB_APP_PRIVATE_KEY="${block}"`,
      secrets: [block],
    };
  }),
  S('ec-private-key', 'pem-block', false, (r) => {
    const indented = pem(r, 'EC PRIVATE KEY', 121)
      .split('\n')
      .map((l) => '    ' + l)
      .join('\n');
    return {
      text: `apns:\n  key_id: ${r.chars(UPPER_NUM, 10)}\n  signing_key: |\n${indented}`,
      secrets: [indented.trim()],
    };
  }),
  S('kaggle', 'kaggle-json', true, (r) => {
    const key = mixed(r, HEX, 32);
    return {
      text: `!mkdir -p ~/.kaggle\n!echo '{"username":"${r.pick(USERS).replace('.', '')}","key":"${key}"}' > ~/.kaggle/kaggle.json\n!chmod 600 ~/.kaggle/kaggle.json`,
      secrets: [key],
    };
  }),
  S('wandb', 'netrc', true, (r) => {
    const key = mixed(r, HEX, 40);
    return {
      text: `# ~/.netrc (written by wandb login)\nmachine api.wandb.ai\n  login user\n  password ${key}`,
      secrets: [key],
    };
  }),
  S('huggingface', 'git-remote-url', true, (r) => {
    const tok = 'hf_' + mixed(r, ALNUM, 34);
    return {
      text: `$ git remote -v\norigin\thttps://${r.pick(USERS).replace('.', '')}:${tok}@huggingface.co/${r.pick(['acme', 'lab'])}/${r.pick(['qwen-ft-support', 'llama-lora-sql', 'embedder-v2'])} (fetch)`,
      secrets: [tok],
    };
  }),
  S('npm', 'npmrc', false, (r) => {
    const tok = 'npm_' + mixed(r, ALNUM, 36);
    return {
      text: `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${tok}\n@acme:registry=https://npm.pkg.github.com`,
      secrets: [tok],
    };
  }),
  S('pypi', 'pypirc', true, (r) => {
    const tok = 'pypi-AgEIcHlwaS5vcmc' + mixed(r, B64URL, 160);
    return {
      text: `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${tok}`,
      secrets: [tok],
    };
  }),
  S('docker-registry', 'docker-config-json', false, (r) => {
    const pass = mixed(r, ALNUM, 24);
    const user = r.pick(USERS).replace('.', '');
    const auth = b64(`${user}:${pass}`);
    return {
      text: `{\n  "auths": {\n    "ghcr.io": {\n      "auth": "${auth}"\n    }\n  }\n}`,
      secrets: [auth],
    };
  }),
  S('cloudinary', 'connection-url', false, (r) => {
    const secret = mixed(r, B64URL, 27);
    return {
      text: `CLOUDINARY_URL=cloudinary://${r.chars(DIGITS, 15)}:${secret}@${r.chars(LOWER, 8)}`,
      secrets: [secret],
    };
  }),
  S('smtp', 'connection-url', false, (r) => {
    const pass = pw(r, 16);
    return {
      text: `EMAIL_URL=smtp+tls://apikey:${pass}@smtp.${r.pick(['mailgun.org', 'office365.com', 'zoho.com'])}:587`,
      secrets: [pass],
    };
  }),
  S('langfuse', 'langfuse-pair', true, (r) => {
    const sk = 'sk-lf-' + uuid(r);
    return {
      text: `from langfuse import Langfuse\n\nlangfuse = Langfuse(\n    public_key="pk-lf-${uuid(r)}",\n    secret_key="${sk}",\n    host="https://cloud.langfuse.com",\n)`,
      secrets: [sk],
    };
  }),
  S('modal', 'modal-toml', true, (r) => {
    const secret = 'as-' + mixed(r, ALNUM, 22);
    return {
      text: `# ~/.modal.toml\n[${r.pick(USERS).replace('.', '-')}]\ntoken_id = "ak-${mixed(r, ALNUM, 22)}"\ntoken_secret = "${secret}"\nactive = true`,
      secrets: [secret],
    };
  }),
  S('twilio', 'twilio-client', false, (r) => {
    const token = mixed(r, HEX, 32);
    return {
      text: `const client = twilio('AC${r.chars(HEX, 32)}', '${token}');\nawait client.messages.create({ to, from: '+1415555${r.chars(DIGITS, 4)}', body: answer });`,
      secrets: [token],
    };
  }),
  S('openai', 'python-traceback', true, (r) => {
    const key = 'sk-proj-' + mixed(r, B64URL, 74) + 'T3BlbkFJ' + mixed(r, B64URL, 74);
    return {
      text: `Traceback (most recent call last):\n  File "/app/rag/answer.py", line ${10 + r.int(200)}, in <module>\n    client = OpenAI(api_key="${key}", timeout=0.5)\nopenai.APITimeoutError: Request timed out.`,
      secrets: [key],
    };
  }),
  S('qdrant', 'service-env', true, (r) => {
    const key = mixed(r, B64URL, 54);
    return {
      text: `QDRANT__SERVICE__API_KEY=${key}\nQDRANT__SERVICE__ENABLE_TLS=1`,
      secrets: [key],
    };
  }),
];
