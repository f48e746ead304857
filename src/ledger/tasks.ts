import { isAbsolute, posix, relative, sep } from 'node:path';
import type { TaskCategory, TaskStatus } from '../common/index.js';
import { formatZodIssues } from '../common/index.js';
import { taskFileSchema } from './schema.js';
import type { Ledger, LedgerTask, TaskInput } from './schema.js';

export interface TaskLimits {
  readonly maxRetries: number;
  readonly timeoutMs: number;
}

export interface TaskImportContext {
  /** Absolute workspace root; paths must stay inside it. */
  readonly workspace: string;
  /** Defaults for tasks that do not set maxRetries / timeoutMs. */
  readonly limitsFor: (category: TaskCategory) => TaskLimits;
  readonly now: string;
}

export type TaskImportResult =
  | { readonly kind: 'ok'; readonly tasks: readonly LedgerTask[] }
  | { readonly kind: 'invalid'; readonly issues: readonly string[] };

/** Paths a task may never name as a target: the kernel's own state and git's. */
const RESERVED_PREFIXES = ['.git', '.governance', 'PROGRESS.json'];

/**
 * Validates a task file against the ledger it joins: schema, duplicate ids (within the
 * file and against the ledger), unknown dependencies, cycles, and paths outside the
 * workspace. Either every task is returned ready to append, or every issue is listed and
 * nothing is added.
 */
export function planTaskImport(
  ledger: Ledger,
  raw: unknown,
  context: TaskImportContext,
): TaskImportResult {
  const list = taskList(raw);
  if (list === null) {
    return {
      kind: 'invalid',
      issues: ['(root): expected an array of tasks (or an object with a "tasks" array)'],
    };
  }
  const parsed = taskFileSchema.safeParse(list);
  if (!parsed.success) {
    return {
      kind: 'invalid',
      issues: describeSchemaIssues(list, formatZodIssues(parsed.error.issues)),
    };
  }
  const inputs: readonly TaskInput[] = parsed.data;
  const issues = checkTasks(ledger, inputs, context.workspace);
  if (issues.length > 0) {
    return { kind: 'invalid', issues };
  }
  return { kind: 'ok', tasks: inputs.map((input) => newLedgerTask(input, context)) };
}

/**
 * Every issue of valid-looking tasks against the ledger they join: duplicate ids, paths
 * outside the workspace, unknown dependencies, then a dependency cycle (looked for only
 * when every dependency names a known task, so one mistake is not reported twice).
 */
function checkTasks(ledger: Ledger, inputs: readonly TaskInput[], workspace: string): string[] {
  const issues: string[] = [];
  const existing = new Map(ledger.tasks.map((task) => [task.id, task]));
  const seen = new Map<string, number>();

  inputs.forEach((task, index) => {
    const where = `task "${task.id}" (tasks[${index}])`;
    const first = seen.get(task.id);
    if (first !== undefined) {
      issues.push(`${where}.id: duplicate id, already used by tasks[${first}]`);
    } else if (existing.has(task.id)) {
      issues.push(`${where}.id: a task with this id is already in the ledger`);
    }
    seen.set(task.id, index);
    for (const field of ['targetPath', 'referencePath'] as const) {
      const value = task[field];
      if (value === undefined) {
        continue;
      }
      const list = typeof value === 'string' ? [value] : value;
      list.forEach((path, i) => {
        const label = typeof value === 'string' ? field : `${field}[${i}]`;
        const problem = checkWorkspacePath(path, workspace, field === 'targetPath');
        if (problem !== null) {
          issues.push(`${where}.${label}: "${path}" ${problem}`);
        }
      });
    }
    task.dependencies.forEach((dep, i) => {
      if (dep === task.id) {
        issues.push(`${where}.dependencies[${i}]: a task cannot depend on itself`);
      } else if (!existing.has(dep) && !inputs.some((other) => other.id === dep)) {
        issues.push(`${where}.dependencies[${i}]: unknown task id "${dep}"`);
      }
    });
  });

  const cycle = issues.some((issue) => issue.includes('.dependencies'))
    ? null
    : findCycle([
        ...ledger.tasks.map((t) => ({ id: t.id, dependencies: t.dependencies })),
        ...inputs.map((t) => ({ id: t.id, dependencies: t.dependencies })),
      ]);
  if (cycle !== null) {
    issues.push(`task "${cycle[0] ?? ''}".dependencies: dependency cycle ${cycle.join(' -> ')}`);
  }
  return issues;
}

