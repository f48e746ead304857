// Judges every change of a lock file in a git repository's history as govern's authorization
// would (src/economy/lockfile.ts): each commit that changed the file, from its first parent to
// it, once with the built-in lists and once with `autonomous: ["package.json"]` (a user who lets
// dependencies move). A real history's lock changes are changes their maintainers made, so a
// held one is a candidate false hold to read by hand, unless it really fetches from elsewhere.
// Prints the counts per verdict and, with --list, each held commit with the reason.
//
//   npm run build && node scripts/bench-real/lock-history.mjs --repo DIR [--file package-lock.json]
//     [--registry URL]... [--list]
import { execFileSync } from 'node:child_process';
import { parseScriptArgs } from '../lib/cli.mjs';

const { values: flags } = parseScriptArgs({
  options: {
    repo: { type: 'string' },
    file: { type: 'string', default: 'package-lock.json' },
    registry: { type: 'string', multiple: true, default: [] },
    list: { type: 'boolean', default: false },
  },
});
if (flags.repo === undefined) {
  console.error('lock-history: --repo DIR names the git repository to read (see --help)');
  process.exit(2);
}
const { judgeLockfileChange, lockfileFormat } = await import('../../dist/economy/index.js');
if (lockfileFormat(flags.file) === null) {
  console.error(
    `lock-history: --file ${flags.file} is no lock file govern reads (package-lock.json, npm-shrinkwrap.json, yarn.lock, pnpm-lock.yaml)`,
  );
  process.exit(2);
}

const git = (...args) =>
  execFileSync('git', ['-C', flags.repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
const show = (spec) => {
  try {
    return execFileSync('git', ['-C', flags.repo, 'show', spec], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
};

const commits = git('log', '--format=%H', '--', flags.file).split('\n').filter(Boolean);
const modes = {
  'built-in lists': { registries: flags.registry },
  'autonomous package.json': { autonomous: ['package.json'], registries: flags.registry },
};
const counts = Object.fromEntries(Object.keys(modes).map((mode) => [mode, { lands: 0, held: 0 }]));
const held = [];
for (const commit of commits) {
  const before = show(`${commit}^:${flags.file}`);
  const after = show(`${commit}:${flags.file}`);
  for (const [mode, rules] of Object.entries(modes)) {
    const verdict = await judgeLockfileChange(flags.file, before, after, rules);
    if (verdict === null) {
      continue;
    }
    counts[mode][verdict.autonomous ? 'lands' : 'held'] += 1;
    if (!verdict.autonomous && mode === 'autonomous package.json') {
      held.push(`${commit.slice(0, 10)} ${verdict.note}`);
    }
  }
}
console.log(`${flags.file} in ${flags.repo}: ${commits.length} commits changed it`);
for (const [mode, { lands, held: kept }] of Object.entries(counts)) {
  console.log(`  ${mode}: ${lands} land, ${kept} wait for a person`);
}
if (flags.list) {
  for (const line of held) {
    console.log(`  held: ${line}`);
  }
}
