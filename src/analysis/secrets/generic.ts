import {
  afterArrayDeclarator,
  authSchemeAt,
  isScopedName,
  namespaceQuote,
  spacedValueEndsLine,
  typedDeclarationValue,
  valueAfterSpaces,
} from './declarations.js';
import { classifyKeyName, splitKeyWords } from './key-names.js';
import type { KeyKind } from './key-names.js';
import { providerRuleOf } from './scan-tokens.js';
import { findCommandLineAt, findEchoedAt } from './commands.js';
import { findRowsAt } from './records.js';
import { isEntryKeyAttribute, isLabelledOtherwise, namesOtherThanSecret } from './labels.js';
import { findAuthPairAt, findCurlCredentialsAt } from './structural.js';
import type { Candidate } from './types.js';
import {
  isBasicCredentials,
  isCredentialValue,
  MAX_VALUE_CHARS,
  startsLikeLiteral,
} from './values.js';
import { escapedQuoteAt, isQuoteCode, readEscapedString } from './escaped.js';
import {
  blockDefaultStart,
  elementPairValueStart,
  nearbyToken,
  siblingValueStart,
} from './context.js';

// Keyword-plus-value assignments in code, config, .env, YAML, XML, logs and command lines:
// `api_key = "…"`, `password: …`, `SECRET=…`, `--token …`, `<add key="ApiKey" value="…"/>`,
// `"Authorization": "Bearer …"`. A keyword alone proves nothing, so the name must classify as a
// credential (key-names.ts) and the value must be a literal that looks like one: in code an
// unquoted right-hand side is an expression (`token = getToken()`, `key: config.key`), not a
// secret, so unquoted values must look random on their own.

// `curl` rides along: its `-u user:password` is found by structural.ts from here, which saves a
// pass over the text. Every first letter the alternatives add costs the whole scan time, so the
// list stays short (no `login`: a login is usually a user name).
// `_SK`: the secret half of an AK/SK pair (Huawei, Alibaba, Baidu, Volcengine clouds); `psk`: a
// pre-shared key; `pw`: a password (`bindPW`); "key" in other languages' names behind first
// letters the scan already stops at: `clave`, `chiave`, `cle`, `chave` (Spanish, Italian,
// French, Portuguese), `klucz`, `kunci`, `avain`, `anahtar`, `sleutel`, `schluessel` (Polish,
// Indonesian, Finnish, Turkish, Dutch, German; `jeton`, `nyckel` and `geheimnis` would add
// first letters).
// `snmp-server` and `ConvertTo-SecureString` start command lines whose secret commands.ts
// reads from here (findLineSecretsAt), behind first letters the scan already stops at.
const TRIGGER =
  /k(?:ey|lucz|unci)|token|s(?:ecret|leutel|chl(?:ue|u)ssel|nmp-server\b)|p(?:a(?:ss|t\b)|w(?:d|\b)|sk\b)|a(?:uth|vain|nahtar)|bearer|c(?:red|url\b|lave|hiave|have|le\b|onvertto-securestring)|_sk\b/gi;
const MAX_NAME_CHARS = 80;
const LONG_VALUE_CHARS = 64;

function isNameCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 /* _ */ ||
    code === 46 /* . */ ||
    code === 45 /* - */ ||
    code === 36 /* $ */
  );
}

// Whitespace, quotes and the punctuation that ends an unquoted value in code and markup; in a
// query string (`?token=…&next=…`) also `&`, which elsewhere may be part of a password.
function endsUnquotedValue(code: number, inQuery: boolean): boolean {
  return (
    code <= 32 ||
    isQuoteCode(code) ||
    code === 44 /* , */ ||
    code === 59 /* ; */ ||
    code === 41 /* ) */ ||
    code === 125 /* } */ ||
    code === 60 /* < */ ||
    code === 62 /* > */ ||
    (inQuery && code === 38) /* & */
  );
}

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (at - from < 8 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
    at++;
  }
  return at;
}

