import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { GovernError, TOOL_GATE_NAMES } from '../../common/index.js';
import type { GateName, TaskCategory, ToolGateName } from '../../common/index.js';
import { resolveCategoryGates, resolveCodeChangeGates } from '../../config/index.js';
import type { GateBoundary } from './gate-boundary.js';
import type { GovernConfig } from '../../config/index.js';
import {
  crashedVerdict,
  detectToolCommand,
  diskRoot,
  installHint,
  judgedByScripts,
  resolveToolCommand,
  runAntiStub,
  runConstitutionGate,
  runInjectionGate,
  runScopeGateFor,
  runSecretsGate,
  runSecurityRegressionGate,
  runTestIntegrityGate,
  runnerTestFiles,
  runToolGate,
  runToolGateCached,
} from '../../gates/index.js';
import { checkTestCount } from './test-count-check.js';
import { baseReader } from './gate-chain.js';
import type { GateOptions } from './gate-chain.js';
import type {
  ChangedFile,
  CheckedFileSet,
  ConstitutionContext,
  ConstitutionRule,
  GateCacheKeys,
  GateVerdict,
  InjectionGateMode,
  RootView,
  ToolCommand,
  ToolCommandOverride,
} from '../../gates/index.js';
import { silenceVerdict } from './silence.js';
import type { Silencer } from './silence.js';

/** Gates this build implements; a config that asks for another fails before any agent runs. */
export const AVAILABLE_GATES: readonly GateName[] = [
  'SCOPE',
  'CONSTITUTION',
  'SECRETS',
  'ANTI_STUB',
  'TEST_INTEGRITY',
  'INJECTION',
  'SECURITY_REGRESSION',
  ...TOOL_GATE_NAMES,
];

/**
 * Gates that guard against an attack rather than a mistake: a task whose change fired one
 * ends QUARANTINED rather than FAILED, so a person looks at it before it is queued again.
 */
export const SECURITY_GATES: readonly GateName[] = ['SECRETS', 'INJECTION', 'SECURITY_REGRESSION'];

function isToolGate(gate: GateName): gate is ToolGateName {
  return (TOOL_GATE_NAMES as readonly string[]).includes(gate);
}

export type ToolCommands = ReadonlyMap<ToolGateName, ToolCommand>;

/**
 * Resolves, before any agent runs, every gate the given categories need: a tool gate
 * without a detectable tool, a tool binary that does not exist, or a gate this build does
 * not have is an environment error now rather than a failed attempt later.
 */
export function preflightGates(
  workspace: string,
  config: GovernConfig,
  categories: ReadonlySet<TaskCategory>,
  pathEnv: string,
  root: RootView = diskRoot(workspace),
): ToolCommands {
  const commands = new Map<ToolGateName, ToolCommand>();
  const problems: string[] = [];
  for (const category of categories) {
    resolveCategoryTools({ workspace, config, category, pathEnv, root }, commands, problems);
  }
  if (problems.length > 0) {
    throw new GovernError(
      'TOOL_MISSING',
      `cannot verify tasks, gate tools are missing:\n  ${problems.join('\n  ')}`,
      {
        hint: 'a gate that cannot run would let unchecked changes land, so govern stops here',
        details: { problems },
      },
    );
  }
  // The code gates a change touching code adds to any chain: the repository's tools where it
  // has them. Not required up front (a documentation run need not install tsc), so a tool
  // that is detected but not installed fails its gate when a change needs it (TOOL_MISSING).
  for (const gate of resolveCodeChangeGates(config)) {
    if (isToolGate(gate) && !commands.has(gate)) {
      const resolved = resolveToolCommand(gate, workspace, overrideOf(config, gate), root);
      if (resolved !== null) {
        commands.set(gate, resolved);
      }
    }
  }
  // The resident type checker reads outside the sandbox: it skips what the sandbox masks.
  const typeCheck = commands.get('TYPE_CHECK');
  if (typeCheck?.resident !== undefined && 'project' in typeCheck.resident) {
    const masked = config.policy.forbiddenPaths ?? [];
    commands.set('TYPE_CHECK', { ...typeCheck, resident: { ...typeCheck.resident, masked } });
  }
  return commands;
}

