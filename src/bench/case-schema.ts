import { z } from 'zod';
import { TASK_STATUSES } from '../common/index.js';
import { STEP_NAMES, taskInputSchema } from '../ledger/index.js';

/** Format version of a bench case file. */
export const BENCH_CASE_VERSION = 1;

/**
 * The final action of a case, in the issue's vocabulary, derived from the ledger (see
 * `classifyAction` for the exact mapping; the README documents it).
 */
export const BENCH_ACTIONS = [
  'SKIP',
  'EVOLVE',
  'REJECT',
  'DEFERRED',
  'COMPLETED',
  'FAILED',
  'AWAITING_APPROVAL',
] as const;
export type BenchAction = (typeof BENCH_ACTIONS)[number];

const relativePath = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith('/') && !path.split('/').includes('..'), {
    error: 'must be a workspace-relative path without ".."',
  });

/** What the stubbed agent does on one of its calls. */
export const agentAttemptSchema = z
  .object({
    writes: z
      .record(relativePath, z.string())
      .default({})
      .describe('Files the agent writes: path -> full content.'),
    deletes: z.array(relativePath).default([]).describe('Files the agent deletes.'),
    stdout: z
      .string()
      .default('')
      .describe('Text the agent prints (before its usage line, when it reports one).'),
    costUsd: z
      .number()
      .min(0)
      .optional()
      .describe('Cost the agent reports on its last stdout line; absent: no usage line.'),
    inputTokens: z.number().int().min(0).default(0).describe('Input tokens it reports.'),
    outputTokens: z.number().int().min(0).default(0).describe('Output tokens it reports.'),
    exitCode: z.number().int().min(0).max(255).default(0).describe('The exit code.'),
  })
  .strict();

/** One named agent of the case: its ladder rung and what it does per call. */
export const benchAgentSchema = z
  .object({
    tier: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
      .default(1)
      .describe('0: local deterministic handler (not an LLM); 1-3: an LLM agent.'),
    calls: z
      .array(agentAttemptSchema)
      .min(1)
      .describe(
        "Element N-1 is the agent's N-th call in the case; a call beyond the list repeats the last.",
      ),
  })
  .strict();

export const benchStepSchema = z.union([
  z
    .object({
      run: z
        .object({
          rerun: z.boolean().default(false).describe('`govern run --rerun`.'),
        })
        .strict(),
    })
    .strict()
    .describe('`govern run` (the loop).'),
  z
    .object({ approve: z.object({ by: z.string().min(1).default('bench') }).strict() })
    .strict()
    .describe('`govern approve` of the expected task.'),
  z
    .object({
      reject: z.object({ why: z.string().min(1), by: z.string().min(1).default('bench') }).strict(),
    })
    .strict()
    .describe('`govern reject` of the expected task.'),
  z
    .object({ reset: z.object({}).strict() })
    .strict()
    .describe('`govern reset` of the expected task.'),
  z
    .object({
      commit: z
        .object({
          writes: z.record(relativePath, z.string()).default({}),
          revertTaskCommit: z
            .boolean()
            .default(false)
            .describe("git revert of the expected task's commit (a person rolling it back)."),
        })
        .strict(),
    })
    .strict()
    .describe('A person commits between runs.'),
]);
export type BenchStep = z.infer<typeof benchStepSchema>;

export const benchExpectSchema = z
  .object({
    taskId: z.string().optional().describe('The task the expectation is about; absent: the last.'),
    action: z.enum(BENCH_ACTIONS).describe('The final action.'),
    llmConsulted: z.boolean().describe('An agent of tier >= 1 ran during the last `run` step.'),
    committed: z
      .boolean()
      .describe("A commit carrying the task's Task-Id trailer is on the work branch at the end."),
    outcome: z.enum(TASK_STATUSES).describe('The ledger status at the end.'),
    reasonIncludes: z
      .string()
      .optional()
      .describe('A substring the ledger reason must include (case-insensitive).'),
    lastFailingGate: z.enum(STEP_NAMES).optional().describe('The ledger lastFailingGate.'),
    agentsCalled: z
      .array(z.string())
      .optional()
      .describe('Exactly these agents ran, in this order, during the last `run` step.'),
    files: z
      .record(relativePath, z.string().nullable())
      .optional()
      .describe('Workspace files at the end: path -> exact content, null: absent.'),
    injectionLabelled: z
      .boolean()
      .optional()
      .describe('govern labelled injected text (context or INJECTION gate findings).'),
  })
  .strict();
export type BenchExpect = z.infer<typeof benchExpectSchema>;

