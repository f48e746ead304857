// Weather, marine, satellite and air-quality providers.

import { F, P, hexKey, anKey, uuidKey } from './provider-kit.mjs';

export const WEATHER_PROVIDERS = [
  // ---- weather and air quality ----
  P('openweathermap', 'weather', [F('OPENWEATHER_API_KEY', hexKey(32))], {
    host: 'api.openweathermap.org',
    path: '/data/3.0/onecall?lat=59.91&lon=10.75&exclude=minutely&units=metric',
    q: 'appid',
  }),
  P('weatherapi', 'weather', [F('WEATHERAPI_KEY', hexKey(31))], {
    host: 'api.weatherapi.com',
    path: '/v1/forecast.json?q=Reykjavik&days=3&aqi=yes',
    q: 'key',
  }),
  P('tomorrow-io', 'weather', [F('TOMORROW_API_KEY', anKey(32))], {
    host: 'api.tomorrow.io',
    path: '/v4/weather/forecast?location=42.3478,-71.0466&timesteps=1h',
    q: 'apikey',
  }),
  P('visual-crossing', 'weather', [F('VISUALCROSSING_KEY', (v) => v.uan(25))], {
    host: 'weather.visualcrossing.com',
    path: '/VisualCrossingWebServices/rest/services/timeline/Madrid/last30days?unitGroup=metric',
    q: 'key',
  }),
  P('accuweather', 'weather', [F('ACCUWEATHER_API_KEY', anKey(32))], {
    host: 'dataservice.accuweather.com',
    path: '/forecasts/v1/hourly/12hour/349727?metric=true',
    q: 'apikey',
  }),
  P('weatherbit', 'weather', [F('WEATHERBIT_API_KEY', hexKey(32))], {
    host: 'api.weatherbit.io',
    path: '/v2.0/current/airquality?lat=35.7721&lon=-78.63861',
    q: 'key',
  }),
  P('meteomatics', 'weather', [
    F(
      'METEOMATICS_USERNAME',
      (v) => `${v.r.pick(['acmefreight', 'skyroute', 'portlogix'])}_${v.lan(6)}`,
      { id: true },
    ),
    F('METEOMATICS_PASSWORD', (v) => v.an(10)),
  ]),
  P(
    'openuv',
    'weather',
    [F('OPENUV_API_KEY', (v) => `openuv-${v.lan(14)}-io`, { pre: 'openuv-' })],
    {
      host: 'api.openuv.io',
      path: '/api/v1/uv?lat=-33.34&lng=115.34',
      h: 'x-access-token',
    },
  ),
  P('iqair', 'weather', [F('AIRVISUAL_API_KEY', uuidKey)], {
    host: 'api.airvisual.com',
    path: '/v2/nearest_city?lat=13.7563&lon=100.5018',
    q: 'key',
  }),
  P('waqi', 'weather', [F('WAQI_TOKEN', hexKey(40))], {
    host: 'api.waqi.info',
    path: '/feed/geo:10.3;20.7/',
    q: 'token',
  }),
  P('purpleair', 'weather', [F('PURPLEAIR_READ_KEY', (v) => v.UUID())], {
    host: 'api.purpleair.com',
    path: '/v1/sensors?fields=pm2.5_atm,latitude,longitude&location_type=0',
    h: 'X-API-Key',
  }),
  P('breezometer', 'weather', [F('BREEZOMETER_API_KEY', hexKey(32))], {
    host: 'api.breezometer.com',
    path: '/pollen/v2/forecast/daily?lat=48.857456&lon=2.354611&days=3',
    q: 'key',
  }),
  P('ambee', 'weather', [F('AMBEE_API_KEY', hexKey(64))], {
    host: 'api.ambeedata.com',
    path: '/latest/by-lat-lng?lat=12.9889&lng=77.6220',
    h: 'x-api-key',
  }),
  P('stormglass', 'weather', [F('STORMGLASS_API_KEY', (v) => `${v.uuid()}-${v.uuid()}`)], {
    host: 'api.stormglass.io',
    path: '/v2/weather/point?lat=58.7984&lng=17.8081&params=waveHeight,windSpeed',
    h: 'Authorization',
  }),
  P('weatherstack', 'weather', [F('WEATHERSTACK_ACCESS_KEY', hexKey(32))], {
    host: 'api.weatherstack.com',
    path: '/current?query=New+York',
    q: 'access_key',
  }),
  P('pirate-weather', 'weather', [F('PIRATEWEATHER_API_KEY', anKey(32))], {
    host: 'api.pirateweather.net',
    path: '/forecast/KEY/45.42,-75.69?units=ca',
  }),
  P('xweather', 'weather', [
    F('XWEATHER_CLIENT_ID', anKey(21), { id: true }),
    F('XWEATHER_CLIENT_SECRET', anKey(40)),
  ]),
  P('netatmo', 'weather', [
    F('NETATMO_CLIENT_ID', hexKey(24), { id: true }),
    F('NETATMO_CLIENT_SECRET', anKey(30)),
    F('NETATMO_REFRESH_TOKEN', (v) => `${v.hex(24)}|${v.hex(32)}`),
  ]),
  P('ecmwf', 'weather', [F('ECMWF_API_KEY', hexKey(32))]),
  P('noaa-cdo', 'weather', [F('NOAA_CDO_TOKEN', anKey(32))], {
    host: 'www.ncei.noaa.gov',
    path: '/cdo-web/api/v2/data?datasetid=GHCND&stationid=GHCND:USW00094728&startdate=2024-01-01&enddate=2024-01-31',
    h: 'token',
  }),
  P('meteoblue', 'weather', [F('METEOBLUE_API_KEY', anKey(16))], {
    host: 'my.meteoblue.com',
    path: '/packages/basic-1h_clouds-1h?lat=47.56&lon=7.57&format=json',
    q: 'apikey',
  }),
  P(
    'met-office',
    'weather',
    [
      F(
        'METOFFICE_DATAHUB_API_KEY',
        (v) =>
          v.jwt({
            sub: `${v.r.pick(['ops', 'data', 'wx'])}@${v.r.pick(['harbourlog.co.uk', 'northrail.uk', 'fenland-ag.com'])}`,
            iss: 'https://datahub.metoffice.gov.uk',
            iat: v.epoch(),
            subscribedAPIs: [{ name: 'SiteSpecificForecast' }],
          }),
        { pre: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' },
      ),
    ],
    {
      host: 'data.hub.api.metoffice.gov.uk',
      path: '/sitespecific/v0/point/hourly?latitude=51.5&longitude=-0.12',
      h: 'apikey',
    },
  ),
  P('windy', 'weather', [F('WINDY_API_KEY', anKey(32))], {
    host: 'api.windy.com',
    path: '/api/point-forecast/v2',
  }),
  P('ambient-weather', 'weather', [
    F('AMBIENT_APPLICATION_KEY', hexKey(64)),
    F('AMBIENT_API_KEY', hexKey(64)),
  ]),
  P('weatherflow', 'weather', [F('TEMPEST_TOKEN', uuidKey)], {
    host: 'swd.weatherflow.com',
    path: '/swd/rest/observations/station/84321',
    q: 'token',
  }),
  P('weatherlink', 'weather', [
    F('WEATHERLINK_API_KEY', (v) => v.lan(32)),
    F('WEATHERLINK_API_SECRET', (v) => v.lan(32)),
  ]),
  P(
    'nasa-earthdata',
    'weather',
    [
      F(
        'EARTHDATA_TOKEN',
        (v) =>
          v.jwt(
            {
              type: 'User',
              uid: v.r.pick(['jdoe_gis', 'wxlab', 'sat_ops']),
              exp: v.epoch() + 5000000,
              iat: v.epoch(),
              iss: 'https://urs.earthdata.nasa.gov',
              identity_provider: 'edl_ops',
              acr: 'edl',
              assurance_level: 3,
            },
            'RS256',
          ),
        { pre: 'eyJ0eXAiOiJKV1QiLCJvcmlnaW4iOiJFYXJ0aGRhdGEgTG9naW4i' },
      ),
    ],
    { host: 'n5eil01u.ecs.nsidc.org', path: '/DP7/ATLAS/ATL06.006/', auth: 'Bearer' },
  ),
  P('nasa-api', 'weather', [F('NASA_API_KEY', anKey(40))], {
    host: 'api.nasa.gov',
    path: '/DONKI/FLR?startDate=2024-05-01&endDate=2024-05-14',
    q: 'api_key',
  }),
  P('openaq', 'weather', [F('OPENAQ_API_KEY', hexKey(64))], {
    host: 'api.openaq.org',
    path: '/v3/locations?coordinates=136.90610,35.14942&radius=12000',
    h: 'X-API-Key',
  }),
  P('weather-company', 'weather', [F('TWC_API_KEY', hexKey(32))], {
    host: 'api.weather.com',
    path: '/v3/wx/forecast/daily/5day?geocode=33.74,-84.39&format=json&units=e&language=en-US',
    q: 'apiKey',
  }),
  P('dtn', 'weather', [
    F('DTN_CLIENT_ID', anKey(32), { id: true }),
    F('DTN_CLIENT_SECRET', (v) => v.b64u(64)),
  ]),
  P('copernicus-marine', 'weather', [
    F(
      'COPERNICUSMARINE_SERVICE_USERNAME',
      (v) => `${v.r.pick(['mhansen', 'oceanops', 'portwx'])}${v.digits(2)}`,
      { id: true },
    ),
    F(
      'COPERNICUSMARINE_SERVICE_PASSWORD',
      (v) => `${v.an(12)}${v.r.pick(['$', '!', '?'])}${v.digits(2)}`,
    ),
  ]),
  P('clarity-aq', 'weather', [F('CLARITY_API_KEY', (v) => v.b64u(40))], {
    host: 'clarity-data-api.clarity.io',
    path: '/v2/recent-datapoints',
    h: 'x-api-key',
  }),
  P('airly', 'weather', [F('AIRLY_API_KEY', anKey(32))], {
    host: 'airapi.airly.eu',
    path: '/v2/measurements/nearest?lat=50.062006&lng=19.940984&maxDistanceKM=3',
    h: 'apikey',
  }),
  P('synoptic', 'weather', [F('SYNOPTIC_TOKEN', hexKey(32))], {
    host: 'api.synopticdata.com',
    path: '/v2/stations/latest?stid=WBB&vars=air_temp,wind_speed',
    q: 'token',
  }),
  P('spire-weather', 'weather', [F('SPIRE_WEATHER_TOKEN', anKey(32))], {
    host: 'api.wx.spire.com',
    path: '/forecast/point?lat=1.29&lon=103.85&time_bundle=short_range_high_freq',
    h: 'spire-api-key',
  }),
];
