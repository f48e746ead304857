// Hard negatives: public ids and client-side keys, written with the same generic rules as
// the positives.

import { an, b64, b64of, b64u, b64urlOf, dig, hex, lan, uan, uuid, uuidu } from './util.mjs';
import { N, phone } from './negatives-kit.mjs';

/** Non-secret identifiers and public keys, rendered with the generic rules. */
export const publicGroups = [
  N('twilio', 'twilio', [
    ['TWILIO_ACCOUNT_SID', (r) => `AC${hex(r, 32)}`],
    ['TWILIO_MESSAGING_SERVICE_SID', (r) => `MG${hex(r, 32)}`],
    ['TWILIO_FROM_NUMBER', phone],
  ]),
  N('twilio', 'twilio', [
    ['TWILIO_VERIFY_SERVICE_SID', (r) => `VA${hex(r, 32)}`],
    ['TWILIO_ACCOUNT_SID', (r) => `AC${hex(r, 32)}`],
  ]),
  N('sendgrid', 'sendgrid', [
    ['SENDGRID_TEMPLATE_ID', (r) => `d-${hex(r, 32)}`],
    ['SENDGRID_UNSUBSCRIBE_GROUP_ID', (r) => dig(r, 5)],
    ['SENDGRID_FROM_EMAIL', () => 'noreply@acme.io'],
  ]),
  N('sendgrid', 'sendgrid', [
    [
      'SENDGRID_WEBHOOK_VERIFICATION_KEY',
      (r) => `MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${b64(r, 86)}==`,
    ],
  ]),
  N('mailchimp', 'mailchimp', [
    ['MAILCHIMP_AUDIENCE_ID', (r) => hex(r, 10)],
    ['MAILCHIMP_SERVER_PREFIX', (r) => `us${1 + r.int(21)}`],
  ]),
  N('firebase', 'firebase', [
    ['NEXT_PUBLIC_FIREBASE_API_KEY', (r) => `AIza${b64u(r, 35)}`],
    ['NEXT_PUBLIC_FIREBASE_PROJECT_ID', (r) => `acme-push-${dig(r, 5)}`],
    ['NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID', (r) => dig(r, 12)],
    ['NEXT_PUBLIC_FIREBASE_APP_ID', (r) => `1:${dig(r, 12)}:web:${hex(r, 22)}`],
  ]),
  N('pusher', 'pusher', [
    ['NEXT_PUBLIC_PUSHER_KEY', (r) => hex(r, 20)],
    ['NEXT_PUBLIC_PUSHER_CLUSTER', (r) => r.pick(['eu', 'us2', 'mt1'])],
  ]),
  N('pubnub', 'pubnub', [
    ['PUBNUB_SUBSCRIBE_KEY', (r) => `sub-c-${uuid(r)}`],
    ['PUBNUB_USER_ID', (r) => `web-${lan(r, 8)}`],
  ]),
  N('onesignal', 'onesignal', [
    ['ONESIGNAL_APP_ID', uuid],
    ['ONESIGNAL_SAFARI_WEB_ID', (r) => `web.onesignal.auto.${uuid(r)}`],
  ]),
  N('web-push-vapid', 'vapid', [
    ['VAPID_PUBLIC_KEY', (r) => `B${b64u(r, 86)}`],
    ['VAPID_SUBJECT', () => 'mailto:push@acme.io'],
  ]),
  N('apple-apns', 'apns', [
    ['APNS_KEY_ID', (r) => uan(r, 10)],
    ['APNS_TEAM_ID', (r) => uan(r, 10)],
    ['APNS_TOPIC', () => 'com.acme.notify'],
  ]),
  N('discord', 'discord', [
    ['DISCORD_APPLICATION_ID', (r) => dig(r, 18)],
    ['DISCORD_PUBLIC_KEY', (r) => hex(r, 64)],
    ['DISCORD_GUILD_ID', (r) => dig(r, 18)],
  ]),
  N('slack', 'slack', [
    ['SLACK_CLIENT_ID', (r) => `${dig(r, 12)}.${dig(r, 13)}`],
    ['SLACK_APP_ID', (r) => `A${uan(r, 10)}`],
    ['SLACK_ALERTS_CHANNEL_ID', (r) => `C${uan(r, 10)}`],
  ]),
  N('telegram', 'telegram', [
    ['TELEGRAM_CHAT_ID', (r) => `-100${dig(r, 10)}`],
    ['TELEGRAM_BOT_USERNAME', (r) => `acme_${lan(r, 4)}_bot`],
  ]),
  N('stripe', 'stripe', [['STRIPE_PUBLISHABLE_KEY', (r) => `pk_live_51${an(r, 97)}`]], false),
  N('klaviyo', 'klaviyo', [['KLAVIYO_PUBLIC_API_KEY', (r) => an(r, 6)]]),
  N('braze', 'braze', [
    ['BRAZE_SDK_API_KEY', uuid],
    ['BRAZE_SDK_ENDPOINT', () => 'sdk.iad-03.braze.com'],
  ]),
  N('intercom', 'intercom', [['INTERCOM_APP_ID', (r) => lan(r, 8)]]),
  N('crisp', 'crisp', [['CRISP_WEBSITE_ID', uuid]]),
  N(
    'sentry',
    'sentry',
    [
      [
        'SENTRY_DSN',
        (r) => `https://${hex(r, 32)}@o${dig(r, 6)}.ingest.us.sentry.io/${dig(r, 16)}`,
      ],
    ],
    false,
  ),
  N('recaptcha', 'recaptcha', [['RECAPTCHA_SITE_KEY', (r) => `6L${b64u(r, 38)}`]], false),
  N(
    'mapbox',
    'mapbox',
    [
      [
        'MAPBOX_PUBLIC_TOKEN',
        (r) =>
          `pk.${b64urlOf(JSON.stringify({ u: 'acme-maps', a: lan(r, 25) })).replace(/=+$/, '')}.${b64u(r, 22)}`,
      ],
    ],
    false,
  ),
  N(
    'google-oauth',
    'google',
    [['GOOGLE_CLIENT_ID', (r) => `${dig(r, 12)}-${lan(r, 32)}.apps.googleusercontent.com`]],
    false,
  ),
  N('telnyx', 'telnyx', [['TELNYX_PUBLIC_KEY', (r) => `${b64(r, 43)}=`]]),
  N('pagerduty', 'pagerduty', [
    ['PAGERDUTY_SERVICE_ID', (r) => `P${uan(r, 6)}`],
    ['PAGERDUTY_ESCALATION_POLICY_ID', (r) => `P${uan(r, 6)}`],
  ]),
  N('opsgenie', 'opsgenie', [
    ['OPSGENIE_TEAM_ID', uuid],
    ['OPSGENIE_RESPONDER', () => 'platform-oncall'],
  ]),
  N('hubspot', 'hubspot', [
    ['HUBSPOT_PORTAL_ID', (r) => dig(r, 8)],
    ['HUBSPOT_NEWSLETTER_FORM_ID', uuid],
  ]),
  N('agora', 'agora', [['AGORA_APP_ID', (r) => hex(r, 32)]]),
  N('getstream', 'stream', [['STREAM_API_KEY', (r) => lan(r, 12)]]),
  N('sendbird', 'sendbird', [['SENDBIRD_APP_ID', uuidu]]),
  N('magicbell', 'magicbell', [['MAGICBELL_API_KEY', (r) => hex(r, 40)]]),
  N(
    'algolia',
    'algolia',
    [
      ['ALGOLIA_APP_ID', (r) => uan(r, 10)],
      ['ALGOLIA_SEARCH_ONLY_KEY', (r) => hex(r, 32)],
    ],
    false,
  ),
  N('line', 'line', [
    ['LINE_CHANNEL_ID', (r) => dig(r, 10)],
    ['LINE_LIFF_ID', (r) => `${dig(r, 10)}-${an(r, 8)}`],
  ]),
  N('whatsapp-business', 'whatsapp', [
    ['WHATSAPP_PHONE_NUMBER_ID', (r) => dig(r, 15)],
    ['WHATSAPP_BUSINESS_ACCOUNT_ID', (r) => dig(r, 15)],
  ]),
  N('amazon-ses', 'ses', [
    ['SES_CONFIGURATION_SET', () => 'transactional-prod'],
    ['SES_FROM_ARN', (r) => `arn:aws:ses:us-east-1:${dig(r, 12)}:identity/acme.io`],
  ]),
  N('aws-sns', 'sns', [
    ['SNS_ALERTS_TOPIC_ARN', (r) => `arn:aws:sns:eu-west-1:${dig(r, 12)}:ops-alerts`],
  ]),
  N('expo', 'expo', [['EXPO_PROJECT_ID', uuid]]),
  N('fcm', 'fcm', [
    ['FCM_SENDER_ID', (r) => dig(r, 12)],
    ['FCM_PROJECT_ID', (r) => `acme-mobile-${lan(r, 5)}`],
  ]),
  N('webex', 'webex', [
    ['WEBEX_ROOM_ID', (r) => b64of(`ciscospark://us/ROOM/${uuid(r)}`).replace(/=+$/, '')],
  ]),
  N('microsoft-teams', 'teams', [
    ['TEAMS_CHANNEL_ID', (r) => `19:${hex(r, 32)}@thread.tacv2`],
    ['TEAMS_TENANT_ID', uuid],
  ]),
  N('customerio', 'customerio', [['CUSTOMERIO_SITE_ID', (r) => hex(r, 20)]]),
  N('mixpanel', 'mixpanel', [['MIXPANEL_PROJECT_TOKEN', (r) => hex(r, 32)]], false),
  N('amplitude', 'amplitude', [['NEXT_PUBLIC_AMPLITUDE_API_KEY', (r) => hex(r, 32)]], false),
  N('datadog', 'datadog', [['DD_RUM_CLIENT_TOKEN', (r) => `pub${hex(r, 32)}`]], false),
  N('launchdarkly', 'launchdarkly', [['LD_CLIENT_SIDE_ID', (r) => hex(r, 24)]], false),
  N('posthog', 'posthog', [['NEXT_PUBLIC_POSTHOG_KEY', (r) => `phc_${an(r, 43)}`]], false),
  N('postmark', 'postmark', [
    ['POSTMARK_MESSAGE_STREAM', () => 'broadcast'],
    ['POSTMARK_WELCOME_TEMPLATE_ID', (r) => dig(r, 8)],
  ]),
  N('mailgun', 'mailgun', [
    ['MAILGUN_DOMAIN', () => 'mg.acme.io'],
    ['MAILGUN_REGION', () => 'eu'],
    ['MAILGUN_TRACKING_CNAME', () => 'email.mg.acme.io'],
  ]),
  N('vonage', 'vonage', [
    ['VONAGE_APPLICATION_ID', uuid],
    ['VONAGE_API_KEY', (r) => hex(r, 8)],
  ]),
  N('zendesk', 'zendesk', [['ZENDESK_WIDGET_KEY', uuid]]),
];