/** The tool command of every tool gate one category's chain runs, problems collected. */
function resolveCategoryTools(
  from: {
    readonly workspace: string;
    readonly config: GovernConfig;
    readonly category: TaskCategory;
    readonly pathEnv: string;
    readonly root: RootView;
  },
  commands: Map<ToolGateName, ToolCommand>,
  problems: string[],
): void {
  const { workspace, config, category, pathEnv, root } = from;
  {
    for (const gate of resolveCategoryGates(config, category)) {
      if (!AVAILABLE_GATES.includes(gate)) {
        problems.push(
          `${gate} (category ${category}): this version of govern does not implement it; remove it from categories.${category}.gates or set gates.${gate}.enabled to false`,
        );
        continue;
      }
      if (!isToolGate(gate) || commands.has(gate)) {
        continue;
      }
      const settings = config.gates[gate];
      const resolved = resolveToolCommand(gate, workspace, overrideOf(config, gate), root);
      if (resolved === null) {
        problems.push(
          `${gate} (category ${category}): no tool detected in the repository; set gates.${gate}.command in .governance/config.json, or set gates.${gate}.enabled to false`,
        );
        continue;
      }
      const command =
        settings?.command === undefined && settings?.timeoutMs !== undefined
          ? { ...resolved, timeoutMs: settings.timeoutMs }
          : resolved;
      // A tool whose config the repository keeps but which nothing of it runs (advisory) and
      // nothing installs has no policy to enforce: its gate passes with a note (tool-gates.ts)
      // instead of stopping the run.
      if (!commandExists(command.command, workspace, pathEnv) && command.advisory === undefined) {
        problems.push(
          `${gate} (category ${category}): ${command.command} is not installed; ${installHint(gate, command.command, root)}`,
        );
        continue;
      }
      commands.set(gate, command);
    }
  }
}

/**
 * One tool gate's command as config and detection in `workspace` give it, or null when
 * neither names one; unlike preflightGates, nothing is required or checked on disk.
 */
export function resolveGateTool(
  workspace: string,
  config: GovernConfig,
  gate: ToolGateName,
): ToolCommand | null {
  return resolveToolCommand(gate, workspace, overrideOf(config, gate));
}

/**
 * A tool gate's config as an override of detection: args and appendFiles describe a
 * configured command; timeoutMs, relatedFirst, resident and files also adjust a detected one.
 */
function overrideOf(config: GovernConfig, gate: ToolGateName): ToolCommandOverride | undefined {
  const settings = config.gates[gate];
  if (settings === undefined) {
    return undefined;
  }
  return {
    ...(settings.command === undefined
      ? {}
      : {
          command: settings.command,
          args: settings.args ?? [],
          ...(settings.appendFiles === undefined ? {} : { appendFiles: settings.appendFiles }),
        }),
    ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
    ...(settings.relatedFirst === undefined ? {} : { relatedFirst: settings.relatedFirst }),
    ...(settings.resident === undefined ? {} : { resident: settings.resident }),
    ...(settings.files === undefined ? {} : { files: settings.files }),
  };
}

/** True when `command` resolves to an existing file (absolute, workspace-relative, node_modules/.bin or PATH). */
export function commandExists(command: string, workspace: string, pathEnv: string): boolean {
  if (isAbsolute(command)) {
    return existsSync(command);
  }
  if (command.includes('/')) {
    return existsSync(join(workspace, command));
  }
  const dirs = [
    join(workspace, 'node_modules', '.bin'),
    ...pathEnv.split(delimiter).filter((dir) => dir !== ''),
  ];
  return dirs.some((dir) => existsSync(join(dir, command)));
}

/** What the task-aware gates need to know about the task. */
export interface GateTaskContext {
  /** The write scope: files, folders or globs. */
  readonly targetPaths: readonly string[];
  readonly category: TaskCategory;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** The task's words: ANTI_STUB reads which functions it asks for. */
  readonly description?: string;
  readonly acceptanceCriteria?: readonly string[];
}

