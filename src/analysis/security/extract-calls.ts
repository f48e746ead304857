import { escapeRegExp } from '../../common/index.js';
import type { SyntaxNode } from '../parser.js';
import {
  collectCryptoConfig,
  collectTokenConfig,
  collectTransportConfig,
} from './extract-call-config.js';
import { PROTOTYPE_KEYS } from './condition-words.js';
import { isTrue } from './extract-collector.js';
import type { Collector } from './extract-collector.js';
import {
  calleeName,
  optionKeysOf,
  optionValue,
  rawInputsOf,
  safetyOf,
  stringOf,
} from './extract-values.js';
import { excerpt, renderKey } from './render.js';
import { isFunctionNode, unwrap, viewExpr } from './syntax-view.js';
import type { ExprView, Family } from './syntax-view.js';
import { isDecoderName, primitiveCategoryOf, sinkKindOf } from './vocabulary.js';

type CallView = Extract<ExprView, { kind: 'call' }>;

const ROUTE_METHODS = /^(?:use|get|post|put|patch|delete|del|all|options|head|route|register)$/;
const PY_INSECURE_RANDOM =
  /^random\.(?:random|randint|randrange|choice|choices|getrandbits|sample|shuffle|uniform)$/;
const PY_REGEX_FUNCTIONS: Readonly<Record<string, string>> = {
  compile: 'other',
  match: 'match',
  search: 'match',
  fullmatch: 'match',
  findall: 'match',
  finditer: 'match',
  sub: 'replace',
  subn: 'replace',
  split: 'split',
};

function collectSink(c: Collector, node: SyntaxNode, view: CallView, callee: string): void {
  let kind = sinkKindOf(callee, c.family);
  if (view.isNew && callee === 'Function') {
    kind = 'code';
  }
  if (kind === null) {
    return;
  }
  if (kind === 'shell-option') {
    const shell = optionValue(c.family, view, 'shell');
    if (!isTrue(c.family, shell)) {
      return;
    }
  }
  // With `shell: true`, Node joins the arguments array into the command line the shell parses
  // (`spawn('convert', [upload, ...], { shell: true })`); Python's list after the command is
  // the shell's own arguments.
  const read =
    kind === 'code' && callee === 'Function'
      ? view.args
      : view.args.slice(0, kind === 'shell-option' && c.family === 'ecmascript' ? 2 : 1);
  const inputs = read.flatMap((arg) => {
    const argument = viewExpr(c.family, arg);
    const parts = argument.kind === 'array' ? argument.items : [arg];
    return parts.flatMap((part) => {
      const built = rawInputsOf(c.family, c.bindings, part);
      if (built !== null) {
        return built;
      }
      return safetyOf(c.family, c.bindings, part) === 'raw'
        ? [renderKey(unwrap(c.family, part))]
        : [];
    });
  });
  if (inputs.length > 0) {
    c.sinks.push({
      ...c.locate(node),
      kind: kind === 'shell-option' ? 'shell' : kind,
      callee,
      rawInputs: inputs,
      text: excerpt(node.text),
    });
  }
}

const HTML_SINK_CALLS =
  /^(?:insertAdjacentHTML|write|writeln|html|append|prepend|after|before|replaceWith|parseHTML)$/;

