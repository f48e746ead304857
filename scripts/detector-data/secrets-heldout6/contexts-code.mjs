// Programming-language syntaxes of the held-out (6) secrets set (same entry shape as
// contexts-config.mjs).

import { comment, styled } from './values.mjs';

const n = (e, style) => styled(e.words, style);

const python = (r, es) =>
  [
    `import requests`,
    ``,
    `# ${comment(r)}`,
    ...es.map((e) => `${n(e, 'SCREAM')} = "${e.v}"`),
    ``,
    `def client():`,
    `    s = requests.Session()`,
    `    s.headers["User-Agent"] = "sync/1.4"`,
    `    return s`,
  ].join('\n');

const javascript = (r, es) =>
  [
    `// ${comment(r)}`,
    `const config = {`,
    `  baseUrl: 'https://${es[0].p.host}',`,
    ...es.map((e) => `  ${n(e, 'camel')}: '${e.v}',`),
    `  timeout: ${1000 * (1 + r.int(20))},`,
    `};`,
    ``,
    `module.exports = config;`,
  ].join('\n');

const typescript = (r, es) =>
  [
    `export const ${es[0].p.slug.toUpperCase()}_CONFIG = {`,
    ...es.map((e) => `  ${n(e, 'camel')}: "${e.v}",`),
    `  region: "${r.pick(['eu', 'us', 'ap'])}",`,
    `} as const;`,
  ].join('\n');

const go = (r, es) =>
  [
    `package integrations`,
    ``,
    `// ${comment(r)}`,
    `const (`,
    ...es.map((e) => `\t${n(e, 'camel')} = "${e.v}"`),
    `\tdefaultTimeout = 15`,
    `)`,
  ].join('\n');

const java = (r, es) =>
  [
    `package com.acme.integration;`,
    ``,
    `public final class ${styled([es[0].p.slug, 'client'], 'pascal')} {`,
    `    // ${comment(r)}`,
    ...es.map((e) => `    private static final String ${n(e, 'SCREAM')} = "${e.v}";`),
    `    private static final int RETRIES = ${1 + r.int(4)};`,
    `}`,
  ].join('\n');

const kotlin = (r, es) =>
  [
    `object ${styled([es[0].p.slug, 'config'], 'pascal')} {`,
    ...es.map((e) => `    const val ${n(e, 'SCREAM')} = "${e.v}"`),
    `    const val BASE_URL = "https://${es[0].p.host}"`,
    `}`,
  ].join('\n');

const csharp = (r, es) =>
  [
    `namespace Acme.Integrations;`,
    ``,
    `public static class ${styled([es[0].p.slug, 'settings'], 'pascal')}`,
    `{`,
    ...es.map((e) => `    public const string ${n(e, 'pascal')} = "${e.v}";`),
    `}`,
  ].join('\n');

const ruby = (r, es) =>
  [
    `# config/initializers/${es[0].p.slug}.rb`,
    `${styled([es[0].p.slug], 'pascal')}.configure do |config|`,
    ...es.map((e) => `  config.${n(e, 'snake')} = '${e.v}'`),
    `  config.logger = Rails.logger`,
    `end`,
  ].join('\n');

const php = (r, es) =>
  [
    `<?php`,
    `// ${comment(r)}`,
    `return [`,
    `    '${es[0].p.slug}' => [`,
    ...es.map((e) => `        '${n(e, 'snake')}' => '${e.v}',`),
    `        'sandbox' => false,`,
    `    ],`,
    `];`,
  ].join('\n');

const rust = (r, es) =>
  [
    `// ${comment(r)}`,
    ...es.map((e) => `const ${n(e, 'SCREAM')}: &str = "${e.v}";`),
    ``,
    `fn client() -> reqwest::Client {`,
    `    reqwest::Client::new()`,
    `}`,
  ].join('\n');

