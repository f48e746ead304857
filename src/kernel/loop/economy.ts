import { join } from 'node:path';
import { GovernError } from '../../common/index.js';
import type { TaskCategory } from '../../common/index.js';
import { GOVERNANCE_DIR, resolveCategoryGates } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import {
  assessRisk,
  Capabilities,
  computeEvidenceVersion,
  computeFingerprint,
  lifecycleForPaths,
  openApprovals,
  openBudget,
  openModuleStats,
  openNoveltyStore,
  ROOT_MODULE,
} from '../../economy/index.js';
import type {
  ApprovalStore,
  BudgetManager,
  ModuleStats,
  NoveltyStore,
  TierRule,
} from '../../economy/index.js';
import { pathList } from '../../ledger/index.js';
import type { LedgerTask } from '../../ledger/index.js';
import { ArchiveWriter } from '../../memory/index.js';
import type { MemoryStore } from '../../memory/index.js';
import { openMemoryOrThrow } from './open.js';
import { openQuality } from '../../quality/index.js';
import type { QualityIncident, QualityStore } from '../../quality/index.js';
import { currentBranch } from '../../workspace/index.js';
import { snapshotPaths } from './snapshot.js';
import { AVAILABLE_GATES } from './verify.js';
import type { LifecycleStatus, RiskLevel } from '../../common/index.js';

/**
 * Bumped when govern's own rules change meaning (a gate or detector behaves differently):
 * it is part of every evidenceVersion, so identical bytes are decided again under new rules.
 */
export const RULES_VERSION = 'govern-rules-1';

/** The ladder the kernel climbs for one run, and whether a failed rung is left behind. */
export interface EffectiveLadder {
  readonly rungs: readonly TierRule[];
  /**
   * false for the implicit one-rung ladder (no `tiers` in config, or `--agent`): a failed
   * attempt retries the same agent. true: a rung that failed its gates is not used again.
   */
  readonly escalates: boolean;
}

/** What the pipeline knows about a task before any agent call. */
export interface TaskAssessment {
  readonly lifecycle: LifecycleStatus;
  /** Set when a certified or locked target skips the task. */
  readonly skipReason: string | null;
  /** The module of the first target (rollback streaks, predictions). */
  readonly module: string;
  readonly modules: readonly string[];
  readonly rollbackStreak: number;
  readonly risk: RiskLevel;
  readonly confidence: number;
  readonly fingerprint: string;
}

/**
 * The economy, memory and quality stores one kernel command works with, opened together so
 * a damaged file stops the command before any agent runs (never silently replaced).
 */
export class EconomySession {
  readonly #evidence = new Map<TaskCategory, string>();
  readonly #rejections: ReadonlyMap<string, number>;

  private constructor(
    readonly workspace: string,
    readonly config: GovernConfig,
    readonly clock: () => Date,
    readonly ladder: EffectiveLadder,
    /** The branch commits land on (the checked-out branch of the main tree). */
    readonly targetBranch: string,
    readonly novelty: NoveltyStore,
    readonly modules: ModuleStats,
    readonly budget: BudgetManager,
    readonly approvals: ApprovalStore,
    readonly capabilities: Capabilities,
    readonly quality: QualityStore,
    readonly archive: ArchiveWriter,
    /** L0-L5 memory: conventions for every prompt, an episode per task outcome. */
    readonly memory: MemoryStore,
  ) {
    const rejections = new Map<string, number>();
    for (const record of approvals.list()) {
      if (record.status === 'rejected') {
        rejections.set(record.taskId, (rejections.get(record.taskId) ?? 0) + 1);
      }
    }
    this.#rejections = rejections;
  }

  static async open(options: {
    readonly workspace: string;
    readonly config: GovernConfig;
    readonly clock: () => Date;
    /** `--agent`: one agent for every attempt instead of the ladder. */
    readonly agentOverride?: string | undefined;
  }): Promise<EconomySession> {
    const { workspace, config, clock } = options;
    const governanceDir = join(workspace, GOVERNANCE_DIR);
    const ladder = effectiveLadder(config, options.agentOverride);
    const novelty = must(openNoveltyStore({ governanceDir, clock })).store;
    const modules = must(openModuleStats({ governanceDir, clock })).stats;
    const budget = must(
      openBudget({ governanceDir, clock, budget: config.budget, tiers: ladder.rungs }),
    ).budget;
    const rules = config.authorization;
    const approvals = must(openApprovals({ governanceDir, clock, rules })).approvals;
    const quality = must(openQuality({ governanceDir, clock })).store;
    const targetBranch = (await currentBranch(workspace)) ?? 'HEAD';
    const archive = new ArchiveWriter({ governanceDir, clock });
    const memory = openMemoryOrThrow(governanceDir, clock, archive);
    // Config conventions join L5 (an unchanged one only refreshes its entry).
    for (const text of config.memory.conventions) {
      const stored = memory.remember({ level: 'L5', text, action: 'observed' });
      if (stored.kind === 'rejected') {
        throw new GovernError(
          'CONFIG_INVALID',
          `memory.conventions: "${text.slice(0, 60)}" was refused: ${stored.message}`,
          {
            hint: 'shorten or merge conventions in .governance/config.json',
          },
        );
      }
    }
    return new EconomySession(
      workspace,
      config,
      clock,
      ladder,
      targetBranch,
      novelty,
      modules,
      budget,
      approvals,
      new Capabilities({ approvals, rules }),
      quality,
      archive,
      memory,
    );
  }

