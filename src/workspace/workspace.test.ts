import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, makeRepo, writeFiles } from '../../test/helpers/git-repo.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  collectChanges,
  collectChangeSet,
  commitChange,
  commitChangeToBranch,
  ensureGovernanceIgnored,
  findTaskCommit,
  headCommit,
  listIgnoredPaths,
  readCommittedText,
  resolveWorkspace,
  restoreToBase,
  scratchPath,
  uncommittedChanges,
} from './index.js';
import { copyIndex } from './change.js';

describe('workspace', () => {
  it('reads a committed file in one process: its text, or null where the revision has none', async () => {
    const repo = makeRepo({ 'policy/rules.json': '{"ü": "ß"}\n', 'a.ts': 'a\n' });
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    // The working tree does not count: only what the revision holds.
    writeFiles(repo, { 'policy/rules.json': 'edited\n', 'new.json': '{}\n' });
    expect(await readCommittedText(repo, `${head}:policy/rules.json`)).toBe('{"ü": "ß"}\n');
    expect(await readCommittedText(repo, `${head}:new.json`)).toBeNull();
    expect(await readCommittedText(repo, `${'0'.repeat(40)}:a.ts`)).toBeNull();
    await expect(readCommittedText(repo, `${head}:policy`)).rejects.toThrow('is not a file');
    await expect(readCommittedText(repo, `${head}:a\nb`)).rejects.toThrow('line break');
  });

  it('refuses a directory that is not a git repository', async () => {
    await expect(resolveWorkspace(makeTempDir())).rejects.toMatchObject({ code: 'NOT_A_GIT_REPO' });
  });

  it('ignores govern files locally so status stays clean', async () => {
    const repo = makeRepo();
    await ensureGovernanceIgnored(repo);
    await ensureGovernanceIgnored(repo);
    mkdirSync(join(repo, '.governance'));
    writeFileSync(join(repo, '.governance', 'audit.jsonl'), '');
    writeFileSync(join(repo, 'PROGRESS.json'), '{}');
    expect(git(repo, 'status', '--porcelain')).toBe('');
    expect(
      readFileSync(join(repo, '.git', 'info', 'exclude'), 'utf8').match(/\/PROGRESS\.json/g),
    ).toHaveLength(1);
  });

  it('collects added, modified and deleted files with both sides, including agent commits', async () => {
    const repo = makeRepo({ 'a.ts': 'old\n', 'b.ts': 'gone\n', '.gitignore': 'dist/\n' });
    const base = (await headCommit(repo))!;
    writeFiles(repo, { 'a.ts': 'new\n', 'c/d.ts': 'added\n', 'dist/out.js': 'ignored' });
    git(repo, 'rm', '-q', 'b.ts');
    writeFiles(repo, { 'e.ts': 'committed by agent\n' });
    git(repo, 'add', 'e.ts');
    git(repo, 'commit', '-q', '-m', 'agent commit');
    const changes = await collectChanges(repo, base);
    expect(changes).toEqual([
      { path: 'a.ts', status: 'modified', before: 'old\n', after: 'new\n' },
      { path: 'b.ts', status: 'deleted', before: 'gone\n', after: null },
      { path: 'c/d.ts', status: 'added', before: null, after: 'added\n' },
      { path: 'e.ts', status: 'added', before: null, after: 'committed by agent\n' },
    ]);
    // The real index is untouched: staging happened in a scratch index.
    expect(git(repo, 'diff', '--cached', '--name-only')).toBe('');
  });

  it("leaves govern's files out of a change even where the repository tracks them", async () => {
    const repo = makeRepo({
      'PROGRESS.json': '{}\n',
      '.governance/config.json': '{}\n',
      '.governance/tasks/T1/attempt-1.json': '{}\n',
      'sub/.governance/kept.txt': 'k\n',
      'sub/PROGRESS.json': '{}\n',
      'a.ts': 'a\n',
    });
    const base = (await headCommit(repo))!;
    writeFiles(repo, {
      'PROGRESS.json': '{"tasks":[]}\n',
      '.governance/config.json': '{"x":1}\n',
      '.governance/new.json': '{}\n',
      // Only the top-level paths are govern's: the same names deeper are the repository's.
      'sub/.governance/kept.txt': 'changed\n',
      'sub/PROGRESS.json': '{"x":1}\n',
      'a.ts': 'b\n',
    });
    rmSync(join(repo, '.governance', 'tasks'), { recursive: true });
    const { changes, tree } = await collectChangeSet(repo, base);
    expect(changes.map((change) => change.path).sort()).toEqual([
      'a.ts',
      'sub/.governance/kept.txt',
      'sub/PROGRESS.json',
    ]);
    // Deleted, modified and new files of govern's keep their state in the base.
    for (const path of ['PROGRESS.json', '.governance/config.json', '.governance/tasks']) {
      expect(git(repo, 'rev-parse', `${tree}:${path}`)).toBe(
        git(repo, 'rev-parse', `${base}:${path}`),
      );
    }
    expect(git(repo, 'ls-tree', '-r', '--name-only', tree)).not.toContain('new.json');
    // The judged tree leaves them out too: it is what lands.
    const judged = await commitChangeToBranch(repo, {
      base,
      tree,
      branch: 'judged',
      subject: 's',
      trailers: {},
    });
    const landedPaths = 'a.ts\nsub/.governance/kept.txt\nsub/PROGRESS.json';
    expect(git(repo, 'show', '--name-only', '--format=', judged).trim()).toBe(landedPaths);
    const commit = await commitChange(repo, { base, tree, subject: 's', trailers: {} });
    expect(git(repo, 'show', '--name-only', '--format=', commit).trim()).toBe(landedPaths);
  });

  // A pull request checked in CI: the repository tracks `.governance/` and does not ignore
  // it. Scratch files kept in the work tree were staged by the other collections' `git add
  // -A` while they came and went, which failed (two `govern check` at once).
  it('collects concurrently where the repository does not ignore govern files', async () => {
    const repo = makeRepo({ '.governance/config.json': '{}\n', 'a.ts': 'a\n' });
    const base = (await headCommit(repo))!;
    writeFiles(repo, { 'a.ts': 'b\n' });
    for (let round = 0; round < 3; round += 1) {
      const all = await Promise.all(
        Array.from({ length: 6 }, async () =>
          (await collectChanges(repo, base)).map((change) => change.path),
        ),
      );
      expect(all).toEqual(Array.from({ length: 6 }, () => ['a.ts']));
    }
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe(' M a.ts\n');
    // Every scratch file (a check's gate sandbox too) lives where `git add -A` never walks.
    const scratch = await scratchPath(repo, 'gates');
    expect(dirname(scratch)).toBe(join(repo, '.git', 'govern-tmp'));
    expect(basename(scratch)).toMatch(new RegExp(`^gates-${String(process.pid)}-[0-9a-f]{8}$`));
  });

  // The race itself needs a same-size edit in the clock tick of an index write (see
  // copyIndex and scripts/racy-index.mjs); what prevents it is that the scratch copy of the
  // index is never newer than the real one.
  it('copies the index for a scratch stage without making it look newer', () => {
    const dir = makeTempDir();
    const real = join(dir, 'index');
    writeFileSync(real, 'DIRC');
    const past = new Date('2001-02-03T04:05:06Z');
    utimesSync(real, past, past);
    copyIndex(real, join(dir, 'scratch'));
    expect(statSync(join(dir, 'scratch')).mtimeMs).toBe(past.getTime());
  });

  it('reads the baseline of many files at once: text, binary, empty, odd names', async () => {
    // A PNG signature and bytes spread over the whole range, as compressed image data is:
    // binary by content (a few stray NULs alone would not make it so).
    const binary = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256)),
    ]);
    const repo = makeRepo({
      'one.ts': 'first\n',
      'two words.ts': 'second line\nwith "quotes"\n',
      'é/ünïcode.ts': 'third ✓\n',
      'empty.ts': '',
      'gone.ts': 'deleted\n',
    });
    writeFileSync(join(repo, 'image.png'), binary);
    git(repo, 'add', 'image.png');
    git(repo, 'commit', '-q', '-m', 'binary');
    const base = (await headCommit(repo))!;
    writeFiles(repo, {
      'one.ts': 'first!\n',
      'two words.ts': 'changed\n',
      'é/ünïcode.ts': 'changed ✓\n',
      'empty.ts': 'now full\n',
    });
    writeFileSync(join(repo, 'image.png'), Buffer.concat([binary, binary]));
    git(repo, 'rm', '-q', 'gone.ts');
    const before = Object.fromEntries(
      (await collectChanges(repo, base)).map((change) => [change.path, change.before]),
    );
    expect(before).toEqual({
      'empty.ts': '',
      'gone.ts': 'deleted\n',
      'image.png': null,
      'one.ts': 'first\n',
      'two words.ts': 'second line\nwith "quotes"\n',
      'é/ünïcode.ts': 'third ✓\n',
    });
  });

  // Landing commits the tree the gates judged (collectChangeSet's) and leaves the repository
  // as a commit of the staged work tree would.
  it('commits the judged tree as one commit on the base with trailers, folding agent commits', async () => {
    const repo = makeRepo({ 'keep.ts': 'k\n' });
    await ensureGovernanceIgnored(repo);
    const base = (await headCommit(repo))!;
    writeFiles(repo, { 'x.ts': 'x\n', 'PROGRESS.json': '{}' });
    git(repo, 'add', 'x.ts');
    git(repo, 'commit', '-q', '-m', 'agent');
    writeFiles(repo, { 'y.ts': 'y\n' });
    git(repo, 'rm', '-q', 'keep.ts');
    const { tree } = await collectChangeSet(repo, base);
    const commit = await commitChange(repo, {
      base,
      tree,
      subject: 'govern(T-1): do "it";\n  rm -rf $HOME',
      trailers: { 'Task-Id': 'T-1', Attempt: '2', Gates: 'ANTI_STUB,TYPE_CHECK' },
    });
    expect(git(repo, 'rev-parse', 'HEAD').trim()).toBe(commit);
    expect(git(repo, 'rev-parse', `${commit}^`).trim()).toBe(base);
    expect(git(repo, 'rev-parse', `${commit}^{tree}`).trim()).toBe(tree);
    expect(git(repo, 'show', '--name-status', '--format=', commit).trim().split('\n')).toEqual([
      'D\tkeep.ts',
      'A\tx.ts',
      'A\ty.ts',
    ]);
    const message = git(repo, 'log', '-1', '--format=%B');
    expect(message).toBe(
      'govern(T-1): do "it"; rm -rf $HOME\n\nTask-Id: T-1\nAttempt: 2\nGates: ANTI_STUB,TYPE_CHECK\n\n',
    );
    expect(git(repo, 'log', '-1', '--format=%an <%ae>').trim()).toBe('govern <govern@localhost>');
    // git adds ": updating HEAD" to a reset's reflog entry.
    expect(git(repo, 'reflog', '-1', '--format=%gs')).toMatch(
      /^commit \(govern\): govern\(T-1\): do "it"; rm -rf \$HOME/,
    );
    expect(await findTaskCommit(repo, base, 'T-1')).toBe(commit);
    expect(await findTaskCommit(repo, base, 'T-2')).toBeNull();
    expect(await uncommittedChanges(repo)).toEqual([]);
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('commits the judged tree to a branch without touching HEAD', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    await ensureGovernanceIgnored(repo);
    const base = (await headCommit(repo))!;
    writeFiles(repo, { 'a.ts': 'held\n' });
    const { tree } = await collectChangeSet(repo, base);
    // Written after the judgement: not part of what was judged, so not part of the commit.
    writeFiles(repo, { 'late.ts': 'late\n' });
    const commit = await commitChangeToBranch(repo, {
      base,
      tree,
      branch: 'govern/T-8',
      subject: 's',
      trailers: { 'Task-Id': 'T-8' },
    });
    expect(git(repo, 'rev-parse', 'govern/T-8').trim()).toBe(commit);
    expect(git(repo, 'rev-parse', 'HEAD').trim()).toBe(base);
    expect(git(repo, 'show', '--name-only', '--format=', commit).trim()).toBe('a.ts');
  });

  it('does not run hooks the agent planted', async () => {
    const repo = makeRepo();
    const base = (await headCommit(repo))!;
    const marker = join(repo, 'hook-ran');
    writeFileSync(join(repo, '.git', 'hooks', 'pre-commit'), `#!/bin/sh\ntouch ${marker}\n`, {
      mode: 0o755,
    });
    writeFiles(repo, { 'z.ts': 'z\n' });
    await commitChange(repo, {
      base,
      tree: (await collectChangeSet(repo, base)).tree,
      subject: 's',
      trailers: { 'Task-Id': 'T' },
    });
    expect(existsSync(marker)).toBe(false);
  });

  it('restores the base: tracked edits, new files, new ignored files; keeps old ignored files', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n', '.gitignore': 'build/\n.env\n' });
    await ensureGovernanceIgnored(repo);
    writeFiles(repo, { '.env': 'SECRET=1\n', '.governance/audit.jsonl': 'keep\n' });
    const base = (await headCommit(repo))!;
    const ignoredBefore = await listIgnoredPaths(repo);
    expect(ignoredBefore).toEqual(['.env']);
    writeFiles(repo, { 'a.ts': 'changed\n', 'new/file.ts': 'n\n', 'build/out.js': 'o\n' });
    git(repo, 'add', 'a.ts');
    git(repo, 'commit', '-q', '-m', 'agent');
    await restoreToBase(repo, base, ignoredBefore);
    expect((await headCommit(repo))!).toBe(base);
    expect(readFileSync(join(repo, 'a.ts'), 'utf8')).toBe('a\n');
    expect(existsSync(join(repo, 'new'))).toBe(false);
    expect(existsSync(join(repo, 'build'))).toBe(false);
    expect(readFileSync(join(repo, '.env'), 'utf8')).toBe('SECRET=1\n');
    expect(readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')).toBe('keep\n');
  });

  it('removes a file an attempt adds inside an ignored folder that was already there', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n', '.gitignore': 'dist/\nnode_modules/\n.env\n' });
    writeFiles(repo, {
      '.env': 'SECRET=1\n',
      'dist/old.js': 'built\n',
      'dist/sub/older.js': 'built\n',
      'node_modules/pkg/index.js': 'module\n',
    });
    const base = (await headCommit(repo))!;
    const ignoredBefore = await listIgnoredPaths(repo);
    expect(ignoredBefore).toEqual([
      '.env',
      'dist/',
      'dist/old.js',
      'dist/sub/older.js',
      'node_modules',
    ]);
    writeFiles(repo, {
      'dist/note.md': 'read me, next agent\n',
      'dist/sub/plan.md': 'and me\n',
      'dist/old.js': 'rebuilt\n',
      'node_modules/pkg/extra.js': 'x\n',
    });
    await restoreToBase(repo, base, ignoredBefore);
    expect(existsSync(join(repo, 'dist', 'note.md'))).toBe(false);
    expect(existsSync(join(repo, 'dist', 'sub', 'plan.md'))).toBe(false);
    // What was there stays, rewritten or not; node_modules is kept whole.
    expect(readFileSync(join(repo, 'dist', 'old.js'), 'utf8')).toBe('rebuilt\n');
    expect(existsSync(join(repo, 'dist', 'sub', 'older.js'))).toBe(true);
    expect(existsSync(join(repo, 'node_modules', 'pkg', 'extra.js'))).toBe(true);
    expect(readFileSync(join(repo, '.env'), 'utf8')).toBe('SECRET=1\n');
    // A list written before folders were listed file by file keeps the folder whole.
    writeFiles(repo, { 'dist/again.md': 'x\n' });
    await restoreToBase(repo, base, ['.env', 'dist', 'node_modules']);
    expect(existsSync(join(repo, 'dist', 'again.md'))).toBe(true);
  });

  it('leaves ignored files alone when the snapshot is unknown', async () => {
    const repo = makeRepo({ '.gitignore': 'build/\n' });
    const base = (await headCommit(repo))!;
    writeFiles(repo, { 'build/out.js': 'o\n' });
    await restoreToBase(repo, base, null);
    expect(existsSync(join(repo, 'build', 'out.js'))).toBe(true);
  });
});
