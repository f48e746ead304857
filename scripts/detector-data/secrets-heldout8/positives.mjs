// The positive records: every provider's credential put in one of the template families
// (config, code, HTTP header, URL, Basic auth, connection string, CLI).

import { makeGen } from './values.mjs';
import { providersA } from './providers-a.mjs';
import { providersB } from './providers-b.mjs';
import { providersC } from './providers-c.mjs';
import { providersD } from './providers-d.mjs';
import { providersA2 } from './providers-a2.mjs';
import { providersB2 } from './providers-b2.mjs';
import { providersC2 } from './providers-c2.mjs';
import { providersD2 } from './providers-d2.mjs';
import { APPS, basicParts, fillers, headerFor, urlFor } from './context.mjs';
import { CONFIG_TEMPLATES } from './tpl-config.mjs';
import { CODE_TEMPLATES } from './tpl-code.mjs';
import { ANY_TEMPLATES, HEADER_TEMPLATES, URL_TEMPLATES } from './tpl-web.mjs';
import {
  BASIC_BLOB_TEMPLATES,
  BASIC_CLEAR_TEMPLATES,
  CONN_TEMPLATES,
  connectionString,
  passwordCli,
} from './tpl-auth.mjs';

/** Every provider row. */
export function allProviders() {
  return [
    ...providersA(),
    ...providersA2(),
    ...providersB(),
    ...providersB2(),
    ...providersC(),
    ...providersC2(),
    ...providersD(),
    ...providersD2(),
  ];
}

function credentialItems(g, p) {
  const items = [{ name: p.envVar, value: p.gen(g), secret: true }];
  if (p.pair && g.r.chance(0.85)) {
    items.push({ name: p.pair[0], value: p.pair[1](g), secret: true });
  }
  if (p.id) {
    items.push({ name: p.id[0], value: p.id[1](g), secret: false });
  }
  return items;
}

function pickTemplate(r, table) {
  const name = r.pick(Object.keys(table));
  return [name, table[name]];
}

function keyValueRecord(r, g, p, items, providers) {
  let all = [...items];
  if (r.chance(0.18)) {
    const other = r.pick(providers);
    all = [...all, ...credentialItems(g, other).filter((it) => it.name !== p.envVar)];
  }
  all = r.shuffle([...all, ...fillers(r, p, r.int(4))]);
  const [rule, fn] = pickTemplate(r, r.chance(0.55) ? CONFIG_TEMPLATES : CODE_TEMPLATES);
  const text = fn({ r, p, app: r.pick(APPS), items: all });
  return { rule, text, secrets: all.filter((it) => it.secret).map((it) => it.value) };
}

function connectionRecord(r, p, value) {
  if (r.chance(0.25)) {
    return {
      rule: `cli-password-${p.conn}`,
      text: passwordCli(r, p.conn, p.host, value),
      secrets: [value],
    };
  }
  const cs = connectionString(r, p.conn, p.host, value);
  const [rule, fn] = pickTemplate(r, CONN_TEMPLATES);
  return { rule: `${rule}-${p.conn}`, text: fn({ r, cs }), secrets: [value] };
}

function basicRecord(r, p, items) {
  const parts = basicParts(p, items);
  if (r.chance(0.5)) {
    const blob = Buffer.from(`${parts.user}:${parts.pass}`, 'utf8').toString('base64');
    const [rule, fn] = pickTemplate(r, BASIC_BLOB_TEMPLATES);
    return { rule, text: fn({ r, p, blob }), secrets: [blob] };
  }
  const [rule, fn] = pickTemplate(r, BASIC_CLEAR_TEMPLATES);
  return { rule, text: fn({ r, p, ...parts }), secrets: parts.secrets };
}

function positive(r, p, providers) {
  const g = makeGen(r);
  const items = credentialItems(g, p);
  const value = items[0].value;
  const header = headerFor(p, value);
  const url = urlFor(p, value, r);
  const app = r.pick(APPS);
  if (p.conn && r.chance(0.8)) {
    return connectionRecord(r, p, value);
  }
  if (p.auth === 'basic' && r.chance(0.55)) {
    return basicRecord(r, p, items);
  }
  if (url && r.chance(0.45)) {
    const [rule, fn] = pickTemplate(r, URL_TEMPLATES);
    return { rule, text: fn({ r, p, url }), secrets: [value] };
  }
  if (header && r.chance(0.45)) {
    const [rule, fn] = pickTemplate(r, HEADER_TEMPLATES);
    return { rule, text: fn({ r, p, app, value, header }), secrets: [value] };
  }
  if (r.chance(0.07) && !/\s/.test(value)) {
    const [rule, fn] = pickTemplate(r, ANY_TEMPLATES);
    return { rule, text: fn({ r, p, app, value }), secrets: [value] };
  }
  return keyValueRecord(r, g, p, items, providers);
}

/** `count` positive records, covering every provider before any repeats. */
export function positiveRecords(r, count) {
  const providers = allProviders();
  const out = [];
  let order = [];
  while (out.length < count) {
    if (order.length === 0) {
      order = r.shuffle(providers);
    }
    const p = order.shift();
    const rec = positive(r, p, providers);
    const secrets = [...new Set(rec.secrets)];
    for (const secret of secrets) {
      if (!rec.text.includes(secret)) {
        throw new Error(`${p.slug}/${rec.rule}: secret not in text`);
      }
    }
    out.push({ kind: 'positive', provider: p.slug, rule: rec.rule, text: rec.text, secrets });
  }
  return out;
}
