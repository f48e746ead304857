// Provider table, auth and feature flags, data APIs and internal services (rows as in providers-a.mjs).

import { row } from './providers-a.mjs';

function authRows() {
  return [
    row('okta', 'Okta', 'OKTA_API_TOKEN', (g) => `00${g.b64u(40)}`, 'acme.okta.com', 'SSWS'),
    row('auth0', 'Auth0', 'AUTH0_CLIENT_SECRET', (g) => g.b64u(64), 'acme.eu.auth0.com', 'body', {
      id: ['AUTH0_CLIENT_ID', (g) => g.b62(32)],
    }),
    row('clerk', 'Clerk', 'CLERK_SECRET_KEY', (g) => `sk_live_${g.b62(46)}`, 'api.clerk.com'),
    row(
      'stytch',
      'Stytch',
      'STYTCH_SECRET',
      (g) => `secret-live-${g.b64u(36)}`,
      'api.stytch.com',
      'basic',
      {
        id: ['STYTCH_PROJECT_ID', (g) => `project-live-${g.uuid()}`],
      },
    ),
    row('workos', 'WorkOS', 'WORKOS_API_KEY', (g) => `sk_${g.b62(70)}`, 'api.workos.com'),
    row(
      'launchdarkly',
      'LaunchDarkly',
      'LAUNCHDARKLY_SDK_KEY',
      (g) => `sdk-${g.uuid()}`,
      'sdk.launchdarkly.com',
      'Authorization',
    ),
    row('split', 'Split', 'SPLIT_SDK_KEY', (g) => g.lower(36), 'sdk.split.io'),
    row(
      'configcat',
      'ConfigCat',
      'CONFIGCAT_SDK_KEY',
      (g) => `configcat-sdk-1/${g.b64u(22)}/${g.b64u(22)}`,
      'cdn-global.configcat.com',
      'path',
    ),
    row(
      'flagsmith',
      'Flagsmith',
      'FLAGSMITH_SERVER_KEY',
      (g) => `ser.${g.b62(22)}`,
      'edge.api.flagsmith.com',
      'X-Environment-Key',
    ),
    row(
      'unleash',
      'Unleash',
      'UNLEASH_API_TOKEN',
      (g) => `*:production.${g.hex(56)}`,
      'unleash.acme.example',
      'Authorization',
    ),
    row(
      'statsig',
      'Statsig',
      'STATSIG_SERVER_SECRET',
      (g) => `secret-${g.b62(43)}`,
      'api.statsig.com',
      'statsig-api-key',
    ),
    row(
      'onfido',
      'Onfido',
      'ONFIDO_API_TOKEN',
      (g) => `api_live.${g.b64u(11)}.${g.b64u(32)}`,
      'api.eu.onfido.com',
      'Token',
    ),
    row(
      'persona',
      'Persona',
      'PERSONA_API_KEY',
      (g) => `persona_production_${g.uuid()}`,
      'withpersona.com',
    ),
    row(
      'sumsub',
      'Sumsub',
      'SUMSUB_SECRET_KEY',
      (g) => g.b62(32),
      'api.sumsub.com',
      'X-App-Access-Sig',
      {
        pair: ['SUMSUB_APP_TOKEN', (g) => `prd:${g.b62(24)}.${g.b62(32)}`],
      },
    ),
    row(
      'descope',
      'Descope',
      'DESCOPE_MANAGEMENT_KEY',
      (g) => `K${g.b62(26)}:${g.b62(80)}`,
      'api.descope.com',
    ),
  ];
}

