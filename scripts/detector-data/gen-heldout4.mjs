// Generator of test/fixtures/detectors/injection-heldout4.jsonl, the fourth held-out set of
// labelled prompt-injection records. It was written blind: its author never read the detector's
// rules or any other data set. Every piece of wording (attacks and benign text alike) lives in
// the phrase tables under test/fixtures/detectors/phrases/heldout4/; this file only composes
// them: it places embedded instructions inside carrier documents (logs, configs, READMEs...),
// applies the encodings some records ask for, shuffles with a seeded PRNG and numbers the
// records. It uses no Math.random and no clock, so every run writes the same bytes.
//
//   node scripts/detector-data/gen-heldout4.mjs   (writes test/fixtures/detectors/)

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, neutralCarriers } from '../../test/fixtures/detectors/phrases/heldout4/index.mjs';
import { createRandom } from './random.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DEFAULT_DIR = resolve(HERE, '..', '..', 'test', 'fixtures', 'detectors');
const NAME = 'injection-heldout4.jsonl';
const TAG = 'govern-synth/inj-heldout4';
const SOURCE = `${TAG}:scripts/detector-data/gen-heldout4.mjs`;
const MARK = '{{P}}';

function shuffle(items, rng) {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---- encodings (the wording they encode comes from the phrase tables) ----

function rot13(text) {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', A: '4', E: '3', I: '1', O: '0' };
const HOMOGLYPH = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у', i: 'і', A: 'А' };

function everyOther(text, rng, table, rate) {
  return [...text].map((c) => (table[c] && rng() < rate ? table[c] : c)).join('');
}

function zeroWidth(text, rng) {
  const marks = ['\u200b', '\u200c', '\u2060'];
  return [...text]
    .map((c) => (c !== ' ' && rng() < 0.45 ? c + marks[Math.floor(rng() * marks.length)] : c))
    .join('');
}

function encode(payload, rng) {
  const { o, t } = payload;
  switch (o) {
    case 'b64':
      return Buffer.from(t, 'utf8').toString('base64');
    case 'hex':
      return Buffer.from(t, 'utf8').toString('hex');
    case 'rot13':
      return rot13(t);
    case 'rev':
      return [...t].reverse().join('');
    case 'leet':
      return everyOther(t, rng, LEET, 0.8);
    case 'homo':
      return everyOther(t, rng, HOMOGLYPH, 0.7);
    case 'zw':
      return zeroWidth(t, rng);
    case 'spaced':
      return [...t].join(' ');
    case 'dotted':
      return [...t.replace(/ /g, '')].join('.');
    case undefined:
      return t;
    default:
      throw new Error(`unknown encoding ${o}`);
  }
}

/** The payload text as it appears in the record: encoded, with its hint, maybe wrapped. */
function renderPayload(payload, rng) {
  const body = encode(payload, rng);
  let text = payload.h === undefined ? body : payload.h.replace('{{X}}', body);
  if (payload.w === 'html') {
    text = `<!-- ${text} -->`;
  }
  return text;
}

// ---- carriers ----

function inlineValue(fmt, text) {
  const flat = text.split('\n').join(' ');
  switch (fmt) {
    case 'json':
      return JSON.stringify(flat).slice(1, -1);
    case 'yaml':
      return JSON.stringify(flat);
    case 'csv':
      return flat.replace(/"/g, '""');
    default:
      return flat;
  }
}

/**
 * Put `text` at one of the carrier's markers (chosen by `rng`); drop the other markers. In line
 * mode each payload line takes the text in front of the marker (indent, comment leader, log
 * prefix); in inline mode (json, yaml, csv, inline) the payload is escaped into the line.
 */
function place(carrier, text, rng) {
  const lines = carrier.t.split('\n');
  const spots = lines.flatMap((line, i) => (line.includes(MARK) ? [i] : []));
  if (spots.length === 0) {
    throw new Error(`carrier without marker: ${carrier.t.slice(0, 40)}`);
  }
  const pick = text === null ? -1 : spots[Math.floor(rng() * spots.length)];
  const inline = ['json', 'yaml', 'csv', 'inline'].includes(carrier.fmt);
  const out = [];
  lines.forEach((line, i) => {
    if (!line.includes(MARK)) {
      out.push(line);
    } else if (i !== pick) {
      if (carrier.alt !== undefined) {
        out.push(line.replace(MARK, inlineValue(carrier.fmt, carrier.alt)));
      }
    } else if (inline) {
      out.push(line.replace(MARK, inlineValue(carrier.fmt, text)));
    } else {
      const [before, after] = line.split(MARK);
      for (const part of text.split('\n')) {
        out.push((before + part + after).trimEnd());
      }
    }
  });
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '')
    .trimEnd();
}

const usage = new Map();

function leastUsed(pool, rng) {
  const scored = shuffle(pool, rng).map((c) => [usage.get(c) ?? 0, c]);
  scored.sort((a, b) => a[0] - b[0]);
  return scored[0][1];
}

function chooseCarrier(payload, local, rng) {
  const all = [...local, ...neutralCarriers];
  let pool;
  if (payload.c !== undefined) {
    pool = all.filter((c) => c.c === payload.c);
  } else if (payload.w === 'html') {
    pool = all.filter((c) => c.md);
  } else {
    pool = rng() < 0.62 ? local : neutralCarriers;
  }
  if (pool.length === 0) {
    throw new Error(`no carrier for payload ${payload.t.slice(0, 40)}`);
  }
  const carrier = leastUsed(pool, rng);
  usage.set(carrier, (usage.get(carrier) ?? 0) + 1);
  return carrier;
}

// ---- records ----

function record(lang, text, label, family, channel, subset) {
  return { lang, text, label, family, channel, subset };
}

function languageRecords(code, table) {
  // The repository's seeded generator (mulberry32 over FNV-1a of the seed name).
  const rng = createRandom(`heldout4:${code}`).next;
  const out = [];
  for (const [family, text] of table.direct) {
    out.push(record(code, text, 'attack', family, 'chat', 'direct'));
  }
  for (const payload of table.payloads) {
    const text = renderPayload(payload, rng);
    if (payload.alone) {
      out.push(record(code, text, 'attack', payload.f, payload.c, 'embedded'));
      continue;
    }
    const carrier = chooseCarrier(payload, table.carriers, rng);
    const channel = payload.w === 'html' ? 'html_comment' : carrier.c;
    out.push(record(code, place(carrier, text, rng), 'attack', payload.f, channel, 'embedded'));
  }
  for (const carrier of table.carriers) {
    out.push(
      record(
        code,
        place(carrier, null, rng),
        'benign',
        carrier.bf ?? 'ordinary',
        carrier.c,
        'benign',
      ),
    );
  }
  for (const [family, channel, text] of table.hard) {
    out.push(record(code, text, 'benign', family, channel, 'hard-benign'));
  }
  for (const [family, channel, text] of table.plain) {
    out.push(record(code, text, 'benign', family, channel, 'benign'));
  }
  return shuffle(out, rng).map((r, i) => ({
    id: `ih4-${code}-${String(i + 1).padStart(5, '0')}`,
    lang: r.lang,
    text: r.text,
    label: r.label,
    family: r.family,
    channel: r.channel,
    subset: r.subset,
    source: `${SOURCE}#${r.label}`,
    origin: `${TAG}:${r.label}:${r.channel}`,
  }));
}

/** Write `dir/injection-heldout4.jsonl`. */
export function writeHeldout4(dir) {
  usage.clear();
  const lines = [];
  for (const [code, table] of LANGS) {
    for (const r of languageRecords(code, table)) {
      lines.push(JSON.stringify(r));
    }
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, NAME), `${lines.join('\n')}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeHeldout4(DEFAULT_DIR);
  console.log(`wrote ${join(DEFAULT_DIR, NAME)}`);
}
