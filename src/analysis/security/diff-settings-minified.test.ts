import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A minifier renames values on every build: the baseline's `new Function(n.arg + ...)` is the
// next build's `new Function(b.arg + ...)` (blueimp-tmpl's js/tmpl.min.js), the same sink.

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'js/tmpl.min.js');
  return result.findings.filter((f) => f.evidence !== 'note').map((finding) => finding.rule);
}

const build = (a: string, b: string): string =>
  `!function(e){"use strict";var t=function(${a},${b}){return new Function(${b}.arg+",tmpl","var _e=tmpl.encode"+${b}.helper+",_s='"+${a}.replace(${b}.regexp,${b}.func)+"';return _s;")};e.tmpl=t}(this);`;

describe('a sink of a minified build renamed by the next build', () => {
  it('is the sink the baseline had', async () => {
    expect(await rulesOf(build('e', 'n'), build('a', 'b'))).toEqual([]);
  });

  it('is new when the code it evaluates is built differently', async () => {
    const other = build('a', 'b').replace(`a.replace(b.regexp,b.func)`, 'a');
    expect(other).not.toBe(build('a', 'b'));
    expect(await rulesOf(build('e', 'n'), other)).toContain('dynamic-code-execution');
  });
});

describe('a sink of readable code whose input is renamed', () => {
  it('is still judged by its input', async () => {
    const before = 'function run(expr) {\n  return new Function("return " + expr)();\n}\n';
    const after = 'function run(source) {\n  return new Function("return " + source)();\n}\n';
    expect(await rulesOf(before, after)).toContain('dynamic-code-execution');
  });
});
