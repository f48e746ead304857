// git, writeFiles: one copy for the tests, the benchmarks and the demo (scripts/lib).
import { git, initRepo, writeFiles } from '../../scripts/lib/git.mjs';
import { makeTempDir } from './temp.js';

export { git, writeFiles };

/** A temporary repository with `files` committed on main; removed after the test. */
export function makeRepo(
  files: Readonly<Record<string, string>> = { 'README.md': '# test\n' },
): string {
  return initRepo(makeTempDir('govern-repo-'), files);
}

/**
 * `git status --porcelain` of a repository after `govern init` and any number of runs: the
 * constitution init wrote (`.governance/constitution.json`, the one file under
 * `.governance/` git does not ignore) waits for its owner to commit it. Nothing else.
 */
export const STATUS_AFTER_INIT = '?? .governance/\n';
