import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, delimiter, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { runProcess } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';
import { residentFormatLauncher } from './resident-format.js';
import { keepChangeFindings, memoryBaselineStore } from './tool-baseline.js';
import type { BaselineStore, StdinRunner } from './tool-baseline.js';
import { withinFileSet } from './tool-file-set.js';
import { ownExemptionFindings, toolExemptionFindings } from './own-exemption.js';
import { parsableFiles } from './parse-check.js';
import { isEslintConfigName, LINTABLE_EXTENSIONS } from './tool-detect.js';
import { combined, failed, judge } from './tool-verdict.js';
import {
  buildInfoPath,
  checkResident,
  dropUntrusted,
  isUnexplainedTscFailure,
  PROCESS_ARTIFACT_TRUST,
  recordState,
} from './tsc-state.js';
import type { ArtifactTrust } from './tsc-state.js';
import type { GateVerdict, GateInput, ToolCommand, ToolGateName, ToolLauncher } from './types.js';

export interface ToolGateOptions {
  /** Vouches for tsc's incremental state between runs (default: this process's memory). */
  readonly trust?: ArtifactTrust;
  /** Caches what SYNTAX_CHECK and AST_LINT find on base versions (default: this process's memory). */
  readonly baseline?: BaselineStore;
}

const PROCESS_BASELINE: BaselineStore = memoryBaselineStore();

/**
 * Runs one tool gate in `input.workspace` and judges the result, failing closed: exit 0
 * passes; a missing binary (TOOL_MISSING), a timeout or abort (TIMED_OUT), a signal or a
 * crash exit code (TOOL_CRASHED) fail with `error` set; any other non-zero exit fails with
 * the parsed findings, or one finding quoting the output when nothing parsed. A gate whose
 * command takes files passes without running when no changed file applies.
 *
 * TEST_SUITE with `command.related` (and `relatedFirst` not false) runs the tests related
 * to the changed files first; their failure is the verdict, else the whole suite decides.
 * TYPE_CHECK with `--tsBuildInfoFile` uses tsc's incremental state only when `trust`
 * vouches for it, and re-runs from scratch once when an incremental run fails without a
 * single diagnostic (a corrupt state file crashes tsc rather than reporting an error).
 */
export async function runToolGate(
  gate: ToolGateName,
  command: ToolCommand,
  input: GateInput,
  options: ToolGateOptions = {},
): Promise<GateVerdict> {
  // An advisory tool (its config kept, nothing of the repository runs it) that is not installed
  // either: there is no policy to enforce and nothing to check with.
  if (
    command.advisory !== undefined &&
    isAbsolute(command.command) &&
    !existsSync(command.command)
  ) {
    return {
      gate,
      passed: true,
      severity: 'info',
      findings: [],
      durationMs: 0,
      output: `${gate}: not checked: ${toolName(command.command)} is not installed (${command.command}), and ${command.advisory}`,
    };
  }
  const verdict = droppedLinter(
    gate,
    command,
    input,
    await runJudged(gate, command, input, options),
  );
  const exempted = await toolExemptionFindings(
    gate,
    toolName(command.command),
    command,
    input,
    (args, files, program) =>
      execute(
        { ...command, command: program ?? command.command, args: [...args] },
        files,
        input,
        command.timeoutMs,
      ),
  );
  if (exempted.length === 0) {
    return verdict;
  }
  const findings = [...verdict.findings, ...exempted];
  // A failure is at least an error.
  const severity = verdict.severity === 'critical' ? 'critical' : 'error';
  return { ...verdict, passed: false, severity, findings };
}

/**
 * eslint that exits for want of a config, where the change deleted the repository's root
 * config and left none: the change moved off eslint (parse-diff 0.12.0 replaced it with
 * biome, whose `biome.json` it added). There is no rule set left to judge the files by,
 * and judging them by the dropped one refuses the code the new linter accepts, so the run
 * is a note, not a crash. Deleting the config is still a change of a gate tool's
 * configuration: SCOPE refuses it unless the task names the file, and code changed beside it
 * leaves AST_LINT, which the own-exemption check refuses ("make the config change on its
 * own"), so a change that drops eslint lands only with nothing else in it.
 */
