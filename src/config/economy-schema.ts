import { z } from 'zod';
import { LIFECYCLE_STATUSES, TASK_CATEGORIES } from '../common/index.js';

/*
 * Config keys of the economy organ: `tiers`, `budget`, `lifecycle`, `authorization` and
 * `novelty`. economy/ reads the parsed values through its own structural types (organs
 * below the kernel do not import each other); the words both spell live in common/.
 */

const usd = z.number().min(0);

export const tierRuleSchema = z
  .object({
    tier: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
      .describe(
        '0: local deterministic handler (free), 1: cheap agent, 2: strong agent, 3: premium agent.',
      ),
    agent: z.string().min(1).describe('The agent of this rung; a key of `agents`.'),
    dailyCallCap: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Calls a UTC day (0 disables the rung). Absent: unlimited, except tier 3: 2.'),
    categories: z
      .array(z.enum(TASK_CATEGORIES))
      .optional()
      .describe('Task categories this rung handles. Absent: every category; []: none.'),
    attemptUsd: usd
      .optional()
      .describe(
        'Estimated cost of one attempt at this rung, used before the task has spent anything.',
      ),
  })
  .strict()
  .describe('One rung of the escalation ladder.');

export const tiersSchema = z
  .array(tierRuleSchema)
  .superRefine((tiers, ctx) => {
    const seen = new Set<string>();
    tiers.forEach((rule, index) => {
      const key = `${rule.tier}:${rule.agent}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `tier ${rule.tier} lists agent "${rule.agent}" twice; remove one`,
        });
      }
      seen.add(key);
    });
  })
  .describe(
    'The escalation ladder: a task starts at the lowest rung that handles its category and moves up only after a rung failed its gates or reported low confidence. []: the kernel default.',
  );

export const modelPriceSchema = z
  .object({
    inputUsdPerMTok: usd.describe('USD per million input tokens that were not read from a cache.'),
    outputUsdPerMTok: usd.describe('USD per million output tokens.'),
    cachedInputUsdPerMTok: usd
      .optional()
      .describe('USD per million cached input tokens. Absent: the input price.'),
  })
  .strict()
  .describe('Token prices of one model.');

export const budgetSchema = z
  .object({
    dailyUsd: z
      .number()

      .positive()
      .optional()
      .describe('Hard ceiling of spend per UTC day, in USD. Absent: no daily ceiling.'),
    perTaskUsd: z
      .number()

      .positive()
      .optional()
      .describe(
        'Hard ceiling of one task over the last 7 UTC days, in USD. Absent: no per-task ceiling.',
      ),
    defaultAttemptUsd: usd
      .optional()
      .describe(
        'Estimated cost of an attempt with no history and no rung estimate, in USD. Absent: 0.5.',
      ),
    prices: z
      .record(z.string().min(1), modelPriceSchema)
      .default({})
      .describe(
        'Token prices by model name, used when an agent reports tokens but no cost. A call of a model not listed counts at its estimate.',
      ),
  })
  .strict()
  .describe(
    'Spending ceilings. An attempt whose estimate would cross one is DEFERRED, never started.',
  );

export const lifecycleRuleSchema = z
  .object({
    glob: z
      .string()
      .min(1)
      .describe('A glob, or a plain path naming a file or a folder and everything below it.'),
    status: z
      .enum(LIFECYCLE_STATUSES)
      .describe('certified and locked paths are skipped before any agent call.'),
  })
  .strict()
  .describe('The lifecycle status of the paths a glob matches.');

export const lifecycleSchema = z
  .array(lifecycleRuleSchema)
  .describe(
    'Module lifecycle per path. The most specific matching rule wins (most literal path segments, then most literal characters, then the later rule); a path no rule matches is stable.',
  );

const globList = z.array(z.string().min(1));

export const authorizationSchema = z
  .object({
    autonomous: globList
      .default([])
      .describe(
        'Paths that may land without approval although a built-in list asks for it (never secrets).',
      ),
    semiAutonomous: globList
      .default([])
      .describe(
        'Paths whose changes wait for `govern approve`; also lets a built-in forbidden path land with approval.',
      ),
    forbidden: globList
      .default([])
      .describe('Paths no change may touch: the task is QUARANTINED. Beats every other list.'),
    registries: z
      .array(
        z
          .url({
            protocol: /^https$/,
            error: 'expected an https URL, such as https://npm.example.com/api/npm/remote/',
          })
          .describe('A registry URL prefix, such as https://npm.example.com/api/npm/remote/.'),
      )
      .default([])
      .describe(
        "Registries (https URL prefixes) a lock file entry may be fetched from, beside https://registry.npmjs.org/, https://registry.yarnpkg.com/ and those the repository's own .npmrc, .yarnrc.yml or .yarnrc names, for a lock change beside an autonomous package.json to land without approval.",
      ),
    protectedBranches: globList
      .default([])
      .describe('Branch names or globs govern never commits or pushes to. []: none.'),
  })
  .strict()
  .describe(
    "Overrides of the built-in authorization tiers (dependency manifests and lock files, schemas, migrations and CI need approval; a package.json changed only in metadata fields, and a lock file changed only in the project's own metadata or, beside an autonomous package.json, only in pinned entries, do not; secrets are forbidden).",
  );

export const noveltySchema = z
  .object({
    enabled: z
      .boolean()
      .default(true)
      .describe('Reuse the previous SKIP or COMPLETED decision of an unchanged task.'),
  })
  .strict()
  .describe('The novelty gate.');

/** The economy keys with their defaults, to spread into the config object. */
export const economyConfigShape = {
  tiers: tiersSchema.default([]),
  budget: budgetSchema.prefault({}),
  lifecycle: lifecycleSchema.default([]),
  authorization: authorizationSchema.prefault({}),
  novelty: noveltySchema.prefault({}),
};

export type TierRuleConfig = z.infer<typeof tierRuleSchema>;
export type ModelPriceConfig = z.infer<typeof modelPriceSchema>;
export type BudgetConfig = z.infer<typeof budgetSchema>;
export type LifecycleRuleConfig = z.infer<typeof lifecycleRuleSchema>;
export type AuthorizationConfig = z.infer<typeof authorizationSchema>;
export type NoveltyConfig = z.infer<typeof noveltySchema>;
