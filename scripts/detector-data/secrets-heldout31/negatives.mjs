// Hard negatives for heldout31: text that looks like it holds a credential but does not —
// references to secrets kept elsewhere, templates, values vendors publish as public,
// signatures, digests, ids and encoded non-secret data.

import { camel, kebab, pascal, snake } from './helpers.mjs';
import { subOf } from './render-kit.mjs';

/** A reference to a secret kept elsewhere, in the syntax of the renderer's language. */
export const REFS = {
  env: (p, k) => [
    `\${${k}}`,
    `op://Production/${p.sec}/${snake(subOf(p, k))}`,
    `\${${k}:?missing ${k}}`,
  ],
  yaml: (p, k) => [
    `\${${k}}`,
    `{{ .Values.${camel(p.sec)}.${camel(subOf(p, k))} }}`,
    `ref+vault://secret/${p.sec}#/${subOf(p, k)}`,
  ],
  json: (p, k) => [
    `\${${k}}`,
    `{{ secrets.${snake(k)} }}`,
    `arn:aws:secretsmanager:eu-west-1:481237650912:secret:prod/${p.sec}-Ab12Cd`,
  ],
  toml: (p, k) => [`\${${k}}`, `env:${k}`],
  ini: (p, k) => [`\${${k}}`, `%(${snake(k)})s`],
  xml: (p, k) => [`#{${k}}#`, `\${${k}}`, `__${k}__`],
  hcl: (p, k) => [
    `var.${snake(k)}`,
    `data.aws_ssm_parameter.${snake(subOf(p, k))}.value`,
    `random_password.${p.sec.replace(/-/g, '_')}.result`,
  ],
  sh: (p, k) => [
    `"$(vault kv get -field=${subOf(p, k)} secret/checkout/${p.sec})"`,
    `"$(op read 'op://Production/${p.sec}/${subOf(p, k)}')"`,
    `"\${${k}:?}"`,
  ],
  docker: (p, k) => [`\${${k}}`],
  gha: (p, k) => [`\${{ secrets.${k} }}`, `\${{ vars.${k} }}`],
  js: (p, k) => [
    `process.env.${k}`,
    `process.env.${k} ?? ''`,
    `config.get('${camel(p.sec)}.${camel(subOf(p, k))}')`,
  ],
  py: (p, k) => [`os.environ["${k}"]`, `os.getenv("${k}")`, `env.str("${k}")`],
  rb: (p, k) => [
    `ENV.fetch("${k}")`,
    `Rails.application.credentials.dig(:${p.sec.replace(/-/g, '_')}, :${subOf(p, k)})`,
  ],
  php: (p, k) => [`getenv('${k}')`, `$_ENV['${k}']`, `env('${k}')`],
  go: (p, k) => [`os.Getenv("${k}")`],
  cs: (p, k) => [
    `Environment.GetEnvironmentVariable("${k}")`,
    `configuration["${pascal(p.sec)}:${pascal(subOf(p, k))}"]`,
  ],
  props: (p, k) => [`\${${k}}`, `\${vcap.services.${p.sec}.credentials.${camel(subOf(p, k))}}`],
};

/** Languages whose references are code expressions, not strings. */
export const RAW_LANGS = new Set(['hcl', 'sh', 'js', 'py', 'rb', 'php', 'go', 'cs']);

/** Template placeholders a project leaves in sample files. */
export function placeholder(h, p, k, prefix) {
  const sub = subOf(p, k);
  const opts = [
    `<${kebab(sub)}>`,
    `your_${sub}_here`,
    `YOUR_${k}`,
    `<INSERT_${k.toUpperCase()}>`,
    `{{ ${sub} }}`,
    `__${k}__`,
    `REPLACE_WITH_LIVE_${sub.toUpperCase()}`,
    `<paste the ${sub.replace(/_/g, ' ')} from the dashboard>`,
  ];
  if (prefix) {
    opts.push(`${prefix}<your-key>`, `${prefix}YOUR_${sub.toUpperCase()}_HERE`, `${prefix}...`);
  }
  return h.r.pick(opts);
}

