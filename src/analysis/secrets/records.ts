import { lineStartWithin } from '../line-bounds.js';
import { classifyKeyName } from './key-names.js';
import type { Candidate } from './types.js';
import { isCredentialValue } from './values.js';

// Credentials in record formats, where a position rather than a name says what a field is: a
// .pgpass line, the rows of an SQL INSERT under its column list, the rows of a CSV under its
// header. (Postfix's `sasl_passwd` lines and a `.pgpass` known only by its header comment were
// read too for a while; each cost a search of every text, a tenth of the detector's speed
// together, for three records of the tuning sets, and were taken out.)

// A PostgreSQL password file line (`~/.pgpass`, PGPASSFILE): host:port:database:user:password,
// the port a number or `*`. The password is the rest of the line.
const PGPASS_LINE = /^[\w.-]+:(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:(\S+)$/;
// Where a line's port field sits: the line is then read whole.
const PORT_FIELD = /:(?:\d{1,5}|\*):/g;

function pgpassLine(text: string, at: number, out: Candidate[]): number {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  let lineEnd = text.indexOf('\n', at);
  if (lineEnd < 0) {
    lineEnd = text.length;
  }
  if (lineEnd - lineStart <= 400) {
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const password = PGPASS_LINE.exec(line)?.[1];
    if (password !== undefined && isCredentialValue(password, 'password', true, false)) {
      const end = lineStart + line.length;
      out.push({ start: end - password.length, end, rule: 'password', specific: false });
    }
  }
  return lineEnd;
}

/**
 * The password field of every `.pgpass` line, in a file named for them or a text that says
 * `pgpass` (a doc's `# ~/.pgpass`). One plain search decides: reading every `:digits:` of
 * every text (code's `a ? 1 : 2 :`) cost a tenth of the detector's speed.
 */
export function findPgpassLines(text: string, out: Candidate[], isPgpass: boolean): void {
  if (!isPgpass && !text.includes('pgpass')) {
    return;
  }
  PORT_FIELD.lastIndex = 0;
  for (let port = PORT_FIELD.exec(text); port !== null; port = PORT_FIELD.exec(text)) {
    PORT_FIELD.lastIndex = pgpassLine(text, port.index, out);
  }
}

// `INSERT INTO t (col, ...) VALUES (...), (...)`: a seed file or a dump, where the column list
// names what each value is. Read from a credential-named column the keyword scan found inside
// such a list, so that texts without one cost nothing.
const INSERT_COLUMNS =
  /(?:INSERT|insert)\s+(?:INTO|into)\s+[\w."`[\]]{1,80}\s*\(([^()]{1,600})\)\s*(?:VALUES|values)\s*/y;
const QUOTES = new Set([34, 39, 96, 91]); // " ' ` [
const INSERT_BEFORE_LIST = /(?:INSERT|insert)\s+(?:INTO|into)\s+[\w."`[\]]{1,80}\s*$/;
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

/** The rows after an INSERT's column list, from `from`: each value under a credential column. */
function readInsertRows(text: string, columns: string, from: number, out: Candidate[]): number {
  const kinds = columns
    .split(',')
    .map((column) => classifyKeyName(column.trim().replace(/^["`[]|["`\]]$/g, '')));
  let at = from;
  for (let row = 0; row < MAX_INSERT_ROWS && text.charCodeAt(at) === 40; row++) {
    const read = rowValues(text, at);
    if (read === null || read.values.length !== kinds.length) {
      return at;
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
  return at;
}

/**
 * When the name at `nameStart` stands in the column list of an `INSERT INTO t (...) VALUES`,
 * the values of every row under credential-named columns are judged, and the index after the
 * rows is returned (the keyword scan resumes there); -1 when it stands in none.
 */
function findInsertRowsAt(text: string, nameStart: number, out: Candidate[]): number {
  // A column list reads `(a, b, c)`: the name follows `(` or `,` (and a quote), or it is not
  // one; most keyword hits stop here, before any search.
  let lead = nameStart - 1;
  while (lead >= 0 && (text.charCodeAt(lead) === 32 || QUOTES.has(text.charCodeAt(lead)))) {
    lead--;
  }
  const leadCode = text.charCodeAt(lead);
  if (leadCode !== 40 /* ( */ && leadCode !== 44 /* , */) {
    return -1;
  }
  let open = lead;
  for (; open >= 0 && nameStart - open <= 600; open--) {
    const code = text.charCodeAt(open);
    if (code === 40 || code === 41 /* ) */ || code === 59 /* ; */) {
      break;
    }
  }
  if (open < 0 || text.charCodeAt(open) !== 40) {
    return -1;
  }
  const before = text.slice(Math.max(0, open - 120), open);
  // Most lists in code are a call's arguments: no `into` before them, found faster by two
  // plain searches than by the pattern.
  if (!before.includes('INTO') && !before.includes('into')) {
    return -1;
  }
  const statement = INSERT_BEFORE_LIST.exec(before);
  if (statement === null) {
    return -1;
  }
  const start = open - before.length + statement.index;
  INSERT_COLUMNS.lastIndex = start;
  const match = INSERT_COLUMNS.exec(text);
  return match === null ? -1 : readInsertRows(text, match[1] ?? '', INSERT_COLUMNS.lastIndex, out);
}

// A CSV file with a header row (a password manager's export, a seed of users): the header
// names every column, and the rows below hold values by position. The header is plain names;
// a row is split on commas outside double quotes.
const CSV_HEADER = /^[A-Za-z_][\w .-]{0,60}(?:,[A-Za-z_][\w .-]{0,60}){2,60}$/;
const MAX_CSV_ROWS = 200;
const MAX_CSV_LINE_CHARS = 4_000;

/**
 * The line from `start` (a line's start), or null when it is longer than a CSV line is read:
 * the search for its end is bounded, so a megabyte of one line costs a constant per hit.
 */
function lineAt(text: string, start: number): { start: number; end: number; line: string } | null {
  const window = text.slice(start, start + MAX_CSV_LINE_CHARS + 1);
  const newline = window.indexOf('\n');
  if (newline < 0 && start + window.length < text.length) {
    return null;
  }
  const raw = newline < 0 ? window : window.slice(0, newline);
  return {
    start,
    end: start + raw.length,
    line: raw.endsWith('\r') ? raw.slice(0, -1) : raw,
  };
}

/** A row's fields as offsets into `line`, quotes excluded; null when a quote is left open. */
function csvFields(line: string): { start: number; end: number }[] | null {
  const fields: { start: number; end: number }[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line.charCodeAt(at) === 34 /* " */) {
      let end = at + 1;
      while (
        end < line.length &&
        !(line.charCodeAt(end) === 34 && line.charCodeAt(end + 1) !== 34)
      ) {
        end += line.charCodeAt(end) === 34 ? 2 : 1;
      }
      if (end >= line.length) {
        return null;
      }
      fields.push({ start: at + 1, end });
      at = end + 2;
    } else {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      fields.push({ start: at, end });
      at = end + 1;
    }
  }
  return fields;
}

/**
 * When the name at `nameStart`..`nameEnd` is a whole field of a CSV header line, the values of
 * the rows below under credential-named columns are judged, and the index after the rows is
 * returned (the keyword scan resumes there); -1 when it is no such field.
 */
function findCsvRowsAt(text: string, nameStart: number, nameEnd: number, out: Candidate[]): number {
  const before = nameStart === 0 ? 10 : text.charCodeAt(nameStart - 1);
  const after = nameEnd >= text.length ? 10 : text.charCodeAt(nameEnd);
  // Most keyword hits stop here: a header field sits between commas or a line's ends, with a
  // comma on at least one side.
  if (
    (before !== 44 && after !== 44) ||
    (before !== 44 && before !== 10) ||
    (after !== 44 && after !== 10 && after !== 13)
  ) {
    return -1;
  }
  const headerStart = lineStartWithin(text, nameStart, MAX_CSV_LINE_CHARS);
  const header = headerStart === null ? null : lineAt(text, headerStart);
  if (header === null || !CSV_HEADER.test(header.line)) {
    return -1;
  }
  const kinds = header.line.split(',').map((column) => classifyKeyName(column.trim()));
  let at = header.end + 1;
  for (let row = 0; row < MAX_CSV_ROWS && at < text.length; row++) {
    const row = lineAt(text, at);
    const fields = row === null ? null : csvFields(row.line);
    if (row === null || fields === null || fields.length !== kinds.length) {
      return at;
    }
    const { start, end, line } = row;
    fields.forEach((field, index) => {
      const kind = kinds[index];
      const value = line.slice(field.start, field.end);
      if (kind !== null && kind !== undefined && isCredentialValue(value, kind, true, false)) {
        out.push({
          start: start + field.start,
          end: start + field.end,
          rule: kind === 'password' ? 'password' : 'generic-assignment',
          specific: false,
        });
      }
    });
    at = end + 1;
  }
  return at;
}

/**
 * When the name at `nameStart`..`nameEnd` is a column of an SQL INSERT or of a CSV header, the
 * rows under it are judged and the index after them returned; -1 otherwise.
 */
export function findRowsAt(
  text: string,
  nameStart: number,
  nameEnd: number,
  out: Candidate[],
): number {
  return Math.max(
    findInsertRowsAt(text, nameStart, out),
    findCsvRowsAt(text, nameStart, nameEnd, out),
  );
}