/** A checked task as the ledger keeps it: PENDING, with the category's limits as defaults. */
function newLedgerTask(input: TaskInput, context: TaskImportContext): LedgerTask {
  const limits = context.limitsFor(input.category);
  return {
    id: input.id,
    category: input.category,
    referencePath: normalizePaths(input.referencePath ?? [], context.workspace),
    targetPath: normalizePaths(input.targetPath, context.workspace),
    description: input.description,
    acceptanceCriteria: input.acceptanceCriteria,
    dependencies: input.dependencies,
    maxRetries: input.maxRetries ?? limits.maxRetries,
    timeoutMs: input.timeoutMs ?? limits.timeoutMs,
    metadata: input.metadata,
    status: 'PENDING' satisfies TaskStatus,
    retryCount: 0,
    attempts: 0,
    verificationLogs: [],
    baseCommit: null,
    commit: null,
    lastFailingGate: null,
    reason: null,
    createdAt: context.now,
    updatedAt: context.now,
  };
}

/** The task array of a file: the seed's bare array, or PROGRESS.json's `{tasks: [...]}`. */
function taskList(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) {
    return raw as unknown[];
  }
  const tasks = (raw as { tasks?: unknown } | null)?.tasks;
  return Array.isArray(tasks) ? tasks : null;
}

/** Names the task behind a schema issue (`[2].category` -> `task "T-3" (tasks[2]).category`). */
function describeSchemaIssues(list: readonly unknown[], issues: readonly string[]): string[] {
  return issues.map((issue) => {
    const match = /^\[(\d+)\](?:\.)?(.*)$/.exec(issue);
    if (match === null) {
      return issue;
    }
    const index = Number(match[1]);
    const id = (list[index] as { id?: unknown } | undefined)?.id;
    const name = typeof id === 'string' ? `task "${id}" (tasks[${index}])` : `tasks[${index}]`;
    const rest = match[2] ?? '';
    return rest.startsWith(':') ? `${name}${rest}` : `${name}.${rest}`;
  });
}

/** null when the path is acceptable, else what is wrong with it. */
export function checkWorkspacePath(
  path: string,
  workspace: string,
  isTarget: boolean,
): string | null {
  if (path.includes('\0')) {
    return 'contains a NUL character';
  }
  const rel = toWorkspaceRelative(path, workspace);
  if (rel === null) {
    return 'is outside the workspace; use a path inside it, relative to the workspace root';
  }
  if (isTarget) {
    const reserved = RESERVED_PREFIXES.find(
      (prefix) => rel === prefix || rel.startsWith(`${prefix}/`),
    );
    if (reserved !== undefined) {
      return `is reserved for git and govern (${reserved}); a task may not change it`;
    }
  }
  return null;
}

function toWorkspaceRelative(path: string, workspace: string): string | null {
  const rel = isAbsolute(path)
    ? relative(workspace, path).split(sep).join('/')
    : path.replaceAll('\\', '/');
  const normalized = posix.normalize(rel);
  if (normalized === '..' || normalized.startsWith('../') || posix.isAbsolute(normalized)) {
    return null;
  }
  return normalized === './' ? '.' : normalized.replace(/\/$/, '');
}

function normalizePaths(value: string | readonly string[], workspace: string): string | string[] {
  if (typeof value === 'string') {
    return toWorkspaceRelative(value, workspace) ?? value;
  }
  return value.map((path) => toWorkspaceRelative(path, workspace) ?? path);
}

/** The task's paths as a list, whichever form the ledger holds. */
export function pathList(value: string | readonly string[]): string[] {
  return typeof value === 'string' ? [value] : [...value];
}

/** The first dependency cycle found, as ids from the start back to it, or null. */
export function findCycle(
  tasks: readonly { readonly id: string; readonly dependencies: readonly string[] }[],
): string[] | null {
  const deps = new Map(tasks.map((task) => [task.id, task.dependencies]));
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    const mark = state.get(id);
    if (mark === 'done') {
      return null;
    }
    if (mark === 'visiting') {
      return [...stack.slice(stack.indexOf(id)), id];
    }
    state.set(id, 'visiting');
    stack.push(id);
    for (const dep of deps.get(id) ?? []) {
      if (deps.has(dep)) {
        const found = visit(dep);
        if (found !== null) {
          return found;
        }
      }
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const task of tasks) {
    const found = visit(task.id);
    if (found !== null) {
      return found;
    }
  }
  return null;
}