/**
 * True when the task declares an intended test change: its `metadata.allowTestChanges`, for
 * any category, or its category's `allowTestChanges` in config.
 */
export function allowsTestChanges(task: GateTaskContext, options?: GateOptions): boolean {
  return (
    task.metadata['allowTestChanges'] === true ||
    options?.testChangeCategories.has(task.category) === true
  );
}

/** What CONSTITUTION judges by: the base's rules, or why they could not be read. */
export type ConstitutionInput =
  | { readonly rules: readonly ConstitutionRule[]; readonly context: ConstitutionContext }
  /** The base's constitution could not be read: the gate fails, never passes unchecked. */
  | { readonly error: unknown };

export interface VerifyInput {
  readonly workspace: string;
  readonly task: GateTaskContext;
  readonly gates: readonly GateName[];
  readonly changes: readonly ChangedFile[];
  readonly tools: ToolCommands;
  readonly env: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** INJECTION: shadow records suspect text, enforce fails on hostile text. */
  readonly injectionMode: InjectionGateMode;
  /** INJECTION: the agent's own words about the change (commit message or summary). */
  readonly commitMessage?: string;
  /** Tool gates skip inputs that already passed (a retry, a re-run after a rebase). */
  readonly cache?: GateCacheKeys;
  /** The loop stops at the first failure (cheapest first); `govern check` reports them all. */
  readonly stopAtFirstFailure?: boolean;
  /**
   * Where tool gates run: the gate sandbox, the tool check before each gate and the tree
   * put back after it. Absent: tools run as the kernel's children (unit tests).
   */
  readonly boundary?: GateBoundary;
  /**
   * TEST_SUITE: runs the whole suite on the change's base commit (sandboxed like any gate)
   * and reads how many tests ran; null when unread. Absent: the base is counted only from
   * the gate cache.
   */
  readonly countTestsAtBase?: (command: ToolCommand) => Promise<number | null>;
  /** False positives the config silences (`detectors.silence`): reported apart, not counted. */
  readonly silencer?: Silencer;
  /** Config for the task-aware gates (code gates, ANTI_STUB rules, test changes). */
  readonly gateOptions?: GateOptions;
  /**
   * CONSTITUTION: the rules committed at the change's base (never the ones in the tree under
   * review) and what the gate reads besides the change. Absent: the base has no constitution.
   */
  readonly constitution?: ConstitutionInput;
}

/** Runs the gates in order, by default stopping at the first failure; a gate that throws fails. */
export async function verifyChange(input: VerifyInput): Promise<GateVerdict[]> {
  const verdicts: GateVerdict[] = [];
  for (const gate of input.gates) {
    const ran = await runGate(gate, input);
    const verdict = input.silencer === undefined ? ran : silenceVerdict(ran, input.silencer);
    verdicts.push(verdict);
    if (!verdict.passed && input.stopAtFirstFailure !== false) {
      break;
    }
  }
  return verdicts;
}

/**
 * TEST_INTEGRITY with what it reads besides the change: the base's test runner and
 * TEST_SUITE's command.
 */
function testIntegrity(input: VerifyInput): Promise<GateVerdict> {
  return runTestIntegrityGate(input.changes, {
    allowTestChanges: allowsTestChanges(input.task, input.gateOptions),
    runnerRuns: runnerTestFiles(baseReader(input.workspace, input.changes)),
    testsRunByScripts: judgedByScripts(input.tools.get('TEST_SUITE')),
  });
}

/**
 * AST_LINT's file set for ANTI_STUB: a blanket `eslint-disable` in a file the repository's
 * eslint does not check silences nothing. Only when AST_LINT runs eslint with a set the
 * repository's scripts (or config) name; any other linter leaves every file checked.
 */
function lintFilesOf(command: ToolCommand | undefined): { lintFiles?: CheckedFileSet } {
  if (command?.files === undefined || !/(?:^|[/\\])eslint(?:\.[cm]?js)?$/.test(command.command)) {
    return {};
  }
  return { lintFiles: command.files };
}

