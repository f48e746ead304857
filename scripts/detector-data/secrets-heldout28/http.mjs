// How each provider's client sends its credential over HTTP, for the request and log contexts.

import { isModelProvider, modelFor } from './models.mjs';
import { b64 } from './util.mjs';

const SCHEMES = new Set(['Bot', 'SSWS', 'Token', 'Key', 'ApiKey', 'token']);
const BEARER_HEADERS = new Set(['Helicone-Auth', 'cf-aig-authorization']);

/** The header (name and value) that carries the credential, or null when it is not a header. */
export function authHeader(p, v) {
  const h = p.header;
  if (h === 'bearer') {
    return ['Authorization', `Bearer ${v}`];
  }
  if (h === 'Authorization' || h === 'authorization' || h === 'raw') {
    return ['Authorization', v];
  }
  if (h === 'Token token=') {
    return ['Authorization', `Token token=${v}`];
  }
  if (SCHEMES.has(h)) {
    return ['Authorization', `${h} ${v}`];
  }
  if (BEARER_HEADERS.has(h)) {
    return [h, `Bearer ${v}`];
  }
  if (['basic', 'query', 'body', 'none', 'digest', 'api_key'].includes(h)) {
    return h === 'api_key' ? ['api_key', v] : null;
  }
  return [h, v];
}

export function hasHttp(p) {
  return Boolean(p.host) && p.header !== 'none' && p.header !== 'digest';
}

/** A curl command line that sends the credential the way the provider expects. */
export function curlCommand(p, v, r) {
  const url = `https://${p.host}`;
  const json = `-H "Content-Type: application/json"`;
  if (p.header === 'basic') {
    return `curl -s -u "${r.pick(['api', 'user', 'AC' + '7f3e'.repeat(8)])}:${v}" ${url}`;
  }
  if (p.header === 'query') {
    const sep = url.includes('?') ? '&' : '?';
    return `curl -s "${url}${sep}${r.pick(['api_key', 'key'])}=${v}&q=retrieval+augmented+generation"`;
  }
  if (p.header === 'body') {
    return `curl -s -X POST ${url} \\\n  ${json} \\\n  -d '{"grant_type":"client_credentials","client_id":"web-app","client_secret":"${v}"}'`;
  }
  const [name, value] = authHeader(p, v);
  const body = isModelProvider(p)
    ? `  -d '{"model": "${modelFor(p, r)}", "max_tokens": 64, "messages": [{"role": "user", "content": "ping"}]}'`
    : '';
  return [
    `curl -sS ${body ? '-X POST ' : ''}${url} \\`,
    `  -H "${name}: ${value}" \\`,
    body ? `  ${json} \\` : `  -H "Accept: application/json"`,
    body,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A fetch call in TypeScript. */
export function fetchCall(p, v, r) {
  const url = `https://${p.host}`;
  if (p.header === 'basic') {
    return `const auth = Buffer.from(\`api:${v}\`).toString('base64');\nconst res = await fetch('${url}', { headers: { Authorization: \`Basic \${auth}\` } });`;
  }
  if (p.header === 'query') {
    return `const res = await fetch(\`${url}?api_key=${v}&q=\${encodeURIComponent(query)}\`);`;
  }
  if (p.header === 'body') {
    return `const res = await fetch('${url}', {\n  method: 'POST',\n  body: new URLSearchParams({ grant_type: 'client_credentials', client_secret: '${v}' }),\n});`;
  }
  const [name, value] = authHeader(p, v);
  const key = /^[A-Za-z]+$/.test(name) ? name : `'${name}'`;
  return [
    `const res = await fetch('${url}', {`,
    `  method: '${p.ai ? 'POST' : r.pick(['GET', 'POST'])}',`,
    `  headers: {`,
    `    ${key}: '${value}',`,
    `    'Content-Type': 'application/json',`,
    `  },`,
    `  body: JSON.stringify(payload),`,
    `});`,
  ].join('\n');
}

export function basicHeader(user, v) {
  return `Basic ${b64(`${user}:${v}`)}`;
}
