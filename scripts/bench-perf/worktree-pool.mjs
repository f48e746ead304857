// bench:perf part 7 (issue 12): what a parallel task pays for its worktree on the 5,000-file
// repository. A run keeps one pooled worktree per slot and moves it to the next task's base
// (reset --hard, clean -ffdx, checkout of the task's branch); this times that switch per
// task, after a task that changed ten files, left untracked and ignored files, and landed
// (so the next base differs by its commit), against adding and removing a fresh worktree.
// With --pool-repo=npm it does the same on a second repository nobody tuned the pool on: the
// installed npm packages of this repository, in name order up to 5,000 files, committed as
// one tree (real file sizes and depths instead of the generator's 50 folders of modules).
import { appendFileSync, cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { must } from '../lib/git.mjs';
import {
  commitRepo,
  flags,
  median,
  ms,
  percentile,
  reproduce,
  results,
  root,
  round,
  say,
  work,
} from './context.mjs';
import { largeRepo } from './large-repo.mjs';

const POOL_TASKS = 20;
const FRESH_SAMPLES = 3;
const TARGET_MS = 150;

// The second repository: installed packages in name order until this many files.
const NPM_TREE_FILES = 5000;
const TEXT = /\.(?:js|cjs|mjs|ts|cts|mts|json|md)$/;

/** Files under `dir`, relative to `base`, in name order. */
function filesUnder(dir, base = dir, found = []) {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      filesUnder(full, base, found);
    } else if (stat?.isFile()) {
      found.push(full.slice(base.length + 1));
    }
  }
  return found;
}

/** This repository's installed packages, in name order up to NPM_TREE_FILES, as one repository. */
function npmTreeRepo() {
  const dir = join(work, 'npm-tree');
  const modules = join(root, 'node_modules');
  const packages = readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(modules, name))
            .sort()
            .map((sub) => `${name}/${sub}`)
        : [name],
    );
  let count = 0;
  // Each task changes ten text files of one package, as a task of the first repository does.
  const changeable = [];
  for (const name of packages) {
    if (count >= NPM_TREE_FILES) {
      break;
    }
    const folder = `vendor/${name}`;
    cpSync(join(modules, name), join(dir, folder), { recursive: true, dereference: false });
    const files = filesUnder(join(dir, folder));
    count += files.length;
    const text = files.filter((file) => TEXT.test(file)).map((file) => `${folder}/${file}`);
    if (text.length >= 10) {
      changeable.push(text);
    }
  }
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\n*.tmp\n');
  commitRepo(dir);
  return { dir, files: count, pick: (i) => changeable[i % changeable.length].slice(0, 10) };
}

/** The generator's 5,000-file repository: ten modules of one of its 50 folders per task. */
function largeTree() {
  const dir = largeRepo();
  const pick = (i) => {
    const folder = `src/p${String(i % 50).padStart(2, '0')}`;
    return Array.from({ length: 10 }, (_, m) => `${folder}/m${String(m).padStart(3, '0')}.ts`);
  };
  return { dir, files: 5000, pick };
}

export async function pool() {
  const second = flags['pool-repo'] === 'npm';
  const tree = second ? npmTreeRepo() : largeTree();
  say(
    `\n== 7. worktree per task on ${second ? `installed npm packages (${tree.files} files, held out)` : 'the 5,000-file repository'}: pooled switch vs add + remove ==`,
  );
  const { openWorktreePool, addWorktree, removeWorktree } = await import(
    pathToFileURL(join(root, 'dist', 'workspace', 'index.js')).href
  );
  const repo = tree.dir;
  const loadBefore = loadavg().map((x) => round(x, 2));
  const cpuBefore = process.cpuUsage();
  const slots = openWorktreePool(repo, (section) => section());
  const switchMs = [];
  let first = null;
  try {
    for (let i = 0; i < POOL_TASKS; i += 1) {
      const id = `POOL-${String(i).padStart(3, '0')}`;
      const head = must('git', ['rev-parse', 'HEAD'], { cwd: repo }).trim();
      const started = performance.now();
      const worktree = await slots.acquire(id, head);
      const elapsed = performance.now() - started;
      if (i === 0) {
        first = elapsed;
      } else {
        switchMs.push(elapsed);
      }
      // The task: ten files changed, an untracked file, an ignored build folder.
      const changed = tree.pick(i);
      for (const file of changed) {
        appendFileSync(join(worktree.dir, file), `\n// pooled ${id}\n`);
      }
      writeFileSync(join(worktree.dir, 'notes.tmp'), 'scratch\n');
      mkdirSync(join(worktree.dir, 'node_modules', '.cache'), { recursive: true });
      must('git', ['add', '--', ...changed], { cwd: worktree.dir });
      must('git', ['commit', '-q', '-m', id], { cwd: worktree.dir });
      // It lands: main fast-forwards to the task's commit, as a landing does.
      must('git', ['merge', '-q', '--ff-only', worktree.branch], { cwd: repo });
      slots.release(worktree);
    }
  } finally {
    await slots.close();
  }
  const freshMs = [];
  for (let i = 0; i < FRESH_SAMPLES; i += 1) {
    const head = must('git', ['rev-parse', 'HEAD'], { cwd: repo }).trim();
    const started = performance.now();
    const worktree = await addWorktree(repo, `FRESH-${i}`, head);
    await removeWorktree(repo, worktree);
    freshMs.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const figure = {
    target: `pooled worktree switch per task <= ${TARGET_MS} ms median`,
    tasks: switchMs.length,
    medianMs: round(median(switchMs)),
    p95Ms: round(percentile(switchMs, 0.95)),
    firstAcquireMs: round(first ?? NaN),
    freshAddRemoveMedianMs: round(median(freshMs)),
    // This script's own CPU only; git's is in the wall times (GNU time around the script gives both).
    benchProcessCpuMs: round((cpu.user + cpu.system) / 1000),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg().map((x) => round(x, 2)),
    method:
      'openWorktreePool on the 5,000-file repository: each of 20 tasks acquires the slot at the current head ' +
      '(the first adds it), changes and commits ten files, leaves an untracked file and an ignored folder, ' +
      'fast-forwards main to its commit and releases the slot; the figure is the median acquire of tasks 2-20 ' +
      '(rebase --abort, reset --hard, clean -ffdx, checkout -B of the next base, node_modules link, old branch deleted). ' +
      'Fresh: addWorktree + removeWorktree of the same repository.',
    command: reproduce('pool'),
  };
  if (second) {
    figure.repository = `installed npm packages in name order, ${tree.files} files (not the repository the pool was built on)`;
    figure.command = 'npm run bench:perf -- --only=pool --pool-repo=npm';
  }
  results.figures[second ? 'worktreePoolSecondRepo' : 'worktreePool'] = figure;
  say(
    `pooled switch per task: median ${ms(figure.medianMs)}, p95 ${ms(figure.p95Ms)} over ${figure.tasks} tasks ` +
      `(target <= ${TARGET_MS} ms); first acquire (add) ${ms(figure.firstAcquireMs)}; fresh add + remove median ` +
      `${ms(figure.freshAddRemoveMedianMs)} (load ${loadBefore.join(' ')} -> ${figure.loadAverageAfter.join(' ')})`,
  );
  say(`   reproduce: ${figure.command}`);
}
