// Part of the secrets-heldout32 provider list (see providers.mjs).

import { P } from './provider-kit.mjs';

export const PROVIDERS_PART2 = [
  P(
    'logicmonitor',
    'LM_ACCESS_KEY',
    'accessKey',
    (g) => g.r.chars('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789[]{}()~=-+_!^*', 40),
    {
      obs: true,
      label: 'LogicMonitor',
    },
  ),
  P('kentik', 'KENTIK_API_TOKEN', 'apiToken', (g) => g.hex(32), {
    obs: true,
    label: 'Kentik',
    hdr: ['X-CH-Auth-API-Token', ''],
    api: 'https://grpc.api.kentik.com/device/v202308beta1/device',
  }),
  P('thousandeyes', 'THOUSANDEYES_TOKEN', 'bearerToken', (g) => g.uuid(), {
    obs: true,
    label: 'ThousandEyes',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://api.thousandeyes.com/v7/tests',
  }),
  P('sematext', 'SEMATEXT_LOGS_TOKEN', 'logsToken', (g) => g.uuid(), {
    obs: true,
    label: 'Sematext',
  }),
  P('scalyr', 'SCALYR_API_KEY', 'apiKey', (g) => `${g.b64url(43)}-`, {
    obs: true,
    label: 'DataSet (Scalyr)',
  }),
  P('lumigo', 'LUMIGO_TRACER_TOKEN', 'tracerToken', (g) => `t_${g.hex(20)}`, {
    obs: true,
    label: 'Lumigo',
    pre: 't_',
  }),
  P('signoz', 'SIGNOZ_INGESTION_KEY', 'ingestionKey', (g) => g.b64url(36), {
    obs: true,
    label: 'SigNoz',
    hdr: ['signoz-ingestion-key', ''],
    api: 'https://ingest.us.signoz.cloud:443/v1/traces',
  }),
  P('uptrace', 'UPTRACE_TOKEN', 'token', (g) => g.b64url(22), { obs: true, label: 'Uptrace' }),
  P('hyperdx', 'HYPERDX_API_KEY', 'apiKey', (g) => g.uuid(), {
    obs: true,
    label: 'HyperDX',
    hdr: ['authorization', ''],
    api: 'https://in-otel.hyperdx.io/v1/logs',
  }),
  P('chronosphere', 'CHRONOSPHERE_API_TOKEN', 'apiToken', (g) => g.hex(64), {
    obs: true,
    label: 'Chronosphere',
    hdr: ['API-Token', ''],
    api: 'https://acme.chronosphere.io/api/v1/config/monitors',
  }),
  P('mackerel', 'MACKEREL_APIKEY', 'apikey', (g) => g.alnum(44), {
    obs: true,
    label: 'Mackerel',
    hdr: ['X-Api-Key', ''],
    api: 'https://api.mackerelio.com/api/v0/services',
  }),
  P('appoptics', 'APPOPTICS_SERVICE_KEY', 'serviceKey', (g) => g.hex(64), {
    obs: true,
    label: 'AppOptics',
  }),
  P('wavefront', 'WAVEFRONT_TOKEN', 'token', (g) => g.uuid(), {
    obs: true,
    label: 'Wavefront',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://acme.wavefront.com/api/v2/alert',
  }),
  P('influxdb', 'INFLUX_TOKEN', 'token', (g) => `${g.b64url(86)}==`, {
    obs: true,
    label: 'InfluxDB',
    ns: 'influx',
    hdr: ['Authorization', 'Token '],
    api: 'https://us-east-1-1.aws.cloud2.influxdata.com/api/v2/write?org=acme&bucket=telemetry',
  }),
  P('victoriametrics', 'VM_BEARER_TOKEN', 'bearerToken', (g) => g.alnum(40), {
    obs: true,
    label: 'VictoriaMetrics',
    ns: 'vmagent',
  }),
  P('netdata', 'NETDATA_CLAIM_TOKEN', 'claimToken', (g) => g.b64url(135), {
    obs: true,
    label: 'Netdata',
  }),
  P('icinga', 'ICINGA_API_PASSWORD', 'apiPassword', (g) => g.hex(16), {
    obs: true,
    label: 'Icinga',
  }),
  P('checkmk', 'CHECKMK_AUTOMATION_SECRET', 'automationSecret', (g) => g.uppernum(32), {
    obs: true,
    label: 'Checkmk',
  }),
  P('sensu', 'SENSU_API_KEY', 'apiKey', (g) => g.uuid(), {
    obs: true,
    label: 'Sensu',
    hdr: ['Authorization', 'Key '],
    api: 'https://sensu-backend.ops.internal:8080/api/core/v2/namespaces/default/checks',
  }),
  P('graylog', 'GRAYLOG_API_TOKEN', 'apiToken', (g) => g.lowernum(52), {
    obs: true,
    label: 'Graylog',
  }),
  P('fluentd-forward', 'FLUENTD_SHARED_KEY', 'sharedKey', (g) => g.alnum(32), {
    obs: true,
    label: 'Fluentd',
    ns: 'fluentd',
  }),
  P('zenduty', 'ZENDUTY_API_KEY', 'apiKey', (g) => g.hex(40), {
    obs: true,
    label: 'Zenduty',
    hdr: ['Authorization', 'Token '],
    api: 'https://www.zenduty.com/api/account/teams/',
  }),
  P('ilert', 'ILERT_API_KEY', 'apiKey', (g) => `il1api${g.hex(40)}`, {
    obs: true,
    label: 'iLert',
    pre: 'il1api',
    hdr: ['Authorization', ''],
    api: 'https://api.ilert.com/api/alerts',
  }),
  P('updown', 'UPDOWN_API_KEY', 'apiKey', (g) => g.alnum(20), { obs: true, label: 'updown.io' }),
  P('statuscake', 'STATUSCAKE_API_TOKEN', 'apiToken', (g) => g.alnum(20), {
    obs: true,
    label: 'StatusCake',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://api.statuscake.com/v1/uptime',
  }),
  P('ohdear', 'OHDEAR_API_TOKEN', 'apiToken', (g) => g.alnum(40), {
    obs: true,
    label: 'Oh Dear',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://ohdear.app/api/monitors',
  }),
  P('uptime-kuma', 'UPTIME_KUMA_API_KEY', 'apiKey', (g) => `uk${1 + g.int(9)}_${g.b64url(40)}`, {
    obs: true,
    label: 'Uptime Kuma',
    ns: 'kuma',
    pre: 'uk',
  }),
  P('cachet', 'CACHET_API_TOKEN', 'apiToken', (g) => g.alnum(20), {
    obs: true,
    label: 'Cachet',
    hdr: ['X-Cachet-Token', ''],
    api: 'https://status.example.org/api/v1/incidents',
  }),
  P('hetrixtools', 'HETRIX_API_KEY', 'apiKey', (g) => g.hex(32), {
    obs: true,
    label: 'HetrixTools',
  }),
  P('azure-log-analytics', 'WORKSPACE_SHARED_KEY', 'sharedKey', (g) => g.bytesB64(64), {
    obs: true,
    label: 'Azure Log Analytics',
    ns: 'azureMonitor',
  }),
  P(
    'elastic-fleet',
    'FLEET_ENROLLMENT_TOKEN',
    'enrollmentToken',
    (g) => g.b64of(`${g.b64url(20)}:${g.b64url(22)}`),
    {
      obs: true,
      label: 'Elastic Fleet',
      ns: 'fleet',
    },
  ),
  P('pyroscope', 'PYROSCOPE_AUTH_TOKEN', 'authToken', (g) => `psx-${g.b64url(44)}`, {
    obs: true,
    label: 'Pyroscope',
    pre: 'psx-',
  }),
  P('insightops', 'R7_LOG_TOKEN', 'logToken', (g) => g.uuid(), {
    obs: true,
    label: 'Rapid7 InsightOps',
    ns: 'insightops',
  }),
  P(
    'solarwinds',
    'SW_APM_SERVICE_KEY',
    'serviceKey',
    (g) => `${g.b64url(71)}:${g.pick(['checkout-api', 'orders'])}`,
    {
      obs: true,
      label: 'SolarWinds Observability',
      ns: 'swo',
    },
  ),
  P('opslevel', 'OPSLEVEL_API_TOKEN', 'apiToken', (g) => g.alnum(36), {
    obs: true,
    label: 'OpsLevel',
    hdr: ['Authorization', 'Bearer '],
    api: 'https://app.opslevel.com/graphql',
  }),
  P('logflare', 'LOGFLARE_API_KEY', 'apiKey', (g) => g.b64url(12), {
    obs: true,
    label: 'Logflare',
    hdr: ['X-API-KEY', ''],
    api: 'https://api.logflare.app/logs?source=3f1c2a7e',
  }),
  P('openobserve', 'ZO_ROOT_USER_PASSWORD', 'rootPassword', (g) => g.alnum(20), {
    obs: true,
    label: 'OpenObserve',
    ns: 'openobserve',
  }),
  P('grafana-admin', 'GF_SECURITY_ADMIN_PASSWORD', 'adminPassword', (g) => g.b64url(24), {
    obs: true,
    label: 'Grafana',
    ns: 'grafana',
  }),
  P('alertmanager-smtp', 'ALERTMANAGER_SMTP_PASSWORD', 'smtpPassword', (g) => g.alnum(16), {
    obs: true,
    label: 'Alertmanager SMTP',
    ns: 'alertmanager',
  }),
  P('cloudwatch-agent', 'CW_AGENT_SECRET_ACCESS_KEY', 'secretAccessKey', (g) => g.b64(40), {
    obs: true,
    label: 'CloudWatch agent',
    ns: 'cloudwatch',
  }),
  P('datadog-synthetics', 'DATADOG_SYNTHETICS_ACCESS_SECRET', 'accessSecret', (g) => g.hex(64), {
    obs: true,
    label: 'Datadog Synthetics',
    ns: 'synthetics',
  }),
  P('kibana', 'KIBANA_ENCRYPTION_KEY', 'encryptionKey', (g) => g.hex(32), {
    obs: true,
    label: 'Kibana',
  }),
  P('jaeger-es', 'ES_PASSWORD', 'password', (g) => g.b64url(18), {
    obs: true,
    label: 'Jaeger storage',
    ns: 'jaeger',
  }),
  // ---- everything else ------------------------------------------------------------------
  P('aws', 'AWS_SECRET_ACCESS_KEY', 'secretAccessKey', (g) => g.b64(40), { label: 'AWS' }),
  P('gcp-api-key', 'GOOGLE_API_KEY', 'apiKey', (g) => `AIza${g.b64url(35)}`, {
    label: 'Google Cloud',
    ns: 'google',
    pre: 'AIza',
  }),
  P('azure-storage', 'AZURE_STORAGE_KEY', 'storageKey', (g) => g.bytesB64(64), {
    label: 'Azure Storage',
    ns: 'azure',
  }),
  P(
    'azure-ad',
    'AZURE_CLIENT_SECRET',
    'clientSecret',
    (g) =>
      `${g.alnum(3)}${g.int(10)}Q~${g.r.chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~', 34)}`,
    { label: 'Microsoft Entra ID', ns: 'azure' },
  ),
  P('github', 'GITHUB_TOKEN', 'token', (g) => `ghp_${g.alnum(36)}`, {
    label: 'GitHub',
    pre: 'ghp_',
  }),
  P('github-fine', 'GH_PAT', 'pat', (g) => `github_pat_11${g.uppernum(20)}_${g.alnum(59)}`, {
    label: 'GitHub',
    ns: 'github',
    pre: 'github_pat_',
  }),
  P('gitlab', 'GITLAB_TOKEN', 'token', (g) => `glpat-${g.b64url(20)}`, {
    label: 'GitLab',
    pre: 'glpat-',
  }),
];
