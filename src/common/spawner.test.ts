import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { findExecutable } from './find-executable.js';
import { isProcessAlive, runProcess } from './run-process.js';
import { probeSpawner, stopSpawner, useSpawner } from './spawner.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const ENV = { PATH };
// Found as useSpawner finds it: an executable perl on PATH.
const hasPerl = findExecutable('perl', PATH, '/') !== null;

/** The parent of the process `sh` runs as: the helper when routed, this process when not. */
async function parentOfChild(): Promise<number> {
  const result = await runProcess('sh', ['-c', 'echo $PPID'], { cwd: '/', env: ENV });
  return Number(result.stdout.trim());
}

afterEach(async () => {
  await stopSpawner();
});

describe.skipIf(!hasPerl)('the spawner helper (needs perl)', () => {
  it('runs children from the helper, with their output, exit code and only the given environment', async () => {
    expect(useSpawner({ path: PATH })).toBe(true);
    expect(await parentOfChild()).not.toBe(process.pid);
    const dir = makeTempDir();
    const result = await runProcess(
      'sh',
      ['-c', 'pwd; echo "$ONLY|$HOME"; echo oops >&2; exit 3', 'arg with spaces', ''],
      { cwd: dir, env: { PATH, ONLY: 'a=b c' } },
    );
    expect(result).toMatchObject({
      exitCode: 3,
      signal: null,
      stdout: `${dir}\na=b c|\n`,
      stderr: 'oops\n',
      timedOut: false,
      truncated: false,
      spawnError: null,
    });
  });

  it('passes arguments as they are, empty ones and bytes beyond ASCII included', async () => {
    useSpawner({ path: PATH });
    const result = await runProcess(
      'node',
      ['-e', 'process.stdout.write(JSON.stringify(process.argv.slice(1)))', '', 'ü ✓', '-x'],
      { cwd: '/', env: ENV },
    );
    expect(JSON.parse(result.stdout)).toEqual(['', 'ü ✓', '-x']);
  });

  it("gives a child no descriptor of the helper's or of another child's, as a direct spawn does", async () => {
    const listFds = async (): Promise<string> =>
      (await runProcess('sh', ['-c', 'ls /proc/$$/fd'], { cwd: '/', env: ENV })).stdout;
    const direct = await listFds();
    useSpawner({ path: PATH });
    // Another child holds its three pipes open meanwhile.
    const holding = runProcess('sleep', ['0.5'], { cwd: '/', env: ENV, input: 'x' });
    expect(await listFds()).toBe(direct);
    expect(direct.split('\n')).toEqual(expect.arrayContaining(['0', '1', '2']));
    await holding;
  });

  it('feeds stdin in full and returns raw bytes when asked', async () => {
    useSpawner({ path: PATH });
    const input = 'line\n'.repeat(60_000);
    const cat = await runProcess('cat', [], { cwd: '/', env: ENV, input });
    expect(cat.stdout).toBe(input);
    const bytes = await runProcess('printf', ['\\377\\000\\001'], {
      cwd: '/',
      env: ENV,
      keepStdoutBytes: true,
    });
    expect([...(bytes.stdoutBytes ?? [])]).toEqual([0xff, 0x00, 0x01]);
  });

  it('keeps big outputs of concurrent children whole while govern is too busy to read them', async () => {
    useSpawner({ path: PATH });
    const runs = Array.from({ length: 6 }, (_, index) =>
      runProcess('sh', ['-c', `yes ${index} | head -c 1500000; echo done >&2`], {
        cwd: '/',
        env: ENV,
      }),
    );
    // Blocks this event loop while the children write: the helper's replies back up and it
    // must queue them, not stop.
    const until = Date.now() + 400;
    while (Date.now() < until) {
      // busy
    }
    const results = await Promise.all(runs);
    results.forEach((result, index) => {
      expect(result.stdout.length).toBe(1_500_000);
      expect(new Set(result.stdout.split('\n').slice(0, -1))).toEqual(new Set([String(index)]));
      expect(result.stderr).toBe('done\n');
    });
  });

  it('caps each stream at maxOutputBytes and says it truncated', async () => {
    useSpawner({ path: PATH });
    const result = await runProcess('head', ['-c', '300000', '/dev/zero'], {
      cwd: '/',
      env: ENV,
      maxOutputBytes: 1_000,
    });
    expect(result.stdout.length).toBe(1_000);
    expect(result.truncated).toBe(true);
    expect(result.exitCode).toBe(0);
  });

  it('reports a program or directory that is not there as a spawn error, like a direct spawn', async () => {
    useSpawner({ path: PATH });
    const missing = await runProcess('no-such-program-govern', [], { cwd: '/', env: ENV });
    expect(missing).toMatchObject({ exitCode: null, spawnErrorCode: 'ENOENT' });
    expect(missing.spawnError).toContain('no-such-program-govern');
    const badDir = await runProcess('true', [], { cwd: '/no/such/dir', env: ENV });
    expect(badDir).toMatchObject({ exitCode: null, spawnErrorCode: 'ENOENT' });
  });

  it('names the signal that killed a child', async () => {
    useSpawner({ path: PATH });
    const result = await runProcess('sh', ['-c', 'kill -9 $$'], { cwd: '/', env: ENV });
    expect(result).toMatchObject({ exitCode: null, signal: 'SIGKILL' });
  });

  it('starts each child in its own session and stops the whole group at the deadline', async () => {
    useSpawner({ path: PATH });
    const dir = makeTempDir();
    const pidFile = join(dir, 'grandchild');
    let leader = 0;
    const result = await runProcess(
      'sh',
      ['-c', `sleep 30 & echo $! > ${pidFile}; cut -d' ' -f6 /proc/$$/stat > ${pidFile}.sid; wait`],
      {
        cwd: dir,
        env: ENV,
        timeoutMs: 500,
        onSpawn: (pid) => {
          leader = pid;
        },
      },
    );
    expect(result.timedOut).toBe(true);
    expect(Number(readFileSync(`${pidFile}.sid`, 'utf8'))).toBe(leader);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isProcessAlive(grandchild), { timeout: 3_000 }).toBe(false);
  });

  it('stops a child whose caller aborted before it started', async () => {
    useSpawner({ path: PATH });
    const controller = new AbortController();
    controller.abort();
    const started = Date.now();
    const result = await runProcess('sleep', ['30'], {
      cwd: '/',
      env: ENV,
      signal: controller.signal,
    });
    expect(result.signal).toBe('SIGTERM');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps concurrent calls apart', async () => {
    useSpawner({ path: PATH });
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        runProcess('sh', ['-c', `sleep 0.0${index % 5}; echo ${index}; echo e${index} >&2`], {
          cwd: '/',
          env: ENV,
        }),
      ),
    );
    expect(results.map((result) => result.stdout)).toEqual(
      Array.from({ length: 24 }, (_, index) => `${index}\n`),
    );
    expect(results.map((result) => result.stderr)).toEqual(
      Array.from({ length: 24 }, (_, index) => `e${index}\n`),
    );
  });

  it('lets the children it runs finish when stopped, then exits', async () => {
    useSpawner({ path: PATH });
    const pending = runProcess('sh', ['-c', 'sleep 0.3; echo done'], { cwd: '/', env: ENV });
    await stopSpawner();
    expect((await pending).stdout).toBe('done\n');
    expect(await parentOfChild()).toBe(process.pid);
  });

  it('fails the calls a dead helper held and spawns here from then on', async () => {
    useSpawner({ path: PATH });
    // The child kills its own parent: the helper.
    const lost = await runProcess('sh', ['-c', 'kill -9 $PPID; sleep 0.3; echo late'], {
      cwd: '/',
      env: ENV,
    });
    expect(lost).toMatchObject({ exitCode: null, spawnErrorCode: 'SPAWNER_FAILED' });
    expect(lost.spawnError).toContain('spawner (perl) stopped');
    expect(await parentOfChild()).toBe(process.pid);
  });
});

describe('probeSpawner (govern doctor)', () => {
  it.skipIf(!hasPerl)(
    'starts the helper, runs one program through it and turns the route off again (needs perl)',
    async () => {
      const probe = await probeSpawner({ path: PATH });
      expect(probe).toMatchObject({ kind: 'on', perl: expect.stringMatching(/\/perl$/) as string });
      expect(await parentOfChild()).toBe(process.pid);
    },
  );

  it('says why it is off', async () => {
    expect(await probeSpawner({ path: makeTempDir() })).toEqual({
      kind: 'off',
      reason: 'no perl on PATH',
    });
    expect(await probeSpawner({ path: PATH, setting: 'off' })).toEqual({
      kind: 'off',
      reason: 'GOVERN_SPAWNER=off',
    });
  });
});

describe('without the spawner', () => {
  it('spawns here when no perl is on PATH or the setting says off', async () => {
    expect(useSpawner({ path: makeTempDir() })).toBe(false);
    expect(await parentOfChild()).toBe(process.pid);
    expect(useSpawner({ path: PATH, setting: 'off' })).toBe(false);
    expect(useSpawner({ path: PATH, setting: '0' })).toBe(false);
    expect(await parentOfChild()).toBe(process.pid);
  });
});
