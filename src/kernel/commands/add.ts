import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GovernError } from '../../common/index.js';
import type { TaskCategory } from '../../common/index.js';
import { resolveCategoryLimits } from '../../config/index.js';
import {
  acquireLedgerLock,
  AuditLog,
  convertTaskmaster,
  planTaskImport,
  saveLedger,
} from '../../ledger/index.js';
import type { LedgerTask } from '../../ledger/index.js';
import { openWorkspace, requireLedger } from '../loop/open.js';

/** The task file formats `govern add` reads. */
export const TASK_FILE_FORMATS = ['seed', 'taskmaster'] as const;
export type TaskFileFormat = (typeof TASK_FILE_FORMATS)[number];

export interface AddOptions {
  readonly dir: string;
  readonly file: string;
  /** Default: seed (govern's own format). */
  readonly from?: TaskFileFormat;
  /** Taskmaster: the tag to import (default master). */
  readonly tag?: string;
  /** Taskmaster: the target of a task whose text names no path. */
  readonly targetGlob?: string;
  /** Taskmaster: the category of a task that is not documentation or tests by its targets. */
  readonly category?: TaskCategory;
  readonly now?: () => Date;
}

export interface AddResult {
  readonly tasks: readonly LedgerTask[];
  /** Ids imported as COMPLETED (done in Taskmaster): no agent runs for them. */
  readonly completed: readonly string[];
  /** Ids imported as SKIPPED (cancelled in Taskmaster). */
  readonly skipped: readonly string[];
}

function readTaskFile(file: string, from: TaskFileFormat): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GovernError(
      code === undefined ? 'TASKS_INVALID' : 'USAGE',
      code === undefined
        ? `${file} is not valid JSON: ${(error as Error).message}`
        : `cannot read ${file}: ${(error as Error).message}`,
      {
        hint:
          from === 'taskmaster'
            ? "pass Taskmaster's tasks.json (usually .taskmaster/tasks/tasks.json)"
            : 'pass --file with a JSON array of tasks (see the README for the format)',
      },
    );
  }
}

function invalid(file: string, issues: readonly string[], hint: string): GovernError {
  return new GovernError(
    'TASKS_INVALID',
    `${file}: ${issues.length} problem${issues.length === 1 ? '' : 's'}, nothing was added:\n  ${issues.join('\n  ')}`,
    { hint, details: { file, issues } },
  );
}

/** Imports a task file into the ledger: all tasks or, on any problem, none. */
export async function addTasks(options: AddOptions): Promise<AddResult> {
  const { workspace, config } = await openWorkspace(options.dir);
  const file = resolve(options.file);
  const from = options.from ?? 'seed';
  let raw = readTaskFile(file, from);
  let settled = { done: new Set<string>(), cancelled: new Set<string>() };
  if (from === 'taskmaster') {
    const converted = convertTaskmaster(raw, {
      category: options.category ?? 'REFACTORING',
      ...(options.tag === undefined ? {} : { tag: options.tag }),
      ...(options.targetGlob === undefined ? {} : { targetGlob: options.targetGlob }),
    });
    if (converted.kind === 'invalid') {
      throw invalid(
        file,
        converted.issues,
        'fix the Taskmaster tasks named above (or pass --target-glob for tasks that name no path) and run `govern add --from taskmaster` again',
      );
    }
    raw = converted.tasks;
    settled = { done: new Set(converted.done), cancelled: new Set(converted.cancelled) };
  }
  const lock = acquireLedgerLock(workspace, 'govern add');
  try {
    const ledger = requireLedger(workspace);
    const now = (options.now ?? (() => new Date()))().toISOString();
    const plan = planTaskImport(ledger, raw, {
      workspace,
      limitsFor: (category) => resolveCategoryLimits(config, category),
      now,
    });
    if (plan.kind === 'invalid') {
      throw invalid(
        file,
        plan.issues,
        'fix the tasks and fields named above and run `govern add` again',
      );
    }
    const tasks = plan.tasks.map((task): LedgerTask => {
      if (settled.done.has(task.id)) {
        return {
          ...task,
          status: 'COMPLETED',
          reason: 'done in Taskmaster: imported as COMPLETED, no agent ran',
        };
      }
      if (settled.cancelled.has(task.id)) {
        return {
          ...task,
          status: 'SKIPPED',
          reason: 'cancelled in Taskmaster: imported as SKIPPED',
        };
      }
      return task;
    });
    const audit = AuditLog.open(workspace);
    saveLedger(workspace, { ...ledger, tasks: [...ledger.tasks, ...tasks] });
    const completed = tasks.filter((task) => task.status === 'COMPLETED').map((task) => task.id);
    const skipped = tasks.filter((task) => task.status === 'SKIPPED').map((task) => task.id);
    audit.append('tasks.added', {
      file,
      from,
      ids: tasks.map((task) => task.id),
      ...(completed.length > 0 ? { completed } : {}),
      ...(skipped.length > 0 ? { skipped } : {}),
    });
    return { tasks, completed, skipped };
  } finally {
    lock.release();
  }
}
