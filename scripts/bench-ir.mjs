#!/usr/bin/env node
/* eslint-disable max-lines -- one benchmark: sampling, the export and named-body checks and the report, read top to bottom */
// Reference-code IR benchmark (issue 13, part 2). Renders real source files from installed
// packages as the gateway's IR and counts tokens (o200k_base, gpt-tokenizer) of the file
// whole and as IR, per language, on files over 100 lines. Checks on every file that each
// exported name is still declared outside any elided body, and, for one function per file
// picked at random (fixed seed), that naming it in the task keeps its body verbatim.
//
// Sources, all already on the machine (nothing is downloaded):
//   TS/TSX/JS   this checkout's node_modules
//   Python      npm's bundled node-gyp (gyp), node_modules, the Debian Python stdlib
//               (/usr/lib/python3.*)
//   Go          node_modules, Debian's golang-*-src (/usr/share/go-*/src)
//   Rust        node_modules, Debian's rust-src (/usr/src/rustc-*/library: the standard
//               library, full of nightly-only syntax) and crates from Debian's librust-*-dev
//               packages (/usr/share/cargo/registry: regex, syn, serde_json, rand and their
//               dependencies)
// A source that is not installed is reported, with the apt package that provides it.
//
// Files are split by a hash of their path into a tuning half and a held-out half; the
// renderer's thresholds were set looking at the tuning half only, and both are reported.
//
// Files that say they are generated (`Code generated ... DO NOT EDIT`, `@generated`, ...)
// are left out: they are tables and API types, not code a person writes or reads as
// reference. `--include-generated` puts them back; the report counts them either way.
//
// Usage: npm run bench:ir [-- --per-language N] [--include-generated] [--json FILE]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from './lib/cli.mjs';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseScriptArgs({
  options: {
    'per-language': { type: 'string', default: '200' },
    json: { type: 'string' },
    'include-generated': { type: 'boolean', default: false },
  },
});
const PER_LANGUAGE = Number(flags['per-language']);
const MIN_LINES = 100;
const SEED = 13;
const { languageForPath, isDeclarationPath, renderReferenceIr, withSyntaxTree } = await import(
  join(root, 'dist', 'analysis', 'index.js')
);

/** mulberry32: a small seeded generator, so the sample and the picks are reproducible. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function* walk(dir, depth = 0) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && !entry.isSymbolicLink() && depth < 20) {
      yield* walk(full, depth + 1);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

function firstExisting(patternDir, prefix, suffix) {
  if (!existsSync(patternDir)) {
    return null;
  }
  const match = readdirSync(patternDir)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .at(-1);
  return match === undefined ? null : join(patternDir, match, suffix);
}

function npmBundledGyp() {
  try {
    const npmRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
    const gyp = join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'gyp');
    return existsSync(gyp) ? gyp : null;
  } catch {
    return null;
  }
}

const SOURCES = [
  { label: 'node_modules', dir: join(root, 'node_modules'), apt: null },
  { label: "npm's node-gyp (gyp)", dir: npmBundledGyp(), apt: null },
  {
    label: 'Debian Python stdlib',
    dir: firstExisting('/usr/lib', 'python3.', ''),
    apt: 'libpython3-stdlib',
  },
  { label: 'Debian Go sources', dir: firstExisting('/usr/share', 'go-', 'src'), apt: 'golang-src' },
  {
    label: 'Debian Rust std',
    dir: firstExisting('/usr/src', 'rustc-', 'library'),
    apt: 'rust-src',
  },
  {
    label: 'Debian Rust crates',
    dir: existsSync('/usr/share/cargo/registry') ? '/usr/share/cargo/registry' : null,
    apt: 'librust-regex-dev librust-syn-dev librust-serde-json-dev librust-rand-dev',
  },
];

/** The row a file is reported in: its language, with TS declaration files on their own. */
function rowOf(path) {
  const language = languageForPath(path);
  if (language === null) {
    return null;
  }
  if (language === 'typescript' && isDeclarationPath(path)) {
    return 'typescript (.d.ts)';
  }
  return language;
}

