import {
  CATEGORY_BIT,
  MOVE_CATEGORIES,
  STRONG_TARGET_BIT,
  TRIGGER_BITS,
} from './moves-categories.js';
import { sentencesOf } from './moves-context.js';
import { lineStartWithin } from '../line-bounds.js';
import { hitsBetween } from './moves-scan.js';
import type { MoveHit, MoveScan } from './moves-scan.js';

// The learned scorer (issue 18): a logistic regression over what the moves layer reads in a
// text, not over its characters. Its features are the categories of the lexicon words in each
// sentence (an override, a reveal, a name of the reader, a negation...), each pair of them in
// one sentence, whether each is negated or reported, the rules that fired, where a name of the
// reader stands (before a colon, opening its line), the channel, and the text's length. A
// category means the same in every language of the lexicons, so what the model learns from
// one language's records holds in the others; a model over character n-grams learned each
// writer's phrasing instead (scripts/bench/injection-learned.mjs, README).
//
// Trained by scripts/train-injection-model.mjs from the repository's tuning sets only (see
// TRAINING_SETS); the weights are learned-model.json, written byte for byte the same by every
// run (a fixed order, a seeded shuffle, rounded weights; learned.test.ts checks it).

/** What the model flags lifts a text to `suspect`, never further: the rules decide hostile. */
export const LEARNED_RULE = 'learned-moves';

// Hashed feature space: 2^16 buckets, far more than the few thousand features that occur.
const BITS = 16;
const MASK = (1 << BITS) - 1;
// Texts are judged in windows of about the training records' size (at most ~1,100
// characters): a long file's bag of features would dilute every sentence in it.
export const LEARNED_WINDOW_CHARS = 1500;
// More lines than this that are keys, message ids or tags: a UI string table, a config or
// markup, whose words are the labels of buttons and fields, not sentences to a reader.
const MAX_KEY_VALUE_SHARE = 0.5;

export interface LearnedModel {
  readonly version: 1;
  readonly bits: number;
  /** The probability at or above which a window is flagged. */
  readonly threshold: number;
  readonly bias: number;
  /** Weight per feature bucket (decimal string keys), zero weights left out. */
  readonly weights: Readonly<Record<string, number>>;
}

/** A window's features: sorted unique buckets, each valued 1/sqrt(count) (L2-normalized). */
export interface LearnedFeatures {
  readonly keys: readonly number[];
  readonly value: number;
  /** Share of non-blank lines that are keys, message ids or tags. */
  readonly keyValueShare: number;
  /** Each sentence's span and buckets, to point at the one that weighs most. */
  readonly sentences: readonly { start: number; end: number; keys: readonly number[] }[];
}

/** A rule finding as the features see it. */
export interface RuleMark {
  readonly rule: string;
  readonly start: number;
  readonly end: number;
}

