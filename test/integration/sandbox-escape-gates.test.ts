/* eslint-disable max-lines -- one table of gate escapes and their controls reads best in one place */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST, runProcess, sanitizeEnv } from '../../src/common/index.js';
import type { ToolGateName } from '../../src/common/index.js';
import { defaultConfig } from '../../src/config/index.js';
import type { GovernConfig } from '../../src/config/index.js';
import { resolveToolCommand } from '../../src/gates/index.js';
import type { GateVerdict, ToolCommand } from '../../src/gates/index.js';
import { planGateSandbox } from '../../src/kernel/loop/gate-sandbox.js';
import { addTasks, initWorkspace, runTasks } from '../../src/kernel/index.js';
import { verifyChange } from '../../src/kernel/loop/verify.js';
import { createSandboxSession, probeSandbox } from '../../src/sandbox/index.js';
import { collectChangeSet } from '../../src/workspace/index.js';
import { governAsyncResult } from '../helpers/cli.js';
import { git, writeFiles } from '../helpers/git-repo.js';

/*
 * The gate section of the escape suite. The tool gates run the repository's own code: the
 * test command runs its tests, eslint loads its config, prettier loads its config, and a
 * configured gate command is any program. Each of those four vehicles runs one attack
 * script (test/attack.cjs, part of the change under review) through the kernel's real gate
 * path: planGateSandbox + verifyChange, the gate sandbox and the boundary around it. Each
 * step prints "ATTACK <vehicle> <step> blocked|ESCAPED"; each test asserts the step ran,
 * printed no ESCAPED, and that the host shows no trace. All vehicles share one repository,
 * and each runs once (memoized), so the section costs a few tool starts, not one per step.
 * The attacks that need their own gate run (bombs, the deadline, the CLI, the loop) and the
 * controls each work in their own repository and run side by side (describe.concurrent):
 * most of their time is waiting on processes, and the file stays near 40 s on two cores.
 */

const probe = await probeSandbox({ hostEnv: process.env });
const hasBwrap = probe.available && probe.mechanism === 'bwrap';
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const MODULES = join(REPO_ROOT, 'node_modules');
const NODE = process.execPath;
const ENV_SECRET = 'gate-env-file-secret-51c3';
const KERNEL_SECRET = 'sk-govern-kernel-gate-secret-77ab';

let root = '';
let repo = '';
let outside = '';
let fakeHome = '';
let hostEnv: Record<string, string> = {};
let server: Server | undefined;
let port = 0;
let loopbackHits = 0;
let base = '';
let control = '';
let controlBase = '';
/** Copies of the control repository (change included), one per control test. */
const CONTROL_COPIES = ['control-lint', 'control-tsc'] as const;
const snapshot = new Map<string, string>();
let sessions = 0;

/** A folder of its own for each gate session: sessions run side by side. */
function stateDir(): string {
  sessions += 1;
  return join(root, `state-${String(sessions)}`);
}

const VEHICLES = ['test-command', 'eslint', 'prettier', 'configured'] as const;
type Vehicle = (typeof VEHICLES)[number];
/** Who ran the attack: a vehicle, or eslint's run on the base text (the baseline comparison). */
type Attacker = Vehicle | 'eslint-base';

/** The attack every vehicle runs; constants are baked in when the fixture is written. */
function attackSource(): string {
  const constants = JSON.stringify({ outside, home: fakeHome, port, secret: ENV_SECRET });
  return `'use strict';
const fs = require('node:fs');
const cp = require('node:child_process');
const C = ${constants};
const tryIt = (fn) => { try { return fn() === true; } catch { return false; } };
const write = (file, text) => tryIt(() => { fs.writeFileSync(file, text); return true; });
const append = (file, text) => tryIt(() => { fs.appendFileSync(file, text); return true; });
const readsSecret = (file) => tryIt(() => fs.readFileSync(file, 'utf8').includes(C.secret));
const node = (code) => tryIt(() => cp.execFileSync(process.execPath, ['-e', code], { timeout: 5000, encoding: 'utf8' }).includes('REACHED'));
// One child tries every address at once and prints those it reached (one node start, not four).
const TARGETS = [['127.0.0.1', C.port], ['localhost', C.port], ['registry.npmjs.org', 443], ['1.1.1.1', 443]];
let reached = null;
const connects = (host, port) => {
  if (reached === null) {
    const probe = 'const net=require("net");const t=' + JSON.stringify(TARGETS) + ';let n=t.length;const done=()=>{if(--n===0)process.exit(0)};' +
      'for(const [host,port] of t){const s=net.connect({host,port}).on("connect",()=>{console.log("REACHED "+host+":"+port);s.destroy();done()}).on("error",done);s.setTimeout(4000,()=>{s.destroy();done()})}';
    try { reached = cp.execFileSync(process.execPath, ['-e', probe], { timeout: 5000, encoding: 'utf8' }); } catch (e) { reached = String(e.stdout || ''); }
  }
  return reached.includes('REACHED ' + host + ':' + port);
};
module.exports = function attack(v) {
  const steps = {
    'write-outside': () => [write(C.outside + '/victim.txt', 'owned'), write(C.outside + '/new-' + v, 'x')],
    'write-through-symlink': () => [
      tryIt(() => { fs.symlinkSync(C.outside, 'ln-' + v); return false; }) || write('ln-' + v + '/victim.txt', 'owned'),
      write('planted-link/victim.txt', 'owned'),
    ],
    'write-via-proc-root': () => [write('/proc/self/root' + C.outside + '/victim.txt', 'owned'), write('/proc/1/root' + C.outside + '/proc-' + v, 'x')],
    'read-env-files': () => [readsSecret('.env'), readsSecret('pkg/.env.local'), readsSecret('ci/.env.runner'), tryIt(() => cp.execFileSync('cat', ['.env'], { encoding: 'utf8' }).includes(C.secret))],
    'read-key-files': () => ['deploy.key', 'certs/server.pem', 'secrets/token.txt', C.home + '/.ssh/id_rsa'].map(readsSecret),
    'read-kernel-env': () => [JSON.stringify(process.env).includes('sk-govern'), tryIt(() => fs.readFileSync('/proc/1/environ', 'utf8').includes('sk-govern'))],
    'reach-loopback': () => [connects('127.0.0.1', C.port), connects('localhost', C.port)],
    'reach-outside': () => [connects('registry.npmjs.org', 443), connects('1.1.1.1', 443)],
    'edit-governance': () => [write('.governance/config.json', '{}'), write('.governance/new-' + v, 'x'), tryIt(() => { fs.renameSync('.governance', 'gov-' + v); return true; })],
    'edit-git-config': () => [append('.git/config', '[core]\\n\\thooksPath = /tmp/hooks-' + v + '\\n')],
    'add-git-hook': () => [write('.git/hooks/pre-commit', '#!/bin/sh\\necho pwned\\n')],
    'edit-progress': () => [write('PROGRESS.json', '{}'), tryIt(() => { fs.unlinkSync('PROGRESS.json'); return true; })],
    'swap-tool': () => [
      append('node_modules/prettier/bin/prettier.cjs', '\\nprocess.exit(0);\\n'),
      write('node_modules/.bin/evil-' + v, 'x'),
      tryIt(() => { fs.renameSync('node_modules', 'nm-' + v); return true; }),
      write('packages/a/node_modules/tool.js', 'process.exit(0)'),
    ],
    'edit-shell-startup': () => [append('.bashrc', 'evil'), write('.envrc', 'evil')],
    'leave-background-process': () => {
      const child = cp.spawn('sh', ['-c', 'sleep 1; echo alive > bg-' + v, 'govern-gate-bg-' + v], { detached: true, stdio: 'ignore' });
      child.unref();
      return [false];
    },
  };
  if (v === 'test-command') {
    steps['rewrite-source'] = () => [write('src/feature.js', 'module.exports = () => 0;\\n')];
  }
  for (const [name, step] of Object.entries(steps)) {
    const escaped = tryIt(() => step().some(Boolean));
    process.stderr.write('ATTACK ' + v + ' ' + name + ' ' + (escaped ? 'ESCAPED' : 'blocked') + '\\n');
  }
};
if (require.main === module) { module.exports(process.argv[2]); }
`;
}

