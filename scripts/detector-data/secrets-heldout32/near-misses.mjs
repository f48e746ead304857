// Near misses for secrets-heldout32: credential-shaped values a scanner should still not report:
// masked or redacted, truncated, obviously dummy, shown revoked, or a key name with no value.

import { CLUSTERS, PEOPLE } from './values.mjs';

/** Value transforms over a generated credential; each returns the shown value. */
export const NEAR_TRANSFORMS = [
  {
    name: 'masked',
    apply: (g, p, v) => {
      const keep = p.pre.length;
      const star = g.pick(['*', '•', 'x']);
      return v.slice(0, keep) + star.repeat(Math.max(8, v.length - keep - 4)) + v.slice(-4);
    },
  },
  {
    name: 'redacted',
    apply: (g) =>
      g.pick(['[REDACTED]', '<redacted>', '********', '[FILTERED]', '***REMOVED***', '<hidden>']),
  },
  {
    name: 'truncated',
    apply: (g, p, v) =>
      v.slice(0, p.pre.length + 4 + g.int(3)) + g.pick(['...', '…', '…(truncated)']),
  },
  {
    name: 'dummy',
    apply: (g, p, v) => {
      const rest = v.length - p.pre.length;
      const fill = g.pick(['X', 'x', '0', 'a', '1234567890abcdef', 'deadbeef', 'EXAMPLE']);
      return p.pre + fill.repeat(Math.ceil(rest / fill.length)).slice(0, rest);
    },
  },
  { name: 'empty', apply: () => '' },
];

export const EMPTY_OK = new Set([
  'dotenv-file',
  'helm-values',
  'k8s-secret-manifest',
  'compose-environment',
  'json-config',
  'toml-config',
  'ini-config',
  'xml-config',
  'terraform-tfvars',
  'dockerfile-env',
  'java-properties',
  'github-actions-env',
  'ansible-vars',
  'csharp-appsettings',
  'php-config-array',
]);

const N = (provider, rule, text) => ({ provider, rule, text });

