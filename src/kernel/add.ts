import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GovernError } from '../common/index.js';
import { resolveCategoryLimits } from '../config/index.js';
import { acquireLedgerLock, AuditLog, planTaskImport, saveLedger } from '../ledger/index.js';
import type { LedgerTask } from '../ledger/index.js';
import { openWorkspace, requireLedger } from './open.js';

export interface AddOptions {
  readonly dir: string;
  readonly file: string;
  readonly now?: () => Date;
}

/** Imports a task file into the ledger: all tasks or, on any problem, none. */
export async function addTasks(options: AddOptions): Promise<readonly LedgerTask[]> {
  const { workspace, config } = await openWorkspace(options.dir);
  const file = resolve(options.file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GovernError(
      code === undefined ? 'TASKS_INVALID' : 'USAGE',
      code === undefined
        ? `${file} is not valid JSON: ${(error as Error).message}`
        : `cannot read ${file}: ${(error as Error).message}`,
      { hint: 'pass --file with a JSON array of tasks (see the README for the format)' },
    );
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
      throw new GovernError(
        'TASKS_INVALID',
        `${file}: ${plan.issues.length} problem${plan.issues.length === 1 ? '' : 's'}, nothing was added:\n  ${plan.issues.join('\n  ')}`,
        {
          hint: 'fix the tasks and fields named above and run `govern add` again',
          details: { file, issues: plan.issues },
        },
      );
    }
    const audit = AuditLog.open(workspace);
    saveLedger(workspace, { ...ledger, tasks: [...ledger.tasks, ...plan.tasks] });
    audit.append('tasks.added', { file, ids: plan.tasks.map((task) => task.id) });
    return plan.tasks;
  } finally {
    lock.release();
  }
}
