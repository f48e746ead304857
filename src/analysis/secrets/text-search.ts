/**
 * A search for `needle` (like `text.indexOf(needle, from)`) that looks for its rarer `part`
 * first. The engine's search stops at every occurrence of a needle's first character to
 * compare the rest: a needle that starts with a common one (the `.` of `.eyJ`, the `P` of
 * `PuTTY-`) stops all over source code. Over 30 MB of code, `PuTTY-User-Key-File-` takes
 * 7.1 ms and `TTY-U` 3.2 ms; `.eyJ` 6.8 ms and `yJ` 5.0 ms.
 */
export function searchThrough(
  needle: string,
  part: string,
): (text: string, from?: number) => number {
  const offset = needle.indexOf(part);
  return (text, from = 0) => {
    for (let at = text.indexOf(part, from + offset); at >= 0; at = text.indexOf(part, at + 1)) {
      if (text.startsWith(needle, at - offset)) {
        return at - offset;
      }
    }
    return -1;
  };
}
