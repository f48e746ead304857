// Credential shapes of source hosting, CI, package registries, cloud and databases; see
// secret-providers.mjs for what an entry holds.

import {
  AN,
  B64,
  B64URL,
  HEX,
  LOWER_AN,
  UPPER_AN,
  base64Of,
  host,
  password,
  uuid,
} from './shapes.mjs';

export const INFRA_PROVIDERS = [
  // Source hosting and CI
  { id: 'github', names: ['GITHUB_TOKEN', 'GH_TOKEN'], make: (r) => `ghp_${r.chars(AN, 36)}` },
  {
    id: 'github-fine-grained',
    names: ['GITHUB_PAT', 'GH_PAT'],
    make: (r) => `github_pat_${r.chars(UPPER_AN, 22)}_${r.chars(AN, 59)}`,
  },
  {
    id: 'gitlab',
    names: ['GITLAB_TOKEN', 'CI_PUSH_TOKEN'],
    make: (r) => `glpat-${r.chars(B64URL, 20)}`,
  },
  { id: 'bitbucket', names: ['BITBUCKET_APP_PASSWORD'], make: (r) => `ATBB${r.chars(AN, 32)}` },
  {
    id: 'azure-devops',
    names: ['AZURE_DEVOPS_PAT', 'ADO_TOKEN'],
    make: (r) => r.chars('abcdefghijklmnopqrstuvwxyz234567', 52),
  },
  {
    id: 'circleci',
    names: ['CIRCLECI_TOKEN', 'CIRCLE_TOKEN'],
    make: (r) => `CCIPAT_${r.chars(AN, 22)}_${r.chars(HEX, 40)}`,
  },
  { id: 'buildkite', names: ['BUILDKITE_API_TOKEN'], make: (r) => `bkua_${r.chars(HEX, 40)}` },
  { id: 'travis-ci', names: ['TRAVIS_API_TOKEN'], make: (r) => r.chars(AN, 22) },
  { id: 'drone-ci', names: ['DRONE_TOKEN'], make: (r) => r.chars(AN, 32) },
  {
    id: 'jfrog',
    names: ['JFROG_ACCESS_TOKEN', 'ARTIFACTORY_API_KEY'],
    make: (r) => `AKCp${r.chars(AN, 69)}`,
  },
  { id: 'sonarqube', names: ['SONAR_TOKEN'], make: (r) => `squ_${r.chars(HEX, 40)}` },
  { id: 'codecov', names: ['CODECOV_TOKEN'], make: (r) => uuid(r) },
  { id: 'npm', names: ['NPM_TOKEN', 'NODE_AUTH_TOKEN'], make: (r) => `npm_${r.chars(AN, 36)}` },
  {
    id: 'pypi',
    names: ['PYPI_API_TOKEN', 'TWINE_PASSWORD'],
    make: (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(B64URL, 70)}`,
  },
  { id: 'rubygems', names: ['GEM_HOST_API_KEY'], make: (r) => `rubygems_${r.chars(HEX, 48)}` },
  {
    id: 'docker-hub',
    names: ['DOCKERHUB_TOKEN', 'DOCKER_PASSWORD'],
    make: (r) => `dckr_pat_${r.chars(B64URL, 27)}`,
  },
  {
    id: 'nuget',
    names: ['NUGET_API_KEY'],
    make: (r) => `oy2${r.chars('abcdefghijklmnopqrstuvwxyz234567', 43)}`,
  },
  // Cloud
  { id: 'aws', names: ['AWS_SECRET_ACCESS_KEY'], make: (r) => r.chars(B64.replace('+', ''), 40) },
  {
    id: 'aws-access-key',
    names: ['AWS_ACCESS_KEY_ID'],
    make: (r) => `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
  },
  {
    id: 'gcp-api-key',
    names: ['GOOGLE_API_KEY', 'MAPS_API_KEY'],
    make: (r) => `AIza${r.chars(B64URL, 35)}`,
  },
  {
    id: 'azure-storage',
    names: ['AZURE_STORAGE_KEY'],
    make: (r) => base64Of(r, 64),
    wrap: (s, r) =>
      `DefaultEndpointsProtocol=https;AccountName=${host(r, ['stor', 'media', 'logs'])};AccountKey=${s};EndpointSuffix=core.windows.net`,
  },
  { id: 'azure-openai', names: ['AZURE_OPENAI_API_KEY'], make: (r) => r.chars(HEX, 32) },
  {
    id: 'digitalocean',
    names: ['DIGITALOCEAN_TOKEN', 'DO_API_TOKEN'],
    make: (r) => `dop_v1_${r.chars(HEX, 64)}`,
  },
  { id: 'linode', names: ['LINODE_TOKEN'], make: (r) => r.chars(HEX, 64) },
  {
    id: 'vultr',
    names: ['VULTR_API_KEY'],
    make: (r) => r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 36),
  },
  { id: 'hetzner', names: ['HCLOUD_TOKEN'], make: (r) => r.chars(AN, 64) },
  { id: 'scaleway', names: ['SCW_SECRET_KEY'], make: (r) => uuid(r) },
  { id: 'alibaba-cloud', names: ['ALIBABA_CLOUD_ACCESS_KEY_SECRET'], make: (r) => r.chars(AN, 30) },
  { id: 'tencent-cloud', names: ['TENCENTCLOUD_SECRET_ID'], make: (r) => `AKID${r.chars(AN, 32)}` },
  { id: 'yandex-cloud', names: ['YC_OAUTH_TOKEN'], make: (r) => `y0_${r.chars(B64URL, 55)}` },
  { id: 'ibm-cloud', names: ['IBMCLOUD_API_KEY'], make: (r) => r.chars(B64URL, 44) },
  { id: 'oracle-cloud', names: ['OCI_AUTH_TOKEN'], make: (r) => r.chars(AN + '()<>;:.{}[]', 20) },
  {
    id: 'cloudflare',
    names: ['CLOUDFLARE_API_TOKEN', 'CF_API_TOKEN'],
    make: (r) => r.chars(B64URL, 40),
  },
  { id: 'fly-io', names: ['FLY_API_TOKEN'], make: (r) => `fo1_${r.chars(B64URL, 43)}` },
  { id: 'render', names: ['RENDER_API_KEY'], make: (r) => `rnd_${r.chars(AN, 32)}` },
  { id: 'vercel', names: ['VERCEL_TOKEN'], make: (r) => r.chars(AN, 24) },
  { id: 'netlify', names: ['NETLIFY_AUTH_TOKEN'], make: (r) => `nfp_${r.chars(AN, 36)}` },
  {
    id: 'backblaze-b2',
    names: ['B2_APPLICATION_KEY'],
    make: (r) => `K00${r.chars(B64.replace('+', '').replace('/', ''), 28)}`,
  },
  {
    id: 'terraform-cloud',
    names: ['TFE_TOKEN', 'TF_TOKEN_app_terraform_io'],
    make: (r) => `${r.chars(AN, 14)}.atlasv1.${r.chars(AN, 67)}`,
  },
  { id: 'pulumi', names: ['PULUMI_ACCESS_TOKEN'], make: (r) => `pul-${r.chars(HEX, 40)}` },
  // Databases (the password inside a connection string is the secret)
  {
    id: 'postgres',
    names: ['DATABASE_URL'],
    make: password,
    wrap: (s, r) =>
      `postgres://app_${r.chars(LOWER_AN, 4)}:${s}@${host(r, ['db', 'pg'])}.internal:5432/orders`,
  },
  {
    id: 'mysql',
    names: ['MYSQL_URL'],
    make: password,
    wrap: (s, r) => `mysql://report:${s}@${host(r, ['mysql', 'sql'])}.corp.lan:3306/analytics`,
  },
  {
    id: 'mongodb',
    names: ['MONGODB_URI'],
    make: password,
    wrap: (s, r) =>
      `mongodb+srv://svc-${r.chars(LOWER_AN, 5)}:${s}@cluster0.${r.chars(LOWER_AN, 5)}.mongodb.net/prod?retryWrites=true`,
  },
  {
    id: 'redis',
    names: ['REDIS_URL'],
    make: password,
    wrap: (s, r) => `rediss://default:${s}@${host(r, ['cache', 'redis'])}.upstash.io:6379`,
  },
  {
    id: 'rabbitmq',
    names: ['AMQP_URL'],
    make: password,
    wrap: (s, r) => `amqps://worker:${s}@${host(r, ['mq', 'rabbit'])}.cloudamqp.com/vhost`,
  },
  {
    id: 'mssql',
    names: ['ConnectionStrings__Default'],
    make: password,
    wrap: (s, r) =>
      `Server=tcp:${host(r, ['sql', 'erp'])}.database.windows.net,1433;Database=erp;User ID=erpadmin;Password=${s};Encrypt=True;`,
  },
  { id: 'supabase', names: ['SUPABASE_ACCESS_TOKEN'], make: (r) => `sbp_${r.chars(HEX, 40)}` },
  {
    id: 'planetscale',
    names: ['PLANETSCALE_PASSWORD'],
    make: (r) => `pscale_pw_${r.chars(B64URL, 43)}`,
  },
  { id: 'neon', names: ['NEON_API_KEY'], make: (r) => `napi_${r.chars(LOWER_AN, 64)}` },
  { id: 'influxdb', names: ['INFLUX_TOKEN'], make: (r) => `${r.chars(B64URL, 86)}==` },
  {
    id: 'pinecone',
    names: ['PINECONE_API_KEY'],
    make: (r) => `pcsk_${r.chars(AN, 5)}_${r.chars(AN, 63)}`,
  },
  { id: 'elastic', names: ['ELASTIC_API_KEY'], make: (r) => base64Of(r, 45) },
  { id: 'snowflake', names: ['SNOWFLAKE_PASSWORD'], make: password },
  { id: 'clickhouse', names: ['CLICKHOUSE_PASSWORD'], make: password },
];
