/* eslint-disable max-lines -- fixture tables for six languages: the length is data, not logic */
import { describe, expect, it } from 'vitest';
import { languageForPath, outlineSource } from '../analysis/index.js';
import type { SourceLanguage } from '../analysis/index.js';
import { ANTI_STUB_RULES, runAntiStub } from './anti-stub.js';
import type { ChangedFile } from './types.js';

interface Case {
  readonly name: string;
  readonly path: string;
  readonly after: string;
  /** Absent: the file is added. */
  readonly before?: string;
  /** `rule:line` of every finding, in report order. */
  readonly expected: readonly string[];
}

const lines = (...text: readonly string[]): string => text.join('\n');

function changeOf(path: string, after: string, before?: string): ChangedFile {
  return before === undefined
    ? { path, status: 'added', before: null, after }
    : { path, status: 'modified', before, after };
}

async function findingsOf(...changes: readonly ChangedFile[]): Promise<string[]> {
  const verdict = await runAntiStub(changes);
  expect(verdict.error).toBeUndefined();
  expect(verdict.passed).toBe(verdict.findings.every((finding) => finding.severity !== undefined));
  // Notes and warnings carry their severity; a failing finding is `rule:line`.
  return verdict.findings.map(
    (finding) =>
      `${finding.rule}:${String(finding.line)}${finding.severity === undefined ? '' : `:${finding.severity}`}`,
  );
}

function languageOf(path: string): SourceLanguage {
  const language = languageForPath(path);
  if (language === null) {
    throw new Error(`fixture ${path} has no language`);
  }
  return language;
}

function checkCases(cases: readonly Case[]): void {
  it.each(cases)('$name', async ({ path, after, before, expected }) => {
    // A fixture that does not parse would pass "no findings" for the wrong reason.
    expect((await outlineSource(languageOf(path), after)).hasErrors).toBe(false);
    expect(await findingsOf(changeOf(path, after, before))).toEqual(expected);
  });
}

