import { describe, expect, it } from 'vitest';
import { isLocalAddress, matchNetworkTarget } from './network-allowlist.js';
import { LAUNCHER_SOURCE } from './proxy-scripts.js';

describe('matchNetworkTarget', () => {
  const list = [
    'api.anthropic.com',
    '*.openai.com',
    'registry.npmjs.org:443',
    '127.0.0.1:8080',
    '[::1]:9000',
  ];

  it('allows listed hosts, any port unless the entry names one', () => {
    expect(matchNetworkTarget(list, 'api.anthropic.com', 443).allowed).toBe(true);
    expect(matchNetworkTarget(list, 'API.Anthropic.COM.', 8443).allowed).toBe(true);
    expect(matchNetworkTarget(list, 'registry.npmjs.org', 443).allowed).toBe(true);
    expect(matchNetworkTarget(list, 'registry.npmjs.org', 80).allowed).toBe(false);
  });

  it('matches a wildcard against subdomains only', () => {
    expect(matchNetworkTarget(list, 'chat.api.openai.com', 443).allowed).toBe(true);
    expect(matchNetworkTarget(list, 'openai.com', 443).allowed).toBe(false);
    expect(matchNetworkTarget(list, 'evilopenai.com', 443).allowed).toBe(false);
  });

  it('refuses everything else, including unlisted loopback ports', () => {
    expect(matchNetworkTarget(list, 'example.com', 443)).toEqual({
      allowed: false,
      literal: false,
    });
    expect(matchNetworkTarget(list, '127.0.0.1', 8081).allowed).toBe(false);
    expect(matchNetworkTarget(list, 'localhost', 8080).allowed).toBe(false);
    expect(matchNetworkTarget([], 'api.anthropic.com', 443).allowed).toBe(false);
  });

  it('marks IP literals listed with their port, which may be local', () => {
    expect(matchNetworkTarget(list, '127.0.0.1', 8080)).toEqual({ allowed: true, literal: true });
    expect(matchNetworkTarget(list, '[::1]', 9000)).toEqual({ allowed: true, literal: true });
    expect(matchNetworkTarget(['10.0.0.5'], '10.0.0.5', 80)).toEqual({
      allowed: true,
      literal: false,
    });
    expect(matchNetworkTarget(list, 'api.anthropic.com', 443).literal).toBe(false);
  });
});

describe('isLocalAddress', () => {
  it('flags loopback, unspecified, link-local and their mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.1',
      '0.0.0.0',
      '169.254.169.254',
      '::1',
      '::',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLocalAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '10.0.0.1', '2606:4700::1', '::ffff:8.8.8.8']) {
      expect(isLocalAddress(address), address).toBe(false);
    }
  });
});

describe('the proxy launcher', () => {
  it('embeds the tested matchers verbatim', () => {
    expect(LAUNCHER_SOURCE).toContain(matchNetworkTarget.toString());
    expect(LAUNCHER_SOURCE).toContain(isLocalAddress.toString());
  });
});
