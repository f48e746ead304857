/* eslint-disable max-lines -- a data table of templates, kept in one place on purpose */
// Hard negatives: the same files and names as the positives, holding no credential
// (placeholders, references, identifiers, public and client-side keys, hashes, digests,
// encrypted or encoded non-secret data, vendor-documented examples).

import {
  ALNUM,
  B32,
  B64,
  B64URL,
  BROKERS,
  DIGITS,
  HEX,
  HEXU,
  LOWALNUM,
  UPALNUM,
  b64bytes,
  b64url,
  deviceName,
  digits,
  jwt,
  lines,
  pem,
  uuid,
  wrap,
} from './util.mjs';

/** Placeholders and references a template or a deploy system fills in later. */
export function placeholder(r, n, title, rule) {
  const forms = [
    () => `your_${n.leaf}_here`,
    () => `\${${n.env}}`,
    () => `{{ .Values.${n.section}.${n.camel} }}`,
    () => `{{ ${n.section}_${n.leaf} }}`,
    () => `REPLACE_WITH_${n.upperLeaf}`,
    () => `op://fleet-prod/${title}/${n.leaf}`,
    () => `vault:secret/data/${n.section}#${n.leaf}`,
    () =>
      `ENC[AES256_GCM,data:${b64bytes(r, 24)},iv:${b64bytes(r, 32)},tag:${b64bytes(r, 16)},type:str]`,
    () =>
      `arn:aws:secretsmanager:eu-central-1:${r.chars(DIGITS, 12)}:secret:${n.section}/${n.leaf}-${r.chars(ALNUM, 6)}`,
    () => `projects/fleet-${r.chars(DIGITS, 6)}/secrets/${n.section}-${n.kebab}/versions/latest`,
    () => `%${n.env}%`,
  ];
  if (rule !== 'xml-appsettings') {
    forms.push(() => `<${n.upperLeaf}>`);
  }
  return r.pick(forms)();
}

