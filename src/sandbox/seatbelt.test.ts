import { describe, expect, it } from 'vitest';
import { buildSeatbeltProfile } from './seatbelt.js';
import type { SeatbeltPlan } from './seatbelt.js';

const plan: SeatbeltPlan = {
  writable: ['/w', '/a/home'],
  readOnly: ['/w/.git', '/w/PROGRESS.json'],
  maskedDirs: ['/w/secrets'],
  maskedFiles: ['/w/.env'],
  maskedCommands: ['/usr/bin/curl'],
  network: 'none',
  allowUnixSockets: false,
};

describe('buildSeatbeltProfile', () => {
  it('denies by default and states each rule of the policy, denials last', () => {
    const profile = buildSeatbeltProfile(plan);
    const lines = profile.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['(version 1)', '(deny default)']);
    expect(lines).toContain('(allow file-read*)');
    expect(lines).toContain('(allow file-write* (subpath "/w") (subpath "/a/home"))');
    expect(lines).toContain('(deny file-write* (subpath "/w/.git") (subpath "/w/PROGRESS.json"))');
    expect(lines).toContain('(deny file-read* file-write* (subpath "/w/secrets"))');
    expect(lines).toContain('(deny file-read* file-write* (literal "/w/.env"))');
    expect(lines).toContain('(deny process-exec file-read* (literal "/usr/bin/curl"))');
    expect(profile).not.toMatch(/allow network/);
    const allowWrite = lines.indexOf('(allow file-write* (subpath "/w") (subpath "/a/home"))');
    const denyWrite = lines.findIndex((line) => line.startsWith('(deny file-write*'));
    expect(allowWrite).toBeLessThan(denyWrite);
  });

  it('allows the network in host mode but not Unix sockets unless asked', () => {
    const host = buildSeatbeltProfile({ ...plan, network: 'host' });
    expect(host).toContain('(allow network*)');
    expect(host).toContain('(deny network-outbound (remote unix-socket))');
    const sockets = buildSeatbeltProfile({ ...plan, allowUnixSockets: true });
    expect(sockets).toContain('(allow system-socket (socket-domain AF_UNIX))');
  });

  it('quotes paths so a quote in a name cannot end the string', () => {
    const profile = buildSeatbeltProfile({ ...plan, maskedFiles: ['/w/a"b\\c'] });
    expect(profile).toContain('(literal "/w/a\\"b\\\\c")');
  });
});
