import { describe, expect, it } from 'vitest';
import * as economy from './index.js';

// The organ's public surface; growing or shrinking it edits this list in the same change.
describe('economy public surface', () => {
  it('exports exactly its pinned values', () => {
    expect(Object.keys(economy).sort()).toEqual([
      'APPROVALS_FILE',
      'APPROVALS_FILE_VERSION',
      'APPROVALS_MAX_RECORDS',
      'APPROVAL_STATUSES',
      'AUTHORIZATION_TIERS',
      'ApprovalStore',
      'BUDGET_DIR',
      'BUDGET_FILE_VERSION',
      'BudgetManager',
      'CAPABILITY_ACTIONS',
      'CATEGORY_RISK_SCORE',
      'Capabilities',
      'DECISION_KINDS',
      'DEFAULT_ATTEMPT_USD',
      'DEFAULT_LIFECYCLE_STATUS',
      'DEFAULT_PREMIUM_DAILY_CAP',
      'ENV_TEMPLATE_PATHS',
      'FORBIDDEN_PATHS',
      'LIFECYCLE_RISK_SCORE',
      'LIFECYCLE_STATUSES',
      'MAX_CONFIDENCE',
      'MAX_STREAK_RISK',
      'MIN_CONFIDENCE',
      'MODULES_FILE',
      'MODULES_FILE_VERSION',
      'MODULES_MAX_ENTRIES',
      'ModuleStats',
      'NOVELTY_FILE',
      'NOVELTY_FILE_VERSION',
      'NOVELTY_MAX_ENTRIES',
      'NoveltyStore',
      'RISK_LEVELS',
      'ROOT_MODULE',
      'SEMI_AUTONOMOUS_PATHS',
      'TASK_SPEND_LOOKBACK_DAYS',
      'TIER_NUMBERS',
      'approvalsFileSchema',
      'assessRisk',
      'budgetDayFileSchema',
      'canonicalJson',
      'classifyChange',
      'computeEvidenceVersion',
      'computeFingerprint',
      'dailyCallCapOf',
      'decisionRecordSchema',
      'estimateUsdFromTokens',
      'isLifecycleSkip',
      'isProtectedBranch',
      'lifecycleFor',
      'lifecycleForPaths',
      'moduleFor',
      'modulesFileSchema',
      'noveltyDecisionSchema',
      'noveltyFileSchema',
      'openApprovals',
      'openBudget',
      'openModuleStats',
      'openNoveltyStore',
      'patternSpecificity',
      'resolveCallCost',
      'selectTier',
      'utcDay',
    ]);
  });

  // config/economy-schema.ts repeats these spellings (organs do not import each other);
  // its test pins the same lists.
  it('spells the vocabularies config/ shares', () => {
    expect(economy.LIFECYCLE_STATUSES).toEqual([
      'experimental',
      'under_observation',
      'stable',
      'certified',
      'locked',
    ]);
    expect(economy.TIER_NUMBERS).toEqual([0, 1, 2, 3]);
    expect(economy.DECISION_KINDS).toEqual(['SKIP', 'COMPLETED', 'EVOLVE', 'REJECT', 'DEFERRED']);
    expect(economy.RISK_LEVELS).toEqual(['low', 'medium', 'high', 'critical']);
  });
});
