import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// The evidence a finding needs to refuse (evidence.ts): protection taken out of code that
// stays, or replaced by nothing, refuses; protection in code rewritten with other code in its
// place is a note. Each rewrite is paired with the regression of the same shape that must still
// be refused.

const lines = (...text: readonly string[]): string => text.join('\n');

async function judged(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  expect(result.verdict).toBe(
    result.findings.some((finding) => finding.evidence === 'refuse') ? 'reject' : 'allow',
  );
  return result.findings.map((finding) => `${finding.rule}:${finding.evidence}`);
}

describe('a `..` check in a function rewritten around it', () => {
  const baseline = lines(
    'function resolvePath(root, name) {',
    '  const parts = name.split("/");',
    '  if (parts.indexOf("..") !== -1) {',
    '    throw new Error("bad path");',
    '  }',
    '  const joined = parts.join("/");',
    '  const full = root + "/" + joined;',
    '  log.debug(full);',
    '  return full;',
    '}',
  );

  it('is a note when other code stands in its place', async () => {
    // The segments are now walked one by one (a loop the rules cannot prove equivalent).
    const proposed = lines(
      'function resolvePath(root, name) {',
      '  const out = [];',
      '  for (const segment of name.split("/")) {',
      '    if (segment === "." || segment === "") continue;',
      '    if (segment === "..") out.pop();',
      '    else out.push(segment);',
      '  }',
      '  return root + "/" + out.join("/");',
      '}',
    );
    const found = await judged(baseline, proposed);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((finding) => finding.endsWith(':note'))).toBe(true);
  });

  it('refuses when it is deleted from code that stays', async () => {
    const proposed = baseline.replace(
      '  if (parts.indexOf("..") !== -1) {\n    throw new Error("bad path");\n  }\n',
      '',
    );
    expect(await judged(baseline, proposed)).toContain('guard-removed:refuse');
  });
});

describe('a sanitizer taken out of a rewritten function', () => {
  const baseline = lines(
    'function render(res, query) {',
    '  const title = query.title || "untitled";',
    '  const body = query.body || "";',
    '  const page = layout.header() + "<h1>" + escapeHtml(title) + "</h1>";',
    '  res.setHeader("Content-Type", "text/html");',
    '  res.send(page + escapeHtml(body) + layout.footer());',
    '}',
  );

  it('refuses when the lines that held it bring nothing new', async () => {
    // Most lines changed, but the replacement only strips the call out.
    const proposed = lines(
      'function render(res, query) {',
      '  const title = query.title;',
      '  const body = query.body;',
      '  const page = layout.header() + "<h1>" + title + "</h1>";',
      '  res.setHeader("Content-Type", "text/html");',
      '  res.send(page + body + layout.footer());',
      '}',
    );
    expect(await judged(baseline, proposed)).toContain('primitive-removed:refuse');
  });
});

describe('a guard made conditional', () => {
  const baseline = lines(
    'function serialize(name, value, options) {',
    '  const enc = options.encode || encodeURIComponent;',
    '  const out = enc(value);',
    '  if (!valueRegExp.test(out)) {',
    '    throw new TypeError("argument val is invalid");',
    '  }',
    '  return name + "=" + out;',
    '}',
  );

  it('is a note when it still makes every check under an added condition', async () => {
    const proposed = baseline.replace(
      'if (!valueRegExp.test(out))',
      'if (enc !== encodeURIComponent && !valueRegExp.test(out))',
    );
    expect(await judged(baseline, proposed)).toEqual(['guard-weakened:note']);
  });

  it('refuses when it loses one of its checks', async () => {
    const withTwo = baseline.replace(
      'if (!valueRegExp.test(out))',
      'if (!valueRegExp.test(out) || out.includes(".."))',
    );
    const proposed = withTwo.replace(' || out.includes("..")', '');
    expect(await judged(withTwo, proposed)).toContain('guard-weakened:refuse');
  });
});

describe('a gated call in a rewritten function', () => {
  const baseline = lines(
    'exports.randomDigits = function (size) {',
    '  const digits = [];',
    '  let buffer = internals.random(size * 2);',
    '  let pos = 0;',
    '  while (digits.length < size) {',
    '    if (pos >= buffer.length) {',
    '      buffer = internals.random(size * 2);',
    '      pos = 0;',
    '    }',
    '    if (buffer[pos] < 250) {',
    '      digits.push(buffer[pos] % 10);',
    '    }',
    '    ++pos;',
    '  }',
    '  return digits.join("");',
    '};',
  );

  it('refuses when the call now runs under no condition at all', async () => {
    const proposed = lines(
      'exports.randomDigits = function (size) {',
      '  const buffer = exports.randomBits(size * 8);',
      '  const digits = [];',
      '  for (let i = 0; i < buffer.length; ++i) {',
      '    digits.push(Math.floor(buffer[i] / 25.6));',
      '  }',
      '  return digits.join("");',
      '};',
    );
    expect(await judged(baseline, proposed)).toContain('check-bypassed:refuse');
  });
});

