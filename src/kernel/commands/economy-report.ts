import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GovernError } from '../../common/index.js';
import { GOVERNANCE_DIR } from '../../config/index.js';
import type { BudgetSummary } from '../../economy/index.js';
import { listArchive, restoreArchive } from '../../memory/index.js';
import type { ArchiveListing, RestoredArchiveItem } from '../../memory/index.js';
import { readAttemptRecords, TASKS_DIR } from '../../ledger/index.js';
import type { AttemptRecord } from '../../ledger/index.js';
import { contextSavings } from '../../quality/index.js';
import type { ContextSavings, QualityReport } from '../../quality/index.js';
import { EconomySession } from '../loop/economy.js';
import { openWorkspace } from '../loop/open.js';

export interface BudgetReport extends BudgetSummary {
  readonly workspace: string;
  readonly perTaskUsd: number | null;
  /** The ladder with each rung's cap and calls today. */
  readonly ladder: readonly {
    readonly tier: number;
    readonly agent: string;
    readonly dailyCallCap: number | null;
    readonly callsToday: number;
  }[];
}

/** `govern budget`: today's (UTC) spend per tier and agent, against the ceilings. */
export async function readBudget(dir: string, clock?: () => Date): Promise<BudgetReport> {
  const economy = await openEconomy(dir, clock);
  const summary = economy.budget.todaySummary();
  return {
    workspace: economy.workspace,
    ...summary,
    perTaskUsd: economy.config.budget.perTaskUsd ?? null,
    ladder: economy.ladder.rungs.map((rung) => ({
      tier: rung.tier,
      agent: rung.agent,
      dailyCallCap: rung.dailyCallCap ?? (rung.tier === 3 ? 2 : null),
      callsToday: economy.budget.callsToday(rung.tier, rung.agent),
    })),
  };
}

/** `govern quality`: decision-quality metrics, calibration and observation predictions. */
export async function readQuality(
  dir: string,
  clock?: () => Date,
): Promise<QualityReport & { readonly workspace: string; readonly context: ContextSavings }> {
  const economy = await openEconomy(dir, clock);
  const report = economy.quality.qualityReport();
  return {
    workspace: economy.workspace,
    ...report,
    context: contextSavings(attemptContexts(economy.workspace, report.window.from)),
  };
}

/** The context blocks of the attempt records started on or after `fromDay` (UTC). */
function attemptContexts(
  workspace: string,
  fromDay: string,
): NonNullable<AttemptRecord['context']>[] {
  let taskIds: string[];
  try {
    taskIds = readdirSync(join(workspace, TASKS_DIR));
  } catch {
    return [];
  }
  return taskIds.flatMap((taskId) =>
    readAttemptRecords(workspace, taskId).records.flatMap((record) =>
      record.context === undefined || record.startedAt.slice(0, 10) < fromDay
        ? []
        : [record.context],
    ),
  );
}

/** `govern archive list`. */
export async function readArchiveList(
  dir: string,
): Promise<ArchiveListing & { readonly workspace: string }> {
  const { workspace } = await openWorkspace(dir);
  return { workspace, ...listArchive(join(workspace, GOVERNANCE_DIR)) };
}

/** `govern archive restore ID`: the item, checksum verified (ARCHIVE_CORRUPT otherwise). */
export async function restoreArchived(dir: string, id: string): Promise<RestoredArchiveItem> {
  const { workspace } = await openWorkspace(dir);
  return restoreArchive(join(workspace, GOVERNANCE_DIR), id);
}

async function openEconomy(dir: string, clock?: () => Date): Promise<EconomySession> {
  const { workspace, config } = await openWorkspace(dir);
  try {
    return await EconomySession.open({ workspace, config, clock: clock ?? (() => new Date()) });
  } catch (error) {
    if (error instanceof GovernError) {
      throw error;
    }
    throw new GovernError('IO_FAILED', `cannot open the economy state of ${workspace}`, {
      cause: error,
    });
  }
}
