import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseManifest } from './package-manifest.js';

// The flags TYPE_CHECK's `tsc --noEmit` needs beside it, by the repository's TypeScript and
// tsconfig: some pairs with `--noEmit` are refused by older compilers.

/**
 * Whether the repository's TypeScript keeps incremental state under `--noEmit`: before 4.0 tsc
 * refuses the pair (TS5053, "Option 'noEmit' cannot be specified with option 'incremental'"),
 * so every check would fail on the flags alone (ansi_up's TypeScript 3.9, the twenty-first
 * held-out set of bench:real). Without an installed TypeScript to read, the flags stay: tsc
 * then fails as TOOL_MISSING, which says what to do.
 */
function keepsStateWithoutEmit(workspace: string): boolean {
  let text: string;
  try {
    text = readFileSync(join(workspace, 'node_modules', 'typescript', 'package.json'), 'utf8');
  } catch {
    return true;
  }
  const version = parseManifest(text)?.['version'];
  const major = typeof version === 'string' ? Number.parseInt(version, 10) : Number.NaN;
  return Number.isNaN(major) || major >= 4;
}

const EMITS_DECLARATIONS_ONLY = /"emitDeclarationOnly"\s*:\s*true/;

/**
 * What follows `--noEmit`: `--emitDeclarationOnly false` where the tsconfig turns that on,
 * which tsc before 5.0 refuses beside `--noEmit` (TS5053: ascii-table3's declarations from
 * JavaScript, the sixtieth held-out set of bench:real; only there, since tsc before 2.8 has no
 * such flag), and the incremental state flags where the compiler keeps state without emitting.
 */
export function noEmitFlags(
  workspace: string,
  tsconfig: string | null,
  buildInfoFile: string,
): string[] {
  return [
    ...(EMITS_DECLARATIONS_ONLY.test(tsconfig ?? '') ? ['--emitDeclarationOnly', 'false'] : []),
    ...(keepsStateWithoutEmit(workspace)
      ? ['--incremental', '--tsBuildInfoFile', buildInfoFile]
      : []),
  ];
}
