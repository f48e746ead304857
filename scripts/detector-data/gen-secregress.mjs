// Generates security-regression cases from test/fixtures/detectors/secregress-cases/<set>/*.case:
// each file is a source file with `⟦baseline⇒proposed⟧` marks where the two sides differ, under
// a header of `// kind:`, `// cwe:`, `// file:` and `// note:` lines. A regression's proposed
// side removes output escaping, a path-traversal guard, a code-execution guard or a
// prototype-pollution guard; a benign case changes the same file without weakening it.
// Four collections: `compose` (the tuning set), `heldout` (other frameworks, helpers and
// styles; held out in src/analysis/tuning.json), `heldout2` and `heldout3` (98 and 107 cases
// over 17-18 CWEs, written blind on 6 December 2026 by two separate writers who never read the
// detector, the other collections or the shared datasets; heldout2 stays held out, heldout3
// became tuning data after its first run), `heldout4` and `heldout5` (104 and 102 cases over 14
// and 12 CWEs, server side and front end, written blind on 7 December 2026 by two more writers
// under the same rules).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GENERATOR = 'scripts/detector-data/gen-secregress.mjs';
const MARK = /⟦([\s\S]*?)⇒([\s\S]*?)⟧/g;

function parseCase(path, name) {
  const text = readFileSync(path, 'utf8');
  const header = {};
  const lines = text.split('\n');
  let bodyStart = 0;
  for (const [index, line] of lines.entries()) {
    const field = /^\/\/ (kind|cwe|file|note): (.*)$/.exec(line);
    if (field === null) {
      bodyStart = index;
      break;
    }
    header[field[1]] = field[2];
  }
  for (const field of ['kind', 'cwe', 'file', 'note']) {
    if (header[field] === undefined) {
      throw new Error(`${path}: missing "// ${field}:" header line`);
    }
  }
  const body = lines.slice(bodyStart).join('\n');
  if (!MARK.test(body)) {
    throw new Error(`${path}: no ⟦baseline⇒proposed⟧ mark`);
  }
  return {
    name,
    ...header,
    baseline: body.replace(MARK, (_, before) => before),
    proposed: body.replace(MARK, (_, _before, after) => after),
  };
}

function recordsOf(root, set) {
  const directory = join(root, 'secregress-cases', set);
  const repo = `govern-synth/secregress-${set}`;
  return readdirSync(directory)
    .filter((name) => name.endsWith('.case'))
    .sort()
    .map((name) => parseCase(join(directory, name), name.replace(/\.case$/, '')))
    .map((parsed) => ({
      id: `sr-${set}-${parsed.name}`,
      kind: parsed.kind,
      cwe: parsed.cwe,
      repo,
      file: parsed.file,
      baseline: parsed.baseline,
      proposed: parsed.proposed,
      source: `${repo}:${GENERATOR}#${parsed.name}`,
      note: parsed.note,
    }));
}

/** Every collection: `{file name: records}`. */
export function secregressFixtures(root) {
  return {
    'secregress-compose.jsonl': recordsOf(root, 'compose'),
    'secregress-heldout.jsonl': recordsOf(root, 'heldout'),
    'secregress-heldout2.jsonl': recordsOf(root, 'heldout2'),
    'secregress-heldout3.jsonl': recordsOf(root, 'heldout3'),
    'secregress-heldout4.jsonl': recordsOf(root, 'heldout4'),
    'secregress-heldout5.jsonl': recordsOf(root, 'heldout5'),
  };
}
