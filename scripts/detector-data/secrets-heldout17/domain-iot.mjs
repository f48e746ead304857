// Embedded and IoT positives: firmware configs, home automation and LoRaWAN/Zigbee keys.

const lines = (...parts) => parts.join('\n');
const bytes = (v, n) => Array.from({ length: n }, () => `0x${v.HEX(2)}`).join(', ');

export const IOT_TEMPLATES = [
  [
    'esphome',
    'esphome-yaml',
    (v) => {
      const key = v.b64pad(32);
      const ota = v.password();
      const wifi = v.password();
      return {
        secrets: [key, ota, wifi],
        text: lines(
          'esphome:',
          `  name: greenhouse-${v.lower(4)}`,
          'api:',
          '  encryption:',
          `    key: "${key}"`,
          'ota:',
          '  - platform: esphome',
          `    password: "${ota}"`,
          'wifi:',
          '  ssid: "Shed-IoT"',
          `  password: "${wifi}"`,
        ),
      };
    },
  ],
  [
    'home-assistant',
    'ha-secrets-yaml',
    (v) => {
      const s = [v.password(), v.password(), v.hex(32)];
      return {
        secrets: s,
        text: lines(
          '# secrets.yaml',
          `wifi_password: "${s[0]}"`,
          `mqtt_password: ${s[1]}`,
          `openweathermap_key: ${s[2]}`,
          'latitude_home: 52.37',
        ),
      };
    },
  ],
  [
    'esp-idf-wifi',
    'sdkconfig-wifi-mqtt',
    (v) => {
      const s = [v.password(), v.b62(24)];
      return {
        secrets: s,
        text: lines(
          'CONFIG_EXAMPLE_WIFI_SSID="lab-2g"',
          `CONFIG_EXAMPLE_WIFI_PASSWORD="${s[0]}"`,
          'CONFIG_BROKER_URL="mqtts://mqtt.lab.local:8883"',
          'CONFIG_MQTT_USERNAME="sensor-node"',
          `CONFIG_MQTT_PASSWORD="${s[1]}"`,
        ),
      };
    },
  ],
  [
    'arduino-wifi',
    'arduino-secrets-h',
    (v) => {
      const s = [v.password(), v.b62(32)];
      return {
        secrets: s,
        text: lines(
          '// arduino_secrets.h',
          '#define SECRET_SSID "FritzBox-7590"',
          `#define SECRET_PASS "${s[0]}"`,
          `#define SECRET_DEVICE_KEY "${s[1]}"`,
        ),
      };
    },
  ],
  [
    'platformio-ota',
    'platformio-ota-auth',
    (v) => {
      const pass = v.password();
      return {
        secrets: [pass],
        text: lines(
          '[env:d1_mini_ota]',
          'extends = env:d1_mini',
          'upload_protocol = espota',
          'upload_port = 192.168.4.37',
          `upload_flags = --auth=${pass}`,
        ),
      };
    },
  ],
  [
    'mosquitto-bridge',
    'mosquitto-bridge-conf',
    (v) => {
      const pass = v.b62(28);
      return {
        secrets: [pass],
        text: lines(
          'connection cloud-bridge',
          'address broker.example-iot.net:8883',
          'remote_username plant-gw-07',
          `remote_password ${pass}`,
          'topic sensors/# out 1',
        ),
      };
    },
  ],
  [
    'lorawan',
    'lorawan-otaa-json',
    (v) => {
      const appKey = v.HEX(32);
      return {
        secrets: [appKey],
        text: JSON.stringify(
          {
            devEui: v.HEX(16),
            joinEui: v.HEX(16),
            appKey,
            lorawanVersion: '1.0.3',
            frequencyPlan: 'EU_863_870',
          },
          null,
          2,
        ),
      };
    },
  ],
  [
    'lorawan',
    'lorawan-abp-arduino',
    (v) => {
      const s = [bytes(v, 16), bytes(v, 16)];
      return {
        secrets: s,
        text: lines(
          `static const u4_t DEVADDR = 0x${v.HEX(8)};`,
          `static const PROGMEM u1_t NWKSKEY[16] = { ${s[0]} };`,
          `static const u1_t PROGMEM APPSKEY[16] = { ${s[1]} };`,
        ),
      };
    },
  ],
  [
    'zigbee2mqtt',
    'z2m-network-key',
    (v) => {
      const key = `[${Array.from({ length: 16 }, () => v.r.int(256)).join(', ')}]`;
      return {
        secrets: [key],
        text: lines(
          'mqtt:',
          '  server: mqtt://localhost',
          'serial:',
          '  port: /dev/ttyACM0',
          'advanced:',
          `  pan_id: ${1000 + v.r.int(60000)}`,
          `  network_key: ${key}`,
        ),
      };
    },
  ],
  [
    'azure-iot-hub',
    'azure-iot-device-connstr',
    (v) => {
      const key = v.b64pad(32);
      return {
        secrets: [key],
        text: lines(
          '// device provisioning',
          `static const char* connectionString = "HostName=plant-hub.azure-devices.net;DeviceId=press-${v.digits(4)};SharedAccessKey=${key}";`,
        ),
      };
    },
  ],
  [
    'the-things-stack',
    'tts-cli',
    (v) => {
      const key = `NNSXS.${v.b32(39)}.${v.b32(52)}`;
      return {
        secrets: [key],
        text: lines(
          '$ ttn-lw-cli login --api-key ' + key,
          '$ ttn-lw-cli end-devices list soil-probes',
        ),
      };
    },
  ],
  [
    'wifi-provisioning',
    'wpa-supplicant',
    (v) => {
      const psk = v.password();
      return {
        secrets: [psk],
        text: lines(
          'ctrl_interface=DIR=/var/run/wpa_supplicant',
          'network={',
          '    ssid="warehouse-sensors"',
          `    psk="${psk}"`,
          '    key_mgmt=WPA-PSK',
          '}',
        ),
      };
    },
  ],
];
