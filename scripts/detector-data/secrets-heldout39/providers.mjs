/* eslint-disable max-lines -- a data table of templates, kept in one place on purpose */
// Providers: credential shapes (real prefixes, lengths and alphabets where known), the name a
// project stores them under, an optional non-secret companion (account id, key id) and any
// provider-specific contexts. `t` marks the IoT / telecom / hardware theme.

import {
  ALNUM,
  B32,
  B64,
  B64URL,
  DIGITS,
  HEX,
  HEXU,
  LOWALNUM,
  LOWER,
  UPALNUM,
  BROKERS,
  SITES,
  b64bytes,
  b64url,
  deviceName,
  digits,
  ecPrivateKey,
  jwt,
  lines,
  opensshKey,
  pem,
  pkcs8EcKey,
  shape,
  uuid,
  wrap,
} from './util.mjs';

const now = 1717000000;

const haJwt = (r) =>
  jwt(r, { iss: r.chars(HEX, 32), iat: now + r.int(9e6), exp: 2032000000 + r.int(9e6) });

const azureHub = (r) =>
  `${r.pick(['acme-fleet', 'plant-iot', 'homely-prod', 'meters'])}-hub${r.int(9)}`;

function urlCred(scheme, port, userPick, pathPick) {
  return (r, v) => {
    const host = r.pick(BROKERS);
    const url = `${scheme}://${r.pick(userPick)}:${v}@${host}:${port}${r.pick(pathPick)}`;
    return r.pick([
      `${r.pick(['BROKER_URL', 'MQTT_URL', 'DATABASE_URL', 'CONNECTION_URI'])}=${url}`,
      `  url: "${url}"`,
      `client.connect("${url}")`,
    ]);
  };
}

const pw = (r) => r.chars(ALNUM, 6) + r.pick(['!', '#', '-', '_', '%']) + r.chars(ALNUM, 9);