/**
 * Whether the repository type-checks and lints: the gate has a tool here, or detection finds
 * the repository's own in the tree as changed (a change that adds an eslint config lints
 * itself). A suppression of a checker that does not run silences nothing.
 */
const checkersOf = (input: VerifyInput): { typeChecked: boolean; linted: boolean } => ({
  typeChecked:
    input.tools.has('TYPE_CHECK') || detectToolCommand('TYPE_CHECK', input.workspace) !== null,
  linted: input.tools.has('AST_LINT') || detectToolCommand('AST_LINT', input.workspace) !== null,
});

/** Runs one gate; never throws (a crash is a failed verdict). */
export async function runGate(gate: GateName, input: VerifyInput): Promise<GateVerdict> {
  const started = performance.now();
  try {
    switch (gate) {
      case 'ANTI_STUB':
        return await runAntiStub(input.changes, {
          task: {
            text: [input.task.description ?? '', ...(input.task.acceptanceCriteria ?? [])].join(
              '\n',
            ),
            targetPaths: input.task.targetPaths,
          },
          rules: input.gateOptions?.antiStubRules ?? {},
          testChangesDeclared: allowsTestChanges(input.task, input.gateOptions),
          ...checkersOf(input),
          ...lintFilesOf(input.tools.get('AST_LINT')),
        });
      case 'SCOPE':
        return await runScopeGateFor(input.changes, input.task, input.workspace);
      case 'CONSTITUTION':
        if (input.constitution !== undefined && 'error' in input.constitution) {
          return crashedVerdict(gate, 'error', input.constitution.error, started);
        }
        return input.constitution === undefined
          ? { gate, passed: true, severity: 'info', findings: [], durationMs: 0 }
          : await runConstitutionGate(
              input.changes,
              input.constitution.rules,
              input.constitution.context,
            );
      case 'TEST_INTEGRITY':
        return await testIntegrity(input);
      case 'SYNTAX_CHECK':
      case 'AST_LINT':
      case 'TYPE_CHECK':
      case 'TEST_SUITE': {
        const command = input.tools.get(gate);
        if (command === undefined) {
          return crashed(gate, 'TOOL_MISSING', `no command resolved for ${gate}`, started);
        }
        const { boundary, cache } = input;
        const gateInput = {
          workspace: input.workspace,
          changes: input.changes,
          env: input.env,
          ...(input.signal === undefined ? {} : { signal: input.signal }),
          ...(boundary?.launch === undefined ? {} : { launch: boundary.launch }),
          ...(boundary?.resident === undefined ? {} : { resident: boundary.resident }),
        };
        const execute = (): Promise<GateVerdict> =>
          cache === undefined
            ? runToolGate(gate, command, gateInput)
            : runToolGateCached(gate, command, gateInput, cache);
        const verdict = await (boundary === undefined ? execute() : boundary.run(gate, execute));
        // After the boundary: counting the base's tests opens a sandbox of its own.
        return gate === 'TEST_SUITE' && cache !== undefined
          ? await checkTestCount(verdict, {
              workspace: input.workspace,
              command,
              keys: cache,
              allowTestChanges: allowsTestChanges(input.task, input.gateOptions),
              ...(input.countTestsAtBase === undefined
                ? {}
                : { countAtBase: input.countTestsAtBase }),
            })
          : verdict;
      }
      case 'SECRETS':
        return await runSecretsGate(input.changes);
      case 'SECURITY_REGRESSION':
        return await runSecurityRegressionGate(input.changes);
      case 'INJECTION':
        return await runInjectionGate(input.changes, {
          mode: input.injectionMode,
          ...(input.commitMessage === undefined ? {} : { commitMessage: input.commitMessage }),
        });
    }
  } catch (error) {
    return crashedVerdict(gate, 'error', error, started);
  }
}

function crashed(
  gate: GateName,
  code: 'TOOL_MISSING',
  message: string,
  started: number,
): GateVerdict {
  return {
    gate,
    passed: false,
    severity: 'error',
    findings: [{ file: null, line: null, rule: code.toLowerCase(), message }],
    durationMs: Math.round(performance.now() - started),
    error: { code, message },
  };
}
