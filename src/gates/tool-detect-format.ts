import { escapeRegExp } from '../common/index.js';
import type { PackageManifest } from './tool-detect.js';
import { checksFormatting, formatFileSet, runsTool, startsTool } from './tool-file-set.js';
import { shellMatcher } from './tool-root.js';
import type { RootView } from './tool-root.js';
import type { ToolCommand } from './types.js';

// SYNTAX_CHECK's detection (tool-detect.ts): whether the repository formats with prettier,
// which files it keeps formatted, and whether its own checks fail on formatting at all.

/** prettier, or pretty-quick (which runs it on staged files), named in a hook or CI step. */
const FORMATTER_WORD = /\b(?:prettier|pretty-quick)\b/;

const UNENFORCED_FORMAT =
  'nothing of the repository checks formatting (no script runs prettier --check, and no pre-commit hook or CI step runs prettier), so a file prettier would format differently is a note, not a failure; set gates.SYNTAX_CHECK.files in .governance/config.json ([] for every changed file) to make it one';

/** The scripts that start prettier (`"format": "prettier --write ."`). */
function formatterScripts(scripts: Readonly<Record<string, string>>): string[] {
  return Object.entries(scripts)
    .filter(([, script]) => startsTool(script, 'prettier'))
    .map(([name]) => name);
}

/**
 * Whether a CI file or git hook runs prettier: by name, or through one of `scripts` (`npm run
 * format` before a `git diff --exit-code` makes a rewriting script a check).
 */
function namedInChecks(root: RootView, scripts: readonly string[]): boolean {
  const escaped = scripts.map(escapeRegExp);
  const viaScript =
    escaped.length === 0
      ? null
      : new RegExp(
          String.raw`\b(?:npm\s+run(?:-script)?|yarn(?:\s+run)?|pnpm(?:\s+run)?)\s+(?:${escaped.join('|')})(?![\w:-])`,
        );
  return (root.checkTexts?.() ?? []).some(
    (text) => FORMATTER_WORD.test(text) || (viaScript !== null && viaScript.test(text)),
  );
}

/** A prettier config file's name: `.prettierrc`, `.prettierrc.*`, `prettier.config.*`. */
export function isPrettierConfigName(name: string): boolean {
  return name.startsWith('.prettierrc') || name.startsWith('prettier.config.');
}

/** SYNTAX_CHECK's prettier, where the repository formats with it. */
export function detectFormatter(
  root: RootView,
  manifest: PackageManifest,
  prettier: string,
  timeoutMs: number,
): ToolCommand | null {
  const hasConfig = [...root.entries].some(isPrettierConfigName);
  // prettier among the dependencies alone is no sign the repository formats with it (a
  // package that ships compiled `lib/` and a README nobody formats, with prettier kept for
  // an editor): a config, a `prettier` key, or a script or hook that runs it is.
  const scripted = runsTool('prettier', manifest.scripts, manifest.lintStaged);
  if (
    !hasConfig &&
    !manifest.hasPrettierKey &&
    !(scripted && manifest.dependencies.has('prettier'))
  ) {
    return null;
  }
  const files = formatFileSet(
    manifest.scripts,
    manifest.lintStaged,
    shellMatcher(root) ?? undefined,
  );
  // A config its developers' editors format with, or a script that only rewrites, is no
  // check of the repository's: a checking script, a pre-commit hook or a CI step makes a
  // change that prettier would reformat fail the repository's own checks.
  const enforced =
    checksFormatting(manifest.scripts, manifest.lintStaged) ||
    namedInChecks(root, formatterScripts(manifest.scripts));
  return {
    command: prettier,
    args: ['--check', '--ignore-unknown', '--no-error-on-unmatched-pattern'],
    appendFiles: true,
    timeoutMs,
    resident: { formatter: 'prettier' },
    ...(files === null ? {} : { files }),
    ...(enforced ? {} : { advisory: UNENFORCED_FORMAT }),
  };
}
