// Positives whose shape belongs to one file type: PEM blocks, dotfiles, connection strings.

import { HOSTS, USERS } from './values.mjs';

const pw = (v) => `${v.an(12)}${v.r.pick(['', '-', '_', '.'])}${v.an(8)}`;

export const SPECIALS = [
  {
    provider: 'ssh-private-key',
    rule: 'pem-private-key',
    domain: 'generic',
    make: (v) => {
      const body = v.pemBody(
        'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB',
        400,
      );
      const key = [
        '-----BEGIN OPENSSH PRIVATE KEY-----',
        ...body,
        '-----END OPENSSH PRIVATE KEY-----',
      ].join('\n');
      const text = `# deploy key for the tile-cache rsync job (ansible/files/id_ed25519)\n${key}`;
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'ssh-private-key',
    rule: 'pem-private-key',
    domain: 'generic',
    make: (v) => {
      const body = v.pemBody('MIIEowIBAAKCAQEA', 1588);
      const key = [
        '-----BEGIN RSA PRIVATE KEY-----',
        ...body,
        '-----END RSA PRIVATE KEY-----',
      ].join('\n');
      return { text: `$ cat ~/.ssh/fleet-bastion.pem\n${key}`, secrets: [key] };
    },
  },
  {
    provider: 'gcp-service-account',
    rule: 'service-account-json',
    domain: 'maps',
    make: (v) => {
      const project = v.r.pick(['geo-tiles-prod', 'earthengine-etl', 'routing-ml-4412']);
      const lines = v.pemBody('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 1620);
      const pk = `-----BEGIN PRIVATE KEY-----\\n${lines.join('\\n')}\\n-----END PRIVATE KEY-----\\n`;
      const text = JSON.stringify(
        {
          type: 'service_account',
          project_id: project,
          private_key_id: v.hex(40),
          private_key: 'PK',
          client_email: `ee-runner@${project}.iam.gserviceaccount.com`,
          client_id: v.digits(21),
          auth_uri: 'https://accounts.google.com/o/oauth2/auth',
          token_uri: 'https://oauth2.googleapis.com/token',
        },
        null,
        2,
      ).replace('"PK"', `"${pk}"`);
      return { text, secrets: [pk] };
    },
  },
  {
    provider: 'azure-storage',
    rule: 'connection-string',
    domain: 'maps',
    make: (v) => {
      const account = v.r.pick(['tilestoreprod', 'wxrawdata', 'labelsarchive', 'gpsbronze']);
      const key = v.bytes64(64);
      const text = `"ConnectionStrings": {\n  "TileBlobs": "DefaultEndpointsProtocol=https;AccountName=${account};AccountKey=${key};EndpointSuffix=core.windows.net"\n}`;
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'postgres',
    rule: 'connection-string',
    domain: 'maps',
    make: (v) => {
      const pass = pw(v);
      const text = `DATABASE_URL=postgresql://${v.r.pick(USERS)}:${pass}@${v.r.pick(HOSTS)}:5432/gis?sslmode=require\nPGRST_DB_SCHEMAS=public,osm`;
      return { text, secrets: [pass] };
    },
  },
  {
    provider: 'postgres',
    rule: 'connection-string',
    domain: 'logistics',
    make: (v) => {
      const pass = pw(v);
      const text = `conn = psycopg.connect("host=${v.r.pick(HOSTS)} dbname=shipments user=${v.r.pick(USERS)} password=${pass} sslmode=verify-full")`;
      return { text, secrets: [pass] };
    },
  },
  {
    provider: 'mongodb',
    rule: 'connection-string',
    domain: 'telematics',
    make: (v) => {
      const pass = pw(v);
      const text = `spring.data.mongodb.uri=mongodb+srv://${v.r.pick(USERS)}:${pass}@fleet-cluster0.${v.lan(5)}.mongodb.net/telemetry?retryWrites=true&w=majority`;
      return { text, secrets: [pass] };
    },
  },
  {
    provider: 'redis',
    rule: 'connection-string',
    domain: 'travel',
    make: (v) => {
      const pass = v.an(32);
      const text = `# fare cache\nREDIS_URL=rediss://default:${pass}@fare-cache-${v.lan(6)}.upstash.io:6379`;
      return { text, secrets: [pass] };
    },
  },
  {
    provider: 'rabbitmq',
    rule: 'connection-string',
    domain: 'logistics',
    make: (v) => {
      const pass = pw(v);
      const text = `celery:\n  broker_url: "amqps://labels:${pass}@b-${v.uuid()}.mq.eu-central-1.amazonaws.com:5671/labels"\n  task_default_queue: print-jobs`;
      return { text, secrets: [pass] };
    },
  },
  {
    provider: 'wireguard',
    rule: 'wireguard-conf',
    domain: 'telematics',
    make: (v) => {
      const priv = v.bytes64(32);
      const text = `# /etc/wireguard/wg-depot.conf (gateway in truck yard)\n[Interface]\nAddress = 10.44.${v.r.int(250)}.1/24\nPrivateKey = ${priv}\nListenPort = 51820\n\n[Peer]\nPublicKey = ${v.bytes64(32)}\nAllowedIPs = 10.44.0.0/16\nEndpoint = vpn.depot-${v.lan(4)}.net:51820`;
      return { text, secrets: [priv] };
    },
  },
  {
    provider: 'apple-weatherkit',
    rule: 'pem-private-key',
    domain: 'weather',
    make: (v) => {
      const body = v.pemBody('MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg', 200);
      const key = ['-----BEGIN PRIVATE KEY-----', ...body, '-----END PRIVATE KEY-----'].join('\n');
      const text = `// WeatherKit REST signing key, AuthKey_${v.uan(10)}.p8\nconst WEATHERKIT_KEY = \`${key}\`;`;
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'cds-copernicus',
    rule: 'dotfile-rc',
    domain: 'weather',
    make: (v) => {
      const key = `${v.digits(6)}:${v.uuid()}`;
      const text = `$ cat ~/.cdsapirc\nurl: https://cds.climate.copernicus.eu/api/v2\nkey: ${key}`;
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'cds-copernicus',
    rule: 'dotfile-rc',
    domain: 'weather',
    make: (v) => {
      const key = v.uuid();
      const text = `# ERA5 download worker\nRUN printf "url: https://cds.climate.copernicus.eu/api\\nkey: ${key}\\n" > /root/.cdsapirc`;
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'ecmwf',
    rule: 'dotfile-rc',
    domain: 'weather',
    make: (v) => {
      const key = v.hex(32);
      const text = `$ cat ~/.ecmwfapirc\n{\n    "url"   : "https://api.ecmwf.int/v1",\n    "key"   : "${key}",\n    "email" : "${v.r.pick(['m.olsen', 'wxdesk', 'forecast-ops'])}@${v.r.pick(['nordicwind.no', 'agriwx.eu', 'seaport.dk'])}"\n}`;
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'nasa-earthdata',
    rule: 'netrc',
    domain: 'weather',
    make: (v) => {
      const pass = pw(v);
      const text = `# ~/.netrc used by wget for MODIS granules\nmachine urs.earthdata.nasa.gov login ${v.r.pick(['sat_ops', 'jdoe_gis', 'wxlab'])} password ${pass}`;
      return { text, secrets: [pass] };
    },
  },
  {
    provider: 'mapbox',
    rule: 'netrc',
    domain: 'maps',
    make: (v) => {
      const token = `sk.${v.b64url(JSON.stringify({ u: v.r.pick(['driverapp', 'fleetmaps']), a: `cl${v.lan(23)}` }))}.${v.b64u(22)}`;
      const text = `# ~/.netrc for the Mapbox iOS SDK download (Podfile / SPM)\nmachine api.mapbox.com\n  login mapbox\n  password ${token}`;
      return { text, secrets: [token] };
    },
  },
  {
    provider: 'mapbox',
    rule: 'gradle-properties',
    domain: 'maps',
    make: (v) => {
      const token = `sk.${v.b64url(JSON.stringify({ u: v.r.pick(['driverapp', 'couriers']), a: `cl${v.lan(23)}` }))}.${v.b64u(22)}`;
      const text = `# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx4g\nMAPBOX_DOWNLOADS_TOKEN=${token}`;
      return { text, secrets: [token] };
    },
  },
  {
    provider: 'here-oauth',
    rule: 'here-credentials',
    domain: 'maps',
    make: (v) => {
      const secret = v.b64u(86);
      const keyId = v.b64u(22);
      const text = [
        '# credentials.properties (downloaded from platform.here.com)',
        `here.user.id = HERE-${v.uuid()}`,
        `here.client.id = ${v.b64u(20)}`,
        `here.access.key.id = ${keyId}`,
        `here.access.key.secret = ${secret}`,
        'here.token.endpoint.url = https://account.api.here.com/oauth2/token',
      ].join('\n');
      return { text, secrets: [secret] };
    },
  },
  {
    provider: 'rails-master-key',
    rule: 'key-file',
    domain: 'travel',
    make: (v) => {
      const key = v.hex(32);
      return { text: `$ cat config/master.key\n${key}`, secrets: [key] };
    },
  },
  {
    provider: 'rails-master-key',
    rule: 'dockerfile',
    domain: 'travel',
    make: (v) => {
      const key = v.hex(32);
      return {
        text: `FROM ruby:3.3-slim\nWORKDIR /rails\nENV RAILS_ENV=production \\\n    RAILS_MASTER_KEY=${key}\nRUN bundle exec rails assets:precompile`,
        secrets: [key],
      };
    },
  },
  {
    provider: 'easypost',
    rule: 'ruby-initializer',
    domain: 'logistics',
    make: (v) => {
      const key = `EZAK${v.hex(54)}`;
      return {
        text: `# config/initializers/easypost.rb\nrequire "easypost"\n\nEASYPOST = EasyPost::Client.new(api_key: "${key}")`,
        secrets: [key],
      };
    },
  },
  {
    provider: 'printnode',
    rule: 'curl-basic-auth',
    domain: 'logistics',
    make: (v) => {
      const key = v.b64u(43);
      return {
        text: `curl -u ${key}: https://api.printnode.com/printjobs \\\n  -d printerId=${v.digits(8)} -d title="Shipping label" -d contentType=raw_base64 -d content=@label.zpl.b64`,
        secrets: [key],
      };
    },
  },
  {
    provider: 'onfleet',
    rule: 'curl-basic-auth',
    domain: 'telematics',
    make: (v) => {
      const key = v.hex(32);
      return {
        text: `curl -X GET "https://onfleet.com/api/v2/workers" -u "${key}:"`,
        secrets: [key],
      };
    },
  },
  {
    provider: 'telegram',
    rule: 'url-query',
    domain: 'generic',
    make: (v) => {
      const token = `${v.digits(10)}:AA${v.b64u(33)}`;
      return {
        text: `curl -s "https://api.telegram.org/bot${token}/sendMessage" -d chat_id=-100${v.digits(10)} -d text="storm alert: gusts > 90 km/h at depot"`,
        secrets: [token],
      };
    },
  },
];
