import { describe, expect, it } from 'vitest';
import { GovernError } from '../common/index.js';
import { runConstitutionGate } from './constitution.js';
import type { ConstitutionContext } from './constitution.js';
import { goModulePath } from './constitution-resolve.js';
import { parseConstitution } from './constitution-schema.js';
import type { ConstitutionRule } from './constitution-schema.js';
import type { ChangedFile } from './types.js';

/** A repository as two file maps: `base` and the change on top of it. */
function repo(base: Record<string, string>, head: Record<string, string | null>) {
  const changes: ChangedFile[] = [];
  for (const [path, after] of Object.entries(head)) {
    const before = base[path] ?? null;
    changes.push({
      path,
      status: before === null ? 'added' : after === null ? 'deleted' : 'modified',
      before,
      after,
    });
  }
  const baseFiles = new Set(Object.keys(base));
  const headFiles = new Set(baseFiles);
  for (const change of changes) {
    if (change.after === null) {
      headFiles.delete(change.path);
    } else {
      headFiles.add(change.path);
    }
  }
  const text = (side: 'before' | 'after') => (path: string) =>
    goModulePath(
      changes.find((c) => c.path === path)?.[side] ??
        (side === 'before' ? base[path] : base[path]) ??
        null,
    );
  const context: ConstitutionContext = {
    base: { files: baseFiles, goModule: text('before') },
    head: { files: headFiles, goModule: text('after') },
    readUnchanged: (paths) => Promise.resolve(paths.map((path) => base[path] ?? null)),
  };
  return { changes, context };
}

const WHY = 'stated reason';

async function run(
  rules: Omit<ConstitutionRule, 'why'>[] | ConstitutionRule[],
  base: Record<string, string>,
  head: Record<string, string | null>,
) {
  const { changes, context } = repo(base, head);
  const parsed = parseConstitution(
    JSON.stringify({ rules: rules.map((rule) => ({ why: WHY, ...rule })) }),
    'test',
  );
  return runConstitutionGate(changes, parsed.rules, context);
}

const ui = { id: 'core-no-ui', kind: 'no-import', from: 'src/core/**', to: 'src/ui/**' } as const;

