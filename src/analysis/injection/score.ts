import { decodeEncodedRun, findHiddenLines } from './decode.js';
import type { DecodedSpan } from './decode.js';
import { FindingFactory } from './finding-factory.js';
import { isInstallStep } from './install-steps.js';
import { assessLearned, LEARNED_RULE } from './learned.js';
import type { LearnedModel } from './learned.js';
import LEARNED_WEIGHTS from './learned-model.json' with { type: 'json' };
import { blankLineLeaders } from './line-leaders.js';
import { matchParagraph, paragraphsOf } from './match.js';
import type { MoveFinding } from './moves-finding.js';
import { findMovesIn, isMoveContextBenign, scanMoves } from './moves-rules.js';
import type { MoveScan } from './moves-scan.js';
import { normalizeText } from './normalize.js';
import type { HidingKind, HidingSignal, NormalizedText } from './normalize.js';
import { isOperatorPrompt } from './operator-prompt.js';
import { readingView, relined } from './reading-view.js';
import { ruleTables } from './rules.js';
import { scanText } from './scan.js';
import type { ScanResult } from './scan.js';
import { firstAtOrAfter, hasOffsetIn, mergeAscending, windowsAround } from './score-windows.js';
import { isTestExample, onlyTestExamples } from './test-examples.js';
import { isUiLabel } from './ui-labels.js';
import {
  INJECTION_FAMILIES,
  INJECTION_SUSPECT_SCORE,
  PROSE_ONLY_CHANNELS,
  verdictForScore,
} from './types.js';
import type {
  InjectionAssessment,
  InjectionChannel,
  InjectionFinding,
  ScoreInjectionOptions,
} from './types.js';

/** The moves layer's results for the text being scored: context and evidence for the rules. */
interface MovesContext {
  readonly hits: MoveScan;
  /** Sorted by start. */
  readonly moves: readonly MoveFinding[];
  /** Code, where a test's example of an attack is data (test-examples.ts). */
  readonly code: boolean;
}

const LEARNED_MODEL = LEARNED_WEIGHTS as LearnedModel;

/** The rule id of the finding that marks a text as an operator's own system prompt. */
export const OPERATOR_PROMPT_RULE = 'operator-prompt';
// At most this for an operator's prompt: below suspect, above nothing, so it stays visible.
const OPERATOR_PROMPT_SCORE = 0.2;
/** Added when text in a prose-only channel addresses an AI (issue 4: +0.25). */
const CHANNEL_MISMATCH_WEIGHT = 0.25;
/** Encoded text that decodes to prose is hiding something, whatever it says. */
const ENCODED_PROSE_WEIGHT = 0.3;
const MAX_DECODE_DEPTH = 2;
const PROSE_ONLY: ReadonlySet<InjectionChannel> = new Set(PROSE_ONLY_CHANNELS);

// How much one undone hiding technique weighs, by how often it occurred.
const HIDING_WEIGHTS: Readonly<Record<HidingKind, (count: number) => number>> = {
  'invisible-characters': (count) => (count >= 3 ? 0.4 : 0.15),
  'bidi-controls': (count) => (count >= 2 ? 0.3 : 0.15),
  'tag-characters': () => 0.6,
  'mixed-script': (count) => (count >= 4 ? 0.4 : count >= 2 ? 0.2 : 0.1),
  'styled-letters': (count) => (count >= 4 ? 0.3 : 0),
  'split-letters': (letters) => (letters >= 8 ? 0.35 : 0),
  leetspeak: () => 0.35,
};

function combine(weights: Iterable<number>): number {
  let rest = 1;
  for (const weight of weights) {
    rest *= 1 - weight;
  }
  return 1 - rest;
}

interface Scored {
  readonly score: number;
  readonly findings: InjectionFinding[];
  readonly addressesModel: InjectionFinding | null;
}

function hidingFindings(
  signals: readonly HidingSignal[],
  factory: FindingFactory,
): InjectionFinding[] {
  return signals
    .map((signal) =>
      factory.create(
        'obfuscation',
        signal.kind,
        signal.start,
        signal.end,
        HIDING_WEIGHTS[signal.kind](signal.count),
      ),
    )
    .filter((finding) => finding.weight > 0);
}

interface WindowScore {
  best: number;
  addressesModel: InjectionFinding | null;
  readonly findings: InjectionFinding[];
  readonly hiding: Map<HidingKind, HidingSignal>;
}

function addHiding(
  total: Map<HidingKind, HidingSignal>,
  signal: HidingSignal,
  offset: number,
): void {
  const known = total.get(signal.kind);
  total.set(
    signal.kind,
    known === undefined
      ? { ...signal, start: signal.start + offset, end: signal.end + offset }
      : { ...known, count: known.count + signal.count },
  );
}

