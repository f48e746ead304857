import { createConnection } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUEUE_KEY_ENV, QUEUE_KEY_MIN_CHARS } from '../../common/index.js';
import { countStatuses, ledgerLockHolder, loadLedger, verifyAuditLog } from '../../ledger/index.js';
import { headCommit, uncommittedChanges } from '../../workspace/index.js';
import type { DoctorCheck, DoctorContext, DoctorFinding } from './doctor.js';

/** The committed file of the repository's own invariants (DESIGN: the CONSTITUTION gate). */
export const CONSTITUTION_FILE = join('.governance', 'constitution.json');

function notInRepository(check: string): DoctorFinding[] {
  return [{ check, status: 'skip', detail: 'no git repository here (see "repository")' }];
}

export const repositoryCheck: DoctorCheck = {
  id: 'repository',
  run: async ({ dir, workspace }) => {
    if (workspace === null) {
      return [
        {
          check: 'repository',
          status: 'fail',
          detail: `${dir} is not inside a git repository`,
          fix: 'run govern doctor in your repository (git init && git commit), or pass --workspace DIR',
        },
      ];
    }
    const head = await headCommit(workspace);
    if (head === null) {
      return [
        {
          check: 'repository',
          status: 'fail',
          detail: `${workspace} has no commits`,
          fix: 'make a first commit: govern rolls every failed attempt back to a commit',
        },
      ];
    }
    const dirty = await uncommittedChanges(workspace);
    const findings: DoctorFinding[] = [
      { check: 'repository', status: 'ok', detail: `${workspace} at ${head.slice(0, 12)}` },
    ];
    if (dirty.length > 0) {
      findings.push({
        check: 'repository',
        status: 'fail',
        detail: `${String(dirty.length)} uncommitted change(s), e.g. ${dirty
          .slice(0, 3)
          .map((entry) => entry.path)
          .join(', ')}: govern run refuses a dirty tree`,
        fix: 'commit or stash them (a failed task is rolled back with git reset --hard)',
      });
    }
    return findings;
  },
};

export const configCheck: DoctorCheck = {
  id: 'config',
  run: ({ configLoad }) => {
    if (configLoad === null) {
      return Promise.resolve(notInRepository('config'));
    }
    const findings: Record<typeof configLoad.kind, () => DoctorFinding> = {
      ok: () => ({ check: 'config', status: 'ok', detail: `${configLoad.file} is valid` }),
      missing: () => ({
        check: 'config',
        status: 'fail',
        detail: `${configLoad.file} does not exist`,
        fix: 'run `govern init`, then name your agent under "agents"',
      }),
      invalid: () => ({
        check: 'config',
        status: 'fail',
        detail: `${configLoad.file} is invalid:\n${configLoad.kind === 'invalid' ? configLoad.issues.map((issue) => `  ${issue}`).join('\n') : ''}`,
        fix: 'fix the fields named above (docs/schemas/config.schema.json lists them)',
      }),
      unreadable: () => ({
        check: 'config',
        status: 'fail',
        detail: `cannot read ${configLoad.file}: ${configLoad.kind === 'unreadable' ? configLoad.message : ''}`,
        fix: `check the permissions of ${configLoad.file}`,
      }),
    };
    return Promise.resolve([findings[configLoad.kind]()]);
  },
};

/**
 * `.governance/constitution.json`, when present: JSON, then the validator's issues (the
 * rule's index and id and the field, `rules[2] (id "x").from: ...`). Without a validator
 * the file is only checked to be JSON.
 */
