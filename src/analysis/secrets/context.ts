import { Buffer } from 'node:buffer';
import { lineStartWithin } from '../line-bounds.js';
import { assignedName } from './declarations.js';
import { asciiSet, characterMix, shannonEntropy } from './entropy.js';
import { classifyKeyName, saysNotACredential, splitKeyWords } from './key-names.js';
import type { KeyKind } from './key-names.js';
import { isPlaceholderValue } from './placeholder.js';
import { NOT_SECRET_NAME_WORDS } from './not-secret-names.js';
import type { Candidate } from './types.js';
import { isNamedDigest } from './values.js';

// Credentials whose name carries no credential word, or whose value is not right after its
// name (issue 18): where recall must come from the value's shape and its context.
// - a strongly random literal assigned to any name except one that says it holds an id, a
//   hash or a nonce (`ably: ...`, `"pipedrive": "..."`): `high-entropy-assignment`;
// - a name/value pair whose name is a field of its own (`{"key": "apiKey", "value": "..."}`,
//   `- name: API_TOKEN` / `value: ...`, Terraform `variable "token" { default = "..." }`);
// - a strongly random token a few words after a credential word in prose or a log line
//   ("the key for staging: ...", "bearer=...").

/** The rules of this file's findings (named for how they were found, not for a provider). */
export const CONTEXT_RULE_IDS = ['high-entropy-assignment', 'keyword-context'] as const;

/** Random enough to be generated on its own: long, mixed-case with digits, high entropy. */
export function isStronglyRandom(value: string): boolean {
  if (value.length < 20 || value.length > 200) {
    return false;
  }
  const mix = characterMix(value);
  if (mix.lower === 0 || mix.upper === 0 || mix.digits < 2) {
    return false;
  }
  // Letter runs as long as words, or long runs of one case, are identifiers and prose:
  // `base64urlToUint8Array`, `azureADTokenProvider`.
  const runs = value.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? [];
  const longRuns = runs.filter((run) => run.length >= 6).length;
  const wordish = runs
    .filter((run) => /^[A-Z]?[a-z]{3,}$/.test(run))
    .reduce((sum, run) => sum + run.length, 0);
  if (
    longRuns >= 2 ||
    value.length / Math.max(1, runs.length) >= 4.5 ||
    wordish / value.length >= 0.4
  ) {
    return false;
  }
  const entropy = shannonEntropy(value);
  return (
    entropy >= (value.length >= 32 ? 4.2 : 3.9) &&
    !isPlaceholderValue(value) &&
    !isBase64Text(value)
  );
}

/**
 * Hex of a key's length (32 to 63 digits, not 40 or 64: SHA-1 and SHA-256 digests), random
 * enough. Names that say "hash", "id" or "nonce" were excluded before this is asked.
 */
function isKeyLikeHex(value: string): boolean {
  return (
    /^[0-9a-f]{32,63}$/.test(value) &&
    value.length !== 40 &&
    /[a-f]/.test(value) &&
    /\d/.test(value) &&
    shannonEntropy(value) >= 3.5
  );
}

/** `value` decoded from base64 (standard or URL-safe alphabet), as one character per byte. */
function decodeBase64(value: string): string {
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1');
}

