import { relative } from 'node:path';
import type { ProcessResult } from '../common/index.js';
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
} from './types.js';

/**
 * Exit codes that mean the tool itself failed, not the code it checked: eslint 2 (bad
 * config or internal error), prettier 2 (same, but also a file it cannot parse, which
 * comes with a syntax-error finding and stays an ordinary failure). tsc documents 1 and 2
 * as "diagnostics present"; anything else (3 invalid project, 4 reference cycle, a Node
 * crash) is the tool's failure.
 */
function isCrashExit(
  tool: string,
  exitCode: number,
  findings: readonly Finding[],
  noResults: boolean,
): boolean {
  switch (tool) {
    case 'eslint':
      // Before eslint 5 a config it cannot load exits 1, like lint errors, but prints no
      // results: asked for `--format json`, a run that linted always prints its array.
      return exitCode === 2 || (exitCode === 1 && noResults);
    case 'prettier':
      return exitCode === 2 && !findings.some((finding) => finding.rule === 'syntax-error');
    case 'tsc':
      return exitCode !== 1 && exitCode !== 2;
    default:
      return false;
  }
}

/**
 * tsc's TS18003, "No inputs were found in config file": a tsconfig whose `include` names a
 * folder the tree does not have (search-query-parser ships `include: ["./lib/**\/*"]` and no
 * `lib/`). No file is type-checked, before the change or after it; SCOPE refuses a change to
 * the tsconfig that the task does not name, so a change cannot empty it to pass.
 */
const isNoInputs = (finding: { readonly rule: string }): boolean => finding.rule === 'TS18003';
/**
 * TS5053 about `noEmit`: TypeScript before 5 refuses govern's own `--noEmit` beside a
 * `composite` or `incremental` project. Beside TS18003 it says nothing more about the tree.
 */
const isOwnNoEmitConflict = (finding: {
  readonly rule: string;
  readonly message: string;
}): boolean => finding.rule === 'TS5053' && finding.message.includes("'noEmit'");

/** What `npm install` would fix, for the TOOL_MISSING hint. */
const PACKAGE_OF_TOOL: Readonly<Record<string, string>> = {
  tsc: 'typescript',
  eslint: 'eslint',
  prettier: 'prettier',
};

/**
 * Judges one finished tool run, failing closed: exit 0 passes; a binary that could not
 * start (TOOL_MISSING), a timeout or abort (TIMED_OUT), a signal or a crash exit code
 * (TOOL_CRASHED) fail with `error` set; any other non-zero exit fails with the parsed
 * findings, or one finding quoting the output when nothing parsed.
 */
export function judge(
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
  if (
    gate === 'TYPE_CHECK' &&
    findings.some(isNoInputs) &&
    findings.every((finding) => isNoInputs(finding) || isOwnNoEmitConflict(finding))
  ) {
    return {
      gate,
      passed: true,
      severity: 'info',
      findings: findings.map((finding) => ({ ...finding, severity: 'info' as const })),
      durationMs: elapsedMs(),
      output: `${gate}: the tsconfig's files and include match no file of the tree, so tsc has nothing to check (a note, not a failure: no type of the change is judged either)\n${output}`,
    };
  }
  const noResults = tool === 'eslint' && readEslintJson(result.stdout) === null;
  if (noResults && result.truncated) {
    // eslint before 7 repeats each finding's line in its JSON, and a minified file's line is
    // the whole file: strman 1.0.0's new dist bundle made a 32 MB report, cut at the cap.
    const message = `${gate}: ${display}'s report was larger than govern reads and was cut, so its findings could not be read (an eslint before 7 repeats the line of each finding, and a minified file's line is all of it); keep built or minified files out of the lint (.eslintignore) or set gates.${gate}.command`;
    return failed(gate, elapsedMs(), 'TOOL_CRASHED', message, output);
  }
  if (isCrashExit(tool, result.exitCode, findings, noResults)) {
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

/** A failed verdict for an error of the gate itself, with one finding named after its code. */
export function failed(
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

/** stdout and stderr together, the way a person reading the terminal sees them. */
export function combined(result: ProcessResult): string {
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