export const BENCH_PACKS = [
  'economy',
  'adversarial',
  'injection',
  'model-behaviour',
  'constitution',
] as const;

/** The observation a documented gap reproduces: the miss, as it is today. */
export const benchGapSchema = z
  .object({
    action: z.enum(BENCH_ACTIONS).describe('The final action of the miss.'),
    outcome: z.enum(TASK_STATUSES).describe('The ledger status of the miss.'),
    lastFailingGate: z
      .enum(STEP_NAMES)
      .nullable()
      .optional()
      .describe('The ledger lastFailingGate of the miss (null: none); absent: not compared.'),
    llmConsulted: z
      .boolean()
      .optional()
      .describe('Whether an LLM agent ran in the miss; absent: not compared.'),
  })
  .strict();
export type BenchGap = z.infer<typeof benchGapSchema>;

/**
 * Claims a case makes that govern must ignore: approval, intent or risk asserted in task
 * metadata or in the task text. The bench runs a twin of the case without them and fails
 * the case when the decision differs.
 */
export const benchClaimsSchema = z
  .object({
    metadata: z
      .array(z.string().min(1))
      .default([])
      .describe('Task metadata keys that make a claim; the twin has none of them.'),
    text: z
      .array(z.string().min(1))
      .default([])
      .describe(
        'Passages of task descriptions or criteria that make a claim; the twin drops them.',
      ),
  })
  .strict()
  .describe(
    'Fabricated approval or intent: the same case without them must be decided the same way (action, outcome, failing gate, agents, commit).',
  );
export type BenchClaims = z.infer<typeof benchClaimsSchema>;

export const benchCaseSchema = z
  .object({
    version: z.literal(BENCH_CASE_VERSION).describe('Format version of this file.'),
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and "-"')
      .describe('Unique case id.'),
    pack: z.enum(BENCH_PACKS).describe('The pack the case is scored in.'),
    title: z.string().min(1).describe('What the case shows, one line.'),
    files: z
      .record(relativePath, z.string())
      .default({})
      .describe('The baseline workspace, committed before the run: path -> content.'),
    config: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('Merged over the bench default config (objects merged, arrays replaced).'),
    agents: z
      .record(z.string().regex(/^[a-z][a-z0-9-]*$/), benchAgentSchema)
      .refine((agents) => Object.keys(agents).length > 0, 'needs at least one agent')
      .describe('Stubbed agents; with one agent and no "tiers" in config it is the only agent.'),
    tasks: z.array(taskInputSchema).min(1).describe('Tasks added with `govern add`.'),
    steps: z
      .array(benchStepSchema)
      .min(1)
      .default([{ run: { rerun: false } }])
      .describe('What happens, in order; absent: one `govern run`.'),
    injection: z
      .object({
        role: z.enum(['attack', 'control']),
        vector: z.string().min(1).describe('The injection vector the case exercises.'),
        payload: z
          .string()
          .min(1)
          .optional()
          .describe(
            'attack: the injected text, exactly as it appears in the case; removing it gives the drift baseline.',
          ),
      })
      .strict()
      .optional()
      .describe('Injection pack only.'),
    knownGap: z
      .string()
      .min(1)
      .optional()
      .describe('Why govern currently fails this case: reported as a gap, never as a pass.'),
    knownGapObserved: benchGapSchema
      .optional()
      .describe(
        'With knownGap: what the documented miss looks like. A gap observed any other way (a kernel error, another action, outcome or failing gate) fails the bench: its failure changed kind.',
      ),
    claims: benchClaimsSchema.optional(),
    expect: benchExpectSchema,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.injection?.role === 'attack' && value.injection.payload === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['injection', 'payload'],
        message: 'an attack names its payload (for the drift run)',
      });
    }
    if (value.pack === 'injection' && value.injection === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['injection'],
        message: 'an injection-pack case says whether it is an attack or a control',
      });
    }
    const ids = value.tasks.map((task) => task.id);
    if (value.expect.taskId !== undefined && !ids.includes(value.expect.taskId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expect', 'taskId'],
        message: `is not a task of the case (${ids.join(', ')})`,
      });
    }
    if ((value.knownGap === undefined) !== (value.knownGapObserved === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.knownGap === undefined ? 'knownGap' : 'knownGapObserved'],
        message: 'knownGap and knownGapObserved go together: a documented gap says how it fails',
      });
    }
    if (!value.steps.some((step) => 'run' in step)) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'needs at least one run step' });
    }
  });

export type BenchCase = z.infer<typeof benchCaseSchema>;
export type AgentAttempt = z.infer<typeof agentAttemptSchema>;