const TYPESCRIPT_CASES: readonly Case[] = [
  {
    name: 'reports an empty function declaration',
    path: 'src/billing.ts',
    after: 'export function parseAmount(text: string): number {}',
    expected: ['empty-body:1'],
  },
  {
    name: 'reports empty methods, class-field arrows and object-literal functions',
    path: 'src/billing.ts',
    after: lines(
      'export class Store {',
      '  load(): void {}',
      '  onSave = () => {};',
      '}',
      'const api = { get() {}, put: () => {}, del: function () {} };',
    ),
    expected: ['empty-body:2', 'empty-body:3', 'empty-body:5', 'empty-body:5', 'empty-body:5'],
  },
  {
    name: 'reports empty functions bound to a variable or a property',
    path: 'src/billing.ts',
    after: lines(
      'export const handle = async (req: Request) => {};',
      'exports.run = function () {};',
      'window.onload = () => {};',
    ),
    expected: ['empty-body:1', 'empty-body:2', 'empty-body:3'],
  },
  {
    name: 'reports bodies that only throw "not implemented", in any wording',
    path: 'src/billing.ts',
    after: lines(
      'function a(): number {',
      "  throw new Error('Not implemented');",
      '}',
      'function b() { throw new Error("TODO"); }',
      'function c(x: string) { throw new Error(`not yet implemented: ${x}`); }',
      'function d() { throw new NotImplementedError(); }',
    ),
    expected: ['not-implemented:2', 'not-implemented:4', 'not-implemented:5', 'not-implemented:6'],
  },
  {
    name: 'reports TODO, FIXME, XXX, HACK and @todo comments on the marker line',
    path: 'src/billing.ts',
    after: lines(
      '// TODO: handle negatives',
      'const a = 1; // FIXME',
      '/*',
      ' * XXX remove before release',
      ' */',
      '/** @todo document */',
      'let b = 2; // HACK around a parser bug',
    ),
    // Outside any function a marker is a note about future work, not missing work.
    expected: [
      'todo-comment:1:info',
      'todo-comment:2:info',
      'todo-comment:4:info',
      'todo-comment:6:info',
      'todo-comment:7:info',
    ],
  },
  {
    name: 'reports a constant return replacing the baseline logic',
    path: 'src/billing.ts',
    before: lines(
      'export function total(xs: number[]): number {',
      '  let sum = 0;',
      '  for (const x of xs) sum += x;',
      '  return sum;',
      '}',
      'export const isValid = (s: string) => {',
      '  if (s.trim() === "") return false;',
      '  return check(s);',
      '};',
    ),
    after: lines(
      'export function total(xs: number[]): number {',
      '  return 0;',
      '}',
      'export const isValid = (s: string) => true;',
    ),
    expected: ['constant-return:2', 'constant-return:4'],
  },
  {
    name: 'ignores spread syntax and ellipses in strings and comments',
    path: 'src/billing.ts',
    after: lines(
      'export function call(...args: unknown[]): unknown {',
      "  const label = 'loading...'; // waiting...",
      '  return run(...args, { ...defaults, label });',
      '}',
    ),
    expected: [],
  },
  {
    name: 'ignores empty functions named noop',
    path: 'src/billing.ts',
    after: lines(
      'const noop = () => {};',
      'function _noop() {}',
      'export const NOOP = () => {};',
      'class A { noOp(): void {} }',
      'const TEARDOWN_NOOP = () => {};',
      'function handleNoop() {}',
      'function nopDsf(value) {}',
    ),
    expected: [],
  },
  {
    name: 'does not mistake a name that merely starts with noop for a noop',
    path: 'src/billing.ts',
    after: lines('function noopener() {}', 'function snoop() {}'),
    expected: ['empty-body:1', 'empty-body:2'],
  },
  {
    name: 'ignores anonymous empty callbacks passed as arguments',
    path: 'src/billing.ts',
    after: lines(
      'promise.catch(() => {});',
      "emitter.on('close', () => {});",
      'setTimeout(function () {}, 10);',
      'const cb = useCallback(() => {}, []);',
    ),
    expected: [],
  },
  {
    name: 'ignores declarations without bodies',
    path: 'src/billing.ts',
    after: lines(
      'export abstract class Shape { abstract area(): number; }',
      'export interface Repo { find(id: string): Item; }',
      'export type Fn = { call(): void };',
      'export function parse(s: string): number;',
      'export function parse(s: number): number;',
      'export function parse(s: unknown): number { return Number(s); }',
      'declare function external(): void;',
      'declare class Native { run(): void; }',
    ),
    expected: [],
  },
  {
    name: 'ignores constructors with parameter properties, private or without parameters',
    path: 'src/billing.ts',
    after: lines(
      'class A { constructor(private readonly db: Db) {} }',
      'class B { constructor(readonly name: string, public age = 1) {} }',
      'class C { private constructor() {} }',
      'class D { constructor() {} }',
    ),
    expected: [],
  },
  {
    name: 'reports an empty constructor that drops its parameters',
    path: 'src/billing.ts',
    after: 'class A { constructor(db: Db) {} }',
    expected: ['empty-body:1'],
  },
  {
    name: 'ignores an empty body with a comment that says why',
    path: 'src/billing.ts',
    after: lines(
      'function onIdle(): void {',
      '  // intentionally empty: the poller does the work',
      '}',
    ),
    expected: [],
  },
  {
    name: 'still reports an empty body whose only comment is a TODO',
    path: 'src/billing.ts',
    after: lines('function onIdle(): void {', '  // TODO: poll', '}'),
    expected: ['empty-body:1', 'todo-comment:2'],
  },
  {
    name: 'ignores real throws, markers inside strings and lower-case words',
    path: 'src/billing.ts',
    after: lines(
      "function check(x: number) { throw new Error('invalid amount'); }",
      'function checkTodo(id: string) { throw new Error(`invalid todo id ${id}`); }',
      "function getTodos() { return fetch('/api/todo'); }",
      "const note = 'TODO: this is data, not a comment';",
      '// the todo list renders here; a hack? no; format xxx-xxxx',
    ),
    expected: [],
  },
  {
    name: 'ignores constant returns where the baseline had none',
    path: 'src/billing.ts',
    before: 'export function level() { return 1; }',
    after: lines(
      'export function level() { return 2; }',
      'export function version() { return 3; }',
    ),
    expected: [],
  },
  {
    name: 'ignores .d.ts files entirely',
    path: 'types/api.d.ts',
    after: lines('// TODO: document', 'export declare function f(): void;'),
    expected: [],
  },
];

