/*
 * The two functions below are also copied, as source text, into the per-attempt proxy
 * launcher (see proxy-scripts.ts), so the proxy runs exactly the code these tests cover.
 * They must stay self-contained: no imports, no module-level names, no TypeScript-only
 * runtime features.
 */

/** The verdict on one proxy request. `literal`: matched an IP literal listed with its port. */
export interface TargetDecision {
  readonly allowed: boolean;
  readonly literal: boolean;
}

/**
 * Whether `host:port` is on the allowlist. Entries: `example.com` (that host, any port),
 * `*.example.com` (its subdomains, not itself), `example.com:443` (that port only), IPv4
 * literals and `[v6]` literals, each optionally with `:port`. Case and a trailing dot are
 * ignored. Pure and self-contained.
 */
export function matchNetworkTarget(
  allowlist: readonly string[],
  host: string,
  port: number,
): TargetDecision {
  const normalize = (value: string): string => {
    let text = value.trim().toLowerCase();
    if (text.startsWith('[') && text.endsWith(']')) {
      text = text.slice(1, -1);
    }
    return text.endsWith('.') ? text.slice(0, -1) : text;
  };
  const target = normalize(host);
  for (const raw of allowlist) {
    const entry = raw.trim().toLowerCase();
    let entryHost = entry;
    let entryPort: number | null = null;
    const bracket = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    if (bracket !== null) {
      entryHost = bracket[1] ?? '';
      entryPort = bracket[2] === undefined ? null : Number(bracket[2]);
    } else {
      const colon = entry.lastIndexOf(':');
      if (colon > 0 && entry.indexOf(':') === colon) {
        entryHost = entry.slice(0, colon);
        entryPort = Number(entry.slice(colon + 1));
      }
    }
    entryHost = normalize(entryHost);
    if (entryPort !== null && entryPort !== port) {
      continue;
    }
    const isLiteral = /^[\d.]+$/.test(entryHost) || entryHost.includes(':');
    const hostMatches = entryHost.startsWith('*.')
      ? target.endsWith(entryHost.slice(1)) && target.length > entryHost.length - 1
      : target === entryHost;
    if (hostMatches) {
      return { allowed: true, literal: isLiteral && entryPort !== null };
    }
  }
  return { allowed: false, literal: false };
}

/**
 * Loopback, unspecified and link-local addresses (the cloud metadata endpoint among them),
 * IPv4-mapped forms included. A listed domain that resolves to one of them is refused:
 * DNS must not be a way around "loopback only when listed". Pure and self-contained.
 */
export function isLocalAddress(address: string): boolean {
  let text = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped !== null) {
    text = mapped[1] ?? text;
  }
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(text);
  if (v4 !== null) {
    const first = Number(v4[1]);
    const second = Number(v4[2]);
    return first === 127 || first === 0 || (first === 169 && second === 254);
  }
  return text === '::1' || text === '::' || /^fe[89ab][0-9a-f]:/.test(text);
}
