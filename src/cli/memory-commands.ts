import { Option } from 'commander';
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { addMemory, readMemory, WRITABLE_MEMORY_LEVELS } from '../kernel/index.js';
import { EXIT } from './exit-codes.js';

interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

function workspaceOf(options: { workspace?: string }): string {
  return resolve(options.workspace ?? process.cwd());
}

/** `govern memory list|add`: the memory organ's hot levels. */
export function registerMemoryCommands(
  program: Command,
  io: Io,
  setExit: (code: number) => void,
): void {
  const memory = program
    .command('memory')
    .description('what govern remembers (L0-L5) and tells every agent (L5 conventions)');
  memory
    .command('list')
    .description('the entries of one level or all, and the conventions every prompt carries')
    .addOption(
      new Option('--level <level>', 'one level').choices(['L0', 'L1', 'L2', 'L3', 'L4', 'L5']),
    )
    .option('--json', 'print as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(
      async (options: {
        level?: 'L0' | 'L1' | 'L2' | 'L3' | 'L4' | 'L5';
        json: boolean;
        workspace?: string;
      }) => {
        const listing = await readMemory(workspaceOf(options), options.level);
        if (options.json) {
          io.out(JSON.stringify(listing, null, 2));
          return;
        }
        const lines: string[] = [];
        for (const { level, entries } of listing.levels) {
          lines.push(`${level}: ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}`);
          for (const entry of entries) {
            const task = entry.taskId === undefined ? '' : ` [${entry.taskId}]`;
            lines.push(
              `  ${entry.createdAt.slice(0, 19)}${task} ${entry.text.split('\n')[0] ?? ''}`,
            );
          }
        }
        io.out(lines.join('\n'));
      },
    );
  memory
    .command('add')
    .description(
      'remember a fact (L3), a lesson (L4) or a project convention (L5, in every prompt)',
    )
    .argument('<text>')
    .addOption(
      new Option('--level <level>', 'where it goes')
        .choices([...WRITABLE_MEMORY_LEVELS])
        .makeOptionMandatory(),
    )
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (text: string, options: { level: 'L3' | 'L4' | 'L5'; workspace?: string }) => {
      const entry = await addMemory(workspaceOf(options), { level: options.level, text });
      io.out(`remembered in ${entry.level}: ${entry.id}`);
      setExit(EXIT.ok);
    });
}
