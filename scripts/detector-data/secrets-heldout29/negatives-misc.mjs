// Hard negatives: digests, public keys, encrypted blobs, vendor examples, test vectors, ids.

import { an, b64, b64of, b64u, b64urlOf, dig, hex, hexu, uan, uuid, uuidu } from './util.mjs';
import { fcmRegToken, iso, T } from './negatives-kit.mjs';

export const miscArtefacts = [
  T('slack', 'vendor-doc-example', () =>
    [
      '# Values from Slack\'s "Verifying requests" guide, used as a unit-test fixture',
      "signing_secret = '8f742231b10e8888abcd99yyyzzz85a5'",
      "timestamp = '1531420618'",
      "expected = 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503'",
    ].join('\n'),
  ),
  T(
    'jwt',
    'vendor-doc-example',
    () =>
      'See https://jwt.io for the sample token used in our docs:\n\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    false,
  ),
  T(
    'hmac',
    'test-vector',
    (r) =>
      r.pick([
        () =>
          `def test_hmac_sha256_rfc4231_case_1():\n    key = bytes.fromhex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b")\n    data = b"Hi There"\n    assert hmac.new(key, data, "sha256").hexdigest() == (\n        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"\n    )`,
        () =>
          `it('signs the webhook body', () => {\n  const sig = sign('key', 'The quick brown fox jumps over the lazy dog');\n  expect(sig).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');\n});`,
        () =>
          `// RFC 6238 TOTP test seed (SHA1), from appendix B\nconst seed = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';\nexpect(totp(seed, 59)).toBe('94287082');`,
        () =>
          `# RFC 8439 section 2.4.2 ChaCha20 test vector\nkey   = 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f\nnonce = 000000000000004a00000000\ncounter = 1`,
      ])(),
    false,
  ),
  T('postmark', 'api-response-ids', (r) =>
    r.pick([
      () =>
        JSON.stringify(
          {
            To: 'kim@example.org',
            SubmittedAt: iso(r),
            MessageID: uuid(r),
            ErrorCode: 0,
            Message: 'OK',
          },
          null,
          2,
        ),
      () => JSON.stringify({ id: uuid(r) }),
      () =>
        JSON.stringify(
          { id: `<${dig(r, 14)}.${hex(r, 16)}@mg.acme.io>`, message: 'Queued. Thank you.' },
          null,
          2,
        ),
      () =>
        JSON.stringify(
          {
            sid: `SM${hex(r, 32)}`,
            account_sid: `AC${hex(r, 32)}`,
            messaging_service_sid: `MG${hex(r, 32)}`,
            status: 'queued',
            num_segments: '1',
            uri: `/2010-04-01/Accounts/AC${hex(r, 32)}/Messages/SM${hex(r, 32)}.json`,
          },
          null,
          2,
        ),
      () =>
        JSON.stringify(
          {
            ok: true,
            channel: `C${uan(r, 10)}`,
            ts: `${dig(r, 10)}.${dig(r, 6)}`,
            message: { bot_id: `B${uan(r, 10)}`, app_id: `A${uan(r, 10)}`, client_msg_id: uuid(r) },
          },
          null,
          2,
        ),
    ])(),
  ),
  T('push', 'device-tokens', (r) =>
    r.pick([
      () =>
        `INSERT INTO push_devices (user_id, platform, token) VALUES\n  (${dig(r, 5)}, 'ios', '${hex(r, 64)}'),\n  (${dig(r, 5)}, 'android', '${fcmRegToken(r)}');`,
      () =>
        `${iso(r)} WARN fcm send failed: registration-token-not-registered token=${fcmRegToken(r)}`,
      () =>
        `${iso(r)} INFO apns delivered apns-id=${uuidu(r)} device=${hex(r, 64)} topic=com.acme.notify`,
    ])(),
  ),
  T('email', 'encoded-payload', (r) => {
    const body = r.pick([
      'Hi Kim,\r\nYour order #48213 has shipped and will arrive Thursday.\r\nThanks, Acme',
      'Your verification code is 482913. It expires in 10 minutes.',
      'Weekly digest: 14 new comments, 3 mentions, 1 pull request awaiting review.',
    ]);
    return r.pick([
      () =>
        `--${hex(r, 28)}\nContent-Type: text/plain; charset="UTF-8"\nContent-Transfer-Encoding: base64\n\n${b64of(body)}\n--${hex(r, 28)}--`,
      () =>
        `${iso(r)} DEBUG push payload (b64)=${b64of(JSON.stringify({ aps: { alert: body.slice(0, 40), badge: 1 } }))}`,
      () =>
        `"attachments": [{ "filename": "receipt.txt", "type": "text/plain", "content": "${b64of(body)}" }]`,
    ])();
  }),
  T('mailchimp', 'tracking-links', (r) =>
    r.pick([
      () =>
        `<a href="https://acme.us${1 + r.int(20)}.list-manage.com/unsubscribe?u=${hex(r, 25)}&id=${hex(r, 10)}&e=${hex(r, 10)}&c=${hex(r, 10)}">Unsubscribe</a>`,
      () => `https://u${dig(r, 8)}.ct.sendgrid.net/ls/click?upn=${b64u(r, 140)}`,
      () => `<img src="https://email.mg.acme.io/o/${b64u(r, 120)}" width="1" height="1" alt="">`,
    ])(),
  ),
  T(
    'release',
    'checksums',
    (r) =>
      [
        `${hex(r, 64)}  notifier_${1 + r.int(3)}.${r.int(10)}.${r.int(10)}_linux_amd64.tar.gz`,
        `${hex(r, 64)}  notifier_${1 + r.int(3)}.${r.int(10)}.${r.int(10)}_darwin_arm64.tar.gz`,
        `${hex(r, 64)}  notifier_${1 + r.int(3)}.${r.int(10)}.${r.int(10)}_windows_amd64.zip`,
      ].join('\n'),
    false,
  ),
  T('tracing', 'trace-ids', (r) =>
    [
      `${iso(r)} INFO sms.dispatch sent provider=${r.pick(['twilio', 'vonage', 'sinch'])} request_id=${uuid(r)}`,
      `  traceparent=00-${hex(r, 32)}-${hex(r, 16)}-01 cf-ray=${hex(r, 16)}-FRA`,
      `  idempotency_key=${hex(r, 32)} build=${hex(r, 12)}`,
    ].join('\n'),
  ),
  T('html', 'sri-and-nonce', (r) =>
    [
      `<script nonce="${b64(r, 22)}==">window.__PUSH__ = { appId: "${uuid(r)}" };</script>`,
      `<script src="https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js" integrity="sha384-${b64(r, 64)}" crossorigin="anonymous" defer></script>`,
    ].join('\n'),
  ),
  T(
    'auth',
    'password-hash',
    (r) =>
      r.pick([
        () =>
          `# fixtures/admin_users.yml\nops_admin:\n  email: ops@acme.io\n  encrypted_password: "$2a$12$${r.chars('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}"`,
        () =>
          `mailadmin@acme.io:{ARGON2ID}$argon2id$v=19$m=65536,t=3,p=4$${b64(r, 22)}$${b64(r, 43)}`,
      ])(),
    false,
  ),
  T('sops', 'sops-encrypted', (r) =>
    [
      'sendgrid:',
      `    api_key: ENC[AES256_GCM,data:${b64(r, 92)},iv:${b64(r, 43)}=,tag:${b64(r, 22)}==,type:str]`,
      'twilio:',
      `    auth_token: ENC[AES256_GCM,data:${b64(r, 43)}=,iv:${b64(r, 43)}=,tag:${b64(r, 22)}==,type:str]`,
      'sops:',
      '    kms: []',
      `    lastmodified: "${iso(r)}"`,
      `    mac: ENC[AES256_GCM,data:${b64(r, 86)}==,iv:${b64(r, 43)}=,tag:${b64(r, 22)}==,type:str]`,
    ].join('\n'),
  ),
  T('sealed-secrets', 'sealed-secret', (r) =>
    [
      'apiVersion: bitnami.com/v1alpha1',
      'kind: SealedSecret',
      'metadata:',
      `  name: ${r.pick(['sendgrid', 'twilio', 'slack-bot', 'fcm'])}-credentials`,
      'spec:',
      '  encryptedData:',
      `    API_KEY: AgB${b64(r, 330)}`,
    ].join('\n'),
  ),
  T('ansible', 'ansible-vault', (r) => {
    const lines = ['mail_relay_password: !vault |', '  $ANSIBLE_VAULT;1.1;AES256'];
    for (let i = 0; i < 5; i++) {
      lines.push(`  ${hex(r, 80)}`);
    }
    return lines.join('\n');
  }),
  T(
    'vonage',
    'sms-delivery-receipt',
    (r) =>
      `GET /webhooks/dlr?msisdn=447700${dig(r, 6)}&to=AcmeAlerts&network-code=23410&messageId=${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}&price=0.03330000&status=delivered&scts=${dig(r, 10)}&err-code=0&api-key=${hex(r, 8)}&message-timestamp=2024-05-02+10%3A11%3A12 HTTP/1.1`,
  ),
  T('tls', 'cert-fingerprint', (r) =>
    [
      '$ openssl s_client -connect smtp.acme.io:465 </dev/null 2>/dev/null | openssl x509 -noout -fingerprint -sha256',
      `sha256 Fingerprint=${Array.from({ length: 32 }, () => hexu(r, 2)).join(':')}`,
      `# pin for the mail relay (public certificate hash)`,
      `SMTP_TLS_PIN_SHA256=${b64(r, 43)}=`,
    ].join('\n'),
  ),
  T('smtp', 'smtp-session-transcript', (r) =>
    [
      'S: 220 smtp.sendgrid.net ESMTP service ready',
      'C: EHLO relay.acme.io',
      'S: 250-AUTH PLAIN LOGIN',
      'C: AUTH LOGIN',
      `S: 334 ${b64of('Username:')}`,
      `C: ${b64of('apikey')}`,
      `S: 334 ${b64of('Password:')}`,
      'C: ********',
      'S: 235 Authentication successful',
      `S: 250 Ok: queued as ${b64u(r, 22)}`,
    ].join('\n'),
  ),
  T('placeholder', 'env-example', (r) =>
    [
      '# Copy to .env and fill in. Never commit real values.',
      `SENDGRID_API_KEY=${r.pick(['SG.your-api-key', '<sendgrid api key>', 'replace-me'])}`,
      `TWILIO_ACCOUNT_SID=${r.pick(['ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'your_account_sid'])}`,
      `TWILIO_AUTH_TOKEN=${r.pick(['your_auth_token', '<twilio auth token>'])}`,
      `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/${r.pick(['T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', 'YOUR/WEBHOOK/PATH'])}`,
      `SMTP_PASSWORD=${r.pick(['', 'changeme', '${SMTP_PASSWORD}'])}`,
    ].join('\n'),
  ),
  T('random', 'random-non-credential', (r) =>
    r.pick([
      () => `CACHE_BUSTER=${hex(r, 20)}\nASSET_VERSION=${hex(r, 8)}\nBUILD_ID=${an(r, 21)}`,
      () =>
        `{"campaign_id": "${hex(r, 10)}", "variant": "${uuid(r)}", "seed": ${dig(r, 9)}, "checksum": "${hex(r, 40)}"}`,
      () =>
        `NOTIFY_DEDUPE_SALT_VERSION=3\nUNSUBSCRIBE_LINK_ID=${b64u(r, 22)}\nLIST_ID=<${hex(r, 25)}.list-id.mcsv.net>`,
      () =>
        `${iso(r)} INFO outbox drained batch=${uuid(r)} cursor=${b64urlOf(JSON.stringify({ id: Number(dig(r, 7)), ts: 1700000000 + r.int(9e7) }))}`,
      () =>
        `message_template_hash: sha1:${hex(r, 40)}\nrendered_with: mjml@4.15.3\npassword_min_length: ${8 + r.int(8)}\nreset_token_ttl: 900`,
    ])(),
  ),
];
