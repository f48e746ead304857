import { z } from 'zod';
import { ANTI_STUB_RULES, GATE_NAMES, RULE_SEVERITIES, TASK_CATEGORIES } from '../common/index.js';
import { economyConfigShape } from './economy-schema.js';
import {
  aiderAgentSchema,
  claudeCodeAgentSchema,
  codexAgentSchema,
  kiloAgentSchema,
  llmAgentSchema,
  opencodeAgentSchema,
} from './agent-schemas.js';
import { policySchema } from './policy.js';

export const CONFIG_VERSION = 1;

const envName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name');

const scriptAgentSchema = z
  .object({
    type: z.literal('script').describe('Runs any command with the prompt on stdin.'),
    command: z
      .string()
      .min(1)
      .describe('Program to run (absolute, relative to the workspace, or looked up in PATH).'),
    args: z
      .array(z.string())
      .default([])
      .describe('Arguments, passed as argv (never through a shell).'),
    env: z
      .record(envName, z.string())
      .default({})
      .describe('Extra environment variables set for the agent.'),
    passEnv: z
      .array(envName)
      .default([])
      .describe('Names of kernel environment variables the agent may see (allowlist).'),
  })
  .strict();

const replayAgentSchema = z
  .object({
    type: z.literal('replay').describe('Replays recorded file writes per task and attempt.'),
    file: z
      .string()
      .min(1)
      .describe('The replay JSON file (absolute or relative to the workspace).'),
  })
  .strict();

export const agentConfigSchema = z
  .discriminatedUnion('type', [
    scriptAgentSchema,
    replayAgentSchema,
    claudeCodeAgentSchema,
    codexAgentSchema,
    opencodeAgentSchema,
    kiloAgentSchema,
    aiderAgentSchema,
    llmAgentSchema,
  ])
  .describe('An agent adapter and its settings.');

const gateSettingsSchema = z
  .object({
    enabled: z
      .boolean()
      .default(true)
      .describe('false turns the gate off for every category (recorded in the audit log).'),
    command: z
      .string()
      .min(1)
      .optional()
      .describe('Tool gates: the program to run instead of the detected one.'),
    args: z.array(z.string()).optional().describe('Tool gates: arguments for `command`.'),
    appendFiles: z
      .boolean()
      .optional()
      .describe('Tool gates: append the changed files to the arguments.'),
    timeoutMs: z.number().int().positive().optional().describe('Kill the tool after this long.'),
    relatedFirst: z
      .boolean()
      .optional()
      .describe(
        'TEST_SUITE: run the tests related to the changed files first (vitest related, jest --findRelatedTests) and the whole suite only when they pass; default true when the runner supports it.',
      ),
    recheck: z
      .enum(['related', 'whole'])
      .optional()
      .describe(
        "TEST_SUITE: what runs when a change is rebased onto work that landed under it. related (default): the tests related to the union of both changes (the runner's related mode, or for a `node --test` script the test files that import a changed module), the whole suite when that set cannot be determined; whole: always the whole suite.",
      ),
    resident: z
      .boolean()
      .optional()
      .describe(
        "TYPE_CHECK: keep the repository's own TypeScript loaded with its last program and re-check only what a change affects (as tsc --watch does), instead of starting tsc for every check. SYNTAX_CHECK: answer each prettier call of `govern run` from one prettier process per worktree, in the gate sandbox (a config or plugin that is code still starts prettier). Default true for the detected tsc and prettier; false always starts the tool.",
      ),
    files: z
      .array(z.string().min(1))
      .optional()
      .describe(
        "SYNTAX_CHECK, AST_LINT: globs (or folders) of the files the gate checks, instead of the set the repository's own format and lint scripts name; [] checks every changed file.",
      ),
    rules: z
      .partialRecord(z.enum(ANTI_STUB_RULES), z.enum(RULE_SEVERITIES))
      .optional()
      .describe(
        'ANTI_STUB: severity per rule (off, info, warning, error); only error fails the gate. Absent: a stub the task needed is an error, a TODO in a working function a note.',
      ),
  })
  .strict();

const injectionSettingsSchema = z
  .object({
    mode: z
      .enum(['shadow', 'enforce'])
      .default('shadow')
      .describe(
        'shadow: label and record suspect text, never block; enforce: hostile text in a context blocks the task and hostile text the agent wrote fails the INJECTION gate.',
      ),
  })
  .strict();