/** Standalone near misses: tool output that shows only part of a key, and revoked keys. */
export const NEAR_MISSES = [
  (g) =>
    N(
      'datadog',
      'agent-status-output',
      `$ sudo datadog-agent status\n==============\nAgent (v7.${50 + g.int(5)}.1)\n==============\n  Status date: 2024-05-0${1 + g.int(9)} 10:12:44 UTC\n  Hostname: ip-10-0-${g.int(255)}-${g.int(255)}.ec2.internal\n\n  API Keys status\n  ===============\n    API key ending with ${g.hex(5)}: API Key valid`,
    ),
  (g) =>
    N(
      'grafana-sa',
      'cli-listing',
      `$ grafana-cli sa tokens list ${g.pick(['ci-bot', 'alloy', 'dashboards-sync'])}\nID   NAME          PREFIX        EXPIRES      LAST USED\n${g.int(90)}   ${g.pick(['deploy', 'sync', 'ci'])}-token  glsa_${g.alnum(6)}  2025-01-31   2h ago`,
    ),
  (g) =>
    N(
      'github',
      'cli-listing',
      `$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account ${g.pick(PEOPLE)}-sre (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_${'*'.repeat(36)}\n  - Token scopes: 'gist', 'read:org', 'repo'`,
    ),
  (g) =>
    N(
      'newrelic-user',
      'cli-listing',
      `$ newrelic profile list\nName      Region  API key                            Account ID  License key\ndefault   US      NRAK-${g.uppernum(4)}${'*'.repeat(23)}   ${g.digits(7)}     ${'*'.repeat(36)}NRAL`,
    ),
  (g) =>
    N(
      'pagerduty-api',
      'ui-text',
      `API Access Keys\n\n  Description: terraform-${g.pick(CLUSTERS)}\n  Key: u+${g.b64url(3)}•••••••••••••••\n  Created by ${g.pick(PEOPLE)} · Read-only: No\n  [Remove]`,
    ),
  (g) => {
    const v = `dt0c01.${g.uppernum(24)}.${g.uppernum(64)}`;
    return N(
      'dynatrace',
      'postmortem-revoked',
      `### Timeline (UTC)\n- 14:02 token pasted in #incident-${g.digits(4)}: \`${v.slice(0, 14)}…\`\n- 14:05 token **revoked** in Access tokens; new token issued and stored in Vault\n- 14:20 confirmed ingest healthy with the new token`,
    );
  },
  (g) => {
    const v = `glsa_${g.alnum(32)}_${g.hex(8)}`;
    return N(
      'grafana-sa',
      'postmortem-revoked',
      `Incident ${g.digits(4)} follow-up: the service account token below was committed in dashboards-as-code and has been REVOKED (Grafana audit log confirms deletion ${g.pick(['2024-03-11', '2024-06-02', '2024-09-18'])}). Kept here for the record only:\n\n    ${v}  (revoked, returns 401)`,
    );
  },
  (g) => {
    const v = `${g.hex(32)}`;
    return N(
      'datadog',
      'postmortem-revoked',
      `## Leaked key remediation\n| key (revoked) | revoked at | by |\n|---|---|---|\n| \`${v.slice(0, 6)}…${v.slice(-4)}\` | ${g.pick(['2024-04-02 09:14', '2024-07-21 18:40'])} UTC | ${g.pick(PEOPLE)} |`,
    );
  },
  (g) =>
    N(
      'sentry',
      'debug-log',
      `${g.pick(['INFO', 'DEBUG'])} sentry-cli: using auth token sntrys_eyJ…${g.alnum(4)} (from SENTRY_AUTH_TOKEN)\n> Found 42 release files\n> Uploading source maps for release ${g.hex(12)}`,
    ),
  () =>
    N(
      'honeycomb',
      'debug-log',
      `otelcol: exporter=otlp/honeycomb header x-honeycomb-team=<redacted, ${22} chars> endpoint=api.honeycomb.io:443 status=ok`,
    ),
  (g) =>
    N(
      'splunk-hec',
      'debug-log',
      `${g.pick(['WARN', 'ERROR'])} splunk_hec exporter: HTTP 403 "Invalid token" token=****-****-****-****-${g.hex(12).slice(0, 4)}********`,
    ),
  (g) =>
    N(
      'opsgenie',
      'chat-message',
      `${g.pick(PEOPLE)}: rotated the Opsgenie integration key for ${g.pick(CLUSTERS)}, new one is in vault under ops/opsgenie (ends in ${g.hex(4)}). old one is dead.`,
    ),
  (g) =>
    N(
      'slack-webhook',
      'runbook-markdown',
      `## Alert routing\nAlertmanager posts to \`https://hooks.slack.com/services/T${g.uppernum(8)}/B${g.uppernum(10)}/XXXXXXXXXXXXXXXXXXXXXXXX\` in the docs; the real URL comes from the \`slack-webhook\` secret.`,
    ),
  (g) =>
    N(
      'aws',
      'debug-log',
      `${g.pick(['botocore.credentials', 'aws-sdk'])} INFO Found credentials in environment variables.\n  access_key=AKIA${g.uppernum(4)}************ secret_key=****************************************`,
    ),
  (g) =>
    N(
      'newrelic',
      'agent-status-output',
      `newrelic-infra[${g.digits(4)}]: time="2024-05-0${1 + g.int(9)}T10:00:00Z" level=info msg="Agent config" license_key="${g.hex(4)}***********************NRAL" display_name=${g.pick(CLUSTERS)}`,
    ),
  (g) =>
    N(
      'influxdb',
      'cli-listing',
      `$ influx auth list\nID                  Description        Token                                  User Name   Permissions\n${g.hex(16)}    telegraf-write     ${g.b64url(6)}...                              admin       [write:orgs/${g.hex(16)}/buckets]`,
    ),
  () =>
    N(
      'checkly',
      'dotenv-file',
      `# .env.example -- copy to .env\nCHECKLY_ACCOUNT_ID=\nCHECKLY_API_KEY=cu_${'x'.repeat(32)}\nCHECKLY_ENV=staging`,
    ),
  (g) =>
    N(
      'pagerduty',
      'test-fixture',
      `// test/alerts.test.ts -- the integration key is a dummy, the client is mocked\nconst routingKey = '${g.pick(['0', 'f', 'a'])}'.repeat(32);\nconst event = buildEvent({ routingKey, severity: 'critical', summary: 'disk full' });`,
    ),
];
