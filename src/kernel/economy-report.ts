import { join } from 'node:path';
import { GovernError } from '../common/index.js';
import { GOVERNANCE_DIR } from '../config/index.js';
import type { BudgetSummary } from '../economy/index.js';
import { listArchive, restoreArchive } from '../memory/index.js';
import type { ArchiveListing, RestoredArchiveItem } from '../memory/index.js';
import type { QualityReport } from '../quality/index.js';
import { EconomySession } from './economy.js';
import { openWorkspace } from './open.js';

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
): Promise<QualityReport & { readonly workspace: string }> {
  const economy = await openEconomy(dir, clock);
  return { workspace: economy.workspace, ...economy.quality.qualityReport() };
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
