/* eslint-disable max-lines -- one table of escapes and their controls reads best in one place */
import {
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
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runProcess } from '../../src/common/index.js';
import type { ProcessResult } from '../../src/common/index.js';
import { policySchema } from '../../src/config/policy.js';
import { createSandboxSession, probeSandbox } from '../../src/sandbox/index.js';
import type { SandboxSession } from '../../src/sandbox/index.js';
import { git } from '../helpers/git-repo.js';
import { makeTempDir, makeTempDirManual } from '../helpers/temp.js';

/*
 * Each escape is a script an agent could run, executed inside the real sandbox through the
 * session's wrapper and runProcess, exactly as an adapter starts an agent. Each asserts the
 * attempt failed twice over: the script did not print its ESCAPED marker, and the host
 * shows no trace (files unchanged, nothing created, nothing left running).
 */

const probe = await probeSandbox({ hostEnv: process.env });
const hasBwrap = probe.available && probe.mechanism === 'bwrap';
const NODE = process.execPath;
const FAKE_SECRET = 'sk-govern-kernel-fake-secret-4d1f';
const ENV_SECRET = 'env-file-secret-9a7c';

/** Whether this machine can cap memory with a cgroup (root with v1 here; v2 when delegated). */
const memoryCapReason = await (async (): Promise<string | null> => {
  if (!hasBwrap) {
    return 'no bwrap';
  }
  const dir = makeTempDirManual('govern-escape-probe-');
  try {
    const session = await createSandboxSession({
      worktree: dir,
      attemptDir: dir,
      policy: { maxMemoryMb: 64 },
      hostEnv: {},
    });
    await session.dispose();
    return session.memory.applied ? null : (session.memory.reason ?? 'not applied');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

let root = '';
let worktree = '';
let outside = '';
let fakeHome = '';
let hostEnv: Record<string, string> = {};
let httpServer: Server | undefined;
let httpPort = 0;

function fixture(): void {
  // Not under /tmp: the sandbox replaces /tmp, and these escapes must meet read-only
  // mounts of real host paths, not an empty tmpfs.
  root = mkdtempSync('/var/tmp/govern-escape-');
  worktree = join(root, 'wt');
  outside = join(root, 'outside');
  fakeHome = join(root, 'home');
  const files: Record<string, string> = {
    'src/index.ts': 'export const answer = 42;\n',
    'ref/spec.md': 'REFERENCE-CONTENT\n',
    'docs/guide.md': 'guide\n',
    '.env': `TOKEN=${ENV_SECRET}\n`,
    'pkg/.env.local': `NESTED=${ENV_SECRET}\n`,
    'secrets/token.txt': `${ENV_SECRET}\n`,
    'certs/server.pem': `PEM ${ENV_SECRET}\n`,
    'deploy.key': `KEY ${ENV_SECRET}\n`,
    'private/notes.txt': `PRIVATE ${ENV_SECRET}\n`,
    '.bashrc': 'echo original\n',
    '.envrc': 'export ORIGINAL=1\n',
    '.governance/config.json': '{"version":1}\n',
    'PROGRESS.json': '{"tasks":[]}\n',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(worktree, path, '..'), { recursive: true });
    writeFileSync(join(worktree, path), content);
  }
  git(worktree, 'init', '-q', '-b', 'main');
  git(worktree, 'add', 'src', 'ref', 'docs');
  git(worktree, 'commit', '-q', '-m', 'initial');
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'victim.txt'), 'untouched\n');
  symlinkSync(outside, join(worktree, 'planted-link'));
  mkdirSync(join(fakeHome, '.ssh'), { recursive: true });
  writeFileSync(join(fakeHome, '.ssh', 'id_rsa'), `SSH ${ENV_SECRET}\n`);
  hostEnv = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: fakeHome,
    LANG: 'C.UTF-8',
    GOVERN_FAKE_SECRET: FAKE_SECRET,
  };
}

