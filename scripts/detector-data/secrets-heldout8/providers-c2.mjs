// Provider table, regional clouds, storage, CDN and Asian platforms (rows as in providers-a.mjs).

import { row } from './providers-a.mjs';

function cloudRows() {
  return [
    row(
      'alibaba-cloud',
      'Alibaba Cloud',
      'ALIBABA_CLOUD_ACCESS_KEY_SECRET',
      (g) => g.b62(30),
      'ecs.aliyuncs.com',
      'sig',
      {
        pair: ['ALIBABA_CLOUD_ACCESS_KEY_ID', (g) => `LTAI${g.b62(20)}`],
      },
    ),
    row(
      'tencent-cloud',
      'Tencent Cloud',
      'TENCENTCLOUD_SECRET_KEY',
      (g) => g.b62(32),
      'cvm.tencentcloudapi.com',
      'sig',
      {
        pair: ['TENCENTCLOUD_SECRET_ID', (g) => `AKID${g.b62(32)}`],
      },
    ),
    row(
      'huawei-cloud',
      'Huawei Cloud',
      'HUAWEICLOUD_SDK_SK',
      (g) => g.b62(40),
      'ecs.eu-west-101.myhuaweicloud.eu',
      'sig',
      {
        pair: ['HUAWEICLOUD_SDK_AK', (g) => g.upper(20)],
      },
    ),
    row(
      'yandex-cloud',
      'Yandex Cloud',
      'YC_API_KEY',
      (g) => `AQVN${g.b64u(36)}`,
      'llm.api.cloud.yandex.net',
      'Api-Key',
    ),
    row(
      'baidu-cloud',
      'Baidu AI Cloud',
      'BAIDU_SECRET_KEY',
      (g) => g.hex(32),
      'aip.baidubce.com',
      'sig',
      {
        pair: ['BAIDU_ACCESS_KEY', (g) => g.hex(32)],
      },
    ),
    row(
      'naver-cloud',
      'NAVER Cloud',
      'NCLOUD_SECRET_KEY',
      (g) => g.b62(40),
      'ncloud.apigw.ntruss.com',
      'x-ncp-apigw-signature-v2',
      {
        pair: ['NCLOUD_ACCESS_KEY', (g) => g.b62(20)],
      },
    ),
    row(
      'ovhcloud',
      'OVHcloud',
      'OVH_APPLICATION_SECRET',
      (g) => g.b62(32),
      'eu.api.ovh.com',
      'X-Ovh-Signature',
      {
        pair: ['OVH_CONSUMER_KEY', (g) => g.b62(32)],
      },
    ),
    row(
      'scaleway',
      'Scaleway',
      'SCW_SECRET_KEY',
      (g) => g.uuid(),
      'api.scaleway.com',
      'X-Auth-Token',
      {
        pair: ['SCW_ACCESS_KEY', (g) => `SCW${g.upper(17)}`],
      },
    ),
    row('hetzner', 'Hetzner Cloud', 'HCLOUD_TOKEN', (g) => g.b62(64), 'api.hetzner.cloud'),
    row(
      'digitalocean',
      'DigitalOcean',
      'DIGITALOCEAN_TOKEN',
      (g) => `dop_v1_${g.hex(64)}`,
      'api.digitalocean.com',
    ),
    row('linode', 'Linode', 'LINODE_TOKEN', (g) => g.hex(64), 'api.linode.com'),
    row('vultr', 'Vultr', 'VULTR_API_KEY', (g) => g.upper(36), 'api.vultr.com'),
    row(
      'exoscale',
      'Exoscale',
      'EXOSCALE_API_SECRET',
      (g) => g.b64u(43),
      'api-ch-gva-2.exoscale.com',
      'sig',
      {
        pair: ['EXOSCALE_API_KEY', (g) => `EXO${g.hex(24)}`],
      },
    ),
    row(
      'ibm-cloud',
      'IBM Cloud',
      'IBMCLOUD_API_KEY',
      (g) => g.b64u(44),
      'iam.cloud.ibm.com',
      'body',
    ),
    row(
      'oracle-cloud',
      'Oracle Cloud',
      'OCI_AUTH_TOKEN',
      (g) => `${g.b62(8)}(${g.b62(5)}>${g.b62(4)}];${g.b62(1)}`,
      'objectstorage.eu-frankfurt-1.oraclecloud.com',
      'basic',
    ),
    row(
      'cloudflare',
      'Cloudflare',
      'CLOUDFLARE_API_TOKEN',
      (g) => g.b64u(40),
      'api.cloudflare.com',
    ),
    row(
      'cloudflare-global',
      'Cloudflare',
      'CF_API_KEY',
      (g) => g.hex(37),
      'api.cloudflare.com',
      'X-Auth-Key',
    ),
    row(
      'backblaze',
      'Backblaze B2',
      'B2_APPLICATION_KEY',
      (g) => `K005${g.b64(27)}`,
      'api.backblazeb2.com',
      'basic',
      {
        id: ['B2_KEY_ID', (g) => `005${g.hex(22)}`],
      },
    ),
    row(
      'wasabi',
      'Wasabi',
      'WASABI_SECRET_KEY',
      (g) => g.b62(40),
      's3.eu-central-1.wasabisys.com',
      'sig',
      {
        pair: ['WASABI_ACCESS_KEY', (g) => g.upper(20)],
      },
    ),
    row(
      'bunnynet',
      'bunny.net',
      'BUNNY_API_KEY',
      (g) => `${g.uuid()}${g.uuid()}`.slice(0, 72),
      'api.bunny.net',
      'AccessKey',
    ),
    row('fastly', 'Fastly', 'FASTLY_API_TOKEN', (g) => g.b64u(32), 'api.fastly.com', 'Fastly-Key'),
    row(
      'akamai',
      'Akamai EdgeGrid',
      'AKAMAI_CLIENT_SECRET',
      (g) => `${g.b64(43)}=`,
      'akab-abc.luna.akamaiapis.net',
      'sig',
      {
        pair: ['AKAMAI_ACCESS_TOKEN', (g) => `akab-${g.lower(16)}-${g.lower(16)}`],
      },
    ),
    row(
      'imagekit',
      'ImageKit',
      'IMAGEKIT_PRIVATE_KEY',
      (g) => `private_${g.b64(27)}=`,
      'api.imagekit.io',
      'basic',
    ),
    row(
      'cloudinary',
      'Cloudinary',
      'CLOUDINARY_API_SECRET',
      (g) => g.b64u(27),
      'api.cloudinary.com',
      'basic',
      {
        id: ['CLOUDINARY_API_KEY', (g) => g.digits(15)],
      },
    ),
    row(
      'uploadcare',
      'Uploadcare',
      'UPLOADCARE_SECRET_KEY',
      (g) => g.hex(20),
      'api.uploadcare.com',
      'Uploadcare.Simple',
    ),
    row('kakao', 'Kakao', 'KAKAO_ADMIN_KEY', (g) => g.hex(32), 'kapi.kakao.com', 'KakaoAK'),
    row(
      'line',
      'LINE Messaging',
      'LINE_CHANNEL_SECRET',
      (g) => g.hex(32),
      'api.line.me',
      'X-Line-Signature',
      {
        pair: ['LINE_CHANNEL_ACCESS_TOKEN', (g) => `${g.b64(171)}=`],
      },
    ),
    row(
      'wechat',
      'WeChat Official Account',
      'WECHAT_APP_SECRET',
      (g) => g.hex(32),
      'api.weixin.qq.com',
      '?secret',
      {
        id: ['WECHAT_APP_ID', (g) => `wx${g.hex(16)}`],
      },
    ),
    row(
      'dingtalk',
      'DingTalk',
      'DINGTALK_APP_SECRET',
      (g) => g.b64u(64),
      'oapi.dingtalk.com',
      '?appsecret',
      {
        id: ['DINGTALK_APP_KEY', (g) => `ding${g.lower(16)}`],
      },
    ),
    row(
      'feishu',
      'Feishu / Lark',
      'FEISHU_APP_SECRET',
      (g) => g.b62(32),
      'open.feishu.cn',
      'body',
      {
        id: ['FEISHU_APP_ID', (g) => `cli_${g.hex(16)}`],
      },
    ),
    row(
      'zoho',
      'Zoho',
      'ZOHO_REFRESH_TOKEN',
      (g) => `1000.${g.hex(32)}.${g.hex(32)}`,
      'accounts.zoho.eu',
      'Zoho-oauthtoken',
    ),
    row('vk', 'VK', 'VK_SERVICE_TOKEN', (g) => g.hex(84), 'api.vk.com', '?access_token'),
  ];
}

/** This part of the provider table. */
export function providersC2() {
  return [...cloudRows()];
}
