import { Option } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { addMemory, readMemory, WRITABLE_MEMORY_LEVELS } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

function registerList(memory: Command, { io }: CommandContext): void {
  memory
    .command('list')
    .description('the entries of one level or all, and the conventions every prompt carries')
    .addOption(
      new Option('--level <level>', 'one level').choices([
        'L0',
        'L1',
        'L2',
        'L3',
        'L4',
        'L5',
      ] as const),
    )
    .addOption(jsonOption())
    .addOption(workspaceOption())
    .action(async (options) => {
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
          lines.push(`  ${entry.createdAt.slice(0, 19)}${task} ${entry.text.split('\n')[0] ?? ''}`);
        }
      }
      io.out(lines.join('\n'));
    });
}

function registerAdd(memory: Command, { io, setExit }: CommandContext): void {
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
    .addOption(workspaceOption())
    .action(async (text, options) => {
      const entry = await addMemory(workspaceOf(options), { level: options.level, text });
      io.out(`remembered in ${entry.level}: ${entry.id}`);
      setExit(EXIT.ok);
    });
}

/** `govern memory list|add`: the memory organ's hot levels. */
export const memoryCommand: CommandDefinition = {
  register: (program, context) => {
    const memory = program
      .command('memory')
      .description('what govern remembers (L0-L5) and tells every agent (L5 conventions)');
    registerList(memory, context);
    registerAdd(memory, context);
  },
  reference: {
    'memory list': {
      does: 'what govern remembers: L2 holds one episode per task outcome (action, risk, cost; compacted by importance, evicted entries archived), L3 facts (never source code), L4 lessons, L5 project conventions (config `memory.conventions` plus added ones, never compacted) which every agent prompt carries under "Project conventions"',
    },
    'memory add': {
      does: 'remembers a fact (L3), a lesson (L4) or a project convention (L5, carried by every agent prompt); takes the ledger lock',
    },
  },
};
