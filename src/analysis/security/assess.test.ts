/* eslint-disable max-lines -- one fixture table per rule family: the length is data, not logic */
import { describe, expect, it } from 'vitest';
import {
  checkAllowed,
  checkRegressions,
  lines,
  rulesOf,
} from '../../../test/helpers/security-cases.js';
import { assessAddedSource, assessDeletedSource, assessSecurityRegression } from './assess.js';

describe('security primitives dropped or replaced', () => {
  checkRegressions([
    {
      // The value is still escaped on the path that is left, but the path that escaped it and
      // returned early is gone: a path lost its call, not a duplicate.
      name: 'an early return that escaped the value removed',
      rule: 'primitive-removed',
      baseline: lines(
        'function cell(value, kind) {',
        "  if (kind !== 'text') {",
        '    return sanitize(value);',
        '  }',
        "  return '<td>' + sanitize(value) + '</td>';",
        '}',
      ),
      proposed: lines(
        'function cell(value, kind) {',
        "  return '<td>' + sanitize(value) + '</td>';",
        '}',
      ),
    },
    {
      name: 'timingSafeEqual replaced by ===',
      rule: 'primitive-removed',
      baseline: lines(
        "const crypto = require('crypto');",
        'function check(a, b) {',
        '  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));',
        '}',
      ),
      proposed: lines('function check(a, b) {', '  return a === b;', '}'),
    },
    {
      name: 'randomBytes replaced by Math.random for a token',
      rule: 'insecure-random',
      baseline: lines(
        "const { randomBytes } = require('crypto');",
        'function makeToken() {',
        "  return randomBytes(16).toString('hex');",
        '}',
      ),
      proposed: lines(
        'function makeToken() {',
        '  return Math.random().toString(36).slice(2);',
        '}',
      ),
    },
    {
      name: 'an escaper dropped from rendered output',
      rule: 'primitive-removed',
      baseline: lines(
        'function render(name) {',
        "  return '<b>' + escapeHtml(name) + '</b>';",
        '}',
      ),
      proposed: lines('function render(name) {', "  return '<b>' + name + '</b>';", '}'),
    },
    {
      name: 'DOMPurify.sanitize dropped',
      rule: 'primitive-removed',
      baseline: 'function show(el, html) { el.innerHTML = DOMPurify.sanitize(html); }',
      proposed: 'function show(el, html) { el.innerHTML = html; }',
    },
    {
      name: 'csrf middleware no longer registered',
      rule: 'middleware-removed',
      baseline: lines(
        "const csrf = require('./csrf');",
        'app.use(cookies());',
        'app.use(csrf);',
        "app.post('/transfer', transfer);",
      ),
      proposed: lines(
        "const csrf = require('./csrf');",
        'app.use(cookies());',
        "app.post('/transfer', transfer);",
      ),
    },
    {
      name: 'helmet dropped',
      rule: 'primitive-removed',
      baseline: lines('app.use(helmet());', 'app.use(router);'),
      proposed: 'app.use(router);',
    },
    {
      name: 'auth middleware dropped from a route',
      rule: 'middleware-removed',
      baseline: "router.delete('/users/:id', requireAuth, removeUser);",
      proposed: "router.delete('/users/:id', removeUser);",
    },
    {
      name: 'a local sanitizer no longer called',
      rule: 'primitive-removed',
      baseline: lines(
        'const escapeIdentifier = (value) => value.replace(/"/g, \'""\');',
        'function table(name) {',
        '  return escapeIdentifier(name);',
        '}',
      ),
      proposed: lines('function table(name) {', '  return name;', '}'),
    },
    {
      name: 'a helper that strips traversal no longer called',
      rule: 'security-helper-bypassed',
      baseline: lines(
        'function canon(p) {',
        "  return p.replace(/^(\\.\\.(\\/|\\\\|$))+/, '');",
        '}',
        'function extract(entry) {',
        '  return join(root, canon(entry.name));',
        '}',
      ),
      proposed: lines('function extract(entry) {', '  return join(root, entry.name);', '}'),
    },
    {
      name: 'a sanitized argument replaced by the raw value',
      rule: 'unsanitized-argument',
      baseline: lines(
        'function list(iface) {',
        '  const ifaceSanitized = clean(iface);',
        '  scan(ifaceSanitized);',
        '  setTimeout(() => scan(ifaceSanitized), 4000);',
        '}',
      ),
      proposed: lines(
        'function list(iface) {',
        '  const ifaceSanitized = clean(iface);',
        '  scan(ifaceSanitized);',
        '  setTimeout(() => scan(iface), 4000);',
        '}',
      ),
    },
  ]);
});

