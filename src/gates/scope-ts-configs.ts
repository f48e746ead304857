import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The names GATE_TOOL_CONFIG_GLOBS protects as TypeScript's (`tsconfig*.json`, `jsconfig*.json`). */
const TS_CONFIG_NAME = /^(?:ts|js)config.*\.json$/i;
// The names tools find by themselves, the nearest one to a file (tsc, ts-node, editors,
// typescript-eslint's `project: true`): such a file counts wherever it is.
const FOUND_BY_NAME = /^(?:ts|js)config\.json$/i;
// Files that can name another config: TypeScript's own (`extends`, `references`), the test
// runners' and linters' configs, and the manifest's scripts (`tsc -p ...`).
const REFERRER_NAME =
  /^(?:(?:ts|js)config.*\.json|package\.json|(?:vite|vitest|jest)\.config\..+|vitest\.workspace\..+|eslint\.config\..+|\.eslintrc.*|biome\.jsonc?)$/i;
// A pattern that would pick configs up by glob (`tsconfig.*.json`, `**/tsconfig*.json`).
const CONFIG_GLOB = /(?:ts|js)config[^"'`\s,]*\*/i;
const MAX_REFERRER_BYTES = 1024 * 1024;

/** A regular file's text, or null for anything else or a file too large to be a config. */
function readConfigText(file: string): string | null {
  try {
    const stat = lstatSync(file);
    return stat.isFile() && stat.size <= MAX_REFERRER_BYTES ? readFileSync(file, 'utf8') : null;
  } catch {
    return null;
  }
}

/**
 * A TypeScript config under a name of its own below the root (`test/fixture/tsconfig.node.json`,
 * a fixture openapi3-ts's tests compile with) that no config or manifest in its folder or a
 * folder above it names, nor picks up by a glob: no tool behind a gate reads it, so it is an
 * ordinary file to SCOPE, not a gate tool's configuration. `tsconfig.json` itself, a config at
 * the root, one a referrer names, and any case where a referrer cannot be read stay protected.
 */
export function isUnreferencedTsConfig(workspace: string, path: string): boolean {
  const name = posix.basename(path);
  if (!path.includes('/') || !TS_CONFIG_NAME.test(name) || FOUND_BY_NAME.test(name)) {
    return false;
  }
  for (let folder = posix.dirname(path); ; folder = posix.dirname(folder)) {
    let entries: string[] = [];
    try {
      entries = readdirSync(join(workspace, folder));
    } catch {
      // A folder the change removed names nothing.
    }
    for (const entry of entries) {
      if (!REFERRER_NAME.test(entry) || posix.join(folder, entry) === path) {
        continue;
      }
      const text = readConfigText(join(workspace, folder, entry));
      if (text === null || text.includes(name) || CONFIG_GLOB.test(text)) {
        return false;
      }
    }
    if (folder === '.') {
      return true;
    }
  }
}
