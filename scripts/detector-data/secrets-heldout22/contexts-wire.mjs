// Command lines, HTTP and logs for the secrets-heldout22 positives: one credential each (the
// first pair of the provider), in the place a request or a terminal would show it.

const first = (c) => c.pairs[0];

export const WIRE_CONTEXTS = [
  {
    name: 'cli-flag',
    render: (c) =>
      `$ ${c.slug.replace(/-/g, '')}-cli ${c.r.pick(['deploy', 'upload', 'sync', 'import'])} ./public --${c.name(first(c).words, 'kebab', false)} ${first(c).value} --verbose\nUploading 412 files...\n`,
  },
  {
    name: 'cli-short-flag',
    render: (c) =>
      `# nightly backup of the catalog\nmediasync pull -u svc-catalog -p ${first(c).value} -h ${c.host} --out /var/backups/catalog\n`,
  },
  {
    name: 'curl-header',
    render: (c) =>
      `curl -sS -X ${c.r.pick(['GET', 'POST'])} "https://${c.host}/v1/${c.r.pick(['assets', 'products', 'episodes', 'entries'])}?limit=50" \\\n  -H "X-${c
        .name('api key', 'pascal', false)
        .replace(/(?=[A-Z])/g, '-')
        .slice(1)}: ${first(c).value}" \\\n  -H "Accept: application/json"\n`,
  },
  {
    name: 'curl-bearer',
    render: (c) =>
      `curl https://${c.host}/v2/uploads \\\n  --header 'Authorization: Bearer ${first(c).value}' \\\n  --form file=@cover-art.jpg\n`,
  },
  {
    name: 'http-dump',
    render: (c) =>
      `POST /v3/${c.r.pick(['transcode', 'search', 'translate', 'orders'])} HTTP/1.1\nHost: ${c.host}\nUser-Agent: lindenhaus-worker/1.8\nContent-Type: application/json\nAuthorization: ${c.r.pick(['Bearer', 'Token', 'Bearer'])} ${first(c).value}\nContent-Length: 87\n\n{"source":"s3://media-in/ep-214.wav","format":"mp3"}\n`,
  },
  {
    name: 'http-custom-header',
    render: (c) =>
      `> GET /api/v1/catalog HTTP/2\n> Host: ${c.host}\n> X-${c.slug.replace(/-/g, '')}-Key: ${first(c).value}\n> Accept: */*\n< HTTP/2 200\n< content-type: application/json\n`,
  },
  {
    name: 'basic-auth',
    render: (c) => {
      const blob = Buffer.from(
        `${c.r.pick(['shop', 'api', 'svc-media', 'admin'])}:${first(c).value}`,
      ).toString('base64');
      return {
        text: `GET /wp-json/wc/v3/orders?status=processing HTTP/1.1\nHost: ${c.host}\nAuthorization: Basic ${blob}\nAccept: application/json\n`,
        secrets: [blob],
      };
    },
  },
  {
    name: 'url-query',
    render: (c) =>
      `<script src="https://${c.host}/embed.js?${c.name(first(c).words, 'snake', false)}=${first(c).value}&amp;lang=en" async></script>\n`,
  },
  {
    name: 'url-in-code',
    render: (c) =>
      `const feedUrl = \`https://${c.host}/feeds/catalog.xml?${c.r.pick(['token', 'key', 'access_token', 'apikey'])}=${first(c).value}&format=gmc\`;\nconst res = await fetch(feedUrl);\n`,
  },
  {
    name: 'log-line',
    render: (c) =>
      `2024-05-${String(10 + c.r.int(18))}T0${c.r.int(9)}:1${c.r.int(9)}:07.412Z INFO  [media-worker] calling ${c.host} with ${c.name(first(c).words, 'snake', false)}=${first(c).value}\n2024-05-${String(10 + c.r.int(18))}T0${c.r.int(9)}:1${c.r.int(9)}:07.980Z WARN  [media-worker] retry 1/3 after 429\n`,
  },
  {
    name: 'js-fetch-header',
    render: (c) =>
      `export async function search(query) {\n  const res = await fetch('https://${c.host}/v1/query', {\n    method: 'POST',\n    headers: { '${c.r.pick(['X-Api-Key', 'Api-Key', 'X-Auth-Token', 'Authorization'])}': '${first(c).value}', 'Content-Type': 'application/json' },\n    body: JSON.stringify({ query }),\n  });\n  return res.json();\n}\n`,
  },
  {
    name: 'php-curl',
    render: (c) =>
      `$ch = curl_init('https://${c.host}/v1/products');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, [\n    'Authorization: Bearer ${first(c).value}',\n    'Content-Type: application/json',\n]);\n$body = curl_exec($ch);\n`,
  },
];

