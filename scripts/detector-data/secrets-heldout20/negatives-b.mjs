// Hard negatives of the held-out (20) secrets set, part B: identifiers, hashes, digests,
// public keys, base64 data and values that are public by design.

import { gen, uuid } from './values.mjs';

const day = (r) =>
  `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;

export const IDS = [
  (r) => ({
    provider: 'stripe',
    rule: 'webhook-event-id',
    text: `{\n  "id": "evt_${gen(r, 'b24')}",\n  "type": "invoice.paid",\n  "created": ${1700000000 + r.int(9999999)},\n  "data": { "object": { "id": "in_${gen(r, 'b24')}", "number": "INV-${gen(r, 'd4')}-${gen(r, 'd4')}" } }\n}`,
  }),
  (r) => ({
    provider: 'mailgun',
    rule: 'message-id',
    text: `${day(r)} 10:2${r.int(10)}:11 delivered message_id=<${day(r).replace(/-/g, '')}${gen(r, 'd6')}.${gen(r, 'h16')}@mg.example.com> recipient=j.doe@example.org`,
  }),
  (r) => ({
    provider: 'postmark',
    rule: 'message-id',
    text: `{"To":"customer@example.org","SubmittedAt":"${day(r)}T09:12:44Z","MessageID":"${uuid(r)}","ErrorCode":0,"Message":"OK"}`,
  }),
  (r) => ({
    provider: 'sendgrid',
    rule: 'template-id',
    text: `SENDGRID_TEMPLATE_ORDER_CONFIRMED=d-${gen(r, 'h32')}\nSENDGRID_TEMPLATE_PASSWORD_RESET=d-${gen(r, 'h32')}\nSENDGRID_ASM_GROUP_ID=${gen(r, 'd5')}`,
  }),
  (r) => ({
    provider: 'mailchimp',
    rule: 'list-id',
    text: `MAILCHIMP_AUDIENCE_ID=${gen(r, 'h10')}\nMAILCHIMP_SERVER_PREFIX=us${1 + r.int(21)}\nMAILCHIMP_CAMPAIGN_ID=${gen(r, 'h10')}`,
  }),
  (r) => ({
    provider: 'ups',
    rule: 'tracking-number',
    text: `Your parcel is on its way.\nCarrier: UPS\nTracking number: 1Z${gen(r, 'u6')}${gen(r, 'd10')}\nOrder: #${gen(r, 'd6')}`,
  }),
  (r) => ({
    provider: 'fedex',
    rule: 'tracking-number',
    text: `shipment = {"carrier": "fedex", "tracking_number": "${gen(r, 'd12')}", "service": "FEDEX_GROUND", "label_id": "${uuid(r)}"}`,
  }),
  (r) => ({
    provider: 'dhl-parcel',
    rule: 'tracking-number',
    text: `| Order | Carrier | Tracking |\n|---|---|---|\n| ${gen(r, 'd6')} | DHL | JJD${gen(r, 'd18')} |\n| ${gen(r, 'd6')} | DHL | 00${gen(r, 'd18')} |`,
  }),
  (r) => ({
    provider: 'xero',
    rule: 'invoice-id',
    text: `<Invoice>\n  <InvoiceID>${uuid(r)}</InvoiceID>\n  <InvoiceNumber>INV-${gen(r, 'd5')}</InvoiceNumber>\n  <ContactID>${uuid(r)}</ContactID>\n  <Total>${100 + r.int(900)}.00</Total>\n</Invoice>`,
  }),
  (r) => ({
    provider: 'slack',
    rule: 'channel-id',
    text: `channels:\n  alerts: C0${gen(r, 'u9')}\n  sales: C0${gen(r, 'u9')}\nteam_id: T0${gen(r, 'u8')}`,
  }),
  (r) => ({
    provider: 'discord-bot',
    rule: 'channel-id',
    text: `const ORDERS_CHANNEL_ID = '${gen(r, 'd19')}';\nconst GUILD_ID = '${gen(r, 'd18')}';`,
  }),
  (r) => ({
    provider: 'telegram-bot',
    rule: 'chat-id',
    text: `TELEGRAM_CHAT_ID=-100${gen(r, 'd10')}\nTELEGRAM_PARSE_MODE=HTML`,
  }),
  (r) => ({
    provider: 'docusign',
    rule: 'envelope-id',
    text: `envelope sent: envelopeId=${uuid(r)} status=sent templateId=${uuid(r)}`,
  }),
  (r) => ({
    provider: 'zendesk',
    rule: 'ticket-id',
    text: `Re: [Ticket #${gen(r, 'd6')}] refund for order ${gen(r, 'u3')}-${gen(r, 'd7')}\nrequest_id: ${gen(r, 'h32')}`,
  }),
  (r) => ({
    provider: 'calendly',
    rule: 'event-uri',
    text: `"event": "https://api.calendly.com/scheduled_events/${uuid(r)}",\n"invitee": "https://api.calendly.com/scheduled_events/${uuid(r)}/invitees/${uuid(r)}"`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'trace-id',
    text: `level=info trace_id=${gen(r, 'h32')} span_id=${gen(r, 'h16')} msg="order synced" duration_ms=${r.int(900)}`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'request-id',
    text: `HTTP/1.1 200 OK\nContent-Type: application/json\nX-Request-Id: ${uuid(r)}\nETag: "${gen(r, 'h32')}"\nX-Correlation-ID: ${gen(r, 'h24')}`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'nonce',
    text: `<script nonce="${gen(r, 's22')}==">window.dataLayer = window.dataLayer || [];</script>`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'guid',
    text: `<Project>\n  <PropertyGroup>\n    <ProjectGuid>{${uuid(r).toUpperCase()}}</ProjectGuid>\n    <UserSecretsId>${uuid(r)}</UserSecretsId>\n  </PropertyGroup>\n</Project>`,
  }),
];

