import picomatch from 'picomatch';

/**
 * Which files a formatter or linter gate checks: the set the repository's own scripts check.
 * A repository whose `format` script is `prettier --check src tests` does not format its
 * README, so a change to the README must not fail SYNTAX_CHECK on formatting nobody runs.
 */
export interface CheckedFileSet {
  /** Globs relative to the repository root; a folder is written `dir/**`. */
  readonly globs: readonly string[];
  /** Where the set comes from, for the gate's output (`scripts.format: prettier --check src`). */
  readonly source: string;
}

/** A word of a script, with whether the shell expands a `**` in it (it stood unquoted). */
interface ScriptWord {
  readonly text: string;
  readonly shellStar: boolean;
}

/**
 * Splits an npm script into its commands (at `&&`, `||`, `;`, `|`) and each command into
 * words, with shell quotes removed. Enough for the scripts repositories write; anything it
 * cannot read (`$(...)`, backticks) is kept as a word and matches nothing.
 */
export function splitScript(script: string): string[][] {
  return scriptWords(script).map((words) => words.map((word) => word.text));
}

function scriptWords(script: string): ScriptWord[][] {
  const commands: ScriptWord[][] = [];
  let words: ScriptWord[] = [];
  let word = '';
  let quote: string | null = null;
  let hasWord = false;
  let shellStar = false;
  const endWord = (): void => {
    if (hasWord) {
      words.push({ text: word, shellStar });
    }
    word = '';
    hasWord = false;
    shellStar = false;
  };
  const endCommand = (): void => {
    endWord();
    if (words.length > 0) {
      commands.push(words);
    }
    words = [];
  };
  for (let i = 0; i < script.length; i++) {
    const char = script[i] ?? '';
    if (quote !== null) {
      if (char === quote) {
        quote = null;
      } else {
        word += char;
      }
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      hasWord = true;
    } else if (/\s/.test(char)) {
      endWord();
    } else if (char === '&' || char === '|' || char === ';') {
      endCommand();
      if (script[i + 1] === char) {
        i += 1;
      }
    } else {
      shellStar ||= char === '*' && script[i + 1] === '*';
      word += char;
      hasWord = true;
    }
  }
  endCommand();
  return commands;
}

/** Options of prettier and eslint that take a value (which is not a file to check). */
const VALUE_OPTIONS: Readonly<Record<'prettier' | 'eslint', ReadonlySet<string>>> = {
  prettier: new Set([
    '--config',
    '--ignore-path',
    '--log-level',
    '--loglevel',
    '--plugin',
    '--parser',
    '--cache-location',
    '--cache-strategy',
    '--stdin-filepath',
    '--end-of-line',
    '--trailing-comma',
    '--print-width',
    '--tab-width',
  ]),
  eslint: new Set([
    '-c',
    '--config',
    '--ignore-path',
    '--ignore-pattern',
    '-f',
    '--format',
    '-o',
    '--output-file',
    '--rule',
    '--rulesdir',
    '--plugin',
    '--parser',
    '--parser-options',
    '--env',
    '--global',
    '--max-warnings',
    '--cache-location',
    '--cache-strategy',
    '--resolve-plugins-relative-to',
    '--stdin-filename',
    '--report-unused-disable-directives-severity',
    '--concurrency',
  ]),
};

/**
 * Options with which the tool checks no file: it prints its version, its help, a config or
 * facts about itself (`"version": "... && eslint --version && ..."`, openapi3-ts), or sets
 * itself up.
 */
const INFO_ONLY: Readonly<Record<'prettier' | 'eslint', ReadonlySet<string>>> = {
  eslint: new Set(['--version', '-v', '--help', '-h', '--print-config', '--env-info', '--init']),
  prettier: new Set([
    '--version',
    '-v',
    '--help',
    '-h',
    '--find-config-path',
    '--file-info',
    '--support-info',
  ]),
};

/** Whether `args` hold one of `options`, bare or as `--option=value`. */
function hasOption(args: readonly string[], options: ReadonlySet<string>): boolean {
  return args.some((arg) => options.has(arg.split('=')[0] ?? ''));
}

function infoOnly(tool: 'prettier' | 'eslint', args: readonly string[]): boolean {
  return hasOption(args, INFO_ONLY[tool]);
}

/**
 * One invocation's files, or null when it names none (eslint then lints `.`) or checks none
 * (INFO_ONLY).
 */
