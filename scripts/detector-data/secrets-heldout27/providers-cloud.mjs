// Cloud, infrastructure and delivery providers: credential shapes by provider.
import {
  AN,
  B32L,
  B64,
  B64U,
  DIG,
  HEX,
  LO,
  LOAN,
  UP,
  UPAN,
  b64,
  jwt,
  password,
  uuid,
} from './helpers.mjs';

/** name, env key, value generator; opts.pair adds a second entry (secret or not). */
export function P(name, env, gen, opts = {}) {
  return { name, env, gen, ...opts };
}

const awsSecret = (r) => r.chars(AN + '/+', 40);

export const CLOUD = [
  P('aws', 'AWS_SECRET_ACCESS_KEY', awsSecret, {
    pair: {
      env: 'AWS_ACCESS_KEY_ID',
      gen: (r) => 'AKIA' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16),
      secret: true,
    },
  }),
  P('aws-sts', 'AWS_SECRET_ACCESS_KEY', awsSecret, {
    pair: {
      env: 'AWS_ACCESS_KEY_ID',
      gen: (r) => 'ASIA' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16),
      secret: true,
    },
  }),
  P('gcp-api-key', 'GOOGLE_API_KEY', (r) => 'AIza' + r.chars(B64U, 35)),
  P('gcp-oauth-client-secret', 'GOOGLE_CLIENT_SECRET', (r) => 'GOCSPX-' + r.chars(B64U, 28), {
    pair: {
      env: 'GOOGLE_CLIENT_ID',
      gen: (r) => `${r.chars(DIG, 12)}-${r.chars(LOAN, 32)}.apps.googleusercontent.com`,
      secret: false,
    },
  }),
  P('google-oauth-refresh-token', 'GOOGLE_REFRESH_TOKEN', (r) => '1//0' + r.chars(B64U, 99)),
  P('google-oauth-access-token', 'GCP_ACCESS_TOKEN', (r) => 'ya29.a0' + r.chars(B64U, 150)),
  P('azure-storage-key', 'AZURE_STORAGE_CONNECTION_STRING', (r) => {
    const key = b64(r, 64);
    const acct =
      r.pick(['stprodlogs', 'tfstateprod01', 'assetsweu', 'backupsprd']) + r.chars(DIG, 3);
    return {
      value: `DefaultEndpointsProtocol=https;AccountName=${acct};AccountKey=${key};EndpointSuffix=core.windows.net`,
      secret: key,
    };
  }),
  P(
    'azure-client-secret',
    'ARM_CLIENT_SECRET',
    (r) => r.chars(AN, 3) + '8Q~' + r.chars(AN + '_~.-', 34),
    {
      pair: { env: 'ARM_CLIENT_ID', gen: uuid, secret: false },
    },
  ),
  P('azure-sas-token', 'AZURE_STORAGE_SAS_URL', (r) => {
    const sig = encodeURIComponent(b64(r, 32));
    return {
      value: `https://stassets${r.chars(LOAN, 6)}.blob.core.windows.net/releases?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T23:59:59Z&st=2025-01-01T00:00:00Z&spr=https&sig=${sig}`,
      secret: sig,
    };
  }),
  P('azure-devops-pat', 'AZURE_DEVOPS_EXT_PAT', (r) => r.chars(B32L, 52)),
  P('azure-cosmosdb', 'COSMOS_KEY', (r) => b64(r, 64)),
  P('azure-service-bus', 'SERVICEBUS_CONNECTION', (r) => {
    const key = b64(r, 32);
    return {
      value: `Endpoint=sb://sb-${r.pick(['orders', 'events', 'jobs'])}-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${key}`,
      secret: key,
    };
  }),
  P('azure-openai', 'AZURE_OPENAI_API_KEY', (r) => r.chars(HEX, 32)),
  P(
    'azure-container-registry',
    'ACR_PASSWORD',
    (r) => r.chars(AN + '+/', 42) + '+ACR' + r.chars(AN, 6),
  ),
  P('digitalocean-pat', 'DIGITALOCEAN_TOKEN', (r) => 'dop_v1_' + r.chars(HEX, 64)),
  P('digitalocean-oauth', 'DO_OAUTH_TOKEN', (r) => 'doo_v1_' + r.chars(HEX, 64)),
  P('digitalocean-spaces', 'SPACES_SECRET_KEY', (r) => r.chars(B64, 43), {
    pair: { env: 'SPACES_ACCESS_KEY_ID', gen: (r) => 'DO00' + r.chars(UPAN, 16), secret: false },
  }),
  P('linode', 'LINODE_TOKEN', (r) => r.chars(HEX, 64)),
  P('vultr', 'VULTR_API_KEY', (r) => r.chars(UPAN, 36)),
  P('hetzner-cloud', 'HCLOUD_TOKEN', (r) => r.chars(AN, 64)),
  P('cloudflare-api-token', 'CLOUDFLARE_API_TOKEN', (r) => r.chars(B64U, 40)),
  P('cloudflare-global-key', 'CLOUDFLARE_API_KEY', (r) => r.chars(HEX, 37), {
    pair: { env: 'CLOUDFLARE_EMAIL', gen: () => 'ops@example-corp.io', secret: false },
  }),
  P(
    'cloudflare-origin-ca',
    'CLOUDFLARE_API_USER_SERVICE_KEY',
    (r) => 'v1.0-' + r.chars(HEX, 24) + '-' + r.chars(HEX, 146),
  ),
  P('fastly', 'FASTLY_API_TOKEN', (r) => r.chars(B64U, 32)),
  P('heroku', 'HEROKU_API_KEY', (r) => 'HRKU-AA' + r.chars(B64U, 58)),
  P('vercel', 'VERCEL_TOKEN', (r) => r.chars(AN, 24)),
  P('netlify', 'NETLIFY_AUTH_TOKEN', (r) => 'nfp_' + r.chars(AN, 36) + r.chars(HEX, 4)),
  P('fly-io', 'FLY_API_TOKEN', (r) => {
    const t = 'fm2_' + r.chars(B64, 180) + '==';
    return { value: `FlyV1 ${t}`, secret: t };
  }),
  P('render', 'RENDER_API_KEY', (r) => 'rnd_' + r.chars(AN, 32)),
  P('railway', 'RAILWAY_TOKEN', uuid),
  P('scaleway', 'SCW_SECRET_KEY', uuid, {
    pair: { env: 'SCW_ACCESS_KEY', gen: (r) => 'SCW' + r.chars(UPAN, 17), secret: false },
  }),
  P('ovh', 'OVH_APPLICATION_SECRET', (r) => r.chars(HEX, 32), {
    pair: { env: 'OVH_CONSUMER_KEY', gen: (r) => r.chars(HEX, 32), secret: true },
  }),
  P('ibm-cloud', 'IC_API_KEY', (r) => r.chars(B64U, 44)),
  P('oracle-oci-auth-token', 'OCI_AUTH_TOKEN', (r) =>
    r.chars(AN + '()<>;:.+-_[]{}', 20).replace(/[<>]/g, 'x'),
  ),
  P('alibaba-cloud', 'ALICLOUD_SECRET_KEY', (r) => r.chars(AN, 30), {
    pair: { env: 'ALICLOUD_ACCESS_KEY', gen: (r) => 'LTAI5t' + r.chars(AN, 18), secret: true },
  }),
  P('tencent-cloud', 'TENCENTCLOUD_SECRET_KEY', (r) => r.chars(AN, 32), {
    pair: { env: 'TENCENTCLOUD_SECRET_ID', gen: (r) => 'AKID' + r.chars(AN, 32), secret: true },
  }),
  P('huawei-cloud', 'HW_SECRET_KEY', (r) => r.chars(AN, 40), {
    pair: { env: 'HW_ACCESS_KEY', gen: (r) => r.chars(UPAN, 20), secret: false },
  }),
  P('yandex-cloud', 'YC_TOKEN', (r) => 'y0_AgAAAA' + r.chars(B64U, 50)),
  P('yandex-static-key', 'YC_STORAGE_SECRET_KEY', (r) => 'YC' + r.chars(B64U, 38)),
  P('exoscale', 'EXOSCALE_API_SECRET', (r) => r.chars(B64U, 43), {
    pair: { env: 'EXOSCALE_API_KEY', gen: (r) => 'EXO' + r.chars(HEX, 24), secret: true },
  }),
  P('backblaze-b2', 'B2_APPLICATION_KEY', (r) => 'K005' + r.chars(AN, 27), {
    pair: { env: 'B2_APPLICATION_KEY_ID', gen: (r) => '005' + r.chars(HEX, 22), secret: false },
  }),
  P('wasabi', 'WASABI_SECRET_KEY', (r) => r.chars(UPAN, 40), {
    pair: { env: 'WASABI_ACCESS_KEY', gen: (r) => r.chars(UPAN, 20), secret: false },
  }),
  P('minio', 'MINIO_SECRET_KEY', (r) => r.chars(AN, 40), {
    pair: { env: 'MINIO_ACCESS_KEY', gen: (r) => r.chars(UPAN, 20), secret: false },
  }),
  P('terraform-cloud', 'TFE_TOKEN', (r) => r.chars(AN, 14) + '.atlasv1.' + r.chars(AN, 67)),
  P(
    'vault-service-token',
    'VAULT_TOKEN',
    (r) => 'hvs.CAESI' + r.chars(B64U, 82) + 'Gh4KHGh2cy4' + r.chars(AN, 24),
  ),
  P('vault-batch-token', 'VAULT_BATCH_TOKEN', (r) => 'hvb.AAAAAQ' + r.chars(B64U, 120)),
  P('vault-unseal-key', 'VAULT_UNSEAL_KEY_1', (r) => b64(r, 33)),
  P('consul-acl-token', 'CONSUL_HTTP_TOKEN', uuid),
  P('consul-gossip-key', 'CONSUL_GOSSIP_ENCRYPTION_KEY', (r) => b64(r, 32)),
  P('nomad-token', 'NOMAD_TOKEN', uuid),
  P('pulumi', 'PULUMI_ACCESS_TOKEN', (r) => 'pul-' + r.chars(HEX, 40)),
  P(
    'doppler',
    'DOPPLER_TOKEN',
    (r) => `dp.st.${r.pick(['prd', 'prod', 'stg'])}.` + r.chars(AN, 43),
  ),
  P('doppler-personal', 'DOPPLER_PERSONAL_TOKEN', (r) => 'dp.pt.' + r.chars(AN, 43)),
  P('infisical', 'INFISICAL_TOKEN', (r) => `st.${uuid(r)}.${r.chars(HEX, 32)}.${r.chars(HEX, 32)}`),
  P(
    '1password-service-account',
    'OP_SERVICE_ACCOUNT_TOKEN',
    (r) => 'ops_eyJzaWduSW5BZGRyZXNzIjoi' + r.chars(B64, 300),
  ),
  P(
    'tailscale-auth-key',
    'TS_AUTHKEY',
    (r) => `tskey-auth-k${r.chars(AN, 10)}CNTRL-${r.chars(AN, 33)}`,
  ),
  P(
    'tailscale-api-key',
    'TAILSCALE_API_KEY',
    (r) => `tskey-api-k${r.chars(AN, 10)}CNTRL-${r.chars(AN, 33)}`,
  ),
  P('ngrok', 'NGROK_AUTHTOKEN', (r) => '2' + r.chars(AN, 26) + '_' + r.chars(AN, 21)),
  P(
    'kubernetes-bootstrap-token',
    'KUBEADM_TOKEN',
    (r) => r.chars(LOAN, 6) + '.' + r.chars(LOAN, 16),
  ),
  P('kubernetes-sa-token', 'K8S_SA_TOKEN', (r) =>
    jwt(
      r,
      {
        iss: 'kubernetes/serviceaccount',
        'kubernetes.io/serviceaccount/namespace': 'ci',
        'kubernetes.io/serviceaccount/secret.name': 'deployer-token-' + r.chars(LOAN, 5),
        sub: 'system:serviceaccount:ci:deployer',
      },
      'RS256',
    ),
  ),
  P('argocd-token', 'ARGOCD_AUTH_TOKEN', (r) =>
    jwt(r, { iss: 'argocd', sub: 'ci:apiKey', nbf: 1718000000, iat: 1718000000, jti: uuid(r) }),
  ),
  P('rancher-token', 'RANCHER_TOKEN', (r) => `token-${r.chars(LOAN, 5)}:${r.chars(LOAN, 54)}`),
  P('octopus-deploy', 'OCTOPUS_API_KEY', (r) => 'API-' + r.chars(UPAN, 32)),
  P(
    'harness',
    'HARNESS_PLATFORM_API_KEY',
    (r) => `pat.${r.chars(B64U, 22)}.${r.chars(HEX, 24)}.${r.chars(AN, 20)}`,
  ),
  P('spacelift', 'SPACELIFT_API_KEY_SECRET', (r) => r.chars(HEX, 64), {
    pair: {
      env: 'SPACELIFT_API_KEY_ID',
      gen: (r) => '01H' + r.chars('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23),
      secret: false,
    },
  }),
  P('env0', 'ENV0_API_SECRET', (r) => r.chars(B64U, 32), {
    pair: { env: 'ENV0_API_KEY', gen: (r) => r.chars(LOAN, 16), secret: false },
  }),
  P('snowflake', 'SNOWFLAKE_PASSWORD', (r) => password(r), {
    pair: {
      env: 'SNOWFLAKE_ACCOUNT',
      gen: (r) => `${r.chars(UP, 2)}${r.chars(DIG, 5)}.eu-west-1`,
      secret: false,
    },
  }),
  P(
    'databricks',
    'DATABRICKS_TOKEN',
    (r) => 'dapi' + r.chars(HEX, 32) + (r.chance(0.5) ? '-2' : ''),
  ),
  P(
    'wireguard-private-key',
    'WG_PRIVATE_KEY',
    (r) =>
      r.chars(B64, 42) +
      r.pick(['A', 'E', 'I', 'M', 'Q', 'U', 'Y', 'c', 'g', 'k', 'o', 's', 'w', '0', '4', '8']) +
      '=',
  ),
  P(
    'age-secret-key',
    'SOPS_AGE_KEY',
    (r) => 'AGE-SECRET-KEY-1' + r.chars('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58),
  ),
  P('ansible-become-password', 'ANSIBLE_BECOME_PASSWORD', (r) => password(r, 12, 20)),
  P('ssh-password', 'DEPLOY_SSH_PASSWORD', (r) => password(r, 12, 22)),
  P('ansible-vault-password', 'ANSIBLE_VAULT_PASSWORD', (r) => password(r, 24, 40)),
  P(
    'grafana-service-account',
    'GRAFANA_AUTH',
    (r) => 'glsa_' + r.chars(AN, 32) + '_' + r.chars(HEX, 8),
  ),
  P(
    'grafana-cloud',
    'GRAFANA_CLOUD_ACCESS_POLICY_TOKEN',
    (r) =>
      'glc_' +
      Buffer.from(
        JSON.stringify({
          o: String(r.int(900000) + 100000),
          n: 'stack-' + r.chars(DIG, 6) + '-hm-write-ci',
          k: r.chars(AN, 24),
          m: { r: 'prod-eu-west-2' },
        }),
      ).toString('base64'),
  ),
  P('prometheus-remote-write', 'PROM_REMOTE_WRITE_PASSWORD', (r) => password(r, 20, 32)),
  P('datadog-api-key', 'DD_API_KEY', (r) => r.chars(HEX, 32)),
  P('datadog-app-key', 'DD_APP_KEY', (r) => r.chars(HEX, 40)),
  P('new-relic-license', 'NEW_RELIC_LICENSE_KEY', (r) => r.chars(HEX, 36) + 'NRAL'),
  P('new-relic-user-key', 'NEW_RELIC_API_KEY', (r) => 'NRAK-' + r.chars(UPAN, 27)),
  P('dynatrace', 'DT_API_TOKEN', (r) => `dt0c01.${r.chars(UPAN, 24)}.${r.chars(UPAN, 64)}`),
  P(
    'honeycomb',
    'HONEYCOMB_API_KEY',
    (r) => 'hcaik_01' + r.chars('0123456789abcdefghjkmnpqrstvwxyz', 56),
  ),
  P('splunk-hec', 'SPLUNK_HEC_TOKEN', (r) => uuid(r).toUpperCase()),
  P('sumo-logic', 'SUMOLOGIC_ACCESSKEY', (r) => r.chars(AN, 64), {
    pair: { env: 'SUMOLOGIC_ACCESSID', gen: (r) => 'su' + r.chars(AN, 12), secret: false },
  }),
  P('pagerduty', 'PAGERDUTY_TOKEN', (r) => 'u+' + r.chars(AN + '_-', 18)),
  P('pagerduty-routing-key', 'PAGERDUTY_ROUTING_KEY', (r) => 'R0' + r.chars(UPAN, 30)),
  P('opsgenie', 'OPSGENIE_API_KEY', uuid),
  P('elastic-cloud', 'ELASTIC_API_KEY', (r) =>
    Buffer.from(`${r.chars(B64U, 20)}:${r.chars(B64U, 22)}`).toString('base64'),
  ),
  P('logzio', 'LOGZIO_TOKEN', (r) => r.chars(LO, 32)),
  P('rollbar', 'ROLLBAR_ACCESS_TOKEN', (r) => r.chars(HEX, 32)),
  P('sentry-auth-token', 'SENTRY_AUTH_TOKEN', (r) => 'sntryu_' + r.chars(HEX, 64)),
  P(
    'sentry-org-token',
    'SENTRY_ORG_AUTH_TOKEN',
    (r) =>
      'sntrys_' +
      Buffer.from(
        JSON.stringify({
          iat: 1719000000 + r.int(9999999),
          url: 'https://sentry.io',
          region_url: 'https://us.sentry.io',
          org: r.pick(['acme', 'northwind', 'globex']),
        }),
      )
        .toString('base64')
        .replace(/=+$/, '') +
      '_' +
      r.chars(B64, 43),
  ),
  P('minio-root', 'MINIO_ROOT_PASSWORD', (r) => password(r, 16, 30)),
  P('harbor-robot', 'HARBOR_ROBOT_SECRET', (r) => r.chars(AN, 32)),
  P('quay-robot', 'QUAY_ROBOT_TOKEN', (r) => r.chars(UPAN, 64)),
  P(
    'gcr-json-key-b64',
    'GCR_JSON_KEY_B64',
    (r) =>
      'ewogICJ0eXBlIjogInNlcnZpY2VfYWNjb3VudCIsCiAgInByb2plY3RfaWQiOiAi' + r.chars(B64, 220) + '==',
  ),
];
