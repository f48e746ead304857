export {
  ARCHIVE_DIR,
  ARCHIVE_MAX_ITEMS,
  ArchiveWriter,
  listArchive,
  restoreArchive,
} from './archive.js';
export type {
  ArchiveCorruption,
  ArchiveFailure,
  ArchiveFlushResult,
  ArchiveListing,
  ArchiveTicket,
  ArchiveWriterOptions,
  DecisionSnapshotInput,
  RestoredArchiveItem,
} from './archive.js';
export { detectSourceCode } from './code-detect.js';
export type { CodeVerdict } from './code-detect.js';
export { identityContext } from './identity.js';
export { IMPORTANCE_WEIGHTS, evictionOrder, importanceScore } from './importance.js';
export {
  HOT_MEMORY_LEVELS,
  IDENTITY_CONTEXT_MAX_CHARS,
  LEVEL_CAPACITY,
  MAX_ENTRY_TEXT_CHARS,
  MEMORY_ACTIONS,
  MEMORY_LEVELS,
  SCRATCH_TTL_MS,
} from './levels.js';
export type { HotMemoryLevel, MemoryAction, MemoryLevel } from './levels.js';
export {
  ARCHIVE_ID_PATTERN,
  ARCHIVE_VERSION,
  MEMORY_FILE_VERSION,
  READABLE_ARCHIVE_VERSIONS,
  READABLE_MEMORY_FILE_VERSIONS,
  archiveItemSchema,
  archiveMetaSchema,
  memoryEntrySchema,
  memoryLevelFileSchema,
} from './schema.js';
export type {
  ArchiveItem,
  ArchiveKind,
  ArchiveMeta,
  MemoryEntry,
  MemoryLevelFile,
} from './schema.js';
export { MEMORY_DIR, MemoryStore, openMemory } from './store.js';
export type {
  MemoryInput,
  MemoryOpenResult,
  MemoryRejection,
  MemoryStoreOptions,
  RememberResult,
} from './store.js';
