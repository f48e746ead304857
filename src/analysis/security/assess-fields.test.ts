import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// Values followed through fields and parts of values (issue 19): a sanitized value stored in a
// field and read back, a part of a constant, a sanitized argument replaced by a constant. Each
// is paired with the regression of the same shape that must still be refused.

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.map((finding) => finding.rule);
}

describe('a sanitized value kept in a field and read back', () => {
  // The shape of @fastify/middie 9.3.9 (bench:real's fifth set): a pooled holder stores the
  // normalized path, folded to lower case, and the matcher reads it back from the field.
  const holder = (store: string, read: string): string =>
    lines(
      'function middie(caseSensitive) {',
      '  function run(req, regexp) {',
      '    const holder = pool.get();',
      '    const sanitized = sanitizeUrl(req.url);',
      '    const normalized = normalizePath(sanitized);',
      '    holder.normalizedUrl = normalized.path;',
      `    ${store}`,
      '    holder.done(regexp);',
      '  }',
      '  function Holder() {',
      '    this.normalizedUrl = null;',
      '    this.matchUrl = null;',
      '    const that = this;',
      '    this.done = function (regexp) {',
      `      const url = ${read};`,
      '      that.matchUrl = null;',
      '      return regexp.exec(url);',
      '    };',
      '  }',
      '  return { run, Holder };',
      '}',
    );
  const baseline = holder('', 'that.normalizedUrl');

  it('is still sanitized, whatever the field is named and however its case is folded', async () => {
    const folded = holder(
      'holder.matchUrl = caseSensitive === false ? normalized.path.toLowerCase() : normalized.path;',
      'that.matchUrl',
    );
    expect(await rulesOf(baseline, folded)).toEqual([]);
  });

  it('is raw when the field also stores the request URL, or folds the raw URL', async () => {
    const mixed = holder(
      'holder.matchUrl = caseSensitive ? normalized.path : req.url;',
      'that.matchUrl',
    );
    expect(await rulesOf(baseline, mixed)).toContain('unsanitized-argument');
    const rawFolded = holder('holder.matchUrl = req.url.toLowerCase();', 'that.matchUrl');
    expect(await rulesOf(baseline, rawFolded)).toContain('unsanitized-argument');
  });

  it('is raw when the file stores only null in the field', async () => {
    expect(await rulesOf(baseline, holder('', 'that.matchUrl'))).toContain('unsanitized-argument');
  });
});

describe('a part of a constant', () => {
  it('is constant, whatever the file stores in a field of the same name', async () => {
    // markdown-it 14.3.0 (a --wider tuning release): `/&(...);/gi.source` inlined where the
    // base read `ENTITY_RE.source`, in a file that also stores an escaped `source` elsewhere.
    const file = (pattern: string, store: string): string =>
      lines(
        'const MD_RE = /\\\\([!"#$%&])/g;',
        'const ENTITY_RE = /&([a-z#][a-z0-9]{1,31});/gi;',
        `const ALL_RE = new RegExp(MD_RE.source + '|' + ${pattern}, 'gi');`,
        store,
        'export function unescapeAll(str) {',
        '  return str.replace(ALL_RE, (m) => m);',
        '}',
      );
    const baseline = file('ENTITY_RE.source', 'const rule = { source: escapeRegExp(name) };');
    const proposed = file(
      '/&([a-z#][a-z0-9]{1,31});/gi.source',
      'const rule = [escapeRegExp(name)];',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });
});

describe('a sanitized argument replaced by a constant', () => {
  it('lost no sanitizing: a pattern built from a `single_quoted` part, now one literal', async () => {
    // markdown-it 14.3.0 (a --wider tuning release) bundles its tag pattern as one string.
    const baseline = lines(
      `const single_quoted = "'[^']*'";`,
      "const open_tag = '<[A-Za-z]+(?:=' + single_quoted + ')?>';",
      "const HTML_TAG_RE = new RegExp('^(?:' + open_tag + ')');",
      "const BLOCK_RE = new RegExp('^</?div');",
      'export const tags = [HTML_TAG_RE, BLOCK_RE];',
    );
    const proposed = lines(
      `const HTML_TAG_RE = new RegExp("^(?:<[A-Za-z]+(?:='[^']*')?>)");`,
      "const BLOCK_RE = new RegExp('^</?div');",
      'export const tags = [HTML_TAG_RE, BLOCK_RE];',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('still fails when the sanitized value became raw, beside constant calls the base had', async () => {
    const file = (arg: string): string =>
      lines(
        'export function build(name, extra) {',
        "  const fixed = new RegExp('^abc');",
        `  const named = new RegExp(${arg});`,
        '  return [fixed, named];',
        '}',
      );
    expect(await rulesOf(file('escapeRegExp(name)'), file('name + extra'))).toContain(
      'unsanitized-argument',
    );
  });
});

describe('an object ported to a Map, its own-property test to `has`', () => {
  // dependency-graph 1.0.0 (the forty-first bench:real set): a Map's keys never reach a
  // prototype, so the test it no longer needs is no guard dropped.
  const baseline = lines(
    'function Graph() {',
    '  this.nodes = {};',
    '}',
    'Graph.prototype.hasNode = function (node) {',
    '  return this.nodes.hasOwnProperty(node);',
    '};',
    'Graph.prototype.lookup = function (table, key) {',
    '  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;',
    '};',
  );

  it('is no primitive-removed finding, for a member, a variable or a class field', async () => {
    const member = baseline
      .replace('this.nodes = {};', 'this.nodes = new Map();')
      .replace('this.nodes.hasOwnProperty(node)', 'this.nodes.has(node)');
    expect(await rulesOf(baseline, member)).toEqual([]);
    const variable = baseline
      .replace(
        'Graph.prototype.lookup = function (table, key) {',
        'Graph.prototype.lookup = function (entries, key) {\n  const table = new Map(entries);',
      )
      .replace('Object.prototype.hasOwnProperty.call(table, key)', 'table.has(key)')
      .replace('table[key]', 'table.get(key)');
    expect(await rulesOf(baseline, variable)).toEqual([]);
    const field = lines(
      'class Graph {',
      '  nodes = new Set();',
      '  hasNode(node) { return this.nodes.has(node); }',
      '}',
    );
    const fieldBase = lines(
      'class Graph {',
      '  nodes = {};',
      '  hasNode(node) { return this.nodes.hasOwnProperty(node); }',
      '}',
    );
    expect(await rulesOf(fieldBase, field)).toEqual([]);
  });

  it('is still a dropped guard while the object stays a plain object', async () => {
    const proposed = baseline.replace('this.nodes.hasOwnProperty(node)', 'this.nodes.has(node)');
    expect(await rulesOf(baseline, proposed)).toContain('primitive-removed');
    // A Map made elsewhere in the file does not cover another object's test.
    const other = baseline
      .replace('this.nodes = {};', 'this.nodes = {};\n  this.edges = new Map();')
      .replace('this.nodes.hasOwnProperty(node)', 'node in this.nodes');
    expect(await rulesOf(baseline, other)).toContain('primitive-removed');
  });
});
