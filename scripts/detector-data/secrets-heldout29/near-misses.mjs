// Near misses: a provider's value masked, cut short, obviously dummy, emptied, or shown as
// revoked, or only the key name with no value.

import { dummyRandom, prefixOf, words } from './util.mjs';

/** A masked rendering of a real-looking value. */
export function maskValue(r, v) {
  const pre = prefixOf(v);
  const last = v.slice(-4);
  return r.pick([
    () => `${pre}${'*'.repeat(Math.max(8, Math.min(32, v.length - pre.length)))}`,
    () => `${pre}****${last}`,
    () => '********',
    () => '[REDACTED]',
    () => '<redacted>',
    () => `${pre}...${last}`,
    () => '•'.repeat(12),
    () => `***${last}`,
  ])();
}

/** The provider's own shape filled with obviously dummy characters. */
export function dummyValue(r, p) {
  const d = dummyRandom(r, r.chance(0.75) ? 'fill' : 'seq');
  const v = p.gen(d);
  return p.wrap ? p.wrap(v, d) : v;
}

const sec = (p) => (p.section ?? words(p.env)[0]).toLowerCase();

/** Stand-alone near-miss templates over (r, p, value). */
export const nearTemplates = [
  {
    rule: 'truncated-in-message',
    build(r, p, v) {
      const cut = v.slice(0, prefixOf(v).length + 3 + r.int(4));
      return r.pick([
        () => `Error: 401 Unauthorized from ${sec(p)} - check ${p.env} (starts with "${cut}...")`,
        () =>
          `[11:0${r.int(10)}] jon: the ${sec(p)} key that begins ${cut}… is the old one, ignore it`,
        () => `${p.env}=${cut}... (truncated, ${v.length} chars)`,
      ])();
    },
  },
  {
    rule: 'masked-cli-output',
    build(r, p, v) {
      const m = maskValue(r, v);
      return r.pick([
        () =>
          `$ heroku config -a acme-notify\n=== acme-notify Config Vars\nLOG_LEVEL:        info\n${p.env}: ${m}`,
        () => `$ doppler secrets get ${p.env} --plain --redacted\n${m}`,
        () => `Loaded configuration:\n  ${p.env.toLowerCase()} = ${m}\n  retries = 3`,
      ])();
    },
  },
  {
    rule: 'key-name-only',
    build(r, p) {
      return r.pick([
        () =>
          `| Variable | Required | Description |\n|---|---|---|\n| \`${p.env}\` | yes | ${sec(p)} credential with send permission |`,
        () =>
          `$ vercel env ls\n  name                 value       environments\n  ${p.env}   Encrypted   Production, Preview`,
        () => `$ gh secret list\n${p.env}\t2024-0${1 + r.int(9)}-1${r.int(10)}T08:12:44Z`,
        () =>
          `KeyError: '${p.env}' - set it in the environment before starting the ${sec(p)} worker`,
      ])();
    },
  },
  {
    rule: 'revoked-key-note',
    build(r, p, v) {
      return r.pick([
        () =>
          `## Incident ${r.pick(['2024-03-11', '2023-11-02', '2024-06-19'])}\nThe ${sec(p)} credential ${v} was pasted in a public issue. It was REVOKED within 10 minutes and verified dead (401). Replacement lives in Vault.`,
        () =>
          `rotation.log: ${p.env} old=${v} status=REVOKED (provider confirmed invalid) new=<stored in secrets manager>`,
      ])();
    },
  },
];
