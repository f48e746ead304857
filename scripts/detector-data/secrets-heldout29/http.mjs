// Rules with an HTTP or message shape: curl, request dumps, debug logs, client code,
// webhook calls, SMTP URLs, chat messages and setup docs.

import { pascal, words } from './util.mjs';

const sectionOf = (p) => (p.section ?? words(p.env)[0]).toLowerCase();
const q = (v) => `"${v}"`;

// --- rules that need an HTTP shape (auth style + host)

function authOf(ctx) {
  const { p, fields } = ctx;
  const f = fields.find((x) => x.env === p.env);
  const v = f.value;
  const a = p.auth ?? '';
  const comp = (ref) => {
    if (ref === '$self') {
      return v;
    }
    if (ref.startsWith('$')) {
      return fields.find((x) => x.env === p.with?.[Number(ref.slice(1))]?.[0])?.value ?? 'api';
    }
    return ref;
  };
  if (a === 'bearer') {
    return { header: ['Authorization', `Bearer ${v}`] };
  }
  if (a.startsWith('h:')) {
    const [, name, prefix] = a.split(':');
    if (!prefix) {
      return { header: [name, v] };
    }
    return { header: [name, prefix.endsWith('=') ? `${prefix}${v}` : `${prefix} ${v}`] };
  }
  if (a.startsWith('basic:')) {
    return { basic: `${comp(a.slice(6))}:${v}` };
  }
  if (a === 'basic-raw') {
    return { basic: v };
  }
  if (a.startsWith('q:')) {
    return { query: `${a.slice(2)}=${v}` };
  }
  if (a.startsWith('body:')) {
    return { body: { [a.slice(5)]: v } };
  }
  if (a === 'path') {
    return { pathTail: v };
  }
  return null;
}

export const httpFits = (p) => Boolean(p.auth && p.host);

function urlOf(ctx, auth) {
  const { p } = ctx;
  let url = `https://${p.host}${p.path ?? '/'}`;
  if (auth.pathTail) {
    url += auth.pathTail;
  }
  if (auth.query) {
    url += `${url.includes('?') ? '&' : '?'}${auth.query}`;
  }
  return url;
}

export function curl(r, ctx) {
  const auth = authOf(ctx);
  const lines = [`curl -sS -X POST "${urlOf(ctx, auth)}" \\`];
  if (auth.header) {
    lines.push(`  -H "${auth.header[0]}: ${auth.header[1]}" \\`);
  }
  if (auth.basic) {
    lines.push(`  -u "${auth.basic}" \\`);
  }
  lines.push('  -H "Content-Type: application/json" \\');
  const body = {
    ...(auth.body ?? {}),
    message: r.pick(['Deploy finished', 'Your code is 481220', 'Weekly digest']),
  };
  lines.push(`  -d '${JSON.stringify(body)}'`);
  return lines.join('\n');
}

