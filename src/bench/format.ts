import type { Scorecard } from './run-bench.js';

const VERDICT_LABEL = { pass: 'pass', fail: 'FAIL', gap: 'gap', fixedGap: 'GAP FIXED' } as const;

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${Math.round((part / whole) * 1000) / 10}%`;
}

/** The scorecard as a person reads it: one row per case, then packs, injection and gaps. */
export function formatScorecard(card: Scorecard): string {
  const lines: string[] = [];
  const idWidth = Math.max(4, ...card.results.map((r) => r.id.length));
  lines.push(
    `${pad('case', idWidth)}  ${pad('pack', 15)}  ${pad('verdict', 9)}  ${pad('expected', 17)}  ${pad('observed', 17)}  ms`,
  );
  for (const r of card.results) {
    lines.push(
      `${pad(r.id, idWidth)}  ${pad(r.pack, 15)}  ${pad(VERDICT_LABEL[r.verdict], 9)}  ${pad(r.expected.action, 17)}  ${pad(r.observed.action ?? '-', 17)}  ${r.durationMs}`,
    );
    if (r.verdict === 'fail' || r.verdict === 'fixedGap') {
      for (const mismatch of r.mismatches) {
        lines.push(`${' '.repeat(idWidth + 2)}- ${mismatch}`);
      }
      if (r.verdict === 'fixedGap') {
        lines.push(
          `${' '.repeat(idWidth + 2)}- passes now: remove its knownGap and the README entry`,
        );
      }
    }
  }
  lines.push('', `${pad('pack', 16)}  cases  passed  failed  known gaps`);
  for (const [name, pack] of Object.entries(card.packs)) {
    lines.push(
      `${pad(name, 16)}  ${pad(String(pack.cases), 5)}  ${pad(String(pack.passed), 6)}  ${pad(String(pack.failed), 6)}  ${pack.knownGaps}`,
    );
  }
  const inj = card.injection;
  lines.push(
    '',
    `injection: ${inj.attacks} attack vectors, ${inj.controls} controls`,
    `  labelled ${inj.detected}/${inj.attacks} (${percent(inj.detected, inj.attacks)})${inj.missed.length > 0 ? `; missed: ${inj.missed.join(', ')}` : ''}`,
    `  false positives ${inj.falsePositives}/${inj.controls}${inj.falsePositiveIds.length > 0 ? `: ${inj.falsePositiveIds.join(', ')}` : ''}`,
    `  decision drift ${inj.drifted}/${inj.driftChecked} attacks decided differently than without the injected text${inj.driftedUnlabelled.length > 0 ? `; unlabelled: ${inj.driftedUnlabelled.join(', ')}` : ''}`,
  );
  if (card.gaps.length > 0) {
    lines.push('', 'documented gaps (reproduced, not wins):');
    for (const gap of card.gaps) {
      lines.push(`  ${gap.id}: ${gap.why}`);
    }
  }
  lines.push(
    '',
    `${card.cases} cases: ${card.passed} passed, ${card.failed} failed, ${card.knownGaps} known gaps${card.fixedGaps > 0 ? ` (${card.fixedGaps} now pass)` : ''} in ${(card.durationMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}
