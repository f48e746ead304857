// The repositories `npm run bench:perf` measures on, shared with `npm run bench:sandbox`
// (which times the whole gate chain there with and without the gate sandbox).

/** The package files of a TypeScript repository whose tools resolve to govern's node_modules. */
export function projectFiles(name, include) {
  return {
    'package.json': `${JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        scripts: { test: 'vitest run' },
        devDependencies: {
          '@eslint/js': '*',
          eslint: '*',
          prettier: '*',
          typescript: '*',
          'typescript-eslint': '*',
          vitest: '*',
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        include,
      },
      null,
      2,
    )}\n`,
    // Syntax-only rules: a type-aware config builds the whole program on every lint run.
    'eslint.config.js': [
      "import js from '@eslint/js';",
      "import tseslint from 'typescript-eslint';",
      '',
      'export default tseslint.config(js.configs.recommended, ...tseslint.configs.recommended);',
      '',
    ].join('\n'),
    '.prettierrc.json': '{ "singleQuote": true }\n',
    '.gitignore': '/node_modules\n',
  };
}

/**
 * The throughput repository: 32 small modules with four vitest files, tsc, eslint
 * (typescript-eslint) and prettier, as `bench:perf` figure 1 runs its tasks on.
 */
export function throughputFiles() {
  const files = projectFiles('throughput', ['src', 'test']);
  files['src/util.ts'] = [
    'export function clamp(value: number, low: number, high: number): number {',
    '  return Math.min(Math.max(value, low), high);',
    '}',
    '',
  ].join('\n');
  for (let i = 1; i <= 32; i += 1) {
    const n = String(i).padStart(2, '0');
    files[`src/mod${n}.ts`] = [
      "import { clamp } from './util.js';",
      '',
      `export interface Reading${n} {`,
      '  readonly id: number;',
      '  readonly value: number;',
      '}',
      '',
      `export function scale${n}(reading: Reading${n}, factor: number): Reading${n} {`,
      `  return { id: reading.id, value: clamp(reading.value * factor, 0, ${i * 100}) };`,
      '}',
      '',
    ].join('\n');
  }
  // Four test files of eight modules each: vitest's cost is mostly per file and per run.
  for (let group = 0; group < 4; group += 1) {
    const ns = Array.from({ length: 8 }, (_, k) => String(group * 8 + k + 1).padStart(2, '0'));
    files[`test/group${group + 1}.test.ts`] = [
      "import { describe, expect, it } from 'vitest';",
      ...ns.map((n) => `import { scale${n} } from '../src/mod${n}.js';`),
      '',
      ...ns.flatMap((n) => [
        `describe('scale${n}', () => {`,
        "  it('scales and clamps', () => {",
        `    expect(scale${n}({ id: 1, value: 2 }, 3).value).toBe(6);`,
        `    expect(scale${n}({ id: 1, value: 10_000 }, 3).value).toBe(${Number(n) * 100});`,
        '  });',
        '});',
        '',
      ]),
    ].join('\n');
  }
  return files;
}

/** What a throughput task's agent does to its target: append a small function. */
export function throughputChange(n) {
  return `\nexport function extra${n}(value: number): number {\n  return value * ${Number(n)};\n}\n`;
}