const TSX_CASES: readonly Case[] = [
  {
    name: 'reports empty components and handlers, JSX TODO comments and placeholder throws',
    path: 'src/view.tsx',
    after: lines(
      'export function Panel(props: Props) {}',
      'export function Card() {',
      '  const onClick = () => {};',
      '  return <div onClick={onClick}>{/* TODO: wire up */}</div>;',
      '}',
      "export const Chart = () => { throw new Error('not implemented'); };",
    ),
    expected: ['empty-body:1', 'empty-body:3', 'todo-comment:4:info', 'not-implemented:6'],
  },
  {
    name: 'reports a component that now returns null where it rendered',
    path: 'src/view.tsx',
    before: lines(
      'export function Badge({ count }: Props) {',
      '  if (count === 0) return null;',
      '  return <span>{count}</span>;',
      '}',
    ),
    after: lines('export function Badge({ count }: Props) {', '  return null;', '}'),
    expected: ['constant-return:2'],
  },
  {
    name: 'ignores noops, parameter-property constructors and explained bodies in TSX',
    path: 'src/view.tsx',
    after: lines(
      'const noop = () => {};',
      'class Store { constructor(private readonly api: Api) {} }',
      'export function Empty() {',
      '  // renders nothing on purpose: the portal fills it',
      '}',
      'export const View = () => <Modal onClose={noop} />;',
    ),
    expected: [],
  },
  {
    name: 'ignores inline callbacks, JSX spreads and ellipses in JSX text',
    path: 'src/view.tsx',
    after: lines(
      'export function List({ items, ...rest }: Props) {',
      '  return (',
      '    <ul {...rest} onClick={() => {}}>',
      '      <li>Loading...</li>',
      '    </ul>',
      '  );',
      '}',
    ),
    expected: [],
  },
];

const JAVASCRIPT_CASES: readonly Case[] = [
  {
    name: 'reports empty functions, generators, placeholder throws and FIXME comments',
    path: 'lib/jobs.js',
    after: lines(
      'function parse() {}',
      'module.exports.run = function () {};',
      'class Job {',
      "  start() { throw new Error('Not Implemented'); }",
      '  stop = () => {};',
      '}',
      'function* ids() {}',
      '// FIXME: leaks',
    ),
    expected: [
      'empty-body:1',
      'empty-body:2',
      'not-implemented:4',
      'empty-body:5',
      'empty-body:7',
      'todo-comment:8:info',
    ],
  },
  {
    name: 'reports a constant return replacing logic in .mjs',
    path: 'lib/rate.mjs',
    before: 'export function rate(x) {\n  const y = x * 2;\n  return y + 1;\n}',
    after: 'export function rate(x) {\n  return 42;\n}',
    expected: ['constant-return:2'],
  },
  {
    name: 'reports an empty handler in .jsx',
    path: 'ui/app.jsx',
    after: 'export const App = () => {\n  const save = () => {};\n  return <p>Saving...</p>;\n};',
    expected: ['empty-body:2'],
  },
  {
    name: 'reads .cjs files',
    path: 'lib/config.cjs',
    after: '// TODO: load from env\nmodule.exports = {};',
    expected: ['todo-comment:1:info'],
  },
  {
    name: 'ignores noops, callbacks, parameterless constructors, explained bodies and spreads',
    path: 'lib/ok.js',
    after: lines(
      'const noop = () => {};',
      "process.on('SIGINT', () => {});",
      'class A { constructor() {} }',
      'function idle() { /* nothing to do: events drive this */ }',
      'function call(...args) { return f(...args, "wait..."); }',
    ),
    expected: [],
  },
];

