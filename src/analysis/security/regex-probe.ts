/**
 * Compares what two regular expressions accept by probing: strings generated from each pattern's
 * own structure (every alternative, every class member, zero/one/two repetitions) are tested
 * against the other. A pattern whose examples all match the other, while the other has an
 * example it rejects, accepts a subset of it. Sampling can miss a difference, never invent one:
 * every reported example is a real string one pattern accepts and the other does not.
 */

type RegexNode =
  | { readonly t: 'literal'; readonly text: string }
  | { readonly t: 'class'; readonly source: string; readonly hints: readonly string[] }
  | { readonly t: 'seq'; readonly items: readonly RegexNode[] }
  | { readonly t: 'alt'; readonly options: readonly RegexNode[] }
  | { readonly t: 'repeat'; readonly body: RegexNode; readonly min: number; readonly max: number };

export type LanguageRelation = 'equal' | 'narrower' | 'broader' | 'different' | 'unknown';

// Enough strings to cover every alternative and class member of a security pattern, few enough
// that probing costs well under a millisecond per pair.
const MAX_SAMPLES = 400;
const MAX_CLASS_SAMPLES = 40;
// Characters worth trying against any class: separators, quotes, dots, letters, digits.
const PROBE_CHARS = [...Array.from('aZz09_-./\\:;<>"\'`%&#?=+*!@$^()[]{}| \t\n,~'), '\u00e9'];
const ESCAPE_HINTS: Readonly<Record<string, readonly string[]>> = {
  d: ['0', '9'],
  D: ['a', '/', '-'],
  w: ['a', 'Z', '_', '0'],
  W: ['/', '-', '.', ' ', '<'],
  s: [' ', '\t', '\n'],
  S: ['a', '/', '.'],
};
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  f: '\f',
  v: '\v',
  '0': '\0',
};

class Parser {
  private index = 0;
  constructor(private readonly source: string) {}

  parse(): RegexNode {
    const node = this.alternation();
    if (this.index < this.source.length) {
      throw new Error(`unexpected ${this.source[this.index] ?? ''}`);
    }
    return node;
  }

  private peek(): string | undefined {
    return this.source[this.index];
  }