describe('no-import', () => {
  const cases: readonly {
    lang: string;
    base: Record<string, string>;
    bad: Record<string, string>;
    good: Record<string, string>;
    line: number;
  }[] = [
    {
      lang: 'TypeScript (static, resolved .js -> .ts)',
      base: {
        'src/ui/button.ts': 'export const b = 1;\n',
        'src/core/a.ts': 'export const a = 1;\n',
      },
      bad: {
        'src/core/a.ts': "import { x } from './x.js';\nimport { b } from '../ui/button.js';\n",
      },
      good: {
        'src/core/a.ts':
          "import { b } from '../core/b.js';\n// import { b } from '../ui/button.js'\n",
      },
      line: 2,
    },
    {
      lang: 'TSX (re-export)',
      base: { 'src/ui/index.tsx': 'export const B = () => <b/>;\n', 'src/core/v.tsx': '' },
      bad: { 'src/core/v.tsx': "export { B } from '../ui';\n" },
      good: { 'src/core/v.tsx': "export { B } from './b';\nconst s = '../ui';\n" },
      line: 1,
    },
    {
      lang: 'JavaScript (dynamic import() of a literal, require)',
      base: { 'src/ui/w.js': '', 'src/core/j.js': '' },
      bad: { 'src/core/j.js': "const a = 1;\nconst w = await import('../ui/w.js');\n" },
      good: { 'src/core/j.js': 'const p = name;\nconst w = await import(p);\n' },
      line: 2,
    },
    {
      lang: 'Python (relative and absolute)',
      base: { 'src/ui/view.py': '', 'src/core/m.py': '' },
      bad: { 'src/core/m.py': 'import os\nfrom ..ui import view\n' },
      good: { 'src/core/m.py': 'import os\nfrom . import helpers\n' },
      line: 2,
    },
    {
      lang: 'Go (module path from go.mod)',
      base: {
        'go.mod': 'module example.com/app\n',
        'src/ui/ui.go': 'package ui\n',
        'src/core/c.go': 'package core\n',
      },
      bad: {
        'src/core/c.go': 'package core\n\nimport (\n\t"fmt"\n\t"example.com/app/src/ui"\n)\n',
      },
      good: { 'src/core/c.go': 'package core\n\nimport "fmt"\n' },
      line: 5,
    },
    {
      lang: 'Rust (use crate::)',
      base: { 'Cargo.toml': '[package]\nname = "a"\n', 'src/ui/mod.rs': '', 'src/core/mod.rs': '' },
      bad: { 'src/core/mod.rs': 'use std::io;\nuse crate::ui::{Button, Slider};\n' },
      good: { 'src/core/mod.rs': 'use std::io;\nuse crate::core::x;\n' },
      line: 2,
    },
  ];
  for (const c of cases) {
    it(`finds a new edge in ${c.lang}, with rule id, file, line and why`, async () => {
      const bad = await run([ui], c.base, c.bad);
      expect(bad.passed).toBe(false);
      const [finding] = bad.findings;
      expect(finding?.rule).toBe('constitution/core-no-ui');
      expect(finding?.file).toBe(Object.keys(c.bad)[0]);
      expect(finding?.line).toBe(c.line);
      expect(finding?.message).toContain(WHY);
      expect((await run([ui], c.base, c.good)).findings).toEqual([]);
    });
  }

  it('does not report an edge the base already had, and matches package names', async () => {
    const base = { 'src/ui/b.ts': '', 'src/core/a.ts': "import '../ui/b.js';\n" };
    expect(
      (await run([ui], base, { 'src/core/a.ts': "import '../ui/b.js';\nexport const x = 1;\n" }))
        .passed,
    ).toBe(true);
    const react = {
      id: 'no-react',
      kind: 'no-import',
      from: 'src/core',
      to: ['react', 'react-dom'],
    } as const;
    const out = await run([react], {}, { 'src/core/n.ts': "import { h } from 'react';\n" });
    expect(out.findings.map((f) => f.rule)).toEqual(['constitution/no-react']);
  });
});

describe('immutable and append-only', () => {
  const rules = [
    { id: 'license', kind: 'immutable', paths: ['LICENSE'] },
    { id: 'migrations', kind: 'append-only', paths: ['db/migrations/**'] },
  ] as const;
  const base = { LICENSE: 'MIT\n', 'db/migrations/001.sql': 'create table t (id int);\n' };

  it('refuses edits and deletions, allows a new migration', async () => {
    const out = await run([...rules], base, {
      LICENSE: 'GPL\n',
      'db/migrations/001.sql': null,
      'db/migrations/002.sql': 'alter table t add x int;\n',
    });
    expect(out.findings.map((f) => [f.rule, f.file])).toEqual([
      ['constitution/license', 'LICENSE'],
      ['constitution/migrations', 'db/migrations/001.sql'],
    ]);
    expect((await run([...rules], base, { 'db/migrations/002.sql': 'x\n' })).passed).toBe(true);
  });
});

