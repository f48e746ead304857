import { createHash } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * JSON with object keys sorted at every depth, so two rule objects that differ only in key
 * order serialize (and hash) the same. Follows JSON.stringify otherwise: undefined members
 * are dropped, undefined array items and non-finite numbers become null, `toJSON` is
 * honoured. A cycle throws a TypeError (rules are data, never cyclic).
 */
export function canonicalJson(value: unknown): string {
  return serialize(value, new Set()) ?? 'null';
}

function serialize(value: unknown, seen: Set<object>): string | undefined {
  if (value === null) {
    return 'null';
  }
  if (typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return serialize((value as { toJSON: () => unknown }).toJSON(), seen);
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'bigint':
      return JSON.stringify(value.toString());
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'object':
      return serializeObject(value, seen);
  }
  return undefined;
}

function serializeObject(value: object, seen: Set<object>): string {
  if (seen.has(value)) {
    throw new TypeError('canonicalJson: the value contains a cycle');
  }
  seen.add(value);
  let out: string;
  if (Array.isArray(value)) {
    out = `[${value.map((item: unknown) => serialize(item, seen) ?? 'null').join(',')}]`;
  } else {
    const record = value as Record<string, unknown>;
    const members: string[] = [];
    for (const key of Object.keys(record).sort()) {
      const serialized = serialize(record[key], seen);
      if (serialized !== undefined) {
        members.push(`${JSON.stringify(key)}:${serialized}`);
      }
    }
    out = `{${members.join(',')}}`;
  }
  seen.delete(value);
  return out;
}
