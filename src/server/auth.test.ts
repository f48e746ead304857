import { describe, expect, it } from 'vitest';
import { generateToken, hasBearerToken, isLoopbackHost, isLoopbackHostHeader } from './auth.js';

describe('isLoopbackHost', () => {
  it('accepts only addresses this machine alone reaches', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', 'LOCALHOST']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.4', 'example.com', '127.0.0.1.nip.io']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('isLoopbackHostHeader', () => {
  it('passes loopback names with a port and refuses rebinding names', () => {
    expect(isLoopbackHostHeader('127.0.0.1:4177')).toBe(true);
    expect(isLoopbackHostHeader('localhost:4177')).toBe(true);
    expect(isLoopbackHostHeader('[::1]:4177')).toBe(true);
    expect(isLoopbackHostHeader('evil.example:4177')).toBe(false);
    expect(isLoopbackHostHeader(undefined)).toBe(false);
  });
});

describe('hasBearerToken', () => {
  it('accepts exactly the token as a bearer credential', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hasBearerToken(`Bearer ${token}`, token)).toBe(true);
    expect(hasBearerToken(`bearer ${token}`, token)).toBe(true);
    expect(hasBearerToken(`Bearer ${token}x`, token)).toBe(false);
    expect(hasBearerToken(`Basic ${token}`, token)).toBe(false);
    expect(hasBearerToken(token, token)).toBe(false);
    expect(hasBearerToken(undefined, token)).toBe(false);
    expect(hasBearerToken('Bearer ', token)).toBe(false);
  });
});
