// Labels of a user interface in a table of them (a translation file, a strings resource): the
// words of buttons and menus (show, delete, forget, a password field's label) are no requests
// to whoever reads the file (issue 18: the benign side of the detectors). A label is a short
// value of one key on its own line, in a text with a few more such lines; a long value, or one
// with sentences in it, is read as any other text, so an instruction planted in a JSON field
// still counts.

// `"key": "value",` (JSON), `key: "value"` or `key: value` (YAML), `key = value` (.properties,
// TOML), `"key" = "value";` (Apple .strings), `msgid "value"` and `msgstr "value"` (gettext): a
// key and its separator are required, so that short lines of prose are no table.
const LABEL_LINE =
  /^\s*(?:(?:"[\w.\-/ ]{1,80}"|'[\w.\-/ ]{1,80}'|[\w.\-/]{1,80})\s*[:=]|msg(?:id|id_plural|str|str\[\d\]|ctxt))\s*(?:"([^"\n]*)"|'([^'\n]*)'|([^"'\n{}[\]|>]*?))\s*[,;]?\s*$/;
// `<string name="key">value</string>` (Android), `<source>value</source>` and `<target>` (XLIFF),
// `<item>` of a string array, `<value>` (.resx): one element on its own line.
const LABEL_ELEMENT = /^\s*<(string|item|source|target|value)\b[^>\n]*>([^<\n]*)<\/\1>\s*$/;
// A label has at most this many words and no stop, colon or semicolon inside it (in any script).
const MAX_LABEL_WORDS = 4;
const INNER_PUNCTUATION = /[.!:;。！？；：、](?=.)/u;
// Scripts without spaces count by length: a label of a button or menu is short in any script.
const MAX_LABEL_CHARS = 40;
// A table: this many label lines in the text besides the one judged.
const MIN_TABLE_LINES = 4;

let cached: { text: string; table: boolean } = { text: '', table: false };

function labelOf(line: string): string | null {
  const match = LABEL_LINE.exec(line);
  const element = match === null ? LABEL_ELEMENT.exec(line) : null;
  if (match === null && element === null) {
    return null;
  }
  const value = (
    match === null ? (element?.[2] ?? '') : (match[1] ?? match[2] ?? match[3] ?? '')
  ).trim();
  if (value === '' || value.length > MAX_LABEL_CHARS || INNER_PUNCTUATION.test(value)) {
    return null;
  }
  return value.split(/\s+/u).length <= MAX_LABEL_WORDS ? value : null;
}

function isLabelTable(text: string): boolean {
  if (cached.text === text) {
    return cached.table;
  }
  let lines = 0;
  for (let start = 0; start < text.length && lines <= MIN_TABLE_LINES;) {
    const found = text.indexOf('\n', start);
    const end = found < 0 ? text.length : found;
    if (labelOf(text.slice(start, end)) !== null) {
      lines += 1;
    }
    start = end + 1;
  }
  cached = { text, table: lines > MIN_TABLE_LINES };
  return cached.table;
}

/** Whether `start..end` lies inside a short label value of a table of labels. */
export function isUiLabel(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const found = text.indexOf('\n', start);
  const lineEnd = found < 0 ? text.length : found;
  if (end > lineEnd || labelOf(text.slice(lineStart, lineEnd)) === null) {
    return false;
  }
  return isLabelTable(text);
}
