/**
 * The public API of a TS/JS entry file, read from the syntax tree: every exported name with
 * the shape a caller depends on (parameters and their types, return types, class members,
 * interface members, type alias text, enum members). Re-exports (`export { a } from`,
 * `export * from`, `import` then `export`) are followed into the repository's files.
 * Signatures are compared as written, not type-checked: a change of a parameter's type text
 * counts as a change, even when the types would be compatible.
 */
export type ApiShape =
  | {
      readonly kind: 'function';
      readonly params: readonly Param[];
      readonly returns: string | null;
    }
  | {
      readonly kind: 'class';
      readonly members: ReadonlyMap<string, string>;
      readonly ctor: readonly Param[] | null;
    }
  | { readonly kind: 'interface'; readonly members: ReadonlyMap<string, Member> }
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'enum'; readonly members: ReadonlySet<string> }
  | { readonly kind: 'value'; readonly type: string | null }
  /** A name re-exported from a package or a file not in the tree: only its presence counts. */
  | { readonly kind: 'opaque' };

export interface Param {
  readonly name: string;
  readonly optional: boolean;
  readonly rest: boolean;
  readonly type: string | null;
}
export interface Member {
  readonly optional: boolean;
  readonly type: string;
}

/** A shape as one line, for findings. */
export function describeShape(shape: ApiShape): string {
  switch (shape.kind) {
    case 'function':
      return `(${shape.params.map(describeParam).join(', ')})${shape.returns === null ? '' : `: ${shape.returns}`}`;
    case 'class':
      return `class { ${[...shape.members.keys()].join(', ')} }`;
    case 'interface':
      return `interface { ${[...shape.members.keys()].join(', ')} }`;
    case 'type':
      return shape.text;
    case 'enum':
      return `enum { ${[...shape.members].join(', ')} }`;
    case 'value':
      return shape.type ?? 'value';
    case 'opaque':
      return 're-export';
  }
}

export function describeParam(param: Param): string {
  return `${param.rest ? '...' : ''}${param.name}${param.optional ? '?' : ''}${param.type === null ? '' : `: ${param.type}`}`;
}
