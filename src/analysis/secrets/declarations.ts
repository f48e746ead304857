import { isQuoteCode } from './escaped.js';
import { asciiSet } from './entropy.js';

// What a keyword's name may be declared with before its value, other than an operator: a type
// (`apiKey: string = "…"`, Go's `token string = "…"`), a header directive's quoted value or a
// .netrc entry's whitespace.

/** HTTP auth schemes that start an Authorization value (`Bearer `, `Basic `). */
export const AUTH_SCHEME = /^(?:Basic|Bearer|Token|token|Bot|Digest|ApiKey|Api-Key|SSWS|JWT)[ \t]+/;
// A vendor's own scheme (`Klaviyo-API-Key pk_…`, `OAuth <key>`, `AccessKey <key>`) before a
// long token is one too.
const VENDOR_AUTH_SCHEME = /^[A-Za-z][\w.-]{1,30}[ \t]+(?=[^\s"'`]{16})/;

/** The HTTP auth scheme that opens an Authorization value, with its spaces, or null. */
export function authSchemeAt(ahead: string): RegExpExecArray | null {
  return AUTH_SCHEME.exec(ahead) ?? VENDOR_AUTH_SCHEME.exec(ahead);
}

// `name: Type = "..."` (TypeScript, Kotlin, Scala, Swift, Rust `&str`) after the name's colon,
// and `name Type = "..."` (Go) after a space: only with a quoted literal after the `=`, so a
// YAML value that ends in base64 padding is never read as a type.
const TYPE_THEN_LITERAL = /^[ \t]*[&A-Za-z_][\w.<>[\]&' ?|,*]*[ \t]+=[ \t]*(?=["'`])/;
const GO_TYPE_THEN_LITERAL = /^[A-Za-z_*[][\w.[\]*]*[ \t]+=[ \t]*(?=["'`])/;
// `Authorization "Bearer ..."`: a header directive (nginx, Apache, Caddy) names the header and
// gives its value after a space.
const HEADER_DIRECTIVE_VALUE = new RegExp(`^["'](?=${AUTH_SCHEME.source.slice(1)})`);

// A .netrc entry: `machine HOST login USER password SECRET`, on one line or several.
const NETRC_MACHINE = /(?:^|\s)(?:machine\s+\S+|default)(?:\s+(?:login|account)\s+\S+)*\s*$/;

/** `password` as a .netrc token: the value follows after whitespace, with no operator. */
export function isNetrcPassword(text: string, nameStart: number, nameEnd: number): boolean {
  return (
    nameEnd - nameStart === 8 &&
    text.startsWith('password', nameStart) &&
    NETRC_MACHINE.test(text.slice(Math.max(0, nameStart - 200), nameStart))
  );
}

// GO_TYPE_THEN_LITERAL's characters: the type's first one, then the rest of it.
const GO_TYPE_START = asciiSet('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_*[');
const GO_TYPE_CHAR = asciiSet(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.[]*',
);

/**
 * Whether HEADER_DIRECTIVE_VALUE or GO_TYPE_THEN_LITERAL can match at `at` before `end`: a
 * quote, or a type, white space and the `=`. A keyword followed by a space and a word, as in
 * prose, comments and `keyof T`, ends here without the copy and the two expressions.
 */
function mayStartSpacedDeclaration(text: string, at: number, end: number): boolean {
  const code = text.charCodeAt(at);
  if (code === 34 /* " */ || code === 39 /* ' */) {
    return true;
  }
  if (GO_TYPE_START[code] !== 1) {
    return false;
  }
  let next = at + 1;
  while (next < end && GO_TYPE_CHAR[text.charCodeAt(next)] === 1) {
    next += 1;
  }
  const typeEnd = next;
  while (next < end && (text.charCodeAt(next) === 32 || text.charCodeAt(next) === 9)) {
    next += 1;
  }
  return next > typeEnd && next < end && text.charCodeAt(next) === 61; /* = */
}

/** Where a typed declaration's or header directive's literal starts after a name, or -1. */
export function typedDeclarationValue(text: string, at: number, spaced: boolean): number {
  const code = text.charCodeAt(at);
  if (code === 58 /* : */ && text.charCodeAt(at + 1) !== 58) {
    const typed = TYPE_THEN_LITERAL.exec(text.slice(at + 1, at + 80));
    return typed === null ? -1 : at + 1 + typed[0].length;
  }
  if (!spaced) {
    // Most keyword hits in code (`tokens.push(`, `keys[i]`) end here: nothing is copied.
    return -1;
  }
  if (!mayStartSpacedDeclaration(text, at, Math.min(text.length, at + 80))) {
    return -1;
  }
  const ahead = text.slice(at, at + 80);
  if (HEADER_DIRECTIVE_VALUE.test(ahead)) {
    return at;
  }
  const goTyped = GO_TYPE_THEN_LITERAL.exec(ahead);
  return goTyped === null ? -1 : at + goTyped[0].length;
}

// Characters of a name or a directive word (`SetEnv`, `proxy_set_header`, `X-Api-Key`).
const NAME_CHARS = asciiSet('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-$');

/**
 * Whether only spaces, tabs, one `;` or `,` (DuckDB's `CREATE SECRET (KEY_ID '…', SECRET '…')`)
 * and a line end (or the text's end) follow `from`.
 */
function endsLineAt(text: string, from: number): boolean {
  let at = from;
  let separated = false;
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 10) {
      return true;
    }
    const separator = code === 59 /* ; */ || code === 44; /* , */
    if (separator && !separated) {
      separated = true;
    } else if (code !== 32 && code !== 9 && code !== 13) {
      return false;
    }
  }
  return true;
}

