// Records of the held-out (6) secrets set with more structure: private keys, HTTP Basic
// auth, cloud key pairs (id and secret both listed) and OAuth clients (only the secret).

import { chars, expand, pemPrivateKey } from './values.mjs';

const rec = (provider, rule, text, secrets) => ({ text, secrets, provider, rule });

const appStoreKey = (r) => {
  const pem = pemPrivateKey(r, 'PRIVATE KEY', 138);
  return rec(
    'apple-appstoreconnect',
    'pem-p8',
    `// AuthKey_${chars(r, 'UPPER', 10)}.p8 pasted for the release script\nconst privateKey = \`${pem}\`;\nconst keyId = "${chars(r, 'UPPER', 10)}";`,
    [pem],
  );
};

const githubAppKey = (r) => {
  const pem = pemPrivateKey(r, 'RSA PRIVATE KEY', 1190);
  return rec(
    'github-app',
    'pem-rsa',
    `app_id: ${100000 + r.int(900000)}\nprivate_key: |\n${pem
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n')}`,
    [
      pem
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n')
        .trimStart(),
    ],
  );
};

const snowflakeKey = (r) => {
  const pem = pemPrivateKey(r, 'ENCRYPTED PRIVATE KEY', 1298);
  const pass = chars(r, 'upw', 20);
  return rec(
    'snowflake',
    'pem-encrypted',
    `SNOWFLAKE_ACCOUNT=acme-eu1\nSNOWFLAKE_USER=ETL_LOADER\nSNOWFLAKE_PRIVATE_KEY_PASSPHRASE=${pass}\nSNOWFLAKE_PRIVATE_KEY="${pem.replaceAll('\n', '\\n')}"`,
    [pass, pem.replaceAll('\n', '\\n')],
  );
};

const serviceAccountJson = (r) => {
  const pem = pemPrivateKey(r, 'PRIVATE KEY', 1218).replaceAll('\n', '\\n');
  return rec(
    'gcp-service-account',
    'sa-json',
    `{\n  "type": "service_account",\n  "project_id": "acme-analytics-${r.int(999)}",\n  "private_key_id": "${chars(r, 'hex', 40)}",\n  "private_key": "${pem}\\n",\n  "client_email": "loader@acme-analytics.iam.gserviceaccount.com"\n}`,
    [pem],
  );
};

const sshKey = (r) => {
  const pem = pemPrivateKey(r, 'OPENSSH PRIVATE KEY', 400);
  return rec(
    'ssh-deploy-key',
    'pem-openssh',
    `- name: install deploy key\n  copy:\n    dest: /home/deploy/.ssh/id_ed25519\n    mode: "0600"\n    content: |\n${pem
      .split('\n')
      .map((l) => `      ${l}`)
      .join('\n')}`,
    [
      pem
        .split('\n')
        .map((l) => `      ${l}`)
        .join('\n')
        .trimStart(),
    ],
  );
};

const BASIC = [
  [
    'clicksend',
    'rest.clicksend.com',
    '/v3/sms/send',
    () => 'ops@acme.example',
    (r) => expand(r, '{UUID}'),
  ],
  [
    'mailjet',
    'api.mailjet.com',
    '/v3.1/send',
    (r) => chars(r, 'hex', 32),
    (r) => chars(r, 'hex', 32),
  ],
  [
    'zendesk',
    'acme.zendesk.com',
    '/api/v2/tickets.json',
    () => 'support@acme.example/token',
    (r) => chars(r, 'b62', 40),
  ],
  ['freshdesk', 'acme.freshdesk.com', '/api/v2/tickets', (r) => chars(r, 'b62', 20), () => 'X'],
  [
    'elasticsearch-selfhosted',
    'es.logs.internal:9200',
    '/_cluster/health',
    () => 'elastic',
    (r) => chars(r, 'b62', 20),
  ],
  [
    'razorpay',
    'api.razorpay.com',
    '/v1/payments',
    (r) => expand(r, 'rzp_live_{b62:14}'),
    (r) => chars(r, 'b62', 24),
  ],
  [
    'jenkins',
    'ci.corp.example',
    '/job/deploy/buildWithParameters',
    () => 'release-bot',
    (r) => `11${chars(r, 'hex', 32)}`,
  ],
  [
    'confluent-cloud',
    'api.confluent.cloud',
    '/iam/v2/service-accounts',
    (r) => chars(r, 'UPPER', 16),
    (r) => chars(r, 'b64', 64),
  ],
];

