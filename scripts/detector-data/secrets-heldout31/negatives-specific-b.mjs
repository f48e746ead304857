// More standalone heldout31 hard negatives: lock files, digests, ids, certificates, hashes and
// encoded data.

const stampOf = (h) => h.isoDate();

export const SPECIFIC_B = [
  [
    'tracking-numbers',
    'shipping',
    (h) =>
      [
        'order_id,carrier,tracking_number,label_id',
        `#${h.digits(4)},UPS,1Z${h.ualnum(16)},se-${h.digits(9)}`,
        `#${h.digits(4)},FedEx,${h.digits(12)},se-${h.digits(9)}`,
        `#${h.digits(4)},USPS,9400${h.digits(18)},se-${h.digits(9)}`,
        `#${h.digits(4)},DHL,JJD${h.digits(18)},se-${h.digits(9)}`,
      ].join('\n'),
  ],
  [
    'idempotency-key',
    'stripe',
    (h) =>
      [
        `curl https://api.stripe.com/v1/refunds \\`,
        `  -u "$STRIPE_SECRET_KEY:" \\`,
        `  -H "Idempotency-Key: ${h.uuid()}" \\`,
        `  -d payment_intent=pi_3${h.alnum(23)}`,
      ].join('\n'),
  ],
  [
    'sri-nonce',
    'stripe',
    (h) =>
      [
        `<script nonce="${h.b64bytes(16)}" src="https://js.stripe.com/v3/"></script>`,
        `<script src="https://cdn.shopify.com/s/files/1/0${h.digits(3)}/${h.digits(4)}/t/${h.digits(2)}/assets/checkout.js?v=${h.epoch()}"`,
        `        integrity="sha384-${h.b64bytes(48)}" crossorigin="anonymous"></script>`,
      ].join('\n'),
  ],
  [
    'vendor-doc-example',
    'stripe',
    () =>
      [
        [
          `# From the Stripe API reference (test-mode sample key shown in their docs)`,
          `curl https://api.stripe.com/v1/charges \\`,
          `  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: \\`,
          `  -d amount=2000 -d currency=usd -d source=tok_visa`,
        ].join('\n'),
        [
          `Stripe::Charge.create({`,
          `  amount: 2000, currency: 'usd', source: 'tok_mastercard',`,
          `}, { api_key: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc' }) # docs sample key`,
        ].join('\n'),
      ].join('\n\n'),
  ],
  [
    'vendor-doc-example',
    'aws',
    () =>
      [
        `# AWS docs example credentials (not real)`,
        `[default]`,
        `aws_access_key_id = AKIAIOSFODNN7EXAMPLE`,
        `aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
        `region = us-west-2`,
      ].join('\n'),
  ],
  [
    'test-cards',
    'stripe',
    (h) =>
      [
        `| Scenario                 | Card number          | CVC | Expiry |`,
        `|--------------------------|----------------------|-----|--------|`,
        `| Succeeds                 | 4242 4242 4242 4242  | any | 12/${30 + h.r.int(5)}  |`,
        `| Requires 3DS             | 4000 0027 6000 3184  | any | 12/${30 + h.r.int(5)}  |`,
        `| Declined (insufficient)  | 4000 0000 0000 9995  | any | 12/${30 + h.r.int(5)}  |`,
      ].join('\n'),
  ],
  [
    'public-certificate',
    'apple-pay',
    (h) =>
      [
        `# Apple Pay payment processing certificate (public, uploaded to the PSP)`,
        h.pem('CERTIFICATE', 900),
      ].join('\n'),
  ],
  [
    'public-certificate',
    'paypal',
    (h) => [`paypal_cert_pem = <<EOT`, h.pem('CERTIFICATE', 700), `EOT`].join('\n'),
  ],
  [
    'public-key',
    'deploy',
    (h) =>
      [
        `# deploy key for northwind/storefront-theme (public half, added in repo settings)`,
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${h.b64(43)} deploy@theme-ci`,
      ].join('\n'),
  ],
  [
    'public-key',
    'amazon-pay',
    (h) =>
      [
        `AMAZON_PAY_PUBLIC_KEY_ID=LIVE-${h.ualnum(24)}`,
        `# public key uploaded to Seller Central:`,
        h.pem('PUBLIC KEY', 294),
      ].join('\n'),
  ],
  [
    'domain-association',
    'apple-pay',
    (h) => {
      const hex = Buffer.from(
        JSON.stringify({ pspId: h.HEX(64), version: 1, createdOn: h.epoch() * 1000 }),
      ).toString('hex');
      return [
        `$ curl -s https://${h.domain()}/.well-known/apple-developer-merchantid-domain-association`,
        hex,
      ].join('\n');
    },
  ],
  [
    'password-hash',
    'woocommerce',
    (h) =>
      [
        `INSERT INTO wp_users (ID, user_login, user_pass, user_email) VALUES`,
        `  (${h.r.int(900) + 2}, 'shopmanager', '$P$B${h.c('./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 30)}', 'manager@northwindoutfitters.com');`,
      ].join('\n'),
  ],
  [
    'password-hash',
    'magento',
    (h) =>
      [
        `mysql> SELECT email, password_hash FROM customer_entity LIMIT 1;`,
        `| jane@example.org | ${h.hex(64)}:${h.alnum(32)}:3_32_2_67108864 |`,
      ].join('\n'),
  ],
  [
    'encoded-data',
    'shopify',
    (h) => {
      const attrs = Buffer.from(
        JSON.stringify({
          gift_wrap: h.r.chance(0.5),
          note: h.r.pick(['Leave at door', 'Ring twice', 'Neighbour at no. 12']),
          delivery_date: h.isoDate().slice(0, 10),
          slot: h.r.pick(['am', 'pm']),
        }),
      ).toString('base64');
      return [
        `<input type="hidden" name="attributes[_delivery]" value="${attrs}">`,
        `<input type="hidden" name="form_type" value="cart">`,
      ].join('\n');
    },
  ],
  [
    'encoded-data',
    'favicon',
    (h) =>
      `.cart-icon{background-image:url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${h.b64(60)}AAAAAElFTkSuQmCC")}`,
  ],
  [
    'request-ids',
    'shopify',
    (h) =>
      [
        `HTTP/2 429`,
        `x-request-id: ${h.uuid()}`,
        `x-shopify-shop-api-call-limit: 40/40`,
        `retry-after: 2.0`,
        `cf-ray: ${h.hex(16)}-AMS`,
        `etag: W/"${h.hex(32)}"`,
      ].join('\n'),
  ],
  [
    'request-ids',
    'adyen',
    (h) =>
      `${stampOf(h)} INFO payment authorised pspReference=${h.ualnum(16)} merchantReference=order-${h.digits(6)} traceId=${h.hex(32)} spanId=${h.hex(16)}`,
  ],
  [
    'magento-static',
    'magento',
    (h) =>
      [
        `$ cat pub/static/deployed_version.txt`,
        `${h.epoch()}`,
        `$ ls pub/static/_cache/merged/`,
        `${h.hex(32)}.min.css  ${h.hex(32)}.min.js`,
      ].join('\n'),
  ],
  [
    'k8s-secret-ref',
    'stripe',
    (h) =>
      [
        `        env:`,
        `          - name: STRIPE_SECRET_KEY`,
        `            valueFrom:`,
        `              secretKeyRef:`,
        `                name: stripe-credentials`,
        `                key: secret-key`,
        `          - name: CHECKSUM_CONFIG`,
        `            value: "${h.hex(64)}"`,
      ].join('\n'),
  ],
  [
    'sealed-secret',
    'shopify',
    (h) =>
      [
        `apiVersion: bitnami.com/v1alpha1`,
        `kind: SealedSecret`,
        `metadata:`,
        `  name: shopify-credentials`,
        `spec:`,
        `  encryptedData:`,
        `    admin-api-access-token: AgB${h.b64(330)}==`,
      ].join('\n'),
  ],
  [
    'sops-encrypted',
    'payments',
    (h) =>
      [
        `stripe_secret_key: ENC[AES256_GCM,data:${h.b64(120)},iv:${h.b64bytes(32)},tag:${h.b64bytes(16)},type:str]`,
        `sops:`,
        `    kms:`,
        `        - arn: arn:aws:kms:eu-west-1:${h.digits(12)}:key/${h.uuid()}`,
        `    lastmodified: "${h.isoDate()}"`,
        `    mac: ENC[AES256_GCM,data:${h.b64bytes(32)},iv:${h.b64bytes(32)},tag:${h.b64bytes(16)},type:str]`,
      ].join('\n'),
  ],
  [
    'product-ids',
    'amazon',
    (h) =>
      [
        `sku,asin,ean,fnsku`,
        `NW-OVERSHIRT-M-OLV,B0${h.ualnum(8)},40${h.digits(11)},X00${h.ualnum(7)}`,
        `NW-OVERSHIRT-L-OLV,B0${h.ualnum(8)},40${h.digits(11)},X00${h.ualnum(7)}`,
      ].join('\n'),
  ],
  [
    'cache-key',
    'magento',
    (h) =>
      [
        `'cache' => [`,
        `    'frontend' => [`,
        `        'default' => [`,
        `            'id_prefix' => '${h.hex(3)}_',`,
        `            'backend' => 'Magento\\\\Framework\\\\Cache\\\\Backend\\\\Redis',`,
        `        ],`,
        `    ],`,
        `],`,
      ].join('\n'),
  ],
];
