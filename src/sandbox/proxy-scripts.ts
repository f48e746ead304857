import { isLocalAddress, matchNetworkTarget } from './network-allowlist.js';

/**
 * The network allowlist without sandbox-runtime's moving parts (host socat, a long-lived
 * proxy in the kernel's event loop, an in-sandbox socat that races the command, stale
 * /tmp/srt-mux-*.sock files):
 *
 *   runProcess -> node launcher.cjs (host, the attempt's process group)
 *                   -> bwrap --unshare-net ... node bridge.cjs (inside, pid 1's child)
 *                                               -> the agent
 *
 * The launcher starts bwrap with a Node IPC channel on fd 3, which bwrap passes through.
 * The bridge listens on 127.0.0.1:3128 inside the empty network namespace, and only then
 * starts the agent (no start-up race). Each connection the agent opens there is handed to
 * the launcher as a file descriptor over that channel (SCM_RIGHTS), so the bridge never
 * creates a Unix socket and the seccomp filter can refuse them to everything inside. The
 * launcher speaks HTTP proxy (CONNECT and absolute-form requests), checks each target
 * against the allowlist, resolves it on the host, refuses local addresses unless the
 * entry was an IP literal with its port, and connects to the address it checked.
 */

/** The launcher's settings, written as JSON next to it. */
export interface LauncherConfig {
  readonly allow: readonly string[];
  readonly seccompFile: string | null;
  /** `cgroup.procs` files the launcher joins before it starts bwrap. */
  readonly cgroupProcs: readonly string[];
  readonly timeoutMs: number | null;
  /** Refused and failed requests, one line each. */
  readonly logFile: string;
}

/** Seccomp fd bwrap gets from the launcher: fd 3 is the IPC channel. */
export const LAUNCHER_SECCOMP_FD = 4;

