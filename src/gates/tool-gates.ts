import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, delimiter, extname, join, relative, resolve, sep } from 'node:path';
import { runProcess } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';
import { residentTypeCheck } from './resident-tsc.js';
import type { ResidentOutcome } from './resident-tsc.js';
import { keepChangeFindings, memoryBaselineStore } from './tool-baseline.js';
import type { BaselineStore, StdinRunner } from './tool-baseline.js';
import { withinFileSet } from './tool-file-set.js';
import { LINTABLE_EXTENSIONS } from './tool-detect.js';
import {
  lastMeaningfulLines,
  parseEslintJson,
  parsePrettierCheck,
  parseTscOutput,
  readEslintJson,
  renderFindings,
  stripAnsi,
  tailText,
} from './tool-output.js';
import { parseTestOutput } from './tool-test-output.js';
import type {
  Finding,
  GateErrorCode,
  GateVerdict,
  GateInput,
  ToolCommand,
  ToolGateName,
  ToolLauncher,
} from './types.js';

/**
 * Exit codes that mean the tool itself failed, not the code it checked: eslint 2 (bad
 * config or internal error), prettier 2 (same, but also a file it cannot parse, which
 * comes with a syntax-error finding and stays an ordinary failure). tsc documents 1 and 2
 * as "diagnostics present"; anything else (3 invalid project, 4 reference cycle, a Node
 * crash) is the tool's failure.
 */
function isCrashExit(tool: string, exitCode: number, findings: readonly Finding[]): boolean {
  switch (tool) {
    case 'eslint':
      return exitCode === 2;
    case 'prettier':
      return exitCode === 2 && !findings.some((finding) => finding.rule === 'syntax-error');
    case 'tsc':
      return exitCode !== 1 && exitCode !== 2;
    default:
      return false;
  }
}

/** What `npm install` would fix, for the TOOL_MISSING hint. */
const PACKAGE_OF_TOOL: Readonly<Record<string, string>> = {
  tsc: 'typescript',
  eslint: 'eslint',
  prettier: 'prettier',
};

/**
 * Who vouches for a file a tool reads back on its next run (tsc's incremental state). It
 * lives in the tree the agent writes to, and a forged one could make tsc skip a file with
 * errors, so a gate uses it only when it is byte for byte what the gate's own last run left.
 */
export interface ArtifactTrust {
  /** The SHA-256 (hex) the gate recorded for `path` (absolute) after its last run. */
  artifactHash(path: string): string | undefined;
  /** Records `path`'s hash after a run; null forgets it. */
  recordArtifact(path: string, hash: string | null): void;
}

