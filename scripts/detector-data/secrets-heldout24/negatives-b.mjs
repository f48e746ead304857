// More hard negatives: public keys, public-by-design client ids, documented examples,
// redaction output and regional identifiers. Same contract as negatives.mjs.

import { createHash } from 'node:crypto';
import { fill, uuid } from './values.mjs';

function publicKey(r) {
  return [
    'pki',
    r.pick([
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fill(r, '{b43}')} deploy@ci-runner-${r.int(9)}`,
      `# 支付宝公钥（用于验签，可公开）\nalipay_public_key: MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${fill(r, '{b180}')}IDAQAB`,
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${fill(r, '{b20}')}\n${fill(r, '{b64}')}\n${fill(r, '{b64}')}\n${fill(r, '{b40}')}IDAQAB\n-----END PUBLIC KEY-----`,
      `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE${fill(r, '{b44}')}\n${fill(r, '{b64}')}\n${fill(r, '{b64}')}\n-----END CERTIFICATE-----`,
      `wechatpay_serial_no: ${fill(r, '{H40}')}  # 平台证书序列号`,
      `{"keys":[{"kty":"RSA","kid":"${fill(r, '{w22}')}","use":"sig","alg":"RS256","e":"AQAB","n":"${fill(r, '{w120}')}"}]}`,
    ]),
  ];
}

function base64Data(r) {
  const png = Buffer.concat([
    Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]),
    Buffer.from(fill(r, '{a40}')),
  ]).toString('base64');
  const fixture = Buffer.from(
    JSON.stringify({
      pedido: 1000 + r.int(9000),
      cliente: 'Maria Souza',
      itens: [{ sku: 'CAM-P', qtd: 2 }],
    }),
  ).toString('base64');
  return [
    'fixtures',
    r.pick([
      `.logo { background-image: url("data:image/png;base64,${png}"); }`,
      `// fixture: webhook body as sent by the gateway (base64)\nconst body = '${fixture}';`,
      `<img alt="QR" src="data:image/png;base64,${png}">`,
    ]),
  ];
}

function cssColor(r) {
  const c = () => `#${fill(r, '{h6}')}`;
  return [
    'css',
    `:root {\n  --brand-primary: ${c()};\n  --brand-accent: ${c()};\n  --bg-muted: ${c()}cc;\n  --text: ${c()};\n}`,
  ];
}

