import { describeParam, describeShape } from './constitution-api-shapes.js';
import type { ApiShape } from './constitution-api-shapes.js';

/**
 * How `after` breaks callers of `before`, one sentence per problem; empty when it is
 * compatible. Additions are compatible: a new export, a new optional parameter at the end,
 * a new class member, a new interface member, a new enum member.
 */
export function apiBreaks(name: string, before: ApiShape, after: ApiShape | undefined): string[] {
  if (after === undefined) {
    return [`export "${name}" was removed`];
  }
  if (before.kind === 'opaque' || after.kind === 'opaque') {
    return [];
  }
  // A function re-declared as a typed constant (`export const f: typeof impl.f = ...`) has
  // a type the syntax cannot compare: not reported.
  const typedValue = (shape: ApiShape): boolean => shape.kind === 'value' && shape.type !== null;
  if (before.kind !== after.kind && !typedValue(before) && !typedValue(after)) {
    return [`export "${name}" changed from a ${before.kind} to a ${after.kind}`];
  }
  if (before.kind !== after.kind) {
    return [];
  }
  switch (before.kind) {
    case 'function':
      return after.kind === 'function' ? paramBreaks(name, before, after) : [];
    case 'class': {
      if (after.kind !== 'class') {
        return [];
      }
      const out: string[] = [];
      for (const [member, signature] of before.members) {
        const now = after.members.get(member);
        if (now === undefined) {
          out.push(`${name}.${member} was removed`);
        } else if (now !== signature) {
          out.push(`${name}.${member} changed from ${signature} to ${now}`);
        }
      }
      if (before.ctor !== null || after.ctor !== null) {
        out.push(
          ...paramBreaks(
            `new ${name}`,
            { kind: 'function', params: before.ctor ?? [], returns: null },
            { kind: 'function', params: after.ctor ?? [], returns: null },
          ),
        );
      }
      return out;
    }
    case 'interface': {
      if (after.kind !== 'interface') {
        return [];
      }
      const out: string[] = [];
      for (const [member, shape] of before.members) {
        const now = after.members.get(member);
        if (now === undefined) {
          out.push(`${name}.${member} was removed`);
        } else if (now.type !== shape.type || now.optional !== shape.optional) {
          out.push(
            `${name}.${member} changed from ${shape.optional ? '?' : ''}${shape.type} to ${now.optional ? '?' : ''}${now.type}`,
          );
        }
      }
      // A new member, even a required one, is an addition: an interface the API returns
      // gains it compatibly, and which interfaces callers build is not in the syntax.
      return out;
    }
    case 'enum':
      return after.kind === 'enum'
        ? [...before.members]
            .filter((member) => !after.members.has(member))
            .map((member) => `${name}.${member} was removed`)
        : [];
    case 'type':
    case 'value': {
      const was = describeShape(before);
      const now = describeShape(after);
      return was === now ? [] : [`export "${name}" changed its type from ${was} to ${now}`];
    }
  }
}

function paramBreaks(
  name: string,
  before: Extract<ApiShape, { kind: 'function' }>,
  after: Extract<ApiShape, { kind: 'function' }>,
): string[] {
  const out: string[] = [];
  before.params.forEach((param, index) => {
    const now = after.params[index];
    if (now === undefined) {
      out.push(`${name}: parameter ${param.name} was removed`);
    } else if (
      now.type !== param.type ||
      (!param.optional && !now.optional && param.rest !== now.rest) ||
      (param.optional && !now.optional)
    ) {
      out.push(`${name}: parameter ${describeParam(param)} became ${describeParam(now)}`);
    }
  });
  for (const param of after.params.slice(before.params.length)) {
    if (!param.optional && !param.rest) {
      out.push(`${name}: new required parameter ${describeParam(param)}`);
    }
  }
  if (before.returns !== null && after.returns !== before.returns) {
    out.push(`${name}: return type ${before.returns} became ${after.returns ?? 'unannotated'}`);
  }
  return out;
}
