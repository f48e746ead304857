import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A `for...in` loop filtered by `hasOwnProperty` rewritten into an iteration of the object's own
// keys (prettyjson 1.1.3 in bench:real's fifty-third set), and the conditions around a call
// reaching into the callback it is passed. Each shape is paired with the regression it must
// still catch.

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.filter((f) => f.evidence !== 'note').map((finding) => finding.rule);
}

const FOR_IN = lines(
  'function render(data, out) {',
  '  if (Array.isArray(data)) {',
  '    data.forEach(function (item) { out.push(String(item)); });',
  '  } else if (typeof data === "object") {',
  '    for (var key in data) {',
  '      if (data.hasOwnProperty(key)) {',
  '        out.push(key + ": " + render(data[key], []));',
  '      }',
  '    }',
  '  }',
  '  return out.join("\\n");',
  '}',
);

describe('an own-key iteration in place of a filtered for...in', () => {
  it.each([
    ['Object.keys(data).forEach(function (key) {', '});'],
    ['Object.getOwnPropertyNames(data).forEach((key) => {', '});'],
    ['Object.entries(data).forEach(([key, value]) => {', '});'],
    ['for (const key of Object.keys(data)) {', '}'],
  ])('keeps the protection: %s', async (open, close) => {
    const proposed = FOR_IN.replace(
      lines(
        '    for (var key in data) {',
        '      if (data.hasOwnProperty(key)) {',
        '        out.push(key + ": " + render(data[key], []));',
        '      }',
        '    }',
      ),
      lines(`    ${open}`, '      out.push(key + ": " + render(data[key], []));', `    ${close}`),
    );
    expect(proposed).not.toBe(FOR_IN);
    expect(await rulesOf(FOR_IN, proposed)).toEqual([]);
  });

  it('loses it when the for...in stays and its filter goes', async () => {
    const proposed = FOR_IN.replace('if (data.hasOwnProperty(key)) {', 'if (key) {');
    expect(await rulesOf(FOR_IN, proposed)).not.toEqual([]);
  });

  it('loses it when the own keys walked are another object`s', async () => {
    const proposed = FOR_IN.replace(
      lines(
        '    for (var key in data) {',
        '      if (data.hasOwnProperty(key)) {',
        '        out.push(key + ": " + render(data[key], []));',
        '      }',
        '    }',
      ),
      lines(
        '    Object.keys(defaults).forEach(function (key) {',
        '      out.push(key + ": " + render(data[key], []));',
        '    });',
        '    for (var key in data) {',
        '      out.push(key + ": " + render(data[key], []));',
        '    }',
      ),
    );
    expect(await rulesOf(FOR_IN, proposed)).not.toEqual([]);
  });
});

describe('a callback runs under the conditions around the call it is passed to', () => {
  const baseline = lines(
    'const { execFileSync } = require("child_process");',
    'function build(targets, opts) {',
    '  if (/^[\\w.-]+$/.test(opts.tool)) {',
    '    targets.forEach(function (target) {',
    '      execFileSync(opts.tool, [target]);',
    '    });',
    '  }',
    '}',
  );

  it('is no finding while the condition stays around the call', async () => {
    const proposed = baseline.replace('function (target) {', '(target) => {');
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('finds the call run without the check when the condition goes', async () => {
    const proposed = lines(
      'const { execFileSync } = require("child_process");',
      'function build(targets, opts) {',
      '  targets.forEach(function (target) {',
      '    execFileSync(opts.tool, [target]);',
      '  });',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toContain('check-bypassed');
  });

  it('keeps the check when the loop around the call becomes a callback', async () => {
    const loop = lines(
      'const { execFileSync } = require("child_process");',
      'function build(targets, opts) {',
      '  if (/^[\\w.-]+$/.test(opts.tool)) {',
      '    for (const target of targets) {',
      '      execFileSync(opts.tool, [target]);',
      '    }',
      '  }',
      '}',
    );
    expect(await rulesOf(loop, baseline)).toEqual([]);
  });
});

describe('an implied own-key test is never lost itself', () => {
  const baseline = lines(
    'const BLOCKED = ["__proto__", "constructor", "prototype"];',
    'function assign(target, source) {',
    '  for (const name of Object.keys(source)) {',
    '    if (BLOCKED.includes(name)) continue;',
    '    if (typeof source[name] === "object") assign(target[name], source[name]);',
    '    else target[name] = source[name];',
    '  }',
    '  return target;',
    '}',
  );

  it('lets the keys be filtered before the loop instead of inside it', async () => {
    const proposed = lines(
      'const BLOCKED = new Set(["__proto__", "constructor", "prototype"]);',
      'function assign(target, source) {',
      '  for (const name of Object.keys(source).filter((n) => !BLOCKED.has(n))) {',
      '    if (typeof source[name] === "object") assign(target[name], source[name]);',
      '    else target[name] = source[name];',
      '  }',
      '  return target;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('still finds the blocked-key check dropped', async () => {
    const proposed = baseline.replace('    if (BLOCKED.includes(name)) continue;\n', '');
    expect(proposed).not.toBe(baseline);
    expect(await rulesOf(baseline, proposed)).not.toEqual([]);
  });
});

describe('a key filter moved into a helper that lists the safe keys', () => {
  const baseline = lines(
    'function isUnsafeKey(key) {',
    '  return key === "__proto__" || key === "constructor" || key === "prototype";',
    '}',
    'export function merge(target, source) {',
    '  for (const key of Object.keys(source)) {',
    '    if (isUnsafeKey(key)) continue;',
    '    target[key] = source[key];',
    '  }',
    '  return target;',
    '}',
  );

  it('keeps the check', async () => {
    const proposed = lines(
      'function isUnsafeKey(key) {',
      '  return key === "__proto__" || key === "constructor" || key === "prototype";',
      '}',
      'export function safeKeys(object) {',
      '  return Object.keys(object).filter((key) => !isUnsafeKey(key));',
      '}',
      'export function merge(target, source) {',
      '  for (const key of safeKeys(source)) {',
      '    target[key] = source[key];',
      '  }',
      '  return target;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('loses it when the helper filters on something else', async () => {
    const proposed = lines(
      'function isUnsafeKey(key) {',
      '  return key === "__proto__" || key === "constructor" || key === "prototype";',
      '}',
      'export function safeKeys(object) {',
      '  return Object.keys(object).filter((key) => object[key] !== undefined);',
      '}',
      'export function merge(target, source) {',
      '  for (const key of safeKeys(source)) {',
      '    target[key] = source[key];',
      '  }',
      '  return target;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).not.toEqual([]);
  });
});

describe('a string transform that now runs in more cases', () => {
  const baseline = lines(
    'function fill(str, match, value) {',
    "  if (typeof value === 'object' && value !== null) {",
    '    return value;',
    '  }',
    "  return str.replace(match, value == null ? '' : value);",
    '}',
  );

  it('loses no protection: it computes a string and acts on nothing', async () => {
    const proposed = lines(
      'function fill(str, match, value) {',
      "  return str.replace(match, value == null ? '' : value);",
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('is still judged where a call acts', async () => {
    const acting = baseline.replace(
      "  return str.replace(match, value == null ? '' : value);",
      '  return db.query(value);',
    );
    const proposed = lines('function fill(str, match, value) {', '  return db.query(value);', '}');
    expect(await rulesOf(acting, proposed)).toContain('check-bypassed');
  });
});
