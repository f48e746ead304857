// Near misses: close to a credential but not one a scanner should report (masked, redacted,
// truncated, obviously dummy, revoked and shown only in part, or a key name with no value).

import { ALNUM, B32, DIGITS, HEX, deviceName, lines, uuid } from './util.mjs';

const PREFIX_RE = /^(?:[A-Za-z]{2,8}[_.-](?:[a-z0-9]{1,4}_)?|AC|SK|PT|KEY|AIza|AKIA)/;

/** The value as a UI, a CLI or a log would mask it. */
export function masked(r, value) {
  const prefix = (PREFIX_RE.exec(value) ?? [''])[0];
  const last4 = value.slice(-4);
  const forms = [
    () => '[REDACTED]',
    () => '<redacted>',
    () => '*'.repeat(Math.min(value.length, 32)),
    () => `${prefix}${'*'.repeat(Math.min(20, value.length - prefix.length - 4))}${last4}`,
    () => `${prefix}…${last4}`,
    () => `${prefix}****`,
    () => '********',
  ];
  return r.pick(forms)();
}

/** The value with its random part replaced by an obvious filler of the same length. */
export function dummy(r, value) {
  const prefix = (PREFIX_RE.exec(value) ?? [''])[0];
  const filler = r.pick(['X', 'x', '0', '0123456789abcdef', 'deadbeef', '1234567890']);
  let k = 0;
  let rest = '';
  for (const ch of value.slice(prefix.length)) {
    if (/[A-Za-z0-9]/.test(ch)) {
      rest += filler[k % filler.length];
      k++;
    } else {
      rest += ch;
    }
  }
  return prefix + rest;
}

const TEMPLATES = [
  (r) => ({
    provider: 'aws',
    rule: 'aws-cli-output',
    text: lines(
      '$ aws configure list --profile fleet-provisioner',
      '      Name                    Value             Type    Location',
      '   profile        fleet-provisioner           manual    --profile',
      `access_key     ****************${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 4)} shared-credentials-file`,
      `secret_key     ****************${r.chars(ALNUM, 4)} shared-credentials-file`,
    ),
  }),
  (r) => ({
    provider: 'github-oauth',
    rule: 'gh-auth-status',
    text: lines(
      '$ gh auth status',
      'github.com',
      `  ✓ Logged in to github.com account ${r.pick(['fw-bot', 'dana-hw', 'lin-firmware', 'ops-ci'])} (${r.pick(['keyring', 'GH_CONFIG_DIR/hosts.yml'])})`,
      '  - Git operations protocol: https',
      '  - Token: gho_************************************',
      "  - Token scopes: 'read:org', 'repo', 'workflow'",
    ),
  }),
  (r) => ({
    provider: 'home-assistant',
    rule: 'http-request-dump',
    text: lines(
      `> POST /api/services/light/turn_on HTTP/1.1`,
      '> Host: homeassistant.local:8123',
      `> Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiI${r.chars(ALNUM, 6)}...[truncated]`,
    ),
  }),
  (r) => ({
    provider: 'the-things-stack',
    rule: 'chat-paste',
    text: `[#fleet-ops] ${r.pick(['dana', 'lin'])}: revoked the old TTN key NNSXS.${r.chars(B32, 6)}… this morning, new one is in vault under ttn/cold-chain`,
  }),
  (r) => ({
    provider: 'twilio',
    rule: 'twilio-console-text',
    text: lines(
      'Auth Token',
      '••••••••••••••••••••••••••••••••  [View]',
      `Account SID  AC${r.chars(HEX, 32)}`,
      'Secondary token: none',
    ),
  }),
  (r) => ({
    provider: 'gitlab',
    rule: 'unit-test',
    text: lines(
      `it('rejects truncated tokens', () => {`,
      `  expect(isToken('glpat-${r.chars(ALNUM, 6)}')).toBe(false);`,
      `  expect(isToken('ghp_${r.chars(ALNUM, 9)}')).toBe(false);`,
      '});',
    ),
  }),
  (r) => ({
    provider: 'mosquitto',
    rule: 'mqtt-log',
    text: lines(
      `${1717000000 + r.int(9e6)}: New connection from 10.40.${r.int(250)}.${r.int(250)}:${40000 + r.int(20000)} on port 8883.`,
      `${1717000000 + r.int(9e6)}: New client connected as ${deviceName(r)} (p5, c1, k60, u'gateway', p'********').`,
    ),
  }),
  (r) => ({
    provider: 'stripe',
    rule: 'docs-format',
    text: lines(
      '### Secrets this service needs',
      '| name | format |',
      '|---|---|',
      '| STRIPE_SECRET_KEY | `sk_live_` followed by the key from the dashboard |',
      `| TWILIO_AUTH_TOKEN | 32 hex chars (see runbook #${r.int(90)}) |`,
    ),
  }),
  (r) => ({
    provider: 'particle',
    rule: 'cli-output',
    text: lines(
      '$ particle token list',
      `${r.pick(['CLI login', 'fleet-script'])}`,
      ` Token:      ${r.chars(HEX, 6)}${'•'.repeat(28)}${r.chars(HEX, 6)}`,
      ` Expires at: 2025-0${1 + r.int(9)}-12T00:00:00.000Z`,
    ),
  }),
  (r) => ({
    provider: 'sim-ki',
    rule: 'pysim-csv',
    text: lines(
      'ICCID,IMSI,KI,OPC',
      `8988211${r.chars(DIGITS, 12)},00101${r.chars(DIGITS, 10)},${'*'.repeat(32)},${'*'.repeat(32)}`,
      `8988211${r.chars(DIGITS, 12)},00101${r.chars(DIGITS, 10)},${'*'.repeat(32)},${'*'.repeat(32)}`,
    ),
  }),
  (r) => ({
    provider: 'lorawan-appkey',
    rule: 'lorawan-device-json',
    text: JSON.stringify(
      {
        dev_eui: r.chars('0123456789ABCDEF', 16),
        join_eui: '0000000000000000',
        app_key: null,
        note: 'set at factory',
      },
      null,
      2,
    ),
  }),
  (r) => ({
    provider: 'wifi-psk',
    rule: 'wpa-supplicant',
    text: lines(
      'network={',
      `    ssid="${r.pick(['Plant07-Sensors', 'FieldKit'])}"`,
      '    psk=""',
      '    key_mgmt=WPA-PSK',
      '}',
    ),
  }),
  (r) => ({
    provider: 'azure-iot-device',
    rule: 'azure-connection-string',
    text: `HostName=acme-fleet-hub.azure-devices.net;DeviceId=${deviceName(r)};SharedAccessKey=<primary key from the portal>`,
  }),
  (r) => ({
    provider: 'telegram-bot',
    rule: 'app-log',
    text: `WARN notifier: sendMessage failed (401) for bot ${r.chars(DIGITS, 10)}:AA***${r.chars(ALNUM, 3)} chat=-100${r.chars(DIGITS, 10)}`,
  }),
  (r) => ({
    provider: 'opsgenie',
    rule: 'runbook',
    text: lines(
      `Incident ${r.chars(DIGITS, 4)}: the Opsgenie key ending in ${r.chars(HEX, 4)} was exposed in a build log.`,
      'Status: revoked and replaced; no action needed from on-call.',
      `Tracking: ${uuid(r)}`,
    ),
  }),
];

export function standaloneNearMisses(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(TEMPLATES[i % TEMPLATES.length](r));
  }
  return out;
}

export const NEAR_MISS_TEMPLATE_COUNT = TEMPLATES.length;