  private alternation(): RegexNode {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.index += 1;
      options.push(this.sequence());
    }
    return options.length === 1 && options[0] !== undefined ? options[0] : { t: 'alt', options };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.index < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { t: 'seq', items };
  }

  private quantified(body: RegexNode): RegexNode {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === '*' || char === '+' || char === '?') {
      this.index += 1;
      [min, max] = char === '*' ? [0, Infinity] : char === '+' ? [1, Infinity] : [0, 1];
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index));
      if (match === null) {
        return body;
      }
      this.index += match[0].length;
      min = Number(match[1]);
      max =
        match[2] === undefined
          ? min
          : match[3] === '' || match[3] === undefined
            ? Infinity
            : Number(match[3]);
    } else {
      return body;
    }
    if (this.peek() === '?' || this.peek() === '+') {
      this.index += 1;
    }
    return this.quantified({ t: 'repeat', body, min, max });
  }

  private atom(): RegexNode {
    const char = this.source[this.index] ?? '';
    this.index += 1;
    switch (char) {
      case '(':
        return this.group();
      case '[':
        return this.charClass();
      case '.':
        return { t: 'class', source: '.', hints: [] };
      case '^':
      case '$':
        return { t: 'literal', text: '' };
      case '\\':
        return this.escape();
      default:
        return { t: 'literal', text: char };
    }
  }

  private group(): RegexNode {
    const rest = this.source.slice(this.index);
    const prefix = /^\?(?::|=|!|<=|<!|P?<[A-Za-z_]\w*>|[imsx-]+:)?/.exec(rest)?.[0] ?? '';
    this.index += prefix.length;
    const body = this.alternation();
    if (this.peek() !== ')') {
      throw new Error('unterminated group');
    }
    this.index += 1;
    // Lookarounds consume nothing; the final self-test drops samples they reject.
    return /^\?(?:=|!|<=|<!)$/.test(prefix) ? { t: 'literal', text: '' } : body;
  }

  private charClass(): RegexNode {
    const start = this.index - 1;
    const hints: string[] = [];
    if (this.peek() === '^') {
      this.index += 1;
    }
    let first = true;
    while (this.index < this.source.length && (this.peek() !== ']' || first)) {
      first = false;
      let char = this.source[this.index] ?? '';
      this.index += 1;
      if (char === '\\') {
        const escaped = this.source[this.index] ?? '';
        this.index += 1;
        const known = ESCAPE_HINTS[escaped];
        if (known !== undefined) {
          hints.push(...known);
          continue;
        }
        char = SIMPLE_ESCAPES[escaped] ?? escaped;
      }
      hints.push(char);
      if (
        this.peek() === '-' &&
        this.source[this.index + 1] !== ']' &&
        this.index + 1 < this.source.length
      ) {
        this.index += 1;
        let end = this.source[this.index] ?? '';
        this.index += 1;
        if (end === '\\') {
          end = this.source[this.index] ?? '';
          this.index += 1;
        }
        hints.push(end);
        const middle = Math.floor((char.charCodeAt(0) + end.charCodeAt(0)) / 2);
        hints.push(String.fromCharCode(middle));
      }
    }
    if (this.peek() !== ']') {
      throw new Error('unterminated class');
    }
    this.index += 1;
    return { t: 'class', source: this.source.slice(start, this.index), hints };
  }

  private escape(): RegexNode {
    const char = this.source[this.index] ?? '';
    this.index += 1;
    const hints = ESCAPE_HINTS[char];
    if (hints !== undefined) {
      return { t: 'class', source: `\\${char}`, hints };
    }
    if (char === 'b' || char === 'B' || /[1-9]/.test(char)) {
      return { t: 'literal', text: '' };
    }
    if (char === 'k' && this.peek() === '<') {
      this.index = this.source.indexOf('>', this.index) + 1;
      return { t: 'literal', text: '' };
    }
    if (char === 'x' || char === 'u') {
      const match = /^(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4})|([0-9a-fA-F]{2}))/.exec(
        this.source.slice(this.index),
      );
      const hex = match?.[1] ?? match?.[2] ?? (char === 'x' ? match?.[3] : undefined);
      if (match !== null && hex !== undefined) {
        this.index += match[0].length;
        return { t: 'literal', text: String.fromCodePoint(parseInt(hex, 16)) };
      }
    }
    if (char === 'p' || char === 'P') {
      const end = this.source.indexOf('}', this.index);
      const source = `\\${char}${this.source.slice(this.index, end + 1)}`;
      this.index = end + 1;
      return { t: 'class', source, hints: [] };
    }
    if (char === 'c') {
      this.index += 1;
      return { t: 'literal', text: '\u0001' };
    }
    return { t: 'literal', text: SIMPLE_ESCAPES[char] ?? char };
  }
}

/** Keeps at most `limit` items, spread evenly so every region of a product stays represented. */
function spread(items: readonly string[], limit: number): string[] {
  const unique = [...new Set(items)];
  if (unique.length <= limit) {
    return unique;
  }
  const kept: string[] = [];
  for (let index = 0; index < limit; index += 1) {
    kept.push(unique[Math.floor((index * unique.length) / limit)] ?? '');
  }
  return kept;
}

