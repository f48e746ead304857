import { describe, expect, it } from 'vitest';
import * as common from '../src/common/index.js';
import * as config from '../src/config/index.js';
import * as ledger from '../src/ledger/index.js';
import * as workspace from '../src/workspace/index.js';
import * as agents from '../src/agents/index.js';
import * as gateway from '../src/gateway/index.js';
import * as gates from '../src/gates/index.js';
import * as kernel from '../src/kernel/index.js';
import * as cli from '../src/cli/index.js';

// Each organ exports its surface from one index.ts. Shrinking or growing an API edits
// this list in the same commit, so the change is deliberate and reviewed.
const surfaces: Record<string, Record<string, unknown>> = {
  common,
  config,
  ledger,
  workspace,
  agents,
  gateway,
  gates,
  kernel,
  cli,
};

const expected: Record<string, string[]> = {
  common: [
    'BASE_ENV_ALLOWLIST',
    'GATE_NAMES',
    'GOVERN_ERROR_CODES',
    'GovernError',
    'KILL_GRACE_MS',
    'TASK_CATEGORIES',
    'TASK_STATUSES',
    'TOOL_GATE_NAMES',
    'appendFileDurable',
    'describeError',
    'formatZodIssues',
    'isGovernError',
    'killGroup',
    'runProcess',
    'sanitizeEnv',
    'writeFileAtomic',
  ],
  config: [
    'CONFIG_PATH',
    'CONFIG_VERSION',
    'DEFAULT_CATEGORY_GATES',
    'DEFAULT_MAX_RETRIES',
    'DEFAULT_TASK_TIMEOUT_MS',
    'GOVERNANCE_DIR',
    'agentConfigSchema',
    'configSchema',
    'defaultConfig',
    'loadConfig',
    'parseConfigText',
    'resolveCategoryGates',
    'resolveCategoryLimits',
  ],
  ledger: [
    'ATTEMPT_RECORD_VERSION',
    'AUDIT_FILE',
    'AuditLog',
    'LEDGER_FILE',
    'LEDGER_VERSION',
    'LOCK_FILE',
    'READABLE_LEDGER_VERSIONS',
    'STEP_NAMES',
    'TASKS_DIR',
    'TASK_ID_PATTERN',
    'acquireLedgerLock',
    'attemptFile',
    'attemptRecordSchema',
    'blockingDependency',
    'checkWorkspacePath',
    'createLedger',
    'dependentsOf',
    'findCycle',
    'isReady',
    'ledgerPath',
    'ledgerSchema',
    'ledgerTaskSchema',
    'loadLedger',
    'nextReadyTask',
    'pathList',
    'planTaskImport',
    'processStartTicks',
    'readAttemptRecords',
    'saveLedger',
    'taskDir',
    'taskFileSchema',
    'taskInputSchema',
    'verifyAuditLog',
    'writeAttemptRecord',
  ],
  workspace: [
    'GOVERNANCE_PATHS',
    'GOVERN_AUTHOR',
    'collectChanges',
    'commitChange',
    'currentBranch',
    'ensureGovernanceIgnored',
    'findRepoRoot',
    'findTaskCommit',
    'formatCommitMessage',
    'gitEnvironment',
    'gitOrThrow',
    'headCommit',
    'isAncestor',
    'listIgnoredPaths',
    'removeStaleIndexLock',
    'resolveWorkspace',
    'restoreToBase',
    'runGit',
    'uncommittedChanges',
  ],
  agents: [
    'AGENT_FAILURE_KINDS',
    'REPLAY_VERSION',
    'createAgent',
    'createReplayAgent',
    'createScriptAgent',
    'loadReplayFile',
    'parseReportedUsage',
    'replayFileSchema',
    'resolveScriptCommand',
  ],
  gateway: ['AGENT_FILE_CAP_CHARS', 'AGENT_TOTAL_CAP_CHARS', 'buildAgentContext', 'fence'],
  gates: [
    'GATE_ERROR_CODES',
    'GATE_NAMES',
    'SEVERITIES',
    'TOOL_GATE_NAMES',
    'detectToolCommand',
    'resolveToolCommand',
    'runAntiStub',
    'runToolGate',
  ],
  kernel: [
    'addTasks',
    'initWorkspace',
    'readStatus',
    'readTask',
    'resetTask',
    'runTasks',
    'verifyAudit',
  ],
  cli: ['EXIT', 'exitCodeFor', 'main'],
};

describe('organ public surfaces', () => {
  for (const [organ, names] of Object.entries(expected)) {
    it(`${organ} exports exactly its pinned values`, () => {
      expect(Object.keys(surfaces[organ] ?? {}).sort()).toEqual(names);
    });
  }
});
