import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A predicate helper given a definition per mode (object-path 0.11.5, bench:real's ninth set:
// `hasShallowProperty` became `function () { return true }` when inherited props are allowed,
// else the old own-property check). Reading the first definition as the helper made every
// call of it look unchecked.

const lines = (...text: readonly string[]): string => text.join('\n');

const del = lines(
  'function del(obj, path) {',
  '  var currentPath = path[0];',
  '  if (!hasShallowProperty(obj, currentPath)) {',
  '    return obj;',
  '  }',
  '  obj.splice(currentPath, 1);',
  '  return obj;',
  '}',
);

const BEFORE = lines(
  'function factory(options) {',
  '  function hasShallowProperty(obj, prop) {',
  "    return options.includeInheritedProps || (typeof prop === 'number' && Array.isArray(obj)) || Object.prototype.hasOwnProperty.call(obj, prop);",
  '  }',
  del,
  '  return del;',
  '}',
);

describe('SECURITY_REGRESSION: a predicate helper defined once per mode', () => {
  it('reads the definition that checks, not the mode that skips the check', async () => {
    const after = BEFORE.replace(
      / {2}function hasShallowProperty[^]*?\n {2}\}\n/,
      lines(
        '  var hasShallowProperty;',
        '  if (options.includeInheritedProps) {',
        '    hasShallowProperty = function () { return true; };',
        '  } else {',
        '    hasShallowProperty = function (obj, prop) {',
        "      return (typeof prop === 'number' && Array.isArray(obj)) || Object.prototype.hasOwnProperty.call(obj, prop);",
        '    };',
        '  }',
        '',
      ),
    );
    expect(after).not.toBe(BEFORE);
    const assessment = await assessSecurityRegression(BEFORE, after, 'index.js');
    expect(assessment.findings.filter((f) => f.evidence === 'refuse')).toEqual([]);
  });

  it('still sees the check go when the only definition stops checking', async () => {
    const after = BEFORE.replace(
      / {4}return options\.includeInheritedProps[^\n]*/,
      '    return true;',
    );
    expect(after).not.toBe(BEFORE);
    const assessment = await assessSecurityRegression(BEFORE, after, 'index.js');
    const refused = assessment.findings.filter((f) => f.evidence === 'refuse');
    // The guard itself is gone, and the call it gated runs unchecked.
    expect(refused.map((f) => f.rule).sort()).toEqual(['check-bypassed', 'primitive-removed']);
  });
});
