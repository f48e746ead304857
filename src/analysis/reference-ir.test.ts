import { describe, expect, it } from 'vitest';
import { identifiersUsedIn, IR_MIN_LINES, namesInText, renderReferenceIr } from './reference-ir.js';

/** Joins lines and pads the file past the short-file threshold with blank lines. */
function file(...lines: readonly string[]): string {
  const padding = Array.from({ length: Math.max(0, IR_MIN_LINES + 1 - lines.length) }, () => '');
  return [...lines, ...padding].join('\n');
}

// A body long enough to be worth a marker.
const work = (indent: string, comment: string): string[] => [
  `${indent}${comment} step one: read the input and validate each field carefully`,
  `${indent}${comment} step two: compute the totals and apply the discount rules`,
];

describe('renderReferenceIr', () => {
  it('TypeScript: keeps imports, types, signatures, members and docs; elides bodies to a marker', async () => {
    const source = file(
      "import { z } from 'zod';",
      'export type Money = { cents: number };',
      '/** Adds two amounts. */',
      'export function add(a: Money, b: Money = { cents: 0 }): Money {',
      ...work('  ', '//'),
      '  return { cents: a.cents + b.cents };',
      '}',
      'export class Ledger<T> implements Store {',
      '  private readonly items: T[] = [];',
      '  /** Records one entry. */',
      '  record(item: T, at: Date): void {',
      ...work('    ', '//'),
      '    this.items.push(item);',
      '  }',
      '}',
      'export const double = (x: number): number => x * 2;',
    );
    const ir = await renderReferenceIr('src/money.ts', source);
    expect(ir.mode).toBe('ir');
    for (const kept of [
      "import { z } from 'zod';",
      'export type Money = { cents: number };',
      '/** Adds two amounts. */',
      'export function add(a: Money, b: Money = { cents: 0 }): Money {',
      'export class Ledger<T> implements Store {',
      '  private readonly items: T[] = [];',
      '  /** Records one entry. */',
      '  record(item: T, at: Date): void {',
      'export const double = (x: number): number => x * 2;',
    ]) {
      expect(ir.text).toContain(kept);
    }
    expect(ir.text).not.toContain('step one');
    expect(ir.text).toContain('{ /* … body elided: lines 4-8 of src/money.ts */ }');
    expect(ir.text).toContain('{ /* … body elided: lines 12-16 of src/money.ts */ }');
    expect(ir.elided.map((body) => body.name)).toEqual(['add', 'record']);
  });

  it('keeps the bodies of named symbols, and of every member of a named class', async () => {
    const source = file(
      'export function add(a: number, b: number): number {',
      ...work('  ', '//'),
      '  return a + b;',
      '}',
      'export function sub(a: number, b: number): number {',
      ...work('  ', '//'),
      '  return a - b;',
      '}',
      'class Ledger {',
      '  record(): void {',
      ...work('    ', '//'),
      '  }',
      '}',
    );
    const ir = await renderReferenceIr('src/a.ts', source, {
      keepNames: namesInText('Fix `sub` and the Ledger class'),
    });
    expect(ir.text).toContain('  return a - b;');
    expect(ir.text).not.toContain('  return a + b;');
    expect(ir.keptNamed).toEqual(['sub', 'record']);
  });

  it('Python: keeps decorators, signatures and docstrings; the marker is an ellipsis and a comment', async () => {
    const source = file(
      'import os',
      'from typing import Optional',
      '',
      'class Store(Base):',
      '    """A store of rows."""',
      '',
      '    @property',
      '    def size(self, limit: Optional[int] = None) -> int:',
      '        """Counts the rows."""',
      ...work('        ', '#'),
      '        return len(self.rows)',
      '',
      'def load(path: str = os.sep) -> Store:',
      ...work('    ', '#'),
      '    return Store(path)',
    );
    const ir = await renderReferenceIr('lib/store.py', source);
    expect(ir.text).toContain(
      [
        '    def size(self, limit: Optional[int] = None) -> int:',
        '        """Counts the rows."""',
        '        ...  # … body elided: lines 10-12 of lib/store.py',
      ].join('\n'),
    );
    expect(ir.text).toContain(
      'def load(path: str = os.sep) -> Store:\n    ...  # … body elided: lines 15-17 of lib/store.py',
    );
    expect(ir.text).toContain('class Store(Base):\n    """A store of rows."""');
    expect(ir.text).not.toContain('return len');
  });

  it('Go: keeps types, receivers and doc comments', async () => {
    const source = file(
      'package store',
      '',
      'import "fmt"',
      '',
      '// Store holds rows.',
      'type Store struct{ rows []string }',
      '',
      '// Size counts the rows.',
      'func (s *Store) Size(limit int) (int, error) {',
      ...work('\t', '//'),
      '\treturn len(s.rows), nil',
      '}',
    );
    const ir = await renderReferenceIr('store.go', source);
    expect(ir.text).toContain(
      '// Size counts the rows.\nfunc (s *Store) Size(limit int) (int, error) { /* … body elided: lines 9-13 of store.go */ }',
    );
    expect(ir.text).toContain('type Store struct{ rows []string }');
    // A Go method is kept when its receiver type is named.
    const named = await renderReferenceIr('store.go', source, { keepNames: new Set(['Store']) });
    expect(named.text).toContain('\treturn len(s.rows), nil');
  });

  it('Rust: keeps impl blocks, trait signatures and doc comments', async () => {
    const source = file(
      'use std::fmt;',
      '',
      '/// A store of rows.',
      'pub struct Store { rows: Vec<String> }',
      '',
      'impl Store {',
      '    /// Counts the rows.',
      '    pub fn size(&self, limit: usize) -> Result<usize, fmt::Error> {',
      ...work('        ', '//'),
      '        Ok(self.rows.len())',
      '    }',
      '}',
      'pub trait Sized2 { fn size(&self) -> usize; }',
    );
    const ir = await renderReferenceIr('src/lib.rs', source);
    expect(ir.text).toContain(
      '    /// Counts the rows.\n    pub fn size(&self, limit: usize) -> Result<usize, fmt::Error> { /* … body elided: lines 8-12 of src/lib.rs */ }',
    );
    expect(ir.text).toContain('pub trait Sized2 { fn size(&self) -> usize; }');
  });

  it('JavaScript: descends into a module wrapper instead of eliding the whole file', async () => {
    const source = [
      '(function (root) {',
      '  function helper(x) {',
      ...work('    ', '//'),
      '    return x;',
      '  }',
      '  root.helper = helper;',
      ...Array.from({ length: IR_MIN_LINES }, () => ''),
      '})(this);',
    ].join('\n');
    const ir = await renderReferenceIr('lib/umd.js', source);
    expect(ir.text).toContain('  root.helper = helper;');
    expect(ir.text).toContain(
      'function helper(x) { /* … body elided: lines 2-6 of lib/umd.js */ }',
    );
  });

  it('sends short files, other languages and files that do not parse whole', async () => {
    const body = ['function f() {', ...work('  ', '//'), '}'];
    expect(await renderReferenceIr('a.ts', body.join('\n'))).toMatchObject({
      mode: 'full',
      reason: 'short',
    });
    expect(await renderReferenceIr('a.rb', file('def f', 'end'))).toMatchObject({
      mode: 'full',
      reason: 'unsupported-language',
    });
    const broken = file(...body, 'export function g( {', ...work('  ', '//'), '}');
    const ir = await renderReferenceIr('a.ts', broken);
    expect(ir).toMatchObject({ mode: 'full', reason: 'parse-error' });
    expect(ir.text).toBe(broken);
  });

  it('leaves out comments outside bodies that document nothing, keeps docs and directives', async () => {
    const source = file(
      '// Copyright 2024 Example Corp. All rights reserved.',
      '// Licensed under the MIT license.',
      '',
      '//go:build linux',
      '',
      'package store',
      '',
      '// ---------- helpers ----------',
      '',
      '// Size counts the rows.',
      'func Size(rows []string) int { return len(rows) } // trailing note',
    );
    const ir = await renderReferenceIr('store.go', source);
    expect(ir.droppedComments).toBe(3);
    expect(ir.text).not.toContain('Copyright');
    expect(ir.text).not.toContain('helpers');
    for (const kept of ['//go:build linux', '// Size counts the rows.', '// trailing note']) {
      expect(ir.text).toContain(kept);
    }
  });

  it('lists the identifiers a target file uses', async () => {
    const used = await identifiersUsedIn('src/t.ts', 'ledger.record(add(a, b));');
    expect([...used].sort()).toEqual(['a', 'add', 'b', 'ledger', 'record']);
  });
});
