import type { AgentResult } from '../../agents/index.js';
import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { isGitOrGovernState } from '../../common/index.js';
import { prepareReferences } from '../../gateway/index.js';
import type {
  ForeignTextAssessment,
  PreparedReference,
  ReferenceMode,
  ReferenceTokens,
} from '../../gateway/index.js';
import { pathList } from '../../ledger/index.js';
import type { LedgerTask, StepVerdict } from '../../ledger/index.js';
import type { InjectionGateMode } from '../../gates/index.js';
import type { LedgerWriter } from './ledger-writer.js';
import type { ProgressEvent } from './progress.js';

/** What reportContext needs of a task run. */
interface ContextReportTarget {
  readonly writer: LedgerWriter;
  readonly injectionMode: InjectionGateMode;
  readonly onProgress?: (event: ProgressEvent) => void;
}

/**
 * The attempt result when a target is too long for a whole-file rewrite: no model call, and
 * a failure that says which file and which cap.
 */
export function refuseOversized(
  agentName: string,
  oversized: readonly { readonly path: string; readonly content: string | null }[],
  cap: number,
): AgentResult {
  const files = oversized.map((file) => `${file.path} (${file.content?.length ?? 0} characters)`);
  const message = `${agentName} rewrites whole files and ${files.join(', ')} exceed the ${cap}-character cap (gateway.llmFileCapChars or the agent's maxFileChars); a truncated file would lose its end: use a coding agent for this task, split the file, or raise the cap`;
  return {
    exitCode: null,
    timedOut: false,
    costUsd: null,
    tokens: { input: 0, output: 0, cached: 0 },
    sessionId: null,
    model: null,
    summary: message,
    rawLogPath: null,
    durationMs: 0,
    failure: { kind: 'limit', message },
  };
}

/** Audits what the gateway did to the context: counts per rule (never a secret) and flags. */
export function reportContext(
  ctx: ContextReportTarget,
  taskId: string,
  attempt: number,
  redactions: number,
  injection: readonly ForeignTextAssessment[],
): void {
  if (redactions > 0) {
    ctx.writer.audit.append('context.redacted', { task: taskId, attempt, secrets: redactions });
  }
  if (injection.length === 0) {
    return;
  }
  ctx.writer.audit.append('context.injection', {
    task: taskId,
    attempt,
    mode: ctx.injectionMode,
    flagged: injection.map(({ source, verdict, score, families }) => ({
      source,
      verdict,
      score,
      families,
    })),
  });
  for (const found of injection) {
    const summary = `${found.verdict} text (score ${found.score.toFixed(2)}, ${found.families.join(', ')}) in ${found.source}`;
    const shadowed = ctx.injectionMode === 'shadow' || found.verdict !== 'hostile';
    ctx.onProgress?.({
      kind: 'verdict',
      task: taskId,
      step: 'INJECTION',
      passed: shadowed,
      summary,
      // Shadow mode labels and lets the task go on: the person running it must still see it.
      ...(shadowed ? { warning: `${summary}; ${SHADOW_WORDS}` } : {}),
    });
  }
}

/** How a shadow-mode finding is described wherever it is shown. */
export const SHADOW_WORDS =
  'shadow mode: recorded, not blocked (injection.mode "enforce" blocks hostile text)';

/**
 * The shadow-mode record of hostile or suspect text in a task's own context: a passing
 * INJECTION step with the findings, so the attempt record, the ledger, the commit trailers,
 * `govern status` and the dashboard all show it.
 */
export function shadowContextVerdict(
  flagged: readonly ForeignTextAssessment[],
): StepVerdict | null {
  const findings = flagged.flatMap((found) =>
    found.findings.map((finding) => ({
      file: found.path,
      line: finding.line,
      rule: `injection/${finding.family}`,
      message: `${found.verdict} text (score ${found.score.toFixed(2)}) in ${found.source}: "${finding.excerpt}"; ${SHADOW_WORDS}`,
    })),
  );
  return findings.length === 0
    ? null
    : { gate: 'INJECTION', passed: true, severity: 'warning', findings, durationMs: 0 };
}

/** The verdict that blocks a task whose own context carries hostile text (enforce mode). */
export function contextInjectionVerdict(hostile: readonly ForeignTextAssessment[]): StepVerdict {
  return {
    gate: 'INJECTION',
    passed: false,
    severity: 'critical',
    findings: hostile.flatMap((found) =>
      found.findings.map((finding) => ({
        file: found.path,
        line: finding.line,
        rule: `injection/${finding.family}`,
        message: `hostile text (score ${found.score.toFixed(2)}) in ${found.source}: "${finding.excerpt}"; remove it from the task or the file before running the task again`,
      })),
    ),
    durationMs: 0,
  };
}

/**
 * A file of the attempt's tree as text; null when missing, unreadable, binary, or resolving
 * outside the workspace.
 */
export function readReference(
  workspace: string,
  path: string,
  hidden: (relPath: string) => boolean = () => false,
): string | null {
  // Never sent to an agent: govern's own files, the constitution above all (its rules are
  // enforced by the gate and quoted only in the finding of the one an attempt broke), even
  // when a task names them as a reference or a target.
  if (isGitOrGovernState(path.replace(/^\.\//, ''))) {
    return null;
  }
  try {
    // govern reads this outside every sandbox, and an earlier agent may have landed the path
    // as a symbolic link (or a folder of it as one) to a file of the machine: what it resolves
    // to must lie in the workspace, or nothing is read.
    const resolved = realpathSync(join(workspace, path));
    const inside = relative(realpathSync(workspace), resolved).split(sep).join('/');
    if (
      inside === '' ||
      inside.startsWith('..') ||
      isAbsolute(inside) ||
      isGitOrGovernState(inside) ||
      // What the agent's sandbox masks (a `.env`, a key), named or reached through a link.
      hidden(inside) ||
      hidden(path.replace(/^\.\//, ''))
    ) {
      return null;
    }
    const text = readFileSync(resolved, 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/**
 * The gateway's IR step for one attempt: the task's reference files as IR (or whole, per
 * `gateway.references`), keeping the bodies the task names and the targets use. Redaction,
 * scoring and the caps come after, in buildAgentContext.
 */
export function attemptReferences(
  mode: ReferenceMode,
  task: LedgerTask,
  work: string,
  targetFiles: readonly { readonly path: string; readonly content: string | null }[] | undefined,
  hidden?: (relPath: string) => boolean,
): Promise<{ files: PreparedReference[]; tokens: ReferenceTokens[] }> {
  return prepareReferences({
    mode,
    referenceFiles: pathList(task.referencePath).map((path) => ({
      path,
      content: readReference(work, path, hidden),
    })),
    description: task.description,
    acceptanceCriteria: task.acceptanceCriteria,
    targetFiles:
      targetFiles ??
      pathList(task.targetPath).map((path) => ({
        path,
        content: readReference(work, path, hidden),
      })),
  });
}