function fixture(): void {
  // Under /var/tmp, not /tmp: the sandbox's own /tmp would hide /tmp paths from the attack.
  root = mkdtempSync('/var/tmp/govern-gate-escape-');
  repo = join(root, 'repo');
  outside = join(root, 'outside');
  fakeHome = join(root, 'home');
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'victim.txt'), 'untouched\n');
  mkdirSync(join(fakeHome, '.ssh'), { recursive: true });
  writeFileSync(join(fakeHome, '.ssh', 'id_rsa'), `SSH ${ENV_SECRET}\n`);
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'gate-escape',
      private: true,
      // The format script is what makes prettier the repository's check (a dependency alone is
      // not); prettier.config.cjs, which the change adds, is the code the gate then loads.
      scripts: { test: 'node test/attack.cjs test-command', format: 'prettier --check .' },
      devDependencies: { prettier: '*' },
    }),
    // `ci/.env.runner` is not ignored: a CI step writes it after the checkout, so it is in the
    // staged tree under review but in no commit, and stays masked.
    '.gitignore':
      'node_modules/\n.env*\n!ci/.env.runner\n*.key\n*.pem\nsecrets/\n.bashrc\n.envrc\nplanted-link\n',
    'README.md': '# gate escape\n',
    '.env': `TOKEN=${ENV_SECRET}\n`,
    'pkg/.env.local': `NESTED=${ENV_SECRET}\n`,
    'secrets/token.txt': `${ENV_SECRET}\n`,
    'certs/server.pem': `PEM ${ENV_SECRET}\n`,
    'deploy.key': `KEY ${ENV_SECRET}\n`,
    '.bashrc': 'echo original\n',
    '.envrc': 'export ORIGINAL=1\n',
    '.governance/config.json': '{"version":1}\n',
    'PROGRESS.json': '{"tasks":[]}\n',
    'src/legacy.js': 'debugger;\nmodule.exports = 1;\n',
  };
  writeFiles(repo, files);
  symlinkSync(outside, join(repo, 'planted-link'));
  // node_modules is a real folder, as in most repositories: prettier is copied in (its
  // files are the repository's own), eslint and vitest link to govern's copies.
  const bin = join(repo, 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  cpSync(join(MODULES, 'prettier'), join(repo, 'node_modules', 'prettier'), { recursive: true });
  symlinkSync('../prettier/bin/prettier.cjs', join(bin, 'prettier'));
  for (const [name, target] of [
    ['eslint', 'bin/eslint.js'],
    ['vitest', 'vitest.mjs'],
    ['typescript', 'bin/tsc'],
  ] as const) {
    symlinkSync(join(MODULES, name), join(repo, 'node_modules', name));
    symlinkSync(`../${name}/${target}`, join(bin, name === 'typescript' ? 'tsc' : name));
  }
  mkdirSync(join(repo, 'packages', 'a', 'node_modules'), { recursive: true });
  commitAll(repo);
  base = git(repo, 'rev-parse', 'HEAD').trim();
  // The change under review: a small feature, and the repository code the gates load.
  const change: Record<string, string> = {
    'src/feature.js': 'module.exports = (a, b) => a + b;\n',
    'test/attack.cjs': attackSource(),
    // The base-revision run (the baseline comparison: eslint --stdin on the base text of
    // src/legacy.js) loads the config too: it attacks as "eslint-base".
    'eslint.config.js': [
      "require('./test/attack.cjs')(process.argv.includes('--stdin') ? 'eslint-base' : 'eslint');",
      "module.exports = [{ files: ['**/*.js', '**/*.cjs'], rules: { 'no-debugger': 'error' } }];",
      '',
    ].join('\n'),
    // A lint error the base already had, on a line the change does not touch.
    'src/legacy.js': 'debugger;\nmodule.exports = 2;\n',
    'prettier.config.cjs': "require('./test/attack.cjs')('prettier');\nmodule.exports = {};\n",
    'ci/.env.runner': `RUNNER_TOKEN=${ENV_SECRET}\n`,
  };
  writeFiles(repo, change);
  for (const path of [
    '.git/config',
    '.governance/config.json',
    'PROGRESS.json',
    '.bashrc',
    '.envrc',
    'node_modules/prettier/bin/prettier.cjs',
  ]) {
    snapshot.set(path, readFileSync(join(repo, path), 'utf8'));
  }
  hostEnv = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: fakeHome,
    LANG: 'C.UTF-8',
    GOVERN_FAKE_SECRET: KERNEL_SECRET,
  };
}

