import { lstatSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { scanFilesForInjection } from '../../analysis/index.js';
import type {
  InjectionChannel,
  InjectionFamily,
  InjectionVerdict,
  ScanAssessment,
  ScanJob,
} from '../../analysis/index.js';
import { GovernError } from '../../common/index.js';
import { loadConfig } from '../../config/index.js';
import { findRepoRoot, gitOrThrow, runGit } from '../../workspace/index.js';
import { requireConfig } from '../loop/open.js';
import { auditSilenced, createSilencer } from '../loop/silence.js';
import type { SilenceAudit, Silencer, SilenceRecord } from '../loop/silence.js';

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
  /** What fired beyond the rule id (the learned scorer's strongest features). */
  readonly detail?: string;
  /** Where the match is: 1-based column, and line and column just past it. */
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** What this piece of evidence weighed before the channel's evidence was combined. */
  readonly weight: number;
}

/** A finding the config silenced (`detectors.silence`), and why. */
export interface ScanSilenced {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
  readonly reason: string;
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
  /** Findings the config silenced: listed, never counted. */
  readonly silenced: readonly ScanSilenced[];
  /** Whether the silenced findings were written to the audit log. */
  readonly silenceAudit: SilenceAudit;
}

export interface ScanOptions {
  /** Threads to scan with (this one and workers); default: see defaultScanThreads. */
  readonly jobs?: number;
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
 * files such as build output stay out, as users expect); elsewhere, and for a folder git
 * ignores as a whole (`govern scan node_modules/pkg`, `vendor/`), a walk that skips the
 * dependency and build folders inside it. A folder named on the command line is scanned:
 * listing what git would track there found nothing, and the scan passed on zero files.
 */
async function filesOf(dir: string, out: string[]): Promise<void> {
  if ((await findRepoRoot(dir)) === null || (await isIgnoredByGit(dir))) {
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

/** True when git ignores `dir` itself (`git check-ignore` exits 0); 1 means it does not. */
async function isIgnoredByGit(dir: string): Promise<boolean> {
  const result = await runGit(dir, ['check-ignore', '-q', '.']);
  if (result.exitCode === 0 || result.exitCode === 1) {
    return result.exitCode === 0;
  }
  throw new GovernError(
    'GIT_FAILED',
    `scan: git check-ignore failed in ${dir}: ${result.stderr.trim() || result.spawnError || 'no output'}`,
    { hint: 'check that git works in this folder' },
  );
}

/** The silences of the repository the scan runs in (none outside one, or without a config). */
async function silencesFor(cwd: string): Promise<{ root: string; silencer: Silencer } | null> {
  const root = await findRepoRoot(cwd);
  if (root === null || loadConfig(root).kind === 'missing') {
    return null;
  }
  return { root, silencer: createSilencer(requireConfig(root).detectors.silence) };
}

interface Tally {
  readonly findings: ScanFinding[];
  readonly silenced: ScanSilenced[];
  readonly records: SilenceRecord[];
  suspect: number;
  hostile: number;
}

/**
 * Adds one flagged channel of a file to the tally. A finding the config silences is listed
 * apart; a channel whose findings were all silenced does not count as suspect or hostile.
 */
function tallyAssessment(
  tally: Tally,
  file: string,
  repoPath: string | null,
  assessment: ScanAssessment,
  silencer: Silencer | null,
): void {
  const kept = assessment.evidence.filter((evidence) => {
    const entry =
      silencer === null || repoPath === null
        ? null
        : silencer('injection', repoPath, evidence.rule);
    if (entry === null) {
      return true;
    }
    tally.silenced.push({ file, line: evidence.line, rule: evidence.rule, reason: entry.reason });
    tally.records.push({
      detector: 'injection',
      file: repoPath ?? file,
      line: evidence.line,
      rule: evidence.rule,
      reason: entry.reason,
    });
    return false;
  });
  if (kept.length === 0 && assessment.evidence.length > 0) {
    return;
  }
  if (assessment.verdict === 'hostile') {
    tally.hostile += 1;
  } else {
    tally.suspect += 1;
  }
  for (const evidence of kept) {
    tally.findings.push({
      file,
      line: evidence.line,
      column: evidence.column,
      endLine: evidence.endLine,
      endColumn: evidence.endColumn,
      channel: assessment.channel,
      family: evidence.family,
      rule: evidence.rule,
      weight: evidence.weight,
      score: assessment.score,
      verdict: assessment.verdict,
      excerpt: evidence.excerpt,
      ...(evidence.detail === undefined ? {} : { detail: evidence.detail }),
    });
  }
}

/**
 * `govern scan`: the injection detector over files and folders, the way the INJECTION gate
 * sees an agent's change, but over whole files (folders as git sees them). Every comment,
 * string and paragraph is scored in its channel; suspect and hostile channels are reported per
 * finding, with the rule, its span and its weight. Files are shared between threads (one per
 * core); findings the repository's config silences are listed apart and audited.
 */
export async function scanPaths(
  paths: readonly string[],
  cwd: string,
  exclude: readonly string[] = [],
  options: ScanOptions = {},
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
  const skipped: { file: string; reason: string }[] = [];
  const unchecked: { file: string; reason: string }[] = [];
  const jobs: ScanJob[] = [];
  for (const full of files) {
    const file = (relative(cwd, full) || full).split(sep).join('/');
    if (excluded(file)) {
      continue;
    }
    let size = 0;
    try {
      size = lstatSync(full).size;
    } catch {
      // gone since it was listed: the read reports it as unchecked
    }
    jobs.push({ full, file, size });
  }
  const silences = await silencesFor(cwd);
  const results = await scanFilesForInjection(jobs, options.jobs);
  const tally: Tally = { findings: [], silenced: [], records: [], suspect: 0, hostile: 0 };
  let bytes = 0;
  let scanned = 0;
  results.forEach((result, index) => {
    const job = jobs[index];
    if (job === undefined) {
      return;
    }
    // Binary files (and what is not a regular file) are skipped; a text file the scan could
    // not score (over the gates' size limit, unreadable, a detector crash) is unchecked.
    if (result.kind === 'skipped') {
      skipped.push({ file: job.file, reason: result.reason });
      return;
    }
    if (result.kind === 'unchecked') {
      unchecked.push({ file: job.file, reason: result.reason });
      return;
    }
    scanned += 1;
    bytes += result.bytes;
    const repoPath =
      silences === null ? null : relative(silences.root, job.full).split(sep).join('/');
    for (const assessment of result.flagged) {
      tallyAssessment(tally, job.file, repoPath, assessment, silences?.silencer ?? null);
    }
  });
  tally.findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const silenceAudit =
    silences === null ? 'none' : auditSilenced(silences.root, 'scan', tally.records);
  return {
    files: scanned,
    bytes,
    skipped,
    unchecked,
    findings: tally.findings,
    suspect: tally.suspect,
    hostile: tally.hostile,
    silenced: tally.silenced,
    silenceAudit,
  };
}
