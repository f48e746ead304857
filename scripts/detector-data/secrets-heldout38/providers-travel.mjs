// Flight, hotel, rail, transit and ride providers.

import { F, P, hexKey, anKey, uuidKey } from './provider-kit.mjs';

export const TRAVEL_PROVIDERS = [
  // ---- travel: flights, hotels, rail ----
  P('amadeus', 'travel', [F('AMADEUS_API_KEY', anKey(32)), F('AMADEUS_API_SECRET', anKey(16))]),
  P(
    'duffel',
    'travel',
    [F('DUFFEL_ACCESS_TOKEN', (v) => `duffel_live_${v.b64u(43)}`, { pre: 'duffel_live_' })],
    {
      host: 'api.duffel.com',
      path: '/air/offer_requests?return_offers=false',
      auth: 'Bearer',
    },
  ),
  P('sabre', 'travel', [
    F('SABRE_CLIENT_ID', (v) => `V1:${v.lan(16)}:DEVCENTER:EXT`, { id: true }),
    F('SABRE_CLIENT_SECRET', (v) => v.an(8)),
  ]),
  P('travelport', 'travel', [
    F('TRAVELPORT_USERNAME', (v) => `Universal API/uAPI${v.digits(10)}-${v.hex(8)}`, { id: true }),
    F(
      'TRAVELPORT_PASSWORD',
      (v) =>
        `${v.an(3)}${v.r.pick(['=', '!', '%'])}${v.an(3)}${v.r.pick(['+', '-', '*'])}${v.an(4)}`,
    ),
  ]),
  P('aviationstack', 'travel', [F('AVIATIONSTACK_ACCESS_KEY', hexKey(32))], {
    host: 'api.aviationstack.com',
    path: '/v1/flights?flight_iata=KL1001&flight_status=active',
    q: 'access_key',
  }),
  P('flightaware', 'travel', [F('AEROAPI_KEY', anKey(32))], {
    host: 'aeroapi.flightaware.com',
    path: '/aeroapi/flights/UAL1234',
    h: 'x-apikey',
  }),
  P('opensky', 'travel', [
    F('OPENSKY_USERNAME', (v) => `${v.r.pick(['adsb', 'radar', 'spotter'])}_${v.lan(5)}`, {
      id: true,
    }),
    F('OPENSKY_PASSWORD', (v) => v.an(14)),
  ]),
  P(
    'flightradar24',
    'travel',
    [
      F(
        'FR24_API_TOKEN',
        (v) => `${v.hex(8)}-${v.hex(4)}-${v.hex(4)}-${v.hex(4)}-${v.hex(12)}|${v.an(40)}`,
      ),
    ],
    {
      host: 'fr24api.flightradar24.com',
      path: '/api/live/flight-positions/light?bounds=50.68,43.1,-10.2,11.3',
      auth: 'Bearer',
    },
  ),
  P('cirium', 'travel', [
    F('FLIGHTSTATS_APP_ID', hexKey(8), { id: true }),
    F('FLIGHTSTATS_APP_KEY', hexKey(32)),
  ]),
  P('kiwi-tequila', 'travel', [F('TEQUILA_API_KEY', (v) => v.b64u(32))], {
    host: 'api.tequila.kiwi.com',
    path: '/v2/search?fly_from=PRG&fly_to=LGW&date_from=01/07/2024',
    h: 'apikey',
  }),
  P('expedia-rapid', 'travel', [
    F('RAPID_API_KEY', (v) => v.lan(30)),
    F('RAPID_SHARED_SECRET', (v) => v.lan(12)),
  ]),
  P('hotelbeds', 'travel', [
    F('HOTELBEDS_API_KEY', hexKey(32)),
    F('HOTELBEDS_SECRET', (v) => v.an(10)),
  ]),
  P('travelpayouts', 'travel', [F('TRAVELPAYOUTS_TOKEN', hexKey(32))], {
    host: 'api.travelpayouts.com',
    path: '/aviasales/v3/prices_for_dates?origin=MOW&destination=LED&currency=rub',
    h: 'X-Access-Token',
  }),
  P('serpapi', 'travel', [F('SERPAPI_API_KEY', hexKey(64))], {
    host: 'serpapi.com',
    path: '/search.json?engine=google_flights&departure_id=CDG&arrival_id=AUS&outbound_date=2024-09-18',
    q: 'api_key',
  }),
  P(
    'rapidapi',
    'travel',
    [F('RAPIDAPI_KEY', (v) => `${v.hex(10)}msh${v.an(15)}p1${v.hex(5)}jsn${v.hex(12)}`)],
    {
      host: 'booking-com.p.rapidapi.com',
      path: '/v1/hotels/search?dest_id=-553173&dest_type=city',
      h: 'X-RapidAPI-Key',
    },
  ),
  P('national-rail', 'travel', [F('DARWIN_LDB_TOKEN', uuidKey)]),
  P('tfl', 'travel', [F('TFL_APP_KEY', hexKey(32))], {
    host: 'api.tfl.gov.uk',
    path: '/StopPoint/940GZZLUKSX/Arrivals',
    q: 'app_key',
  }),
  P('deutsche-bahn', 'travel', [
    F('DB_CLIENT_ID', hexKey(32), { id: true }),
    F('DB_API_KEY', hexKey(32)),
  ]),
  P('navitia', 'travel', [F('NAVITIA_TOKEN', uuidKey)], {
    host: 'api.navitia.io',
    path: '/v1/coverage/sncf/journeys?from=stop_area:SNCF:87686006&to=stop_area:SNCF:87751008',
    h: 'Authorization',
  }),
  P('trafiklab', 'travel', [F('TRAFIKLAB_API_KEY', hexKey(32))], {
    host: 'api.resrobot.se',
    path: '/v2.1/departureBoard?id=740000001&format=json',
    q: 'accessId',
  }),
  P('transitland', 'travel', [F('TRANSITLAND_API_KEY', anKey(32))], {
    host: 'transit.land',
    path: '/api/v2/rest/stops?lat=37.7749&lon=-122.4194&radius=500',
    h: 'apikey',
  }),
  P('511-sf', 'travel', [F('API_511_KEY', uuidKey)], {
    host: 'api.511.org',
    path: '/transit/StopMonitoring?agency=SF&format=json',
    q: 'api_key',
  }),
  P('mta-bustime', 'travel', [F('MTA_BUSTIME_KEY', uuidKey)], {
    host: 'bustime.mta.info',
    path: '/api/siri/vehicle-monitoring.json?LineRef=MTA%20NYCT_B63',
    q: 'key',
  }),
  P('ns-api', 'travel', [F('NS_SUBSCRIPTION_KEY', hexKey(32))], {
    host: 'gateway.apiportal.ns.nl',
    path: '/reisinformatie-api/api/v2/departures?station=UT',
    h: 'Ocp-Apim-Subscription-Key',
  }),
  P('viator', 'travel', [F('VIATOR_API_KEY', uuidKey)], {
    host: 'api.viator.com',
    path: '/partner/products/search',
    h: 'exp-api-key',
  }),
  P('travelperk', 'travel', [F('TRAVELPERK_API_KEY', (v) => v.b64u(40))], {
    host: 'api.travelperk.com',
    path: '/trips?status=booked',
    auth: 'ApiKey',
  }),
  P('uber', 'travel', [
    F('UBER_CLIENT_ID', (v) => v.b64u(32), { id: true }),
    F('UBER_CLIENT_SECRET', (v) => v.b64u(40)),
  ]),
  P('lyft', 'travel', [
    F('LYFT_CLIENT_ID', (v) => v.b64u(12), { id: true }),
    F('LYFT_CLIENT_SECRET', anKey(32)),
  ]),
  P('mews', 'travel', [
    F('MEWS_CLIENT_TOKEN', (v) => `${v.HEX(32)}-${v.HEX(31)}`),
    F('MEWS_ACCESS_TOKEN', (v) => `${v.HEX(32)}-${v.HEX(31)}`),
  ]),
  P('cloudbeds', 'travel', [F('CLOUDBEDS_API_KEY', (v) => `cbat_${v.an(32)}`, { pre: 'cbat_' })], {
    host: 'api.cloudbeds.com',
    path: '/api/v1.2/getReservations?status=confirmed',
    auth: 'Bearer',
  }),
  P('apaleo', 'travel', [
    F('APALEO_CLIENT_ID', (v) => `${v.uan(4)}-SP-${v.r.pick(['RATES', 'SYNC', 'CHANNEL'])}`, {
      id: true,
    }),
    F('APALEO_CLIENT_SECRET', anKey(64)),
  ]),
  P(
    'aviation-edge',
    'travel',
    [F('AVIATION_EDGE_KEY', (v) => `${v.hex(6)}-${v.hex(4)}-${v.hex(4)}-${v.hex(4)}-${v.hex(12)}`)],
    {
      host: 'aviation-edge.com',
      path: '/v2/public/timetable?iataCode=JFK&type=departure',
      q: 'key',
    },
  ),
  P('airlabs', 'travel', [F('AIRLABS_API_KEY', uuidKey)], {
    host: 'airlabs.co',
    path: '/api/v9/schedules?dep_iata=SIN',
    q: 'api_key',
  }),
  P('sncf', 'travel', [F('SNCF_API_TOKEN', uuidKey)], {
    host: 'api.sncf.com',
    path: '/v1/coverage/sncf/stop_areas/stop_area:SNCF:87391003/departures',
    h: 'Authorization',
  }),
  P('getyourguide', 'travel', [F('GYG_ACCESS_TOKEN', anKey(64))], {
    host: 'api.getyourguide.com',
    path: '/1/tours?q=sagrada&cnt_language=en',
    h: 'X-ACCESS-TOKEN',
  }),
  P('hostaway', 'travel', [
    F('HOSTAWAY_ACCOUNT_ID', (v) => v.digits(5), { id: true }),
    F('HOSTAWAY_CLIENT_SECRET', hexKey(64)),
  ]),
  P('guesty', 'travel', [
    F('GUESTY_CLIENT_ID', (v) => `0oa${v.an(17)}`, { id: true }),
    F('GUESTY_CLIENT_SECRET', (v) => v.b64u(64)),
  ]),
  P('rome2rio', 'travel', [F('ROME2RIO_KEY', anKey(8))], {
    host: 'free.rome2rio.com',
    path: '/api/1.4/json/Search?oName=Bern&dName=Milan',
    q: 'key',
  }),
  P('wmata', 'travel', [F('WMATA_API_KEY', hexKey(32))], {
    host: 'api.wmata.com',
    path: '/StationPrediction.svc/json/GetPrediction/A01',
    h: 'api_key',
  }),
  P('ptv-victoria', 'travel', [
    F('PTV_DEV_ID', (v) => v.digits(7), { id: true }),
    F('PTV_API_KEY', uuidKey),
  ]),
  P('citymapper', 'travel', [F('CITYMAPPER_PARTNER_KEY', anKey(32))], {
    host: 'api.external.citymapper.com',
    path: '/api/1/directions/transit?start=51.525246,0.084672&end=51.559098,0.074503',
    h: 'Citymapper-Partner-Key',
  }),
  P('booking-demand', 'travel', [
    F('BOOKING_AFFILIATE_ID', (v) => v.digits(7), { id: true }),
    F('BOOKING_API_TOKEN', (v) => v.b64u(64)),
  ]),
];
