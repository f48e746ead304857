import type { SourceLanguage } from '../languages.js';
import type { PrimitiveCategory, SinkKind } from './vocabulary.js';
import type { SecurityRuleId } from './rules.js';

/**
 * The security IR of one file: plain data read off its syntax tree, kept after the tree is
 * deleted. Every fact carries the function it sits in (`scope`, the dot-joined names of the
 * named functions around it; `<module>` at top level), its 1-based line and its start offset
 * (`order`), so the diff can match facts across a refactor and say where they were.
 */

/** What a condition checks; the diff cares when a kind of check disappears. */
export const GUARD_CATEGORIES = [
  'prototype',
  'traversal',
  'containment',
  'type',
  'length',
  'range',
  'pattern',
  'auth',
  'crypto',
  'allowlist',
  'scheme',
  'validation',
  'generic',
] as const;
export type GuardCategory = (typeof GUARD_CATEGORIES)[number];

/** Categories whose loss matters on its own; `range` and `generic` conditions are everywhere. */
export const RELEVANT_CATEGORIES: ReadonlySet<GuardCategory> = new Set(
  GUARD_CATEGORIES.filter((category) => category !== 'range' && category !== 'generic'),
);

export interface RegexUse {
  readonly pattern: string;
  readonly flags: string;
  /** The text the pattern is applied to, when known. */
  readonly subject: string | null;
}

/** A leaf of a condition: anything that is not `&&`, `||`, `!` or a ternary. */
export interface Atom {
  /** Normalized source text; helper parameters appear as `⟦0⟧`, `⟦1⟧`. */
  readonly key: string;
  readonly categories: readonly GuardCategory[];
  /** `re.test(x)`, `x.match(re)`: the pattern and what it tests. */
  readonly regex: RegexUse | null;
  /** `x.length < 10`, `n >= 3`: a comparison with a number, normalized to `<` or `<=`. */
  readonly threshold: {
    readonly subject: string;
    readonly op: '<' | '<=';
    readonly value: number;
  } | null;
  /** A call whose body may be inlined from the file's helpers (`isValidKey(key)`). */
  readonly call: { readonly name: string; readonly args: readonly string[] } | null;
  /** A test the code makes without writing it (extract-ownkeys.ts): it may stand in for a
   * written one, and is never reported lost. */
  readonly implied?: boolean;
}

export type Formula =
  | { readonly kind: 'atom'; readonly atom: Atom }
  | { readonly kind: 'not'; readonly arg: Formula }
  | { readonly kind: 'and' | 'or'; readonly args: readonly Formula[] }
  | { readonly kind: 'const'; readonly value: boolean };

/**
 * How a guarded branch refuses: `throw`; `error` (an error passed on: `next(err)`,
 * `callback(new Error())`, `reject()`, `Promise.reject()`); `status` (an HTTP 4xx); `continue`
 * (skips a loop item); `abort` (`return`, `return false/null/''`, which may also mean "no").
 */
export const GUARD_ACTIONS = ['throw', 'error', 'status', 'continue', 'abort'] as const;
export type GuardAction = (typeof GUARD_ACTIONS)[number];

interface Located {
  readonly scope: string;
  readonly line: number;
  readonly order: number;
}

/** A branch that refuses under a condition: `if (cond) throw ...`, `assert(cond)`. */
export interface Guard extends Located {
  readonly action: GuardAction;
  /** Normalized text of the refusing statement (`throw new Error('secret should be set')`). */
  readonly actionKey: string;
  /** The same with identifiers blanked, to pair guards across renames. */
  readonly actionShape: string;
  /** The path condition under which the branch runs (enclosing `if`s included). */
  readonly formula: Formula;
  /** The condition as written, for messages. */
  readonly text: string;
}

/** An early return of success (`return true`, `return next()`, `return cached`) under a condition. */
export interface EarlySuccess extends Located {
  readonly formula: Formula;
  readonly text: string;
}

/** A call statement and the condition it runs under (`const true` when it always runs). */
export interface GatedCall extends Located {
  readonly name: string;
  /** Normalized text of the statement. */
  readonly key: string;
  readonly formula: Formula;
  readonly text: string;
}

export interface BranchCondition {
  readonly scope: string;
  readonly formula: Formula;
  /** The predicate of a `filter`, `some` or `every` callback: which items go on. */
  readonly keeps?: true;
}

export interface CallFact extends Located {
  /** Normalized callee as written (`crypto.timingSafeEqual`, `this[ISREUSABLE]`). */
  readonly callee: string;
  /** Its last segment (`timingSafeEqual`, `ISREUSABLE`). */
  readonly name: string;
  readonly category: PrimitiveCategory | null;
  readonly isDecoder: boolean;
  /**
   * Per argument: a constant, a sanitized value (a sanitizer call, a `*Sanitized` variable), or
   * one that may carry outside input (`raw`).
   */
  readonly argSafety: readonly ('constant' | 'sanitized' | 'raw')[];
  /** Keys of object-literal or keyword arguments (`{ algorithms: [...] }`, `verify=False`). */
  readonly optionKeys: readonly string[];
  /** The arguments as written, normalized: which values went through a primitive (else ''). */
  readonly argsKey: string;
  /** How often a primitive's first argument occurs in the function around the call (else 0). */
  readonly firstArgUses: number;
  /** Where the statement holding the call starts: calls in one statement are one path. */
  readonly statementLine: number;
}

