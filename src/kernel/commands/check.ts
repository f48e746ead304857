import {
  GovernError,
  sanitizeEnv,
  BASE_ENV_ALLOWLIST,
  TOOL_GATE_NAMES,
} from '../../common/index.js';
import type { GateName, ToolGateName } from '../../common/index.js';
import { defaultConfig } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import { COULD_NOT_CHECK_RULE } from '../../gates/index.js';
import type {
  CheckedFileSet,
  GateVerdict,
  RootView,
  Severity,
  ToolCommand,
} from '../../gates/index.js';
import {
  collectChanges,
  collectChangeSet,
  collectCommitChanges,
  headCommit,
  resolveRevision,
  resolveWorkspace,
} from '../../workspace/index.js';
import { constitutionFor } from '../loop/constitution.js';
import { planGateSandbox, scratchStateDir } from '../loop/gate-sandbox.js';
import { resolveGateOptions } from '../loop/gate-chain.js';
import {
  baseRootView,
  governanceChanges,
  loadBaseConfig,
  withGovernanceFindings,
} from './check-base.js';
import { AVAILABLE_GATES, preflightGates, resolveGateTool, verifyChange } from '../loop/verify.js';
import type { ToolCommands } from '../loop/verify.js';
import { SEVERITY_ORDER } from './severity.js';
import { auditSilenced, createSilencer, silencedRecords } from '../loop/silence.js';
import type { SilenceAudit } from '../loop/silence.js';

/** The kernel gates `govern check` runs over any diff, cheapest first (SCOPE only with --scope). */
const CHECK_GATES: readonly GateName[] = [
  'SCOPE',
  'CONSTITUTION',
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
  /** Overrides config `injection.mode` (a CI job chooses whether injected text fails it). */
  readonly injectionMode?: 'shadow' | 'enforce';
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /**
   * false only for an explicit `--no-sandbox`: the tool gates then run the pull request's
   * code unconfined. Default true: in the gate sandbox, or SANDBOX_UNAVAILABLE.
   */
  readonly sandbox?: boolean;
  /** Run only these kernel gates (`govern constitution check`: CONSTITUTION). */
  readonly only?: readonly GateName[];
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
  /**
   * How the tool gates ran: 'bwrap' / 'sandbox-exec' (the gate sandbox), 'disabled'
   * (--no-sandbox: the pull request's code ran unconfined) or 'not-needed' (no tool gate).
   * A CI log or artifact keeps it: check has no audit log of its own.
   */
  readonly toolSandbox: string;
  /** Whether the findings the config silenced were written to the audit log. */
  readonly silenceAudit: SilenceAudit;
}

/**
 * The gate chain over a diff without a task, for CI: every gate runs (no stop at the first
 * failure) so a pull request sees all its findings at once.
 */
export async function checkDiff(options: CheckOptions): Promise<CheckReport> {
  const workspace = await resolveWorkspace(options.dir);
  const { base, head } = await resolveRange(workspace, options);
  const changes =
    head === 'WORKTREE'
      ? await collectChanges(workspace, base)
      : await collectCommitChanges(workspace, base, head);
  // Read before any gate runs: what the gates leave under .governance (tsc's incremental
  // state, the gate cache) is govern's own doing, not the change's, and a fresh clone in CI
  // does not ignore it (`govern init` ignores it in .git/info/exclude, which no clone has).
  const governance = await governanceChanges(workspace, base, head === 'WORKTREE' ? null : head);
  // The rules come from the base: the tree under review must not choose its own judges.
  const config = await loadBaseConfig(workspace, base);
  const baseRoot = options.tools ? await baseRootView(workspace, base) : null;
  const { enabled, gates, tools } = chooseGates(options, { workspace, config, baseRoot, base });
  // The tools run the pull request's own code (tests, configs): in the gate sandbox.
  const plan =
    tools.size === 0
      ? null
      : await planGateSandbox({
          config: config ?? defaultConfig('check'),
          tools,
          hostEnv: options.hostEnv,
          sandbox: options.sandbox ?? true,
          workspace,
        });
  const boundary = await plan?.open({
    dir: workspace,
    tree: (await collectChangeSet(workspace, base)).tree,
    stateDir: await scratchStateDir(workspace),
  });
  const constitution = enabled.includes('CONSTITUTION')
    ? await constitutionFor(workspace, base, changes)
    : undefined;
  const gateVerdicts = await verifyChange({
    workspace,
    ...(constitution === undefined ? {} : { constitution }),
    task: { targetPaths: options.scope ?? ['.'], category: 'REFACTORING', metadata: {} },
    gates,
    changes,
    tools,
    env: sanitizeEnv(options.hostEnv, BASE_ENV_ALLOWLIST),
    injectionMode: options.injectionMode ?? config?.injection.mode ?? 'shadow',
    stopAtFirstFailure: false,
    silencer: createSilencer(config?.detectors.silence ?? []),
    ...(config === null ? {} : { gateOptions: resolveGateOptions(config) }),
    ...(boundary === undefined ? {} : { boundary }),
  }).finally(() => boundary?.close());
  const silenceAudit = auditSilenced(workspace, 'check', silencedRecords(gateVerdicts));
  const verdicts = withGovernanceFindings(gateVerdicts, governance, base).filter(
    (verdict) => options.only === undefined || options.only.includes(verdict.gate),
  );
  const failed = isCheckFailed(verdicts, options.failOn);
  return {
    workspace,
    base,
    head,
    files: changes.map((c) => c.path),
    verdicts,
    failOn: options.failOn,
    failed,
    toolSandbox: plan?.mode ?? 'not-needed',
    silenceAudit,
  };
}

