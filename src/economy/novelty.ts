import { join } from 'node:path';
import { canonicalJson, sha256Hex } from './hash.js';
import { loadJsonFile, writeJsonFile } from './json-file.js';
import type { StoreFailure } from './json-file.js';
import {
  NOVELTY_FILE_VERSION,
  noveltyFileSchema,
  READABLE_NOVELTY_FILE_VERSIONS,
} from './schema.js';
import type { NoveltyDecision } from './schema.js';
import type { LifecycleStatus, RiskLevel } from './vocabulary.js';

export const NOVELTY_FILE = 'novelty.json';
/** Fingerprints remembered; beyond it the oldest decision is forgotten (and re-decided). */
export const NOVELTY_MAX_ENTRIES = 500;

/** One file the decision depends on; `content: null` when it does not exist. */
export interface FileSnapshot {
  readonly path: string;
  readonly content: string | null;
}

export interface FingerprintInput {
  /**
   * The task as specified (id, category, description, criteria, paths, dependencies), never
   * its run state (status, retries, attempts): a string as is, anything else as canonical JSON.
   */
  readonly taskSpec: unknown;
  readonly referenceContent: readonly FileSnapshot[];
  readonly targetContent: readonly FileSnapshot[];
  readonly risk: RiskLevel;
  /** Who decides (the rung or agent role); `|` and `%` are escaped. */
  readonly role: string;
  /** 0-1; only its value rounded to 2 decimals counts. */
  readonly confidence: number;
  readonly lifecycle: LifecycleStatus;
  readonly rollbackStreak: number;
  /** A penalty the kernel carries for the task (e.g. earlier rejections); an integer or decimal. */
  readonly penalty: number;
  /** `computeEvidenceVersion` of the rules in force. */
  readonly evidenceVersion: string;
}

/**
 * `sha256(taskSpec + reference + target)[0:16]|risk|role|confidence(2dp)|lifecycle|
 * rollbackStreak|penalty|evidenceVersion`. Every part of the hashed text is length-prefixed
 * (and files sorted by path), so moving bytes from one file or field to the next can never
 * produce the same text.
 */
export function computeFingerprint(input: FingerprintInput): string {
  if (!Number.isFinite(input.confidence)) {
    throw new RangeError(`computeFingerprint: confidence must be finite (got ${input.confidence})`);
  }
  if (!Number.isInteger(input.rollbackStreak) || input.rollbackStreak < 0) {
    throw new RangeError(
      `computeFingerprint: rollbackStreak must be a whole number >= 0 (got ${input.rollbackStreak})`,
    );
  }
  if (!Number.isFinite(input.penalty)) {
    throw new RangeError(`computeFingerprint: penalty must be finite (got ${input.penalty})`);
  }
  const spec = typeof input.taskSpec === 'string' ? input.taskSpec : canonicalJson(input.taskSpec);
  const hashed = [
    field('spec', spec),
    files('reference', input.referenceContent),
    files('target', input.targetContent),
  ].join('');
  return [
    sha256Hex(hashed).slice(0, 16),
    input.risk,
    escapeField(input.role),
    input.confidence.toFixed(2),
    input.lifecycle,
    String(input.rollbackStreak),
    String(input.penalty),
    escapeField(input.evidenceVersion),
  ].join('|');
}

/**
 * A 16-hex-digit hash of the governance rules in force (the effective config, the gate
 * set, detector versions: whatever the caller passes). Key order does not matter; any
 * value change does, so identical bytes under new rules get a new fingerprint.
 */
export function computeEvidenceVersion(rules: unknown): string {
  return sha256Hex(canonicalJson(rules)).slice(0, 16);
}

function field(name: string, value: string): string {
  return `${name}:${value.length}:${value};`;
}

function files(name: string, snapshots: readonly FileSnapshot[]): string {
  const sorted = [...snapshots].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const parts = sorted.map((file) =>
    file.content === null
      ? `${field('path', file.path)}absent;`
      : `${field('path', file.path)}${field('content', file.content)}`,
  );
  return `${name}:${sorted.length}:${parts.join('')}`;
}

function escapeField(value: string): string {
  return value.replaceAll('%', '%25').replaceAll('|', '%7C');
}

