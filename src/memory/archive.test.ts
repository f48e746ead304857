import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { isGovernError } from '../common/index.js';
import { ArchiveWriter, listArchive, restoreArchive } from './archive.js';

function steppingClock(start = '2025-03-01T12:00:00.000Z', stepMs = 1000): () => Date {
  let next = Date.parse(start);
  return () => {
    const now = new Date(next);
    next += stepMs;
    return now;
  };
}

const snapshot = {
  decisionId: 'D-7',
  taskId: 'TASK-003',
  gates: ['ANTI_STUB', 'TYPE_CHECK'],
  costUsd: 0.42,
  nested: { ok: true, list: [1, 2, 3] },
};

async function archivedDecision(dir: string): Promise<string> {
  const writer = new ArchiveWriter({ governanceDir: dir, clock: steppingClock() });
  const { id } = writer.archiveDecision({ decisionId: 'D-7', taskId: 'TASK-003', snapshot });
  expect(await writer.flush()).toEqual({ written: [id], failures: [] });
  return id;
}

function corruption(dir: string, id: string): { code: string; reason: unknown } {
  try {
    restoreArchive(dir, id);
  } catch (error) {
    if (isGovernError(error)) {
      return { code: error.code, reason: error.details['reason'] };
    }
    throw error;
  }
  throw new Error('restore succeeded on a damaged item');
}

