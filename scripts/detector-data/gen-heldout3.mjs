// Third held-out prompt-injection set for issue 18. It was written by a separate writer who
// never read the detector's rules, its other data or its benchmark, so it measures how the
// detector generalises rather than how well it fits text it was tuned on. Every sentence in
// the phrase tables under heldout3/ was written for this set; the seeded generator only
// shuffles them, wraps them in channels (JSON, commits, code, logs, ...) and obfuscates some.
//
//   node scripts/detector-data/gen-heldout3.mjs   # rewrites test/fixtures/detectors/

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASIA } from '../../test/fixtures/detectors/phrases/heldout3/asia.mjs';
import { PACIFIC } from '../../test/fixtures/detectors/phrases/heldout3/pacific.mjs';
import {
  ENGLISH,
  ENGLISH_ATTACK_CORES,
  ENGLISH_BENIGN_CORES,
} from '../../test/fixtures/detectors/phrases/heldout3/en.mjs';
import { EAST } from '../../test/fixtures/detectors/phrases/heldout3/europe-east.mjs';
import { WEST } from '../../test/fixtures/detectors/phrases/heldout3/europe-west.mjs';
import {
  OBFUSCATION_KINDS,
  obfuscate,
} from '../../test/fixtures/detectors/phrases/heldout3/obfuscate.mjs';
import {
  BENIGN_FRAMES,
  EMBED_CHANNELS,
  WRAPPERS,
} from '../../test/fixtures/detectors/phrases/heldout3/wrap.mjs';
import { createRandom, toJsonLines } from './random.mjs';

const TAG = 'govern-synth/inj-heldout3';
const SCRIPT = 'scripts/detector-data/gen-heldout3.mjs';
const FILE = 'injection-heldout3.jsonl';
const LANGUAGES = { en: ENGLISH, ...WEST, ...EAST, ...ASIA, ...PACIFIC };
const HARD_FAMILIES = new Set([
  'system_prompt',
  'agent_file',
  'security_doc',
  'ui_strings',
  'cli_help',
  'config',
]);
// Share of each language's written attacks sent as a bare chat turn; the rest is embedded.
const DIRECT_SHARE = 0.4;

/** Splits a table entry 'family|text' (a '!' after the family marks a hard negative). */
function parse(entry) {
  const bar = entry.indexOf('|');
  const head = entry.slice(0, bar);
  return { family: head.replace('!', ''), hard: head.endsWith('!'), text: entry.slice(bar + 1) };
}

function record(label, family, channel, subset, text) {
  return { label, family, channel, subset, text };
}

/** An instruction as a chat turn, or wrapped in a channel with a filler sentence around it. */
function place(rng, label, family, text, channel, fillers) {
  if (channel === 'chat') {
    return record(label, family, 'chat', label === 'attack' ? 'direct' : 'hard-benign', text);
  }
  // Inside a document a hint and its encoded line share one line, so YAML and CSV stay valid.
  const wrapped = WRAPPERS[channel](rng, rng.pick(fillers), text.replace(/\n/g, ' '));
  return record(label, family, channel, label === 'attack' ? 'embedded' : 'hard-benign', wrapped);
}

function attackRecords(rng, table) {
  const attacks = rng.shuffle(table.attacks.map(parse));
  const direct = Math.round(attacks.length * DIRECT_SHARE);
  const channels = rng.shuffle(EMBED_CHANNELS);
  const out = attacks.map(({ family, text }, i) =>
    place(
      rng,
      'attack',
      family,
      text,
      i < direct ? 'chat' : channels[(i - direct) % channels.length],
      table.filler,
    ),
  );
  // The same language's own instruction, base64-encoded behind a native "decode this" hint.
  const hidden = rng.pick(attacks).text;
  const encoded = `${table.decode}\n${Buffer.from(hidden, 'utf8').toString('base64')}`;
  out.push(record('attack', 'obfuscated_base64', 'chat', 'direct', encoded));
  return out;
}

function benignRecords(rng, table) {
  const out = table.benign.map(parse).map(({ family, hard, text }) => {
    const framed = BENIGN_FRAMES[family](rng, text);
    const subset = hard || HARD_FAMILIES.has(family) ? 'hard-benign' : 'benign';
    return record('benign', family, framed.channel, subset, framed.text);
  });
  // Ordinary data in the same wrappers the attacks use, so a wrapper is not a label.
  for (let i = 0; i < (table.twins ?? 1); i++) {
    const [fill, payload] = rng.sample(table.filler, 2);
    const channel = rng.pick(EMBED_CHANNELS);
    out.push(
      record('benign', 'ordinary_data', channel, 'benign', WRAPPERS[channel](rng, fill, payload)),
    );
  }
  return out;
}

/** English extras: the same obfuscations over attack cores and over harmless sentences. */
function obfuscatedRecords(rng) {
  const out = [];
  const channels = ['chat', 'chat', 'code_comment', 'json_field', 'issue', 'yaml', 'log'];
  for (const entry of ENGLISH_ATTACK_CORES) {
    const { text } = parse(entry);
    for (const kind of rng.sample(OBFUSCATION_KINDS, 3)) {
      const body = obfuscate(rng, kind, text, 'attack');
      out.push(
        place(rng, 'attack', `obfuscated_${kind}`, body, rng.pick(channels), ENGLISH.filler),
      );
    }
  }
  for (const entry of ENGLISH_BENIGN_CORES) {
    const { text } = parse(entry);
    for (const kind of rng.sample(OBFUSCATION_KINDS, 2)) {
      const body = obfuscate(rng, kind, text, 'benign');
      out.push(place(rng, 'benign', `encoded_${kind}`, body, rng.pick(channels), ENGLISH.filler));
    }
  }
  return out;
}

/** All records, in language order, each language shuffled and numbered from 00001. */
export function buildHeldout3() {
  const rng = createRandom('govern/inj-heldout3');
  const out = [];
  for (const [lang, table] of Object.entries(LANGUAGES)) {
    const extra = lang === 'en' ? obfuscatedRecords(rng) : [];
    const records = rng.shuffle([
      ...attackRecords(rng, table),
      ...benignRecords(rng, table),
      ...extra,
    ]);
    records.forEach((rec, i) => {
      out.push({
        id: `ih3-${lang}-${String(i + 1).padStart(5, '0')}`,
        lang,
        text: rec.text,
        label: rec.label,
        family: rec.family,
        channel: rec.channel,
        subset: rec.subset,
        source: `${TAG}:${SCRIPT}#${rec.label}`,
        origin: `${TAG}:${rec.label}:${rec.channel}`,
      });
    });
  }
  return out;
}

export function writeHeldout3(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, FILE), toJsonLines(buildHeldout3()));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../../test/fixtures/detectors/', import.meta.url));
  writeHeldout3(dir);
  console.log(`wrote ${join(dir, FILE)}`);
}
