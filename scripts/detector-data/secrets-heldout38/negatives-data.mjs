// Hard negatives: digests, ids, references, encrypted values, vendor examples, test vectors.

const sha = (v) => v.hex(40);

export const DATA_NEGATIVES = [
  {
    provider: 'age',
    rule: 'sops-config',
    domain: 'weather',
    make: (v) =>
      `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.enc\\.yaml$\n    age: >-\n      age1${v.r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)},\n      age1${v.r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
  },
  {
    provider: 'sops',
    rule: 'sops-encrypted-yaml',
    domain: 'travel',
    make: (v) =>
      `amadeus_api_key: ENC[AES256_GCM,data:${v.bytes64(32)},iv:${v.bytes64(32)},tag:${v.bytes64(16)},type:str]\namadeus_api_secret: ENC[AES256_GCM,data:${v.bytes64(16)},iv:${v.bytes64(32)},tag:${v.bytes64(16)},type:str]\nsops:\n  age:\n    - recipient: age1${v.r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n  lastmodified: "2024-04-11T09:20:13Z"\n  mac: ENC[AES256_GCM,data:${v.bytes64(64)},iv:${v.bytes64(32)},tag:${v.bytes64(16)},type:str]`,
  },
  {
    provider: 'ansible-vault',
    rule: 'ansible-vault',
    domain: 'logistics',
    make: (v) => {
      const lines = [];
      for (let i = 0; i < 5; i++) {
        lines.push(`          ${v.r.chars('0123456789abcdef', 80)}`);
      }
      return `shipstation_api_secret: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n${lines.join('\n')}`;
    },
  },
  {
    provider: 'aws',
    rule: 'vendor-doc-example',
    domain: 'weather',
    make: () =>
      '# From the AWS CLI docs: these are the documented example credentials\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = us-east-1',
  },
  {
    provider: 'jwt',
    rule: 'vendor-doc-example',
    domain: 'travel',
    make: () =>
      'Decode the sample token from jwt.io to check the claims parser:\n\n    eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  },
  {
    provider: 'nasa-api',
    rule: 'url-query',
    domain: 'weather',
    make: (v) =>
      `# rate-limited public demo key from api.nasa.gov docs\nAPOD_URL = "https://api.nasa.gov/planetary/apod?api_key=DEMO_KEY&date=2024-0${1 + v.r.int(9)}-1${v.r.int(9)}"`,
  },
  {
    provider: 'wireguard',
    rule: 'wireguard-conf',
    domain: 'telematics',
    make: (v) =>
      `# peer entry added to the hub for truck ${v.uan(2)}-${v.digits(4)}\n[Peer]\nPublicKey = ${v.bytes64(32)}\nAllowedIPs = 10.44.${v.r.int(250)}.${v.r.int(250)}/32\nPersistentKeepalive = 25`,
  },
  {
    provider: 'kubernetes',
    rule: 'k8s-secret-ref',
    domain: 'weather',
    make: (v) => {
      const key = v.r.pick([
        'OPENWEATHER_API_KEY',
        'TOMORROW_API_KEY',
        'PURPLEAIR_READ_KEY',
        'METEOMATICS_PASSWORD',
      ]);
      return `env:\n  - name: ${key}\n    valueFrom:\n      secretKeyRef:\n        name: wx-ingest-${v.lan(5)}\n        key: ${key.toLowerCase().replace(/_/g, '-')}\n  - name: POLL_INTERVAL_SECONDS\n    value: "600"`;
    },
  },
  {
    provider: 'aws',
    rule: 'secret-manager-ref',
    domain: 'logistics',
    make: (v) =>
      `"secrets": [\n  { "name": "FEDEX_CLIENT_SECRET", "valueFrom": "arn:aws:secretsmanager:eu-west-1:${v.digits(12)}:secret:prod/labels/fedex-${v.an(6)}" },\n  { "name": "UPS_CLIENT_SECRET", "valueFrom": "arn:aws:ssm:eu-west-1:${v.digits(12)}:parameter/prod/labels/ups_client_secret" }\n]`,
  },
  {
    provider: '1password',
    rule: 'op-reference',
    domain: 'travel',
    make: (v) =>
      `# .env.tpl, resolved by \`op run --env-file=.env.tpl\`\nDUFFEL_ACCESS_TOKEN=op://${v.r.pick(['Travel', 'Engineering', 'Platform'])}/duffel-${v.r.pick(['live', 'prod'])}/credential\nHOTELBEDS_API_KEY=op://Travel/hotelbeds-${v.lan(4)}/api-key\nHOTELBEDS_SECRET=op://Travel/hotelbeds-${v.lan(4)}/secret`,
  },
  {
    provider: 'vault',
    rule: 'vault-agent-template',
    domain: 'telematics',
    make: () =>
      `{{- with secret "kv/data/fleet/samsara" -}}\nSAMSARA_API_TOKEN={{ .Data.data.token }}\n{{- end }}\n{{- with secret "kv/data/fleet/geotab" -}}\nGEOTAB_PASSWORD={{ .Data.data.password }}\n{{- end }}`,
  },
  {
    provider: 'github-actions',
    rule: 'github-actions',
    domain: 'weather',
    make: (v) =>
      `    env:\n      OPENWEATHER_API_KEY: \${{ secrets.OPENWEATHER_API_KEY }}\n      CDSAPI_KEY: \${{ secrets.CDSAPI_KEY }}\n      RUN_ID: \${{ github.run_id }}\n    steps:\n      - uses: actions/checkout@${v.hex(40)} # v4.1.1`,
  },
  {
    provider: 'npm',
    rule: 'npmrc',
    domain: 'maps',
    make: () =>
      '# .npmrc\n@fleetmaps:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\n//api.mapbox.com/downloads/v2/:_authToken=${MAPBOX_DOWNLOADS_TOKEN}',
  },
  {
    provider: 'html',
    rule: 'sri-script-tag',
    domain: 'maps',
    make: (v) =>
      `<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css"\n     integrity="sha256-${v.bytes64(32)}"\n     crossorigin=""/>\n<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"\n     integrity="sha256-${v.bytes64(32)}"\n     crossorigin=""></script>`,
  },
  {
    provider: 'data-uri',
    rule: 'css-data-uri',
    domain: 'maps',
    make: (v) =>
      `.marker-depot {\n  width: 25px;\n  height: 41px;\n  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABkAAAApCAYAAADAk4LO${v.b64(120)}AAAAAElFTkSuQmCC");\n}`,
  },
  {
    provider: 'geojson',
    rule: 'configmap-binarydata',
    domain: 'maps',
    make: (v) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: service-areas\nbinaryData:\n  zones.geojson.gz: H4sIAAAAAAAAA${v.b64(140)}AAAA==`,
  },
  {
    provider: 'apple-mapkit',
    rule: 'dotenv',
    domain: 'maps',
    make: (v) =>
      `# MapKit JS token signer: the .p8 itself lives in the secret store\nMAPKIT_TEAM_ID=${v.uan(10)}\nMAPKIT_KEY_ID=${v.uan(10)}\nMAPKIT_PRIVATE_KEY_PATH=/run/secrets/AuthKey.p8\nMAPKIT_ORIGIN=https://stores.${v.r.pick(['parcelhub.eu', 'tripnest.com'])}`,
  },
  {
    provider: 'azure-maps',
    rule: 'js-map-init',
    domain: 'maps',
    make: (v) =>
      `const map = new atlas.Map('map', {\n  authOptions: {\n    authType: 'anonymous',\n    clientId: '${v.uuid()}', // Azure Maps account client id (not a secret)\n    getToken: fetchAadTokenFromBackend,\n  },\n});`,
  },
  {
    provider: 'google-oauth',
    rule: 'oauth-client-config',
    domain: 'travel',
    make: (v) =>
      `// PKCE public client, no secret\nexport const oauth = {\n  clientId: '${v.digits(12)}-${v.lan(32)}.apps.googleusercontent.com',\n  redirectUri: 'com.tripnest.app:/oauth2redirect',\n  codeChallengeMethod: 'S256',\n  codeChallenge: '${v.b64u(43)}',\n};`,
  },
  {
    provider: 'shippo',
    rule: 'webhook-log',
    domain: 'logistics',
    make: (v) =>
      `POST /hooks/tracking 200\n  X-Shippo-Event: track_updated\n  X-Shippo-Signature: t=${v.epoch()},v1=${v.hex(64)}\n  body: {"data":{"tracking_number":"9400${v.digits(18)}","tracking_status":{"status":"TRANSIT"}}}`,
  },
  {
    provider: 'easypost',
    rule: 'webhook-log',
    domain: 'logistics',
    make: (v) =>
      `${v.r.pick(['INFO', 'DEBUG'])} webhook verified: header X-Hmac-Signature=hmac-sha256-hex=${v.hex(64)} event_id=evt_${v.hex(32)} object=Tracker id=trk_${v.hex(32)}`,
  },
  {
    provider: 'vin',
    rule: 'telemetry-json',
    domain: 'telematics',
    make: (v) =>
      `{"vin":"${v.r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)}","imei":"35${v.digits(13)}","ts":${v.epoch()},"lat":${(30 + v.r.next() * 15).toFixed(6)},"lon":${(-110 + v.r.next() * 30).toFixed(6)},"speed_kph":${v.r.int(110)},"odo_km":${v.r.int(400000)},"fw":"${v.hex(8)}"}`,
  },
  {
    provider: 'hmac-test-vector',
    rule: 'test-vector',
    domain: 'logistics',
    make: () =>
      '# RFC 4231, test case 1: used by verify_webhook_signature tests\nKEY = bytes.fromhex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b")\nDATA = b"Hi There"\nEXPECTED = "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"',
  },
  {
    provider: 'aes-test-vector',
    rule: 'test-vector',
    domain: 'travel',
    make: (v) =>
      `def test_pnr_encryption_roundtrip():\n    # fixed nonce for a deterministic test vector, never used outside tests\n    nonce = bytes.fromhex("${v.hex(24)}")\n    ciphertext = bytes.fromhex("${v.hex(64)}")\n    assert decrypt(TEST_KEY, nonce, ciphertext) == b"PNR:${v.uan(6)}"`,
  },
  {
    provider: 'pgp-public-key',
    rule: 'pgp-public-key',
    domain: 'logistics',
    make: (v) =>
      `Encrypt customs manifests to our public key before uploading:\n\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBGW${v.b64(57)}\n${v.b64(64)}\n${v.b64(64)}\n=${v.b64(4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  },
  {
    provider: 'tile-cache',
    rule: 'cache-log',
    domain: 'maps',
    make: (v) =>
      [0, 1, 2]
        .map(
          () =>
            `${v.r.pick(['HIT', 'MISS'])} /tiles/v3/${10 + v.r.int(8)}/${v.r.int(60000)}/${v.r.int(40000)}.pbf key=${v.hex(40)} etag=W/"${v.hex(16)}" bytes=${v.r.int(90000)}`,
        )
        .join('\n'),
  },
  {
    provider: 'build-id',
    rule: 'mobile-build-log',
    domain: 'telematics',
    make: (v) =>
      `> Task :app:bundleRelease\nBUILD SUCCESSFUL in ${v.r.int(9)}m ${v.r.int(59)}s\nBuild scan: https://gradle.com/s/${v.lan(13)}\nApp Center build id: ${v.digits(4)} | dSYM UUID: ${v.UUID()}\nUploaded mapping.txt (sha1 ${sha(v)})`,
  },
  {
    provider: 'bart',
    rule: 'vendor-doc-example',
    domain: 'travel',
    make: () =>
      "# BART's shared public API key, published on api.bart.gov for anyone to use\nBART_KEY = 'MW9S-E7SL-26DU-VV8V'\nurl = f'https://api.bart.gov/api/etd.aspx?cmd=etd&orig=12th&key={BART_KEY}&json=y'",
  },
  {
    provider: 'stripe',
    rule: 'vendor-doc-example',
    domain: 'travel',
    make: () =>
      "# Stripe's docs sample key (test mode, published in their API reference)\ncurl https://api.stripe.com/v1/charges \\\n  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: \\\n  -d amount=2000 -d currency=usd",
  },
  {
    provider: 'oauth-state',
    rule: 'redirect-url',
    domain: 'telematics',
    make: (v) =>
      `302 Location: https://connect.smartcar.com/oauth/authorize?response_type=code&client_id=${v.uuid()}&redirect_uri=https%3A%2F%2Ffleet.${v.r.pick(['routewise.io', 'haulnet.io'])}%2Fcallback&scope=read_location%20read_odometer&state=${v.b64u(32)}&mode=live`,
  },
  {
    provider: 'here',
    rule: 'here-credentials',
    domain: 'maps',
    make: (v) =>
      `# credentials.properties (ids only; the secret is injected at deploy time)\nhere.user.id = HERE-${v.uuid()}\nhere.client.id = ${v.b64u(20)}\nhere.access.key.id = ${v.b64u(22)}\nhere.access.key.secret = \${HERE_ACCESS_KEY_SECRET}\nhere.token.endpoint.url = https://account.api.here.com/oauth2/token`,
  },
  {
    provider: 'mapbox',
    rule: 'netrc',
    domain: 'maps',
    make: () =>
      '# ci/setup-netrc.sh\ncat > ~/.netrc <<EOF\nmachine api.mapbox.com\n  login mapbox\n  password ${MAPBOX_DOWNLOADS_TOKEN}\nEOF\nchmod 600 ~/.netrc',
  },
  {
    provider: 'pnr',
    rule: 'booking-email',
    domain: 'travel',
    make: (v) =>
      `Subject: Your booking is confirmed\n\nBooking reference (PNR): ${v.uan(6)}\nE-ticket: ${v.digits(3)}-${v.digits(10)}\nHotel confirmation: ${v.digits(10)}${v.r.pick(['', '.1'])}\nManage booking: https://trips.${v.r.pick(['tripnest.com', 'fareway.io'])}/b/${v.uuid()}`,
  },
  {
    provider: 'what3words',
    rule: 'address-record',
    domain: 'maps',
    make: (v) => {
      const w = [
        'filled',
        'count',
        'soap',
        'index',
        'home',
        'raft',
        'lakes',
        'river',
        'candle',
        'prism',
        'ocean',
        'pickup',
      ];
      return `delivery_note: "Leave at side gate"\nw3w: ///${v.r.pick(w)}.${v.r.pick(w)}.${v.r.pick(w)}\nplus_code: "9C3X${v.r.chars('23456789CFGHJMPQRVWX', 4)}+${v.r.chars('23456789CFGHJMPQRVWX', 2)}"\nosm_way_id: ${v.digits(9)}`;
    },
  },
  {
    provider: 'uuid',
    rule: 'json-config',
    domain: 'weather',
    make: (v) =>
      `{\n  "stationId": "${v.uuid()}",\n  "deviceSerial": "ST-${v.digits(8)}",\n  "hubSerial": "HB-${v.digits(8)}",\n  "publicDashboardId": "${v.uuid()}",\n  "firmware": "${v.r.int(200)}"\n}`,
  },
  {
    provider: 'onesignal',
    rule: 'mobile-sdk-init',
    domain: 'telematics',
    make: (v) =>
      `// push notifications for delivery ETAs\nOneSignal.initialize("${v.uuid()}");\nOneSignal.Notifications.requestPermission(true);`,
  },
];
