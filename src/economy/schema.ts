import { z } from 'zod';
import { AUTHORIZATION_TIERS, DECISION_KINDS, TIER_NUMBERS } from './vocabulary.js';

/*
 * Every file the economy persists under `.governance/`. Each carries `version`; readers
 * accept the versions listed beside it and report anything else as invalid.
 */

const isoTime = z.iso.datetime();
const tierNumber = z.literal(TIER_NUMBERS);

export const NOVELTY_FILE_VERSION = 1;
export const READABLE_NOVELTY_FILE_VERSIONS: readonly number[] = [1];

export const noveltyDecisionSchema = z
  .object({
    kind: z.enum(DECISION_KINDS).describe('What the pipeline decided.'),
    reason: z.string().describe('Why, in one line.'),
    taskId: z.string().min(1).describe('The task the decision was about.'),
    commit: z.string().min(1).optional().describe('The commit a COMPLETED decision landed.'),
    reusable: z
      .boolean()
      .optional()
      .describe('false: never reused. A SKIP is reused only when true; a COMPLETED unless false.'),
    at: isoTime.describe('ISO time of the decision.'),
  })
  .strict();

/** `<governanceDir>/novelty.json`: the latest decision per fingerprint, oldest first. */
export const noveltyFileSchema = z
  .object({
    version: z.literal(NOVELTY_FILE_VERSION).describe('Format version of this file.'),
    entries: z
      .array(
        z
          .object({
            fingerprint: z.string().min(1).describe('See computeFingerprint.'),
            decision: noveltyDecisionSchema.describe('The latest decision for it.'),
          })
          .strict(),
      )
      .describe('Oldest first; the oldest are evicted beyond the bound.'),
  })
  .strict();

export const MODULES_FILE_VERSION = 1;
export const READABLE_MODULES_FILE_VERSIONS: readonly number[] = [1];

const moduleStatSchema = z
  .object({
    rollbackStreak: z
      .number()
      .int()
      .min(0)
      .describe('Rollbacks since the last landed change of the module.'),
    rollbacks: z.number().int().min(0).describe('Rollbacks ever recorded.'),
    successes: z.number().int().min(0).describe('Landed changes ever recorded.'),
    updatedAt: isoTime.describe('ISO time of the last record.'),
  })
  .strict();

/** `<governanceDir>/modules.json`. */
export const modulesFileSchema = z
  .object({
    version: z.literal(MODULES_FILE_VERSION).describe('Format version of this file.'),
    modules: z
      .record(z.string().min(1), moduleStatSchema)
      .describe('Per module (a lifecycle glob or a top-level folder).'),
  })
  .strict();

export const BUDGET_FILE_VERSION = 1;
export const READABLE_BUDGET_FILE_VERSIONS: readonly number[] = [1];

const spendLineSchema = z
  .object({
    taskId: z.string().min(1).describe('The task that spent.'),
    tier: tierNumber.describe('The ladder rung of the calls.'),
    agent: z.string().min(1).describe('The agent called.'),
    calls: z.number().int().min(1).describe('Attempts (agent calls) this day.'),
    costMicroUsd: z
      .number()
      .int()
      .min(0)
      .describe('Their cost in millionths of a USD (integers: sums never drift).'),
    lastCostMicroUsd: z.number().int().min(0).describe('Cost of the latest of these calls.'),
    inputTokens: z.number().int().min(0).describe('Input tokens reported.'),
    outputTokens: z.number().int().min(0).describe('Output tokens reported.'),
    cachedTokens: z.number().int().min(0).describe('Cached input tokens reported.'),
    estimatedCalls: z
      .number()
      .int()
      .min(0)
      .describe('Calls whose cost was neither reported nor priced, so the estimate counted.'),
  })
  .strict();

/** `<governanceDir>/budget/<YYYY-MM-DD>.json`: one UTC day of spending. */
export const budgetDayFileSchema = z
  .object({
    version: z.literal(BUDGET_FILE_VERSION).describe('Format version of this file.'),
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .describe('The UTC day, as in the file name.'),
    updatedAt: isoTime.describe('ISO time of the last record.'),
    spend: z.array(spendLineSchema).describe('One line per task, tier and agent.'),
  })
  .strict();

export const APPROVALS_FILE_VERSION = 1;
export const READABLE_APPROVALS_FILE_VERSIONS: readonly number[] = [1];

export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'recorded',
  'blocked',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const CAPABILITY_ACTIONS = ['commit', 'hold', 'push', 'open_pull_request'] as const;
export type CapabilityAction = (typeof CAPABILITY_ACTIONS)[number];

export const decisionRecordSchema = z
  .object({
    decisionId: z.string().min(1).describe('Unique id; the Decision-Id commit trailer.'),
    taskId: z.string().min(1).describe('The task decided.'),
    tier: z.enum(AUTHORIZATION_TIERS).describe('The authorization tier of the change.'),
    status: z
      .enum(APPROVAL_STATUSES)
      .describe(
        'pending -> approved | rejected (semi-autonomous); recorded (autonomous); blocked (forbidden).',
      ),
    paths: z.array(z.string()).describe('The changed paths the decision covers.'),
    reasons: z.array(z.string()).describe('Why the change is in its tier.'),
    metadataOnly: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe(
        'Manifests (package.json) the kernel read and found changed only in metadata fields, each with those fields: autonomous, where a manifest otherwise needs approval.',
      ),
    lockfiles: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        "Lock files the kernel read and found changed only in the project's own metadata or, beside a package.json the config lets change, only in pinned entries, each with what it found: autonomous, where a lock file otherwise needs approval.",
      ),
    gatesPassed: z.boolean().describe('Every gate passed on the change decided.'),
    branch: z
      .string()
      .min(1)
      .describe(
        'Autonomous: the branch the commit goes to. Otherwise: the branch holding the change.',
      ),
    targetBranch: z
      .string()
      .min(1)
      .optional()
      .describe('Semi-autonomous: the branch an approved change lands on.'),
    commit: z.string().min(1).optional().describe('The commit holding the proposed change.'),
    createdAt: isoTime.describe('ISO time the decision was recorded.'),
    updatedAt: isoTime.describe('ISO time of the last change of this record.'),
    decidedBy: z.string().min(1).optional().describe('Who approved or rejected it.'),
    rejectReason: z.string().min(1).optional().describe('Why it was rejected.'),
    executed: z
      .array(
        z
          .object({
            action: z.enum(CAPABILITY_ACTIONS).describe('The capability used.'),
            at: isoTime.describe('ISO time it was used.'),
          })
          .strict(),
      )
      .describe('Capabilities already used; each is used at most once per decision.'),
  })
  .strict();

/** `<governanceDir>/approvals.json`: every decision a capability may act on. */
export const approvalsFileSchema = z
  .object({
    version: z.literal(APPROVALS_FILE_VERSION).describe('Format version of this file.'),
    decisions: z.array(decisionRecordSchema).describe('Oldest first.'),
  })
  .strict();

export type NoveltyDecision = z.infer<typeof noveltyDecisionSchema>;
export type ModuleStat = z.infer<typeof moduleStatSchema>;
export type SpendLine = z.infer<typeof spendLineSchema>;
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;
