/**
 * Resident type checkers: the repository's own TypeScript, loaded once in a checker process,
 * each checker checking one tree the way `tsc --noEmit -p <project> --pretty false` does.
 * Between checks a checker keeps the previous program: a source file whose text did not
 * change is handed back as the same parsed and bound object, and the builder re-checks only
 * the files a change can affect (how `tsc --watch` works). A one-file change on 5,000 modules
 * takes ~150 ms instead of tsc's 2.5 s (`npm run bench:perf -- --only=incremental`).
 *
 * One process hosts the checkers of several trees (the worktrees of a parallel run): the
 * files they read outside their own tree (TypeScript's lib files, the node_modules the
 * worktrees link to) are parsed once and shared, as tsserver shares them between projects,
 * so a new worktree's first check costs what its own files cost, not the whole lib again.
 *
 * Runs in a child process on an IPC channel (see resident-tsc.ts): a pathological type can be
 * stopped by killing it, the kernel's event loop keeps serving parallel tasks meanwhile, and
 * the programs it holds do not weigh on every process govern forks.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TS from 'typescript';
import { checkerReads } from './checker-reads.js';

export interface CheckerSetup {
  /** The tree to check (a repository or a task's worktree). */
  readonly workspace: string;
  /** The tsconfig to check, relative to the workspace. */
  readonly project: string;
  /** The `typescript` package folder whose `bin/tsc` the TYPE_CHECK command would run. */
  readonly typescriptDir: string;
  /** The policy's `forbiddenPaths` (see checker-reads.ts). */
  readonly masked?: readonly string[];
  /**
   * tsc's incremental state file (absolute), as `--incremental --tsBuildInfoFile` on the
   * command line: the first check starts from it instead of from nothing (what a worktree
   * seeded from the main tree, or the next run, gains), and its first check writes it
   * back. The caller vouches for it before the first check.
   */
  readonly buildInfoFile?: string;
}

export type CheckRequest =
  | {
      readonly id: number;
      /** Which checker of this process; it is created from `setup` on first use. */
      readonly checker: string;
      readonly setup: CheckerSetup;
    }
  /** Forget a checker (evicted, or its worktree released); no reply. */
  | { readonly drop: string };

export type CheckReply =
  | {
      readonly id: number;
      readonly exitCode: number;
      readonly output: string;
      /** Source files reused from the previous check (0 on the first). */
      readonly reused: number;
    }
  | { readonly id: number; readonly failure: string };

interface CachedFile {
  readonly text: string;
  readonly file: TS.SourceFile;
}

/** What a checker carries from one check to the next; a config that fails to parse resets it. */
interface CheckerState {
  previous: TS.EmitAndSemanticDiagnosticsBuilderProgram | undefined;
  started: boolean;
  emitAnswer: TS.EmitResult | undefined;
  cache: Map<string, CachedFile>;
}

function freshState(): CheckerState {
  return { previous: undefined, started: false, emitAnswer: undefined, cache: new Map() };
}

/**
 * Parsed files outside every checker's own tree, shared by the checkers of this process. A
 * parse depends on the text, on how the file is parsed (target, module format) and on the
 * compiler options TypeScript itself lists as affecting a source file; those are the key.
 */
const SHARED_FILES = new Map<string, CachedFile>();
const MAX_SHARED_FILES = 20_000;

type ReportAndExitStatus = (
  program: TS.EmitAndSemanticDiagnosticsBuilderProgram,
  report: (diagnostic: TS.Diagnostic) => void,
) => number;

