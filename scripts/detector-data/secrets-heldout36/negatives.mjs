/* eslint-disable max-lines -- one data table per file reads better than an arbitrary split */
// Hard negatives: text that looks like it carries a credential but does not. Ids, public and
// publishable keys, signatures and digests, lock-file integrity, encoded non-secret data,
// vendor-documented examples and test vectors, mostly from the same SaaS integrations.

import {
  AN,
  B64,
  B64U,
  BECH,
  DIG,
  HEX,
  LAN,
  UAN,
  b64,
  b64Lines,
  b64url,
  bytesB64,
  digits,
  email,
  iso,
  org,
  person,
  unix,
  uuid,
} from './util.mjs';

const N = (provider, rule, text) => ({ provider, rule, text });

export const NEGATIVE_TEMPLATES = [
  // ids that look like tokens
  (r) =>
    N(
      'notion',
      'notion-ids-env',
      [
        `# Notion sync targets`,
        `NOTION_DATABASE_ID=${r.chars(HEX, 32)}`,
        `NOTION_PARENT_PAGE_ID=${uuid(r)}`,
        `NOTION_TOKEN=\${NOTION_TOKEN}`,
      ].join('\n'),
    ),
  (r) =>
    N(
      'notion',
      'notion-page-url',
      `See the [Q${r.int(4) + 1} roadmap](https://www.notion.so/${org(r)}/Roadmap-${r.pick(['Q3', 'H2', '2025'])}-${r.chars(HEX, 32)}?pvs=4) before the planning call.`,
    ),
  (r) =>
    N(
      'google-sheets',
      'sheet-id-constant',
      `SPREADSHEET_ID = "1${r.chars(B64U, 43)}"\nRANGE_NAME = "Responses!A2:H"\ncreds = service_account.Credentials.from_service_account_file(os.environ["GOOGLE_APPLICATION_CREDENTIALS"])`,
    ),
  (r) =>
    N(
      'google-drive',
      'drive-folder-id',
      JSON.stringify(
        {
          name: `offer-letter-${person(r)}.pdf`,
          parents: [`1${r.chars(B64U, 32)}`],
          mimeType: 'application/pdf',
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'airtable',
      'airtable-ids',
      [
        `AIRTABLE_BASE_ID=app${r.chars(AN, 14)}`,
        `AIRTABLE_TABLE_ID=tbl${r.chars(AN, 14)}`,
        `AIRTABLE_VIEW_ID=viw${r.chars(AN, 14)}`,
      ].join('\n'),
    ),
  (r) =>
    N(
      'airtable',
      'airtable-record-json',
      JSON.stringify(
        {
          id: `rec${r.chars(AN, 14)}`,
          createdTime: iso(r).replace('Z', '.000Z'),
          fields: { Name: `${person(r)}`, Status: 'Interviewing', Role: `rec${r.chars(AN, 14)}` },
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'figma',
      'figma-file-key',
      `FIGMA_FILE_KEY=${r.chars(AN, 22)}\n# https://www.figma.com/design/${r.chars(AN, 22)}/Design-System?node-id=${r.int(900)}-${r.int(9000)}`,
    ),
  (r) =>
    N(
      'miro',
      'miro-board-id',
      `miro:\n  board_id: "uXjV${r.chars(B64U, 6)}${r.pick(['=', 'k='])}"\n  frame: "${digits(r, 16)}"`,
    ),
  (r) =>
    N(
      'slack',
      'slack-ids',
      [
        `SLACK_TEAM_ID=T0${r.chars(UAN, 8)}`,
        `SLACK_CHANNEL_ID=C0${r.chars(UAN, 9)}`,
        `SLACK_APP_ID=A0${r.chars(UAN, 9)}`,
        `SLACK_CLIENT_ID=${digits(r, 12)}.${digits(r, 13)}`,
      ].join('\n'),
    ),
  (r) =>
    N(
      'slack',
      'slack-event-payload',
      JSON.stringify(
        {
          team_id: `T0${r.chars(UAN, 8)}`,
          api_app_id: `A0${r.chars(UAN, 9)}`,
          event: {
            type: 'message',
            channel: `C0${r.chars(UAN, 9)}`,
            user: `U0${r.chars(UAN, 9)}`,
            ts: `${unix(r)}.${r.chars(DIG, 6)}`,
            client_msg_id: uuid(r),
          },
          event_id: `Ev0${r.chars(UAN, 9)}`,
          event_time: unix(r),
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'asana',
      'asana-gids',
      `asana:\n  workspace_gid: "${digits(r, 13)}"\n  projects:\n    - "1${digits(r, 15)}"\n    - "1${digits(r, 15)}"\n  section_gid: "1${digits(r, 15)}"`,
    ),
  (r) =>
    N(
      'atlassian',
      'jira-cloud-ids',
      `jira:\n  site: ${org(r)}.atlassian.net\n  cloudId: ${uuid(r)}\n  project: ${r.pick(['OPS', 'HR', 'ENG', 'DES'])}\n  accountId: "712020:${uuid(r)}"`,
    ),
  (r) =>
    N(
      'linear',
      'linear-ids',
      `LINEAR_TEAM_ID=${uuid(r)}\nLINEAR_TRIAGE_STATE_ID=${uuid(r)}\nLINEAR_LABEL_BUG=${uuid(r)}`,
    ),
  (r) =>
    N(
      'trello',
      'trello-ids',
      `const BOARD_ID = '${r.chars(HEX, 24)}';\nconst LISTS = {\n  todo: '${r.chars(HEX, 24)}',\n  done: '${r.chars(HEX, 24)}',\n};`,
    ),
  (r) =>
    N(
      'zoom',
      'zoom-meeting-payload',
      JSON.stringify(
        {
          event: 'meeting.ended',
          event_ts: unix(r) * 1000,
          payload: {
            account_id: r.chars(B64U, 22),
            object: {
              uuid: `${r.chars(B64, 22)}==`,
              id: Number(digits(r, 11)),
              host_id: r.chars(B64U, 22),
              topic: 'Weekly design review',
            },
          },
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'webex',
      'webex-room-id',
      `WEBEX_ROOM_ID=${b64(`ciscospark://us/ROOM/${uuid(r)}`)}\nWEBEX_PERSON_ID=${b64(`ciscospark://us/PEOPLE/${uuid(r)}`)}`,
    ),
  (r) =>
    N(
      'microsoft-teams',
      'teams-channel-ids',
      `teams:\n  tenantId: ${uuid(r)}\n  teamId: ${uuid(r)}\n  channelId: "19:${r.chars(HEX, 32)}@thread.tacv2"`,
    ),
  (r) =>
    N(
      'google-calendar',
      'calendar-id',
      `CALENDAR_ID=c_${r.chars(HEX, 64)}@group.calendar.google.com\nCALENDAR_TZ=Europe/Berlin`,
    ),
  (r) =>
    N(
      'google-calendar',
      'calendar-event',
      JSON.stringify(
        {
          kind: 'calendar#event',
          etag: `"${digits(r, 16)}"`,
          id: r.chars('abcdefghijklmnopqrstuv0123456789', 26),
          iCalUID: `${r.chars(LAN, 26)}@google.com`,
          summary: 'Interview loop',
          hangoutLink: `https://meet.google.com/${r.chars('abcdefghijklmnopqrstuvwxyz', 3)}-${r.chars('abcdefghijklmnopqrstuvwxyz', 4)}-${r.chars('abcdefghijklmnopqrstuvwxyz', 3)}`,
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'discord',
      'discord-public-key',
      `DISCORD_APPLICATION_ID=${digits(r, 19)}\nDISCORD_PUBLIC_KEY=${r.chars(HEX, 64)}\nDISCORD_GUILD_ID=${digits(r, 18)}`,
    ),
  (r) =>
    N(
      'typeform',
      'typeform-embed',
      `<div data-tf-live="01${r.chars(UAN, 24)}"></div>\n<script src="//embed.typeform.com/next/embed.js"></script>`,
    ),
  (r) =>
    N(
      'typeform',
      'typeform-form-id',
      `forms:\n  onboarding: ${r.chars(AN, 8)}\n  exit_survey: ${r.chars(AN, 8)}`,
    ),
  (r) =>
    N(
      'greenhouse',
      'greenhouse-ids',
      `{"job_id": ${digits(r, 7)}, "application_id": ${digits(r, 9)}, "candidate_id": ${digits(r, 9)}, "stage": "Onsite"}`,
    ),
  (r) =>
    N(
      'webflow',
      'webflow-ids',
      `WEBFLOW_SITE_ID=${r.chars(HEX, 24)}\nWEBFLOW_COLLECTION_ID=${r.chars(HEX, 24)}`,
    ),
  (r) =>
    N(
      'docusign',
      'docusign-ids',
      `docusign:\n  account_id: ${uuid(r)}\n  template_id: ${uuid(r)}\n  base_path: https://demo.docusign.net/restapi`,
    ),
  (r) =>
    N(
      'dropbox',
      'dropbox-file-id',
      `{"id": "id:${r.chars(B64U, 22)}", "rev": "${r.chars(HEX, 9)}0${r.chars(HEX, 4)}", "content_hash": "${r.chars(HEX, 64)}"}`,
    ),
  (r) =>
    N(
      'coda',
      'coda-doc-ids',
      `CODA_DOC_ID=${r.chars(AN, 10)}\nCODA_TABLE_ID=grid-${r.chars(AN, 10)}`,
    ),
  (r) =>
    N(
      'github',
      'graphql-node-ids',
      `{"node_id":"PR_kwDO${r.chars(B64U, 10)}${r.chars(AN, 6)}","head_sha":"${r.chars(HEX, 40)}","cursor":"${b64(`cursor:v2:${b64(JSON.stringify({ id: Number(digits(r, 9)) }))}`)}"}`,
    ),
  (r) =>
    N(
      'calendly',
      'calendly-uris',
      `event_type: https://api.calendly.com/event_types/${uuid(r)}\norganization: https://api.calendly.com/organizations/${uuid(r)}`,
    ),
  (r) =>
    N(
      'retool',
      'retool-app-ids',
      `retool_app_uuid: ${uuid(r)}\nworkflow_id: ${uuid(r)}\nresource_name: "${org(r)}_postgres_readonly"`,
    ),
  (r) =>
    N(
      'hubspot',
      'hubspot-tracking',
      `<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${digits(r, 8)}.js"></script>`,
    ),
  (r) =>
    N(
      'lever',
      'lever-posting',
      `https://jobs.lever.co/${org(r)}/${uuid(r)}/apply?lever-source=${r.pick(['LinkedIn', 'Referral'])}`,
    ),
  // public and publishable keys
  (r) =>
    N('stripe', 'stripe-publishable', `const stripe = Stripe('pk_live_51${r.chars(AN, 97)}');`),
  (r) =>
    N(
      'algolia',
      'docsearch-config',
      `themeConfig: {\n  algolia: {\n    appId: '${r.chars(UAN, 10)}',\n    apiKey: '${r.chars(HEX, 32)}', // search-only key, safe to commit\n    indexName: '${org(r)}-handbook',\n  },\n},`,
    ),
  (r) =>
    N(
      'firebase',
      'firebase-web-config',
      `const firebaseConfig = {\n  apiKey: "AIza${r.chars(B64U, 35)}",\n  authDomain: "${org(r)}-forms.firebaseapp.com",\n  projectId: "${org(r)}-forms",\n  messagingSenderId: "${digits(r, 12)}",\n  appId: "1:${digits(r, 12)}:web:${r.chars(HEX, 22)}",\n};`,
    ),
  (r) =>
    N(
      'mapbox',
      'mapbox-public-token',
      `mapboxgl.accessToken = 'pk.${b64url(JSON.stringify({ u: `${org(r)}-maps`, a: r.chars(LAN, 25) }))}.${r.chars(B64U, 22)}';`,
    ),
  (r) => {
    const iat = unix(r);
    const anon = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ iss: 'supabase', ref: r.chars('abcdefghijklmnopqrstuvwxyz', 20), role: 'anon', iat, exp: iat + 315360000 }))}.${r.chars(B64U, 43)}`;
    return N(
      'supabase',
      'supabase-anon-key',
      `NEXT_PUBLIC_SUPABASE_URL=https://${r.chars('abcdefghijklmnopqrstuvwxyz', 20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=${anon}`,
    );
  },
  (r) =>
    N(
      'posthog',
      'posthog-project-key',
      `posthog.init('phc_${r.chars(AN, 43)}', { api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' })`,
    ),
  (r) =>
    N(
      'recaptcha',
      'recaptcha-site-key',
      `<div class="g-recaptcha" data-sitekey="6L${r.chars(B64U, 38)}"></div>`,
    ),
  (r) =>
    N('hcaptcha', 'hcaptcha-site-key', `<div class="h-captcha" data-sitekey="${uuid(r)}"></div>`),
  (r) =>
    N(
      'turnstile',
      'turnstile-site-key',
      `NEXT_PUBLIC_TURNSTILE_SITE_KEY=0x4AAAAAAA${r.chars(B64U, 14)}`,
    ),
  (r) =>
    N(
      'sentry',
      'sentry-browser-dsn',
      `Sentry.init({\n  dsn: 'https://${r.chars(HEX, 32)}@o${digits(r, 6)}.ingest.us.sentry.io/${digits(r, 16)}',\n  tracesSampleRate: 0.1,\n});`,
    ),
  (r) =>
    N(
      'launchdarkly',
      'launchdarkly-client-id',
      `const ldClient = LDClient.initialize('${r.chars(HEX, 24)}', { kind: 'user', key: userId });`,
    ),
  (r) =>
    N(
      'intercom',
      'intercom-app-id',
      `window.intercomSettings = {\n  api_base: "https://api-iam.intercom.io",\n  app_id: "${r.chars(LAN, 8)}",\n};`,
    ),
  (r) =>
    N(
      'google-oauth',
      'google-client-id',
      `GOOGLE_CLIENT_ID=${digits(r, 12)}-${r.chars(LAN, 32)}.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://intranet.${org(r)}.com/auth/callback`,
    ),
  (r) =>
    N(
      'zoom',
      'zoom-client-id',
      `# Zoom app (client id and account id are not secret; the client secret lives in Vault)\nZOOM_ACCOUNT_ID=${r.chars(B64U, 22)}\nZOOM_CLIENT_ID=${r.chars(B64U, 22)}`,
    ),
  (r) =>
    N(
      'azure-ad',
      'azure-app-ids',
      `AZURE_TENANT_ID=${uuid(r)}\nAZURE_CLIENT_ID=${uuid(r)}\nAZURE_AUTHORITY=https://login.microsoftonline.com/${uuid(r)}`,
    ),
  (r) =>
    N(
      'clerk',
      'clerk-publishable',
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64(`clerk.${org(r)}.com$`)}`,
    ),
  (r) =>
    N(
      'jaas',
      'jaas-app-id',
      `<script src="https://8x8.vc/vpaas-magic-cookie-${r.chars(HEX, 32)}/external_api.js" async></script>`,
    ),
  (r) =>
    N(
      'pusher',
      'pusher-app-key',
      `const pusher = new Pusher('${r.chars(HEX, 20)}', { cluster: '${r.pick(['eu', 'us2', 'mt1'])}' });`,
    ),
  (r) =>
    N(
      'mixpanel',
      'mixpanel-project-token',
      `mixpanel.init("${r.chars(HEX, 32)}", { track_pageview: true });`,
    ),
  (r) =>
    N(
      'amplitude',
      'amplitude-api-key',
      `amplitude.init('${r.chars(HEX, 32)}', { defaultTracking: true });`,
    ),
  (r) =>
    N('segment', 'segment-write-key', `analytics.load("${r.chars(AN, 32)}");\nanalytics.page();`),
  (r) =>
    N(
      'vapid',
      'vapid-public-key',
      `const registration = await navigator.serviceWorker.ready;\nawait registration.pushManager.subscribe({\n  userVisibleOnly: true,\n  applicationServerKey: 'B${r.chars(B64U, 86)}',\n});`,
    ),
  (r) =>
    N(
      'auth0',
      'auth0-spa-config',
      `const auth0 = await createAuth0Client({\n  domain: '${org(r)}.eu.auth0.com',\n  clientId: '${r.chars(AN, 32)}',\n  authorizationParams: { redirect_uri: window.location.origin },\n});`,
    ),
  (r) =>
    N(
      'okta',
      'okta-spa-config',
      `export const oktaConfig = {\n  issuer: 'https://${org(r)}.okta.com/oauth2/default',\n  clientId: '0oa${r.chars(AN, 17)}',\n  pkce: true,\n};`,
    ),
  (r) =>
    N(
      'cognito',
      'cognito-web-client',
      `aws_user_pools_id: 'eu-west-1_${r.chars(AN, 9)}',\naws_user_pools_web_client_id: '${r.chars(LAN, 26)}',`,
    ),
  (r) =>
    N(
      'zendesk',
      'zendesk-widget-key',
      `<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=${uuid(r)}"></script>`,
    ),
  (r) =>
    N('crisp', 'crisp-website-id', `window.$crisp = [];\nwindow.CRISP_WEBSITE_ID = "${uuid(r)}";`),
  (r) =>
    N(
      'github',
      'github-app-client-id',
      `GITHUB_APP_ID=${digits(r, 6)}\nGITHUB_APP_CLIENT_ID=Iv1.${r.chars(HEX, 16)}`,
    ),
  // key material that is public
  (r) =>
    N(
      'ssh',
      'ssh-public-key',
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)} ${person(r)}@${org(r)}-laptop`,
    ),
  (r) =>
    N(
      'age',
      'age-recipient',
      `creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${r.chars(BECH, 58)}`,
    ),
  (r) =>
    N(
      'wireguard',
      'wireguard-peer',
      `[Peer]\nPublicKey = ${bytesB64(r, 32)}\nAllowedIPs = 10.20.0.0/16\nEndpoint = vpn.${org(r)}.com:51820`,
    ),
  (r) =>
    N(
      'tls',
      'certificate-pem',
      `-----BEGIN CERTIFICATE-----\nMIID${b64Lines(r, 260).join('\n').slice(4)}\n-----END CERTIFICATE-----`,
    ),
  (r) =>
    N(
      'jwks',
      'jwks-public',
      JSON.stringify(
        {
          keys: [
            {
              kty: 'RSA',
              use: 'sig',
              kid: r.chars(HEX, 40),
              alg: 'RS256',
              n: r.chars(B64U, 342),
              e: 'AQAB',
            },
          ],
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'pgp',
      'pgp-fingerprint',
      `Releases are signed with key ${r
        .chars('0123456789ABCDEF', 40)
        .replace(/(.{4})/g, '$1 ')
        .trim()}\n$ gpg --recv-keys ${r.chars('0123456789ABCDEF', 16)}`,
    ),
  // signatures, digests and webhook headers
  (r) =>
    N(
      'slack',
      'slack-signature-header',
      `X-Slack-Request-Timestamp: ${unix(r)}\nX-Slack-Signature: v0=${r.chars(HEX, 64)}\nContent-Type: application/x-www-form-urlencoded`,
    ),
  (r) =>
    N(
      'github',
      'github-webhook-headers',
      `X-GitHub-Event: pull_request\nX-GitHub-Delivery: ${uuid(r)}\nX-Hub-Signature-256: sha256=${r.chars(HEX, 64)}\nX-GitHub-Hook-ID: ${digits(r, 9)}`,
    ),
  (r) =>
    N(
      'typeform',
      'typeform-signature',
      `POST /hooks/typeform HTTP/1.1\nHost: forms.${org(r)}.dev\nTypeform-Signature: sha256=${bytesB64(r, 32)}\nContent-Type: application/json`,
    ),
  (r) =>
    N(
      'calendly',
      'calendly-signature',
      `Calendly-Webhook-Signature: t=${unix(r)},v1=${r.chars(HEX, 64)}`,
    ),
  (r) =>
    N(
      'zoom',
      'zoom-url-validation',
      JSON.stringify(
        {
          payload: { plainToken: r.chars(B64U, 22) },
          event_ts: unix(r) * 1000,
          event: 'endpoint.url_validation',
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'zoom',
      'zoom-signature-header',
      `x-zm-request-timestamp: ${unix(r)}\nx-zm-signature: v0=${r.chars(HEX, 64)}`,
    ),
  (r) =>
    N(
      'linear',
      'linear-signature',
      `Linear-Delivery: ${uuid(r)}\nLinear-Event: Issue\nLinear-Signature: ${r.chars(HEX, 64)}`,
    ),
  (r) =>
    N(
      'stripe',
      'stripe-signature',
      `Stripe-Signature: t=${unix(r)},v1=${r.chars(HEX, 64)},v0=${r.chars(HEX, 64)}`,
    ),
  (r) =>
    N(
      'docusign',
      'docusign-connect-hmac',
      `X-DocuSign-Signature-1: ${bytesB64(r, 32)}\nX-DocuSign-TLS-Client-Cert: none`,
    ),
  (r) =>
    N(
      'asana',
      'asana-hook-signature',
      `X-Hook-Signature: ${r.chars(HEX, 64)}\nContent-Type: application/json; charset=utf-8`,
    ),
  (r) =>
    N(
      'npm',
      'package-lock-integrity',
      `    "node_modules/@notionhq/client": {\n      "version": "2.${r.int(3)}.${r.int(9)}",\n      "resolved": "https://registry.npmjs.org/@notionhq/client/-/client-2.2.15.tgz",\n      "integrity": "sha512-${bytesB64(r, 64)}"\n    },`,
    ),
  (r) =>
    N(
      'yarn',
      'yarn-lock-entry',
      `"@slack/web-api@^7.0.0":\n  version "7.${r.int(9)}.${r.int(9)}"\n  resolved "https://registry.yarnpkg.com/@slack/web-api/-/web-api-7.3.4.tgz#${r.chars(HEX, 40)}"\n  integrity sha512-${bytesB64(r, 64)}`,
    ),
  (r) =>
    N(
      'pnpm',
      'pnpm-lock-entry',
      `  /@linear/sdk@${r.int(30) + 10}.0.0:\n    resolution: {integrity: sha512-${bytesB64(r, 64)}}\n    engines: {node: '>=12.x'}`,
    ),
  (r) =>
    N(
      'go',
      'go-sum',
      `github.com/slack-go/slack v0.${r.int(15)}.${r.int(5)} h1:${bytesB64(r, 32)}\ngithub.com/slack-go/slack v0.${r.int(15)}.${r.int(5)}/go.mod h1:${bytesB64(r, 32)}`,
    ),
  (r) =>
    N(
      'cargo',
      'cargo-lock',
      `[[package]]\nname = "reqwest"\nversion = "0.12.${r.int(9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.chars(HEX, 64)}"`,
    ),
  (r) =>
    N(
      'pip',
      'requirements-hashes',
      `slack-sdk==3.${r.int(30)}.0 \\\n    --hash=sha256:${r.chars(HEX, 64)} \\\n    --hash=sha256:${r.chars(HEX, 64)}`,
    ),
  (r) =>
    N(
      'poetry',
      'poetry-lock',
      `[[package]]\nname = "notion-client"\nversion = "2.2.1"\nfiles = [\n    {file = "notion_client-2.2.1-py2.py3-none-any.whl", hash = "sha256:${r.chars(HEX, 64)}"},\n]`,
    ),
  (r) =>
    N(
      'composer',
      'composer-lock',
      `"dist": {\n    "type": "zip",\n    "url": "https://api.github.com/repos/asana/php-asana/zipball/${r.chars(HEX, 40)}",\n    "reference": "${r.chars(HEX, 40)}",\n    "shasum": ""\n},`,
    ),
  (r) =>
    N(
      'nix',
      'flake-lock',
      `"locked": {\n  "lastModified": ${unix(r)},\n  "narHash": "sha256-${bytesB64(r, 32)}",\n  "rev": "${r.chars(HEX, 40)}",\n  "type": "github"\n}`,
    ),
  (r) =>
    N(
      'docker',
      'image-digest',
      `FROM node:20-alpine@sha256:${r.chars(HEX, 64)}\nCOPY --from=builder /app/dist /app`,
    ),
  (r) =>
    N(
      'git',
      'git-log',
      `commit ${r.chars(HEX, 40)}\nAuthor: ${person(r)} <${email(r)}>\nDate:   ${new Date(unix(r) * 1000).toUTCString()}\n\n    linear: map triage state ids from env`,
    ),
  (r) =>
    N(
      'git',
      'git-rev-list',
      `$ git rev-parse HEAD\n${r.chars(HEX, 40)}\n$ git submodule status\n ${r.chars(HEX, 40)} vendor/zoom-sdk (v5.17.${r.int(9)})`,
    ),
  (r) =>
    N(
      'sri',
      'script-integrity',
      `<script src="https://cdn.jsdelivr.net/npm/@calcom/embed-snippet@1.${r.int(5)}.0/dist/embed.umd.js" integrity="sha384-${bytesB64(r, 48)}" crossorigin="anonymous"></script>`,
    ),
  (r) =>
    N(
      'csp',
      'csp-nonce',
      `Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-${bytesB64(r, 16)}' https://assets.calendly.com`,
    ),
  (r) =>
    N(
      'http',
      'etag-header',
      `HTTP/2 200\ncontent-type: application/json\netag: W/"${r.chars(HEX, 32)}"\nx-request-id: ${uuid(r)}`,
    ),
  (r) =>
    N(
      'otel',
      'traceparent',
      `traceparent: 00-${r.chars(HEX, 32)}-${r.chars(HEX, 16)}-01\ntracestate: ${org(r)}=${r.chars(HEX, 16)}`,
    ),
  (r) =>
    N(
      'build',
      'build-manifest',
      JSON.stringify(
        {
          buildId: r.chars(B64U, 21),
          assets: [
            `static/chunks/main-${r.chars(HEX, 16)}.js`,
            `static/css/${r.chars(HEX, 16)}.css`,
          ],
          commit: r.chars(HEX, 40),
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'ci',
      'ci-run-ids',
      `Run ID: ${digits(r, 10)}\nJob ID: ${uuid(r)}\nCache key: node-modules-${r.chars(HEX, 64)}\nArtifact digest: sha256:${r.chars(HEX, 64)}`,
    ),
  (r) =>
    N(
      'aws',
      'aws-request-id',
      `x-amzn-RequestId: ${uuid(r)}\nx-amz-id-2: ${bytesB64(r, 57)}\nx-amz-cf-id: ${r.chars(B64U, 40)}==`,
    ),
  (r) =>
    N(
      'checksum',
      'sha256sums',
      `${r.chars(HEX, 64)}  ${slugName(r)}-linux-amd64.tar.gz\n${r.chars(HEX, 64)}  ${slugName(r)}-darwin-arm64.tar.gz`,
    ),
  (r) =>
    N(
      'idempotency',
      'idempotency-key',
      `POST /v1/forms/${r.chars(AN, 8)}/responses HTTP/1.1\nIdempotency-Key: ${uuid(r)}\nX-Correlation-Id: ${r.chars(HEX, 32)}`,
    ),
  // encoded non-secret data
  (r) =>
    N(
      'oauth',
      'oauth-state-param',
      `https://slack.com/oauth/v2/authorize?client_id=${digits(r, 12)}.${digits(r, 13)}&scope=chat:write,channels:read&state=${b64url(JSON.stringify({ returnTo: '/settings/integrations', nonce: r.chars(HEX, 16) }))}`,
    ),
  (r) =>
    N(
      'graphql',
      'relay-cursor',
      JSON.stringify(
        {
          pageInfo: { hasNextPage: true, endCursor: b64(`arrayconnection:${r.int(500)}`) },
          nodes: [{ id: b64(`Candidate:${digits(r, 6)}`) }],
        },
        null,
        2,
      ),
    ),
  (r) =>
    N(
      'sops',
      'sops-encrypted',
      `slack:\n    bot_token: ENC[AES256_GCM,data:${bytesB64(r, 57)},iv:${bytesB64(r, 32)},tag:${bytesB64(r, 16)},type:str]\nsops:\n    age:\n        - recipient: age1${r.chars(BECH, 58)}`,
    ),
  (r) =>
    N(
      'ansible',
      'ansible-vault',
      `zoom_client_secret: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${r.chars(HEX, 80)}\n  ${r.chars(HEX, 80)}\n  ${r.chars(HEX, 40)}`,
    ),
  (r) =>
    N(
      'k8s',
      'sealed-secret',
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: notion-credentials\nspec:\n  encryptedData:\n    token: Ag${bytesB64(r, 180)}`,
    ),
  (r) =>
    N(
      'image',
      'data-uri',
      `.avatar-placeholder {\n  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${bytesB64(r, 60)}");\n}`,
    ),
  (r) =>
    N(
      'k8s',
      'configmap-binarydata',
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: sync-schedule\nbinaryData:\n  schedule.json: ${b64(JSON.stringify({ jira: '*/15 * * * *', notion: '0 * * * *', workspace: org(r) }))}`,
    ),
  // vendor-documented examples and test vectors
  () =>
    N(
      'aws',
      'vendor-example',
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
    ),
  () =>
    N(
      'jwt',
      'vendor-example',
      `# the sample token from jwt.io, used in the parser tests\nconst SAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';`,
    ),
  () =>
    N(
      'hmac',
      'test-vector',
      `// RFC 4231 test case 2\nexpect(hmacSha256('Jefe', 'what do ya want for nothing?')).toBe(\n  '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',\n);`,
    ),
  () =>
    N(
      'aes-gcm',
      'test-vector',
      `# NIST GCM test case 3\nkey   = "feffe9928665731c6d6a8f9467308308"\nnonce = "cafebabefacedbaddecaf888"\ntag   = "4d5c2af327cd64a62cf35abd2ba6fab4"`,
    ),
  () =>
    N(
      'sha256',
      'test-vector',
      `assert sha256(b"abc").hexdigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"`,
    ),
  (r) =>
    N(
      'webhook',
      'signature-test-fixture',
      `it('accepts a valid signature', () => {\n  const body = '{"event":"form_response","form_id":"${r.chars(AN, 8)}"}';\n  const header = 'sha256=${bytesB64(r, 32)}';\n  expect(verify(body, header, process.env.TYPEFORM_WEBHOOK_SECRET)).toBe(true);\n});`,
    ),
];

function slugName(r) {
  return r.pick(['govsync', 'roster', 'standupbot', 'huddle', 'formrelay']);
}

const CODE_CONTEXTS = new Set([
  'js-client',
  'python-script',
  'go-const',
  'ruby-config',
  'csharp-const',
  'rust-const',
  'kotlin-object',
  'jupyter-cell',
  'sql-seed',
  'php-config',
  'powershell-env',
  'xml-config',
]);

// Placeholder values that stand where the credential would go in the same files.
export const placeholderFor = (r, s, ctx) => {
  if (ctx === 'gha-workflow') {
    return `\${{ secrets.${s.key} }}`;
  }
  if (ctx === 'gitlab-ci') {
    return `$${s.key}_PROD`;
  }
  const k = s.key;
  if (CODE_CONTEXTS.has(ctx)) {
    return r.pick([
      `<your-${s.p.replace(/[^a-z0-9]+/g, '-')}-${r.pick(['token', 'api-key', 'secret'])}>`,
      `YOUR_${k}_HERE`,
      `REPLACE_WITH_${k}`,
      `<${k}>`,
    ]);
  }
  return r.pick([
    `<your-${s.p.replace(/[^a-z0-9]+/g, '-')}-${r.pick(['token', 'api-key', 'secret'])}>`,
    `\${${k}}`,
    `{{ ${k.toLowerCase()} }}`,
    `YOUR_${k}_HERE`,
    `op://${r.pick(['Integrations', 'Engineering', 'IT'])}/${s.svc.replace(/[^A-Za-z0-9.]+/g, ' ').trim()}/credential`,
    `vault:secret/data/integrations/${s.p.replace(/[^a-z0-9]+/g, '-')}#${k.toLowerCase()}`,
    `arn:aws:secretsmanager:eu-west-1:${digits(r, 12)}:secret:integrations/${s.p.replace(/[^a-z0-9]+/g, '-')}-${r.chars(AN, 6)}`,
    `ENC[AES256_GCM,data:${bytesB64(r, 30)},iv:${bytesB64(r, 32)},tag:${bytesB64(r, 16)},type:str]`,
    `$(${k})`,
    `%${k}%`,
  ]);
};