function lineCount(text) {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

// Minified files (bundles) are not reference code a person wrote.
function looksMinified(text, lines) {
  return text.length / lines > 150 || /^\/\/# sourceMappingURL=data:/m.test(text.slice(-5000));
}

// The markers generators leave in a file's head (Go's convention, and the common ones).
const GENERATED =
  /Code generated .* DO NOT EDIT|@generated|\bDO NOT EDIT\b|File generated from|autogenerated|auto-generated/i;

function isGenerated(text) {
  return GENERATED.test(text.slice(0, 1500));
}

const candidates = new Map();
const sourceReport = [];
for (const source of SOURCES) {
  if (source.dir === null || !existsSync(source.dir)) {
    sourceReport.push({ source: source.label, dir: source.dir, files: 0, missing: source.apt });
    continue;
  }
  let files = 0;
  for (const path of walk(source.dir)) {
    if (path.includes(`${join(root, 'node_modules')}/.cache`) || path.includes('/testdata/')) {
      continue;
    }
    const row = rowOf(path);
    if (row === null) {
      continue;
    }
    files += 1;
    const list = candidates.get(row) ?? [];
    // The renderer gets the path as a repository would name it (the marker quotes it).
    list.push({ path, source: source.label, name: relative(source.dir, path) });
    candidates.set(row, list);
  }
  sourceReport.push({ source: source.label, dir: source.dir, files, missing: null });
}

function fileHash(path) {
  return createHash('sha256').update(path).digest()[0];
}

// Deterministic sample: shuffle each language's candidates with the seed, keep readable,
// hand-written files over MIN_LINES lines, up to PER_LANGUAGE of them.
const sample = [];
const generatedSkipped = {};
for (const [row, entries] of [...candidates].sort(([a], [b]) => a.localeCompare(b))) {
  // One generator per row, so each language's sample does not depend on the others'.
  const next = random(SEED + createHash('sha256').update(row).digest()[0]);
  const shuffled = [...new Map(entries.map((entry) => [entry.path, entry])).values()].sort((a, b) =>
    a.path.localeCompare(b.path),
  );
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  let taken = 0;
  for (const { path, source, name } of shuffled) {
    if (taken >= PER_LANGUAGE) {
      break;
    }
    if (statSync(path).size > 400_000) {
      continue;
    }
    const text = readFileSync(path, 'utf8');
    const lines = lineCount(text);
    if (lines <= MIN_LINES || looksMinified(text, lines)) {
      continue;
    }
    if (isGenerated(text) && !flags['include-generated']) {
      generatedSkipped[row] = (generatedSkipped[row] ?? 0) + 1;
      continue;
    }
    sample.push({ row, path, name, source, text, lines, heldOut: fileHash(path) % 2 === 1 });
    taken += 1;
  }
}

// --- what a file exports, read off its full syntax tree --------------------------------

function nameNodes(node) {
  const name = node.childForFieldName('name');
  return name === null ? [] : [name];
}

/** True inside a function that is not the module itself (an IIFE or UMD factory). */
function insideFunction(node, types, lines) {
  for (let parent = node.parent; parent !== null; parent = parent.parent) {
    if (types.includes(parent.type)) {
      const span = parent.endPosition.row - parent.startPosition.row + 1;
      if (span < lines * 0.5 || parent.childForFieldName('name') !== null) {
        return true;
      }
    }
  }
  return false;
}

const JS_FUNCTIONS = [
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'arrow_function',
  'method_definition',
];

function exportedEcmascript(rootNode) {
  const lines = rootNode.endPosition.row + 1;
  const names = [];
  for (const statement of rootNode.descendantsOfType('export_statement')) {
    const declaration = statement.childForFieldName('declaration');
    if (declaration !== null) {
      if (
        declaration.type === 'lexical_declaration' ||
        declaration.type === 'variable_declaration'
      ) {
        for (const declarator of declaration.namedChildren) {
          const name = declarator.childForFieldName('name');
          if (name?.type === 'identifier') {
            names.push(name);
          }
        }
      } else {
        names.push(...nameNodes(declaration));
      }
    }
    for (const clause of statement.namedChildren.filter((c) => c.type === 'export_clause')) {
      for (const specifier of clause.namedChildren) {
        const name = specifier.childForFieldName('alias') ?? specifier.childForFieldName('name');
        if (name !== null) {
          names.push(name);
        }
      }
    }
  }
  // CommonJS: `exports.x = ...`, `module.exports.x = ...`.
  for (const assignment of rootNode.descendantsOfType('assignment_expression')) {
    const left = assignment.childForFieldName('left');
    // Assigned when a function runs, not declared by the module: not a static export.
    if (left?.type !== 'member_expression' || insideFunction(assignment, JS_FUNCTIONS, lines)) {
      continue;
    }
    const object = left.childForFieldName('object')?.text;
    if (object === 'exports' || object === 'module.exports') {
      const property = left.childForFieldName('property');
      if (property !== null) {
        names.push(property);
      }
    }
  }
  return names;
}

function exportedPython(rootNode) {
  const names = [];
  for (const child of rootNode.namedChildren) {
    const definition =
      child.type === 'decorated_definition' ? child.childForFieldName('definition') : child;
    if (definition?.type === 'function_definition' || definition?.type === 'class_definition') {
      names.push(...nameNodes(definition).filter((n) => !n.text.startsWith('_')));
    }
  }
  return names;
}

function exportedGo(rootNode) {
  const names = [];
  const exported = (n) => /^\p{Lu}/u.test(n.text);
  for (const child of rootNode.namedChildren) {
    if (child.type === 'function_declaration' || child.type === 'method_declaration') {
      names.push(...nameNodes(child).filter(exported));
    }
    if (!['type_declaration', 'const_declaration', 'var_declaration'].includes(child.type)) {
      continue;
    }
    for (const spec of child.descendantsOfType(['type_spec', 'const_spec', 'var_spec'])) {
      for (const name of spec.childrenForFieldName('name')) {
        if (exported(name)) {
          names.push(name);
        }
      }
    }
  }
  return names;
}

const RUST_ITEMS = [
  'function_item',
  'function_signature_item',
  'struct_item',
  'enum_item',
  'trait_item',
  'type_item',
  'const_item',
  'static_item',
  'mod_item',
  'union_item',
  'macro_definition',
];

function exportedRust(rootNode) {
  const names = [];
  for (const item of rootNode.descendantsOfType(RUST_ITEMS)) {
    const inFunction = insideFunction(item, ['function_item', 'closure_expression'], 0);
    if (
      !inFunction &&
      item.namedChildren.some((c) => c.type === 'visibility_modifier' && c.text === 'pub')
    ) {
      names.push(...nameNodes(item));
    }
  }
  return names;
}

const EXPORTED = {
  typescript: exportedEcmascript,
  tsx: exportedEcmascript,
  javascript: exportedEcmascript,
  python: exportedPython,
  go: exportedGo,
  rust: exportedRust,
};

function exportedNames(language, text) {
  return withSyntaxTree(language, text, (rootNode) =>
    EXPORTED[language](rootNode).map((node) => ({
      name: node.text,
      start: node.startIndex,
    })),
  );
}

// --- the run ---------------------------------------------------------------------------

function quantile(values, q) {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

const pick = random(SEED + 1);
const started = performance.now();
const cpuStart = process.cpuUsage();
const results = [];
for (const file of sample) {
  const language = languageForPath(file.path);
  const ir = await renderReferenceIr(file.name, file.text);
  const fullTokens = countTokens(file.text, { disallowedSpecial: new Set() });
  const irTokens = countTokens(ir.text, { disallowedSpecial: new Set() });
  // Every exported name still declared outside the elided ranges, and present in the IR.
  const exported = await exportedNames(language, file.text);
  const lost = exported.filter(
    ({ name, start }) =>
      ir.elided.some((body) => start >= body.start && start < body.end) || !ir.text.includes(name),
  );
  // A function picked at random among the elided ones: named in the task, its body stays.
  const named = ir.elided.filter((body) => body.name !== null && body.name !== '');
  let namedCheck = null;
  if (named.length > 0) {
    const body = named[Math.floor(pick() * named.length)];
    const kept = await renderReferenceIr(file.name, file.text, {
      keepNames: new Set([body.name]),
    });
    namedCheck = {
      name: body.name,
      kept: kept.text.includes(file.text.slice(body.start, body.end)),
    };
  }
  results.push({
    row: file.row,
    source: file.source,
    path: relative(root, file.path).startsWith('..') ? file.path : relative(root, file.path),
    lines: file.lines,
    heldOut: file.heldOut,
    mode: ir.mode,
    reason: ir.reason,
    fullTokens,
    irTokens,
    reduction: 1 - irTokens / fullTokens,
    exported: exported.length,
    lostExports: lost.map((entry) => entry.name),
    namedCheck,
  });
}
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuStart);

function summarize(rows) {
  const reductions = rows.map((r) => r.reduction);
  const full = rows.reduce((sum, r) => sum + r.fullTokens, 0);
  const ir = rows.reduce((sum, r) => sum + r.irTokens, 0);
  const named = rows.filter((r) => r.namedCheck !== null);
  return {
    files: rows.length,
    fullFallbacks: rows.filter((r) => r.mode === 'full').length,
    parseErrors: rows.filter((r) => r.reason === 'parse-error').length,
    medianReduction: quantile(reductions, 0.5),
    p90Reduction: quantile(reductions, 0.9),
    totalReduction: full === 0 ? null : 1 - ir / full,
    fullTokens: full,
    irTokens: ir,
    exportedNames: rows.reduce((sum, r) => sum + r.exported, 0),
    exportedKept: rows.reduce((sum, r) => sum + r.exported - r.lostExports.length, 0),
    namedBodies: named.length,
    namedBodiesKept: named.filter((r) => r.namedCheck.kept).length,
  };
}

const rows = [...new Set(results.map((r) => r.row))].sort();
const report = {
  command: 'npm run bench:ir',
  tokenizer: 'gpt-tokenizer o200k_base',
  minLines: MIN_LINES,
  perLanguage: PER_LANGUAGE,
  seed: SEED,
  sources: sourceReport,
  includeGenerated: flags['include-generated'],
  generatedSkipped,
  wallMs: Math.round(wallMs),
  cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  load: loadavg().map((l) => Math.round(l * 100) / 100),
  cores: cpus().length,
  overall: summarize(results),
  overallSource: summarize(results.filter((r) => r.row !== 'typescript (.d.ts)')),
  rows: Object.fromEntries(
    rows.map((row) => {
      const all = results.filter((r) => r.row === row);
      return [
        row,
        {
          all: summarize(all),
          tuning: summarize(all.filter((r) => !r.heldOut)),
          heldOut: summarize(all.filter((r) => r.heldOut)),
        },
      ];
    }),
  ),
  failures: results
    .filter((r) => r.lostExports.length > 0 || r.namedCheck?.kept === false)
    .map((r) => ({ path: r.path, lostExports: r.lostExports, namedCheck: r.namedCheck })),
};

const pct = (value) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);
const lines = [
  `reference IR benchmark: ${results.length} files over ${MIN_LINES} lines, tokens by ${report.tokenizer}`,
  ...sourceReport.map(
    (s) =>
      `  source ${s.source}: ${s.files} candidate files${s.missing === null ? '' : ` (not installed: apt-get install ${s.missing})`}`,
  ),
  '',
  'row                  files  median   p90    total   held-out median  exports kept  named bodies kept  whole (parse errors)',
  ...rows.map((row) => {
    const { all, heldOut } = report.rows[row];
    return [
      row.padEnd(20),
      String(all.files).padStart(5),
      pct(all.medianReduction).padStart(7),
      pct(all.p90Reduction).padStart(7),
      pct(all.totalReduction).padStart(7),
      `${pct(heldOut.medianReduction)} (${heldOut.files})`.padStart(17),
      `${all.exportedKept}/${all.exportedNames}`.padStart(13),
      `${all.namedBodiesKept}/${all.namedBodies}`.padStart(18),
      `${all.fullFallbacks} (${all.parseErrors})`.padStart(21),
    ].join(' ');
  }),
  '',
  `generated files left out while sampling: ${
    Object.entries(generatedSkipped)
      .map(([row, n]) => `${row} ${n}`)
      .join(', ') || 'none'
  }${flags['include-generated'] ? ' (--include-generated: kept)' : ''}`,
  ...[...new Set(results.map((r) => `${r.row}\t${r.source}`))].sort().map((key) => {
    const [row, source] = key.split('\t');
    const s = summarize(results.filter((r) => r.row === row && r.source === source));
    return `  ${row} from ${source}: ${s.files} files, median ${pct(s.medianReduction)}, p90 ${pct(s.p90Reduction)}`;
  }),
  `source files (without .d.ts): median ${pct(report.overallSource.medianReduction)}, p90 ${pct(report.overallSource.p90Reduction)}, total ${pct(report.overallSource.totalReduction)} over ${report.overallSource.files} files`,
  `all files: median ${pct(report.overall.medianReduction)}, exports kept ${report.overall.exportedKept}/${report.overall.exportedNames}, named bodies kept ${report.overall.namedBodiesKept}/${report.overall.namedBodies}`,
  `wall ${(wallMs / 1000).toFixed(1)} s, CPU ${(report.cpuMs / 1000).toFixed(1)} s, load ${report.load.join(' ')} on ${report.cores} cores`,
  ...report.failures
    .slice(0, 20)
    .map(
      (f) =>
        `  FAIL ${f.path}: ${f.lostExports.length > 0 ? `lost exports ${f.lostExports.slice(0, 5).join(', ')}` : ''}${f.namedCheck?.kept === false ? ` named body ${f.namedCheck.name} not kept` : ''}`,
    ),
];
process.stdout.write(`${lines.join('\n')}\n`);
if (flags.json !== undefined) {
  writeFileSync(flags.json, `${JSON.stringify({ ...report, files: results }, null, 2)}\n`);
}
process.exitCode = report.failures.length === 0 ? 0 : 1;