describe('guards removed or weakened', () => {
  checkRegressions([
    {
      name: 'a throw under a validation condition removed',
      rule: 'guard-removed',
      baseline: lines(
        'module.exports = function (options) {',
        "  if (!options.algorithms) throw new Error('algorithms should be set');",
        '  return middleware(options);',
        '};',
      ),
      proposed: lines(
        'module.exports = function (options) {',
        '  return middleware(options);',
        '};',
      ),
    },
    {
      name: 'a type check answering 400 removed from a handler',
      rule: 'guard-removed',
      baseline: lines(
        'function handler(req, res) {',
        "  if (typeof req.body.name !== 'string') return res.status(400).end();",
        '  save(req.body.name);',
        '}',
      ),
      proposed: lines('function handler(req, res) {', '  save(req.body.name);', '}'),
    },
    {
      name: 'an auth check answering 401 removed',
      rule: 'guard-removed',
      baseline: lines(
        'async function remove(req, res) {',
        '  if (!req.user || req.user.id !== req.params.owner) {',
        "    return res.status(401).json({ error: 'unauthorized' });",
        '  }',
        '  await db.remove(req.params.id);',
        '}',
      ),
      proposed: lines(
        'async function remove(req, res) {',
        '  await db.remove(req.params.id);',
        '}',
      ),
    },
    {
      name: 'a __proto__ skip removed from a merge loop',
      rule: 'prototype-check-removed',
      baseline: lines(
        'function merge(target, source) {',
        '  for (const key of Object.keys(source)) {',
        "    if (key === '__proto__') continue;",
        '    target[key] = source[key];',
        '  }',
        '}',
      ),
      proposed: lines(
        'function merge(target, source) {',
        '  for (const key of Object.keys(source)) {',
        '    target[key] = source[key];',
        '  }',
        '}',
      ),
    },
    {
      name: 'constructor and prototype dropped from a key check',
      rule: 'check-bypassed',
      baseline: lines(
        "const isValidKey = (key) => key !== '__proto__' && key !== 'constructor' && key !== 'prototype';",
        'function mixin(target, obj) {',
        '  for (const key in obj) {',
        '    if (isValidKey(key)) assign(target, key, obj[key]);',
        '  }',
        '}',
      ),
      proposed: lines(
        'function mixin(target, obj) {',
        '  for (const key in obj) {',
        "    if (key !== '__proto__') assign(target, key, obj[key]);",
        '  }',
        '}',
      ),
    },
    {
      name: 'a zip-slip containment check removed',
      rule: 'containment-check-removed',
      baseline: lines(
        'function extract(targetPath, entryName) {',
        '  const target = path.resolve(targetPath, entryName);',
        "  if (!target.startsWith(targetPath)) throw new Error('invalid filename: ' + entryName);",
        '  write(target);',
        '}',
      ),
      proposed: lines(
        'function extract(targetPath, entryName) {',
        '  const target = path.resolve(targetPath, entryName);',
        '  write(target);',
        '}',
      ),
    },
    {
      name: 'a disjunct dropped from a refusing condition',
      rule: 'guard-weakened',
      baseline: lines(
        'function check(options) {',
        "  if (!options || !options.secret) throw new Error('secret should be set');",
        '}',
      ),
      proposed: lines(
        'function check(options) {',
        "  if (!options) throw new Error('secret should be set');",
        '}',
      ),
    },
    {
      name: 'a secure default replaced by the raw option',
      rule: 'guard-weakened',
      baseline: lines(
        'function auth(options) {',
        "  const required = typeof options.required === 'undefined' ? true : options.required;",
        '  return function (req, res, next) {',
        "    if (!req.token && required) return next(new Error('credentials required'));",
        '    next();',
        '  };',
        '}',
      ),
      proposed: lines(
        'function auth(options) {',
        '  return function (req, res, next) {',
        "    if (!req.token && options.required) return next(new Error('credentials required'));",
        '    next();',
        '  };',
        '}',
      ),
    },
    {
      name: 'a traversal pattern in a 403 guard narrowed',
      rule: 'guard-weakened',
      baseline: lines(
        'function getPath(p) {',
        '  if (/[\\/\\\\]\\.\\.([\\/\\\\]|$)/.test(p)) return 403;',
        '  return p;',
        '}',
      ),
      proposed: lines(
        'function getPath(p) {',
        '  if (/[\\/\\\\]\\.\\.[\\/\\\\]/.test(p)) return 403;',
        '  return p;',
        '}',
      ),
    },
    {
      name: 'percent-decoding moved after the traversal check',
      rule: 'decode-after-check',
      baseline: lines(
        'function resolvePath(p) {',
        '  p = decodeURIComponent(p);',
        '  if (/(^|\\/)\\.\\.(\\/|$)/.test(p)) return 403;',
        '  return normalize(p);',
        '}',
      ),
      proposed: lines(
        'function resolvePath(p) {',
        '  if (/(^|\\/)\\.\\.(\\/|$)/.test(p)) return 403;',
        '  p = decodeURIComponent(p);',
        '  return normalize(p);',
        '}',
      ),
    },
    {
      name: 'a range check that gated an operation dropped',
      rule: 'check-bypassed',
      baseline: lines(
        'function digits(buffer, size) {',
        '  const out = [];',
        '  for (const byte of buffer) {',
        '    if (byte < 250) out.push(byte % 10);',
        '  }',
        '  return out;',
        '}',
      ),
      proposed: lines(
        'function digits(buffer, size) {',
        '  const out = [];',
        '  for (const byte of buffer) {',
        '    out.push(byte % 10);',
        '  }',
        '  return out;',
        '}',
      ),
    },
    {
      name: 'a cache placed in front of signature verification',
      rule: 'cache-before-verification',
      baseline: lines('function check(token, key) {', '  return jwt.verify(token, key);', '}'),
      proposed: lines(
        'function check(token, key) {',
        '  if (verifiedCache.has(token)) return true;',
        '  return jwt.verify(token, key);',
        '}',
      ),
    },
  ]);
});

