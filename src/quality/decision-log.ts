import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../common/index.js';
import { isRetained } from './days.js';
import type { JsonLoadResult } from '../common/index.js';
import { loadJsonFile } from '../common/index.js';
import {
  decisionLogPartSchema,
  QUALITY_FILE_VERSION,
  READABLE_QUALITY_FILE_VERSIONS,
} from './schema.js';
import type { DecisionLogPart, DecisionRecord } from './schema.js';

export const DECISIONS_DIR = 'decisions';

/**
 * Each record rewrites its part file (temp file + fsync + rename), so a part is kept small
 * (about 150 kB at 500 decisions) and the cost of a record stays the same all day.
 */
export const DECISIONS_PER_PART = 500;
/**
 * A day keeps at most 10,000 decisions (20 parts): far above a busy day of runs, and a
 * runaway loop cannot fill the disk. Beyond it decisions are counted in `dropped` only.
 */
export const MAX_DECISIONS_PER_DAY = 10_000;

/** Overrides of the part and day caps (tests). */
export interface DecisionLogLimits {
  readonly perPart: number;
  readonly perDay: number;
}

const DEFAULT_LIMITS: DecisionLogLimits = {
  perPart: DECISIONS_PER_PART,
  perDay: MAX_DECISIONS_PER_DAY,
};

const PART_FILE = /^(\d{4}-\d{2}-\d{2})-(\d{2})\.json$/;

/** The decision log: UTC days, each in parts, held in memory and persisted per part. */
export class DecisionLog {
  readonly #dir: string;
  readonly #parts: Map<string, DecisionLogPart>;
  readonly #limits: DecisionLogLimits;

  private constructor(dir: string, parts: Map<string, DecisionLogPart>, limits: DecisionLogLimits) {
    this.#dir = dir;
    this.#parts = parts;
    this.#limits = limits;
  }

  /** Reads every part; a missing directory is an empty log. */
  static load(
    dir: string,
    limits: DecisionLogLimits = DEFAULT_LIMITS,
  ):
    | { readonly kind: 'ok'; readonly log: DecisionLog }
    | Exclude<JsonLoadResult<never>, { kind: 'ok' | 'missing' }> {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return { kind: 'ok', log: new DecisionLog(dir, new Map(), limits) };
      }
      return { kind: 'unreadable', file: dir, message: (error as Error).message };
    }
    const parts = new Map<string, DecisionLogPart>();
    for (const name of names.sort()) {
      const match = PART_FILE.exec(name);
      if (match === null) {
        continue;
      }
      const loaded = loadJsonFile(
        join(dir, name),
        decisionLogPartSchema,
        READABLE_QUALITY_FILE_VERSIONS,
      );
      if (loaded.kind === 'invalid' || loaded.kind === 'unreadable') {
        return loaded;
      }
      if (loaded.kind === 'missing') {
        continue;
      }
      if (loaded.value.day !== match[1] || loaded.value.part !== Number(match[2])) {
        return {
          kind: 'invalid',
          file: loaded.file,
          issues: [
            `day/part: ${loaded.value.day} part ${loaded.value.part} does not match the file name`,
          ],
        };
      }
      parts.set(partKey(loaded.value.day, loaded.value.part), loaded.value);
    }
    return { kind: 'ok', log: new DecisionLog(dir, parts, limits) };
  }

  /** Appends one decision to the part of its UTC day and persists that part. */
  append(day: string, decision: DecisionRecord): void {
    const last = this.#lastPart(day);
    let part: DecisionLogPart;
    if (last === undefined) {
      part = { version: QUALITY_FILE_VERSION, day, part: 0, decisions: [decision], dropped: 0 };
    } else if (last.decisions.length < this.#limits.perPart) {
      part = { ...last, decisions: [...last.decisions, decision] };
    } else if ((last.part + 1) * this.#limits.perPart < this.#limits.perDay) {
      part = {
        version: QUALITY_FILE_VERSION,
        day,
        part: last.part + 1,
        decisions: [decision],
        dropped: 0,
      };
    } else {
      part = { ...last, dropped: last.dropped + 1 };
    }
    mkdirSync(this.#dir, { recursive: true });
    writeFileAtomic(join(this.#dir, partFileName(day, part.part)), `${JSON.stringify(part)}\n`);
    this.#parts.set(partKey(day, part.part), part);
  }

  /** Decisions of the days `keep` accepts, oldest day first, in record order. */
  decisions(keep: (day: string) => boolean): DecisionRecord[] {
    return this.#sortedParts()
      .filter((part) => keep(part.day))
      .flatMap((part) => part.decisions);
  }

  dropped(keep: (day: string) => boolean): number {
    return this.#sortedParts()
      .filter((part) => keep(part.day))
      .reduce((sum, part) => sum + part.dropped, 0);
  }

  /** Deletes the parts of days no longer retained at `now`. */
  prune(now: Date): void {
    for (const [key, part] of this.#parts) {
      if (!isRetained(part.day, now)) {
        rmSync(join(this.#dir, partFileName(part.day, part.part)), { force: true });
        this.#parts.delete(key);
      }
    }
  }

  #lastPart(day: string): DecisionLogPart | undefined {
    return this.#sortedParts()
      .filter((part) => part.day === day)
      .at(-1);
  }

  #sortedParts(): DecisionLogPart[] {
    return [...this.#parts.values()].sort((a, b) =>
      a.day < b.day ? -1 : a.day > b.day ? 1 : a.part - b.part,
    );
  }
}

function partKey(day: string, part: number): string {
  return `${day}-${String(part).padStart(2, '0')}`;
}

function partFileName(day: string, part: number): string {
  return `${partKey(day, part)}.json`;
}
