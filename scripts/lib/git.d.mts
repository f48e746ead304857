// Types of git.mjs for the TypeScript test helpers.
import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process';

export function gitEnv(name?: string, options?: { inherit?: boolean }): NodeJS.ProcessEnv;
export function git(cwd: string, ...args: string[]): string;
export function gitWith(
  env: Readonly<Record<string, string>>,
): (cwd: string, ...args: string[]) => string;
export interface Runner {
  run(
    program: string,
    args: readonly string[],
    options?: SpawnSyncOptions,
  ): SpawnSyncReturns<string>;
  must(program: string, args: readonly string[], options?: SpawnSyncOptions): string;
}
export function runner(env?: NodeJS.ProcessEnv): Runner;
export const run: Runner['run'];
export const must: Runner['must'];
export function writeFiles(root: string, files: Readonly<Record<string, string>>): void;
export function initRepo(
  dir: string,
  files: Readonly<Record<string, string>>,
  message?: string,
): string;
