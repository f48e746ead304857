// Provider table, part B: databases as a service (whose secret is a password in a connection
// string), search and vector stores, CMSs and commerce (analytics, maps, AI: providers-b2.mjs).

import { row } from './providers-a.mjs';

function databaseRows() {
  const pw = (g) => g.b62(g.r.pick([16, 20, 24, 32]));
  return [
    row(
      'planetscale',
      'PlanetScale',
      'DATABASE_PASSWORD',
      (g) => `pscale_pw_${g.b64u(43)}`,
      'aws.connect.psdb.cloud',
      'conn',
      { conn: 'mysql' },
    ),
    row(
      'neon',
      'Neon',
      'PGPASSWORD',
      (g) => `npg_${g.b62(12)}`,
      'ep-silent-river-a1b2c3.eu-central-1.aws.neon.tech',
      'conn',
      { conn: 'postgres' },
    ),
    row(
      'supabase-db',
      'Supabase Postgres',
      'SUPABASE_DB_PASSWORD',
      pw,
      'db.qwerasdfzxcvtyui.supabase.co',
      'conn',
      { conn: 'postgres' },
    ),
    row(
      'mongodb-atlas',
      'MongoDB Atlas',
      'MONGO_PASSWORD',
      pw,
      'cluster0.x7k2m.mongodb.net',
      'conn',
      { conn: 'mongodb' },
    ),
    row(
      'upstash-redis',
      'Upstash Redis',
      'UPSTASH_REDIS_PASSWORD',
      (g) => `A${g.b64u(31)}`,
      'eu1-sharp-lynx-38211.upstash.io',
      'conn',
      { conn: 'redis' },
    ),
    row(
      'redis-cloud',
      'Redis Cloud',
      'REDIS_PASSWORD',
      (g) => g.b62(32),
      'redis-13422.c250.eu-central-1-1.ec2.redns.redis-cloud.com',
      'conn',
      { conn: 'redis' },
    ),
    row(
      'cockroachdb',
      'CockroachDB Cloud',
      'COCKROACH_PASSWORD',
      (g) => g.b64u(22),
      'free-tier14.aws-eu-central-1.cockroachlabs.cloud',
      'conn',
      { conn: 'postgres' },
    ),
    row(
      'aiven',
      'Aiven',
      'AIVEN_DB_PASSWORD',
      (g) => `AVNS_${g.b62(19)}`,
      'pg-3a91c2-acme.aivencloud.com',
      'conn',
      { conn: 'postgres' },
    ),
    row(
      'cloudamqp',
      'CloudAMQP',
      'CLOUDAMQP_PASSWORD',
      (g) => g.b64u(32),
      'goose.rmq2.cloudamqp.com',
      'conn',
      { conn: 'amqp' },
    ),
    row('azure-sql', 'Azure SQL', 'SQL_PASSWORD', pw, 'acme-prod.database.windows.net', 'conn', {
      conn: 'sqlserver',
    }),
    row(
      'timescale',
      'Timescale Cloud',
      'TIMESCALE_PASSWORD',
      pw,
      'k3j2h1g0.a1b2c3.tsdb.cloud.timescale.com',
      'conn',
      { conn: 'jdbc' },
    ),
    row(
      'scalegrid',
      'ScaleGrid MySQL',
      'MYSQL_PASSWORD',
      pw,
      'SG-acme-4821-master.servers.mongodirector.com',
      'conn',
      { conn: 'mysql' },
    ),
    row('fauna', 'Fauna', 'FAUNA_SECRET', (g) => `fnA${g.b64u(37)}`, 'db.fauna.com'),
    row('xata', 'Xata', 'XATA_API_KEY', (g) => `xau_${g.b62(36)}`, 'acme-abc123.eu-west-1.xata.sh'),
    row(
      'turso',
      'Turso',
      'TURSO_AUTH_TOKEN',
      (g) => g.jwt({ a: 'rw', id: g.uuid() }),
      'acme-db.turso.io',
    ),
    row(
      'influxdb',
      'InfluxDB Cloud',
      'INFLUX_TOKEN',
      (g) => `${g.b64u(86)}==`,
      'eu-central-1-1.aws.cloud2.influxdata.com',
      'Authorization',
    ),
    row(
      'supabase',
      'Supabase',
      'SUPABASE_ACCESS_TOKEN',
      (g) => `sbp_${g.hex(40)}`,
      'api.supabase.com',
    ),
    row(
      'upstash-rest',
      'Upstash REST',
      'UPSTASH_REDIS_REST_TOKEN',
      (g) => `A${g.b64u(5)}AAIjcD${g.b64u(50)}`,
      'eu1-sharp-lynx-38211.upstash.io',
    ),
    row(
      'convex',
      'Convex',
      'CONVEX_DEPLOY_KEY',
      (g) => `prod:happy-otter-123|${g.b64u(80)}`,
      'api.convex.dev',
      'Convex',
    ),
  ];
}

