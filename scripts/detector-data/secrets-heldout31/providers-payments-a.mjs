// Payment gateways and PSPs (global and card processors).

import { P } from './provider-kit.mjs';

/** @param {ReturnType<typeof import('./helpers.mjs').helpers>} h */
export function paymentProvidersA(h) {
  const { r } = h;
  return [
    // --- payment gateways and PSPs ---
    P(
      'stripe',
      'STRIPE_SECRET_KEY',
      () => (r.chance(0.6) ? 'sk_live_51' + h.alnum(97) : 'sk_live_' + h.alnum(24)),
      {
        host: 'api.stripe.com',
        path: '/v1/payment_intents',
        auth: 'basic-key',
      },
    ),
    P('stripe-restricted', 'STRIPE_RESTRICTED_KEY', () => 'rk_live_51' + h.alnum(97), {
      sec: 'stripe',
      host: 'api.stripe.com',
      path: '/v1/refunds',
      auth: 'bearer',
    }),
    P('stripe-webhook', 'STRIPE_WEBHOOK_SECRET', () => 'whsec_' + h.alnum(32), { sec: 'stripe' }),
    P('paypal', 'PAYPAL_CLIENT_SECRET', () => 'E' + h.b64url(79), {
      host: 'api-m.paypal.com',
      path: '/v1/oauth2/token',
      auth: 'basic',
      comp: [['PAYPAL_CLIENT_ID', () => 'A' + h.b64url(79)]],
    }),
    P('paypal-oauth', 'PAYPAL_ACCESS_TOKEN', () => 'A21AA' + h.b64url(92), {
      sec: 'paypal',
      host: 'api-m.paypal.com',
      path: '/v2/checkout/orders',
      auth: 'bearer',
    }),
    P('braintree', 'BRAINTREE_PRIVATE_KEY', () => h.hex(32), {
      host: 'payments.braintree-api.com',
      path: '/graphql',
      auth: 'basic',
      comp: [
        ['BRAINTREE_PUBLIC_KEY', () => h.lalnum(16)],
        ['BRAINTREE_MERCHANT_ID', () => h.lalnum(16)],
      ],
    }),
    P(
      'braintree-oauth',
      'BRAINTREE_ACCESS_TOKEN',
      () => `access_token$production$${h.lalnum(16)}$${h.hex(32)}`,
      { sec: 'braintree' },
    ),
    P('square', 'SQUARE_ACCESS_TOKEN', () => 'EAAA' + h.b64url(60), {
      host: 'connect.squareup.com',
      path: '/v2/payments',
      auth: 'bearer',
      comp: [['SQUARE_LOCATION_ID', () => 'L' + h.ualnum(12)]],
    }),
    P('square-oauth', 'SQUARE_APPLICATION_SECRET', () => 'sq0csp-' + h.b64url(43), {
      sec: 'square',
      comp: [['SQUARE_APPLICATION_ID', () => 'sq0idp-' + h.b64url(22)]],
    }),
    P(
      'adyen',
      'ADYEN_API_KEY',
      () => `AQE${h.alnum(3)}mfx${h.b64(84)}==-${h.b64(43)}=-${h.alnum(4)}${h.b64(12)}`,
      {
        host: 'checkout-live.adyenpayments.com',
        path: '/checkout/v71/payments',
        auth: 'hdr:X-API-Key',
        comp: [['ADYEN_MERCHANT_ACCOUNT', () => 'NorthwindECOM']],
      },
    ),
    P('adyen-hmac', 'ADYEN_HMAC_KEY', () => h.HEX(64), { sec: 'adyen' }),
    P('mollie', 'MOLLIE_API_KEY', () => 'live_' + h.alnum(30), {
      host: 'api.mollie.com',
      path: '/v2/payments',
      auth: 'bearer',
    }),
    P('mollie-organization', 'MOLLIE_ACCESS_TOKEN', () => 'access_' + h.alnum(40), {
      sec: 'mollie',
      host: 'api.mollie.com',
      path: '/v2/organizations/me',
      auth: 'bearer',
    }),
    P('razorpay', 'RAZORPAY_KEY_SECRET', () => h.alnum(24), {
      host: 'api.razorpay.com',
      path: '/v1/orders',
      auth: 'basic',
      comp: [['RAZORPAY_KEY_ID', () => 'rzp_live_' + h.alnum(14)]],
    }),
    P('paystack', 'PAYSTACK_SECRET_KEY', () => 'sk_live_' + h.hex(40), {
      host: 'api.paystack.co',
      path: '/transaction/initialize',
      auth: 'bearer',
    }),
    P('flutterwave', 'FLW_SECRET_KEY', () => `FLWSECK-${h.hex(32)}-X`, {
      host: 'api.flutterwave.com',
      path: '/v3/payments',
      auth: 'bearer',
    }),
    P('checkout-com', 'CKO_SECRET_KEY', () => 'sk_' + h.lalnum(26), {
      sec: 'checkout',
      host: 'api.checkout.com',
      path: '/payments',
      auth: 'bearer',
      comp: [['CKO_PROCESSING_CHANNEL_ID', () => 'pc_' + h.lalnum(26)]],
    }),
    P('klarna', 'KLARNA_API_PASSWORD', () => h.alnum(32), {
      host: 'api.klarna.com',
      path: '/payments/v1/sessions',
      auth: 'basic',
      comp: [['KLARNA_API_USERNAME', () => `K${h.digits(6)}_${h.hex(12)}`]],
    }),
    P('afterpay', 'AFTERPAY_SECRET_KEY', () => h.hex(128), {
      host: 'global-api.afterpay.com',
      path: '/v2/checkouts',
      auth: 'basic',
      comp: [['AFTERPAY_MERCHANT_ID', () => h.digits(6)]],
    }),
    P('authorize-net', 'AUTHNET_TRANSACTION_KEY', () => h.alnum(16), {
      sec: 'authnet',
      comp: [['AUTHNET_API_LOGIN_ID', () => h.alnum(10)]],
    }),
    P('cybersource', 'CYBERSOURCE_SHARED_SECRET', () => h.b64bytes(32), {
      comp: [
        ['CYBERSOURCE_KEY_ID', () => h.uuid()],
        ['CYBERSOURCE_MERCHANT_ID', () => 'northwind_' + h.digits(6)],
      ],
    }),
    P('worldpay', 'WORLDPAY_PASSWORD', () => h.alnum(20), {
      host: 'access.worldpay.com',
      path: '/payments/authorizations',
      auth: 'basic',
      comp: [['WORLDPAY_USERNAME', () => h.alnum(16)]],
    }),
    P(
      '2checkout',
      'TWOCHECKOUT_SECRET_KEY',
      () => h.c('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789~?@*[]#', 20),
      {
        sec: 'twocheckout',
        comp: [['TWOCHECKOUT_MERCHANT_CODE', () => h.digits(12)]],
      },
    ),
    P('payu', 'PAYU_MERCHANT_SALT', () => h.alnum(32), {
      comp: [['PAYU_MERCHANT_KEY', () => h.alnum(6)]],
    }),
    P('midtrans', 'MIDTRANS_SERVER_KEY', () => 'Mid-server-' + h.b64url(24), {
      host: 'api.midtrans.com',
      path: '/v2/charge',
      auth: 'basic-key',
      comp: [['MIDTRANS_CLIENT_KEY', () => 'Mid-client-' + h.b64url(16)]],
    }),
    P('xendit', 'XENDIT_SECRET_KEY', () => 'xnd_production_' + h.alnum(50), {
      host: 'api.xendit.co',
      path: '/v2/invoices',
      auth: 'basic-key',
    }),
    P('paymongo', 'PAYMONGO_SECRET_KEY', () => 'sk_live_' + h.alnum(24), {
      host: 'api.paymongo.com',
      path: '/v1/payment_intents',
      auth: 'basic-key',
    }),
    P(
      'mercadopago',
      'MERCADOPAGO_ACCESS_TOKEN',
      () => `APP_USR-${h.digits(16)}-${h.digits(6)}-${h.hex(32)}-${h.digits(9)}`,
      { host: 'api.mercadopago.com', path: '/v1/payments', auth: 'bearer' },
    ),
    P('pagseguro', 'PAGSEGURO_TOKEN', () => h.uuid() + h.hex(64) + h.uuid(), {
      host: 'api.pagseguro.com',
      path: '/orders',
      auth: 'bearer',
    }),
    P('iyzico', 'IYZICO_SECRET_KEY', () => h.alnum(32), {
      second: ['IYZICO_API_KEY', () => h.alnum(32)],
    }),
    P('cashfree', 'CASHFREE_SECRET_KEY', () => `cfsk_ma_prod_${h.hex(32)}_${h.hex(8)}`, {
      host: 'api.cashfree.com',
      path: '/pg/orders',
      auth: 'hdr:x-client-secret',
      comp: [['CASHFREE_APP_ID', () => h.digits(8) + h.hex(24)]],
    }),
    P(
      'paytm',
      'PAYTM_MERCHANT_KEY',
      () => h.c('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789#@%&_!', 16),
      {
        comp: [['PAYTM_MID', () => 'NORTHW' + h.digits(14)]],
      },
    ),
    P('instamojo', 'INSTAMOJO_AUTH_TOKEN', () => h.hex(32), {
      host: 'www.instamojo.com',
      path: '/api/1.1/payment-requests/',
      auth: 'hdr:X-Auth-Token',
    }),
    P('yoco', 'YOCO_SECRET_KEY', () => 'sk_live_' + h.hex(32), {
      host: 'payments.yoco.com',
      path: '/api/checkouts',
      auth: 'bearer',
    }),
    P('payfast', 'PAYFAST_PASSPHRASE', () => h.alnum(18), {
      comp: [
        ['PAYFAST_MERCHANT_ID', () => h.digits(8)],
        ['PAYFAST_MERCHANT_KEY', () => h.lalnum(13)],
      ],
    }),
    P('gocardless', 'GOCARDLESS_ACCESS_TOKEN', () => 'live_' + h.b64url(40), {
      host: 'api.gocardless.com',
      path: '/payments',
      auth: 'bearer',
    }),
    P('recurly', 'RECURLY_API_KEY', () => h.hex(32), {
      host: 'v3.recurly.com',
      path: '/accounts',
      auth: 'basic-key',
    }),
    P('chargebee', 'CHARGEBEE_API_KEY', () => 'live_' + h.alnum(34), {
      host: 'northwind.chargebee.com',
      path: '/api/v2/subscriptions',
      auth: 'basic-key',
      comp: [['CHARGEBEE_SITE', () => 'northwind']],
    }),
    P(
      'paddle',
      'PADDLE_API_KEY',
      () => `pdl_live_apikey_01${h.crock(24)}_${h.alnum(22)}_${h.alnum(3)}`,
      { host: 'api.paddle.com', path: '/transactions', auth: 'bearer' },
    ),
  ];
}
