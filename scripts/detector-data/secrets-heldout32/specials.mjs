// Provider-specific contexts for secrets-heldout32: collector, agent, alerting and dashboards-as-
// code configs where each tool really expects its credential, plus connection strings and key
// files. Each maker returns text, or { text, secrets } when more than one value is secret.

import { am, fluentBit, otlp, remoteWrite, svc, vector } from './specials-kit.mjs';
import { SPECIALS_MORE } from './specials-more.mjs';

export const SPECIALS = {
  'otel-collector-exporter': {
    honeycomb: otlp('api.honeycomb.io:443', 'x-honeycomb-team'),
    'honeycomb-ingest': otlp('api.eu1.honeycomb.io:443', 'x-honeycomb-team'),
    lightstep: otlp('ingest.lightstep.com:443', 'lightstep-access-token'),
    newrelic: otlp('https://otlp.eu01.nr-data.net', 'api-key'),
    dynatrace: otlp(
      'https://abc12345.live.dynatrace.com/api/v2/otlp',
      'Authorization',
      'Api-Token ',
    ),
    coralogix: otlp('ingress.eu2.coralogix.com:443', 'Authorization', 'Bearer '),
    axiom: otlp('https://api.axiom.co', 'authorization', 'Bearer '),
    signoz: otlp('ingest.in.signoz.cloud:443', 'signoz-ingestion-key'),
    'splunk-o11y': otlp('https://ingest.us1.signalfx.com/v2/trace/otlp', 'X-SF-Token'),
    'elastic-apm': otlp(
      'https://apm-7f3a.apm.us-east-1.aws.cloud.es.io:443',
      'Authorization',
      'Bearer ',
    ),
    hyperdx: otlp('https://in-otel.hyperdx.io', 'authorization'),
    chronosphere: otlp('acme.chronosphere.io:443', 'API-Token'),
    betterstack: otlp('https://in-otel.logs.betterstack.com', 'Authorization', 'Bearer '),
    logzio: otlp('https://otlp-listener.logz.io', 'Authorization', 'Bearer '),
    instana: otlp('otlp-orange-saas.instana.io:4317', 'x-instana-key'),
    uptrace: otlp('otlp.uptrace.dev:4317', 'uptrace-dsn', 'https://'),
    'grafana-cloud': (g, v) =>
      [
        'extensions:',
        '  basicauth/grafana_cloud:',
        '    client_auth:',
        `      username: "${g.digits(6)}"`,
        `      password: "${v}"`,
        'exporters:',
        '  otlphttp/grafana_cloud:',
        `    endpoint: https://otlp-gateway-${g.pick(['prod-us-east-0', 'prod-eu-west-2'])}.grafana.net/otlp`,
        '    auth:',
        '      authenticator: basicauth/grafana_cloud',
      ].join('\n'),
    datadog: (g, v) =>
      [
        'exporters:',
        '  datadog:',
        '    api:',
        `      site: ${g.pick(['datadoghq.com', 'datadoghq.eu', 'us3.datadoghq.com'])}`,
        `      key: ${v}`,
        '    traces:',
        '      span_name_as_resource_name: true',
      ].join('\n'),
    'splunk-hec': (g, v) =>
      [
        'exporters:',
        '  splunk_hec:',
        `    token: "${v}"`,
        '    endpoint: "https://splunk-hec.corp.example.com:8088/services/collector"',
        `    source: "otel"`,
        `    index: "${g.pick(['k8s_logs', 'main', 'apps'])}"`,
        '    tls:',
        '      insecure_skip_verify: false',
      ].join('\n'),
  },
  'prometheus-remote-write': {
    'grafana-cloud': remoteWrite(
      'https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push',
      (g, v) => ['    basic_auth:', `      username: ${g.digits(7)}`, `      password: ${v}`],
    ),
    newrelic: remoteWrite(
      'https://metric-api.newrelic.com/prometheus/v1/write?prometheus_server=eks-prod',
      (g, v) => ['    authorization:', `      credentials: ${v}`],
    ),
    chronosphere: remoteWrite('https://acme.chronosphere.io/data/prom/api/v1/write', (g, v) => [
      `    bearer_token: ${v}`,
    ]),
    victoriametrics: remoteWrite('https://vm.metrics.example.net/api/v1/write', (g, v) => [
      `    bearer_token: "${v}"`,
    ]),
    logzio: remoteWrite('https://listener.logz.io:8053', (g, v) => [
      '    authorization:',
      `      credentials: ${v}`,
    ]),
    coralogix: remoteWrite('https://ingress.eu2.coralogix.com/prometheus/v1', (g, v) => [
      '    authorization:',
      `      credentials: "${v}"`,
    ]),
    'grafana-sa': remoteWrite('https://mimir.internal.example.com/api/v1/push', (g, v) => [
      `    bearer_token: ${v}`,
      '    headers:',
      `      X-Scope-OrgID: ${g.pick(['tenant-a', 'platform', 'prod'])}`,
    ]),
    'splunk-o11y': remoteWrite('https://ingest.us1.signalfx.com/v1/prometheus', (g, v) => [
      '    headers:',
      `      X-SF-Token: ${v}`,
    ]),
  },
  'alertmanager-receiver': {
    pagerduty: am((g, v) => [
      'pagerduty_configs:',
      `  - routing_key: ${v}`,
      `    severity: ${g.pick(['critical', 'error'])}`,
      '    send_resolved: true',
    ]),
    'slack-webhook': am((g, v) => [
      'slack_configs:',
      `  - api_url: ${v}`,
      `    channel: "${g.pick(['#alerts-prod', '#sre-pages', '#payments-oncall'])}"`,
      '    send_resolved: true',
    ]),
    opsgenie: am((g, v) => [
      'opsgenie_configs:',
      `  - api_key: ${v}`,
      '    api_url: https://api.eu.opsgenie.com/',
      `    priority: "P${1 + g.int(3)}"`,
    ]),
    'splunk-oncall': am((g, v) => [
      'victorops_configs:',
      `  - api_key: ${v}`,
      `    routing_key: ${g.pick(['sre', 'payments', 'platform-db'])}`,
    ]),
    'telegram-bot': am((g, v) => [
      'telegram_configs:',
      `  - bot_token: ${v}`,
      `    chat_id: -100${g.digits(10)}`,
      '    parse_mode: HTML',
    ]),
    'discord-webhook': am((g, v) => ['discord_configs:', `  - webhook_url: ${v}`]),
    'msteams-webhook': am((g, v) => ['msteams_configs:', `  - webhook_url: '${v}'`]),
    'alertmanager-smtp': (g, v) =>
      [
        'global:',
        `  smtp_smarthost: '${g.pick(['smtp.sendgrid.net:587', 'email-smtp.us-east-1.amazonaws.com:587', 'smtp.office365.com:587'])}'`,
        "  smtp_from: 'alertmanager@example.com'",
        "  smtp_auth_username: 'alerts@example.com'",
        `  smtp_auth_password: '${v}'`,
        '  resolve_timeout: 5m',
      ].join('\n'),
    sendgrid: (g, v) =>
      [
        'global:',
        "  smtp_smarthost: 'smtp.sendgrid.net:587'",
        "  smtp_from: 'alerts@example.com'",
        "  smtp_auth_username: 'apikey'",
        `  smtp_auth_password: '${v}'`,
      ].join('\n'),
  },
  'fluent-bit-output': {
    datadog: fluentBit('datadog', (g, v) => [
      'Host        http-intake.logs.datadoghq.com',
      'TLS         on',
      `apikey      ${v}`,
      `dd_service  ${svc(g)}`,
    ]),
    newrelic: fluentBit('nrlogs', (g, v) => [
      `licenseKey  ${v}`,
      'base_uri    https://log-api.eu.newrelic.com/log/v1',
    ]),
    'splunk-hec': fluentBit('splunk', (g, v) => [
      'Host        splunk-hec.corp.example.com',
      'Port        8088',
      `Splunk_Token ${v}`,
      'TLS         On',
    ]),
    logzio: fluentBit('logzio', (g, v) => [
      `logzio_token ${v}`,
      'logzio_url  https://listener.logz.io:8071',
    ]),
    mezmo: fluentBit('http', (g, v) => [
      'Host        logs.mezmo.com',
      'URI         /logs/ingest?hostname=${HOSTNAME}',
      `http_User   ${v}`,
      'Format      json_lines',
    ]),
    elasticsearch: fluentBit('es', (g, v) => [
      'Host        logs-prod.es.eu-west-1.aws.found.io',
      'Port        9243',
      'HTTP_User   elastic',
      `HTTP_Passwd ${v}`,
      'tls         On',
    ]),
    'grafana-cloud': fluentBit('loki', (g, v) => [
      'host        logs-prod-012.grafana.net',
      'port        443',
      `http_user   ${g.digits(6)}`,
      `http_passwd ${v}`,
      'tls         on',
    ]),
    'azure-log-analytics': fluentBit('azure', (g, v) => [
      `Customer_ID ${g.uuid()}`,
      `Shared_Key  ${v}`,
      'Log_Type    kube_logs',
    ]),
    betterstack: fluentBit('http', (g, v) => [
      'Host        in.logs.betterstack.com',
      'Port        443',
      `Header      Authorization Bearer ${v}`,
      'Format      json',
      'tls         On',
    ]),
    sematext: fluentBit('es', (g, v) => [
      'Host        logsene-receiver.sematext.com',
      'Port        443',
      `Index       ${v}`,
      'tls         On',
    ]),
    axiom: fluentBit('http', (g, v) => [
      'Host        api.axiom.co',
      'URI         /v1/datasets/fluentbit/ingest',
      `Header      Authorization Bearer ${v}`,
      'tls         On',
    ]),
  },
  'vector-sink': {
    datadog: vector('datadog_logs', (g, v) => [
      `default_api_key = "${v}"`,
      'site = "datadoghq.eu"',
    ]),
    honeycomb: vector('honeycomb', (g, v) => [`api_key = "${v}"`, `dataset = "${svc(g)}"`]),
    axiom: vector('axiom', (g, v) => [
      `token = "${v}"`,
      'dataset = "vector"',
      'org_id = "acme-x1y2"',
    ]),
    'splunk-hec': vector('splunk_hec_logs', (g, v) => [
      'endpoint = "https://splunk-hec.corp.example.com:8088"',
      `default_token = "${v}"`,
      'encoding.codec = "json"',
    ]),
    newrelic: vector('new_relic', (g, v) => [
      `license_key = "${v}"`,
      'account_id = "3141592"',
      'api = "logs"',
    ]),
    mezmo: vector('mezmo', (g, v) => [`api_key = "${v}"`, 'hostname = "{{ host }}"']),
    elasticsearch: vector('elasticsearch', (g, v) => [
      'endpoints = ["https://es.logging.svc:9200"]',
      'auth.strategy = "basic"',
      'auth.user = "vector_writer"',
      `auth.password = "${v}"`,
    ]),
    'grafana-cloud': vector('loki', (g, v) => [
      'endpoint = "https://logs-prod-eu-west-0.grafana.net"',
      'auth.strategy = "basic"',
      `auth.user = "${g.digits(6)}"`,
      `auth.password = "${v}"`,
    ]),
    sematext: vector('elasticsearch', (g, v) => [
      'endpoints = ["https://logsene-receiver.sematext.com"]',
      `bulk.index = "${v}"`,
    ]),
    betterstack: vector('http', (g, v) => [
      'uri = "https://in.logs.betterstack.com/"',
      'encoding.codec = "json"',
      'auth.strategy = "bearer"',
      `auth.token = "${v}"`,
    ]),
    'datadog-app': vector('datadog_metrics', (g, v) => [`default_api_key = "${v}"`]),
  },
  ...SPECIALS_MORE,
};
