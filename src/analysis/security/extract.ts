import type { SourceLanguage } from '../languages.js';
import { withSyntaxTree } from '../parser.js';
import type { SyntaxNode } from '../parser.js';
import { collectCall } from './extract-calls.js';
import {
  collectChecks,
  collectCredentialStrips,
  collectSql,
  isPatternPiece,
  regexUsage,
} from './extract-checks.js';
import { CALL_TYPES } from './extract-collector.js';
import type { Collector, Extraction, FunctionEntry } from './extract-collector.js';
import { indexFields } from './extract-fields.js';
import { describeFunctions } from './extract-functions.js';
import { walkStatements } from './extract-guards.js';
import type { GuardSink } from './extract-guards.js';
import { callbackSites } from './extract-callbacks.js';
import type { CallbackSite } from './extract-callbacks.js';
import { collectOwnKeyLoops } from './extract-ownkeys.js';
import type { OwnKeyLoop } from './extract-ownkeys.js';
import { collectSetting, SETTING_TYPES } from './extract-settings.js';
import type { Bindings } from './extract-values.js';
import { buildFormula } from './formula-build.js';
import type { FormulaContext } from './formula-build.js';
import { FRAGMENT_NAME, repairFragments } from './fragments.js';
import { MODULE_SCOPE } from './ir.js';
import type { ScopedOwnKeyLoop, SecurityFacts } from './ir.js';
import { familyOf, meaningful, viewExpr, viewFunction } from './syntax-view.js';
import type { Family } from './syntax-view.js';

