import { isAbsolute, relative, sep } from 'node:path';

/**
 * True when `child` is `parent` or below it (absolute paths; resolve links first). A child
 * folder whose name starts with two dots (`..cache`) is below it, not above.
 */
export function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
