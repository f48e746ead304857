import { GovernError } from '../../common/index.js';
import { loadConfig } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import { loadLedger } from '../../ledger/index.js';
import type { Ledger } from '../../ledger/index.js';
import { openMemory } from '../../memory/index.js';
import type { ArchiveWriter, MemoryStore } from '../../memory/index.js';
import { resolveWorkspace } from '../../workspace/index.js';

export interface OpenWorkspace {
  readonly workspace: string;
  readonly config: GovernConfig;
}

/** Resolves the workspace and loads its config, turning every load failure into a clear error. */
export async function openWorkspace(dir: string): Promise<OpenWorkspace> {
  const workspace = await resolveWorkspace(dir);
  return { workspace, config: requireConfig(workspace) };
}

export function requireConfig(workspace: string): GovernConfig {
  const loaded = loadConfig(workspace);
  switch (loaded.kind) {
    case 'ok':
      return loaded.config;
    case 'missing':
      throw new GovernError('CONFIG_MISSING', `${loaded.file} does not exist`, {
        hint: 'run `govern init` in the repository first',
      });
    case 'invalid':
      throw new GovernError(
        'CONFIG_INVALID',
        `${loaded.file} is invalid:\n  ${loaded.issues.join('\n  ')}`,
        {
          hint: 'fix the fields named above (the README lists every config key)',
          details: { file: loaded.file, issues: loaded.issues },
        },
      );
    case 'unreadable':
      throw new GovernError('IO_FAILED', `cannot read ${loaded.file}: ${loaded.message}`, {
        hint: 'check the file permissions',
      });
  }
}

export function requireLedger(workspace: string): Ledger {
  const loaded = loadLedger(workspace);
  switch (loaded.kind) {
    case 'ok':
      return loaded.ledger;
    case 'missing':
      throw new GovernError('LEDGER_MISSING', `${loaded.file} does not exist`, {
        hint: 'run `govern init` in the repository first',
      });
    case 'invalid':
      throw new GovernError(
        'LEDGER_INVALID',
        `${loaded.file} is invalid:\n  ${loaded.issues.join('\n  ')}`,
        {
          hint: 'restore PROGRESS.json from a backup or fix the fields named above',
          details: { file: loaded.file, issues: loaded.issues },
        },
      );
    case 'unreadable':
      throw new GovernError('IO_FAILED', `cannot read ${loaded.file}: ${loaded.message}`, {
        hint: 'check the file permissions',
      });
  }
}

/** Opens the memory, or stops with LEDGER_INVALID naming the damaged file (never replaced). */
export function openMemoryOrThrow(
  governanceDir: string,
  clock: () => Date,
  archive: ArchiveWriter,
): MemoryStore {
  const opened = openMemory({ governanceDir, clock, archive });
  if (opened.kind !== 'ok') {
    throw new GovernError(
      'LEDGER_INVALID',
      `memory file ${opened.file} is ${opened.kind === 'invalid' ? `invalid: ${opened.issues.join('; ')}` : `unreadable: ${opened.message}`}`,
      {
        hint: 'restore it from a backup or move it aside (govern never replaces a damaged memory)',
      },
    );
  }
  return opened.store;
}