beforeAll(async () => {
  if (!hasBwrap) {
    return;
  }
  fixture();
  // It closes its side after each answer, as model servers may after an error answer.
  httpServer = createServer((request, response) => {
    response.setHeader('connection', 'close');
    response.setHeader('x-seen-host', request.headers.host ?? '');
    response.end('LOOPBACK-REACHED');
  });
  await new Promise<void>((resolve) => httpServer?.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  httpPort = typeof address === 'object' && address !== null ? address.port : 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (httpServer === undefined) {
      resolve();
    } else {
      httpServer.close(() => {
        resolve();
      });
    }
  });
  if (root !== '') {
    rmSync(root, { recursive: true, force: true });
  }
});

interface AttemptOptions {
  readonly policy?: Record<string, unknown>;
  readonly timeoutMs?: number | null;
  /** The environment the adapter asks for; default: the session's own. */
  readonly specEnv?: (session: SandboxSession) => Record<string, string>;
}

interface Attempt extends ProcessResult {
  readonly session: SandboxSession;
  readonly output: string;
}

/** Runs `script` with /bin/sh as an agent would, inside a fresh session. */
async function attempt(script: string, options: AttemptOptions = {}): Promise<Attempt> {
  const session = await createSandboxSession({
    worktree,
    attemptDir: makeTempDir('govern-escape-attempt-'),
    policy: policySchema.parse(options.policy ?? {}),
    hostEnv,
    extraEnv: { AGENT_API_KEY: 'agent-key' },
  });
  onTestFinished(() => session.dispose());
  const spec = session.wrap({
    program: '/bin/sh',
    args: ['-c', script],
    env: options.specEnv?.(session) ?? session.env,
    cwd: worktree,
  });
  const timeoutMs = options.timeoutMs === undefined ? 30_000 : options.timeoutMs;
  const result = await runProcess(spec.program, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    ...(timeoutMs === null ? {} : { timeoutMs }),
  });
  return { ...result, session, output: result.stdout + result.stderr };
}

/**
 * Runs `script` with /bin/sh in a sandbox session on the worktree `tree` of the main
 * checkout `<base>/main` (a parallel run's layout), disposed when the test ends.
 */
async function inWorktreeSession(base: string, tree: string, script: string) {
  const session = await createSandboxSession({
    worktree: tree,
    attemptDir: makeTempDir('govern-escape-attempt-'),
    policy: policySchema.parse({}),
    hostEnv,
    maskRoots: [join(base, 'main')],
  });
  onTestFinished(() => session.dispose());
  const spec = session.wrap({
    program: '/bin/sh',
    args: ['-c', script],
    env: session.env,
    cwd: tree,
  });
  return runProcess(spec.program, spec.args, { cwd: spec.cwd, env: spec.env });
}

function read(path: string): string {
  return readFileSync(path, 'utf8');
}

/** A node one-liner for scripts; the sandbox sees the kernel's node at the same path. */
function nodeEval(code: string): string {
  return `${NODE} -e '${code.replace(/'/g, `'"'"'`)}'`;
}

const untouched = (): void => {
  expect(read(join(outside, 'victim.txt'))).toBe('untouched\n');
};
const absent =
  (...paths: string[]) =>
  (): void => {
    for (const path of paths) {
      expect(existsSync(path.startsWith('/') ? path : join(worktree, path)), path).toBe(false);
    }
  };
const unchanged = (path: string, content: string) => (): void => {
  expect(read(join(worktree, path))).toBe(content);
};

/** An escape: a script that prints ESCAPED if a step it should not manage succeeds. */
interface EscapeCase {
  readonly title: string;
  readonly script: () => string;
  readonly policy?: Record<string, unknown>;
  /** Secrets that must appear in neither stdout nor stderr. */
  readonly secrets?: readonly string[];
  /** Names a listing must not show (stdout only: an error message may name the path). */
  readonly unlisted?: readonly string[];
  /** The host-side proof that nothing happened. */
  readonly host?: () => void;
  /** Worktree paths the attempt may leave behind (symlinks, copies). */
  readonly cleanup?: readonly string[];
}

