import { z } from 'zod';
import { formatZodIssues } from '../common/index.js';
import type { TaskCategory } from '../common/index.js';

/**
 * Taskmaster's tasks.json, as its own code writes it: ids are numbers (or numeric strings
 * in newer versions), subtask ids count from 1 inside their parent and are referred to
 * elsewhere as "PARENT.SUB". The schema is loose on purpose (not `.strict()`): it is a
 * foreign format that grows fields between releases (priority, complexity, metadata,
 * timestamps...), and the import reads only the fields it maps.
 */
const idSchema = z.union([z.number().int().min(0), z.string().regex(/^\d+$/)]);
const dependencySchema = z.union([z.number().int().min(0), z.string().regex(/^\d+(?:\.\d+)?$/)]);

const relevantFileSchema = z.looseObject({
  path: z.string().min(1).describe('File path relative to the project root.'),
  action: z.string().optional().describe('create, modify or reference.'),
});

const taskmasterFields = {
  title: z.string().min(1).describe('Brief title.'),
  description: z.string().default('').describe('What the task involves.'),
  details: z.string().default('').describe('Implementation instructions.'),
  testStrategy: z.string().default('').describe('How to verify success.'),
  status: z.string().default('pending').describe('pending, in-progress, done, cancelled, ...'),
  priority: z.string().optional().describe('high, medium, low.'),
  dependencies: z.array(dependencySchema).default([]).describe('Prerequisite task ids.'),
  metadata: z
    .looseObject({ relevantFiles: z.array(relevantFileSchema).optional() })
    .optional()
    .describe('User or AI metadata; relevantFiles name the paths a task touches.'),
};

const subtaskSchema = z.looseObject({
  id: idSchema.describe('Id within the parent.'),
  ...taskmasterFields,
});
const taskSchema = z.looseObject({
  id: idSchema.describe('Task id.'),
  ...taskmasterFields,
  subtasks: z.array(subtaskSchema).default([]).describe('Nested subtasks.'),
});
const taskListSchema = z.looseObject({ tasks: z.array(taskSchema) });

type TaskmasterTask = z.infer<typeof taskSchema>;
type TaskmasterSubtask = z.infer<typeof subtaskSchema>;

export interface TaskmasterImportOptions {
  /** The tag of a tagged file; default "master". */
  readonly tag?: string;
  /** Target of a task whose text names no path. */
  readonly targetGlob?: string;
  /** Category of a task that is neither documentation nor tests by its targets. */
  readonly category: TaskCategory;
}

/** Seed-format tasks ready for planTaskImport, and how Taskmaster had settled some of them. */
export type TaskmasterConversion =
  | {
      readonly kind: 'ok';
      readonly tasks: readonly Record<string, unknown>[];
      /** Ids Taskmaster marks done: imported COMPLETED, no agent runs. */
      readonly done: readonly string[];
      /** Ids Taskmaster marks cancelled: imported SKIPPED. */
      readonly cancelled: readonly string[];
    }
  | { readonly kind: 'invalid'; readonly issues: readonly string[] };

/** A task id govern can use in branch and file names: TM-3, TM-3.2, TM-feature-x-3. */
function governId(tag: string, id: string): string {
  return tag === 'master' ? `TM-${id}` : `TM-${tag.replace(/[^A-Za-z0-9._-]/g, '-')}-${id}`;
}

/** The task list of a tagged (`{"master": {"tasks": [...]}}`) or flat (`{"tasks": [...]}`) file. */
function pickTaskList(raw: unknown, tag: string | undefined): unknown[] | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return '(root): expected a Taskmaster tasks.json object ({"master": {"tasks": [...]}} or {"tasks": [...]})';
  }
  const record = raw as Record<string, unknown>;
  if ((tag === undefined || tag === 'master') && Array.isArray(record['tasks'])) {
    return record['tasks'] as unknown[];
  }
  const wanted = tag ?? 'master';
  const tagged = record[wanted] as { tasks?: unknown } | undefined;
  if (Array.isArray(tagged?.tasks)) {
    return tagged.tasks as unknown[];
  }
  const tags = Object.entries(record)
    .filter(([, value]) => Array.isArray((value as { tasks?: unknown } | null)?.tasks))
    .map(([name]) => name);
  return `(root): no tag "${wanted}" with a tasks array${tags.length > 0 ? `; tags in the file: ${tags.join(', ')} (pick one with --tag)` : ''}`;
}

/**
 * Converts a Taskmaster file into govern's seed format: title, description and details
 * become the description, testStrategy the acceptance criteria, dependencies are kept,
 * and each subtask becomes a task that depends on its parent. Targets come from the
 * paths a task's text (or metadata.relevantFiles) names, else its parent's, else
 * `targetGlob`; a task with none is an issue naming it.
 */
