// bench:perf parts 4 and 5: one state change and `govern status` at 100 to 10,000 tasks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { must, run, writeFiles } from '../lib/git.mjs';
import {
  root,
  govern,
  reproduce,
  say,
  median,
  percentile,
  round,
  ms,
  governInit,
  work,
  results,
} from './context.mjs';

// 4 + 5. Ledger size ------------------------------------------------------------------
const ledgers = new Map();
/**
 * A repository with a ledger of `size` tasks added by `govern add`: in chains of 10 (as
 * per-module steps are), or in one chain (a migration whose every step waits for the last).
 */
function ledgerRepo(size, oneChain = false) {
  const key = `${oneChain ? 'chained-' : ''}${size}`;
  if (ledgers.has(key)) {
    return ledgers.get(key);
  }
  const dir = join(work, `ledger-${key}`);
  writeFiles(dir, { 'README.md': '# ledger\n' });
  must('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  must('git', ['add', '-A'], { cwd: dir });
  must('git', ['commit', '-q', '-m', 'initial'], { cwd: dir });
  const id = (i) => `L${String(i).padStart(5, '0')}`;
  const tasks = Array.from({ length: size }, (_, i) => ({
    id: id(i),
    category: 'DOCUMENTATION',
    targetPath: `docs/t${i}.md`,
    description: `Write page ${i}`,
    acceptanceCriteria: ['The page exists'],
    dependencies: i > 0 && (oneChain || i % 10 !== 0) ? [id(i - 1)] : [],
  }));
  governInit(dir, { agent: '/bin/true' }, tasks);
  ledgers.set(key, dir);
  return dir;
}

export async function ledger() {
  say('\n== 4. one state change at 100 / 1,000 / 10,000 tasks ==');
  const ledgerApi = await import(pathToFileURL(join(root, 'dist', 'ledger', 'index.js')).href);
  const { LedgerWriter } = await import(
    pathToFileURL(join(root, 'dist', 'kernel', 'loop', 'ledger-writer.js')).href
  );
  const ROUNDS = 3;
  const UPDATES_PER_ROUND = 100;
  const SIZES = [100, 1_000, 10_000];
  const writers = new Map();
  for (const size of SIZES) {
    const repo = ledgerRepo(size);
    const loaded = ledgerApi.loadLedger(repo);
    if (loaded.kind !== 'ok') {
      throw new Error(`ledger of ${size}: ${loaded.kind}`);
    }
    const audit = ledgerApi.AuditLog.open(repo);
    writers.set(size, {
      repo,
      ids: loaded.ledger.tasks.map((t) => t.id),
      writer: new LedgerWriter(loaded.ledger, repo, audit, () => new Date()),
      times: [],
    });
  }
  const updates = (entry, count, times) => {
    for (let i = 0; i < count; i += 1) {
      const id = entry.ids[(times.length * 7919 + i) % entry.ids.length];
      const started = performance.now();
      entry.writer.update(id, { reason: `bench ${i}` }, 'bench.note', { i });
      times.push(performance.now() - started);
    }
  };
  for (const size of SIZES) {
    updates(writers.get(size), 20, []);
  }
  // Sizes take turns, so the disk's moods (fsync latency swings with whatever else writes)
  // fall on all of them alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const size of SIZES) {
      updates(writers.get(size), UPDATES_PER_ROUND, writers.get(size).times);
    }
  }
  const sizes = {};
  for (const size of SIZES) {
    const { repo, writer, times } = writers.get(size);
    // The journal is folded into PROGRESS.json every 2,000 changes and when the lock is let go.
    const compactions = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      ledgerApi.saveLedger(repo, writer.current);
      compactions.push(performance.now() - started);
    }
    const medianMs = median(times);
    sizes[size] = {
      medianMs: round(medianMs, 2),
      p95Ms: round(percentile(times, 0.95), 2),
      compactionMs: round(median(compactions), 1),
      amortizedMs: round(medianMs + median(compactions) / 2_000, 2),
    };
    say(
      `${String(size).padStart(6)} tasks: ${sizes[size].medianMs} ms median, p95 ${sizes[size].p95Ms} ms; ` +
        `fold into PROGRESS.json ${sizes[size].compactionMs} ms every 2,000 changes -> ${sizes[size].amortizedMs} ms amortized`,
    );
  }
  // Left unfolded, as in the middle of a run: `govern status` (part 5) reads the journal too.
  updates(writers.get(10_000), 300, []);
  const figure = {
    target: 'flat: 10,000 / 100 under 2',
    sizes,
    ratio: round(sizes[10_000].medianMs / sizes[100].medianMs, 2),
    ratioAmortized: round(sizes[10_000].amortizedMs / sizes[100].amortizedMs, 2),
    method:
      `${ROUNDS * UPDATES_PER_ROUND} calls of the kernel's LedgerWriter.update per size ` +
      '(dist/kernel/loop/ledger-writer.js: audit append + journal append, both fsynced), after 20 warm-up ' +
      'calls, sizes taking turns in rounds of 100, on ledgers created by `govern add`; ' +
      'amortized adds the fold of the journal into PROGRESS.json (saveLedger) / 2,000.',
    command: reproduce('ledger'),
  };
  results.figures.stateChange = figure;
  say(`=> 10,000 / 100: ${figure.ratio}x (amortized ${figure.ratioAmortized}x; target < 2)`);
  say(`   reproduce: ${figure.command}`);
}

