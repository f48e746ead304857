// Positive renderers for serverless, edge and automation contexts. Each takes (r, c) where
// c.kv is [[NAME, value], ...], c.slug the provider and c.host an API host; returns the text.
import { sh, styled } from './names.mjs';

const env = (kv) => kv.map(([k, v]) => `${k}=${v}`).join('\n');
const jsKv = (r, kv, indent) =>
  kv.map(([k, v]) => `${indent}${styled(r, k, ['screaming', 'camel'])}: '${v}',`).join('\n');

export const SERVERLESS = {
  devVars: (r, c) =>
    `# .dev.vars — local secrets for wrangler dev\n# do not commit (oops)\n${env(c.kv)}\nENVIRONMENT=development\n`,
  wranglerToml: (r, c) =>
    `name = "edge-${c.slug}-proxy"\nmain = "src/index.ts"\ncompatibility_date = "2024-09-23"\n\n[vars]\nUPSTREAM = "https://${c.host}"\n${c.kv.map(([k, v]) => `${k} = "${v}"`).join('\n')}\n\n[[kv_namespaces]]\nbinding = "CACHE"\nid = "${r.chars('0123456789abcdef', 32)}"\n`,
  wranglerSecretPut: (r, c) =>
    c.kv
      .map(([k, v]) => `$ echo "${v}" | npx wrangler secret put ${k} --env production`)
      .join('\n') +
    '\n🌀 Creating the secret for the Worker "api-gateway-production"\n✨ Success! Uploaded secret',
  vercelEnvPull: (r, c) =>
    `# Created by Vercel CLI\nNX_DAEMON="false"\nTURBO_REMOTE_ONLY="true"\n${c.kv.map(([k, v]) => `${k}="${v}"`).join('\n')}\nVERCEL_ENV="production"\n`,
  netlifyToml: (r, c) =>
    `[build]\n  command = "npm run build"\n  functions = "netlify/functions"\n\n[context.production.environment]\n  NODE_VERSION = "20"\n${c.kv.map(([k, v]) => `  ${k} = "${v}"`).join('\n')}\n`,
  netlifyFunction: (r, c) =>
    `// netlify/functions/sync.mts\nimport type { Context } from '@netlify/functions';\n\n${c.kv.map(([k, v]) => `const ${styled(r, k, ['screaming', 'camel'])} = process.env.${k} || '${v}';`).join('\n')}\n\nexport default async (req: Request, context: Context) => {\n  return new Response('ok');\n};\n`,
  vercelFunction: (r, c) =>
    `// api/webhook.ts (Vercel)\nconst config = {\n${jsKv(r, c.kv, '  ')}\n  baseUrl: 'https://${c.host}/v1',\n};\n\nexport default async function handler(req, res) {\n  const out = await fetch(config.baseUrl + '/events', { method: 'POST' });\n  res.status(out.status).end();\n}\n`,
  supabaseEdge: (r, c) =>
    `// supabase/functions/notify/index.ts\nimport { serve } from 'https://deno.land/std@0.177.0/http/server.ts';\n\n${c.kv.map(([k, v]) => `const ${styled(r, k, ['camel', 'screaming'])} = Deno.env.get('${k}') ?? '${v}';`).join('\n')}\n\nserve(async (req) => new Response(JSON.stringify({ ok: true })));\n`,
  firebaseRuntimeConfig: (r, c) =>
    JSON.stringify(
      {
        [c.slug.replace(/-/g, '_')]: Object.fromEntries(
          c.kv.map(([k, v]) => [styled(r, k, ['snake']), v]),
        ),
        app: { region: 'europe-west1' },
      },
      null,
      2,
    ) + '\n',
  firebaseConfigSet: (r, c) =>
    `$ firebase functions:config:set ${c.kv.map(([k, v]) => `${c.slug.replace(/-/g, '')}.${styled(r, k, ['snake'])}="${v}"`).join(' ')}\n✔  Functions config updated.\n\nPlease deploy your functions for the change to take effect by running firebase deploy --only functions\n`,
  denoDeploy: (r, c) =>
    `// main.ts — deployed with deployctl\n${c.kv.map(([k, v]) => `const ${k} = "${v}";`).join('\n')}\n\nDeno.serve(async (req) => {\n  const upstream = await fetch("https://${c.host}/v2/items", {\n    headers: { authorization: \`Bearer \${${c.kv[0][0]}}\` },\n  });\n  return new Response(upstream.body, { status: upstream.status });\n});\n`,
  serverlessYml: (r, c) =>
    `service: ${c.slug}-ingest\nframeworkVersion: '3'\n\nprovider:\n  name: aws\n  runtime: nodejs20.x\n  region: eu-central-1\n  environment:\n    STAGE: \${sls:stage}\n${c.kv.map(([k, v]) => `    ${k}: ${r.chance(0.5) ? v : `'${v}'`}`).join('\n')}\n\nfunctions:\n  ingest:\n    handler: handler.ingest\n`,
  samTemplate: (r, c) =>
    `AWSTemplateFormatVersion: '2010-09-09'\nTransform: AWS::Serverless-2016-10-31\nResources:\n  SyncFunction:\n    Type: AWS::Serverless::Function\n    Properties:\n      Handler: app.handler\n      Runtime: python3.12\n      Environment:\n        Variables:\n${c.kv.map(([k, v]) => `          ${k}: "${v}"`).join('\n')}\n`,
  cdkStack: (r, c) =>
    `new lambda.Function(this, 'Poller', {\n  runtime: lambda.Runtime.NODEJS_20_X,\n  handler: 'index.handler',\n  code: lambda.Code.fromAsset('dist/poller'),\n  environment: {\n${c.kv.map(([k, v]) => `    ${k}: '${v}',`).join('\n')}\n  },\n});\n`,
  appsScript: (r, c) =>
    `/** Code.gs — nightly export */\n${c.kv.map(([k, v]) => `const ${k} = '${v}';`).join('\n')}\n\nfunction exportRows() {\n  const res = UrlFetchApp.fetch('https://${c.host}/v1/rows', {\n    method: 'post',\n    headers: { 'Authorization': 'Bearer ' + ${c.kv[0][0]} },\n    muteHttpExceptions: true,\n  });\n  Logger.log(res.getResponseCode());\n}\n`,
  appsScriptProps: (r, c) =>
    `function setup() {\n  const props = PropertiesService.getScriptProperties();\n${c.kv.map(([k, v]) => `  props.setProperty('${styled(r, k, ['screaming', 'camel'])}', '${v}');`).join('\n')}\n}\n`,
  zapierCode: (r, c) =>
    `// Zapier "Code by Zapier" step (JavaScript)\nconst ${styled(r, c.kv[0][0], ['camel'])} = '${c.kv[0][1]}';\n${c.kv
      .slice(1)
      .map(([k, v]) => `const ${styled(r, k, ['camel'])} = '${v}';`)
      .join(
        '\n',
      )}\nconst res = await fetch('https://${c.host}/v1/contacts', {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json', 'X-Api-Key': ${styled(r, c.kv[0][0], ['camel'])} },\n  body: JSON.stringify({ email: inputData.email }),\n});\noutput = { status: res.status };\n`,
  retoolQuery: (r, c) =>
    `// Retool JS query: refreshCustomers\nconst headers = {\n  Authorization: "Bearer ${c.kv[0][1]}",\n${c.kv
      .slice(1)
      .map(([k, v]) => `  "X-${styled(r, k, ['pascal'])}": "${v}",`)
      .join(
        '\n',
      )}\n};\nconst res = await fetch("https://${c.host}/customers?limit=" + table1.pageSize, { headers });\nreturn res.json();\n`,
  airtableScript: (r, c) =>
    `// Airtable automation script\nconst ${styled(r, c.kv[0][0], ['screaming'])} = "${c.kv[0][1]}";\n${c.kv
      .slice(1)
      .map(([k, v]) => `const ${k} = "${v}";`)
      .join(
        '\n',
      )}\nlet table = base.getTable("Leads");\nlet query = await table.selectRecordsAsync({ fields: ["Email"] });\nlet resp = await remoteFetchAsync("https://${c.host}/v1/sync", {\n  method: "POST",\n  headers: { Authorization: \`Token \${${styled(r, c.kv[0][0], ['screaming'])}}\` },\n});\noutput.set("status", resp.status);\n`,
  shellSecretsSet: (r, c) =>
    c.kv
      .map(
        ([k, v]) =>
          `supabase secrets set ${k}=${sh(v)} --project-ref ${r.chars('abcdefghijklmnopqrstuvwxyz', 20)}`,
      )
      .join('\n') + '\nFinished supabase secrets set.\n',
};
