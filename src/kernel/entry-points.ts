/**
 * The kernel's heavy entry points (the loop, `govern check`, approvals, the economy reports, scans,
 * doctor, evidence, the constitution's explain and leak check)
 * pull in the agents, gates, analysers and sandbox: ~150 ms of module loading. They load on
 * first call, so read-only commands such as `govern status` start with the ledger alone
 * (`test/startup-graph.test.ts` checks that the CLI loads no gate or analyser at start).
 */
import type * as Approve from './commands/approve.js';
import type * as Check from './commands/check.js';
import type * as ConstitutionExplain from './commands/constitution-explain.js';
import type * as ConstitutionLeaks from './commands/constitution-leaks.js';
import type * as Doctor from './commands/doctor.js';
import type * as Evidence from './commands/evidence.js';
import type * as EconomyReport from './commands/economy-report.js';
import type * as Init from './commands/init.js';
import type * as Distributed from './loop/distributed-parts.js';
import type * as Run from './loop/run.js';
import type * as Scan from './commands/scan.js';

export const runTasks: typeof Run.runTasks = async (options) =>
  (await import('./loop/run.js')).runTasks(options);

export const checkDiff: typeof Check.checkDiff = async (options) =>
  (await import('./commands/check.js')).checkDiff(options);

export const approveTask: typeof Approve.approveTask = async (options) =>
  (await import('./commands/approve.js')).approveTask(options);

export const rejectTask: typeof Approve.rejectTask = async (options) =>
  (await import('./commands/approve.js')).rejectTask(options);

export const readBudget: typeof EconomyReport.readBudget = async (dir, clock) =>
  (await import('./commands/economy-report.js')).readBudget(dir, clock);

export const readQuality: typeof EconomyReport.readQuality = async (...args) =>
  (await import('./commands/economy-report.js')).readQuality(...args);

export const readArchiveList: typeof EconomyReport.readArchiveList = async (...args) =>
  (await import('./commands/economy-report.js')).readArchiveList(...args);

export const restoreArchived: typeof EconomyReport.restoreArchived = async (dir, id) =>
  (await import('./commands/economy-report.js')).restoreArchived(dir, id);

export const scanPaths: typeof Scan.scanPaths = async (...args) =>
  (await import('./commands/scan.js')).scanPaths(...args);

export const runDoctor: typeof Doctor.runDoctor = async (options) =>
  (await import('./commands/doctor.js')).runDoctor(options);

export const collectEvidence: typeof Evidence.collectEvidence = async (options) =>
  (await import('./commands/evidence.js')).collectEvidence(options);

export const initWorkspace: typeof Init.initWorkspace = async (options) =>
  (await import('./commands/init.js')).initWorkspace(options);

export const readConstitutionSource: typeof ConstitutionExplain.readConstitutionSource = async (
  ...args
) => (await import('./commands/constitution-explain.js')).readConstitutionSource(...args);

/** Which constitution rules' text reached an agent's prompt; async only to load on first use. */
export const findRuleLeaks = async (
  ...args: Parameters<typeof ConstitutionLeaks.findRuleLeaks>
): Promise<string[]> => (await import('./commands/constitution-leaks.js')).findRuleLeaks(...args);

/** The module `loadDistributedParts` resolves to. */
export type DistributedParts = typeof Distributed;

/** What distributed mode reuses of the local run (see distributed-parts.ts), loaded on first use. */
export const loadDistributedParts = (): Promise<DistributedParts> =>
  import('./loop/distributed-parts.js');
