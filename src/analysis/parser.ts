import { createRequire } from 'node:module';
import { Language, Parser, Query } from 'web-tree-sitter';
import type { Node, Tree } from 'web-tree-sitter';
import { describeError, GovernError } from '../common/index.js';
import { SOURCE_LANGUAGES } from './languages.js';
import type { SourceLanguage } from './languages.js';

/** A node of a parsed tree. Valid only until its tree is deleted: never keep one past that. */
export type SyntaxNode = Node;
/** A parsed tree. It lives in WebAssembly memory, which is not garbage collected: `delete()` it. */
export type SyntaxTree = Tree;

// Resolved through module resolution rather than paths relative to this file, so the same
// code runs from src/ (vitest) and from dist/ (tsc output). The grammar packages have no
// `exports` map, so their .wasm files are plain package subpaths; web-tree-sitter exports
// its runtime .wasm explicitly.
const GRAMMAR_WASM: Readonly<Record<SourceLanguage, string>> = {
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-typescript/tree-sitter-tsx.wasm',
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  rust: 'tree-sitter-rust/tree-sitter-rust.wasm',
  go: 'tree-sitter-go/tree-sitter-go.wasm',
};
const RUNTIME_WASM = 'web-tree-sitter/web-tree-sitter.wasm';

const requireFromHere = createRequire(import.meta.url);

// Promises, not values, are cached so concurrent first calls share one load. A failed load
// is evicted so a later call can retry instead of failing forever.
let runtimeReady: Promise<void> | undefined;
// One parser per language for the life of the process (at most six): creating a parser per
// file would cost a wasm allocation each time, and they are never used concurrently because
// parsing is synchronous.
const parsers = new Map<SourceLanguage, Promise<Parser>>();

function initRuntime(): Promise<void> {
  runtimeReady ??= Parser.init({
    locateFile: (file: string, scriptDirectory: string) =>
      file.endsWith('.wasm') ? requireFromHere.resolve(RUNTIME_WASM) : scriptDirectory + file,
  }).catch((error: unknown) => {
    runtimeReady = undefined;
    throw new GovernError('TOOL_MISSING', `cannot start tree-sitter: ${describeError(error)}`, {
      hint: 'reinstall dependencies (npm ci); web-tree-sitter ships the runtime .wasm',
      cause: error,
    });
  });
  return runtimeReady;
}

async function createParser(language: SourceLanguage): Promise<Parser> {
  await initRuntime();
  const specifier = GRAMMAR_WASM[language];
  let grammar: Language;
  try {
    grammar = await Language.load(requireFromHere.resolve(specifier));
  } catch (error) {
    throw new GovernError(
      'TOOL_MISSING',
      `cannot load the ${language} grammar (${specifier}): ${describeError(error)}`,
      { hint: 'reinstall dependencies (npm ci)', details: { language, specifier }, cause: error },
    );
  }
  return new Parser().setLanguage(grammar);
}

function loadParser(language: SourceLanguage): Promise<Parser> {
  let parser = parsers.get(language);
  if (parser === undefined) {
    parser = createParser(language).catch((error: unknown) => {
      parsers.delete(language);
      throw error;
    });
    parsers.set(language, parser);
  }
  return parser;
}

/** Loads the runtime and the given grammars now, so the first real parse pays no load cost. */
export async function preloadLanguages(
  languages: readonly SourceLanguage[] = SOURCE_LANGUAGES,
): Promise<void> {
  await Promise.all(languages.map(loadParser));
}

/**
 * Parses source text. Syntax errors do not throw: tree-sitter recovers and marks them with
 * ERROR/MISSING nodes (`rootNode.hasError`). The caller owns the tree and must `delete()` it;
 * prefer {@link withSyntaxTree}, which does that.
 */
export async function parseSource(language: SourceLanguage, source: string): Promise<SyntaxTree> {
  const parser = await loadParser(language);
  const tree = parser.parse(source);
  if (tree === null) {
    // Only a missing language or a cancelled parse yields null, and neither can happen here.
    throw new Error(`tree-sitter returned no tree for ${language} source; this is a bug`);
  }
  return tree;
}

/**
 * Parses source, hands the root node to `use` and deletes the tree afterwards, even when
 * `use` throws. `use` must return plain data, never a node: nodes die with their tree.
 */
export async function withSyntaxTree<T>(
  language: SourceLanguage,
  source: string,
  use: (root: SyntaxNode) => T,
): Promise<T> {
  const tree = await parseSource(language, source);
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/** One node a query captured: its 1-based line span and its text. */
export interface QueryCapture {
  readonly name: string;
  readonly startLine: number;
  readonly endLine: number;
  readonly text: string;
}

/**
 * Runs a tree-sitter query over source and returns its captures. A query the grammar cannot
 * compile, or one that captures nothing (`@name` marks what is reported), throws a
 * CONFIG_INVALID error naming the language and the problem.
 */
export async function querySource(
  language: SourceLanguage,
  source: string,
  query: string,
): Promise<QueryCapture[]> {
  const parser = await loadParser(language);
  const grammar = parser.language;
  if (grammar === null) {
    throw new Error(`the ${language} parser has no language; this is a bug`);
  }
  let compiled: Query;
  try {
    compiled = new Query(grammar, query);
  } catch (error) {
    throw new GovernError(
      'CONFIG_INVALID',
      `the tree-sitter query does not compile for ${language}: ${describeError(error)}`,
      {
        hint: "fix the query, or limit the rule's paths to files of the language it is written for",
        cause: error,
      },
    );
  }
  try {
    if (compiled.captureNames.length === 0) {
      throw new GovernError('CONFIG_INVALID', 'the tree-sitter query captures nothing', {
        hint: 'mark the node to report with a capture, e.g. (call_expression) @call',
      });
    }
    return await withSyntaxTree(language, source, (root) =>
      compiled.captures(root).map((capture) => ({
        name: capture.name,
        startLine: capture.node.startPosition.row + 1,
        endLine: capture.node.endPosition.row + 1,
        text: capture.node.text,
      })),
    );
  } finally {
    compiled.delete();
  }
}