/** The commits `--base` and `--head` name (head "WORKTREE": the working tree). */
async function resolveRange(
  workspace: string,
  options: CheckOptions,
): Promise<{ readonly base: string; readonly head: string }> {
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
  return { base, head };
}

/**
 * A missing tool's message tells the user to set the gate in `.governance/config.json`; check
 * reads that file at --base, not in the work tree (the change must not choose its judges), so
 * an edit there that is not committed at the base changes nothing. Say so.
 */
function withBaseConfigHint<T>(
  from: { readonly config: GovernConfig | null; readonly base: string },
  preflight: () => T,
): T {
  try {
    return preflight();
  } catch (error) {
    if (!(error instanceof GovernError) || error.code !== 'TOOL_MISSING') {
      throw error;
    }
    const where = `govern check reads .governance/config.json at --base (${from.base.slice(0, 12)})${from.config === null ? ', which has none' : ''}: commit the setting there, as the change under review cannot set its own gates`;
    throw new GovernError(error.code, error.message, {
      hint: error.hint === undefined ? where : `${error.hint}\n  ${where}`,
      details: error.details,
      cause: error,
    });
  }
}

/** The kernel gates asked for and enabled in the base's config, plus the tool gates with --tools. */
function chooseGates(
  options: CheckOptions,
  from: {
    readonly workspace: string;
    readonly config: GovernConfig | null;
    readonly baseRoot: RootView | null;
    readonly base: string;
  },
): {
  readonly enabled: readonly GateName[];
  readonly gates: GateName[];
  readonly tools: ToolCommands;
} {
  const wanted = CHECK_GATES.filter(
    (gate) =>
      AVAILABLE_GATES.includes(gate) &&
      (gate !== 'SCOPE' || options.scope !== undefined) &&
      (options.only === undefined || options.only.includes(gate)),
  );
  const { workspace, config, baseRoot } = from;
  const enabled = wanted.filter((gate) => config?.gates[gate]?.enabled !== false);
  const gates: GateName[] = [...enabled];
  let tools: ToolCommands = new Map();
  if (options.tools) {
    // Tool gates as the REFACTORING chain would run them, with the repository's overrides.
    const toolConfig = {
      ...(config ?? defaultConfig('check')),
      categories: { REFACTORING: { gates: [...TOOL_GATE_NAMES] } },
    };
    const required = withBaseConfigHint(from, () =>
      preflightGates(
        workspace,
        toolConfig,
        new Set(['REFACTORING'] as const),
        options.hostEnv['PATH'] ?? '',
        baseRoot ?? undefined,
      ),
    );
    tools = withoutResidentChecker(
      baseRoot === null
        ? required
        : withReviewedTools(required, (gate) => resolveGateTool(workspace, toolConfig, gate)),
    );
    gates.push(...TOOL_GATE_NAMES.filter((gate) => tools.has(gate)));
  }
  return { enabled, gates, tools };
}

/**
 * The tool gates as the base detects them (which run, and at least which files they check),
 * each with the command line the tree under review detects where it still detects the tool:
 * its config files are what the tool reads. Where the change removed what detected it, the
 * base's command runs.
 */
function withReviewedTools(
  base: ToolCommands,
  reviewed: (gate: ToolGateName) => ToolCommand | null,
): ToolCommands {
  const merged = new Map<ToolGateName, ToolCommand>();
  for (const [gate, theirs] of base) {
    const own = reviewed(gate);
    if (own === null) {
      merged.set(gate, theirs);
      continue;
    }
    const { files: _files, ...rest } = own;
    const files = unionFileSets(own.files, theirs.files);
    merged.set(gate, files === undefined ? rest : { ...rest, files });
  }
  return merged;
}

/** Both sets' files; no set (every changed file) on either side wins. */
function unionFileSets(
  ours: CheckedFileSet | undefined,
  base: CheckedFileSet | undefined,
): CheckedFileSet | undefined {
  if (ours === undefined || base === undefined) {
    return undefined;
  }
  return {
    globs: [...new Set([...base.globs, ...ours.globs])],
    source: ours.source === base.source ? ours.source : `${base.source} (base); ${ours.source}`,
  };
}

/**
 * The tool commands with TYPE_CHECK's resident checker taken off: tsc runs as a process, in
 * the gate sandbox. The resident checker loads the repository's installed TypeScript in a
 * process of govern's own, outside the sandbox, which `govern run` can afford because the
 * node_modules it pins at the start are the user's own install. In CI they are the pull
 * request's (its lockfile), and a TypeScript that lockfile names would run with the CI's
 * rights. A single check gains nothing from a resident anyway: one cold check either way.
 */
function withoutResidentChecker(tools: ToolCommands): ToolCommands {
  return new Map(
    [...tools].map(([gate, command]) => {
      if (command.resident === undefined || !('project' in command.resident)) {
        return [gate, command];
      }
      const { resident: _resident, ...rest } = command;
      return [gate, rest];
    }),
  );
}

/**
 * `govern check`'s exit status: findings at or above `failOn` fail it, and so, at any
 * `failOn`, does a gate that could not check (it crashed, its tool is missing or timed out,
 * a file was too large or unreadable) or that failed without saying why: what was not
 * checked never passes.
 */
export function isCheckFailed(verdicts: readonly GateVerdict[], failOn: Severity): boolean {
  const threshold = SEVERITY_ORDER.indexOf(failOn);
  return verdicts.some(
    (v) =>
      v.error !== undefined ||
      v.findings.some((finding) => finding.rule === COULD_NOT_CHECK_RULE) ||
      (!v.passed && v.findings.length === 0) ||
      (v.findings.length > 0 && SEVERITY_ORDER.indexOf(v.severity) >= threshold),
  );
}
