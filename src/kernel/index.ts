export { addTasks, TASK_FILE_FORMATS } from './add.js';
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
  Placement,
  TaskAssessment,
  ToolCommands,
} from './distributed-parts.js';
export type { DistributedParts } from './entry-points.js';
export type { ApproveOptions, ApproveResult, RejectOptions } from './approve.js';
export type { AddOptions, AddResult, TaskFileFormat } from './add.js';
export type { ProgressEvent, TaskOutcome } from './attempt.js';
export { SEVERITY_ORDER } from './severity.js';
export type { CheckOptions, CheckReport } from './check.js';
export { findRuleLeaks } from './constitution-leaks.js';
export type { SentPrompt } from './constitution-leaks.js';
export { readConstitutionSource } from './constitution-explain.js';
export type { ConstitutionSource } from './constitution-explain.js';
export type { BudgetReport } from './economy-report.js';
export { initWorkspace } from './init.js';
export type { InitOptions, InitResult } from './init.js';
export { readStatus, readTask, resetTask, verifyAudit } from './report.js';
export type { StatusReport, StatusRow, TaskReport } from './report.js';
export type { RecoveryReport } from './recover.js';
export type { RerunReport } from './rerun.js';
export { readAudit, readServeSettings, readTaskBoard } from './serve.js';
export type { ServeSettings, TaskBoard } from './serve.js';
export type { ScanFinding, ScanReport } from './scan.js';
export type { RunOptions, RunSummary } from './run.js';
export { addMemory, readMemory, WRITABLE_MEMORY_LEVELS } from './memory-commands.js';
export type { MemoryListing, WritableMemoryLevel } from './memory-commands.js';
export { constitutionCheck, pingRedis } from './doctor-repo.js';
export type {
  DoctorCheck,
  DoctorContext,
  DoctorFinding,
  DoctorOptions,
  DoctorReport,
  DoctorStatus,
} from './doctor.js';
export type {
  ControlEvidence,
  EvidenceOptions,
  EvidenceReport,
  EvidenceResult,
} from './evidence.js';
export { EVIDENCE_FRAMEWORKS, EVIDENCE_SECTIONS, FRAMEWORK_MAPS } from './evidence-frameworks.js';
export type {
  EvidenceFramework,
  EvidenceSection,
  FrameworkControl,
  FrameworkMap,
} from './evidence-frameworks.js';
export type { AttemptEvidence, TaskEvidence } from './evidence-tasks.js';
