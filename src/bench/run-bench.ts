import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../common/index.js';
import type { BenchAction, BenchCase, BenchClaims } from './case-schema.js';
import { BENCH_PACKS } from './case-schema.js';
import { judgeCase } from './compare.js';
import { SCORECARD_PATH } from './scorecard-file.js';
import { loadBenchCases } from './load-cases.js';
import { runBenchCase } from './run-case.js';
import type { CaseObservation } from './run-case.js';

export const SCORECARD_VERSION = 1;
/** Where `govern bench` leaves the latest scorecard, under the workspace it ran in. */
/** Cases at once: each runs git and node processes, and the machines we target have 2 cores. */
export const DEFAULT_BENCH_CONCURRENCY = 2;

/**
 * pass: every expectation held. fail: one did not (exit 1). gap: a knownGap case that still
 * fails, as documented. fixedGap: a knownGap case that now passes; it is not counted as a
 * pass either, and fails the bench until its knownGap marker is removed (like vitest's
 * `it.fails`), so the README's gap list cannot go stale.
 */
export type CaseVerdict = 'pass' | 'fail' | 'gap' | 'fixedGap';

export interface CaseResult {
  readonly id: string;
  readonly pack: string;
  readonly title: string;
  readonly file: string;
  readonly verdict: CaseVerdict;
  readonly knownGap: string | null;
  readonly mismatches: readonly string[];
  readonly expected: { readonly action: BenchAction; readonly outcome: string };
  readonly observed: CaseObservation;
  /** Cases with claims: the decision of the same case without them (null: no claims). */
  readonly claimsTwin: {
    readonly action: BenchAction | null;
    readonly outcome: string | null;
    readonly error: string | null;
  } | null;
  /** Injection attacks: the same case without the injected text. */
  readonly drift: {
    readonly baselineAction: BenchAction | null;
    readonly drifted: boolean;
    readonly baselineError: string | null;
  } | null;
  readonly durationMs: number;
}

export interface Scorecard {
  readonly version: number;
  readonly generatedAt: string;
  readonly casesDir: string;
  readonly durationMs: number;
  readonly cases: number;
  readonly passed: number;
  readonly failed: number;
  readonly knownGaps: number;
  readonly fixedGaps: number;
  readonly packs: Readonly<
    Record<
      string,
      {
        readonly cases: number;
        readonly passed: number;
        readonly failed: number;
        readonly knownGaps: number;
      }
    >
  >;
  readonly injection: {
    readonly attacks: number;
    readonly controls: number;
    /** Attacks whose injected text govern labelled (context flag or INJECTION gate finding). */
    readonly detected: number;
    readonly missed: readonly string[];
    /** Controls govern labelled anyway. */
    readonly falsePositives: number;
    readonly falsePositiveIds: readonly string[];
    readonly driftChecked: number;
    /** Attacks whose decision differs from the same case without the injected text. */
    readonly drifted: number;
    /** Drifted without being labelled: the injected text changed the outcome unseen. */
    readonly driftedUnlabelled: readonly string[];
  };
  readonly gaps: readonly {
    readonly id: string;
    readonly why: string;
    readonly mismatches: readonly string[];
  }[];
  readonly results: readonly CaseResult[];
}

export interface BenchOptions {
  readonly casesDir: string;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** The workspace the scorecard is written under (`.governance/bench/scorecard.json`); null: not written. */
  readonly workspace: string | null;
  readonly concurrency?: number;
  /** Only the cases whose id contains one of these strings. */
  readonly filter?: readonly string[];
  /** Forces `gateway.references` in every case (to compare IR with whole references). */
  readonly references?: 'ir' | 'full';
  readonly clock?: () => Date;
  readonly onCase?: (result: CaseResult) => void;
}

/**
 * `govern bench`: loads and validates every case, runs each (and, for injection attacks,
 * its injection-free twin) through the kernel in its own temporary repository, and scores
 * them. Case files are validated before anything runs.
 */
export async function runBench(options: BenchOptions): Promise<Scorecard> {
  const clock = options.clock ?? (() => new Date());
  const started = performance.now();
  const loaded = loadBenchCases(options.casesDir).filter(
    ({ spec }) =>
      options.filter === undefined ||
      options.filter.length === 0 ||
      options.filter.some((part) => spec.id.includes(part)),
  );
  const tempRoot = mkdtempSync(join(tmpdir(), 'govern-bench-'));
  try {
    const jobs = loaded.map(({ file, spec }) => async (): Promise<CaseResult> => {
      const caseStarted = performance.now();
      const run = {
        tempRoot,
        hostEnv: options.hostEnv,
        ...(options.references === undefined ? {} : { references: options.references }),
      };
      const observed = await runBenchCase(spec, run);
      let drift: CaseResult['drift'] = null;
      if (spec.injection?.role === 'attack' && spec.injection.payload !== undefined) {
        const baseline = await runBenchCase(withoutPayload(spec, spec.injection.payload), run);
        // A baseline that could not run says nothing about drift: reported, not counted.
        drift = {
          baselineAction: baseline.action,
          drifted: baseline.error === null && baseline.action !== observed.action,
          baselineError: baseline.error,
        };
      }
      const twin =
        spec.claims === undefined
          ? null
          : await runBenchCase(withoutClaims(spec, spec.claims), run);
      const { verdict, mismatches } = judgeCase(spec, observed, twin);
      const result: CaseResult = {
        id: spec.id,
        pack: spec.pack,
        title: spec.title,
        file,
        verdict,
        knownGap: spec.knownGap ?? null,
        mismatches,
        expected: { action: spec.expect.action, outcome: spec.expect.outcome },
        observed,
        claimsTwin:
          twin === null ? null : { action: twin.action, outcome: twin.outcome, error: twin.error },
        drift,
        durationMs: Math.round(performance.now() - caseStarted),
      };
      options.onCase?.(result);
      return result;
    });
    const results = await runPool(jobs, options.concurrency ?? DEFAULT_BENCH_CONCURRENCY);
    const scorecard = score(
      results,
      loaded.map(({ spec }) => spec),
      options.casesDir,
      clock().toISOString(),
      Math.round(performance.now() - started),
    );
    if (options.workspace !== null) {
      const file = join(options.workspace, SCORECARD_PATH);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileAtomic(file, `${JSON.stringify(scorecard, null, 2)}\n`);
    }
    return scorecard;
  } finally {
    rmSync(tempRoot, { recursive: true, force: true });
  }
}

