import { readdirSync, readFileSync, readlinkSync, realpathSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../../common/index.js';
import type { ToolGateName } from '../../common/index.js';
import { defaultConfig } from '../../config/index.js';
import { detectToolCommand, releaseResidentCheckers, runToolGate } from '../../gates/index.js';
import type {
  ChangedFile,
  GateInput,
  GateVerdict,
  ResidentLauncher,
  ToolCommand,
  ToolLauncher,
} from '../../gates/index.js';
import { probeSandbox } from '../../sandbox/index.js';
import { git, makeRepo, writeFiles } from '../../../test/helpers/git-repo.js';
import { planGateSandbox } from './gate-sandbox.js';

/*
 * SYNTAX_CHECK through the resident prettier (the real prettier in the real gate sandbox)
 * against the one-shot command on the same changes: the verdicts must be the same, down to
 * the baseline's "already there at the base" judgement and .prettierignore.
 */

const probe = await probeSandbox({ hostEnv: process.env });
const hasBwrap = probe.available && probe.mechanism === 'bwrap';
const MODULES = resolve(import.meta.dirname, '..', '..', '..', 'node_modules');

const BASE = {
  '.prettierrc.json': '{ "singleQuote": true }\n',
  // A script that checks formatting: without one, SYNTAX_CHECK only reports it.
  'package.json': `${JSON.stringify({ scripts: { 'format:check': 'prettier --check .' } })}\n`,
  '.prettierignore': 'vendor/\n',
  'src/ok.js': "export const a = 'x';\n",
  // Unformatted at the base, on a line the change does not touch.
  'src/old.js': 'export const b   = 1;\n\nexport const c = 2;\n',
  'vendor/lib.js': 'const   ignored=1\n',
};

/** The change: a formatted edit, an unformatted one, an edit beside old mess, a parse error. */
const HEAD: Readonly<Record<string, string>> = {
  'src/ok.js': "export const a = 'x';\nexport const d = 'y';\n",
  'src/bad.js': 'export const e = "double"\n',
  'src/old.js': 'export const b   = 1;\n\nexport const c = 3;\n',
  'src/broken.js': 'export const = ;\n',
  'vendor/lib.js': 'const   ignored=2\n',
};

function changeSet(repo: string, paths: readonly string[]): ChangedFile[] {
  return paths.map((path) => {
    let before: string | null = null;
    try {
      before = git(repo, 'show', `HEAD:${path}`);
    } catch {
      // Added by the change.
    }
    return {
      path,
      status: before === null ? 'added' : 'modified',
      before,
      after: readFileSync(join(repo, path), 'utf8'),
    };
  });
}

async function openRepo(base: Readonly<Record<string, string>> = BASE): Promise<{
  repo: string;
  command: ToolCommand;
  input: GateInput;
  resident: ResidentLauncher;
  oneShots: () => number;
  close: () => Promise<void>;
}> {
  const repo = makeRepo(base);
  symlinkSync(MODULES, join(repo, 'node_modules'), 'dir');
  writeFiles(repo, HEAD);
  const command = detectToolCommand('SYNTAX_CHECK', repo);
  if (command === null) {
    throw new Error('prettier not detected');
  }
  const tools = new Map<ToolGateName, ToolCommand>([['SYNTAX_CHECK', command]]);
  const plan = await planGateSandbox({
    config: defaultConfig('t'),
    tools,
    hostEnv: process.env,
    sandbox: true,
    workspace: repo,
    residents: true,
  });
  const tree = git(repo, 'rev-parse', 'HEAD^{tree}').trim();
  const boundary = await plan.open({ dir: repo, tree, stateDir: join(repo, '.governance', 'g') });
  const { launch, resident } = boundary;
  if (launch === undefined || resident === undefined) {
    throw new Error('no sandboxed launcher');
  }
  let count = 0;
  const counting: ToolLauncher = (spec) => {
    count += 1;
    return launch(spec);
  };
  return {
    repo,
    command,
    input: {
      workspace: repo,
      changes: changeSet(repo, Object.keys(HEAD)),
      env: sanitizeEnv(process.env, BASE_ENV_ALLOWLIST),
      launch: counting,
    },
    resident,
    oneShots: () => count,
    close: async () => {
      await releaseResidentCheckers(repo);
      await boundary.close();
    },
  };
}

/** A verdict without its timing, the only part allowed to differ. */
function comparable(verdict: GateVerdict): unknown {
  return { ...verdict, durationMs: 0 };
}

/** The host pids of the resident servers of `repo` (node -e ... inside bwrap, in `repo`). */
function residentPids(repo: string): number[] {
  const real = realpathSync(repo);
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        return (
          argv[0] === 'node' &&
          argv.includes('--input-type=module') &&
          readlinkSync(`/proc/${entry}/cwd`) === real
        );
      } catch {
        // Gone, or not ours to read.
        return false;
      }
    })
    .map(Number);
}

