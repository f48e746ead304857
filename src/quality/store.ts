import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatZodIssues, writeFileAtomic } from '../common/index.js';
import { DECISIONS_DIR, DecisionLog } from './decision-log.js';
import { firstRetainedDay, isRetained, QUALITY_RETENTION_DAYS, utcDay } from './days.js';
import { loadJsonFile } from '../common/index.js';
import { decisionMetrics } from './metrics.js';
import {
  addPrediction,
  emptyObservations,
  revisitPredictions,
  summarizeObservations,
} from './observations.js';
import type { QualityIncident, SkipPredictionInput } from './observations.js';
import {
  decisionRecordSchema,
  observationFileSchema,
  predictionSchema,
  QUALITY_FILE_VERSION,
  READABLE_QUALITY_FILE_VERSIONS,
  snapshotFileSchema,
} from './schema.js';
import type {
  DecisionMetrics,
  ObservationFile,
  ObservationSummary,
  Prediction,
  QualitySnapshot,
  ResolvedPrediction,
} from './schema.js';
import type { HandlerKind, DecisionOutcome } from './vocabulary.js';

/** Quality state under the governance directory. */
export const QUALITY_DIR = 'quality';
const OBSERVATIONS_FILE = 'observations.json';
const SNAPSHOTS_FILE = 'snapshots.json';

export interface QualityStoreOptions {
  /** The `.governance/` directory of the workspace. */
  readonly governanceDir: string;
  /** Used where a method is not given `now`. */
  readonly clock: () => Date;
}

/** One decision as the kernel reports it, after the fact. */
export interface DecisionInput {
  readonly kind: HandlerKind;
  /** Escalation tier, 0 (local) to 3 (premium). */
  readonly tier: number;
  readonly outcome: DecisionOutcome;
  readonly caughtBadChange: boolean;
  readonly tokens: number;
  readonly costUsd: number;
  /** The confidence the decision was made with, 0-1. */
  readonly confidence: number;
  /** Whether the decision turned out right (for a commit: it landed and stayed). */
  readonly succeeded: boolean;
  readonly at: Date;
  readonly taskId?: string | undefined;
  readonly decisionId?: string | undefined;
}

export interface RevisitResult {
  /** Predictions resolved by this revisit, oldest first. */
  readonly resolved: readonly ResolvedPrediction[];
  /** Predictions still open. */
  readonly open: number;
}

/** What `govern quality` shows. */
export interface QualityReport {
  readonly generatedAt: string;
  readonly retentionDays: number;
  /** The UTC days `overall` covers (the retained log). */
  readonly window: { readonly from: string; readonly to: string };
  readonly overall: DecisionMetrics;
  /** The UTC day of `now`. */
  readonly today: DecisionMetrics;
  /** Decisions not logged because a day reached its cap, in the window. */
  readonly droppedDecisions: number;
  readonly observation: ObservationSummary;
  /** Daily snapshots, oldest first. */
  readonly snapshots: readonly QualitySnapshot[];
}

export type QualityOpenResult =
  | { readonly kind: 'ok'; readonly store: QualityStore }
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

/**
 * Loads observations, snapshots and the decision log. Missing files are empty state; an
 * invalid or unreadable one is returned as is and nothing is written over it.
 */
export function openQuality(options: QualityStoreOptions): QualityOpenResult {
  const dir = join(options.governanceDir, QUALITY_DIR);
  const observations = loadJsonFile(
    join(dir, OBSERVATIONS_FILE),
    observationFileSchema,
    READABLE_QUALITY_FILE_VERSIONS,
  );
  if (observations.kind === 'invalid' || observations.kind === 'unreadable') {
    return observations;
  }
  const snapshots = loadJsonFile(
    join(dir, SNAPSHOTS_FILE),
    snapshotFileSchema,
    READABLE_QUALITY_FILE_VERSIONS,
  );
  if (snapshots.kind === 'invalid' || snapshots.kind === 'unreadable') {
    return snapshots;
  }
  const log = DecisionLog.load(join(dir, DECISIONS_DIR));
  if (log.kind !== 'ok') {
    return log;
  }
  return {
    kind: 'ok',
    store: new QualityStore(options, {
      observations: observations.kind === 'ok' ? observations.value : emptyObservations(),
      snapshots: snapshots.kind === 'ok' ? [...snapshots.value.snapshots] : [],
      log: log.log,
    }),
  };
}

/**
 * Observation mode and decision quality. Read-only with respect to decisions: it takes
 * scalars about decisions that were already made and returns predictions and metrics;
 * nothing it returns can change a decision, and it never reads or writes the ledger.
 */
export class QualityStore {
  readonly #dir: string;
  readonly #clock: () => Date;
  #observations: ObservationFile;
  #snapshots: QualitySnapshot[];
  readonly #log: DecisionLog;