const DB = [
  [
    'neon',
    (pw, g) =>
      `postgresql://storefront_owner:${pw}@ep-${g.lower(6)}-${g.lower(8)}.eu-central-1.aws.neon.tech/storefront?sslmode=require`,
  ],
  [
    'mongodb-atlas',
    (pw, g) =>
      `mongodb+srv://mediaApp:${pw}@cluster0.${g.lower(5)}.mongodb.net/media?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    (pw, g) =>
      `redis://default:${pw}@redis-${g.digits(5)}.c${g.digits(3)}.eu-west-1-2.ec2.cloud.redislabs.com:${g.digits(5)}`,
  ],
  ['cloudamqp', (pw, g) => `amqps://${g.lower(8)}:${pw}@goose.rmq2.cloudamqp.com/${g.lower(8)}`],
  [
    'aiven-mysql',
    (pw, g) =>
      `mysql://avnadmin:${pw}@shop-db-${g.lower(6)}.aivencloud.com:12691/defaultdb?ssl-mode=REQUIRED`,
  ],
  [
    'cockroachdb',
    (pw, g) =>
      `postgresql://catalog:${pw}@free-tier${g.digits(2)}.aws-eu-west-1.cockroachlabs.cloud:26257/catalog`,
  ],
  [
    'azure-sql',
    (pw) =>
      `Server=tcp:lindenhaus-sql.database.windows.net,1433;Initial Catalog=shop;User ID=shopadmin;Password=${pw};Encrypt=True;`,
  ],
  [
    'mssql-jdbc',
    (pw) =>
      `jdbc:sqlserver://db01.internal:1433;databaseName=pim;user=pim_rw;password=${pw};encrypt=true`,
  ],
  [
    'heroku-postgres',
    (pw, g) =>
      `postgres://${g.lower(14)}:${pw}@ec2-${g.digits(2)}-${g.digits(3)}.eu-west-1.compute.amazonaws.com:5432/${g.lower(14)}`,
  ],
  ['render-redis', (pw, g) => `rediss://red-${g.lower(20)}:${pw}@frankfurt-redis.render.com:6379`],
  [
    'digitalocean-mysql',
    (pw, g) =>
      `mysql://doadmin:${pw}@db-mysql-fra1-${g.digits(5)}-do-user-${g.digits(7)}-0.b.db.ondigitalocean.com:25060/wordpress`,
  ],
  [
    'supabase-postgres',
    (pw, g) =>
      `postgresql://postgres.${g.lower(20)}:${pw}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres`,
  ],
  [
    'clickhouse-cloud',
    (pw, g) =>
      `clickhouse://default:${pw}@${g.lower(10)}.europe-west4.gcp.clickhouse.cloud:9440/analytics?secure=true`,
  ],
];

const DB_WRAP = [
  (s) => `DATABASE_URL=${s}\n`,
  (s) => `# config/database.yml\nproduction:\n  url: "${s}"\n  pool: 10\n`,
  (s) => `spring.datasource.url=${s}\nspring.datasource.hikari.maximum-pool-size=8\n`,
  (s) => `"ConnectionStrings": {\n  "Shop": "${s}"\n}\n`,
  (s) => `engine = create_engine("${s}", pool_pre_ping=True)\n`,
];

/** Connection-string positives: the password is the secret. */
export function connectionRecords(r, g) {
  return DB.map(([slug, make]) => {
    const pw = slug.includes('sql') && !slug.includes('postgres') ? g.pass(20) : g.url(24);
    const wrap = { 'azure-sql': DB_WRAP[3], 'mssql-jdbc': DB_WRAP[2] }[slug] ?? r.pick(DB_WRAP);
    return { provider: slug, rule: 'connection-string', text: wrap(make(pw, g)), secrets: [pw] };
  });
}