/** The bucket of a numeric feature (a category code or a pair of them). */
function mixed(value: number): number {
  let hash = Math.imul(value ^ (value >>> 16), 0x45d9f3b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return ((hash ^ (hash >>> 16)) >>> 0) & MASK;
}

function bucket(feature: string): number {
  let hash = 2166136261;
  for (let index = 0; index < feature.length; index += 1) {
    hash = Math.imul(hash ^ feature.charCodeAt(index), 16777619);
  }
  return (hash >>> 0) & MASK;
}

const CATEGORY_BITS = [
  ...MOVE_CATEGORIES.map((category) => [category, CATEGORY_BIT[category]] as const),
  ['strong', STRONG_TARGET_BIT] as const,
];
const DESTINATION = /https?:\/\/|[\w.+-]+@[\w-]+\.[\w.-]+/;
const KEY_VALUE_LINE = /^\s*(?:[\w.\-"'@$]+\s*[:=]|msgid|msgstr|#:|<\/?[\w-]+[ >])/;
const NAME_BEFORE_COLON = /^[^\n.!?]{0,25}[:：]/;
const NAME_BEFORE_COMMA = /^\s*[,，]/;
const LINE_OPENING = /^[\s#/*<!>-]*$/;
/**
 * Whether the model reads a window for this hit: a word that can open a move, or a name of the
 * reader where a vocative stands (before a colon or a comma, opening its line). Names alone
 * are everywhere in an AI application's code ("model", "agent"), and reading every window
 * that has one cost a fifth of the detector's time on such code.
 */
export function opensWindow(text: string, hit: MoveHit): boolean {
  if ((hit.mask & TRIGGER_BITS) !== 0) {
    return true;
  }
  if ((hit.mask & CATEGORY_BIT.address) === 0) {
    return false;
  }
  const place = placeOfName(text, hit, 12, 0);
  return place.beforeColon || place.beforeComma || place.opensLine;
}

/**
 * Where a name of the reader stands: before a colon or a comma, or opening its line behind
 * at most `indent` characters of space and comment markers (read from `floor` on).
 */
function placeOfName(
  text: string,
  hit: MoveHit,
  indent: number,
  floor: number,
): { beforeColon: boolean; beforeComma: boolean; opensLine: boolean } {
  const after = text.slice(hit.end, hit.end + 30);
  const lineStart = lineStartWithin(text, hit.start, indent);
  return {
    beforeColon: NAME_BEFORE_COLON.test(after),
    beforeComma: NAME_BEFORE_COMMA.test(after),
    opensLine:
      lineStart !== null && LINE_OPENING.test(text.slice(Math.max(floor, lineStart), hit.start)),
  };
}

/** A category code's name: the category, then `!` when negated and `~` when reported. */
function codeName(code: number): string {
  const category = CATEGORY_BITS[code >> 2]?.[0] ?? '?';
  return `${category}${(code & 1) === 1 ? '!' : ''}${(code & 2) === 2 ? '~' : ''}`;
}

/** Each sentence's categories and their pairs, added to `all`; each sentence's own buckets. */
function sentenceFeatures(
  text: string,
  start: number,
  end: number,
  hits: readonly MoveHit[],
  all: Set<number>,
  names: Map<number, string> | undefined,
): { start: number; end: number; keys: number[] }[] {
  const sentences: { start: number; end: number; keys: number[] }[] = [];
  const codes = new Uint8Array(CATEGORY_BITS.length * 4);
  for (const sentence of sentencesOf(text, hits)) {
    codes.fill(0);
    for (const hit of sentence.hits) {
      // Reported or described: read for the words that open a move only (the search for a
      // reporting quote is the costliest read; on the other words it changed nothing).
      const suffix =
        (sentence.isNegated(hit) ? 1 : 0) +
        ((hit.mask & TRIGGER_BITS) !== 0 &&
        (sentence.isReported(hit) || sentence.isDescription(hit))
          ? 2
          : 0);
      CATEGORY_BITS.forEach(([, bit], index) => {
        if ((hit.mask & bit) !== 0) {
          codes[index * 4 + suffix] = 1;
        }
      });
    }
    // Each category (with its suffix) and each pair of them, hashed as numbers.
    const present: number[] = [];
    codes.forEach((flag, code) => {
      if (flag === 1) {
        present.push(code);
      }
    });
    const own: number[] = [];
    for (const [index, code] of present.entries()) {
      const single = mixed(0x100 + code);
      own.push(single);
      names?.set(single, `c:${codeName(code)}`);
      for (const other of present.slice(index + 1)) {
        const pair = mixed(0x10000 + code * 256 + other);
        own.push(pair);
        names?.set(pair, `p:${codeName(code)}&${codeName(other)}`);
      }
    }
    for (const key of own) {
      all.add(key);
    }
    sentences.push({
      start: Math.max(start, sentence.start),
      end: Math.min(end, sentence.end),
      keys: own,
    });
  }
  return sentences;
}

/** The features of text[start, end): the hits and rule findings inside it. */
export function learnedFeatures(
  text: string,
  start: number,
  end: number,
  channel: string,
  hits: readonly MoveHit[],
  rules: readonly RuleMark[],
  rulesScore: number,
  names?: Map<number, string>,
): LearnedFeatures {
  const window = text.slice(start, end);
  const all = new Set<number>();
  const add = (feature: string): void => {
    all.add(bucket(feature));
    names?.set(bucket(feature), feature);
  };
  add(`ch:${channel}`);
  const sentences = sentenceFeatures(text, start, end, hits, all, names);
  for (const hit of hits) {
    if ((hit.mask & CATEGORY_BIT.address) === 0) {
      continue;
    }
    // Indented at most 64 characters: a deeper name is in code, not opening a note.
    const place = placeOfName(text, hit, 64, start);
    if (place.beforeColon) {
      add('addr:colon');
    }
    if (place.beforeComma) {
      add('addr:comma');
    }
    if (place.opensLine) {
      add('addr:linestart');
    }
  }
  add(`len:${Math.min(8, Math.floor(Math.log2(1 + window.length)))}`);
  const lines = window.split('\n').filter((line) => line.trim() !== '');
  add(`lines:${Math.min(5, Math.floor(Math.log2(1 + lines.length)))}`);
  if ((window.includes('://') || window.includes('@')) && DESTINATION.test(window)) {
    add('dest');
  }
  for (const rule of rules) {
    if (rule.start >= start && rule.start < end) {
      add(`r:${rule.rule}`);
    }
  }
  // The rules' own score, in fifths: weak evidence they saw and left below suspect.
  add(`score:${Math.min(4, Math.floor(rulesScore * 5))}`);
  const keys = [...all].sort((a, b) => a - b);
  return {
    keys,
    value: 1 / Math.sqrt(Math.max(1, keys.length)),
    keyValueShare:
      lines.filter((line) => KEY_VALUE_LINE.test(line)).length / Math.max(1, lines.length),
    sentences,
  };
}

function logistic(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The model's raw probability for a window's features. */
function learnedProbability(model: LearnedModel, features: LearnedFeatures): number {
  let z = model.bias;
  for (const key of features.keys) {
    z += (model.weights[String(key)] ?? 0) * features.value;
  }
  return logistic(z);
}

/** The probability the model gives a window, or 0 for a table of keys and labels. */
export function windowProbability(model: LearnedModel, features: LearnedFeatures): number {
  return features.keyValueShare > MAX_KEY_VALUE_SHARE ? 0 : learnedProbability(model, features);
}

/** The windows of a text the model reads: paragraphs grouped up to LEARNED_WINDOW_CHARS. */
export function learnedWindows(text: string): [number, number][] {
  if (text.length <= LEARNED_WINDOW_CHARS) {
    return [[0, text.length]];
  }
  const windows: [number, number][] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + LEARNED_WINDOW_CHARS);
    if (end < text.length) {
      // Break at the last blank line, else the last line break, inside the window (searched
      // in the window only: a text without blank lines would be searched back to its start).
      const window = text.slice(start, end);
      const blank = window.lastIndexOf('\n\n');
      const newline = window.lastIndexOf('\n');
      end = start + (blank > 0 ? blank + 1 : newline > 0 ? newline + 1 : window.length);
    }
    windows.push([start, end]);
    start = end;
  }
  return windows;
}

/** The strongest window the model flags, and the sentence in it that weighs most. */
export interface LearnedVerdict {
  readonly probability: number;
  readonly start: number;
  readonly end: number;
  /** The features that added most to the score, strongest first (`c:` a category, `p:` a pair). */
  readonly features: readonly string[];
}

// How many of the strongest features an explanation names.
const EXPLAINED_FEATURES = 4;

/** The window's features that raise its score most, with what each adds (in log-odds). */
function strongestFeatures(
  model: LearnedModel,
  features: LearnedFeatures,
  names: ReadonlyMap<number, string>,
): string[] {
  return features.keys
    .map((key) => ({ key, adds: (model.weights[String(key)] ?? 0) * features.value }))
    .filter(({ adds }) => adds > 0)
    .sort((a, b) => b.adds - a.adds || a.key - b.key)
    .slice(0, EXPLAINED_FEATURES)
    .map(({ key, adds }) => `${names.get(key) ?? String(key)} +${adds.toFixed(2)}`);
}

/**
 * Runs the model over `text`'s windows that hold a word which can open a move or name the
 * reader (the rest cannot be flagged by what the model reads). Null when none reaches the
 * model's threshold, or the window is a table of keys and labels.
 */
export function assessLearned(
  model: LearnedModel,
  text: string,
  channel: string,
  scan: MoveScan,
  rules: readonly RuleMark[],
  rulesScore: number,
): LearnedVerdict | null {
  let readable = false;
  for (let index = 0; index < scan.count && !readable; index += 1) {
    readable = ((scan.masks[index] ?? 0) & (TRIGGER_BITS | CATEGORY_BIT.address)) !== 0;
  }
  if (!readable) {
    return null;
  }
  let best:
    | (Omit<LearnedVerdict, 'features'> & {
        hits: readonly MoveHit[];
        window: readonly [number, number];
      })
    | null = null;
  for (const [start, end] of learnedWindows(text)) {
    const hits = hitsBetween(scan, start, end);
    if (!hits.some((hit) => opensWindow(text, hit))) {
      continue;
    }
    const features = learnedFeatures(text, start, end, channel, hits, rules, rulesScore);
    const probability = windowProbability(model, features);
    if (probability < model.threshold || (best !== null && probability <= best.probability)) {
      continue;
    }
    // Point at the sentence whose own features add the most to the score.
    let span = { start, end: Math.min(end, start + 200) };
    let most = -Infinity;
    for (const sentence of features.sentences) {
      const weight = sentence.keys.reduce((sum, key) => sum + (model.weights[String(key)] ?? 0), 0);
      if (weight > most) {
        most = weight;
        span = { start: sentence.start, end: sentence.end };
      }
    }
    best = { probability, ...span, hits, window: [start, end] };
  }
  if (best === null) {
    return null;
  }
  // Named once, for the window that is reported: naming every window's features would cost
  // the strings the scan avoids.
  const [start, end] = best.window;
  const names = new Map<number, string>();
  const features = learnedFeatures(text, start, end, channel, best.hits, rules, rulesScore, names);
  return {
    probability: best.probability,
    start: best.start,
    end: best.end,
    features: strongestFeatures(model, features, names),
  };
}

/** One labelled window for training: its features and whether it is an attack. */
export interface LearnedSample {
  readonly features: LearnedFeatures;
  readonly attack: boolean;
}

// Training: AdaGrad over the samples in a seeded shuffled order, benign samples weighing more
// (a false alarm costs a team more than a missed attack the rules may still catch). These
// and the threshold were chosen by holding each training set out in turn
// (scripts/bench/injection-learned.mjs), never on the held-out sets.
const EPOCHS = 15;
const RATE = 0.3;
const BENIGN_WEIGHT = 6;
const SEED = 7;
export const LEARNED_THRESHOLD = 0.55;
// Rounded weights: the file stays small and the same on every machine.
const DECIMALS = 1e4;

/** Trains the model; the same samples in the same order give the same model, bit for bit. */
export function trainLearnedModel(samples: readonly LearnedSample[]): LearnedModel {
  const weights = new Float64Array(1 << BITS);
  const squares = new Float64Array(1 << BITS);
  let bias = 0;
  let biasSquares = 0;
  let seed = SEED;
  const order = samples.map((_, index) => index);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const other = Math.floor((seed / 4294967296) * (index + 1));
      [order[index], order[other]] = [order[other] ?? 0, order[index] ?? 0];
    }
    for (const at of order) {
      const sample = samples[at];
      if (sample === undefined) {
        continue;
      }
      const { keys, value } = sample.features;
      let z = bias;
      for (const key of keys) {
        z += (weights[key] ?? 0) * value;
      }
      const gradient =
        (logistic(z) - (sample.attack ? 1 : 0)) * (sample.attack ? 1 : BENIGN_WEIGHT);
      for (const key of keys) {
        const step = gradient * value;
        squares[key] = (squares[key] ?? 0) + step * step;
        weights[key] = (weights[key] ?? 0) - (RATE * step) / Math.sqrt((squares[key] ?? 0) + 1e-8);
      }
      biasSquares += gradient * gradient;
      bias -= (RATE * gradient) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  const kept: Record<string, number> = {};
  weights.forEach((weight, key) => {
    const rounded = Math.round(weight * DECIMALS) / DECIMALS;
    if (rounded !== 0) {
      kept[String(key)] = rounded;
    }
  });
  return {
    version: 1,
    bits: BITS,
    threshold: LEARNED_THRESHOLD,
    bias: Math.round(bias * DECIMALS) / DECIMALS,
    weights: kept,
  };
}
