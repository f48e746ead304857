import { Command } from '@commander-js/extra-typings';
import type { Argument, CommandUnknownOpts, Option } from '@commander-js/extra-typings';
import type { CommandDefinition, CommandVariant } from './commands/definition.js';
import { COMMANDS, VERSION } from './program.js';

/** One row of the README's command table. */
export interface CommandReferenceRow {
  /** `govern check [--base REV] ...`, written from the command's own arguments and flags. */
  readonly usage: string;
  readonly does: string;
}

/** A choice list up to this long is spelled out (`--fail-on suspect|hostile`); longer, it is named. */
const LISTED_CHOICES = 4;

/** Every command takes --workspace; the README says so once, above the table. */
const SAID_ONCE = new Set(['--workspace']);

/** `<task-id>` -> `TASK-ID`; a placeholder that is not one lowercase word stays as written. */
function placeholder(name: string): string {
  const bare = name.replace(/\.\.\.$/, '');
  return /^[a-z][a-z-]*$/.test(bare) ? bare.toUpperCase() : bare;
}

function argumentUsage(argument: Argument): string {
  const name = `${placeholder(argument.name())}${argument.variadic ? '...' : ''}`;
  return argument.required ? name : `[${name}]`;
}

/** `--fail-on suspect|hostile`, `--scope GLOB...`, `--json`: the flag as a user types it. */
function optionTerm(option: Option): string {
  const flag = option.long ?? option.flags;
  if (!option.required && !option.optional) {
    return flag;
  }
  const choices = option.argChoices;
  const [, required, optional] = /<([^>]+)>|\[([^\]]+)\]/.exec(option.flags) ?? [];
  const value =
    choices !== undefined && choices.length <= LISTED_CHOICES
      ? choices.join('|')
      : placeholder(required ?? optional ?? 'value');
  return `${flag} ${value}${option.variadic ? '...' : ''}`;
}

function optionUsage(option: Option): string {
  return option.mandatory ? optionTerm(option) : `[${optionTerm(option)}]`;
}

function commandUsage(path: string, command: CommandUnknownOpts): string {
  return [
    `govern ${path}`,
    ...command.registeredArguments.map(argumentUsage),
    ...command.options
      .filter((option) => !option.hidden && !SAID_ONCE.has(option.long ?? ''))
      .map(optionUsage),
  ].join(' ');
}

function variantUsage(path: string, command: CommandUnknownOpts, variant: CommandVariant): string {
  const term = (flag: string): string => {
    const option = command.options.find((candidate) => candidate.long === flag);
    if (option === undefined) {
      // A README row about a flag the command no longer has: a bug in the definition.
      throw new Error(`the README reference of govern ${path} names ${flag}, which it lacks`);
    }
    return optionTerm(option);
  };
  const rest =
    variant.with === undefined ? ['[...]'] : variant.with.map((flag) => `[${term(flag)}]`);
  return [`govern ${path}`, ...variant.uses.map(term), ...rest].join(' ');
}

/** The commands that do the work (`archive list`), with their paths under `govern`. */
function leavesOf(command: CommandUnknownOpts, path: string): [string, CommandUnknownOpts][] {
  if (command.commands.length === 0) {
    return [[path, command]];
  }
  return command.commands.flatMap((sub) => leavesOf(sub, `${path} ${sub.name()}`));
}

function rowsOf(definition: CommandDefinition): CommandReferenceRow[] {
  const scratch = new Command('govern');
  definition.register(scratch, {
    io: { out: () => {}, err: () => {} },
    setExit: () => {},
    version: VERSION,
  });
  const leaves = scratch.commands.flatMap((command) => leavesOf(command, command.name()));
  const described = new Set(Object.keys(definition.reference));
  const rows = leaves.flatMap(([path, command]) => {
    const reference = definition.reference[path];
    if (reference === undefined) {
      throw new Error(`govern ${path} has no README reference in its command definition`);
    }
    described.delete(path);
    return [
      { usage: commandUsage(path, command), does: reference.does },
      ...(reference.variants ?? []).map((variant) => ({
        usage: variantUsage(path, command, variant),
        does: variant.does,
      })),
    ];
  });
  if (described.size > 0) {
    throw new Error(
      `README reference for commands that do not exist: ${[...described].join(', ')}`,
    );
  }
  return rows;
}

/**
 * The README's command table, from the same definitions `govern` runs: a flag added, renamed
 * or removed changes the usage column, and `gen-docs --check` fails until the README follows.
 */
export function commandReference(): CommandReferenceRow[] {
  return COMMANDS.flatMap(rowsOf);
}
