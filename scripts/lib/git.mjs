// Git and process helpers shared by the benchmarks, the demo and the test helpers: one place
// for the environment that makes git deterministic (no user or system config, a fixed author)
// and for running a program and failing loudly.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * An environment in which git reads no user or system config and commits as `name`.
 * `inherit: false` keeps only PATH (and HOME pointed nowhere): what a test repository needs.
 */
export function gitEnv(name = 'bench', { inherit = true } = {}) {
  const base = inherit
    ? { ...process.env }
    : { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/nonexistent' };
  return {
    ...base,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: `${name}@example.invalid`,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: `${name}@example.invalid`,
  };
}

const ISOLATED = gitEnv('test', { inherit: false });

/** Runs git in `cwd` and returns its output; throws with git's own message on failure. */
export function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, env: ISOLATED, encoding: 'utf8', stdio: 'pipe' });
}

/** `git` with more environment (`GIT_INDEX_FILE` for plumbing beside the working tree). */
export function gitWith(env) {
  return (cwd, ...args) =>
    execFileSync('git', args, {
      cwd,
      env: { ...ISOLATED, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });
}

/**
 * `run` and `must` with `env` as their environment (a caller's `options.env` still wins):
 * `run` runs a program to its end with its output captured and throws only when it cannot
 * start; `must` needs it to succeed and returns its standard output.
 */
export function runner(env = gitEnv()) {
  const run = (program, args, options = {}) => {
    const result = spawnSync(program, args, {
      encoding: 'utf8',
      env,
      maxBuffer: 256 * 1024 * 1024,
      ...options,
    });
    if (result.error) {
      throw result.error;
    }
    return result;
  };
  const must = (program, args, options = {}) => {
    const result = run(program, args, options);
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout}${result.stderr}`);
      throw new Error(`${program} ${args.join(' ')} exited ${String(result.status)}`);
    }
    return result.stdout;
  };
  return { run, must };
}

export const { run, must } = runner();

/** Writes `files` (path -> content) under `root`, creating folders. */
export function writeFiles(root, files) {
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** Makes `dir` a git repository on `main` with `files` committed as `message`. */
export function initRepo(dir, files, message = 'initial') {
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return dir;
}