// Where outside strings enter: request objects, headers, the URL, argv, web frameworks.
const INPUT_SOURCES: Readonly<Record<Family, RegExp>> = {
  ecmascript:
    /\b(?:req|request)\.(?:headers|url|originalUrl|query|body|params|cookies|path|hostname|get)\b|\bheaders\s*\[|\.getHeader\(|\bprocess\.argv\b|\b(?:window|document)\.location\b|\blocation\.(?:href|search|hash)\b|\bdocument\.cookie\b|require\(\s*['"](?:node:)?(?:https?|http2|net|express|koa|fastify|connect|restify|body-parser|multer)['"]|from\s+['"](?:node:)?(?:https?|http2|net|express|koa|fastify|hono|connect)['"]/,
  python:
    /\brequest\.(?:args|form|json|data|headers|cookies|files|values|GET|POST|body|query_params)\b|\bfrom\s+(?:flask|django|fastapi|starlette|aiohttp|tornado)\b|\bimport\s+(?:flask|django|fastapi)\b|\bsys\.argv\b/,
};
const FUNCTION_NODE_TYPES: Readonly<Record<Family, readonly string[]>> = {
  ecmascript: [
    'function_declaration',
    'generator_function_declaration',
    'function_expression',
    'generator_function',
    'arrow_function',
    'method_definition',
  ],
  python: ['function_definition'],
};
// Function declarations bind their name too: a call to a local helper is followed into its
// return value when judging whether what it returns was sanitized.
const BINDING_TYPES: Readonly<Record<Family, readonly string[]>> = {
  ecmascript: [
    'variable_declarator',
    'assignment_expression',
    'augmented_assignment_expression',
    'function_declaration',
  ],
  python: ['assignment', 'augmented_assignment', 'function_definition'],
};

/** Function nodes by id with their dot-joined scope; anonymous functions share their parent's. */
function indexFunctions(family: Family, root: SyntaxNode): Map<number, FunctionEntry> {
  const entries = new Map<number, FunctionEntry>();
  const stack: { endIndex: number; scope: string }[] = [];
  for (const node of root.descendantsOfType([...FUNCTION_NODE_TYPES[family]])) {
    const view = viewFunction(family, node);
    if (view === null) {
      continue;
    }
    while (stack.length > 0 && (stack.at(-1)?.endIndex ?? 0) <= node.startIndex) {
      stack.pop();
    }
    const outer = stack.at(-1)?.scope ?? MODULE_SCOPE;
    const name = view.name === FRAGMENT_NAME ? null : view.name;
    const scope = name === null ? outer : outer === MODULE_SCOPE ? name : `${outer}.${name}`;
    entries.set(node.id, { node, view, scope, start: node.startIndex, end: node.endIndex });
    stack.push({ endIndex: node.endIndex, scope });
  }
  return entries;
}

// Per extraction, the answer for each node id: facts ask for the same nodes many times.
const enclosingCache = new WeakMap<ReadonlyMap<number, FunctionEntry>, Map<number, number[]>>();

/** Ids of the functions around a node, innermost first, then 0 for the module. */
function enclosingFunctionIds(
  node: SyntaxNode,
  functions: ReadonlyMap<number, FunctionEntry>,
): number[] {
  const id = node.id;
  let cache = enclosingCache.get(functions);
  if (cache === undefined) {
    cache = new Map();
    enclosingCache.set(functions, cache);
  }
  const cached = cache.get(id);
  if (cached !== undefined) {
    return cached;
  }
  const ids = computeEnclosing(node, functions);
  cache.set(id, ids);
  return ids;
}

function computeEnclosing(
  node: SyntaxNode,
  functions: ReadonlyMap<number, FunctionEntry>,
): number[] {
  const start = node.startIndex;
  const end = node.endIndex;
  const id = node.id;
  const around: [number, FunctionEntry][] = [];
  for (const entry of functions) {
    if (entry[1].start <= start && entry[1].end >= end && entry[0] !== id) {
      around.push(entry);
    }
  }
  around.sort((a, b) => b[1].start - a[1].start);
  return [...around.map(([key]) => key), 0];
}

/** Values bound to local names, per declaring function (0 = module). */
function indexBindings(
  family: Family,
  root: SyntaxNode,
  functions: ReadonlyMap<number, FunctionEntry>,
): Bindings {
  const nodes = root.descendantsOfType([...BINDING_TYPES[family]]);
  // Names each function declares (parameters included): an assignment inside a closure binds
  // the variable of the function that declares it, not a new one of the closure.
  const declared = new Map<number, Set<string>>();
  const declare = (owner: number, name: string): void => {
    const names = declared.get(owner) ?? new Set<string>();
    names.add(name);
    declared.set(owner, names);
  };
  for (const [id, entry] of functions) {
    entry.view.params.forEach((param) => {
      declare(id, param);
    });
  }
  const isDeclaration = (node: SyntaxNode): boolean =>
    family === 'python' ||
    node.type === 'variable_declarator' ||
    node.type === 'function_declaration';
  for (const node of nodes) {
    const name = node.childForFieldName(
      node.type === 'variable_declarator' || node.type.startsWith('function_') ? 'name' : 'left',
    );
    if (name?.type === 'identifier' && isDeclaration(node)) {
      declare(enclosingFunctionIds(node, functions)[0] ?? 0, name.text);
    }
  }
  const byFunction = new Map<number, Map<string, SyntaxNode[]>>();
  for (const node of nodes) {
    const isFunction = node.type === 'function_declaration' || node.type === 'function_definition';
    const left = node.childForFieldName(
      node.type === 'variable_declarator' || isFunction ? 'name' : 'left',
    );
    const value = isFunction
      ? node
      : node.childForFieldName(node.type === 'variable_declarator' ? 'value' : 'right');
    if (left?.type !== 'identifier' || value === null) {
      continue;
    }
    const chain = enclosingFunctionIds(node, functions);
    const owner = isDeclaration(node)
      ? (chain[0] ?? 0)
      : (chain.find((id) => declared.get(id)?.has(left.text) === true) ?? 0);
    const names = byFunction.get(owner) ?? new Map<string, SyntaxNode[]>();
    byFunction.set(owner, names);
    names.set(left.text, [...(names.get(left.text) ?? []), value]);
  }
  let fields: Map<string, SyntaxNode[]> | null = null;
  return {
    valuesOf(name, at) {
      for (const id of enclosingFunctionIds(at, functions)) {
        const values = byFunction.get(id)?.get(name);
        if (values !== undefined) {
          return values;
        }
        // A parameter shadows outer bindings and has no known value.
        if (declared.get(id)?.has(name) === true) {
          return [];
        }
      }
      return [];
    },
    fieldValuesOf(property) {
      fields ??= indexFields(family, root, nodes);
      return fields.get(property) ?? [];
    },
  };
}

function scopeLocator(
  functions: ReadonlyMap<number, FunctionEntry>,
): (node: SyntaxNode) => { scope: string; line: number; order: number } {
  return (node) => {
    const [innermost] = enclosingFunctionIds(node, functions);
    const scope =
      innermost === undefined ? MODULE_SCOPE : (functions.get(innermost)?.scope ?? MODULE_SCOPE);
    return { scope, line: node.startPosition.row + 1, order: node.startIndex };
  };
}

/** Empty fact lists for one file, filled by the collecting passes below. */
function newExtraction(
  family: Family,
  bindings: Bindings,
  locate: Collector['locate'],
): Extraction {
  const collector: Collector = {
    family,
    bindings,
    locate,
    calls: [],
    sinks: [],
    configs: [],
    numerics: [],
    references: [],
    regexes: [],
    insecureRandom: [],
    keyedCollections: [],
  };
  return {
    collector,
    guards: [],
    successes: [],
    gated: [],
    conditions: [],
    checks: [],
    tokens: new Map(),
    functions: [],
  };
}

/** Formulas read a name through its binding only when exactly one value reaches it. */
function formulaContext(family: Family, bindings: Bindings): FormulaContext {
  return {
    family,
    rename: null,
    resolve(name, at) {
      const values = bindings.valuesOf(name, at);
      return values.length === 1 ? (values[0] ?? null) : null;
    },
  };
}

/**
 * Regex literals with what they are used for (`test`, `replace`), so a narrowed pattern can be
 * compared with the baseline's. Python has no regex literal; its patterns are call arguments.
 */
function collectRegexLiterals(collector: Collector, root: SyntaxNode): void {
  if (collector.family !== 'ecmascript') {
    return;
  }
  let uses: Map<string, SyntaxNode[]> | null = null;
  for (const node of root.descendantsOfType('regex')) {
    const view = viewExpr(collector.family, node);
    if (view.kind !== 'regex') {
      continue;
    }
    let usage = regexUsage(collector.family, node);
    const binding = boundName(node);
    if (usage.method === 'other' && binding !== null) {
      uses ??= identifierUses(root);
      const found = (uses.get(binding.text) ?? []).filter((use) => !use.equals(binding));
      if (found.length > 0 && found.every((use) => isPatternPiece(collector.family, use))) {
        usage = { method: 'piece', subject: null, replacement: null };
      }
    }
    collector.regexes.push({
      ...collector.locate(node),
      pattern: view.pattern,
      flags: view.flags,
      ...usage,
    });
  }
}

/** The identifier a regex literal is declared as (`const label = /.../`), or null. */
function boundName(node: SyntaxNode): SyntaxNode | null {
  const declarator = node.parent;
  const name = declarator?.childForFieldName('name') ?? null;
  return declarator?.type === 'variable_declarator' &&
    declarator.childForFieldName('value')?.equals(node) === true &&
    name?.type === 'identifier'
    ? name
    : null;
}

/**
 * Every identifier of a file by name, read once per file and only when a regex is bound to a
 * name: whether each use of that name is a piece of a built pattern (scopes are not told apart,
 * so a shadowing name with another use keeps the regex a pattern that runs).
 */
function identifierUses(root: SyntaxNode): Map<string, SyntaxNode[]> {
  const uses = new Map<string, SyntaxNode[]>();
  for (const identifier of root.descendantsOfType('identifier')) {
    const list = uses.get(identifier.text);
    if (list === undefined) {
      uses.set(identifier.text, [identifier]);
    } else {
      list.push(identifier);
    }
  }
  return uses;
}

/**
 * Guards, success paths and gated statements, read statement by statement: the top level, then
 * the body of every function (an expression body has no statements to walk).
 */
function collectGuards(
  x: Extraction,
  formulas: FormulaContext,
  root: SyntaxNode,
  functions: ReadonlyMap<number, FunctionEntry>,
  callbacks: ReadonlyMap<number, readonly CallbackSite[]>,
): void {
  const sink: GuardSink = {
    formulas,
    guards: x.guards,
    successes: x.successes,
    gated: x.gated,
    conditions: x.conditions,
    functionTypes: new Set(FUNCTION_NODE_TYPES[formulas.family]),
    callbacks,
    inherited: new Map(),
    current: 0,
  };
  const lineOf = (node: SyntaxNode): { line: number; order: number } => ({
    line: node.startPosition.row + 1,
    order: node.startIndex,
  });
  walkStatements(sink, meaningful(root), [], MODULE_SCOPE, lineOf);
  // In document order, so a function is walked before the callbacks written inside it.
  for (const [id, { node, view, scope }] of functions) {
    if (view.isExpressionBody && isKeptItemPredicate(node)) {
      sink.conditions.push({ scope, formula: buildFormula(formulas, view.body), keeps: true });
    }
    if (!view.isExpressionBody) {
      sink.current = id;
      const from = sink.inherited.get(id);
      walkStatements(sink, meaningful(view.body), from?.path ?? [], scope, lineOf, from?.flow);
    }
  }
}

/**
 * `keys.filter((key) => !isUnsafeKey(key))`: the predicate decides which items go on, as an
 * `if (isUnsafeKey(key)) continue` in a loop over them did, so it is a condition of the
 * function around it (a key filter moved into a helper that lists the safe keys).
 */
function isKeptItemPredicate(fn: SyntaxNode): boolean {
  const args = fn.parent;
  const callee = args?.type === 'arguments' ? args.parent?.childForFieldName('function') : null;
  return (
    callee?.type === 'member_expression' &&
    args?.namedChildren[0]?.id === fn.id &&
    /^(?:filter|every|some|find|findIndex)$/.test(callee.childForFieldName('property')?.text ?? '')
  );
}

/** Each loop with the function around it (the innermost one holding its start). */
function scoped(
  loops: readonly OwnKeyLoop[],
  functions: ReadonlyMap<number, FunctionEntry>,
): ScopedOwnKeyLoop[] {
  return loops.map(({ at, ...loop }) => {
    let scope = MODULE_SCOPE;
    for (const entry of functions.values()) {
      if (entry.start <= at && at < entry.end) {
        scope = entry.scope;
      }
    }
    return { scope, ...loop };
  });
}

function extractFacts(language: SourceLanguage, family: Family, root: SyntaxNode): SecurityFacts {
  const functions = indexFunctions(family, root);
  const bindings = indexBindings(family, root, functions);
  const x = newExtraction(family, bindings, scopeLocator(functions));
  const collector = x.collector;
  const formulas = formulaContext(family, bindings);
  for (const node of root.descendantsOfType([...CALL_TYPES[family]])) {
    collectCall(collector, node);
  }
  for (const node of root.descendantsOfType([...SETTING_TYPES[family]])) {
    collectSetting(collector, node);
  }
  collectRegexLiterals(collector, root);
  collectChecks(x, formulas, root);
  collectSql(x, root);
  collectCredentialStrips(x, root);
  const callbacks = callbackSites(functions);
  collectGuards(x, formulas, root, functions, callbacks);
  describeFunctions(x, formulas, functions);
  return {
    language,
    functions: x.functions,
    guards: x.guards,
    successes: x.successes,
    gated: x.gated,
    conditions: x.conditions,
    calls: collector.calls,
    references: collector.references,
    checks: x.checks,
    sinks: collector.sinks,
    regexes: collector.regexes,
    configs: collector.configs,
    numerics: collector.numerics,
    insecureRandom: collector.insecureRandom,
    handlesInput: INPUT_SOURCES[family].test(root.text),
    keyedCollections: collector.keyedCollections,
    ownKeyLoops:
      family === 'ecmascript'
        ? scoped(
            collectOwnKeyLoops(
              root,
              [...callbacks.values()].flatMap((sites) => sites.map((site) => site.node)),
            ),
            functions,
          )
        : [],
  };
}

/**
 * Reads the security IR of one file. Null for languages the detector does not cover (Rust,
 * Go). Syntax errors do not throw: tree-sitter recovers, and a file cut into fragments still
 * yields the facts of the fragments.
 */
export async function extractSecurityFacts(
  language: SourceLanguage,
  source: string,
): Promise<SecurityFacts | null> {
  const family = familyOf(language);
  if (family === null) {
    return null;
  }
  const prepared = await repairFragments(language, source);
  return withSyntaxTree(language, prepared, (root) => extractFacts(language, family, root));
}
