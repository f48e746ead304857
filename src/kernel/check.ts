import { GovernError, sanitizeEnv, BASE_ENV_ALLOWLIST, TOOL_GATE_NAMES } from '../common/index.js';
import type { GateName } from '../common/index.js';
import { defaultConfig, loadConfig } from '../config/index.js';
import type { GateVerdict, Severity } from '../gates/index.js';
import {
  collectChanges,
  collectCommitChanges,
  headCommit,
  resolveRevision,
  resolveWorkspace,
} from '../workspace/index.js';
import { AVAILABLE_GATES, preflightGates, verifyChange } from './verify.js';
import type { ToolCommands } from './verify.js';
import { SEVERITY_ORDER } from './severity.js';
import { auditSilenced, createSilencer, silencedRecords } from './silence.js';
import type { SilenceAudit } from './silence.js';

/** The kernel gates `govern check` runs over any diff, cheapest first (SCOPE only with --scope). */
const CHECK_GATES: readonly GateName[] = [
  'SCOPE',
  'SECRETS',
  'ANTI_STUB',
  'TEST_INTEGRITY',
  'INJECTION',
  'SECURITY_REGRESSION',
];

export interface CheckOptions {
  readonly dir: string;
  /** Default: HEAD. */
  readonly base?: string;
  /** A revision; default: the working tree (staged, unstaged and untracked files). */
  readonly head?: string;
  /** Write scope globs; SCOPE runs only when given. */
  readonly scope?: readonly string[];
  /** Also run the repository's tools (type check, format, lint, tests) on the work tree. */
  readonly tools: boolean;
  readonly failOn: Severity;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
}

export interface CheckReport {
  readonly workspace: string;
  readonly base: string;
  /** A commit id, or "WORKTREE". */
  readonly head: string;
  readonly files: readonly string[];
  readonly verdicts: readonly GateVerdict[];
  readonly failOn: Severity;
  /** True when a verdict with findings is at or above `failOn`. */
  readonly failed: boolean;
  /** Whether the findings the config silenced were written to the audit log. */
  readonly silenceAudit: SilenceAudit;
}

/**
 * The gate chain over a diff without a task, for CI: every gate runs (no stop at the first
 * failure) so a pull request sees all its findings at once.
 */
export async function checkDiff(options: CheckOptions): Promise<CheckReport> {
  const workspace = await resolveWorkspace(options.dir);
  const base = await resolveRevision(workspace, options.base ?? 'HEAD');
  if (base === null) {
    throw new GovernError(
      'USAGE',
      `--base ${options.base ?? 'HEAD'} is not a commit in ${workspace}`,
      {
        hint: 'pass a branch, tag or commit id; in CI fetch enough history (fetch-depth: 0)',
      },
    );
  }
  let head = 'WORKTREE';
  if (options.head !== undefined) {
    const resolved = await resolveRevision(workspace, options.head);
    if (resolved === null) {
      throw new GovernError('USAGE', `--head ${options.head} is not a commit in ${workspace}`, {
        hint: 'pass a branch, tag or commit id',
      });
    }
    head = resolved;
  }
  if (options.tools && head !== 'WORKTREE' && head !== (await headCommit(workspace))) {
    throw new GovernError(
      'USAGE',
      "--tools runs the repository's own tools on the work tree, which is not at --head",
      {
        hint: `check out ${options.head ?? ''} first, or drop --head`,
      },
    );
  }
  const changes =
    head === 'WORKTREE'
      ? await collectChanges(workspace, base)
      : await collectCommitChanges(workspace, base, head);
  const wanted = CHECK_GATES.filter(
    (gate) => AVAILABLE_GATES.includes(gate) && (gate !== 'SCOPE' || options.scope !== undefined),
  );
  const loaded = loadConfig(workspace);
  const config = loaded.kind === 'ok' ? loaded.config : null;
  const enabled = wanted.filter((gate) => config?.gates[gate]?.enabled !== false);
  const gates: GateName[] = [...enabled];
  let tools: ToolCommands = new Map();
  if (options.tools) {
    // Tool gates as the REFACTORING chain would run them, with the repository's overrides.
    const toolConfig = {
      ...(config ?? defaultConfig('check')),
      categories: { REFACTORING: { gates: [...TOOL_GATE_NAMES] } },
    };
    tools = preflightGates(
      workspace,
      toolConfig,
      new Set(['REFACTORING'] as const),
      options.hostEnv['PATH'] ?? '',
    );
    gates.push(...TOOL_GATE_NAMES.filter((gate) => tools.has(gate)));
  }
  const verdicts = await verifyChange({
    workspace,
    task: { targetPaths: options.scope ?? ['.'], category: 'REFACTORING', metadata: {} },
    gates,
    changes,
    tools,
    env: sanitizeEnv(options.hostEnv, BASE_ENV_ALLOWLIST),
    injectionMode: config?.injection.mode ?? 'shadow',
    stopAtFirstFailure: false,
    silencer: createSilencer(config?.detectors.silence ?? []),
  });
  const silenceAudit = auditSilenced(workspace, 'check', silencedRecords(verdicts));
  const threshold = SEVERITY_ORDER.indexOf(options.failOn);
  const failed = verdicts.some(
    (v) => v.findings.length > 0 && SEVERITY_ORDER.indexOf(v.severity) >= threshold,
  );
  return {
    workspace,
    base,
    head,
    files: changes.map((c) => c.path),
    verdicts,
    failOn: options.failOn,
    failed,
    silenceAudit,
  };
}
