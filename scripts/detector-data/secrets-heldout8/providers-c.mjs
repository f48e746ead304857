// Provider table, part C: payments, crypto exchanges and chains (clouds: providers-c2.mjs).

import { row } from './providers-a.mjs';

function paymentRows() {
  return [
    row(
      'braintree',
      'Braintree',
      'BRAINTREE_PRIVATE_KEY',
      (g) => g.hex(32),
      'api.braintreegateway.com',
      'basic',
      {
        id: ['BRAINTREE_MERCHANT_ID', (g) => g.lower(16)],
      },
    ),
    row(
      'adyen',
      'Adyen',
      'ADYEN_API_KEY',
      (g) => `AQE${g.b64(20)}+${g.b64(60)}=-${g.b64(40)}=-${g.b62(10)}`,
      'checkout-test.adyen.com',
      'X-API-Key',
    ),
    row('mollie', 'Mollie', 'MOLLIE_API_KEY', (g) => `live_${g.b62(30)}`, 'api.mollie.com'),
    row(
      'paystack',
      'Paystack',
      'PAYSTACK_SECRET_KEY',
      (g) => `sk_live_${g.hex(40)}`,
      'api.paystack.co',
    ),
    row(
      'flutterwave',
      'Flutterwave',
      'FLW_SECRET_KEY',
      (g) => `FLWSECK-${g.hex(32)}-X`,
      'api.flutterwave.com',
    ),
    row(
      'razorpay',
      'Razorpay',
      'RAZORPAY_KEY_SECRET',
      (g) => g.b62(24),
      'api.razorpay.com',
      'basic',
      {
        id: ['RAZORPAY_KEY_ID', (g) => `rzp_live_${g.b62(14)}`],
      },
    ),
    row(
      'square',
      'Square',
      'SQUARE_ACCESS_TOKEN',
      (g) => `EAAA${g.b64u(60)}`,
      'connect.squareup.com',
    ),
    row(
      'checkout-com',
      'Checkout.com',
      'CKO_SECRET_KEY',
      (g) => `sk_${g.lower(26)}`,
      'api.checkout.com',
      'Authorization',
    ),
    row(
      'gocardless',
      'GoCardless',
      'GOCARDLESS_ACCESS_TOKEN',
      (g) => `live_${g.b64u(40)}`,
      'api.gocardless.com',
    ),
    row(
      'paddle',
      'Paddle',
      'PADDLE_API_KEY',
      (g) => `pdl_live_apikey_${g.lower(26)}_${g.b62(22)}_${g.b62(3)}`,
      'api.paddle.com',
    ),
    row(
      'xendit',
      'Xendit',
      'XENDIT_SECRET_KEY',
      (g) => `xnd_production_${g.b62(50)}`,
      'api.xendit.co',
      'basic',
    ),
    row(
      'midtrans',
      'Midtrans',
      'MIDTRANS_SERVER_KEY',
      (g) => `Mid-server-${g.b64u(24)}`,
      'api.midtrans.com',
      'basic',
    ),
    row(
      'iyzico',
      'iyzico',
      'IYZICO_SECRET_KEY',
      (g) => g.b62(32),
      'api.iyzipay.com',
      'Authorization',
      {
        pair: ['IYZICO_API_KEY', (g) => g.b62(32)],
      },
    ),
    row(
      'yookassa',
      'YooKassa',
      'YOOKASSA_SECRET_KEY',
      (g) => `live_${g.b64u(43)}`,
      'api.yookassa.ru',
      'basic',
      {
        id: ['YOOKASSA_SHOP_ID', (g) => g.digits(6)],
      },
    ),
    row(
      'mercadopago',
      'Mercado Pago',
      'MP_ACCESS_TOKEN',
      (g) => `APP_USR-${g.digits(16)}-${g.digits(6)}-${g.hex(32)}-${g.digits(9)}`,
      'api.mercadopago.com',
    ),
    row(
      'paypal',
      'PayPal',
      'PAYPAL_CLIENT_SECRET',
      (g) => `E${g.b64u(79)}`,
      'api-m.paypal.com',
      'basic',
      {
        id: ['PAYPAL_CLIENT_ID', (g) => `A${g.b64u(79)}`],
      },
    ),
    row(
      'authorize-net',
      'Authorize.Net',
      'AUTHNET_TRANSACTION_KEY',
      (g) => g.b62(16),
      'api.authorize.net',
      'body',
      {
        id: ['AUTHNET_API_LOGIN_ID', (g) => g.b62(10)],
      },
    ),
    row('wise', 'Wise', 'WISE_API_TOKEN', (g) => g.uuid(), 'api.transferwise.com'),
    row(
      'plaid',
      'Plaid',
      'PLAID_SECRET',
      (g) => g.hex(30),
      'production.plaid.com',
      'PLAID-SECRET',
      {
        id: ['PLAID_CLIENT_ID', (g) => g.hex(24)],
      },
    ),
    row('dwolla', 'Dwolla', 'DWOLLA_SECRET', (g) => g.b62(50), 'api.dwolla.com', 'basic'),
    row('lithic', 'Lithic', 'LITHIC_API_KEY', (g) => g.uuid(), 'api.lithic.com', 'Authorization'),
    row(
      'stripe-restricted',
      'Stripe',
      'STRIPE_RESTRICTED_KEY',
      (g) => `rk_live_${g.b62(99)}`,
      'api.stripe.com',
    ),
    row(
      'lemonsqueezy',
      'Lemon Squeezy',
      'LEMONSQUEEZY_API_KEY',
      (g) => g.jwt({ aud: '94d59cef', jti: g.hex(80), sub: g.digits(6), scopes: [] }),
      'api.lemonsqueezy.com',
    ),
    row(
      'klarna',
      'Klarna',
      'KLARNA_API_PASSWORD',
      (g) => `klarna_live_api_${g.b64u(42)}`,
      'api.klarna.com',
      'basic',
    ),
  ];
}

