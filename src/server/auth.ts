import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** A fresh bearer token for one `govern serve` start: 192 bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * True for hosts only this machine can reach. `localhost` counts: Node resolves it to the
 * loopback address it binds; anything else (0.0.0.0, ::, a LAN address, a name) may be
 * reachable from elsewhere and needs a configured token.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') {
    return true;
  }
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/**
 * Compares `Authorization: Bearer <token>` in constant time. Hashing both sides first makes
 * the lengths equal, so neither the token's length nor a prefix leaks through timing.
 */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  if (header === undefined) {
    return false;
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined) {
    return false;
  }
  const given = createHash('sha256').update(match[1]).digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, expected);
}

/**
 * DNS rebinding defence for a loopback server: a page on evil.example whose name is made to
 * resolve to 127.0.0.1 reaches this port with `Host: evil.example`. Only loopback names pass,
 * so such a page can read nothing (mutations need the token anyway).
 */
export function isLoopbackHostHeader(header: string | undefined): boolean {
  if (header === undefined) {
    return false;
  }
  const host = header.startsWith('[')
    ? header.slice(0, header.indexOf(']') + 1)
    : (header.split(':')[0] ?? '');
  return isLoopbackHost(host);
}
