import { describe, expect, it } from 'vitest';
import { added, judge, lines, modified } from '../../test/helpers/anti-stub.js';
import { runAntiStub } from './anti-stub.js';

// Fixtures written for these rules (none is taken from a measurement repository): a stub is
// missing work, not a comment or an idiom.

const SLUG_BEFORE = lines(
  'export function slugify(text: string): string {',
  '  const lower = text.toLowerCase();',
  "  return lower.replace(/[^a-z0-9]+/g, '-');",
  '}',
);

describe('ANTI_STUB: a TODO is a note unless it marks missing work', () => {
  it('notes a TODO added inside a function that keeps a real body', async () => {
    const after = lines(
      'export function slugify(text: string): string {',
      '  // TODO: handle non-latin scripts once we have a transliteration table',
      '  const lower = text.toLowerCase();',
      "  return lower.replace(/[^a-z0-9]+/g, '-');",
      '}',
    );
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after));
    expect(result).toEqual({ passed: true, found: ['todo-comment:2:info'] });
  });

  it('fails a TODO that stands where the baseline had logic', async () => {
    const after = lines(
      'export function slugify(text: string): string {',
      '  // TODO: lower-case and replace separators',
      '  return text;',
      '}',
    );
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after));
    expect(result.passed).toBe(false);
    expect(result.found).toContain('todo-comment:2');
  });

  it('fails a TODO where a function that keeps some logic lost statements', async () => {
    const after = lines(
      'export function slugify(text: string): string {',
      '  // TODO: replace separators',
      '  return text.toLowerCase();',
      '}',
    );
    expect(await judge(modified('src/slug.ts', SLUG_BEFORE, after))).toEqual({
      passed: false,
      found: ['todo-comment:2'],
    });
  });

  it('notes a FIXME in a function rewritten around the same statements', async () => {
    // chess.js 0.13.1's move_from_san: the parse moved into a loop over two parsers, every
    // line of it kept; fewer statements at the top of the body, no logic lost.
    const before = lines(
      'export function parse(move: string, sloppy: boolean): Move | null {',
      '  const clean = strip(move);',
      '  const strict = readStrict(clean);',
      '  if (strict !== null) {',
      '    return strict;',
      '  }',
      '  const loose = sloppy ? readSloppy(clean) : null;',
      '  return loose;',
      '}',
    );
    const after = lines(
      'export function parse(move: string, sloppy: boolean): Move | null {',
      '  const clean = strip(move);',
      '  for (const mode of [STRICT, SLOPPY]) {',
      '    // FIXME: these consts are rebuilt on every pass, hoist them when the parsers split',
      '    if (mode === STRICT) {',
      '      const strict = readStrict(clean);',
      '      if (strict !== null) {',
      '        return strict;',
      '      }',
      '    } else {',
      '      const loose = sloppy ? readSloppy(clean) : null;',
      '      return loose;',
      '    }',
      '  }',
      '  return null;',
      '}',
    );
    expect(await judge(modified('src/parse.ts', before, after))).toEqual({
      passed: true,
      found: ['todo-comment:4:info'],
    });
  });

  it('notes a TODO in a function rewritten into more code than the base had', async () => {
    // should-equal 0.4.3's eqInternal: its checks moved into nested switches with new cases,
    // so it has fewer top-level statements and few of the base's lines, but it lost no logic.
    const before = lines(
      'export function equal(a: unknown, b: unknown): boolean {',
      '  if (a === b) {',
      '    return true;',
      '  }',
      '  const typeA = typeof a;',
      '  const typeB = typeof b;',
      '  if (typeA !== typeB) {',
      '    return false;',
      '  }',
      '  return String(a) === String(b);',
      '}',
    );
    const after = lines(
      'export function equal(a: unknown, b: unknown): boolean {',
      '  if (a === b) return true;',
      '  const typeA = typeof a, typeB = typeof b;',
      "  switch (typeA !== typeB ? null : a instanceof RegExp ? 'regexp' : typeA) {",
      '    case null: return false;',
      "    case 'regexp':",
      '      // TODO compare the newer flags (sticky, unicode) too',
      '      return b instanceof RegExp && a.source === b.source && a.global === b.global;',
      '    default: return String(a) === String(b);',
      '  }',
      '}',
    );
    expect(await judge(modified('src/equal.ts', before, after))).toEqual({
      passed: true,
      found: ['todo-comment:7:info'],
    });
  });

  it('still fails a TODO where a rewrite left less code than the base had', async () => {
    const after = lines(
      'export function slugify(text: string): string {',
      '  switch (text) {',
      '    // TODO: lower-case and replace separators',
      '    default:',
      '      return text;',
      '  }',
      '}',
    );
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after));
    expect(result.passed).toBe(false);
    expect(result.found).toContain('todo-comment:3');
  });

  it('fails a TODO in a new function whose body is a stub', async () => {
    const after = lines(
      SLUG_BEFORE,
      'export function unslugify(slug: string): string {',
      '  // FIXME: write this',
      "  return '';",
      '}',
    );
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after));
    expect(result).toEqual({ passed: false, found: ['todo-comment:6'] });
  });

  it('treats Python, Rust and Go the same way', async () => {
    const py = await judge(
      modified(
        'app/slug.py',
        'def slugify(text):\n    lower = text.lower()\n    return lower.replace(" ", "-")\n',
        'def slugify(text):\n    # TODO: unicode\n    lower = text.lower()\n    return lower.replace(" ", "-")\n',
      ),
    );
    const rs = await judge(
      modified(
        'src/slug.rs',
        'fn slugify(t: &str) -> String {\n    let l = t.to_lowercase();\n    l.replace(" ", "-")\n}\n',
        'fn slugify(t: &str) -> String {\n    // TODO: unicode\n    let l = t.to_lowercase();\n    l.replace(" ", "-")\n}\n',
      ),
    );
    const go = await judge(
      modified(
        'slug/slug.go',
        'package slug\nfunc Slugify(t string) string {\n\tl := strings.ToLower(t)\n\treturn strings.ReplaceAll(l, " ", "-")\n}\n',
        'package slug\nfunc Slugify(t string) string {\n\t// TODO: unicode\n\tl := strings.ToLower(t)\n\treturn strings.ReplaceAll(l, " ", "-")\n}\n',
      ),
    );
    expect([py, rs, go]).toEqual([
      { passed: true, found: ['todo-comment:2:info'] },
      { passed: true, found: ['todo-comment:2:info'] },
      { passed: true, found: ['todo-comment:3:info'] },
    ]);
  });
});

