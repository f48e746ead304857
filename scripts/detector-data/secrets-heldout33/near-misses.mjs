// Near misses: close to a credential but not one a scanner should report: masked, redacted,
// truncated, obviously dummy, empty, or revoked and shown as such.
import { valueOf } from './providers.mjs';
import { pem, P8_PREFIX, RSA_PREFIX } from './specials.mjs';

/** The literal prefix of a value (sk_live_, ghp_, glpat-...), if it has a short one. */
export function prefixOf(value) {
  const m = value.match(
    /^[A-Za-z0-9]{1,7}[_.-](?:live_|v1_|api03-|proj-|pat_|st\.prd\.|secret_|app_|org_st_)?/,
  );
  return m && /[A-Za-z]/.test(m[0]) && m[0].length < value.length - 8 ? m[0] : '';
}

const MODES = {
  masked: (k, v) => {
    const pre = prefixOf(v);
    const mask = k
      .pick(['*', '•', 'x'])
      .repeat(Math.max(8, Math.min(24, v.length - pre.length - 4)));
    return `${pre}${mask}${v.slice(-4)}`;
  },
  redacted: (k) =>
    k.pick(['[REDACTED]', '<redacted>', '********', '[FILTERED]', '***', '<hidden>']),
  truncated: (k, v) => {
    const pre = prefixOf(v);
    return `${v.slice(0, pre.length + 4 + k.int(3))}${k.pick(['...', '…', '…(truncated)'])}`;
  },
  dummy: (k, v) => {
    const pre = prefixOf(v);
    const fill = k.pick(['x', 'X', '0']);
    return pre + v.slice(pre.length).replace(/[A-Za-z0-9]/g, fill);
  },
  empty: () => '',
};

const GENERIC_OK = [
  'dotenv',
  'yaml-config',
  'json-config',
  'toml-config',
  'properties',
  'shell-export',
  'github-actions',
  'compose-env',
  'k8s-secret',
  'log-line',
  'ts-object',
  'python-settings',
  'unity-csharp',
  'swift-constant',
  'kotlin-constant',
  'dart-constant',
  'info-plist',
  'android-strings-xml',
  'curl-header',
];

