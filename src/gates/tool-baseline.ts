import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { structuredPatch } from 'diff';
import type { ProcessResult } from '../common/index.js';
import { parseEslintJson } from './tool-output.js';
import type {
  ChangedFile,
  Finding,
  GateInput,
  GateVerdict,
  ToolCommand,
  ToolGateName,
} from './types.js';

/**
 * SYNTAX_CHECK and AST_LINT judge the change, not the file's history. A finding counts when it
 * sits on a line the change added or modified, or when the same tool run on the base version
 * of the file did not report it: a README that was already unformatted, or a lint error
 * already in an untouched function, does not fail a change that touches the file.
 */

/** One finding of the tool on the base version of a file, as compared with the head's. */
export interface BaseFinding {
  readonly rule: string;
  readonly message: string;
  /** The text of the line it points at (trimmed): line numbers move, lines rarely change. */
  readonly text: string;
}

/**
 * The base results, by key (gate, command, path, the base blob's hash and the tool's config):
 * a base file is run once, and every later change to it reads the cached result.
 */
export interface BaselineStore {
  baselineFindings(key: string): readonly BaseFinding[] | undefined;
  recordBaselineFindings(key: string, findings: readonly BaseFinding[]): void;
}

/** A store for one process (`govern check`, approve): the kernel's run passes its gate cache. */
export function memoryBaselineStore(): BaselineStore {
  const entries = new Map<string, readonly BaseFinding[]>();
  return {
    baselineFindings: (key) => entries.get(key),
    recordBaselineFindings: (key, findings) => {
      entries.set(key, findings);
    },
  };
}

/** Runs the gate's tool with these arguments and this text on stdin (the gate's own seam). */
export type StdinRunner = (args: readonly string[], input: string) => Promise<ProcessResult>;

/**
 * Lines of `after` (1-based) the change added or modified. Where lines were only deleted, the
 * lines on both sides of the gap count too: what was removed can break what surrounds it.
 */
export function changedLines(before: string, after: string): Set<number> {
  const lines = new Set<number>();
  const patch = structuredPatch('a', 'b', before, after, '', '', { context: 0 });
  for (const hunk of patch.hunks) {
    // jsdiff puts a pure deletion at the line that now follows the gap.
    if (hunk.newLines === 0) {
      lines.add(hunk.newStart - 1);
      lines.add(hunk.newStart);
      continue;
    }
    for (let line = hunk.newStart; line < hunk.newStart + hunk.newLines; line++) {
      lines.add(line);
    }
  }
  return lines;
}

/** Lines of `text` (1-based) that `formatted` rewrites: what prettier would change. */
function rewrittenLines(text: string, formatted: string): Set<number> {
  const lines = new Set<number>();
  for (const hunk of structuredPatch('a', 'b', text, formatted, '', '', { context: 0 }).hunks) {
    // A pure insertion sits before `oldStart`: the lines on both sides of it count.
    const first = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const count = hunk.oldLines === 0 ? 2 : hunk.oldLines;
    for (let line = first; line < first + count; line++) {
      lines.add(line);
    }
  }
  return lines;
}

const CONFIG_FILE =
  /^(?:\.prettierrc.*|prettier\.config\..*|\.prettierignore|\.editorconfig|eslint\.config\..*|\.eslintrc.*|\.eslintignore|package\.json|tsconfig.*\.json)$/;

