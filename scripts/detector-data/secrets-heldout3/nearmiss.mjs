// Near misses: provider-shaped text that is visibly not a live credential (one character
// short, a character outside the alphabet, truncated in docs, all one character, a counting
// sequence, or a marked fake), in the test files and docs where such text lives.

import { PREFIXED } from './negatives2.mjs';
import { ALPHABETS } from './values.mjs';

const OUTSIDE = { h: 'ghkmnpqrstuvwxyzGHKQZ', a: '-.!@', B: '.!@~', b: '-_!.' };

function shape(r, kind, [, prefix, code, length]) {
  const alphabet = ALPHABETS[code];
  if (kind === 'one-short') {
    return prefix + r.chars(alphabet, length - 1);
  }
  if (kind === 'bad-alphabet') {
    const body = r.chars(alphabet, length);
    const at = 2 + r.int(length - 4);
    return prefix + body.slice(0, at) + r.pick([...OUTSIDE[code]]) + body.slice(at + 1);
  }
  if (kind === 'truncated') {
    return prefix + r.chars(alphabet, 3 + r.int(4)) + r.pick(['...', '…', '****']);
  }
  if (kind === 'all-same') {
    return prefix + r.pick(code === 'h' ? ['0', 'a', 'f'] : ['x', 'X', '0', 'a']).repeat(length);
  }
  if (kind === 'sequential') {
    const seq = code === 'h' ? '0123456789abcdef' : '0123456789abcdefghijklmnopqrstuvwxyz';
    return prefix + seq.repeat(8).slice(0, length);
  }
  const words =
    code === 'h' ? 'deadbeef' : r.pick(['FAKEKEYFORTESTS', 'NotARealToken', 'EXAMPLEONLY']);
  return prefix + words.repeat(10).slice(0, length);
}

const TESTS = [
  (v, s, why) =>
    `it('rejects a ${s} token ${why}', () => {\n  expect(isValidToken('${v}')).toBe(false);\n});`,
  (v, s, why) =>
    `def test_${s.replace(/-/g, '_')}_token_${why.replace(/\W+/g, '_')}():\n    assert not looks_like_token("${v}")`,
  (v, s, why) =>
    `func TestReject${s.replace(/-/g, '')}(t *testing.T) {\n\t// ${why}\n\tif Valid("${v}") {\n\t\tt.Fatal("accepted")\n\t}\n}`,
  (v, s, why) => `- \`${v}\` is not accepted by the ${s} client (${why}).`,
];

const WHY = {
  'one-short': 'that is one character short',
  'bad-alphabet': 'with a character outside its alphabet',
  'all-same': 'made of one repeated character',
  sequential: 'that is a counting sequence',
  'marked-fake': 'marked as a fake',
};

function docs(r, value, slug) {
  return r.pick([
    `| Environment | Token | Rotated |\n|---|---|---|\n| production | \`${value}\` | ${2023 + r.int(2)}-0${1 + r.int(9)}-1${r.int(9)} |`,
    `Tokens look like \`${value}\` — copy the full value from the ${slug} dashboard.`,
    `> Paste your key (it starts with \`${value}\`) into the settings page.`,
  ]);
}

function fakeFixture(r, value, slug, kind) {
  const name = `${r.pick(['FAKE', 'TEST', 'DUMMY'])}_${slug.toUpperCase().replace(/-/g, '_')}_TOKEN`;
  return r.pick([
    `// test fixture: ${WHY[kind]}, never valid\nexport const ${name} = '${value}';`,
    `@pytest.fixture\ndef fake_${slug.replace(/-/g, '_')}_token():\n    return "${value}"  # ${WHY[kind]}`,
  ]);
}

export const NEAR_KINDS = [
  'one-short',
  'bad-alphabet',
  'truncated',
  'all-same',
  'sequential',
  'marked-fake',
];

/** A near miss of `kind` for the i-th prefixed provider: [provider, text]. */
export function nearMiss(r, kind, index) {
  const row = PREFIXED[index % PREFIXED.length];
  const value = shape(r, kind, row);
  const slug = row[0];
  if (kind === 'truncated') {
    return [slug, docs(r, value, slug)];
  }
  if (kind !== 'one-short' && kind !== 'bad-alphabet' && r.chance(0.5)) {
    return [slug, fakeFixture(r, value, slug, kind)];
  }
  return [slug, r.pick(TESTS)(value, slug, WHY[kind])];
}
