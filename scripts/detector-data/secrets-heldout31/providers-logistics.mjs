// Tax, shipping, fulfilment, marketplaces and affiliate networks.

import { P } from './provider-kit.mjs';

/** @param {ReturnType<typeof import('./helpers.mjs').helpers>} h */
export function logisticsProviders(h) {
  return [
    // --- tax ---
    P('taxjar', 'TAXJAR_API_KEY', () => h.hex(32), {
      host: 'api.taxjar.com',
      path: '/v2/taxes',
      auth: 'bearer',
    }),
    P('avalara', 'AVATAX_LICENSE_KEY', () => h.HEX(16), {
      sec: 'avatax',
      host: 'rest.avatax.com',
      path: '/api/v2/transactions/create',
      auth: 'basic',
      comp: [['AVATAX_ACCOUNT_ID', () => '11' + h.digits(8)]],
    }),
    P('vertex', 'VERTEX_CLIENT_SECRET', () => h.b64url(40), {
      comp: [['VERTEX_CLIENT_ID', () => `northwind-${h.hex(8)}.vertexsmb.com`]],
    }),
    P('taxcloud', 'TAXCLOUD_API_KEY', () => h.UUID(), {
      comp: [['TAXCLOUD_API_LOGIN_ID', () => h.HEX(8)]],
    }),
    P('quaderno', 'QUADERNO_API_KEY', () => 'sk_live_' + h.alnum(20), {
      host: 'northwind.quadernoapp.com',
      path: '/api/invoices',
      auth: 'basic-key',
    }),
    P('zonos', 'ZONOS_CREDENTIAL_TOKEN', () => 'credential_live_' + h.uuid(), {
      host: 'api.zonos.com',
      path: '/graphql',
      auth: 'hdr:credentialToken',
    }),
    // --- shipping and fulfilment ---
    P('shippo', 'SHIPPO_API_TOKEN', () => 'shippo_live_' + h.hex(40), {
      host: 'api.goshippo.com',
      path: '/shipments/',
      auth: 'scheme:ShippoToken',
    }),
    P('easypost', 'EASYPOST_API_KEY', () => 'EZAK' + h.hex(54), {
      host: 'api.easypost.com',
      path: '/v2/shipments',
      auth: 'basic-key',
    }),
    P('shipstation', 'SHIPSTATION_API_KEY', () => h.hex(32), {
      host: 'ssapi.shipstation.com',
      path: '/orders?orderStatus=awaiting_shipment',
      auth: 'basic-pair',
      second: ['SHIPSTATION_API_SECRET', () => h.hex(32)],
    }),
    P('shipengine', 'SHIPENGINE_API_KEY', () => h.b64(43), {
      host: 'api.shipengine.com',
      path: '/v1/labels',
      auth: 'hdr:API-Key',
    }),
    P('shipbob', 'SHIPBOB_PAT', () => h.HEX(64), {
      host: 'api.shipbob.com',
      path: '/1.0/order',
      auth: 'bearer',
    }),
    P('easyship', 'EASYSHIP_API_TOKEN', () => 'prod_' + h.b64bytes(33), {
      host: 'public-api.easyship.com',
      path: '/2024-09/shipments',
      auth: 'bearer',
    }),
    P('sendcloud', 'SENDCLOUD_SECRET_KEY', () => h.hex(32), {
      host: 'panel.sendcloud.sc',
      path: '/api/v2/parcels',
      auth: 'basic',
      comp: [['SENDCLOUD_PUBLIC_KEY', () => h.hex(32)]],
    }),
    P('dhl', 'DHL_API_KEY', () => h.alnum(32), {
      host: 'api-eu.dhl.com',
      path: '/track/shipments?trackingNumber=00340434292135100186',
      auth: 'hdr:DHL-API-Key',
    }),
    P('fedex', 'FEDEX_CLIENT_SECRET', () => h.hex(32), {
      comp: [['FEDEX_CLIENT_ID', () => 'l7' + h.hex(30)]],
    }),
    P('ups', 'UPS_CLIENT_SECRET', () => h.alnum(64), {
      host: 'onlinetools.ups.com',
      path: '/security/v1/oauth/token',
      auth: 'basic',
      comp: [['UPS_CLIENT_ID', () => h.alnum(48)]],
    }),
    P('usps', 'USPS_CONSUMER_SECRET', () => h.alnum(16), {
      comp: [['USPS_CONSUMER_KEY', () => h.alnum(32)]],
    }),
    P('royal-mail', 'ROYALMAIL_CLICKDROP_API_KEY', () => h.uuid(), {
      sec: 'royalmail',
      host: 'api.parcel.royalmail.com',
      path: '/api/v1/orders',
      auth: 'bearer',
    }),
    P('aftership', 'AFTERSHIP_API_KEY', () => 'asat_' + h.hex(32), {
      host: 'api.aftership.com',
      path: '/tracking/2024-07/trackings',
      auth: 'hdr:as-api-key',
    }),
    P('canada-post', 'CANADAPOST_API_PASSWORD', () => h.hex(22), {
      sec: 'canadapost',
      host: 'soa-gw.canadapost.ca',
      path: '/rs/ship/price',
      auth: 'basic',
      comp: [['CANADAPOST_API_USERNAME', () => h.hex(16)]],
    }),
    P('auspost', 'AUSPOST_API_KEY', () => h.uuid(), {
      host: 'digitalapi.auspost.com.au',
      path: '/postage/parcel/domestic/service.json',
      auth: 'hdr:AUTH-KEY',
    }),
    P('shiphero', 'SHIPHERO_REFRESH_TOKEN', () => h.b64url(43), {}),
    P('postnl', 'POSTNL_API_KEY', () => h.alnum(32), {
      host: 'api.postnl.nl',
      path: '/shipment/v2_2/label',
      auth: 'hdr:apikey',
    }),
    P('packlink', 'PACKLINK_API_KEY', () => h.hex(64), {
      host: 'api.packlink.com',
      path: '/v1/shipments',
      auth: 'hdr:Authorization',
    }),
    P('shipcloud', 'SHIPCLOUD_API_KEY', () => h.hex(32), {
      host: 'api.shipcloud.io',
      path: '/v1/shipments',
      auth: 'basic-key',
    }),
    P('printful', 'PRINTFUL_API_TOKEN', () => h.alnum(40), {
      host: 'api.printful.com',
      path: '/orders',
      auth: 'bearer',
    }),
    P(
      'printify',
      'PRINTIFY_API_TOKEN',
      () =>
        h.rsaJwt({
          aud: '37d4bd3094fe95b2',
          jti: h.hex(80),
          iat: h.epoch(),
          sub: h.digits(8),
          scopes: ['shops.read', 'orders.write'],
        }),
      { host: 'api.printify.com', path: '/v1/shops.json', auth: 'bearer' },
    ),
    // --- marketplaces ---
    P('amazon-sp-api', 'LWA_CLIENT_SECRET', () => 'amzn1.oa2-cs.v1.' + h.hex(64), {
      sec: 'spapi',
      comp: [['LWA_CLIENT_ID', () => 'amzn1.application-oa2-client.' + h.hex(32)]],
    }),
    P('amazon-lwa', 'SP_API_REFRESH_TOKEN', () => 'Atzr|IwEBI' + h.b64url(340), { sec: 'spapi' }),
    P(
      'ebay',
      'EBAY_CLIENT_SECRET',
      () => `PRD-${h.hex(12)}-${h.hex(8)}-${h.hex(4)}-${h.hex(4)}-${h.hex(4)}`,
      {
        host: 'api.ebay.com',
        path: '/identity/v1/oauth2/token',
        auth: 'basic',
        comp: [['EBAY_CLIENT_ID', () => `Northwin-catalogs-PRD-${h.hex(9)}-${h.hex(8)}`]],
      },
    ),
    P(
      'ebay-oauth',
      'EBAY_USER_ACCESS_TOKEN',
      () => 'v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAAA' + h.b64(420) + '=',
      {
        sec: 'ebay',
        host: 'api.ebay.com',
        path: '/sell/fulfillment/v1/order?limit=50',
        auth: 'bearer',
      },
    ),
    P('etsy', 'ETSY_SHARED_SECRET', () => h.lalnum(10), {
      comp: [['ETSY_KEYSTRING', () => h.lalnum(24)]],
    }),
    P('etsy-oauth', 'ETSY_ACCESS_TOKEN', () => `${h.digits(8)}.${h.b64url(90)}`, {
      sec: 'etsy',
      host: 'openapi.etsy.com',
      path: `/v3/application/shops/${h.digits(8)}/receipts`,
      auth: 'bearer',
    }),
    P('walmart-marketplace', 'WALMART_CLIENT_SECRET', () => h.b64url(86), {
      sec: 'walmart',
      host: 'marketplace.walmartapis.com',
      path: '/v3/token',
      auth: 'basic',
      comp: [['WALMART_CLIENT_ID', () => h.uuid()]],
    }),
    P('mercadolibre', 'MELI_CLIENT_SECRET', () => h.alnum(32), {
      sec: 'meli',
      comp: [['MELI_APP_ID', () => h.digits(16)]],
    }),
    P('allegro', 'ALLEGRO_CLIENT_SECRET', () => h.alnum(64), {
      host: 'allegro.pl',
      path: '/auth/oauth/token?grant_type=client_credentials',
      auth: 'basic',
      comp: [['ALLEGRO_CLIENT_ID', () => h.hex(32)]],
    }),
    P('bol-com', 'BOL_CLIENT_SECRET', () => h.b64url(52), {
      sec: 'bol',
      host: 'login.bol.com',
      path: '/token?grant_type=client_credentials',
      auth: 'basic',
      comp: [['BOL_CLIENT_ID', () => h.uuid()]],
    }),
    P('shopee', 'SHOPEE_PARTNER_KEY', () => h.hex(64), {
      comp: [['SHOPEE_PARTNER_ID', () => h.digits(7)]],
    }),
    P('lazada', 'LAZADA_APP_SECRET', () => h.alnum(32), {
      comp: [['LAZADA_APP_KEY', () => h.digits(6)]],
    }),
    P('tiktok-shop', 'TIKTOK_SHOP_APP_SECRET', () => h.hex(40), {
      sec: 'tiktok',
      comp: [['TIKTOK_SHOP_APP_KEY', () => h.lalnum(13)]],
    }),
    // --- affiliate networks ---
    P('impact', 'IMPACT_AUTH_TOKEN', () => h.alnum(32), {
      host: 'api.impact.com',
      path: `/Advertisers/IR${h.alnum(8)}/Actions`,
      auth: 'basic',
      comp: [['IMPACT_ACCOUNT_SID', () => 'IR' + h.alnum(30)]],
    }),
    P('cj-affiliate', 'CJ_PERSONAL_ACCESS_TOKEN', () => h.lalnum(26), {
      sec: 'cj',
      host: 'commissions.api.cj.com',
      path: '/query',
      auth: 'bearer',
    }),
    P('awin', 'AWIN_API_TOKEN', () => h.uuid(), {
      host: 'api.awin.com',
      path: `/publishers/${h.digits(6)}/transactions/?timezone=UTC`,
      auth: 'bearer',
    }),
    P('shareasale', 'SHAREASALE_API_SECRET', () => h.alnum(32), {
      second: ['SHAREASALE_API_TOKEN', () => h.alnum(16)],
      comp: [['SHAREASALE_MERCHANT_ID', () => h.digits(5)]],
    }),
    P('rakuten-advertising', 'RAKUTEN_CLIENT_SECRET', () => h.alnum(32), {
      sec: 'rakuten',
      host: 'api.linksynergy.com',
      path: '/token',
      auth: 'basic',
      comp: [['RAKUTEN_CLIENT_ID', () => h.alnum(32)]],
    }),
    P('partnerize', 'PARTNERIZE_APPLICATION_KEY', () => h.alnum(12), {
      host: 'api.partnerize.com',
      path: '/user/publisher',
      auth: 'basic-pair',
      second: ['PARTNERIZE_USER_API_KEY', () => h.alnum(20)],
    }),
    P('amazon-associates', 'PAAPI_SECRET_KEY', () => h.b64(40), {
      sec: 'paapi',
      second: ['PAAPI_ACCESS_KEY', () => 'AKIAI' + h.ualnum(15)],
      comp: [['PAAPI_PARTNER_TAG', () => 'northwind-20']],
    }),
    P('refersion', 'REFERSION_SECRET_KEY', () => 'sec_' + h.alnum(32), {
      host: 'api.refersion.com',
      path: '/v2/affiliate/list',
      auth: 'hdr:Refersion-Secret-Key',
      comp: [['REFERSION_PUBLIC_KEY', () => 'pub_' + h.alnum(32)]],
    }),
    P('tapfiliate', 'TAPFILIATE_API_KEY', () => h.hex(40), {
      host: 'api.tapfiliate.com',
      path: '/1.6/conversions/',
      auth: 'hdr:X-Api-Key',
    }),
  ];
}
