// Request-shaped syntaxes for set-21 positives: curl, HTTP dumps, URLs, CLI flags and
// connection strings. They return { text, secrets } when the secret differs from the value.

const URLSAFE = /^[A-Za-z0-9._~-]+$/;

/** How `c.hdr` puts the value on a request: a header line, a query or a basic-auth blob. */
export function authPart(c) {
  const { hdr, v } = c;
  if (hdr === 'basic') {
    const blob = Buffer.from(`${c.user}:${v}`).toString('base64');
    return { header: `Authorization: Basic ${blob}`, secret: blob };
  }
  if (hdr === 'bearer') {
    return { header: `Authorization: Bearer ${v}`, secret: v };
  }
  if (hdr === 'token') {
    return { header: `Authorization: Token ${v}`, secret: v };
  }
  if (hdr === 'token:raw') {
    return { header: `token: ${v}`, secret: v };
  }
  if (hdr.startsWith('scheme:')) {
    return { header: `Authorization: ${hdr.slice(7)} ${v}`, secret: v };
  }
  if (/^(query|form|json):|^(none|path|digest)$/.test(hdr)) {
    return null;
  }
  return { header: `${hdr}: ${v}`, secret: v };
}

const headerFits = (c) => authPart(c) !== null;

export const REQUEST_CONTEXTS = [
  {
    name: 'curl-header',
    fits: (v, c) => headerFits(c),
    make: (c) => {
      const a = authPart(c);
      return {
        text: [
          `# list the latest deposits`,
          `curl -sS \\`,
          `  -H "${a.header}" \\`,
          `  -H "Accept: application/json" \\`,
          `  "https://${c.host}/api/v1/records?size=${c.r.pick([10, 50, 100])}" | jq '.hits'`,
        ].join('\n'),
        secrets: [a.secret],
      };
    },
  },
  {
    name: 'http-dump',
    fits: (v, c) => headerFits(c),
    make: (c) => {
      const a = authPart(c);
      const method = c.r.pick(['GET', 'POST', 'PUT']);
      return {
        text: [
          `${method} /api/${c.project}/items HTTP/1.1`,
          `Host: ${c.host}`,
          `User-Agent: python-requests/2.32.3`,
          a.header,
          `Accept: */*`,
          `Content-Length: ${method === 'GET' ? 0 : 120 + c.r.int(800)}`,
        ].join('\n'),
        secrets: [a.secret],
      };
    },
  },
  {
    name: 'url-query',
    fits: (v, c) => c.hdr.startsWith('query:') || (URLSAFE.test(v) && /^(form|json):/.test(c.hdr)),
    make: (c) => {
      const param = c.hdr.split(':')[1];
      return [
        `# nightly harvest (crontab)`,
        `15 2 * * * wget -q -O /data/${c.project}/dump.json "https://${c.host}/api/export?${param}=${c.v}&format=json&rows=1000"`,
      ].join('\n');
    },
  },
  {
    name: 'curl-form',
    fits: (v, c) => /^(form|json):/.test(c.hdr),
    make: (c) => {
      const param = c.hdr.split(':')[1];
      return c.hdr.startsWith('json:')
        ? `curl -X POST https://${c.host}/publicAPI/v2/timeseries/data/ \\\n  -H 'Content-Type: application/json' \\\n  -d '{"seriesid":["CUUR0000SA0"],"startyear":"2019","endyear":"2024","${param}":"${c.v}"}'`
        : `curl -X POST https://${c.host}/api/ \\\n  -d ${param}=${c.v} \\\n  -d content=record -d format=json -d type=flat`;
    },
  },
  {
    name: 'cli-flag',
    fits: (v) => !/\s/.test(v),
    make: (c) => {
      const tool = c.r.pick([
        'harvest-cli',
        `${c.slug}-sync`,
        'datactl',
        'python -m uploader',
        'Rscript push.R',
      ]);
      const flag = c.r.pick(['--api-key', '--token', '--secret', '-k', `--${c.name(['kebab'])}`]);
      return [
        `$ ${tool} ${flag} ${c.v} --project ${c.project} --dry-run=false`,
        `uploading 14 files to https://${c.host} ...`,
        `done (2.3 MB)`,
      ].join('\n');
    },
  },
  {
    name: 'url-path',
    fits: (v, c) => c.hdr === 'path',
    make: (c) =>
      `const endpoint = \`https://${c.host}/v2/${c.v}/query\`;\nconst res = await fetch(endpoint, { method: 'POST', body: JSON.stringify(q) });`,
  },
  {
    name: 'curl-digest',
    fits: (v, c) => c.hdr === 'digest',
    make: (c) =>
      `curl --user "${c.user}:${c.v}" --digest \\\n  --header "Accept: application/json" \\\n  "https://${c.host}/api/atlas/v2/groups?pretty=true"`,
  },
];

/** Connection strings whose password is the secret: [provider, make(c, pw)]. */
export const CONNECTION_CONTEXTS = [
  [
    'postgres-lab',
    (c, pw) =>
      `DATABASE_URL=postgresql://${c.user}:${pw}@${c.host}:5432/${c.project.replace(/-/g, '_')}?sslmode=require`,
  ],
  [
    'postgis',
    (c, pw) =>
      `# PostGIS for the parcel layers\nconn = psycopg2.connect("postgres://gis_writer:${pw}@${c.host}/cadastre")`,
  ],
  [
    'mysql-lims',
    (c, pw) =>
      `spring.datasource.url=jdbc:mysql://${c.host}:3306/lims?user=lims_app&password=${pw}&useSSL=true`,
  ],
  [
    'mongodb-atlas',
    (c, pw) =>
      `MONGO_URI="mongodb+srv://${c.user}:${pw}@cluster0.ab12c.mongodb.net/specimens?retryWrites=true&w=majority"`,
  ],
  [
    'redis-cloud',
    (c, pw) =>
      `celery:\n  broker_url: redis://:${pw}@${c.host}:6379/0\n  result_backend: redis://:${pw}@${c.host}:6379/1`,
  ],
  ['cloudamqp', (c, pw) => `AMQP_URL = "amqps://${c.user}:${pw}@${c.host}/vhost-${c.project}"`],
  [
    'azure-sql-library',
    (c, pw) =>
      `"ConnectionStrings": {\n  "Library": "Server=tcp:${c.host},1433;Database=Circulation;User ID=koha_sync;Password=${pw};Encrypt=True;"\n}`,
  ],
  [
    'survey-postgres',
    (c, pw) =>
      `con <- DBI::dbConnect(RPostgres::Postgres(), host = "${c.host}", dbname = "survey",\n  user = "${c.user}", password = "${pw}")`,
  ],
  [
    'postgis-gdal',
    (c, pw) =>
      `ogr2ogr -f PostgreSQL PG:"host=${c.host} dbname=gis user=${c.user} password=${pw}" parcels.gpkg`,
  ],
  [
    'geoserver-postgis',
    (c, pw) =>
      `<datastore>\n  <connectionParameters>\n    <entry key="host">${c.host}</entry>\n    <entry key="user">geoserver</entry>\n    <entry key="passwd">${pw}</entry>\n    <entry key="dbtype">postgis</entry>\n  </connectionParameters>\n</datastore>`,
  ],
];
