// Builders shared by the secrets-heldout32 provider-specific contexts.

import { CLUSTERS, SERVICES } from './values.mjs';

export const svc = (g) => g.pick(SERVICES);

export const otlp =
  (endpoint, header, prefix = '') =>
  (g, v) =>
    [
      'exporters:',
      `  otlp${endpoint.startsWith('http') ? 'http' : ''}/${g.pick(['vendor', 'backend', 'primary', 'saas'])}:`,
      `    endpoint: ${endpoint}`,
      '    headers:',
      `      ${header}: "${prefix}${v}"`,
      'service:',
      '  pipelines:',
      '    traces:',
      '      receivers: [otlp]',
      '      processors: [memory_limiter, batch]',
      `      exporters: [otlp${endpoint.startsWith('http') ? 'http' : ''}/vendor]`,
    ].join('\n');

export const remoteWrite = (url, auth) => (g, v) =>
  [
    'remote_write:',
    `  - url: ${url}`,
    ...auth(g, v),
    '    queue_config:',
    `      max_samples_per_send: ${g.pick(['1000', '2000', '5000'])}`,
  ].join('\n');

export const fluentBit = (name, lines) => (g, v) =>
  [
    '[OUTPUT]',
    `    Name        ${name}`,
    `    Match       ${g.pick(['*', 'kube.*', 'app.*'])}`,
    ...lines(g, v).map((l) => `    ${l}`),
  ].join('\n');

export const vector = (type, lines) => (g, v) =>
  [
    `[sinks.${g.pick(['out', 'vendor', 'logs_out', 'primary'])}]`,
    `type = "${type}"`,
    `inputs = ["${g.pick(['kubernetes_logs', 'parse_json', 'journald', 'remap_app'])}"]`,
    ...lines(g, v),
  ].join('\n');

export const tf = (provider, attrs) => (g, v) =>
  [`provider "${provider}" {`, ...attrs(g, v).map((l) => `  ${l}`), '}'].join('\n');

export const helmSet = (release, chart, path) => (g, v) =>
  [
    `helm upgrade --install ${release} ${chart} \\`,
    `  --namespace ${g.pick(['observability', 'monitoring', 'logging'])} --create-namespace \\`,
    `  --set ${path}=${v} \\`,
    `  --set ${g.pick(['clusterName', 'global.cluster', 'cluster.name'])}=${g.pick(CLUSTERS)}`,
  ].join('\n');

export const dsProv = (type, url, json, secure) => (g, v) =>
  [
    'apiVersion: 1',
    'datasources:',
    `  - name: ${g.pick(['Logs', 'Metrics', 'Prod', 'Traces'])}`,
    `    type: ${type}`,
    `    url: ${url}`,
    ...json.map((l) => `    ${l}`),
    '    secureJsonData:',
    `      ${secure}: ${v}`,
  ].join('\n');

export const am = (lines) => (g, v) =>
  [
    'receivers:',
    `  - name: ${g.pick(['oncall-primary', 'sre-pager', 'payments-critical', 'platform'])}`,
    ...lines(g, v).map((l) => `    ${l}`),
    'route:',
    `  receiver: oncall-primary`,
    `  group_by: [alertname, cluster]`,
  ].join('\n');
