// A worker thread of `scanFilesForInjection` (`govern scan`): scans its share of the files and
// sends back what each gave. It loads only the injection detector, not the rest of analysis,
// so it starts in a fraction of a second.
import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../../common/index.js';
import { scanFile } from './scan-file.js';
import type { FileScan } from './scan-file.js';

/** What the main thread gives a worker: absolute and display paths. */
export interface ScanWorkerInput {
  readonly files: readonly { readonly full: string; readonly file: string }[];
}

/** What a worker sends back: one result per input file, in order (an error as a skip). */
export interface ScanWorkerOutput {
  readonly results: readonly FileScan[];
}

const input = workerData as ScanWorkerInput;
const results: FileScan[] = input.files.map(({ full, file }) => {
  try {
    return scanFile(full, file);
  } catch (error) {
    return { kind: 'unchecked', reason: `could not be scanned (${describeError(error)})` };
  }
});
parentPort?.postMessage({ results } satisfies ScanWorkerOutput);
