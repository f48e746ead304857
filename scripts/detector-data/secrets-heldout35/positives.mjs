// Positives: every provider gets one to three live-looking credentials in the files it really
// lives in first, then in generic contexts (env files, CI configs, code, commands, logs, chat).

import { FILES, GENERIC, dbUrl } from './contexts.mjs';

// A PEM block stays a contiguous substring only where it is not re-indented.
const PEM_SAFE = new Set(['dotenv', 'shell-export', 'readme-snippet']);
const WRAP_DB = new Set(['mongo', 'postgres', 'redis', 'amqp', 'cloudinary']);

export function buildPositives(r, providers) {
  const out = [];
  for (const p of providers) {
    const n = p.theme ? (r.chance(0.2) ? 3 : 2) : r.chance(0.15) ? 2 : 1;
    const files = [...(p.files ?? [])];
    if (p.url) {
      files.push('webhook-curl');
    }
    if (p.db) {
      files.push('db-url');
    }
    const used = new Set();
    for (let i = 0; i < n; i++) {
      const v = p.gen(r);
      let rule;
      let rendered;
      const fresh = files.filter((f) => !used.has(f));
      if (fresh.length > 0 && (i === 0 || r.chance(0.5))) {
        rule = r.pick(fresh);
        rendered = FILES[rule](r, p, v);
      } else {
        const options = GENERIC.filter(
          (c) => c.fit(p) && !used.has(c.rule) && (!p.pem || PEM_SAFE.has(c.rule)),
        );
        const cli = options.find((c) => c.rule === 'cli-flag');
        const ctx = cli && r.chance(0.4) ? cli : r.pick(options);
        rule = ctx.rule;
        const shown = p.db && WRAP_DB.has(p.db) ? dbUrl(r, p, v) : v;
        rendered = ctx.render(r, p, shown);
      }
      used.add(rule);
      const { text, secrets } =
        typeof rendered === 'string' ? { text: rendered, secrets: [v] } : rendered;
      for (const s of secrets) {
        if (!text.includes(s)) {
          throw new Error(`secret not in text: ${p.name} ${rule}`);
        }
      }
      out.push({ text, secrets, provider: p.name, rule });
    }
  }
  return out;
}