export function constitutionCheck(validate?: (raw: unknown) => readonly string[]): DoctorCheck {
  return {
    id: 'constitution',
    run: ({ workspace }) => {
      if (workspace === null) {
        return Promise.resolve(notInRepository('constitution'));
      }
      const file = join(workspace, CONSTITUTION_FILE);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return Promise.resolve([
          code === 'ENOENT'
            ? {
                check: 'constitution',
                status: 'skip',
                detail: `none (${CONSTITUTION_FILE} is optional)`,
              }
            : {
                check: 'constitution',
                status: 'fail',
                detail: `${file} ${code === undefined ? 'is not valid JSON' : 'cannot be read'}: ${(error as Error).message}`,
                fix: `fix or remove ${CONSTITUTION_FILE}`,
              },
        ] satisfies DoctorFinding[]);
      }
      const issues = validate?.(raw) ?? null;
      const finding: DoctorFinding =
        issues === null
          ? {
              check: 'constitution',
              status: 'ok',
              detail: `${file} is present and parses as JSON; this govern has no constitution schema to validate it against`,
            }
          : issues.length === 0
            ? { check: 'constitution', status: 'ok', detail: `${file} is valid` }
            : {
                check: 'constitution',
                status: 'fail',
                detail: `${file} is invalid:\n${issues.map((issue) => `  ${issue}`).join('\n')}`,
                fix: 'fix the fields named above',
              };
      return Promise.resolve([finding]);
    },
  };
}

export const ledgerCheck: DoctorCheck = {
  id: 'ledger',
  run: ({ workspace }) => {
    if (workspace === null) {
      return Promise.resolve(notInRepository('ledger'));
    }
    const loaded = loadLedger(workspace);
    const findings: DoctorFinding[] = [];
    switch (loaded.kind) {
      case 'ok': {
        const counts = countStatuses(loaded.ledger);
        const nonZero = Object.entries(counts).filter(([, n]) => n > 0);
        findings.push({
          check: 'ledger',
          status: 'ok',
          detail: `${loaded.file}: ${String(loaded.ledger.tasks.length)} task(s)${nonZero.length > 0 ? ` (${nonZero.map(([s, n]) => `${s} ${String(n)}`).join(', ')})` : ''}`,
        });
        break;
      }
      case 'missing':
        findings.push({
          check: 'ledger',
          status: 'fail',
          detail: `${loaded.file} does not exist`,
          fix: 'run `govern init`, then `govern add --file tasks.json`',
        });
        break;
      case 'invalid':
        findings.push({
          check: 'ledger',
          status: 'fail',
          detail: `${loaded.file} is invalid:\n${loaded.issues
            .slice(0, 10)
            .map((issue) => `  ${issue}`)
            .join('\n')}`,
          fix: 'restore PROGRESS.json from a backup or fix the fields named above',
        });
        break;
      case 'unreadable':
        findings.push({
          check: 'ledger',
          status: 'fail',
          detail: `cannot read ${loaded.file}: ${loaded.message}`,
          fix: `check the permissions of ${loaded.file}`,
        });
        break;
    }
    const holder = ledgerLockHolder(workspace);
    if (holder !== null) {
      findings.push({
        check: 'ledger',
        status: 'warn',
        detail: `locked by ${holder.command} (pid ${String(holder.pid)} since ${holder.since}): a second run waits for it`,
        fix: 'let it finish, or stop it (Ctrl-C rolls its attempt back)',
      });
    }
    return Promise.resolve(findings);
  },
};

export const auditCheck: DoctorCheck = {
  id: 'audit',
  run: ({ workspace }) => {
    if (workspace === null) {
      return Promise.resolve(notInRepository('audit'));
    }
    const verified = verifyAuditLog(workspace);
    const finding: DoctorFinding = verified.ok
      ? {
          check: 'audit',
          status: 'ok',
          detail: `hash chain intact: ${String(verified.lines)} event(s), head ${verified.lastHash.slice(0, 16)}`,
        }
      : {
          check: 'audit',
          status: 'fail',
          detail: `hash chain BROKEN at line ${String(verified.line)} of ${String(verified.lines)}: ${verified.reason}`,
          fix: 'the log was edited or truncated: restore .governance/audit.jsonl from a backup, and find out who changed it',
        };
    return Promise.resolve([finding]);
  },
};