describe('weaker crypto, transport and CORS', () => {
  checkRegressions([
    {
      name: 'pbkdf2 iterations lowered',
      rule: 'weak-crypto',
      baseline: "const hash = crypto.pbkdf2Sync(password, salt, 310000, 32, 'sha256');",
      proposed: "const hash = crypto.pbkdf2Sync(password, salt, 1000, 32, 'sha256');",
    },
    {
      name: 'a random length lowered, by a method call and by a bare call',
      rule: 'insecure-random',
      baseline: lines(
        "const { randomBytes } = require('crypto');",
        'const session = crypto.randomBytes(32);',
        'const nonce = randomBytes(32);',
      ),
      proposed: lines(
        "const { randomBytes } = require('crypto');",
        'const session = crypto.randomBytes(32);',
        'const nonce = randomBytes(8);',
      ),
    },
    {
      name: 'sha256 replaced by md5',
      rule: 'weak-crypto',
      baseline: "const digest = crypto.createHash('sha256').update(data).digest('hex');",
      proposed: "const digest = crypto.createHash('md5').update(data).digest('hex');",
    },
    {
      name: 'algorithms dropped from jwt.verify',
      rule: 'jwt-weakened',
      baseline: "const claims = jwt.verify(token, key, { algorithms: ['RS256'] });",
      proposed: 'const claims = jwt.verify(token, key);',
    },
    {
      name: 'the none algorithm accepted',
      rule: 'jwt-weakened',
      baseline: "const claims = jwt.verify(token, key, { algorithms: ['HS256'] });",
      proposed: "const claims = jwt.verify(token, key, { algorithms: ['HS256', 'none'] });",
    },
    {
      name: 'certificate verification turned off',
      rule: 'tls-disabled',
      baseline: 'const agent = new https.Agent({ keepAlive: true });',
      proposed: 'const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });',
    },
    {
      name: 'NODE_TLS_REJECT_UNAUTHORIZED set to 0',
      rule: 'tls-disabled',
      baseline: 'start();',
      proposed: lines("process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';", 'start();'),
    },
    {
      name: 'CORS opened to every origin',
      rule: 'cors-widened',
      baseline: "app.use(cors({ origin: 'https://app.example.com', credentials: true }));",
      proposed: "app.use(cors({ origin: '*', credentials: true }));",
    },
    {
      name: 'the request origin reflected',
      rule: 'cors-widened',
      baseline: "res.setHeader('Access-Control-Allow-Origin', 'https://app.example.com');",
      proposed: "res.setHeader('Access-Control-Allow-Origin', req.headers.origin);",
    },
  ]);
});

