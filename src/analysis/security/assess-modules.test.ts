import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A call is named by the module it comes from as much as by itself: what `clean(html)` does
// is what `sanitize-html` does (extract-modules.ts).

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.map((finding) => finding.rule);
}

describe('a sanitizer named by the module it comes from', () => {
  // @fastify/middie 9.3.3 (the fifth set of bench:real) replaced find-my-way's
  // `sanitizeUrlPath` with `safeDecodeURI` from `find-my-way/lib/url-sanitizer`.
  const baseline = lines(
    "const FindMyWay = require('find-my-way')",
    'function normalize (url, options) {',
    '  let path = url',
    '  path = FindMyWay.sanitizeUrlPath(path, options.useSemicolonDelimiter)',
    '  return path',
    '}',
  );

  it('is kept when replaced by a function of a module that says it sanitizes', async () => {
    const proposed = lines(
      "const { safeDecodeURI } = require('find-my-way/lib/url-sanitizer')",
      'function normalize (url, options) {',
      '  let path = url',
      '  try {',
      '    path = safeDecodeURI(path, options.useSemicolonDelimiter).path',
      '  } catch {',
      '    return { path: url, error: true }',
      '  }',
      '  return { path, error: null }',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('still fails when the call is replaced by one of another module', async () => {
    const proposed = lines(
      "const { decode } = require('find-my-way/lib/url')",
      'function normalize (url, options) {',
      '  let path = url',
      '  path = decode(path, options.useSemicolonDelimiter).path',
      '  return path',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual(['primitive-removed']);
  });

  it('counts a dropped call whose local name says nothing (`clean = require("sanitize-html")`)', async () => {
    const before = lines(
      "import clean from 'sanitize-html'",
      'export function render (res, html) {',
      '  res.send(clean(html))',
      '}',
    );
    const after = lines(
      "import clean from 'sanitize-html'",
      'export function render (res, html) {',
      '  res.send(html)',
      '}',
    );
    expect(await rulesOf(before, after)).toContain('primitive-removed');
  });
});
