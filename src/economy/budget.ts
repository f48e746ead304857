import { join } from 'node:path';
import { GovernError } from '../common/index.js';
import { summarizeDay, utcDay, windowDays } from './budget-day.js';
import type { BudgetSummary } from './budget-day.js';
import { fromMicroUsd, NO_TOKENS, resolveCallCost, toMicroUsd } from './cost.js';
import type { CostSource, TokenCounts } from './cost.js';
import { describeStoreFailure, loadJsonFile, writeJsonFile } from './json-file.js';
import type { StoreFailure } from './json-file.js';
import { dailyCallCapOf } from './ladder.js';
import type { BudgetRules, TierRule } from './rules.js';
import {
  BUDGET_FILE_VERSION,
  budgetDayFileSchema,
  READABLE_BUDGET_FILE_VERSIONS,
} from './schema.js';
import type { SpendLine } from './schema.js';
import type { TierNumber } from './vocabulary.js';

/** Spending lives in `<governanceDir>/budget/<YYYY-MM-DD>.json`, one file per UTC day. */
export const BUDGET_DIR = 'budget';
/** The estimate of an attempt with no history and no configured estimate. */
export const DEFAULT_ATTEMPT_USD = 0.5;
/** The per-task ceiling counts a task's spend over today and the days before, this many in all. */
export const TASK_SPEND_LOOKBACK_DAYS = 7;

export interface BudgetManagerOptions {
  /** The `.governance/` directory of the workspace. */
  readonly governanceDir: string;
  readonly clock: () => Date;
  readonly budget: BudgetRules;
  /** The ladder, for per-rung call caps and attempt estimates. */
  readonly tiers: readonly TierRule[];
}

export type BudgetCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly ceiling: 'daily' | 'perTask';
      readonly limitUsd: number;
      /** Spent, plus what attempts admitted and still running hold. */
      readonly spentUsd: number;
      readonly estimateUsd: number;
      readonly reason: string;
    }
  | {
      readonly ok: false;
      readonly ceiling: 'tierCap';
      readonly tier: TierNumber;
      readonly agent: string;
      readonly dailyCallCap: number;
      readonly callsToday: number;
      readonly estimateUsd: number;
      readonly reason: string;
    };

export interface BudgetCheckRequest {
  readonly taskId: string;
  /** Dollars the attempt may cost (`estimateAttemptUsd`); 0 is never stopped by a USD ceiling. */
  readonly estimateUsd: number;
  /** With `agent`: also check that rung's daily call cap. */
  readonly tier?: TierNumber | undefined;
  readonly agent?: string | undefined;
}

/** An admitted attempt's estimate, held until its cost is recorded or it is released. */
export type BudgetReservation =
  | { readonly ok: true; readonly reservationId: string }
  | Exclude<BudgetCheck, { readonly ok: true }>;

export interface SpendRecord {
  readonly taskId: string;
  readonly tier: TierNumber;
  readonly agent: string;
  /** What the agent reported; null when it reported nothing. */
  readonly costUsd: number | null;
  readonly tokens?: TokenCounts | undefined;
  /** The model that answered, for the price table. */
  readonly model?: string | null | undefined;
  /** The estimate the attempt was admitted with (counted when no cost can be known). */
  readonly estimateUsd?: number | undefined;
  /** The `reserve` this call was admitted with; recording releases it. */
  readonly reservationId?: string | undefined;
}

export interface RecordedSpend {
  readonly costUsd: number;
  readonly source: CostSource;
  readonly spentTodayUsd: number;
  readonly taskSpentUsd: number;
}

export type BudgetOpenResult =
  { readonly kind: 'ok'; readonly budget: BudgetManager } | StoreFailure;

/**
 * Loads the day files of the lookback window (missing: nothing spent). An invalid or
 * unreadable one is reported and never overwritten: spend that cannot be read is not
 * assumed to be zero.
 */
export function openBudget(options: BudgetManagerOptions): BudgetOpenResult {
  const manager = new BudgetManager(options);
  const failure = manager.loadWindow();
  return failure === null ? { kind: 'ok', budget: manager } : failure;
}

/**
 * The spending ceilings: a hard daily USD ceiling, a per-task ceiling and per-rung daily
 * call caps, fed by what each call cost. Everything is kept per UTC day on disk, so a
 * restart sees the day's spend and a new UTC day starts at zero.
 */
