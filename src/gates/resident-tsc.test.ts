import { chmodSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST, runProcess, sanitizeEnv } from '../common/index.js';
import { makeTempDirManual } from '../../test/helpers/temp.js';
import { releaseResidentCheckers, residentTypeCheck } from './resident-tsc.js';
import { detectToolCommand } from './tool-detect.js';
import { primeResidentCheck } from './tsc-state.js';
import { runToolGate } from './tool-gates.js';

// The resident checker must say exactly what `tsc --noEmit --pretty false -p tsconfig.json`
// says, edit after edit, while reusing what did not change.

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');
const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
});
const A = [
  'export interface Shape {',
  '  readonly size: number;',
  '}',
  '',
  'export function make(size: number): Shape {',
  '  return { size };',
  '}',
  '',
].join('\n');
const B = [
  "import { make } from './a.js';",
  '',
  'export function twice(size: number): number {',
  '  return make(size).size * 2;',
  '}',
  '',
].join('\n');

let root = '';
let ws = '';

function write(name: string, content: string): void {
  mkdirSync(join(ws, name, '..'), { recursive: true });
  writeFileSync(join(ws, name), content);
}

async function tscSays(): Promise<{ exitCode: number | null; output: string }> {
  const result = await runProcess(
    join(ws, 'node_modules', '.bin', 'tsc'),
    ['--noEmit', '--pretty', 'false', '-p', 'tsconfig.json'],
    { cwd: ws, env: sanitizeEnv(process.env, BASE_ENV_ALLOWLIST), timeoutMs: 120_000 },
  );
  return { exitCode: result.exitCode, output: result.stdout + result.stderr };
}

async function residentSays(
  timeoutMs = 120_000,
): Promise<{ exitCode: number | null; output: string; reused: number }> {
  const outcome = await residentTypeCheck({
    workspace: ws,
    project: 'tsconfig.json',
    tscPath: join(ws, 'node_modules', '.bin', 'tsc'),
    timeoutMs,
  });
  if (outcome?.kind !== 'checked') {
    throw new Error(`no verdict: ${JSON.stringify(outcome)}`);
  }
  return {
    exitCode: outcome.result.timedOut ? null : outcome.result.exitCode,
    output: outcome.result.stdout,
    reused: outcome.reused,
  };
}

beforeAll(() => {
  root = makeTempDirManual('govern-resident-');
  ws = join(root, 'project');
  mkdirSync(ws);
  symlinkSync(GOVERN_MODULES, join(ws, 'node_modules'));
  write('tsconfig.json', TSCONFIG);
  write('src/a.ts', A);
  write('src/b.ts', B);
});

afterAll(async () => {
  await releaseResidentCheckers();
  rmSync(root, { recursive: true, force: true });
});

