// Findings point at the source text: the line of an offset and a short excerpt, built for
// every finding of every layer the same way.
import { lineAt } from './line-starts.js';
import type { InjectionFamily, InjectionFinding } from './types.js';

const MAX_EXCERPT_CHARS = 120;

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
    const excerpt = this.source
      .slice(start, Math.max(end, start + 1))
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