/** @type {Array<any>} */
export const PROVIDERS = [
  // ---- telecom: SMS, voice, numbers -------------------------------------------------------
  {
    id: 'twilio',
    title: 'Twilio',
    t: 1,
    n: 3,
    env: 'TWILIO_AUTH_TOKEN',
    gen: shape('', HEX, 32),
    comp: ['TWILIO_ACCOUNT_SID', shape('AC', HEX, 32)],
    sp: [
      [
        'curl-basic-auth',
        (r, v, c) =>
          `curl -X POST https://api.twilio.com/2010-04-01/Accounts/${c}/Messages.json \\\n  --data-urlencode "To=+4917${r.chars(DIGITS, 8)}" \\\n  --data-urlencode "Body=Gateway ${deviceName(r)} offline" \\\n  -u ${c}:${v}`,
      ],
    ],
  },
  {
    id: 'twilio-api-key',
    title: 'Twilio',
    t: 1,
    env: 'TWILIO_API_SECRET',
    gen: shape('', ALNUM, 32),
    comp: ['TWILIO_API_KEY', shape('SK', HEX, 32)],
  },
  {
    id: 'vonage',
    title: 'Vonage',
    t: 1,
    env: 'VONAGE_API_SECRET',
    gen: shape('', ALNUM, 16),
    comp: ['VONAGE_API_KEY', shape('', HEX, 8)],
    sp: [
      [
        'curl-form-params',
        (r, v, c) =>
          `curl -X POST "https://rest.nexmo.com/sms/json" \\\n  -d from=AcmeAlerts -d text="Door sensor tripped" -d to=44770${r.chars(DIGITS, 7)} \\\n  -d api_key=${c} -d api_secret=${v}`,
      ],
    ],
  },
  {
    id: 'vonage-application-key',
    title: 'Vonage',
    t: 1,
    env: 'VONAGE_PRIVATE_KEY',
    gen: (r) => pkcs8EcKey(r),
    only: 1,
    sp: [['pem-file', (r, v) => lines(`# keys/vonage-voice-app-${r.chars(HEX, 6)}.key`, v)]],
  },
  {
    id: 'plivo',
    title: 'Plivo',
    t: 1,
    env: 'PLIVO_AUTH_TOKEN',
    gen: shape('', ALNUM, 40),
    comp: ['PLIVO_AUTH_ID', shape('MA', UPALNUM, 18)],
  },
  {
    id: 'sinch',
    title: 'Sinch',
    t: 1,
    env: 'SINCH_API_TOKEN',
    gen: shape('', HEX, 32),
    comp: ['SINCH_SERVICE_PLAN_ID', shape('', HEX, 32)],
    hdr: ['Authorization', 'Bearer '],
    url: 'https://us.sms.api.sinch.com/xms/v1/batches',
  },
  {
    id: 'messagebird',
    title: 'MessageBird',
    t: 1,
    env: 'MESSAGEBIRD_ACCESS_KEY',
    gen: shape('', ALNUM, 25),
    hdr: ['Authorization', 'AccessKey '],
    url: 'https://rest.messagebird.com/messages',
  },
  {
    id: 'telnyx',
    title: 'Telnyx',
    t: 1,
    env: 'TELNYX_API_KEY',
    gen: (r) => `KEY${r.chars(UPALNUM, 32)}_${r.chars(ALNUM, 22)}`,
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.telnyx.com/v2/messages',
  },
  {
    id: 'bandwidth',
    title: 'Bandwidth',
    t: 1,
    env: 'BANDWIDTH_PASSWORD',
    gen: pw,
    comp: ['BANDWIDTH_USERNAME', (r) => `api-user-${r.chars(LOWALNUM, 6)}`],
  },
  {
    id: 'infobip',
    title: 'Infobip',
    t: 1,
    env: 'INFOBIP_API_KEY',
    gen: (r) => `${r.chars(HEX, 32)}-${uuid(r)}`,
    hdr: ['Authorization', 'App '],
    url: 'https://xk4d2m.api.infobip.com/sms/2/text/advanced',
  },
  {
    id: 'clicksend',
    title: 'ClickSend',
    t: 1,
    env: 'CLICKSEND_API_KEY',
    gen: (r) => uuid(r, HEXU),
    comp: ['CLICKSEND_USERNAME', (r) => `ops+${r.chars(LOWALNUM, 5)}@acme-iot.io`],
  },
  {
    id: 'textmagic',
    title: 'TextMagic',
    t: 1,
    env: 'TEXTMAGIC_API_KEY',
    gen: shape('', ALNUM, 30),
  },
  {
    id: '46elks',
    title: '46elks',
    t: 1,
    env: 'ELKS_API_PASSWORD',
    gen: shape('', HEXU, 32),
    comp: ['ELKS_API_USERNAME', shape('u', HEX, 32)],
  },
  {
    id: 'africastalking',
    title: "Africa's Talking",
    t: 1,
    env: 'AT_API_KEY',
    gen: shape('atsk_', HEX, 64),
    hdr: ['apiKey', ''],
    url: 'https://api.africastalking.com/version1/messaging',
  },
  {
    id: 'signalwire',
    title: 'SignalWire',
    t: 1,
    env: 'SIGNALWIRE_API_TOKEN',
    gen: shape('PT', HEX, 48),
    comp: ['SIGNALWIRE_PROJECT_ID', (r) => uuid(r)],
  },
  {
    id: 'clickatell',
    title: 'Clickatell',
    t: 1,
    env: 'CLICKATELL_API_KEY',
    gen: shape('', B64URL, 22, '=='),
    hdr: ['Authorization', ''],
    url: 'https://platform.clickatell.com/v1/message',
  },
  {
    id: 'ringcentral',
    title: 'RingCentral',
    t: 1,
    env: 'RINGCENTRAL_CLIENT_SECRET',
    gen: shape('', B64URL, 22),
    comp: ['RINGCENTRAL_CLIENT_ID', shape('', B64URL, 22)],
  },
  {
    id: 'telesign',
    title: 'TeleSign',
    t: 1,
    env: 'TELESIGN_API_KEY',
    gen: (r) => b64bytes(r, 64),
    comp: ['TELESIGN_CUSTOMER_ID', (r) => uuid(r, HEXU)],
  },
  {
    id: 'msg91',
    title: 'MSG91',
    t: 1,
    env: 'MSG91_AUTH_KEY',
    gen: (r) => r.chars(DIGITS, 6) + 'A' + r.chars(HEX, 17),
  },
  { id: 'seven-io', title: 'seven.io', t: 1, env: 'SEVEN_API_KEY', gen: shape('', ALNUM, 64) },
  { id: 'smsapi', title: 'SMSAPI', t: 1, env: 'SMSAPI_TOKEN', gen: shape('', ALNUM, 40) },
  {
    id: 'd7networks',
    title: 'D7 Networks',
    t: 1,
    env: 'D7_API_TOKEN',
    gen: (r) => jwt(r, { auth: 'application', app_id: uuid(r), iat: now + r.int(9e6) }),
  },
  { id: 'gupshup', title: 'Gupshup', t: 1, env: 'GUPSHUP_API_KEY', gen: shape('sk_', HEX, 32) },
  { id: 'kaleyra', title: 'Kaleyra', t: 1, env: 'KALEYRA_API_KEY', gen: shape('A', HEX, 32) },
  {
    id: 'esendex',
    title: 'Esendex',
    t: 1,
    env: 'ESENDEX_PASSWORD',
    gen: pw,
    comp: ['ESENDEX_ACCOUNT_REFERENCE', (r) => `EX${r.chars(DIGITS, 7)}`],
  },
  {
    id: 'bulksms',
    title: 'BulkSMS',
    t: 1,
    env: 'BULKSMS_TOKEN_SECRET',
    gen: shape('', HEXU, 32),
    comp: ['BULKSMS_TOKEN_ID', shape('', HEXU, 32)],
  },
  {
    id: 'agora',
    title: 'Agora',
    t: 1,
    env: 'AGORA_APP_CERTIFICATE',
    gen: shape('', HEX, 32),
    comp: ['AGORA_APP_ID', shape('', HEX, 32)],
  },
  {
    id: 'livekit',
    title: 'LiveKit',
    t: 1,
    env: 'LIVEKIT_API_SECRET',
    gen: shape('', ALNUM, 43),
    comp: ['LIVEKIT_API_KEY', shape('API', ALNUM, 12)],
    sp: [
      [
        'livekit-yaml',
        (r, v, c) => lines('port: 7880', 'rtc:', '  tcp_port: 7881', 'keys:', `  ${c}: ${v}`),
      ],
    ],
  },
  {
    id: 'daily',
    title: 'Daily',
    t: 1,
    env: 'DAILY_API_KEY',
    gen: shape('', HEX, 64),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.daily.co/v1/rooms',
  },
  {
    id: 'deepgram',
    title: 'Deepgram',
    t: 1,
    env: 'DEEPGRAM_API_KEY',
    gen: shape('', HEX, 40),
    hdr: ['Authorization', 'Token '],
    url: 'https://api.deepgram.com/v1/listen?model=nova-2',
  },
  {
    id: 'assemblyai',
    title: 'AssemblyAI',
    t: 1,
    env: 'ASSEMBLYAI_API_KEY',
    gen: shape('', HEX, 32),
  },
  {
    id: 'elevenlabs',
    title: 'ElevenLabs',
    t: 1,
    env: 'ELEVENLABS_API_KEY',
    gen: shape('sk_', HEX, 48),
    hdr: ['xi-api-key', ''],
    url: 'https://api.elevenlabs.io/v1/text-to-speech/voice-prompt',
  },
  {
    id: 'sip-password',
    title: 'SIP trunk',
    t: 1,
    env: 'SIP_SECRET',
    gen: pw,
    only: 1,
    sp: [
      [
        'asterisk-sip-conf',
        (r, v) =>
          lines(
            `[trunk-${r.pick(['voipms', 'sipgate', 'telnyx', 'carrier'])}]`,
            'type=friend',
            `host=${r.pick(['sip.provider.net', '185.12.64.9', 'pbx.carrier.example'])}`,
            `defaultuser=${r.chars(DIGITS, 7)}`,
            `secret=${v}`,
            'context=from-trunk',
            'disallow=all',
            'allow=ulaw,alaw',
          ),
      ],
      [
        'pjsip-auth',
        (r, v) =>
          lines(
            `[${r.chars(DIGITS, 4)}-auth]`,
            'type=auth',
            'auth_type=userpass',
            `username=${r.chars(DIGITS, 4)}`,
            `password=${v}`,
          ),
      ],
    ],
  },
  {
    id: 'radius-secret',
    title: 'RADIUS',
    t: 1,
    env: 'RADIUS_SECRET',
    gen: shape('', ALNUM, 24),
    only: 1,
    sp: [
      [
        'freeradius-clients',
        (r, v) =>
          lines(
            `client ${r.pick(['bras-01', 'olt-fra', 'ap-controller'])} {`,
            `    ipaddr = 10.${r.int(250)}.${r.int(250)}.0/24`,
            `    secret = ${v}`,
            '    nas_type = other',
            '}',
          ),
      ],
    ],
  },
  {
    id: 'snmp-community',
    title: 'SNMP',
    t: 1,
    env: 'SNMP_COMMUNITY',
    gen: shape('', ALNUM, 18),
    only: 1,
    sp: [
      [
        'router-config',
        (r, v) =>
          lines(
            `hostname ${r.pick(['edge-rtr-01', 'cell-site-114', 'core-sw2'])}`,
            '!',
            `snmp-server community ${v} RW 10`,
            'snmp-server location "Rack 4"',
            'access-list 10 permit 10.20.0.0 0.0.255.255',
          ),
      ],
      [
        'snmpd-conf',
        (r, v) =>
          lines(
            '# /etc/snmp/snmpd.conf',
            `rocommunity ${v} 10.0.0.0/8`,
            'sysLocation plant-07 MDF',
          ),
      ],
    ],
  },
  {
    id: 'sim-ki',
    title: 'SIM',
    t: 1,
    n: 3,
    env: 'SIM_KI',
    gen: shape('', HEXU, 32),
    only: 1,
    sp: [
      [
        'pysim-csv',
        (r, v) => {
          const opc = r.chars(HEXU, 32);
          const imsi = `00101${r.chars(DIGITS, 10)}`;
          return {
            text: lines(
              'ICCID,IMSI,KI,OPC,ACC',
              `8988211${r.chars(DIGITS, 12)},${imsi},${v},${opc},0001`,
            ),
            secrets: [v, opc],
          };
        },
      ],
      [
        'open5gs-dbctl',
        (r, v) => {
          const opc = r.chars(HEX, 32);
          return {
            text: `./misc/db/open5gs-dbctl add 99970${r.chars(DIGITS, 10)} ${v.toLowerCase()} ${opc}`,
            secrets: [v.toLowerCase(), opc],
          };
        },
      ],
      [
        'hss-subscriber-yaml',
        (r, v) =>
          lines(
            'subscribers:',
            `  - imsi: "31026${r.chars(DIGITS, 10)}"`,
            `    k: ${v}`,
            '    amf: "8000"',
            '    sqn: 000000000021',
          ),
      ],
    ],
  },
  // ---- cloud IoT platforms ------------------------------------------------------------------
  {
    id: 'aws',
    title: 'AWS',
    t: 1,
    n: 3,
    env: 'AWS_SECRET_ACCESS_KEY',
    gen: shape('', B64.replace('+', ''), 40),
    comp: ['AWS_ACCESS_KEY_ID', shape('AKIA', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)],
    sp: [
      [
        'aws-credentials-file',
        (r, v, c) =>
          lines(
            `[${r.pick(['fleet-provisioner', 'iot-ci', 'default'])}]`,
            `aws_access_key_id = ${c}`,
            `aws_secret_access_key = ${v}`,
            'region = eu-central-1',
          ),
      ],
    ],
  },
  {
    id: 'aws-iot-device-key',
    title: 'AWS IoT',
    t: 1,
    env: 'DEVICE_PRIVATE_KEY',
    gen: (r) => pem(r, 'RSA PRIVATE KEY', 'MIIEpAIBAAKCAQEA', 360),
    only: 1,
    sp: [
      [
        'pem-file',
        (r, v) =>
          lines(
            `# certs/${deviceName(r)}-private.pem.key (first lines, from the provisioning bundle)`,
            v,
          ),
      ],
    ],
  },
  {
    id: 'azure-iot-hub',
    title: 'Azure IoT Hub',
    t: 1,
    n: 3,
    env: 'IOTHUB_CONNECTION_STRING',
    gen: (r) => b64bytes(r, 32),
    only: 1,
    sp: [
      [
        'azure-connection-string',
        (r, v) =>
          `IOTHUB_CONNECTION_STRING="HostName=${azureHub(r)}.azure-devices.net;SharedAccessKeyName=${r.pick(['iothubowner', 'service', 'registryReadWrite'])};SharedAccessKey=${v}"`,
      ],
      [
        'azure-cli-output',
        (r, v) =>
          lines(
            `$ az iot hub connection-string show --hub-name ${azureHub(r)}`,
            '{',
            `  "connectionString": "HostName=${azureHub(r)}.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=${v}"`,
            '}',
          ),
      ],
      [
        'json-config',
        (r, v) =>
          JSON.stringify(
            {
              IoTHub: {
                ConnectionString: `HostName=${azureHub(r)}.azure-devices.net;SharedAccessKeyName=service;SharedAccessKey=${v}`,
              },
            },
            null,
            2,
          ),
      ],
    ],
  },
  {
    id: 'azure-iot-device',
    title: 'Azure IoT device',
    t: 1,
    n: 2,
    env: 'DEVICE_CONNECTION_STRING',
    gen: (r) => b64bytes(r, 32),
    only: 1,
    sp: [
      [
        'azure-connection-string',
        (r, v) =>
          `const char* connectionString = "HostName=${azureHub(r)}.azure-devices.net;DeviceId=${deviceName(r)};SharedAccessKey=${v}";`,
      ],
      [
        'yaml-nested',
        (r, v) =>
          lines(
            'azure:',
            '  transport: mqtt',
            `  device_connection_string: "HostName=${azureHub(r)}.azure-devices.net;DeviceId=${deviceName(r)};SharedAccessKey=${v}"`,
          ),
      ],
    ],
  },
  {
    id: 'azure-dps',
    title: 'Azure DPS',
    t: 1,
    env: 'DPS_ENROLLMENT_GROUP_KEY',
    gen: (r) => b64bytes(r, 64),
    comp: ['DPS_ID_SCOPE', (r) => `0ne00${r.chars(HEXU, 6)}`],
  },
  {
    id: 'azure-event-hubs',
    title: 'Azure Event Hubs',
    t: 1,
    env: 'EVENTHUB_CONNECTION',
    gen: (r) => b64bytes(r, 32),
    only: 1,
    sp: [
      [
        'azure-connection-string',
        (r, v) =>
          `EVENTHUB_CONNECTION=Endpoint=sb://${r.pick(['telemetry', 'fleet-events', 'meters'])}-ns.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${v};EntityPath=device-telemetry`,
      ],
    ],
  },
  {
    id: 'azure-iot-central',
    title: 'Azure IoT Central',
    t: 1,
    env: 'IOTC_API_TOKEN',
    gen: (r) =>
      `SharedAccessSignature sr=${uuid(r)}&sig=${encodeURIComponent(b64bytes(r, 32))}&skn=operator-token&se=${1750000000 + r.int(9e7)}`,
    hdr: ['Authorization', ''],
    url: 'https://acme-fleet.azureiotcentral.com/api/devices?api-version=2022-07-31',
  },
  {
    id: 'gcp-service-account',
    title: 'Google Cloud',
    t: 1,
    env: 'GOOGLE_APPLICATION_CREDENTIALS',
    gen: (r) => pkcs8EcKey(r),
    only: 1,
    sp: [
      [
        'gcp-sa-json',
        (r, v) => {
          const esc = v.replace(/\n/g, '\\n');
          const project = `${r.pick(['fleet', 'telemetry', 'ota'])}-${r.chars(DIGITS, 6)}`;
          return {
            text: lines(
              '{',
              '  "type": "service_account",',
              `  "project_id": "${project}",`,
              `  "private_key_id": "${r.chars(HEX, 40)}",`,
              `  "private_key": "${esc}\\n",`,
              `  "client_email": "ota-uploader@${project}.iam.gserviceaccount.com",`,
              `  "client_id": "1${r.chars(DIGITS, 20)}"`,
              '}',
            ),
            secrets: [esc],
          };
        },
      ],
    ],
  },
  {
    id: 'particle',
    title: 'Particle',
    t: 1,
    env: 'PARTICLE_ACCESS_TOKEN',
    gen: shape('', HEX, 40),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.particle.io/v1/devices',
    sp: [
      [
        'curl-query-token',
        (r, v) =>
          `curl https://api.particle.io/v1/devices/${r.chars(HEX, 24)}/led -d arg=on -d access_token=${v}`,
      ],
    ],
  },
  {
    id: 'blynk',
    title: 'Blynk',
    t: 1,
    env: 'BLYNK_AUTH_TOKEN',
    gen: shape('', B64URL, 32),
    sp: [
      [
        'arduino-sketch',
        (r, v) =>
          lines(
            `#define BLYNK_TEMPLATE_ID "TMPL${r.chars(ALNUM, 8)}"`,
            '#define BLYNK_TEMPLATE_NAME "Greenhouse"',
            `#define BLYNK_AUTH_TOKEN "${v}"`,
            '#include <BlynkSimpleEsp32.h>',
          ),
      ],
    ],
  },
  {
    id: 'thingspeak',
    title: 'ThingSpeak',
    t: 1,
    env: 'THINGSPEAK_WRITE_API_KEY',
    gen: shape('', UPALNUM, 16),
    sp: [
      [
        'url-query-key',
        (r, v) =>
          `GET https://api.thingspeak.com/update?api_key=${v}&field1=${(18 + r.next() * 8).toFixed(1)}&field2=${40 + r.int(30)}`,
      ],
    ],
  },
  {
    id: 'adafruit-io',
    title: 'Adafruit IO',
    t: 1,
    env: 'AIO_KEY',
    gen: shape('aio_', ALNUM, 28),
    sp: [
      [
        'circuitpython-settings',
        (r, v) =>
          lines(
            '# settings.toml (CIRCUITPY drive)',
            `CIRCUITPY_WIFI_SSID = "${r.pick(['attic-iot', 'Home-2G'])}"`,
            `ADAFRUIT_AIO_USERNAME = "${r.pick(['jkmaker', 'plantbot', 'sofia_builds'])}"`,
            `ADAFRUIT_AIO_KEY = "${v}"`,
          ),
      ],
    ],
  },
  {
    id: 'ubidots',
    title: 'Ubidots',
    t: 1,
    env: 'UBIDOTS_TOKEN',
    gen: shape('BBFF-', ALNUM, 30),
    hdr: ['X-Auth-Token', ''],
    url: 'https://industrial.api.ubidots.com/api/v1.6/devices/pump-station',
  },
  {
    id: 'losant',
    title: 'Losant',
    t: 1,
    env: 'LOSANT_ACCESS_SECRET',
    gen: shape('', HEX, 64),
    comp: ['LOSANT_ACCESS_KEY', (r) => uuid(r)],
  },
  {
    id: 'thingsboard',
    title: 'ThingsBoard',
    t: 1,
    env: 'THINGSBOARD_ACCESS_TOKEN',
    gen: shape('', ALNUM, 20),
    sp: [
      [
        'mosquitto-pub',
        (r, v) =>
          `mosquitto_pub -d -q 1 -h ${r.pick(['tb.fleet.internal', 'demo.thingsboard.io'])} -p 1883 -t v1/devices/me/telemetry -u "${v}" -m '{"temperature":${20 + r.int(9)}}'`,
      ],
    ],
  },
  {
    id: 'golioth',
    title: 'Golioth',
    t: 1,
    env: 'GOLIOTH_API_KEY',
    gen: shape('', ALNUM, 32),
    hdr: ['x-api-key', ''],
    url: 'https://api.golioth.io/v1/projects/smart-meters/devices',
  },
  {
    id: 'golioth-psk',
    title: 'Golioth',
    t: 1,
    env: 'GOLIOTH_PSK',
    gen: shape('', ALNUM, 24),
    only: 1,
    sp: [
      [
        'zephyr-shell',
        (r, v) =>
          lines(
            `uart:~$ settings set golioth/psk-id ${deviceName(r)}@smart-meters`,
            `uart:~$ settings set golioth/psk ${v}`,
            'uart:~$ kernel reboot cold',
          ),
      ],
      [
        'zephyr-prj-conf',
        (r, v) =>
          lines(
            '# prj.conf',
            'CONFIG_GOLIOTH_SAMPLE_HARDCODED_CREDENTIALS=y',
            `CONFIG_GOLIOTH_SAMPLE_PSK_ID="${deviceName(r)}@smart-meters"`,
            `CONFIG_GOLIOTH_SAMPLE_PSK="${v}"`,
          ),
      ],
    ],
  },
  {
    id: 'balena',
    title: 'balena',
    t: 1,
    env: 'BALENA_API_KEY',
    gen: shape('', ALNUM, 32),
    sp: [
      [
        'cli-login',
        (r, v) => `balena login --token ${v} && balena push ${r.pick(['fleet-gw', 'kiosk-fleet'])}`,
      ],
    ],
  },
  {
    id: 'hivemq-cloud',
    title: 'HiveMQ Cloud',
    t: 1,
    env: 'HIVEMQ_PASSWORD',
    gen: pw,
    only: 1,
    sp: [
      [
        'mqtt-url',
        (r, v) =>
          `MQTT_URL=mqtts://${r.pick(['gateway', 'ingest', 'device-01'])}:${v}@${r.chars(HEX, 32)}.s1.eu.hivemq.cloud:8883`,
      ],
      [
        'paho-python',
        (r, v) =>
          lines(
            'client = mqtt.Client(client_id="edge-bridge")',
            'client.tls_set()',
            `client.username_pw_set("${r.pick(['bridge', 'sensor-fleet'])}", "${v}")`,
            `client.connect("${r.chars(HEX, 32)}.s2.eu.hivemq.cloud", 8883)`,
          ),
      ],
    ],
  },
  {
    id: 'mqtt-broker-password',
    title: 'MQTT broker',
    t: 1,
    n: 3,
    env: 'MQTT_PASSWORD',
    gen: pw,
    sp: [
      ['mqtt-url', urlCred('mqtt', 1883, ['telemetry', 'gw', 'nodered'], ['', '/'])],
      [
        'mosquitto-bridge',
        (r, v) =>
          lines(
            `connection bridge-to-${r.pick(['cloud', 'hq', 'aws'])}`,
            `address ${r.pick(BROKERS)}:8883`,
            'topic sensors/# out 1',
            `remote_username ${r.pick(SITES)}`,
            `remote_password ${v}`,
            'bridge_cafile /etc/mosquitto/certs/ca.crt',
          ),
      ],
      [
        'home-assistant-mqtt',
        (r, v) =>
          lines(
            'mqtt:',
            `  broker: ${r.pick(BROKERS)}`,
            '  username: homeassistant',
            `  password: ${v}`,
          ),
      ],
    ],
  },
  {
    id: 'emqx-cloud',
    title: 'EMQX Cloud',
    t: 1,
    env: 'EMQX_API_SECRET',
    gen: shape('', ALNUM, 42),
    comp: ['EMQX_API_KEY', shape('', HEX, 16)],
  },
  {
    id: 'home-assistant',
    title: 'Home Assistant',
    t: 1,
    n: 3,
    env: 'HASS_TOKEN',
    gen: haJwt,
    hdr: ['Authorization', 'Bearer '],
    url: 'http://homeassistant.local:8123/api/services/light/turn_on',
    sp: [
      [
        'ha-rest-command',
        (r, v) =>
          lines(
            'rest_command:',
            '  notify_garage:',
            `    url: "http://${r.pick(['10.0.0.12', 'ha-remote.duckdns.org'])}:8123/api/services/notify/mobile_app"`,
            '    headers:',
            `      authorization: "Bearer ${v}"`,
          ),
      ],
    ],
  },
  {
    id: 'smartthings',
    title: 'SmartThings',
    t: 1,
    env: 'SMARTTHINGS_TOKEN',
    gen: (r) => uuid(r),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.smartthings.com/v1/devices',
  },
  {
    id: 'hologram',
    title: 'Hologram',
    t: 1,
    env: 'HOLOGRAM_API_KEY',
    gen: shape('', ALNUM, 32),
    sp: [
      [
        'url-query-key',
        (r, v) =>
          `curl "https://dashboard.hologram.io/api/1/devices?orgid=${r.chars(DIGITS, 5)}&apikey=${v}"`,
      ],
    ],
  },
  {
    id: 'emnify',
    title: 'emnify',
    t: 1,
    env: 'EMNIFY_APPLICATION_TOKEN',
    gen: (r) =>
      jwt(
        r,
        { esc: r.int(9e4), aud: '/api/v1/application_token', iat: now, jti: uuid(r) },
        'HS512',
      ),
  },
  {
    id: '1nce',
    title: '1NCE',
    t: 1,
    env: 'ONCE_CLIENT_SECRET',
    gen: shape('', ALNUM, 32),
    comp: ['ONCE_CLIENT_ID', (r) => `${r.chars(DIGITS, 8)}_api`],
  },
  {
    id: 'soracom',
    title: 'SORACOM',
    t: 1,
    env: 'SORACOM_AUTH_KEY',
    gen: shape('secret-', ALNUM, 64),
    comp: ['SORACOM_AUTH_KEY_ID', shape('keyId-', ALNUM, 32)],
    sp: [
      [
        'cli-profile',
        (r, v, c) =>
          lines(
            '$ cat ~/.soracom/default.json',
            `{"coverageType":"jp","authKeyId":"${c}","authKey":"${v}"}`,
          ),
      ],
    ],
  },
  {
    id: 'memfault',
    title: 'Memfault',
    t: 1,
    env: 'MEMFAULT_ORG_TOKEN',
    gen: shape('oat_', ALNUM, 40),
    sp: [
      [
        'memfault-cli',
        (r, v) =>
          `memfault --org-token ${v} --org acme --project smart-lock upload-mcu-symbols build/zephyr/zephyr.elf`,
      ],
    ],
  },
  {
    id: 'mender',
    title: 'Mender',
    t: 1,
    env: 'MENDER_TENANT_TOKEN',
    gen: (r) =>
      jwt(
        r,
        { 'mender.tenant': r.chars(HEX, 24), iss: 'Mender', sub: r.chars(HEX, 24) },
        'RS256',
      ).slice(0, 200),
    sp: [
      [
        'mender-conf',
        (r, v) =>
          JSON.stringify(
            {
              ServerURL: 'https://hosted.mender.io',
              TenantToken: v,
              InventoryPollIntervalSeconds: 28800,
            },
            null,
            2,
          ),
      ],
    ],
  },
  {
    id: 'hawkbit',
    title: 'hawkBit',
    t: 1,
    env: 'HAWKBIT_GATEWAY_TOKEN',
    gen: shape('', HEX, 32),
    hdr: ['Authorization', 'GatewayToken '],
    url: 'https://hawkbit.fleet.internal/DEFAULT/controller/v1/gw-0042',
  },
  {
    id: 'foundries',
    title: 'Foundries.io',
    t: 1,
    env: 'FIO_API_TOKEN',
    gen: shape('', ALNUM, 40),
    hdr: ['OSF-TOKEN', ''],
    url: 'https://api.foundries.io/ota/devices/',
  },
  {
    id: 'torizon',
    title: 'Torizon',
    t: 1,
    env: 'TORIZON_CLIENT_SECRET',
    gen: shape('', ALNUM, 32),
    comp: ['TORIZON_CLIENT_ID', shape('api-v2-', LOWALNUM, 16)],
  },
  {
    id: 'arduino-iot-cloud',
    title: 'Arduino Cloud',
    t: 1,
    env: 'ARDUINO_CLIENT_SECRET',
    gen: shape('', ALNUM, 64),
    comp: ['ARDUINO_CLIENT_ID', shape('', ALNUM, 32)],
  },
  {
    id: 'arduino-device-secret',
    title: 'Arduino Cloud',
    t: 1,
    env: 'SECRET_DEVICE_KEY',
    gen: shape('', UPALNUM, 20),
    only: 1,
    sp: [
      [
        'arduino-sketch',
        (r, v) =>
          lines(
            '// arduino_secrets.h',
            `#define SECRET_SSID "${r.pick(['workshop', 'Greenhouse_2G'])}"`,
            `#define SECRET_OPTIONAL_PASS "${pw(r)}"`,
            `#define SECRET_DEVICE_KEY "${v}"`,
          ),
      ],
    ],
  },
  {
    id: 'tuya',
    title: 'Tuya',
    t: 1,
    env: 'TUYA_ACCESS_SECRET',
    gen: shape('', HEX, 32),
    comp: ['TUYA_ACCESS_ID', shape('', LOWALNUM, 20)],
  },
  {
    id: 'tuya-local-key',
    title: 'Tuya',
    t: 1,
    env: 'TUYA_LOCAL_KEY',
    gen: (r) =>
      r
        .chars(ALNUM + "!#$%&'()*+,-./:;<=>?@[]^_`{|}~".replace(/["\\]/g, ''), 16)
        .replace(/'/g, 'q'),
    only: 1,
    sp: [
      [
        'tinytuya-json',
        (r, v) =>
          JSON.stringify(
            [
              {
                name: `${r.pick(['Kitchen plug', 'Porch light', 'Dehumidifier'])}`,
                id: `bf${r.chars(LOWALNUM, 20)}`,
                key: v,
                ip: `192.168.1.${10 + r.int(200)}`,
                version: '3.3',
              },
            ],
            null,
            2,
          ),
      ],
      [
        'python-settings',
        (r, v) =>
          lines(
            'import tinytuya',
            '',
            `d = tinytuya.OutletDevice("bf${r.chars(LOWALNUM, 20)}", "192.168.1.${10 + r.int(200)}", "${v}")`,
            'd.set_version(3.3)',
          ),
      ],
    ],
  },
  {
    id: 'ewelink',
    title: 'eWeLink',
    t: 1,
    env: 'EWELINK_APP_SECRET',
    gen: shape('', ALNUM, 32),
    comp: ['EWELINK_APP_ID', shape('', ALNUM, 32)],
  },
  {
    id: 'philips-hue',
    title: 'Philips Hue',
    t: 1,
    env: 'HUE_APPLICATION_KEY',
    gen: shape('', B64URL, 40),
    hdr: ['hue-application-key', ''],
    url: 'https://192.168.1.20/clip/v2/resource/light',
    sp: [
      [
        'hue-url',
        (r, v) =>
          `PUT http://192.168.1.${2 + r.int(250)}/api/${v}/lights/${1 + r.int(20)}/state {"on":true,"bri":200}`,
      ],
    ],
  },
  {
    id: 'lifx',
    title: 'LIFX',
    t: 1,
    env: 'LIFX_TOKEN',
    gen: shape('c', HEX, 63),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.lifx.com/v1/lights/all/state',
  },
  {
    id: 'google-oauth-client-secret',
    title: 'Google Device Access',
    t: 1,
    env: 'NEST_CLIENT_SECRET',
    gen: shape('GOCSPX-', B64URL, 28),
    comp: [
      'NEST_CLIENT_ID',
      (r) => `${r.chars(DIGITS, 12)}-${r.chars(LOWALNUM, 32)}.apps.googleusercontent.com`,
    ],
  },
  { id: 'ecobee', title: 'ecobee', t: 1, env: 'ECOBEE_API_KEY', gen: shape('', ALNUM, 32) },
  {
    id: 'smartcar',
    title: 'Smartcar',
    t: 1,
    env: 'SMARTCAR_CLIENT_SECRET',
    gen: (r) => uuid(r),
    comp: ['SMARTCAR_CLIENT_ID', (r) => uuid(r)],
  },
  {
    id: 'samsara',
    title: 'Samsara',
    t: 1,
    env: 'SAMSARA_API_TOKEN',
    gen: shape('samsara_api_', ALNUM, 30),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.samsara.com/fleet/vehicles/locations',
  },
  {
    id: 'geotab',
    title: 'Geotab',
    t: 1,
    env: 'GEOTAB_PASSWORD',
    gen: pw,
    comp: ['GEOTAB_DATABASE', (r) => `${r.pick(['acme_fleet', 'cold_chain'])}`],
  },
  {
    id: 'helium',
    title: 'Helium Console',
    t: 1,
    env: 'HELIUM_API_KEY',
    gen: (r) => b64bytes(r, 32).replace(/=$/, ''),
    hdr: ['key', ''],
    url: 'https://console.helium.com/api/v1/devices',
  },
  {
    id: 'the-things-stack',
    title: 'The Things Stack',
    t: 1,
    n: 3,
    env: 'TTN_API_KEY',
    gen: (r) => `NNSXS.${r.chars(B32, 39)}.${r.chars(B32, 52)}`,
    hdr: ['Authorization', 'Bearer '],
    url: 'https://eu1.cloud.thethings.network/api/v3/applications/cold-chain/devices',
    sp: [
      [
        'ttn-lw-cli',
        (r, v) =>
          lines(
            'ttn-lw-cli login --api-key \\',
            `  ${v}`,
            'ttn-lw-cli end-devices list cold-chain',
          ),
      ],
    ],
  },
  {
    id: 'chirpstack',
    title: 'ChirpStack',
    t: 1,
    env: 'CHIRPSTACK_API_TOKEN',
    gen: (r) => jwt(r, { aud: 'chirpstack', iss: 'chirpstack', sub: uuid(r), typ: 'key' }),
    hdr: ['Grpc-Metadata-Authorization', 'Bearer '],
    url: 'http://chirpstack.lan:8090/api/devices?limit=50',
  },
  {
    id: 'lorawan-appkey',
    title: 'LoRaWAN',
    t: 1,
    n: 3,
    env: 'LORAWAN_APP_KEY',
    gen: shape('', HEXU, 32),
    only: 1,
    sp: [
      [
        'lorawan-device-json',
        (r, v) =>
          JSON.stringify(
            {
              dev_eui: r.chars(HEXU, 16),
              join_eui: `70B3D57ED0${r.chars(HEXU, 6)}`,
              app_key: v,
              lorawan_version: 'MAC_V1_0_3',
              frequency_plan_id: 'EU_863_870_TTN',
            },
            null,
            2,
          ),
      ],
      [
        'c-define',
        (r, v) => {
          const arr = v
            .match(/../g)
            .map((b) => `0x${b}`)
            .join(', ');
          return {
            text: lines(
              '// lmic keys, MSB first',
              `static const u1_t PROGMEM DEVEUI[8] = { ${r
                .chars(HEXU, 16)
                .match(/../g)
                .map((b) => `0x${b}`)
                .join(', ')} };`,
              `static const u1_t PROGMEM APPKEY[16] = { ${arr} };`,
            ),
            secrets: [arr],
          };
        },
      ],
      [
        'at-command-log',
        (r, v) =>
          lines(
            `AT+DEVEUI=${r.chars(HEXU, 16)}`,
            'OK',
            `AT+APPEUI=${r.chars(HEXU, 16)}`,
            'OK',
            `AT+APPKEY=${v}`,
            'OK',
            'AT+JOIN',
          ),
      ],
    ],
  },
  {
    id: 'lorawan-session-key',
    title: 'LoRaWAN',
    t: 1,
    env: 'LORAWAN_NWK_S_KEY',
    gen: shape('', HEXU, 32),
    only: 1,
    sp: [
      [
        'abp-yaml',
        (r, v) => {
          const app = r.chars(HEXU, 32);
          return {
            text: lines(
              'activation: ABP',
              `dev_addr: "26${r.chars(HEXU, 6)}"`,
              `nwk_s_key: "${v}"`,
              `app_s_key: "${app}"`,
            ),
            secrets: [v, app],
          };
        },
      ],
    ],
  },
  {
    id: 'wifi-psk',
    title: 'Wi-Fi',
    t: 1,
    n: 3,
    env: 'WIFI_PASSWORD',
    gen: pw,
    sp: [
      [
        'wpa-supplicant',
        (r, v) =>
          lines(
            'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev',
            'country=DE',
            'network={',
            `    ssid="${r.pick(['Plant07-Sensors', 'WH-A-IoT', 'FieldKit'])}"`,
            `    psk="${v}"`,
            '    key_mgmt=WPA-PSK',
            '}',
          ),
      ],
      [
        'wpa-supplicant-hex',
        (r) => {
          const psk = r.chars(HEX, 64);
          return {
            text: lines(
              'network={',
              `    ssid="${r.pick(['Lab-Mesh', 'Barn-AP'])}"`,
              `    psk=${psk}`,
              '}',
            ),
            secrets: [psk],
          };
        },
      ],
      [
        'nmconnection',
        (r, v) =>
          lines(
            '[wifi]',
            'mode=infrastructure',
            `ssid=${r.pick(['depot-iot', 'kiosk-net'])}`,
            '',
            '[wifi-security]',
            'key-mgmt=wpa-psk',
            `psk=${v}`,
          ),
      ],
    ],
  },
  {
    id: 'esphome-api-key',
    title: 'ESPHome',
    t: 1,
    n: 2,
    env: 'ESPHOME_API_KEY',
    gen: (r) => b64bytes(r, 32),
    only: 1,
    sp: [
      [
        'esphome-yaml',
        (r, v) => {
          const ota = r.chars(HEX, 32);
          return {
            text: lines(
              'esphome:',
              `  name: ${r.pick(['garage-door', 'pool-pump', 'air-quality'])}`,
              'api:',
              '  encryption:',
              `    key: "${v}"`,
              'ota:',
              '  - platform: esphome',
              `    password: "${ota}"`,
            ),
            secrets: [v, ota],
          };
        },
      ],
      [
        'esphome-secrets',
        (r, v) =>
          lines(
            '# secrets.yaml',
            `wifi_ssid: "${r.pick(['Home-IoT', 'attic'])}"`,
            `api_encryption_key: "${v}"`,
          ),
      ],
    ],
  },
  {
    id: 'zigbee-network-key',
    title: 'Zigbee',
    t: 1,
    n: 2,
    env: 'ZIGBEE_NETWORK_KEY',
    gen: (r) => Array.from({ length: 16 }, () => r.int(256)).join(', '),
    only: 1,
    sp: [
      [
        'zigbee2mqtt-config',
        (r, v) =>
          lines(
            'advanced:',
            `  pan_id: ${1000 + r.int(60000)}`,
            `  ext_pan_id: [${Array.from({ length: 8 }, () => r.int(256)).join(', ')}]`,
            `  network_key: [${v}]`,
            `  channel: ${r.pick([11, 15, 20, 25])}`,
          ),
      ],
      [
        'zha-backup-json',
        (r) => {
          const key = r.chars(HEX, 32);
          return {
            text: lines(
              '{',
              '  "metadata": { "source": "zigpy-znp@0.12.1" },',
              `  "pan_id": "${r.chars(HEX, 4)}",`,
              `  "network_key": { "key": "${key}", "sequence_number": 0, "frame_counter": ${r.int(90000)} },`,
              `  "channel": 15`,
              '}',
            ),
            secrets: [key],
          };
        },
      ],
    ],
  },
  {
    id: 'zwave-s2-key',
    title: 'Z-Wave',
    t: 1,
    env: 'ZWAVE_S2_KEY',
    gen: shape('', HEXU, 32),
    only: 1,
    sp: [
      [
        'zwave-js-settings',
        (r, v) => {
          const s0 = r.chars(HEXU, 32);
          return {
            text: lines(
              '"zwave": {',
              '  "port": "/dev/serial/by-id/usb-Zooz_800_Z-Wave_Stick-if00",',
              `  "securityKeys": { "S0_Legacy": "${s0}", "S2_Authenticated": "${v}" }`,
              '}',
            ),
            secrets: [s0, v],
          };
        },
      ],
    ],
  },
  {
    id: 'thread-network-key',
    title: 'Thread',
    t: 1,
    env: 'OT_NETWORK_KEY',
    gen: shape('', HEX, 32),
    only: 1,
    sp: [
      [
        'ot-ctl',
        (r, v) =>
          lines(
            '> dataset init new',
            'Done',
            `> dataset networkkey ${v}`,
            'Done',
            '> dataset commit active',
          ),
      ],
    ],
  },
  {
    id: 'matter-dac-key',
    title: 'Matter',
    t: 1,
    env: 'MATTER_DAC_KEY',
    gen: (r) => ecPrivateKey(r),
    only: 1,
    sp: [
      [
        'pem-file',
        (r, v) => lines(`# factory/dac/${r.chars(HEXU, 4)}-${r.chars(HEXU, 4)}-DAC-Key.pem`, v),
      ],
    ],
  },
  {
    id: 'ota-signing-key',
    title: 'MCUboot',
    t: 1,
    n: 2,
    env: 'MCUBOOT_SIGNING_KEY',
    gen: (r) => pkcs8EcKey(r),
    only: 1,
    sp: [
      ['pem-file', (r, v) => lines('# bootloader/keys/root-ec-p256.pem', v)],
      [
        'ci-secret-echo',
        (r, v) => ({
          secrets: [v.split('\n').join('\n    ')],
          text: lines(
            '- name: Write signing key',
            '  run: |',
            "    cat > sign.pem <<'EOF'",
            ...v.split('\n').map((l) => `    ${l}`),
            '    EOF',
          ),
        }),
      ],
    ],
  },
  {
    id: 'nrf-cloud',
    title: 'nRF Cloud',
    t: 1,
    env: 'NRF_CLOUD_API_KEY',
    gen: shape('', HEX, 40),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.nrfcloud.com/v1/devices?includeState=true',
  },
  {
    id: 'ublox-thingstream',
    title: 'Thingstream',
    t: 1,
    env: 'THINGSTREAM_API_SECRET',
    gen: shape('', B64URL, 44),
    comp: ['THINGSTREAM_API_KEY', shape('', UPALNUM, 20)],
  },
  {
    id: 'ublox-assistnow',
    title: 'AssistNow',
    t: 1,
    env: 'ASSISTNOW_TOKEN',
    gen: shape('', B64URL, 22),
    sp: [
      [
        'url-query-key',
        (r, v) =>
          `wget -O mga.ubx "https://online-live1.services.u-blox.com/GetOnlineData.ashx?token=${v};gnss=gps,glo;datatype=eph,alm"`,
      ],
    ],
  },
  {
    id: 'esp-rainmaker',
    title: 'ESP RainMaker',
    t: 1,
    env: 'RAINMAKER_REFRESH_TOKEN',
    gen: (r) =>
      `eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiUlNBLU9BRVAifQ.${r.chars(B64URL, 342)}.${r.chars(B64URL, 16)}.${r.chars(B64URL, 60)}.${r.chars(B64URL, 22)}`,
  },
  {
    id: 'blues-notehub',
    title: 'Notehub',
    t: 1,
    env: 'NOTEHUB_CLIENT_SECRET',
    gen: shape('', HEX, 64),
    comp: ['NOTEHUB_CLIENT_ID', (r) => uuid(r)],
  },
  {
    id: 'sigfox',
    title: 'Sigfox',
    t: 1,
    env: 'SIGFOX_API_PASSWORD',
    gen: shape('', HEX, 32),
    comp: ['SIGFOX_API_LOGIN', shape('', HEX, 24)],
  },
  {
    id: 'thingpark',
    title: 'ThingPark',
    t: 1,
    env: 'THINGPARK_CLIENT_SECRET',
    gen: shape('', ALNUM, 32),
    comp: ['THINGPARK_CLIENT_ID', (r) => `tpe-api/${r.pick(['fleet', 'ops'])}@acme.io`],
  },
  {
    id: 'kore-wireless',
    title: 'KORE',
    t: 1,
    env: 'KORE_CLIENT_SECRET',
    gen: shape('', B64URL, 40),
    comp: ['KORE_CLIENT_ID', shape('', LOWALNUM, 26)],
  },
  {
    id: 'airvantage',
    title: 'AirVantage',
    t: 1,
    env: 'AIRVANTAGE_CLIENT_SECRET',
    gen: shape('', HEX, 32),
    comp: ['AIRVANTAGE_CLIENT_ID', shape('', HEX, 32)],
  },
  {
    id: 'cumulocity',
    title: 'Cumulocity',
    t: 1,
    env: 'C8Y_PASSWORD',
    gen: pw,
    comp: ['C8Y_USER', (r) => `t${r.chars(DIGITS, 8)}/device_${r.chars(DIGITS, 6)}`],
  },
  {
    id: 'thingworx',
    title: 'ThingWorx',
    t: 1,
    env: 'THINGWORX_APP_KEY',
    gen: (r) => uuid(r),
    hdr: ['appKey', ''],
    url: 'https://twx.plant.internal/Thingworx/Things/Press04/Properties',
  },
  {
    id: 'ibm-watson-iot',
    title: 'Watson IoT',
    t: 1,
    env: 'WIOTP_AUTH_TOKEN',
    gen: (r) => r.chars(ALNUM + '-_@!&*()', 18),
    comp: ['WIOTP_API_KEY', (r) => `a-${r.chars(LOWALNUM, 6)}-${r.chars(LOWALNUM, 10)}`],
  },
  {
    id: 'ibm-cloud',
    title: 'IBM Cloud',
    t: 0,
    env: 'IBMCLOUD_API_KEY',
    gen: shape('', B64URL, 44),
  },
  {
    id: 'aliyun-iot-device',
    title: 'Aliyun IoT',
    t: 1,
    env: 'ALIYUN_DEVICE_SECRET',
    gen: shape('', HEX, 32),
    comp: ['ALIYUN_PRODUCT_KEY', shape('a1', ALNUM, 9)],
    sp: [
      [
        'c-triple',
        (r, v, c) =>
          lines(
            '/* linkkit device triple */',
            `#define PRODUCT_KEY    "${c}"`,
            `#define DEVICE_NAME    "${deviceName(r)}"`,
            `#define DEVICE_SECRET  "${v}"`,
          ),
      ],
    ],
  },
  {
    id: 'alibaba-cloud',
    title: 'Alibaba Cloud',
    t: 0,
    env: 'ALIBABA_CLOUD_ACCESS_KEY_SECRET',
    gen: shape('', ALNUM, 30),
    comp: ['ALIBABA_CLOUD_ACCESS_KEY_ID', shape('LTAI', ALNUM, 20)],
  },
  {
    id: 'tencent-cloud',
    title: 'Tencent Cloud',
    t: 1,
    env: 'TENCENTCLOUD_SECRET_KEY',
    gen: shape('', ALNUM, 32),
    comp: ['TENCENTCLOUD_SECRET_ID', shape('AKID', ALNUM, 32)],
  },
  {
    id: 'huawei-cloud',
    title: 'Huawei Cloud IoTDA',
    t: 1,
    env: 'HUAWEICLOUD_SDK_SK',
    gen: shape('', ALNUM, 40),
    comp: ['HUAWEICLOUD_SDK_AK', shape('', UPALNUM, 20)],
  },
  {
    id: 'insights-hub',
    title: 'Insights Hub',
    t: 1,
    env: 'MDSP_CLIENT_SECRET',
    gen: shape('', ALNUM, 48),
    comp: ['MDSP_CLIENT_ID', (r) => `acmeplant-svc-${r.chars(LOWALNUM, 6)}`],
  },
  {
    id: 'nats',
    title: 'NATS',
    t: 1,
    n: 2,
    env: 'NATS_NKEY_SEED',
    gen: (r) => `SUA${r.chars(B32, 55)}`,
    sp: [
      [
        'nats-creds',
        (r, v) => {
          const j = jwt(
            r,
            {
              jti: r.chars(B32, 52),
              iat: now,
              iss: `A${r.chars(B32, 55)}`,
              name: 'edge',
              sub: `U${r.chars(B32, 55)}`,
              nats: { pub: {}, sub: {}, type: 'user', version: 2 },
            },
            'ed25519-nkey',
          ).replace(/^[^.]+/, 'eyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ');
          return lines(
            '-----BEGIN NATS USER JWT-----',
            j.slice(0, 300),
            '------END NATS USER JWT------',
            '',
            '************************* IMPORTANT *************************',
            'NKEY Seed printed below can be used to sign and prove identity.',
            '',
            '-----BEGIN USER NKEY SEED-----',
            v,
            '------END USER NKEY SEED------',
          );
        },
      ],
    ],
  },
  {
    id: 'rabbitmq',
    title: 'RabbitMQ',
    t: 1,
    env: 'AMQP_PASSWORD',
    gen: pw,
    only: 1,
    sp: [
      [
        'amqp-url',
        urlCred('amqp', 5672, ['telemetry', 'ingest', 'celery'], ['/fleet', '/%2F', '/iot']),
      ],
    ],
  },
  {
    id: 'confluent',
    title: 'Confluent Cloud',
    t: 0,
    env: 'CONFLUENT_API_SECRET',
    gen: shape('', B64.replace('/', ''), 64),
    comp: ['CONFLUENT_API_KEY', shape('', UPALNUM, 16)],
  },
  {
    id: 'redis',
    title: 'Redis',
    t: 0,
    env: 'REDIS_PASSWORD',
    gen: shape('', ALNUM, 32),
    only: 1,
    sp: [['redis-url', urlCred('rediss', 6380, ['default'], ['/0', ''])]],
  },
  {
    id: 'influxdb',
    title: 'InfluxDB',
    t: 1,
    n: 2,
    env: 'INFLUX_TOKEN',
    gen: (r) => r.chars(B64URL, 86) + '==',
    hdr: ['Authorization', 'Token '],
    url: 'http://influx.plant.internal:8086/api/v2/write?org=acme&bucket=sensors',
  },
  {
    id: 'grafana-cloud',
    title: 'Grafana Cloud',
    t: 0,
    env: 'GRAFANA_CLOUD_TOKEN',
    gen: (r) =>
      `glc_${b64url(JSON.stringify({ o: r.chars(DIGITS, 6), n: 'alloy-edge', k: r.chars(ALNUM, 24), m: { r: 'prod-eu-west-2' } }))}`,
  },
  {
    id: 'grafana-service-account',
    title: 'Grafana',
    t: 0,
    env: 'GRAFANA_SA_TOKEN',
    gen: (r) => `glsa_${r.chars(ALNUM, 32)}_${r.chars(HEX, 8)}`,
    hdr: ['Authorization', 'Bearer '],
    url: 'https://grafana.fleet.internal/api/dashboards/uid/mqtt-overview',
  },
  {
    id: 'timescale',
    title: 'Timescale',
    t: 1,
    env: 'TSDB_PASSWORD',
    gen: shape('', ALNUM, 26),
    only: 1,
    sp: [
      [
        'postgres-url',
        urlCred('postgres', 5432, ['tsdbadmin', 'ingest'], ['/tsdb?sslmode=require', '/telemetry']),
      ],
    ],
  },
  {
    id: 'pushover',
    title: 'Pushover',
    t: 1,
    env: 'PUSHOVER_APP_TOKEN',
    gen: shape('a', LOWALNUM, 29),
    comp: ['PUSHOVER_USER_KEY', shape('u', LOWALNUM, 29)],
  },
  {
    id: 'pushbullet',
    title: 'Pushbullet',
    t: 0,
    env: 'PUSHBULLET_TOKEN',
    gen: shape('o.', ALNUM, 32),
    hdr: ['Access-Token', ''],
    url: 'https://api.pushbullet.com/v2/pushes',
  },
  {
    id: 'ntfy',
    title: 'ntfy',
    t: 1,
    env: 'NTFY_TOKEN',
    gen: shape('tk_', LOWALNUM, 29),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://ntfy.sh/garage-alerts',
  },
  {
    id: 'telegram-bot',
    title: 'Telegram',
    t: 1,
    env: 'TELEGRAM_BOT_TOKEN',
    gen: (r) => `${digits(r, 10)}:AA${r.chars(B64URL, 33)}`,
    sp: [
      [
        'url-path-token',
        (r, v) =>
          `curl -s "https://api.telegram.org/bot${v}/sendMessage?chat_id=-100${r.chars(DIGITS, 10)}&text=Freezer+temp+high"`,
      ],
    ],
  },
  {
    id: 'fcm-server-key',
    title: 'Firebase Cloud Messaging',
    t: 1,
    env: 'FCM_SERVER_KEY',
    gen: (r) => `AAAA${r.chars(B64URL, 7)}:APA91b${r.chars(B64URL, 134)}`,
    hdr: ['Authorization', 'key='],
    url: 'https://fcm.googleapis.com/fcm/send',
  },
  {
    id: 'apns-auth-key',
    title: 'APNs',
    t: 1,
    env: 'APNS_AUTH_KEY',
    gen: (r) => pkcs8EcKey(r),
    only: 1,
    sp: [['pem-file', (r, v) => lines(`# AuthKey_${r.chars(UPALNUM, 10)}.p8`, v)]],
  },
  {
    id: 'onesignal',
    title: 'OneSignal',
    t: 1,
    env: 'ONESIGNAL_REST_API_KEY',
    gen: (r) => `os_v2_app_${r.chars('abcdefghijklmnopqrstuvwxyz234567', 113)}`,
    hdr: ['Authorization', 'Key '],
    url: 'https://api.onesignal.com/notifications',
  },
  { id: 'expo', title: 'Expo', t: 0, env: 'EXPO_TOKEN', gen: shape('', B64URL, 40) },
  {
    id: 'pusher',
    title: 'Pusher',
    t: 1,
    env: 'PUSHER_APP_SECRET',
    gen: shape('', HEX, 20),
    comp: ['PUSHER_APP_KEY', shape('', HEX, 20)],
  },
  {
    id: 'ably',
    title: 'Ably',
    t: 1,
    env: 'ABLY_API_KEY',
    gen: (r) => `${r.chars(B64URL, 6)}.${r.chars(B64URL, 6)}:${r.chars(B64URL, 43)}`,
  },
  {
    id: 'pubnub',
    title: 'PubNub',
    t: 1,
    env: 'PUBNUB_SECRET_KEY',
    gen: (r) => `sec-c-${b64bytes(r, 36)}`,
    comp: ['PUBNUB_PUBLISH_KEY', (r) => `pub-c-${uuid(r)}`],
  },
  {
    id: 'wireguard',
    title: 'WireGuard',
    t: 1,
    n: 2,
    env: 'WG_PRIVATE_KEY',
    gen: (r) => b64bytes(r, 32),
    only: 1,
    sp: [
      [
        'wg-conf',
        (r, v) =>
          lines(
            '[Interface]',
            `Address = 10.66.${r.int(250)}.${2 + r.int(250)}/32`,
            `PrivateKey = ${v}`,
            '',
            '[Peer]',
            `PublicKey = ${b64bytes(r, 32)}`,
            `Endpoint = vpn.${r.pick(['fleet', 'ops'])}.acme-iot.io:51820`,
            'PersistentKeepalive = 25',
          ),
      ],
      [
        'openwrt-uci',
        (r, v) =>
          lines(
            "config interface 'wg0'",
            "\toption proto 'wireguard'",
            `\toption private_key '${v}'`,
            `\tlist addresses '10.66.${r.int(250)}.1/24'`,
          ),
      ],
    ],
  },
  {
    id: 'openvpn-static-key',
    title: 'OpenVPN',
    t: 1,
    env: 'OVPN_TLS_AUTH',
    gen: (r) => {
      const rows = Array.from({ length: 16 }, () => r.chars(HEX, 32));
      return [
        '-----BEGIN OpenVPN Static key V1-----',
        ...rows,
        '-----END OpenVPN Static key V1-----',
      ].join('\n');
    },
    only: 1,
    sp: [
      [
        'ovpn-inline',
        (r, v) =>
          lines(
            'client',
            'dev tun',
            `remote vpn.${r.pick(SITES)}.acme-iot.io 1194`,
            'key-direction 1',
            '<tls-auth>',
            v,
            '</tls-auth>',
          ),
      ],
    ],
  },
  {
    id: 'openssh-private-key',
    title: 'SSH',
    t: 1,
    env: 'SSH_KEY',
    gen: opensshKey,
    only: 1,
    sp: [
      [
        'pem-file',
        (r, v) =>
          lines(
            `# provisioning/keys/${r.pick(['factory_flash', 'fleet_root', 'jump_gw'])}_ed25519`,
            v,
          ),
      ],
    ],
  },
  {
    id: 'tailscale',
    title: 'Tailscale',
    t: 1,
    env: 'TS_AUTHKEY',
    gen: (r) => `tskey-auth-${r.chars(ALNUM, 12)}CNTRL-${r.chars(ALNUM, 33)}`,
    sp: [
      [
        'cloud-init',
        (r, v) =>
          lines(
            '#cloud-config',
            'runcmd:',
            "  - ['sh', '-c', 'curl -fsSL https://tailscale.com/install.sh | sh']",
            `  - ['tailscale', 'up', '--authkey=${v}', '--advertise-tags=tag:gateway']`,
          ),
      ],
    ],
  },
  {
    id: 'zerotier',
    title: 'ZeroTier',
    t: 1,
    env: 'ZEROTIER_API_TOKEN',
    gen: shape('', ALNUM, 32),
    hdr: ['Authorization', 'token '],
    url: 'https://api.zerotier.com/api/v1/network/8056c2e21c000001/member',
  },
  {
    id: 'ngrok',
    title: 'ngrok',
    t: 1,
    env: 'NGROK_AUTHTOKEN',
    gen: (r) => `2${r.chars(ALNUM, 26)}_${r.chars(ALNUM, 21)}`,
    sp: [
      [
        'ngrok-yml',
        (r, v) =>
          lines(
            'version: "2"',
            `authtoken: ${v}`,
            'tunnels:',
            '  ha:',
            '    proto: http',
            '    addr: 8123',
          ),
      ],
    ],
  },
  {
    id: 'routeros',
    title: 'MikroTik',
    t: 1,
    env: 'ROUTEROS_PASSWORD',
    gen: pw,
    only: 1,
    sp: [
      [
        'routeros-script',
        (r, v) =>
          lines(
            '/user',
            `add name=${r.pick(['monitor', 'ansible', 'noc'])} group=full password="${v}"`,
            '/ip service',
            'set api-ssl disabled=no',
          ),
      ],
    ],
  },
  {
    id: 'unifi',
    title: 'UniFi',
    t: 1,
    env: 'UNIFI_API_KEY',
    gen: shape('', B64URL, 32),
    hdr: ['X-API-KEY', ''],
    url: 'https://192.168.1.1/proxy/network/integration/v1/sites',
  },
  {
    id: 'shelly-cloud',
    title: 'Shelly Cloud',
    t: 1,
    env: 'SHELLY_AUTH_KEY',
    gen: (r) => `M${r.chars(ALNUM, 31)}${r.chars(HEX, 40)}`,
  },
  { id: 'ewon-talk2m', title: 'Talk2M', t: 1, env: 'T2M_DEVELOPER_ID', gen: (r) => uuid(r) },
  {
    id: 'particle-product-secret',
    title: 'Particle',
    t: 1,
    env: 'PARTICLE_CLIENT_SECRET',
    gen: shape('', HEX, 40),
    comp: ['PARTICLE_CLIENT_ID', (r) => `fleet-manager-${r.chars(DIGITS, 4)}`],
  },
  {
    id: 'platformio',
    title: 'PlatformIO',
    t: 1,
    env: 'PLATFORMIO_AUTH_TOKEN',
    gen: (r) => b64bytes(r, 45),
  },
  {
    id: 'losant-device',
    title: 'Losant',
    t: 1,
    env: 'LOSANT_DEVICE_SECRET',
    gen: shape('', HEX, 64),
    only: 1,
    sp: [
      [
        'c-define',
        (r, v) =>
          lines(
            `const char* LOSANT_DEVICE_ID = "${r.chars(HEX, 24)}";`,
            `const char* LOSANT_ACCESS_KEY = "${uuid(r)}";`,
            `const char* LOSANT_ACCESS_SECRET = "${v}";`,
          ),
      ],
    ],
  },
  // ---- general purpose (the rest of the mix) ----------------------------------------------
  {
    id: 'github-pat',
    title: 'GitHub',
    t: 0,
    n: 2,
    env: 'GITHUB_TOKEN',
    gen: shape('ghp_', ALNUM, 36),
    hdr: ['Authorization', 'token '],
    url: 'https://api.github.com/repos/acme-iot/firmware/releases',
  },
  {
    id: 'github-fine-grained',
    title: 'GitHub',
    t: 0,
    env: 'GH_PAT',
    gen: (r) => `github_pat_11${r.chars(UPALNUM, 20)}_${r.chars(ALNUM, 59)}`,
  },
  {
    id: 'gitlab',
    title: 'GitLab',
    t: 0,
    env: 'GITLAB_TOKEN',
    gen: shape('glpat-', B64URL, 20),
    hdr: ['PRIVATE-TOKEN', ''],
    url: 'https://gitlab.com/api/v4/projects/4242/packages/generic/firmware/1.9.0/app.bin',
  },
  {
    id: 'npm',
    title: 'npm',
    t: 0,
    env: 'NPM_TOKEN',
    gen: shape('npm_', ALNUM, 36),
    sp: [['npmrc', (r, v) => `//registry.npmjs.org/:_authToken=${v}`]],
  },
  {
    id: 'pypi',
    title: 'PyPI',
    t: 0,
    env: 'PYPI_TOKEN',
    gen: (r) => `pypi-AgEIcHlwaS5vcmcCJ${r.chars(B64URL, 150)}`,
    sp: [['pypirc', (r, v) => lines('[pypi]', 'username = __token__', `password = ${v}`)]],
  },
  {
    id: 'dockerhub',
    title: 'Docker Hub',
    t: 0,
    env: 'DOCKERHUB_TOKEN',
    gen: shape('dckr_pat_', B64URL, 27),
    sp: [['docker-login', (r, v) => `echo ${v} | docker login -u acmeiot --password-stdin`]],
  },
  {
    id: 'jfrog',
    title: 'JFrog',
    t: 0,
    env: 'ARTIFACTORY_ACCESS_TOKEN',
    gen: (r) => `cmVmdGtuOjAxOjE3${r.chars(ALNUM, 48)}`,
    hdr: ['Authorization', 'Bearer '],
    url: 'https://acme.jfrog.io/artifactory/firmware-local/gw/2.1.0/update.swu',
  },
  {
    id: 'stripe',
    title: 'Stripe',
    t: 0,
    env: 'STRIPE_SECRET_KEY',
    gen: shape('sk_live_', ALNUM, 99),
  },
  {
    id: 'stripe-restricted',
    title: 'Stripe',
    t: 0,
    env: 'STRIPE_RESTRICTED_KEY',
    gen: shape('rk_live_', ALNUM, 99),
  },
  {
    id: 'slack-bot',
    title: 'Slack',
    t: 0,
    env: 'SLACK_BOT_TOKEN',
    gen: (r) => `xoxb-${digits(r, 13)}-${digits(r, 13)}-${r.chars(ALNUM, 24)}`,
  },
  {
    id: 'slack-webhook',
    title: 'Slack',
    t: 0,
    env: 'SLACK_WEBHOOK_URL',
    gen: (r) =>
      `https://hooks.slack.com/services/T${r.chars(UPALNUM, 10)}/B${r.chars(UPALNUM, 10)}/${r.chars(ALNUM, 24)}`,
  },
  {
    id: 'discord-webhook',
    title: 'Discord',
    t: 0,
    env: 'DISCORD_WEBHOOK',
    gen: (r) => `https://discord.com/api/webhooks/${digits(r, 19)}/${r.chars(B64URL, 68)}`,
  },
  {
    id: 'discord-bot',
    title: 'Discord',
    t: 0,
    env: 'DISCORD_BOT_TOKEN',
    gen: (r) => `M${r.chars(ALNUM, 25)}.${r.chars(B64URL, 6)}.${r.chars(B64URL, 38)}`,
  },
  {
    id: 'sentry-auth',
    title: 'Sentry',
    t: 0,
    env: 'SENTRY_AUTH_TOKEN',
    gen: shape('sntryu_', HEX, 64),
  },
  {
    id: 'datadog',
    title: 'Datadog',
    t: 0,
    env: 'DD_API_KEY',
    gen: shape('', HEX, 32),
    hdr: ['DD-API-KEY', ''],
    url: 'https://api.datadoghq.eu/api/v2/series',
  },
  { id: 'datadog-app', title: 'Datadog', t: 0, env: 'DD_APP_KEY', gen: shape('', HEX, 40) },
  {
    id: 'newrelic',
    title: 'New Relic',
    t: 0,
    env: 'NEW_RELIC_API_KEY',
    gen: shape('NRAK-', UPALNUM, 27),
  },
  {
    id: 'newrelic-license',
    title: 'New Relic',
    t: 1,
    env: 'NEW_RELIC_LICENSE_KEY',
    gen: shape('eu01xx', HEX, 30, 'NRAL'),
  },
  {
    id: 'pagerduty',
    title: 'PagerDuty',
    t: 0,
    env: 'PAGERDUTY_ROUTING_KEY',
    gen: shape('R0', HEX, 30),
  },
  {
    id: 'opsgenie',
    title: 'Opsgenie',
    t: 0,
    env: 'OPSGENIE_API_KEY',
    gen: (r) => uuid(r),
    hdr: ['Authorization', 'GenieKey '],
    url: 'https://api.opsgenie.com/v2/alerts',
  },
  {
    id: 'cloudflare',
    title: 'Cloudflare',
    t: 0,
    env: 'CLOUDFLARE_API_TOKEN',
    gen: shape('', B64URL, 40),
    hdr: ['Authorization', 'Bearer '],
    url: 'https://api.cloudflare.com/client/v4/zones',
  },
  {
    id: 'digitalocean',
    title: 'DigitalOcean',
    t: 0,
    env: 'DIGITALOCEAN_TOKEN',
    gen: shape('dop_v1_', HEX, 64),
  },
  { id: 'linode', title: 'Linode', t: 0, env: 'LINODE_TOKEN', gen: shape('', HEX, 64) },
  { id: 'hetzner', title: 'Hetzner', t: 0, env: 'HCLOUD_TOKEN', gen: shape('', ALNUM, 64) },
  { id: 'vultr', title: 'Vultr', t: 0, env: 'VULTR_API_KEY', gen: shape('', UPALNUM, 36) },
  { id: 'heroku', title: 'Heroku', t: 0, env: 'HEROKU_API_KEY', gen: shape('HRKU-AA', B64URL, 58) },
  {
    id: 'flyio',
    title: 'Fly.io',
    t: 0,
    env: 'FLY_API_TOKEN',
    gen: (r) => `FlyV1 fm2_lJPECAAAAAAA${r.chars(B64, 120)}`,
  },
  {
    id: 'netlify',
    title: 'Netlify',
    t: 0,
    env: 'NETLIFY_AUTH_TOKEN',
    gen: shape('nfp_', ALNUM, 36),
  },
  {
    id: 'supabase',
    title: 'Supabase',
    t: 0,
    env: 'SUPABASE_ACCESS_TOKEN',
    gen: shape('sbp_', HEX, 40),
  },
  {
    id: 'supabase-service-role',
    title: 'Supabase',
    t: 0,
    env: 'SUPABASE_SERVICE_ROLE_KEY',
    gen: (r) =>
      jwt(r, {
        iss: 'supabase',
        ref: r.chars(LOWER, 20),
        role: 'service_role',
        iat: now,
        exp: 2032000000,
      }),
  },
  {
    id: 'openai',
    title: 'OpenAI',
    t: 0,
    env: 'OPENAI_API_KEY',
    gen: (r) => `sk-proj-${r.chars(B64URL, 74)}T3BlbkFJ${r.chars(B64URL, 74)}`,
  },
  {
    id: 'anthropic',
    title: 'Anthropic',
    t: 0,
    env: 'ANTHROPIC_API_KEY',
    gen: (r) => `sk-ant-api03-${r.chars(B64URL, 93)}AA`,
  },
  {
    id: 'google-api-key',
    title: 'Google Cloud',
    t: 1,
    env: 'GOOGLE_GEOLOCATION_API_KEY',
    gen: shape('AIza', B64URL, 35),
    sp: [
      [
        'url-query-key',
        (r, v) =>
          `POST https://www.googleapis.com/geolocation/v1/geolocate?key=${v}  (body: cell towers from modem AT+QENG)`,
      ],
    ],
  },
  {
    id: 'hashicorp-vault',
    title: 'Vault',
    t: 0,
    env: 'VAULT_TOKEN',
    gen: shape('hvs.', B64URL, 91),
  },
  {
    id: 'terraform-cloud',
    title: 'Terraform Cloud',
    t: 0,
    env: 'TFE_TOKEN',
    gen: (r) => `${r.chars(ALNUM, 14)}.atlasv1.${r.chars(B64URL, 67)}`,
  },
  {
    id: 'doppler',
    title: 'Doppler',
    t: 0,
    env: 'DOPPLER_TOKEN',
    gen: shape('dp.st.prd.', ALNUM, 43),
  },
  {
    id: 'circleci',
    title: 'CircleCI',
    t: 0,
    env: 'CIRCLECI_TOKEN',
    gen: (r) => `CCIPAT_${r.chars(ALNUM, 22)}_${r.chars(HEX, 40)}`,
  },
  {
    id: 'buildkite',
    title: 'Buildkite',
    t: 0,
    env: 'BUILDKITE_API_TOKEN',
    gen: shape('bkua_', HEX, 40),
  },
  {
    id: 'mailgun',
    title: 'Mailgun',
    t: 0,
    env: 'MAILGUN_API_KEY',
    gen: (r) => `${r.chars(HEX, 32)}-${r.chars(HEX, 8)}-${r.chars(HEX, 8)}`,
  },
  {
    id: 'postmark',
    title: 'Postmark',
    t: 0,
    env: 'POSTMARK_SERVER_TOKEN',
    gen: (r) => uuid(r),
    hdr: ['X-Postmark-Server-Token', ''],
    url: 'https://api.postmarkapp.com/email',
  },
  {
    id: 'mailchimp',
    title: 'Mailchimp',
    t: 0,
    env: 'MAILCHIMP_API_KEY',
    gen: (r) => `${r.chars(HEX, 32)}-us${1 + r.int(21)}`,
  },
  {
    id: 'sendgrid',
    title: 'SendGrid',
    t: 0,
    env: 'SENDGRID_API_KEY',
    gen: (r) => `SG.${r.chars(B64URL, 22)}.${r.chars(B64URL, 43)}`,
  },
  {
    id: 'shopify',
    title: 'Shopify',
    t: 0,
    env: 'SHOPIFY_ACCESS_TOKEN',
    gen: shape('shpat_', HEX, 32),
  },
  {
    id: 'square',
    title: 'Square',
    t: 0,
    env: 'SQUARE_ACCESS_TOKEN',
    gen: shape('EAAA', B64URL, 60),
  },
  {
    id: 'paypal',
    title: 'PayPal',
    t: 0,
    env: 'PAYPAL_CLIENT_SECRET',
    gen: shape('E', B64URL, 79),
    comp: ['PAYPAL_CLIENT_ID', shape('A', B64URL, 79)],
  },
  {
    id: 'okta',
    title: 'Okta',
    t: 0,
    env: 'OKTA_API_TOKEN',
    gen: shape('00', B64URL, 40),
    hdr: ['Authorization', 'SSWS '],
    url: 'https://acme.okta.com/api/v1/users?limit=25',
  },
  {
    id: 'auth0',
    title: 'Auth0',
    t: 0,
    env: 'AUTH0_CLIENT_SECRET',
    gen: shape('', B64URL, 64),
    comp: ['AUTH0_CLIENT_ID', shape('', ALNUM, 32)],
  },
  {
    id: 'azure-storage',
    title: 'Azure Storage',
    t: 1,
    env: 'AZURE_STORAGE_CONNECTION_STRING',
    gen: (r) => b64bytes(r, 64),
    only: 1,
    sp: [
      [
        'azure-connection-string',
        (r, v) =>
          `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${r.pick(['fwimages', 'otablobs', 'telemetryarchive'])}${r.chars(DIGITS, 3)};AccountKey=${v};EndpointSuffix=core.windows.net"`,
      ],
    ],
  },
  {
    id: 'azure-sas',
    title: 'Azure Storage',
    t: 1,
    env: 'FIRMWARE_BLOB_SAS_URL',
    gen: (r) => encodeURIComponent(b64bytes(r, 32)),
    only: 1,
    sp: [
      [
        'sas-url',
        (r, v) =>
          `firmware_url: "https://otablobs${r.chars(DIGITS, 3)}.blob.core.windows.net/images/gw-2.4.1.swu?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T23:59:59Z&st=2024-06-01T00:00:00Z&spr=https&sig=${v}"`,
      ],
    ],
  },
  {
    id: 'mapbox-secret',
    title: 'Mapbox',
    t: 0,
    env: 'MAPBOX_SECRET_TOKEN',
    gen: (r) =>
      `sk.${b64url(JSON.stringify({ u: r.pick(['acmefleet', 'trackerco']), a: r.chars(LOWALNUM, 25) }))}.${r.chars(B64URL, 22)}`,
  },
  {
    id: 'openweathermap',
    title: 'OpenWeatherMap',
    t: 1,
    env: 'OWM_API_KEY',
    gen: shape('', HEX, 32),
    sp: [
      [
        'url-query-key',
        (r, v) =>
          `http://api.openweathermap.org/data/2.5/weather?lat=52.52&lon=13.40&appid=${v}&units=metric`,
      ],
    ],
  },
  { id: 'shodan', title: 'Shodan', t: 1, env: 'SHODAN_API_KEY', gen: shape('', ALNUM, 32) },
  { id: 'sonarqube', title: 'SonarQube', t: 0, env: 'SONAR_TOKEN', gen: shape('squ_', HEX, 40) },
  {
    id: 'atlassian',
    title: 'Atlassian',
    t: 0,
    env: 'JIRA_API_TOKEN',
    gen: (r) => `ATATT3xFfGF0${r.chars(B64URL, 180)}=${r.chars(HEXU, 8)}`,
  },
  { id: 'linear', title: 'Linear', t: 0, env: 'LINEAR_API_KEY', gen: shape('lin_api_', ALNUM, 40) },
  { id: 'notion', title: 'Notion', t: 0, env: 'NOTION_TOKEN', gen: shape('ntn_', ALNUM, 46) },
  {
    id: 'airtable',
    title: 'Airtable',
    t: 0,
    env: 'AIRTABLE_PAT',
    gen: (r) => `pat${r.chars(ALNUM, 14)}.${r.chars(HEX, 64)}`,
  },
  {
    id: 'hubspot',
    title: 'HubSpot',
    t: 0,
    env: 'HUBSPOT_ACCESS_TOKEN',
    gen: (r) => `pat-eu1-${uuid(r)}`,
  },
  { id: 'figma', title: 'Figma', t: 0, env: 'FIGMA_TOKEN', gen: shape('figd_', B64URL, 40) },
  {
    id: 'postman',
    title: 'Postman',
    t: 0,
    env: 'POSTMAN_API_KEY',
    gen: (r) => `PMAK-${r.chars(HEX, 24)}-${r.chars(HEX, 34)}`,
  },
  {
    id: 'algolia-admin',
    title: 'Algolia',
    t: 0,
    env: 'ALGOLIA_ADMIN_KEY',
    gen: shape('', HEX, 32),
    comp: ['ALGOLIA_APP_ID', shape('', UPALNUM, 10)],
  },
  {
    id: 'mongodb-atlas',
    title: 'MongoDB Atlas',
    t: 0,
    env: 'MONGODB_PASSWORD',
    gen: shape('', ALNUM, 16),
    only: 1,
    sp: [
      [
        'mongodb-url',
        (r, v) =>
          `MONGODB_URI="mongodb+srv://${r.pick(['fleetsvc', 'ingest'])}:${v}@cluster0.${r.chars(LOWALNUM, 5)}.mongodb.net/devices?retryWrites=true&w=majority"`,
      ],
    ],
  },
  {
    id: 'planetscale',
    title: 'PlanetScale',
    t: 0,
    env: 'PLANETSCALE_PASSWORD',
    gen: shape('pscale_pw_', B64URL, 43),
  },
  {
    id: 'upstash',
    title: 'Upstash',
    t: 0,
    env: 'UPSTASH_REDIS_REST_TOKEN',
    gen: (r) => `A${r.chars(ALNUM, 3)}AAIjcDE${r.chars(B64URL, 60)}`,
  },
  {
    id: 'cloudinary',
    title: 'Cloudinary',
    t: 0,
    env: 'CLOUDINARY_URL',
    gen: shape('', B64URL, 27),
    only: 1,
    sp: [
      [
        'cloudinary-url',
        (r, v) =>
          `CLOUDINARY_URL=cloudinary://${r.chars(DIGITS, 15)}:${v}@${r.pick(['acme-iot', 'camfleet'])}`,
      ],
    ],
  },
  { id: 'rollbar', title: 'Rollbar', t: 0, env: 'ROLLBAR_ACCESS_TOKEN', gen: shape('', HEX, 32) },
  {
    id: 'launchdarkly',
    title: 'LaunchDarkly',
    t: 0,
    env: 'LAUNCHDARKLY_SDK_KEY',
    gen: (r) => `sdk-${uuid(r)}`,
  },
  { id: 'mixpanel', title: 'Mixpanel', t: 0, env: 'MIXPANEL_API_SECRET', gen: shape('', HEX, 32) },
  {
    id: 'honeycomb',
    title: 'Honeycomb',
    t: 0,
    env: 'HONEYCOMB_API_KEY',
    gen: (r) => `hcaik_01${r.chars(LOWALNUM, 56)}`,
  },
  { id: 'snyk', title: 'Snyk', t: 0, env: 'SNYK_TOKEN', gen: (r) => uuid(r) },
  { id: 'codecov', title: 'Codecov', t: 0, env: 'CODECOV_TOKEN', gen: (r) => uuid(r) },
  {
    id: 'dropbox',
    title: 'Dropbox',
    t: 0,
    env: 'DROPBOX_ACCESS_TOKEN',
    gen: shape('sl.u.', B64URL, 140),
  },
  {
    id: 'twitch',
    title: 'Twitch',
    t: 0,
    env: 'TWITCH_CLIENT_SECRET',
    gen: shape('', LOWALNUM, 30),
  },
  {
    id: 'neon',
    title: 'Neon',
    t: 0,
    env: 'NEON_DB_PASSWORD',
    gen: shape('npg_', ALNUM, 12),
    only: 1,
    sp: [
      [
        'postgres-url',
        (r, v) =>
          `DATABASE_URL=postgresql://neondb_owner:${v}@ep-${r.pick(['cool', 'quiet', 'young'])}-${r.pick(['river', 'sun', 'leaf'])}-${r.chars(LOWALNUM, 8)}.eu-central-1.aws.neon.tech/neondb?sslmode=require`,
      ],
    ],
  },
  { id: 'vercel', title: 'Vercel', t: 0, env: 'VERCEL_TOKEN', gen: shape('', ALNUM, 24) },
  {
    id: 'bitbucket',
    title: 'Bitbucket',
    t: 0,
    env: 'BITBUCKET_APP_PASSWORD',
    gen: (r) => `ATBB${r.chars(ALNUM, 28)}${r.chars(HEXU, 8)}`,
  },
  {
    id: 'age-identity',
    title: 'age',
    t: 1,
    env: 'SOPS_AGE_KEY',
    gen: (r) => `AGE-SECRET-KEY-1${r.chars('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}`,
    sp: [
      [
        'age-keys-txt',
        (r, v) =>
          lines(
            `# created: 2024-0${1 + r.int(9)}-1${r.int(9)}T09:12:44Z`,
            `# public key: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
            v,
          ),
      ],
    ],
  },
];

/** The shared password shape, for near misses and negatives that need one. */
export { pw, wrap };
