import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers/temp.js';
import { Capabilities, openApprovals } from '../../economy/index.js';
import type { CapabilityGrant } from '../../economy/index.js';
import { commitUnderGrant } from './authorize.js';
import type { Settlement } from './authorize.js';

const SRC = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** [start, end) of the argument list of every call of `callee` in `text`. */
function callRanges(text: string, callee: RegExp): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(callee)) {
    const open = match.index + match[0].length - 1;
    let depth = 0;
    for (let i = open; i < text.length; i += 1) {
      if (text[i] === '(') {
        depth += 1;
      } else if (text[i] === ')') {
        depth -= 1;
        if (depth === 0) {
          ranges.push([open, i]);
          break;
        }
      }
    }
  }
  return ranges;
}

/** Functions that write a commit onto a branch (or move one there). */
const COMMIT_WRITER = /\b(commitChange|commitChangeToBranch|fastForward|\.land)\(/;
/** The same, for matchAll. Never call `.test()` on it: a /g regex keeps `lastIndex` between calls. */
const COMMIT_WRITERS = new RegExp(COMMIT_WRITER.source, 'g');

interface SourceFile {
  readonly file: string;
  readonly text: string;
}

/** The files outside the workspace organ that call a commit writer; every file is read. */
function commitWriterCallers(files: readonly SourceFile[]): SourceFile[] {
  return files.filter(
    ({ file, text }) => !file.startsWith('workspace/') && COMMIT_WRITER.test(text),
  );
}

describe('no code path commits without an approved or recorded decision', () => {
  const files: SourceFile[] = sourceFiles(SRC).map((file) => ({
    file: relative(SRC, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('only the workspace organ runs the git commands that write commits or move branches', () => {
    // A git argv whose subcommand writes a commit or moves a branch.
    const gitWrites = /\[\s*'(commit|commit-tree|update-ref|merge|cherry-pick|rebase)'/;
    const offenders = files
      .filter(({ text }) => /\b(runGit|gitOrThrow)\(/.test(text) && gitWrites.test(text))
      .map(({ file }) => file)
      .sort();
    // approve.ts cherry-picks into its scratch worktree's own branch, never a shipping one.
    // bench/run-case.ts plays the person around a bench case: it makes the baseline commit
    // and commits between runs, only in the case's own temporary repository.
    // worktree-pool.ts only aborts a rebase a killed landing left in a pooled worktree.
    // pick-commit.ts makes the commit object of a rebase (commit-tree), which worktree.ts's
    // rebaseOnto checks out in the task's worktree; it moves no branch.
    expect(offenders).toEqual([
      'bench/run-case.ts',
      'kernel/commands/approve.ts',
      'workspace/change.ts',
      'workspace/pick-commit.ts',
      'workspace/worktree-pool.ts',
      'workspace/worktree.ts',
    ]);
  });

  it('every kernel call that commits, lands or fast-forwards runs inside a capability grant', () => {
    const callers = commitWriterCallers(files);
    // placement.ts defines `land` (it fast-forwards) and is only reached through it. The
    // distributed coordinator fast-forwards its branch to the shared remote's: it follows what
    // workers landed (each inside runTask's grant, then pushed), and decides no landing itself.
    const coordinatorFiles = [
      'distributed/coordinator-apply.ts',
      'distributed/coordinator-open.ts',
    ];
    expect(callers.map(({ file }) => file).sort()).toEqual([
      ...coordinatorFiles,
      'kernel/commands/approve-land.ts',
      'kernel/loop/authorize.ts',
      'kernel/loop/placement.ts',
    ]);
    const followers = ['kernel/loop/placement.ts', ...coordinatorFiles];
    for (const { file, text } of callers.filter((c) => !followers.includes(c.file))) {
      const granted = [
        ...callRanges(text, /\bcommitUnderGrant\(/g),
        ...callRanges(text, /\bcapabilities\.execute\(/g),
      ];
      for (const match of text.matchAll(COMMIT_WRITERS)) {
        const at = match.index;
        const inside = granted.some(([start, end]) => at > start && at < end);
        expect(inside, `${file}: ${match[0]} at offset ${at} is outside a grant`).toBe(true);
      }
    }
    const placement = files.find(({ file }) => file === 'kernel/loop/placement.ts')?.text ?? '';
    // Its only commit writer is the fast-forward inside `land`.
    expect([...placement.matchAll(COMMIT_WRITERS)].map((m) => m[1])).toEqual(['fastForward']);
    // The coordinator's only commit writers are fast-forwards to a tip fetched from the remote:
    // one when the run opens, one after applying each finished job.
    const coordinator = files
      .filter(({ file }) => coordinatorFiles.includes(file))
      .map(({ text }) => text)
      .join('\n');
    const writes = [...coordinator.matchAll(COMMIT_WRITERS)];
    expect(writes.map((m) => m[1])).toEqual(['fastForward', 'fastForward']);
    for (const write of writes) {
      const line = coordinator.slice(write.index, coordinator.indexOf('\n', write.index));
      expect(line).toMatch(/fastForward\(workspace, (?:tip|remoteTip)\)/);
    }
  });

  it('finds the commit writers of every file, whatever the file before it held', () => {
    // A call late in a long file, then one early in a short file: a /g regex's `.test()` in a
    // filter starts the second search at the first match's end and misses the second file.
    const fixture: SourceFile[] = [
      { file: 'kernel/long.ts', text: `${'// padding\n'.repeat(20)}await fastForward(main, c);\n` },
      { file: 'kernel/short.ts', text: 'commitChange(w, r);\n' },
      { file: 'kernel/none.ts', text: 'export const x = 1;\n' },
      { file: 'workspace/own.ts', text: 'commitChange(w, r);\n' },
    ];
    const sticky = new RegExp(COMMIT_WRITER.source, 'g');
    expect(fixture.filter(({ text }) => sticky.test(text)).map(({ file }) => file)).toEqual([
      'kernel/long.ts',
      'workspace/own.ts',
    ]);
    expect(commitWriterCallers(fixture).map(({ file }) => file)).toEqual([
      'kernel/long.ts',
      'kernel/short.ts',
    ]);
  });

  it('a grant whose decision was rejected meanwhile does not run the commit', async () => {
    const dir = makeTempDir();
    const clock = (): Date => new Date('2025-03-01T10:00:00Z');
    const opened = openApprovals({ governanceDir: dir, clock, rules: {} });
    if (opened.kind !== 'ok') {
      throw new Error('approvals did not open');
    }
    const capabilities = new Capabilities({ approvals: opened.approvals, rules: {} });
    opened.approvals.propose({
      decisionId: 'D-1',
      taskId: 'T-1',
      branch: 'govern/T-1',
      targetBranch: 'main',
      paths: ['package.json'],
      reasons: [],
      gatesPassed: true,
    });
    opened.approvals.approve('D-1', 'alice');
    const granted = capabilities.authorizeCommit({
      decisionId: 'D-1',
      taskId: 'T-1',
      branch: 'main',
      paths: ['package.json'],
    });
    expect(granted.kind).toBe('granted');
    let runs = 0;
    const act = (): Promise<Settlement> => {
      runs += 1;
      return Promise.resolve({ kind: 'landed', commit: 'abc' });
    };
    // A second grant for the same decision: the first use marks `commit` used.
    const first = await commitUnderGrant(
      capabilities,
      (granted as { grant: CapabilityGrant }).grant,
      act,
    );
    expect(first).toEqual({ kind: 'landed', commit: 'abc' });
    expect(runs).toBe(1);
    const again = capabilities.authorizeCommit({
      decisionId: 'D-1',
      taskId: 'T-1',
      branch: 'main',
      paths: ['package.json'],
    });
    expect(again.kind).toBe('denied');

    // A forged grant (not minted by Capabilities) is denied and `act` never runs.
    const forged = Object.freeze({
      action: 'commit',
      decisionId: 'D-1',
      taskId: 'T-1',
      branch: 'main',
      tier: 'semi-autonomous',
      paths: ['package.json'],
    }) as unknown as CapabilityGrant;
    const denied = await commitUnderGrant(capabilities, forged, act);
    expect(denied.kind).toBe('denied');
    expect(runs).toBe(1);
  });
});
