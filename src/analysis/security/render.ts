import type { SyntaxNode } from '../parser.js';

// Keys longer than this are cut: two different 400-character conditions are rare, and a key
// is only compared, never shown.
const MAX_KEY_CHARS = 400;
const MAX_MESSAGE_CHARS = 120;

const COMMENT_TYPES: ReadonlySet<string> = new Set(['comment', 'html_comment']);

/** The content of a string literal without its quotes and prefix (`r'…'`, `f"…"`, `\'…\'`). */
function unquoted(text: string): string {
  const match = /^[a-zA-Z]*(['"`]{1,3})([\s\S]*)\1$/.exec(text);
  return match?.[2] ?? text;
}

/**
 * Normalized text of an expression: comments and formatting dropped, one quote style, and
 * identifiers renamed through `rename` (helper parameters become placeholders). Two
 * expressions that differ only in layout get the same key. Walks with a cursor: creating a
 * node object per token costs more than the walk itself.
 */
export function renderKey(
  node: SyntaxNode,
  rename: ReadonlyMap<string, string> | null = null,
): string {
  const tokens: string[] = [];
  let length = 0;
  const push = (token: string): void => {
    const previous = tokens.at(-1);
    // A space only where two word tokens would otherwise fuse (`typeof x`, `new Error`). A
    // helper's parameter placeholder (`⟦0⟧`) is a word: it becomes the caller's argument, so
    // `typeof ⟦0⟧` must read `typeof key` once substituted, as the caller's own check does.
    if (previous !== undefined && /[\w$⟧]$/.test(previous) && /^[\w$⟦]/.test(token)) {
      tokens.push(' ');
    }
    tokens.push(token);
    length += token.length;
  };
  const cursor = node.walk();
  // Types of the nodes above the cursor, to judge parentheses and arrow parameters.
  const parents: string[] = [];
  try {
    for (;;) {
      const type = cursor.nodeType;
      let descend = false;
      if (length > MAX_KEY_CHARS || COMMENT_TYPES.has(type)) {
        // skip
      } else if (
        (type === 'string' && !cursor.nodeText.includes('{')) ||
        // A template with nothing interpolated is the same string (`typeof s !== \`string\``,
        // romans 2.0.4, is its 2.0.5's 'string'); a tagged one is a call's argument, kept.
        (type === 'template_string' &&
          !cursor.nodeText.includes('${') &&
          parents.at(-1) !== 'call_expression')
      ) {
        push(`'${unquoted(cursor.nodeText)}'`);
      } else if (
        type === 'identifier' &&
        parents.at(-1) === 'arrow_function' &&
        cursor.currentFieldName === 'parameter'
      ) {
        // `x => f(x)` and `(x) => f(x)` are the same arrow.
        push('(');
        push(rename?.get(cursor.nodeText) ?? cursor.nodeText);
        push(')');
      } else if (type === '(' || type === ')') {
        // Parentheses that only group are layout; a call's argument list and an `if` keep theirs.
        const holder = parents.at(-1);
        if (holder !== 'parenthesized_expression' || parents.at(-2) === 'if_statement') {
          push(type);
        }
      } else if (type === ';') {
        // Semicolons are optional in JavaScript; their presence is layout.
      } else if (cursor.gotoFirstChild()) {
        parents.push(type);
        descend = true;
      } else {
        const text = cursor.nodeText;
        push(type === 'identifier' && rename !== null ? (rename.get(text) ?? text) : text);
      }
      if (descend) {
        continue;
      }
      // The cursor is rooted at `node`: back at depth 0 means the whole node was read.
      for (;;) {
        if (parents.length === 0) {
          return finish(tokens);
        }
        if (cursor.gotoNextSibling()) {
          break;
        }
        cursor.gotoParent();
        parents.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}

function finish(tokens: readonly string[]): string {
  // A trailing comma before a closing bracket is layout too (prettier adds them).
  return tokens
    .join('')
    .replace(/,(?=[)\]}])/g, '')
    .slice(0, MAX_KEY_CHARS);
}

/** Source text for a message: whitespace collapsed, cut with an ellipsis. */
export function excerpt(text: string, max: number = MAX_MESSAGE_CHARS): string {
  const collapsed = text
    .slice(0, max * 4)
    .replace(/\s+/g, ' ')
    .trim();
  return collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed;
}

/** The key with every identifier replaced by `_`: pairs `callback(err)` with `callback(err_1)`. */
export function shapeOf(key: string): string {
  // Plain string literals keep their words; a template's `${...}` holes do not.
  return key
    .replace(/'(?:[^'$]|\$(?!\{))*'/g, (literal) =>
      literal.replace(/[\w$]+/g, (word) => `\uE000${word}`),
    )
    .replace(/(?<![\w$.\uE000])[A-Za-z_$][\w$]*/g, '_')
    .replace(/\uE000/g, '');
}

/** `this.logger.debug(...)` -> `this.logger`; `cb(...)` -> `cb`: what a call statement is made on. */
export function calleeRoots(statement: string): string[] {
  const callee =
    /^(?:return\s*)?(?:await\s*)?([\w$.]+?)\.?\(/.exec(statement.replace(/\?\./g, '.'))?.[1] ?? '';
  const parts = callee.split('.');
  const roots: string[] = [];
  for (let length = parts.length === 1 ? 1 : parts.length - 1; length >= 1; length -= 1) {
    const root = parts.slice(0, length).join('.');
    if (root !== 'this' && root !== '') {
      roots.push(root);
    }
  }
  return roots;
}

/** Whether normalized text mentions a name or dotted path as a whole (not `cbx` for `cb`). */
export function mentions(text: string, name: string): boolean {
  return new RegExp(`(?:^|[^\\w$.])${name.replace(/[.$]/g, '\\$&')}(?:[^\\w$]|$)`).test(text);
}
