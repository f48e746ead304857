// Host and wire renderers of the held-out (7) secrets set: systemd units, supervisor, crontabs,
// nginx and Apache, backup and shell scripts, CLI flags, curl, raw HTTP, URLs, logs and Markdown.
// Same contract as syntax-config.mjs; `first` is the first secret item.

const lines = (...parts) =>
  parts
    .flat()
    .filter((line) => line !== null)
    .join('\n');
const first = (items) => items.find((it) => it.secret);
const header = (c, it) =>
  c.r.pick([
    `Authorization: Bearer ${it.value}`,
    `Authorization: Token ${it.value}`,
    `X-${c.n.service(it, 'pascal')}-Api-Key: ${it.value}`,
    `X-Api-Key: ${it.value}`,
    `Api-Key: ${it.value}`,
  ]);

export function systemdUnit(c, items) {
  return lines(
    '[Unit]',
    `Description=${c.f.app()} queue consumer`,
    'After=network-online.target',
    '',
    '[Service]',
    `User=${c.f.user()}`,
    `ExecStart=/opt/${c.f.app()}/bin/consumer --config /etc/${c.f.app()}/consumer.yml`,
    items.map((it) => `Environment="${c.n.full(it, 'screaming')}=${it.value}"`),
    'Restart=on-failure',
    '',
    '[Install]',
    'WantedBy=multi-user.target',
  );
}

export function supervisorConf(c, items) {
  const env = items.map((it) => `${c.n.full(it, 'screaming')}="${it.value}"`).join(',');
  return lines(
    `[program:${c.f.app()}-worker]`,
    `command=/srv/${c.f.app()}/venv/bin/python -m worker`,
    `directory=/srv/${c.f.app()}`,
    'autostart=true',
    'autorestart=true',
    `environment=PYTHONUNBUFFERED="1",${env}`,
    `stdout_logfile=/var/log/supervisor/${c.f.app()}.log`,
  );
}

export function crontab(c, items) {
  return lines(
    'SHELL=/bin/bash',
    'MAILTO=ops@acme.io',
    items.map((it) => `${c.n.full(it, 'screaming')}=${it.value}`),
    '# m h dom mon dow command',
    `*/${c.r.pick([5, 10, 15])} * * * * /opt/${c.f.app()}/sync.sh >> /var/log/${c.f.app()}-sync.log 2>&1`,
    `30 2 * * * /usr/local/bin/rotate-reports --keep 14`,
  );
}

export function nginxConf(c, items) {
  const it = first(items);
  return lines(
    `location /${c.n.service(it, 'kebab')}/ {`,
    `    proxy_pass https://api.${c.n.service(it, 'flat')}.com/;`,
    '    proxy_set_header Host $proxy_host;',
    `    proxy_set_header ${header(c, it).replace(': ', ' "')}";`,
    '    proxy_ssl_server_name on;',
    `    proxy_read_timeout ${c.f.timeout()};`,
    '}',
  );
}

export function apacheConf(c, items) {
  const it = first(items);
  const inner = c.r.chance(0.5)
    ? `    SetEnv ${c.n.full(it, 'screaming')} ${it.value}`
    : `    RequestHeader set ${header(c, it).replace(': ', ' "')}"`;
  return lines(
    `<VirtualHost *:443>`,
    `    ServerName ${c.f.app()}.acme.io`,
    '    SSLEngine on',
    `    ProxyPass /api/ http://127.0.0.1:${c.f.port()}/`,
    inner,
    '</VirtualHost>',
  );
}

export function backupScript(c, items) {
  return lines(
    '#!/usr/bin/env bash',
    `# nightly backup of ${c.f.app()} — run from cron on bastion`,
    'set -euo pipefail',
    items.map((it) => `export ${c.n.full(it, 'screaming')}='${it.value}'`),
    `STAMP=$(date +%F)`,
    `tar -czf /backups/${c.f.app()}-$STAMP.tgz /srv/${c.f.app()}/data`,
    `/usr/local/bin/upload-backup /backups/${c.f.app()}-$STAMP.tgz`,
  );
}

export function shellExport(c, items) {
  return lines(
    `# ~/.config/${c.f.app()}/env.sh`,
    `export ${c.n.service(items[0], 'screaming')}_REGION=${c.f.region()}`,
    items.map((it) => `export ${c.n.full(it, 'screaming')}="${it.value}"`),
    `export PATH="$HOME/.local/bin:$PATH"`,
  );
}

export function cliFlags(c, items) {
  const it = first(items);
  const tool = `${c.n.service(it, 'kebab')}${c.r.pick(['-cli', 'ctl', ''])}`;
  const flag = c.r.pick([`--${c.n.short(it, 'kebab')}`, '--token', '--api-key', '-k', '--secret']);
  const sep = c.r.pick([' ', '=']);
  return lines(
    `$ ${tool} ${c.r.pick(['deploy', 'sync', 'export', 'login'])} \\`,
    `    --region ${c.f.region()} \\`,
    `    ${flag}${flag.startsWith('--') ? sep : ' '}${it.value} \\`,
    `    --output json`,
  );
}

export function curlCommand(c, items) {
  const it = first(items);
  return lines(
    `curl -sS -X ${c.r.pick(['GET', 'POST'])} "https://api.${c.n.service(it, 'flat')}.com/v${c.r.int(3) + 1}/${c.f.app()}" \\`,
    `  -H "${header(c, it)}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '{"limit": ${c.r.int(90) + 10}}'`,
  );
}

export function httpDump(c, items) {
  const it = first(items);
  return lines(
    `${c.r.pick(['POST', 'GET', 'PUT'])} /v2/${c.f.app()}/events HTTP/1.1`,
    `Host: api.${c.n.service(it, 'flat')}.com`,
    'User-Agent: acme-sync/3.2',
    'Accept: application/json',
    header(c, it),
    `X-Request-Id: ${c.v.uuid()}`,
    'Content-Length: 312',
  );
}

export function urlQuery(c, items) {
  const it = first(items);
  const param = c.r.pick(['api_key', 'key', 'token', 'access_token', 'apikey', 'auth']);
  const url = `https://api.${c.n.service(it, 'flat')}.com/v1/${c.f.app()}?${param}=${it.value}&format=json`;
  return c.r.chance(0.5)
    ? lines(`# ${c.f.app()} health check`, `wget -qO- "${url}"`)
    : lines(`const ENDPOINT = '${url}';`, 'const res = await fetch(ENDPOINT);');
}

export function logLine(c, items) {
  const it = first(items);
  const ts = `${c.f.date()}T${c.f.time()}.${c.v.digits(3)}Z`;
  return lines(
    `${ts} INFO  [main] starting ${c.f.app()} ${c.f.version()}`,
    `${ts} DEBUG [config] loaded ${c.n.full(it, 'dotted')}=${it.value}`,
    `${ts} INFO  [http] listening on :${c.f.port()}`,
  );
}

export function markdownDoc(c, items) {
  return lines(
    `## ${c.n.service(items[0], 'title')} integration`,
    '',
    'To run the sync locally, put these in your shell before `make dev`:',
    '',
    '```bash',
    items.map((it) => `export ${c.n.full(it, 'screaming')}=${it.value}`),
    '```',
    '',
    `Ask in #${c.f.app()}-dev if the import fails.`,
  );
}
