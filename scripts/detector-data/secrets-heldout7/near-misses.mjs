// Near misses of the held-out (7) secrets set: key-like text a careful scanner should leave
// alone: truncated keys in docs, tokens one character short or with a character outside their
// alphabet inside tests that expect them to be rejected, all-same or sequential test values,
// visibly fake keys, masks, patterns and bare prefixes. Each takes (c, field) where field is
// { slug, name, value } of a provider, and returns { rule, text }.

const lines = (...parts) => parts.flat().join('\n');
/** The provider prefix of a key ('sk_live_', 'dop_v1_', 'xkeysib-'), or '' (hex ids are no prefix). */
export function prefixOf(value) {
  const match = value.match(/^[A-Za-z][A-Za-z0-9]{0,13}[_.-](?:[a-z][a-z0-9]{1,9}[_.-])?/);
  if (!match || /^[0-9a-fA-F]+[_.-]/.test(match[0])) {
    return '';
  }
  return match[0];
}

function truncatedDoc(c, f) {
  const shown = f.value.slice(0, Math.max(f.prefix.length + 4, 8));
  const dots = c.r.pick(['...', '…', '…', '...']);
  return {
    rule: 'truncated-in-docs',
    text: lines(
      `### Where do I find my ${f.name}?`,
      '',
      `Open the dashboard and copy the key; it starts like \`${shown}${dots}\`.`,
      `Set it as \`${f.env}\` in your environment, never in the repo.`,
    ),
  };
}

function oneShort(c, f) {
  const bad = f.value.slice(0, -1);
  return {
    rule: 'one-char-short-in-test',
    text: lines(
      `it('rejects a ${f.name} one character short', () => {`,
      `  const candidate = '${bad}';`,
      `  expect(validate${f.pascal}Key(candidate)).toBe(false);`,
      '});',
    ),
  };
}

function badAlphabet(c, f) {
  const at = Math.max(f.prefix.length + 2, Math.floor(f.value.length / 2));
  const bad = f.value.slice(0, at) + c.r.pick(['!', '$', '@', ' ']) + f.value.slice(at + 1);
  return {
    rule: 'bad-alphabet-in-test',
    text: lines(
      `def test_${f.snake}_rejects_bad_characters():`,
      `    bad = "${bad}"  # '${bad[at]}' is not in the key alphabet`,
      `    with pytest.raises(InvalidKeyError):`,
      `        parse_key(bad)`,
    ),
  };
}

function allSame(c, f) {
  const ch = c.r.pick(['a', 'x', '0', 'X', '1', 'f']);
  const body = ch.repeat(f.value.length - f.prefix.length);
  return {
    rule: 'all-same-test-value',
    text: lines(
      `# tests/fixtures/${f.snake}.yml`,
      `${f.snake}:`,
      `  ${f.keySnake}: "${f.prefix}${body}"`,
      '  sandbox: true',
    ),
  };
}

function sequential(c, f) {
  const seq = '0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz'.repeat(4);
  const start = c.r.int(10);
  const body = seq.slice(start, start + f.value.length - f.prefix.length);
  return {
    rule: 'sequential-test-value',
    text: lines(
      `const TEST_${f.screaming} = '${f.prefix}${body}'; // obviously not a real key`,
      `mock${f.pascal}({ key: TEST_${f.screaming} });`,
    ),
  };
}

function visiblyFake(c, f) {
  const prefix = f.prefix;
  const filler = 'FAKEKEYFORTESTS'.repeat(12);
  const fake = prefix + filler.slice(0, f.value.length - prefix.length);
  return {
    rule: 'visibly-fake',
    text: lines(
      `// fake credentials for the contract tests — not valid anywhere`,
      `export const fake${f.pascal} = {`,
      `  ${f.keyCamel}: '${fake}',`,
      '};',
    ),
  };
}

function masked(c, f) {
  const prefix = f.prefix;
  const shown = `${prefix}${'*'.repeat(Math.min(f.value.length - prefix.length - 4, 24))}${f.value.slice(-4)}`;
  return {
    rule: 'masked-key',
    text: lines(
      `$ ${f.kebab}-cli whoami`,
      `Logged in with ${f.name} ${shown}`,
      `Created: ${c.f.date()}`,
    ),
  };
}

function patternDoc(c, f) {
  const prefix = f.prefix || '';
  const rest = f.value.length - prefix.length;
  return {
    rule: 'pattern-not-key',
    text: lines(
      `// keys of ${f.slug} look like this; used to warn before a commit`,
      `const ${f.camel}KeyPattern = /^${prefix.replace(/\./g, '\\.')}[A-Za-z0-9_-]{${rest}}$/;`,
    ),
  };
}

function barePrefix(c, f) {
  const prefix = f.prefix || 'key_';
  return {
    rule: 'bare-prefix',
    text: lines(
      '# .env.example',
      `${f.env}=${prefix}`,
      `${f.slug.toUpperCase().replace(/-/g, '_')}_REGION=eu`,
    ),
  };
}

function testNameMention(c, f) {
  const prefix = f.prefix || `${f.slug} `;
  return {
    rule: 'prefix-in-test-name',
    text: lines(
      `describe('log scrubber', () => {`,
      `  it('masks ${prefix} keys in structured logs', () => {`,
      `    expect(scrub(line)).not.toContain(secret);`,
      '  });',
      '});',
    ),
  };
}

export const PREFIX_NEAR_MISSES = [
  truncatedDoc,
  oneShort,
  badAlphabet,
  masked,
  patternDoc,
  barePrefix,
  testNameMention,
  visiblyFake,
];
export const ANY_NEAR_MISSES = [
  truncatedDoc,
  oneShort,
  badAlphabet,
  allSame,
  sequential,
  visiblyFake,
  masked,
];
