// Positive templates that need their own shape: private keys in files and JSON, and SDK
// client construction for the common messaging libraries.

import { b64, dig, hex, lan, pem, uan, uuid } from './util.mjs';

const ecP8 = (r) =>
  [
    '-----BEGIN PRIVATE KEY-----',
    `MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg${b64(r, 16)}`,
    b64(r, 64),
    b64(r, 64),
    b64(r, 8),
    '-----END PRIVATE KEY-----',
  ].join('\n');

const rsaPkcs8 = (r) => {
  return pem(r, 'PRIVATE KEY', 25, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ');
};

/** Private-key positives: { provider, rule, build(r) -> { text, secrets } }. */
export const keyTemplates = [
  {
    provider: 'apple-apns',
    theme: true,
    rule: 'apns-p8-key',
    build(r) {
      const key = ecP8(r);
      const kid = uan(r, 10);
      if (r.chance(0.5)) {
        return { text: `$ cat certs/AuthKey_${kid}.p8\n${key}`, secrets: [key] };
      }
      const lines = [
        `APNS_KEY_ID=${kid}`,
        `APNS_TEAM_ID=${uan(r, 10)}`,
        'APNS_TOPIC=com.acme.app',
        `APNS_PRIVATE_KEY="${key}"`,
      ];
      return { text: lines.join('\n'), secrets: [key] };
    },
  },
  {
    provider: 'google-service-account',
    theme: true,
    rule: 'service-account-json',
    build(r) {
      const key = rsaPkcs8(r).replace(/\n/g, '\\n') + '\\n';
      const project = `${r.pick(['acme', 'northwind', 'brightwave'])}-push-${dig(r, 5)}`;
      const obj = {
        type: 'service_account',
        project_id: project,
        private_key_id: hex(r, 40),
        private_key: '@@KEY@@',
        client_email: `firebase-adminsdk-${lan(r, 5)}@${project}.iam.gserviceaccount.com`,
        client_id: dig(r, 21),
        auth_uri: 'https://accounts.google.com/o/oauth2/auth',
        token_uri: 'https://oauth2.googleapis.com/token',
      };
      const text = JSON.stringify(obj, null, 2).replace('"@@KEY@@"', `"${key}"`);
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'vonage-application-key',
    theme: true,
    rule: 'pem-in-env',
    build(r) {
      const key = rsaPkcs8(r);
      const text = [`VONAGE_APPLICATION_ID=${uuid(r)}`, `VONAGE_PRIVATE_KEY="${key}"`].join('\n');
      return { text, secrets: [key] };
    },
  },
  {
    provider: 'dkim-signing-key',
    theme: true,
    rule: 'pem-file',
    build(r) {
      const key = pem(r, 'RSA PRIVATE KEY', 13, 'MIICXAIBAAKBgQ');
      const sel = r.pick(['s1', 'mail', 'default', 'k2024']);
      return { text: `# /etc/opendkim/keys/acme.io/${sel}.private\n${key}`, secrets: [key] };
    },
  },
  {
    provider: 'ssh-private-key',
    theme: false,
    rule: 'pem-file',
    build(r) {
      const body = [
        'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
        b64(r, 70),
        b64(r, 70),
        b64(r, 70),
        b64(r, 70),
        `${b64(r, 30)}=`,
      ];
      const key = `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join('\n')}\n-----END OPENSSH PRIVATE KEY-----`;
      return {
        text: `# deploy key for relay.acme.io (postfix config repo)\n${key}`,
        secrets: [key],
      };
    },
  },
];

/** SDK client construction with a literal credential, keyed by provider name. */
export const sdkInit = {
  sendgrid: (r, v) =>
    r.pick([
      `const sgMail = require('@sendgrid/mail');\nsgMail.setApiKey('${v.secret}');`,
      `from sendgrid import SendGridAPIClient\n\nsg = SendGridAPIClient("${v.secret}")\nsg.send(message)`,
    ]),
  twilio: (r, v) =>
    r.pick([
      `from twilio.rest import Client\n\nclient = Client("${v.with[0]}", "${v.secret}")\nclient.messages.create(to="+15551230000", from_="${v.with[1]}", body="Your code is 774120")`,
      `const client = require('twilio')('${v.with[0]}', '${v.secret}');`,
    ]),
  'slack-bot': (r, v) =>
    r.pick([
      `from slack_sdk import WebClient\n\nclient = WebClient(token="${v.secret}")\nclient.chat_postMessage(channel="#deploys", text="Deploy done")`,
      `const web = new WebClient('${v.secret}');\nawait web.chat.postMessage({ channel: 'C0123ABCD', text: 'Deploy done' });`,
    ]),
  'discord-bot': (r, v) =>
    r.pick([
      `client.login('${v.secret}');`,
      `bot = commands.Bot(command_prefix="!", intents=intents)\nbot.run("${v.secret}")`,
    ]),
  'telegram-bot': (r, v) =>
    r.pick([
      `const bot = new Telegraf('${v.secret}');\nbot.launch();`,
      `application = ApplicationBuilder().token("${v.secret}").build()`,
      `curl -s "https://api.telegram.org/bot${v.secret}/sendMessage" -d chat_id=${v.with[0]} -d text="backup ok"`,
    ]),
  mailgun: (r, v) =>
    `const mg = mailgun.client({ username: 'api', key: '${v.secret}' });\nawait mg.messages.create('${v.with[0]}', msg);`,
  postmark: (r, v) => `const client = new postmark.ServerClient("${v.secret}");`,
  vonage: (r, v) =>
    `const vonage = new Vonage({\n  apiKey: '${v.with[0]}',\n  apiSecret: '${v.secret}',\n});`,
  plivo: (r, v) => `client = plivo.RestClient("${v.with[0]}", "${v.secret}")`,
  pusher: (r, v) =>
    `const pusher = new Pusher({\n  appId: '${v.with[0]}',\n  key: '${v.with[1]}',\n  secret: '${v.secret}',\n  cluster: '${v.with[2]}',\n  useTLS: true,\n});`,
  resend: (r, v) => `import { Resend } from 'resend';\n\nconst resend = new Resend('${v.secret}');`,
  mailchimp: (r, v) =>
    `mailchimp.setConfig({\n  apiKey: '${v.secret}',\n  server: '${v.secret.split('-')[1]}',\n});`,
  messagebird: (r, v) => `const messagebird = require('messagebird').initClient('${v.secret}');`,
  ably: (r, v) => `const ably = new Ably.Rest({ key: '${v.secret}' });`,
  line: (r, v) =>
    `const client = new line.messagingApi.MessagingApiClient({\n  channelAccessToken: '${v.secret}',\n});\nconst middlewareConfig = { channelSecret: '${v.second}' };`,
  brevo: (r, v) =>
    `const apiKey = defaultClient.authentications['api-key'];\napiKey.apiKey = '${v.secret}';`,
  telnyx: (r, v) => `const telnyx = require('telnyx')('${v.secret}');`,
  openai: (r, v) => `client = OpenAI(api_key="${v.secret}")`,
  stripe: (r, v) => `const stripe = require('stripe')('${v.secret}');`,
  smtp: (r, v) =>
    `const transporter = nodemailer.createTransport({\n  host: '${v.with[0]}',\n  port: 587,\n  auth: { user: '${v.with[2]}', pass: '${v.secret}' },\n});`,
  'google-app-password': (r, v) =>
    `server = smtplib.SMTP_SSL("smtp.gmail.com", 465)\nserver.login("${v.with[0]}", "${v.secret}")`,
  'microsoft-365-smtp': (r, v) =>
    `$cred = New-Object PSCredential('${v.with[1]}', (ConvertTo-SecureString '${v.secret}' -AsPlainText -Force))\nSend-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $cred -To ops@acme.io -From ${v.with[1]} -Subject 'Nightly report'`,
  'amazon-ses-smtp': (r, v) =>
    `smtp_settings = {\n  address: 'email-smtp.us-east-1.amazonaws.com',\n  port: 587,\n  user_name: '${v.second}',\n  password: '${v.secret}',\n  authentication: :login,\n}`,
  zulip: (r, v) =>
    `client = zulip.Client(email="${v.with[0]}", api_key="${v.secret}", site="https://acme.zulipchat.com")`,
  'pusher-beams': (r, v) =>
    `beams_client = PushNotifications(\n    instance_id="${v.with[0]}",\n    secret_key="${v.secret}",\n)`,
  getstream: (r, v) =>
    `client = stream_chat.StreamChat(api_key="${v.with[0]}", api_secret="${v.secret}")`,
  agora: (r, v) =>
    `token = RtcTokenBuilder.buildTokenWithUid("${v.with[0]}", "${v.secret}", channel, uid, role, expire)`,
  aws: (r, v) =>
    `sns = boto3.client(\n    "sns",\n    region_name="${v.with[0]}",\n    aws_access_key_id="${v.second}",\n    aws_secret_access_key="${v.secret}",\n)`,
  'web-push-vapid': (r, v) =>
    `webpush.setVapidDetails('mailto:push@acme.io', '${v.with[0]}', '${v.secret}');`,
  onesignal: (r, v) =>
    `configuration = onesignal.Configuration(app_key="${v.secret}")\n# app id ${v.with[0]}`,
  'fcm-legacy': (r, v) => `push_service = FCMNotification(api_key="${v.secret}")`,
};
