// Findings point at the source text: the line of an offset and a short excerpt, built for
// every finding of every layer the same way.
import { lineAt } from './line-starts.js';
import type { InjectionFamily, InjectionFinding } from './types.js';

const MAX_EXCERPT_CHARS = 120;
// How much of a finding's span its excerpt is made from (white space runs are collapsed first).
const EXCERPT_SOURCE_CHARS = 2_000;

export class FindingFactory {
  // Offsets of line starts, indexed only as far as findings have asked: most texts have few
  // findings, and those of a large text should not cost a pass over all of it.
  readonly #lineStarts: number[] = [0];
  #indexedTo = 0;

  constructor(readonly source: string) {}

  create(
    family: InjectionFamily,
    rule: string,
    start: number,
    end: number,
    weight: number,
  ): InjectionFinding {
    // Only the start of a long span is read: a decoded line can be the whole of a one-line text,
    // and each of its findings copied it (quadratic: 6 s for 400 kB of reversed sentences).
    const excerpt = this.source
      .slice(start, Math.min(Math.max(end, start + 1), start + EXCERPT_SOURCE_CHARS))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_EXCERPT_CHARS);
    return { family, rule, start, end, line: this.#lineOf(start), excerpt, weight };
  }

  #lineOf(offset: number): number {
    const starts = this.#lineStarts;
    while (this.#indexedTo <= offset) {
      const next = this.source.indexOf('\n', this.#indexedTo);
      if (next === -1) {
        this.#indexedTo = Infinity;
        break;
      }
      starts.push(next + 1);
      this.#indexedTo = next + 1;
    }
    return lineAt(starts, offset);
  }
}
