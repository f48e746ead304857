import { scoreInjection } from '../../src/analysis/injection/index.js';
import type { InjectionChannel } from '../../src/analysis/injection/types.js';

// Probes of the injection detector for its tests. Attack text is written with `~` for spaces
// and joined at run time, so that a test file does not read as the attacks it tests when the
// detector scans the repository.

export const say = (text: string): string => text.replaceAll('~', ' ');

/** The verdict on a `~`-spaced text. */
export function verdictOf(text: string, channel: InjectionChannel): string {
  return scoreInjection(say(text), { channel }).verdict;
}

/** The rules that fired on a `~`-spaced text. */
export function rulesOf(text: string, channel: InjectionChannel = 'chat'): string[] {
  return scoreInjection(say(text), { channel }).findings.map((finding) => finding.rule);
}
