import { lstatSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { scanSourceForInjection } from '../analysis/index.js';
import type { InjectionChannel, InjectionFamily, InjectionVerdict } from '../analysis/index.js';
import { describeError, GovernError } from '../common/index.js';
import { findRepoRoot, gitOrThrow, readFileSide } from '../workspace/index.js';

/** Folders a scan of a directory does not enter: dependencies, build output, VCS data. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'dist', 'build', 'coverage', '.next']);

export interface ScanFinding {
  /** As given on the command line, or relative to the current directory for walked files. */
  readonly file: string;
  readonly line: number;
  readonly channel: InjectionChannel;
  readonly family: InjectionFamily;
  readonly rule: string;
  /** The score of the channel the finding is in (what the verdict is based on). */
  readonly score: number;
  readonly verdict: InjectionVerdict;
  readonly excerpt: string;
}

export interface ScanReport {
  readonly files: number;
  readonly bytes: number;
  /** Binary files: not text, so not scored. */
  readonly skipped: readonly { readonly file: string; readonly reason: string }[];
  /**
   * Text files the scan could not score (too large, unreadable, the detector crashed): they
   * fail the scan unless the caller allows them (`--allow-unchecked`).
   */
  readonly unchecked: readonly { readonly file: string; readonly reason: string }[];
  readonly findings: readonly ScanFinding[];
  readonly suspect: number;
  readonly hostile: number;
}

function walk(dir: string, out: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) {
        walk(full, out);
      }
    } else if (entry.isFile()) {
      out.push(full);
    }
  }
}

/**
 * The files of a folder: inside a git work tree, what git tracks or would track (ignored
 * files such as build output stay out, as users expect); elsewhere a walk that skips
 * dependency and build folders.
 */
async function filesOf(dir: string, out: string[]): Promise<void> {
  if ((await findRepoRoot(dir)) === null) {
    walk(dir, out);
    return;
  }
  const listed = await gitOrThrow(dir, ['ls-files', '-z', '-c', '-o', '--exclude-standard']);
  const names = listed.split('\0').filter((name) => name !== '');
  for (const name of names.sort()) {
    const full = join(dir, name);
    // Deleted-but-tracked paths and submodules are listed too; only regular files count.
    try {
      if (lstatSync(full).isFile()) {
        out.push(full);
      }
    } catch {
      // listed by git but gone from the disk: nothing to scan
    }
  }
}

/**
 * `govern scan`: the injection detector over files and folders, the way the INJECTION gate
 * sees an agent's change, but over whole files (folders as git sees them). Every comment, string and paragraph is
 * scored in its channel; suspect and hostile channels are reported per line and family.
 */
export async function scanPaths(
  paths: readonly string[],
  cwd: string,
  exclude: readonly string[] = [],
): Promise<ScanReport> {
  // Excludes come from the command line only, never from a file in the scanned tree: a
  // pragma an agent could write would let it hide the text the scan is looking for.
  const excluded = exclude.length === 0 ? () => false : picomatch([...exclude], { dot: true });
  const files: string[] = [];
  for (const path of paths) {
    const full = resolve(cwd, path);
    let stat;
    try {
      stat = lstatSync(full);
    } catch {
      throw new GovernError('USAGE', `scan: ${path} does not exist`, {
        hint: 'pass files or folders to scan',
      });
    }
    if (stat.isDirectory()) {
      await filesOf(full, files);
    } else {
      files.push(full);
    }
  }
  const findings: ScanFinding[] = [];
  const skipped: { file: string; reason: string }[] = [];
  const unchecked: { file: string; reason: string }[] = [];
  let bytes = 0;
  let scanned = 0;
  let suspect = 0;
  let hostile = 0;
  for (const full of files) {
    const file = (relative(cwd, full) || full).split(sep).join('/');
    if (excluded(file)) {
      continue;
    }
    // Over the gates' size limit a text file is unchecked; binary files are skipped at any size.
    const side = readFileSide(file, full);
    if (side === null || side.kind === 'binary') {
      skipped.push({ file, reason: 'binary' });
      continue;
    }
    if (side.kind === 'unchecked') {
      unchecked.push({ file, reason: side.reason });
      continue;
    }
    let assessments;
    try {
      assessments = scanSourceForInjection(file, side.text);
    } catch (error) {
      unchecked.push({ file, reason: `the detector crashed: ${describeError(error)}` });
      continue;
    }
    scanned += 1;
    bytes += Buffer.byteLength(side.text);
    for (const assessment of assessments) {
      if (assessment.verdict === 'benign') {
        continue;
      }
      if (assessment.verdict === 'hostile') {
        hostile += 1;
      } else {
        suspect += 1;
      }
      for (const finding of assessment.findings) {
        findings.push({
          file,
          line: finding.line,
          channel: assessment.channel,
          family: finding.family,
          rule: finding.rule,
          score: Math.round(assessment.score * 100) / 100,
          verdict: assessment.verdict,
          excerpt: finding.excerpt,
        });
      }
    }
  }
  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { files: scanned, bytes, skipped, unchecked, findings, suspect, hostile };
}