  /** A hash of the rules a task of `category` is decided under (see RULES_VERSION). */
  evidenceVersion(category: TaskCategory): string {
    let version = this.#evidence.get(category);
    if (version === undefined) {
      version = computeEvidenceVersion({
        rules: RULES_VERSION,
        availableGates: AVAILABLE_GATES,
        gates: resolveCategoryGates(this.config, category),
        gateSettings: this.config.gates,
        category: this.config.categories[category] ?? null,
        lifecycle: this.config.lifecycle,
        authorization: this.config.authorization,
        tiers: this.config.tiers,
      });
      this.#evidence.set(category, version);
    }
    return version;
  }

  /** Who decides a task of `category` first: the agent of the lowest rung that handles it. */
  roleFor(category: TaskCategory): string {
    const rung = orderedRungs(this.ladder.rungs).find((rule) => handles(rule, category));
    return rung === undefined ? 'none' : `tier${rung.tier}:${rung.agent}`;
  }

  /**
   * Lifecycle, risk and the novelty fingerprint of a task as the files in `dir` are now.
   * Reads files only; writes nothing.
   */
  assess(task: LedgerTask, dir: string): TaskAssessment {
    const targets = pathList(task.targetPath);
    const lifecycle = lifecycleForPaths(targets, this.config.lifecycle);
    const modules = [...new Set(lifecycle.matches.map((match) => match.module))];
    const rollbackStreak = Math.max(0, ...modules.map((m) => this.modules.rollbackStreak(m)));
    const { risk, confidence } = assessRisk({
      category: task.category,
      lifecycle: lifecycle.status,
      rollbackStreak,
    });
    const fingerprint = this.#fingerprint(task, dir, {
      risk,
      confidence,
      lifecycle: lifecycle.status,
      rollbackStreak,
    });
    return {
      lifecycle: lifecycle.status,
      skipReason: lifecycle.skipReason,
      module: modules[0] ?? ROOT_MODULE,
      modules,
      rollbackStreak,
      risk,
      confidence,
      fingerprint,
    };
  }

  #fingerprint(
    task: LedgerTask,
    dir: string,
    parts: {
      risk: RiskLevel;
      confidence: number;
      lifecycle: LifecycleStatus;
      rollbackStreak: number;
    },
  ): string {
    return computeFingerprintOf(task, dir, {
      ...parts,
      role: this.roleFor(task.category),
      penalty: this.#rejections.get(task.id) ?? 0,
      evidenceVersion: this.evidenceVersion(task.category),
    });
  }

  /** Resolves predictions whose window elapsed or whose module had an incident. */
  revisitPredictions(): number {
    const incidents: QualityIncident[] = [
      ...this.modules.list().map((stat): QualityIncident => ({
        kind: 'rollback_streak',
        module: stat.module,
        rollbackStreak: stat.rollbackStreak,
      })),
      ...this.config.lifecycle
        .filter((rule) => rule.status === 'locked')
        .map((rule): QualityIncident => ({ kind: 'module_locked', module: rule.glob })),
    ];
    return this.quality.revisit({ incidents }).resolved.length;
  }

  /**
   * Writes what is queued off the hot path (archive items) and today's quality snapshot.
   * Returns the archive items that could not be written, as messages.
   */
  async close(): Promise<readonly string[]> {
    const flushed = await this.archive.flush();
    this.quality.snapshotDaily();
    return flushed.failures.map((failure) => failure.error.message);
  }
}

/** The fingerprint of a task as the files in `dir` are now. */
export function computeFingerprintOf(
  task: LedgerTask,
  dir: string,
  parts: {
    readonly risk: RiskLevel;
    readonly confidence: number;
    readonly lifecycle: LifecycleStatus;
    readonly rollbackStreak: number;
    readonly role: string;
    readonly penalty: number;
    readonly evidenceVersion: string;
  },
): string {
  return computeFingerprint({
    // The task as specified, never its run state (status, retries, commit).
    taskSpec: {
      id: task.id,
      category: task.category,
      description: task.description,
      acceptanceCriteria: task.acceptanceCriteria,
      referencePath: task.referencePath,
      targetPath: task.targetPath,
      dependencies: task.dependencies,
      metadata: task.metadata,
    },
    referenceContent: snapshotPaths(dir, pathList(task.referencePath)),
    targetContent: snapshotPaths(dir, pathList(task.targetPath)),
    ...parts,
  });
}

/** The rungs this run climbs: config `tiers`, or one rung with `--agent` / `defaultAgent`. */
export function effectiveLadder(
  config: GovernConfig,
  agentOverride: string | undefined,
): EffectiveLadder {
  if (agentOverride !== undefined || config.tiers.length === 0) {
    const agent = agentOverride ?? config.defaultAgent;
    const configured = config.tiers.find((rule) => rule.agent === agent);
    return {
      rungs: [configured ?? { tier: 1, agent }],
      escalates: false,
    };
  }
  return { rungs: config.tiers, escalates: true };
}

export function orderedRungs(rungs: readonly TierRule[]): TierRule[] {
  return rungs
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.tier - b.rule.tier || a.index - b.index)
    .map(({ rule }) => rule);
}

export function handles(rule: TierRule, category: TaskCategory): boolean {
  return rule.categories === undefined || rule.categories.includes(category);
}

type OpenFailure =
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

function must<T extends { readonly kind: 'ok' }>(opened: T | OpenFailure): T {
  switch (opened.kind) {
    case 'ok':
      return opened;
    case 'invalid':
      throw new GovernError(
        'IO_FAILED',
        `${opened.file} is invalid:\n  ${opened.issues.slice(0, 10).join('\n  ')}`,
        {
          hint: 'fix or remove the file (govern never overwrites state it cannot read; spend, approvals and decisions in it would be lost)',
          details: { file: opened.file, issues: opened.issues },
        },
      );
    case 'unreadable':
      throw new GovernError('IO_FAILED', `cannot read ${opened.file}: ${opened.message}`, {
        hint: 'check the file permissions',
        details: { file: opened.file },
      });
  }
}