export function convertTaskmaster(
  raw: unknown,
  options: TaskmasterImportOptions,
): TaskmasterConversion {
  const list = pickTaskList(raw, options.tag);
  if (typeof list === 'string') {
    return { kind: 'invalid', issues: [list] };
  }
  const parsed = taskListSchema.safeParse({ tasks: list });
  if (!parsed.success) {
    return { kind: 'invalid', issues: formatZodIssues(parsed.error.issues) };
  }
  const tag = options.tag ?? 'master';
  const issues: string[] = [];
  const tasks: Record<string, unknown>[] = [];
  const done: string[] = [];
  const cancelled: string[] = [];
  const known = knownIds(parsed.data.tasks);
  const add = (
    tmId: string,
    item: TaskmasterTask | TaskmasterSubtask,
    dependencies: readonly string[],
    inherited: readonly string[],
  ): string[] => {
    const own = pathsNamedBy(item);
    const targets = own.length > 0 ? own : inherited;
    const id = governId(tag, tmId);
    const where = `Taskmaster task ${tmId} "${item.title}" (${id})`;
    for (const dep of dependencies) {
      if (!known.has(dep)) {
        issues.push(`${where}.dependencies: unknown Taskmaster id ${dep}`);
      }
    }
    const targetPath =
      targets.length > 0 ? targets : options.targetGlob === undefined ? [] : [options.targetGlob];
    if (targetPath.length === 0) {
      issues.push(
        `${where}: names no file or folder to change; name its paths in its details or pass --target-glob GLOB`,
      );
    }
    const status = item.status.toLowerCase();
    if (status === 'done' || status === 'completed') {
      done.push(id);
    } else if (status === 'cancelled') {
      cancelled.push(id);
    }
    const kept = dependencies.filter((dep) => known.has(dep)).map((dep) => governId(tag, dep));
    tasks.push(seedTask({ id, tmId, tag, item, targetPath, dependencies: kept }, options));
    return own;
  };
  for (const task of parsed.data.tasks) {
    const parentId = String(task.id);
    const parentPaths = add(parentId, task, task.dependencies.map(String), []);
    for (const sub of task.subtasks) {
      const deps = [parentId, ...sub.dependencies.map((dep) => subtaskDependency(parentId, dep))];
      add(`${parentId}.${String(sub.id)}`, sub, [...new Set(deps)], parentPaths);
    }
  }
  return issues.length > 0 ? { kind: 'invalid', issues } : { kind: 'ok', tasks, done, cancelled };
}

/** Every Taskmaster id in the file ("P" and "P.S"): a dependency on anything else is an issue. */
function knownIds(tasks: readonly TaskmasterTask[]): Set<string> {
  const known = new Set<string>();
  for (const task of tasks) {
    known.add(String(task.id));
    for (const sub of task.subtasks) {
      known.add(`${String(task.id)}.${String(sub.id)}`);
    }
  }
  return known;
}

/**
 * One task in govern's seed format; the Taskmaster id, tag, status and priority stay in
 * metadata so the import can be traced back and re-run.
 */
function seedTask(
  task: {
    readonly id: string;
    readonly tmId: string;
    readonly tag: string;
    readonly item: TaskmasterTask | TaskmasterSubtask;
    readonly targetPath: readonly string[];
    readonly dependencies: readonly string[];
  },
  options: TaskmasterImportOptions,
): Record<string, unknown> {
  const { item, targetPath } = task;
  return {
    id: task.id,
    category: categoryOf(targetPath, item, options.category),
    targetPath,
    ...(referencesOf(item).length > 0 ? { referencePath: referencesOf(item) } : {}),
    description: [item.title, item.description, item.details]
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join('\n\n'),
    acceptanceCriteria: criteriaOf(item.testStrategy),
    dependencies: task.dependencies,
    metadata: {
      taskmaster: {
        id: task.tmId,
        tag: task.tag,
        status: item.status,
        ...(item.priority === undefined ? {} : { priority: item.priority }),
      },
    },
  };
}

/**
 * A subtask's dependency as Taskmaster's own validator reads it: "P.S" is a subtask, a
 * number below 100 is a sibling subtask of the same parent, anything else a top-level task.
 */
function subtaskDependency(parentId: string, dep: number | string): string {
  const text = String(dep);
  if (text.includes('.')) {
    return text;
  }
  return Number(text) < 100 ? `${parentId}.${text}` : text;
}