function isBase64Text(value: string): boolean {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || value.length < 16) {
    return false;
  }
  const decoded = decodeBase64(value);
  // JSON, prose or a path encoded: a cursor or a state blob, not a credential.
  return /^[\x20-\x7e\t\r\n]+$/.test(decoded) && /[{"]|[a-z]{3,} [a-z]{2,}/i.test(decoded);
}

// A digest named by its algorithm: `md5`, `fileSha1`, `crc32`, whose digits the word split
// drops (`md5` is the word `md`); a JWK's certificate thumbprints `x5t` and `x5t#S256`.
const DIGEST_NAME = /md[245]|sha-?\d|crc-?\d|blake\d|xxh(?:ash)?\d*|x5t|(?<![a-z])s256/i;

/** A name that may hold a credential although it has no credential word. */
function isNeutralName(name: string): boolean {
  const words = splitKeyWords(name);
  return (
    words.length > 0 &&
    !words.some((word) => NOT_SECRET_NAME_WORDS.has(word)) &&
    !DIGEST_NAME.test(name) &&
    !saysNotACredential(name)
  );
}

const ASSIGNED_BEFORE = /([A-Za-z_$][\w.$-]{2,60})["'\]]?\s*(?::=|=>|[:=])\s*[`"']?$/;
// Digests written with their algorithm: `sha256-…` (SRI, CSP), `h1:…` (go.sum).
const DIGEST_PREFIX = /^(?:sha\d{1,3}|md5|h1)[-:]/i;
const MAX_LOOK_BACK = 90;

// Characters of a token run (base64, base64url, hex, base62): a table lookup per character,
// one linear pass. A regular expression `[…]{20,}` retries at every position of every long
// identifier, which in minified code costs more than all the other rules together.
const TOKEN_CHAR = asciiSet('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-=');
const MIN_RUN = 20;
const MAX_RUN = 200;

function isTokenChar(code: number): boolean {
  return code < 128 && TOKEN_CHAR[code] === 1;
}

/**
 * Calls `visit(start, end)` for every maximal run of token characters of 20 to 200 that starts
 * before `startsBefore`, in order, until `visit` returns false.
 * A run of 20 starting at or after `at` covers `at + 19`, so only that character is looked
 * at first: when it is not a token character the 19 before it cannot start a run that
 * counts, and the scan jumps past it. Source text is mostly short words, so most of it is
 * skipped unread (the character-by-character scan was the detector's largest cost).
 */
function forEachTokenRun(
  text: string,
  from: number,
  to: number,
  startsBefore: number,
  visit: (start: number, end: number) => boolean,
): void {
  let at = from;
  while (at + MIN_RUN <= to && at < startsBefore) {
    const probe = at + MIN_RUN - 1;
    if (!isTokenChar(text.charCodeAt(probe))) {
      at = probe + 1;
      continue;
    }
    // `at` follows a non-token character (or is `from`), so the run starts at or after it.
    let start = probe;
    while (start > at && isTokenChar(text.charCodeAt(start - 1))) {
      start -= 1;
    }
    // A run that counts covers `start + 19` too. Looking back from there for a character that
    // is not a token character finds the last one before it: most runs in code are short words,
    // and the next run that can count starts after that character, so the ones between are
    // skipped unread.
    const reach = start + MIN_RUN - 1;
    if (reach >= to) {
      return;
    }
    let gap = reach;
    while (gap > probe && isTokenChar(text.charCodeAt(gap))) {
      gap -= 1;
    }
    if (gap > probe) {
      at = gap + 1;
      continue;
    }
    let end = reach + 1;
    while (end < to && isTokenChar(text.charCodeAt(end))) {
      end += 1;
    }
    const length = end - start;
    if (length >= MIN_RUN && length <= MAX_RUN && !visit(start, end)) {
      return;
    }
    at = end + 1;
  }
}

function hasDigit(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code >= 48 && code <= 57) {
      return true;
    }
  }
  return false;
}

/** The run [start, end) without `=` inside (only as padding) and without edge `_`/`-`. */
function trimRun(text: string, start: number, end: number): [number, number] | null {
  let from = start;
  let to = end;
  // Bounded by the run: an unbounded indexOf would read on to the next `=` in the text.
  let equals = from;
  while (equals < to && text.charCodeAt(equals) !== 61) {
    equals += 1;
  }
  if (equals < to) {
    // `NAME=value` glued into one run: keep what follows the last `=` that is not padding.
    let padding = to;
    while (padding > from && text.charCodeAt(padding - 1) === 61) {
      padding -= 1;
    }
    const inner = text.lastIndexOf('=', padding - 1);
    if (inner >= from) {
      from = inner + 1;
    }
  }
  while (from < to && (text.charCodeAt(from) === 95 || text.charCodeAt(from) === 45)) {
    from += 1;
  }
  while (to > from && (text.charCodeAt(to - 1) === 95 || text.charCodeAt(to - 1) === 45)) {
    to -= 1;
  }
  return to - from >= MIN_RUN ? [from, to] : null;
}

