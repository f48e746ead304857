import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../common/index.js';
import { STEP_NAMES } from './schema.js';

/** Per-task folder for attempt records, prompts and raw agent logs (kept out of PROGRESS.json). */
export const TASKS_DIR = join('.governance', 'tasks');
export const ATTEMPT_RECORD_VERSION = 1;

const findingSchema = z
  .object({
    file: z.string().nullable(),
    line: z.number().int().nullable(),
    rule: z.string(),
    message: z.string(),
    severity: z.string().optional(),
  })
  .strict();

const stepVerdictSchema = z
  .object({
    gate: z.enum(STEP_NAMES),
    passed: z.boolean(),
    severity: z.string(),
    findings: z.array(findingSchema),
    durationMs: z.number().int().min(0),
    output: z.string().optional(),
    error: z.object({ code: z.string(), message: z.string() }).strict().optional(),
    // Findings the config silenced (issue 18), with the reason it gives.
    silenced: z
      .array(
        z
          .object({
            file: z.string().nullable(),
            line: z.number().int().nullable(),
            rule: z.string(),
            message: z.string(),
            reason: z.string(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

export const attemptRecordSchema = z
  .object({
    version: z.literal(ATTEMPT_RECORD_VERSION),
    taskId: z.string(),
    attempt: z.number().int().positive(),
    baseCommit: z.string(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    agent: z
      .object({
        name: z.string(),
        type: z.string(),
        exitCode: z.number().int().nullable(),
        timedOut: z.boolean(),
        costUsd: z.number().nullable(),
        tokens: z.object({ input: z.number(), output: z.number(), cached: z.number() }).strict(),
        sessionId: z.string().nullable(),
        model: z.string().nullable(),
        summary: z.string(),
        rawLogPath: z.string().nullable(),
        durationMs: z.number().int().min(0),
      })
      .strict()
      .nullable(),
    changedFiles: z.array(z.string()),
    verdicts: z.array(stepVerdictSchema),
    outcome: z.enum(['running', 'committed', 'held', 'rolled_back', 'interrupted']),
    commit: z.string().nullable(),
    promptPath: z.string().nullable(),
    /** What the gateway did to the prompt: secrets redacted, foreign text flagged. */
    context: z
      .object({
        redactions: z.array(z.object({ rule: z.string(), placeholder: z.string() }).strict()),
        injection: z.array(
          z
            .object({
              source: z.string(),
              path: z.string().nullable(),
              origin: z.enum(['task', 'feedback']).optional(),
              channel: z.string(),
              score: z.number(),
              verdict: z.string(),
              families: z.array(z.string()),
              findings: z.array(
                z
                  .object({
                    line: z.number().int(),
                    family: z.string(),
                    rule: z.string(),
                    excerpt: z.string(),
                  })
                  .strict(),
              ),
            })
            .strict(),
        ),
        // Issue 13: tokens (o200k_base) of the prompt as sent, and of each reference file
        // whole and as IR, so the share the IR saves can be reported.
        promptTokens: z.number().int().min(0).optional(),
        references: z
          .array(
            z
              .object({
                path: z.string(),
                mode: z.enum(['ir', 'full']),
                reason: z.string().nullable(),
                fullTokens: z.number().int().min(0),
                irTokens: z.number().int().min(0).nullable(),
                elidedBodies: z.number().int().min(0),
                keptNamedBodies: z.number().int().min(0),
              })
              .strict(),
          )
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type AttemptRecord = z.infer<typeof attemptRecordSchema>;
export type StepVerdict = z.infer<typeof stepVerdictSchema>;

export function taskDir(workspace: string, taskId: string): string {
  return join(workspace, TASKS_DIR, taskId);
}

export function attemptFile(workspace: string, taskId: string, attempt: number): string {
  return join(taskDir(workspace, taskId), `attempt-${attempt}.json`);
}

export function writeAttemptRecord(workspace: string, record: AttemptRecord): void {
  mkdirSync(taskDir(workspace, record.taskId), { recursive: true });
  writeFileAtomic(
    attemptFile(workspace, record.taskId, record.attempt),
    `${JSON.stringify(record, null, 2)}\n`,
  );
}

/** Every readable attempt record of a task, in attempt order; unreadable ones are listed as problems. */
export function readAttemptRecords(
  workspace: string,
  taskId: string,
): { records: AttemptRecord[]; problems: string[] } {
  const dir = taskDir(workspace, taskId);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /^attempt-\d+\.json$/.test(name));
  } catch {
    return { records: [], problems: [] };
  }
  const records: AttemptRecord[] = [];
  const problems: string[] = [];
  for (const name of names) {
    try {
      const parsed = attemptRecordSchema.safeParse(
        JSON.parse(readFileSync(join(dir, name), 'utf8')),
      );
      if (parsed.success) {
        records.push(parsed.data);
      } else {
        problems.push(`${join(dir, name)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      }
    } catch (error) {
      problems.push(`${join(dir, name)}: ${(error as Error).message}`);
    }
  }
  records.sort((a, b) => a.attempt - b.attempt);
  return { records, problems };
}
