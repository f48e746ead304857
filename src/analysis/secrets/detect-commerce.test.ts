import { describe } from 'vitest';
import { ALNUM, HEX, check, random } from '../../../test/helpers/secret-recipes.js';

// E-commerce and payments stacks from the thirty-first blind secrets set (tuning): typed runs
// of digits and hex letters, a certificate's body, API keys passed as a user with an empty
// password, Magento's key paths, M-Pesa's passkey and Doppler's service tokens.

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

describe('what is no credential in a storefront', () => {
  check([
    {
      name: 'typed runs of digits and hex letters of the right length',
      text: [
        '  FORTER_SECRET_KEY: 1234567890abcdef1234567890abcdef12345678',
        'WECHATPAY_API_V3_KEY=1234567890abcdef1234567890abcdef',
        '      GOCARDLESS_ACCESS_TOKEN: live_1234567890abcdef1234567890abcdef12345678',
      ].join('\n'),
      expected: [],
    },
  ]);
  const passkey = random(HEX, 64);
  check([
    {
      name: "M-Pesa's passkey is a credential",
      text: `MPESA_SHORTCODE=959866\nMPESA_PASSKEY=${passkey}`,
      expected: [['password', passkey]],
    },
  ]);
});

describe('an API key passed as the user with an empty password', () => {
  const prestashop = random(UPPER_ALNUM, 32);
  const medusa = `sk_${random(HEX, 64)}`;
  const sift = random(HEX, 16);
  check([
    {
      name: 'curl -u KEY: and a URL whose user is the key',
      text: [
        `curl -sS "https://shop.example.org/api/orders" -u "${prestashop}:"`,
        `curl -u ${medusa}: https://api.medusa.example/admin/products`,
        `wget -qO- 'https://${sift}:@api.sift.com/v205/events'`,
      ].join('\n'),
      expected: [
        ['basic-auth', prestashop],
        ['basic-auth', medusa],
        ['url-credentials', sift],
      ],
    },
    {
      name: 'a user name with an empty password is no key',
      text: [
        'curl -u admin: https://shop.example.org/api/orders',
        'git clone https://deploy-bot:@git.example.org/shop.git',
      ].join('\n'),
      expected: [],
    },
  ]);
});

describe('key paths, service tokens and certificate bodies', () => {
  const consumerSecret = `cs_${random(HEX, 40)}`;
  const privateKey = random(ALNUM, 32);
  const doppler = `dp.st.prd.${random(ALNUM, 43)}`;
  check([
    {
      name: "Magento's core_config_data rows: the path's last segment names the value",
      text: [
        'INSERT INTO core_config_data (scope, scope_id, path, value) VALUES',
        "  ('default', 0, 'payment/woocommerce/consumer_secret', '" + consumerSecret + "'),",
        "  ('default', 0, 'payment/ozow/private_key', '" + privateKey + "'),",
        "  ('default', 0, 'payment/ozow/site_code', 'NOR-NOR-703');",
      ].join('\n'),
      expected: [
        ['generic-assignment', consumerSecret],
        ['generic-assignment', privateKey],
      ],
    },
    {
      name: 'a Doppler service token, which names its config',
      text: `[..] sam.ops: ${doppler}`,
      expected: [['doppler-token', doppler]],
    },
    {
      name: "a credential word among a certificate's base64 is letters of the encoding",
      text: [
        '-----BEGIN CERTIFICATE-----',
        `${random(ALNUM, 30)}+pw+${random(ALNUM, 30)}`,
        '-----END CERTIFICATE-----',
      ].join('\n'),
      expected: [],
    },
  ]);
});
