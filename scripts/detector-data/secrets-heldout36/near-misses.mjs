// Near misses: a credential's name or shape without a usable value. Masked, truncated, obviously
// dummy, empty, or shown as revoked.

import { iso, org, person } from './util.mjs';

/** The vendor prefix of a value, when it has one (lin_api_, xoxb-, sk-proj-, ntn_...). */
export const prefixOf = (v) => {
  const m = v.match(
    /^(?:[A-Za-z]{2,12}[_\-.](?:[a-z0-9]{2,5}[_\-.])?|ATATT3xFfGF0|ATTA|ATBB|AKIA|CRN_|tfp_)/,
  );
  return m ? m[0] : '';
};

const dummyFill = (rest, r) => {
  const style = r.int(3);
  if (style === 0) {
    return rest.replace(/[A-Za-z]/g, 'x').replace(/[0-9]/g, '0');
  }
  if (style === 1) {
    return rest.replace(/[A-Za-z0-9]/g, 'X');
  }
  let i = 0;
  return rest.replace(/[A-Za-z0-9]/g, (c) => {
    const seq = /[0-9]/.test(c) ? '1234567890' : 'abcdefghij';
    const out = seq[i++ % 10];
    return c === c.toUpperCase() && /[A-Z]/.test(c) ? out.toUpperCase() : out;
  });
};

/** Turns a real-looking value into a near miss of the given mode. */
export const alterValue = (r, v, type, mode) => {
  if (type === 'url') {
    const cut = v.lastIndexOf('/') > 10 ? v.lastIndexOf('/') + 1 : Math.floor(v.length / 2);
    const head = v.slice(0, cut);
    const tail = v.slice(cut);
    if (mode === 'masked') {
      return head + r.pick(['****', '********', '[REDACTED]', '<redacted>']);
    }
    if (mode === 'truncated') {
      return head + tail.slice(0, 4) + r.pick(['...', '…']);
    }
    if (mode === 'dummy') {
      return head + dummyFill(tail, r);
    }
    return '';
  }
  const pre = prefixOf(v);
  const rest = v.slice(pre.length);
  if (mode === 'masked') {
    return r.pick([
      () => pre + '*'.repeat(Math.min(rest.length, 8 + r.int(16))),
      () => pre + rest.slice(0, 4) + '*'.repeat(Math.min(rest.length - 4, 12 + r.int(12))),
      () => pre + '••••••••' + rest.slice(-4),
      () => pre + '[REDACTED]',
      () => pre + 'x'.repeat(4) + '…' + rest.slice(-4),
    ])();
  }
  if (mode === 'truncated') {
    return pre + rest.slice(0, 4 + r.int(4)) + r.pick(['...', '…', '.. (truncated)']);
  }
  if (mode === 'dummy') {
    return pre + dummyFill(rest, r);
  }
  return '';
};

const M = (provider, rule, text) => ({ provider, rule, text });

export const NEAR_MISS_TEMPLATES = [
  (r, g) =>
    M(
      g.p,
      'settings-token-table',
      [
        '| Name | Token | Created | Last used |',
        '| --- | --- | --- | --- |',
        `| ${g.svc} sync | \`${alterValue(r, g.value, 'token', 'masked')}\` | ${iso(r).slice(0, 10)} | ${iso(r).slice(0, 10)} |`,
        `| ${r.pick(['Zapier', 'Retool', 'n8n'])} | \`${alterValue(r, g.value, 'token', 'masked')}\` | ${iso(r).slice(0, 10)} | never |`,
      ].join('\n'),
    ),
  (r, g) =>
    M(
      g.p,
      'ci-masked-log',
      `Run ./bin/sync ${g.p}\n  env:\n    ${g.key}: ***\n${iso(r)} sync: authenticated as ${person(r)}@${org(r)}.com using ${g.key}=***`,
    ),
  (r, g) =>
    M(
      g.p,
      'audit-log-redacted',
      JSON.stringify(
        {
          ts: iso(r),
          actor: `${person(r)}@${org(r)}.com`,
          action: 'integration.credential.rotated',
          provider: g.p,
          old: alterValue(r, g.value, 'token', 'masked'),
          new: alterValue(r, g.value, 'token', 'masked'),
        },
        null,
        2,
      ),
    ),
  (r, g) =>
    M(
      g.p,
      'revoked-notice',
      `Incident ${org(r).toUpperCase()}-${r.int(900) + 100}: the ${g.svc} token below was pasted in #general at ${iso(r).slice(11, 16)} UTC.\nStatus: REVOKED by ${person(r)} at ${iso(r).slice(11, 16)} UTC; the API now answers 401 for it.\nToken: ${g.value}`,
    ),
  (r, g) =>
    M(
      g.p,
      'empty-key-docs',
      `| Variable | Required | Description |\n| --- | --- | --- |\n| \`${g.key}\` | yes | ${g.svc} token, created under Settings → API. Never commit it. |\n| \`${g.key.split('_')[0]}_WORKSPACE\` | no | Defaults to \`${org(r)}\`. |`,
    ),
  (r, g) =>
    M(
      g.p,
      'error-message-prefix',
      `Error: ${g.svc} rejected the credential (401). The value in ${g.key} starts with "${g.value.slice(0, Math.max(prefixOf(g.value).length, 4) + 3)}" and is ${g.value.length} characters long; expected a token from Settings → Developer.`,
    ),
  (r, g) =>
    M(
      g.p,
      'dummy-test-fixture',
      `const FAKE_${g.key} = '${alterValue(r, g.value, 'token', 'dummy')}'; // shape-valid fake for the parser tests\n\ntest('rejects fake tokens', () => {\n  expect(isLive(FAKE_${g.key})).toBe(false);\n});`,
    ),
  () =>
    M(
      'uuid',
      'zero-uuid',
      `POSTMARK_SERVER_TOKEN=00000000-0000-0000-0000-000000000000\nCODA_API_TOKEN=${'0'.repeat(8)}-${'0'.repeat(4)}-${'0'.repeat(4)}-${'0'.repeat(4)}-${'0'.repeat(12)}`,
    ),
  () =>
    M(
      'slack',
      'vendor-placeholder-webhook',
      `# from the Slack docs\ncurl -X POST -H 'Content-type: application/json' --data '{"text":"Hello, World!"}' https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`,
    ),
  () =>
    M(
      'generic',
      'env-example-blank',
      `# copy to .env and fill in\nSLACK_BOT_TOKEN=\nSLACK_SIGNING_SECRET=\nNOTION_TOKEN=\nLINEAR_API_KEY=\nZOOM_CLIENT_SECRET=`,
    ),
];
