// Context templates: each renders a provider's fields into one kind of file, command, log or
// message. The same templates render positives, placeholders and masked values.

import { CODE_TEMPLATES } from './templates-code.mjs';
import { FILE_TEMPLATES } from './templates-files.mjs';

export { camel, dotted, kebab, pascal, snake } from './context-kit.mjs';

const NEUTRAL = {
  maps: [
    ['DEFAULT_ZOOM', '12'],
    ['TILE_CACHE_TTL', '86400'],
    ['MAP_STYLE', 'streets-v12'],
    ['GEOCODER_TIMEOUT_MS', '4000'],
    ['BBOX', '-0.51,51.28,0.33,51.69'],
    ['MAX_FEATURES', '500'],
    ['TILE_CACHE_DIR', '/var/cache/tiles'],
    ['SRID', '4326'],
  ],
  weather: [
    ['POLL_INTERVAL_SECONDS', '600'],
    ['UNITS', 'metric'],
    ['STATIONS', 'EGLL,EHAM,KJFK'],
    ['FORECAST_HOURS', '48'],
    ['DEFAULT_LAT', '52.37'],
    ['DEFAULT_LON', '4.89'],
    ['AQI_ALERT_THRESHOLD', '150'],
    ['OUTPUT_BUCKET', 's3://wx-raw-ingest/hourly'],
  ],
  travel: [
    ['CURRENCY', 'EUR'],
    ['DEFAULT_ORIGIN', 'LHR'],
    ['SEARCH_TIMEOUT_S', '20'],
    ['MAX_RESULTS', '50'],
    ['LOCALE', 'en-GB'],
    ['CABIN_CLASS', 'ECONOMY'],
    ['CACHE_TTL_MINUTES', '15'],
    ['RAIL_STATION', 'KGX'],
  ],
  logistics: [
    ['WAREHOUSE_ID', 'ams-03'],
    ['LABEL_FORMAT', 'ZPL'],
    ['DEFAULT_CARRIER', 'ups'],
    ['WEIGHT_UNIT', 'kg'],
    ['PRINTER_ID', 'zebra-zt411-2'],
    ['WEBHOOK_PATH', '/hooks/tracking'],
    ['RATE_SHOP', 'true'],
    ['ORIGIN_POSTCODE', '1012AB'],
  ],
  telematics: [
    ['POLL_SECONDS', '30'],
    ['FLEET_REGION', 'us-central'],
    ['GEOFENCE_RADIUS_M', '250'],
    ['HOS_SYNC', 'enabled'],
    ['KAFKA_TOPIC', 'vehicle.positions.v2'],
    ['MAX_VEHICLES', '1200'],
    ['DEPOT', 'DAL-02'],
  ],
  generic: [
    ['LOG_LEVEL', 'info'],
    ['PORT', '8080'],
    ['NODE_ENV', 'production'],
    ['AWS_REGION', 'eu-west-1'],
    ['WORKERS', '4'],
    ['FEATURE_FLAGS', 'new-ui,beta-export'],
  ],
};

const APPS = {
  maps: ['tile-proxy', 'geocoder-svc', 'store-locator', 'map-renderer', 'geo-enrich'],
  weather: ['weather-etl', 'aq-monitor', 'storm-alerts', 'forecast-cache', 'wx-ingest'],
  travel: ['flight-tracker', 'hotel-search', 'rail-departures', 'fare-watch', 'trip-planner'],
  logistics: [
    'label-service',
    'shipping-rates',
    'parcel-tracker',
    'returns-portal',
    'dispatch-api',
  ],
  telematics: ['fleet-ingest', 'route-optimizer', 'driver-app', 'eta-service', 'fleet-dashboard'],
  generic: ['api-gateway', 'ops-tools', 'billing-worker', 'admin-panel', 'release-bot'],
};

/** Builds the shared context a template needs for one record. */
export function makeContext(r, prov, fields) {
  const domain = prov.domain;
  const neutral = r.sample(NEUTRAL[domain], 1 + r.int(3));
  return {
    r,
    prov,
    fields,
    domain,
    app: r.pick(APPS[domain]),
    env: r.pick(['production', 'staging', 'prod', 'live']),
    neutral,
    section: prov.name.replace(/-/g, '_'),
  };
}

export const TEMPLATES = [...FILE_TEMPLATES, ...CODE_TEMPLATES];

export const templateFor = (rule) => TEMPLATES.find((t) => t.rule === rule);
export const applicable = (prov) => TEMPLATES.filter((t) => !t.when || t.when(prov));
