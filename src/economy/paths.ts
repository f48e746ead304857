import picomatch from 'picomatch';

/** A repository-relative path as the rules see it: forward slashes, no `./`, no trailing `/`. */
export function normalizePath(path: string): string {
  return path
    .replaceAll('\\', '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
}

/** True when `path` is absolute or climbs out of the repository. */
export function escapesRepository(path: string): boolean {
  const clean = normalizePath(path);
  return (
    clean.startsWith('/') ||
    /^[A-Za-z]:/.test(clean) ||
    clean.split('/').some((segment) => segment === '..')
  );
}

interface PatternOptions {
  /** Match case-insensitively (for lists that restrict: a case-insensitive disk makes `.ENV` the same file). */
  readonly nocase?: boolean;
}

/**
 * A matcher for one rule: a glob as picomatch reads it (dot files included), or a plain path
 * naming a file or a folder and everything below it.
 */
export function compilePattern(
  pattern: string,
  options: PatternOptions = {},
): (path: string) => boolean {
  const clean = normalizePath(pattern);
  const nocase = options.nocase === true;
  if (clean === '' || clean === '.') {
    return () => true;
  }
  if (picomatch.scan(clean).isGlob) {
    return picomatch(clean, { dot: true, nocase });
  }
  const literal = nocase ? clean.toLowerCase() : clean;
  return (path) => {
    const candidate = nocase ? path.toLowerCase() : path;
    return candidate === literal || candidate.startsWith(`${literal}/`);
  };
}

/** A matcher for a list of patterns; an empty list matches nothing. */
export function compilePatterns(
  patterns: readonly string[],
  options: PatternOptions = {},
): (path: string) => string | null {
  const compiled = patterns.map((pattern) => ({
    pattern,
    isMatch: compilePattern(pattern, options),
  }));
  return (path) => compiled.find(({ isMatch }) => isMatch(path))?.pattern ?? null;
}

const GLOB_CHARS = /[*?[\]{}()!+@]/;
const GLOB_CHARS_ALL = /[*?[\]{}()!+@]/g;

/**
 * How specific a pattern is: literal path segments first, then literal characters.
 * `src/core/parser.ts` (3) beats `src/core/**` (2) beats `src/**` (1) beats `**\/*.ts` (0);
 * `src/core/*.ts` beats `src/core/**` on characters.
 */
export function patternSpecificity(pattern: string): readonly [number, number] {
  const clean = normalizePath(pattern);
  const segments = clean.split('/').filter((segment) => segment !== '' && segment !== '.');
  const literalSegments = segments.filter((segment) => !GLOB_CHARS.test(segment)).length;
  const literalChars = clean.replace(GLOB_CHARS_ALL, '').length;
  return [literalSegments, literalChars];
}
