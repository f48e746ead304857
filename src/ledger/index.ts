export {
  ATTEMPT_RECORD_VERSION,
  attemptFile,
  attemptRecordSchema,
  readAttemptRecords,
  TASKS_DIR,
  taskDir,
  writeAttemptRecord,
} from './attempts.js';
export type { AttemptRecord, StepVerdict } from './attempts.js';
export { AUDIT_FILE, AuditLog, readAuditPage, verifyAuditLog } from './audit.js';
export type { AuditEvent, AuditPage, AuditVerification } from './audit.js';
export { acquireLedgerLock, ledgerLockHolder, LOCK_FILE, processStartTicks } from './lock.js';
export type { LedgerLock, LockOwner } from './lock.js';
export {
  blockingDependency,
  countStatuses,
  dependentsOf,
  isReady,
  nextReadyTask,
} from './schedule.js';
export {
  LEDGER_VERSION,
  ledgerSchema,
  ledgerTaskSchema,
  READABLE_LEDGER_VERSIONS,
  STEP_NAMES,
  TASK_ID_PATTERN,
  taskFileSchema,
  taskDecisionSchema,
  taskInputSchema,
} from './schema.js';
export type {
  Ledger,
  LedgerTask,
  StepName,
  TaskDecision,
  TaskInput,
  VerificationLog,
} from './schema.js';
export {
  appendLedgerJournal,
  createLedger,
  JOURNAL_FILE,
  LEDGER_CHECKED_FILE,
  LEDGER_FILE,
  ledgerPath,
  ledgerSchemaFingerprint,
  loadLedger,
  saveLedger,
} from './store.js';
export type { LedgerLoadResult } from './store.js';
export { checkWorkspacePath, findCycle, pathList, planTaskImport } from './tasks.js';
export type { TaskImportContext, TaskImportResult, TaskLimits } from './tasks.js';
export { convertTaskmaster } from './taskmaster.js';
export type { TaskmasterConversion, TaskmasterImportOptions } from './taskmaster.js';
