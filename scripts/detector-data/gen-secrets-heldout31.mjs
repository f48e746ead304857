// secrets-heldout31: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring e-commerce and payments stacks: storefront apps and themes (Shopify,
// WooCommerce, Magento), regional payment gateways and PSPs, tax, shipping and fulfilment APIs,
// marketplaces and affiliate networks, and their checkout code, webhooks configs and tickets.
// Run: node scripts/detector-data/gen-secrets-heldout31.mjs (from the repository root)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { helpers } from './secrets-heldout31/helpers.mjs';
import { providerList } from './secrets-heldout31/providers.mjs';
import { RULES, RULE_BY_NAME, eligible } from './secrets-heldout31/contexts.mjs';
import {
  RAW_LANGS,
  REFS,
  SPECIFIC,
  placeholder,
  publicValues,
} from './secrets-heldout31/negatives.mjs';
import { SPECIFIC_NEAR, dummy, masked, prefixOf } from './secrets-heldout31/nearmisses.mjs';

const SEED = 'govern/secrets-heldout31/v1';
const SET = 'secrets-heldout31';
const FILE = `${SET}.jsonl`;
const SOURCE = `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#`;

function record(rule, provider, kind, text, secrets) {
  for (const secret of secrets) {
    if (!text.includes(secret)) {
      throw new Error(`${rule}/${provider}: secret not in text`);
    }
  }
  return {
    id: '',
    text,
    secrets,
    provider,
    kind,
    rule,
    source: SOURCE + rule,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

/** Companions plus the secret entry (or two), with the secret substrings alongside. */
function entriesFor(h, prov, override) {
  const comps = prov.comp.map(([k, gen]) => ({ k, v: gen(), secret: false }));
  const secrets = [];
  const main = override ? override(prov.env) : null;
  const mk = (k, gen) => {
    if (main) {
      return { k, ...override(k) };
    }
    const s = gen();
    secrets.push(s);
    return { k, v: prov.wrap ? prov.wrap(s) : s, secret: true };
  };
  const own = [mk(prov.env, prov.gen)];
  if (prov.second) {
    own.push(mk(prov.second[0], prov.second[1]));
  }
  const entries = h.r.chance(0.8) ? [...comps, ...own] : [...own, ...comps];
  return { entries, secrets };
}

function build() {
  const r = createRandom(SEED);
  const h = helpers(r);
  const provs = providerList(h);
  const used = Object.fromEntries(RULES.map((rule) => [rule.name, 0]));
  const records = [];

  /** Picks the least-used of a few eligible rules, so every rule gets its share. */
  const chooseRule = (pool, avoid) => {
    const options = pool.filter((rule) => !avoid.includes(rule.name));
    const sample = r.sample(options, 3);
    sample.sort((a, b) => used[a.name] - used[b.name]);
    const rule = sample[0];
    used[rule.name] += 1;
    return rule;
  };

  // --- positives ---
  for (const prov of provs) {
    const count = prov.theme ? (r.chance(0.3) ? 2 : 1) : r.chance(0.4) ? 3 : 2;
    const done = [];
    for (let i = 0; i < count; i++) {
      const { entries, secrets } = entriesFor(h, prov);
      const pool = RULES.filter((rule) => eligible(rule, prov, entries));
      const rule = chooseRule(pool, done);
      done.push(rule.name);
      const out = rule.render(h, { prov, entries });
      const text = typeof out === 'string' ? out : out.text;
      const found = typeof out === 'string' ? secrets : out.secrets;
      records.push(record(rule.name, prov.p, 'positive', text, found));
    }
  }

  const plain = provs.filter((prov) => !prov.only);
  const themed = plain.filter((prov) => prov.theme);
  const pickProv = () => (r.chance(0.35) ? r.pick(themed) : r.pick(plain));
  const configRules = RULES.filter((rule) => rule.kind === 'config' && !rule.pemOnly);

  // --- hard negatives: references to secrets kept elsewhere ---
  const refRules = RULES.filter((rule) => rule.lang && REFS[rule.lang] && !rule.pemOnly);
  for (let i = 0; i < 70; i++) {
    const prov = pickProv();
    const rule = r.pick(refRules);
    const raw = RAW_LANGS.has(rule.lang);
    const { entries } = entriesFor(h, prov, (k) => ({
      v: r.pick(REFS[rule.lang](prov, k)),
      raw,
      secret: false,
    }));
    records.push(record(rule.name, prov.p, 'hard-negative', rule.render(h, { prov, entries }), []));
  }
  for (let i = 0; i < 12; i++) {
    const prov = pickProv();
    if (!prov.host) {
      i--;
      continue;
    }
    const { entries } = entriesFor(h, prov, (k) => ({ v: `$${k}`, secret: false }));
    records.push(
      record('curl', prov.p, 'hard-negative', RULE_BY_NAME.curl.render(h, { prov, entries }), []),
    );
  }

  // --- hard negatives: templates and placeholders ---
  const placeholderRules = [...configRules, RULE_BY_NAME['markdown-setup']];
  for (let i = 0; i < 40; i++) {
    const prov = pickProv();
    const rule = r.pick(placeholderRules);
    const prefix = prefixOf(prov.gen());
    const { entries } = entriesFor(h, prov, (k) => ({
      v: placeholder(h, prov, k, prefix),
      secret: false,
    }));
    records.push(record(rule.name, prov.p, 'hard-negative', rule.render(h, { prov, entries }), []));
  }

  // --- hard negatives: values vendors publish as public ---
  const pubs = publicValues(h);
  const pubRules = [...configRules, RULE_BY_NAME['markdown-setup']];
  for (let i = 0; i < 52; i++) {
    const pub = pubs[i % pubs.length];
    const prov = { p: pub.p, sec: pub.sec, env: pub.k, label: pub.p, auth: 'none', comp: [] };
    const rule = r.pick(pubRules);
    const entries = [{ k: pub.k, v: pub.v(), secret: false }];
    if (r.chance(0.4)) {
      entries.unshift({
        k: `${pub.sec.toUpperCase().replace(/-/g, '_')}_MODE`,
        v: 'live',
        secret: false,
      });
    }
    records.push(record(rule.name, pub.p, 'hard-negative', rule.render(h, { prov, entries }), []));
  }
  const htmlPublic = [
    [
      'stripe',
      () =>
        `<script src="https://js.stripe.com/v3/"></script>\n<script>\n  const stripe = Stripe('pk_live_51${h.alnum(97)}');\n  const elements = stripe.elements({ clientSecret: window.checkoutConfig.clientSecret });\n</script>`,
    ],
    [
      'snipcart',
      () =>
        `<div hidden id="snipcart" data-api-key="${h.b64bytes(54)}" data-config-modal-style="side"></div>`,
    ],
    [
      'paypal',
      () =>
        `<script src="https://www.paypal.com/sdk/js?client-id=A${h.b64url(79)}&currency=EUR&intent=capture"></script>`,
    ],
    [
      'razorpay',
      () =>
        `var options = {\n  "key": "rzp_live_${h.alnum(14)}",\n  "amount": "${h.r.int(90000) + 1000}",\n  "currency": "INR",\n  "order_id": "order_${h.alnum(14)}",\n  "handler": onPaid\n};\nnew Razorpay(options).open();`,
    ],
    [
      'square',
      () =>
        `const payments = Square.payments('sq0idp-${h.b64url(22)}', 'L${h.ualnum(12)}');\nconst card = await payments.card();`,
    ],
    [
      'adyen',
      () =>
        `const checkout = await AdyenCheckout({\n  environment: 'live',\n  clientKey: 'live_${h.ualnum(32)}',\n  session: { id: 'CS${h.HEX(16)}', sessionData: sessionData },\n});`,
    ],
    [
      'firebase',
      () =>
        `const firebaseConfig = {\n  apiKey: "AIza${h.b64url(35)}",\n  authDomain: "northwind-shop.firebaseapp.com",\n  projectId: "northwind-shop",\n  appId: "1:${h.digits(12)}:web:${h.hex(22)}",\n};`,
    ],
    [
      'paystack',
      () =>
        `const handler = PaystackPop.setup({\n  key: 'pk_live_${h.hex(40)}',\n  email: customer.email,\n  amount: total * 100,\n  ref: '${h.alnum(12)}',\n});`,
    ],
  ];
  for (let i = 0; i < 16; i++) {
    const [p, gen] = htmlPublic[i % htmlPublic.length];
    records.push(record('checkout-snippet', p, 'hard-negative', gen(), []));
  }

  // --- hard negatives: signatures, digests, ids and encoded data ---
  for (let round = 0; round < 3; round++) {
    for (const [rule, p, gen] of SPECIFIC) {
      if (round === 2 && r.chance(0.5)) {
        continue;
      }
      if (round > 0 && rule === 'vendor-doc-example') {
        continue;
      }
      records.push(record(rule, p, 'hard-negative', gen(h), []));
    }
  }

  // --- near misses: masked, dummy and empty values in the same files ---
  const nearRules = [
    ...configRules,
    RULE_BY_NAME['support-ticket'],
    RULE_BY_NAME['markdown-setup'],
  ];
  for (let i = 0; i < 50; i++) {
    const prov = pickProv();
    const rule = r.pick(nearRules);
    const fn = i % 2 === 0 ? masked : dummy;
    const { entries } = entriesFor(h, prov, (k) => {
      const gen = k === prov.env ? prov.gen : prov.second[1];
      const v = fn(h, gen());
      return { v: prov.wrap ? prov.wrap(v) : v, secret: false };
    });
    records.push(record(rule.name, prov.p, 'near-miss', rule.render(h, { prov, entries }), []));
  }
  for (let round = 0; round < 9; round++) {
    for (const [rule, gen] of SPECIFIC_NEAR) {
      const prov = pickProv();
      const v = prov.gen();
      records.push(record(rule, prov.p, 'near-miss', gen(h, prov, v), []));
    }
  }

  const shuffled = r.shuffle(records);
  return shuffled.map((rec, i) => ({ ...rec, id: `sh31-${String(i).padStart(4, '0')}` }));
}

export function secretsHeldout31Lines() {
  return toJsonLines(build());
}

export function writeSecretsHeldout31(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout31Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  for (const path of writeSecretsHeldout31(join(root, 'test/fixtures/detectors'))) {
    console.log(`wrote ${path}`);
  }
}
