import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { codeFileUrl, describeError } from '../../common/index.js';
import { scanFile } from './scan-file.js';
import type { FileScan } from './scan-file.js';
import type { ScanWorkerInput, ScanWorkerOutput } from './scan-worker.js';

/** A file to scan: its absolute path, how it is shown, and its size (to share work evenly). */
export interface ScanJob {
  readonly full: string;
  readonly file: string;
  readonly size: number;
}

// Below this much text a worker's start costs more than it saves: each thread loads the
// detector (~0.3 s of CPU) and warms its own compiled code and regular expressions (about a
// second of CPU on a cold start, measured in issue 18).
const MIN_BYTES_FOR_WORKERS = 16 * 1024 * 1024;

/** The compiled worker beside this module; none when running from sources (tests). */
function workerEntry(): URL | null {
  const entry = codeFileUrl('analysis/injection/scan-worker.js');
  return existsSync(fileURLToPath(entry)) ? entry : null;
}

function scanInline(job: ScanJob): FileScan {
  try {
    return scanFile(job.full, job.file);
  } catch (error) {
    return { kind: 'unchecked', reason: `could not be scanned (${describeError(error)})` };
  }
}

/** Splits jobs into `count` shares of about equal bytes (largest first, to the lightest share). */
function share(jobs: readonly ScanJob[], count: number): number[][] {
  const shares: number[][] = Array.from({ length: count }, () => []);
  const loads = new Array<number>(count).fill(0);
  const order = jobs
    .map((_, index) => index)
    .sort((a, b) => (jobs[b]?.size ?? 0) - (jobs[a]?.size ?? 0));
  for (const index of order) {
    let lightest = 0;
    for (let candidate = 1; candidate < count; candidate += 1) {
      if ((loads[candidate] ?? 0) < (loads[lightest] ?? 0)) {
        lightest = candidate;
      }
    }
    shares[lightest]?.push(index);
    loads[lightest] = (loads[lightest] ?? 0) + (jobs[index]?.size ?? 0);
  }
  return shares;
}

function runWorker(entry: URL, jobs: readonly ScanJob[]): Promise<readonly FileScan[]> {
  const input: ScanWorkerInput = { files: jobs.map(({ full, file }) => ({ full, file })) };
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: input });
    let settled = false;
    worker.once('message', (message: ScanWorkerOutput) => {
      settled = true;
      resolve(message.results);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) {
        reject(new Error(`scan worker exited with code ${String(code)} before it answered`));
      }
    });
  });
}

/** Below this many cores `govern scan` stays on one thread unless `--jobs` says otherwise. */
const MIN_CORES_FOR_THREADS = 4;

/**
 * How many threads a scan uses by default: one per core when there are at least
 * MIN_CORES_FOR_THREADS and they are free. On a machine already busy (load average above the
 * core count less one) another thread only competes with the work already there while paying
 * its own start-up, so the scan stays on one. On two idle cores a second thread was slower
 * too, on both trees `bench:detectors` scans (103.6 MB: 27.7 against 25.9 MB/s; 33.7 MB held
 * out: 20.5 against 16.6 MB/s): the main thread walks and reads while the worker scans, and
 * the worker's detector load and warm-up cost about a second of one of the two cores.
 */
export function defaultScanThreads(): number {
  const cores = availableParallelism();
  if (cores < MIN_CORES_FOR_THREADS) {
    return 1;
  }
  return (loadavg()[0] ?? 0) < cores - 0.5 ? cores : 1;
}

/**
 * Scans files for prompt injection (`scanSourceForInjection` on each, read and decoded with
 * little per-file work) and returns the results in job order. With `jobs > 1` and enough text, the
 * files are shared by bytes between this thread and `jobs - 1` worker threads; a worker that
 * fails takes nothing down: its share is scanned here instead.
 */
export async function scanFilesForInjection(
  jobs: readonly ScanJob[],
  threads: number = defaultScanThreads(),
): Promise<FileScan[]> {
  const results: (FileScan | undefined)[] = new Array<FileScan | undefined>(jobs.length);
  const bytes = jobs.reduce((sum, job) => sum + job.size, 0);
  const entry = workerEntry();
  const count = Math.max(1, Math.min(threads, jobs.length));
  if (entry === null || count === 1 || bytes < MIN_BYTES_FOR_WORKERS) {
    return jobs.map(scanInline);
  }
  const [own = [], ...others] = share(jobs, count);
  const pending = others.map(async (indexes) => {
    let answers: readonly FileScan[];
    try {
      answers = await runWorker(
        entry,
        indexes.map((index) => jobs[index] as ScanJob),
      );
    } catch {
      answers = indexes.map((index) => scanInline(jobs[index] as ScanJob));
    }
    indexes.forEach((index, position) => {
      results[index] = answers[position];
    });
  });
  for (const index of own) {
    results[index] = scanInline(jobs[index] as ScanJob);
  }
  await Promise.all(pending);
  return results.map((result, index) => result ?? scanInline(jobs[index] as ScanJob));
}
