import { closeSync, lstatSync, openSync, readFileSync, readlinkSync, readSync } from 'node:fs';
import { describeError } from './errors.js';

/**
 * Larger sides are not read as text: every gate that reads text fails on them ("too large to
 * check"), since a gate that cannot read a file must not pass it. Large enough for the text a
 * change legitimately carries, npm's package-lock.json of a big project above all (a 5.8 MB
 * lock file costs SECRETS 174 ms of CPU and INJECTION 6 ms), so the limit is a backstop
 * against blobs posing as text rather than a hurdle for every dependency update.
 */
export const MAX_TEXT_BYTES = 8 * 1024 * 1024;

/** How much of an over-size file is sniffed to tell a binary blob from an over-size text. */
const SNIFF_BYTES = 64 * 1024;

/**
 * A file is binary only when more than this share of its bytes (NULs left out) is not text:
 * control bytes or bytes that are not valid UTF-8. Images, archives, fonts and executables
 * are far above it (random bytes: about 60%); text with a stray NUL or a few Latin-1 letters
 * is far below.
 */
const BINARY_SHARE = 0.3;

/**
 * Extensions that are text whatever their bytes: source, config and prose. A NUL byte (or
 * any junk) in such a file does not hide it from the gates, since the tools that read it
 * (node, python, a config loader) read it as text. The list errs wide on purpose.
 */
const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(
  (
    'js mjs cjs jsx ts mts cts tsx py pyi pyw rb go rs java kt kts scala swift c h cc cpp cxx ' +
    'hpp hh cs fs php pl pm lua r dart ex exs erl elm clj cljs hs ml sh bash zsh fish ps1 bat ' +
    'cmd json jsonc json5 yaml yml toml ini cfg conf properties env xml svg html htm xhtml css ' +
    'scss sass less vue svelte astro md mdx markdown txt rst adoc tex csv tsv sql graphql gql ' +
    'proto tf tfvars hcl gradle lock npmrc editorconfig gitignore gitattributes dockerignore ' +
    'prettierrc eslintrc babelrc nvmrc mk cmake nix ipynb'
  ).split(' '),
);
/** Files without an extension that are text by name. */
const TEXT_NAMES: ReadonlySet<string> = new Set([
  'dockerfile',
  'makefile',
  'gemfile',
  'rakefile',
  'procfile',
  'jenkinsfile',
  'vagrantfile',
  'license',
  'readme',
  'codeowners',
]);

/** True when the path names a kind of file that is text by definition. */
export function hasTextName(path: string): boolean {
  const base = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (TEXT_NAMES.has(base) || base.startsWith('.env')) {
    return true;
  }
  const dot = base.lastIndexOf('.');
  return dot !== -1 && TEXT_EXTENSIONS.has(base.slice(dot + 1));
}

/** Length of the valid UTF-8 sequence starting at `at`, or 0 when it is not one. */
function utf8SequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at] ?? 0;
  const length = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
  if (length === 0 || lead >= 0xf5) {
    return 0;
  }
  for (let i = 1; i < length; i += 1) {
    const next = bytes[at + i];
    if (next === undefined || (next & 0xc0) !== 0x80) {
      return 0;
    }
  }
  return length;
}

/**
 * True when the bytes are mostly not text, NULs left out: a stray NUL (or a UTF-16 file's
 * NUL halves) does not make a file binary; a PNG's or a zip's bytes do.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  let counted = 0;
  let odd = 0;
  // A UTF-16 byte order mark (FF FE or FE FF) is not UTF-8, but it marks text.
  const hasBom =
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  for (let at = hasBom ? 2 : 0; at < bytes.length;) {
    const byte = bytes[at] ?? 0;
    if (byte === 0) {
      at += 1;
      continue;
    }
    counted += 1;
    if (byte < 0x80) {
      // Tab, line feed, vertical tab, form feed, carriage return and escape occur in text.
      const control =
        (byte < 0x20 && !(byte >= 0x09 && byte <= 0x0d) && byte !== 0x1b) || byte === 0x7f;
      odd += control ? 1 : 0;
      at += 1;
      continue;
    }
    const length = utf8SequenceLength(bytes, at);
    if (length === 0) {
      odd += 1;
      at += 1;
    } else {
      at += length;
    }
  }
  return counted > 0 && odd / counted > BINARY_SHARE;
}

/** UTF-16 with a byte order mark (Windows editors write it) is decoded as such. */
function decode(bytes: Buffer): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return bytes.subarray(2).toString('utf16le');
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    const body = bytes.subarray(2, 2 + ((bytes.length - 2) & ~1));
    return Buffer.from(body).swap16().toString('utf16le');
  }
  return bytes.toString('utf8');
}

/** How one side of a changed file reads: its text, a binary blob, or why it cannot be checked. */
export type SideText =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'binary' }
  | { readonly kind: 'unchecked'; readonly reason: string };

/**
 * Reads one side of a file as the gates will see it. `totalBytes` is the real size when
 * `bytes` holds only its start (an over-size file is only sniffed); a text larger than
 * `maxTextBytes` cannot be checked.
 */
export function readSide(
  path: string,
  bytes: Buffer,
  totalBytes = bytes.length,
  maxTextBytes = MAX_TEXT_BYTES,
): SideText {
  const textByName = hasTextName(path);
  if (totalBytes > maxTextBytes) {
    if (!textByName && looksBinary(bytes.subarray(0, SNIFF_BYTES))) {
      return { kind: 'binary' };
    }
    return { kind: 'unchecked', reason: tooLargeReason(totalBytes, maxTextBytes) };
  }
  if (!textByName && looksBinary(bytes)) {
    return { kind: 'binary' };
  }
  return { kind: 'text', text: decode(bytes) };
}

function tooLargeReason(totalBytes: number, maxTextBytes: number): string {
  return `too large to check: ${String(totalBytes)} bytes (the limit is ${String(maxTextBytes)})`;
}

/** The first `length` bytes of a file (an over-size file is only sniffed, never loaded whole). */
function readHead(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, readSync(fd, buffer, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * A file on disk read as a side, the way git would commit it: a symbolic link is its target
 * path (never the file it points to), anything but a regular file or a link (a submodule's
 * folder) is null, and a file that cannot be read is unchecked, never skipped.
 */
export function readFileSide(
  path: string,
  file: string,
  maxTextBytes = MAX_TEXT_BYTES,
): SideText | null {
  try {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) {
      return { kind: 'text', text: readlinkSync(file) };
    }
    if (!stat.isFile()) {
      return null;
    }
    return stat.size > maxTextBytes
      ? readSide(path, readHead(file, SNIFF_BYTES), stat.size, maxTextBytes)
      : readSide(path, readFileSync(file), stat.size, maxTextBytes);
  } catch (error) {
    return { kind: 'unchecked', reason: `could not be read (${describeError(error)})` };
  }
}

/** What `/\s/` matches, as a character code: ASCII and Unicode white space, line ends, the BOM. */
export function isWhiteSpaceCode(code: number): boolean {
  if (code < 128) {
    return code === 32 || (code >= 9 && code <= 13);
  }
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