export class BudgetManager {
  readonly #dir: string;
  readonly #clock: () => Date;
  readonly #rules: BudgetRules;
  readonly #tiers: readonly TierRule[];
  /** Day -> spend lines, for the days of the lookback window. */
  readonly #days = new Map<string, SpendLine[]>();
  /** Estimates of admitted attempts not recorded yet (in memory: a crash ends them too). */
  readonly #holds = new Map<string, Hold>();
  #holdCount = 0;

  /** Use `openBudget`, which loads the files before the first question. */
  constructor(options: BudgetManagerOptions) {
    this.#dir = join(options.governanceDir, BUDGET_DIR);
    this.#clock = options.clock;
    this.#rules = options.budget;
    this.#tiers = options.tiers;
  }

  /** Loads the days of the window not loaded yet and forgets the ones before it. */
  loadWindow(): StoreFailure | null {
    const window = windowDays(this.#clock(), TASK_SPEND_LOOKBACK_DAYS);
    for (const day of [...this.#days.keys()]) {
      if (!window.includes(day)) {
        this.#days.delete(day);
      }
    }
    for (const day of window) {
      if (this.#days.has(day)) {
        continue;
      }
      const loaded = loadJsonFile(
        this.#fileOf(day),
        budgetDayFileSchema,
        READABLE_BUDGET_FILE_VERSIONS,
      );
      switch (loaded.kind) {
        case 'missing':
          this.#days.set(day, []);
          break;
        case 'ok':
          if (loaded.value.day !== day) {
            return {
              kind: 'invalid',
              file: loaded.file,
              issues: [`day: "${loaded.value.day}" does not match the file name (${day})`],
            };
          }
          this.#days.set(day, [...loaded.value.spend]);
          break;
        case 'invalid':
        case 'unreadable':
          return loaded;
      }
    }
    return null;
  }

  /**
   * Whether an attempt may start. It is refused (and should be DEFERRED, never started)
   * when its rung has no calls left today, or when its estimate would take today's spend
   * above `dailyUsd` or the task's spend above `perTaskUsd`; reaching a ceiling exactly is
   * allowed.
   */
  check(request: BudgetCheckRequest): BudgetCheck {
    assertUsd('estimateUsd', request.estimateUsd);
    const today = this.#today();
    if (request.tier !== undefined && request.agent !== undefined) {
      const cap = this.#capOf(request.tier, request.agent);
      const calls = this.callsToday(request.tier, request.agent) + this.#heldCalls(request);
      if (cap !== null && calls >= cap) {
        return {
          ok: false,
          ceiling: 'tierCap',
          tier: request.tier,
          agent: request.agent,
          dailyCallCap: cap,
          callsToday: calls,
          estimateUsd: request.estimateUsd,
          reason: `tier ${request.tier} (${request.agent}) has used its ${cap} call${cap === 1 ? '' : 's'} for ${today}`,
        };
      }
    }
    const estimate = toMicroUsd(request.estimateUsd);
    if (estimate === 0) {
      return { ok: true };
    }
    const daily = this.#rules.dailyUsd;
    const spentToday = this.#spentMicro([today]) + this.#heldMicro();
    if (daily !== undefined && spentToday + estimate > toMicroUsd(daily)) {
      return usdDenial('daily', daily, spentToday, request.estimateUsd, `today's (${today})`);
    }
    const perTask = this.#rules.perTaskUsd;
    const taskSpent =
      this.#spentMicro([...this.#days.keys()], request.taskId) + this.#heldMicro(request.taskId);
    if (perTask !== undefined && taskSpent + estimate > toMicroUsd(perTask)) {
      return usdDenial('perTask', perTask, taskSpent, request.estimateUsd, `${request.taskId}'s`);
    }
    return { ok: true };
  }

  /**
   * `check`, and when it passes, holds the estimate (and one call of the rung) until
   * `record` or `release`: attempts running side by side (config `parallel`) are admitted
   * against what the others may still spend, so together they cannot cross a ceiling.
   */
  reserve(request: BudgetCheckRequest): BudgetReservation {
    const verdict = this.check(request);
    if (!verdict.ok) {
      return verdict;
    }
    this.#holdCount += 1;
    const reservationId = `hold-${this.#holdCount}`;
    this.#holds.set(reservationId, {
      taskId: request.taskId,
      tier: request.tier,
      agent: request.agent,
      micro: toMicroUsd(request.estimateUsd),
    });
    return { ok: true, reservationId };
  }

