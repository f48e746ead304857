import { describe, expect, it } from 'vitest';
import * as memory from './index.js';

// The organ's public surface; growing or shrinking it edits this list in the same change.
describe('memory public surface', () => {
  it('exports exactly its pinned values', () => {
    expect(Object.keys(memory).sort()).toEqual([
      'ARCHIVE_DIR',
      'ARCHIVE_ID_PATTERN',
      'ARCHIVE_MAX_ITEMS',
      'ARCHIVE_VERSION',
      'ArchiveWriter',
      'HOT_MEMORY_LEVELS',
      'IDENTITY_CONTEXT_MAX_CHARS',
      'IMPORTANCE_WEIGHTS',
      'LEVEL_CAPACITY',
      'MAX_ENTRY_TEXT_CHARS',
      'MEMORY_ACTIONS',
      'MEMORY_DIR',
      'MEMORY_FILE_VERSION',
      'MEMORY_LEVELS',
      'MemoryStore',
      'READABLE_ARCHIVE_VERSIONS',
      'READABLE_MEMORY_FILE_VERSIONS',
      'SCRATCH_TTL_MS',
      'archiveItemSchema',
      'archiveMetaSchema',
      'detectSourceCode',
      'evictionOrder',
      'identityContext',
      'importanceScore',
      'listArchive',
      'memoryEntrySchema',
      'memoryLevelFileSchema',
      'openMemory',
      'restoreArchive',
    ]);
  });
});
