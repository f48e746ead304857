import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { findExecutable, runProcess } from '../../src/common/index.js';
import { ROOT } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/temp.js';

const hasPerl = findExecutable('perl', process.env['PATH'], '/') !== null;

/** Running, and not a zombie waiting for init to reap it. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe.skipIf(!hasPerl)('the spawner helper when govern dies (needs perl)', () => {
  it('kills the children that asked to die with their parent (bwrap) and lets git-like ones finish', async () => {
    const dir = makeTempDir();
    const common = join(ROOT, 'dist', 'common', 'index.js');
    // Two children through the helper: one started with --die-with-parent (as bwrap is),
    // one without (as git is). Each writes its pid, then waits.
    const script = `
      import { runProcess, useSpawner } from ${JSON.stringify(common)};
      useSpawner({ path: process.env.PATH });
      const env = { PATH: process.env.PATH };
      void runProcess('sh', ['-c', 'echo $$ > sandboxed; exec sleep 30', '--die-with-parent'], { cwd: ${JSON.stringify(dir)}, env });
      void runProcess('sh', ['-c', 'echo $$ > plain; exec sleep 30'], { cwd: ${JSON.stringify(dir)}, env });
      setInterval(() => undefined, 1000);
    `;
    let governPid = 0;
    const govern = runProcess(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
      onSpawn: (pid) => {
        governPid = pid;
      },
    });
    const pidOf = (name: string): number => Number(readFileSync(join(dir, name), 'utf8'));
    await expect
      .poll(() => existsSync(join(dir, 'sandboxed')) && existsSync(join(dir, 'plain')), {
        timeout: 10_000,
      })
      .toBe(true);
    const sandboxed = pidOf('sandboxed');
    const plain = pidOf('plain');
    onTestFinished(() => {
      for (const pid of [sandboxed, plain]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
    });
    expect(isRunning(sandboxed) && isRunning(plain)).toBe(true);

    process.kill(governPid, 'SIGKILL');
    expect((await govern).signal).toBe('SIGKILL');
    await expect.poll(() => isRunning(sandboxed), { timeout: 5_000 }).toBe(false);
    expect(isRunning(plain)).toBe(true);
  });
});