/**
 * `name(` or `name = (`: the name is called, or given a tuple. Most names the keyword scan
 * stops at are neither, so this is checked before a call's arguments are read.
 */
function opensCall(text: string, at: number): boolean {
  let next = skipSpaces(text, at);
  if (text.charCodeAt(next) === 61 /* = */) {
    next = skipSpaces(text, next + 1);
  }
  return text.charCodeAt(next) === 40; /* ( */
}

function skipSpacesBack(text: string, from: number): number {
  let at = from;
  while (
    at > 0 &&
    from - at < 8 &&
    (text.charCodeAt(at - 1) === 32 || text.charCodeAt(at - 1) === 9)
  ) {
    at--;
  }
  return at;
}

interface Assignment {
  /** Where the value starts. */
  readonly valueFrom: number;
  /** `f("name", "value")` and `("name", "value")`: the value must be a quoted random string. */
  readonly pair: boolean;
}

/** The assignment after a name, or null when the name is not being assigned a value. */
function assignmentAfter(text: string, nameStart: number, nameEnd: number): Assignment | null {
  const opening = text.charCodeAt(nameStart - 1);
  let at = nameEnd;
  let quotedName = false;
  let stringKey = false;
  if (escapedQuoteAt(text, at) && text.charCodeAt(nameStart - 2) === 92 /* \ */) {
    // Code inside a string (a notebook's cell source in JSON, a command in a YAML string):
    // `os.environ[\"API_KEY\"] = \"…\"`. Its quotes are escaped; read past the backslash.
    at++;
  }
  if (isQuoteCode(text.charCodeAt(at))) {
    // `"api_key": …` is a string key; `"facebook access_token": …` ends a short string;
    // `key="Checkly:ApiKey"` is .NET configuration's `Section:Key`.
    stringKey =
      opening === text.charCodeAt(at) ||
      (opening === 58 /* : */ && namespaceQuote(text, nameStart - 1) === text.charCodeAt(at)) ||
      ((opening === 47 /* / */ || opening === 46) /* . */ &&
        keyPathQuote(text, nameStart - 1) === text.charCodeAt(at));
    quotedName = true;
    at++;
    if (text.charCodeAt(at) === 93 /* ] */) {
      at++;
    }
  } else if (text.charCodeAt(at) === 93 && isQuoteCode(opening)) {
    at++;
  } else {
    // A C or C++ array of characters: `static const char API_KEY[] = "…";`, `KEY[33] = "…"`.
    at = afterArrayDeclarator(text, at);
  }
  at = skipSpaces(text, at);
  const code = text.charCodeAt(at);
  const next = text.charCodeAt(at + 1);
  if (opening === 60 /* < */ && code === 62 /* > */) {
    // <password>value</password>: only with the closing tag, not `<user>:<password>@host`.
    const close = text.indexOf('<', at + 1);
    const name = text.slice(nameStart, nameEnd);
    return close > at + 1 && text.startsWith(`</${name}>`, close)
      ? { valueFrom: at + 1, pair: false }
      : null;
  }
  const declared = typedDeclarationValue(text, at, at > nameEnd);
  if (declared >= 0) {
    return { valueFrom: declared, pair: false };
  }
  if (at > nameEnd && valueAfterSpaces(text, nameStart, nameEnd)) {
    return { valueFrom: at, pair: false };
  }
  let operator = 0;
  if (code === 61 /* = */) {
    operator = next === 61 ? 0 : next === 62 /* > */ ? 2 : 1;
  } else if (code === 58 /* : */) {
    operator = next === 61 ? 2 : next === 58 ? (text.charCodeAt(at + 2) === 61 ? 3 : 0) : 1;
    if (operator > 0 && isTernaryBranch(text, nameStart, quotedName)) {
      operator = 0;
    }
  } else if ((code === 63 /* ? */ || code === 124) /* | */ && next === 61) {
    operator = 2;
  } else if (code === 124 && next === 124 && text.charCodeAt(at + 2) === 61) {
    operator = 3;
  } else if (code === 44 /* , */ && stringKey) {
    return { valueFrom: skipSpaces(text, at + 1), pair: true };
  } else if (stringKey) {
    const attribute = /^[ \t]*value[ \t]*=[ \t]*/.exec(text.slice(at, at + 24));
    return attribute === null ? null : { valueFrom: at + attribute[0].length, pair: false };
  } else if (
    text.charCodeAt(nameStart) === 45 /* - */ &&
    at > nameEnd &&
    code !== 45 &&
    code > 32
  ) {
    return { valueFrom: at, pair: false }; // --token VALUE
  } else if (
    operator === 0 &&
    at > nameEnd &&
    code > 32 &&
    spacedValueEndsLine(text, nameStart, at)
  ) {
    return { valueFrom: at, pair: false };
  }
  return operator === 0 ? null : { valueFrom: skipSpaces(text, at + operator), pair: false };
}

