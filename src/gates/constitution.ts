import { diffLines } from 'diff';
import picomatch from 'picomatch';
import { describeError } from '../common/index.js';
import { extractImports, languageForPath, querySource } from '../analysis/index.js';
import type { SourceLanguage } from '../analysis/index.js';
import { readPublicApi } from './constitution-api.js';
import { apiBreaks } from './constitution-api-compare.js';
import type { ApiSide, FileExports } from './constitution-api.js';
import { DEFAULT_MANIFESTS, manifestDependencies } from './constitution-deps.js';
import { importTargets } from './constitution-resolve.js';
import type { HeadTree } from './constitution-resolve.js';
import type { ConstitutionRule } from './constitution-schema.js';
import { COULD_NOT_CHECK_RULE, uncheckedFindings } from './could-not-check.js';
import { createScopeMatcher } from './scope.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

/** The rule id of a finding, as `constitution/<id>`: what SARIF and the retry prompt quote. */
export function constitutionRuleId(id: string): string {
  return `constitution/${id}`;
}

/** What the gate reads besides the change: both trees' file lists and unchanged files. */
export interface ConstitutionContext {
  /** The files of the change's head, for resolving imports. */
  readonly head: HeadTree;
  /** The files of the base commit. */
  readonly base: HeadTree;
  /**
   * Reads files the change does not touch (the same on both sides), all in one go; null
   * for one that is absent or not text.
   */
  readonly readUnchanged: (paths: readonly string[]) => Promise<(string | null)[]>;
}

type Broken = Omit<Finding, 'rule' | 'message'> & { readonly what: string };

/**
 * A rule's path list: files, folders (everything below) or globs, as a task's scope reads
 * them; an entry starting with `!` takes paths out again (`["src/**", "!src/cli/**"]`).
 */
function ruleMatcher(entries: readonly string[]): (path: string) => boolean {
  const included = createScopeMatcher(entries.filter((entry) => !entry.startsWith('!')));
  const excluded = entries.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1));
  const isExcluded = excluded.length === 0 ? () => false : createScopeMatcher(excluded);
  return (path) => included(path) && !isExcluded(path);
}

/**
 * CONSTITUTION: the repository's own invariants (the rules committed at the base), over
 * the change. Each finding names the rule id, the file, the line and the rule's `why`.
 * Only what the change brings counts: an import, a pattern or a dependency that the base
 * already had is not reported again.
 */
export async function runConstitutionGate(
  changes: readonly ChangedFile[],
  rules: readonly ConstitutionRule[],
  context: ConstitutionContext,
): Promise<GateVerdict> {
  const started = performance.now();
  const findings: Finding[] = [];
  for (const rule of rules) {
    let broken: Broken[];
    try {
      broken = await checkRule(rule, changes, context);
    } catch (error) {
      // The whole gate fails (GATE_CRASHED): a rule that could not be checked never passes,
      // and the message names the rule (a query that does not compile, a crashed parse).
      throw new Error(`rule "${rule.id}" (${rule.kind}): ${describeError(error)}`, {
        cause: error,
      });
    }
    for (const item of broken) {
      findings.push(
        item.what.startsWith(COULD_NOT_CHECK_RULE)
          ? {
              file: item.file,
              line: item.line,
              rule: COULD_NOT_CHECK_RULE,
              message: item.what.slice(COULD_NOT_CHECK_RULE.length + 2),
            }
          : {
              file: item.file,
              line: item.line,
              rule: constitutionRuleId(rule.id),
              message: `${item.what}: breaks rule "${rule.id}" (${rule.kind}). Why: ${rule.why}`,
            },
      );
    }
  }
  return {
    gate: 'CONSTITUTION',
    passed: findings.length === 0,
    severity: findings.length === 0 ? 'info' : 'error',
    findings,
    durationMs: Math.round(performance.now() - started),
  };
}

async function checkRule(
  rule: ConstitutionRule,
  changes: readonly ChangedFile[],
  context: ConstitutionContext,
): Promise<Broken[]> {
  switch (rule.kind) {
    case 'immutable': {
      const inRule = ruleMatcher(rule.paths);
      return changes
        .filter((change) => inRule(change.path))
        .map((change) => ({
          file: change.path,
          line: null,
          what: `${change.status} ${change.path}, which may never change`,
        }));
    }
    case 'append-only': {
      const inRule = ruleMatcher(rule.paths);
      return changes
        .filter((change) => change.status !== 'added' && inRule(change.path))
        .map((change) => ({
          file: change.path,
          line: null,
          what: `${change.status} ${change.path}; existing files here may not be modified or deleted, add a new one instead`,
        }));
    }
    case 'max-lines':
      return maxLines(rule, changes);
    case 'forbid':
      return forbid(rule, changes);
    case 'dependencies':
      return newDependencies(rule, changes);
    case 'no-import':
      return forbiddenImports(rule, changes, context);
    case 'public-api':
      return publicApi(rule, changes, context);
  }
}

