// Hard negatives for secrets-heldout26: nothing to redact. Each: [provider, rule, (r) => text].
import { B62, B64URL, HEX, LOWER, LOWNUM, base64Text, b64, uuid4, uuidUpper } from './values.mjs';

const h = (r, n) => r.chars(HEX, n);
const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  '${API_KEY}',
  'REPLACE_ME',
  '***',
  'your-token-here',
  '<insert-secret>',
  'TODO',
  '""',
  'null',
  '{{API_TOKEN}}',
  '[REDACTED]',
];
const KEYS = [
  'RESEND_API_KEY',
  'UPSTASH_REDIS_REST_TOKEN',
  'AIRTABLE_PAT',
  'NEON_API_KEY',
  'N8N_API_KEY',
  'VERCEL_TOKEN',
  'CF_API_TOKEN',
  'INNGEST_SIGNING_KEY',
  'TELNYX_API_KEY',
  'LOOPS_API_KEY',
  'QSTASH_TOKEN',
];

export const PLACEHOLDER_NEGS = [
  [
    'generic',
    'placeholder-env',
    (r) =>
      `# copy to .env and fill in\n${r
        .sample(KEYS, 3)
        .map((k) => `${k}=${r.pick(PLACEHOLDERS)}`)
        .join('\n')}\n`,
  ],
  [
    'cloudflare',
    'placeholder-devvars',
    (r) =>
      `# .dev.vars.example\n${r.pick(KEYS)}="<paste from dashboard>"\nACCOUNT_ID="<your-account-id>"\n`,
  ],
  [
    'generic',
    'process-env',
    (r) =>
      `const client = createClient({\n  url: process.env.${r.pick(KEYS)},\n  token: process.env.${r.pick(KEYS)}!,\n});\n`,
  ],
  [
    'generic',
    'os-environ',
    (r) =>
      `import os\n\nAPI_KEY = os.environ["${r.pick(KEYS)}"]\nSECRET = os.getenv("${r.pick(KEYS)}", "")\n`,
  ],
  [
    'deno-deploy',
    'deno-env',
    (r) => {
      const key = r.pick(KEYS);
      return `const token = Deno.env.get("${key}");\nif (!token) throw new Error("missing ${key}");\n`;
    },
  ],
  [
    'github-actions',
    'actions-secret-ref',
    (r) =>
      `    env:\n      ${r.pick(KEYS)}: \${{ secrets.${r.pick(KEYS)} }}\n      CLOUDFLARE_ACCOUNT_ID: \${{ vars.CF_ACCOUNT_ID }}\n    steps:\n      - uses: actions/checkout@v4\n`,
  ],
  [
    'helm',
    'helm-template',
    (r) =>
      `stringData:\n  apiKey: {{ .Values.${r.pick(['resend', 'upstash', 'airtable'])}.apiKey | quote }}\n  secret: {{ required "secret is required" .Values.secret }}\n`,
  ],
  [
    'python',
    'percent-format',
    () =>
      `DSN = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s"\nTOKEN_HEADER = "Bearer %(token)s"\n`,
  ],
  [
    'serverless',
    'ssm-ref',
    (r) =>
      `provider:\n  environment:\n    ${r.pick(KEYS)}: \${ssm:/prod/${r.pick(['resend', 'loops', 'neon'])}/api-key}\n    STRIPE_KEY: \${env:STRIPE_KEY}\n`,
  ],
  [
    'aws-sam',
    'resolve-secretsmanager',
    () =>
      `      Environment:\n        Variables:\n          API_KEY: '{{resolve:secretsmanager:prod/ingest:SecretString:apiKey}}'\n          TABLE: !Ref EventsTable\n`,
  ],
  [
    'terraform',
    'tf-var-ref',
    (r) =>
      `resource "cloudflare_workers_secret" "api" {\n  account_id  = var.account_id\n  script_name = "edge-api"\n  name        = "${r.pick(KEYS)}"\n  secret_text = var.api_token\n}\n`,
  ],
  [
    'n8n',
    'n8n-credential-ref',
    (r) =>
      JSON.stringify(
        {
          parameters: {
            authentication: 'genericCredentialType',
            genericAuthType: 'httpHeaderAuth',
          },
          credentials: { httpHeaderAuth: { id: r.chars(B62, 16), name: 'Header Auth account' } },
          name: 'HTTP Request',
        },
        null,
        2,
      ) + '\n',
  ],
  [
    'make',
    'make-connection-ref',
    (r) =>
      JSON.stringify(
        {
          module: 'http:ActionSendData',
          parameters: { handleErrors: true },
          mapper: {
            url: 'https://api.example.com/orders',
            headers: [{ name: 'Authorization', value: '{{1.token}}' }],
          },
          connection: r.int(9000000),
        },
        null,
        2,
      ) + '\n',
  ],
  [
    'redaction',
    'redacted-output',
    (r) =>
      `✔ Loaded 4 secrets: RESEND_API_KEY=re_****${h(r, 4)}, STRIPE_SECRET_KEY=sk_live_****${r.int(9000) + 1000}, DB_PASSWORD=********\n`,
  ],
  [
    'redaction',
    'masked-log',
    (r) =>
      `2024-09-18T10:11:12Z INFO auth ok token=[REDACTED] user=${uuid4(r)} duration_ms=${r.int(400)}\n`,
  ],
  [
    'wrangler',
    'secret-list',
    (r) =>
      `$ npx wrangler secret list\n[\n  { "name": "${r.pick(KEYS)}", "type": "secret_text" },\n  { "name": "${r.pick(KEYS)}", "type": "secret_text" }\n]\n`,
  ],
];