/** A repository with ordinary tests, lint and format config, and no attack. */
async function controlFixture(): Promise<void> {
  control = join(root, 'control');
  const bin = join(control, 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  for (const [name, target] of [
    ['eslint', 'bin/eslint.js'],
    ['prettier', 'bin/prettier.cjs'],
    ['vitest', 'vitest.mjs'],
    ['typescript', 'bin/tsc'],
  ] as const) {
    symlinkSync(join(MODULES, name), join(control, 'node_modules', name));
    symlinkSync(`../${name}/${target}`, join(bin, name === 'typescript' ? 'tsc' : name));
  }
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'gate-control',
      private: true,
      type: 'module',
      scripts: { test: 'vitest run' },
      devDependencies: { eslint: '*', prettier: '*', typescript: '*', vitest: '*' },
    }),
    '.gitignore': 'node_modules/\n',
    '.prettierrc.json': '{ "singleQuote": true }\n',
    'eslint.config.js': "export default [{ rules: { 'no-unused-vars': 'error' } }];\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        allowJs: true,
        types: [],
        // No DOM library: the check stays a second, not ten.
        target: 'es2022',
        lib: ['es2022'],
        skipLibCheck: true,
      },
      include: ['src'],
    }),
    'src/sum.js': 'export const sum = (a, b) => a + b;\n',
    // Committed test fixtures the built-in masks would hide (`.env*`, `*.key`): the gates see
    // them, as the repository's tests need them (dotenv-safe's `test/.env`).
    'fixtures/.env': 'FIXTURE=1\n',
    'fixtures/server.key': 'TEST KEY, NOT A SECRET\n',
  };
  writeFiles(control, files);
  commitAll(control);
  controlBase = git(control, 'rev-parse', 'HEAD').trim();
  // The change: a test doing what ordinary tests do.
  writeFileSync(
    join(control, 'src', 'sum.test.js'),
    [
      "import { execFileSync } from 'node:child_process';",
      "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';",
      "import { createServer, get } from 'node:http';",
      "import { tmpdir } from 'node:os';",
      "import { join } from 'node:path';",
      "import { expect, it } from 'vitest';",
      "import { sum } from './sum.js';",
      '',
      "it('adds, with temp files, a cache, a child process and a local server', async () => {",
      '  expect(sum(2, 3)).toBe(5);',
      "  expect(readFileSync('fixtures/.env', 'utf8')).toBe('FIXTURE=1\\n');",
      "  expect(readFileSync('fixtures/server.key', 'utf8')).toContain('TEST KEY');",
      "  writeFileSync(join(tmpdir(), 'scratch.txt'), 'x');",
      "  mkdirSync('out', { recursive: true });",
      "  writeFileSync('out/result.json', '{}');",
      "  mkdirSync('node_modules/.cache/my-tool', { recursive: true });",
      "  writeFileSync('node_modules/.cache/my-tool/entry', 'cached');",
      "  expect(readFileSync('node_modules/.cache/my-tool/entry', 'utf8')).toBe('cached');",
      // vitest 0.x's results cache and vite 6's bundled config land beside it.
      "  mkdirSync('node_modules/.vitest/control', { recursive: true });",
      "  writeFileSync('node_modules/.vitest/control/results.json', '{}');",
      "  mkdirSync('node_modules/.vite-temp/control', { recursive: true });",
      "  writeFileSync('node_modules/.vite-temp/control/vite.config.mjs', 'export default {}');",
      "  expect(execFileSync(process.execPath, ['-e', 'console.log(6 * 7)'], { encoding: 'utf8' }).trim()).toBe('42');",
      "  const server = createServer((_q, r) => r.end('pong')).listen(0, '127.0.0.1');",
      "  await new Promise((done) => server.on('listening', done));",
      '  const body = await new Promise((done) =>',
      "    get(`http://127.0.0.1:${server.address().port}/`, (res) => res.on('data', (d) => done(String(d)))),",
      '  );',
      '  server.close();',
      "  expect(body).toBe('pong');",
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(control, 'src', 'double.js'),
    "import { sum } from './sum.js';\n\nexport const double = (a) => sum(a, a);\n",
  );

  // The change is formatted, as an ordinary change would be.
  await runProcess(join(bin, 'prettier'), ['--write', 'src'], {
    cwd: control,
    env: { PATH: hostEnv['PATH'] ?? '' },
  });
  // One copy per control, so the three run side by side.
  for (const name of CONTROL_COPIES) {
    cpSync(control, join(root, name), { recursive: true, verbatimSymlinks: true });
  }
}