// APIs prefix their object ids with the object's type (`cus_`, `pi_`, `evt_`, `msg_`): under a
// name without a credential word such a value is a record id, not a key. Secret prefixes say
// so (`sk_`, `rk_`, `whsec_`, `..._secret_`), and provider formats were matched before this.
const TYPED_ID_PREFIX = /^[a-z]{2,8}_(?=[A-Za-z0-9]{8,})/;
const SECRET_PREFIX_WORD = /^(?:sk|rk|pk|sec|secret|key|tok|token|pat|priv|api|auth|pw|pass)$/;

function isTypedObjectId(text: string, start: number): boolean {
  const prefix = TYPED_ID_PREFIX.exec(text.slice(start, start + 20));
  return prefix !== null && !SECRET_PREFIX_WORD.test(prefix[0].slice(0, -1));
}

// Okta's object ids (`00u…` users, `00g…` groups, `0oa…` apps, `aus…` authorization servers:
// 20 characters; its API tokens are 42), and base64 that starts with a file's magic bytes (PNG,
// JPEG, GIF, PDF, RIFF/WebP): a Kubernetes ConfigMap's `binaryData` logo is an image.
const OBJECT_ID_OR_FILE =
  /^(?:(?:00[ugp]|0oa|aus)[A-Za-z0-9]{17}$|iVBORw0KGgo|\/9j\/|R0lGOD[lh]h|JVBERi0|UklGR)/;

const BASE64_VALUE = /^[A-Za-z0-9+/]+={0,2}$/;
const PRINTABLE = /^[\x20-\x7e]+$/;

/**
 * Base64 of printable text that is not random itself: a Kubernetes Secret's `host:` or
 * `username:` under `data:` holds `reports.staging.svc.cluster.local`, encoded because the
 * format wants every value encoded. Random bytes rarely decode to printable text; a random
 * token encoded again still reads as random once decoded and stays reported.
 */
function isEncodedPlainText(value: string): boolean {
  if (value.length % 4 !== 0 || !BASE64_VALUE.test(value)) {
    return false;
  }
  const decoded = decodeBase64(value);
  return PRINTABLE.test(decoded) && !isStronglyRandom(decoded) && !isKeyLikeHex(decoded);
}

/**
 * Strongly random literals assigned to names without a credential word: `ably: <key>`,
 * `{"pipedrive": "<key>"}`, `FRESHDESK_LIVE='<key>'`. Hex only of a key's length, not a
 * digest's, and under a name that does not say "hash", "id" or "nonce".
 */
export function findHighEntropyAssignments(text: string, out: Candidate[]): void {
  forEachTokenRun(text, 0, text.length, text.length, (runStart, runEnd) => {
    // Both tests below want digits; most runs are identifiers without one, and looking for a
    // digit in place is cheaper than trimming the run and copying it out.
    if (!hasDigit(text, runStart, runEnd)) {
      return true;
    }
    const trimmed = trimRun(text, runStart, runEnd);
    if (trimmed === null) {
      return true;
    }
    const [start, end] = trimmed;
    if (!hasDigit(text, start, end)) {
      return true;
    }
    const value = text.slice(start, end);
    const before = text.charCodeAt(runStart - 1);
    // Part of a longer blob (a path, a URL, a data URI, an escape).
    if (
      before === 47 /* / */ ||
      before === 46 /* . */ ||
      before === 92 /* \ */ ||
      DIGEST_PREFIX.test(value)
    ) {
      return true;
    }
    if (
      (!isStronglyRandom(value) && !isKeyLikeHex(value)) ||
      isTypedObjectId(text, start) ||
      OBJECT_ID_OR_FILE.test(value) ||
      isEncodedPlainText(value)
    ) {
      return true;
    }
    // The line's start only within reach: a search back to it would read a long minified line
    // once per run (quadratic: 12 s for a megabyte of one-line JSON).
    const lineStart = lineStartWithin(text, start, MAX_LOOK_BACK) ?? start - MAX_LOOK_BACK;
    const lead = text.slice(lineStart, start);
    const assigned = ASSIGNED_BEFORE.exec(lead);
    if (assigned === null) {
      return true;
    }
    const name = assignedName(lead, assigned.index, assigned[1] ?? '');
    // A credential name was judged by the keyword rules already (with their provider checks).
    if (isNeutralName(name) && classifyKeyName(name) === null && !isPublishedMeta(lead, name)) {
      out.push({ start, end, rule: 'high-entropy-assignment', specific: false });
    }
    return true;
  });
}

