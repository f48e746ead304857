// Near misses of the held-out (14) secrets set: key-shaped text that is visibly not a live key.
// Builders get (r, p, expand) where expand(template, fill) fills placeholders (fill: one char).

const PREFIXED = /^[A-Za-z][A-Za-z0-9_.-]{2,}\{/;
export const nearMissProviders = (providers) => providers.filter((p) => PREFIXED.test(p.template));

const oneShort = (r, p, expand) => {
  const value = expand(p.template).slice(0, -1);
  return [
    `// test/validate.test.ts`,
    `it('rejects a ${p.slug} token that is one character short', () => {`,
    `  expect(isValidToken("${value}")).toBe(false);`,
    '});',
  ].join('\n');
};
const badChar = (r, p, expand) => {
  const value = expand(p.template);
  const at = value.length - 1 - r.int(6);
  const broken = value.slice(0, at) + r.pick(['!', '#', '%', '§']) + value.slice(at + 1);
  return [
    `# test/fixtures/invalid-tokens.txt — each line must fail validation`,
    `# ${p.slug}: character outside the alphabet`,
    broken,
  ].join('\n');
};
const truncatedDoc = (r, p, expand) => {
  const value = expand(p.template);
  const prefix = p.template.slice(0, p.template.indexOf('{'));
  const head = value.slice(0, prefix.length + 4);
  return [
    `## Authentication`,
    '',
    `Create a token in the ${p.slug} dashboard. It starts with \`${head}...\` and is shown only once.`,
    `Set it as \`${p.env}\` before running \`make e2e\`.`,
  ].join('\n');
};
const sameChars = (r, p, expand) => {
  const value = expand(p.template, r.pick(['x', '0', 'a', 'X']));
  return [
    `describe('${p.slug} redaction', () => {`,
    `  it('masks ${value} in logs', () => {`,
    `    expect(mask('${value}')).not.toContain('${value.slice(-6)}');`,
    '  });',
    '});',
  ].join('\n');
};
const visiblyFake = (r, p, expand) => {
  const value = expand(p.template, 'EXAMPLE');
  return [
    `<!-- docs/configuration.md -->`,
    `| Variable | Example (fake, not a real key) |`,
    `|---|---|`,
    `| \`${p.env}\` | \`${value}\` |`,
  ].join('\n');
};

export const NEAR_MISSES = { oneShort, badChar, truncatedDoc, sameChars, visiblyFake };
