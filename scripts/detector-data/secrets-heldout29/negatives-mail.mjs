// Hard negatives from mail and messaging traffic: logs, webhook payloads, signatures, DKIM.

import { an, b64, b64u, dig, hex, hexu, lan, uan, uuid } from './util.mjs';
import { iso, sesId, T } from './negatives-kit.mjs';

export const mailArtefacts = [
  T('smtp', 'postfix-maillog', (r) => {
    const id = hexu(r, 10);
    const host = r.pick([
      'smtp.sendgrid.net',
      'email-smtp.us-east-1.amazonaws.com',
      'smtp.mailgun.org',
    ]);
    return [
      `Mar ${1 + r.int(28)} 0${r.int(10)}:1${r.int(10)}:0${r.int(10)} relay postfix/qmgr[${dig(r, 4)}]: ${id}: from=<noreply@acme.io>, size=${dig(r, 5)}, nrcpt=1 (queue active)`,
      `Mar ${1 + r.int(28)} 0${r.int(10)}:1${r.int(10)}:0${r.int(10)} relay postfix/smtp[${dig(r, 4)}]: ${id}: to=<${lan(r, 6)}@example.org>, relay=${host}[3.${r.int(255)}.${r.int(255)}.${r.int(255)}]:587, delay=0.${dig(r, 2)}, dsn=2.0.0, status=sent (250 Ok: queued as ${b64u(r, 22)})`,
      `Mar ${1 + r.int(28)} 0${r.int(10)}:1${r.int(10)}:0${r.int(10)} relay postfix/qmgr[${dig(r, 4)}]: ${id}: removed`,
    ].join('\n');
  }),
  T('amazon-ses', 'ses-sns-notification', (r) =>
    JSON.stringify(
      {
        Type: 'Notification',
        MessageId: uuid(r),
        TopicArn: `arn:aws:sns:us-east-1:${dig(r, 12)}:ses-delivery`,
        Message: JSON.stringify({
          notificationType: 'Delivery',
          mail: { messageId: sesId(r), source: 'noreply@acme.io' },
        }),
        Timestamp: iso(r),
        SignatureVersion: '1',
        Signature: `${b64(r, 342)}==`,
        SigningCertURL: `https://sns.us-east-1.amazonaws.com/SimpleNotificationService-${hex(r, 32)}.pem`,
      },
      null,
      2,
    ),
  ),
  T('sendgrid', 'sendgrid-event-webhook', (r) =>
    [
      'POST /webhooks/sendgrid HTTP/1.1',
      'Content-Type: application/json',
      `X-Twilio-Email-Event-Webhook-Signature: MEUCIQ${b64(r, 40)}AiB${b64(r, 43)}=`,
      `X-Twilio-Email-Event-Webhook-Timestamp: ${1700000000 + r.int(9e7)}`,
      '',
      JSON.stringify([
        {
          email: 'kim@example.org',
          event: r.pick(['delivered', 'open', 'bounce']),
          sg_event_id: b64u(r, 22),
          sg_message_id: `${b64u(r, 22)}.recvd-${dig(r, 10)}-${lan(r, 5)}-1-${hexu(r, 8)}-${dig(r, 2)}.0`,
          'smtp-id': `<${b64u(r, 22)}@geopod-ismtpd-${dig(r, 1)}>`,
          timestamp: 1700000000 + r.int(9e7),
        },
      ]),
    ].join('\n'),
  ),
  T('mailgun', 'mailgun-webhook-payload', (r) =>
    JSON.stringify(
      {
        signature: {
          timestamp: String(1700000000 + r.int(9e7)),
          token: hex(r, 50),
          signature: hex(r, 64),
        },
        'event-data': {
          id: b64u(r, 22),
          event: r.pick(['delivered', 'failed', 'opened']),
          message: { headers: { 'message-id': `${dig(r, 14)}.${hex(r, 16)}@mg.acme.io` } },
        },
      },
      null,
      2,
    ),
  ),
  T('twilio', 'twilio-status-callback', (r) =>
    [
      'POST /sms/status HTTP/1.1',
      'Host: api.acme.io',
      'Content-Type: application/x-www-form-urlencoded',
      `X-Twilio-Signature: ${b64(r, 27)}=`,
      `I-Twilio-Idempotency-Token: ${uuid(r)}`,
      '',
      `SmsSid=SM${hex(r, 32)}&SmsStatus=delivered&MessageStatus=delivered&To=%2B1646${dig(r, 7)}&MessagingServiceSid=MG${hex(r, 32)}&MessageSid=SM${hex(r, 32)}&AccountSid=AC${hex(r, 32)}&From=%2B1415${dig(r, 7)}&ApiVersion=2010-04-01`,
    ].join('\n'),
  ),
  T('slack', 'slack-request-signature', (r) =>
    [
      `${iso(r)} INFO slack-events verified request`,
      `  X-Slack-Request-Timestamp: ${1700000000 + r.int(9e7)}`,
      `  X-Slack-Signature: v0=${hex(r, 64)}`,
      `  event_id=Ev${uan(r, 10)} team_id=T${uan(r, 10)} api_app_id=A${uan(r, 10)} event_ts=${dig(r, 10)}.${dig(r, 6)}`,
    ].join('\n'),
  ),
  T('dkim', 'dkim-signature-header', (r) =>
    [
      `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=acme.io;`,
      `\th=from:subject:date:message-id:to:mime-version:content-type;`,
      `\ts=${r.pick(['s1', 'google', 'mte1', 'k1'])}; t=${1700000000 + r.int(9e7)}; bh=${b64(r, 43)}=;`,
      `\tb=${b64(r, 70)}`,
      `\t ${b64(r, 70)}`,
      `\t ${b64(r, 70)}`,
      `\t ${b64(r, 32)}==`,
      `Message-ID: <${hex(r, 16)}.${dig(r, 10)}@mail.acme.io>`,
      `X-SES-Outgoing: 2024.${dig(r, 2)}.${dig(r, 2)}-54.240.${r.int(255)}.${r.int(255)}`,
      `Feedback-ID: ::1.us-east-1.${b64(r, 43)}=:AmazonSES`,
    ].join('\n'),
  ),
  T('dkim', 'dkim-dns-record', (r) =>
    [
      `; zone acme.io`,
      `@            3600 IN TXT "v=spf1 include:sendgrid.net include:mailgun.org ~all"`,
      `_dmarc       3600 IN TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.io"`,
      `${r.pick(['k1', 'mta', 'smtp'])}._domainkey 3600 IN TXT ("v=DKIM1; k=rsa; "`,
      `    "p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${b64(r, 120)}"`,
      `    "${b64(r, 140)}IDAQAB")`,
      `s1._domainkey 3600 IN CNAME s1.domainkey.u${dig(r, 8)}.wl${dig(r, 3)}.sendgrid.net.`,
    ].join('\n'),
  ),
  T(
    'npm',
    'lockfile-integrity',
    (r) => {
      const pkg = r.pick([
        ['@sendgrid/mail', '8.1.3'],
        ['twilio', '5.0.4'],
        ['@slack/web-api', '7.0.2'],
        ['nodemailer', '6.9.13'],
        ['firebase-admin', '12.1.0'],
        ['mailgun.js', '10.2.1'],
      ]);
      return [
        `    "node_modules/${pkg[0]}": {`,
        `      "version": "${pkg[1]}",`,
        `      "resolved": "https://registry.npmjs.org/${pkg[0]}/-/${pkg[0].split('/').pop()}-${pkg[1]}.tgz",`,
        `      "integrity": "sha512-${b64(r, 86)}==",`,
        '      "dependencies": {',
        `        "axios": "^1.6.${r.int(9)}"`,
        '      }',
        '    },',
      ].join('\n');
    },
    false,
  ),
  T(
    'go',
    'go-sum',
    (r) =>
      [
        `github.com/slack-go/slack v0.12.${r.int(6)} h1:${b64(r, 43)}=`,
        `github.com/slack-go/slack v0.12.${r.int(6)}/go.mod h1:${b64(r, 43)}=`,
        `github.com/twilio/twilio-go v1.20.${r.int(3)} h1:${b64(r, 43)}=`,
        `github.com/sendgrid/sendgrid-go v3.14.0+incompatible h1:${b64(r, 43)}=`,
      ].join('\n'),
    false,
  ),
  T(
    'python',
    'poetry-lock-hashes',
    (r) =>
      [
        '[[package]]',
        `name = "${r.pick(['twilio', 'sendgrid', 'slack-sdk', 'python-telegram-bot'])}"`,
        `version = "${1 + r.int(9)}.${r.int(20)}.${r.int(5)}"`,
        'files = [',
        `    {file = "pkg-py3-none-any.whl", hash = "sha256:${hex(r, 64)}"},`,
        `    {file = "pkg.tar.gz", hash = "sha256:${hex(r, 64)}"},`,
        ']',
      ].join('\n'),
    false,
  ),
  T(
    'git',
    'git-log',
    (r) =>
      [
        `commit ${hex(r, 40)}`,
        `Author: ${r.pick(['Dana Ortiz', 'Li Wei', 'Sam Patel'])} <${r.pick(['dana', 'li', 'sam'])}@acme.io>`,
        `Date:   ${r.pick(['Tue', 'Wed', 'Fri'])} Apr ${1 + r.int(28)} 1${r.int(10)}:0${r.int(10)}:4${r.int(10)} 2024 +0200`,
        '',
        `    ${r.pick(['Rotate SendGrid API key (moved to Vault)', 'Move Twilio auth token to secrets manager', 'Remove Slack webhook from config, read from env'])}`,
        '',
        `commit ${hex(r, 40)}`,
        `Merge: ${hex(r, 7)} ${hex(r, 7)}`,
      ].join('\n'),
    false,
  ),
  T('docker', 'image-digest', (r) =>
    [
      'containers:',
      `  - name: ${r.pick(['notifier', 'sms-worker', 'mailer'])}`,
      `    image: ghcr.io/acme/notifier@sha256:${hex(r, 64)}`,
      '    envFrom:',
      '      - secretRef:',
      '          name: notifier-secrets',
    ].join('\n'),
  ),
  T('kubernetes', 'k8s-secret-key-ref', (r) => {
    const env = r.pick([
      'SENDGRID_API_KEY',
      'TWILIO_AUTH_TOKEN',
      'SLACK_BOT_TOKEN',
      'POSTMARK_SERVER_TOKEN',
      'FCM_SERVER_KEY',
    ]);
    return [
      '        env:',
      `          - name: ${env}`,
      '            valueFrom:',
      '              secretKeyRef:',
      `                name: ${env.split('_')[0].toLowerCase()}-credentials`,
      `                key: ${env.toLowerCase().replace(/_/g, '-')}`,
    ].join('\n');
  }),
  T(
    'ssh',
    'ssh-public-key',
    (r) =>
      [
        `# /home/deploy/.ssh/authorized_keys on relay.acme.io`,
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(r, 43)} ${r.pick(['dana', 'ci', 'ops'])}@${r.pick(['laptop', 'runner-3', 'bastion'])}`,
        `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${b64(r, 180)}= deploy@ci`,
      ].join('\n'),
    false,
  ),
  T('pgp', 'pgp-public-key', (r) =>
    [
      '-----BEGIN PGP PUBLIC KEY BLOCK-----',
      '',
      `mDMEZ${b64(r, 59)}`,
      b64(r, 64),
      b64(r, 64),
      `=${b64(r, 4)}`,
      '-----END PGP PUBLIC KEY BLOCK-----',
    ].join('\n'),
  ),
  T(
    'jwks',
    'jwks-public',
    (r) =>
      JSON.stringify(
        {
          keys: [
            { kty: 'RSA', use: 'sig', alg: 'RS256', kid: hex(r, 40), n: b64u(r, 342), e: 'AQAB' },
          ],
        },
        null,
        2,
      ),
    false,
  ),
  T('webhook-signing', 'webhook-signature-headers', (r) =>
    r.pick([
      () =>
        `svix-id: msg_${an(r, 27)}\nsvix-timestamp: ${1700000000 + r.int(9e7)}\nsvix-signature: v1,${b64(r, 43)}=`,
      () => `Stripe-Signature: t=${1700000000 + r.int(9e7)},v1=${hex(r, 64)},v0=${hex(r, 64)}`,
      () => `X-Hub-Signature-256: sha256=${hex(r, 64)}\nX-GitHub-Delivery: ${uuid(r)}`,
      () =>
        `x-telnyx-signature-ed25519: ${b64(r, 86)}==\nx-telnyx-timestamp: ${1700000000 + r.int(9e7)}`,
      () => `X-Line-Signature: ${b64(r, 43)}=\nX-Line-Request-Id: ${uuid(r)}`,
    ])(),
  ),
  T(
    'aws',
    'vendor-doc-example',
    (r) =>
      r.pick([
        () =>
          `# Example from the AWS docs - replace with your own SMTP credentials\nexport AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
        () =>
          `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = us-east-1`,
      ])(),
    false,
  ),
];
