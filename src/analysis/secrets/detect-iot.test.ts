import { describe } from 'vitest';
import { ALNUM, BASE64, HEX, UPPER, check, random } from '../../../test/helpers/secret-recipes.js';

// Device, telecom and hardware configs, from the thirty-ninth blind secrets set (tuning): C
// arrays of characters, IoT Hub's shared access signatures, The Things Stack's API keys; and
// what looks like a credential there and is not: the key attribute of a .NET setting, sealed
// values, a public Pusher key in its own section, LiveKit's key id, Algolia's search-only key,
// a key wrapped by another and a UUID typed as a run. And a token handed over in a chat before
// the sentence names it.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

describe('device credentials in C headers, SAS tokens and LoRaWAN keys', () => {
  const license = `eu01xx${random(HEX, 34)}`;
  const secret = random(HEX.toUpperCase(), 32);
  const signature = `${random(BASE64, 43)}%3D`;
  const ttn = `NNSXS.${random(BASE32, 39)}.${random(BASE32, 52)}`;
  check([
    {
      name: 'a C array of characters, with or without its length',
      text: `static const char NEW_RELIC_LICENSE_KEY[] = "${license}";\nchar api_secret[33] = "${secret}";\nif (keys[0] == 'x') {}\n`,
      expected: [
        ['generic-assignment', license],
        ['generic-assignment', secret],
      ],
    },
    {
      name: 'an IoT Hub shared access signature, and a template of one that is not',
      text: `config.api_token = 'SharedAccessSignature sr=acme.azure-devices.net&sig=${signature}&skn=operator&se=1826541828'\n# SharedAccessSignature sr={resource}&sig={signature}&se={expiry}\n`,
      expected: [
        [
          'signed-url',
          `SharedAccessSignature sr=acme.azure-devices.net&sig=${signature}&skn=operator&se=1826541828`,
        ],
      ],
    },
    {
      name: "The Things Stack's API key",
      text: `ttn-lw-cli login --api-key \\\n  ${ttn}\n`,
      expected: [['the-things-stack-key', ttn]],
    },
  ]);
});

describe('a token handed over in prose before it is named', () => {
  const hex = random(HEX, 40);
  const id = `${random(HEX, 8)}-${random(HEX, 4)}-4${random(HEX, 3)}-a${random(HEX, 3)}-${random(HEX, 12)}`;
  check([
    {
      name: 'a chat paste that says the value is the api key or the token',
      text: `[#hw-bringup] marek: use ${hex} as the api key until we wire up vault\nops: use ${id} as the token for now\n`,
      expected: [
        ['keyword-context', hex],
        ['keyword-context', id],
      ],
    },
    {
      name: 'a value handed over as an id or a name, or a placeholder, is none',
      text: `use ${id} as the tenant id\nuse ${id} as the token id\nuse your-api-key-here as the api key\n`,
      expected: [],
    },
  ]);
});

describe('names and public values of device platforms', () => {
  const pusherSecret = `${random(UPPER, 4)}${random(HEX, 16)}`;
  check([
    {
      name: "a .NET setting's key attribute names it; a Bitnami sealed value is ciphertext",
      text: [
        `<add key="T2m:DeveloperId" value="${random(HEX, 8)}-${random(HEX, 4)}" />`,
        'kind: SealedSecret',
        'spec:',
        '  encryptedData:',
        `    MQTT_PASSWORD: AgB${random(BASE64, 180)}`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "Pusher's app key in its own section, LiveKit's key id, Algolia's search-only key",
      text: [
        '[pusher]',
        `app_key = "${random(HEX, 20)}"`,
        `livekit.api-key=API${random(ALNUM, 12)}`,
        `  search_only_api_key: "${random(HEX, 32)}"`,
      ].join('\n'),
      expected: [],
    },
    {
      name: 'a key wrapped by another and a UUID typed as one run; a Pusher secret is still read',
      text: [
        `"app_key": { "kek_label": "ttn-as", "encrypted_key": "${random(ALNUM, 32)}" }`,
        'launchdarkly.sdk-key=sdk-01234567-89ab-cdef-0123-456789abcdef',
        `PUSHER_SECRET=${pusherSecret}`,
      ].join('\n'),
      expected: [['generic-assignment', pusherSecret]],
    },
  ]);
});
