import type { DiffContext, SecurityFinding } from './diff-context.js';
import type { CheckFact, PrefixTest } from './ir.js';

// A prefix test's separator is what makes it a folder test: without it `/srv/app-secrets/key`
// starts with `/srv/app` too, so a path into a sibling folder whose name extends the root's
// passes (the usual way a static file server's traversal fix is undone). Read from the check's
// text, since that is the whole test.
const SEPARATOR = String.raw`(?:path\.sep|os\.sep|sep|'/'|"/"|'\\\\'|"\\\\"|\x60/\x60)`;
const PREFIX_CALL = new RegExp(
  String.raw`([\w$.]+)\.starts[Ww]ith\(\s*([\w$.]+)\s*(\+\s*${SEPARATOR}\s*)?\)`,
);
const PREFIX_TEMPLATE = new RegExp(
  String.raw`([\w$.]+)\.starts[Ww]ith\(\s*\x60\$\{([\w$.]+)\}(\/|\$\{(?:path\.)?sep\})?\x60\s*\)`,
);

export function prefixTestOf(text: string): PrefixTest | null {
  const match = PREFIX_CALL.exec(text) ?? PREFIX_TEMPLATE.exec(text);
  const subject = match?.[1];
  const root = match?.[2];
  if (subject === undefined || root === undefined) {
    return null;
  }
  return { subject, root, separator: match?.[3] !== undefined };
}

/**
 * A prefix test that lost its separator while the function still tests the same path against
 * the same root without one; a function that now tests containment another way (`path.relative`,
 * a helper) is left to the other rules.
 */
export function prefixFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const reported = new Set<string>();
  for (const before of ctx.base.checks) {
    const was = before.prefix;
    const scope = ctx.mapScope(before.scope);
    if (was?.separator !== true || reported.has(scope)) {
      continue;
    }
    const now = ctx.proposed.checks.filter(
      (check: CheckFact) => check.scope === scope && check.category === 'containment',
    );
    const same = (check: CheckFact): boolean =>
      check.prefix?.subject === was.subject && check.prefix.root === was.root;
    const weakened = now.find((check) => same(check) && check.prefix?.separator === false);
    if (weakened === undefined || now.some((check) => same(check) && check.prefix?.separator)) {
      continue;
    }
    reported.add(scope);
    const { line } = ctx.locate(weakened.scope, weakened.line);
    findings.push({
      rule: 'guard-weakened',
      line,
      cwe: 'CWE-22',
      lostLine: before.line,
      message: `path containment check weakened: \`${before.text}\` (baseline line ${String(before.line)}) is now \`${weakened.text}\`, which also admits a sibling folder whose name starts with \`${was.root}\`'s; keep the separator after the root`,
    });
  }
  return findings;
}
