import { describe, expect, it } from 'vitest';
import { diffTemplates } from './diff-templates.js';

const rules = (baseline: string, proposed: string): string[] =>
  diffTemplates(baseline, proposed).map((finding) =>
    finding.message.replace(/ \(\d+ more than the baseline\).*$/s, ''),
  );

describe('diffTemplates', () => {
  it('flags an escape function that hands back its input, in each spelling', () => {
    for (const turnedOff of [
      'escape: false',
      'escape: (s) => s',
      'escape: s => s',
      'escapeHtml: (value) => value,',
      'escapeMarkup:(x)=>x}',
    ]) {
      expect(rules('render(t, { escape: escapeHtml });', `render(t, { ${turnedOff} });`)).toEqual([
        'the change adds escaping turned off (`escape: false`)',
      ]);
    }
  });

  it('does not read a getter that returns the escaping function as escaping turned off', () => {
    const exportMap = [
      'var utils_exports = __exportAll({',
      '  escapeHtml: () => escapeHtml,',
      '  escape: (s) => escapeHtml(s),',
      '  escapeMarkup: (s) => s.replace(/</g, "&lt;"),',
      '});',
    ].join('\n');
    expect(rules('var utils_exports = {};', exportMap)).toEqual([]);
  });

  it("reads Pug's raw-output marks only in code that compiles Pug", () => {
    const blob = 'const DATA = "qmPw:5pNOu!{~Jup!%@qk7Rn}x8gy";';
    expect(rules('const DATA = "";', blob)).toEqual([]);
    const pug = (mark: string): string =>
      `const pug = require('pug');\nconst page = pug.compile('p ${mark}');`;
    expect(rules(pug('#{name}'), pug('!{name}'))).toEqual([
      'the change adds Pug `!{ }` / `!=` raw output',
    ]);
  });
});
