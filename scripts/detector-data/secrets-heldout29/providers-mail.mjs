// Transactional mail APIs, SMTP relays and newsletter tools.

import { an, b64, b64u, dig, hex, hexu, jwt, lan, LOWER, pwd, urlpw, uuid } from './util.mjs';
import { dom, P, sender } from './provider-kit.mjs';

export const mailProviders = [
  // --- transactional mail APIs and SMTP relays
  P('sendgrid', 'SENDGRID_API_KEY', (r) => `SG.${b64u(r, 22)}.${b64u(r, 43)}`, {
    auth: 'bearer',
    host: 'api.sendgrid.com',
    path: '/v3/mail/send',
    with: [['SENDGRID_FROM_EMAIL', sender]],
    smtp: { host: 'smtp.sendgrid.net', user: () => 'apikey' },
  }),
  P(
    'mailgun',
    'MAILGUN_API_KEY',
    (r) => (r.chance(0.4) ? `key-${hex(r, 32)}` : `${hex(r, 32)}-${hex(r, 8)}-${hex(r, 8)}`),
    {
      auth: 'basic:api',
      host: 'api.mailgun.net',
      path: '/v3/mg.acme.io/messages',
      with: [['MAILGUN_DOMAIN', (r) => `mg.${dom(r)}`]],
    },
  ),
  P('mailgun-webhook', 'MAILGUN_WEBHOOK_SIGNING_KEY', (r) => hex(r, 32), {
    section: 'mailgun',
  }),
  P('mailchimp', 'MAILCHIMP_API_KEY', (r) => `${hex(r, 32)}-us${1 + r.int(21)}`, {
    auth: 'basic:anystring',
    host: 'us6.api.mailchimp.com',
    path: '/3.0/lists',
    with: [['MAILCHIMP_AUDIENCE_ID', (r) => hex(r, 10)]],
  }),
  P('mandrill', 'MANDRILL_API_KEY', (r) => `md-${an(r, 22)}`, {
    auth: 'body:key',
    host: 'mandrillapp.com',
    path: '/api/1.0/messages/send',
  }),
  P('postmark', 'POSTMARK_SERVER_TOKEN', uuid, {
    auth: 'h:X-Postmark-Server-Token',
    host: 'api.postmarkapp.com',
    path: '/email',
    with: [['POSTMARK_MESSAGE_STREAM', () => 'outbound']],
  }),
  P('sparkpost', 'SPARKPOST_API_KEY', (r) => hex(r, 40), {
    auth: 'h:Authorization',
    host: 'api.sparkpost.com',
    path: '/api/v1/transmissions',
  }),
  P('mailjet', 'MAILJET_SECRET_KEY', (r) => hex(r, 32), {
    auth: 'basic:$0',
    host: 'api.mailjet.com',
    path: '/v3.1/send',
    with: [['MAILJET_API_KEY', (r) => hex(r, 32)]],
  }),
  P('brevo', 'BREVO_API_KEY', (r) => `xkeysib-${hex(r, 64)}-${an(r, 16)}`, {
    auth: 'h:api-key',
    host: 'api.brevo.com',
    path: '/v3/smtp/email',
  }),
  P('amazon-ses-smtp', 'SES_SMTP_PASSWORD', (r) => `B${b64(r, 43)}`, {
    section: 'ses',
    second: ['SES_SMTP_USERNAME', (r) => `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`],
    smtp: { host: 'email-smtp.us-east-1.amazonaws.com', user: 'second' },
  }),
  P('mailersend', 'MAILERSEND_API_KEY', (r) => `mlsn.${hex(r, 64)}`, {
    auth: 'bearer',
    host: 'api.mailersend.com',
    path: '/v1/email',
  }),
  P('resend', 'RESEND_API_KEY', (r) => `re_${an(r, 8)}_${an(r, 24)}`, {
    auth: 'bearer',
    host: 'api.resend.com',
    path: '/emails',
    with: [['RESEND_FROM', sender]],
  }),
  P('loops', 'LOOPS_API_KEY', (r) => hex(r, 32), {
    auth: 'bearer',
    host: 'app.loops.so',
    path: '/api/v1/transactional',
  }),
  P('smtp2go', 'SMTP2GO_API_KEY', (r) => `api-${hexu(r, 32)}`, {
    auth: 'h:X-Smtp2go-Api-Key',
    host: 'api.smtp2go.com',
    path: '/v3/email/send',
  }),
  P('elastic-email', 'ELASTICEMAIL_API_KEY', (r) => hexu(r, 96), {
    auth: 'h:X-ElasticEmail-ApiKey',
    host: 'api.elasticemail.com',
    path: '/v4/emails',
  }),
  P('mailtrap', 'MAILTRAP_API_TOKEN', (r) => hex(r, 32), {
    auth: 'bearer',
    host: 'send.api.mailtrap.io',
    path: '/api/send',
  }),
  P(
    'mailerlite',
    'MAILERLITE_API_KEY',
    (r) => jwt(r, { aud: '4', jti: hex(r, 40), iat: 1700000000 + r.int(9e7), sub: dig(r, 6) }),
    { auth: 'bearer', host: 'connect.mailerlite.com', path: '/api/subscribers' },
  ),
  P('zeptomail', 'ZEPTOMAIL_TOKEN', (r) => `wSsVR${b64(r, 115)}==`, {
    auth: 'h:Authorization:Zoho-enczapikey',
    host: 'api.zeptomail.com',
    path: '/v1.1/email',
  }),
  P('sendpulse', 'SENDPULSE_CLIENT_SECRET', (r) => hex(r, 32), {
    with: [['SENDPULSE_CLIENT_ID', (r) => hex(r, 32)]],
  }),
  P('socketlabs', 'SOCKETLABS_INJECTION_API_KEY', (r) => an(r, 20), {
    with: [['SOCKETLABS_SERVER_ID', (r) => dig(r, 5)]],
    auth: 'bearer',
    host: 'inject.socketlabs.com',
    path: '/api/v1/email',
  }),
  P('pepipost', 'PEPIPOST_API_KEY', (r) => hex(r, 32), {
    auth: 'h:api_key',
    host: 'emailapi.netcorecloud.net',
    path: '/v5/mail/send',
  }),
  P('mailpace', 'MAILPACE_SERVER_TOKEN', uuid, {
    auth: 'h:MailPace-Server-Token',
    host: 'app.mailpace.com',
    path: '/api/v1/send',
  }),
  P('mailslurp', 'MAILSLURP_API_KEY', (r) => hex(r, 64), {
    auth: 'h:x-api-key',
    host: 'api.mailslurp.com',
    path: '/inboxes',
  }),
  P('mailosaur', 'MAILOSAUR_API_KEY', (r) => an(r, 32), {
    with: [['MAILOSAUR_SERVER_ID', (r) => lan(r, 8)]],
    auth: 'basic:$1',
    host: 'mailosaur.com',
    path: '/api/messages',
  }),
  P('smtp', 'SMTP_PASSWORD', (r) => pwd(r, 16 + r.int(8)), {
    with: [
      ['SMTP_HOST', (r) => `smtp.${dom(r)}`],
      ['SMTP_PORT', () => '587'],
      ['SMTP_USER', sender],
    ],
    smtp: { host: 'smtp.acme.io', user: '$2', url: urlpw },
  }),
  P(
    'google-app-password',
    'GMAIL_APP_PASSWORD',
    (r) => [0, 1, 2, 3].map(() => r.chars(LOWER, 4)).join(r.chance(0.5) ? ' ' : ''),
    {
      section: 'gmail',
      with: [['GMAIL_USER', (r) => `ops.${lan(r, 4)}@gmail.com`]],
    },
  ),
  P('microsoft-365-smtp', 'O365_SMTP_PASSWORD', (r) => pwd(r, 14 + r.int(6)), {
    section: 'o365',
    with: [
      ['O365_SMTP_HOST', () => 'smtp.office365.com'],
      ['O365_SMTP_USER', sender],
    ],
    smtp: { host: 'smtp.office365.com', user: '$1', url: urlpw },
  }),
  P('nylas', 'NYLAS_API_KEY', (r) => `nyk_v0_${an(r, 48)}`, {
    auth: 'bearer',
    host: 'api.us.nylas.com',
    path: '/v3/grants',
  }),
  P('emailoctopus', 'EMAILOCTOPUS_API_KEY', (r) => `eo_${hex(r, 64)}`, {
    auth: 'bearer',
    host: 'api.emailoctopus.com',
    path: '/lists',
  }),
  P('buttondown', 'BUTTONDOWN_API_KEY', uuid, {
    auth: 'h:Authorization:Token',
    host: 'api.buttondown.email',
    path: '/v1/emails',
  }),
  P('beehiiv', 'BEEHIIV_API_KEY', (r) => an(r, 64), {
    auth: 'bearer',
    host: 'api.beehiiv.com',
    path: '/v2/publications',
  }),
];
