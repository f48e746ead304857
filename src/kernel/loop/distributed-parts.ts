/**
 * The parts of the local run that distributed mode (src/distributed) reuses as they are:
 * the decision pipeline before the agent, the attempt itself (runTask), the ledger writer
 * and the run's preflight. Loaded on first use through `loadDistributedParts` in
 * entry-points.ts, so commands that never touch a queue do not load the attempt path.
 */
export { admitAttempt, failedTiersOf } from './admit.js';
export { endDeferred, endExhausted } from './attempt-endings.js';
export type { DecidingContext } from './attempt-endings.js';
export type { Admission, AgentResolver } from './admit.js';
export { runTask } from './attempt.js';
export { ChildRegistry } from './children.js';
export { applyLifecycleSkip, decideBeforeAgent, reusePatch, taskDecision } from './decide.js';
export { EconomySession, effectiveLadder, handles } from './economy.js';
export type { TaskAssessment } from './economy.js';
export { rememberEpisode } from './episodes.js';
export { resolveGateOptions } from './gate-chain.js';
export { auditGateSandboxMode, planGateSandbox } from './gate-sandbox.js';
export type { GateSandboxPlan } from './gate-sandbox.js';
export { LedgerWriter } from './ledger-writer.js';
export { Mutex, Semaphore, toolGateSlots } from './mutex.js';
export { openWorkspace, requireLedger } from './open.js';
export { passedWithWarning } from './passed-notes.js';
export { landingVerdict } from './placement.js';
export type { LandResult, Placement, RebasedFrom, RerunGates } from './placement.js';
export { recoverInterrupted } from './recover.js';
export { requeueDeferred } from './rerun.js';
export { auditSandboxMode, planSandboxes } from './sandbox.js';
export type { OpenAttemptSandbox, SandboxPlan } from './sandbox.js';
export { nextToStart, selectTasks, skipBlocked } from './select.js';
export { auditTaskSilenced, createSilencer } from './silence.js';
export type { TaskRunContext } from './task-run.js';
export { typeCheckPrimer } from './type-check-primer.js';
export { toStepVerdict } from './verdicts.js';
export { commandExists, preflightGates, SECURITY_GATES } from './verify.js';
export type { ToolCommands } from './verify.js';