  /** Drops a hold whose attempt never ran (recording a call releases its hold itself). */
  release(reservationId: string): void {
    this.#holds.delete(reservationId);
  }

  /**
   * Counts one call (one attempt) against today, its task and its rung, and persists the
   * day. The cost is the agent's report, else 0 on tier 0, else its tokens priced, else the
   * estimate (see `resolveCallCost`).
   */
  record(spend: SpendRecord): RecordedSpend {
    const today = this.#today();
    if (spend.reservationId !== undefined) {
      this.#holds.delete(spend.reservationId);
    }
    const tokens = spend.tokens ?? NO_TOKENS;
    const { costUsd, source } = resolveCallCost({
      reportedUsd: spend.costUsd,
      tier: spend.tier,
      tokens,
      model: spend.model ?? null,
      prices: this.#rules.prices ?? {},
      estimateUsd:
        spend.estimateUsd ??
        this.estimateAttemptUsd({ taskId: spend.taskId, tier: spend.tier, agent: spend.agent }),
    });
    const cost = toMicroUsd(costUsd);
    const lines = this.#days.get(today) ?? [];
    const index = lines.findIndex(
      (line) =>
        line.taskId === spend.taskId && line.tier === spend.tier && line.agent === spend.agent,
    );
    const previous = index === -1 ? undefined : lines[index];
    const line: SpendLine = {
      taskId: spend.taskId,
      tier: spend.tier,
      agent: spend.agent,
      calls: (previous?.calls ?? 0) + 1,
      costMicroUsd: (previous?.costMicroUsd ?? 0) + cost,
      lastCostMicroUsd: cost,
      inputTokens: (previous?.inputTokens ?? 0) + wholeTokens(tokens.input),
      outputTokens: (previous?.outputTokens ?? 0) + wholeTokens(tokens.output),
      cachedTokens: (previous?.cachedTokens ?? 0) + wholeTokens(tokens.cached),
      estimatedCalls: (previous?.estimatedCalls ?? 0) + (source === 'estimate' ? 1 : 0),
    };
    const next =
      index === -1 ? [...lines, line] : lines.map((old, i) => (i === index ? line : old));
    writeJsonFile(this.#fileOf(today), {
      version: BUDGET_FILE_VERSION,
      day: today,
      updatedAt: this.#clock().toISOString(),
      spend: next,
    });
    this.#days.set(today, next);
    return {
      costUsd: fromMicroUsd(cost),
      source,
      spentTodayUsd: fromMicroUsd(this.#spentMicro([today])),
      taskSpentUsd: this.taskSpentUsd(spend.taskId),
    };
  }