describe('a check moved into a new function of the file', () => {
  const baseline = lines(
    'function sanitizeNode(node, config) {',
    '  const tagName = node.nodeName.toLowerCase();',
    '  if (config.allowCustom && config.tagCheck instanceof RegExp && config.tagCheck.test(tagName)) {',
    '    return false;',
    '  }',
    '  if (config.allowCustom && config.tagCheck instanceof Function && config.tagCheck(tagName)) {',
    '    return false;',
    '  }',
    '  node.remove();',
    '  return true;',
    '}',
  );

  // The helper is one condition: inlined with its parameters bound to the call's arguments,
  // it reads as the two guards did, so nothing was lost (before, a note to review).
  it('is no finding when the new function is a predicate that makes the same checks', async () => {
    const proposed = lines(
      'function matchesTagCheck(check, tagName) {',
      '  return (',
      '    (check instanceof RegExp && check.test(tagName)) ||',
      '    (check instanceof Function && check(tagName))',
      '  );',
      '}',
      'function sanitizeNode(node, config) {',
      '  const tagName = node.nodeName.toLowerCase();',
      '  if (config.allowCustom && matchesTagCheck(config.tagCheck, tagName)) {',
      '    return false;',
      '  }',
      '  node.remove();',
      '  return true;',
      '}',
    );
    expect(await judged(baseline, proposed)).toEqual([]);
  });

  it('refuses when the new function checks nothing', async () => {
    const proposed = lines(
      'function logTag(tagName) {',
      '  console.debug(tagName);',
      '}',
      'function sanitizeNode(node, config) {',
      '  const tagName = node.nodeName.toLowerCase();',
      '  logTag(tagName);',
      '  if (config.allowCustom && config.tagCheck instanceof RegExp && config.tagCheck.test(tagName)) {',
      '    return false;',
      '  }',
      '  node.remove();',
      '  return true;',
      '}',
    );
    expect((await judged(baseline, proposed)).some((f) => f.endsWith(':refuse'))).toBe(true);
  });
});

describe('words in comments', () => {
  it('are no new code in place of a removed check', async () => {
    const baseline = lines(
      'function merge(target, source) {',
      '  for (const key of Object.keys(source)) {',
      "    if (key === '__proto__' || key === 'constructor') {",
      '      continue;',
      '    }',
      '    target[key] = source[key];',
      '  }',
      '  return target;',
      '}',
    );
    const proposed = lines(
      'function merge(target, source) {',
      '  // Keys are copied as they come; the caller validates its input beforehand.',
      '  for (const key of Object.keys(source)) target[key] = source[key];',
      '  return target;',
      '}',
    );
    expect(await judged(baseline, proposed)).toContain('guard-removed:refuse');
  });
});

describe('a check delegated to an imported function', () => {
  const body = [
    '  href = href.replace(/[\\x00-\\x20]+/g, "");',
    '',
    '  while (true) {',
    '    const first = href.indexOf("<!--");',
    '    if (first === -1) {',
    '      break;',
    '    }',
    '    href = href.slice(0, first);',
    '  }',
    '',
    '  const matches = href.match(/^([a-zA-Z][a-zA-Z0-9.\\-+]*):/);',
    '  if (!matches) {',
    '    return false;',
    '  }',
    '',
    '  const scheme = matches[1].toLowerCase();',
    '  return options.allowedSchemes.indexOf(scheme) === -1;',
  ];
  const baseline = lines('function naughtyHref(name, href) {', ...body, '}');

  it('is a note: blank lines and braces do not cut the rewrite into unrelated pieces', async () => {
    const proposed = lines(
      'const { naughtyHref: launderNaughtyHref } = require("launder");',
      'function naughtyHref(name, href) {',
      '  const allowedSchemes = options.allowedSchemes || [];',
      '',
      '  return launderNaughtyHref(href, {',
      '    allowedSchemes,',
      '  });',
      '}',
    );
    const found = await judged(baseline, proposed);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((finding) => finding.endsWith(':note'))).toBe(true);
  });

  it('refuses when the body is only cut down to what it returned', async () => {
    const proposed = lines(
      'function naughtyHref(name, href) {',
      '  const matches = href.match(/^([a-zA-Z][a-zA-Z0-9.\\-+]*):/);',
      '  const scheme = matches[1].toLowerCase();',
      '  return options.allowedSchemes.indexOf(scheme) === -1;',
      '}',
    );
    expect(await judged(baseline, proposed)).toContain('guard-removed:refuse');
  });
});

