// Syntaxes that carry one credential on the wire: CLI flags, curl, HTTP dumps, URLs, logs and
// Basic auth. Each returns { text, secrets }.

import { STYLES } from './values.mjs';
import { first, pathOf } from './contexts.mjs';

const S = STYLES;

function cli(r, c) {
  const cred = first(c);
  const shown = /[\s$#!*^%@]/.test(cred.value) ? `'${cred.value}'` : cred.value;
  const flag = r.pick([
    `--${S.kebab(cred.words.slice(1))}`,
    '--api-key',
    '--token',
    '-k',
    '--secret',
  ]);
  const cmd = `${c.slug.split('-')[0]}ctl ${r.pick(['login', 'deploy', 'sync', 'push'])} ${flag} ${shown} --region ${r.pick(['cn-north-1', 'ap-northeast-2', 'ru-central1', 'br-sp1'])}`;
  return {
    text: `$ ${cmd}\n${r.pick(['Logged in.', 'OK', 'Uploading 3 files...'])}`,
    secrets: [cred.value],
  };
}

function curl(r, c) {
  const cred = first(c);
  const header = r.pick([
    'Authorization: Bearer ',
    `X-${S.pascal(c.slug.split('-'))}-Key: `,
    'X-Api-Key: ',
    'Authorization: Token ',
  ]);
  const text = [
    `# ${c.comment}`,
    `curl -s -X POST https://${c.host}${pathOf(r)} \\`,
    `  -H "${header}${cred.value}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '{"amount":${r.int(90000) + 100},"currency":"${r.pick(['CNY', 'JPY', 'KRW', 'BRL', 'INR', 'IDR', 'TRY', 'NGN'])}"}'`,
  ].join('\n');
  return { text, secrets: [cred.value] };
}

function http(r, c) {
  const cred = first(c);
  const header = r.pick([
    'Authorization: Bearer ',
    'X-Auth-Token: ',
    `X-${S.pascal(c.slug.split('-'))}-Secret: `,
    'apikey: ',
  ]);
  const text = [
    `POST ${pathOf(r)} HTTP/1.1`,
    `Host: ${c.host}`,
    `${header}${cred.value}`,
    'Content-Type: application/json',
    `X-Request-Id: ${r.int(1e9)}`,
    '',
    '{"page":1}',
  ].join('\n');
  return { text, secrets: [cred.value] };
}

function url(r, c) {
  const cred = first(c);
  const value = encodeURIComponent(cred.value);
  const param = r.pick(['key', 'apikey', 'access_token', 'token', 'ak', 'api_key']);
  const link = `https://${c.host}${pathOf(r)}?${param}=${value}&output=json&lang=${r.pick(['zh-CN', 'ja', 'ko', 'ru', 'pt-BR', 'id'])}`;
  return { text: `${c.comment}\n${link}`, secrets: [value] };
}

function log(r, c) {
  const cred = first(c);
  const ts = `2024-${String(r.int(12) + 1).padStart(2, '0')}-${String(r.int(28) + 1).padStart(2, '0')}T0${r.int(9)}:1${r.int(9)}:33Z`;
  const text = [
    `${ts} INFO  [${c.slug}] starting client host=${c.host}`,
    `${ts} DEBUG [${c.slug}] request headers={"${r.pick(['Authorization', 'X-Api-Key', 'token'])}": "${cred.value}"}`,
    `${ts} WARN  [${c.slug}] retry 1/3 after 502`,
  ].join('\n');
  return { text, secrets: [cred.value] };
}

function basic(r, c) {
  const cred = first(c);
  const user = c.creds.find((other) => !other.secret)?.value ?? r.pick(['api', 'shop', 'merchant']);
  const blob = Buffer.from(`${user}:${cred.value}`).toString('base64');
  const text = [
    `GET ${pathOf(r)} HTTP/1.1`,
    `Host: ${c.host}`,
    `Authorization: Basic ${blob}`,
    'Accept: application/json',
  ].join('\n');
  return { text, secrets: [blob] };
}

export const WIRE = { cli, curl, http, url, log, basic };
