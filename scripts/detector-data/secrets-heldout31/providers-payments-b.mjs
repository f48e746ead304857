// Payment gateways and PSPs (regional, wallets and buy-now-pay-later).

import { P } from './provider-kit.mjs';

/** @param {ReturnType<typeof import('./helpers.mjs').helpers>} h */
export function paymentProvidersB(h) {
  const { r } = h;
  return [
    P('paddle-classic', 'PADDLE_VENDOR_AUTH_CODE', () => h.hex(50), {
      sec: 'paddle',
      comp: [['PADDLE_VENDOR_ID', () => h.digits(6)]],
    }),
    P(
      'lemonsqueezy',
      'LEMONSQUEEZY_API_KEY',
      () =>
        h.rsaJwt({
          aud: '94d59cef-dbb8-4ea5-b178-d2540fcd6919',
          jti: h.hex(80),
          iat: h.epoch(),
          sub: h.digits(6),
          scopes: [],
        }),
      { host: 'api.lemonsqueezy.com', path: '/v1/orders', auth: 'bearer' },
    ),
    P('gumroad', 'GUMROAD_ACCESS_TOKEN', () => h.b64url(43), {
      host: 'api.gumroad.com',
      path: '/v2/sales',
      auth: 'bearer',
    }),
    P('fastspring', 'FASTSPRING_API_PASSWORD', () => h.alnum(22), {
      host: 'api.fastspring.com',
      path: '/orders',
      auth: 'basic',
      comp: [['FASTSPRING_API_USERNAME', () => h.upper(8)]],
    }),
    P('sumup', 'SUMUP_API_KEY', () => 'sup_sk_' + h.alnum(32), {
      host: 'api.sumup.com',
      path: '/v0.1/checkouts',
      auth: 'bearer',
    }),
    P('revolut-merchant', 'REVOLUT_MERCHANT_SECRET_KEY', () => 'sk_' + h.b64url(64), {
      sec: 'revolut',
      host: 'merchant.revolut.com',
      path: '/api/orders',
      auth: 'bearer',
    }),
    P('clover', 'CLOVER_API_TOKEN', () => h.uuid(), {
      host: 'api.clover.com',
      path: `/v3/merchants/${h.ualnum(13)}/orders`,
      auth: 'bearer',
    }),
    P('komoju', 'KOMOJU_SECRET_KEY', () => 'sk_live_' + h.alnum(24), {
      host: 'komoju.com',
      path: '/api/v1/payments',
      auth: 'basic-key',
    }),
    P('toss-payments', 'TOSS_SECRET_KEY', () => 'live_sk_' + h.alnum(24), {
      sec: 'toss',
      host: 'api.tosspayments.com',
      path: '/v1/payments/confirm',
      auth: 'basic-key',
    }),
    P('nexi-nets', 'NETS_EASY_SECRET_KEY', () => 'live-secret-key-' + h.hex(32), {
      sec: 'nets',
      host: 'api.dibspayment.eu',
      path: '/v1/payments',
      auth: 'hdr:Authorization',
    }),
    P('vipps-mobilepay', 'VIPPS_CLIENT_SECRET', () => h.b64bytes(30), {
      sec: 'vipps',
      second: ['VIPPS_SUBSCRIPTION_KEY', () => h.hex(32)],
      comp: [['VIPPS_CLIENT_ID', () => h.uuid()]],
    }),
    P('ccavenue', 'CCAVENUE_WORKING_KEY', () => h.HEX(32), {
      comp: [['CCAVENUE_ACCESS_CODE', () => 'AVXX' + h.ualnum(16)]],
    }),
    P('phonepe', 'PHONEPE_SALT_KEY', () => h.uuid(), {
      comp: [
        ['PHONEPE_MERCHANT_ID', () => 'NORTHWIND' + h.ualnum(6)],
        ['PHONEPE_SALT_INDEX', () => '1'],
      ],
    }),
    P('mpesa-daraja', 'MPESA_CONSUMER_SECRET', () => h.alnum(64), {
      sec: 'mpesa',
      host: 'api.safaricom.co.ke',
      path: '/oauth/v1/generate?grant_type=client_credentials',
      auth: 'basic',
      comp: [['MPESA_CONSUMER_KEY', () => h.alnum(48)]],
    }),
    P('mpesa-passkey', 'MPESA_PASSKEY', () => h.hex(64), {
      sec: 'mpesa',
      comp: [['MPESA_SHORTCODE', () => h.digits(6)]],
    }),
    P('paysafe', 'PAYSAFE_API_KEY', () => h.b64bytes(72), {
      host: 'api.paysafe.com',
      path: '/paymenthub/v1/payments',
      auth: 'scheme:Basic',
    }),
    P('moneris', 'MONERIS_API_TOKEN', () => h.alnum(20), {
      comp: [['MONERIS_STORE_ID', () => 'monca0' + h.digits(4)]],
    }),
    P('global-payments', 'GP_SHARED_SECRET', () => h.alnum(16), {
      sec: 'globalpay',
      comp: [['GP_MERCHANT_ID', () => 'northwind' + h.digits(3)]],
    }),
    P('elavon-converge', 'CONVERGE_PIN', () => h.ualnum(64), {
      sec: 'converge',
      comp: [
        ['CONVERGE_MERCHANT_ID', () => h.digits(7)],
        ['CONVERGE_USER_ID', () => 'apiuser' + h.digits(3)],
      ],
    }),
    P('helcim', 'HELCIM_API_TOKEN', () => h.alnum(44), {
      host: 'api.helcim.com',
      path: '/v2/payment/purchase',
      auth: 'hdr:api-token',
    }),
    P('nmi', 'NMI_SECURITY_KEY', () => h.alnum(32), {
      host: 'secure.nmi.com',
      path: '/api/transact.php',
      auth: 'query:security_key',
    }),
    P(
      'stax',
      'STAX_API_KEY',
      () =>
        h.jwt({
          iss: 'https://apiprod.fattlabs.com/team/apikey',
          merchant: h.uuid(),
          sub: h.uuid(),
          iat: h.epoch(),
        }),
      { host: 'apiprod.fattlabs.com', path: '/charge', auth: 'bearer' },
    ),
    P('finix', 'FINIX_PASSWORD', () => h.uuid(), {
      host: 'finix.live-payments-api.com',
      path: '/transfers',
      auth: 'basic',
      comp: [['FINIX_USERNAME', () => 'US' + h.alnum(22)]],
    }),
    P(
      'bluesnap',
      'BLUESNAP_API_PASSWORD',
      () => h.alnum(12) + r.pick(['!', '#', '%', '@']) + h.alnum(3),
      {
        host: 'ws.bluesnap.com',
        path: '/services/2/transactions',
        auth: 'basic',
        comp: [['BLUESNAP_API_USERNAME', () => 'API_' + h.digits(13)]],
      },
    ),
    P('payoneer', 'PAYONEER_CLIENT_SECRET', () => h.alnum(40), {
      comp: [['PAYONEER_CLIENT_ID', () => h.lalnum(32)]],
    }),
    P('truelayer', 'TRUELAYER_CLIENT_SECRET', () => h.uuid(), {
      comp: [['TRUELAYER_CLIENT_ID', () => 'northwind-' + h.lalnum(6)]],
    }),
    P('rapyd', 'RAPYD_SECRET_KEY', () => 'rsk_' + h.hex(96), {
      second: ['RAPYD_ACCESS_KEY', () => 'rak_' + h.HEX(20)],
    }),
    P('tink', 'TINK_CLIENT_SECRET', () => h.hex(32), {
      comp: [['TINK_CLIENT_ID', () => h.hex(32)]],
    }),
    P('ozow', 'OZOW_PRIVATE_KEY', () => h.alnum(32), {
      comp: [['OZOW_SITE_CODE', () => 'NOR-NOR-' + h.digits(3)]],
    }),
    P('peach-payments', 'PEACH_ACCESS_TOKEN', () => h.b64bytes(48), {
      sec: 'peach',
      host: 'eu-prod.oppwa.com',
      path: '/v1/checkouts',
      auth: 'bearer',
      comp: [['PEACH_ENTITY_ID', () => '8ac9a4c' + h.hex(25)]],
    }),
    P('worldline', 'WORLDLINE_API_SECRET', () => h.b64bytes(33), {
      comp: [['WORLDLINE_API_KEY_ID', () => h.HEX(20)]],
    }),
    P('payplug', 'PAYPLUG_SECRET_KEY', () => 'sk_live_' + h.alnum(32), {
      host: 'api.payplug.com',
      path: '/v1/payments',
      auth: 'bearer',
    }),
    P('stancer', 'STANCER_SECRET_KEY', () => 'sprod_' + h.alnum(24), {
      host: 'api.stancer.com',
      path: '/v1/checkout/',
      auth: 'basic-key',
    }),
    P('plaid', 'PLAID_SECRET', () => h.hex(30), {
      comp: [
        ['PLAID_CLIENT_ID', () => h.hex(24)],
        ['PLAID_ENV', () => 'production'],
      ],
    }),
    P('coinbase-commerce', 'COINBASE_COMMERCE_API_KEY', () => h.uuid(), {
      sec: 'coinbase',
      host: 'api.commerce.coinbase.com',
      path: '/charges',
      auth: 'hdr:X-CC-Api-Key',
    }),
    P('bitpay', 'BITPAY_MERCHANT_TOKEN', () => h.alnum(44), {}),
    P('alipay', 'ALIPAY_MD5_KEY', () => h.lalnum(32), {
      comp: [['ALIPAY_PARTNER_ID', () => '2088' + h.digits(12)]],
    }),
    P('wechat-pay', 'WECHATPAY_API_V3_KEY', () => h.alnum(32), {
      sec: 'wechatpay',
      comp: [
        ['WECHATPAY_MCH_ID', () => '16' + h.digits(8)],
        ['WECHATPAY_SERIAL_NO', () => h.HEX(40)],
      ],
    }),
    P('paypay', 'PAYPAY_API_SECRET', () => h.b64bytes(33), {
      second: ['PAYPAY_API_KEY', () => `a_${h.alnum(10)}_${h.alnum(4)}`],
    }),
    P('nuvei', 'NUVEI_MERCHANT_SECRET_KEY', () => h.alnum(64), {
      comp: [
        ['NUVEI_MERCHANT_ID', () => h.digits(19)],
        ['NUVEI_MERCHANT_SITE_ID', () => h.digits(6)],
      ],
    }),
    P('affirm', 'AFFIRM_PRIVATE_API_KEY', () => h.ualnum(32), {
      host: 'api.affirm.com',
      path: '/api/v1/transactions',
      auth: 'basic',
      comp: [['AFFIRM_PUBLIC_API_KEY', () => h.ualnum(16)]],
    }),
    P('sezzle', 'SEZZLE_PRIVATE_KEY', () => 'sz_pr_' + h.hex(32), {
      comp: [['SEZZLE_PUBLIC_KEY', () => 'sz_pub_' + h.hex(32)]],
    }),
    P('bolt', 'BOLT_API_KEY', () => h.hex(64), {
      host: 'api.bolt.com',
      path: '/v1/merchant/transactions/authorize',
      auth: 'hdr:X-API-Key',
    }),
  ];
}
