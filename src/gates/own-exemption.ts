import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import ignore from 'ignore';
import { parse as parseJsonc } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { isInside } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';
import { parseManifest } from './package-manifest.js';
import { LINTABLE_EXTENSIONS } from './tool-detect.js';
import { withinFileSet } from './tool-file-set.js';
import { readEslintJson } from './tool-output.js';
import type { ChangedFile, Finding, GateInput, ToolCommand } from './types.js';

/**
 * The root ignore files (gitignore syntax) each tool reads to skip files it is handed:
 * prettier 3 reads `.gitignore` and `.prettierignore`, eslint in eslintrc mode
 * `.eslintignore`. A file they list is passed over without a word, so the gate passes.
 */
const IGNORE_FILES: Readonly<Record<string, readonly string[]>> = {
  prettier: ['.prettierignore', '.gitignore'],
  eslint: ['.eslintignore'],
};

/**
 * Findings for the files a change takes out of its own checks: a changed file of `checked`
 * (what the gate hands or lets the tool check) that `tool` would check under the base's
 * ignore files and skips under the change's. A change judged by rules it wrote itself is
 * not judged (a `.prettierignore` line naming the change's own unformatted file passed
 * SYNTAX_CHECK). Such an ignore entry can still land, in a change of its own, where it is
 * visible for what it is. Empty for any other tool.
 */
export function ownExemptionFindings(
  gate: string,
  tool: string,
  changes: readonly ChangedFile[],
  checked: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  for (const name of IGNORE_FILES[tool] ?? []) {
    const edit = changes.find((change) => change.path === name);
    if (edit === undefined || edit.before === edit.after) {
      continue;
    }
    const before = ignore().add(edit.before ?? '');
    const after = ignore().add(edit.after ?? '');
    for (const change of changes) {
      if (change.status === 'deleted' || change.path === name || !checked.has(change.path)) {
        continue;
      }
      if (ignoredBy(after, change.path) && !ignoredBy(before, change.path)) {
        findings.push({
          file: change.path,
          line: null,
          rule: `${gate.toLowerCase().replaceAll('_', '-')}/own-exemption`,
          message: `${change.path}: this change also edits ${name}, which now makes ${tool} skip this file it changes; a change cannot take its own files out of ${gate}. Leave the file checked, or make the ${name} change on its own`,
        });
      }
    }
  }
  return [...findings, ...pragmaFindings(gate, tool, changes, checked)];
}

/** prettier's config files, in any folder (a nested one applies below it). */
const PRETTIER_CONFIG = /(?:^|\/)(?:\.prettierrc(?:\.[a-z]+)?|prettier\.config\.[cm]?[jt]s)$/;

/**
 * `requirePragma` makes prettier pass over every file without a `@format` comment, as if
 * ignored: a change that turns it on in a prettier config, and changes files prettier would
 * check, fails on the config (whatever the config's language, the option is named so).
 */
function pragmaFindings(
  gate: string,
  tool: string,
  changes: readonly ChangedFile[],
  checked: ReadonlySet<string>,
): Finding[] {
  if (tool !== 'prettier') {
    return [];
  }
  const others = changes.some(
    (change) =>
      change.status !== 'deleted' && checked.has(change.path) && !PRETTIER_CONFIG.test(change.path),
  );
  // package.json's `prettier` key is a config file of its own.
  const configText = (change: ChangedFile, side: string | null): string =>
    change.path === 'package.json' ? manifestKey(side, 'prettier') : (side ?? '');
  return changes
    .filter(
      (change) =>
        others &&
        (PRETTIER_CONFIG.test(change.path) || change.path === 'package.json') &&
        /requirePragma/.test(configText(change, change.after)) &&
        !/requirePragma/.test(configText(change, change.before)),
    )
    .map((change) => ({
      file: change.path,
      line: null,
      rule: `${gate.toLowerCase().replaceAll('_', '-')}/own-exemption`,
      message: `${change.path}: this change sets requirePragma, which makes prettier skip every file without a @format comment, the files this change edits among them; a change cannot take its own files out of ${gate}: make the config change on its own`,
    }));
}