describe('injection sinks and patterns', () => {
  checkRegressions([
    {
      name: 'eval of request data',
      rule: 'dynamic-code-execution',
      baseline: 'function parse(body) { return JSON.parse(body); }',
      proposed: "function parse(body) { return eval('(' + body + ')'); }",
    },
    {
      name: 'a file read replaced by a shell pipeline',
      rule: 'shell-injection',
      baseline: lines('function read(file) {', "  return readFileSync(file, 'utf8');", '}'),
      proposed: lines(
        'function read(file) {',
        '  const cmd = `cat ${file} | grep iface`;',
        '  return execSync(cmd).toString();',
        '}',
      ),
    },
    {
      name: 'spawn with shell: true and a built command',
      rule: 'shell-injection',
      baseline: "function run(dir) { return spawn('ls', [dir]); }",
      proposed: "function run(dir) { return spawn('ls ' + dir, { shell: true }); }",
    },
    {
      name: 'SQL built by concatenation',
      rule: 'sql-injection',
      baseline:
        "function find(db, name) { return db.query('SELECT * FROM users WHERE name = $1', [name]); }",
      proposed:
        'function find(db, name) { return db.query("SELECT * FROM users WHERE name = \'" + name + "\'"); }',
    },
    {
      name: 'markup assigned to innerHTML',
      rule: 'html-injection',
      baseline: 'function show(el, text) { el.textContent = text; }',
      proposed: 'function show(el, text) { el.innerHTML = text; }',
    },
    {
      name: 'a split regex that backtracks on a request header',
      rule: 'redos',
      baseline: lines(
        'function method(req) {',
        "  const header = req.headers['x-http-method-override'] || '';",
        "  const index = header.indexOf(',');",
        '  return index === -1 ? header : header.slice(0, index);',
        '}',
      ),
      proposed: lines(
        'function method(req) {',
        "  const header = req.headers['x-http-method-override'] || '';",
        '  return header.split(/ *, */)[0];',
        '}',
      ),
    },
    {
      name: 'a safe pattern changed into a quadratic one',
      rule: 'redos',
      baseline: "const trim = (s) => s.replace(/^[-]+/, '');",
      proposed: "const trim = (s) => s.replace(/^-+|-+$/g, '');",
    },
    {
      name: 'a nested quantifier introduced',
      rule: 'redos',
      baseline: 'const valid = (s) => /^[a-z0-9]+$/.test(s);',
      proposed: 'const valid = (s) => /^([a-z0-9]+)+$/.test(s);',
    },
    {
      name: 'a scheme pattern that recognizes fewer schemes',
      rule: 'pattern-narrowed',
      baseline: lines(
        'function naughtyHref(href) {',
        '  href = escapeHtml(href);',
        '  const matches = href.match(/^([a-zA-Z][a-zA-Z0-9.\\-+]*):/);',
        '  if (!matches) return false;',
        '  return !allowed.includes(matches[1]);',
        '}',
      ),
      proposed: lines(
        'function naughtyHref(href) {',
        '  href = escapeHtml(href);',
        '  const matches = href.match(/^([a-zA-Z]+):/);',
        '  if (!matches) return false;',
        '  return !allowed.includes(matches[1]);',
        '}',
      ),
    },
    {
      name: 'a sanitizer that strips fewer characters',
      rule: 'sanitizer-weakened',
      baseline: lines(
        'function sanitizeShellString(str) {',
        '  let result = str;',
        "  result = result.replace(/;/g, '');",
        "  result = result.replace(/\\t/g, '');",
        "  result = result.replace(/`/g, '');",
        '  return result;',
        '}',
      ),
      proposed: lines(
        'function sanitizeShellString(str) {',
        '  let result = str;',
        "  result = result.replace(/;/g, '');",
        '  return result;',
        '}',
      ),
    },
  ]);
});

