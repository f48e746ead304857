// Config-file syntaxes for the secrets-heldout22 positives. A context renders the pairs
// ({words, value}) of one provider `c.slug` into a file a site would really have.

const ENV_FILL = [
  'NODE_ENV=production',
  'PORT=8080',
  'LOG_LEVEL=info',
  'SITE_URL=https://shop.lindenhaus.example',
  'HUGO_ENV=production',
  'CACHE_TTL_SECONDS=300',
  'DEFAULT_LOCALE=en-GB',
  'IMAGE_QUALITY=82',
  'FEATURE_PODCAST_PLAYER=true',
  'CDN_BASE=https://cdn.lindenhaus.example',
];

function mix(r, lines, fill, count) {
  return r.shuffle([...lines, ...r.sample(fill, count)]).join('\n');
}

function quoteMaybe(r, value) {
  return r.chance(0.3) ? `"${value}"` : value;
}

export const CONFIG_CONTEXTS = [
  {
    name: 'dotenv',
    multi: true,
    render: (c) =>
      `# .env.production\n${mix(
        c.r,
        c.pairs.map((x) => `${c.name(x.words, 'scream')}=${quoteMaybe(c.r, x.value)}`),
        ENV_FILL,
        3,
      )}\n`,
  },
  {
    name: 'json-config',
    multi: true,
    render: (c) => {
      const inner = Object.fromEntries(
        c.pairs.map((x) => [c.name(x.words, 'camel', false), x.value]),
      );
      const doc = {
        name: 'storefront-api',
        locale: 'de-DE',
        [c.slug]: { ...inner, timeoutMs: 4000 },
      };
      return JSON.stringify(doc, null, 2) + '\n';
    },
  },
  {
    name: 'yaml-config',
    multi: true,
    render: (c) =>
      `# config/${c.r.pick(['production', 'settings', 'services'])}.yml\nsite:\n  title: Lindenhaus Journal\n  baseurl: /\n${c.slug.replace(/-/g, '_')}:\n${c.pairs.map((x) => `  ${c.name(x.words, 'snake', false)}: ${quoteMaybe(c.r, x.value)}`).join('\n')}\n  region: eu\n`,
  },
  {
    name: 'docker-compose',
    multi: true,
    render: (c) =>
      `services:\n  web:\n    image: ghcr.io/lindenhaus/storefront:2.14.1\n    ports:\n      - "3000:3000"\n    environment:\n      - NODE_ENV=production\n${c.pairs.map((x) => `      - ${c.name(x.words, 'scream')}=${x.value}`).join('\n')}\n    depends_on:\n      - redis\n`,
  },
  {
    name: 'k8s-secret',
    multi: true,
    render: (c) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${c.slug}-credentials\n  namespace: media\ntype: Opaque\nstringData:\n${c.pairs.map((x) => `  ${c.name(x.words, 'scream')}: "${x.value}"`).join('\n')}\n`,
  },
  {
    name: 'toml',
    multi: true,
    render: (c) =>
      `[server]\nport = 4000\n\n[${c.slug.replace(/-/g, '_')}]\n${c.pairs.map((x) => `${c.name(x.words, 'snake', false)} = "${x.value}"`).join('\n')}\nretries = 3\n`,
  },
  {
    name: 'hugo-config',
    multi: true,
    render: (c) =>
      `baseURL = "https://journal.lindenhaus.example/"\nlanguageCode = "en-us"\ntitle = "Lindenhaus Journal"\ntheme = "paperlane"\n\n[params]\n  description = "Notes on slow craft"\n${c.pairs.map((x) => `  ${c.name(x.words, 'camel')} = "${x.value}"`).join('\n')}\n\n[markup.goldmark.renderer]\n  unsafe = true\n`,
  },
  {
    name: 'jekyll-config',
    multi: true,
    render: (c) =>
      `title: Field Recordings\nurl: "https://fieldrecordings.example"\nplugins:\n  - jekyll-feed\n  - jekyll-${c.slug}\n${c.slug.replace(/-/g, '_')}:\n${c.pairs.map((x) => `  ${c.name(x.words, 'snake', false)}: ${x.value}`).join('\n')}\npermalink: /:year/:title/\n`,
  },
  {
    name: 'ini',
    multi: true,
    render: (c) =>
      `; shop-sync.ini\n[general]\nbatch_size = 250\n\n[${c.slug}]\n${c.pairs.map((x) => `${c.name(x.words, c.r.pick(['snake', 'camel']), false)} = ${x.value}`).join('\n')}\nendpoint = https://${c.host}/v2\n`,
  },
  {
    name: 'java-properties',
    multi: true,
    render: (c) =>
      `# application-prod.properties\nserver.port=8081\nspring.application.name=catalog-feed\n${c.pairs.map((x) => `${c.slug.replace(/-/g, '.')}.${c.name(x.words, 'kebab', false)}=${x.value}`).join('\n')}\nlogging.level.root=WARN\n`,
  },
  {
    name: 'xml-config',
    multi: true,
    render: (c) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n    <add key="Environment" value="Production" />\n${c.pairs.map((x) => `    <add key="${c.name(x.words, 'pascal')}" value="${x.value}" />`).join('\n')}\n  </appSettings>\n</configuration>\n`,
  },
  {
    name: 'magento-env-php',
    multi: true,
    render: (c) =>
      `<?php\nreturn [\n    'backend' => ['frontName' => 'admin_q7w'],\n    'system' => [\n        'default' => [\n            '${c.slug.replace(/-/g, '_')}' => [\n${c.pairs.map((x) => `                '${c.name(x.words, 'snake', false)}' => '${x.value}',`).join('\n')}\n            ],\n        ],\n    ],\n];\n`,
  },
  {
    name: 'terraform',
    multi: true,
    render: (c) =>
      `provider "${c.slug.replace(/-/g, '_')}" {\n${c.pairs.map((x) => `  ${c.name(x.words, 'snake', false)} = "${x.value}"`).join('\n')}\n}\n\nresource "${c.slug.replace(/-/g, '_')}_webhook" "orders" {\n  url = "https://hooks.lindenhaus.example/orders"\n}\n`,
  },
  {
    name: 'github-actions',
    multi: true,
    render: (c) =>
      `name: deploy-site\non:\n  push:\n    branches: [main]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n${c.pairs.map((x) => `      ${c.name(x.words, 'scream')}: ${x.value}`).join('\n')}\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm run build\n`,
  },
  {
    name: 'gitlab-ci',
    multi: true,
    render: (c) =>
      `variables:\n  GIT_DEPTH: "10"\n${c.pairs.map((x) => `  ${c.name(x.words, 'scream')}: "${x.value}"`).join('\n')}\n\npublish:\n  stage: deploy\n  script:\n    - bundle exec jekyll build\n    - ./scripts/push-assets.sh\n`,
  },
  {
    name: 'dockerfile',
    multi: true,
    render: (c) =>
      `FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev\n${c.pairs.map((x, i) => `${i === 0 && c.r.chance(0.4) ? 'ARG' : 'ENV'} ${c.name(x.words, 'scream')}=${x.value}`).join('\n')}\nCOPY . .\nCMD ["node", "server.js"]\n`,
  },
  {
    name: 'markdown-doc',
    multi: true,
    render: (c) =>
      `## Local setup\n\n1. Copy \`.env.example\` to \`.env\`.\n2. Ask Priya for access, or for now use the shared one:\n\n\`\`\`\n${c.pairs.map((x) => `${c.name(x.words, 'scream')}=${x.value}`).join('\n')}\n\`\`\`\n\n3. Run \`npm run dev\` and open http://localhost:4321.\n`,
  },
];
