import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// Rewrites that move a check along the flow without dropping it (issue 19, the fourth round on
// the tuning set of scripts/bench-real/secreg-releases.mjs): a property read hoisted into a
// local, a skip whose surrounding type check stays, a rewritten pattern on the same value, a
// call made on both sides of a check, branches moved into a helper. Each is paired with the
// regression of the same shape that must still be refused.

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.map((finding) => finding.rule);
}

describe('a property read hoisted into a local', () => {
  const baseline = lines(
    'function allowedNamespace(element, parent, tagName) {',
    '  if (parent.namespaceURI === SVG_NAMESPACE && !HTML_INTEGRATION_POINTS[tagName]) {',
    '    return false;',
    '  }',
    '  return element.namespaceURI === HTML_NAMESPACE;',
    '}',
  );

  it('is the same check under the local name', async () => {
    const proposed = lines(
      'function allowedNamespace(element, parent, tagName) {',
      '  const parentNamespace = parent.namespaceURI;',
      '  if (parentNamespace === SVG_NAMESPACE && !HTML_INTEGRATION_POINTS[tagName]) {',
      '    return false;',
      '  }',
      '  return element.namespaceURI === HTML_NAMESPACE;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('is still weakened when the local holds a constant instead', async () => {
    const proposed = lines(
      'function allowedNamespace(element, parent, tagName) {',
      "  const parentNamespace = 'none';",
      '  if (parentNamespace === SVG_NAMESPACE && !HTML_INTEGRATION_POINTS[tagName]) {',
      '    return false;',
      '  }',
      '  return element.namespaceURI === HTML_NAMESPACE;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toContain('guard-weakened');
  });
});

describe('a skip inside a type-checked branch', () => {
  const withSkip = (skip: string): string =>
    lines(
      'function mergeSource(state, source) {',
      '  if (Array.isArray(source)) {',
      '    const seen = new Set();',
      '    for (const element of source) {',
      `      if (${skip}) continue;`,
      '      seen.add(element);',
      '      mergeKeys(state, element);',
      '    }',
      '  } else {',
      "    throw new Error('cannot merge');",
      '  }',
      '}',
    );
  const without = lines(
    'function mergeSource(state, source) {',
    '  if (Array.isArray(source)) {',
    '    for (const element of source) mergeKeys(state, element);',
    '  } else {',
    "    throw new Error('cannot merge');",
    '  }',
    '}',
  );

  it('is no lost type check when only the skip goes and the branch stays', async () => {
    expect(await rulesOf(withSkip('seen.has(element)'), without)).toEqual([]);
  });

  it('is a removed guard when the skip checked a prototype key', async () => {
    expect(await rulesOf(withSkip("element === '__proto__'"), without)).toContain('guard-removed');
  });
});

describe('a call gated by a rewritten pattern', () => {
  const gated = (pattern: string, subject = 'next'): string =>
    lines(
      'function parse(args) {',
      '  for (let i = 0; i < args.length; i++) {',
      '    const next = args[i + 1];',
      `    if (next !== undefined && !${pattern}.test(${subject}) && !flags.bools[key]) {`,
      '      setArg(key, next);',
      '    }',
      '  }',
      '}',
    );

  it('is a changed check, not a bypassed one, when the same value is tested', async () => {
    expect(await rulesOf(gated('/^-/'), gated('/^(-|--)[^-]/'))).toEqual([]);
  });

  it('is still bypassed when the value is no longer tested', async () => {
    const dropped = gated('/^-/').replace(' && !/^-/.test(next)', '');
    expect(await rulesOf(gated('/^-/'), dropped)).toContain('check-bypassed');
  });

  it('is still bypassed when the pattern checked a scheme', async () => {
    expect(
      await rulesOf(gated('/^(?:javascript|data|vbscript):/i'), gated('/^vbscript:/i')),
    ).toContain('check-bypassed');
  });

  it('is a changed check when the colon follows digits: a slice, not a scheme', async () => {
    // jsonpath-plus 11.3.0 let a slice's step be negative.
    const walk = (pattern: string): string =>
      lines(
        'export function walk(loc, val, addRet) {',
        "  if (loc === '*') { addRet(val); }",
        `  else if (${pattern}.test(loc)) { addRet(slice(loc, val)); }`,
        '}',
      );
    expect(
      await rulesOf(
        walk(String.raw`/^(-?\d*):(-?\d*):?(\d*)$/`),
        walk(String.raw`/^(-?\d*):(-?\d*):?(-?\d*)$/`),
      ),
    ).toEqual([]);
    // A scheme's pattern in the same place still counts as lost.
    expect(
      await rulesOf(walk('/^(?:https?|ftp):/i'), walk('/^(?:https?|ftp|javascript):/i')),
    ).toContain('check-bypassed');
  });
});

describe('a call made on both sides of a check', () => {
  const baseline = lines(
    'function parsePath(segment, parts) {',
    '  const n = Number.parseInt(segment, 10);',
    '  const isIndex = !Number.isNaN(n) && n >= 0 && segment === String(n);',
    '  if (isIndex) {',
    '    parts.push(n);',
    '  } else {',
    '    parts.push(segment);',
    '  }',
    '  return parts;',
    '}',
  );

  it('bypasses nothing when the check now picks the argument', async () => {
    const proposed = lines(
      'function parsePath(segment, parts) {',
      '  const n = Number.parseInt(segment, 10);',
      '  const isIndex = !Number.isNaN(n) && n >= 0 && segment === String(n);',
      '  parts.push(isIndex ? n : segment);',
      '  return parts;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('is still bypassed when only one side made the call', async () => {
    const oneSided = lines(
      'function parsePath(segment, parts) {',
      '  const n = Number.parseInt(segment, 10);',
      '  const isIndex = !Number.isNaN(n) && n >= 0 && segment === String(n);',
      '  if (isIndex) {',
      '    parts.push(n);',
      '  }',
      '  parts.push(segment);',
      '  return parts;',
      '}',
    );
    const proposed = lines(
      'function parsePath(segment, parts) {',
      '  const n = Number.parseInt(segment, 10);',
      '  parts.push(n);',
      '  parts.push(segment);',
      '  return parts;',
      '}',
    );
    expect(await rulesOf(oneSided, proposed)).toContain('check-bypassed');
  });
});

describe('a gated call whose branches moved into a helper', () => {
  const baseline = lines(
    'export function stringifyPath(segments) {',
    '  const parts = [];',
    '  for (const segment of segments) {',
    "    if (typeof segment === 'number' && segment >= 0) {",
    '      parts.push(`[${segment}]`);',
    '    }',
    '  }',
    "  return parts.join('');",
    '}',
  );
  const withHelper = (helperBody: string): string =>
    lines(
      'function formatSegment(segment) {',
      helperBody,
      '}',
      'export function stringifyPath(segments) {',
      '  const parts = [];',
      '  for (const segment of segments) {',
      '    const part = formatSegment(segment);',
      '    parts.push(part);',
      '  }',
      "  return parts.join('');",
      '}',
    );

  it('keeps the check when the helper the function now calls makes it', async () => {
    const proposed = withHelper(
      lines(
        "  if (typeof segment === 'number' && segment >= 0) {",
        '    return `[${segment}]`;',
        '  }',
        "  return '';",
      ),
    );
    expect(await rulesOf(baseline, proposed)).not.toContain('check-bypassed');
  });

  it('is bypassed when the helper does not check', async () => {
    const proposed = withHelper('  return `[${segment}]`;');
    expect(await rulesOf(baseline, proposed)).toContain('check-bypassed');
  });
});

describe('an else dropped after a branch that returns', () => {
  const baseline = lines(
    'export function callMethod(transporter, logger, method, args) {',
    "  if (typeof transporter[method] === 'function') {",
    '    return transporter[method](...args);',
    '  } else {',
    '    logger.fallback(method);',
    '    return false;',
    '  }',
    '}',
  );

  it('gives what follows the branch the same path (no-else-return)', async () => {
    const proposed = lines(
      'export function callMethod(transporter, logger, method, args) {',
      "  if (typeof transporter[method] === 'function') {",
      '    return transporter[method](...args);',
      '  }',
      '  logger.fallback(method);',
      '  return false;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('still bypasses the check when the branch no longer returns', async () => {
    const proposed = lines(
      'export function callMethod(transporter, logger, method, args) {',
      "  if (typeof transporter[method] === 'function') {",
      '    transporter[method](...args);',
      '  }',
      '  logger.fallback(method);',
      '  return false;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toContain('check-bypassed');
  });
});

describe('an else-if chain split into ifs that return', () => {
  const chain = (joiner: string): string =>
    lines(
      'export function contentStream(content, disableFileAccess) {',
      "  if (content && typeof content.pipe === 'function') {",
      '    return content;',
      `  }${joiner}if (content && typeof content.path === 'string') {`,
      '    if (disableFileAccess) {',
      "      throw new Error('File access rejected');",
      '    }',
      '    return fs.createReadStream(content.path);',
      '  }',
      '  return null;',
      '}',
    );

  it('gives the later branches the same path', async () => {
    expect(await rulesOf(chain(' else '), chain('\n  '))).toEqual([]);
  });

  it('still bypasses the check when the first branch no longer returns', async () => {
    const proposed = chain('\n  ').replace('    return content;\n', '    content.resume();\n');
    expect(await rulesOf(chain(' else '), proposed)).toContain('check-bypassed');
  });
});

describe('a refusal turned into the value returned', () => {
  const baseline = lines(
    'export function isPlainText(value) {',
    '  const re = /[\\x00-\\x08\\u0080-\\uFFFF]/;',
    "  if (typeof value !== 'string' || re.test(value)) {",
    '    return false;',
    '  } else {',
    '    return true;',
    '  }',
    '}',
  );

  it('keeps the check when the function returns it', async () => {
    const proposed = lines(
      'export function isPlainText(value) {',
      '  const re = /[\\x00-\\x08\\u0080-\\uFFFF]/;',
      "  return typeof value === 'string' && !re.test(value);",
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('loses it when the returned value drops the type check', async () => {
    const proposed = lines(
      'export function isPlainText(value) {',
      '  const re = /[\\x00-\\x08\\u0080-\\uFFFF]/;',
      '  return !re.test(value);',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).toContain('guard-removed');
  });
});

describe('a tag test on a record named like a credential', () => {
  // Written from a parser's release in the tuning set (a token's kind gating where it goes),
  // with made-up names.
  const gatedBy = (condition: string, body: string): string =>
    lines(
      'export function collect(tokens, req, out) {',
      '  for (const token of tokens) {',
      `    if (${condition}) {`,
      `      ${body};`,
      '    }',
      '  }',
      '}',
    );
  const ungated = (body: string): string =>
    lines(
      'export function collect(tokens, req, out) {',
      '  for (const token of tokens) {',
      `    ${body};`,
      '  }',
      '}',
    );

  it("is no access check when a parser's token kind stops gating a push", async () => {
    expect(
      await rulesOf(
        gatedBy("token.type === 'group'", 'out.push(token)'),
        ungated('out.push(token)'),
      ),
    ).toEqual([]);
  });

  it('is one when the tag names a role', async () => {
    expect(
      await rulesOf(
        gatedBy("token.type === 'admin'", 'out.push(token)'),
        ungated('out.push(token)'),
      ),
    ).toContain('check-bypassed');
  });

  it("is one when the record is the request's", async () => {
    expect(
      await rulesOf(
        gatedBy("req.session.kind === 'member'", 'out.push(token)'),
        ungated('out.push(token)'),
      ),
    ).toContain('check-bypassed');
  });
});

describe('a redirect whose target the check chose', () => {
  // Written from our own open-redirect example (no labelled group): the check picks between the
  // value asked for and a fixed page, so the same call on both sides is no refactor.
  const baseline = (check: string): string =>
    lines(
      'export function back(req, res) {',
      "  const next = req.query.next || '/';",
      `  if (${check}) return res.redirect('/');`,
      '  res.redirect(next);',
      '}',
    );
  const unchecked = lines(
    'export function back(req, res) {',
    "  const next = req.query.next || '/';",
    '  res.redirect(next);',
    '}',
  );

  it('is bypassed when the value now goes out unchecked', async () => {
    expect(await rulesOf(baseline("next.startsWith('//')"), unchecked)).toContain('check-bypassed');
    expect(
      await rulesOf(baseline("!next.startsWith('/') || next.startsWith('//')"), unchecked),
    ).toContain('check-bypassed');
  });

  it('is no bypass when the call still picks its argument itself', async () => {
    const picked = lines(
      'export function back(req, res) {',
      "  const next = req.query.next || '/';",
      "  res.redirect(next.startsWith('//') ? '/' : next);",
      '}',
    );
    expect(await rulesOf(baseline("next.startsWith('//')"), picked)).not.toContain(
      'check-bypassed',
    );
  });
});

describe('a prototype check dropped from some functions and kept in another', () => {
  // Walking a path of keys: `key in obj` is true for `__proto__`, so `set` then writes onto
  // Object.prototype, where an own-property check stopped it.
  const walker = (test: string): string =>
    lines(
      'function api(obj) {',
      '  const out = {};',
      '  for (const name in api) {',
      '    if (api.hasOwnProperty(name)) out[name] = api[name].bind(null, obj);',
      '  }',
      '  return out;',
      '}',
      'api.set = function set(obj, keys, value) {',
      '  for (const key of keys.slice(0, -1)) {',
      `    if (!${test}) obj[key] = {};`,
      '    obj = obj[key];',
      '  }',
      '  obj[keys[keys.length - 1]] = value;',
      '};',
    );

  it('names the function that lost it, where the evidence is weighed', async () => {
    const result = await assessSecurityRegression(
      walker('obj.hasOwnProperty(key)'),
      walker('(key in obj)'),
      'src/pointer.js',
    );
    expect(result.verdict).toBe('reject');
    const finding = result.findings.find((one) => one.rule === 'primitive-removed');
    expect(finding?.message).toContain('first in `set`');
    expect(finding?.message).toContain('baseline line 10');
  });
});
