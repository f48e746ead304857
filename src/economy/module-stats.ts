import { join } from 'node:path';
import { loadJsonFile, writeJsonFile } from './json-file.js';
import type { StoreFailure } from './json-file.js';
import {
  MODULES_FILE_VERSION,
  modulesFileSchema,
  READABLE_MODULES_FILE_VERSIONS,
} from './schema.js';
import type { ModuleStat } from './schema.js';

export const MODULES_FILE = 'modules.json';
/** Modules remembered; beyond it the one updated longest ago is forgotten. */
export const MODULES_MAX_ENTRIES = 1000;

export interface ModuleStatsOptions {
  /** The `.governance/` directory of the workspace. */
  readonly governanceDir: string;
  readonly clock: () => Date;
}

export type ModuleStatsOpenResult =
  { readonly kind: 'ok'; readonly stats: ModuleStats } | StoreFailure;

/** Loads `modules.json` (missing: no history). An invalid file is reported and never overwritten. */
export function openModuleStats(options: ModuleStatsOptions): ModuleStatsOpenResult {
  const file = join(options.governanceDir, MODULES_FILE);
  const loaded = loadJsonFile(file, modulesFileSchema, READABLE_MODULES_FILE_VERSIONS);
  switch (loaded.kind) {
    case 'missing':
      return { kind: 'ok', stats: new ModuleStats(file, options.clock, {}) };
    case 'ok':
      return { kind: 'ok', stats: new ModuleStats(file, options.clock, loaded.value.modules) };
    case 'invalid':
    case 'unreadable':
      return loaded;
  }
}

/**
 * Rollbacks per module (see `moduleFor`): a streak of rollbacks raises the module's risk
 * and lowers confidence (`assessRisk`) until a change of it lands.
 */
export class ModuleStats {
  readonly #file: string;
  readonly #clock: () => Date;
  readonly #modules: Map<string, ModuleStat>;

  /** Use `openModuleStats`; the constructor trusts `modules` to be validated. */
  constructor(file: string, clock: () => Date, modules: Readonly<Record<string, ModuleStat>>) {
    this.#file = file;
    this.#clock = clock;
    this.#modules = new Map(Object.entries(modules));
  }

  /** Rollbacks in a row of `module`; 0 when it has no history. */
  rollbackStreak(module: string): number {
    return this.#modules.get(module)?.rollbackStreak ?? 0;
  }

  get(module: string): ModuleStat | null {
    return this.#modules.get(module) ?? null;
  }

  /** Every module with history, by name. */
  list(): readonly (ModuleStat & { readonly module: string })[] {
    return [...this.#modules]
      .map(([module, stat]) => ({ module, ...stat }))
      .sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : 0));
  }

  /** A change of `module` was rolled back: the streak grows by one. */
  recordRollback(module: string): ModuleStat {
    const previous = this.#modules.get(module);
    return this.#put(module, {
      rollbackStreak: (previous?.rollbackStreak ?? 0) + 1,
      rollbacks: (previous?.rollbacks ?? 0) + 1,
      successes: previous?.successes ?? 0,
      updatedAt: this.#clock().toISOString(),
    });
  }

  /** A change of `module` landed: the streak starts again at 0. */
  recordSuccess(module: string): ModuleStat {
    const previous = this.#modules.get(module);
    return this.#put(module, {
      rollbackStreak: 0,
      rollbacks: previous?.rollbacks ?? 0,
      successes: (previous?.successes ?? 0) + 1,
      updatedAt: this.#clock().toISOString(),
    });
  }

  #put(module: string, stat: ModuleStat): ModuleStat {
    this.#modules.delete(module);
    this.#modules.set(module, stat);
    if (this.#modules.size > MODULES_MAX_ENTRIES) {
      const stalest = [...this.#modules].reduce((a, b) =>
        b[1].updatedAt < a[1].updatedAt ? b : a,
      );
      this.#modules.delete(stalest[0]);
    }
    writeJsonFile(this.#file, {
      version: MODULES_FILE_VERSION,
      modules: Object.fromEntries(this.#modules),
    });
    return stat;
  }
}