/** A security middleware or decorator named without a call: `app.use(csrf)`, `@login_required`. */
export interface ReferenceFact extends Located {
  readonly name: string;
  readonly category: PrimitiveCategory;
}

/** A comparison against a dangerous literal, in any condition: `key === '__proto__'`. */
/**
 * A containment test by prefix: `target.startsWith(root + path.sep)`. The separator is what
 * makes it a folder test: without it `/srv/app-secrets/key` starts with `/srv/app` too
 * (diff-prefix.ts).
 */
export interface PrefixTest {
  readonly subject: string;
  readonly root: string;
  readonly separator: boolean;
}

export interface CheckFact extends Located {
  readonly category: 'prototype' | 'traversal' | 'containment' | 'credential-strip';
  readonly key: string;
  readonly text: string;
  /** A containment test by prefix (`target.startsWith(root + path.sep)`, diff-prefix.ts). */
  readonly prefix?: PrefixTest;
}

export type SinkFactKind = SinkKind | 'sql' | 'html' | 'path';

/** A command, code string or SQL text built from values that are not constants. */
export interface SinkFact extends Located {
  readonly kind: SinkFactKind;
  readonly callee: string;
  /** Normalized text of each interpolated value that is neither constant nor sanitized. */
  readonly rawInputs: readonly string[];
  readonly text: string;
}

export interface RegexFact extends Located {
  readonly pattern: string;
  readonly flags: string;
  /** How it is used: test, match, replace, split, search, exec, or other. */
  readonly method: string;
  readonly subject: string | null;
  /** For replace: the replacement when it is a constant. */
  readonly replacement: string | null;
}

/** A setting that weakens transport, CORS, cookies or crypto (`rejectUnauthorized: false`). */
export interface ConfigFact extends Located {
  readonly rule: SecurityRuleId;
  readonly key: string;
  readonly cwe: string;
  readonly message: string;
}

/** A work factor or size: pbkdf2 iterations, bcrypt rounds, randomBytes length. */
export interface NumericFact extends Located {
  readonly kind: 'iterations' | 'random-bytes';
  readonly key: string;
  readonly value: number;
}

export interface FunctionFact extends Located {
  readonly name: string | null;
  readonly params: readonly string[];
  /** The boolean it returns when its body is one `return <condition>` (predicate helpers). */
  readonly returnFormula: Formula | null;
  /** What a sanitizer handles: replaced patterns, compared short literals, and (`held:`, only
   * evidence, never lost) the patterns of regex variables it scans with; `seen:` the characters
   * it finds by position (`indexOf`, `charCodeAt(i) === 0x5b`), also only evidence. */
  readonly tokens: readonly string[];
  readonly decorators: readonly string[];
  /** The body's shape (identifiers blanked): equal for a function that was only renamed. */
  readonly fingerprint: string;
  /** How many source lines the whole function spans. */
  readonly lines: number;
}

export interface SecurityFacts {
  readonly language: SourceLanguage;
  readonly functions: readonly FunctionFact[];
  readonly guards: readonly Guard[];
  readonly successes: readonly EarlySuccess[];
  readonly gated: readonly GatedCall[];
  /** Every branch condition, by function: where a check went when it left a call's path. */
  readonly conditions: readonly BranchCondition[];
  readonly calls: readonly CallFact[];
  readonly references: readonly ReferenceFact[];
  readonly checks: readonly CheckFact[];
  readonly sinks: readonly SinkFact[];
  readonly regexes: readonly RegexFact[];
  readonly configs: readonly ConfigFact[];
  readonly numerics: readonly NumericFact[];
  /** `Math.random()` / `random.random()` calls. */
  readonly insecureRandom: readonly Located[];
  /** The file reads requests, headers, the URL or argv: strings from outside reach it. */
  readonly handlesInput: boolean;
  /** Variables and members assigned a new `Map`, `Set`, `WeakMap` or `WeakSet` (`this.nodes`):
   * keyed collections, whose keys never reach a prototype. */
  readonly keyedCollections: readonly string[];
  /** `for (k in R)` loops and own-key iterations (`Object.keys(R).forEach`), by function. */
  readonly ownKeyLoops: readonly ScopedOwnKeyLoop[];
}

/** A loop over an object's keys (extract-ownkeys.ts) and the function it is in. */
export interface ScopedOwnKeyLoop {
  readonly scope: string;
  readonly kind: 'for-in' | 'own-keys';
  readonly object: string;
  readonly key: string;
  readonly line: number;
  readonly endLine: number;
}

export const MODULE_SCOPE = '<module>';
