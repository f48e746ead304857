// Provider table, part A: mail and SMS, push and realtime, monitoring and logs (CI/CD is in
// providers-a2.mjs). Shapes come from the writer's own knowledge of each service's keys.
// Each row: slug, display name, variable name, value generator, API host, auth style
// ('bearer', a header name, '?param' for a query parameter, or 'basic'), and extras
// (`pair`: a second secret, `id`: a non-secret identifier shown beside the key).

/** A provider row. */
export function row(slug, name, envVar, gen, host, auth = 'bearer', extra = {}) {
  return { slug, name, envVar, gen, host, auth, ...extra };
}

function mailRows() {
  return [
    row(
      'mailgun',
      'Mailgun',
      'MAILGUN_API_KEY',
      (g) => `${g.hex(32)}-${g.hex(8)}-${g.hex(8)}`,
      'api.mailgun.net',
      'basic',
    ),
    row('mailjet', 'Mailjet', 'MJ_APIKEY_PUBLIC', (g) => g.hex(32), 'api.mailjet.com', 'basic', {
      pair: ['MJ_APIKEY_PRIVATE', (g) => g.hex(32)],
    }),
    row(
      'postmark',
      'Postmark',
      'POSTMARK_SERVER_TOKEN',
      (g) => g.uuid(),
      'api.postmarkapp.com',
      'X-Postmark-Server-Token',
    ),
    row(
      'brevo',
      'Brevo',
      'BREVO_API_KEY',
      (g) => `xkeysib-${g.hex(64)}-${g.b62(16)}`,
      'api.brevo.com',
      'api-key',
    ),
    row(
      'sparkpost',
      'SparkPost',
      'SPARKPOST_API_KEY',
      (g) => g.hex(40),
      'api.sparkpost.com',
      'Authorization',
    ),
    row('mandrill', 'Mandrill', 'MANDRILL_KEY', (g) => g.b62(22), 'mandrillapp.com'),
    row(
      'elasticemail',
      'Elastic Email',
      'ELASTICEMAIL_APIKEY',
      (g) => g.HEX(96),
      'api.elasticemail.com',
      'X-ElasticEmail-ApiKey',
    ),
    row('plivo', 'Plivo', 'PLIVO_AUTH_TOKEN', (g) => g.b62(40), 'api.plivo.com', 'basic', {
      id: ['PLIVO_AUTH_ID', (g) => `MA${g.upper(18)}`],
    }),
    row(
      'vonage',
      'Vonage',
      'VONAGE_API_SECRET',
      (g) => g.b62(16),
      'rest.nexmo.com',
      '?api_secret',
      {
        id: ['VONAGE_API_KEY', (g) => g.hex(8)],
      },
    ),
    row(
      'messagebird',
      'MessageBird',
      'MESSAGEBIRD_ACCESS_KEY',
      (g) => g.b62(25),
      'rest.messagebird.com',
      'Authorization',
    ),
    row(
      'telnyx',
      'Telnyx',
      'TELNYX_API_KEY',
      (g) => `KEY${g.HEX(32)}_${g.b62(22)}`,
      'api.telnyx.com',
    ),
    row(
      'clicksend',
      'ClickSend',
      'CLICKSEND_API_KEY',
      (g) => g.UUID(),
      'rest.clicksend.com',
      'basic',
    ),
    row(
      'textmagic',
      'TextMagic',
      'TEXTMAGIC_API_KEY',
      (g) => g.b62(30),
      'rest.textmagic.com',
      'X-TM-Key',
    ),
    row(
      'mailersend',
      'MailerSend',
      'MAILERSEND_API_TOKEN',
      (g) => `mlsn.${g.hex(64)}`,
      'api.mailersend.com',
    ),
    row(
      'resend',
      'Resend',
      'RESEND_API_KEY',
      (g) => `re_${g.b62(8)}_${g.b62(24)}`,
      'api.resend.com',
    ),
    row('loops', 'Loops', 'LOOPS_API_KEY', (g) => g.hex(32), 'app.loops.so'),
    row(
      'smtp2go',
      'SMTP2GO',
      'SMTP2GO_API_KEY',
      (g) => `api-${g.HEX(32)}`,
      'api.smtp2go.com',
      'X-Smtp2go-Api-Key',
    ),
    row(
      'mailtrap',
      'Mailtrap',
      'MAILTRAP_TOKEN',
      (g) => g.hex(32),
      'send.api.mailtrap.io',
      'Api-Token',
    ),
    row(
      'customerio',
      'Customer.io',
      'CUSTOMERIO_API_KEY',
      (g) => g.hex(20),
      'track.customer.io',
      'basic',
      {
        id: ['CUSTOMERIO_SITE_ID', (g) => g.hex(20)],
      },
    ),
    row(
      'pushover',
      'Pushover',
      'PUSHOVER_APP_TOKEN',
      (g) => `a${g.r.chars('abcdefghijkmnopqrstuvwxyz23456789', 29)}`,
      'api.pushover.net',
      '?token',
    ),
    row(
      'pusher',
      'Pusher',
      'PUSHER_APP_SECRET',
      (g) => g.hex(20),
      'api-eu.pusher.com',
      'X-Pusher-Secret',
      {
        id: ['PUSHER_APP_ID', (g) => g.digits(7)],
      },
    ),
    row(
      'ably',
      'Ably',
      'ABLY_API_KEY',
      (g) => `${g.b62(6)}.${g.b62(6)}:${g.b64u(43)}`,
      'rest.ably.io',
      'basic',
    ),
    row(
      'onesignal',
      'OneSignal',
      'ONESIGNAL_REST_API_KEY',
      (g) => `os_v2_app_${g.r.chars('abcdefghijklmnopqrstuvwxyz234567', 113)}`,
      'api.onesignal.com',
      'Authorization',
    ),
    row('sinch', 'Sinch', 'SINCH_API_TOKEN', (g) => g.hex(32), 'sms.api.sinch.com', 'bearer', {
      id: ['SINCH_SERVICE_PLAN_ID', (g) => g.hex(32)],
    }),
  ];
}