export const LAUNCHER_SOURCE = `'use strict';
// govern sandbox launcher: host side of the network allowlist. Generated; do not edit.
const fs = require('node:fs');
const net = require('node:net');
const http = require('node:http');
const dns = require('node:dns');
const os = require('node:os');
const { spawn } = require('node:child_process');
const matchNetworkTarget = ${matchNetworkTarget.toString()};
const isLocalAddress = ${isLocalAddress.toString()};

const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const [program, ...args] = process.argv.slice(3);
const log = (line) => { try { fs.appendFileSync(config.logFile, line + '\\n'); } catch {} };
// Fail closed: a cap that cannot be joined stops the command.
for (const procs of config.cgroupProcs) { fs.writeFileSync(procs, String(process.pid)); }
const stdio = ['inherit', 'inherit', 'inherit', 'ipc'];
if (config.seccompFile) { stdio.push(fs.openSync(config.seccompFile, 'r')); }
const child = spawn(program, args, { stdio });
const signals = os.constants.signals;
child.on('error', (error) => {
  process.stderr.write('govern sandbox: cannot start ' + program + ': ' + error.message + '\\n');
  process.exit(127);
});
child.on('exit', (code, signal) => {
  process.exit(code === null ? 128 + (signals[signal] || 9) : code);
});
if (config.timeoutMs) {
  setTimeout(() => { child.kill('SIGKILL'); }, config.timeoutMs).unref();
}
// If the kernel dies without killing our group, take the sandbox down with us.
const parent = process.ppid;
setInterval(() => { if (process.ppid !== parent) { child.kill('SIGKILL'); process.exit(137); } }, 500).unref();

const ownAddresses = new Set();
for (const list of Object.values(os.networkInterfaces())) {
  for (const item of list || []) { ownAddresses.add(item.address.toLowerCase()); }
}

function refuse(socket, status, reason, target) {
  log('refused ' + target + ': ' + reason);
  socket.end('HTTP/1.1 ' + status + ' ' + (status === 403 ? 'Forbidden' : 'Bad Gateway') +
    '\\r\\nContent-Type: text/plain\\r\\nConnection: close\\r\\n\\r\\n' +
    'govern sandbox: ' + reason + '\\n');
}

// The allowlist, then the host's resolver: the address to connect to, or why not.
function check(host, port, onRefuse, onAddress) {
  const target = host + ':' + port;
  const decision = matchNetworkTarget(config.allow, host, port);
  if (!decision.allowed) { return onRefuse(403, target + ' is not on the network allowlist'); }
  const bare = host.replace(/^\\[|\\]$/g, '');
  const resolved = net.isIP(bare) ? Promise.resolve([bare])
    : dns.promises.lookup(bare, { all: true }).then((list) => list.map((item) => item.address));
  resolved.then((addresses) => {
    const local = addresses.find((address) => isLocalAddress(address) || ownAddresses.has(address.toLowerCase()));
    if (local !== undefined && !decision.literal) {
      return onRefuse(403, target + ' resolves to the local address ' + local + '; list it as an IP literal with its port');
    }
    if (addresses.length === 0) { return onRefuse(502, 'cannot resolve ' + host); }
    onAddress(addresses[0]);
  }, (error) => onRefuse(502, 'cannot resolve ' + host + ': ' + error.message));
}

// A raw tunnel to a checked target (CONNECT, and an upgrade such as a WebSocket): after the
// handshake the bytes are the client's own, so the connection is the target's alone.
function tunnel(socket, host, port, greeting, first) {
  const target = host + ':' + port;
  check(host, port, (status, reason) => refuse(socket, status, reason, target), (address) => {
    const upstream = net.connect({ host: address, port });
    upstream.once('connect', () => {
      if (greeting.client) { socket.write(greeting.client); }
      if (greeting.upstream) { upstream.write(greeting.upstream); }
      if (first.length > 0) { upstream.write(first); }
      socket.pipe(upstream);
      upstream.pipe(socket);
    });
    upstream.on('error', (error) => {
      if (upstream.connecting) { refuse(socket, 502, 'cannot connect to ' + target + ': ' + error.message, target); }
      else { socket.destroy(); }
    });
    socket.on('close', () => upstream.destroy());
  });
}

function splitHostPort(text, fallback) {
  const match = /^(\\[[^\\]]+\\]|[^:]+)(?::(\\d+))?$/.exec(text);
  if (!match) { return null; }
  return { host: match[1], port: match[2] ? Number(match[2]) : fallback };
}

// Headers of one hop: they describe the client's connection to the proxy, or the proxy's to
// the target, never both (RFC 9110 7.6.1), with the ones a Connection header names. What is
// left goes on, less the lower-case names in \`also\` (a Host the proxy writes itself).
const HOP_BY_HOP = /^(?:connection|keep-alive|proxy-[a-z-]*|te|trailer|transfer-encoding|upgrade)$/i;
function endToEnd(raw, also = []) {
  const named = new Set(also);
  for (let i = 0; i < raw.length; i += 2) {
    if (/^connection$/i.test(raw[i])) {
      for (const name of raw[i + 1].split(',')) { named.add(name.trim().toLowerCase()); }
    }
  }
  const kept = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!HOP_BY_HOP.test(raw[i]) && !named.has(raw[i].toLowerCase())) { kept.push(raw[i], raw[i + 1]); }
  }
  return kept;
}

function targetOf(req) {
  let url;
  try { url = new URL(req.url || ''); } catch { return { refusal: 'not a proxy request', url: String(req.url) }; }
  if (url.protocol !== 'http:') { return { refusal: 'unsupported scheme ' + url.protocol, url: url.href }; }
  return { url, host: url.hostname, port: url.port ? Number(url.port) : 80 };
}

function refuseRequest(res, status, reason, target) {
  log('refused ' + target + ': ' + reason);
  if (res.headersSent) { res.destroy(); return; }
  res.writeHead(status, { 'Content-Type': 'text/plain', Connection: 'close' });
  res.end('govern sandbox: ' + reason + '\\n');
}

// An absolute-form request (http:// targets). Clients keep their connection to a proxy alive
// and send the next request on it, a retry right after an error answer among them: each
// request is checked on its own and gets its own connection to its target, so a kept-alive
// connection never carries a request to a host that was not checked, and never loses one.
function forward(req, res) {
  const parsed = targetOf(req);
  if (parsed.refusal) { req.resume(); return refuseRequest(res, 403, parsed.refusal, parsed.url); }
  const { url, host, port } = parsed;
  const target = host + ':' + port;
  check(host, port, (status, reason) => { req.resume(); refuseRequest(res, status, reason, target); }, (address) => {
    // The target's authority replaces the client's Host (RFC 9112 3.2.2): a server that
    // routes by Host must not be asked for a site the allowlist never checked.
    const headers = ['Host', url.host, ...endToEnd(req.rawHeaders, ['host'])];
    const upstream = http.request({
      host: address, port, method: req.method, path: url.pathname + url.search,
      headers, setHost: false, agent: false,
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode, answer.statusMessage, endToEnd(answer.rawHeaders));
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) { refuseRequest(res, 502, 'cannot connect to ' + target + ': ' + error.message, target); }
      else { res.destroy(); }
    });
    res.on('close', () => { if (!res.writableFinished) { upstream.destroy(); } });
    req.pipe(upstream);
  });
}

const proxy = http.createServer({ requestTimeout: 0, keepAliveTimeout: 120000 }, forward);
proxy.on('connect', (req, socket, first) => {
  const parsed = splitHostPort(req.url || '', 443);
  if (!parsed) { return refuse(socket, 403, 'bad CONNECT target', String(req.url)); }
  tunnel(socket, parsed.host, parsed.port, { client: 'HTTP/1.1 200 Connection Established\\r\\n\\r\\n' }, first);
});
proxy.on('upgrade', (req, socket, first) => {
  const parsed = targetOf(req);
  if (parsed.refusal) { return refuse(socket, 403, parsed.refusal, parsed.url); }
  const head = [req.method + ' ' + parsed.url.pathname + parsed.url.search + ' HTTP/' + req.httpVersion];
  head.push('Host: ' + parsed.url.host);
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!/^(?:proxy-[a-z-]*|host)$/i.test(req.rawHeaders[i])) { head.push(req.rawHeaders[i] + ': ' + req.rawHeaders[i + 1]); }
  }
  tunnel(socket, parsed.host, parsed.port, { upstream: head.join('\\r\\n') + '\\r\\n\\r\\n' }, first);
});
proxy.on('clientError', (error, socket) => { socket.destroy(); });

child.on('message', (message, handle) => {
  if (message === 'connection' && handle) {
    // Set once here for every path (requests, tunnels, refusals): the server keeps it.
    handle.on('error', () => {});
    proxy.emit('connection', handle);
    handle.resume();
  }
});
`;

export const BRIDGE_SOURCE = `'use strict';
// govern sandbox bridge: runs inside the sandbox. Generated; do not edit.
const net = require('node:net');
const os = require('node:os');
const { spawn } = require('node:child_process');
const [port, program, ...args] = process.argv.slice(2);
if (typeof process.send !== 'function') {
  process.stderr.write('govern sandbox: the bridge has no channel to the proxy\\n');
  process.exit(125);
}
const server = net.createServer({ pauseOnConnect: true }, (socket) => {
  process.send('connection', socket);
});
server.on('error', (error) => {
  process.stderr.write('govern sandbox: the proxy bridge cannot listen: ' + error.message + '\\n');
  process.exit(125);
});
server.listen(Number(port), '127.0.0.1', () => {
  const child = spawn(program, args, { stdio: 'inherit' });
  child.on('error', (error) => {
    process.stderr.write('govern sandbox: cannot run ' + program + ': ' + error.message + '\\n');
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    process.exit(code === null ? 128 + (os.constants.signals[signal] || 9) : code);
  });
});
`;
