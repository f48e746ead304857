import { describe, expect, it } from 'vitest';
import { SOURCE_LANGUAGES } from './languages.js';
import type { SourceLanguage } from './languages.js';
import { outlineSource } from './outline.js';
import { parseSource, preloadLanguages, withSyntaxTree } from './parser.js';

const SAMPLES: Readonly<Record<SourceLanguage, readonly [source: string, rootType: string]>> = {
  typescript: ['export function f(x: number): number { return x + 1; }', 'program'],
  tsx: ['export const A = (p: P) => <div {...p}>hi</div>;', 'program'],
  javascript: ['export const f = (x) => <b>{x}</b>;', 'program'],
  python: ['def f(x):\n    return x + 1\n', 'module'],
  rust: ['fn f(x: u32) -> u32 { x + 1 }', 'source_file'],
  go: ['package p\nfunc F(x int) int { return x + 1 }\n', 'source_file'],
};

describe('parseSource', () => {
  it.each(SOURCE_LANGUAGES)('parses %s with its grammar', async (language) => {
    const [source, rootType] = SAMPLES[language];
    const tree = await parseSource(language, source);
    try {
      expect(tree.rootNode.type).toBe(rootType);
      expect(tree.rootNode.hasError).toBe(false);
      expect(tree.rootNode.text).toBe(source);
    } finally {
      tree.delete();
    }
  });

  it('recovers from syntax errors instead of throwing', async () => {
    const source = 'function f() {\n  const x = ;\n}\nfunction g() { return 1; }';
    const tree = await parseSource('typescript', source);
    try {
      expect(tree.rootNode.hasError).toBe(true);
      const names = tree.rootNode
        .descendantsOfType('function_declaration')
        .map((node) => node.childForFieldName('name')?.text);
      expect(names).toEqual(['f', 'g']);
    } finally {
      tree.delete();
    }
  });

  it('loads the runtime and grammars once, however many callers race', async () => {
    await Promise.all([preloadLanguages(), preloadLanguages(['go', 'rust'])]);
    const roots = await Promise.all(
      SOURCE_LANGUAGES.map((language) =>
        withSyntaxTree(language, SAMPLES[language][0], (root) => root.type),
      ),
    );
    expect(roots).toEqual(SOURCE_LANGUAGES.map((language) => SAMPLES[language][1]));
  });
});

describe('withSyntaxTree', () => {
  it('returns what the callback returns', async () => {
    const count = await withSyntaxTree('python', 'a = 1\nb = 2\n', (root) => root.namedChildCount);
    expect(count).toBe(2);
  });

  it('passes the callback error through', async () => {
    await expect(
      withSyntaxTree('go', 'package p', () => {
        throw new Error('callback failed');
      }),
    ).rejects.toThrow('callback failed');
  });

  it('frees every tree: hundreds of parses do not grow wasm memory', async () => {
    // A tree of this source takes about 1.5 MB of wasm memory; leaking 200 of them would grow
    // external memory by about 300 MB, while freed trees reuse the same pages.
    const source = Array.from(
      { length: 400 },
      (_, i) =>
        `export function f${String(i)}(a: number) { if (a > ${String(i)}) { return a * 2; } return a; }`,
    ).join('\n');
    for (let i = 0; i < 20; i++) {
      await outlineSource('typescript', source);
    }
    const externalBefore = process.memoryUsage().external;
    for (let i = 0; i < 100; i++) {
      await outlineSource('typescript', source);
      await withSyntaxTree('typescript', source, (root) => root.childCount);
    }
    const growthBytes = process.memoryUsage().external - externalBefore;
    expect(growthBytes).toBeLessThan(64 * 1024 * 1024);
  });
});
