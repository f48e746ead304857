// Code inside a string: a notebook's cell source in JSON (`"os.environ[\"KEY\"] = \"…\"\n"`),
// a command in a YAML string. Its quotes arrive escaped, one backslash before each.

/** `"`, `'` or a backtick: what opens a string in the code the secret rules read. */
export const isQuoteCode = (code: number): boolean => code === 34 || code === 39 || code === 96;

/** A backslash then a quote: an escaped quote, as code inside a JSON string has them. */
export function escapedQuoteAt(text: string, at: number): boolean {
  return text.charCodeAt(at) === 92 /* \ */ && isQuoteCode(text.charCodeAt(at + 1));
}

/**
 * `\"value\"` starting at `at` (the backslash): the string's text, up to the escaped quote
 * that closes it on the same line; null when none does within `maxChars`.
 */
export function readEscapedString(
  text: string,
  at: number,
  maxChars: number,
): { readonly start: number; readonly end: number; readonly quoted: true } | null {
  const quote = text.charCodeAt(at + 1);
  const limit = Math.min(text.length, at + 2 + maxChars);
  for (let end = at + 2; end < limit; end++) {
    const code = text.charCodeAt(end);
    if (code === 10) {
      return null;
    }
    if (code === 92 /* \ */) {
      if (text.charCodeAt(end + 1) === quote) {
        return { start: at + 2, end, quoted: true };
      }
      end++;
    }
  }
  return null;
}
