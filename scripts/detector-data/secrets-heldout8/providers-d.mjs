// Provider table, part D: collaboration SaaS and chat (the rest: providers-d2.mjs).

import { row } from './providers-a.mjs';

function saasRows() {
  return [
    row(
      'airtable',
      'Airtable',
      'AIRTABLE_PAT',
      (g) => `pat${g.b62(14)}.${g.hex(64)}`,
      'api.airtable.com',
    ),
    row(
      'notion',
      'Notion',
      'NOTION_TOKEN',
      (g) => `ntn_${g.digits(11)}${g.b62(35)}`,
      'api.notion.com',
    ),
    row(
      'asana',
      'Asana',
      'ASANA_PAT',
      (g) => `2/${g.digits(16)}/${g.digits(16)}:${g.hex(32)}`,
      'app.asana.com',
    ),
    row(
      'clickup',
      'ClickUp',
      'CLICKUP_API_TOKEN',
      (g) => `pk_${g.digits(8)}_${g.upper(32)}`,
      'api.clickup.com',
      'Authorization',
    ),
    row(
      'linear',
      'Linear',
      'LINEAR_API_KEY',
      (g) => `lin_api_${g.b62(40)}`,
      'api.linear.app',
      'Authorization',
    ),
    row(
      'monday',
      'monday.com',
      'MONDAY_API_TOKEN',
      (g) =>
        g.jwt({
          tid: g.digits(9),
          aai: 11,
          uid: g.digits(8),
          iad: '2024-03-11T09:12:44.000Z',
          per: 'me:write',
          actid: g.digits(8),
          rgn: 'euc1',
        }),
      'api.monday.com',
      'Authorization',
    ),
    row(
      'trello',
      'Trello',
      'TRELLO_TOKEN',
      (g) => `ATTA${g.hex(64)}${g.HEX(8)}`,
      'api.trello.com',
      '?token',
      {
        id: ['TRELLO_API_KEY', (g) => g.hex(32)],
      },
    ),
    row(
      'atlassian',
      'Atlassian',
      'JIRA_API_TOKEN',
      (g) => `ATATT3xFfGF0${g.b64u(170)}=${g.HEX(8)}`,
      'acme.atlassian.net',
      'basic',
    ),
    row(
      'hubspot',
      'HubSpot',
      'HUBSPOT_ACCESS_TOKEN',
      (g) => `pat-eu1-${g.uuid()}`,
      'api.hubapi.com',
    ),
    row(
      'pipedrive',
      'Pipedrive',
      'PIPEDRIVE_API_TOKEN',
      (g) => g.hex(40),
      'acme.pipedrive.com',
      '?api_token',
    ),
    row(
      'intercom',
      'Intercom',
      'INTERCOM_ACCESS_TOKEN',
      (g) => g.b64text(`tok:${g.uuid()}:1:0`).replace(/=+$/, '='),
      'api.intercom.io',
    ),
    row('zendesk', 'Zendesk', 'ZENDESK_API_TOKEN', (g) => g.b62(40), 'acme.zendesk.com', 'basic'),
    row(
      'freshdesk',
      'Freshdesk',
      'FRESHDESK_API_KEY',
      (g) => g.b62(20),
      'acme.freshdesk.com',
      'basic',
    ),
    row(
      'typeform',
      'Typeform',
      'TYPEFORM_TOKEN',
      (g) => `tfp_${g.b62(44)}_${g.b62(14)}`,
      'api.typeform.com',
    ),
    row(
      'calendly',
      'Calendly',
      'CALENDLY_PAT',
      (g) => g.jwt({ iss: 'https://auth.calendly.com', jti: g.uuid(), user_uuid: g.uuid() }),
      'api.calendly.com',
    ),
    row(
      'dropbox',
      'Dropbox',
      'DROPBOX_ACCESS_TOKEN',
      (g) => `sl.${g.b64u(136)}`,
      'api.dropboxapi.com',
    ),
    row('box', 'Box', 'BOX_DEVELOPER_TOKEN', (g) => g.b62(32), 'api.box.com'),
    row(
      'figma',
      'Figma',
      'FIGMA_TOKEN',
      (g) => `figd_${g.b64u(40)}`,
      'api.figma.com',
      'X-Figma-Token',
    ),
    row(
      'miro',
      'Miro',
      'MIRO_ACCESS_TOKEN',
      (g) => `eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_${g.b64u(27)}`,
      'api.miro.com',
    ),
    row(
      'discord',
      'Discord',
      'DISCORD_BOT_TOKEN',
      (g) => `M${g.b64u(25)}.${g.b64u(6)}.${g.b64u(38)}`,
      'discord.com',
      'Bot',
    ),
    row(
      'telegram',
      'Telegram',
      'TELEGRAM_BOT_TOKEN',
      (g) => `${g.digits(10)}:AA${g.b64u(33)}`,
      'api.telegram.org',
      'path',
    ),
    row('twitch', 'Twitch', 'TWITCH_CLIENT_SECRET', (g) => g.lower(30), 'id.twitch.tv', 'body', {
      id: ['TWITCH_CLIENT_ID', (g) => g.lower(30)],
    }),
    row(
      'mattermost',
      'Mattermost',
      'MM_BOT_TOKEN',
      (g) => g.r.chars('abcdefghijkmnopqrstuwxyz13456789', 26),
      'chat.acme.example',
    ),
    row(
      'rocketchat',
      'Rocket.Chat',
      'ROCKETCHAT_AUTH_TOKEN',
      (g) => g.b64u(43),
      'chat.acme-internal.example',
      'X-Auth-Token',
      {
        id: ['ROCKETCHAT_USER_ID', (g) => g.b62(17)],
      },
    ),
    row('zoom', 'Zoom', 'ZOOM_CLIENT_SECRET', (g) => g.b62(32), 'zoom.us', 'basic', {
      id: ['ZOOM_CLIENT_ID', (g) => g.b62(22)],
    }),
    row(
      'webex',
      'Webex',
      'WEBEX_BOT_TOKEN',
      (g) => `${g.b62(64)}_PF84_${g.uuid()}`,
      'webexapis.com',
    ),
    row(
      'docusign',
      'DocuSign',
      'DOCUSIGN_CLIENT_SECRET',
      (g) => g.uuid(),
      'account.docusign.com',
      'basic',
      {
        id: ['DOCUSIGN_INTEGRATION_KEY', (g) => g.uuid()],
      },
    ),
  ];
}

/** Part D of the provider table. */
export function providersD() {
  return [...saasRows()];
}
