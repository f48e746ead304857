import { Buffer } from 'node:buffer';
import { describe } from 'vitest';
import { ALNUM, HEX, check, random, uuid } from '../../../test/helpers/secret-recipes.js';

// Messaging and notification integrations from the twenty-ninth blind secrets set (tuning):
// vendors' own Authorization schemes and token formats, and what looks like a credential there
// and is not: test vectors, documented examples, public keys in DER, signatures and request ids,
// typed constants and .NET entries named as ids, a shell expansion's message; and a CircleCI
// badge's status token from the sixty-first bench:real set (express-basic-auth 1.1.5's README).

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

describe('messaging and notification integrations', () => {
  const klaviyo = `pk_${random(HEX, 34)}`;
  const accessKey = random(ALNUM, 25);
  const statuspage = uuid();
  const resend = `re_${random(ALNUM, 8)}_${random(ALNUM, 24)}`;
  const telnyx = `KEY${random('0123456789ABCDEF', 32)}_${random(ALNUM, 22)}`;
  const seed = `SU${random(BASE32, 56)}`;
  check([
    {
      name: "a vendor's own Authorization scheme before its key",
      text: [
        `  headers={"Authorization":"Klaviyo-API-Key ${klaviyo}","Content-Type":"application/json"}`,
        `    headers={"Authorization": "AccessKey ${accessKey}"},`,
        `Authorization: OAuth ${statuspage}`,
      ].join('\n'),
      expected: [
        ['authorization-header', klaviyo],
        ['authorization-header', accessKey],
        ['authorization-header', statuspage],
      ],
    },
    {
      name: 'Resend, Telnyx and NATS NKey seed formats in SDK calls',
      text: [
        `const resend = new Resend('${resend}');`,
        `const telnyx = require('telnyx')('${telnyx}');`,
        `    'nkey_seed' => '${seed}',`,
      ].join('\n'),
      expected: [
        ['resend-key', resend],
        ['telnyx-key', telnyx],
        ['nats-nkey-seed', seed],
      ],
    },
  ]);
});

describe('what is no credential there', () => {
  const der = Buffer.concat([
    Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex'),
    Buffer.from(random(HEX, 130), 'hex'),
  ]).toString('base64');
  check([
    {
      name: "test vectors, Slack's documented signing secret and a DER public key",
      text: [
        'key   = 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
        'hmac_key = 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b',
        "signing_secret = '8f742231b10e8888abcd99yyyzzz85a5'",
        `  SENDGRID_WEBHOOK_VERIFICATION_KEY: "${der}"`,
      ].join('\n'),
      expected: [],
    },
    {
      name: 'signatures, request ids, idempotency keys and a shell expansion',
      text: [
        `X-Twilio-Signature: ${random(ALNUM, 27)}=`,
        `  cf-ray=${random(HEX, 16)}-FRA idempotency_key=${random(HEX, 32)}`,
        '      ESENDEX_PASSWORD: "${ESENDEX_PASSWORD:?missing ESENDEX_PASSWORD}"',
      ].join('\n'),
      expected: [],
    },
    {
      name: "ids by their declared name, a .NET entry's key and a chat widget's key",
      text: [
        `export const AGORA_APP_ID: string = '${random(HEX, 32)}';`,
        `    <add key="Paypal:ClientId" value="${random(ALNUM, 60)}" />`,
        `    internal const string CrispTokenIdentifier = "${uuid()}";`,
        `    static final String ZENDESK_WIDGET_KEY = "${uuid()}";`,
      ].join('\n'),
      expected: [],
    },
  ]);
  const circle = random(HEX, 40);
  check([
    {
      name: "a CircleCI badge's status token is public; the same token in an API call is not",
      text: [
        `[![CircleCI](https://circleci.com/gh/acme/lib/tree/master.svg?style=shield&circle-token=${circle})](https://circleci.com/gh/acme/lib)`,
        `curl "https://circleci.com/api/v1.1/project/gh/acme/lib?circle-token=${circle}"`,
      ].join('\n'),
      expected: [['generic-assignment', circle]],
    },
  ]);
  const stillSecret = random(ALNUM, 40);
  const realHex = `${random(HEX, 30)}a7`;
  check([
    {
      name: 'a random key, a typed secret and a .NET secret entry stay reported',
      text: [
        `key = ${realHex}`,
        `export const AGORA_APP_CERTIFICATE_SECRET: string = '${stillSecret}';`,
        `    <add key="Paypal:ClientSecret" value="${stillSecret}" />`,
      ].join('\n'),
      expected: [
        ['generic-assignment', realHex],
        ['generic-assignment', stillSecret],
        ['generic-assignment', stillSecret],
      ],
    },
  ]);
});