function droppedLinter(
  gate: ToolGateName,
  command: ToolCommand,
  input: GateInput,
  verdict: GateVerdict,
): GateVerdict {
  if (
    gate !== 'AST_LINT' ||
    verdict.error?.code !== 'TOOL_CRASHED' ||
    toolName(command.command) !== 'eslint'
  ) {
    return verdict;
  }
  const deleted = input.changes
    .filter((change) => change.status === 'deleted' && isEslintConfigName(change.path))
    .map((change) => change.path);
  let left: string[];
  try {
    left = readdirSync(input.workspace).filter(isEslintConfigName);
  } catch {
    return verdict;
  }
  if (deleted.length === 0 || left.length > 0) {
    return verdict;
  }
  return {
    gate,
    passed: true,
    severity: 'info',
    findings: [],
    durationMs: verdict.durationMs,
    output: `${gate}: not checked: the change deletes eslint's config (${deleted.join(', ')}) and leaves none, so eslint has no rules to judge the files by (SCOPE judges the config's removal)\n${verdict.output ?? ''}`,
  };
}

async function runJudged(
  gate: ToolGateName,
  command: ToolCommand,
  input: GateInput,
  options: ToolGateOptions,
): Promise<GateVerdict> {
  const { resident, ...plain } = input;
  const formatter =
    gate === 'SYNTAX_CHECK'
      ? residentFormatLauncher(command, resident, input.launch ?? runDirectly)
      : null;
  if (formatter !== null) {
    return runJudged(gate, command, { ...plain, launch: formatter }, options);
  }
  const started = performance.now();
  const elapsedMs = (): number => Math.round(performance.now() - started);
  const tool = toolName(command.command);
  const scope = scopeFiles(gate, command, tool, input, elapsedMs);
  if ('verdict' in scope) {
    return scope.verdict;
  }
  // A command that takes no files checks what its own arguments name: any changed file.
  const checked = command.appendFiles
    ? new Set(scope.files)
    : new Set(input.changes.map((change) => change.path));
  const exempted = ownExemptionFindings(gate, tool, input.changes, checked);
  if (exempted.length > 0) {
    // Judged by the base's ignore files, not the change's: failing without running the tool
    // keeps the verdict about the one thing wrong with the change's shape.
    return { gate, passed: false, severity: 'error', findings: exempted, durationMs: elapsedMs() };
  }
  let note = '';
  if (gate === 'TEST_SUITE') {
    const related = await runRelatedTests(command, input, elapsedMs);
    if (related !== null && !related.verdict.passed) {
      return related.verdict;
    }
    note = related?.note ?? '';
  }
  const trust = options.trust ?? PROCESS_ARTIFACT_TRUST;
  const buildInfo = gate === 'TYPE_CHECK' ? buildInfoPath(command, input.workspace) : null;
  if (gate === 'TYPE_CHECK' && command.resident !== undefined && 'project' in command.resident) {
    const outcome = await checkResident(command, command.resident, input, buildInfo, trust);
    if (outcome?.kind === 'checked') {
      return judge(gate, command, tool, outcome.result, input, elapsedMs);
    }
    if (outcome?.kind === 'failed') {
      // Never a pass: tsc itself decides, and the output says the checker failed.
      note = `TYPE_CHECK: the resident type checker could not answer (${outcome.reason.split('\n')[0] ?? ''}); tsc ran instead`;
    }
  }
  // The related tests spent part of TEST_SUITE's time; the whole suite gets what is left.
  const timeoutMs = (): number =>
    gate === 'TEST_SUITE' ? Math.max(1, command.timeoutMs - elapsedMs()) : command.timeoutMs;
  const result = await runWithState(command, scope.files, input, timeoutMs, buildInfo, trust);
  const verdict = await keepChangeFindings(
    gate,
    tool,
    command,
    judge(gate, command, tool, result, input, elapsedMs),
    input,
    baseRunner(command, input),
    options.baseline ?? PROCESS_BASELINE,
  );
  const notes = `${scope.note}${note === '' ? '' : `${note}\n`}${command.note === undefined ? '' : `${command.note}\n`}`;
  const parsable =
    gate === 'AST_LINT' && command.advisory !== undefined && !verdict.passed
      ? await parsableFiles(input.workspace, verdict)
      : new Set<string>();
  const judged = advisory(gate, command, verdict, parsable);
  return notes === '' ? judged : { ...judged, output: `${notes}${judged.output ?? ''}` };
}

