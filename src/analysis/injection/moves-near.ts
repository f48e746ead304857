import { crossesClause } from './moves-context.js';
import type { SentenceContext } from './moves-context.js';
import type { MoveHit } from './moves-scan.js';

// Distances between the words of one move, in the text the moves rules are reading (one text
// at a time: scoring is synchronous), shared by the rule files.

// A verb and its object are a few words apart: further apart in one long sentence (a code
// comment, a regular expression) they are not one move.
export const PAIR_REACH_CHARS = 100;

let clauseText = '';
let classicTriggers = false;

/**
 * Starts reading `text`: the rules below judge distances and clauses in it. `classic`: the text
 * holds a word that opens a move on its own (not only a pair, see moves-triggers.ts).
 */
export function readMovesOf(text: string, classic: boolean): void {
  clauseText = text;
  classicTriggers = classic;
}

/** The text being read. */
export function movesText(): string {
  return clauseText;
}

/** Whether the text being read holds a word that opens a move on its own. */
export function hasClassicTriggers(): boolean {
  return classicTriggers;
}

/** A few words apart and in one clause: a verb and its object, not words of two clauses. */
export function near(a: MoveHit, b: MoveHit): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return (
    second.start - first.start <= PAIR_REACH_CHARS &&
    !crossesClause(clauseText, first.end, second.start)
  );
}

/** The first hit of `candidates` near `anchor`. */
export function nearest(anchor: MoveHit, candidates: readonly MoveHit[]): MoveHit | undefined {
  return candidates.find((candidate) => candidate !== anchor && near(anchor, candidate));
}

// Japanese `…して` is a request, `…している`/`…していました` a report of what something did
// ("以前のバージョンは設定ファイルを無視していました"): a te-form followed by い is no command.
function isProgressive(hit: MoveHit): boolean {
  const last = clauseText.charCodeAt(hit.end - 1);
  return (
    (last === 0x3066 || last === 0x3057) &&
    /^(?:てい|してい)/.test(clauseText.slice(hit.end - 1, hit.end + 3))
  );
}

export function usable(sentence: SentenceContext, hit: MoveHit): boolean {
  return (
    !sentence.isNegated(hit) &&
    !sentence.isReported(hit) &&
    !sentence.isDescription(hit) &&
    !isProgressive(hit) &&
    !isInLink(hit)
  );
}

// How far back a word's run of non-space characters is searched for a link's start.
const LINK_REACH_CHARS = 200;

/**
 * A word inside a link or path (`https://developer.mozilla.org/docs/Web/API/History/forward`,
 * `/api/send`): a name of a page, not a verb anyone is told to act on. A word counts as in a
 * link when the characters before it, up to the last space, are link characters that hold
 * `://`, start a path or `www.`, or end in `/`.
 */
function isInLink(hit: MoveHit): boolean {
  const from = Math.max(0, hit.start - LINK_REACH_CHARS);
  const before = clauseText.slice(from, hit.start);
  const space = Math.max(
    before.lastIndexOf(' '),
    before.lastIndexOf('\n'),
    before.lastIndexOf('\t'),
  );
  // A link is often quoted or bracketed: `https://…`, <https://…>, (https://…).
  const run = before.slice(space + 1).replace(/^[`"'(<[]+/, '');
  // Text without spaces (Chinese, Japanese, Thai) runs on past a link into the sentence: only
  // a run of link characters is a link.
  return (
    URL_CHARACTERS.test(run) &&
    (run.includes('://') || run.endsWith('/') || /^(?:www\.|\.{0,2}\/)/.test(run))
  );
}

const URL_CHARACTERS = /^[\w.~:/?#@!$&'()*+,;=%[\]-]*$/;