describe('ANTI_STUB: idiomatic empty bodies pass', () => {
  it('passes a constructor function kept empty for its prototype', async () => {
    const after = lines(
      'function EmptyObject() {}',
      'EmptyObject.prototype = Object.create(null);',
      'export function table() {',
      '  return new EmptyObject();',
      '}',
    );
    expect(await judge(added('src/table.js', after))).toEqual({ passed: true, found: [] });
  });

  it('passes a no-op callback argument, an empty default parameter and an empty catch with a comment', async () => {
    const after = lines(
      'export function watch(path: string, onChange: () => void = () => {}): void {',
      '  try {',
      '    fs.watch(path, () => {});',
      '  } catch {',
      '    // the folder may vanish while we watch it',
      '  }',
      '  emitter.on("change", function () {});',
      '  onChange();',
      '}',
    );
    expect(await judge(added('src/watch.ts', after))).toEqual({ passed: true, found: [] });
  });

  it('passes an empty method whose comment above says it does nothing on purpose', async () => {
    // obs-store 3.0.0's Duplex stream (bench:real's sixty-second set): data is pushed from
    // elsewhere, so the stream's read hook has nothing to do.
    const stream = (comment: string): string =>
      lines(
        "const { Duplex } = require('stream');",
        'class StoreStream extends Duplex {',
        '  _write(chunk, encoding, callback) {',
        '    this.store.put(chunk);',
        '    callback();',
        '  }',
        comment,
        '  _read(size) { }',
        '}',
      );
    const noop = '  // noop - outgoing stream is asking us if we have data we arent giving it';
    expect(await judge(added('lib/stream.js', stream(noop)))).toEqual({ passed: true, found: [] });
    // A TODO in the same comment is a marker, and another comment explains nothing.
    for (const comment of ['  // TODO: noop for now', '  // read the next chunk']) {
      const result = await judge(added('lib/stream.js', stream(comment)));
      expect(result.passed).toBe(false);
      expect(result.found).toContain('empty-body:8');
    }
  });

  it('passes a no-op fallback for a callback the caller may leave out', async () => {
    // little-ds-toolkit's heap and LRU cache, timed-cache 1.1.3 (bench:real's sixty-third set).
    const after = lines(
      'function Heap(comp, onMove) {',
      '  this.comp = comp;',
      '  this.onMove = onMove || function () {};',
      '  this.onDelete = opts.onDelete ?? ((item) => {});',
      '}',
      'Heap.prototype.put = function (key, value, options) {',
      '  var cb = (options ? options.callback : undefined) || function () {',
      '  };',
      '  this.data.push({ key: key, value: value, callback: cb });',
      '};',
    );
    expect(await judge(added('lib/heap.js', after))).toEqual({ passed: true, found: [] });
    // An empty function that is not the fallback of an `||` stays a stub, even beside one.
    const stub = lines(
      'function Heap(comp, onMove) {',
      '  this.compare = function (a, b) {};',
      '  this.onMove = onMove || function () {};',
      '}',
    );
    expect(await judge(added('lib/heap.js', stub))).toMatchObject({
      passed: false,
      found: ['empty-body:2'],
    });
  });

  it('passes a default method that a subclass overrides, or that a doc comment explains', async () => {
    const after = lines(
      'export class Plugin {',
      '  setup(): void {}',
      '  /** Called after every build; plugins override it when they care. */',
      '  afterBuild(): void {}',
      '}',
      'export class Logger extends Plugin {',
      '  override setup(): void {',
      '    this.log = open();',
      '  }',
      '}',
    );
    expect(await judge(added('src/plugin.ts', after))).toEqual({ passed: true, found: [] });
  });

  it('passes the no-op member of an object of functions, and not one given input or among stubs', async () => {
    const table = lines(
      'function stringType(item) {',
      '  return String(item).trim();',
      '}',
      'var builtInConv = {',
      '  string: stringType,',
      '  omit: function () {},',
      '};',
      'export function manager() {',
      '  function send(data) {',
      '    queue.push(data);',
      '    if (queue.length > 9) api.drain();',
      '  }',
      '  var api = { send: send, drain: function () {} };',
      '  return api;',
      '}',
      'export const hooks = { start() { log("start"); }, stop() {} };',
    );
    expect(await judge(added('src/table.js', table))).toEqual({ passed: true, found: [] });
    // A member that takes input has work to do with it; members beside other stubs are stubs.
    const stubs = lines(
      'export const api = {',
      '  parse: function (text) {},',
      '  format: function () {},',
      '  render() {},',
      '};',
    );
    expect(await judge(added('src/api.js', stubs))).toMatchObject({
      passed: false,
      found: ['empty-body:2', 'empty-body:3', 'empty-body:4'],
    });
  });

  it('reads a method on a constructor prototype as a class method', async () => {
    // An abstract step of a template method, documented or overridden in the same file.
    const after = lines(
      'function Strategy() {}',
      'Strategy.prototype.next = function () {',
      '  return Math.round(this.next_() * 1.5);',
      '};',
      '/**',
      ' * Computes the next delay; subclasses define it.',
      ' */',
      'Strategy.prototype.next_ = function () {',
      "  throw new Error('Strategy.next_() unimplemented.');",
      '};',
      'Strategy.prototype.reset_ = function () {',
      "  throw new Error('not implemented');",
      '};',
      'function Fixed() {}',
      'Fixed.prototype.reset_ = function () {',
      '  this.count = 0;',
      '};',
    );
    expect(await judge(added('lib/strategy.js', after))).toEqual({ passed: true, found: [] });
  });

  it("reads a function expression's own noop name, not the export it is assigned to", async () => {
    const after = lines('module.exports = function noop () {};');
    expect(await judge(added('src/noop.js', after))).toEqual({ passed: true, found: [] });
    const stub = lines('module.exports = function parse () {};');
    expect((await judge(added('src/parse.js', stub))).passed).toBe(false);
  });

  it('reads an override under a computed key that names the method', async () => {
    // A loader's default hook, overridden by a subclass through a constant of its name.
    const after = lines(
      'function Loader() {}',
      "Loader.instantiate = 'instantiate';",
      'Loader.prototype.instantiate = function (key, metadata) {};',
      'function BrowserLoader() {}',
      'BrowserLoader.prototype = Object.create(Loader.prototype);',
      'BrowserLoader.prototype[Loader.instantiate] = function (key, metadata) {',
      '  return fetchModule(key, metadata);',
      '};',
      "Other.prototype['reset'] = function () {",
      '  this.count = 0;',
      '};',
      'Loader.prototype.reset = function () {};',
    );
    expect(await judge(added('lib/loader.js', after))).toEqual({ passed: true, found: [] });
  });

  it('still fails an empty method whose computed-key twin is its own', async () => {
    const after = lines(
      'function Loader() {}',
      "Loader.prototype['instantiate'] = function (key) {",
      '  return key;',
      '};',
      'Loader.prototype.instantiate = function (key, metadata) {};',
    );
    const result = await judge(added('lib/loader.js', after));
    expect(result.passed).toBe(false);
    expect(result.found).toEqual(['empty-body:5']);
  });

  it('still fails an undocumented prototype method nobody overrides', async () => {
    const after = lines(
      'function Strategy() {}',
      'Strategy.prototype.next_ = function () {',
      "  throw new Error('not implemented');",
      '};',
      'Strategy.prototype.reset_ = function () {',
      "  throw new Error('not implemented');",
      '};',
      'Other.prototype.reset = function () {',
      '  this.count = 0;',
      '};',
    );
    const result = await judge(added('lib/strategy.js', after));
    expect(result).toEqual({ passed: false, found: ['not-implemented:3', 'not-implemented:6'] });
  });

  it('still fails that default method when the task asks for it', async () => {
    const after = lines(
      'export class Plugin {',
      '  /** Called after every build. */',
      '  afterBuild(): void {}',
      '}',
    );
    const task = { text: 'Implement afterBuild so plugins flush their logs', targetPaths: ['src'] };
    const result = await judge(added('src/plugin.ts', after), { task });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual(['empty-body:3']);
  });
});