const isFormatFinding = (finding: { readonly rule: string }): boolean =>
  finding.rule === 'prettier';
// eslint's rule findings; `parse-error` is a file it cannot read, and stays a failure.
const isLintRuleFinding = (finding: { readonly rule: string }): boolean =>
  finding.rule !== 'parse-error';

/**
 * A formatting or lint verdict where the repository enforces neither (ToolCommand.advisory):
 * files prettier would format differently, and eslint's rule findings, pass as notes. A file
 * the tool cannot parse (unless a current parser reads it: `parsable`), a tool that failed, or
 * any other finding still fails.
 */
function advisory(
  gate: ToolGateName,
  command: ToolCommand,
  verdict: GateVerdict,
  parsable: ReadonlySet<string>,
): GateVerdict {
  // A parse error of a file a current parser reads is the config's older syntax, not a broken
  // file (parse-check.ts): unenforced, it is a note like the rule findings.
  const reported =
    gate === 'AST_LINT'
      ? (finding: { readonly rule: string; readonly file: string | null }): boolean =>
          isLintRuleFinding(finding) || (finding.file !== null && parsable.has(finding.file))
      : isFormatFinding;
  // eslint that exits on a config nothing of the repository uses (haversine 1.0.2's .eslintrc
  // is not valid JSON) says nothing about the change either. A formatter's crash still fails:
  // SYNTAX_CHECK is the syntax check as well.
  const unenforcedCrash = gate === 'AST_LINT' && verdict.error?.code === 'TOOL_CRASHED';
  if (
    command.advisory === undefined ||
    verdict.passed ||
    (verdict.error !== undefined && !unenforcedCrash) ||
    verdict.findings.length === 0 ||
    !(unenforcedCrash || verdict.findings.every(reported))
  ) {
    return verdict;
  }
  const { error: _crash, ...reportedVerdict } = verdict;
  return {
    ...reportedVerdict,
    passed: true,
    severity: 'info',
    findings: verdict.findings.map((finding) => ({ ...finding, severity: 'info' as const })),
    output: `${gate}: ${command.advisory}\n${verdict.output ?? ''}`,
  };
}

/**
 * The first step: the files the tool is handed (the changed ones inside the gate's file
 * set), or the verdict when there is nothing to run: a missing workspace fails, and a
 * command that takes files passes unrun when no changed file applies.
 */
function scopeFiles(
  gate: ToolGateName,
  command: ToolCommand,
  tool: string,
  input: GateInput,
  elapsedMs: () => number,
): { readonly verdict: GateVerdict } | { readonly files: string[]; readonly note: string } {
  if (!existsSync(input.workspace)) {
    const message = `${gate}: workspace ${input.workspace} does not exist`;
    return { verdict: failed(gate, elapsedMs(), 'GATE_CRASHED', message, '') };
  }
  const scoped = withinFileSet(
    gate,
    command.appendFiles ? selectFiles(gate, tool, input) : [],
    command.files,
  );
  if (command.appendFiles && scoped.files.length === 0) {
    const verdict: GateVerdict = {
      gate,
      passed: true,
      severity: 'info',
      findings: [],
      durationMs: elapsedMs(),
      output: `${scoped.note}${gate}: no changed file for ${tool} to check; ${tool} was not run`,
    };
    return { verdict };
  }
  return scoped;
}

