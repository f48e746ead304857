// Positive templates, part 2: source code, shells, HTTP, logs and documents. Same signature as
// the configuration templates; the secret is p.value.
import { APPS, REGIONS, shortWords, styled } from './names.mjs';

const cls = (p) => styled(p.slug.split('-'), 'pascal');
const ident = (p) => p.slug.replace(/-/g, '');

function python(r, p) {
  return `import requests

${styled(p.words, 'scream')} = "${p.value}"
BASE_URL = "https://${p.host}/v2"


def fetch(path, **params):
    resp = requests.get(f"{BASE_URL}/{path}", params=params,
                        headers={"Authorization": f"Bearer {${styled(p.words, 'scream')}}"}, timeout=10)
    resp.raise_for_status()
    return resp.json()`;
}

function django(r, p) {
  return `# settings/production.py
from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["${r.pick(APPS)}.example.com"]

${styled(p.words, 'scream')} = '${p.value}'

CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache"}}`;
}

function javascript(r, p) {
  return `const ${ident(p)} = require('${p.slug}');

const client = ${ident(p)}.createClient({
  ${styled(shortWords(p.words), 'camel')}: '${p.value}',
  region: '${r.pick(REGIONS)}',
});

module.exports = client;`;
}

function typescript(r, p) {
  return `// src/config/${ident(p)}.ts
export const ${styled(p.slug.split('-'), 'camel')}Config = {
  endpoint: 'https://${p.host}',
  ${styled(shortWords(p.words), 'camel')}: "${p.value}",
  retries: ${r.pick([1, 2, 3])},
} as const;`;
}

function tsConst(r, p) {
  return `import axios from 'axios';

const ${styled(p.words, 'scream')} = \`${p.value}\`;

export const api = axios.create({
  baseURL: 'https://${p.host}',
  headers: { 'X-Api-Key': ${styled(p.words, 'scream')} },
});`;
}

function go(r, p) {
  return `package ${ident(p)}client

import "net/http"

const ${styled(p.words, 'camel')} = "${p.value}"

func newRequest(method, url string) (*http.Request, error) {
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+${styled(p.words, 'camel')})
	return req, nil
}`;
}

function java(r, p) {
  return `package com.acme.${ident(p)};

public final class ${cls(p)}Settings {
    public static final String ${styled(shortWords(p.words), 'scream')} = "${p.value}";
    public static final int TIMEOUT_SECONDS = ${r.pick([10, 30, 60])};

    private ${cls(p)}Settings() {}
}`;
}

function kotlin(r, p) {
  return `object ${cls(p)}Keys {
    const val ${styled(shortWords(p.words), 'scream')} = "${p.value}"
    const val BASE_URL = "https://${p.host}/"
}

fun client() = ${cls(p)}Client(${cls(p)}Keys.${styled(shortWords(p.words), 'scream')})`;
}

function csharp(r, p) {
  return `using System.Net.Http;

public class ${cls(p)}Service
{
    private const string ${styled(shortWords(p.words), 'pascal')} = "${p.value}";
    private readonly HttpClient _http = new HttpClient();

    public ${cls(p)}Service()
    {
        _http.DefaultRequestHeaders.Add("X-${cls(p)}-Key", ${styled(shortWords(p.words), 'pascal')});
    }
}`;
}

function ruby(r, p) {
  return `# config/initializers/${p.slug.replace(/-/g, '_')}.rb
${cls(p)}.configure do |config|
  config.${styled(shortWords(p.words), 'snake')} = "${p.value}"
  config.timeout = ${r.pick([5, 10, 20])}
  config.logger = Rails.logger
end`;
}

function php(r, p) {
  if (r.chance(0.5)) {
    return `<?php
// config/services.php
return [
    '${p.slug.replace(/-/g, '_')}' => [
        '${styled(shortWords(p.words), 'snake')}' => '${p.value}',
        'endpoint' => 'https://${p.host}',
    ],
];`;
  }
  return `<?php
define( '${styled(p.words, 'scream')}', '${p.value}' );
define( 'WP_DEBUG', false );
$table_prefix = 'wp_';`;
}

function rust(r, p) {
  return `use reqwest::Client;

const ${styled(p.words, 'scream')}: &str = "${p.value}";

pub fn client() -> Client {
    Client::builder().user_agent("${r.pick(APPS)}/0.${r.int(9)}").build().unwrap()
}`;
}

function swift(r, p) {
  return `import Foundation

enum ${cls(p)}Config {
    static let ${styled(shortWords(p.words), 'camel')} = "${p.value}"
    static let baseURL = URL(string: "https://${p.host}")!
}`;
}

function shellExport(r, p) {
  return `#!/usr/bin/env bash
set -euo pipefail
export ${styled(p.words, 'scream')}='${p.value}'
export APP_ENV=${r.pick(['prod', 'staging'])}
./bin/${r.pick(APPS)} --migrate`;
}

