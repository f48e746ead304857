import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { describeError, formatZodIssues, GovernError, writeFileAtomic } from '../common/index.js';
import type { HotMemoryLevel } from './levels.js';
import { loadJsonFile, parseJsonText } from '../common/index.js';
import {
  ARCHIVE_ID_PATTERN,
  ARCHIVE_VERSION,
  archiveItemSchema,
  archiveMetaSchema,
  READABLE_ARCHIVE_VERSIONS,
} from './schema.js';
import type { ArchiveItem, ArchiveKind, ArchiveMeta, MemoryEntry } from './schema.js';

const gzipAsync = promisify(gzip);

/** The archive (L6) under the governance directory. */
export const ARCHIVE_DIR = 'archive';

/**
 * Items kept before the oldest are deleted. One item per committed decision and per
 * compaction batch: 20,000 covers years of daily runs, and bounds what `listArchive`
 * reads (one small metadata file per item).
 */
export const ARCHIVE_MAX_ITEMS = 20_000;

export interface ArchiveWriterOptions {
  /** The `.governance/` directory of the workspace. */
  readonly governanceDir: string;
  readonly clock: () => Date;
  /** Overrides ARCHIVE_MAX_ITEMS (tests). */
  readonly maxItems?: number;
}

export interface ArchiveFailure {
  readonly id: string;
  readonly error: GovernError;
}

export interface ArchiveFlushResult {
  /** Ids written since the previous flush, in queue order. */
  readonly written: readonly string[];
  /** Items that could not be written since the previous flush (IO_FAILED). */
  readonly failures: readonly ArchiveFailure[];
}

export interface DecisionSnapshotInput {
  readonly decisionId: string;
  readonly taskId?: string;
  /** A JSON-serializable object; serialized when queued, so later mutation is harmless. */
  readonly snapshot: unknown;
}

/** What queuing an item returns: its id, and the SHA-256 restore will verify. */
export interface ArchiveTicket {
  readonly id: string;
  /** SHA-256 of the uncompressed item; worth recording in the audit log with the commit. */
  readonly sha256: string;
}

interface ArchiveJob {
  readonly id: string;
  readonly json: string;
  readonly meta: Omit<ArchiveMeta, 'compressedBytes'>;
}

/**
 * Writes archive items off the hot path. `archiveDecision` and `retireMemory` serialize
 * the item and return its id at once; compression and the writes run on a queue in the
 * background, one item at a time. The queue never rejects: a failed write is kept and
 * reported by `flush()`, which the kernel awaits before it exits.
 */
export class ArchiveWriter {
  readonly #dir: string;
  readonly #clock: () => Date;
  readonly #maxItems: number;
  #tail: Promise<void> = Promise.resolve();
  #pending = 0;
  #written: string[] = [];
  #failures: ArchiveFailure[] = [];

  constructor(options: ArchiveWriterOptions) {
    this.#dir = join(options.governanceDir, ARCHIVE_DIR);
    this.#clock = options.clock;
    this.#maxItems = options.maxItems ?? ARCHIVE_MAX_ITEMS;
  }

  /** Items queued and not yet written. */
  get pending(): number {
    return this.#pending;
  }

  /** Queues the snapshot of a committed decision; returns its id and checksum at once. */
  archiveDecision(input: DecisionSnapshotInput): ArchiveTicket {
    // JSON.stringify returns undefined (despite its type) for undefined and functions.
    const serialized = JSON.stringify(input.snapshot) as string | undefined;
    if (serialized === undefined) {
      throw new TypeError(`decision ${input.decisionId}: the snapshot is not a JSON value`);
    }
    const body = {
      kind: 'decision' as const,
      decisionId: input.decisionId,
      ...(input.taskId === undefined ? {} : { taskId: input.taskId }),
      snapshot: input.snapshot,
    };
    const task = input.taskId === undefined ? '' : ` (${input.taskId})`;
    return this.#enqueue(body, `decision ${input.decisionId}${task}`);
  }

  /** Queues entries evicted from a memory level; returns their id and checksum at once. */
  retireMemory(level: HotMemoryLevel, entries: readonly MemoryEntry[]): ArchiveTicket {
    const body = { kind: 'memory' as const, reason: 'compaction' as const, level, entries };
    const noun = entries.length === 1 ? 'entry' : 'entries';
    return this.#enqueue(body, `${entries.length} ${level} ${noun} retired by compaction`);
  }