/** One key of a package.json text as JSON, for comparing sides ('' when absent or unreadable). */
function manifestKey(text: string | null, key: string): string {
  const manifest = parseManifest(text);
  return manifest !== null && key in manifest ? JSON.stringify(manifest[key]) : '';
}

/**
 * The configs of a tool the change edits: files `pattern` names, and the root package.json
 * when the key the tool also reads its config from (`eslintConfig`, `jest`) changed.
 */
function editedConfigs(
  changes: readonly ChangedFile[],
  pattern: RegExp,
  key: string | null,
): string[] {
  const manifest = changes.find((change) => change.path === 'package.json');
  const keyEdited =
    key !== null &&
    manifest !== undefined &&
    manifestKey(manifest.before, key) !== manifestKey(manifest.after, key);
  return [
    ...changes.map((change) => change.path).filter((path) => pattern.test(path)),
    ...(keyEdited ? [`package.json (${key})`] : []),
  ];
}

/** Whether the rules skip `path`; a path the library cannot judge is one the tools check. */
function ignoredBy(rules: ReturnType<typeof ignore>, path: string): boolean {
  try {
    return rules.ignores(path);
  } catch {
    return false;
  }
}

/**
 * Config files that decide which files eslint, tsc or the test runner check, in any folder
 * (they nest and extend).
 */
const ESLINT_CONFIG = /(?:^|\/)(?:eslint\.config\.[cm]?[jt]s|\.eslintrc(?:\.[a-z]+)?)$/;
const TS_CONFIG = /(?:^|\/)[jt]sconfig[^/]*\.json$/;
const TS_SOURCE = /\.(?:[cm]?ts|tsx)$/;
const RUNNER_CONFIG =
  /(?:^|\/)(?:vitest\.config|vitest\.workspace|vitest\.projects|vite\.config|jest\.config)\.[^/]+$/;
const ESLINT_IGNORED_NOTICE = /^File ignored /;
const RUNNER_TEST_NAME = /(?:^|\/)__tests__\/.+\.[cm]?[jt]sx?$|\.(?:test|spec)\.[cm]?[jt]sx?$/;

/**
 * Runs the gate's tool (or `program`, the test runner behind `npm test`) once more with
 * other arguments, as the gate runs it (sandbox included).
 */
export type ToolRerun = (
  args: readonly string[],
  files: readonly string[],
  program?: string,
) => Promise<ProcessResult>;

/**
 * Findings for the changed files a change's own edit of an eslint config, a tsconfig or a
 * vitest or jest config takes out of AST_LINT, TYPE_CHECK or TEST_SUITE: their `ignores`,
 * `include` and `exclude` are code or need the tool to resolve (extends, globs, nesting), so
 * the tool lists what it checks. Only asked when the change edits such a config, at the cost
 * of one more run. A file the config already skipped at the base is reported too (which would
 * need the base's config to run), and the message says to make the config change on its own,
 * which settles it either way.
 */