const TEMPLATES = [
  [
    'ci-log-masked',
    4,
    (k, p) =>
      `Run bundle exec fastlane ${k.pick(['ios beta', 'android deploy', 'upload_symbols'])}\n  env:\n    ${p.env}: ***\n    LC_ALL: en_US.UTF-8\n[${k.ts().slice(11, 19)}]: Driving the lane '${k.pick(['ios beta', 'android deploy'])}' 🚀`,
  ],
  [
    'revoked-notice',
    6,
    (k, p) => {
      const { secret } = valueOf(p, k);
      return `## Incident ${k.digits(4)} — leaked ${p.env.toLowerCase().replace(/_/g, ' ')}\nThe value \`${secret}\` was pushed to the public mod-tools repo on ${k.ts().slice(0, 10)}.\nStatus: REVOKED within 9 minutes; provider confirms it is disabled. Replacement lives only in the secret manager.`;
    },
  ],
  [
    'key-name-only',
    5,
    (k, p) =>
      k.pick([
        () =>
          `### CI secrets\nAdd \`${p.env}\` and \`MATCH_PASSWORD\` under Settings → Secrets → Actions before running the release lane.`,
        () => `# .env.example\n${p.env}=\nLOG_LEVEL=info`,
        () =>
          `Error: missing required environment variable ${p.env} (set it in the Codemagic environment group "store")`,
      ])(),
  ],
  [
    'redacted-service-account',
    3,
    (k) =>
      `@google-play-service-account// pasted from the support ticket (key removed)\n${JSON.stringify(
        {
          type: 'service_account',
          project_id: `${k.word()}-prod`,
          private_key_id: '<redacted>',
          private_key: '-----BEGIN PRIVATE KEY-----\n[REDACTED]\n-----END PRIVATE KEY-----\n',
          client_email: `play-publisher@${k.word()}-prod.iam.gserviceaccount.com`,
        },
        null,
        2,
      )}`,
  ],
  [
    'truncated-pem',
    3,
    (k) => {
      const full = pem(k, 'PRIVATE KEY', k.chance(0.5) ? P8_PREFIX : RSA_PREFIX, 200).split('\n');
      return `@app-store-connectThe .p8 starts like this, is that the right file?\n${full[0]}\n${full[1].slice(0, 24)}...\n(rest omitted)`;
    },
  ],
  [
    'default-credentials',
    5,
    (k) =>
      k.pick([
        () =>
          `@nakama# nakama local dev (documented defaults, overridden in prod)\nsocket:\n  server_key: "defaultkey"\nsession:\n  encryption_key: "defaultencryptionkey"\nconsole:\n  username: "admin"\n  password: "password"`,
        () =>
          `@rcon# server.cfg (template shipped with the dedicated server)\nrcon_password "changeme"\nsv_password ""\nsv_setsteamaccount ""`,
        () =>
          `@postgres# docker-compose.dev.yml\n  postgres:\n    environment:\n      POSTGRES_USER: postgres\n      POSTGRES_PASSWORD: postgres\n  redis:\n    command: redis-server --requirepass devpassword`,
        () =>
          `@android-keystore# android/keystore.properties (debug signing)\nstorePassword=android\nkeyPassword=android\nkeyAlias=androiddebugkey\nstoreFile=${'$'}{System.getProperty("user.home")}/.android/debug.keystore`,
      ])(),
  ],
  [
    'dummy-docs',
    4,
    (k, p) => {
      const { secret } = valueOf(p, k);
      return `Example (replace with your own):\n\n    ${p.env}=${MODES.dummy(k, secret)}\n`;
    },
  ],
  [
    'scrubbed-event',
    3,
    (k) =>
      `@sentry{\n  "request": {\n    "url": "https://api.${k.word()}games.com/v1/iap/verify",\n    "headers": {\n      "Authorization": "[Filtered]",\n      "X-Api-Key": "[Filtered]",\n      "User-Agent": "Arena/2.4 (iPhone; iOS 17.5)"\n    }\n  }\n}`,
  ],
  [
    'secret-table',
    3,
    (k, p) =>
      `$ doppler secrets --only-names=false --config prd\n┌──────────────────────────┬────────────────────┐\n│ NAME                     │ VALUE              │\n├──────────────────────────┼────────────────────┤\n│ ${p.env.padEnd(24)} │ ${'•'.repeat(18)} │\n│ LOG_LEVEL                │ info               │\n└──────────────────────────┴────────────────────┘`,
  ],
];

export function nearMisses(k, contexts, providers, genericCount) {
  const out = [];
  const simple = providers.filter((p) => p.kind !== 'url');
  for (const [rule, count, make] of TEMPLATES) {
    for (let i = 0; i < count; i++) {
      const p = k.pick(simple);
      const made = make(k, p);
      const m = made.match(/^@([a-z0-9-]+)/);
      out.push(
        m
          ? { rule, provider: m[1], text: made.slice(m[0].length) }
          : { rule, provider: p.p, text: made },
      );
    }
  }
  const modes = Object.keys(MODES);
  for (let i = 0; i < genericCount; i++) {
    const p = k.pick(simple);
    const { secret } = valueOf(p, k);
    const mode = modes[i % modes.length];
    const shown = MODES[mode](k, secret);
    const pool = GENERIC_OK.filter(
      (n) => (n !== 'curl-header' || p.kind === 'token') && (!p.ctx || p.ctx.includes(n)),
    );
    const rule = k.pick(pool);
    out.push({ rule, provider: p.p, text: contexts[rule](k, p.env, shown, p) });
  }
  return out;
}
