// Source-code and script contexts, same signature as contexts-config.mjs. A context may
// carry `accepts(value)` when its quoting cannot hold every character.

import { name } from './naming.mjs';

function slugWords(provider) {
  return provider.split('-').filter((w) => w !== 'internal');
}

const noDollarOrQuote = (v) => !/[$"'\\`%!^]/.test(v);

export const CODE = {
  python(r, entries, p) {
    const lines = entries.map(([w, v]) => `${name(w, r.pick(['scream', 'snake']))} = "${v}"`);
    return `import requests\n\n${lines.join('\n')}\nBASE_URL = "https://api.${slugWords(p).join('')}.example/v2"\n\n\ndef fetch_report(day):\n    return requests.get(f"{BASE_URL}/reports/{day}", timeout=30)`;
  },
  javascript(r, entries, p) {
    const lines = entries.map(([w, v]) => `  ${name(w.slice(-2), 'camel')}: '${v}',`);
    return `// config/${slugWords(p).join('-')}.js\nmodule.exports = {\n  endpoint: 'https://api.${slugWords(p).join('')}.example',\n${lines.join('\n')}\n  retries: 3,\n};`;
  },
  typescript(r, entries, p) {
    const lines = entries.map(([w, v]) => `export const ${name(w, 'scream')} = '${v}';`);
    return `// src/integrations/${slugWords(p).join('-')}/constants.ts\n${lines.join('\n')}\nexport const DEFAULT_PAGE_SIZE = 100;`;
  },
  go(r, entries, p) {
    const lines = entries.map(([w, v]) => `\t${name(w, 'camel')} = "${v}"`);
    return `package ${slugWords(p).join('')}\n\nconst (\n\tbaseURL = "https://api.${slugWords(p).join('')}.example"\n${lines.join('\n')}\n)\n\nfunc NewClient() *Client { return &Client{url: baseURL} }`;
  },
  java(r, entries, p) {
    const lines = entries.map(
      ([w, v]) => `    private static final String ${name(w, 'scream')} = "${v}";`,
    );
    return `package com.acme.erp.${slugWords(p).join('')};\n\npublic final class ${name(slugWords(p), 'pascal')}Gateway {\n${lines.join('\n')}\n    private static final int TIMEOUT_MS = 15000;\n}`;
  },
  kotlin(r, entries, p) {
    const lines = entries.map(([w, v]) => `    const val ${name(w, 'scream')} = "${v}"`);
    return `object ${name(slugWords(p), 'pascal')}Config {\n${lines.join('\n')}\n    const val RETRY_LIMIT = 4\n}`;
  },
  csharp(r, entries, p) {
    const lines = entries.map(
      ([w, v]) => `        private const string ${name(w, 'pascal')} = "${v}";`,
    );
    return `namespace Acme.Integration.${name(slugWords(p), 'pascal')}\n{\n    internal static class Credentials\n    {\n${lines.join('\n')}\n    }\n}`;
  },
  chefRuby(r, entries, p) {
    const lines = entries.map(
      ([w, v]) => `default['${slugWords(p).join('_')}']['${name(w.slice(-2), 'snake')}'] = '${v}'`,
    );
    return `# cookbooks/${slugWords(p).join('_')}/attributes/default.rb\ndefault['${slugWords(p).join('_')}']['version'] = '4.2.1'\n${lines.join('\n')}`;
  },
  php(r, entries, p) {
    const lines = entries.map(([w, v]) => `    '${name(w.slice(-2), 'snake')}' => '${v}',`);
    return `<?php\n// config/${slugWords(p).join('_')}.php\nreturn [\n    'endpoint' => 'https://api.${slugWords(p).join('')}.example',\n${lines.join('\n')}\n];`;
  },
  rust(r, entries) {
    const lines = entries.map(([w, v]) => `const ${name(w, 'scream')}: &str = "${v}";`);
    return `use reqwest::Client;\n\n${lines.join('\n')}\n\nfn client() -> Client {\n    Client::new()\n}`;
  },
  shellCron(r, entries, p) {
    const lines = entries.map(([w, v]) => `export ${name(w, 'scream')}='${v}'`);
    return `#!/bin/sh\n# /etc/cron.daily/${slugWords(p).join('-')}-export\nset -eu\n${lines.join('\n')}\n/opt/tools/bin/export-job --since yesterday >> /var/log/export.log 2>&1`;
  },
  powershell(r, entries, p) {
    const lines = entries.map(([w, v]) => `$${name(w, 'pascal')} = '${v}'`);
    return `# Sync-${name(slugWords(p), 'pascal')}.ps1 (scheduled task, runs as SYSTEM)\n${lines.join('\n')}\n$Headers = @{ 'Accept' = 'application/json' }\nInvoke-RestMethod -Uri "https://api.partner.example/sync" -Headers $Headers -Method Post`;
  },
  batch: Object.assign(
    (r, entries) => {
      const lines = entries.map(([w, v]) => `set "${name(w, 'scream')}=${v}"`);
      return `@echo off\nrem nightly backup job\n${lines.join('\n')}\ncall "C:\\Tools\\backup.exe" /job:nightly\nexit /b %ERRORLEVEL%`;
    },
    { accepts: noDollarOrQuote },
  ),
  vbscript: Object.assign(
    (r, entries) => {
      const lines = entries.map(([w, v]) => `Const ${name(w, 'pascal')} = "${v}"`);
      return `' logon.vbs - maps drives and posts inventory\nOption Explicit\n${lines.join('\n')}\nDim objShell : Set objShell = CreateObject("WScript.Shell")`;
    },
    { accepts: noDollarOrQuote },
  ),
  markdown(r, entries, p) {
    const lines = entries.map(([w, v]) => `${name(w, 'scream')}=${v}`);
    return `## Setting up the ${p} connector\n\n1. Ask ops for access to the vault.\n2. Put these in your \`.env\` (the values below are the ones we use on UAT):\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n\n3. Run \`make sync\`.`;
  },
  logLine(r, entries, p) {
    const parts = entries.map(([w, v]) => `${name(w, 'snake')}=${v}`).join(' ');
    return `2024-0${1 + r.int(9)}-1${r.int(9)}T0${r.int(9)}:1${r.int(9)}:0${r.int(9)}.${r.int(999)}Z INFO  [${slugWords(p).join('-')}-client] connecting host=api.partner.example ${parts} attempt=1\n2024-05-12T03:11:07.412Z WARN  [${slugWords(p).join('-')}-client] slow response 2.4s`;
  },
};
