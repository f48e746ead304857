// Contexts that carry one credential on the wire or on a command line: CLI flags, curl,
// HTTP request dumps, URLs with a token, Basic auth. Signature (r, value, provider, words)
// returning { text, secrets }.

import { name } from './naming.mjs';

function host(p) {
  return `api.${p.replace(/^internal-/, '').replace(/-/g, '')}.example`;
}

const urlSafe = (v) => /^[A-Za-z0-9._~-]+$/.test(v);
const noSpace = (v) => !/\s/.test(v);

export const WIRE = {
  cli: {
    accepts: (v) => noSpace(v) && !/[$`!'"\\]/.test(v),
    make(r, v, p, w) {
      const flag = r.pick([
        `--${name(w.slice(-2), 'kebab')}`,
        '--api-key',
        '--token',
        '--auth-token',
      ]);
      const sep = r.pick([' ', '=']);
      return `$ ${p.replace(/^internal-/, '')}-cli sync --region eu-west --verbose ${flag}${sep}${v} --output json\n[info] 128 objects synced in 4.1s`;
    },
  },
  curl: {
    accepts: noSpace,
    make(r, v, p, w) {
      const header = r.pick([
        `Authorization: Bearer ${v}`,
        `X-${name(w.slice(0, 1), 'pascal')}-Api-Key: ${v}`,
        `X-Auth-Token: ${v}`,
        `Authorization: Token token=${v}`,
        `apikey: ${v}`,
      ]);
      return `curl -sS -X ${r.pick(['GET', 'POST'])} "https://${host(p)}/v1/${r.pick(['orders', 'alerts', 'accounts', 'events'])}?limit=50" \\\n  -H "Content-Type: application/json" \\\n  -H '${header}'`;
    },
  },
  httpDump: {
    accepts: noSpace,
    make(r, v, p, w) {
      const header = r.pick([
        `Authorization: Bearer ${v}`,
        `X-${name(w.slice(0, 2), 'pascal')}: ${v}`,
        `Api-Key: ${v}`,
      ]);
      return `POST /api/v3/${r.pick(['messages', 'jobs', 'invoices'])} HTTP/1.1\nHost: ${host(p)}\nUser-Agent: ops-bridge/1.4 (+https://intranet.corp.local)\nAccept: application/json\n${header}\nContent-Length: ${40 + r.int(400)}\n\n{"dry_run":false}`;
    },
  },
  urlQuery: {
    accepts: urlSafe,
    make(r, v, p, w) {
      const param = r.pick([
        'api_key',
        'apikey',
        'token',
        'access_token',
        'key',
        name(w.slice(-2), 'camel'),
      ]);
      return `# monitoring probe (check_http)\ncommand_line $USER1$/check_http -H ${host(p)} -S -u "/v2/status?${param}=${v}&format=json" -w 2 -c 5\nGET https://${host(p)}/v2/status?${param}=${v}&format=json -> 200`;
    },
  },
  basicAuth: {
    accepts: (v) => noSpace(v) && !v.includes(':'),
    make(r, v, p) {
      const user = r.pick(['svc_integration', 'api', 'reporting', 'batch01']);
      const blob = Buffer.from(`${user}:${v}`).toString('base64');
      return {
        text: `GET /rest/api/2/search?jql=project%3DOPS HTTP/1.1\nHost: ${host(p)}\nAuthorization: Basic ${blob}\nAccept: */*`,
        secrets: [blob],
      };
    },
  },
};