/** The repository's TypeScript and tsc's own last step, or a throw when it lacks that step. */
function loadTypeScript(typescriptDir: string): {
  readonly ts: typeof TS;
  readonly reportAndExitStatus: ReportAndExitStatus;
} {
  // require's own cache: every checker of this process gets the same TypeScript, which the
  // shared parsed files need.
  const require = createRequire(join(typescriptDir, 'package.json'));
  const ts = require(join(typescriptDir, 'lib', 'typescript.js')) as typeof TS;
  // Not in typescript.d.ts, but exported by every TypeScript 5 and 6 build; without it the
  // first check throws and TYPE_CHECK runs tsc instead.
  const reportAndExitStatus = (
    ts as unknown as { emitFilesAndReportErrorsAndGetExitStatus?: ReportAndExitStatus }
  ).emitFilesAndReportErrorsAndGetExitStatus;
  if (typeof reportAndExitStatus !== 'function') {
    throw new Error(
      `TypeScript ${ts.version} does not export emitFilesAndReportErrorsAndGetExitStatus`,
    );
  }
  return { ts, reportAndExitStatus };
}

/** The options a parsed file depends on (TypeScript's own list), or null when it has none. */
function sharingKey(ts: typeof TS, options: TS.CompilerOptions): string | null {
  const affecting = (ts as unknown as { sourceFileAffectingCompilerOptions?: unknown })
    .sourceFileAffectingCompilerOptions;
  if (!Array.isArray(affecting)) {
    return null;
  }
  const names = affecting.map((option) => String((option as { name?: unknown }).name));
  return JSON.stringify(names.map((name) => [name, options[name] ?? null]));
}

function createChecker(
  setup: CheckerSetup,
): () => Omit<Extract<CheckReply, { exitCode: number }>, 'id'> {
  const { ts, reportAndExitStatus } = loadTypeScript(setup.typescriptDir);
  const configPath = join(setup.workspace, setup.project);
  const reads = checkerReads(setup.workspace, setup.typescriptDir, setup.masked ?? []);
  // tsc runs with the tree as its working directory; a worker cannot chdir, so the system
  // TypeScript sees says so itself (relative paths, type roots, diagnostics resolve alike).
  const system: TS.System = {
    ...ts.sys,
    getCurrentDirectory: () => setup.workspace,
    readFile: (fileName, encoding) =>
      reads.allows(fileName) ? ts.sys.readFile(fileName, encoding) : undefined,
  };
  const formatHost: TS.FormatDiagnosticsHost = {
    getCurrentDirectory: () => setup.workspace,
    getCanonicalFileName: (name) => name,
    getNewLine: () => '\n',
  };
  // `emitDeclarationOnly` off with emitting: tsc before 5.0 refuses it beside noEmit (TS5053).
  const extend: TS.CompilerOptions = {
    noEmit: true,
    emitDeclarationOnly: false,
    ...(setup.buildInfoFile === undefined
      ? {}
      : { incremental: true, tsBuildInfoFile: setup.buildInfoFile }),
  };
  let state = freshState();

  return () => {
    reads.begin();
    const unrecoverable: TS.Diagnostic[] = [];
    const parsed = ts.getParsedCommandLineOfConfigFile(configPath, extend, {
      ...system,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        unrecoverable.push(diagnostic);
      },
    });
    // No verdict from a check that was refused a read: the message handler drops the checker.
    reads.ensureNoneRefused();
    if (parsed === undefined) {
      // tsc reports an unreadable or unparsable tsconfig and stops, exit 1.
      state = freshState();
      return {
        exitCode: 1,
        output: ts.formatDiagnostics(unrecoverable, formatHost),
        reused: 0,
      };
    }
    const host = ts.createIncrementalCompilerHost(parsed.options, system);
    if (!state.started) {
      // As tsc --incremental starts: from the state file, when there is a usable one.
      state.started = true;
      state.previous = ts.readBuilderProgram(parsed.options, host);
    }
    const shared = sharingKey(ts, parsed.options);
    const reuse = reuseUnchangedFiles(host, system, state.cache, {
      inTree: (fileName) => fileName.startsWith(`${setup.workspace}/`),
      key: shared,
    });
    const program = ts.createEmitAndSemanticDiagnosticsBuilderProgram(
      parsed.fileNames,
      parsed.options,
      host,
      state.previous,
      ts.getConfigFileParsingDiagnostics(parsed),
      parsed.projectReferences,
    );
    reads.ensureNoneRefused();
    answerEmitOnce(program, state, parsed.options);
    // tsc's own last step (which diagnostics, in which order, and its exit status), so the
    // verdict cannot drift from the command line's; with noEmit only the state file is written.
    const reported: TS.Diagnostic[] = [];
    const exitCode = reportAndExitStatus(program, (diagnostic) => {
      reported.push(diagnostic);
    });
    state.previous = program;
    state.cache = reuse.next;
    return {
      exitCode,
      output: ts.formatDiagnostics(reported, formatHost),
      reused: reuse.count(),
    };
  };
}