export async function toolExemptionFindings(
  gate: string,
  tool: string,
  command: ToolCommand,
  input: GateInput,
  rerun: ToolRerun,
): Promise<Finding[]> {
  const edits = (pattern: RegExp): string[] =>
    input.changes.map((change) => change.path).filter((path) => pattern.test(path));
  const changed = input.changes
    .filter((change) => change.status !== 'deleted')
    .map((change) => change.path);
  // package.json's keys count only where the tool reads them: `eslintConfig` in eslintrc mode
  // (the detected flat-config command line passes --no-warn-ignored), `jest` for jest.
  const eslintrc = !command.args.includes('--no-warn-ignored');
  const lintConfigs =
    gate === 'AST_LINT' && tool === 'eslint'
      ? editedConfigs(input.changes, ESLINT_CONFIG, eslintrc ? 'eslintConfig' : null)
      : [];
  if (lintConfigs.length > 0) {
    // What AST_LINT hands eslint: lintable files, inside the repository's lint file set.
    const lintable = changed.filter(
      (path) =>
        (LINTABLE_EXTENSIONS as readonly string[]).includes(extname(path).toLowerCase()) &&
        existsSync(join(input.workspace, path)),
    );
    const files = withinFileSet(gate, lintable, command.files).files;
    if (files.length === 0) {
      return [];
    }
    const args = command.args.filter((arg) => arg !== '--no-warn-ignored');
    const skipped = eslintSkipped(await rerun(args, files), input.workspace);
    return exemptions(gate, 'eslint', lintConfigs, skipped ?? files, skipped === null);
  }
  const list = command.related?.list;
  const jest = list?.includes('--listTests') === true;
  const testConfigs =
    gate === 'TEST_SUITE' ? editedConfigs(input.changes, RUNNER_CONFIG, jest ? 'jest' : null) : [];
  if (list !== undefined && testConfigs.length > 0) {
    // Named as the runners' default patterns name tests: a helper under test/ is no test file.
    const tests = changed.filter((path) => RUNNER_TEST_NAME.test(path));
    if (tests.length === 0) {
      return [];
    }
    const listed = runnerListed(await rerun(list, [], command.related?.command), input.workspace);
    const skipped =
      listed === null ? null : tests.filter((path) => !isListed(listed, input.workspace, path));
    return exemptions(gate, 'the test runner', testConfigs, skipped ?? tests, skipped === null);
  }
  if (gate === 'TYPE_CHECK' && tool === 'tsc' && selectionEdited(input.changes)) {
    const sources = changed.filter((path) => TS_SOURCE.test(path));
    if (sources.length === 0) {
      return [];
    }
    const project = projectOf(command);
    const listed = tscListed(await rerun(['--listFilesOnly', '-p', project], []));
    // With the base's program known, a file it never held is not the change's doing.
    const before = listed === null ? null : await baseProgram(input, project, rerun);
    const skipped =
      listed === null
        ? null
        : sources.filter(
            (path) =>
              !isListed(listed, input.workspace, path) &&
              (before === null || isListed(before, input.workspace, path)),
          );
    return exemptions(gate, 'tsc', edits(TS_CONFIG), skipped ?? sources, skipped === null);
  }
  return [];
}

function exemptions(
  gate: string,
  tool: string,
  configs: readonly string[],
  skipped: readonly string[],
  unreadable: boolean,
): Finding[] {
  const rule = `${gate.toLowerCase().replaceAll('_', '-')}/own-exemption`;
  const where = configs.join(', ');
  return skipped.map((path) => ({
    file: path,
    line: null,
    rule,
    message: unreadable
      ? `${path}: this change edits ${where}, and ${tool} could not list which files it now checks; a change cannot take its own files out of ${gate}: make the config change on its own`
      : `${path}: this change edits ${where}, and ${tool} no longer checks this file it changes; a change cannot take its own files out of ${gate}. Leave it checked, or make the config change on its own (also when ${tool} skipped it before)`,
  }));
}

/**
 * The program tsc builds on this tree from the base's text of the project file, written
 * beside it under a name of its own for one `--listFilesOnly` run and removed after; null
 * when that cannot be asked: the project file is new or not what the change edited, another
 * tsconfig changed too (one it extends), its folder leads out of the workspace (a link), or
 * tsc did not list. The caller then reports every file the head's program lacks.
 */
async function baseProgram(
  input: GateInput,
  project: string,
  rerun: ToolRerun,
): Promise<Set<string> | null> {
  const path = relative(input.workspace, resolve(input.workspace, project)).split(sep).join('/');
  const edit = input.changes.find((change) => change.path === path);
  const configs = input.changes.filter((change) => TS_CONFIG.test(change.path));
  if (edit === undefined || edit.before === null || configs.length !== 1) {
    return null;
  }
  let folder: string;
  let root: string;
  try {
    folder = realpathSync(dirname(resolve(input.workspace, path)));
    root = realpathSync(input.workspace);
    if (!isInside(folder, root)) {
      return null;
    }
  } catch {
    return null;
  }
  const copy = join(folder, `.govern-base-${randomBytes(6).toString('hex')}.${basename(path)}`);
  try {
    writeFileSync(copy, edit.before, { flag: 'wx' });
  } catch {
    return null;
  }
  try {
    // Relative to the workspace, which the gate sandbox shows the tool as its working folder.
    return tscListed(await rerun(['--listFilesOnly', '-p', relative(root, copy)], []));
  } finally {
    rmSync(copy, { force: true });
  }
}