/**
 * Wall time of one `govern status` process and its CPU time (user + system, from bash's
 * `times` for its children), output to /dev/null as a pipe reader would.
 */
function timeStatus(repo, args) {
  const started = performance.now();
  const result = run('bash', [
    '-c',
    `node "$0" status --workspace "$1" ${args.join(' ')} > /dev/null && times`,
    govern,
    repo,
  ]);
  const wallMs = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`govern status exited ${result.status}: ${result.stderr}`);
  }
  // times: the shell's own user/sys, then its children's ("0m0.553s 0m0.297s").
  const children = result.stdout.trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  );
  return { wallMs, cpuMs: (seconds[0] ?? NaN) * 1000 + (seconds[1] ?? NaN) * 1000 };
}

function measureStatus(repo, args, runs = 5) {
  const samples = Array.from({ length: runs }, () => timeStatus(repo, args));
  return {
    medianMs: round(median(samples.map((sample) => sample.wallMs))),
    maxMs: round(Math.max(...samples.map((sample) => sample.wallMs))),
    cpuMedianMs: round(median(samples.map((sample) => sample.cpuMs))),
  };
}

export function status() {
  say('\n== 5. govern status on 10,000 tasks ==');
  const repo = ledgerRepo(10_000);
  const journal = join(repo, '.governance', 'ledger.journal.jsonl');
  const journalLines = existsSync(journal)
    ? readFileSync(journal, 'utf8')
        .split('\n')
        .filter((line) => line !== '').length
    : 0;
  const chained = ledgerRepo(10_000, true);
  // Warm-up: the first read after `govern add` may validate and stamp the ledger.
  timeStatus(repo, []);
  timeStatus(chained, []);
  const views = {
    default: measureStatus(repo, []),
    all: measureStatus(repo, ['--all']),
    chainedDefault: measureStatus(chained, []),
    chainedAll: measureStatus(chained, ['--all']),
  };
  const baseline = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    must('node', ['-e', '']);
    baseline.push(performance.now() - started);
  }
  const figure = {
    target: 'under 300 ms',
    medianMs: views.default.medianMs,
    maxMs: views.default.maxMs,
    cpuMedianMs: views.default.cpuMedianMs,
    views,
    nodeStartupMs: round(median(baseline)),
    journalLines,
    method:
      'wall time and CPU time (user + system of the process, from bash `times`) of `node bin/govern.js ' +
      'status` with its output to /dev/null, median of 5 after one warm-up: the default view (counts and ' +
      'what needs attention) and --all (one row per task), on ledgers created by `govern add`: 10,000 ' +
      'tasks in chains of 10 (with journal lines when part 4 ran before, as in the middle of a run) and ' +
      '10,000 tasks in one chain (a migration whose every step waits for the last)',
    command: reproduce('status'),
  };
  results.figures.status = figure;
  for (const [name, view] of Object.entries(views)) {
    say(
      `govern status (${name}): ${ms(view.medianMs)} wall median, max ${ms(view.maxMs)}, ${ms(view.cpuMedianMs)} CPU`,
    );
  }
  say(`(node itself starts in ${ms(figure.nodeStartupMs)}; target < 300 ms wall)`);
  say(`   reproduce: ${figure.command}`);
}
