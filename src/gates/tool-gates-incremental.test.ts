import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../common/index.js';
import { makeTempDirManual } from '../../test/helpers/temp.js';
import {
  changed,
  linkModules,
  PROJECT_FILES,
  SUM_SOURCE,
  writeFiles,
} from '../../test/helpers/tool-project.js';
import { detectToolCommand, TSC_BUILD_INFO_FILE } from './tool-detect.js';
import { releaseResidentCheckers } from './resident-tsc.js';
import { runToolGate } from './tool-gates.js';
import type { ArtifactTrust } from './tsc-state.js';
import type { ChangedFile, GateInput, ToolCommand, ToolGateName } from './types.js';

// The incremental side of the tool gates, with the real tools: tsc's state file (and why
// the gate trusts only its own) and the related tests TEST_SUITE runs first.

const SUM_TEST = PROJECT_FILES['test/sum.test.ts'] ?? '';

let root = '';
let ws = '';
let home = '';

beforeAll(() => {
  root = makeTempDirManual('govern-tool-incremental-');
  ws = join(root, 'project');
  home = join(root, 'home');
  mkdirSync(home);
  writeFiles(ws, {
    'tsconfig.json': PROJECT_FILES['tsconfig.json'] ?? '',
    'src/sum.ts': SUM_SOURCE,
  });
  linkModules(ws);
});

afterAll(async () => {
  await releaseResidentCheckers();
  rmSync(root, { recursive: true, force: true });
});

function gateInput(changes: ChangedFile[], workspace = ws): GateInput {
  return {
    workspace,
    changes,
    env: { ...sanitizeEnv(process.env, BASE_ENV_ALLOWLIST), HOME: home },
  };
}

/** The detected command run as a process: these tests are about tsc's own state file. */
function detected(gate: ToolGateName, workspace = ws): ToolCommand {
  const command = detectToolCommand(gate, workspace);
  expect(command).not.toBeNull();
  const { resident: _resident, ...processOnly } = command!;
  return processOnly;
}

/** Replaces a file for one test, restoring it after. */
function overwrite(path: string, content: string, restore: string, workspace = ws): void {
  writeFileSync(join(workspace, path), content);
  onTestFinished(() => {
    writeFileSync(join(workspace, path), restore);
  });
}