/** The keys of a tsconfig that decide which files are in the program. */
const TS_SELECTION_KEYS = ['files', 'include', 'exclude', 'extends', 'references'] as const;

/**
 * Whether the change edits what a tsconfig selects: a tsconfig added or removed, one that no
 * longer parses, or one whose `files`, `include`, `exclude`, `extends` or `references` moved.
 * An edit of `compilerOptions` alone (a new target, a stricter flag) takes no file out, and
 * its files need not be listed (the base's program may never have held some of them).
 */
function selectionEdited(changes: readonly ChangedFile[]): boolean {
  return changes.some((change) => {
    if (!TS_CONFIG.test(change.path) || change.before === change.after) {
      return false;
    }
    const [before, after] = [selectionOf(change.before), selectionOf(change.after)];
    return before === null || after === null || before !== after;
  });
}

/** The selection keys of a tsconfig's text, as one comparable string, or null. */
function selectionOf(text: string | null): string | null {
  if (text === null) {
    return null;
  }
  const errors: ParseError[] = [];
  const parsed: unknown = parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length > 0 || typeof parsed !== 'object' || parsed === null) {
    return null;
  }
  const config = parsed as Record<string, unknown>;
  return JSON.stringify(TS_SELECTION_KEYS.map((key) => config[key] ?? null));
}

/**
 * Whether a tool's list of absolute paths holds `path`, as the workspace's path or as its
 * real path (a tool may print either when the workspace is reached through a link).
 */
function isListed(listed: ReadonlySet<string>, workspace: string, path: string): boolean {
  const absolute = resolve(workspace, path);
  if (listed.has(absolute)) {
    return true;
  }
  try {
    return listed.has(realpathSync(absolute));
  } catch {
    return false;
  }
}

/** Repository paths eslint reported as ignored, or null when its output holds no results. */
function eslintSkipped(result: ProcessResult, workspace: string): string[] | null {
  const results = readEslintJson(result.stdout);
  if (results === null) {
    return null;
  }
  return results
    .filter((entry) =>
      entry.messages.some(
        (message) => message.severity === 1 && ESLINT_IGNORED_NOTICE.test(message.message),
      ),
    )
    .map((entry) => relative(workspace, entry.filePath).split(sep).join('/'));
}

/**
 * The absolute paths of the test files the runner runs (`vitest list --filesOnly --json`:
 * objects with `file`; `jest --listTests --json`: paths), or null when it printed no list (a
 * runner too old for the command fails closed).
 */
function runnerListed(result: ProcessResult, workspace: string): Set<string> | null {
  const line = result.stdout
    .split('\n')
    .map((text) => text.trim())
    .findLast((text) => text.startsWith('['));
  const text = result.stdout.trim().startsWith('[') ? result.stdout.trim() : (line ?? '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) {
      return null;
    }
    const files = parsed.map((entry: unknown) =>
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null && 'file' in entry
          ? String(entry.file)
          : '',
    );
    // Paths are absolute; one a runner printed relative is the workspace's.
    return new Set(files.filter((file) => file !== '').map((file) => resolve(workspace, file)));
  } catch {
    return null;
  }
}

/** The absolute paths of the program's files, or null when tsc did not list them. */
function tscListed(result: ProcessResult): Set<string> | null {
  if (result.exitCode !== 0 || result.spawnError !== null) {
    return null;
  }
  return new Set(
    result.stdout
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => resolve(line)),
  );
}

/** The project tsc checks: its `-p`/`--project` argument, else tsconfig.json. */
function projectOf(command: ToolCommand): string {
  const at = command.args.findIndex((arg) => arg === '-p' || arg === '--project');
  return (at === -1 ? undefined : command.args[at + 1]) ?? 'tsconfig.json';
}
