import type { DiffContext, SecurityFinding } from './diff-context.js';
import type { CallFact, ConfigFact, SecurityFacts, SinkFact } from './ir.js';
import type { SecurityRuleId } from './rules.js';

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  }
  return map;
}

function configFindings(ctx: DiffContext): SecurityFinding[] {
  const key = (fact: ConfigFact): string => `${fact.rule}\u0000${fact.key}`;
  const before = countBy(ctx.base.configs, key);
  const findings: SecurityFinding[] = [];
  for (const [group, facts] of countBy(ctx.proposed.configs, key)) {
    const previous = before.get(group) ?? [];
    if (facts.length <= previous.length) {
      continue;
    }
    // Point at an occurrence in a function that has more of them than the baseline had.
    const baseScopes = countBy(previous, (fact) => fact.scope);
    const fact =
      facts.find(
        (candidate) =>
          (baseScopes.get(candidate.scope)?.length ?? 0) <
          facts.filter((other) => other.scope === candidate.scope).length,
      ) ?? facts[0];
    if (fact !== undefined) {
      findings.push({
        rule: fact.rule,
        line: fact.line,
        cwe: fact.cwe,
        message: `${fact.message}; ${previous.length === 0 ? 'the baseline did not' : 'more often than the baseline'} — restore the secure setting`,
      });
    }
  }
  return findings;
}

function usesPasswordHashing(facts: SecurityFacts): boolean {
  return facts.calls.some((call) => call.category === 'password-hash');
}

function numericFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const before = countBy(ctx.base.numerics, (fact) => fact.key);
  const kdfContext = usesPasswordHashing(ctx.base) || usesPasswordHashing(ctx.proposed);
  for (const [key, facts] of countBy(ctx.proposed.numerics, (fact) => fact.key)) {
    const previous = before.get(key) ?? [];
    if (
      key.startsWith('iterations:iterations') ||
      key.startsWith('iterations:rounds') ||
      key.startsWith('iterations:cost')
    ) {
      if (!kdfContext) {
        continue;
      }
    }
    facts.forEach((fact, index) => {
      const old = previous[index];
      if (old === undefined || fact.value >= old.value) {
        return;
      }
      const what = fact.kind === 'iterations' ? 'work factor' : 'random length';
      findings.push({
        rule: fact.kind === 'iterations' ? 'weak-crypto' : 'insecure-random',
        line: fact.line,
        cwe: fact.kind === 'iterations' ? 'CWE-916' : 'CWE-331',
        message: `${what} \`${key.slice(key.indexOf(':') + 1)}\` lowered from ${String(old.value)} to ${String(fact.value)}; keep ${String(old.value)} or more`,
      });
    });
  }
  return findings;
}

function isTokenVerify(call: CallFact): boolean {
  return /^(?:verify|decode|jwtVerify)$/.test(call.name) && /jwt|jws|jose|token/i.test(call.callee);
}

function jwtFindings(ctx: DiffContext): SecurityFinding[] {
  const before = ctx.base.calls.filter(isTokenVerify);
  const after = ctx.proposed.calls.filter(isTokenVerify);
  const pinnedBefore = before.filter((call) => call.optionKeys.includes('algorithms')).length;
  const pinnedAfter = after.filter((call) => call.optionKeys.includes('algorithms'));
  if (after.length === 0 || pinnedAfter.length >= pinnedBefore) {
    return [];
  }
  const unpinned = after.find((call) => !call.optionKeys.includes('algorithms')) ?? after[0];
  return [
    {
      rule: 'jwt-weakened',
      line: unpinned?.line ?? null,
      message: `\`${unpinned?.callee ?? 'verify'}\` no longer pins \`algorithms\`: a token can choose its own algorithm (\`none\`, or HS256 keyed with the public key); pass the algorithms you expect`,
    },
  ];
}

const SINK_RULES: Readonly<Record<SinkFact['kind'], { rule: SecurityRuleId; label: string }>> = {
  code: { rule: 'dynamic-code-execution', label: 'code evaluated' },
  shell: { rule: 'shell-injection', label: 'shell command built' },
  'shell-option': { rule: 'shell-injection', label: 'shell command built' },
  sql: { rule: 'sql-injection', label: 'SQL built' },
  html: { rule: 'html-injection', label: 'HTML markup built' },
  path: { rule: 'path-traversal', label: 'file path built' },
};

