import {
  AUTH_WORDS,
  LENGTH_WORDS,
  LIST_WORDS,
  PATH_WORDS,
  PROTOTYPE_KEYS,
  SCHEME_LITERAL,
  TRAVERSAL_PATTERN,
  TYPE_CHECK_NAME,
  URL_WORDS,
  VALIDATION_WORDS,
  WEAK_AUTH_WORDS,
} from './condition-words.js';
import { lastSegment } from './extract-values.js';
import type { GuardCategory } from './ir.js';
import { primitiveCategoryOf, wordsOf } from './vocabulary.js';

// What one atom of a condition checks (a type, a length, a path's containment, ...), read off
// the words, literals, operators and calls under it; formula-build.ts collects those.

/** Everything under an atom's node that says what it checks. */
export interface AtomWords {
  readonly strings: string[];
  readonly patterns: string[];
  readonly words: Set<string>;
  readonly calls: string[];
  readonly operators: Set<string>;
  /** Numbers compared with (`indexOf(root) === 0` against `indexOf('%') === -1`). */
  readonly numbers: number[];
  readonly requestScoped: boolean;
}

export function lastName(callee: string): string {
  return lastSegment(callee).replace(/[[\]'"]/g, '');
}

/** An atom's words with the views of them that several categories read. */
interface AtomTraits {
  readonly found: AtomWords;
  readonly words: readonly string[];
  /** The callees' last names in lower case (`path.startsWith` -> `startswith`). */
  readonly callNames: readonly string[];
}

/** Prototype keys compared, matched or guarded by a known helper. */
function prototypeCategory({ found }: AtomTraits): GuardCategory | null {
  return found.strings.some((value) => PROTOTYPE_KEYS.has(value)) ||
    found.patterns.some((pattern) => /__proto__|constructor|prototype/.test(pattern)) ||
    found.calls.some((callee) => primitiveCategoryOf(callee) === 'prototype-guard')
    ? 'prototype'
    : null;
}

function traversalCategory({ found }: AtomTraits): GuardCategory | null {
  return found.strings.some(
    (value) => value === '..' || TRAVERSAL_PATTERN.test(value) || value.includes('\0'),
  ) || found.patterns.some((pattern) => TRAVERSAL_PATTERN.test(pattern))
    ? 'traversal'
    : null;
}

/**
 * An anchored pattern with a colon after something that can be a scheme's letters
 * (`^(https?|ftp):`, `^[a-z][\w+.-]*:`, `^[^:]+:`). A colon after digits alone is another
 * syntax: jsonpath-plus's slice `^(-?\d*):(-?\d*)` (11.3.0, in the --wider tuning releases of
 * secreg-releases.mjs), a time or a port.
 */
function isSchemePattern(pattern: string): boolean {
  const anchor = pattern.indexOf('^');
  // The first colon that is matched, not the one of a `(?:` group.
  const colon = anchor === -1 ? -1 : pattern.slice(anchor + 1).search(/(?<!\(\?):/) + anchor + 1;
  if (anchor === -1 || colon === anchor) {
    return false;
  }
  // `\d` and `\s` match no letter; a letter, `\w`, `\S`, `\D`, a negated class or `.` can.
  const before = pattern.slice(anchor + 1, colon).replace(/\\[ds]/g, '');
  return /[a-zA-Z]|\[\^|(?<!\\)\./.test(before);
}

/**
 * A scheme literal or `//`, an anchored pattern with a colon after a scheme's letters, or a URL
 * word compared or passed on.
 */
function schemeCategory({ found }: AtomTraits): GuardCategory | null {
  // `next.startsWith('//')`: a protocol-relative URL, which leaves the site (an open redirect).
  return found.strings.some((value) => SCHEME_LITERAL.test(value) || value === '//') ||
    found.patterns.some(isSchemePattern) ||
    ((found.operators.size > 0 || found.calls.length > 0) &&
      [...found.words].some((word) => URL_WORDS.test(word)))
    ? 'scheme'
    : null;
}

/** A path checked against a root: `startsWith`, `isAbsolute`, `relative`, `indexOf(...) === 0`. */
function containmentCategory({ found, words, callNames }: AtomTraits): GuardCategory | null {
  const isContainmentCall = callNames.some(
    (name) =>
      name === 'startswith' ||
      name === 'isabsolute' ||
      name === 'relative' ||
      // `path.indexOf(root) === 0` is where a path starts; `=== -1` only whether it holds
      // something (a character, a list entry).
      (name === 'indexof' &&
        (found.operators.has('===') || found.operators.has('!==')) &&
        found.numbers.includes(0)),
  );
  return isContainmentCall && words.some((word) => PATH_WORDS.test(word)) ? 'containment' : null;
}

// Globals of a host that code tests for before it uses them: `typeof process === 'undefined'`
// asks where the code runs, not what a caller passed (yaml 2.7.0 in the --wider2 tuning
// releases of secreg-releases.mjs).
const HOST_GLOBALS: ReadonlySet<string> = new Set([
  'process',
  'buffer',
  'window',
  'document',
  'navigator',
  'globalthis',
  'global',
  'self',
  'symbol',
  'promise',
  'weakmap',
  'weakset',
  'weakref',
  'reflect',
  'proxy',
  'require',
  'module',
  'exports',
  'define',
  'setimmediate',
  'queuemicrotask',
  'textencoder',
  'textdecoder',
  'fetch',
  'atob',
  'btoa',
  'structuredclone',
  'performance',
  'deno',
  'bun',
  'importscripts',
  'websocket',
  'xmlhttprequest',
  'abortcontroller',
]);

/** `typeof Buffer === 'function'`: a test of the host, with nothing else in the atom. */
function isHostTest({ found, words }: AtomTraits): boolean {
  return (
    found.operators.has('typeof') &&
    found.calls.length === 0 &&
    words.length > 0 &&
    HOST_GLOBALS.has(words.join(''))
  );
}

/**
 * `typeof nodeId === 'undefined'`: whether a value is there, which `nodeId === undefined` asks
 * as well (ngraph.graph 0.0.6 made that swap), not what type it has.
 */
function isPresenceTest({ found, callNames }: AtomTraits): boolean {
  return (
    found.operators.has('typeof') &&
    !found.operators.has('instanceof') &&
    !callNames.some((name) => TYPE_CHECK_NAME.test(name)) &&
    found.strings.length > 0 &&
    found.strings.every((text) => text === 'undefined')
  );
}

function typeCategory(traits: AtomTraits): GuardCategory | null {
  const { found, callNames } = traits;
  if (isHostTest(traits) || isPresenceTest(traits)) {
    return null;
  }
  return found.operators.has('typeof') ||
    found.operators.has('instanceof') ||
    callNames.some((name) => TYPE_CHECK_NAME.test(name))
    ? 'type'
    : null;
}

// Calls that answer "where", with -1 for "nowhere".
const POSITION_CALL = /^(?:indexof|lastindexof|findindex|findlastindex|search)$/;

/**
 * `propIndex > -1`, `keys.indexOf(k) >= 0`: whether a lookup found something. -1 is the
 * lookups' "not found", not a limit on a value (jsen 0.6.5 dropped a `propIndex > -1` clause
 * from a filter of its own keyword table).
 */
function isFoundTest({ found, callNames }: AtomTraits): boolean {
  return (
    found.numbers.length > 0 &&
    (found.numbers.every((value) => value === -1) ||
      (found.numbers.every((value) => value === 0) &&
        callNames.some((name) => POSITION_CALL.test(name))))
  );
}

/** An ordering comparison: a length limit when it names a length, else a range check. */
function boundCategory(traits: AtomTraits): GuardCategory | null {
  const { found, words } = traits;
  if (!['<', '<=', '>', '>='].some((op) => found.operators.has(op)) || isFoundTest(traits)) {
    return null;
  }
  return words.some((word) => LENGTH_WORDS.test(word)) ? 'length' : 'range';
}

function patternCategory({ found, callNames }: AtomTraits): GuardCategory | null {
  return callNames.some((name) => /^(?:test|match|search|exec|fullmatch|matches)$/.test(name)) &&
    found.patterns.length > 0
    ? 'pattern'
    : null;
}

// Properties that say which kind of record a value is.
const TAG_WORDS = /^(?:type|kind|tag|nodetype|tokentype)$/;

/**
 * `token.type === 'group'` in a parser tests which kind of node it holds: a tag test. A weak
 * word there names the record tested (a lexer's token, a user row), not who is asking, unless
 * the tag compared with names a role (`user.type === 'admin'`) or the record is the request's.
 */
function isTagTest({ found, words }: AtomTraits): boolean {
  return (
    !found.requestScoped &&
    found.calls.length === 0 &&
    found.strings.length > 0 &&
    words.some((word) => TAG_WORDS.test(word)) &&
    !found.strings.some((value) => wordsOf(value).some((word) => AUTH_WORDS.test(word)))
  );
}

function authCategory(traits: AtomTraits): GuardCategory | null {
  const { found, words } = traits;
  // `req.user`, `ctx.state.user`, `request.session.token`: who is asking, not a local value.
  const comparesOrCalls =
    (found.operators.size > 0 || found.calls.length > 0 || found.requestScoped) &&
    !isTagTest(traits);
  return words.some(
    (word) => AUTH_WORDS.test(word) || (comparesOrCalls && WEAK_AUTH_WORDS.test(word)),
  ) || found.calls.some((callee) => primitiveCategoryOf(callee) === 'auth')
    ? 'auth'
    : null;
}

function cryptoCategory({ found }: AtomTraits): GuardCategory | null {
  return found.calls.some((callee) => {
    const category = primitiveCategoryOf(callee);
    return (
      category === 'timing-safe-compare' ||
      category === 'mac-signature' ||
      category === 'token-verification' ||
      category === 'password-hash'
    );
  })
    ? 'crypto'
    : null;
}

function allowlistCategory({ found, words, callNames }: AtomTraits): GuardCategory | null {
  // Membership in a named allow/deny list, or in a list of literals (`['GET', 'POST']`);
  // `seen.has(key)` in a loop is bookkeeping, not a check.
  const isMembership =
    // `includesString(str, ',')`: a helper named for the membership test it makes.
    callNames.some((name) =>
      /^(?:includes|has|contains|indexof|__contains__)$|^(?:includes|contains)[a-z]/.test(name),
    ) ||
    found.operators.has('in') ||
    found.operators.has('not in');
  return words.some((word) => LIST_WORDS.test(word)) || (isMembership && found.strings.length > 0)
    ? 'allowlist'
    : null;
}

/** A validating helper by its category or its name, not counting type checks. */
function validationCategory({ found }: AtomTraits): GuardCategory | null {
  return found.calls.some(
    (callee) =>
      !TYPE_CHECK_NAME.test(lastName(callee).toLowerCase()) &&
      (primitiveCategoryOf(callee) === 'validation' ||
        wordsOf(lastName(callee)).some((word) => VALIDATION_WORDS.test(word))),
  )
    ? 'validation'
    : null;
}

// Every category an atom has, in the order its categories are listed.
const CATEGORY_TESTS: readonly ((traits: AtomTraits) => GuardCategory | null)[] = [
  prototypeCategory,
  traversalCategory,
  schemeCategory,
  containmentCategory,
  typeCategory,
  boundCategory,
  patternCategory,
  authCategory,
  cryptoCategory,
  allowlistCategory,
  validationCategory,
];

/** What an atom checks, by the words in it; `generic` when none says. */
export function categoriesOf(found: AtomWords): GuardCategory[] {
  const traits: AtomTraits = {
    found,
    words: [...found.words],
    callNames: found.calls.map((callee) => lastName(callee).toLowerCase()),
  };
  const categories = CATEGORY_TESTS.map((test) => test(traits)).filter(
    (category): category is GuardCategory => category !== null,
  );
  return categories.length === 0 ? ['generic'] : categories;
}
