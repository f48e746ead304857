import { lstat, readFile, realpath } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';
import { languageForPath, outlineSource } from '../analysis/index.js';
import type { GateVerdict } from './types.js';

// eslint reports a file it cannot parse as `parse-error`. Where the repository's config names an
// older syntax than the file's (ellipsize 0.2.0's `.eslintrc` reads ES5, its new test file
// declares `const`: "The keyword 'const' is reserved"), the file is not broken: the config is
// behind it. A current parser tells the two apart.

const PARSED_LANGUAGES = new Set(['javascript', 'typescript', 'tsx']);
// Larger files keep their parse error: the read is govern's own, outside the gate sandbox.
const MAX_PARSED_BYTES = 2 * 1024 * 1024;

/**
 * The file's text when it is a regular file of at most MAX_PARSED_BYTES inside the workspace;
 * else null. The agent writes the tree: a link to a device or to a file outside it is not read.
 */
async function readInside(workspace: string, file: string): Promise<string | null> {
  const path = join(workspace, file);
  const [root, real, stat] = await Promise.all([realpath(workspace), realpath(path), lstat(path)]);
  if (!stat.isFile() || stat.size > MAX_PARSED_BYTES || !real.startsWith(`${root}${sep}`)) {
    return null;
  }
  return readFile(path, 'utf8');
}

/**
 * The files of the verdict's `parse-error` findings that the analysis parser (tree-sitter, which
 * reads current JavaScript and TypeScript) reads without a syntax error. A file it cannot read,
 * a link, one outside the workspace or over 2 MB is left out: its parse error stands.
 */
export async function parsableFiles(
  workspace: string,
  verdict: GateVerdict,
): Promise<ReadonlySet<string>> {
  const files = new Set<string>();
  for (const finding of verdict.findings) {
    if (finding.rule === 'parse-error' && finding.file !== null) {
      files.add(finding.file);
    }
  }
  const parsable = new Set<string>();
  for (const file of files) {
    const language = languageForPath(file);
    if (
      language === null ||
      !PARSED_LANGUAGES.has(language) ||
      isAbsolute(file) ||
      file.split('/').includes('..')
    ) {
      continue;
    }
    try {
      const source = await readInside(workspace, file);
      if (source !== null && !(await outlineSource(language, source)).hasErrors) {
        parsable.add(file);
      }
    } catch {
      // Unread: the parse error stands.
    }
  }
  return parsable;
}