const SINK_ADVICE: Readonly<Record<SinkFact['kind'], string>> = {
  code: 'do not evaluate strings built from input',
  shell: 'pass arguments as an array without a shell (execFile/spawn), or escape them',
  'shell-option': 'pass arguments as an array without a shell (execFile/spawn), or escape them',
  sql: 'use query parameters',
  html: 'escape the values or set textContent instead',
  path: 'resolve the path and check that it stays inside its root (or pass a root option)',
};

// Code run in a fresh context with a timeout (`vm.runInContext(code, ctx, { timeout })`) is
// contained; the same input moved into `eval`, `Function` or `runInThisContext` is not.
const CONTAINED_CODE = /(?:^|\.)(?:runInContext|runInNewContext)$/;

// A raw input is known by the value it starts from: `fmt` in `fmt.replace(/:(\w+)/g, fn)`.
// morgan 1.8.0 (the --wider2 tuning releases of secreg-releases.mjs) rewrote the callback of
// that `replace` and quoted the names it writes with `JSON.stringify`; the code it evaluates
// still comes from the same `fmt`, so it is the sink the baseline had, not a new one.
const INPUT_ROOT = /^[A-Za-z_$][\w$]*/;

function sinkKey(sink: SinkFact, input: string): string {
  const reach = sink.kind === 'code' && !CONTAINED_CODE.test(sink.callee) ? 'open' : 'contained';
  return `${sink.kind}\u0000${reach}\u0000${INPUT_ROOT.exec(input)?.[0] ?? input}`;
}

// A minifier names values `a`, `b`, `n`, anew on every build: the same `new Function(n.arg +
// ...)` of one build is `new Function(b.arg + ...)` in the next (blueimp-tmpl 2.5.5's
// js/tmpl.min.js, bench:real's fifty-seventh set). A sink whose inputs all have such names is
// the baseline's when their texts match with every name blanked.
const MINIFIED_NAME = /^[A-Za-z_$][\w$]?$/;

function minifiedShape(sink: SinkFact): string | null {
  const roots = sink.rawInputs.map((input) => INPUT_ROOT.exec(input)?.[0] ?? input);
  return roots.length > 0 && roots.every((root) => MINIFIED_NAME.test(root))
    ? `${sink.kind}\u0000${sink.text.replace(/(?<![\w$.])[A-Za-z_$][\w$]*/g, '_')}`
    : null;
}

function sinkFindings(ctx: DiffContext): SecurityFinding[] {
  const remaining = new Map<string, number>();
  const shapes = new Map<string, number>();
  for (const sink of ctx.base.sinks) {
    const shape = minifiedShape(sink);
    if (shape !== null) {
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    }
    for (const input of sink.rawInputs) {
      const key = sinkKey(sink, input);
      remaining.set(key, (remaining.get(key) ?? 0) + 1);
    }
  }
  const findings: SecurityFinding[] = [];
  for (const sink of ctx.proposed.sinks) {
    const shape = minifiedShape(sink);
    const renamed = shape === null ? 0 : (shapes.get(shape) ?? 0);
    if (shape !== null && renamed > 0) {
      shapes.set(shape, renamed - 1);
      continue;
    }
    const fresh = sink.rawInputs.filter((input) => {
      const key = sinkKey(sink, input);
      const count = remaining.get(key) ?? 0;
      remaining.set(key, count - 1);
      return count <= 0;
    });
    if (fresh.length === 0) {
      continue;
    }
    const spec = SINK_RULES[sink.kind];
    findings.push({
      rule: spec.rule,
      line: sink.line,
      message: `${spec.label} from ${fresh.map((input) => `\`${input}\``).join(', ')} (\`${sink.text}\`); ${SINK_ADVICE[sink.kind]}`,
    });
  }
  return findings;
}

/** Weakening settings, lowered work factors, unpinned JWT algorithms, new injection sinks. */
export function diffSettings(ctx: DiffContext): SecurityFinding[] {
  return [
    ...configFindings(ctx),
    ...numericFindings(ctx),
    ...jwtFindings(ctx),
    ...sinkFindings(ctx),
  ];
}
