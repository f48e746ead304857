/** Turns a title into a URL slug. */
export function slugify(title: string): string {
  throw new Error(`not implemented: slugify(${title})`);
}