// A 14-line parser with a prototype check: large enough not to count as a checking helper.
const PARSE_NODE = lines(
  'function parseNode(state, key) {',
  "  if (key === '__proto__') throw new Error('bad key');",
  '  const a = state.read();',
  '  const b = state.read();',
  '  const c = state.read();',
  '  const d = state.read();',
  '  const e = state.read();',
  '  const f = state.read();',
  '  const g = state.read();',
  '  const h = state.read();',
  '  const i = state.read();',
  '  const j = state.read();',
  '  return [a, b, c, d, e, f, g, h, i, j];',
  '}',
);

describe('not regressions', () => {
  const handler = lines(
    'function handler(req, res) {',
    "  if (typeof req.body.name !== 'string') return res.status(400).end();",
    '  if (!req.user) return res.status(401).end();',
    '  const name = escapeHtml(req.body.name);',
    "  res.send('<p>' + name + '</p>');",
    '}',
  );
  checkAllowed([
    {
      // uuid-random 1.0.7 (bench:real's sixty-fifth set): its own `randomBytes(n)` slices a
      // buffer that `crypto.randomBytes` fills, now sized by a property; its 16 bytes are not the
      // crypto call's 256 lowered.
      name: "a file's own randomBytes beside crypto's, whose size became a property",
      baseline: lines(
        'var bytesSize = 256;',
        'function randomBytes(n) {',
        '  if (!bytes) bytes = crypto.randomBytes(bytesSize);',
        '  return bytes.slice(idx, idx += n);',
        '}',
        'function uuidbin() { var b = randomBytes(16); return b; }',
      ),
      proposed: lines(
        'uuid.BUFFER_SIZE = 512;',
        'function randomBytes(n) {',
        '  if (!buf) buf = _crypto.randomBytes(uuid.BUFFER_SIZE);',
        '  return buf.slice(bufIdx, bufIdx += n);',
        '}',
        'function uuidbin() { var b = randomBytes(16); return b; }',
      ),
    },
    {
      // jws 3.1.5: one decoder for another; decoding an encoded value sanitizes nothing.
      name: 'an encoded value decoded another way',
      baseline: lines(
        "var base64url = require('base64url');",
        'export function header(encodedHeader) {',
        "  return safeJsonParse(base64url.decode(encodedHeader, 'binary'));",
        '}',
      ),
      proposed: lines(
        'export function header(encodedHeader) {',
        "  return safeJsonParse(Buffer.from(encodedHeader, 'base64').toString('binary'));",
        '}',
      ),
    },
    {
      // morgan 1.8.0: the same `fmt` compiled, with the names it writes quoted now.
      name: 'the expression around an evaluated input rewritten',
      baseline: lines(
        'export function compile(format) {',
        '  var fmt = format.replace(/"/g, \'\\\\"\');',
        "  var js = 'return \"' + fmt.replace(/:(\\w+)/g, function (_, name) {",
        '    return \'" + (tokens["\' + name + \'"](req) || "-") + "\';',
        "  }) + '\";';",
        "  return new Function('tokens, req', js);",
        '}',
      ),
      proposed: lines(
        'export function compile(format) {',
        '  var fmt = format.replace(/"/g, \'\\\\"\');',
        "  var js = 'return \"' + fmt.replace(/:(\\w+)/g, function (_, name) {",
        "    var token = 'tokens[' + JSON.stringify(name) + ']';",
        '    return \'" + (\' + token + \'(req) || "-") + "\';',
        "  }) + '\";';",
        "  return new Function('tokens, req', js);",
        '}',
      ),
    },
    {
      // eta 4.0.1: a minifier named a sticky regex `_`; `_.exec(text)` runs the regex.
      name: 'a regex named `_` run with exec',
      baseline: 'export function scan(text) { const g = /"(?:[^"\\\\])*"/y; return g.exec(text); }',
      proposed: 'export function scan(e) { const _ = /"(?:[^"\\\\])*"/y; return _.exec(e); }',
    },
    {
      name: 'locals renamed',
      baseline: handler,
      proposed: handler.replace(/\bname\b/g, 'label'),
    },
    {
      name: 'reformatted',
      baseline: handler,
      proposed: lines(
        'function handler(req, res) {',
        '  if (typeof req.body.name !== "string") {',
        '    return res.status(400).end()',
        '  }',
        '  if (!req.user) {',
        '    return res.status(401).end()',
        '  }',
        '  const name = escapeHtml(req.body.name)',
        '  res.send("<p>" + name + "</p>")',
        '}',
      ),
    },
    {
      name: 'a guard moved into a helper that is still called',
      baseline: handler,
      proposed: lines(
        'function assertValid(req, res) {',
        "  if (typeof req.body.name !== 'string') return res.status(400).end();",
        '  if (!req.user) return res.status(401).end();',
        '}',
        'function handler(req, res) {',
        '  assertValid(req, res);',
        '  const name = escapeHtml(req.body.name);',
        "  res.send('<p>' + name + '</p>');",
        '}',
      ),
    },
    {
      name: 'a guard replaced by a call to an imported validator',
      baseline: lines(
        'function create(options) {',
        "  if (!options.name) throw new Error('name is required');",
        '  return build(options);',
        '}',
      ),
      proposed: lines(
        'function create(options) {',
        '  validateOptions(options);',
        '  return build(options);',
        '}',
      ),
    },
    {
      name: 'a sanitizer moved to another module and still called',
      baseline: lines(
        'function canonical(p) {',
        "  return path.join('.', path.posix.normalize('/' + p.split('\\\\').join('/')));",
        '}',
        'function extract(entry) {',
        "  if (!resolve(root, canonical(entry)).startsWith(root)) throw new Error('outside');",
        '  write(canonical(entry));',
        '}',
      ),
      proposed: lines(
        'const { canonical } = Utils;',
        'function extract(entry) {',
        "  if (!resolve(root, canonical(entry)).startsWith(root)) throw new Error('outside');",
        '  write(canonical(entry));',
        '}',
      ),
    },
    {
      name: 'an unused exported function deleted',
      baseline: lines(
        "exports.decode = function (value) { if (typeof value !== 'string') throw new Error('Value not a string'); return Buffer.from(value, 'base64'); };",
        'exports.encode = function (value) { return Buffer.from(value).toString("base64"); };',
      ),
      proposed:
        'exports.encode = function (value) { return Buffer.from(value).toString("base64"); };',
    },
    {
      name: 'if/else branches swapped with the condition negated',
      baseline: lines(
        'function get(req, res) {',
        '  if (req.user) {',
        '    res.send(data);',
        '  } else {',
        '    return res.status(401).end();',
        '  }',
        '}',
      ),
      proposed: lines(
        'function get(req, res) {',
        '  if (!req.user) {',
        '    return res.status(401).end();',
        '  } else {',
        '    res.send(data);',
        '  }',
        '}',
      ),
    },
    {
      name: 'an optional callback check replaced by optional chaining',
      baseline: lines('function done(cb, err) {', "  if (typeof cb === 'function') cb(err);", '}'),
      proposed: lines('function done(cb, err) {', '  cb?.(err);', '}'),
    },
    {
      name: 'an escaper replaced by another escaper',
      baseline: "const html = '<b>' + escapeHtml(name) + '</b>';",
      proposed: "const html = '<b>' + he.escape(name) + '</b>';",
    },
    {
      name: 'Math.random for retry jitter',
      baseline: 'function delay(attempt) { return 2 ** attempt * 100; }',
      proposed: 'function delay(attempt) { return 2 ** attempt * 100 + Math.random() * 50; }',
    },
    {
      name: 'a new feature that touches no check',
      baseline: handler,
      proposed: `${handler}\nfunction health(req, res) {\n  res.json({ ok: true });\n}`,
    },
    {
      name: 'a rate limiter added',
      baseline: 'app.use(router);',
      proposed: lines('app.use(rateLimit({ windowMs: 60000, max: 100 }));', 'app.use(router);'),
    },
    {
      name: 'a new quadratic pattern in code that formats its own text',
      baseline: 'function wrap(text) { return text; }',
      proposed: "function wrap(text) { return text.match(/[\\s]*[^\\s]+/g).join(' '); }",
    },
    {
      name: 'a compound guard split in two',
      baseline: lines(
        'function check(o) {',
        "  if (!o.user || !o.secret) throw new Error('incomplete');",
        '  return o;',
        '}',
      ),
      proposed: lines(
        'function check(o) {',
        "  if (!o.user) throw new Error('incomplete');",
        "  if (!o.secret) throw new Error('incomplete');",
        '  return o;',
        '}',
      ),
    },
    {
      name: 'two guards merged into one',
      baseline: lines(
        'function check(o) {',
        "  if (!o.user) throw new Error('user missing');",
        "  if (!o.secret) throw new Error('secret missing');",
        '  return o;',
        '}',
      ),
      proposed: lines(
        'function check(o) {',
        "  if (!o.user || !o.secret) throw new Error('user or secret missing');",
        '  return o;',
        '}',
      ),
    },
    {
      name: 'repeated __proto__ checks consolidated into a helper called from both places',
      baseline: lines(
        'function merge(a, b) {',
        "  for (const k in b) { if (k === '__proto__') continue; a[k] = b[k]; }",
        '}',
        'function set(o, k, v) {',
        "  if (k === '__proto__') return;",
        '  o[k] = v;',
        '}',
      ),
      proposed: lines(
        "const isUnsafe = (k) => k === '__proto__';",
        'function merge(a, b) {',
        '  for (const k in b) { if (isUnsafe(k)) continue; a[k] = b[k]; }',
        '}',
        'function set(o, k, v) {',
        '  if (isUnsafe(k)) return;',
        '  o[k] = v;',
        '}',
      ),
    },
    {
      name: 'a guard strengthened',
      baseline: "function f(o) { if (!o) throw new Error('o required'); return o.x; }",
      proposed:
        "function f(o) { if (!o || typeof o.x !== 'number') throw new Error('o required'); return o.x; }",
    },
    {
      // A large function that contains checks is not a checking helper: refactors call it less.
      name: 'a large parser called once fewer after a refactor',
      baseline: lines(
        PARSE_NODE,
        'function readFlow(state) {',
        "  const first = parseNode(state, 'a');",
        "  const second = parseNode(state, 'b');",
        '  return [first, second];',
        '}',
      ),
      proposed: lines(
        PARSE_NODE,
        'function readFlow(state) {',
        "  return ['a', 'b'].map((key) => parseNode(state, key));",
        '}',
      ),
    },
    {
      name: 'a page that showed the escaped value twice and now once',
      baseline: lines(
        'function redirect(res, loc) {',
        "  res.end('Redirecting to <a href=\"' + escapeHtml(loc) + '\">' + escapeHtml(loc) + '</a>');",
        '}',
      ),
      proposed: lines(
        'function redirect(res, loc) {',
        "  res.end('Redirecting to ' + escapeHtml(loc));",
        '}',
      ),
    },
    {
      name: 'a build script running a command built from constant paths',
      path: 'jakefile.js',
      baseline: "const { exec } = require('child_process');\nexec('eslint lib');",
      proposed: lines(
        "const { exec } = require('child_process');",
        "const path = require('path');",
        "const epath = path.join('./node_modules/.bin/eslint');",
        'exec(epath + \' "**/*.js"\');',
        "exec(path.join('./node_modules/.bin/mocha'));",
      ),
    },
    {
      name: 'an error message that says "values ("',
      baseline: 'function f(t) { if (!t) throw new Error("missing"); }',
      proposed:
        'function f(t) { if (!t) throw new Error("the template must come before data values (got \'" + t + "\')"); }',
    },
    {
      name: 'a file in a language the detector does not read',
      path: 'src/main.rs',
      baseline: 'fn check(a: &[u8], b: &[u8]) -> bool { constant_time_eq(a, b) }',
      proposed: 'fn check(a: &[u8], b: &[u8]) -> bool { a == b }',
    },
  ]);
});

