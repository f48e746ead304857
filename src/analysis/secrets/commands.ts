import { isAlnumCode } from './entropy.js';
import { isPlaceholderValue, isVariableReference } from './placeholder.js';
import { findLoginArgumentAt } from './logins.js';
import type { Candidate } from './types.js';
import { isBasicCredentials } from './values.js';

// Credentials in command and configuration lines whose syntax, not a key name, says which word
// is the secret: network devices (Cisco IOS, NX-OS and Arista's `password 7 <hex>`,
// `key 0 <text>`, `snmp-server community <text> RO`, FRRouting's `neighbor <ip> password
// <text>`, SNMPv3's `auth sha <pass> priv aes 128 <pass>`, Juniper's reversible `$9$` strings),
// PowerShell's `ConvertTo-SecureString "<text>" -AsPlainText`, the MySQL clients'
// `-p<password>`, a literal echoed into a credential file, Windows' `net use … /user:` and
// .NET's Basic `AuthenticationHeaderValue`. Most are read where the keyword scan of generic.ts
// already stops (findCommandLineAt, findEchoedAt); `mysql` and `net use` cost a plain search
// each (findCommandSecrets).

/** Every rule this file reports. */
export const COMMAND_RULE_IDS = [
  'network-device-secret',
  'juniper-secret',
  'powershell-plaintext',
  'mysql-cli-password',
  'echoed-secret',
  'net-use-password',
  'basic-auth-header-value',
] as const;
type CommandRuleId = (typeof COMMAND_RULE_IDS)[number];

// Type 7 is Cisco's reversible encoding (two digits of salt, then hex pairs); type 0 is the
// text itself. Types 5, 8 and 9 are one-way hashes and are left alone.
const TYPED_SECRET = / +([07]) +(\S+)/dy;
const COMMUNITY = /snmp-server +community +(\S+) +(?:RO|RW|ro|rw|view)\b/dy;
const NEIGHBOR_PASSWORD = /neighbor +\S+ +password +(?:[07] +)?(\S+)/dy;
const SNMP_V3 = /auth +(?:md5|sha\S*) +(\S+)(?: +priv +(?:des|3des|aes)(?: +\d+)? +(\S+))?/dy;
// Juniper's `$9$` alphabet has no `$`: Cisco's type 9 (`$9$salt$hash`) is a hash and is not
// matched.
const JUNIPER = /\$9\$[A-Za-z0-9./-]{8,}(?![\w./$-])/y;
const SECURE_STRING =
  /ConvertTo-SecureString\s+(?:-String\s+)?(["'])([^"'\r\n]{4,200})\1[^\n]{0,40}?-AsPlainText/diy;
const MYSQL_PASSWORD =
  /mysql(?:dump|admin|import|check|slap|sh)?(?:\.exe)?\b[^\n]{0,200}?\s-p(?:'([^'\n]{4,100})'|"([^"\n]{4,100})"|([^\s'"][^\s'"]{3,100}))/dy;
