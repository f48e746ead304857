// secrets-heldout30: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring home-lab and self-hosted stacks (docker-compose for media servers,
// Nextcloud, Home Assistant, password managers, reverse proxies and DNS, VPN and tunnel configs,
// router and NAS settings, backup jobs, dynamic DNS clients, and forum-style setup notes).
// Run: node scripts/detector-data/gen-secrets-heldout30.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { contexts, homelabOnly, tokenOnly } from './secrets-heldout30/contexts.mjs';
import { nearMisses } from './secrets-heldout30/near-misses.mjs';
import { negatives } from './secrets-heldout30/negatives.mjs';
import { providers } from './secrets-heldout30/providers.mjs';
import { special } from './secrets-heldout30/special.mjs';

const SEED = 'govern/secrets-heldout30/v1';
const SET = 'secrets-heldout30';
const FILE = 'secrets-heldout30.jsonl';
const GEN = 'scripts/detector-data/gen-secrets-heldout30.mjs';

// How many times each file-specific positive, hard negative and near miss is drawn.
const specialCounts = {
  wireguardConf: 4,
  connectionString: 4,
  shoutrrr: 4,
  homepageWidget: 5,
  ddclient: 3,
  ddnsUpdaterJson: 3,
  frigateRtsp: 2,
  haConfiguration: 3,
  basicAuthUrl: 3,
  crontabBackup: 2,
  nginxInjectedHeader: 2,
  pythonRequestsAuth: 3,
  sshPrivateKey: 2,
  rcloneB2: 2,
  wpaSupplicant: 2,
  smbCredentials: 2,
  gitRemoteToken: 2,
  dockerConfigJson: 2,
};
const negativeCounts = {
  composeVariableRef: 14,
  dockerSecretsFile: 10,
  haSecretRef: 6,
  ansibleTemplateRef: 10,
  placeholders: 14,
  codeEnvLookup: 10,
  frontendPublicKeys: 12,
  systemdEnvFile: 6,
  wireguardPublicOnly: 6,
  secretGenCommand: 4,
  connectionRef: 4,
  wgManExample: 1,
  awsDocExample: 1,
  stripeDocTestKey: 1,
  totpTestVector: 1,
  chachaTestVector: 1,
};
const NEGATIVE_DEFAULT = 4;
const NEAR_MISS_EACH = 9;

function startsClean(value) {
  return /^[A-Za-z0-9]/.test(value);
}

function positiveRecords(r) {
  const out = [];
  const generic = Object.keys(contexts);
  for (const p of providers) {
    const allowed = (p.only ?? generic).filter(
      (c) => !(p.pw && tokenOnly.has(c)) && (p.theme || !homelabOnly.has(c)),
    );
    const picks = r.sample(allowed, 2);
    for (const ctx of picks) {
      let value = p.gen(r);
      while (!startsClean(value)) {
        value = p.gen(r);
      }
      const key = r.pick(p.keys);
      const text = contexts[ctx](r, { key, value, p });
      out.push({ text, secrets: [value], provider: p.name, rule: ctx, theme: p.theme });
    }
  }
  for (const [name, build] of Object.entries(special)) {
    const times = specialCounts[name] ?? 1;
    for (let i = 0; i < times; i++) {
      const rec = build(r);
      out.push({ ...rec, rule: rec.rule });
    }
  }
  return out.map((x) => ({ ...x, kind: 'positive' }));
}

function builderRecords(r, builders, counts, fallback, kind) {
  const out = [];
  for (const [name, build] of Object.entries(builders)) {
    const times = counts[name] ?? fallback;
    for (let i = 0; i < times; i++) {
      out.push({ ...build(r), secrets: [], kind });
    }
  }
  return out;
}

function buildRecords() {
  const r = createRandom(SEED);
  const all = [
    ...positiveRecords(r),
    ...builderRecords(r, negatives, negativeCounts, NEGATIVE_DEFAULT, 'hard-negative'),
    ...builderRecords(r, nearMisses, {}, NEAR_MISS_EACH, 'near-miss'),
  ];
  // one record per distinct text
  const seen = new Set();
  const unique = all.filter((x) => {
    if (seen.has(x.text)) {
      return false;
    }
    seen.add(x.text);
    return true;
  });
  return r.shuffle(unique).map((x, i) => ({
    id: `sh30-${String(i).padStart(4, '0')}`,
    text: x.text,
    secrets: x.secrets,
    provider: x.provider,
    kind: x.kind,
    rule: x.rule,
    source: `govern-synth/${SET}:${GEN}#${x.rule}`,
    origin: `govern-synth/${SET}:${x.provider}`,
  }));
}

/** The file text of secrets-heldout30.jsonl. */
export function secretsHeldout30Lines() {
  return toJsonLines(buildRecords());
}

/** Writes secrets-heldout30.jsonl into dir; returns the paths written. */
export function writeSecretsHeldout30(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout30Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout30(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}
