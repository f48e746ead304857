// Maps, tiles, geocoding and geospatial data providers.

import { F, P, hexKey, anKey, uuidKey } from './provider-kit.mjs';

export const MAPS_PROVIDERS = [
  // ---- maps and geospatial ----
  P(
    'mapbox',
    'maps',
    [
      F(
        'MAPBOX_SECRET_TOKEN',
        (v) =>
          `sk.${v.b64url(JSON.stringify({ u: v.r.pick(['fleetmaps', 'acme-geo', 'tilesprod', 'routewise']), a: `cl${v.lan(23)}` }))}.${v.b64u(22)}`,
        { pre: 'sk.eyJ1Ijoi' },
      ),
    ],
    { host: 'api.mapbox.com', path: '/uploads/v1/fleetmaps/credentials', q: 'access_token' },
  ),
  P(
    'google-maps',
    'maps',
    [F('GOOGLE_MAPS_API_KEY', (v) => `AIzaSy${v.b64u(33)}`, { pre: 'AIzaSy' })],
    {
      host: 'maps.googleapis.com',
      path: '/maps/api/geocode/json?address=Prinsengracht+263+Amsterdam',
      q: 'key',
    },
  ),
  P('here', 'maps', [F('HERE_API_KEY', (v) => v.b64u(43))], {
    host: 'geocode.search.hereapi.com',
    path: '/v1/geocode?q=Invalidenstr+117+Berlin',
    q: 'apiKey',
  }),
  P('tomtom', 'maps', [F('TOMTOM_API_KEY', anKey(32))], {
    host: 'api.tomtom.com',
    path: '/routing/1/calculateRoute/52.50931,13.42936:52.50274,13.43872/json?traffic=true',
    q: 'key',
  }),
  P('opencage', 'maps', [F('OPENCAGE_API_KEY', hexKey(32))], {
    host: 'api.opencagedata.com',
    path: '/geocode/v1/json?q=51.952659,7.632473&no_annotations=1',
    q: 'key',
  }),
  P('locationiq', 'maps', [F('LOCATIONIQ_TOKEN', (v) => `pk.${v.hex(32)}`, { pre: 'pk.' })], {
    host: 'us1.locationiq.com',
    path: '/v1/reverse?lat=40.7484&lon=-73.9857&format=json',
    q: 'key',
  }),
  P('geoapify', 'maps', [F('GEOAPIFY_API_KEY', hexKey(32))], {
    host: 'api.geoapify.com',
    path: '/v1/routing?waypoints=50.679,4.569|50.661,4.578&mode=drive',
    q: 'apiKey',
  }),
  P('positionstack', 'maps', [F('POSITIONSTACK_ACCESS_KEY', hexKey(32))], {
    host: 'api.positionstack.com',
    path: '/v1/forward?query=1600+Pennsylvania+Ave+NW',
    q: 'access_key',
  }),
  P('mapquest', 'maps', [F('MAPQUEST_KEY', anKey(32))], {
    host: 'www.mapquestapi.com',
    path: '/directions/v2/route?from=Denver,CO&to=Boulder,CO',
    q: 'key',
  }),
  P('bing-maps', 'maps', [F('BING_MAPS_KEY', (v) => `A${v.b64u(63)}`)], {
    host: 'dev.virtualearth.net',
    path: '/REST/v1/Locations?q=Space+Needle+Seattle',
    q: 'key',
  }),
  P('azure-maps', 'maps', [F('AZURE_MAPS_SUBSCRIPTION_KEY', (v) => v.b64u(43))], {
    host: 'atlas.microsoft.com',
    path: '/search/address/json?api-version=1.0&query=15127+NE+24th+Street',
    q: 'subscription-key',
    h: 'subscription-key',
  }),
  P(
    'esri',
    'maps',
    [F('ARCGIS_API_KEY', (v) => `AAPK${v.hex(32)}${v.b64u(64)}`, { pre: 'AAPK' })],
    {
      host: 'geocode-api.arcgis.com',
      path: '/arcgis/rest/services/World/GeocodeServer/findAddressCandidates?f=json&address=380+New+York+St',
      q: 'token',
    },
  ),
  P('stadia-maps', 'maps', [F('STADIA_API_KEY', uuidKey)], {
    host: 'api.stadiamaps.com',
    path: '/geocoding/v1/search?text=Tartu',
    q: 'api_key',
  }),
  P('thunderforest', 'maps', [F('THUNDERFOREST_API_KEY', hexKey(32))], {
    host: 'tile.thunderforest.com',
    path: '/cycle/12/2047/1362.png',
    q: 'apikey',
  }),
  P('what3words', 'maps', [F('W3W_API_KEY', (v) => v.uan(8))], {
    host: 'api.what3words.com',
    path: '/v3/convert-to-coordinates?words=index.home.raft',
    q: 'key',
    h: 'X-Api-Key',
  }),
  P('ipinfo', 'maps', [F('IPINFO_TOKEN', hexKey(14))], {
    host: 'ipinfo.io',
    path: '/8.8.8.8/geo',
    q: 'token',
    auth: 'Bearer',
  }),
  P('ipgeolocation', 'maps', [F('IPGEOLOCATION_API_KEY', hexKey(32))], {
    host: 'api.ipgeolocation.io',
    path: '/ipgeo?ip=1.1.1.1',
    q: 'apiKey',
  }),
  P('ipstack', 'maps', [F('IPSTACK_ACCESS_KEY', hexKey(32))], {
    host: 'api.ipstack.com',
    path: '/134.201.250.155?fields=country_code,city',
    q: 'access_key',
  }),
  P('maxmind', 'maps', [
    F('MAXMIND_ACCOUNT_ID', (v) => v.digits(6), { id: true }),
    F('MAXMIND_LICENSE_KEY', (v) => `${v.an(6)}_${v.an(29)}_mmk`),
  ]),
  P(
    'cesium-ion',
    'maps',
    [
      F(
        'CESIUM_ION_TOKEN',
        (v) => v.jwt({ jti: v.uuid(), id: 100000 + v.r.int(900000), iat: v.epoch() }),
        { pre: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' },
      ),
    ],
    { host: 'api.cesium.com', path: '/v1/assets', auth: 'Bearer' },
  ),
  P('planet', 'maps', [F('PL_API_KEY', (v) => `PLAK${v.hex(32)}`, { pre: 'PLAK' })], {
    host: 'api.planet.com',
    path: '/data/v1/item-types/PSScene/items',
    auth: 'api-key',
  }),
  P('sentinel-hub', 'maps', [
    F('SH_CLIENT_ID', uuidKey, { id: true }),
    F('SH_CLIENT_SECRET', (v) => v.an(40)),
  ]),
  P(
    'openrouteservice',
    'maps',
    [
      F('ORS_API_KEY', (v) => `5b3ce3597851110001cf6248${v.hex(32)}`, {
        pre: '5b3ce3597851110001cf6248',
      }),
    ],
    {
      host: 'api.openrouteservice.org',
      path: '/v2/directions/driving-hgv?start=8.681495,49.41461&end=8.687872,49.420318',
      q: 'api_key',
      auth: '',
    },
  ),
  P('graphhopper', 'maps', [F('GRAPHHOPPER_API_KEY', uuidKey)], {
    host: 'graphhopper.com',
    path: '/api/1/route?point=51.131,12.414&point=48.224,3.867&profile=truck',
    q: 'key',
  }),
  P(
    'radar',
    'maps',
    [F('RADAR_SECRET_KEY', (v) => `prj_live_sk_${v.hex(40)}`, { pre: 'prj_live_sk_' })],
    {
      host: 'api.radar.io',
      path: '/v1/geofences',
      auth: '',
    },
  ),
  P('smartystreets', 'maps', [
    F('SMARTY_AUTH_ID', uuidKey, { id: true }),
    F('SMARTY_AUTH_TOKEN', anKey(20)),
  ]),
  P('nextbillion', 'maps', [F('NEXTBILLION_API_KEY', hexKey(32))], {
    host: 'api.nextbillion.io',
    path: '/distancematrix/json?origins=34.04,-118.24&destinations=34.05,-118.25',
    q: 'key',
  }),
  P(
    'loqate',
    'maps',
    [
      F('LOQATE_KEY', (v) =>
        [0, 1, 2, 3]
          .map(() => `${v.r.chars('ABCDEFGHJKLMNPRTUWXY', 2)}${v.r.chars('0123456789', 2)}`)
          .join('-'),
      ),
    ],
    {
      host: 'api.addressy.com',
      path: '/Capture/Interactive/Find/v1.10/json3.ws?Text=SW1A+1AA&Countries=GB',
      q: 'Key',
    },
  ),
  P('geocodio', 'maps', [F('GEOCODIO_API_KEY', hexKey(39))], {
    host: 'api.geocod.io',
    path: '/v1.7/geocode?q=1109+N+Highland+St+Arlington+VA',
    q: 'api_key',
  }),
  P('jawg', 'maps', [F('JAWG_ACCESS_TOKEN', anKey(64))], {
    host: 'tile.jawg.io',
    path: '/jawg-streets/14/8186/5448.png',
    q: 'access-token',
  }),
  P('foursquare', 'maps', [F('FOURSQUARE_API_KEY', (v) => `fsq3${v.b64(44)}`, { pre: 'fsq3' })], {
    host: 'api.foursquare.com',
    path: '/v3/places/search?ll=41.8781,-87.6298&categories=19014',
    auth: '',
  }),
  P('yelp', 'maps', [F('YELP_API_KEY', (v) => v.b64u(128))], {
    host: 'api.yelp.com',
    path: '/v3/businesses/search?latitude=37.786882&longitude=-122.399972&categories=hotels',
    auth: 'Bearer',
  }),
  P('tripadvisor', 'travel', [F('TRIPADVISOR_API_KEY', (v) => v.HEX(32))], {
    host: 'api.content.tripadvisor.com',
    path: '/api/v1/location/search?searchQuery=lisbon+hotels&language=en',
    q: 'key',
  }),
  P('openstreetmap', 'maps', [
    F('OSM_CLIENT_ID', (v) => v.b64u(43), { id: true }),
    F('OSM_CLIENT_SECRET', (v) => v.b64u(43)),
  ]),
  P('trimble-maps', 'maps', [F('TRIMBLE_MAPS_API_KEY', (v) => v.HEX(32))], {
    host: 'pcmiler.alk.com',
    path: '/apis/rest/v1.0/Service.svc/route/routeReports?stops=-75.1,40.0;-74.0,40.7&reports=Mileage',
    h: 'Authorization',
  }),
  P('carto', 'maps', [F('CARTO_API_KEY', hexKey(40))], {
    host: 'gcp-us-east1.api.carto.com',
    path: '/v3/sql/carto_dw/query?q=select+count(*)+from+depots',
    q: 'api_key',
  }),
  P('felt', 'maps', [F('FELT_API_TOKEN', (v) => `felt_pat_${v.b64u(43)}`, { pre: 'felt_pat_' })], {
    host: 'felt.com',
    path: '/api/v2/maps',
    auth: 'Bearer',
  }),
  P('geoserver', 'maps', [
    F('GEOSERVER_ADMIN_USER', () => 'admin', { id: true }),
    F('GEOSERVER_ADMIN_PASSWORD', (v) => `${v.an(10)}${v.r.pick(['!', '#', '%', '@'])}${v.an(5)}`),
  ]),
  P(
    'mapillary',
    'maps',
    [F('MAPILLARY_ACCESS_TOKEN', (v) => `MLY|${v.digits(16)}|${v.hex(32)}`, { pre: 'MLY|' })],
    {
      host: 'graph.mapillary.com',
      path: '/images?bbox=12.96,55.59,12.97,55.60&fields=id',
      q: 'access_token',
      auth: 'OAuth',
    },
  ),
  P('precisely', 'maps', [F('PRECISELY_API_KEY', anKey(32)), F('PRECISELY_API_SECRET', anKey(16))]),
  P('nearmap', 'maps', [F('NEARMAP_API_KEY', (v) => v.b64(48).replace(/[+/]/g, 'Q'))], {
    host: 'api.nearmap.com',
    path: '/tiles/v3/Vert/19/474152/316766.jpg',
    q: 'apikey',
  }),
  P('kakao-maps', 'maps', [F('KAKAO_REST_API_KEY', hexKey(32))], {
    host: 'dapi.kakao.com',
    path: '/v2/local/search/address.json?query=%EC%A0%9C%EC%A3%BC',
    auth: 'KakaoAK',
  }),
  P('naver-maps', 'maps', [
    F('NCP_APIGW_API_KEY_ID', (v) => v.lan(10), { id: true }),
    F('NCP_APIGW_API_KEY', anKey(40)),
  ]),
  P('baidu-maps', 'maps', [F('BAIDU_MAP_AK', anKey(32))], {
    host: 'api.map.baidu.com',
    path: '/geocoding/v3/?address=%E5%8C%97%E4%BA%AC%E5%B8%82&output=json',
    q: 'ak',
  }),
  P('amap', 'maps', [F('AMAP_WEB_KEY', hexKey(32))], {
    host: 'restapi.amap.com',
    path: '/v3/direction/driving?origin=116.481028,39.989643&destination=116.434446,39.90816',
    q: 'key',
  }),
  P('yandex-maps', 'maps', [F('YANDEX_GEOCODER_APIKEY', uuidKey)], {
    host: 'geocode-maps.yandex.ru',
    path: '/1.x/?geocode=Tverskaya+6&format=json',
    q: 'apikey',
  }),
  P('mappls', 'maps', [
    F('MAPPLS_CLIENT_ID', (v) => `96dHZVzsAu${v.b64u(56)}`, { id: true }),
    F('MAPPLS_CLIENT_SECRET', (v) => `lrFxI-iSEg${v.b64u(70)}`),
  ]),
  P('placekey', 'maps', [F('PLACEKEY_API_KEY', anKey(32))], {
    host: 'api.placekey.io',
    path: '/v1/placekey',
    h: 'apikey',
  }),
  P('opentripmap', 'maps', [F('OPENTRIPMAP_API_KEY', hexKey(56))], {
    host: 'api.opentripmap.com',
    path: '/0.1/en/places/radius?radius=1000&lon=38.364&lat=59.855',
    q: 'apikey',
  }),
  P('mapy-cz', 'maps', [F('MAPY_API_KEY', (v) => v.b64u(43))], {
    host: 'api.mapy.cz',
    path: '/v1/geocode?query=Brno&lang=cs',
    h: 'X-Mapy-Api-Key',
  }),
];