/**
 * `SetEnv API_TOKEN value` (Apache), `proxy_set_header X-Api-Key "value";` (nginx),
 * `HTTP_Passwd value` (fluent-bit), `client_secret    value` (a table Vault prints): a name and
 * a value separated by spaces only, the value the last thing on its line and at most one
 * directive word before the name. Prose has more words around its nouns. Read character by
 * character, nothing copied: most keyword hits followed by a space are prose, and fail at
 * the first word after the value.
 */
export function spacedValueEndsLine(text: string, nameStart: number, valueFrom: number): boolean {
  const quote = text.charCodeAt(valueFrom);
  const quoted = isQuoteCode(quote);
  const limit = Math.min(text.length, valueFrom + 300);
  let end = valueFrom + (quoted ? 1 : 0);
  while (end < limit && text.charCodeAt(end) > 32 && (!quoted || text.charCodeAt(end) !== quote)) {
    end++;
  }
  if (quoted) {
    if (text.charCodeAt(end) !== quote) {
      return false;
    }
    end++;
  }
  // "…did\npass through:" is prose leading into what follows: a colon ends no credential.
  if (end === valueFrom || !endsLineAt(text, end) || (!quoted && text.charCodeAt(end - 1) === 58)) {
    return false;
  }
  // Back to the line's start: spaces, at most one word of name characters, spaces.
  let at = nameStart - 1;
  let words = 0;
  let inWord = false;
  for (; at >= 0 && nameStart - at <= 40; at--) {
    const code = text.charCodeAt(at);
    if (code === 10) {
      return true;
    }
    if (code === 32 || code === 9) {
      inWord = false;
    } else if (NAME_CHARS[code] === 1) {
      if (!inWord) {
        words++;
        inWord = true;
      }
      if (words > 1) {
        return false;
      }
    } else {
      return false;
    }
  }
  return at < 0;
}

/** The quote that opens `"Section:Sub:` before the `:` at `colon`, or -1. */
export function namespaceQuote(text: string, colon: number): number {
  let at = colon - 1;
  while (
    at >= 0 &&
    colon - at <= 60 &&
    (NAME_CHARS[text.charCodeAt(at)] === 1 || text.charCodeAt(at) === 58)
  ) {
    at--;
  }
  const code = text.charCodeAt(at);
  return at < colon - 1 && isQuoteCode(code) ? code : -1;
}

const MACRO_DEFINITION = /(?:^|\n)[ \t]*#[ \t]*define[ \t]+$/;

/**
 * Whether the name's value follows it after spaces alone: `.netrc`'s `password SECRET`, a C
 * macro's `#define API_KEY "…"` (C, C++, Arduino).
 */
export function valueAfterSpaces(text: string, nameStart: number, nameEnd: number): boolean {
  return (
    isNetrcPassword(text, nameStart, nameEnd) ||
    MACRO_DEFINITION.test(text.slice(Math.max(0, nameStart - 16), nameStart))
  );
}

// A YAML key with a namespace before it, alone on its line: Pulumi's stack config
// (`  myapp:dbPassword: ...`, the project's name, then the key).
const NAMESPACED_KEY_LINE = /(?:^|\n)[ \t]*[A-Za-z][\w.-]{0,40}$/;

/**
 * The colon at `colon` scopes the name after it (ending at `nameEnd`) instead of ending a URL
 * or URN before it: PowerShell's `$env:API_TOKEN`, .npmrc's `//registry.example.com/:_authToken`
 * and a namespaced YAML key at the start of its line (`  ns:name: value`).
 */
export function isScopedName(text: string, colon: number, nameEnd: number): boolean {
  if (
    text.charCodeAt(colon - 1) === 47 /* / */ ||
    /\$env$/i.test(text.slice(Math.max(0, colon - 4), colon))
  ) {
    return true;
  }
  const after = text.charCodeAt(nameEnd + 1);
  return (
    text.charCodeAt(nameEnd) === 58 /* : */ &&
    (after === 32 || after === 9) &&
    NAMESPACED_KEY_LINE.test(text.slice(Math.max(0, colon - 64), colon))
  );
}

// Type names a typed declaration puts between its name and `=`: TS's `API_ID: string = '…'`,
// Kotlin's `val apiId: String = "…"`, Swift's `let appId: String = "…"`.
const TYPE_WORD = /^(?:string|String|str|CharSequence|number|Number|Int|Long)$/;
const ANNOTATED = /([A-Za-z_$][\w$]*)\s*\??\s*:\s*$/;
// .NET's `<add key="Section:Name" value="…"/>`: the entry's name is its key attribute.
const KEY_ATTRIBUTE = /\bkey\s*=\s*["']([^"'\n]{1,80})["']\s*$/;

/**
 * The name a value is assigned to, given the word before its `=` or `:` (`name`, found at
 * `at` in `lead`): the declared name when that word is a type annotation's type, the key
 * attribute when it is a `value` attribute, else the word itself.
 */
export function assignedName(lead: string, at: number, name: string): string {
  const before = lead.slice(0, at);
  if (TYPE_WORD.test(name)) {
    return ANNOTATED.exec(before)?.[1] ?? name;
  }
  if (name.toLowerCase() === 'value') {
    return KEY_ATTRIBUTE.exec(before)?.[1] ?? name;
  }
  return name;
}

/** After `[]` or `[<digits>]` at `at` (a C array declarator), or `at` itself. */
export function afterArrayDeclarator(text: string, at: number): number {
  if (text.charCodeAt(at) !== 91 /* [ */) {
    return at;
  }
  let end = at + 1;
  while (end < at + 6 && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) {
    end++;
  }
  let after = end + 1;
  while (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9) {
    after++;
  }
  return text.charCodeAt(end) === 93 /* ] */ && text.charCodeAt(after) === 61 ? end + 1 : at;
}
