/**
 * The policy as the sandbox reads it. `config/policy.ts` owns the zod schema that produces
 * it; this organ may import only `common/`, so it states the shape it needs and the parsed
 * config is structurally assignable to it.
 */
export interface SandboxPolicy {
  /**
   * Paths (relative to the worktree, or absolute) the agent can read but never write, even
   * inside a writable path. `undefined` and `[]`: nothing beyond the always-read-only set
   * (everything outside the writable paths is read-only anyway).
   */
  readonly readOnlyPaths?: readonly string[] | undefined;
  /**
   * Worktree-relative paths or globs the agent may write. `undefined`: the whole worktree.
   * `[]`: nothing in the worktree (only the private HOME and TMPDIR).
   */
  readonly writeOnlyPaths?: readonly string[] | undefined;
  /**
   * Globs masked so the agent cannot read them, in addition to the built-in ones, which
   * cannot be turned off. `undefined` and `[]`: the built-in ones only.
   */
  readonly forbiddenPaths?: readonly string[] | undefined;
  /** When set, the only commands on PATH. `undefined`: PATH as given. `[]`: an empty PATH. */
  readonly allowedCommands?: readonly string[] | undefined;
  /** Commands whose binaries are masked inside. `undefined` and `[]`: none. */
  readonly forbiddenCommands?: readonly string[] | undefined;
  /** false: no network at all (own empty network namespace). */
  readonly networkAccess?: boolean | undefined;
  /**
   * With networkAccess: the only destinations, through a filtering proxy. `undefined`: the
   * host's network, unfiltered (loopback included). `[]`: nothing.
   */
  readonly networkAllowlist?: readonly string[] | undefined;
  /**
   * Names of kernel environment variables the agent may see. `undefined`: the base list
   * (PATH, LANG, TERM, ...). `[]`: none (the sandbox still sets HOME, TMPDIR and PATH).
   */
  readonly envAllowlist?: readonly string[] | undefined;
  /** Upper bound on any process's run time. `undefined`: the caller's deadline alone. */
  readonly maxExecutionTimeMs?: number | undefined;
  /** Memory cap for all processes of an attempt together. `undefined`: no cap. */
  readonly maxMemoryMb?: number | undefined;
  /** Allow creating Unix domain sockets (they can reach daemons outside). Default false. */
  readonly allowUnixSockets?: boolean | undefined;
  /**
   * How many directory entries the scans for files to mask may visit per attempt; a tree
   * larger than that stops the attempt. `undefined`: 200,000.
   */
  readonly maxMaskScanEntries?: number | undefined;
}

/**
 * Always masked inside the worktree (and the extra mask roots), whatever the policy says.
 * A pattern without a slash matches a name at any depth, as in .gitignore.
 */
export const BUILTIN_FORBIDDEN_PATHS: readonly string[] = [
  '.env*',
  '*.key',
  '*.pem',
  '**/secrets/**',
];

/**
 * Always read-only for the agent: the kernel commits (`.git/`, its hooks and config), owns
 * the ledger and the governance files, and shell start-up files run code in the next shell
 * that opens the repository (direnv's `.envrc` as soon as someone cd's into it).
 */
export const ALWAYS_READ_ONLY_PATHS: readonly string[] = [
  '.git',
  '.governance',
  'PROGRESS.json',
  '.bashrc',
  '.bash_profile',
  '.bash_login',
  '.bash_logout',
  '.profile',
  '.zshrc',
  '.zshenv',
  '.zprofile',
  '.zlogin',
  '.zlogout',
  '.kshrc',
  '.cshrc',
  '.tcshrc',
  '.envrc',
  '.config/fish',
];

/**
 * Credential stores under a host home directory. The root file system is visible read-only,
 * so without these masks an agent could read the kernel user's keys by absolute path.
 */
export const HOST_CREDENTIAL_PATHS: readonly string[] = [
  '.ssh',
  '.gnupg',
  '.aws',
  '.azure',
  '.config/gcloud',
  '.kube',
  '.docker',
  '.netrc',
  '.git-credentials',
  '.config/git/credentials',
  '.npmrc',
  '.yarnrc.yml',
  '.pypirc',
  '.cargo/credentials',
  '.cargo/credentials.toml',
  '.config/gh',
  '.config/hub',
  '.claude',
  '.claude.json',
  '.codex',
  '.config/opencode',
  '.local/share/opencode',
  '.config/kilo',
  '.local/share/kilo',
  '.aider.conf.yml',
  '.env',
  '.bash_history',
  '.zsh_history',
  '.python_history',
  '.node_repl_history',
];

/** Directories never descended into when looking for forbidden files (size, not secrecy). */
export const SKIPPED_SCAN_DIRS: readonly string[] = ['.git', 'node_modules'];
