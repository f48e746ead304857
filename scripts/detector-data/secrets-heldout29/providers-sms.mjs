// SMS, voice and video gateways.

import { an, b64, b64u, dig, hex, hexu, lan, pwd, uan, uuid, uuidu } from './util.mjs';
import { P, phone, sender } from './provider-kit.mjs';

export const smsProviders = [
  // --- SMS and voice gateways
  P('twilio', 'TWILIO_AUTH_TOKEN', (r) => hex(r, 32), {
    with: [
      ['TWILIO_ACCOUNT_SID', (r) => `AC${hex(r, 32)}`],
      ['TWILIO_FROM_NUMBER', phone],
    ],
    auth: 'basic:$0',
    host: 'api.twilio.com',
    path: '/2010-04-01/Accounts/AC/Messages.json',
  }),
  P('twilio-api-key', 'TWILIO_API_SECRET', (r) => an(r, 32), {
    section: 'twilio',
    with: [['TWILIO_API_KEY', (r) => `SK${hex(r, 32)}`]],
    auth: 'basic:$0',
    host: 'api.twilio.com',
    path: '/2010-04-01/Accounts.json',
  }),
  P('vonage', 'VONAGE_API_SECRET', (r) => an(r, 16), {
    with: [['VONAGE_API_KEY', (r) => hex(r, 8)]],
    auth: 'basic:$0',
    host: 'rest.nexmo.com',
    path: '/sms/json',
  }),
  P('plivo', 'PLIVO_AUTH_TOKEN', (r) => an(r, 40), {
    with: [['PLIVO_AUTH_ID', (r) => `MA${uan(r, 18)}`]],
    auth: 'basic:$0',
    host: 'api.plivo.com',
    path: '/v1/Account/',
  }),
  P('sinch', 'SINCH_API_TOKEN', (r) => hex(r, 32), {
    with: [['SINCH_SERVICE_PLAN_ID', (r) => hex(r, 32)]],
    auth: 'bearer',
    host: 'us.sms.api.sinch.com',
    path: '/xms/v1/batches',
  }),
  P('messagebird', 'MESSAGEBIRD_ACCESS_KEY', (r) => an(r, 25), {
    auth: 'h:Authorization:AccessKey',
    host: 'rest.messagebird.com',
    path: '/messages',
  }),
  P('telnyx', 'TELNYX_API_KEY', (r) => `KEY${hexu(r, 32)}_${an(r, 22)}`, {
    auth: 'bearer',
    host: 'api.telnyx.com',
    path: '/v2/messages',
  }),
  P('bandwidth', 'BANDWIDTH_PASSWORD', (r) => pwd(r, 20), {
    with: [
      ['BANDWIDTH_ACCOUNT_ID', (r) => dig(r, 7)],
      ['BANDWIDTH_USERNAME', (r) => `api-${lan(r, 6)}`],
    ],
    auth: 'basic:$1',
    host: 'messaging.bandwidth.com',
    path: '/api/v2/users/messages',
  }),
  P('clicksend', 'CLICKSEND_API_KEY', uuidu, {
    with: [['CLICKSEND_USERNAME', sender]],
    auth: 'basic:$0',
    host: 'rest.clicksend.com',
    path: '/v3/sms/send',
  }),
  P('textmagic', 'TEXTMAGIC_API_KEY', (r) => an(r, 30), {
    auth: 'h:X-TM-Key',
    host: 'rest.textmagic.com',
    path: '/api/v2/messages',
    with: [['TEXTMAGIC_USERNAME', (r) => `ops${lan(r, 5)}`]],
  }),
  P('infobip', 'INFOBIP_API_KEY', (r) => `${hex(r, 32)}-${uuid(r)}`, {
    auth: 'h:Authorization:App',
    host: 'xk3v9q.api.infobip.com',
    path: '/sms/2/text/advanced',
  }),
  P('africastalking', 'AT_API_KEY', (r) => `atsk_${hex(r, 64)}`, {
    section: 'africastalking',
    auth: 'h:apiKey',
    host: 'api.africastalking.com',
    path: '/version1/messaging',
    with: [['AT_USERNAME', () => 'sandbox']],
  }),
  P('msg91', 'MSG91_AUTH_KEY', (r) => `${dig(r, 6)}A${an(r, 17)}`, {
    auth: 'h:authkey',
    host: 'control.msg91.com',
    path: '/api/v5/flow/',
  }),
  P('textlocal', 'TEXTLOCAL_API_KEY', (r) => `${b64(r, 42)}=`, {
    auth: 'body:apikey',
    host: 'api.txtlocal.com',
    path: '/send/',
  }),
  P('esendex', 'ESENDEX_PASSWORD', (r) => pwd(r, 14), {
    with: [
      ['ESENDEX_ACCOUNT_REFERENCE', (r) => `EX${dig(r, 7)}`],
      ['ESENDEX_USERNAME', sender],
    ],
    auth: 'basic:$1',
    host: 'api.esendex.com',
    path: '/v1.0/messagedispatcher',
  }),
  P('bulksms', 'BULKSMS_TOKEN_SECRET', (r) => an(r, 32), {
    with: [['BULKSMS_TOKEN_ID', (r) => hexu(r, 32)]],
    auth: 'basic:$0',
    host: 'api.bulksms.com',
    path: '/v1/messages',
  }),
  P('46elks', 'ELKS_API_PASSWORD', (r) => hexu(r, 32), {
    section: 'elks',
    with: [['ELKS_API_USERNAME', (r) => `u${hex(r, 32)}`]],
    auth: 'basic:$0',
    host: 'api.46elks.com',
    path: '/a1/sms',
  }),
  P('signalwire', 'SIGNALWIRE_API_TOKEN', (r) => `PT${hex(r, 48)}`, {
    with: [
      ['SIGNALWIRE_PROJECT_ID', uuid],
      ['SIGNALWIRE_SPACE_URL', (r) => `${lan(r, 6)}.signalwire.com`],
    ],
    auth: 'basic:$0',
    host: 'acme.signalwire.com',
    path: '/api/laml/2010-04-01/Accounts',
  }),
  P('ringcentral', 'RINGCENTRAL_CLIENT_SECRET', (r) => b64u(r, 42), {
    with: [['RINGCENTRAL_CLIENT_ID', (r) => an(r, 22)]],
  }),
  P('aircall', 'AIRCALL_API_TOKEN', (r) => hex(r, 32), {
    with: [['AIRCALL_API_ID', (r) => hex(r, 32)]],
    auth: 'basic:$0',
    host: 'api.aircall.io',
    path: '/v1/calls',
  }),
  P('dialpad', 'DIALPAD_API_KEY', (r) => an(r, 64), {
    auth: 'bearer',
    host: 'dialpad.com',
    path: '/api/v2/sms',
  }),
  P('vonage-video', 'OPENTOK_API_SECRET', (r) => hex(r, 40), {
    section: 'opentok',
    with: [['OPENTOK_API_KEY', (r) => dig(r, 8)]],
  }),
  P('agora', 'AGORA_APP_CERTIFICATE', (r) => hex(r, 32), {
    with: [['AGORA_APP_ID', (r) => hex(r, 32)]],
  }),
  P('daily', 'DAILY_API_KEY', (r) => hex(r, 64), {
    auth: 'bearer',
    host: 'api.daily.co',
    path: '/v1/rooms',
  }),
  P('zoom', 'ZOOM_CLIENT_SECRET', (r) => an(r, 32), {
    with: [
      ['ZOOM_ACCOUNT_ID', (r) => b64u(r, 22)],
      ['ZOOM_CLIENT_ID', (r) => b64u(r, 22)],
    ],
  }),
  P('webex', 'WEBEX_BOT_TOKEN', (r) => `${an(r, 64)}_P0A1_${uuid(r)}`, {
    auth: 'bearer',
    host: 'webexapis.com',
    path: '/v1/messages',
  }),
  P('clickatell', 'CLICKATELL_API_KEY', (r) => `${b64u(r, 22)}==`, {
    auth: 'h:Authorization',
    host: 'platform.clickatell.com',
    path: '/v1/message',
  }),
  P('smsapi', 'SMSAPI_TOKEN', (r) => an(r, 40), {
    auth: 'bearer',
    host: 'api.smsapi.com',
    path: '/sms.do',
  }),
  P('telesign', 'TELESIGN_API_KEY', (r) => `${b64(r, 86)}==`, {
    with: [['TELESIGN_CUSTOMER_ID', uuidu]],
    auth: 'basic:$0',
    host: 'rest-api.telesign.com',
    path: '/v1/messaging',
  }),
  P('kaleyra', 'KALEYRA_API_KEY', (r) => `A${hex(r, 32)}`, {
    with: [['KALEYRA_SID', (r) => `HXIN${dig(r, 10)}IN`]],
    auth: 'h:api-key',
    host: 'api.kaleyra.io',
    path: '/v1/HXIN/messages',
  }),
  P('exotel', 'EXOTEL_API_TOKEN', (r) => hex(r, 40), {
    with: [
      ['EXOTEL_API_KEY', (r) => hex(r, 40)],
      ['EXOTEL_SID', (r) => `${lan(r, 8)}1`],
    ],
    auth: 'basic:$0',
    host: 'api.exotel.com',
    path: '/v1/Accounts/acme/Sms/send',
  }),
  P('gupshup', 'GUPSHUP_API_KEY', (r) => lan(r, 32), {
    auth: 'h:apikey',
    host: 'api.gupshup.io',
    path: '/wa/api/v1/msg',
  }),
  P('naver-sens', 'NCP_SECRET_KEY', (r) => an(r, 40), {
    section: 'ncp',
    with: [['NCP_ACCESS_KEY', (r) => an(r, 20)]],
  }),
  P('kakao', 'KAKAO_REST_API_KEY', (r) => hex(r, 32), {
    auth: 'h:Authorization:KakaoAK',
    host: 'kapi.kakao.com',
    path: '/v2/api/talk/memo/default/send',
  }),
  P('azure-communication-services', 'ACS_CONNECTION_STRING', (r) => `${b64(r, 86)}==`, {
    section: 'acs',
    wrap: (v, r) => `endpoint=https://${lan(r, 8)}-comms.communication.azure.com/;accesskey=${v}`,
  }),
];
