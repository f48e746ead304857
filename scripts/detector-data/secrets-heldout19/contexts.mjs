// Syntaxes for the generic positives of the held-out (19) set. A renderer takes the random
// source and a list of entries `{ phrase, value, slug }` (usually one) and returns the text.

import { keyName as k } from './values.mjs';

export function hostOf(slug) {
  if (slug.startsWith('internal-')) {
    return `${slug.slice(9)}.svc.internal.corp`;
  }
  return `api.${slug.replace(/-/g, '')}.com`;
}

const multi = {
  env: (r, es) =>
    [
      `# ${r.pick(['local overrides', 'staging', 'do not commit', 'worker env'])}`,
      'NODE_ENV=production',
      ...es.map((e) => `${k(e.phrase, 'screaming')}=${r.chance(0.3) ? `"${e.value}"` : e.value}`),
      `LOG_LEVEL=${r.pick(['info', 'debug', 'warn'])}`,
    ].join('\n'),
  json: (r, es) =>
    JSON.stringify(
      {
        service: r.pick(['checkout', 'notifier', 'ingest', 'reports']),
        timeoutMs: 5000,
        credentials: Object.fromEntries(
          es.map((e) => [k(e.phrase, r.pick(['camel', 'snake'])), e.value]),
        ),
      },
      null,
      2,
    ),
  yaml: (r, es) =>
    [
      `${r.pick(['integrations', 'providers', 'upstreams'])}:`,
      ...es.flatMap((e) => [
        `  ${e.slug.replace(/^internal-/, '')}:`,
        `    endpoint: https://${hostOf(e.slug)}/v1`,
        `    ${k(e.phrase, r.pick(['snake', 'kebab', 'camel']))}: ${r.chance(0.4) ? `'${e.value}'` : e.value}`,
      ]),
      'retries: 3',
    ].join('\n'),
  compose: (r, es) =>
    [
      'services:',
      `  ${r.pick(['api', 'worker', 'scheduler'])}:`,
      `    image: ghcr.io/acme/${r.pick(['api', 'worker', 'jobs'])}:${r.int(9)}.${r.int(30)}.${r.int(9)}`,
      '    environment:',
      ...es.map((e) =>
        r.chance(0.5)
          ? `      ${k(e.phrase, 'screaming')}: "${e.value}"`
          : `      - ${k(e.phrase, 'screaming')}=${e.value}`,
      ),
      '    ports:',
      '      - "8080:8080"',
    ].join('\n'),
  k8s: (r, es) =>
    [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      `  name: ${es[0].slug}-credentials`,
      `  namespace: ${r.pick(['prod', 'payments', 'default', 'data'])}`,
      'type: Opaque',
      'stringData:',
      ...es.map((e) => `  ${k(e.phrase, r.pick(['screaming', 'kebab', 'dotted']))}: "${e.value}"`),
    ].join('\n'),
  toml: (r, es) =>
    es
      .map((e) =>
        [
          `[${r.pick(['services', 'clients', 'secrets'])}.${e.slug.replace(/-/g, '_')}]`,
          `base_url = "https://${hostOf(e.slug)}"`,
          `${k(e.phrase, 'snake')} = "${e.value}"`,
        ].join('\n'),
      )
      .join('\n\n'),
  ini: (r, es) =>
    es
      .map((e) =>
        [
          `[${e.slug}]`,
          `host = ${hostOf(e.slug)}`,
          `${k(e.phrase, r.pick(['snake', 'pascal']))} = ${e.value}`,
        ].join('\n'),
      )
      .join('\n\n'),
  properties: (r, es) =>
    [
      '# application-prod.properties',
      'server.port=8443',
      ...es.map(
        (e) => `${r.pick(['app', 'integration', 'vendor'])}.${k(e.phrase, 'dotted')}=${e.value}`,
      ),
      'spring.jpa.open-in-view=false',
    ].join('\n'),
  shell: (r, es) =>
    [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      ...es.map(
        (e) => `export ${k(e.phrase, 'screaming')}=${r.chance(0.5) ? `'${e.value}'` : e.value}`,
      ),
      `./bin/${r.pick(['sync', 'deploy', 'backfill'])} --env prod`,
    ].join('\n'),
  python: (r, es) =>
    [
      'import requests',
      '',
      ...es.map((e) => `${k(e.phrase, 'screaming')} = "${e.value}"`),
      '',
      `def client():`,
      `    return requests.Session()`,
    ].join('\n'),
};

export { multi };
