// Code, shell, HTTP and prose syntaxes: same context as syntaxes-a.mjs.

const lines = (...parts) => parts.join('\n');

export const CODE_SYNTAXES = {
  python: (c) =>
    lines(
      'import requests',
      '',
      `${c.env} = "${c.value}"`,
      '',
      'def fetch(path):',
      `    return requests.get(f"https://${c.host}{path}", headers={"X-Api-Key": ${c.env}})`,
    ),
  javascript: (c) =>
    lines(
      `const client = new ${c.n('pascal').slice(0, 10)}Client({`,
      `  ${c.n('camel')}: '${c.value}',`,
      '  timeout: 10_000,',
      '});',
      'export default client;',
    ),
  typescript: (c) =>
    lines(
      `export const ${c.n('camel')}: string = "${c.value}";`,
      `export const BASE_URL = "https://${c.host}";`,
    ),
  go: (c) =>
    lines(
      'package config',
      '',
      'const (',
      `\t${c.n('pascal')} = "${c.value}"`,
      `\tBaseURL = "https://${c.host}"`,
      ')',
    ),
  java: (c) =>
    lines(
      'public final class Secrets {',
      `    static final String ${c.env} = "${c.value}";`,
      '    private Secrets() {}',
      '}',
    ),
  kotlin: (c) =>
    lines(
      'object RemoteConfig {',
      `    const val ${c.n('camel')} = "${c.value}"`,
      '    const val retries = 3',
      '}',
    ),
  csharp: (c) =>
    lines(
      'public static class Keys',
      '{',
      `    public const string ${c.n('pascal')} = "${c.value}";`,
      '}',
    ),
  unity_cs: (c) =>
    lines(
      'using UnityEngine;',
      '',
      'public class BackendBootstrap : MonoBehaviour',
      '{',
      `    [SerializeField] private string ${c.n('camel')} = "${c.value}";`,
      '    void Awake() { DontDestroyOnLoad(gameObject); }',
      '}',
    ),
  ruby: (c) =>
    lines(
      `${c.slug.replace(/-/g, '_').toUpperCase()}_CONFIG = {`,
      `  ${c.n('snake')}: '${c.value}',`,
      '  open_timeout: 5',
      '}.freeze',
    ),
  php: (c) =>
    lines(
      '<?php',
      'return [',
      `    '${c.n('snake')}' => '${c.value}',`,
      "    'debug' => false,",
      '];',
    ),
  rust: (c) =>
    lines(
      `pub const ${c.env}: &str = "${c.value}";`,
      '',
      "pub fn endpoint() -> &'static str {",
      `    "https://${c.host}"`,
      '}',
    ),
  arduino: (c) =>
    lines(
      '#include <WiFi.h>',
      '',
      `#define ${c.env} "${c.value}"`,
      '',
      'void setup() {',
      '  Serial.begin(115200);',
      '}',
    ),
  shell: (c) =>
    lines(
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      `export ${c.env}='${c.value}'`,
      './bin/sync --once',
    ),
  cli_flag: (c) =>
    `$ ${c.slug.replace(/-/g, '')}-cli deploy --region eu-1 --${c.n('kebab')} ${c.value} --yes`,
  curl: (c) =>
    lines(
      `curl -sS https://${c.host}/v1/status \\`,
      `  -H "X-${c.n('pascal').slice(0, 14)}: ${c.value}" \\`,
      '  -H "Accept: application/json"',
    ),
  http_bearer: (c) =>
    lines(
      `POST /v2/events HTTP/1.1`,
      `Host: ${c.host}`,
      `Authorization: Bearer ${c.value}`,
      'Content-Type: application/json',
      '',
      '{"event":"ping"}',
    ),
  http_basic: (c) => {
    const blob = Buffer.from(`${c.slug.replace(/-/g, '')}-svc:${c.value}`).toString('base64');
    const text = lines(
      `GET /v1/devices HTTP/1.1`,
      `Host: ${c.host}`,
      `Authorization: Basic ${blob}`,
      'Accept: */*',
    );
    return { text, secret: blob };
  },
  url_query: (c) =>
    `GET https://${c.host}/v1/lookup?q=berlin&${c.n('snake')}=${encodeURIComponent(c.value)}&format=json`,
  log_line: (c) =>
    `2024-0${1 + c.r.int(9)}-1${c.r.int(9)}T0${c.r.int(9)}:12:44Z DEBUG ${c.slug}.client init ${c.n('snake')}=${c.value} retries=3`,
  markdown: (c) =>
    lines(
      `## Setting up ${c.slug}`,
      '',
      'Put this in your local env before running the sync job:',
      '',
      '```',
      `${c.env}=${c.value}`,
      '```',
    ),
};
