// Shared pieces of the heldout31 renderers: key naming, quoting per syntax and HTTP auth.
// An entry is { k: VARIABLE_NAME, v: text shown, raw: bool }; `raw` marks an expression (a
// variable reference) that must not be quoted.

import { camel, snake } from './helpers.mjs';

export const TOPS = ['integrations', 'payments', 'services', 'providers', 'checkout', 'commerce'];
export const APPS = [
  'northwind-checkout',
  'lumen-storefront',
  'harbor-orders-api',
  'tidepool-fulfilment',
  'copperleaf-web',
];

/** The part of a variable name after the provider's own prefix, in snake case. */
export function subOf(prov, key) {
  const low = snake(key);
  const prefix = prov.sec.replace(/-/g, '_') + '_';
  return low.startsWith(prefix) && low.length > prefix.length ? low.slice(prefix.length) : low;
}

const needsQuote = (v) => /^[\s!&*%@`|>{[#'"-]/.test(v) || /: | #|[\n]/.test(v) || v === '';

/** A YAML scalar. */
export function yamlValue(e) {
  if (e.raw) {
    return e.v;
  }
  if (!needsQuote(e.v) && !/^[0-9.]+$/.test(e.v)) {
    return e.v;
  }
  return e.v.includes('"') || e.v.includes('\\') ? `'${e.v}'` : `"${e.v}"`;
}

export const sq = (e) => (e.raw ? e.v : `'${e.v}'`);
export const dq = (e) => (e.raw ? e.v : `"${e.v}"`);
export const envq = (e) => {
  if (e.raw || /^[A-Za-z0-9_./:+=@,-]*$/.test(e.v)) {
    return e.v;
  }
  return /[$"`\\]/.test(e.v) ? `'${e.v}'` : `"${e.v}"`;
};

/** Authorization pieces for an HTTP request: { header, user, pass, query }. */
export function authOf(prov, entries) {
  const ownKeys = [prov.env, prov.second?.[0]];
  const secret = entries.filter((e) => ownKeys.includes(e.k));
  const main = secret[0] ?? entries[entries.length - 1];
  const comp = entries.find((e) => !ownKeys.includes(e.k));
  const auth = prov.auth;
  if (auth === 'bearer') {
    return { header: ['Authorization', `Bearer ${main.v}`] };
  }
  if (auth.startsWith('hdr:')) {
    return { header: [auth.slice(4), main.v] };
  }
  if (auth.startsWith('scheme:')) {
    return { header: ['Authorization', `${auth.slice(7)} ${main.v}`] };
  }
  if (auth.startsWith('query:')) {
    return { query: [auth.slice(6), main.v] };
  }
  if (auth === 'basic' && comp) {
    return { user: comp.v, pass: main.v };
  }
  if (auth === 'basic-key') {
    return { user: main.v, pass: '' };
  }
  if (auth === 'basic-pair') {
    return { user: secret[0].v, pass: secret[1]?.v ?? '' };
  }
  if (auth === 'basic-x') {
    return { user: main.v, pass: 'X' };
  }
  if (auth === 'basic-api') {
    return { user: 'api', pass: main.v };
  }
  if (auth === 'basic-anystring') {
    return { user: 'anystring', pass: main.v };
  }
  return { header: ['Authorization', `Bearer ${main.v}`] };
}

export const stamp = (h) => h.isoDate().replace('Z', `.${String(h.r.int(1000)).padStart(3, '0')}Z`);

export function nested(c) {
  const { prov, entries } = c;
  const obj = {};
  for (const e of entries) {
    obj[camel(subOf(prov, e.k))] = e.v;
  }
  return obj;
}