/** The drift baseline: the same case with the injected text removed everywhere it appears. */
export function withoutPayload(spec: BenchCase, payload: string): BenchCase {
  const strip = (text: string): string => text.split(payload).join('');
  const stripAll = (files: Readonly<Record<string, string>>): Record<string, string> =>
    Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strip(text)]));
  return {
    ...spec,
    files: stripAll(spec.files),
    tasks: spec.tasks.map((task) => ({
      ...task,
      description: strip(task.description),
      // A criterion that was only the payload goes away (an empty one is not a valid task).
      acceptanceCriteria: task.acceptanceCriteria.map(strip).filter((text) => text.trim() !== ''),
    })),
    agents: Object.fromEntries(
      Object.entries(spec.agents).map(([name, agent]) => [
        name,
        {
          ...agent,
          calls: agent.calls.map((call) => ({
            ...call,
            writes: stripAll(call.writes),
            stdout: strip(call.stdout),
          })),
        },
      ]),
    ),
  };
}

/** The claims twin: every claimed metadata key and passage of task text removed. */
export function withoutClaims(spec: BenchCase, claims: BenchClaims): BenchCase {
  const strip = (text: string): string =>
    claims.text.reduce((out, passage) => out.split(passage).join(''), text).trim();
  return {
    ...spec,
    tasks: spec.tasks.map((task) => ({
      ...task,
      description: strip(task.description),
      acceptanceCriteria: task.acceptanceCriteria.map(strip).filter((text) => text !== ''),
      metadata: Object.fromEntries(
        Object.entries(task.metadata).filter(([key]) => !claims.metadata.includes(key)),
      ),
    })),
  };
}

async function runPool<T>(jobs: readonly (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index];
      if (job !== undefined) {
        results[index] = await job();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return results;
}

function score(
  results: readonly CaseResult[],
  specs: readonly BenchCase[],
  casesDir: string,
  generatedAt: string,
  durationMs: number,
): Scorecard {
  const packs: Record<
    string,
    { cases: number; passed: number; failed: number; knownGaps: number }
  > = {};
  for (const name of [...BENCH_PACKS, ...results.map((r) => r.pack)]) {
    packs[name] ??= { cases: 0, passed: 0, failed: 0, knownGaps: 0 };
  }
  for (const result of results) {
    const pack = packs[result.pack];
    if (pack === undefined) {
      continue;
    }
    pack.cases += 1;
    if (result.verdict === 'pass') {
      pack.passed += 1;
    } else if (result.verdict === 'fail') {
      pack.failed += 1;
    } else {
      pack.knownGaps += 1;
    }
  }
  const role = new Map(specs.map((spec) => [spec.id, spec.injection?.role ?? null]));
  const attacks = results.filter((r) => role.get(r.id) === 'attack');
  const controls = results.filter((r) => role.get(r.id) === 'control');
  const drifted = attacks.filter((r) => r.drift?.drifted === true);
  return {
    version: SCORECARD_VERSION,
    generatedAt,
    casesDir,
    durationMs,
    cases: results.length,
    passed: results.filter((r) => r.verdict === 'pass').length,
    failed: results.filter((r) => r.verdict === 'fail').length,
    knownGaps: results.filter((r) => r.verdict === 'gap' || r.verdict === 'fixedGap').length,
    fixedGaps: results.filter((r) => r.verdict === 'fixedGap').length,
    packs,
    injection: {
      attacks: attacks.length,
      controls: controls.length,
      detected: attacks.filter((r) => r.observed.injectionLabelled).length,
      missed: attacks.filter((r) => !r.observed.injectionLabelled).map((r) => r.id),
      falsePositives: controls.filter((r) => r.observed.injectionLabelled).length,
      falsePositiveIds: controls.filter((r) => r.observed.injectionLabelled).map((r) => r.id),
      driftChecked: attacks.filter((r) => r.drift !== null && r.drift.baselineError === null)
        .length,
      drifted: drifted.length,
      driftedUnlabelled: drifted.filter((r) => !r.observed.injectionLabelled).map((r) => r.id),
    },
    gaps: results
      .filter((r) => r.knownGap !== null)
      .map((r) => ({ id: r.id, why: r.knownGap ?? '', mismatches: r.mismatches })),
    results,
  };
}
