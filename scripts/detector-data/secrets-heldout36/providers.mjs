/* eslint-disable max-lines -- one data table per file reads better than an arbitrary split */
// Credential shapes per provider. Theme providers (collaboration and productivity SaaS) are
// marked theme: true. gen(r) returns the value, or { v, s } when the secret is part of the value.

import {
  AN,
  B32,
  B64,
  B64U,
  BECH,
  DIG,
  HEX,
  LAN,
  LO,
  UAN,
  UHEX,
  b64,
  b64Lines,
  b64url,
  bytesB64,
  digits,
  email,
  iso,
  jwt,
  org,
  unix,
  uuid,
} from './util.mjs';

const t = (p, svc, key, gen, opts = {}) => ({ p, svc, key, gen, theme: true, ...opts });
const o = (p, svc, key, gen, opts = {}) => ({ p, svc, key, gen, theme: false, ...opts });

const dcPat = (r) =>
  Buffer.concat([
    Buffer.from(`${digits(r, 12)}:`),
    Buffer.from(Array.from({ length: 20 }, () => r.int(256))),
  ]).toString('base64');
const pw = (r) => r.chars(AN, 4) + r.pick(['-', '_', '.', '']) + r.chars(AN, 14 + r.int(8));
const pem = (label, lead, r, n) => {
  const body = b64Lines(r, n);
  body[0] = lead + body[0].slice(lead.length);
  return `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----`;
};

