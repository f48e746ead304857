import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hitsBetween, scanMoves } from './moves-scan.js';
import {
  learnedFeatures,
  learnedWindows,
  LEARNED_WINDOW_CHARS,
  opensWindow,
  trainLearnedModel,
} from './learned.js';
import type { LearnedModel, LearnedSample } from './learned.js';
import { readingView } from './reading-view.js';
import { channelOfRecord } from './record-channel.js';
import { rulesPass } from './score.js';
import { splitIntoParts } from './source-parts.js';
import type { InjectionChannel } from './types.js';

// The learned scorer's training data and serialization (learned.ts): what
// scripts/train-injection-model.mjs runs and learned.test.ts runs again to prove the committed
// weights are what the data gives.

/**
 * The repository's hand-written tuning sets (test/fixtures/detectors): every one already a
 * tuning group of the rules (src/analysis/tuning.json). The held-out sets (injection-heldout4,
 * injection-heldout6) are never read, so they stay a test of the rules and the model together.
 */
export const TRAINING_SETS = [
  'injection-benign-packages.jsonl',
  'injection-compose.jsonl',
  'injection-handwritten.jsonl',
  'injection-heldout2.jsonl',
  'injection-heldout3.jsonl',
  'injection-heldout5.jsonl',
  'injection-multilingual-tuning.jsonl',
  'injection-operator-tuning.jsonl',
  'injection-teaching-tuning.jsonl',
  'injection-ui-tuning.jsonl',
] as const;

interface LabelledRecord {
  readonly text: string;
  readonly label: string;
  readonly channel?: unknown;
}

/**
 * A record as the model sees it at run time: one window, its rules' findings, its channel.
 * Null for a record longer than a window. Records without a word that can open a move or name
 * the reader are trained on too, although the model never reads such text at run time: they
 * teach it what ordinary text with some of the same words looks like (holding each set out in
 * turn, training without them flagged three times as much benign text).
 */
export function learnedSampleOf(record: LabelledRecord): LearnedSample | null {
  // The view the rules read at run time (reading-view.ts).
  const text = readingView(record.text);
  if (text.length > LEARNED_WINDOW_CHARS) {
    return null;
  }
  const channel = channelOfRecord(record.channel);
  const pass = rulesPass(text, channel, false);
  const hits = hitsBetween(pass.hits, 0, text.length);
  return {
    features: learnedFeatures(text, 0, text.length, channel, hits, pass.findings, pass.score),
    attack: record.label === 'attack',
  };
}

/** The labelled records of one set, in file order. */
export function readTrainingSet(directory: string, name: string): LabelledRecord[] {
  return readFileSync(join(directory, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledRecord)
    .filter((record) => record.label === 'attack' || record.label === 'benign');
}

/** Trains on every record of `sets` (file order, sets in the order given). */
export function trainFromSets(directory: string, sets: readonly string[]): LearnedModel {
  const samples = sets
    .flatMap((name) => readTrainingSet(directory, name))
    .map(learnedSampleOf)
    .filter((sample): sample is LearnedSample => sample !== null);
  return trainLearnedModel(samples);
}

/** The model file's text: the same bytes for the same model. */
export function learnedModelJson(model: LearnedModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}

/** A window of a file's channel text that the learned scorer reads at run time. */
export interface ReadableWindow {
  readonly channel: InjectionChannel;
  /** Offset of the window in the channel's text (its parts joined by blank lines). */
  readonly start: number;
  readonly text: string;
}

/**
 * The windows of a file the learned scorer would read, as `govern scan` splits it: each
 * channel's parts joined with a blank line, cut into windows, kept where a word opens one.
 * What scripts/detector-data/benign-packages.mjs samples ordinary text from.
 */
export function readableWindows(path: string, text: string): ReadableWindow[] {
  const byChannel = new Map<InjectionChannel, string[]>();
  for (const part of splitIntoParts(path, text)) {
    const pieces = byChannel.get(part.channel) ?? [];
    pieces.push(text.slice(part.start, part.end));
    byChannel.set(part.channel, pieces);
  }
  const windows: ReadableWindow[] = [];
  for (const [channel, pieces] of byChannel) {
    const joined = pieces.join('\n\n');
    const scan = scanMoves(joined);
    for (const [start, end] of learnedWindows(joined)) {
      if (hitsBetween(scan, start, end).some((hit) => opensWindow(joined, hit))) {
        windows.push({ channel, start, text: joined.slice(start, end) });
      }
    }
  }
  return windows;
}
