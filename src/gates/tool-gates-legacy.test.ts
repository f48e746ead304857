import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { changed, useToolProject } from '../../test/helpers/tool-project.js';
import { runToolGate } from './tool-gates.js';

// AST_LINT on repositories whose eslint setup is older than their code or than eslint 5:
// bench:real's sixty-fourth and sixty-sixth sets (issue 19).

const project = useToolProject();
const { gateInput, detected, overwrite } = project;

describe('AST_LINT with an older eslint setup', () => {
  it("says so when eslint's report is cut at the output cap, rather than calling it a crash of the config", async () => {
    // eslint 2 on strman 1.0.0's new minified bundle: every finding repeats the one-line file.
    const verbose = join(makeTempDir('big-eslint-'), 'eslint');
    writeFileSync(
      verbose,
      `#!/bin/sh\nprintf '[{"filePath":"dist/x.js","messages":[{"source":"'\nhead -c 6000000 /dev/zero | tr '\\0' a\nexit 1\n`,
    );
    chmodSync(verbose, 0o755);
    const verdict = await runToolGate(
      'AST_LINT',
      { ...detected('AST_LINT'), command: verbose },
      gateInput([changed('src/sum.ts')]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error?.message).toContain('was larger than govern reads and was cut');
    expect(verdict.error?.message).toContain('.eslintignore');
  });

  it('reads an eslint before 5 that exits 1 with no results as a crash, not as lint errors', async () => {
    // eslint 3.19 on should-equal 0.7.1 (bench:real's sixty-sixth set): a shared config it
    // cannot load ("duplicated mapping key") exits 1, like lint errors, but prints no JSON.
    const legacy = join(makeTempDir('old-eslint-'), 'eslint');
    writeFileSync(
      legacy,
      '#!/bin/sh\necho "Cannot read config file: node_modules/eslint-config-x/default.yml"\necho "Error: duplicated mapping key at line 90"\nexit 1\n',
    );
    chmodSync(legacy, 0o755);
    const verdict = await runToolGate(
      'AST_LINT',
      { ...detected('AST_LINT'), command: legacy },
      gateInput([changed('src/sum.ts')]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error?.code).toBe('TOOL_CRASHED');
    expect(verdict.error?.message).toContain('crashed (exit 1)');
    expect(verdict.findings[0]?.message).toContain('duplicated mapping key');
  });

  it('where nothing runs eslint, a parse error of a config older than the file is a note; a broken file still fails', async () => {
    // ellipsize 0.2.0 (bench:real's sixty-fourth set): an ES5 `.eslintrc`, and a new test file
    // that declares `const`: "The keyword 'const' is reserved".
    overwrite(
      'es5.eslint.config.js',
      "export default [{ files: ['**/*.js'], languageOptions: { ecmaVersion: 5, sourceType: 'script' } }];\n",
    );
    overwrite('src/modern.js', 'const answer = 42;\nmodule.exports = answer;\n');
    overwrite('src/garbled.js', 'const = ;\n');
    const es5 = {
      ...detected('AST_LINT'),
      args: ['--format', 'json', '--config', 'es5.eslint.config.js'],
    };
    const input = (path: string) => gateInput([changed(path, 'added')]);
    const noted = await runToolGate(
      'AST_LINT',
      { ...es5, advisory: 'nothing runs eslint here' },
      input('src/modern.js'),
    );
    expect(noted).toMatchObject({ passed: true, severity: 'info' });
    expect(noted.findings).toEqual([
      expect.objectContaining({ rule: 'parse-error', file: 'src/modern.js', severity: 'info' }),
    ]);
    const garbled = await runToolGate(
      'AST_LINT',
      { ...es5, advisory: 'nothing runs eslint here' },
      input('src/garbled.js'),
    );
    expect(garbled.passed).toBe(false);
    // Where the repository runs eslint, its config decides: the parse error fails.
    expect((await runToolGate('AST_LINT', es5, input('src/modern.js'))).passed).toBe(false);
    // govern reads the file itself, outside the sandbox: a link (here to a file outside the
    // tree) is not read, and its parse error stands.
    const outside = join(makeTempDir('outside-'), 'modern.js');
    writeFileSync(outside, 'const answer = 42;\n');
    symlinkSync(outside, join(project.ws(), 'src', 'linked.js'));
    const linked = await runToolGate(
      'AST_LINT',
      { ...es5, advisory: 'nothing runs eslint here' },
      input('src/linked.js'),
    );
    expect(linked.passed).toBe(false);
  });
});
