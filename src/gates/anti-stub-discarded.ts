// A new function that takes nothing and only returns an empty constant is usually a shim
// whose callers use the value (`homedir() { return null }` in a browser build). When every use
// of it in its file is a bare call statement (`build();`), nothing reads that value: the
// function does nothing at all, which is a stub of whatever work its name promises (a
// bench:real variant of vague-time 1.1.0's new build.js, `function build() { return {} }`,
// landed before this).

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function escapeForPattern(name: string): string {
  return name.replace(/\$/g, '\\$');
}

/**
 * Whether `name` is called in `text`, and every mention of it besides its declaration is a
 * call statement on a line of its own with no arguments (`name();`): no caller reads its result
 * and nothing else (an export, a callback, a property) can.
 */
export function onlyCalledForNothing(text: string, name: string | null): boolean {
  if (name === null || !IDENTIFIER.test(name)) {
    return false;
  }
  const escaped = escapeForPattern(name);
  const mention = new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])`, 'g');
  const declaration = new RegExp(`^\\s*(?:async\\s+)?function\\s*\\*?\\s*${escaped}\\s*\\(`);
  const bareCall = new RegExp(`^\\s*(?:await\\s+)?${escaped}\\s*\\(\\s*\\)\\s*;?\\s*$`);
  let calls = 0;
  let declarations = 0;
  for (const line of text.split('\n')) {
    const count = line.match(mention)?.length ?? 0;
    if (count === 0) {
      continue;
    }
    if (count === 1 && declaration.test(line)) {
      declarations += 1;
    } else if (count === 1 && bareCall.test(line)) {
      calls += 1;
    } else {
      return false;
    }
  }
  return declarations === 1 && calls > 0;
}
