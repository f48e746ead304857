/**
 * A skip that does not fire on the host the gate runs the tests on: `if (typeof Symbol !==
 * 'function') { this.skip(); }` (pubsub-js 1.7.0) skips only on a runtime without Symbol, so
 * under this Node the test runs and the marker hides nothing. Only conditions this process can
 * answer without running the repository's code count: `typeof <global>` compared with a type
 * name, and `process.platform` or `process.arch` compared with a string, alone in the `if`. A
 * condition that holds here (`typeof window === 'undefined'` under Node), or of any other kind
 * (`process.env.CI`, a version range), leaves the marker counted.
 */

const IF_ON_LINE = /\bif\s*\((.*)\)\s*\{?\s*$/;
const TYPEOF_TEST = /^\(?\s*typeof\s+([A-Za-z_$][\w$]*)\s*\)?\s*(===|!==|==|!=)\s*(['"])(\w+)\3$/;
const HOST_VALUE_TEST = /^process\.(platform|arch)\s*(===|!==|==|!=)\s*(['"])([\w-]+)\3$/;

/** What this process says about one host condition; null when it cannot say. */
function evaluate(condition: string): boolean | null {
  const typed = TYPEOF_TEST.exec(condition);
  if (typed !== null) {
    const [, name = '', op = '', , type = ''] = typed;
    const actual = typeof (globalThis as Record<string, unknown>)[name];
    return op.startsWith('=') ? actual === type : actual !== type;
  }
  const host = HOST_VALUE_TEST.exec(condition);
  if (host !== null) {
    const [, key = '', op = '', , value = ''] = host;
    const actual = key === 'platform' ? process.platform : process.arch;
    return op.startsWith('=') ? actual === value : actual !== value;
  }
  return null;
}

/** Whether the match at `index` sits under an `if` on the host that is false here. */
function skippedOnlyElsewhere(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  let line = text.slice(lineStart, index);
  if (line.trim() === '') {
    const before = text.slice(0, lineStart).replace(/\s+$/, '');
    line = before.slice(before.lastIndexOf('\n') + 1);
  }
  const condition = IF_ON_LINE.exec(line)?.[1]?.trim();
  return condition !== undefined && evaluate(condition) === false;
}

/** The matches of `pattern` in `text`, less skips that cannot fire on this host. */
export function countUnguardedMarkers(text: string, pattern: RegExp): number {
  let count = 0;
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
    if (!skippedOnlyElsewhere(text, match.index)) {
      count += 1;
    }
  }
  return count;
}
