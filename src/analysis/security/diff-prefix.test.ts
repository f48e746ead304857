import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';
import { prefixTestOf } from './diff-prefix.js';

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/serve.js');
  return result.findings.filter((f) => f.evidence !== 'note').map((finding) => finding.rule);
}

describe('prefixTestOf', () => {
  it.each([
    ['!target.startsWith(root + path.sep)', { subject: 'target', root: 'root', separator: true }],
    ["file.startsWith(base + '/')", { subject: 'file', root: 'base', separator: true }],
    ['file.startsWith(`${base}/`)', { subject: 'file', root: 'base', separator: true }],
    ['full.startswith(root + os.sep)', { subject: 'full', root: 'root', separator: true }],
    ['!target.startsWith(root)', { subject: 'target', root: 'root', separator: false }],
  ])('%s', (text, expected) => {
    expect(prefixTestOf(text)).toEqual(expected);
  });

  it('reads no prefix test in other code', () => {
    expect(prefixTestOf('path.relative(root, target).startsWith("..")')).toBeNull();
  });
});

describe('a containment test that lost the separator after its root', () => {
  const baseline = lines(
    'const path = require("path");',
    'function resolveAsset(root, urlPath) {',
    '  const base = path.resolve(root);',
    '  const target = path.resolve(base, "." + decodeURIComponent(urlPath));',
    '  if (!target.startsWith(base + path.sep)) {',
    '    return null;',
    '  }',
    '  return target;',
    '}',
  );

  it('is refused', async () => {
    const proposed = baseline.replace('base + path.sep', 'base');
    expect(await rulesOf(baseline, proposed)).toContain('guard-weakened');
  });

  it('is no finding when the separator is written another way', async () => {
    const proposed = baseline.replace('base + path.sep', '`${base}/`');
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('is no finding when containment is now tested with path.relative', async () => {
    const proposed = baseline.replace(
      '!target.startsWith(base + path.sep)',
      'path.relative(base, target).startsWith("..") || path.isAbsolute(path.relative(base, target))',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });
});
