// More provider-specific contexts for secrets-heldout32 (see specials.mjs).

import { ENVS } from './values.mjs';

import { dsProv, helmSet, svc, tf } from './specials-kit.mjs';
export const SPECIALS_MORE = {
  'grafana-datasource-provisioning': {
    elasticsearch: dsProv(
      'elasticsearch',
      'https://es.logging.svc:9200',
      ['basicAuth: true', 'basicAuthUser: grafana_reader', 'jsonData:', "  index: 'logs-*'"],
      'basicAuthPassword',
    ),
    'grafana-cloud': dsProv(
      'prometheus',
      'https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom',
      ['basicAuth: true', 'basicAuthUser: 1184422'],
      'basicAuthPassword',
    ),
    influxdb: dsProv(
      'influxdb',
      'https://us-east-1-1.aws.cloud2.influxdata.com',
      ['jsonData:', '  version: Flux', '  organization: acme', '  defaultBucket: telemetry'],
      'token',
    ),
    datadog: dsProv(
      'grafana-datadog-datasource',
      'https://api.datadoghq.com',
      ['jsonData:', '  site: datadoghq.com'],
      'apiKey',
    ),
    'datadog-app': dsProv(
      'grafana-datadog-datasource',
      'https://api.datadoghq.com',
      ['jsonData:', '  site: datadoghq.com'],
      'appKey',
    ),
    'sentry-user': dsProv(
      'grafana-sentry-datasource',
      'https://sentry.io',
      ['jsonData:', '  orgSlug: acme'],
      'authToken',
    ),
    zabbix: dsProv(
      'alexanderzobnin-zabbix-datasource',
      'https://zabbix.ops.example.net/api_jsonrpc.php',
      ['jsonData:', '  authType: token'],
      'apiToken',
    ),
    'splunk-o11y': dsProv(
      'grafana-splunk-monitoring-datasource',
      'https://api.us1.signalfx.com',
      [],
      'accessToken',
    ),
    'jaeger-es': dsProv(
      'elasticsearch',
      'https://jaeger-es.tracing.svc:9200',
      ['basicAuth: true', 'basicAuthUser: jaeger'],
      'basicAuthPassword',
    ),
    timescale: dsProv(
      'postgres',
      'tsdb.prod.internal:5432',
      ['user: grafana', 'jsonData:', '  database: metrics', '  sslmode: require'],
      'password',
    ),
  },
  'terraform-provider': {
    datadog: (g, v) => {
      const app = g.hex(40);
      return {
        text: tf('datadog', () => [
          `api_key = "${v}"`,
          `app_key = "${app}"`,
          'api_url = "https://api.datadoghq.eu/"',
        ])(g, v),
        secrets: [v, app],
      };
    },
    'newrelic-user': tf('newrelic', (g, v) => [
      `account_id = ${g.digits(7)}`,
      `api_key    = "${v}"`,
      'region     = "EU"',
    ]),
    'pagerduty-api': tf('pagerduty', (g, v) => [`token = "${v}"`]),
    'grafana-sa': tf('grafana', (g, v) => ['url  = "https://acme.grafana.net"', `auth = "${v}"`]),
    opsgenie: tf('opsgenie', (g, v) => [`api_key = "${v}"`, 'api_url = "api.eu.opsgenie.com"']),
    honeycomb: tf('honeycombio', (g, v) => [`api_key = "${v}"`]),
    'sentry-user': tf('sentry', (g, v) => [
      `token    = "${v}"`,
      'base_url = "https://sentry.io/api/"',
    ]),
    checkly: tf('checkly', (g, v) => [`api_key    = "${v}"`, `account_id = "${g.uuid()}"`]),
    'betterstack-uptime': tf('betteruptime', (g, v) => [`api_token = "${v}"`]),
    dynatrace: tf('dynatrace', (g, v) => [
      'dt_env_url   = "https://abc12345.live.dynatrace.com"',
      `dt_api_token = "${v}"`,
    ]),
    'logzio-api': tf('logzio', (g, v) => [`api_token = "${v}"`, 'region    = "eu"']),
    sumologic: tf('sumologic', (g, v) => [
      `access_id   = "su${g.alnum(12)}"`,
      `access_key  = "${v}"`,
      'environment = "us2"',
    ]),
    'grafana-cloud': tf('grafana', (g, v) => [`cloud_access_policy_token = "${v}"`]),
    'splunk-oncall': tf('victorops', (g, v) => [`api_id  = "${g.hex(8)}"`, `api_key = "${v}"`]),
    pingdom: tf('pingdom', (g, v) => [`api_token = "${v}"`]),
    'splunk-o11y': tf('signalfx', (g, v) => [
      `auth_token = "${v}"`,
      'api_url    = "https://api.us1.signalfx.com"',
    ]),
    statuspage: tf('statuspage', (g, v) => [`api_key = "${v}"`]),
    rootly: tf('rootly', (g, v) => [`api_token = "${v}"`]),
    firehydrant: tf('firehydrant', (g, v) => [`api_key = "${v}"`]),
    incidentio: tf('incident', (g, v) => [`api_key = "${v}"`]),
    cloudflare: tf('cloudflare', (g, v) => [`api_token = "${v}"`]),
    'newrelic-insert': tf('newrelic', (g, v) => [
      `account_id = ${g.digits(7)}`,
      `insert_key = "${v}"`,
    ]),
  },
  'helm-set-flag': {
    datadog: helmSet('datadog-agent', 'datadog/datadog', 'datadog.apiKey'),
    'datadog-app': helmSet('datadog-agent', 'datadog/datadog', 'datadog.appKey'),
    newrelic: helmSet('newrelic-bundle', 'newrelic/nri-bundle', 'global.licenseKey'),
    dynatrace: helmSet(
      'dynatrace-operator',
      'oci://public.ecr.aws/dynatrace/dynatrace-operator',
      'apiToken',
    ),
    sumologic: helmSet('collection', 'sumologic/sumologic', 'sumologic.accessKey'),
    logzio: helmSet('logzio-monitoring', 'logzio-helm/logzio-monitoring', 'global.logzioLogsToken'),
    'splunk-hec': helmSet(
      'splunk-otel-collector',
      'splunk-otel-collector-chart/splunk-otel-collector',
      'splunkPlatform.token',
    ),
    'splunk-o11y': helmSet(
      'splunk-otel-collector',
      'splunk-otel-collector-chart/splunk-otel-collector',
      'splunkObservability.accessToken',
    ),
    instana: helmSet('instana-agent', 'instana/instana-agent', 'agent.key'),
    'grafana-cloud': helmSet(
      'grafana-k8s-monitoring',
      'grafana/k8s-monitoring',
      'externalServices.prometheus.basicAuth.password',
    ),
    lumigo: helmSet('lumigo', 'lumigo/lumigo-operator', 'lumigoToken.value'),
    mezmo: helmSet('logdna-agent', 'logdna/agent', 'logdna.key'),
    netdata: helmSet('netdata', 'netdata/netdata', 'parent.claiming.token'),
    coralogix: helmSet(
      'otel-coralogix-integration',
      'coralogix/otel-integration',
      'global.privateKey',
    ),
    'honeycomb-ingest': helmSet(
      'opentelemetry-collector',
      'honeycomb/opentelemetry-collector',
      'honeycomb.apiKey',
    ),
    appdynamics: helmSet(
      'appd-cluster-agent',
      'appdynamics-charts/cluster-agent',
      'controllerInfo.accessKey',
    ),
    'grafana-admin': helmSet('grafana', 'grafana/grafana', 'adminPassword'),
    'elastic-fleet': helmSet('elastic-agent', 'elastic/elastic-agent', 'agent.fleet.token'),
    site24x7: helmSet('site24x7-agent', 'site24x7/site24x7-agent', 'site24x7.deviceKey'),
  },
  'agent-config-file': {
    datadog: (g, v) =>
      [
        '# /etc/datadog-agent/datadog.yaml',
        `api_key: ${v}`,
        `site: ${g.pick(['datadoghq.com', 'datadoghq.eu', 'us5.datadoghq.com'])}`,
        'logs_enabled: true',
        'apm_config:',
        '  enabled: true',
        `tags:\n  - env:${g.pick(ENVS)}`,
      ].join('\n'),
    newrelic: (g, v) =>
      g
        .pick([
          [
            '# newrelic.yml',
            'common: &default_settings',
            `  license_key: '${v}'`,
            `  app_name: ${svc(g)}`,
            '  distributed_tracing:',
            '    enabled: true',
          ],
          [
            '; newrelic.ini',
            '[newrelic]',
            `license_key = ${v}`,
            `app_name = ${svc(g)}`,
            'monitor_mode = true',
          ],
          [
            "'use strict'",
            '// newrelic.js',
            'exports.config = {',
            `  app_name: ['${svc(g)}'],`,
            `  license_key: '${v}',`,
            "  logging: { level: 'info' },",
            '}',
          ],
        ])
        .join('\n'),
    'elastic-apm': (g, v) =>
      [
        '# elasticapm.properties',
        `service_name=${svc(g)}`,
        'server_url=https://apm-7f3a.apm.us-east-1.aws.cloud.es.io:443',
        `secret_token=${v}`,
        'application_packages=com.acme',
      ].join('\n'),
    'sentry-user': (g, v) =>
      [
        '# ~/.sentryclirc',
        '[auth]',
        `token=${v}`,
        '',
        '[defaults]',
        'org=acme',
        `project=${svc(g)}`,
      ].join('\n'),
    sentry: (g, v) =>
      [
        '# sentry.properties',
        'defaults.url=https://sentry.io/',
        'defaults.org=acme',
        `defaults.project=${svc(g)}`,
        `auth.token=${v}`,
      ].join('\n'),
    honeybadger: (g, v) =>
      [
        '# config/honeybadger.yml',
        '---',
        `api_key: "${v}"`,
        'env: production',
        'insights:',
        '  enabled: true',
      ].join('\n'),
    appdynamics: (g, v) =>
      [
        '<controller-info>',
        '    <controller-host>acme.saas.appdynamics.com</controller-host>',
        '    <controller-port>443</controller-port>',
        '    <controller-ssl-enabled>true</controller-ssl-enabled>',
        '    <account-name>acme</account-name>',
        `    <account-access-key>${v}</account-access-key>`,
        `    <application-name>${svc(g)}</application-name>`,
        '</controller-info>',
      ].join('\n'),
    scalyr: (g, v) =>
      JSON.stringify(
        {
          api_key: v,
          server_attributes: { serverHost: 'web-01' },
          logs: [{ path: '/var/log/app/*.log', attributes: { parser: 'json' } }],
        },
        null,
        2,
      ),
    netdata: (g, v) =>
      [
        '# /var/lib/netdata/cloud.d/claim.conf',
        '[global]',
        '    url = https://app.netdata.cloud',
        `    token = ${v}`,
        `    rooms = ${g.uuid()}`,
      ].join('\n'),
    rollbar: (g, v) =>
      [
        '# config/initializers/rollbar.rb',
        'Rollbar.configure do |config|',
        `  config.access_token = '${v}'`,
        "  config.environment = ENV['RAILS_ENV']",
        'end',
      ].join('\n'),
    'azure-log-analytics': (g, v) =>
      [
        '# /etc/opt/microsoft/omsagent/conf/omsadmin.conf',
        `WORKSPACE_ID=${g.uuid()}`,
        `SHARED_KEY=${v}`,
        'AZURE_RESOURCE_ID=',
      ].join('\n'),
    site24x7: (g, v) =>
      [
        '# /opt/site24x7/monagent/conf/monagent.cfg',
        '[AGENT_INFO]',
        `customer_id = ${v}`,
        'server_name = web-01',
      ].join('\n'),
    zabbix: (g, v) =>
      [
        '# /etc/zabbix/zabbix_agent2.d/plugins.d/custom.conf',
        `Plugins.Custom.Token=${v}`,
        'Plugins.Custom.Timeout=5',
      ].join('\n'),
    checkmk: (g, v) =>
      ['# ~/.config/checkmk/automation', `site=mysite`, `user=automation`, `secret=${v}`].join(
        '\n',
      ),
    icinga: (g, v) =>
      [
        'object ApiUser "dashing" {',
        `  password = "${v}"`,
        '  permissions = [ "status/query", "objects/query/*" ]',
        '}',
      ].join('\n'),
    graylog: (g, v) =>
      [
        '# graylog-sidecar.yml',
        'server_url: "https://graylog.ops.example.net/api/"',
        `server_api_token: "${v}"`,
        'node_name: "web-01"',
        'update_interval: 10',
      ].join('\n'),
    'fluentd-forward': (g, v) =>
      [
        '<match **>',
        '  @type forward',
        '  <security>',
        '    self_hostname web-01',
        `    shared_key ${v}`,
        '  </security>',
        '  <server>',
        '    host aggregator.logging.svc',
        '  </server>',
        '</match>',
      ].join('\n'),
    'cloudwatch-agent': (g, v) => {
      const id = `AKIA${g.uppernum(16)}`;
      const text = [
        '# /root/.aws/credentials (amazon-cloudwatch-agent)',
        '[AmazonCloudWatchAgent]',
        `aws_access_key_id = ${id}`,
        `aws_secret_access_key = ${v}`,
        'region = us-east-1',
      ].join('\n');
      return { text, secrets: [id, v] };
    },
    'datadog-synthetics': (g, v) => {
      const accessKey = g.hex(32);
      const config = {
        datadogSite: 'datadoghq.eu',
        id: `${g.lowernum(3)}-${g.lowernum(3)}-${g.lowernum(3)}`,
        site: 'datadoghq.eu',
        accessKey,
        secretAccessKey: v,
      };
      return { text: JSON.stringify(config, null, 2), secrets: [accessKey, v] };
    },
  },
};