function asIs(text: string): NormalizedText {
  return { text, toSource: (offset) => offset, signals: [] };
}

/** Matches the rules over one source range, paragraph by paragraph. */
function scoreRange(
  source: string,
  range: readonly [number, number],
  scan: ScanResult,
  factory: FindingFactory,
  result: WindowScore,
  exhaustive: boolean,
  context: MovesContext | null,
): void {
  const [from, to] = range;
  const slice = source.slice(from, to);
  // Ordinary text is matched as it is (the rules ignore case); only where the scan saw hiding
  // is it normalized first, which is the expensive part.
  const undoHiding = exhaustive || hasOffsetIn(scan.hidden, from, to);
  const normalized = undoHiding ? normalizeText(slice) : asIs(slice);
  for (const signal of normalized.signals) {
    addHiding(result.hiding, signal, from);
  }
  for (const [start, end] of paragraphsOf(normalized.text)) {
    // Without hiding, a paragraph no anchor word or symbol was spotted in has nothing to match.
    const hasSymbol = undoHiding || hasOffsetIn(scan.symbols, from + start, from + end);
    if (!undoHiding && !hasSymbol && !hasOffsetIn(scan.spots, from + start, from + end)) {
      continue;
    }
    const words = undoHiding
      ? null
      : {
          offsets: scan.wordOffsets,
          ids: scan.wordIds,
          first: firstAtOrAfter(scan.wordOffsets, from + start),
          end: firstAtOrAfter(scan.wordOffsets, from + end),
          base: from + start,
        };
    // Comment leaders blanked (normalization did that already) so wrapped sentences read through.
    const hits = matchParagraph(
      normalized.text.slice(start, end),
      { exhaustive, hasSymbol, words },
      undoHiding ? undefined : blankLineLeaders,
    );
    if (hits.length === 0) {
      continue;
    }
    const weights = new Map<string, number>();
    for (const hit of hits) {
      const findingStart = from + normalized.toSource(start + hit.start);
      const findingEnd = Math.max(
        findingStart + 1,
        from + normalized.toSource(start + hit.end - 1) + 1,
      );
      // A request the text reports ("if the user asks you to ignore ..."), a description of
      // attacks or instructions located in data: the words of a move, not the move.
      if (
        context !== null &&
        hit.rule.family !== 'obfuscation' &&
        (isMoveContextBenign(source, context.hits, findingStart, findingEnd, hit.rule) ||
          (context.code && isTestExample(source, findingStart, findingEnd)))
      ) {
        continue;
      }
      weights.set(hit.rule.id, Math.max(weights.get(hit.rule.id) ?? 0, hit.rule.weight));
      const finding = factory.create(
        hit.rule.family,
        hit.rule.id,
        findingStart,
        findingEnd,
        hit.rule.weight,
      );
      result.findings.push(finding);
      if (hit.rule.addressesModel && result.addressesModel === null) {
        result.addressesModel = finding;
      }
    }
    if (weights.size > 0) {
      // The moves of the same paragraph add to its evidence; other paragraphs' do not.
      if (context !== null) {
        const paragraphStart = from + normalized.toSource(start);
        const paragraphEnd = from + normalized.toSource(Math.max(start, end - 1)) + 1;
        for (const move of context.moves) {
          if (move.start >= paragraphStart && move.start < paragraphEnd) {
            weights.set(move.rule, Math.max(weights.get(move.rule) ?? 0, move.weight));
          }
        }
      }
      result.best = Math.max(result.best, combine(weights.values()));
    }
  }
}

function scoreDecoded(span: DecodedSpan, depth: number, factory: FindingFactory): Scored {
  const inner = scoreText(span.text, depth + 1, false);
  // A puzzle answer or spoiler under "ROT13:" hides nothing from a human reader.
  if (span.labelled === true && inner.findings.length === 0) {
    return { score: 0, findings: [], addressesModel: null };
  }
  const relocated = inner.findings.map((finding) =>
    factory.create(finding.family, finding.rule, span.start, span.end, finding.weight),
  );
  const encoded = factory.create(
    'obfuscation',
    `encoded-${span.kind}`,
    span.start,
    span.end,
    ENCODED_PROSE_WEIGHT,
  );
  return {
    score: combine([inner.score, ENCODED_PROSE_WEIGHT]),
    findings: [encoded, ...relocated],
    addressesModel: inner.addressesModel === null ? null : encoded,
  };
}

