// Near misses: text a scanner could take for a credential, that a careful reviewer would not
// report - masked or redacted values, truncated values, obvious dummies, a key shown as revoked,
// a key name with no value.

import { date, isoTime, kebab, snake, time } from './util.mjs';

const M = (rule, theme, make, needsPrefix = false) => ({ rule, theme, make, needsPrefix });
const svc = (p) => p.name.replace(/-.*/, '');

/** The provider's prefix, or the first few characters when it has none. */
function head(p, v) {
  return p.prefix && v.startsWith(p.prefix) ? p.prefix : v.slice(0, 3);
}

function dummyBody(r, length) {
  const style = r.int(5);
  if (style === 0) {
    return 'x'.repeat(length);
  }
  if (style === 1) {
    return 'X'.repeat(length);
  }
  if (style === 2) {
    return '0'.repeat(length);
  }
  if (style === 3) {
    return '1234567890abcdef'.repeat(8).slice(0, length);
  }
  return 'your_key_here_'.repeat(10).slice(0, length);
}

export const NEAR_MISSES = [
  M('masked-dashboard', true, (r, p, v) => {
    const mask = `${head(p, v)}${r.pick(['...', '…', '****', '************'])}${v.slice(-4)}`;
    return r.pick([
      `NAME            KEY                     CREATED      LAST USED\n${r.pick(['ci-evals', 'prod-agent', 'notebook'])}       ${mask}   ${date(r)}   ${date(r)}`,
      `✔ Authenticated with ${svc(p)} (key ${mask})`,
      `${p.env}=${mask}  # shown masked by \`env | mask-secrets\``,
    ]);
  }),
  M('redacted-log', true, (r, p, v) => {
    const red = r.pick(['[REDACTED]', '<redacted>', '***', '********', '[FILTERED]']);
    return r.pick([
      `${isoTime(r)} DEBUG request headers: {'authorization': 'Bearer ${red}', 'content-type': 'application/json', 'x-stainless-retry-count': '0'}`,
      `${isoTime(r)} INFO mcp: starting server ${svc(p)} with env {"${p.env}": "${red}"}`,
      `${snake(p.env)}: ${head(p, v)}${red}`,
    ]);
  }),
  M('error-masked-key', true, (r, p, v) => {
    const n = Math.max(8, v.length - head(p, v).length - 4);
    const cls = `${svc(p).replace(/^./, (c) => c.toUpperCase())}Exception`;
    return `litellm.exceptions.AuthenticationError: litellm.AuthenticationError: ${cls} - Error code: 401 - {'error': {'message': 'Incorrect API key provided: ${head(p, v)}${'*'.repeat(Math.min(n, 40))}${v.slice(-4)}. You can find your API key at the dashboard.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}`;
  }),
  M('truncated-value', true, (r, p, v) => {
    const cut = v.slice(0, head(p, v).length + 4 + r.int(4));
    return r.pick([
      `${isoTime(r)} WARN key=${cut}… rejected (401), falling back to next provider`,
      `| ${svc(p)} | \`${cut}...\` | rotated monthly | owner: platform |`,
      `Using ${svc(p)} credentials from env (${p.env} starts with "${cut}")`,
    ]);
  }),
  M(
    'dummy-shaped',
    true,
    (r, p, v) => {
      const fake =
        head(p, v) + dummyBody(r, Math.max(12, Math.min(40, v.length - head(p, v).length)));
      return r.pick([
        `# .env.example\n${p.env}=${fake}`,
        `docker run -e ${p.env}=${fake} ghcr.io/acme/agent:latest`,
        `"env": { "${p.env}": "${fake}" }`,
      ]);
    },
    true,
  ),
  M('test-fixture-dummy', true, (r, p) =>
    r.pick([
      `@pytest.fixture(autouse=True)\ndef fake_keys(monkeypatch):\n    monkeypatch.setenv("${p.env}", "test-${kebab(svc(p))}-key")`,
      `vi.stubEnv('${p.env}', 'fake-key-for-tests');\nconst client = createClient();`,
      `respx.post("https://api.example.com/v1/chat").mock(return_value=Response(200, json=CANNED))\nclient = Client(api_key="dummy")`,
      `    ${snake(p.env)}="not-a-real-key",  # cassette replay, no network`,
    ]),
  ),
  M('empty-value', true, (r, p) =>
    r.pick([
      `# .env.example\n${p.env}=\nLLM_MODEL=gpt-4o-mini`,
      `"env": {\n  "${p.env}": ""\n}`,
      `${snake(svc(p))}:\n  api_key: ${r.pick(['~', 'null', '""'])}\n  base_url: null`,
      `ENV ${p.env}=""`,
    ]),
  ),
  M('schema-no-value', true, (r, p) =>
    r.pick([
      `class Settings(BaseSettings):\n    ${snake(p.env)}: SecretStr = Field(..., alias="${p.env}")\n    model: str = "gpt-4o-mini"`,
      `interface ${svc(p).replace(/^./, (c) => c.toUpperCase())}Config {\n  apiKey: string;\n  baseURL?: string;\n}`,
      `"${p.env}": {\n  "type": "string",\n  "description": "API key for ${svc(p)}",\n  "secret": true\n}`,
      `| \`${p.env}\` | yes | Your ${svc(p)} API key. |`,
    ]),
  ),
  M('revoked-shown', true, (r, p, v) => {
    const short = `${v.slice(0, head(p, v).length + 6)}...${v.slice(-4)}`;
    const day = date(r);
    return `## Incident ${day}: ${svc(p)} key in a public notebook\n\nThe key \`${short}\` was revoked at ${day} ${time(r)} UTC and replaced; usage logs show no calls after the revocation.`;
  }),
  M(
    'placeholder-prefix',
    true,
    (r, p, v) => {
      const h = head(p, v);
      return r.pick([
        `export ${p.env}="${h}..."`,
        `${p.env}=${h}<your-key>`,
        `api_key = "${h}YOUR_KEY"`,
      ]);
    },
    true,
  ),
];
