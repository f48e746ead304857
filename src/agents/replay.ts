import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { formatZodIssues, GovernError } from '../common/index.js';
import type { AgentAdapter, AgentRequest, AgentResult } from './types.js';

export const REPLAY_VERSION = 1;

/** null when a recorded path is acceptable, else why not. */
function checkReplayPath(path: string): string | null {
  const normalized = posix.normalize(path);
  if (
    path === '' ||
    posix.isAbsolute(normalized) ||
    normalized === '..' ||
    normalized.startsWith('../')
  ) {
    return 'must be a path inside the workspace';
  }
  if (/^(\.git|\.governance)(\/|$)/.test(normalized) || normalized === 'PROGRESS.json') {
    return 'must not touch .git, .governance or PROGRESS.json';
  }
  return null;
}

const replayAttemptSchema = z
  .object({
    writes: z
      .record(z.string(), z.string())
      .default({})
      .describe('Files to write: path -> content.'),
    writeFiles: z
      .record(z.string(), z.string().min(1))
      .default({})
      .describe(
        'Files to write: path -> a file (relative to the replay file) holding the content.',
      ),
    deletes: z.array(z.string()).default([]).describe('Files to delete.'),
    exitCode: z
      .number()
      .int()
      .min(0)
      .max(255)
      .default(0)
      .describe('The exit code the agent reports.'),
    summary: z.string().default('replayed').describe('What the agent says it did.'),
    costUsd: z.number().min(0).optional().describe('Cost the agent reports.'),
    inputTokens: z.number().int().min(0).default(0),
    outputTokens: z.number().int().min(0).default(0),
    delayMs: z
      .number()
      .int()
      .min(0)
      .default(0)
      .describe('Time the agent takes (for timeouts and benchmarks).'),
  })
  .strict()
  .superRefine((attempt, ctx) => {
    const paths: [string, (string | number)[]][] = [
      ...Object.keys(attempt.writes).map((p): [string, (string | number)[]] => [p, ['writes', p]]),
      ...Object.keys(attempt.writeFiles).map((p): [string, (string | number)[]] => [
        p,
        ['writeFiles', p],
      ]),
      ...attempt.deletes.map((p, i): [string, (string | number)[]] => [p, ['deletes', i]]),
    ];
    for (const [path, where] of paths) {
      const problem = checkReplayPath(path);
      if (problem !== null) {
        ctx.addIssue({ code: 'custom', path: where, message: `"${path}" ${problem}` });
      }
    }
  });

export const replayFileSchema = z
  .object({
    version: z.literal(REPLAY_VERSION),
    tasks: z
      .record(z.string(), z.array(replayAttemptSchema))
      .describe('Task id -> recorded attempts; element N-1 is attempt N.'),
  })
  .strict();

export type ReplayFile = z.infer<typeof replayFileSchema>;
export type ReplayAttempt = z.infer<typeof replayAttemptSchema>;

/** Loads and validates a replay file; an invalid one is AGENT_INVALID naming file and field. */
export function loadReplayFile(file: string): ReplayFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new GovernError(
      'AGENT_INVALID',
      `cannot read replay file ${file}: ${(error as Error).message}`,
      {
        hint: 'point agents.<name>.file in .governance/config.json at a readable replay JSON file',
      },
    );
  }
  const parsed = replayFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new GovernError(
      'AGENT_INVALID',
      `${file} is not a valid replay file:\n  ${formatZodIssues(parsed.error.issues).join('\n  ')}`,
      {
        hint: 'fix the fields named above',
      },
    );
  }
  return parsed.data;
}

/**
 * Replays recorded file writes and deletions per task and attempt: the deterministic agent
 * behind the demo, the tests and the benchmarks. Content files are read when the replay is
 * loaded, so a missing one is reported before any task runs.
 */
