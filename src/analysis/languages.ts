/** The languages the analysis organ can parse; each maps to one tree-sitter grammar. */
export const SOURCE_LANGUAGES = [
  'typescript',
  'tsx',
  'javascript',
  'python',
  'rust',
  'go',
] as const;
export type SourceLanguage = (typeof SOURCE_LANGUAGES)[number];

const LANGUAGE_BY_EXTENSION: ReadonlyMap<string, SourceLanguage> = new Map([
  ['.ts', 'typescript'],
  ['.mts', 'typescript'],
  ['.cts', 'typescript'],
  ['.tsx', 'tsx'],
  ['.js', 'javascript'],
  ['.mjs', 'javascript'],
  ['.cjs', 'javascript'],
  // tree-sitter-javascript parses JSX, so .jsx needs no grammar of its own.
  ['.jsx', 'javascript'],
  ['.py', 'python'],
  ['.pyi', 'python'],
  ['.rs', 'rust'],
  ['.go', 'go'],
]);

// `.d.ts`, `.d.mts`, `.d.cts` and the `.d.<ext>.ts` form of allowArbitraryExtensions.
const TS_DECLARATION_FILE = /\.d(?:\.[^./]+)?\.[cm]?ts$/i;

/** The language of a repository path by its extension, or null when no grammar covers it. */
export function languageForPath(path: string): SourceLanguage | null {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0) {
    return null;
  }
  return LANGUAGE_BY_EXTENSION.get(base.slice(dot).toLowerCase()) ?? null;
}

/**
 * True for files that only declare types (`.d.ts` and friends, Python `.pyi` stubs): their
 * functions have no bodies by design, so body-based checks must skip them.
 */
export function isDeclarationPath(path: string): boolean {
  return TS_DECLARATION_FILE.test(path) || path.toLowerCase().endsWith('.pyi');
}
