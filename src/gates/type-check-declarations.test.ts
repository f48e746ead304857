import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST, runProcess, sanitizeEnv } from '../common/index.js';
import { makeTempDirManual } from '../../test/helpers/temp.js';
import { releaseResidentCheckers, residentTypeCheck } from './resident-tsc.js';
import { detectToolCommand } from './tool-detect.js';

// A project whose tsconfig builds only declarations from JavaScript (`emitDeclarationOnly`, as
// ascii-table3's does) made tsc refuse TYPE_CHECK's `--noEmit` beside it (TS5053), so every
// change to it failed the gate (the sixtieth bench:real set, TypeScript 4.9.5). The check turns
// that option off, by flag on the command line and by option in the resident checker, and still
// fails errors. govern's own TypeScript (5 and later) no longer refuses the pair, so here the
// flag is checked by its presence and by tsc's verdicts with it; the refusal itself is
// reproduced by bench:real's sixtieth set, whose toolchain pins 4.9.5.

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');
const TSCONFIG = JSON.stringify({
  compilerOptions: {
    allowJs: true,
    checkJs: true,
    declaration: true,
    emitDeclarationOnly: true,
    outDir: 'types',
    target: 'ES2020',
    types: [],
  },
  include: ['lib'],
});

let root = '';
let ws = '';

beforeAll(() => {
  root = makeTempDirManual('govern-declarations-');
  ws = join(root, 'project');
  mkdirSync(join(ws, 'lib'), { recursive: true });
  symlinkSync(GOVERN_MODULES, join(ws, 'node_modules'));
  writeFileSync(join(ws, 'tsconfig.json'), TSCONFIG);
  writeFileSync(join(ws, 'package.json'), JSON.stringify({ name: 'p', version: '1.0.0' }));
});

afterAll(async () => {
  await releaseResidentCheckers();
  rmSync(root, { recursive: true, force: true });
});

function writeLib(body: string): void {
  writeFileSync(join(ws, 'lib', 'table.js'), body);
}

describe('TYPE_CHECK on a project that emits declarations only', () => {
  const clean = '/** @param {number} n */\nexport function pad(n) {\n  return String(n);\n}\n';
  const broken =
    '/** @param {number} n */\nexport function pad(n) {\n  return n.toUpperCase();\n}\n';

  it('runs tsc with emitDeclarationOnly off: a clean tree passes, a type error fails', async () => {
    const command = detectToolCommand('TYPE_CHECK', ws);
    expect(command?.args).toEqual(expect.arrayContaining(['--emitDeclarationOnly', 'false']));
    const run = () =>
      runProcess(command?.command ?? '', command?.args ?? [], {
        cwd: ws,
        env: sanitizeEnv(process.env, BASE_ENV_ALLOWLIST),
        timeoutMs: 120_000,
      });
    writeLib(clean);
    const passed = await run();
    expect(passed.stdout + passed.stderr).toBe('');
    expect(passed.exitCode).toBe(0);
    writeLib(broken);
    const failed = await run();
    expect(failed.exitCode).not.toBe(0);
    expect(failed.stdout).toContain("Property 'toUpperCase' does not exist");
  });

  it('the resident checker says the same', async () => {
    const check = async () => {
      const outcome = await residentTypeCheck({
        workspace: ws,
        project: 'tsconfig.json',
        tscPath: join(ws, 'node_modules', '.bin', 'tsc'),
        timeoutMs: 120_000,
      });
      if (outcome?.kind !== 'checked') {
        throw new Error(`no verdict: ${JSON.stringify(outcome)}`);
      }
      return outcome.result;
    };
    writeLib(clean);
    expect((await check()).exitCode).toBe(0);
    writeLib(broken);
    const failed = await check();
    expect(failed.exitCode).not.toBe(0);
    expect(failed.stdout).toContain("Property 'toUpperCase' does not exist");
  });

  it('leaves the command as it was for a project that emits normally', () => {
    writeFileSync(join(ws, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
    expect(detectToolCommand('TYPE_CHECK', ws)?.args).not.toContain('--emitDeclarationOnly');
    writeFileSync(join(ws, 'tsconfig.json'), TSCONFIG);
  });
});