function monitoringRows() {
  return [
    row('datadog', 'Datadog', 'DD_API_KEY', (g) => g.hex(32), 'api.datadoghq.eu', 'DD-API-KEY', {
      pair: ['DD_APP_KEY', (g) => g.hex(40)],
    }),
    row(
      'newrelic',
      'New Relic',
      'NEW_RELIC_API_KEY',
      (g) => `NRAK-${g.upper(27)}`,
      'api.newrelic.com',
      'Api-Key',
    ),
    row(
      'honeycomb',
      'Honeycomb',
      'HONEYCOMB_API_KEY',
      (g) => g.b62(22),
      'api.honeycomb.io',
      'X-Honeycomb-Team',
    ),
    row(
      'rollbar',
      'Rollbar',
      'ROLLBAR_ACCESS_TOKEN',
      (g) => g.hex(32),
      'api.rollbar.com',
      'X-Rollbar-Access-Token',
    ),
    row(
      'bugsnag',
      'Bugsnag',
      'BUGSNAG_AUTH_TOKEN',
      (g) => g.uuid(),
      'api.bugsnag.com',
      'Authorization',
    ),
    row('logzio', 'Logz.io', 'LOGZIO_API_TOKEN', (g) => g.uuid(), 'api.logz.io', 'X-API-TOKEN'),
    row(
      'papertrail',
      'Papertrail',
      'PAPERTRAIL_API_TOKEN',
      (g) => g.b62(20),
      'papertrailapp.com',
      'X-Papertrail-Token',
    ),
    row('loggly', 'Loggly', 'LOGGLY_CUSTOMER_TOKEN', (g) => g.uuid(), 'logs-01.loggly.com', 'path'),
    row(
      'sumologic',
      'Sumo Logic',
      'SUMO_ACCESS_KEY',
      (g) => g.b62(64),
      'api.eu.sumologic.com',
      'basic',
      {
        pair: ['SUMO_ACCESS_ID', (g) => `su${g.b62(12)}`],
      },
    ),
    row(
      'pagerduty',
      'PagerDuty',
      'PAGERDUTY_API_TOKEN',
      (g) => `u+${g.b62(18)}`,
      'api.pagerduty.com',
      'Authorization',
    ),
    row(
      'opsgenie',
      'Opsgenie',
      'OPSGENIE_API_KEY',
      (g) => g.uuid(),
      'api.opsgenie.com',
      'Authorization',
    ),
    row(
      'betterstack',
      'Better Stack',
      'LOGTAIL_SOURCE_TOKEN',
      (g) => g.b62(24),
      'in.logs.betterstack.com',
    ),
    row(
      'grafana-cloud',
      'Grafana Cloud',
      'GRAFANA_CLOUD_TOKEN',
      (g) => `glc_${g.b64(80)}`,
      'grafana.net',
    ),
    row(
      'instana',
      'Instana',
      'INSTANA_API_TOKEN',
      (g) => g.b64u(22),
      'unit-tenant.instana.io',
      'Authorization',
    ),
    row('raygun', 'Raygun', 'RAYGUN_API_KEY', (g) => g.b62(22), 'api.raygun.com', 'X-ApiKey'),
    row(
      'airbrake',
      'Airbrake',
      'AIRBRAKE_PROJECT_KEY',
      (g) => g.hex(32),
      'api.airbrake.io',
      '?key',
      {
        id: ['AIRBRAKE_PROJECT_ID', (g) => g.digits(6)],
      },
    ),
    row('checkly', 'Checkly', 'CHECKLY_API_KEY', (g) => `cu_${g.hex(32)}`, 'api.checklyhq.com'),
    row(
      'uptimerobot',
      'UptimeRobot',
      'UPTIMEROBOT_API_KEY',
      (g) => `u${g.digits(7)}-${g.hex(24)}`,
      'api.uptimerobot.com',
      '?api_key',
    ),
    row(
      'appsignal',
      'AppSignal',
      'APPSIGNAL_PUSH_API_KEY',
      (g) => g.uuid(),
      'push.appsignal.com',
      '?api_key',
    ),
    row(
      'splunk-hec',
      'Splunk HEC',
      'SPLUNK_HEC_TOKEN',
      (g) => g.uuid(),
      'http-inputs-acme.splunkcloud.com',
      'Splunk',
    ),
    row(
      'coralogix',
      'Coralogix',
      'CORALOGIX_PRIVATE_KEY',
      (g) => `cxtp_${g.b62(30)}`,
      'ingress.eu2.coralogix.com',
    ),
    row('axiom', 'Axiom', 'AXIOM_TOKEN', (g) => `xaat-${g.uuid()}`, 'api.axiom.co'),
    row('scout-apm', 'Scout APM', 'SCOUT_KEY', (g) => g.b62(20), 'apm.scoutapp.com', 'X-Scout-Key'),
    row(
      'lightstep',
      'Lightstep',
      'LS_ACCESS_TOKEN',
      (g) => g.padded(86),
      'ingest.lightstep.com',
      'Lightstep-Access-Token',
    ),
    row('cronitor', 'Cronitor', 'CRONITOR_API_KEY', (g) => g.hex(32), 'cronitor.io', 'basic'),
  ];
}

/** Part A of the provider table. */
export function providersA() {
  return [...mailRows(), ...monitoringRows()];
}