/** testStrategy as a checklist: its bullet or numbered lines, else the whole text. */
function criteriaOf(testStrategy: string): string[] {
  const lines = testStrategy
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const bullets = lines.filter((line) => /^(?:[-*•]|\d+[.)])\s+/.test(line));
  if (bullets.length >= 2 && bullets.length === lines.length) {
    return bullets.map((line) => line.replace(/^(?:[-*•]|\d+[.)])\s+/, ''));
  }
  return testStrategy.trim() === '' ? [] : [testStrategy.trim()];
}

function referencesOf(item: TaskmasterTask | TaskmasterSubtask): string[] {
  return (item.metadata?.relevantFiles ?? [])
    .filter((file) => file.action === 'reference')
    .map((file) => cleanPath(file.path))
    .filter((path): path is string => path !== null);
}

const DOC_PATH = /(?:^|\/)(?:docs?\/.*|[^/]+\.(?:md|mdx|rst|adoc|txt))$/i;
const TEST_PATH =
  /(?:^|\/)(?:tests?|__tests__|spec)\/|\.(?:test|spec)\.[a-z]+$|(?:^|\/)test_[^/]+\.py$/i;

/** DOCUMENTATION or TESTING when every target says so (or Taskmaster's category does). */
function categoryOf(
  targets: readonly string[],
  item: TaskmasterTask | TaskmasterSubtask,
  fallback: TaskCategory,
): TaskCategory {
  const declared = (item.metadata as { category?: unknown } | undefined)?.category;
  if (declared === 'documentation') {
    return 'DOCUMENTATION';
  }
  if (declared === 'testing') {
    return 'TESTING';
  }
  if (targets.length > 0 && targets.every((path) => DOC_PATH.test(path))) {
    return 'DOCUMENTATION';
  }
  if (targets.length > 0 && targets.every((path) => TEST_PATH.test(path))) {
    return 'TESTING';
  }
  return fallback;
}

/** Library and runtime names that look like file names in prose ("use Node.js"). */
const NOT_FILES = new Set(
  [
    'node.js',
    'next.js',
    'nuxt.js',
    'vue.js',
    'react.js',
    'express.js',
    'three.js',
    'd3.js',
    'chart.js',
    'angular.js',
    'ember.js',
    'backbone.js',
    'socket.io',
    'deno.js',
    'p5.js',
    'alpine.js',
    'solid.js',
    'nest.js',
  ].map((name) => name.toLowerCase()),
);

const FILE_EXTENSION =
  /\.(?:[cm]?[jt]sx?|json|md|mdx|ya?ml|toml|py|go|rs|java|kt|rb|php|cs|c|h|cc|cpp|hpp|swift|sql|css|scss|less|html?|vue|svelte|sh|txt|rst|ini|cfg|conf|xml|proto|graphql|gql|lock|env\.example)$/i;
const ROOT_FILES = new Set(['Dockerfile', 'Makefile', 'Procfile', 'Jenkinsfile', 'LICENSE']);

/** A repository-relative path from a token of prose, or null when it is not one. */
function cleanPath(token: string): string | null {
  const path = token
    .trim()
    .replace(/^[`'"(<[]+|[`'")>\].,;:!?]+$/g, '')
    .replace(/^\.\//, '');
  if (
    path === '' ||
    path.includes('://') ||
    path.startsWith('www.') ||
    path.startsWith('/') ||
    path.startsWith('~') ||
    path.split('/').includes('..') ||
    NOT_FILES.has(path.toLowerCase())
  ) {
    return null;
  }
  const hasSlash = path.includes('/');
  if (FILE_EXTENSION.test(path) || ROOT_FILES.has(path.split('/').pop() ?? '')) {
    return path;
  }
  // A folder: "src/auth/" (a trailing slash), never a bare word like "and/or".
  return hasSlash &&
    token
      .trim()
      .replace(/[`'")\].,;:!?]+$/, '')
      .endsWith('/')
    ? path.replace(/\/+$/, '')
    : null;
}

/** The paths a task names: metadata.relevantFiles to create or modify, then its text. */
function pathsNamedBy(item: TaskmasterTask | TaskmasterSubtask): string[] {
  const found = new Set<string>();
  for (const file of item.metadata?.relevantFiles ?? []) {
    const path = file.action === 'reference' ? null : cleanPath(file.path);
    if (path !== null) {
      found.add(path);
    }
  }
  const text = [item.title, item.description, item.details, item.testStrategy].join('\n');
  for (const token of text.split(/\s+/)) {
    const path = cleanPath(token);
    if (path !== null) {
      found.add(path);
    }
  }
  return [...found];
}
