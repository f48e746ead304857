// Positive templates of the held-out (7) secrets set: monitoring and logging agent configs.

const lines = (...parts) => parts.flat().join('\n');

function datadogYaml(c) {
  const key = c.v.hex(32);
  const text = lines(
    '## /etc/datadog-agent/datadog.yaml',
    `api_key: ${key}`,
    `site: ${c.r.pick(['datadoghq.eu', 'us5.datadoghq.com', 'datadoghq.com'])}`,
    `hostname: ${c.f.app()}-${c.r.int(20) + 1}`,
    'logs_enabled: true',
    'apm_config:',
    '  enabled: true',
    `tags: ["env:${c.f.env()}", "team:${c.f.app()}"]`,
  );
  return { provider: 'datadog', rule: 'datadog-agent-yaml', text, secrets: [key] };
}

function newrelicYml(c) {
  const key = `${c.v.hex(36)}NRAL`;
  const text = lines(
    'common: &default_settings',
    `  license_key: '${key}'`,
    `  app_name: ${c.f.app()} (${c.f.env()})`,
    '  distributed_tracing:',
    '    enabled: true',
    '',
    'production:',
    '  <<: *default_settings',
  );
  return { provider: 'new-relic', rule: 'newrelic-yml', text, secrets: [key] };
}

function filebeatCloud(c) {
  const pass = c.v.alnum(24);
  const text = lines(
    'filebeat.inputs:',
    '  - type: filestream',
    `    paths: ["/var/log/${c.f.app()}/*.log"]`,
    `cloud.id: "${c.f.app()}-${c.f.env()}:ZXUtd2VzdC0xLmF3cy5mb3VuZC5pbyQ${c.v.b64u(40)}"`,
    `cloud.auth: "elastic:${pass}"`,
  );
  return { provider: 'elastic-cloud', rule: 'filebeat-cloud-auth', text, secrets: [pass] };
}

function promRemoteWrite(c) {
  const token = `glc_${c.v.b64(120)}=`;
  const text = lines(
    'remote_write:',
    `  - url: https://prometheus-prod-${c.r.int(30) + 1}-prod-eu-west-2.grafana.net/api/prom/push`,
    '    basic_auth:',
    `      username: ${c.v.digits(7)}`,
    `      password: ${token}`,
    '    queue_config:',
    '      max_samples_per_send: 2000',
  );
  return { provider: 'grafana-cloud', rule: 'prometheus-remote-write', text, secrets: [token] };
}

function fluentBit(c) {
  const pass = c.v.password(22).replace(/[#%]/g, 'q');
  const text = lines(
    '[OUTPUT]',
    '    Name        http',
    '    Match       kube.*',
    `    Host        logs.${c.f.app()}.acme.io`,
    '    Port        443',
    '    tls         On',
    `    HTTP_User   ${c.f.user()}`,
    `    HTTP_Passwd ${pass}`,
  );
  return { provider: 'internal-log-ingest', rule: 'fluent-bit-output', text, secrets: [pass] };
}

function telegraf(c) {
  const token = `${c.v.b64u(86)}==`;
  const text = lines(
    '[[outputs.influxdb_v2]]',
    '  urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]',
    `  token = "${token}"`,
    `  organization = "${c.f.app()}"`,
    '  bucket = "telegraf"',
  );
  return { provider: 'influxdb', rule: 'telegraf-influx', text, secrets: [token] };
}

function zabbixPsk(c) {
  const psk = c.v.hex(64);
  const text = lines(
    `$ cat /etc/zabbix/zabbix_agent2.psk`,
    psk,
    '$ grep ^TLS /etc/zabbix/zabbix_agent2.conf',
    'TLSConnect=psk',
    `TLSPSKIdentity=${c.f.app()}-agent`,
    'TLSPSKFile=/etc/zabbix/zabbix_agent2.psk',
  );
  return { provider: 'zabbix', rule: 'zabbix-psk', text, secrets: [psk] };
}

function sentryProps(c) {
  const token = `sntrys_eyJ${c.v.b64u(150)}_${c.v.b64u(43)}`;
  const text = lines(
    'defaults.url=https://sentry.io/',
    `defaults.org=${c.f.app()}-inc`,
    `defaults.project=${c.f.app()}-android`,
    `auth.token=${token}`,
  );
  return { provider: 'sentry', rule: 'sentry-properties', text, secrets: [token] };
}

export const AGENT_TEMPLATES = [
  datadogYaml,
  newrelicYml,
  filebeatCloud,
  promRemoteWrite,
  fluentBit,
  telegraf,
  zabbixPsk,
  sentryProps,
];