function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** A file over the limit fails when the change made it (new, or longer than it was). */
function maxLines(
  rule: Extract<ConstitutionRule, { kind: 'max-lines' }>,
  changes: readonly ChangedFile[],
): Broken[] {
  const inRule = ruleMatcher(rule.paths);
  const out: Broken[] = [];
  for (const change of changes) {
    if (change.status === 'deleted' || !inRule(change.path)) {
      continue;
    }
    out.push(...unchecked(change, ['after']));
    if (change.after === null) {
      continue;
    }
    const now = lineCount(change.after);
    const was = change.before === null ? 0 : lineCount(change.before);
    if (now > rule.lines && now > was) {
      out.push({
        file: change.path,
        line: rule.lines + 1,
        what: `${change.path} has ${String(now)} lines (limit ${String(rule.lines)}${was > 0 ? `, was ${String(was)}` : ''})`,
      });
    }
  }
  return out;
}

/** 1-based line numbers of `after` that the change added. */
function addedLineNumbers(before: string | null, after: string): Set<number> {
  const added = new Set<number>();
  if (before === null) {
    for (let line = 1; line <= Math.max(1, lineCount(after)); line += 1) {
      added.add(line);
    }
    return added;
  }
  let line = 1;
  for (const part of diffLines(before, after)) {
    const count = part.count;
    if (part.added) {
      for (let i = 0; i < count; i += 1) {
        added.add(line + i);
      }
    }
    if (!part.removed) {
      line += count;
    }
  }
  return added;
}

async function forbid(
  rule: Extract<ConstitutionRule, { kind: 'forbid' }>,
  changes: readonly ChangedFile[],
): Promise<Broken[]> {
  const inRule = ruleMatcher(rule.paths);
  const out: Broken[] = [];
  for (const change of changes) {
    if (change.status === 'deleted' || !inRule(change.path)) {
      continue;
    }
    out.push(...unchecked(change, ['after']));
    if (change.after === null) {
      continue;
    }
    const added = addedLineNumbers(change.before, change.after);
    if (rule.pattern !== undefined) {
      const pattern = new RegExp(rule.pattern, 'u');
      const lines = change.after.split('\n');
      for (const number of [...added].sort((a, b) => a - b)) {
        const text = lines[number - 1] ?? '';
        const match = pattern.exec(text);
        if (match !== null) {
          out.push({
            file: change.path,
            line: number,
            what: `added code matches /${rule.pattern}/: ${clip(match[0])}`,
          });
        }
      }
      continue;
    }
    const language = languageForPath(change.path);
    if (language === null || rule.query === undefined) {
      continue;
    }
    out.push(...(await forbiddenCaptures(rule.query, language, change, added)));
  }
  return out;
}

/**
 * Captures of the query that touch a line the change added (the same rule as a pattern's:
 * code the change wrote, not code it left alone). One report per line.
 */
async function forbiddenCaptures(
  query: string,
  language: SourceLanguage,
  change: ChangedFile,
  added: ReadonlySet<number>,
): Promise<Broken[]> {
  const out: Broken[] = [];
  const reported = new Set<number>();
  for (const capture of await querySource(language, change.after ?? '', query)) {
    let touched = false;
    for (let line = capture.startLine; line <= capture.endLine && !touched; line += 1) {
      touched = added.has(line);
    }
    if (touched && !reported.has(capture.startLine)) {
      reported.add(capture.startLine);
      out.push({
        file: change.path,
        line: capture.startLine,
        what: `added code matches the rule's query: ${clip(capture.text)}`,
      });
    }
  }
  return out;
}