  /**
   * What the task may still spend: the smaller of today's and the task's headroom, never
   * below 0; null when no ceiling applies. This is the cap for agents that take one
   * (claude's `--max-budget-usd`). Other attempts' holds count as spent; the hold of
   * `reservationId` (the attempt asking) does not.
   */
  remainingUsd(taskId: string, reservationId?: string): number | null {
    const today = this.#today();
    const headroom: number[] = [];
    if (this.#rules.dailyUsd !== undefined) {
      const held = this.#heldMicro(undefined, reservationId);
      headroom.push(toMicroUsd(this.#rules.dailyUsd) - this.#spentMicro([today]) - held);
    }
    if (this.#rules.perTaskUsd !== undefined) {
      const held = this.#heldMicro(taskId, reservationId);
      headroom.push(toMicroUsd(this.#rules.perTaskUsd) - this.#taskSpentMicro(taskId) - held);
    }
    return headroom.length === 0 ? null : fromMicroUsd(Math.max(0, Math.min(...headroom)));
  }

  spentTodayUsd(): number {
    return fromMicroUsd(this.#spentMicro([this.#today()]));
  }

  /** The task's spend over the lookback window. */
  taskSpentUsd(taskId: string): number {
    return fromMicroUsd(this.#taskSpentMicro(taskId));
  }

  #taskSpentMicro(taskId: string): number {
    this.#today();
    return this.#spentMicro([...this.#days.keys()], taskId);
  }

  /** Calls today of a tier, or of one of its agents. */
  callsToday(tier: TierNumber, agent?: string): number {
    return (this.#days.get(this.#today()) ?? [])
      .filter((line) => line.tier === tier && (agent === undefined || line.agent === agent))
      .reduce((sum, line) => sum + line.calls, 0);
  }

  /**
   * The cost to expect of the task's next attempt on a rung: 0 on tier 0; else the larger of
   * the average and the latest cost of the task's earlier attempts on that rung; else the
   * rung's `attemptUsd`; else `budget.defaultAttemptUsd`; else `DEFAULT_ATTEMPT_USD`.
   */
  estimateAttemptUsd(request: {
    readonly taskId: string;
    readonly tier: TierNumber;
    readonly agent?: string | undefined;
  }): number {
    if (request.tier === 0) {
      return 0;
    }
    this.#today();
    let calls = 0;
    let cost = 0;
    let last = 0;
    for (const day of [...this.#days.keys()].sort()) {
      for (const line of this.#days.get(day) ?? []) {
        if (
          line.taskId === request.taskId &&
          line.tier === request.tier &&
          (request.agent === undefined || line.agent === request.agent)
        ) {
          calls += line.calls;
          cost += line.costMicroUsd;
          last = line.lastCostMicroUsd;
        }
      }
    }
    if (calls > 0) {
      return fromMicroUsd(Math.max(Math.ceil(cost / calls), last));
    }
    const rung = this.#tiers.find(
      (rule) =>
        rule.tier === request.tier && (request.agent === undefined || rule.agent === request.agent),
    );
    return rung?.attemptUsd ?? this.#rules.defaultAttemptUsd ?? DEFAULT_ATTEMPT_USD;
  }

  /** Today's spend per tier and per agent, for `govern budget`. */
  todaySummary(): BudgetSummary {
    const day = this.#today();
    return summarizeDay(day, this.#days.get(day) ?? [], this.#rules.dailyUsd);
  }

  /** Today's UTC day; crossing midnight moves the window (the new day starts at zero). */
  #today(): string {
    const day = utcDay(this.#clock());
    if (!this.#days.has(day)) {
      const failure = this.loadWindow();
      if (failure !== null) {
        throw new GovernError('IO_FAILED', `budget: ${describeStoreFailure(failure)}`, {
          hint: 'fix or remove the file; spend that cannot be read is never assumed to be zero',
          details: { file: failure.file },
        });
      }
    }
    return day;
  }

  #spentMicro(days: readonly string[], taskId?: string): number {
    let sum = 0;
    for (const day of days) {
      for (const line of this.#days.get(day) ?? []) {
        if (taskId === undefined || line.taskId === taskId) {
          sum += line.costMicroUsd;
        }
      }
    }
    return sum;
  }

  #heldMicro(taskId?: string, except?: string): number {
    let sum = 0;
    for (const [id, hold] of this.#holds) {
      if (id !== except && (taskId === undefined || hold.taskId === taskId)) {
        sum += hold.micro;
      }
    }
    return sum;
  }

  #heldCalls(request: BudgetCheckRequest): number {
    return [...this.#holds.values()].filter(
      (hold) => hold.tier === request.tier && hold.agent === request.agent,
    ).length;
  }

  #capOf(tier: TierNumber, agent: string): number | null {
    const rung = this.#tiers.find((rule) => rule.tier === tier && rule.agent === agent);
    return rung === undefined ? null : dailyCallCapOf(rung);
  }

  #fileOf(day: string): string {
    return join(this.#dir, `${day}.json`);
  }
}

interface Hold {
  readonly taskId: string;
  readonly tier: TierNumber | undefined;
  readonly agent: string | undefined;
  readonly micro: number;
}

function usdDenial(
  ceiling: 'daily' | 'perTask',
  limitUsd: number,
  spentMicro: number,
  estimateUsd: number,
  whose: string,
): BudgetCheck {
  const spentUsd = fromMicroUsd(spentMicro);
  return {
    ok: false,
    ceiling,
    limitUsd,
    spentUsd,
    estimateUsd,
    reason: `${ceiling === 'daily' ? 'daily' : 'per-task'} budget: ${whose} spend $${formatUsd(spentUsd)} + estimate $${formatUsd(estimateUsd)} would exceed the $${formatUsd(limitUsd)} ceiling`,
  };
}

function formatUsd(usd: number): string {
  return usd.toFixed(usd !== 0 && Math.abs(usd) < 0.01 ? 4 : 2);
}

function assertUsd(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`budget: ${name} must be a finite number >= 0 (got ${value})`);
  }
}

function wholeTokens(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.round(count) : 0;
}
