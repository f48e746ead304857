// Hard negatives: publishable keys, public ids, geometry and carrier data, lock files.

const mapboxPublic = (v, user) =>
  `pk.${v.b64url(JSON.stringify({ u: user, a: `cl${v.lan(23)}` }))}.${v.b64u(22)}`;

const sha = (v) => v.hex(40);

export const PUBLIC_NEGATIVES = [
  {
    provider: 'mapbox',
    rule: 'js-map-init',
    domain: 'maps',
    make: (v) =>
      `import mapboxgl from 'mapbox-gl';\n\n// public token, URL-restricted to *.${v.r.pick(['routewise.io', 'fleetmaps.app', 'parcelhub.eu'])}\nmapboxgl.accessToken = '${mapboxPublic(v, v.r.pick(['routewise', 'fleetmaps', 'parcelhub']))}';\nconst map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/streets-v12', center: [${(-10 + v.r.next() * 30).toFixed(4)}, ${(40 + v.r.next() * 15).toFixed(4)}], zoom: 11 });`,
  },
  {
    provider: 'mapbox',
    rule: 'android-strings-xml',
    domain: 'maps',
    make: (v) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:tools="http://schemas.android.com/tools">\n    <string name="app_name">Courier</string>\n    <string name="mapbox_access_token" translatable="false" tools:ignore="UnusedResources">${mapboxPublic(v, v.r.pick(['couriers', 'driverapp']))}</string>\n</resources>`,
  },
  {
    provider: 'mapbox',
    rule: 'ios-plist',
    domain: 'maps',
    make: (v) =>
      `<key>MBXAccessToken</key>\n<string>${mapboxPublic(v, v.r.pick(['couriers', 'driverapp', 'tripnest']))}</string>\n<key>NSLocationWhenInUseUsageDescription</key>\n<string>Shows your position on the delivery map.</string>`,
  },
  {
    provider: 'mapbox',
    rule: 'mapbox-style-url',
    domain: 'maps',
    make: (v) => {
      const user = v.r.pick(['routewise', 'fleetmaps', 'tilesprod']);
      return `style: mapbox://styles/${user}/cl${v.lan(23)}\ntileset: ${user}.cl${v.lan(6)}${v.digits(2)}${v.lan(7)}-${v.an(5)}\nsource_layer: depots_${v.digits(4)}`;
    },
  },
  {
    provider: 'stripe',
    rule: 'js-checkout',
    domain: 'travel',
    make: (v) =>
      `// booking checkout (browser bundle)\nconst stripe = Stripe('pk_live_51${v.an(97)}');\nconst elements = stripe.elements({ clientSecret: window.__BOOKING__.paymentIntentSecret });`,
  },
  {
    provider: 'radar',
    rule: 'mobile-sdk-init',
    domain: 'maps',
    make: (v) =>
      `// AppDelegate.swift\nimport RadarSDK\n\nfunc application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    Radar.initialize(publishableKey: "prj_live_pk_${v.hex(40)}")\n    return true\n}`,
  },
  {
    provider: 'algolia',
    rule: 'js-search-client',
    domain: 'travel',
    make: (v) =>
      `// search-only key, safe for the browser (ACL: search)\nconst searchClient = algoliasearch('${v.uan(10)}', '${v.hex(32)}');\nconst index = searchClient.initIndex('hotels_${v.r.pick(['en', 'de', 'fr'])}');`,
  },
  {
    provider: 'firebase',
    rule: 'firebase-web-config',
    domain: 'telematics',
    make: (v) => {
      const proj = v.r.pick(['driver-app', 'fleet-tracker', 'courier-live']) + '-' + v.lan(5);
      return `const firebaseConfig = {\n  apiKey: "AIzaSy${v.b64u(33)}",\n  authDomain: "${proj}.firebaseapp.com",\n  projectId: "${proj}",\n  storageBucket: "${proj}.appspot.com",\n  messagingSenderId: "${v.digits(12)}",\n  appId: "1:${v.digits(12)}:web:${v.hex(22)}"\n};`;
    },
  },
  {
    provider: 'firebase',
    rule: 'google-services-json',
    domain: 'telematics',
    make: (v) =>
      `{\n  "project_info": {\n    "project_number": "${v.digits(12)}",\n    "project_id": "courier-live-${v.lan(5)}"\n  },\n  "client": [\n    {\n      "client_info": { "mobilesdk_app_id": "1:${v.digits(12)}:android:${v.hex(16)}" },\n      "api_key": [{ "current_key": "AIzaSy${v.b64u(33)}" }]\n    }\n  ]\n}`,
  },
  {
    provider: 'recaptcha',
    rule: 'html-widget',
    domain: 'travel',
    make: (v) =>
      `<form action="/bookings" method="post">\n  <input name="pnr" maxlength="6">\n  <div class="g-recaptcha" data-sitekey="6L${v.b64u(6)}AAAAA${v.b64u(27)}"></div>\n</form>`,
  },
  {
    provider: 'sentry',
    rule: 'sentry-dsn',
    domain: 'maps',
    make: (v) =>
      `Sentry.init({\n  dsn: 'https://${v.hex(32)}@o${v.digits(6)}.ingest.sentry.io/${v.digits(7)}',\n  tracesSampleRate: 0.1,\n  environment: 'production',\n});`,
  },
  {
    provider: 'posthog',
    rule: 'js-analytics',
    domain: 'travel',
    make: (v) =>
      `posthog.init('phc_${v.an(43)}', { api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' });`,
  },
  {
    provider: 'google-maps',
    rule: 'geocode-response',
    domain: 'maps',
    make: (v) =>
      `{\n  "results": [\n    {\n      "formatted_address": "${v.r.pick(['Rua Augusta 24, 1100-053 Lisboa, Portugal', 'Karl Johans gate 22, 0159 Oslo, Norway', '48 Pirrama Rd, Pyrmont NSW 2009, Australia'])}",\n      "place_id": "ChIJ${v.b64u(23)}",\n      "plus_code": { "global_code": "8CCG${v.r.chars('23456789CFGHJMPQRVWX', 4)}+${v.r.chars('23456789CFGHJMPQRVWX', 2)}" }\n    }\n  ],\n  "status": "OK"\n}`,
  },
  {
    provider: 'google-maps',
    rule: 'js-map-init',
    domain: 'maps',
    make: (v) =>
      `const map = new google.maps.Map(document.getElementById('map'), {\n  center: { lat: ${(35 + v.r.next() * 20).toFixed(5)}, lng: ${(-5 + v.r.next() * 25).toFixed(5)} },\n  zoom: 13,\n  mapId: '${v.hex(16)}',\n});`,
  },
  {
    provider: 'geohash',
    rule: 'csv-dataset',
    domain: 'maps',
    make: (v) =>
      [
        'depot_id,geohash,h3_r9,lat,lon',
        ...[0, 1, 2, 3].map(
          () =>
            `${v.uan(3)}-${v.digits(3)},${v.r.chars('0123456789bcdefghjkmnpqrstuvwxyz', 9)},89${v.hex(9)}ffff,${(40 + v.r.next() * 20).toFixed(5)},${(-5 + v.r.next() * 30).toFixed(5)}`,
        ),
      ].join('\n'),
  },
  {
    provider: 'polyline',
    rule: 'routing-response',
    domain: 'maps',
    make: (v) => {
      const poly = v.r.chars(
        '?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{|}~',
        60 + v.r.int(60),
      );
      return `{\n  "routes": [{\n    "distance": ${1000 + v.r.int(90000)}.${v.r.int(9)},\n    "duration": ${100 + v.r.int(5000)}.${v.r.int(9)},\n    "geometry": "${poly.replace(/\\/g, '')}",\n    "weight_name": "routability"\n  }],\n  "code": "Ok"\n}`;
    },
  },
  {
    provider: 'postgis',
    rule: 'sql-output',
    domain: 'maps',
    make: (v) =>
      `gis=# SELECT id, geom FROM depots LIMIT 2;\n  id  |                        geom\n------+----------------------------------------------------\n ${v.digits(4)} | 0101000020E6100000${v.HEX(32)}\n ${v.digits(4)} | 0101000020E6100000${v.HEX(32)}\n(2 rows)`,
  },
  {
    provider: 'zebra',
    rule: 'zpl-label',
    domain: 'logistics',
    make: (v) =>
      `^XA\n^FO50,50^GFA,64,64,8,${v.HEX(64)}${v.HEX(64)}^FS\n^FO50,200^BY3^BCN,120,Y,N,N^FD1Z${v.uan(6)}03${v.digits(8)}^FS\n^FO50,360^A0N,40,40^FDSHIP TO: ${v.r.pick(['J. MARTIN', 'A. KOWALSKI', 'R. SINGH'])}^FS\n^XZ`,
  },
  {
    provider: 'ups',
    rule: 'tracking-json',
    domain: 'logistics',
    make: (v) =>
      `{\n  "shipment_id": "shp_${v.hex(32)}",\n  "carrier": "${v.r.pick(['ups', 'fedex', 'dhl_express'])}",\n  "tracking_number": "1Z${v.uan(6)}${v.digits(10)}",\n  "label_url": "https://labels.${v.r.pick(['parcelhub.eu', 'shipfast.io'])}/${v.uuid()}.pdf",\n  "status": "IN_TRANSIT"\n}`,
  },
  {
    provider: 'shipping-container',
    rule: 'edi-message',
    domain: 'logistics',
    make: (v) =>
      `UNB+UNOA:2+${v.uan(8)}+${v.uan(8)}+240412:0930+${v.digits(9)}'\nUNH+1+IFTSTA:D:99B:UN'\nEQD+CN+${v.r.pick(['MSCU', 'MAEU', 'CMAU', 'HLXU'])}${v.digits(7)}+22G1:102:5'\nRFF+BN:${v.uan(10)}'\nLOC+9+NLRTM:139:6'`,
  },
  {
    provider: 'amadeus',
    rule: 'flight-order-json',
    domain: 'travel',
    make: (v) =>
      `{\n  "data": {\n    "type": "flight-order",\n    "id": "eJzTd9f3${v.b64(30)}%3D",\n    "associatedRecords": [{ "reference": "${v.uan(6)}", "creationDate": "2024-0${1 + v.r.int(9)}-1${v.r.int(9)}T09:12:00" }],\n    "ticketNumber": "${v.digits(3)}-${v.digits(10)}"\n  }\n}`,
  },
  {
    provider: 'adsb',
    rule: 'adsb-feed',
    domain: 'travel',
    make: (v) =>
      [0, 1, 2]
        .map(
          () =>
            `MSG,3,1,1,${v.HEX(6)},1,2024/05/0${1 + v.r.int(9)},13:${10 + v.r.int(49)}:12.345,2024/05/01,13:20:12.345,,${1000 + v.r.int(38000)},,,${(45 + v.r.next() * 10).toFixed(5)},${(-3 + v.r.next() * 15).toFixed(5)},,,0,0,0,0`,
        )
        .join('\n'),
  },
  {
    provider: 'docker',
    rule: 'k8s-image-digest',
    domain: 'maps',
    make: (v) =>
      `containers:\n  - name: tileserver\n    image: ghcr.io/maptiler/tileserver-gl@sha256:${v.hex(64)}\n  - name: valhalla\n    image: ghcr.io/valhalla/valhalla@sha256:${v.hex(64)}\n    env:\n      - name: TILE_URL\n        value: https://download.geofabrik.de/europe/netherlands-latest.osm.pbf`,
  },
  {
    provider: 'npm',
    rule: 'package-lock',
    domain: 'maps',
    make: (v) => {
      const pkg = v.r.pick(['maplibre-gl', 'leaflet', '@turf/turf', 'ol', 'deck.gl', 'mapbox-gl']);
      const ver = `${1 + v.r.int(4)}.${v.r.int(20)}.${v.r.int(9)}`;
      return `"node_modules/${pkg}": {\n  "version": "${ver}",\n  "resolved": "https://registry.npmjs.org/${pkg}/-/${pkg.split('/').pop()}-${ver}.tgz",\n  "integrity": "sha512-${v.bytes64(64)}",\n  "license": "BSD-3-Clause"\n}`;
    },
  },
  {
    provider: 'yarn',
    rule: 'yarn-lock',
    domain: 'travel',
    make: (v) => {
      const major = 2 + v.r.int(3);
      const ver = `${major}.1.${v.r.int(9)}`;
      return `"@amadeus/flights-sdk@^${major}.1.0":\n  version "${ver}"\n  resolved "https://registry.yarnpkg.com/@amadeus/flights-sdk/-/flights-sdk-${ver}.tgz#${sha(v)}"\n  integrity sha512-${v.bytes64(64)}`;
    },
  },
  {
    provider: 'go',
    rule: 'go-sum',
    domain: 'telematics',
    make: (v) =>
      [
        `github.com/paulmach/orb v0.${10 + v.r.int(3)}.0 h1:${v.bytes64(32)}`,
        `github.com/paulmach/orb v0.${10 + v.r.int(3)}.0/go.mod h1:${v.bytes64(32)}`,
        `github.com/uber/h3-go/v4 v4.1.${v.r.int(3)} h1:${v.bytes64(32)}`,
      ].join('\n'),
  },
  {
    provider: 'cargo',
    rule: 'cargo-lock',
    domain: 'maps',
    make: (v) =>
      `[[package]]\nname = "geo"\nversion = "0.28.${v.r.int(5)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${v.hex(64)}"\ndependencies = [\n "geo-types",\n "rstar",\n]`,
  },
  {
    provider: 'checksum',
    rule: 'dockerfile',
    domain: 'maps',
    make: (v) =>
      `FROM debian:bookworm-slim\nARG OSMIUM_VERSION=1.16.0\nARG OSMIUM_SHA256=${v.hex(64)}\nRUN curl -fsSLo /tmp/osmium.tgz https://github.com/osmcode/osmium-tool/archive/v\${OSMIUM_VERSION}.tar.gz \\\n && echo "\${OSMIUM_SHA256}  /tmp/osmium.tgz" | sha256sum -c -`,
  },
  {
    provider: 'checksum',
    rule: 'sha256sums',
    domain: 'weather',
    make: (v) =>
      [0, 1, 2]
        .map(
          (i) =>
            `${v.hex(64)}  gfs.t${String(i * 6).padStart(2, '0')}z.pgrb2.0p25.f0${String(3 * (i + 1)).padStart(2, '0')}`,
        )
        .join('\n'),
  },
  {
    provider: 'git',
    rule: 'ci-log',
    domain: 'logistics',
    make: (v) =>
      `Run actions/checkout@v4\nSyncing repository: parcelhub/label-service\n/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main\nHEAD is now at ${v.hex(7)} fix(zpl): rotate 4x6 labels for ZT411\n::notice::Build ${v.digits(10)} for commit ${sha(v)}`,
  },
  {
    provider: 'request-id',
    rule: 'api-log',
    domain: 'travel',
    make: (v) =>
      `${v.r.pick(['INFO', 'WARN'])} fare-watch upstream=duffel status=${v.r.pick([200, 429, 503])} x-request-id=${v.uuid()} traceparent=00-${v.hex(32)}-${v.hex(16)}-01 duration_ms=${v.r.int(3000)}`,
  },
  {
    provider: 'aws',
    rule: 'aws-trace-log',
    domain: 'weather',
    make: (v) =>
      `START RequestId: ${v.uuid()} Version: $LATEST\nX-Amzn-Trace-Id: Root=1-${v.hex(8)}-${v.hex(24)};Parent=${v.hex(16)};Sampled=1\nfetched 2184 observations from s3://noaa-ghcn-pds/csv/by_year/2024.csv (etag "${v.hex(32)}-${2 + v.r.int(30)}")\nEND RequestId: ${v.uuid()}`,
  },
  {
    provider: 'ssh-public-key',
    rule: 'authorized-keys',
    domain: 'telematics',
    make: (v) =>
      `# ~/.ssh/authorized_keys on the yard gateway\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${v.b64(43)} ops@dispatch-${v.lan(4)}\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${v.b64(43)} ci-deploy`,
  },
];
