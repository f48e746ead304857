// Near misses: key-like text that is visibly not a usable credential.

import { lines, svc } from './syntax.mjs';

const SHAPES = [
  ['huggingface', 'hf_', 'b62', 34],
  ['replicate', 'r8_', 'b62', 37],
  ['groq', 'gsk_', 'b62', 52],
  ['docker-hub', 'dckr_pat_', 'b64u', 27],
  ['sonarcloud', 'squ_', 'hex', 40],
  ['buildkite', 'bkua_', 'hex', 40],
  ['linear', 'lin_api_', 'b62', 40],
  ['planetscale', 'pscale_pw_', 'b64u', 43],
  ['databricks', 'dapi', 'hex', 32],
  ['africastalking', 'atsk_', 'hex', 64],
  ['honeybadger', 'hbp_', 'b62', 36],
  ['xata', 'xau_', 'b62', 36],
  ['paystack', 'sk_live_', 'hex', 40],
  ['checkly', 'cu_', 'hex', 32],
];

const m = (name, gen) => ({ name, gen });
const shape = (r) => r.pick(SHAPES);
const fnName = (slug) =>
  `isValid${slug
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}Token`;

export const NEAR_MISSES = [
  m('one-char-short', (r, k) => {
    const [slug, pre, alpha, len] = shape(r);
    const v = pre + k[alpha](len - 1);
    return {
      provider: slug,
      text: lines(
        `it('rejects a ${slug} token one character short', () => {`,
        `  // ${len - 1} chars after the prefix instead of ${len}`,
        `  expect(${fnName(slug)}('${v}')).toBe(false);`,
        `});`,
      ),
    };
  }),
  m('bad-alphabet', (r, k) => {
    const [slug, pre, alpha, len] = shape(r);
    const body = k[alpha](len);
    const cut = 3 + r.int(len - 6);
    const v = pre + body.slice(0, cut) + r.pick(['!', '#', ' ', '$', '~']) + body.slice(cut + 1);
    return {
      provider: slug,
      text: lines(
        `  test("${slug}: illegal character is not a token", () => {`,
        `    const input = ${JSON.stringify(v)};`,
        `    assert.equal(parse${slug.split('-')[0].replace(/^./, (c) => c.toUpperCase())}Key(input), null);`,
        `  });`,
      ),
    };
  }),
  m('truncated-in-docs', (r, k) => {
    const [slug, pre, alpha] = shape(r);
    return {
      provider: slug,
      text: lines(
        `### Rotating the ${slug} key`,
        '',
        `1. Create a new key in the dashboard (it starts with \`${pre}${k[alpha](4)}...\`).`,
        `2. Store it in Vault at \`secret/${svc(r)}/${slug}\`.`,
        `3. Revoke the old one (ending in \`…${k[alpha](4)}\`).`,
      ),
    };
  }),
  m('all-same-test', (r) => {
    const [slug, pre, alpha, len] = shape(r);
    const ch = alpha === 'hex' ? r.pick(['0', 'a', 'f']) : r.pick(['x', 'X', 'A', '0']);
    return {
      provider: slug,
      text: lines(
        `describe('redactor', () => {`,
        `  it('masks ${pre}${ch.repeat(len)} in logs', () => {`,
        `    const line = 'token=${pre}${ch.repeat(len)}';`,
        `    expect(redact(line)).not.toContain('${ch.repeat(8)}');`,
        `  });`,
        `});`,
      ),
    };
  }),
  m('marked-fake', (r) => {
    const [slug, pre, , len] = shape(r);
    const fill = r.pick(['FAKE', 'EXAMPLE', 'DUMMY', 'NOTREAL']);
    const v = pre + fill.repeat(Math.ceil(len / fill.length)).slice(0, len);
    return {
      provider: slug,
      text: lines(
        `# fixtures/${slug}.yaml - fake credentials for the contract tests`,
        `${slug.replace(/-/g, '_')}:`,
        `  token: ${v}`,
        `  note: "${fill.toLowerCase()} value, the mock server accepts anything"`,
        `  mock_url: http://localhost:${8000 + r.int(999)}`,
      ),
    };
  }),
  m('format-pattern', (r) => {
    const [slug, pre, alpha, len] = shape(r);
    const cls = { hex: '[0-9a-f]', b62: '[A-Za-z0-9]', b64u: '[A-Za-z0-9_-]' }[alpha];
    return {
      provider: slug,
      text: lines(
        `// token shapes we refuse to log`,
        `const ${slug.replace(/-/g, '_').toUpperCase()}_TOKEN = /\\b${pre}${cls}{${len}}\\b/;`,
        `export const PATTERNS = [${slug.replace(/-/g, '_').toUpperCase()}_TOKEN];`,
      ),
    };
  }),
  m('format-doc', (r) => {
    const [slug, pre, alpha, len] = shape(r);
    return {
      provider: slug,
      text: lines(
        `| Setting | Format |`,
        `|---|---|`,
        `| \`${slug.toUpperCase().replace(/-/g, '_')}_TOKEN\` | \`${pre}\` followed by ${len} ${alpha === 'hex' ? 'hex digits' : 'letters/digits'}, e.g. \`${pre}<${len} chars>\` |`,
      ),
    };
  }),
  m('sequential-fixture', (r) => {
    const [slug, pre, alpha, len] = shape(r);
    const seq = (alpha === 'hex' ? '0123456789abcdef' : 'abcdefghijklmnopqrstuvwxyz0123456789')
      .repeat(5)
      .slice(0, len);
    return {
      provider: slug,
      text: lines(
        `@pytest.fixture`,
        `def fake_${slug.replace(/-/g, '_')}_token():`,
        `    # obviously sequential, never issued`,
        `    return "${pre}${seq}"`,
      ),
    };
  }),
  m('revoked-marked-fake', (r, k) => {
    const [slug, pre, , len] = shape(r);
    const v = `${pre}REVOKED${'0'.repeat(len - 7)}`;
    return {
      provider: slug,
      text: lines(
        `# incident ${k.digits(4)}: the leaked ${slug} key was revoked; this placeholder keeps the parser test`,
        `LEAKED_TOKEN_FIXTURE = "${v}"`,
      ),
    };
  }),
  m('masked-middle', (r, k) => {
    const [slug, pre, alpha, len] = shape(r);
    const v = `${pre}${k[alpha](4)}${'*'.repeat(len - 8)}${k[alpha](4)}`;
    return {
      provider: slug,
      text: lines(
        `Settings > API keys`,
        `  Name: ${svc(r)}`,
        `  Key:  ${v}   (shown once at creation)`,
        `  Created: 2024-0${1 + r.int(9)}-0${1 + r.int(9)}`,
      ),
    };
  }),
];