function scoreText(
  source: string,
  depth: number,
  exhaustive: boolean,
  context: MovesContext | null = null,
  movesBest = 0,
): Scored {
  const factory = new FindingFactory(source);
  // Every indexed word is recorded, so a paragraph's words need no second scan.
  const scan = scanText(source, ruleTables().scanIndexes, false);
  const result: WindowScore = { best: 0, addressesModel: null, findings: [], hiding: new Map() };
  const ranges: [number, number][] = exhaustive
    ? [[0, source.length]]
    : windowsAround(source, mergeAscending(mergeAscending(scan.spots, scan.symbols), scan.hidden));
  const decoded: DecodedSpan[] = [];
  for (const range of ranges) {
    scoreRange(source, range, scan, factory, result, exhaustive, context);
    const [from, to] = range;
    const hasTells = exhaustive || hasOffsetIn(scan.hidden, from, to);
    // Escaped text leaves a symbol spot, encoded lines a hidden one: elsewhere nothing to decode.
    if (depth < MAX_DECODE_DEPTH && (hasTells || hasOffsetIn(scan.symbols, from, to))) {
      decoded.push(...findHiddenLines(source, from, to, hasTells));
    }
  }
  if (depth < MAX_DECODE_DEPTH) {
    let decodedUpTo = -1;
    for (const [start, end] of scan.encodedRuns) {
      // Pieces of one run (split by `+` or `/`) decode together once.
      if (start < decodedUpTo) {
        continue;
      }
      const run = decodeEncodedRun(source, start, end);
      decodedUpTo = run.end;
      if (run.span !== null) {
        decoded.push(run.span);
      }
    }
  }
  const hiding = hidingFindings([...result.hiding.values()], factory);
  const findings = [...result.findings, ...hiding];
  let best = Math.max(result.best, movesBest);
  let addressesModel = result.addressesModel;
  // A line decoded after a mention may lie past its window, in the next one: scored once.
  const scoredStarts = new Set<number>();
  for (const span of decoded) {
    if (scoredStarts.has(span.start)) {
      continue;
    }
    scoredStarts.add(span.start);
    const scored = scoreDecoded(span, depth, factory);
    findings.push(...scored.findings);
    best = Math.max(best, scored.score);
    addressesModel ??= scored.addressesModel;
  }
  const score = combine([best, ...hiding.map((finding) => finding.weight)]);
  return { score, findings, addressesModel };
}

// Moves further apart than this are in different paragraphs: they do not add up.
const MOVE_PARAGRAPH_CHARS = 1500;

interface MovesScore {
  readonly score: number;
  readonly findings: InjectionFinding[];
  readonly addressesModel: InjectionFinding | null;
}

// Weak moves (an authority word, "instead", a tool verb near "tests") only corroborate: a
// paragraph counts when one of its moves is at least this strong.
const MIN_MOVE_WEIGHT = 0.3;

/** A paragraph's combined weight, or 0 when it holds only corroborating evidence. */
function paragraphWeight(weights: ReadonlyMap<string, number>): number {
  return Math.max(0, ...weights.values()) >= MIN_MOVE_WEIGHT ? combine(weights.values()) : 0;
}

/** The moves layer's findings, combined per paragraph (blank-line separated); the best counts. */
function scoreMoves(
  source: string,
  moves: readonly MoveFinding[],
  factory: FindingFactory,
): MovesScore {
  const findings: InjectionFinding[] = [];
  let best = 0;
  let addressesModel: InjectionFinding | null = null;
  let paragraph = new Map<string, number>();
  let paragraphEnd = -1;
  const sorted = [...moves].sort((a, b) => a.start - b.start);
  for (const move of sorted) {
    if (move.start >= paragraphEnd) {
      best = Math.max(best, paragraphWeight(paragraph));
      paragraph = new Map();
      const blank = source.indexOf('\n\n', move.start);
      paragraphEnd = Math.min(blank < 0 ? source.length : blank, move.start + MOVE_PARAGRAPH_CHARS);
    }
    paragraph.set(move.rule, Math.max(paragraph.get(move.rule) ?? 0, move.weight));
    const finding = factory.create(move.family, move.rule, move.start, move.end, move.weight);
    findings.push(finding);
    if (move.addressesModel && addressesModel === null) {
      addressesModel = finding;
    }
  }
  best = Math.max(best, paragraphWeight(paragraph));
  return { score: best, findings, addressesModel };
}

/**
 * Scores how likely `text` carries instructions aimed at an AI agent that reads it: a prompt
 * injection. Deterministic and local: normalization (invisible and look-alike characters,
 * split letters, leetspeak, encoded spans) followed by weighted rules per family; findings of
 * one paragraph combine, paragraphs do not (a long document does not add up weak hints).
 */
