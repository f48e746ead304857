import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GovernError, loadJsonFile } from '../common/index.js';
import { BENCH_CASE_VERSION, benchCaseSchema } from './case-schema.js';
import type { BenchCase } from './case-schema.js';

/** A case and the file it came from. */
export interface LoadedCase {
  readonly file: string;
  readonly spec: BenchCase;
}

/**
 * Reads every `*.json` in `dir` (sorted by name) through the case schema. All problems of
 * all files are collected first, so one run names every broken file and field; any problem
 * is BENCH_CASE_INVALID and no case runs.
 */
export function loadBenchCases(dir: string): LoadedCase[] {
  const folder = resolve(dir);
  let names: string[];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch (error) {
    throw new GovernError('USAGE', `cannot read the bench cases folder ${folder}`, {
      hint: 'pass --cases with a folder of case JSON files (see bench/cases/)',
      cause: error,
    });
  }
  if (names.length === 0) {
    throw new GovernError('USAGE', `${folder} holds no *.json bench case`, {
      hint: 'pass --cases with a folder of case JSON files (see bench/cases/)',
    });
  }
  const problems: string[] = [];
  const cases: LoadedCase[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = join(folder, name);
    const loaded = loadJsonFile(file, benchCaseSchema, [BENCH_CASE_VERSION]);
    switch (loaded.kind) {
      case 'ok': {
        const spec = loaded.value;
        const earlier = seen.get(spec.id);
        if (earlier !== undefined) {
          problems.push(`${file}: id: "${spec.id}" is already used by ${earlier}`);
          break;
        }
        seen.set(spec.id, file);
        const payload = spec.injection?.payload;
        if (payload !== undefined && !caseTexts(spec).some((text) => text.includes(payload))) {
          problems.push(
            `${file}: injection.payload: appears nowhere in the case's files, tasks or agent output`,
          );
          break;
        }
        const unclaimed = claimProblems(spec);
        if (unclaimed.length > 0) {
          problems.push(...unclaimed.map((problem) => `${file}: ${problem}`));
          break;
        }
        cases.push({ file, spec });
        break;
      }
      case 'missing':
      case 'unreadable':
        problems.push(`${file}: cannot be read`);
        break;
      case 'invalid':
        problems.push(...loaded.issues.map((issue) => `${file}: ${issue}`));
        break;
    }
  }
  if (problems.length > 0) {
    throw new GovernError(
      'BENCH_CASE_INVALID',
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in bench cases, nothing was run:\n  ${problems.join('\n  ')}`,
      {
        hint: 'fix the files and fields named above (docs/schemas/bench-case.schema.json)',
        details: { problems },
      },
    );
  }
  return cases;
}

/** Every piece of text an injected payload may sit in. */
export function caseTexts(spec: BenchCase): string[] {
  return [
    ...Object.values(spec.files),
    ...spec.tasks.flatMap((task) => [task.description, ...task.acceptanceCriteria]),
    ...Object.values(spec.agents).flatMap((agent) =>
      agent.calls.flatMap((call) => [...Object.values(call.writes), call.stdout]),
    ),
  ];
}

/** A claim the case does not make proves nothing: its twin would be the case itself. */
function claimProblems(spec: BenchCase): string[] {
  const claims = spec.claims;
  if (claims === undefined) {
    return [];
  }
  const problems: string[] = [];
  if (claims.metadata.length + claims.text.length === 0) {
    problems.push('claims: names no metadata key and no text');
  }
  for (const key of claims.metadata) {
    if (!spec.tasks.some((task) => Object.hasOwn(task.metadata, key))) {
      problems.push(`claims.metadata: no task has the key "${key}"`);
    }
  }
  const texts = spec.tasks.flatMap((task) => [task.description, ...task.acceptanceCriteria]);
  for (const passage of claims.text) {
    if (!texts.some((text) => text.includes(passage))) {
      problems.push(`claims.text: "${passage}" is in no task description or criterion`);
    }
  }
  return problems;
}