describe('ANTI_STUB: a new function that only hands back an empty constant', () => {
  it('fails one in the task scope, in an added or a changed file', async () => {
    const parse = lines(
      'export function parse(input: string, options: object) {',
      '  return {};',
      '}',
    );
    expect(await judge(added('src/parse.ts', parse))).toEqual({
      passed: false,
      found: ['constant-return:2'],
    });
    expect(await judge(modified('src/slug.ts', SLUG_BEFORE, lines(SLUG_BEFORE, parse)))).toEqual({
      passed: false,
      found: ['constant-return:6'],
    });
  });

  it('passes callbacks, no-op sinks, tests, idioms and defaults, and warns outside the task', async () => {
    const fine = lines(
      'export async function get(url: string) {',
      '  return fetch(url).catch((error) => null);',
      '}',
      'const debug = (..._: unknown[]) => undefined;',
      'export function noop(_value: unknown) {',
      '  return null;',
      '}',
    );
    expect(await judge(added('src/get.ts', fine))).toEqual({ passed: true, found: [] });
    expect(await judge(added('test/parse.test.ts', 'const stub = (x: string) => null;\n'))).toEqual(
      { passed: true, found: [] },
    );
    const task = { text: 'Fix the README', targetPaths: ['README.md'] };
    const result = await judge(added('src/extra.ts', 'export const load = (id: string) => [];\n'), {
      task,
    });
    expect(result).toEqual({ passed: true, found: ['constant-return:1:warning'] });
  });
});