function invocationGlobs(
  tool: 'prettier' | 'eslint',
  args: readonly string[],
  expand: (arg: string) => string = (arg) => arg,
): string[] | null {
  if (infoOnly(tool, args)) {
    return null;
  }
  const paths: string[] = [];
  let extensions: string[] | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag = '', inline] = arg.split(/=(.*)/s);
    if (flag === '--ext') {
      const value = inline ?? args[i + 1] ?? '';
      i += inline === undefined ? 1 : 0;
      extensions = value.split(',').map((ext) => ext.trim().replace(/^\./, ''));
      continue;
    }
    if (arg.startsWith('-')) {
      if (inline === undefined && VALUE_OPTIONS[tool].has(flag)) {
        i += 1;
      }
      continue;
    }
    paths.push(expand(arg));
  }
  if (paths.length === 0) {
    return tool === 'eslint' ? folderGlobs('.', extensions) : null;
  }
  return paths.flatMap((path) => {
    const clean = path.replace(/^\.\//, '').replace(/\/+$/, '');
    if (picomatch.scan(clean).isGlob) {
      return [clean];
    }
    // A name with an extension is a file; anything else a folder to walk.
    return /\.[A-Za-z0-9]+$/.test(clean) && clean !== '.'
      ? [clean]
      : folderGlobs(clean, extensions);
  });
}

function folderGlobs(folder: string, extensions: readonly string[] | null): string[] {
  const prefix = folder === '' || folder === '.' ? '' : `${folder}/`;
  if (extensions === null || extensions.length === 0) {
    return [`${prefix}**`];
  }
  const ext = extensions.length === 1 ? (extensions[0] ?? '') : `{${extensions.join(',')}}`;
  return [`${prefix}**/*.${ext}`];
}

function toolOf(word: string): 'prettier' | 'eslint' | null {
  // The command, or the package's own entry script run by path (hjson 2.4.2's lint script is
  // `node_modules/eslint/bin/eslint.js -f unix bin/hjson lib/*.js`; prettier 2 ships
  // `bin-prettier.js`, prettier 3 `bin/prettier.cjs`).
  const name = (word.split('/').pop() ?? '').replace(/^bin-/, '').replace(/\.[cm]?js$/, '');
  return name === 'prettier' || name === 'eslint' ? name : null;
}

/**
 * The files the repository's scripts run `tool` on: the union of every script that starts
 * it with file arguments (`prettier --check src tests`, `eslint . --ext .ts`), or of those
 * `keep` accepts. Null when no script names the tool with files (the gate then checks every
 * changed file, as before).
 */
export function scriptFileSet(
  tool: 'prettier' | 'eslint',
  scripts: Readonly<Record<string, string>>,
  keep: (words: readonly string[]) => boolean = () => true,
  shellMatches?: ShellMatches,
): CheckedFileSet | null {
  const globs = new Set<string>();
  const sources: string[] = [];
  for (const [name, script] of Object.entries(scripts)) {
    const expand = shellExpansion(script, shellMatches);
    for (const command of invocations(script, tool)) {
      const args = command.slice(1);
      const found = keep(args) ? invocationGlobs(tool, args, expand) : null;
      if (found === null) {
        continue;
      }
      found.forEach((glob) => globs.add(glob));
      sources.push(`scripts.${name}: ${command.join(' ')}`);
    }
  }
  return globs.size === 0 ? null : { globs: [...globs], source: sources.join('; ') };
}

/** Whether the shell's expansion of a pattern (`*` one name, no dot files) matches a file. */
export type ShellMatches = (pattern: string) => boolean;

/**
 * How the shell hands a script's unquoted `**` words to the tool: npm runs scripts with `sh`,
 * which has no globstar, so `eslint **\/*.js` lints `*\/*.js`, one folder deep
 * (i18n-iso-countries 7.x, whose top-level `index.js` its lint never reaches). A pattern that
 * matches nothing is passed on as written, and the tool expands `**` itself. Without a tree to
 * ask (`shellMatches`), words are read as the tool would read them.
 */
