import { Buffer } from 'node:buffer';
import { describe } from 'vitest';
import { ALNUM, BASE64, HEX, check, random, uuid } from '../../../test/helpers/secret-recipes.js';

// Infrastructure-as-code and pipeline files from the twenty-seventh blind secrets set (tuning):
// Pulumi's namespaced stack config, and what looks like a credential there and is not: Pulumi's
// and Travis's encrypted values, a Kubernetes Secret's encoded host names, captcha site keys,
// Algolia's search-only key, an Application Insights instrumentation key, jwt.io's example
// token in a header and a CircleCI cache key named with its checksum.

const encode = (text: string) => Buffer.from(text).toString('base64');

describe('infrastructure as code and pipelines', () => {
  const restToken = `Ar${random(ALNUM, 58)}`;
  const password = random(ALNUM, 44);
  const k8sToken = random(ALNUM, 40);
  check([
    {
      name: "Pulumi's namespaced keys hold plain values",
      text: [
        '# Pulumi.staging.yaml',
        'config:',
        '  aws:region: ap-southeast-2',
        `  ledger:upstashRedisRestToken: ${restToken}`,
        `  web:ossrhTokenPassword: ${password}`,
      ].join('\n'),
      expected: [
        ['generic-assignment', restToken],
        ['password', password],
      ],
    },
    {
      name: "Pulumi's secure values and salt, and Travis's secure values, are ciphertext",
      text: [
        `encryptionsalt: v1:${random(BASE64, 11)}=:v1:${random(ALNUM, 16)}:${random(BASE64, 32)}`,
        'config:',
        '  ledger:dbPassword:',
        `    secure: v1:${random(ALNUM, 16)}:${random(BASE64, 54)}==`,
        'env:',
        '  global:',
        `    - secure: "${random(BASE64, 340)}="`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "a Kubernetes Secret's encoded host name is data; an encoded token under any name is not",
      text: [
        'kind: Secret',
        'data:',
        `  host: ${encode('reports.staging.svc.cluster.local')}`,
        `  username: ${encode('svc_api')}`,
        `  relay: ${encode(k8sToken)}`,
      ].join('\n'),
      expected: [['high-entropy-assignment', encode(k8sToken)]],
    },
    {
      name: 'site keys, search-only keys and instrumentation keys are public',
      text: [
        `        VITE_RECAPTCHA_SITE_KEY: "6L${random(ALNUM, 38)}"`,
        `          NEXT_PUBLIC_TURNSTILE_SITE_KEY: 0x4AAAAAAA${random(ALNUM, 12)}`,
        `        EXPO_PUBLIC_ALGOLIA_SEARCH_ONLY_KEY: "${random(HEX, 32)}"`,
        `  "instrumentationKey": "${uuid()}",`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "jwt.io's example token in a header, and a cache key named by its checksum",
      text: [
        '    Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        `      - run: echo "cache key v2-deps-${random(ALNUM, 43)}="`,
      ].join('\n'),
      expected: [],
    },
  ]);
});

describe('what stays reported beside them', () => {
  const secretKey = random(ALNUM, 40);
  const adminKey = random(HEX, 32);
  const algoliaAdmin = random(HEX, 32);
  check([
    {
      name: "a captcha's secret key, Algolia's admin key and a search key of another kind",
      text: [
        `RECAPTCHA_SECRET_KEY=6L${secretKey.slice(2)}`,
        `ALGOLIA_ADMIN_API_KEY=${algoliaAdmin}`,
        `BING_SEARCH_KEY=${adminKey}`,
      ].join('\n'),
      expected: [
        ['generic-assignment', `6L${secretKey.slice(2)}`],
        ['generic-assignment', algoliaAdmin],
        ['generic-assignment', adminKey],
      ],
    },
  ]);
});