describe('ANTI_STUB: a no-op default replaced under a condition', () => {
  it('passes an empty function the same scope replaces with a real one', async () => {
    // freezer-js 0.5.0: objects are frozen unless the store is mutable.
    const after = lines(
      'export function createStore(value, mutable) {',
      '  var freeze = function () {};',
      '  if (!mutable) {',
      '    freeze = function (obj) {',
      '      Object.freeze(obj);',
      '    };',
      '  }',
      '  return wrap(value, freeze);',
      '}',
    );
    expect(await judge(added('src/store.js', after))).toEqual({ passed: true, found: [] });
  });

  it('passes an empty function the scope later points at another function', async () => {
    const after = lines(
      'export function logger(debug: boolean) {',
      '  let log = (..._args: unknown[]) => {};',
      '  if (debug) {',
      '    log = console.log.bind(console);',
      '  }',
      '  return log;',
      '}',
    );
    expect(await judge(added('src/log.ts', after))).toEqual({ passed: true, found: [] });
  });

  it('passes a no-op chosen instead of a real function of the same scope', async () => {
    // The debug module bundled into date.js 0.3.0 (bench:real's forty-fifth set).
    const after = lines(
      'export function debug(namespace) {',
      '  function disabled() {',
      '  }',
      '  disabled.enabled = false;',
      '  function enabled(...args) {',
      '    console.log(namespace, ...args);',
      '  }',
      '  var fn = isEnabled(namespace) ? enabled : disabled;',
      '  return fn;',
      '}',
    );
    expect(await judge(added('src/debug.js', after))).toEqual({ passed: true, found: [] });
    // Two stubs chosen between are still stubs.
    const both = after.replace('    console.log(namespace, ...args);\n', '');
    expect((await judge(added('src/debug.js', both))).passed).toBe(false);
  });

  it('still fails an empty function when the real one lives in another scope', async () => {
    const after = lines(
      'export function a() {',
      '  const freeze = function () {};',
      '  return freeze;',
      '}',
      'export function b() {',
      '  const freeze = function (obj: object) {',
      '    Object.freeze(obj);',
      '  };',
      '  return freeze;',
      '}',
    );
    expect(await judge(added('src/two.ts', after))).toEqual({
      passed: false,
      found: ['empty-body:2'],
    });
  });
});

describe('ANTI_STUB: empty, throwing and constant bodies that are missing work', () => {
  it('fails an empty body that replaced a body with logic, even outside the task scope', async () => {
    const after = 'export function slugify(text: string): string {}\n';
    const task = { text: 'Fix the README', targetPaths: ['README.md'] };
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after), { task });
    expect(result).toEqual({ passed: false, found: ['empty-body:1'] });
  });

  it('only warns about a new empty function outside the task scope (SCOPE owns that)', async () => {
    const task = { text: 'Fix the README', targetPaths: ['README.md'] };
    const result = await judge(added('src/extra.ts', 'export function helper() {}\n'), { task });
    expect(result).toEqual({ passed: true, found: ['empty-body:1:warning'] });
  });

  it.each([
    ['null as any', 'return null as any;'],
    ['undefined', 'return undefined;'],
    ['an empty object', 'return {};'],
    ['an empty array', 'return [];'],
    ['an empty object cast', 'return {} as unknown as string;'],
  ])('fails a rewritten body that now returns %s, TODO or not', async (_name, statement) => {
    const after = lines('export function slugify(text: string): string {', `  ${statement}`, '}');
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after));
    expect(result).toEqual({ passed: false, found: ['constant-return:2'] });
  });

  it('fails an arrow function rewritten to a constant expression', async () => {
    const before = 'export const size = (xs: number[]) => xs.filter(Boolean).length;\n';
    const after = 'export const size = (xs: number[]) => 0 as any;\n';
    expect(await judge(modified('src/size.ts', before, after))).toEqual({
      passed: false,
      found: ['constant-return:1'],
    });
  });
});

describe('ANTI_STUB: per-rule severity from config', () => {
  const after = lines(
    'export function slugify(text: string): string {',
    '  // TODO: unicode',
    '  const lower = text.toLowerCase();',
    "  return lower.replace(/[^a-z0-9]+/g, '-');",
    '}',
    'export function helper() {}',
  );

  it('fails every added TODO when todo-comment is set to error', async () => {
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after), {
      rules: { 'todo-comment': 'error' },
    });
    expect(result).toEqual({ passed: false, found: ['todo-comment:2', 'empty-body:6'] });
  });

  it('drops a rule set to off and keeps a warning from failing', async () => {
    const result = await judge(modified('src/slug.ts', SLUG_BEFORE, after), {
      rules: { 'todo-comment': 'off', 'empty-body': 'warning' },
    });
    expect(result).toEqual({ passed: true, found: ['empty-body:6:warning'] });
  });
});

