// Bundles the compiled CLI (dist/cli/index.js and the govern modules it imports) into
// dist/bundle/, which bin/govern.js loads. Why: Node resolves, reads and links each ES
// module separately, and govern's ~380 modules cost about 0.2 s of every command's start
// (`govern status`, every gate run's CLI, every test that spawns the CLI). The bundle keeps
// the lazy `import()`s as separate chunks. Of npm packages it takes in only the small,
// self-contained ones every command loads (zod alone is ~70 modules); the rest stay
// external, so a package that reads its own files (wasm, workers, the TypeScript compiler)
// loads exactly as it does unbundled. The unbundled dist/ stays:
// worker modules (type checker host, injection scan worker) and the scripts import it.
//
// The bundle is an optimization, not a requirement: where rolldown cannot run (no native
// binding for the platform), the build says so and bin/govern.js starts from dist/cli/.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pure-JavaScript packages on every command's path, read from nothing but their modules. */
const BUNDLED_PACKAGES = [
  'zod',
  'commander',
  '@commander-js/extra-typings',
  'picomatch',
  'smol-toml',
];

/** A bare import (a package or a builtin), not a relative or absolute module path. */
function isPackage(id) {
  return !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'bundle');
rmSync(outDir, { recursive: true, force: true });
try {
  const { build } = await import('rolldown');
  await bundle(build);
} catch (error) {
  rmSync(outDir, { recursive: true, force: true });
  process.stderr.write(
    `govern build: the CLI was not bundled (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); ` +
      'it starts from dist/cli/ instead, about 0.2 s slower per command\n',
  );
}

async function bundle(build) {
  await build({
    input: { cli: join(root, 'dist', 'cli', 'index.js') },
    platform: 'node',
    external: (id) =>
      isPackage(id) && !BUNDLED_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`)),
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
    },
  });
}