function samplesOf(node: RegexNode, flags: string): string[] {
  switch (node.t) {
    case 'literal':
      // Under `i` both cases match; the other pattern may not be case-insensitive.
      return flags.includes('i') && node.text.toUpperCase() !== node.text
        ? [node.text, node.text.toUpperCase()]
        : [node.text];
    case 'class': {
      let matcher: RegExp;
      try {
        matcher = new RegExp(`^(?:${node.source})$`, flags);
      } catch {
        return ['a'];
      }
      return spread(
        [...node.hints, ...PROBE_CHARS].filter((char) => matcher.test(char)),
        MAX_CLASS_SAMPLES,
      );
    }
    case 'seq': {
      let results = [''];
      for (const item of node.items) {
        const parts = samplesOf(item, flags);
        const next: string[] = [];
        for (const prefix of results) {
          for (const part of parts) {
            next.push(prefix + part);
          }
        }
        results = spread(next, MAX_SAMPLES);
      }
      return results;
    }
    case 'alt':
      return spread(
        node.options.flatMap((option) => samplesOf(option, flags)),
        MAX_SAMPLES,
      );
    case 'repeat': {
      const body = samplesOf(node.body, flags);
      const counts = [node.min, node.min + 1, node.min + 2].filter((count) => count <= node.max);
      const results: string[] = [];
      for (const count of counts) {
        for (const part of body) {
          results.push(part.repeat(count));
        }
        // Mixed repetitions (`a0` for `[a0]{2}`) as well as uniform ones.
        if (count >= 2 && body.length > 1) {
          results.push(body.slice(0, count).join(''));
        }
      }
      return spread(results, MAX_SAMPLES);
    }
  }
}

function compile(pattern: string, flags: string): RegExp | null {
  try {
    return new RegExp(pattern, flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

/**
 * Whether the pattern can match without consuming anything at a lookaround (`^(?!\/\/)`): in
 * a `replace` such a match inserts its replacement (a scheme in front of a URL) rather than
 * stripping input, and under search semantics it "matches" every string, so no narrowing can
 * be read from it. A repetition that may be empty (`[<>]*`) still strips what it consumes.
 */
export function insertsAtLookaround(regex: {
  readonly pattern: string;
  readonly flags: string;
}): boolean {
  return (
    /\(\?<?[=!]/.test(regex.pattern) && (compile(regex.pattern, regex.flags)?.test('') ?? false)
  );
}

/** Example strings a pattern accepts, from its own structure; null when it cannot be read. */
export function examplesOf(pattern: string, flags: string): string[] | null {
  const regex = compile(pattern, flags);
  if (regex === null) {
    return null;
  }
  let tree: RegexNode;
  try {
    tree = new Parser(pattern).parse();
  } catch {
    return null;
  }
  return samplesOf(tree, flags.replace(/[gy]/g, '')).filter((sample) => regex.test(sample));
}

/** A string `pattern` accepts and `other` rejects, if probing finds one. */
export function exampleOnlyIn(
  pattern: { readonly pattern: string; readonly flags: string },
  other: { readonly pattern: string; readonly flags: string },
): string | null {
  const examples = examplesOf(pattern.pattern, pattern.flags);
  const otherRegex = compile(other.pattern, other.flags);
  if (examples === null || otherRegex === null) {
    return null;
  }
  return examples.find((example) => !otherRegex.test(example)) ?? null;
}

/**
 * How the language of `proposed` relates to `baseline` (search semantics, as `test` and
 * `match` use): `narrower` accepts a subset, `broader` a superset.
 */
export function compareLanguages(
  baseline: { readonly pattern: string; readonly flags: string },
  proposed: { readonly pattern: string; readonly flags: string },
): LanguageRelation {
  if (
    baseline.pattern === proposed.pattern &&
    baseline.flags.replace(/[gy]/g, '') === proposed.flags.replace(/[gy]/g, '')
  ) {
    return 'equal';
  }
  const baseExamples = examplesOf(baseline.pattern, baseline.flags);
  const proposedExamples = examplesOf(proposed.pattern, proposed.flags);
  const baseRegex = compile(baseline.pattern, baseline.flags);
  const proposedRegex = compile(proposed.pattern, proposed.flags);
  if (
    baseExamples === null ||
    proposedExamples === null ||
    baseRegex === null ||
    proposedRegex === null
  ) {
    return 'unknown';
  }
  const lost = baseExamples.some((example) => !proposedRegex.test(example));
  const gained = proposedExamples.some((example) => !baseRegex.test(example));
  if (lost && gained) {
    return 'different';
  }
  return lost ? 'narrower' : gained ? 'broader' : 'equal';
}
