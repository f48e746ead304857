import { isWhiteSpaceCode } from '../../common/index.js';
import { asciiSet, isAlnumCode, shannonEntropy } from './entropy.js';
import { hasPlaceholderShape, isPlaceholderValue, isVariableReference } from './placeholder.js';
import { searchThrough } from './text-search.js';
import type { Candidate } from './types.js';

// Secrets recognised by their surroundings rather than a prefix: key blocks, credentials inside
// URLs, webhook URLs (the URL itself is the credential), `curl -u` and a few token shapes whose
// only anchor is a character in the middle. Each finder starts from a literal that is rare in
// ordinary code, so the engine skips most text without looking at it.

/** Every rule this file reports. */
export const STRUCTURAL_RULE_IDS = [
  'private-key',
  'connection-string',
  'url-credentials',
  'webhook-url',
  'signed-url',
  'url-path-key',
  'basic-auth',
  'auth-pair',
  'authorization-header',
  'azure-client-secret',
  'facebook-token',
  'telegram-token',
] as const;
type StructuralRuleId = (typeof STRUCTURAL_RULE_IDS)[number];

// OpenVPN's static key (`tls-auth`, `tls-crypt`, `secret`) is a shared secret in hex.
const KEY_HEADER =
  /-----BEGIN(?:[ A-Z0-9_-]{0,60}PRIVATE KEY(?: BLOCK)?| OpenVPN Static key V1)-----/g;
const KEY_FOOTER =
  /-----END(?:[ A-Z0-9_-]{0,60}PRIVATE KEY(?: BLOCK)?| OpenVPN Static key V1)-----/y;
const PUTTY_MARKER = 'PuTTY-User-Key-File-';
const findPuttyMarker = searchThrough(PUTTY_MARKER, 'TTY-U');
const PUTTY_KEY = /PuTTY-User-Key-File-\d+:[^\n]*\n(?:[^\n]*\n){0,200}?Private-MAC:[^\n]*/y;
const KEY_BODY_RUN = /(?:\s|\\[nr])*[A-Za-z0-9+/=]+(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]+)*/y;
const MAX_KEY_CHARS = 20_000;
const MIN_KEY_BODY_CHARS = 50;

/** Base64 characters of a key body, skipping line breaks, escapes, quotes and armor headers. */
function keyBodyCharacters(body: string): string {
  return body
    .replace(/\\[nr]/g, '\n')
    .split('\n')
    .filter((line) => !line.includes(':'))
    .join('')
    .replace(/[^A-Za-z0-9+/=]/g, '');
}

function isRealKeyBody(body: string): boolean {
  if (hasPlaceholderShape(body)) {
    return false;
  }
  const characters = keyBodyCharacters(body);
  // Random hex carries at most 4 bits a character; base64 about 6.
  const floor = /^[0-9a-f]+$/i.test(characters) ? 3.5 : 4;
  return characters.length >= MIN_KEY_BODY_CHARS && shannonEntropy(characters) >= floor;
}

/** PEM, OpenSSH, PGP and PuTTY private keys: the whole block, header to footer. */
export function findPrivateKeys(text: string, out: Candidate[]): void {
  const headers = KEY_HEADER;
  headers.lastIndex = 0;
  let header: RegExpExecArray | null;
  // The next footer after a header is the next footer after every header before it: searching
  // again from each header would make a text of many headers and no footer quadratic.
  let footerAt = -2;
  while ((header = headers.exec(text)) !== null) {
    const bodyStart = header.index + header[0].length;
    if (footerAt === -2 || (footerAt >= 0 && footerAt < bodyStart)) {
      footerAt = text.indexOf('-----END', bodyStart);
    }
    let end: number;
    if (footerAt >= 0 && footerAt - bodyStart <= MAX_KEY_CHARS) {
      KEY_FOOTER.lastIndex = footerAt;
      const footer = KEY_FOOTER.exec(text);
      end = footer === null ? footerAt : footerAt + footer[0].length;
      // A key escaped inside a string (a service-account JSON file): the PEM's final line
      // break, `\n`, is the value's last two characters.
      if (footer !== null && text.startsWith('\\n', end) && text.startsWith('\\n', bodyStart)) {
        end += 2;
      }
      if (!isRealKeyBody(text.slice(bodyStart, footerAt))) {
        continue;
      }
    } else {
      // No footer (a cut excerpt): redact the base64 run that follows the header.
      KEY_BODY_RUN.lastIndex = bodyStart;
      const body = KEY_BODY_RUN.exec(text);
      if (body === null || !isRealKeyBody(body[0])) {
        continue;
      }
      end = bodyStart + body[0].length;
    }
    out.push({ start: header.index, end, rule: 'private-key', specific: true });
    headers.lastIndex = end;
  }
  for (let at = findPuttyMarker(text); at >= 0; at = findPuttyMarker(text, at + 1)) {
    PUTTY_KEY.lastIndex = at;
    const putty = PUTTY_KEY.exec(text);
    if (putty !== null) {
      out.push({ start: at, end: at + putty[0].length, rule: 'private-key', specific: true });
    }
  }
}

