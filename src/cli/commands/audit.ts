import type { Command } from '@commander-js/extra-typings';
import { verifyAudit } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

function registerVerify(audit: Command, { io, setExit }: CommandContext): void {
  audit
    .command('verify')
    .description('check the hash chain of .governance/audit.jsonl')
    .addOption(jsonOption())
    .addOption(workspaceOption())
    .action(async (options) => {
      const result = await verifyAudit(workspaceOf(options));
      if (options.json) {
        io.out(JSON.stringify(result, null, 2));
      } else if (result.ok) {
        io.out(
          `audit log intact: ${result.lines} event${result.lines === 1 ? '' : 's'}, head ${result.lastHash.slice(0, 16)}`,
        );
      } else {
        io.err(`audit log BROKEN at line ${result.line} of ${result.lines}: ${result.reason}`);
      }
      setExit(result.ok ? EXIT.ok : EXIT.governedFailure);
    });
}

export const auditCommand: CommandDefinition = {
  register: (program, context) => {
    registerVerify(program.command('audit').description('the hash-chained audit log'), context);
  },
  reference: {
    'audit verify': {
      does: 'recomputes the hash chain of `.governance/audit.jsonl` and names the first broken line',
    },
  },
};