/** Identifiers and client-side values stored under names that look like secrets. */
export const IDENTIFIERS = [
  ['twilio', 'TWILIO_ACCOUNT_SID', (r) => `AC${r.chars(HEX, 32)}`],
  ['twilio', 'TWILIO_MESSAGING_SERVICE_SID', (r) => `MG${r.chars(HEX, 32)}`],
  ['twilio', 'TWILIO_VERIFY_SERVICE_SID', (r) => `VA${r.chars(HEX, 32)}`],
  ['agora', 'AGORA_APP_ID', (r) => r.chars(HEX, 32)],
  ['pusher', 'PUSHER_APP_KEY', (r) => r.chars(HEX, 20)],
  ['pubnub', 'PUBNUB_SUBSCRIBE_KEY', (r) => `sub-c-${uuid(r)}`],
  ['pubnub', 'PUBNUB_PUBLISH_KEY', (r) => `pub-c-${uuid(r)}`],
  ['livekit', 'LIVEKIT_API_KEY', (r) => `API${r.chars(ALNUM, 12)}`],
  ['signalwire', 'SIGNALWIRE_PROJECT_ID', (r) => uuid(r)],
  [
    'aws-iot',
    'AWS_IOT_ENDPOINT',
    (r) => `${r.chars(LOWALNUM, 14)}-ats.iot.eu-central-1.amazonaws.com`,
  ],
  ['aws-iot', 'AWS_IOT_CERTIFICATE_ID', (r) => r.chars(HEX, 64)],
  [
    'aws-iot',
    'AWS_IOT_THING_ARN',
    (r) => `arn:aws:iot:eu-central-1:${r.chars(DIGITS, 12)}:thing/${deviceName(r)}`,
  ],
  ['azure-dps', 'DPS_ID_SCOPE', (r) => `0ne00${r.chars(HEXU, 6)}`],
  ['azure-iot-device', 'DEVICE_X509_THUMBPRINT', (r) => r.chars(HEXU, 40)],
  ['tuya', 'TUYA_DEVICE_ID', (r) => `bf${r.chars(LOWALNUM, 20)}`],
  ['tuya', 'TUYA_ACCESS_ID', (r) => r.chars(LOWALNUM, 20)],
  ['aliyun-iot-device', 'ALIYUN_PRODUCT_KEY', (r) => `a1${r.chars(ALNUM, 9)}`],
  ['lorawan', 'LORAWAN_DEV_EUI', (r) => r.chars(HEXU, 16)],
  ['lorawan', 'LORAWAN_JOIN_EUI', (r) => `70B3D57ED0${r.chars(HEXU, 6)}`],
  ['zerotier', 'ZEROTIER_NETWORK_ID', (r) => r.chars(HEX, 16)],
  ['particle', 'PARTICLE_DEVICE_ID', (r) => r.chars(HEX, 24)],
  ['blynk', 'BLYNK_TEMPLATE_ID', (r) => `TMPL${r.chars(ALNUM, 8)}`],
  ['firebase', 'FIREBASE_APP_ID', (r) => `1:${r.chars(DIGITS, 12)}:android:${r.chars(HEX, 16)}`],
  [
    'google-oauth',
    'GOOGLE_CLIENT_ID',
    (r) => `${r.chars(DIGITS, 12)}-${r.chars(LOWALNUM, 32)}.apps.googleusercontent.com`,
  ],
  [
    'mapbox',
    'MAPBOX_PUBLIC_TOKEN',
    (r) =>
      `pk.${b64url(JSON.stringify({ u: 'trackerco', a: r.chars(LOWALNUM, 25) }))}.${r.chars(B64URL, 22)}`,
  ],
  ['stripe', 'STRIPE_PUBLISHABLE_KEY', (r) => `pk_live_${r.chars(ALNUM, 99)}`],
  [
    'sentry',
    'SENTRY_DSN',
    (r) =>
      `https://${r.chars(HEX, 32)}@o${r.chars(DIGITS, 6)}.ingest.sentry.io/${r.chars(DIGITS, 7)}`,
  ],
  ['algolia', 'ALGOLIA_SEARCH_ONLY_API_KEY', (r) => r.chars(HEX, 32)],
  ['recaptcha', 'RECAPTCHA_SITE_KEY', (r) => `6L${r.chars(B64URL, 38)}`],
  [
    'supabase',
    'SUPABASE_ANON_KEY',
    (r) =>
      jwt(r, {
        iss: 'supabase',
        ref: r.chars('abcdefghijklmnopqrstuvwxyz', 20),
        role: 'anon',
        iat: 1717000000,
        exp: 2032576000,
      }),
  ],
  ['onesignal', 'ONESIGNAL_APP_ID', (r) => uuid(r)],
  ['nats', 'NATS_USER_PUBLIC_NKEY', (r) => `U${r.chars(B32, 55)}`],
  ['wireguard', 'WG_PEER_PUBLIC_KEY', (r) => b64bytes(r, 32)],
  ['sim', 'SIM_ICCID', (r) => `8988211${r.chars(DIGITS, 12)}`],
  ['sim', 'SIM_IMSI', (r) => `26201${r.chars(DIGITS, 10)}`],
  ['sim', 'MODEM_IMEI', (r) => `35${r.chars(DIGITS, 13)}`],
  ['esim', 'ESIM_EID', (r) => `89049032${r.chars(DIGITS, 24)}`],
  ['firmware', 'FIRMWARE_SHA256', (r) => r.chars(HEX, 64)],
  ['git', 'GIT_COMMIT_SHA', (r) => r.chars(HEX, 40)],
  ['philips-hue', 'HUE_BRIDGE_ID', (r) => `ECB5FAFFFE${r.chars(HEXU, 6)}`],
  ['ble', 'BLE_SERVICE_UUID', (r) => `${r.chars(HEX, 8)}-0000-1000-8000-00805f9b34fb`],
  ['memfault', 'MEMFAULT_SOFTWARE_VERSION', (r) => `1.${r.int(9)}.${r.int(20)}+${r.chars(HEX, 7)}`],
  ['azure-ad', 'AZURE_TENANT_ID', (r) => uuid(r)],
  ['ttn', 'TTN_APPLICATION_ID', (r) => `cold-chain-${r.chars(LOWALNUM, 6)}`],
];

