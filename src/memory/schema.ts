import { z } from 'zod';
import { HOT_MEMORY_LEVELS, MAX_ENTRY_TEXT_CHARS, MEMORY_ACTIONS, RISK_LEVELS } from './levels.js';

export const MEMORY_FILE_VERSION = 1;
/** Memory level file versions this build reads. */
export const READABLE_MEMORY_FILE_VERSIONS: readonly number[] = [1];

export const ARCHIVE_VERSION = 1;
/** Archive item and metadata versions this build reads. */
export const READABLE_ARCHIVE_VERSIONS: readonly number[] = [1];

const isoTime = z.iso.datetime();

export const memoryEntrySchema = z
  .object({
    id: z
      .string()
      .regex(/^L[0-5]-[0-9a-f]{16}$/)
      .describe('Level plus the first 16 hex digits of sha256(taskId, text): one id per fact.'),
    level: z.enum(HOT_MEMORY_LEVELS).describe('The level the entry lives in (L0-L5).'),
    text: z
      .string()
      .min(1)
      .max(MAX_ENTRY_TEXT_CHARS)
      .describe('The remembered sentence; never source code at L3.'),
    taskId: z.string().min(1).optional().describe('The task the entry came from, if any.'),
    action: z
      .enum(MEMORY_ACTIONS)
      .optional()
      .describe('What produced the entry; weighs its importance.'),
    risk: z.enum(RISK_LEVELS).optional().describe('Risk of the task or module it concerns.'),
    novelty: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe('0 = seen many times before, 1 = never seen before.'),
    costUsd: z
      .number()
      .min(0)
      .optional()
      .describe('What the decision behind the entry cost, in USD.'),
    createdAt: isoTime.describe('ISO time the entry was first written.'),
    lastUsedAt: isoTime.describe('ISO time the entry was last written or recalled.'),
    importance: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe("The caller's own importance hint, 0-1 (0.5 when absent)."),
  })
  .strict();

export type MemoryEntry = z.infer<typeof memoryEntrySchema>;

/** `<governanceDir>/memory/<level>.json`. */
export const memoryLevelFileSchema = z
  .object({
    version: z.number().int().describe('Format version of this file.'),
    level: z.enum(HOT_MEMORY_LEVELS).describe('The level this file holds.'),
    entries: z.array(memoryEntrySchema).describe('The entries, oldest first.'),
  })
  .strict();

export type MemoryLevelFile = z.infer<typeof memoryLevelFileSchema>;

export const ARCHIVE_KINDS = ['memory', 'decision'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

/** `<kind>-<UTC time to the millisecond>-<10 hex digits of the content hash>`. */
export const ARCHIVE_ID_PATTERN = /^(memory|decision)-\d{8}T\d{9}Z-[0-9a-f]{10}$/;

const archiveId = z.string().regex(ARCHIVE_ID_PATTERN).describe('The archive item id.');

/** `<governanceDir>/archive/<id>.meta.json`: what `listArchive` shows and the checksum. */
export const archiveMetaSchema = z
  .object({
    version: z.number().int().describe('Format version of this file.'),
    id: archiveId,
    kind: z.enum(ARCHIVE_KINDS).describe('Retired memory or a committed decision snapshot.'),
    createdAt: isoTime.describe('ISO time the item was queued.'),
    label: z.string().describe('One line for `govern archive list`.'),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .describe('SHA-256 of the uncompressed item (the JSON inside the .gz file).'),
    compressedBytes: z.number().int().min(0).describe('Size of the .gz file.'),
    uncompressedBytes: z.number().int().min(0).describe('Size of the JSON inside it.'),
  })
  .strict();

export type ArchiveMeta = z.infer<typeof archiveMetaSchema>;

const archivedMemorySchema = z
  .object({
    version: z.number().int().describe('Format version of the item.'),
    id: archiveId,
    kind: z.literal('memory'),
    createdAt: isoTime.describe('ISO time the entries were retired.'),
    reason: z.enum(['compaction']).describe('Why the entries left hot memory.'),
    level: z.enum(HOT_MEMORY_LEVELS).describe('The level they were retired from.'),
    entries: z.array(memoryEntrySchema).describe('The retired entries, as they were.'),
  })
  .strict();

const archivedDecisionSchema = z
  .object({
    version: z.number().int().describe('Format version of the item.'),
    id: archiveId,
    kind: z.literal('decision'),
    createdAt: isoTime.describe('ISO time the snapshot was queued.'),
    decisionId: z.string().min(1).describe('The committed decision the snapshot belongs to.'),
    taskId: z.string().min(1).optional().describe('The task of that decision, if any.'),
    snapshot: z.unknown().describe('The JSON object the kernel passed, kept as is.'),
  })
  .strict();

/** The JSON inside `<governanceDir>/archive/<id>.json.gz`. */
export const archiveItemSchema = z.discriminatedUnion('kind', [
  archivedMemorySchema,
  archivedDecisionSchema,
]);

export type ArchiveItem = z.infer<typeof archiveItemSchema>;