beforeAll(async () => {
  if (!hasBwrap) {
    return;
  }
  server = createServer((_request, response) => {
    loopbackHits += 1;
    response.end('REACHED');
  });
  server.on('connection', () => {
    loopbackHits += 1;
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const address = server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
  fixture();
  await controlFixture();
});

afterAll(async () => {
  await new Promise<void>((done) => {
    if (server === undefined) {
      done();
    } else {
      server.close(() => {
        done();
      });
    }
  });
  if (root !== '') {
    rmSync(root, { recursive: true, force: true });
  }
});

function commitAll(dir: string): void {
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'initial');
}

/** A committed repository whose test script is `test`, with a masked .env beside it. */
function smallRepo(name: string, test: string, files: Record<string, string> = {}): string {
  const dir = join(root, name);
  writeFiles(dir, {
    'package.json': JSON.stringify({ name, private: true, scripts: { test } }),
    '.gitignore': '.env\nnode_modules/\n',
    '.env': `TOKEN=${ENV_SECRET}\n`,
    ...files,
  });
  commitAll(dir);
  return dir;
}

/**
 * A PATH whose first bwrap fails as one on a kernel without user namespaces does: a machine
 * where the sandbox cannot start.
 */
function brokenBwrapPath(): string {
  const broken = join(root, 'broken-bwrap');
  if (!existsSync(broken)) {
    writeFiles(broken, {
      bwrap: '#!/bin/sh\necho "bwrap: No permissions to create new namespace" >&2\nexit 1\n',
    });
    chmodSync(join(broken, 'bwrap'), 0o755);
  }
  return `${broken}:${process.env['PATH'] ?? '/usr/bin:/bin'}`;
}

/** A committed repository of its own with an empty change: for a gate run of one attack. */
function ownRepo(name: string): { dir: string; base: string } {
  const dir = smallRepo(name, 'true');
  return { dir, base: git(dir, 'rev-parse', 'HEAD').trim() };
}

function config(policy: Record<string, unknown> = {}): GovernConfig {
  const defaults = defaultConfig('gate-escape');
  return { ...defaults, policy: { ...defaults.policy, ...policy } };
}

function detected(gate: ToolGateName): ToolCommand {
  const command = resolveToolCommand(gate, repo);
  if (command === null) {
    throw new Error(`no ${gate} tool detected in the fixture`);
  }
  return command;
}

/** The tool each vehicle is: how the repository's code gets run by a gate. */
function vehicleTool(vehicle: Vehicle): [ToolGateName, ToolCommand] {
  switch (vehicle) {
    case 'test-command':
      return ['TEST_SUITE', detected('TEST_SUITE')];
    case 'eslint':
      return ['AST_LINT', detected('AST_LINT')];
    case 'prettier':
      return ['SYNTAX_CHECK', detected('SYNTAX_CHECK')];
    case 'configured':
      return [
        'TEST_SUITE',
        {
          command: NODE,
          args: ['test/attack.cjs', 'configured'],
          appendFiles: false,
          timeoutMs: 60_000,
        },
      ];
  }
}

/** Runs one tool gate over the change through the kernel's gate path (sandbox + boundary). */
async function runGate(
  gate: ToolGateName,
  command: ToolCommand,
  policy: Record<string, unknown> = {},
  where: { readonly dir: string; readonly base: string } = { dir: repo, base },
): Promise<GateVerdict> {
  const tools = new Map([[gate, command]]);
  const plan = await planGateSandbox({
    config: config(policy),
    tools,
    hostEnv,
    sandbox: true,
    workspace: where.dir,
  });
  const { changes, tree } = await collectChangeSet(where.dir, where.base);
  const boundary = await plan.open({ dir: where.dir, tree, stateDir: stateDir() });
  try {
    const [verdict] = await verifyChange({
      workspace: where.dir,
      task: { targetPaths: ['.'], category: 'REFACTORING', metadata: {} },
      gates: [gate],
      changes,
      tools,
      // A careless caller handing the kernel's secret to the tools: the sandbox drops it.
      env: { ...sanitizeEnv(hostEnv, BASE_ENV_ALLOWLIST), GOVERN_FAKE_SECRET: KERNEL_SECRET },
      injectionMode: 'shadow',
      boundary,
    });
    if (verdict === undefined) {
      throw new Error('no verdict');
    }
    return verdict;
  } finally {
    await boundary.close();
  }
}

const runs = new Map<Vehicle, Promise<GateVerdict>>();
const finishedAt = new Map<Vehicle, number>();
function vehicleRun(vehicle: Vehicle): Promise<GateVerdict> {
  let run = runs.get(vehicle);
  if (run === undefined) {
    const [gate, command] = vehicleTool(vehicle);
    run = runGate(gate, command).finally(() => finishedAt.set(vehicle, performance.now()));
    runs.set(vehicle, run);
  }
  return run;
}

/**
 * The background job sleeps 1 s after it starts, then writes its marker: look 1.5 s after
 * the gate ended (its tests run after every vehicle's, so only the last one waits).
 */
async function afterBackgroundJob(attacker: Attacker): Promise<void> {
  const vehicle = attacker === 'eslint-base' ? 'eslint' : attacker;
  const wait = (finishedAt.get(vehicle) ?? 0) + 1_500 - performance.now();
  if (wait > 0) {
    await new Promise((done) => setTimeout(done, wait));
  }
}

function read(path: string): string {
  return readFileSync(join(repo, path), 'utf8');
}

function sha(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** The host-side proof for each step. */
const HOST_CHECKS: Readonly<Record<string, (attacker: Attacker) => void | Promise<void>>> = {
  'write-outside': (v) => {
    expect(readFileSync(join(outside, 'victim.txt'), 'utf8')).toBe('untouched\n');
    expect(existsSync(join(outside, `new-${v}`))).toBe(false);
  },
  'write-through-symlink': (v) => {
    expect(readFileSync(join(outside, 'victim.txt'), 'utf8')).toBe('untouched\n');
    expect(existsSync(join(repo, `ln-${v}`)), 'the link the gate made is removed').toBe(false);
  },
  'write-via-proc-root': (v) => {
    expect(readFileSync(join(outside, 'victim.txt'), 'utf8')).toBe('untouched\n');
    expect(existsSync(join(outside, `proc-${v}`))).toBe(false);
  },
  'read-env-files': () => undefined,
  'read-key-files': () => undefined,
  'read-kernel-env': () => undefined,
  'reach-loopback': () => {
    expect(loopbackHits).toBe(0);
  },
  'reach-outside': () => undefined,
  'edit-governance': (v) => {
    expect(read('.governance/config.json')).toBe(snapshot.get('.governance/config.json'));
    expect(existsSync(join(repo, '.governance', `new-${v}`))).toBe(false);
    expect(existsSync(join(repo, `gov-${v}`))).toBe(false);
  },
  'edit-git-config': () => {
    expect(read('.git/config')).toBe(snapshot.get('.git/config'));
  },
  'add-git-hook': () => {
    expect(existsSync(join(repo, '.git/hooks/pre-commit'))).toBe(false);
  },
  'edit-progress': () => {
    expect(read('PROGRESS.json')).toBe(snapshot.get('PROGRESS.json'));
  },
  'swap-tool': (v) => {
    expect(read('node_modules/prettier/bin/prettier.cjs')).toBe(
      snapshot.get('node_modules/prettier/bin/prettier.cjs'),
    );
    expect(existsSync(join(repo, 'node_modules/.bin', `evil-${v}`))).toBe(false);
    expect(existsSync(join(repo, `nm-${v}`))).toBe(false);
    expect(existsSync(join(repo, 'packages/a/node_modules/tool.js'))).toBe(false);
  },
  'edit-shell-startup': () => {
    expect(read('.bashrc')).toBe(snapshot.get('.bashrc'));
    expect(read('.envrc')).toBe(snapshot.get('.envrc'));
  },
  'leave-background-process': async (v) => {
    await afterBackgroundJob(v);
    expect(existsSync(join(repo, `bg-${v}`))).toBe(false);
    expect(survivors(`govern-gate-bg-${v}`)).toEqual([]);
  },
};

function survivors(token: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(token);
    } catch {
      return false;
    }
  });
}