export function scoreInjection(
  text: string,
  options: ScoreInjectionOptions = {},
): InjectionAssessment {
  return assessInjection(text, options.channel ?? 'other', false);
}

/**
 * `scoreInjection` with another learned model, or with none (null: the rules alone). For the
 * learned scorer's measurement (scripts/bench/injection-learned.mjs), which judges each set
 * by a model trained without it.
 */
export function scoreInjectionWithModel(
  text: string,
  options: ScoreInjectionOptions,
  model: LearnedModel | null,
): InjectionAssessment {
  return assessInjection(text, options.channel ?? 'other', false, model);
}

/**
 * `scoreInjection` with a switch for tests: `exhaustive` runs every rule over the whole text
 * instead of around the scan's spots, to prove the spots miss nothing.
 */
export function assessInjection(
  text: string,
  channel: InjectionChannel,
  exhaustive: boolean,
  model: LearnedModel | null = LEARNED_MODEL,
): InjectionAssessment {
  const view = readingView(text);
  const pass = rulesPass(view, channel, exhaustive);
  const { findings, factory } = pass;
  let score = pass.score;
  // What the rules leave below suspect, the learned scorer may lift to suspect (learned.ts).
  // It reads the rules' findings, the operator's-prompt mark among them.
  if (score < INJECTION_SUSPECT_SCORE && model !== null) {
    const learned = assessLearned(model, view, channel, pass.hits, findings, score);
    if (learned !== null && !(channel === 'code' && onlyTestExamples(view, pass.hits, learned))) {
      findings.push({
        ...factory.create(
          'agent_directive',
          LEARNED_RULE,
          learned.start,
          learned.end,
          Math.round(learned.probability * 1000) / 1000,
        ),
        detail: `p ${learned.probability.toFixed(2)} >= ${model.threshold}; ${learned.features.join(', ')}`,
      });
      score = INJECTION_SUSPECT_SCORE;
    }
  }
  score = Math.round(Math.min(1, score) * 1000) / 1000;
  relined(text, view, findings);
  findings.sort((a, b) => a.start - b.start || b.weight - a.weight);
  const present = new Set(findings.map((finding) => finding.family));
  return {
    score,
    verdict: verdictForScore(score),
    families: INJECTION_FAMILIES.filter((family) => present.has(family)),
    findings,
  };
}

/** The rules' findings and score on a text, and the moves scan they were read from. */
export interface RulesPass {
  readonly hits: MoveScan;
  readonly findings: InjectionFinding[];
  readonly score: number;
  readonly factory: FindingFactory;
}

/** Every rule over `text`, the operator-prompt cap included: all but the learned scorer. */
export function rulesPass(text: string, channel: InjectionChannel, exhaustive: boolean): RulesPass {
  // The language-independent moves: one pass over the whole text, its hits also the context
  // in which the English rules' matches are judged.
  const hits = scanMoves(text);
  const found = findMovesIn(text, hits)
    .filter(
      (move) =>
        !isUiLabel(text, hits, move.start, move.end, move.weight) &&
        !isInstallStep(text, channel, move) &&
        !(channel === 'code' && isTestExample(text, move.start, move.end)),
    )
    .sort((a, b) => a.start - b.start);
  const factory = new FindingFactory(text);
  const moves = scoreMoves(text, found, factory);
  const scored = scoreText(
    text,
    0,
    exhaustive,
    { hits, moves: found, code: channel === 'code' },
    moves.score,
  );
  const findings = [...scored.findings, ...moves.findings];
  let score = scored.score;
  const addressesModel = scored.addressesModel ?? moves.addressesModel;
  if (PROSE_ONLY.has(channel) && addressesModel !== null) {
    const { start, end, line, excerpt } = addressesModel;
    findings.push({
      family: 'channel_mismatch',
      rule: `addressed-to-model-in-${channel}`,
      start,
      end,
      line,
      excerpt,
      weight: CHANNEL_MISMATCH_WEIGHT,
    });
    score += CHANNEL_MISMATCH_WEIGHT;
  }
  if (score >= INJECTION_SUSPECT_SCORE && isOperatorPrompt(text, findings)) {
    // The operator's own definition of an assistant: its findings stay, to explain the score.
    findings.push(
      factory.create('agent_directive', OPERATOR_PROMPT_RULE, 0, Math.min(text.length, 80), 0),
    );
    score = Math.min(score, OPERATOR_PROMPT_SCORE);
  }
  return { hits, findings, score, factory };
}