export function httpRequest(r, ctx) {
  const auth = authOf(ctx);
  const url = new URL(urlOf(ctx, auth).replace(':443', ''));
  const lines = [
    `POST ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    `${auth.header[0]}: ${auth.header[1]}`,
    'Content-Type: application/json',
    `User-Agent: ${r.pick(['axios/1.6.8', 'python-requests/2.31.0', 'Go-http-client/1.1', 'okhttp/4.12.0'])}`,
  ];
  return lines.join('\n');
}

export function debugLog(r, ctx) {
  const auth = authOf(ctx);
  const ts = `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}.${r.int(1000)}Z`;
  const url = urlOf(ctx, auth);
  if (auth.header) {
    const headers = { [auth.header[0]]: auth.header[1], 'Content-Type': 'application/json' };
    return [
      `${ts} DEBUG ${r.pick(['notifier.http', 'mailer', 'sms.client', 'push-dispatch'])} outgoing request`,
      `  method=POST url=${url}`,
      `  headers=${JSON.stringify(headers)}`,
      `${ts} INFO  response status=${r.pick([200, 201, 202, 401, 429])} elapsed_ms=${20 + r.int(900)}`,
    ].join('\n');
  }
  return `${ts} DEBUG ${r.pick(['notifier.http', 'mailer'])} POST ${url}${auth.basic ? ` auth=${auth.basic}` : ''}${auth.body ? ` body=${JSON.stringify(auth.body)}` : ''} -> ${r.pick([200, 202, 400])}`;
}

export function sdkCall(r, ctx) {
  const auth = authOf(ctx);
  const url = urlOf(ctx, auth);
  const lang = r.int(3);
  if (lang === 0) {
    const kw = [];
    if (auth.header) {
      kw.push(`headers={"${auth.header[0]}": "${auth.header[1]}"}`);
    }
    if (auth.basic) {
      kw.push(
        `auth=(${auth.basic
          .split(':')
          .map((x) => q(x))
          .join(', ')})`,
      );
    }
    if (auth.basic && auth.basic.split(':').length !== 2) {
      return null;
    }
    kw.push(`json=${JSON.stringify(auth.body ?? { text: 'Deployment finished' })}`);
    return `import requests\n\nresp = requests.post(\n    "${url}",\n    ${kw.join(',\n    ')},\n    timeout=10,\n)\nresp.raise_for_status()`;
  }
  if (lang === 1) {
    const h = auth.header
      ? `'${auth.header[0]}': '${auth.header[1]}', `
      : auth.basic
        ? `Authorization: 'Basic ' + Buffer.from('${auth.basic}').toString('base64'), `
        : '';
    return `const res = await fetch('${url}', {\n  method: 'POST',\n  headers: { ${h}'Content-Type': 'application/json' },\n  body: JSON.stringify(${JSON.stringify(auth.body ?? { text: 'build failed' })}),\n});`;
  }
  if (!auth.header) {
    return null;
  }
  return `req, _ := http.NewRequest("POST", "${url}", bytes.NewReader(payload))\nreq.Header.Set("${auth.header[0]}", "${auth.header[1]}")\nreq.Header.Set("Content-Type", "application/json")\nresp, err := http.DefaultClient.Do(req)`;
}

// --- rules for URL-shaped secrets (webhooks, connection URIs)

export function webhookCall(r, { p, fields }) {
  const f = fields.find((x) => x.env === p.env);
  return r.pick([
    () =>
      `import requests\n\nWEBHOOK = "${f.value}"\nrequests.post(WEBHOOK, json={"text": "Nightly backup completed"}, timeout=5)`,
    () =>
      `await fetch('${f.value}', {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json' },\n  body: JSON.stringify({ content: 'Build #${1000 + r.int(9000)} failed on main' }),\n});`,
    () =>
      `curl -X POST -H 'Content-type: application/json' --data '{"text":"Disk usage above 90% on web-3"}' '${f.value}'`,
  ])();
}

// --- chat and docs

export function chatMessage(r, { p, fields }) {
  const who = r.pick(['dana', 'mkowalski', 'priya.s', 'jon', 'ops-oncall', 'li.wei']);
  const f = fields.find((x) => x.env === p.env);
  const other = fields.filter((x) => x !== f && x.secret);
  const extra = other.length ? ` and ${other[0].env}=${other[0].value}` : '';
  return r.pick([
    () =>
      `[${9 + r.int(9)}:${String(r.int(60)).padStart(2, '0')}] ${who}: here's the ${sectionOf(p)} key for staging, ${f.env}=${f.value}${extra}\n[${9 + r.int(9)}:${String(r.int(60)).padStart(2, '0')}] ${r.pick(['sam', 'ana', 'rafael'])}: thx, adding it to the env now`,
    () =>
      `${who} wrote:\n> can someone share the ${sectionOf(p)} creds? the alert job is failing\n\nsure: ${f.value}${extra ? ` (plus ${other[0].value})` : ''}\nplease rotate after the migration`,
  ])();
}

export function markdownDoc(r, { p, fields }) {
  const lines = [
    `## ${pascal(sectionOf(p).toUpperCase())} setup`,
    '',
    `Set these before running \`npm run notify\`:`,
    '',
    '```bash',
  ];
  for (const f of fields) {
    lines.push(`${f.env}=${f.value}`);
  }
  lines.push('```');
  return lines.join('\n');
}

export function smtpUrl(r, { p, fields }) {
  const f = fields.find((x) => x.env === p.env);
  const sec = fields.find((x) => x.env === p.second?.[0]);
  let user = 'apikey';
  const u = p.smtp.user;
  if (u === 'second') {
    user = sec.value;
  } else if (typeof u === 'string' && u.startsWith('$')) {
    user = fields.find((x) => x.env === p.with[Number(u.slice(1))][0]).value;
  } else if (typeof u === 'function') {
    user = u(r);
  }
  const userEnc = encodeURIComponent(user);
  const url = `smtp${r.chance(0.5) ? 's' : ''}://${userEnc}:${f.value}@${p.smtp.host}:${r.pick([465, 587, 2525])}`;
  return r.pick([
    () => `MAIL_URL=${url}`,
    () => `mailer:\n  dsn: "${url.replace(/^smtps?/, 'smtp')}?encryption=tls"`,
    () => `const transport = nodemailer.createTransport('${url}');`,
    () => `EMAIL_URL = "${url}"  # django-environ`,
  ])();
}