describe('SYNTAX_CHECK through the resident prettier', () => {
  it.skipIf(!hasBwrap)(
    'gives the one-shot verdict (baseline, ignore file, parse error) without starting prettier (needs bwrap)',
    async () => {
      const opened = await openRepo();
      try {
        const oneShot = await runToolGate('SYNTAX_CHECK', opened.command, opened.input);
        const oneShotStarts = opened.oneShots();
        const first = await runToolGate('SYNTAX_CHECK', opened.command, {
          ...opened.input,
          resident: opened.resident,
        });
        const second = await runToolGate('SYNTAX_CHECK', opened.command, {
          ...opened.input,
          resident: opened.resident,
        });
        expect(oneShot.passed).toBe(false);
        expect(oneShot.findings.map((f) => `${f.file ?? ''} ${f.rule}`).sort()).toEqual([
          'src/bad.js prettier',
          'src/broken.js syntax-error',
        ]);
        expect(oneShot.output).toContain('already there at the base');
        expect(comparable(first)).toEqual(comparable(oneShot));
        expect(comparable(second)).toEqual(comparable(oneShot));
        // The head check and the baseline's runs all went to the resident.
        expect(oneShotStarts).toBeGreaterThan(1);
        expect(opened.oneShots()).toBe(oneShotStarts);
      } finally {
        await opened.close();
      }
      // Released with the run: the resident's own sandbox folders are gone with it.
      expect(readdirSync(join(opened.repo, '.git', 'govern-tmp'))).toEqual([]);
    },
  );

  it.skipIf(!hasBwrap)(
    'runs prettier itself when the config is code the resident will not load (needs bwrap)',
    async () => {
      const opened = await openRepo({
        ...Object.fromEntries(Object.entries(BASE).filter(([path]) => path !== '.prettierrc.json')),
        'prettier.config.cjs': 'module.exports = { singleQuote: true, semi: false };\n',
      });
      try {
        const input = { ...opened.input, changes: changeSet(opened.repo, ['src/ok.js']) };
        const oneShot = await runToolGate('SYNTAX_CHECK', opened.command, input);
        const starts = opened.oneShots();
        const viaResident = await runToolGate('SYNTAX_CHECK', opened.command, {
          ...input,
          resident: opened.resident,
        });
        expect(oneShot.passed).toBe(false);
        expect(comparable(viaResident)).toEqual(comparable(oneShot));
        expect(opened.oneShots()).toBeGreaterThan(starts);
      } finally {
        await opened.close();
      }
    },
  );

  it.skipIf(!hasBwrap)(
    'falls back to the one-shot command when the resident cannot start or dies mid-run (needs bwrap)',
    async () => {
      const opened = await openRepo();
      try {
        const oneShot = await runToolGate('SYNTAX_CHECK', opened.command, opened.input);
        const broken: ResidentLauncher = {
          key: 'broken',
          start: () => Promise.reject(new Error('no sandbox for residents')),
        };
        const noResident = await runToolGate('SYNTAX_CHECK', opened.command, {
          ...opened.input,
          resident: broken,
        });
        expect(comparable(noResident)).toEqual(comparable(oneShot));

        const withResident = { ...opened.input, resident: opened.resident };
        await runToolGate('SYNTAX_CHECK', opened.command, withResident);
        const pids = residentPids(opened.repo);
        expect(pids).toHaveLength(1);
        // Inside the sandbox: its own pid namespace, as bwrap gives every gate tool.
        expect(readlinkSync(`/proc/${String(pids[0])}/ns/pid`)).not.toBe(
          readlinkSync('/proc/self/ns/pid'),
        );
        // Killed while the next check waits on it: that call runs prettier itself.
        const pending = runToolGate('SYNTAX_CHECK', opened.command, withResident);
        for (const pid of pids) {
          process.kill(pid, 'SIGKILL');
        }
        expect(comparable(await pending)).toEqual(comparable(oneShot));
        // The next check starts a new resident and answers the same.
        const starts = opened.oneShots();
        expect(comparable(await runToolGate('SYNTAX_CHECK', opened.command, withResident))).toEqual(
          comparable(oneShot),
        );
        expect(opened.oneShots()).toBe(starts);
        expect(residentPids(opened.repo)).toHaveLength(1);
      } finally {
        await opened.close();
      }
    },
  );
});