export const HASHES = [
  (r) => ({
    provider: 'generic',
    rule: 'sha256-checksum',
    text: `RUN curl -fsSLO https://downloads.example.org/tool-1.${r.int(9)}.0-linux-amd64.tar.gz \\\n && echo "${gen(r, 'h64')}  tool-1.${r.int(9)}.0-linux-amd64.tar.gz" | sha256sum -c -`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'git-commit',
    text: `commit ${gen(r, 'h40')}\nAuthor: Dana Ops <dana@example.com>\nDate:   Tue Mar 5 10:22:01 2024 +0100\n\n    invoices: round tax per line (fixes #${r.int(900)})`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'docker-digest',
    text: `image: registry.example.com/billing/api@sha256:${gen(r, 'h64')}`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'md5-etag',
    text: `${gen(r, 'h32')}  exports/orders-${day(r)}.csv`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'lockfile-integrity',
    text: `"node_modules/${r.pick(['axios', 'dayjs', 'zod', 'pino'])}": {\n  "version": "${1 + r.int(4)}.${r.int(20)}.${r.int(9)}",\n  "resolved": "https://registry.npmjs.org/x/-/x.tgz",\n  "integrity": "sha512-${gen(r, 's86')}=="\n}`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'composer-lock-ref',
    text: `"source": {\n    "type": "git",\n    "url": "https://github.com/guzzle/guzzle.git",\n    "reference": "${gen(r, 'h40')}"\n},\n"dist": { "shasum": "" }`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'sha1-go-sum',
    text: `golang.org/x/sync v0.${r.int(9)}.0 h1:${gen(r, 's43')}=\ngolang.org/x/sync v0.${r.int(9)}.0/go.mod h1:${gen(r, 's43')}=`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'gemfile-lock-checksum',
    text: `CHECKSUMS\n  rack (3.0.${r.int(9)}) sha256=${gen(r, 'h64')}\n  rails (7.1.${r.int(5)}) sha256=${gen(r, 'h64')}`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'css-colour',
    text: `:root {\n  --brand: #${gen(r, 'h6')};\n  --brand-dark: #${gen(r, 'h6')};\n  --muted: #${gen(r, 'h3')};\n}`,
  }),
];