describe('ANTI_STUB: a check silenced instead of passed', () => {
  const BEFORE = lines(
    'export function total(items: number[]): number {',
    '  return items.reduce((sum, n) => sum + n, 0);',
    '}',
  );

  it('fails a bare @ts-ignore, @ts-nocheck and a blanket eslint-disable the change adds', async () => {
    const after = lines(
      '/* eslint-disable */',
      'export function total(items: number[]): number {',
      '  // @ts-ignore',
      "  return items.reduce((sum, n) => sum + n, '0');",
      '}',
    );
    expect(await judge(modified('src/total.ts', BEFORE, after))).toEqual({
      passed: false,
      found: ['suppression:1', 'suppression:3'],
    });
    expect(
      (await judge(modified('src/total.ts', BEFORE, `// @ts-nocheck\n${BEFORE}`))).found,
    ).toEqual(['suppression:1']);
  });

  it('reports a bare lint suppression of one line, and fails one over a file or a block', async () => {
    const after = lines(
      'export function total(items: number[]): number {',
      '  // eslint-disable-next-line',
      "  const sum = new Function('a', 'return a')(items);",
      '  return sum + items.length; // eslint-disable-line -- counted twice on purpose',
      '}',
    );
    expect(await judge(modified('src/total.ts', BEFORE, after))).toEqual({
      passed: true,
      found: ['suppression:2:warning', 'suppression:4:warning'],
    });
    const block = lines(
      '/* eslint-disable */',
      'export function total(items: number[]): number {',
      '  return items.reduce((sum, n) => sum + n, 0);',
      '}',
      '/* eslint-enable */',
    );
    expect(await judge(modified('src/total.ts', BEFORE, block))).toEqual({
      passed: false,
      found: ['suppression:1'],
    });
    // More than three in one file silence it as a blanket would: they fail together.
    const many = (count: number): string =>
      [
        'export function total(items: number[]): number {',
        ...Array.from(
          { length: count },
          (_, i) => `  const v${String(i)} = items[${String(i)}]; // eslint-disable-line`,
        ),
        '  return items.length;',
        '}',
      ].join('\n');
    expect(await judge(modified('src/total.ts', BEFORE, many(3)))).toEqual({
      passed: true,
      found: ['suppression:2:warning', 'suppression:3:warning', 'suppression:4:warning'],
    });
    expect(await judge(modified('src/total.ts', BEFORE, many(4)))).toEqual({
      passed: false,
      found: ['suppression:2', 'suppression:3', 'suppression:4', 'suppression:5'],
    });
    // The same in Python: a bare `# noqa` reaches its line, a bare `# type: ignore` is a
    // type checker's and still fails.
    const py = lines('import os', 'x = os.environ["A"]  # noqa', 'y: int = x  # type: ignore', '');
    expect(await judge(added('app/x.py', py))).toEqual({
      passed: false,
      found: ['suppression:2:warning', 'suppression:3'],
    });
  });

  it('notes one that names its rule or says why, and a bare @ts-expect-error in a type test', async () => {
    const after = lines(
      'export function total(items: number[]): number {',
      '  // eslint-disable-next-line no-console -- the CLI prints its result',
      '  console.log(items.length);',
      '  // @ts-expect-error the generated types miss the overload we call here',
      '  return items.reduce((sum, n) => sum + n, 0);',
      '}',
    );
    expect(await judge(modified('src/total.ts', BEFORE, after))).toEqual({
      passed: true,
      found: ['suppression:2:info', 'suppression:4:info'],
    });
    const typeTest = lines('// @ts-expect-error', "total('not an array');", '');
    expect(await judge(added('test/total.test-d.ts', typeTest))).toEqual({
      passed: true,
      found: ['suppression:1:info'],
    });
  });

  it('leaves alone a suppression the base already had, and Python and Go directives are read too', async () => {
    const kept = `/* eslint-disable */\n${BEFORE}`;
    expect(await judge(modified('src/total.ts', kept, `${kept}\n// more\n`))).toEqual({
      passed: true,
      found: [],
    });
    const py = lines('import os', 'x = os.environ["A"]  # type: ignore', 'y = 1  # noqa: E501', '');
    expect(await judge(added('app/x.py', py))).toEqual({
      passed: false,
      found: ['suppression:2', 'suppression:3:info'],
    });
    const go = lines('package main', '', 'func f() error { return nil } //nolint', '');
    expect((await judge(added('cmd/f.go', go))).found).toEqual(['suppression:3']);
  });

  it('leaves alone a suppression that moved into another function of the file, not a second copy', async () => {
    const base = lines(
      'export class Node {',
      '  compile(prefix) {',
      "    this.match = new Function('path', `return ${prefix}`) // eslint-disable-line",
      '  }',
      '}',
      '',
    );
    const moved = lines(
      'function compileMatch(prefix) {',
      "  return new Function('path', `return ${prefix}`) // eslint-disable-line",
      '}',
      'export class Node {',
      '  compile(prefix) {',
      '    this.match = compileMatch(prefix)',
      '  }',
      '}',
      '',
    );
    expect(await judge(modified('lib/node.js', base, moved))).toEqual({ passed: true, found: [] });
    const copied = moved.replace(
      '    this.match = compileMatch(prefix)',
      '    this.match = compileMatch(prefix) // eslint-disable-line',
    );
    // A second copy is the change's own: reported (a bare one-line suppression is a warning).
    expect(await judge(modified('lib/node.js', base, copied))).toEqual({
      passed: true,
      found: ['suppression:6:warning'],
    });
  });

  it('notes a blanket eslint-disable in a file the repository does not lint, and only that', async () => {
    const lintFiles = { globs: ['src/**', 'test/**'], source: 'scripts.lint: eslint src test' };
    const bench = lines(
      "import { run } from './harness.js';",
      '// eslint-disable-next-line',
      'run(() => new Function("return 1")());',
      '// @ts-ignore',
      'run(1);',
      '',
    );
    const outside = await runAntiStub([added('benchmark/index.js', bench)], { lintFiles });
    expect(outside.passed).toBe(false);
    expect(outside.findings.map((f) => [f.line, f.severity ?? 'error', f.message])).toEqual([
      [
        2,
        'info',
        "`eslint-disable-next-line` added: a note: the repository's eslint does not check this file (scripts.lint: eslint src test), so it silences nothing",
      ],
      // tsc is another checker: the lint set says nothing about what it checks.
      [4, 'error', expect.stringContaining('`@ts-ignore` added')],
    ]);
    // Inside the set, or with no set known, the same line is reported (a warning).
    expect((await judge(added('src/index.js', bench), { lintFiles })).found).toEqual([
      'suppression:2:warning',
      'suppression:4',
    ]);
    expect((await judge(added('benchmark/index.js', bench))).found).toEqual([
      'suppression:2:warning',
      'suppression:4',
    ]);
    // A set that covers everything (`eslint .`) leaves nothing outside.
    expect(
      (
        await judge(added('benchmark/index.js', bench), {
          lintFiles: { globs: ['**'], source: 'scripts.lint: eslint .' },
        })
      ).found,
    ).toEqual(['suppression:2:warning', 'suppression:4']);
  });

  it('notes a blanket eslint-disable in a repository that runs no eslint at all', async () => {
    // romans 2.0.4 (bench:real's forty-eighth set) opens its test file with one and has no
    // eslint config; the 2.0.5 release adds the config.
    const test = lines('/* eslint-disable */', "const { romanize } = require('../romans');", '');
    const unlinted = await runAntiStub([added('test/main.test.js', test)], { linted: false });
    expect(unlinted.passed).toBe(true);
    expect(unlinted.findings.map((f) => [f.line, f.severity, f.message])).toEqual([
      [
        1,
        'info',
        "`eslint-disable` added: a note: the repository's eslint does not check this file (no eslint config, and nothing runs eslint), so it silences nothing",
      ],
    ]);
    expect((await judge(added('test/main.test.js', test), { linted: true })).found).toEqual([
      'suppression:1',
    ]);
  });

  it('takes its severity from config, as the other rules do', async () => {
    const after = `// @ts-nocheck\n${BEFORE}`;
    expect(
      await judge(modified('src/total.ts', BEFORE, after), { rules: { suppression: 'warning' } }),
    ).toEqual({ passed: true, found: ['suppression:1:warning'] });
    expect(
      await judge(modified('src/total.ts', BEFORE, after), { rules: { suppression: 'off' } }),
    ).toEqual({ passed: true, found: [] });
  });
});