describe('public-api', () => {
  const rule = { id: 'api', kind: 'public-api', entry: 'src/index.ts' } as const;
  const base = {
    'src/index.ts':
      "export { add, Opts } from './math.js';\nexport * from './shapes.js';\nexport const VERSION: string = '1';\n",
    'src/math.ts':
      'export function add(a: number, b: number): number {\n  return a + b;\n}\nexport interface Opts {\n  x: number;\n  y?: string;\n}\n',
    'src/shapes.ts':
      'export class Circle {\n  area(): number {\n    return 1;\n  }\n}\nexport enum Kind { A, B }\n',
  };

  it('passes additions: a new export, an optional parameter, a new member', async () => {
    const out = await run([rule], base, {
      'src/math.ts':
        'export function add(a: number, b: number, c?: number): number {\n  return a + b + (c ?? 0);\n}\nexport interface Opts {\n  x: number;\n  y?: string;\n  z?: boolean;\n}\nexport const more = 1;\n',
      'src/shapes.ts':
        'export class Circle {\n  area(): number {\n    return 1;\n  }\n  radius(): number {\n    return 1;\n  }\n}\nexport enum Kind { A, B, C }\n',
    });
    expect(out.findings).toEqual([]);
  });

  it('reports removals and incompatible signatures behind re-exports', async () => {
    const out = await run([rule], base, {
      'src/math.ts':
        'export function add(a: number, b: string, c: number): number {\n  return a;\n}\nexport interface Opts {\n  x: string;\n}\n',
      'src/shapes.ts': 'export class Circle {}\nexport enum Kind { A }\n',
      'src/index.ts': "export { add, Opts } from './math.js';\nexport * from './shapes.js';\n",
    });
    const text = out.findings.map((f) => f.message).join('\n');
    expect(text).toContain('parameter b: number became b: string');
    expect(text).toContain('new required parameter c: number');
    expect(text).toContain('Opts.x changed');
    expect(text).toContain('Opts.y was removed');
    expect(text).toContain('Circle.area was removed');
    expect(text).toContain('Kind.B was removed');
    expect(text).toContain('export "VERSION" was removed');
    expect(
      out.findings.every((f) => f.rule === 'constitution/api' && f.file === 'src/index.ts'),
    ).toBe(true);
  });

  it('reads JavaScript arity', async () => {
    const js = { id: 'api', kind: 'public-api', entry: 'index.js' } as const;
    const before = { 'index.js': 'export function f(a, b = 1) {}\n' };
    expect(
      (await run([js], before, { 'index.js': 'export function f(a, b = 1, c = 2) {}\n' })).passed,
    ).toBe(true);
    expect(
      (await run([js], before, { 'index.js': 'export function f(a, b, c) {}\n' })).passed,
    ).toBe(false);
  });
});

describe('dependencies', () => {
  const rule = { id: 'deps', kind: 'dependencies', allow: ['@types/*'] } as const;

  it('reports a new dependency in each manifest kind, not an allowed or existing one', async () => {
    const out = await run(
      [rule],
      {
        'package.json': '{"dependencies":{"zod":"1"}}\n',
        'pyproject.toml': '[project]\nname = "x"\ndependencies = ["requests>=2"]\n',
        'go.mod': 'module m\n\nrequire (\n\tgithub.com/a/b v1.0.0\n)\n',
        'Cargo.toml': '[package]\nname = "x"\n\n[dependencies]\nserde = "1"\n',
      },
      {
        'package.json':
          '{"dependencies":{"zod":"2","left-pad":"1"},"devDependencies":{"@types/node":"20"}}\n',
        'pyproject.toml':
          '[project]\nname = "x"\ndependencies = ["requests>=2", "Flask_Login==1"]\n',
        'go.mod': 'module m\n\nrequire (\n\tgithub.com/a/b v1.1.0\n\tgithub.com/c/d v0.1.0\n)\n',
        'Cargo.toml':
          '[package]\nname = "x"\n\n[dependencies]\nserde = "1"\n\n[dev-dependencies]\ntokio = "1"\n',
      },
    );
    expect(out.findings.map((f) => f.message.split(':')[0])).toEqual([
      'new dependency "left-pad" in package.json needs sign-off',
      'new dependency "flask-login" in pyproject.toml needs sign-off',
      'new dependency "github.com/c/d" in go.mod needs sign-off',
      'new dependency "tokio" in Cargo.toml needs sign-off',
    ]);
  });

  it('fails, never passes, a manifest it cannot parse', async () => {
    const out = await run(
      [rule],
      { 'package.json': '{}' },
      { 'package.json': '{"dependencies": ' },
    );
    expect(out.passed).toBe(false);
    expect(out.findings[0]?.rule).toBe('could-not-check');
  });
});