const elixir = (r, es) =>
  [
    `import Config`,
    ``,
    `config :${r.pick(['my_app', 'shop', 'relay'])}, ${styled([es[0].p.slug, 'client'], 'pascal')},`,
    ...es.map((e) => `  ${n(e, 'snake')}: "${e.v}",`),
    `  pool_size: ${5 + r.int(20)}`,
  ].join('\n');

const swift = (r, es) =>
  [
    `import Foundation`,
    ``,
    `enum Secrets {`,
    ...es.map((e) => `    static let ${n(e, 'camel')} = "${e.v}"`),
    `}`,
  ].join('\n');

const dart = (r, es) =>
  [
    `// lib/env.dart`,
    `class Env {`,
    ...es.map((e) => `  static const String ${n(e, 'camel')} = '${e.v}';`),
    `  static const bool useSandbox = false;`,
    `}`,
  ].join('\n');

const rlang = (r, es) =>
  [
    `library(httr)`,
    `# ${comment(r)}`,
    ...es.map((e) => `Sys.setenv(${n(e, 'SCREAM')} = "${e.v}")`),
    `res <- GET("https://${es[0].p.host}/v1/status")`,
  ].join('\n');

const perl = (r, es) =>
  [
    `use strict;`,
    `use warnings;`,
    `my %cfg = (`,
    ...es.map((e) => `    ${n(e, 'snake')} => '${e.v}',`),
    `);`,
  ].join('\n');

const lua = (r, es) =>
  [
    `-- ${comment(r)}`,
    `local M = {}`,
    ...es.map((e) => `M.${n(e, 'snake')} = "${e.v}"`),
    `return M`,
  ].join('\n');

const powershell = (r, es) =>
  [
    `# deploy.ps1`,
    `$ErrorActionPreference = "Stop"`,
    ...es.map((e) => `$env:${n(e, 'SCREAM')} = "${e.v}"`),
    `Invoke-RestMethod -Uri "https://${es[0].p.host}/health"`,
  ].join('\n');

const haskell = (r, es) =>
  [
    `module Config where`,
    ``,
    ...es.flatMap((e) => [`${n(e, 'camel')} :: Text`, `${n(e, 'camel')} = "${e.v}"`]),
  ].join('\n');

const vagrant = (r, es) =>
  [
    `Vagrant.configure("2") do |config|`,
    `  config.vm.box = "${r.pick(['ubuntu/jammy64', 'debian/bookworm64'])}"`,
    `  config.vm.provision "shell", env: {`,
    ...es.map((e) => `    "${n(e, 'SCREAM')}" => "${e.v}",`),
    `  }, path: "provision.sh"`,
    `end`,
  ].join('\n');

const shell = (r, es) =>
  [
    `#!/usr/bin/env bash`,
    `set -euo pipefail`,
    `# ${comment(r)}`,
    ...es.map((e) => `export ${n(e, 'SCREAM')}=${r.chance(0.5) ? `'${e.v}'` : e.v}`),
    `./bin/sync --since yesterday`,
  ].join('\n');

const scala = (r, es) =>
  [
    `object Settings {`,
    ...es.map((e) => `  val ${n(e, 'camel')}: String = "${e.v}"`),
    `  val timeout = ${5 + r.int(30)}.seconds`,
    `}`,
  ].join('\n');

export const CODE_CONTEXTS = [
  ['python', python],
  ['javascript', javascript],
  ['typescript', typescript],
  ['go', go],
  ['java', java],
  ['kotlin', kotlin],
  ['csharp', csharp],
  ['ruby', ruby],
  ['php', php],
  ['rust', rust],
  ['elixir', elixir],
  ['swift', swift],
  ['dart', dart],
  ['r', rlang],
  ['perl', perl],
  ['lua', lua],
  ['powershell', powershell],
  ['haskell', haskell],
  ['vagrantfile', vagrant],
  ['shell-export', shell],
  ['scala', scala],
].map(([name, render]) => ({ name, multi: true, render }));