/** HTTP Basic credentials: the base64 blob is the secret. */
export function basicAuthRecords(r) {
  return BASIC.map(([provider, host, path, user, pass]) => {
    const blob = Buffer.from(`${user(r)}:${pass(r)}`).toString('base64');
    const text = r.chance(0.5)
      ? `POST ${path} HTTP/1.1\nHost: ${host}\nAuthorization: Basic ${blob}\nContent-Type: application/json\nContent-Length: ${100 + r.int(900)}\n\n{"dry_run": false}`
      : `curl -s https://${host}${path} \\\n  -H 'Authorization: Basic ${blob}' \\\n  -H 'Accept: application/json' | jq .`;
    return rec(provider, 'basic-auth', text, [blob]);
  });
}

// provider | id label | id pattern | secret label | secret pattern
const PAIRS = [
  ['alibabacloud', 'AccessKeyId', 'LTAI5t{b62:18}', 'AccessKeySecret', '{b62:30}'],
  ['tencentcloud', 'SecretId', 'AKID{b62:32}', 'SecretKey', '{b62:32}'],
  ['huaweicloud', 'HUAWEICLOUD_SDK_AK', '{UPPER:20}', 'HUAWEICLOUD_SDK_SK', '{b62:40}'],
  ['scaleway', 'SCW_ACCESS_KEY', 'SCW{UPPER:17}', 'SCW_SECRET_KEY', '{uuid}'],
  ['exoscale', 'EXOSCALE_API_KEY', 'EXO{hex:24}', 'EXOSCALE_API_SECRET', '{b64u:43}'],
  ['backblaze', 'B2_APPLICATION_KEY_ID', '005{hex:22}', 'B2_APPLICATION_KEY', 'K005{b62:27}'],
  ['wasabi', 'aws_access_key_id', '{UPPER:20}', 'aws_secret_access_key', '{b62:40}'],
  [
    'naver-ncloud',
    'NCLOUD_ACCESS_KEY',
    'ncp_iam_{b62:20}',
    'NCLOUD_SECRET_KEY',
    'ncp_iam_{b62:40}',
  ],
  ['kucoin', 'KC_API_KEY', '{hex:24}', 'KC_API_SECRET', '{uuid}'],
  ['gateio', 'GATE_API_KEY', '{hex:32}', 'GATE_API_SECRET', '{hex:64}'],
];

/** Cloud/exchange key pairs: the id and the secret are both credential material. */
export function keyPairRecords(r) {
  return PAIRS.map(([provider, idName, idPattern, secretName, secretPattern]) => {
    const id = expand(r, idPattern);
    const secret = expand(r, secretPattern);
    const text = r.pick([
      () =>
        `[default]\n${idName.toLowerCase()} = ${id}\n${secretName.toLowerCase()} = ${secret}\nregion = ${r.pick(['cn-hangzhou', 'eu-frankfurt', 'ap-southeast-1'])}`,
      () =>
        `client := sdk.NewClient(\n\t"${id}",\n\t"${secret}",\n\tsdk.WithRegion("eu-central-1"),\n)`,
      () =>
        `export ${idName.toUpperCase()}=${id}\nexport ${secretName.toUpperCase()}=${secret}\n./upload-backups.sh`,
    ])();
    return rec(provider, 'key-pair', text, [id, secret]);
  });
}

// provider | client id pattern | secret pattern
const OAUTH = [
  ['twitch', '{lower:30}', '{lower:30}'],
  ['box', '{lower:32}', '{b62:32}'],
  ['keycloak', 'orders-service', '{b62:32}'],
  ['auth0', '{b62:32}', '{b64u:64}'],
  ['spotify', '{hex:32}', '{hex:32}'],
  ['zoom', '{b62:22}', '{b62:32}'],
  ['docusign', '{uuid}', '{uuid}'],
  ['strava', '{dig:6}', '{hex:40}'],
];

/** OAuth clients: the client id is not secret, the client secret is. */
export function oauthRecords(r) {
  return OAUTH.map(([provider, idPattern, secretPattern]) => {
    const id = expand(r, idPattern);
    const secret = expand(r, secretPattern);
    const text = r.pick([
      () =>
        `oauth:\n  ${provider}:\n    client-id: ${id}\n    client-secret: ${secret}\n    redirect-uri: https://app.acme.example/callback/${provider}`,
      () =>
        `${provider.toUpperCase()}_CLIENT_ID=${id}\n${provider.toUpperCase()}_CLIENT_SECRET=${secret}\n${provider.toUpperCase()}_SCOPES=read`,
      () =>
        `passport.use(new Strategy({\n  clientID: '${id}',\n  clientSecret: '${secret}',\n  callbackURL: '/auth/${provider}/callback',\n}, verify));`,
    ])();
    return rec(provider, 'oauth-client', text, [secret]);
  });
}

export const PEM_BUILDERS = [appStoreKey, githubAppKey, snowflakeKey, serviceAccountJson, sshKey];