describe('forbid', () => {
  it('matches a pattern over added lines only', async () => {
    const rule = {
      id: 'no-console',
      kind: 'forbid',
      paths: ['src/**'],
      pattern: 'console\\.log\\(',
      in: 'added-code',
    } as const;
    const base = { 'src/a.ts': 'console.log(1);\nconst a = 1;\n' };
    const out = await run([rule], base, {
      'src/a.ts': 'console.log(1);\nconst a = 2;\nconsole.log(a);\n',
    });
    expect(out.findings.map((f) => [f.rule, f.line])).toEqual([['constitution/no-console', 3]]);
    expect(
      (await run([rule], base, { 'src/a.ts': 'console.log(1);\nconst a = 3;\n' })).passed,
    ).toBe(true);
  });

  it('takes paths out of a rule with a "!" entry', async () => {
    const rule = {
      id: 'only-cli-prints',
      kind: 'forbid',
      paths: ['src/**', '!src/cli/**'],
      pattern: 'console\\.log',
      in: 'added-code',
    } as const;
    const out = await run(
      [rule],
      {},
      { 'src/cli/main.ts': 'console.log(1);\n', 'src/core/a.ts': 'console.log(2);\n' },
    );
    expect(out.findings.map((f) => f.file)).toEqual(['src/core/a.ts']);
  });

  it('matches a tree-sitter query over added code, not strings or comments', async () => {
    const rule = {
      id: 'no-eval',
      kind: 'forbid',
      paths: ['**/*.py'],
      query: '(call function: (identifier) @f (#eq? @f "eval")) @call',
      in: 'added-code',
    } as const;
    const out = await run(
      [rule],
      { 'm.py': 'x = 1\n' },
      { 'm.py': 'x = 1\n# eval(y)\ns = "eval(z)"\ny = eval(s)\n' },
    );
    expect(out.findings.map((f) => f.line)).toEqual([4]);
  });
});

describe('max-lines', () => {
  it('fails a file the change grew past the limit, not one already over it that shrank', async () => {
    const rule = { id: 'small', kind: 'max-lines', paths: ['src/**'], lines: 3 } as const;
    expect((await run([rule], {}, { 'src/a.ts': '1\n2\n3\n4\n' })).findings[0]?.line).toBe(4);
    expect(
      (await run([rule], { 'src/a.ts': '1\n2\n3\n4\n5\n' }, { 'src/a.ts': '1\n2\n3\n4\n' })).passed,
    ).toBe(true);
    expect((await run([rule], {}, { 'src/a.ts': '1\n2\n3\n' })).passed).toBe(true);
  });
});

describe('the file', () => {
  it('names the rule index, id and field of every problem', () => {
    const text = JSON.stringify({
      rules: [
        { id: 'a', why: 'w', kind: 'no-import', from: 'src' },
        { id: 'b', why: 'w', kind: 'forbid', paths: ['x'], in: 'added-code', pattern: '(' },
        { id: 'c', why: 'w', kind: 'teleport' },
        { id: 'd', why: 'w', kind: 'public-api', entry: 'main.py' },
      ],
    });
    let error: unknown;
    try {
      parseConstitution(text, '.governance/constitution.json');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GovernError);
    expect((error as GovernError).code).toBe('CONFIG_INVALID');
    const issues = (error as GovernError).details['issues'] as string[];
    expect(issues).toEqual([
      'rules[0] (id "a").to: must be a glob or a non-empty list of globs',
      expect.stringMatching(
        /^rules\[1\] \(id "b"\)\.pattern: is not a valid JavaScript regular expression/,
      ),
      expect.stringMatching(/^rules\[2\] \(id "c"\)\.kind: must be one of no-import/),
      expect.stringMatching(
        /^rules\[3\] \(id "d"\)\.entry: must name a TypeScript or JavaScript entry/,
      ),
    ]);
  });

  it('refuses duplicate ids and a forbid rule with both pattern and query', () => {
    const dup = {
      rules: [
        { id: 'a', why: 'w', kind: 'immutable', paths: ['x'] },
        { id: 'a', why: 'w', kind: 'immutable', paths: ['y'] },
      ],
    };
    expect(() => parseConstitution(JSON.stringify(dup), 'f')).toThrow(
      /rules\[1\] \(id "a"\)\.id: repeats the id of rules\[0\]/,
    );
    const both = {
      rules: [
        {
          id: 'a',
          why: 'w',
          kind: 'forbid',
          paths: ['x'],
          in: 'added-code',
          pattern: 'x',
          query: '(x) @x',
        },
      ],
    };
    expect(() => parseConstitution(JSON.stringify(both), 'f')).toThrow(/exactly one of "pattern"/);
  });
});
