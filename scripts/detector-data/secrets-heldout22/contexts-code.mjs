// Source-code syntaxes for the secrets-heldout22 positives (PHP, Ruby, JavaScript and Python
// first, then the other languages a site's services are written in).
import { pascal } from './naming.mjs';

const lines = (c, make) => c.pairs.map(make).join('\n');

export const CODE_CONTEXTS = [
  {
    name: 'python-settings',
    multi: true,
    render: (c) =>
      `# settings/production.py\nfrom .base import *  # noqa\n\nDEBUG = False\nALLOWED_HOSTS = ["lindenhaus.example"]\n${lines(c, (x) => `${c.name(x.words, 'scream')} = "${x.value}"`)}\nMEDIA_URL = "/media/"\n`,
  },
  {
    name: 'python-client',
    multi: true,
    render: (c) =>
      `import requests\n\n\nclass ${pascal(c.slug)}Client:\n    BASE = "https://${c.host}/v1"\n\n    def __init__(self):\n${lines(c, (x) => `        self.${c.name(x.words, 'snake', false)} = '${x.value}'`)}\n        self.session = requests.Session()\n`,
  },
  {
    name: 'js-object',
    multi: true,
    render: (c) =>
      `// gatsby-config.js\nmodule.exports = {\n  siteMetadata: { title: 'Lindenhaus', siteUrl: 'https://lindenhaus.example' },\n  plugins: [\n    'gatsby-plugin-image',\n    {\n      resolve: 'gatsby-source-${c.slug}',\n      options: {\n${lines(c, (x) => `        ${c.name(x.words, 'camel', false)}: '${x.value}',`)}\n      },\n    },\n  ],\n};\n`,
  },
  {
    name: 'next-config',
    multi: true,
    render: (c) =>
      `/** @type {import('next').NextConfig} */\nconst nextConfig = {\n  images: { domains: ['images.lindenhaus.example'] },\n  env: {\n${lines(c, (x) => `    ${c.name(x.words, 'scream')}: '${x.value}',`)}\n  },\n};\n\nexport default nextConfig;\n`,
  },
  {
    name: 'nuxt-config',
    multi: true,
    render: (c) =>
      `export default defineNuxtConfig({\n  modules: ['@nuxt/image'],\n  runtimeConfig: {\n${lines(c, (x) => `    ${c.name(x.words, 'camel')}: '${x.value}',`)}\n    public: { siteName: 'Lindenhaus' },\n  },\n});\n`,
  },
  {
    name: 'astro-config',
    multi: true,
    render: (c) =>
      `import { defineConfig } from 'astro/config';\nimport ${c.name('', 'camel').replace(/\W/g, '') || 'cms'} from '@lindenhaus/astro-${c.slug}';\n\nexport default defineConfig({\n  site: 'https://lindenhaus.example',\n  integrations: [\n    ${c.name('', 'camel').replace(/\W/g, '') || 'cms'}({\n${lines(c, (x) => `      ${c.name(x.words, 'camel', false)}: "${x.value}",`)}\n    }),\n  ],\n});\n`,
  },
  {
    name: 'ts-const',
    multi: true,
    render: (c) =>
      `// src/lib/${c.slug}.ts\n${lines(c, (x) => `export const ${c.name(x.words, 'scream')} = '${x.value}';`)}\n\nexport async function fetch${pascal(c.slug)}(path: string): Promise<Response> {\n  return fetch(\`https://${c.host}\${path}\`);\n}\n`,
  },
  {
    name: 'php-define',
    multi: true,
    render: (c) =>
      `<?php\n/** wp-config.php (excerpt) */\ndefine( 'DB_NAME', 'wp_journal' );\ndefine( 'WP_CACHE', true );\n${lines(c, (x) => `define( '${c.name(x.words, 'scream')}', '${x.value}' );`)}\n\n/* That's all, stop editing! */\n`,
  },
  {
    name: 'php-class',
    multi: true,
    render: (c) =>
      `<?php\n\nnamespace Lindenhaus\\Theme\\Integrations;\n\nfinal class ${pascal(c.slug)}Bridge\n{\n${lines(c, (x) => `    private string $${c.name(x.words, 'camel', false)} = '${x.value}';`)}\n\n    public function endpoint(): string\n    {\n        return 'https://${c.host}/v2';\n    }\n}\n`,
  },
  {
    name: 'ruby-initializer',
    multi: true,
    render: (c) =>
      `# config/initializers/${c.slug.replace(/-/g, '_')}.rb\n${pascal(c.slug)}.configure do |config|\n${lines(c, (x) => `  config.${c.name(x.words, 'snake', false)} = "${x.value}"`)}\n  config.timeout = 10\nend\n`,
  },
  {
    name: 'ruby-hash',
    multi: true,
    render: (c) =>
      `# lib/tasks/import_catalog.rake\nCLIENT = ${pascal(c.slug)}::Client.new(\n${lines(c, (x) => `  ${c.name(x.words, 'snake', false)}: '${x.value}',`)}\n  locale: 'fr'\n)\n`,
  },
  {
    name: 'go',
    multi: true,
    render: (c) =>
      `package media\n\nconst (\n\tendpoint = "https://${c.host}"\n${lines(c, (x) => `\t${c.name(x.words, 'camel')} = "${x.value}"`)}\n)\n`,
  },
  {
    name: 'java',
    multi: true,
    render: (c) =>
      `package example.catalog;\n\npublic final class ${pascal(c.slug)}Config {\n${lines(c, (x) => `    static final String ${c.name(x.words, 'scream', false)} = "${x.value}";`)}\n    private ${pascal(c.slug)}Config() {}\n}\n`,
  },
  {
    name: 'kotlin',
    multi: true,
    render: (c) =>
      `object ${pascal(c.slug)}Keys {\n${lines(c, (x) => `    const val ${c.name(x.words, 'camel', false)} = "${x.value}"`)}\n    const val region = "eu-west"\n}\n`,
  },
  {
    name: 'csharp',
    multi: true,
    render: (c) =>
      `public static class ${pascal(c.slug)}Settings\n{\n    public const string BaseUrl = "https://${c.host}";\n${lines(c, (x) => `    public const string ${c.name(x.words, 'pascal', false)} = "${x.value}";`)}\n}\n`,
  },
  {
    name: 'rust',
    multi: true,
    render: (c) =>
      `// src/config.rs\n${lines(c, (x) => `pub const ${c.name(x.words, 'scream')}: &str = "${x.value}";`)}\npub const USER_AGENT: &str = "lindenhaus-indexer/0.4";\n`,
  },
  {
    name: 'shell-export',
    multi: true,
    render: (c) =>
      `#!/usr/bin/env bash\nset -euo pipefail\n${lines(c, (x) => `export ${c.name(x.words, 'scream')}='${x.value}'`)}\n./bin/sync-media --since "$(date -d yesterday +%F)"\n`,
  },
];
