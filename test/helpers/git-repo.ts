import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeTempDir } from './temp.js';

const GIT_ENV = {
  PATH: process.env['PATH'] ?? '/usr/bin:/bin',
  HOME: '/nonexistent',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
};

/** Runs git in a test repository (synchronously: fixtures, not the code under test). */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });
}

export function writeFiles(root: string, files: Readonly<Record<string, string>>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** A temporary repository with `files` committed on main; removed after the test. */
export function makeRepo(
  files: Readonly<Record<string, string>> = { 'README.md': '# test\n' },
): string {
  const dir = makeTempDir('govern-repo-');
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'initial');
  return dir;
}

/**
 * `git status --porcelain` of a repository after `govern init` and any number of runs: the
 * constitution init wrote (`.governance/constitution.json`, the one file under
 * `.governance/` git does not ignore) waits for its owner to commit it. Nothing else.
 */
export const STATUS_AFTER_INIT = '?? .governance/\n';