/** A decision to remember; `at` defaults to the store's clock. */
export interface NoveltyRecordInput {
  readonly kind: NoveltyDecision['kind'];
  readonly reason: string;
  readonly taskId: string;
  readonly commit?: string | undefined;
  /** false: never reuse. A SKIP is reused only when true (a dependency SKIP must not be); a COMPLETED unless false. */
  readonly reusable?: boolean | undefined;
  readonly at?: Date | undefined;
}

export type ReusedDecision = NoveltyDecision & { readonly reused: true };

export interface NoveltyStoreOptions {
  /** The `.governance/` directory of the workspace. */
  readonly governanceDir: string;
  readonly clock: () => Date;
}

export type NoveltyOpenResult =
  { readonly kind: 'ok'; readonly store: NoveltyStore } | StoreFailure;

/** Loads `novelty.json` (missing: empty). An invalid file is reported and never overwritten. */
export function openNoveltyStore(options: NoveltyStoreOptions): NoveltyOpenResult {
  const file = join(options.governanceDir, NOVELTY_FILE);
  const loaded = loadJsonFile(file, noveltyFileSchema, READABLE_NOVELTY_FILE_VERSIONS);
  switch (loaded.kind) {
    case 'missing':
      return { kind: 'ok', store: new NoveltyStore(file, options.clock, []) };
    case 'ok':
      return {
        kind: 'ok',
        store: new NoveltyStore(
          file,
          options.clock,
          loaded.value.entries.map((entry) => [entry.fingerprint, entry.decision]),
        ),
      };
    case 'invalid':
    case 'unreadable':
      return loaded;
  }
}

/** The latest decision per fingerprint, bounded to `NOVELTY_MAX_ENTRIES`. */
export class NoveltyStore {
  readonly #file: string;
  readonly #clock: () => Date;
  /** Insertion order is age: the first key is the oldest. */
  readonly #entries: Map<string, NoveltyDecision>;

  /** Use `openNoveltyStore`; the constructor trusts `entries` to be validated. */
  constructor(
    file: string,
    clock: () => Date,
    entries: readonly (readonly [string, NoveltyDecision])[],
  ) {
    this.#file = file;
    this.#clock = clock;
    this.#entries = new Map(entries);
  }

  /**
   * The previous decision to reuse, or null. Only a SKIP marked reusable and a COMPLETED
   * not marked unreusable qualify; EVOLVE, REJECT and DEFERRED are always decided again.
   * Reads only: a reuse writes nothing.
   */
  lookup(fingerprint: string): ReusedDecision | null {
    const decision = this.#entries.get(fingerprint);
    if (decision === undefined || !isReusable(decision)) {
      return null;
    }
    return { ...decision, reused: true };
  }

  /**
   * Remembers the latest decision for `fingerprint` (replacing an earlier one, which also
   * makes it the newest) and evicts the oldest beyond the bound. Persists at once.
   */
  record(fingerprint: string, input: NoveltyRecordInput): NoveltyDecision {
    const decision: NoveltyDecision = {
      kind: input.kind,
      reason: input.reason,
      taskId: input.taskId,
      ...(input.commit === undefined ? {} : { commit: input.commit }),
      ...(input.reusable === undefined ? {} : { reusable: input.reusable }),
      at: (input.at ?? this.#clock()).toISOString(),
    };
    this.#entries.delete(fingerprint);
    this.#entries.set(fingerprint, decision);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= NOVELTY_MAX_ENTRIES) {
        break;
      }
      this.#entries.delete(oldest);
    }
    writeJsonFile(this.#file, {
      version: NOVELTY_FILE_VERSION,
      entries: [...this.#entries].map(([key, value]) => ({ fingerprint: key, decision: value })),
    });
    return decision;
  }

  get size(): number {
    return this.#entries.size;
  }
}

function isReusable(decision: NoveltyDecision): boolean {
  switch (decision.kind) {
    case 'SKIP':
      return decision.reusable === true;
    case 'COMPLETED':
      return decision.reusable !== false;
    case 'EVOLVE':
    case 'REJECT':
    case 'DEFERRED':
      return false;
  }
}
