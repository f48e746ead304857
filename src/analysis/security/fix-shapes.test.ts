import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// The shapes public security fixes usually take, each reverted: the detector must see the
// revert. Written from the common fix patterns (prototype-pollution key checks, algorithm
// allowlists, traversal guards, execFile, constant-time comparison), not from the dataset.
const lines = (...text: readonly string[]): string => text.join('\n');

interface Shape {
  readonly name: string;
  readonly fixed: string;
  readonly reverted: string;
}

const SHAPES: readonly Shape[] = [
  {
    name: 'path segments checked against a list of dangerous keys',
    fixed: lines(
      "const disallowedKeys = new Set(['__proto__', 'prototype', 'constructor']);",
      'const isValidPath = (segments) => !segments.some((segment) => disallowedKeys.has(segment));',
      'function getPathSegments(path) {',
      "  const parts = path.split('.');",
      '  if (!isValidPath(parts)) {',
      '    return [];',
      '  }',
      '  return parts;',
      '}',
    ),
    reverted: lines(
      'function getPathSegments(path) {',
      "  const parts = path.split('.');",
      '  return parts;',
      '}',
    ),
  },
  {
    name: 'a constructor/__proto__ helper consulted before assigning',
    fixed: lines(
      'function isConstructorOrProto(obj, key) {',
      "  return (key === 'constructor' && typeof obj[key] === 'function') || key === '__proto__';",
      '}',
      'function setKey(obj, keys, value) {',
      '  let o = obj;',
      '  for (const key of keys.slice(0, -1)) {',
      '    if (isConstructorOrProto(o, key)) return;',
      '    o = o[key] = o[key] || {};',
      '  }',
      '  o[keys[keys.length - 1]] = value;',
      '}',
    ),
    reverted: lines(
      'function setKey(obj, keys, value) {',
      '  let o = obj;',
      '  for (const key of keys.slice(0, -1)) {',
      '    o = o[key] = o[key] || {};',
      '  }',
      '  o[keys[keys.length - 1]] = value;',
      '}',
    ),
  },
  {
    name: 'a safe property getter bypassed',
    fixed: lines(
      'function safeGet(object, key) {',
      "  if (key === '__proto__') return;",
      '  return object[key];',
      '}',
      'function baseMerge(object, source) {',
      '  for (const key in source) {',
      '    const srcValue = safeGet(source, key);',
      '    assign(object, key, srcValue);',
      '  }',
      '}',
    ),
    reverted: lines(
      'function safeGet(object, key) {',
      "  if (key === '__proto__') return;",
      '  return object[key];',
      '}',
      'function baseMerge(object, source) {',
      '  for (const key in source) {',
      '    const srcValue = source[key];',
      '    assign(object, key, srcValue);',
      '  }',
      '}',
    ),
  },
  {
    name: 'the token algorithm checked against the allowed list',
    fixed: lines(
      'function verify(token, key, options, done) {',
      '  const header = decodeHeader(token);',
      '  if (options.algorithms.indexOf(header.alg) === -1) {',
      "    return done(new JsonWebTokenError('invalid algorithm'));",
      '  }',
      '  return check(token, key, header.alg, done);',
      '}',
    ),
    reverted: lines(
      'function verify(token, key, options, done) {',
      '  const header = decodeHeader(token);',
      '  return check(token, key, header.alg, done);',
      '}',
    ),
  },
  {
    name: 'a traversal test answering 403 through this.error',
    fixed: lines(
      'SendStream.prototype.pipe = function (res) {',
      '  let path = decode(this.path);',
      '  if (UP_PATH_REGEXP.test(normalize(path))) {',
      "    debug('malicious path');",
      '    this.error(403);',
      '    return res;',
      '  }',
      '  return this.send(join(this.root, path));',
      '};',
    ),
    reverted: lines(
      'SendStream.prototype.pipe = function (res) {',
      '  let path = decode(this.path);',
      '  return this.send(join(this.root, path));',
      '};',
    ),
  },
  {
    name: 'execFile with an argument array turned back into a shell string',
    fixed: lines(
      'function clone(url, dir) {',
      "  return execFileSync('git', ['clone', '--', url, dir]);",
      '}',
    ),
    reverted: lines(
      'function clone(url, dir) {',
      "  return execSync('git clone ' + url + ' ' + dir);",
      '}',
    ),
  },
  {
    name: 'constant-time comparison of a signature',
    fixed: lines(
      'function isValid(signature, expected) {',
      '  const a = Buffer.from(signature);',
      '  const b = Buffer.from(expected);',
      '  return a.length === b.length && crypto.timingSafeEqual(a, b);',
      '}',
    ),
    reverted: lines(
      'function isValid(signature, expected) {',
      '  return signature === expected;',
      '}',
    ),
  },
  {
    name: 'a request body size limit',
    fixed: lines(
      'function onData(chunk) {',
      '  received += chunk.length;',
      '  if (received > limit) {',
      "    return done(createError(413, 'request entity too large'));",
      '  }',
      '  buffers.push(chunk);',
      '}',
    ),
    reverted: lines(
      'function onData(chunk) {',
      '  received += chunk.length;',
      '  buffers.push(chunk);',
      '}',
    ),
  },
  {
    name: 'a redirect target restricted to relative paths',
    fixed: lines(
      'function redirect(req, res) {',
      '  const target = req.query.next;',
      "  if (!target.startsWith('/') || target.startsWith('//')) {",
      "    return res.status(400).send('bad redirect');",
      '  }',
      '  res.redirect(target);',
      '}',
    ),
    reverted: lines(
      'function redirect(req, res) {',
      '  const target = req.query.next;',
      '  res.redirect(target);',
      '}',
    ),
  },
  {
    name: 'credentials dropped on a redirect to another host',
    fixed: lines(
      'function onRedirect(options, location) {',
      '  if (new URL(location).host !== options.host) {',
      '    delete options.headers.authorization;',
      "    delete options.headers['cookie'];",
      '  }',
      '  return request(location, options);',
      '}',
    ),
    reverted: lines(
      'function onRedirect(options, location) {',
      '  return request(location, options);',
      '}',
    ),
  },
  {
    name: 'a recursion depth limit',
    fixed: lines(
      'function parse(obj, depth) {',
      '  if (depth > MAX_DEPTH) return;',
      '  for (const key of Object.keys(obj)) parse(obj[key], depth + 1);',
      '}',
    ),
    reverted: lines(
      'function parse(obj, depth) {',
      '  for (const key of Object.keys(obj)) parse(obj[key], depth + 1);',
      '}',
    ),
  },
  {
    name: 'a security response header set by hand',
    fixed: lines(
      'function serve(res, body) {',
      "  res.setHeader('X-Content-Type-Options', 'nosniff');",
      "  res.setHeader('Content-Type', 'text/plain');",
      '  res.end(body);',
      '}',
    ),
    reverted: lines(
      'function serve(res, body) {',
      "  res.setHeader('Content-Type', 'text/plain');",
      '  res.end(body);',
      '}',
    ),
  },
];

describe('reverted fixes of common shapes', () => {
  it.each(SHAPES)('$name', async ({ fixed, reverted }) => {
    const result = await assessSecurityRegression(fixed, reverted, 'lib/index.js');
    expect(result.verdict).toBe('reject');
  });

  it.each(SHAPES)('$name: the fix itself is not a regression', async ({ fixed, reverted }) => {
    const result = await assessSecurityRegression(reverted, fixed, 'lib/index.js');
    expect(result.findings).toEqual([]);
  });
});
