import type { SecurityFinding } from './diff-context.js';

// Output escaping that lives in template syntax and engine options rather than in calls: a
// change that writes values raw where they were escaped (issue 18, CWE-79). Each engine marks
// raw output its own way, and two of them use the same marks the other way round (`<%=`
// escapes in EJS and is raw in lodash and underscore), so the engine is read from the file.

interface RawOutput {
  /** What the finding names. */
  readonly label: string;
  readonly pattern: RegExp;
  /** The file must use this engine for the mark to mean raw output. */
  readonly engine?: RegExp;
}

const LODASH =
  /\b(?:_|lodash|underscore)\.template\b|require\(\s*['"](?:lodash(?:\.template)?|underscore)['"]\s*\)|from\s+['"](?:lodash(?:-es)?|underscore)['"]/;
const EJS = /\bejs\b/;
// Pug's marks are common in other text (`!{` in an encoded blob of a bundle): they mean raw
// output only in code that compiles Pug.
const PUG = /\b(?:pug|jade)\b/;

const RAW_OUTPUTS: readonly RawOutput[] = [
  {
    label: 'raw `<%= %>` interpolation in a lodash/underscore template',
    pattern: /<%=(?!=)/g,
    engine: LODASH,
  },
  { label: 'unescaped `<%- %>` output in an EJS template', pattern: /<%-/g, engine: EJS },
  { label: 'triple-brace `{{{ }}}` raw output', pattern: /\{\{\{|\{\{&/g },
  { label: '`| safe` filter', pattern: /\|\s*safe\b/g },
  {
    label: 'Pug `!{ }` / `!=` raw output',
    pattern: /!\{[^}\n]{1,80}\}|^\s*[\w.#-]*!=\s/gm,
    engine: PUG,
  },
  { label: '`v-html` binding', pattern: /\bv-html\s*=/g },
  { label: 'escaping turned off (`noEscape: true`)', pattern: /\bnoEscape\s*:\s*true\b/g },
  {
    label: 'autoescaping turned off (`autoescape: false`)',
    pattern: /\bautoescape\s*[:=]\s*(?:false|False|0)\b/g,
  },
  // An escape function that hands back its argument (`escape: (s) => s`), not a getter that
  // returns the escaping function (`escapeHtml: () => escapeHtml`, a bundle's export map).
  {
    label: 'escaping turned off (`escape: false`)',
    pattern:
      /\b(?:escape|escapeHtml|escapeMarkup)\s*:\s*(?:false\b|\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>\s*\1(?![\w$(.]))/g,
  },
  { label: '`{% autoescape false %}` block', pattern: /\{%-?\s*autoescape\s+(?:false|off)\b/g },
];

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
  }
  return line;
}

/**
 * Raw-output marks of template engines the proposed text has more of than the baseline:
 * `<%-` turned `<%=` in lodash, `{{x}}` turned `{{{x}}}`, `autoescape: false`, `| safe`.
 */
export function diffTemplates(baseline: string, proposed: string): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  for (const raw of RAW_OUTPUTS) {
    if (raw.engine !== undefined && !raw.engine.test(proposed)) {
      continue;
    }
    const before = baseline.match(raw.pattern)?.length ?? 0;
    const matches = [...proposed.matchAll(raw.pattern)];
    if (matches.length <= before) {
      continue;
    }
    const first = matches[before] ?? matches[0];
    findings.push({
      rule: 'template-unescaped',
      line: first?.index === undefined ? null : lineOf(proposed, first.index),
      message: `the change adds ${raw.label} (${String(matches.length - before)} more than the baseline); values written there reach the page unescaped, so escape them or keep the escaping output`,
    });
  }
  return findings;
}
