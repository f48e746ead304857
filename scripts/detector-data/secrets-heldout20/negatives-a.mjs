// Hard negatives of the held-out (20) secrets set, part A: placeholders and references, in
// the idioms of Laravel, Django, Rails, Express, Go and .NET. Each returns { provider, rule, text }.

import { gen } from './values.mjs';

const SVC = [
  'brevo',
  'pipedrive',
  'shippo',
  'mollie',
  'zendesk',
  'calendly',
  'xero',
  'telnyx',
  'aftership',
  'pandadoc',
];
const up = (s) => s.toUpperCase().replace(/-/g, '_');

export const PLACEHOLDERS = [
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'laravel-env-ref',
      text: `<?php\n\nreturn [\n    '${s}' => [\n        'key' => env('${up(s)}_API_KEY'),\n        'secret' => env('${up(s)}_SECRET'),\n        'sandbox' => env('${up(s)}_SANDBOX', false),\n    ],\n];`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    const v = r.pick([
      '<YOUR_API_KEY>',
      'your-api-key-here',
      'changeme',
      'REPLACE_ME',
      'xxxxxxxxxxxxxxxxxxxxxxxx',
      '***',
      'TODO',
      '<paste token>',
    ]);
    return {
      provider: s,
      rule: 'env-example',
      text: `# .env.example — copy to .env and fill in\n${up(s)}_API_KEY=${v}\n${up(s)}_WEBHOOK_SECRET=${r.pick(['', 'changeme', '<secret>'])}\nAPP_DEBUG=true`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'django-environ',
      text: `import environ\n\nenv = environ.Env()\n${up(s)}_API_KEY = env("${up(s)}_API_KEY")\n${up(s)}_TOKEN = os.environ["${up(s)}_TOKEN"]\n${up(s)}_SECRET = os.getenv("${up(s)}_SECRET", "")`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'rails-credentials-ref',
      text: `${s.replace(/-/g, '_')}_key = Rails.application.credentials.dig(:${s.replace(/-/g, '_')}, :api_key)\ntoken = ENV.fetch("${up(s)}_TOKEN") { raise "missing ${up(s)}_TOKEN" }`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'express-env-ref',
      text: `module.exports = {\n  ${s.replace(/-/g, '')}: {\n    apiKey: process.env.${up(s)}_API_KEY,\n    secret: process.env.${up(s)}_SECRET ?? '',\n  },\n};`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'go-getenv',
      text: `cfg := Config{\n\tAPIKey:  os.Getenv("${up(s)}_API_KEY"),\n\tSecret:  mustEnv("${up(s)}_SECRET"),\n\tTimeout: 10 * time.Second,\n}`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'dotnet-config-ref',
      text: `var apiKey = builder.Configuration["${s.charAt(0).toUpperCase() + s.slice(1)}:ApiKey"];\nvar secret = Environment.GetEnvironmentVariable("${up(s)}_SECRET");\n// dotnet user-secrets set "${s}:ApiKey" "<value>"`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'helm-template',
      text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${s}-credentials\nstringData:\n  API_KEY: {{ .Values.${s.replace(/-/g, '')}.apiKey | quote }}\n  WEBHOOK_SECRET: {{ required "webhookSecret" .Values.${s.replace(/-/g, '')}.webhookSecret }}`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'gha-secret-ref',
      text: `    env:\n      ${up(s)}_API_KEY: \${{ secrets.${up(s)}_API_KEY }}\n      ${up(s)}_ACCOUNT: \${{ vars.${up(s)}_ACCOUNT }}\n    steps:\n      - run: ./deploy.sh`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'python-format',
      text: `url = "https://api.${s}.com/v1/items?api_key=%(api_key)s&page=%(page)d" % params\nheaders = {"Authorization": f"Bearer {settings.${up(s)}_TOKEN}"}`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'shell-var-ref',
      text: `curl -s -H "Authorization: Bearer $${up(s)}_TOKEN" \\\n  "https://api.${s}.com/v2/orders?since=\${SINCE:-yesterday}"`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'terraform-var',
      text: `variable "${s.replace(/-/g, '_')}_api_key" {\n  type      = string\n  sensitive = true\n}\n\nprovider "${s.replace(/-/g, '_')}" {\n  api_key = var.${s.replace(/-/g, '_')}_api_key\n}`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'docs-placeholder',
      text: `### Authentication\n\nSend your key in the header:\n\n    Authorization: Bearer YOUR_${up(s)}_API_KEY\n\nReplace \`YOUR_${up(s)}_API_KEY\` with the key from *Settings → API*.`,
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'redacted-output',
      text: r.pick([
        `[${s}] using api key sk_live_****${gen(r, 'd4')}`,
        `${up(s)}_API_KEY=[REDACTED]`,
        `config: {"apiKey": "********", "region": "eu"}`,
        `token=<redacted> user=ops@example.com status=401`,
        `Authorization: Bearer ***${gen(r, 'h4')}`,
      ]),
    };
  },
  (r) => {
    const s = r.pick(SVC);
    return {
      provider: s,
      rule: 'k8s-secretkeyref',
      text: `        env:\n          - name: ${up(s)}_API_KEY\n            valueFrom:\n              secretKeyRef:\n                name: ${s}-credentials\n                key: api-key`,
    };
  },
];
