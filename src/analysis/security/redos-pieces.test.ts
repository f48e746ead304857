import { describe, expect, it } from 'vitest';
import { assessAddedSource, assessSecurityRegression } from './assess.js';
import type { SecurityRegressionAssessment } from './assess.js';
import { checkReDoS, isSlowOn } from './redos.js';

const lines = (...text: readonly string[]): string => text.join('\n');

// Quadratic on its own, unanchored: `'[\\'.repeat(n)` (recheck, and slow on V8).
const BRACKETS = String.raw`/\[(?:\\[\s\S]|[^\[\]\\])*\]/`;
// Exponential wherever it is spliced.
const NESTED = '/^([a-z]+)+$/';

// A file that reads requests, so a quadratic pattern in it is input-facing.
const handler = (...body: readonly string[]): string =>
  lines(
    "import { edit } from './builder.js';",
    'export function handle(req, res) {',
    ...body.map((line) => `  ${line}`),
    '  res.end(String(link.exec(req.query.text)));',
    '}',
  );

const BASE = handler(
  "const link = edit(/^!?\\[(label)\\]/).replace('label', /[a-z]+/).getRegex();",
);

async function judge(proposed: string, baseline = BASE): Promise<SecurityRegressionAssessment> {
  return assessSecurityRegression(baseline, proposed, 'src/links.js');
}

function redos(result: SecurityRegressionAssessment): string[] {
  return result.findings.filter((f) => f.rule === 'redos').map((f) => f.evidence);
}

describe('pieces of a pattern built at run time', () => {
  it('notes a quadratic piece spliced by a builder instead of refusing it', async () => {
    const spliced = await judge(
      handler(`const link = edit(/^!?\\[(label)\\]/).replace('label', ${BRACKETS}).getRegex();`),
    );
    expect(redos(spliced)).toEqual(['note']);
    expect(spliced.verdict).toBe('allow');
    expect(spliced.findings[0]?.message).toContain('piece of a pattern built at run time');
  });

  it('notes a quadratic piece bound to a name that is only spliced', async () => {
    const bound = await judge(
      handler(
        `const label = ${BRACKETS};`,
        "const link = edit(/^!?\\[(label)\\]/).replace('label', label).getRegex();",
      ),
    );
    expect(redos(bound)).toEqual(['note']);
    expect(bound.verdict).toBe('allow');
  });

  it('notes the template a builder starts from', async () => {
    const template = await judge(
      handler(`const link = edit(${BRACKETS}).replace('label', /[a-z]+/).getRegex();`),
    );
    expect(redos(template)).toEqual(['note']);
  });

  it('refuses the same pattern where it runs on input', async () => {
    // Matched directly.
    const direct = await judge(
      handler(
        "const link = edit(/^!?\\[(label)\\]/).replace('label', /[a-z]+/).getRegex();",
        `if (req.query.text.match(${BRACKETS})) { res.end(); }`,
      ),
    );
    expect(redos(direct)).toEqual(['refuse']);
    // Bound to a name that is spliced once and tested once: the test runs it.
    const both = await judge(
      handler(
        `const label = ${BRACKETS};`,
        "const link = edit(/^!?\\[(label)\\]/).replace('label', label).getRegex();",
        'if (label.test(req.query.text)) { res.end(); }',
      ),
    );
    expect(redos(both)).toEqual(['refuse']);
    expect(both.verdict).toBe('reject');
  });

  it('refuses an exponential piece: nested quantifiers backtrack wherever they are spliced', async () => {
    const nested = await judge(
      handler(`const link = edit(/^!?\\[(label)\\]/).replace('label', ${NESTED}).getRegex();`),
    );
    expect(redos(nested)).toEqual(['refuse']);
  });
});

describe('patterns assembled from named strings', () => {
  const pieces = ["const word = '[a-z]+';", "const group = '(?:' + word + ')';"];

  it('reads a concatenated pattern, so a bundler folding it into one string changes nothing', async () => {
    const result = await assessSecurityRegression(
      handler(...pieces, "const link = new RegExp('^' + group + '+$');"),
      handler("const link = new RegExp('^(?:[a-z]+)+$');"),
      'dist/links.js',
    );
    expect(result.findings).toEqual([]);
  });

  it('finds a backtracking pattern built by concatenation and template strings', async () => {
    const concatenated = await assessSecurityRegression(
      handler(...pieces, "const link = new RegExp('^' + word + '$');"),
      handler(...pieces, "const link = new RegExp('^' + group + '+$');"),
      'src/links.js',
    );
    expect(redos(concatenated)).toEqual(['refuse']);
    const template = await assessSecurityRegression(
      handler(...pieces, "const link = new RegExp('^' + word + '$');"),
      handler(...pieces, 'const link = new RegExp(`^${group}+$`);'),
      'src/links.js',
    );
    expect(redos(template)).toEqual(['refuse']);
  });
});

describe('what the change introduces', () => {
  it('runs the new attack on the old pattern: one that is as slow was as vulnerable', () => {
    const verdict = checkReDoS(BRACKETS.slice(1, -1), '');
    expect(verdict.status).toBe('vulnerable');
    const attack = verdict.attackString ?? '';
    // The same bracket matcher inside a longer alternation: slow on the same input.
    expect(isSlowOn(`${BRACKETS.slice(1, -1)}|<[a-z]+>`, '', attack)).toBe(true);
    // An anchored matcher (linear), and a pattern this engine cannot build, are not.
    expect(isSlowOn(String.raw`^\[[^\]]*\]`, '', attack)).toBe(false);
    expect(isSlowOn('(?<a', '', attack)).toBe(false);
  });

  it('lets an added file carry a pattern the baseline of the change wrote as a string', async () => {
    const assembled = handler(
      "const word = '[a-z]+';",
      "const link = new RegExp('^(?:' + word + ')+$');",
    );
    const folded = 'var link = new RegExp("^(?:[a-z]+)+$");';
    expect((await assessAddedSource(assembled, 'dist/links.mjs', folded)).findings).toEqual([]);
    expect(
      (await assessAddedSource(assembled, 'dist/links.mjs', 'var other = 1;')).findings.map(
        (finding) => finding.rule,
      ),
    ).toEqual(['redos']);
  });
});
