// Carriers, label printers, delivery and fleet telematics providers.

import { F, P, hexKey, anKey, uuidKey } from './provider-kit.mjs';

export const LOGISTICS_PROVIDERS = [
  // ---- logistics: carriers, labels, delivery ----
  P(
    'shippo',
    'logistics',
    [F('SHIPPO_API_TOKEN', (v) => `shippo_live_${v.hex(40)}`, { pre: 'shippo_live_' })],
    {
      host: 'api.goshippo.com',
      path: '/shipments/',
      auth: 'ShippoToken',
    },
  ),
  P('easypost', 'logistics', [F('EASYPOST_API_KEY', (v) => `EZAK${v.hex(54)}`, { pre: 'EZAK' })]),
  P('shipengine', 'logistics', [F('SHIPENGINE_API_KEY', (v) => v.b64(43).replace(/[+/]/g, 'k'))], {
    host: 'api.shipengine.com',
    path: '/v1/labels',
    h: 'API-Key',
  }),
  P('shipstation', 'logistics', [
    F('SHIPSTATION_API_KEY', hexKey(32)),
    F('SHIPSTATION_API_SECRET', hexKey(32)),
  ]),
  P('fedex', 'logistics', [
    F('FEDEX_CLIENT_ID', (v) => `l7${v.hex(32)}`, { id: true }),
    F('FEDEX_CLIENT_SECRET', hexKey(32)),
  ]),
  P('ups', 'logistics', [
    F('UPS_CLIENT_ID', anKey(48), { id: true }),
    F('UPS_CLIENT_SECRET', anKey(64)),
  ]),
  P('usps', 'logistics', [F('USPS_CONSUMER_KEY', anKey(32)), F('USPS_CONSUMER_SECRET', anKey(16))]),
  P('dhl', 'logistics', [F('DHL_API_KEY', anKey(32)), F('DHL_API_SECRET', anKey(16))]),
  P('canada-post', 'logistics', [
    F('CANADAPOST_API_USER', hexKey(16), { id: true }),
    F('CANADAPOST_API_PASSWORD', hexKey(22)),
  ]),
  P('royal-mail', 'logistics', [F('ROYALMAIL_CLICKDROP_API_KEY', (v) => `${v.uuid()}`)], {
    host: 'api.parcel.royalmail.com',
    path: '/api/v1/orders',
    auth: 'Bearer',
  }),
  P('australia-post', 'logistics', [
    F('AUSPOST_API_KEY', uuidKey),
    F('AUSPOST_PASSWORD', (v) => v.an(20)),
  ]),
  P(
    'aftership',
    'logistics',
    [F('AFTERSHIP_API_KEY', (v) => `asat_${v.hex(32)}`, { pre: 'asat_' })],
    {
      host: 'api.aftership.com',
      path: '/tracking/2024-04/trackings',
      h: 'as-api-key',
    },
  ),
  P('sendcloud', 'logistics', [
    F('SENDCLOUD_PUBLIC_KEY', hexKey(32), { id: true }),
    F('SENDCLOUD_SECRET_KEY', hexKey(32)),
  ]),
  P(
    'shiprocket',
    'logistics',
    [
      F(
        'SHIPROCKET_TOKEN',
        (v) =>
          v.jwt({
            sub: v.digits(7),
            iss: 'https://apiv2.shiprocket.in/v1/external/auth/login',
            iat: v.epoch(),
            exp: v.epoch() + 864000,
            jti: v.an(16),
          }),
        { pre: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' },
      ),
    ],
    {
      host: 'apiv2.shiprocket.in',
      path: '/v1/external/courier/track/awb/141123221084922',
      auth: 'Bearer',
    },
  ),
  P(
    'easyship',
    'logistics',
    [F('EASYSHIP_API_TOKEN', (v) => `prod_${v.bytes64(32)}`, { pre: 'prod_' })],
    {
      host: 'public-api.easyship.com',
      path: '/2024-09/rates',
      auth: 'Bearer',
    },
  ),
  P('printnode', 'logistics', [F('PRINTNODE_API_KEY', (v) => v.b64u(43))]),
  P('zebra-savanna', 'logistics', [F('ZEBRA_SAVANNA_API_KEY', anKey(32))], {
    host: 'api.zebra.com',
    path: '/v2/tools/utilities/zpl-to-image',
    h: 'apikey',
  }),
  P('shipbob', 'logistics', [F('SHIPBOB_PAT', hexKey(64))], {
    host: 'api.shipbob.com',
    path: '/1.0/order?IsTrackingUploaded=false',
    auth: 'Bearer',
  }),
  P('17track', 'logistics', [F('TRACK17_TOKEN', (v) => v.HEX(32))], {
    host: 'api.17track.net',
    path: '/track/v2.2/gettrackinfo',
    h: '17token',
  }),
  P('karrio', 'logistics', [F('KARRIO_API_KEY', (v) => `key_${v.hex(32)}`, { pre: 'key_' })], {
    host: 'api.karrio.io',
    path: '/v1/shipments',
    auth: 'Token',
  }),
  P('uber-direct', 'logistics', [
    F('UBER_DIRECT_CUSTOMER_ID', uuidKey, { id: true }),
    F('UBER_DIRECT_CLIENT_SECRET', (v) => v.b64u(40)),
  ]),
  P('doordash-drive', 'logistics', [
    F('DOORDASH_DEVELOPER_ID', uuidKey, { id: true }),
    F('DOORDASH_KEY_ID', uuidKey, { id: true }),
    F('DOORDASH_SIGNING_SECRET', (v) => v.b64u(43)),
  ]),
  P('lalamove', 'logistics', [
    F('LALAMOVE_API_KEY', (v) => `pk_prod_${v.hex(32)}`, { id: true }),
    F('LALAMOVE_API_SECRET', (v) => `sk_prod_${v.b64(64).replace(/[+/]/g, 'x')}`, {
      pre: 'sk_prod_',
    }),
  ]),
  P('stuart', 'logistics', [
    F('STUART_CLIENT_ID', hexKey(64), { id: true }),
    F('STUART_CLIENT_SECRET', hexKey(64)),
  ]),
  P('postnl', 'logistics', [F('POSTNL_API_KEY', anKey(32))], {
    host: 'api.postnl.nl',
    path: '/shipment/v2_2/label?confirm=true',
    h: 'apikey',
  }),
  P('purolator', 'logistics', [
    F('PUROLATOR_KEY', hexKey(32)),
    F('PUROLATOR_KEY_PASSWORD', (v) => v.an(8)),
  ]),
  P('pitney-bowes', 'logistics', [F('PB_API_KEY', anKey(32)), F('PB_API_SECRET', anKey(16))]),
  P('dpd', 'logistics', [
    F('DPD_DELIS_ID', (v) => `${v.r.pick(['sandbox', 'kd'])}${v.digits(6)}`, { id: true }),
    F('DPD_PASSWORD', (v) => v.an(12)),
  ]),
  P('packlink', 'logistics', [F('PACKLINK_API_KEY', hexKey(64))], {
    host: 'api.packlink.com',
    path: '/v1/shipments',
    h: 'Authorization',
  }),
  P('parcel2go', 'logistics', [
    F('P2G_CLIENT_ID', (v) => `${v.digits(6)}:${v.uuid()}`, { id: true }),
    F('P2G_CLIENT_SECRET', (v) => v.b64u(64)),
  ]),
  P('shipday', 'logistics', [F('SHIPDAY_API_KEY', (v) => `${v.an(10)}.${v.an(20)}`)], {
    host: 'api.shipday.com',
    path: '/orders',
    auth: 'Basic',
  }),
  P('locus', 'logistics', [
    F('LOCUS_CLIENT_ID', (v) => v.lan(8), { id: true }),
    F('LOCUS_API_KEY', hexKey(40)),
  ]),

  // ---- fleet telematics and delivery routing ----
  P(
    'samsara',
    'telematics',
    [F('SAMSARA_API_TOKEN', (v) => `samsara_api_${v.an(30)}`, { pre: 'samsara_api_' })],
    {
      host: 'api.samsara.com',
      path: '/fleet/vehicles/locations',
      auth: 'Bearer',
    },
  ),
  P('geotab', 'telematics', [
    F('GEOTAB_DATABASE', (v) => `${v.r.pick(['acme_freight', 'coastal_haul', 'metro_deliv'])}`, {
      id: true,
    }),
    F(
      'GEOTAB_USERNAME',
      (v) => `api-${v.lan(5)}@${v.r.pick(['acmefreight.com', 'coastalhaul.ca', 'metrodeliv.io'])}`,
      { id: true },
    ),
    F('GEOTAB_PASSWORD', (v) => `${v.an(9)}${v.r.pick(['#', '!', '&'])}${v.digits(3)}`),
  ]),
  P('motive', 'telematics', [F('MOTIVE_API_KEY', uuidKey)], {
    host: 'api.gomotive.com',
    path: '/v1/vehicle_locations?per_page=100',
    h: 'X-Api-Key',
  }),
  P('verizon-connect', 'telematics', [
    F('REVEAL_USERNAME', (v) => `REST_${v.uan(6)}_${v.digits(4)}`, { id: true }),
    F('REVEAL_PASSWORD', (v) => `${v.an(12)}${v.r.pick(['!', '@', '#'])}`),
    F('REVEAL_APP_ID', (v) => `fleetmatics-p-us-${v.lan(24)}`, { id: true }),
  ]),
  P('webfleet', 'telematics', [
    F(
      'WEBFLEET_ACCOUNT',
      (v) => `${v.r.pick(['haulage', 'coldchain', 'parcelbv'])}-${v.digits(3)}`,
      { id: true },
    ),
    F('WEBFLEET_APIKEY', uuidKey),
    F('WEBFLEET_PASSWORD', (v) => v.an(12)),
  ]),
  P('fleetio', 'telematics', [
    F('FLEETIO_ACCOUNT_TOKEN', hexKey(10), { id: true }),
    F('FLEETIO_API_KEY', hexKey(40)),
  ]),
  P('smartcar', 'telematics', [
    F('SMARTCAR_CLIENT_ID', uuidKey, { id: true }),
    F('SMARTCAR_CLIENT_SECRET', uuidKey),
  ]),
  P('tesla-fleet', 'telematics', [
    F('TESLA_CLIENT_ID', uuidKey, { id: true }),
    F('TESLA_CLIENT_SECRET', (v) => `ta-secret.${v.an(16)}`, { pre: 'ta-secret.' }),
  ]),
  P('onfleet', 'telematics', [F('ONFLEET_API_KEY', hexKey(32))]),
  P('tookan', 'telematics', [F('TOOKAN_API_KEY', hexKey(64))]),
  P('bringg', 'telematics', [
    F('BRINGG_ACCESS_TOKEN', anKey(32)),
    F('BRINGG_SECRET_KEY', anKey(40)),
  ]),
  P('route4me', 'telematics', [F('ROUTE4ME_API_KEY', (v) => v.HEX(32))], {
    host: 'api.route4me.com',
    path: '/api.v4/optimization_problem.php?state=4&limit=10',
    q: 'api_key',
  }),
  P(
    'routific',
    'telematics',
    [
      F('ROUTIFIC_TOKEN', (v) => v.jwt({ _id: v.hex(24), iat: v.epoch() }), {
        pre: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.',
      }),
    ],
    { host: 'api.routific.com', path: '/v1/vrp', auth: 'bearer' },
  ),
  P('optimoroute', 'telematics', [F('OPTIMOROUTE_KEY', (v) => v.b64u(40))], {
    host: 'api.optimoroute.com',
    path: '/v1/get_routes?date=2024-06-03',
    q: 'key',
  }),
  P('project44', 'telematics', [
    F('P44_CLIENT_ID', (v) => `0oa${v.an(17)}`, { id: true }),
    F('P44_CLIENT_SECRET', (v) => v.b64u(40)),
  ]),
  P('fourkites', 'telematics', [F('FOURKITES_API_KEY', anKey(32))], {
    host: 'api.fourkites.com',
    path: '/shipments/v1/loads?status=in_transit',
    h: 'apikey',
  }),
  P('flexport', 'logistics', [F('FLEXPORT_API_KEY', hexKey(64))], {
    host: 'api.flexport.com',
    path: '/shipments?page=1&per=50',
    auth: 'Bearer',
  }),
  P('traccar', 'telematics', [F('TRACCAR_TOKEN', (v) => `RzBFAiEA${v.b64u(60)}`)], {
    host: 'gps.haulnet-fleet.net',
    path: '/api/positions',
    auth: 'Bearer',
  }),
  P('particle', 'telematics', [F('PARTICLE_ACCESS_TOKEN', hexKey(40))], {
    host: 'api.particle.io',
    path: '/v1/devices/e00fce68a1b2c3d4e5f60718/gps',
    auth: 'Bearer',
  }),
  P('hologram', 'telematics', [F('HOLOGRAM_API_KEY', (v) => v.an(30))]),
  P('azuga', 'telematics', [F('AZUGA_API_KEY', hexKey(64))], {
    host: 'services.azuga.com',
    path: '/azuga-ws/v1/trackee/locations.json',
    auth: 'Basic',
  }),
];