describe('a stripping pattern rewritten into a scan', () => {
  // liquidjs 10.26.0: `strip_html` lost its regex for a loop over the same delimiters.
  const regexStripper = lines(
    'export function strip_html(str) {',
    "  return str.replace(/<script[\\s\\S]*?<\\/script>|<!--[\\s\\S]*?-->|<.*?>/g, '');",
    '}',
  );
  const scanner = (pairs: string): string =>
    lines(
      'export function strip_html(str) {',
      `  const blocks = new Map([${pairs}]);`,
      "  let out = '';",
      '  let i = 0;',
      '  while (i < str.length) {',
      "    const lt = str.indexOf('<', i);",
      '    if (lt < 0) return out + str.slice(i);',
      '    out += str.slice(i, lt);',
      '    for (const [opener, closer] of blocks) {',
      '      if (!str.startsWith(opener, lt)) continue;',
      '      const end = str.indexOf(closer, lt + opener.length);',
      '      if (end >= 0) { i = end + closer.length; break; }',
      '      blocks.delete(opener);',
      '    }',
      '    if (i === lt) return out + str.slice(lt);',
      '  }',
      '  return out;',
      '}',
    );

  it('still handles what it looked for when every opener and closer is still sought', async () => {
    expect(
      await rulesOf(
        regexStripper,
        scanner("['<script', '</script>'], ['<!--', '-->'], ['<', '>']"),
      ),
    ).toEqual([]);
  });

  it('has weakened when a delimiter pair is gone from the scan', async () => {
    expect(await rulesOf(regexStripper, scanner("['<!--', '-->'], ['<', '>']"))).toContain(
      'sanitizer-weakened',
    );
  });
});