  /** Resolves when every item queued so far (and while waiting) is written or failed. */
  async flush(): Promise<ArchiveFlushResult> {
    let tail: Promise<void>;
    do {
      tail = this.#tail;
      await tail;
    } while (tail !== this.#tail);
    const result = { written: this.#written, failures: this.#failures };
    this.#written = [];
    this.#failures = [];
    return result;
  }

  #enqueue(
    body: { readonly kind: ArchiveKind } & Record<string, unknown>,
    label: string,
  ): ArchiveTicket {
    const createdAt = this.#clock().toISOString();
    const bodyHash = sha256(JSON.stringify({ createdAt, ...body })).slice(0, 10);
    const id = `${body.kind}-${createdAt.replace(/[-:.]/g, '')}-${bodyHash}`;
    const item = { version: ARCHIVE_VERSION, id, createdAt, ...body };
    // What restore would refuse is refused here, before the caller moves on believing it
    // archived something (an empty decision id, an entry that is not a memory entry).
    const checked = archiveItemSchema.safeParse(item);
    if (!checked.success) {
      throw new TypeError(
        `archive item ${id} is invalid: ${formatZodIssues(checked.error.issues).join('; ')}`,
      );
    }
    const json = JSON.stringify(item);
    const meta = {
      version: ARCHIVE_VERSION,
      id,
      kind: body.kind,
      createdAt,
      label,
      sha256: sha256(json),
      uncompressedBytes: Buffer.byteLength(json, 'utf8'),
    };
    this.#pending += 1;
    this.#tail = this.#tail.then(() => this.#write({ id, json, meta }));
    return { id, sha256: meta.sha256 };
  }

  async #write(job: ArchiveJob): Promise<void> {
    try {
      const compressed = await gzipAsync(Buffer.from(job.json, 'utf8'));
      mkdirSync(this.#dir, { recursive: true });
      // The .gz first, the metadata last: an item is listed only once both exist, so a
      // crash in between leaves an unlisted file, never a listed item without content.
      writeFileAtomic(join(this.#dir, `${job.id}.json.gz`), compressed);
      const meta: ArchiveMeta = { ...job.meta, compressedBytes: compressed.length };
      writeFileAtomic(join(this.#dir, metaFileName(job.id)), `${JSON.stringify(meta, null, 2)}\n`);
      this.#written.push(job.id);
      this.#prune();
    } catch (error) {
      const what =
        this.#written.at(-1) === job.id
          ? `wrote archive item ${job.id} but could not prune the oldest items`
          : `could not write archive item ${job.id}`;
      this.#failures.push({
        id: job.id,
        error: new GovernError('IO_FAILED', `${this.#dir}: ${what}: ${describeError(error)}`, {
          hint: 'check that the .governance/archive directory is writable and the disk has space',
          details: { id: job.id, dir: this.#dir },
          cause: error,
        }),
      });
    } finally {
      this.#pending -= 1;
    }
  }

  #prune(): void {
    const ids = listMetaIds(this.#dir);
    if (ids.length <= this.#maxItems) {
      return;
    }
    // Oldest first by the time stamp inside the id (the kind prefix would sort decisions
    // before memory otherwise). Metadata goes first so a crash never lists a deleted item.
    const byAge = [...ids].sort((a, b) => compareText(stampOf(a) + a, stampOf(b) + b));
    for (const id of byAge.slice(0, ids.length - this.#maxItems)) {
      rmSync(join(this.#dir, metaFileName(id)), { force: true });
      rmSync(join(this.#dir, `${id}.json.gz`), { force: true });
    }
  }
}

export interface ArchiveListing {
  /** Valid items, oldest first. */
  readonly items: readonly ArchiveMeta[];
  /** Metadata files that failed validation: shown, never silently skipped. */
  readonly problems: readonly { readonly file: string; readonly issues: readonly string[] }[];
}

/** What `govern archive list` shows. Never throws; a missing archive is empty. */
export function listArchive(governanceDir: string): ArchiveListing {
  const dir = join(governanceDir, ARCHIVE_DIR);
  const items: ArchiveMeta[] = [];
  const problems: { file: string; issues: readonly string[] }[] = [];
  let ids: string[];
  try {
    ids = listMetaIds(dir);
  } catch (error) {
    return { items, problems: [{ file: dir, issues: [`cannot list: ${describeError(error)}`] }] };
  }
  for (const id of ids) {
    const loaded = loadJsonFile(
      join(dir, metaFileName(id)),
      archiveMetaSchema,
      READABLE_ARCHIVE_VERSIONS,
    );
    switch (loaded.kind) {
      case 'ok':
        if (loaded.value.id === id) {
          items.push(loaded.value);
        } else {
          problems.push({
            file: loaded.file,
            issues: [`id: ${loaded.value.id} does not match the file name`],
          });
        }
        break;
      case 'invalid':
        problems.push({ file: loaded.file, issues: loaded.issues });
        break;
      case 'unreadable':
        problems.push({ file: loaded.file, issues: [loaded.message] });
        break;
      case 'missing':
        break;
    }
  }
  items.sort((a, b) => compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id));
  return { items, problems };
}

export interface RestoredArchiveItem {
  readonly meta: ArchiveMeta;
  readonly item: ArchiveItem;
}

/**
 * Reads one item back and verifies it: the id is known, the .gz exists and decompresses,
 * its SHA-256 matches the metadata, and its content passes the schema. Any failure throws
 * ARCHIVE_NOT_FOUND (no such id) or ARCHIVE_CORRUPT (`details.reason` names which check
 * failed), never a partial or unverified restore.
 */
export function restoreArchive(governanceDir: string, id: string): RestoredArchiveItem {
  const dir = join(governanceDir, ARCHIVE_DIR);
  if (!ARCHIVE_ID_PATTERN.test(id)) {
    throw new GovernError('ARCHIVE_NOT_FOUND', `${JSON.stringify(id)} is not an archive id`, {
      hint: 'run `govern archive list` to see the ids',
      details: { id },
    });
  }
  const metaFile = join(dir, metaFileName(id));
  const loaded = loadJsonFile(metaFile, archiveMetaSchema, READABLE_ARCHIVE_VERSIONS);
  if (loaded.kind === 'missing') {
    throw new GovernError('ARCHIVE_NOT_FOUND', `${dir}: no archive item ${id}`, {
      hint: 'run `govern archive list` to see the ids',
      details: { id, file: metaFile },
    });
  }
  if (loaded.kind === 'unreadable') {
    throw unreadable(metaFile, loaded.message);
  }
  if (loaded.kind === 'invalid' || loaded.value.id !== id) {
    const issues = loaded.kind === 'invalid' ? loaded.issues : ['id does not match the file name'];
    throw corrupt(id, metaFile, 'invalid_meta', `its metadata is invalid: ${issues.join('; ')}`);
  }
  const meta = loaded.value;
  const dataFile = join(dir, `${id}.json.gz`);
  let compressed: Buffer;
  try {
    compressed = readFileSync(dataFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw corrupt(id, dataFile, 'missing_file', 'its data file is missing');
    }
    throw unreadable(dataFile, describeError(error));
  }
  let raw: Buffer;
  try {
    raw = gunzipSync(compressed);
  } catch (error) {
    throw corrupt(id, dataFile, 'bad_gzip', `it is not valid gzip (${describeError(error)})`);
  }
  const actual = sha256(raw);
  if (actual !== meta.sha256) {
    throw corrupt(
      id,
      dataFile,
      'checksum_mismatch',
      `its SHA-256 is ${actual}, the metadata says ${meta.sha256}`,
    );
  }
  const parsed = parseJsonText(
    raw.toString('utf8'),
    dataFile,
    archiveItemSchema,
    READABLE_ARCHIVE_VERSIONS,
  );
  if (parsed.kind !== 'ok') {
    const issues = parsed.kind === 'invalid' ? parsed.issues : [];
    throw corrupt(id, dataFile, 'invalid_content', `its content is invalid: ${issues.join('; ')}`);
  }
  if (parsed.value.id !== id) {
    throw corrupt(id, dataFile, 'invalid_content', `it holds item ${parsed.value.id}`);
  }
  return { meta, item: parsed.value };
}

/** Which verification step refused an archive item (`details.reason` of ARCHIVE_CORRUPT). */
export type ArchiveCorruption =
  'invalid_meta' | 'missing_file' | 'bad_gzip' | 'checksum_mismatch' | 'invalid_content';

function corrupt(id: string, file: string, reason: ArchiveCorruption, what: string): GovernError {
  return new GovernError('ARCHIVE_CORRUPT', `${file}: archive item ${id} is corrupt: ${what}`, {
    hint: 'nothing was restored; restore the archive directory from a backup or pick another item',
    details: { id, file, reason },
  });
}

function unreadable(file: string, message: string): GovernError {
  return new GovernError('IO_FAILED', `${file}: cannot read: ${message}`, {
    hint: 'check the file permissions',
    details: { file },
  });
}

/** The ids with a metadata file; a missing directory has none, any other error throws. */
function listMetaIds(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw error;
  }
  return names
    .filter((name) => name.endsWith('.meta.json'))
    .map((name) => name.slice(0, -'.meta.json'.length))
    .filter((id) => ARCHIVE_ID_PATTERN.test(id));
}

function metaFileName(id: string): string {
  return `${id}.meta.json`;
}

function stampOf(id: string): string {
  return id.split('-')[1] ?? '';
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