describe('ANTI_STUB: a file a generator wrote is judged as a note', () => {
  // The shape of a PEG.js parser: its action functions are numbered, and a regenerated parser
  // gives a number to another action (the one that parsed a code point now returns '\f').
  const parser = (marker: string, action: string): string =>
    lines(
      'module.exports = (function() {',
      '  /*',
      `   * ${marker}`,
      '   */',
      '  var actions = {',
      `    peg$c108: ${action},`,
      '  };',
      '  return actions;',
      '})();',
    );
  const codePoint = 'function(digits) { return fromCodePoint(parseInt("0x" + digits.join(""))); }';

  it('notes a numbered function whose logic a regenerated parser moved elsewhere', async () => {
    const before = parser('Generated by PEG.js 0.8.0.', codePoint);
    const after = parser('Generated by PEG.js 0.8.0.', "function() { return '\\f'; }");
    const result = await judge(modified('lib/parser.js', before, after));
    expect(result).toEqual({ passed: true, found: ['constant-return:6:info'] });
    const verdict = await runAntiStub([modified('lib/parser.js', before, after)]);
    expect(verdict.findings[0]?.message).toContain('the file is generated');
  });

  it('still fails the same change to a hand-written file, marker added or not', async () => {
    const before = parser('The actions of the grammar.', codePoint);
    const after = parser('The actions of the grammar.', "function() { return '\\f'; }");
    expect((await judge(modified('lib/parser.js', before, after))).passed).toBe(false);
    // Writing the marker onto the file in the same change softens nothing.
    const marked = parser('@generated', "function() { return '\\f'; }");
    expect(await judge(modified('lib/parser.js', before, marked))).toEqual({
      passed: false,
      found: ['constant-return:6'],
    });
  });
});

