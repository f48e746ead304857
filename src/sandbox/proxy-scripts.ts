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

function open(socket, host, port, onOpen) {
  const target = host + ':' + port;
  const decision = matchNetworkTarget(config.allow, host, port);
  if (!decision.allowed) { return refuse(socket, 403, target + ' is not on the network allowlist', target); }
  const bare = host.replace(/^\\[|\\]$/g, '');
  const resolved = net.isIP(bare) ? Promise.resolve([bare])
    : dns.promises.lookup(bare, { all: true }).then((list) => list.map((item) => item.address));
  resolved.then((addresses) => {
    const local = addresses.find((address) => isLocalAddress(address) || ownAddresses.has(address.toLowerCase()));
    if (local !== undefined && !decision.literal) {
      return refuse(socket, 403, target + ' resolves to the local address ' + local + '; list it as an IP literal with its port', target);
    }
    if (addresses.length === 0) { return refuse(socket, 502, 'cannot resolve ' + host, target); }
    const upstream = net.connect({ host: addresses[0], port });
    upstream.once('connect', () => {
      onOpen(upstream);
      socket.pipe(upstream);
      upstream.pipe(socket);
    });
    upstream.on('error', (error) => {
      if (upstream.connecting) { refuse(socket, 502, 'cannot connect to ' + target + ': ' + error.message, target); }
      else { socket.destroy(); }
    });
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  }, (error) => refuse(socket, 502, 'cannot resolve ' + host + ': ' + error.message, target));
}

function splitHostPort(text, fallback) {
  const match = /^(\\[[^\\]]+\\]|[^:]+)(?::(\\d+))?$/.exec(text);
  if (!match) { return null; }
  return { host: match[1], port: match[2] ? Number(match[2]) : fallback };
}

function serve(socket) {
  socket.on('error', () => {});
  let head = Buffer.alloc(0);
  const onData = (chunk) => {
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\\r\\n\\r\\n');
    if (end === -1) { if (head.length > 65536) { socket.destroy(); } return; }
    socket.removeListener('data', onData);
    socket.pause();
    const rest = head.subarray(end + 4);
    const lines = head.subarray(0, end).toString('latin1').split('\\r\\n');
    const [method, target, version] = (lines[0] || '').split(' ');
    if (method === 'CONNECT') {
      const parsed = splitHostPort(target || '', 443);
      if (!parsed) { return refuse(socket, 403, 'bad CONNECT target', String(target)); }
      return open(socket, parsed.host, parsed.port, (upstream) => {
        socket.write('HTTP/1.1 200 Connection Established\\r\\n\\r\\n');
        if (rest.length > 0) { upstream.write(rest); }
        socket.resume();
      });
    }
    let url;
    try { url = new URL(target || ''); } catch { return refuse(socket, 403, 'not a proxy request', String(target)); }
    if (url.protocol !== 'http:') { return refuse(socket, 403, 'unsupported scheme ' + url.protocol, url.href); }
    const port = url.port ? Number(url.port) : 80;
    const headers = lines.slice(1).filter((line) => !/^(proxy-[a-z-]*|connection|keep-alive):/i.test(line));
    open(socket, url.hostname, port, (upstream) => {
      // One request per connection: a reused connection must not reach a second host.
      upstream.write(method + ' ' + url.pathname + url.search + ' ' + version + '\\r\\n' +
        headers.join('\\r\\n') + '\\r\\nConnection: close\\r\\n\\r\\n');
      if (rest.length > 0) { upstream.write(rest); }
      socket.resume();
    });
  };
  socket.on('data', onData);
  socket.resume();
}

child.on('message', (message, handle) => {
  if (message === 'connection' && handle) { serve(handle); }
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
