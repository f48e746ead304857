// HTTP contexts of the held-out (20) secrets set: curl commands, request dumps and URLs with a
// query token. They send the first secret of the record the way its provider expects, and
// return { text, secrets } because Basic auth turns the secret into a base64 blob.

import { style } from './naming.mjs';

const PATHS = [
  '/v1/contacts',
  '/v2/messages',
  '/api/v3/shipments',
  '/v1/invoices?limit=50',
  '/v2/events',
];

function host(p) {
  return `api.${style([p.word], 'kebab')}.${p.slug.length % 3 === 0 ? 'io' : 'com'}`;
}

/** The header line (or query) that carries the secret, and what to redact. */
function authOf(r, creds, p) {
  const secret = creds.find((c) => c.secret);
  const id = creds.find((c) => !c.secret);
  const [kind, name] = p.auth.split(':');
  if (kind === 'bearer') {
    return { header: `Authorization: Bearer ${secret.value}`, secrets: [secret.value] };
  }
  if (kind === 'token') {
    const form = r.pick([
      `Token ${secret.value}`,
      `Token token=${secret.value}`,
      `token ${secret.value}`,
    ]);
    return { header: `Authorization: ${form}`, secrets: [secret.value] };
  }
  if (kind === 'basic') {
    const user = id ? id.value : r.pick(['api', '', 'x']);
    const blob = Buffer.from(`${user}:${secret.value}`).toString('base64');
    return { header: `Authorization: Basic ${blob}`, secrets: [blob] };
  }
  if (kind === 'q') {
    return { query: `${name}=${secret.value}`, secrets: [secret.value] };
  }
  return { header: `${name}: ${secret.value}`, secrets: [secret.value] };
}

function target(r, auth) {
  const path = r.pick(PATHS);
  if (!auth.query) {
    return path;
  }
  return path + (path.includes('?') ? '&' : '?') + auth.query;
}

export const HTTP_CONTEXTS = {
  curl(r, creds, p) {
    const auth = authOf(r, creds, p);
    const lines = [`curl -sS ${r.pick(['-X POST ', ''])}"https://${host(p)}${target(r, auth)}" \\`];
    if (auth.header) {
      lines.push(`  -H "${auth.header}" \\`);
    }
    lines.push('  -H "Content-Type: application/json" \\', `  -d '{"page": ${1 + r.int(5)}}'`);
    return { text: lines.join('\n'), secrets: auth.secrets };
  },
  httpDump(r, creds, p) {
    const auth = authOf(r, creds, p);
    const lines = [
      `${r.pick(['GET', 'POST'])} ${target(r, auth)} HTTP/1.1`,
      `Host: ${host(p)}`,
      'Accept: application/json',
      `User-Agent: ${r.pick(['Guzzle/7.8', 'python-requests/2.31', 'okhttp/4.12.0', 'Go-http-client/1.1'])}`,
    ];
    if (auth.header) {
      lines.push(auth.header);
    }
    lines.push(`X-Request-Id: ${r.chars('0123456789abcdef', 16)}`, '');
    return { text: lines.join('\n'), secrets: auth.secrets };
  },
  urlQuery(r, creds, p) {
    const secret = creds.find((c) => c.secret);
    const [kind, name] = p.auth.split(':');
    const param = kind === 'q' ? name : r.pick(['api_key', 'apikey', 'token', 'key']);
    const url = `https://${host(p)}${r.pick(PATHS.filter((x) => !x.includes('?')))}?${param}=${secret.value}&format=json`;
    const text = r.pick([
      `Webhook target configured in the dashboard:\n${url}`,
      `fetch("${url}").then((res) => res.json());`,
      `[${r.int(24)}:0${r.int(10)}] worker GET ${url} -> 200 (${40 + r.int(400)}ms)`,
    ]);
    return { text, secrets: [secret.value] };
  },
};