/**
 * The tool as a process. With tsc's incremental state (`buildInfo`), the state is kept
 * only when trusted, a failure it cannot explain is retried once from scratch, and the
 * state the run leaves is recorded as the gate's own.
 */
async function runWithState(
  command: ToolCommand,
  files: readonly string[],
  input: GateInput,
  timeoutMs: () => number,
  buildInfo: string | null,
  trust: ArtifactTrust,
): Promise<ProcessResult> {
  const hadState = buildInfo !== null && dropUntrusted(buildInfo, trust);
  const run = (): Promise<ProcessResult> =>
    execute(command, files, input, timeoutMs(), buildInfo === null ? [] : [buildInfo]);
  let result = await run();
  if (buildInfo !== null) {
    if (hadState && isUnexplainedTscFailure(result, input.workspace)) {
      rmSync(buildInfo, { force: true });
      result = await run();
    }
    recordState(buildInfo, trust);
  }
  return result;
}

/**
 * How the baseline runs the tool on the base versions of the files. It loads the
 * repository's tool config as the head run does: in the sandbox too.
 */
function baseRunner(command: ToolCommand, input: GateInput): StdinRunner {
  return (args, stdin) =>
    (input.launch ?? runDirectly)({
      program: command.command,
      args,
      cwd: input.workspace,
      env: buildToolEnv(input.workspace, input.env),
      timeoutMs: command.timeoutMs,
      stateFiles: [],
      input: stdin,
      ...(input.signal === undefined ? {} : { signal: input.signal }),
    });
}

/** Without a launcher (tests, --no-sandbox): the tool runs as the kernel's child. */
const runDirectly: ToolLauncher = (launch) =>
  runProcess(launch.program, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    timeoutMs: launch.timeoutMs,
    ...(launch.input === undefined ? {} : { input: launch.input }),
    ...(launch.signal === undefined ? {} : { signal: launch.signal }),
  });

function execute(
  command: ToolCommand,
  files: readonly string[],
  input: GateInput,
  timeoutMs: number,
  stateFiles: readonly string[] = [],
): Promise<ProcessResult> {
  return (input.launch ?? runDirectly)({
    program: command.command,
    args: [...command.args, ...files.map(asArgument)],
    cwd: input.workspace,
    env: buildToolEnv(input.workspace, input.env),
    timeoutMs,
    stateFiles,
    ...(input.signal === undefined ? {} : { signal: input.signal }),
  });
}

/** The root package.json's `scripts.test`, or null when absent or unreadable. */
function testScriptOf(manifest: string | null): string | null {
  if (manifest === null) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(manifest);
    const scripts: unknown =
      typeof parsed === 'object' && parsed !== null && 'scripts' in parsed ? parsed.scripts : null;
    const test: unknown =
      typeof scripts === 'object' && scripts !== null && 'test' in scripts ? scripts.test : null;
    return typeof test === 'string' ? test : null;
  } catch {
    return null;
  }
}

/** Whether the change edits the root package.json's test script. */
function rewritesTestScript(input: GateInput): boolean {
  const manifest = input.changes.find((change) => change.path === 'package.json');
  return manifest !== undefined && testScriptOf(manifest.before) !== testScriptOf(manifest.after);
}

/**
 * The related tests of the changed files, when the command has a related run: null when
 * there is none to run (disabled, no runner, runner not installed, only deletions).
 */