describe('ANTI_STUB: a vendored bundle of modules is judged as a note', () => {
  // browserify's prelude, then modules: a code printer whose visitor for a node that prints
  // nothing is empty (js-quantities 1.6.5 added babel's browser build, 1.3 MB).
  const PRELUDE =
    '(function e(t,n,r){function s(o,u){if(!n[o]){if(!t[o]){var a=typeof require=="function"&&require;if(!u&&a)return a(o,!0);throw new Error("Cannot find module \'"+o+"\'")}var l=n[o]={exports:{}};t[o][0].call(l.exports,function(e){var n=t[o][1][e];return s(n?n:e)},l,l.exports,e,t,n,r)}return n[o].exports}for(var o=0;o<r.length;o++)s(r[o]);return s})({1:[function(require,module,exports){';
  const printer =
    'function JSXEmptyExpression() {}\nexports.JSXEmptyExpression = JSXEmptyExpression;';
  const filler = Array.from(
    { length: 1_500 },
    (_, i) => `function print${String(i)}(node) { return node.value + ${String(i)}; }`,
  ).join('\n');
  const bundle = lines(PRELUDE, printer, filler, '},{}]},{},[1]);');

  it('notes an empty function in a new bundle, and fails it in a small file or one that became a bundle', async () => {
    expect(bundle.length).toBeGreaterThan(50_000);
    expect(await judge(added('lib/babel-browser-build.js', bundle))).toEqual({
      passed: true,
      found: ['empty-body:2:info'],
    });
    const verdict = await runAntiStub([added('lib/babel-browser-build.js', bundle)]);
    expect(verdict.findings[0]?.message).toContain('a browserify bundle');
    // The same prelude on a few lines is no vendored library.
    const small = lines(PRELUDE, printer, '},{}]},{},[1]);');
    expect((await judge(added('lib/printer.js', small))).passed).toBe(false);
    // A hand-written file rewritten as a bundle softens nothing.
    expect((await judge(modified('lib/printer.js', filler, bundle))).passed).toBe(false);
  });

  it("knows browserify's later prelude behind require=, which exposes its modules", async () => {
    // jsonapi-serializer 3.6.1's browserify/jsonapi-serializer.js: `process.listeners` of the
    // bundled process shim returns `[]`.
    const exposed = lines(
      'require=(function(){function r(e,n,t){function o(i,f){if(!n[i]){if(!e[i]){var c="function"==typeof require&&require;if(!f&&c)return c(i,!0);throw new Error("Cannot find module \'"+i+"\'")}}return n[i].exports}return o}return r})()({1:[function(require,module,exports){',
      'process.listeners = function (name) { return [] }',
      filler,
      '},{}]},{},[1]);',
    );
    expect(await judge(added('browserify/bundle.js', exposed))).toEqual({
      passed: true,
      found: ['constant-return:2:info'],
    });
  });

  it('fails a function of a rebuilt bundle that lost the logic it had at the base', async () => {
    // A bundler keeps its modules' names: `format` emptied in the rebuilt bundle is the same
    // `format` (bench:real's constant-return planted in jsonapi-serializer 3.5.5's build).
    const format = (body: string): string =>
      lines(PRELUDE, `function format(value) {\n${body}\n}`, filler, '},{}]},{},[1]);');
    expect(
      await judge(
        modified('dist/bundle.js', format('  return value.trim();'), format('  return {};')),
      ),
    ).toEqual({ passed: false, found: ['constant-return:3'] });
    // A new empty function in the rebuilt bundle stays a note.
    expect(
      await judge(
        modified(
          'dist/bundle.js',
          format('  return value.trim();'),
          lines(format('  return value.trim();'), 'function added() {}'),
        ),
      ),
    ).toEqual({ passed: true, found: ['empty-body:1506:info'] });
  });
});

describe('ANTI_STUB: a bundle minified in part keeps the names of the modules it copied', () => {
  // browserify's one-line prelude, a JSON module on one long line (a minifier's shape), then the
  // example's own module as written (is-valid-domain 0.0.15's example/dist/bundle.js).
  const PRELUDE =
    '(function(){function r(e,n,t){function o(i,f){if(!n[i]){if(!e[i]){var c="function"==typeof require&&require;if(!f&&c)return c(i,!0);throw new Error("Cannot find module \'"+i+"\'")}}return n[i].exports}return o}return r})()({1:[function(require,module,exports){';
  const data = `module.exports = {${Array.from({ length: 4_000 }, (_, i) => `"k${String(i)}.ac":true`).join(',')}}`;
  const module = (body: string): string =>
    lines(
      PRELUDE,
      data,
      '},{}],2:[function(require,module,exports){',
      'function update(event) {',
      body,
      '}',
      '},{}]},{},[2]);',
    );

  it('fails a readable function that lost its logic, and notes a minified one', async () => {
    const before = module(
      '  if (event) event.preventDefault()\n  output.innerHTML = String(check(domain.value))',
    );
    const after = module('  // TODO: implement this\n  return null');
    const verdict = await judge(modified('example/dist/bundle.js', before, after));
    expect(verdict.passed).toBe(false);
    // Under the bundle size the file reads as a minifier's output (is-valid-domain's is 23 KB):
    // the readable function still keeps its name.
    const small = (body: string): string => module(body).replace(data, data.slice(0, 18_000) + '}');
    expect(
      (
        await judge(
          modified(
            'example/dist/bundle.js',
            small('  return check(domain.value)'),
            small('  return null'),
          ),
        )
      ).passed,
    ).toBe(false);
    // The same loss inside the one-line JSON module's line is a minifier's: a note.
    const minified = (body: string): string =>
      lines(PRELUDE, `${data};function update(event){${body}}`, '},{}]},{},[1]);');
    expect(
      (
        await judge(
          modified(
            'example/dist/bundle.js',
            minified(
              'if(event)event.preventDefault();output.innerHTML=String(check(domain.value))',
            ),
            minified('return null'),
          ),
        )
      ).passed,
    ).toBe(true);
  });
});