/** A hash of the tool configs at the root as the base has them: a new config, a new result. */
function configFingerprint(input: GateInput): string {
  const hash = createHash('sha256');
  let names: string[] = [];
  try {
    names = readdirSync(input.workspace)
      .filter((name) => CONFIG_FILE.test(name))
      .sort();
  } catch {
    // No root to read: the key still holds the file's own hash.
  }
  for (const name of names) {
    const changed = input.changes.find((change) => change.path === name);
    const text = changed === undefined ? readOrNull(join(input.workspace, name)) : changed.before;
    hash.update(`${name}\u0000${text ?? '-'}\u0000`);
  }
  return hash.digest('hex');
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function lineText(text: string, line: number | null): string {
  return line === null ? '' : (text.split('\n')[line - 1] ?? '').trim();
}

/** Arguments that make prettier print the formatted text of stdin instead of checking files. */
function prettierStdinArgs(command: ToolCommand, path: string): string[] {
  const dropped = new Set(['--check', '-c', '--list-different', '-l', '--write', '-w']);
  return [...command.args.filter((arg) => !dropped.has(arg)), '--stdin-filepath', path];
}

interface Judging {
  readonly gate: ToolGateName;
  readonly command: ToolCommand;
  readonly input: GateInput;
  readonly run: StdinRunner;
  readonly store: BaselineStore;
  readonly config: string;
}

/** The tool's findings on the base text of `change` (cached), or null when the run failed. */
async function baseFindings(
  judging: Judging,
  change: ChangedFile,
  before: string,
): Promise<readonly BaseFinding[] | null> {
  const { gate, command, run, store } = judging;
  const key = createHash('sha256')
    .update(JSON.stringify([gate, command.command, command.args, change.path, judging.config]))
    .update(before)
    .digest('hex');
  const cached = store.baselineFindings(key);
  if (cached !== undefined) {
    return cached;
  }
  let findings: BaseFinding[];
  if (gate === 'AST_LINT') {
    const result = await run([...command.args, '--stdin', '--stdin-filename', change.path], before);
    if (result.exitCode !== 0 && result.exitCode !== 1) {
      return null;
    }
    findings = parseEslintJson(result.stdout, judging.input.workspace).map((finding) => ({
      rule: finding.rule,
      message: finding.message,
      text: lineText(before, finding.line),
    }));
  } else {
    const result = await run(prettierStdinArgs(command, change.path), before);
    if (result.exitCode === 2) {
      findings = [{ rule: 'syntax-error', message: 'prettier could not parse the base', text: '' }];
    } else if (result.exitCode === 0) {
      findings =
        result.stdout === before ? [] : [{ rule: 'prettier', message: 'not formatted', text: '' }];
    } else {
      return null;
    }
  }
  store.recordBaselineFindings(key, findings);
  return findings;
}

/** True when the unformatted lines of `after` include one the change wrote. */
async function touchesUnformatted(
  judging: Judging,
  change: ChangedFile,
  after: string,
  changed: ReadonlySet<number>,
): Promise<boolean> {
  const result = await judging.run(prettierStdinArgs(judging.command, change.path), after);
  if (result.exitCode !== 0) {
    return true;
  }
  return [...rewrittenLines(after, result.stdout)].some((line) => changed.has(line));
}

/** Whether one head finding is the change's doing. */
async function isChangesFinding(judging: Judging, finding: Finding): Promise<boolean> {
  const change = judging.input.changes.find((c) => c.path === finding.file);
  if (change?.before === null || change?.before === undefined || change.after === null) {
    return true;
  }
  const changed = changedLines(change.before, change.after);
  if (finding.line !== null && changed.has(finding.line)) {
    return true;
  }
  const base = await baseFindings(judging, change, change.before);
  if (base === null) {
    return true;
  }
  if (judging.gate === 'SYNTAX_CHECK') {
    if (finding.rule === 'prettier') {
      // Newly unformatted, or unformatted where the change wrote.
      return (
        !base.some((b) => b.rule === 'prettier') ||
        (await touchesUnformatted(judging, change, change.after, changed))
      );
    }
    return !base.some((b) => b.rule === finding.rule);
  }
  const text = lineText(change.after, finding.line);
  return !base.some(
    (b) => b.rule === finding.rule && b.message === finding.message && b.text === text,
  );
}

/**
 * Keeps the findings of a failed SYNTAX_CHECK (prettier) or AST_LINT (eslint) verdict that the
 * change caused (see the module comment); drops those the base version already had, saying
 * so in the output. A verdict left without findings passes. The tool runs on the base text
 * through stdin, once per base blob (the store caches it); when that run fails, the finding
 * is kept: judging the history never turns a failure into a pass by accident.
 */
export async function keepChangeFindings(
  gate: ToolGateName,
  tool: string,
  command: ToolCommand,
  verdict: GateVerdict,
  input: GateInput,
  run: StdinRunner,
  store: BaselineStore,
): Promise<GateVerdict> {
  const applies =
    (gate === 'SYNTAX_CHECK' && tool === 'prettier') || (gate === 'AST_LINT' && tool === 'eslint');
  if (!applies || verdict.passed || verdict.error !== undefined || verdict.findings.length === 0) {
    return verdict;
  }
  const judging: Judging = { gate, command, input, run, store, config: configFingerprint(input) };
  const kept: Finding[] = [];
  const dropped: Finding[] = [];
  for (const finding of verdict.findings) {
    if (await isChangesFinding(judging, finding)) {
      kept.push(finding);
    } else {
      dropped.push(finding);
    }
  }
  if (dropped.length === 0) {
    return verdict;
  }
  const files = [...new Set(dropped.map((f) => f.file))].join(', ');
  const note = `${gate}: ${String(dropped.length)} finding(s) in ${files} were already there at the base of the change, on lines it did not touch; not counted`;
  const output = `${note}\n${verdict.output ?? ''}`;
  return kept.length === 0
    ? { ...verdict, passed: true, severity: 'info', findings: [], output }
    : { ...verdict, findings: kept, output };
}
