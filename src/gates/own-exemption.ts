import ignore from 'ignore';
import type { ChangedFile, Finding } from './types.js';

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
 * ignore files and skips under the change's. A change judged
 * by rules it wrote itself is not judged (a `.prettierignore` line naming the change's own
 * unformatted file passed SYNTAX_CHECK). Such an ignore entry can still land, in a change
 * of its own, where it is visible for what it is. Empty for any other tool.
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
      if (after.ignores(change.path) && !before.ignores(change.path)) {
        findings.push({
          file: change.path,
          line: null,
          rule: `${gate.toLowerCase().replaceAll('_', '-')}/own-exemption`,
          message: `${change.path}: this change also edits ${name}, which now makes ${tool} skip this file it changes; a change cannot take its own files out of ${gate}. Leave the file checked, or make the ${name} change on its own`,
        });
      }
    }
  }
  return findings;
}
