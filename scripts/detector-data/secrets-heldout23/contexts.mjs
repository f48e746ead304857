// Syntaxes for the held-out (23) secrets set: each renders one credential (ctx.value) of a
// provider in a realistic few-line context. ctx = { slug, words, value, host }.

import { APPS, REGIONS, keyName } from './naming.mjs';

const SCREAM = ['screaming'];

function env(r, c) {
  const k = keyName(r, c.words, SCREAM);
  return [
    `# ${r.pick(APPS)} - ${r.pick(['production', 'staging', 'prod-eu'])}`,
    `NODE_ENV=${r.pick(['production', 'staging'])}`,
    `PORT=${r.pick([3000, 8080, 5000])}`,
    `${c.slug.toUpperCase().replace(/-/g, '_')}_HOST=${c.host}`,
    r.chance(0.5) ? `${k}="${c.value}"` : `${k}=${c.value}`,
    `LOG_LEVEL=${r.pick(['info', 'debug', 'warn'])}`,
  ].join('\n');
}

function json(r, c) {
  const k = keyName(r, c.words, ['camel', 'snake', 'kebab']);
  const doc = {
    service: r.pick(APPS),
    region: r.pick(REGIONS),
    integrations: { [c.slug]: { endpoint: `https://${c.host}`, [k]: c.value, timeoutMs: 5000 } },
    retries: r.int(5) + 1,
  };
  return JSON.stringify(doc, null, r.pick([2, 4]));
}

function yaml(r, c) {
  const k = keyName(r, c.words, ['snake', 'camel', 'kebab']);
  const q = r.pick(['', '"', "'"]);
  return [
    `${c.slug.replace(/-/g, '_')}:`,
    `  base_url: https://${c.host}`,
    `  ${k}: ${q}${c.value}${q}`,
    `  timeout: ${r.int(30) + 5}s`,
    'logging:',
    `  level: ${r.pick(['info', 'warn'])}`,
  ].join('\n');
}

function compose(r, c) {
  const k = keyName(r, c.words, SCREAM);
  const app = r.pick(APPS);
  const list = r.chance(0.5);
  return [
    'services:',
    `  ${app}:`,
    `    image: registry.example.com/${app}:${r.int(9)}.${r.int(20)}.${r.int(9)}`,
    '    environment:',
    list ? `      - ${k}=${c.value}` : `      ${k}: "${c.value}"`,
    list ? '      - TZ=Europe/Berlin' : '      TZ: Europe/Berlin',
    '    restart: unless-stopped',
  ].join('\n');
}

function k8s(r, c) {
  const k = keyName(r, c.words, ['screaming', 'kebab', 'snake']);
  return [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${c.slug}-credentials`,
    `  namespace: ${r.pick(['default', 'payments', 'platform', 'observability'])}`,
    'type: Opaque',
    'stringData:',
    `  ${k}: "${c.value}"`,
  ].join('\n');
}

function toml(r, c) {
  const k = keyName(r, c.words, ['snake']);
  return [
    `[${r.pick(['integrations', 'providers', 'clients'])}.${c.slug.replace(/-/g, '_')}]`,
    `url = "https://${c.host}"`,
    `${k} = "${c.value}"`,
    `max_retries = ${r.int(6)}`,
  ].join('\n');
}

function ini(r, c) {
  const k = keyName(r, c.words, ['snake', 'kebab', 'camel']);
  return [
    `; ${c.slug} connector`,
    `[${c.slug}]`,
    `endpoint = https://${c.host}`,
    `${k} = ${c.value}`,
    'verify_ssl = true',
  ].join('\n');
}

function properties(r, c) {
  const k = keyName(r, c.words, ['dotted', 'kebab']);
  return [
    `# ${c.slug} client`,
    `app.${c.slug}.url=https://${c.host}`,
    `app.${c.slug}.${k}=${c.value}`,
    'spring.jackson.time-zone=UTC',
  ].join('\n');
}

function xml(r, c) {
  const k = keyName(r, c.words, ['pascal', 'camel', 'dotted']);
  if (r.chance(0.5)) {
    return [
      '<configuration>',
      '  <appSettings>',
      `    <add key="${c.slug}:Endpoint" value="https://${c.host}" />`,
      `    <add key="${c.slug}:${k}" value="${c.value}" />`,
      '  </appSettings>',
      '</configuration>',
    ].join('\n');
  }
  return [
    `<${c.slug.replace(/-/g, '')}>`,
    `  <endpoint>https://${c.host}</endpoint>`,
    `  <${k}>${c.value}</${k}>`,
    `</${c.slug.replace(/-/g, '')}>`,
  ].join('\n');
}

export const CONFIG_CONTEXTS = { env, json, yaml, compose, k8s, toml, ini, properties, xml };
