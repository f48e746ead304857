import { shannonEntropy } from './entropy.js';
import { hasPlaceholderShape, isPlaceholderValue, isVariableReference } from './placeholder.js';
import type { Candidate } from './types.js';

// Secrets that release and CI scripts pass to a tool's login on its command line, where the
// syntax of the command, not a key name, says which word is the secret:
// - a registry or cloud login's password flag (`docker login -u ci -p <password> host`,
//   `helm registry login … --password <password>`, `oc login … -p`, `az login … -p`);
// - a literal echoed into a login's `--password-stdin` (`echo "<token>" | docker login …`);
// - a token as the login's own argument (`cargo login <token>`, `snyk auth <token>`,
//   `ngrok authtoken <token>`, `ngrok config add-authtoken <token>`).
// The line around a hit (with its `\` continuations) is read with the command's own pattern.
// Apple's `xcrun altool … -p <password>`, signtool's `/p <password>` and MinIO's `mc alias set
// … <secret key>` were read too at first, and left out: a plain search for each cost about as
// much as the rest of this file on ordinary source (they are rare; a `--password` flag of theirs
// is read by the keyword scan).

/** Every rule this file reports. */
export const LOGIN_RULE_IDS = ['cli-login-secret'] as const;

// A value on a command line: single-quoted, double-quoted or bare.
const VALUE = String.raw`(?:'([^'\n]{4,200})'|"([^"\n]{4,200})"|([^\s'"|;&]{4,200}))`;
// Any characters of the command up to the flag, across `\` line continuations; bounded, so a
// text of many `login`s costs a constant per hit.
const ARGS = String.raw`(?:[^\n|;&]|\\\n){0,300}?`;

const LOGIN_FLAG = new RegExp(
  String.raw`\blogin\b${ARGS}\s(?:-p|--password)(?:=|[ \t]+)${VALUE}`,
  'd',
);
const LOGIN_STDIN = new RegExp(
  String.raw`\b(?:echo|printf)\s+(?:-[ne]\s+|'%s'\s+|"%s"\s+)*${VALUE}\s*\|${ARGS}\blogin\b${ARGS}--password-stdin\b`,
  'd',
);
const LOGIN_ARGUMENT =
  /\b(?:cargo\s+login(?:\s+--registry[ =]\S+)?|snyk\s+auth|ngrok\s+(?:config\s+add-)?authtoken)\s+([A-Za-z0-9_.-]{16,200})(?![^\s])/d;

// What a login's password flag or `--password-stdin` needs on its command line.
const PASSWORD_WORDS = [' -p', '--password'];

// Where a command may sit, from an anchor's hit: the anchor's line and the lines its `\`
// continuations join to it, at most this many characters each way.
const MAX_COMMAND_CHARS = 600;

/** The first of a pattern's value groups that matched, with its span. */
function valueOf(match: RegExpExecArray): [string, number, number] | null {
  for (let group = 1; group < match.length; group++) {
    const value = match[group];
    const span = match.indices?.[group];
    if (value !== undefined && span !== undefined) {
      return [value, span[0], span[1]];
    }
  }
  return null;
}

// A word of prose or a reference is no secret: a credential mixes in a digit, a symbol or both
// cases, and names no variable, template or keychain item (`@keychain:AC_PASSWORD`, altool's
// `@env:NAME`).
function isLiteralSecret(value: string): boolean {
  return (
    value.length >= 6 &&
    (/[^A-Za-z]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value))) &&
    shannonEntropy(value) >= 2.5 &&
    !value.startsWith('@') &&
    !isPlaceholderValue(value) &&
    !isVariableReference(value) &&
    !hasPlaceholderShape(value) &&
    !value.includes('$') &&
    // A certificate or key file (`az login --service-principal -p ./sp.pem`) is a path.
    !/^[~./]|\.(?:pem|crt|cer|key|p12|pfx)$/i.test(value)
  );
}

