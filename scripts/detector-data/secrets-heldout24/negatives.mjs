// Hard negatives: text that looks like it might hold a credential and holds none. Each
// builder returns [provider, text]; the builder's name is the rule.

import { createHash } from 'node:crypto';
import { fill, uuid } from './values.mjs';

const sha = (algo, text) => createHash(algo).update(text).digest('hex');

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  '***',
  'your-secret-here',
  '在此填写你的密钥',
  'ここにAPIキーを入力',
  '여기에_시크릿_키_입력',
  'ВАШ_КЛЮЧ',
  'sua-chave-aqui',
  'tu_clave_aqui',
  'TODO',
  '<paste token>',
  'kunci-anda-di-sini',
];

function placeholder(r) {
  const p = r.pick([
    'alipay',
    'razorpay',
    'yookassa',
    'midtrans',
    'iyzico',
    'kakao',
    'line-messaging',
    'mercadopago',
  ]);
  const value = r.pick(PLACEHOLDERS);
  const form = r.pick([
    `# .env.example — ${p}\n${p.toUpperCase().replace(/-/g, '_')}_SECRET_KEY=${value}\n${p.toUpperCase().replace(/-/g, '_')}_SANDBOX=true`,
    `${p}:\n  secret_key: "${value}"\n  notify_url: https://shop.example.com/notify`,
    `{\n  "${p}": { "apiKey": "${value}", "timeout": 3000 }\n}`,
    `const client = new Client({ secretKey: '${value}' }); // ${p}`,
  ]);
  return [p, form];
}

function variableRef(r) {
  const p = r.pick([
    'tencent-cloud',
    'paystack',
    'xendit',
    'vk',
    'naver-cloud',
    'moyasar',
    'wechat-pay',
  ]);
  const name = `${p.toUpperCase().replace(/-/g, '_')}_SECRET`;
  return [
    p,
    r.pick([
      `secret_key = os.environ["${name}"]\nclient = Client(secret_key=secret_key)`,
      `const secret = process.env.${name} ?? '';\nif (!secret) throw new Error('${name} is not set');`,
      `key := os.Getenv("${name}")\nif key == "" {\n\tlog.Fatal("missing ${name}")\n}`,
      `env:\n  - name: ${name}\n    valueFrom:\n      secretKeyRef:\n        name: ${p}\n        key: secret`,
      `apiKey: {{ .Values.${p.replace(/-/g, '')}.secretKey | quote }}`,
      `      env:\n        ${name}: \${{ secrets.${name} }}`,
      `String secret = System.getenv("${name}");`,
      `secret: "%(${p.replace(/-/g, '_')}_secret)s"`,
      `let key = std::env::var("${name}").expect("${name}");`,
      `config.secret_key = ENV.fetch("${name}")`,
      `password = vault:secret/data/${p}/prod#secret_key`,
      `${name}=\${${name}:?must be set}`,
    ]),
  ];
}

function checksum(r) {
  const file = r.pick([
    'qshell-v2.13.0-linux-amd64.tar.gz',
    'tccli-3.0.1100.tar.gz',
    'yc-cli-0.120.0.zip',
    'ncloud-cli-1.1.19.zip',
    'kubectl',
  ]);
  const h = sha(r.pick(['sha256', 'sha1', 'md5']), file + r.int(1000));
  return [
    'downloads',
    r.pick([
      `${h}  ${file}`,
      `# SHA256SUMS\n${sha('sha256', file)}  ${file}\n${sha('sha256', file + '.sig')}  ${file}.sig`,
      `校验和 (MD5): ${sha('md5', file)}\n文件: ${file}`,
      `checksum: ${h}`,
    ]),
  ];
}

function gitCommit(r) {
  const lines = Array.from(
    { length: 3 + r.int(3) },
    () =>
      `${fill(r, '{h7}')} ${r.pick(['fix: 修复支付回调签名校验', 'feat: Kakao 로그인 추가', 'chore: atualiza dependências', 'docs: обновить README', 'refactor: ödeme servisi'])}`,
  );
  return [
    'git',
    r.chance(0.5)
      ? lines.join('\n')
      : `Reverts commit ${fill(r, '{h40}')}.\n\nThis reverts the change merged in ${fill(r, '{h40}')}.`,
  ];
}

