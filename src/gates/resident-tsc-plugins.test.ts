import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../common/index.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import { releaseResidentCheckers } from './resident-tsc.js';
import { detectToolCommand } from './tool-detect.js';
import { runToolGate } from './tool-gates.js';
import type { ToolCommand } from './types.js';

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');

/*
 * The resident type checker runs in govern's own process, outside the gate sandbox. That is
 * sound only while it executes no code of the repository: TypeScript's compiler never loads
 * `compilerOptions.plugins` (language-service plugins are loaded by editors' tsserver only,
 * and "transform" entries by patched compilers), nor anything else the tsconfig names.
 */
describe('the resident type checker runs no repository code', () => {
  it('does not load a plugin a tsconfig names, resident or as a tsc process', async () => {
    const repo = makeTempDir('govern-tsc-plugin-');
    onTestFinished(() => releaseResidentCheckers(repo));
    const marker = join(repo, 'PLUGIN-LOADED');
    const modules = join(repo, 'node_modules');
    mkdirSync(join(modules, '.bin'), { recursive: true });
    symlinkSync(join(GOVERN_MODULES, 'typescript'), join(modules, 'typescript'));
    symlinkSync('../typescript/bin/tsc', join(modules, '.bin', 'tsc'));
    for (const name of ['evil-plugin', 'evil-transform']) {
      mkdirSync(join(modules, name));
      writeFileSync(
        join(modules, name, 'index.js'),
        `require('node:fs').appendFileSync(${JSON.stringify(marker)}, '${name}\\n');\nmodule.exports = () => ({ create: (info) => info.languageService });\n`,
      );
    }
    writeFileSync(
      join(repo, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          types: [],
          plugins: [{ name: 'evil-plugin' }, { transform: 'evil-transform' }],
        },
        include: ['src'],
      }),
    );
    mkdirSync(join(repo, 'src'));
    writeFileSync(join(repo, 'src', 'a.ts'), 'export const a: number = 1;\n');
    const detected = detectToolCommand('TYPE_CHECK', repo);
    expect(detected?.resident).toEqual({ project: 'tsconfig.json' });
    const input = {
      workspace: repo,
      changes: [],
      env: sanitizeEnv(process.env, BASE_ENV_ALLOWLIST),
    };

    const resident = await runToolGate('TYPE_CHECK', detected!, input);
    expect(resident.passed, resident.output).toBe(true);
    expect(resident.output ?? '').not.toContain('could not answer');
    const asProcess: ToolCommand = {
      command: detected!.command,
      args: detected!.args,
      appendFiles: false,
      timeoutMs: detected!.timeoutMs,
    };
    const viaTsc = await runToolGate('TYPE_CHECK', asProcess, input);
    expect(viaTsc.passed, viaTsc.output).toBe(true);

    expect(existsSync(marker), 'a plugin named in tsconfig.json was loaded').toBe(false);
    // Control: the plugin does run when something does load it.
    createRequire(import.meta.url)(join(modules, 'evil-plugin', 'index.js'));
    expect(existsSync(marker)).toBe(true);
  }, 60_000);
});