function memoryTrust(): ArtifactTrust {
  const hashes = new Map<string, string>();
  return {
    artifactHash: (path) => hashes.get(path),
    recordArtifact: (path, hash) => {
      if (hash === null) {
        hashes.delete(path);
      } else {
        hashes.set(path, hash);
      }
    },
  };
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

// Both ways TYPE_CHECK runs share tsc's state file and the rule that only state the gate
// vouches for is read: a tsc process, and the resident checker's first check.
describe.each([
  { way: 'as a tsc process', resident: false },
  { way: 'through the resident checker', resident: true },
])('TYPE_CHECK incremental state $way', ({ resident }) => {
  const typeCheck = (): ToolCommand => {
    const { resident: _resident, ...processOnly } = detectToolCommand('TYPE_CHECK', ws)!;
    return resident ? { ...processOnly, resident: { project: 'tsconfig.json' } } : processOnly;
  };
  // Each test starts a checker afresh, so its first check reads the state file.
  beforeEach(async () => {
    await releaseResidentCheckers();
  });

  it('keeps incremental state under .governance/cache and vouches for what it wrote', async () => {
    const state = join(ws, TSC_BUILD_INFO_FILE);
    rmSync(join(ws, '.governance'), { recursive: true, force: true });
    const trust = memoryTrust();
    const verdict = await runToolGate('TYPE_CHECK', typeCheck(), gateInput([]), {
      trust,
    });
    expect(verdict.passed).toBe(true);
    expect(trust.artifactHash(state)).toBe(sha256(readFileSync(state)));
  });

  // tsc trusts the content hashes in its state file; an agent that rewrites the hash of a
  // file it broke would make an incremental check pass. The gate drops state it did not write.
  it('does not read a state file forged to hide a type error', async () => {
    const state = join(ws, TSC_BUILD_INFO_FILE);
    const trust = memoryTrust();
    await runToolGate('TYPE_CHECK', typeCheck(), gateInput([]), { trust });
    const broken = `${SUM_SOURCE}export const n: number = 'x';\n`;
    overwrite('src/sum.ts', broken, SUM_SOURCE);
    const forged = JSON.parse(readFileSync(state, 'utf8')) as {
      fileNames: string[];
      fileInfos: { version: string }[];
    };
    const index = forged.fileNames.findIndex((name) => name.endsWith('src/sum.ts'));
    forged.fileInfos[index]!.version = sha256(broken);
    writeFileSync(state, JSON.stringify(forged));
    const verdict = await runToolGate('TYPE_CHECK', typeCheck(), gateInput([]), {
      trust,
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => finding.rule)).toEqual(['TS2322']);
  });

  it('checks from scratch once when trusted state makes tsc crash', async () => {
    const state = join(ws, TSC_BUILD_INFO_FILE);
    const trust = memoryTrust();
    // Valid JSON tsc cannot use: it throws and exits 1 without a diagnostic.
    const corrupt = '{"version":"6.0.3","fileNames":[]}';
    mkdirSync(join(state, '..'), { recursive: true });
    writeFileSync(state, corrupt);
    trust.recordArtifact(state, sha256(Buffer.from(corrupt)));
    const verdict = await runToolGate('TYPE_CHECK', typeCheck(), gateInput([]), {
      trust,
    });
    expect(verdict.passed).toBe(true);
    expect(readFileSync(state, 'utf8')).not.toBe(corrupt);
    expect(existsSync(state)).toBe(true);
  });
});

describe('TEST_SUITE related tests first', () => {
  const OTHER_SOURCE = 'export const other = 1;\n';
  let project = '';

  beforeAll(() => {
    project = join(root, 'related');
    mkdirSync(project);
    writeFiles(project, {
      'package.json': JSON.stringify({
        name: 'related',
        private: true,
        type: 'module',
        scripts: { test: 'vitest run' },
        devDependencies: { vitest: '4' },
      }),
      'src/sum.ts': SUM_SOURCE,
      'src/other.ts': OTHER_SOURCE,
      'README.md': '# Related\n',
      'test/sum.test.ts': SUM_TEST,
      'test/other.test.ts': [
        "import { expect, it } from 'vitest';",
        "import { other } from '../src/other.js';",
        '',
        "it('is one', () => {",
        '  expect(other).toBe(1);',
        '});',
        '',
      ].join('\n'),
    });
    linkModules(project);
  });

  const replace = (path: string, content: string, restore: string): void => {
    overwrite(path, content, restore, project);
  };

  it('fails on the related tests without running the whole suite', async () => {
    replace('src/sum.ts', SUM_SOURCE.replace('a + b', 'a - b'), SUM_SOURCE);
    // Broken too, but not related to src/sum.ts: only the whole suite would report it.
    replace('src/other.ts', 'export const other = 2;\n', OTHER_SOURCE);
    const command = detected('TEST_SUITE', project);
    expect(command.related?.args).toEqual(['related', '--run', '--passWithNoTests']);
    const verdict = await runToolGate(
      'TEST_SUITE',
      command,
      gateInput([changed('src/sum.ts')], project),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => finding.file)).toEqual(['test/sum.test.ts']);
    expect(verdict.output).toContain('the whole suite was not run');
  });

  it('runs the whole suite after the related tests pass, and it decides', async () => {
    replace('src/other.ts', 'export const other = 2;\n', OTHER_SOURCE);
    const verdict = await runToolGate(
      'TEST_SUITE',
      detected('TEST_SUITE', project),
      gateInput([changed('src/sum.ts')], project),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => finding.file)).toEqual(['test/other.test.ts']);
    expect(verdict.output).toContain('related to the changed files passed');
  });

  it('goes straight to the whole suite when no test is related to the change', async () => {
    const verdict = await runToolGate(
      'TEST_SUITE',
      detected('TEST_SUITE', project),
      gateInput([changed('README.md')], project),
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.output).toContain('no test is related to the changed files');
    expect(verdict.output).toContain('2 passed');
  });

  it('runs only the whole suite when relatedFirst is false', async () => {
    replace('src/sum.ts', SUM_SOURCE.replace('a + b', 'a - b'), SUM_SOURCE);
    replace('src/other.ts', 'export const other = 2;\n', OTHER_SOURCE);
    const verdict = await runToolGate(
      'TEST_SUITE',
      { ...detected('TEST_SUITE', project), relatedFirst: false },
      gateInput([changed('src/sum.ts')], project),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => finding.file).sort()).toEqual([
      'test/other.test.ts',
      'test/sum.test.ts',
    ]);
    expect(verdict.output).not.toContain('related to the changed files');
  });

  it('skips the related run read from the base when the change rewrites the test script', async () => {
    // The related command was read from the base's script; the change moved the suite to
    // another command line (chess.js 0.13.0: `jest` became `node --experimental-vm-modules
    // node_modules/jest/bin/jest.js`), which the base's related command cannot run.
    const base = detected('TEST_SUITE', project);
    const stale: ToolCommand = {
      ...base,
      related: { command: base.related!.command, args: ['related', '--run', '--no-such-flag'] },
    };
    const manifest = (test: string): string =>
      JSON.stringify({ name: 'related', private: true, type: 'module', scripts: { test } });
    const rewritten = {
      path: 'package.json',
      status: 'modified' as const,
      before: manifest('vitest run'),
      after: manifest('vitest run --passWithNoTests'),
    };
    const verdict = await runToolGate(
      'TEST_SUITE',
      stale,
      gateInput([changed('src/sum.ts'), rewritten], project),
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.output).toContain('the change rewrites the test script');
    // The same stale command with the script unchanged runs its related run, and fails on it.
    const kept = { ...rewritten, after: rewritten.before };
    const failing = await runToolGate(
      'TEST_SUITE',
      stale,
      gateInput([changed('src/sum.ts'), kept], project),
    );
    expect(failing.passed).toBe(false);
  });
});
