import { classifyKeyName } from './key-names.js';
import type { Candidate } from './types.js';
import { isCredentialValue } from './values.js';

// Credentials in record formats, where a position rather than a name says what a field is: a
// .pgpass line, the rows of an SQL INSERT under its column list.

// A PostgreSQL password file line (`~/.pgpass`, PGPASSFILE): host:port:database:user:password,
// the port a number or `*`. The password is the rest of the line.
const PGPASS_LINE = /^[\w.-]+:(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:(\S+)$/;
// Where such a line's port sits: a colon-delimited number or `*`, found without reading every
// line (an anchored multi-line pattern would be tried at every character).
const PORT_FIELD = /:(?:\d{1,5}|\*):/g;

/** The password field of `.pgpass` lines, judged as a password is (not a placeholder, mixed). */
export function findPgpassPasswords(text: string, out: Candidate[]): void {
  PORT_FIELD.lastIndex = 0;
  let lineEnd = -1;
  for (let port = PORT_FIELD.exec(text); port !== null; port = PORT_FIELD.exec(text)) {
    if (port.index < lineEnd) {
      continue;
    }
    const lineStart = text.lastIndexOf('\n', port.index) + 1;
    lineEnd = text.indexOf('\n', port.index);
    if (lineEnd < 0) {
      lineEnd = text.length;
    }
    PORT_FIELD.lastIndex = lineEnd;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const password = PGPASS_LINE.exec(line)?.[1];
    if (password !== undefined && isCredentialValue(password, 'password', true, false)) {
      const end = lineStart + line.length;
      out.push({ start: end - password.length, end, rule: 'password', specific: false });
    }
  }
}

// `INSERT INTO t (col, ...) VALUES (...), (...)`: a seed file or a dump, where the column list
// names what each value is.
const INSERT_COLUMNS = /\binsert\s+into\s+[\w."`[\]]{1,80}\s*\(([^()]{1,600})\)\s*values\s*/gi;
const MAX_INSERT_ROWS = 50;
const MAX_ROW_CHARS = 4_000;

/** The literals of one parenthesized row, by position; null for what is not a string. */
function rowValues(
  text: string,
  open: number,
): { values: ({ start: number; end: number } | null)[]; end: number } | null {
  const values: ({ start: number; end: number } | null)[] = [];
  const limit = Math.min(text.length, open + MAX_ROW_CHARS);
  let depth = 0;
  let current: { start: number; end: number } | null = null;
  for (let at = open + 1; at < limit; at++) {
    const code = text.charCodeAt(at);
    if (code === 39 /* ' */) {
      // A string: '' inside it is a quote.
      let end = at + 1;
      while (end < limit && !(text.charCodeAt(end) === 39 && text.charCodeAt(end + 1) !== 39)) {
        end += text.charCodeAt(end) === 39 ? 2 : 1;
      }
      if (depth === 0) {
        current = { start: at + 1, end };
      }
      at = end;
    } else if (code === 40 /* ( */) {
      depth++;
    } else if (code === 41 /* ) */ && depth > 0) {
      depth--;
    } else if ((code === 44 /* , */ || code === 41) && depth === 0) {
      values.push(current);
      current = null;
      if (code === 41) {
        return { values, end: at + 1 };
      }
    }
  }
  return null;
}

/** String values of INSERT rows whose column is named for a credential. */
export function findInsertedSecrets(text: string, out: Candidate[]): void {
  if (!/insert\s+into/i.test(text)) {
    return;
  }
  INSERT_COLUMNS.lastIndex = 0;
  for (let match = INSERT_COLUMNS.exec(text); match !== null; match = INSERT_COLUMNS.exec(text)) {
    const kinds = (match[1] ?? '')
      .split(',')
      .map((column) => classifyKeyName(column.trim().replace(/^["`[]|["`\]]$/g, '')));
    if (kinds.every((kind) => kind === null)) {
      continue;
    }
    let at = INSERT_COLUMNS.lastIndex;
    for (let row = 0; row < MAX_INSERT_ROWS && text.charCodeAt(at) === 40; row++) {
      const read = rowValues(text, at);
      if (read === null || read.values.length !== kinds.length) {
        break;
      }
      read.values.forEach((value, index) => {
        const kind = kinds[index];
        if (value === null || kind === null || kind === undefined) {
          return;
        }
        if (isCredentialValue(text.slice(value.start, value.end), kind, true, false)) {
          out.push({
            ...value,
            rule: kind === 'password' ? 'password' : 'generic-assignment',
            specific: false,
          });
        }
      });
      at = read.end;
      while (at < text.length && /[\s,]/.test(text.charAt(at))) {
        at++;
      }
    }
  }
}