/** The detectors a silence can name (what each gate and `govern scan` run). */
export const SILENCEABLE_DETECTORS = ['secrets', 'injection', 'security-regression'] as const;

const silenceSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .describe(
        'Glob of repository-relative paths whose findings this silences (picomatch, dot files included), e.g. `docs/prompts/**` or `test/fixtures/keys.json`.',
      ),
    rule: z
      .string()
      .min(1)
      .optional()
      .describe(
        'The rule id to silence there, as `govern scan --explain` and gate findings print it (`ml-override`, `generic-assignment`, `path-traversal`). Absent: every rule of `detector` (or of every detector) on those paths.',
      ),
    detector: z
      .enum(SILENCEABLE_DETECTORS)
      .optional()
      .describe("Only this detector's findings. Absent: any detector whose finding matches."),
    reason: z
      .string()
      .min(3)
      .describe(
        'Why the finding is a false positive. Recorded in the audit log with every finding it silences.',
      ),
  })
  .strict();

const detectorSettingsSchema = z
  .object({
    silence: z
      .array(silenceSchema)
      .max(200)
      .default([])
      .describe(
        'False positives silenced by path and rule. Only this file can silence (no marker in a scanned or changed file can), it cannot silence findings in the governance files themselves, and every silenced finding is reported and written to the audit log.',
      ),
  })
  .strict();

const gatewaySettingsSchema = z
  .object({
    agentFileCapChars: z
      .number()
      .int()
      .min(200)
      .default(8_000)
      .describe('Characters of one file or text block sent to a coding agent; the rest is cut.'),
    llmFileCapChars: z
      .number()
      .int()
      .min(200)
      .default(4_000)
      .describe('Characters of one file or text block sent to a direct model call (llm adapter).'),
    totalCapChars: z
      .number()
      .int()
      .min(1_000)
      .default(64_000)
      .describe(
        'Characters of the whole context; reference files beyond it are listed, not inlined.',
      ),
    references: z
      .enum(['ir', 'full'])
      .default('ir')
      .describe(
        'How reference files enter a context: `ir` sends a compact IR from the syntax tree (imports, signatures, types, doc comments; function bodies elided to a marker with their line range, except those the task names or the targets use; TS/TSX/JS/Python/Go/Rust files of 40 lines or more), `full` sends them whole. Redaction, injection scoring and the caps apply after it.',
      ),
  })
  .strict();

const memorySettingsSchema = z
  .object({
    conventions: z
      .array(z.string().min(1).max(500))
      .max(50)
      .default([])
      .describe(
        "The project's conventions (memory L5, identity): put into every agent context, never compacted. `govern memory add --level L5` adds more.",
      ),
  })
  .strict();

const serverSettingsSchema = z
  .object({
    token: z
      .string()
      // 16 characters is 96 bits of base64: too long to guess over HTTP, short enough to paste.
      .min(16, 'must be at least 16 characters (use a random secret, e.g. `openssl rand -hex 24`)')
      .regex(
        /^[\x21-\x7e]+$/,
        'must be printable ASCII without spaces (it is sent as a bearer token)',
      )
      .optional()
      .describe(
        'Bearer token `govern serve` requires for approve/reject; without it a random one is printed at each start. Required to bind a non-loopback host.',
      ),
  })
  .strict();

const queueSettingsSchema = z
  .object({
    url: z
      .string()
      .regex(
        /^rediss?:\/\//,
        'must be a redis://[:password@]host:port[/db] or rediss:// URL (the BullMQ queue of distributed mode)',
      )
      .optional()
      .describe(
        'Redis of distributed mode (`govern run` becomes the coordinator, as with --queue): `redis://[:password@]host:port[/db]` or `rediss://` for TLS. Prefer GOVERN_QUEUE_PASSWORD to a password in the URL.',
      ),
  })
  .strict();

const categorySettingsSchema = z
  .object({
    gates: z
      .array(z.enum(GATE_NAMES))
      .optional()
      .describe('The gates tasks of this category must pass (run cheapest first).'),
    maxRetries: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .describe('Default retries for tasks of this category.'),
    timeoutMs: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Default agent time limit per attempt for this category.'),
    allowTestChanges: z
      .boolean()
      .optional()
      .describe(
        "Tasks of this category may remove or change tests and assertions (TEST_INTEGRITY reports them as notes instead of failing), as a task's metadata.allowTestChanges does.",
      ),
  })
  .strict();