const ESCAPES: readonly EscapeCase[] = [
  {
    title: 'write a file outside the worktree',
    script: () =>
      `echo owned > ${outside}/victim.txt && echo ESCAPED; echo n > ${outside}/new.txt && echo ESCAPED`,
    host: () => {
      untouched();
      absent(`${outside}/new.txt`)();
    },
  },
  {
    title: 'write system files',
    script: () =>
      'echo x > /etc/govern-escape && echo ESCAPED; touch /usr/local/bin/govern-escape && echo ESCAPED',
    host: absent('/etc/govern-escape', '/usr/local/bin/govern-escape'),
  },
  {
    title: 'write through a symlink the agent creates',
    script: () =>
      `ln -s ${outside} out-link && echo o > out-link/victim.txt && echo ESCAPED; ln -s ${outside}/victim.txt v && echo o > v && echo ESCAPED`,
    host: untouched,
    cleanup: ['out-link', 'v'],
  },
  {
    title: 'write through a symlink planted before the attempt',
    script: () => 'echo owned > planted-link/victim.txt && echo ESCAPED',
    host: untouched,
  },
  {
    title: 'write outside via /proc/self/root and /proc/1/root',
    script: () =>
      `echo o > /proc/self/root${outside}/victim.txt && echo ESCAPED; echo x > /proc/1/root${outside}/new.txt && echo ESCAPED`,
    host: () => {
      untouched();
      absent(`${outside}/new.txt`)();
    },
  },
  {
    title: 'write outside via /proc/*/cwd',
    script: () =>
      'for d in /proc/[0-9]*/cwd; do echo o > "$d/../outside/victim.txt" && echo ESCAPED; echo x > "$d/../outside/cwd.txt" && echo ESCAPED; done; true',
    host: () => {
      untouched();
      absent(`${outside}/cwd.txt`)();
    },
  },
  {
    title: 'write outside writeOnlyPaths inside the worktree',
    script: () => 'echo x > docs/guide.md && echo ESCAPED; echo x > new-top.txt && echo ESCAPED',
    policy: { writeOnlyPaths: ['src'] },
    host: () => {
      unchanged('docs/guide.md', 'guide\n')();
      absent('new-top.txt')();
    },
  },
  {
    title: 'read a masked .env by relative path',
    script: () => 'cat .env; cat ./pkg/.env.local; cat "$PWD/.env"',
    secrets: [ENV_SECRET],
    host: () => {
      expect(read(join(worktree, '.env'))).toContain(ENV_SECRET);
    },
  },
  {
    title: 'read a masked .env through a symlink',
    script: () => 'ln -s .env env-link && cat env-link; ln -s "$PWD/.env" /tmp/l && cat /tmp/l',
    secrets: [ENV_SECRET],
    cleanup: ['env-link'],
  },
  {
    title: 'read a masked .env through a glob',
    script: () => 'cat .en* */.env* 2>&1; grep -r TOKEN . 2>/dev/null; true',
    secrets: [ENV_SECRET],
  },
  {
    title: 'read a masked .env through a hard link or a copy',
    script: () => 'ln .env hl && cat hl; cp .env copy && cat copy; true',
    secrets: [ENV_SECRET],
    cleanup: ['hl', 'copy'],
  },
  {
    title: 'read secrets/**, *.pem and *.key',
    script: () =>
      'cat secrets/token.txt certs/server.pem deploy.key; ls -a secrets | grep token; true',
    secrets: [ENV_SECRET],
    unlisted: ['token.txt'],
  },
  {
    title: 'read a path the policy forbids',
    script: () => 'cat private/notes.txt; ls private; true',
    policy: { forbiddenPaths: ['private/**'] },
    secrets: [ENV_SECRET],
    unlisted: ['notes.txt'],
  },
  {
    title: "read the kernel user's credentials by absolute path",
    script: () => `cat ${fakeHome}/.ssh/id_rsa; ls -a ${fakeHome}/.ssh; true`,
    secrets: [ENV_SECRET],
    unlisted: ['id_rsa'],
  },
  {
    title: 'add a git hook',
    script: () =>
      'printf "#!/bin/sh\\necho pwned\\n" > .git/hooks/pre-commit && echo ESCAPED; chmod +x .git/hooks/pre-commit && echo ESCAPED',
    host: absent('.git/hooks/pre-commit'),
  },
  {
    title: 'edit .git/config',
    script: () =>
      'git config core.hooksPath /tmp/hooks && echo ESCAPED; echo "[core] fsmonitor = evil" >> .git/config && echo ESCAPED',
    host: () => {
      expect(read(join(worktree, '.git/config'))).not.toMatch(/hooksPath|fsmonitor/);
    },
  },
  {
    title: 'replace .git by renaming or deleting it',
    script: () =>
      'mv .git .git-old && echo ESCAPED; rm -rf .git 2>/dev/null; mkdir -p .git/hooks && echo x > .git/hooks/post-checkout && echo ESCAPED; true',
    host: () => {
      absent('.git-old', '.git/hooks/post-checkout')();
      expect(existsSync(join(worktree, '.git/HEAD'))).toBe(true);
    },
  },
  {
    title: 'edit .governance/config.json',
    script: () =>
      'echo "{}" > .governance/config.json && echo ESCAPED; mv .governance .gov && echo ESCAPED; touch .governance/new && echo ESCAPED',
    host: () => {
      unchanged('.governance/config.json', '{"version":1}\n')();
      absent('.governance/new', '.gov')();
    },
  },
  {
    title: 'edit, delete or replace PROGRESS.json',
    script: () =>
      'echo "{}" > PROGRESS.json && echo ESCAPED; rm -f PROGRESS.json && echo ESCAPED; mv PROGRESS.json p && echo ESCAPED',
    host: unchanged('PROGRESS.json', '{"tasks":[]}\n'),
  },
  {
    title: 'edit shell start-up files in the worktree',
    script: () => 'echo evil >> .bashrc && echo ESCAPED; echo evil > .envrc && echo ESCAPED',
    host: () => {
      unchanged('.bashrc', 'echo original\n')();
      unchanged('.envrc', 'export ORIGINAL=1\n')();
    },
  },
  {
    title: 'reach a service on the host loopback',
    script: () => connect('127.0.0.1', httpPort),
  },
  {
    title: 'reach an outside address by IP and by name',
    script: () => `${connect('1.1.1.1', 443)}; ${connect('registry.npmjs.org', 443)}`,
  },
  {
    title: 'run a forbidden command by absolute path, by name and as a copy',
    // The copy is of the mask (empty), so exit 0 from it would prove nothing: look for the
    // real binary's output instead.
    script: () =>
      [
        '/usr/bin/base64 --version && echo ESCAPED',
        'base64 --version 2>&1 | grep -q coreutils && echo ESCAPED',
        'env base64 --version 2>&1 | grep -q coreutils && echo ESCAPED',
        'cp /usr/bin/base64 ./b64; chmod +x ./b64; ./b64 --version 2>&1 | grep -q coreutils && echo ESCAPED',
        'true',
      ].join('\n'),
    policy: { forbiddenCommands: ['base64'] },
    cleanup: ['b64'],
  },
  {
    title: 'remount the root read-write or unmount a mask',
    script: () =>
      'mount -o remount,rw / && echo ESCAPED; umount .env && echo ESCAPED; umount -l .git && echo ESCAPED; cat .env; true',
    secrets: [ENV_SECRET],
  },
  {
    title: 'write kernel settings in /proc/sys or leave the memory cgroup',
    // Each write puts back the value already there: were the sandbox to fail, the host must
    // still not change (core_pattern runs a program as root when a process crashes).
    script: () =>
      [
        'cat /proc/sys/kernel/core_pattern > /tmp/c && cat /tmp/c > /proc/sys/kernel/core_pattern && echo ESCAPED',
        'cat /proc/sys/vm/swappiness > /tmp/s && cat /tmp/s > /proc/sys/vm/swappiness && echo ESCAPED',
        'for f in /sys/fs/cgroup/memory/cgroup.procs /sys/fs/cgroup/cgroup.procs; do echo $$ > $f && echo ESCAPED; done',
        'true',
      ].join('\n'),
    policy: { maxMemoryMb: 512 },
  },
  {
    title: 'signal the kernel process',
    script: () =>
      `kill -0 ${String(process.pid)} && echo ESCAPED; kill -0 ${String(process.ppid)} && echo ESCAPED; true`,
  },
];