const PUBLIC = [
  [
    'midtrans',
    (r) =>
      `<script src="https://app.midtrans.com/snap/snap.js" data-client-key="Mid-client-${fill(r, '{a16}')}"></script>`,
  ],
  ['xendit', (r) => `Xendit.setPublishableKey('xnd_public_production_${fill(r, '{a60}')}');`],
  [
    'paystack',
    (r) =>
      `PaystackPop.setup({ key: 'pk_live_${fill(r, '{h40}')}', email: customer.email, amount: 500000 });`,
  ],
  [
    'flutterwave',
    (r) =>
      `FlutterwaveCheckout({ public_key: "FLWPUBK-${fill(r, '{h32}')}-X", tx_ref: "ORD-${r.int(99999)}" });`,
  ],
  [
    'mercadopago',
    (r) =>
      `const mp = new MercadoPago('APP_USR-${uuid(r)}', { locale: 'pt-BR' }); // chave pública`,
  ],
  [
    'toss-payments',
    (r) =>
      `// 클라이언트 키는 브라우저에 노출되어도 됩니다\nconst tossPayments = TossPayments("live_ck_${fill(r, '{a20}')}");`,
  ],
  ['kakao', (r) => `// JavaScript 키 (도메인 제한, 공개용)\nKakao.init('${fill(r, '{h32}')}');`],
  [
    'cloudpayments',
    (r) =>
      `const widget = new cp.CloudPayments();\nwidget.pay('charge', { publicId: 'pk_${fill(r, '{h29}')}', amount: 990 });`,
  ],
  [
    'wompi',
    (r) =>
      `<script src="https://checkout.wompi.co/widget.js" data-public-key="pub_prod_${fill(r, '{a32}')}"></script>`,
  ],
  [
    'razorpay',
    (r) =>
      `const options = {\n  key: "rzp_live_${fill(r, '{a14}')}", // key_id is public, secret stays on server\n  amount: 49900,\n  currency: "INR",\n};`,
  ],
  [
    'firebase',
    (r) =>
      `const firebaseConfig = {\n  apiKey: "AIza${fill(r, '{w35}')}",\n  authDomain: "loja-${r.int(999)}.firebaseapp.com",\n  projectId: "loja-${r.int(999)}",\n};`,
  ],
  [
    'posthog',
    (r) => `posthog.init('phc_${fill(r, '{a43}')}', { api_host: 'https://eu.i.posthog.com' })`,
  ],
  ['recaptcha', (r) => `<div class="g-recaptcha" data-sitekey="6L${fill(r, '{w38}')}"></div>`],
  ['hcaptcha', (r) => `<div class="h-captcha" data-sitekey="${uuid(r)}"></div>`],
  [
    'wechat-mp',
    (r) =>
      `wx.config({ appId: 'wx${fill(r, '{h16}')}', timestamp: ${1700000000 + r.int(1e7)}, nonceStr: '${fill(r, '{a16}')}', signature: '${fill(r, '{h40}')}', jsApiList: ['chooseWXPay'] });`,
  ],
  [
    'yandex-metrika',
    (r) => `ym(${90000000 + r.int(9999999)}, "init", { clickmap: true, webvisor: true });`,
  ],
  ['omise', (r) => `OmiseCard.configure({ publicKey: "pkey_${fill(r, '{l19}')}" });`],
  [
    'algolia',
    (r) =>
      `// search-only key: safe in the browser\nconst search = algoliasearch('${fill(r, '{A10}')}', '${fill(r, '{h32}')}');`,
  ],
  [
    'mapbox',
    (r) =>
      `mapboxgl.accessToken = 'pk.eyJ1Ijoi${fill(r, '{w20}')}IsImEiOiJ${fill(r, '{w22}')}In0.${fill(r, '{w22}')}';`,
  ],
];

function publicByDesign(r) {
  const [p, make] = r.pick(PUBLIC);
  return [p, make(r)];
}

function vendorExample(r) {
  return r.pick([
    [
      'aws',
      '# From the AWS docs (example credentials, not real)\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ],
    [
      'jwt',
      'Paste a token into the debugger, e.g. the sample one:\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    ],
    ['wechat-pay', wechatSignExample()],
  ]);
}

function wechatSignExample() {
  const stringA =
    'appid=wxd930ea5d5a258f4f&body=test&device_info=1000&mch_id=10000100&nonce_str=ibuaiVcKdpRxkhJA';
  const sign = createHash('md5')
    .update(`${stringA}&key=192006250b4c09247ec02edce69f6a2d`)
    .digest('hex')
    .toUpperCase();
  return `## 签名算法示例（官方文档示例数据）\n\nstringA="${stringA}"\nstringSignTemp=stringA+"&key=192006250b4c09247ec02edce69f6a2d"\nsign=MD5(stringSignTemp).toUpperCase()="${sign}"`;
}

function redacted(r) {
  return [
    'redaction',
    r.pick([
      `secret_key: sk_live_****${fill(r, '{h4}')}`,
      `AccessKeySecret: ******************************`,
      `[audit] updated MIDTRANS_SERVER_KEY=[REDACTED] by admin@loja.co.id`,
      `"password": "<hidden>", "user": "erp_admin"`,
      `AppSecret（已脱敏）: ${fill(r, '{h4}')}************************${fill(r, '{h4}')}`,
      `token=xnd_production_…${fill(r, '{a4}')} (masked)`,
      `Authorization: Bearer ***`,
    ]),
  ];
}

export const NEGATIVES_B = {
  publicKey,
  base64Data,
  cssColor,
  publicByDesign,
  vendorExample,
  redacted,
};