const PYTHON_CASES: readonly Case[] = [
  {
    name: 'reports pass, ellipsis and docstring-only bodies and NotImplementedError',
    path: 'app/store.py',
    after: lines(
      'def parse(text):',
      '    pass',
      '',
      'class Store:',
      '    def load(self):',
      '        """Load it."""',
      '        ...',
      '',
      '    def save(self):',
      '        raise NotImplementedError',
      '',
      'def later():',
      '    """Doc."""',
      '    raise NotImplementedError("later")',
      '# TODO: handle unicode',
    ),
    expected: [
      'pass-body:1',
      // `load` is documented by its docstring: a default method, unless the task names it.
      'not-implemented:10',
      'not-implemented:14',
      'todo-comment:15:info',
    ],
  },
  {
    name: 'reports a constant return replacing logic',
    path: 'app/store.py',
    before: lines(
      'def is_valid(x):',
      '    if x is None:',
      '        return False',
      '    return x > 0',
    ),
    after: lines('def is_valid(x):', '    return True'),
    expected: ['constant-return:2'],
  },
  {
    name: 'ignores abstract methods, overloads and Protocol members',
    path: 'app/store.py',
    after: lines(
      'class Base(ABC):',
      '    @abstractmethod',
      '    def run(self): pass',
      '    @abc.abstractmethod',
      '    def stop(self):',
      '        raise NotImplementedError',
      '@overload',
      'def get(x: int) -> int: ...',
      'class Reader(typing.Protocol):',
      '    def read(self) -> bytes: ...',
    ),
    expected: [],
  },
  {
    name: 'ignores ellipsis values, explained bodies, noops, empty classes and docstring TODOs',
    path: 'app/store.py',
    after: lines(
      'x = y[..., 0]',
      'print("loading...")  # waiting...',
      'def call(*args, **kwargs):\n    return run(*args, **kwargs)',
      'def idle():',
      '    # nothing to do: the scheduler calls back',
      '    pass',
      'def _noop(*args): pass',
      'class Missing(Exception): pass',
      'def run():',
      '    """TODO: this is a docstring, not a comment."""',
      '    return go()',
      'class P:',
      '    def __eq__(self, other):',
      '        return NotImplemented',
    ),
    expected: [],
  },
  {
    name: 'ignores .pyi stubs',
    path: 'app/store.pyi',
    after: 'def parse(text: str) -> int: ...\n# TODO: types',
    expected: [],
  },
];

const RUST_CASES: readonly Case[] = [
  {
    name: 'reports empty fns, todo!/unimplemented! anywhere, panicking placeholders and TODOs',
    path: 'src/lib.rs',
    after: lines(
      'pub fn parse(s: &str) -> u32 {}',
      'impl Store {',
      '    pub fn new() -> Self {',
      '        todo!()',
      '    }',
      '    fn load(&self) -> u32 {',
      '        let x = 1;',
      '        x + unimplemented!("load")',
      '    }',
      '}',
      'fn check() {',
      '    panic!("not implemented");',
      '}',
      '// TODO: wire',
      'const LIMIT: u32 = std::todo!();',
      'fn items() -> Vec<u32> { vec![todo!()] }',
      '/* FIXME: slow */',
    ),
    expected: [
      'empty-body:1',
      'todo-macro:4',
      'todo-macro:8',
      'not-implemented:12',
      'todo-comment:14:info',
      'todo-macro:15',
      'todo-macro:16',
      'todo-comment:17:info',
    ],
  },
  {
    name: 'reports Ok(()) replacing the baseline verification',
    path: 'src/lib.rs',
    before: lines(
      'fn verify(sig: &[u8]) -> Result<(), Error> {',
      '    if !check(sig) { return Err(Error::Bad); }',
      '    Ok(())',
      '}',
    ),
    after: lines('fn verify(sig: &[u8]) -> Result<(), Error> {', '    Ok(())', '}'),
    expected: ['constant-return:2'],
  },
  {
    name: 'ignores trait signatures and defaults, noops, closures, explained bodies and strings',
    path: 'src/lib.rs',
    after: lines(
      'trait Hooks {',
      '    fn name(&self) -> String;',
      '    fn on_event(&self) {}',
      '}',
      'fn noop() {}',
      'fn each(items: &[u32]) { items.iter().for_each(|_| {}); }',
      'fn idle() { /* the runtime polls for us */ }',
      'fn get(i: usize) -> u32 { panic!("index out of range") }',
      'fn log() { println!("todo!() later..."); }',
    ),
    expected: [],
  },
];