/**
 * Makes `host` hand back the previous check's parsed file when the text is the same, so the
 * builder sees the same object and re-checks only what a change can affect. `next` collects
 * the files of this check, the cache of the next one.
 */
function reuseUnchangedFiles(
  host: TS.CompilerHost,
  system: TS.System,
  cache: ReadonlyMap<string, CachedFile>,
  sharing: { readonly inTree: (fileName: string) => boolean; readonly key: string | null },
): { readonly next: Map<string, CachedFile>; count(): number } {
  const parse = host.getSourceFile.bind(host);
  const next = new Map<string, CachedFile>();
  let reused = 0;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = system.readFile(fileName);
    // The parse depends on the file's text and on how it is parsed (target, module format).
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    const sharedKey =
      sharing.key === null || sharing.inTree(fileName) ? null : `${key}\0${sharing.key}`;
    const cached = cache.get(key) ?? (sharedKey === null ? undefined : SHARED_FILES.get(sharedKey));
    if (text !== undefined && cached?.text === text) {
      reused += 1;
      next.set(key, cached);
      return cached.file;
    }
    const file = parse(fileName, languageVersion, onError, shouldCreate);
    if (file !== undefined && text !== undefined && file.text === text) {
      next.set(key, { text, file });
      if (sharedKey !== null) {
        if (SHARED_FILES.size >= MAX_SHARED_FILES) {
          SHARED_FILES.clear();
        }
        SHARED_FILES.set(sharedKey, { text, file });
      }
    }
    return file;
  };
  return { next, count: () => reused };
}

/**
 * With noEmit, emitting only serializes the state file (~1 MB of JSON for 5,000 files,
 * a quarter of a warm check). The first check emits for real, writing the state a new
 * checker or a seeded worktree starts from, and learns what emitting answers here; later
 * checks give that answer without serializing. An older state stays valid: whoever reads
 * it re-checks what changed since. Under noEmitOnError the answer depends on the errors,
 * so every check emits.
 */
function answerEmitOnce(
  program: TS.EmitAndSemanticDiagnosticsBuilderProgram,
  state: CheckerState,
  options: TS.CompilerOptions,
): void {
  const known = state.emitAnswer;
  if (known === undefined || options.noEmitOnError === true) {
    const emit = program.emit.bind(program);
    program.emit = (...args) => {
      const result = emit(...args);
      state.emitAnswer = { emitSkipped: result.emitSkipped, diagnostics: [] };
      return result;
    };
  } else {
    program.emit = () => known;
  }
}

if (process.send !== undefined) {
  const send = process.send.bind(process);
  // Govern gone (its IPC channel closed): nothing is left to answer.
  process.on('disconnect', () => {
    process.exit(0);
  });
  const checkers = new Map<string, ReturnType<typeof createChecker>>();
  process.on('message', (request: CheckRequest) => {
    if ('drop' in request) {
      checkers.delete(request.drop);
      return;
    }
    let reply: CheckReply;
    try {
      const check = checkers.get(request.checker) ?? createChecker(request.setup);
      checkers.set(request.checker, check);
      reply = { id: request.id, ...check() };
    } catch (error) {
      // A throw inside TypeScript leaves its state unknown: the next check starts over.
      checkers.delete(request.checker);
      reply = { id: request.id, failure: (error as Error).stack ?? String(error) };
    }
    send(reply);
  });
}