function shellExpansion(
  script: string,
  shellMatches: ShellMatches | undefined,
): (arg: string) => string {
  if (shellMatches === undefined || !script.includes('**')) {
    return (arg) => arg;
  }
  const starred = new Set(
    scriptWords(script)
      .flat()
      .filter((word) => word.shellStar)
      .map((word) => word.text),
  );
  return (arg) => {
    if (!starred.has(arg)) {
      return arg;
    }
    const pattern = arg.replace(/^\.\//, '').replace(/\*\*+/g, '*');
    return shellMatches(pattern) ? pattern : arg;
  };
}

/**
 * Each command of `script` (`a && b | c`) that starts `tool`, from the tool's word as the
 * script writes it (`./node_modules/.bin/eslint src`).
 */
function invocations(script: string, tool: 'prettier' | 'eslint'): string[][] {
  return splitScript(script).flatMap((words) => {
    const at = words.findIndex((word) => toolOf(word) === tool);
    return at === -1 ? [] : [words.slice(at)];
  });
}

/** Whether any command of a script starts `tool` on files (not `--version`). */
export function startsTool(script: string, tool: 'prettier' | 'eslint'): boolean {
  return invocations(script, tool).some((command) => !infoOnly(tool, command.slice(1)));
}

/** prettier's options that only report, so that the script is a check (`prettier --check`). */
const PRETTIER_REPORTS: ReadonlySet<string> = new Set(['--check', '-c', '--list-different', '-l']);

/** Whether prettier's arguments make the run a check rather than a rewrite. */
function onlyReports(args: readonly string[]): boolean {
  return hasOption(args, PRETTIER_REPORTS);
}

/**
 * The globs of a lint-staged config (`{"*.js": ["prettier --write", "eslint --fix"]}`) whose
 * commands run `tool`: what every commit gets formatted or linted by the pre-commit hook. A
 * glob without a slash matches a file's name at any depth, as lint-staged reads it.
 */
function lintStagedFileSet(
  tool: 'prettier' | 'eslint',
  config: Readonly<Record<string, readonly string[]>>,
): CheckedFileSet | null {
  const globs: string[] = [];
  for (const [glob, commands] of Object.entries(config)) {
    if (commands.some((command) => startsTool(command, tool))) {
      globs.push(glob.includes('/') ? glob.replace(/^\.\//, '') : `**/${glob}`);
    }
  }
  return globs.length === 0
    ? null
    : {
        globs,
        source: `lint-staged: ${globs.map((glob) => glob.replace(/^\*\*\//, '')).join(', ')}`,
      };
}

/**
 * The files the repository keeps formatted: those a script checks with prettier (`prettier
 * --check src`) and those its pre-commit hook formats (lint-staged). A script that only
 * rewrites (`"format": "prettier --write ."`) is a tool its developers run now and then, not a
 * check: it sets the set only when nothing checks and no hook formats. Null: no script or
 * hook names files, so every changed file is checked.
 */
export function formatFileSet(
  scripts: Readonly<Record<string, string>>,
  lintStaged: Readonly<Record<string, readonly string[]>>,
  shellMatches?: ShellMatches,
): CheckedFileSet | null {
  const checks = scriptFileSet('prettier', scripts, onlyReports, shellMatches);
  const staged = lintStagedFileSet('prettier', lintStaged);
  if (checks === null && staged === null) {
    return scriptFileSet('prettier', scripts, undefined, shellMatches);
  }
  const sets = [checks, staged].filter((set): set is CheckedFileSet => set !== null);
  return {
    globs: [...new Set(sets.flatMap((set) => set.globs))],
    source: sets.map((set) => set.source).join('; '),
  };
}

/**
 * Whether the repository's own checks fail on a file prettier would format differently: a
 * script runs prettier to report (`prettier --check`), or the pre-commit hook formats every
 * commit (lint-staged). A script that only rewrites (`prettier --write .`) fails nothing.
 */
export function checksFormatting(
  scripts: Readonly<Record<string, string>>,
  lintStaged: Readonly<Record<string, readonly string[]>>,
): boolean {
  const reports = Object.values(scripts).some((script) =>
    invocations(script, 'prettier').some((command) => onlyReports(command.slice(1))),
  );
  return reports || lintStagedFileSet('prettier', lintStaged) !== null;
}

/** Whether a script or a lint-staged entry of the repository starts `tool` at all. */
export function runsTool(
  tool: 'prettier' | 'eslint',
  scripts: Readonly<Record<string, string>>,
  lintStaged: Readonly<Record<string, readonly string[]>>,
): boolean {
  return [...Object.values(scripts), ...Object.values(lintStaged).flat()].some((script) =>
    startsTool(script, tool),
  );
}

/** A matcher for a file set; a set that covers everything matches every path. */
export function fileSetMatcher(set: CheckedFileSet): (path: string) => boolean {
  if (set.globs.includes('**')) {
    return () => true;
  }
  return picomatch([...set.globs], { dot: true });
}

/**
 * The files of `files` inside the set (all of them without one), and a note naming those left
 * out and why, for the gate's output (empty when none was).
 */
export function withinFileSet(
  gate: string,
  files: readonly string[],
  set: CheckedFileSet | undefined,
): { readonly files: string[]; readonly note: string } {
  if (set === undefined) {
    return { files: [...files], note: '' };
  }
  const inside = fileSetMatcher(set);
  const kept = files.filter((file) => inside(file));
  const left = files.filter((file) => !inside(file));
  const note =
    left.length === 0
      ? ''
      : `${gate}: not checked, outside the files the repository checks (${set.source}): ${left.join(', ')}\n`;
  return { files: kept, note };
}
