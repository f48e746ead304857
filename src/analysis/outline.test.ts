import { describe, expect, it } from 'vitest';
import { outlineSource } from './outline.js';
import type { FunctionOutline, SourceOutline } from './outline.js';

const lines = (...text: readonly string[]): string => text.join('\n');

function byName(outline: SourceOutline, qualifiedName: string): FunctionOutline {
  const found = outline.functions.find((fn) => fn.qualifiedName === qualifiedName);
  if (found === undefined) {
    throw new Error(`no function ${qualifiedName} in ${JSON.stringify(outline.functions)}`);
  }
  return found;
}

describe('outlineSource for TypeScript', () => {
  const source = lines(
    'export namespace Billing {',
    '  export class Invoice {',
    '    constructor(private readonly db: Db, name: string) {}',
    '    private total(): number { return 0; }',
    '    abstract_like(): void;',
    '  }',
    '}',
    'function outer(x: number) {',
    '  const inner = (y: number) => y + x; // adds',
    '  items.forEach((item) => {',
    '    // TODO: log',
    '  });',
    "  throw new NotImplementedError('outer');",
    '}',
    'interface Repo { find(): void }',
  );

  it('names functions by their enclosing scopes and skips bodiless declarations', async () => {
    const outline = await outlineSource('typescript', source);
    expect(outline.functions.map((fn) => fn.qualifiedName)).toEqual([
      'Billing.Invoice.constructor',
      'Billing.Invoice.total',
      'outer',
      'outer.inner',
      null,
    ]);
    expect(outline.hasErrors).toBe(false);
  });

  it('outlines what parsed around a syntax error', async () => {
    const outline = await outlineSource(
      'typescript',
      'function f() {\n  const x = ;\n}\n// TODO: fix\nfunction g() {}',
    );
    expect(outline.hasErrors).toBe(true);
    expect(outline.functions.map((fn) => fn.name)).toEqual(['f', 'g']);
    expect(outline.comments).toMatchObject([{ line: 4, text: '// TODO: fix' }]);
  });

  it('reads constructor, visibility and parameter facts', async () => {
    const outline = await outlineSource('typescript', source);
    expect(byName(outline, 'Billing.Invoice.constructor')).toMatchObject({
      kind: 'constructor',
      line: 3,
      statements: [],
      hasParameterProperties: true,
      parameterCount: 2,
    });
    expect(byName(outline, 'Billing.Invoice.total')).toMatchObject({
      kind: 'method',
      isPrivate: true,
    });
  });

  it('classifies statements, constants and expression bodies', async () => {
    const outline = await outlineSource('typescript', source);
    expect(byName(outline, 'Billing.Invoice.total').statements).toEqual([
      {
        kind: 'return',
        line: 4,
        text: 'return 0;',
        callee: null,
        strings: [],
        identifiers: [],
        constant: '0',
      },
    ]);
    expect(byName(outline, 'outer.inner').statements).toMatchObject([
      { kind: 'return', text: 'y + x', constant: null },
    ]);
    expect(byName(outline, 'outer').statements.map((statement) => statement.kind)).toEqual([
      'other',
      'other',
      'throw',
    ]);
    expect(byName(outline, 'outer').statements[2]).toMatchObject({
      callee: 'NotImplementedError',
      strings: ["'outer'"],
      identifiers: ['NotImplementedError'],
    });
  });

  it('marks callbacks passed as arguments and attributes comments to the named scope', async () => {
    const outline = await outlineSource('typescript', source);
    expect(outline.functions[4]).toMatchObject({ name: null, isArgument: true, scope: 'outer' });
    expect(outline.comments).toEqual([
      { line: 9, text: '// adds', scope: 'outer' },
      { line: 11, text: '// TODO: log', scope: 'outer' },
    ]);
  });
});