describe('resident type checker', () => {
  it('says what tsc says after every kind of edit, reusing unchanged files', async () => {
    const edits: [string, () => void][] = [
      ['the clean tree', () => {}],
      [
        'a body edit',
        () => {
          write('src/b.ts', B.replace('* 2', '* 3'));
        },
      ],
      [
        'a type error',
        () => {
          write('src/b.ts', `${B}export const bad: number = 'x';\n`);
        },
      ],
      [
        'an exported type change that breaks an importer',
        () => {
          write('src/b.ts', B);
          write('src/a.ts', A.replace('readonly size: number', 'readonly size: string'));
        },
      ],
      [
        'a syntax error',
        () => {
          write('src/a.ts', `${A}export function (\n`);
        },
      ],
      [
        'a new file',
        () => {
          write('src/a.ts', A);
          write(
            'src/c.ts',
            "import { twice } from './b.js';\nexport const c: string = twice(1);\n",
          );
        },
      ],
      [
        'a deleted file',
        () => {
          rmSync(join(ws, 'src/c.ts'));
        },
      ],
      [
        'a broken tsconfig',
        () => {
          write('tsconfig.json', '{ "compilerOptions": { ');
        },
      ],
      [
        'a stricter tsconfig',
        () => {
          write(
            'tsconfig.json',
            TSCONFIG.replace('"strict":true', '"strict":true,"noUnusedLocals":true'),
          );
        },
      ],
      [
        'an unused local under it',
        () => {
          write('src/b.ts', `${B}function unused(): void {}\n`);
        },
      ],
      [
        'noEmitOnError with a type error',
        () => {
          write(
            'tsconfig.json',
            TSCONFIG.replace('"strict":true', '"strict":true,"noEmitOnError":true'),
          );
          write('src/b.ts', `${B}export const bad: number = 'x';\n`);
        },
      ],
      [
        'noEmitOnError, fixed',
        () => {
          write('src/b.ts', B);
        },
      ],
    ];
    const reused: number[] = [];
    for (const [what, edit] of edits) {
      edit();
      const expected = await tscSays();
      const actual = await residentSays();
      expect({ what, exitCode: actual.exitCode, output: actual.output }).toEqual({
        what,
        exitCode: expected.exitCode,
        output: expected.output,
      });
      reused.push(actual.reused);
    }
    // Errors were really found along the way, and later checks reused parsed files.
    expect(reused[0]).toBe(0);
    expect(reused[1]).toBeGreaterThan(0);
    write('tsconfig.json', TSCONFIG);
    write('src/b.ts', B);
  }, 120_000);

  it("shares lib files with another tree's checker, and still says what tsc says there", async () => {
    await releaseResidentCheckers();
    const first = await residentSays();
    expect(first.reused).toBe(0);
    // A second tree (a worktree of a parallel run): its own files differ, one has an error.
    const other = join(root, 'other');
    mkdirSync(join(other, 'src'), { recursive: true });
    symlinkSync(GOVERN_MODULES, join(other, 'node_modules'));
    writeFileSync(join(other, 'tsconfig.json'), TSCONFIG);
    writeFileSync(join(other, 'src', 'a.ts'), A);
    writeFileSync(join(other, 'src', 'b.ts'), B.replace('* 2', "* 'x'"));
    const own = ws;
    ws = other;
    try {
      const shared = await residentSays();
      // Its first check: the lib files the first tree's checker parsed are reused.
      expect(shared.reused).toBeGreaterThan(0);
      expect(shared.exitCode).not.toBe(0);
      expect(shared).toMatchObject(await tscSays());
    } finally {
      ws = own;
      await releaseResidentCheckers(other);
    }
  }, 120_000);

  it('primed before an edit, answers the first check after it as tsc does, from warm', async () => {
    await releaseResidentCheckers(ws);
    const detected = detectToolCommand('TYPE_CHECK', ws)!;
    // The checker residentSays asks: the same tree and project, no state file.
    const at = detected.args.indexOf('--tsBuildInfoFile');
    const command = {
      ...detected,
      args: at === -1 ? detected.args : detected.args.filter((_, i) => i !== at && i !== at + 1),
    };
    // Primed while an agent writes: one file is read half-written, then finished with an
    // error, and the importer it breaks is not touched at all.
    write('src/a.ts', 'export interface Shape {\n');
    const primed = primeResidentCheck(command, ws);
    write('src/a.ts', A.replace('readonly size: number', 'readonly size: string'));
    await primed;
    const actual = await residentSays();
    expect(actual.reused).toBeGreaterThan(0);
    expect(actual.exitCode).not.toBe(0);
    expect(actual.output).toContain('src/b.ts');
    expect(actual).toMatchObject(await tscSays());
    write('src/a.ts', A);
    // A warm tree is not primed again: its gate's one check covers the new base too.
    const again = await residentTypeCheck({
      workspace: ws,
      project: 'tsconfig.json',
      tscPath: command.command,
      timeoutMs: 60_000,
      onlyCold: true,
    });
    expect(again).toBeNull();
  }, 60_000);

  it('answers a check still running when its tree is released, at once and not at its timeout', async () => {
    // A primer's check whose task failed an earlier gate: the run releases the tree while the
    // checker still builds its program. Before, its two-minute timer kept the process alive.
    await releaseResidentCheckers(ws);
    const started = performance.now();
    const running = residentTypeCheck({
      workspace: ws,
      project: 'tsconfig.json',
      tscPath: join(ws, 'node_modules', '.bin', 'tsc'),
      timeoutMs: 120_000,
    });
    await releaseResidentCheckers(ws);
    const outcome = await running;
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: 'the type checker was released: its tree is done',
    });
    // The next check starts a checker again.
    expect(await residentSays()).toMatchObject({ exitCode: 0, output: '' });
  }, 60_000);

  it('reads nothing through a symbolic link out of the tree, and gives no verdict then', async () => {
    // What the gate sandbox hides, linked into the tree by an agent: tsc's diagnostics would
    // quote it ("Cannot find name '…'"). The resident runs outside the sandbox, so it must
    // refuse, and TYPE_CHECK runs tsc in the sandbox instead.
    const secret = join(root, 'credentials');
    writeFileSync(secret, 'aws_secret_access_key = wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY\n');
    symlinkSync(secret, join(ws, 'src', 'leak.ts'));
    try {
      const outcome = await residentTypeCheck({
        workspace: ws,
        project: 'tsconfig.json',
        tscPath: join(ws, 'node_modules', '.bin', 'tsc'),
        timeoutMs: 60_000,
      });
      expect(outcome?.kind).toBe('failed');
      const reason = outcome?.kind === 'failed' ? outcome.reason : '';
      expect(reason).toContain('src/leak.ts leads out of the tree');
      expect(reason).not.toContain('wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY');
    } finally {
      rmSync(join(ws, 'src', 'leak.ts'));
    }
    // That tree's checks go to tsc from now on, without building a program to refuse again.
    const next = await residentTypeCheck({
      workspace: ws,
      project: 'tsconfig.json',
      tscPath: join(ws, 'node_modules', '.bin', 'tsc'),
      timeoutMs: 60_000,
    });
    expect(next).toBeNull();
    // Released (its run ended), the tree is checked by a resident again, reading node_modules
    // through its link.
    await releaseResidentCheckers(ws);
    expect(await residentSays()).toMatchObject({ exitCode: 0, output: '' });
  }, 60_000);

  it('reads no file the sandbox masks, and reads through a link that stays in the tree', async () => {
    const check = (masked?: readonly string[]) =>
      residentTypeCheck({
        workspace: ws,
        project: 'tsconfig.json',
        tscPath: join(ws, 'node_modules', '.bin', 'tsc'),
        timeoutMs: 60_000,
        ...(masked === undefined ? {} : { masked }),
      });
    const reasonOf = (outcome: Awaited<ReturnType<typeof check>>): string =>
      outcome?.kind === 'failed' ? outcome.reason : `no refusal: ${JSON.stringify(outcome)}`;
    // A link to a file of the tree that nothing masks is read: the verdict is tsc's.
    symlinkSync('b.ts', join(ws, 'src', 'alias.ts'));
    expect(await residentSays()).toMatchObject(await tscSays());
    rmSync(join(ws, 'src', 'alias.ts'));
    // A built-in mask (`secrets/`), imported without any link.
    mkdirSync(join(ws, 'src', 'secrets'));
    write(
      'src/secrets/keys.ts',
      'export const key: number = wJalrXUtnFEMIK7MDENGbPxRfiCYMASKED;\n',
    );
    const builtIn = reasonOf(await check());
    expect(builtIn).toContain('src/secrets/keys.ts is masked from the agent');
    expect(builtIn).not.toContain('wJalrXUtnFEMIK7MDENGbPxRfiCYMASKED');
    rmSync(join(ws, 'src', 'secrets'), { recursive: true });
    // A mask of the policy's `forbiddenPaths`, a checker of its own (another key).
    write('src/private.ts', 'export const p = 1;\n');
    expect(reasonOf(await check(['src/private.ts']))).toContain(
      'src/private.ts is masked from the agent',
    );
    rmSync(join(ws, 'src', 'private.ts'));
    await releaseResidentCheckers(ws);
  }, 60_000);

  it('stops a check that outlives its deadline, then starts afresh', async () => {
    await releaseResidentCheckers(ws);
    const late = await residentSays(5);
    expect(late.exitCode).toBeNull();
    const next = await residentSays();
    expect(next).toMatchObject({ exitCode: 0, output: '', reused: 0 });
  }, 60_000);

  it('is used by TYPE_CHECK, and a checker that cannot answer falls back to tsc', async () => {
    // A TypeScript whose library throws on load, and a tsc that reports one error.
    const broken = join(root, 'broken');
    const pkg = join(broken, 'node_modules', 'typescript');
    mkdirSync(join(pkg, 'lib'), { recursive: true });
    mkdirSync(join(pkg, 'bin'));
    mkdirSync(join(broken, 'node_modules', '.bin'));
    writeFileSync(join(pkg, 'package.json'), '{"name":"typescript","version":"0.0.0"}');
    writeFileSync(join(pkg, 'lib', 'typescript.js'), "throw new Error('broken typescript');\n");
    writeFileSync(
      join(pkg, 'bin', 'tsc'),
      '#!/bin/sh\necho "src/x.ts(1,1): error TS1000: from the tsc process"\nexit 1\n',
    );
    chmodSync(join(pkg, 'bin', 'tsc'), 0o755);
    symlinkSync('../typescript/bin/tsc', join(broken, 'node_modules', '.bin', 'tsc'));
    writeFileSync(join(broken, 'tsconfig.json'), '{}');
    const command = detectToolCommand('TYPE_CHECK', broken)!;
    expect(command.resident).toEqual({ project: 'tsconfig.json' });
    const verdict = await runToolGate('TYPE_CHECK', command, {
      workspace: broken,
      changes: [],
      env: sanitizeEnv(process.env, BASE_ENV_ALLOWLIST),
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((f) => f.message)).toEqual(['from the tsc process']);
    expect(verdict.output).toContain('the resident type checker could not answer');
    expect(verdict.output).toContain('broken typescript');
  }, 60_000);
});