export const PROVIDERS = [
  // project trackers
  t(
    'asana',
    'Asana',
    'ASANA_ACCESS_TOKEN',
    (r) =>
      r.chance(0.5)
        ? `1/${digits(r, 16)}:${r.chars(HEX, 32)}`
        : `2/${digits(r, 16)}/${digits(r, 16)}:${r.chars(HEX, 32)}`,
    { api: 'https://app.asana.com/api/1.0/users/me', n: 3 },
  ),
  t(
    'atlassian',
    'Jira',
    'JIRA_API_TOKEN',
    (r) => `ATATT3xFfGF0${r.chars(B64U, 170)}=${r.chars(UHEX, 8)}`,
    {
      api: 'https://acme.atlassian.net/rest/api/3/myself',
      auth: 'basic',
      n: 3,
      pair: [{ key: 'JIRA_USER_EMAIL', gen: (r) => email(r), secret: false }],
    },
  ),
  t('jira-datacenter', 'Jira Data Center', 'JIRA_PAT', dcPat, {
    api: 'https://jira.internal.acme.com/rest/api/2/myself',
  }),
  t('confluence', 'Confluence', 'CONFLUENCE_PAT', dcPat, {
    api: 'https://wiki.acme.io/rest/api/space',
  }),
  t('linear', 'Linear', 'LINEAR_API_KEY', (r) => `lin_api_${r.chars(AN, 40)}`, {
    api: 'https://api.linear.app/graphql',
    auth: 'raw',
    n: 3,
  }),
  t(
    'notion',
    'Notion',
    'NOTION_TOKEN',
    (r) =>
      r.chance(0.5) ? `ntn_${r.chars(DIG, 11)}${r.chars(AN, 35)}` : `secret_${r.chars(AN, 43)}`,
    { api: 'https://api.notion.com/v1/users/me', n: 3 },
  ),
  t('clickup', 'ClickUp', 'CLICKUP_API_TOKEN', (r) => `pk_${digits(r, 8)}_${r.chars(UAN, 32)}`, {
    api: 'https://api.clickup.com/api/v2/user',
    auth: 'raw',
  }),
  t(
    'monday',
    'monday.com',
    'MONDAY_API_TOKEN',
    (r) =>
      jwt(
        r,
        { alg: 'HS256' },
        {
          tid: Number(digits(r, 9)),
          aai: 11,
          uid: Number(digits(r, 8)),
          iad: iso(r).replace('Z', '.000Z'),
          per: 'me:write',
          actid: Number(digits(r, 8)),
          rgn: r.pick(['use1', 'euc1']),
        },
      ),
    { api: 'https://api.monday.com/v2', auth: 'raw' },
  ),
  t('trello', 'Trello', 'TRELLO_TOKEN', (r) => `ATTA${r.chars(HEX, 64)}${r.chars(UHEX, 8)}`, {
    api: 'https://api.trello.com/1/members/me',
    auth: 'q:token',
  }),
  t(
    'wrike',
    'Wrike',
    'WRIKE_PERMANENT_TOKEN',
    (r) =>
      jwt(
        r,
        { tt: 'p', alg: 'HS256', tv: '1' },
        {
          d: JSON.stringify({ a: Number(digits(r, 7)), i: Number(digits(r, 7)), c: 4694 }),
          iat: unix(r),
        },
      ),
    { api: 'https://www.wrike.com/api/v4/contacts?me=true' },
  ),
  t(
    'basecamp',
    'Basecamp',
    'BASECAMP_ACCESS_TOKEN',
    (r) =>
      `BAhbB0kiAbB7${b64(
        JSON.stringify({
          client_id: r.chars(HEX, 40),
          expires_at: iso(r),
          user_ids: [Number(digits(r, 8))],
          version: 1,
          api_deadbolt: r.chars(HEX, 32),
        }),
      )}--${r.chars(HEX, 40)}`,
    { api: 'https://3.basecampapi.com/4489012/projects.json' },
  ),
  t('smartsheet', 'Smartsheet', 'SMARTSHEET_ACCESS_TOKEN', (r) => r.chars(AN, 37), {
    api: 'https://api.smartsheet.com/2.0/sheets',
  }),
  t('shortcut', 'Shortcut', 'SHORTCUT_API_TOKEN', uuid, {
    api: 'https://api.app.shortcut.com/api/v3/member',
    auth: 'h:Shortcut-Token',
  }),
  t(
    'youtrack',
    'YouTrack',
    'YOUTRACK_TOKEN',
    (r) =>
      `perm:${b64(r.pick(['ci-bot', 'jdoe', 'release.bot', 'sync']))}.${b64(`${r.int(90) + 10}-${r.int(9) + 1}`)}.${r.chars(AN, 30)}`,
    { api: 'https://acme.youtrack.cloud/api/users/me' },
  ),
  t('pivotal-tracker', 'Pivotal Tracker', 'PIVOTAL_TRACKER_TOKEN', (r) => r.chars(HEX, 32), {
    api: 'https://www.pivotaltracker.com/services/v5/me',
    auth: 'h:X-TrackerToken',
  }),
  t('redmine', 'Redmine', 'REDMINE_API_KEY', (r) => r.chars(HEX, 40), {
    api: 'https://redmine.acme.dev/issues.json',
    auth: 'h:X-Redmine-API-Key',
  }),
  t('plane', 'Plane', 'PLANE_API_KEY', (r) => `plane_api_${r.chars(HEX, 32)}`, {
    api: 'https://api.plane.so/api/v1/workspaces/acme/projects/',
    auth: 'h:X-API-Key',
  }),
  t('aha', 'Aha!', 'AHA_API_KEY', (r) => r.chars(HEX, 64), {
    api: 'https://acme.aha.io/api/v1/me',
  }),
  t(
    'productboard',
    'Productboard',
    'PRODUCTBOARD_TOKEN',
    (r) =>
      jwt(
        r,
        { typ: 'JWT', alg: 'HS256' },
        {
          iat: unix(r),
          iss: uuid(r),
          sub: String(digits(r, 6)),
          role: 'admin',
          aud: 'https://api.productboard.com',
          user_id: Number(digits(r, 6)),
          space_id: String(digits(r, 5)),
        },
      ),
    { api: 'https://api.productboard.com/features' },
  ),
  t('zenhub', 'ZenHub', 'ZENHUB_TOKEN', (r) => `zh_${r.chars(HEX, 64)}`, {
    api: 'https://api.zenhub.com/public/graphql',
  }),
  t(
    'targetprocess',
    'Targetprocess',
    'TP_ACCESS_TOKEN',
    (r) => b64(`${digits(r, 3)}:${bytesB64(r, 24)}`),
    { api: 'https://acme.tpondemand.com/api/v1/Context', auth: 'q:access_token' },
  ),
  t('airtable', 'Airtable', 'AIRTABLE_TOKEN', (r) => `pat${r.chars(AN, 14)}.${r.chars(HEX, 64)}`, {
    api: 'https://api.airtable.com/v0/meta/whoami',
    n: 3,
  }),
  t('todoist', 'Todoist', 'TODOIST_API_TOKEN', (r) => r.chars(HEX, 40), {
    api: 'https://api.todoist.com/rest/v2/projects',
  }),
  t(
    'zoho',
    'Zoho Projects',
    'ZOHO_REFRESH_TOKEN',
    (r) => `1000.${r.chars(HEX, 32)}.${r.chars(HEX, 32)}`,
    {
      api: 'https://projectsapi.zoho.com/restapi/portals/',
      auth: 'h:Authorization: Zoho-oauthtoken',
    },
  ),
  // wikis and docs
  t('coda', 'Coda', 'CODA_API_TOKEN', uuid, { api: 'https://coda.io/apis/v1/whoami' }),
  t('gitbook', 'GitBook', 'GITBOOK_API_TOKEN', (r) => `gb_api_${r.chars(AN, 40)}`, {
    api: 'https://api.gitbook.com/v1/user',
  }),
  t('outline', 'Outline', 'OUTLINE_API_KEY', (r) => `ol_api_${r.chars(AN, 38)}`, {
    api: 'https://wiki.acme.io/api/auth.info',
  }),
  t('bookstack', 'BookStack', 'BOOKSTACK_TOKEN_SECRET', (r) => r.chars(AN, 32), {
    api: 'https://docs.acme.dev/api/books',
    auth: 'none',
    pair: [{ key: 'BOOKSTACK_TOKEN_ID', gen: (r) => r.chars(AN, 32), secret: false }],
  }),
  t('readme', 'ReadMe', 'README_API_KEY', (r) => `rdme_${r.chars(LAN, 70)}`, {
    api: 'https://dash.readme.com/api/v1/version',
    auth: 'basic',
  }),
  t('guru', 'Guru', 'GURU_USER_TOKEN', uuid, {
    api: 'https://api.getguru.com/api/v1/whoami',
    auth: 'basic',
  }),
  t(
    'quip',
    'Quip',
    'QUIP_ACCESS_TOKEN',
    (r) => `${r.chars(AN, 15)}=|${unix(r) + 86400 * 300}|${r.chars(AN, 42)}=`,
    { api: 'https://platform.quip.com/1/users/current' },
  ),
  t(
    'evernote',
    'Evernote',
    'EVERNOTE_DEV_TOKEN',
    (r) =>
      `S=s${r.int(900) + 1}:U=${r.chars(HEX, 6)}:E=${r.chars(HEX, 11)}:C=${r.chars(HEX, 11)}:P=1cd:A=en-devtoken:V=2:H=${r.chars(HEX, 32)}`,
    { api: 'https://www.evernote.com/shard/s1/notestore', auth: 'none' },
  ),
  t('mediawiki', 'MediaWiki', 'WIKI_BOT_PASSWORD', (r) => r.chars(LAN, 32), {
    api: 'https://wiki.acme.org/w/api.php',
    auth: 'none',
    pair: [
      {
        key: 'WIKI_BOT_USER',
        gen: (r) => `SyncBot@${r.pick(['sync', 'importer', 'ci'])}`,
        secret: false,
      },
    ],
  }),
  t(
    'dropbox',
    'Dropbox',
    'DROPBOX_ACCESS_TOKEN',
    (r) => (r.chance(0.5) ? `sl.u.${r.chars(B64U, 150)}` : `sl.${r.chars(B64U, 136)}`),
    { api: 'https://api.dropboxapi.com/2/users/get_current_account' },
  ),
  t('box', 'Box', 'BOX_CLIENT_SECRET', (r) => r.chars(AN, 32), {
    api: 'https://api.box.com/oauth2/token',
    auth: 'none',
    pair: [{ key: 'BOX_CLIENT_ID', gen: (r) => r.chars(LAN, 32), secret: false }],
  }),
  t('egnyte', 'Egnyte', 'EGNYTE_ACCESS_TOKEN', (r) => r.chars(LAN, 24), {
    api: 'https://acme.egnyte.com/pubapi/v1/userinfo',
  }),
  t(
    'google-oauth',
    'Google Workspace',
    'GOOGLE_CLIENT_SECRET',
    (r) => `GOCSPX-${r.chars(B64U, 28)}`,
    {
      api: 'https://oauth2.googleapis.com/token',
      auth: 'none',
      n: 3,
      pair: [
        {
          key: 'GOOGLE_CLIENT_ID',
          gen: (r) => `${digits(r, 12)}-${r.chars(LAN, 32)}.apps.googleusercontent.com`,
          secret: false,
        },
      ],
    },
  ),
  t(
    'google-refresh-token',
    'Google Calendar',
    'GCAL_REFRESH_TOKEN',
    (r) => `1//0${r.chars(B64U, 99)}`,
    {
      api: 'https://oauth2.googleapis.com/token',
      auth: 'none',
    },
  ),
  t(
    'azure-ad',
    'Microsoft Graph',
    'GRAPH_CLIENT_SECRET',
    (r) => `${r.chars(AN, 3)}${r.int(9) + 1}Q~${r.chars(AN + '_-.~', 34)}`,
    {
      api: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      auth: 'none',
      n: 3,
      pair: [{ key: 'GRAPH_CLIENT_ID', gen: uuid, secret: false }],
    },
  ),
  t('docusign', 'DocuSign', 'DOCUSIGN_SECRET_KEY', uuid, {
    api: 'https://account-d.docusign.com/oauth/token',
    auth: 'none',
    pair: [{ key: 'DOCUSIGN_INTEGRATION_KEY', gen: uuid, secret: false }],
  }),
  t('pandadoc', 'PandaDoc', 'PANDADOC_API_KEY', (r) => r.chars(HEX, 40), {
    api: 'https://api.pandadoc.com/public/v1/documents',
    auth: 'h:Authorization: API-Key',
  }),
  t('dropbox-sign', 'Dropbox Sign', 'HELLOSIGN_API_KEY', (r) => r.chars(HEX, 64), {
    api: 'https://api.hellosign.com/v3/account',
    auth: 'basic',
  }),
  t('adobe', 'Adobe', 'ADOBE_CLIENT_SECRET', (r) => `p8e-${r.chars(B64U, 32)}`, {
    api: 'https://ims-na1.adobelogin.com/ims/token/v3',
    auth: 'none',
    pair: [{ key: 'ADOBE_CLIENT_ID', gen: (r) => r.chars(HEX, 32), secret: false }],
  }),
  // design
  t('figma', 'Figma', 'FIGMA_TOKEN', (r) => `figd_${r.chars(B64U, 40)}`, {
    api: 'https://api.figma.com/v1/me',
    auth: 'h:X-Figma-Token',
    n: 3,
  }),
  t(
    'miro',
    'Miro',
    'MIRO_ACCESS_TOKEN',
    (r) => `eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_${r.chars(B64U, 27)}`,
    { api: 'https://api.miro.com/v2/boards' },
  ),
  t('canva', 'Canva', 'CANVA_CLIENT_SECRET', (r) => `cnvca${r.chars(B64U, 45)}`, {
    api: 'https://api.canva.com/rest/v1/oauth/token',
    auth: 'none',
  }),
  t('frameio', 'Frame.io', 'FRAMEIO_TOKEN', (r) => `fio-u-${r.chars(B64U, 64)}`, {
    api: 'https://api.frame.io/v2/me',
  }),
  t(
    'zeplin',
    'Zeplin',
    'ZEPLIN_PERSONAL_TOKEN',
    (r) =>
      jwt(
        r,
        { alg: 'HS256', typ: 'JWT' },
        {
          aud: `user:${r.chars(HEX, 24)}`,
          iss: 'zeplin:api.zeplin.io',
          scope: 'write',
          sub: 'pat',
          jti: uuid(r),
          iat: unix(r),
        },
      ),
    { api: 'https://api.zeplin.dev/v1/users/me' },
  ),
  t('webflow', 'Webflow', 'WEBFLOW_API_TOKEN', (r) => r.chars(HEX, 64), {
    api: 'https://api.webflow.com/v2/sites',
  }),
  t('chromatic', 'Chromatic', 'CHROMATIC_PROJECT_TOKEN', (r) => `chpt_${r.chars(LAN, 15)}`, {
    auth: 'cli:--project-token',
  }),
  t('percy', 'Percy', 'PERCY_TOKEN', (r) => `web_${r.chars(HEX, 64)}`, { auth: 'none' }),
  t(
    'cloudinary',
    'Cloudinary',
    'CLOUDINARY_URL',
    (r) => {
      const s = r.chars(B64U, 27);
      return { v: `cloudinary://${digits(r, 15)}:${s}@${org(r)}-media`, s };
    },
    { type: 'url' },
  ),
  t('unsplash', 'Unsplash', 'UNSPLASH_SECRET_KEY', (r) => r.chars(B64U, 43), {
    api: 'https://unsplash.com/oauth/token',
    auth: 'none',
  }),
  t('lucid', 'Lucid', 'LUCID_API_KEY', (r) => `key-${r.chars(B64U, 60)}-u1`, {
    api: 'https://api.lucid.co/users/me',
  }),
  // calendars and meetings
  t('zoom', 'Zoom', 'ZOOM_CLIENT_SECRET', (r) => r.chars(AN, 32), {
    api: 'https://zoom.us/oauth/token',
    auth: 'none',
    n: 3,
    pair: [
      { key: 'ZOOM_CLIENT_ID', gen: (r) => r.chars(B64U, 22), secret: false },
      { key: 'ZOOM_ACCOUNT_ID', gen: (r) => r.chars(B64U, 22), secret: false },
    ],
  }),
  t('zoom', 'Zoom', 'ZOOM_WEBHOOK_SECRET_TOKEN', (r) => r.chars(B64U, 22), { auth: 'none' }),
  t(
    'calendly',
    'Calendly',
    'CALENDLY_TOKEN',
    (r) =>
      jwt(
        r,
        { kid: r.chars(HEX, 64), typ: 'PAT', alg: 'ES256' },
        { iss: 'https://auth.calendly.com', iat: unix(r), jti: uuid(r), user_uuid: uuid(r) },
        86,
      ),
    { api: 'https://api.calendly.com/users/me', n: 3 },
  ),
  t('calendly', 'Calendly', 'CALENDLY_WEBHOOK_SIGNING_KEY', (r) => r.chars(B64U, 43), {
    auth: 'none',
  }),
  t('cal.com', 'Cal.com', 'CAL_API_KEY', (r) => `cal_live_${r.chars(HEX, 32)}`, {
    api: 'https://api.cal.com/v2/me',
  }),
  t('nylas', 'Nylas', 'NYLAS_API_KEY', (r) => `nyk_v0_${r.chars(B64U, 48)}`, {
    api: 'https://api.us.nylas.com/v3/grants',
  }),
  t('cronofy', 'Cronofy', 'CRONOFY_CLIENT_SECRET', (r) => `CRN_${r.chars(AN, 46)}`, {
    api: 'https://api.cronofy.com/oauth/token',
    auth: 'none',
  }),
  t('webex', 'Webex', 'WEBEX_BOT_TOKEN', (r) => `${r.chars(AN, 64)}_PF84_${uuid(r)}`, {
    api: 'https://webexapis.com/v1/people/me',
    n: 3,
  }),
  t(
    'whereby',
    'Whereby',
    'WHEREBY_API_KEY',
    (r) =>
      jwt(
        r,
        { alg: 'HS256', typ: 'JWT' },
        {
          iss: 'https://accounts.srv.whereby.com',
          iat: unix(r),
          organizationId: digits(r, 6),
          jti: uuid(r),
        },
      ),
    { api: 'https://api.whereby.dev/v1/meetings' },
  ),
  t('daily', 'Daily', 'DAILY_API_KEY', (r) => r.chars(HEX, 64), {
    api: 'https://api.daily.co/v1/rooms',
  }),
  t('livekit', 'LiveKit', 'LIVEKIT_API_SECRET', (r) => r.chars(AN, 43), {
    auth: 'none',
    pair: [{ key: 'LIVEKIT_API_KEY', gen: (r) => `API${r.chars(AN, 12)}`, secret: false }],
  }),
  t('agora', 'Agora', 'AGORA_APP_CERTIFICATE', (r) => r.chars(HEX, 32), {
    auth: 'none',
    pair: [{ key: 'AGORA_APP_ID', gen: (r) => r.chars(HEX, 32), secret: false }],
  }),
  t('vonage', 'Vonage Video', 'OPENTOK_API_SECRET', (r) => r.chars(HEX, 40), {
    auth: 'none',
    pair: [{ key: 'OPENTOK_API_KEY', gen: (r) => digits(r, 8), secret: false }],
  }),
  t('ringcentral', 'RingCentral', 'RC_CLIENT_SECRET', (r) => r.chars(B64U, 44), {
    api: 'https://platform.ringcentral.com/restapi/oauth/token',
    auth: 'none',
  }),
  t('dialpad', 'Dialpad', 'DIALPAD_API_KEY', (r) => r.chars(AN, 54), {
    api: 'https://dialpad.com/api/v2/users',
  }),
  t('aircall', 'Aircall', 'AIRCALL_API_TOKEN', (r) => r.chars(HEX, 32), {
    api: 'https://api.aircall.io/v1/ping',
    auth: 'basic',
  }),
  t(
    'gong',
    'Gong',
    'GONG_ACCESS_KEY_SECRET',
    (r) => jwt(r, { alg: 'HS256' }, { exp: unix(r) + 31536000, access_key: r.chars(UAN, 26) }),
    {
      api: 'https://api.gong.io/v2/calls',
      auth: 'basic',
    },
  ),
  t('fireflies', 'Fireflies.ai', 'FIREFLIES_API_KEY', uuid, {
    api: 'https://api.fireflies.ai/graphql',
  }),
  t('acuity', 'Acuity Scheduling', 'ACUITY_API_KEY', (r) => r.chars(HEX, 32), {
    api: 'https://acuityscheduling.com/api/v1/me',
    auth: 'basic',
  }),
  t('savvycal', 'SavvyCal', 'SAVVYCAL_TOKEN', (r) => `pt_secret_${r.chars(HEX, 64)}`, {
    api: 'https://api.savvycal.com/v1/me',
  }),
  t(
    'jaas',
    'Jitsi as a Service',
    'JAAS_PRIVATE_KEY',
    (r) => pem('PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', r, 1190),
    { type: 'pem' },
  ),
  t('mux', 'Mux', 'MUX_TOKEN_SECRET', (r) => r.chars(B64, 75), {
    api: 'https://api.mux.com/video/v1/assets',
    auth: 'none',
    pair: [{ key: 'MUX_TOKEN_ID', gen: uuid, secret: false }],
  }),
  t('vimeo', 'Vimeo', 'VIMEO_ACCESS_TOKEN', (r) => r.chars(HEX, 32), {
    api: 'https://api.vimeo.com/me',
  }),
  t('100ms', '100ms', 'HMS_APP_SECRET', (r) => r.chars(B64U, 64), { auth: 'none' }),
  // forms and surveys
  t('typeform', 'Typeform', 'TYPEFORM_TOKEN', (r) => `tfp_${r.chars(AN, 44)}_${r.chars(AN, 14)}`, {
    api: 'https://api.typeform.com/me',
    n: 3,
  }),
  t('typeform', 'Typeform', 'TYPEFORM_WEBHOOK_SECRET', (r) => r.chars(AN, 40), { auth: 'none' }),
  t(
    'surveymonkey',
    'SurveyMonkey',
    'SURVEYMONKEY_ACCESS_TOKEN',
    (r) => `${r.chars(AN, 20)}-${r.chars(AN, 18)}.${r.chars(AN, 22)}-${r.chars(AN, 30)}`,
    { api: 'https://api.surveymonkey.com/v3/users/me' },
  ),
  t('jotform', 'Jotform', 'JOTFORM_API_KEY', (r) => r.chars(HEX, 32), {
    api: 'https://api.jotform.com/user',
    auth: 'h:APIKEY',
  }),
  t('tally', 'Tally', 'TALLY_API_KEY', (r) => `tly-${r.chars(AN, 32)}`, {
    api: 'https://api.tally.so/forms',
  }),
  t('qualtrics', 'Qualtrics', 'QUALTRICS_API_TOKEN', (r) => r.chars(AN, 40), {
    api: 'https://acme.qualtrics.com/API/v3/whoami',
    auth: 'h:X-API-TOKEN',
  }),
  t('alchemer', 'Alchemer', 'ALCHEMER_API_SECRET', (r) => r.chars(AN, 35), {
    api: 'https://api.alchemer.com/v5/survey',
    auth: 'q:api_token_secret',
  }),
  t('formstack', 'Formstack', 'FORMSTACK_ACCESS_TOKEN', (r) => r.chars(HEX, 32), {
    api: 'https://www.formstack.com/api/v2/form.json',
  }),
  t('wufoo', 'Wufoo', 'WUFOO_API_KEY', (r) => [1, 2, 3, 4].map(() => r.chars(UAN, 4)).join('-'), {
    api: 'https://acme.wufoo.com/api/v3/forms.json',
    auth: 'basic',
  }),
  t('fillout', 'Fillout', 'FILLOUT_API_KEY', (r) => `sk_prod_${r.chars(AN, 90)}_${digits(r, 5)}`, {
    api: 'https://api.fillout.com/v1/api/forms',
  }),
  t(
    'cognito-forms',
    'Cognito Forms',
    'COGNITO_FORMS_API_KEY',
    (r) =>
      jwt(
        r,
        { alg: 'HS256', typ: 'JWT' },
        {
          OrganizationId: uuid(r),
          IntegrationId: uuid(r),
          ClientId: uuid(r),
          jti: uuid(r),
          iat: unix(r),
          iss: 'https://www.cognitoforms.com',
          aud: 'api',
        },
      ),
    { api: 'https://www.cognitoforms.com/api/forms' },
  ),
  t('formspree', 'Formspree', 'FORMSPREE_DEPLOY_KEY', (r) => r.chars(HEX, 32), {
    auth: 'cli:--key',
  }),
  // HR and applicant tracking
  t('bamboohr', 'BambooHR', 'BAMBOOHR_API_KEY', (r) => r.chars(HEX, 40), {
    api: 'https://api.bamboohr.com/api/gateway.php/acme/v1/employees/directory',
    auth: 'basic',
    n: 3,
  }),
  t(
    'greenhouse',
    'Greenhouse',
    'GREENHOUSE_HARVEST_KEY',
    (r) => `${r.chars(HEX, 32)}-${r.int(9) + 1}`,
    {
      api: 'https://harvest.greenhouse.io/v1/candidates',
      auth: 'basic',
      n: 3,
    },
  ),
  t('lever', 'Lever', 'LEVER_API_KEY', (r) => r.chars(AN, 48), {
    api: 'https://api.lever.co/v1/postings',
    auth: 'basic',
  }),
  t('workable', 'Workable', 'WORKABLE_ACCESS_TOKEN', (r) => r.chars(HEX, 64), {
    api: 'https://acme.workable.com/spi/v3/jobs',
  }),
  t('personio', 'Personio', 'PERSONIO_CLIENT_SECRET', (r) => `papi-${r.chars(B64, 48)}`, {
    api: 'https://api.personio.de/v1/auth',
    auth: 'none',
    pair: [{ key: 'PERSONIO_CLIENT_ID', gen: (r) => `papi-${uuid(r)}`, secret: false }],
  }),
  t('gusto', 'Gusto', 'GUSTO_CLIENT_SECRET', (r) => r.chars(B64U, 43), {
    api: 'https://api.gusto.com/oauth/token',
    auth: 'none',
  }),
  t('rippling', 'Rippling', 'RIPPLING_API_TOKEN', (r) => r.chars(AN, 64), {
    api: 'https://api.rippling.com/platform/api/employees',
  }),
  t('hibob', 'HiBob', 'HIBOB_SERVICE_TOKEN', (r) => r.chars(AN, 40), {
    api: 'https://api.hibob.com/v1/people',
    auth: 'basic',
  }),
  t('deel', 'Deel', 'DEEL_API_TOKEN', (r) => r.chars(AN, 86), {
    api: 'https://api.letsdeel.com/rest/v2/contracts',
  }),
  t('ashby', 'Ashby', 'ASHBY_API_KEY', (r) => r.chars(HEX, 64), {
    api: 'https://api.ashbyhq.com/candidate.list',
    auth: 'basic',
  }),
  t('recruitee', 'Recruitee', 'RECRUITEE_TOKEN', (r) => r.chars(B64U, 48), {
    api: 'https://api.recruitee.com/c/acme/candidates',
  }),
  t(
    'smartrecruiters',
    'SmartRecruiters',
    'SMARTRECRUITERS_API_KEY',
    (r) => `DCRA1-${r.chars(HEX, 32)}`,
    {
      api: 'https://api.smartrecruiters.com/jobs',
      auth: 'h:X-SmartToken',
    },
  ),
  t('teamtailor', 'Teamtailor', 'TEAMTAILOR_API_KEY', (r) => r.chars(AN, 40), {
    api: 'https://api.teamtailor.com/v1/jobs',
    auth: 'h:Authorization: Token token=',
  }),
  t('jazzhr', 'JazzHR', 'JAZZHR_API_KEY', (r) => r.chars(AN, 32), {
    api: 'https://api.resumatorapi.com/v1/jobs',
    auth: 'q:apikey',
  }),
  t('checkr', 'Checkr', 'CHECKR_API_KEY', (r) => r.chars(HEX, 40), {
    api: 'https://api.checkr.com/v1/candidates',
    auth: 'basic',
  }),
  t(
    'harvest',
    'Harvest',
    'HARVEST_ACCESS_TOKEN',
    (r) => `${digits(r, 7)}.pt.${r.chars(B64U, 86)}`,
    {
      api: 'https://api.harvestapp.com/v2/users/me',
    },
  ),
  t('toggl', 'Toggl Track', 'TOGGL_API_TOKEN', (r) => r.chars(HEX, 32), {
    api: 'https://api.track.toggl.com/api/v9/me',
    auth: 'basic',
  }),
  t('clockify', 'Clockify', 'CLOCKIFY_API_KEY', (r) => bytesB64(r, 36), {
    api: 'https://api.clockify.me/api/v1/user',
    auth: 'h:X-Api-Key',
  }),
  // internal tools and no-code automations
  t(
    'zapier',
    'Zapier',
    'ZAPIER_HOOK_URL',
    (r) => `https://hooks.zapier.com/hooks/catch/${digits(r, 7)}/${r.chars(LAN, 7)}/`,
    { type: 'url', n: 3 },
  ),
  t('zapier', 'Zapier', 'ZAPIER_DEPLOY_KEY', (r) => r.chars(HEX, 32), { auth: 'none' }),
  t(
    'make',
    'Make',
    'MAKE_WEBHOOK_URL',
    (r) => `https://hook.${r.pick(['eu1', 'eu2', 'us1', 'us2'])}.make.com/${r.chars(LAN, 32)}`,
    { type: 'url', n: 3 },
  ),
  t('make', 'Make', 'MAKE_API_TOKEN', uuid, {
    api: 'https://eu1.make.com/api/v2/scenarios',
    auth: 'h:Authorization: Token',
  }),
  t(
    'n8n',
    'n8n',
    'N8N_API_KEY',
    (r) =>
      jwt(
        r,
        { alg: 'HS256', typ: 'JWT' },
        { sub: uuid(r), iss: 'n8n', aud: 'public-api', iat: unix(r) },
      ),
    { api: 'https://n8n.acme.dev/api/v1/workflows', auth: 'h:X-N8N-API-KEY', n: 3 },
  ),
  t(
    'ifttt',
    'IFTTT',
    'IFTTT_WEBHOOK_URL',
    (r) =>
      `https://maker.ifttt.com/trigger/${r.pick(['standup_posted', 'deploy_done', 'new_hire'])}/with/key/${r.chars(B64U, 22)}`,
    { type: 'url' },
  ),
  t('retool', 'Retool', 'RETOOL_API_TOKEN', (r) => `retool_01${r.chars(LAN, 24)}`, {
    api: 'https://acme.retool.com/api/v2/apps',
    n: 3,
  }),
  t('budibase', 'Budibase', 'BUDIBASE_API_KEY', (r) => `${r.chars(HEX, 32)}-${r.chars(HEX, 96)}`, {
    api: 'https://budibase.acme.dev/api/public/v1/applications/search',
    auth: 'h:x-budibase-api-key',
  }),
  t('bubble', 'Bubble', 'BUBBLE_API_TOKEN', (r) => r.chars(HEX, 32), {
    api: 'https://acme.bubbleapps.io/api/1.1/obj/user',
  }),
  t('glide', 'Glide', 'GLIDE_API_TOKEN', uuid, {
    api: 'https://api.glideapp.io/api/function/queryTables',
  }),
  t('baserow', 'Baserow', 'BASEROW_DB_TOKEN', (r) => r.chars(AN, 32), {
    api: 'https://api.baserow.io/api/database/rows/table/182/',
    auth: 'h:Authorization: Token',
  }),
  t('nocodb', 'NocoDB', 'NOCODB_API_TOKEN', (r) => r.chars(B64U, 40), {
    api: 'https://app.nocodb.com/api/v2/meta/bases/',
    auth: 'h:xc-token',
  }),
  t('workato', 'Workato', 'WORKATO_API_TOKEN', (r) => r.chars(HEX, 64), {
    api: 'https://www.workato.com/api/recipes',
  }),
  t(
    'power-automate',
    'Power Automate',
    'FLOW_TRIGGER_URL',
    (r) =>
      `https://prod-${r.int(90) + 10}.westeurope.logic.azure.com:443/workflows/${r.chars(HEX, 32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${r.chars(B64U, 43)}`,
    { type: 'url' },
  ),
  t(
    'tines',
    'Tines',
    'TINES_WEBHOOK_URL',
    (r) =>
      `https://${r.pick(['bold-river-4821', 'quiet-sun-2210', 'acme'])}.tines.com/webhook/${r.chars(HEX, 32)}/${r.chars(HEX, 32)}`,
    { type: 'url' },
  ),
  t('pipedream', 'Pipedream', 'PIPEDREAM_API_KEY', (r) => r.chars(HEX, 32), {
    api: 'https://api.pipedream.com/v1/users/me',
  }),
  t('softr', 'Softr', 'SOFTR_API_KEY', (r) => r.chars(AN, 26), {
    api: 'https://studio-api.softr.io/v1/api/users',
    auth: 'h:Softr-Api-Key',
  }),
  // chat, bots and support desks
  t(
    'slack',
    'Slack',
    'SLACK_BOT_TOKEN',
    (r) => `xoxb-${digits(r, 12)}-${digits(r, 13)}-${r.chars(AN, 24)}`,
    {
      api: 'https://slack.com/api/auth.test',
      n: 4,
      pair: [{ key: 'SLACK_SIGNING_SECRET', gen: (r) => r.chars(HEX, 32), secret: true }],
    },
  ),
  t(
    'slack',
    'Slack',
    'SLACK_USER_TOKEN',
    (r) => `xoxp-${digits(r, 12)}-${digits(r, 12)}-${digits(r, 13)}-${r.chars(HEX, 32)}`,
    { api: 'https://slack.com/api/users.profile.get' },
  ),
  t(
    'slack',
    'Slack',
    'SLACK_APP_TOKEN',
    (r) => `xapp-1-A0${r.chars(UAN, 9)}-${digits(r, 13)}-${r.chars(HEX, 64)}`,
    { api: 'https://slack.com/api/apps.connections.open' },
  ),
  t(
    'slack',
    'Slack',
    'SLACK_WEBHOOK_URL',
    (r) =>
      `https://hooks.slack.com/services/T0${r.chars(UAN, 8)}/B0${r.chars(UAN, 9)}/${r.chars(AN, 24)}`,
    { type: 'url', n: 3 },
  ),
  t(
    'slack',
    'Slack',
    'SLACK_WORKFLOW_TRIGGER_URL',
    (r) =>
      `https://hooks.slack.com/triggers/T0${r.chars(UAN, 8)}/${digits(r, 13)}/${r.chars(HEX, 32)}`,
    { type: 'url' },
  ),
  t(
    'discord',
    'Discord',
    'DISCORD_BOT_TOKEN',
    (r) => `${b64(digits(r, 19)).replace(/=+$/, '')}.${r.chars(B64U, 6)}.${r.chars(B64U, 38)}`,
    { api: 'https://discord.com/api/v10/users/@me', auth: 'h:Authorization: Bot', n: 2 },
  ),
  t(
    'discord',
    'Discord',
    'DISCORD_WEBHOOK_URL',
    (r) => `https://discord.com/api/webhooks/${digits(r, 19)}/${r.chars(B64U, 68)}`,
    { type: 'url', n: 2 },
  ),
  t(
    'microsoft-teams',
    'Microsoft Teams',
    'TEAMS_WEBHOOK_URL',
    (r) =>
      `https://${org(r)}.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.chars(HEX, 32)}/${uuid(r)}/V2${r.chars(B64U, 42)}`,
    { type: 'url', n: 3 },
  ),
  t(
    'microsoft-teams',
    'Teams bot',
    'MICROSOFT_APP_PASSWORD',
    (r) => `${r.chars(AN, 3)}${r.int(9) + 1}Q~${r.chars(AN + '_-.~', 34)}`,
    { auth: 'none', pair: [{ key: 'MICROSOFT_APP_ID', gen: uuid, secret: false }] },
  ),
  t('mattermost', 'Mattermost', 'MATTERMOST_BOT_TOKEN', (r) => r.chars(LAN, 26), {
    api: 'https://chat.acme.io/api/v4/users/me',
  }),
  t(
    'mattermost',
    'Mattermost',
    'MATTERMOST_WEBHOOK_URL',
    (r) => `https://chat.${org(r)}.io/hooks/${r.chars(LAN, 26)}`,
    { type: 'url' },
  ),
  t('rocketchat', 'Rocket.Chat', 'ROCKETCHAT_AUTH_TOKEN', (r) => r.chars(B64U, 43), {
    api: 'https://rocket.acme.io/api/v1/me',
    auth: 'h:X-Auth-Token',
    pair: [{ key: 'ROCKETCHAT_USER_ID', gen: (r) => r.chars(AN, 17), secret: false }],
  }),
  t('zulip', 'Zulip', 'ZULIP_API_KEY', (r) => r.chars(AN, 32), {
    api: 'https://acme.zulipchat.com/api/v1/users/me',
    auth: 'basic',
  }),
  t(
    'telegram',
    'Telegram',
    'TELEGRAM_BOT_TOKEN',
    (r) => `${digits(r, 10)}:AA${r.chars(B64U, 33)}`,
    { auth: 'none', n: 2 },
  ),
  t(
    'google-chat',
    'Google Chat',
    'GCHAT_WEBHOOK_URL',
    (r) =>
      `https://chat.googleapis.com/v1/spaces/AAAA${r.chars(B64U, 7)}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${r.chars(B64U, 43)}`,
    { type: 'url', n: 2 },
  ),
  t(
    'feishu',
    'Feishu',
    'FEISHU_WEBHOOK_URL',
    (r) => `https://open.feishu.cn/open-apis/bot/v2/hook/${uuid(r)}`,
    { type: 'url' },
  ),
  t('feishu', 'Lark', 'LARK_APP_SECRET', (r) => r.chars(AN, 32), {
    auth: 'none',
    pair: [{ key: 'LARK_APP_ID', gen: (r) => `cli_${r.chars(HEX, 16)}`, secret: false }],
  }),
  t(
    'dingtalk',
    'DingTalk',
    'DINGTALK_WEBHOOK',
    (r) => `https://oapi.dingtalk.com/robot/send?access_token=${r.chars(HEX, 64)}`,
    {
      type: 'url',
      pair: [{ key: 'DINGTALK_SECRET', gen: (r) => `SEC${r.chars(HEX, 64)}`, secret: true }],
    },
  ),
  t(
    'wecom',
    'WeCom',
    'WECOM_WEBHOOK_URL',
    (r) => `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${uuid(r)}`,
    { type: 'url' },
  ),
  t('line', 'LINE', 'LINE_CHANNEL_ACCESS_TOKEN', (r) => `${r.chars(B64, 171)}=`, {
    api: 'https://api.line.me/v2/bot/info',
    pair: [{ key: 'LINE_CHANNEL_SECRET', gen: (r) => r.chars(HEX, 32), secret: true }],
  }),
  t('chatwork', 'Chatwork', 'CHATWORK_API_TOKEN', (r) => r.chars(HEX, 32), {
    api: 'https://api.chatwork.com/v2/me',
    auth: 'h:X-ChatWorkToken',
  }),
  t(
    'intercom',
    'Intercom',
    'INTERCOM_ACCESS_TOKEN',
    (r) => b64(`tok:${uuid(r).replace(/-/g, '_')}:1:0`),
    { api: 'https://api.intercom.io/me' },
  ),
  t(
    'front',
    'Front',
    'FRONT_API_TOKEN',
    (r) =>
      jwt(
        r,
        { alg: 'HS256', typ: 'JWT' },
        {
          scopes: ['shared:*', 'private:*'],
          iat: unix(r),
          iss: 'front',
          sub: r.chars(HEX, 20),
          jti: r.chars(HEX, 16),
        },
      ),
    { api: 'https://api2.frontapp.com/me' },
  ),
  t('zendesk', 'Zendesk', 'ZENDESK_API_TOKEN', (r) => r.chars(AN, 40), {
    api: 'https://acme.zendesk.com/api/v2/users/me.json',
    auth: 'basic',
    n: 2,
  }),
  t('freshdesk', 'Freshdesk', 'FRESHDESK_API_KEY', (r) => r.chars(AN, 20), {
    api: 'https://acme.freshdesk.com/api/v2/agents/me',
    auth: 'basic',
  }),
  t('helpscout', 'Help Scout', 'HELPSCOUT_APP_SECRET', (r) => r.chars(AN, 32), {
    api: 'https://api.helpscout.net/v2/oauth2/token',
    auth: 'none',
  }),
  t('crisp', 'Crisp', 'CRISP_TOKEN_KEY', (r) => r.chars(HEX, 64), {
    api: 'https://api.crisp.chat/v1/website/',
    auth: 'none',
    pair: [{ key: 'CRISP_TOKEN_IDENTIFIER', gen: uuid, secret: false }],
  }),
  // CRM and mail that the productivity stack syncs with
  t(
    'hubspot',
    'HubSpot',
    'HUBSPOT_ACCESS_TOKEN',
    (r) => `pat-${r.pick(['na1', 'eu1', 'na2'])}-${uuid(r)}`,
    {
      api: 'https://api.hubapi.com/crm/v3/objects/contacts',
      n: 2,
    },
  ),
  t('pipedrive', 'Pipedrive', 'PIPEDRIVE_API_TOKEN', (r) => r.chars(HEX, 40), {
    api: 'https://acme.pipedrive.com/api/v1/users/me',
    auth: 'q:api_token',
  }),
  t(
    'salesforce',
    'Salesforce',
    'SFDC_ACCESS_TOKEN',
    (r) => `00D${r.chars(AN, 12)}!${r.chars(AN + '.', 96)}`,
    { api: 'https://acme.my.salesforce.com/services/data/v60.0/limits' },
  ),
  t(
    'mailchimp',
    'Mailchimp',
    'MAILCHIMP_API_KEY',
    (r) => `${r.chars(HEX, 32)}-us${r.int(21) + 1}`,
    {
      api: 'https://us6.api.mailchimp.com/3.0/ping',
      auth: 'basic',
    },
  ),
  t(
    '1password',
    '1Password',
    'OP_SERVICE_ACCOUNT_TOKEN',
    (r) =>
      `ops_${b64url(JSON.stringify({ signInAddress: `${org(r)}.1password.com`, userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: r.chars(B64U, 22) }, email: `${r.chars(LAN, 13)}@1passwordserviceaccounts.com`, srpX: r.chars(HEX, 64), muk: { alg: 'A256GCM', ext: true, k: r.chars(B64U, 43), key_ops: ['encrypt', 'decrypt'], kty: 'oct', kid: 'mp' }, secretKey: `A3-${r.chars(UAN, 6)}-${r.chars(UAN, 6)}`, throttleSecret: { seed: r.chars(HEX, 64), deviceUuid: r.chars(LAN, 26) }, deviceUuid: r.chars(LAN, 26) }))}`,
    { auth: 'none' },
  ),
  t(
    'bitwarden',
    'Bitwarden Secrets Manager',
    'BWS_ACCESS_TOKEN',
    (r) => `0.${uuid(r)}.${r.chars(AN, 30)}:${bytesB64(r, 16)}`,
    { auth: 'none' },
  ),
  // other infrastructure
  o('github', 'GitHub', 'GITHUB_TOKEN', (r) => `ghp_${r.chars(AN, 36)}`, {
    api: 'https://api.github.com/user',
    n: 2,
  }),
  o(
    'github',
    'GitHub',
    'GH_FINE_GRAINED_PAT',
    (r) => `github_pat_11${r.chars(UAN, 20)}_${r.chars(AN, 59)}`,
    { api: 'https://api.github.com/user' },
  ),
  o('gitlab', 'GitLab', 'GITLAB_TOKEN', (r) => `glpat-${r.chars(B64U, 20)}`, {
    api: 'https://gitlab.com/api/v4/user',
    auth: 'h:PRIVATE-TOKEN',
  }),
  o(
    'bitbucket',
    'Bitbucket',
    'BITBUCKET_APP_PASSWORD',
    (r) => `ATBB${r.chars(AN, 28)}${r.chars(UHEX, 8)}`,
    { api: 'https://api.bitbucket.org/2.0/user', auth: 'basic' },
  ),
  o(
    'openai',
    'OpenAI',
    'OPENAI_API_KEY',
    (r) => `sk-proj-${r.chars(B64U, 74)}T3BlbkFJ${r.chars(B64U, 74)}`,
    { api: 'https://api.openai.com/v1/models', n: 2 },
  ),
  o('anthropic', 'Anthropic', 'ANTHROPIC_API_KEY', (r) => `sk-ant-api03-${r.chars(B64U, 93)}AA`, {
    api: 'https://api.anthropic.com/v1/models',
    auth: 'h:x-api-key',
    n: 2,
  }),
  o('aws', 'AWS', 'AWS_SECRET_ACCESS_KEY', (r) => r.chars(B64.replace('-', ''), 40), {
    auth: 'none',
    n: 2,
    pair: [{ key: 'AWS_ACCESS_KEY_ID', gen: (r) => `AKIA${r.chars(B32, 16)}`, secret: true }],
  }),
  o('stripe', 'Stripe', 'STRIPE_SECRET_KEY', (r) => `sk_live_51${r.chars(AN, 97)}`, {
    api: 'https://api.stripe.com/v1/balance',
    n: 2,
  }),
  o('stripe', 'Stripe', 'STRIPE_WEBHOOK_SECRET', (r) => `whsec_${r.chars(AN, 32)}`, {
    auth: 'none',
  }),
  o('twilio', 'Twilio', 'TWILIO_AUTH_TOKEN', (r) => r.chars(HEX, 32), {
    auth: 'none',
    pair: [{ key: 'TWILIO_ACCOUNT_SID', gen: (r) => `AC${r.chars(HEX, 32)}`, secret: false }],
  }),
  o(
    'sendgrid',
    'SendGrid',
    'SENDGRID_API_KEY',
    (r) => `SG.${r.chars(B64U, 22)}.${r.chars(B64U, 43)}`,
    {
      api: 'https://api.sendgrid.com/v3/scopes',
    },
  ),
  o('postmark', 'Postmark', 'POSTMARK_SERVER_TOKEN', uuid, {
    api: 'https://api.postmarkapp.com/server',
    auth: 'h:X-Postmark-Server-Token',
  }),
  o(
    'mailgun',
    'Mailgun',
    'MAILGUN_API_KEY',
    (r) => `${r.chars(HEX, 32)}-${r.chars(HEX, 8)}-${r.chars(HEX, 8)}`,
    {
      api: 'https://api.mailgun.net/v3/domains',
      auth: 'basic',
    },
  ),
  o('brevo', 'Brevo', 'BREVO_API_KEY', (r) => `xkeysib-${r.chars(HEX, 64)}-${r.chars(AN, 16)}`, {
    api: 'https://api.brevo.com/v3/account',
    auth: 'h:api-key',
  }),
  o('resend', 'Resend', 'RESEND_API_KEY', (r) => `re_${r.chars(AN, 8)}_${r.chars(AN, 24)}`, {
    api: 'https://api.resend.com/domains',
  }),
  o('npm', 'npm', 'NPM_TOKEN', (r) => `npm_${r.chars(AN, 36)}`, { auth: 'none' }),
  o('pypi', 'PyPI', 'PYPI_API_TOKEN', (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(B64U, 150)}`, {
    auth: 'none',
  }),
  o('digitalocean', 'DigitalOcean', 'DIGITALOCEAN_TOKEN', (r) => `dop_v1_${r.chars(HEX, 64)}`, {
    api: 'https://api.digitalocean.com/v2/account',
  }),
  o('netlify', 'Netlify', 'NETLIFY_AUTH_TOKEN', (r) => `nfp_${r.chars(AN, 36)}`, {
    api: 'https://api.netlify.com/api/v1/sites',
  }),
  o('vercel', 'Vercel', 'VERCEL_TOKEN', (r) => r.chars(AN, 24), {
    api: 'https://api.vercel.com/v2/user',
  }),
  o('cloudflare', 'Cloudflare', 'CLOUDFLARE_API_TOKEN', (r) => r.chars(B64U, 40), {
    api: 'https://api.cloudflare.com/client/v4/user/tokens/verify',
  }),
  o(
    'doppler',
    'Doppler',
    'DOPPLER_TOKEN',
    (r) => `dp.st.${r.pick(['prd', 'stg', 'dev'])}.${r.chars(AN, 40)}`,
    {
      auth: 'none',
    },
  ),
  o('vault', 'Vault', 'VAULT_TOKEN', (r) => `hvs.${r.chars(B64U, 24)}`, {
    api: 'https://vault.acme.internal:8200/v1/auth/token/lookup-self',
    auth: 'h:X-Vault-Token',
  }),
  o(
    'terraform-cloud',
    'Terraform Cloud',
    'TFE_TOKEN',
    (r) => `${r.chars(AN, 14)}.atlasv1.${r.chars(AN, 67)}`,
    { api: 'https://app.terraform.io/api/v2/account/details' },
  ),
  o(
    'grafana',
    'Grafana',
    'GRAFANA_SERVICE_ACCOUNT_TOKEN',
    (r) => `glsa_${r.chars(AN, 32)}_${r.chars(HEX, 8)}`,
    {
      api: 'https://grafana.acme.io/api/dashboards/home',
    },
  ),
  o('newrelic', 'New Relic', 'NEW_RELIC_API_KEY', (r) => `NRAK-${r.chars(UAN, 27)}`, {
    api: 'https://api.newrelic.com/graphql',
    auth: 'h:API-Key',
  }),
  o('datadog', 'Datadog', 'DD_API_KEY', (r) => r.chars(HEX, 32), {
    api: 'https://api.datadoghq.com/api/v1/validate',
    auth: 'h:DD-API-KEY',
    pair: [{ key: 'DD_APP_KEY', gen: (r) => r.chars(HEX, 40), secret: true }],
  }),
  o(
    'sentry',
    'Sentry',
    'SENTRY_AUTH_TOKEN',
    (r) =>
      `sntrys_${b64(JSON.stringify({ iat: unix(r) + 0.5, url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: org(r) }))}_${r.chars(B64, 43)}`,
    { auth: 'none' },
  ),
  o('pagerduty', 'PagerDuty', 'PAGERDUTY_API_KEY', (r) => `u+${r.chars(B64U, 18)}`, {
    api: 'https://api.pagerduty.com/users/me',
    auth: 'h:Authorization: Token token=',
  }),
  o(
    'postman',
    'Postman',
    'POSTMAN_API_KEY',
    (r) => `PMAK-${r.chars(HEX, 24)}-${r.chars(HEX, 34)}`,
    {
      api: 'https://api.getpostman.com/me',
      auth: 'h:X-Api-Key',
    },
  ),
  o('shopify', 'Shopify', 'SHOPIFY_ADMIN_TOKEN', (r) => `shpat_${r.chars(HEX, 32)}`, {
    api: 'https://acme.myshopify.com/admin/api/2024-04/shop.json',
    auth: 'h:X-Shopify-Access-Token',
  }),
  o('heroku', 'Heroku', 'HEROKU_API_KEY', (r) => `HRKU-AA${r.chars(B64U, 58)}`, {
    api: 'https://api.heroku.com/account',
  }),
  o('supabase', 'Supabase', 'SUPABASE_ACCESS_TOKEN', (r) => `sbp_${r.chars(HEX, 40)}`, {
    api: 'https://api.supabase.com/v1/projects',
  }),
  o(
    'supabase',
    'Supabase',
    'SUPABASE_SERVICE_ROLE_KEY',
    (r) => {
      const iat = unix(r);
      return jwt(
        r,
        { alg: 'HS256', typ: 'JWT' },
        { iss: 'supabase', ref: r.chars(LO, 20), role: 'service_role', iat, exp: iat + 315360000 },
      );
    },
    { auth: 'none' },
  ),
  o('algolia', 'Algolia', 'ALGOLIA_ADMIN_KEY', (r) => r.chars(HEX, 32), {
    auth: 'none',
    pair: [{ key: 'ALGOLIA_APP_ID', gen: (r) => r.chars(UAN, 10), secret: false }],
  }),
  o(
    'mapbox',
    'Mapbox',
    'MAPBOX_SECRET_TOKEN',
    (r) =>
      `sk.${b64url(JSON.stringify({ u: `${org(r)}-maps`, a: r.chars(LAN, 25) }))}.${r.chars(B64U, 22)}`,
    { auth: 'q:access_token', api: 'https://api.mapbox.com/tokens/v2' },
  ),
  o('posthog', 'PostHog', 'POSTHOG_PERSONAL_API_KEY', (r) => `phx_${r.chars(AN, 43)}`, {
    api: 'https://us.posthog.com/api/users/@me/',
  }),
  o('launchdarkly', 'LaunchDarkly', 'LAUNCHDARKLY_SDK_KEY', (r) => `sdk-${uuid(r)}`, {
    auth: 'none',
  }),
  o('okta', 'Okta', 'OKTA_API_TOKEN', (r) => `00${r.chars(B64U, 40)}`, {
    api: 'https://acme.okta.com/api/v1/users/me',
    auth: 'h:Authorization: SSWS',
  }),
  o('auth0', 'Auth0', 'AUTH0_CLIENT_SECRET', (r) => r.chars(B64U, 64), {
    auth: 'none',
    pair: [{ key: 'AUTH0_CLIENT_ID', gen: (r) => r.chars(AN, 32), secret: false }],
  }),
  o('clerk', 'Clerk', 'CLERK_SECRET_KEY', (r) => `sk_live_${r.chars(AN, 40)}`, {
    api: 'https://api.clerk.com/v1/users',
  }),
  o(
    'postgres',
    'Postgres',
    'DATABASE_URL',
    (r) => {
      const s = pw(r);
      return {
        v: `postgres://${r.pick(['app', 'sync_worker', 'retool_ro'])}:${s}@${r.pick(['db.internal', 'pg-prod-1.acme.internal', 'acme-prod.c9xk2vq1.eu-west-1.rds.amazonaws.com'])}:5432/${r.pick(['app', 'integrations', 'hr'])}`,
        s,
      };
    },
    { type: 'url' },
  ),
  o(
    'mongodb',
    'MongoDB',
    'MONGODB_URI',
    (r) => {
      const s = pw(r);
      return {
        v: `mongodb+srv://${r.pick(['svc-forms', 'admin', 'n8n'])}:${s}@cluster0.${r.chars(LAN, 5)}.mongodb.net/${r.pick(['forms', 'automation'])}?retryWrites=true&w=majority`,
        s,
      };
    },
    { type: 'url' },
  ),
  o(
    'redis',
    'Redis',
    'REDIS_URL',
    (r) => {
      const s = r.chars(AN, 32);
      return {
        v: `rediss://default:${s}@${r.pick(['eu1-sunny-hawk-31240.upstash.io', 'redis.acme.internal'])}:6379`,
        s,
      };
    },
    { type: 'url' },
  ),
  o(
    'rabbitmq',
    'RabbitMQ',
    'AMQP_URL',
    (r) => {
      const s = pw(r);
      return { v: `amqps://sync:${s}@mq.${org(r)}.internal:5671/%2F`, s };
    },
    { type: 'url' },
  ),
  o(
    'smtp',
    'SMTP',
    'SMTP_URL',
    (r) => {
      const s = pw(r);
      return { v: `smtp://notifications%40${org(r)}.com:${s}@smtp.office365.com:587`, s };
    },
    { type: 'url' },
  ),
  o(
    'azure-storage',
    'Azure Storage',
    'AZURE_STORAGE_CONNECTION_STRING',
    (r) => {
      const s = bytesB64(r, 64);
      return {
        v: `DefaultEndpointsProtocol=https;AccountName=${org(r)}files;AccountKey=${s};EndpointSuffix=core.windows.net`,
        s,
      };
    },
    { type: 'url' },
  ),
  o('huggingface', 'Hugging Face', 'HF_TOKEN', (r) => `hf_${r.chars(AN, 34)}`, {
    api: 'https://huggingface.co/api/whoami-v2',
  }),
  o('replicate', 'Replicate', 'REPLICATE_API_TOKEN', (r) => `r8_${r.chars(AN, 37)}`, {
    api: 'https://api.replicate.com/v1/account',
  }),
  o('groq', 'Groq', 'GROQ_API_KEY', (r) => `gsk_${r.chars(AN, 52)}`, {
    api: 'https://api.groq.com/openai/v1/models',
  }),
  o(
    'pinecone',
    'Pinecone',
    'PINECONE_API_KEY',
    (r) => `pcsk_${r.chars(AN, 5)}_${r.chars(AN, 63)}`,
    {
      api: 'https://api.pinecone.io/indexes',
      auth: 'h:Api-Key',
    },
  ),
  o('databricks', 'Databricks', 'DATABRICKS_TOKEN', (r) => `dapi${r.chars(HEX, 32)}`, {
    api: 'https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list',
  }),
  o(
    'circleci',
    'CircleCI',
    'CIRCLECI_TOKEN',
    (r) => `CCIPAT_${r.chars(AN, 22)}_${r.chars(HEX, 40)}`,
    {
      api: 'https://circleci.com/api/v2/me',
      auth: 'h:Circle-Token',
    },
  ),
  o('buildkite', 'Buildkite', 'BUILDKITE_API_TOKEN', (r) => `bkua_${r.chars(HEX, 40)}`, {
    api: 'https://api.buildkite.com/v2/user',
  }),
  o('fly', 'Fly.io', 'FLY_API_TOKEN', (r) => `fo1_${r.chars(B64U, 43)}`, { auth: 'none' }),
  o('render', 'Render', 'RENDER_API_KEY', (r) => `rnd_${r.chars(AN, 32)}`, {
    api: 'https://api.render.com/v1/services',
  }),
  o('planetscale', 'PlanetScale', 'PLANETSCALE_PASSWORD', (r) => `pscale_pw_${r.chars(B64U, 43)}`, {
    auth: 'none',
  }),
  o('neon', 'Neon', 'NEON_API_KEY', (r) => `napi_${r.chars(LAN, 64)}`, {
    api: 'https://console.neon.tech/api/v2/projects',
  }),
  o('docker', 'Docker Hub', 'DOCKERHUB_TOKEN', (r) => `dckr_pat_${r.chars(B64U, 27)}`, {
    auth: 'cli:--password',
  }),
  o('jfrog', 'JFrog', 'JFROG_ACCESS_TOKEN', (r) => `cmVmdGtuOjAxOjE3${r.chars(AN, 48)}`, {
    api: 'https://acme.jfrog.io/artifactory/api/system/ping',
  }),
  o('sonarcloud', 'SonarCloud', 'SONAR_TOKEN', (r) => `sqp_${r.chars(HEX, 40)}`, {
    auth: 'cli:-Dsonar.token=',
  }),
  o('snyk', 'Snyk', 'SNYK_TOKEN', uuid, { auth: 'cli:--token' }),
  o('linode', 'Linode', 'LINODE_TOKEN', (r) => r.chars(HEX, 64), {
    api: 'https://api.linode.com/v4/profile',
  }),
  o('hetzner', 'Hetzner Cloud', 'HCLOUD_TOKEN', (r) => r.chars(AN, 64), {
    api: 'https://api.hetzner.cloud/v1/servers',
  }),
  o('vultr', 'Vultr', 'VULTR_API_KEY', (r) => r.chars(UAN, 36), {
    api: 'https://api.vultr.com/v2/account',
  }),
  o('scaleway', 'Scaleway', 'SCW_SECRET_KEY', uuid, {
    auth: 'none',
    pair: [{ key: 'SCW_ACCESS_KEY', gen: (r) => `SCW${r.chars(UAN, 17)}`, secret: false }],
  }),
  o('wireguard', 'WireGuard', 'WG_PRIVATE_KEY', (r) => bytesB64(r, 32), { auth: 'none' }),
  o('age', 'age', 'SOPS_AGE_KEY', (r) => `AGE-SECRET-KEY-1${r.chars(BECH.toUpperCase(), 58)}`, {
    auth: 'none',
  }),
  o(
    'ssh',
    'SSH',
    'DEPLOY_KEY',
    (r) => {
      const body = b64Lines(r, 300, 70);
      body[0] = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW';
      body[1] = 'QyNTUxOQAAACA' + body[1].slice(13);
      return `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join('\n')}\n-----END OPENSSH PRIVATE KEY-----`;
    },
    { type: 'pem' },
  ),
  o(
    'private-key',
    'GitHub App',
    'GITHUB_APP_PRIVATE_KEY',
    (r) => pem('RSA PRIVATE KEY', 'MIIEpAIBAAKCAQEA', r, 1180),
    { type: 'pem' },
  ),
  o(
    'gcp',
    'Google Cloud',
    'GOOGLE_SERVICE_ACCOUNT_KEY',
    (r) => pem('EC PRIVATE KEY', 'MHcCAQEEI', r, 121),
    { type: 'pem' },
  ),
  o(
    'ably',
    'Ably',
    'ABLY_API_KEY',
    (r) => `${r.chars(AN, 6)}.${r.chars(AN, 6)}:${r.chars(B64U, 43)}`,
    {
      auth: 'none',
    },
  ),
  o('pusher', 'Pusher', 'PUSHER_APP_SECRET', (r) => r.chars(HEX, 20), {
    auth: 'none',
    pair: [{ key: 'PUSHER_APP_KEY', gen: (r) => r.chars(HEX, 20), secret: false }],
  }),
  o(
    'contentful',
    'Contentful',
    'CONTENTFUL_MANAGEMENT_TOKEN',
    (r) => `CFPAT-${r.chars(B64U, 43)}`,
    {
      api: 'https://api.contentful.com/users/me',
    },
  ),
  o('sanity', 'Sanity', 'SANITY_API_TOKEN', (r) => `sk${r.chars(AN, 180)}`, {
    api: 'https://api.sanity.io/v2021-06-07/projects',
  }),
  o('lokalise', 'Lokalise', 'LOKALISE_API_TOKEN', (r) => r.chars(HEX, 40), {
    api: 'https://api.lokalise.com/api2/projects',
    auth: 'h:X-Api-Token',
  }),
  o('crowdin', 'Crowdin', 'CROWDIN_PERSONAL_TOKEN', (r) => r.chars(HEX, 80), {
    api: 'https://api.crowdin.com/api/v2/user',
  }),
  o('mixpanel', 'Mixpanel', 'MIXPANEL_SERVICE_ACCOUNT_SECRET', (r) => r.chars(AN, 32), {
    auth: 'none',
    pair: [
      {
        key: 'MIXPANEL_SERVICE_ACCOUNT_USER',
        gen: (r) => `sync-bot.${r.chars(HEX, 6)}.mp-service-account`,
        secret: false,
      },
    ],
  }),
  o('amplitude', 'Amplitude', 'AMPLITUDE_SECRET_KEY', (r) => r.chars(HEX, 32), {
    auth: 'none',
    pair: [{ key: 'AMPLITUDE_API_KEY', gen: (r) => r.chars(HEX, 32), secret: false }],
  }),
  o('segment', 'Segment', 'SEGMENT_PUBLIC_API_TOKEN', (r) => `sgp_${r.chars(AN, 64)}`, {
    api: 'https://api.segmentapis.com/workspaces',
  }),
  o('hcaptcha', 'hCaptcha', 'HCAPTCHA_SECRET', (r) => `0x${r.chars(HEX, 40)}`, { auth: 'none' }),
  o('recaptcha', 'reCAPTCHA', 'RECAPTCHA_SECRET_KEY', (r) => `6L${r.chars(B64U, 38)}`, {
    auth: 'none',
  }),
  o(
    'turnstile',
    'Cloudflare Turnstile',
    'TURNSTILE_SECRET_KEY',
    (r) => `0x4AAAAAAA${r.chars(B64U, 25)}`,
    {
      auth: 'none',
    },
  ),
  o('expo', 'Expo', 'EXPO_TOKEN', (r) => r.chars(B64U, 40), { auth: 'none' }),
  o('railway', 'Railway', 'RAILWAY_TOKEN', uuid, { auth: 'none' }),
  o('codecov', 'Codecov', 'CODECOV_TOKEN', uuid, { auth: 'cli:-t' }),
];