/** Trust for one process: the first TYPE_CHECK of a tree in each process starts cold. */
const PROCESS_ARTIFACT_TRUST: ArtifactTrust = ((): ArtifactTrust => {
  const hashes = new Map<string, string>();
  return {
    artifactHash: (path) => hashes.get(path),
    recordArtifact: (path, hash) => {
      if (hash === null) {
        hashes.delete(path);
      } else {
        hashes.set(path, hash);
      }
    },
  };
})();

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
  const started = performance.now();
  const elapsedMs = (): number => Math.round(performance.now() - started);
  const tool = toolName(command.command);
  const scope = scopeFiles(gate, command, tool, input, elapsedMs);
  if ('verdict' in scope) {
    return scope.verdict;
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
  if (gate === 'TYPE_CHECK' && command.resident !== undefined) {
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
  return notes === '' ? verdict : { ...verdict, output: `${notes}${verdict.output ?? ''}` };
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
 * TYPE_CHECK through the resident checker: its outcome, or null when no checker could be
 * had (tsc runs instead). tsc's state file is vouched for around the check as around a run.
 */
async function checkResident(
  command: ToolCommand,
  resident: { readonly project: string },
  input: GateInput,
  buildInfo: string | null,
  trust: ArtifactTrust,
): Promise<ResidentOutcome | null> {
  // A checker already running has read tsc's state file; one about to start reads it.
  if (buildInfo !== null) {
    dropUntrusted(buildInfo, trust);
  }
  const outcome = await residentTypeCheck({
    workspace: input.workspace,
    project: resident.project,
    tscPath: command.command,
    timeoutMs: command.timeoutMs,
    ...(buildInfo === null ? {} : { buildInfoFile: buildInfo }),
    ...(input.signal === undefined ? {} : { signal: input.signal }),
  });
  if (buildInfo !== null && outcome !== null) {
    // Vouch only for what a finished check wrote; a stopped or crashed one may have torn it.
    if (
      outcome.kind === 'checked' &&
      !outcome.result.timedOut &&
      outcome.result.exitCode !== null
    ) {
      recordState(buildInfo, trust);
    } else {
      rmSync(buildInfo, { force: true });
      trust.recordArtifact(buildInfo, null);
    }
  }
  return outcome;
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

/** The absolute `--tsBuildInfoFile` of a tsc command line, or null. */
function buildInfoPath(command: ToolCommand, workspace: string): string | null {
  const at = command.args.indexOf('--tsBuildInfoFile');
  const value = at === -1 ? undefined : command.args[at + 1];
  return value === undefined ? null : resolve(workspace, value);
}

/** Removes tsc's state unless `trust` vouches for it; true when trusted state is kept. */
function dropUntrusted(path: string, trust: ArtifactTrust): boolean {
  const hash = hashFile(path);
  if (hash === null) {
    return false;
  }
  if (trust.artifactHash(path) === hash) {
    return true;
  }
  rmSync(path, { force: true });
  return false;
}

function recordState(path: string, trust: ArtifactTrust): void {
  trust.recordArtifact(path, hashFile(path));
}

function hashFile(path: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return null;
  }
}

/**
 * tsc exits 1 both for diagnostics and when it throws (a state file it cannot use makes it
 * throw); a failure without one parsed diagnostic is worth one run from scratch.
 */
function isUnexplainedTscFailure(result: ProcessResult, workspace: string): boolean {
  return (
    result.spawnError === null &&
    !result.timedOut &&
    result.exitCode !== null &&
    result.exitCode !== 0 &&
    parseTscOutput(combined(result), workspace).length === 0
  );
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

function judge(
  gate: ToolGateName,
  command: ToolCommand,
  tool: string,
  result: ProcessResult,
  input: GateInput,
  elapsedMs: () => number,
): GateVerdict {
  const display = displayCommand(command.command, input.workspace);
  if (result.spawnError !== null) {
    const code = result.spawnErrorCode ?? 'SPAWN_FAILED';
    if (code === 'ENOENT' || code === 'EACCES' || code === 'ENOTDIR') {
      return failed(
        gate,
        elapsedMs(),
        'TOOL_MISSING',
        missingMessage(gate, tool, display, code),
        '',
      );
    }
    const message = `${gate}: ${display} could not start (${code}: ${result.spawnError})`;
    return failed(gate, elapsedMs(), 'TOOL_CRASHED', message, '');
  }
  const output = buildOutput(gate, result, input.workspace);
  if (result.timedOut) {
    const message = `${gate}: ${display} did not finish within ${command.timeoutMs} ms and was killed; raise gates.${gate}.timeoutMs in .governance/config.json or make the tool faster`;
    return failed(gate, elapsedMs(), 'TIMED_OUT', message, output);
  }
  if (input.signal?.aborted === true) {
    const message = `${gate}: ${display} was cancelled before it finished (the task was aborted or ran out of time)`;
    return failed(gate, elapsedMs(), 'TIMED_OUT', message, output);
  }
  if (result.exitCode === null) {
    const message = `${gate}: ${display} was killed by ${result.signal ?? 'a signal'}`;
    return failed(gate, elapsedMs(), 'TOOL_CRASHED', message, output);
  }
  if (result.exitCode === 0) {
    return { gate, passed: true, severity: 'info', findings: [], durationMs: elapsedMs(), output };
  }
  // 126 and 127 are the shell's "cannot execute" and "not found": `npm test` whose script
  // names a runner that is not installed.
  if (result.exitCode === 126 || result.exitCode === 127) {
    const message = `${gate}: ${display} exited ${result.exitCode} (a command it runs was not found or is not executable); install the repository's dependencies or set gates.${gate}.command in .governance/config.json`;
    return failed(gate, elapsedMs(), 'TOOL_MISSING', message, output);
  }
  const findings = parseFindings(gate, result, input.workspace);
  if (isCrashExit(tool, result.exitCode, findings)) {
    const message = `${gate}: ${display} crashed (exit ${result.exitCode}); its output says why, often a broken config`;
    return failed(gate, elapsedMs(), 'TOOL_CRASHED', message, output);
  }
  return {
    gate,
    passed: false,
    severity: 'error',
    findings:
      findings.length > 0
        ? findings
        : [fallbackFinding(gate, `${display} exited ${result.exitCode}`, combined(result))],
    durationMs: elapsedMs(),
    output,
  };
}

function parseFindings(gate: ToolGateName, result: ProcessResult, workspace: string): Finding[] {
  switch (gate) {
    case 'TYPE_CHECK':
      return parseTscOutput(combined(result), workspace);
    case 'SYNTAX_CHECK':
      return parsePrettierCheck(combined(result), workspace);
    case 'AST_LINT':
      return parseEslintJson(result.stdout, workspace);
    case 'TEST_SUITE':
      return parseTestOutput(combined(result), workspace);
  }
}

/**
 * A failed verdict always carries at least one finding, because findings are what the
 * retry prompt shows the agent; the tool's own words are the best we have.
 */
function fallbackFinding(gate: ToolGateName, what: string, text: string): Finding {
  const lines = lastMeaningfulLines(text);
  return {
    file: null,
    line: null,
    rule: gate === 'TEST_SUITE' ? 'test-failure' : 'tool-failure',
    message: lines === '' ? `${what} with no output` : `${what}:\n${lines}`,
  };
}

function failed(
  gate: ToolGateName,
  durationMs: number,
  code: GateErrorCode,
  message: string,
  output: string,
): GateVerdict {
  const finding = fallbackFinding(gate, message, output);
  return {
    gate,
    passed: false,
    severity: 'error',
    findings: [{ ...finding, rule: code.toLowerCase().replaceAll('_', '-') }],
    durationMs,
    output,
    error: { code, message },
  };
}

function missingMessage(gate: ToolGateName, tool: string, display: string, code: string): string {
  const pkg = PACKAGE_OF_TOOL[tool];
  const install =
    pkg === undefined
      ? `install ${tool}`
      : `install it (npm install --save-dev ${pkg} in the repository)`;
  return `${gate}: ${display} could not be run (${code}); ${install} or set gates.${gate}.command in .governance/config.json`;
}

function displayCommand(command: string, workspace: string): string {
  const rel = relative(workspace, command);
  return command.includes('/') && !rel.startsWith('..') ? rel : command;
}

function combined(result: ProcessResult): string {
  return [result.stdout, result.stderr].filter((text) => text.trim() !== '').join('\n');
}

/**
 * The tail of what the tool printed, without escapes. eslint's JSON (which embeds the
 * source of every file with a problem) is rendered as one line per problem instead.
 */
function buildOutput(gate: ToolGateName, result: ProcessResult, workspace: string): string {
  let stdout = result.stdout;
  if (gate === 'AST_LINT' && readEslintJson(stdout) !== null) {
    stdout = renderFindings(parseEslintJson(stdout, workspace));
  }
  const text = stripAnsi([stdout, result.stderr].filter((part) => part.trim() !== '').join('\n'));
  const tail = tailText(text);
  return result.truncated ? `[output beyond the capture limit was dropped]\n${tail}` : tail;
}
