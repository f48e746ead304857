// Storefront platforms and commerce back ends.

import { P } from './provider-kit.mjs';

/** @param {ReturnType<typeof import('./helpers.mjs').helpers>} h */
export function storefrontProviders(h) {
  const shopDomain = () => `${h.shop()}.myshopify.com`;
  return [
    // --- storefront platforms ---
    P('shopify', 'SHOPIFY_ADMIN_API_ACCESS_TOKEN', () => 'shpat_' + h.hex(32), {
      label: 'Admin API access token',
      host: `${h.shop()}.myshopify.com`,
      path: '/admin/api/2024-07/orders.json?status=any',
      auth: 'hdr:X-Shopify-Access-Token',
      comp: [['SHOPIFY_STORE_DOMAIN', shopDomain]],
    }),
    P('shopify-custom-app', 'SHOPIFY_CUSTOM_APP_TOKEN', () => 'shpca_' + h.hex(32), {
      sec: 'shopify',
      host: `${h.shop()}.myshopify.com`,
      path: '/admin/api/2024-04/graphql.json',
      auth: 'hdr:X-Shopify-Access-Token',
      comp: [['SHOPIFY_SHOP', shopDomain]],
    }),
    P('shopify-private-app', 'SHOPIFY_PRIVATE_APP_PASSWORD', () => 'shppa_' + h.hex(32), {
      sec: 'shopify',
      host: `${h.shop()}.myshopify.com`,
      path: '/admin/api/2023-01/products.json',
      auth: 'basic',
      comp: [['SHOPIFY_API_KEY', () => h.hex(32)]],
    }),
    P('shopify-app-secret', 'SHOPIFY_API_SECRET', () => 'shpss_' + h.hex(32), {
      sec: 'shopify',
      comp: [
        ['SHOPIFY_API_KEY', () => h.hex(32)],
        ['SCOPES', () => 'read_orders,write_fulfillments'],
      ],
    }),
    P('shopify-partners', 'SHOPIFY_PARTNERS_API_TOKEN', () => 'prtapi_' + h.hex(32), {
      sec: 'shopify',
      host: 'partners.shopify.com',
      path: `/${h.digits(7)}/api/2024-07/graphql.json`,
      auth: 'hdr:X-Shopify-Access-Token',
      comp: [['SHOPIFY_PARTNERS_ORG_ID', () => h.digits(7)]],
    }),
    P('shopify-theme-access', 'SHOPIFY_CLI_THEME_TOKEN', () => 'shptka_' + h.hex(32), {
      sec: 'shopify',
      comp: [['SHOPIFY_FLAG_STORE', shopDomain]],
    }),
    P('woocommerce', 'WOOCOMMERCE_CONSUMER_KEY', () => 'ck_' + h.hex(40), {
      sec: 'woocommerce',
      host: h.domain(),
      path: '/wp-json/wc/v3/orders?per_page=50',
      auth: 'basic-pair',
      second: ['WOOCOMMERCE_CONSUMER_SECRET', () => 'cs_' + h.hex(40)],
    }),
    P('magento', 'MAGENTO_INTEGRATION_ACCESS_TOKEN', () => h.lalnum(32), {
      host: h.domain(),
      path: '/rest/V1/orders?searchCriteria[pageSize]=20',
      auth: 'bearer',
      comp: [['MAGENTO_BASE_URL', () => `https://${h.domain()}/`]],
    }),
    P('magento-crypt-key', 'MAGENTO_CRYPT_KEY', () => h.hex(32), { sec: 'magento' }),
    P('magento-marketplace', 'COMPOSER_MAGENTO_PRIVATE_KEY', () => h.hex(32), {
      sec: 'magento',
      host: 'repo.magento.com',
      path: '/packages.json',
      auth: 'basic',
      comp: [['COMPOSER_MAGENTO_PUBLIC_KEY', () => h.hex(32)]],
    }),
    P('bigcommerce', 'BIGCOMMERCE_ACCESS_TOKEN', () => h.lalnum(31), {
      host: 'api.bigcommerce.com',
      path: `/stores/${h.lalnum(10)}/v3/catalog/products?limit=50`,
      auth: 'hdr:X-Auth-Token',
      comp: [['BIGCOMMERCE_STORE_HASH', () => h.lalnum(10)]],
    }),
    P('bigcommerce-app', 'BIGCOMMERCE_CLIENT_SECRET', () => h.hex(64), {
      sec: 'bigcommerce',
      comp: [['BIGCOMMERCE_CLIENT_ID', () => h.lalnum(31)]],
    }),
    P('shopware', 'SHOPWARE_INTEGRATION_SECRET', () => h.alnum(54), {
      comp: [['SHOPWARE_ACCESS_KEY_ID', () => 'SWIA' + h.ualnum(22)]],
    }),
    P('prestashop', 'PRESTASHOP_WEBSERVICE_KEY', () => h.ualnum(32), {
      host: h.domain(),
      path: '/api/orders?output_format=JSON',
      auth: 'basic-key',
    }),
    P('vtex', 'VTEX_APP_TOKEN', () => h.ualnum(100), {
      host: 'acmestore.vtexcommercestable.com.br',
      path: '/api/oms/pvt/orders',
      auth: 'hdr:X-VTEX-API-AppToken',
      comp: [['VTEX_APP_KEY', () => `vtexappkey-acmestore-${h.ualnum(6)}`]],
    }),
    P('commercetools', 'CTP_CLIENT_SECRET', () => h.b64url(32), {
      host: 'auth.europe-west1.gcp.commercetools.com',
      path: '/oauth/token?grant_type=client_credentials',
      auth: 'basic',
      comp: [
        ['CTP_CLIENT_ID', () => h.b64url(24)],
        ['CTP_PROJECT_KEY', () => 'acme-storefront-prod'],
      ],
    }),
    P('salesforce-commerce', 'SFCC_CLIENT_SECRET', () => h.alnum(28), {
      sec: 'sfcc',
      host: 'account.demandware.com',
      path: '/dwsso/oauth2/access_token',
      auth: 'basic',
      comp: [['SFCC_CLIENT_ID', () => h.uuid()]],
    }),
    P('saleor', 'SALEOR_APP_TOKEN', () => h.alnum(30), {
      host: 'acme.eu.saleor.cloud',
      path: '/graphql/',
      auth: 'bearer',
    }),
    P('medusa', 'MEDUSA_ADMIN_API_KEY', () => 'sk_' + h.hex(64), {
      host: 'api.acme-medusa.app',
      path: '/admin/products',
      auth: 'basic-key',
    }),
    P('swell', 'SWELL_SECRET_KEY', () => 'sk_' + h.alnum(32), {
      comp: [['SWELL_STORE_ID', () => 'acme-' + h.lower(6)]],
    }),
    P('snipcart', 'SNIPCART_SECRET_API_KEY', () => h.alnum(64), {
      host: 'app.snipcart.com',
      path: '/api/orders?status=Processed',
      auth: 'basic-key',
    }),
    P('ecwid', 'ECWID_SECRET_TOKEN', () => 'secret_' + h.alnum(32), {
      host: 'app.ecwid.com',
      path: `/api/v3/${h.digits(8)}/orders`,
      auth: 'bearer',
      comp: [['ECWID_STORE_ID', () => h.digits(8)]],
    }),
    P(
      'wix',
      'WIX_API_KEY',
      () =>
        'IST.' +
        h.rsaJwt({
          data: `{"id":"${h.uuid()}","identity":{"type":"application"}}`,
          iat: h.epoch(),
        }),
      {
        host: 'www.wixapis.com',
        path: '/stores/v1/products/query',
        auth: 'hdr:Authorization',
        comp: [['WIX_SITE_ID', () => h.uuid()]],
      },
    ),
    P('squarespace', 'SQUARESPACE_API_KEY', () => h.uuid(), {
      host: 'api.squarespace.com',
      path: '/1.0/commerce/orders',
      auth: 'bearer',
    }),
    P('lightspeed', 'LIGHTSPEED_API_KEY', () => h.hex(32), {
      host: 'api.webshopapp.com',
      path: '/en/orders.json',
      auth: 'basic-pair',
      second: ['LIGHTSPEED_API_SECRET', () => h.hex(32)],
    }),
    P('opencart', 'OPENCART_API_KEY', () => h.alnum(256), {
      comp: [['OPENCART_API_USERNAME', () => 'Default']],
    }),
  ];
}