function dataApiRows() {
  return [
    row(
      'shippo',
      'Shippo',
      'SHIPPO_API_TOKEN',
      (g) => `shippo_live_${g.hex(40)}`,
      'api.goshippo.com',
      'ShippoToken',
    ),
    row(
      'easypost',
      'EasyPost',
      'EASYPOST_API_KEY',
      (g) => `EZAK${g.hex(54)}`,
      'api.easypost.com',
      'basic',
    ),
    row(
      'aftership',
      'AfterShip',
      'AFTERSHIP_API_KEY',
      (g) => `asat_${g.hex(32)}`,
      'api.aftership.com',
      'as-api-key',
    ),
    row('lob', 'Lob', 'LOB_API_KEY', (g) => `live_${g.hex(35)}`, 'api.lob.com', 'basic'),
    row('newsapi', 'NewsAPI', 'NEWSAPI_KEY', (g) => g.hex(32), 'newsapi.org', 'X-Api-Key'),
    row(
      'rapidapi',
      'RapidAPI',
      'RAPIDAPI_KEY',
      (g) => `${g.hex(10)}msh${g.hex(15)}p1${g.hex(5)}jsn${g.hex(12)}`,
      'weatherapi-com.p.rapidapi.com',
      'X-RapidAPI-Key',
    ),
    row(
      'abstractapi',
      'Abstract API',
      'ABSTRACT_API_KEY',
      (g) => g.hex(32),
      'emailvalidation.abstractapi.com',
      '?api_key',
    ),
    row(
      'clearbit',
      'Clearbit',
      'CLEARBIT_KEY',
      (g) => `sk_${g.hex(32)}`,
      'person.clearbit.com',
      'basic',
    ),
    row('hunter', 'Hunter', 'HUNTER_API_KEY', (g) => g.hex(40), 'api.hunter.io', '?api_key'),
    row('serpapi', 'SerpApi', 'SERPAPI_KEY', (g) => g.hex(64), 'serpapi.com', '?api_key'),
    row(
      'alphavantage',
      'Alpha Vantage',
      'ALPHAVANTAGE_API_KEY',
      (g) => g.upper(16),
      'www.alphavantage.co',
      '?apikey',
    ),
    row('polygon', 'Polygon.io', 'POLYGON_API_KEY', (g) => g.b62(32), 'api.polygon.io', '?apiKey'),
    row('finnhub', 'Finnhub', 'FINNHUB_TOKEN', (g) => `c${g.lower(19)}`, 'finnhub.io', '?token'),
    row(
      'browserstack',
      'BrowserStack',
      'BROWSERSTACK_ACCESS_KEY',
      (g) => g.b62(20),
      'api.browserstack.com',
      'basic',
      {
        id: ['BROWSERSTACK_USERNAME', (g) => `acmeqa_${g.b62(6)}`],
      },
    ),
    row(
      'saucelabs',
      'Sauce Labs',
      'SAUCE_ACCESS_KEY',
      (g) => g.uuid(),
      'api.eu-central-1.saucelabs.com',
      'basic',
    ),
    row('apify', 'Apify', 'APIFY_TOKEN', (g) => `apify_api_${g.b62(36)}`, 'api.apify.com'),
    row(
      'scrapingbee',
      'ScrapingBee',
      'SCRAPINGBEE_API_KEY',
      (g) => g.upper(80),
      'app.scrapingbee.com',
      '?api_key',
    ),
  ];
}

function internalRows() {
  return [
    row(
      'internal-ledgerline',
      'Ledgerline (internal)',
      'LEDGERLINE_SERVICE_KEY',
      (g) => g.b62(48),
      'ledgerline.svc.cluster.local',
      'X-Ledgerline-Key',
    ),
    row(
      'internal-quarry',
      'Quarry ETL (internal)',
      'QUARRY_INGEST_SECRET',
      (g) => g.padded(44),
      'quarry.data.internal',
      'X-Quarry-Secret',
    ),
    row(
      'internal-northwind-sso',
      'Northwind SSO (internal)',
      'NW_SSO_CLIENT_SECRET',
      (g) => g.b64u(64),
      'sso.northwind.internal',
      'body',
    ),
    row(
      'internal-pagos',
      'Pagos gateway (internal)',
      'CLAVE_API_PAGOS',
      (g) => g.hex(48),
      'pagos.interno.example',
      'X-Clave-Api',
    ),
    row(
      'internal-lagerhaus',
      'Lagerhaus inventory (internal)',
      'LAGERHAUS_ZUGANGSTOKEN',
      (g) => g.b62(40),
      'lager.intern.example',
      'X-Zugangs-Token',
    ),
    row(
      'internal-hermes',
      'Hermes notifier (internal)',
      'HERMES_WEBHOOK_SECRET',
      (g) => `whsec_${g.b64(32)}`,
      'hermes.svc.internal',
      'X-Hermes-Signature',
    ),
    row(
      'internal-atlas-admin',
      'Atlas admin API (internal)',
      'ATLAS_ADMIN_TOKEN',
      (g) => g.hex(64),
      'atlas-admin.corp.internal',
    ),
    row(
      'internal-kite',
      'Kite feature service (internal)',
      'KITE_SIGNING_KEY',
      (g) => g.b64u(86),
      'kite.platform.internal',
      'X-Kite-Key',
    ),
    row(
      'internal-orbit',
      'Orbit billing (internal)',
      'ORBIT_BILLING_API_KEY',
      (g) => `orb_${g.lower(40)}`,
      'billing.orbit.internal',
      'X-Api-Key',
    ),
    row(
      'internal-jeton',
      'Service Jeton (internal)',
      'JETON_ACCES_SERVICE',
      (g) => g.uuid().replace(/-/g, '') + g.hex(16),
      'jeton.interne.example',
      'X-Jeton',
    ),
    row(
      'internal-mirage',
      'Mirage CDN signer (internal)',
      'MIRAGE_URL_SIGNING_SECRET',
      (g) => g.b62(56),
      'cdn.mirage.internal',
      '?sig',
    ),
    row(
      'internal-harbor-robot',
      'Harbor registry robot',
      'HARBOR_ROBOT_SECRET',
      (g) => g.b62(32),
      'harbor.acme.internal',
      'basic',
    ),
  ];
}

/** This part of the provider table. */
export function providersD2() {
  return [...authRows(), ...dataApiRows(), ...internalRows()];
}
