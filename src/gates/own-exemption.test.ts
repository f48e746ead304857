import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changed, PROJECT_FILES, useToolProject } from '../../test/helpers/tool-project.js';
import { runToolGate } from './tool-gates.js';
import type { ChangedFile, GateVerdict, ToolGateName } from './types.js';

// A change is judged by its base's file selection, not by its own: the ignore files and
// configs that decide which files a tool checks, edited in the same change (own-exemption.ts).

const project = useToolProject();
const { gateInput, detected, overwrite } = project;

/** The gate as a run judges the change, with the tool detected in the shared project. */
function judge(gate: ToolGateName, changes: ChangedFile[]): Promise<GateVerdict> {
  return runToolGate(gate, detected(gate), gateInput(changes));
}

describe('SYNTAX_CHECK: a change judged by the base ignore files, not its own', () => {
  const UGLY = 'export const   a = "x"\n';

  it('fails a change that lists its own unformatted file in .prettierignore', async () => {
    overwrite('src/ugly.ts', UGLY);
    overwrite('.prettierignore', 'dist\nsrc/ugly.ts\n');
    const verdict = await judge('SYNTAX_CHECK', [
      { path: 'src/ugly.ts', status: 'added', before: null, after: UGLY },
      { path: '.prettierignore', status: 'added', before: null, after: 'dist\nsrc/ugly.ts\n' },
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.findings).toEqual([
      expect.objectContaining({ file: 'src/ugly.ts', rule: 'syntax-check/own-exemption' }),
    ]);
    expect(verdict.findings[0]?.message).toContain('make the .prettierignore change on its own');
  });

  it('fails a change that turns on requirePragma, which makes prettier skip its files', async () => {
    overwrite('src/ugly.ts', UGLY);
    const before = PROJECT_FILES['.prettierrc.json'] ?? '';
    const after = '{ "singleQuote": true, "requirePragma": true }\n';
    overwrite('.prettierrc.json', after, before);
    const verdict = await judge('SYNTAX_CHECK', [
      { path: 'src/ugly.ts', status: 'added', before: null, after: UGLY },
      { path: '.prettierrc.json', status: 'modified', before, after },
    ]);
    expect(verdict.findings.map((finding) => [finding.file, finding.rule])).toEqual([
      ['.prettierrc.json', 'syntax-check/own-exemption'],
    ]);
  });

  it("fails requirePragma set in package.json's prettier key just the same", async () => {
    overwrite('src/ugly.ts', UGLY);
    const before = PROJECT_FILES['package.json'] ?? '';
    const manifest = JSON.parse(before) as Record<string, unknown>;
    const after = JSON.stringify({ ...manifest, prettier: { requirePragma: true } });
    const verdict = await judge('SYNTAX_CHECK', [
      { path: 'src/ugly.ts', status: 'added', before: null, after: UGLY },
      { path: 'package.json', status: 'modified', before, after },
    ]);
    expect(verdict.findings.map((finding) => [finding.file, finding.rule])).toContainEqual([
      'package.json',
      'syntax-check/own-exemption',
    ]);
  });

  it('also when the entry goes into .gitignore, which prettier 3 reads too', async () => {
    overwrite('src/ugly.ts', UGLY);
    const verdict = await judge('SYNTAX_CHECK', [
      { path: 'src/ugly.ts', status: 'modified', before: 'export {};\n', after: UGLY },
      {
        path: '.gitignore',
        status: 'modified',
        before: 'node_modules\n',
        after: 'node_modules\nsrc/*.ts\n!src/sum.ts\n',
      },
    ]);
    expect(verdict.findings.map((finding) => finding.rule)).toEqual(['syntax-check/own-exemption']);
  });

  it('keeps an ignore entry the base already had: prettier skips the file, as the repository does', async () => {
    overwrite('src/ugly.ts', UGLY);
    overwrite('.prettierignore', 'src/ugly.ts\nREADME.md\n');
    const verdict = await judge('SYNTAX_CHECK', [
      { path: 'src/ugly.ts', status: 'modified', before: 'export {};\n', after: UGLY },
      // The change edits the ignore file, but not to skip anything it changes.
      {
        path: '.prettierignore',
        status: 'modified',
        before: 'src/ugly.ts\n',
        after: 'src/ugly.ts\nREADME.md\n',
      },
    ]);
    expect(verdict).toMatchObject({ passed: true, findings: [] });
  });
});

describe('AST_LINT and TYPE_CHECK: a change that edits the config cannot skip its own files', () => {
  const ESLINT_CONFIG = PROJECT_FILES['eslint.config.js'] ?? '';
  const TSCONFIG = PROJECT_FILES['tsconfig.json'] ?? '';
  const BAD = 'export const bad: number = "x";\nlet unused = 1;\n';

  it('fails a file the change adds to its eslint config ignores, and passes a config edit that skips nothing it changes', async () => {
    overwrite('src/bad.ts', BAD);
    const ignoring = ESLINT_CONFIG.replace(
      'tseslint.config(',
      "tseslint.config({ ignores: ['src/bad.ts'] }, ",
    );
    overwrite('eslint.config.js', ignoring, ESLINT_CONFIG);
    const edit = {
      path: 'eslint.config.js',
      status: 'modified' as const,
      before: ESLINT_CONFIG,
      after: ignoring,
    };
    const verdict = await judge('AST_LINT', [changed('src/bad.ts', 'added'), edit]);
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => [finding.file, finding.rule])).toEqual([
      ['src/bad.ts', 'ast-lint/own-exemption'],
    ]);
    const other = ESLINT_CONFIG.replace(
      'tseslint.config(',
      "tseslint.config({ ignores: ['dist/'] }, ",
    );
    overwrite('eslint.config.js', other, ESLINT_CONFIG);
    // README.md is no file eslint lints (it would say "no matching configuration"): not asked.
    const control = await judge('AST_LINT', [
      changed('src/sum.ts'),
      changed('README.md'),
      { ...edit, after: other },
    ]);
    expect(control).toMatchObject({ passed: true, findings: [] });
  });

  it("fails a file the change adds to its tsconfig's exclude, and passes a tsconfig edit that excludes nothing it changes", async () => {
    overwrite('src/bad.ts', BAD);
    const config = JSON.parse(TSCONFIG) as Record<string, unknown>;
    const excluding = JSON.stringify({ ...config, exclude: ['src/bad.ts'] });
    overwrite('tsconfig.json', excluding, TSCONFIG);
    const edit = {
      path: 'tsconfig.json',
      status: 'modified' as const,
      before: TSCONFIG,
      after: excluding,
    };
    const verdict = await judge('TYPE_CHECK', [changed('src/bad.ts', 'added'), edit]);
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => [finding.file, finding.rule])).toEqual([
      ['src/bad.ts', 'type-check/own-exemption'],
    ]);
    rmSync(join(project.ws(), 'src/bad.ts'));
    const other = JSON.stringify({ ...config, exclude: ['src/generated'] });
    overwrite('tsconfig.json', other, TSCONFIG);
    const control = await judge('TYPE_CHECK', [changed('src/sum.ts'), { ...edit, after: other }]);
    expect(control).toMatchObject({ passed: true, findings: [] });
    // compilerOptions alone select no file: a script outside `include` edited beside them is
    // not asked about (tsc never checked it, at the base either).
    overwrite('scripts/build.ts', 'export const built: number = 1;\n');
    const stricter = JSON.stringify({
      ...config,
      compilerOptions: { ...(config['compilerOptions'] as object), noImplicitReturns: true },
    });
    overwrite('tsconfig.json', stricter, TSCONFIG);
    const options = await judge('TYPE_CHECK', [
      changed('scripts/build.ts', 'added'),
      { ...edit, after: stricter },
    ]);
    expect(options).toMatchObject({ passed: true, findings: [] });
    // `include` widened: asked, and the base's program (from its tsconfig text, beside the
    // real one for one run) never held the script either, so it is not the change's doing.
    const wider = JSON.stringify({ ...config, include: ['src', 'types'] });
    overwrite('tsconfig.json', wider, TSCONFIG);
    const widened = await judge('TYPE_CHECK', [
      changed('scripts/build.ts', 'added'),
      { ...edit, after: wider },
    ]);
    expect(widened).toMatchObject({ passed: true, findings: [] });
    expect(readdirSync(project.ws()).filter((name) => name.startsWith('.govern-base-'))).toEqual(
      [],
    );
  });

  it("fails a test file the change leaves out of its vitest config's include, and passes a config edit that keeps its tests", async () => {
    const failing =
      "import { expect, it } from 'vitest';\n\nit('fails', () => {\n  expect(1).toBe(2);\n});\n";
    overwrite('test/bad.test.ts', failing);
    overwrite('test/util.ts', 'export const one = 1;\n');
    // The runner declared, as installed packages declare it: that is where its list comes from.
    const manifest = PROJECT_FILES['package.json'] ?? '';
    const declared = { ...(JSON.parse(manifest) as object), devDependencies: { vitest: '*' } };
    overwrite('package.json', JSON.stringify(declared), manifest);
    const narrowing = "export default { test: { include: ['test/sum.test.ts'] } };\n";
    overwrite('vitest.config.ts', narrowing);
    const edit = {
      path: 'vitest.config.ts',
      status: 'added' as const,
      before: null,
      after: narrowing,
    };
    // A helper beside the tests is no test file: the runner never lists it.
    const verdict = await judge('TEST_SUITE', [
      changed('test/bad.test.ts', 'added'),
      changed('test/util.ts', 'added'),
      edit,
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => [finding.file, finding.rule])).toEqual([
      ['test/bad.test.ts', 'test-suite/own-exemption'],
    ]);
    rmSync(join(project.ws(), 'test/bad.test.ts'));
    const wide = "export default { test: { include: ['test/**/*.test.ts'] } };\n";
    overwrite('vitest.config.ts', wide);
    const control = await judge('TEST_SUITE', [
      changed('test/sum.test.ts'),
      { ...edit, after: wide },
    ]);
    expect(control).toMatchObject({ passed: true, findings: [] });
  });
});
