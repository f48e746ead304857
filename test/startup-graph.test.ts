import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bash, ROOT } from './helpers/cli.js';

/**
 * The modules an entry loads before any code runs: its static (non-type) imports, followed
 * through govern's own files. Dynamic `import()` is where loading on first use begins.
 */
function staticGraph(entry: string): Map<string, string | null> {
  const parents = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(import|export)\s+(type\s)?[^;]*?from\s+'(\.[^']+)'/gms,
    )) {
      const target = resolve(dirname(file), (match[3] ?? '').replace(/\.js$/, '.ts'));
      if (match[2] === undefined && existsSync(target) && !parents.has(target)) {
        parents.set(target, file);
        queue.push(target);
      }
    }
  }
  return parents;
}

function chainTo(parents: Map<string, string | null>, target: string): string {
  const chain: string[] = [];
  for (let file: string | null | undefined = target; file; file = parents.get(file)) {
    chain.unshift(relative(ROOT, file));
  }
  return chain.join(' -> ');
}

describe('what every command loads at start', () => {
  it('the CLI loads no gate, analyser, sandbox or agent until a command needs one', () => {
    // Each of these organs costs tens of milliseconds of every `govern status`, `add` or
    // `--version` (the analysers ~120 ms with the gates); the kernel's entry points load
    // them on first call (src/kernel/entry-points.ts).
    const graph = staticGraph(join(ROOT, 'src', 'cli', 'index.ts'));
    const heavy = [...graph.keys()].filter((file) =>
      /\/src\/(gates|analysis|sandbox|agents|gateway)\//.test(file),
    );
    expect(heavy.map((file) => chainTo(graph, file))).toEqual([]);
    // The walk does see the organs it does load.
    expect([...graph.keys()].some((file) => file.includes('/src/ledger/'))).toBe(true);
  });

  it('starts from the bundle, and from dist/cli/ where the build could not bundle', () => {
    // bin/govern.js loads dist/bundle/cli.js; scripts/bundle-cli.mjs leaves it out where
    // rolldown cannot run, and the unbundled CLI must then work on its own.
    expect(existsSync(join(ROOT, 'dist', 'bundle', 'cli.js'))).toBe(true);
    const version = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    for (const entry of ['bundle/cli.js', 'cli/index.js']) {
      const url = new URL(`../dist/${entry}`, import.meta.url).href;
      const run = bash(
        ROOT,
        `node --input-type=module -e '(await import("${url}")).main(["--version"])'`,
      );
      expect(run.stdout.trim(), `${entry}: ${run.stderr}`).toBe(version);
    }
  });
});