// `<meta name="google-site-verification" content="…">`, `<meta name="csrf-token" content="…">`:
// a value published in every page's head, named by the tag's `name`, which a credential word
// would have sent through the keyword rules.
const META_TAG = /<meta\b[^<>]*$/i;

function isPublishedMeta(lead: string, name: string): boolean {
  return name.toLowerCase() === 'content' && META_TAG.test(lead);
}

// A field that names the credential, then the field that holds it.
const VALUE_FIELD = /^[\s,;{]*["']?(?:value|default|val|content|secret_value)["']?\s*(?::|=>|=)\s*/;
const MAX_SIBLING_GAP = 120;
const QUOTE_CODES = new Set([34, 39, 96]); // " ' `
// What VALUE_FIELD starts with below 128: ASCII white space and `,;{`, then a field's letter.
const FIELD_LEAD = asciiSet('\t\n\v\f\r ,;{');
const FIELD_NAME_START = asciiSet('vdcs');

/**
 * Whether VALUE_FIELD can match at `from` within `limit`: after its separators and an optional
 * quote comes the first letter of a field name. Most keyword hits in code are followed by `.`,
 * `(` or `[`, and in prose and comments by a space and a word: they end here, uncopied.
 * Characters beyond ASCII may be white space to `\s`, so they are left to the expression.
 */
function mayStartValueField(text: string, from: number, limit: number): boolean {
  const end = Math.min(limit, text.length);
  let at = from;
  while (at < end && FIELD_LEAD[text.charCodeAt(at)] === 1) {
    at += 1;
  }
  let code = text.charCodeAt(at);
  if (code === 34 /* " */ || code === 39 /* ' */) {
    at += 1;
    code = text.charCodeAt(at);
  }
  return at < end && (code >= 128 || FIELD_NAME_START[code] === 1);
}

/**
 * The value of a name/value pair whose name field holds a credential name ending at
 * `nameEnd`: `"key": "apiKey", "value": "..."` or `name: API_TOKEN` then `value: ...`.
 */
export function siblingValueStart(text: string, nameEnd: number): number {
  const quoted = QUOTE_CODES.has(text.charCodeAt(nameEnd));
  if (!mayStartValueField(text, quoted ? nameEnd + 1 : nameEnd, nameEnd + MAX_SIBLING_GAP)) {
    return -1;
  }
  const rest = text.slice(nameEnd, nameEnd + MAX_SIBLING_GAP).replace(/^["'`]/, '');
  const field = VALUE_FIELD.exec(rest);
  if (field === null) {
    return -1;
  }
  const offset = text.slice(nameEnd, nameEnd + 1).match(/["'`]/) === null ? 0 : 1;
  return nameEnd + offset + field[0].length;
}

/** Characters of a dotted or namespaced name inside a `<name>` or `<key>` element. */
const ELEMENT_NAME_CHAR = asciiSet(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.:-',
);
const isElementNameCode = (code: number): boolean => code < 128 && ELEMENT_NAME_CHAR[code] === 1;
const ELEMENT_PAIRS = [
  // A property list (Info.plist, an iOS or macOS app's config).
  { open: '<key>', next: /^<\/key>\s{0,40}<string>/ },
  // Hadoop, Hive, HBase and Spark site files: `<property><name>…</name><value>…</value>`.
  { open: '<name>', next: /^<\/name>\s{0,40}<value>/ },
  // Java's XML properties and GeoServer's datastore.xml: `<entry key="passwd">…</entry>`.
  { open: '<entry key="', next: /^">/ },
  // An Android string resource: `<string name="jwt_secret" translatable="false">…</string>`.
  { open: '<string name="', next: /^"(?:\s+[\w:.-]+="[^"\n]*")*\s*>/ },
];

/**
 * A name in one element and its value in the next: `<key>ApiToken</key>` then
 * `<string>…</string>` (a property list), `<name>fs.azure.account.key.x</name>` then
 * `<value>…</value>` (a Hadoop site file). The credential word may be one part of a dotted
 * name. The value is the second element's text; -1 when not that shape.
 */
export function elementPairValueStart(text: string, nameStart: number, nameEnd: number): number {
  let from = nameStart;
  while (from > 0 && nameStart - from < 120 && isElementNameCode(text.charCodeAt(from - 1))) {
    from--;
  }
  const pair = ELEMENT_PAIRS.find(({ open }) => text.startsWith(open, from - open.length));
  if (pair === undefined) {
    return -1;
  }
  let to = nameEnd;
  while (to < text.length && to - nameEnd < 120 && isElementNameCode(text.charCodeAt(to))) {
    to++;
  }
  const element = pair.next.exec(text.slice(to, to + 60));
  return element === null ? -1 : to + element[0].length;
}

const BLOCK_DEFAULT = /^["']?\s*\{[^}]{0,200}?\bdefault\s*=\s*/;

/** Terraform and HCL: `variable "token" { ... default = "..." }`; -1 when not that shape. */
export function blockDefaultStart(text: string, nameStart: number, nameEnd: number): number {
  const opening = text.charCodeAt(nameStart - 1);
  if (opening !== 34 /* " */ && opening !== 39 /* ' */) {
    return -1;
  }
  if (!/variable\s+["']$/.test(text.slice(Math.max(0, nameStart - 12), nameStart))) {
    return -1;
  }
  const block = BLOCK_DEFAULT.exec(text.slice(nameEnd, nameEnd + 260));
  return block === null ? -1 : nameEnd + block[0].length;
}

const NEARBY_REACH_CHARS = 60;

// The fields of a crypt(3)-style password hash before its digest: `$1$salt$` (MD5-crypt),
// `$5$`/`$6$` with `rounds=`, `$2b$12$` (bcrypt), `$y$` (yescrypt), `$8$`/`$9$` (Cisco's
// PBKDF2 and scrypt types), `$argon2id$v=19$m=…$`. What follows is a one-way hash: Cisco's
// `enable secret 5 $1$…` names it with a credential word, and it is still no credential.
// (Juniper's reversible `$9$…` has no second `$` field and does not match.)
const CRYPT_PREFIX =
  /\$(?:1|2[abxy]?|5|6|7|8|9|y|gy|apr1|md5|sha1|scrypt|pbkdf2(?:-sha\d+)?|argon2(?:id|i|d))\$(?:[^\s$]*\$){1,3}$/;

/**
 * A strongly random token a few words after a credential word on the same line ("the key for
 * the staging account: ...", "use the token ... when asked", "bearer=..."), for text that is
 * not an assignment. Returns the candidate or null.
 */
export function nearbyToken(text: string, keywordEnd: number): Candidate | null {
  // The line's end only matters within reach: a search to it would read whole lines of
  // minified code for every keyword on them.
  let limit = Math.min(text.length, keywordEnd + NEARBY_REACH_CHARS);
  for (let at = keywordEnd; at < limit; at++) {
    if (text.charCodeAt(at) === 10) {
      limit = at;
      break;
    }
  }
  let found: Candidate | null = null;
  // A run may end up to MAX_RUN past the limit, but one that starts there is out of reach.
  forEachTokenRun(text, keywordEnd, limit + MAX_RUN, limit, (start, end) => {
    if (start >= limit) {
      return false;
    }
    const trimmed = trimRun(text, start, end);
    const before = text.charCodeAt(start - 1);
    if (trimmed === null || before === 47 || before === 46 || before === 43 || before === 92) {
      return true;
    }
    if (before === 36 && CRYPT_PREFIX.test(text.slice(Math.max(keywordEnd, start - 64), start))) {
      return false;
    }
    const value = text.slice(trimmed[0], trimmed[1]);
    // "cache key v2-deps-<digest>": a key that names content, not a credential.
    if (isStronglyRandom(value) && !isNamedDigest(value)) {
      found = { start: trimmed[0], end: trimmed[1], rule: 'keyword-context', specific: false };
    }
    return false;
  });
  return found;
}

/** Whether the literal held by a name field is itself a credential name (`"key": "apiKey"`). */
export function namesCredential(literal: string): KeyKind | null {
  return /^[A-Za-z_][\w.-]{1,80}$/.test(literal) ? classifyKeyName(literal) : null;
}
