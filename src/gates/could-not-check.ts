import { describeError } from '../common/index.js';
import type { ChangedFile, Finding, GateName, GateVerdict, Severity } from './types.js';

/**
 * The rule of every finding that says a gate could not do its job (it crashed, or a file was
 * too large or unreadable). `govern check` fails on it at any `--fail-on`: what was not
 * checked cannot pass.
 */
export const COULD_NOT_CHECK_RULE = 'could-not-check';

/**
 * Findings for the sides of `change` a gate needs but could not read as text (over the size
 * limit, unreadable). A side that is binary or absent is not unchecked.
 */
export function uncheckedFindings(
  change: ChangedFile,
  sides: readonly ('before' | 'after')[],
): Finding[] {
  return sides.flatMap((side) => {
    const reason = change.unchecked?.[side];
    if (reason === undefined) {
      return [];
    }
    const which = side === 'before' ? 'its baseline ' : '';
    return [
      {
        file: change.path,
        line: null,
        rule: COULD_NOT_CHECK_RULE,
        message: `${which}${reason}; a gate never passes a file it did not read. Split or shrink the file, or keep generated output out of the change`,
      },
    ];
  });
}

/**
 * The verdict of a gate that threw: failed, with one finding naming the gate and the error,
 * so every consumer (the loop, `check`'s exit status, `scan`, SARIF) sees that nothing was
 * checked. Never a verdict without findings: a report that counts findings would pass it.
 */
export function crashedVerdict(
  gate: GateName,
  severity: Severity,
  error: unknown,
  startedMs: number,
): GateVerdict {
  const message = `${gate} could not check the change: ${describeError(error)}`;
  return {
    gate,
    passed: false,
    severity,
    findings: [{ file: null, line: null, rule: COULD_NOT_CHECK_RULE, message }],
    durationMs: Math.round(performance.now() - startedMs),
    error: { code: 'GATE_CRASHED', message },
  };
}
