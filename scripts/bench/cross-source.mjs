// `npm run bench:detectors -- --cross-source`: every dataset's records grouped by origin, each
// group's figures reported on their own, and the macro average and worst group over the groups
// that are held out: those no rule file of the detector was written or tuned against, by the
// list kept in src/analysis/tuning.json. Figures on the other groups are tuning figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { groupOf } from './groups.mjs';

const MANIFEST = 'src/analysis/tuning.json';
const DETECTOR_FOLDERS = {
  secrets: 'src/analysis/secrets',
  injection: 'src/analysis/injection',
  'security-regression': 'src/analysis/security',
};

function wildcard(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function filesUnder(root, directory) {
  const out = [];
  for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) {
      out.push(...filesUnder(root, path));
    } else if (!entry.name.endsWith('.test.ts')) {
      out.push(path);
    }
  }
  return out;
}

/**
 * Reads and checks the tuning list: every entry names files and the groups they were tuned
 * on, and every rule or data file of a detector is covered, so that a new rule file cannot
 * silently count every group as held out. Throws an Error naming the problem.
 */
export function loadTuningManifest(root) {
  const path = join(root, MANIFEST);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${MANIFEST}: cannot read the tuning list (${error.message})`, {
      cause: error,
    });
  }
  if (manifest?.version !== 1 || typeof manifest.detectors !== 'object') {
    throw new Error(`${MANIFEST}: expected {"version": 1, "detectors": {...}}`);
  }
  const compiled = {};
  for (const [kind, folder] of Object.entries(DETECTOR_FOLDERS)) {
    const entries = manifest.detectors[kind];
    if (!Array.isArray(entries)) {
      throw new Error(`${MANIFEST}: detectors.${kind} must list the detector's rule files`);
    }
    const parsed = entries.map((entry, index) => {
      if (
        !Array.isArray(entry.files) ||
        !Array.isArray(entry.tunedOn) ||
        typeof entry.why !== 'string'
      ) {
        throw new Error(
          `${MANIFEST}: detectors.${kind}[${index}] needs "files", "tunedOn" and "why"`,
        );
      }
      return {
        files: entry.files.map(wildcard),
        tunedOn: entry.tunedOn.map(wildcard),
        tunedOnText: entry.tunedOn,
      };
    });
    const uncovered = filesUnder(root, folder).filter(
      (file) => !parsed.some((entry) => entry.files.some((pattern) => pattern.test(file))),
    );
    if (uncovered.length > 0) {
      throw new Error(
        `${MANIFEST}: detectors.${kind} does not say what ${uncovered.join(', ')} was tuned on; add an entry`,
      );
    }
    compiled[kind] = parsed;
  }
  return compiled;
}

/** The entries of `kind` whose files were tuned on `group` (empty: the group is held out). */
function tunedBy(manifest, kind, group) {
  return manifest[kind].filter((entry) => entry.tunedOn.some((pattern) => pattern.test(group)));
}

// Per kind: the figures of one group, in percent; null where the group has no such records.
const FIGURES = {
  secrets: (metrics) => ({
    recall: metrics.secrets > 0 ? metrics.recall : null,
    falsePositives: metrics.hardNegatives > 0 ? metrics.hardNegativesFlagged : null,
    nearMisses: metrics.nearMisses > 0 ? metrics.nearMissesFlagged : null,
    precision: metrics.findings > 0 ? metrics.precision : null,
  }),
  injection: (metrics) => ({
    recall: metrics.attacks > 0 ? metrics.recall : null,
    falsePositives: metrics.benign > 0 ? metrics.falsePositiveRate : null,
  }),
  'security-regression': (metrics) => ({
    recall: metrics.recall === null ? null : 100 * metrics.recall,
    falsePositives: metrics.falseRejectRate === null ? null : 100 * metrics.falseRejectRate,
  }),
};
const LABELS = {
  secrets: ['recall', 'hard negatives flagged'],
  injection: ['attacks flagged', 'benign flagged'],
  'security-regression': ['regressions caught', 'false rejects'],
};

function macro(groups, field) {
  const defined = groups.filter((group) => group.figures[field] !== null);
  if (defined.length === 0) {
    return null;
  }
  const mean = defined.reduce((sum, group) => sum + group.figures[field], 0) / defined.length;
  const worst = defined.reduce((a, b) =>
    (field === 'recall' ? b.figures[field] < a.figures[field] : b.figures[field] > a.figures[field])
      ? b
      : a,
  );
  return { mean, groups: defined.length, worst: worst.group, worstValue: worst.figures[field] };
}

const format = (value) => (value === null ? '-' : `${value.toFixed(1)}%`);

function describeMacro(label, summary) {
  if (summary === null) {
    return `${label}: no group`;
  }
  return `${label}: macro ${format(summary.mean)} over ${summary.groups} groups, worst ${summary.worst} ${format(summary.worstValue)}`;
}

/**
 * Groups `records` by origin and scores each group with `summarize` (the kind's own scoring,
 * so per-group figures mean what the whole-file figures mean).
 */
export function crossSource(kind, summarize, records, predictions, manifest, root) {
  const byGroup = new Map();
  for (const record of records) {
    const group = groupOf(kind, record);
    byGroup.set(group, [...(byGroup.get(group) ?? []), record]);
  }
  const groups = [...byGroup]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, members]) => {
      const { metrics } = summarize(members, predictions);
      const tuned = tunedBy(manifest, kind, group);
      return {
        group,
        records: members.length,
        heldOut: tuned.length === 0,
        figures: FIGURES[kind](metrics),
      };
    });
  const heldOut = groups.filter((group) => group.heldOut);
  const tuning = groups.filter((group) => !group.heldOut);
  const [recallLabel, falseLabel] = LABELS[kind];
  const summary = {
    heldOut: {
      recall: macro(heldOut, 'recall'),
      falsePositives: macro(heldOut, 'falsePositives'),
      ...(kind === 'secrets' ? { nearMisses: macro(heldOut, 'nearMisses') } : {}),
    },
    tuning: {
      recall: macro(tuning, 'recall'),
      falsePositives: macro(tuning, 'falsePositives'),
    },
  };
  const width = Math.min(60, Math.max(...groups.map((group) => group.group.length)));
  const lines = [
    `cross-source: ${groups.length} groups of origin, ${heldOut.length} held out (no rule file of this detector lists them in ${relative(root, join(root, MANIFEST))})`,
    `  ${'group'.padEnd(width)} records  ${recallLabel.padStart(18)}  ${falseLabel.padStart(22)}  status`,
    ...groups.map(
      (group) =>
        `  ${group.group.padEnd(width)} ${String(group.records).padStart(7)}  ${format(group.figures.recall).padStart(18)}  ${format(group.figures.falsePositives).padStart(22)}  ${group.heldOut ? 'held out' : 'tuning'}`,
    ),
    `HELD OUT ${describeMacro(recallLabel, summary.heldOut.recall)}`,
    `HELD OUT ${describeMacro(falseLabel, summary.heldOut.falsePositives)}`,
    ...(kind === 'secrets'
      ? [`HELD OUT ${describeMacro('near misses flagged', summary.heldOut.nearMisses)}`]
      : []),
    `tuning figures (groups the rules were written against): ${describeMacro(recallLabel, summary.tuning.recall)}; ${describeMacro(falseLabel, summary.tuning.falsePositives)}`,
  ];
  return { lines, metrics: { groups, ...summary } };
}