const GO_CASES: readonly Case[] = [
  {
    name: 'reports empty funcs, panics and errors saying "not implemented", bound literals, TODOs',
    path: 'pkg/store/store.go',
    after: lines(
      'package store',
      '',
      'func Parse(s string) int {}',
      '',
      'func (s *Store) Load() error {',
      '\tpanic("not implemented")',
      '}',
      '',
      'func (s *Store) Save() (int, error) {',
      '\treturn 0, errors.New("not implemented")',
      '}',
      '',
      'var handler = func() {}',
      '',
      '// TODO: retry',
      'func (s *Store) Close() {}',
    ),
    expected: [
      'empty-body:3',
      'not-implemented:6',
      'not-implemented:10',
      'empty-body:13',
      'todo-comment:15:info',
      'empty-body:16',
    ],
  },
  {
    name: 'reports a constant return replacing logic',
    path: 'pkg/store/store.go',
    before: lines(
      'package store',
      'func Valid(s string) bool {',
      '\tif s == "" {',
      '\t\treturn false',
      '\t}',
      '\treturn check(s)',
      '}',
    ),
    after: lines('package store', 'func Valid(s string) bool {', '\treturn true', '}'),
    expected: ['constant-return:3'],
  },
  {
    name: 'ignores interface specs, noops, marker methods, deferred and argument literals',
    path: 'pkg/store/store.go',
    after: lines(
      'package store',
      'type Repo interface { Find(id string) (Item, error) }',
      'func noop() {}',
      'func (*BinaryExpr) exprNode() {}',
      'func sum(xs ...int) int { return add(xs...) }',
      'func wait() {\n\tlog.Print("loading...") // waiting...\n}',
      'func run() {',
      '\tdefer func() {}()',
      '\thttp.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {})',
      '}',
      'func idle() {',
      '\t// the ticker drives this',
      '}',
      'func must() { panic("unreachable") }',
    ),
    expected: [],
  },
];

describe('ANTI_STUB in TypeScript', () => {
  checkCases(TYPESCRIPT_CASES);
});

describe('ANTI_STUB in TSX', () => {
  checkCases(TSX_CASES);
});

describe('ANTI_STUB in JavaScript', () => {
  checkCases(JAVASCRIPT_CASES);
});

describe('ANTI_STUB in Python', () => {
  checkCases(PYTHON_CASES);
});

describe('ANTI_STUB in Rust', () => {
  checkCases(RUST_CASES);
});

describe('ANTI_STUB in Go', () => {
  checkCases(GO_CASES);
});

describe('ANTI_STUB on stubs the baseline already had', () => {
  const positives = [
    ...TYPESCRIPT_CASES,
    ...TSX_CASES,
    ...JAVASCRIPT_CASES,
    ...PYTHON_CASES,
    ...RUST_CASES,
    ...GO_CASES,
  ].filter((fixture) => fixture.before === undefined && fixture.expected.length > 0);

  it.each(positives)('reports nothing when $name was already there and moved', async (fixture) => {
    // Two blank lines on top move every stub without changing it.
    const moved = `\n\n${fixture.after}`;
    expect(await findingsOf(changeOf(fixture.path, moved, fixture.after))).toEqual([]);
  });
});