/** `el.insertAdjacentHTML(pos, x)`, `document.write(x)`, jQuery `$(el).html(x)` with built markup. */
function collectHtmlSink(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
  name: string,
): void {
  if (c.family !== 'ecmascript' || !HTML_SINK_CALLS.test(name)) {
    return;
  }
  if ((name === 'write' || name === 'writeln') && !/^document\./.test(callee)) {
    return;
  }
  // jQuery's DOM methods take markup only from a jQuery object: `$(...)` or `jQuery(...)`.
  if (
    /^(?:html|append|prepend|after|before|replaceWith)$/.test(name) &&
    !/^(?:\$|jQuery)(?:\(|\.|\b)/.test(callee)
  ) {
    return;
  }
  const markup = name === 'insertAdjacentHTML' ? view.args[1] : view.args[0];
  if (markup === undefined) {
    return;
  }
  const inputs =
    rawInputsOf(c.family, c.bindings, markup) ??
    (safetyOf(c.family, c.bindings, markup) === 'raw' ? [renderKey(unwrap(c.family, markup))] : []);
  if (inputs.length > 0) {
    c.sinks.push({
      ...c.locate(node),
      kind: 'html',
      callee,
      rawInputs: inputs,
      text: excerpt(node.text),
    });
  }
}

// Calls that open, write or serve the file a path names.
const PATH_SINK_CALLS =
  /^(?:sendFile|sendfile|download|createReadStream|createWriteStream|readFile|readFileSync|writeFile|writeFileSync|appendFile|appendFileSync|unlink|unlinkSync|rm|rmSync|open|openSync|readdir|readdirSync)$/;
// Where request data comes from: a path built from these reaches the file system as sent.
const REQUEST_DATA = /\b(?:req|request|ctx|params|query|body|files|argv|headers|searchParams)\b/;

/**
 * `res.sendFile(path.join(dir, req.params.file))`, `fs.readFile(req.query.name)`: a path
 * built from request data. `sendFile(name, { root })` confines the name to the root, so it
 * is not a sink.
 */
function collectPathSink(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
  name: string,
): void {
  if (c.family !== 'ecmascript' || !PATH_SINK_CALLS.test(name)) {
    return;
  }
  if (/^send[Ff]ile$|^download$/.test(name) && optionValue(c.family, view, 'root') !== null) {
    return;
  }
  const target = view.args[0];
  if (target === undefined) {
    return;
  }
  const inputs = (
    rawInputsOf(c.family, c.bindings, target) ??
    (safetyOf(c.family, c.bindings, target) === 'raw' ? [renderKey(unwrap(c.family, target))] : [])
  ).filter((input) => REQUEST_DATA.test(input));
  if (inputs.length > 0) {
    c.sinks.push({
      ...c.locate(node),
      kind: 'path',
      callee,
      rawInputs: inputs,
      text: excerpt(node.text),
    });
  }
}

function collectRegexCall(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
  name: string,
): void {
  const first = view.args[0];
  if (first === undefined) {
    return;
  }
  if (c.family === 'ecmascript' && callee === 'RegExp') {
    const pattern = stringOf(c.family, c.bindings, first);
    const flags = view.args[1] === undefined ? '' : stringOf(c.family, c.bindings, view.args[1]);
    if (pattern !== null && flags !== null) {
      c.regexes.push({
        ...c.locate(node),
        pattern,
        flags,
        method: 'other',
        subject: null,
        replacement: null,
      });
    }
    return;
  }
  const method = PY_REGEX_FUNCTIONS[name];
  if (c.family === 'python' && method !== undefined && /^(?:re|regex)\./.test(callee)) {
    const pattern = stringOf(c.family, c.bindings, first);
    if (pattern === null) {
      return;
    }
    const subjectNode = method === 'replace' ? view.args[2] : view.args[1];
    const replacement =
      method === 'replace' && view.args[1] !== undefined
        ? stringOf(c.family, c.bindings, view.args[1])
        : null;
    c.regexes.push({
      ...c.locate(node),
      pattern,
      flags: '',
      method,
      subject: subjectNode === undefined ? null : renderKey(subjectNode),
      replacement,
    });
  }
}

function collectReferences(c: Collector, view: CallView, name: string): void {
  if (!ROUTE_METHODS.test(name) || viewExpr(c.family, view.callee).kind !== 'member') {
    return;
  }
  const visit = (arg: SyntaxNode): void => {
    const argument = viewExpr(c.family, arg);
    if (argument.kind === 'array') {
      argument.items.forEach(visit);
      return;
    }
    if (argument.kind !== 'ident' && argument.kind !== 'member') {
      return;
    }
    const text = renderKey(arg);
    const category = primitiveCategoryOf(text, 'reference');
    if (category !== null) {
      c.references.push({ ...c.locate(arg), name: text, category });
    }
  };
  // `app.use(csrf)` registers every argument; `router.get(path, auth, handler)` ends with the
  // handler, which is the route itself, not a protection.
  const middleware = name === 'use' ? view.args : view.args.slice(0, -1);
  middleware.forEach(visit);
}

// Response headers that switch browser protections on; setting one by hand is a primitive.
const SECURITY_HEADERS =
  /^(?:content-security-policy|x-frame-options|x-content-type-options|strict-transport-security|x-xss-protection|referrer-policy|cross-origin-(?:opener|embedder|resource)-policy|permissions-policy|content-disposition|x-download-options)$/i;

function isSecurityHeader(c: Collector, view: CallView, name: string): boolean {
  const first = view.args[0];
  if (!/^(?:setHeader|header|set|append|writeHead)$/.test(name) || first === undefined) {
    return false;
  }
  const header = stringOf(c.family, c.bindings, first);
  return header !== null && SECURITY_HEADERS.test(header);
}

/**
 * How often the argument's text occurs in the function around the call (the whole file at top
 * level): with the count of sanitizer calls on it, how often the value is used raw.
 */
function usesInFunction(family: Family, call: SyntaxNode, arg: SyntaxNode): number {
  const text = arg.text;
  if (text.length === 0 || text.length > 200) {
    return 0;
  }
  let around: SyntaxNode = call;
  while (around.parent !== null && !isFunctionNode(family, around)) {
    around = around.parent;
  }
  const escaped = escapeRegExp(text);
  const edge = (ch: string): string => (/\w/.test(ch) ? '\\b' : '');
  const pattern = new RegExp(`${edge(text[0] ?? '')}${escaped}${edge(text.at(-1) ?? '')}`, 'g');
  return around.text.match(pattern)?.length ?? 0;
}

/** The 1-based line where the statement holding the node starts. */
function statementLineOf(node: SyntaxNode): number {
  let around: SyntaxNode = node;
  while (around.parent !== null && !/(?:statement|declaration)$/.test(around.type)) {
    around = around.parent;
  }
  return around.startPosition.row + 1;
}

/**
 * The function a call runs: `f.call(obj, k)` and `f.apply(obj, args)` run `f`, and a
 * module alias (`var hasOwn = Object.prototype.hasOwnProperty; hasOwn.call(obj, k)`) runs
 * what it aliases. Rewriting `obj.hasOwnProperty(k)` into the alias form keeps the check.
 */
function invokedFunction(c: Collector, view: CallView): SyntaxNode {
  const member = viewExpr(c.family, view.callee);
  if (
    c.family !== 'ecmascript' ||
    member.kind !== 'member' ||
    !/^(?:call|apply)$/.test(member.property)
  ) {
    return c.family === 'ecmascript' ? unpromisified(c, view.callee) : view.callee;
  }
  const target = viewExpr(c.family, member.object);
  if (target.kind === 'ident') {
    const [value, ...others] = c.bindings.valuesOf(target.name, member.object);
    const aliased = value === undefined ? null : viewExpr(c.family, value);
    if (others.length === 0 && (aliased?.kind === 'member' || aliased?.kind === 'ident')) {
      return value ?? member.object;
    }
  }
  return member.object;
}

/**
 * The function a `promisify(fn)` wraps: `promisify(exec)(cmd)` and `const run =
 * promisify(exec); run(cmd)` run `exec`.
 */
function unpromisified(c: Collector, callee: SyntaxNode): SyntaxNode {
  const wrapped = (node: SyntaxNode): SyntaxNode | null => {
    const call = viewExpr(c.family, node);
    return call.kind === 'call' &&
      call.args.length === 1 &&
      /^(?:util\.)?promisify$/.test(renderKey(call.callee))
      ? (call.args[0] ?? null)
      : null;
  };
  const direct = wrapped(callee);
  if (direct !== null) {
    return direct;
  }
  const named = viewExpr(c.family, callee);
  if (named.kind !== 'ident') {
    return callee;
  }
  const [value, ...others] = c.bindings.valuesOf(named.name, callee);
  return (value !== undefined && others.length === 0 ? wrapped(value) : null) ?? callee;
}

/**
 * `options.hasOwnProperty('allow_leading_zeroes')`: an own-property test of a key the code
 * names itself asks whether an option was given. Input cannot choose that key, so it guards no
 * prototype; a test of `'__proto__'` or of a computed key still does.
 */
function isFixedKeyTest(
  family: Family,
  view: Extract<ExprView, { kind: 'call' }>,
  callee: string,
): boolean {
  const key = view.args.at(-1);
  const literal = key === undefined ? null : viewExpr(family, key);
  return (
    primitiveCategoryOf(callee) === 'prototype-guard' &&
    literal?.kind === 'string' &&
    !PROTOTYPE_KEYS.has(literal.value)
  );
}

const KEYED_COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/**
 * `this.nodes = new Map()`, `const seen = new Set()`, a class field `nodes = new Map()`: the
 * target holds its keys apart from any prototype, so an own-property test of it has nothing
 * left to guard (dependency-graph 1.0.0 turned its objects into Maps and `hasOwnProperty` into
 * `has`).
 */
function collectKeyedCollection(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
): void {
  if (c.family !== 'ecmascript' || !view.isNew || !KEYED_COLLECTIONS.has(callee)) {
    return;
  }
  const parent = node.parent;
  const target =
    parent?.type === 'assignment_expression' && parent.childForFieldName('right')?.id === node.id
      ? parent.childForFieldName('left')
      : parent?.type === 'variable_declarator' && parent.childForFieldName('value')?.id === node.id
        ? parent.childForFieldName('name')
        : null;
  if (target !== null) {
    c.keyedCollections.push(renderKey(target));
    return;
  }
  // A class field: `field_definition` in JavaScript's grammar, `public_field_definition` in
  // TypeScript's.
  const field =
    parent?.type === 'field_definition'
      ? parent.childForFieldName('property')
      : parent?.type === 'public_field_definition'
        ? parent.childForFieldName('name')
        : null;
  if (field !== null) {
    c.keyedCollections.push(`this.${field.text}`);
  }
}

/** Reads one call: its fact, and any sink, setting, work factor or pattern it carries. */
export function collectCall(c: Collector, node: SyntaxNode): void {
  const view = viewExpr(c.family, node);
  if (view.kind !== 'call') {
    return;
  }
  const invoked = invokedFunction(c, view);
  const callee = renderKey(invoked);
  const name = calleeName(c.family, invoked);
  if (name === 'require' || callee === 'import') {
    return;
  }
  const located = c.locate(node);
  // `Object.create(null)` builds a map with no prototype to pollute.
  const first = view.args[0] === undefined ? null : viewExpr(c.family, view.args[0]);
  const isNullPrototype = callee === 'Object.create' && first?.kind === 'nullish';
  // An exception class (`PermissionError`, `AuthError`) names a failure, it protects nothing.
  const category =
    isNullPrototype || isSecurityHeader(c, view, name)
      ? isNullPrototype
        ? 'prototype-guard'
        : 'security-headers'
      : /(?:Error|Exception)$/.test(name) || isFixedKeyTest(c.family, view, callee)
        ? null
        : primitiveCategoryOf(callee);
  // What a primitive's call passes, and how often that value is used around it: read only for
  // primitives (the diff compares nothing else by value), so ordinary calls cost nothing more.
  const primitiveArg = category === null ? undefined : view.args[0];
  c.calls.push({
    ...located,
    callee,
    name,
    category,
    isDecoder: isDecoderName(callee),
    argSafety: view.args.map((arg) => safetyOf(c.family, c.bindings, arg)),
    optionKeys: optionKeysOf(c.family, view),
    argsKey: category === null ? '' : view.args.map((arg) => renderKey(arg)).join('\u0000'),
    firstArgUses: primitiveArg === undefined ? 0 : usesInFunction(c.family, node, primitiveArg),
    statementLine: statementLineOf(node),
  });
  if (callee === 'Math.random' || (c.family === 'python' && PY_INSECURE_RANDOM.test(callee))) {
    c.insecureRandom.push(located);
  }
  collectKeyedCollection(c, node, view, callee);
  collectSink(c, node, view, callee);
  collectHtmlSink(c, node, view, callee, name);
  collectPathSink(c, node, view, callee, name);
  collectCryptoConfig(c, node, view, callee, name);
  collectTokenConfig(c, node, view, callee, name);
  collectTransportConfig(c, node, view, callee, name);
  collectRegexCall(c, node, view, callee, name);
  collectReferences(c, view, name);
}
