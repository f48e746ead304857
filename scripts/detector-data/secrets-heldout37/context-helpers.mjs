// Shared helpers for contexts.mjs.

import { env, person } from './values.mjs';

export function splitKey(key) {
  if (key.includes('__')) {
    const [section, ...rest] = key.split('__');
    return { section: lowerFirst(section), sub: snake(rest.join('_')) };
  }
  const parts = key.split('_').filter(Boolean);
  if (parts.length === 1) {
    return { section: 'app', sub: parts[0].toLowerCase() };
  }
  return { section: parts[0].toLowerCase(), sub: parts.slice(1).join('_').toLowerCase() };
}

export const lowerFirst = (s) => s.charAt(0).toLowerCase() + s.slice(1);
export const snake = (s) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/__+/g, '_')
    .toLowerCase();
export const camel = (s) => s.replace(/[_-]([a-z0-9])/g, (_, c) => c.toUpperCase());
export const pascal = (s) => {
  const c = camel(s);
  return c.charAt(0).toUpperCase() + c.slice(1);
};
export const kebab = (s) => s.replace(/_/g, '-');

export const isMultiline = (v) => v.includes('\n');
export const shq = (v) => (/^[A-Za-z0-9_./:+=@-]*$/.test(v) ? v : `'${v}'`);

export function groups(entries) {
  const map = new Map();
  for (const [key, value] of entries) {
    const { section, sub } = splitKey(key);
    if (!map.has(section)) {
      map.set(section, []);
    }
    map.get(section).push([sub, value]);
  }
  return map;
}

export function yamlScalar(v, indent) {
  if (isMultiline(v)) {
    const pad = ' '.repeat(indent);
    return (
      '|\n' +
      v
        .split('\n')
        .map((l) => pad + l)
        .join('\n')
    );
  }
  if (v === '' || /^[\d.]+$/.test(v) || /[:#&*!%@`{}[\],|>'"=^+]|^-|^\s|\s$/.test(v)) {
    return `'${v}'`;
  }
  return v;
}

export const comment = (r, c) =>
  r.pick([
    `${c.p.name} (${env(r)})`,
    `${c.p.name} credentials`,
    `added by ${person(r)} for ${r.pick(['SSO', 'login', 'the sync job', 'CI', 'local testing'])}`,
    `${c.p.name} - ${r.pick(['rotate quarterly', 'see runbook', 'owner: platform-identity', 'prod tenant'])}`,
  ]);

export const tool = (r) =>
  r.pick([
    './scripts/sync-directory.sh',
    'npm run provision:sso',
    'python manage.py sync_users --dry-run',
    'go run ./cmd/scim-sync',
    'bundle exec rake auth:rotate_keys',
    'terraform apply -auto-approve',
    'node scripts/seed-idp.mjs',
    'make deploy',
  ]);

export const image = (r) =>
  r.pick([
    'node:20-alpine',
    'python:3.12-slim',
    'golang:1.22-bookworm',
    'eclipse-temurin:21-jre',
    'ruby:3.3-slim',
    'quay.io/keycloak/keycloak:25.0',
  ]);

/** Generic contexts: each takes (r, c) with c = { p, entries, key, value } and returns text. */
