import { lastAtOrBefore } from './line-starts.js';

/**
 * Maps offsets of a derived text (folded, joined, decoded) back to the text it came from.
 * Kept as piecewise segments instead of one entry per character: most derivations change
 * the length in a handful of places, and a per-character table for a 20 MB file would cost
 * more than the scan itself.
 */
export class OffsetMap {
  readonly #outStarts: number[] = [];
  readonly #sourceStarts: number[] = [];
  // Source characters per output character: 1 for a copy, anything for a rewritten span.
  readonly #ratios: number[] = [];

  /** `outLength` output characters that stand for `sourceLength` source characters. */
  add(outStart: number, sourceStart: number, outLength: number, sourceLength: number): void {
    const ratio = outLength === 0 ? 0 : sourceLength / outLength;
    const last = this.#outStarts.length - 1;
    // A copy that continues the previous copy needs no segment of its own.
    if (
      last >= 0 &&
      ratio === 1 &&
      this.#ratios[last] === 1 &&
      (this.#sourceStarts[last] ?? 0) + outStart - (this.#outStarts[last] ?? 0) === sourceStart
    ) {
      return;
    }
    this.#outStarts.push(outStart);
    this.#sourceStarts.push(sourceStart);
    this.#ratios.push(ratio);
  }

  /** The source offset of `outOffset`. */
  toSource(outOffset: number): number {
    const starts = this.#outStarts;
    if (starts.length === 0) {
      return outOffset;
    }
    const low = lastAtOrBefore(starts, outOffset);
    const outStart = starts[low] ?? 0;
    const sourceStart = this.#sourceStarts[low] ?? 0;
    return sourceStart + Math.floor((outOffset - outStart) * (this.#ratios[low] ?? 1));
  }
}

/** Builds a derived string together with its `OffsetMap`. */
export class MappedBuilder {
  readonly #parts: string[] = [];
  #length = 0;
  readonly map = new OffsetMap();

  get length(): number {
    return this.#length;
  }

  /** Appends text that corresponds character for character to the source from `sourceStart`. */
  copy(text: string, sourceStart: number): void {
    this.replace(text, sourceStart, text.length);
  }

  /** Appends text that stands for `sourceLength` source characters from `sourceStart`. */
  replace(text: string, sourceStart: number, sourceLength: number): void {
    if (text.length === 0) {
      return;
    }
    this.map.add(this.#length, sourceStart, text.length, sourceLength);
    this.#parts.push(text);
    this.#length += text.length;
  }

  toString(): string {
    return this.#parts.join('');
  }
}