async function runRelatedTests(
  command: ToolCommand,
  input: GateInput,
  elapsedMs: () => number,
): Promise<{ verdict: GateVerdict; note: string } | null> {
  const related = command.related;
  if (command.relatedFirst === false || related === undefined || !existsSync(related.command)) {
    return null;
  }
  const files = selectFiles('TEST_SUITE', toolName(related.command), input);
  if (files.length === 0) {
    return null;
  }
  // The related command was read from the base's test script; a change that rewrites it (a
  // move to ES modules behind `node --experimental-vm-modules`, another runner) is judged by
  // the whole suite alone, which `npm test` runs from the change's own manifest.
  if (rewritesTestScript(input)) {
    const note = `TEST_SUITE: the change rewrites the test script (package.json scripts.test), so the related run read from the base's script was skipped; the whole suite ran`;
    return {
      verdict: { gate: 'TEST_SUITE', passed: true, severity: 'info', findings: [], durationMs: 0 },
      note,
    };
  }
  const relatedCommand: ToolCommand = { ...command, ...related, appendFiles: true };
  const result = await execute(relatedCommand, files, input, command.timeoutMs);
  const tool = toolName(related.command);
  const verdict = judge('TEST_SUITE', relatedCommand, tool, result, input, elapsedMs);
  if (!verdict.passed) {
    const note = `TEST_SUITE: the tests related to the changed files failed (${tool}); the whole suite was not run`;
    return { verdict: { ...verdict, output: `${note}\n${verdict.output ?? ''}` }, note };
  }
  const none = /No test files found|No tests found/i.test(combined(result));
  const note = none
    ? `TEST_SUITE: no test is related to the changed files (${tool}); the whole suite ran`
    : `TEST_SUITE: the tests related to the changed files passed (${tool}); then the whole suite ran`;
  return { verdict, note };
}

/**
 * The child's environment: the caller's (already sanitized) plus the repository's own
 * binaries first in PATH, so a bare `tsc` in config means the repository's version, and
 * CI mode without colour, so runners do not wait for input or decorate their output.
 * Other projects' `node_modules/.bin` entries are dropped from the inherited PATH.
 */
function buildToolEnv(
  workspace: string,
  env: Readonly<Record<string, string>>,
): Record<string, string> {
  const bin = join(workspace, 'node_modules', '.bin');
  // `npx govern` or `npm run` leaves some other package's node_modules/.bin in PATH (govern's
  // own, for one); a repository missing a tool would silently borrow that copy instead of
  // failing TOOL_MISSING. Global installs live in `<prefix>/bin` and stay reachable.
  const inherited = (env['PATH'] ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !/[\\/]node_modules[\\/]\.bin[\\/]?$/.test(dir));
  return {
    ...env,
    PATH: [bin, ...inherited].join(delimiter),
    CI: 'true',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
}

/**
 * The changed files to hand the tool: not deleted, still on disk, inside the workspace;
 * for eslint only the extensions it lints (another linter configured for AST_LINT gets
 * every file, so that a Python linter is not handed an empty list and silently passes).
 */
function selectFiles(gate: ToolGateName, tool: string, input: GateInput): string[] {
  const root = resolve(input.workspace);
  return input.changes
    .filter((change) => change.status !== 'deleted')
    .map((change) => change.path)
    .filter((path) => {
      const absolute = resolve(root, path);
      const inside = absolute.startsWith(root + sep) && relative(root, absolute) !== '';
      return inside && existsSync(absolute);
    })
    .filter(
      (path) =>
        gate !== 'AST_LINT' ||
        tool !== 'eslint' ||
        (LINTABLE_EXTENSIONS as readonly string[]).includes(extname(path).toLowerCase()),
    );
}

/** A file named `--config=x.js` would be read as an option; `./` keeps it a path. */
function asArgument(path: string): string {
  return path.startsWith('-') ? `./${path}` : path;
}

/** `eslint` for `/ws/node_modules/.bin/eslint`; how crash codes and hints are chosen. */
function toolName(command: string): string {
  return basename(command).replace(/\.(?:cmd|exe|js|mjs|cjs)$/, '');
}