/**
 * `queue.url` of distributed mode, when the config has one. The key is not in this
 * version's schema: the check reads it through this one accessor, so the build that adds
 * it changes nothing else here.
 */
export function queueUrlOf(context: DoctorContext): string | null {
  const queue = (context.config as { queue?: { url?: unknown } } | null)?.queue;
  return typeof queue?.url === 'string' ? queue.url : null;
}

export const queueCheck: DoctorCheck = {
  id: 'queue',
  run: async (context) => {
    const url = queueUrlOf(context);
    if (url === null) {
      return [
        { check: 'queue', status: 'skip', detail: 'queue.url is not set (one-machine mode)' },
      ];
    }
    // The run's own client when the CLI gives it (TLS, GOVERN_QUEUE_PASSWORD), else PING.
    const problem =
      context.pingQueue === undefined
        ? await pingRedis(url)
        : await context.pingQueue(url, context.hostEnv);
    return [
      problem === null
        ? { check: 'queue', status: 'ok', detail: `Redis at ${redactUrl(url)} answers` }
        : {
            check: 'queue',
            status: 'fail',
            detail: `Redis at ${redactUrl(url)}: ${problem}`,
            fix: 'start Redis (`redis-server`, or `apt-get install redis-server`), fix queue.url, or set its password in GOVERN_QUEUE_PASSWORD',
          },
      queueKeyFinding(context.hostEnv[QUEUE_KEY_ENV]),
    ];
  },
};

/** Whether jobs and results will be signed (README, The queue key). */
function queueKeyFinding(key: string | undefined): DoctorFinding {
  const fix = `set the same secret of at least ${String(QUEUE_KEY_MIN_CHARS)} characters in ${QUEUE_KEY_ENV} on the coordinator and every worker (openssl rand -hex 32)`;
  if (key === undefined || key === '') {
    return {
      check: 'queue',
      status: 'warn',
      detail: `${QUEUE_KEY_ENV} is not set: jobs are not signed, so whoever can write to Redis decides what the workers run and land`,
      fix,
    };
  }
  return key.length < QUEUE_KEY_MIN_CHARS
    ? {
        check: 'queue',
        status: 'fail',
        detail: `${QUEUE_KEY_ENV} has ${String(key.length)} characters: the run and the workers refuse it`,
        fix,
      }
    : {
        check: 'queue',
        status: 'ok',
        detail: `${QUEUE_KEY_ENV} is set: jobs and results are signed`,
      };
}

/** The URL without its password: doctor output is pasted into issues. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') {
      parsed.password = '***';
    }
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** Sends AUTH (when the URL has a password) and PING over RESP; null when Redis answers PONG. */
export function pingRedis(url: string, timeoutMs = 3_000): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.resolve(`"${redactUrl(url)}" is not a URL (expected redis://HOST:PORT)`);
  }
  if (parsed.protocol !== 'redis:') {
    return Promise.resolve(`only redis:// URLs are checked (got ${parsed.protocol})`);
  }
  const command = (...args: string[]): string =>
    `*${String(args.length)}\r\n${args.map((arg) => `$${String(Buffer.byteLength(arg))}\r\n${arg}\r\n`).join('')}`;
  const password = decodeURIComponent(parsed.password);
  const user = decodeURIComponent(parsed.username);
  const auth =
    password === ''
      ? ''
      : user === ''
        ? command('AUTH', password)
        : command('AUTH', user, password);
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection({ host: parsed.hostname, port: Number(parsed.port || 6379) });
    const finish = (problem: string | null): void => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(timeoutMs, () => {
      finish(`no answer within ${String(timeoutMs)} ms`);
    });
    socket.on('error', (error) => {
      finish(error.message);
    });
    socket.on('connect', () => {
      socket.write(`${auth}${command('PING')}`);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('+PONG')) {
        finish(null);
      } else if (answer.startsWith('-')) {
        finish(`Redis answered ${answer.split('\r\n')[0] ?? answer}`);
      }
    });
  });
}
