// Fintech providers for secrets-heldout40: credential shapes written from knowledge of each
// service's documented formats (prefixes, lengths, alphabets); values come from the seeded generator.
import { B62, B64, C32, DIG, HEX, LA, UA, UHEX, URL64, b64, c, s, uuid } from './alphabet.mjs';
import {
  P,
  u,
  hex,
  uhex,
  b62,
  la,
  ua,
  url64,
  PEM_RULES,
  rsaKey,
  ecKey,
  pkcs8Ec,
} from './provider-kit.mjs';
import { CRYPTO } from './providers-crypto.mjs';
import { GENERAL } from './providers-general.mjs';

export const PROVIDERS = [
  // --- card acquiring and payments ---
  P('stripe', 'STRIPE_SECRET_KEY', s('sk_live_51', c(B62, 97)), {
    host: 'api.stripe.com',
    pub: ['STRIPE_PUBLISHABLE_KEY', s('pk_live_51', c(B62, 97))],
  }),
  P('stripe-restricted', 'STRIPE_RESTRICTED_KEY', s('rk_live_51', c(B62, 97)), {
    host: 'api.stripe.com',
  }),
  P('stripe-webhook', 'STRIPE_WEBHOOK_SECRET', s('whsec_', c(B62, 32)), { host: 'api.stripe.com' }),
  P(
    'adyen',
    'ADYEN_API_KEY',
    s('AQE', c(B62, 3), 'mfx', c(B62, 38), '=-', c(B64, 40), '=-', c(B62, 18)),
    {
      host: 'checkout-live.adyenpayments.com',
      header: 'X-API-Key',
      id: ['ADYEN_MERCHANT_ACCOUNT', (r) => `Acme${r.pick(['Payments', 'Retail', 'Travel'])}ECOM`],
      pub: ['ADYEN_CLIENT_KEY', s('live_', c(UA, 32))],
    },
  ),
  P('adyen-hmac', 'ADYEN_HMAC_KEY', uhex(64), { host: 'checkout-live.adyenpayments.com' }),
  P('braintree', 'BRAINTREE_PRIVATE_KEY', hex(32), {
    id: ['BRAINTREE_MERCHANT_ID', la(16)],
    pub: ['BRAINTREE_TOKENIZATION_KEY', s('production_', c(LA, 8), '_', c(LA, 16))],
  }),
  P(
    'braintree-access-token',
    'BRAINTREE_ACCESS_TOKEN',
    s('access_token$production$', c(LA, 16), '$', c(HEX, 32)),
  ),
  P('square', 'SQUARE_ACCESS_TOKEN', s('EAAA', c(URL64, 60)), {
    host: 'connect.squareup.com',
    pub: ['SQUARE_APPLICATION_ID', s('sq0idp-', c(URL64, 22))],
  }),
  P('square-oauth', 'SQUARE_APPLICATION_SECRET', s('sq0csp-', c(URL64, 43))),
  P('paypal', 'PAYPAL_CLIENT_SECRET', s('E', c(URL64, 79)), {
    host: 'api-m.paypal.com',
    pub: ['PAYPAL_CLIENT_ID', s('A', c(URL64, 79))],
  }),
  P('paypal-access-token', 'PAYPAL_ACCESS_TOKEN', s('A21AA', c(URL64, 92)), {
    host: 'api-m.paypal.com',
  }),
  P('checkout-com', 'CKO_SECRET_KEY', s('sk_', c(LA, 26)), {
    host: 'api.checkout.com',
    pub: ['CKO_PUBLIC_KEY', s('pk_', c(LA, 26))],
  }),
  P('razorpay', 'RAZORPAY_KEY_SECRET', b62(24), {
    host: 'api.razorpay.com',
    pub: ['RAZORPAY_KEY_ID', s('rzp_live_', c(B62, 14))],
  }),
  P('paystack', 'PAYSTACK_SECRET_KEY', s('sk_live_', c(HEX, 40)), {
    host: 'api.paystack.co',
    pub: ['PAYSTACK_PUBLIC_KEY', s('pk_live_', c(HEX, 40))],
  }),
  P('flutterwave', 'FLW_SECRET_KEY', s('FLWSECK-', c(HEX, 32), '-X'), {
    host: 'api.flutterwave.com',
    pub: ['FLW_PUBLIC_KEY', s('FLWPUBK-', c(HEX, 32), '-X')],
  }),
  P('flutterwave-encryption', 'FLW_ENCRYPTION_KEY', s('FLWSECK', c(HEX, 12))),
  P('mollie', 'MOLLIE_API_KEY', s('live_', c(B62, 30)), { host: 'api.mollie.com' }),
  P('mollie-oauth', 'MOLLIE_ACCESS_TOKEN', s('access_', c(B62, 40)), { host: 'api.mollie.com' }),
  P('gocardless', 'GOCARDLESS_ACCESS_TOKEN', s('live_', c(URL64, 40)), {
    host: 'api.gocardless.com',
  }),
  P('gocardless-bank-data', 'GCBAD_SECRET_KEY', hex(128), {
    id: ['GCBAD_SECRET_ID', u],
    host: 'bankaccountdata.gocardless.com',
  }),
  P('authorize-net', 'AUTHNET_TRANSACTION_KEY', b62(16), { id: ['AUTHNET_API_LOGIN_ID', b62(10)] }),
  P('cybersource', 'CYBERSOURCE_SHARED_SECRET', b64(43), { id: ['CYBERSOURCE_KEY_ID', u] }),
  P(
    'worldpay',
    'WORLDPAY_SERVICE_KEY',
    s('T_S_', c(HEX, 8), '-', c(HEX, 4), '-', c(HEX, 4), '-', c(HEX, 4), '-', c(HEX, 12)),
  ),
  P('klarna', 'KLARNA_API_KEY', s('klarna_live_api_', c(URL64, 40))),
  P('klarna-credentials', 'KLARNA_PASSWORD', s(c(B62, 16)), {
    id: ['KLARNA_USERNAME', s('K', c(DIG, 6), '_', c(HEX, 12))],
  }),
  P('affirm', 'AFFIRM_PRIVATE_API_KEY', ua(32), { pub: ['AFFIRM_PUBLIC_API_KEY', ua(16)] }),
  P('sumup', 'SUMUP_API_KEY', s('sup_sk_', c(B62, 32)), { host: 'api.sumup.com' }),
  P(
    'mercadopago',
    'MP_ACCESS_TOKEN',
    s('APP_USR-', c(DIG, 16), '-', c(DIG, 6), '-', c(HEX, 32), '-', c(DIG, 9)),
    {
      host: 'api.mercadopago.com',
      pub: ['MP_PUBLIC_KEY', s('APP_USR-', uuid)],
    },
  ),
  P('xendit', 'XENDIT_SECRET_KEY', s('xnd_production_', c(B62, 60)), {
    host: 'api.xendit.co',
    pub: ['XENDIT_PUBLIC_KEY', s('xnd_public_production_', c(B62, 56))],
  }),
  P('midtrans', 'MIDTRANS_SERVER_KEY', s('Mid-server-', c(URL64, 24)), {
    pub: ['MIDTRANS_CLIENT_KEY', s('Mid-client-', c(URL64, 16))],
  }),
  P('paymongo', 'PAYMONGO_SECRET_KEY', s('sk_live_', c(B62, 24)), {
    pub: ['PAYMONGO_PUBLIC_KEY', s('pk_live_', c(B62, 24))],
  }),
  P('rapyd', 'RAPYD_SECRET_KEY', s('rsk_', c(HEX, 96)), {
    id: ['RAPYD_ACCESS_KEY', s('rak_', c(UHEX, 32))],
  }),
  P('nmi', 'NMI_SECURITY_KEY', b62(32)),
  P('shift4', 'SHIFT4_SECRET_KEY', s('sk_live_', c(B62, 24)), {
    pub: ['SHIFT4_PUBLIC_KEY', s('pk_live_', c(B62, 24))],
  }),
  P('payu', 'PAYU_CLIENT_SECRET', hex(32), { id: ['PAYU_POS_ID', s(c(DIG, 6))] }),
  P('paytm', 'PAYTM_MERCHANT_KEY', s(c(B62, 12), '#', c(B62, 3))),
  P('bluesnap', 'BLUESNAP_API_PASSWORD', s(c(B62, 20), '!'), {
    id: ['BLUESNAP_API_USER', s('API_', c(DIG, 16))],
  }),
  P('nuvei', 'NUVEI_MERCHANT_SECRET', b62(64), { id: ['NUVEI_MERCHANT_ID', s(c(DIG, 19))] }),
  P('moonpay', 'MOONPAY_SECRET_KEY', s('sk_live_', c(B62, 32)), {
    pub: ['MOONPAY_PUBLISHABLE_KEY', s('pk_live_', c(B62, 32))],
  }),
  P('moonpay-webhook', 'MOONPAY_WEBHOOK_KEY', s('wk_live_', c(B62, 32))),
  P('apple-pay-processing', 'APPLE_PAY_PROCESSING_KEY', ecKey, { only: PEM_RULES }),
  // --- card issuing, BaaS, payouts, treasury ---
  P('marqeta', 'MARQETA_ADMIN_ACCESS_TOKEN', u, {
    id: ['MARQETA_APPLICATION_TOKEN', u],
    host: 'acme-api.marqeta.com',
  }),
  P('lithic', 'LITHIC_API_KEY', u, { host: 'api.lithic.com', header: 'Authorization' }),
  P('unit', 'UNIT_API_TOKEN', s('v2.public.eyJyb2xlIjoiYWRtaW4iLCJ1c2VySWQiOi', c(URL64, 140)), {
    host: 'api.s.unit.sh',
  }),
  P('modern-treasury', 'MODERN_TREASURY_API_KEY', s('live-', c(B62, 64)), {
    id: ['MODERN_TREASURY_ORG_ID', u],
    host: 'app.moderntreasury.com',
  }),
  P('increase', 'INCREASE_API_KEY', s('secret_key_', c(B62, 40))),
  P('column', 'COLUMN_API_KEY', s('live_', c(B62, 28)), { host: 'api.column.com' }),
  P(
    'mercury',
    'MERCURY_API_TOKEN',
    s('secret-token:mercury_production_wma_', c(B62, 40), '_yrucrem'),
    { host: 'api.mercury.com' },
  ),
  P('dwolla', 'DWOLLA_SECRET', b62(50), { id: ['DWOLLA_KEY', b62(50)], host: 'api.dwolla.com' }),
  P('wise', 'WISE_API_TOKEN', u, { host: 'api.transferwise.com' }),
  P('revolut-business', 'REVOLUT_ACCESS_TOKEN', s('oa_prod_', c(URL64, 43)), {
    host: 'b2b.revolut.com',
  }),
  P('airwallex', 'AIRWALLEX_API_KEY', hex(128), { id: ['AIRWALLEX_CLIENT_ID', url64(22)] }),
  P('currencycloud', 'CURRENCYCLOUD_API_KEY', hex(64), {
    id: ['CURRENCYCLOUD_LOGIN_ID', () => 'treasury@acme-payments.com'],
  }),
  P('payoneer', 'PAYONEER_CLIENT_SECRET', b62(40), {
    id: ['PAYONEER_PROGRAM_ID', s('1', c(DIG, 8))],
  }),
  P('tipalti', 'TIPALTI_MASTER_KEY', b62(40), {
    id: ['TIPALTI_PAYER_NAME', () => 'AcmeMarketplace'],
  }),
  P('brex', 'BREX_API_TOKEN', s('bxt_', c(B62, 40)), { host: 'platform.brexapis.com' }),
  P('ramp', 'RAMP_CLIENT_SECRET', s('ramp_sec_', c(B62, 48)), {
    id: ['RAMP_CLIENT_ID', s('ramp_id_', c(B62, 40))],
  }),
  P('synctera', 'SYNCTERA_API_KEY', b62(40)),
  P('treasury-prime', 'TREASURY_PRIME_API_SECRET', hex(40), {
    id: ['TREASURY_PRIME_API_KEY_ID', s('key_', c(LA, 20))],
  }),
  P('galileo', 'GALILEO_API_PASSWORD', b62(20), {
    id: ['GALILEO_API_LOGIN', s('acme', c(DIG, 4))],
  }),
  P('highnote', 'HIGHNOTE_API_KEY', s('sk_live_', c(B62, 40))),
  P('rain', 'PAYOUTS_HMAC_SECRET', b64(43)),
  // --- open banking aggregators ---
  P('plaid', 'PLAID_SECRET', hex(30), {
    id: ['PLAID_CLIENT_ID', hex(24)],
    host: 'production.plaid.com',
  }),
  P('plaid-access-token', 'PLAID_ACCESS_TOKEN', s('access-production-', uuid), {
    host: 'production.plaid.com',
  }),
  P('truelayer', 'TRUELAYER_CLIENT_SECRET', u, {
    id: ['TRUELAYER_CLIENT_ID', s('acmepay-', c(HEX, 6))],
  }),
  P('truelayer-signing', 'TRUELAYER_SIGNING_PRIVATE_KEY', pkcs8Ec, { only: PEM_RULES }),
  P('tink', 'TINK_CLIENT_SECRET', hex(32), { id: ['TINK_CLIENT_ID', hex(32)] }),
  P('yapily', 'YAPILY_APPLICATION_SECRET', u, { id: ['YAPILY_APPLICATION_KEY', u] }),
  P('saltedge', 'SALTEDGE_SECRET', url64(43), {
    id: ['SALTEDGE_APP_ID', url64(43)],
    header: 'Secret',
  }),
  P('mx', 'MX_API_KEY', hex(40), { id: ['MX_CLIENT_ID', u] }),
  P('finicity', 'FINICITY_PARTNER_SECRET', b62(20), { id: ['FINICITY_APP_KEY', hex(32)] }),
  P('yodlee', 'YODLEE_CLIENT_SECRET', b62(16), { id: ['YODLEE_CLIENT_ID', b62(32)] }),
  P('belvo', 'BELVO_SECRET_PASSWORD', s(c(URL64, 64)), { id: ['BELVO_SECRET_ID', u] }),
  P('akoya', 'AKOYA_CLIENT_SECRET', b62(32)),
  P('teller', 'TELLER_PRIVATE_KEY', rsaKey, { only: PEM_RULES }),
  P('nordigen', 'NORDIGEN_SECRET_KEY', hex(128)),
  P('codat', 'CODAT_API_KEY', b62(40), { host: 'api.codat.io' }),
  P('rutter', 'RUTTER_SECRET', hex(32), { id: ['RUTTER_CLIENT_ID', u] }),
  P('flinks', 'FLINKS_API_SECRET', u),
  P('basiq', 'BASIQ_API_KEY', s(c(B64, 100), '=='), { host: 'au-api.basiq.io' }),
  // --- KYC and risk ---
  P('onfido', 'ONFIDO_API_TOKEN', s('api_live.', c(URL64, 11), '.', c(URL64, 32)), {
    host: 'api.eu.onfido.com',
  }),
  P('persona', 'PERSONA_API_KEY', s('persona_production_', uuid), { host: 'withpersona.com' }),
  P('sumsub', 'SUMSUB_APP_TOKEN', s('prd:', c(B62, 24), '.', c(B62, 32))),
  P('sumsub-secret', 'SUMSUB_SECRET_KEY', b62(32)),
  P('alloy', 'ALLOY_WORKFLOW_SECRET', b62(32), { id: ['ALLOY_WORKFLOW_TOKEN', b62(32)] }),
  P('socure', 'SOCURE_API_KEY', s('SocureApiKey ', uuid)),
  P('veriff', 'VERIFF_SHARED_SECRET', u, { pub: ['VERIFF_PUBLIC_KEY', u] }),
  P('sardine', 'SARDINE_CLIENT_SECRET', u),
  P('chainalysis', 'CHAINALYSIS_API_KEY', hex(64), { header: 'Token' }),
  P('elliptic', 'ELLIPTIC_API_SECRET', hex(32), { id: ['ELLIPTIC_API_KEY', hex(32)] }),
  // --- accounting, invoicing, billing, tax ---
  P('quickbooks', 'QUICKBOOKS_CLIENT_SECRET', b62(40), {
    id: ['QUICKBOOKS_CLIENT_ID', s('AB', c(B62, 48))],
  }),
  P('quickbooks-refresh', 'QBO_REFRESH_TOKEN', s('AB1', c(DIG, 13), c(B62, 34))),
  P('xero', 'XERO_CLIENT_SECRET', url64(48), { id: ['XERO_CLIENT_ID', uhex(32)] }),
  P('freshbooks', 'FRESHBOOKS_CLIENT_SECRET', hex(64), { id: ['FRESHBOOKS_CLIENT_ID', hex(64)] }),
  P('zoho-books', 'ZOHO_REFRESH_TOKEN', s('1000.', c(HEX, 32), '.', c(HEX, 32)), {
    id: ['ZOHO_CLIENT_ID', s('1000.', c(UA, 30))],
  }),
  P('netsuite', 'NETSUITE_TOKEN_SECRET', hex(64), { id: ['NETSUITE_TOKEN_ID', hex(64)] }),
  P('sage-intacct', 'INTACCT_SENDER_PASSWORD', s(c(B62, 14), '!', c(DIG, 2))),
  P('freeagent', 'FREEAGENT_OAUTH_SECRET', url64(22)),
  P('invoice-ninja', 'NINJA_API_TOKEN', b62(64), { header: 'X-API-TOKEN' }),
  P('chargebee', 'CHARGEBEE_API_KEY', s('live_', c(B62, 34)), {
    id: ['CHARGEBEE_SITE', () => 'acme'],
  }),
  P('recurly', 'RECURLY_API_KEY', hex(32)),
  P(
    'paddle',
    'PADDLE_API_KEY',
    s('pdl_live_apikey_01', c(C32, 24), '_', c(B62, 22), '_', c(B62, 3)),
  ),
  P(
    'lemonsqueezy',
    'LEMONSQUEEZY_API_KEY',
    s(
      'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiI5NGQ1OWNlZi',
      c(URL64, 120),
      '.',
      c(URL64, 86),
    ),
  ),
  P('zuora', 'ZUORA_CLIENT_SECRET', s(c(B62, 38), '=', c(B62, 4))),
  P('fastspring', 'FASTSPRING_API_PASSWORD', url64(22), {
    id: ['FASTSPRING_API_USERNAME', ua(20)],
  }),
  P('avalara', 'AVALARA_LICENSE_KEY', uhex(16), {
    id: ['AVALARA_ACCOUNT_ID', s('2000', c(DIG, 6))],
  }),
  P('taxjar', 'TAXJAR_API_TOKEN', hex(32), { host: 'api.taxjar.com' }),
  P('vertex', 'VERTEX_CLIENT_SECRET', b62(32)),
  P('stripe-tax-anrok', 'ANROK_API_KEY', s('sk_', c(B62, 12), '_', c(B62, 32))),
  P('billcom', 'BILLCOM_DEV_KEY', s('01', c(UA, 18))),
  P('expensify', 'EXPENSIFY_PARTNER_USER_SECRET', hex(40), {
    id: ['EXPENSIFY_PARTNER_USER_ID', s('aa_api_', c(LA, 20))],
  }),
  P('lob', 'LOB_API_KEY', s('live_', c(HEX, 35)), {
    pub: ['LOB_PUBLISHABLE_KEY', s('live_pub_', c(HEX, 31))],
  }),
  P('openexchangerates', 'OXR_APP_ID', hex(32)),
  P('fixer', 'FIXER_ACCESS_KEY', hex(32)),
  ...CRYPTO,
  ...GENERAL,
];
