import type { Command } from '@commander-js/extra-typings';
import type { Io } from '../io.js';

/** What every command's action may use: where it prints, how it sets the exit code, the version. */
export interface CommandContext {
  readonly io: Io;
  /** Sets the exit code `main` returns (commands never call process.exit). */
  readonly setExit: (code: number) => void;
  /** package.json's version, for reports that name their generator (SARIF, evidence). */
  readonly version: string;
}

/**
 * A usage of a command worth its own README row (`govern run --queue URL [...]`). The usage is
 * written from the command's own flags, so a renamed flag breaks `gen-docs`, not the README.
 */
export interface CommandVariant {
  /** Flags the variant is about, shown without brackets. */
  readonly uses: readonly string[];
  /** Flags shown in brackets after them; left out, the row ends in `[...]` (any other flag). */
  readonly with?: readonly string[];
  readonly does: string;
}

/** The README's text for one leaf command: what it does, in more words than `--help` has room for. */
export interface CommandReference {
  readonly does: string;
  readonly variants?: readonly CommandVariant[];
}

/**
 * One top-level CLI command: its flags and action, and its README reference, side by side so
 * the two are written from one definition.
 */
export interface CommandDefinition {
  /** Adds the command (and its subcommands) to `program`, which it inherits output settings from. */
  readonly register: (program: Command, context: CommandContext) => void;
  /** README text per leaf command, keyed by its path under `govern` (`run`, `archive list`). */
  readonly reference: Readonly<Record<string, CommandReference>>;
}
