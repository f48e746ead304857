// Fraud, reviews, marketing and support tools used by stores.

import { P } from './provider-kit.mjs';

/** @param {ReturnType<typeof import('./helpers.mjs').helpers>} h */
export function storeServiceProviders(h) {
  const pemOnly = ['dotenv-multiline', 'pem-file', 'support-ticket', 'hcl'];
  return [
    // --- fraud, reviews, marketing, support ---
    P('signifyd', 'SIGNIFYD_API_KEY', () => h.alnum(32), {
      host: 'api.signifyd.com',
      path: '/v3/orders/events/checkouts',
      auth: 'basic-key',
    }),
    P('riskified', 'RISKIFIED_AUTH_TOKEN', () => h.hex(40), {
      comp: [['RISKIFIED_SHOP_DOMAIN', () => h.domain()]],
    }),
    P('sift', 'SIFT_API_KEY', () => h.hex(16), {
      host: 'api.sift.com',
      path: '/v205/events',
      auth: 'basic-key',
    }),
    P('forter', 'FORTER_SECRET_KEY', () => h.hex(40), {
      comp: [['FORTER_SITE_ID', () => h.hex(8)]],
    }),
    P('klaviyo', 'KLAVIYO_PRIVATE_API_KEY', () => 'pk_' + h.hex(34), {
      host: 'a.klaviyo.com',
      path: '/api/profiles/',
      auth: 'scheme:Klaviyo-API-Key',
    }),
    P('yotpo', 'YOTPO_SECRET_KEY', () => h.alnum(40), {
      comp: [['YOTPO_APP_KEY', () => h.alnum(40)]],
    }),
    P('gorgias', 'GORGIAS_API_KEY', () => h.hex(64), {
      host: 'northwind.gorgias.com',
      path: '/api/tickets',
      auth: 'basic',
      comp: [['GORGIAS_USERNAME', () => 'ops@northwindoutfitters.com']],
    }),
    P('recharge', 'RECHARGE_API_TOKEN', () => 'sk_' + h.hex(64), {
      host: 'api.rechargeapps.com',
      path: '/subscriptions',
      auth: 'hdr:X-Recharge-Access-Token',
    }),
    P('algolia', 'ALGOLIA_ADMIN_API_KEY', () => h.hex(32), {
      host: 'latency-dsn.algolia.net',
      path: '/1/indexes/products/batch',
      auth: 'hdr:X-Algolia-API-Key',
      comp: [['ALGOLIA_APP_ID', () => h.ualnum(10)]],
    }),
    P('nosto', 'NOSTO_API_TOKEN', () => h.alnum(64), {
      host: 'api.nosto.com',
      path: '/v1/graphql',
      auth: 'basic-key',
    }),
    P('omnisend', 'OMNISEND_API_KEY', () => `${h.hex(24)}-${h.alnum(50)}`, {
      host: 'api.omnisend.com',
      path: '/v3/contacts',
      auth: 'hdr:X-API-KEY',
    }),
    P('mandrill', 'MANDRILL_API_KEY', () => 'md-' + h.b64url(22), {}),
    P('trustpilot', 'TRUSTPILOT_API_SECRET', () => h.alnum(16), {
      second: ['TRUSTPILOT_API_KEY', () => h.alnum(32)],
    }),
    P('zendesk', 'ZENDESK_API_TOKEN', () => h.alnum(40), {
      host: 'northwind.zendesk.com',
      path: '/api/v2/tickets.json',
      auth: 'none',
      comp: [['ZENDESK_EMAIL', () => 'support@northwindoutfitters.com']],
    }),
    P('freshdesk', 'FRESHDESK_API_KEY', () => h.alnum(20), {
      host: 'northwind.freshdesk.com',
      path: '/api/v2/tickets',
      auth: 'basic-x',
    }),
    P(
      'apple-pay',
      'APPLE_PAY_MERCHANT_IDENTITY_KEY',
      () => h.pem('PRIVATE KEY', 1100, 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ'),
      {
        only: pemOnly,
        sec: 'applepay',
        comp: [['APPLE_PAY_MERCHANT_ID', () => 'merchant.com.northwind.shop']],
      },
    ),
    P(
      'amazon-pay',
      'AMAZON_PAY_PRIVATE_KEY',
      () => h.pem('RSA PRIVATE KEY', 1100, 'MIIEpAIBAAKCAQEA'),
      {
        only: pemOnly,
        sec: 'amazonpay',
        comp: [['AMAZON_PAY_PUBLIC_KEY_ID', () => 'LIVE-' + h.ualnum(24)]],
      },
    ),
    P(
      'wordpress-salts',
      'AUTH_KEY',
      () =>
        h.c(
          'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#%&()*+,-.:;<=>?@[]^_{|}~',
          64,
        ),
      { sec: 'wordpress', comp: [['DB_NAME', () => 'wp_northwind']] },
    ),
    P('cloudinary', 'CLOUDINARY_API_SECRET', () => h.b64url(27), {
      comp: [
        ['CLOUDINARY_CLOUD_NAME', () => 'northwind'],
        ['CLOUDINARY_API_KEY', () => h.digits(15)],
      ],
    }),
    P('postscript', 'POSTSCRIPT_API_KEY', () => 'sk_' + h.hex(32), {
      host: 'api.postscript.io',
      path: '/api/v2/subscribers',
      auth: 'bearer',
    }),
  ];
}
