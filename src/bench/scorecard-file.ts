import { join } from 'node:path';
import { z } from 'zod';
import { loadJsonFile } from '../common/index.js';
import { GOVERNANCE_DIR } from '../config/index.js';

/** Where `govern bench` leaves its latest scorecard, relative to `.governance/`. */
export const SCORECARD_FILE = join('bench', 'scorecard.json');
/** The same file relative to the workspace. */
export const SCORECARD_PATH = join(GOVERNANCE_DIR, SCORECARD_FILE);

const count = z.number().int().min(0);

/**
 * The fields the dashboard draws. The scorecard is `govern bench`'s format (Scorecard in
 * run-bench.ts); this schema is
 * loose on purpose (extra fields pass through untouched) so the dashboard keeps reading it
 * as bench adds fields, while a file that lacks the counts is still a clear error.
 */
const scorecardSchema = z.looseObject({
  cases: count.describe('Cases run.'),
  passed: count.describe('Cases that met their expectation (known gaps never count).'),
  failed: count.describe('Cases that did not, known gaps excluded.'),
  knownGaps: z
    .union([count, z.array(z.unknown())])
    .describe('Documented gaps: a count, or the gap cases themselves.'),
  packs: z
    .record(z.string(), z.looseObject({ cases: count, passed: count }))
    .optional()
    .describe('Per pack: cases and passes.'),
  injection: z.looseObject({}).optional().describe('The injection scorecard.'),
});

export type ScorecardResult =
  | { readonly kind: 'ok'; readonly file: string; readonly scorecard: Record<string, unknown> }
  | { readonly kind: 'missing'; readonly file: string }
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] };

/** The latest bench scorecard of a workspace, read fresh (bench may rewrite it any time). */
export function readScorecard(governanceDir: string): ScorecardResult {
  // Every version govern bench ever wrote: the dashboard draws only the counts.
  const result = loadJsonFile(join(governanceDir, SCORECARD_FILE), scorecardSchema, [1]);
  switch (result.kind) {
    case 'ok':
      return { kind: 'ok', file: result.file, scorecard: result.value };
    case 'missing':
      return result;
    case 'invalid':
      return result;
    case 'unreadable':
      return { kind: 'invalid', file: result.file, issues: [result.message] };
  }
}