describe('outlineSource for Python', () => {
  it('drops docstrings and placeholders, and marks contract members', async () => {
    const outline = await outlineSource(
      'python',
      lines(
        'class Reader(Protocol):',
        '    def read(self, n: int) -> bytes: ...',
        'class Store:',
        '    def __init__(self, path):',
        '        # keeps nothing yet',
        '        """Doc."""',
        '        pass',
        '    @abc.abstractmethod',
        '    def load(self): raise NotImplementedError("load")',
        '    def size(self):',
        '        return -1',
      ),
    );
    expect(outline.functions.map((fn) => [fn.qualifiedName, fn.kind, fn.isContract])).toEqual([
      ['Reader.read', 'method', true],
      ['Store.__init__', 'constructor', false],
      ['Store.load', 'method', true],
      ['Store.size', 'method', false],
    ]);
    expect(byName(outline, 'Store.__init__')).toMatchObject({
      statements: [],
      bodyComments: ['# keeps nothing yet'],
      parameterCount: 1,
    });
    expect(byName(outline, 'Store.load').statements).toMatchObject([
      { kind: 'throw', callee: 'NotImplementedError' },
    ]);
    expect(byName(outline, 'Store.size').statements).toMatchObject([{ constant: '-1' }]);
  });
});

describe('outlineSource for Rust', () => {
  it('names impl and trait members, reads tails and finds macro calls', async () => {
    const outline = await outlineSource(
      'rust',
      lines(
        'trait Hooks { fn name(&self) -> String; fn start(&self) {} }',
        'impl fmt::Display for Point {',
        '    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { Ok(()) }',
        '}',
        'fn pick(x: bool) -> u8 { if x { 1 } else { 2 } }',
        'fn all() -> Vec<u8> {',
        '    let add = |a: u8| a + 1;',
        '    vec![todo!(), std::unimplemented!()]',
        '}',
      ),
    );
    expect(outline.functions.map((fn) => [fn.qualifiedName, fn.isContract])).toEqual([
      ['Hooks.start', true],
      ['fmt::Display for Point.fmt', false],
      ['pick', false],
      ['all', false],
      ['all.add', false],
    ]);
    expect(byName(outline, 'fmt::Display for Point.fmt')).toMatchObject({
      parameterCount: 1,
      statements: [{ kind: 'return', constant: 'Ok(())' }],
    });
    expect(byName(outline, 'pick').statements).toMatchObject([{ kind: 'other' }]);
    expect(outline.macroCalls).toEqual([
      { name: 'vec', line: 8, scope: 'all' },
      { name: 'todo', line: 8, scope: 'all' },
      { name: 'unimplemented', line: 8, scope: 'all' },
    ]);
  });

  it('sees placeholder macros as throws', async () => {
    const outline = await outlineSource('rust', 'fn f() -> u8 {\n    std::todo!()\n}');
    expect(outline.functions[0]?.statements).toMatchObject([{ kind: 'throw', callee: 'todo' }]);
    expect(outline.macroCalls).toEqual([{ name: 'todo', line: 2, scope: 'f' }]);
  });
});

describe('outlineSource for Go', () => {
  it('names methods by receiver and func literals by what they are bound to', async () => {
    const outline = await outlineSource(
      'go',
      lines(
        'package p',
        'func (s *Server[T]) Start() (int, error) { return 0, nil }',
        'func run() {',
        '\tstop := func() {}',
        '\tvar a, b = 1, func() {}',
        '\ts.onClose = func() {}',
        '\th := Handlers{OnOpen: func() {}}',
        '\thttp.HandleFunc("/", func() {})',
        '\tpanic("boom")',
        '}',
        'func zero() Config { return Config{} }',
      ),
    );
    expect(outline.functions.map((fn) => [fn.qualifiedName, fn.isArgument])).toEqual([
      ['Server.Start', false],
      ['run', false],
      ['run.stop', false],
      ['run.b', false],
      ['run.onClose', false],
      ['run.OnOpen', false],
      [null, true],
      ['zero', false],
    ]);
    expect(byName(outline, 'Server.Start').statements).toMatchObject([{ constant: '0, nil' }]);
    expect(byName(outline, 'zero').statements).toMatchObject([{ constant: 'Config{}' }]);
    expect(byName(outline, 'run').statements.at(-1)).toMatchObject({
      kind: 'throw',
      callee: 'panic',
      strings: ['"boom"'],
    });
  });
});
