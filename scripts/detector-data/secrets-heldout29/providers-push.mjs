// Push notifications, realtime, alerting and marketing automation.

import {
  an,
  b64,
  b64of,
  b64u,
  BASE32,
  dig,
  hex,
  hexu,
  jwt,
  lan,
  uan,
  urlpw,
  uuid,
} from './util.mjs';
import { dom, P, sender } from './provider-kit.mjs';

export const pushProviders = [
  // --- push notifications and realtime
  P('pushover', 'PUSHOVER_APP_TOKEN', (r) => `a${lan(r, 29)}`, {
    with: [['PUSHOVER_USER_KEY', (r) => `u${lan(r, 29)}`]],
  }),
  P('pushbullet', 'PUSHBULLET_ACCESS_TOKEN', (r) => `o.${an(r, 32)}`, {
    auth: 'h:Access-Token',
    host: 'api.pushbullet.com',
    path: '/v2/pushes',
  }),
  P('fcm-legacy', 'FCM_SERVER_KEY', (r) => `AAAA${b64u(r, 7)}:APA91b${b64u(r, 134)}`, {
    section: 'fcm',
    auth: 'h:Authorization:key=',
    host: 'fcm.googleapis.com',
    path: '/fcm/send',
  }),
  P('onesignal', 'ONESIGNAL_REST_API_KEY', (r) => b64of(uuid(r)), {
    with: [['ONESIGNAL_APP_ID', uuid]],
    auth: 'h:Authorization:Basic',
    host: 'onesignal.com',
    path: '/api/v1/notifications',
  }),
  P('expo', 'EXPO_ACCESS_TOKEN', (r) => b64u(r, 40), {
    auth: 'bearer',
    host: 'exp.host',
    path: '/--/api/v2/push/send',
  }),
  P('pusher', 'PUSHER_APP_SECRET', (r) => hex(r, 20), {
    with: [
      ['PUSHER_APP_ID', (r) => dig(r, 7)],
      ['PUSHER_APP_KEY', (r) => hex(r, 20)],
      ['PUSHER_APP_CLUSTER', (r) => r.pick(['eu', 'us2', 'mt1', 'ap1'])],
    ],
  }),
  P('pusher-beams', 'BEAMS_SECRET_KEY', (r) => hexu(r, 64), {
    section: 'beams',
    with: [['BEAMS_INSTANCE_ID', uuid]],
    auth: 'bearer',
    host: 'acme.pushnotifications.pusher.com',
    path: '/publish_api/v1/instances/x/publishes',
  }),
  P('ably', 'ABLY_API_KEY', (r) => `${an(r, 6)}.${b64u(r, 6)}:${b64u(r, 43)}`, {
    auth: 'basic-raw',
    host: 'rest.ably.io',
    path: '/channels/alerts/messages',
  }),
  P('pubnub', 'PUBNUB_SECRET_KEY', (r) => `sec-c-${b64(r, 48)}`, {
    with: [
      ['PUBNUB_PUBLISH_KEY', (r) => `pub-c-${uuid(r)}`],
      ['PUBNUB_SUBSCRIBE_KEY', (r) => `sub-c-${uuid(r)}`],
    ],
  }),
  P('huawei-push', 'HMS_APP_SECRET', (r) => hex(r, 64), {
    section: 'hms',
    with: [['HMS_APP_ID', (r) => dig(r, 9)]],
  }),
  P('xiaomi-push', 'MIPUSH_APP_SECRET', (r) => `${b64(r, 22)}==`, {
    section: 'mipush',
    with: [['MIPUSH_PACKAGE_NAME', () => 'com.acme.app']],
    auth: 'h:Authorization:key=',
    host: 'api.xmpush.xiaomi.com',
    path: '/v3/message/regid',
  }),
  P('batch', 'BATCH_REST_API_KEY', (r) => hex(r, 32), {
    auth: 'h:X-Authorization',
    host: 'api.batch.com',
    path: '/1.1/x/transactional/send',
  }),
  P('airship', 'AIRSHIP_MASTER_SECRET', (r) => b64u(r, 22), {
    with: [['AIRSHIP_APP_KEY', (r) => b64u(r, 22)]],
    auth: 'basic:$0',
    host: 'go.urbanairship.com',
    path: '/api/push',
  }),
  P('pushwoosh', 'PUSHWOOSH_API_TOKEN', (r) => an(r, 80), {
    auth: 'h:Authorization:Token',
    host: 'api.pushwoosh.com',
    path: '/json/1.3/createMessage',
  }),
  P('leanplum', 'LEANPLUM_PRODUCTION_KEY', (r) => `prod_${b64u(r, 43)}`, {
    with: [['LEANPLUM_APP_ID', (r) => `app_${b64u(r, 43)}`]],
  }),
  P('web-push-vapid', 'VAPID_PRIVATE_KEY', (r) => b64u(r, 43), {
    section: 'vapid',
    with: [['VAPID_PUBLIC_KEY', (r) => `B${b64u(r, 86)}`]],
  }),
  P('ntfy', 'NTFY_TOKEN', (r) => `tk_${lan(r, 29)}`, {
    auth: 'bearer',
    host: 'ntfy.sh',
    path: '/deploys',
  }),
  P('gotify', 'GOTIFY_APP_TOKEN', (r) => `A${b64u(r, 14)}`, {
    auth: 'h:X-Gotify-Key',
    host: 'push.acme.io',
    path: '/message',
  }),
  P('centrifugo', 'CENTRIFUGO_API_KEY', uuid, {
    second: ['CENTRIFUGO_TOKEN_HMAC_SECRET_KEY', uuid],
    auth: 'h:X-API-Key',
    host: 'rt.acme.io',
    path: '/api/publish',
  }),
  P('mercure', 'MERCURE_JWT_SECRET', (r) => an(r, 48)),
  P('nats-nkey', 'NATS_NKEY_SEED', (r) => `SUA${r.chars(BASE32, 55)}`, { section: 'nats' }),
  P(
    'rabbitmq',
    'AMQP_URL',
    (r) =>
      `amqps://${lan(r, 8)}:${urlpw(r, 32)}@${r.pick(['rattlesnake', 'woodpecker', 'kangaroo'])}.rmq.cloudamqp.com/${lan(r, 8)}`,
    { section: 'amqp', url: true },
  ),
  P('confluent-cloud', 'CONFLUENT_API_SECRET', (r) => b64(r, 64), {
    section: 'confluent',
    with: [['CONFLUENT_API_KEY', (r) => uan(r, 16)]],
  }),
  P(
    'upstash-qstash',
    'QSTASH_TOKEN',
    (r) => b64of(JSON.stringify({ UserID: uuid(r), Password: hex(r, 32) })),
    {
      section: 'qstash',
      second: ['QSTASH_CURRENT_SIGNING_KEY', (r) => `sig_${an(r, 28)}`],
      auth: 'bearer',
      host: 'qstash.upstash.io',
      path: '/v2/publish/',
    },
  ),
  P('svix', 'SVIX_WEBHOOK_SECRET', (r) => `whsec_${b64(r, 32)}`),
  // --- notification orchestration and alerting
  P('courier', 'COURIER_AUTH_TOKEN', (r) => `pk_prod_${uan(r, 28)}`, {
    auth: 'bearer',
    host: 'api.courier.com',
    path: '/send',
  }),
  P('knock', 'KNOCK_SECRET_API_KEY', (r) => `sk_${b64u(r, 43)}`, {
    auth: 'bearer',
    host: 'api.knock.app',
    path: '/v1/workflows/new-comment/trigger',
  }),
  P('novu', 'NOVU_API_KEY', (r) => hex(r, 32), {
    auth: 'h:Authorization:ApiKey',
    host: 'api.novu.co',
    path: '/v1/events/trigger',
  }),
  P('magicbell', 'MAGICBELL_API_SECRET', (r) => an(r, 40), {
    with: [['MAGICBELL_API_KEY', (r) => hex(r, 40)]],
    auth: 'h:X-MAGICBELL-API-SECRET',
    host: 'api.magicbell.com',
    path: '/broadcasts',
  }),
  P('suprsend', 'SUPRSEND_WORKSPACE_SECRET', (r) => an(r, 20), {
    with: [['SUPRSEND_WORKSPACE_KEY', (r) => an(r, 20)]],
  }),
  P('pagerduty', 'PAGERDUTY_ROUTING_KEY', (r) => hex(r, 32), {
    auth: 'body:routing_key',
    host: 'events.pagerduty.com',
    path: '/v2/enqueue',
  }),
  P('pagerduty-api', 'PAGERDUTY_API_TOKEN', (r) => `u+${b64u(r, 18)}`, {
    section: 'pagerduty',
    auth: 'h:Authorization:Token token=',
    host: 'api.pagerduty.com',
    path: '/incidents',
  }),
  P('opsgenie', 'OPSGENIE_API_KEY', uuid, {
    auth: 'h:Authorization:GenieKey',
    host: 'api.opsgenie.com',
    path: '/v2/alerts',
  }),
  P('statuspage', 'STATUSPAGE_API_KEY', uuid, {
    auth: 'h:Authorization:OAuth',
    host: 'api.statuspage.io',
    path: '/v1/pages/x/incidents',
  }),
  // --- marketing automation, CRM messaging and support inboxes
  P('customerio', 'CUSTOMERIO_API_KEY', (r) => hex(r, 20), {
    with: [['CUSTOMERIO_SITE_ID', (r) => hex(r, 20)]],
    auth: 'basic:$0',
    host: 'track.customer.io',
    path: '/api/v1/customers/1',
  }),
  P('customerio-app', 'CUSTOMERIO_APP_API_KEY', (r) => hex(r, 32), {
    section: 'customerio',
    auth: 'bearer',
    host: 'api.customer.io',
    path: '/v1/send/email',
  }),
  P('klaviyo', 'KLAVIYO_PRIVATE_API_KEY', (r) => `pk_${hex(r, 34)}`, {
    auth: 'h:Authorization:Klaviyo-API-Key',
    host: 'a.klaviyo.com',
    path: '/api/profiles/',
  }),
  P('hubspot', 'HUBSPOT_ACCESS_TOKEN', (r) => `pat-${r.pick(['na1', 'eu1', 'na2'])}-${uuid(r)}`, {
    auth: 'bearer',
    host: 'api.hubapi.com',
    path: '/marketing/v3/transactional/single-email/send',
  }),
  P('marketo', 'MARKETO_CLIENT_SECRET', (r) => an(r, 32), {
    with: [
      ['MARKETO_CLIENT_ID', uuid],
      ['MARKETO_MUNCHKIN_ID', (r) => `${dig(r, 3)}-${uan(r, 3)}-${dig(r, 3)}`],
    ],
  }),
  P('braze', 'BRAZE_REST_API_KEY', uuid, {
    with: [['BRAZE_REST_ENDPOINT', () => 'https://rest.iad-03.braze.com']],
    auth: 'bearer',
    host: 'rest.iad-03.braze.com',
    path: '/messages/send',
  }),
  P('iterable', 'ITERABLE_API_KEY', (r) => hex(r, 32), {
    auth: 'h:Api-Key',
    host: 'api.iterable.com',
    path: '/api/email/target',
  }),
  P('activecampaign', 'ACTIVECAMPAIGN_API_KEY', (r) => hex(r, 72), {
    with: [['ACTIVECAMPAIGN_URL', (r) => `https://${lan(r, 6)}.api-us1.com`]],
    auth: 'h:Api-Token',
    host: 'acme.api-us1.com',
    path: '/api/3/contacts',
  }),
  P('constant-contact', 'CONSTANT_CONTACT_CLIENT_SECRET', (r) => b64u(r, 22), {
    section: 'constant_contact',
    with: [['CONSTANT_CONTACT_CLIENT_ID', uuid]],
  }),
  P('campaign-monitor', 'CAMPAIGN_MONITOR_API_KEY', (r) => `${b64(r, 86)}==`, {
    section: 'campaign_monitor',
    auth: 'basic:x',
    host: 'api.createsend.com',
    path: '/api/v3.3/clients.json',
  }),
  P('intercom', 'INTERCOM_ACCESS_TOKEN', (r) => b64of(`tok:${uuid(r).replace(/-/g, '_')}:1:0`), {
    auth: 'bearer',
    host: 'api.intercom.io',
    path: '/messages',
  }),
  P('zendesk', 'ZENDESK_API_TOKEN', (r) => an(r, 40), {
    with: [
      ['ZENDESK_SUBDOMAIN', (r) => `acme${lan(r, 3)}`],
      ['ZENDESK_EMAIL', sender],
    ],
  }),
  P('freshdesk', 'FRESHDESK_API_KEY', (r) => an(r, 20), {
    with: [['FRESHDESK_DOMAIN', (r) => `${lan(r, 6)}.freshdesk.com`]],
  }),
  P('helpscout', 'HELPSCOUT_APP_SECRET', (r) => an(r, 32), {
    with: [['HELPSCOUT_APP_ID', (r) => an(r, 32)]],
  }),
  P(
    'front',
    'FRONT_API_TOKEN',
    (r) =>
      jwt(r, {
        scopes: ['shared:*'],
        iat: 1690000000 + r.int(9e7),
        iss: 'front',
        sub: hex(r, 20),
        jti: hex(r, 16),
      }),
    { auth: 'bearer', host: 'api2.frontapp.com', path: '/channels/x/messages' },
  ),
  P('crisp', 'CRISP_TOKEN_KEY', (r) => hex(r, 64), {
    with: [['CRISP_TOKEN_IDENTIFIER', uuid]],
  }),
  P('livechat', 'LIVECHAT_PAT', (r) => `${r.pick(['dal', 'fra'])}:${b64u(r, 27)}`, {
    with: [['LIVECHAT_ACCOUNT_ID', uuid]],
  }),
  P('drift', 'DRIFT_ACCESS_TOKEN', (r) => an(r, 32), {
    auth: 'bearer',
    host: 'driftapi.com',
    path: '/conversations/new',
  }),
  P('moosend', 'MOOSEND_API_KEY', uuid, {
    auth: 'q:apikey',
    host: 'api.moosend.com',
    path: '/v3/lists.json',
  }),
  P('convertkit', 'CONVERTKIT_API_SECRET', (r) => b64u(r, 43), {
    auth: 'q:api_secret',
    host: 'api.convertkit.com',
    path: '/v3/subscribers',
  }),
  P('drip', 'DRIP_API_TOKEN', (r) => hex(r, 32), {
    with: [['DRIP_ACCOUNT_ID', (r) => dig(r, 7)]],
    auth: 'basic:$self',
    host: 'api.getdrip.com',
    path: '/v2/1/subscribers',
  }),
  P('getresponse', 'GETRESPONSE_API_KEY', (r) => lan(r, 32), {
    auth: 'h:X-Auth-Token:api-key',
    host: 'api.getresponse.com',
    path: '/v3/contacts',
  }),
  P('omnisend', 'OMNISEND_API_KEY', (r) => `${hex(r, 24)}-${an(r, 50)}`, {
    auth: 'h:X-API-KEY',
    host: 'api.omnisend.com',
    path: '/v3/contacts',
  }),
  P('sendy', 'SENDY_API_KEY', (r) => an(r, 20), {
    with: [['SENDY_URL', (r) => `https://newsletter.${dom(r)}`]],
  }),
  P('aweber', 'AWEBER_CLIENT_SECRET', (r) => an(r, 32), {
    with: [['AWEBER_CLIENT_ID', (r) => an(r, 32)]],
  }),
  P('emarsys', 'EMARSYS_SECRET', (r) => an(r, 20), {
    with: [['EMARSYS_USERNAME', (r) => `acme${dig(r, 3)}`]],
  }),
  P('listmonk', 'LISTMONK_API_TOKEN', (r) => an(r, 32), {
    with: [['LISTMONK_API_USER', () => 'notifier']],
  }),
  P('postscript', 'POSTSCRIPT_API_KEY', (r) => `sk_${hex(r, 32)}`, {
    auth: 'bearer',
    host: 'api.postscript.io',
    path: '/api/v2/subscribers',
  }),
];
