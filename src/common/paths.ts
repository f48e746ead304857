import { isAbsolute, relative, sep } from 'node:path';

/**
 * True when `child` is `parent` or below it (absolute paths; resolve links first). A child
 * folder whose name starts with two dots (`..cache`) is below it, not above.
 */
export function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * isInside for paths already resolved (absolute, normalized, no trailing separator): a prefix
 * test, for hot paths. `path.relative` costs ~2 µs a call, and the resident type checker asks
 * for every file it reads.
 */
export function isResolvedInside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(sep) ? parent : `${parent}${sep}`);
}