describe('ANTI_STUB on a file the change moves (git mv: a deletion and an addition)', () => {
  const stubbed = lines(
    'export function later(): number {',
    "  throw new Error('not implemented');",
    '}',
    'export function add(a: number, b: number): number {',
    '  return a + b;',
    '}',
    '',
  );
  const deleted: ChangedFile = {
    path: 'src/math.ts',
    status: 'deleted',
    before: stubbed,
    after: null,
  };

  it('judges the moved file against the one it came from', async () => {
    expect(await findingsOf(deleted, changeOf('lib/math.ts', stubbed))).toEqual([]);
    // A stub the move added is still the change's.
    const grown = `${stubbed}export function sub(a: number, b: number): number {\n  throw new Error('TODO');\n}\n`;
    expect(await findingsOf(deleted, changeOf('lib/math.ts', grown))).toEqual([
      'not-implemented:8',
    ]);
    // Without the deletion, the same file is new, and so is its placeholder.
    expect(await findingsOf(changeOf('lib/math.ts', stubbed))).toEqual(['not-implemented:2']);
  });
});

describe('ANTI_STUB counts only what the change added', () => {
  const path = 'src/a.ts';
  const old = lines('function a() {}', '// TODO: old', 'function b() { return 1; }');

  it('does not report stubs already in the baseline', async () => {
    const after = `${old}\nfunction c() { return b() + 1; }`;
    expect(await findingsOf(changeOf(path, after, old))).toEqual([]);
  });

  it('does not report stubs that only moved', async () => {
    const after = lines('function b() { return 1; }', '', '', 'function a() {}', '// TODO: old');
    expect(await findingsOf(changeOf(path, after, old))).toEqual([]);
  });

  it('reports a new stub once in a file that already had one', async () => {
    const after = lines(old, 'function d() {}', '// TODO: old');
    expect(await findingsOf(changeOf(path, after, old))).toEqual([
      'empty-body:4',
      'todo-comment:5:info',
    ]);
  });

  it('reports every stub of an added file', async () => {
    expect(await findingsOf(changeOf(path, old))).toEqual(['empty-body:1', 'todo-comment:2:info']);
  });

  it('ignores deleted files and languages it does not know', async () => {
    const verdict = await runAntiStub([
      { path, status: 'deleted', before: old, after: null },
      changeOf('README.md', '<!-- TODO: docs -->'),
      changeOf('src/native.c', 'void f() {} // TODO'),
    ]);
    expect(verdict).toMatchObject({
      gate: 'ANTI_STUB',
      passed: true,
      severity: 'info',
      findings: [],
    });
  });

  it('scans a file with syntax errors for what parsed, without crashing', async () => {
    const after = lines('function broken( {', '}', '// TODO: fix the parse', 'function ok() {}');
    const verdict = await runAntiStub([changeOf(path, after)]);
    expect(verdict.error).toBeUndefined();
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => finding.rule)).toContain('todo-comment');
  });
});

/** A file of `count` ordinary functions in the language of `path`. */
function ordinaryFile(path: string, count: number): string {
  const body = (i: number): string => {
    if (path.endsWith('.py')) {
      return `def f${String(i)}(xs):\n    total = 0\n    for x in xs:\n        total += x * ${String(i)}\n    return total\n`;
    }
    if (path.endsWith('.go')) {
      return `func F${String(i)}(xs []int) int {\n\ttotal := 0\n\tfor _, x := range xs {\n\t\ttotal += x * ${String(i)}\n\t}\n\treturn total\n}\n`;
    }
    if (path.endsWith('.rs')) {
      return `fn f${String(i)}(xs: &[i32]) -> i32 {\n    let mut total = 0;\n    for x in xs {\n        total += x * ${String(i)};\n    }\n    total\n}\n`;
    }
    return `export function f${String(i)}(xs: number[]): number {\n  let total = 0;\n  for (const x of xs) {\n    total += x * ${String(i)}; // weighted\n  }\n  return total;\n}\n`;
  };
  return Array.from({ length: count }, (_, i) => body(i)).join('\n');
}