describe('archive', () => {
  it('writes off the hot path and restores a decision snapshot byte for byte', async () => {
    const dir = makeTempDir();
    const writer = new ArchiveWriter({ governanceDir: dir, clock: steppingClock() });
    const mutable = structuredClone(snapshot);
    const ticket = writer.archiveDecision({
      decisionId: 'D-7',
      taskId: 'TASK-003',
      snapshot: mutable,
    });
    const { id } = ticket;
    mutable.nested.ok = false;
    // Queued, not written: the caller did not wait for compression or disk.
    expect(id).toMatch(/^decision-20250301T120000000Z-[0-9a-f]{10}$/);
    expect(writer.pending).toBe(1);
    expect(listArchive(dir).items).toEqual([]);

    expect(await writer.flush()).toEqual({ written: [id], failures: [] });
    expect(writer.pending).toBe(0);
    const listing = listArchive(dir);
    expect(listing.problems).toEqual([]);
    expect(listing.items).toEqual([
      expect.objectContaining({ id, kind: 'decision', label: 'decision D-7 (TASK-003)' }),
    ]);
    const restored = restoreArchive(dir, id);
    expect(restored.item).toEqual({
      version: 1,
      id,
      createdAt: '2025-03-01T12:00:00.000Z',
      kind: 'decision',
      decisionId: 'D-7',
      taskId: 'TASK-003',
      snapshot,
    });
    expect(restored.meta).toEqual(listing.items[0]);
    expect(restored.meta.sha256).toBe(ticket.sha256);
  });

  it('flush waits for every queued item, in order, and lists them oldest first', async () => {
    const dir = makeTempDir();
    const writer = new ArchiveWriter({ governanceDir: dir, clock: steppingClock() });
    const ids = [
      writer.archiveDecision({ decisionId: 'D-1', snapshot: { n: 1 } }).id,
      writer.retireMemory('L2', []).id,
      writer.archiveDecision({ decisionId: 'D-2', snapshot: { n: 2 } }).id,
    ];
    expect(writer.pending).toBe(3);
    expect((await writer.flush()).written).toEqual(ids);
    expect(listArchive(dir).items.map((item) => item.id)).toEqual(ids);
    expect(await writer.flush()).toEqual({ written: [], failures: [] });
  });

  it('reports a write that failed through flush, never as an unhandled rejection', async () => {
    const dir = makeTempDir();
    const notADir = join(dir, 'file');
    writeFileSync(notADir, 'x');
    const writer = new ArchiveWriter({ governanceDir: notADir, clock: steppingClock() });
    const { id } = writer.archiveDecision({ decisionId: 'D-1', snapshot: {} });
    const result = await writer.flush();
    expect(result.written).toEqual([]);
    expect(result.failures.map((f) => [f.id, f.error.code])).toEqual([[id, 'IO_FAILED']]);
    expect(writer.pending).toBe(0);
  });

  it('refuses at once what restore would refuse later', async () => {
    const dir = makeTempDir();
    const writer = new ArchiveWriter({ governanceDir: dir, clock: steppingClock() });
    expect(() => writer.archiveDecision({ decisionId: '', snapshot: {} })).toThrow(/decisionId/);
    expect(() => writer.archiveDecision({ decisionId: 'D-1', snapshot: undefined })).toThrow(
      TypeError,
    );
    expect(writer.pending).toBe(0);
    expect(await writer.flush()).toEqual({ written: [], failures: [] });
  });

  it('keeps at most maxItems, dropping the oldest', async () => {
    const dir = makeTempDir();
    const writer = new ArchiveWriter({ governanceDir: dir, clock: steppingClock(), maxItems: 3 });
    const ids = Array.from(
      { length: 5 },
      (_, n) => writer.archiveDecision({ decisionId: `D-${n}`, snapshot: { n } }).id,
    );
    await writer.flush();
    expect(listArchive(dir).items.map((item) => item.id)).toEqual(ids.slice(2));
  });

  it('refuses a flipped byte', async () => {
    const dir = makeTempDir();
    const id = await archivedDecision(dir);
    const file = join(dir, 'archive', `${id}.json.gz`);
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    expect(corruption(dir, id)).toEqual({ code: 'ARCHIVE_CORRUPT', reason: 'bad_gzip' });
  });

  it('refuses a truncated file', async () => {
    const dir = makeTempDir();
    const id = await archivedDecision(dir);
    const file = join(dir, 'archive', `${id}.json.gz`);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(corruption(dir, id)).toEqual({ code: 'ARCHIVE_CORRUPT', reason: 'bad_gzip' });
  });

  it('refuses a missing data file', async () => {
    const dir = makeTempDir();
    const id = await archivedDecision(dir);
    rmSync(join(dir, 'archive', `${id}.json.gz`));
    expect(corruption(dir, id)).toEqual({ code: 'ARCHIVE_CORRUPT', reason: 'missing_file' });
  });

  it('refuses valid gzip whose content does not match the checksum', async () => {
    const dir = makeTempDir();
    const id = await archivedDecision(dir);
    const file = join(dir, 'archive', `${id}.json.gz`);
    const json = readFileSync(file);
    const tampered = JSON.stringify({
      ...(JSON.parse(gunzipSync(json).toString('utf8')) as object),
      snapshot: { ...snapshot, costUsd: 0 },
    });
    writeFileSync(file, gzipSync(tampered));
    expect(corruption(dir, id)).toEqual({ code: 'ARCHIVE_CORRUPT', reason: 'checksum_mismatch' });
  });

  it('refuses a checksum edited in the metadata', async () => {
    const dir = makeTempDir();
    const id = await archivedDecision(dir);
    const metaFile = join(dir, 'archive', `${id}.meta.json`);
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { sha256: string };
    writeFileSync(metaFile, JSON.stringify({ ...meta, sha256: '0'.repeat(64) }));
    expect(corruption(dir, id)).toEqual({ code: 'ARCHIVE_CORRUPT', reason: 'checksum_mismatch' });
  });

  it('refuses invalid metadata and lists it as a problem', async () => {
    const dir = makeTempDir();
    const id = await archivedDecision(dir);
    writeFileSync(join(dir, 'archive', `${id}.meta.json`), '{"version":1');
    expect(corruption(dir, id)).toEqual({ code: 'ARCHIVE_CORRUPT', reason: 'invalid_meta' });
    const listing = listArchive(dir);
    expect(listing.items).toEqual([]);
    expect(listing.problems).toHaveLength(1);
  });

  it('names an unknown or malformed id as not found', async () => {
    const dir = makeTempDir();
    await archivedDecision(dir);
    expect(corruption(dir, 'decision-20990101T000000000Z-0123456789')).toEqual({
      code: 'ARCHIVE_NOT_FOUND',
      reason: undefined,
    });
    expect(corruption(dir, '../../etc/passwd').code).toBe('ARCHIVE_NOT_FOUND');
    expect(listArchive(makeTempDir())).toEqual({ items: [], problems: [] });
  });
});
