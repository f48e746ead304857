/**
 * Shannon entropy in bits per character of `text[start, end)`. A random string over 16 symbols
 * scores up to 4, over 36 symbols about 5; English words and identifiers stay near 3.
 */
export function shannonEntropy(text: string, start = 0, end = text.length): number {
  const length = end - start;
  if (length <= 0) {
    return 0;
  }
  const counts = new Map<number, number>();
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** What kinds of characters a value mixes; random credentials mix at least two. */
interface CharacterMix {
  readonly lower: number;
  readonly upper: number;
  readonly digits: number;
  readonly other: number;
}

export function characterMix(text: string): CharacterMix {
  let lower = 0;
  let upper = 0;
  let digits = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) {
      lower++;
    } else if (code >= 65 && code <= 90) {
      upper++;
    } else if (code >= 48 && code <= 57) {
      digits++;
    } else {
      other++;
    }
  }
  return { lower, upper, digits, other };
}

/** Alphanumeric: the characters a token may not be glued to on either side. */
export function isAlnumCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** A lookup table of the given ASCII characters, indexed by character code. */
export function asciiSet(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const char of chars) {
    table[char.charCodeAt(0)] = 1;
  }
  return table;
}
