// Shared alphabets and value builders for secrets-heldout28. Every value comes from the seeded
// generator passed in, so the set is the same on every run.

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const HEX = '0123456789abcdef';
export const HEX_UP = '0123456789ABCDEF';
export const ALNUM = UPPER + LOWER + DIGITS;
export const LOWER_NUM = LOWER + DIGITS;
export const UPPER_NUM = UPPER + DIGITS;
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
export const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A random string that mixes letters and digits (re-drawn until it holds both). */
export function mixed(r, alphabet, length) {
  for (;;) {
    const value = r.chars(alphabet, length);
    if (/[0-9]/.test(value) && /[A-Za-z]/.test(value)) {
      return value;
    }
  }
}

export function uuid(r) {
  const h = (n) => r.chars(HEX, n);
  return `${h(8)}-${h(4)}-4${h(3)}-${r.pick(['8', '9', 'a', 'b'])}${h(3)}-${h(12)}`;
}

export function b64urlJson(value) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function b64(text) {
  return Buffer.from(text).toString('base64');
}

/** An HS256-shaped JWT with the given payload and a random signature. */
export function jwt(r, payload) {
  const header = b64urlJson({ alg: 'HS256', typ: 'JWT' });
  return `${header}.${b64urlJson(payload)}.${r.chars(B64URL, 43)}`;
}

/** A base64 body wrapped at 64 columns, as PEM files carry it. */
export function pemBody(r, bytes, lead = '') {
  const raw = lead + r.chars(B64, Math.ceil((bytes * 4) / 3) - lead.length);
  const lines = [];
  for (let i = 0; i < raw.length; i += 64) {
    lines.push(raw.slice(i, i + 64));
  }
  return lines;
}

export function pad2(n) {
  return String(n).padStart(2, '0');
}

export function date(r) {
  return `202${String(3 + r.int(3))}-${pad2(1 + r.int(12))}-${pad2(1 + r.int(28))}`;
}

export function time(r) {
  return `${pad2(r.int(24))}:${pad2(r.int(60))}:${pad2(r.int(60))}`;
}

export function isoTime(r) {
  return `${date(r)}T${time(r)}.${String(r.int(1000)).padStart(3, '0')}Z`;
}

export const PROJECTS = [
  'rag-service',
  'support-agent',
  'evals',
  'doc-qa',
  'agent-runtime',
  'chatbot-api',
  'llm-gateway',
  'research-notebooks',
  'ingest-worker',
  'copilot-backend',
  'mcp-servers',
  'prompt-lab',
];

export const USERS = ['maya', 'tkowalski', 'dev', 'ops', 'nadia.r', 'jchen', 'li.wei', 'admin'];

/** Converts an env-style name (FOO_BAR_KEY) to camelCase (fooBarKey). */
export function camel(env) {
  return env.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** Converts an env-style name to kebab-case (foo-bar-key). */
export function kebab(env) {
  return env.toLowerCase().replace(/_/g, '-');
}

/** Converts an env-style name to snake lowercase (foo_bar_key). */
export function snake(env) {
  return env.toLowerCase();
}