/** Values that vendors document as public (client-side) keys or plain identifiers. */
export function publicValues(h) {
  const { r } = h;
  return [
    {
      p: 'stripe',
      sec: 'stripe',
      k: r.pick(['STRIPE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY']),
      v: () => 'pk_live_51' + h.alnum(97),
    },
    { p: 'paystack', sec: 'paystack', k: 'PAYSTACK_PUBLIC_KEY', v: () => 'pk_live_' + h.hex(40) },
    { p: 'flutterwave', sec: 'flw', k: 'FLW_PUBLIC_KEY', v: () => `FLWPUBK-${h.hex(32)}-X` },
    { p: 'razorpay', sec: 'razorpay', k: 'RAZORPAY_KEY_ID', v: () => 'rzp_live_' + h.alnum(14) },
    { p: 'adyen', sec: 'adyen', k: 'ADYEN_CLIENT_KEY', v: () => 'live_' + h.ualnum(32) },
    { p: 'square', sec: 'square', k: 'SQUARE_APPLICATION_ID', v: () => 'sq0idp-' + h.b64url(22) },
    { p: 'paypal', sec: 'paypal', k: 'NEXT_PUBLIC_PAYPAL_CLIENT_ID', v: () => 'A' + h.b64url(79) },
    {
      p: 'braintree',
      sec: 'braintree',
      k: 'BRAINTREE_TOKENIZATION_KEY',
      v: () => `production_${h.lalnum(8)}_${h.lalnum(16)}`,
    },
    { p: 'algolia', sec: 'algolia', k: 'NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY', v: () => h.hex(32) },
    { p: 'klaviyo', sec: 'klaviyo', k: 'KLAVIYO_PUBLIC_API_KEY', v: () => h.ualnum(6) },
    {
      p: 'mercadopago',
      sec: 'mercadopago',
      k: 'MERCADOPAGO_PUBLIC_KEY',
      v: () => 'APP_USR-' + h.uuid(),
    },
    { p: 'shopify', sec: 'shopify', k: 'PUBLIC_STOREFRONT_API_TOKEN', v: () => h.hex(32) },
    { p: 'shopify', sec: 'shopify', k: 'SHOPIFY_API_KEY', v: () => h.hex(32) },
    { p: 'ecwid', sec: 'ecwid', k: 'ECWID_PUBLIC_TOKEN', v: () => 'public_' + h.alnum(32) },
    { p: 'checkout-com', sec: 'checkout', k: 'CKO_PUBLIC_KEY', v: () => 'pk_' + h.lalnum(26) },
    { p: 'mollie', sec: 'mollie', k: 'MOLLIE_PROFILE_ID', v: () => 'pfl_' + h.alnum(10) },
    {
      p: 'midtrans',
      sec: 'midtrans',
      k: 'MIDTRANS_CLIENT_KEY',
      v: () => 'Mid-client-' + h.b64url(16),
    },
    { p: 'paymongo', sec: 'paymongo', k: 'PAYMONGO_PUBLIC_KEY', v: () => 'pk_live_' + h.alnum(24) },
    { p: 'sezzle', sec: 'sezzle', k: 'SEZZLE_PUBLIC_KEY', v: () => 'sz_pub_' + h.hex(32) },
    { p: 'refersion', sec: 'refersion', k: 'REFERSION_PUBLIC_KEY', v: () => 'pub_' + h.alnum(32) },
    { p: 'affirm', sec: 'affirm', k: 'AFFIRM_PUBLIC_API_KEY', v: () => h.ualnum(16) },
    {
      p: 'bolt',
      sec: 'bolt',
      k: 'BOLT_PUBLISHABLE_KEY',
      v: () => `${h.alnum(12)}.${h.alnum(12)}.${h.hex(64)}`,
    },
    { p: 'recaptcha', sec: 'recaptcha', k: 'RECAPTCHA_SITE_KEY', v: () => '6L' + h.b64url(38) },
    {
      p: 'firebase',
      sec: 'firebase',
      k: 'NEXT_PUBLIC_FIREBASE_API_KEY',
      v: () => 'AIza' + h.b64url(35),
    },
    {
      p: 'sentry',
      sec: 'sentry',
      k: 'NEXT_PUBLIC_SENTRY_DSN',
      v: () => `https://${h.hex(32)}@o${h.digits(6)}.ingest.sentry.io/${h.digits(7)}`,
    },
    {
      p: 'google-pay',
      sec: 'googlepay',
      k: 'GOOGLE_PAY_MERCHANT_ID',
      v: () => 'BCR2DN4T' + h.ualnum(8),
    },
    {
      p: 'shopware',
      sec: 'shopware',
      k: 'SHOPWARE_SALES_CHANNEL_ACCESS_KEY',
      v: () => 'SWSC' + h.ualnum(22),
    },
    { p: 'komoju', sec: 'komoju', k: 'KOMOJU_PUBLISHABLE_KEY', v: () => 'pk_live_' + h.alnum(24) },
    {
      p: 'mapbox',
      sec: 'mapbox',
      k: 'NEXT_PUBLIC_MAPBOX_TOKEN',
      v: () =>
        `pk.${Buffer.from(JSON.stringify({ u: 'northwind', a: h.lalnum(25) })).toString('base64url')}.${h.b64url(22)}`,
    },
    {
      p: 'klarna',
      sec: 'klarna',
      k: 'KLARNA_CLIENT_ID',
      v: () => `klarna_live_client_${h.b64url(40)}`,
    },
    { p: 'yotpo', sec: 'yotpo', k: 'YOTPO_APP_KEY', v: () => h.alnum(40) },
    { p: 'shopify', sec: 'shopify', k: 'SHOPIFY_WEBHOOK_ID', v: () => h.uuid() },
    { p: 'paypal', sec: 'paypal', k: 'PAYPAL_MERCHANT_ID', v: () => h.ualnum(13) },
    {
      p: 'amazon-pay',
      sec: 'amazonpay',
      k: 'AMAZON_PAY_PUBLIC_KEY_ID',
      v: () => 'LIVE-' + h.ualnum(24),
    },
    { p: 'stripe', sec: 'stripe', k: 'STRIPE_PRICE_ID', v: () => 'price_1' + h.alnum(23) },
    { p: 'stripe', sec: 'stripe', k: 'STRIPE_ACCOUNT_ID', v: () => 'acct_1' + h.alnum(15) },
  ];
}

import { SPECIFIC_A } from './negatives-specific.mjs';
import { SPECIFIC_B } from './negatives-specific-b.mjs';

/** Standalone hard-negative templates: [rule, provider, (h) => text]. */
export const SPECIFIC = [...SPECIFIC_A, ...SPECIFIC_B];