function newDependencies(
  rule: Extract<ConstitutionRule, { kind: 'dependencies' }>,
  changes: readonly ChangedFile[],
): Broken[] {
  const isManifest = ruleMatcher(rule.manifests ?? DEFAULT_MANIFESTS);
  const isAllowed = picomatch(rule.allow ?? [], { dot: true });
  const out: Broken[] = [];
  for (const change of changes) {
    if (change.status === 'deleted' || !isManifest(change.path)) {
      continue;
    }
    out.push(...unchecked(change, ['before', 'after']));
    if (change.after === null) {
      continue;
    }
    const now = manifestDependencies(change.path, change.after);
    const was =
      change.before === null
        ? new Map<string, number>()
        : manifestDependencies(change.path, change.before);
    if (now === null || was === null) {
      out.push({
        file: change.path,
        line: null,
        what: `${COULD_NOT_CHECK_RULE}: ${change.path} does not parse as a manifest, so its dependencies could not be read; fix its syntax`,
      });
      continue;
    }
    for (const [name, line] of now) {
      if (!was.has(name) && !isAllowed(name)) {
        out.push({
          file: change.path,
          line,
          what: `new dependency "${name}" in ${change.path} needs sign-off`,
        });
      }
    }
  }
  return out;
}

async function forbiddenImports(
  rule: Extract<ConstitutionRule, { kind: 'no-import' }>,
  changes: readonly ChangedFile[],
  context: ConstitutionContext,
): Promise<Broken[]> {
  const inFrom = ruleMatcher(rule.from);
  const inTo = ruleMatcher(rule.to);
  const out: Broken[] = [];
  for (const change of changes) {
    const language = languageForPath(change.path);
    if (change.status === 'deleted' || language === null || !inFrom(change.path)) {
      continue;
    }
    out.push(...unchecked(change, ['after']));
    if (change.after === null) {
      continue;
    }
    const violations = async (
      text: string,
      tree: HeadTree,
    ): Promise<{ line: number; target: string }[]> =>
      (await extractImports(language, text)).flatMap((edge) => {
        const target = importTargets(change.path, language, edge, tree).find((candidate) =>
          inTo(candidate),
        );
        return target === undefined ? [] : [{ line: edge.line, target }];
      });
    const had = new Set(
      (change.before === null ? [] : await violations(change.before, context.base)).map(
        (v) => v.target,
      ),
    );
    for (const violation of await violations(change.after, context.head)) {
      if (!had.has(violation.target)) {
        out.push({
          file: change.path,
          line: violation.line,
          what: `${change.path} imports ${violation.target}`,
        });
      }
    }
  }
  return out;
}

async function publicApi(
  rule: Extract<ConstitutionRule, { kind: 'public-api' }>,
  changes: readonly ChangedFile[],
  context: ConstitutionContext,
): Promise<Broken[]> {
  if (!changes.some((change) => languageForPath(change.path) !== null)) {
    return [];
  }
  const byPath = new Map(changes.map((change) => [change.path, change]));
  // Unchanged files read the same on both sides: one cache, one parse each.
  const unchanged = new Map<string, string | null>();
  const parsed = new Map<string, FileExports>();
  const prefetch = async (paths: readonly string[]): Promise<void> => {
    const missing = [...new Set(paths)].filter((path) => !byPath.has(path) && !unchanged.has(path));
    if (missing.length > 0) {
      const texts = await context.readUnchanged(missing);
      missing.forEach((path, index) => unchanged.set(path, texts[index] ?? null));
    }
  };
  const side = (which: 'before' | 'after', tree: HeadTree): ApiSide => ({
    tree,
    parsed,
    visited: new Set(),
    prefetch,
    read: async (path) => {
      const change = byPath.get(path);
      if (change !== undefined) {
        return change[which];
      }
      await prefetch([path]);
      return unchanged.get(path) ?? null;
    },
  });
  const baseSide = side('before', context.base);
  const before = await readPublicApi(rule.entry, baseSide);
  if (before === null) {
    return [];
  }
  // The API can only change through a file it is read from: skip the head when the change
  // touched none of them.
  if (!changes.some((change) => baseSide.visited.has(change.path))) {
    return [];
  }
  const after = await readPublicApi(rule.entry, side('after', context.head));
  if (after === null) {
    return [
      {
        file: rule.entry,
        line: null,
        what: `the entry ${rule.entry} was deleted, removing the whole public API`,
      },
    ];
  }
  return [...before].flatMap(([name, shape]) =>
    apiBreaks(name, shape, after.get(name)).map((what) => ({ file: rule.entry, line: null, what })),
  );
}

function unchecked(change: ChangedFile, sides: readonly ('before' | 'after')[]): Broken[] {
  return uncheckedFindings(change, sides).map((finding) => ({
    file: finding.file,
    line: finding.line,
    what: `${COULD_NOT_CHECK_RULE}: ${finding.message}`,
  }));
}

function clip(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