export const PUBLIC = [
  (r) => ({
    provider: 'generic',
    rule: 'public-key',
    text: `-----BEGIN PUBLIC KEY-----\n${gen(r, 's64')}\n${gen(r, 's64')}\n${gen(r, 's64')}\n${gen(r, 's24')}IDAQAB\n-----END PUBLIC KEY-----`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'ssh-public-key',
    text: `# authorized_keys for the deploy user\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${gen(r, 's43')} deploy@ci`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'certificate',
    text: `-----BEGIN CERTIFICATE-----\nMIID${gen(r, 's60')}\n${gen(r, 's64')}\n${gen(r, 's64')}\n${gen(r, 's20')}==\n-----END CERTIFICATE-----`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'base64-image',
    text: `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${gen(r, 's80')}AAAAAElFTkSuQmCC"); }`,
  }),
  (r) => ({
    provider: 'generic',
    rule: 'base64-fixture',
    text: `// fixture: a small gzip'd CSV of sample orders\nexport const SAMPLE_ORDERS_GZ = 'H4sIAAAAAAAAA${gen(r, 's70')}AAAA';`,
  }),
  (r) => ({
    provider: 'stripe',
    rule: 'publishable-key',
    text: `<script>\n  const stripe = Stripe('pk_live_${gen(r, 'b99')}');\n</script>`,
  }),
  (r) => ({
    provider: 'paystack',
    rule: 'public-key',
    text: `PaystackPop.setup({\n  key: 'pk_live_${gen(r, 'h40')}',\n  email: customer.email,\n  amount: total * 100,\n});`,
  }),
  (r) => ({
    provider: 'flutterwave',
    rule: 'public-key',
    text: `FlutterwaveCheckout({\n  public_key: "FLWPUBK-${gen(r, 'h32')}-X",\n  tx_ref: "order-${gen(r, 'd6')}",\n  currency: "NGN",\n});`,
  }),
  (r) => ({
    provider: 'razorpay',
    rule: 'key-id',
    text: `var options = {\n  "key": "rzp_live_${gen(r, 'b14')}",\n  "order_id": "order_${gen(r, 'b14')}",\n  "name": "Acme Store"\n};\nnew Razorpay(options).open();`,
  }),
  (r) => ({
    provider: 'adyen',
    rule: 'client-key',
    text: `const checkout = await AdyenCheckout({\n  environment: 'live',\n  clientKey: 'live_${gen(r, 'u32')}',\n  session: { id: sessionId, sessionData },\n});`,
  }),
  (r) => ({
    provider: 'recaptcha',
    rule: 'site-key',
    text: `<div class="g-recaptcha" data-sitekey="6L${gen(r, 'x38')}"></div>`,
  }),
  (r) => ({
    provider: 'hcaptcha',
    rule: 'site-key',
    text: `<div class="h-captcha" data-sitekey="${uuid(r)}"></div>`,
  }),
  (r) => ({
    provider: 'cloudflare-turnstile',
    rule: 'site-key',
    text: `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${gen(r, 'x14')}" data-theme="light"></div>`,
  }),
  (r) => ({
    provider: 'posthog',
    rule: 'project-key',
    text: `posthog.init('phc_${gen(r, 'b43')}', { api_host: 'https://eu.i.posthog.com' })`,
  }),
  (r) => ({
    provider: 'mapbox',
    rule: 'public-token',
    text: `mapboxgl.accessToken = 'pk.eyJ1Ijoi${gen(r, 'x40')}.${gen(r, 'x22')}';`,
  }),
  (r) => ({
    provider: 'intercom',
    rule: 'app-id',
    text: `window.intercomSettings = { api_base: "https://api-iam.intercom.io", app_id: "${gen(r, 'l8')}" };`,
  }),
  (r) => ({
    provider: 'crisp',
    rule: 'website-id',
    text: `window.$crisp=[];window.CRISP_WEBSITE_ID="${uuid(r)}";`,
  }),
  (r) => ({
    provider: 'google-oauth',
    rule: 'client-id',
    text: `GOOGLE_CLIENT_ID=${gen(r, 'd12')}-${gen(r, 'l32')}.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://app.example.com/auth/google/callback`,
  }),
  (r) => ({
    provider: 'azure-ad',
    rule: 'client-id',
    text: `"AzureAd": {\n  "Instance": "https://login.microsoftonline.com/",\n  "TenantId": "${uuid(r)}",\n  "ClientId": "${uuid(r)}",\n  "CallbackPath": "/signin-oidc"\n}`,
  }),
  (r) => ({
    provider: 'onesignal',
    rule: 'app-id',
    text: `OneSignal.init({ appId: "${uuid(r)}", allowLocalhostAsSecureOrigin: true });`,
  }),
  (r) => ({
    provider: 'pusher',
    rule: 'app-key',
    text: `const pusher = new Pusher('${gen(r, 'h20')}', { cluster: 'eu', forceTLS: true });`,
  }),
  (r) => ({
    provider: 'algolia',
    rule: 'search-only-key',
    text: `const searchClient = algoliasearch('${gen(r, 'u10')}', '${gen(r, 'h32')}'); // search-only key, safe in the browser`,
  }),
  (r) => ({
    provider: 'calendly',
    rule: 'embed-url',
    text: `<div class="calendly-inline-widget" data-url="https://calendly.com/acme-sales/30min?hide_gdpr_banner=1&primary_color=${gen(r, 'h6')}"></div>`,
  }),
  (r) => ({
    provider: 'square',
    rule: 'application-id',
    text: `const payments = Square.payments('sq0idp-${gen(r, 'x22')}', 'L${gen(r, 'u12')}');`,
  }),
  (r) => ({
    provider: 'sentry',
    rule: 'public-dsn',
    text: `Sentry.init({ dsn: "https://${gen(r, 'h32')}@o${gen(r, 'd6')}.ingest.sentry.io/${gen(r, 'd7')}", tracesSampleRate: 0.1 });`,
  }),
];
