// The kernel's one public door: cli imports only this file. loop/ holds the governance loop
// of DESIGN.md ("The governance loop"), commands/ the other commands' entry points. The loop's
// steps and their files (all under loop/); runTask (attempt.ts) runs steps 1-6 as phases:
//   open the run   run.ts, run-open.ts (preflight, adapters, sandboxes, recover.ts), run-schedule.ts
//   1. base        placement.ts (the main tree, or a worktree per task when parallel)
//   2. decide      decide.ts (lifecycle, novelty), then the admit phase: admit.ts (ladder, budget)
//   3. context     the context phase: attempt.ts, context-steps.ts (through the gateway)
//   4. act         the act phase: attempt.ts, agent-run.ts, sandbox.ts, governance-guard.ts
//   5. gates       the judge phase: attempt-judge.ts, attempt-gates.ts, gate-chain.ts, verify.ts
//   6. settle      the settle phase: attempt-settle.ts, authorize.ts, attempt-landed.ts,
//                  attempt-endings.ts, account.ts; every ledger write through ledger-writer.ts
export { addTasks, TASK_FILE_FORMATS } from './commands/add.js';
export {
  approveTask,
  checkDiff,
  readArchiveList,
  readBudget,
  readQuality,
  rejectTask,
  restoreArchived,
  runTasks,
  scanPaths,
  collectEvidence,
  runDoctor,
  loadDistributedParts,
  findRuleLeaks,
  readConstitutionSource,
  initWorkspace,
} from './entry-points.js';
export type {
  ChildRegistry,
  DecidingContext,
  EconomySession,
  GateSandboxPlan,
  LandResult,
  LedgerWriter,
  Mutex,
  OpenAttemptSandbox,
  Semaphore,
  Placement,
  RebasedFrom,
  RerunGates,
  TaskAssessment,
  ToolCommands,
} from './loop/distributed-parts.js';
export type { DistributedParts } from './entry-points.js';
export type { ApproveOptions, ApproveResult, RejectOptions } from './commands/approve.js';
export type { AddOptions, AddResult, TaskFileFormat } from './commands/add.js';
export type { ProgressEvent, TaskOutcome } from './loop/attempt.js';
export { SEVERITY_ORDER } from './commands/severity.js';
export type { CheckOptions, CheckReport } from './commands/check.js';
export type { SentPrompt } from './commands/constitution-leaks.js';
export type { ConstitutionSource } from './commands/constitution-explain.js';
export type { BudgetReport } from './commands/economy-report.js';
export type { InitOptions, InitResult } from './commands/init.js';
export { readStatus, readTask, resetTask, verifyAudit } from './commands/report.js';
export type { StatusReport, StatusRow, TaskReport } from './commands/report.js';
export type { RecoveryReport } from './loop/recover.js';
export type { RerunReport } from './loop/rerun.js';
export { readAudit, readServeSettings, readTaskBoard } from './commands/serve.js';
export type { ServeSettings, TaskBoard } from './commands/serve.js';
export type { ScanFinding, ScanReport } from './commands/scan.js';
export type { RunOptions, RunSummary } from './loop/run.js';
export { addMemory, readMemory, WRITABLE_MEMORY_LEVELS } from './commands/memory-commands.js';
export type { MemoryListing, WritableMemoryLevel } from './commands/memory-commands.js';
export { constitutionCheck, pingRedis } from './commands/doctor-repo.js';
export type {
  DoctorCheck,
  DoctorContext,
  DoctorFinding,
  DoctorOptions,
  DoctorReport,
  DoctorStatus,
} from './commands/doctor.js';
export type {
  ControlEvidence,
  EvidenceOptions,
  EvidenceReport,
  EvidenceResult,
} from './commands/evidence.js';
export {
  EVIDENCE_FRAMEWORKS,
  EVIDENCE_SECTIONS,
  FRAMEWORK_MAPS,
} from './commands/evidence-frameworks.js';
export type {
  EvidenceFramework,
  EvidenceSection,
  FrameworkControl,
  FrameworkMap,
} from './commands/evidence-frameworks.js';
export type { AttemptEvidence, TaskEvidence } from './commands/evidence-tasks.js';