// Speed is measured by the benchmark scripts, not asserted here (a loaded CI machine would
// make a timing assertion flaky); this checks the same 10-file change is judged right.
describe('ANTI_STUB on a 10-file change', () => {
  it('reports the one added TODO of each of ten ordinary files, run after run', async () => {
    const paths = ['a.ts', 'b.ts', 'c.tsx', 'd.js', 'e.py', 'f.py', 'g.rs', 'h.go', 'i.ts', 'j.go'];
    // About 300 lines a file; each change adds one TODO so both sides get parsed and compared.
    const changes = paths.map((name) => {
      const before = ordinaryFile(name, 40);
      const marker = name.endsWith('.py') ? '# TODO: tune' : '// TODO: tune';
      return changeOf(`src/${name}`, `${before}\n${marker}\n`, before);
    });
    for (let run = 0; run < 3; run++) {
      const verdict = await runAntiStub(changes);
      expect(verdict.findings).toHaveLength(10);
      expect(new Set(verdict.findings.map((f) => f.rule))).toEqual(new Set(['todo-comment']));
    }
  });
});

describe('ANTI_STUB verdict', () => {
  it('passes with no findings when nothing was added', async () => {
    const verdict = await runAntiStub([changeOf('src/a.ts', 'export const a = 1;\n', '')]);
    expect(verdict).toMatchObject({
      gate: 'ANTI_STUB',
      passed: true,
      severity: 'info',
      findings: [],
    });
    expect(verdict.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('fails with error severity and findings that tell the agent what to do', async () => {
    const verdict = await runAntiStub([
      changeOf('src/b.ts', 'export function c() {}'),
      changeOf('src/a.ts', 'export function parseAmount(text: string): number {}\n// TODO: x'),
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.severity).toBe('error');
    expect(verdict.findings).toEqual([
      {
        file: 'src/b.ts',
        line: 1,
        rule: 'empty-body',
        message: 'function `c` has an empty body; implement it',
      },
      {
        file: 'src/a.ts',
        line: 1,
        rule: 'empty-body',
        message: 'function `parseAmount` has an empty body; implement it',
      },
      {
        file: 'src/a.ts',
        line: 2,
        rule: 'todo-comment',
        message: 'TODO comment added ("// TODO: x"): a note outside any function',
        severity: 'info',
      },
    ]);
  });

  it('names the method, placeholder and constant in its messages', async () => {
    const verdict = await runAntiStub([
      changeOf('src/s.ts', "class S {\n  load() { throw new Error('TODO'); }\n}"),
      changeOf('src/lib.rs', 'impl S { fn new() -> Self { todo!() } }'),
      changeOf('src/v.ts', 'function v() { return true; }', 'function v() { a(); return b(); }'),
    ]);
    expect(verdict.findings.map((finding) => finding.message)).toEqual([
      'method `S.load` only throws a "not implemented" placeholder (`throw new Error(\'TODO\');`); implement it',
      '`todo!()` left in `S.new`; replace it with a real implementation',
      'function `v` now only returns the constant `true` where the baseline had real logic; restore a real implementation instead of hard-coding the result',
    ]);
  });

  it('pins the rule ids it reports', () => {
    expect([...ANTI_STUB_RULES].sort()).toEqual([
      'constant-return',
      'empty-body',
      'not-implemented',
      'pass-body',
      'suppression',
      'todo-comment',
      'todo-macro',
    ]);
  });

  it('turns an exception into a failed verdict, never a pass', async () => {
    const exploding = {
      path: 'src/a.ts',
      status: 'modified',
      before: '',
      get after(): string {
        throw new Error('disk vanished');
      },
    } satisfies ChangedFile;
    const verdict = await runAntiStub([exploding]);
    expect(verdict).toMatchObject({
      gate: 'ANTI_STUB',
      passed: false,
      severity: 'error',
      error: {
        code: 'GATE_CRASHED',
        message: 'ANTI_STUB could not check the change: disk vanished',
      },
    });
  });
});
