import type { SourceLanguage } from '../languages.js';
import { withSyntaxTree } from '../parser.js';

/**
 * Long files reach the detector cut to the functions a change touched, joined by `// …` lines.
 * A cut through a class leaves methods without their class and stray closing braces, which the
 * parser reads as calls and blocks: `[ISREUSABLE] (entry, st) { ... }` stops being a method.
 * Each fragment is re-wrapped in whatever (a class body, blocks) makes it parse with the least
 * error text. Wrappers go on the marker lines themselves, so every line keeps its number.
 */
/** The name of the class and methods a fragment is wrapped in; scopes leave it out. */
export const FRAGMENT_NAME = '__fragment__';
const MARKER = /^[ \t]*\/\/ …[ \t]*$/;
// Strings, template literals and comments hold braces that are not code.
const NOT_CODE =
  /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

interface Wrapping {
  readonly prefix: string;
  readonly suffix: string;
}

function braceProfile(text: string): { deepest: number; final: number } {
  let depth = 0;
  let deepest = 0;
  for (const char of text.replace(NOT_CODE, '')) {
    if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      deepest = Math.min(deepest, depth);
    }
  }
  return { deepest, final: depth };
}

function candidates(chunk: string): Wrapping[] {
  const { deepest, final } = braceProfile(chunk);
  const strays = -deepest;
  const plainClosers = strays + final;
  const classClosers = 1 + strays + final;
  const options: Wrapping[] = [{ prefix: '', suffix: '' }];
  if (strays > 0 || plainClosers > 0) {
    options.push({ prefix: '{'.repeat(strays), suffix: '}'.repeat(Math.max(0, plainClosers)) });
  }
  options.push({
    prefix: `class ${FRAGMENT_NAME} {${` ${FRAGMENT_NAME}() {`.repeat(strays)}`,
    suffix: '}'.repeat(Math.max(0, classClosers)),
  });
  return options;
}

async function errorChars(language: SourceLanguage, text: string): Promise<number> {
  return withSyntaxTree(language, text, (root) => {
    if (!root.hasError) {
      return 0;
    }
    return (
      root
        .descendantsOfType('ERROR')
        .reduce((sum, node) => sum + Math.max(1, node.text.length), 0) + 1
    );
  });
}

async function bestWrapping(language: SourceLanguage, chunk: string): Promise<Wrapping> {
  let best: Wrapping = { prefix: '', suffix: '' };
  let bestErrors = Infinity;
  for (const option of candidates(chunk)) {
    const errors = await errorChars(language, `${option.prefix}\n${chunk}\n${option.suffix}`);
    if (errors < bestErrors) {
      best = option;
      bestErrors = errors;
    }
    if (errors === 0) {
      break;
    }
  }
  return best;
}

/** The source with each `// …`-separated fragment wrapped so that it parses; unchanged when whole. */
export async function repairFragments(language: SourceLanguage, source: string): Promise<string> {
  const lines = source.split('\n');
  const markers = lines.flatMap((line, index) => (MARKER.test(line) ? [index] : []));
  if (
    markers.length === 0 ||
    (language !== 'javascript' && language !== 'typescript' && language !== 'tsx')
  ) {
    return source;
  }
  // Chunk i spans the lines between marker i-1 and marker i.
  const bounds = [-1, ...markers, lines.length];
  const wrappings: Wrapping[] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const chunk = lines.slice((bounds[index] ?? 0) + 1, bounds[index + 1]).join('\n');
    wrappings.push(
      chunk.trim() === '' ? { prefix: '', suffix: '' } : await bestWrapping(language, chunk),
    );
  }
  const out = [...lines];
  markers.forEach((line, index) => {
    out[line] = `${wrappings[index]?.suffix ?? ''} ${wrappings[index + 1]?.prefix ?? ''}`;
  });
  const first = wrappings[0];
  const last = wrappings.at(-1);
  if (first !== undefined && first.prefix !== '') {
    out[0] = `${first.prefix} ${out[0] ?? ''}`;
  }
  if (last !== undefined && last.suffix !== '') {
    out.push(last.suffix);
  }
  return out.join('\n');
}
