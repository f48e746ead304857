// Chat bots, chat webhooks and messaging platforms.

import { an, b64, b64of, b64u, dig, hex, lan, uan, uuid, uuidu } from './util.mjs';
import { discordToken, dom, P } from './provider-kit.mjs';

export const chatProviders = [
  // --- chat bots and webhooks
  P('slack-bot', 'SLACK_BOT_TOKEN', (r) => `xoxb-${dig(r, 12)}-${dig(r, 13)}-${an(r, 24)}`, {
    section: 'slack',
    auth: 'bearer',
    host: 'slack.com',
    path: '/api/chat.postMessage',
  }),
  P(
    'slack-user',
    'SLACK_USER_TOKEN',
    (r) => `xoxp-${dig(r, 12)}-${dig(r, 12)}-${dig(r, 13)}-${hex(r, 32)}`,
    { section: 'slack', auth: 'bearer', host: 'slack.com', path: '/api/conversations.history' },
  ),
  P('slack-app', 'SLACK_APP_TOKEN', (r) => `xapp-1-A${uan(r, 10)}-${dig(r, 13)}-${hex(r, 64)}`, {
    section: 'slack',
  }),
  P(
    'slack-webhook',
    'SLACK_WEBHOOK_URL',
    (r) => `https://hooks.slack.com/services/T${uan(r, 8)}/B${uan(r, 10)}/${an(r, 24)}`,
    { section: 'slack', url: true },
  ),
  P('slack-signing-secret', 'SLACK_SIGNING_SECRET', (r) => hex(r, 32), { section: 'slack' }),
  P('discord-bot', 'DISCORD_BOT_TOKEN', discordToken, {
    section: 'discord',
    auth: 'h:Authorization:Bot',
    host: 'discord.com',
    path: '/api/v10/channels/1/messages',
  }),
  P(
    'discord-webhook',
    'DISCORD_WEBHOOK_URL',
    (r) => `https://discord.com/api/webhooks/${dig(r, 19)}/${b64u(r, 68)}`,
    { section: 'discord', url: true },
  ),
  P('discord-oauth', 'DISCORD_CLIENT_SECRET', (r) => b64u(r, 32), {
    section: 'discord',
    with: [['DISCORD_CLIENT_ID', (r) => dig(r, 18)]],
  }),
  P('telegram-bot', 'TELEGRAM_BOT_TOKEN', (r) => `${dig(r, 10)}:AA${b64u(r, 33)}`, {
    section: 'telegram',
    with: [['TELEGRAM_CHAT_ID', (r) => `-100${dig(r, 10)}`]],
  }),
  P('telegram-api', 'TELEGRAM_API_HASH', (r) => hex(r, 32), {
    section: 'telegram',
    with: [['TELEGRAM_API_ID', (r) => dig(r, 8)]],
  }),
  P(
    'microsoft-teams-webhook',
    'TEAMS_WEBHOOK_URL',
    (r) =>
      `https://${r.pick(['contoso', 'fabrikam', 'northwind'])}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${hex(r, 32)}/${uuid(r)}`,
    { section: 'teams', url: true },
  ),
  P(
    'azure-logic-apps',
    'TEAMS_WORKFLOW_URL',
    (r) =>
      `https://prod-${dig(r, 2)}.westeurope.logic.azure.com:443/workflows/${hex(r, 32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${b64u(r, 43)}`,
    { section: 'teams', url: true },
  ),
  P(
    'mattermost-webhook',
    'MATTERMOST_WEBHOOK_URL',
    (r) => `https://chat.${dom(r)}/hooks/${lan(r, 26)}`,
    {
      section: 'mattermost',
      url: true,
    },
  ),
  P('mattermost', 'MATTERMOST_BOT_TOKEN', (r) => lan(r, 26), {
    auth: 'bearer',
    host: 'chat.acme.io',
    path: '/api/v4/posts',
  }),
  P('rocketchat', 'ROCKETCHAT_AUTH_TOKEN', (r) => b64u(r, 43), {
    with: [['ROCKETCHAT_USER_ID', (r) => an(r, 17)]],
    auth: 'h:X-Auth-Token',
    host: 'chat.acme.io',
    path: '/api/v1/chat.postMessage',
  }),
  P('zulip', 'ZULIP_API_KEY', (r) => an(r, 32), {
    with: [['ZULIP_EMAIL', (r) => `alert-bot@${lan(r, 6)}.zulipchat.com`]],
    auth: 'basic:$0',
    host: 'acme.zulipchat.com',
    path: '/api/v1/messages',
  }),
  P('line', 'LINE_CHANNEL_ACCESS_TOKEN', (r) => `${b64(r, 171)}=`, {
    second: ['LINE_CHANNEL_SECRET', (r) => hex(r, 32)],
    auth: 'bearer',
    host: 'api.line.me',
    path: '/v2/bot/message/push',
  }),
  P('facebook-messenger', 'PAGE_ACCESS_TOKEN', (r) => `EAA${an(r, 4)}ZD${an(r, 180)}`, {
    section: 'messenger',
    with: [['PAGE_ID', (r) => dig(r, 15)]],
    auth: 'q:access_token',
    host: 'graph.facebook.com',
    path: '/v19.0/me/messages',
  }),
  P('whatsapp-business', 'WHATSAPP_ACCESS_TOKEN', (r) => `EAA${an(r, 5)}BO${an(r, 190)}`, {
    with: [['WHATSAPP_PHONE_NUMBER_ID', (r) => dig(r, 15)]],
    auth: 'bearer',
    host: 'graph.facebook.com',
    path: '/v19.0/1/messages',
  }),
  P('viber', 'VIBER_AUTH_TOKEN', (r) => `${lan(r, 16)}-${lan(r, 16)}-${lan(r, 16)}`, {
    auth: 'h:X-Viber-Auth-Token',
    host: 'chatapi.viber.com',
    path: '/pa/send_message',
  }),
  P(
    'x-twitter',
    'TWITTER_BEARER_TOKEN',
    (r) => `AAAAAAAAAAAAAAAAAAAAA${an(r, 28)}%3D${an(r, 50)}`,
    {
      section: 'twitter',
      auth: 'bearer',
      host: 'api.twitter.com',
      path: '/2/tweets',
    },
  ),
  P('mastodon', 'MASTODON_ACCESS_TOKEN', (r) => b64u(r, 43), {
    auth: 'bearer',
    host: 'mastodon.social',
    path: '/api/v1/statuses',
  }),
  P(
    'matrix',
    'MATRIX_ACCESS_TOKEN',
    (r) => `syt_${b64of(`alertbot${lan(r, 3)}`).replace(/=+$/, '')}_${an(r, 20)}_${an(r, 6)}`,
    { auth: 'bearer', host: 'matrix.acme.io', path: '/_matrix/client/v3/rooms/x/send' },
  ),
  P('sendbird', 'SENDBIRD_API_TOKEN', (r) => hex(r, 40), {
    with: [['SENDBIRD_APP_ID', uuidu]],
    auth: 'h:Api-Token',
    host: 'api-acme.sendbird.com',
    path: '/v3/users',
  }),
  P('getstream', 'STREAM_API_SECRET', (r) => lan(r, 64), {
    section: 'stream',
    with: [['STREAM_API_KEY', (r) => lan(r, 12)]],
  }),
  P('chatwoot', 'CHATWOOT_API_ACCESS_TOKEN', (r) => an(r, 24), {
    auth: 'h:api_access_token',
    host: 'app.chatwoot.com',
    path: '/api/v1/accounts/1/conversations',
  }),
  P('wit-ai', 'WIT_SERVER_ACCESS_TOKEN', (r) => uan(r, 32), {
    section: 'wit',
    auth: 'bearer',
    host: 'api.wit.ai',
    path: '/message',
  }),
  P(
    'google-chat-webhook',
    'GOOGLE_CHAT_WEBHOOK_URL',
    (r) =>
      `https://chat.googleapis.com/v1/spaces/AAAA${b64u(r, 7)}/messages?key=AIzaSy${b64u(r, 33)}&token=${b64u(r, 43)}`,
    { section: 'google_chat', url: true },
  ),
  P(
    'dingtalk',
    'DINGTALK_WEBHOOK_URL',
    (r) => `https://oapi.dingtalk.com/robot/send?access_token=${hex(r, 64)}`,
    { url: true, second: ['DINGTALK_SECRET', (r) => `SEC${hex(r, 64)}`] },
  ),
  P(
    'feishu',
    'FEISHU_WEBHOOK_URL',
    (r) => `https://open.feishu.cn/open-apis/bot/v2/hook/${uuid(r)}`,
    { url: true },
  ),
  P(
    'wecom',
    'WECOM_WEBHOOK_URL',
    (r) => `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${uuid(r)}`,
    { url: true },
  ),
  P(
    'zapier-webhook',
    'ZAPIER_HOOK_URL',
    (r) => `https://hooks.zapier.com/hooks/catch/${dig(r, 8)}/${lan(r, 7)}/`,
    { section: 'zapier', url: true },
  ),
  P('ifttt', 'IFTTT_WEBHOOK_KEY', (r) => b64u(r, 22), {
    auth: 'path',
    host: 'maker.ifttt.com',
    path: '/trigger/deploy_failed/with/key/',
  }),
];
