import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// Conditions that protect nothing, so a call that now runs without them bypasses nothing: a
// report (it reports more), a test of the host (`typeof Buffer`). Each is paired with the
// regression of the same shape that must still be refused (the --wider2 tuning releases of
// scripts/bench-real/secreg-releases.mjs: yaml 2.7.0).

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.map((finding) => finding.rule);
}

/** `head`'s function making `call`, held back by `cond` (null: no condition), returning `value`. */
const gated =
  (head: string, call: string, value: string) =>
  (cond: string | null): string =>
    lines(
      `export function ${head} {`,
      cond === null ? `  ${call};` : `  if (${cond}) ${call};`,
      `  return ${value};`,
      '}',
    );

describe('a report or a host test is no protection', () => {
  // A write that a condition holds back: dropping a check of what it writes is a bypass.
  const gatedWrite = gated('store(raw, code, sink)', 'sink.write(raw)', 'raw');

  it('lets a warning run in more cases', async () => {
    // yaml 2.7.0: a warning that a condition held back now runs without it.
    const warn = gated('warn(warning)', 'console.warn(warning)', 'warning');
    expect(await rulesOf(warn("typeof warning === 'string'"), warn(null))).toEqual([]);
    // The same condition dropped before an action is still a bypass.
    expect(await rulesOf(gatedWrite("typeof code === 'number'"), gatedWrite(null))).toContain(
      'check-bypassed',
    );
  });

  it('reads `typeof Buffer` as a test of the host, `typeof value` as a type check', async () => {
    expect(await rulesOf(gatedWrite("typeof Buffer === 'function'"), gatedWrite(null))).toEqual([]);
    expect(await rulesOf(gatedWrite("typeof process !== 'undefined'"), gatedWrite(null))).toEqual(
      [],
    );
    expect(await rulesOf(gatedWrite("typeof raw === 'string'"), gatedWrite(null))).toContain(
      'check-bypassed',
    );
  });
});

describe('an existence test is no type check', () => {
  // ngraph.graph 0.0.6: `typeof nodeId === 'undefined'` became `nodeId === undefined`, which
  // asks the same of a declared value. A real type check spelled that way is still lost.
  const guarded = (cond: string): string =>
    lines(
      'export function addNode(nodeId, data) {',
      `  if (${cond}) throw new Error('Invalid node identifier');`,
      '  return store(nodeId, data);',
      '}',
    );

  it('passes `typeof x === "undefined"` spelled `x === undefined`', async () => {
    expect(
      await rulesOf(guarded("typeof nodeId === 'undefined'"), guarded('nodeId === undefined')),
    ).toEqual([]);
    expect(
      await rulesOf(guarded("typeof nodeId == 'undefined'"), guarded('nodeId == null')),
    ).toEqual([]);
  });

  it('still refuses a type check of another type that turned into one', async () => {
    expect(
      await rulesOf(guarded("typeof nodeId !== 'string'"), guarded('nodeId === undefined')),
    ).toContain('guard-weakened');
  });
});

describe('a check called through .call is the same check', () => {
  // pubsub-js 1.9.2: `messages.hasOwnProperty(key)` became
  // `Object.prototype.hasOwnProperty.call(messages, key)`, as eslint's no-prototype-builtins
  // asks: the same own-property check, safer.
  const lookup = (cond: string): string =>
    lines(
      'export function publish(messages, key, data) {',
      `  if (${cond}) return false;`,
      '  return messages[key](data);',
      '}',
    );

  it('passes hasOwnProperty moved onto Object.prototype', async () => {
    expect(
      await rulesOf(
        lookup('!messages.hasOwnProperty(key)'),
        lookup('!Object.prototype.hasOwnProperty.call(messages, key)'),
      ),
    ).toEqual([]);
  });

  it('still refuses the check dropped', async () => {
    expect(
      await rulesOf(lookup('!Object.prototype.hasOwnProperty.call(messages, key)'), lookup('!key')),
    ).not.toEqual([]);
  });
});
