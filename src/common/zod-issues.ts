import type { z } from 'zod';

/** `path: message` per zod issue, the path spelled as a user would write it. */
export function formatZodIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): string[] {
  return issues.map((issue) => {
    const path = prefix + formatPath(issue.path);
    return `${path === '' ? '(root)' : path}: ${issue.message}`;
  });
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') {
      out += `[${part}]`;
    } else {
      out += out === '' ? String(part) : `.${String(part)}`;
    }
  }
  return out;
}