describe('fragments', () => {
  it('reads class methods cut out of their class (`// …` joins)', async () => {
    const method = (check: string): string =>
      lines(
        "const REUSE = Symbol('reuse');",
        '// …',
        '  }',
        '',
        '  [REUSE] (entry, st) {',
        `    return entry.type === 'File' && st.isFile()${check}`,
        '  }',
        '',
        '  [CHECK] (entry) {',
        '    fs.lstat(entry.path, (er, st) => {',
        '      if (er || this[REUSE](entry, st))',
        '        this[WRITE](entry)',
        '      else',
        '        fs.unlink(entry.path, () => this[WRITE](entry))',
        '    })',
        '  }',
        '// …',
        'module.exports = Unpack',
      );
    expect(await rulesOf(method(' && st.nlink <= 1'), method(''))).toContain('check-bypassed');
    expect(await rulesOf(method(' && st.nlink <= 1'), method(' && st.nlink <= 1'))).toEqual([]);
  });
});

describe('added and deleted files', () => {
  it('flags eval on input, SQL concatenation, TLS off and ReDoS in a new file', async () => {
    const result = await assessAddedSource(
      lines(
        'export function run(input, db) {',
        '  eval(input);',
        "  db.query('SELECT * FROM t WHERE id = ' + input);",
        '  return /^(a|aa)+$/.test(input);',
        '}',
        'export const agent = new https.Agent({ rejectUnauthorized: false });',
      ),
      'src/new.ts',
    );
    expect(new Set(result.findings.map((finding) => finding.rule))).toEqual(
      new Set(['dynamic-code-execution', 'sql-injection', 'redos', 'tls-disabled']),
    );
  });

  it('allows a plain new file', async () => {
    const result = await assessAddedSource(
      'export const add = (a: number, b: number): number => a + b;\n',
      'src/add.ts',
    );
    expect(result).toEqual({ verdict: 'allow', findings: [] });
  });

  it('notes a deleted file that held security checks, without refusing it', async () => {
    // Its callers lose the file with its flows: one that still imports it fails to load, one
    // the change edits is judged on its own diff.
    const result = await assessDeletedSource(
      'export function verify(a, b) { return crypto.timingSafeEqual(a, b); }\n',
      'src/verify.js',
    );
    expect(result.verdict).toBe('allow');
    expect(result.findings[0]?.rule).toBe('security-file-deleted');
    expect(result.findings[0]?.evidence).toBe('note');
    expect(result.findings[0]?.message).toContain('crypto.timingSafeEqual');
  });

  it('allows deleting a file without security code', async () => {
    expect((await assessDeletedSource('export const x = 1;\n', 'src/x.js')).verdict).toBe('allow');
  });
});

describe('finding details', () => {
  it('points at the proposed line and names the baseline line of what was removed', async () => {
    const result = await assessSecurityRegression(
      lines(
        'function f(o) {',
        "  if (!o.secret) throw new Error('secret required');",
        '  return o;',
        '}',
      ),
      lines('', '', 'function f(o) {', '  return o;', '}'),
      'src/f.js',
    );
    expect(result.findings).toEqual([
      expect.objectContaining({
        rule: 'guard-removed',
        line: 3,
        cwe: 'CWE-20',
        message: expect.stringContaining('baseline line 2') as unknown,
      }),
    ]);
  });
});