describe('ANTI_STUB: a new copy that hard-codes what its twin computes', () => {
  const real = lines(
    'export function applyToPoint(matrix, point) {',
    '  return { x: matrix.a * point.x + matrix.e, y: matrix.d * point.y + matrix.f };',
    '}',
  );
  const hardCoded = lines('export function applyToPoint(matrix, point) {', '  return {};', '}');

  it('fails a new function that ignores its arguments and returns {} while the change writes its twin', async () => {
    const verdict = await runAntiStub([
      added('src/applyToPoint.js', real),
      added('es/applyToPoint.js', hardCoded),
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.findings).toEqual([
      expect.objectContaining({ file: 'es/applyToPoint.js', rule: 'constant-return', line: 2 }),
    ]);
    expect(verdict.findings[0]?.message).toContain('in src/applyToPoint.js');
  });

  it('fails such a function alone too, and passes a shim that takes nothing', async () => {
    // Alone it is a new function's stub (newConstantStubs): no twin named in the message.
    const alone = await runAntiStub([added('es/applyToPoint.js', hardCoded)]);
    expect(alone.passed).toBe(false);
    expect(alone.findings[0]?.message).toContain('is new and only returns the constant `{}`');
    const shim = lines('export function homedir() {', '  return null;', '}');
    const node = lines('export function homedir() {', '  return process.env.HOME ?? null;', '}');
    const verdict = await runAntiStub([added('lib/node.js', node), added('lib/browser.js', shim)]);
    expect(verdict.passed).toBe(true);
  });
});

describe('ANTI_STUB: a new function that takes nothing and whose result nobody reads', () => {
  it('fails `build() { return {} }` called only as a statement, passes it when the value is used', async () => {
    const script = (body: string, call: string) =>
      lines(
        "const fs = require('fs');",
        '',
        call,
        '',
        'function build() {',
        body,
        '}',
        '',
        'function languages() {',
        "  return fs.readdirSync('src/languages');",
        '}',
      );
    const stubbed = await runAntiStub([added('build.js', script('  return {}', 'build();'))]);
    expect(stubbed.passed).toBe(false);
    expect(stubbed.findings[0]?.message).toContain('each call of it drops the result');
    const real = script(
      "  languages().forEach((name) => fs.copyFileSync(name, 'lib'));",
      'build();',
    );
    expect((await runAntiStub([added('build.js', real)])).passed).toBe(true);
    // The value is read: a default, a shim, an exported factory.
    const read = await runAntiStub([
      added('a.js', script('  return {}', 'const options = build();')),
      added('b.js', lines('export function build() {', '  return {};', '}', 'build();')),
      added('c.js', lines('function build() {', '  return null;', '}', 'module.exports = build;')),
    ]);
    expect(read.passed).toBe(true);
  });
});

describe("ANTI_STUB: a minifier's output", () => {
  // A minified build on one long line: browserify's module for a noop, unnamed by the minifier.
  const modules = Array.from(
    { length: 40 },
    (_, i) =>
      `${i + 1}:[function(n,t,e){"use strict";t.exports=function(n,t){return n+t*${i}}},{}]`,
  ).join(',');
  const minified = (body: string): string =>
    `!function(n){module.exports=n()}(function(){return {${modules},41:[function(n,t,e){t.exports=function(){${body}}},{}]}});\n`;

  it('notes an empty function in a file minified at the base and in the change, or new', async () => {
    expect(await judge(modified('dist/lib.min.js', minified('return 1'), minified('')))).toEqual({
      passed: true,
      found: ['empty-body:1:info'],
    });
    const verdict = await runAntiStub([added('dist/lib.min.js', minified(''))]);
    expect(verdict.findings[0]?.message).toContain("a minifier's output");
  });

  it('fails a hand-written file squeezed onto one line', async () => {
    const readable = lines('export function add(a, b) {', '  return a + b;', '}');
    expect((await judge(modified('dist/lib.js', readable, minified('')))).passed).toBe(false);
  });
});

describe('ANTI_STUB: an empty function the file compares by identity is a sentinel', () => {
  // A date library's format marker: passed in place of a format string and recognised by
  // identity, never called for what it does.
  const library = (compare: string): string =>
    lines(
      'var hooks = {};',
      'hooks.ISO_FORMAT = function () {};',
      'function parseWith(config) {',
      `  if (${compare}) {`,
      '    return parseIso(config.input);',
      '  }',
      '  return parseFormat(config.input, config.format);',
      '}',
      'module.exports = hooks;',
    );
  const task = { text: 'Add date parsing', targetPaths: ['lib'] };

  it('passes when the file compares it by identity', async () => {
    expect(
      await judge(added('lib/dates.js', library('config.format === hooks.ISO_FORMAT')), { task }),
    ).toEqual({ passed: true, found: [] });
  });

  it('still fails a new empty function that is only called, or that the task names', async () => {
    const called = library('hooks.ISO_FORMAT(config) === true');
    expect(await judge(added('lib/dates.js', called), { task })).toEqual({
      passed: false,
      found: ['empty-body:2'],
    });
    const named = { ...task, text: 'Implement hooks.ISO_FORMAT' };
    const compared = library('config.format === hooks.ISO_FORMAT');
    expect((await judge(added('lib/dates.js', compared), { task: named })).passed).toBe(false);
  });
});
