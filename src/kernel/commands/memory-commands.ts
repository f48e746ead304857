import { join } from 'node:path';
import { GovernError } from '../../common/index.js';
import { GOVERNANCE_DIR } from '../../config/index.js';
import { acquireLedgerLock } from '../../ledger/index.js';
import { ArchiveWriter, HOT_MEMORY_LEVELS } from '../../memory/index.js';
import type { HotMemoryLevel, MemoryEntry, MemoryStore } from '../../memory/index.js';
import { openMemoryOrThrow } from '../loop/open.js';
import { resolveWorkspace } from '../../workspace/index.js';

/** Levels a person may write by hand: facts, lessons and conventions, not episodes. */
export const WRITABLE_MEMORY_LEVELS = ['L3', 'L4', 'L5'] as const;
export type WritableMemoryLevel = (typeof WRITABLE_MEMORY_LEVELS)[number];

export interface MemoryListing {
  readonly levels: readonly {
    readonly level: HotMemoryLevel;
    readonly entries: readonly MemoryEntry[];
  }[];
  /** What every agent prompt carries under "Project conventions" (L5). */
  readonly identity: string;
}

function open(workspace: string, clock: () => Date): MemoryStore {
  const governanceDir = join(workspace, GOVERNANCE_DIR);
  return openMemoryOrThrow(governanceDir, clock, new ArchiveWriter({ governanceDir, clock }));
}

/** `govern memory list`: the hot levels (one or all) and the identity text. Read-only. */
export async function readMemory(dir: string, level?: HotMemoryLevel): Promise<MemoryListing> {
  const workspace = await resolveWorkspace(dir);
  const store = open(workspace, () => new Date());
  const levels = (level === undefined ? HOT_MEMORY_LEVELS : [level]).map((name) => ({
    level: name,
    entries: store.list(name),
  }));
  return { levels, identity: store.identityContext() };
}

/**
 * `govern memory add`: one fact (L3), lesson (L4) or convention (L5). Under the ledger lock,
 * since a running `govern run` holds the memory in its own process and would write over it.
 */
export async function addMemory(
  dir: string,
  input: { readonly level: WritableMemoryLevel; readonly text: string },
): Promise<MemoryEntry> {
  const workspace = await resolveWorkspace(dir);
  const lock = acquireLedgerLock(workspace, 'govern memory add');
  try {
    const result = open(workspace, () => new Date()).remember({
      level: input.level,
      text: input.text,
      action: 'observed',
    });
    if (result.kind === 'rejected') {
      throw new GovernError('USAGE', `memory add: ${result.message}`, {
        hint:
          result.reason === 'looks_like_code'
            ? 'L3 keeps facts in words; link to the code instead of pasting it'
            : 'see `govern memory list`',
      });
    }
    return result.entry;
  } finally {
    lock.release();
  }
}
