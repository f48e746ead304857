import type { DiffContext, SecurityFinding } from './diff-context.js';
import { atomsOf, compareFormulas, formulaKey, inlinePredicates } from './formula-compare.js';
import type { Atom, GatedCall } from './ir.js';
import { calleeRoots, mentions } from './render.js';

/**
 * Operations that kept running while a check that gated them was dropped: `if (byte < 250)
 * digits.push(byte % 10)` becoming an unconditional push, or a reuse condition losing its
 * `nlink <= 1`. The check's kind must be security-relevant or a bound; plain feature flags and
 * null tests (`generic`) and collection lookups (`allowlist`) are not reported.
 */
const IGNORED_CATEGORIES: ReadonlySet<string> = new Set(['generic', 'allowlist']);

function pairCalls(
  ctx: DiffContext,
  base: readonly GatedCall[],
  proposed: readonly GatedCall[],
): [GatedCall, GatedCall][] {
  const pairs: [GatedCall, GatedCall][] = [];
  const taken = new Set<GatedCall>();
  const byKey = new Map<string, GatedCall[]>();
  const byName = new Map<string, GatedCall[]>();
  const add = (map: Map<string, GatedCall[]>, key: string, call: GatedCall): void => {
    const list = map.get(key);
    if (list === undefined) {
      map.set(key, [call]);
    } else {
      list.push(call);
    }
  };
  for (const call of proposed) {
    add(byKey, `${call.scope}\u0000${call.key}`, call);
    add(byName, `${call.scope}\u0000${call.name}`, call);
  }
  const left: GatedCall[] = [];
  for (const call of base) {
    const match = byKey
      .get(`${ctx.mapScope(call.scope)}\u0000${call.key}`)
      ?.find((candidate) => !taken.has(candidate));
    if (match === undefined) {
      left.push(call);
    } else {
      pairs.push([call, match]);
      taken.add(match);
    }
  }
  for (const call of left) {
    const candidates = (byName.get(`${ctx.mapScope(call.scope)}\u0000${call.name}`) ?? []).filter(
      (candidate) => !taken.has(candidate),
    );
    const keys = new Set(atomsOf(call.formula).map((atom) => atom.key));
    let best: GatedCall | null = null;
    let bestScore = -1;
    for (const candidate of candidates) {
      const score = atomsOf(candidate.formula).filter((atom) => keys.has(atom.key)).length;
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    if (best !== null) {
      pairs.push([call, best]);
      taken.add(best);
    }
  }
  return pairs;
}

export function diffGatedCalls(ctx: DiffContext): SecurityFinding[] {
  const base = ctx.base.gated.filter((call) => ctx.goneReason(call.scope) === null);
  const findings: SecurityFinding[] = [];
  const reported = new Set<string>();
  for (const [before, after] of pairCalls(ctx, base, ctx.proposed.gated)) {
    if (reported.has(after.scope)) {
      continue;
    }
    const baseFormula = inlinePredicates(before.formula, ctx.basePredicate);
    const proposedFormula = inlinePredicates(after.formula, ctx.proposedPredicate);
    if (
      formulaKey(baseFormula) === formulaKey(proposedFormula) ||
      compareFormulas(baseFormula, proposedFormula) !== 'broader'
    ) {
      continue;
    }
    const kept = new Set(atomsOf(proposedFormula).map((atom) => atom.key));
    // `if (typeof cb === 'function') cb()` and `if (this.log) this.log.debug()` test the callee,
    // not the data: dropping them (for `cb?.()`) changes no protection.
    const callee = [...calleeRoots(before.key), ...calleeRoots(after.key)];
    const lost: Atom[] = atomsOf(baseFormula).filter(
      (atom) =>
        !kept.has(atom.key) &&
        !callee.some((root) => mentions(atom.key, root)) &&
        atom.categories.some((category) => !IGNORED_CATEGORIES.has(category)),
    );
    if (lost.length === 0) {
      continue;
    }
    reported.add(after.scope);
    // A call that now runs under no condition at all has nothing in the check's place on its own
    // flow, however the code around it was rewritten: that is the evidence, so no `lost` line
    // for the rewrite test of evidence.ts.
    const unconditional = proposedFormula.kind === 'const' && proposedFormula.value;
    const checks = [...new Set(lost.map((atom) => `\`${atom.key}\``))].slice(0, 3).join(', ');
    findings.push({
      rule: 'check-bypassed',
      line: after.line,
      ...(unconditional ? {} : { lostLine: before.line }),
      message: `\`${after.text}\` now runs without the check ${checks} that gated it in the baseline (line ${String(before.line)}); keep the condition`,
    });
  }
  return findings;
}