function searchRows() {
  return [
    row(
      'algolia',
      'Algolia',
      'ALGOLIA_ADMIN_KEY',
      (g) => g.hex(32),
      'XK2P7R4QZ1-dsn.algolia.net',
      'X-Algolia-API-Key',
      {
        id: ['ALGOLIA_APP_ID', (g) => g.upper(10)],
      },
    ),
    row(
      'meilisearch',
      'Meilisearch',
      'MEILI_MASTER_KEY',
      (g) => g.b64u(43),
      'search.internal.example.net',
    ),
    row(
      'typesense',
      'Typesense',
      'TYPESENSE_API_KEY',
      (g) => g.b62(32),
      'xyz123.a1.typesense.net',
      'X-TYPESENSE-API-KEY',
    ),
    row(
      'elastic-cloud',
      'Elastic Cloud',
      'ELASTIC_API_KEY',
      (g) => g.b64text(`${g.b64u(20)}:${g.b64u(22)}`),
      'acme.es.eu-west-1.aws.found.io',
      'ApiKey',
    ),
    row(
      'pinecone',
      'Pinecone',
      'PINECONE_API_KEY',
      (g) => `pcsk_${g.b62(5)}_${g.b62(63)}`,
      'api.pinecone.io',
      'Api-Key',
    ),
    row(
      'weaviate',
      'Weaviate Cloud',
      'WEAVIATE_API_KEY',
      (g) => g.b62(40),
      'acme-x1y2.weaviate.network',
    ),
    row(
      'qdrant',
      'Qdrant Cloud',
      'QDRANT_API_KEY',
      (g) => g.b64u(54),
      'a1b2c3.eu-central.aws.cloud.qdrant.io',
      'api-key',
    ),
    row(
      'zilliz',
      'Zilliz Cloud',
      'ZILLIZ_TOKEN',
      (g) => g.hex(104),
      'in03-abc.api.gcp-us-west1.zillizcloud.com',
    ),
  ];
}

function cmsRows() {
  return [
    row(
      'contentful',
      'Contentful',
      'CONTENTFUL_MANAGEMENT_TOKEN',
      (g) => `CFPAT-${g.b64u(43)}`,
      'api.contentful.com',
    ),
    row('sanity', 'Sanity', 'SANITY_API_TOKEN', (g) => `sk${g.b62(180)}`, 'abc123xy.api.sanity.io'),
    row(
      'storyblok',
      'Storyblok',
      'STORYBLOK_OAUTH_TOKEN',
      (g) => `${g.b62(22)}-${g.digits(6)}-${g.b62(20)}`,
      'mapi.storyblok.com',
      'Authorization',
    ),
    row('strapi', 'Strapi', 'STRAPI_API_TOKEN', (g) => g.hex(256), 'cms.acme-shop.example'),
    row('datocms', 'DatoCMS', 'DATOCMS_API_TOKEN', (g) => g.hex(30), 'site-api.datocms.com'),
    row(
      'ghost',
      'Ghost',
      'GHOST_ADMIN_API_KEY',
      (g) => `${g.hex(24)}:${g.hex(64)}`,
      'blog.acme.example',
    ),
    row(
      'directus',
      'Directus',
      'DIRECTUS_STATIC_TOKEN',
      (g) => g.b64u(32),
      'directus.acme.example',
    ),
    row(
      'wordpress',
      'WordPress',
      'WP_APPLICATION_PASSWORD',
      (g) => [0, 1, 2, 3, 4, 5].map(() => g.b62(4)).join(' '),
      'blog.example-agency.com',
      'basic',
    ),
    row(
      'hygraph',
      'Hygraph',
      'HYGRAPH_TOKEN',
      (g) => g.jwt({ version: 3, aud: ['https://api-eu-central-1.hygraph.com/v2/abc/master'] }),
      'api-eu-central-1.hygraph.com',
    ),
    row('builderio', 'Builder.io', 'BUILDER_PRIVATE_KEY', (g) => `bpk-${g.hex(32)}`, 'builder.io'),
    row(
      'shopify',
      'Shopify',
      'SHOPIFY_ADMIN_ACCESS_TOKEN',
      (g) => `shpat_${g.hex(32)}`,
      'acme-store.myshopify.com',
      'X-Shopify-Access-Token',
    ),
    row(
      'bigcommerce',
      'BigCommerce',
      'BIGCOMMERCE_ACCESS_TOKEN',
      (g) => g.lower(31),
      'api.bigcommerce.com',
      'X-Auth-Token',
    ),
    row(
      'woocommerce',
      'WooCommerce',
      'WC_CONSUMER_KEY',
      (g) => `ck_${g.hex(40)}`,
      'shop.acme.example',
      'basic',
      {
        pair: ['WC_CONSUMER_SECRET', (g) => `cs_${g.hex(40)}`],
      },
    ),
    row('magento', 'Magento', 'MAGENTO_ACCESS_TOKEN', (g) => g.lower(32), 'store.acme.example'),
    row(
      'prismic',
      'Prismic',
      'PRISMIC_ACCESS_TOKEN',
      (g) => `MC5${g.b64u(60)}`,
      'acme.cdn.prismic.io',
      '?access_token',
    ),
  ];
}

/** Part B of the provider table. */
export function providersB() {
  return [...databaseRows(), ...searchRows(), ...cmsRows()];
}