/** Connects from inside; prints ESCAPED on success. */
function connect(host: string, port: number): string {
  return nodeEval(
    `require("net").connect({host:"${host}",port:${String(port)}}).on("connect",()=>{console.log("ESCAPED");process.exit(0)}).on("error",(e)=>{console.log("blocked",e.code);process.exit(1)})`,
  );
}

/** An HTTP request through the sandbox's proxy port (no curl needed). */
function viaProxy(url: string): string {
  return nodeEval(
    `const s=require("net").connect(3128,"127.0.0.1",()=>s.write("GET ${url} HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n"));let b="";s.on("data",d=>b+=d).on("end",()=>console.log(b)).on("error",e=>console.log("proxy error",e.code))`,
  );
}

describe.skipIf(!hasBwrap)('sandbox escape suite', () => {
  for (const escape of ESCAPES) {
    it(`escape: ${escape.title} (needs bwrap)`, async () => {
      const run = await attempt(escape.script(), { policy: escape.policy ?? {} });
      for (const path of escape.cleanup ?? []) {
        rmSync(join(worktree, path), { force: true, recursive: true });
      }
      expect(run.stdout).not.toContain('ESCAPED');
      for (const secret of escape.secrets ?? []) {
        expect(run.output).not.toContain(secret);
      }
      for (const name of escape.unlisted ?? []) {
        expect(run.stdout).not.toContain(name);
      }
      escape.host?.();
    });
  }

  it('escape: write through a hard link to a file outside (needs bwrap)', async () => {
    const run = await attempt(`ln ${outside}/victim.txt hard && echo owned > hard && echo ESCAPED`);
    expect(run.stdout).not.toContain('ESCAPED');
    expect(run.stderr).toMatch(/cross-device link/i);
    untouched();
  });

  it('escape: reach an unlisted domain or loopback port through the allowlist proxy (needs bwrap)', async () => {
    const run = await attempt(
      [
        viaProxy('http://example.com/'),
        viaProxy(`http://127.0.0.1:${String(httpPort)}/`),
        viaProxy(`http://localhost:${String(httpPort)}/`),
        connect('127.0.0.1', httpPort),
      ].join('; '),
      { policy: { networkAccess: true, networkAllowlist: ['registry.npmjs.org'] } },
    );
    expect(run.stdout).not.toContain('LOOPBACK-REACHED');
    expect(run.stdout).not.toContain('ESCAPED');
    expect(run.stdout).toContain('403 Forbidden');
    const log = read(run.session.network.logFile ?? '');
    expect(log).toContain('refused example.com:80');
    expect(log).toContain(`refused 127.0.0.1:${String(httpPort)}`);
  });

  it('escape: connect to a Unix socket of a host daemon, even with network access (needs bwrap)', async () => {
    const socketPath = join(outside, 'daemon.sock');
    const daemon = createNetServer((socket) => socket.end('DAEMON-REACHED'));
    await new Promise<void>((resolve) => daemon.listen(socketPath, resolve));
    onTestFinished(
      () =>
        new Promise<void>((resolve) =>
          daemon.close(() => {
            resolve();
          }),
        ),
    );
    const client = nodeEval(
      `require("net").connect("${socketPath}").on("data",d=>console.log(String(d))).on("error",e=>console.log("blocked",e.code))`,
    );
    const run = await attempt(client, { policy: { networkAccess: true } });
    expect(run.stdout).not.toContain('DAEMON-REACHED');
    expect(run.stdout).toContain('blocked EPERM');
    const allowed = await attempt(client, { policy: { allowUnixSockets: true } });
    expect(allowed.stdout, 'control: allowUnixSockets').toContain('DAEMON-REACHED');
  });

  it("escape: read the kernel's environment secrets (needs bwrap)", async () => {
    // A careless adapter that copies the kernel's whole environment into its command.
    const run = await attempt('env; cat /proc/[0-9]*/environ 2>/dev/null | tr "\\0" "\\n"; true', {
      specEnv: () => ({ ...hostEnv, GOVERN_TASK_ID: 'TASK-1' }),
    });
    expect(run.output).not.toContain(FAKE_SECRET);
    expect(run.stdout).toContain('GOVERN_TASK_ID=TASK-1');
    expect(run.stdout).toContain('AGENT_API_KEY=agent-key');
    expect(run.stdout).toContain(`HOME=${run.session.home}`);
  });

  it('escape: outlive the deadline (needs bwrap)', async () => {
    const run = await attempt('sleep 30; echo ESCAPED', { timeoutMs: 1_000 });
    expect(run.timedOut).toBe(true);
    expect(run.stdout).not.toContain('ESCAPED');
    expect(run.durationMs).toBeLessThan(5_000);
  });

  it('escape: outlive policy.maxExecutionTimeMs when the caller sets no deadline (needs bwrap)', async () => {
    const run = await attempt('sleep 30; echo ESCAPED', {
      timeoutMs: null,
      policy: { maxExecutionTimeMs: 1_000 },
    });
    expect(run.stdout).not.toContain('ESCAPED');
    expect(run.exitCode).not.toBe(0);
    expect(run.durationMs).toBeLessThan(6_000);
  });

  it.skipIf(memoryCapReason !== null)(
    `escape: exceed the memory cap (needs bwrap and a cgroup${memoryCapReason === null ? '' : `; skipped: ${memoryCapReason}`})`,
    async () => {
      const run = await attempt(
        nodeEval(
          'const a=[];for(let i=0;i<48;i++){a.push(Buffer.alloc(16*1024*1024,1))}console.log("ESCAPED")',
        ),
        { policy: { maxMemoryMb: 128 } },
      );
      expect(run.session.memory).toMatchObject({ applied: true, limitMb: 128 });
      expect(run.stdout).not.toContain('ESCAPED');
      expect(run.exitCode).toBe(137);
      expect((await run.session.memoryUsage()).oomKills).toBeGreaterThan(0);
    },
  );

  it('escape: leave a background process running after the attempt (needs bwrap)', async () => {
    const token = `govern-bg-${String(process.pid)}-${String(Date.now())}`;
    const marker = (name: string): string => join(worktree, `${token}-${name}`);
    const run = await attempt(
      [
        `(sleep 1.5; echo alive > ${marker('subshell')}) &`,
        `setsid sh -c 'sleep 1.5; echo alive > ${marker('setsid')}' ${token} &`,
        `nohup sh -c 'trap "" HUP TERM; sleep 1.5; echo alive > ${marker('nohup')}' ${token} >/dev/null 2>&1 &`,
        'echo started',
      ].join('\n'),
    );
    expect(run.stdout).toContain('started');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    absent(marker('subshell'), marker('setsid'), marker('nohup'))();
    const survivors = readdirSync('/proc').filter((pid) => {
      try {
        return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(token);
      } catch {
        return false;
      }
    });
    expect(survivors).toEqual([]);
  });

  it('refuses a network allowlist whose in-sandbox bridge (node) is forbidden (needs bwrap)', async () => {
    const start = createSandboxSession({
      worktree,
      attemptDir: makeTempDir('govern-escape-attempt-'),
      policy: policySchema.parse({
        networkAccess: true,
        networkAllowlist: ['registry.npmjs.org'],
        forbiddenCommands: [NODE],
      }),
      hostEnv,
    });
    await expect(start).rejects.toMatchObject({ code: 'CONFIG_INVALID' });
  });

  it('control: write in the worktree (needs bwrap)', async () => {
    const run = await attempt(
      'mkdir -p src/new && echo "export const b = 1;" > src/new/b.ts && echo OK',
    );
    expect(run.stdout).toContain('OK');
    expect(read(join(worktree, 'src/new/b.ts'))).toBe('export const b = 1;\n');
    rmSync(join(worktree, 'src/new'), { recursive: true });
  });

  it("control: a worktree's node_modules linked through links under /tmp is read-only visible (needs bwrap)", async () => {
    // A parallel run's worktree links the main tree's node_modules, itself a link here; the
    // sandbox's private /tmp hid both, so `npm test` in a worktree could not find vitest.
    const base = makeTempDir('govern-escape-modules-');
    const real = join(base, 'real-modules');
    mkdirSync(join(real, '.bin'), { recursive: true });
    writeFileSync(join(real, '.bin', 'hello'), '#!/bin/sh\necho MODULES-VISIBLE\n', {
      mode: 0o755,
    });
    mkdirSync(join(base, 'main'));
    symlinkSync(real, join(base, 'main', 'node_modules'));
    const tree = join(base, 'tree');
    mkdirSync(tree);
    symlinkSync(join(base, 'main', 'node_modules'), join(tree, 'node_modules'));
    const run = await inWorktreeSession(
      base,
      tree,
      'PATH="$PWD/node_modules/.bin:$PATH" hello; echo x > node_modules/.bin/new',
    );
    expect(run.stdout + run.stderr).toContain('MODULES-VISIBLE');
    expect(run.exitCode).not.toBe(0);
    expect(existsSync(join(real, '.bin', 'new'))).toBe(false);
  });

  it("escape: a worktree's node_modules pointed at another folder under /tmp opens nothing (needs bwrap)", async () => {
    // The worktree is the agent's to write: it can replace govern's node_modules link with
    // one to any host folder the private /tmp hides. Only the link to the main tree's
    // node_modules is followed.
    const base = makeTempDir('govern-escape-modules-');
    // Another folder of /tmp, which the sandbox's private /tmp hides.
    const secret = makeTempDir('govern-escape-elsewhere-');
    writeFileSync(join(secret, 'secret.txt'), 'HOST-SECRET\n');
    mkdirSync(join(base, 'main', 'node_modules'), { recursive: true });
    const tree = join(base, 'tree');
    mkdirSync(tree);
    symlinkSync(secret, join(tree, 'node_modules'));
    const run = await inWorktreeSession(base, tree, 'cat node_modules/secret.txt');
    expect(run.stdout).not.toContain('HOST-SECRET');
    expect(run.exitCode, run.stderr).not.toBe(0);
  });

  it('control: read the reference files, run node and git (needs bwrap)', async () => {
    const run = await attempt(
      `cat ref/spec.md && ${nodeEval('console.log("NODE", 6 * 7)')} && git log --oneline | wc -l`,
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain('REFERENCE-CONTENT');
    expect(run.stdout).toContain('NODE 42');
    expect(run.stdout.trim().split('\n').pop()).toBe('1');
  });

  it('control: the private HOME, TMPDIR and /tmp are writable (needs bwrap)', async () => {
    const run = await attempt(
      'echo h > "$HOME/h" && echo t > "$TMPDIR/t" && echo s > /tmp/s && cat "$HOME/h" "$TMPDIR/t" /tmp/s',
    );
    expect(run.stdout).toBe('h\nt\ns\n');
    expect(read(join(run.session.home, 'h'))).toBe('h\n');
  });

  it('control: a listed loopback endpoint is reachable through the proxy (needs bwrap)', async () => {
    const run = await attempt(viaProxy(`http://127.0.0.1:${String(httpPort)}/`), {
      policy: { networkAccess: true, networkAllowlist: [`127.0.0.1:${String(httpPort)}`] },
    });
    expect(run.stdout).toContain('LOOPBACK-REACHED');
  });

  it('control: a kept-alive connection to the proxy carries request after request, each checked (needs bwrap)', async () => {
    // Clients keep their connection to a proxy open and send the next request on it (a retry
    // right after an error answer among them), even when the target closes its own side.
    const script = nodeEval(
      [
        'const http=require("http");',
        'const agent=new http.Agent({keepAlive:true,maxSockets:1});',
        'const get=(url)=>new Promise((done)=>{',
        'const req=http.get({host:"127.0.0.1",port:3128,path:url,agent},(res)=>{',
        'let body="";res.on("data",(d)=>body+=d).on("end",()=>done(res.statusCode+" "+req.reusedSocket+" "+body.trim()));',
        '});req.on("error",(e)=>done("error "+e.code));});',
        `(async()=>{for(const url of ["http://127.0.0.1:${String(httpPort)}/a","http://127.0.0.1:${String(httpPort)}/b","http://example.com/"]){console.log(await get(url));}agent.destroy();})();`,
      ].join(''),
    );
    // Two requests written at once on one connection: both are answered, in order.
    const target = `http://127.0.0.1:${String(httpPort)}`;
    const pipelined = nodeEval(
      `const s=require("net").connect(3128,"127.0.0.1",()=>s.write("GET ${target}/a HTTP/1.1\\r\\nHost: x\\r\\n\\r\\nGET ${target}/b HTTP/1.1\\r\\nHost: internal.example\\r\\nConnection: close\\r\\n\\r\\n"));let b="";s.on("data",d=>b+=d).on("end",()=>console.log("PIPELINED",b.split("LOOPBACK-REACHED").length-1,b)).on("error",e=>console.log("proxy error",e.code))`,
    );
    const run = await attempt(`${script}; ${pipelined}`, {
      policy: { networkAccess: true, networkAllowlist: [`127.0.0.1:${String(httpPort)}`] },
    });
    expect(run.stdout).toContain('PIPELINED 2');
    // The target's own authority reaches it, whatever Host the client wrote.
    expect(run.stdout).toContain(`x-seen-host: 127.0.0.1:${String(httpPort)}`);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('200 false LOOPBACK-REACHED');
    expect(lines[1]).toBe('200 true LOOPBACK-REACHED');
    expect(lines[2]).toMatch(
      /^403 true govern sandbox: example\.com:80 is not on the network allowlist/,
    );
  });

  it('control: allowedCommands is the whole PATH (needs bwrap)', async () => {
    const run = await attempt('echo "$PATH"; ls "$PATH"; cat --version >/dev/null && echo CAT', {
      policy: { allowedCommands: ['ls', 'cat', 'git'] },
    });
    expect(run.stdout).toContain('CAT');
    expect(run.stdout).toMatch(/cat\ngit\nls\n/);
    expect(run.stdout.split('\n')[0]).toBe(join(run.session.home, '..', 'meta', 'bin'));
  });
});

describe('policy schema', () => {
  it('gives the safe defaults for an empty policy', () => {
    expect(policySchema.parse({})).toEqual({ networkAccess: false, allowUnixSockets: false });
  });

  it('rejects an allowlist without network access', () => {
    const result = policySchema.safeParse({ networkAllowlist: ['api.example.com'] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['networkAllowlist']);
  });

  it('rejects bare loopback entries, unknown keys and paths that leave the worktree', () => {
    const result = policySchema.safeParse({
      networkAccess: true,
      networkAllowlist: ['127.0.0.1', 'localhost:8080', 'api.example.com', 'bad host'],
      writeOnlyPaths: ['../x', '/etc'],
      envAllowlist: ['NOT-A-NAME'],
      unknownKey: true,
    });
    expect(result.success).toBe(false);
    const paths = (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'networkAllowlist.0',
        'networkAllowlist.1',
        'networkAllowlist.3',
        'writeOnlyPaths.0',
        'writeOnlyPaths.1',
        'envAllowlist.0',
        '',
      ]),
    );
  });
});
