import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatZodIssues, writeFileAtomic } from '../common/index.js';
import type { ArchiveWriter } from './archive.js';
import { detectSourceCode } from './code-detect.js';
import { identityContext } from './identity.js';
import { evictionOrder } from './importance.js';
import { HOT_MEMORY_LEVELS, LEVEL_CAPACITY, SCRATCH_TTL_MS } from './levels.js';
import type { HotMemoryLevel, MemoryAction, RiskLevel } from './levels.js';
import { loadJsonFile } from '../common/index.js';
import {
  MEMORY_FILE_VERSION,
  memoryEntrySchema,
  memoryLevelFileSchema,
  READABLE_MEMORY_FILE_VERSIONS,
} from './schema.js';
import type { MemoryEntry, MemoryLevelFile } from './schema.js';

/** Hot memory (L0-L5) under the governance directory, one `<level>.json` per level. */
export const MEMORY_DIR = 'memory';

export interface MemoryStoreOptions {
  /** The `.governance/` directory of the workspace. */
  readonly governanceDir: string;
  readonly clock: () => Date;
  /** Where compaction retires evicted entries (L6). */
  readonly archive: ArchiveWriter;
}

/** What the kernel remembers; times, id and level bookkeeping are the store's. */
export interface MemoryInput {
  readonly level: HotMemoryLevel;
  readonly text: string;
  readonly taskId?: string | undefined;
  readonly action?: MemoryAction | undefined;
  readonly risk?: RiskLevel | undefined;
  /** 0 = seen many times before, 1 = never seen before. */
  readonly novelty?: number | undefined;
  readonly costUsd?: number | undefined;
  /** The caller's own importance hint, 0-1. */
  readonly importance?: number | undefined;
}

export type MemoryRejection = 'invalid' | 'looks_like_code' | 'identity_full';

export type RememberResult =
  | {
      readonly kind: 'stored';
      readonly entry: MemoryEntry;
      /** The same fact (level, task and text) was known: its fields and lastUsedAt were refreshed. */
      readonly refreshed: boolean;
      /** Entries compaction evicted to make room (possibly the new one), now in the archive. */
      readonly evicted: readonly MemoryEntry[];
      /** The archive item holding `evicted`, or null when nothing was evicted. */
      readonly archiveId: string | null;
    }
  | { readonly kind: 'rejected'; readonly reason: MemoryRejection; readonly message: string };

export type MemoryOpenResult =
  | { readonly kind: 'ok'; readonly store: MemoryStore }
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

/**
 * Loads every level file. A missing file is an empty level; an invalid or unreadable one
 * is returned as is and nothing is written, so a damaged memory is never replaced by an
 * empty one.
 */
export function openMemory(options: MemoryStoreOptions): MemoryOpenResult {
  const dir = join(options.governanceDir, MEMORY_DIR);
  const levels = new Map<HotMemoryLevel, MemoryEntry[]>();
  for (const level of HOT_MEMORY_LEVELS) {
    const loaded = loadJsonFile(
      join(dir, `${level}.json`),
      memoryLevelFileSchema,
      READABLE_MEMORY_FILE_VERSIONS,
    );
    switch (loaded.kind) {
      case 'missing':
        levels.set(level, []);
        break;
      case 'invalid':
      case 'unreadable':
        return loaded;
      case 'ok': {
        const misplaced = levelIssues(loaded.value, level);
        if (misplaced.length > 0) {
          return { kind: 'invalid', file: loaded.file, issues: misplaced };
        }
        levels.set(level, [...loaded.value.entries]);
        break;
      }
    }
  }
  return { kind: 'ok', store: new MemoryStore(options, levels) };
}

/**
 * Bounded L0-L5 memory. Every write persists the level it changed (temp file + fsync +
 * rename); compaction hands evicted entries to the archive writer, which stores them off
 * the hot path.
 */
export class MemoryStore {
  readonly #dir: string;
  readonly #clock: () => Date;
  readonly #archive: ArchiveWriter;
  readonly #levels: Map<HotMemoryLevel, MemoryEntry[]>;

  /** Use `openMemory`; the constructor trusts `levels` to be validated. */
  constructor(options: MemoryStoreOptions, levels: Map<HotMemoryLevel, MemoryEntry[]>) {
    this.#dir = join(options.governanceDir, MEMORY_DIR);
    this.#clock = options.clock;
    this.#archive = options.archive;
    this.#levels = levels;
  }

  /**
   * Stores one entry. Refuses invalid fields, code at L3 (see code-detect.ts) and a new
   * entry in a full L5 (identity is never compacted). Remembering a known fact refreshes
   * it instead of storing a duplicate. A level over its capacity is compacted at once.
   */
  remember(input: MemoryInput): RememberResult {
    return this.#put(input, null);
  }