/**
 * The value a credential name is given: right after it (`name = value`), in the sibling field
 * of a name/value pair (`"key": "apiKey", "value": ...`, `name: API_TOKEN` / `value: ...`) or
 * as the default of an HCL variable block.
 */
function pairedAssignment(text: string, nameStart: number, nameEnd: number): Assignment | null {
  const sibling = siblingValueStart(text, nameEnd);
  if (sibling >= 0) {
    return { valueFrom: sibling, pair: false };
  }
  const block = blockDefaultStart(text, nameStart, nameEnd);
  if (block >= 0) {
    return { valueFrom: block, pair: false };
  }
  const element = elementPairValueStart(text, nameStart, nameEnd);
  if (element >= 0) {
    return { valueFrom: element, pair: false };
  }
  return assignmentAfter(text, nameStart, nameEnd);
}

/**
 * The quote that opens a key path whose last segment is the name, or -1: Magento's
 * `core_config_data` rows (`('default', 0, 'payment/woocommerce/consumer_secret', 'cs_…')`),
 * `config.set('stripe.secret_key', '…')`. With the string closed right after the name and a
 * comma after it, the next literal is the value, as for a quoted name alone.
 */
function keyPathQuote(text: string, separator: number): number {
  let at = separator - 1;
  while (at >= 0 && separator - at <= 120 && /[\w./:-]/.test(text.charAt(at))) {
    at--;
  }
  const code = text.charCodeAt(at);
  // A URL (`'https://auth.example.com/oauth/token'`) is an address, not a key path.
  return at < separator - 1 && isQuoteCode(code) && !text.slice(at, separator).includes('//')
    ? code
    : -1;
}

/** `cond ? 'a' : 'b'` and `x ? token : other` are not assignments. */
function isTernaryBranch(text: string, nameStart: number, quotedName: boolean): boolean {
  const before = skipSpacesBack(text, quotedName ? nameStart - 1 : nameStart);
  return text.charCodeAt(before - 1) === 63; // ?
}

interface Value {
  readonly start: number;
  readonly end: number;
  readonly quoted: boolean;
}

function readValue(text: string, from: number, inQuery = false): Value | null {
  let at = from;
  if (escapedQuoteAt(text, at)) {
    return readEscapedString(text, at, MAX_VALUE_CHARS);
  }
  if (/[rbuRBU]/.test(text.charAt(at)) && isQuoteCode(text.charCodeAt(at + 1))) {
    at++;
  }
  const quote = text.charCodeAt(at);
  if (isQuoteCode(quote)) {
    // The string ends at its closing quote on the same line.
    const limit = Math.min(text.length, at + 1 + MAX_VALUE_CHARS);
    let end = at + 1;
    while (end < limit && text.charCodeAt(end) !== quote && text.charCodeAt(end) !== 10) {
      end += text.charCodeAt(end) === 92 /* \ */ ? 2 : 1;
    }
    if (end >= limit || text.charCodeAt(end) !== quote) {
      // An unterminated string: the value runs to the next whitespace.
      end = at + 1;
      while (end < limit && text.charCodeAt(end) > 32) {
        end++;
      }
    }
    return { start: at + 1, end, quoted: true };
  }
  let end = at;
  const limit = Math.min(text.length, at + MAX_VALUE_CHARS);
  while (end < limit && !endsUnquotedValue(text.charCodeAt(end), inQuery)) {
    end++;
  }
  return end > at ? { start: at, end, quoted: false } : null;
}