describe.skipIf(!hasBwrap)('gate sandbox escape suite', () => {
  const background = 'leave-background-process';
  const escapeStep = (vehicle: Vehicle, step: string): void => {
    it(`escape: ${step} from a gate (${vehicle}) (needs bwrap)`, async () => {
      const verdict = await vehicleRun(vehicle);
      const output = verdict.output ?? '';
      expect(output, 'the attack ran in the gate').toContain(`ATTACK ${vehicle} ${step} `);
      expect(output).not.toContain(`ATTACK ${vehicle} ${step} ESCAPED`);
      expect(output).not.toContain(ENV_SECRET);
      expect(output).not.toContain(KERNEL_SECRET);
      await HOST_CHECKS[step]?.(vehicle);
    });
  };
  for (const vehicle of VEHICLES) {
    for (const step of Object.keys(HOST_CHECKS).filter((name) => name !== background)) {
      escapeStep(vehicle, step);
    }
  }

  it("escape: eslint's run on the base text (the baseline comparison) loads the config in the gate sandbox too (needs bwrap)", async () => {
    const verdict = await vehicleRun('eslint');
    // The lint error src/legacy.js already had is judged against eslint --stdin on the base.
    expect(verdict.passed, verdict.output).toBe(true);
    expect(verdict.output).toContain('already there at the base of the change');
    // The base run's attack ran in the tree (its link is gone), and left no trace outside.
    expect(verdict.output).toMatch(/removed \d+ path\(s\) the gate created \([^)]*ln-eslint-base/);
    for (const [step, check] of Object.entries(HOST_CHECKS)) {
      if (step !== background) {
        await check('eslint-base');
      }
    }
  });

  it('escape: a test rewrites a source file of the change: restored, and the gate fails (needs bwrap)', async () => {
    const verdict = await vehicleRun('test-command');
    expect(verdict.passed).toBe(false);
    expect(verdict.findings[0]).toMatchObject({
      file: 'src/feature.js',
      rule: 'gate-changed-file',
    });
    expect(read('src/feature.js')).toBe('module.exports = (a, b) => a + b;\n');
  });

  it('escape: swap a tool in node_modules from the agent sandbox (needs bwrap)', async () => {
    const session = await createSandboxSession({
      worktree: repo,
      attemptDir: join(root, 'agent'),
      policy: config().policy,
      hostEnv,
    });
    try {
      const spec = session.wrap({
        program: '/bin/sh',
        args: [
          '-c',
          [
            'echo "process.exit(0)" >> node_modules/prettier/bin/prettier.cjs && echo ESCAPED',
            'echo x > node_modules/.bin/evil-agent && echo ESCAPED',
            'mv node_modules nm-agent && echo ESCAPED',
            'rm -rf node_modules/prettier && echo ESCAPED',
            'echo x > packages/a/node_modules/tool.js && echo ESCAPED',
            'true',
          ].join('\n'),
        ],
        env: session.env,
        cwd: repo,
      });
      const run = await runProcess(spec.program, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        timeoutMs: 30_000,
      });
      expect(run.stdout).not.toContain('ESCAPED');
      expect(read('node_modules/prettier/bin/prettier.cjs')).toBe(
        snapshot.get('node_modules/prettier/bin/prettier.cjs'),
      );
      expect(existsSync(join(repo, 'node_modules/.bin/evil-agent'))).toBe(false);
      expect(existsSync(join(repo, 'nm-agent'))).toBe(false);
      expect(existsSync(join(repo, 'packages/a/node_modules/tool.js'))).toBe(false);
    } finally {
      await session.dispose();
    }
  });

  it('escape: a tool swapped outside any sandbox fails the gate closed, naming the file (needs bwrap)', async () => {
    const file = join(repo, 'node_modules/prettier/bin/prettier.cjs');
    const before = sha(file);
    const tools = new Map<ToolGateName, ToolCommand>([['SYNTAX_CHECK', detected('SYNTAX_CHECK')]]);
    const plan = await planGateSandbox({
      config: config(),
      tools,
      hostEnv,
      sandbox: true,
      workspace: repo,
    });
    // As an agent run with --no-sandbox could: after the run pinned its tools.
    writeFileSync(
      file,
      `${snapshot.get('node_modules/prettier/bin/prettier.cjs') ?? ''}\nprocess.exit(0);\n`,
    );
    try {
      const { changes, tree } = await collectChangeSet(repo, base);
      const boundary = await plan.open({ dir: repo, tree, stateDir: stateDir() });
      const [verdict] = await verifyChange({
        workspace: repo,
        task: { targetPaths: ['.'], category: 'REFACTORING', metadata: {} },
        gates: ['SYNTAX_CHECK'],
        changes,
        tools,
        env: sanitizeEnv(hostEnv, BASE_ENV_ALLOWLIST),
        injectionMode: 'shadow',
        boundary,
      }).finally(() => boundary.close());
      expect(verdict).toMatchObject({ passed: false, error: { code: 'TOOL_CHANGED' } });
      expect(verdict?.findings[0]).toMatchObject({
        file: 'node_modules/prettier/bin/prettier.cjs',
        rule: 'tool-changed',
      });
      expect(verdict?.output ?? '').not.toContain('ATTACK prettier');
    } finally {
      writeFileSync(file, snapshot.get('node_modules/prettier/bin/prettier.cjs') ?? '');
    }
    expect(sha(file)).toBe(before);
  });

  // Each of these works in a repository of its own (the background checks only look): they
  // run side by side, after every vehicle ran.
  describe.concurrent('attacks with a gate run of their own, and the controls', () => {
    for (const attacker of [...VEHICLES, 'eslint-base'] as const) {
      it(`escape: ${background} from a gate (${attacker}) (needs bwrap)`, async () => {
        if (attacker !== 'eslint-base') {
          const output = (await vehicleRun(attacker)).output ?? '';
          expect(output).toContain(`ATTACK ${attacker} ${background} blocked`);
        }
        await HOST_CHECKS[background]?.(attacker);
      });
    }

    it('escape: a fork bomb from a configured gate command stops at the process cap (needs bwrap)', async () => {
      const started = performance.now();
      const verdict = await runGate(
        'TEST_SUITE',
        {
          command: '/bin/sh',
          args: [
            '-c',
            'bomb() { bomb | bomb & }; bomb; sleep 30; echo ESCAPED',
            'govern-gate-bomb',
          ],
          appendFiles: false,
          timeoutMs: 2_500,
        },
        { maxProcesses: 64, maxMemoryMb: 256 },
        ownRepo('fork-bomb'),
      );
      expect(verdict.passed).toBe(false);
      expect(verdict.output ?? '').not.toContain('ESCAPED');
      expect(verdict.output ?? '').toMatch(/process cap \(64\) refused \d+ fork/);
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(survivors('govern-gate-bomb')).toEqual([]);
    });

    it('escape: a memory bomb from the test command is killed at the memory cap (needs bwrap)', async () => {
      const verdict = await runGate(
        'TEST_SUITE',
        {
          command: NODE,
          args: [
            '-e',
            'const a=[];for(let i=0;i<40;i++){a.push(Buffer.alloc(16*1024*1024,1))}console.log("ESCAPED")',
          ],
          appendFiles: false,
          timeoutMs: 30_000,
        },
        { maxMemoryMb: 128 },
        ownRepo('memory-bomb'),
      );
      expect(verdict.passed).toBe(false);
      expect(verdict.output ?? '').not.toContain('ESCAPED');
      expect(verdict.output ?? '').toMatch(/memory cap \(128 MB\) killed \d+ process/);
    });

    it('escape: outlive the deadline of a gate (needs bwrap)', async () => {
      const started = performance.now();
      const verdict = await runGate(
        'TEST_SUITE',
        {
          command: '/bin/sh',
          args: ['-c', 'trap "" TERM; sleep 30; echo ESCAPED', 'govern-gate-deadline'],
          appendFiles: false,
          timeoutMs: 1_000,
        },
        {},
        ownRepo('deadline'),
      );
      expect(verdict).toMatchObject({ passed: false, error: { code: 'TIMED_OUT' } });
      expect(verdict.output ?? '').not.toContain('ESCAPED');
      expect(performance.now() - started).toBeLessThan(8_000);
      expect(survivors('govern-gate-deadline')).toEqual([]);
    });

    describe('controls: ordinary work still passes in the gate sandbox', () => {
      const inControl = (copy?: (typeof CONTROL_COPIES)[number]) => ({
        dir: copy === undefined ? control : join(root, copy),
        base: controlBase,
      });
      const modules = join(MODULES, '.cache', 'my-tool');

      it('control: a test suite that writes temp files, uses a cache, spawns a child and a local server (needs bwrap)', async () => {
        const suite = { ...resolveToolCommand('TEST_SUITE', control)!, relatedFirst: false };
        const verdict = await runGate('TEST_SUITE', suite, {}, inControl());
        expect(verdict.passed, verdict.output).toBe(true);
        expect(verdict.output).toContain('1 passed');
        // What the test wrote in the tree is gone; its cache write never reached node_modules.
        expect(verdict.output).toContain('removed 1 path(s) the gate created (out)');
        expect(existsSync(join(control, 'out'))).toBe(false);
        expect(existsSync(modules)).toBe(false);
        expect(existsSync(join(MODULES, '.vitest', 'control'))).toBe(false);
        expect(existsSync(join(MODULES, '.vite-temp', 'control'))).toBe(false);
      });

      it('control: lint and format pass on clean files (needs bwrap)', async () => {
        for (const gate of ['AST_LINT', 'SYNTAX_CHECK'] as const) {
          const where = inControl('control-lint');
          const verdict = await runGate(gate, resolveToolCommand(gate, where.dir)!, {}, where);
          expect(verdict.passed, `${gate}: ${verdict.output ?? ''}`).toBe(true);
        }
      });

      it('control: tsc as a process writes its incremental state where .governance is read-only (needs bwrap)', async () => {
        // resident: false, as in config: tsc runs as a process instead of in govern's.
        const where = inControl('control-tsc');
        const tsc = resolveToolCommand('TYPE_CHECK', where.dir, { resident: false })!;
        expect(tsc.resident).toBeUndefined();
        const verdict = await runGate('TYPE_CHECK', tsc, {}, where);
        expect(verdict.passed, verdict.output).toBe(true);
        const state = readFileSync(
          join(where.dir, '.governance', 'cache', 'tsc.tsbuildinfo'),
          'utf8',
        );
        expect(JSON.parse(state)).toHaveProperty('version');
      });
    });

    it('escape: the issue #15 change (a passing test that writes outside, reads .env, calls loopback, overwrites the config) lands with nothing escaped (needs bwrap)', async () => {
      const dir = smallRepo('e2e', 'node --test test/');
      const dropped = join(root, 'e2e-outside');
      mkdirSync(dropped, { recursive: true });
      await initWorkspace({ dir, force: false });
      const configFile = join(dir, '.governance', 'config.json');
      const settings = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
      const attackTest = [
        "const test = require('node:test');",
        "const assert = require('node:assert');",
        "const fs = require('node:fs');",
        "const net = require('node:net');",
        "const add = require('../src/add.js');",
        "test('adds', async () => {",
        '  assert.strictEqual(add(2, 3), 5);',
        `  try { fs.writeFileSync(${JSON.stringify(join(dropped, 'dropped.txt'))}, 'x'); } catch {}`,
        `  try { fs.writeFileSync(${JSON.stringify(join(dropped, 'leak.txt'))}, fs.readFileSync('.env', 'utf8')); } catch {}`,
        `  await new Promise((done) => { const s = net.connect(${String(port)}, '127.0.0.1', () => { s.destroy(); done(); }).on('error', done); });`,
        "  try { fs.writeFileSync('.governance/config.json', '{}'); } catch {}",
        '});',
        '',
      ].join('\n');
      const replay = join(root, 'e2e-replay.json');
      writeFileSync(
        replay,
        JSON.stringify({
          version: 1,
          tasks: {
            T1: [
              {
                writes: {
                  'src/add.js': 'module.exports = (a, b) => a + b;\n',
                  'test/add.test.js': attackTest,
                },
              },
            ],
          },
        }),
      );
      writeFileSync(
        configFile,
        JSON.stringify({
          ...settings,
          agents: { replay: { type: 'replay', file: replay } },
          defaultAgent: 'replay',
          categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'], maxRetries: 0 } },
        }),
      );
      const config = readFileSync(configFile, 'utf8');
      const tasks = join(root, 'e2e-tasks.json');
      writeFileSync(
        tasks,
        JSON.stringify([
          {
            id: 'T1',
            category: 'REFACTORING',
            targetPath: ['src/add.js', 'test/add.test.js'],
            description: 'add two numbers, with a test',
          },
        ]),
      );
      await addTasks({ dir, file: tasks });
      const summary = await runTasks({ dir, hostEnv });
      expect(summary.processed).toEqual([{ id: 'T1', outcome: 'COMPLETED' }]);
      expect(readdirSync(dropped)).toEqual([]);
      expect(readFileSync(configFile, 'utf8')).toBe(config);
      expect(loopbackHits).toBe(0);
      expect(git(dir, 'show', '--name-only', '--format=', 'HEAD').trim().split('\n')).toEqual([
        'src/add.js',
        'test/add.test.js',
      ]);
    });

    it('escape: `govern run` with a replay agent (no agent process) still needs the gate sandbox: exit 3 before any task when bwrap cannot start (needs bwrap)', async () => {
      const dir = smallRepo('no-sandbox-run', 'node test/t.cjs');
      const landing = join(root, 'run-outside');
      mkdirSync(landing, { recursive: true });
      await initWorkspace({ dir, force: false });
      const configFile = join(dir, '.governance', 'config.json');
      const settings = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
      const replay = join(root, 'no-sandbox-replay.json');
      const test = `require('node:fs').writeFileSync(${JSON.stringify(join(landing, 'ran.txt'))}, 'x');\n`;
      writeFileSync(
        replay,
        JSON.stringify({ version: 1, tasks: { T1: [{ writes: { 'test/t.cjs': test } }] } }),
      );
      writeFileSync(
        configFile,
        JSON.stringify({
          ...settings,
          agents: { replay: { type: 'replay', file: replay } },
          defaultAgent: 'replay',
          categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'], maxRetries: 0 } },
        }),
      );
      const tasks = join(root, 'no-sandbox-tasks.json');
      writeFileSync(
        tasks,
        JSON.stringify([
          { id: 'T1', category: 'REFACTORING', targetPath: ['test/t.cjs'], description: 'a test' },
        ]),
      );
      await addTasks({ dir, file: tasks });
      const run = await governAsyncResult(dir, ['run'], {
        HOME: fakeHome,
        PATH: brokenBwrapPath(),
      });
      expect(run.code, run.stderr).toBe(3);
      expect(run.stderr).toContain('cannot start the OS sandbox for the tool gates');
      expect(readdirSync(landing), 'no test ran').toEqual([]);
      const ledger = JSON.parse(readFileSync(join(dir, 'PROGRESS.json'), 'utf8')) as {
        tasks: { id: string; status: string }[];
      };
      expect(ledger.tasks.map((task) => task.status)).toEqual(['PENDING']);
    });

    it('escape: a pull request test under `govern check --tools` cannot write outside or read .env; --no-sandbox is loud and recorded; no sandbox fails closed (needs bwrap)', async () => {
      const off = { enabled: false };
      // The repository's committed config: only the test suite among the tool gates.
      const dir = smallRepo('pr', 'node test/t.cjs', {
        '.governance/config.json': JSON.stringify({
          ...defaultConfig('pr'),
          gates: { TYPE_CHECK: off, SYNTAX_CHECK: off, AST_LINT: off },
        }),
      });
      const landing = join(root, 'pr-outside');
      mkdirSync(landing, { recursive: true });
      mkdirSync(join(dir, 'test'), { recursive: true });
      // The pull request: a test that reads .env into a file outside the checkout.
      writeFileSync(
        join(dir, 'test', 't.cjs'),
        `const fs = require('node:fs');\ntry { fs.writeFileSync(${JSON.stringify(join(landing, 'leak.txt'))}, fs.readFileSync('.env', 'utf8')); } catch {}\n`,
      );
      const env = { HOME: fakeHome, GOVERN_FAKE_SECRET: KERNEL_SECRET };
      const json = ['check', '--tools', '--format', 'json'];
      // Side by side: the run without a sandbox never starts the tests.
      const [none, confined] = await Promise.all([
        governAsyncResult(dir, json, { ...env, PATH: brokenBwrapPath() }),
        governAsyncResult(dir, json, env),
      ]);
      expect(none.code, none.stderr).toBe(3);
      expect(none.stderr).toContain('cannot start the OS sandbox for the tool gates (TEST_SUITE)');
      expect(none.stderr).toContain('--no-sandbox');
      expect(none.stdout).toBe('');
      expect(existsSync(join(landing, 'leak.txt')), 'neither run leaked .env').toBe(false);
      expect(confined.code, confined.stderr).toBe(0);
      expect(confined.stderr).not.toContain('SANDBOX IS OFF');
      const report = JSON.parse(confined.stdout) as {
        verdicts: { gate: string; passed: boolean }[];
        toolSandbox: string;
      };
      expect(report.verdicts.find((v) => v.gate === 'TEST_SUITE')).toMatchObject({ passed: true });
      expect(report.toolSandbox).toBe('bwrap');

      const open = await governAsyncResult(dir, [...json, '--no-sandbox'], env);
      expect(open.code, open.stderr).toBe(0);
      expect(open.stderr).toContain('--no-sandbox: THE OS SANDBOX IS OFF');
      expect((JSON.parse(open.stdout) as { toolSandbox: string }).toolSandbox).toBe('disabled');
      expect(
        readFileSync(join(landing, 'leak.txt'), 'utf8'),
        'control: unconfined it can',
      ).toContain(ENV_SECRET);
    });

    it('escape: the TypeScript a pull request installs (its lockfile) runs in the gate sandbox under `govern check --tools`, never in a resident checker of govern (needs bwrap)', async () => {
      const off = { enabled: false };
      const outside = join(root, 'pr-ts-outside');
      mkdirSync(outside, { recursive: true });
      const marker = join(outside, 'loaded.txt');
      // Whatever loads this package leaves a line outside the checkout, then is TypeScript.
      const leave = `try { require('node:fs').appendFileSync(${JSON.stringify(marker)}, 'loaded\\n'); } catch {}\n`;
      const dir = smallRepo('pr-ts', 'true', {
        '.governance/config.json': JSON.stringify({
          ...defaultConfig('pr-ts'),
          gates: { SYNTAX_CHECK: off, AST_LINT: off, TEST_SUITE: off },
        }),
        'tsconfig.json': JSON.stringify({
          compilerOptions: { strict: true, noEmit: true },
          include: ['src'],
        }),
        'src/a.ts': 'export const a: number = 1;\n',
      });
      const typescript = join(dir, 'node_modules', 'typescript');
      writeFiles(typescript, {
        'package.json': JSON.stringify({
          name: 'typescript',
          version: '5.9.3',
          bin: { tsc: 'bin/tsc' },
        }),
        'lib/typescript.js': `${leave}module.exports = require(${JSON.stringify(join(MODULES, 'typescript', 'lib', 'typescript.js'))});\n`,
        'bin/tsc': `#!/usr/bin/env node\n${leave}require(${JSON.stringify(join(MODULES, 'typescript', 'lib', 'tsc.js'))});\n`,
      });
      chmodSync(join(typescript, 'bin', 'tsc'), 0o755);
      mkdirSync(join(dir, 'node_modules', '.bin'));
      symlinkSync('../typescript/bin/tsc', join(dir, 'node_modules', '.bin', 'tsc'));
      writeFileSync(join(dir, 'src', 'a.ts'), 'export const a: number = 2;\n');
      const result = await governAsyncResult(dir, ['check', '--tools', '--format', 'json'], {
        HOME: fakeHome,
      });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as {
        verdicts: { gate: string; passed: boolean }[];
        toolSandbox: string;
      };
      expect(report.verdicts.find((v) => v.gate === 'TYPE_CHECK')).toMatchObject({ passed: true });
      expect(report.toolSandbox).toBe('bwrap');
      expect(existsSync(marker), "the pull request's TypeScript ran outside the sandbox").toBe(
        false,
      );
    });
  });
});
