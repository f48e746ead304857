// What the words around a credential noun say about the value after it, where no assignment
// binds them: a label whose first word makes the key something else, a digest or an accessor
// named between the noun and the token, a "name" that is encoded data.

// Nouns that make a key something else when a label puts them before it with a space: "Cache
// key: npm-<digest>" in a CI log, "Public key: …", "Primary key: id".
const OTHER_KEY_LABELS = new Set([
  'cache',
  'public',
  'publishable',
  'primary',
  'foreign',
  'sort',
  'partition',
  'idempotency',
  'lookup',
  'pagination',
  'cursor',
  'continuation',
  'csrf',
  'xsrf',
]);

/** A label at the start of its line whose first word says the key is not a credential. */
export function isLabelledOtherwise(text: string, nameStart: number): boolean {
  if (text.charCodeAt(nameStart - 1) !== 32) {
    return false;
  }
  let start = nameStart - 1;
  while (start > 0 && nameStart - start <= 16 && /[A-Za-z]/.test(text.charAt(start - 1))) {
    start--;
  }
  // Only spaces back to the line's start, looked at over a bounded stretch (a long minified
  // line must not be read back to its start once per hit).
  let lineStart = start;
  while (lineStart > 0 && start - lineStart < 40 && /[ \t]/.test(text.charAt(lineStart - 1))) {
    lineStart--;
  }
  return (
    (lineStart === 0 || text.charCodeAt(lineStart - 1) === 10) &&
    OTHER_KEY_LABELS.has(text.slice(start, nameStart - 1).toLowerCase())
  );
}

/**
 * Prose around a credential noun that says the token after it is something else: a public
 * key's pin ("Public key pin-sha256: <digest>"), or a "name" that is itself a run of encoded
 * data (`sha512-…SPw/…` in a lock file's integrity, where `Pw` reads as a word).
 */
export function namesOtherThanSecret(
  text: string,
  nameStart: number,
  nameEnd: number,
  tokenStart: number,
): boolean {
  return (
    isEncodedRun(text.slice(nameStart, nameEnd)) ||
    /\bpub(?:lic)?[ \t]+$/i.test(text.slice(Math.max(0, nameStart - 8), nameStart)) ||
    /\b(?:sha-?\d{1,3}|md5|fingerprint|digest|checksum|hash|accessor)\b/i.test(
      text.slice(nameEnd, tokenStart),
    )
  );
}

/** 24 or more characters of base64 with digits and both cases: data, not a word. */
function isEncodedRun(name: string): boolean {
  return (
    name.length >= 24 &&
    /^[\w+/=-]+$/.test(name) &&
    !name.includes('_') &&
    /(?:\d\D*){3}/.test(name) &&
    /(?:[A-Z][^A-Z]*){2}/.test(name) &&
    /(?:[a-z][^a-z]*){2}/.test(name)
  );
}

/**
 * The `key` attribute of a .NET `<add key="Section:Name" value="…"/>` entry: it names the
 * setting (`T2m:DeveloperId`), and the `value` attribute beside it holds what is kept.
 */
export function isEntryKeyAttribute(
  text: string,
  nameStart: number,
  nameEnd: number,
  valueEnd: number,
): boolean {
  return (
    nameEnd - nameStart === 3 &&
    text.slice(nameStart, nameEnd).toLowerCase() === 'key' &&
    /<[\w:.-]+\s+(?:[\w:.-]+\s*=\s*"[^"<>]*"\s+)*$/.test(
      text.slice(Math.max(0, nameStart - 120), nameStart),
    ) &&
    /^["']\s+value\s*=/.test(text.slice(valueEnd, valueEnd + 16))
  );
}
