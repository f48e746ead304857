// Syntaxes (rules) for secrets-heldout37: each renders a setting list (neighbours and the value
// under test) as a file, a command or a message. The same renderers serve positives and the hard
// negatives / near misses that put a non-secret value where a secret would go.

import { CONTEXTS_1 } from './contexts-1.mjs';
import { CONTEXTS_2 } from './contexts-2.mjs';
import { splitKey } from './context-helpers.mjs';

export const CONTEXTS = { ...CONTEXTS_1, ...CONTEXTS_2 };

/** Request-style contexts for single-line tokens. */
export function authHeader(c) {
  const h = c.p.header;
  if (h === 'SSWS') {
    return `Authorization: SSWS ${c.value}`;
  }
  if (h === 'raw') {
    return `Authorization: ${c.value}`;
  }
  if (h) {
    return `${h}: ${c.value}`;
  }
  return `Authorization: Bearer ${c.value}`;
}

export const REQUEST_CONTEXTS = {
  'curl-request': {
    render(r, c) {
      const host = c.host;
      const { sub } = splitKey(c.key);
      if (/secret/.test(sub) && !c.p.header) {
        const idEntry = c.entries.find(([k]) => /ID|KEY$/.test(k) && k !== c.key);
        return [
          `curl -s -X POST https://${host}/oauth2/token \\`,
          '  -H "Content-Type: application/x-www-form-urlencoded" \\',
          '  -d grant_type=client_credentials \\',
          idEntry ? `  -d client_id=${idEntry[1]} \\` : '  -d client_id=backend-sync \\',
          `  -d client_secret=${c.value}`,
        ].join('\n');
      }
      return [
        `curl -sS ${r.chance(0.5) ? '-X GET ' : ''}"https://${host}${c.p.api || '/v1/me'}" \\`,
        `  -H "${authHeader(c)}" \\`,
        '  -H "Accept: application/json"',
      ].join('\n');
    },
  },
  'http-dump': {
    render(r, c) {
      return [
        `${r.pick(['GET', 'POST'])} ${c.p.api || '/api/v1/users'} HTTP/1.1`,
        `Host: ${c.host}`,
        `User-Agent: ${r.pick(['python-requests/2.32.3', 'axios/1.7.2', 'Go-http-client/2.0', 'okhttp/4.12.0'])}`,
        authHeader(c),
        'Accept: application/json',
        `X-Request-Id: ${r.chars('0123456789abcdef', 16)}`,
      ].join('\n');
    },
  },
};