/** The rules of keyword findings whose value has no provider format. */
export const KEYWORD_RULE_IDS = [
  'password',
  'authorization-header',
  'aws-secret-key',
  'generic-assignment',
] as const;

function ruleFor(kind: KeyKind, name: string, value: string): (typeof KEYWORD_RULE_IDS)[number] {
  switch (kind) {
    case 'password':
      return 'password';
    case 'authorization':
      return 'authorization-header';
    case 'secret':
      return splitKeyWords(name).includes('aws') && /^[A-Za-z0-9/+]{40}$/.test(value)
        ? 'aws-secret-key'
        : 'generic-assignment';
  }
}

/** Removes an HTTP auth scheme (`Bearer `, `Basic `) from the start of an Authorization value. */
function stripAuthScheme(text: string, value: Value): Value | null {
  const scheme = authSchemeAt(text.slice(value.start, value.start + 48));
  if (scheme === null) {
    return value;
  }
  if (!value.quoted) {
    return readValue(text, value.start + scheme[0].length);
  }
  return { ...value, start: value.start + scheme[0].length };
}

const MAX_DECLARATION_CHARS = 200;
const DECLARATION =
  /^\s*(?:export\s+)?(?:const|let|var|val|final|static|private|public|protected|readonly|return)\b/;

// What follows an unquoted value in code: `; ) } , | ? = + *`.
const CLOSES_EXPRESSION = new Set([59, 41, 125, 44, 124, 63, 61, 43, 42]);

/**
 * An unquoted value in code is an expression: it is followed by an operator or closing
 * punctuation, or sits in a declaration (`const key = base64Key;`). In .env, YAML, INI, logs
 * and command lines it ends the line or is followed by a word.
 */
