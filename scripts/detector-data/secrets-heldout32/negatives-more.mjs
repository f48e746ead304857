// More hard negatives for secrets-heldout32 (see negatives.mjs).

import { CLUSTERS, ENVS } from './values.mjs';
import { H, svc, ts } from './negatives-kit.mjs';

export const HARD_NEGATIVES_B = [
  (g) =>
    H(
      'sealed-secrets',
      'k8s-secret-manifest',
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: datadog-secret\n  namespace: observability\nspec:\n  encryptedData:\n    api-key: AgB${g.b64(380)}\n    app-key: AgC${g.b64(380)}`,
    ),
  (g) =>
    H(
      'sops',
      'helm-values',
      `${g.pick(['datadog', 'newrelic', 'honeycomb'])}:\n    apiKey: ENC[AES256_GCM,data:${g.b64(44)},iv:${g.b64(43)}=,tag:${g.b64(22)}==,type:str]\nsops:\n    age:\n        - recipient: age1${g.bech32(58).toLowerCase()}\n    lastmodified: "${ts(g)}"\n    mac: ENC[AES256_GCM,data:${g.b64(88)},iv:${g.b64(43)}=,tag:${g.b64(22)}==,type:str]\n    version: 3.8.1`,
    ),
  (g) =>
    H(
      'ansible-vault',
      'ansible-vars',
      `pagerduty_integration_key: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n${Array.from({ length: 5 }, () => '          ' + g.hex(80)).join('\n')}`,
    ),
  (g) =>
    H(
      'bcrypt-hash',
      'prometheus-web-config',
      `# web.yml for node_exporter / prometheus --web.config.file\ntls_server_config:\n  cert_file: /etc/prometheus/tls.crt\n  key_file: /etc/prometheus/tls.key\nbasic_auth_users:\n  ${g.pick(['prometheus', 'admin', 'scraper'])}: $2y$10$${g.r.chars('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}`,
    ),
  () =>
    H(
      'grafana',
      'grafana-ini-reference',
      `; grafana.ini\n[security]\nadmin_user = admin\nadmin_password = $__file{/etc/grafana/secrets/admin_password}\nsecret_key = $__env{GF_SECRET_KEY}\n\n[auth.generic_oauth]\nclient_id = grafana\nclient_secret = $__vault{kv:secret/grafana/oauth:client_secret}`,
    ),
  (g) =>
    H(
      g.pick(['pagerduty', 'opsgenie', 'telegram-bot']),
      'alertmanager-receiver',
      `receivers:\n  - name: ${g.pick(['oncall-primary', 'sre-pager'])}\n    pagerduty_configs:\n      - routing_key_file: /etc/alertmanager/secrets/pagerduty-routing-key\n    opsgenie_configs:\n      - api_key_file: /etc/alertmanager/secrets/opsgenie\n    telegram_configs:\n      - bot_token_file: /etc/alertmanager/secrets/telegram\n        chat_id: -100${g.digits(10)}`,
    ),
  (g) => {
    const [p, h] = g.pick([
      ['honeycomb', 'x-honeycomb-team: ${env:HONEYCOMB_API_KEY}'],
      ['lightstep', 'lightstep-access-token: ${env:LS_ACCESS_TOKEN}'],
      ['newrelic', 'api-key: ${env:NEW_RELIC_LICENSE_KEY}'],
      ['dynatrace', 'Authorization: "Api-Token ${env:DT_API_TOKEN}"'],
      ['coralogix', 'Authorization: "Bearer ${env:CORALOGIX_PRIVATE_KEY}"'],
    ]);
    return H(
      p,
      'otel-collector-exporter',
      `exporters:\n  otlp/vendor:\n    endpoint: ${g.pick(['api.honeycomb.io:443', 'ingest.lightstep.com:443', 'otlp.nr-data.net:4317'])}\n    headers:\n      ${h}\nservice:\n  pipelines:\n    traces:\n      exporters: [otlp/vendor]`,
    );
  },
  (g) => {
    const p = g.pick([
      ['DD_API_KEY', 'datadog-secret', 'api-key'],
      ['NEW_RELIC_LICENSE_KEY', 'newrelic-license', 'license'],
      ['SENTRY_DSN', 'sentry', 'dsn'],
      ['HONEYCOMB_API_KEY', 'honeycomb', 'api-key'],
    ]);
    return H(
      'k8s-secret-ref',
      'k8s-deployment-env',
      `      containers:\n        - name: ${svc(g)}\n          image: ghcr.io/acme/${svc(g)}@sha256:${g.hex(64)}\n          env:\n            - name: ${p[0]}\n              valueFrom:\n                secretKeyRef:\n                  name: ${p[1]}\n                  key: ${p[2]}`,
    );
  },
  () =>
    H(
      'datadog',
      'terraform-provider',
      `variable "datadog_api_key" {\n  type      = string\n  sensitive = true\n}\n\nprovider "datadog" {\n  api_key = var.datadog_api_key\n  app_key = data.aws_secretsmanager_secret_version.dd_app_key.secret_string\n  api_url = "https://api.datadoghq.eu/"\n}`,
    ),
  (g) =>
    H(
      g.pick(['datadog', 'logzio', 'newrelic']),
      'fluent-bit-output',
      `[OUTPUT]\n    Name        datadog\n    Match       kube.*\n    Host        http-intake.logs.datadoghq.com\n    TLS         on\n    apikey      \${DD_API_KEY}\n    dd_service  ${svc(g)}`,
    ),
  () =>
    H(
      'aws-docs-example',
      'aws-credentials-file',
      `# example from the AWS CLI docs, do not use\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = us-west-2`,
    ),
  () =>
    H(
      'jwt-example',
      'runbook-markdown',
      `To debug the ingest proxy's auth, paste a token into jwt.io. The sample token there is:\n\n\`\`\`\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n\`\`\``,
    ),
  (g) =>
    H(
      'crypto-test-vector',
      'test-vector',
      g.pick([
        `// RFC 4231 test case 2 for the webhook signature verifier\nconst key = Buffer.from('Jefe');\nconst data = 'what do ya want for nothing?';\nexpect(hmacSha256(key, data)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');`,
        `# FIPS-197 appendix A.1 key expansion vector\nKEY = 2b7e151628aed2a6abf7158809cf4f3c\nPLAINTEXT = 6bc1bee22e409f96e93d7e117393172a\nCIPHERTEXT = 3ad77bb40d7a3660a89ecaf32466ef97`,
        `# RFC 7539 ChaCha20 test vector, section 2.4.2\nkey   = 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f\nnonce = 000000000000004a00000000\ncounter = 1`,
      ]),
    ),
  (g) =>
    H(
      'pagerduty',
      'incident-json',
      JSON.stringify(
        {
          incident: {
            id: `Q${g.uppernum(13)}`,
            incident_number: g.int(90000),
            status: 'triggered',
            service: { id: `P${g.uppernum(6)}`, type: 'service_reference' },
            escalation_policy: { id: `P${g.uppernum(6)}` },
            incident_key: g.hex(32),
            html_url: `https://acme.pagerduty.com/incidents/Q${g.uppernum(13)}`,
          },
        },
        null,
        2,
      ),
    ),
  (g) =>
    H(
      'opsgenie',
      'incident-json',
      JSON.stringify(
        {
          result: 'Request will be processed',
          took: 0.012,
          requestId: g.uuid(),
          data: { alertId: g.uuid(), alias: g.hex(32), tinyId: String(g.int(9000)) },
        },
        null,
        2,
      ),
    ),
  (g) =>
    H(
      'statuspage',
      'terraform-provider',
      `resource "statuspage_component" "api" {\n  page_id     = "${g.lowernum(12)}"\n  name        = "Public API"\n  status      = "operational"\n}\n\nresource "statuspage_component_group" "core" {\n  page_id    = "${g.lowernum(12)}"\n  components = ["${g.lowernum(12)}", "${g.lowernum(12)}"]\n}`,
    ),
  (g) =>
    H(
      'newrelic-entity-guid',
      'dashboard-json',
      JSON.stringify(
        {
          name: `${svc(g)} SLOs`,
          pages: [
            {
              widgets: [
                {
                  title: 'Error rate',
                  configuration: {
                    line: {
                      nrqlQueries: [
                        {
                          accountId: Number(g.digits(7)),
                          query: `SELECT percentage(count(*), WHERE error IS true) FROM Transaction WHERE entityGuid = '${g.b64of(`${g.digits(7)}|APM|APPLICATION|${g.digits(9)}`).replace(/=+$/, '')}' TIMESERIES`,
                        },
                      ],
                    },
                  },
                },
              ],
            },
          ],
        },
        null,
        2,
      ),
    ),
  (g) =>
    H(
      'dynatrace-entity',
      'debug-log',
      `${ts(g)} INFO problem opened P-${g.digits(8)} impacting SERVICE-${g.HEX(16)} (PROCESS_GROUP_INSTANCE-${g.HEX(16)}) env=${g.lowernum(8)}\n${ts(g)} INFO correlation id ${g.uuid()}`,
    ),
  (g) =>
    H(
      'ci-log',
      'ci-log',
      `#12 pushing layers\n#12 pushing layer sha256:${g.hex(64)} 2.1s done\n#12 pushing manifest for ghcr.io/acme/${svc(g)}:${g.hex(7)}@sha256:${g.hex(64)}\n#12 DONE 4.3s\nRun ID: ${g.digits(10)}  Build: ${g.uuid()}`,
    ),
  (g) =>
    H(
      'kubectl-output',
      'kubectl-output',
      `$ kubectl -n observability describe pod datadog-agent-${g.lowernum(5)}\nName:         datadog-agent-${g.lowernum(5)}\nControlled By:  DaemonSet/datadog-agent\nContainers:\n  agent:\n    Container ID:   containerd://${g.hex(64)}\n    Image ID:       gcr.io/datadoghq/agent@sha256:${g.hex(64)}\n    State:          Running`,
    ),
  (g) =>
    H(
      'html-integrity',
      'status-page-html',
      `<!-- status.example.com -->\n<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-${g.b64(22)}=' 'strict-dynamic'">\n<script src="/assets/app.${g.hex(8)}.js" integrity="sha384-${g.b64(64)}" crossorigin="anonymous"></script>`,
    ),
  (g) =>
    H(
      'hashed-key',
      'debug-log',
      `${ts(g)} audit api_key.rotated actor=svc-terraform key_id=${g.uuid()} key_sha256=${g.hex(64)} last4=${g.hex(4)} owner=sre`,
    ),
  (g) =>
    H(
      'datadog-secret-arn',
      'dotenv-file',
      `# Datadog Lambda extension reads the key from Secrets Manager at cold start\nDD_SITE=datadoghq.com\nDD_API_KEY_SECRET_ARN=arn:aws:secretsmanager:us-east-1:${g.digits(12)}:secret:datadog/api-key-${g.alnum(6)}\nDD_TRACE_ENABLED=true`,
    ),
  () =>
    H(
      'vault-template',
      'vault-agent-template',
      `template {\n  destination = "/etc/datadog-agent/datadog.yaml"\n  contents = <<EOT\napi_key: {{ with secret "secret/data/observability/datadog" }}{{ .Data.data.api_key }}{{ end }}\nsite: datadoghq.eu\nEOT\n}`,
    ),
  (g) =>
    H(
      'base64-data',
      'debug-log',
      `${ts(g)} DEBUG otlp export failed, payload (base64) follows\n  resource=${g.b64of(JSON.stringify({ 'service.name': svc(g), 'deployment.environment': g.pick(ENVS), 'k8s.cluster.name': g.pick(CLUSTERS) }))}\n  status=UNAVAILABLE retry_in=5s`,
    ),
  (g) =>
    H(
      'datadog',
      'api-response',
      JSON.stringify(
        {
          data: [
            {
              type: 'api_keys',
              id: g.uuid(),
              attributes: {
                name: `${g.pick(CLUSTERS)}-agent`,
                last4: g.hex(4),
                created_at: ts(g),
                remote_config_read_enabled: true,
              },
            },
          ],
        },
        null,
        2,
      ),
    ),
  (g) =>
    H(
      'checkly',
      'json-config',
      JSON.stringify(
        {
          checkId: g.uuid(),
          name: 'Checkout flow',
          locations: ['eu-west-1', 'us-east-1'],
          runId: g.uuid(),
          privateLocationId: g.uuid(),
        },
        null,
        2,
      ),
    ),
  (g) =>
    H(
      'healthchecks',
      'cron-job',
      `# crontab -e (backup job pings healthchecks; self-hosted check slug)\n15 2 * * * /opt/backup/run.sh && curl -fsS -m 10 --retry 5 https://hc.ops.example.net/ping/${g.pick(['nightly-backup', 'db-dump', 'log-rotate'])} > /dev/null`,
    ),
  (g) =>
    H(
      'grafana',
      'alert-rule-yaml',
      `apiVersion: 1\ngroups:\n  - orgId: 1\n    name: latency\n    folder: SLOs\n    interval: 1m\n    rules:\n      - uid: ${g.lowernum(14)}\n        title: p99 over budget\n        condition: C\n        data:\n          - refId: A\n            datasourceUid: ${g.alnum(9)}`,
    ),
  (g) =>
    H(
      'uptimerobot',
      'api-response',
      JSON.stringify(
        {
          stat: 'ok',
          monitors: [
            {
              id: Number(g.digits(9)),
              friendly_name: 'api.example.com',
              url: 'https://api.example.com/healthz',
              status: 2,
            },
          ],
        },
        null,
        2,
      ),
    ),
  (g) =>
    H(
      'webhook-signature',
      'http-request',
      `POST /hooks/pagerduty HTTP/1.1\nHost: bot.ops.example.net\nX-PagerDuty-Signature: v1=${g.hex(64)}\nX-Webhook-Id: ${g.uuid()}\nContent-Type: application/json`,
    ),
  (g) =>
    H(
      'rollbar-client',
      'browser-snippet',
      `// post_client_item token: Rollbar documents these as safe to expose in browser JS\nvar _rollbarConfig = {\n  accessToken: "${g.hex(32)}",\n  captureUncaught: true,\n  payload: { environment: "production", client: { javascript: { code_version: "${g.hex(40)}" } } }\n};`,
    ),
  (g) =>
    H(
      'amplitude-browser',
      'browser-snippet',
      `import * as amplitude from '@amplitude/analytics-browser';\n// browser API key (public; the secret key stays server-side)\namplitude.init('${g.hex(32)}', { defaultTracking: true });`,
    ),
  (g) =>
    H(
      'mixpanel-project',
      'browser-snippet',
      `mixpanel.init('${g.hex(32)}', { track_pageview: true, persistence: 'localStorage' });`,
    ),
  (g) =>
    H(
      'logrocket',
      'browser-snippet',
      `LogRocket.init('${g.lowernum(6)}/${svc(g)}-web');\nLogRocket.identify(user.id);`,
    ),
];