  /** Use `openQuality`; the constructor trusts `state` to be validated. */
  constructor(
    options: QualityStoreOptions,
    state: {
      readonly observations: ObservationFile;
      readonly snapshots: QualitySnapshot[];
      readonly log: DecisionLog;
    },
  ) {
    this.#dir = join(options.governanceDir, QUALITY_DIR);
    this.#clock = options.clock;
    this.#observations = state.observations;
    this.#snapshots = state.snapshots;
    this.#log = state.log;
  }

  /**
   * Records the prediction for one SKIP (or DEFERRED): its problem probability and when it
   * is due for a revisit. Beyond 500 open predictions the oldest is dropped unresolved.
   * An out-of-range field is a kernel bug: it throws a RangeError and writes nothing.
   */
  recordSkipPrediction(input: SkipPredictionInput & { readonly now?: Date }): Prediction {
    const { state, prediction } = addPrediction(
      this.#observations,
      input,
      input.now ?? this.#clock(),
    );
    // Checked before it is written: a value the loader would refuse must never reach disk,
    // or one bad call would make the whole observation file unreadable.
    const checked = predictionSchema.safeParse(prediction);
    if (!checked.success) {
      throw new RangeError(
        `invalid prediction for ${input.taskId}: ${formatZodIssues(checked.error.issues).join('; ')}`,
      );
    }
    this.#saveObservations(state);
    return prediction;
  }

  /**
   * Resolves the predictions whose window elapsed or whose module had an incident
   * (a rollback streak above the one at SKIP time, or the module locked), and records for
   * each whether the prediction was right.
   */
  revisit(input: {
    readonly now?: Date;
    readonly incidents: readonly QualityIncident[];
  }): RevisitResult {
    const { state, resolved } = revisitPredictions(
      this.#observations,
      input.now ?? this.#clock(),
      input.incidents,
    );
    if (resolved.length > 0) {
      this.#saveObservations(state);
    }
    return { resolved, open: state.open.length };
  }

  openPredictions(): readonly Prediction[] {
    return this.#observations.open;
  }

  /** The most recent resolved predictions (at most 200), oldest first. */
  resolvedPredictions(): readonly ResolvedPrediction[] {
    return this.#observations.resolved;
  }

  /**
   * Appends one decision to the log (its UTC day) and drops days older than the retention.
   * An invalid record is a kernel bug: it throws rather than poison the metrics.
   */
  recordDecision(input: DecisionInput): void {
    const parsed = decisionRecordSchema.safeParse({
      ...withoutUndefined(input),
      at: input.at.toISOString(),
    });
    if (!parsed.success) {
      throw new RangeError(
        `invalid decision record: ${formatZodIssues(parsed.error.issues).join('; ')}`,
      );
    }
    this.#log.append(utcDay(input.at), parsed.data);
    this.#log.prune(this.#clock());
  }

  qualityReport(input: { readonly now?: Date } = {}): QualityReport {
    const now = input.now ?? this.#clock();
    const today = utcDay(now);
    const inWindow = (day: string): boolean => isRetained(day, now) && day <= today;
    return {
      generatedAt: now.toISOString(),
      retentionDays: QUALITY_RETENTION_DAYS,
      window: { from: firstRetainedDay(now), to: today },
      overall: decisionMetrics(this.#log.decisions(inWindow)),
      today: decisionMetrics(this.#log.decisions((day) => day === today)),
      droppedDecisions: this.#log.dropped(inWindow),
      observation: summarizeObservations(this.#observations),
      snapshots: this.#snapshots.filter((snapshot) => inWindow(snapshot.day)),
    };
  }

  /**
   * Takes the snapshot of the UTC day of `now`: that day's decision metrics and the
   * observation summary. At most one per day (a later call the same day replaces it with
   * the newer figures, so calling it twice changes nothing); days older than the retention
   * are pruned, from the snapshots and from the decision log.
   */
  snapshotDaily(now: Date = this.#clock()): {
    readonly snapshot: QualitySnapshot;
    readonly replaced: boolean;
  } {
    const day = utcDay(now);
    const snapshot: QualitySnapshot = {
      day,
      takenAt: now.toISOString(),
      decisions: decisionMetrics(this.#log.decisions((d) => d === day)),
      observation: summarizeObservations(this.#observations),
    };
    const replaced = this.#snapshots.some((s) => s.day === day);
    const snapshots = [...this.#snapshots.filter((s) => s.day !== day), snapshot]
      .filter((s) => isRetained(s.day, now))
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    mkdirSync(this.#dir, { recursive: true });
    writeFileAtomic(
      join(this.#dir, SNAPSHOTS_FILE),
      `${JSON.stringify({ version: QUALITY_FILE_VERSION, snapshots }, null, 2)}\n`,
    );
    this.#snapshots = snapshots;
    this.#log.prune(now);
    return { snapshot, replaced };
  }

  #saveObservations(state: ObservationFile): void {
    mkdirSync(this.#dir, { recursive: true });
    writeFileAtomic(join(this.#dir, OBSERVATIONS_FILE), `${JSON.stringify(state, null, 2)}\n`);
    this.#observations = state;
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
