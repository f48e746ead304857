// Near misses: key-like text a careful scanner should leave alone. Each entry is
// [type, (r, provider) => text]; `provider` is a row of the provider tables with a prefix.

import { makeValue } from './values.mjs';

const PREFIXED = [
  ['digitalocean', 'dop_v1_', 'hex:64'],
  ['groq', 'gsk_', 'b62:52'],
  ['sonarqube', 'squ_', 'hex:40'],
  ['paystack', 'sk_live_', 'hex:40'],
  ['xendit', 'xnd_production_', 'b62:60'],
  ['rubygems', 'rubygems_', 'hex:48'],
  ['openrouter', 'sk-or-v1-', 'hex:64'],
  ['brevo', 'xkeysib-', 'hex:64'],
  ['databricks', 'dapi', 'hex:32'],
  ['shopify', 'shpat_', 'hex:32'],
  ['africastalking', 'atsk_', 'hex:64'],
  ['buildkite', 'bkua_', 'hex:40'],
];

function tokenOf(r, row) {
  return row[1] + makeValue(r, row[2]);
}

export const NEAR_MISSES = [
  [
    'one-char-short',
    (r, row) => {
      const t = tokenOf(r, row).slice(0, -1);
      return `it('rejects a token one character short', () => {\n  expect(isValidToken('${t}')).toBe(false);\n});`;
    },
  ],
  [
    'outside-alphabet',
    (r, row) => {
      const t = tokenOf(r, row);
      const hex = row[2].startsWith('hex');
      const bad =
        t.slice(0, -6) +
        (hex ? r.pick(['g', 'z', 'q', 'x']) : '') +
        r.pick(['!', '~', '#']) +
        t.slice(-4);
      return `// the validator must refuse characters outside the alphabet\nconst NOT_A_TOKEN = '${bad}'; // contains a character no real token has\nassert.throws(() => parseToken(NOT_A_TOKEN));`;
    },
  ],
  [
    'truncated-doc',
    (r, row) => {
      const t = tokenOf(r, row);
      return `### Where to find your key\n\nOpen *Settings -> API* and copy the key. It starts with \`${row[1]}\` and looks like \`${t.slice(0, row[1].length + 4)}...\`; paste it into the vault, never into this repo.`;
    },
  ],
  [
    'all-same-test',
    (r, row) => {
      const t = tokenOf(r, row);
      const fake = row[1] + r.pick(['0', 'a', 'x', 'f']).repeat(t.length - row[1].length);
      return `describe('redactor', () => {\n  const FAKE_KEY = '${fake}';\n  it('masks the key in logs', () => {\n    expect(mask(\`key=\${FAKE_KEY}\`)).not.toContain(FAKE_KEY);\n  });\n});`;
    },
  ],
  [
    'regex-pattern',
    (r, row) => {
      const [kind, size] = row[2].split(':');
      const cls = kind === 'hex' ? '[0-9a-f]' : '[A-Za-z0-9]';
      return `# secret-patterns.yml (our pre-receive hook)\n- name: ${row[0]}-token\n  regex: '\\b${row[1].replace(/\./g, '\\.')}${cls}{${size}}\\b'\n  severity: high`;
    },
  ],
  [
    'sequential-dummy',
    (r, row) => {
      const body = '0123456789abcdef'.repeat(6).slice(0, Number(row[2].split(':')[1]));
      return `# dummy value so the service boots in CI; the real one comes from Vault\n${row[0].toUpperCase().replace(/-/g, '_')}_TOKEN=${row[1]}${body}`;
    },
  ],
  [
    'masked-partial',
    (r, row) => {
      const t = tokenOf(r, row);
      return `Token ${t.slice(0, row[1].length + 3)}••••••••${t.slice(-4)} was rotated on 2024-03-01 by j.meier (ticket CHG-${r.int(99999)}).`;
    },
  ],
  [
    'example-marked',
    (r, row) => {
      const t = tokenOf(r, row);
      const ex = row[1] + 'EXAMPLE' + t.slice(row[1].length + 7, -7) + 'EXAMPLE';
      return `# EXAMPLE ONLY - not a real credential, format illustration for the wiki\nTOKEN_FORMAT_EXAMPLE="${ex}"`;
    },
  ],
];

export { PREFIXED };