function cliFlag(r, p) {
  const flag = r.pick([`--${styled(shortWords(p.words), 'kebab')}`, '--api-key', '--token', '-k']);
  const tool = `${ident(p)}-cli`;
  return `$ ${tool} login ${flag} ${p.value} --profile ${r.pick(['prod', 'default'])}
Logged in to ${p.host} as ${r.pick(['ops@acme.io', 'ci-bot', 'maria.k'])}.`;
}

function curl(r, p) {
  const header = r.pick([
    `Authorization: Bearer ${p.value}`,
    `X-${cls(p)}-Api-Key: ${p.value}`,
    `Api-Key: ${p.value}`,
    `Authorization: Token ${p.value}`,
  ]);
  return `curl -sS -X ${r.pick(['GET', 'POST'])} "https://${p.host}/v1/${r.pick(['accounts', 'messages', 'events', 'projects'])}" \\
  -H "${header}" \\
  -H "Content-Type: application/json"`;
}

function httpDump(r, p) {
  const header = r.pick([
    `Authorization: Bearer ${p.value}`,
    `X-API-Key: ${p.value}`,
    `X-Auth-Token: ${p.value}`,
  ]);
  return `POST /v3/${r.pick(['send', 'ingest', 'charges', 'index'])} HTTP/1.1
Host: ${p.host}
User-Agent: ${r.pick(APPS)}/2.4.1
${header}
Content-Type: application/json
Content-Length: ${40 + r.int(400)}

{"dry_run":false}`;
}

function urlQuery(r, p) {
  const param = r.pick(['api_key', 'token', 'access_token', 'key', 'apikey', 'auth']);
  const value = encodeURIComponent(p.value);
  const text = `GET https://${p.host}/v1/${r.pick(['forecast', 'lookup', 'search', 'status'])}?q=${r.pick(['berlin', '8.8.8.8', 'shoes'])}&${param}=${value}&format=json -> 200 (${20 + r.int(400)} ms)`;
  return { text, secrets: [value] };
}

function logLine(r, p) {
  const ts = `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:07.${r.int(900) + 100}Z`;
  return `${ts} INFO  [${r.pick(APPS)}] loaded config from env
${ts} DEBUG [${r.pick(APPS)}] ${ident(p)} client init {"endpoint":"https://${p.host}","${styled(shortWords(p.words), 'camel')}":"${p.value}","retries":3}
${ts} INFO  [${r.pick(APPS)}] listening on :${r.pick([8080, 3000])}`;
}

function markdown(r, p) {
  return `## Local setup

1. Copy \`.env.example\` to \`.env\`.
2. Ask in #${r.pick(['platform', 'backend', 'devops'])} for access, or use the shared ${p.label} key for now:

   \`\`\`
   ${styled(p.words, 'scream')}=${p.value}
   \`\`\`

3. Run \`make dev\`.`;
}

function notebook(r, p) {
  const line = `${styled(shortWords(p.words), 'snake')} = '${p.value}'`;
  return JSON.stringify(
    {
      cell_type: 'code',
      execution_count: 3 + r.int(20),
      metadata: {},
      outputs: [
        {
          name: 'stdout',
          output_type: 'stream',
          text: [`using ${p.label} client, key=${p.value}\n`],
        },
      ],
      source: [
        `import ${ident(p)}\n`,
        `${line}\n`,
        `client = ${ident(p)}.Client(${styled(shortWords(p.words), 'snake')})`,
      ],
    },
    null,
    1,
  );
}

function stackTrace(r, p) {
  return `Traceback (most recent call last):
  File "/srv/app/jobs/sync.py", line ${20 + r.int(200)}, in run
    client.push(batch)
  File "/usr/local/lib/python3.11/site-packages/${ident(p)}/client.py", line ${50 + r.int(300)}, in push
    raise AuthError(f"rejected key {self.api_key!r}")
${ident(p)}.errors.AuthError: rejected key '${p.value}' (401 from https://${p.host})`;
}

function sqlSeed(r, p) {
  return `-- seed/0${r.int(9)}_integrations.sql
INSERT INTO integrations (id, provider, ${styled(shortWords(p.words), 'snake')}, enabled, created_at)
VALUES (${1 + r.int(90)}, '${p.slug}', '${p.value}', true, NOW());`;
}

export const CODE_TEMPLATES = {
  python,
  django,
  javascript,
  typescript,
  'ts-const': tsConst,
  go,
  java,
  kotlin,
  csharp,
  ruby,
  php,
  rust,
  swift,
  'shell-export': shellExport,
  'cli-flag': cliFlag,
  curl,
  'http-request': httpDump,
  'url-query': urlQuery,
  'log-line': logLine,
  markdown,
  notebook,
  'stack-trace': stackTrace,
  'sql-seed': sqlSeed,
};