  /**
   * Puts archived entries back (after `restoreArchive`), keeping their creation time.
   * Each goes through the same checks and compaction as `remember`.
   */
  reinstate(entries: readonly MemoryEntry[]): RememberResult[] {
    return entries.map((entry) => this.#put(entry, entry.createdAt));
  }

  /** The live entries of a level, oldest first; no side effects (expired scratch is hidden). */
  list(level: HotMemoryLevel): readonly MemoryEntry[] {
    return this.#live(level, this.#clock());
  }

  /**
   * The entries a prompt should see, most important first, optionally of one task and at
   * most `limit`; marks them used (recency counts in compaction) and persists that.
   */
  recall(
    level: HotMemoryLevel,
    filter: { readonly taskId?: string; readonly limit?: number } = {},
  ): readonly MemoryEntry[] {
    const now = this.#clock();
    const live = this.#live(level, now).filter(
      (entry) => filter.taskId === undefined || entry.taskId === filter.taskId,
    );
    const chosen = evictionOrder(live, now)
      .reverse()
      .slice(0, filter.limit ?? live.length);
    if (chosen.length === 0) {
      return [];
    }
    const ids = new Set(chosen.map((entry) => entry.id));
    const lastUsedAt = now.toISOString();
    const updated = this.#all(level).map((entry) =>
      ids.has(entry.id) ? { ...entry, lastUsedAt } : entry,
    );
    this.#save(level, updated);
    return updated.filter((entry) => ids.has(entry.id)).sort(byIdOrder(chosen));
  }

  /** Drops L0 entries older than SCRATCH_TTL_MS (scratch is not archived); returns how many. */
  expireScratch(): number {
    const all = this.#all('L0');
    const live = this.#live('L0', this.#clock());
    if (live.length !== all.length) {
      this.#save('L0', live);
    }
    return all.length - live.length;
  }

  /** The text the kernel injects into every agent context (see identityContext). */
  identityContext(): string {
    return identityContext(this.list('L5'));
  }

  #put(input: MemoryInput, createdAt: string | null): RememberResult {
    const now = this.#clock();
    const nowIso = now.toISOString();
    const text = input.text.trim();
    const id = entryId(input.level, input.taskId, text);
    const candidate = memoryEntrySchema.safeParse({
      id,
      level: input.level,
      text,
      taskId: input.taskId,
      action: input.action,
      risk: input.risk,
      novelty: input.novelty,
      costUsd: input.costUsd,
      createdAt: createdAt ?? nowIso,
      lastUsedAt: nowIso,
      importance: input.importance,
    });
    if (!candidate.success) {
      const issues = formatZodIssues(candidate.error.issues);
      return { kind: 'rejected', reason: 'invalid', message: issues.join('; ') };
    }
    if (input.level === 'L3') {
      const verdict = detectSourceCode(text);
      if (verdict.isCode) {
        return {
          kind: 'rejected',
          reason: 'looks_like_code',
          message: `L3 holds facts, never source code: ${verdict.reason ?? 'reads as code'}`,
        };
      }
    }
    const entries = this.#live(input.level, now);
    const index = entries.findIndex((entry) => entry.id === id);
    const existing = entries[index];
    let entry: MemoryEntry = withoutUndefined(candidate.data);
    if (existing !== undefined) {
      entry = { ...existing, ...entry, createdAt: existing.createdAt };
      entries[index] = entry;
    } else if (input.level === 'L5' && entries.length >= LEVEL_CAPACITY.L5) {
      return {
        kind: 'rejected',
        reason: 'identity_full',
        message: `L5 holds at most ${LEVEL_CAPACITY.L5} conventions and is never compacted; remove or merge one first`,
      };
    } else {
      entries.push(entry);
    }
    const evicted = input.level === 'L5' ? [] : overflow(entries, LEVEL_CAPACITY[input.level], now);
    const evictedIds = new Set(evicted.map((e) => e.id));
    this.#save(
      input.level,
      entries.filter((e) => !evictedIds.has(e.id)),
    );
    const archiveId =
      evicted.length === 0 ? null : this.#archive.retireMemory(input.level, evicted).id;
    return { kind: 'stored', entry, refreshed: existing !== undefined, evicted, archiveId };
  }

  #all(level: HotMemoryLevel): MemoryEntry[] {
    return this.#levels.get(level) ?? [];
  }

  #live(level: HotMemoryLevel, now: Date): MemoryEntry[] {
    const all = this.#all(level);
    if (level !== 'L0') {
      return [...all];
    }
    return all.filter((entry) => now.getTime() - Date.parse(entry.createdAt) < SCRATCH_TTL_MS);
  }

  #save(level: HotMemoryLevel, entries: MemoryEntry[]): void {
    const file: MemoryLevelFile = { version: MEMORY_FILE_VERSION, level, entries };
    mkdirSync(this.#dir, { recursive: true });
    writeFileAtomic(join(this.#dir, `${level}.json`), `${JSON.stringify(file, null, 2)}\n`);
    this.#levels.set(level, entries);
  }
}

/** The least important entries beyond `capacity`. */
function overflow(entries: readonly MemoryEntry[], capacity: number, now: Date): MemoryEntry[] {
  const excess = entries.length - capacity;
  return excess > 0 ? evictionOrder(entries, now).slice(0, excess) : [];
}

/** One id per fact: the same text about the same task at the same level is one entry. */
function entryId(level: HotMemoryLevel, taskId: string | undefined, text: string): string {
  const digest = createHash('sha256')
    .update(`${taskId ?? ''}\u0000${text}`)
    .digest('hex');
  return `${level}-${digest.slice(0, 16)}`;
}

function levelIssues(file: MemoryLevelFile, level: HotMemoryLevel): string[] {
  const issues: string[] = [];
  if (file.level !== level) {
    issues.push(`level: holds ${file.level}, expected ${level}`);
  }
  file.entries.forEach((entry, index) => {
    if (entry.level !== level) {
      issues.push(`entries[${index}].level: ${entry.level} in the ${level} file`);
    }
  });
  return issues;
}

/** zod keeps keys whose value is undefined; the on-disk form omits them. */
function withoutUndefined(entry: MemoryEntry): MemoryEntry {
  return Object.fromEntries(
    Object.entries(entry).filter(([, value]) => value !== undefined),
  ) as MemoryEntry;
}

function byIdOrder(order: readonly MemoryEntry[]): (a: MemoryEntry, b: MemoryEntry) => number {
  const rank = new Map(order.map((entry, index) => [entry.id, index]));
  return (a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0);
}
