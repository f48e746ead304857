// Positive templates of the held-out (7) secrets set that need their own shape: chat-ops
// webhook URLs, connection strings (rendered later by the ordinary renderers), basic auth and
// credential files, and monitoring-agent configs. Each returns { provider, rule, ... }.

const lines = (...parts) => parts.flat().join('\n');

/** Connection-string items: value is the whole string, only the password is labelled. */
export const CONNECTIONS = [
  [
    'neon',
    'postgres',
    (c, p) =>
      `postgresql://${c.f.user()}:${p}@ep-${c.v.lower(6)}-${c.v.lower(6)}.eu-central-1.aws.neon.tech/${c.f.app()}?sslmode=require`,
  ],
  [
    'aiven',
    'mysql',
    (c, p) =>
      `mysql://avnadmin:${p}@mysql-${c.v.hex(8)}-acme.aivencloud.com:${c.v.digits(5)}/defaultdb?ssl-mode=REQUIRED`,
  ],
  [
    'mongodb-atlas',
    'mongodb',
    (c, p) =>
      `mongodb+srv://${c.f.user()}:${p}@cluster0.${c.v.lower(5)}.mongodb.net/${c.f.app()}?retryWrites=true&w=majority`,
  ],
  [
    'redis-cloud',
    'redis',
    (c, p) =>
      `rediss://default:${p}@redis-${c.v.digits(5)}.c${c.v.digits(3)}.eu-west-1-2.ec2.redns.redis-cloud.com:${c.v.digits(5)}`,
  ],
  [
    'cloudamqp',
    'amqp',
    (c, p) => `amqps://${c.v.lower(8)}:${p}@rattlesnake.rmq.cloudamqp.com/${c.v.lower(8)}`,
  ],
  [
    'internal-postgres',
    'jdbc',
    (c, p) =>
      `jdbc:postgresql://${c.f.host()}:5432/${c.f.app()}?user=${c.f.user()}&password=${p}&ssl=true`,
  ],
  [
    'azure-sql',
    'sqlserver',
    (c, p) =>
      `Server=tcp:${c.f.app()}-sql.database.windows.net,1433;Initial Catalog=${c.f.app()};User ID=${c.f.user()};Password=${p};Encrypt=True;Connection Timeout=30;`,
  ],
  [
    'clickhouse-cloud',
    'clickhouse',
    (c, p) =>
      `clickhouse://default:${p}@${c.v.lower(10)}.europe-west4.gcp.clickhouse.cloud:9440/${c.f.app()}?secure=true`,
  ],
  [
    'elastic-cloud',
    'elasticsearch',
    (c, p) => `https://elastic:${p}@${c.v.hex(32)}.eu-west-1.aws.found.io:9243`,
  ],
  [
    'internal-mysql',
    'mysql',
    (c, p) =>
      `mysql://${c.f.user()}:${p}@${c.f.host()}:3306/${c.f.app()}_${c.f.env().replace('-', '_')}`,
  ],
  [
    'crunchy-bridge',
    'postgres',
    (c, p) => `postgres://application:${p}@p.${c.v.lower(26)}.db.postgresbridge.com:5432/postgres`,
  ],
  [
    'internal-smtp',
    'smtp',
    (c, p) =>
      `smtp://${c.f.email().replace('@', '%40')}:${p}@smtp.${c.r.pick(['acme.io', 'kontor.de'])}:587`,
  ],
  [
    'internal-sftp',
    'sftp',
    (c, p) =>
      `sftp://${c.f.user()}:${p}@files.${c.r.pick(['acme.io', 'partner.example.net'])}:22/outgoing`,
  ],
  [
    'scalegrid',
    'mongodb',
    (c, p) =>
      `mongodb://admin:${p}@SG-${c.f.app()}-${c.v.digits(5)}.servers.mongodirector.com:27017/admin?ssl=true`,
  ],
  ['internal-oracle', 'oracle', (c, p) => `${c.f.user()}/${p}@//${c.f.host()}:1521/ORCLPDB1`],
  [
    'upstash',
    'redis',
    (c, p) =>
      `rediss://default:${p}@${c.r.pick(['eu1', 'us1', 'apn1'])}-${c.v.lower(8)}-${c.v.digits(5)}.upstash.io:6379`,
  ],
];

export function webhookUrl(c) {
  const kind = c.r.int(6);
  if (kind === 0) {
    const token = c.v.b64u(68);
    return {
      provider: 'discord',
      rule: 'discord-webhook',
      url: `https://discord.com/api/webhooks/${c.v.digits(19)}/${token}`,
      secrets: [token],
    };
  }
  if (kind === 1) {
    const url = `https://acme.webhook.office.com/webhookb2/${c.v.uuid()}@${c.v.uuid()}/IncomingWebhook/${c.v.hex(32)}/${c.v.uuid()}/V2${c.v.b64u(40)}`;
    return { provider: 'microsoft-teams', rule: 'teams-webhook', url, secrets: [url] };
  }
  if (kind === 2) {
    const token = `${c.v.b64u(43)}`;
    const url = `https://chat.googleapis.com/v1/spaces/AAAA${c.v.b64u(7)}/messages?key=AIzaSy${c.v.b64u(33)}&token=${token}`;
    return { provider: 'google-chat', rule: 'gchat-webhook', url, secrets: [token] };
  }
  if (kind === 3) {
    const hook = c.v.lower(26);
    return {
      provider: 'mattermost',
      rule: 'mattermost-webhook',
      url: `https://chat.acme.io/hooks/${hook}`,
      secrets: [hook],
    };
  }
  if (kind === 4) {
    const token = c.v.hex(64);
    return {
      provider: 'dingtalk',
      rule: 'dingtalk-webhook',
      url: `https://oapi.dingtalk.com/robot/send?access_token=${token}`,
      secrets: [token],
    };
  }
  const token = `${c.v.alnum(17)}/${c.v.alnum(48)}`;
  return {
    provider: 'rocket-chat',
    rule: 'rocketchat-webhook',
    url: `https://rocket.acme.io/hooks/${token}`,
    secrets: [token],
  };
}

export function webhookRecord(c) {
  const hook = webhookUrl(c);
  const form = c.r.int(3);
  const text =
    form === 0
      ? lines(
          '#!/bin/sh',
          `# notify ${hook.provider} when the deploy finishes`,
          `curl -fsS -X POST -H 'Content-Type: application/json' \\`,
          `  -d "{\\"text\\": \\"deploy $1 done\\"}" \\`,
          `  '${hook.url}'`,
        )
      : form === 1
        ? lines(
            'alertmanager:',
            '  receivers:',
            `    - name: ${c.f.app()}-oncall`,
            '      webhook_configs:',
            `        - url: "${hook.url}"`,
            '          send_resolved: true',
          )
        : lines(
            `[notifications]`,
            `channel = "#${c.f.app()}-deploys"`,
            `webhook_url = "${hook.url}"`,
            'on_failure_only = false',
          );
  return { provider: hook.provider, rule: hook.rule, text, secrets: hook.secrets };
}