function cryptoRows() {
  return [
    row(
      'binance',
      'Binance',
      'BINANCE_API_KEY',
      (g) => g.b62(64),
      'api.binance.com',
      'X-MBX-APIKEY',
      {
        pair: ['BINANCE_API_SECRET', (g) => g.b62(64)],
      },
    ),
    row('kraken', 'Kraken', 'KRAKEN_API_KEY', (g) => g.padded(56), 'api.kraken.com', 'API-Key', {
      pair: ['KRAKEN_PRIVATE_KEY', (g) => `${g.b64(86)}==`],
    }),
    row('kucoin', 'KuCoin', 'KUCOIN_API_SECRET', (g) => g.uuid(), 'api.kucoin.com', 'KC-API-SIGN', {
      pair: ['KUCOIN_API_KEY', (g) => g.hex(24)],
    }),
    row(
      'bitfinex',
      'Bitfinex',
      'BFX_API_SECRET',
      (g) => g.b62(43),
      'api.bitfinex.com',
      'bfx-apikey',
    ),
    row('okx', 'OKX', 'OKX_SECRET_KEY', (g) => g.HEX(32), 'www.okx.com', 'OK-ACCESS-SIGN', {
      pair: ['OKX_API_KEY', (g) => g.uuid()],
    }),
    row('bybit', 'Bybit', 'BYBIT_API_SECRET', (g) => g.b62(36), 'api.bybit.com', 'X-BAPI-SIGN', {
      pair: ['BYBIT_API_KEY', (g) => g.b62(18)],
    }),
    row('gateio', 'Gate.io', 'GATE_API_SECRET', (g) => g.hex(64), 'api.gateio.ws', 'SIGN', {
      pair: ['GATE_API_KEY', (g) => g.hex(32)],
    }),
    row(
      'bitstamp',
      'Bitstamp',
      'BITSTAMP_API_SECRET',
      (g) => g.b62(32),
      'www.bitstamp.net',
      'X-Auth-Signature',
    ),
    row(
      'gemini',
      'Gemini Exchange',
      'GEMINI_API_SECRET',
      (g) => g.b62(28),
      'api.gemini.com',
      'X-GEMINI-SIGNATURE',
      {
        pair: ['GEMINI_API_KEY', (g) => `account-${g.b62(20)}`],
      },
    ),
    row(
      'alchemy',
      'Alchemy',
      'ALCHEMY_API_KEY',
      (g) => g.b64u(32),
      'eth-mainnet.g.alchemy.com',
      'path',
    ),
    row('infura', 'Infura', 'INFURA_API_KEY', (g) => g.hex(32), 'mainnet.infura.io', 'path'),
    row(
      'etherscan',
      'Etherscan',
      'ETHERSCAN_API_KEY',
      (g) => g.upper(34),
      'api.etherscan.io',
      '?apikey',
    ),
    row(
      'moralis',
      'Moralis',
      'MORALIS_API_KEY',
      (g) => g.jwt({ nonce: g.uuid(), orgId: g.digits(6), userId: g.digits(6) }),
      'deep-index.moralis.io',
      'X-API-Key',
    ),
    row(
      'quicknode',
      'QuickNode',
      'QUICKNODE_TOKEN',
      (g) => g.hex(40),
      'frosty-wild-lake.quiknode.pro',
      'path',
    ),
    row('evm-wallet', 'EVM wallet', 'DEPLOYER_PRIVATE_KEY', (g) => `0x${g.hex(64)}`, 'rpc', 'none'),
    row(
      'helius',
      'Helius',
      'HELIUS_API_KEY',
      (g) => g.uuid(),
      'mainnet.helius-rpc.com',
      '?api-key',
    ),
  ];
}

/** Part C (payments, crypto, clouds) of the provider table. */
export function providersC() {
  return [...paymentRows(), ...cryptoRows()];
}