// A literal echoed into a file named for a credential (`echo "…" > /var/ossec/etc/authd.pass`,
// `printf '%s' … > secrets/api_token`): the set-up step writes the secret.
const ECHOED =
  /(?:echo|printf)\s+(?:-[ne]\s+|'%s'\s+|"%s"\s+)*(["']?)([^"'\s|>;&]{6,200})\1\s*>>?\s*["']?([^\s"';&|]+)/dy;
const CREDENTIAL_FILE =
  /(?:^|[/._-])(?:pass(?:wd|word)?|secret|token|credentials?|api_?key|auth(?:d\.pass|_?key))(?:\.(?:txt|pass|key|conf))?$/i;
// Windows' `net use \\server\share PASSWORD /user:DOMAIN\name`, either order of the two.
const NET_USE =
  /net\s+use\s+(?:[A-Za-z]:\s+)?\\\\\S+\s+(?:\/user:\S+\s+([^\s/"*][^\s"]{3,100})|([^\s/"*][^\s"]{3,100})\s+\/user:)/diy;
// .NET's `new AuthenticationHeaderValue("Basic", "<base64 of user:password>")`.
const BASIC_HEADER_VALUE =
  /AuthenticationHeaderValue\(\s*"Basic"\s*,\s*"([A-Za-z0-9+/=]{8,400})"/dy;
// The SNMP communities every device ships with: a default, not a secret of this network.
const DEFAULT_COMMUNITIES = new Set(['public', 'private']);
const MIN_PLAIN_CHARS = 6;

function push(
  out: Candidate[],
  match: RegExpExecArray,
  group: number,
  rule: CommandRuleId,
  accept: (value: string) => boolean,
): void {
  const value = match[group];
  const span = match.indices?.[group];
  if (value === undefined || span === undefined || !accept(value)) {
    return;
  }
  out.push({ start: span[0], end: span[1], rule, specific: true });
}

// A word of prose ("the password 0 times") is no password: a digit, a symbol or mixed case is.
function isPlainSecret(value: string): boolean {
  return (
    value.length >= MIN_PLAIN_CHARS &&
    (/[^A-Za-z]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value))) &&
    !isPlaceholderValue(value) &&
    !isVariableReference(value) &&
    !/^[<{$%[]|[>}\]]$/.test(value)
  );
}

function isWordCode(code: number): boolean {
  return isAlnumCode(code) || code === 95; /* _ */
}

/** What to read where a line's syntax starts: a sticky pattern, and what it finds there. */
interface AnchoredFinder {
  readonly pattern: RegExp;
  readonly visit: (match: RegExpExecArray, out: Candidate[]) => void;
}

function tryAt(finder: AnchoredFinder, text: string, at: number, out: Candidate[]): boolean {
  finder.pattern.lastIndex = at;
  const match = finder.pattern.exec(text);
  if (match !== null) {
    finder.visit(match, out);
  }
  return match !== null;
}

const COMMUNITY_FINDER: AnchoredFinder = {
  pattern: COMMUNITY,
  visit: (match, out) => {
    push(out, match, 1, 'network-device-secret', (value) => {
      return isPlainSecret(value) && !DEFAULT_COMMUNITIES.has(value.toLowerCase());
    });
  },
};
const NEIGHBOR_FINDER: AnchoredFinder = {
  pattern: NEIGHBOR_PASSWORD,
  visit: (match, out) => {
    push(out, match, 1, 'network-device-secret', isPlainSecret);
  },
};
const SNMP_V3_FINDER: AnchoredFinder = {
  pattern: SNMP_V3,
  visit: (match, out) => {
    push(out, match, 1, 'network-device-secret', isPlainSecret);
    push(out, match, 2, 'network-device-secret', isPlainSecret);
  },
};
const JUNIPER_FINDER: AnchoredFinder = {
  pattern: JUNIPER,
  visit: (match, out) => {
    const start = match.index;
    out.push({ start, end: start + match[0].length, rule: 'juniper-secret', specific: true });
  },
};
const SECURE_STRING_FINDER: AnchoredFinder = {
  pattern: SECURE_STRING,
  visit: (match, out) => {
    push(out, match, 2, 'powershell-plaintext', (value) => {
      return isPlainSecret(value) && !value.includes('$');
    });
  },
};
const ECHOED_FINDER: AnchoredFinder = {
  pattern: ECHOED,
  visit: (match, out) => {
    if (CREDENTIAL_FILE.test(match[3] ?? '')) {
      push(out, match, 2, 'echoed-secret', isPlainSecret);
    }
  },
};
const NET_USE_FINDER: AnchoredFinder = {
  pattern: NET_USE,
  visit: (match, out) => {
    push(out, match, match[1] !== undefined ? 1 : 2, 'net-use-password', isPlainSecret);
  },
};
const BASIC_HEADER_FINDER: AnchoredFinder = {
  pattern: BASIC_HEADER_VALUE,
  visit: (match, out) => {
    push(out, match, 1, 'basic-auth-header-value', isBasicCredentials);
  },
};
const MYSQL_FINDER: AnchoredFinder = {
  pattern: MYSQL_PASSWORD,
  visit: (match, out) => {
    const group = match[1] !== undefined ? 1 : match[2] !== undefined ? 2 : 3;
    push(out, match, group, 'mysql-cli-password', isPlainSecret);
  },
};

function eachAt(text: string, anchor: string, visit: (at: number) => void): void {
  for (let at = text.indexOf(anchor); at >= 0; at = text.indexOf(anchor, at + 1)) {
    if (at === 0 || !isWordCode(text.charCodeAt(at - 1))) {
      visit(at);
    }
  }
}

/**
 * The command lines whose anchor no keyword of the keyword scan names: `mysql … -p…` and
 * `net use … /user:`. Two plain searches; the other command lines are read from the keyword
 * scan's hits (findCommandLineAt, findEchoedAt), which costs no pass of its own.
 */
export function findCommandSecrets(text: string, out: Candidate[]): void {
  eachAt(text, 'mysql', (at) => tryAt(MYSQL_FINDER, text, at, out));
  for (let at = text.indexOf('/user:'); at >= 0; at = text.indexOf('/user:', at + 1)) {
    const from = lineStartBefore(text, at);
    const use = /net\s+use\s/i.exec(text.slice(from, at));
    if (use !== null) {
      tryAt(NET_USE_FINDER, text, from + use.index, out);
    }
  }
}

// How far back a command line's start is looked for from a keyword hit on it.
const MAX_LINE_LOOK_BACK = 300;

// The keyword hits that start a command's syntax (their names, lower case), and what reads it.
const LINE_FINDERS: readonly (readonly [string, AnchoredFinder])[] = [
  ['auth', SNMP_V3_FINDER],
  ['snmp-server', COMMUNITY_FINDER],
  ['convertto-securestring', SECURE_STRING_FINDER],
  ['authenticationheadervalue', BASIC_HEADER_FINDER],
];

/** Whether `text` holds `word` (lower case letters and dashes) at `at`, in any case. */
function isWordAt(text: string, at: number, word: string): boolean {
  for (let index = 0; index < word.length; index++) {
    if ((text.charCodeAt(at + index) | 32) !== word.charCodeAt(index)) {
      return false;
    }
  }
  return true;
}

/**
 * At a hit of the keyword scan: the command line it starts (`snmp-server community`, SNMPv3's
 * `auth sha …`, `ConvertTo-SecureString`, `AuthenticationHeaderValue(`), or the one it ends
 * (`neighbor … password …`). True when a secret was found.
 */
function findLineSecretsAt(
  text: string,
  nameStart: number,
  nameEnd: number,
  out: Candidate[],
): boolean {
  // Every hit comes here: the names are told apart by length and letters, with no copy.
  const length = nameEnd - nameStart;
  for (const [name, finder] of LINE_FINDERS) {
    if (name.length === length && isWordAt(text, nameStart, name)) {
      return tryAt(finder, text, nameStart, out);
    }
  }
  // `neighbor <ip> password <text>`: a space follows, and the line before names the neighbour.
  if (length !== 8 || text.charCodeAt(nameEnd) !== 32 || !isWordAt(text, nameStart, 'password')) {
    return false;
  }
  const from = lineStartBefore(text, nameStart);
  const neighbor = text.slice(from, nameStart).indexOf('neighbor ');
  return neighbor >= 0 && tryAt(NEIGHBOR_FINDER, text, from + neighbor, out);
}

/** Where the line of `at` starts, or MAX_LINE_LOOK_BACK characters before `at`. */
function lineStartBefore(text: string, at: number): number {
  const limit = Math.max(0, at - MAX_LINE_LOOK_BACK);
  let from = at;
  while (from > limit && text.charCodeAt(from - 1) !== 10) {
    from--;
  }
  return from;
}

// The words before a network device's typed secret (`password 7 …`, `key-string 0 …`).
const DEVICE_SECRET_WORDS = new Set([
  'password',
  'secret',
  'key',
  'key-string',
  'authentication-key',
]);

/**
 * Cisco's typed secret after a credential word the keyword scan stopped at
 * (`password 7 <hex>`, `key 0 <text>`); true when found. Types 5, 8 and 9 are one-way hashes
 * and are left alone.
 */
function findTypedSecretAt(
  text: string,
  nameStart: number,
  wordEnd: number,
  out: Candidate[],
): boolean {
  // `<word> 7 ` or `<word> 0 `, told by the characters after the name before it is copied:
  // most hits are followed by something else.
  let typeAt = wordEnd;
  while (text.charCodeAt(typeAt) === 32) {
    typeAt++;
  }
  const type = text.charCodeAt(typeAt);
  if (
    typeAt === wordEnd ||
    (type !== 48 && type !== 55) /* 0 7 */ ||
    text.charCodeAt(typeAt + 1) !== 32 ||
    !DEVICE_SECRET_WORDS.has(text.slice(nameStart, wordEnd).toLowerCase())
  ) {
    return false;
  }
  TYPED_SECRET.lastIndex = wordEnd;
  const match = TYPED_SECRET.exec(text);
  const span = match?.indices?.[2];
  const value = match?.[2];
  if (match === null || span === undefined || value === undefined) {
    return false;
  }
  const accepted =
    match[1] === '7' ? /^\d\d(?:[0-9A-Fa-f]{2}){2,}$/.test(value) : isPlainSecret(value);
  if (accepted) {
    out.push({ start: span[0], end: span[1], rule: 'network-device-secret', specific: true });
  }
  return accepted;
}

/**
 * At a name the keyword scan stopped at: a typed secret after it, a Juniper `$9$` value after
 * it, or a command line it starts or ends (findLineSecretsAt); true when found.
 */
export function findCommandLineAt(
  text: string,
  nameStart: number,
  wordEnd: number,
  out: Candidate[],
): boolean {
  return (
    findTypedSecretAt(text, nameStart, wordEnd, out) ||
    findJuniperAfter(text, wordEnd, out) ||
    findLineSecretsAt(text, nameStart, wordEnd, out) ||
    findLoginArgumentAt(text, nameStart, wordEnd, out)
  );
}

/**
 * At a keyword hit inside a path (`> /var/ossec/etc/authd.pass`): the literal an `echo` or
 * `printf` earlier on the line writes there, when the path names a credential file.
 */
export function findEchoedAt(text: string, at: number, out: Candidate[]): void {
  // A redirect first, found by a step back through the line: most paths have none.
  const limit = Math.max(0, at - MAX_LINE_LOOK_BACK);
  let redirect = at - 1;
  while (
    redirect >= limit &&
    text.charCodeAt(redirect) !== 62 &&
    text.charCodeAt(redirect) !== 10
  ) {
    redirect--;
  }
  if (redirect < limit || text.charCodeAt(redirect) !== 62) {
    return;
  }
  const from = lineStartBefore(text, redirect);
  const echo = /(?:^|[^\w])(echo|printf)\s/.exec(text.slice(from, redirect));
  if (echo !== null) {
    tryAt(ECHOED_FINDER, text, from + echo.index + echo[0].indexOf(echo[1] ?? ''), out);
  }
}

/**
 * Juniper's reversible `$9$` string as the value after a credential word the keyword scan
 * stopped at (`encrypted-password "$9$…"`, `authentication-key "$9$…"`); true when found.
 */
function findJuniperAfter(text: string, wordEnd: number, out: Candidate[]): boolean {
  let at = wordEnd;
  while (at < wordEnd + 4 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 34)) {
    at++;
  }
  return text.startsWith('$9$', at) && tryAt(JUNIPER_FINDER, text, at, out);
}