function isInExpression(text: string, nameStart: number, value: Value): boolean {
  // `Server=db;User Id=app;Password=…;` is a connection string, not a statement.
  if (text.charCodeAt(nameStart - 1) === 59 /* ; */) {
    return false;
  }
  const after = text.charCodeAt(skipSpaces(text, value.end));
  if (CLOSES_EXPRESSION.has(after) && !startsLikeLiteral(text.slice(value.start, value.end))) {
    return true;
  }
  // Only the start of the line can declare; a name far into a long line is not in one.
  let lineStart = nameStart;
  while (
    lineStart > 0 &&
    nameStart - lineStart < MAX_DECLARATION_CHARS &&
    text.charCodeAt(lineStart - 1) !== 10
  ) {
    lineStart--;
  }
  const before = text.slice(lineStart, nameStart);
  return (
    (lineStart === 0 || text.charCodeAt(lineStart - 1) === 10) &&
    DECLARATION.test(before) &&
    // `const url = 'https://…?api_key=…'`: a name inside a string literal is text, not code.
    !/['"`]/.test(before)
  );
}

/** The name around a keyword hit: `[start, end)`, or null when it is part of a URL or URN. */
function nameAround(text: string, hitStart: number, hitEnd: number): [number, number] | null {
  let start = hitStart;
  while (start > 0 && hitStart - start < MAX_NAME_CHARS && isNameCode(text.charCodeAt(start - 1))) {
    start--;
  }
  let end = hitEnd;
  while (end < text.length && end - start < MAX_NAME_CHARS && isNameCode(text.charCodeAt(end))) {
    end++;
  }
  const before = text.charCodeAt(start - 1);
  // In a path (not a quoted key path: keyPathQuote), an escape, or a shell expansion
  // (`${API_TOKEN:?missing API_TOKEN}`).
  if (
    (before === 47 /* / */ && keyPathQuote(text, start - 1) !== text.charCodeAt(end)) ||
    before === 92 /* \ */ ||
    (before === 123 && text[start - 2] === '$')
  ) {
    return null;
  }
  // After a colon the name is part of a URL or URN, except after `$env:` (PowerShell), an
  // .npmrc scope (`//registry.example.com/:_authToken=...`) or a YAML key's namespace.
  if (
    before === 58 /* : */ &&
    !isScopedName(text, start - 1, end) &&
    // .NET configuration's `key="Section:ApiKey"`: a quoted name with its sections.
    namespaceQuote(text, start - 1) !== text.charCodeAt(end)
  ) {
    return null;
  }
  return [start, end];
}

/**
 * The length of the TRIGGER match ending at `end`, told by its last letters: `test` finds it
 * without the match array and string `exec` builds for each of the many hits in code.
 */
function triggerLength(text: string, end: number): number {
  switch (text.charCodeAt(end - 1) | 32) {
    case 121 /* y: key */:
    case 107 /* k: _sk */:
      return 3;
    case 110 /* n: token */:
      return 5;
    case 114 /* r: bearer */:
      return 6;
    case 116 /* t: pat or secret */:
      return (text.charCodeAt(end - 3) | 32) === 112 ? 3 : 6;
    case 100 /* d: pwd or cred */:
      return (text.charCodeAt(end - 3) | 32) === 112 ? 3 : 4;
    case 119 /* w: pw */:
      return 2;
    default:
      /* s: pass, h: auth, l: curl */ return 4;
  }
}

/** `curl`, not `cred` or `auth`, the other matches of four letters with a `c` or a `u`. */
function isCurl(text: string, start: number, end: number): boolean {
  return (
    end - start === 4 &&
    (text.charCodeAt(start) | 32) === 99 /* c */ &&
    (text.charCodeAt(start + 1) | 32) === 117 /* u */
  );
}

/** The name's end without the dots and dashes that end a sentence or a flag (`key.`, `pw-`). */
function withoutTrailingDots(text: string, nameStart: number, wordEnd: number): number {
  let nameEnd = wordEnd;
  while (
    nameEnd > nameStart &&
    (text.charCodeAt(nameEnd - 1) === 46 || text.charCodeAt(nameEnd - 1) === 45)
  ) {
    nameEnd--;
  }
  return nameEnd;
}

function isCredentialNoun(name: string): boolean {
  return classifyKeyName(name) !== null && !/^pass$/i.test(name);
}

/**
 * Not assigned: prose or a log line may still hold the value a few words on, after a
 * credential noun ("the key for staging: ...", "bearer=..."), not the verb "pass". The token is
 * looked for first: it is rarely there, and then the name is never copied.
 */
function unassignedToken(text: string, nameStart: number, nameEnd: number): Candidate | null {
  const nearby = inBase64Line(text, nameStart) ? null : nearbyToken(text, nameEnd);
  return nearby !== null &&
    isCredentialNoun(text.slice(nameStart, nameEnd)) &&
    !namesOtherThanSecret(text, nameStart, nameEnd, nearby.start)
    ? nearby
    : null;
}

/** An expression in code (`key = base64Key;`) or a .NET entry's key attribute: no value. */
function isNamedOnly(text: string, nameStart: number, nameEnd: number, value: Value): boolean {
  return (
    (!value.quoted && isInExpression(text, nameStart, value)) ||
    isEntryKeyAttribute(text, nameStart, nameEnd, value.end)
  );
}

/** Assignments of credential-looking literals to credential-named keys. */
export function findAssignments(text: string, out: Candidate[]): void {
  const hits = TRIGGER;
  hits.lastIndex = 0;
  let curlEnd = 0;
  while (hits.test(text)) {
    const hitEnd = hits.lastIndex;
    const hitStart = hitEnd - triggerLength(text, hitEnd);
    if (isCurl(text, hitStart, hitEnd)) {
      // A `curl` inside the command already read is part of it (an argument, a chained call).
      if (hitStart >= curlEnd && !/\w/.test(text.charAt(hitStart - 1))) {
        curlEnd = findCurlCredentialsAt(text, hitStart, out);
      }
      continue;
    }
    const around = nameAround(text, hitStart, hitEnd);
    if (around === null) {
      findEchoedAt(text, hitStart, out);
      continue;
    }
    const [nameStart, wordEnd] = around;
    if (findCommandLineAt(text, nameStart, wordEnd, out)) {
      continue;
    }
    if (opensCall(text, wordEnd) && findAuthPairAt(text, nameStart, wordEnd, out)) {
      hits.lastIndex = wordEnd;
      continue;
    }
    hits.lastIndex = wordEnd;
    const nameEnd = withoutTrailingDots(text, nameStart, wordEnd);
    // A column of `INSERT INTO t (a, api_key) VALUES (...)` or of a CSV header: read by rows.
    const rowsEnd = findRowsAt(text, nameStart, nameEnd, out);
    if (rowsEnd >= 0) {
      hits.lastIndex = Math.max(hits.lastIndex, rowsEnd);
      continue;
    }
    const assignment = pairedAssignment(text, nameStart, nameEnd);
    if (assignment === null) {
      const nearby = unassignedToken(text, nameStart, nameEnd);
      if (nearby !== null) {
        out.push(nearby);
        hits.lastIndex = Math.max(hits.lastIndex, nearby.end);
      }
      continue;
    }
    const name = text.slice(nameStart, nameEnd);
    const kind = classifyKeyName(name);
    if (kind === null || isLabelledOtherwise(text, nameStart)) {
      continue;
    }
    const before = text.charCodeAt(nameStart - 1);
    let value = readValue(text, assignment.valueFrom, before === 63 || before === 38); // ? &
    if (value !== null && kind === 'authorization') {
      value = stripAuthScheme(text, value);
    }
    if (value === null || value.end <= value.start) {
      continue;
    }
    // After a long value the scan resumes at its end, whatever the verdict: re-reading it from
    // every keyword inside would make the scan quadratic. A short one may be the next name
    // (`<add key="ApiKey" value="…"/>`), so the scan looks inside it.
    if (value.end - value.start > LONG_VALUE_CHARS) {
      hits.lastIndex = Math.max(hits.lastIndex, value.end);
    }
    if (isNamedOnly(text, nameStart, nameEnd, value)) {
      continue;
    }
    const literal = text.slice(value.start, value.end);
    // A value in a provider's exact format needs no other evidence (`token: "dapi0123…"`).
    const provider = providerRuleOf(literal);
    const accepted =
      provider !== null ||
      isBasicCredentials(literal) ||
      isCredentialValue(literal, kind, value.quoted, assignment.pair);
    if (accepted) {
      out.push({
        start: value.start,
        end: value.end,
        rule: provider ?? ruleFor(kind, name, literal),
        specific: provider !== null,
      });
      hits.lastIndex = Math.max(hits.lastIndex, value.end);
    }
  }
}

// A line of base64 and nothing else: a PEM body, a certificate or key bundle wrapped at 64.
const BASE64_LINE = /^[A-Za-z0-9+/]{40,}={0,2}$/;
// Lines longer than this are not a PEM body's; the scan for the line's ends stops there, so
// that a keyword hit in a long minified line costs no more than one in a short one.
const MAX_BASE64_LINE = 200;

/**
 * Whether `at` sits in a line that is only base64 (a certificate's body): a credential word
 * there is letters of the encoding (`…Sxy+pw+KZaoOF…`), not a word of the text.
 */
function inBase64Line(text: string, at: number): boolean {
  let start = at;
  while (start > 0 && at - start <= MAX_BASE64_LINE && text.charCodeAt(start - 1) !== 10) {
    start--;
  }
  let end = at;
  while (end < text.length && end - start <= MAX_BASE64_LINE && text.charCodeAt(end) !== 10) {
    end++;
  }
  return (
    end - start >= 40 &&
    end - start <= MAX_BASE64_LINE &&
    BASE64_LINE.test(text.slice(start, end).trim())
  );
}