const TEMPLATES = [
  // ---- hashes, public keys, certificates -------------------------------------------------
  (r) => ({
    provider: 'mosquitto',
    rule: 'mosquitto-passwd',
    text: lines(
      '# /etc/mosquitto/passwd (generated with mosquitto_passwd -c)',
      ...['gateway', 'nodered', 'telegraf', deviceName(r)].map(
        (u) => `${u}:$7$101$${b64bytes(r, 12)}$${b64bytes(r, 64)}`,
      ),
    ),
  }),
  (r) => ({
    provider: 'mosquitto',
    rule: 'mosquitto-conf',
    text: lines(
      `# /etc/mosquitto/conf.d/${r.pick(['tls', 'fleet', 'bridge-in'])}.conf`,
      `listener ${r.pick(['8883', '8884', '443'])}`,
      'cafile /etc/mosquitto/certs/ca.crt',
      'certfile /etc/mosquitto/certs/server.crt',
      'keyfile /etc/mosquitto/certs/server.key',
      'password_file /etc/mosquitto/passwd',
      'acl_file /etc/mosquitto/acl',
      'allow_anonymous false',
    ),
  }),
  (r) => ({
    provider: 'aws-iot',
    rule: 'pem-file',
    text: lines(
      `# certs/${deviceName(r)}-certificate.pem.crt`,
      pem(r, 'CERTIFICATE', 'MIIDWTCCAkGgAwIBAgIU', 600).split('\n').slice(0, 12).join('\n'),
      '...',
    ),
  }),
  (r) => ({
    provider: 'mcuboot',
    rule: 'pem-file',
    text: lines(
      '# keys/ota-verify-pub.pem (public half, baked into the bootloader)',
      pem(r, 'PUBLIC KEY', 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE', 91),
    ),
  }),
  (r) => ({
    provider: 'ssh',
    rule: 'authorized-keys',
    text: lines(
      '# /home/pi/.ssh/authorized_keys',
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64bytes(r, 32).replace(/=+$/, '')} ${r.pick(['dana', 'ci-flasher', 'fleet-admin'])}@${r.pick(['laptop', 'jenkins', 'bastion'])}`,
      `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.chars(B64, 120)}... ops@bastion`,
    ),
  }),
  (r) => ({
    provider: 'wireguard',
    rule: 'wg-conf',
    text: lines(
      '[Interface]',
      `Address = 10.66.${r.int(250)}.1/24`,
      'ListenPort = 51820',
      'PostUp = wg set %i private-key /etc/wireguard/private.key',
      '',
      `[Peer]  # ${deviceName(r)}`,
      `PublicKey = ${b64bytes(r, 32)}`,
      `AllowedIPs = 10.66.${r.int(250)}.${2 + r.int(200)}/32`,
    ),
  }),
  (r) => ({
    provider: 'nats',
    rule: 'nats-server-conf',
    text: lines(
      'authorization {',
      '  users = [',
      `    { nkey: U${r.chars(B32, 55)}, permissions: { publish: "telemetry.>" } }`,
      `    { nkey: U${r.chars(B32, 55)} }`,
      '  ]',
      '}',
    ),
  }),
  (r) => ({
    provider: 'nats',
    rule: 'nats-resolver',
    text: lines(
      `operator: ${b64url('{"typ":"JWT","alg":"ed25519-nkey"}')}.${r.chars(B64URL, 180)}.${r.chars(B64URL, 86)}`,
      `system_account: A${r.chars(B32, 55)}`,
      'resolver: { type: full, dir: "./jwt" }',
    ),
  }),
  (r) => ({
    provider: 'tailscale',
    rule: 'tailscale-status',
    text: lines(
      '$ tailscale status --json | jq .Self',
      '{',
      `  "ID": "n${r.chars(ALNUM, 16)}CNTRL",`,
      `  "PublicKey": "nodekey:${r.chars(HEX, 64)}",`,
      `  "HostName": "${deviceName(r)}",`,
      `  "TailscaleIPs": ["100.${64 + r.int(60)}.${r.int(250)}.${r.int(250)}"]`,
      '}',
    ),
  }),
  (r) => ({
    provider: 'age',
    rule: 'sops-config',
    text: lines(
      'creation_rules:',
      '  - path_regex: secrets/.*\\.ya?ml$',
      `    age: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
      `    pgp: ${r.chars(HEXU, 40)}`,
    ),
  }),
  // ---- encrypted or encoded non-secret data --------------------------------------------
  (r) => ({
    provider: 'sops',
    rule: 'sops-encrypted-yaml',
    text: lines(
      'mqtt:',
      `    password: ENC[AES256_GCM,data:${b64bytes(r, 18)},iv:${b64bytes(r, 32)},tag:${b64bytes(r, 16)},type:str]`,
      `twilio_auth_token: ENC[AES256_GCM,data:${b64bytes(r, 32)},iv:${b64bytes(r, 32)},tag:${b64bytes(r, 16)},type:str]`,
      'sops:',
      '    age:',
      `        - recipient: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`,
      `    mac: ENC[AES256_GCM,data:${b64bytes(r, 48)},iv:${b64bytes(r, 32)},tag:${b64bytes(r, 16)},type:str]`,
    ),
  }),
  (r) => ({
    provider: 'sealed-secrets',
    rule: 'sealed-secret',
    text: lines(
      'apiVersion: bitnami.com/v1alpha1',
      'kind: SealedSecret',
      'metadata:',
      '  name: broker-credentials',
      'spec:',
      '  encryptedData:',
      `    MQTT_PASSWORD: AgB${r.chars(B64, 180)}`,
      `    HIVEMQ_PASSWORD: AgC${r.chars(B64, 180)}`,
    ),
  }),
  (r) => ({
    provider: 'ansible-vault',
    rule: 'ansible-vault',
    text: lines(
      'wifi_psk: !vault |',
      '          $ANSIBLE_VAULT;1.1;AES256',
      ...Array.from({ length: 5 }, () => `          ${r.chars(HEX, 80)}`),
    ),
  }),
  (r) => {
    const payload = JSON.stringify({
      dev: deviceName(r),
      t: 1717000000 + r.int(9e6),
      temp: 20 + r.int(10),
      rssi: -60 - r.int(40),
      fw: `2.${r.int(9)}.${r.int(9)}`,
    });
    return {
      provider: 'mqtt',
      rule: 'mqtt-log',
      text: lines(
        `${r.pick(['2024-06-01T10:22:41Z', '2024-07-15T03:11:09Z'])} DEBUG rx topic=fleet/${r.pick(['eu', 'us'])}/uplink qos=1`,
        `payload_b64=${Buffer.from(payload).toString('base64')}`,
        `msg_id=${r.int(65535)} correlation=${uuid(r)}`,
      ),
    };
  },
  (r) => ({
    provider: 'the-things-stack',
    rule: 'ttn-uplink-webhook',
    text: JSON.stringify(
      {
        end_device_ids: {
          device_id: deviceName(r),
          application_ids: { application_id: 'cold-chain' },
          dev_eui: r.chars(HEXU, 16),
          dev_addr: `26${r.chars(HEXU, 6)}`,
        },
        uplink_message: {
          session_key_id: b64bytes(r, 16),
          f_port: 2,
          frm_payload: b64bytes(r, 11),
          rx_metadata: [{ gateway_ids: { gateway_id: 'gw-rooftop' }, rssi: -97, snr: 7.2 }],
        },
      },
      null,
      2,
    ),
  }),
  (r) => {
    const rows = Array.from({ length: 5 }, (_, i) => {
      const addr = (0x100 + i * 16).toString(16).toUpperCase().padStart(4, '0');
      return `:10${addr}00${r.chars(HEXU, 32)}${r.chars(HEXU, 2)}`;
    });
    return {
      provider: 'firmware',
      rule: 'intel-hex',
      text: lines(':020000040800F2', ...rows, ':00000001FF'),
    };
  },
  (r) => ({
    provider: 'firmware',
    rule: 'firmware-manifest',
    text: JSON.stringify(
      {
        version: `2.${r.int(9)}.${r.int(20)}`,
        git_sha: r.chars(HEX, 40),
        build_id: `${r.chars(DIGITS, 4)}-${r.chars(HEX, 8)}`,
        image: { size: 400000 + r.int(300000), sha256: r.chars(HEX, 64) },
        signature: `MEUCIQ${r.chars(B64, 90)}==`,
        signing_key_id: r.chars(HEX, 16),
      },
      null,
      2,
    ),
  }),
  (r) => ({
    provider: 'firmware',
    rule: 'ota-device-log',
    text: lines(
      `I (${r.int(9000)}) ota: Starting OTA from https://ota.acme-iot.io/fw/${r.chars(HEX, 12)}.bin`,
      `I (${r.int(9000)}) ota: session=${uuid(r)} nonce=${r.chars(HEX, 24)}`,
      `I (${r.int(9000)}) esp_image: image sha256 ${r.chars(HEX, 64)}`,
      `I (${r.int(9000)}) ota: signature verified (key id ${r.chars(HEX, 8)}), rebooting`,
    ),
  }),
  (r) => ({
    provider: 'mcuboot',
    rule: 'imgtool-output',
    text: lines(
      '$ imgtool verify -k keys/root-ec-p256-pub.pem build/zephyr/zephyr.signed.bin',
      'Image was correctly validated',
      `Image version: 1.${r.int(9)}.${r.int(9)}+0`,
      `Image digest: ${r.chars(HEX, 64)}`,
    ),
  }),
  (r) => ({
    provider: 'crypto',
    rule: 'crypto-test-vector',
    text: lines(
      `def test_aes_ccm_vector_${r.int(40)}():`,
      '    # from the spec appendix, used only to check our MIC implementation',
      `    key = bytes.fromhex("${r.chars(HEX, 32)}")`,
      `    nonce = bytes.fromhex("${r.chars(HEX, 26)}")`,
      `    aad = bytes.fromhex("${r.chars(HEX, 16)}")`,
      `    assert ccm_encrypt(key, nonce, b"", aad).hex() == "${r.chars(HEX, 8)}"`,
    ),
  }),
  // ---- lock files and digests ------------------------------------------------------------
  (r) => ({
    provider: 'npm',
    rule: 'lockfile',
    text: lines(
      `    "node_modules/${r.pick(['mqtt', 'twilio', 'aws-iot-device-sdk-v2', 'serialport'])}": {`,
      `      "version": "${1 + r.int(5)}.${r.int(20)}.${r.int(10)}",`,
      `      "resolved": "https://registry.npmjs.org/mqtt/-/mqtt-5.${r.int(10)}.${r.int(5)}.tgz",`,
      `      "integrity": "sha512-${b64bytes(r, 64)}",`,
      '      "license": "MIT"',
      '    },',
    ),
  }),
  (r) => ({
    provider: 'go',
    rule: 'lockfile',
    text: lines(
      `github.com/eclipse/paho.mqtt.golang v1.4.${r.int(4)} h1:${b64bytes(r, 32)}`,
      `github.com/eclipse/paho.mqtt.golang v1.4.${r.int(4)}/go.mod h1:${b64bytes(r, 32)}`,
      `github.com/twilio/twilio-go v1.${r.int(20)}.0 h1:${b64bytes(r, 32)}`,
    ),
  }),
  (r) => ({
    provider: 'cargo',
    rule: 'lockfile',
    text: lines(
      '[[package]]',
      `name = "${r.pick(['rumqttc', 'embassy-net', 'esp-idf-svc'])}"`,
      `version = "0.${r.int(30)}.${r.int(9)}"`,
      'source = "registry+https://github.com/rust-lang/crates.io-index"',
      `checksum = "${r.chars(HEX, 64)}"`,
    ),
  }),
  (r) => ({
    provider: 'pip',
    rule: 'lockfile',
    text: lines(
      `paho-mqtt==2.1.0 \\`,
      `    --hash=sha256:${r.chars(HEX, 64)} \\`,
      `    --hash=sha256:${r.chars(HEX, 64)}`,
      `twilio==9.${r.int(9)}.${r.int(9)} \\`,
      `    --hash=sha256:${r.chars(HEX, 64)}`,
    ),
  }),
  (r) => ({
    provider: 'docker',
    rule: 'compose-environment',
    text: lines(
      'services:',
      '  broker:',
      `    image: eclipse-mosquitto@sha256:${r.chars(HEX, 64)}`,
      '  bridge:',
      `    image: ghcr.io/acme-iot/bridge@sha256:${r.chars(HEX, 64)}`,
      '    environment:',
      '      - MQTT_PASSWORD_FILE=/run/secrets/mqtt_password',
    ),
  }),
  (r) => ({
    provider: 'git',
    rule: 'git-log',
    text: lines(
      `commit ${r.chars(HEX, 40)}`,
      'Author: fw-bot <fw-bot@acme-iot.io>',
      '',
      '    Rotate Twilio token (moved to vault)',
      '',
      `commit ${r.chars(HEX, 40)}`,
      `Merge: ${r.chars(HEX, 7)} ${r.chars(HEX, 7)}`,
    ),
  }),
  (r) => ({
    provider: 'ci',
    rule: 'ci-log',
    text: lines(
      `Run ID: ${r.chars(DIGITS, 10)}  build: ${uuid(r)}`,
      `Cache key: firmware-${r.chars(HEX, 64)}`,
      `Artifact digest: sha256:${r.chars(HEX, 64)}`,
      'Secrets: TWILIO_AUTH_TOKEN, MQTT_PASSWORD (masked)',
    ),
  }),
  // ---- vendor-documented examples --------------------------------------------------------
  (r) => ({
    provider: 'aws',
    rule: 'aws-credentials-file',
    text: lines(
      '# example from the AWS docs, replace before use',
      `[${r.pick(['default', 'fleet-dev', 'iot-sandbox', 'example'])}]`,
      'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ),
  }),
  (r) => ({
    provider: 'jwt',
    rule: 'docs-example',
    text: lines(
      `Decode the token at jwt.io to check claims, e.g. the site's sample:`,
      '```',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      '```',
      `(device tokens in step ${1 + r.int(5)} have the same shape)`,
    ),
  }),
  (r) => ({
    provider: 'stripe',
    rule: 'docs-example',
    text: lines(
      '# Stripe docs test key (public sample from the API reference)',
      'curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: \\',
      `  -d amount=${100 + r.int(9000)} -d currency=eur -d source=tok_visa`,
    ),
  }),
  // ---- public, client-side config ----------------------------------------------------------
  (r) => ({
    provider: 'firebase',
    rule: 'js-object',
    text: lines(
      'const firebaseConfig = {',
      `  apiKey: 'AIza${r.chars(B64URL, 35)}',`,
      `  authDomain: 'smart-home-${r.chars(DIGITS, 4)}.firebaseapp.com',`,
      `  projectId: 'smart-home-${r.chars(DIGITS, 4)}',`,
      `  messagingSenderId: '${r.chars(DIGITS, 12)}',`,
      `  appId: '1:${r.chars(DIGITS, 12)}:web:${r.chars(HEX, 22)}',`,
      '};',
    ),
  }),
  (r) => ({
    provider: 'agora',
    rule: 'js-object',
    text: lines(
      '// intercom client: only the App ID ships; tokens come from /api/rtc-token',
      `const client = AgoraRTC.createClient({ mode: 'rtc', codec: 'vp8' });`,
      `await client.join('${r.chars(HEX, 32)}', 'door-${r.chars(DIGITS, 3)}', token, null);`,
    ),
  }),
  (r) => ({
    provider: 'pubnub',
    rule: 'js-object',
    text: lines(
      'const pubnub = new PubNub({',
      `  publishKey: 'pub-c-${uuid(r)}',`,
      `  subscribeKey: 'sub-c-${uuid(r)}',`,
      `  userId: '${deviceName(r)}',`,
      '});',
    ),
  }),
  // ---- references ------------------------------------------------------------------------
  (r) => ({
    provider: 'home-assistant',
    rule: 'home-assistant-mqtt',
    text: lines(
      'mqtt:',
      `  broker: ${r.pick(BROKERS)}`,
      '  username: homeassistant',
      '  password: !secret mqtt_password',
      'notify:',
      '  - platform: twilio_sms',
      '    from_number: !secret twilio_from',
    ),
  }),
  (r) => ({
    provider: 'esphome',
    rule: 'esphome-yaml',
    text: lines(
      'wifi:',
      '  ssid: !secret wifi_ssid',
      '  password: !secret wifi_password',
      'api:',
      '  encryption:',
      '    key: !secret api_encryption_key',
      `# device: ${deviceName(r)}`,
    ),
  }),
  (r) => ({
    provider: 'kubernetes',
    rule: 'k8s-deployment',
    text: lines(
      '        env:',
      '          - name: TWILIO_AUTH_TOKEN',
      '            valueFrom:',
      '              secretKeyRef:',
      `                name: ${r.pick(['twilio', 'sms-gateway', 'notify'])}-credentials`,
      '                key: auth-token',
      '          - name: MQTT_PASSWORD',
      '            valueFrom: { secretKeyRef: { name: broker, key: password } }',
    ),
  }),
  (r) => ({
    provider: 'github-actions',
    rule: 'gh-actions-env',
    text: lines(
      '    env:',
      '      TTN_API_KEY: ${{ secrets.TTN_API_KEY }}',
      '      MEMFAULT_ORG_TOKEN: ${{ secrets.MEMFAULT_ORG_TOKEN }}',
      `      FIRMWARE_VERSION: 2.${r.int(9)}.${r.int(20)}`,
    ),
  }),
  (r) => ({
    provider: 'env-read',
    rule: 'python-settings',
    text: lines(
      'import os',
      '',
      'TWILIO_ACCOUNT_SID = os.environ["TWILIO_ACCOUNT_SID"]',
      'TWILIO_AUTH_TOKEN = os.environ["TWILIO_AUTH_TOKEN"]',
      `SMS_FROM = "+1${r.chars(DIGITS, 10)}"`,
    ),
  }),
  (r) => ({
    provider: 'env-read',
    rule: 'c-define',
    text: lines(
      '/* credentials are written to NVS at the factory; see provision.c */',
      `#define NVS_NS_CREDS "creds"`,
      '#define NVS_KEY_MQTT_PASSWORD "mqtt_pw"',
      '#define NVS_KEY_WIFI_PSK "wifi_psk"',
      `#define DEVICE_SERIAL_PREFIX "SN${r.chars(DIGITS, 2)}"`,
    ),
  }),
  (r) => ({
    provider: 'env-read',
    rule: 'dockerfile-env',
    text: lines(
      'FROM node:20-alpine',
      'ARG NPM_TOKEN',
      'RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci',
      `ENV MQTT_PASSWORD_FILE=/run/secrets/mqtt_password`,
      `LABEL org.opencontainers.image.revision=${r.chars(HEX, 40)}`,
    ),
  }),
  // ---- network gear and telecom with no secret -------------------------------------------
  (r) => ({
    provider: 'cisco',
    rule: 'router-config',
    text: lines(
      `hostname ${r.pick(['edge-rtr-01', 'cell-site-114'])}`,
      `enable secret 9 $9$${r.chars(ALNUM + './', 14)}$${r.chars(ALNUM + './', 43)}`,
      `username noc privilege 15 secret 8 $8$${r.chars(ALNUM + './', 14)}$${r.chars(ALNUM + './', 43)}`,
      'snmp-server group NOC v3 priv',
    ),
  }),
  (r) => ({
    provider: 'linux',
    rule: 'shadow-file',
    text: lines(
      `root:$6$${r.chars(ALNUM, 16)}$${r.chars(ALNUM + './', 86)}:19800:0:99999:7:::`,
      `pi:$y$j9T$${r.chars(ALNUM + './', 22)}$${r.chars(ALNUM + './', 43)}:19801:0:99999:7:::`,
    ),
  }),
  (r) => ({
    provider: 'htpasswd',
    rule: 'htpasswd',
    text: lines(
      '# nginx basic auth for the provisioning portal',
      `installer:$2y$10$${r.chars(ALNUM + './', 53)}`,
      `support:$apr1$${r.chars(ALNUM, 8)}$${r.chars(ALNUM + './', 22)}`,
    ),
  }),
  (r) => ({
    provider: 'zigbee',
    rule: 'zigbee2mqtt-config',
    text: lines(
      `serial:\n  port: /dev/ttyUSB${r.int(3)}`,
      'advanced:',
      '  # new installs: let Zigbee2MQTT generate a random key on first start',
      '  network_key: GENERATE',
      '  pan_id: GENERATE',
      '  ext_pan_id: GENERATE',
    ),
  }),
  (r) => ({
    provider: 'zigbee',
    rule: 'zigbee-docs',
    text: lines(
      `Note ${1 + r.int(30)} from the coordinator bring-up doc.`,
      'Well-known Zigbee 3.0 default trust-center link key ("ZigBeeAlliance09"):',
      '5A 69 67 42 65 65 41 6C 6C 69 61 6E 63 65 30 39',
      'Every certified device knows it; install codes replace it for secure joining.',
    ),
  }),
  (r) => ({
    provider: 'homebridge',
    rule: 'json-config',
    text: lines(
      '{',
      '  "bridge": {',
      `    "name": "Homebridge ${r.chars('0123456789ABCDEF', 4)}",`,
      '    "username": "CC:22:3D:E3:CE:30",',
      '    "port": 51826,',
      '    "pin": "031-45-154"',
      '  }',
      '}',
    ),
  }),
  (r) => ({
    provider: 'snmp',
    rule: 'snmpd-conf',
    text: lines(
      '# read-only, lab VLAN only; the default community on these demo units',
      `rocommunity public 192.168.${r.int(250)}.0/24`,
      'sysContact noc@acme-iot.io',
    ),
  }),
  (r) => ({
    provider: 'sim',
    rule: 'open5gs-dbctl',
    text: lines(
      '$ ./misc/db/open5gs-dbctl showpretty | grep -E "imsi|msisdn"',
      `    imsi: '99970${r.chars(DIGITS, 10)}',`,
      `    msisdn: [ '49${r.chars(DIGITS, 10)}' ],`,
      `    imsi: '99970${r.chars(DIGITS, 10)}',`,
    ),
  }),
  (r) => ({
    provider: 'sim',
    rule: 'at-command-log',
    text: lines(
      'AT+CCID',
      `+CCID: 8988211${r.chars(DIGITS, 12)}`,
      'OK',
      'AT+CGSN',
      `35${r.chars(DIGITS, 13)}`,
      'OK',
      'AT+CIMI',
      `26201${r.chars(DIGITS, 10)}`,
    ),
  }),
  (r) => ({
    provider: 'lorawan',
    rule: 'lorawan-device-json',
    text: JSON.stringify(
      {
        dev_eui: r.chars(HEXU, 16),
        join_eui: `70B3D57ED0${r.chars(HEXU, 6)}`,
        dev_addr: `26${r.chars(HEXU, 6)}`,
        root_keys: { app_key: { kek_label: 'ttn-as', encrypted_key: b64bytes(r, 24) } },
        frequency_plan_id: 'EU_863_870_TTN',
      },
      null,
      2,
    ),
  }),
  (r) => ({
    provider: 'aws-iot',
    rule: 'aws-cli-output',
    text: lines(
      `$ aws iot create-keys-and-certificate --set-as-active --certificate-pem-outfile dev.crt --private-key-outfile dev.key --query certificateArn`,
      `"arn:aws:iot:eu-central-1:${r.chars(DIGITS, 12)}:cert/${r.chars(HEX, 64)}"`,
    ),
  }),
  (r) => ({
    provider: 'azure-iot-device',
    rule: 'device-twin',
    text: JSON.stringify(
      {
        deviceId: deviceName(r),
        etag: b64bytes(r, 6),
        deviceEtag: b64bytes(r, 6),
        status: 'enabled',
        authenticationType: 'selfSigned',
        x509Thumbprint: { primaryThumbprint: r.chars(HEXU, 40), secondaryThumbprint: null },
        version: 2 + r.int(40),
      },
      null,
      2,
    ),
  }),
  (r) => ({
    provider: 'twilio',
    rule: 'token-validator',
    text: lines(
      '// quick sanity checks before we hit the API',
      'const ACCOUNT_SID_RE = /^AC[0-9a-f]{32}$/;',
      'const AUTH_TOKEN_RE = /^[0-9a-f]{32}$/;',
      `const TTN_KEY_RE = /^NNSXS\\.[A-Z0-9]{39}\\.[A-Z0-9]{52}$/;`,
      `export const validators = { ACCOUNT_SID_RE, AUTH_TOKEN_RE, TTN_KEY_RE }; // v${r.int(9)}`,
    ),
  }),
  (r) => ({
    provider: 'http',
    rule: 'http-request-dump',
    text: lines(
      `< HTTP/1.1 201 Created`,
      `< X-Request-Id: ${uuid(r)}`,
      `< Twilio-Request-Id: RQ${r.chars(HEX, 32)}`,
      `< ETag: "${r.chars(HEX, 32)}"`,
      `< traceparent: 00-${r.chars(HEX, 32)}-${r.chars(HEX, 16)}-01`,
    ),
  }),
  (r) => ({
    provider: 'api-token-hash',
    rule: 'db-seed',
    text: lines(
      'INSERT INTO device_tokens (device_id, token_sha256, created_at) VALUES',
      `  ('${deviceName(r)}', '${r.chars(HEX, 64)}', now()),`,
      `  ('${deviceName(r)}', '${r.chars(HEX, 64)}', now());`,
    ),
  }),
  (r) => ({
    provider: 'ble',
    rule: 'c-define',
    text: lines(
      `#define BT_UUID_SENSOR_SVC_VAL BT_UUID_128_ENCODE(0x${r.chars(HEX, 8)}, 0x${r.chars(HEX, 4)}, 0x${r.chars(HEX, 4)}, 0x${r.chars(HEX, 4)}, 0x${r.chars(HEX, 12)})`,
      `static const uint8_t adv_salt[16] = { ${Array.from({ length: 16 }, () => `0x${r.chars(HEX, 2)}`).join(', ')} }; /* public, from spec */`,
    ),
  }),
  (r) => ({
    provider: 'matter',
    rule: 'chip-tool',
    text: lines(
      `$ chip-tool pairing onnetwork-long 0x${r.chars(HEX, 4)} \${SETUP_PIN_CODE} 3840`,
      `[${1717000000 + r.int(9e6)}.${r.chars(DIGITS, 3)}] CHIP:CTL: Commissioning complete for node ID 0x${r.chars(HEXU, 16)}: success`,
      `[${1717000000 + r.int(9e6)}.${r.chars(DIGITS, 3)}] CHIP:DMG: fabric ${r.chars(HEXU, 16)} compressed ${r.chars(HEXU, 16)}`,
    ),
  }),
];

/** Builds `count` hard negatives from the standalone templates, cycling through them. */
export function standaloneNegatives(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(TEMPLATES[i % TEMPLATES.length](r));
  }
  return out;
}

export const TEMPLATE_COUNT = TEMPLATES.length;
export { digits, wrap, UPALNUM };