/** The command around `at`: its line, joined with the lines `\` continues it onto. */
function commandAround(text: string, at: number): [number, number] {
  let from = at;
  const lowest = Math.max(0, at - MAX_COMMAND_CHARS);
  while (from > lowest) {
    const code = text.charCodeAt(from - 1);
    if (code === 10 && text.charCodeAt(from - 2) !== 92 /* \ */) {
      break;
    }
    from--;
  }
  let to = at;
  const highest = Math.min(text.length, at + MAX_COMMAND_CHARS);
  while (to < highest) {
    if (text.charCodeAt(to) === 10 && text.charCodeAt(to - 1) !== 92) {
      break;
    }
    to++;
  }
  return [from, to];
}

/** Reports a pattern's value found in a text slice that starts at `from`. */
function pushFound(out: Candidate[], from: number, found: [string, number, number]): void {
  out.push({
    start: from + found[1],
    end: from + found[2],
    rule: 'cli-login-secret',
    specific: true,
  });
}

/** Reads the command around `at` with each pattern; returns where that command ends. */
function findIn(
  text: string,
  at: number,
  patterns: readonly RegExp[],
  needed: readonly string[],
  accept: (value: string) => boolean,
  out: Candidate[],
): number {
  const [from, to] = commandAround(text, at);
  const command = text.slice(from, to);
  // The patterns need a word of their own; most commands around a hit have none of them.
  if (!needed.some((word) => command.includes(word))) {
    return to;
  }
  for (const pattern of patterns) {
    const match = pattern.exec(command);
    const found = match === null ? null : valueOf(match);
    if (found !== null && accept(found[0])) {
      pushFound(out, from, found);
    }
  }
  return to;
}

// A token passed as a login's argument is generated: long, and random rather than a word.
function isArgumentToken(value: string): boolean {
  return isLiteralSecret(value) && value.length >= 16 && shannonEntropy(value) >= 3;
}

/**
 * Secrets passed to a tool's login on its command line (see the top of this file): one plain
 * search for `login`, whose few hits in ordinary code cost little.
 */
export function findLoginSecrets(text: string, out: Candidate[]): void {
  // A command is read once, from its first `login`: the patterns find a later one themselves,
  // and a long line of many would otherwise be read again at each.
  let read = -1;
  for (let at = text.indexOf('login'); at >= 0; at = text.indexOf('login', at + 5)) {
    if (at < read) {
      continue;
    }
    read = findIn(text, at, [LOGIN_FLAG, LOGIN_STDIN], PASSWORD_WORDS, isLiteralSecret, out);
    if (text.slice(Math.max(0, at - 6), at).includes('cargo')) {
      findIn(text, at, [LOGIN_ARGUMENT], ['cargo'], isArgumentToken, out);
    }
  }
}

/**
 * At a hit of the keyword scan on `auth` or `authtoken`: `snyk auth <token>` and ngrok's
 * `authtoken <token>` (true when found). Read from the scan the detector runs anyway, so
 * these cost no search of their own.
 */
export function findLoginArgumentAt(
  text: string,
  nameStart: number,
  nameEnd: number,
  out: Candidate[],
): boolean {
  const length = nameEnd - nameStart;
  if (length !== 4 && length !== 9 && length !== 13) {
    return false;
  }
  const name = text.slice(nameStart, nameEnd).toLowerCase();
  const before = text.slice(Math.max(0, nameStart - 16), nameStart);
  // The command's own word right before, or the name is some other `auth`.
  if (
    !(name === 'auth' && /snyk\s+$/.test(before)) &&
    !(name === 'authtoken' && /ngrok\s+$/.test(before)) &&
    !(name === 'add-authtoken' && /ngrok\s+config\s+$/.test(before))
  ) {
    return false;
  }
  // Read from the command's word on, a token's length past the name: a constant per hit.
  const from = nameStart - before.length;
  const match = LOGIN_ARGUMENT.exec(text.slice(from, Math.min(text.length, nameEnd + 220)));
  const found = match === null ? null : valueOf(match);
  if (found === null || !isArgumentToken(found[0])) {
    return false;
  }
  pushFound(out, from, found);
  return true;
}