export function createReplayAgent(name: string, file: string): AgentAdapter {
  const replay = loadReplayFile(file);
  const baseDir = dirname(file);
  const contents = readContentFiles(replay, file);
  return {
    name,
    type: 'replay',
    run: async (request: AgentRequest): Promise<AgentResult> => {
      const started = performance.now();
      const recorded = replay.tasks[request.taskId]?.[request.attempt - 1];
      const base = {
        timedOut: false,
        tokens: {
          input: recorded?.inputTokens ?? 0,
          output: recorded?.outputTokens ?? 0,
          cached: 0,
        },
        costUsd: recorded?.costUsd ?? null,
        sessionId: null,
        model: null,
        rawLogPath: request.rawLogPath,
      };
      if (recorded === undefined) {
        const message = `the replay file has no attempt ${request.attempt} for task ${request.taskId}`;
        writeFileSync(request.rawLogPath, `${message}\n`);
        return {
          ...base,
          exitCode: 1,
          summary: message,
          durationMs: 0,
          failure: { kind: 'no-record', message },
        };
      }
      if (recorded.delayMs > 0) {
        const timedOut = await delay(Math.min(recorded.delayMs, request.timeoutMs), request.signal);
        if (timedOut || recorded.delayMs > request.timeoutMs) {
          const message = `the agent did not finish within ${request.timeoutMs} ms and was killed`;
          writeFileSync(request.rawLogPath, `${message}\n`);
          return {
            ...base,
            exitCode: null,
            timedOut: true,
            summary: message,
            durationMs: Math.round(performance.now() - started),
            failure: { kind: 'timeout', message },
          };
        }
      }
      applyRecorded(recorded, request, (source) => contents.get(join(baseDir, source)) ?? '');
      const durationMs = Math.round(performance.now() - started);
      if (recorded.exitCode !== 0) {
        return {
          ...base,
          exitCode: recorded.exitCode,
          summary: recorded.summary,
          durationMs,
          failure: {
            kind: 'exit',
            message: `the agent exited with code ${recorded.exitCode}: ${recorded.summary}`,
          },
        };
      }
      return { ...base, exitCode: 0, summary: recorded.summary, durationMs, failure: null };
    },
  };
}

/**
 * Every content file the replay names (absolute path -> text), read once up front so a
 * missing one is AGENT_INVALID before any task runs rather than an empty write mid-run.
 */
function readContentFiles(replay: ReplayFile, file: string): Map<string, string> {
  const baseDir = dirname(file);
  const contents = new Map<string, string>();
  for (const attempts of Object.values(replay.tasks)) {
    for (const attempt of attempts) {
      for (const source of Object.values(attempt.writeFiles)) {
        const full = join(baseDir, source);
        if (!contents.has(full)) {
          try {
            contents.set(full, readFileSync(full, 'utf8'));
          } catch (error) {
            throw new GovernError(
              'AGENT_INVALID',
              `replay file ${file} names ${source}, which cannot be read: ${(error as Error).message}`,
              {
                hint: 'writeFiles paths are relative to the replay file',
              },
            );
          }
        }
      }
    }
  }
  return contents;
}

/** Makes the recorded attempt's writes and deletions in the workspace and logs them. */
function applyRecorded(
  recorded: ReplayAttempt,
  request: AgentRequest,
  contentOf: (source: string) => string,
): void {
  const log: string[] = [];
  for (const [path, content] of Object.entries(recorded.writes)) {
    writeInto(request.workspace, path, content);
    log.push(`write ${path}`);
  }
  for (const [path, source] of Object.entries(recorded.writeFiles)) {
    writeInto(request.workspace, path, contentOf(source));
    log.push(`write ${path} (from ${source})`);
  }
  for (const path of recorded.deletes) {
    rmSync(join(request.workspace, path), { force: true, recursive: true });
    log.push(`delete ${path}`);
  }
  writeFileSync(
    request.rawLogPath,
    `${log.join('\n')}\nsummary: ${recorded.summary}\nexit: ${recorded.exitCode}\n`,
  );
}

function writeInto(workspace: string, path: string, content: string): void {
  const full = join(workspace, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** Waits, returning true when aborted first. */
async function delay(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    await sleep(ms, undefined, signal === undefined ? {} : { signal });
    return false;
  } catch {
    return true;
  }
}