export const configSchema = z
  .object({
    version: z.literal(CONFIG_VERSION).describe('Format version of this file.'),
    projectName: z.string().min(1).describe('Shown in status output and the audit log.'),
    defaultAgent: z
      .string()
      .min(1)
      .describe('The agent `govern run` uses without --agent; a key of `agents`.'),
    agents: z
      .record(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/), agentConfigSchema)
      .describe('Agents by name.'),
    policy: policySchema
      .prefault({})
      .describe(
        'What the OS sandbox lets every agent process do (paths, network, commands, environment, time, memory). Absent: the safe defaults.',
      ),
    gates: z
      .partialRecord(z.enum(GATE_NAMES), gateSettingsSchema)
      .default({})
      .describe('Per-gate settings (tool command overrides, timeouts, enabled).'),
    parallel: z
      .number()
      .int()
      .min(1)
      .max(64)
      .default(1)
      .describe(
        'Tasks `govern run` runs at the same time, each in its own git worktree (1: in place).',
      ),
    parallelGates: z
      .number()
      .int()
      .min(1)
      .max(64)
      .optional()
      .describe(
        "Parallel tasks whose tool gates (format, lint, types, tests) run at the same time; the others' wait their turn, in order, so the first finish early and free their slot for the next agent. Absent: one per core (no limit when `parallel` is at most the cores). A landing's re-check after a rebase never waits. `govern worker` uses its machine's cores.",
      ),
    landingLine: z
      .boolean()
      .default(true)
      .describe(
        "Parallel runs judge each change on top of the changes judged before it that have not landed yet (README, The landing line), so most landings re-check nothing. false: each change is judged on the branch's head alone, and a landing re-checks whenever the head moved during its gates.",
      ),
    injection: injectionSettingsSchema
      .prefault({})
      .describe('The INJECTION gate and the scoring of foreign text entering a context.'),
    detectors: detectorSettingsSchema
      .prefault({})
      .describe('The SECRETS, INJECTION and SECURITY_REGRESSION detectors and `govern scan`.'),
    memory: memorySettingsSchema
      .prefault({})
      .describe('What govern remembers across runs and tells every agent.'),
    gateway: gatewaySettingsSchema
      .prefault({})
      .describe(
        'Size caps of every context sent to an agent or a model, and how reference files are sent.',
      ),
    server: serverSettingsSchema
      .prefault({})
      .describe('`govern serve`: the dashboard and its HTTP API.'),
    queue: queueSettingsSchema
      .prefault({})
      .describe(
        'Distributed mode: the BullMQ queue in Redis shared by the coordinator and its workers.',
      ),
    categories: z
      .partialRecord(z.enum(TASK_CATEGORIES), categorySettingsSchema)
      .default({})
      .describe('Per-category overrides of the gate chain, retries and time limit.'),
    ...economyConfigShape,
  })
  .strict()
  .superRefine((config, ctx) => {
    config.tiers.forEach((rule, index) => {
      if (!(rule.agent in config.agents)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'agent'],
          message: `names agent "${rule.agent}", which is not a key of "agents" (${Object.keys(config.agents).join(', ') || 'none defined'}); add it under "agents" or fix the name`,
        });
      }
    });
    config.detectors.silence.forEach((entry, index) => {
      if (/^(?:\.\/)?\.governance(?:\/|$)|^\*\*(?:\/\*)?$|^\*$/.test(entry.path)) {
        ctx.addIssue({
          code: 'custom',
          path: ['detectors', 'silence', index, 'path'],
          message: `"${entry.path}" would silence the governance files themselves (or everything); name the paths of the false positive`,
        });
      }
    });
    if (!(config.defaultAgent in config.agents)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultAgent'],
        message: `names agent "${config.defaultAgent}", which is not a key of "agents" (${Object.keys(config.agents).join(', ') || 'none defined'})`,
      });
    }
  });

export type GovernConfig = z.infer<typeof configSchema>;
export type AgentConfig = z.infer<typeof agentConfigSchema>;
export type GateSettings = z.infer<typeof gateSettingsSchema>;
export type InjectionSettings = z.infer<typeof injectionSettingsSchema>;
export type DetectorSilence = z.infer<typeof silenceSchema>;
export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;
export type ServerSettings = z.infer<typeof serverSettingsSchema>;
export type QueueSettings = z.infer<typeof queueSettingsSchema>;