describe('a primitive of which no call of its kind is left', () => {
  const baseline = lines(
    "const { timingSafeEqual } = require('node:crypto');",
    'function check(a, b) {',
    '  if (a.length !== b.length) {',
    '    return false;',
    '  }',
    '  return timingSafeEqual(a, b);',
    '}',
  );

  it('refuses however the function around it was rewritten', async () => {
    const proposed = lines(
      'function check(a, b) {',
      '  return a.toString() === b.toString();',
      '}',
    );
    expect(await judged(baseline, proposed)).toContain('primitive-removed:refuse');
  });

  it('is a note when a call of the same kind stands in the rewritten code', async () => {
    const proposed = lines(
      "const crypto = require('node:crypto');",
      'function check(a, b) {',
      '  const left = Buffer.from(String(a));',
      '  const right = Buffer.from(String(b));',
      '  return left.length === right.length && crypto.timingSafeEqual(left, right);',
      '}',
    );
    const rules = await judged(baseline, proposed);
    expect(rules.filter((rule) => rule.endsWith(':refuse'))).toEqual([]);
  });
});

/** A small function of a source file, under `header`, with `guard` in its body. */
const joinSource = (header: string, guard: string): string =>
  lines(
    header,
    'function join(parts, separator) {',
    '  const first = parts[0];',
    guard,
    '  const rest = parts.slice(1);',
    '  log.debug(first, rest);',
    '  return parts.join(separator);',
    '}',
  );
const PATH_GUARD = '  if (separator.indexOf("..") !== -1) throw new Error("bad path");';

describe('a guard in minified build output', () => {
  // One line of a bundle: a guard among many statements whose names a minifier chose.
  const bundle = (guard: string): string =>
    [
      'var r=function(e,t){',
      Array.from({ length: 40 }, (_, i) => `var a${String(i)}=e.slice(${String(i)});`).join(''),
      guard,
      'return e.join(t)};',
      Array.from({ length: 40 }, (_, i) => `function f${String(i)}(n){return n+${String(i)}}`).join(
        '',
      ),
    ].join('');

  it('is a note: names change on every build, so nothing can be read as lost', async () => {
    const baseline = bundle('if(t.indexOf("..")!==-1)throw new Error("bad path");');
    const proposed = bundle('');
    expect(await judged(baseline, proposed)).toEqual(
      expect.arrayContaining([expect.stringMatching(/:note$/)]),
    );
    expect(await judged(baseline, proposed)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/:refuse$/)]),
    );
  });

  it('still refuses the same guard removed from a source file', async () => {
    expect(await judged(joinSource('', PATH_GUARD), joinSource('', ''))).toEqual(
      expect.arrayContaining([expect.stringMatching(/:refuse$/)]),
    );
  });

  // backbone-events-standalone 0.2.7's rebuilt `.min.js`: the minifier gave the two helpers
  // other names (`k` the helper whose call a `typeof` test gates, `l` the loop, then `j` and
  // `k`), so the loop's call was paired with the gated call of the base's `k`.
  const helpers = (gatedName: string, loopName: string): string =>
    `var ${gatedName}=function(a,b,c,d){if("object"==typeof c){for(var e in c)a[b].apply(a,[e,c[e]].concat(d));return!1}return!0},` +
    `${loopName}=function(a,b){var c,d=-1,e=a.length;for(;++d<e;)(c=a[d]).callback.apply(c.ctx,b)};`;

  it('is a note when a gated call of minified output now runs unconditionally', async () => {
    const result = await judged(bundle(helpers('k', 'l')), bundle(helpers('j', 'k')));
    expect(result).toContain('check-bypassed:note');
    expect(result).not.toEqual(expect.arrayContaining([expect.stringMatching(/:refuse$/)]));
  });

  it('still refuses the same gate dropped from readable source', async () => {
    const source = (gate: string): string =>
      lines(
        'function trigger(events, args) {',
        '  for (let i = 0; i < events.length; i++) {',
        `    ${gate}events[i].callback.apply(events[i].ctx, args);`,
        '  }',
        '}',
      );
    expect(await judged(source("if (typeof events[i] === 'object') "), source(''))).toContain(
      'check-bypassed:refuse',
    );
  });
});

describe('a guard in a file a generator wrote', () => {
  const source = joinSource;
  const guard = PATH_GUARD;

  it('is a note when the file is generated at the base and after: review its source', async () => {
    const header = '// @generated by Peggy 5.1.0.';
    const result = await assessSecurityRegression(
      source('/* Generated by PEG.js 0.8.0. */', guard),
      source(header, ''),
      'lib/parser.js',
    );
    expect(result.verdict).toBe('allow');
    expect(result.findings.map((finding) => finding.evidence)).toEqual(
      expect.arrayContaining(['note']),
    );
    expect(result.findings[0]?.message).toContain('the file is generated');
  });

  it('still refuses when only the change calls the file generated', async () => {
    expect(await judged(source('// the join helper', guard), source('// @generated', ''))).toEqual(
      expect.arrayContaining([expect.stringMatching(/:refuse$/)]),
    );
  });
});