const URL_SCHEMES = /:\/\//g;
const DATABASE_SCHEMES =
  /^(?:jdbc:)?(?:mongodb(?:\+srv)?|mysql(?:x)?|mariadb|postgres(?:ql)?|redis|rediss|amqps?|mssql|sqlserver|oracle|db2|cockroachdb|clickhouse|neo4j(?:\+s)?|bolt|couchdb|cassandra|memcached|ldaps?|kafka|nats|sqlite)$/i;
// A URL ends at whitespace, quotes, brackets or markup; its authority also at `/`, `?`, `#`.
// Tables of character codes: a regular expression tested on each character (`charAt`) was
// most of the cost of reading a URL.
const URL_END = asciiSet('"\'`<>()[]{}\\^|,');
const AUTHORITY_END = asciiSet('"\'`<>/\\?#');
const SCHEME_CHAR = asciiSet('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+.:-');

/** Whether the character at `at` is in `table` or white space; false past the end. */
function endsAt(table: Uint8Array, text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return (code < 128 && table[code] === 1) || isWhiteSpaceCode(code);
}
// Webhook URLs whose path or query is the credential: whoever holds one can post as the app.
const WEBHOOKS: readonly RegExp[] = [
  /^(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[\w-]{20,}/,
  /^[\w-]+\.webhook\.office\.com\/webhookb?2?\/\S{20,}/,
  /^outlook\.office(?:365)?\.com\/webhook\/\S{20,}/,
  /^[\w-]+\.\w+\.logic\.azure\.com(?::\d+)?\/workflows\/\S*[?&]sig=[\w%-]{20,}/,
  /^chat\.googleapis\.com\/v1\/spaces\/\S+[?&](?:key|token)=[\w%-]{20,}/,
  /^hooks\.zapier\.com\/hooks\/catch\/\d+\/\w{5,}/,
  /^maker\.ifttt\.com\/trigger\/[^/\s]+\/with\/key\/[\w-]{16,}/,
  // Incoming webhooks of self-hosted chat on any host: Mattermost's `/hooks/<26 characters>`,
  // Rocket.Chat's `/hooks/<id>/<token>`.
  /^[\w.-]+(?::\d+)?\/hooks\/(?=[a-z\d]*[a-z])(?=[a-z\d]*\d)[a-z\d]{20,40}(?![\w-])/,
  /^[\w.-]+(?::\d+)?\/hooks\/[A-Za-z\d]{12,24}\/[A-Za-z\d]{32,64}(?![\w-])/,
];
// All of them in one expression: one test per URL instead of one per service.
const WEBHOOK = new RegExp(`^(?:${WEBHOOKS.map((pattern) => pattern.source.slice(1)).join('|')})`);
// Blockchain RPC endpoints whose path carries the project's API key: Infura (`/v3/<32 hex>`),
// Alchemy (`/v2/<key>`), QuickNode (`<name>.quiknode.pro/<token>/`), Ankr (`rpc.ankr.com/<chain>/
// <64 hex>`). Whoever holds the URL spends the project's quota. Group 1 is the key.
const RPC_PATH_KEY =
  /^(?:[\w-]+\.infura\.io\/v3\/([0-9a-f]{32})|[\w-]+\.g\.alchemy\.com\/v2\/([\w-]{32})|[\w-]+(?:\.[\w-]+)?\.quiknode\.pro\/([0-9a-f]{32,64})|rpc\.ankr\.com\/[\w-]+\/([0-9a-f]{64}))(?![\w-])/;
// Azure shared access signatures and similar signed URLs carry the credential in `sig=`.
const SIGNATURE_PARAMETER =
  /[?&](?:sig|signature|X-Amz-Signature|X-Goog-Signature)=([\w%+/=-]{20,})/;

// Passwords that documentation and URI test vectors put in a URL (`http://User:Pass@host`,
// `ftp://anonymous:guest@host`): stand-ins, not credentials, whatever the host.
const URL_STAND_INS = new Set(
  (
    'pass pw pwd passwd pass123 guest anonymous secret secret123 foo bar baz qux abc abc123 ' +
    '123 1234 12345 123456 qwerty letmein tiger demo info hunter2 pa55 p4ss s3cret'
  ).split(' '),
);

// Hosts reserved for documentation and tests (RFC 2606 and 6761: example.com/.org/.net,
// `.example`, `.test`, `.invalid`, `.localhost`) and loopback addresses.
const EXAMPLE_HOST =
  /^(?:[\w-]+\.)*(?:example(?:\.(?:com|org|net|edu))?|test|invalid|localhost)$|^127(?:\.\d{1,3}){3}$|^\[::1\]$|^0\.0\.0\.0$/i;

function percentDecoded(value: string): string {
  if (!value.includes('%')) {
    return value;
  }
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isWeakPassword(user: string, password: string, host: string): boolean {
  const bare = percentDecoded(password.replace(/^["']|["']$/g, ''));
  if (
    bare.length < 4 ||
    bare === user ||
    /^(.)\1*$/.test(bare) ||
    /passw(?:or)?d|pass\s*word/i.test(bare) ||
    isPlaceholderValue(bare) ||
    URL_STAND_INS.has(bare.toLowerCase()) ||
    /^[$%{(]/.test(bare)
  ) {
    return true;
  }
  // A URL to a documentation or loopback host is an example or a test vector: only a password
  // that is not a short word (`def`, `Secret`) still counts; `S3cr3tP4ss`-like mixes do.
  return EXAMPLE_HOST.test(host) && (bare.length < 8 || /^[A-Za-z\s]+$/.test(bare));
}

/**
 * An API key passed as the user with an empty password (`curl -u "sk_live_…:"`,
 * `https://KEY:@api.example.com`): Stripe, PrestaShop's webservice, Sift and Medusa take their
 * keys this way. A name is not that shape: the key is long, random letters and digits.
 */
function isKeyAsUser(user: string, password: string): boolean {
  return (
    password === '' &&
    user.length >= 16 &&
    /^[A-Za-z0-9_-]+$/.test(user) &&
    /\d/.test(user) &&
    /[A-Za-z]/.test(user) &&
    shannonEntropy(user) >= 3 &&
    !isPlaceholderValue(user)
  );
}

function urlEnd(text: string, from: number): number {
  let end = from;
  const limit = Math.min(text.length, from + 2_000);
  while (end < limit && !endsAt(URL_END, text, end)) {
    end++;
  }
  // A sentence-final dot or comma is not part of the URL.
  while (end > from && /[.,;:!]/.test(text.charAt(end - 1))) {
    end--;
  }
  return end;
}

function hasCode(text: string, code: number, start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    if (text.charCodeAt(at) === code) {
      return true;
    }
  }
  return false;
}

function findUrlCredentials(
  text: string,
  schemeStart: number,
  separator: number,
  out: Candidate[],
): void {
  const authorityStart = separator + 3;
  let authorityEnd = authorityStart;
  const limit = Math.min(text.length, authorityStart + 300);
  while (authorityEnd < limit && !endsAt(AUTHORITY_END, text, authorityEnd)) {
    authorityEnd++;
  }
  if (text.charCodeAt(authorityEnd) === 35 /* # */) {
    // An unencoded `#` inside a password (`https://app:F3#xyz@git.example.com`): the authority
    // goes on to the `@` when one follows before the path.
    let end = authorityEnd + 1;
    while (end < limit && !endsAt(AUTHORITY_END, text, end)) {
      end++;
    }
    if (text.slice(authorityEnd, end).includes('@')) {
      authorityEnd = end;
    }
  }
  if (!hasCode(text, 64 /* @ */, authorityStart, authorityEnd)) {
    // No user information: most URLs in code and docs end here, with nothing copied.
    return;
  }
  const scheme = text.slice(schemeStart, separator);
  const authority = text.slice(authorityStart, authorityEnd);
  const at = authority.lastIndexOf('@');
  const colon = authority.indexOf(':');
  if (at <= 0 || colon <= 0 || colon > at) {
    return;
  }
  const user = authority.slice(0, colon);
  const password = authority.slice(colon + 1, at);
  const hostAndPort = authority.slice(at + 1);
  const host = hostAndPort.startsWith('[')
    ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1)
    : hostAndPort.replace(/:\d*$/, '');
  if (!/^[\w.[-]/.test(hostAndPort)) {
    return;
  }
  if (isKeyAsUser(user, password)) {
    out.push({
      start: authorityStart,
      end: authorityStart + colon,
      rule: 'url-credentials',
      specific: true,
    });
    return;
  }
  if (isWeakPassword(user, password, host)) {
    return;
  }
  out.push({
    start: authorityStart,
    end: authorityStart + at,
    rule: DATABASE_SCHEMES.test(scheme) ? 'connection-string' : 'url-credentials',
    specific: true,
  });
}

/**
 * Credentials in URLs (`scheme://user:password@host`), webhook URLs and URL signatures. Slack
 * webhooks, which also appear without a scheme, are found with the provider tokens.
 */
export function findUrlSecrets(text: string, out: Candidate[]): void {
  const hits = URL_SCHEMES;
  hits.lastIndex = 0;
  let hit: RegExpExecArray | null;
  while ((hit = hits.exec(text)) !== null) {
    const separator = hit.index;
    let schemeStart = separator;
    while (
      schemeStart > 0 &&
      schemeStart > separator - 30 &&
      SCHEME_CHAR[text.charCodeAt(schemeStart - 1)] === 1
    ) {
      schemeStart--;
    }
    const first = text.charCodeAt(schemeStart) | 32;
    if (schemeStart === separator || first < 97 /* a */ || first > 122 /* z */) {
      continue;
    }
    findUrlCredentials(text, schemeStart, separator, out);
    const end = urlEnd(text, separator + 3);
    const rest = text.slice(separator + 3, end);
    // The next URL starts after this one: rescanning its tail from every `://` inside it
    // would make a text of chained URLs quadratic.
    hits.lastIndex = Math.max(hits.lastIndex, end);
    if (WEBHOOK.test(rest) && !hasPlaceholderShape(rest) && shannonEntropy(rest) >= 3.5) {
      out.push({
        start: schemeStart,
        end: separator + 3 + rest.length,
        rule: 'webhook-url',
        specific: true,
      });
    }
    const rpc = RPC_PATH_KEY.exec(rest);
    const rpcKey = rpc?.slice(1).find(Boolean);
    if (rpc !== null && rpcKey !== undefined && shannonEntropy(rpcKey) >= 3) {
      const start = separator + 3 + rpc[0].length - rpcKey.length;
      out.push({ start, end: start + rpcKey.length, rule: 'url-path-key', specific: true });
    }
    const signature = SIGNATURE_PARAMETER.exec(rest);
    if (signature?.[1] !== undefined && shannonEntropy(signature[1]) >= 3.5) {
      const start = separator + 3 + signature.index + signature[0].length - signature[1].length;
      out.push({ start, end: start + signature[1].length, rule: 'signed-url', specific: true });
    }
  }
}

// An Azure shared access signature outside a URL: a SAS token on its own
// (`AZURE_STORAGE_SAS_TOKEN="sv=2022-11-02&ss=b&…&sig=…"`, vcpkg's
// `x-azblob,<url>,<sas>,readwrite`), told by its service version before the signature.
const SAS_SIGNATURE = /(?:^|[?&,"'\s=])sv=\d{4}-\d\d-\d\d&[^\s"',]{0,200}?&sig=([\w%+/=-]{20,})/g;

// The shared access signature of IoT Hub, Event Hubs and Service Bus, as a whole token:
// `SharedAccessSignature sr=<resource>&sig=<signature>&se=<expiry>&skn=<policy>`.
const SHARED_ACCESS_SIGNATURE =
  /SharedAccessSignature\s+((?:sr|sig|se|skn)=[^\s"'&]+(?:&(?:sr|sig|se|skn)=[^\s"'&]+){2,3})/g;

/** SAS tokens that stand outside a URL (inside one, findUrlSecrets reads them). */
export function findSasTokens(text: string, out: Candidate[]): void {
  if (!text.includes('sig=')) {
    return;
  }
  for (const match of text.matchAll(SHARED_ACCESS_SIGNATURE)) {
    const signature = /(?:^|&)sig=([^&]+)/.exec(match[1] ?? '')?.[1];
    if (signature !== undefined && shannonEntropy(signature) >= 3.5) {
      out.push({
        start: match.index,
        end: match.index + match[0].length,
        rule: 'signed-url',
        specific: true,
      });
    }
  }
  if (!text.includes('&sig=')) {
    return;
  }
  for (const match of text.matchAll(SAS_SIGNATURE)) {
    const signature = match[1];
    if (signature !== undefined && shannonEntropy(signature) >= 3.5) {
      const start = match.index + match[0].length - signature.length;
      out.push({ start, end: start + signature.length, rule: 'signed-url', specific: true });
    }
  }
}

const CURL_USER = /(?:^|\s)(?:-u|--user)(?:=|[ \t]+)((?:[^\s'"]+|'[^'\n]*'|"[^"\n]*")+)/g;
const CURL_BEARER = /(?:^|\s)--oauth2-bearer[ \t=]+["']?([\w.~+/=-]{8,})/g;

/** Where a shell command starting at `start` ends: the first line end not escaped by `\`. */
function commandEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + 3_000);
  let end = start;
  while (end < limit) {
    const newline = text.indexOf('\n', end);
    if (newline < 0 || newline >= limit) {
      return limit;
    }
    end = newline + 1;
    if (!/\\\s*$/.test(text.slice(Math.max(start, newline - 4), newline))) {
      return end;
    }
  }
  return end;
}

// A user name and a password passed together to an HTTP client: `auth=("admin", "…")`
// (Python requests), `HTTPBasicAuth("u", "…")`, `.auth("u", "…")` (superagent), Go's
// `SetBasicAuth("u", "…")`, `Credentials.basic("u", "…")` (OkHttp), `new NetworkCredential("u",
// "…")` (.NET). Both must be literals: a variable is read from elsewhere.
const AUTH_PAIR_CALLEES =
  /^(?:auth|httpbasicauth|httpdigestauth|httpproxyauth|basicauth|digestauth|setbasicauth|basic|networkcredential|usernamepasswordcredentials|passwordauthentication)$/;
const AUTH_PAIR_ARGS =
  /^\s*(?:=\s*)?\(\s*(["'`])([^"'`\n\\]{1,100})\1\s*,\s*(["'`])([^"'`\n\\]{1,200})\3/;

const MIN_AUTH_CALLEE_CHARS = 4; // auth
const MAX_AUTH_CALLEE_CHARS = 27; // usernamepasswordcredentials

/**
 * The password of a user-and-password pair passed to the identifier `text[nameStart,
 * nameEnd)` (its last dotted segment names the call), or nothing. Returns whether one was
 * reported.
 */
export function findAuthPairAt(
  text: string,
  nameStart: number,
  nameEnd: number,
  out: Candidate[],
): boolean {
  // The callee is the last dotted segment; its length rules most names out before a copy.
  let segmentStart = nameEnd;
  while (segmentStart > nameStart && text.charCodeAt(segmentStart - 1) !== 46 /* . */) {
    segmentStart--;
  }
  const length = nameEnd - segmentStart;
  if (
    length < MIN_AUTH_CALLEE_CHARS ||
    length > MAX_AUTH_CALLEE_CHARS ||
    !AUTH_PAIR_CALLEES.test(text.slice(segmentStart, nameEnd).toLowerCase())
  ) {
    return false;
  }
  const pair = AUTH_PAIR_ARGS.exec(text.slice(nameEnd, nameEnd + 400));
  if (pair === null) {
    return false;
  }
  const [whole, , user = '', , password = ''] = pair;
  if (
    isWeakPassword(user, password, '') ||
    isVariableReference(password) ||
    shannonEntropy(password) < 2.5
  ) {
    return false;
  }
  const start = nameEnd + whole.length - password.length - 1;
  out.push({ start, end: start + password.length, rule: 'auth-pair', specific: false });
  return true;
}

/**
 * `curl -u user:password` and `curl --oauth2-bearer TOKEN` in the command starting at `start`
 * (a `curl` the keyword scan found), on the command's own lines. Returns where the command ends.
 */
export function findCurlCredentialsAt(text: string, start: number, out: Candidate[]): number {
  const end = commandEnd(text, start);
  const command = text.slice(start, end);
  // The host the command calls (`curl -u user:pass https://api.example.com/...`).
  const host = /:\/\/(?:[^@\s/]*@)?([\w.-]+|\[[\w:]+\])/.exec(command)?.[1] ?? '';
  CURL_USER.lastIndex = 0;
  let user: RegExpExecArray | null;
  while ((user = CURL_USER.exec(command)) !== null) {
    const argument = user[1] ?? '';
    const bare = argument.replace(/["']/g, '');
    const colon = bare.indexOf(':');
    const argumentStart = start + user.index + user[0].length - argument.length;
    if (colon > 0 && isKeyAsUser(bare.slice(0, colon), bare.slice(colon + 1))) {
      const keyStart = argumentStart + (/^["']/.test(argument) ? 1 : 0);
      out.push({ start: keyStart, end: keyStart + colon, rule: 'basic-auth', specific: true });
      continue;
    }
    if (
      colon <= 0 ||
      isWeakPassword(bare.slice(0, colon), bare.slice(colon + 1), host) ||
      isVariableReference(bare)
    ) {
      continue;
    }
    out.push({
      start: argumentStart,
      end: argumentStart + argument.length,
      rule: 'basic-auth',
      specific: true,
    });
  }
  CURL_BEARER.lastIndex = 0;
  let bearer: RegExpExecArray | null;
  while ((bearer = CURL_BEARER.exec(command)) !== null) {
    const value = bearer[1] ?? '';
    if (!isPlaceholderValue(value) && shannonEntropy(value) >= 3) {
      const valueStart = start + command.indexOf(value, bearer.index);
      out.push({
        start: valueStart,
        end: valueStart + value.length,
        rule: 'authorization-header',
        specific: true,
      });
    }
  }
  return end;
}

const AZURE_SECRET = /[a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.-]{31,34}(?=$|[\\'"`\s<),;])/y;
// Facebook app tokens are `app id|app secret`; Telegram bot tokens `bot id:AA…`. The separator
// is the rare part, so the search starts there and backs up over the digits.
const FACEBOOK_APP_TOKEN = /\d{15,16}\|[\w-]{27,40}(?![\w+/-])/y;
const TELEGRAM_BOT_TOKEN = /\d{5,16}:A[\w-]{34}(?![\w+/-])/y;

function findAfterDigits(
  text: string,
  separator: string,
  token: RegExp,
  rule: StructuralRuleId,
  out: Candidate[],
): void {
  let at = text.indexOf(separator);
  while (at >= 0) {
    let start = at;
    while (start > 0 && at - start < 17 && isDigitCode(text.charCodeAt(start - 1))) {
      start--;
    }
    let end = -1;
    if (at - start >= 5 && (start === 0 || !isAlnumCode(text.charCodeAt(start - 1)))) {
      token.lastIndex = start;
      const match = token.exec(text);
      if (match !== null && shannonEntropy(match[0]) >= 3) {
        end = start + match[0].length;
        out.push({ start, end, rule, specific: true });
      }
    }
    at = text.indexOf(separator, end > 0 ? end : at + 1);
  }
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Azure AD client secrets (`…Q~…`), Facebook app tokens (`id|secret`), Telegram bot tokens. */
export function findInfixTokens(text: string, out: Candidate[]): void {
  let at = text.indexOf('Q~');
  while (at >= 0) {
    const start = at - 4;
    at = text.indexOf('Q~', at + 2);
    if (start < 0 || (start > 0 && !/[\s'"`>=:(,)\\]/.test(text.charAt(start - 1)))) {
      continue;
    }
    AZURE_SECRET.lastIndex = start;
    const match = AZURE_SECRET.exec(text);
    if (match !== null && !hasPlaceholderShape(match[0]) && shannonEntropy(match[0]) >= 3) {
      out.push({
        start,
        end: start + match[0].length,
        rule: 'azure-client-secret',
        specific: true,
      });
    }
  }
  findAfterDigits(text, '|', FACEBOOK_APP_TOKEN, 'facebook-token', out);
  findAfterDigits(text, ':A', TELEGRAM_BOT_TOKEN, 'telegram-token', out);
}
