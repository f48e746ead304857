import type { Command } from '@commander-js/extra-typings';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readArchiveList, restoreArchived } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

function registerList(archive: Command, { io, setExit }: CommandContext): void {
  archive
    .command('list')
    .description('list archive items, oldest first')
    .addOption(jsonOption())
    .addOption(workspaceOption())
    .action(async (options) => {
      const listing = await readArchiveList(workspaceOf(options));
      if (options.json) {
        io.out(JSON.stringify(listing, null, 2));
      } else {
        io.out(
          listing.items.length === 0
            ? 'the archive is empty'
            : listing.items
                .map((item) => `${item.id}  ${item.createdAt}  ${item.label}`)
                .join('\n'),
        );
        for (const problem of listing.problems) {
          io.err(`govern: ${problem.file}: ${problem.issues.join('; ')}`);
        }
      }
      setExit(listing.problems.length > 0 ? EXIT.environment : EXIT.ok);
    });
}

function registerRestore(archive: Command, { io }: CommandContext): void {
  archive
    .command('restore')
    .description('verify an archive item (SHA-256) and print it, or write it with --out')
    .argument('<id>', 'an id from `govern archive list`')
    .option('--out <file>', 'write the restored item (JSON) to this file')
    .addOption(workspaceOption())
    .action(async (id, options) => {
      const restored = await restoreArchived(workspaceOf(options), id);
      const text = `${JSON.stringify(restored.item, null, 2)}\n`;
      if (options.out === undefined) {
        io.out(text.trimEnd());
      } else {
        writeFileSync(resolve(options.out), text);
        io.out(
          `restored ${id} (sha256 ${restored.meta.sha256.slice(0, 16)} verified) to ${options.out}`,
        );
      }
    });
}

export const archiveCommand: CommandDefinition = {
  register: (program, context) => {
    const archive = program
      .command('archive')
      .description('committed decisions and retired memory (gzip + SHA-256)');
    registerList(archive, context);
    registerRestore(archive, context);
  },
  reference: {
    'archive list': {
      does: 'archived committed decisions and retired memory, oldest first (exit 3 when a metadata file is damaged, naming it)',
    },
    'archive restore': {
      does: 'decompresses an item, verifies its SHA-256 and schema, prints it (or writes FILE); a corrupted item is `ARCHIVE_CORRUPT` (exit 3), never a partial restore',
    },
  },
};