function imageDigest(r) {
  const d = fill(r, '{h64}');
  return [
    'docker',
    r.pick([
      `image: registry.cn-hangzhou.aliyuncs.com/shop/api@sha256:${d}`,
      `FROM cr.yandex/crp4k2/base@sha256:${d}`,
      `Digest: sha256:${d}\nStatus: Downloaded newer image for ccr.ccs.tencentyun.com/team/web:1.4.2`,
    ]),
  ];
}

function lockIntegrity(r) {
  const name = r.pick([
    'wechatpay-node-v3',
    'alipay-sdk',
    'iyzipay',
    'midtrans-client',
    'razorpay',
    'mercadopago',
  ]);
  return [
    'npm',
    `"node_modules/${name}": {\n  "version": "${1 + r.int(3)}.${r.int(10)}.${r.int(10)}",\n  "resolved": "https://registry.npmjs.org/${name}/-/${name}-1.2.3.tgz",\n  "integrity": "sha512-${fill(r, '{b86}')}=="\n}`,
  ];
}

function goSum(r) {
  const mod = r.pick([
    'github.com/wechatpay-apiv3/wechatpay-go',
    'github.com/aliyun/alibaba-cloud-sdk-go',
    'github.com/tencentcloud/tencentcloud-sdk-go',
    'github.com/xendit/xendit-go',
  ]);
  return [
    'go',
    `${mod} v1.${r.int(9)}.${r.int(9)} h1:${fill(r, '{b43}')}=\n${mod} v1.${r.int(9)}.${r.int(9)}/go.mod h1:${fill(r, '{b43}')}=`,
  ];
}

function uuidIds(r) {
  return [
    'ids',
    r.pick([
      `{"order_id":"${uuid(r)}","status":"PAID","amount":${r.int(9000)}}`,
      `RequestId: ${uuid(r).toUpperCase()}\nCode: InvalidParameter\nMessage: The specified region does not exist.`,
      `traceparent: 00-${fill(r, '{h32}')}-${fill(r, '{h16}')}-01`,
      `metadata:\n  uid: ${uuid(r)}\n  resourceVersion: "${r.int(999999)}"`,
      `<PaymentId>${uuid(r).toUpperCase()}</PaymentId>\n<Durum>ONAYLANDI</Durum>`,
    ]),
  ];
}

function randomIds(r) {
  return [
    'ids',
    r.pick([
      `etag: "${fill(r, '{h32}')}"\ncache-control: max-age=600`,
      `{"_id": {"$oid": "${fill(r, '{h24}')}"}, "nome": "Camiseta", "preco": 59.9}`,
      `nonce_str=${fill(r, '{A32}')}  # 随机字符串，每次请求不同`,
      `request_id=${fill(r, '{h32}')} latency_ms=${r.int(900)} status=200`,
      `<script nonce="${fill(r, '{b22}')}==">window.__APP__ = {};</script>`,
      `chunk: main.${fill(r, '{h8}')}.js  (${r.int(400)} KiB)`,
      `cf-ray: ${fill(r, '{h16}')}-NRT`,
      `session_hash: ${fill(r, '{h40}')}  # hash of the session id, for grouping logs`,
      `{"openid":"o${fill(r, '{w27}')}","nickname":"微信用户","unionid":"o${fill(r, '{w27}')}"}`,
      `{"trade_no":"2024${fill(r, '{d24}')}","out_trade_no":"ORD${fill(r, '{d14}')}","trade_status":"TRADE_SUCCESS"}`,
      `prepay_id=wx${fill(r, '{d14}')}${fill(r, '{h18}')}`,
    ]),
  ];
}

export const NEGATIVES_A = {
  placeholder,
  variableRef,
  checksum,
  gitCommit,
  imageDigest,
  lockIntegrity,
  goSum,
  uuidIds,
  randomIds,
};