export const ID_NEGS = [
  [
    'cloudflare',
    'wrangler-ids',
    (r) =>
      `name = "edge-api"\naccount_id = "${h(r, 32)}"\nroute = { pattern = "api.example.com/*", zone_id = "${h(r, 32)}" }\n\n[[kv_namespaces]]\nbinding = "SESSIONS"\nid = "${h(r, 32)}"\npreview_id = "${h(r, 32)}"\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_id = "${uuid4(r)}"\n`,
  ],
  [
    'cloudflare',
    'durable-object-id',
    (r) => `[do] room=lobby id=${h(r, 64)} colo=FRA requests=${r.int(900)}\n`,
  ],
  [
    'vercel',
    'vercel-project-json',
    (r) =>
      `{\n  "projectId": "prj_${r.chars(B62, 28)}",\n  "orgId": "team_${r.chars(B62, 24)}"\n}\n`,
  ],
  [
    'vercel',
    'deployment-id',
    (r) =>
      `> Deployment dpl_${r.chars(B62, 28)} is READY\n> Inspect: https://vercel.com/acme/web/${r.chars(B62, 28)}\n> Production: https://web-${r.chars(LOWNUM, 9)}-acme.vercel.app [${r.int(50)}s]\n`,
  ],
  [
    'netlify',
    'netlify-state',
    (r) => `{\n  "siteId": "${uuid4(r)}"\n}\n// deploy id ${h(r, 24)}\n`,
  ],
  [
    'supabase',
    'project-ref',
    (r) =>
      `[api]\nenabled = true\nport = 54321\n\nproject_id = "${r.chars(LOWER, 20)}"\n# linked ref: ${r.chars(LOWER, 20)}\n`,
  ],
  [
    'aws-lambda',
    'lambda-logs',
    (r) =>
      `START RequestId: ${uuid4(r)} Version: $LATEST\nEND RequestId: ${uuid4(r)}\nREPORT RequestId: ${uuid4(r)}\tDuration: ${r.int(900)}.12 ms\tBilled Duration: ${r.int(900) + 1} ms\tMemory Size: 512 MB\n`,
  ],
  [
    'aws-lambda',
    'lambda-arn',
    (r) =>
      `FunctionArn: arn:aws:lambda:eu-west-1:${r.chars('0123456789', 12)}:function:ingest-prod\nCodeSha256: ${base64Text(r.chars(HEX, 32)).slice(0, 43)}=\nRevisionId: ${uuid4(r)}\n`,
  ],
  [
    'n8n',
    'n8n-node-ids',
    (r) =>
      JSON.stringify(
        {
          id: r.chars(B62, 16),
          name: 'Daily digest',
          versionId: uuid4(r),
          nodes: [
            {
              id: uuid4(r),
              name: 'Webhook',
              type: 'n8n-nodes-base.webhook',
              webhookId: uuid4(r),
              parameters: { path: uuid4(r), httpMethod: 'POST' },
            },
          ],
        },
        null,
        2,
      ) + '\n',
  ],
  [
    'node-red',
    'node-red-ids',
    (r) =>
      JSON.stringify(
        [
          { id: `${h(r, 16)}`, type: 'tab', label: 'Flow 1' },
          {
            id: `${h(r, 8)}.${h(r, 6)}`,
            type: 'mqtt in',
            z: h(r, 16),
            topic: 'sensors/+/temp',
            broker: h(r, 16),
          },
        ],
        null,
        2,
      ) + '\n',
  ],
  [
    'make',
    'make-ids',
    (r) =>
      `Scenario ${r.int(9000000)} run ${h(r, 32)} finished: 3 operations, 1.2 kB transferred\n`,
  ],
  [
    'power-automate',
    'flow-ids',
    (r) =>
      `Environment: Default-${uuid4(r)}\nFlow: https://make.powerautomate.com/environments/Default-${uuid4(r)}/flows/${uuid4(r)}/details\nRun: 08584${r.chars('0123456789', 21)}CU${r.int(90) + 10}\n`,
  ],
  [
    'logic-apps',
    'azure-resource-id',
    (r) =>
      `"id": "/subscriptions/${uuid4(r)}/resourceGroups/rg-integration/providers/Microsoft.Logic/workflows/la-order-sync",\n"x-ms-workflow-run-id": "08584${r.chars('0123456789', 21)}CU${r.int(90) + 10}",\n"x-ms-client-tracking-id": "${uuid4(r)}"\n`,
  ],
  [
    'logic-apps',
    'callback-url-expression',
    () => `"callbackUrl": "@{listCallbackUrl()}",\n"uri": "@{parameters('approvalEndpoint')}"\n`,
  ],
  [
    'airtable',
    'airtable-ids',
    (r) =>
      `const BASE_ID = "app${r.chars(B62, 14)}";\nconst TABLE_ID = "tbl${r.chars(B62, 14)}";\nconst VIEW_ID = "viw${r.chars(B62, 14)}";\n// record rec${r.chars(B62, 14)} failed validation\n`,
  ],
  [
    'google-apps-script',
    'clasp-json',
    (r) =>
      `{\n  "scriptId": "1${r.chars(B64URL, 56)}",\n  "rootDir": "./src",\n  "parentId": ["1${r.chars(B64URL, 43)}"]\n}\n`,
  ],
  [
    'github-actions',
    'pinned-action-sha',
    (r) =>
      `    steps:\n      - uses: actions/checkout@${h(r, 40)} # v4.2.2\n      - uses: cloudflare/wrangler-action@${h(r, 40)} # v3.13.0\n`,
  ],
  [
    'git',
    'commit-ids',
    (r) =>
      `commit ${h(r, 40)}\nMerge: ${h(r, 7)} ${h(r, 7)}\nAuthor: Dana <dana@example.org>\n\n    fix(worker): retry on 429\n`,
  ],
  [
    'docker',
    'image-digest',
    (r) => `image: ghcr.io/acme/ingest@sha256:${h(r, 64)}\n# pulled ${r.int(28) + 1} days ago\n`,
  ],
  [
    'npm',
    'lockfile-integrity',
    (r) =>
      `    "node_modules/hono": {\n      "version": "4.6.${r.int(20)}",\n      "resolved": "https://registry.npmjs.org/hono/-/hono-4.6.3.tgz",\n      "integrity": "sha512-${b64(86)(r)}"\n    },\n`,
  ],
  [
    'build',
    'bundle-hashes',
    (r) =>
      `dist/assets/index-${r.chars(B64URL, 8)}.js   142.31 kB │ gzip: 45.10 kB\ndist/assets/vendor.${h(r, 8)}.js  88.02 kB\nbuild hash: ${h(r, 20)}\n`,
  ],
  [
    'checksums',
    'sha256sums',
    (r) => `${h(r, 64)}  deploy-linux-amd64.tar.gz\n${h(r, 64)}  deploy-darwin-arm64.tar.gz\n`,
  ],
  [
    'checksums',
    'md5-etag',
    (r) =>
      `HTTP/1.1 200 OK\nETag: "${h(r, 32)}"\nx-amz-request-id: ${r.chars('0123456789ABCDEF', 16)}\nx-amz-id-2: ${b64(56)(r)}\n`,
  ],
  [
    'tracing',
    'trace-ids',
    (r) =>
      `{"level":"info","msg":"handled","trace_id":"${h(r, 32)}","span_id":"${h(r, 16)}","request_id":"${uuid4(r)}","cf-ray":"${h(r, 16)}-FRA"}\n`,
  ],
  [
    'generic',
    'named-ids',
    (r) =>
      `${r.pick(['nonce', 'etag', 'checksum', 'correlation_id', 'idempotency_key'])}: "${h(r, 32)}"\n${r.pick(['hash', 'request_id', 'build_id'])}: "${r.chars(B62, 24)}"\n`,
  ],
  [
    'generic',
    'guid-ids',
    (r) =>
      `INSERT INTO tenants (id, name) VALUES ('${uuid4(r)}', 'Acme');\n-- ProjectGuid = {${uuidUpper(r)}}\n`,
  ],
  [
    'css',
    'css-colours',
    (r) =>
      `:root {\n  --brand: #${h(r, 6)};\n  --accent: #${h(r, 6)};\n  --shadow: #${h(r, 8)};\n}\n`,
  ],
];

import { PUBLIC_NEGS } from './negatives-public.mjs';

export const NEGATIVE_GROUPS = [PLACEHOLDER_NEGS, ID_NEGS, PUBLIC_NEGS];
