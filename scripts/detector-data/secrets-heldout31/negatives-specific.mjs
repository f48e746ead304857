// Standalone heldout31 hard negatives: webhook signatures, lock-file integrity values, digests,
// ids, encoded non-secret data, public certificates and keys, and vendor-documented examples.

const stampOf = (h) => h.isoDate();

export const SPECIFIC_A = [
  [
    'stripe-signature',
    'stripe',
    (h) => {
      const t = h.epoch();
      return [
        `POST /webhooks/stripe HTTP/1.1`,
        `Host: ${h.domain()}`,
        `User-Agent: Stripe/1.0 (+https://stripe.com/docs/webhooks)`,
        `Content-Type: application/json; charset=utf-8`,
        `Stripe-Signature: t=${t},v1=${h.hex(64)},v0=${h.hex(64)}`,
        '',
        `{"id":"evt_1${h.alnum(23)}","type":"payment_intent.succeeded","created":${t}}`,
      ].join('\n');
    },
  ],
  [
    'webhook-hmac-header',
    'shopify',
    (h) =>
      [
        `POST /webhooks/orders-create HTTP/1.1`,
        `X-Shopify-Topic: orders/create`,
        `X-Shopify-Hmac-Sha256: ${h.b64bytes(32)}`,
        `X-Shopify-Shop-Domain: ${h.shop()}.myshopify.com`,
        `X-Shopify-Webhook-Id: ${h.uuid()}`,
        `X-Shopify-Triggered-At: ${stampOf(h)}`,
        `X-Shopify-Api-Version: 2024-07`,
      ].join('\n'),
  ],
  [
    'webhook-hmac-header',
    'woocommerce',
    (h) =>
      [
        `[${stampOf(h)}] webhook received`,
        `  x-wc-webhook-source: https://${h.domain()}/`,
        `  x-wc-webhook-topic: order.updated`,
        `  x-wc-webhook-signature: ${h.b64bytes(32)}`,
        `  x-wc-webhook-delivery-id: ${h.digits(5)}`,
        `  x-wc-webhook-id: ${h.digits(2)}`,
        `  signature check: ok`,
      ].join('\n'),
  ],
  [
    'webhook-hmac-header',
    'paypal',
    (h) =>
      [
        `PAYPAL-TRANSMISSION-ID: ${h.uuid()}`,
        `PAYPAL-TRANSMISSION-TIME: ${stampOf(h)}`,
        `PAYPAL-AUTH-ALGO: SHA256withRSA`,
        `PAYPAL-CERT-URL: https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-${h.hex(8)}`,
        `PAYPAL-TRANSMISSION-SIG: ${h.b64bytes(256)}`,
      ].join('\n'),
  ],
  [
    'webhook-payload',
    'adyen',
    (h) =>
      JSON.stringify(
        {
          live: 'true',
          notificationItems: [
            {
              NotificationRequestItem: {
                additionalData: { hmacSignature: h.b64bytes(32), authCode: h.digits(6) },
                amount: { currency: 'EUR', value: 4990 + h.r.int(9000) },
                eventCode: 'AUTHORISATION',
                merchantAccountCode: 'NorthwindECOM',
                merchantReference: `order-${h.digits(6)}`,
                pspReference: h.ualnum(16),
                success: 'true',
              },
            },
          ],
        },
        null,
        2,
      ),
  ],
  [
    'webhook-payload',
    'stripe',
    (h) =>
      JSON.stringify(
        {
          id: 'evt_3' + h.alnum(23),
          object: 'event',
          type: 'charge.succeeded',
          data: {
            object: {
              id: 'ch_3' + h.alnum(23),
              payment_intent: 'pi_3' + h.alnum(23),
              customer: 'cus_' + h.alnum(14),
              payment_method: 'pm_1' + h.alnum(23),
              balance_transaction: 'txn_3' + h.alnum(23),
              amount: 2500 + h.r.int(20000),
              currency: 'usd',
            },
          },
          request: { id: 'req_' + h.alnum(14), idempotency_key: h.uuid() },
        },
        null,
        2,
      ),
  ],
  [
    'signature-verify-test',
    'razorpay',
    (h) =>
      [
        `it('accepts a valid payment signature', () => {`,
        `  const orderId = 'order_${h.alnum(14)}';`,
        `  const paymentId = 'pay_${h.alnum(14)}';`,
        `  const signature = '${h.hex(64)}';`,
        `  expect(verifyPaymentSignature({ orderId, paymentId, signature }, process.env.RAZORPAY_KEY_SECRET)).toBe(true);`,
        `});`,
      ].join('\n'),
  ],
  [
    'signature-verify-test',
    'payu',
    (h) =>
      [
        `# PayU response hash check (reverse hash)`,
        `# sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key)`,
        `expected_hash = "${h.hex(128)}"`,
        `assert compute_reverse_hash(response, salt=settings.PAYU_MERCHANT_SALT) == expected_hash`,
      ].join('\n'),
  ],
  [
    'lockfile-integrity',
    'npm',
    (h) => {
      const pkg = h.r.pick([
        '@shopify/polaris',
        '@stripe/stripe-js',
        '@shopify/hydrogen',
        '@paypal/react-paypal-js',
        'woocommerce-api',
      ]);
      const ver = `${h.r.int(13) + 1}.${h.r.int(20)}.${h.r.int(9)}`;
      return [
        `    "node_modules/${pkg}": {`,
        `      "version": "${ver}",`,
        `      "resolved": "https://registry.npmjs.org/${pkg}/-/${pkg.split('/').pop()}-${ver}.tgz",`,
        `      "integrity": "sha512-${h.b64bytes(64)}",`,
        `      "license": "MIT"`,
        `    },`,
      ].join('\n');
    },
  ],
  [
    'lockfile-integrity',
    'composer',
    (h) =>
      [
        `        {`,
        `            "name": "${h.r.pick(['magento/module-payment', 'stripe/stripe-php', 'paypal/module-braintree', 'avalara/avatax-magento'])}",`,
        `            "version": "${h.r.int(9) + 1}.${h.r.int(10)}.${h.r.int(10)}",`,
        `            "source": {`,
        `                "type": "git",`,
        `                "reference": "${h.hex(40)}"`,
        `            },`,
        `            "dist": {`,
        `                "type": "zip",`,
        `                "shasum": "${h.hex(40)}"`,
        `            },`,
      ].join('\n'),
  ],
  [
    'lockfile-integrity',
    'go',
    (h) =>
      [
        `github.com/stripe/stripe-go/v76 v76.${h.r.int(25)}.0 h1:${h.b64bytes(32)}`,
        `github.com/stripe/stripe-go/v76 v76.${h.r.int(25)}.0/go.mod h1:${h.b64bytes(32)}`,
        `github.com/adyen/adyen-go-api-library/v9 v9.${h.r.int(5)}.0 h1:${h.b64bytes(32)}`,
      ].join('\n'),
  ],
  [
    'lockfile-integrity',
    'yarn',
    (h) =>
      [
        `"@shopify/theme-check-node@^${h.r.int(3) + 1}.0.0":`,
        `  version "${h.r.int(3) + 1}.${h.r.int(9)}.${h.r.int(9)}"`,
        `  resolved "https://registry.yarnpkg.com/@shopify/theme-check-node/-/theme-check-node-2.1.0.tgz#${h.hex(40)}"`,
        `  integrity sha512-${h.b64bytes(64)}`,
      ].join('\n'),
  ],
  [
    'image-digest',
    'docker',
    (h) =>
      [
        `    image: northwind/checkout-api@sha256:${h.hex(64)}`,
        `    environment:`,
        `      STRIPE_SECRET_KEY_FILE: /run/secrets/stripe_secret_key`,
        `    secrets:`,
        `      - stripe_secret_key`,
      ].join('\n'),
  ],
  [
    'checksum-file',
    'woocommerce',
    (h) =>
      [
        `SHA256 (woocommerce-gateway-stripe-${h.r.int(9)}.${h.r.int(9)}.0.zip) = ${h.hex(64)}`,
        `SHA256 (woocommerce-payments-${h.r.int(9)}.${h.r.int(9)}.1.zip) = ${h.hex(64)}`,
        `SHA256 (woocommerce-shipping-${h.r.int(3)}.${h.r.int(9)}.2.zip) = ${h.hex(64)}`,
      ].join('\n'),
  ],
  [
    'git-log',
    'git',
    (h) =>
      [
        `commit ${h.hex(40)}`,
        `Author: ${h.r.pick(['Priya N', 'Tom Ellis', 'Ana Ruiz'])} <dev@northwindoutfitters.com>`,
        `Date:   Tue Mar 12 14:0${h.r.int(10)}:11 2024 +0100`,
        ``,
        `    ${h.r.pick(['Move Stripe and PayPal secrets to Vault', 'Fix tax rounding on mixed carts', 'Rotate webhook secret via env'])}`,
        ``,
        `    Reverts ${h.hex(12)}; see #${h.digits(3)}.`,
      ].join('\n'),
  ],
  [
    'theme-settings',
    'shopify',
    (h) =>
      JSON.stringify(
        {
          current: {
            sections: {
              [`template--${h.digits(14)}__main`]: {
                type: 'main-product',
                blocks: {
                  [`${h.hex(8)}-${h.hex(4)}-${h.hex(4)}-${h.hex(4)}-${h.hex(12)}`]: {
                    type: 'buy_buttons',
                  },
                },
              },
            },
            logo: `shopify://shop_images/logo_${h.hex(8)}.png`,
            favicon_url: `//cdn.shopify.com/s/files/1/0${h.digits(3)}/${h.digits(4)}/${h.digits(4)}/files/favicon.png?v=${h.epoch()}`,
          },
        },
        null,
        2,
      ),
  ],
  [
    'graphql-cursor',
    'shopify',
    (h) => {
      const cursor = Buffer.from(
        JSON.stringify({ last_id: Number(h.digits(13)), last_value: h.isoDate() }),
      ).toString('base64');
      const gid = Buffer.from(`gid://shopify/Product/${h.digits(13)}`).toString('base64');
      return JSON.stringify(
        {
          data: {
            products: {
              pageInfo: { hasNextPage: true, endCursor: cursor },
              nodes: [{ id: gid, handle: 'linen-overshirt' }],
            },
          },
        },
        null,
        2,
      );
    },
  ],
];
