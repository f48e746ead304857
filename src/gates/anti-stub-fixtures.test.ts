import { describe, expect, it } from 'vitest';
import { added, judge, lines, modified } from '../../test/helpers/anti-stub.js';
import { runAntiStub } from './anti-stub.js';

// Bodies that are fixtures, options or type tests, not missing work; written from the first run
// of bench:real's third set (find-my-way, avvio, @fastify/deepmerge), each beside a case that
// must still fail.

describe('ANTI_STUB: fixtures, options and type tests are not stubs', () => {
  it('passes an empty option or handler of an object literal passed to a call, in JavaScript and Go', async () => {
    const js = lines(
      'export function serve(port) {',
      '  const server = createServer({ onClose: function () {}, hooks: [{ drain() {} }] });',
      '  server.on({ error() {} });',
      '  return server.listen(port);',
      '}',
    );
    expect(await judge(added('src/serve.js', js))).toEqual({ passed: true, found: [] });
    const go = lines(
      'package main',
      '',
      'func serve() {',
      '\tRun(&Handlers{OnClose: func() {}}, Options{Hooks: Hooks{Drain: func() {}}})',
      '}',
      '',
    );
    expect(await judge(added('cmd/serve.go', go))).toEqual({ passed: true, found: [] });
  });

  it('still fails the same member when it is exported, not passed, or when it lost its logic', async () => {
    // An object literal that is the module's API, not a call's argument.
    const api = lines('export const api = {', '  parse(text) {},', '};');
    expect((await judge(added('src/api.js', api))).found).toEqual(['empty-body:2']);
    const before = lines(
      'export function serve(port) {',
      '  return createServer({ onClose: function () { log.flush(); pool.end(); } }).listen(port);',
      '}',
    );
    const after = lines(
      'export function serve(port) {',
      '  return createServer({ onClose: function () {} }).listen(port);',
      '}',
    );
    expect(await judge(modified('src/serve.js', before, after))).toEqual({
      passed: false,
      found: ['empty-body:2'],
    });
    const go = lines('package main', '', 'var handlers = Handlers{OnClose: func() {}}', '');
    expect((await judge(added('cmd/serve.go', go))).found).toEqual(['empty-body:3']);
  });

  it("passes a test's empty fixture, even beside a same-named function that keeps its logic", async () => {
    const before = lines(
      "test('collects bad urls', () => {",
      '  const onBadUrl = (path) => {',
      '    bad.push(path);',
      '  };',
      '  route({ onBadUrl });',
      '});',
    );
    const added = lines(
      "test('routes the root', () => {",
      '  const rootHandler = () => {};',
      '  const onBadUrl = () => {};',
      "  expect(route({ onBadUrl }).find('/').handler).toBe(rootHandler);",
      '});',
    );
    expect(
      await judge(modified('test/route.test.js', before, lines(before, added)), {
        task: { text: 'Route the root path', targetPaths: ['src', 'test'] },
      }),
    ).toEqual({ passed: true, found: [] });
    // The base's own handler emptied is logic lost, test file or not; a warning when the task
    // declares its test changes, as TEST_INTEGRITY then lets the assertions change.
    const emptied = before.replace('    bad.push(path);\n', '');
    expect(await judge(modified('test/route.test.js', before, emptied))).toEqual({
      passed: false,
      found: ['empty-body:2'],
    });
    const mocked = before
      .replace('bad.push(path);', 'return false;')
      .replace('(path) => {', '() => {');
    expect(await judge(modified('test/route.test.js', before, mocked))).toEqual({
      passed: false,
      found: ['constant-return:3'],
    });
    for (const after of [emptied, mocked]) {
      const declared = await judge(modified('test/route.test.js', before, after), {
        testChangesDeclared: true,
      });
      expect(declared.passed).toBe(true);
      expect(declared.found).toEqual([expect.stringMatching(/:warning$/)]);
    }
    // Declared test changes do not reach a source file.
    expect(
      (await judge(modified('src/route.js', before, emptied), { testChangesDeclared: true })).found,
    ).toEqual(['empty-body:2']);
  });

  it('passes bodies and a bare @ts-expect-error in a type test, which is compiled and never run', async () => {
    const typeTest = lines(
      "import { expect } from 'tstyche';",
      "import { merge } from '../index.js';",
      'expect(merge).type.not.toBeCallableWith({ mergeArray: function () {} });',
      'function fixture(): string {',
      "  throw new Error('not implemented');",
      '}',
      '// @ts-expect-error',
      'merge(fixture, 1);',
      '',
    );
    expect(await judge(added('types/index.tst.ts', typeTest))).toEqual({
      passed: true,
      found: ['suppression:7:info'],
    });
    expect(await judge(added('index.test-d.ts', typeTest))).toEqual({
      passed: true,
      found: ['suppression:7:info'],
    });
    // The same text as a source file is a stub and a bare suppression.
    expect((await judge(added('src/index.ts', typeTest))).found).toEqual([
      'not-implemented:5',
      'suppression:7',
    ]);
  });

  it('reads a file path in the task as a file, not as the name of a function', async () => {
    const after = lines('export class Queue {', '  after(): void {}', '  load(): void {}', '}');
    const task = {
      text: 'Release 9.3.1 (changes test/after-and-ready.test.js, lib/load.js); fix Queue.load',
      targetPaths: ['lib'],
    };
    // `after` only appears inside a path; `load` is named as `Queue.load`.
    expect(await judge(added('lib/queue.ts', after), { task })).toEqual({
      passed: false,
      found: ['empty-body:2', 'empty-body:3'],
    });
    const found = (await runAntiStub([added('lib/queue.ts', after)], { task })).findings;
    expect(found.map((f) => f.message.includes('the task asks for it'))).toEqual([false, true]);
  });
});

describe('ANTI_STUB: a type checker suppression where no type checker runs', () => {
  // jest-mock-extended 4.0.0 (bench:real's ninth set) ships its compiled lib/ with the
  // `// @ts-expect-error` comments tsc kept, in a repository that type-checks nothing.
  const before = lines(
    'class CaptorMatcher {',
    '  constructor() {',
    '    this.asymmetricMatch = (actualValue) => {',
    '      this.value = actualValue;',
    '      return true;',
    '    };',
    '  }',
    '}',
  );
  const after = before.replace(
    '      this.value = actualValue;',
    '      // @ts-expect-error\n      this.value = actualValue;',
  );

  it('is a note in a JavaScript file of a repository that runs no type checker', async () => {
    const result = await judge(modified('lib/Matchers.js', before, after), { typeChecked: false });
    expect(result).toEqual({ passed: true, found: ['suppression:4:info'] });
  });

  it('still fails where the repository type-checks, and in TypeScript files', async () => {
    const checked = await judge(modified('lib/Matchers.js', before, after), { typeChecked: true });
    expect(checked.passed).toBe(false);
    const ts = await judge(modified('src/Matchers.ts', before, after), { typeChecked: false });
    expect(ts.passed).toBe(false);
  });
});
